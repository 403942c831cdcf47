"""The card catalog and the MTGJSON import (issue: cards by English or Japanese name)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgcombat.cards import BUILTIN, CARD_FLAGS, Card, Catalog, normalize
from mtgcombat.cli import cli
from mtgcombat.model import CantBlock, Keyword, Landwalk, Lure
from mtgcombat.mtgjson import (
    CardImportError,
    cards_from_atomic,
    default_catalog,
    import_atomic_cards,
    load_index,
)
from mtgcombat.scenario import PermanentDoc, ScenarioError, parse_scenario

FIXTURE = Path(__file__).parent / "fixtures" / "AtomicCards.sample.json"


def scenario_with(card_lines: str, catalog: Catalog | None = None) -> str:
    return f"""
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "x"
controller = "A"
attacking = "B"
{card_lines}
"""


def test_builtin_catalog_finds_seed_cards_by_english_and_japanese_name() -> None:
    gorger = BUILTIN.find("Vastwood Gorger")
    assert gorger is not None
    assert BUILTIN.find("巨森を喰らうもの") is gorger
    assert BUILTIN.find("《巨森を喰らうもの》") is gorger
    assert BUILTIN.find("  vastwood   GORGER ") is gorger
    assert (gorger.power, gorger.toughness, gorger.display_ja) == (5, 6, "《巨森を喰らうもの》")


def test_builtin_catalog_covers_every_card_of_the_examples() -> None:
    """Every card the seed and CR examples name is built in (rules brief, 13)."""
    for name in (
        "Vastwood Gorger",
        "Pride Guardian",
        "Llanowar Elves",
        "Enormous Baloth",
        "Trained Armodon",
        "Foriysian Brigade",
        "Silverback Ape",
        "Durkwood Boars",
        "Goblin Piker",
        "Squadron Hawk",
        "Mogg Fanatic",
        "Grizzly Bears",
        "Tatterkite",
        "Runeclaw Bear",
        "Serra Angel",
        "Giant Spider",
        "Canyon Minotaur",
        "Elvish Regrower",
        "Vampire Spawn",
        "Helpful Hunter",
        "Thorn Elemental",
        "Doran, the Siege Tower",
    ):
        assert BUILTIN.find(name) is not None, name


def test_builtin_combat_abilities_are_modelled() -> None:
    brigade, thorn, doran, kite = (
        BUILTIN.find(n)
        for n in ("Foriysian Brigade", "Thorn Elemental", "Doran, the Siege Tower", "破れ翼トビ")
    )
    assert brigade is not None and brigade.can_block_additional == 1
    assert thorn is not None and thorn.assign_as_though_unblocked
    assert doran is not None and doran.assigns_damage_by_toughness
    assert kite is not None and kite.cant_have_counters and "artifact" in kite.types


def test_scenario_card_fills_unset_fields_and_scenario_fields_win() -> None:
    sc = parse_scenario(scenario_with('card = "巨森を喰らうもの"'))
    x = sc.board.permanent("x")
    assert (x.name, x.name_ja, x.power, x.toughness, x.card) == (
        "Vastwood Gorger",
        "巨森を喰らうもの",
        5,
        6,
        "Vastwood Gorger",
    )
    assert x.colors == frozenset({"green"})
    grown = parse_scenario(scenario_with('card = "Vastwood Gorger"\npower = 8\ntoughness = 9'))
    assert (grown.board.permanent("x").power, grown.board.permanent("x").toughness) == (8, 9)
    plain = parse_scenario(scenario_with('card = "Squadron Hawk"\nkeywords = []'))
    assert not plain.board.permanent("x").has(Keyword.FLYING)
    flying = parse_scenario(scenario_with('card = "Squadron Hawk"'))
    assert flying.board.permanent("x").has(Keyword.FLYING)


def test_509_1b_card_flags_set_blocking_rules_and_scenario_fields_win() -> None:
    """A catalog card's flags (here "can't block" and Lure) become the
    permanent's blocking rules unless the scenario sets the field itself."""
    warden = Card(name="Test Warden", power=2, toughness=2, flags=("cant_block", "lure"))
    catalog = Catalog.of([warden])
    x = parse_scenario(scenario_with('card = "Test Warden"'), catalog=catalog).board.permanent("x")
    assert x.has_rule(CantBlock) and x.has_rule(Lure)
    kept = parse_scenario(
        scenario_with('card = "Test Warden"\ncant_block = false'), catalog=catalog
    ).board.permanent("x")
    assert not kept.has_rule(CantBlock) and kept.has_rule(Lure)


def test_card_flags_are_scenario_fields_and_unknown_flags_are_refused() -> None:
    fields = PermanentDoc.model_fields
    assert all(fields[f].annotation is bool for f in CARD_FLAGS)
    with pytest.raises(ValueError, match="unknown card flag"):
        Card(name="Odd", flags=("flies_sideways",))


def test_scenario_unknown_card_is_a_one_line_error_naming_the_field() -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(scenario_with('card = "No Such Card"'), source="s.toml")
    message = str(err.value)
    assert message.startswith('s.toml: permanents[0] "x".card: unknown card "No Such Card"')
    assert "\n" not in message


