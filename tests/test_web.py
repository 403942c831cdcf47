"""The web playground (issue 16): every endpoint gives exactly the document
the command's ``--json`` prints for the same scenario (509 blocks, 510
damage, 704 state-based actions), bad input is HTTP 400 with the command's
one line in English or Japanese, bodies over 1 MB are 413, the solver's time
limit is capped at 10 s, and the page's files are served."""

from __future__ import annotations

import asyncio
import builtins
import importlib.util
import json
import re
import sys
import time
import tomllib
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from click.testing import CliRunner

from helpers import Noted
from mtgcombat import cli as cli_module
from mtgcombat.app import check as app_check
from mtgcombat.app import solve as app_solve
from mtgcombat.cli import cli
from mtgcombat.i18n.messages import WEB
from mtgcombat.web import app as web_app
from mtgcombat.web.toml_text import dumps

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # starlette's note about httpx's successor
    from starlette.testclient import TestClient

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
BENCHMARKS = EXAMPLES.parent / "benchmarks"
GORGER = EXAMPLES / "510_1c_ex1_vastwood_gorger.toml"
JSON = {"content-type": "application/json"}
"""What the page sends with a scenario (any other body type is 415)."""
TOML = {"content-type": "application/toml"}
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    yield TestClient(web_app.create_app(), headers=JSON, base_url="http://localhost")


def scenario_json(path: Path) -> str:
    return json.dumps(tomllib.loads(path.read_text("utf-8")), ensure_ascii=False)


def invoke(*args: str) -> tuple[int, str, str]:
    """The command's exit code, output and error line (click's "Error: "
    prefix, which ``main`` leaves out, taken off)."""
    result = CliRunner().invoke(cli, list(args))
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr.removeprefix("Error: ")


def examples() -> list[Path]:
    return sorted(EXAMPLES.rglob("*.toml"))


