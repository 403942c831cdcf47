"""Static abilities that change the counters put on permanents (614.1a, 122.6),
read from card text and applied where every counter is put
(:mod:`mtgcombat.rules.counter_placing`): "that many plus one" (Hardened
Scales), "twice that many" (Corpsejack Menace), "that many -1/-1 counters
minus one" (Vizier of Remedies), "that many plus one of each of those kinds"
(Winding Constrictor), "can't have -1/-1 counters put on them" (Melira,
Sylvok Outcast; a "can't", 101.2), and the order of two that apply to one
placement (616.1). Each case has a control where the ability does not apply.
"""

from __future__ import annotations

import pytest

from helpers import creature, two_player_board
from mtgcombat.core.counter_rules import CounterRule
from mtgcombat.core.events import CountersPut, CountersReplaced
from mtgcombat.core.model import Board, CardType, Keyword, Permanent
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.triggered import CounterEffect
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.counter_placing import order_problem
from mtgcombat.rules.spell_effects import apply_targeted
from mtgcombat.text import ability_from_json, ability_to_json, parse_sentence

SCALES = (
    "If one or more +1/+1 counters would be put on a creature you control, that many plus "
    "one +1/+1 counters are put on it instead."
)
MENACE = (
    "If one or more +1/+1 counters would be put on a creature you control, twice that many "
    "+1/+1 counters are put on it instead."
)
MOWU = (
    "If one or more +1/+1 counters would be put on Mowu, Loyal Companion, that many plus one "
    "+1/+1 counters are put on it instead."
)
VIZIER = (
    "If one or more -1/-1 counters would be put on a creature you control, that many -1/-1 "
    "counters minus one are put on it instead."
)
CONSTRICTOR = (
    "If one or more counters would be put on an artifact or creature you control, that many "
    "plus one of each of those kinds of counters are put on that permanent instead."
)
MELIRA = "Creatures you control can't have -1/-1 counters put on them."
BLIGHTBEETLE = "Creatures your opponents control can't have +1/+1 counters put on them."


def _rule(sentence: str, name: str = "Holder") -> CounterRule:
    parsed = parse_sentence(sentence, name=name)
    assert parsed.status == "modelled", parsed.error
    [rule] = parsed.traits.statics
    assert isinstance(rule, CounterRule)
    return rule


def _holder(pid: str, controller: str, sentence: str, name: str = "Holder") -> Permanent:
    return Permanent(
        id=pid,
        controller=controller,
        types=frozenset({CardType.ENCHANTMENT}),
        statics=(_rule(sentence, name),),
    )


# --- the parser -------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "does", "counter", "amount", "controller"),
    [
        (SCALES, "plus", "+1/+1", 1, "you"),
        (MENACE, "double", "+1/+1", 0, "you"),
        (VIZIER, "plus", "-1/-1", -1, "you"),
        (CONSTRICTOR, "plus", "", 1, "you"),
        (MELIRA, "none", "-1/-1", 0, "you"),
        (BLIGHTBEETLE, "none", "+1/+1", 0, "opponent"),
    ],
)
def test_614_1a_counter_rule_sentences_parse(
    sentence: str, does: str, counter: str, amount: int, controller: str
) -> None:
    rule = _rule(sentence)
    assert (rule.does, rule.counter, rule.amount, rule.to.controller) == (
        does,
        counter,
        amount,
        controller,
    )
    assert ability_from_json(ability_to_json(rule)) == rule  # the structured form


def test_614_1a_counter_rule_on_itself_parses() -> None:
    rule = _rule(MOWU, "Mowu, Loyal Companion")
    assert rule.to.ids == ("~",) and (rule.does, rule.amount) == ("plus", 1)
    assert describe_value(rule, "ja").startswith("これに+1/+1カウンターが1個以上置かれる場合")


def test_614_1a_counters_of_a_team_are_refused() -> None:
    parsed = parse_sentence(
        "If one or more counters would be put on a permanent your team controls, that many "
        "plus one of each of those kinds of counters are put on that permanent instead."
    )
    assert parsed.status == "unmodelled"


