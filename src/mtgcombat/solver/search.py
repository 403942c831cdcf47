"""Best play in combat: the attacker's orders and assignments, the defender's blocks.

Three questions, each answered exactly (or with the best found when a time
limit cuts the search short, flagged ``optimal=False``):

- :func:`best_assignment`: how the active player should assign combat damage
  (and, under the 2023 rules, order blockers first, 509.2) for the blocks on
  the board, across the first-strike and regular steps; or, for the defending
  player, how its blockers should divide their damage in answer;
- :func:`best_orders`: the damage assignment orders of that answer (2023);
- :func:`best_blocks`: which legal block declaration (509.1, the 509.1c
  maximum included; costs are taken as paid) the defending player should make,
  given that the attacker then answers with its best orders and assignments.

What "best" means is an :class:`Objective`: a score of the board after combat
from one player's side (life, poison, loyalty, defense counters, creatures on
the battlefield), lexicographically after "do not lose the game". By default
the attacker's objective is the defender's with the sides swapped, so what one
gains the other loses.

How: a combat falls apart into *fights*: an attacker with its blockers (and
whatever shares a blocker, a band or a planeswalker or battle with it). Fights
touch each other only through the players' life and poison totals, which add
up. Each fight's possible results are worked out once by playing the real
rules (:func:`~mtgcombat.rules.combat.resolve_step`) on a board holding only that
fight, for every legal choice of its assigning player; identical fights (token
armies) share one computation. Each result keeps the board after the
first-strike step too: if the game ends there (104.2a), that is what counts.
The results are then combined by a dynamic programme over the players'
totals, so "lethal to the player or not" is exact. The defender's blocks are
searched fight by fight by branch and bound (identical blockers counted, not
permuted; identical attackers given their blocks in one order): bounds from a
dynamic programme over the blockers still free, with a cheap optimistic worth
per fight, decide which fights are searched exactly, and each candidate is
checked with
:func:`~mtgcombat.rules.blocks.is_legal_blocks`. The answer is always replayed on
the whole board, and its outcome is what is reported.

The declare blockers step's triggered abilities (bushido, rampage, flanking,
afflict, "whenever ~ blocks / becomes blocked ...") depend on the blocks: the
block search plays them for every declaration it values, with the rules
engine's code, before the attacker's answer is searched
(:mod:`mtgcombat.solver.triggers` says how: fight by fight where each stays
in its fight, else on the whole board; what they give until end of turn is
left out of a creature's worth, 514.2).

The search is kept in parts, each of one job, and this module gathers their
public names: :mod:`~mtgcombat.solver.objective` (what "best" means),
:mod:`~mtgcombat.solver.plans` (what the solver answers with),
:mod:`~mtgcombat.solver.clock` (time limit and memory budget),
:mod:`~mtgcombat.solver.packages` (one player's legal packages in a step),
:mod:`~mtgcombat.solver.fight_split` (a combat split into fights),
:mod:`~mtgcombat.solver.fight_search` (every result of one fight),
:mod:`~mtgcombat.solver.combine` (the fights' results combined),
:mod:`~mtgcombat.solver.assign` (the attacker's orders and assignments),
:mod:`~mtgcombat.solver.declarations` (block declarations on the board),
:mod:`~mtgcombat.solver.bounds`, :mod:`~mtgcombat.solver.block_search` and
:mod:`~mtgcombat.solver.counted` (the defender's search over declarations)
and :mod:`~mtgcombat.solver.blocks` (the defender's best blocks).

Where a fight's other player has a choice of its own (a blocker blocking
several attackers, banding), that player is assumed to choose what is best for
it within that fight.

>>> from mtgcombat.core.model import Board, Permanent, Player, Keyword
>>> from mtgcombat.core.ruleset import RuleSet, Step
>>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B",
...                  abilities=frozenset({Keyword.TRAMPLE}))
>>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
>>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=("ogre",))
>>> board = Board(players=(Player("A"), Player("B")), permanents=(ogre, elf, bear),
...               active_player="A")
>>> best = best_assignment(board, RuleSet.CURRENT)
>>> str(best.choice.packages[Step.REGULAR]), best.optimal
('ogre: elf=1 bear=2 B=2', True)
"""

from __future__ import annotations

from mtgcombat.solver.assign import best_assignment, best_orders
from mtgcombat.solver.blocks import best_blocks
from mtgcombat.solver.clock import MEMORY_BUDGET
from mtgcombat.solver.counted import COUNTED_STATES
from mtgcombat.solver.declarations import with_blocks, without_blocks
from mtgcombat.solver.fight_split import FightCache, fights
from mtgcombat.solver.objective import (
    GAME_VALUE,
    MAX_WEIGHT,
    Objective,
    Worth,
    game_result,
    with_pumps,
)
from mtgcombat.solver.packages import legal_packages
from mtgcombat.solver.plans import CombatPlan, Solution, SolverError

__all__ = [
    "COUNTED_STATES",
    "GAME_VALUE",
    "MAX_WEIGHT",
    "MEMORY_BUDGET",
    "CombatPlan",
    "FightCache",
    "Objective",
    "Solution",
    "SolverError",
    "Worth",
    "best_assignment",
    "best_blocks",
    "best_orders",
    "fights",
    "game_result",
    "legal_packages",
    "with_blocks",
    "with_pumps",
    "without_blocks",
]
