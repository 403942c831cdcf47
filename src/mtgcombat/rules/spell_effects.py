"""The effects of instants and sorceries cast between the steps of combat
that no permanent's triggered ability has (608.2): damage a spell deals to
its target (120.3; protection from the spell's color, 702.16e, and
prevention shields, 615.7, apply), exile (406.2), tapping and untapping
(701.21 in 2023, 701.26 now), "can't block this turn" (509.1b) and "blocks
this turn if able" (509.1c), "prevent the next N damage" (615.7), creature
tokens put onto the battlefield tapped and attacking (508.4; never
attacking for a player who is not the attacking player, 506.3b), and a
group's "creatures you control get +N/+N and gain ... until end of turn"
(613.4c, 613.1f). :func:`apply_spell_effect` carries out one of them, or one
of the triggered abilities' effects a spell shares (return to hand,
regenerate, +1/+1 counters, life, cards drawn), for
:mod:`~mtgcombat.rules.timeline_entries`.
"""

from __future__ import annotations

from collections.abc import Iterable

from mtgcombat.core.abilities import (
    Ability,
    BlocksEachCombat,
    CantBeBlocked,
    CantBlock,
    CounterEffect,
    DrawEffect,
    LifeEffect,
    Lure,
    MustBeBlocked,
    RegenerateEffect,
    ReturnToHandEffect,
    Selector,
)
from mtgcombat.core.effect_values import ProliferateEffect  # 701.34
from mtgcombat.core.events import (
    BlockRuleUntilEndOfTurn,
    CountersPut,
    Event,
    Exiled,
    KeywordChanged,
    LifeGained,
    LifeGainPrevented,
    LifeLost,
    PowerToughnessChanged,
    PreventionShieldAdded,
    RegenerationShieldAdded,
    ReturnedToHand,
    TappedByEffect,
    TokenCreated,
    TokenEntersAttacking,
)
from mtgcombat.core.instances import with_ability
from mtgcombat.core.model import Board, CardType, Permanent, Zone, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.selectors import matches
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.core.word_check import known_word
from mtgcombat.rules.counter_placing import put_counters
from mtgcombat.rules.damage_step import deal_noncombat_damage
from mtgcombat.rules.hand_zones import draw_cards
from mtgcombat.rules.layer7 import pumped
from mtgcombat.rules.multiplayer import cant_gain_life, cant_gain_life_rule, share_team_totals
from mtgcombat.rules.ordering import remove_from_combat
from mtgcombat.rules.spell_control import GainControlEffect, apply_gain_control
from mtgcombat.rules.spell_counted import (
    COUNTED,
    CountedDamageEffect,
    CountedPumpEffect,
    GroupCounterEffect,
    apply_counted,
    apply_counted_damage,
    apply_group_counter,
)
from mtgcombat.rules.spell_keyword_counters import (  # 122.1b (issue 33, session 8)
    KeywordCounterEffect,
    apply_keyword_counter,
)


@dataclass(frozen=True, slots=True)
class SpellDamageEffect:
    """The spell deals ``amount`` damage to its target (120.3: not combat
    damage).

    >>> str(SpellDamageEffect(3))
    'the spell deals 3 damage to the target'
    """

    amount: int

    def __str__(self) -> str:
        return f"the spell deals {self.amount} damage to the target"


@dataclass(frozen=True, slots=True)
class SpellExileEffect:
    """Exile the target (406.2): it leaves the battlefield, and combat (506.4).

    >>> str(SpellExileEffect())
    'exile the target'
    """

    def __str__(self) -> str:
        return "exile the target"


@dataclass(frozen=True, slots=True)
class SpellTapEffect:
    """Tap the target, or untap it with ``untap`` (701.26 now, 701.21 in 2023).
    A tapped creature stays in combat (506.4 lists no such rule), and a
    tapped attacker still deals combat damage; a tapped creature can't be
    declared as a blocker (509.1a).

    >>> str(SpellTapEffect()), str(SpellTapEffect(untap=True))
    ('tap the target', 'untap the target')
    """

    untap: bool = False

    def __str__(self) -> str:
        return "untap the target" if self.untap else "tap the target"


