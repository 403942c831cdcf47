"""Blocking restrictions, requirements and costs (509.1b-d) as values,
those over selectors included (:class:`CantBeBlockedBy`,
:class:`CantBlockUnless`...), with the conditions of a "can't block unless"
(:data:`BlockCondition`)."""

from __future__ import annotations

from mtgcombat.core.conditions import StaticCondition
from mtgcombat.core.keywords import Landwalk
from mtgcombat.core.selector_values import Selector, _from
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

# ---------------------------------------------------------------------------
# Blocking restrictions, requirements and costs (509.1b-d)
# ---------------------------------------------------------------------------
# Each names what it restricts or requires; the blocks module turns each
# into constraints. A rule on a creature reads its selectors relative to
# ``source`` when one is named (the permanent whose static ability granted
# it), else relative to the creature itself.


@dataclass(frozen=True, slots=True)
class CantBlock:
    """ "This creature can't block." (509.1b)

    >>> value = CantBlock()
    >>> str(value)
    "can't block"
    """

    def __str__(self) -> str:
        return "can't block"


@dataclass(frozen=True, slots=True)
class CantBeBlocked:
    """ "This creature can't be blocked." (509.1b)

    >>> value = CantBeBlocked()
    >>> str(value)
    "can't be blocked"
    """

    def __str__(self) -> str:
        return "can't be blocked"


@dataclass(frozen=True, slots=True)
class CanBlockOnlyFlyers:
    """ "This creature can block only creatures with flying." (509.1b)

    >>> value = CanBlockOnlyFlyers()
    >>> str(value)
    'can block only creatures with flying'
    """

    def __str__(self) -> str:
        return "can block only creatures with flying"


@dataclass(frozen=True, slots=True)
class CantBlockAlone:
    """ "This creature can't block alone." (509.1b, 506.5)

    >>> value = CantBlockAlone()
    >>> str(value)
    "can't block alone"
    """

    def __str__(self) -> str:
        return "can't block alone"


@dataclass(frozen=True, slots=True)
class MinBlockers:
    """ "Can't be blocked except by N or more creatures." (509.1b; menace is N = 2)

    >>> value = MinBlockers(count=2)
    >>> str(value)
    "can't be blocked except by 2 or more creatures"
    """

    count: int

    def __str__(self) -> str:
        return f"can't be blocked except by {self.count} or more creatures"


@dataclass(frozen=True, slots=True)
class MaxBlockers:
    """ "Can't be blocked by more than N creatures." (509.1b)

    >>> value = MaxBlockers(count=1)
    >>> str(value)
    "can't be blocked by more than 1 creature"
    """

    count: int

    def __str__(self) -> str:
        return (
            f"can't be blocked by more than {self.count} creature{'s' if self.count != 1 else ''}"
        )


@dataclass(frozen=True, slots=True)
class BlocksEachCombat:
    """ "This creature blocks each combat if able." (509.1c)

    >>> value = BlocksEachCombat()
    >>> str(value)
    'blocks each combat if able'
    """

    def __str__(self) -> str:
        return "blocks each combat if able"


@dataclass(frozen=True, slots=True)
class MustBlock:
    """ "This creature blocks <attacker> this turn if able." (509.1c, provoke style)

    >>> str(MustBlock("ogre"))
    'blocks ogre this turn if able'
    """

    attacker: str

    def __str__(self) -> str:
        return f"blocks {self.attacker} this turn if able"


@dataclass(frozen=True, slots=True)
class Lure:
    """ "All creatures able to block this creature do so." (509.1c)

    >>> value = Lure()
    >>> str(value)
    'all creatures able to block it do so'
    """

    def __str__(self) -> str:
        return "all creatures able to block it do so"


@dataclass(frozen=True, slots=True)
class MustBeBlocked:
    """ "This creature must be blocked if able." (509.1c)

    >>> value = MustBeBlocked()
    >>> str(value)
    'must be blocked if able'
    """

    def __str__(self) -> str:
        return "must be blocked if able"


@dataclass(frozen=True, slots=True)
class MustBeBlockedByExactlyOne:
    """ "This creature must be blocked by exactly one creature if able." (509.1c)

    >>> value = MustBeBlockedByExactlyOne()
    >>> str(value)
    'must be blocked by exactly one creature if able'
    """

    def __str__(self) -> str:
        return "must be blocked by exactly one creature if able"


@dataclass(frozen=True, slots=True)
class BlockCost:
    """A cost for this creature to block, in generic mana (509.1d); with
    ``per_counter``, {N} for each +1/+1 counter on it; with ``everyone``, a
    cost for each creature that blocks, whoever controls it ("creatures
    can't block unless their controller pays {1} for each of those
    creatures"), not for the creature with the rule alone.

    >>> str(BlockCost(2))
    'blocking costs {2}'
    >>> str(BlockCost(1, everyone=True))
    "creatures can't block unless their controller pays {1} for each of those creatures"
    """

    amount: int
    per_counter: bool = False
    everyone: bool = False

    def __str__(self) -> str:
        if self.everyone:
            return (
                f"creatures can't block unless their controller pays {{{self.amount}}} "
                "for each of those creatures"
            )
        each = " for each +1/+1 counter on it" if self.per_counter else ""
        return f"blocking costs {{{self.amount}}}{each}"


