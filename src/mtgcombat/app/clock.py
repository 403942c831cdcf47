"""How long a command has run: the start-up of the process (Linux
``/proc``) and when the command line started, so that ``solve
--time-limit`` bounds the whole command.
"""

from __future__ import annotations

import os
import time


def process_age() -> float:
    """Seconds since this process started (Linux ``/proc``; 0 elsewhere):
    ``solve --time-limit`` bounds the whole command, start-up and loading
    included, so the solver gets what is left.

    >>> process_age() >= 0.0
    True
    """
    try:
        with open("/proc/self/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        with open("/proc/uptime", encoding="ascii") as uptime:
            now = float(uptime.read().split()[0])
        return max(0.0, now - int(fields[19]) / os.sysconf("SC_CLK_TCK"))
    except (OSError, ValueError, IndexError, AttributeError):
        return 0.0


OUTPUT_TIME = 0.1
"""Seconds of ``solve --time-limit`` kept for printing the answer."""

LEAST_SEARCH = 0.1
"""Seconds the solver gets even when start-up took the whole limit (within
the time limit's slack): a small board is then still solved and proven."""

STARTUP_AT_MOST = 30.0
"""A process older than this when :func:`main` starts was not started for
the command: its age is not the command's start-up."""

LAUNCH: list[tuple[float, float]] = []
"""When :func:`main` started (``time.monotonic``) and the start-up before it."""


def time_spent(started: float) -> float:
    """Seconds the command has used so far: since :func:`main` started plus
    the interpreter's start-up before it, or (the command invoked another
    way) since ``started``.

    >>> time_spent(time.monotonic() - 2.0) >= 2.0
    True
    """
    now = time.monotonic()
    if not LAUNCH:
        return now - started
    entered, startup = LAUNCH[-1]
    return max(now - started, now - entered + startup)
