"""Several instances of one ability on one object (113.2c): which keywords
count each instance and which are redundant, as the Comprehensive Rules
say keyword by keyword (:data:`INSTANCE_RULES`), and the helpers that keep
the count.

An object may have several instances of the same ability, and each
functions independently (113.2c). For a triggered keyword each instance
triggers separately ("If a creature has multiple instances of flanking,
each triggers separately", 702.25b), and for toxic the values add up
(702.164b). For most static keywords a second instance adds nothing
("Multiple instances of flying on the same creature are redundant",
702.9c). A permanent's ``abilities`` are a set; the instances beyond the
first of an ability whose instances count are kept beside it, in its
``repeats`` (:attr:`mtgcombat.core.permanent.Permanent.repeats`), and
only for such abilities: a redundant one is never repeated, so a board
without repeated triggered keywords carries ``repeats = ()``.

>>> from mtgcombat.core.keywords import Keyword, Bushido
>>> instance_rule(Keyword.FLANKING), instance_rule(Keyword.FLYING)
(('separately', '702.25b'), ('redundant', '702.9c'))
>>> counts(Keyword.FLANKING), counts(Keyword.FLYING), counts(Bushido(1))
(True, False, True)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Literal

from mtgcombat.core.copies import evolve
from mtgcombat.core.keywords import (
    Afflict,
    Bushido,
    Keyword,
    Landwalk,
    OtherKeyword,
    Protection,
    Rampage,
    Toxic,
)

if TYPE_CHECKING:
    from mtgcombat.core.permanent import Permanent
    from mtgcombat.core.triggered import Ability

Behaviour = Literal["separately", "adds", "redundant"]
"""What a second instance of a keyword does: ``separately`` (each instance
triggers separately), ``adds`` (the values add up), ``redundant`` (nothing)."""

INSTANCE_RULES: dict[str, tuple[Behaviour, str]] = {
    # each instance triggers separately
    "rampage": ("separately", "702.23c"),
    "flanking": ("separately", "702.25b"),
    "provoke": ("separately", "702.39b"),
    "bushido": ("separately", "702.45b"),
    # exalted states no rule of its own: each instance functions
    # independently (113.2c), so each triggers
    "exalted": ("separately", "113.2c"),
    "battle cry": ("separately", "702.91b"),
    "evolve": ("separately", "702.100d"),
    "dethrone": ("separately", "702.105b"),
    "prowess": ("separately", "702.108b"),
    "renown": ("separately", "702.112c"),
    "ingest": ("separately", "702.115b"),
    "myriad": ("separately", "702.116b"),
    "melee": ("separately", "702.121b"),
    "afflict": ("separately", "702.130b"),
    "mentor": ("separately", "702.134b"),
    "training": ("separately", "702.149b"),
    # the values add up
    "toxic": ("adds", "702.164b"),
    # multiple instances are redundant
    "deathtouch": ("redundant", "702.2f"),
    "defender": ("redundant", "702.3c"),
    "double strike": ("redundant", "702.4e"),
    "first strike": ("redundant", "702.7d"),
    "flying": ("redundant", "702.9c"),
    "haste": ("redundant", "702.10d"),
    "hexproof": ("redundant", "702.11g"),
    "indestructible": ("redundant", "702.12c"),
    "intimidate": ("redundant", "702.13c"),
    "landwalk": ("redundant", "702.14e"),
    "lifelink": ("redundant", "702.15f"),
    "protection": ("redundant", "702.16m"),
    "reach": ("redundant", "702.17c"),
    "shroud": ("redundant", "702.18b"),
    "trample": ("redundant", "702.19g"),
    "trample over planeswalkers": ("redundant", "702.19g"),
    "vigilance": ("redundant", "702.20c"),
    "banding": ("redundant", "702.22m"),
    "shadow": ("redundant", "702.28c"),
    "horsemanship": ("redundant", "702.31c"),
    "fear": ("redundant", "702.36c"),
    "wither": ("redundant", "702.80d"),
    "infect": ("redundant", "702.90f"),
    "menace": ("redundant", "702.111c"),
    "skulk": ("redundant", "702.118c"),
}
"""Each keyword the engine reads, by its CR name, with what several
instances of it on one object do and the rule that says so."""

_NUMBERED: dict[type, str] = {
    Bushido: "bushido",
    Rampage: "rampage",
    Afflict: "afflict",
    Toxic: "toxic",
    Landwalk: "landwalk",
    Protection: "protection",
}


def keyword_name(ability: Ability) -> str:
    """The CR name of a keyword ability (``""`` for any other ability).

    >>> keyword_name(Keyword.FLANKING), keyword_name(Rampage(2))
    ('flanking', 'rampage')
    >>> keyword_name(OtherKeyword("renown", "1", "702.112"))
    'renown'
    """
    if type(ability) is Keyword:
        return ability.value
    if type(ability) is OtherKeyword:
        return ability.name
    return _NUMBERED.get(type(ability), "")


def instance_rule(ability: Ability) -> tuple[Behaviour, str] | None:
    """What several instances of this ability do, and the rule; ``None``
    for an ability the table does not name.

    >>> instance_rule(Rampage(1)), instance_rule(Keyword.TRAMPLE)
    (('separately', '702.23c'), ('redundant', '702.19g'))
    """
    return INSTANCE_RULES.get(keyword_name(ability))


def counts(ability: Ability) -> bool:
    """Whether each instance of this ability counts (it triggers
    separately, or its values add up), so that a second one is kept.

    >>> counts(Afflict(2)), counts(Keyword.DEATHTOUCH)
    (True, False)
    """
    found = INSTANCE_RULES.get(keyword_name(ability))
    return found is not None and found[0] != "redundant"


def repeats_of(values: Iterable[Ability]) -> tuple[Ability, ...]:
    """The instances beyond the first of each counted ability in a list of
    abilities an object has (each written once per instance), in the order
    they come; a redundant ability is never repeated.

    >>> repeats_of([Keyword.FLANKING, Keyword.FLYING, Keyword.FLANKING, Keyword.FLYING])
    (<Keyword.FLANKING: 'flanking'>,)
    >>> repeats_of([Bushido(1), Bushido(2)])
    ()
    """
    seen: set[Ability] = set()
    out: list[Ability] = []
    for value in values:
        if value in seen:
            if counts(value):
                out.append(value)
        else:
            seen.add(value)
    return tuple(out)


def with_ability(perm: Permanent, ability: Ability) -> Permanent:
    """The permanent with one more instance of ``ability`` (an effect that
    says it "gains" it): added to its abilities, or, when it already has
    it and each instance counts (113.2c), one more in its ``repeats``.

    >>> from mtgcombat.core.model import Permanent
    >>> knight = Permanent(id="k", controller="A", keywords=["flanking"])
    >>> with_ability(knight, Keyword.FLANKING).instances(Keyword.FLANKING)
    2
    >>> bird = Permanent(id="b", controller="A", keywords=["flying"])
    >>> with_ability(bird, Keyword.FLYING) is bird
    True
    """
    if ability not in perm.abilities:
        return evolve(perm, abilities=perm.abilities | {ability})
    if counts(ability):
        return evolve(perm, repeats=(*perm.repeats, ability))
    return perm


def without_repeats(repeats: tuple[Ability, ...], lost: Iterable[Ability]) -> tuple[Ability, ...]:
    """``repeats`` without every instance of the abilities ``lost`` (an
    effect that removes an ability removes all its instances).

    >>> without_repeats((Keyword.FLANKING, Bushido(1)), [Keyword.FLANKING])
    (Bushido(amount=1),)
    """
    gone = set(lost)
    return tuple(a for a in repeats if a not in gone)


def minus(repeats: tuple[Ability, ...], taken: tuple[Ability, ...]) -> tuple[Ability, ...]:
    """``repeats`` with one instance taken away for each of ``taken`` (what
    an effect had added, undone).

    >>> minus((Keyword.FLANKING, Keyword.FLANKING, Bushido(1)), (Keyword.FLANKING,))
    (<Keyword.FLANKING: 'flanking'>, Bushido(amount=1))
    """
    out = list(repeats)
    for value in taken:
        if value in out:
            out.remove(value)
    return tuple(out)