@dataclass(frozen=True, slots=True)
class CantBlockSel:
    """ "This creature can't block SEL." (509.1b)

    >>> value = CantBlockSel(selector=Selector(controller='you'))
    >>> str(value)
    "can't block creatures you control"
    """

    selector: Selector
    source: str = ""

    def __str__(self) -> str:
        return f"can't block {self.selector}{_from(self.source)}"


@dataclass(frozen=True, slots=True)
class CanBlockOnly:
    """ "This creature can block only SEL." (509.1b)

    >>> from mtgcombat.core.abilities import Compare
    >>> value = CanBlockOnly(Selector(compares=(Compare("power", "<=", 2),)))
    >>> str(value)
    'can block only creatures with power 2 or less'
    """

    selector: Selector
    source: str = ""

    def __str__(self) -> str:
        return f"can block only {self.selector}{_from(self.source)}"


@dataclass(frozen=True, slots=True)
class CantBeBlockedBy:
    """ "This creature can't be blocked by SEL." (509.1b)

    >>> value = CantBeBlockedBy(selector=Selector(token=True))
    >>> str(value)
    "can't be blocked by creature tokens"
    """

    selector: Selector
    source: str = ""

    def __str__(self) -> str:
        return f"can't be blocked by {self.selector}{_from(self.source)}"


@dataclass(frozen=True, slots=True)
class CantBeBlockedExceptBy:
    """ "This creature can't be blocked except by SEL." (509.1b)

    >>> value = CantBeBlockedExceptBy(selector=Selector(subtypes=frozenset({'wall'})))
    >>> str(value)
    "can't be blocked except by wall creatures"
    """

    selector: Selector
    source: str = ""

    def __str__(self) -> str:
        return f"can't be blocked except by {self.selector}{_from(self.source)}"


@dataclass(frozen=True, slots=True)
class CantBeBlockedWhile:
    """ "This creature can't be blocked as long as defending player controls
    SEL" (509.1b; landwalk in general form, 702.14).

    >>> value = CantBeBlockedWhile(selector=Selector(types=frozenset({'artifact'})))
    >>> str(value)
    "can't be blocked as long as defending player controls artifacts"
    """

    selector: Selector
    source: str = ""

    def __str__(self) -> str:
        where = f"defending player controls {self.selector}"
        return f"can't be blocked as long as {where}{_from(self.source)}"


@dataclass(frozen=True, slots=True)
class YouControl:
    """A condition: the creature's controller (or the source's, for a granted
    rule) controls a permanent matching the selector.

    >>> value = YouControl(selector=Selector(subtypes=frozenset({'goblin'}), other=True))
    >>> str(value)
    'you control other goblin creatures'
    """

    selector: Selector

    def __str__(self) -> str:
        return f"you control {self.selector}"


@dataclass(frozen=True, slots=True)
class AlsoBlock:
    """A condition: at least ``count`` other creatures also block.

    >>> value = AlsoBlock(count=2)
    >>> str(value)
    '2 or more other creatures also block'
    """

    count: int

    def __str__(self) -> str:
        return f"{self.count} or more other creatures also block"


@dataclass(frozen=True, slots=True)
class GreaterPowerAlsoBlocks:
    """A condition: another creature with greater power than this one also blocks.

    >>> value = GreaterPowerAlsoBlocks()
    >>> str(value)
    'a creature with greater power also blocks'
    """

    def __str__(self) -> str:
        return "a creature with greater power also blocks"


BlockCondition = YouControl | AlsoBlock | GreaterPowerAlsoBlocks


@dataclass(frozen=True, slots=True)
class CantBlockUnless:
    """ "This creature can't block unless CONDITION." (509.1b). The condition
    is one about the block (:data:`BlockCondition`) or any condition a static
    ability can have (:data:`StaticCondition`: "unless you have the city's
    blessing", "unless it's equipped"), read relative to the creature, or to
    ``source`` when a static ability granted the rule.

    >>> value = CantBlockUnless(condition=AlsoBlock(count=2))
    >>> str(value)
    "can't block unless 2 or more other creatures also block"
    """

    condition: BlockCondition | StaticCondition
    source: str = ""

    def __str__(self) -> str:
        return f"can't block unless {self.condition}{_from(self.source)}"


@dataclass(frozen=True, slots=True)
class CantBeBlockedUnlessAllBlock:
    """ "This creature can't be blocked unless all creatures defending player
    controls block it." (509.1b)

    >>> value = CantBeBlockedUnlessAllBlock()
    >>> str(value)
    "can't be blocked unless all creatures defending player controls block it"
    """

    def __str__(self) -> str:
        return "can't be blocked unless all creatures defending player controls block it"


