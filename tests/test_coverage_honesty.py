"""Issue 33, sections 3 and 4: "modelled" means carried out.

A line whose trigger the engine only records (603.3, 510.3a) has the status
"recorded" in `parse`, `cards show` and the index, and its card is not
counted as modelled; `cards coverage` counts combat-relevant and modelled
cards per card type (``by_type``: an Aura under "aura", 303.4, an Equipment
under "equipment", 301.5), in JSON and as a table. The cards are real ones
(their Oracle text as MTGJSON prints it).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgcombat.cards.mtgjson import (
    COVERAGE_TYPES,
    coverage,
    coverage_types,
    import_atomic_cards,
    index_records,
)
from mtgcombat.cli import cli
from mtgcombat.text import parse_sentence

FANG_BLADE = (
    "Flying\nWhenever Blinding Angel deals combat damage to a player, that player skips their "
    "next combat phase."
)
CARDS = {
    # recorded: its combat damage trigger is recorded, the skipped combat phase (500.11)
    # not carried out
    "Blinding Angel": {
        "name": "Blinding Angel",
        "types": ["Creature"],
        "subtypes": ["Angel"],
        "power": "2",
        "toughness": "4",
        "text": FANG_BLADE,
        "foreignData": [{"language": "Japanese", "name": "目潰しの天使"}],
    },
    # the control: every line carried out
    "Serra Angel": {
        "name": "Serra Angel",
        "types": ["Creature"],
        "subtypes": ["Angel"],
        "power": "4",
        "toughness": "4",
        "text": "Flying, vigilance",
    },
    "Bonesplitter": {
        "name": "Bonesplitter",
        "types": ["Artifact"],
        "subtypes": ["Equipment"],
        "text": "Equipped creature gets +2/+0.\nEquip {1}",
    },
    "Rancor": {
        "name": "Rancor",
        "types": ["Enchantment"],
        "subtypes": ["Aura"],
        "text": "Enchant creature\nEnchanted creature gets +2/+0 and has trample.\n"
        "When Rancor is put into a graveyard from the battlefield, return Rancor to its "
        "owner's hand.",
    },
    "Giant Growth": {
        "name": "Giant Growth",
        "types": ["Instant"],
        "text": "Target creature gets +3/+3 until end of turn.",
    },
    "Fog": {
        "name": "Fog",
        "types": ["Instant"],
        "text": "Prevent all combat damage that would be dealt this turn.",
    },
    # an instant whose combat line the timeline cannot cast: not modelled
    "Lightning Bolt": {
        "name": "Lightning Bolt",
        "types": ["Instant"],
        "text": "Lightning Bolt deals 3 damage to any target.",
    },
    "Divination": {"name": "Divination", "types": ["Sorcery"], "text": "Draw two cards."},
}


@pytest.fixture
def index(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    source = tmp_path / "AtomicCards.json"
    data = {name: [face] for name, face in CARDS.items()}
    source.write_text(json.dumps({"data": data}, ensure_ascii=False), encoding="utf-8")
    import_atomic_cards(source, tmp_path / "index")
    monkeypatch.setenv("MTGCOMBAT_DATA_DIR", str(tmp_path / "index"))
    return tmp_path / "index"


# ---------------------------------------------------------------------------
# "recorded, not carried out" (603.3, 510.3a)
# ---------------------------------------------------------------------------


def test_510_3a_a_combat_damage_trigger_whose_effect_is_not_carried_out_is_recorded() -> None:
    blade = parse_sentence(
        "Whenever Blinding Angel deals combat damage to a player, that player skips their next "
        "combat phase.",
        name="Blinding Angel",
    )
    assert blade.status == "recorded" and blade.traits.abilities  # the trigger is kept
    # the control: a life gain and a draw are carried out (510.3a,
    # mtgcombat.rules.triggers_damage)
    life = parse_sentence("Whenever ~ deals combat damage to a player, you gain 2 life.")
    assert life.status == "modelled"
    draw = parse_sentence("Whenever ~ deals combat damage to a player, you may draw a card.")
    assert draw.status == "modelled"


def test_511_2_control_destroy_at_end_of_combat_is_carried_out_so_modelled() -> None:
    # the engine does this one (603.7, 511.2): modelled, not recorded
    sentence = (
        "Whenever ~ deals combat damage to a creature, destroy that creature at end of combat."
    )
    assert parse_sentence(sentence).status == "modelled"
    assert parse_sentence("Whenever ~ blocks, it gets +1/+1 until end of turn.").status == (
        "modelled"
    )


def test_510_3a_a_group_combat_damage_trigger_is_carried_out() -> None:
    # mtgcombat.rules.triggers_damage watches a group's damage (603.2)
    parsed = parse_sentence(
        "Whenever a creature you control deals combat damage to a player, you gain 1 life."
    )
    assert parsed.status == "modelled"
    # the control: an effect only recorded
    recorded = parse_sentence(
        "Whenever a creature you control deals combat damage to a player, populate."
    )
    assert recorded.status == "recorded"


def test_parse_json_and_text_say_recorded(index: Path) -> None:
    runner = CliRunner()
    sentence = "Whenever ~ deals combat damage to a player, populate."
    doc = json.loads(runner.invoke(cli, ["parse", sentence, "--json"]).output)
    assert doc["status"] == "recorded" and doc["abilities"]
    text = runner.invoke(cli, ["parse", sentence])
    assert text.exit_code == 0 and text.output.startswith("recorded, not carried out")
    ja = runner.invoke(cli, ["parse", sentence, "--lang", "ja"])
    assert ja.output.startswith("記録するが実行しない")


def test_cards_show_says_recorded_not_carried_out_with_a_control(index: Path) -> None:
    runner = CliRunner()
    shown = runner.invoke(cli, ["cards", "show", "Blinding Angel"])
    line = (
        '  recorded, not carried out: "Whenever Blinding Angel deals combat damage '
        'to a player, that player skips their next combat phase."'
    )
    assert shown.exit_code == 0 and line in shown.output.splitlines()
    ja = runner.invoke(cli, ["cards", "show", "目潰しの天使", "--lang", "ja"])
    assert "  記録するが実行しない：「Whenever Blinding Angel" in ja.output
    doc = json.loads(runner.invoke(cli, ["cards", "show", "Blinding Angel", "--json"]).output)
    assert [a["status"] for a in doc["abilities"]] == ["modelled", "recorded"]
    assert doc["abilities"][1]["values"] and doc["recorded"] == [doc["abilities"][1]["sentence"]]
    assert doc["not_modelled"] == []
    # the control: nothing recorded
    angel = runner.invoke(cli, ["cards", "show", "Serra Angel"])
    assert "recorded" not in angel.output
    angel_doc = json.loads(runner.invoke(cli, ["cards", "show", "Serra Angel", "--json"]).output)
    assert angel_doc["recorded"] == []


# ---------------------------------------------------------------------------
# cards coverage: recorded cards are not modelled; by type
# ---------------------------------------------------------------------------


def test_coverage_does_not_count_a_recorded_card_as_modelled(index: Path) -> None:
    records = index_records(index)
    assert records is not None
    blade = next(r for r in records if r["name"] == "Blinding Angel")
    assert blade["recorded"] == [
        "Whenever ~ deals combat damage to a player, that player skips their next combat phase."
    ]
    report = coverage(records)
    # Blinding Angel and Serra Angel are combat relevant; only Serra Angel is carried out
    assert (report["creatures"], report["combat_relevant"], report["modelled"]) == (2, 2, 1)
    assert report["recorded"] == [
        {
            "sentence": (
                "Whenever ~ deals combat damage to a player, that player skips their next combat "
                "phase."
            ),
            "cards": 1,
        }
    ]
    assert report["unmodelled"] == []


def test_coverage_json_has_by_type_with_exactly_the_issue_keys(index: Path) -> None:
    doc = json.loads(CliRunner().invoke(cli, ["cards", "coverage", "--json"]).output)
    assert list(doc)[:4] == ["creatures", "combat_relevant", "modelled", "unmodelled"]
    assert list(doc["by_type"]) == [
        "creature",
        "aura",
        "equipment",
        "enchantment",
        "artifact",
        "planeswalker",
        "battle",
        "instant",
        "sorcery",
    ]
    assert all(list(row) == ["combat_relevant", "modelled"] for row in doc["by_type"].values())
    by_type = doc["by_type"]
    assert by_type["creature"] == {"combat_relevant": 2, "modelled": 1}
    # Rancor is an Aura, not also an enchantment; Bonesplitter an Equipment, not an artifact
    assert by_type["aura"] == {"combat_relevant": 1, "modelled": 1}
    assert by_type["enchantment"] == {"combat_relevant": 0, "modelled": 0}
    assert by_type["equipment"] == {"combat_relevant": 1, "modelled": 1}
    assert by_type["artifact"] == {"combat_relevant": 0, "modelled": 0}
    # Giant Growth and Fog are cast by a timeline; Lightning Bolt's line is not
    assert by_type["instant"] == {"combat_relevant": 3, "modelled": 2}
    # Divination draws cards: no combat text
    assert by_type["sorcery"] == {"combat_relevant": 0, "modelled": 0}


def test_coverage_text_shows_the_same_table_in_english_and_japanese(index: Path) -> None:
    runner = CliRunner()
    out = runner.invoke(cli, ["cards", "coverage"]).output.splitlines()
    assert out[:3] == [
        "creature cards: 2",
        "with combat-relevant text: 2",
        "fully modelled: 1 (50.0%)",
    ]
    start = out.index("by type (combat-relevant, fully modelled):")
    rows = out[start + 1 :]
    assert [r.split()[0] for r in rows] == list(COVERAGE_TYPES)
    assert rows[0].split() == ["creature", "2", "1", "(50.0%)"]
    assert rows[7].split() == ["instant", "3", "2", "(66.7%)"]
    assert rows[6].split() == ["battle", "0", "0", "(-)"]
    assert "most common sentences recorded, not carried out (cards, sentence):" in out
    ja = runner.invoke(cli, ["cards", "coverage", "--lang", "ja"]).output.splitlines()
    start = ja.index("種類別（戦闘に関わるもの、完全にモデル化できたもの）：")
    assert ja[start + 1].split() == ["クリーチャー", "2", "1（50.0%）"]
    assert ja[start + 2].split()[0] == "オーラ" and ja[start + 3].split()[0] == "装備品"


@pytest.mark.parametrize(
    ("types", "subtypes", "rows"),
    [
        (["enchantment"], ["aura"], ("aura",)),
        (["enchantment"], ["shrine"], ("enchantment",)),
        (["artifact"], ["equipment"], ("equipment",)),
        (["artifact", "creature"], ["equipment", "lizard"], ("creature", "equipment")),
        (["enchantment", "creature"], ["human"], ("creature", "enchantment")),
        (["kindred", "instant"], ["elf"], ("instant",)),
        (["land", "creature"], ["forest", "dryad"], ("creature",)),
        (["land"], [], ()),
    ],
)
def test_303_4_and_301_5_auras_and_equipment_count_under_their_subtype(
    types: list[str], subtypes: list[str], rows: tuple[str, ...]
) -> None:
    assert coverage_types(types, subtypes) == rows


def test_coverage_of_records_without_the_new_fields_still_counts() -> None:
    # an index record has "recorded" from version 3 on; a record without it
    # (a program's own) counts as before
    report = coverage([{"name": "A", "types": ["creature"], "combat": True}])
    assert (report["modelled"], report["recorded"]) == (1, [])
    assert report["by_type"]["creature"] == {"combat_relevant": 1, "modelled": 1}


def test_506_combat_text_of_an_instant_is_what_can_change_a_combat_with_a_control() -> None:
    """by_type.instant and benchmarks/spell_coverage.py share one definition
    (touches_combat): a creature spell countered or a creature card searched
    for changes no combat; a creature sacrificed or shrunk does."""
    from mtgcombat.cards.mtgjson import _card_record, card_from_mtgjson  # noqa: PLC0415

    def record(name: str, text: str) -> dict[str, object]:
        card = card_from_mtgjson({"name": name, "types": ["Instant"], "text": text})
        return _card_record(card, ())

    essence = record("Essence Scatter", "Counter target creature spell.")
    tutor = record(
        "Worldly Tutor",
        "Search your library for a creature card, reveal it, then shuffle and put the card on top.",
    )
    assert not essence["combat"] and not tutor["combat"]
    # control: a creature on the battlefield is changed
    edict = record("Diabolic Edict", "Target player sacrifices a creature.")
    assert edict["combat"]
    report = coverage([essence, tutor, edict])
    assert report["by_type"]["instant"]["combat_relevant"] == 1
