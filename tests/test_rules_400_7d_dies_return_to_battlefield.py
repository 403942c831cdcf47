"""A trigger on another permanent's death that returns that card to the
battlefield (issue 33, session 10): "Whenever a creature you control without
flying dies, return it to the battlefield under its owner's control with a
flying counter on it" (Luminous Broodmoth), "When enchanted creature dies,
return that card to the battlefield under your control (with a +1/+1 counter
on it)" (False Demise, Unholy Indenture), "Whenever a creature dealt damage
by ~ this turn dies, return that card to the battlefield under your control"
(Soul Collector). The ability finds the card in its owner's graveyard
(400.7d) and resolves in the combat damage step (510.3a, 603.3); the card
returns as a new object neither attacking nor blocking (400.7, 506.4), under
its owner's control or the ability's controller's (110.2a), with its counter
(122.1b: a flying counter gives it flying). Each rules test has a control,
in both rule sets."""

from __future__ import annotations

from typing import Any

import pytest

from mtgcombat.app.documents import state_json
from mtgcombat.app.resolve import result_lines
from mtgcombat.core.basics import CardType
from mtgcombat.core.events import Event, KeywordCounterPut, ReturnedToBattlefield
from mtgcombat.core.keywords import Keyword
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

MOTH = (
    "Whenever a creature you control without flying dies, return it to the battlefield"
    " under its owner's control with a flying counter on it."
)
DEMISE = "When enchanted creature dies, return that card to the battlefield under your control."
INDENTURE = (
    "When enchanted creature dies, return that card to the battlefield under your control"
    " with a +1/+1 counter on it."
)
ABDUCTION = (
    "When enchanted creature dies, return that card to the battlefield under its owner's control."
)
COLLECTOR = (
    "Whenever a creature dealt damage by ~ this turn dies, return that card to the battlefield"
    " under your control."
)
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


def aura(pid: str, controller: str, host: str, text: str) -> Permanent:
    return Permanent(
        id=pid,
        controller=controller,
        power=0,
        toughness=0,
        types=frozenset({CardType.ENCHANTMENT}),
        attached_to=host,
        abilities=parse_sentence(text).traits.abilities,
    )


def run(rules: str, *permanents: Permanent) -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    result = resolve_combat(board, rules, auto=True, triggers=True)
    return result.board, result.events


def test_parser_reads_the_return_of_the_card_that_died() -> None:
    moth = parse_sentence(MOTH, name="Luminous Broodmoth")
    assert moth.status == "modelled"
    [ability] = moth.traits.abilities
    assert str(ability).endswith(
        "return that card to the battlefield under its owner's control with a flying counter on it"
    )
    assert "飛行カウンター" in describe_value(ability, "ja")
    for line in (DEMISE, INDENTURE, ABDUCTION):
        assert parse_sentence(line).status == "modelled", line
    [demise] = parse_sentence(DEMISE).traits.abilities
    assert "あなたのコントロール下で戦場に戻す" in describe_value(demise, "ja")
    assert parse_sentence(COLLECTOR, name="Soul Collector").status == "modelled"
    # controls: a counter of a keyword the engine does not carry out, a
    # second sentence about the returned creature, and "that card" on an
    # event other than a death are refused, never "no effect"
    for refused in (
        "Whenever another creature you control dies, return it to the battlefield"
        " under its owner's control with a haste counter on it.",
        "Whenever another creature you control dies, return it to the battlefield"
        " under its owner's control. It gains haste.",
        "Whenever ~ blocks, return that card to the battlefield under its owner's control.",
    ):
        assert parse_sentence(refused, name="Testcat").status == "unmodelled", refused


@pytest.mark.parametrize("rules", RULE_SETS)
def test_400_7d_122_1b_broodmoth_returns_the_creature_with_flying(rules: str) -> None:
    moth = creature("moth", "B", 3, 4, MOTH, "Flying")
    bear = creature("bear", "B", 2, 2, blocking=("ogre",))
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    board, events = run(rules, ogre, bear, moth)
    back = board.permanent("bear")
    assert back.zone.value == "battlefield"
    assert Keyword.FLYING in back.abilities and back.counters.other == (("flying", 1),)
    # a new object (400.7): undamaged, not blocking, under its owner's control
    assert back.damage == 0 and back.blocking == () and back.controller == "B"
    returned = [e for e in events if isinstance(e, ReturnedToBattlefield)]
    assert [(e.rule, e.creature, e.counter) for e in returned] == [("400.7", "bear", "")]
    assert [e.keyword for e in events if isinstance(e, KeywordCounterPut)] == ["flying"]
    assert "戦場に戻る" in describe_event(returned[0], "ja")
    # control: a creature with flying does not match "without flying": it
    # stays in the graveyard
    bird = creature("bear", "B", 2, 2, "Flying", blocking=("ogre",))
    board, events = run(rules, ogre, bird, moth)
    assert board.permanent("bear").zone.value == "graveyard"
    assert not [e for e in events if isinstance(e, ReturnedToBattlefield)]


