"""How ``mtgcombat serve`` runs the playground under uvicorn: the limits on
connections that the app itself cannot see.

- A client must send a request's whole head (request line and headers)
  within :data:`HEAD_SECONDS` of connecting, or of the previous answer on a
  kept-alive connection; else the connection is closed. uvicorn closes idle
  kept-alive connections itself, but waits forever for a head sent a byte at
  a time (slowloris).
- A request's body must arrive within :data:`BODY_SECONDS`
  (:func:`mtgcombat.web.request._body`, 408).
- At most :data:`MAX_CONNECTIONS` connections and requests are served at
  once; uvicorn answers 503 past it.
- What a closed connection's request held (a partial upload of up to
  ``MAX_BODY`` bytes, read in small pieces) is freed to the C library, which
  would keep it in the process (the server grew from 71 to 121 MB for good
  after 90 partial uploads closed): :data:`TRIM_AFTER` seconds after
  connections close, the freed memory is handed back to the system.
- Before anything is printed, the address is checked: a host that does not
  resolve, or a port that is in use, is one line and exit 2.
"""

from __future__ import annotations

import asyncio
import socket
from typing import Any

from uvicorn.protocols.http.h11_impl import H11Protocol

from mtgcombat.core.budget import give_back_memory

HEAD_SECONDS = 10.0
"""The most time a client may take to send a request's head."""

KEEP_ALIVE_SECONDS = 5
"""How long an idle kept-alive connection stays open (uvicorn's default)."""

MAX_CONNECTIONS = 100
"""The most connections and requests one server process handles at once."""

TRIM_AFTER = 0.5
"""Seconds after a connection closes before the memory freed is handed
back to the system (once for connections closed together)."""

_TRIM_PENDING: set[asyncio.AbstractEventLoop] = set()


def _trim_soon(loop: asyncio.AbstractEventLoop) -> None:
    """Hand the freed memory back :data:`TRIM_AFTER` seconds from now,
    unless that is already to be done."""
    if loop in _TRIM_PENDING:
        return
    _TRIM_PENDING.add(loop)

    def trim() -> None:
        _TRIM_PENDING.discard(loop)
        give_back_memory()

    loop.call_later(TRIM_AFTER, trim)


class HeadDeadlineProtocol(H11Protocol):
    """uvicorn's h11 protocol, with a deadline for each request's head."""

    _head_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        self._arm()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)
        _trim_soon(self.loop)

    def _arm(self) -> None:
        self._disarm()
        self._head_timer = self.loop.call_later(HEAD_SECONDS, self._head_late)

    def _disarm(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def _head_late(self) -> None:
        """No request's head came whole since the timer was armed: close."""
        self._head_timer = None
        if self.transport.is_closing():
            return
        if self.cycle is None or self.cycle.response_complete:
            self.transport.close()


def server_options() -> dict[str, Any]:
    """uvicorn's settings for ``serve``."""
    return {
        "http": HeadDeadlineProtocol,
        "timeout_keep_alive": KEEP_ALIVE_SECONDS,
        "limit_concurrency": MAX_CONNECTIONS,
        "log_level": "warning",
    }


def address_problem(host: str, port: int) -> str | None:
    """Why the server cannot listen on ``host``:``port`` (the system's
    words), or None when it can: the host must resolve to an address of
    this machine and the port be free.

    >>> address_problem("127.0.0.1", 0) is None
    True
    """
    try:
        found = socket.getaddrinfo(host or None, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError, OSError) as exc:
        return str(exc) or type(exc).__name__
    family, kind, proto, _, address = found[0]
    try:
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind(address)
    except OSError as exc:
        return exc.strerror or str(exc)
    return None
