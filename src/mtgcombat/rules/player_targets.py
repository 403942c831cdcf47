"""A triggered ability's target that is a player, or a player or a
planeswalker (CR 115.1, 603.3d, 608.2b): "target player loses 2 life",
"target opponent loses 1 life and you gain 1 life", "~ deals 2 damage to
target player or planeswalker", "... to target opponent or planeswalker".

Such an ability's effects name the player as ``target_player``,
``target_opponent``, ``target_player_or_walker`` or
``target_opponent_or_walker`` (:data:`PLAYER_TARGETS`). Its target is the
next of its source's ``choices.targets`` as it is put on the stack (603.3d),
like a creature target (:mod:`mtgcombat.rules.triggers_targets`): a player
(an opponent of the ability's controller for "target opponent", 102.2), or,
with "or planeswalker", a planeswalker on the battlefield. Shroud, hexproof
and protection of a player or a planeswalker forbid it (702.18a, 702.11c,
702.16k; :mod:`mtgcombat.rules.targeting`). As the ability resolves, its
target is checked again: an illegal one means the ability does nothing
(608.2b). The chosen player (or planeswalker) is the trigger's ``player``:
the effects find it there (``that_player``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.core.events import Event, TargetChosen, TriggerRemoved
from mtgcombat.core.model import Board, CardType, Permanent
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.targeting import player_targeting_problem, targeting_problem

if TYPE_CHECKING:
    from mtgcombat.rules.triggers_effects import _Trigger

PLAYER_TARGETS: dict[str, tuple[bool, bool]] = {
    "target_player": (False, False),
    "target_opponent": (True, False),
    "target_player_or_walker": (False, True),
    "target_opponent_or_walker": (True, True),
}
"""Each name of a chosen player, and what it allows: (only an opponent of
the ability's controller, a planeswalker too)."""


def player_target(ability: BlockTrigger) -> str:
    """The name of the player target ``ability`` chooses (a key of
    :data:`PLAYER_TARGETS`), or "" when it chooses none.

    >>> from mtgcombat.core.abilities import LifeEffect
    >>> player_target(BlockTrigger(("dies",), (LifeEffect(-1, "target_opponent"), LifeEffect(1))))
    'target_opponent'
    >>> player_target(BlockTrigger(("dies",), (LifeEffect(1),)))
    ''
    """
    for e in ability.effects:
        who = getattr(e, "player", "") or getattr(e, "target", "")
        if who in PLAYER_TARGETS:
            return str(who)
    return ""


def player_target_problem(
    board: Board, source: Permanent, target: str, kind: str
) -> tuple[str, dict[str, object]] | None:
    """Why ``target`` can't be the target ``kind`` of ``source``'s ability,
    as a message key and its facts; ``None`` when it can (115.1, 102.2).

    >>> from mtgcombat.core.model import Player
    >>> imp = Permanent(id="imp", controller="A", power=1, toughness=1)
    >>> board = Board([Player("A"), Player("B")], [imp], "A")
    >>> player_target_problem(board, imp, "B", "target_opponent") is None
    True
    >>> player_target_problem(board, imp, "A", "target_opponent")
    ('target_not_opponent', {'target': 'A'})
    >>> player_target_problem(board, imp, "imp", "target_player_or_walker")
    ('target_not_player_or_walker', {'target': 'imp'})
    """
    opponents, walkers = PLAYER_TARGETS[kind]
    if any(p.id == target for p in board.players):
        if opponents and not board.are_opponents(source.controller, target):
            return "target_not_opponent", {"target": target}
        return player_targeting_problem(board, target, source.controller, source)
    perm = board.get(target)
    if walkers and perm is not None and perm.on_battlefield and perm.is_type(CardType.PLANESWALKER):
        return targeting_problem(board, perm, source, spell=False)
    key = "target_not_player_or_walker" if walkers else "target_not_player"
    return key, {"target": target}


_PROBLEMS = {
    "target_not_player": '"{target}" is not a player',
    "target_not_player_or_walker": '"{target}" is not a player or planeswalker',
    "target_not_opponent": '"{target}" is not an opponent of its controller (102.2)',
}


def choose_player_target(
    board: Board,
    trigger: _Trigger,
    kind: str,
    used: dict[str, int],
    words: Callable[[str, dict[str, object]], str],
) -> tuple[_Trigger | None, list[Event]]:
    """The trigger with its player target: the next of its source's
    ``choices.targets`` (603.3d; ``used`` counts those taken; ``words``
    gives the English text of a target problem's key). A chosen
    target that is not legal is a :class:`ChoiceError`; with none named,
    an ability with a legal target is one too, unless its "you may" is
    declined (603.5); one with no legal target is removed from the stack
    (``None``).

    >>> from mtgcombat.core.abilities import LifeEffect
    >>> from mtgcombat.core.model import Player
    >>> from mtgcombat.core.permanent import TriggerChoices
    >>> from mtgcombat.rules.triggers_effects import _Trigger
    >>> imp = Permanent(id="imp", controller="A", power=1, toughness=1,
    ...                 choices=TriggerChoices(targets=("B",)))
    >>> board = Board([Player("A"), Player("B")], [imp], "A")
    >>> ability = BlockTrigger(("dies",), (LifeEffect(-1, "target_opponent"),))
    >>> t = _Trigger("A", "imp", "imp", "dies", "", ability, "603.3b")
    >>> chosen, events = choose_player_target(board, t, "target_opponent", {}, str)
    >>> chosen.player, [e.kind for e in events]
    ('B', ['target_chosen'])
    """
    source = board.permanent(trigger.source)
    choices = source.choices
    n = used.get(source.id, 0)
    if n < len(choices.targets):
        used[source.id] = n + 1
        target = choices.targets[n]
        found = player_target_problem(board, source, target, kind)
        if found:
            key, facts = found
            problem = _PROBLEMS[key].format(**facts) if key in _PROBLEMS else words(key, facts)
            raise ChoiceError(
                source.id,
                "choices.targets",
                f"target {n + 1}: {problem}",
                "603.3d",
                key,
                {"n": n + 1, **facts},
            )
        chosen = dataclasses.replace(trigger, player=target)
        return chosen, [TargetChosen("603.3d", source.id, target)]
    legal = [
        x
        for x in (*(p.id for p in board.players), *(p.id for p in board.permanents))
        if not player_target_problem(board, source, x, kind)
    ]
    if legal and trigger.ability.optional and not choices.may:
        return trigger, []  # declined as it resolves (603.5): no target needed
    if legal:
        walker = " or planeswalker" if kind.endswith("_walker") else ""
        raise ChoiceError(
            source.id,
            "choices.targets",
            f"its triggered ability ({trigger.ability}) needs a target player{walker}: name "
            f"{len(choices.targets) + 1} target(s) (legal now: {', '.join(legal)})"
            + ("" if not trigger.ability.optional else ", or set choices.may = false"),
            "603.3d",
            "choice_needs_player_or_walker_target"
            if kind.endswith("_walker")
            else "choice_needs_player_target",
            {
                "ability": trigger.ability,
                "count": len(choices.targets) + 1,
                "legal": tuple(legal),
                "may": trigger.ability.optional,
            },
        )
    return None, [TriggerRemoved("603.3d", source.id, str(trigger.ability))]


def player_target_gone(board: Board, trigger: _Trigger, kind: str) -> bool:
    """Whether the trigger's chosen player target is illegal as it resolves
    (608.2b: the ability does nothing); ``False`` when none was chosen (its
    "you may" declined).

    >>> from mtgcombat.core.abilities import LifeEffect
    >>> from mtgcombat.core.model import Player
    >>> from mtgcombat.rules.triggers_effects import _Trigger
    >>> imp = Permanent(id="imp", controller="A", power=1, toughness=1)
    >>> board = Board([Player("A"), Player("B")], [imp], "A")
    >>> ability = BlockTrigger(("dies",), (LifeEffect(-1, "target_player"),))
    >>> t = _Trigger("A", "imp", "imp", "dies", "", ability, "603.3b", player="B")
    >>> player_target_gone(board, t, "target_player")
    False
    """
    if not trigger.player:
        return False
    source = board.permanent(trigger.source)
    return player_target_problem(board, source, trigger.player, kind) is not None


__all__ = [
    "PLAYER_TARGETS",
    "choose_player_target",
    "player_target",
    "player_target_gone",
    "player_target_problem",
]
