"""Instructions of a timeline's spell on hands, libraries and graveyards
(issue 33, session 13): "Target player draws two cards.", "Its controller
draws a card.", "Target player mills three cards.", "Each opponent discards
a card.", "Discard a card.", "Target opponent reveals their hand."

Drawing (121.1), discarding (701.9a; 701.8a in 2023) and milling (701.17a;
701.13a in 2023) are carried out by :mod:`mtgcombat.rules.hand_zones`: the
hand and graveyard counts a board gives follow them. Revealing a hand
(701.20; 701.16 in 2023) moves no card (701.20b): its event and nothing
more. The player is the spell's controller ("you"), each player target
still legal (115.1, 608.2b), the controller of the spell's target as it
last existed ("its controller", 608.2h), or each player or each opponent in
APNAP order (101.4).

>>> from mtgcombat.core.model import Board, Player
>>> board = Board([Player("A"), Player("B", hand=3)], [], "A")
>>> after, events = apply_cards(board, RuleSet.CURRENT, CardsEffect("draw", "target", 2), ("B",),
...                             "A", "timeline[0]")
>>> after.player("B").hand, [e.kind for e in events]
(5, ['cards_drawn', 'zone_count_changed'])
"""

from __future__ import annotations

from typing import Literal

from mtgcombat.core.event import Event
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.core.zone_events import HandRevealed
from mtgcombat.rules.hand_zones import discard_cards, draw_cards, mill_cards

CardsAction = Literal["draw", "discard", "mill", "reveal"]
CardsPlayer = Literal["you", "target", "it_controller", "each_player", "each_opponent"]

_WHO = {
    "you": "you",
    "target": "the target player",
    "it_controller": "its controller",
    "each_player": "each player",
    "each_opponent": "each opponent",
}


@dataclass(frozen=True, slots=True)
class CardsEffect:
    """``player`` draws, discards or mills ``amount`` cards, or reveals
    their hand (121.1, 701.9a, 701.17a, 701.20a).

    >>> str(CardsEffect("draw", "target", 2)), str(CardsEffect("reveal", "target"))
    ('the target player draws 2 card(s)', 'the target player reveals their hand')
    >>> str(CardsEffect("discard", "you"))
    'you discard 1 card(s)'
    """

    action: CardsAction
    player: CardsPlayer = "you"
    amount: int = 1

    def __str__(self) -> str:
        who = _WHO[self.player]
        verb = self.action if self.player == "you" else f"{self.action}s"
        if self.action == "reveal":
            return f"{who} {verb} {'your' if self.player == 'you' else 'their'} hand"
        return f"{who} {verb} {self.amount} card(s)"


def _players(
    board: Board, player: CardsPlayer, targets: tuple[str, ...], controller: str
) -> list[str]:
    if player == "you":
        return [controller]
    if player == "target":  # each player target still legal (608.2b)
        return [t for t in targets if board.is_player(t)]
    if player == "it_controller":  # as the target last existed (608.2h)
        found = (board.get(t) for t in targets)
        return list(dict.fromkeys(p.controller for p in found if p is not None))
    ids = [p.id for p in board.players]
    start = ids.index(board.active_player) if board.active_player in ids else 0
    team = set(board.team_of(controller)) | {controller}
    others = player == "each_opponent"
    return [  # APNAP order (101.4), players still in the game (800.4a)
        pid
        for pid in ids[start:] + ids[:start]
        if not board.player(pid).lost and not (others and pid in team)
    ]


def apply_cards(
    board: Board,
    rules: RuleSet,
    effect: CardsEffect,
    targets: tuple[str, ...],
    controller: str,
    source: str,
) -> tuple[Board, list[Event]]:
    """:class:`CardsEffect` for each player it names, with its events.

    >>> from mtgcombat.core.model import Board, Player
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> _, events = apply_cards(board, RuleSet.R2023, CardsEffect("reveal", "target"), ("B",),
    ...                         "A", "timeline[0]")
    >>> [(e.kind, e.rule) for e in events]
    [('hand_revealed', '701.16')]
    """
    events: list[Event] = []
    for player in _players(board, effect.player, targets, controller):
        if effect.action == "reveal":  # 701.20b: the cards stay in the hand
            rule = "701.16" if rules is RuleSet.R2023 else "701.20"
            events.append(HandRevealed(rule, player, source))
            continue
        act = {"draw": draw_cards, "discard": discard_cards, "mill": mill_cards}[effect.action]
        board, happened = act(board, rules, player, effect.amount, source)
        events.extend(happened)
    return board, events


__all__ = ["CardsAction", "CardsEffect", "CardsPlayer", "apply_cards"]
