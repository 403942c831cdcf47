"""The creatures and players a word of a triggered ability's effect names
as the ability resolves (CR 608.2b-c): "it", "that creature", the target
chosen as it was put on the stack (603.3d), the creatures blocking it, each
attacking creature; "you", the defending player (508.5), "that player",
each opponent (102.2)...
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgcombat.core.model import Board
    from mtgcombat.rules.triggers_effects import _Trigger as Trigger

TARGET_PLAYERS = frozenset(
    {"target_player", "target_opponent", "target_player_or_walker", "target_opponent_or_walker"}
)
"""The words of a player chosen as the ability is put on the stack (603.3d)."""


class UnknownEffectWord(ValueError):
    """A word of an effect that the rules do not carry out, met as the
    effect resolves: an internal error, never a guess (the text layer does
    not give it, the structured reader refuses it at input). It names the
    word, what it was read as, and, once known, the effect.

    >>> str(UnknownEffectWord("each", "creatures").naming("PumpEffect"))
    'PumpEffect: the rules do not carry out "each" as the creatures of an effect'
    """

    def __init__(self, word: str, role: str, effect: str = "") -> None:
        self.word, self.role, self.effect = word, role, effect
        said = f'the rules do not carry out "{word}" as the {role} of an effect'
        super().__init__(f"{effect}: {said}" if effect else said)

    def naming(self, effect: str) -> UnknownEffectWord:
        """The same error naming the effect (the first one named is kept).

        >>> error = UnknownEffectWord("ally", "player").naming("LifeEffect")
        >>> error.naming("CountedEffect").effect
        'LifeEffect'
        """
        return self if self.effect else UnknownEffectWord(self.word, self.role, effect)


def creatures_named(board: Board, trigger: Trigger, target: str) -> tuple[str, ...]:
    """The creatures an effect reaches, as the ability resolves.

    >>> from mtgcombat.core.abilities import BlockTrigger
    >>> from mtgcombat.core.model import Board, Player
    >>> from mtgcombat.rules.triggers_effects import _Trigger
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> trigger = _Trigger("A", "imp", "imp", "blocks", "bear",
    ...                    BlockTrigger(("blocks",), ()), "603.2")
    >>> creatures_named(board, trigger, "other"), creatures_named(board, trigger, "self")
    (('bear',), ('imp',))
    """
    if trigger.stale:
        return tuple(c for c in _reached(board, trigger, target) if c not in trigger.stale)
    return _reached(board, trigger, target)


def _reached(board: Board, trigger: Trigger, target: str) -> tuple[str, ...]:
    if target == "it":
        return (trigger.creature,)
    if target == "self":  # the permanent with the ability ("~")
        return (trigger.source,)
    if target == "host":  # "enchanted creature", "equipped creature" (303.4a, 301.5a)
        source = board.get(trigger.source)
        return (source.attached_to,) if source is not None and source.attached_to else ()
    if target == "other":
        return (trigger.other,) if trigger.other else ()
    if target == "target":
        return (trigger.target,) if trigger.target else ()
    if target in ("attacking", "attacking_yours"):
        # each attacking creature (of the ability's controller), as it resolves
        return tuple(
            a
            for a in board.attackers()
            if target == "attacking" or board.permanent(a).controller == trigger.controller
        )
    if target == "blockers":  # the creatures blocking it (509.1h)
        return board.blockers_of(trigger.creature)
    raise UnknownEffectWord(target, "creatures")


def player_named(board: Board, trigger: Trigger, who: str) -> str:
    """The player an effect names: "you" (the ability's controller), the
    defending player of the block's attacker, or the other creature's
    controller.

    >>> from mtgcombat.core.abilities import BlockTrigger
    >>> from mtgcombat.core.model import Board, Player
    >>> from mtgcombat.rules.triggers_effects import _Trigger
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> trigger = _Trigger("A", "imp", "imp", "blocks", "", BlockTrigger(("blocks",), ()),
    ...                    "603.2", defending="B")
    >>> player_named(board, trigger, "you"), player_named(board, trigger, "defending")
    ('A', 'B')
    """
    if who == "you":
        return trigger.controller
    if who == "it_controller":
        return board.permanent(trigger.creature).controller
    if who == "other_controller":
        return board.permanent(trigger.other).controller if trigger.other else ""
    if who == "that_player" or who in TARGET_PLAYERS:  # 603.3d: the chosen player
        return trigger.player
    if who != "defending":
        raise UnknownEffectWord(who, "player")
    if trigger.defending:
        return trigger.defending
    creature = board.permanent(trigger.creature)
    attacker = trigger.creature if creature.attacking is not None else trigger.other
    if not attacker:
        attackers = board.declared_blocked_by(trigger.creature)
        attacker = attackers[0] if attackers else ""
    # The defending player is fixed when the attack is declared (508.5).
    return board.defending_player(attacker) if attacker else creature.controller


def players_named(board: Board, trigger: Trigger, who: str) -> tuple[str, ...]:
    """ "Each opponent": each opponent of the controller still in the game (102.2, 102.3, 800.4a),
    in board order; "each other opponent" not the player dealt damage; else :func:`player_named`.

    >>> from mtgcombat.core.abilities import BlockTrigger
    >>> from mtgcombat.core.model import Board, Player
    >>> from mtgcombat.rules.triggers_effects import _Trigger
    >>> board = Board([Player("A"), Player("B"), Player("C")], [], "A")
    >>> trigger = _Trigger("A", "imp", "imp", "blocks", "", BlockTrigger(("blocks",), ()),
    ...                    "603.2")
    >>> players_named(board, trigger, "each_opponent")
    ('B', 'C')
    """
    if who in ("each_opponent", "each_other_opponent"):
        ctl, skip = trigger.controller, trigger.player if who == "each_other_opponent" else None
        them = [p.id for p in board.players if not p.lost and board.are_opponents(ctl, p.id)]
        return tuple(p for p in them if p != skip)
    if who == "each_player":  # each player still in the game (800.4a), APNAP (101.4)
        ids = [p.id for p in board.players if not p.lost]
        start = ids.index(board.active_player) if board.active_player in ids else 0
        return (*ids[start:], *ids[:start])
    player = player_named(board, trigger, who)
    return (player,) if player else ()
