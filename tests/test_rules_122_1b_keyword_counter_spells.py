"""Keyword counters put by a spell (122.1b; issue 33, session 8): "Put a
flying counter on it." (Spontaneous Flight), "Put a first strike counter on
it." (Heightened Reflexes), "Put a +1/+1 counter and a lifelink counter on
target creature." (Unexpected Fangs). The permanent has the keyword as long
as the counter stays; one that can't have counters gets neither. Each rules
test has a control; the parser tests show what is read and what is refused."""

from __future__ import annotations

import json

import pytest

from mtgcombat.core.abilities import Keyword
from mtgcombat.core.events import KeywordCounterPut
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.timeline import Point, TimelineEntry, cast_check, run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import parse_spell, spell_from_json, spell_to_json

# -- the parser ------------------------------------------------------------------

READS = [
    ("Target creature gets +3/+3 until end of turn. Put a trample counter on it.",
     ["the target gets +3/+3 until end of turn", "put a trample counter on the target"]),
    ("Put a +1/+1 counter and a lifelink counter on target creature.",
     ["put 1 +1/+1 counter(s) on the target", "put a lifelink counter on the target"]),
    ("Put a first strike counter on target creature.",
     ["put a first strike counter on the target"]),
]  # fmt: skip


@pytest.mark.parametrize(("text", "effects"), READS, ids=[t for t, _ in READS])
def test_122_1b_keyword_counter_sentences_read(text: str, effects: list[str]) -> None:
    card = read_spell_card(text, "Fangs")
    assert card.fully_modelled, card.problems
    assert [str(e) for e in card.spell().effects] == effects


@pytest.mark.parametrize(
    "text",
    [
        "Put a haste counter on target creature.",  # haste is no keyword the engine counts
        "Put a menace counter on a creature you control.",  # a choice, not a target
        "Put a flying counter and a trample counter on target creature.",
    ],
)
def test_122_1b_keyword_counters_not_carried_out_stay_refused(text: str) -> None:
    assert not read_spell_card(text, "Fangs").fully_modelled


# -- the rules -------------------------------------------------------------------

BOARD = """
rules = "{rules}"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
attacking = "B"
{extra}
[[permanents]]
id = "wall"
controller = "B"
power = 0
toughness = 4
"""


# the printed texts of Fully Grown, Unexpected Fangs, Spontaneous Flight, Heightened Reflexes
GROWN = "Target creature gets +3/+3 until end of turn. Put a trample counter on it."
FANGS = "Put a +1/+1 counter and a lifelink counter on target creature."
FLIGHT = "Target creature gets +2/+2 until end of turn. Put a flying counter on it."
REFLEXES = "Target creature gets +1/+0 until end of turn. Put a first strike counter on it."


def _play(card: str, point: str, *, extra: str = "", rules: str = "current",
          blockers: str = "") -> Board:  # fmt: skip
    """The board after ``card`` (a card's whole text) is cast on the bear
    at ``point``, as a ``card =`` entry casts it; none without one."""
    scenario = parse_scenario(BOARD.format(rules=rules, extra=extra) + blockers)
    ruleset = RuleSet.R2023 if rules == "2023" else RuleSet.CURRENT
    entries: tuple[TimelineEntry, ...] = ()
    if card:
        spell = read_spell_card(card, "Trick").spell()
        entries = (TimelineEntry(Point(point), spell, ("bear",), "A", "timeline[0]"),)
        cast_check(scenario.board, entries[0])
    return run_combat(scenario.board, ruleset, entries, auto=True).board


@pytest.mark.parametrize("rules", ["current", "2023"])
def test_122_1b_a_trample_counter_after_blocks_assigns_the_excess_to_the_player(
    rules: str,
) -> None:
    # Fully Grown on the 2/2 bear blocked by the 0/4 wall: a 5/5 with trample
    # assigns 4 to the wall (lethal, 702.19b) and 1 to B
    wall = 'blocking = ["bear"]\n'
    after = _play(GROWN, "declare-blockers", rules=rules, blockers=wall)
    bear = after.permanent("bear")
    assert Keyword.TRAMPLE in bear.abilities and bear.counters.count("trample") == 1
    assert after.player("B").life == 19
    assert after.permanent("wall").zone.value == "graveyard"
    # control: the same combat without the spell, the wall takes the 2
    control = _play("", "declare-blockers", rules=rules, blockers=wall)
    assert control.player("B").life == 20 and control.permanent("wall").damage == 2


def test_122_1b_a_lifelink_counter_gains_its_controller_the_damage() -> None:
    # Unexpected Fangs: a 3/3 bear with lifelink deals 3 to the wall, A gains 3
    wall = 'blocking = ["bear"]\n'
    after = _play(FANGS, "declare-blockers", blockers=wall)
    assert after.permanent("bear").counters.count("+1/+1") == 1
    assert after.player("A").life == 23
    control = _play("", "declare-blockers", blockers=wall)
    assert control.player("A").life == 20


def test_122_1b_a_permanent_that_cant_have_counters_gets_no_keyword() -> None:
    after = _play(FLIGHT, "declare-attackers", extra="cant_have_counters = true")
    bear = after.permanent("bear")
    assert Keyword.FLYING not in bear.abilities and bear.counters.count("flying") == 0
    assert bear.current_power == 4  # the pump still applies (613.4c)


def test_122_1b_a_first_strike_counter_after_blocks_kills_the_blocker_first() -> None:
    # Heightened Reflexes on the 3/2 bear blocked by a 2/2: it deals its 3
    # first (702.7b) and the blocker deals none back
    blockers = (
        '[[permanents]]\nid = "cub"\ncontroller = "B"\npower = 2\ntoughness = 2\n'
        'blocking = ["bear"]\n'
    )
    after = _play(REFLEXES, "declare-blockers", blockers=blockers)
    assert after.permanent("cub").zone.value == "graveyard"
    assert after.permanent("bear").zone.value == "battlefield"
    assert after.permanent("bear").damage == 0
    # control: without it both die
    control = _play("", "declare-blockers", blockers=blockers)
    assert control.permanent("bear").zone.value == "graveyard"


def test_122_1b_the_event_in_english_and_japanese() -> None:
    event = KeywordCounterPut("122.1b", "bear", "first strike", "timeline[0]")
    assert "first strike counter" in describe_event(event)
    assert "先制攻撃カウンター" in describe_event(event, "ja")


def test_122_1b_a_keyword_counter_spell_is_kept_and_read_back_as_json() -> None:
    # the parse cache keeps a spell as JSON (mtgcombat.text.parse_cache)
    spell = parse_spell("Put a flying counter on target creature.")
    assert spell_from_json(json.loads(json.dumps(spell_to_json(spell)))) == spell
