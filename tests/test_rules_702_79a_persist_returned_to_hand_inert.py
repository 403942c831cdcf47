"""Persist on a creature whose own ability on entering only moves cards from
a graveyard to a hand (issue 33, session 12): Twilight Shepherd, "When ~
enters the battlefield, return to your hand all cards in your graveyard
that were put there from the battlefield this turn". Persist returns it
(702.79a) as a new object (400.7) whose ability triggers (603.6a); that
ability changes nothing on the battlefield, so persist is carried out and no
longer refused. A creature whose line on entering does change the board
and is not carried out (Furystoke Giant grants an ability to the other
creatures) keeps its persist refused. Each rules test has a control, in both
rule sets."""

from __future__ import annotations

import pytest

from helpers import creature, two_player_board
from mtgcombat.core.basics import Counters
from mtgcombat.core.model import Board
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text.parser import parse_text

PERSIST = (
    "Persist (When this creature dies, if it had no -1/-1 counters on it, return it to the"
    " battlefield under its owner's control with a -1/-1 counter on it.)"
)
SHEPHERD = (
    "Flying, vigilance\n"
    "When Twilight Shepherd enters the battlefield, return to your hand all cards in your"
    " graveyard that were put there from the battlefield this turn.\n" + PERSIST
)
FURYSTOKE = (
    "When Furystoke Giant enters the battlefield, other creatures you control gain"
    ' "{T}: This creature deals 2 damage to any target" until end of turn.\n' + PERSIST
)
RULE_SETS = ("current", "2023")


def test_parse_the_shepherds_persist_is_modelled() -> None:
    statuses = [p.status for p in parse_text(SHEPHERD, name="Twilight Shepherd")]
    assert statuses == ["modelled", "modelled", "no_effect", "modelled"]


def test_parse_control_the_giants_persist_stays_refused() -> None:
    [_, persist] = parse_text(FURYSTOKE, name="Furystoke Giant")
    assert persist.status == "unmodelled"
    assert persist.error is not None and "entering" in persist.error


def _board(minus: int) -> Board:
    abilities = frozenset(
        a for p in parse_text(SHEPHERD, name="Twilight Shepherd") for a in p.traits.abilities
    )
    shepherd = creature(
        "shepherd", "B", 5, 5, *abilities, blocking=("wurm",), counters=Counters(minus_one=minus)
    )
    wurm = creature("wurm", "A", 6, 6, attacking="B")
    return two_player_board(wurm, shepherd)


@pytest.mark.parametrize("rules", RULE_SETS)
def test_702_79a_the_shepherd_returns_with_a_minus_counter(rules: str) -> None:
    result = resolve_combat(_board(0), rules, auto=True, triggers=True)
    back = result.board.permanent("shepherd")
    assert back.zone.value == "battlefield"
    assert back.counters.minus_one == 1
    assert back.damage == 0


@pytest.mark.parametrize("rules", RULE_SETS)
def test_702_79a_control_with_a_minus_counter_it_stays_in_the_graveyard(rules: str) -> None:
    result = resolve_combat(_board(1), rules, auto=True, triggers=True)
    assert result.board.permanent("shepherd").zone.value == "graveyard"
