"""A player (:class:`Player`): life total, poison counters, protection and
the other states combat reads (104.3, 119, 120.3, 903.10a), and the cards of
a graveyard known by their characteristics (:class:`ZoneCard`)."""

from __future__ import annotations

from mtgcombat.core import validation as _validation
from mtgcombat.core.abilities import (
    Ability,
)
from mtgcombat.core.copies import fast_init, fast_replace
from mtgcombat.core.fog_values import FogEffect
from mtgcombat.core.grants import Grant
from mtgcombat.core.turn_history import TurnHistory
from mtgcombat.core.valueclass import (
    dataclass,  # the generated methods compiled on first use
)


@fast_init
@dataclass(frozen=True, slots=True)
class ZoneCard:
    """A card in a player's graveyard known by its characteristics: its card
    types (205.2a, lowercase, ``instant`` and ``sorcery`` too), subtypes
    (205.3, lowercase singular), supertypes (205.4), and, when known, its
    name, colors and keywords. Counts such as "creature cards in your
    graveyard" and delirium's card types read them.

    >>> card = ZoneCard(types=frozenset({"instant"}), name="Shock")
    >>> card.name, sorted(card.types)
    ('Shock', ['instant'])
    """

    types: frozenset[str]
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    name: str = ""
    colors: frozenset[str] = frozenset()
    abilities: frozenset[Ability] = frozenset()


@fast_init
@dataclass(frozen=True, slots=True)
class Player:
    """A player: life total, poison counters, and whether they have lost.

    ``protection`` holds the qualities the player has protection from
    (702.16j-k: ``everything``, ``each opponent``, a player id, a color...);
    ``life_floor``: damage can't reduce the life total below 1;
    ``cant_lose``: the player can't lose the game (104.3, 704.5a-c do not
    apply). ``cant_gain_life`` (119.7), ``life_gain_multiplier``,
    ``life_gain_plus`` and ``life_gain_draws`` (614.1a) change what a gain of
    life does (:meth:`life_gain_amount`). ``granted`` is what effects of permanents currently add.
    ``commander_damage``: the combat damage each commander has dealt the
    player over the game (903.10a), as (commander id, total) pairs; a
    mapping is accepted.

    >>> Player("B", life=3, poison=9).poison
    9
    """

    id: str
    life: int = 20
    poison: int = 0
    lost: bool = False
    prevent_next: int = 0
    cant_gain_life: bool = False
    life_gain_multiplier: int = 1
    protection: frozenset[str] = frozenset()
    life_floor: bool = False
    cant_lose: bool = False
    granted: Grant | None = None
    # "you don't lose the game for having 0 or less life" (704.5a not applied)
    zero_life_ok: bool = False
    # cards in hand (402.1). ``None``: not given, and a board that reads
    # it (hellbent, "for each card in your hand") is refused (issue 33)
    hand: int | None = None
    # cards in the graveyard besides those listed (404.1). ``None``: not
    # given, and a board that reads it (threshold) is refused (issue 33)
    graveyard: int | None = None
    # the monarch (724): "as long as you're the monarch"
    monarch: bool = False
    # the city's blessing (702.131c, ascend): kept for the rest of the game
    city_blessing: bool = False
    # the initiative (725): "as long as you have the initiative"
    initiative: bool = False
    # issue 33: the spells the player cast this turn before the combat
    # ("whenever you cast your second spell each turn", 601.2i); the
    # timeline's spells are counted as they are cast. ``None``: not given,
    # and a trigger that counts them is refused (session 10)
    spells_cast: int | None = None
    # the life total the player started the game with (103.3): "less than
    # half their starting life total"
    starting_life: int = 20
    # the graveyard's cards known by their characteristics, besides the
    # ``graveyard`` cards of which only the number is known
    graveyard_cards: tuple[ZoneCard, ...] = ()
    # experience counters (122.1e)
    experience: int = 0
    # the combat damage each commander has dealt this player over the game
    # (903.10a), as (commander id, total) pairs
    commander_damage: tuple[tuple[str, int], ...] = ()
    # "if you would gain life, you gain that much life plus 1 instead" (614.1a)
    life_gain_plus: int = 0
    # "if you would gain life, draw that many cards instead" (614.1a)
    life_gain_draws: bool = False
    # energy counters (107.14, 122.1)
    energy: int = 0
    # issue 33: the fogs this player's spells and abilities made this turn
    # (615.1, mtgcombat.rules.limited_prevention); they end in cleanup (514.2)
    fogs: tuple[FogEffect, ...] = ()
    # issue 33 (session 7): "Damage can't be prevented this turn." from this
    # player's spells (615.12, mtgcombat.rules.unpreventable): each its
    # source and whether only that source's own damage ("The damage can't be
    # prevented."); they end in cleanup (514.2)
    unpreventable: tuple[tuple[str, bool], ...] = ()
    # issue 33 (session 10): what happened earlier this turn
    # (mtgcombat.core.turn_history); None when the board does not say, and
    # then a line that reads it is refused, never guessed
    history: TurnHistory | None = None

    def __post_init__(self) -> None:
        # public construction only: model.evolve copies skip __init__
        _validation.prepare_player(self)

    # Replaced by fast_replace below, as Permanent's copies are.
    @property
    def unlisted_graveyard(self) -> int | None:
        """How many of the graveyard's cards are not listed (404.1): the
        number given; none when cards are listed and no number is given;
        ``None`` when neither is given (not known, never taken as empty).

        >>> Player("A").unlisted_graveyard, Player("A", graveyard=2).unlisted_graveyard
        (None, 2)
        """
        if self.graveyard is None and self.graveyard_cards:
            return 0
        return self.graveyard

    def _with_life(self, life: int) -> Player:
        raise NotImplementedError

    def life_gain_amount(self, amount: int) -> int:
        """How much life the player gains (or, under "draw that many cards
        instead", how many cards they draw) when they would gain ``amount``:
        "that much life plus N" then "twice that much" (614.1a; the
        player orders them, 616.1, and the larger comes of adding first).

        >>> Player("A", life_gain_multiplier=2, life_gain_plus=1).life_gain_amount(3)
        8
        >>> Player("A").life_gain_amount(3)
        3
        """
        return (amount + self.life_gain_plus) * self.life_gain_multiplier

    def commander_damage_from(self, commander: str) -> int:
        """The combat damage ``commander`` has dealt this player over the
        game (903.10a).

        >>> Player("B", commander_damage={"ghave": 19}).commander_damage_from("ghave")
        19
        >>> Player("B").commander_damage_from("ghave")
        0
        """
        for cid, total in self.commander_damage:
            if cid == commander:
                return total
        return 0


# a player's life total changed by combat damage (120.3a) or lifelink (702.15b)
fast_replace(Player, "_with_life", "life")
