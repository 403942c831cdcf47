"""Finding cards by name and "did you mean ...?" (issue 36): ``cards search``
in English and Japanese (partial, accent-free, case-free, misspelt, kana and
kanji as written), its ranking, ``--json`` and ``--limit``; the suggestions
for an unknown card name (``cards show``, a scenario's ``card``, a graveyard
entry, a timeline ``card``) and for an unknown key of a scenario file.

The cards come from the built-in catalog and from a small index imported in
the test from an AtomicCards file written here; nothing reaches the internet.
"""

from __future__ import annotations

import json
import warnings
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from mtgcombat.cards.catalog import BUILTIN, Card, Catalog
from mtgcombat.cards.mtgjson import default_catalog, import_atomic_cards
from mtgcombat.cards.search import fold, guess_list, search, suggest
from mtgcombat.cli import cli
from mtgcombat.scenario.load import ScenarioError, parse_scenario

ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}


def _face(
    name: str, ja: str | None, types: list[str], subtypes: tuple[str, ...] = (), **more: Any
) -> list[dict[str, Any]]:
    face: dict[str, Any] = {
        "name": name,
        "type": " ".join(types),
        "types": types,
        "subtypes": list(subtypes),
        "supertypes": more.pop("supertypes", []),
        "text": more.pop("text", ""),
        **more,
    }
    if ja is not None:
        face["foreignData"] = [{"language": "Japanese", "name": ja}]
    return [face]


