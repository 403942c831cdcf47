"""Players sacrificing permanents of their choice to a triggered ability
(701.21a; 701.17a in the 2023 rules): "defending player sacrifices a
creature", "that player sacrifices two permanents", "each opponent
sacrifices a land" (:class:`~mtgcombat.core.sacrifice_values.SacrificesEffect`)
and annihilator N (702.86a).

Each player who sacrifices chooses among the permanents they control that
the effect names (701.21a), as the ability resolves; then all of them are
sacrificed at once (101.4, 608.2). Who chooses what is a player's choice a
scenario names: the ``choices.sacrificed`` of the permanent whose ability it
is, ids taken in the order they are listed, each sacrificing player taking
the first ones that are theirs and match (a permanent sacrificed is gone,
so a later ability of the same source takes the next ones). The default,
when the file names too few:

* a player who controls no more such permanents than the ability asks for
  has nothing to choose: all of them are sacrificed (an event says so);
* otherwise there is no fair default (the best choice depends on the rest
  of the game): a :class:`~mtgcombat.rules.choice_errors.ChoiceError`
  names the field and the permanents the player may choose among.

A sacrificed permanent leaves combat (506.4) and goes to its owner's
graveyard; a creature that dies that way triggers "dies" abilities like any
other (:mod:`mtgcombat.rules.triggers_dies`).

>>> from mtgcombat.core.model import Board, Permanent, Player
>>> from mtgcombat.core.sacrifice_values import ANY_PERMANENT, SacrificesEffect
>>> crusher = Permanent(id="crusher", controller="A", power=8, toughness=8, attacking="B")
>>> bear = Permanent(id="bear", controller="B", power=2, toughness=2)
>>> board = Board([Player("A"), Player("B")], [crusher, bear], "A")
>>> effect = SacrificesEffect("defending", 2, ANY_PERMANENT)
>>> after, events = sacrifice_chosen(board, RuleSet.CURRENT, effect, ("B",), "crusher")
>>> after.permanent("bear").zone.value, [e.kind for e in events]
('graveyard', ['sacrifice_chosen', 'sacrificed', 'put_into_graveyard'])
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from mtgcombat.core.events import Event
from mtgcombat.core.keyword_events import KeywordTriggerResolves
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.sacrifice_events import SacrificeChosen
from mtgcombat.core.sacrifice_values import ANY_PERMANENT, SacrificesEffect
from mtgcombat.core.selectors import matches
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.spell_leaving import sacrifice_permanent


def _among(effect: SacrificesEffect) -> str:
    return str(effect.affected) if effect.affected.types else "permanents"


def sacrifice_candidates(
    board: Board, effect: SacrificesEffect, player: str, source: str
) -> list[str]:
    """The permanents ``player`` may sacrifice to ``effect`` of ``source``:
    the ones they control on the battlefield that it names (701.21a), in
    board order.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2)
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> sacrifice_candidates(board, SacrificesEffect(), "B", "bear"), \\
    ...     sacrifice_candidates(board, SacrificesEffect(), "A", "bear")
    (['bear'], [])
    """
    me = board.get(source)
    return [
        p.id
        for p in board.permanents
        if p.on_battlefield
        and p.controller == player
        and (me is None or matches(board, effect.affected, p, me))
    ]


def sacrifice_chosen(
    board: Board,
    rules: RuleSet,
    effect: SacrificesEffect,
    players: Sequence[str],
    source: str,
) -> tuple[Board, list[Event]]:
    """Each of ``players`` still in the game (800.4a) chooses ``effect.count``
    permanents to sacrifice, in APNAP order as given (101.4), from the
    ``choices.sacrificed`` of ``source``; then they are all sacrificed at
    once (701.21a). A missing choice with more candidates than asked for is
    a :class:`ChoiceError`; state-based actions are not performed here.

    >>> from mtgcombat.core.model import Permanent, Player, TriggerChoices
    >>> demon = Permanent(id="demon", controller="A", power=4, toughness=4, attacking="B",
    ...                   choices=TriggerChoices(sacrificed=("elf",)))
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2)
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1)
    >>> board = Board([Player("A"), Player("B")], [demon, bear, elf], "A")
    >>> after, events = sacrifice_chosen(board, RuleSet.CURRENT, SacrificesEffect(), ("B",),
    ...                                  "demon")
    >>> after.permanent("elf").zone.value, after.permanent("bear").zone.value, events[0].how
    ('graveyard', 'battlefield', 'chosen')
    """
    perm = board.get(source)
    named = perm.choices.sacrificed if perm is not None else ()
    taken: set[str] = set()
    events: list[Event] = []
    chosen_all: list[str] = []
    rule = "701.17a" if rules is RuleSet.R2023 else "701.21a"
    for player in players:
        if not board.is_player(player) or board.player(player).lost:
            continue
        could = sacrifice_candidates(board, effect, player, source)
        how: Literal["chosen", "all", "none"]
        if len(could) <= effect.count:
            chosen, how = could, ("all" if could else "none")
        else:
            chosen = [x for x in named if x in could and x not in taken][: effect.count]
            how = "chosen"
            if len(chosen) < effect.count:
                raise ChoiceError(
                    source,
                    "choices.sacrificed",
                    f"{player} sacrifices {effect.count} among {_among(effect)} as the "
                    f"ability resolves: name {effect.count} of theirs in choices.sacrificed "
                    f"(they may choose among: {', '.join(could)})",
                    rule,
                    "choice_needs_sacrifice",
                    {
                        "player": player,
                        "count": effect.count,
                        "among": effect.affected,
                        "candidates": ", ".join(could),
                    },
                )
        taken.update(chosen)
        chosen_all.extend(chosen)
        events.append(
            SacrificeChosen(
                rule, source, player, ", ".join(chosen), effect.count, _among(effect), how
            )
        )
    for target in chosen_all:  # all at once (701.21a, 608.2)
        board, happened = sacrifice_permanent(board, rules, target, source)
        events.extend(happened)
    return board, events


def resolve_annihilator(
    board: Board, rules: RuleSet, source: str, keyword: str, on_stack: Board
) -> tuple[Board, tuple[Event, ...]]:
    """Annihilator N of the attacking creature ``source`` (``keyword`` is
    "annihilator N") resolves (702.86a): the defending player, fixed as it
    attacked (508.5; read on ``on_stack``, the board as the ability
    triggered), sacrifices N permanents of their choice.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> crusher = Permanent(id="crusher", controller="A", power=8, toughness=8, attacking="B")
    >>> land = Permanent(id="land", controller="B", types=["land"])
    >>> board = Board([Player("A"), Player("B")], [crusher, land], "A")
    >>> after, events = resolve_annihilator(board, RuleSet.CURRENT, "crusher", "annihilator 2",
    ...                                     board)
    >>> after.permanent("land").zone.value, [e.kind for e in events][:2]
    ('graveyard', ['keyword_trigger', 'sacrifice_chosen'])
    """
    word = keyword.rsplit(maxsplit=1)[-1]
    count = int(word) if word.isdigit() else 0
    defending = on_stack.defending_player(source) if on_stack.get(source) else ""
    events: list[Event] = [
        KeywordTriggerResolves("702.86a", "annihilator", source, source, count, defending)
    ]
    if not defending or not count:
        return board, tuple(events)
    effect = SacrificesEffect("defending", count, ANY_PERMANENT)
    board, happened = sacrifice_chosen(board, rules, effect, (defending,), source)
    events.extend(happened)
    return board, tuple(events)


__all__ = ["resolve_annihilator", "sacrifice_candidates", "sacrifice_chosen"]
