"""Timeline spells that tap or untap their target as the caster chooses:
"You may tap or untap target artifact, creature, or land." (Twiddle, Jolt,
Twitch, Tidal Bore). The choice is made as the spell resolves (608.2d) and
given by the entry's ``tap`` ("tap" or "untap"); the spell then taps or
untaps its target (701.26). A creature tapped before blockers are declared
can't block (509.1a). Real cards' texts, each rule test with its control."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from helpers import instants_catalog
from mtgcombat.cli import cli
from mtgcombat.rules.spell_effects import SpellTapEffect
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spell_choices import ChoiceError, choices_needed, with_choices

ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}
CARDS = {
    "Twiddle": "You may tap or untap target artifact, creature, or land.",
    "Twitch": "You may tap or untap target artifact, creature, or land.\nDraw a card.",
    "Tidal Bore": (
        "You may return an Island you control to its owner's hand rather than pay this "
        "spell's mana cost.\nYou may tap or untap target creature."
    ),
}
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
[[permanents]]
id = "wall"
controller = "B"
power = 0
toughness = 4
blocking = ["bear"]
"""


def _entry(tap: str) -> str:
    chosen = f'tap = "{tap}"\n' if tap else ""
    return (
        '\n[[timeline]]\nafter = "declare-attackers"\neffect = "You may tap or untap target '
        f'creature."\ntargets = ["wall"]\ncontroller = "A"\n{chosen}'
    )


def _blocks(tmp_path: Path, text: str) -> tuple[bool, list[str]]:
    path = tmp_path / "combat.toml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli, ["combat", str(path), "--json"], env=ENGLISH)
    doc = json.loads(result.output)
    return doc["blocks"]["legal"], [v["rule"] for v in doc["blocks"]["violations"]]


def test_tap_or_untap_reads_as_the_choice_the_entry_gives() -> None:
    for name, text in CARDS.items():
        assert choices_needed(text) == frozenset({"tap"}), name
        for tap in ("tap", "untap"):
            card = read_spell_card(with_choices(text, tap=tap), name)
            assert card.fully_modelled, name
            assert card.spell().effects[0] == SpellTapEffect(untap=tap == "untap")
    # control: two such choices in one text ask for none, and are not read
    two = (
        "You may tap or untap target permanent, then you may tap or untap another target permanent."
    )
    assert "tap" not in choices_needed(two)
    with pytest.raises(ChoiceError):
        with_choices(two, tap="tap")


def test_509_1a_a_creature_tapped_before_blocks_cant_block(tmp_path: Path) -> None:
    assert _blocks(tmp_path, BOARD + _entry("tap")) == (False, ["509.1a"])
    # control: untapped (it was untapped already), it may block
    assert _blocks(tmp_path, BOARD + _entry("untap")) == (True, [])


def test_608_2d_the_entry_gives_the_choice_when_and_only_when_asked() -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(BOARD + _entry(""))
    assert (err.value.key, err.value.field_path) == ("timeline_tap_needed", "timeline[0].tap")
    other = _entry("tap").replace("You may tap or untap target creature.", "Tap target creature.")
    with pytest.raises(ScenarioError) as err:
        parse_scenario(BOARD + other)
    assert err.value.key == "timeline_tap_none"
    # control: a card of the catalog with the choice given is cast
    catalog = instants_catalog(CARDS)
    card = _entry("untap").replace(
        'effect = "You may tap or untap target creature."', 'card = "Twitch"'
    )
    scenario = parse_scenario(BOARD + card, catalog=catalog)
    assert scenario.timeline[0].spell.effects[0] == SpellTapEffect(untap=True)
