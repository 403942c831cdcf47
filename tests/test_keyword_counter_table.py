"""One table of the keywords a keyword counter may name (122.1b;
``core.named_counter_values.KEYWORD_COUNTERS``): the scenario reader, the
spell grammar and the trigger grammar each take their part of it."""

from __future__ import annotations

from mtgcombat.core.abilities import Keyword
from mtgcombat.core.named_counter_values import KEYWORD_COUNTERS, ordinary_kind
from mtgcombat.rules.spell_keyword_counters import KEYWORD_COUNTER_KINDS
from mtgcombat.scenario.load import KEYWORD_COUNTERS as SCENARIO_KEYWORD_COUNTERS


def test_122_1b_the_fifteen_keywords() -> None:
    assert len(KEYWORD_COUNTERS) == 15
    assert {"decayed", "exalted", "haste", "hexproof", "shadow"} <= KEYWORD_COUNTERS


def test_each_reader_takes_its_part_of_the_one_table() -> None:
    # a scenario's counters: all but decayed and exalted, abilities of their own
    assert {"decayed", "exalted"} == KEYWORD_COUNTERS - SCENARIO_KEYWORD_COUNTERS
    # a spell's "put a flying counter": the ones that are keywords the engine carries out
    assert {k.value for k in KEYWORD_COUNTER_KINDS} == KEYWORD_COUNTERS - {
        "decayed", "exalted", "haste", "hexproof"
    }  # fmt: skip
    assert all(isinstance(k, Keyword) for k in KEYWORD_COUNTER_KINDS)


def test_a_keyword_counter_is_no_ordinary_kind() -> None:
    assert not ordinary_kind("hexproof", KEYWORD_COUNTERS)
    # control: a charge counter is
    assert ordinary_kind("charge", KEYWORD_COUNTERS)
