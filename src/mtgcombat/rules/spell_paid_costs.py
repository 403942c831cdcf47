"""Additional costs of a timeline's spell that are not a permanent
(issue 33, session 10): "As an additional cost to cast this spell, pay 3
life." and "..., discard a card." (601.2b), paid as the spell is cast, after
its targets are chosen (601.2h), so a spell whose targets are all illegal as
it resolves (608.2b) has still been paid for.

Paying life is losing that much life (119.4), and a player may pay only as
much life as they have (119.4): the entry is refused otherwise. A card
discarded (701.9; 701.8 in 2023) leaves a hand, which is not on the board: an
event says it, and nothing on the battlefield changes (a scenario's ``hand``
is the count as the spell resolves, after its costs).

A player who paid life receives priority once the spell is cast, so
state-based actions are checked then (117.3c, 704.3), before the spell
resolves: a caster at 0 or less life loses (704.5a); in a game that goes on
without them the spell they own leaves the game with them (800.4a) and does
not resolve, and a game they leave to a single player is over (104.2a).

>>> from mtgcombat.core.model import Board, Player
>>> from mtgcombat.core.ruleset import RuleSet
>>> from mtgcombat.rules.timeline_entries import Spell
>>> spell = Spell("Pay 3 life. Discard a card.", (), life_cost=3, discard_cost=1)
>>> board = Board([Player("A"), Player("B")], [], "A")
>>> after, events = pay_costs(board, RuleSet.CURRENT, spell, "B", "timeline[0]")
>>> after.player("B").life, [(e.kind, e.rule) for e in events]
(17, [('life_lost', '119.4'), ('cards_discarded', '701.9')])
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgcombat.core.damage_events import LeftGame, LifeLost
from mtgcombat.core.damage_trigger_events import CardsDiscarded
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.multiplayer import share_team_totals
from mtgcombat.rules.sba import check_state_based_actions, sides_left

if TYPE_CHECKING:
    from mtgcombat.rules.timeline_entries import Spell


def life_unpaid(board: Board, spell: Spell, caster: str) -> bool:
    """Whether ``caster`` has less life than the spell's life cost: it can't
    be paid (119.4), so the spell can't be cast (601.2h).

    >>> from mtgcombat.core.model import Player
    >>> from mtgcombat.rules.timeline_entries import Spell
    >>> board = Board([Player("A", life=2), Player("B")], [], "A")
    >>> life_unpaid(board, Spell("x", (), life_cost=3), "A")
    True
    >>> life_unpaid(board, Spell("x", (), life_cost=2), "A")
    False
    """
    return spell.life_cost > 0 and board.player(caster).life < spell.life_cost


def pay_costs(
    board: Board, rules: RuleSet, spell: Spell, caster: str, source: str
) -> tuple[Board, list[Event]]:
    """The board after ``caster`` pays the spell's life and discard costs
    (601.2h; 119.4, 701.9), with their events.

    >>> from mtgcombat.core.model import Player
    >>> from mtgcombat.rules.timeline_entries import Spell
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> after, events = pay_costs(board, RuleSet.R2023, Spell("x", (), discard_cost=2), "A", "t")
    >>> after is board, [(e.kind, e.rule) for e in events]
    (True, [('cards_discarded', '701.8')])
    """
    events: list[Event] = []
    if spell.life_cost > 0:
        lost = spell.life_cost
        after = board.with_players(
            evolve(p, life=p.life - lost) if p.id == caster else p for p in board.players
        )
        board, shared = share_team_totals(board, after)  # Two-Headed Giant (810.9)
        events.extend((LifeLost("119.4", caster, lost, source), *shared))
    if spell.discard_cost > 0:
        rule = "701.8" if rules is RuleSet.R2023 else "701.9"
        events.append(CardsDiscarded(rule, caster, spell.discard_cost, source))
    return board, events


def cast_paid(
    board: Board, rules: RuleSet, spell: Spell, caster: str, source: str
) -> tuple[Board, list[Event], bool]:
    """:func:`pay_costs`, then, when life was paid, the state-based actions
    checked as a player would receive priority after the cast (117.3c,
    704.3); with whether the spell still resolves: not when its caster lost
    (704.5a), as it leaves the game with them (800.4a) or the game is over
    (104.2a).

    >>> from mtgcombat.core.model import Player
    >>> from mtgcombat.rules.timeline_entries import Spell
    >>> board = Board([Player("A", life=3), Player("B"), Player("C")], [], "A")
    >>> spell = Spell("x", (), life_cost=3)
    >>> after, events, resolves = cast_paid(board, RuleSet.CURRENT, spell, "A", "t")
    >>> resolves, [(e.kind, e.rule) for e in events]
    (False, [('life_lost', '119.4'), ('player_lost', '704.5a'), ('left_game', '800.4a')])
    """
    board, events = pay_costs(board, rules, spell, caster, source)
    if spell.life_cost <= 0:
        return board, events, True
    board, checked = check_state_based_actions(board, rules)
    events.extend(checked)
    if not board.player(caster).lost:
        return board, events, True
    if sides_left(board) >= 2:  # the game goes on without them (800.4a)
        events.append(LeftGame("800.4a", source, caster))
    return board, events, False
