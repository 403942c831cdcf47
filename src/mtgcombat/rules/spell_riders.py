"""Effects of instants and sorceries on a group or for the target's
controller that the fixed timeline effects of
:mod:`~mtgcombat.rules.spell_effects` do not name (issue 33, session 3):

* "Tap all creatures without flying." (701.26a now, 701.21a in 2023): each
  permanent the selector matches as the spell resolves (611.2c: the set is
  fixed then) becomes tapped; one already tapped is left alone. A tapped
  creature can't be declared as a blocker (509.1a); an attacking or
  blocking creature that becomes tapped stays in combat (506.4 names no
  such rule) and still deals combat damage (510.1);
* "Its controller creates a 3/3 green Ape creature token." (111.1, 608.2h):
  the token enters under the control of the player who controlled the
  spell's target as that object last existed on the battlefield, untapped
  and in no combat (it may block if it enters before blockers are
  declared, 509.1a);
* "Creatures without flying can't block this turn." (509.1b; issue 33,
  session 5): each creature the selector matches as the spell resolves
  (611.2c) gets the restriction until end of turn; a creature that enters
  later is not in the group. Cast after blockers are declared, it changes
  nothing (a declared block stands, 509.1).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from mtgcombat.core.abilities import Ability, CantBlock, Selector
from mtgcombat.core.events import BlockRuleUntilEndOfTurn, Event, TappedByEffect
from mtgcombat.core.model import Board, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.selectors import matches
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class GroupTapEffect:
    """Tap each permanent ``affected`` matches, read relative to the
    spell's controller (701.26a).

    >>> str(GroupTapEffect(Selector(role="blocking")))
    'tap all blocking creatures'
    """

    affected: Selector

    def __str__(self) -> str:
        return f"tap all {self.affected}"


@dataclass(frozen=True, slots=True)
class ControllerTokenEffect:
    """The controller of the spell's target (as it last existed, 608.2h)
    creates ``count`` ``power``/``toughness`` creature tokens of ``colors``
    and ``subtypes`` with ``keywords`` (111.1), untapped and out of combat.

    >>> str(ControllerTokenEffect(3, 3, frozenset({"green"}), ("Ape",)))
    "the target's controller creates a 3/3 green Ape creature token"
    """

    power: int
    toughness: int
    colors: frozenset[str] = frozenset()
    subtypes: tuple[str, ...] = ()
    # keywords, or other abilities the engine reads (haste, hexproof: 702.10, 702.11)
    keywords: tuple[Ability, ...] = ()
    count: int = 1

    def __str__(self) -> str:
        colors = " ".join(sorted(self.colors))
        words = " ".join(w for w in (colors, " ".join(self.subtypes)) if w)
        kws = f" with {', '.join(str(k) for k in self.keywords)}" if self.keywords else ""
        many = "a" if self.count == 1 else str(self.count)
        noun = "token" if self.count == 1 else "tokens"
        return (
            f"the target's controller creates {many} {self.power}/{self.toughness} "
            f"{words} creature {noun}{kws}"
        )


@dataclass(frozen=True, slots=True)
class GroupCantBlockEffect:
    """Each creature ``affected`` matches, read relative to the spell's
    controller, can't block this turn (509.1b).

    >>> from mtgcombat.core.abilities import Keyword
    >>> str(GroupCantBlockEffect(Selector(without_keywords=frozenset({Keyword.FLYING}))))
    "creatures without flying can't block this turn"
    """

    affected: Selector

    def __str__(self) -> str:
        return f"{self.affected} can't block this turn"


@dataclass(frozen=True, slots=True)
class TheirGroupEffect:
    """A group the target player controls ("Creatures target player controls
    get +1/+1 until end of turn.", "Tap all creatures target player
    controls."; issue 33, session 8): ``affected`` (its controller "you")
    is read with the target player as "you" (the player chosen as the spell
    is cast, 601.2c; the set fixed as it resolves, 611.2c). ``action`` is
    "pump" (+``power``/+``toughness`` and ``keywords`` until end of turn,
    613.4c, 613.1f), "tap" (701.26a) or "cant_block" (509.1b).

    >>> str(TheirGroupEffect("pump", Selector(controller="you"), 1, 1))
    'creatures the target player controls get +1/+1 until end of turn'
    >>> str(TheirGroupEffect("tap", Selector(controller="you")))
    'tap all creatures the target player controls'
    """

    action: Literal["pump", "tap", "cant_block"]
    affected: Selector
    power: int = 0
    toughness: int = 0
    keywords: tuple[Ability, ...] = ()

    def __str__(self) -> str:
        from mtgcombat.rules.spell_effects import GroupSpellEffect  # noqa: PLC0415

        inner = (
            GroupTapEffect(self.affected)
            if self.action == "tap"
            else GroupCantBlockEffect(self.affected)
            if self.action == "cant_block"
            else GroupSpellEffect(self.affected, self.power, self.toughness, self.keywords)
        )
        return str(inner).replace("you control", "the target player controls")


RiderEffect = GroupTapEffect | ControllerTokenEffect | GroupCantBlockEffect | TheirGroupEffect
"""The effects of this module, as a timeline entry's effect."""

RIDERS = (GroupTapEffect, ControllerTokenEffect, GroupCantBlockEffect, TheirGroupEffect)
"""The effects of this module (:func:`apply_rider` carries them out)."""


def apply_rider(
    board: Board,
    rules: RuleSet,
    effect: object,
    controller: str,
    source: str,
    targets: Iterable[str],
    token_ids: Iterable[str] = (),
) -> tuple[Board, list[Event]]:
    """Carry out one of :data:`RIDERS` for the spell's ``controller`` with
    its still-legal ``targets``.

    >>> from mtgcombat.core.abilities import Keyword
    >>> from mtgcombat.core.model import Permanent, Player
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1)
    >>> bird = evolve(elf, id="bird", abilities=frozenset({Keyword.FLYING}))
    >>> board = Board([Player("A"), Player("B")], [elf, bird], "A")
    >>> no_fliers = Selector(without_keywords=frozenset({Keyword.FLYING}))
    >>> after, events = apply_rider(board, RuleSet.CURRENT, GroupTapEffect(no_fliers), "A",
    ...                             "timeline[0]", ())
    >>> [(p.id, p.tapped) for p in after.permanents], [e.rule for e in events]
    ([('elf', True), ('bird', False)], ['701.26a'])
    """
    if isinstance(effect, GroupTapEffect):
        return _tap_all(board, rules, effect, controller, source)
    if isinstance(effect, GroupCantBlockEffect):
        return _cant_block_all(board, effect, controller, source)
    if isinstance(effect, TheirGroupEffect):
        return _their_group(board, rules, effect, source, targets)
    assert isinstance(effect, ControllerTokenEffect)
    from mtgcombat.rules.spell_effects import (  # noqa: PLC0415
        TokenAttackingEffect,
        apply_untargeted,
    )

    token = TokenAttackingEffect(
        effect.power, effect.toughness, effect.colors, effect.subtypes, effect.keywords,
        effect.count, attacking=False,
    )  # fmt: skip
    events: list[Event] = []
    # the target as it last existed (608.2h): a destroyed creature's controller
    owners = [board.get(t) for t in targets]
    for who in dict.fromkeys(p.controller for p in owners if p is not None):
        board, made = apply_untargeted(board, rules, token, who, source, (), token_ids)
        events.extend(made)
    return board, events


def rider_needs_caster(effect: object) -> bool:
    """Whether the effect reads "you" or "opponent" relative to the spell's
    controller ("Tap all creatures your opponents control."), who the entry
    must then name.

    >>> rider_needs_caster(GroupTapEffect(Selector(controller="opponent")))
    True
    >>> rider_needs_caster(GroupTapEffect(Selector()))
    False
    """
    if isinstance(effect, GroupTapEffect | GroupCantBlockEffect):
        return bool(effect.affected.controller)
    return False


def _their_group(
    board: Board, rules: RuleSet, effect: TheirGroupEffect, source: str, targets: Iterable[str]
) -> tuple[Board, list[Event]]:
    """The group of each target player (one, 601.2c), read as that player's
    "creatures you control"; a target player who left the game has none."""
    from mtgcombat.rules.spell_effects import GroupSpellEffect, apply_untargeted  # noqa: PLC0415

    events: list[Event] = []
    for who in [t for t in targets if board.is_player(t)]:
        if effect.action == "tap":
            board, made = _tap_all(board, rules, GroupTapEffect(effect.affected), who, source)
        elif effect.action == "cant_block":
            board, made = _cant_block_all(board, GroupCantBlockEffect(effect.affected), who, source)
        else:
            pump = GroupSpellEffect(
                effect.affected, effect.power, effect.toughness, effect.keywords
            )
            board, made = apply_untargeted(board, rules, pump, who, source, (), ())
        events.extend(made)
    return board, events


def _tap_all(
    board: Board, rules: RuleSet, effect: GroupTapEffect, controller: str, source: str
) -> tuple[Board, list[Event]]:
    from mtgcombat.rules.spell_effects import caster_object  # noqa: PLC0415

    # "you" is the spell's controller: a stand-in object of theirs reads the selector
    me = caster_object("\x00spell", controller)
    rule = "701.21a" if rules is RuleSet.R2023 else "701.26a"
    chosen = {
        p.id
        for p in board.permanents
        if p.on_battlefield and not p.tapped and matches(board, effect.affected, p, me)
    }  # the set is fixed as the spell resolves (611.2c)
    if not chosen:
        return board, []
    board = board.with_permanents(
        evolve(p, tapped=True) if p.id in chosen else p for p in board.permanents
    )
    events: list[Event] = [
        TappedByEffect(rule, p.id, False, source) for p in board.permanents if p.id in chosen
    ]
    return board, events


def _cant_block_all(
    board: Board, effect: GroupCantBlockEffect, controller: str, source: str
) -> tuple[Board, list[Event]]:
    from mtgcombat.rules.spell_effects import caster_object  # noqa: PLC0415

    me = caster_object("\x00spell", controller)
    rule = CantBlock()
    chosen = {
        p.id
        for p in board.permanents
        if p.on_battlefield and p.is_creature and matches(board, effect.affected, p, me)
    }  # the set is fixed as the spell resolves (611.2c)
    events: list[Event] = []
    changed = []
    for p in board.permanents:
        if p.id in chosen:
            if rule not in p.block_rules:
                p = evolve(p, block_rules=p.block_rules | {rule})  # noqa: PLW2901
            events.append(BlockRuleUntilEndOfTurn("509.1b", p.id, "cant_block", source))
        changed.append(p)
    return (board.with_permanents(changed) if chosen else board), events


__all__ = [
    "RIDERS",
    "ControllerTokenEffect",
    "GroupCantBlockEffect",
    "GroupTapEffect",
    "RiderEffect",
    "TheirGroupEffect",
    "apply_rider",
    "rider_needs_caster",
]
