"""``cards fetch`` against a local HTTP server (issue 36): a small
AtomicCards file, compressed with xz or gzip, and its ``.sha256`` served from
127.0.0.1 by a server each test starts. Nothing here reaches the internet:
every download is checked to go to the loopback address.

Covered: a fetch (xz and gzip), a checksum that differs, a transfer cut
short (resumed in the same run; every attempt cut, then resumed by the next
run; a server that ignores ranges, read again from the start), offline (a
refused connection: exit 2, one line saying how to import by hand), a
malformed file and a damaged archive (the old index kept), a local
``--source`` with and without its checksum, and a server that answers 404.
"""

from __future__ import annotations

import gzip
import hashlib
import http.server
import json
import lzma
import socket
import threading
import time
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from mtgcombat.cards import fetch as fetch_module
from mtgcombat.cards.index_store import index_meta
from mtgcombat.cards.mtgjson import load_index
from mtgcombat.cli import cards_fetch, cli
from mtgcombat.io import download as download_module

META = {"date": "2026-11-01", "version": "5.2.2+20261101"}


def atomic_doc(extra: int = 0) -> dict[str, Any]:
    """A small AtomicCards document with Japanese printings; ``extra``
    padding cards make it long enough to be cut in the middle."""
    data: dict[str, Any] = {
        "Grizzly Bears": [
            {
                "name": "Grizzly Bears",
                "types": ["Creature"],
                "subtypes": ["Bear"],
                "power": "2",
                "toughness": "2",
                "foreignData": [{"language": "Japanese", "name": "灰色熊", "text": ""}],
            }
        ],
        "Test Drake": [
            {
                "name": "Test Drake",
                "types": ["Creature"],
                "power": "2",
                "toughness": "3",
                "text": "Flying",
                "foreignData": [
                    {"language": "German", "name": "Testdrache"},
                    {"language": "Japanese", "name": "試験のドレイク", "text": "飛行"},
                ],
            }
        ],
    }
    for i in range(extra):  # a field not read, hard to compress: a file of some length
        noise = hashlib.sha256(str(i).encode()).hexdigest()
        data[f"Padding Ox {i}"] = [
            {"name": f"Padding Ox {i}", "types": ["Creature"], "power": "1", "artist": noise}
        ]
    return {"meta": META, "data": data}


def packed(doc: dict[str, Any], kind: str) -> bytes:
    raw = json.dumps(doc, ensure_ascii=False).encode("utf-8")
    return lzma.compress(raw) if kind == "xz" else gzip.compress(raw)


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


class Server:
    """Files served from 127.0.0.1, with ranges, cuts and a request log."""

    def __init__(self) -> None:
        self.files: dict[str, bytes] = {}
        self.ranges = True  # answer a Range request with 206
        self.cut_after: int | None = None  # bytes sent before the connection drops
        self.cuts_left = 0  # how many answers (not checksums) are cut
        self.log: list[tuple[str, str | None]] = []  # (path, Range header)
        handler = self._handler()
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, args=(0.05,), daemon=True)
        self.thread.start()

    def url(self, name: str) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/{name}"

    def publish(self, name: str, data: bytes, digest: str | None = None) -> str:
        self.files["/" + name] = data
        self.files["/" + name + ".sha256"] = f"{digest or sha256(data)}\n".encode()
        return self.url(name)

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    def _handler(self) -> type[http.server.BaseHTTPRequestHandler]:
        server = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:  # quiet
                pass

            def do_GET(self) -> None:
                wanted = self.headers.get("Range")
                server.log.append((self.path, wanted))
                data = server.files.get(self.path)
                if data is None:
                    self.send_response(404)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                start = 0
                if wanted and server.ranges:
                    start = int(wanted.removeprefix("bytes=").split("-")[0])
                    if start >= len(data):
                        self.send_response(416)
                        self.send_header("Content-Range", f"bytes */{len(data)}")
                        self.send_header("Content-Length", "0")
                        self.end_headers()
                        return
                    self.send_response(206)
                    self.send_header("Content-Range", f"bytes {start}-{len(data) - 1}/{len(data)}")
                else:
                    self.send_response(200)
                body = data[start:]
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                cut = server.cut_after is not None and server.cuts_left > 0
                if cut and not self.path.endswith(".sha256"):
                    server.cuts_left -= 1
                    self.wfile.write(body[: server.cut_after or 0])
                    self.wfile.flush()
                    self.close_connection = True
                    self.connection.shutdown(socket.SHUT_RDWR)
                    return
                self.wfile.write(body)

        return Handler


