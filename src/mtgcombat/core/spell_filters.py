"""What a triggered ability asks of a spell being cast (601.2i, 603.2): the
trigger events on casting a spell and on becoming the target of one, and
the spell's characteristics its condition names ("a noncreature spell",
"an instant or sorcery spell", "a white spell", "a colorless spell").

The condition is a :class:`~mtgcombat.core.selector_values.Selector` read
over a spell's card types and colors only (105.2, 205.2): ``types`` all of
them, ``not_types`` none ("noncreature"), ``colors`` one of them,
``not_colors`` none ("nonred"), ``color_count`` (multicolored, 105.4;
colorless, 105.2c), and ``any_of`` one of several ("instant or sorcery").
:func:`spell_matches` says whether a spell meets it, or that it cannot be
told (a timeline sentence given without its card: only that it is an
instant is known, 307.1, not its colors nor other card types).

>>> noncreature = Selector(types=frozenset(), not_types=frozenset({"creature"}))
>>> spell_words(noncreature)
'a noncreature spell'
>>> spell_matches(noncreature, frozenset({"instant"}), frozenset({"green"}))
True
"""

from __future__ import annotations

import dataclasses

from mtgcombat.core.selector_values import Selector
from mtgcombat.core.valueclass import dataclass

CAST_EVENTS = frozenset(
    {"cast_spell", "cast_spell_any", "cast_spell_opponent", "cast_spell_targeting"}
)
"""Trigger events on a spell being cast (601.2i): by the ability's
controller, by any player, by an opponent; and heroic's "whenever you cast
a spell that targets ~" (207.2c)."""

TARGET_EVENTS = frozenset(
    {
        "becomes_target",
        "becomes_target_of_spell",
        "becomes_target_opponent",
        "becomes_target_of_spell_opponent",
    }
)
"""Trigger events on a permanent becoming the target of a spell (or an
ability) as it is cast (601.2c, 603.2), by any player or (session 11) by an
opponent of the permanent's controller only ("a spell an opponent controls",
102.2)."""

OPPONENT_TARGET_EVENTS = frozenset({"becomes_target_opponent", "becomes_target_of_spell_opponent"})
"""The target events an opponent's spell alone triggers (102.2)."""

SPELL_EVENTS = CAST_EVENTS | TARGET_EVENTS

READ_FIELDS = frozenset(
    {
        "types",
        "not_types",
        "colors",
        "not_colors",
        "color_count",
        "any_of",
        "subtypes",
        "supertypes",
        "compares",
    }
)
"""The selector fields a spell's condition may use (the others describe
permanents on the battlefield)."""

SPELL_SUBTYPES = frozenset({"arcane", "trap", "lesson", "adventure"})
"""The subtypes of instants and sorceries (205.3k); a spell with changeling
has every creature type (702.73a), none of these."""


@dataclass(frozen=True, slots=True)
class SpellKinds:
    """A spell's subtypes and supertypes (205.3, 205.4), lowercase, and
    whether it has changeling (702.73a: every creature type, in every zone).

    >>> SpellKinds(frozenset({"arcane"})).subtypes
    frozenset({'arcane'})
    """

    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    changeling: bool = False


_KNOWN_TYPES = frozenset({"instant"})
"""What is known of a spell given by its sentence alone: an instant (only
instants are cast between the steps, 307.1); so a noncreature, nonsorcery
spell (an instant is never a creature, 304.1)."""


def spell_matches(
    wanted: Selector | None,
    types: frozenset[str],
    colors: frozenset[str] | None,
    kinds: SpellKinds | None = None,
    mana_value: int | None = None,
) -> bool | None:
    """Whether a spell of card ``types`` and ``colors`` meets ``wanted``;
    ``None`` when it cannot be told: ``types`` empty is a sentence without
    its card (an instant of unknown colors and further types), ``colors``
    ``None`` unknown colors. ``kinds``: its subtypes and supertypes (205.3,
    205.4), for "a Spirit or Arcane spell" and "a historic spell" (700.6).
    ``mana_value``: the spell's mana value on the stack (202.3; ``None``:
    not known), for "a spell with mana value 4 or greater" (issue 33).

    >>> white = Selector(types=frozenset(), colors=frozenset({"white"}))
    >>> spell_matches(white, frozenset({"instant"}), frozenset({"white"}))
    True
    >>> spell_matches(white, frozenset(), None) is None
    True
    >>> creature = Selector(types=frozenset(), not_types=frozenset({"creature"}))
    >>> spell_matches(creature, frozenset(), None)
    True
    >>> from mtgcombat.core.selector_values import Compare
    >>> big = Selector(types=frozenset(), compares=(Compare("mana value", ">=", 4),))
    >>> spell_matches(big, frozenset({"instant"}), frozenset(), None, 3)
    False
    """
    if wanted is None:
        return True
    if wanted.any_of:
        found = [spell_matches(s, types, colors, kinds, mana_value) for s in wanted.any_of]
        if any(f is True for f in found):
            return _compared(wanted, _own(wanted, types, colors, kinds), mana_value)
        if any(f is None for f in found):
            return None
        return False
    return _compared(wanted, _own(wanted, types, colors, kinds), mana_value)