@pytest.mark.parametrize("rules", RULE_SETS)
def test_400_7_a_returned_attacker_deals_no_regular_damage(rules: str) -> None:
    # A's 2/2 attacker dies to a first striker in the first-strike step and
    # returns (with flying): a new object, no longer attacking (506.4), so it
    # deals no damage in the regular step: B stays at 20, the knight at 0 damage
    moth = creature("moth", "A", 3, 4, MOTH, "Flying")
    bear = creature("bear", "A", 2, 2, attacking="B")
    knight = creature("knight", "B", 2, 2, "First strike", blocking=("bear",))
    board, _ = run(rules, bear, knight, moth)
    assert board.permanent("bear").zone.value == "battlefield"
    assert board.permanent("bear").attacking is None
    assert board.permanent("knight").damage == 0
    # control: with no first strike the two trade damage at once (510.2):
    # the knight dies too, the bear returns all the same
    plain = creature("knight", "B", 2, 2, blocking=("bear",))
    board, _ = run(rules, bear, plain, moth)
    assert board.permanent("knight").zone.value == "graveyard"
    assert board.permanent("bear").zone.value == "battlefield"


@pytest.mark.parametrize("rules", RULE_SETS)
def test_110_2a_under_your_control_the_auras_controller_gets_it(rules: str) -> None:
    # B's False Demise on A's attacker: it dies, and returns under B's control
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    wall = creature("wall", "B", 4, 4, blocking=("ogre",))
    board, events = run(rules, ogre, wall, aura("demise", "B", "ogre", DEMISE))
    back = board.permanent("ogre")
    assert back.zone.value == "battlefield"
    assert (back.controller, back.owner_id, back.attacking) == ("B", "A", None)
    assert board.permanent("demise").zone.value == "graveyard"  # 704.5m
    # Unholy Indenture: with a +1/+1 counter (a 4/4 now)
    board, _ = run(rules, ogre, wall, aura("indenture", "B", "ogre", INDENTURE))
    assert board.permanent("ogre").counters.plus_one == 1
    assert board.permanent("ogre").current_power == 4
    # Abduction's "under its owner's control": A gets it back
    board, _ = run(rules, ogre, wall, aura("abduction", "B", "ogre", ABDUCTION))
    assert board.permanent("ogre").controller == "A"
    # control: the ogre survives a 2/2 blocker and stays enchanted, attacking
    bear = creature("wall", "B", 2, 2, blocking=("ogre",))
    board, events = run(rules, ogre, bear, aura("demise", "B", "ogre", DEMISE))
    assert board.permanent("ogre").controller == "A"
    assert board.permanent("demise").zone.value == "battlefield"
    assert not [e for e in events if isinstance(e, ReturnedToBattlefield)]


@pytest.mark.parametrize("rules", RULE_SETS)
def test_111_7_a_token_that_died_does_not_return(rules: str) -> None:
    moth = creature("moth", "B", 3, 4, MOTH)
    token = creature("tok", "B", 2, 2, blocking=("ogre",), token=True)
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    board, events = run(rules, ogre, token, moth)
    assert board.get("tok") is None or board.permanent("tok").zone.value != "battlefield"
    assert not [e for e in events if isinstance(e, ReturnedToBattlefield)]


@pytest.mark.parametrize("rules", RULE_SETS)
def test_603_10a_dealt_damage_by_soul_collector_returns_under_its_control(rules: str) -> None:
    collector = creature("soul", "B", 3, 4, COLLECTOR, blocking=("bear",))
    bear = creature("bear", "A", 2, 2, attacking="B")
    board, _ = run(rules, bear, collector)
    assert board.permanent("bear").zone.value == "battlefield"
    assert board.permanent("bear").controller == "B"
    # control: another creature killed it, the collector dealt it no damage
    other = creature("wall", "B", 3, 4, blocking=("bear",))
    idle = creature("soul", "B", 3, 4, COLLECTOR)
    board, _ = run(rules, bear, other, idle)
    assert board.permanent("bear").zone.value == "graveyard"


def test_108_4_122_1b_the_board_after_combat_shows_counter_and_controller() -> None:
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    wall = creature("wall", "B", 4, 4, blocking=("ogre",))
    board, _ = run("current", ogre, wall, aura("demise", "B", "ogre", DEMISE))
    shown = state_json(board)["permanents"]
    assert shown["ogre"]["controller"] == "B"
    assert "controller" not in shown["wall"]  # control: its owner controls it (in its graveyard)
    assert "  ogre: battlefield, under B's control" in result_lines(board, "en")
    assert "  ogre：戦場、Bのコントロール下" in result_lines(board, "ja")
    moth = creature("moth", "B", 3, 4, MOTH, "Flying")
    bear = creature("bear", "B", 2, 2, blocking=("ogre",))
    board, _ = run("current", ogre, bear, moth)
    assert state_json(board)["permanents"]["bear"]["counters"]["flying"] == 1
    assert "flying" not in state_json(board)["permanents"]["moth"]["counters"]  # control
    assert "  bear：戦場、飛行カウンター1個" in result_lines(board, "ja")
    assert "  bear: battlefield, 1 flying counter(s)" in result_lines(board, "en")