ATOMIC = {
    "meta": {"version": "test", "date": "2026-01-01"},
    "data": {
        "Lim-Dûl the Necromancer": _face(
            "Lim-Dûl the Necromancer",
            "屍術師リム＝ドゥール",
            ["Creature"],
            ("Human", "Wizard"),
            supertypes=["Legendary"],
            power="4",
            toughness="4",
        ),
        "Lim-Dûl's Hex": _face("Lim-Dûl's Hex", None, ["Enchantment"]),
        "Serra Avenger": _face(
            "Serra Avenger", "セラの報復者", ["Creature"], ("Angel",), power="3", toughness="3"
        ),
        "Æther Vial": _face("Æther Vial", "霊気の薬瓶", ["Artifact"]),
        "Lightning Bolt": _face(
            "Lightning Bolt",
            "稲妻",
            ["Instant"],
            text="Lightning Bolt deals 3 damage to any target.",
        ),
    },
}


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data folder with the small index imported."""
    folder = tmp_path_factory.mktemp("search")
    source = folder / "AtomicCards.json"
    source.write_text(json.dumps(ATOMIC, ensure_ascii=False), encoding="utf-8")
    import_atomic_cards(source, folder / "index")
    return folder / "index"


@pytest.fixture(scope="module")
def catalog(index: Path) -> Catalog:
    return default_catalog(index)


def _names(hits: list[Any]) -> list[str]:
    return [hit.card.name for hit in hits]


def _run(*args: str, data: Path | None = None) -> tuple[int, str, str]:
    env = {**ENGLISH, "MTGCOMBAT_DATA_DIR": str(data) if data else None}
    result = CliRunner().invoke(cli, list(args), env=env)
    return result.exit_code, result.stdout, result.stderr


# -- folding ------------------------------------------------------------------


def test_fold_drops_case_accents_width_and_punctuation_and_reads_katakana_as_hiragana() -> None:
    assert fold("Lim-Dûl's HEX") == fold("lim duls hex") == "lim duls hex"
    assert fold("Æther Vial") == "aether vial"
    assert fold("ＳＥＲＲＡ　ＡＮＧＥＬ") == "serra angel"  # full-width letters and space
    assert fold("ｾﾗの天使") == fold("セラの天使") == fold("せらの天使")  # half-width, kana
    assert fold("《巨森を喰らうもの》") == "巨森を喰らうもの"


def test_fold_keeps_the_kana_voicing_marks() -> None:
    """Dakuten are combining marks after NFD but not accents: ガ is not カ."""
    assert fold("ガ") != fold("カ") and fold("ドゥール") == "どぅーる"


def test_catalog_names_are_every_name_find_finds(catalog: Catalog) -> None:
    names = catalog.names()
    assert {"Serra Angel", "セラの天使", "Lim-Dûl the Necromancer", "屍術師リム＝ドゥール"} <= set(
        names
    )
    assert len(names) == len(set(names))
    assert all(catalog.find(name) is not None for name in names)


# -- search, English ------------------------------------------------------------


def test_search_ranks_exact_then_prefix_then_substring_then_fuzzy() -> None:
    cards = Catalog.of(
        Card(name=name) for name in ("Archangel", "Angle", "Serra Angel", "Angel of Mercy", "Angel")
    )
    hits = search(cards, "angel")
    assert _names(hits) == ["Angel", "Angel of Mercy", "Serra Angel", "Archangel", "Angle"]
    assert [h.match for h in hits] == ["exact", "prefix", "substring", "substring", "fuzzy"]
    assert hits[0].score == 100.0 and hits[1].score == pytest.approx(100 * 5 / 14)


def test_search_control_a_query_like_no_name_finds_nothing() -> None:
    assert search(BUILTIN, "qwxzyv") == []
    assert search(BUILTIN, "  ") == []


def test_search_is_case_free_and_partial(catalog: Catalog) -> None:
    assert _names(search(catalog, "SERRA ANGEL"))[0] == "Serra Angel"
    assert search(catalog, "SERRA ANGEL")[0].match == "exact"
    assert set(_names(search(catalog, "serra"))) >= {"Serra Angel", "Serra Avenger"}
    assert _names(search(catalog, "vastwood"))[0] == "Vastwood Gorger"


def test_search_is_accent_free(catalog: Catalog) -> None:
    for query in ("Lim-Dul", "lim dul"):  # "Lim-Dûl" as a whole word first
        assert _names(search(catalog, query))[:2] == ["Lim-Dûl the Necromancer", "Lim-Dûl's Hex"]
    assert set(_names(search(catalog, "LIMDUL"))[:2]) == {
        "Lim-Dûl the Necromancer",
        "Lim-Dûl's Hex",
    }
    assert _names(search(catalog, "aether vial")) == ["Æther Vial"]


def test_search_finds_a_misspelt_name_first(catalog: Catalog) -> None:
    hits = search(catalog, "serra angle")
    assert hits[0].card.name == "Serra Angel" and hits[0].match == "fuzzy"
    assert _names(search(catalog, "grizly bears"))[0] == "Grizzly Bears"
    assert _names(search(catalog, "angel serra"))[0] == "Serra Angel"  # words in another order


def test_search_skips_misspellings_for_a_short_query() -> None:
    """Two letters match as a prefix or substring only, never fuzzily."""
    assert all(hit.match != "fuzzy" for hit in search(BUILTIN, "zq", limit=50))
    assert search(BUILTIN, "zq") == []


def test_search_lists_each_card_once_and_keeps_the_limit(catalog: Catalog) -> None:
    hits = search(catalog, "e", limit=7)
    assert len(hits) == 7 and len(set(_names(hits))) == 7
    both = search(catalog, "セラの天使", limit=1) + search(catalog, "Serra Angel", limit=1)
    assert _names(both) == ["Serra Angel", "Serra Angel"]
    assert _names(search(catalog, "Serra Angel")).count("Serra Angel") == 1


# -- search, Japanese -----------------------------------------------------------


def test_search_in_japanese_kana_and_kanji_as_written(catalog: Catalog) -> None:
    hits = search(catalog, "セラの天使")
    assert (hits[0].card.name, hits[0].name, hits[0].match) == (
        "Serra Angel",
        "セラの天使",
        "exact",
    )
    assert {h.name for h in search(catalog, "セラ")} >= {"セラの天使", "セラの報復者"}
    assert _names(search(catalog, "稲妻")) == ["Lightning Bolt"]
    assert _names(search(catalog, "リム＝ドゥール")) == ["Lim-Dûl the Necromancer"]  # substring
    assert _names(search(catalog, "巨森")) == ["Vastwood Gorger"]


def test_search_in_japanese_folds_width_and_hiragana(catalog: Catalog) -> None:
    assert search(catalog, "せらのてんし") == []  # kanji are not found by their reading
    assert _names(search(catalog, "せらの天使")) == ["Serra Angel"]
    assert "Serra Angel" in _names(search(catalog, "ｾﾗ"))  # half-width katakana


def test_search_in_japanese_finds_a_misspelt_name(catalog: Catalog) -> None:
    hits = search(catalog, "セラの天吏")
    assert (hits[0].name, hits[0].match) == ("セラの天使", "fuzzy")
    assert suggest(catalog, "巨森を喰らう者") == ["巨森を喰らうもの"]


# -- cards search (the command) -------------------------------------------------


def test_cli_cards_search_prints_a_card_a_line(index: Path) -> None:
    code, out, _ = _run("cards", "search", "serra angle", "--data-dir", str(index))
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "Serra Angel / 《セラの天使》  creature - angel"
    assert "Serra Avenger / 《セラの報復者》  creature - angel" in lines
    code, out, _ = _run("cards", "search", "lim-dul", "--data-dir", str(index))
    assert out.splitlines()[0] == (
        "Lim-Dûl the Necromancer / 《屍術師リム＝ドゥール》  legendary creature - human wizard"
    )
    assert out.splitlines()[1] == "Lim-Dûl's Hex  enchantment"


def test_cli_cards_search_in_japanese_shows_japanese_names_first(index: Path) -> None:
    code, out, _ = _run("cards", "search", "せらの", "--lang", "ja", "--data-dir", str(index))
    assert code == 0
    assert "《セラの天使》 / Serra Angel  クリーチャー — 天使" in out.splitlines()
    code, out, _ = _run("cards", "search", "lim", "--lang", "ja", "--data-dir", str(index))
    assert "Lim-Dûl's Hex  エンチャント" in out.splitlines()  # no Japanese name: English only


def test_cli_cards_search_json_shape_and_limit(index: Path) -> None:
    code, out, _ = _run("cards", "search", "serra", "--json", "--data-dir", str(index))
    doc = json.loads(out)
    assert code == 0 and doc[0] == {
        "name": "Serra Angel",
        "name_ja": "セラの天使",
        "type": "creature - angel",
        "score": 45.5,
        "match": "prefix",
    }
    assert all(set(item) == {"name", "name_ja", "type", "score", "match"} for item in doc)
    code, out, _ = _run("cards", "search", "e", "--json", "--limit", "3", "--data-dir", str(index))
    assert len(json.loads(out)) == 3
    code, out, _ = _run("cards", "search", "e", "--limit", "2", "--data-dir", str(index))
    assert len(out.splitlines()) == 2
    code, _, err = _run("cards", "search", "e", "--limit", "0")
    assert code == 2 and "--limit" in err


def test_cli_cards_search_finds_nothing_exit_1_in_both_languages(tmp_path: Path) -> None:
    code, out, err = _run("cards", "search", "qwxzyv", data=tmp_path)
    assert (code, out) == (1, "")
    assert err.strip().startswith('mtgcombat: cards search: no card\'s name matches "qwxzyv"')
    code, out, err = _run("cards", "search", "qwxzyv", "--lang", "ja", data=tmp_path)
    assert code == 1 and "「qwxzyv」に合う名前のカードはない" in err
    code, out, _ = _run("cards", "search", "qwxzyv", "--json", data=tmp_path)
    assert (code, json.loads(out)) == (1, [])


def test_cli_cards_search_refuses_an_empty_or_overlong_query(tmp_path: Path) -> None:
    code, _, err = _run("cards", "search", " ", data=tmp_path)
    assert code == 2 and err.strip().endswith(" cards search: give part of a card's name")
    code, _, err = _run("cards", "search", "x" * 301, data=tmp_path)
    assert code == 2 and len(err.strip().splitlines()) == 1 and "301" in err


def test_web_card_lookup_ranks_as_cards_search(catalog: Catalog) -> None:
    pytest.importorskip("starlette")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # starlette's note about httpx's successor
        from starlette.testclient import TestClient  # noqa: PLC0415  (the web extra)

    from mtgcombat.web.app import create_app  # noqa: PLC0415  (the web extra)

    client = TestClient(create_app(catalog), base_url="http://localhost")
    found = client.get("/api/cards", params={"q": "serra angle"}).json()
    assert [c["name"] for c in found][:2] == ["Serra Angel", "Serra Avenger"]
    found = client.get("/api/cards", params={"q": "Lim-Dul", "limit": 1}).json()
    assert [c["name"] for c in found] == ["Lim-Dûl the Necromancer"]
    found = client.get("/api/cards", params={"q": "せらの天使"}).json()
    assert [c["name"] for c in found] == ["Serra Angel"]


# -- "did you mean ...?" for a card name -----------------------------------------


def test_suggest_gives_up_to_three_close_names_in_the_language_written(catalog: Catalog) -> None:
    assert suggest(catalog, "Grizly Bears") == ["Grizzly Bears"]
    assert suggest(catalog, "セラの天吏") == ["セラの天使"]
    assert suggest(catalog, "Lim-Dul the Necromancer") == ["Lim-Dûl the Necromancer"]
    goblins = Catalog.of(Card(name=f"Goblin {n}") for n in ("Guide", "King", "Piker", "Chieftain"))
    assert suggest(goblins, "Goblin") == ["Goblin King", "Goblin Guide", "Goblin Piker"]
    assert suggest(catalog, "Qwxzyv Bears Angel") == []  # control: nothing close


def test_guess_list_in_both_languages() -> None:
    assert guess_list(["A", "B"]) == '"A" or "B"'
    assert guess_list(["A", "B"], "ja") == "「A」、「B」"


def test_cli_cards_show_did_you_mean_exit_2(tmp_path: Path) -> None:
    code, out, err = _run("cards", "show", "serra angle", data=tmp_path)
    assert code == 2 and out == ""
    said = 'cards show: unknown card "serra angle"; did you mean "Serra Angel"?'
    assert len(err.splitlines()) == 1 and err.strip().endswith(f" {said}")
    code, _, err = _run("cards", "show", "serra angle", "--lang", "ja", data=tmp_path)
    said = "cards show：カード「serra angle」は見つからない。「Serra Angel」のことか？"
    assert code == 2 and len(err.splitlines()) == 1 and err.strip().endswith(f" {said}")
    code, _, err = _run("cards", "show", "巨森を喰らう者", "--lang", "ja", data=tmp_path)
    assert code == 2 and "「巨森を喰らうもの」のことか？" in err
    code, _, err = _run("cards", "show", "Qwxzyv", data=tmp_path)  # control: no guess
    assert code == 2 and "did you mean" not in err and "cards import" in err


def test_cli_cards_show_json_did_you_mean(tmp_path: Path) -> None:
    code, _, err = _run("cards", "show", "Grizly Bears", "--json", data=tmp_path)
    assert code == 2 and 'did you mean "Grizzly Bears"?' in err


def test_cli_cards_show_did_you_mean_from_the_index(index: Path) -> None:
    code, _, err = _run("cards", "show", "Lim-Dul the Necromancer", data=index)
    assert code == 2 and 'did you mean "Lim-Dûl the Necromancer"?' in err


SCENARIO = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bear"
controller = "A"
card = "{card}"
attacking = "B"
"""


