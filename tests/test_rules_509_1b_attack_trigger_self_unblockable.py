"""A creature's own "can't be blocked this combat" from its attack trigger
(issue 33, session 8): "whenever ~ attacks alone, it (~) can't be blocked
this combat" (Yuan Shao's Infantry, Ma Chao), "you may sacrifice another
creature. If you do, ~ can't be blocked this turn" (Bloodmist Infiltrator).
The trigger resolves in the declare attackers step (508.2a), before blocks:
a block of that creature is then illegal (509.1b). No target is chosen: the
creature is the permanent with the ability. Each rule test has a control.
"""

from __future__ import annotations

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from helpers import two_player_board as _board
from mtgcombat.core.events import BlockRuleUntilEndOfTurn
from mtgcombat.core.model import Board, Permanent
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.blocks_declaration import BlockDeclaration
from mtgcombat.rules.blocks_verdicts import is_legal_blocks
from mtgcombat.text import parse_sentence

INFANTRY = "Whenever ~ attacks alone, ~ can't be blocked this combat."
MA_CHAO = "Whenever ~ attacks alone, it can't be blocked this combat."
INFILTRATOR = (
    "Whenever ~ attacks, you may sacrifice another creature. If you do, ~ can't be blocked "
    "this turn."
)


# -- parser -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        (INFANTRY, "whenever this creature attacks alone, it can't be blocked this turn"),
        (MA_CHAO, "whenever this creature attacks alone, it can't be blocked this turn"),
        (
            INFILTRATOR,
            "whenever this creature attacks, you may: sacrifice one of the other creatures you "
            "control; if you do, it can't be blocked this turn",
        ),
    ],
)
def test_parse_self_unblockable(sentence: str, text: str) -> None:
    [ability] = _ability(sentence)
    assert str(ability) == text


@pytest.mark.parametrize(
    "sentence",
    [
        # two attackers on different players: not read
        "Whenever ~ and another creature attack different players, ~ can't be blocked this combat.",
    ],
)
def test_parse_refused_stays_unmodelled(sentence: str) -> None:
    assert parse_sentence(sentence, name="Grim Hero").status == "unmodelled"


def test_parse_japanese_rendering() -> None:
    [infantry] = _ability(INFANTRY)
    assert describe_value(infantry, "ja").endswith("それはこのターン、ブロックされない")
    # "~" on another creature's event: the permanent with the ability, said "これ"
    [watcher] = _ability(
        "Whenever another creature you control attacks, ~ can't be blocked this turn."
    )
    assert describe_value(watcher, "ja").endswith("これはこのターン、ブロックされない")


# -- 509.1b ---------------------------------------------------------------------


def test_509_1b_attacking_alone_it_cannot_be_blocked() -> None:
    infantry = _creature("inf", attacking="B", abilities=_ability(INFANTRY))
    bear = _creature("bear", "B")
    after, events = declare_attackers_triggers(_board(infantry, bear), "current")
    rule = next(e for e in events if isinstance(e, BlockRuleUntilEndOfTurn))
    assert (rule.rule, rule.creature, rule.change) == ("509.1b", "inf", "cant_be_blocked")
    assert describe_event(rule, "ja")
    verdict = is_legal_blocks(after, BlockDeclaration.parse("bear: inf"))
    assert not verdict.legal
    assert [v.rule for v in verdict.violations] == ["509.1b"]


def test_509_1b_not_alone_it_can_be_blocked() -> None:
    # control: another creature attacks too (506.5): the ability doesn't trigger
    infantry = _creature("inf", attacking="B", abilities=_ability(INFANTRY))
    giant = _creature("giant", power=3, toughness=3, attacking="B")
    bear = _creature("bear", "B")
    after, events = declare_attackers_triggers(_board(infantry, giant, bear), "current")
    assert not any(isinstance(e, BlockRuleUntilEndOfTurn) for e in events)
    assert is_legal_blocks(after, BlockDeclaration.parse("bear: inf")).legal


def test_509_1b_it_is_the_attacker_not_a_target() -> None:
    ma_chao = _creature("ma", attacking="B", abilities=_ability(MA_CHAO))
    bear = _creature("bear", "B")
    after, _ = declare_attackers_triggers(_board(ma_chao, bear), "current")
    assert not is_legal_blocks(after, BlockDeclaration.parse("bear: ma")).legal
    assert not after.permanent("bear").block_rules


def _infiltrator(*others: Permanent) -> Board:
    infiltrator = _creature(
        "inf", power=3, toughness=1, attacking="B", abilities=_ability(INFILTRATOR),
        choices=TriggerChoices(may=True),
    )  # fmt: skip
    after, _ = declare_attackers_triggers(
        _board(infiltrator, _creature("bear", "B"), *others), "current"
    )
    return after


def test_509_1b_if_you_do_after_the_sacrifice() -> None:
    after = _infiltrator(_creature("elf", power=1, toughness=1))
    assert not after.permanent("elf").on_battlefield
    assert not is_legal_blocks(after, BlockDeclaration.parse("bear: inf")).legal


def test_509_1b_nothing_to_sacrifice_it_can_be_blocked() -> None:
    # control: no other creature to sacrifice (118.3): "if you do" does nothing
    after = _infiltrator()
    assert is_legal_blocks(after, BlockDeclaration.parse("bear: inf")).legal


def test_509_1b_tilde_on_another_creatures_event_is_the_source() -> None:
    watcher = _creature(
        "w",
        attacking="B",
        abilities=_ability(
            "Whenever another creature you control attacks, ~ can't be blocked this turn."
        ),
    )
    ally = _creature("ally", attacking="B")
    after, _ = declare_attackers_triggers(_board(watcher, ally, _creature("bear", "B")), "current")
    assert not is_legal_blocks(after, BlockDeclaration.parse("bear: w")).legal
    # control: the attacker whose attack triggered it can still be blocked
    assert is_legal_blocks(after, BlockDeclaration.parse("bear: ally")).legal
