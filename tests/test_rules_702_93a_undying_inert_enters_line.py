"""Undying (702.93a) and persist (702.79a) on a card whose own trigger on
entering the battlefield only draws, mills, scries or surveils (issue 33):
Geralf's Mindcrusher ("When ~ enters the battlefield, target player mills
five cards"), River Kelpie ("Whenever ~ or another permanent enters the
battlefield from a graveyard, draw a card"). The returned creature is a new
object (400.7) and triggers that ability (603.6a), which changes nothing on
the battlefield (121.1, 701.13): undying and persist are carried out. A
line on entering that does change the board, or a replacement ("~ enters
the battlefield tapped", 614.1c), still refuses them. Each rules test has a
control, in both rule sets."""

from __future__ import annotations

import pytest

from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text.parser import parse_text

MINDCRUSHER = (
    "When Geralf's Mindcrusher enters the battlefield, target player mills five cards.\n"
    "Undying (When this creature dies, if it had no +1/+1 counters on it, return it to the"
    " battlefield under its owner's control with a +1/+1 counter on it.)"
)
KELPIE = (
    "Whenever River Kelpie or another permanent enters the battlefield from a graveyard,"
    " draw a card.\nPersist (When this creature dies, if it had no -1/-1 counters on it,"
    " return it to the battlefield under its owner's control with a -1/-1 counter on it.)"
)
DEMONLORD = (
    "When Demonlord of Ashmouth enters the battlefield, exile it unless you sacrifice another"
    " creature.\nUndying (When this creature dies, if it had no +1/+1 counters on it, return it"
    " to the battlefield under its owner's control with a +1/+1 counter on it.)"
)
RULE_SETS = ("current", "2023")


def statuses(text: str, name: str) -> list[str]:
    return [p.status for p in parse_text(text, name=name)]


def test_parser_undying_and_persist_with_an_inert_enters_line() -> None:
    assert statuses(MINDCRUSHER, "Geralf's Mindcrusher") == ["no_effect", "modelled"]
    assert statuses(KELPIE, "River Kelpie") == ["no_effect", "modelled"]
    # control: a trigger on entering that exiles it unless a creature is
    # sacrificed still refuses it
    assert statuses(DEMONLORD, "Demonlord of Ashmouth") == ["no_effect", "unmodelled"]
    tapped = "~ enters the battlefield tapped unless you control a Swamp.\nUndying"
    assert statuses(tapped, "Testcat")[-1] == "unmodelled"


@pytest.mark.parametrize("rules", RULE_SETS)
def test_702_93a_the_mindcrusher_returns_with_a_counter(rules: str) -> None:
    abilities = frozenset(
        a for p in parse_text(MINDCRUSHER, name="Geralf's Mindcrusher") for a in p.traits.abilities
    )
    crusher = Permanent(id="m", controller="B", power=5, toughness=5, abilities=abilities,
                        blocking=("giant",))  # fmt: skip
    giant = Permanent(id="giant", controller="A", power=6, toughness=6, attacking="B")
    board = Board((Player("A"), Player("B")), (giant, crusher), "A")
    result = resolve_combat(board, rules, auto=True, triggers=True)
    back = result.board.permanent("m")
    assert back.on_battlefield and back.counters.plus_one == 1
    # control: it survives a 4/4's damage: it never died, no counter
    small = Permanent(id="giant", controller="A", power=4, toughness=4, attacking="B")
    board = Board((Player("A"), Player("B")), (small, crusher), "A")
    result = resolve_combat(board, rules, auto=True, triggers=True)
    kept = result.board.permanent("m")
    assert kept.on_battlefield and kept.counters.plus_one == 0