def _error(text: str, catalog: Catalog | None = None) -> ScenarioError:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(text, source="s.toml", catalog=catalog)
    return err.value


def test_scenario_unknown_card_did_you_mean_in_both_languages() -> None:
    err = _error(SCENARIO.format(card="Grizly Bears"))
    assert str(err) == (
        's.toml: permanents[0] "bear".card: unknown card "Grizly Bears"; '
        'did you mean "Grizzly Bears"?'
    )
    assert err.message("ja") == (
        's.toml：permanents[0] "bear".card：「Grizly Bears」は知られていないカードである。'
        "「Grizzly Bears」のことか？"
    )


def test_scenario_misspelt_japanese_card_name_did_you_mean() -> None:
    err = _error(SCENARIO.format(card="灰色態"))
    assert str(err).endswith('unknown card "灰色態"; did you mean "灰色熊"?')
    assert err.message("ja").endswith(
        "「灰色態」は知られていないカードである。「灰色熊」のことか？"
    )


def test_scenario_unknown_card_from_the_index_and_control(catalog: Catalog) -> None:
    err = _error(SCENARIO.format(card="Lim-Dul the Necromancer"), catalog)
    assert 'did you mean "Lim-Dûl the Necromancer"?' in str(err)
    many = _error(SCENARIO.format(card="Sera"), catalog)
    assert str(many).count('"Serra') == 2 and " or " in str(many)  # up to three names
    plain = _error(SCENARIO.format(card="No Such Card Qwxzyv"))
    assert "did you mean" not in str(plain) and "neither built in" in str(plain)


