"""The web playground's server side (issue 16): the OpenAPI document is made
from the same table as the routes, ``POST /api/attacks`` (508.1) and
``POST /api/draw`` answer as ``mtgcombat attacks --json`` and
``mtgcombat draw`` print, and the endpoints' documents are the command's
``--json`` output byte for byte (509 blocks, 510 damage, 704)."""

from __future__ import annotations

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

from mtgcombat import cli as cli_module
from mtgcombat.cli import cli
from mtgcombat.web import app as web_app
from mtgcombat.web.openapi import endpoints, openapi_document

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
GORGER = EXAMPLES / "510_1c_ex1_vastwood_gorger.toml"
ATTACKS = EXAMPLES / "508_1d_attacks_each_combat.toml"


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    yield TestClient(web_app.create_app())


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
    """Each endpoint that runs a command takes exactly the command's options
    (but --json, and --output which would write on the server), with the
    command's types: solve's --for is a required choice (the 508/509 solver)."""
    doc = openapi_document()
    for endpoint in endpoints():
        if endpoint.handler not in ("command", "draw") or endpoint.command is None:
            continue
        params = cli.commands[endpoint.command].params
        flags = {
            opt.removeprefix("--").replace("-", "_")
            for p in params
            if p.param_type_name == "option" and p.name not in ("as_json", "output")
            for opt in p.opts
        }
        assert flags
        got = doc["paths"][endpoint.openapi_path][endpoint.method.lower()]["parameters"]
        assert {p["name"] for p in got} == flags, endpoint.path
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


def test_answers_of_request_only_commands_are_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    """check (510.1) on the same board twice: the engine runs once, the
    bytes are the same; a solver command (509.1c, a time limit) runs each
    time; the oldest answer goes when the store is full."""
    calls: list[str] = []
    real = cli_module.check_document

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append("check")
        return real(*args, **kwargs)

    monkeypatch.setattr(cli_module, "check_document", counted)
    fresh = TestClient(web_app.create_app())
    first = fresh.post("/api/check?lang=ja", content=scenario_json(GORGER))
    second = fresh.post("/api/check?lang=ja", content=scenario_json(GORGER))
    assert first.content == second.content and len(calls) == 1
    fresh.post("/api/check?lang=en", content=scenario_json(GORGER))
    assert len(calls) == 2
    assert "blocks" not in web_app.REMEMBERED and "solve" not in web_app.REMEMBERED
    store = web_app._Answers(2)
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
    closed = TestClient(web_app.app_from_environment()).get("/api/examples", headers=origin)
    assert "access-control-allow-origin" not in closed.headers
    monkeypatch.setenv(web_app.CORS_VARIABLE, json.dumps(["http://elsewhere.example"]))
    opened = TestClient(web_app.app_from_environment()).get("/api/examples", headers=origin)
    assert opened.headers["access-control-allow-origin"] == "http://elsewhere.example"


def test_serve_workers_option_is_checked() -> None:
    result = CliRunner().invoke(cli, ["serve", "--workers", "0"])
    assert result.exit_code == 2
    assert "--workers" in result.output
