"""The solver: the best blocks, orders, assignments and attacks for a player,
searched with bounds, reductions and the combat's triggers.

Its public names, gathered from the modules that hold them (an overview of
how the search works is in :mod:`mtgcombat.solver.search`):

>>> from mtgcombat.solver import Objective, best_attacks, best_blocks
>>> Objective().avoid_losing
True
"""

from mtgcombat.solver.assign import best_assignment, best_orders
from mtgcombat.solver.attacks import AttackPlan, best_attacks, with_attacks, without_attacks
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
from mtgcombat.solver.triggers import Unplayed

__all__ = [
    "COUNTED_STATES",
    "GAME_VALUE",
    "MAX_WEIGHT",
    "MEMORY_BUDGET",
    "AttackPlan",
    "CombatPlan",
    "FightCache",
    "Objective",
    "Solution",
    "SolverError",
    "Unplayed",
    "Worth",
    "best_assignment",
    "best_attacks",
    "best_blocks",
    "best_orders",
    "fights",
    "game_result",
    "legal_packages",
    "with_attacks",
    "with_blocks",
    "with_pumps",
    "without_attacks",
    "without_blocks",
]
