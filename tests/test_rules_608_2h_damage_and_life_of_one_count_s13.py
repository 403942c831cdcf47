"""608.2h, 120.3, 119.3: "~ deals X damage to target creature and you gain X
life, where X is the number of Swamps you control." (Tendrils of
Corruption) counts X once as the spell resolves: the target is dealt X
damage and the spell's controller gains X life; "... to any target ..."
(Harsh Sustenance) may target a player. An X only the damage's reader
counts (cards in a graveyard) is refused, not guessed (issue 33, session
13). Real cards' texts; each rules test with its control."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.model import Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_values import SpellError
from mtgcombat.text.spells import parse_spell, spell_from_json, spell_to_json

CARDS = {
    "Tendrils of Corruption": (
        "Tendrils of Corruption deals X damage to target creature and you gain X life, where X "
        "is the number of Swamps you control."
    ),
    "Harsh Sustenance": (
        "Harsh Sustenance deals X damage to any target and you gain X life, where X is the "
        "number of creatures you control."
    ),
}
CATALOG = instants_catalog(CARDS)

HEAD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "x"
controller = "A"
power = 3
toughness = 3
attacking = "B"
"""
SWAMP = """
[[permanents]]
id = "swamp{n}"
controller = "B"
types = ["land"]
subtypes = ["swamp"]
"""
BEAR = """
[[permanents]]
id = "bear{n}"
controller = "B"
power = 2
toughness = 2
"""


def _run(card: str, target: str, swamps: int = 0, bears: int = 0):  # type: ignore[no-untyped-def]
    text = HEAD + "".join(SWAMP.format(n=n) for n in range(swamps))
    text += "".join(BEAR.format(n=n) for n in range(bears))
    text += (
        f'\n[[timeline]]\nafter = "declare-attackers"\ncard = "{card}"\ntargets = ["{target}"]\n'
        'controller = "B"\n'
    )
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)


def test_one_x_for_damage_and_life_is_read() -> None:
    # the parser test of the form, and its JSON (the parse cache)
    for name, text in CARDS.items():
        spell = parse_spell(text.replace(name, "~"))
        assert [type(e).__name__ for e in spell.effects] == [
            "CountedDamageEffect",
            "CountedLifeEffect",
        ]
        assert spell_from_json(spell_to_json(spell)) == spell
    # control: an X counted in a graveyard is refused for the life
    with pytest.raises(SpellError):
        parse_spell(
            "~ deals X damage to any target and you gain X life, where X is the number of "
            "creature cards in your graveyard."
        )


def test_608_2h_tendrils_two_swamps() -> None:
    result = _run("Tendrils of Corruption", "x", swamps=2)
    assert result.board.permanent("x").damage == 2
    assert result.board.player("B").life == 20 + 2 - 3  # x lives and deals its 3


def test_608_2h_tendrils_control_three_swamps_and_none() -> None:
    result = _run("Tendrils of Corruption", "x", swamps=3)
    assert result.board.permanent("x").zone is Zone.GRAVEYARD
    assert result.board.player("B").life == 23
    # control: no Swamp, X is 0: no damage, no life (119.3)
    result = _run("Tendrils of Corruption", "x", swamps=0)
    assert result.board.permanent("x").damage == 0
    assert result.board.player("B").life == 17


def test_120_3_harsh_sustenance_a_player_target() -> None:
    result = _run("Harsh Sustenance", "A", bears=2)
    assert result.board.player("A").life == 18
    assert result.board.player("B").life == 20 + 2 - 3
    # control: the attacker as target, with one creature: 1 damage, 1 life
    result = _run("Harsh Sustenance", "x", bears=1)
    assert result.board.permanent("x").damage == 1
    assert result.board.player("A").life == 20
    assert result.board.player("B").life == 20 + 1 - 3
