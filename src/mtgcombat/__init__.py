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
from mtgcombat.blocks import (
    BlockDeclaration,
    BlockVerdict,
    block_options,
    is_legal_blocks,
    legal_block_declarations,
    maximum_requirements,
)
from mtgcombat.combat import (
    CombatResult,
    IllegalAssignmentError,
    MissingAssignmentError,
    cleanup,
    end_of_combat,
    resolve_combat,
    resolve_step,
)
from mtgcombat.damage import deal_combat_damage
from mtgcombat.effects import apply_static_effects
from mtgcombat.events import Event, block_events
from mtgcombat.model import (
    Ability,
    Board,
    CardType,
    Counters,
    Keyword,
    Permanent,
    Player,
    Protection,
    Zone,
)
from mtgcombat.ordering import add_block, insert_positions, order_problems, remove_from_combat
from mtgcombat.rules import RuleSet, Step
from mtgcombat.sba import check_state_based_actions
from mtgcombat.selectors import matches, matching
from mtgcombat.triggers import declare_blockers_triggers
from mtgcombat.verdict import Verdict, Violation

__version__ = "0.1.0"

__all__ = [
    "Assignment",
    "BlockDeclaration",
    "BlockVerdict",
    "Board",
    "CardType",
    "CombatResult",
    "Counters",
    "DamagePlan",
    "Event",
    "IllegalAssignmentError",
    "Keyword",
    "LegalAssignments",
    "MissingAssignmentError",
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
    "add_block",
    "apply_static_effects",
    "assigns_in_step",
    "block_events",
    "block_options",
    "check_state_based_actions",
    "check_steps",
    "cleanup",
    "damage_plan",
    "deal_combat_damage",
    "declare_blockers_triggers",
    "default_assignment",
    "default_package",
    "end_of_combat",
    "first_strike_step_exists",
    "insert_positions",
    "is_legal",
    "is_legal_blocks",
    "legal_assignments",
    "legal_block_declarations",
    "matches",
    "matching",
    "maximum_requirements",
    "order_problems",
    "parse_ability",
    "remove_from_combat",
    "resolve_combat",
    "resolve_step",
    "step_plans",
    "steps",
]


def parse_ability(text: str) -> Ability:
    """Read one keyword ability as printed (CR 702), by way of the card-text
    layer (:func:`mtgcombat.text.parse_keyword`, imported on first use); a
    misspelt one is a ``ValueError`` that suggests the closest spelling.

    >>> parse_ability("Double Strike")
    <Keyword.DOUBLE_STRIKE: 'double strike'>
    >>> parse_ability("protection from green")
    Protection(quality='green')
    """
    from mtgcombat.text import parse_keyword  # noqa: PLC0415  (the edge, on demand)

    return parse_keyword(text)
