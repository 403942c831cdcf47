"""The values of card.lark's ``spell_damage_groups``: damage a spell deals
to groups of permanents and to players in one instruction (120.3; issue 33,
session 13), carried out by :mod:`mtgcombat.rules.spell_group_damage`.

The entry point is tried only for a sentence ``spell_sentence`` does not
read (:func:`mtgcombat.text.spells.parse_parts`), so that no sentence read
before reads differently:

>>> from mtgcombat.text.spells import parse_spell
>>> hail = parse_spell("~ deals 2 damage to each attacking creature and 1 damage to you and "
...                    "each creature you control.")
>>> [str(e) for e in hail.effects][1]
'the spell deals 1 damage to each of the creatures you control and you'
"""

from __future__ import annotations

from typing import Any

from mtgcombat.core.abilities import LifeEffect, Selector
from mtgcombat.rules.spell_group_damage import GroupsDamageEffect
from mtgcombat.text.spell_values import Parts, SpellError

_PLAYER_WORDS = ("each", "opponents", "you")


class GroupDamageValues:
    """Transformer methods for ``spell_damage_groups`` (mixed into the
    spell values' transformer).

    >>> GroupDamageValues().dg_each_player([])
    'each'
    """

    def dg_each_player(self, c: list[Any]) -> str:
        return "each"

    def dg_each_opponent(self, c: list[Any]) -> str:
        return "opponents"

    def dg_you(self, c: list[Any]) -> str:
        return "you"

    def dg_each(self, c: list[Any]) -> Selector:
        return _one(c)

    def dg_each_not_yours(self, c: list[Any]) -> tuple[str, Selector]:
        """ "each creature you don't control": another player's, whoever (102.2)."""
        sel = _one(c)
        if sel.controller:
            raise SpellError("a group with two controllers")
        return ("others", sel)

    def dg_each_blocked(self, c: list[Any]) -> str:
        """ "each blocked creature": an attacking creature that is blocked (509.1h)."""
        return "blocked"

    def dg_items(self, c: list[Any]) -> dict[str, Any]:
        groups = tuple(x for x in c if isinstance(x, Selector))
        others = tuple(x[1] for x in c if isinstance(x, tuple))
        players = [x for x in c if x in _PLAYER_WORDS]
        if len(players) > 1:
            # "each opponent and you": two kinds of players in one list
            raise SpellError("damage to two kinds of players in one list")
        blocked = "blocked" in c
        return {
            "groups": groups, "others": others, "players": players[0] if players else "",
            "blocked": blocked,
        }  # fmt: skip

    def dg_part(self, c: list[Any]) -> tuple[GroupsDamageEffect, ...]:
        amounts = [x for x in c if type(x) is int]
        lists = [x for x in c if isinstance(x, dict)]
        return tuple(
            GroupsDamageEffect(amount, **items)
            for amount, items in zip(amounts, lists, strict=True)
        )

    def spell_damage_groups(self, c: list[Any]) -> Parts:
        effects: tuple[Any, ...] = next(x for x in c if isinstance(x, tuple))
        life = [x for x in c if type(x) is int]
        if life:  # "... and you gain 3 life" (119.3): the caster
            effects = (*effects, LifeEffect(life[0], "you"))
        return Parts(effects, None)


def _one(c: list[Any]) -> Selector:
    found: Selector = next(x for x in c if isinstance(x, Selector))
    return found


__all__ = ["GroupDamageValues"]
