"""Card text and names have a length limit (mtgcombat.text.limits): a
sentence past 2,000 characters or a name past 300 is one line naming the
field and the limit, exit 2 (400 from the web server), in the user's
language; none of it reaches the parser, its caches or the name lookup. A
lone surrogate in a sentence is said once, with no traceback at exit (the
parse cache on disk cannot hold it, so it does not keep it)."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
import warnings
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.text.limits import MAX_NAME, MAX_SENTENCE

LONG_SENTENCE = "Flying. " * (MAX_SENTENCE // 8 + 1)
LONG_NAME = "Grizzly Bears" * (MAX_NAME // 13 + 1)


def _scenario(tmp_path: Path, **fields: object) -> str:
    bear = {"id": "bear", "controller": "A", "power": 2, "toughness": 2, "attacking": "B"}
    timeline = fields.pop("timeline", None)
    bear.update(fields)
    doc: dict[str, object] = {
        "active_player": "A",
        "players": {"A": {}, "B": {}},
        "permanents": [bear],
    }
    if timeline is not None:
        doc["timeline"] = timeline
    path = tmp_path / "board.json"
    path.write_text(json.dumps(doc), "utf-8")
    return str(path)


def _invoke(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.output


@pytest.mark.parametrize(("lang", "said"), [("en", "over the limit of 2000"), ("ja", "2000文字")])
def test_parse_refuses_a_sentence_past_the_limit(lang: str, said: str) -> None:
    code, output = _invoke("parse", LONG_SENTENCE, "--lang", lang)
    assert code == 2 and said in output and len(output.strip().splitlines()) == 1
    code, output = _invoke("parse", LONG_SENTENCE, "--json", "--lang", lang)
    assert code == 2 and said in output


def test_a_sentence_at_the_limit_is_read() -> None:
    code, _ = _invoke("parse", ("Flying. " * (MAX_SENTENCE // 8))[:MAX_SENTENCE])
    assert code in (0, 1)


def test_parse_refuses_a_name_past_the_limit() -> None:
    code, output = _invoke("parse", "~ can't block.", "--name", LONG_NAME)
    assert code == 2 and "over the limit of 300" in output


def test_cards_show_refuses_a_name_past_the_limit() -> None:
    code, output = _invoke("cards", "show", LONG_NAME)
    assert code == 2 and "over the limit of 300" in output
    code, output = _invoke("cards", "show", LONG_NAME, "--json", "--lang", "ja")
    assert code == 2 and "300文字" in output


@pytest.mark.parametrize(
    ("fields", "where"),
    [
        ({"abilities": [LONG_SENTENCE]}, "abilities[0]"),
        ({"name": LONG_NAME}, ".name"),
        ({"name_ja": "熊" * (MAX_NAME + 1)}, ".name_ja"),
        ({"card": LONG_NAME}, ".card"),
        ({"timeline": [{"after": "declare-blockers", "effect": LONG_SENTENCE}]}, "effect"),
        ({"timeline": [{"after": "declare-blockers", "card": LONG_NAME}]}, "card"),
    ],
)
def test_a_scenario_refuses_text_past_the_limits(
    tmp_path: Path, fields: dict[str, object], where: str
) -> None:
    code, output = _invoke("check", _scenario(tmp_path, **fields))
    assert code == 2
    assert where in output and "characters" in output
    assert len(output.strip().splitlines()) == 1


def test_a_lone_surrogate_is_said_once_without_a_traceback(tmp_path: Path) -> None:
    """The sentence is refused in one line; the parse cache (a real folder
    here) is written at exit without it, and without a traceback."""
    scenario = _scenario(tmp_path, abilities=["Flying \udfff"])
    cache = tmp_path / "cache"
    env = {"MTGCOMBAT_CACHE_DIR": str(cache), "PATH": "/usr/bin:/bin"}
    done = subprocess.run(
        [sys.executable, "-m", "mtgcombat", "check", scenario],
        capture_output=True,
        text=True,
        check=False,
        env=env,
        timeout=120,
    )
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1, done.stderr
    assert "Traceback" not in done.stderr


def test_the_web_server_refuses_text_past_the_limits() -> None:
    pytest.importorskip("starlette")
    web_app = importlib.import_module("mtgcombat.web.app")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        client_class = importlib.import_module("starlette.testclient").TestClient
    client = client_class(
        web_app.create_app(),
        headers={"content-type": "application/json"},
        base_url="http://localhost",
    )
    parsed = client.post("/api/parse", content=json.dumps({"sentence": LONG_SENTENCE}))
    assert parsed.status_code == 400 and "2000" in parsed.json()["error"]
    found = client.get("/api/cards", params={"q": LONG_NAME})
    assert found.status_code == 400 and "300" in found.json()["error"]
    shown = client.get(f"/api/cards/show/{LONG_NAME}")
    assert shown.status_code == 400 and "300" in shown.json()["error"]
