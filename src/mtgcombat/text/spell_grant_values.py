"""A triggered ability written in quotation marks that a spell's target
gains until end of turn (613.1f): "Until end of turn, target creature gets
+2/+0 and gains "When this creature dies, return it to the battlefield
tapped under its owner's control."" (Supernatural Stamina, Feign Death).
The quoted sentence is read as a printed one; only a dies trigger that
returns the card itself to the battlefield (603.6c, 400.7;
:func:`~mtgcombat.rules.returns.returns_itself`) is carried out when
gained this way, anything else quoted is refused. The ability triggers
on the creature's death later in the turn, looking back in time
(603.10a), and ends in the cleanup step (514.2) if the creature is still
there.

>>> from mtgcombat.text.spells import parse_spell
>>> [str(e) for e in parse_spell('Until end of turn, target creature gains "When this creature '
...     'dies, return it to the battlefield tapped under its owner\\'s control."').effects]
["the target gains whenever this creature dies, return it to the battlefield tapped under its \
owner's control until end of turn"]
"""

from __future__ import annotations

from typing import Any

from mtgcombat.rules.returns import returns_itself


class SpellGrantValues:
    """Transformer methods for a quoted ability a spell grants (card.lark
    ``sp_quoted_list``).

    >>> from mtgcombat.text.spells import parse_spell
    >>> text = ('Target creature gains flying and "When this creature dies, return it '
    ...         'to the battlefield under its owner\\'s control." until end of turn.')
    >>> len(parse_spell(text).effects)
    2
    """

    def sp_quoted_list(self, c: list[Any]) -> tuple[object, ...]:
        from lark import Token  # noqa: PLC0415  (lark only when parsing)

        from mtgcombat.text.spell_values import SpellError  # noqa: PLC0415
        from mtgcombat.text.traits import Unmodelled  # noqa: PLC0415

        keywords = next((x for x in c if isinstance(x, tuple)), ())
        quoted = next(str(t) for t in c if isinstance(t, Token) and t.type == "QUOTED")
        try:
            # the quoted sentence read as an Aura's grant is (have_quoted, text.parser)
            found = self.have_quoted(c)  # type: ignore[attr-defined]
        except Unmodelled:
            found = ()
        if len(found) != 1 or not returns_itself(found[0]):
            raise SpellError(f"gaining {quoted}")
        return (*keywords, found[0])


__all__ = ["SpellGrantValues"]
