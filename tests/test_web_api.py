"""The web playground's server side (issue 16): the OpenAPI document is made
from the same table as the routes, ``POST /api/attacks`` (508.1) and
``POST /api/draw`` answer as ``mtgcombat attacks --json`` and
``mtgcombat draw`` print, and the endpoints' documents are the command's
``--json`` output byte for byte (509 blocks, 510 damage, 704)."""

from __future__ import annotations

import builtins
import importlib
import io
import json
import re
import tomllib
import warnings
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from starlette.routing import Route

from helpers import Noted
from mtgcombat import cli as cli_module
from mtgcombat.app import check as app_check
from mtgcombat.cli import cli
from mtgcombat.core.budget import resident_bytes
from mtgcombat.scenario.load import load_scenario
from mtgcombat.text import parse_cache
from mtgcombat.web import app as web_app
from mtgcombat.web.kept import _Answers
from mtgcombat.web.openapi import endpoints, openapi_document

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
GORGER = EXAMPLES / "510_1c_ex1_vastwood_gorger.toml"
JSON = {"content-type": "application/json"}
"""What the page sends with a scenario (any other body type is 415)."""
TOML = {"content-type": "application/toml"}
ATTACKS = EXAMPLES / "508_1d_attacks_each_combat.toml"


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    yield TestClient(web_app.create_app(), headers=JSON, base_url="http://localhost")


def scenario_json(path: Path) -> str:
    return json.dumps(tomllib.loads(path.read_text("utf-8")), ensure_ascii=False)


def command_output(*args: str) -> tuple[int, bytes]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.stdout_bytes


def test_openapi_paths_are_the_routes(client: TestClient) -> None:
    """Every route but the page and its files is in /openapi.json with its
    method, and every path there is a route."""
    app = web_app.create_app()
    routes = {
        (r.path.replace(":path", ""), method.lower())
        for r in app.routes
        if isinstance(r, Route) and r.path != "/"
        for method in (r.methods or set()) - {"HEAD"}
    }
    response = client.get("/openapi.json")
    assert response.status_code == 200
    doc = response.json()
    assert doc["openapi"].startswith("3.1")
    described = {(path, method) for path, ops in doc["paths"].items() for method in ops}
    assert described == routes


def test_openapi_options_are_the_commands_options() -> None:
    """Each endpoint that mirrors a command takes exactly the command's
    options in its query string (but --json, and --output which would write
    on the server), with the command's types: solve's --for is a required
    choice (the 508/509 solver). The command's argument, if any, is the
    path's (explain RULE, cards show NAME) or the body's (parse SENTENCE)."""
    doc = openapi_document()
    mirrored = 0
    for endpoint in endpoints():
        if endpoint.command is None:
            continue
        command: Any = cli
        for word in endpoint.command.split():
            command = command.commands[word]
        flags = {
            opt.removeprefix("--").replace("-", "_")
            for p in command.params
            if p.param_type_name == "option" and p.name not in ("as_json", "output")
            for opt in p.opts
        }
        assert flags
        got = doc["paths"][endpoint.openapi_path][endpoint.method.lower()]["parameters"]
        assert {p["name"] for p in got if p["in"] == "query"} == flags, endpoint.path
        assert endpoint.query_names == flags, endpoint.path
        mirrored += 1
    assert mirrored == 13
    solve = doc["paths"]["/api/solve"]["post"]["parameters"]
    side = next(p for p in solve if p["name"] == "for")
    assert side["required"] is True
    assert side["schema"] == {"type": "string", "enum": ["attacker", "defender"]}
    objective = next(p for p in solve if p["name"] == "objective")
    assert objective["schema"]["type"] == "array"
    scenario = doc["components"]["schemas"]["Scenario"]
    assert "permanents" in scenario["properties"]


@pytest.mark.parametrize("op", ["check", "blocks", "attacks", "assignments", "orders", "resolve"])
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(
    "example",
    [GORGER, ATTACKS, EXAMPLES / "510_1c_ex4_enormous_baloth.toml"],
    ids=lambda p: p.stem,
)
def test_endpoint_is_the_commands_json_byte_for_byte(
    client: TestClient, op: str, lang: str, example: Path
) -> None:
    """The answer's bytes are the line ``mtgcombat OP FILE --json`` prints
    (without its newline)."""
    auto = ["--auto"] if op == "resolve" else []
    code, out = command_output(op, str(example), "--json", "--lang", lang, *auto)
    assert code in (0, 1)
    query = f"lang={lang}" + ("&auto=true" if auto else "")
    response = client.post(f"/api/{op}?{query}", content=scenario_json(example))
    assert response.status_code == 200
    assert response.content + b"\n" == out


