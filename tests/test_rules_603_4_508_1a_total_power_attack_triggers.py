"""Formidable and pack tactics (issue 33, session 8): attack triggers with an
intervening "if" on the total power of creatures (603.4). Formidable's
"creatures you control have total power 8 or greater" counts every creature
its controller controls, attacking or not, when the ability triggers and
again as it resolves; pack tactics' "you attacked with creatures with total
power 6 or greater this combat" counts only the creatures declared as
attackers (508.1a), as they were declared: a fact of the past that holds as
the ability resolves whatever their power is then. Each rule test has a
control.
"""

from __future__ import annotations

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from helpers import two_player_board as _board
from mtgcombat.core.counted_values import InterveningIf
from mtgcombat.core.model import Keyword
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.counted_triggers import gone_at_resolution
from mtgcombat.text import parse_sentence

CAPTAIN = (
    "Pack tactics — Whenever ~ attacks, if you attacked with creatures with total power 6 "
    "or greater this combat, ~ gains first strike until end of turn."
)
ELK = (
    "Formidable — Whenever ~ attacks, if creatures you control have total power 8 or "
    "greater, creatures you control gain trample until end of turn."
)
PACK_LEADER = (
    "Pack tactics — Whenever ~ attacks, if you attacked with creatures with total power 6 "
    "or greater this combat, draw a card."
)


# -- parser -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        (
            CAPTAIN,
            "whenever this creature attacks, if you attacked with creatures with total power 6 "
            "or greater this combat, it gains first strike until end of turn",
        ),
        (
            ELK,
            "whenever this creature attacks, if creatures you control have total power 8 or "
            "greater, creatures you control gain trample until end of turn",
        ),
    ],
)
def test_parse_total_power_conditions(sentence: str, text: str) -> None:
    [ability] = _ability(sentence)
    assert str(ability) == text


def test_parse_a_draw_under_the_condition_stays_no_effect() -> None:
    # a card drawn changes nothing up to combat damage (121.1), with or without the "if"
    assert parse_sentence(PACK_LEADER, name="Grim Hero").status == "no_effect"


@pytest.mark.parametrize(
    "sentence",
    [
        # venture (701.46): the room is its controller's choice, and some rooms reach
        # creatures: refused, not guessed
        "Pack tactics — Whenever ~ attacks, if you attacked with creatures with total power "
        "6 or greater this combat, venture into the dungeon.",
        # a creature card from a hand: not on the board the engine knows
        "Pack tactics — Whenever ~ attacks, if you attacked with creatures with total power "
        "6 or greater this combat, you may put a Dragon creature card from your hand onto "
        "the battlefield tapped and attacking.",
    ],
)
def test_parse_refused_stays_unmodelled(sentence: str) -> None:
    assert parse_sentence(sentence, name="Grim Hero").status == "unmodelled"


def test_parse_japanese_rendering() -> None:
    [captain] = _ability(CAPTAIN)
    assert "あなたがこの戦闘で攻撃したクリーチャーのパワーの合計が6以上である" in describe_value(
        captain, "ja"
    )
    [elk] = _ability(ELK)
    assert "あなたがコントロールしているクリーチャーのパワーの合計が8以上である" in describe_value(
        elk, "ja"
    )


# -- 603.4 with 508.1a: pack tactics --------------------------------------------


def test_603_4_pack_tactics_total_power_of_the_attackers() -> None:
    captain = _creature("cap", power=3, toughness=1, attacking="B", abilities=_ability(CAPTAIN))
    ogre = _creature("ogre", power=3, toughness=3, attacking="B")
    after, events = declare_attackers_triggers(_board(captain, ogre), "current")
    assert after.permanent("cap").has(Keyword.FIRST_STRIKE)
    assert "trigger_condition_unmet" not in [e.kind for e in events]


def test_603_4_pack_tactics_counts_no_creature_at_home() -> None:
    # control: the 3/3 stays home: 3 attacking power, the ability doesn't trigger
    captain = _creature("cap", power=3, toughness=1, attacking="B", abilities=_ability(CAPTAIN))
    ogre = _creature("ogre", power=3, toughness=3)
    after, events = declare_attackers_triggers(_board(captain, ogre), "current")
    assert not after.permanent("cap").has(Keyword.FIRST_STRIKE)
    assert [e.kind for e in events] == ["trigger_condition_unmet"]


def test_603_4_pack_tactics_negative_power_takes_away() -> None:
    captain = _creature("cap", power=3, toughness=1, attacking="B", abilities=_ability(CAPTAIN))
    ogre = _creature("ogre", power=3, toughness=3, attacking="B")
    weak = _creature("weak", power=-1, toughness=3, attacking="B")
    after, _ = declare_attackers_triggers(_board(captain, ogre, weak), "current")
    assert not after.permanent("cap").has(Keyword.FIRST_STRIKE)  # 3 + 3 - 1 = 5


def test_603_4_pack_tactics_holds_at_resolution_whatever_the_power() -> None:
    # the creatures attacked with their power as declared (508.1a): that stays true
    [captain] = _ability(CAPTAIN)
    condition = captain.effects[0]
    assert isinstance(condition, InterveningIf)
    shrunk = _board(_creature("cap", power=0, toughness=1))
    assert gone_at_resolution(shrunk, condition, "cap") is None
    # control: formidable reads the board again as it resolves (603.4)
    [elk] = _ability(ELK)
    formidable = elk.effects[0]
    assert isinstance(formidable, InterveningIf)
    gone = gone_at_resolution(_board(_creature("elk", power=5, toughness=5)), formidable, "elk")
    assert gone is not None and gone.rule == "603.4"


# -- 603.4: formidable ----------------------------------------------------------


def test_603_4_formidable_counts_creatures_at_home() -> None:
    elk = _creature("elk", power=5, toughness=5, attacking="B", abilities=_ability(ELK))
    home = _creature("home", power=3, toughness=3)
    after, _ = declare_attackers_triggers(_board(elk, home), "current")
    assert after.permanent("elk").has(Keyword.TRAMPLE)
    assert after.permanent("home").has(Keyword.TRAMPLE)


def test_603_4_formidable_under_eight_does_not_trigger() -> None:
    elk = _creature("elk", power=5, toughness=5, attacking="B", abilities=_ability(ELK))
    home = _creature("home", power=2, toughness=2)
    theirs = _creature("theirs", "B", power=9, toughness=9)  # not "you control"
    after, events = declare_attackers_triggers(_board(elk, home, theirs), "current")
    assert not after.permanent("elk").has(Keyword.TRAMPLE)
    assert [e.kind for e in events] == ["trigger_condition_unmet"]
