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

What is measured: by default (and with ``--raw``) every request sends the
same board, so after the first the server answers from its kept answers
(the page's case: it asks again for the board it shows); only ``--vary``
sends a new board each time, so that every answer is the engine's. The
output says which.

Usage::

    python benchmarks/bench_web.py                       # 50 clients, 20 s
    python benchmarks/bench_web.py --clients 10 --seconds 5
    python benchmarks/bench_web.py --smoke               # 2 clients, 1 s
    python benchmarks/bench_web.py --workers 2           # serve --workers 2
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import os
import socket
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field

import httpx


def board(size: int = 5, life: int = 20) -> str:
    """``size`` 3/3 attackers, each blocked by a 2/2, with assignments: the
    "5 v 5" board (the defending player at ``life``)."""
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
    players = {"A": {}, "B": {"life": life}}
    doc = {"active_player": "A", "players": players, "permanents": permanents}
    return json.dumps({**doc, "assignments": assignments})


JSON = {"content-type": "application/json"}
"""The body's type (the server refuses any other, 415)."""


@dataclass
class Tally:
    latencies: list[float] = field(default_factory=list)
    errors: int = 0


async def client(url: str, bodies: Iterator[str], until: float, tally: Tally) -> None:
    async with httpx.AsyncClient(timeout=30.0, headers=JSON) as http:
        while time.perf_counter() < until:
            body = next(bodies)
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


async def raw_client(url: str, bodies: Iterator[str], until: float, tally: Tally) -> None:
    """The same requests written by hand on a kept-alive connection (HTTP/1.1):
    a load generator that costs a fraction of httpx's processor time, so that
    on a small machine the clients take less of it from the server. After a
    failed request the connection is closed and a new one opened, so every
    error is counted and the client goes on until the end."""
    host, port_path = url.removeprefix("http://").split(":", 1)
    port, path = port_path.split("/", 1)
    connection: tuple[asyncio.StreamReader, asyncio.StreamWriter] | None = None
    try:
        while time.perf_counter() < until:
            body = next(bodies).encode()
            head = (
                f"POST /{path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n"
                f"Content-Length: {len(body)}\r\n\r\n"
            ).encode()
            started = time.perf_counter()
            try:
                if connection is None:
                    connection = await asyncio.open_connection(host, int(port))
                reader, writer = connection
                writer.write(head + body)
                await writer.drain()
                status = await reader.readline()
                length = 0
                while (line := await reader.readline()) not in (b"\r\n", b""):
                    name, _, value = line.partition(b":")
                    if name.strip().lower() == b"content-length":
                        length = int(value)
                answer = await reader.readexactly(length)
                ok = status.split()[1:2] == [b"200"] and b'"legal": true' in answer
            except (OSError, ValueError, IndexError, asyncio.IncompleteReadError):
                ok = False
            if ok:
                tally.latencies.append(time.perf_counter() - started)
                continue
            tally.errors += 1
            if connection is not None:  # its state is unknown: start afresh
                connection[1].close()
                connection = None
    finally:
        if connection is not None:
            connection[1].close()


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
    parser.add_argument(
        "--vary",
        action="store_true",
        help="a different board each request (the defending player's life), so no answer is kept",
    )
    parser.add_argument(
        "--raw",
        action="store_true",
        help="clients that write HTTP/1.1 by hand instead of httpx (less processor time)",
    )
    parser.add_argument(
        "--sequential",
        type=int,
        default=0,
        metavar="N",
        help="instead of the load: N requests one after another, and the server's processor "
        "time per request, its engine workers' included (Linux, one server process): a figure "
        "other work on the machine barely moves",
    )
    args = parser.parse_args()
    clients, seconds = (2, 1.0) if args.smoke else (args.clients, args.seconds)
    port = free_port()
    command = "from mtgcombat.cli import main; main()"
    workers = ["--workers", str(args.workers)] if args.workers > 1 else []
    server = subprocess.Popen(
        [sys.executable, "-c", command, "serve", "--port", str(port), *workers],
        stdout=subprocess.DEVNULL,
    )
    try:
        wait_for(server, port)
        for _ in range(4 * args.workers):  # each worker loads its engine
            httpx.post(
                f"http://127.0.0.1:{port}/api/check", content=board(), headers=JSON, timeout=60.0
            )
        if args.sequential:
            run_sequential(server.pid, port, args.sequential, args.vary)
        else:
            run_load(port, clients, seconds, args.workers, args.vary, args.raw)
    finally:
        server.terminate()
        server.wait()


def processor_seconds(pid: int) -> float:
    """A process's user and system time so far (``/proc/PID/stat``), with
    its child processes' (the server's engine workers) that are running."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    spent = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/children", encoding="ascii") as listed:
                children = [int(c) for c in listed.read().split()]
        except OSError:
            continue
        for child in children:
            try:
                spent += processor_seconds(child)
            except OSError:  # it ended meanwhile
                continue
    return spent


def run_sequential(pid: int, port: int, count: int, vary: bool) -> None:
    url = f"http://127.0.0.1:{port}/api/check?lang=en"
    bodies = [board(life=1_000 + i) if vary else board() for i in range(count)]
    with httpx.Client(timeout=30.0, headers=JSON) as http:
        for i in range(20):  # warm up (varied bodies: not the measured ones)
            http.post(url, content=board(life=i) if vary else bodies[0])
        cpu, started = processor_seconds(pid), time.perf_counter()
        errors = sum(http.post(url, content=body).status_code != 200 for body in bodies)
        cpu, spent = processor_seconds(pid) - cpu, time.perf_counter() - started
    print(f"{count} requests one after another, check on {_measured(vary)}, errors {errors}")
    each, wall = 1000 * cpu / count, 1000 * spent / count
    print(f"server processor time {each:.2f} ms a request, wall {wall:.2f} ms")


def _measured(vary: bool) -> str:
    """What a run measures, said in its output."""
    if vary:
        return "a different 5 v 5 board each request: every answer is the engine's"
    return "the same 5 v 5 board each request: the server's kept answer after the first"


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


def run_load(
    port: int,
    clients: int,
    seconds: float,
    workers: int = 1,
    vary: bool = False,
    raw: bool = False,
) -> None:
    url = f"http://127.0.0.1:{port}/api/check?lang=en"
    tally = Tally()
    same = board()
    lives = itertools.count(1_000)

    def bodies() -> Iterator[str]:
        while True:
            yield board(life=next(lives)) if vary else same

    async def load() -> None:
        until = time.perf_counter() + seconds
        each = raw_client if raw else client
        await asyncio.gather(*(each(url, bodies(), until, tally) for _ in range(clients)))

    started = time.perf_counter()
    cpu = time.process_time()
    asyncio.run(load())
    spent = time.perf_counter() - started
    cpu = time.process_time() - cpu
    done = len(tally.latencies)
    ms = sorted(x * 1000 for x in tally.latencies)
    p50 = statistics.median(ms) if ms else float("nan")
    p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))] if ms else float("nan")
    how = "by hand" if raw else "httpx"
    print(f"clients {clients} ({how}), {seconds:g} s, workers {workers}, loopback")
    print(f"check on {_measured(vary)}")
    print(f"requests {done}, errors {tally.errors}, {done / spent:.0f} a second")
    print(f"latency p50 {p50:.1f} ms, p95 {p95:.1f} ms")
    print(f"the clients' own processor time: {cpu:.1f} s of {spent:.1f} s")


if __name__ == "__main__":
    main()
