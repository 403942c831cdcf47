"""The web server's limits, enforced on every path: a wall-clock cap and a
memory cap on each request's engine work (a forked child, killed at its
deadline), a cap on the requests worked on at once (429), deadlines for a
request's head and body (slowloris), the Host header checked against the
names the server answers to (DNS rebinding), security headers on every
answer, and ``serve`` refusing an address it cannot listen on."""

from __future__ import annotations

import asyncio
import json
import re
import socket
import subprocess
import sys
import threading
import time
import tomllib
import warnings
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from click.testing import CliRunner

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")

import uvicorn

import mtgcombat.svg as svg_package
from helpers import Noted
from mtgcombat.app import check as app_check
from mtgcombat.app import parse as app_parse
from mtgcombat.app import resolve as app_resolve
from mtgcombat.app import solve as app_solve
from mtgcombat.cli import cli
from mtgcombat.core.budget import resident_bytes
from mtgcombat.text import parser
from mtgcombat.web import app as web_app
from mtgcombat.web import guard, isolate, request, serving

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # starlette's note about httpx's successor
    from starlette.testclient import TestClient

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
BOARD = (EXAMPLES / "puzzles" / "menace_double_block.toml").read_text("utf-8")
JSON = {"content-type": "application/json"}
LOCAL = "http://localhost"

needs_fork = pytest.mark.skipif(not isolate.CAN_FORK, reason="the engine runs in a child process")


def _json_board() -> str:
    return json.dumps(tomllib.loads(BOARD))


@pytest.fixture
def client() -> Iterator[TestClient]:
    yield TestClient(web_app.create_app(), headers=JSON, base_url=LOCAL)


# ---------------------------------------------------------------------------
# the wall-clock and memory caps of one request's engine work
# ---------------------------------------------------------------------------


