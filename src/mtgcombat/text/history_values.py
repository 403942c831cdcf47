"""Card conditions on what happened earlier this turn (issue 33, session
10): the ``ht_`` rules of card.lark, one condition form each, usable
wherever the grammar takes a condition (``bcond``): after "as long as" in a
static ability (611.3a) and as the intervening "if" of a trigger (603.4).

* morbid, "a creature died this turn", "three or more creatures died this
  turn" (700.4); "a creature you controlled died this turn";
* raid, "you attacked this turn" (508.1);
* "you gained life this turn", "an opponent lost life this turn" (119.9,
  119.3), "you gained 3 or more life this turn";
* "you've cast an instant or sorcery spell this turn", "you've cast a
  noncreature spell this turn", "you've cast two or more spells this turn"
  (601.2i);
* "you've drawn two or more cards this turn" (121.1);
* "it entered the battlefield this turn" (603.6a);
* revolt, "a permanent you controlled left the battlefield this turn"
  (603.6c);
* (session 13) a selector's quality, not a condition: "target creature
  that was dealt damage this turn" (120.3), "that dealt damage this turn",
  "that blocked this turn" (509.1), "that attacked this turn" (508.1),
  "that entered the battlefield this turn" (603.6a), "each creature dealt
  damage this turn" (``hist_`` rules; :attr:`Selector.history`).

Each is a :class:`~mtgcombat.core.turn_history.ThisTurn`, read from the
players' records of the turn; a board whose file does not give a record
the line needs is refused as it loads (:mod:`mtgcombat.scenario.turn_history`).
:class:`HistoryValues` turns the trees into values; the parser's
transformer inherits it.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgcombat.core.turn_history import ThisTurn

__all__ = ["HistoryValues"]


def _numbers(c: list[Any]) -> list[int]:
    return [x for x in c if type(x) is int]


class HistoryValues:
    """The transformer's methods for the ``ht_`` rules of card.lark.

    >>> from mtgcombat.text import parse_sentence
    >>> parse_sentence("As long as a creature died this turn, ~ gets +1/+1.").status
    'modelled'
    """

    def ht_died_any(self, c: list[Any]) -> ThisTurn:
        n = _numbers(c)
        return ThisTurn("died", "player", ">=", n[0] if n else 1)

    def ht_died_yours(self, c: list[Any]) -> ThisTurn:
        return ThisTurn("died", "you")

    def ht_attacked(self, c: list[Any]) -> ThisTurn:
        return ThisTurn("attacked", "you")

    def htw_you(self, c: list[Any]) -> str:
        return "you"

    def htw_opponent(self, c: list[Any]) -> str:
        return "opponent"

    def htw_player(self, c: list[Any]) -> str:
        return "player"

    def ht_life(self, c: list[Any]) -> ThisTurn:
        who = next(x for x in c if isinstance(x, str) and not isinstance(x, Token))
        if _word(c, "HTLIFE") == "gained":
            return ThisTurn("gained", who)  # type: ignore[arg-type]
        return ThisTurn("lost", who)  # type: ignore[arg-type]

    def ht_life_n(self, c: list[Any]) -> ThisTurn:
        if _word(c, "HTLIFE") == "gained":
            return ThisTurn("gained", "you", ">=", _numbers(c)[0])
        return ThisTurn("lost", "you", ">=", _numbers(c)[0])

    def htspell(self, c: list[Any]) -> tuple[tuple[str, ...], bool]:
        words = [str(t).lower() for t in c if isinstance(t, Token)]
        non = any(t.type == "HTNONSPELL" for t in c if isinstance(t, Token))
        types = tuple(w.removeprefix("non").removeprefix("-") if non else w for w in words)
        return types, non

    def ht_cast(self, c: list[Any]) -> ThisTurn:
        kinds = next((x for x in c if type(x) is tuple), ((), False))
        return ThisTurn("cast", "you", ">=", 1, kinds[0], kinds[1])

    def ht_cast_n(self, c: list[Any]) -> ThisTurn:
        kinds = next((x for x in c if type(x) is tuple), ((), False))
        return ThisTurn("cast", "you", ">=", _numbers(c)[0], kinds[0], kinds[1])

    def ht_drawn(self, c: list[Any]) -> ThisTurn:
        return ThisTurn("drawn", "you", ">=", _numbers(c)[0])

    def ht_entered(self, c: list[Any]) -> ThisTurn:
        return ThisTurn("entered")

    def ht_left(self, c: list[Any]) -> ThisTurn:
        return ThisTurn("left", "you")

    # session 13: a selector's "that was dealt damage this turn" and the like
    # (Selector.history), read from the board and the records as it is matched

    def hist_damaged(self, c: list[Any]) -> dict[str, Any]:
        return {"history": "damaged"}  # 120.3

    def hist_dealt(self, c: list[Any]) -> dict[str, Any]:
        return {"history": "dealt"}  # 120.3

    def hist_blocked(self, c: list[Any]) -> dict[str, Any]:
        return {"history": "blocked"}  # 509.1

    def hist_attacked(self, c: list[Any]) -> dict[str, Any]:
        return {"history": "attacked"}  # 508.1

    def hist_entered(self, c: list[Any]) -> dict[str, Any]:
        return {"history": "entered"}  # 603.6a


def _word(c: list[Any], kind: str) -> str:
    return next(str(t).lower() for t in c if isinstance(t, Token) and t.type == kind)