def test_scenario_graveyard_card_did_you_mean() -> None:
    text = SCENARIO.format(card="Grizzly Bears").replace(
        "[players.B]", '[players.B]\ngraveyard = ["Grizly Bears"]'
    )
    err = _error(text)
    assert err.field_path == "players.B.graveyard[0]"
    assert str(err).endswith('did you mean "Grizzly Bears"?')
    assert err.message("ja").endswith("「Grizzly Bears」のことか？")


TIMELINE = (
    SCENARIO.format(card="Grizzly Bears")
    + '\n[[timeline]]\nafter = "declare-attackers"\ncard = "{card}"\ntargets = ["bear"]\n'
)


def test_timeline_card_did_you_mean_names_instants_and_sorceries(catalog: Catalog) -> None:
    """A timeline casts only instants and sorceries (608.2): its suggestions
    are spells, not the creature closest in spelling."""
    err = _error(TIMELINE.format(card="Lightning Blot"), catalog)
    assert err.field_path == "timeline[0].card"
    assert str(err).endswith(
        'unknown card "Lightning Blot"; did you mean "Lightning Bolt"? (608.2)'
    )
    assert err.message("ja").endswith("「Lightning Bolt」のことか？（608.2）")
    ja = _error(TIMELINE.format(card="稲妻妻"), catalog)
    assert 'did you mean "稲妻"?' in str(ja)
    creature = _error(TIMELINE.format(card="Grizly Bears"), catalog)  # control: not a spell
    assert "did you mean" not in str(creature)


