"""Abilities a timeline's spell triggers that act on their own permanent
(601.2i, 603.2): "whenever you cast a green spell, remove a -1/-1 counter
from ~" (122.1) and "whenever you cast a noncreature spell, (you may) untap
~" (701.26; 701.21 in 2023): an untapped creature of the defending player
can be declared as a blocker (509.1a). Each rules test is named by its rule
and has a control."""

from __future__ import annotations

import pytest

from mtgcombat.core.abilities import BlockTrigger, SelfCounterRemovalEffect, SelfUntapEffect
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.blocks_pairs import blocker_problems
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario import parse_scenario
from mtgcombat.text import parse_sentence

UNTAP = "Whenever you cast a noncreature spell, untap ~."
MAY_UNTAP = "Whenever you cast a spell, you may untap ~."
REMOVE = "Whenever you cast a green spell, remove a -1/-1 counter from ~."

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "ogre"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "sentry"
controller = "B"
power = POWER
toughness = TOUGHNESS
abilities = [LINE]
EXTRA
"""


def board_text(line: str, extra: str, power: int = 1, toughness: int = 4) -> str:
    return (
        BOARD.replace("LINE", f'"{line}"')
        .replace("EXTRA", extra)
        .replace("POWER", str(power))
        .replace("TOUGHNESS", str(toughness))
    )


def spell(card_or_effect: str, point: str = "declare-attackers") -> str:
    return f'[[timeline]]\nafter = "{point}"\n{card_or_effect}\ncontroller = "B"\n'


@pytest.mark.parametrize(
    ("sentence", "effect", "optional"),
    [
        (UNTAP, SelfUntapEffect(), False),
        (MAY_UNTAP, SelfUntapEffect(), True),
        (REMOVE, SelfCounterRemovalEffect(), False),
    ],
)
def test_601_2i_parser_reads_cast_triggers_on_the_permanent_itself(
    sentence: str, effect: object, optional: bool
) -> None:
    parsed = parse_sentence(sentence, name="Sentry")
    assert parsed.status == "modelled"
    [ability] = parsed.traits.abilities
    assert isinstance(ability, BlockTrigger)
    assert ability.effects == (effect,) and ability.optional is optional
    assert describe_value(ability, "ja")


def test_601_2i_control_the_same_effects_on_blocks_and_attacks_are_not_read_as_these() -> None:
    # "whenever ~ blocks, untap ~" changes nothing in the combat (no effect);
    # an attack trigger removing a counter from a target stays refused (one
    # removed from ~ itself is read since s10-attacks, 122.1)
    assert parse_sentence("Whenever ~ blocks, untap ~.").status == "no_effect"
    assert parse_sentence(
        "Whenever ~ attacks, remove a +1/+1 counter from target creature."
    ).status == ("unmodelled")


def _run(text: str) -> Board:
    scenario = parse_scenario(text)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board


def test_701_26_a_spell_cast_after_attacks_untaps_a_blocker_509_1a() -> None:
    blocking = 'tapped = true\nblocking = ["ogre"]\n' + spell('effect = "You gain 1 life."')
    board = _run(board_text(UNTAP, blocking))
    assert not board.permanent("sentry").tapped
    assert board.permanent("sentry").damage == 3 and board.player("B").life == 21


def test_509_1a_control_without_the_spell_the_tapped_creature_cant_block() -> None:
    scenario = parse_scenario(board_text(UNTAP, 'tapped = true\nblocking = ["ogre"]\n'))
    problems = blocker_problems(scenario.board, "sentry")
    assert any(v.rule == "509.1a" for v in problems)


def test_701_26_you_may_untap_declined_leaves_it_tapped() -> None:
    extra = "tapped = true\nchoices = { may = false }\n" + spell('effect = "You gain 1 life."')
    board = _run(board_text(MAY_UNTAP, extra))
    assert board.permanent("sentry").tapped
    board = _run(board_text(MAY_UNTAP, "tapped = true\n" + spell('effect = "You gain 1 life."')))
    assert not board.permanent("sentry").tapped


def test_122_1_a_green_spell_removes_a_minus_counter_before_damage() -> None:
    # a 4/4 with two -1/-1 counters (a 2/2) blocks the 3/3; B casts Giant
    # Growth on it (green): its trigger first removes a counter (603.3, 608.1),
    # then +3/+3: a 6/6 that survives the 3 damage and kills the ogre
    extra = 'counters = { "-1/-1" = 2 }\nblocking = ["ogre"]\n' + spell(
        'card = "Giant Growth"\ntargets = ["sentry"]', "declare-blockers"
    )
    board = _run(board_text(REMOVE, extra, 4, 4))
    assert board.permanent("sentry").counters.minus_one == 1
    assert board.permanent("sentry").on_battlefield  # 4/4 - 1 + 3 = 6/6, 3 damage
    assert not board.permanent("ogre").on_battlefield  # 6 damage
    # control: a red spell (Brute Force, +3/+3): no counter goes, a 5/5
    red = extra.replace("Giant Growth", "Brute Force")
    board = _run(board_text(REMOVE, red, 4, 4))
    assert board.permanent("sentry").counters.minus_one == 2
