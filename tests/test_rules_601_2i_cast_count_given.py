"""Issue 33 (session 10): a trigger that counts its caster's spells this turn
("whenever you cast your second spell each turn", "a spell other than your
first spell each turn": 601.2i) needs the spells they cast before the
combat, the scenario's ``players.X.spells_cast``. Left out, it is not
known, never taken as none: the entry is refused with a message naming the
field, unless the rest of the condition or the timeline's own spells
already decide it. Each test has a control."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.i18n.input_errors import input_error as message
from mtgcombat.rules.timeline import run_combat
from mtgcombat.rules.timeline_entries import TimelineError
from mtgcombat.scenario.load import parse_scenario

CATALOG = instants_catalog({})
SECOND = "Whenever you cast your second spell each turn, put a +1/+1 counter on ~."
TRACKER = (
    "Whenever you cast a spell other than your first spell each turn, put a +1/+1 counter on ~."
)


def _board(line: str, given: str = "") -> str:
    return (
        f'active_player = "A"\n[players.A]\n{given}[players.B]\n'
        '[[permanents]]\nid = "bear"\ncontroller = "A"\npower = 2\ntoughness = 2\n'
        'attacking = "B"\n'
        f'[[permanents]]\nid = "kami"\ncontroller = "A"\npower = 1\ntoughness = 3\n'
        f'abilities = ["{line}"]\n'
    )


def _cast(point: str = "declare-blockers") -> str:
    return (
        f'[[timeline]]\nafter = "{point}"\ncard = "Giant Growth"\ntargets = ["bear"]\n'
        'controller = "A"\n'
    )


def _counters(text: str) -> int:
    scenario = parse_scenario(text, catalog=CATALOG)
    result = run_combat(scenario.board, "current", scenario.timeline, auto=True)
    return int(result.board.permanent("kami").counters.plus_one)


@pytest.mark.parametrize("line", [SECOND, TRACKER])
def test_601_2i_spells_cast_left_out_is_refused(line: str) -> None:
    with pytest.raises(TimelineError) as caught:
        _counters(_board(line) + _cast())
    assert caught.value.key == "timeline_cast_count_unknown"
    assert caught.value.field == "controller"
    facts = caught.value.facts
    english = message(caught.value.key, "en", **facts)
    assert "players.A.spells_cast" in english
    assert "players.A.spells_cast" in message(caught.value.key, "ja", **facts)
    # control: given, one spell before the combat: the Giant Growth is the second
    assert _counters(_board(line, "spells_cast = 1\n") + _cast()) == 1
    assert _counters(_board(line, "spells_cast = 0\n") + _cast()) == 0


def test_601_2i_the_timelines_spells_can_decide_without_the_count() -> None:
    # "your first spell each turn": B's Giant Growth cast by A's opponent...
    # here A's second spell of the timeline cannot be A's first, whatever
    # came before; but the first one of the timeline can, and is refused
    first = "Whenever you cast your first spell each turn, put a +1/+1 counter on ~."
    with pytest.raises(TimelineError):
        _counters(_board(first) + _cast("declare-attackers") + _cast())
    # control: the count given, the first Giant Growth is the first spell
    given = _board(first, "spells_cast = 0\n")
    assert _counters(given + _cast("declare-attackers") + _cast()) == 1


def test_601_2i_a_trigger_that_does_not_count_needs_no_count() -> None:
    line = "Whenever you cast a spell, put a +1/+1 counter on ~."
    assert _counters(_board(line) + _cast()) == 1
    # control: the turn decides "during each opponent's turn" (A is active)
    other = (
        "Whenever you cast your first spell during each opponent's turn, put a +1/+1 counter on ~."
    )
    assert _counters(_board(other) + _cast()) == 0
