"""The card index (issue 36): an SQLite file read a card at a time, every
Japanese name of MTGJSON's ``foreignData`` finding its card, and the
Japanese printed text kept and shown beside the Oracle text (``cards show
--lang ja``, ``cards show --json``, the web's ``/api/cards/show``).

Controls: a built-in card keeps its own Japanese name where MTGJSON has
none; a card with no Japanese printing has no ``text_ja``; English output
does not change; an index from an older mtgcombat is read or ignored,
never a crash.
"""

from __future__ import annotations

import json
import pickle
import sqlite3
import warnings
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from mtgcombat.cards import index_store
from mtgcombat.cards.catalog import BUILTIN, Card, Catalog
from mtgcombat.cards.index_store import IndexCatalog, index_meta, open_index
from mtgcombat.cards.mtgjson import (
    default_catalog,
    import_atomic_cards,
    index_records,
    load_index,
)
from mtgcombat.cli import cli
from mtgcombat.web.app import create_app

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient


def _face(name: str, ja: str | None = None, text_ja: str | None = None, **more: Any) -> Any:
    face: dict[str, Any] = {"name": name, "types": ["Creature"], "power": "2", "toughness": "2"}
    if ja is not None:
        face["foreignData"] = [{"language": "Japanese", "name": ja, "text": text_ja}]
    return face | more


DOC = {
    "meta": {"date": "2026-11-01", "version": "5.2.2+20261101"},
    "data": {
        "Test Drake": [_face("Test Drake", "試験のドレイク", "飛行", text="Flying")],
        "Test Ox": [_face("Test Ox")],  # no Japanese printing
        # built in with 《セラの天使》: MTGJSON's name is the same, its text is lent
        "Serra Angel": [_face("Serra Angel", "セラの天使", "飛行、警戒", text="Flying, vigilance")],
        # built in without a Japanese name: MTGJSON's is lent
        "Llanowar Elves": [_face("Llanowar Elves", "ラノワールのエルフ", "{T}：{G}を加える。")],
        "Fire // Ice": [
            {
                "name": "Fire // Ice",
                "faceName": "Fire",
                "types": ["Instant"],
                "text": "Fire deals 2 damage divided as you choose among one or two targets.",
                "foreignData": [
                    {"language": "Japanese", "name": "火 // 氷", "faceName": "火", "text": "火"}
                ],
            },
            {
                "name": "Fire // Ice",
                "faceName": "Ice",
                "types": ["Instant"],
                "text": "Tap target permanent.\nDraw a card.",
                "foreignData": [
                    {"language": "Japanese", "name": "火 // 氷", "faceName": "氷", "text": "氷"}
                ],
            },
        ],
    },
}


@pytest.fixture
def index(tmp_path: Path) -> Path:
    source = tmp_path / "AtomicCards.json"
    source.write_text(json.dumps(DOC, ensure_ascii=False), "utf-8")
    import_atomic_cards(source, tmp_path / "idx")
    return tmp_path / "idx"


def _run(index: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args), env={"MTGCOMBAT_DATA_DIR": str(index)})
    return result.exit_code, result.output


def test_every_japanese_name_finds_its_card(index: Path) -> None:
    catalog = default_catalog(index)
    found = {ja: catalog.find(ja) for ja in ("試験のドレイク", "セラの天使", "ラノワールのエルフ")}
    assert {ja: c.name for ja, c in found.items() if c} == {
        "試験のドレイク": "Test Drake",
        "セラの天使": "Serra Angel",
        "ラノワールのエルフ": "Llanowar Elves",
    }
    # a multi-face card: each face's Japanese name, and the full one for the first face
    assert [catalog.find(n).name for n in ("火", "氷", "火 // 氷", "《火 // 氷》")] == [  # type: ignore[union-attr]
        "Fire",
        "Ice",
        "Fire",
        "Fire",
    ]


def test_japanese_printed_text_is_kept_where_mtgjson_has_it(index: Path) -> None:
    catalog = default_catalog(index)
    drake, ox = catalog.find("Test Drake"), catalog.find("Test Ox")
    assert drake is not None and ox is not None
    assert (drake.text, drake.text_ja) == ("Flying", "飛行")
    assert ox.text_ja is None and ox.name_ja is None  # control: no Japanese printing
    angel = catalog.find("Serra Angel")
    assert angel is not None and angel.source == "built-in"  # the built-in card first
    assert (angel.name_ja, angel.text_ja) == ("セラの天使", "飛行、警戒")  # its text lent
    elves = catalog.find("Llanowar Elves")
    assert elves is not None and elves.name_ja == "ラノワールのエルフ"  # the name lent too
    records = {r["name"]: r for r in index_records(index) or []}
    assert records["Test Drake"]["text_ja"] == "飛行" and "text_ja" not in records["Test Ox"]


