"""Counters of a named kind put on, or removed from, a combat damage
trigger's own permanent (issue 33, session 10; 122.1): "whenever ~ deals
combat damage to a player, put a charge counter on it" (Lightning Reaver),
"whenever equipped creature deals combat damage, put a charge counter on ~"
(Banshee's Blade: its creature gets +1/+1 for each, so a counter from the
first-strike step changes the regular step, 510.4), "whenever a source
deals damage to you, remove a filibuster counter from ~" (Azor's
Elocutors), "remove all -1/-1 counters from it" (Ammit Eternal, 613.4c).
Kinds with rules of their own (keyword counters 122.1b, shield 122.1c...)
are refused. These lines were recorded and not carried out before. Each
rules test has a control.
"""

from __future__ import annotations

import pytest

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers, registered on import)
from helpers import creature_card as _creature
from helpers import modelled_abilities as _abilities
from helpers import two_player_board as _board
from mtgcombat.core.attack_effect_values import RemoveCounterEffect
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, CardType, Counters, Keyword, Permanent
from mtgcombat.core.named_counter_values import NamedCounterEffect
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

REAVER = "Whenever ~ deals combat damage to a player, put a charge counter on it."
BLADE = "Whenever equipped creature deals combat damage, put a charge counter on ~."
ELOCUTORS = "Whenever a source deals damage to you, remove a filibuster counter from ~."
AMMIT = "Whenever ~ deals combat damage to a player, remove all -1/-1 counters from it."
GROUP = (
    "Whenever a creature you control deals combat damage to a player, put a charge counter on it."
)


# -- parser -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "effect", "ja"),
    [
        (REAVER, NamedCounterEffect("charge", 1, False, "it"), "それの上に蓄積カウンターを1個置く"),
        (BLADE, NamedCounterEffect("charge"), "これの上に蓄積カウンターを1個置く"),
        # (also read by the attack triggers' form, one counter removed: the same outcome)
        (ELOCUTORS, RemoveCounterEffect("filibuster", "self"), "カウンター1個を取り除く"),
        (AMMIT, NamedCounterEffect("-1/-1", 0, True, "it"), "-1/-1カウンターをすべて取り除く"),
        (GROUP, NamedCounterEffect("charge", 1, False, "it"), "それの上に蓄積カウンター"),
    ],
)
def test_122_1_parser_reads_counters_of_a_named_kind(
    sentence: str, effect: NamedCounterEffect | RemoveCounterEffect, ja: str
) -> None:
    [ability] = _abilities(sentence)
    assert ability.effects == (effect,)
    assert ja in describe_value(ability, "ja")


@pytest.mark.parametrize("kind", ["flying", "shield", "stun", "indestructible"])
def test_122_1b_parser_refuses_kinds_with_rules_of_their_own(kind: str) -> None:
    # the control: a keyword counter grants its keyword (122.1b), a shield
    # counter stops destruction (122.1c): not this effect, so recorded
    parsed = parse_sentence(
        f"Whenever ~ deals combat damage to a player, put a {kind} counter on it."
    )
    assert parsed.status == "recorded"


# -- rules --------------------------------------------------------------------


def _run(*permanents: Permanent) -> tuple[Board, tuple[Event, ...]]:
    result = resolve_combat(_board(*permanents), "current", None, auto=True, triggers=True)
    return result.board, result.events


def test_122_1_reaver_gets_a_charge_counter_when_it_hits_a_player() -> None:
    reaver = _creature("reaver", "A", 3, 3, attacking="B", abilities=_abilities(REAVER))
    board, _ = _run(reaver)
    assert board.permanent("reaver").counters.count("charge") == 1
    # the control: blocked, it deals its damage to a creature only
    board, _ = _run(reaver, _creature("wall", "B", 0, 8, blocking=("reaver",)))
    assert board.permanent("reaver").counters.count("charge") == 0


def _blade_from_text(host: str) -> Permanent:
    parsed = parse_sentence("Equipped creature gets +1/+1 for each charge counter on ~.")
    assert parsed.status == "modelled"
    return Permanent(
        id="blade",
        controller="A",
        types=frozenset({CardType.ARTIFACT}),
        subtypes=frozenset({"equipment"}),
        attached_to=host,
        abilities=_abilities(BLADE),
        statics=parsed.traits.statics,
    )


def test_510_4_blade_counter_from_first_strike_grows_the_regular_damage() -> None:
    # a 1/1 double striker: 1 in the first-strike step, the counter makes it
    # 2/2, 2 in the regular step (510.4): B loses 3
    ace = _creature("ace", "A", 1, 1, attacking="B", keywords=frozenset({Keyword.DOUBLE_STRIKE}))
    board, _ = _run(ace, _blade_from_text("ace"))
    assert board.player("B").life == 17
    # the control: first strike only, one damage step: 1 damage, then a counter
    fencer = _creature("ace", "A", 1, 1, attacking="B", keywords=frozenset({Keyword.FIRST_STRIKE}))
    board, _ = _run(fencer, _blade_from_text("ace"))
    assert board.player("B").life == 19


def test_122_1_elocutors_lose_a_filibuster_counter_when_a_source_hits_you() -> None:
    elocutors = _creature("azor", "B", 3, 5, abilities=_abilities(ELOCUTORS),
                          counters=Counters(other=(("filibuster", 2),)))  # fmt: skip
    bear = _creature("bear", "A", 2, 2, attacking="B")
    board, events = _run(bear, elocutors)
    assert board.permanent("azor").counters.count("filibuster") == 1
    assert "counters_removed" in [e.kind for e in events]
    # the control: it blocks the bear; B is dealt no damage, no counter leaves
    blocking = _creature("azor", "B", 3, 5, abilities=_abilities(ELOCUTORS), blocking=("bear",),
                         counters=Counters(other=(("filibuster", 2),)))  # fmt: skip
    board, _ = _run(bear, blocking)
    assert board.permanent("azor").counters.count("filibuster") == 2


def test_613_4c_ammit_loses_all_its_minus_counters() -> None:
    ammit = _creature("ammit", "A", 5, 5, attacking="B", abilities=_abilities(AMMIT),
                      counters=Counters(minus_one=3))  # fmt: skip
    board, _ = _run(ammit)
    assert board.player("B").life == 18  # a 2/2 as it deals its damage
    assert board.permanent("ammit").counters.minus_one == 0
    assert board.permanent("ammit").current_toughness == 5
    # the control: blocked by a wall, no damage to a player, the counters stay
    board, _ = _run(ammit, _creature("wall", "B", 0, 8, blocking=("ammit",)))
    assert board.permanent("ammit").counters.minus_one == 3


def test_122_1_group_trigger_counter_goes_on_the_creature_that_dealt_damage() -> None:
    # "it" in "whenever a creature you control ..." is that creature, not the source
    watcher = _creature("watcher", "A", 1, 1, abilities=_abilities(GROUP))
    board, _ = _run(watcher, _creature("bear", "A", 2, 2, attacking="B"))
    assert board.permanent("bear").counters.count("charge") == 1
    assert board.permanent("watcher").counters.count("charge") == 0
