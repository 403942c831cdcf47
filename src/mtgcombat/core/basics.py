"""The plain values the game objects carry: card types (205.2a), zones
(400.1), colors (105.1) and counters (122.1), with the enum members the hot
paths read bound once."""

from __future__ import annotations

import enum
from typing import Final

from mtgcombat.core.copies import fast_init
from mtgcombat.core.valueclass import (
    dataclass,  # the generated methods compiled on first use
)


class CardType(enum.Enum):
    """The card types a combat cares about.

    >>> CardType("planeswalker"), CardType.CREATURE.value
    (<CardType.PLANESWALKER: 'planeswalker'>, 'creature')
    """

    CREATURE = "creature"
    PLANESWALKER = "planeswalker"
    BATTLE = "battle"
    ARTIFACT = "artifact"
    ENCHANTMENT = "enchantment"
    LAND = "land"

    # Members are singletons, so an identity hash is correct; it runs in C,
    # where Enum's hash of the member name is a Python call on hot paths.
    __hash__ = object.__hash__

    def __str__(self) -> str:
        return self.value


class Zone(enum.Enum):
    """Where a permanent is. Anything off the battlefield is out of combat (506.4).

    >>> [zone.value for zone in Zone]
    ['battlefield', 'graveyard', 'exile', 'left the game', 'hand', 'library']
    """

    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    EXILE = "exile"
    LEFT_GAME = "left the game"  # its owner lost a multiplayer game (800.4a)
    HAND = "hand"  # returned to its owner's hand by an ability (it leaves combat, 506.4)
    LIBRARY = "library"  # put into its owner's library by a spell (it leaves combat, 506.4)

    # Members are singletons, so an identity hash is correct; it runs in C,
    # where Enum's hash of the member name is a Python call on hot paths.
    __hash__ = object.__hash__

    def __str__(self) -> str:
        return self.value


COLORS = ("white", "blue", "black", "red", "green")


@fast_init
@dataclass(frozen=True, slots=True)
class Counters:
    """Counters on a permanent that combat reads or changes.

    ``other`` holds every other kind of counter (122.1) as sorted ``(kind,
    number)`` pairs with positive numbers, kinds in lowercase: ``(("divinity",
    1), ("ice", 2))``. Combat reads them only through abilities ("as long as
    it has a divinity counter on it"); :meth:`count` reads any kind.

    >>> Counters(plus_one=1, other=(("ice", 2),)).count("any")
    3
    """

    plus_one: int = 0
    minus_one: int = 0
    loyalty: int = 0
    defense: int = 0
    other: tuple[tuple[str, int], ...] = ()

    def count(self, kind: str) -> int:
        """How many counters of this kind are on it (``"+1/+1"``, ``"-1/-1"``,
        ``"loyalty"``, ``"defense"`` or any other kind); ``"any"``: counters of
        every kind together.

        >>> from mtgcombat.core.model import Counters
        >>> c = Counters(plus_one=2, other=(("ice", 1),))
        >>> c.count("+1/+1"), c.count("ice"), c.count("any"), c.count("divinity")
        (2, 1, 3, 0)
        """
        if kind == "+1/+1":
            return self.plus_one
        if kind == "-1/-1":
            return self.minus_one
        if kind == "loyalty":
            return self.loyalty
        if kind == "defense":
            return self.defense
        if kind == "any":
            total = self.plus_one + self.minus_one + self.loyalty + self.defense
            return total + sum(n for _, n in self.other)
        return next((n for k, n in self.other if k == kind), 0)


# A permanent without counters holds this one value (the field's default, and
# what the scenario loader gives): the hot paths test for it by identity
# instead of reading its numbers.
_NO_COUNTERS: Final = Counters()


# A permanent's card types when none are given (its field's default): the
# checks of public construction recognise it by identity (validation).
_CREATURE_ONLY: Final = frozenset({CardType.CREATURE})

# The two defaults above by public names, for the modules outside this one
# that test for them by identity (rules.combat_fast).
NO_COUNTERS: Final = _NO_COUNTERS
CREATURE_ONLY: Final = _CREATURE_ONLY


# Enum members read in the hot paths, bound once: in Python 3.11 a read
# through the class (``Keyword.TRAMPLE``) goes through EnumType.__getattr__,
# several times the cost of a global. Final: the compiled build keeps a
# Final name in a C static, where it looks a global up in a dict each time.
_BATTLEFIELD: Final = Zone.BATTLEFIELD
_CREATURE: Final = CardType.CREATURE
_TYPE_BATTLE: Final = CardType.BATTLE
_TYPE_PLANESWALKER: Final = CardType.PLANESWALKER