@dataclass(frozen=True, slots=True)
class BlockThisTurnEffect:
    """The target can't block this turn (``cant_block``, 509.1b), blocks
    this turn if able (``must_block``, 509.1c) or can't be blocked this turn
    (``cant_be_blocked``, 509.1b); all creatures able to block it this turn
    do so (``lure``, 509.1c) or it must be blocked this turn if able
    (``must_be_blocked``, 509.1c). It matters when blockers are declared
    after the spell resolves.

    >>> str(BlockThisTurnEffect()), str(BlockThisTurnEffect("must_block"))
    ("the target can't block this turn", 'the target blocks this turn if able')
    """

    change: str = "cant_block"

    def __str__(self) -> str:
        return _BLOCK_TEXT[self.change]


_BLOCK_TEXT = {
    "cant_block": "the target can't block this turn",
    "must_block": "the target blocks this turn if able",
    "cant_be_blocked": "the target can't be blocked this turn",
    "lure": "all creatures able to block the target this turn do so",
    "must_be_blocked": "the target must be blocked this turn if able",
}
_BLOCK_RULES = {
    "cant_block": (CantBlock(), "509.1b"),
    "must_block": (BlocksEachCombat(), "509.1c"),
    "cant_be_blocked": (CantBeBlocked(), "509.1b"),
    "lure": (Lure(), "509.1c"),
    "must_be_blocked": (MustBeBlocked(), "509.1c"),
}


@dataclass(frozen=True, slots=True)
class PreventNextEffect:
    """Prevent the next ``amount`` damage that would be dealt to the target
    this turn (615.7): a shield that combat and other damage use up.

    >>> str(PreventNextEffect(3))
    'prevent the next 3 damage that would be dealt to the target this turn'
    """

    amount: int

    def __str__(self) -> str:
        return f"prevent the next {self.amount} damage that would be dealt to the target this turn"


@dataclass(frozen=True, slots=True)
class TokenAttackingEffect:
    """Create ``count`` ``power``/``toughness`` creature tokens of ``colors``
    and ``subtypes``, with ``keywords`` (111.1; without ``attacking``,
    untapped and out of combat), tapped and attacking (508.4): its
    controller chooses what each attacks (the entry's ``targets``, a player
    or planeswalker; by default the first defending player). Under the
    control of a player who is not attacking, it enters but never attacks
    (506.3b).

    >>> str(TokenAttackingEffect(1, 1, frozenset({"white"}), ("Soldier",)))
    'create a 1/1 white Soldier creature token tapped and attacking'
    """

    power: int
    toughness: int
    colors: frozenset[str] = frozenset()
    subtypes: tuple[str, ...] = ()
    # keywords, or other abilities the engine reads (haste 702.10, hexproof
    # 702.11, protection 702.16, landwalk 702.14)
    keywords: tuple[Ability, ...] = ()
    count: int = 1
    attacking: bool = True

    def __str__(self) -> str:
        colors = " ".join(sorted(self.colors))
        words = " ".join(w for w in (colors, " ".join(self.subtypes)) if w)
        kws = f" with {', '.join(str(k) for k in self.keywords)}" if self.keywords else ""
        many = "a" if self.count == 1 else str(self.count)
        noun = "token" if self.count == 1 else "tokens"
        how = " tapped and attacking" if self.attacking else ""
        return f"create {many} {self.power}/{self.toughness} {words} creature {noun}{kws}{how}"


