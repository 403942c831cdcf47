"""608.2c, 701.8 (701.7 in the 2023 rules), 406.2: "destroy it", "exile
that creature", "destroy the creature instead": removal of the target an
earlier sentence chose, under a condition checked as the spell reaches it
(issue 33, session 9). A destruction under a condition followed by "It can't
be regenerated." loses its regeneration (701.15 in the 2023 rules, 701.19
now). Real cards' texts; each rules test with its control."""

from __future__ import annotations

import json

from helpers import instants_catalog
from mtgcombat.core.abilities import DestroyEffect
from mtgcombat.core.model import Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.spell_conditions import ConditionalEffect
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import spell_from_json, spell_to_json

CARDS = {
    "Dispatch": (
        "Tap target creature.\nMetalcraft \u2014 If you control three or more artifacts, exile "
        "that creature."
    ),
    "Eye Gouge": "Target creature gets -1/-1 until end of turn. If it's a Cyclops, destroy it.",
    "Dark Temper": (
        "Dark Temper deals 2 damage to target creature. If you control a black permanent, "
        "destroy the creature instead."
    ),
    # Toxic Stench without its last sentence: the control of "can't be regenerated"
    "Stench Without It": (
        "Target nonblack creature gets -1/-1 until end of turn.\nThreshold \u2014 If seven or "
        "more cards are in your graveyard, instead destroy that creature."
    ),
    "Toxic Stench": (
        "Target nonblack creature gets -1/-1 until end of turn.\nThreshold \u2014 If seven or "
        "more cards are in your graveyard, instead destroy that creature. It can't be "
        "regenerated."
    ),
}
CATALOG = instants_catalog(CARDS)

BOARD = """
active_player = "A"
[players.A]
[players.B]
graveyard = {graveyard}
[[permanents]]
id = "giant"
controller = "A"
power = 5
toughness = 5
subtypes = ["{subtype}"]
attacking = "B"
regeneration_shields = {shields}
"""


def _board(graveyard: int = 0, subtype: str = "giant", shields: int = 0) -> str:
    return BOARD.format(graveyard=graveyard, subtype=subtype, shields=shields)


def _permanent(pid: str, types: str = '["artifact"]', colors: str = "[]") -> str:
    return (
        f'\n[[permanents]]\nid = "{pid}"\ncontroller = "B"\ntypes = {types}\ncolors = {colors}\n'
        "power = 0\ntoughness = 1\n"
    )


def _entry(card: str, target: str = "giant", controller: str = "B") -> str:
    return (
        f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ntargets = ["{target}"]\n'
        f'controller = "{controller}"\n'
    )


def _run(text: str):  # type: ignore[no-untyped-def]
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)


def test_the_removal_of_it_is_read() -> None:
    temper = read_spell_card(CARDS["Dark Temper"], "Dark Temper").spell()
    (effect,) = temper.effects
    assert isinstance(effect, ConditionalEffect)
    assert effect.then == (DestroyEffect("target"),)
    stench = read_spell_card(CARDS["Toxic Stench"], "Toxic Stench").spell()
    (effect,) = stench.effects
    assert isinstance(effect, ConditionalEffect)
    assert effect.then == (DestroyEffect("target", regenerate=False),)
    for name, text in CARDS.items():
        made = read_spell_card(text, name).spell()
        assert spell_from_json(json.loads(json.dumps(spell_to_json(made)))) == made
    # "destroy it" with no target chosen before it: refused
    assert not read_spell_card("Destroy it.", "X").fully_modelled


def test_608_2c_metalcraft_exiles_the_tapped_attacker() -> None:
    arts = "".join(_permanent(f"a{i}") for i in range(3))
    result = _run(_board() + arts + _entry("Dispatch"))
    assert result.board.permanent("giant").zone is Zone.EXILE
    assert result.board.player("B").life == 20
    # control: two artifacts: the attacker is tapped only and still deals its 5
    arts = "".join(_permanent(f"a{i}") for i in range(2))
    result = _run(_board() + arts + _entry("Dispatch"))
    assert result.board.permanent("giant").zone is Zone.BATTLEFIELD
    assert result.board.player("B").life == 15


def test_608_2c_destroy_it_if_its_a_cyclops() -> None:
    result = _run(_board(subtype="cyclops") + _entry("Eye Gouge"))
    assert result.board.permanent("giant").zone is Zone.GRAVEYARD
    assert result.board.player("B").life == 20
    # control: a Giant: -1/-1 only, 4 damage to B
    result = _run(_board(subtype="giant") + _entry("Eye Gouge"))
    assert result.board.permanent("giant").zone is Zone.BATTLEFIELD
    assert result.board.player("B").life == 16


def test_608_2c_destroy_the_creature_instead_of_the_damage() -> None:
    black = _permanent("shade", types='["creature"]', colors='["black"]')
    result = _run(_board() + black + _entry("Dark Temper"))
    assert result.board.permanent("giant").zone is Zone.GRAVEYARD
    # control: no black permanent: 2 damage to the 5/5, which deals its 5
    result = _run(_board() + _entry("Dark Temper"))
    assert result.board.permanent("giant").zone is Zone.BATTLEFIELD
    assert result.board.permanent("giant").damage == 2
    assert result.board.player("B").life == 15


def test_701_15_the_conditional_destruction_cannot_be_regenerated() -> None:
    # a regeneration shield on the giant does not save it from Toxic Stench with threshold
    result = _run(_board(graveyard=7, shields=1) + _entry("Toxic Stench"))
    assert result.board.permanent("giant").zone is Zone.GRAVEYARD
    # control: the same destruction that may be regenerated: the shield replaces it, the
    # giant is removed from combat (701.15 in the 2023 rules, 701.19 now) and deals no damage
    result = _run(_board(graveyard=7, shields=1) + _entry("Stench Without It"))
    assert result.board.permanent("giant").zone is Zone.BATTLEFIELD
    assert result.board.player("B").life == 20
    # control: six cards: -1/-1 only, the shield unused
    result = _run(_board(graveyard=6, shields=1) + _entry("Toxic Stench"))
    assert result.board.permanent("giant").zone is Zone.BATTLEFIELD
    assert result.board.player("B").life == 16