@pytest.mark.parametrize("op", ["check", "blocks", "assignments", "orders", "resolve"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_509_510_endpoint_gives_the_commands_json_document(
    client: TestClient, op: str, lang: str
) -> None:
    """POST /api/OP with an example as JSON answers with the document that
    ``mtgcombat OP FILE --json`` prints, on every shipped example; bad input
    for the command is a 400 with the command's line, the file named "request"."""
    compared = 0
    for path in examples():
        code, out, err = invoke(op, str(path), "--json", "--lang", lang)
        response = client.post(f"/api/{op}?lang={lang}", content=scenario_json(path))
        if code == 2:
            assert response.status_code == 400, path
            assert response.json() == {"error": err.strip().replace(str(path), "request")}
            continue
        assert response.status_code == 200, (path, response.text)
        assert response.json() == json.loads(out), path
        compared += 1
    assert compared >= 20


@pytest.mark.parametrize("rules", ["2023", "current"])
def test_510_1c_assignments_count_3_under_2023_and_6_under_current(
    client: TestClient, rules: str
) -> None:
    """The CR 510.1c example 1 board: 3 legal divisions of the Gorger's 5
    with an order (2023), 6 without one (current); the query string's
    options are the command's."""
    response = client.post(
        f"/api/assignments?rules={rules}&creature=gorger&count=true",
        content=scenario_json(GORGER),
    )
    assert response.json() == [{"creature": "gorger", "count": 3 if rules == "2023" else 6}]
    _, out, _ = invoke(
        "assignments", str(GORGER), "--rules", rules, "--creature", "gorger", "--count", "--json"
    )
    assert response.json() == json.loads(out)


def test_510_1c_illegal_division_is_reported_in_japanese(client: TestClient) -> None:
    doc = tomllib.loads(GORGER.read_text("utf-8"))
    doc["assignments"] = {"gorger": {"guard": 2, "elf": 3}}
    response = client.post("/api/check?lang=ja", content=json.dumps(doc))
    assert response.status_code == 200
    body = response.json()
    assert body["legal"] is False
    assert any(v["rule"].startswith("510.1c") for v in body["violations"])
    assert all(JAPANESE.search(v["message"]) for v in body["violations"])


@pytest.mark.parametrize("side", ["attacker", "defender"])
def test_509_solve_endpoint_gives_the_commands_document(client: TestClient, side: str) -> None:
    path = EXAMPLES / "puzzles" / "menace_double_block.toml"
    response = client.post(f"/api/solve?for={side}&time_limit=5", content=scenario_json(path))
    assert response.status_code == 200
    _, out, _ = invoke("solve", str(path), "--for", side, "--time-limit", "5", "--json")
    expected = json.loads(out)
    got = response.json()
    for doc in (expected, got):  # the time spent differs from run to run
        doc.pop("seconds", None)
        doc.pop("stats", None)
    assert got["choice"] == expected["choice"]
    assert got["value"] == expected["value"]
    assert got["outcome"] == expected["outcome"]


def test_solver_time_limit_is_capped_at_10_seconds(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A client asking for a minute gets at most MAX_SOLVE_SECONDS: the limit
    handed to the solver is capped, and the response says so."""
    seen = Noted(tmp_path / "seen")
    real = app_solve.solve_document

    def spy(*args: Any, **kwargs: Any) -> Any:
        seen.add(kwargs["time_limit"])
        return real(*args, **kwargs)

    monkeypatch.setattr(app_solve, "solve_document", spy)
    # an app of its own: its engine workers are forked with the spy in place
    client = TestClient(web_app.create_app(), headers=JSON, base_url="http://localhost")
    path = EXAMPLES / "puzzles" / "menace_double_block.toml"
    response = client.post("/api/solve?for=defender&time_limit=60", content=scenario_json(path))
    assert response.status_code == 200
    assert seen.values() == [web_app.MAX_SOLVE_SECONDS] == [10.0]
    assert response.headers["x-time-limit"] == "10"
    response = client.post("/api/solve?for=defender&time_limit=0.5", content=scenario_json(path))
    assert seen.values()[-1] == 0.5


def test_a_slow_solve_does_not_stall_other_requests(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Engine work runs away from the event loop (a child process or a
    worker thread): while a solve is held up, a check from another client
    is answered."""
    release = tmp_path / "release"
    real = app_solve.solve_document

    def held(*args: Any, **kwargs: Any) -> Any:
        waited = 0.0
        while not release.exists() and waited < 30:
            time.sleep(0.02)
            waited += 0.02
        return real(*args, **kwargs)

    monkeypatch.setattr(app_solve, "solve_document", held)
    app = web_app.create_app()
    board = scenario_json(EXAMPLES / "puzzles" / "menace_double_block.toml")

    async def both() -> tuple[int, int, bool]:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(
            transport=transport, base_url="http://localhost", headers=JSON
        ) as http:
            solving = asyncio.ensure_future(http.post("/api/solve?for=defender", content=board))
            checked = await asyncio.wait_for(http.post("/api/check", content=board), 20)
            pending = not solving.done()
            release.touch()
            solved = await solving
            return checked.status_code, solved.status_code, pending

    assert asyncio.run(both()) == (200, 200, True)


@pytest.mark.parametrize(
    ("query", "body", "english", "needle_ja"),
    [
        ("", "{oops", "request: JSON syntax error", "JSONの構文エラー"),
        ("", "{}", "request: active_player: required key is missing", "active_player"),
        ("", "[1]", "request: ", "request"),
        ("rules=1999", None, "Invalid value for '--rules'", "'--rules'の値が正しくない"),
        ("time_limit=nan&for=defender", None, "'--time-limit'", "秒数"),
        ("for=nobody", None, "Invalid value for '--for'", "'--for'の値が正しくない"),
    ],
)
def test_bad_input_is_400_with_one_line(
    client: TestClient, query: str, body: str | None, english: str, needle_ja: str
) -> None:
    text = body if body is not None else scenario_json(GORGER)
    op = "solve" if "for=" in query else "check"
    response = client.post(f"/api/{op}?{query}&lang=en", content=text)
    assert response.status_code == 400
    message = response.json()["error"]
    assert set(response.json()) == {"error"}
    assert "\n" not in message and "Traceback" not in message
    assert english in message
    ja = client.post(f"/api/{op}?{query}&lang=ja", content=text).json()["error"]
    assert needle_ja in ja and JAPANESE.search(ja), ja


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(
    ("op", "options"),
    [
        ("check", ("--rules", "1999")),
        ("solve", ("--for", "nobody")),
        ("solve", ("--for", "defender", "--time-limit", "0")),
        ("assignments", ("--limit", "0")),
    ],
)
def test_bad_option_is_the_commands_usage_line(
    client: TestClient,
    capsys: pytest.CaptureFixture[str],
    op: str,
    options: tuple[str, ...],
    lang: str,
) -> None:
    """A query option the command would refuse gets the line the command
    prints for it (without its "mtgcombat: " prefix), in either language."""
    with pytest.raises(SystemExit) as exited:
        cli_module.main([op, str(GORGER), *options, "--lang", lang])
    assert exited.value.code == 2
    line = capsys.readouterr().err.strip().removeprefix("mtgcombat: ")
    query = "&".join(
        f"{options[i].removeprefix('--').replace('-', '_')}={options[i + 1]}"
        for i in range(0, len(options), 2)
    )
    response = client.post(f"/api/{op}?{query}&lang={lang}", content=scenario_json(GORGER))
    assert response.status_code == 400
    assert response.json() == {"error": line}


def test_scenario_error_is_the_commands_line_in_japanese(
    client: TestClient, tmp_path: Path
) -> None:
    """The same bad scenario: the command's one line (its file named) and the
    endpoint's (named "request") agree, word for word, in Japanese."""
    doc = tomllib.loads(GORGER.read_text("utf-8"))
    doc["active_player"] = "C"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc), "utf-8")
    code, _, err = invoke("check", str(path), "--json", "--lang", "ja")
    assert code == 2
    response = client.post("/api/check?lang=ja", content=json.dumps(doc))
    assert response.status_code == 400
    assert response.json()["error"] == err.strip().replace(str(path), "request")
    assert JAPANESE.search(response.json()["error"])


def test_unknown_language_is_refused(client: TestClient) -> None:
    response = client.post("/api/check?lang=fr", content=scenario_json(GORGER))
    assert response.status_code == 400
    assert "'--lang'" in response.json()["error"]


def test_body_over_1_mb_is_413(client: TestClient) -> None:
    big = json.dumps({"description": "x" * (web_app.MAX_BODY + 10)})
    response = client.post("/api/check", content=big)
    assert response.status_code == 413
    assert "over" in response.json()["error"]

    def chunks() -> Iterator[bytes]:  # no Content-Length: counted as it arrives
        for _ in range(11):
            yield b" " * 100_000

    response = client.post("/api/check", content=chunks())
    assert response.status_code == 413


def test_internal_error_is_one_line_500(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*args: Any, **kwargs: Any) -> Any:
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(app_check, "check_document", broken)
    fresh = TestClient(
        web_app.create_app(), headers=JSON, base_url="http://localhost"
    )  # no answer kept from another test
    response = fresh.post("/api/check", content=scenario_json(GORGER))
    assert response.status_code == 500
    assert response.json() == {"error": "internal error: ZeroDivisionError: boom"}
    response = fresh.post("/api/check?lang=ja", content=scenario_json(GORGER))
    assert response.status_code == 500
    assert response.json() == {"error": "内部エラー（mtgcombatの不具合）：ZeroDivisionError: boom"}


def test_resolve_log_names_each_event_and_its_rule(client: TestClient) -> None:
    """The log the page shows: the same events as resolve --json, each with
    its rule, in the language asked for."""
    text = scenario_json(GORGER)
    events = client.post("/api/resolve", content=text).json()["events"]
    for lang in ("en", "ja"):
        log = client.post(f"/api/resolve/log?lang={lang}", content=text).json()
        assert log["legal"] is True
        assert [e["rule"] for e in log["log"]] == [e["rule"] for e in events]
        assert all(e["text"] for e in log["log"])
    ja = client.post("/api/resolve/log?lang=ja", content=text).json()["log"]
    assert any("《巨森を喰らうもの》" in e["text"] for e in ja)
    doc = tomllib.loads(GORGER.read_text("utf-8"))
    doc["assignments"] = {"gorger": {"guard": 2, "elf": 3}}
    illegal = client.post("/api/resolve/log", content=json.dumps(doc)).json()
    assert illegal["legal"] is False
    assert any(e["rule"].startswith("510.1c") for e in illegal["log"])


def test_cards_autocomplete_by_english_and_japanese_name(client: TestClient) -> None:
    english = client.get("/api/cards?q=vastwood").json()
    assert english[0]["name"] == "Vastwood Gorger"
    japanese = client.get("/api/cards", params={"q": "巨森"}).json()
    assert [c["name"] for c in japanese] == ["Vastwood Gorger"]
    assert japanese[0]["name_ja"] == "巨森を喰らうもの"
    assert client.get("/api/cards?q=").json() == []
    assert len(client.get("/api/cards?q=e&limit=3").json()) == 3
    assert client.get("/api/cards?q=e&limit=x").status_code == 400


def test_parse_endpoint_gives_parse_json_document(client: TestClient) -> None:
    for sentence in ("Flying", "This creature can't be blocked by Walls.", "Draw a card."):
        response = client.post("/api/parse", json={"sentence": sentence})
        _, out, _ = invoke("parse", sentence, "--json")
        assert response.json() == json.loads(out)
    empty = client.post("/api/parse?lang=ja", json={"sentence": " "})
    assert empty.status_code == 400
    assert JAPANESE.search(empty.json()["error"])
    assert client.post("/api/parse", json={"words": 1}).status_code == 400


def test_explain_endpoint_gives_the_commands_text(client: TestClient) -> None:
    for lang in ("en", "ja"):
        _, out, _ = invoke("explain", "510.1c", "--rules", "2023", "--lang", lang)
        doc = client.get(f"/api/explain/510.1c?rules=2023&lang={lang}").json()
        assert doc == {"rule": "510.1c", "rules": "2023", "text": out.rstrip("\n")}
    assert client.get("/api/explain/999.9").status_code == 404


def test_examples_are_listed_and_served_as_scenario_json(client: TestClient) -> None:
    listed = client.get("/api/examples").json()
    names = {e["name"] for e in listed}
    assert names == {p.relative_to(EXAMPLES).with_suffix("").as_posix() for p in examples()}
    assert "puzzles/menace_double_block" in names
    doc = client.get("/api/examples/510_1c_ex1_vastwood_gorger").json()
    assert doc == tomllib.loads(GORGER.read_text("utf-8"))
    assert client.get("/api/examples/../pyproject").status_code == 404
    assert client.get("/api/examples/nothing").status_code == 404
    ja = client.get("/api/examples?lang=ja").json()
    assert any(JAPANESE.search(e["description"]) for e in ja)


def test_toml_export_and_import_round_trip_every_example(client: TestClient) -> None:
    for path in examples():
        original = tomllib.loads(path.read_text("utf-8"))
        exported = client.post("/api/scenario/to-toml", content=json.dumps(original))
        assert exported.status_code == 200
        assert exported.headers["content-type"].startswith("application/toml")
        assert tomllib.loads(exported.text) == original
        back = client.post("/api/scenario/from-toml", content=exported.text, headers=TOML)
        assert back.json() == original
    bad = client.post("/api/scenario/from-toml?lang=ja", content="players = [", headers=TOML)
    assert bad.status_code == 400 and JAPANESE.search(bad.json()["error"])


def test_toml_text_leaves_out_null_and_escapes_what_toml_needs() -> None:
    data: dict[str, Any] = {"a": None, "b": {}, "k y": 'quote " and \x7f'}
    data["n"] = [1, None, {"x": None}]
    assert tomllib.loads(dumps(data)) == {"b": {}, "k y": 'quote " and \x7f', "n": [1, {}]}


@pytest.mark.parametrize(
    ("path", "kind"),
    [
        ("/", "text/html"),
        ("/static/style.css", "text/css"),
        ("/static/app.js", "javascript"),
        ("/static/i18n.js", "javascript"),
    ],
)
def test_page_files_are_served_with_their_content_types(
    client: TestClient, path: str, kind: str
) -> None:
    response = client.get(path)
    assert response.status_code == 200
    assert kind in response.headers["content-type"]


def test_page_loads_only_its_own_files(client: TestClient) -> None:
    """Nothing is fetched from elsewhere at run time."""
    for name in ("/", "/static/app.js", "/static/i18n.js", "/static/style.css"):
        assert "http://" not in client.get(name).text
        assert "https://" not in client.get(name).text


def test_ui_strings_exist_in_english_and_japanese(client: TestClient) -> None:
    strings = client.get("/api/ui").json()
    assert strings["web"] == WEB
    for key, forms in WEB.items():
        assert forms["en"] and JAPANESE.search(forms["ja"]), key
    used = set()
    for path in [*web_app.STATIC.glob("*.js"), web_app.STATIC / "index.html"]:
        text = re.sub(r"^\s*//.*$", "", path.read_text("utf-8"), flags=re.M)  # not the comments
        used |= set(re.findall(r"""\bt\(\s*["']([a-z_0-9]+)["']""", text))
        used |= set(re.findall(r'data-t="([a-z_0-9]+)"', text))
    assert len(used) > 20
    assert used <= set(WEB), used - set(WEB)


def test_cors_is_off_unless_asked_for() -> None:
    origin = {"origin": "http://elsewhere.example"}
    closed = TestClient(web_app.create_app(), headers=JSON, base_url="http://localhost").get(
        "/api/examples", headers=origin
    )
    assert "access-control-allow-origin" not in closed.headers
    app = web_app.create_app(cors_origins=["http://elsewhere.example"])
    opened = TestClient(app, headers=JSON, base_url="http://localhost").get(
        "/api/examples", headers=origin
    )
    assert opened.headers["access-control-allow-origin"] == "http://elsewhere.example"


def test_serve_help() -> None:
    code, out, _ = invoke("serve", "--help")
    assert code == 0
    for option in ("--host", "--port", "--open", "--cors", "127.0.0.1", "8000"):
        assert option in out


def test_serve_without_the_web_extra_is_one_line_exit_2(monkeypatch: pytest.MonkeyPatch) -> None:
    real_import = builtins.__import__

    def no_uvicorn(name: str, *args: Any, **kwargs: Any) -> Any:
        if name == "uvicorn":
            raise ImportError("no uvicorn")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_uvicorn)
    code, _, err = invoke("serve", "--lang", "ja")
    assert code == 2
    assert len(err.strip().splitlines()) == 1
    assert "[web]" in err and JAPANESE.search(err)


def test_load_check_by_hand_counts_every_error_and_goes_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """bench_web.py's hand-written client: a connection that breaks is an
    error, and the client opens another and goes on (it used to stop at its
    first error, so each client counted one at most)."""
    spec = importlib.util.spec_from_file_location("bench_web", BENCHMARKS / "bench_web.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "bench_web", bench)
    spec.loader.exec_module(bench)

    async def answer_once(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        # one good answer on each connection, then it is closed unanswered
        while (await reader.readline()) not in (b"\r\n", b""):
            pass
        body = b'{"legal": true}'
        writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body))
        await writer.drain()
        await reader.read(100)
        writer.close()

    async def run() -> Any:
        server = await asyncio.start_server(answer_once, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        tally = bench.Tally()
        until = time.perf_counter() + 0.5
        bodies = iter(lambda: "{}", None)
        await bench.raw_client(f"http://127.0.0.1:{port}/api/check", bodies, until, tally)
        server.close()
        return tally

    tally = asyncio.run(run())
    assert tally.errors >= 2 and len(tally.latencies) >= 2