@dataclass(frozen=True, slots=True)
class GroupSpellEffect:
    """Each creature ``affected`` matches, read relative to the spell's
    controller as it resolves (611.2c: the set is fixed then), gets
    +``power``/+``toughness`` (613.4c) and gains ``keywords`` (613.1f) until
    end of turn.

    >>> from mtgcombat.core.abilities import Keyword
    >>> group = Selector(types=frozenset({"creature"}), controller="you")
    >>> str(GroupSpellEffect(group, 2, 2, (Keyword.TRAMPLE,)))
    'creatures you control get +2/+2 and gain trample until end of turn'
    """

    affected: Selector
    power: int = 0
    toughness: int = 0
    # keywords, or other abilities the engine reads: haste (702.10), hexproof
    # and shroud (702.11, 702.18, read as a later spell targets), protection
    # (702.16), landwalk (702.14), prowess (702.108)
    keywords: tuple[Ability, ...] = ()
    untap: bool = False

    def __str__(self) -> str:
        if self.untap:
            return f"untap the {self.affected}"
        parts = []
        if self.power or self.toughness:
            parts.append(f"get {self.power:+d}/{self.toughness:+d}")
        if self.keywords:
            parts.append("gain " + " and ".join(str(k) for k in self.keywords))
        return f"{self.affected} {' and '.join(parts)} until end of turn"


@dataclass(frozen=True, slots=True)
class AbilityGainEffect:
    """The target gains ``ability`` until end of turn (613.1f): a keyword
    the combat rules do not read as a :class:`~mtgcombat.core.abilities.Keyword`
    (hexproof and shroud, read as later spells target it: 702.11b, 702.18a;
    haste) or a protection (702.16).

    >>> from mtgcombat.core.abilities import Protection
    >>> str(AbilityGainEffect(Protection("red")))
    'the target gains protection from red until end of turn'
    """

    ability: Ability

    def __str__(self) -> str:
        return f"the target gains {self.ability} until end of turn"


@dataclass(frozen=True, slots=True)
class EachDamageEffect:
    """The spell deals ``amount`` damage to each creature ``affected``
    matches (read relative to its controller) and, with ``players``, to
    each player (120.3): "~ deals 1 damage to each attacking creature";
    with ``you``, to its controller only.

    >>> str(EachDamageEffect(2, Selector(role="attacking")))
    'the spell deals 2 damage to each of the attacking creatures'
    """

    amount: int
    affected: Selector
    players: bool = False
    you: bool = False  # to its controller only ("and 2 damage to you")

    def __str__(self) -> str:
        if self.you:
            return f"the spell deals {self.amount} damage to you"
        tail = " and each player" if self.players else ""
        return f"the spell deals {self.amount} damage to each of the {self.affected}{tail}"


TARGETED = (
    SpellDamageEffect,
    SpellExileEffect,
    SpellTapEffect,
    BlockThisTurnEffect,
    PreventNextEffect,
    ReturnToHandEffect,
    RegenerateEffect,
    CounterEffect,
    AbilityGainEffect,
    KeywordCounterEffect,
)
"""The effects here that reach the spell's target."""

UNTARGETED = (
    TokenAttackingEffect,
    GroupSpellEffect,
    LifeEffect,
    DrawEffect,
    EachDamageEffect,
    *COUNTED,  # mtgcombat.rules.spell_counted: its pumps reach the entry's targets
    GainControlEffect,  # mtgcombat.rules.spell_control: on the entry's targets
    ProliferateEffect,  # 701.34: carried out by mtgcombat.rules.timeline_entries
)
"""The effects here that reach no target: a group, a player, new tokens."""


def spell_source(
    board: Board,
    name: str,
    controller: str,
    colors: frozenset[str],
    mana_value: int | None = None,
) -> Board:
    """The board with the resolving spell as an object off the battlefield
    that can be a source of damage (120.2b; its color for protection,
    702.16e): named by its entry, controlled by its caster.

    >>> from mtgcombat.core.model import Player
    >>> board = spell_source(Board([Player("A"), Player("B")], [], "A"), "timeline[0]", "A",
    ...                      frozenset({"red"}))
    >>> board.permanent("timeline[0]").on_battlefield
    False
    """
    made = caster_object(name, controller, colors, mana_value)
    return board.with_permanents((*board.permanents, made))