def test_508_1_attacks_endpoint_reports_the_requirement(client: TestClient) -> None:
    response = client.post("/api/attacks?time_limit=30", content=scenario_json(ATTACKS))
    assert response.status_code == 200
    assert response.headers["x-time-limit"] == "10"
    doc = response.json()
    assert {"legal", "violations", "requirements", "witness", "cost"} <= set(doc)


def test_508_1_solve_endpoint_chooses_the_attack_as_solve_attacks_does(client: TestClient) -> None:
    """``/api/solve?for=attacker&attacks=true`` answers as ``solve --for
    attacker --attacks --json`` (the attack declaration, 508.1, then the
    defender's blocks, 509.1): the same attack, blocks and value."""
    code, out = command_output(
        "solve", str(ATTACKS), "--for", "attacker", "--attacks", "--json", "--time-limit", "10"
    )
    assert code == 0
    response = client.post("/api/solve?for=attacker&attacks=true", content=scenario_json(ATTACKS))
    assert response.status_code == 200
    doc, expected = response.json(), json.loads(out)
    assert "attacks" in doc
    for key in ("attacks", "blocks", "attack_cost", "value"):
        assert doc.get(key) == expected.get(key), key


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("after", [False, True])
def test_draw_endpoint_is_the_draw_command(client: TestClient, lang: str, after: bool) -> None:
    args = ["draw", str(GORGER), "--lang", lang, *(["--after"] if after else [])]
    code, out = command_output(*args)
    assert code == 0
    flag = "&after=true" if after else ""
    response = client.post(f"/api/draw?lang={lang}{flag}", content=scenario_json(GORGER))
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("image/svg+xml")
    assert response.content == out
    assert ET.fromstring(response.content).tag == "{http://www.w3.org/2000/svg}svg"


def test_draw_endpoint_bad_input_is_one_line_400(client: TestClient) -> None:
    response = client.post("/api/draw?lang=ja", content='{"active_player": "Z"}')
    assert response.status_code == 400
    error = response.json()["error"]
    assert "\n" not in error and error.startswith("request")
    response = client.post("/api/draw?rules=1999", content=scenario_json(GORGER))
    assert response.status_code == 400
    assert "--rules" in response.json()["error"]