@pytest.mark.parametrize(
    ("japanese", "why"),
    [
        ({"language": "Japanese", "name": "牛", "text": ["飛行"]}, 'foreignData "text" must be'),
        ({"language": "Japanese", "name": 7}, 'foreignData "name" must be a string'),
        ({"language": "Japanese", "name": "牛" * 301}, 'foreignData "name" is too long'),
    ],
)
def test_a_bad_japanese_printing_skips_its_entry_alone(
    tmp_path: Path, japanese: dict[str, Any], why: str
) -> None:
    bad = _face("Bad Ox") | {"foreignData": [japanese]}
    source = tmp_path / "AtomicCards.json"
    source.write_text(json.dumps({"data": {"Bad Ox": [bad], "Test Ox": [_face("Test Ox")]}}))
    report = import_atomic_cards(source, tmp_path / "idx")
    assert report.cards == 1 and report.skipped[0][0] == "Bad Ox" and why in report.skipped[0][1]
    assert load_index(tmp_path / "idx").find("Test Ox") is not None  # control


def test_builtin_japanese_names_stay_where_mtgjson_has_none(index: Path) -> None:
    catalog = default_catalog(index)
    # Vastwood Gorger is not in this index: its built-in Japanese name stays
    gorger = catalog.find("巨森を喰らうもの")
    assert gorger is not None and gorger is BUILTIN.find("Vastwood Gorger")
    builtin = Catalog.of([Card(name="Test Drake", name_ja="試しのドレイク")])
    catalog = open_index(index, builtin)
    # a built-in name differing from MTGJSON's: the built-in one is shown, both find it
    drake = catalog.find("試験のドレイク")
    assert drake is not None and drake.name_ja == "試しのドレイク" and drake.text_ja == "飛行"
    assert catalog.find("試しのドレイク") is drake


def test_cards_show_in_japanese_shows_the_printed_text_beside_the_oracle_text(
    index: Path,
) -> None:
    code, out = _run(index, "cards", "show", "試験のドレイク", "--lang", "ja")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "Test Drake / 《試験のドレイク》"
    at = lines.index("  日本語版の印刷文章：")
    assert lines[at + 1] == "    飛行"
    assert lines.index("  文章：") < at  # after the Oracle text and its reading
    # control: in English, the output is as before (no Japanese text)
    code, english = _run(index, "cards", "show", "Test Drake", "--lang", "en")
    assert code == 0 and "飛行" not in english and "Japanese" not in english
    code, ox = _run(index, "cards", "show", "Test Ox", "--lang", "ja")
    assert code == 0 and "日本語版の印刷文章" not in ox


def test_cards_show_json_gives_text_ja(index: Path) -> None:
    code, out = _run(index, "cards", "show", "試験のドレイク", "--json")
    doc = json.loads(out)
    assert code == 0 and (doc["name_ja"], doc["text"], doc["text_ja"]) == (
        "試験のドレイク",
        "Flying",
        "飛行",
    )
    code, out = _run(index, "cards", "show", "Fire", "--json")  # a spell's document too
    assert code == 0 and json.loads(out)["text_ja"] == "火"
    assert json.loads(_run(index, "cards", "show", "Grizzly Bears", "--json")[1])["text_ja"] is None


def test_the_web_api_gives_text_ja(index: Path) -> None:
    client = TestClient(create_app(catalog=default_catalog(index)), base_url="http://localhost")
    shown = client.get("/api/cards/show/試験のドレイク", params={"lang": "ja"})
    assert shown.status_code == 200 and shown.json()["text_ja"] == "飛行"
    listed = client.get("/api/cards", params={"q": "試験"})
    assert [c["text_ja"] for c in listed.json()] == ["飛行"]


