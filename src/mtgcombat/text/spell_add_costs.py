"""Additional costs of an instant or sorcery read from its card (601.2b;
issue 33, session 10) that are not a permanent sacrificed: "As an
additional cost to cast this spell, pay 3 life." (119.4) and "..., discard a
card." / "discard two cards" / "discard a card at random" / "discard a
creature card" (701.9). The timeline pays them as the spell is cast
(:mod:`mtgcombat.rules.spell_paid_costs`). A choice between costs ("discard a
card or pay {3}"), a discard of the whole hand and a reveal or an exile from
a graveyard are not read here.

>>> paid_cost("as an additional cost to cast this spell, pay 4 life")
(4, 0)
>>> paid_cost("as an additional cost to cast ~, discard two creature cards")
(0, 2)
>>> paid_cost("as an additional cost to cast this spell, discard a red or green card")
(0, 1)
>>> paid_cost("as an additional cost to cast this spell, discard a card or pay {3}") is None
True

"As an additional cost to cast this spell, sacrifice a Goblin." ("a nonland
permanent", "a green creature", "a blue permanent": issue 33, session 13)
is read by :func:`sacrifice_filter`: the entry's ``sacrifice`` must match it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtgcombat.core.selector_values import Selector

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_COLOR = r"(?:white|blue|black|red|green)"
_HEAD = r"^as an additional cost to cast (?:this spell|~), "
_LIFE = re.compile(_HEAD + r"pay (?P<n>\d+) life$")
_DISCARD = re.compile(
    _HEAD + r"discard (?P<n>a|an|one|two|three|four|five|\d+) "
    rf"(?:{_COLOR}(?: or {_COLOR})? )?"
    r"(?:(?:creature|land|instant|sorcery|artifact|enchantment|nonland|basic land) )?"
    r"cards?(?: at random)?$"
)


def paid_cost(plain: str) -> tuple[int, int] | None:
    """The life paid and the cards discarded (one of them 0) of a sentence
    (normalized, lowercase) that is such an additional cost, else ``None``.

    >>> paid_cost("as an additional cost to cast this spell, discard a card at random")
    (0, 1)
    >>> paid_cost("destroy target creature") is None
    True
    """
    life = _LIFE.match(plain)
    if life:
        return int(life["n"]), 0
    discard = _DISCARD.match(plain)
    if discard:
        n = discard["n"]
        return 0, _NUMBERS[n] if n in _NUMBERS else int(n)
    return None


_SACRIFICE_ONE = re.compile(_HEAD + r"(?P<what>sacrifice an? [^,]+)$")
_KINDS = ("artifact", "creature", "enchantment", "land", "planeswalker", "battle")


def sacrifice_filter(
    plain: str, parse: Callable[[str], Any]
) -> tuple[tuple[str, ...], Selector] | None:
    """The cost "As an additional cost to cast this spell, sacrifice a
    Goblin." (601.2b; issue 33, session 13) read with the spell grammar's
    "Sacrifice a ...": the card types the permanent may have (every type
    when the words name none: "a permanent", "a nonland permanent") and the
    :class:`Selector` it must match, relative to the caster; ``None`` for
    another sentence, for more than one permanent, or for words the grammar
    does not read.

    >>> from mtgcombat.text.spells import _parse_parts
    >>> kinds, sel = sacrifice_filter(
    ...     "as an additional cost to cast this spell, sacrifice a goblin", _parse_parts)
    >>> kinds, str(sel)
    (('creature',), 'goblin creatures')
    >>> sacrifice_filter("as an additional cost to cast ~, sacrifice a nonland permanent",
    ...                  _parse_parts)[0]
    ('artifact', 'creature', 'enchantment', 'land', 'planeswalker', 'battle')
    >>> sacrifice_filter("as an additional cost to cast ~, sacrifice two creatures",
    ...                  _parse_parts) is None
    True
    """
    from mtgcombat.rules.spell_removal import PlayerSacrificeEffect  # noqa: PLC0415
    from mtgcombat.text.spell_values import SpellError  # noqa: PLC0415

    found = _SACRIFICE_ONE.match(plain)
    if not found:
        return None
    try:
        parts = parse(found["what"])
    except SpellError:
        return None
    if len(parts.effects) != 1 or parts.target is not None:
        return None
    effect = parts.effects[0]
    if not isinstance(effect, PlayerSacrificeEffect) or effect.who != "you" or effect.count != 1:
        return None
    sel = effect.affected
    if sel.any_of or sel.other or sel.ids or sel.names:
        return None  # "an artifact or creature" is read by its types (spell_cards)
    kinds = tuple(k for k in _KINDS if not sel.types or k in sel.types)
    return kinds, sel
