"""A group removal by mana value (Consume the Meek: "Destroy each creature
with mana value 3 or less.") on a board where a permanent's mana value is
not known (issue 33, session 10 review). A card's mana value is its own
(202.3), the scenario loader copies it; a token that is not a copy (707.2)
has no mana cost, so mana value 0 (202.3), read so by
:func:`mtgcombat.core.selectors.matches`. Any other permanent whose file
gives no ``mana_value`` cannot be compared: the spell is refused, naming it,
rather than guessed.
"""

from __future__ import annotations

from collections.abc import Sequence

from mtgcombat.core.abilities import Selector
from mtgcombat.core.model import Board
from mtgcombat.core.selectors import matches
from mtgcombat.rules.spell_removal import GroupRemovalEffect


def _without_mana_value(sel: Selector) -> Selector | None:
    """``sel`` without its mana value comparisons; ``None`` when it has none."""
    kept = tuple(c for c in sel.compares if c.stat != "mana value")
    if len(kept) == len(sel.compares):
        return None
    fields = {name: getattr(sel, name) for name in sel.__dataclass_fields__}
    return Selector(**{**fields, "compares": kept})


def unknown_mana_value(board: Board, effects: Sequence[object], caster: str) -> tuple[int, str]:
    """The index in the board's permanents and id of the first permanent on
    the battlefield a group removal by mana value could take whose mana
    value (202.3) is not known: not a token, no ``mana_value``; ``(-1, "")``
    when there is none.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> from mtgcombat.core.selector_values import Compare
    >>> meek = GroupRemovalEffect(Selector(compares=(Compare("mana value", "<=", 3),)))
    >>> golem = Permanent(id="golem", controller="B", power=3, toughness=3)
    >>> token = Permanent(id="tok", controller="B", power=5, toughness=5, token=True)
    >>> board = Board([Player("A"), Player("B")], [token, golem], "A")
    >>> unknown_mana_value(board, [meek], "A")
    (1, 'golem')
    >>> unknown_mana_value(board, [GroupRemovalEffect(Selector())], "A")
    (-1, '')
    """
    from mtgcombat.rules.spell_effects import caster_object  # noqa: PLC0415

    me = caster_object("\x00spell", caster)
    for effect in effects:
        if not isinstance(effect, GroupRemovalEffect):
            continue
        loose = [s for s in map(_without_mana_value, (effect.affected, *effect.also)) if s]
        for i, perm in enumerate(board.permanents):
            if perm.token or perm.mana_value is not None or not perm.on_battlefield:
                continue
            if any(matches(board, sel, perm, me) for sel in loose):
                return i, perm.id
    return -1, ""
