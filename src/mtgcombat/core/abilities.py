"""Abilities as data: keywords, blocking rules, selectors and static effects.

These are the structured values card text turns into (the parser lives at
the edge, in :mod:`mtgcombat.text`); the rules modules read them. Nothing
here knows any text beyond a value's own short notation.

* **Keywords** (702): :class:`Keyword` for the ones the combat rules read
  without a parameter, :class:`Protection`, :class:`Landwalk`, the keyword
  triggers with a number (:class:`Bushido`, :class:`Rampage`,
  :class:`Afflict`, :class:`Toxic`), and :class:`OtherKeyword` for every
  keyword with no effect between declaring blockers and the end of combat
  damage (haste, hexproof, ward {2}...): kept and shown, never read.
* **Selectors** (:class:`Selector`): a set of objects described by their
  characteristics, relative to a *source* ("you" is the source's controller,
  "other" leaves the source out, "this creature's power" is the source's).
* **Blocking rules** (509.1b-d): restrictions, requirements and costs,
  including those over selectors (:class:`CantBeBlockedBy`,
  :class:`CantBlockUnless`...).
* **Static effects** of one permanent on others (:class:`StaticEffect`,
  :class:`PlayerEffect`), applied by :mod:`mtgcombat.rules.effects`.

>>> str(Selector(types=frozenset({"creature"}), with_keywords=frozenset({Keyword.FLYING})))
'creatures with flying'
>>> str(Selector(compares=(Compare("power", ">=", 2),), controller="you"))
'creatures with power 2 or greater you control'
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Literal

from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


class Keyword(enum.Enum):
    """Keyword abilities the combat rules read, by their Comprehensive Rules name.

    >>> value = Keyword.REACH
    >>> str(value)
    'reach'
    """

    FIRST_STRIKE = "first strike"
    DOUBLE_STRIKE = "double strike"
    DEATHTOUCH = "deathtouch"
    TRAMPLE = "trample"
    TRAMPLE_OVER_PLANESWALKERS = "trample over planeswalkers"
    LIFELINK = "lifelink"
    WITHER = "wither"
    INFECT = "infect"
    MENACE = "menace"
    FLYING = "flying"
    REACH = "reach"
    INDESTRUCTIBLE = "indestructible"
    BANDING = "banding"
    VIGILANCE = "vigilance"
    DEFENDER = "defender"
    SHADOW = "shadow"
    HORSEMANSHIP = "horsemanship"
    FEAR = "fear"
    INTIMIDATE = "intimidate"
    SKULK = "skulk"
    FLANKING = "flanking"

    # Members are singletons, so an identity hash is correct; it runs in C,
    # where Enum's hash of the member name is a Python call on hot paths.
    __hash__ = object.__hash__

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class Protection:
    """Protection from one quality (702.16): a color, ``all colors``,
    ``multicolored``, ``monocolored``, ``colorless``, a card type
    (``creatures``, ``artifacts``), a subtype (``goblins``), ``everything``,
    ``each opponent`` or a player id. "Protection from red and from blue" is
    two of these (702.16g).

    >>> value = Protection(quality='red')
    >>> str(value)
    'protection from red'
    """

    quality: str

    def __str__(self) -> str:
        return f"protection from {self.quality}"


CHOSEN_QUALITIES = frozenset(
    {"the chosen color", "the chosen player", "creatures of the chosen type"}
)
"""Protection qualities that name a choice made as the permanent entered
(614.12): its ``chosen`` color, player or creature type."""


def bind_choice(ability: Ability, chosen: str) -> Ability | None:
    """A protection from "the chosen color" (or player, or creature type)
    that a permanent grants, bound to its own choice: ``Protection(chosen)``;
    ``None`` when it made none. Any other ability is itself.

    >>> bind_choice(Protection("the chosen color"), "red"), bind_choice(Keyword.FLYING, "red")
    (Protection(quality='red'), <Keyword.FLYING: 'flying'>)
    >>> bind_choice(Protection("the chosen color"), "") is None
    True
    """
    if not isinstance(ability, Protection) or ability.quality not in CHOSEN_QUALITIES:
        return ability
    return Protection(chosen.lower()) if chosen else None


@dataclass(frozen=True, slots=True)
class Landwalk:
    """Landwalk (702.14): unblockable while the defending player controls a land
    of this subtype (``swampwalk`` is ``Landwalk("swamp")``); ``nonbasic`` is
    nonbasic landwalk (702.14c). A supertype may qualify it (702.14c):
    ``Landwalk("snow swamp")`` is snow swampwalk, ``Landwalk("legendary")``
    legendary landwalk, ``Landwalk("snow")`` snow landwalk.

    >>> value = Landwalk(land_type='forest')
    >>> str(value)
    'forestwalk'
    """

    land_type: str

    def __str__(self) -> str:
        if self.land_type in LANDWALK_SUPERTYPES:
            return f"{self.land_type} landwalk"
        return f"{self.land_type}walk"


LANDWALK_SUPERTYPES = frozenset({"nonbasic", "snow", "legendary", "basic"})
"""The land qualities a landwalk names without a land type ("snow landwalk")."""


@dataclass(frozen=True, slots=True)
class Bushido:
    """Bushido N (702.45): whenever it blocks or becomes blocked, it gets +N/+N
    until end of turn.

    >>> value = Bushido(amount=1)
    >>> str(value)
    'bushido 1'
    """

    amount: int

    def __str__(self) -> str:
        return f"bushido {self.amount}"


@dataclass(frozen=True, slots=True)
class Rampage:
    """Rampage N (702.23): whenever it becomes blocked, it gets +N/+N until end
    of turn for each creature blocking it beyond the first.

    >>> value = Rampage(amount=2)
    >>> str(value)
    'rampage 2'
    """

    amount: int

    def __str__(self) -> str:
        return f"rampage {self.amount}"


@dataclass(frozen=True, slots=True)
class Afflict:
    """Afflict N (702.130): whenever it becomes blocked, the defending player
    loses N life.

    >>> value = Afflict(amount=2)
    >>> str(value)
    'afflict 2'
    """

    amount: int

    def __str__(self) -> str:
        return f"afflict {self.amount}"


@dataclass(frozen=True, slots=True)
class Toxic:
    """Toxic N (702.164): combat damage it deals to a player also gives that
    player N poison counters (the instances add up, 702.164b).

    >>> value = Toxic(amount=1)
    >>> str(value)
    'toxic 1'
    """

    amount: int

    def __str__(self) -> str:
        return f"toxic {self.amount}"


@dataclass(frozen=True, slots=True)
class OtherKeyword:
    """A keyword ability with no effect between declaring blockers and the end
    of combat damage (haste, hexproof, ward {2}, flash...): kept, shown and
    exported, never read by the rules. ``name`` is the CR name in lowercase,
    ``parameter`` what follows it as printed (``{2}``, ``3``), ``rule`` its
    702 rule.

    >>> value = OtherKeyword(name='haste', rule='702.10')
    >>> str(value)
    'haste'
    """

    name: str
    parameter: str = ""
    rule: str = ""

    def __str__(self) -> str:
        return f"{self.name} {self.parameter}" if self.parameter else self.name


# ``Ability`` (every keyword value, and the triggered abilities of the declare
# blockers step) is defined at the end of the module, after BlockTrigger.


# ---------------------------------------------------------------------------
# Selectors
# ---------------------------------------------------------------------------

Stat = Literal["power", "toughness"]
Op = Literal["<", "<=", "==", ">=", ">"]
_OP_TEXT = {"<": "less than", "<=": "or less", "==": "", ">=": "or greater", ">": "greater than"}


@dataclass(frozen=True, slots=True)
class Compare:
    """A comparison of a characteristic with a number, or with the source's
    own value when ``value`` is ``None`` ("with greater power").

    >>> value = Compare(stat='power', op='>')
    >>> str(value)
    'greater power than this'
    """

    stat: Stat
    op: Op
    value: int | None = None

    def holds(self, mine: int, reference: int) -> bool:
        """Whether ``mine`` compares as asked with ``reference`` (the number, or
        the source's value when ``value`` is ``None``).

        >>> Compare("power", ">=", 2).holds(3, 2), Compare("power", "<", None).holds(3, 2)
        (True, False)
        """
        if self.op == "<":
            return mine < reference
        if self.op == "<=":
            return mine <= reference
        if self.op == "==":
            return mine == reference
        if self.op == ">=":
            return mine >= reference
        return mine > reference

    def __str__(self) -> str:
        if self.value is None:
            word = {"<": "less", "<=": "less or equal", "==": "equal", ">=": "greater or equal"}
            return f"{word.get(self.op, 'greater')} {self.stat} than this"
        if self.op in ("<", ">"):
            return f"{self.stat} {_OP_TEXT[self.op]} {self.value}"
        if self.op == "==":
            return f"{self.stat} {self.value}"
        return f"{self.stat} {self.value} {_OP_TEXT[self.op]}"


# "chosen": the player the source chose as it entered (614.12)
Controller = Literal["", "you", "opponent", "defending", "attacking", "chosen"]
ColorCount = Literal["", "multicolored", "monocolored", "colorless"]
CombatRole = Literal["", "attacking", "blocking", "attacking or blocking"]
# A creature's place in a block relative to the source (509.1g): blocking it,
# blocked by it ("creatures it's blocking"), or either.
Relation = Literal["", "blocking_it", "blocked_by_it", "in_block_with_it"]
_RELATION_TEXT = {
    "blocking_it": "blocking it",
    "blocked_by_it": "it's blocking",
    "in_block_with_it": "blocking or blocked by it",
}
# A kind of counter (122.1): "+1/+1", "-1/-1", or any other kind in lowercase
# ("divinity", "bribery"); "any" is a counter of any kind ("with counters on
# them"); "" no condition on counters.
CounterKind = str
# what a permanent chose as it entered (614.12) that a selector reads
ChosenKind = Literal["", "type", "color"]


@dataclass(frozen=True, slots=True)
class Selector:
    """A set of objects by their characteristics (all conditions hold).

    * ``types``: card types it has, all of them (``artifact creature``);
      ``not_types``: none of these ("noncreature").
    * ``subtypes``: any one of these ("Walls", "Elves or Goblins"), lowercase
      singular; ``not_subtypes``: none of them ("non-Human").
    * ``colors``: any one of these; ``not_colors``: none ("nonblack");
      ``color_count``: multicolored, monocolored or colorless.
    * ``with_keywords``: all of these; ``without_keywords``: none.
    * ``compares``: power or toughness against a number or the source's.
    * ``tapped``: ``True`` tapped, ``False`` untapped, ``None`` either.
    * ``controller``: relative to the source: "you" (the source's
      controller), "opponent", "defending" (the defending player of the
      combat at hand), "attacking" (the active player); "" anyone.
    * ``other``: the source itself is left out ("another Goblin").
    * ``role``: attacking and/or blocking creatures only.
    * ``ids``: only these permanents (an empty tuple: no such limit).
    * ``with_any_keywords``: at least one of these ("with flying or reach").
    * ``counter``: with at least one counter of this kind on it ("+1/+1",
      "bribery", or "any": a counter of any kind).
    * ``renowned``: renowned (702.112b) or not; ``commander``: a commander
      (903.3) or not.
    * ``pair``: only the source and the creature it is paired with
      (soulbond, 702.95: "both creatures", "each of those creatures").
    * ``host``: only the permanent the source is attached to ("enchanted
      creature", "equipped creature"; 303.4, 301.5).
    * ``attached``: only permanents attached to the source ("Auras attached
      to it").
    * ``named``: only permanents with this name ("~": the source's name).

    >>> value = Selector()
    >>> str(value)
    'creatures'
    """

    types: frozenset[str] = frozenset({"creature"})
    not_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    not_subtypes: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    not_colors: frozenset[str] = frozenset()
    color_count: ColorCount = ""
    with_keywords: frozenset[Ability] = frozenset()
    without_keywords: frozenset[Ability] = frozenset()
    compares: tuple[Compare, ...] = ()
    tapped: bool | None = None
    controller: Controller = ""
    other: bool = False
    role: CombatRole = ""
    ids: tuple[str, ...] = ()
    with_any_keywords: frozenset[Ability] = frozenset()
    counter: CounterKind = ""
    host: bool = False
    attached: bool = False
    supertypes: frozenset[str] = frozenset()
    not_supertypes: frozenset[str] = frozenset()
    relation: Relation = ""
    # "creature tokens" (True), "nontoken" (False); 111.1
    token: bool | None = None
    # "artifact creatures and/or white creatures": it matches at least one
    # of these as well (a union), besides the fields above
    any_of: tuple[Selector, ...] = ()
    # monstrous (True) or not (False), 701.37b; None either
    monstrous: bool | None = None
    # renowned (True) or not (False), 702.112b; None either
    renowned: bool | None = None
    # a commander (True) or not (False), 903.3; None either
    commander: bool | None = None
    # the source and the creature it is paired with (soulbond, 702.95)
    pair: bool = False
    # "of the chosen type" / "of the chosen color": the choice the source
    # made as it entered (614.12), its ``chosen``
    chosen: ChosenKind = ""
    # "named NAME": one of these card names; "~" is the source's own name
    names: tuple[str, ...] = ()
    # "equipped creatures": with at least one Equipment attached (301.5)
    equipped: bool = False
    # "face-down creatures" (708.2): True face down only; None either
    face_down: bool | None = None

    def __str__(self) -> str:
        if self.host:
            noun = "permanent" if not self.types else " ".join(sorted(self.types))
            return f"the {noun} it is attached to"
        if self.pair and self == Selector(pair=True):
            return "this creature and the creature paired with it"
        if self.ids == ("~",):  # the permanent itself, before its id is bound
            return "this permanent" + (f" while {self.role}" if self.role else "")
        if self.any_of and self == Selector(types=frozenset(), any_of=self.any_of):
            return " and/or ".join(str(s) for s in self.any_of)
        words: list[str] = []
        if self.other:
            words.append("other")
        if self.tapped is not None:
            words.append("tapped" if self.tapped else "untapped")
        if self.monstrous is not None:
            words.append("monstrous" if self.monstrous else "non-monstrous")
        if self.renowned is not None:
            words.append("renowned" if self.renowned else "non-renowned")
        if self.commander is not None:
            words.append("commander" if self.commander else "noncommander")
        if self.equipped:
            words.append("equipped")
        if self.face_down:
            words.append("face-down")
        if self.role:
            words.append(self.role)
        if self.token is False:
            words.append("nontoken")
        words.extend(f"non{s}" for s in sorted(self.not_supertypes))
        words.extend(sorted(self.supertypes))
        words.extend(f"non{c}" for c in sorted(self.not_colors))
        if self.colors:
            words.append(" or ".join(sorted(self.colors)))
        if self.color_count:
            words.append(self.color_count)
        words.extend(f"non{t}" for t in sorted(self.not_types))
        words.extend(f"non-{s}" for s in sorted(self.not_subtypes))
        if self.subtypes:
            words.append(" or ".join(sorted(self.subtypes)))
        nouns = sorted(self.types - {"creature"})
        if "creature" in self.types:
            nouns.append("creatures")
        elif nouns:
            nouns[-1] += "s"
        words.extend(nouns or ["permanents"])
        tail: list[str] = []
        if self.with_keywords:
            tail.append("with " + " and ".join(sorted(str(k) for k in self.with_keywords)))
        if self.with_any_keywords:
            tail.append("with " + " or ".join(sorted(str(k) for k in self.with_any_keywords)))
        if self.without_keywords:
            tail.append("without " + " or ".join(sorted(str(k) for k in self.without_keywords)))
        if self.counter == "any":
            tail.append("with a counter on it")
        elif self.counter:
            tail.append(f"with a {self.counter} counter on it")
        if self.pair:
            tail.append("(this creature and the creature paired with it)")
        if self.attached:
            tail.append("attached to it")
        if self.chosen:
            tail.append(f"of the chosen {self.chosen}")
        if self.names:
            tail.append("named " + " or ".join(n if n != "~" else "this" for n in self.names))
        if self.relation:
            tail.append(_RELATION_TEXT[self.relation])
        if self.token and words[-1] == "creatures":
            words[-1] = "creature tokens"
        elif self.token:
            tail.append("that are tokens")
        tail.extend(f"with {c}" for c in self.compares)
        if self.controller == "you":
            tail.append("you control")
        elif self.controller == "opponent":
            tail.append("an opponent controls")
        elif self.controller == "defending":
            tail.append("defending player controls")
        elif self.controller == "attacking":
            tail.append("attacking player controls")
        elif self.controller == "chosen":
            tail.append("the chosen player controls")
        if self.ids:
            tail.append("(" + ", ".join(self.ids) + ")")
        if self.any_of:
            tail.append("that are " + " and/or ".join(str(s) for s in self.any_of))
        return " ".join(words + tail)


def _from(source: str) -> str:
    return f" (from {source})" if source else ""


ANY_CREATURE = Selector()
"""Every creature."""


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
    """A cost for this creature to block, in generic mana (509.1d).

    >>> str(BlockCost(2))
    'blocking costs {2}'
    """

    amount: int

    def __str__(self) -> str:
        return f"blocking costs {{{self.amount}}}"


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
    islandwalk." (702.14c, 509.1b): this landwalk does not stop blockers.

    >>> value = BlockableDespiteLandwalk(land_type='island')
    >>> str(value)
    "can be blocked as though it didn't have islandwalk"
    """

    land_type: str

    def __str__(self) -> str:
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
    """

    planeswalkers: bool = True
    host: bool = False

    def __str__(self) -> str:
        tail = " or planeswalkers you control" if self.planeswalkers else ""
        who = "enchanted creature" if self.host else "creatures"
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
    """

    amount: int
    planeswalkers: bool = False

    def __str__(self) -> str:
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
)


# ---------------------------------------------------------------------------
# Conditions and counts of static abilities (604.2, 611.3a, 613.4a)
# ---------------------------------------------------------------------------
# A condition ("as long as you control three or more artifacts") and a count
# ("for each Forest you control") read the board relative to the permanent
# whose ability they belong to; the effects engine evaluates them afresh
# every time it recomputes the effects.

_CONTROLS = {
    "you": "you control",
    "opponent": "an opponent controls",
    "defending": "defending player controls",
    "attacking": "attacking player controls",
}
_OP_WORDS = {
    "<": "fewer than",
    "<=": "or fewer",
    "==": "exactly",
    ">=": "or more",
    ">": "more than",
}


def _amount(op: Op, value: int) -> str:
    if op in ("<=", ">="):
        return f"{value} {_OP_WORDS[op]}"
    return f"{_OP_WORDS[op]} {value}"


@dataclass(frozen=True, slots=True)
class PermanentCount:
    """A condition: the number of permanents the selector matches, read
    relative to the source ("you control", "defending player controls",
    "another"), compares with ``value``. "As long as you control a Plains"
    is ``PermanentCount(Plains you control)`` (one or more); metalcraft is
    three or more artifacts you control; "no other creatures" is ``== 0``.

    >>> value = PermanentCount(selector=Selector(counter='-1/-1'))
    >>> str(value)
    'there are 1 or more creatures with a -1/-1 counter on it'
    """

    selector: Selector
    op: Op = ">="
    value: int = 1

    def __str__(self) -> str:
        sel = self.selector
        who = _CONTROLS.get(sel.controller, "there are")
        plain = dataclasses.replace(sel, controller="")
        amount = "no" if (self.op, self.value) == ("==", 0) else _amount(self.op, self.value)
        return f"{who} {amount} {plain}"


@dataclass(frozen=True, slots=True)
class SourceIs:
    """A condition on the source itself: it matches the selector ("as long
    as it's attacking", "untapped", "has a +1/+1 counter on it").

    >>> value = SourceIs(selector=Selector(types=frozenset(), tapped=True))
    >>> str(value)
    'it is tapped'
    """

    selector: Selector

    def __str__(self) -> str:
        words: list[str] = []
        sel = self.selector
        if sel.tapped is not None:
            words.append("tapped" if sel.tapped else "untapped")
        if sel.role:
            words.append(sel.role)
        if sel.monstrous is not None:
            words.append("monstrous" if sel.monstrous else "not monstrous")
        if sel.renowned is not None:
            words.append("renowned" if sel.renowned else "not renowned")
        if sel.subtypes and sel == Selector(types=frozenset(), subtypes=sel.subtypes):
            words.append("a " + " or ".join(sorted(sel.subtypes)))  # "it's a Wall"
        if sel.with_keywords and sel == Selector(
            types=frozenset(), with_keywords=sel.with_keywords
        ):
            return "it has " + " and ".join(sorted(str(k) for k in sel.with_keywords))
        text = "it is " + " and ".join(words) if words else ""
        if sel.counter:
            kind = "" if sel.counter == "any" else f" {sel.counter}"
            has = f"it has a{kind} counter on it"
            text = f"{text} and {has}" if text else has
        return text or f"it is {sel}"


LifeWho = Literal["you", "opponent"]


@dataclass(frozen=True, slots=True)
class LifeTotal:
    """A condition on a life total: the source's controller's ("you"), or
    any opponent's ("an opponent has 10 or less life"), compared with
    ``value``.

    >>> value = LifeTotal(who='you', op='<=', value=5)
    >>> str(value)
    'you have 5 or less life'
    """

    who: LifeWho
    op: Op
    value: int

    def __str__(self) -> str:
        who = "you have" if self.who == "you" else "an opponent has"
        word = {"<=": "or less", ">=": "or more"}.get(self.op)
        amount = f"{self.value} {word}" if word else _amount(self.op, self.value)
        return f"{who} {amount} life"


CardZone = Literal["hand", "graveyard"]
PlayerWho = Literal["you", "opponent", "player"]
"""One player a condition asks about, relative to a controller: it, some
opponent, or some player."""
PlayerGroup = Literal["you", "opponents", "each"]
"""Players relative to a controller: it, every other player, or all."""
Whose = PlayerGroup | Literal["chosen"]
"""A player group, or "chosen": the player the source chose as it entered
(614.12, its ``chosen``)."""


@dataclass(frozen=True, slots=True)
class CardCount:
    """A number of cards in players' hands or graveyards ("the number of cards
    in your hand", "for each card in your graveyard"): ``whose`` is "you"
    (the source's controller), "opponents" or "each" player, plus ``plus``.
    Hands and graveyards are not on the battlefield: the board knows a hand
    as a number (:attr:`~mtgcombat.core.model.Player.hand`) and a graveyard as a
    number of unknown cards (:attr:`~mtgcombat.core.model.Player.graveyard`),
    the cards listed by their characteristics
    (:attr:`~mtgcombat.core.model.Player.graveyard_cards`) and the board's own
    cards that went there. ``cards`` counts only the graveyard cards it
    matches ("creature cards in your graveyard").

    >>> value = CardCount(zone='hand')
    >>> str(value)
    'the number of cards in your hand'
    """

    zone: CardZone
    whose: Whose = "you"
    plus: int = 0
    # only the cards with these characteristics ("creature cards", "instant
    # and/or sorcery cards"; card types, subtypes, supertypes, colors and
    # keywords are read, the rest of a selector is not); None: every card
    cards: Selector | None = None

    def __str__(self) -> str:
        kind = card_words(self.cards, "cards") if self.cards is not None else "cards"
        base = f"the number of {kind} in {_zone_text(self.zone, self.whose)}"
        return f"{self.plus} plus {base}" if self.plus else base


def _zone_text(zone: CardZone, whose: Whose) -> str:
    where = {
        "you": "your",
        "opponents": "your opponents'",
        "each": "all players'",
        "chosen": "the chosen player's",
    }[whose]
    return f"{where} {zone if whose in ('you', 'chosen') else zone + 's'}"


def card_words(selector: Selector, noun: str) -> str:
    """What a selector says of cards off the battlefield, with the noun
    ("card" or "cards"): "nonbasic land cards", "instant and/or sorcery
    cards", "creature cards with flying".

    >>> card_words(Selector(types=frozenset({"creature"})), "cards")
    'creature cards'
    """
    tail = ""
    if selector.with_keywords:
        tail = " with " + " and ".join(sorted(str(k) for k in selector.with_keywords))
    if selector.any_of:
        union = " and/or ".join(card_words(s, "").strip() for s in selector.any_of)
        return f"{union} {noun}{tail}".strip()
    words: list[str] = []
    words.extend(f"non{s}" for s in sorted(selector.not_supertypes))
    words.extend(sorted(selector.supertypes))
    words.extend(f"non{c}" for c in sorted(selector.not_colors))
    if selector.colors:
        words.append(" or ".join(sorted(selector.colors)))
    words.extend(f"non{t}" for t in sorted(selector.not_types))
    words.extend(sorted(selector.types - {"creature"}))
    if "creature" in selector.types:
        words.append("creature")
    if selector.subtypes:
        words.append(" or ".join(s.capitalize() for s in sorted(selector.subtypes)))
    return " ".join([*words, noun]).strip() + tail


@dataclass(frozen=True, slots=True)
class CardTypeCount:
    """How many card types (205.2a: artifact, creature, land, instant...)
    are among the cards in players' graveyards (or hands): "the number of
    card types among cards in all graveyards"; delirium reads it (with
    :class:`AmountIs`).

    >>> print(CardTypeCount())
    the number of card types among cards in your graveyard
    >>> print(CardTypeCount("opponents"))
    the number of card types among cards in your opponents' graveyards
    """

    whose: Whose = "you"
    zone: CardZone = "graveyard"

    def __str__(self) -> str:
        return f"the number of card types among cards in {_zone_text(self.zone, self.whose)}"


DistinctOf = Literal["basic land types", "names"]


@dataclass(frozen=True, slots=True)
class Distinct:
    """How many different things the permanents a selector matches have:
    "basic land types" (domain: the basic land types among lands you
    control, 305.6) or "names" ("the number of differently named lands you
    control").

    >>> lands = Selector(types=frozenset({"land"}), controller="you")
    >>> print(Distinct(lands, "basic land types"))
    the number of basic land types among lands you control
    >>> print(Distinct(lands, "names"))
    the number of differently named lands you control
    """

    selector: Selector
    of: DistinctOf

    def __str__(self) -> str:
        if self.of == "names":
            return f"the number of differently named {self.selector}"
        return f"the number of basic land types among {self.selector}"


PlayerStat = Literal["life", "poison", "experience"]


@dataclass(frozen=True, slots=True)
class PlayerNumber:
    """A number players have: a life total (119), poison counters (122.1f)
    or experience counters (122.1e), summed over ``whose`` ("your life
    total", "for each poison counter your opponents have").

    >>> value = PlayerNumber(what='life')
    >>> str(value)
    'your life total'
    """

    what: PlayerStat
    whose: PlayerGroup = "you"

    def __str__(self) -> str:
        who = {"you": "you", "opponents": "your opponents", "each": "all players"}[self.whose]
        if self.what == "life":
            return "your life total" if self.whose == "you" else f"the life totals of {who}"
        return f"the number of {self.what} counters {who} have"


@dataclass(frozen=True, slots=True)
class Sum:
    """Numbers added up, then multiplied by ``times``, then ``plus`` added:
    "the number of Forests you control plus the number of Treefolk you
    control", "twice the number of cards in your hand", "1 plus twice ...",
    "that number plus 1".

    >>> value = Sum(parts=(CardCount(zone='hand'),), times=2, plus=1)
    >>> str(value)
    '1 plus twice the number of cards in your hand'
    """

    parts: tuple[Amount, ...]
    times: int = 1
    plus: int = 0

    def __str__(self) -> str:
        base = " plus ".join(str(p) for p in self.parts)
        if self.times != 1:
            scaled = "twice" if self.times == 2 else f"{self.times} times"
            base = f"{scaled} {base}" if len(self.parts) == 1 else f"{scaled} ({base})"
        return f"{self.plus} plus {base}" if self.plus else base


@dataclass(frozen=True, slots=True)
class CardsIn:
    """A condition on the number of cards in the source's controller's hand
    or graveyard (threshold: seven or more in the graveyard; hellbent: no
    cards in hand).

    >>> value = CardsIn(zone='hand', op='<=', value=1)
    >>> str(value)
    'you have 1 or fewer cards in your hand'
    """

    zone: CardZone
    op: Op
    value: int
    # whose: the source's controller ("you"), some opponent ("an opponent
    # has no cards in hand") or some player ("a player has no cards in hand")
    who: PlayerWho = "you"

    def __str__(self) -> str:
        amount = "no" if (self.op, self.value) == ("==", 0) else _amount(self.op, self.value)
        if self.who == "you":
            return f"you have {amount} cards in your {self.zone}"
        who = "an opponent" if self.who == "opponent" else "a player"
        return f"{who} has {amount} cards in their {self.zone}"


@dataclass(frozen=True, slots=True)
class YourTurn:
    """A condition on whose turn it is: the source's controller is the active
    player ("as long as it's your turn"), or, with ``yours`` false, is not
    ("as long as it's not your turn"). In combat the active player is the
    attacking player (506.2).

    >>> value = YourTurn()
    >>> str(value)
    "it's your turn"
    """

    yours: bool = True

    def __str__(self) -> str:
        return "it's your turn" if self.yours else "it's not your turn"


@dataclass(frozen=True, slots=True)
class CountersOn:
    """A condition on the counters on the source (122.1): how many counters
    of the kind ``counter`` are on it ("divinity", "+1/+1"; "any": of every kind),
    compared with ``value``. "As long as it has a divinity counter on it" is
    one or more; "has no shell counters on it" is ``== 0``; "exactly three
    tide counters" is ``== 3``.

    >>> value = CountersOn(counter='any')
    >>> str(value)
    'it has a counter on it'
    """

    counter: str
    op: Op = ">="
    value: int = 1

    def __str__(self) -> str:
        kind = "" if self.counter == "any" else f" {self.counter}"
        if (self.op, self.value) == (">=", 1):
            return f"it has a{kind} counter on it"
        amount = "no" if (self.op, self.value) == ("==", 0) else _amount(self.op, self.value)
        return f"it has {amount}{kind} counters on it"


PlayerState = Literal["monarch", "city's blessing", "initiative"]


@dataclass(frozen=True, slots=True)
class PlayerIs:
    """A condition on a player's state: the source's controller ("you"),
    some opponent or some player is the monarch (724), has the city's
    blessing (702.131c), or has the initiative (725).

    >>> value = PlayerIs(state='monarch')
    >>> str(value)
    "you're the monarch"
    """

    state: PlayerState
    who: PlayerWho = "you"

    def __str__(self) -> str:
        if self.who == "you":
            return {
                "monarch": "you're the monarch",
                "city's blessing": "you have the city's blessing",
                "initiative": "you have the initiative",
            }[self.state]
        who = "an opponent" if self.who == "opponent" else "a player"
        return {
            "monarch": f"{who} is the monarch",
            "city's blessing": f"{who} has the city's blessing",
            "initiative": f"{who} has the initiative",
        }[self.state]


@dataclass(frozen=True, slots=True)
class PoisonCounters:
    """A condition on a player's poison counters (122.1): the source's
    controller's ("you"), some opponent's or some player's number compared
    with ``value``. "An opponent is poisoned" is one or more; corrupted is
    "an opponent has three or more poison counters".

    >>> value = PoisonCounters()
    >>> str(value)
    'an opponent is poisoned'
    """

    who: PlayerWho = "opponent"
    op: Op = ">="
    value: int = 1

    def __str__(self) -> str:
        who = {"you": "you", "opponent": "an opponent", "player": "a player"}[self.who]
        if (self.op, self.value) == (">=", 1):
            return f"{who} {'are' if self.who == 'you' else 'is'} poisoned"
        has = "have" if self.who == "you" else "has"
        return f"{who} {has} {_amount(self.op, self.value)} poison counters"


@dataclass(frozen=True, slots=True)
class HalfLife:
    """A condition: the source's controller's ("you") or some opponent's
    life total is less than half their starting life total (103.3).

    >>> print(HalfLife())
    an opponent's life total is less than half their starting life total
    >>> print(HalfLife("you"))
    your life total is less than half your starting life total
    """

    who: LifeWho = "opponent"

    def __str__(self) -> str:
        if self.who == "you":
            return "your life total is less than half your starting life total"
        return "an opponent's life total is less than half their starting life total"


MoreThanWhom = Literal["each_opponent", "attacking"]


@dataclass(frozen=True, slots=True)
class MoreThan:
    """A condition comparing the source's controller with other players: it
    controls more permanents the selector matches ("more creatures than
    attacking player"), or, with ``zone``, has more cards there ("more cards
    in hand than each opponent"), than each opponent or than the attacking
    player (the active player, 506.2).

    >>> value = MoreThan(than='each_opponent', zone='hand')
    >>> str(value)
    'you have more cards in hand than each opponent'
    """

    than: MoreThanWhom
    selector: Selector | None = None
    zone: CardZone | None = None

    def __str__(self) -> str:
        what = f"cards in {self.zone}" if self.zone is not None else str(self.selector)
        whom = "each opponent" if self.than == "each_opponent" else "attacking player"
        verb = "have" if self.zone is not None else "control"
        return f"you {verb} more {what} than {whom}"


@dataclass(frozen=True, slots=True)
class Paired:
    """A condition: the source is paired with another creature (soulbond,
    702.95a): the creature its ``paired_with`` names is on the battlefield, a
    creature, and controlled by the same player (702.95e).

    >>> value = Paired()
    >>> str(value)
    "it's paired with another creature"
    """

    def __str__(self) -> str:
        return "it's paired with another creature"


@dataclass(frozen=True, slots=True)
class AttackingAlone:
    """A condition: the source is attacking alone, the only creature
    declared as an attacker this combat (506.5).

    >>> value = AttackingAlone()
    >>> str(value)
    "it's attacking alone"
    """

    def __str__(self) -> str:
        return "it's attacking alone"


@dataclass(frozen=True, slots=True)
class AllOf:
    """A condition that holds when every one of ``conditions`` holds ("you
    have 30 or more life and an opponent has 10 or less life").

    >>> value = AllOf((LifeTotal("you", ">=", 30), LifeTotal("opponent", "<=", 10)))
    >>> str(value)
    'you have 30 or more life and an opponent has 10 or less life'
    """

    conditions: tuple[StaticCondition, ...]

    def __str__(self) -> str:
        return " and ".join(str(c) for c in self.conditions)


@dataclass(frozen=True, slots=True)
class AnyOf:
    """A condition that holds when at least one of ``conditions`` holds
    ("you control a Desert or ...").

    >>> auras = PermanentCount(Selector(types=frozenset({"enchantment"}), attached=True))
    >>> equipment = PermanentCount(Selector(types=frozenset({"artifact"}), attached=True))
    >>> str(AnyOf((auras, equipment)))
    'there are 1 or more enchantments attached to it or there are 1 or more artifacts ...'
    """

    conditions: tuple[StaticCondition, ...]

    def __str__(self) -> str:
        return " or ".join(str(c) for c in self.conditions)


@dataclass(frozen=True, slots=True)
class AmountIs:
    """A condition on any number the board gives (:data:`Amount`): "as long
    as there are four or more card types among cards in your graveyard"
    (delirium), "as long as an artifact card is in your graveyard".

    >>> artifacts = CardCount("graveyard", cards=Selector(types=frozenset({"artifact"})))
    >>> value = AmountIs(artifacts)
    >>> str(value)
    'the number of artifact cards in your graveyard is 1 or more'
    """

    amount: Amount
    op: Op = ">="
    value: int = 1

    def __str__(self) -> str:
        return f"{self.amount} is {_amount(self.op, self.value)}"


StaticCondition = (
    PermanentCount
    | SourceIs
    | LifeTotal
    | CardsIn
    | YourTurn
    | CountersOn
    | PlayerIs
    | PoisonCounters
    | HalfLife
    | MoreThan
    | Paired
    | AttackingAlone
    | AllOf
    | AnyOf
    | AmountIs
)
STATIC_CONDITIONS = (
    PermanentCount,
    SourceIs,
    LifeTotal,
    CardsIn,
    YourTurn,
    CountersOn,
    PlayerIs,
    PoisonCounters,
    HalfLife,
    MoreThan,
    Paired,
    AttackingAlone,
    AllOf,
    AnyOf,
    AmountIs,
)
"""The classes of :data:`StaticCondition`, for ``isinstance``."""


@dataclass(frozen=True, slots=True)
class Count:
    """A number read from the board: how many permanents the selector
    matches (relative to the source), plus ``plus`` ("equal to 1 plus the
    number of lands you control").

    >>> value = Count(selector=Selector(controller='you'))
    >>> str(value)
    'the number of creatures you control'
    """

    selector: Selector
    plus: int = 0

    def __str__(self) -> str:
        base = f"the number of {self.selector}"
        return f"{self.plus} plus {base}" if self.plus else base


@dataclass(frozen=True, slots=True)
class CounterCount:
    """How many counters of a kind (122.1: "+1/+1", "age", "time") are on
    the source itself (``on`` is ``None``: "for each age counter on it") or
    on every permanent a selector matches ("the number of +1/+1 counters on
    creatures you control").

    >>> value = CounterCount(counter='age')
    >>> str(value)
    'the number of age counters on this permanent'
    """

    counter: str
    on: Selector | None = None

    def __str__(self) -> str:
        where = "this permanent" if self.on is None else str(self.on)
        return f"the number of {self.counter} counters on {where}"


Amount = Count | CardCount | CardTypeCount | Distinct | PlayerNumber | Sum | CounterCount
"""A number a static ability reads from the board and the players."""


# ---------------------------------------------------------------------------
# Static effects of one permanent on others (604, 611.3, 613)
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StaticEffect:
    """A static ability of a permanent that applies to every object its
    ``affected`` selector matches (relative to the permanent: "creatures you
    control", "other Elves you control"), for as long as the permanent is on
    the battlefield (611.3a). What it does to each:

    * ``grants``: keywords and blocking rules it gains (layer 6);
    * ``power``, ``toughness``: +N/+N or -N/-N (layer 7c);
    * ``by_toughness``: it assigns combat damage equal to its toughness
      rather than its power (Doran, the Siege Tower; 510.1a);
    * ``prevent_dealt_by``, ``prevent_dealt_to``: all combat damage that
      would be dealt by or to it is prevented (615).
    * ``condition``: the effect applies only while this holds ("as long as
      you control a Plains"); evaluated whenever the effects are recomputed.
    * ``per``: ``power`` and ``toughness`` are per permanent this selector
      matches ("+1/+0 for each artifact you control"; layer 7c), or per card
      a :class:`CardCount` counts ("for each card in your hand").
    * ``set_power``, ``set_toughness``: a characteristic-defining ability
      (604.3, 613.4a): the power or toughness is this count, whatever the
      printed value; layer 7a, before every +N/+N and counter.
    * ``prevent_from``: damage dealt to it by some sources is prevented
      (:class:`PreventFrom`; 615.1).
    * ``removes``: keywords it loses and can't have or gain (layer 6,
      613.1f): removed after every grant, whatever the timestamps, since no
      effect can give them back while this one applies. A plain "loses
      infect" is read the same way, as though its timestamp were the latest
      (613.7; the board records no timestamps).
    * ``block_additional``: it can block this many more creatures each
      combat ("can block an additional ninety-nine creatures"; 509.1a);
      with ``per``, this many for each permanent or card ``per`` counts
      ("an additional creature for each Equipment attached to ~").
    * ``base_power``, ``base_toughness``: "have base power and toughness
      1/1": set to this number in layer 7b (613.4b), after the
      characteristic-defining abilities and before every +N/+N and counter.
    * ``add_types``: card types it has in addition to its other types ("is
      an artifact in addition to its other types"; layer 4, 613.1d), before
      any other effect reads the types.

    >>> value = StaticEffect(affected=Selector(host=True), power=2)
    >>> str(value)
    'the creature it is attached to: get +2/+0'
    """

    affected: Selector
    grants: tuple[Ability | BlockRule, ...] = ()
    power: int = 0
    toughness: int = 0
    by_toughness: bool = False
    prevent_dealt_by: bool = False
    prevent_dealt_to: bool = False
    condition: StaticCondition | None = None
    per: Selector | Amount | None = None
    set_power: Amount | None = None
    set_toughness: Amount | None = None
    removes: tuple[Ability, ...] = ()
    prevent_from: PreventFrom | None = None
    block_additional: int = 0
    base_power: int | None = None
    base_toughness: int | None = None
    add_types: frozenset[str] = frozenset()

    def __str__(self) -> str:
        does: list[str] = []
        if self.add_types:
            kinds = " and ".join(sorted(self.add_types))
            does.append(f"are {kinds} in addition to their other types")
        if self.base_power is not None or self.base_toughness is not None:
            p = "*" if self.base_power is None else self.base_power
            t = "*" if self.base_toughness is None else self.base_toughness
            does.append(f"have base power and toughness {p}/{t}")
        if self.set_power is not None:
            does.append(f"power is {self.set_power}")
        if self.set_toughness is not None:
            does.append(f"toughness is {self.set_toughness}")
        if self.power or self.toughness:
            each = ""
            if isinstance(self.per, CardCount):
                kind = card_words(self.per.cards, "card") if self.per.cards else "card"
                each = f" for each {kind} in {_zone_text(self.per.zone, self.per.whose)}"
            elif isinstance(self.per, Selector):
                each = f" for each {self.per}"
            elif self.per is not None:
                each = f" multiplied by {self.per}"
            does.append(f"get {self.power:+d}/{self.toughness:+d}{each}")
        if self.grants:
            does.append("have " + ", ".join(str(g) for g in self.grants))
        if self.removes:
            lost = ", ".join(str(k) for k in self.removes)
            does.append(f"lose {lost} and can't have or gain it")
        if self.by_toughness:
            does.append("assign combat damage equal to their toughness")
        if self.block_additional:
            n = self.block_additional
            noun = "creature" if n == 1 else "creatures"
            each = f" for each {self.per}" if self.per is not None and not self.power else ""
            does.append(f"can block an additional {n} {noun} each combat{each}")
        if self.prevent_dealt_by:
            does.append("deal no combat damage (prevented)")
        if self.prevent_dealt_to:
            does.append("are dealt no combat damage (prevented)")
        if self.prevent_from is not None:
            does.append(str(self.prevent_from))
        when = f" as long as {self.condition}" if self.condition is not None else ""
        return f"{self.affected}: " + "; ".join(does or ["no change"]) + when


@dataclass(frozen=True, slots=True)
class PreventFrom:
    """ "Prevent all damage that would be dealt to it by SEL" (615.1): damage
    from a source the selector matches, read relative to the permanent the
    damage would be dealt to ("creatures blocking it"), is prevented. With
    ``noncombat`` (the card says "all damage") noncombat damage is prevented
    too; without it ("all combat damage") only combat damage.

    >>> value = PreventFrom(selector=Selector(relation='blocking_it'))
    >>> str(value)
    'combat damage dealt to it by creatures blocking it is prevented'
    """

    selector: Selector
    noncombat: bool = False

    def __str__(self) -> str:
        what = "damage" if self.noncombat else "combat damage"
        return f"{what} dealt to it by {self.selector} is prevented"


@dataclass(frozen=True, slots=True)
class PlayerEffect:
    """A static ability of a permanent that applies to players: ``who`` is
    "you" (its controller), "opponents" or "each".

    * ``protection``: qualities the player has protection from
      (``everything``, ``each opponent``, a color...; 702.16j-k);
    * ``life_floor``: damage can't reduce the player's life total below 1;
    * ``cant_lose``: the player can't lose the game (704.5a and 704.5c do
      not apply; 104.3).
    * ``condition``: the effect applies only while this holds ("if you
      control a creature"), read relative to the permanent (611.3a).

    >>> value = PlayerEffect(cant_lose=True)
    >>> str(value)
    "you: can't lose the game"
    """

    who: PlayerGroup = "you"
    protection: frozenset[str] = frozenset()
    life_floor: bool = False
    cant_lose: bool = False
    condition: StaticCondition | None = None

    def __str__(self) -> str:
        does: list[str] = []
        if self.protection:
            does.append("protection from " + " and from ".join(sorted(self.protection)))
        if self.life_floor:
            does.append("damage can't reduce life below 1")
        if self.cant_lose:
            does.append("can't lose the game")
        who = {"you": "you", "opponents": "your opponents", "each": "each player"}[self.who]
        when = f" as long as {self.condition}" if self.condition is not None else ""
        return f"{who}: " + "; ".join(does or ["no change"]) + when


DamageKind = Literal[
    "prevent",
    "prevent_n",
    "prevent_all_but",
    "prevent_half",
    "double",
    "plus",
    "half",
    "plus_counters",
    "minus_counters",
    "prevent_remove_all",
    "prevent_remove_one",
    "prevent_per_counter",
    "redirect",
    "unpreventable",
    "exile_if_dies",
]
DamageWhich = Literal["", "combat", "noncombat"]


@dataclass(frozen=True, slots=True)
class DamageRule:
    """A static ability of a permanent that changes damage as it would be
    dealt (614.1a replacement, 614.9 redirection, 615 prevention). It
    applies to a damage event whose source matches ``source`` (``None``: any
    source) and whose recipient is a player of ``players`` ("you",
    "opponents", "each"; relative to the permanent's controller) or a
    permanent ``to`` matches (both read relative to the permanent with the
    ability; ``ids=("~",)`` is that permanent itself). ``combat`` limits it
    to combat ("combat") or noncombat damage; ``at_most`` to events of that
    much damage or less ("3 or less damage"); ``unblocked`` to sources that
    are unblocked attacking creatures; ``condition`` to while it holds.

    What it ``does`` to the event:

    * ``prevent``: all of it is prevented (615.1a); ``prevent_n``: ``amount``
      of it (615.10); ``prevent_all_but``: all but ``amount``;
      ``prevent_half``: half of it, rounded up;
    * ``double``: it deals twice that much; ``plus``: that much plus
      ``amount`` (minus when negative); ``half``: half, rounded down (614.1a);
    * ``plus_counters`` / ``minus_counters``: that many +1/+1 / -1/-1
      counters are put on the recipient instead (614.1a);
    * ``prevent_remove_all``: prevented, and that many +1/+1 counters are
      removed from the recipient; ``prevent_remove_one``: prevented, and one
      +1/+1 counter removed; ``prevent_per_counter``: for each 1 damage, if
      the recipient has a +1/+1 counter, one is removed and that 1 prevented
      (615.5);
    * ``redirect``: it is dealt to the permanent with the ability instead
      (614.9);
    * ``unpreventable``: it can't be prevented (615.12);
    * ``exile_if_dies``: a creature it is dealt to is exiled instead if it
      would die this turn (614.1a; the permanent remembers the sources that
      dealt it damage, :attr:`~mtgcombat.core.model.Permanent.damaged_by`).

    >>> value = DamageRule(does='double', players='you')
    >>> str(value)
    'damage to you is doubled'
    """

    does: DamageKind
    amount: int = 0
    source: Selector | None = None
    players: PlayerGroup | None = None
    to: Selector | None = None
    combat: DamageWhich = ""
    at_most: int = 0
    unblocked: bool = False
    condition: StaticCondition | None = None

    def __str__(self) -> str:
        what = {"": "damage", "combat": "combat damage", "noncombat": "noncombat damage"}
        text = what[self.combat]
        if self.at_most:
            text = f"{self.at_most} or less {text}"
        if self.source is not None:
            text += f" from {_rule_sel(self.source)}"
        if self.unblocked:
            text += " from unblocked creatures"
        whom: list[str] = []
        if self.players is not None:
            whom.append(
                {"you": "you", "opponents": "an opponent", "each": "a player"}[self.players]
            )
        if self.to is not None:
            whom.append(_rule_sel(self.to))
        if whom:
            text += " to " + " or ".join(whom)
        n = self.amount
        does = {
            "prevent": "is prevented",
            "prevent_n": f"is reduced by {n} (prevented)",
            "prevent_all_but": f"is prevented except {n}",
            "prevent_half": "is prevented by half, rounded up",
            "double": "is doubled",
            "plus": f"is increased by {n}" if n >= 0 else f"is decreased by {-n}",
            "half": "is halved, rounded down",
            "plus_counters": "becomes that many +1/+1 counters instead",
            "minus_counters": "becomes that many -1/-1 counters instead",
            "prevent_remove_all": "is prevented and removes that many +1/+1 counters",
            "prevent_remove_one": "is prevented and removes a +1/+1 counter",
            "prevent_per_counter": "is prevented 1 for each +1/+1 counter removed",
            "redirect": "is dealt to this permanent instead",
            "unpreventable": "can't be prevented",
            "exile_if_dies": "makes the creature be exiled instead if it would die this turn",
        }[self.does]
        when = f" as long as {self.condition}" if self.condition is not None else ""
        return f"{text} {does}{when}"


def _rule_sel(selector: Selector) -> str:
    if selector.ids == ("~",):
        rest = dataclasses.replace(selector, ids=(), types=frozenset())
        if rest == Selector(types=frozenset()):
            return "this permanent"
        return f"this permanent ({rest})"
    return str(selector)


Static = StaticEffect | PlayerEffect | DamageRule


# ---------------------------------------------------------------------------
# Triggered abilities of the declare blockers step (509.3 now, 509.5 in 2023)
# ---------------------------------------------------------------------------
# "Whenever ~ blocks / becomes blocked (by a creature) / attacks and isn't
# blocked, EFFECT": a trigger event (one of the conditions the rules list
# for declaring blockers), an optional condition on the other creature of the
# block, and effects from a small closed set the engine carries out before
# combat damage (mtgcombat.rules.triggers). Who each effect reaches is named
# relative to the event: "it" is the creature the event is about (this
# creature, or the creature a "whenever a creature you control ..." names),
# "other" the other creature of the block ("that creature"), "blockers" each
# creature blocking it; players are "you" (the ability's controller),
# "defending" (the defending player of the attacker in the event) and
# "other_controller" (the controller of "that creature"), "it_controller" (the
# controller of the creature the event is about).

TriggerEvent = Literal[
    "blocks",
    "blocks_creature",
    "becomes_blocked",
    "becomes_blocked_by",
    "unblocked",
    "attacks",
    "combat_damage_to_player",
    "combat_damage_to_creature",
]
EffectTarget = Literal["it", "other", "blockers", "target", "each"]
PlayerTarget = Literal["you", "defending", "other_controller", "it_controller"]
PumpCount = Literal["", "blocker", "blocker_beyond_first", "blocked"]

_EVENT_TEXT = {
    "blocks": "blocks",
    "blocks_creature": "blocks a creature",
    "becomes_blocked": "becomes blocked",
    "becomes_blocked_by": "becomes blocked by a creature",
    "unblocked": "attacks and isn't blocked",
    "attacks": "attacks",
    "combat_damage_to_player": "deals combat damage to a player",
    "combat_damage_to_creature": "deals combat damage to a creature",
}
_TARGET_TEXT = {
    "it": "it",
    "other": "that creature",
    "blockers": "each creature blocking it",
    "target": "the target",
    "each": "each of them",
}
_PLAYER_TEXT = {
    "you": "you",
    "defending": "defending player",
    "other_controller": "that creature's controller",
    "it_controller": "its controller",
}
_PER_TEXT = {
    "blocker": " for each creature blocking it",
    "blocker_beyond_first": " for each creature blocking it beyond the first",
    "blocked": " for each creature it's blocking",
}


@dataclass(frozen=True, slots=True)
class PumpEffect:
    """``target`` gets +``power``/+``toughness`` until end of turn (layer 7c,
    613.4c), multiplied by a count taken as the ability resolves when ``per``
    is set: each creature blocking it (beyond the first), or each creature
    it is blocking.

    >>> value = PumpEffect(power=1)
    >>> str(value)
    'it gets +1/+0 until end of turn'
    """

    target: EffectTarget = "it"
    power: int = 0
    toughness: int = 0
    per: PumpCount = ""

    def __str__(self) -> str:
        who = _TARGET_TEXT[self.target]
        per = _PER_TEXT.get(self.per, "")
        return f"{who} gets {self.power:+d}/{self.toughness:+d} until end of turn{per}"


@dataclass(frozen=True, slots=True)
class KeywordEffect:
    """``target`` gains (or, with ``lose``, loses) a keyword until end of turn
    (layer 6, 613.1f).

    >>> value = KeywordEffect(keyword=Keyword.FIRST_STRIKE)
    >>> str(value)
    'it gains first strike until end of turn'
    """

    keyword: Keyword
    target: EffectTarget = "it"
    lose: bool = False

    def __str__(self) -> str:
        verb = "loses" if self.lose else "gains"
        return f"{_TARGET_TEXT[self.target]} {verb} {self.keyword} until end of turn"


@dataclass(frozen=True, slots=True)
class DamageEffect:
    """The permanent with the ability deals ``amount`` damage (not combat
    damage) to ``target``: a creature of the block, a player (120.3), or a
    target its controller chooses (``target``, 115.1, 603.3d) among the
    creatures ``target_filter`` matches ("target attacking creature"; ``None``
    with ``target`` is "any target": a creature, player or planeswalker), or
    with ``each`` every creature ``target_filter`` matches ("each attacking
    creature and each blocking creature"). ``by_power``: the amount is the
    dealer's power as the ability resolves ("damage equal to its power"; its
    last known power if it has left the battlefield, 608.2h), and ``amount``
    is ignored. ``by_it``: the creature the event is about deals it, not the
    permanent with the ability ("whenever a Goblin you control becomes
    blocked, ... it deals 4 damage ...").

    >>> value = DamageEffect(amount=1)
    >>> str(value)
    'this permanent deals 1 damage to that creature'
    """

    amount: int
    target: EffectTarget | PlayerTarget = "other"
    by_power: bool = False
    target_filter: Selector | None = None
    by_it: bool = False

    def __str__(self) -> str:
        if self.target == "target":
            who = f"a target among {self.target_filter}" if self.target_filter else "any target"
        elif self.target == "each":
            who = f"each of the {self.target_filter}"
        else:
            who = _TARGET_TEXT.get(self.target) or _PLAYER_TEXT[self.target]
        amount = "damage equal to its power" if self.by_power else f"{self.amount} damage"
        dealer = "it" if self.by_it else "this permanent"
        return f"{dealer} deals {amount} to {who}"


@dataclass(frozen=True, slots=True)
class DestroyEffect:
    """Destroy ``target`` (701.8); ``regenerate`` False for "it can't be
    regenerated"; ``at_end_of_combat`` for "destroy that creature at end of
    combat" (603.7, 511.2).

    >>> value = DestroyEffect()
    >>> str(value), str(DestroyEffect(at_end_of_combat=True))
    ('destroy that creature', 'destroy that creature at end of combat')
    """

    target: EffectTarget = "other"
    regenerate: bool = True
    # "destroy that creature at end of combat": a delayed triggered ability
    # (603.7) that destroys it as the end of combat step begins (511.2)
    at_end_of_combat: bool = False

    def __str__(self) -> str:
        tail = "" if self.regenerate else " (it can't be regenerated)"
        when = " at end of combat" if self.at_end_of_combat else ""
        return f"destroy {_TARGET_TEXT[self.target]}{when}{tail}"


@dataclass(frozen=True, slots=True)
class LifeEffect:
    """``player`` gains ``amount`` life, or loses it when ``amount`` is
    negative (119.3).

    >>> value = LifeEffect(amount=3)
    >>> str(value)
    'you gain 3 life'
    """

    amount: int
    player: PlayerTarget = "you"

    def __str__(self) -> str:
        verb = "gain" if self.amount >= 0 else "lose"
        if self.player != "you":
            verb += "s"
        return f"{_PLAYER_TEXT[self.player]} {verb} {abs(self.amount)} life"


@dataclass(frozen=True, slots=True)
class PoisonEffect:
    """``player`` gets ``amount`` poison counters (122.1; ten lose, 704.5c).

    >>> str(PoisonEffect(2))
    'defending player gets 2 poison counter(s)'
    """

    amount: int
    player: PlayerTarget = "defending"

    def __str__(self) -> str:
        verb = "get" if self.player == "you" else "gets"
        return f"{_PLAYER_TEXT[self.player]} {verb} {self.amount} poison counter(s)"


@dataclass(frozen=True, slots=True)
class CounterEffect:
    """Put ``amount`` +1/+1 (``plus``) or -1/-1 counters on ``target`` (122.1;
    a permanent that can't have counters gets none). With ``power`` or
    ``toughness`` set, the counters are of another +X/+Y kind ("a -0/-1
    counter"): they change its power and toughness (layer 7c, 613.4c) and,
    unlike +1/+1 and -1/-1 counters (704.5q), never cancel out, so the
    engine adds them to its own power and toughness.

    >>> value = CounterEffect(amount=1, plus=True)
    >>> str(value)
    'put 1 +1/+1 counter(s) on it'
    """

    amount: int
    plus: bool = False
    target: EffectTarget = "it"
    power: int = 0
    toughness: int = 0

    @property
    def kind(self) -> str:
        """The counter as printed: ``+1/+1``, ``-1/-1``, ``-0/-1``.

        >>> CounterEffect(1, power=1, toughness=1).kind, CounterEffect(2, toughness=-1).kind
        ('+1/+1', '-0/-1')
        """
        if self.power or self.toughness:
            sign = "-" if min(self.power, self.toughness) < 0 else "+"
            return "/".join(f"{sign}{abs(v)}" if v == 0 else f"{v:+d}"
                            for v in (self.power, self.toughness))  # fmt: skip
        return "+1/+1" if self.plus else "-1/-1"

    def __str__(self) -> str:
        return f"put {self.amount} {self.kind} counter(s) on {_TARGET_TEXT[self.target]}"


@dataclass(frozen=True, slots=True)
class PreventEffect:
    """Prevent all combat damage this turn (615.1) that would be dealt by
    and/or to ``target``, or, with ``everything``, all combat damage.

    >>> value = PreventEffect(everything=True)
    >>> str(value)
    'prevent all combat damage this turn'
    """

    dealt_by: bool = False
    dealt_to: bool = False
    everything: bool = False
    target: EffectTarget = "it"

    def __str__(self) -> str:
        if self.everything:
            return "prevent all combat damage this turn"
        how = " and ".join(w for w, on in (("by", self.dealt_by), ("to", self.dealt_to)) if on)
        return f"prevent all combat damage dealt {how} {_TARGET_TEXT[self.target]} this turn"


@dataclass(frozen=True, slots=True)
class RegenerateEffect:
    """Regenerate ``target``: give it a regeneration shield (701.15 in 2023,
    701.19 now).

    >>> value = RegenerateEffect()
    >>> str(value)
    'regenerate it'
    """

    target: EffectTarget = "it"

    def __str__(self) -> str:
        return f"regenerate {_TARGET_TEXT[self.target]}"


@dataclass(frozen=True, slots=True)
class NoCombatDamageEffect:
    """``target`` assigns no combat damage this turn (510.1a: the creature
    assigns none, blocked or not).

    >>> str(NoCombatDamageEffect())
    'it assigns no combat damage this turn'
    """

    target: EffectTarget = "it"

    def __str__(self) -> str:
        return f"{_TARGET_TEXT[self.target]} assigns no combat damage this turn"


@dataclass(frozen=True, slots=True)
class RemoveFromCombatEffect:
    """Remove ``target`` from combat (506.4), untapping it first with
    ``untap``. An attacker it was blocking stays blocked (509.1h); a creature
    it was blocked by stays blocking, and deals no damage to it.

    >>> value = RemoveFromCombatEffect(untap=True)
    >>> str(value)
    'untap it and remove it from combat'
    """

    target: EffectTarget = "it"
    untap: bool = False

    def __str__(self) -> str:
        who = _TARGET_TEXT[self.target]
        return f"untap {who} and remove it from combat" if self.untap else (
            f"remove {who} from combat"
        )  # fmt: skip


@dataclass(frozen=True, slots=True)
class ReturnToHandEffect:
    """Return ``target`` to its owner's hand: it leaves the battlefield and
    so combat (506.4); the creatures in its blocks stay blocked or blocking.

    >>> value = ReturnToHandEffect()
    >>> str(value)
    "return it to its owner's hand"
    """

    target: EffectTarget = "it"

    def __str__(self) -> str:
        return f"return {_TARGET_TEXT[self.target]} to its owner's hand"


@dataclass(frozen=True, slots=True)
class SacrificeEffect:
    """Its controller sacrifices ``target`` (701.21 now, 701.17 in 2023): it
    goes to the graveyard; indestructible and regeneration don't stop it.

    >>> str(SacrificeEffect())
    'sacrifice it'
    """

    target: EffectTarget = "it"

    def __str__(self) -> str:
        return f"sacrifice {_TARGET_TEXT[self.target]}"


@dataclass(frozen=True, slots=True)
class DrawEffect:
    """The ability's controller draws ``amount`` cards (121.1): nothing on the
    board changes, but it is a choice that "If you do" can hang on.

    >>> str(DrawEffect()), str(DrawEffect(2))
    ('you draw 1 card(s)', 'you draw 2 card(s)')
    """

    amount: int = 1

    def __str__(self) -> str:
        return f"you draw {self.amount} card(s)"


@dataclass(frozen=True, slots=True)
class RecordedEffect:
    """An effect the engine does not carry out: the trigger is recorded as it
    goes on the stack (603.3, 510.3a), with ``text``, the effect as printed.

    >>> str(RecordedEffect("that player discards a card"))
    'that player discards a card (recorded, not carried out)'
    """

    text: str

    def __str__(self) -> str:
        return f"{self.text} (recorded, not carried out)"


@dataclass(frozen=True, slots=True)
class GroupPumpEffect:
    """Each creature ``affected`` matches (read relative to the permanent with
    the ability, as it resolves) gets +``power``/+``toughness`` until end of
    turn (613.4c), times the number of permanents ``per`` matches when set
    ("for each blocking creature other than ~").

    >>> str(GroupPumpEffect(Selector(types=frozenset({"creature"}), controller="you"), 1, 1))
    'creatures you control get +1/+1 until end of turn'
    """

    affected: Selector
    power: int = 0
    toughness: int = 0
    per: Selector | None = None

    def __str__(self) -> str:
        per = f" for each of the {self.per}" if self.per is not None else ""
        return f"{self.affected} get {self.power:+d}/{self.toughness:+d} until end of turn{per}"


@dataclass(frozen=True, slots=True)
class ColorEffect:
    """``target`` becomes ``colors`` (layer 5, 613.1e): it loses its other
    colors, for protection and "nonX" selectors alike.

    >>> str(ColorEffect(frozenset({"white"})))
    'that creature becomes white'
    """

    colors: frozenset[str]
    target: EffectTarget = "other"

    def __str__(self) -> str:
        return f"{_TARGET_TEXT[self.target]} becomes {' and '.join(sorted(self.colors))}"


@dataclass(frozen=True, slots=True)
class LifeTotalEffect:
    """``player``'s life total becomes ``total``: they gain or lose the
    difference (119.5).

    >>> str(LifeTotalEffect(10))
    "defending player's life total becomes 10"
    """

    total: int
    player: PlayerTarget = "defending"

    def __str__(self) -> str:
        return f"{_PLAYER_TEXT[self.player]}'s life total becomes {self.total}"


TriggerEffect = (
    PumpEffect | KeywordEffect | DamageEffect | DestroyEffect | LifeEffect | PoisonEffect
    | CounterEffect | PreventEffect | RegenerateEffect | NoCombatDamageEffect
    | RemoveFromCombatEffect | ReturnToHandEffect | SacrificeEffect | DrawEffect
    | GroupPumpEffect | ColorEffect | LifeTotalEffect | RecordedEffect
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class BlockTrigger:
    """A triggered ability of the declare blockers step: when one of
    ``events`` happens, its ``effects`` happen, in order.

    * ``events``: "blocks" (once per combat), "blocks_creature" (once per
      attacker it blocks), "becomes_blocked" (once), "becomes_blocked_by"
      (once per blocker), "unblocked" ("attacks and isn't blocked"),
      "combat_damage_to_player" / "combat_damage_to_creature" ("deals combat
      damage to a player / a creature": once per recipient in each damage
      step, recorded as it triggers, 603.2, 510.3a);
    * ``subject``: whose event it is; ``None`` for the permanent itself,
      else a selector read relative to it ("a creature you control");
    * ``other``: a condition on the other creature: for a per-creature event
      that creature must match ("blocks a creature with flying"); for a
      once-only event one of them must ("blocked by one or more Orcs");
    * ``at_least``: for a once-only event, how many other creatures it needs
      ("blocks two or more creatures"); 0 or 1 for any number;
    * ``optional``: "you may": its controller chooses, as it resolves, whether
      to do the effects (603.5);
    * ``if_you_do``: the effects after the first happen only if the first
      one was done ("sacrifice it. If you do, ...", "you may draw a card. If
      you do, ...").

    >>> value = BlockTrigger(events=('blocks',), effects=(LifeEffect(amount=3),))
    >>> str(value)
    'whenever this creature blocks, you gain 3 life'
    """

    events: tuple[TriggerEvent, ...]
    effects: tuple[TriggerEffect, ...]
    subject: Selector | None = None
    other: Selector | None = None
    at_least: int = 0
    optional: bool = False
    if_you_do: bool = False

    def __str__(self) -> str:
        who = "this creature" if self.subject is None else f"one of the {self.subject}"
        when = " or ".join(_EVENT_TEXT[e] for e in self.events)
        cond = f" (the other creature: {self.other})" if self.other is not None else ""
        if self.at_least > 1:
            cond += f" ({self.at_least} or more creatures)"
        may = "you may: " if self.optional else ""
        effects = [str(e) for e in self.effects]
        if self.if_you_do and len(effects) > 1:
            return f"whenever {who} {when}{cond}, {may}{effects[0]}; if you do, " + " and ".join(
                effects[1:]
            )
        return f"whenever {who} {when}{cond}, {may}" + " and ".join(effects)


Ability = (
    Keyword
    | Protection
    | Landwalk
    | Bushido
    | Rampage
    | Afflict
    | Toxic
    | OtherKeyword
    | BlockTrigger
)