def test_614_1a_a_counter_line_is_never_no_effect() -> None:
    # "you get that many plus one of each of those kinds" changes poison counters (704.5c)
    parsed = parse_sentence(
        "If you would get one or more counters, you get that many plus one of each of those "
        "kinds of counters instead."
    )
    assert parsed.status == "unmodelled" and parsed.combat


# --- the rules --------------------------------------------------------------


def _counter_spell(board: Board, target: str, amount: int = 1) -> tuple[Board, list[object]]:
    effect = CounterEffect(amount=amount, plus=True, target="target")
    after, events = apply_targeted(board, RuleSet.CURRENT, effect, target, "timeline[0]")
    return after, list(events)


def test_614_1a_hardened_scales_puts_one_more() -> None:
    bear = creature("bear", "A", 2, 2)
    board = two_player_board(_holder("scales", "A", SCALES), bear)
    after, events = _counter_spell(board, "bear")
    assert after.permanent("bear").counters.plus_one == 2
    replaced = [e for e in events if isinstance(e, CountersReplaced)]
    assert [(e.rule, e.would, e.amount, e.sources) for e in replaced] == [
        ("614.1a", 1, 2, "scales")
    ]
    assert [e.amount for e in events if isinstance(e, CountersPut)] == [2]
    assert describe_event(replaced[0], "ja") == (
        "bearに+1/+1カウンターが1個置かれる代わりに、2個置かれる（scales）"
    )


def test_614_1a_hardened_scales_control_an_opponents_creature() -> None:
    # control: "a creature you control" is read from the ability's controller
    bear = creature("bear", "B", 2, 2)
    board = two_player_board(_holder("scales", "A", SCALES), bear)
    after, events = _counter_spell(board, "bear")
    assert after.permanent("bear").counters.plus_one == 1
    assert not [e for e in events if isinstance(e, CountersReplaced)]


def test_614_1a_corpsejack_menace_doubles_and_mowu_only_itself() -> None:
    bear = creature("bear", "A", 2, 2)
    menace = _holder("menace", "A", MENACE)
    after, _ = _counter_spell(two_player_board(menace, bear), "bear", 2)
    assert after.permanent("bear").counters.plus_one == 4
    mowu = Permanent(
        id="mowu",
        controller="A",
        power=3,
        toughness=3,
        statics=(_rule(MOWU, "Mowu, Loyal Companion"),),
    )
    board = two_player_board(mowu, bear)
    assert _counter_spell(board, "mowu")[0].permanent("mowu").counters.plus_one == 2
    # control: another creature of the same controller gets what the spell puts
    assert _counter_spell(board, "bear")[0].permanent("bear").counters.plus_one == 1


def _wither_block(holder: Permanent | None) -> tuple[Permanent, list[object]]:
    """A 3/3 with wither attacks and is blocked by B's 3/3 giant."""
    ram = creature("ram", "A", 3, 3, Keyword.WITHER, attacking="B")
    giant = creature("giant", "B", 3, 3, blocking=("ram",))
    perms = (holder, ram, giant) if holder is not None else (ram, giant)
    result = resolve_combat(two_player_board(*perms), RuleSet.CURRENT, auto=True)
    return result.board.permanent("giant"), list(result.events)


def test_614_1a_vizier_of_remedies_one_fewer_wither_counter() -> None:
    giant, events = _wither_block(_holder("vizier", "B", VIZIER))
    assert giant.on_battlefield and giant.counters.minus_one == 2
    assert [e.amount for e in events if isinstance(e, CountersPut)] == [2]
    # control: the ability's controller is the attacker's: the giant gets all three
    giant, _ = _wither_block(_holder("vizier", "A", VIZIER))
    assert not giant.on_battlefield and giant.counters.minus_one == 3


def test_614_1a_winding_constrictor_adds_to_every_kind() -> None:
    giant, _ = _wither_block(_holder("snake", "B", CONSTRICTOR))
    assert giant.counters.minus_one == 4 and not giant.on_battlefield
    bear = creature("bear", "B", 2, 2)
    board = two_player_board(_holder("snake", "B", CONSTRICTOR), bear)
    assert _counter_spell(board, "bear")[0].permanent("bear").counters.plus_one == 2