# -- "did you mean ...?" for a key -------------------------------------------------

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
attacking = "B"
"""


@pytest.mark.parametrize(
    ("text", "path", "wrong", "meant"),
    [
        (BOARD.replace('controller = "A"', 'controler = "A"'), 'permanents[0] "bear".controler',
         "controler", "controller"),
        ('rule = "2023"\n' + BOARD, "rule", "rule", "rules"),
        (BOARD.replace("[players.B]", "[players.B]\nlief = 3"), "players.B.lief", "lief", "life"),
        (BOARD + "[permanents.choices]\ntargts = []\n",
         'permanents[0] "bear".choices.targts', "targts", "targets"),
        (BOARD + '[[timeline]]\nafer = "declare-blockers"\neffect = "Tap target creature."\n',
         "timeline[0].afer", "afer", "after"),
        (BOARD.replace("power = 2", "Power = 2"), 'permanents[0] "bear".Power', "Power",
         "power"),
    ],
)  # fmt: skip
def test_unknown_key_names_itself_and_the_closest_key(
    text: str, path: str, wrong: str, meant: str
) -> None:
    err = _error(text)
    assert err.field_path == path
    assert str(err).startswith(f's.toml: {path}: unknown key "{wrong}"; did you mean "{meant}"?')
    assert err.message("ja").startswith(
        f"s.toml：{path}：「{wrong}」は知られていないキーである。「{meant}」のことか？"
    )


def test_unknown_key_is_said_before_the_key_it_leaves_missing() -> None:
    """``controler`` leaves ``controller`` missing: the file's problem is
    the misspelt key, said first, the missing one counted after it."""
    err = _error(BOARD.replace('controller = "A"', 'controler = "A"'))
    assert "controler" in str(err) and str(err).endswith("(and 1 more problem)")
    assert err.key == "extra_forbidden_guess"


def test_unknown_key_control_nothing_close_is_a_plain_unknown_key() -> None:
    err = _error(BOARD.replace("[players.B]", "[players.B]\nzzz = 3"))
    assert str(err) == "s.toml: players.B.zzz: unknown key"
    assert err.key == "extra_forbidden"


def test_cli_unknown_key_is_one_line_exit_2_in_both_languages(tmp_path: Path) -> None:
    path = tmp_path / "typo.toml"
    path.write_text(BOARD.replace('controller = "A"', 'controler = "A"'), encoding="utf-8")
    code, _, err = _run("check", str(path), data=tmp_path)
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert 'unknown key "controler"; did you mean "controller"?' in err
    code, _, err = _run("check", str(path), "--lang", "ja", data=tmp_path)
    assert code == 2 and "「controler」は知られていないキーである。「controller」のことか？" in err
