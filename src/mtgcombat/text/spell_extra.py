"""The session-6 sentence forms of instants and sorceries (issue 33), read
for :mod:`mtgcombat.text.spell_cards` in one place: a flicker (400.7;
:mod:`~mtgcombat.text.spell_flicker`), an attack requirement (508.1d;
:mod:`~mtgcombat.text.spell_requirements`) and a fog of the damage a source
of the caster's choice deals ("Prevent all damage a source of your choice
would deal this turn.": 615.1, the source chosen as it resolves, 609.7a,
named by the entry's ``source``), and domain's pump ("Target creature gets
+1/+1 until end of turn for each basic land type among lands you control.":
305.6, 613.4c, counted as it resolves, 608.2h), and shields or counters
divided among targets (601.2d; :mod:`~mtgcombat.text.spell_divided`). A
pump on a second target
is read where the earlier sentences are known (:mod:`~mtgcombat.text.spell_second`).

>>> from mtgcombat.text.spells import parse_parts
>>> [str(p.effects[0]) for p, _ in extra_parts("It attacks this turn if able.", parse_parts)]
['the target attacks this turn if able']
>>> extra_parts("Draw a card.", parse_parts) is None
True
"""

from __future__ import annotations

import re

from mtgcombat.core.fog_values import FogEffect
from mtgcombat.text.spell_attached import attached_parts  # issue 33 (session 11)
from mtgcombat.text.spell_colors import color_parts  # issue 33 (session 11): 613.1e
from mtgcombat.text.spell_divided import divided_parts
from mtgcombat.text.spell_flicker import flicker_parts
from mtgcombat.text.spell_requirements import requirement_parts
from mtgcombat.text.spell_same_name import same_name_parts  # issue 33 (session 10)
from mtgcombat.text.spell_token_copy import token_copy_parts  # issue 33 (session 10)
from mtgcombat.text.spell_values import Parse, Parts, SpellError

_CHOSEN_FOG = re.compile(
    r"^prevent all (?P<combat>combat )?damage (?:a source of your choice would deal this turn"
    r"|that would be dealt (?P<you>to you )?this turn by a source of your choice)\.?$",
    re.I,
)


def chosen_fog(sentence: str) -> FogEffect | None:
    """The fog of a sentence on "a source of your choice" (615.1, 609.7a).

    >>> str(chosen_fog("Prevent all damage a source of your choice would deal this turn."))
    "prevent all damage that would be dealt by the source of its controller's choice this turn"
    >>> chosen_fog("Prevent all damage that would be dealt to you this turn by a source of "
    ...            "your choice.").to
    'you'
    """
    found = _CHOSEN_FOG.match(sentence.strip())
    if not found:
        return None
    return FogEffect(to="you" if found["you"] else "", by="chosen", combat=bool(found["combat"]))


_DOMAIN = re.compile(
    r"^(?:domain\s*[\u2014-]\s*)?(?P<head>target .+? gets [+-]\d+/[+-]\d+) until end of turn "
    r"for each basic land type among lands you control\.?$",
    re.I,
)


def domain_parts(sentence: str, parse: Parse) -> Parts | None:
    """Domain's pump of the target (305.6), or ``None`` for another sentence.

    >>> from mtgcombat.text.spells import parse_parts
    >>> parts = domain_parts("Domain \u2014 Target creature gets +1/+1 until end of turn for "
    ...                      "each basic land type among lands you control.", parse_parts)
    >>> str(parts.effects[0])
    'the target gets +X/+X until end of turn, where X is the number of basic land types among \
lands you control'
    """
    from mtgcombat.core.abilities import PumpEffect  # noqa: PLC0415
    from mtgcombat.rules.spell_counted import CountedPumpEffect  # noqa: PLC0415

    found = _DOMAIN.match(sentence.strip())
    if not found:
        return None
    head = found["head"]
    parts = parse(f"{head[0].upper()}{head[1:]} until end of turn.")
    pump = parts.effects[0] if len(parts.effects) == 1 else None
    if not isinstance(pump, PumpEffect) or parts.target is None:
        raise SpellError("domain with an effect other than one pump of its target")
    counted = CountedPumpEffect(power_x=pump.power, toughness_x=pump.toughness, of_target="domain")
    return parts.with_effects((counted,))


def extra_parts(sentence: str, parse: Parse) -> list[tuple[Parts, tuple[int, int]]] | None:
    """The sentence's parts and their counts of targets (601.2c), or
    ``None`` when it is none of these forms. Raises
    :class:`~mtgcombat.text.spell_values.SpellError` for a form read only
    in part.

    >>> from mtgcombat.text.spells import parse_parts
    >>> [c for _, c in extra_parts("Target creature attacks this turn if able.", parse_parts)]
    [(1, 1)]
    """
    flicker = flicker_parts(sentence, parse)
    if flicker is not None:
        return [flicker]
    fog = chosen_fog(sentence)
    if fog is not None:
        return [(Parts((fog,), None), (1, 1))]
    domain = domain_parts(sentence, parse)
    if domain is not None:
        return [(domain, (1, 1))]
    division = divided_parts(sentence, parse)
    if division is not None:
        return [division]
    copy = token_copy_parts(sentence, parse)  # session 10: 707.2
    if copy is not None:
        return [(copy, (1, 1))]
    same = same_name_parts(sentence, parse)  # session 10: 201.2
    if same is not None:
        return [(same, (1, 1))]
    attached = attached_parts(sentence, parse)  # session 11: with the target
    if attached is not None:
        return [(attached, (1, 1))]
    colors = color_parts(sentence, parse)  # session 11: 613.1e
    if colors is not None:
        return colors
    return requirement_parts(sentence, parse)


def extra_spell(sentence: str, parse: Parse) -> tuple[Parts, tuple[int, int]] | None:
    """One sentence of these forms read alone, as a timeline entry's
    ``effect`` and a line of ``cards show`` are
    (:func:`mtgcombat.text.spells.parse_spell`): its parts merged into one,
    on its one target (601.2c); the two pumps of "target creature gets ...
    and another target creature gets ..." too. ``None``: another sentence.

    >>> from mtgcombat.text.spells import parse_parts
    >>> parts, count = extra_spell("Until end of turn, target creature gets +0/+2 and another "
    ...                            "target creature gets -2/-0.", parse_parts)
    >>> [str(e) for e in parts.effects]
    ['the target gets +0/+2 until end of turn', 'the second target gets -2/-0 until end of turn']
    >>> extra_spell("Draw a card.", parse_parts) is None
    True
    """
    from mtgcombat.text.spell_second import another_parts, split_another  # noqa: PLC0415
    from mtgcombat.text.spell_targets import plural_targets  # noqa: PLC0415

    two = split_another(sentence)
    if len(two) == 2:
        first = parse(plural_targets(two[0])[0])
        second = another_parts(two[1], parse)
        if first.target is None or second is None:
            return None
        return first.with_effects(first.effects + second.effects), (1, 1)
    found = extra_parts(sentence, parse)
    if found is None:
        return None
    head, count = found[0]
    effects = tuple(e for part, _ in found for e in part.effects)
    return head.with_effects(effects), count


__all__ = ["chosen_fog", "domain_parts", "extra_parts", "extra_spell"]
