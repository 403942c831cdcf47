"""Combat damage assignment (CR 510.1) under both rule sets.

The questions this module answers, each for a board, a rule set and a step:

* who assigns combat damage and to what (:func:`damage_plan`);
* is a player's whole assignment package legal (:func:`is_legal`, 510.1e);
* which assignments can one creature make (:func:`legal_assignments`, a lazy
  collection that iterates, counts in polynomial time and answers ``in``);
* a plain default choice for callers that want one (:func:`default_assignment`).

How it works: a creature's options are described by a :class:`Layout`, an
ordered list of recipient slots. A *gated* slot may receive damage only when
every earlier slot is assigned lethal damage. Under the 2023 rules every
blocker in the damage assignment order is gated (510.1c-d); under the current
rules blockers are free and only trample's extra recipients are gated
(702.19b-c). Checking, enumeration and counting all read the same layout.

This module is the face of its parts, and names them all:

* :mod:`~mtgcombat.rules.assignment_values`: assignments and packages;
* :mod:`~mtgcombat.rules.assignment_layouts`: damage plans, layouts and slots;
* :mod:`~mtgcombat.rules.assignment_steps`: the damage steps and who assigns in each;
* :mod:`~mtgcombat.rules.assignment_plans`: the plans of a step;
* :mod:`~mtgcombat.rules.assignment_options`: lethal damage and one creature's
  legal assignments;
* :mod:`~mtgcombat.rules.assignment_checks`: checking a package and every step;
* :mod:`~mtgcombat.rules.assignment_defaults`: the default chooser.

>>> from mtgcombat.core.model import Board, Permanent, Player
>>> from mtgcombat.core.ruleset import RuleSet
>>> gorger = Permanent(id="gorger", controller="A", power=5, toughness=6, attacking="B")
>>> guard = Permanent(id="guard", controller="B", power=0, toughness=3, blocking=("gorger",))
>>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("gorger",))
>>> board = Board(players=(Player("A"), Player("B")), permanents=(gorger, guard, elf),
...               active_player="A", orders={"gorger": ("guard", "elf")})
>>> options = legal_assignments(board, "gorger", RuleSet.R2023)
>>> [str(a) for a in options]
['gorger: guard=5', 'gorger: guard=4 elf=1', 'gorger: guard=3 elf=2']
>>> legal_assignments(board, "gorger", RuleSet.CURRENT).count()
6
>>> verdict = is_legal(board, Package.parse("gorger: guard=2 elf=3"), RuleSet.R2023)
>>> [v.rule for v in verdict]
['510.1c']
"""

from __future__ import annotations

from mtgcombat.rules.assignment_checks import (
    StepCheck,
    StepTables,
    check_steps,
    is_legal,
    step_tables,
)
from mtgcombat.rules.assignment_defaults import (
    default_assignment,
    default_package,
)
from mtgcombat.rules.assignment_layouts import (
    DamagePlan,
    Layout,
    LayoutKind,
    Role,
    Slot,
)
from mtgcombat.rules.assignment_options import (
    LegalAssignments,
    implied_assignments,
    legal_assignments,
)
from mtgcombat.rules.assignment_plans import (
    damage_plan,
    step_plans,
)
from mtgcombat.rules.assignment_steps import (
    assigns_in_step,
    combat_abilities,
    first_step_of,
    first_strike_step_exists,
    first_strike_step_happened,
    steps,
)
from mtgcombat.rules.assignment_values import (
    EMPTY_PACKAGE,
    Assignment,
    Package,
)

__all__ = [
    "EMPTY_PACKAGE",
    "Assignment",
    "DamagePlan",
    "Layout",
    "LayoutKind",
    "LegalAssignments",
    "Package",
    "Role",
    "Slot",
    "StepCheck",
    "StepTables",
    "assigns_in_step",
    "check_steps",
    "combat_abilities",
    "damage_plan",
    "default_assignment",
    "default_package",
    "first_step_of",
    "first_strike_step_exists",
    "first_strike_step_happened",
    "implied_assignments",
    "is_legal",
    "legal_assignments",
    "step_plans",
    "step_tables",
    "steps",
]
