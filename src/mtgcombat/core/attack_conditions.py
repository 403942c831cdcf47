"""Attacking restrictions and requirements under a condition (508.1c-d) as
values: "~ can't attack unless CONDITION", "~ can't attack if CONDITION",
"~ can only attack alone", "~ attacks each combat if able unless
CONDITION", and the conditions only an attack declaration can answer
(:data:`AttackCondition`).

A condition is read relative to the creature that has the rule ("you" is its
controller, "another" leaves it out) and to the player it would attack:
"defending player" is the player the creature attacks, or the controller of
the planeswalker or the protector of the battle it attacks (506.2, 508.1b),
so one creature may be able to attack one opponent and not another in a
multiplayer game.
"""

from __future__ import annotations

from typing import Literal

from mtgcombat.core.block_rules import YouControl
from mtgcombat.core.conditions import StaticCondition
from mtgcombat.core.selector_values import Op, Selector
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

# ---------------------------------------------------------------------------
# Conditions only an attack declaration answers
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AlsoAttack:
    """A condition on the whole declaration: at least ``count`` other
    creatures the selector matches attack too ("unless at least two other
    creatures attack", "unless a black or green creature also attacks").

    >>> str(AlsoAttack(2))
    'at least 2 other creatures attack'
    >>> str(AlsoAttack(1, Selector(colors=frozenset({"black"}))))
    'at least 1 other black creatures attack'
    """

    count: int
    selector: Selector = Selector()

    def __str__(self) -> str:
        return f"at least {self.count} other {self.selector} attack"


@dataclass(frozen=True, slots=True)
class GreaterPowerAlsoAttacks:
    """A condition on the whole declaration: another attacking creature has
    greater power than this one ("unless a creature with greater power also
    attacks").

    >>> str(GreaterPowerAlsoAttacks())
    'a creature with greater power also attacks'
    """

    def __str__(self) -> str:
        return "a creature with greater power also attacks"


@dataclass(frozen=True, slots=True)
class MoreThanDefending:
    """A condition: the creature's controller controls more permanents the
    selector matches than the defending player does ("unless you control more
    creatures than defending player").

    >>> str(MoreThanDefending(Selector(types=frozenset({"land"}))))
    'you control more lands than defending player'
    """

    selector: Selector

    def __str__(self) -> str:
        return f"you control more {self.selector} than defending player"


@dataclass(frozen=True, slots=True)
class DefendingPoisoned:
    """A condition: the defending player has one or more poison counters
    (104.3d, 122.1f).

    >>> str(DefendingPoisoned())
    'defending player is poisoned'
    """

    def __str__(self) -> str:
        return "defending player is poisoned"


@dataclass(frozen=True, slots=True)
class DefendingCardsIn:
    """A condition: the defending player has ``value`` or more cards (``op``)
    in their hand or graveyard ("unless defending player has seven or more
    cards in their graveyard").

    >>> str(DefendingCardsIn("graveyard", ">=", 7))
    'defending player has 7 or more cards in their graveyard'
    """

    zone: Literal["hand", "graveyard"]
    op: Op
    value: int

    def __str__(self) -> str:
        words = {">=": "or more", "<=": "or fewer"}.get(self.op, "")
        amount = f"{self.value} {words}" if words else f"{self.op} {self.value}"
        return f"defending player has {amount} cards in their {self.zone}"


@dataclass(frozen=True, slots=True)
class DefendingMonarch:
    """A condition: the defending player is the monarch (724).

    >>> str(DefendingMonarch())
    'defending player is the monarch'
    """

    def __str__(self) -> str:
        return "defending player is the monarch"


AttackCondition = (
    AlsoAttack
    | GreaterPowerAlsoAttacks
    | MoreThanDefending
    | DefendingPoisoned
    | DefendingCardsIn
    | DefendingMonarch
    | YouControl
    | StaticCondition
)
ATTACK_CONDITIONS = (
    AlsoAttack,
    GreaterPowerAlsoAttacks,
    MoreThanDefending,
    DefendingPoisoned,
    DefendingCardsIn,
    DefendingMonarch,
)
# the conditions on the whole declaration (the others read the board and the target)
DECLARATION_CONDITIONS = (AlsoAttack, GreaterPowerAlsoAttacks)


# ---------------------------------------------------------------------------
# The rules
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CantAttackUnless:
    """ "~ can't attack unless CONDITION." (508.1c)

    >>> str(CantAttackUnless(DefendingPoisoned()))
    "can't attack unless defending player is poisoned"
    """

    condition: AttackCondition

    def __str__(self) -> str:
        return f"can't attack unless {self.condition}"


@dataclass(frozen=True, slots=True)
class CantAttackIf:
    """ "~ can't attack if CONDITION." (508.1c)

    >>> from mtgcombat.core.conditions import PermanentCount
    >>> str(CantAttackIf(PermanentCount(Selector(other=True))))
    "can't attack if there are 1 or more other creatures"
    """

    condition: AttackCondition

    def __str__(self) -> str:
        return f"can't attack if {self.condition}"


@dataclass(frozen=True, slots=True)
class CanOnlyAttackAlone:
    """ "~ can only attack alone." (508.1c, 506.5): it may attack only in a
    declaration where no other creature attacks.

    >>> str(CanOnlyAttackAlone())
    'can only attack alone'
    """

    def __str__(self) -> str:
        return "can only attack alone"


@dataclass(frozen=True, slots=True)
class AttacksEachCombatUnless:
    """ "~ attacks each combat if able unless CONDITION." (508.1d): a
    requirement while the condition (read on the board, relative to the
    creature) does not hold.

    >>> sel = Selector(subtypes=frozenset({"ally"}), other=True)
    >>> str(AttacksEachCombatUnless(YouControl(sel)))
    'attacks each combat if able unless you control other ally creatures'
    """

    condition: YouControl | StaticCondition

    def __str__(self) -> str:
        return f"attacks each combat if able unless {self.condition}"


@dataclass(frozen=True, slots=True)
class PowerAboveHandCantAttack:
    """ "Creatures with power greater than the number of cards in your hand
    can't attack." (508.1c): a rule of the permanent that has it, for every
    creature; "your" is that permanent's controller.

    >>> str(PowerAboveHandCantAttack())
    "creatures with power greater than the number of cards in your hand can't attack"
    """

    def __str__(self) -> str:
        return "creatures with power greater than the number of cards in your hand can't attack"


CONDITIONAL_ATTACK_RULES = (
    CantAttackUnless,
    CantAttackIf,
    CanOnlyAttackAlone,
    AttacksEachCombatUnless,
)
