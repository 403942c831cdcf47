"""Card sentences for a gain of the life an ability made players lose
(issue 33, session 12): "each opponent loses 1 life. You gain life equal to
the life lost this way." (Tormented Hero, Servant of Tymaret, Kokusho, the
Evening Star). The grammar's ``lv_*`` rule (card.lark, in the block
triggers' effects, so after any trigger they read) reads the loss and the
gain together, never the gain alone: the loss, then a
:class:`~mtgcombat.core.triggered.LifeEffect` whose amount is the life the
ability's earlier effects made players lose as it resolves (119.3; each
opponent's loss counts, 102.2); the rules add it up
(:func:`mtgcombat.rules.triggers_targets.resolve_triggered`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from mtgcombat.core.triggered import LifeEffect, TriggerEffect

if TYPE_CHECKING:
    from mtgcombat.core.triggered import PlayerTarget


class LifeLostValues:
    """Transformer methods for the ``lv_*`` rules of card.lark.

    >>> from mtgcombat.text import parse_sentence
    >>> line = ("Whenever ~ becomes untapped, each opponent loses 1 life. "
    ...         "You gain life equal to the life lost this way.")
    >>> [str(a) for a in parse_sentence(line).traits.abilities]  # doctest: +NORMALIZE_WHITESPACE
    ['whenever this creature becomes untapped, each opponent loses 1 life and you gain life
      equal to the life lost this way']
    """

    def lv_drain(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        loser, amount, gainer = (x for x in c if isinstance(x, str | int))
        who = cast("tuple[PlayerTarget, PlayerTarget]", (loser, gainer))
        return (LifeEffect(-int(amount), who[0]), LifeEffect(1, who[1], lost_this_way=True))