def test_mtgjson_entries_become_cards_with_japanese_names_and_known_keywords() -> None:
    doc = json.loads(FIXTURE.read_text(encoding="utf-8"))
    cards = {c.name: c for c in cards_from_atomic(doc)}
    assert cards["Vastwood Gorger"].name_ja == "巨森を喰らうもの"
    assert cards["Vastwood Gorger"].types == ("creature",)
    assert cards["Typhoid Rats"].keywords == ("deathtouch",)
    # Ward is not a combat keyword mtgcombat models; flying and landwalk are.
    assert cards["Kraken of the Deep"].keywords == ("flying", "islandwalk")
    goyf = cards["Tarmogoyf"]
    assert (goyf.power, goyf.toughness, goyf.power_text, goyf.toughness_text) == (
        None,
        None,
        "*",
        "1+*",
    )
    assert cards["Fire"].types == ("instant",)


def test_mtgjson_import_writes_an_index_that_lookups_use(tmp_path: Path) -> None:
    before = FIXTURE.read_bytes()
    target, count = import_atomic_cards(FIXTURE, tmp_path)
    assert (target, count) == (tmp_path / "cards.json", 5)
    assert FIXTURE.read_bytes() == before  # the source is only read
    index = load_index(tmp_path)
    assert index.find("タルモゴイフ") is not None
    catalog = default_catalog(tmp_path)
    assert catalog.find("Typhoid Rats") is not None
    assert catalog.find("Vastwood Gorger") is BUILTIN.find("Vastwood Gorger")  # built-in first
    kraken = catalog.find("kraken of the deep")
    assert kraken is not None and "islandwalk" in kraken.keywords


def test_scenario_card_with_star_power_needs_power_in_the_scenario(tmp_path: Path) -> None:
    import_atomic_cards(FIXTURE, tmp_path)
    catalog = default_catalog(tmp_path)
    with pytest.raises(ScenarioError) as err:
        parse_scenario(scenario_with('card = "Tarmogoyf"'), source="g.toml", catalog=catalog)
    assert 'permanents[0] "x".power: card "Tarmogoyf" has power "*"' in str(err.value)
    assert "(208.2)" in str(err.value)
    sc = parse_scenario(
        scenario_with('card = "タルモゴイフ"\npower = 4\ntoughness = 5'), catalog=catalog
    )
    assert (sc.board.permanent("x").power, sc.board.permanent("x").name_ja) == (4, "タルモゴイフ")


def test_scenario_card_keywords_from_mtgjson_are_parsed(tmp_path: Path) -> None:
    import_atomic_cards(FIXTURE, tmp_path)
    sc = parse_scenario(
        scenario_with('card = "Kraken of the Deep"'), catalog=default_catalog(tmp_path)
    )
    kraken = sc.board.permanent("x")
    assert kraken.has(Keyword.FLYING) and kraken.has(Landwalk("island"))


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        ("not json", "not JSON"),
        ('{"meta": {}}', 'no "data" object'),
        ('{"data": {"X": []}}', '"X" has no card faces'),
        ("[1, 2]", "not an AtomicCards file"),
    ],
)
def test_mtgjson_import_rejects_bad_files_in_one_line(
    tmp_path: Path, content: str, needle: str
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(content, encoding="utf-8")
    with pytest.raises(CardImportError) as err:
        import_atomic_cards(bad, tmp_path / "out")
    assert needle in str(err.value) and "\n" not in str(err.value)
    assert not (tmp_path / "out" / "cards.json").exists()


def test_cli_cards_import_and_show(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MTGCOMBAT_DATA_DIR", str(tmp_path))
    runner = CliRunner()
    imported = runner.invoke(cli, ["cards", "import", str(FIXTURE)])
    assert imported.exit_code == 0, imported.output
    assert "imported 5 cards" in imported.output
    shown = runner.invoke(cli, ["cards", "show", "タルモゴイフ"])
    assert shown.exit_code == 0
    assert "Tarmogoyf / 《タルモゴイフ》" in shown.output and "*/1+*" in shown.output
    as_json = runner.invoke(cli, ["cards", "show", "Vastwood Gorger", "--json"])
    assert json.loads(as_json.output)["name_ja"] == "巨森を喰らうもの"
    missing = runner.invoke(cli, ["cards", "show", "Nope"])
    assert missing.exit_code == 2
    bad = runner.invoke(cli, ["cards", "import", str(tmp_path / "missing.json")])
    assert bad.exit_code == 2


def test_normalize_folds_width_case_and_brackets() -> None:
    assert normalize("《ＶＡＳＴＷＯＯＤ　Gorger》") == "vastwood gorger"


def test_japanese_messages_use_card_names() -> None:
    runner = CliRunner()
    example = Path(__file__).parent.parent / "examples" / "510_1c_ex2_giant_growth_split.toml"
    out = runner.invoke(cli, ["check", str(example), "--json", "--lang", "ja"])
    message = json.loads(out.output)["violations"][0]["message"]
    assert message.startswith("《巨森を喰らうもの》は《ラノワールのエルフ》に1点を割り振っている")
