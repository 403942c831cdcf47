"""A combat damage trigger that destroys the creature dealt damage, "The
creature can't be regenerated." (Mephitic Ooze; issue 33, session 9): the
second sentence names the creature the first destroys, and a regeneration
shield does not replace that destruction (701.19c now, 701.15c in 2023). The
trigger resolves in the combat damage step (603.2, 510.3a). Each rules test
is named by its rule and has a control."""

from __future__ import annotations

from helpers import read_trigger as ability
from helpers import text_creature as creature
from mtgcombat.core.abilities import DestroyEffect
from mtgcombat.core.model import Board, Player
from mtgcombat.rules.combat import resolve_combat

OOZE = (
    "Whenever ~ deals combat damage to a creature, destroy that creature. "
    "The creature can't be regenerated."
)
PLAIN = "Whenever ~ deals combat damage to a creature, destroy that creature."


def test_parser_reads_the_creature_cant_be_regenerated() -> None:
    assert ability(OOZE).effects == (DestroyEffect("other", regenerate=False),)
    assert ability(PLAIN).effects == (DestroyEffect("other"),)


def _golem_after(text: str) -> tuple[str, int]:
    golem = creature("golem", "A", 4, 6, attacking="B", regeneration_shields=1)
    ooze = creature("ooze", "B", 1, 5, text, blocking=("golem",))
    board = Board((Player("A"), Player("B")), (golem, ooze), "A")
    after = resolve_combat(board, "current", None, auto=True, triggers=True).board
    golem = after.permanent("golem")
    return golem.zone.value, golem.regeneration_shields


def test_701_19c_the_shield_does_not_save_the_creature_that_cant_be_regenerated() -> None:
    assert _golem_after(OOZE)[0] == "graveyard"


def test_701_19a_control_without_the_sentence_the_shield_replaces_the_destruction() -> None:
    # control: "destroy that creature" alone: the shield is used (701.19a)
    assert _golem_after(PLAIN) == ("battlefield", 0)
