"""Attacking restrictions, requirements and costs (508.1c-d, 508.1g-h) as
values, and :data:`BlockRule`: every blocking or attacking rule a permanent
can carry in its ``block_rules``."""

from __future__ import annotations

from mtgcombat.core.attack_conditions import (
    AttacksEachCombatUnless,
    CanOnlyAttackAlone,
    CantAttackIf,
    CantAttackUnless,
    PowerAboveHandCantAttack,
)
from mtgcombat.core.block_rules import (
    BlockableDespiteLandwalk,
    BlockCost,
    BlocksEachCombat,
    BlocksSelEachCombat,
    CanBlockAsThoughReach,
    CanBlockOnly,
    CanBlockOnlyFlyers,
    CanBlockShadow,
    CanBlockTapped,
    CantBeBlocked,
    CantBeBlockedAlone,
    CantBeBlockedBy,
    CantBeBlockedExceptBy,
    CantBeBlockedUnlessAllBlock,
    CantBeBlockedWhile,
    CantBlock,
    CantBlockAlone,
    CantBlockSel,
    CantBlockUnless,
    Lure,
    LureSel,
    MaxBlockers,
    MaxBlockersEachCombat,
    MinBlockers,
    MustBeBlocked,
    MustBeBlockedBy,
    MustBeBlockedByExactlyOne,
    MustBlock,
)
from mtgcombat.core.selector_values import Selector
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

# ---------------------------------------------------------------------------
# Attacking restrictions, requirements and costs (508.1c-d, 508.1g-h)
# ---------------------------------------------------------------------------
# They travel with the blocking rules (a permanent's ``block_rules``); the
# attacks module reads them, the blocks module leaves them alone.


@dataclass(frozen=True, slots=True)
class CantAttack:
    """ "This creature can't attack." (508.1c)

    >>> value = CantAttack()
    >>> str(value)
    "can't attack"
    """

    def __str__(self) -> str:
        return "can't attack"


@dataclass(frozen=True, slots=True)
class CantAttackAlone:
    """ "This creature can't attack alone." (508.1c, 506.5)

    >>> value = CantAttackAlone()
    >>> str(value)
    "can't attack alone"
    """

    def __str__(self) -> str:
        return "can't attack alone"


@dataclass(frozen=True, slots=True)
class CantAttackUnlessDefenderControls:
    """ "~ can't attack unless defending player controls an Island." (508.1c)

    >>> value = CantAttackUnlessDefenderControls(land_type="island")
    >>> str(value)
    "can't attack unless defending player controls an Island"
    """

    land_type: str

    def __str__(self) -> str:
        article = "an" if self.land_type[:1] in "aeiou" else "a"
        return (
            f"can't attack unless defending player controls {article} {self.land_type.capitalize()}"
        )


@dataclass(frozen=True, slots=True)
class CreaturesCantAttackYou:
    """ "Creatures can't attack you or planeswalkers you control." (508.1c):
    a rule of the permanent that has it, protecting its controller (and the
    planeswalkers that player controls when ``planeswalkers`` is set). With
    ``host``, only the creature the permanent is attached to is restricted
    (an Aura: "enchanted creature can't attack you or planeswalkers you
    control"; "you" is still the Aura's controller).

    >>> str(CreaturesCantAttackYou())
    "creatures can't attack you or planeswalkers you control"
    >>> str(CreaturesCantAttackYou(planeswalkers=False))
    "creatures can't attack you"
    >>> str(CreaturesCantAttackYou(host=True))
    "enchanted creature can't attack you or planeswalkers you control"

    With ``selector``, only the creatures it describes are restricted
    (issue 33: "creatures without flying can't attack you", "black creatures
    can't attack you"), read relative to the permanent that has the rule.

    >>> str(CreaturesCantAttackYou(False, selector=Selector(colors=frozenset({"black"}))))
    "black creatures can't attack you"
    """

    planeswalkers: bool = True
    host: bool = False
    selector: Selector | None = None

    def __str__(self) -> str:
        tail = " or planeswalkers you control" if self.planeswalkers else ""
        who = "enchanted creature" if self.host else "creatures"
        if self.selector is not None:
            who = str(self.selector)
        return f"{who} can't attack you{tail}"