@needs_fork
def test_engine_work_past_the_deadline_is_stopped_with_503(
    client: TestClient, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A check that would take 60 s is killed at the cap: 503, one line,
    in the language asked for, and the server answers the next request
    (the engine workers were forked with the check held until ``release``
    exists: after it does, the check takes its usual time)."""
    monkeypatch.setattr(isolate, "REQUEST_SECONDS", 1.0)
    release = tmp_path / "release"
    real = app_check.check_document

    def endless(*args: Any, **kwargs: Any) -> Any:
        waited = 0.0
        while not release.exists() and waited < 60:
            time.sleep(0.02)
            waited += 0.02
        return real(*args, **kwargs)

    monkeypatch.setattr(app_check, "check_document", endless)
    started = time.monotonic()
    response = client.post("/api/check?lang=ja", content=_json_board())
    took = time.monotonic() - started
    assert response.status_code == 503
    assert took < 5
    error = response.json()["error"]
    assert "1秒" in error and "\n" not in error
    release.touch()
    assert client.post("/api/check", content=_json_board()).status_code == 200


@needs_fork
def test_every_engine_endpoint_has_the_cap(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """resolve, draw and parse too (they had none): each is stopped at it."""
    monkeypatch.setattr(isolate, "REQUEST_SECONDS", 0.5)

    def endless(*args: Any, **kwargs: Any) -> Any:
        time.sleep(60)

    monkeypatch.setattr(app_resolve, "resolve_document", endless)
    monkeypatch.setattr(app_parse, "parse_document", endless)
    monkeypatch.setattr(svg_package, "board", endless)
    asked = [
        ("/api/resolve", _json_board()),
        ("/api/draw", _json_board()),
        ("/api/parse", json.dumps({"sentence": "Flying"})),
    ]
    for path, body in asked:
        response = client.post(path, content=body)
        assert response.status_code == 503, path
        assert "0.5 s" in response.json()["error"]


@needs_fork
def test_a_solver_endpoint_is_stopped_at_its_documented_bound(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A solve asked for 0.5 s that ignores its limit is stopped at
    0.5 x 1.1 + 0.2 s (the solver's documented bound), not at 11.2 s."""
    real = app_solve.solve_document

    def endless(*args: Any, **kwargs: Any) -> Any:
        time.sleep(60)
        return real(*args, **kwargs)

    monkeypatch.setattr(app_solve, "solve_document", endless)
    started = time.monotonic()
    response = client.post("/api/solve?for=defender&time_limit=0.5", content=_json_board())
    assert response.status_code == 503
    assert time.monotonic() - started < 3
    assert isolate.deadline_for(10.0) == pytest.approx(11.2)


@needs_fork
def test_engine_work_past_the_memory_cap_is_stopped_and_the_server_keeps_its_size(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Work that would take 2 GB fails in its child at the cap (the
    ``request_over_memory`` line); the server's own memory does not grow."""
    monkeypatch.setattr(isolate, "REQUEST_MEMORY", 64 * 2**20)
    real = app_check.check_document

    def greedy(*args: Any, **kwargs: Any) -> Any:
        hoard = [bytearray(2**20) for _ in range(2048)]
        return real(*args, **kwargs) if hoard else None

    monkeypatch.setattr(app_check, "check_document", greedy)
    before = resident_bytes()
    response = client.post("/api/check", content=_json_board())
    assert response.status_code == 400
    assert "64 MB" in response.json()["error"]
    assert resident_bytes() - before < 100 * 2**20


@needs_fork
def test_what_the_work_leaves_in_memory_goes_with_its_child(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A parse cache entry made by a request stays in the child: the
    server's caches do not grow with the sentences users send (35.2)."""
    cached = parser._parse_normalized.cache_info
    sentence = "Whenever this creature attacks, it gets +7/+3 until end of turn."
    before = cached().currsize
    response = client.post("/api/parse", content=json.dumps({"sentence": sentence}))
    assert response.status_code == 200 and response.json()
    assert cached().currsize == before


# ---------------------------------------------------------------------------
# requests worked on at once
# ---------------------------------------------------------------------------


def _held_solve(monkeypatch: pytest.MonkeyPatch, release: Path) -> None:
    """solve_document made to wait (in the child) until ``release`` exists."""
    real = app_solve.solve_document

    def held(*args: Any, **kwargs: Any) -> Any:
        waited = 0.0
        while not release.exists() and waited < 30:
            time.sleep(0.02)
            waited += 0.02
        return real(*args, **kwargs)

    monkeypatch.setattr(app_solve, "solve_document", held)


@needs_fork
def test_a_search_past_the_limit_and_the_queue_is_429_while_cheap_requests_go_on(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """With one search at a time and none waiting, a second solve is
    refused at once (429, one line) while the first runs; a check is still
    answered."""
    monkeypatch.setattr(isolate, "MAX_BUSY_SEARCHES", 1)
    monkeypatch.setattr(isolate, "MAX_WAITING", 0)
    release = tmp_path / "release"
    _held_solve(monkeypatch, release)
    app = web_app.create_app()
    board = _json_board()

    async def three() -> tuple[int, int, int]:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url=LOCAL, headers=JSON) as http:
            first = asyncio.ensure_future(http.post("/api/solve?for=defender", content=board))
            await asyncio.sleep(0.3)
            second = await asyncio.wait_for(http.post("/api/solve?for=defender", content=board), 20)
            checked = await asyncio.wait_for(http.post("/api/check", content=board), 20)
            release.touch()
            solved = await first
            assert "\n" not in second.json()["error"]
            return solved.status_code, second.status_code, checked.status_code

    assert asyncio.run(three()) == (200, 429, 200)


@needs_fork
def test_a_search_over_the_limit_waits_its_turn(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """With one search at a time, a second solve waits for the first (the
    page sends several searches at once) and is answered after it."""
    monkeypatch.setattr(isolate, "MAX_BUSY_SEARCHES", 1)
    release = tmp_path / "release"
    _held_solve(monkeypatch, release)
    app = web_app.create_app()
    board = _json_board()

    async def two() -> tuple[int, int, bool]:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url=LOCAL, headers=JSON) as http:
            first = asyncio.ensure_future(http.post("/api/solve?for=defender", content=board))
            await asyncio.sleep(0.3)
            second = asyncio.ensure_future(http.post("/api/solve?for=defender", content=board))
            await asyncio.sleep(0.5)
            waiting = not second.done()
            release.touch()
            return (await first).status_code, (await second).status_code, waiting

    assert asyncio.run(two()) == (200, 200, True)


@needs_fork
def test_the_same_request_sent_many_times_at_once_is_worked_out_once(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Twenty identical checks at once, with one request worked on at a time
    and none allowed to wait: every one is answered (200), the same answer,
    because they wait for the one being worked out instead of counting
    against the limit, and the engine works the board out once. Control: a
    different board sent meanwhile is refused (429): the limit still holds."""
    monkeypatch.setattr(isolate, "MAX_BUSY", 1)
    monkeypatch.setattr(isolate, "MAX_WAITING", 0)
    app = web_app.create_app()  # warmed before check is held
    release = tmp_path / "release"
    calls = Noted(tmp_path / "calls")
    real = app_check.check_document

    def held(*args: Any, **kwargs: Any) -> Any:
        calls.add(1)  # in the request's child: noted in a file
        waited = 0.0
        while not release.exists() and waited < 30:
            time.sleep(0.02)
            waited += 0.02
        return real(*args, **kwargs)

    monkeypatch.setattr(app_check, "check_document", held)
    board = _json_board()
    other = json.dumps({**json.loads(board), "rules": "2023"})

    async def many() -> tuple[list[int], set[str], int]:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url=LOCAL, headers=JSON) as http:
            same = [
                asyncio.ensure_future(http.post("/api/check", content=board)) for _ in range(20)
            ]
            await asyncio.sleep(0.5)
            refused = await asyncio.wait_for(http.post("/api/check", content=other), 20)
            release.touch()
            answers = [await a for a in same]
            return [a.status_code for a in answers], {a.text for a in answers}, refused.status_code

    codes, texts, refused = asyncio.run(many())
    assert codes == [200] * 20
    assert len(texts) == 1
    assert refused == 429
    assert calls.values() == [1]


# ---------------------------------------------------------------------------
# the Host header and the security headers
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("host", ["localhost:8000", "127.0.0.1:8000", "[::1]:8000", "LOCALHOST"])
def test_the_default_hosts_are_answered(client: TestClient, host: str) -> None:
    assert client.get("/api/examples", headers={"host": host}).status_code == 200


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_rebound_host_is_refused_in_one_line(client: TestClient, lang: str) -> None:
    """A page at attacker.example whose name resolves to 127.0.0.1 (DNS
    rebinding) sends ``Host: attacker.example``: 400, one line."""
    response = client.post(
        f"/api/check?lang={lang}", content=_json_board(), headers={"host": "attacker.example:8000"}
    )
    assert response.status_code == 400
    error = response.json()["error"]
    assert "attacker.example" in error and "\n" not in error
    assert ("Host" in error) and (("応じない" in error) == (lang == "ja"))
    assert response.headers["x-content-type-options"] == "nosniff"


def test_added_hosts_and_any_host() -> None:
    named = TestClient(web_app.create_app(hosts=["judge.local"]), base_url="http://judge.local")
    assert named.get("/api/examples").status_code == 200
    assert named.get("/api/examples", headers={"host": "localhost"}).status_code == 400
    anything = TestClient(web_app.create_app(hosts=["*"]), base_url="http://anything.example")
    assert anything.get("/api/examples").status_code == 200
    assert guard.allowed_hosts("192.168.1.5", ["*"])[-2:] == ("192.168.1.5", "*")


@pytest.mark.parametrize("path", ["/", "/static/app.js", "/api/examples", "/api/no-such"])
def test_every_answer_carries_the_security_headers(client: TestClient, path: str) -> None:
    headers = client.get(path).headers
    policy = headers["content-security-policy"]
    assert "script-src 'self'" in policy and "unsafe-inline" not in policy
    assert "frame-ancestors 'none'" in policy
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["referrer-policy"] == "no-referrer"


def test_the_page_has_no_inline_script() -> None:
    """The policy allows only the page's own script files, so the page
    must have none inline (a ``<script>`` with a body, or ``on...=``)."""
    page = (Path(web_app.STATIC) / "index.html").read_text("utf-8")
    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", page)
    assert not re.search(r"\son[a-z]+\s*=", page)


# ---------------------------------------------------------------------------
# slow clients: the body and the head
# ---------------------------------------------------------------------------


def test_a_body_sent_too_slowly_is_408(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(request, "BODY_SECONDS", 0.3)
    app = web_app.create_app()

    async def trickle() -> AsyncIterator[bytes]:
        yield b"{"
        await asyncio.sleep(5)
        yield b"}"

    async def send() -> httpx.Response:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url=LOCAL, headers=JSON) as http:
            return await asyncio.wait_for(http.post("/api/check", content=trickle()), 4)

    response = asyncio.run(send())
    assert response.status_code == 408
    assert "0.3 s" in response.json()["error"]


class _Served:
    """The app served by uvicorn with ``serve``'s settings, in a thread, on
    a free port of 127.0.0.1."""

    def __init__(self) -> None:
        options = serving.server_options()
        config = uvicorn.Config(web_app.create_app(), host="127.0.0.1", port=0, **options)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> int:
        self.thread.start()
        for _ in range(500):
            if self.server.started:
                break
            time.sleep(0.01)
        sockets = self.server.servers[0].sockets
        return int(sockets[0].getsockname()[1])

    def __exit__(self, *exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(10)


def _closed_within(connection: socket.socket, seconds: float) -> bool:
    connection.settimeout(seconds)
    try:
        return connection.recv(1024) == b""
    except TimeoutError:
        return False
    except OSError:
        return True


def _response(connection: socket.socket) -> bytes:
    """One whole answer read from ``connection`` (its head and its
    Content-Length bytes of body)."""
    connection.settimeout(5)
    data = b""
    while b"\r\n\r\n" not in data:
        data += connection.recv(65536)
    head, _, body = data.partition(b"\r\n\r\n")
    length = int(re.search(rb"(?i)content-length: *(\d+)", head).group(1))  # type: ignore[union-attr]
    while len(body) < length:
        body += connection.recv(65536)
    return head + b"\r\n\r\n" + body


def test_a_head_sent_a_byte_at_a_time_is_cut_off(monkeypatch: pytest.MonkeyPatch) -> None:
    """Slowloris: a client that never finishes its request's head is
    disconnected after HEAD_SECONDS; a whole request is answered."""
    monkeypatch.setattr(serving, "HEAD_SECONDS", 0.5)
    with _Served() as port:
        slow = socket.create_connection(("127.0.0.1", port))
        slow.sendall(b"GET /api/examples HTTP/1.1\r\nHost: localhost\r\nX-a: ")
        assert _closed_within(slow, 5)
        slow.close()
        answered = httpx.get(f"http://127.0.0.1:{port}/api/examples", timeout=10)
        assert answered.status_code == 200


def test_a_kept_alive_connection_gets_the_head_deadline_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(serving, "HEAD_SECONDS", 0.5)
    monkeypatch.setattr(serving, "KEEP_ALIVE_SECONDS", 30)
    with _Served() as port:
        connection = socket.create_connection(("127.0.0.1", port))
        connection.sendall(b"GET /api/examples HTTP/1.1\r\nHost: localhost\r\n\r\n")
        assert _response(connection).startswith(b"HTTP/1.1 200")
        connection.sendall(b"GET /api/examples HTTP/1.1\r\nHost: local")
        assert _closed_within(connection, 5)
        connection.close()


def _resident_mb(pid: int) -> int:
    """A process's resident memory now, in MB (Linux ``/proc``)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) // 1024
    raise AssertionError("no VmRSS")


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc (Linux)")
def test_memory_comes_back_after_partial_uploads_close() -> None:
    """Slowloris with bodies (35.5): 80 connections each send the head of a
    900 KB upload and 900 KB less one byte of it, then close. The ``serve``
    process grows with what they hold (it must, to read them) and comes back
    near its start once they are gone (it kept 50 MB of the 80 before), round
    after round."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen(
        [sys.executable, "-m", "mtgcombat", "serve", "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        base = f"http://127.0.0.1:{port}"
        for _ in range(600):
            try:
                httpx.get(f"{base}/api/examples", timeout=5)
                break
            except httpx.HTTPError:
                time.sleep(0.1)
        httpx.post(f"{base}/api/check", content=_json_board(), headers=JSON, timeout=60)
        start = _resident_mb(server.pid)
        head = (
            b"POST /api/check HTTP/1.1\r\nHost: localhost\r\n"
            b"Content-Type: application/json\r\nContent-Length: 900000\r\n\r\n"
        )
        for _ in range(2):
            connections = [socket.create_connection(("127.0.0.1", port)) for _ in range(80)]
            for connection in connections:
                connection.sendall(head + b" " * 899_999)
            time.sleep(2)
            held = _resident_mb(server.pid)
            for connection in connections:
                connection.close()
            time.sleep(2)
            after = _resident_mb(server.pid)
            assert held - start > 30, (start, held)  # the uploads were held
            assert after - start < 15, (start, held, after)
    finally:
        server.terminate()
        server.wait(20)


# ---------------------------------------------------------------------------
# serve on an address it cannot listen on
# ---------------------------------------------------------------------------


def test_serve_on_a_busy_port_is_one_line_and_exit_2() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = CliRunner().invoke(cli, ["serve", "--port", str(port)])
    assert result.exit_code == 2
    assert "http://" not in result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and str(port) in lines[0]


def test_serve_on_an_address_not_of_this_machine_is_exit_2() -> None:
    result = CliRunner().invoke(cli, ["serve", "--host", "192.0.2.1", "--port", "8123"])
    assert result.exit_code == 2
    assert "http://" not in result.output
