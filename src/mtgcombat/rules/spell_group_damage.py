"""Damage a spell deals to groups of permanents and to players in one
instruction (issue 33, session 13): "~ deals 4 damage to each player."
(Flame Rift), "~ deals 1 damage to each creature you don't control."
(Barrage of Boulders), "~ deals 3 damage to each blocking creature and each
blocked creature." (Warpath), "~ deals 2 damage to each attacking creature
and 1 damage to you and each creature you control." (Hail Storm).

Each recipient is dealt the damage once, even when several of the groups
name it (120.3: one object is dealt the damage of one instruction once);
the groups and players are read as the spell resolves (608.2h), "you"
being the spell's controller; "each creature you don't control" is every
creature of another player, a teammate's too (not only an opponent's,
102.2: "you don't control" names no opponent).
"""

from __future__ import annotations

from mtgcombat.core.abilities import Selector
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, Permanent
from mtgcombat.core.selectors import matches
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.core.word_check import known_word
from mtgcombat.rules.damage_step import deal_noncombat_damage_to_each

PLAYERS = ("", "each", "opponents", "you")
"""The players a :class:`GroupsDamageEffect` reaches: none, each player,
each opponent of the spell's controller (102.2), its controller."""


@dataclass(frozen=True, slots=True)
class GroupsDamageEffect:
    """The spell deals ``amount`` damage to each permanent one of
    ``groups`` matches, each permanent of another player than its controller
    one of ``others`` matches ("you don't control"), with ``blocked`` each
    blocked creature (an attacking creature a blocker was declared for,
    509.1h), each once, and to the ``players`` (one of :data:`PLAYERS`), all
    at once (120.3).

    >>> str(GroupsDamageEffect(3, (Selector(role="blocking"),), blocked=True))
    'the spell deals 3 damage to each of the blocking creatures and each blocked creature'
    >>> str(GroupsDamageEffect(4, (), "each"))
    'the spell deals 4 damage to each player'
    >>> str(GroupsDamageEffect(1, others=(Selector(),)))
    "the spell deals 1 damage to each of the creatures you don't control"
    """

    amount: int
    groups: tuple[Selector, ...] = ()
    players: str = ""
    others: tuple[Selector, ...] = ()
    blocked: bool = False

    def __str__(self) -> str:
        named = [f"each of the {g}" for g in self.groups]
        named += [f"each of the {g} you don't control" for g in self.others]
        if self.blocked:
            named.append("each blocked creature")
        if self.players:
            known_word(self.players, PLAYERS, "GroupsDamageEffect.players")
            words = {"each": "each player", "opponents": "each opponent"}
            named.append(words.get(self.players, "you"))
        return f"the spell deals {self.amount} damage to {' and '.join(named)}"


def _holds(
    board: Board, effect: GroupsDamageEffect, perm: Permanent, me: Permanent, controller: str
) -> bool:
    """Whether the effect's groups name ``perm``."""
    if effect.blocked and board.is_attacking(perm.id) and board.is_blocked(perm.id):
        return True
    if any(matches(board, g, perm, me) for g in effect.groups):
        return True
    return perm.controller != controller and any(matches(board, g, perm, me) for g in effect.others)


def recipients(board: Board, effect: GroupsDamageEffect, controller: str, source: str) -> list[str]:
    """The permanents and players the effect deals damage to, each once, as
    the spell resolves (608.2h): permanents in the board's order, then players.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> mine = Permanent(id="mine", controller="A", power=1, toughness=1)
    >>> theirs = Permanent(id="theirs", controller="B", power=1, toughness=1)
    >>> board = Board([Player("A"), Player("B")], [mine, theirs], "A")
    >>> recipients(board, GroupsDamageEffect(1, (), "each", (Selector(),)), "A", "timeline[0]")
    ['theirs', 'A', 'B']
    """
    from mtgcombat.rules.spell_effects import caster_object  # noqa: PLC0415

    me = caster_object("\x00spell", controller)
    hit = [
        p.id
        for p in board.permanents
        if p.id != source and p.on_battlefield and _holds(board, effect, p, me, controller)
    ]
    alive = [p.id for p in board.players if not p.lost]  # 102.3, 800.4a
    if effect.players == "each":
        hit += alive
    elif effect.players == "opponents":
        hit += [p for p in alive if board.are_opponents(controller, p)]
    elif effect.players == "you":
        hit += [p for p in alive if p == controller]
    return hit


def apply_groups_damage(
    board: Board, effect: GroupsDamageEffect, controller: str, source: str
) -> tuple[Board, list[Event]]:
    """Deal the effect's damage to each of its :func:`recipients`: one
    instruction, so lethal damage is checked only after the spell
    resolves (704.3).

    >>> from mtgcombat.core.model import Permanent, Player
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2)
    >>> imp = Permanent(id="imp", controller="A", power=1, toughness=1)  # the source
    >>> board = Board([Player("A"), Player("B")], [bear, imp], "A")
    >>> after, events = apply_groups_damage(board, GroupsDamageEffect(2, (), "each"), "A", "imp")
    >>> after.player("A").life, after.player("B").life, after.permanent("bear").damage
    (18, 18, 0)
    """
    # one damage event for all its recipients (120.3, 615.8)
    hit = recipients(board, effect, controller, source)
    return deal_noncombat_damage_to_each(board, source, hit, effect.amount)


__all__ = ["PLAYERS", "GroupsDamageEffect", "apply_groups_damage", "recipients"]
