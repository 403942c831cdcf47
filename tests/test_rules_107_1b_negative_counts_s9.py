"""A calculation that gives a negative number uses 0 instead, unless the
effect sets a power or toughness (107.1b; review of session 9).

* "Creatures you control get +X/+X, where X is 20 minus the highest life
  total among players.": with a player at 25 life, X is 0 (not -5), so the
  creatures keep their power and toughness (613.4c).
* Control: "~'s power and toughness are each equal to 20 minus the highest
  life total among players." (Scourge of the Skyclaves) sets them, so the
  same -5 is kept and the creature dies (704.5f).

Each outcome is worked out by hand from the printed text.
"""

from __future__ import annotations

from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.scenario.load import parse_scenario

_PUMP = "Creatures you control get +X/+X, where X is 20 minus the highest life total among players."
_SCOURGE = (
    "~'s power and toughness are each equal to 20 minus the highest life total among players."
)


def _board(line: str, life: int, *, mine: int = 20) -> str:
    quoted = line.replace('"', '\\"')
    return (
        f'active_player = "A"\n[players.A]\nlife = {mine}\n[players.B]\nlife = {life}\n'
        '[[permanents]]\nid = "it"\ncontroller = "A"\nname = "It"\npower = 2\n'
        f'toughness = 2\nabilities = ["{quoted}"]\n'
        '[[permanents]]\nid = "bear"\ncontroller = "A"\npower = 2\ntoughness = 2\n'
        'attacking = "B"\n'
    )


def _pt(text: str, oid: str) -> tuple[int, int]:
    perm = apply_static_effects(parse_scenario(text).board).permanent(oid)
    return perm.current_power, perm.current_toughness


def test_107_1b_plus_x_with_a_negative_x_is_plus_0() -> None:
    # the highest life total is 25: 20 - 25 = -5 counts as 0
    text = _board(_PUMP, 25)
    assert _pt(text, "bear") == (2, 2)
    result = resolve_combat(parse_scenario(text).board, RuleSet.CURRENT)
    assert result.board.permanent("bear").zone.value == "battlefield"
    assert result.board.player("B").life == 23


def test_107_1b_control_a_positive_x_still_counts() -> None:
    # the highest life total is B's 15 (A has 14): X = 20 - 15 = 5
    assert _pt(_board(_PUMP, 15, mine=14), "bear") == (7, 7)


def test_107_1b_control_an_effect_that_sets_power_keeps_the_negative() -> None:
    # Scourge sets its power and toughness: 20 - 25 = -5 stays (107.1b)
    text = _board(_SCOURGE, 25)
    assert _pt(text, "it") == (-5, -5)
    result = resolve_combat(parse_scenario(text).board, RuleSet.CURRENT)
    assert result.board.permanent("it").zone.value == "graveyard"