def test_one_lookup_reads_one_record_not_the_catalog(
    index: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    catalog = default_catalog(index)
    assert isinstance(catalog, IndexCatalog)

    def whole(self: Any) -> Any:
        raise AssertionError("the whole index was read")

    monkeypatch.setattr(index_store._Store, "records", whole)
    assert catalog.find("試験のドレイク") is not None and catalog.find("No Such Card") is None
    names = catalog.names()  # the names alone
    assert {"Test Drake", "試験のドレイク", "Fire // Ice", "火 // 氷", "Serra Angel"} <= set(names)
    assert len(names) == len(set(names))
    assert len(catalog) == len(BUILTIN) + 4  # Test Drake, Test Ox, Fire, Ice
    monkeypatch.undo()
    counted = len(catalog)
    every = list(catalog)  # iteration reads them all, once
    assert len(every) == counted == len(catalog) and every[: len(BUILTIN)][0].source == "built-in"
    assert {c.name for c in every} >= {"Test Drake", "Test Ox", "Fire", "Ice"}


def test_a_lazy_catalog_pickles_as_its_path(index: Path) -> None:
    """A process started afresh (multiprocessing's spawn) opens the file again."""
    catalog = default_catalog(index)
    again = pickle.loads(pickle.dumps(catalog))
    assert isinstance(again, IndexCatalog) and again.path == index / "cards.sqlite"
    found = again.find("試験のドレイク")
    assert found is not None and found.text_ja == "飛行"


def test_the_index_is_compact_and_says_its_data(index: Path) -> None:
    assert sorted(p.name for p in index.iterdir()) == ["cards.sqlite"]
    meta = index_meta(index)
    assert (meta["version"], meta["mtgjson_version"], meta["mtgjson_date"]) == (
        "4",
        "5.2.2+20261101",
        "2026-11-01",
    )
    with sqlite3.connect(index / "cards.sqlite") as db:
        (blob,) = db.execute("SELECT record FROM cards WHERE name = 'Test Drake'").fetchone()
    assert isinstance(blob, bytes) and b"Flying" not in blob  # compressed


def test_len_counts_what_iteration_gives(tmp_path: Path) -> None:
    """Two faces of the same English name (a split card's half printed alone
    too) are both cards, as in the catalog read whole; a built-in name once."""
    index_store.write_index(
        tmp_path, [{"name": "Fire"}, {"name": "Fire"}, {"name": "Serra Angel"}], {}
    )
    catalog = default_catalog(tmp_path)
    assert len(catalog) == len(BUILTIN) + 2
    assert len(list(catalog)) == len(catalog)


def test_plus_puts_another_catalog_after_the_index(index: Path) -> None:
    extra = Catalog.of([Card(name="Hand Made", name_ja="手作り"), Card(name="Test Ox", power=9)])
    catalog = load_index(index).plus(extra)
    assert isinstance(catalog, IndexCatalog)
    assert catalog.find("手作り") is not None and catalog.find("Hand Made") is not None
    ox = catalog.find("Test Ox")
    assert ox is not None and ox.power == 2  # the index's own first
    assert "Hand Made" in catalog.names() and len(catalog) == 7  # 6 faces, then 1


def test_an_index_of_the_last_json_format_is_still_read(tmp_path: Path) -> None:
    record = {"name": "Old Ox", "name_ja": "古い牛", "types": ["creature"], "power": "3"}
    (tmp_path / "cards.json").write_text(
        json.dumps({"version": 3, "aliases": {}, "cards": [record]}, ensure_ascii=False),
        "utf-8",
    )
    card = default_catalog(tmp_path).find("古い牛")
    assert card is not None and card.power == 3
    assert [r["name"] for r in index_records(tmp_path) or []] == ["Old Ox"]
    # an import writes the new index and removes the old file
    source = tmp_path / "AtomicCards.json"
    source.write_text(json.dumps(DOC, ensure_ascii=False), "utf-8")
    import_atomic_cards(source, tmp_path)
    assert not (tmp_path / "cards.json").exists()
    assert default_catalog(tmp_path).find("古い牛") is None


@pytest.mark.parametrize("content", [b"not sqlite at all", b"SQLite format 3\x00" + b"\x00" * 80])
def test_a_damaged_index_finds_nothing_and_never_crashes(tmp_path: Path, content: bytes) -> None:
    (tmp_path / "cards.sqlite").write_bytes(content)
    assert len(load_index(tmp_path)) == 0 and index_records(tmp_path) is None
    code, out = _run(tmp_path, "cards", "show", "Test Drake")
    assert code == 2 and len(out.strip().splitlines()) == 1 and "Traceback" not in out
    assert _run(tmp_path, "cards", "show", "Serra Angel")[0] == 0  # the built-in cards still