def caster_object(
    name: str,
    controller: str,
    colors: frozenset[str] = frozenset(),
    mana_value: int | None = None,
) -> Permanent:
    """An object for the spell, off the battlefield: built as a land (a
    permanent needs a card type, 110.4), then with the spell's none. It
    stands for the spell's controller when a selector says "you control",
    with the spell's mana value when known (202.3: protection from mana
    value N or greater reads it).

    >>> spell = caster_object("timeline[0]", "A", frozenset({"red"}))
    >>> spell.controller, spell.types, spell.on_battlefield
    ('A', frozenset(), False)
    """
    made = Permanent(
        id=name, controller=controller, types=frozenset({CardType.LAND}), colors=colors,
        zone=Zone.EXILE, mana_value=mana_value,
    )  # fmt: skip
    return evolve(made, types=frozenset())


def without_source(board: Board, name: str) -> Board:
    """The board without the spell :func:`spell_source` put there.

    >>> from mtgcombat.core.model import Player
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> with_spell = spell_source(board, "timeline[0]", "A", frozenset())
    >>> without_source(with_spell, "timeline[0]").permanents
    ()
    """
    if board.get(name) is None:
        return board
    return board.with_permanents(p for p in board.permanents if p.id != name)


def _replace(board: Board, perm: Permanent) -> Board:
    return board.with_permanents(perm if p.id == perm.id else p for p in board.permanents)


def apply_targeted(
    board: Board, rules: RuleSet, effect: object, target: str, source: str
) -> tuple[Board, list[Event]]:
    """One of :data:`TARGETED` on ``target`` (a permanent on the battlefield,
    or a player for damage), ``source`` naming the spell (608.2).

    >>> from mtgcombat.core.model import Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> after, events = apply_targeted(
    ...     board, RuleSet.CURRENT, SpellTapEffect(), "bear", "timeline[0]"
    ... )
    >>> after.permanent("bear").tapped, [e.kind for e in events]
    (True, ['tapped_by_effect'])
    """
    if isinstance(effect, SpellDamageEffect):
        board, dealt = deal_noncombat_damage(board, source, target, effect.amount)
        return board, list(dealt)
    perm = board.permanent(target)
    if isinstance(effect, SpellExileEffect | ReturnToHandEffect):
        events: list[Event] = []
        if board.is_in_combat(target):
            board = remove_from_combat(board, target, rules)
        zone = Zone.EXILE if isinstance(effect, SpellExileEffect) else Zone.HAND
        events.append(
            Exiled("406.2", target)
            if isinstance(effect, SpellExileEffect)
            else ReturnedToHand("506.4", target, source)
        )
        board = _replace(board, evolve(board.permanent(target), zone=zone))
        return board, events
    if isinstance(effect, SpellTapEffect):
        if perm.tapped != effect.untap:
            return board, []  # already tapped (untapped): nothing happens
        rule = "701.21a" if rules is RuleSet.R2023 else "701.26a"
        changed = evolve(perm, tapped=not effect.untap)
        return _replace(board, changed), [TappedByEffect(rule, target, effect.untap, source)]
    if isinstance(effect, BlockThisTurnEffect):
        rule_value, rule = _BLOCK_RULES[effect.change]
        changed = evolve(perm, block_rules=perm.block_rules | {rule_value})
        return _replace(board, changed), [
            BlockRuleUntilEndOfTurn(rule, target, effect.change, source)
        ]
    if isinstance(effect, PreventNextEffect):
        changed = evolve(perm, prevent_next=perm.prevent_next + effect.amount)
        return _replace(board, changed), [
            PreventionShieldAdded("615.7", target, effect.amount, source)
        ]
    if isinstance(effect, AbilityGainEffect):
        changed = with_ability(perm, effect.ability)  # one more instance (113.2c)
        if changed is perm:
            return board, []  # it has it, and a second instance is redundant
        event = KeywordChanged("613.1f", target, "gains", str(effect.ability), source)
        return _replace(board, changed), [event]
    if isinstance(effect, RegenerateEffect):
        changed = evolve(perm, regeneration_shields=perm.regeneration_shields + 1)
        rule = "701.15" if rules is RuleSet.R2023 else "701.19"
        return _replace(board, changed), [RegenerationShieldAdded(rule, target, source)]
    if isinstance(effect, CounterEffect):
        replaced: list[Event] = []
        changed, n = put_counters(board, perm, effect.kind, effect.amount, replaced)
        if not n:
            return board, replaced
        return _replace(board, changed), [
            *replaced,
            CountersPut("122.1", target, effect.kind, n, source),
        ]
    if isinstance(effect, KeywordCounterEffect):  # 122.1b
        return apply_keyword_counter(board, effect, target, source)
    raise TypeError(f"not a targeted spell effect: {effect!r}")


