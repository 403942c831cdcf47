"""Web playground load check (issue 16): concurrent clients sending ``check``
on a 5 v 5 board to ``mtgcombat serve``'s app, on loopback only.

The app runs as ``mtgcombat serve`` in its own process on 127.0.0.1 and
a free port (so the clients do not share its interpreter); each client is
an ``httpx.AsyncClient`` loop that posts the board to ``/api/check`` and
waits for the answer, for a fixed time (one request first, unmeasured,
loads the engine). Reported: requests, errors (any answer but 200, or
none), the rate, and the latency's p50 and p95. Target: p95 under 100 ms with 50 clients,
zero errors. A load check to run by hand, never a timed test; it needs the
``web`` extra and httpx.

Usage::

    python benchmarks/bench_web.py                       # 50 clients, 20 s
    python benchmarks/bench_web.py --clients 10 --seconds 5
    python benchmarks/bench_web.py --smoke               # 2 clients, 1 s
    python benchmarks/bench_web.py --workers 2           # serve --workers 2
"""

from __future__ import annotations

import argparse
import asyncio
import json
import socket
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field

import httpx


def board(size: int = 5) -> str:
    """``size`` 3/3 attackers, each blocked by a 2/2, with assignments: the
    "5 v 5" board."""
    permanents: list[dict[str, object]] = []
    assignments: dict[str, dict[str, int]] = {}
    for i in range(size):
        permanents.append(
            {"id": f"a{i}", "controller": "A", "power": 3, "toughness": 3, "attacking": "B"}
        )
        permanents.append(
            {"id": f"b{i}", "controller": "B", "power": 2, "toughness": 2, "blocking": [f"a{i}"]}
        )
        assignments[f"a{i}"] = {f"b{i}": 3}
        assignments[f"b{i}"] = {f"a{i}": 2}
    doc = {"active_player": "A", "players": {"A": {}, "B": {}}, "permanents": permanents}
    return json.dumps({**doc, "assignments": assignments})


@dataclass
class Tally:
    latencies: list[float] = field(default_factory=list)
    errors: int = 0


async def client(url: str, body: str, until: float, tally: Tally) -> None:
    async with httpx.AsyncClient(timeout=30.0) as http:
        while time.perf_counter() < until:
            started = time.perf_counter()
            try:
                response = await http.post(url, content=body)
                ok = response.status_code == 200 and response.json()["legal"] is True
            except (httpx.HTTPError, ValueError, KeyError):
                ok = False
            if ok:
                tally.latencies.append(time.perf_counter() - started)
            else:
                tally.errors += 1


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--smoke", action="store_true", help="2 clients for 1 s")
    parser.add_argument("--workers", type=int, default=1, help="serve --workers N")
    args = parser.parse_args()
    clients, seconds = (2, 1.0) if args.smoke else (args.clients, args.seconds)
    port = free_port()
    command = "from mtgcombat.cli import main; main()"
    server = subprocess.Popen(
        [
            sys.executable,
            "-c",
            command,
            "serve",
            "--port",
            str(port),
            "--workers",
            str(args.workers),
        ],
        stdout=subprocess.DEVNULL,
    )
    try:
        wait_for(server, port)
        for _ in range(4 * args.workers):  # each worker loads its engine
            httpx.post(f"http://127.0.0.1:{port}/api/check", content=board(), timeout=60.0)
        run_load(port, clients, seconds, args.workers)
    finally:
        server.terminate()
        server.wait()


def wait_for(server: subprocess.Popen[bytes], port: int, seconds: float = 60.0) -> None:
    """Until the server accepts connections (or it has stopped)."""
    until = time.perf_counter() + seconds
    while server.poll() is None:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1.0):
                return
        except OSError:
            if time.perf_counter() > until:
                raise
            time.sleep(0.1)
    raise SystemExit(f"the server stopped (exit {server.returncode})")


def run_load(port: int, clients: int, seconds: float, workers: int = 1) -> None:
    url = f"http://127.0.0.1:{port}/api/check?lang=en"
    tally = Tally()

    async def load() -> None:
        until = time.perf_counter() + seconds
        await asyncio.gather(*(client(url, board(), until, tally) for _ in range(clients)))

    started = time.perf_counter()
    asyncio.run(load())
    spent = time.perf_counter() - started
    done = len(tally.latencies)
    ms = sorted(x * 1000 for x in tally.latencies)
    p50 = statistics.median(ms) if ms else float("nan")
    p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))] if ms else float("nan")
    print(f"clients {clients}, {seconds:g} s, workers {workers}, check on a 5 v 5 board (loopback)")
    print(f"requests {done}, errors {tally.errors}, {done / spent:.0f} a second")
    print(f"latency p50 {p50:.1f} ms, p95 {p95:.1f} ms")


if __name__ == "__main__":
    main()
