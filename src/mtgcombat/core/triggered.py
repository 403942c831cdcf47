"""Triggered abilities of the declare blockers step (509.3 now, 509.5 in
2023) as values: :class:`BlockTrigger`, its trigger events and effects; and
:data:`Ability`, every keyword value and such a triggered ability."""

from __future__ import annotations

from typing import Literal

from mtgcombat.core.attach_effects import AttachSelfEffect
from mtgcombat.core.attack_effect_values import (  # issue 33: 508.4, 701.26, 118.3
    AttackingTokenEffect,
    GoadEffect,
    GroupCounterEffect,
    GroupTapEffect,
    PayCostEffect,
    PTLayerEffect,
    RemoveCounterEffect,
    SacrificeCostEffect,
    TapCostEffect,
    UntapTargetEffect,
)
from mtgcombat.core.cast_when import CastWhen
from mtgcombat.core.counted_values import BlockRuleEffect, CountedEffect, InterveningIf
from mtgcombat.core.defending_pays import DefendingPaysEffect
from mtgcombat.core.double_counter_values import DoubleCountersEffect
from mtgcombat.core.effect_values import (
    CountersOnTargetEffect,
    EnergyEffect,
    GroupKeywordEffect,
    HalfLifeEffect,
    LibraryEffect,
    LoseGameEffect,
    ModalEffect,
    ProliferateEffect,
    ReturnEffect,
    SelfCounterRemovalEffect,
    SelfUntapEffect,
    TokenEffect,
)
from mtgcombat.core.group_leave_values import GroupLeaveEffect
from mtgcombat.core.keyword_effects import IngestEffect, RenownEffect
from mtgcombat.core.keywords import (
    Afflict,
    Bushido,
    Keyword,
    Landwalk,
    OtherKeyword,
    Protection,
    Rampage,
    Toxic,
)
from mtgcombat.core.named_counter_values import NamedCounterEffect
from mtgcombat.core.sacrifice_values import SacrificesEffect
from mtgcombat.core.selector_values import Selector
from mtgcombat.core.spell_filters import CAST_EVENTS, spell_words
from mtgcombat.core.tap_fight_values import FightTargetEffect, TapAnyNumberEffect
from mtgcombat.core.token_copies import CopyTokenEffect
from mtgcombat.core.trigger_event_kinds import TriggerEvent
from mtgcombat.core.trigger_words import EVENT_TEXT as _EVENT_TEXT
from mtgcombat.core.trigger_words import PER_TEXT as _PER_TEXT
from mtgcombat.core.trigger_words import PLAYER_TEXT as _PLAYER_TEXT
from mtgcombat.core.trigger_words import TARGET_TEXT as _TARGET_TEXT
from mtgcombat.core.trigger_words import pt_change
from mtgcombat.core.trigger_words import target_text as _target_text
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

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

# "self": the permanent with the ability ("~" in "whenever a creature you
# control attacks, put a +1/+1 counter on ~")
# "host": the permanent the Aura or Equipment with the ability is attached to
# ("enchanted creature", "equipped creature": 303.4a, 301.5a; session 13)
EffectTarget = Literal[
    "it", "other", "blockers", "target", "each", "attacking", "attacking_yours", "self", "host"
]
# "each_opponent": each opponent of the ability's controller (102.2)
PlayerTarget = Literal[
    "you", "defending", "other_controller", "it_controller", "that_player", "each_opponent",
    "each_player",  # "each player loses N life" (119.3)
    # session 10: each opponent but the player the event dealt damage (120.3)
    "each_other_opponent",
    # a player (or planeswalker) chosen as the ability is put on the stack
    # (115.1, 603.3d): "target player loses 2 life", "~ deals 2 damage to
    # target opponent or planeswalker" (mtgcombat.rules.player_targets)
    "target_player", "target_opponent", "target_player_or_walker", "target_opponent_or_walker",
]  # fmt: skip
# "spell_mana_value": the mana value of the spell whose casting triggered it
# ("where X is that spell's mana value", 202.3; issue 33), a cast trigger's only
PumpCount = Literal["", "blocker", "blocker_beyond_first", "blocked", "spell_mana_value"]


