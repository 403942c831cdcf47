"""Replacement of dying by exile (issue 33): "if ~ would die, exile it
instead", "if another creature would die, exile it instead", "if a creature
an opponent controls would die, exile it instead" (614.1a). The creature is
exiled instead of being put into a graveyard, so it doesn't die (700.4) and
abilities on dying don't trigger. Destruction by lethal damage (704.5g), by
an effect (701.8) and sacrifice (701.21) are all dying. Each rules test is
named by its rule and has a control; the parser tests read each form; the
Japanese test renders them."""

from __future__ import annotations

from typing import Any

import pytest

from mtgcombat.core.abilities import Ability, DamageRule
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.statics import Static
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import CombatResult, resolve_combat
from mtgcombat.text import parse_sentence

SELF = "If ~ would die, exile it instead."
OTHER = "If another creature would die, exile it instead."
THEIRS = "If a creature an opponent controls would die, exile it instead."
DIES_GAIN = "When ~ dies, you gain 3 life."


def perm(pid: str, controller: str, power: int, toughness: int, *text: str, **kw: Any) -> Permanent:
    abilities: set[Ability] = set()
    statics: list[Static] = []
    for sentence in text:
        parsed = parse_sentence(sentence, name="Testcat")
        assert parsed.status == "modelled", parsed
        abilities |= set(parsed.traits.abilities)
        statics.extend(parsed.traits.statics)
    return Permanent(
        id=pid,
        controller=controller,
        power=power,
        toughness=toughness,
        abilities=frozenset(abilities),
        statics=tuple(statics),
        **kw,
    )


def run(*permanents: Permanent) -> CombatResult:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    return resolve_combat(board, "current", None, auto=True)


# -- the parser ----------------------------------------------------------------


@pytest.mark.parametrize("sentence", [SELF, OTHER, THEIRS])
def test_parser_reads_exile_instead_of_dying(sentence: str) -> None:
    parsed = parse_sentence(sentence, name="Testcat")
    assert parsed.status == "modelled"
    [rule] = parsed.traits.statics
    assert isinstance(rule, DamageRule) and rule.does == "exile_dying"


def test_parser_refuses_a_noncreature_group_dying() -> None:
    parsed = parse_sentence("If a permanent would die, exile it instead.", name="Testcat")
    assert parsed.status == "unmodelled"


# -- the rules -----------------------------------------------------------------


def test_614_1a_self_exiled_instead_of_dying_no_dies_trigger() -> None:
    g = perm("g", "B", 1, 1, SELF, DIES_GAIN, blocking=("x",))
    result = run(g, perm("x", "A", 3, 3, attacking="B"))
    assert result.board.permanent("g").zone.value == "exile"
    assert "exiled" in [e.kind for e in result.events]
    # it didn't die (700.4): "when ~ dies" doesn't trigger
    assert result.board.player("B").life == 20


def test_614_1a_control_without_the_replacement_it_dies() -> None:
    g = perm("g", "B", 1, 1, DIES_GAIN, blocking=("x",))
    result = run(g, perm("x", "A", 3, 3, attacking="B"))
    assert result.board.permanent("g").zone.value == "graveyard"
    assert result.board.player("B").life == 23


def test_614_1a_another_creature_exiled_not_the_permanent_itself() -> None:
    maw = perm("maw", "A", 1, 1, OTHER, attacking="B")
    elf = perm("elf", "B", 1, 1, blocking=("maw",))
    result = run(maw, elf)
    # both die of lethal damage at once (704.5g): "another creature" is the elf
    assert result.board.permanent("elf").zone.value == "exile"
    assert result.board.permanent("maw").zone.value == "graveyard"


def test_614_1a_a_creature_an_opponent_controls_control_own_creature() -> None:
    gisa = perm("gisa", "A", 4, 5, THEIRS)
    x = perm("x", "A", 2, 2, attacking="B")
    elf = perm("elf", "B", 3, 3, blocking=("x",))
    result = run(gisa, x, elf)
    # control: A's own creature dies as usual
    assert result.board.permanent("x").zone.value == "graveyard"
    elf2 = perm("elf", "B", 1, 1, blocking=("x",))
    result = run(gisa, perm("x", "A", 2, 2, attacking="B"), elf2)
    assert result.board.permanent("elf").zone.value == "exile"


def test_701_8_destroyed_by_an_effect_is_exiled_instead() -> None:
    viper = perm(
        "viper", "A", 1, 1, "Whenever ~ deals combat damage to a creature, destroy that creature.",
        attacking="B",
    )  # fmt: skip
    wall = perm("wall", "B", 0, 5, SELF, blocking=("viper",))
    result = run(viper, wall)
    assert result.board.permanent("wall").zone.value == "exile"
    # control: the same destruction without the replacement
    result = run(viper, perm("wall", "B", 0, 5, blocking=("viper",)))
    assert result.board.permanent("wall").zone.value == "graveyard"


# -- Japanese --------------------------------------------------------------------


def test_japanese_rendering_of_exile_instead_of_dying() -> None:
    [rule] = parse_sentence(SELF, name="Testcat").traits.statics
    assert describe_value(rule, "ja") == "これが死亡する場合、代わりにそれを追放する"
    [rule] = parse_sentence(OTHER, name="Testcat").traits.statics
    assert describe_value(rule, "ja").endswith("が死亡する場合、代わりにそれを追放する")
    assert str(rule) == "if one of the other creatures would die, it is exiled instead"
