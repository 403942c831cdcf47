"""Whether a permanent's characteristics leave its combat *plain*: nothing
in them for the general engine's machinery to do, so that the fast path
(:mod:`mtgcombat.rules.combat_fast`, issue 38) may play its combat damage
(510.1-510.4, 120.3, 702.2, 702.4, 702.7, 702.15, 702.19, 704.5g-h).

Plain characteristics: a creature and no other card type; keywords among
those the fast path plays (first strike, double strike, deathtouch,
trample, lifelink) and those that matter only to blocks already declared
(509.1b-c); every other characteristic at its default (no static
abilities, shields, prevention, banding, toxic, "assigns no combat
damage", choices for triggered abilities...), the name, colors, subtypes,
card and mana value aside, which change nothing in such a combat.

The verdict depends on the characteristics alone, which never change (a
copy with one changed has new ones: :mod:`mtgcombat.core.split`), so it is
worked out once per characteristics value and kept in its memo slot
``_plain``: as a permanent is built (:meth:`Permanent.__post_init__
<mtgcombat.core.permanent.Permanent>`), else on the first read. A combat
reads one slot per permanent instead of some forty fields.

>>> from mtgcombat.core.model import Permanent
>>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, keywords=["trample"])
>>> plain_characteristics(ogre.characteristics)
True
>>> plain_characteristics(Permanent(id="x", controller="A", toxic=1).characteristics)
False
"""

from __future__ import annotations

from typing import Any, Final

from mtgcombat.core.basics import CREATURE_ONLY
from mtgcombat.core.keywords import Keyword

__all__ = ["plain_characteristics"]

PLAIN_KEYWORDS: Final[frozenset[object]] = frozenset(
    {
        Keyword.FIRST_STRIKE,
        Keyword.DOUBLE_STRIKE,
        Keyword.DEATHTOUCH,
        Keyword.TRAMPLE,
        Keyword.LIFELINK,
        # matter only to blocks, already declared (509.1b-c)
        Keyword.MENACE,
        Keyword.FLYING,
        Keyword.REACH,
        Keyword.VIGILANCE,
        Keyword.DEFENDER,
        Keyword.SHADOW,
        Keyword.HORSEMANSHIP,
        Keyword.FEAR,
        Keyword.INTIMIDATE,
        Keyword.SKULK,
    }
)
"""The keywords a plain board's creatures may have."""

FREE_CHARACTERISTICS: Final = frozenset(
    {"abilities", "name", "name_ja", "card", "colors", "subtypes", "mana_value", "pt_layers"}
)
"""Characteristics that change nothing in a plain combat (the abilities are
checked against :data:`PLAIN_KEYWORDS`; ``pt_layers`` only records how
``power`` and ``toughness`` came to be, 613.4, and a plain combat changes
neither); every other one must have its default value."""

FALSE_WHEN_PLAIN: Final = (
    "band",
    "can_block_additional",
    "can_block_any_number",
    "assign_as_though_unblocked",
    "assigns_damage_by_toughness",
    "block_rules",
    "toxic",
    "cant_have_counters",
    "deals_double_damage",
    "statics",
    "prevent_combat_damage_by",
    "prevent_combat_damage_to",
    "supertypes",
    "prevent_from",
    "token",
    "monstrous",
    "renowned",
    "commander",
    "assigns_no_combat_damage",
    "chosen",
    "face_down",
    "summoning_sick",
    "regenerates",
    "owner",
    "control_by_effect",
    "repeats",
    "entered_attacking",
)
"""Characteristics whose default is their type's false value (0, False, an
empty string, tuple or set), which a plain board's creatures must have."""

NONE_WHEN_PLAIN: Final = (
    "protector",
    "granted",
    "attached_to",
    "paired_with",
    "returns_as",
    "last_known",
)
"""Characteristics that must be ``None``."""

KNOWN: Final = frozenset(
    {*FREE_CHARACTERISTICS, *FALSE_WHEN_PLAIN, *NONE_WHEN_PLAIN, "types", "choices"}
)
"""Every characteristic the check knows (the fast path is off while a
permanent has one more: ``mtgcombat.rules.combat_fast.ENABLED``)."""

_KEEP: Final = object.__setattr__


def plain_characteristics(c: Any) -> bool:
    """Whether these characteristics (``Permanent.characteristics``) are
    plain (see the module's docstring): the verdict kept in their memo
    slot, worked out and kept there on the first read.

    >>> from mtgcombat.core.model import Permanent
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> plain_characteristics(bear.characteristics), bear.characteristics._plain
    (True, True)
    """
    try:
        verdict: bool = c._plain
    except AttributeError:
        verdict = _work_out(c)
    return verdict


def note_plain(c: Any) -> None:
    """Work out whether these characteristics are plain and keep the verdict
    in their memo slot (as a permanent is built).

    >>> from mtgcombat.core.model import Permanent
    >>> wall = Permanent(id="wall", controller="A", toughness=4, keywords=["defender"])
    >>> note_plain(wall.characteristics); wall.characteristics._plain
    True
    """
    _work_out(c)


def _default_choices(c: Any) -> bool:
    """Whether the choices for its triggered abilities are the default ones
    (read off the class: this module comes before the permanent's)."""
    choices = c.choices
    default = type(c).__dataclass_fields__["choices"].default
    return choices is default or choices == default


def _work_out(c: Any) -> bool:
    verdict = not (
        not c.abilities <= PLAIN_KEYWORDS
        or c.types != CREATURE_ONLY
        # FALSE_WHEN_PLAIN, read one by one (no tuple of them built)
        or c.band
        or c.can_block_additional
        or c.can_block_any_number
        or c.assign_as_though_unblocked
        or c.assigns_damage_by_toughness
        or c.block_rules
        or c.toxic
        or c.cant_have_counters
        or c.deals_double_damage
        or c.statics
        or c.prevent_combat_damage_by
        or c.prevent_combat_damage_to
        or c.supertypes
        or c.prevent_from
        or c.token
        or c.monstrous
        or c.renowned
        or c.commander
        or c.assigns_no_combat_damage
        or c.chosen
        or c.face_down
        or c.summoning_sick
        or c.regenerates
        or c.owner
        or c.control_by_effect
        or c.repeats
        or c.entered_attacking
        # NONE_WHEN_PLAIN
        or c.protector is not None
        or c.granted is not None
        or c.attached_to is not None
        or c.paired_with is not None
        or c.returns_as is not None
        or c.last_known is not None
        or not _default_choices(c)
    )
    _KEEP(c, "_plain", verdict)
    return verdict
