"""A card's pump on a second target (601.2c, 115.1), read for
:mod:`mtgcombat.text.spell_cards`: "Another target creature gets -2/-2 until
end of turn." after a sentence with a target (Consume Strength), and the
same two pumps in one sentence ("Until end of turn, target creature gets
+0/+2 and another target creature gets -2/-0.", Rookie Mistake), read as
two sentences. The second target is
:class:`~mtgcombat.rules.spell_second.SecondPumpEffect`'s.

>>> for s in split_another("Until end of turn, target creature gets +0/+2 and another target "
...                        "creature gets -2/-0."):
...     print(s)
Target creature gets +0/+2 until end of turn.
Another target creature gets -2/-0 until end of turn.
>>> from mtgcombat.text.spells import parse_parts
>>> text = "Another target creature gets -2/-2 until end of turn."
>>> str(another_parts(text, parse_parts).effects[0])
'the second target gets -2/-2 until end of turn'
"""

from __future__ import annotations

import re

from mtgcombat.rules.spell_removal import TargetSpec
from mtgcombat.rules.spell_second import SecondPumpEffect
from mtgcombat.text.spell_values import Parse, Parts, SpellError

_PT = r"[+-]\d+/[+-]\d+"
_TWO = (
    re.compile(
        rf"^until end of turn, (?P<one>target creature gets {_PT}) and another "
        rf"(?P<two>target creature gets {_PT})\.$",
        re.I,
    ),
    re.compile(
        rf"^(?P<one>target creature gets {_PT}) until end of turn and another "
        rf"(?P<two>target creature gets {_PT}) until end of turn\.$",
        re.I,
    ),
)
_ANOTHER = re.compile(r"^another (target .+)$", re.I)


def split_another(sentence: str) -> list[str]:
    """The sentence, or its two pumps as two sentences (608.2c: in order).

    >>> split_another("Draw a card.")
    ['Draw a card.']
    """
    for form in _TWO:
        found = form.match(sentence.strip())
        if found:
            one = found["one"][0].upper() + found["one"][1:]
            return [f"{one} until end of turn.", f"Another {found['two']} until end of turn."]
    return [sentence]


def another_parts(sentence: str, parse: Parse) -> Parts | None:
    """ "Another target creature gets -N/-N until end of turn." as a pump on
    the spell's second target, which may not be the first (115.1); ``None``
    for another sentence. Raises :class:`SpellError` for a sentence on
    "another target" that is not one pump.

    >>> from mtgcombat.text.spells import parse_parts
    >>> another_parts("Target creature gets +1/+1 until end of turn.", parse_parts) is None
    True
    """
    from mtgcombat.core.abilities import PumpEffect  # noqa: PLC0415

    found = _ANOTHER.match(sentence.strip())
    if not found:
        return None
    alone = found[1][0].upper() + found[1][1:]
    parts = parse(alone)
    if (
        len(parts.effects) != 1
        or not isinstance(parts.effects[0], PumpEffect)
        or parts.target is None
        or parts.players
    ):
        raise SpellError('"another target" with an effect other than one pump')
    pump = parts.effects[0]
    spec = TargetSpec(parts.target, parts.also, False, True, parts.opponents)
    return Parts((SecondPumpEffect(pump.power, pump.toughness, spec),), None)


def second_pump_parts(sentence: str, parse: Parse) -> Parts | None:
    """A second sentence "Target creature gets +0/+3 until end of turn."
    after one with a target (Martial Glory): a pump on the spell's second
    target, which may be the first one (601.2c: the same object may be
    chosen for each word "target"); ``None`` when the sentence is not one
    pump of one target creature.

    >>> from mtgcombat.text.spells import parse_parts
    >>> text = "Target creature gets +0/+3 until end of turn."
    >>> effect = second_pump_parts(text, parse_parts).effects[0]
    >>> str(effect), effect.other.distinct
    ('the second target gets +0/+3 until end of turn', False)
    >>> second_pump_parts("Target creature gains flying until end of turn.", parse_parts)
    """
    from mtgcombat.core.abilities import PumpEffect  # noqa: PLC0415

    if not re.match(r"^target \S.* gets [+-]\d+/[+-]\d+ until end of turn\.?$", sentence, re.I):
        return None
    try:
        parts = parse(sentence.strip())
    except SpellError:
        return None
    pump = parts.effects[0] if len(parts.effects) == 1 else None
    if not isinstance(pump, PumpEffect) or parts.target is None or parts.players or parts.it:
        return None
    spec = TargetSpec(parts.target, parts.also, False, False, parts.opponents)
    return Parts((SecondPumpEffect(pump.power, pump.toughness, spec),), None)


__all__ = ["another_parts", "second_pump_parts", "split_another"]
