"""A trigger on a death that puts the card into its owner's library (issue
33): "When ~ dies, put it on top of its owner's library", "on the bottom of",
"shuffle it into its owner's library". The ability finds the new object in
the graveyard (400.7d) and resolves in the combat damage step (510.3a,
603.3); the card goes on top, on the bottom or is shuffled in (401.4). A
card no longer in the graveyard (exiled instead of dying, 614.1a; a token,
111.7) is not found (400.7). Each rules test has a control, in both rule
sets."""

from __future__ import annotations

from typing import Any

import pytest

from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.core.basics import CardType
from mtgcombat.core.events import DeadCardToLibrary, Event
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.core.triggered import ReturnToHandEffect
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

TOP = "When ~ dies, put it on top of its owner's library."
BOTTOM = "When ~ dies, put it on the bottom of its owner's library."
SHUFFLE = "When ~ dies, shuffle it into its owner's library."
MAY_TOP = "When ~ dies, you may put it on top of its owner's library."
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
            a for t in text for a in parse_sentence(t, name="Testcat").traits.abilities
        ),
        **fields,
    )


def run(rules: str, *permanents: Permanent, **extra: Any) -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    result = resolve_combat(board, rules, auto=True, triggers=True, **extra)
    return result.board, result.events


def test_parser_reads_the_moves_into_the_library() -> None:
    for text, where in ((TOP, "top"), (BOTTOM, "bottom"), (SHUFFLE, "shuffle")):
        parsed = parse_sentence(text, name="Testcat")
        assert parsed.status == "modelled", text
        [ability] = parsed.traits.abilities
        assert isinstance(ability, BlockTrigger)
        [effect] = ability.effects
        assert isinstance(effect, ReturnToHandEffect)
        assert (effect.library, effect.from_graveyard) == (where, True)
    [top] = parse_sentence(TOP, name="Testcat").traits.abilities
    assert str(top) == (
        "whenever this creature dies, put that card from its owner's graveyard"
        " on top of its owner's library"
    )
    assert "オーナーのライブラリーの一番上に置く" in describe_value(top, "ja")
    [shuffle] = parse_sentence(SHUFFLE, name="Testcat").traits.abilities
    assert "ライブラリーに加えて切り直す" in describe_value(shuffle, "ja")
    assert parse_sentence(MAY_TOP, name="Testcat").status == "modelled"
    # controls: on leaving the battlefield or blocking, "it" is no card in a
    # graveyard; a choice of top or bottom stays refused, never "no effect"
    # ("third from the top" after a death or an exile is carried out since
    # session 10: tests/test_rules_700_4_603_6c_dies_or_exiled.py)
    for refused in (
        "When ~ leaves the battlefield, put it on top of its owner's library.",
        "Whenever ~ blocks, put that card on top of its owner's library.",
        "When ~ dies, you may put it on the top or bottom of its owner's library.",
        "When ~ leaves the battlefield, put it into its owner's library third from the top.",
    ):
        assert parse_sentence(refused, name="Testcat").status == "unmodelled", refused


@pytest.mark.parametrize("rules", RULE_SETS)
@pytest.mark.parametrize(
    ("text", "where"), [(TOP, "top"), (BOTTOM, "bottom"), (SHUFFLE, "shuffle")]
)
def test_400_7d_the_dead_card_goes_into_its_owners_library(
    rules: str, text: str, where: str
) -> None:
    whelp = creature("whelp", "B", 1, 1, text, blocking=("ogre",))
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    board, events = run(rules, ogre, whelp)
    assert board.permanent("whelp").zone.value == "library"
    moved = [e for e in events if isinstance(e, DeadCardToLibrary)]
    assert [(e.rule, e.permanent, e.source, e.to) for e in moved] == [
        ("400.7d", "whelp", "whelp", where)
    ]
    assert "一番" in describe_event(moved[0], "ja") or "切り直" in describe_event(moved[0], "ja")
    # control: a 1/4 survives the 3 damage and stays on the battlefield
    wall = creature("whelp", "B", 1, 4, text, blocking=("ogre",))
    board, events = run(rules, ogre, wall)
    assert board.permanent("whelp").zone.value == "battlefield"
    assert not [e for e in events if isinstance(e, DeadCardToLibrary)]


@pytest.mark.parametrize("rules", RULE_SETS)
def test_400_7_exiled_instead_it_stays_in_exile(rules: str) -> None:
    whelp = creature("whelp", "B", 1, 1, TOP, blocking=("ogre",))
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    exiler = Permanent(
        id="exiler",
        controller="A",
        power=0,
        toughness=0,
        types=frozenset({CardType.ENCHANTMENT}),
        statics=parse_sentence(EXILER).traits.statics,
    )
    board, events = run(rules, ogre, whelp, exiler)
    # it never died (614.1a): no ability triggered, and the card stays exiled
    assert board.permanent("whelp").zone.value == "exile"
    assert not [e for e in events if isinstance(e, DeadCardToLibrary)]


@pytest.mark.parametrize("rules", RULE_SETS)
def test_603_5_you_may_declined_it_stays_in_the_graveyard(rules: str) -> None:
    taken = creature("whelp", "B", 1, 1, MAY_TOP, blocking=("ogre",))
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    board, _ = run(rules, ogre, taken)
    assert board.permanent("whelp").zone.value == "library"  # taken by default
    # control: the choice declined (603.5): the card stays in the graveyard
    declined = creature(
        "whelp", "B", 1, 1, MAY_TOP, blocking=("ogre",), choices=TriggerChoices(may=False)
    )
    board, events = run(rules, ogre, declined)
    assert board.permanent("whelp").zone.value == "graveyard"
    assert not [e for e in events if isinstance(e, DeadCardToLibrary)]
