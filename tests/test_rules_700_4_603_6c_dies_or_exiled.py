"""A trigger on a permanent's death or its exile from the battlefield
(session 10, issue 33): "When ~ dies or is put into exile from the
battlefield, you may put it into its owner's library third from the top"
(the God-Eternals). Dying is being put into a graveyard from the battlefield
(700.4); a creature exiled instead of dying (614.1a) never died but was put
into exile from the battlefield, so the ability triggers on either, looking
back in time (603.6c, 603.10a). It finds the card in the zone it went to
(400.7d) and puts it into its owner's library (the engine does not follow
the order of a library's cards, 401.1); it resolves in the combat damage
step (510.3a). "You may" is the scenario's choice (603.5). Each rules test
has a control, in both rule sets."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.core.basics import CardType
from mtgcombat.core.events import DeadCardToLibrary, Event
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

GOD = (
    "When ~ dies or is put into exile from the battlefield, you may put it into its owner's"
    " library third from the top."
)
DIES_ONLY = "When ~ dies, put it into its owner's library third from the top."
EXILER = "If a creature an opponent controls would die, exile it instead."
RULE_SETS = ("current", "2023")


def creature(
    pid: str, controller: str, power: int, toughness: int, *text: str, **fields: Any
) -> Permanent:
    return Permanent(
        id=pid,
        controller=controller,
        power=power,
        toughness=toughness,
        abilities=frozenset(
            a for t in text for a in parse_sentence(t, name="Testgod").traits.abilities
        ),
        **fields,
    )


def exiler(controller: str) -> Permanent:
    return Permanent(
        id="exiler",
        controller=controller,
        power=0,
        toughness=0,
        types=frozenset({CardType.ENCHANTMENT}),
        statics=parse_sentence(EXILER).traits.statics,
    )


def run(rules: str, *permanents: Permanent) -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    result = resolve_combat(board, rules, auto=True, triggers=True)
    return result.board, result.events


def test_parser_reads_dies_or_exiled_and_third_from_the_top() -> None:
    god = parse_sentence(GOD, name="God-Eternal Oketra")
    assert god.status == "modelled"
    [ability] = god.traits.abilities
    assert isinstance(ability, BlockTrigger)
    assert ability.events == ("dies_or_exiled",) and ability.optional
    assert str(ability) == (
        "whenever this creature dies or is put into exile from the battlefield, you may:"
        " put that card into its owner's library third from the top"
    )
    assert describe_value(ability, "ja") == (
        "このクリーチャーが死亡するか戦場から追放されるたび、あなたは次を行ってもよい："
        "そのカードをオーナーのライブラリーの一番上から3枚目に置く"
    )
    assert parse_sentence(DIES_ONLY, name="Testgod").status == "modelled"
    # controls: a choice of top or bottom and "that card" on leaving by any
    # way (to a hand: no such card in a graveyard or exile) are refused
    for refused in (
        "When ~ dies or is put into exile from the battlefield, you may put it on the top"
        " or bottom of its owner's library.",
        "When ~ leaves the battlefield, put it into its owner's library third from the top.",
    ):
        assert parse_sentence(refused, name="Testgod").status == "unmodelled", refused


@pytest.mark.parametrize("rules", RULE_SETS)
def test_700_4_the_god_dies_and_goes_third_from_the_top(rules: str) -> None:
    god = creature("god", "B", 3, 3, GOD, blocking=("giant",))
    giant = creature("giant", "A", 4, 4, attacking="B")
    board, events = run(rules, giant, god)
    assert board.permanent("god").zone.value == "library"
    moved = [e for e in events if isinstance(e, DeadCardToLibrary)]
    assert [(e.rule, e.permanent, e.to) for e in moved] == [("400.7d", "god", "third")]
    assert describe_event(moved[0], "ja") == (
        "godはオーナーのライブラリーの一番上から3枚目に置かれる（godの能力）"
    )
    # control: it survives a 2/2 and stays on the battlefield
    bear = creature("giant", "A", 2, 2, attacking="B")
    board, events = run(rules, bear, god)
    assert board.permanent("god").zone.value == "battlefield"
    assert not [e for e in events if isinstance(e, DeadCardToLibrary)]


@pytest.mark.parametrize("rules", RULE_SETS)
def test_603_6c_exiled_instead_of_dying_it_triggers_too(rules: str) -> None:
    god = creature("god", "B", 3, 3, GOD, blocking=("giant",))
    giant = creature("giant", "A", 4, 4, attacking="B")
    board, events = run(rules, giant, god, exiler("A"))
    # it never died (614.1a) but was put into exile from the battlefield:
    # the ability finds it in exile (400.7d)
    assert board.permanent("god").zone.value == "library"
    assert [e.permanent for e in events if isinstance(e, DeadCardToLibrary)] == ["god"]
    # control: "when ~ dies" alone does not trigger on the exile: it stays exiled
    plain = creature("god", "B", 3, 3, DIES_ONLY, blocking=("giant",))
    board, events = run(rules, giant, plain, exiler("A"))
    assert board.permanent("god").zone.value == "exile"
    assert not [e for e in events if isinstance(e, DeadCardToLibrary)]


@pytest.mark.parametrize("rules", RULE_SETS)
def test_603_5_declined_it_stays_in_the_graveyard(rules: str) -> None:
    god = creature("god", "B", 3, 3, GOD, blocking=("giant",))
    declined = dataclasses.replace(god, choices=TriggerChoices(may=False))
    giant = creature("giant", "A", 4, 4, attacking="B")
    board, events = run(rules, giant, declined)
    assert board.permanent("god").zone.value == "graveyard"
    assert not [e for e in events if isinstance(e, DeadCardToLibrary)]
    # control: taken (the default), it goes into the library
    board, _ = run(rules, giant, god)
    assert board.permanent("god").zone.value == "library"
