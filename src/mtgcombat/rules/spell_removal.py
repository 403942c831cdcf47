"""The damage, removal and regeneration effects of instants and sorceries
cast between the steps of combat (608.2) that :mod:`~mtgcombat.rules.spell_effects`
does not have:

* a target put on top of or on the bottom of its owner's library (it leaves
  the battlefield and combat: 400.7, 506.4);
* every creature a selector matches destroyed ("Destroy all creatures.",
  701.8; indestructible, 702.12b, and regeneration shields, 701.19, apply)
  or exiled (406.2), all at once as the spell resolves (608.2c);
* a regeneration shield on each creature a group names ("Regenerate each
  creature you control.", 701.19);
* damage the spell deals to each opponent (120.3), to the controller of
  its target ("and 2 damage to that creature's controller"; the target as it
  last existed, 608.2h);
* a target that deals damage to itself equal to its power (120.3: the
  creature is the source, its deathtouch, lifelink and infect apply);
* life gained equal to the target's power or toughness (119.3; as the
  target last existed, 608.2h).

:func:`apply_removal` carries out one of them for
:mod:`~mtgcombat.rules.timeline_entries`; :data:`REMOVAL` lists them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Literal

from mtgcombat.core.abilities import LifeEffect, Selector
from mtgcombat.core.events import (
    Event,
    Exiled,
    PreventionAdded,
    RegenerationShieldAdded,
    ReturnedToHand,
)
from mtgcombat.core.model import Board, Permanent, Zone, evolve
from mtgcombat.core.removal_events import PutOnBottomOfLibrary, PutOnTopOfLibrary
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.selectors import matches
from mtgcombat.core.statics import PreventFrom
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.core.word_check import known_word
from mtgcombat.core.zone_events import PutIntoLibrary
from mtgcombat.rules.damage_step import deal_noncombat_damage
from mtgcombat.rules.ordering import remove_from_combat
from mtgcombat.rules.spell_group_damage import GroupsDamageEffect
from mtgcombat.rules.spell_leaving import destroy_permanent, sacrifice_permanent

_PLACES = {
    "second": "into its owner's library second from the top",
    "third": "into its owner's library third from the top",
    "top_or_bottom": "on the top or bottom of its owner's library (its owner's choice)",
}


@dataclass(frozen=True, slots=True)
class LibraryEffect:
    """Put the target on top of (``top``) or on the bottom of its owner's
    library, or at ``place`` (session 13: "second" or "third" from the top,
    "top_or_bottom" as its owner chooses, "shuffled" in): it leaves the
    battlefield, so it is removed from combat (506.4) and becomes a new
    object (400.7).

    >>> str(LibraryEffect(top=False))
    "put the target on the bottom of its owner's library"
    >>> str(LibraryEffect(place="second"))
    "put the target into its owner's library second from the top"
    """

    top: bool = True
    place: str = ""

    def __str__(self) -> str:
        if self.place == "shuffled":
            return "shuffle the target into its owner's library"
        if self.place:
            return f"put the target {_PLACES[self.place]}"
        where = "on top of" if self.top else "on the bottom of"
        return f"put the target {where} its owner's library"


@dataclass(frozen=True, slots=True)
class GroupRemovalEffect:
    """Destroy (``how`` "destroy", 701.8), exile (406.2) or return to its
    owner's hand ("hand") each permanent ``affected`` (or one of ``also``)
    matches, read relative to the spell's controller; all at once (608.2c);
    each leaves combat (506.4). ``regenerate`` False: "They can't be
    regenerated." (701.19c).

    >>> str(GroupRemovalEffect(Selector()))
    'destroy all creatures'
    """

    affected: Selector
    how: Literal["destroy", "exile", "hand"] = "destroy"
    regenerate: bool = True
    also: tuple[Selector, ...] = ()  # "and all planeswalkers": any of them

    def __str__(self) -> str:
        tail = "" if self.regenerate else " (they can't be regenerated)"
        more = "".join(f" and all {s}" for s in self.also)
        if self.how == "hand":
            return f"return all {self.affected}{more} to their owners' hands"
        return f"{self.how} all {self.affected}{more}{tail}"


@dataclass(frozen=True, slots=True)
class GroupRegenerateEffect:
    """A regeneration shield on each creature ``affected`` matches (701.19):
    "Regenerate each creature you control."

    >>> str(GroupRegenerateEffect(Selector(controller="you")))
    'regenerate each of the creatures you control'
    """

    affected: Selector

    def __str__(self) -> str:
        return f"regenerate each of the {self.affected}"


@dataclass(frozen=True, slots=True)
class OpponentsDamageEffect:
    """The spell deals ``amount`` damage to each opponent of its controller
    (120.3; 102.2).

    >>> str(OpponentsDamageEffect(3))
    'the spell deals 3 damage to each opponent'
    """

    amount: int

    def __str__(self) -> str:
        return f"the spell deals {self.amount} damage to each opponent"


@dataclass(frozen=True, slots=True)
class ControllerDamageEffect:
    """The spell deals ``amount`` damage to its target's controller (the
    target as it last existed, 608.2h): "~ deals 4 damage to target creature
    and 2 damage to that creature's controller."

    >>> str(ControllerDamageEffect(2))
    "the spell deals 2 damage to the target's controller"
    """

    amount: int

    def __str__(self) -> str:
        return f"the spell deals {self.amount} damage to the target's controller"


@dataclass(frozen=True, slots=True)
class SelfPowerDamageEffect:
    """The target deals damage to itself equal to its power (120.3: the
    creature is the source).

    >>> str(SelfPowerDamageEffect())
    'the target deals damage to itself equal to its power'
    """

    def __str__(self) -> str:
        return "the target deals damage to itself equal to its power"


@dataclass(frozen=True, slots=True)
class LifeEqualEffect:
    """``who`` ("you": the spell's controller; "it_controller": the target's
    controller) gains life equal to the target's ``stat`` (119.3), as the
    target last existed (608.2h).

    >>> str(LifeEqualEffect("power"))
    "you gain life equal to the target's power"
    >>> str(LifeEqualEffect("toughness", lose=True))
    "you lose life equal to the target's toughness"
    """

    stat: Literal["power", "toughness"]
    who: Literal["you", "it_controller"] = "you"
    # issue 33 (session 9): "you lose life equal to that creature's toughness"
    # (Vendetta, Devour in Shadow; 119.3)
    lose: bool = False

    def __str__(self) -> str:
        verb = "lose" if self.lose else "gain"
        whose = f"you {verb}" if self.who == "you" else f"its controller {verb}s"
        return f"{whose} life equal to the target's {self.stat}"


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """A spell's second target (601.2c: each word "target" is a target of
    its own), named by the effect that reaches it: what it must be
    (``selector``, or one of ``also``; a player with ``players``, 115.4),
    and with ``distinct`` ("another target creature") not the first target.

    >>> str(TargetSpec(Selector(controller="opponent")))
    'creatures an opponent controls'
    """

    selector: Selector
    also: tuple[Selector, ...] = ()
    players: bool = False
    distinct: bool = False
    # with ``players``: the player must be an opponent of the caster (102.2, 115.4)
    opponents: bool = False

    def __str__(self) -> str:
        return str(self.selector)


@dataclass(frozen=True, slots=True)
class FightEffect:
    """The first target and the second (``other``) fight: each deals damage
    equal to its power to the other (701.12a), at once; with ``one_sided``,
    only the first deals damage ("deals damage equal to its power to target
    creature", 120.3). Either no longer on the battlefield or no longer a
    creature, or an illegal target (608.2b): no damage is dealt (701.12b).

    >>> str(FightEffect(TargetSpec(Selector())))
    'the target fights the second target'
    """

    other: TargetSpec
    one_sided: bool = False

    def __str__(self) -> str:
        if self.one_sided:
            return "the target deals damage equal to its power to the second target"
        return "the target fights the second target"


@dataclass(frozen=True, slots=True)
class SecondDamageEffect:
    """The spell deals ``amount`` damage to its second target (``other``):
    "~ deals 2 damage to target creature and 2 damage to target player or
    planeswalker" (120.3).

    >>> str(SecondDamageEffect(2, TargetSpec(Selector(), players=True)))
    'the spell deals 2 damage to the second target'
    """

    amount: int
    other: TargetSpec

    def __str__(self) -> str:
        return f"the spell deals {self.amount} damage to the second target"


def second_target(effects: Sequence[object]) -> TargetSpec | None:
    """The second target an effect of the spell names, if one does.

    >>> second_target([FightEffect(TargetSpec(Selector()))]) is not None
    True
    """
    # an effect on a second target holds it as ``other``: a fight, damage,
    # a pump (issue 33: mtgcombat.rules.spell_second)
    found = (getattr(e, "other", None) for e in effects)
    return next((o for o in found if isinstance(o, TargetSpec)), None)


@dataclass(frozen=True, slots=True)
class DividedDamageEffect:
    """The spell deals ``amount`` damage divided as its caster chooses among
    its targets (601.2d: the division is announced as it is cast, each
    target dealt at least 1; the entry's ``divide``), to at most ``most``
    targets (0: as many as the spell's count of targets allows, or
    ``amount``). A target illegal as it resolves is dealt none; the others
    are dealt what was announced (608.2b).

    >>> str(DividedDamageEffect(3, 3))
    'the spell deals 3 damage divided as its caster chose among its targets'
    """

    amount: int
    most: int = 0

    def __str__(self) -> str:
        return f"the spell deals {self.amount} damage divided as its caster chose among its targets"


def divided(effects: Sequence[object]) -> DividedDamageEffect | None:
    """The spell's divided damage, if it has one.

    >>> divided([DividedDamageEffect(3)]) is not None, divided([])
    (True, None)
    """
    return next((e for e in effects if isinstance(e, DividedDamageEffect)), None)


@dataclass(frozen=True, slots=True)
class PlayerSacrificeEffect:
    """Each player ``who`` names sacrifices a permanent ``affected`` matches
    (read relative to that player: "a creature" they control), of their
    choice as the spell resolves (701.21a): "target" (the target player;
    "target_opponent": an opponent of the caster), "each_opponent",
    "each_player", "you" (the caster: "Sacrifice a creature."). The
    choices are the entry's ``sacrificed``; a player without such a
    permanent sacrifices nothing.

    >>> str(PlayerSacrificeEffect(Selector(role="attacking"), "target"))
    'the target player sacrifices one of their attacking creatures'

    With ``count`` (issue 33, session 13: "Each player sacrifices two
    creatures."), each sacrifices that many, all of them with fewer.

    >>> str(PlayerSacrificeEffect(Selector(), "each_player", 2))
    'each player sacrifices 2 of their creatures'
    """

    affected: Selector
    who: Literal["target", "target_opponent", "each_opponent", "each_player", "you"] = "target"
    count: int = 1
    # session 13: "..., then gains life equal to that creature's toughness"
    # (Devour Flesh; 119.3): each such player gains the stat ("power" or
    # "toughness") of what they sacrificed, as it last existed (608.2h)
    life_equal: str = ""

    def __str__(self) -> str:
        whom = {
            "target": "the target player sacrifices",
            "target_opponent": "the target opponent sacrifices",
            "each_opponent": "each opponent sacrifices",
            "each_player": "each player sacrifices",
            "you": "its caster sacrifices",
        }[self.who]
        many = "one" if self.count == 1 else str(self.count)
        life = f", then gains life equal to its {self.life_equal}" if self.life_equal else ""
        return f"{whom} {many} of their {self.affected}{life}"


def sacrificing_players(
    board: Board, effect: PlayerSacrificeEffect, targets: Sequence[str], controller: str
) -> list[str]:
    """The players who sacrifice, still in the game (800.4a).

    >>> from mtgcombat.core.model import Player
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> sacrificing_players(board, PlayerSacrificeEffect(Selector(), "each_player"), (), "A")
    ['A', 'B']
    """
    if effect.who in ("target", "target_opponent"):
        chosen = [t for t in targets if board.is_player(t)]
    elif effect.who == "you":
        chosen = [controller]
    elif effect.who == "each_opponent":
        chosen = [p.id for p in board.players if board.are_opponents(controller, p.id)]
    else:
        known_word(effect.who, ("each_player",), "PlayerSacrificeEffect.who")
        chosen = [p.id for p in board.players]
    return [p for p in chosen if not board.player(p).lost]


def sacrifice_candidates(board: Board, effect: PlayerSacrificeEffect, player: str) -> list[str]:
    """The permanents ``player`` may sacrifice for the effect (701.21a).

    >>> from mtgcombat.core.model import Player
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, attacking="A")
    >>> board = Board([Player("A"), Player("B")], [bear], "B")
    >>> sacrifice_candidates(board, PlayerSacrificeEffect(Selector(role="attacking")), "B")
    ['bear']
    """
    from mtgcombat.rules.spell_effects import caster_object  # noqa: PLC0415

    me = caster_object("\x00player", player)
    return [
        p.id
        for p in board.permanents
        if p.on_battlefield and p.controller == player and matches(board, effect.affected, p, me)
    ]


def sacrifice_problem(
    board: Board, effect: PlayerSacrificeEffect, targets: Sequence[str], controller: str,
    chosen: Sequence[str],
) -> tuple[str, dict[str, object]] | None:  # fmt: skip
    """What is wrong with the entry's ``sacrificed`` choices on ``board``:
    each sacrificing player with a permanent to sacrifice names exactly one
    of theirs (701.21a); no other id. ``None`` when they are right.

    >>> from mtgcombat.core.model import Player
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2)
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> effect = PlayerSacrificeEffect(Selector(), "target")
    >>> sacrifice_problem(board, effect, ["B"], "A", [])[0]
    'timeline_sacrificed_needed'
    >>> sacrifice_problem(board, effect, ["B"], "A", ["bear"]) is None
    True
    """
    if effect.who == "target_opponent" and controller in targets:
        return "timeline_target_not_opponent", {"player": controller}
    used: set[str] = set()
    for player in sacrificing_players(board, effect, targets, controller):
        could = sacrifice_candidates(board, effect, player)
        named = [c for c in chosen if c in could]
        need = min(effect.count, len(could))  # all of them with fewer (701.21a)
        if len(named) != need or len(set(named)) != need:
            key = "timeline_sacrificed_needed" if effect.count == 1 else "timeline_sacrificed_n"
            said = {"player": player, "candidates": ", ".join(could), "count": need}
            return key, said
        used.update(named)
    for other in chosen:
        if other not in used:
            return "timeline_sacrificed_wrong", {"target": other}
    return None


@dataclass(frozen=True, slots=True)
class TheirGroupDamageEffect:
    """The spell deals ``amount`` damage to each creature ``affected``
    matches that its target player controls (120.3): "~ deals 1 damage to
    each creature target opponent controls." With ``opponent``, the target
    must be an opponent of the caster (115.1).

    >>> str(TheirGroupDamageEffect(1, Selector()))
    'the spell deals 1 damage to each of the creatures the target player controls'
    """

    amount: int
    affected: Selector
    opponent: bool = False
    # issue 33 (session 13): "target player or planeswalker and each creature that
    # player or that planeswalker's controller controls": a planeswalker target's
    # controller's group (115.1)
    walker: bool = False

    def __str__(self) -> str:
        whose = "the target player or the target planeswalker's controller" if self.walker else ""
        each = f"each of the {self.affected} {whose or 'the target player'} controls"
        return f"the spell deals {self.amount} damage to {each}"


@dataclass(frozen=True, slots=True)
class PreventAllToEffect:
    """Prevent all damage that would be dealt to the target this turn, from
    every source, combat damage or not (615.1).

    >>> str(PreventAllToEffect())
    'prevent all damage that would be dealt to the target this turn'
    """

    def __str__(self) -> str:
        return "prevent all damage that would be dealt to the target this turn"


REMOVAL = (
    LibraryEffect,
    GroupRemovalEffect,
    GroupRegenerateEffect,
    OpponentsDamageEffect,
    ControllerDamageEffect,
    SelfPowerDamageEffect,
    LifeEqualEffect,
    FightEffect,
    SecondDamageEffect,
    DividedDamageEffect,
    PlayerSacrificeEffect,
    TheirGroupDamageEffect,
    PreventAllToEffect,
)
"""The effects of this module."""

SOURCED = (
    OpponentsDamageEffect,
    ControllerDamageEffect,
    SecondDamageEffect,
    DividedDamageEffect,
    TheirGroupDamageEffect,
    GroupsDamageEffect,  # issue 33 (session 13): mtgcombat.rules.spell_group_damage
)
"""Those whose damage the spell deals (the spell is the source, 120.2b)."""


def needs_caster(effect: object) -> bool:
    """Whether the effect reads "you" or "opponent" relative to the spell's
    controller, who the entry must then name: "each creature you control",
    "each opponent", "all creatures your opponents control".

    >>> needs_caster(GroupRemovalEffect(Selector())), needs_caster(OpponentsDamageEffect(2))
    (False, True)
    """
    if isinstance(effect, OpponentsDamageEffect):
        return True
    if isinstance(effect, PlayerSacrificeEffect):
        return effect.who != "each_player"
    if isinstance(effect, GroupRemovalEffect | GroupRegenerateEffect):
        return bool(effect.affected.controller)
    return isinstance(effect, LifeEqualEffect) and effect.who == "you"


RemovalEffect = (
    LibraryEffect
    | GroupRemovalEffect
    | GroupRegenerateEffect
    | OpponentsDamageEffect
    | ControllerDamageEffect
    | SelfPowerDamageEffect
    | LifeEqualEffect
    | FightEffect
    | SecondDamageEffect
    | DividedDamageEffect
    | PlayerSacrificeEffect
    | TheirGroupDamageEffect
    | PreventAllToEffect
)


def _replace(board: Board, perm: Permanent) -> Board:
    return board.with_permanents(perm if p.id == perm.id else p for p in board.permanents)


def _group(board: Board, affected: Selector, controller: str, source: str) -> list[str]:
    """The ids of the permanents on the battlefield ``affected`` matches,
    "you" being the spell's controller (611.2c: fixed as it resolves)."""
    from mtgcombat.rules.spell_effects import caster_object  # noqa: PLC0415

    me = caster_object("\x00spell", controller)
    return [
        p.id
        for p in board.permanents
        if p.id != source and p.on_battlefield and matches(board, affected, p, me)
    ]


def _group_owners(
    board: Board, effect: TheirGroupDamageEffect, targets: Sequence[str]
) -> list[str]:
    """The players whose group :class:`TheirGroupDamageEffect` reaches: each
    player target, and with ``walker`` the controller of each planeswalker
    target (115.1; the target is legal as the spell resolves, 608.2b)."""
    owners = [t for t in targets if board.is_player(t)]
    if effect.walker:
        owners += [p.controller for t in targets if (p := board.get(t)) is not None]
    return owners


def apply_removal(
    board: Board,
    rules: RuleSet,
    effect: RemovalEffect,
    targets: Sequence[str],
    controller: str,
    source: str,
    second: str = "",
    division: Mapping[str, int] | None = None,
    sacrificed: Sequence[str] = (),
) -> tuple[Board, list[Event]]:
    """One of :data:`REMOVAL` for the spell ``source`` cast by
    ``controller``, on its legal ``targets`` (608.2b) and its legal
    ``second`` target (an effect's :class:`TargetSpec`; "" if it has none or
    it is illegal); ``division``, the damage announced for each target
    (601.2d); ``sacrificed``, the permanents the players choose to
    sacrifice (701.21a).

    >>> from mtgcombat.core.model import Player
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2)
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> after, events = apply_removal(board, RuleSet.CURRENT, LibraryEffect(), ["bear"], "A",
    ...                               "timeline[0]")
    >>> after.permanent("bear").zone.value, [e.kind for e in events]
    ('library', ['put_on_top_of_library'])
    """
    events: list[Event] = []
    if isinstance(effect, PlayerSacrificeEffect):
        for who in sacrificing_players(board, effect, targets, controller):
            could = sacrifice_candidates(board, effect, who)
            gained = 0
            for pid in (c for c in sacrificed if c in could):  # at once (701.21a)
                perm = board.permanent(pid)  # as it last existed (608.2h)
                stat = (
                    perm.current_power if effect.life_equal == "power" else perm.current_toughness
                )
                gained += max(0, stat) if effect.life_equal else 0
                board, happened = sacrifice_permanent(board, rules, pid, source)
                events.extend(happened)
            if gained:  # session 13: then gains that much life (119.3)
                from mtgcombat.rules.spell_effects import apply_untargeted  # noqa: PLC0415

                board, more = apply_untargeted(board, rules, LifeEffect(gained), who, source)
                events.extend(more)
        return board, events
    if isinstance(effect, TheirGroupDamageEffect):
        for whose in _group_owners(board, effect, targets):
            if effect.opponent and whose == controller:
                continue  # not an opponent: an illegal target (115.1)
            hit = [
                pid
                for pid in _group(board, effect.affected, controller, source)
                if board.permanent(pid).controller == whose
            ]
            for pid in hit:  # each dealt at once; lethal damage is checked after (704.3)
                board, dealt = deal_noncombat_damage(board, source, pid, effect.amount)
                events.extend(dealt)
        return board, events
    if isinstance(effect, DividedDamageEffect):
        for target in targets:  # each legal target, its share as announced (608.2b)
            amount = (division or {}).get(target, 0)
            board, dealt = deal_noncombat_damage(board, source, target, amount)
            events.extend(dealt)
        return board, events
    if isinstance(effect, FightEffect):
        return _fight(board, effect, targets[0] if targets else "", second)
    if isinstance(effect, SecondDamageEffect):
        if not second:
            return board, events  # an illegal target is not affected (608.2b)
        board, dealt = deal_noncombat_damage(board, source, second, effect.amount)
        return board, list(dealt)
    if isinstance(effect, GroupRemovalEffect):
        return _group_removal(board, rules, effect, controller, source)
    if isinstance(effect, GroupRegenerateEffect):
        rule = "701.15" if rules is RuleSet.R2023 else "701.19"
        for pid in _group(board, effect.affected, controller, source):
            perm = board.permanent(pid)
            board = _replace(
                board, evolve(perm, regeneration_shields=perm.regeneration_shields + 1)
            )
            events.append(RegenerationShieldAdded(rule, pid, source))
        return board, events
    if isinstance(effect, OpponentsDamageEffect):
        for player in board.players:
            if board.are_opponents(controller, player.id) and not player.lost:  # 102.3
                board, dealt = deal_noncombat_damage(board, source, player.id, effect.amount)
                events.extend(dealt)
        return board, events
    for target in targets:
        found = board.get(target)
        if found is None:
            continue  # a player: only damage reaches one (those effects are elsewhere)
        perm = found
        if isinstance(effect, ControllerDamageEffect):
            # the controller of the target as it last existed (608.2h)
            board, dealt = deal_noncombat_damage(board, source, perm.controller, effect.amount)
            events.extend(dealt)
            continue
        if isinstance(effect, LifeEqualEffect):
            amount = perm.current_power if effect.stat == "power" else perm.current_toughness
            known_word(effect.who, ("you", "it_controller"), "LifeEqualEffect.who")
            who = controller if effect.who == "you" else perm.controller
            if amount > 0:
                from mtgcombat.rules.spell_effects import apply_untargeted  # noqa: PLC0415

                life = LifeEffect(-amount if effect.lose else amount)  # 119.3
                board, happened = apply_untargeted(board, rules, life, who, source)
                events.extend(happened)
            continue
        if not perm.on_battlefield:
            continue
        if isinstance(effect, PreventAllToEffect):
            shield = PreventFrom(Selector(types=frozenset()), noncombat=True, every=True)
            if shield not in perm.prevent_from:
                board = _replace(board, evolve(perm, prevent_from=perm.prevent_from | {shield}))
            events.append(PreventionAdded("615.1", target, "all_damage_to", source))
            continue
        if isinstance(effect, SelfPowerDamageEffect):
            board, dealt = deal_noncombat_damage(board, target, target, perm.current_power)
            events.extend(dealt)
            continue
        assert isinstance(effect, LibraryEffect)
        if board.is_in_combat(target):
            board = remove_from_combat(board, target, rules)
        board = _replace(board, evolve(board.permanent(target), zone=Zone.LIBRARY))
        if effect.place:  # session 13: 400.7, wherever in the library it goes
            events.append(PutIntoLibrary("400.7", target, effect.place, source))
            continue
        put = PutOnTopOfLibrary if effect.top else PutOnBottomOfLibrary
        events.append(put("506.4", target, source))
    return board, events


def _fight(board: Board, effect: FightEffect, first: str, second: str) -> tuple[Board, list[Event]]:
    """Each deals damage equal to its power to the other, at once (701.12a;
    the powers are read before either is dealt damage); one that is gone,
    no longer a creature or an illegal target: no damage (701.12b, 608.2b).
    One-sided: the first deals damage to the second (a permanent or a
    player), which deals none back."""
    one = board.get(first) if first else None
    if one is None or not one.on_battlefield or not one.is_creature or not second:
        return board, []
    other = board.get(second)
    if other is None:
        if effect.one_sided and board.is_player(second):
            board, dealt = deal_noncombat_damage(board, first, second, one.current_power)
            return board, list(dealt)
        return board, []
    if not other.on_battlefield or (not effect.one_sided and not other.is_creature):
        return board, []
    mine, theirs = one.current_power, other.current_power
    board, dealt = deal_noncombat_damage(board, first, second, mine)
    events: list[Event] = list(dealt)
    if not effect.one_sided:
        board, back = deal_noncombat_damage(board, second, first, theirs)
        events.extend(back)
    return board, events


def _group_removal(
    board: Board, rules: RuleSet, effect: GroupRemovalEffect, controller: str, source: str
) -> tuple[Board, list[Event]]:
    """Destroy or exile the group all at once (608.2c): the set is fixed
    first, then each leaves (indestructible and regeneration as for one)."""
    from mtgcombat.core.abilities import DestroyEffect  # noqa: PLC0415

    events: list[Event] = []
    chosen = _group(board, effect.affected, controller, source)
    for more in effect.also:  # fixed first, then all leave (608.2c)
        chosen += [p for p in _group(board, more, controller, source) if p not in chosen]
    for pid in chosen:
        perm = board.permanent(pid)
        if not perm.on_battlefield:
            continue
        if effect.how == "hand":
            if board.is_in_combat(pid):
                board = remove_from_combat(board, pid, rules)
            board = _replace(board, evolve(board.permanent(pid), zone=Zone.HAND))
            events.append(ReturnedToHand("506.4", pid, source))
            continue
        if effect.how == "destroy":
            board, happened = destroy_permanent(
                board, rules, DestroyEffect("target", regenerate=effect.regenerate), perm, source
            )
            events.extend(happened)
            continue
        if board.is_in_combat(pid):
            board = remove_from_combat(board, pid, rules)
        board = _replace(board, evolve(board.permanent(pid), zone=Zone.EXILE))
        events.append(Exiled("406.2", pid))
    return board, events


__all__ = [
    "REMOVAL",
    "SOURCED",
    "ControllerDamageEffect",
    "DividedDamageEffect",
    "FightEffect",
    "GroupRegenerateEffect",
    "GroupRemovalEffect",
    "LibraryEffect",
    "LifeEqualEffect",
    "OpponentsDamageEffect",
    "PlayerSacrificeEffect",
    "PreventAllToEffect",
    "RemovalEffect",
    "SecondDamageEffect",
    "SelfPowerDamageEffect",
    "TargetSpec",
    "TheirGroupDamageEffect",
    "apply_removal",
    "divided",
    "needs_caster",
    "sacrifice_problem",
    "second_target",
]
