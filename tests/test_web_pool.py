"""The server's engine workers (issue 35 finding 3, issue 37's load check):
a pool of long-lived processes, forked once, each request's engine work sent
to an idle one. A worker past its wall-clock cap or its memory budget, or
one that dies, is replaced and the next request is answered; a worker is
recycled after a number of jobs or once it has grown; the pool has the size
asked for (``serve --engine-workers N``); the workers hold none of the
server's sockets; many concurrent different requests are all answered,
none refused 429 or failed 5xx."""

from __future__ import annotations

import asyncio
import gc
import json
import os
import socket
import stat
import time
import tomllib
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from click.testing import CliRunner

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")

import uvicorn

from mtgcombat.app import check as app_check
from mtgcombat.cli import cli
from mtgcombat.web import app as web_app
from mtgcombat.web import isolate, pool

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # starlette's note about httpx's successor
    from starlette.testclient import TestClient

pytestmark = pytest.mark.skipif(not isolate.CAN_FORK, reason="engine workers need fork")

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
BOARD = json.dumps(tomllib.loads((EXAMPLES / "puzzles" / "menace_double_block.toml").read_text()))
JSON = {"content-type": "application/json"}
LOCAL = "http://localhost"
MB = 2**20


def _alive(pid: int) -> bool:
    """Whether process ``pid`` runs (a zombie, ended but not yet reaped, does not)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as found:
            return found.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def _playground(client: TestClient) -> web_app.Playground:
    play: web_app.Playground = client.app.state.playground  # type: ignore[attr-defined]
    return play


def _varied(life: int) -> str:
    """The board with the defending player at ``life``: a different request."""
    doc = json.loads(BOARD)
    doc["players"]["B"]["life"] = life
    return json.dumps(doc)


# ---------------------------------------------------------------------------
# jobs for the pool itself: module-level, so sent to a worker by name
# ---------------------------------------------------------------------------

_KEPT: list[bytearray] = []


def _pid(state: object) -> int:
    return os.getpid()


def _keep(state: object, megabytes: int) -> int:
    """Allocate ``megabytes`` and keep them in the worker."""
    _KEPT.append(bytearray(megabytes * MB))
    _KEPT[-1][::4096] = b"x" * len(_KEPT[-1][::4096])  # touched: resident
    return os.getpid()


def _hoard(state: object, megabytes: int) -> int:
    hoard = [bytearray(MB) for _ in range(megabytes)]
    return len(hoard)


def _die(state: object, code: int) -> None:
    os._exit(code)


def _sleep(state: object, seconds: float) -> int:
    time.sleep(seconds)
    return os.getpid()


def _sockets(state: object) -> list[int]:
    """The worker's open file descriptors that are sockets."""
    found = []
    for name in os.listdir("/proc/self/fd"):
        try:
            if stat.S_ISSOCK(os.fstat(int(name)).st_mode):
                found.append(int(name))
        except OSError:
            continue
    return found


@pytest.fixture
def one() -> Iterator[pool.Pool]:
    """A pool of one worker, ended after the test."""
    workers = pool.Pool(1)
    yield workers
    workers.stop()


def _run(workers: pool.Pool, job: pool.Job, seconds: float = 20.0, memory: int = 512 * MB) -> Any:
    return asyncio.run(workers.run(job, "en", seconds, memory))


# ---------------------------------------------------------------------------
# a worker past a cap is replaced; the next request is answered
# ---------------------------------------------------------------------------