@dataclass(frozen=True, slots=True)
class PumpEffect:
    """``target`` gets +``power``/+``toughness`` until end of turn (layer 7c,
    613.4c), multiplied by a count taken as the ability resolves when ``per``
    is set: each creature blocking it (beyond the first), or each creature
    it is blocking; or, with ``per_each``, each permanent it matches (read
    relative to the permanent with the ability: "for each other attacking
    Goblin"). With ``target="target"`` it is the target its controller chose
    among the creatures ``target_filter`` matches (603.3d).

    >>> value = PumpEffect(power=1)
    >>> str(value)
    'it gets +1/+0 until end of turn'
    """

    target: EffectTarget = "it"
    power: int = 0
    toughness: int = 0
    per: PumpCount = ""
    per_each: Selector | None = None
    target_filter: Selector | None = None

    def __str__(self) -> str:
        who = _TARGET_TEXT[self.target]
        if self.target == "target" and self.target_filter is not None:
            who = f"a target among {self.target_filter}"
        per = _PER_TEXT.get(self.per, "")
        if self.per_each is not None:
            per = f" for each of the {self.per_each}"
        return f"{who} gets {pt_change(self.power, self.toughness)} until end of turn{per}"


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
    target_filter: Selector | None = None  # with target="target": what it may target (603.3d)

    def __str__(self) -> str:
        verb = "loses" if self.lose else "gains"
        who = _TARGET_TEXT[self.target]
        if self.target == "target" and self.target_filter is not None:
            who = f"a target among {self.target_filter}"
        return f"{who} {verb} {self.keyword} until end of turn"


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
    ``that_much``: the amount is the damage that triggered the ability
    ("it deals that much damage to any target", 603.2), and ``amount`` is
    ignored.

    >>> value = DamageEffect(amount=1)
    >>> str(value)
    'this permanent deals 1 damage to that creature'
    """

    amount: int
    target: EffectTarget | PlayerTarget = "other"
    by_power: bool = False
    target_filter: Selector | None = None
    by_it: bool = False
    that_much: bool = False

    def __str__(self) -> str:
        if self.target == "target":
            who = f"a target among {self.target_filter}" if self.target_filter else "any target"
        elif self.target == "each":
            who = f"each of the {self.target_filter}"
        else:
            who = _TARGET_TEXT.get(self.target) or _PLAYER_TEXT[self.target]
        amount = "damage equal to its power" if self.by_power else f"{self.amount} damage"
        if self.that_much:
            amount = "that much damage"
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
    target_filter: Selector | None = None  # with target="target": what it may target (603.3d)

    def __str__(self) -> str:
        tail = "" if self.regenerate else " (it can't be regenerated)"
        when = " at end of combat" if self.at_end_of_combat else ""
        return f"destroy {_target_text(self.target, self.target_filter)}{when}{tail}"


@dataclass(frozen=True, slots=True)
class LifeEffect:
    """``player`` gains ``amount`` life, or loses it when ``amount`` is
    negative (119.3); with ``that_much``, as much life as the damage that
    triggered the ability ("you gain that much life"), ``amount`` giving only
    the direction.

    >>> value = LifeEffect(amount=3)
    >>> str(value), str(LifeEffect(1, that_much=True))
    ('you gain 3 life', 'you gain that much life')
    >>> str(LifeEffect(1, lost_this_way=True))
    'you gain life equal to the life lost this way'
    """

    amount: int
    player: PlayerTarget = "you"
    that_much: bool = False
    # "you gain life equal to its power": the power of the permanent with the
    # ability as it resolves, or as it last existed (608.2h); ``amount``
    # gives only the direction
    by_power: bool = False
    # issue 33 (session 8): "you gain life equal to that creature's
    # toughness": the toughness of the creature the event is about (the one
    # that entered, 603.6a) as the ability resolves (608.2h)
    by_toughness: bool = False
    # issue 33 (session 12): "you gain life equal to the life lost this way":
    # the life the ability's earlier effects made players lose as it
    # resolves (119.3; Kokusho, Tormented Hero); ``amount`` gives only the
    # direction
    lost_this_way: bool = False

    def __str__(self) -> str:
        verb = "gain" if self.amount >= 0 else "lose"
        if self.player != "you":
            verb += "s"
        if self.lost_this_way:
            return f"{_PLAYER_TEXT[self.player]} {verb} life equal to the life lost this way"
        much = "that much" if self.that_much else str(abs(self.amount))
        if self.by_power or self.by_toughness:
            stat = "power" if self.by_power else "toughness"
            return f"{_PLAYER_TEXT[self.player]} {verb} life equal to its {stat}"
        return f"{_PLAYER_TEXT[self.player]} {verb} {much} life"


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
    target_filter: Selector | None = None  # with target="target": what it may target (603.3d)
    # "that many": as many as the damage that triggered it (603.2)
    that_many: bool = False

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
        where = _target_text(self.target, self.target_filter)
        much = "that many" if self.that_many else str(self.amount)
        return f"put {much} {self.kind} counter(s) on {where}"


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


_LIBRARY_TEXT = {"top": ("put", "on top of"), "bottom": ("put", "on the bottom of"),
                 "shuffle": ("shuffle", "into")}  # fmt: skip


@dataclass(frozen=True, slots=True)
class ReturnToHandEffect:
    """Return ``target`` to its owner's hand: it leaves the battlefield and
    so combat (506.4); the creatures in its blocks stay blocked or blocking.

    >>> value = ReturnToHandEffect()
    >>> str(value)
    "return it to its owner's hand"
    >>> str(ReturnToHandEffect(from_graveyard=True))
    "return that card from its owner's graveyard to its owner's hand"
    >>> str(ReturnToHandEffect(from_graveyard=True, library="top"))
    "put that card from its owner's graveyard on top of its owner's library"
    """

    target: EffectTarget = "it"
    target_filter: Selector | None = None  # with target="target": what it may target (603.3d)
    # a dies trigger's "return it (that card) to its owner's hand": the card
    # the creature became in its owner's graveyard (400.7d)
    from_graveyard: bool = False
    # with from_graveyard, the card goes instead on top of ("top"), on the
    # bottom of ("bottom") or shuffled into ("shuffle") its owner's library:
    # "when ~ dies, put it on top of its owner's library" (400.7d, 401.4)
    # or ("third") third from the top, from its graveyard or from exile
    # (session 10: "when ~ dies or is put into exile from the battlefield")
    library: Literal["", "top", "bottom", "shuffle", "third"] = ""

    def __str__(self) -> str:
        if self.from_graveyard and self.library == "third":
            return "put that card into its owner's library third from the top"
        if self.from_graveyard and self.library:
            where = _LIBRARY_TEXT[self.library]
            return f"{where[0]} that card from its owner's graveyard {where[1]} its owner's library"
        if self.from_graveyard:
            return "return that card from its owner's graveyard to its owner's hand"
        return f"return {_target_text(self.target, self.target_filter)} to its owner's hand"


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
        pt = pt_change(self.power, self.toughness)
        return f"{self.affected} get {pt} until end of turn{per}"


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


# -- the effects of the combat damage step's triggers (510.3a) --------------


@dataclass(frozen=True, slots=True)
class ExileEffect:
    """Exile ``target`` (406.2): it leaves the battlefield, and combat
    (506.4); indestructible and regeneration don't stop it.

    With ``target="target"`` it is the target its controller chose among
    the permanents ``target_filter`` matches (603.3d; session 12: "when ~
    dies, exile target permanent").

    >>> str(ExileEffect())
    'exile that creature'
    >>> str(ExileEffect("target", Selector(types=frozenset({"permanent"}))))
    'exile a target among permanents'
    """

    target: EffectTarget = "other"
    target_filter: Selector | None = None

    def __str__(self) -> str:
        if self.target == "target" and self.target_filter is not None:
            return f"exile a target among {self.target_filter}"
        return f"exile {_TARGET_TEXT[self.target]}"


@dataclass(frozen=True, slots=True)
class TapEffect:
    """Tap ``target`` (701.26 now, 701.21 in 2023); a tapped creature stays
    in combat (506.4).

    With ``target="target"`` it is the target its controller chose among
    the creatures ``target_filter`` matches (603.3d): tapped by an attack
    trigger, it can't be declared as a blocker (509.1a).

    >>> str(TapEffect())
    'tap that creature'
    >>> str(TapEffect("target", Selector(types=frozenset({"creature"}))))
    'tap a target among creatures'
    """

    target: EffectTarget = "other"
    target_filter: Selector | None = None

    def __str__(self) -> str:
        if self.target == "target" and self.target_filter is not None:
            return f"tap a target among {self.target_filter}"
        return f"tap {_TARGET_TEXT[self.target]}"


@dataclass(frozen=True, slots=True)
class DiscardEffect:
    """``player`` discards ``amount`` cards (701.9): hands are not on the
    board, so it is an event and nothing more.

    >>> str(DiscardEffect()), str(DiscardEffect(2, "you"))
    ('that player discards 1 card(s)', 'you discard 2 card(s)')
    """

    amount: int = 1
    player: PlayerTarget = "that_player"
    at_random: bool = False  # session 10: "discards a card at random" (701.9b)

    def __str__(self) -> str:
        verb = "discard" if self.player == "you" else "discards"
        how = " at random" if self.at_random else ""
        return f"{_PLAYER_TEXT[self.player]} {verb} {self.amount} card(s){how}"


# Effects of the declare attackers step's triggers (508.2a) on blocks: a
# keyword for a whole group (GroupKeywordEffect, in core.effect_values), and
# "can't block this turn" (509.1b).


@dataclass(frozen=True, slots=True)
class CantBlockEffect:
    """A creature can't block this turn (a restriction, 509.1b): the target its
    controller chose among the creatures ``target_filter`` matches
    (``target="target"``, 603.3d), each creature ``target_filter`` matches
    (``"each"``, read relative to the permanent with the ability), or the
    creature the event is about (``"it"``).

    >>> str(CantBlockEffect("target", Selector(types=frozenset({"creature"}))))
    "a target among creatures can't block this turn"
    >>> theirs = Selector(types=frozenset({"creature"}), controller="defending")
    >>> str(CantBlockEffect("each", theirs))
    "each of the creatures defending player controls can't block this turn"
    """

    target: EffectTarget = "target"
    target_filter: Selector | None = None

    def __str__(self) -> str:
        if self.target == "target":
            return f"a target among {self.target_filter} can't block this turn"
        if self.target == "each":
            return f"each of the {self.target_filter} can't block this turn"
        return f"{_TARGET_TEXT[self.target]} can't block this turn"


TriggerEffect = (
    PumpEffect | KeywordEffect | DamageEffect | DestroyEffect | LifeEffect | PoisonEffect
    | CounterEffect | PreventEffect | RegenerateEffect | NoCombatDamageEffect
    | RemoveFromCombatEffect | ReturnToHandEffect | SacrificeEffect | DrawEffect
    | GroupPumpEffect | ColorEffect | LifeTotalEffect | RecordedEffect
    | ExileEffect | TapEffect | DiscardEffect
    | GroupKeywordEffect | CantBlockEffect
    | CountersOnTargetEffect
    | RenownEffect | IngestEffect  # keyword triggers of the combat damage step (702.112a, 702.115a)
    | TokenEffect | HalfLifeEffect | LibraryEffect
    | CopyTokenEffect  # issue 33: token copies of ~ (707.2)
    | LoseGameEffect  # issue 33 (session 10): a player loses the game (104.3e)
    | ProliferateEffect | SelfCounterRemovalEffect | SelfUntapEffect
    | SacrificesEffect  # a player's sacrifice of their choice (701.21a)
    | ReturnEffect  # undying, persist (702.93a, 702.79a)
    | EnergyEffect  # energy counters (107.14)
    | ModalEffect  # "choose one —" (700.2b)
    | AttackingTokenEffect | UntapTargetEffect | GroupTapEffect  # issue 33 (508.4, 701.26)
    | GroupCounterEffect  # issue 33: counters on each of a group (122.1)
    | PayCostEffect | SacrificeCostEffect | TapCostEffect  # costs as it resolves (118.3)
    | PTLayerEffect  # issue 33 (session 7): base P/T set, switched (613.4b, 613.4d)
    | GoadEffect  # issue 33 (session 9): goad a target (701.15)
    | RemoveCounterEffect  # issue 33 (session 10): a counter removed (122.1)
    | AttachSelfEffect  # session 9: "attach ~ to it" (701.3a)
    | NamedCounterEffect  # session 10: counters of a named kind on ~ (122.1)
    | CountedEffect | InterveningIf | BlockRuleEffect  # 608.2h, 603.4, 509.1b-c
    | DefendingPaysEffect  # session 11: "defending player may pay {N}" (603.5, 118.3)
    | GroupLeaveEffect  # session 12: "destroy (exile) all SEL" (701.8, 406.2, 608.2c)
    | FightTargetEffect | TapAnyNumberEffect  # session 12: 701.14a, 608.2d
    | DoubleCountersEffect  # session 13: +1/+1 counters doubled (122.6, 608.2h)
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
      you do, ...");
    * ``up_to``: its one target is "up to one target ...": its controller may
      choose no target (601.2c, 115.1), and then its targeted effects do
      nothing while the others still happen.

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
    when: CastWhen | None = None  # a cast's turn, count or kicker (issue 33)
    up_to: bool = False  # "up to one target" (601.2c; session 9)

    def __str__(self) -> str:
        if self.events[0] in CAST_EVENTS:
            # "whenever you cast a noncreature spell" (601.2i)
            spell = spell_words(self.other)
            spell = spell if self.when is None else self.when.words(spell)
            if self.events[0] == "cast_spell_targeting":
                spell += " that targets this creature"
            head = f"whenever {_EVENT_TEXT[self.events[0]]} {spell}"
            return f"{head}, {'you may: ' if self.optional else ''}" + " and ".join(
                str(e) for e in self.effects
            )
        who = "this creature" if self.subject is None else f"one of the {self.subject}"
        if self.subject is not None and self.subject.host:
            who = str(self.subject)  # "enchanted creature": the one it is attached to
        when = " or ".join(_EVENT_TEXT[e] for e in self.events)
        if self.events in (("gain_life",), ("you_dealt_damage",), ("you_attack",)):
            who = "you"  # "whenever you gain life" (119.9), "you're dealt damage"
        elif self.events in (("opponent_dealt_damage",), ("opponent_gains_life",)):
            who = "an opponent"
        elif self.events == ("dealt_damage_by_dies",):
            who, when = f"a creature dealt damage by {who} this turn", "dies"
        cond = f" (the other creature: {self.other})" if self.other is not None else ""
        if self.at_least > 1 and self.events == ("attacks",):
            # "whenever ~ and at least N other creatures attack" (508.2a)
            when = f"and at least {self.at_least - 1} other creatures attack"
        elif self.at_least > 1:
            cond += f" ({self.at_least} or more creatures)"
        may = "you may: " if self.optional else ""
        if self.subject is not None and (
            self.events in (("dies",), ("leaves",), ("counters_put",), ("dies_or_exiled",))
            or (self.events == ("enters",) and isinstance(self.effects[0], SelfUntapEffect))
        ):
            # "whenever another creature dies, put a counter on ~": "it" is
            # the permanent with the ability (mtgcombat.rules.triggers_dies)
            cond += " (it: this permanent)"
        effects = [str(e) for e in self.effects]
        if self.up_to:  # "up to one target": none may be chosen (601.2c)
            effects[-1] += " (up to one target: none may be chosen, 601.2c)"
        # an intervening "if" (603.4), a payment answered (603.5): a clause of what follows
        for i in range(len(effects) - 2, 0, -1):
            if isinstance(self.effects[i], InterveningIf):  # "then if ..." (608.2c; session 12)
                effects[i : i + 2] = [f"then {effects[i]}, {effects[i + 1]}"]
        if len(effects) > 1 and isinstance(self.effects[0], InterveningIf | DefendingPaysEffect):
            effects = [f"{effects[0]}, {effects[1]}", *effects[2:]]
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