def test_answers_of_request_only_commands_are_kept(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """check (510.1) on the same board twice: the engine runs once, the
    bytes are the same; a solver command (509.1c, a time limit) runs each
    time; the oldest answer goes when the store is full."""
    calls = Noted(tmp_path / "calls")
    real = app_check.check_document

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.add("check")
        return real(*args, **kwargs)

    monkeypatch.setattr(app_check, "check_document", counted)
    fresh = TestClient(web_app.create_app(), headers=JSON, base_url="http://localhost")
    warmed = len(calls.values())  # the app's own head start, as it is made
    first = fresh.post("/api/check?lang=ja", content=scenario_json(GORGER))
    second = fresh.post("/api/check?lang=ja", content=scenario_json(GORGER))
    assert first.content == second.content and len(calls.values()) == warmed + 1
    fresh.post("/api/check?lang=en", content=scenario_json(GORGER))
    assert len(calls.values()) == warmed + 2
    assert "blocks" not in web_app.REMEMBERED and "solve" not in web_app.REMEMBERED
    store = _Answers(2)
    for key in ("a", "b", "c"):
        store.put(key, key)
    assert (store.get("a"), store.get("b"), store.get("c")) == (None, "b", "c")


@pytest.mark.parametrize(
    ("sentence", "name", "lang"),
    [
        ("Flying", "", "en"),
        ("Whenever ~ blocks, you gain 3 life.", "Pride Guardian", "ja"),
        ("Frobnicate the wug.", "", "ja"),
    ],
)
def test_parse_endpoint_is_parse_json_byte_for_byte(
    client: TestClient, sentence: str, name: str, lang: str
) -> None:
    """A keyword (702.9), a block trigger (509.1, 603) and a sentence the
    parser cannot read: the bytes of ``parse SENTENCE --json``."""
    named = ["--name", name] if name else []
    code, out = command_output("parse", sentence, "--json", "--lang", lang, *named)
    assert code in (0, 1, 2)
    body = json.dumps({"sentence": sentence, "name": name})
    response = client.post(f"/api/parse?lang={lang}", content=body)
    assert response.status_code == 200
    assert response.content + b"\n" == out


def test_openapi_references_resolve_and_operation_ids_are_unique() -> None:
    """Every ``$ref`` names a schema of the document; each operation has its
    own id (tools generate a function per operation from it)."""
    doc = openapi_document()
    text = json.dumps(doc)
    schemas = doc["components"]["schemas"]
    for ref in set(re.findall(r'"\$ref": "#/components/schemas/([^"]+)"', text)):
        assert ref in schemas, ref
    ids = [op["operationId"] for ops in doc["paths"].values() for op in ops.values()]
    assert len(ids) == len(set(ids))


def test_worker_processes_get_the_cors_origins(monkeypatch: pytest.MonkeyPatch) -> None:
    """``serve --workers N --cors ORIGIN``: each worker builds its app from
    the environment, with CORS as asked; without the variable, CORS is off."""
    origin = {"origin": "http://elsewhere.example"}
    monkeypatch.delenv(web_app.CORS_VARIABLE, raising=False)
    closed = TestClient(
        web_app.app_from_environment(), headers=JSON, base_url="http://localhost"
    ).get("/api/examples", headers=origin)
    assert "access-control-allow-origin" not in closed.headers
    monkeypatch.setenv(web_app.CORS_VARIABLE, json.dumps(["http://elsewhere.example"]))
    opened = TestClient(
        web_app.app_from_environment(), headers=JSON, base_url="http://localhost"
    ).get("/api/examples", headers=origin)
    assert opened.headers["access-control-allow-origin"] == "http://elsewhere.example"


def test_serve_workers_option_is_checked() -> None:
    result = CliRunner().invoke(cli, ["serve", "--workers", "0"])
    assert result.exit_code == 2
    assert "--workers" in result.output


# ---------------------------------------------------------------------------
# the server's limits, the body's type, options the command does not have
# ---------------------------------------------------------------------------

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def cli_line(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    """The one line ``mtgcombat ARGS`` prints for bad input (exit 2),
    without its ``mtgcombat: `` prefix."""
    with pytest.raises(SystemExit) as exited:
        cli_module.main(list(args))
    assert exited.value.code == 2
    return capsys.readouterr().err.strip().removeprefix("mtgcombat: ")


def one_attacker_blocked(tmp_path: Path, power: int, blockers: int, toughness: int = 5) -> Path:
    """A ``power``/30 attacker blocked by ``blockers`` 1/``toughness``
    creatures, under the current rules (510.1c: damage divided freely)."""
    permanents: list[dict[str, Any]] = [
        {"id": "big", "controller": "A", "power": power, "toughness": 30, "attacking": "B"}
    ]
    permanents += [
        {"id": f"w{i}", "controller": "B", "power": 1, "toughness": toughness, "blocking": ["big"]}
        for i in range(blockers)
    ]
    doc = {"rules": "current", "active_player": "A", "players": {"A": {}, "B": {}}}
    path = tmp_path / f"big_{power}_{blockers}.json"
    path.write_text(json.dumps({**doc, "permanents": permanents}), "utf-8")
    return path


def test_510_1c_assignments_listing_is_capped_and_the_count_exact(
    client: TestClient, tmp_path: Path
) -> None:
    """The audit's board: a 30/30 blocked by eight 1/5s has 10,295,472 legal
    divisions (510.1c, current rules). Asked with no limit, the server lists
    MAX_LISTED of them and says so in X-Limit; the count stays exact, and the
    answer is the command's with that --limit, byte for byte."""
    path = one_attacker_blocked(tmp_path, 30, 8)
    response = client.post("/api/assignments?creature=big", content=path.read_text("utf-8"))
    assert response.status_code == 200
    assert response.headers["x-limit"] == str(web_app.MAX_LISTED) == "1000"
    assert response.headers["x-time-limit"] == "10"
    [entry] = response.json()
    assert entry["count"] == 10_295_472
    assert len(entry["assignments"]) == web_app.MAX_LISTED
    code, out = command_output(
        "assignments", str(path), "--creature", "big", "--limit", "1000", "--json"
    )
    assert code == 0
    assert response.content + b"\n" == out
    asked = client.post("/api/assignments?creature=big&limit=5000", content=path.read_text("utf-8"))
    assert asked.headers["x-limit"] == "1000"
    assert len(asked.json()[0]["assignments"]) == 1000
    few = client.post("/api/assignments?creature=big&limit=3", content=path.read_text("utf-8"))
    assert few.headers["x-limit"] == "3"
    assert len(few.json()[0]["assignments"]) == 3
    counted = client.post("/api/assignments?count=true", content=path.read_text("utf-8"))
    assert "x-limit" not in counted.headers
    assert counted.json()[0] == {"creature": "big", "count": 10_295_472}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_assignments_answer_over_its_cap_is_refused_in_one_line(
    client: TestClient, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, lang: str
) -> None:
    """A listing that would grow past MAX_ANSWER characters stops as it
    grows (not once it is built), and the answer is one line saying so."""
    monkeypatch.setattr(web_app, "MAX_ANSWER", 5_000)
    path = one_attacker_blocked(tmp_path, 30, 8)
    response = client.post(f"/api/assignments?lang={lang}", content=path.read_text("utf-8"))
    assert response.status_code == 400
    error = response.json()["error"]
    assert "5000" in error and "\n" not in error
    assert ("limit=" in error) and (bool(JAPANESE.search(error)) == (lang == "ja"))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_assignments_time_limit_stops_the_counting_table(
    client: TestClient, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """The counting table (510.1) is built under MAX_WORK_SECONDS: with no
    time at all the first row stops it, and the answer says so."""
    monkeypatch.setattr(web_app, "MAX_WORK_SECONDS", 0.0)
    text = scenario_json(GORGER)
    response = client.post(f"/api/assignments?count=true&lang={lang}", content=text)
    assert response.status_code == 400
    error = response.json()["error"]
    expected = "0 s" if lang == "en" else "0秒"
    assert expected in error, error
    monkeypatch.undo()
    assert client.post("/api/assignments?count=true", content=text).status_code == 200


@pytest.mark.slow
def test_assignments_memory_budget_stops_a_table_of_gigabytes(
    client: TestClient, tmp_path: Path
) -> None:
    """A 100000-power attacker blocked by a hundred creatures: counting its
    divisions (510.1c) takes tables of gigabytes. The server stops the work
    at its memory budget (or its time limit) with a one-line 400, and the
    process does not keep the memory: asked three times, it has not grown
    by one budget (it grew by one each time while the stopped work's error
    held its table in a reference cycle)."""
    path = one_attacker_blocked(tmp_path, 100_000, 100)
    before = resident_bytes()
    for _ in range(3):
        response = client.post("/api/assignments?count=true", content=path.read_text("utf-8"))
        # a count keeps two rows of the table, not the whole table, so it
        # is answered (200); on a machine too busy to finish in time, its
        # budget (400) or the wall-clock cap of every request (503) stops it
        assert response.status_code in (200, 400, 503)
        if response.status_code != 200:
            assert "the server's" in response.json()["error"]
    assert resident_bytes() < before + web_app.MAX_WORK_MEMORY


def test_kept_answers_are_bounded_by_their_size() -> None:
    """The store of kept answers holds at most ``size`` answers and
    ``total`` characters (bodies counted), and never an answer over
    ``largest`` characters; the oldest used goes first."""
    store = _Answers(size=10, total=100, largest=50)
    store.put("huge", "x" * 51)
    assert store.get("huge") is None and len(store) == 0
    for key in "abcd":
        store.put(key, "y" * 30)
    assert store.get("a") is None  # 4 x 30 > 100: the oldest went
    assert store.held == 90 and len(store) == 3
    store.get("b")  # used: now the newest
    store.put("e", "z" * 20, weight=20)
    assert store.get("c") is None and store.get("b") is not None
    assert store.held <= 100
    store.put("b", "short")
    assert store.held == 30 + 40 + 5


def test_server_limits_agree_with_the_endpoint_table() -> None:
    """The caps the OpenAPI document states are the server's."""
    doc = openapi_document()
    post = doc["paths"]["/api/assignments"]["post"]
    limit = next(p for p in post["parameters"] if p["name"] == "limit")
    assert limit["schema"]["maximum"] == web_app.MAX_LISTED
    assert set(post["responses"]["200"]["headers"]) == {"X-Time-Limit", "X-Limit"}
    solve = doc["paths"]["/api/solve"]["post"]["parameters"]
    time_limit = next(p for p in solve if p["name"] == "time_limit")
    assert time_limit["schema"]["maximum"] == web_app.MAX_SOLVE_SECONDS


BODY_ENDPOINTS = [e for e in endpoints() if e.body is not None]


@pytest.mark.parametrize("endpoint", BODY_ENDPOINTS, ids=lambda e: e.path)
@pytest.mark.parametrize("given", ["text/plain", "", "application/x-www-form-urlencoded"])
def test_body_of_another_content_type_is_415(client: TestClient, endpoint: Any, given: str) -> None:
    """A page elsewhere may send text/plain (or a form, or no type) without
    asking first (no CORS preflight): such a body is refused before any
    work, so only a request a preflight allowed gets an answer."""
    headers = {"content-type": given} if given else {}
    fresh = TestClient(web_app.create_app(), headers=headers, base_url="http://localhost")
    response = fresh.post(f"{endpoint.path}?lang=ja", content=scenario_json(GORGER))
    assert response.status_code == 415
    error = response.json()["error"]
    assert endpoint.accepts[0] in error and "\n" not in error and JAPANESE.search(error)
    if given:
        assert given in error


def test_json_with_a_charset_is_json_and_toml_is_toml(client: TestClient) -> None:
    text = scenario_json(GORGER)
    utf8 = {"content-type": "application/json; charset=utf-8"}
    assert client.post("/api/check", content=text, headers=utf8).status_code == 200
    toml = GORGER.read_text("utf-8")
    assert client.post("/api/scenario/from-toml", content=toml, headers=TOML).status_code == 200
    refused = client.post("/api/scenario/from-toml", content=toml)  # sent as JSON
    assert refused.status_code == 415
    assert "application/toml" in refused.json()["error"]


def test_cross_origin_preflight_is_refused_unless_cors_is_on() -> None:
    """The browser asks before it sends a JSON body to another origin; the
    server says no unless --cors names the origin."""
    asking = {
        "origin": "http://elsewhere.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
    }
    closed = TestClient(web_app.create_app(), base_url="http://localhost").options(
        "/api/check", headers=asking
    )
    assert closed.status_code >= 400
    assert "access-control-allow-origin" not in closed.headers
    app = web_app.create_app(cors_origins=["http://elsewhere.example"])
    opened = TestClient(app, base_url="http://localhost").options("/api/check", headers=asking)
    assert opened.status_code == 200
    assert opened.headers["access-control-allow-origin"] == "http://elsewhere.example"


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(
    ("op", "query", "options"),
    [
        ("check", "bogus=1", ("--bogus", "1")),
        ("check", "rule=2023", ("--rule", "2023")),
        ("solve", "for=attacker&time-limit=abc", ("--for", "attacker", "--time-limit", "abc")),
        ("solve", "for=attacker&time_limit=abc", ("--for", "attacker", "--time-limit", "abc")),
        ("orders", "auto=true", ("--auto",)),
    ],
)
def test_option_the_command_lacks_is_its_line(
    client: TestClient,
    capsys: pytest.CaptureFixture[str],
    op: str,
    query: str,
    options: tuple[str, ...],
    lang: str,
) -> None:
    """An option the command does not have is refused as the command
    refuses it ("No such option", with its guess), and a name may be
    written as on the command line (time-limit) or with _ (time_limit)."""
    line = cli_line(capsys, op, str(GORGER), *options, "--lang", lang)
    response = client.post(f"/api/{op}?{query}&lang={lang}", content=scenario_json(GORGER))
    assert response.status_code == 400
    assert response.json() == {"error": line}


@pytest.mark.parametrize(
    "path", ["/api/ui?x=1", "/api/examples?q=a", "/api/cards?name=x", "/openapi.json?v=2"]
)
def test_get_endpoints_refuse_options_they_lack(client: TestClient, path: str) -> None:
    response = client.get(path + "&lang=ja")
    assert response.status_code == 400
    assert "というオプションはない" in response.json()["error"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_solve_without_for_is_the_commands_line(
    client: TestClient, capsys: pytest.CaptureFixture[str], lang: str
) -> None:
    line = cli_line(capsys, "solve", str(GORGER), "--json", "--lang", lang)
    response = client.post(f"/api/solve?lang={lang}", content=scenario_json(GORGER))
    assert response.status_code == 400
    assert response.json() == {"error": line}


# ---------------------------------------------------------------------------
# errors in the language asked for
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_not_utf8_is_the_commands_line(
    client: TestClient, capsys: pytest.CaptureFixture[str], tmp_path: Path, lang: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(b"\xff{}")
    line = cli_line(capsys, "check", str(path), "--lang", lang)
    response = client.post(f"/api/check?lang={lang}", content=b"\xff{}")
    assert response.status_code == 400
    assert response.json() == {"error": line.replace(str(path), "request")}


@pytest.mark.parametrize(
    ("request_", "status", "english", "japanese"),
    [
        (("post", "/api/check", "x" * 1_000_010), 413, "over 1000000 bytes", "1000000バイト"),
        (
            ("get", "/api/examples/nothing", None),
            404,
            'no example named "nothing"',
            "という例はない",
        ),
        (("post", "/api/parse", "{oops"), 400, "request: JSON syntax error", "JSONの構文エラー"),
        (("post", "/api/parse", "[1]"), 400, 'request: expected {"sentence"', "の形のJSON"),
        (("post", "/api/parse", '{"sentence": 1}'), 400, "expected", "の形のJSON"),
        (("post", "/api/parse", '{"sentence": " "}'), 400, "parse: ", "parse"),
        (("get", "/api/explain/999.9", None), 404, "no explanation of rule 999.9", "999.9の説明"),
        (("get", "/api/cards/show/nope", None), 404, 'unknown card "nope"', "「nope」"),
    ],
)
def test_server_errors_are_in_the_language_asked_for(
    client: TestClient,
    request_: tuple[str, str, str | None],
    status: int,
    english: str,
    japanese: str,
) -> None:
    method, path, body = request_
    for lang, needle in (("en", english), ("ja", japanese)):
        url = f"{path}?lang={lang}"
        got = client.get(url) if method == "get" else client.post(url, content=body)
        assert got.status_code == status, got.text
        error = got.json()["error"]
        assert needle in error and "\n" not in error, error
        assert bool(JAPANESE.search(error)) == (lang == "ja"), error


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_parse_message_is_in_the_language_asked_for(client: TestClient, lang: str) -> None:
    """An unknown keyword (702): the parser's English words in ``error``,
    and in ``message`` the line ``parse --lang`` prints; the document is
    ``parse --json``'s byte for byte."""
    code, out = command_output("parse", "flyng", "--json", "--lang", lang)
    assert code == 1
    response = client.post(f"/api/parse?lang={lang}", json={"sentence": "flyng"})
    assert response.content + b"\n" == out
    doc = response.json()
    assert doc["error"] == "unknown keyword \"flyng\" (did you mean 'flying'?)"
    if lang == "ja":
        assert (
            doc["message"]
            == "「flyng」は知られていないキーワード能力である（「flying」のことか？）"
        )
    else:
        assert doc["message"] == doc["error"]


# ---------------------------------------------------------------------------
# every endpoint is its command's --json document
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(
    ("name", "query", "options"),
    [
        ("Pride Guardian", "", ()),
        ("Pride Guardian", "name=Guardian", ("--name", "Guardian")),
    ],
)
def test_parse_name_in_the_query_string_as_on_the_command_line(
    client: TestClient, name: str, query: str, options: tuple[str, ...], lang: str
) -> None:
    """``--name`` goes in the query string as on the command line (it wins
    over the body's): "Whenever Pride Guardian blocks" is the card's own
    block trigger (509.1, 603) only when the name is the card's."""
    sentence = "Whenever Pride Guardian blocks, you gain 3 life."
    args = ["parse", sentence, "--json", "--lang", lang, *options]
    if not options:
        args += ["--name", name]
    _, out = command_output(*args)
    body = json.dumps({"sentence": sentence, "name": name})
    response = client.post(f"/api/parse?lang={lang}&{query}", content=body)
    assert response.status_code == 200
    assert response.content + b"\n" == out


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("rules", ["2023", "current"])
def test_explain_endpoint_is_explain_json_byte_for_byte(
    client: TestClient, lang: str, rules: str
) -> None:
    code, out = command_output("explain", "510.1c", "--rules", rules, "--json", "--lang", lang)
    assert code == 0
    response = client.get(f"/api/explain/510.1c?rules={rules}&lang={lang}")
    assert response.status_code == 200
    assert response.content + b"\n" == out
    assert set(response.json()) == {"rule", "rules", "text"}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("name", ["Vastwood Gorger", "巨森を喰らうもの", "Pride Guardian"])
def test_cards_show_endpoint_is_cards_show_json_byte_for_byte(
    client: TestClient, name: str, lang: str
) -> None:
    code, out = command_output("cards", "show", name, "--json", "--lang", lang)
    assert code == 0
    response = client.get(f"/api/cards/show/{name}", params={"lang": lang})
    assert response.status_code == 200
    assert response.content + b"\n" == out


@pytest.mark.parametrize(
    ("side", "example"),
    [("defender", "puzzles/menace_double_block"), ("attacker", "510_1c_ex1_vastwood_gorger")],
)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_solve_endpoint_is_solve_json_byte_for_byte(
    client: TestClient, side: str, example: str, lang: str
) -> None:
    """A puzzle the solver proves in well under its limit (509.1 blocks,
    510.1 assignments): the same bytes as ``solve --json``."""
    path = EXAMPLES / f"{example}.toml"
    args = ("solve", str(path), "--for", side, "--time-limit", "10", "--json", "--lang", lang)
    code, out = command_output(*args)
    assert code == 0
    response = client.post(f"/api/solve?for={side}&lang={lang}", content=scenario_json(path))
    assert response.status_code == 200
    assert response.json()["optimal"] is True
    assert response.content + b"\n" == out


# ---------------------------------------------------------------------------
# every endpoint: good input, bad input, the size limit, the time limit
# ---------------------------------------------------------------------------

GOOD = {
    "/api/check": ("", "scenario"),
    "/api/blocks": ("time_limit=5", "scenario"),
    "/api/attacks": ("time_limit=5", "attacks"),
    "/api/assignments": ("creature=gorger", "scenario"),
    "/api/orders": ("rules=2023", "scenario"),
    "/api/resolve": ("auto=true", "scenario"),
    "/api/resolve/log": ("auto=true", "scenario"),
    "/api/combat/steps": ("auto=true", "scenario"),
    "/api/solve": ("for=defender&time_limit=2", "scenario"),
    "/api/draw": ("after=true", "scenario"),
    "/api/parse": ("name=Pride+Guardian", "sentence"),
    "/api/explain/{rule}": ("rules=2023", "/api/explain/510.1c"),
    "/api/cards": ("q=elf", ""),
    "/api/cards/show/{name:path}": ("", "/api/cards/show/Llanowar Elves"),
    "/api/examples": ("", ""),
    "/api/examples/{name:path}": ("", "/api/examples/puzzles/menace_double_block"),
    "/api/scenario/from-toml": ("", "toml"),
    "/api/scenario/to-toml": ("", "scenario"),
    "/api/ui": ("", ""),
    "/openapi.json": ("", ""),
}
"""A good request for each endpoint: its query string and body (or path)."""

BAD = {
    "/api/check": ("rules=1999", "scenario", 400),
    "/api/blocks": ("time_limit=0", "scenario", 400),
    "/api/attacks": ("", "bad scenario", 400),
    "/api/assignments": ("creature=nobody", "scenario", 400),
    "/api/orders": ("", "bad scenario", 400),
    "/api/resolve": ("auto=maybe", "scenario", 400),
    "/api/resolve/log": ("", "bad scenario", 400),
    "/api/combat/steps": ("auto=maybe", "scenario", 400),
    "/api/solve": ("for=nobody", "scenario", 400),
    "/api/draw": ("", "bad scenario", 400),
    "/api/parse": ("", "bad sentence", 400),
    "/api/explain/{rule}": ("rules=1999", "/api/explain/510.1c", 400),
    "/api/cards": ("q=elf&limit=0", "", 400),
    "/api/cards/show/{name:path}": ("", "/api/cards/show/No Such Card", 404),
    "/api/examples": ("lang=fr", "", 400),
    "/api/examples/{name:path}": ("", "/api/examples/puzzles/nothing", 404),
    "/api/scenario/from-toml": ("", "bad toml", 400),
    "/api/scenario/to-toml": ("", "bad scenario", 400),
    "/api/ui": ("lang=xx", "", 400),
    "/openapi.json": ("format=yaml", "", 400),
}
"""A bad request for each endpoint and the status it gets."""


def _send(client: TestClient, endpoint: Any, query: str, what: str) -> Any:
    bad = json.dumps({"active_player": "Z"})
    bodies = {
        "scenario": scenario_json(GORGER),
        "attacks": scenario_json(ATTACKS),
        "bad scenario": bad,
        "sentence": json.dumps({"sentence": "Whenever Pride Guardian blocks, you gain 3 life."}),
        "bad sentence": json.dumps({"words": "Flying"}),
    }
    if endpoint.method == "GET":
        return client.get(f"{what or endpoint.path}?{query}")
    if what in ("toml", "bad toml"):
        text = GORGER.read_text("utf-8") if what == "toml" else "players = ["
        return client.post(f"{endpoint.path}?{query}", content=text, headers=TOML)
    return client.post(f"{endpoint.path}?{query}", content=bodies[what])


def test_every_endpoint_has_a_good_and_a_bad_request_here() -> None:
    paths = {e.path for e in endpoints()}
    assert set(GOOD) == paths == set(BAD)


@pytest.mark.parametrize("endpoint", endpoints(), ids=lambda e: e.path)
def test_every_endpoint_answers_good_input(client: TestClient, endpoint: Any) -> None:
    query, what = GOOD[endpoint.path]
    response = _send(client, endpoint, query, what)
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith(endpoint.gives)


@pytest.mark.parametrize("endpoint", endpoints(), ids=lambda e: e.path)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_endpoint_refuses_bad_input_in_one_line(
    client: TestClient, endpoint: Any, lang: str
) -> None:
    query, what, status = BAD[endpoint.path]
    if "lang=" not in query:
        query = f"{query}&lang={lang}"
    response = _send(client, endpoint, query, what)
    assert response.status_code == status, response.text
    error = response.json()["error"]
    assert set(response.json()) == {"error"}
    assert error and "\n" not in error and "Traceback" not in error
    if "lang=" not in BAD[endpoint.path][0] and lang == "ja":
        assert JAPANESE.search(error), error


@pytest.mark.parametrize("endpoint", BODY_ENDPOINTS, ids=lambda e: e.path)
def test_every_body_over_1_mb_is_413(client: TestClient, endpoint: Any) -> None:
    big = "x" * (web_app.MAX_BODY + 1)
    headers = {"content-type": endpoint.accepts[0]}
    response = client.post(endpoint.path, content=big, headers=headers)
    assert response.status_code == 413
    assert "1000000" in response.json()["error"]


@pytest.mark.parametrize("op", ["solve", "blocks", "attacks"])
def test_solver_time_limit_is_capped_for_every_solver_endpoint(
    monkeypatch: pytest.MonkeyPatch, op: str, tmp_path: Path
) -> None:
    """solve, blocks (the 509.1c search) and attacks (508.1d): a minute
    asked for is MAX_SOLVE_SECONDS handed to the engine and in X-Time-Limit;
    less is kept as asked."""
    seen = Noted(tmp_path / "seen")
    name = f"{op}_document"
    module = importlib.import_module(f"mtgcombat.app.{op}")
    real = getattr(module, name)

    def spy(*args: Any, **kwargs: Any) -> Any:
        seen.add(kwargs["time_limit"])
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, spy)
    # an app of its own: its engine workers are forked with the spy in place
    client = TestClient(web_app.create_app(), headers=JSON, base_url="http://localhost")
    side = "&for=defender" if op == "solve" else ""
    text = scenario_json(ATTACKS if op == "attacks" else GORGER)
    response = client.post(f"/api/{op}?time_limit=60{side}", content=text)
    assert response.status_code == 200
    assert response.headers["x-time-limit"] == "10"
    assert seen.values() == [web_app.MAX_SOLVE_SECONDS]
    response = client.post(f"/api/{op}?time_limit=0.5{side}", content=text)
    assert response.headers["x-time-limit"] == "0.5"
    assert seen.values()[-1] == 0.5


# ---------------------------------------------------------------------------
# the shipped examples, read once
# ---------------------------------------------------------------------------


def test_examples_are_served_from_memory(monkeypatch: pytest.MonkeyPatch) -> None:
    """Once the app is made, the example endpoints read no file: they
    answer with opening and reading files forbidden, the same documents."""
    fresh = TestClient(web_app.create_app(), headers=JSON, base_url="http://localhost")

    def forbidden(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError(f"a file was opened: {args}")

    monkeypatch.setattr(builtins, "open", forbidden)
    monkeypatch.setattr(io, "open", forbidden)
    monkeypatch.setattr(Path, "open", forbidden)
    monkeypatch.setattr(Path, "read_text", forbidden)
    monkeypatch.setattr(Path, "read_bytes", forbidden)
    listed = fresh.get("/api/examples?lang=ja")
    one = fresh.get("/api/examples/510_1c_ex1_vastwood_gorger")
    monkeypatch.undo()
    assert listed.status_code == 200 and one.status_code == 200
    assert one.json() == tomllib.loads(GORGER.read_text("utf-8"))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_example_descriptions_are_the_examples_commands(client: TestClient, lang: str) -> None:
    """Each shipped example's description is the one ``mtgcombat
    examples`` lists (the scenario's description in that language)."""
    listed = {e["name"]: e["description"] for e in client.get(f"/api/examples?lang={lang}").json()}
    paths = sorted(EXAMPLES.rglob("*.toml"))
    assert len(listed) == len(paths)
    for path in paths:
        name = path.relative_to(EXAMPLES).with_suffix("").as_posix()
        assert listed[name] == load_scenario(path).describe(lang), name


def test_sentences_users_send_are_not_kept_for_the_disk_cache(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The parse cache (a file in the user's cache folder, written at exit)
    is read when the app is made and gets nothing from requests: a new
    sentence parsed for a client (702 keyword line) is not queued for it."""
    cache_file = tmp_path / "sentences-test.json"
    cache_file.write_text("{}", "utf-8")
    monkeypatch.setitem(parse_cache._state, "path", cache_file)
    monkeypatch.setitem(parse_cache._state, "new", {})
    monkeypatch.setitem(parse_cache._state, "held", False)
    monkeypatch.delitem(parse_cache._state, "known", raising=False)
    fresh = TestClient(web_app.create_app(), headers=JSON, base_url="http://localhost")
    assert parse_cache._state["held"] is True and parse_cache._state["known"] == {}
    response = fresh.post("/api/parse", json={"sentence": "Flying, vigilance, and menace 17."})
    assert response.status_code == 200
    assert parse_cache._state["new"] == {}
