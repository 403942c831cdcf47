"""Life gained for each permanent of a kind, a spell's rider (issue 33):
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
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, Count
from mtgcombat.core.ruleset import RuleSet
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
    """

    counted: Selector
    amount: int = 1

    def __str__(self) -> str:
        times = f"{self.amount} times " if self.amount != 1 else ""
        return f"you gain X life, where X is {times}{Count(self.counted)}"


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
    gained = effect.amount * count(board, Count(effect.counted), me)
    if gained <= 0:
        return board, []
    return apply_untargeted(board, rules, LifeEffect(gained), controller, source)


__all__ = ["CountedLifeEffect", "apply_counted_life"]
