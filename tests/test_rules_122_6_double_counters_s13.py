"""Doubling the +1/+1 counters after a trigger (issue 33, session 13):
"Whenever ~ attacks, double the number of +1/+1 counters on each creature
you control" (Kalonian Hydra), "Whenever equipped creature attacks, double
the number of +1/+1 counters on it" (Fractal Harness). As the ability
resolves, each permanent named gets as many +1/+1 counters as it has then
(608.2h), put on it (122.6); the attack trigger resolves before blockers are
declared (508.2a), so the bigger creature is the one blocked and dealing
damage. Each rules test has a control.
"""

from __future__ import annotations

import pytest

from helpers import creature, modelled_abilities, two_player_board
from mtgcombat.core.basics import CardType, Counters
from mtgcombat.core.events import CountersPut
from mtgcombat.core.model import Permanent
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.text import parse_sentence

HYDRA = "Whenever ~ attacks, double the number of +1/+1 counters on each creature you control."
HARNESS = "Whenever equipped creature attacks, double the number of +1/+1 counters on it."
RULE_SETS = ("current", "2023")


# -- parser -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        (
            HYDRA,
            "whenever this creature attacks, double the number of +1/+1 counters on each of"
            " the creatures you control",
        ),
        (
            "Whenever ~ blocks, double the number of +1/+1 counters on ~.",
            "whenever this creature blocks, double the number of +1/+1 counters on this permanent",
        ),
    ],
)
def test_parse_double_counters(sentence: str, text: str) -> None:
    [ability] = modelled_abilities(sentence)
    assert str(ability) == text


def test_parse_double_counters_in_japanese() -> None:
    [ability] = modelled_abilities(HYDRA)
    assert describe_value(ability, "ja").endswith(
        "あなたがコントロールするクリーチャーそれぞれの上に置かれている+1/+1カウンターの数を2倍にする"
    )


def test_parse_other_counters_stay_refused() -> None:
    # control: only +1/+1 counters are read
    line = "Whenever ~ attacks, double the number of -1/-1 counters on each creature you control."
    assert parse_sentence(line, name="Hydra").status == "unmodelled"


# -- 122.6, 608.2h: as many more as each has ------------------------------------


@pytest.mark.parametrize("rules", RULE_SETS)
def test_122_6_each_creature_you_control_gets_as_many_as_it_has(rules: str) -> None:
    hydra = creature(
        "hydra", "A", 0, 0, *modelled_abilities(HYDRA), attacking="B",
        counters=Counters(plus_one=4),
    )  # fmt: skip
    bear = creature("bear", "A", 2, 2, counters=Counters(plus_one=1))
    plain = creature("plain", "A", 2, 2)
    elf = creature("elf", "B", 1, 1, counters=Counters(plus_one=1))
    after, events = declare_attackers_triggers(two_player_board(hydra, bear, plain, elf), rules)
    counted = {p: after.permanent(p).counters.plus_one for p in ("hydra", "bear", "plain", "elf")}
    # control: the creature with none gets none, the opponent's keeps its one
    assert counted == {"hydra": 8, "bear": 2, "plain": 0, "elf": 1}
    assert [(e.target, e.amount) for e in events if isinstance(e, CountersPut)] == [
        ("hydra", 4),
        ("bear", 1),
    ]


def _harness(host: str) -> Permanent:
    # an Equipment (301.5) attached to ``host``
    return Permanent(
        id="harness", controller="A", types=frozenset({CardType.ARTIFACT}),
        subtypes=frozenset({"equipment"}), attached_to=host,
        abilities=modelled_abilities(HARNESS),
    )  # fmt: skip


@pytest.mark.parametrize("rules", RULE_SETS)
def test_122_6_it_is_the_equipped_creature_that_attacks(rules: str) -> None:
    bear = creature("bear", "A", 2, 2, attacking="B", counters=Counters(plus_one=2))
    harness = _harness("bear")
    after, _ = declare_attackers_triggers(two_player_board(bear, harness), rules)
    assert after.permanent("bear").counters.plus_one == 4


@pytest.mark.parametrize("rules", RULE_SETS)
def test_122_6_control_no_attack_of_the_equipped_creature(rules: str) -> None:
    bear = creature("bear", "A", 2, 2, attacking="B", counters=Counters(plus_one=2))
    elf = creature("elf", "A", 1, 1, counters=Counters(plus_one=2))
    harness = _harness("elf")
    after, _ = declare_attackers_triggers(two_player_board(bear, elf, harness), rules)
    assert after.permanent("bear").counters.plus_one == 2
    assert after.permanent("elf").counters.plus_one == 2
