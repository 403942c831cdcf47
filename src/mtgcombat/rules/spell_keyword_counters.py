"""A keyword counter a spell puts on its target (122.1b; issue 33, session
8): "Put a flying counter on it." A permanent with a keyword counter has
that keyword for as long as the counter stays, past the end of the turn
(no "until end of turn"); within one combat it is the keyword gained
(613.1f), with the counter recorded among the permanent's other counters
(122.1), and its timestamp is the counter's (613.7): a static ability
older than the counter that removes the keyword ("creatures your opponents
control lose flying") does not take it, as with "gains flying until end of
turn"; one that says it can't have the keyword still does (613.1f). A
permanent that can't have counters gets neither (122.1b needs the counter
on it).

>>> from mtgcombat.core.abilities import Keyword
>>> str(KeywordCounterEffect(Keyword.FLYING))
'put a flying counter on the target'
"""

from __future__ import annotations

from mtgcombat.core.abilities import Keyword
from mtgcombat.core.events import Event, KeywordCounterPut
from mtgcombat.core.instances import with_ability
from mtgcombat.core.model import Board
from mtgcombat.core.named_counter_values import KEYWORD_COUNTERS
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.rules.counter_placing import put_counters
from mtgcombat.rules.effects import has_effects
from mtgcombat.rules.layer6 import noted_later

KEYWORD_COUNTER_KINDS = frozenset(
    Keyword(k) for k in KEYWORD_COUNTERS if k in {w.value for w in Keyword}
)
"""The keywords of 122.1b's keyword counters that the engine carries out as
keywords (:data:`~mtgcombat.core.named_counter_values.KEYWORD_COUNTERS`
that are :class:`Keyword` values; a haste, hexproof, decayed or exalted
counter is refused)."""


@dataclass(frozen=True, slots=True)
class KeywordCounterEffect:
    """Put a ``keyword`` counter on the spell's target (122.1b).

    >>> KeywordCounterEffect(Keyword.TRAMPLE).keyword.value
    'trample'
    """

    keyword: Keyword

    def __str__(self) -> str:
        return f"put a {self.keyword.value} counter on the target"


def apply_keyword_counter(
    board: Board, effect: KeywordCounterEffect, target: str, source: str
) -> tuple[Board, list[Event]]:
    """The counter put on ``target``, which then has the keyword (122.1b).

    >>> from mtgcombat.core.model import Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> after, events = apply_keyword_counter(
    ...     board, KeywordCounterEffect(Keyword.FLYING), "bear", "timeline[0]")
    >>> Keyword.FLYING in after.permanent("bear").abilities, after.permanent("bear").counters.other
    (True, (('flying', 1),))
    >>> [e.kind for e in events]
    ['keyword_counter_put']
    """
    kind = effect.keyword.value
    events: list[Event] = []
    changed, n = put_counters(board, board.permanent(target), kind, 1, events)
    if not n:  # 122.1b: no counter, so no keyword
        return board, events
    changed = with_ability(changed, effect.keyword)
    if has_effects(board):
        # the keyword has the counter's timestamp, later than every static
        # ability's (613.7): an older "loses flying" does not take it
        changed = noted_later(changed, "gains", effect.keyword, source)
    board = board.with_permanents(changed if p.id == target else p for p in board.permanents)
    return board, [*events, KeywordCounterPut("122.1b", target, kind, source)]


__all__ = ["KEYWORD_COUNTER_KINDS", "KeywordCounterEffect", "apply_keyword_counter"]
