"""Kicker (702.33) on an instant read as a timeline spell: the entry says
whether its kicker cost was paid (``kicked = true``, 702.33d), and the
sentences "If this spell was kicked, ..." are read accordingly.

* Not kicked: such a sentence does nothing (702.33d: the spell was not
  kicked), and is passed over.
* Kicked: "If this spell was kicked, that creature gains lifelink until end
  of turn." adds its effect ("also" as written); "..., that creature gets
  +4/+4 until end of turn instead." (or "..., instead creatures you control
  get +2/+2 ...") replaces what the sentence before it does, on the same
  target (608.2c: the text's "instead" replaces that effect).

Only a kicker cost of mana is read (``Kicker {2}{G}``): a kicker that
sacrifices or taps a permanent changes the board and stays refused, as does
an "instead" whose earlier sentence does several things or another kind of
thing, and any other sentence that mentions being kicked.

>>> kicked_clause("if this spell was kicked, that creature gets +4/+4 until end of turn instead")
('that creature gets +4/+4 until end of turn', True)
>>> kicked_clause("if this spell was kicked, that creature also gains hexproof until end of turn")
('that creature gains hexproof until end of turn', False)
>>> kicked_clause("target creature gets +2/+2 until end of turn") is None
True
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence

from mtgcombat.text.spell_values import _Parts

_KICKED = re.compile(
    r"^if (?:(?:this spell|~) was kicked|(?:this spell's|~'s) additional cost was paid), "
    r"(?P<first>instead )?(?P<clause>.+?)(?P<last> instead)?$"
)
"""Also an optional additional cost's "If this spell's additional cost was
paid, ..." (601.2b; issue 33, session 13: Voltage Surge), read the same way
with ``kicked`` meaning that cost paid (:mod:`mtgcombat.text.spell_optional_costs`)."""
_KICKER = re.compile(r"^kicker(?P<cost>(?: ?\{[^}]*\})+)?(?P<rest>.*)$")


def kicked_clause(plain: str) -> tuple[str, bool] | None:
    """The clause of a normalized "If this spell was kicked, ..." sentence
    and whether it replaces the sentence before it ("instead"); ``None``
    for another sentence.

    >>> kicked_clause("if this spell was kicked, instead creatures you control get +2/+2")
    ('creatures you control get +2/+2', True)
    """
    found = _KICKED.match(plain)
    if found is None:
        return None
    clause = re.sub(r"\b(that creature|it|those creatures) also\b", r"\1", found["clause"])
    return clause, bool(found["first"] or found["last"])


def kicker_cost(plains: Sequence[str]) -> str:
    """The card's kicker cost: "mana" (``Kicker {2}{G}``), "other" (a cost
    that sacrifices, taps, discards...), or "" without kicker (702.33a).

    >>> kicker_cost(["kicker {2}{g}", "target creature gets +2/+2 until end of turn"])
    'mana'
    >>> kicker_cost(["kicker—sacrifice a land"]), kicker_cost(["draw a card"])
    ('other', '')
    """
    for plain in plains:
        found = _KICKER.match(plain)
        if found is not None:
            return "mana" if found["cost"] and not found["rest"].strip() else "other"
    return ""


def card_kicker(text: str, name: str) -> str:
    """A card's kicker cost as :func:`kicker_cost` says it, from its printed
    lines (reminder text left out).

    >>> card_kicker("Kicker {2} (You may pay an additional {2} as you cast this spell.)", "X")
    'mana'
    """
    from mtgcombat.text.normalize import normalize  # noqa: PLC0415

    lines = (re.sub(r"\([^()]*\)", "", line).strip() for line in text.splitlines())
    return kicker_cost([normalize(line, name).rstrip(".") for line in lines if line])


def kicked_parts(read: list[tuple[_Parts, str]], clause: _Parts, instead: bool) -> str:
    """Put the kicked clause's effects into ``read`` (the sentences read so
    far, in order): after them, or in place of the last one's ("instead").
    Returns why it cannot, or "".

    >>> from mtgcombat.core.abilities import PumpEffect, Selector
    >>> read = [(_Parts((PumpEffect("target", 2, 2),), Selector()), "Target creature ...")]
    >>> kicked_parts(read, _Parts((PumpEffect("target", 4, 4),), None, it=True), True)
    ''
    >>> str(read[0][0].effects[0]), str(read[0][0].target)
    ('the target gets +4/+4 until end of turn', 'creatures')
    """
    if not instead:
        read.append((clause, "(kicked)"))
        return ""
    if not read:
        return '"instead" with no effect before it'
    last, text = read[-1]
    if len(last.effects) != 1 or clause.target is not None:
        return '"instead" of an earlier sentence that does several things or another target'
    kind = type(last.effects[0])
    if any(type(e) is not kind for e in clause.effects):
        return '"instead" of another kind of effect'
    if last.target is None and not last.it and clause.it:
        return '"that creature" names no target chosen before it'
    read[-1] = (
        last.with_effects(clause.effects),
        text,
    )
    return ""


_KICKED_DAMAGE = re.compile(r"^(?:it|~) deals (?P<amount>\d+) damage$")


def kicked_damage(read: list[tuple[_Parts, str]], clause: str) -> str | None:
    """ "If this spell was kicked, it deals 4 damage instead." (Burst
    Lightning; 702.33d, 608.2c): the damage of the sentence before it, to
    the same target, with the kicked amount. ``None``: another clause;
    otherwise why it cannot be read, or "" (done).

    >>> from mtgcombat.rules.spell_effects import SpellDamageEffect
    >>> read = [(_Parts((SpellDamageEffect(2),), None, players=True), "~ deals 2 damage ...")]
    >>> kicked_damage(read, "it deals 4 damage"), read[0][0].effects
    ('', (SpellDamageEffect(amount=4),))
    >>> kicked_damage(read, "it gains flying") is None
    True
    """
    from mtgcombat.rules.spell_effects import SpellDamageEffect  # noqa: PLC0415

    found = _KICKED_DAMAGE.match(clause)
    if found is None:
        return None
    if not read:
        return '"instead" with no effect before it'
    last, text = read[-1]
    damage = last.effects[0] if len(last.effects) == 1 else None
    if not isinstance(damage, SpellDamageEffect):
        return '"instead" of an earlier sentence that deals no damage or does several things'
    more = dataclasses.replace(damage, amount=int(found["amount"]))
    read[-1] = (last.with_effects((more,)), text)
    return ""


__all__ = ["card_kicker", "kicked_clause", "kicked_damage", "kicked_parts", "kicker_cost"]
