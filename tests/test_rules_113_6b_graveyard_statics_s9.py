"""Static abilities that say they function from the graveyard (113.6b; issue
33, session 9): "As long as ~ is in your graveyard and you control a Forest,
creatures you control have trample." (Brawn, and the same for Anger's haste,
Filth's swampwalk, Valor's first strike, Wonder's flying). The card is a
permanent of the board with ``zone = "graveyard"``; on the battlefield the
same ability does nothing (113.6). A control for each: no Forest, the card on
the battlefield, the card in an opponent's graveyard: each where it must
not apply.
"""

from __future__ import annotations

from mtgcombat.core.abilities import StaticEffect
from mtgcombat.core.conditions import AllOf, InGraveyard
from mtgcombat.core.keywords import Keyword
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence

_BRAWN = (
    "As long as ~ is in your graveyard and you control a Forest, creatures you control "
    "have trample."
)


def _board(*, zone: str = "graveyard", forest: str = "A", owner: str = "A") -> str:
    quoted = _BRAWN.replace('"', '\\"')
    return (
        'active_player = "A"\n[players.A]\n[players.B]\n'
        f'[[permanents]]\nid = "brawn"\ncontroller = "{owner}"\nname = "Brawn"\npower = 3\n'
        f'toughness = 3\nzone = "{zone}"\nabilities = ["{quoted}"]\n'
        f'[[permanents]]\nid = "forest"\ncontroller = "{forest}"\ntypes = ["land"]\n'
        'subtypes = ["forest"]\n'
        '[[permanents]]\nid = "ogre"\ncontroller = "A"\npower = 5\ntoughness = 5\n'
        'attacking = "B"\n'
        '[[permanents]]\nid = "bear"\ncontroller = "B"\npower = 2\ntoughness = 2\n'
        'blocking = ["ogre"]\n'
    )


def _tramples(text: str) -> bool:
    board = apply_static_effects(parse_scenario(text).board)
    return board.permanent("ogre").has(Keyword.TRAMPLE)


def test_parse_in_your_graveyard_and_a_forest() -> None:
    parsed = parse_sentence(_BRAWN, name="Brawn")
    assert parsed.status == "modelled", parsed.error
    (static,) = parsed.traits.statics
    assert isinstance(static, StaticEffect) and isinstance(static.condition, AllOf)
    assert InGraveyard() in static.condition.conditions


def test_113_6b_in_the_graveyard_with_a_forest_creatures_have_trample() -> None:
    assert _tramples(_board())
    text = _board() + "[assignments]\nogre = { bear = 2, B = 3 }\n"
    scenario = parse_scenario(text)
    result = resolve_combat(scenario.board, RuleSet.CURRENT, scenario.assignments)
    assert result.board.player("B").life == 17


def test_113_6b_control_no_forest() -> None:
    # the Forest is the opponent's: "you control a Forest" does not hold
    assert not _tramples(_board(forest="B"))


def test_113_6_control_on_the_battlefield_it_does_nothing() -> None:
    # the same ability on the battlefield: its condition "~ is in your graveyard" fails
    assert not _tramples(_board(zone="battlefield"))


def test_113_6b_control_in_an_opponents_graveyard_gives_their_creatures_trample() -> None:
    # B's card in B's graveyard, A's Forest: "you" is B, who controls no Forest
    assert not _tramples(_board(owner="B"))
