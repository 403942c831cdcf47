"""509.3c-d (509.5c-d in 2023), 301.5a, 303.4a: an Aura's or Equipment's
trigger on the block of the creature it is attached to with one other
creature ("whenever equipped creature blocks or becomes blocked by a
Vampire, destroy that creature"). "That creature" and "the other creature"
are the other creature of that block, "both creatures" the two of them; the
ability resolves in the declare blockers step, before combat damage.
"""

from __future__ import annotations

from typing import Any

import pytest

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers, registered on import)
from helpers import read_trigger
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, CardType, Permanent, Player
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

STAKE = (
    "Whenever equipped creature blocks or becomes blocked by a Vampire, destroy that creature. "
    "It can't be regenerated."
)
SLEDGE = (
    "Whenever equipped creature blocks or becomes blocked by a creature, destroy both creatures."
)
HARNESS = (
    "Whenever enchanted creature blocks or becomes blocked by a creature, the other creature "
    "gains first strike until end of turn."
)
VENOM = (
    "Whenever enchanted creature blocks or becomes blocked by a non-Wall creature, destroy the "
    "other creature at end of combat."
)


@pytest.mark.parametrize("sentence", [STAKE, SLEDGE, HARNESS, VENOM])
def test_509_3c_parser_reads_the_host_s_block_with_another_creature(sentence: str) -> None:
    trigger = read_trigger(sentence)
    assert trigger.subject is not None and trigger.subject.host
    assert set(trigger.events) == {"blocks_creature", "becomes_blocked_by"}
    targets = [getattr(e, "target", "") for e in trigger.effects]
    assert "other" in targets
    assert ("it" in targets) == (sentence == SLEDGE)
    ja = describe_value(trigger, "ja")
    assert ja and ja != str(trigger)


def test_509_3c_parser_control_another_subject_stays_refused() -> None:
    # "a creature you control ... that creature": which creature is meant
    # is not told by the words; refused, not guessed
    parsed = parse_sentence(
        "Whenever a creature you control blocks or becomes blocked by a creature, destroy "
        "that creature."
    )
    assert parsed.status == "unmodelled"


def _equipment(host: str, text: str, kind: str = "equipment") -> Permanent:
    card = CardType.ARTIFACT if kind == "equipment" else CardType.ENCHANTMENT
    return Permanent(
        id="gear",
        controller="A",
        types=frozenset({card}),
        subtypes=frozenset({kind}),
        attached_to=host,
        abilities=frozenset({read_trigger(text, "Testgear")}),
    )


def _creature(pid: str, controller: str, power: int, toughness: int, **fields: Any) -> Permanent:
    return Permanent(
        id=pid,
        controller=controller,
        power=power,
        toughness=toughness,
        types=frozenset({CardType.CREATURE}),
        **fields,
    )


def _run(*permanents: Permanent, rules: str = "current") -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    result = resolve_combat(board, rules, None, auto=True, triggers=True)
    return result.board, result.events


@pytest.mark.parametrize("rules", ["2023", "current"])
def test_509_3c_wooden_stake_destroys_the_blocking_vampire(rules: str) -> None:
    bear = _creature("bear", "A", 2, 2, attacking="B")
    vampire = _creature("vamp", "B", 5, 5, blocking=("bear",), subtypes=frozenset({"vampire"}))
    board, _ = _run(bear, vampire, _equipment("bear", STAKE), rules=rules)
    # destroyed before combat damage: the bear survives the 5/5
    assert board.permanent("vamp").zone.value == "graveyard"
    assert board.permanent("bear").zone.value == "battlefield"
    # the control: a blocker that isn't a Vampire; the bear dies, the 5/5 lives
    ogre = _creature("vamp", "B", 5, 5, blocking=("bear",), subtypes=frozenset({"ogre"}))
    board, _ = _run(bear, ogre, _equipment("bear", STAKE), rules=rules)
    assert board.permanent("vamp").zone.value == "battlefield"
    assert board.permanent("bear").zone.value == "graveyard"


def test_509_3c_the_equipped_creature_blocking_triggers_it_too() -> None:
    vampire = _creature("vamp", "A", 5, 5, attacking="B", subtypes=frozenset({"vampire"}))
    bear = _creature("bear", "B", 2, 2, blocking=("vamp",))
    stake = Permanent(
        id="gear",
        controller="B",
        types=frozenset({CardType.ARTIFACT}),
        subtypes=frozenset({"equipment"}),
        attached_to="bear",
        abilities=frozenset({read_trigger(STAKE, "Testgear")}),
    )
    board, _ = _run(vampire, bear, stake)
    assert board.permanent("vamp").zone.value == "graveyard"
    # the control: a creature not equipped blocks; the Vampire lives
    board, _ = _run(vampire, bear, _creature("elf", "B", 1, 1), _equipment("elf", STAKE))
    assert board.permanent("vamp").zone.value == "battlefield"


def test_701_8a_dead_iron_sledge_destroys_both_creatures() -> None:
    bear = _creature("bear", "A", 2, 2, attacking="B")
    wall = _creature("wall", "B", 0, 8, blocking=("bear",))
    board, _ = _run(bear, wall, _equipment("bear", SLEDGE))
    assert board.permanent("bear").zone.value == "graveyard"
    assert board.permanent("wall").zone.value == "graveyard"
    # the control: unblocked, nothing is destroyed and B takes 2
    board, _ = _run(bear, _creature("wall", "B", 0, 8), _equipment("bear", SLEDGE))
    assert board.permanent("bear").zone.value == "battlefield"
    assert board.player("B").life == 18


def test_509_3d_mammoth_harness_gives_the_other_creature_first_strike() -> None:
    # a 3/3 enchanted attacker blocked by a 3/1: with first strike the 3/1
    # kills it first and survives
    bear = _creature("bear", "A", 3, 3, attacking="B")
    elf = _creature("elf", "B", 3, 1, blocking=("bear",))
    board, _ = _run(bear, elf, _equipment("bear", HARNESS, "aura"))
    assert board.permanent("bear").zone.value == "graveyard"
    assert board.permanent("elf").zone.value == "battlefield"
    # the control: the Aura on another creature; they trade
    board, _ = _run(bear, elf, _creature("x", "A", 1, 1), _equipment("x", HARNESS, "aura"))
    assert board.permanent("bear").zone.value == "graveyard"
    assert board.permanent("elf").zone.value == "graveyard"


def test_511_2_venom_destroys_the_other_creature_at_end_of_combat() -> None:
    # a 1/1 enchanted blocker and a 4/4 attacker: the 4/4 survives the
    # damage and is destroyed as the end of combat step begins
    ogre = _creature("ogre", "A", 4, 4, attacking="B")
    elf = _creature("elf", "B", 1, 1, blocking=("ogre",))
    venom = Permanent(
        id="gear",
        controller="B",
        types=frozenset({CardType.ENCHANTMENT}),
        subtypes=frozenset({"aura"}),
        attached_to="elf",
        abilities=frozenset({read_trigger(VENOM, "Testgear")}),
    )
    board, events = _run(ogre, elf, venom)
    assert board.permanent("ogre").zone.value == "graveyard"
    assert "destroy_at_end_of_combat" in [e.kind for e in events]
    # the control: a Wall attacker ("non-Wall creature") is not destroyed
    wall = _creature("ogre", "A", 4, 4, attacking="B", subtypes=frozenset({"wall"}))
    board, _ = _run(wall, elf, venom)
    assert board.permanent("ogre").zone.value == "battlefield"
