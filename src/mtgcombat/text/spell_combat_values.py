"""The values of the session-7 timeline sentences read by card.lark's
``spell_sentence`` (issue 33), carried out by the rules modules named:

* "Target unblocked attacking creature becomes blocked." (509.1h;
  :mod:`mtgcombat.rules.spell_blocked`): the target an attacking creature
  no creature blocks, once blockers are declared;
* "You gain 1 life for each attacking creature." / "... for each creature
  you control" / "... for each creature on the battlefield" (119.3, counted
  as the spell resolves, 608.2h; :mod:`mtgcombat.rules.spell_life`): the
  permanents read relative to the spell's controller; a group named
  relative to another object ("other", "enchanted") is not carried out;
* "Damage can't be prevented this turn." (615.12;
  :mod:`mtgcombat.rules.unpreventable`); "The damage can't be prevented."
  after the spell's own damage is read by
  :mod:`mtgcombat.text.spell_cards` (it qualifies that damage);
* "Players can't gain life this turn." (119.7; :mod:`mtgcombat.rules.spell_life`).
"""

from __future__ import annotations

from typing import Any

from mtgcombat.core.abilities import Selector
from mtgcombat.core.sacrifice_values import Sacrificed
from mtgcombat.rules.spell_blocked import BecomesBlockedEffect
from mtgcombat.rules.spell_life import CountedLifeEffect, PlayersCantGainLifeEffect
from mtgcombat.rules.unpreventable import UnpreventableEffect
from mtgcombat.text.spell_values import Parts, SpellError, made_parts


class SpellCombatValues:
    """Transformer methods (mixed into the grammar's transformer).

    >>> from mtgcombat.text.spells import parse_spell
    >>> str(parse_spell("Target unblocked attacking creature becomes blocked.").target)
    'unblocked attacking creatures'
    """

    def unblocked_attacking(self, c: list[Any]) -> dict[str, Any]:
        return {"role": "unblocked attacking"}

    def sp_becomes_blocked(self, c: list[Any]) -> Parts:
        """ "Target unblocked attacking creature becomes blocked." (509.1h):
        only an unblocked attacking creature may be its target.

        >>> from mtgcombat.text.spells import parse_spell
        >>> parse_spell("Target unblocked attacking creature becomes blocked.").effects
        (BecomesBlockedEffect(),)
        """
        parts = made_parts((BecomesBlockedEffect(),), c)
        if parts.target is None or parts.target.role != "unblocked attacking" or parts.also:
            raise SpellError("a target other than an unblocked attacking creature becoming blocked")
        return parts

    def sp_life_per(self, c: list[Any]) -> Parts:
        """ "You gain 1 life for each attacking creature." (119.3, 608.2h)

        >>> from mtgcombat.text.spells import parse_spell
        >>> str(parse_spell("You gain 2 life for each creature you control.").effects[0])
        'you gain X life, where X is 2 times the number of creatures you control'
        """
        amount = next(x for x in c if type(x) is int)
        sel = next(x for x in c if isinstance(x, Selector))
        if sel.other or sel.host or sel.attached or sel.pair or sel.relation or sel.chosen:
            raise SpellError(f"life for each {sel} from a spell")
        if sel.controller not in ("", "you", "opponent") or sel.ids or "~" in sel.names:
            raise SpellError(f"life for each {sel} from a spell")
        return Parts((CountedLifeEffect(sel, amount),), None)

    def sp_life_sacrificed(self, c: list[Any]) -> Parts:
        """ "You gain life equal to the sacrificed creature's toughness."
        (119.3): the creature paid for the cost (601.2h, 608.2h).

        >>> from mtgcombat.text.spells import parse_spell
        >>> text = "You gain life equal to the sacrificed creature's toughness."
        >>> str(parse_spell(text).effects[0])
        "you gain X life, where X is the sacrificed creature's toughness"
        """
        paid = Sacrificed("toughness" if "toughness" in map(str, c) else "power")
        return Parts((CountedLifeEffect(Selector(), paid=paid),), None)

    def sp_unpreventable(self, c: list[Any]) -> Parts:
        """ "Damage can't be prevented this turn." (615.12)

        >>> from mtgcombat.text.spells import parse_spell
        >>> parse_spell("Damage can't be prevented this turn.").effects
        (UnpreventableEffect(own=False),)
        """
        return Parts((UnpreventableEffect(),), None)

    def sp_players_cant_gain_life(self, c: list[Any]) -> Parts:
        """ "Players can't gain life this turn." (119.7)

        >>> from mtgcombat.text.spells import parse_spell
        >>> parse_spell("Players can't gain life this turn.").effects
        (PlayersCantGainLifeEffect(),)
        """
        return Parts((PlayersCantGainLifeEffect(),), None)


__all__ = ["SpellCombatValues"]