@dataclass(frozen=True, slots=True)
class MustBeBlockedBy:
    """ "This creature must be blocked by SEL if able": a requirement (509.1c),
    obeyed when at least one creature matching the selector blocks it.

    >>> value = MustBeBlockedBy(selector=Selector(subtypes=frozenset({'wall'})))
    >>> str(value)
    'must be blocked by wall creatures if able'
    """

    selector: Selector
    source: str = ""

    def __str__(self) -> str:
        return f"must be blocked by {self.selector} if able{_from(self.source)}"


@dataclass(frozen=True, slots=True)
class BlocksSelEachCombat:
    """ "This creature blocks SEL each combat if able": a requirement (509.1c),
    obeyed when it blocks at least one attacker matching the selector.

    >>> from mtgcombat.core.abilities import Keyword
    >>> value = BlocksSelEachCombat(selector=Selector(with_keywords=frozenset({Keyword.FLYING})))
    >>> str(value)
    'blocks creatures with flying each combat if able'
    """

    selector: Selector
    source: str = ""

    def __str__(self) -> str:
        return f"blocks {self.selector} each combat if able{_from(self.source)}"


@dataclass(frozen=True, slots=True)
class CanBlockShadow:
    """ "~ can block creatures with shadow as though ~ had shadow" (702.28b):
    a permission, the exception to the shadow restriction for this blocker.
    It does not give the blocker shadow: it can still block creatures
    without shadow.

    >>> value = CanBlockShadow()
    >>> str(value)
    'can block creatures with shadow'
    """

    def __str__(self) -> str:
        return "can block creatures with shadow"


@dataclass(frozen=True, slots=True)
class LureSel:
    """ "All SEL able to block ~ do so." (509.1c): each creature the selector
    matches (read relative to ``source``, else the attacker) that can block
    this attacker must block it.

    >>> value = LureSel(selector=Selector(subtypes=frozenset({'wall'})))
    >>> str(value)
    'all wall creatures able to block it do so'
    """

    selector: Selector
    source: str = ""

    def __str__(self) -> str:
        return f"all {self.selector} able to block it do so{_from(self.source)}"


@dataclass(frozen=True, slots=True)
class BlockableDespiteLandwalk:
    """ "Creatures with islandwalk can be blocked as though they didn't have
    islandwalk." (702.14c, 509.1b): this landwalk does not stop blockers. An
    empty ``land_type``: none of its landwalk abilities does ("Creatures with
    landwalk abilities can be blocked as though they didn't have those
    abilities", Staff of the Ages).

    >>> value = BlockableDespiteLandwalk(land_type='island')
    >>> str(value)
    "can be blocked as though it didn't have islandwalk"
    >>> str(BlockableDespiteLandwalk(""))
    "can be blocked as though it didn't have its landwalk abilities"
    """

    land_type: str

    def __str__(self) -> str:
        if not self.land_type:
            return "can be blocked as though it didn't have its landwalk abilities"
        return f"can be blocked as though it didn't have {Landwalk(self.land_type)}"


@dataclass(frozen=True, slots=True)
class CanBlockAsThoughReach:
    """ "~ can block Dragons as though it had reach." (702.17b): a permission
    to block the attackers with flying the selector matches (read relative to
    ``source``, else the blocker).

    >>> value = CanBlockAsThoughReach(selector=Selector(subtypes=frozenset({'dragon'})))
    >>> str(value)
    'can block dragon creatures as though it had reach'
    """

    selector: Selector
    source: str = ""

    def __str__(self) -> str:
        return f"can block {self.selector} as though it had reach{_from(self.source)}"


@dataclass(frozen=True, slots=True)
class CanBlockTapped:
    """ "Tapped creatures you control can block as though they were
    untapped." (509.1a): tapped, it may still be declared as a blocker.

    >>> value = CanBlockTapped()
    >>> str(value)
    'can block as though it were untapped'
    """

    def __str__(self) -> str:
        return "can block as though it were untapped"


@dataclass(frozen=True, slots=True)
class MaxBlockersEachCombat:
    """ "No more than one creature can block each combat." (509.1b): while
    the permanent with this rule is on the battlefield, at most ``count``
    creatures block in all.

    >>> value = MaxBlockersEachCombat(count=1)
    >>> str(value)
    'no more than 1 creature can block each combat'
    """

    count: int

    def __str__(self) -> str:
        noun = "creature" if self.count == 1 else "creatures"
        return f"no more than {self.count} {noun} can block each combat"


@dataclass(frozen=True, slots=True)
class CantBeBlockedAlone:
    """ "~ can't be blocked as long as it's attacking alone." (506.5,
    509.1b): no creature can block it when it is the only attacker.

    >>> value = CantBeBlockedAlone()
    >>> str(value)
    "can't be blocked as long as it's attacking alone"
    """

    def __str__(self) -> str:
        return "can't be blocked as long as it's attacking alone"
