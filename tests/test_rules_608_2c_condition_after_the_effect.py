"""A condition written after a trigger's effect (session 11, issue 33): "Whenever ~
attacks or blocks, you lose 1 life if you don't control a Demon" (Takenuma Bleeder).
It is no intervening "if" (603.4): the ability triggers whatever the board, and the
condition is checked only as it resolves (608.2c).
"""

from __future__ import annotations

from helpers import creature_card, modelled_abilities, two_player_board
from mtgcombat.core.abilities import BlockTrigger, PermanentCount
from mtgcombat.core.counted_values import InterveningIf
from mtgcombat.core.permanent import Permanent
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.counted_triggers import gone_at_resolution, unmet_at_trigger
from mtgcombat.rules.triggers_blocks import declare_blockers_triggers
from mtgcombat.text import parse_sentence

BLEEDER = "Whenever ~ attacks or blocks, you lose 1 life if you don't control a Demon."
INTERVENING = "Whenever ~ attacks or blocks, if you control no Demons, you lose 1 life."


def _trigger(sentence: str) -> BlockTrigger:
    [value] = modelled_abilities(sentence)
    assert isinstance(value, BlockTrigger)
    return value


def _blocker(*extra: Permanent) -> tuple[Permanent, ...]:
    bears = creature_card("bears", "A", attacking="B")
    bleeder = creature_card(
        "bleeder", "B", 3, 3, blocking=("bears",), abilities=frozenset({_trigger(BLEEDER)})
    )
    return (bears, bleeder, *extra)


def test_parser_reads_a_check_at_resolution_only() -> None:
    value = _trigger(BLEEDER)
    first = value.effects[0]
    assert isinstance(first, InterveningIf) and first.at_resolution
    assert isinstance(first.condition, PermanentCount)
    assert describe_value(value).endswith(
        "as it resolves, if you control no demon creatures, you lose 1 life"
    )
    # control: written first, it is an intervening "if" (603.4)
    [intervening] = _trigger(INTERVENING).effects[:1]
    assert isinstance(intervening, InterveningIf) and not intervening.at_resolution


def test_parser_another_condition_after_the_effect_stays_refused() -> None:
    sentence = "Whenever ~ attacks, you lose 1 life if you control two or more Demons."
    assert parse_sentence(sentence).status == "unmodelled"


def test_608_2c_it_triggers_whatever_the_board() -> None:
    # with a Demon, the intervening form doesn't trigger (603.4); this one does
    demon = creature_card("demon", "A", subtypes=frozenset({"demon"}))
    attacker = creature_card("bleeder", "A", attacking="B")
    board = two_player_board(attacker, demon)
    assert unmet_at_trigger(board, _trigger(BLEEDER), "bleeder") is None
    assert unmet_at_trigger(board, _trigger(INTERVENING), "bleeder") is not None
    gone = gone_at_resolution(board, _trigger(BLEEDER).effects[0], "bleeder")  # type: ignore[arg-type]
    assert gone is not None and gone.rule == "608.2c"


def test_608_2c_no_demon_as_it_resolves_life_lost() -> None:
    after, events = declare_blockers_triggers(two_player_board(*_blocker()), "current")
    assert after.player("B").life == 19
    assert not [e for e in events if e.kind == "trigger_condition_gone"]


def test_608_2c_a_demon_as_it_resolves_nothing_happens() -> None:
    demon = creature_card("demon", "B", 5, 3, subtypes=frozenset({"demon"}))
    after, events = declare_blockers_triggers(two_player_board(*_blocker(demon)), "current")
    assert after.player("B").life == 20
    assert [e.rule for e in events if e.kind == "trigger_condition_gone"] == ["608.2c"]
