"""Who a creature may assign combat damage to (CR 510.1a-d, 702.19b-e
trample, 702.22j-k banding): the :class:`DamagePlan` of a creature, its
:class:`Layout` (an ordered list of recipient :class:`Slot` values, a *gated*
slot receiving damage only once every earlier one is assigned lethal damage),
the :class:`LayoutKind` that names the rule shaping it, and the enum members
the hot paths read bound once as Final names.
"""

from __future__ import annotations

import enum
from dataclasses import field
from typing import Any, Final

from mtgcombat.core.model import CardType, Keyword, Zone, _init_twin, fast_init, fast_new
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.rules.assignment_values import _NEW, Assignment

# ---------------------------------------------------------------------------
# Who assigns what: plans and layouts
# ---------------------------------------------------------------------------


class Role(enum.Enum):
    """What a recipient slot is, relative to the creature assigning.

    >>> [role.value for role in Role]
    ['blocker', 'attacker', 'target', 'controller']
    """

    __hash__ = object.__hash__  # singletons: identity hash, in C (see model.Keyword)

    BLOCKER = "blocker"  # a creature blocking the attacker that assigns
    ATTACKER = "attacker"  # an attacker blocked by the blocker that assigns
    TARGET = "target"  # the player, planeswalker or battle being attacked
    CONTROLLER = "controller"  # the planeswalker's controller (702.19c, 702.19e)


class LayoutKind(enum.Enum):
    """Which rule shapes a layout.

    >>> LayoutKind.BLOCKER_FREE.value
    '510.1d'
    """

    __hash__ = object.__hash__  # singletons: identity hash, in C (see model.Keyword)

    UNBLOCKED = "510.1b"
    BLOCKED_ORDERED = "510.1c (2023)"
    BLOCKED_FREE = "510.1c"
    BLOCKER_ORDERED = "510.1d (2023)"
    BLOCKER_FREE = "510.1d"
    BANDING_DEFENDER = "702.22j"
    BANDING_ATTACKER = "702.22k"
    AS_THOUGH_UNBLOCKED = "as though unblocked"
    NOTHING = "no damage"


# Enum members read in the hot paths, bound once: in Python 3.11 a read
# through the class (``Keyword.TRAMPLE``) goes through EnumType.__getattr__,
# several times the cost of a global. Final: the compiled build keeps a
# Final name in a C static, where it looks a global up in a dict each time.
_TYPE_BATTLE: Final = CardType.BATTLE


_TYPE_PLANESWALKER: Final = CardType.PLANESWALKER


_KW_BANDING: Final = Keyword.BANDING


_KW_DEATHTOUCH: Final = Keyword.DEATHTOUCH


_KW_DOUBLE_STRIKE: Final = Keyword.DOUBLE_STRIKE


_KW_FIRST_STRIKE: Final = Keyword.FIRST_STRIKE


_KW_TRAMPLE: Final = Keyword.TRAMPLE


_KW_TRAMPLE_OVER_PLANESWALKERS: Final = Keyword.TRAMPLE_OVER_PLANESWALKERS


_LAYOUT_AS_THOUGH_UNBLOCKED: Final = LayoutKind.AS_THOUGH_UNBLOCKED


_LAYOUT_BANDING_ATTACKER: Final = LayoutKind.BANDING_ATTACKER


_LAYOUT_BANDING_DEFENDER: Final = LayoutKind.BANDING_DEFENDER


_LAYOUT_BLOCKED_FREE: Final = LayoutKind.BLOCKED_FREE


_LAYOUT_BLOCKED_ORDERED: Final = LayoutKind.BLOCKED_ORDERED


_LAYOUT_BLOCKER_FREE: Final = LayoutKind.BLOCKER_FREE


_LAYOUT_BLOCKER_ORDERED: Final = LayoutKind.BLOCKER_ORDERED


_LAYOUT_NOTHING: Final = LayoutKind.NOTHING


_LAYOUT_UNBLOCKED: Final = LayoutKind.UNBLOCKED


_ROLE_ATTACKER: Final = Role.ATTACKER


_ROLE_BLOCKER: Final = Role.BLOCKER


_ROLE_CONTROLLER: Final = Role.CONTROLLER


_ROLE_TARGET: Final = Role.TARGET


_STEP_FIRST_STRIKE: Final = Step.FIRST_STRIKE


_STEP_REGULAR: Final = Step.REGULAR


_R2023: Final = RuleSet.R2023


_BATTLEFIELD: Final = Zone.BATTLEFIELD


_CREATURE: Final = CardType.CREATURE


