"""The combat rules themselves (CR 506-511, 120, 603, 613-616, 704, 8xx): attacks,
blocks, damage assignment orders, damage assignment, dealing damage, state-based
actions, continuous effects, triggered abilities, the timeline and the combat
runner. No text and no I/O.
"""

# The flat layout's ``mtgcombat.rules`` held the rule sets; they live in the
# core now and are still importable from here.
from mtgcombat.core.ruleset import RuleSet, Step

__all__ = ["RuleSet", "Step"]
