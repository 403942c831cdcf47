"""Sentences of an instant that apply only if a condition holds as the
spell resolves (608.2c: the instruction is read when it is reached): "If you
control a Swamp, destroy target nonblack creature.", "If it's a Vampire, it
gains first strike until end of turn.", and with "instead" in place of the
sentence before ("If it's a Human, instead it gets +3/+3 and gains
indestructible until end of turn."). :class:`ConditionalEffect` holds the
effects done when the condition holds (``then``) and those done otherwise
(``otherwise``: the replaced sentence's, or nothing);
:func:`chosen_effects` picks them on the board as the spell reaches them,
for :func:`mtgcombat.rules.timeline_entries.apply_entry`.

The conditions (:class:`SpellCondition`): permanents the caster controls
("if you control a Swamp", "three or more artifacts", "no Dragons"), the
target's qualities ("if it's a Vampire", "if that creature is white", "if
it's blocking"), the turn ("if it's your turn"), the caster's life ("if you
have 5 or less life"), and "if you cast this spell during your main phase"
(never true of a spell cast during combat, 505.1); and (issue 33, session
9) any condition of the static abilities about the caster, the players,
their zones and permanents ("if you have no cards in hand", "if seven or
more cards are in your graveyard": ``static``, read with
:func:`mtgcombat.core.selectors.condition_holds` for the caster).
"""

from __future__ import annotations

from collections.abc import Sequence

from mtgcombat.core.abilities import Selector
from mtgcombat.core.conditions import StaticCondition
from mtgcombat.core.model import Board, CardType, Count, Permanent, Zone, evolve
from mtgcombat.core.selectors import condition_holds, count, matches
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class SpellCondition:
    """What must hold as the spell resolves: ``kind`` is ``you_control``
    (at least ``amount`` permanents ``selector`` matches, relative to the
    caster; ``none``: not one), ``it_is`` (the target matches
    ``selector``), ``your_turn``, ``main_phase`` (false in combat) or
    ``life_at_most`` (the caster's life is ``amount`` or less).

    >>> str(SpellCondition("you_control", Selector(subtypes=frozenset({"swamp"}),
    ...     types=frozenset({"land"}))))
    'if at least 1 swamp lands'
    """

    kind: str
    selector: Selector | None = None
    amount: int = 1
    none: bool = False
    # issue 33 (session 9): kind ``static``, a static ability's condition read
    # for the caster ("if you have no cards in hand", threshold, metalcraft)
    static: StaticCondition | None = None

    def __str__(self) -> str:
        if self.static is not None:
            return f"if {self.static}"
        if self.kind == "you_control":
            many = "no" if self.none else f"at least {self.amount}"
            return f"if {many} {self.selector}"
        if self.kind == "it_is":
            return f"if the target is one of the {self.selector}"
        if self.kind == "life_at_most":
            return f"if you have {self.amount} or less life"
        return {"your_turn": "if it's your turn", "main_phase": "if cast in a main phase"}[
            self.kind
        ]


@dataclass(frozen=True, slots=True)
class ConditionalEffect:
    """``then`` if ``condition`` holds as the spell reaches it, else
    ``otherwise`` (608.2c).

    >>> from mtgcombat.core.abilities import PumpEffect
    >>> str(ConditionalEffect(SpellCondition("your_turn"), (PumpEffect("target", 2, 2),)))
    "if it's your turn: the target gets +2/+2 until end of turn"
    """

    condition: SpellCondition
    then: tuple[object, ...]
    otherwise: tuple[object, ...] = ()

    def __str__(self) -> str:
        done = "; ".join(str(e) for e in self.then)
        other = "; ".join(str(e) for e in self.otherwise)
        return f"{self.condition}: {done}" + (f", else {other}" if other else "")


def _caster(controller: str) -> Permanent:
    made = Permanent(
        id="\x00spell", controller=controller, types=frozenset({CardType.LAND}), zone=Zone.EXILE
    )
    return evolve(made, types=frozenset())


def holds(board: Board, condition: SpellCondition, controller: str, targets: Sequence[str]) -> bool:
    """Whether the condition holds now, for the spell's ``controller`` and
    its (one) target.

    >>> from mtgcombat.core.model import Player
    >>> bear = Permanent(id="bear", controller="A", colors=frozenset({"green"}))
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> green = SpellCondition("it_is", Selector(colors=frozenset({"green"})))
    >>> holds(board, green, "B", ["bear"]), holds(board, SpellCondition("your_turn"), "B", [])
    (True, False)
    """
    me = _caster(controller)
    if condition.kind == "you_control":
        found = count(board, Count(condition.selector or Selector()), me)
        return found == 0 if condition.none else found >= condition.amount
    if condition.kind == "it_is":
        target = board.get(targets[0]) if targets else None
        return target is not None and matches(board, condition.selector or Selector(), target, me)
    if condition.kind == "your_turn":  # a team's turn is each teammate's (805.4)
        return board.active_player in board.team_of(controller)
    if condition.kind == "life_at_most":
        return board.player(controller).life <= condition.amount
    if condition.static is not None:  # issue 33 (session 9): for the caster (608.2c)
        return condition_holds(board, condition.static, me)
    return False  # "during your main phase": the timeline is in combat (505.1)


def chosen_effects(
    board: Board, effect: ConditionalEffect, controller: str, targets: Sequence[str]
) -> tuple[object, ...]:
    """The effects the spell does as it reaches ``effect`` (608.2c).

    >>> from mtgcombat.core.model import Player
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> chosen_effects(board, ConditionalEffect(SpellCondition("main_phase"), ("x",), ("y",)),
    ...                "A", [])
    ('y',)
    """
    return effect.then if holds(board, effect.condition, controller, targets) else effect.otherwise


__all__ = ["ConditionalEffect", "SpellCondition", "chosen_effects", "holds"]