@pytest.fixture
def server() -> Iterator[Server]:
    running = Server()
    yield running
    running.close()


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every download goes to 127.0.0.1: none reaches the internet."""
    real = urllib.request.urlopen

    def guarded(request: Any, *args: Any, **kwargs: Any) -> Any:
        url = request.full_url if isinstance(request, urllib.request.Request) else request
        assert urllib.parse.urlsplit(url).hostname == "127.0.0.1", url
        return real(request, *args, **kwargs)

    monkeypatch.setattr(urllib.request, "urlopen", guarded)
    for name in ("http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY"):
        monkeypatch.delenv(name, raising=False)


def fetch(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["cards", "fetch", *args])
    return result.exit_code, result.stdout, result.stderr


def one_line(text: str) -> bool:
    return len(text.strip().splitlines()) == 1


def old_index(folder: Path) -> bytes:
    """An index imported before the fetch: its bytes, to show it is kept."""
    source = folder.parent / "old-AtomicCards.json"
    doc = {"data": {"Old Ox": [{"name": "Old Ox", "types": ["Creature"]}]}}
    source.write_text(json.dumps(doc), "utf-8")
    result = CliRunner().invoke(cli, ["cards", "import", str(source), "--data-dir", str(folder)])
    assert result.exit_code == 0, result.output
    return (folder / "cards.sqlite").read_bytes()


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name != "cards.sqlite")


@pytest.mark.parametrize("kind", ["xz", "gz"])
def test_fetch_downloads_checks_and_imports(server: Server, tmp_path: Path, kind: str) -> None:
    data = packed(atomic_doc(), kind)
    url = server.publish(f"AtomicCards.json.{kind}", data)
    code, out, err = fetch("--source", url, "--data-dir", str(tmp_path / "idx"))
    assert code == 0, err
    assert f"SHA-256 checked: {sha256(data)}" in out
    assert "MTGJSON data version 5.2.2+20261101, built 2026-11-01" in out
    assert "imported 2 cards into" in out
    # no progress bar (not a terminal): the two steps said, one line each
    assert err.splitlines() == [
        f"downloading {url}",
        "reading the cards' text into the index (a minute or two)",
    ]
    assert leftovers(tmp_path / "idx") == []  # the download removed once imported
    index = load_index(tmp_path / "idx")
    drake = index.find("試験のドレイク")
    assert drake is not None and (drake.name, drake.text_ja) == ("Test Drake", "飛行")
    meta = index_meta(tmp_path / "idx")
    assert (meta["mtgjson_version"], meta["mtgjson_date"], meta["source"]) == (
        META["version"],
        META["date"],
        url,
    )


def test_fetch_speaks_japanese(server: Server, tmp_path: Path) -> None:
    url = server.publish("AtomicCards.json.xz", packed(atomic_doc(), "xz"))
    code, out, _ = fetch("--source", url, "--data-dir", str(tmp_path), "--lang", "ja")
    assert code == 0
    assert "SHA-256を確認した" in out and "MTGJSONのデータ：バージョン5.2.2+20261101" in out


def test_a_checksum_that_differs_keeps_the_old_index(server: Server, tmp_path: Path) -> None:
    folder = tmp_path / "idx"
    before = old_index(folder)
    url = server.publish("AtomicCards.json.xz", packed(atomic_doc(), "xz"), digest="0" * 64)
    code, _, err = fetch("--source", url, "--data-dir", str(folder))
    assert code == 2 and one_line(err.replace(f"downloading {url}\n", ""))
    assert "SHA-256 is not the published one" in err
    assert (folder / "cards.sqlite").read_bytes() == before
    assert leftovers(folder) == []  # the bad download is not kept to be resumed
    # control: the right checksum imports
    server.publish("AtomicCards.json.xz", packed(atomic_doc(), "xz"))
    assert fetch("--source", url, "--data-dir", str(folder))[0] == 0


def test_a_transfer_cut_short_is_resumed_in_the_same_run(server: Server, tmp_path: Path) -> None:
    data = packed(atomic_doc(extra=400), "xz")
    url = server.publish("AtomicCards.json.xz", data)
    server.cut_after, server.cuts_left = len(data) // 2, 1
    report = fetch_module.fetch_cards(url, tmp_path, pause=0)
    assert report.sha256 == sha256(data) and report.imported.cards == 402
    downloads = [r for p, r in server.log if p == "/AtomicCards.json.xz"]
    assert downloads == [None, f"bytes={len(data) // 2}-"]  # taken up where it stopped
    assert leftovers(tmp_path) == []


def test_every_attempt_cut_keeps_the_part_and_the_next_run_resumes(
    server: Server, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(time, "sleep", lambda seconds: None)  # the pauses between attempts
    folder = tmp_path / "idx"
    before = old_index(folder)
    data = packed(atomic_doc(extra=400), "xz")
    url = server.publish("AtomicCards.json.xz", data)
    server.cut_after, server.cuts_left = 1000, download_module.ATTEMPTS
    code, _, err = fetch("--source", url, "--data-dir", str(folder))
    assert code == 2 and "the download was cut short" in err and "run again to resume" in err
    assert one_line(err.replace(f"downloading {url}\n", ""))
    assert (folder / "cards.sqlite").read_bytes() == before
    (part,) = leftovers(folder)  # kept, to be resumed
    held = (folder / part).stat().st_size
    assert part.startswith(".download-") and held == 1000 * download_module.ATTEMPTS
    server.log.clear()
    code, out, err = fetch("--source", url, "--data-dir", str(folder))
    assert code == 0, err
    assert [r for p, r in server.log if p == "/AtomicCards.json.xz"] == [f"bytes={held}-"]
    assert leftovers(folder) == [] and "imported 402 cards" in out


def test_a_server_that_ignores_ranges_is_read_again_from_the_start(
    server: Server, tmp_path: Path
) -> None:
    data = packed(atomic_doc(extra=400), "xz")
    url = server.publish("AtomicCards.json.gz", data)
    server.ranges = False
    server.cut_after, server.cuts_left = len(data) // 3, 1
    report = fetch_module.fetch_cards(url, tmp_path, pause=0)
    assert report.imported.cards == 402
    assert [r for p, r in server.log if p == "/AtomicCards.json.gz"][1] is not None  # asked
    assert leftovers(tmp_path) == []


def test_a_part_from_an_older_file_is_not_mixed_in(server: Server, tmp_path: Path) -> None:
    """MTGJSON rebuilds daily: a part of yesterday's file (another digest)
    is never resumed with today's bytes; a part of today's that is already
    whole (the range past its end) is imported as it is."""
    data = packed(atomic_doc(extra=10), "xz")
    url = server.publish("AtomicCards.json.xz", data)
    (tmp_path / f".download-{sha256(b'yesterday')[:16]}.part").write_bytes(b"old bytes")
    whole = tmp_path / f".download-{sha256(data)[:16]}.part"
    whole.write_bytes(data)
    report = fetch_module.fetch_cards(url, tmp_path, pause=0)
    assert report.imported.cards == 12
    assert [r for p, r in server.log if p == "/AtomicCards.json.xz"] == [f"bytes={len(data)}-"]


def _refused_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])  # closed again: nothing listens there


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_offline_exits_2_in_one_line_saying_how_to_import_by_hand(
    tmp_path: Path, lang: str
) -> None:
    folder = tmp_path / "idx"
    before = old_index(folder)
    url = f"http://127.0.0.1:{_refused_port()}/AtomicCards.json.xz"
    code, out, err = fetch("--source", url, "--data-dir", str(folder), "--lang", lang)
    said = err.splitlines()[-1]
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 2  # downloading, why
    assert "`mtgcombat cards import FILE`" in said
    assert ("cannot reach the server" if lang == "en" else "サーバーに接続できない") in said
    assert "Traceback" not in err
    assert (folder / "cards.sqlite").read_bytes() == before and leftovers(folder) == []


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        (lzma.compress(b"not json at all"), "not JSON"),
        (lzma.compress(b'{"meta": {}}'), 'no "data" object'),
        (lzma.compress(json.dumps(atomic_doc()).encode())[:-40], "damaged or cut short"),
        (b"\xfd7zXZ\x00 not really xz", "damaged or cut short"),
    ],
)
def test_a_malformed_file_keeps_the_old_index(
    server: Server, tmp_path: Path, content: bytes, needle: str
) -> None:
    folder = tmp_path / "idx"
    before = old_index(folder)
    url = server.publish("AtomicCards.json.xz", content)
    code, _, err = fetch("--source", url, "--data-dir", str(folder))
    assert code == 2 and needle in err, err
    assert one_line(err.replace(f"downloading {url}\n", "")) and "Traceback" not in err
    assert (folder / "cards.sqlite").read_bytes() == before
    assert leftovers(folder) == []


def test_a_missing_file_is_a_one_line_error(server: Server, tmp_path: Path) -> None:
    code, _, err = fetch("--source", server.url("nothing.json.xz"), "--data-dir", str(tmp_path))
    assert code == 2 and "the server answered 404" in err.splitlines()[-1]


def test_a_checksum_file_that_is_not_one_is_refused(server: Server, tmp_path: Path) -> None:
    url = server.publish("AtomicCards.json.xz", packed(atomic_doc(), "xz"))
    server.files["/AtomicCards.json.xz.sha256"] = b"<html>mirror index</html>"
    code, _, err = fetch("--source", url, "--data-dir", str(tmp_path))
    assert code == 2 and "not a SHA-256 checksum file" in err


def test_source_takes_a_local_path_checked_when_its_checksum_is_beside_it(
    tmp_path: Path,
) -> None:
    data = packed(atomic_doc(), "gz")
    local = tmp_path / "mirror" / "AtomicCards.json.gz"
    local.parent.mkdir()
    local.write_bytes(data)
    code, out, err = fetch("--source", str(local), "--data-dir", str(tmp_path / "a"))
    assert code == 0 and "downloading" not in err, err  # nothing downloaded
    assert "AtomicCards.json.gz.sha256 beside the file: its SHA-256 is not checked" in out
    local.with_name(local.name + ".sha256").write_text(sha256(data) + "  AtomicCards.json.gz\n")
    code, out, _ = fetch("--source", local.as_uri(), "--data-dir", str(tmp_path / "b"))
    assert code == 0 and f"SHA-256 checked: {sha256(data)}" in out
    assert load_index(tmp_path / "b").find("灰色熊") is not None
    local.with_name(local.name + ".sha256").write_text("f" * 64)
    code, _, err = fetch("--source", str(local), "--data-dir", str(tmp_path / "c"))
    assert code == 2 and "is not the one in AtomicCards.json.gz.sha256" in err
    assert not (tmp_path / "c" / "cards.sqlite").exists()
    code, _, err = fetch("--source", str(tmp_path / "absent.json.xz"), "--data-dir", str(tmp_path))
    assert code == 2 and one_line(err) and "absent.json.xz" in err


def test_source_refuses_another_scheme(tmp_path: Path) -> None:
    code, _, err = fetch("--source", "ftp://example.org/AtomicCards.json.xz")
    assert code == 2 and "not an http, https or file URL" in err and one_line(err)


def test_the_progress_bar_is_drawn_on_a_terminal_only(
    server: Server, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[int] = []

    class Terminal:
        def __init__(self, label: str) -> None:
            self.label = label

        def __call__(self, done: int, total: int | None) -> None:
            drawn.append(done)

        def close(self) -> None:
            pass

    data = packed(atomic_doc(extra=50), "xz")
    url = server.publish("AtomicCards.json.xz", data)
    bar = cards_fetch._Bar("x")
    assert not bar._shown  # the tests' standard error is no terminal
    monkeypatch.setattr(cards_fetch, "_Bar", Terminal)
    assert fetch("--source", url, "--data-dir", str(tmp_path))[0] == 0
    assert len(data) in drawn  # the download's bar reached the whole file
