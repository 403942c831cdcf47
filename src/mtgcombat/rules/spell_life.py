"""Life riders of spells (issue 33): life gained for each permanent of a kind
"You gain 1 life for each attacking creature." (Respite), "You gain 1 life
for each creature you control." (Pledge of Unity), "You gain 1 life for each
creature on the battlefield." (Blunt the Assault).

The permanents are counted once, as the spell resolves (608.2h), relative
to its controller ("you control", "your opponents control"): those that
entered, left or stopped attacking before it resolves count as they are
then. The life is then gained in one event (119.3), as "you gain N life"
is, with its replacements and restrictions (119.7 "can't gain life",
810.9g a Two-Headed Giant team's); a count of 0 gains no life (119.3: a
gain of 0 is not a life gain, no event).

"Players can't gain life this turn." (Skullcrack, Call In a Professional:
119.7) marks every player in the game as it resolves; lifelink and other
life gains of the turn then gain no life, until the cleanup step (514.2:
:func:`end_players_cant_gain_life` lifts the marks it set, not one a
player had already).

>>> from mtgcombat.core.model import Board, Permanent, Player
>>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
>>> elf = Permanent(id="elf", controller="A", power=1, toughness=1, attacking="B")
>>> board = Board([Player("A"), Player("B")], [bear, elf], "A")
>>> attacking = Selector(role="attacking")
>>> after, events = apply_counted_life(board, CountedLifeEffect(attacking), "B", "timeline[0]")
>>> after.player("B").life, [e.rule for e in events]
(22, ['119.3'])
"""

from __future__ import annotations

from mtgcombat.core.abilities import LifeEffect, Selector
from mtgcombat.core.events import Event, PlayersCantGainLife
from mtgcombat.core.model import Board, Count, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.sacrifice_values import Sacrificed
from mtgcombat.core.selectors import count
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class CountedLifeEffect:
    """The spell's controller gains ``amount`` life for each permanent
    ``counted`` matches (119.3), counted as the spell resolves (608.2h).

    >>> str(CountedLifeEffect(Selector(controller="you")))
    'you gain X life, where X is the number of creatures you control'
    >>> str(CountedLifeEffect(Selector(role="attacking"), 2))
    'you gain X life, where X is 2 times the number of attacking creatures'

    With ``paid`` (issue 33, session 13), X is instead a number of the
    permanent sacrificed to pay the spell's cost (601.2h, 608.2h), and
    ``counted`` is not read: "You gain life equal to the sacrificed
    creature's toughness." (Worthy Cause).

    >>> str(CountedLifeEffect(Selector(), paid=Sacrificed("toughness")))
    "you gain X life, where X is the sacrificed creature's toughness"
    """

    counted: Selector
    amount: int = 1
    paid: Sacrificed | None = None

    def __str__(self) -> str:
        times = f"{self.amount} times " if self.amount != 1 else ""
        what = self.paid if self.paid is not None else Count(self.counted)
        return f"you gain X life, where X is {times}{what}"


def apply_counted_life(
    board: Board,
    effect: CountedLifeEffect,
    controller: str,
    source: str,
    rules: RuleSet = RuleSet.CURRENT,
) -> tuple[Board, list[Event]]:
    """The life the spell's ``controller`` gains: ``amount`` times the
    permanents counted now (608.2h), gained as one event (119.3); none for
    a count of 0.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2)
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> mine = Selector(controller="you")
    >>> apply_counted_life(board, CountedLifeEffect(mine), "A", "timeline[0]")[1]
    []
    >>> after, _ = apply_counted_life(board, CountedLifeEffect(mine, 3), "B", "timeline[0]")
    >>> after.player("B").life
    23
    """
    from mtgcombat.rules.spell_effects import apply_untargeted, caster_object  # noqa: PLC0415

    me = caster_object("\x00spell", controller)  # "you control": the spell's controller
    if effect.paid is not None:  # session 13: the sacrificed permanent's (608.2h)
        from mtgcombat.rules.spell_counted import spell_x  # noqa: PLC0415

        gained = effect.amount * spell_x(board, effect.paid, controller)
    else:
        gained = effect.amount * count(board, Count(effect.counted), me)
    if gained <= 0:
        return board, []
    return apply_untargeted(board, rules, LifeEffect(gained), controller, source)


@dataclass(frozen=True, slots=True)
class PlayersCantGainLifeEffect:
    """Players can't gain life this turn (119.7).

    >>> str(PlayersCantGainLifeEffect())
    "players can't gain life this turn"
    """

    def __str__(self) -> str:
        return "players can't gain life this turn"


def apply_players_cant_gain_life(board: Board, source: str) -> tuple[Board, list[Event]]:
    """Every player in the game can't gain life this turn (119.7); the
    event names those newly marked (the others were already).

    >>> from mtgcombat.core.model import Player
    >>> board = Board([Player("A"), Player("B", cant_gain_life=True)], [], "A")
    >>> after, events = apply_players_cant_gain_life(board, "timeline[0]")
    >>> [p.cant_gain_life for p in after.players], events[0].players
    ([True, True], ('A',))
    """
    marked = tuple(p.id for p in board.players if not p.cant_gain_life and not p.lost)
    players = tuple(evolve(p, cant_gain_life=True) if p.id in marked else p for p in board.players)
    return board.with_players(players), [PlayersCantGainLife("119.7", marked, source)]


def end_players_cant_gain_life(board: Board, marked: tuple[str, ...]) -> Board:
    """514.2: the players the effect marked may gain life again.

    >>> from mtgcombat.core.model import Player
    >>> board = Board([Player("A", cant_gain_life=True), Player("B", cant_gain_life=True)], [],
    ...               "A")
    >>> [p.cant_gain_life for p in end_players_cant_gain_life(board, ("A",)).players]
    [False, True]
    """
    players = tuple(evolve(p, cant_gain_life=False) if p.id in marked else p for p in board.players)
    return board.with_players(players)


__all__ = [
    "CountedLifeEffect",
    "PlayersCantGainLifeEffect",
    "apply_counted_life",
    "apply_players_cant_gain_life",
    "end_players_cant_gain_life",
]