def test_a_worker_stopped_at_its_cap_is_replaced_and_the_next_request_answered(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """With one engine worker, a check held past the 1 s cap is answered 503
    and its worker killed; a new worker takes its place and answers the next
    check (200). Control: a check within the cap leaves its worker in place."""
    monkeypatch.setattr(isolate, "REQUEST_SECONDS", 1.0)
    release = tmp_path / "release"
    real = app_check.check_document

    def held(*args: Any, **kwargs: Any) -> Any:
        waited = 0.0
        while not release.exists() and waited < 60:
            time.sleep(0.02)
            waited += 0.02
        return real(*args, **kwargs)

    # the app is made first: its warm-up checks run in this process, unheld
    client = TestClient(web_app.create_app(engine_workers=1), headers=JSON, base_url=LOCAL)
    monkeypatch.setattr(app_check, "check_document", held)
    workers = _playground(client).pool
    workers.start()  # forked with the check held
    try:
        [before] = workers.pids()
        started = time.monotonic()
        response = client.post("/api/check", content=BOARD)
        assert response.status_code == 503
        assert time.monotonic() - started < 5
        assert "1 s" in response.json()["error"] and "\n" not in response.json()["error"]
        [replaced] = workers.pids()
        assert replaced != before and not _alive(before)
        release.touch()
        assert client.post("/api/check", content=_varied(7)).status_code == 200
        assert workers.pids() == [replaced]  # within the cap: the same worker
    finally:
        workers.stop()


def test_the_killed_worker_is_gone_and_another_forked(one: pool.Pool) -> None:
    """The worker of a job past its deadline is killed (its process ends),
    the answer is ``late``, and the next job runs in a new process."""
    first = _run(one, (_pid, ()))
    assert first[0] == "ok"
    before = first[1]
    assert _run(one, (_sleep, (30.0,)), seconds=0.5) == ("late",)
    deadline = time.monotonic() + 5
    while _alive(before) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(before)
    after = _run(one, (_pid, ()))
    assert after[0] == "ok" and after[1] != before and one.pids() == [after[1]]


def test_a_worker_past_its_memory_budget_is_replaced(one: pool.Pool) -> None:
    """A job that would take 1,000 MB with a 64 MB budget fails in its worker
    (``memory``); that worker is replaced, and a job within the budget runs
    (in the new one). Control: 16 MB within 64 MB is answered. (The budget
    counts address space: free heap the worker inherited from its parent is
    reused without growing it, so the job asks far more than the test
    process may have freed before the fork.)"""
    before = _run(one, (_pid, ()))[1]
    assert _run(one, (_hoard, (16,)), memory=64 * MB) == ("ok", 16)
    assert one.pids() == [before]
    assert _run(one, (_hoard, (1000,)), memory=64 * MB) == ("memory",)
    after = _run(one, (_pid, ()))[1]
    assert after != before
    assert _run(one, (_hoard, (16,)), memory=64 * MB) == ("ok", 16)


def test_a_worker_that_dies_is_replaced(one: pool.Pool) -> None:
    before = _run(one, (_pid, ()))[1]
    assert _run(one, (_die, (3,))) == ("died", 3)
    after = _run(one, (_pid, ()))
    assert after[0] == "ok" and after[1] != before


def test_the_memory_cap_is_a_400_line_and_the_next_request_is_answered(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Through the app: past REQUEST_MEMORY the answer is the one-line 400,
    and the next request (in a new worker) is 200."""
    monkeypatch.setattr(isolate, "REQUEST_MEMORY", 64 * MB)
    release = tmp_path / "release"
    real = app_check.check_document

    def greedy(*args: Any, **kwargs: Any) -> Any:
        hoard = [] if release.exists() else [bytearray(MB) for _ in range(2048)]
        return real(*args, **kwargs) if not hoard else None

    monkeypatch.setattr(app_check, "check_document", greedy)
    client = TestClient(web_app.create_app(engine_workers=1), headers=JSON, base_url=LOCAL)
    workers = _playground(client).pool
    try:
        response = client.post("/api/check", content=BOARD)
        assert response.status_code == 400 and "64 MB" in response.json()["error"]
        release.touch()
        assert client.post("/api/check", content=BOARD).status_code == 200
    finally:
        workers.stop()


# ---------------------------------------------------------------------------
# recycling
# ---------------------------------------------------------------------------


def test_a_worker_is_recycled_after_its_jobs(
    one: pool.Pool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After RECYCLE_AFTER jobs a worker is replaced by a fresh one."""
    monkeypatch.setattr(pool, "RECYCLE_AFTER", 3)
    pids = [_run(one, (_pid, ()))[1] for _ in range(7)]
    assert pids[0] == pids[1] == pids[2] != pids[3]
    assert pids[3] == pids[4] == pids[5] != pids[6]


def test_a_worker_that_grew_past_the_bound_is_recycled(
    one: pool.Pool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A job that leaves 64 MB in its worker takes it past a 32 MB bound:
    the next job runs in a fresh worker, whose memory is its start's.
    Control: a job that leaves 8 MB does not."""
    monkeypatch.setattr(pool, "RECYCLE_GROWTH", 32 * MB)
    first = _run(one, (_keep, (8,)))[1]
    assert _run(one, (_pid, ()))[1] == first
    assert _run(one, (_keep, (64,)))[1] == first
    assert _run(one, (_pid, ()))[1] != first


# ---------------------------------------------------------------------------
# the pool's size, and what a worker holds
# ---------------------------------------------------------------------------


def test_the_pool_has_the_size_asked_for() -> None:
    """create_app(engine_workers=3): three worker processes, children of the
    server, once it starts; stopped, they end. The default is the
    processors, at least 2, and sets how many requests are worked on at once."""
    app = web_app.create_app(engine_workers=3)
    with TestClient(app, headers=JSON, base_url=LOCAL) as client:  # runs the app's start-up
        workers = _playground(client).pool
        pids = workers.pids()
        assert len(pids) == 3 and len(set(pids)) == 3
        assert all(_alive(pid) for pid in pids)
        assert client.post("/api/check", content=BOARD).status_code == 200
        assert _playground(client).busy.limits == {"search": 2, "all": 6}
    deadline = time.monotonic() + 5
    while any(_alive(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(_alive(pid) for pid in pids)
    assert pool.Pool().size == max(2, os.cpu_count() or 1)


def test_serve_hands_engine_workers_to_the_app(monkeypatch: pytest.MonkeyPatch) -> None:
    """``serve --engine-workers 3`` makes an app of three engine workers;
    with ``--workers 2`` it is handed to each server process."""
    seen: dict[str, Any] = {}

    def run(app: Any, **options: Any) -> None:
        seen["app"], seen["options"] = app, options

    monkeypatch.setattr(uvicorn, "run", run)
    monkeypatch.setattr(gc, "freeze", lambda: None)  # serve's, not for the test process
    for name in (web_app.CORS_VARIABLE, web_app.HOSTS_VARIABLE):
        monkeypatch.setenv(name, "")  # set by serve --workers: put back after the test
    monkeypatch.setenv(web_app.ENGINE_WORKERS_VARIABLE, "")
    result = CliRunner().invoke(cli, ["serve", "--port", "0", "--engine-workers", "3"])
    assert result.exit_code == 0, result.output
    assert seen["app"].state.playground.pool.size == 3
    result = CliRunner().invoke(
        cli, ["serve", "--port", "0", "--workers", "2", "--engine-workers", "5"]
    )
    assert result.exit_code == 0, result.output
    assert os.environ[web_app.ENGINE_WORKERS_VARIABLE] == "5"
    made = web_app.app_from_environment()
    assert made.state.playground.pool.size == 5
    refused = CliRunner().invoke(cli, ["serve", "--port", "0", "--engine-workers", "0"])
    assert refused.exit_code == 2


def test_a_worker_holds_none_of_the_servers_sockets(one: pool.Pool) -> None:
    """The server's listening socket and its clients' connections are put out
    of a worker's reach as it starts (so that a connection the server closes
    is closed): the only socket a worker holds is its own pipe. Control:
    this process holds the sockets."""
    with socket.socket() as listening, socket.socket() as other:
        listening.bind(("127.0.0.1", 0))
        listening.listen()
        other.connect(listening.getsockname())
        mine = _sockets(None)
        assert listening.fileno() in mine and other.fileno() in mine
        outcome = _run(one, (_sockets, ()))
    assert outcome[0] == "ok"
    assert len(outcome[1]) == 1


# ---------------------------------------------------------------------------
# under load
# ---------------------------------------------------------------------------


def test_many_concurrent_different_requests_are_all_answered() -> None:
    """Sixty clients at once, each sending a different board (no kept answer,
    no identical request to wait for): every one is answered 200, none
    refused 429 or failed 5xx."""
    app = web_app.create_app()
    bodies = [_varied(100 + i) for i in range(60)]

    async def sixty() -> list[httpx.Response]:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(
            transport=transport, base_url=LOCAL, headers=JSON, timeout=60
        ) as http:
            return list(await asyncio.gather(*(http.post("/api/check", content=b) for b in bodies)))

    try:
        answers = asyncio.run(sixty())
    finally:
        app.state.playground.pool.stop()
    assert [a.status_code for a in answers] == [200] * 60
    assert all(a.json() == {"legal": True, "violations": []} for a in answers)
