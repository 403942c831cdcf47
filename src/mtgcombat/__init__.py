"""mtgcombat: the combat rules of Magic: The Gathering, exactly, under both the
2023 rules (damage assignment order) and the current rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the names, for type checkers; at run time each loads on first use
    from mtgcombat.core.events import Event, block_events
    from mtgcombat.core.model import (
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
    from mtgcombat.core.ruleset import RuleSet, Step
    from mtgcombat.core.selectors import matches, matching
    from mtgcombat.core.turn_history import TurnHistory
    from mtgcombat.core.verdict import Verdict, Violation
    from mtgcombat.rules.assignment import (
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
    from mtgcombat.rules.blocks import (
        BlockDeclaration,
        BlockVerdict,
        block_options,
        is_legal_blocks,
        legal_block_declarations,
        maximum_requirements,
    )
    from mtgcombat.rules.combat import (
        CombatResult,
        IllegalAssignmentError,
        MissingAssignmentError,
        cleanup,
        end_of_combat,
        resolve_combat,
        resolve_step,
    )
    from mtgcombat.rules.damage import deal_combat_damage
    from mtgcombat.rules.effects import apply_static_effects
    from mtgcombat.rules.ordering import (
        add_block,
        insert_positions,
        order_problems,
        remove_from_combat,
    )
    from mtgcombat.rules.sba import check_state_based_actions
    from mtgcombat.rules.triggers import declare_blockers_triggers

from mtgcombat._version import __version__ as __version__

_HOMES = {
    "Assignment": "mtgcombat.rules.assignment_values",
    "DamagePlan": "mtgcombat.rules.assignment_layouts",
    "LegalAssignments": "mtgcombat.rules.assignment_options",
    "Package": "mtgcombat.rules.assignment_values",
    "StepCheck": "mtgcombat.rules.assignment_checks",
    "assigns_in_step": "mtgcombat.rules.assignment_steps",
    "check_steps": "mtgcombat.rules.assignment_checks",
    "damage_plan": "mtgcombat.rules.assignment_plans",
    "default_assignment": "mtgcombat.rules.assignment_defaults",
    "default_package": "mtgcombat.rules.assignment_defaults",
    "first_strike_step_exists": "mtgcombat.rules.assignment_steps",
    "is_legal": "mtgcombat.rules.assignment_checks",
    "legal_assignments": "mtgcombat.rules.assignment_options",
    "step_plans": "mtgcombat.rules.assignment_plans",
    "steps": "mtgcombat.rules.assignment_steps",
    "BlockDeclaration": "mtgcombat.rules.blocks_declaration",
    "BlockVerdict": "mtgcombat.rules.blocks_verdicts",
    "block_options": "mtgcombat.rules.blocks_pairs",
    "is_legal_blocks": "mtgcombat.rules.blocks_verdicts",
    "legal_block_declarations": "mtgcombat.rules.blocks_verdicts",
    "maximum_requirements": "mtgcombat.rules.blocks_requirements",
    "CombatResult": "mtgcombat.rules.combat",
    "IllegalAssignmentError": "mtgcombat.rules.combat",
    "MissingAssignmentError": "mtgcombat.rules.combat",
    "cleanup": "mtgcombat.rules.combat",
    "end_of_combat": "mtgcombat.rules.combat",
    "resolve_combat": "mtgcombat.rules.combat",
    "resolve_step": "mtgcombat.rules.combat",
    "deal_combat_damage": "mtgcombat.rules.damage_step",
    "apply_static_effects": "mtgcombat.rules.effects",
    "Event": "mtgcombat.core.event",
    "block_events": "mtgcombat.core.blocking_events",
    "Ability": "mtgcombat.core.triggered",
    "Board": "mtgcombat.core.board",
    "CardType": "mtgcombat.core.basics",
    "Counters": "mtgcombat.core.basics",
    "Keyword": "mtgcombat.core.keywords",
    "Permanent": "mtgcombat.core.permanent",
    "Player": "mtgcombat.core.player",
    "Protection": "mtgcombat.core.keywords",
    "Zone": "mtgcombat.core.basics",
    "TurnHistory": "mtgcombat.core.turn_history",
    "add_block": "mtgcombat.rules.ordering",
    "insert_positions": "mtgcombat.rules.ordering",
    "order_problems": "mtgcombat.rules.ordering",
    "remove_from_combat": "mtgcombat.rules.ordering",
    "RuleSet": "mtgcombat.core.ruleset",
    "Step": "mtgcombat.core.ruleset",
    "check_state_based_actions": "mtgcombat.rules.sba",
    "matches": "mtgcombat.core.selectors",
    "matching": "mtgcombat.core.selectors",
    "declare_blockers_triggers": "mtgcombat.rules.triggers_blocks",
    "Verdict": "mtgcombat.core.verdict",
    "Violation": "mtgcombat.core.verdict",
}

__all__ = [
    "COMPILED_MODULES",
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
    "TurnHistory",
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
    "is_compiled",
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


COMPILED_MODULES = (
    "mtgcombat.rules.assignment",
    "mtgcombat.rules.assignment_checks",
    "mtgcombat.rules.assignment_defaults",
    "mtgcombat.rules.assignment_layouts",
    "mtgcombat.rules.assignment_options",
    "mtgcombat.rules.assignment_plans",
    "mtgcombat.rules.assignment_steps",
    "mtgcombat.rules.assignment_values",
    "mtgcombat.rules.combat",
    "mtgcombat.rules.combat_fast",
    "mtgcombat.rules.damage",
    "mtgcombat.rules.damage_dealing",
    "mtgcombat.rules.damage_prevention",
    "mtgcombat.rules.damage_step",
    "mtgcombat.rules.effects",
    "mtgcombat.rules.effect_grants",
    "mtgcombat.rules.layer6",
    "mtgcombat.core.basics",
    "mtgcombat.core.board",
    "mtgcombat.core.copies",
    "mtgcombat.core.grants",
    "mtgcombat.core.model",
    "mtgcombat.core.permanent",
    "mtgcombat.core.plain",
    "mtgcombat.core.player",
    "mtgcombat.core.ruleset",
    "mtgcombat.core.structure",
    "mtgcombat.rules.sba",
)
"""The rules core's modules that the optional compiled build makes C
extensions of (mypyc; the list of the build hook in pyproject.toml)."""


def is_compiled() -> bool:
    """Whether this installation runs the compiled build of the rules core
    (a wheel built with ``HATCH_BUILD_HOOK_ENABLE_MYPYC=true``): every module
    of :data:`COMPILED_MODULES` loaded from a C extension. The results are
    the same either way; the compiled core is faster on small boards.

    >>> isinstance(is_compiled(), bool)
    True
    """
    import importlib  # noqa: PLC0415
    from importlib.machinery import ExtensionFileLoader  # noqa: PLC0415

    return all(
        isinstance(getattr(importlib.import_module(name), "__loader__", None), ExtensionFileLoader)
        for name in COMPILED_MODULES
    )


if not TYPE_CHECKING:  # (type checkers see the imports above)

    def __getattr__(name: str) -> object:
        """A public name, or a submodule, loaded on first use (PEP 562):
        ``import mtgcombat`` itself loads none of the rules, so a script or
        a command that needs only part of them starts quickly."""
        from importlib import import_module  # noqa: PLC0415

        home = _HOMES.get(name)
        if home is not None:
            value = getattr(import_module(home), name)
            globals()[name] = value
            return value
        if not name.startswith("_"):
            try:
                return import_module(f"{__name__}.{name}")
            except ModuleNotFoundError as exc:
                if exc.name != f"{__name__}.{name}":
                    raise
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

    def __dir__() -> list[str]:
        return sorted({*globals(), *__all__})


def _install_moved() -> None:
    """The flat layout's module paths stay importable (mtgcombat._moved)."""
    from mtgcombat import _moved  # noqa: PLC0415

    _moved.install()


_install_moved()
