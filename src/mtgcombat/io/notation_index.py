"""Finding, on a board, the value behind an English notation: messages built
by the rules core carry a value's ``str()`` (a violation's selector, an
effect's rule code, see :func:`mtgcombat.rules.effects.rule_code`), and
:func:`notation_index` maps each such string back to its value.
"""

from __future__ import annotations

from collections.abc import Iterator

from mtgcombat.core.abilities import BlockRule, Selector
from mtgcombat.core.model import Board
from mtgcombat.rules.effects import rule_code

# ---------------------------------------------------------------------------
# Finding the value behind a notation
# ---------------------------------------------------------------------------


def selector_values(value: object) -> Iterator[object]:
    """The value and every ability value inside it: a rule's selector, a
    condition's selector, an effect's grants, condition and counts, a block
    trigger's selectors, and their selectors.

    >>> from mtgcombat.text import parse_sentence
    >>> gorger = parse_sentence("~ can't be blocked by Walls.")
    >>> [str(v) for v in selector_values(next(iter(gorger.traits.block_rules)))]
    ["can't be blocked by wall creatures", 'wall creatures']
    """
    yield value
    for attr in (
        "selector",
        "condition",
        "affected",
        "subject",
        "other",
        "per",
        "set_power",
        "set_toughness",
    ):
        inner = getattr(value, attr, None)
        if inner is not None and not isinstance(inner, str | bool | int):
            yield from selector_values(inner)
    for grant in getattr(value, "grants", ()):
        yield from selector_values(grant)
    if isinstance(value, Selector):
        yield from value.with_keywords
        yield from value.without_keywords


def notation_index(board: Board) -> dict[str, object]:
    """Every ability value on the board (abilities, blocking rules, statics,
    and the selectors, conditions and grants inside them) by its English
    notation, plus each blocking rule by its report code
    (``rule:cant_block_sel:creatures with flying``, see
    :func:`mtgcombat.rules.effects.rule_code`). The first value met wins; values
    with the same notation are the same value for display. Computed once per
    board.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, abilities={"flying"})
    >>> notation_index(Board([Player("A"), Player("B")], [ogre], "A"))
    {'flying': <Keyword.FLYING: 'flying'>}
    """
    return board.derived(("notation_index",), lambda: _index(board))


def _index(board: Board) -> dict[str, object]:
    out: dict[str, object] = {}
    for perm in board.permanents:
        roots: list[object] = [*perm.abilities, *perm.block_rules, *perm.statics]
        for root in roots:
            for value in selector_values(root):
                out.setdefault(str(value), value)
                if isinstance(value, BlockRule):
                    # by its code, a rule as its granting effect states it:
                    # the form without a bound source wins (a report line
                    # names the source already)
                    key = "rule:" + rule_code(value)
                    if getattr(value, "source", ""):
                        out.setdefault(key, value)
                    else:
                        out[key] = value
    return out
