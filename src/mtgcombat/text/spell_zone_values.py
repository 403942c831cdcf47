"""The values of a timeline spell's instructions on hands, libraries and
graveyards (issue 33, session 13), read by card.lark's ``spell_sentence``
and carried out by :mod:`mtgcombat.rules.spell_zones`:

* "Target player draws two cards.", "Its controller draws a card.", "Each
  opponent draws a card." (121.1);
* "Discard a card.", "Target opponent discards two cards." (701.9a);
* "Mill three cards.", "Target player mills three cards." (701.17a);
* "Target opponent reveals their hand." (701.20: no card moves).

"Target player" and "target opponent" are player targets (115.1; an
opponent for the second, 102.2); "its controller" names the controller of
a target an earlier sentence chose (608.2h).
"""

from __future__ import annotations

from typing import Any, cast

from mtgcombat.rules.spell_zones import CardsAction, CardsEffect, CardsPlayer
from mtgcombat.text.spell_values import NOBODY, Parts


def _parts(action: CardsAction, c: list[Any]) -> Parts:
    word = next((str(x) for x in c if isinstance(x, str)), "you")
    if word == "target_opponent":
        effect = CardsEffect(action, "target", _amount(c))
        return Parts((effect,), NOBODY, players=True, opponents=True)
    who = cast("CardsPlayer", word)
    effect = CardsEffect(action, who, _amount(c))
    if who == "target":
        return Parts((effect,), NOBODY, players=True)
    return Parts((effect,), None, it=who == "it_controller")


def _amount(c: list[Any]) -> int:
    return next((x for x in c if type(x) is int), 1)


class SpellZoneValues:
    """Transformer methods (mixed into the grammar's transformer).

    >>> from mtgcombat.text.spells import parse_spell
    >>> [str(e) for e in parse_spell("Target player mills three cards.").effects]
    ['the target player mills 3 card(s)']
    >>> parse_spell("Target opponent reveals their hand.").opponents
    True
    """

    def cw_target(self, c: list[Any]) -> str:
        return "target"

    def cw_target_opponent(self, c: list[Any]) -> str:
        return "target_opponent"

    def cw_each_player(self, c: list[Any]) -> str:
        return "each_player"

    def cw_each_opponent(self, c: list[Any]) -> str:
        return "each_opponent"

    def cw_it_controller(self, c: list[Any]) -> str:
        return "it_controller"

    def sp_cards(self, c: list[Any]) -> int:
        return _amount(c)

    def sp_cards_draw(self, c: list[Any]) -> Parts:
        """ "Target player draws two cards." (121.1)

        >>> from mtgcombat.text.spells import parse_spell
        >>> parse_spell("Target player draws two cards.").effects
        (CardsEffect(action='draw', player='target', amount=2),)
        """
        return _parts("draw", c)

    def sp_cards_discard(self, c: list[Any]) -> Parts:
        return _parts("discard", c)

    def sp_cards_mill(self, c: list[Any]) -> Parts:
        return _parts("mill", c)

    def sp_cards_reveal(self, c: list[Any]) -> Parts:
        return _parts("reveal", c)


__all__ = ["SpellZoneValues"]
