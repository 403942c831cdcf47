"""A spell's life gained or lost (119.3) goes to the player its word names:
"you" in :func:`~mtgcombat.rules.spell_effects.apply_untargeted` ("that
player" and "its controller" are carried out by the timeline before it), "you"
or "its controller" for "life equal to its power". Any other word is an
internal error naming the word, where before it was the spell's controller
or the target's (issue 33 §4: never silently wrong); the controls show the
known words unchanged."""

from __future__ import annotations

from typing import Any

import pytest

from mtgcombat.core.abilities import LifeEffect
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.spell_effects import apply_untargeted
from mtgcombat.rules.spell_removal import LifeEqualEffect, apply_removal

UNKNOWN: Any = "defending"  # a word the spell's reading never gives here


def _board() -> Board:
    bear = Permanent(id="bear", controller="B", power=3, toughness=3)
    return Board((Player("A"), Player("B")), (bear,), "A")


def test_a_spells_life_loss_for_another_player_word_is_refused() -> None:
    # before: "defending player loses 2 life" as a spell's was the caster's loss
    with pytest.raises(ValueError, match=r"LifeEffect.player: .*\"defending\""):
        apply_untargeted(_board(), RuleSet.CURRENT, LifeEffect(-2, UNKNOWN), "A", "timeline[0]")
    after, _ = apply_untargeted(_board(), RuleSet.CURRENT, LifeEffect(-2), "A", "timeline[0]")
    assert (after.player("A").life, after.player("B").life) == (18, 20)  # control: "you"


def test_life_equal_to_its_power_for_an_unknown_word_is_refused() -> None:
    # before: any word but "you" was the target's controller
    effect = LifeEqualEffect("power", who=UNKNOWN)
    with pytest.raises(ValueError, match=r"LifeEqualEffect.who: .*\"defending\""):
        apply_removal(_board(), RuleSet.CURRENT, effect, ["bear"], "A", "timeline[0]")
    control = LifeEqualEffect("power", lose=True, who="it_controller")  # B loses 3
    after, _ = apply_removal(_board(), RuleSet.CURRENT, control, ["bear"], "A", "timeline[0]")
    assert (after.player("A").life, after.player("B").life) == (20, 17)