def _compared(wanted: Selector, met: bool | None, mana_value: int | None) -> bool | None:
    """``met`` with the condition's comparisons of the spell's mana value
    (202.3: "a spell with mana value 3 or less", issue 33); ``None`` when
    the rest is met and the mana value is not known."""
    if met is False or not wanted.compares:
        return met
    if mana_value is None:
        return None
    if not all(c.holds(mana_value, c.value or 0) for c in wanted.compares):
        return False
    return met


def _own(
    wanted: Selector,
    types: frozenset[str],
    colors: frozenset[str] | None,
    kinds: SpellKinds | None,
) -> bool | None:
    if wanted.subtypes or wanted.supertypes:
        # issue 33: "a Spirit or Arcane spell", "a historic spell" (205.3, 205.4, 700.6)
        if not types or kinds is None:
            return None  # a sentence alone: its subtypes are unknown
        if wanted.supertypes and not wanted.supertypes & kinds.supertypes:
            return False
        if wanted.subtypes and not (
            wanted.subtypes & kinds.subtypes
            or (kinds.changeling and bool(wanted.subtypes - SPELL_SUBTYPES))
        ):
            return False
    if not types:
        # a sentence alone: an instant (never a creature nor a sorcery);
        # its other card types and its colors are unknown
        if wanted.not_types & _KNOWN_TYPES or "sorcery" in wanted.types:
            return False
        if wanted.types - _KNOWN_TYPES or wanted.not_types - {"creature", "sorcery"}:
            return None
        if wanted.colors or wanted.not_colors or wanted.color_count:
            return None
        return True
    if not wanted.types <= types or wanted.not_types & types:
        return False
    if wanted.colors or wanted.not_colors or wanted.color_count:
        if colors is None:
            return None
        if wanted.colors and not wanted.colors <= colors:
            return False  # each of its colors (issue 33: "both black and green")
        if wanted.not_colors & colors:
            return False
        if wanted.color_count == "colorless" and colors:
            return False
        if wanted.color_count == "multicolored" and len(colors) < 2:
            return False
        if wanted.color_count == "monocolored" and len(colors) != 1:
            return False
    return True


HISTORIC = Selector(
    types=frozenset(),
    any_of=(
        Selector(types=frozenset({"artifact"})),
        Selector(types=frozenset(), supertypes=frozenset({"legendary"})),
        Selector(types=frozenset(), subtypes=frozenset({"saga"})),
    ),
)
"""A historic spell (700.6): an artifact, a legendary or a Saga."""

_AN = ("a", "e", "i", "o", "u")
_ANY = Selector(types=frozenset())


def colors_any(colors: list[str]) -> Selector:
    """The condition "a spell that's white, blue, black, or red": one of
    ``colors`` (105.2; issue 33).

    >>> spell_words(colors_any(["white", "blue", "black", "red"]))
    'a white or blue or black or red spell'
    """
    return Selector(
        types=frozenset(),
        any_of=tuple(Selector(types=frozenset(), colors=frozenset({c})) for c in colors),
    )


def spell_words(wanted: Selector | None) -> str:
    """The condition in words, as printed: "a spell", "an instant or
    sorcery spell", "a white spell".

    >>> spell_words(None)
    'a spell'
    >>> either = Selector(types=frozenset(), any_of=(Selector(types=frozenset({"instant"})),
    ...                                              Selector(types=frozenset({"sorcery"}))))
    >>> spell_words(either)
    'an instant or sorcery spell'
    """
    words = _words(wanted)
    article = "an" if words.startswith(_AN) else "a"
    return f"{article} {words}"


def _words(wanted: Selector | None) -> str:
    if wanted is None:
        return "spell"
    if wanted.compares:
        # issue 33: "a spell with mana value 4 or greater" (202.3)
        bare = dataclasses.replace(wanted, compares=())
        with_ = " and ".join(str(c) for c in wanted.compares)
        return f"{_words(bare if bare != _ANY else None)} with {with_}"
    if wanted == HISTORIC:
        return "historic spell"
    if wanted.any_of:
        return " or ".join(_words(s).removesuffix(" spell") for s in wanted.any_of) + " spell"
    parts: list[str] = []
    parts += [f"non{t}" for t in sorted(wanted.not_types)]
    parts += [f"non{c}" for c in sorted(wanted.not_colors)]
    if wanted.colors:
        # every color named (issue 33: "a spell that's both black and green")
        parts.append(" and ".join(sorted(wanted.colors)))
    if wanted.color_count:
        parts.append(wanted.color_count)
    parts += sorted(wanted.supertypes)
    parts += sorted(wanted.types)
    parts += [s.capitalize() for s in sorted(wanted.subtypes)]
    return " ".join([*parts, "spell"])