def apply_untargeted(
    board: Board,
    rules: RuleSet,
    effect: object,
    controller: str,
    source: str,
    defenders: Iterable[str] = (),
    token_ids: Iterable[str] = (),
) -> tuple[Board, list[Event]]:
    """One of :data:`UNTARGETED` for the spell's ``controller``: tokens
    attacking ``defenders`` (the entry's targets; by default the first
    player the active player attacks, or the first opponent) with the ids
    ``token_ids`` (others found free), a group's pump and keywords, life
    gained (119.3), cards drawn (121.1: recorded).

    >>> from mtgcombat.core.model import Player
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> after, events = apply_untargeted(board, RuleSet.CURRENT,
    ...     TokenAttackingEffect(1, 1, frozenset({"white"}), ("Soldier",)), "A", "timeline[0]")
    >>> [(p.id, p.attacking, p.tapped) for p in after.permanents], [e.rule for e in events]
    ([('soldier1', 'B', True)], ['508.4'])
    """
    if isinstance(effect, CountedPumpEffect):
        return apply_counted(board, effect, defenders, controller, source)
    if isinstance(effect, CountedDamageEffect):  # 120.3, X counted now (608.2h)
        return apply_counted_damage(board, effect, defenders, controller, source)
    if isinstance(effect, GroupCounterEffect):
        return apply_group_counter(board, effect, controller, source)
    if isinstance(effect, GainControlEffect):
        return apply_gain_control(board, rules, defenders, controller, source)
    if isinstance(effect, LifeEffect):  # "that player", "its controller": timeline_entries
        known_word(effect.player, ("you",), "a spell's LifeEffect.player")
    if isinstance(effect, LifeEffect) and effect.amount < 0:
        lost = -effect.amount  # 119.3: the player loses life (then 704.5a may apply)
        after = board.with_players(
            evolve(p, life=p.life - lost) if p.id == controller else p for p in board.players
        )
        after, shared = share_team_totals(board, after)  # Two-Headed Giant (810.9)
        return after, [LifeLost("119.3", controller, lost, source), *shared]
    if isinstance(effect, LifeEffect):
        player = board.player(controller)
        if cant_gain_life(board, controller):
            why = cant_gain_life_rule(board, controller)  # 119.7, or 810.9g for a teammate
            return board, [LifeGainPrevented(why, controller, effect.amount, source)]
        gained = effect.amount * player.life_gain_multiplier
        after = board.with_players(
            evolve(p, life=p.life + gained) if p.id == controller else p for p in board.players
        )
        after, shared = share_team_totals(board, after)  # Two-Headed Giant (810.9)
        return after, [LifeGained("119.3", controller, gained, source), *shared]
    if isinstance(effect, DrawEffect):  # the hand's count when given (rules.hand_zones)
        return draw_cards(board, rules, controller, effect.amount, source)
    if isinstance(effect, GroupSpellEffect):
        return _group(board, rules, effect, controller, source)
    if isinstance(effect, EachDamageEffect):
        return _each_damage(board, effect, controller, source)
    assert isinstance(effect, TokenAttackingEffect)
    return _tokens_attacking(board, effect, controller, source, tuple(defenders), token_ids)


