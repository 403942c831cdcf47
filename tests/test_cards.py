"""The card catalog, the MTGJSON import and the `cards` commands (issue 12, section 5).

Catalog cards read their Oracle text with :mod:`mtgcombat.text`, the parser
scenario sentences use.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from mtgcombat.cards import mtgjson
from mtgcombat.cards.catalog import (
    BUILTIN,
    CARD_FLAGS,
    Card,
    Catalog,
    card_notes,
    normalize,
    self_names,
    template,
)
from mtgcombat.cards.index_store import index_meta
from mtgcombat.cards.mtgjson import (
    INDEX_VERSION,
    CardImportError,
    cards_from_atomic,
    coverage,
    default_catalog,
    import_atomic_cards,
    index_records,
    load_index,
)
from mtgcombat.cli import cli
from mtgcombat.core.abilities import (
    BlockTrigger,
    Keyword,
    LifeEffect,
    Lure,
    Protection,
    StaticEffect,
)
from mtgcombat.core.model import CantBlock
from mtgcombat.scenario.load import PermanentDoc, ScenarioError, parse_scenario

FIXTURE = Path(__file__).parent / "fixtures" / "AtomicCards.sample.json"
FIXTURE_ENTRIES = 10


def scenario_with(card_lines: str) -> str:
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


def atomic(tmp_path: Path, data: object, name: str = "Atomic.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps({"data": data}, ensure_ascii=False), encoding="utf-8")
    return path


# ---------------------------------------------------------------------------
# The built-in catalog
# ---------------------------------------------------------------------------


def test_builtin_catalog_finds_seed_cards_by_english_and_japanese_name() -> None:
    gorger = BUILTIN.find("Vastwood Gorger")
    assert gorger is not None
    assert BUILTIN.find("巨森を喰らうもの") is gorger
    assert BUILTIN.find("《巨森を喰らうもの》") is gorger
    assert BUILTIN.find("  vastwood   GORGER ") is gorger
    assert (gorger.power, gorger.toughness, gorger.display_ja) == (5, 6, "《巨森を喰らうもの》")
    assert BUILTIN.find("セラの天使") is BUILTIN.find("Serra Angel")


def test_builtin_catalog_covers_every_card_of_the_examples_and_common_combat_cards() -> None:
    """Every card the seed and CR examples name is built in (rules brief, 13),
    and so are the combat cards a tester reaches for."""
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
        "Prized Unicorn",
        "Elvish Champion",
        "Juggernaut",
        "Ironclaw Orcs",
        "Stalking Tiger",
        "Fog Bank",
    ):
        assert BUILTIN.find(name) is not None, name


def test_builtin_cards_keep_oracle_text_and_set_no_flags_by_hand() -> None:
    """The catalog stores text; abilities come from the parser, not flags."""
    for card in BUILTIN:
        assert card.flags == () and card.keywords == (), card.name
        assert not (card.can_block_additional or card.assign_as_though_unblocked), card.name
        assert not (card.assigns_damage_by_toughness or card.cant_have_counters), card.name
    texts = {card.name: card.text for card in BUILTIN}
    assert texts["Vastwood Gorger"] == ""
    assert texts["Pride Guardian"] == "Defender\nWhenever Pride Guardian blocks, you gain 3 life."
    assert texts["Foriysian Brigade"] == (
        "Foriysian Brigade can block an additional creature each combat."
    )
    assert texts["Thorn Elemental"] == (
        "You may have Thorn Elemental assign its combat damage as though it weren't blocked."
    )
    assert texts["Doran, the Siege Tower"] == (
        "Each creature assigns combat damage equal to its toughness rather than its power."
    )
    assert texts["Tatterkite"] == "Flying\nTatterkite can't have counters put on it."
    assert texts["Prized Unicorn"] == "All creatures able to block Prized Unicorn do so."
    doran = BUILTIN.find("Doran")
    assert doran is None  # a short name is no lookup key
    legend = BUILTIN.find("doran, the siege tower")
    assert legend is not None and legend.supertypes == ("legendary",)


def test_builtin_abilities_come_from_the_text() -> None:
    """702.9 flying and 702.20 vigilance from "Flying, vigilance"; 509.1b
    can block an additional creature; 510.1c-d assign as though unblocked;
    122.1 no counters; 702.3 defender."""
    angel, brigade, thorn, kite, guardian = (
        BUILTIN.find(n)
        for n in (
            "Serra Angel",
            "Foriysian Brigade",
            "Thorn Elemental",
            "破れ翼トビ",
            "Pride Guardian",
        )
    )
    assert angel is not None and set(angel.abilities) == {Keyword.FLYING, Keyword.VIGILANCE}
    assert brigade is not None and brigade.traits.can_block_additional == 1
    assert thorn is not None and thorn.traits.assign_as_though_unblocked
    assert kite is not None and kite.traits.cant_have_counters
    assert Keyword.FLYING in kite.abilities
    # "Whenever Pride Guardian blocks, you gain 3 life." resolves before damage (509.3a)
    assert guardian is not None and guardian.abilities == (
        Keyword.DEFENDER,
        BlockTrigger(("blocks",), (LifeEffect(3, "you"),)),
    )
    assert angel.printed_keywords == ("flying", "vigilance")
    knight = BUILTIN.find("White Knight")
    assert knight is not None and Protection("black") in knight.abilities


def test_510_1a_doran_is_an_effect_on_every_creature_not_a_flag() -> None:
    doran = BUILTIN.find("Doran, the Siege Tower")
    assert doran is not None and doran.unmodelled == ()
    statics = [s for s in doran.traits.statics if isinstance(s, StaticEffect)]
    assert any(s.by_toughness for s in statics)
    assert not doran.traits.assigns_damage_by_toughness  # not only its own damage


def test_509_1c_lure_creature_gets_its_requirement_from_the_text() -> None:
    unicorn = BUILTIN.find("Prized Unicorn")
    assert unicorn is not None and unicorn.unmodelled == ()
    assert Lure() in unicorn.traits.block_rules


def test_the_seed_cards_are_fully_modelled() -> None:
    for name in (
        "Vastwood Gorger",
        "Foriysian Brigade",
        "Squadron Hawk",
        "Serra Angel",
        "Thorn Elemental",
        "Doran, the Siege Tower",
        "Tatterkite",
    ):
        card = BUILTIN.find(name)
        assert card is not None and card.fully_modelled, (name, card and card.unmodelled)


# ---------------------------------------------------------------------------
# Catalog merging and the scenario's card field
# ---------------------------------------------------------------------------


def test_an_imported_japanese_name_finds_a_built_in_card() -> None:
    built_in = Catalog.of([Card(name="Serra Angel", power=4, toughness=4, text="Flying")])
    imported = Catalog.of(
        [Card(name="Serra Angel", name_ja="セラの天使", source="MTGJSON", text="Flying, vigilance")]
    )
    merged = built_in.plus(imported)
    found = merged.find("セラの天使")
    assert found is not None and found.source == "built-in" and found.text == "Flying"
    assert merged.find("Serra Angel") is found and len(merged) == 1


def test_import_then_japanese_name_in_a_scenario(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After importing a file whose foreignData names Serra Angel セラの天使,
    `card = "セラの天使"` works, even when the built-in entry had no Japanese
    name."""
    plain = [Card(name="Serra Angel", power=4, toughness=4, colors=("white",), text="")]
    monkeypatch.setattr(mtgjson, "BUILTIN", Catalog.of(plain))
    import_atomic_cards(FIXTURE, tmp_path)
    catalog = default_catalog(tmp_path)
    angel = catalog.find("セラの天使")
    assert angel is not None and angel.source == "built-in"
    sc = parse_scenario(scenario_with('card = "セラの天使"'), catalog=catalog)
    x = sc.board.permanent("x")
    assert (x.name, x.name_ja, x.power, x.toughness) == ("Serra Angel", "セラの天使", 4, 4)


