"""mtgcombat: the combat rules of Magic: The Gathering, exactly, under both the
2023 rules (damage assignment order) and the current rules.
"""

from mtgcombat.assignment import (
    Assignment,
    DamagePlan,
    LegalAssignments,
    Package,
    StepCheck,
    assigns_in_step,
    check_steps,
    damage_plan,
    default_assignment,
    default_package,
    first_strike_step_exists,
    is_legal,
    legal_assignments,
    step_plans,
    steps,
)
from mtgcombat.model import (
    Board,
    CardType,
    Counters,
    Keyword,
    Permanent,
    Player,
    Protection,
    Zone,
    parse_ability,
)
from mtgcombat.rules import RuleSet, Step
from mtgcombat.verdict import Verdict, Violation

__version__ = "0.1.0"

__all__ = [
    "Assignment",
    "Board",
    "CardType",
    "Counters",
    "DamagePlan",
    "Keyword",
    "LegalAssignments",
    "Package",
    "Permanent",
    "Player",
    "Protection",
    "RuleSet",
    "Step",
    "StepCheck",
    "Verdict",
    "Violation",
    "Zone",
    "__version__",
    "assigns_in_step",
    "check_steps",
    "damage_plan",
    "default_assignment",
    "default_package",
    "first_strike_step_exists",
    "is_legal",
    "legal_assignments",
    "parse_ability",
    "step_plans",
    "steps",
]