@dataclass(frozen=True, slots=True)
class PowerCantAttack:
    """ "Creatures with power N or greater can't attack." (508.1c): a rule
    of the permanent that has it, for every creature.

    >>> value = PowerCantAttack(power=4)
    >>> str(value)
    "creatures with power 4 or greater can't attack"
    """

    power: int

    def __str__(self) -> str:
        return f"creatures with power {self.power} or greater can't attack"


@dataclass(frozen=True, slots=True)
class MaxAttackersEachCombat:
    """ "No more than N creatures can attack each combat." (508.1c)

    >>> value = MaxAttackersEachCombat(count=2)
    >>> str(value)
    'no more than 2 creatures can attack each combat'
    """

    count: int

    def __str__(self) -> str:
        noun = "creature" if self.count == 1 else "creatures"
        return f"no more than {self.count} {noun} can attack each combat"


@dataclass(frozen=True, slots=True)
class AttacksEachCombat:
    """ "This creature attacks each combat if able." (508.1d)

    >>> value = AttacksEachCombat()
    >>> str(value)
    'attacks each combat if able'
    """

    def __str__(self) -> str:
        return "attacks each combat if able"


@dataclass(frozen=True, slots=True)
class Goaded:
    """Goaded by ``player`` (701.38 in 2023, 701.15 now): it attacks each combat if able and
    attacks a player other than ``player`` if able (two 508.1d requirements).

    >>> value = Goaded(player="C")
    >>> str(value)
    'goaded by C'
    """

    player: str

    def __str__(self) -> str:
        return f"goaded by {self.player}"


@dataclass(frozen=True, slots=True)
class AttackTax:
    """ "Creatures can't attack you unless their controller pays {N} for each
    creature they control that's attacking you." (508.1g-h): a rule of the
    permanent that has it; its controller is the player so protected (and,
    with ``planeswalkers``, the planeswalkers that player controls: "can't
    attack you or planeswalkers you control unless their controller pays {N}
    for each of those creatures").

    >>> value = AttackTax(amount=2)
    >>> str(value)  # doctest: +NORMALIZE_WHITESPACE
    "creatures can't attack you unless their controller pays {2} for each
    creature they control that's attacking you"
    >>> str(AttackTax(1, planeswalkers=True))  # doctest: +NORMALIZE_WHITESPACE
    "creatures can't attack you or planeswalkers you control unless their
    controller pays {1} for each of those creatures"

    With ``per_counter``, each attacking creature's tax is ``amount`` for each
    counter on it, of any kind (122.1; Nils, Discipline Enforcer: "... unless
    its controller pays {X}, where X is the number of counters on that
    creature"): a creature with no counter pays nothing.
    """

    amount: int
    planeswalkers: bool = False
    per_counter: bool = False

    def __str__(self) -> str:
        if self.per_counter:
            where = " or planeswalkers you control" if self.planeswalkers else ""
            return (
                f"each creature with one or more counters on it can't attack you{where} unless "
                f"its controller pays {{{self.amount}}} for each counter on that creature"
            )
        if self.planeswalkers:
            return (
                "creatures can't attack you or planeswalkers you control unless their "
                f"controller pays {{{self.amount}}} for each of those creatures"
            )
        return (
            f"creatures can't attack you unless their controller pays {{{self.amount}}} "
            "for each creature they control that's attacking you"
        )


@dataclass(frozen=True, slots=True)
class Goads:
    """ "Creatures your opponents control attack each combat if able and
    attack a player other than you if able." (goad, 701.38 in 2023, 701.15 now): every creature
    an opponent of this permanent's controller controls is goaded by that
    player; with ``host``, only the creature this permanent is attached to
    ("enchanted creature attacks each combat if able and attacks a player
    other than you if able"). Two 508.1d requirements per creature, read by
    :mod:`mtgcombat.rules.attacks`.

    >>> str(Goads())  # doctest: +NORMALIZE_WHITESPACE
    'creatures your opponents control attack each combat if able and attack
    a player other than you if able'
    >>> str(Goads(host=True))  # doctest: +NORMALIZE_WHITESPACE
    'enchanted creature attacks each combat if able and attacks a player
    other than you if able'
    """

    host: bool = False

    def __str__(self) -> str:
        if self.host:
            return (
                "enchanted creature attacks each combat if able and attacks a player "
                "other than you if able"
            )
        return (
            "creatures your opponents control attack each combat if able and attack a player "
            "other than you if able"
        )