def test_101_2_melira_no_minus_counters_on_your_creatures() -> None:
    giant, events = _wither_block(_holder("melira", "B", MELIRA))
    assert giant.on_battlefield and giant.counters.minus_one == 0 and giant.damage == 0
    [replaced] = [e for e in events if isinstance(e, CountersReplaced)]
    assert (replaced.rule, replaced.amount) == ("101.2", 0)
    assert not [e for e in events if isinstance(e, CountersPut)]
    # control: +1/+1 counters are still put on them
    bear = creature("bear", "B", 2, 2)
    board = two_player_board(_holder("melira", "B", MELIRA), bear)
    assert _counter_spell(board, "bear")[0].permanent("bear").counters.plus_one == 1


def test_101_2_blightbeetle_no_plus_counters_on_opponents_creatures() -> None:
    mine, theirs = creature("mine", "B", 2, 2), creature("theirs", "A", 2, 2)
    board = two_player_board(_holder("beetle", "B", BLIGHTBEETLE), mine, theirs)
    assert _counter_spell(board, "theirs")[0].permanent("theirs").counters.plus_one == 0
    assert _counter_spell(board, "mine")[0].permanent("mine").counters.plus_one == 1  # control


def test_616_1_order_of_scales_and_menace_is_refused() -> None:
    # 2 counters: Scales then Menace give 6, Menace then Scales 5; the controller chooses
    bear = creature("bear", "A", 2, 2)
    board = two_player_board(_holder("scales", "A", SCALES), _holder("menace", "A", MENACE), bear)
    assert order_problem(board) == ("bear", "+1/+1", ("scales", "menace"))
    with pytest.raises(ChoiceError) as caught:
        _counter_spell(board, "bear", 2)
    assert caught.value.rule == "616.1"


def test_616_1_two_scales_commute_control() -> None:
    # control: two "plus one" give the same number in either order: applied, no refusal
    bear = creature("bear", "A", 2, 2)
    board = two_player_board(_holder("one", "A", SCALES), _holder("two", "A", SCALES), bear)
    assert order_problem(board) is None
    assert _counter_spell(board, "bear")[0].permanent("bear").counters.plus_one == 3


def test_616_1_vizier_and_constrictor_on_one_counter_is_refused() -> None:
    # one -1/-1 counter: Vizier first leaves none (nothing more applies), Constrictor first 1
    board = two_player_board(_holder("vizier", "B", VIZIER), _holder("snake", "B", CONSTRICTOR))
    board = board.with_permanents([*board.permanents, creature("giant", "B", 3, 3)])
    assert order_problem(board) == ("giant", "-1/-1", ("vizier", "snake"))


def _returner(pid: str, keyword: str) -> Permanent:
    """A 3/2 with persist or undying (its reminder text, 702.79a, 702.93a) blocking a giant."""
    read = parse_sentence(keyword.capitalize(), name="Testfinks")
    return Permanent(
        id=pid,
        controller="B",
        power=3,
        toughness=2,
        types=frozenset({CardType.CREATURE}),
        abilities=frozenset(read.traits.abilities),
        blocking=("giant",),
    )


def _returns(holder: Permanent, keyword: str) -> Permanent:
    giant = creature("giant", "A", 3, 3, attacking="B")
    board = two_player_board(holder, giant, _returner("finks", keyword))
    return resolve_combat(board, RuleSet.CURRENT, auto=True, triggers=True).board.permanent("finks")


def test_122_6_persist_returns_without_a_counter_under_melira() -> None:
    back = _returns(_holder("melira", "B", MELIRA), "persist")
    assert back.on_battlefield and back.counters.minus_one == 0
    # control: Melira of the other player: it returns with its -1/-1 counter (702.79a)
    back = _returns(_holder("melira", "A", MELIRA), "persist")
    assert back.on_battlefield and back.counters.minus_one == 1


def test_122_6_undying_returns_with_two_counters_under_hardened_scales() -> None:
    back = _returns(_holder("scales", "B", SCALES), "undying")
    assert back.on_battlefield and back.counters.plus_one == 2
    back = _returns(_holder("scales", "A", SCALES), "undying")  # control
    assert back.on_battlefield and back.counters.plus_one == 1
