"""Issue 33: the delayed triggered ability an ability sets up for the tokens
it creates (603.7): "exile (sacrifice) that token at end of combat" (511.2)
and "... at the beginning of the next end step" (513.1a: after the combat,
recorded). Each form: its parse, a rules test named by its rule with a
control, and its Japanese rendering."""

from __future__ import annotations

from typing import Any

import pytest

from mtgcombat.core.attack_effect_values import AttackingTokenEffect
from mtgcombat.core.effect_values import TokenEffect
from mtgcombat.core.events import ExiledByEffect, Sacrificed
from mtgcombat.core.keywords import Keyword
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.token_later import (
    LeavesAtEndOfCombat,
    LeavesAtNextEndStep,
    SelfAtEndOfCombat,
    TokenLater,
)
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.combat import CombatResult, resolve_combat
from mtgcombat.text import parse_sentence

GEIST = (
    "Whenever ~ attacks, create a 4/4 white Angel creature token with flying that's tapped "
    "and attacking. Exile that token at end of combat."
)
DOROTHEA = (
    "Whenever ~ attacks, create a 4/4 white Spirit creature token with flying that's tapped "
    "and attacking. Sacrifice that token at end of combat."
)
LATER = (
    "Whenever ~ attacks, create two 1/1 red Elemental creature tokens that are tapped and "
    "attacking. Exile the tokens at the beginning of the next end step."
)
PLAIN = (
    "Whenever ~ attacks, create a 4/4 white Angel creature token with flying that's tapped "
    "and attacking."
)
DAMAGE = (
    "Whenever ~ deals combat damage to a player, create a 1/1 green Insect creature token. "
    "Sacrifice the token at end of combat."
)


def _one(sentence: str) -> Any:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled", parsed
    (value,) = parsed.traits.values()
    return value


def _board(sentence: str, *others: Permanent, **kw: Any) -> Board:
    geist = Permanent(
        id="geist", controller="A", power=2, toughness=2, attacking="B", tapped=True,
        abilities=frozenset({_one(sentence)}), **kw,
    )  # fmt: skip
    return Board((Player("A"), Player("B")), (geist, *others), "A")


def _combat(board: Board, rules: str = "current") -> CombatResult:
    """The declare attackers step's triggers (508.2a), then the rest of the combat."""
    after, events = declare_attackers_triggers(board, rules)
    result = resolve_combat(after, rules)
    return CombatResult(result.board, (*events, *result.events))


# -- the parse -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "action", "when"),
    [
        (GEIST, "exile", "end_of_combat"),
        (DOROTHEA, "sacrifice", "end_of_combat"),
        (LATER, "exile", "next_end_step"),
    ],
)
def test_603_7_delayed_ability_on_attacking_tokens_parses(
    sentence: str, action: str, when: str
) -> None:
    (effect,) = _one(sentence).effects
    assert isinstance(effect, AttackingTokenEffect)
    assert effect.token.later == TokenLater(action, when)  # type: ignore[arg-type]


def test_603_7_delayed_ability_on_damage_trigger_tokens_parses() -> None:
    (effect,) = _one(DAMAGE).effects
    assert isinstance(effect, TokenEffect)
    assert effect.later == TokenLater("sacrifice", "end_of_combat")


@pytest.mark.parametrize(
    "sentence",
    [
        # no token before it: "that token" is none of this ability's (603.7c)
        "Whenever ~ attacks, it gets +1/+0 until end of turn. Exile that token at end of combat.",
        # a delayed ability of another kind
        "Whenever ~ attacks, create a 1/1 white Soldier creature token that's tapped and "
        "attacking. Return that token to its owner's hand at end of combat.",
    ],
)
def test_603_7_forms_the_engine_does_not_carry_out_stay_unmodelled(sentence: str) -> None:
    assert parse_sentence(sentence).status == "unmodelled"


def test_603_7_sacrifice_it_at_end_of_combat_is_not_read_as_a_token() -> None:
    # the permanent's own line: no token of the ability, the creature itself
    # (mtgcombat.core.token_later.SelfAtEndOfCombat; tests/test_rules_511_2_self_...)
    sentence = "When ~ attacks, sacrifice it at end of combat."
    (effect,) = _one(sentence).effects
    assert effect == SelfAtEndOfCombat("sacrifice", "it")


# -- the rules -------------------------------------------------------------------


