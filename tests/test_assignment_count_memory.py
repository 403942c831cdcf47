"""Counting one creature's legal damage assignments (510.1c) needs memory in
the damage alone, not in the damage times the blockers: ``assignments
--count`` and the server's counting table keep two rows at a time. (The
whole table of a 100000-power attacker blocked by 1,000 creatures was
allocated before any budget was checked: 1.6 GB and more.) Listing still
walks the whole table, made a row at a time under the server's budget."""

from __future__ import annotations

import tracemalloc

from mtgcombat.rules.assignment_options import _Table


def _peak(work: object) -> int:
    tracemalloc.start()
    try:
        work()  # type: ignore[operator]
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_510_1c_a_count_keeps_two_rows_not_the_table() -> None:
    amount, slots = 2000, 200
    needs = (5,) * slots
    gated = (False,) * slots
    counted = _Table(amount, gated, needs)
    rolling = _peak(counted.count)
    # control: the walk's table is the whole one, and counts the same
    walked = _Table(amount, gated, needs)
    whole = _peak(lambda: walked.ways)
    assert rolling * 20 < whole, (rolling, whole)
    assert walked.count() == counted.count()


def test_510_1c_counts_agree_with_the_table_on_small_layouts() -> None:
    """The rolling count equals the table's corner for gated and ungated
    layouts (2023 rules: damage assignment order gates later blockers)."""
    for amount in range(0, 12):
        for needs in ((1,), (2, 3), (3, 1, 2), (2, 2, 2, 2)):
            for gated in ((False,) * len(needs), (True,) * len(needs)):
                rolling = _Table(amount, gated, needs).count()
                table = _Table(amount, gated, needs)
                assert rolling == table.ways[0][1][amount] == len(list(table.walk()))
