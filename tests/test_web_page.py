"""The playground's page-level answers (issue 37), without a browser: the
404 of an unknown path (a small HTML page in the reader's language for a
browser, ``{"error": ...}`` for the JSON endpoints and other clients), the
example titles in both languages, and ``serve`` refusing an address it
cannot listen on in one line with exit code 2.
"""

from __future__ import annotations

import json
import re
import socket
from collections.abc import Iterator

import pytest
from click.testing import CliRunner

pytest.importorskip("starlette")
pytest.importorskip("httpx")

from starlette.testclient import TestClient

from mtgcombat.app.examples import examples_dir
from mtgcombat.cards.catalog import load_builtin
from mtgcombat.cli import cli
from mtgcombat.web import app as web_app
from mtgcombat.web.kept import TITLES, shipped_examples
from mtgcombat.web.notfound import wanted_language

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
HTML = {"accept": "text/html,application/xhtml+xml,*/*;q=0.8"}


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    yield TestClient(web_app.create_app(load_builtin()), base_url="http://localhost")


# ---------------------------------------------------------------------------
# 404
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("headers", "query", "lang"),
    [
        ({}, "", "en"),
        ({"accept-language": "ja-JP,ja;q=0.9,en;q=0.8"}, "", "ja"),
        ({"accept-language": "fr-FR, en;q=0.5, ja;q=0.3"}, "", "en"),
        ({"accept-language": "en"}, "?lang=ja", "ja"),
        ({"accept-language": "ja"}, "?lang=en", "en"),
    ],
)
def test_an_unknown_path_is_a_small_html_404_page_in_the_readers_language(
    client: TestClient, headers: dict[str, str], query: str, lang: str
) -> None:
    response = client.get("/no/such/page" + query, headers={**HTML, **headers})
    assert response.status_code == 404
    assert response.headers["content-type"].startswith("text/html")
    assert response.headers["content-language"] == lang
    page = response.text
    assert f'<html lang="{lang}">' in page
    assert "/no/such/page" in page
    assert f'href="/?lang={lang}"' in page  # the way back, in the same language
    assert '<link rel="stylesheet" href="/static/style.css">' in page
    assert "<script" not in page  # the CSP allows no inline script; none needed
    assert bool(JAPANESE.search(page)) == (lang == "ja")
    assert "content-security-policy" in response.headers


def test_the_404_page_escapes_the_path(client: TestClient) -> None:
    response = client.get("/%3Cscript%3Ealert(1)%3C%2Fscript%3E", headers=HTML)
    assert response.status_code == 404
    assert "<script>" not in response.text and "&lt;script&gt;" in response.text


@pytest.mark.parametrize(
    ("path", "headers", "lang"),
    [
        ("/api/no-such-endpoint", HTML, "en"),  # under /api/: JSON even for a browser
        ("/api/no-such-endpoint?lang=ja", {}, "ja"),
        ("/no/such/page", {"accept": "application/json"}, "en"),
        ("/no/such/page", {"accept-language": "ja"}, "ja"),  # curl: no text/html
        ("/static/no-such-file.js", {"accept": "*/*"}, "en"),
    ],
)
def test_an_unknown_path_is_a_json_404_for_the_api_and_non_html_clients(
    client: TestClient, path: str, headers: dict[str, str], lang: str
) -> None:
    response = client.get(path, headers=headers)
    assert response.status_code == 404
    assert response.headers["content-type"].startswith("application/json")
    error = response.json()["error"]
    assert path.split("?", maxsplit=1)[0] in error and len(error.splitlines()) == 1
    assert bool(JAPANESE.search(error)) == (lang == "ja")


def test_a_name_that_names_nothing_keeps_its_own_404_line(client: TestClient) -> None:
    """The endpoints' own 404s (an example, a card, a rule) are unchanged."""
    response = client.get("/api/examples/nothing", headers=HTML)
    assert response.status_code == 404
    assert response.json() == {"error": 'examples: no example named "nothing"'}


def test_the_page_itself_is_still_served(client: TestClient) -> None:
    response = client.get("/", headers=HTML)
    assert response.status_code == 200 and 'id="hint"' in response.text


def test_wanted_language_reads_lang_then_accept_language() -> None:
    assert wanted_language(None, "") == "en"
    assert wanted_language(None, "ja") == "ja"
    assert wanted_language(None, "en-US,en;q=0.9,ja;q=0.8") == "en"
    assert wanted_language(None, "ja;q=0.2, en;q=0.9") == "en"
    assert wanted_language(None, "ja;q=bad, en;q=0.1") == "en"
    assert wanted_language("ja", "en") == "ja"
    assert wanted_language("de", "ja") == "ja"


# ---------------------------------------------------------------------------
# example titles
# ---------------------------------------------------------------------------


def test_every_shipped_example_has_a_title_in_english_and_japanese() -> None:
    titles = json.loads((examples_dir() / TITLES).read_text("utf-8"))
    shipped = shipped_examples()
    assert set(titles) == set(shipped)  # none missing, none left over
    for name, title in titles.items():
        assert set(title) == {"en", "ja"}, name
        assert title["en"] and not JAPANESE.search(title["en"]), name
        assert JAPANESE.search(title["ja"]), name
        assert shipped[name].title == title


def test_api_examples_lists_titles_in_the_language_asked_for(client: TestClient) -> None:
    english = client.get("/api/examples").json()
    japanese = client.get("/api/examples?lang=ja").json()
    assert [e["name"] for e in english] == [e["name"] for e in japanese]
    for en, ja in zip(english, japanese, strict=True):
        assert set(en) == {"name", "title", "description"}
        assert en["title"] != en["name"] and not JAPANESE.search(en["title"])
        assert JAPANESE.search(ja["title"])


# ---------------------------------------------------------------------------
# serve on an address it cannot listen on (issue 35 made it so; checked here)
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("host", ["no-such-host.invalid", "192.0.2.1"])
def test_serve_on_a_bad_host_is_one_line_and_exit_2(host: str) -> None:
    with socket.socket() as free:
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
    result = CliRunner().invoke(cli, ["serve", "--host", host, "--port", str(port)])
    assert result.exit_code == 2, result.output
    assert "http://" not in result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and host in lines[0]