def test_511_2_token_exiled_at_end_of_combat_after_dealing_its_damage() -> None:
    result = _combat(_board(GEIST))
    angel = result.board.permanent("angel1")
    assert str(angel.zone) == "exile"
    assert result.board.player("B").life == 20 - 2 - 4  # it attacked, then left (511.2)
    marked = [e for e in result.events if isinstance(e, LeavesAtEndOfCombat)]
    assert [(e.rule, e.permanent, e.action) for e in marked] == [("603.7", "angel1", "exile")]
    exiled = [e for e in result.events if isinstance(e, ExiledByEffect)]
    assert [(e.rule, e.permanent) for e in exiled] == [("511.2", "angel1")]
    # control: without the delayed ability the token stays on the battlefield
    plain = _combat(_board(PLAIN))
    assert str(plain.board.permanent("angel1").zone) == "battlefield"
    assert not [e for e in plain.events if isinstance(e, LeavesAtEndOfCombat)]


def test_701_21a_token_sacrificed_at_end_of_combat_is_not_destroyed() -> None:
    # sacrifice is not destruction: indestructible does not stop it (701.21a, 702.12b)
    for rules, rule in (("current", "701.21a"), ("2023", "701.17a")):
        result = _combat(_board(DOROTHEA), rules)
        spirit = result.board.permanent("spirit1")
        assert str(spirit.zone) == "graveyard"
        sacrificed = [e for e in result.events if isinstance(e, Sacrificed)]
        assert [(e.rule, e.permanent) for e in sacrificed] == [(rule, "spirit1")]


def test_511_2_token_that_died_in_combat_is_not_found_by_the_delayed_ability() -> None:
    # a 5/5 blocker kills the Angel first: the ability finds no token (400.7)
    after, _ = declare_attackers_triggers(_board(GEIST), "current")
    wall = Permanent(id="wall", controller="B", power=5, toughness=5, keywords=["reach"],
                     blocking=("angel1",))  # fmt: skip
    blocked = Board(after.players, (*after.permanents, wall), "A")
    result = resolve_combat(blocked, "current", auto=True)
    assert str(result.board.permanent("angel1").zone) == "graveyard"
    assert not [e for e in result.events if e.kind == "exiled_by_effect"]
    # control: unblocked, the same token is exiled by the ability
    assert str(_combat(_board(GEIST)).board.permanent("angel1").zone) == "exile"


def test_603_7_513_1a_next_end_step_token_stays_for_the_combat() -> None:
    result = _combat(_board(LATER))
    tokens = [p for p in result.board.permanents if p.token]
    assert [(p.id, str(p.zone)) for p in tokens] == [
        ("elemental1", "battlefield"),
        ("elemental2", "battlefield"),
    ]
    assert result.board.player("B").life == 20 - 2 - 1 - 1
    later = [e for e in result.events if isinstance(e, LeavesAtNextEndStep)]
    assert [(e.rule, e.permanent) for e in later] == [
        ("603.7", "elemental1"),
        ("603.7", "elemental2"),
    ]
    # control: the end of combat form exiles them in this combat
    now = _combat(_board(LATER.replace("the beginning of the next end step",
                                              "end of combat")))  # fmt: skip
    assert [str(p.zone) for p in now.board.permanents if p.token] == ["exile", "exile"]


def test_603_7_damage_trigger_token_sacrificed_at_end_of_combat() -> None:
    result = _combat(_board(DAMAGE, keywords=[Keyword.TRAMPLE]))
    assert str(result.board.permanent("insect1").zone) == "graveyard"
    # control: the trigger's condition is not met when the creature is blocked
    wall = Permanent(id="wall", controller="B", power=0, toughness=4, blocking=("geist",))
    blocked = _combat(_board(DAMAGE, wall))
    assert blocked.board.get("insect1") is None


# -- the Japanese rendering ------------------------------------------------------


def test_603_7_delayed_ability_events_in_japanese() -> None:
    exile = LeavesAtEndOfCombat("603.7", "angel1", "geist", "exile")
    assert describe_event(exile, "ja") == "angel1は戦闘終了時に追放される（geistの能力）"
    sacrifice = LeavesAtEndOfCombat("603.7", "spirit1", "aura", "sacrifice")
    assert (
        describe_event(sacrifice) == "spirit1 will be sacrificed at end of combat (ability of aura)"
    )
    later = LeavesAtNextEndStep("603.7", "elemental1", "rider", "sacrifice")
    assert describe_event(later, "ja").startswith(
        "elemental1は次の終了ステップの開始時に生け贄に捧げられる（riderの能力）"
    )
    assert "stays for" in describe_event(later)
