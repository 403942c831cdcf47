"""Keyword abilities as values (702): :class:`Keyword` for the ones the
combat rules read without a parameter, :class:`Protection` (702.16),
:class:`Landwalk` (702.14), the keyword triggers with a number
(:class:`Bushido`, :class:`Rampage`, :class:`Afflict`, :class:`Toxic`), and
:class:`OtherKeyword` for every keyword with no effect between declaring
blockers and the end of combat damage (haste, hexproof, ward {2}...)."""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

if TYPE_CHECKING:
    from mtgcombat.core.triggered import Ability


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
# blockers step) is defined in mtgcombat.core.triggered, after BlockTrigger.