def _group(
    board: Board, rules: RuleSet, effect: GroupSpellEffect, controller: str, source: str
) -> tuple[Board, list[Event]]:
    # "you" is the spell's controller: a stand-in object of theirs reads the selector
    me = caster_object("\x00spell", controller)
    chosen = [
        p.id for p in board.permanents if p.id != source and matches(board, effect.affected, p, me)
    ]
    events: list[Event] = []
    for pid in chosen:  # the set is fixed as the spell resolves (611.2c)
        perm = board.permanent(pid)
        if effect.untap:
            if perm.tapped:
                board = _replace(board, evolve(perm, tapped=False))
                rule = "701.21a" if rules is RuleSet.R2023 else "701.26a"
                events.append(TappedByEffect(rule, pid, True, source))
            continue
        if effect.power or effect.toughness:
            perm = pumped(perm, effect.power, effect.toughness, source)  # 613.4c, 613.7a
            events.append(
                PowerToughnessChanged("613.4c", pid, effect.power, effect.toughness, source)
            )
        for keyword in effect.keywords:
            gained = with_ability(perm, keyword)  # one more instance (113.2c)
            if gained is not perm:
                perm = gained
                events.append(KeywordChanged("613.1f", pid, "gains", str(keyword), source))
        board = _replace(board, perm)
    return board, events


def _each_damage(
    board: Board, effect: EachDamageEffect, controller: str, source: str
) -> tuple[Board, list[Event]]:
    me = caster_object("\x00spell", controller)
    hit = [
        p.id for p in board.permanents if p.id != source and matches(board, effect.affected, p, me)
    ]
    if effect.players:
        hit += [p.id for p in board.players if not p.lost]
    elif effect.you:
        hit.append(controller)
    events: list[Event] = []
    for recipient in hit:  # each dealt at once; lethal damage is checked after (704.3)
        board, dealt = deal_noncombat_damage(board, source, recipient, effect.amount)
        events.extend(dealt)
    return board, events


def _tokens_attacking(
    board: Board,
    effect: TokenAttackingEffect,
    controller: str,
    source: str,
    defenders: tuple[str, ...],
    token_ids: Iterable[str],
) -> tuple[Board, list[Event]]:
    # the attacking team's tokens attack (506.3b; 805.10a)
    attacking = controller in board.team_of(board.active_player) and effect.attacking
    defender = defenders[0] if defenders else _first_defender(board, controller)
    if not effect.attacking:
        defender = ""
    wanted = list(token_ids)
    events: list[Event] = []
    base = (effect.subtypes[0] if effect.subtypes else "token").lower()
    for i in range(effect.count):
        taken = {p.id for p in board.permanents} | {p.id for p in board.players}
        token_id = wanted[i] if i < len(wanted) and wanted[i] not in taken else _free(base, taken)
        token = Permanent(
            id=token_id,
            controller=controller,
            name=" ".join(effect.subtypes) or "Token",
            power=effect.power,
            toughness=effect.toughness,
            colors=effect.colors,
            subtypes=frozenset(s.lower() for s in effect.subtypes),
            abilities=frozenset(effect.keywords),
            tapped=effect.attacking,
            attacking=defender if attacking and defender else None,
            token=True,
            entered_attacking=bool(attacking and defender),  # never declared (508.4)
        )
        board = board.with_permanents((*board.permanents, token))
        if not effect.attacking:
            events.append(TokenCreated("111.1", token_id, source))
            continue
        rule = "508.4" if attacking and defender else "506.3b"
        events.append(TokenEntersAttacking(rule, token_id, defender, attacking, source))
    return board, events


def _first_defender(board: Board, controller: str) -> str:
    attacked = [p.attacking for p in board.permanents if p.attacking and p.on_battlefield]
    if attacked:
        first = attacked[0]
        perm = board.get(first)
        return perm.controller if perm is not None else first
    return next((p.id for p in board.players if board.are_opponents(controller, p.id)), "")


def _free(base: str, taken: set[str]) -> str:
    n = 1
    while f"{base}{n}" in taken:
        n += 1
    return f"{base}{n}"


__all__ = [
    "TARGETED",
    "UNTARGETED",
    "AbilityGainEffect",
    "BlockThisTurnEffect",
    "EachDamageEffect",
    "GroupSpellEffect",
    "PreventNextEffect",
    "SpellDamageEffect",
    "SpellExileEffect",
    "SpellTapEffect",
    "TokenAttackingEffect",
    "apply_targeted",
    "apply_untargeted",
    "caster_object",
    "spell_source",
    "without_source",
]
