"""A trigger on the death of a creature the permanent dealt damage to this
turn, narrowed by the dead creature's quality (issue 33, session 11):
"Whenever a creature with flying dealt damage by ~ this turn dies, put a
+1/+1 counter on ~" (Trophy Hunter). The creature that died must match the
words as it last existed on the battlefield (603.10a); the ability resolves
in the combat damage step of the death (510.3a, 603.3). Each rules test has
a control, in both rule sets."""

from __future__ import annotations

import pytest

from helpers import creature, modelled_abilities, read_trigger
from mtgcombat.core.model import Board, Player
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat

HUNTER = (
    "Whenever a creature with flying dealt damage by ~ this turn dies, put a +1/+1 counter on ~."
)
RULE_SETS = ("current", "2023")


def test_parse_the_quality_of_the_creature_that_died() -> None:
    [ability] = modelled_abilities(HUNTER, name="Trophy Hunter")
    assert str(ability) == (
        "whenever a creature dealt damage by this creature this turn dies (the other creature:"
        " creatures with flying), put 1 +1/+1 counter(s) on it"
    )
    assert "ダメージを与えられた飛行を持つクリーチャーが死亡するたび" in describe_value(
        ability, "ja"
    )
    # control: without the quality it is the plain trigger, any creature
    plain = "Whenever a creature dealt damage by ~ this turn dies, put a +1/+1 counter on ~."
    assert read_trigger(plain).other is None


def _board(*blocker_text: str) -> Board:
    hunter = creature(
        "hunter", "A", 2, 3, *modelled_abilities(HUNTER, name="Trophy Hunter"), attacking="B"
    )
    blocker = creature(
        "blocker", "B", 2, 2, *(a for t in blocker_text for a in modelled_abilities(t)),
        blocking=("hunter",),
    )  # fmt: skip
    return Board((Player("A"), Player("B")), (hunter, blocker), "A")


@pytest.mark.parametrize("rules", RULE_SETS)
def test_603_10a_a_flier_dealt_damage_dies_the_hunter_gets_a_counter(rules: str) -> None:
    result = resolve_combat(_board("Flying"), rules, auto=True, triggers=True)
    assert result.board.permanent("blocker").zone.value == "graveyard"
    assert result.board.permanent("hunter").counters.plus_one == 1


@pytest.mark.parametrize("rules", RULE_SETS)
def test_603_10a_control_a_creature_without_flying_dies_no_counter(rules: str) -> None:
    result = resolve_combat(_board(), rules, auto=True, triggers=True)
    assert result.board.permanent("blocker").zone.value == "graveyard"
    assert result.board.permanent("hunter").counters.plus_one == 0
