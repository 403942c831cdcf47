"""What the static abilities of permanents currently do to other objects
(611.3a): each change (:class:`EffectChange`) and what they add to one
permanent or player (:class:`Grant`), kept so that it can be undone when
they stop applying."""

from __future__ import annotations

from mtgcombat.core.abilities import (
    Ability,
    BlockRule,
    PreventFrom,
)
from mtgcombat.core.basics import CardType
from mtgcombat.core.copies import fast_init
from mtgcombat.core.statics import Static
from mtgcombat.core.valueclass import (
    dataclass,  # the generated methods compiled on first use
)


@fast_init
@dataclass(frozen=True, slots=True)
class EffectChange:
    """One thing a static ability of ``source`` does to ``affected`` (a
    permanent or player id) while ``source`` is on the battlefield (611.3a).

    ``what`` is the kind of change: ``pt`` (+N/+N, layer 7c), ``set_power``
    / ``set_toughness`` (a characteristic-defining ability, layer 7a),
    ``power_is`` / ``toughness_is`` (the same under a condition, layer 7b),
    ``ability`` (a keyword gained, layer 6), ``loses_ability`` (a keyword lost,
    layer 6, in timestamp order), ``lose_ability`` (lost and can't be had or
    gained), ``lose_abilities`` (all abilities lost, 613.1f or 305.7),
    ``rule`` (a blocking restriction or
    requirement), ``by_toughness`` (assigns combat damage by toughness),
    ``prevent_by`` / ``prevent_to`` (combat damage by / to it is prevented),
    ``prevent_all`` (all combat damage this turn, ``affected`` ""),
    ``block_additional`` (it can block N more creatures, 509.1a),
    ``protection``, ``life_floor``, ``cant_lose`` (players). ``value`` is its
    argument in the values' own notation (``+1/+1``, ``flying``, a blocking
    rule's code, a protection quality); ``rule`` is the rule that applies it.

    >>> change = EffectChange("lord", "elf", "pt", "+1/+1", "613.4c")
    >>> change.source, change.affected, change.value
    ('lord', 'elf', '+1/+1')
    """

    source: str
    affected: str
    what: str
    value: str
    rule: str


@fast_init
@dataclass(frozen=True, slots=True)
class Grant:
    """What the static abilities of other permanents (or its own) currently
    add to a permanent or player, kept so it can be undone when they stop
    applying (611.3a): the object's own values are its current values minus
    these. Only what was really added is recorded: a keyword or rule it
    already had, or a flag already set, is not; but a further instance of a
    keyword whose instances each count (flanking granted to a creature with
    flanking, 113.2c, 702.25b) is, in ``repeats``.

    >>> Grant(power=1, toughness=1).power
    1
    """

    power: int = 0
    toughness: int = 0
    abilities: frozenset[Ability] = frozenset()
    block_rules: frozenset[BlockRule] = frozenset()
    by_toughness: bool = False
    prevent_by: bool = False
    prevent_to: bool = False
    protection: frozenset[str] = frozenset()
    life_floor: bool = False
    cant_lose: bool = False
    changes: tuple[EffectChange, ...] = ()
    # its own keywords an effect removed ("loses flying"), given back on undo
    removed: frozenset[Ability] = frozenset()
    prevent_from: frozenset[PreventFrom] = frozenset()
    # "can block an additional N creatures each combat" granted (509.1a)
    block_additional: int = 0
    # card types added "in addition to its other types" (layer 4, 613.1d)
    types: frozenset[CardType] = frozenset()
    # subtypes added "in addition to its other types" (layer 4, 613.1d)
    subtypes: frozenset[str] = frozenset()
    # its own land types a "land is an Island" effect removed (305.7)
    removed_subtypes: frozenset[str] = frozenset()
    # "can't gain life" (119.7) and life gain multiplied (614.1a), on players
    cant_gain_life: bool = False
    life_gain_multiplier: int = 1
    life_gain_plus: int = 0
    life_gain_draws: bool = False
    # further instances of abilities it already had, whose instances each
    # count (113.2c), and its own such instances an effect removed
    repeats: tuple[Ability, ...] = ()
    removed_repeats: tuple[Ability, ...] = ()
    # layer 6 changes of resolved spells and abilities ("target creature loses
    # flying until end of turn"), in the order they happened: (verb "gains" or
    # "loses", the ability, its source). Their timestamps are later than every
    # static ability's, so they apply after them (613.7, 613.7a)
    later: tuple[tuple[str, Ability, str], ...] = ()
    # what "loses all abilities" removed from its own (613.1f), given back on
    # undo: blocking rules, static abilities (the whole own tuple), flags
    stripped: bool = False
    removed_rules: frozenset[BlockRule] = frozenset()
    own_statics: tuple[Static, ...] | None = None
    removed_flags: tuple[tuple[str, int], ...] = ()
    # colors an effect gave it and its own colors an effect took (layer 5,
    # 613.1e): current minus ``colors``, plus ``removed_colors``, is its own
    colors: frozenset[str] = frozenset()
    removed_colors: frozenset[str] = frozenset()
    # its own card types an effect removed ("is a Frog creature", 205.1a)
    removed_types: frozenset[CardType] = frozenset()
    # "you don't lose the game for having 0 or less life" (704.5a), on players
    zero_life_ok: bool = False

    @property
    def sources(self) -> tuple[str, ...]:
        """The permanents whose effects these are, in the order they applied.

        >>> from mtgcombat.core.model import EffectChange, Grant
        >>> g = Grant(power=2, toughness=2, changes=(
        ...     EffectChange("anthem", "bear", "pt", "+1/+1", "613.4c"),
        ...     EffectChange("lord", "bear", "pt", "+1/+1", "613.4c"),
        ...     EffectChange("anthem", "bear", "ability", "flying", "613.1f")))
        >>> g.sources
        ('anthem', 'lord')
        """
        return tuple(dict.fromkeys(c.source for c in self.changes))