@dataclass(frozen=True, slots=True)
class CanAttackDespiteDefender:
    """ "This creature can attack as though it didn't have defender." (702.3b):
    defender does not stop it attacking; a condition ("as long as it has a
    +1/+1 counter on it") is a static ability's, read by the effects engine.

    >>> str(CanAttackDespiteDefender())
    "can attack as though it didn't have defender"
    """

    def __str__(self) -> str:
        return "can attack as though it didn't have defender"


@dataclass(frozen=True, slots=True)
class CanAttackAsThoughHaste:
    """ "This creature can attack as though it had haste." (302.6, 702.10b):
    a permission, not the haste keyword. It lets the creature attack though it
    has not been under its controller's control continuously since the turn
    began, and nothing else: it gives no haste ("creatures with haste get
    +1/+1" does not count it).

    >>> str(CanAttackAsThoughHaste())
    'can attack as though it had haste'
    """

    def __str__(self) -> str:
        return "can attack as though it had haste"


@dataclass(frozen=True, slots=True)
class AttackCost:
    """A cost for this creature to attack, in generic mana (508.1g-h): "~ can't
    attack (or block) unless its controller pays {N}"; with ``per_counter``,
    {N} for each +1/+1 counter on it.

    >>> str(AttackCost(2)), str(AttackCost(1, per_counter=True))
    ('attacking costs {2}', 'attacking costs {1} for each +1/+1 counter on it')
    """

    amount: int
    per_counter: bool = False

    def __str__(self) -> str:
        each = " for each +1/+1 counter on it" if self.per_counter else ""
        return f"attacking costs {{{self.amount}}}{each}"


ATTACK_RULES = (
    CantAttack,
    CantAttackAlone,
    CantAttackUnlessDefenderControls,
    CreaturesCantAttackYou,
    PowerCantAttack,
    MaxAttackersEachCombat,
    AttacksEachCombat,
    Goaded,
    AttackTax,
    Goads,
    CanAttackDespiteDefender,
    CanAttackAsThoughHaste,
    AttackCost,
    # under a condition (mtgcombat.core.attack_conditions)
    CantAttackUnless,
    CantAttackIf,
    CanOnlyAttackAlone,
    AttacksEachCombatUnless,
    PowerAboveHandCantAttack,
)


BlockRule = (
    CanBlockShadow
    | LureSel
    | BlockableDespiteLandwalk
    | CanBlockAsThoughReach
    | CanBlockTapped
    | MaxBlockersEachCombat
    | CantBeBlockedAlone
    | CantBlock
    | CantBeBlocked
    | CanBlockOnlyFlyers
    | CantBlockAlone
    | MinBlockers
    | MaxBlockers
    | BlocksEachCombat
    | MustBlock
    | Lure
    | MustBeBlocked
    | MustBeBlockedByExactlyOne
    | BlockCost
    | CantBlockSel
    | CanBlockOnly
    | CantBeBlockedBy
    | CantBeBlockedExceptBy
    | CantBeBlockedWhile
    | CantBlockUnless
    | CantBeBlockedUnlessAllBlock
    | MustBeBlockedBy
    | BlocksSelEachCombat
    | CantAttack
    | CantAttackAlone
    | CantAttackUnlessDefenderControls
    | CreaturesCantAttackYou
    | PowerCantAttack
    | MaxAttackersEachCombat
    | AttacksEachCombat
    | Goaded
    | AttackTax
    | Goads
    | CanAttackDespiteDefender
    | CanAttackAsThoughHaste
    | AttackCost
    | CantAttackUnless
    | CantAttackIf
    | CanOnlyAttackAlone
    | AttacksEachCombatUnless
    | PowerAboveHandCantAttack
)
