"""A permanent on (or just off) the battlefield (:class:`Permanent`): its
characteristics, counters, damage and combat status (110, 506.4, 613.4c),
and the choices its controller made for its triggered abilities
(:class:`TriggerChoices`).

A permanent is stored in two parts (issue 38, :mod:`mtgcombat.core.split`):
its *state* (:data:`STATE_FIELDS`: who it is and who controls it, its power
and toughness with the pumps until end of turn, damage marked, counters,
tapped, zone, attacking, blocking, blocked, the shields and marks of this
turn: 120.3, 506.4, 613.4c) in its own slots, and its *characteristics*
(every other field: what its card and its static and continuous effects
give, 109.3, 613) in one shared value, ``Permanent.characteristics``. A
copy with a state field changed (a damage mark above all) copies the state
and shares the characteristics. Every field reads the same either way: the
characteristics through properties (a hot path may read
``perm.characteristics.abilities``: two slot reads, no call).

To add a field, declare it in the class body as before (with a default):
it is a characteristic. Only if the rules core changes it during combat
(per copy, many times a combat) add its name to :data:`STATE_FIELDS` too.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import InitVar
from typing import Protocol, TypeVar

from mtgcombat.core import validation as _validation
from mtgcombat.core.abilities import (
    Ability,
    BlockRule,
    PreventFrom,
    Static,
    Toxic,
)
from mtgcombat.core.basics import (
    _BATTLEFIELD,
    _CREATURE,
    _CREATURE_ONLY,
    _NO_COUNTERS,
    _TYPE_BATTLE,
    CardType,
    Counters,
    Zone,
)
from mtgcombat.core.copies import fast_replace
from mtgcombat.core.grants import Grant
from mtgcombat.core.plain import note_plain
from mtgcombat.core.pt_layers import PTLayers
from mtgcombat.core.split import split_dataclass
from mtgcombat.core.valueclass import (
    dataclass,  # the generated methods compiled on first use
)

__all__ = ["STATE_FIELDS", "Permanent"]


_R = TypeVar("_R")


@dataclass(frozen=True, slots=True)
class TriggerChoices:
    """The choices its controller makes for a permanent's triggered abilities
    of the declare blockers step. ``may``: whether each optional ("you may")
    effect is done as the ability resolves (603.5); ``targets``: the ids of
    the targets chosen, one per targeted ability, in the order the abilities
    resolve (603.3d, 601.2c); ``sacrificed``: the permanents the players
    its abilities make sacrifice choose ("defending player sacrifices a
    creature", annihilator: 701.21a, 702.86a), in the order they are taken;
    ``proliferated``: the permanents and players its abilities' "proliferate"
    chooses (701.34a), ``None`` for the documented default
    (:func:`mtgcombat.rules.proliferate.default_proliferated`).
    """

    may: bool = True
    targets: tuple[str, ...] = ()
    sacrificed: tuple[str, ...] = ()
    proliferated: tuple[str, ...] | None = None
    # the modes chosen for its modal triggered abilities ("choose one —"),
    # one entry (1-based mode numbers) per such ability put on the stack, in
    # order (700.2b, 603.3c)
    modes: tuple[tuple[int, ...], ...] = ()
    # the permanents its controller taps to pay "you may tap an untapped ...
    # you control" as its abilities resolve (118.3), in the order taken
    tapped: tuple[str, ...] = ()
    # whether the defending player pays for its abilities' "defending player
    # may pay {N}" (session 11; 603.5, 118.3): None, not given (such an
    # ability is refused as it resolves, never guessed)
    defending_pays: bool | None = None
    # whether its controller pays the cost of the ward abilities its
    # triggered abilities' targets trigger (702.21a, 603.3d): by default
    # not, and such an ability is countered, as a timeline entry's
    # ``ward_paid`` (mtgcombat.rules.trigger_ward)
    ward_paid: bool = False


NO_CHOICES = TriggerChoices()

STATE_FIELDS: tuple[str, ...] = (
    "id",
    "controller",
    "power",
    "toughness",
    "damage",
    "counters",
    "tapped",
    "zone",
    "attacking",
    "blocking",
    "blocked",
    "prevent_next",
    "regeneration_shields",
    "entered_blocking",
    "deathtouch_damaged",
    "had_first_strike",
    "destroy_at_end_of_combat",
    "damaged_by",
)
"""The fields of a :class:`Permanent` stored in its own slots (its state);
every other field is one of its characteristics, shared between its copies."""


class Characteristics(Protocol):
    """What the rules core reads of ``Permanent.characteristics`` (the
    shared part: every field not in :data:`STATE_FIELDS`), for the type
    checker; the class itself is ``Permanent.Characteristics``, made with
    :class:`Permanent`. A hot path reads a characteristic there: two slot
    reads instead of a property call."""

    @property
    def abilities(self) -> frozenset[Ability]: ...
    @property
    def types(self) -> frozenset[CardType]: ...
    @property
    def band(self) -> str: ...
    @property
    def statics(self) -> tuple[Static, ...]: ...
    @property
    def granted(self) -> Grant | None: ...
    @property
    def regenerates(self) -> bool: ...
    @property
    def deals_double_damage(self) -> bool: ...
    @property
    def prevent_combat_damage_by(self) -> bool: ...
    @property
    def prevent_combat_damage_to(self) -> bool: ...
    @property
    def prevent_from(self) -> frozenset[PreventFrom]: ...
    @property
    def assigns_no_combat_damage(self) -> bool: ...
    @property
    def assigns_damage_by_toughness(self) -> bool: ...
    @property
    def assign_as_though_unblocked(self) -> bool: ...
    @property
    def block_rules(self) -> frozenset[BlockRule]: ...
    @property
    def repeats(self) -> tuple[Ability, ...]: ...
    @property
    def toxic(self) -> int: ...
    @property
    def owner(self) -> str: ...


@split_dataclass(*STATE_FIELDS, memo=("_plain",), frozen=True)
class Permanent:
    """A permanent on (or just off) the battlefield, with its combat status.

    ``power`` and ``toughness`` are the values before counters (with the
    +N/+N of effects and "until end of turn" changes already in);
    :attr:`current_power` and :attr:`current_toughness` add the +1/+1 and
    -1/-1 counters. ``statics`` are its static abilities that affect other
    objects; ``granted`` records what such effects currently add to it (see
    :class:`Grant`), so that the effects can be recomputed (611.3a).
    ``prevent_combat_damage_by`` / ``_to``: all combat damage that it would
    deal / be dealt is prevented (615). ``attached_to`` names the permanent
    an Aura enchants or an Equipment equips (303.4, 301.5). ``attacking``
    names the player, planeswalker or battle it attacks; ``blocking`` lists
    the attackers it was declared (or put) blocking. ``abilities`` is a set;
    ``repeats`` holds the further instances of an ability it has more than
    once whose instances each count (113.2c: two flanking trigger twice,
    702.25b; see :mod:`mtgcombat.core.instances`), read by :meth:`instances`.

    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, keywords=["trample"])
    >>> bear.abilities, bear.is_creature
    (frozenset({<Keyword.TRAMPLE: 'trample'>}), True)
    >>> Permanent(id="bear", controller="A", keywords=["trampel"])
    Traceback (most recent call last):
    ...
    mtgcombat.core.validation.BoardError: permanent "bear", keywords: unknown keyword 'trampel'; ...
    """

    id: str
    controller: str
    name: str = ""
    types: frozenset[CardType] = _CREATURE_ONLY
    power: int = 0
    toughness: int = 0
    damage: int = 0
    counters: Counters = _NO_COUNTERS
    abilities: frozenset[Ability] = frozenset()
    colors: frozenset[str] = frozenset()
    tapped: bool = False
    zone: Zone = Zone.BATTLEFIELD
    attacking: str | None = None
    blocking: tuple[str, ...] = ()
    blocked: bool = False
    band: str = ""
    can_block_additional: int = 0
    can_block_any_number: bool = False
    assign_as_though_unblocked: bool = False
    assigns_damage_by_toughness: bool = False
    prevent_next: int = 0
    regeneration_shields: int = 0
    protector: str | None = None
    subtypes: frozenset[str] = frozenset()
    block_rules: frozenset[BlockRule] = frozenset()
    entered_blocking: bool = False
    toxic: int = 0
    cant_have_counters: bool = False
    deals_double_damage: bool = False
    deathtouch_damaged: bool = False
    had_first_strike: bool = False
    card: str = ""
    name_ja: str = ""
    statics: tuple[Static, ...] = ()
    prevent_combat_damage_by: bool = False
    prevent_combat_damage_to: bool = False
    granted: Grant | None = None
    attached_to: str | None = None
    # supertypes (205.4): "basic", "legendary", "snow", "world", "ongoing"
    supertypes: frozenset[str] = frozenset()
    # "prevent all damage that would be dealt to it by SEL" (615.1)
    prevent_from: frozenset[PreventFrom] = frozenset()
    # a token, not a card (111.1)
    token: bool = False
    # its monstrosity ability has resolved (701.37b): "as long as ~ is monstrous"
    monstrous: bool = False
    # its renown ability has resolved (702.112b): "as long as ~ is renowned"
    renowned: bool = False
    # soulbond (702.95): the id of the creature it is paired with
    paired_with: str | None = None
    # a commander (903.3): "as long as you control your commander" (lieutenant),
    # "Commander creatures you control"
    commander: bool = False
    # "~ assigns no combat damage this turn" (510.1a: it assigns none)
    assigns_no_combat_damage: bool = False
    # its controller's choices for its declare-blockers triggers (603.5, 603.3d)
    choices: TriggerChoices = NO_CHOICES
    # the permanents whose delayed triggered abilities will destroy it at end
    # of combat (603.7, 511.2): "destroy that creature at end of combat"
    destroy_at_end_of_combat: tuple[str, ...] = ()
    # the sources that dealt it damage this turn, recorded only for a source
    # whose "if a creature dealt damage by ~ this turn would die, exile it
    # instead" applies (614.1a)
    damaged_by: frozenset[str] = frozenset()
    # its mana value (202.3): "protection from mana value 3 or greater";
    # None when not known, read as 0 (an object with no mana cost, 202.3a)
    mana_value: int | None = None
    # what was chosen as it entered (614.12): a color, a creature type
    # (lowercase singular) or a player id, read by "the chosen color/type/player"
    chosen: str = ""
    # face down (708.2): the flag only marks it for "face-down creatures";
    # its characteristics (a 2/2 with no name, types or abilities) are the
    # ones the file gives
    face_down: bool = False
    # not controlled continuously since its controller's most recent turn
    # began (302.6): it can't attack unless it has haste
    summoning_sick: bool = False
    # "if ~ would be destroyed, regenerate it" (614.1a, 701.19): a
    # regeneration shield that always applies, never used up
    regenerates: bool = False
    # its owner (108.3) when another player controls it; "": its controller
    # owns it. A player leaving the game takes what they own with them (800.4a)
    owner: str = ""
    # its controller controls it through a control-changing effect (613.1b):
    # the effect ends if that player leaves the game, and it goes back (800.4a)
    control_by_effect: bool = False
    # the instances beyond the first of the abilities it has more than once
    # whose instances each count (113.2c; mtgcombat.core.instances): two
    # flanking are Keyword.FLANKING in abilities and once here
    repeats: tuple[Ability, ...] = ()
    # undying, persist (702.93a, 702.79a): the object its card returns to the
    # battlefield as, a new object (400.7): the permanent as the combat began,
    # less what static effects gave it (mtgcombat.rules.returns). Set only on
    # a permanent with such an ability; None: none was taken
    returns_as: Permanent | None = None
    # the changes resolved spells and abilities made to its power and
    # toughness, in timestamp order (613.4, 613.7a): ``power`` and
    # ``toughness`` already hold their result (mtgcombat.core.pt_layers)
    pt_layers: PTLayers | None = None
    # its power and toughness (counters and static effects in) as it last
    # existed on the battlefield, taken as the effects stop applying to it
    # once it has left (608.2h, 603.10a: mtgcombat.rules.last_known); None:
    # none taken, its values now are the ones it left with
    last_known: tuple[int, int] | None = None
    # put onto the battlefield attacking by an effect, never declared as an
    # attacker: it never attacked (508.4), so "that attacked this turn" is
    # not true of it; set by the engine only
    entered_attacking: bool = False
    # the scenario files' name for keyword abilities: added to ``abilities``
    keywords: InitVar[Iterable[Ability | str] | None] = None

    @property
    def characteristics(self) -> Characteristics:
        """Its characteristics (every field not in :data:`STATE_FIELDS`), one
        value its copies share (issue 38).

        >>> from mtgcombat.core.model import Permanent
        >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, keywords=["trample"])
        >>> hurt = bear._with_damage(1)
        >>> hurt.characteristics is bear.characteristics, hurt.abilities == bear.abilities
        (True, True)
        """
        raise NotImplementedError  # the slot of that name (split_state)

    # Replaced by fast_replace below (evolve for one set of fields); defined
    # here for the type checker and for mypyc, which takes no ``if`` in a
    # class body.
    def _with_damage(self, damage: int) -> Permanent:
        raise NotImplementedError

    def _with_damage_deathtouch(self, damage: int, deathtouch_damaged: bool) -> Permanent:
        raise NotImplementedError

    def _with_zone(self, zone: Zone) -> Permanent:
        raise NotImplementedError

    def _with_had_first_strike(self, had_first_strike: bool) -> Permanent:
        raise NotImplementedError

    def _with_deathtouch_damaged(self, deathtouch_damaged: bool) -> Permanent:
        raise NotImplementedError

    def __post_init__(self, keywords: Iterable[Ability | str] | None) -> None:
        # Public construction only (model.evolve copies skip __init__): names
        # become enum members, lists tuples, sets frozensets; bad values raise.
        _validation.prepare_permanent(self, keywords)
        # whether its characteristics leave a combat plain, worked out once
        # for them here rather than in each combat (core.plain, issue 38)
        note_plain(self.characteristics)

    def has(self, ability: Ability) -> bool:
        """Whether it has this keyword ability.

        >>> from mtgcombat.core.model import Keyword, Permanent
        >>> bird = Permanent(id="bird", controller="A", keywords=["flying"])
        >>> bird.has(Keyword.FLYING), bird.has(Keyword.REACH)
        (True, False)
        """
        return ability in self.characteristics.abilities

    def instances(self, ability: Ability) -> int:
        """How many instances of this ability it has (113.2c): 0 without it,
        else 1 and its ``repeats`` of it.

        >>> from mtgcombat.core.model import Keyword, Permanent
        >>> knight = Permanent(id="k", controller="A", keywords=["flanking", "flanking"])
        >>> knight.instances(Keyword.FLANKING), knight.instances(Keyword.FLYING)
        (2, 0)
        """
        chars = self.characteristics
        if ability not in chars.abilities:
            return 0
        repeats = chars.repeats
        return 1 + repeats.count(ability) if repeats else 1

    def has_rule(self, kind: type[BlockRule]) -> bool:
        """Whether it has a blocking rule of this kind, e.g. ``has_rule(Lure)``.

        >>> from mtgcombat.core.model import CantBlock, Lure, Permanent
        >>> wall = Permanent(id="wall", controller="A", block_rules=frozenset({CantBlock()}))
        >>> wall.has_rule(CantBlock), wall.has_rule(Lure)
        (True, False)
        """
        rules = self.characteristics.block_rules
        return bool(rules) and any(isinstance(r, kind) for r in rules)

    def rules_of(self, kind: type[_R]) -> tuple[_R, ...]:
        """Its blocking rules of this kind.

        >>> from mtgcombat.core.model import MinBlockers, Permanent
        >>> goblin = Permanent(id="g", controller="A", block_rules=frozenset({MinBlockers(2)}))
        >>> goblin.rules_of(MinBlockers)
        (MinBlockers(count=2),)
        """
        rules = self.characteristics.block_rules
        if not rules:  # most creatures: skip building a generator
            return ()
        return tuple(r for r in rules if isinstance(r, kind))

    def is_type(self, card_type: CardType) -> bool:
        """Whether it has this card type.

        >>> from mtgcombat.core.model import CardType, Permanent
        >>> Permanent(id="x", controller="A").is_type(CardType.CREATURE)
        True
        """
        return card_type in self.characteristics.types

    @property
    def owner_id(self) -> str:
        """Its owner (108.3): ``owner``, or its controller when none is given.

        >>> from mtgcombat.core.model import Permanent
        >>> Permanent(id="x", controller="A").owner_id
        'A'
        >>> Permanent(id="x", controller="A", owner="B").owner_id
        'B'
        """
        return self.characteristics.owner or self.controller

    @property
    def is_creature(self) -> bool:
        """Whether it is a creature (the default type of a Permanent).

        >>> from mtgcombat.core.model import CardType, Permanent
        >>> Permanent(id="x", controller="A").is_creature
        True
        >>> Permanent(id="pw", controller="A", types=frozenset({CardType.PLANESWALKER})).is_creature
        False
        """
        return _CREATURE in self.characteristics.types

    @property
    def on_battlefield(self) -> bool:
        """Whether it is on the battlefield (not just put into a graveyard or exiled).

        >>> from mtgcombat.core.model import Permanent, Zone
        >>> Permanent(id="x", controller="A").on_battlefield
        True
        >>> Permanent(id="x", controller="A", zone=Zone.GRAVEYARD).on_battlefield
        False
        """
        return self.zone is _BATTLEFIELD

    @property
    def is_siege(self) -> bool:
        """Whether it is a Siege: a battle with the subtype Siege (310.11),
        which carries the triggered ability of 310.11b.

        >>> from mtgcombat.core.model import CardType, Permanent
        >>> Permanent(id="s", controller="A", types=frozenset({CardType.BATTLE}),
        ...           subtypes=frozenset({"Siege"})).is_siege
        True
        """
        return _TYPE_BATTLE in self.types and any(s.casefold() == "siege" for s in self.subtypes)

    @property
    def current_power(self) -> int:
        """Its power with its +1/+1 and -1/-1 counters counted (613.4c).

        >>> from mtgcombat.core.model import Counters, Permanent
        >>> Permanent(id="x", controller="A", power=2, toughness=2,
        ...           counters=Counters(plus_one=3, minus_one=1)).current_power
        4
        """
        return self.power + self.counters.plus_one - self.counters.minus_one

    @property
    def current_toughness(self) -> int:
        """Its toughness with its +1/+1 and -1/-1 counters counted (613.4c).

        >>> from mtgcombat.core.model import Counters, Permanent
        >>> Permanent(id="x", controller="A", power=2, toughness=2,
        ...           counters=Counters(minus_one=1)).current_toughness
        1
        """
        return self.toughness + self.counters.plus_one - self.counters.minus_one

    @property
    def total_toxic(self) -> int:
        """Its total toxic value (702.164b): the ``toxic`` field (its own
        instances, added up) plus every Toxic keyword an effect grants it.

        >>> from mtgcombat.core.model import Permanent
        >>> Permanent(id="x", controller="A", toxic=2).total_toxic
        2
        """
        chars = self.characteristics
        granted = chars.granted
        if granted is None:
            return chars.toxic
        return (
            chars.toxic
            + sum(a.amount for a in granted.abilities if isinstance(a, Toxic))
            + sum(a.amount for a in granted.repeats if isinstance(a, Toxic))
        )

    @property
    def combat_damage_amount(self) -> int:
        """How much combat damage it assigns (510.1a): its power, or its toughness
        for a creature such as Doran, the Siege Tower; nothing at 0 or less,
        nor when an effect says it assigns no combat damage.

        >>> from mtgcombat.core.model import Counters, Permanent
        >>> Permanent(id="x", controller="A", power=2, toughness=5).combat_damage_amount
        2
        >>> Permanent(id="x", controller="A", power=2, toughness=5,
        ...           assigns_damage_by_toughness=True).combat_damage_amount
        5
        >>> Permanent(id="x", controller="A", power=1, toughness=3,
        ...           counters=Counters(minus_one=2)).combat_damage_amount
        0
        """
        chars = self.characteristics
        if chars.assigns_no_combat_damage:
            return 0
        amount = self.current_toughness if chars.assigns_damage_by_toughness else self.current_power
        return max(0, amount)

    def display_name(self, lang: str = "en") -> str:
        """Its name for messages: the Japanese card name in 《》 when asked for
        and known, else the id.

        >>> from mtgcombat.core.model import Permanent
        >>> bear = Permanent(id="bear", controller="A", name_ja="灰色熊")
        >>> bear.display_name(), bear.display_name("ja")
        ('bear', '《灰色熊》')
        """
        if lang == "ja" and self.name_ja:
            return f"《{self.name_ja}》"
        return self.id

    @property
    def label(self) -> str:
        """The id, with the name when it has one: ``gorger (Vastwood Gorger)``.

        >>> from mtgcombat.core.model import Permanent
        >>> Permanent(id="g", controller="A", name="Vastwood Gorger").label
        'g (Vastwood Gorger)'
        """
        return f"{self.id} ({self.name})" if self.name else self.id


# The copies the rules core makes by the dozen per combat (damage marked,
# a permanent put into a graveyard, the first-strike and deathtouch marks).
fast_replace(Permanent, "_with_damage", "damage")
fast_replace(Permanent, "_with_damage_deathtouch", "damage", "deathtouch_damaged")
fast_replace(Permanent, "_with_zone", "zone")
fast_replace(Permanent, "_with_had_first_strike", "had_first_strike")
fast_replace(Permanent, "_with_deathtouch_damaged", "deathtouch_damaged")
