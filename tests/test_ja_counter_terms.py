"""One Japanese table of counter kinds (122.1; ``data/ja_terms.toml``
``[counters]``): conditions, selectors and effects say a kind alike. The
second table it replaces said an age counter 年齢 where the others said
経年 (review, issue 33)."""

from __future__ import annotations

import pytest

from mtgcombat.core.attack_effect_values import RemoveCounterEffect
from mtgcombat.io.attack_effect_words import attack_effect_ja
from mtgcombat.io.condition_words import _counter_kind
from mtgcombat.io.ja_terms import terms
from mtgcombat.io.selector_words import counter_kind_ja


def test_one_table_of_counter_kinds() -> None:
    assert "counter_kinds" not in terms()
    assert terms()["counters"]["age"] == "経年"


@pytest.mark.parametrize("kind", ["age", "fade", "time", "quest", "ice"])
def test_conditions_selectors_and_effects_say_a_kind_alike(kind: str) -> None:
    word = terms()["counters"][kind]
    assert _counter_kind(kind) == counter_kind_ja(kind) == word
    assert (
        attack_effect_ja(RemoveCounterEffect(kind), str) == f"それから{word}カウンター1個を取り除く"
    )


def test_a_kind_not_listed_is_shown_as_printed() -> None:
    # control: not in the table
    assert _counter_kind("zap") == "「zap」"
    assert counter_kind_ja("zap") == "zap"