@fast_init
@dataclass(frozen=True, slots=True)
class Slot:
    """One possible recipient of a creature's combat damage.

    ``threshold`` is what "lethal" means for it before any assignment: the
    creature's toughness minus damage already marked (floored at 0), or a
    planeswalker's loyalty. ``gated`` slots take damage only once every earlier
    slot is assigned lethal damage; ``rule`` is the rule that gate comes from.

    >>> from mtgcombat.rules.assignment import damage_plan
    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
    >>> [(s.id, s.role, s.gated) for s in damage_plan(board, "ogre", "2023").layouts[0].slots]
    [('elf', <Role.BLOCKER: 'blocker'>, True), ('bear', <Role.BLOCKER: 'blocker'>, True)]
    """

    id: str
    role: Role
    gated: bool
    threshold: int
    is_creature: bool
    rule: str


@fast_init
@dataclass(frozen=True, slots=True)
class Layout:
    """The shape of a creature's legal assignments: an amount and its slots.

    >>> from mtgcombat.rules.assignment import damage_plan
    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
    >>> layout = damage_plan(board, "ogre", "current").layouts[0]
    >>> layout.kind, layout.amount, layout.slot_ids()
    (<LayoutKind.BLOCKED_FREE: '510.1c'>, 5, ('elf', 'bear'))
    """

    kind: LayoutKind
    amount: int
    slots: tuple[Slot, ...]
    rule: str
    ids: tuple[str, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "ids", tuple([s.id for s in self.slots]))

    def slot_ids(self) -> tuple[str, ...]:
        """The recipients' ids, in slot order.

        >>> from mtgcombat.rules.assignment import damage_plan
        >>> from mtgcombat import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
        >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=["ogre"])
        >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
        >>> damage_plan(board, "ogre", "current").layouts[0].slot_ids()
        ('elf', 'bear')
        """
        return self.ids


@fast_init
@dataclass(frozen=True, slots=True)
class DamagePlan:
    """How one creature assigns combat damage in one step.

    ``assigner`` is the player who decides (510.1; banding moves the choice,
    702.22j-k). ``layouts`` has one entry, or two when the creature may assign
    "as though it weren't blocked". ``amount`` is 510.1a's amount (power, or
    toughness for Doran-like creatures), before 510.1c's "no blockers left".

    >>> from mtgcombat.rules.assignment import damage_plan
    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
    >>> plan = damage_plan(board, "ogre", "2023")
    >>> plan.assigner, plan.amount, plan.deathtouch, len(plan.layouts)
    ('A', 5, False, 1)
    """

    creature: str
    assigner: str
    amount: int
    deathtouch: bool
    layouts: tuple[Layout, ...]

    @property
    def has_choice(self) -> bool:
        """Whether more than one assignment could ever be legal.

        >>> from mtgcombat.rules.assignment import damage_plan
        >>> from mtgcombat import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
        >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=["ogre"])
        >>> board = Board([Player("A"), Player("B")], [ogre, elf, bear], "A")
        >>> plan = damage_plan(board, "ogre", "current")
        >>> plan.has_choice, damage_plan(board, "elf", "current").has_choice
        (True, False)
        """
        if len(self.layouts) > 1:
            return True
        layout = self.layouts[0]
        return layout.amount > 0 and len(layout.slots) > 1

    def forced(self) -> Assignment | None:
        """The only possible assignment when there is no choice, else ``None``.

        >>> from mtgcombat.rules.assignment import damage_plan
        >>> from mtgcombat import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> str(damage_plan(board, "elf", "current").forced())
        'elf: ogre=1'
        >>> str(damage_plan(board, "ogre", "current").forced())
        'ogre: elf=5'
        """
        layouts = self.layouts
        layout = layouts[0]
        amount = layout.amount
        if len(layouts) > 1 or (amount > 0 and len(layout.slots) > 1):
            return None  # has_choice
        if amount == 0 or not layout.slots:
            return Assignment._trusted(self.creature, ())
        if amount < 0:
            return Assignment(self.creature, ((layout.slots[0].id, amount),))  # raises
        return Assignment._trusted(self.creature, ((layout.slots[0].id, amount),))


# The plans' values made without the class call (model.fast_new; the layout
# with its ids, as its __post_init__ sets them).
_new_slot = fast_new(Slot)


_new_plan = fast_new(DamagePlan)


_LAYOUT_TWIN: Final[Any] = _init_twin(Layout)
assert _LAYOUT_TWIN is not None  # a slotted class straight on object


def _new_layout(kind: LayoutKind, amount: int, slots: tuple[Slot, ...], rule: str) -> Layout:
    out: Any = _NEW(_LAYOUT_TWIN)
    out.kind = kind
    out.amount = amount
    out.slots = slots
    out.rule = rule
    out.ids = tuple([s.id for s in slots])
    out.__class__ = Layout
    made: Layout = out
    return made