def test_509_1b_card_flags_set_blocking_rules_and_scenario_fields_win() -> None:
    """A hand-built card's flags (here "can't block" and Lure) become the
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


def test_702_9_scenario_card_gets_flying_from_its_text() -> None:
    flying = parse_scenario(scenario_with('card = "Squadron Hawk"'))
    assert flying.board.permanent("x").has(Keyword.FLYING)


# ---------------------------------------------------------------------------
# Reading AtomicCards entries
# ---------------------------------------------------------------------------


def test_mtgjson_entries_become_cards_per_face_with_japanese_names() -> None:
    doc = json.loads(FIXTURE.read_text(encoding="utf-8"))
    result = cards_from_atomic(doc)
    cards = {c.name: c for c in result.cards}
    assert result.entries == FIXTURE_ENTRIES
    assert cards["Vastwood Gorger"].name_ja == "巨森を喰らうもの"
    assert cards["Vastwood Gorger"].types == ("creature",)
    assert cards["Serra Angel"].name_ja == "セラの天使"
    assert cards["Serra Angel"].text == "Flying, vigilance"
    assert cards["Typhoid Rats"].text == "Deathtouch"
    goyf = cards["Tarmogoyf"]
    assert (goyf.power, goyf.toughness, goyf.power_text, goyf.toughness_text) == (
        None,
        None,
        "*",
        "1+*",
    )
    assert cards["Fire"].types == ("instant",) and cards["Ice"].types == ("instant",)
    assert cards["Insectile Aberration"].power == 3
    assert result.aliases["Delver of Secrets // Insectile Aberration"] == "Delver of Secrets"
    doran = cards["Doran, the Siege Tower"]
    assert (doran.mana_value, doran.supertypes) == (3.0, ("legendary",))  # convertedManaCost


def test_mtgjson_entries_lacking_optional_fields_are_accepted() -> None:
    """Older files lack keywords, foreignData, manaValue and text."""
    doc = json.loads(FIXTURE.read_text(encoding="utf-8"))
    giant = {c.name: c for c in cards_from_atomic(doc).cards}["Hill Giant"]
    assert (giant.name_ja, giant.mana_value, giant.text, giant.power) == (None, None, "", 3)
    assert giant.unmodelled == () and not giant.combat_relevant


def test_mtgjson_import_writes_an_index_that_lookups_use(tmp_path: Path) -> None:
    before = FIXTURE.read_bytes()
    report = import_atomic_cards(FIXTURE, tmp_path)
    assert (report.path, report.cards) == (tmp_path / "cards.sqlite", FIXTURE_ENTRIES)
    assert FIXTURE.read_bytes() == before  # the source is only read
    assert index_meta(tmp_path)["version"] == str(INDEX_VERSION)
    assert list(tmp_path.iterdir()) == [report.path]  # no temporary file is left
    index = load_index(tmp_path)
    assert index.find("タルモゴイフ") is not None
    assert index.find("delver of secrets // insectile aberration") is index.find(
        "Delver of Secrets"
    )
    catalog = default_catalog(tmp_path)
    assert catalog.find("Typhoid Rats") is BUILTIN.find("Typhoid Rats")  # built-in first
    assert catalog.find("Kraken of the Deep") is not None


def test_a_new_import_replaces_the_index_already_loaded(tmp_path: Path) -> None:
    import_atomic_cards(FIXTURE, tmp_path)
    assert load_index(tmp_path).find("Tarmogoyf") is not None
    assert load_index(tmp_path) is load_index(tmp_path)  # read once while unchanged
    other = atomic(tmp_path, {"Hill Giant": [{"name": "Hill Giant", "types": ["Creature"]}]})
    import_atomic_cards(other, tmp_path)
    index = load_index(tmp_path)
    assert index.find("Tarmogoyf") is None and index.find("Hill Giant") is not None


def test_an_index_from_an_older_version_is_not_used(tmp_path: Path) -> None:
    """cards.json of format 1 or 2 is not read (cards.json of format 3, the
    last before the SQLite index, is: tests/test_card_index.py)."""
    (tmp_path / "cards.json").write_text(
        json.dumps({"version": 1, "cards": [{"name": "Old Card", "keywords": []}]}),
        encoding="utf-8",
    )
    assert len(load_index(tmp_path)) == 0 and index_records(tmp_path) is None


def test_import_stores_structured_abilities_and_unmodelled_sentences(tmp_path: Path) -> None:
    path = atomic(
        tmp_path,
        {
            "Odd Sentinel": [
                {
                    "name": "Odd Sentinel",
                    "types": ["Creature"],
                    "power": "2",
                    "toughness": "2",
                    "text": "Flying\nOdd Sentinel blocks sideways unless the moon is full.",
                }
            ]
        },
    )
    import_atomic_cards(path, tmp_path / "out")
    records = index_records(tmp_path / "out")
    assert records is not None
    (record,) = records
    flying, odd = record["sentences"]
    assert (flying["sentence"], flying["status"]) == ("Flying", "modelled")
    assert flying["values"]  # the structured form of flying
    assert odd["status"] == "unmodelled" and odd["error"]
    assert record["unmodelled"] == ["~ blocks sideways unless the moon is full."]
    spell = atomic(
        tmp_path,
        {"Odd Bolt": [{"name": "Odd Bolt", "types": ["Instant"], "text": "It blocks sideways."}]},
        name="spell.json",
    )
    import_atomic_cards(spell, tmp_path / "spell")
    (bolt,) = index_records(tmp_path / "spell") or [{}]
    # an instant's line is read as a timeline spell (issue 33): this one is not one
    assert bolt["spell"] and bolt["unmodelled"] == ["It blocks sideways."]
    card = load_index(tmp_path / "out").find("Odd Sentinel")
    assert card is not None
    assert card.unmodelled == ("Odd Sentinel blocks sideways unless the moon is full.",)
    (note,) = card_notes(card)
    assert note == (
        'card "Odd Sentinel": not modelled, ignored: '
        '"Odd Sentinel blocks sideways unless the moon is full."'
    )
    assert card_notes(card, "ja")[0].startswith("カード「Odd Sentinel」")


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        ("not json", "not JSON"),
        ('{"meta": {}}', 'no "data" object'),
        ('{"data": {"X": []}}', '"X" has no card faces'),
        ('{"data": {"X": {"name": "X"}}}', '"X" has no card faces'),
        ('{"data": {"X": [3]}}', 'card "X": a card face must be an object'),
        ('{"data": {"X": [{"name": 7}]}}', 'card "X": field "name" must be a string'),
        ('{"data": {"X": [{"types": ["Creature"]}]}}', 'card "X": field "name" is missing'),
        ('{"data": {"X": [{"name": "X", "text": ["a"]}]}}', 'field "text" must be a string'),
        ('{"data": {"X": [{"name": "X", "types": "Creature"}]}}', '"types" must be a list'),
        ('{"data": {"X": [{"name": "X", "manaValue": "3"}]}}', '"manaValue" must be a number'),
        ('{"data": {"X": [{"name": "X", "foreignData": {}}]}}', '"foreignData" must be a list'),
        ('{"data": {"X": [{"name": "X", "keywords": [1]}]}}', '"keywords" must be a list'),
        ("[1, 2]", "not an AtomicCards file"),
        ('{"data": {"A\\nB": [{"name": 1}]}}', 'card "A\\nB": field "name" must be a string'),
        ("[" * 100000, "not JSON"),
    ],
)
def test_mtgjson_import_rejects_bad_files_in_one_line(
    tmp_path: Path, content: str, needle: str
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(content, encoding="utf-8")
    with pytest.raises(CardImportError) as err:
        import_atomic_cards(bad, tmp_path / "out")
    message = str(err.value)
    assert needle in message and "\n" not in message
    assert message.startswith(str(bad))
    assert bad.read_text(encoding="utf-8") == content  # never modified
    assert not (tmp_path / "out" / "cards.sqlite").exists()


def test_mtgjson_import_rejects_a_file_that_is_not_utf8(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_bytes(b'{"data": {"\xff": []}}')
    with pytest.raises(CardImportError, match="not a UTF-8 text file"):
        import_atomic_cards(bad, tmp_path / "out")


def test_a_failed_import_keeps_the_previous_index(tmp_path: Path) -> None:
    """A file of which no entry can be read is refused whole (each one-entry
    file of the test above is): the old index stays."""
    import_atomic_cards(FIXTURE, tmp_path)
    before = (tmp_path / "cards.sqlite").read_bytes()
    bad = atomic(tmp_path, {"X": [{"name": 1}]}, name="bad-atomic.json")
    with pytest.raises(CardImportError):
        import_atomic_cards(bad, tmp_path)
    assert (tmp_path / "cards.sqlite").read_bytes() == before


# ---------------------------------------------------------------------------
# Coverage
# ---------------------------------------------------------------------------


def test_template_replaces_the_cards_names_and_drops_reminder_text() -> None:
    names = self_names("Doran, the Siege Tower")
    assert names == ("Doran, the Siege Tower", "Doran")
    assert template("Doran can't block (ever).", names) == "~ can't block."
    assert template("Doran, the Siege Tower attacks.", names) == "~ attacks."
    assert template("Dorans are not Doran's friends.", names) == "Dorans are not ~'s friends."
    assert template("Other  Elves get +1/+1.", ["Elvish Champion"]) == "Other Elves get +1/+1."


def test_coverage_counts_creatures_and_groups_sentence_templates_worst_first() -> None:
    records = [
        {"name": "A", "types": ["creature"], "combat": True, "unmodelled": ["~ can't block."]},
        {"name": "B", "types": ["creature"], "combat": True, "unmodelled": ["~ can't block."]},
        {"name": "C", "types": ["creature"], "combat": True, "unmodelled": ["~ flies oddly."]},
        {"name": "D", "types": ["creature"], "combat": True, "unmodelled": []},
        {"name": "E", "types": ["creature"], "combat": False, "unmodelled": []},
        {"name": "F", "types": ["instant"], "combat": True, "unmodelled": ["~ can't block."]},
        {
            "name": "G",
            "types": ["artifact", "creature"],
            "combat": True,
            "unmodelled": ["~ flies oddly.", "~ flies oddly."],
        },
    ]
    report = coverage(records)
    assert {k: report[k] for k in ("creatures", "combat_relevant", "modelled", "unmodelled")} == {
        "creatures": 6,
        "combat_relevant": 5,
        "modelled": 1,
        "unmodelled": [
            {"sentence": "~ can't block.", "cards": 2},
            {"sentence": "~ flies oddly.", "cards": 2},
        ],
    }
    assert report["recorded"] == []
    assert report["by_type"]["instant"] == {"combat_relevant": 1, "modelled": 0}


def test_coverage_of_the_fixture(tmp_path: Path) -> None:
    import_atomic_cards(FIXTURE, tmp_path)
    records = index_records(tmp_path)
    assert records is not None
    report = coverage(records)
    assert set(report) == {
        "creatures",
        "combat_relevant",
        "modelled",
        "unmodelled",
        "recorded",
        "by_type",
    }
    # Vastwood Gorger, Typhoid Rats, Tarmogoyf, Kraken, Serra Angel, Hill Giant,
    # Prized Unicorn, Doran, both Delver faces: Fire // Ice is no creature.
    assert report["creatures"] == 10
    assert report["modelled"] <= report["combat_relevant"] <= report["creatures"]


# ---------------------------------------------------------------------------
# The commands
# ---------------------------------------------------------------------------


def test_cli_cards_import_show_and_coverage(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MTGCOMBAT_DATA_DIR", str(tmp_path))
    runner = CliRunner()
    nothing = runner.invoke(cli, ["cards", "coverage"])
    assert nothing.exit_code == 2 and "cards import" in nothing.output
    imported = runner.invoke(cli, ["cards", "import", str(FIXTURE)])
    assert imported.exit_code == 0, imported.output
    assert f"imported {FIXTURE_ENTRIES} cards" in imported.output
    shown = runner.invoke(cli, ["cards", "show", "タルモゴイフ"])
    assert shown.exit_code == 0
    assert "Tarmogoyf / 《タルモゴイフ》" in shown.output and "*/1+*" in shown.output
    as_json = runner.invoke(cli, ["cards", "show", "Vastwood Gorger", "--json"])
    doc = json.loads(as_json.output)
    assert (doc["name_ja"], doc["text"], doc["not_modelled"]) == ("巨森を喰らうもの", "", [])
    missing = runner.invoke(cli, ["cards", "show", "Nope"])
    assert missing.exit_code == 2
    bad = runner.invoke(cli, ["cards", "import", str(tmp_path / "missing.json")])
    assert bad.exit_code == 2 and len(bad.output.strip().splitlines()) == 1
    report = runner.invoke(cli, ["cards", "coverage", "--json"])
    assert report.exit_code == 0
    data = json.loads(report.output)
    assert list(data) == [
        "creatures",
        "combat_relevant",
        "modelled",
        "unmodelled",
        "recorded",
        "by_type",
    ]
    assert data["creatures"] == 10
    text = runner.invoke(cli, ["cards", "coverage"])
    assert text.exit_code == 0 and "creature cards: 10" in text.output


def test_cli_cards_show_lists_sentences_values_and_what_is_not_modelled(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MTGCOMBAT_DATA_DIR", str(tmp_path))
    path = atomic(
        tmp_path,
        {
            "Odd Sentinel": [
                {
                    "name": "Odd Sentinel",
                    "types": ["Creature"],
                    "text": "Flying\nOdd Sentinel blocks sideways unless the moon is full.",
                }
            ]
        },
    )
    runner = CliRunner()
    assert runner.invoke(cli, ["cards", "import", str(path)]).exit_code == 0
    shown = runner.invoke(cli, ["cards", "show", "odd sentinel"])
    assert shown.exit_code == 0
    assert 'not modelled: "Odd Sentinel blocks sideways unless the moon is full."' in shown.output
    doc = json.loads(runner.invoke(cli, ["cards", "show", "Odd Sentinel", "--json"]).output)
    assert doc["abilities"][0]["status"] == "modelled" and doc["abilities"][0]["values"]
    assert doc["not_modelled"] == ["Odd Sentinel blocks sideways unless the moon is full."]
    listing = json.loads(runner.invoke(cli, ["cards", "coverage", "--json"]).output)
    assert listing["unmodelled"] == [
        {"sentence": "~ blocks sideways unless the moon is full.", "cards": 1}
    ]
    ja = runner.invoke(cli, ["cards", "show", "Odd Sentinel", "--lang", "ja"])
    assert "モデル化されていない" in ja.output


def test_normalize_folds_width_case_and_brackets() -> None:
    assert normalize("《ＶＡＳＴＷＯＯＤ　Gorger》") == "vastwood gorger"


def test_japanese_messages_use_card_names() -> None:
    runner = CliRunner()
    example = Path(__file__).parent.parent / "examples" / "510_1c_ex2_giant_growth_split.toml"
    out = runner.invoke(cli, ["check", str(example), "--json", "--lang", "ja"])
    message = json.loads(out.output)["violations"][0]["message"]
    assert message.startswith("《巨森を喰らうもの》は《ラノワールのエルフ》に1点を割り振っている")


_SENTENCES = st.sampled_from(["~ can't block.", "~ flies oddly.", "~ hums.", "Flying"])
_RECORDS = st.lists(
    st.fixed_dictionaries(
        {
            "name": st.text(min_size=1, max_size=5),
            "types": st.sampled_from([["creature"], ["artifact", "creature"], ["instant"], []]),
            "combat": st.booleans(),
            "unmodelled": st.lists(_SENTENCES, max_size=3),
        }
    ),
    max_size=12,
)


@given(_RECORDS)
def test_coverage_counts_agree_with_a_direct_count(records: list[dict[str, object]]) -> None:
    report = coverage(records)
    creatures = [r for r in records if "creature" in r["types"]]  # type: ignore[operator]
    relevant = [r for r in creatures if r["combat"] or r["unmodelled"]]
    assert report["creatures"] == len(creatures)
    assert report["combat_relevant"] == len(relevant)
    assert report["modelled"] == sum(1 for r in relevant if not r["unmodelled"])
    counts = [u["cards"] for u in report["unmodelled"]]
    assert counts == sorted(counts, reverse=True)
    for item in report["unmodelled"]:
        having = [r for r in relevant if item["sentence"] in r["unmodelled"]]  # type: ignore[operator]
        assert item["cards"] == len(having)


@given(st.text(alphabet="ab ,'-().~", max_size=30), st.sampled_from(["Ab", "Ab, Ba", "a-b"]))
def test_template_is_idempotent(sentence: str, name: str) -> None:
    once = template(sentence, self_names(name))
    assert template(once, self_names(name)) == once


def test_cards_show_in_japanese_names_types_colors_and_source_in_japanese() -> None:
    """`cards show --lang ja`: クリーチャー — 人間・騎士, 白, 組み込み, and the
    protection quality translated (プロテクション（黒）)."""
    out = CliRunner().invoke(cli, ["cards", "show", "White Knight", "--lang", "ja"]).output
    assert "クリーチャー — 人間・騎士" in out
    assert "色：白" in out
    assert "出典：組み込み" in out
    assert "プロテクション（黒）" in out
    assert "built-in" not in out
