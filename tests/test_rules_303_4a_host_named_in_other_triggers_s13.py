"""303.4a, 301.5a, 603.6a, 603.10a: "enchanted creature" and "equipped
creature" in the effect of an Aura's or Equipment's ability on another
event ("Whenever a creature dies, put a +1/+1 counter on enchanted
creature", Sadistic Glee; "Whenever a creature enters the battlefield,
enchanted creature gets +2/+2 until end of turn", Mantle of Leadership;
session 13): the creature the Aura or Equipment is attached to as the
ability resolves. On the source's own leaving the battlefield the creature
it was attached to is known only as it last existed: refused.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers, registered on import)
from mtgcombat.core.model import Board, CardType, Keyword, Permanent, Player
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.timeline_run import run_combat
from mtgcombat.text import parse_sentence

GLEE = "Whenever a creature dies, put a +1/+1 counter on enchanted creature."
MANTLE = (
    "Whenever a creature enters the battlefield, enchanted creature gets +2/+2 until end of turn."
)
CAPTAIN = (
    "Whenever this creature attacks, create a 1/1 white Soldier creature token that's "
    "tapped and attacking."
)


def _abilities(text: str) -> frozenset[object]:
    parsed = parse_sentence(text, name="Testcard")
    assert parsed.status == "modelled", parsed.error
    return frozenset(parsed.traits.values())


def _creature(pid: str, controller: str, power: int, toughness: int, text: str = "",
              **kw: object) -> Permanent:  # fmt: skip
    return Permanent(
        id=pid,
        controller=controller,
        power=power,
        toughness=toughness,
        types=frozenset({CardType.CREATURE}),
        abilities=_abilities(text) if text else frozenset(),  # type: ignore[arg-type]
        **kw,  # type: ignore[arg-type]
    )


def _aura(host: str, text: str, controller: str = "A") -> Permanent:
    return Permanent(
        id="aura",
        controller=controller,
        types=frozenset({CardType.ENCHANTMENT}),
        subtypes=frozenset({"aura"}),
        attached_to=host,
        abilities=_abilities(text),  # type: ignore[arg-type]
    )


@pytest.mark.parametrize("sentence", [GLEE, MANTLE])
def test_303_4a_parser_reads_enchanted_creature_as_the_host(sentence: str) -> None:
    [trigger] = _abilities(sentence)
    effect = trigger.effects[0]  # type: ignore[attr-defined]
    assert effect.target == "host"
    assert "the creature it is attached to" in str(trigger)
    assert "これがつけられているクリーチャー" in describe_value(trigger, "ja")


def test_603_10a_parser_control_on_its_own_leaving_it_is_refused() -> None:
    parsed = parse_sentence("When ~ leaves the battlefield, destroy enchanted creature.",
                            name="Testcard")  # fmt: skip
    assert parsed.status == "unmodelled"


def test_303_4a_sadistic_glee_counter_on_the_host_after_a_death() -> None:
    # the first-striking enchanted bear is blocked by a 1/1 and a 2/2: a
    # blocker dies in the first-strike step, the trigger puts a counter on
    # the bear before the regular step (510.3a), and the 3/3 bear survives
    # the 2/2's 2 damage
    bear = _creature("bear", "A", 2, 2, attacking="B")
    bear = replace(bear, abilities=frozenset({Keyword.FIRST_STRIKE}))
    elf = _creature("elf", "B", 1, 1, blocking=("bear",))
    ogre = _creature("ogre", "B", 2, 2, blocking=("bear",))
    board = Board((Player("A"), Player("B")), (bear, elf, ogre, _aura("bear", GLEE)), "A")
    after = resolve_combat(board, "current", None, auto=True, triggers=True).board
    assert after.permanent("bear").zone.value == "battlefield"
    assert after.permanent("bear").current_power == 3
    # the control: the Aura on B's idle wolf: the counters go there (the
    # blocker's death, then the 2/2 bear's in the regular step: two)
    wolf = _creature("wolf", "B", 2, 2)
    board = Board(
        (Player("A"), Player("B")), (bear, elf, ogre, wolf, _aura("wolf", GLEE, "B")), "A"
    )
    after = resolve_combat(board, "current", None, auto=True, triggers=True).board
    assert after.permanent("bear").zone.value == "graveyard"
    assert after.permanent("wolf").current_power == 4


def test_603_6a_mantle_of_leadership_pumps_the_host_when_a_token_enters() -> None:
    # the captain's attack trigger makes an attacking Soldier: the Mantle's
    # trigger gives the enchanted bear +2/+2: 1 + 4 + 1 = 6 damage
    captain = _creature("captain", "A", 1, 1, CAPTAIN, attacking="B")
    bear = _creature("bear", "A", 2, 2, attacking="B")
    board = Board((Player("A"), Player("B")), (captain, bear, _aura("bear", MANTLE)), "A")
    result = run_combat(board, "current", auto=True, attack_triggers=True)
    assert result.board.player("B").life == 14
    # the control: no creature enters; the bear deals 2: 1 + 2 = 3
    plain = _creature("captain", "A", 1, 1, attacking="B")
    board = Board((Player("A"), Player("B")), (plain, bear, _aura("bear", MANTLE)), "A")
    result = run_combat(board, "current", auto=True, attack_triggers=True)
    assert result.board.player("B").life == 17


def test_120_3_damage_to_the_host_is_dealt_to_that_creature() -> None:
    # "~ deals 1 damage to enchanted creature" on a death: the 1/1 blocker
    # dies, the Aura deals 1 to the 2/1 wolf it enchants, which dies too
    bear = _creature("bear", "A", 2, 2, attacking="B")
    elf = _creature("elf", "B", 1, 1, blocking=("bear",))
    wolf = _creature("wolf", "B", 2, 1)
    text = "Whenever a creature dies, ~ deals 1 damage to enchanted creature."
    board = Board((Player("A"), Player("B")), (bear, elf, wolf, _aura("wolf", text)), "A")
    after = resolve_combat(board, "current", None, auto=True, triggers=True).board
    assert after.permanent("wolf").zone.value == "graveyard"
    # the control: no creature dies (unblocked), the wolf lives
    board = Board((Player("A"), Player("B")), (bear, wolf, _aura("wolf", text)), "A")
    after = resolve_combat(board, "current", None, auto=True, triggers=True).board
    assert after.permanent("wolf").zone.value == "battlefield"
