"""Declaring blockers (CR 509.1): restrictions, requirements, costs.

A :class:`BlockDeclaration` maps each blocking creature to the attackers it
blocks. :func:`is_legal_blocks` checks one against

* 509.1a: who may block what, and how many attackers one creature may block;
* 509.1b: every restriction, evasion included, and restrictions on how many
  creatures block (menace, "can't block alone", a limit per combat);
* 509.1c: the number of requirements obeyed must be the **maximum** possible
  without breaking a restriction and without paying a cost (509.1c-d). That
  maximum is computed exactly as a 0-1 integer programme solved by HiGHS
  (highspy), under a time bound that is reported if hit;
* 509.1d-f: the total cost of the blocks.

Restrictions and requirements are data on the permanents
(:mod:`mtgcombat.core.abilities`' ``BlockRule`` values and keywords); this module
turns each into constraints. Rules over selectors ("can't be blocked by
creatures with power 2 or greater", "must be blocked by a Wall if able") read
their selector relative to the rule's source (:func:`rule_source`) with
:func:`mtgcombat.core.selectors.matches`; those between one blocker and one
attacker join :func:`pair_problems`, those on the whole declaration ("can't
block unless two other creatures also block", "can't be blocked unless all
creatures defending player controls block it") are collected once per board
by :func:`declaration_rules` and become rows of the 509.1c programme.

This module is the face of its parts, and names them all:

* :mod:`~mtgcombat.rules.blocks_declaration`: the declaration value;
* :mod:`~mtgcombat.rules.blocks_qualities`: the qualities rules name;
* :mod:`~mtgcombat.rules.blocks_pairs`: who may block what (509.1a, 509.1b
  between one blocker and one attacker);
* :mod:`~mtgcombat.rules.blocks_restrictions`: restrictions on the whole
  declaration (509.1b);
* :mod:`~mtgcombat.rules.blocks_costs`: costs to block (509.1d);
* :mod:`~mtgcombat.rules.blocks_requirements`: requirements and their maximum
  (509.1c, the HiGHS integer programme);
* :mod:`~mtgcombat.rules.blocks_verdicts`: the verdict on a declaration.

>>> from mtgcombat.core.model import Board, Permanent, Player, Keyword, BlocksEachCombat
>>> brute = Permanent(id="brute", controller="A", power=3, toughness=3,
...                   abilities=frozenset({Keyword.MENACE}), attacking="B")
>>> eager = Permanent(id="eager", controller="B", power=1, toughness=1,
...                   block_rules=frozenset({BlocksEachCombat()}))
>>> other = Permanent(id="other", controller="B", power=1, toughness=1)
>>> board = Board(players=(Player("A"), Player("B")), permanents=(brute, eager, other),
...               active_player="A")
>>> verdict = is_legal_blocks(board, BlockDeclaration.parse(""))
>>> bool(verdict), verdict.obeyed, verdict.maximum, str(verdict.witness)
(False, 0, 1, 'eager: brute; other: brute')
>>> bool(is_legal_blocks(board, BlockDeclaration.parse("eager: brute; other: brute")))
True
"""

from __future__ import annotations

from mtgcombat.rules.blocks_costs import (
    block_cost,
)
from mtgcombat.rules.blocks_declaration import (
    BlockDeclaration,
)
from mtgcombat.rules.blocks_pairs import (
    block_options,
    blocker_problems,
    capacity,
    combat_blocker_limit,
    defending_players,
    max_blockers,
    min_blockers,
    pair_problems,
    rule_source,
)
from mtgcombat.rules.blocks_qualities import (
    SPELL_ONLY_QUALITIES,
    SUPERTYPE_WORDS,
    has_quality,
)
from mtgcombat.rules.blocks_requirements import (
    MaximumResult,
    Requirement,
    maximum_requirements,
    obeyed_count,
    requirements,
)
from mtgcombat.rules.blocks_restrictions import (
    DeclarationRules,
    declaration_rules,
    restriction_violations,
)
from mtgcombat.rules.blocks_verdicts import (
    BlockVerdict,
    is_legal_blocks,
    legal_block_declarations,
)

__all__ = [
    "SPELL_ONLY_QUALITIES",
    "SUPERTYPE_WORDS",
    "BlockDeclaration",
    "BlockVerdict",
    "DeclarationRules",
    "MaximumResult",
    "Requirement",
    "block_cost",
    "block_options",
    "blocker_problems",
    "capacity",
    "combat_blocker_limit",
    "declaration_rules",
    "defending_players",
    "has_quality",
    "is_legal_blocks",
    "legal_block_declarations",
    "max_blockers",
    "maximum_requirements",
    "min_blockers",
    "obeyed_count",
    "pair_problems",
    "requirements",
    "restriction_violations",
    "rule_source",
]
