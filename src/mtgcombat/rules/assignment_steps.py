"""The combat damage steps (CR 510.4, 702.4b-c first strike, 702.4d and
702.7b-c double strike): whether combat has a first-strike damage step,
which creatures assign combat damage in which step, and the steps in order.
"""

from __future__ import annotations

from typing import Final

from mtgcombat.core.model import Ability, Board, Permanent, carried_over
from mtgcombat.core.ruleset import Step
from mtgcombat.rules.assignment_layouts import (
    _KW_DOUBLE_STRIKE,
    _KW_FIRST_STRIKE,
    _STEP_FIRST_STRIKE,
    _STEP_REGULAR,
)


def first_strike_step_exists(board: Board) -> bool:
    """Whether combat has a first-strike damage step (510.4): some attacking or
    blocking creature has first strike or double strike, or one had it when the
    first-strike step began (``had_first_strike``: that step has happened).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> first_strike_step_exists(board)
    False
    """
    abilities = combat_abilities(board)
    return (
        _KW_FIRST_STRIKE in abilities
        or _KW_DOUBLE_STRIKE in abilities
        or first_strike_step_happened(board)
    )


def combat_abilities(board: Board) -> frozenset[Ability]:
    """Every ability some attacking or blocking creature has, once per board:
    "does a creature in combat have first strike / banding" is then one
    lookup (the union runs in C, with the hashes the sets already hold).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"],
    ...                 abilities={"deathtouch"})
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> sorted(a.value for a in combat_abilities(board))
    ['deathtouch', 'trample']
    """
    # Board.derived, inlined (no closure made for a value already there)
    memo = board._memo
    found = memo.get(_COMBAT_ABILITIES)
    if found is None:
        found = memo[_COMBAT_ABILITIES] = _union_abilities(board)
    return found  # type: ignore[return-value]


# the abilities do not change with damage or the first-strike marks
_COMBAT_ABILITIES: Final = carried_over("combat_abilities")


def _union_abilities(board: Board) -> frozenset[Ability]:
    by_id = board._by_id  # a dict lookup per creature, not a method call
    return frozenset().union(*[by_id[c].characteristics.abilities for c in board.in_combat()])


def first_strike_step_happened(board: Board) -> bool:
    """Whether the first-strike step has begun: some permanent is recorded as
    having had first strike or double strike then (even one that has since
    died or left combat; end of combat clears the record).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> from mtgcombat.core.model import evolve
    >>> first_strike_step_happened(board)
    False
    >>> first_strike_step_happened(board.with_permanents([evolve(ogre, had_first_strike=True)]))
    True
    """
    # Board.derived, inlined (no closure made for a value already there)
    memo = board._memo
    found = memo.get("first_strike_step_happened")
    if found is None:
        found = memo["first_strike_step_happened"] = _had_first_strike(board)
    return found  # type: ignore[return-value]


def _had_first_strike(board: Board) -> bool:
    for p in board.permanents:  # noqa: SIM110 - no generator on a hot path
        if p.had_first_strike:
            return True
    return False


def assigns_in_step(board: Board, creature: str, step: Step | str) -> bool:
    """Whether an attacking or blocking creature assigns combat damage in this
    step (510.4, 702.4b, 702.7b). In the first-strike step: creatures with first
    strike or double strike. In the regular step after it: creatures that had
    neither as the first-strike step began, and creatures that have double
    strike now (702.4c-d, 702.7c). With no first-strike step, everyone assigns
    in the regular step.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> assigns_in_step(board, "ogre", "first-strike"), assigns_in_step(board, "ogre", "regular")
    (False, True)
    """
    step = Step.coerce(step)
    return _assigns(board.permanent(creature), step, *_step_facts(board))


def _step_facts(board: Board) -> tuple[bool, bool]:
    """Whether the first-strike step has happened, and whether it exists."""
    happened = first_strike_step_happened(board)
    return happened, happened or first_strike_step_exists(board)


def _assigns(perm: Permanent, step: Step, happened: bool, exists: bool) -> bool:
    abilities = perm.abilities
    if step is _STEP_FIRST_STRIKE:
        return _KW_FIRST_STRIKE in abilities or _KW_DOUBLE_STRIKE in abilities
    if happened:
        return _KW_DOUBLE_STRIKE in abilities or not perm.had_first_strike
    if not exists:
        return True
    return _KW_DOUBLE_STRIKE in abilities or _KW_FIRST_STRIKE not in abilities


def steps(board: Board) -> tuple[Step, ...]:
    """The combat damage steps still to come, in order: the first-strike step
    (if the combat has one and it has not begun) and the regular step.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> steps(board)
    (<Step.REGULAR: 'regular'>,)
    """
    if first_strike_step_exists(board) and not first_strike_step_happened(board):
        return (_STEP_FIRST_STRIKE, _STEP_REGULAR)
    return (_STEP_REGULAR,)


def first_step_of(board: Board, creature: str) -> Step:
    """The first step in which the creature assigns combat damage.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> first_step_of(board, "ogre")
    <Step.REGULAR: 'regular'>
    """
    if assigns_in_step(board, creature, _STEP_FIRST_STRIKE):
        return _STEP_FIRST_STRIKE
    return _STEP_REGULAR
