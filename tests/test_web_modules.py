"""The page's script as JavaScript modules (issue 37): ``index.html`` loads
one module from its own origin (the CSP allows no other script), every
module the page imports is a file of the package and is served with a
JavaScript media type (a browser runs no module of another type, and the
server says ``nosniff``) even where the system's tables say otherwise, the
modules share the board through imports (no page-wide global), and the
wheel ships every file of the page and serves the whole module graph."""

from __future__ import annotations

import re
import warnings
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from mtgcombat.web import app as web_app
from mtgcombat.web.page_files import MEDIA_TYPES, PageFiles

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # starlette's note about httpx's successor
    import starlette.responses
    from starlette.staticfiles import StaticFiles
    from starlette.testclient import TestClient

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "src" / "mtgcombat"
STATIC = web_app.STATIC
IMPORT = re.compile(r"""^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']""", re.M | re.S)
SCRIPT = re.compile(r"<script\b([^>]*)>(.*?)</script>", re.S)


def imports(text: str) -> list[str]:
    """The specifiers a module's static ``import ... from "X"`` (and
    ``export ... from``) name, and any ``import("X")``."""
    return IMPORT.findall(text) + re.findall(r"""\bimport\(\s*["']([^"']+)["']""", text)


def module_graph(read: Callable[[str], str], entry: str) -> dict[str, list[str]]:
    """Every module reached from ``entry`` (a name under /static/) and what
    it imports, read with ``read(name)``."""
    graph: dict[str, list[str]] = {}
    todo = [entry]
    while todo:
        name = todo.pop()
        if name in graph:
            continue
        found = imports(read(name))
        for spec in found:
            assert spec.startswith("./") and spec.endswith(".js"), (name, spec)
        graph[name] = [spec.removeprefix("./") for spec in found]
        todo.extend(graph[name])
    return graph


def entry_scripts(page: str) -> list[str]:
    """The scripts ``index.html`` loads: each a module with a src under
    /static/, and no script with a body (the CSP runs none)."""
    found = []
    for attributes, body in SCRIPT.findall(page):
        assert not body.strip(), "an inline script: the CSP (script-src 'self') runs none"
        assert re.search(r'\btype="module"', attributes), attributes
        src = re.search(r'\bsrc="/static/([^"]+)"', attributes)
        assert src, attributes
        found.append(src.group(1))
    return found


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    yield TestClient(web_app.create_app(), base_url="http://localhost")


def test_the_page_loads_one_module_and_it_reaches_every_script_of_the_page() -> None:
    page = (STATIC / "index.html").read_text("utf-8")
    assert entry_scripts(page) == ["app.js"]
    graph = module_graph(lambda name: (STATIC / name).read_text("utf-8"), "app.js")
    assert set(graph) == {p.name for p in STATIC.glob("*.js")}  # none missing, none left over
    assert {"board.js", "battlefield.js", "steps.js", "table.js", "result.js"} <= set(graph)


def test_the_modules_share_the_board_by_imports_not_a_global() -> None:
    """No module hangs a value on ``window`` for another to find (the
    battlefield once reached the page through ``window.mtgBoard``)."""
    for path in STATIC.glob("*.js"):
        text = path.read_text("utf-8")
        assert not re.search(r"\bwindow\.\w+\s*=(?!=)", text), path.name
        assert "mtgBoard" not in text, path.name


@pytest.mark.parametrize("name", sorted(p.name for p in STATIC.iterdir()))
def test_every_file_of_the_page_is_served_with_its_media_type(
    client: TestClient, name: str
) -> None:
    response = client.get(f"/static/{name}")
    assert response.status_code == 200
    kind = MEDIA_TYPES[Path(name).suffix]
    assert response.headers["content-type"] == kind
    assert response.headers["x-content-type-options"] == "nosniff"
    assert "script-src 'self';" in response.headers["content-security-policy"]


def test_a_module_is_javascript_even_where_the_system_says_text_plain(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A system whose tables give ``.js`` as ``text/plain`` (a Windows
    registry often does): Starlette's own static files would serve the page's
    modules so, and the browser would refuse to run them; the page's files
    keep their type. The control: plain StaticFiles on the same system."""
    monkeypatch.setattr(starlette.responses, "guess_type", lambda *_a, **_k: ("text/plain", None))
    plain = TestClient(StaticFiles(directory=STATIC)).get("/app.js")
    assert plain.headers["content-type"].startswith("text/plain")
    served = TestClient(PageFiles(directory=STATIC)).get("/app.js")
    assert served.headers["content-type"] == "text/javascript; charset=utf-8"


def test_a_file_not_changed_is_304_without_a_type(client: TestClient) -> None:
    first = client.get("/static/app.js")
    again = client.get("/static/app.js", headers={"if-none-match": first.headers["etag"]})
    assert again.status_code == 304
    assert "content-type" not in again.headers


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The package's wheel, built by its own build backend from this tree."""
    builders = pytest.importorskip("hatchling.builders.wheel")
    out = tmp_path_factory.mktemp("wheel")
    built = list(builders.WheelBuilder(str(ROOT)).build(directory=str(out), versions=["standard"]))
    assert len(built) == 1
    return Path(built[0])


def test_the_wheel_ships_every_file_of_the_package(wheel: Path) -> None:
    """Every file under src/mtgcombat (the web page's modules, styles and
    HTML, the message catalogs, the grammar) is in the wheel."""
    names = set(zipfile.ZipFile(wheel).namelist())
    wanted = {
        "mtgcombat/" + path.relative_to(PACKAGE).as_posix()
        for path in PACKAGE.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and path.suffix not in (".pyc", ".so")
    }
    assert wanted - names == set()
    assert {f"mtgcombat/web/static/{p.name}" for p in STATIC.iterdir()} <= names


def test_a_wheel_install_serves_the_whole_module_graph(wheel: Path, tmp_path: Path) -> None:
    """The page's files as the wheel installs them, served: index.html's
    module and every module it imports, each a 200 of type text/javascript."""
    zipfile.ZipFile(wheel).extractall(tmp_path)
    served = TestClient(PageFiles(directory=tmp_path / "mtgcombat" / "web" / "static"))

    def read(name: str) -> str:
        response = served.get(f"/{name}")
        assert response.status_code == 200, name
        assert response.headers["content-type"] == "text/javascript; charset=utf-8", name
        return str(response.text)

    graph = module_graph(read, entry_scripts(served.get("/index.html").text)[0])
    assert set(graph) == {p.name for p in STATIC.glob("*.js")}
