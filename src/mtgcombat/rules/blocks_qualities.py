"""Qualities of a permanent, as protection (702.16), "can't be blocked
by" and "can block only" rules name them: colors (105), card types,
supertypes and subtypes (205; a changeling has every creature type,
702.73a), mana value and the words the text layer reads (:func:`has_quality`).
"""

from __future__ import annotations

import re

from mtgcombat.core.abilities import CHOSEN_QUALITIES
from mtgcombat.core.model import COLORS, Board, CardType, Permanent
from mtgcombat.core.selectors import has_changeling, mana_value_of

# Subtypes that no creature has, so a changeling (which has every creature
# type, 702.73a) does not have them as a protection quality.
_NONCREATURE_SUBTYPES = frozenset(
    {
        "plains",
        "island",
        "swamp",
        "mountain",
        "forest",
        "desert",
        "gate",
        "cave",
        "lair",
        "locus",
        "equipment",
        "vehicle",
        "fortification",
        "food",
        "treasure",
        "clue",
        "aura",
        "saga",
        "shrine",
        "curse",
        "class",
        "room",
    }
)


def has_quality(
    board: Board,
    source: Permanent,
    quality: str,
    *,
    holder: str | None = None,
    protected: Permanent | None = None,
) -> bool:
    """Whether an object has a protection quality (702.16a), as read when it
    tries to block (702.16f) or deals damage (702.16e) to the protected
    permanent or player.

    The qualities, as printed after "protection from": a color; ``all
    colors`` or ``each color`` (any colored object); ``multicolored``,
    ``monocolored``, ``colorless``; a card type or a subtype, usually in the
    plural (``creatures``, ``artifacts``, ``Humans``, ``Elves``; a changeling
    has every creature type); ``everything`` (702.16j); a player's id (the
    objects that player controls, 702.16k); ``each opponent`` (objects an
    opponent of ``holder`` controls; ``holder`` is the player who controls
    the protected permanent, or the protected player). "The chosen color",
    "the chosen player" and "creatures of the chosen type" read the choice
    ``protected`` (the permanent with the ability) made as it entered
    (614.12); granted by another permanent, they were bound to that
    permanent's choice when granted (see :func:`~mtgcombat.core.abilities.bind_choice`).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> goblin = Permanent(id="goblin", controller="B", colors=frozenset({"red"}),
    ...                    subtypes=frozenset({"Goblin"}))
    >>> board = Board([Player("A"), Player("B")], [goblin], "A")
    >>> [has_quality(board, goblin, q) for q in ("red", "green", "Goblins", "creatures", "B")]
    [True, False, True, True, True]
    """
    q = " ".join(quality.lower().split())
    if q in CHOSEN_QUALITIES:  # its own choice as it entered (614.12)
        q = protected.chosen.lower() if protected is not None else ""
        if not q:
            return False
    if q == "everything":
        return True
    if q in COLORS:
        return q in source.colors
    if q == "multicolored":
        return len(source.colors) >= 2
    if q == "monocolored":
        return len(source.colors) == 1
    if q == "colorless":
        return not source.colors
    if q in ("all colors", "each color"):
        return bool(source.colors)
    if q in ("each opponent", "each of your opponents", "your opponents", "opponents"):
        # a teammate is no opponent (102.3, 810.2)
        return holder is not None and board.are_opponents(holder, source.controller)
    if q.startswith("the chosen ") or "of the chosen " in q:
        return False  # a choice never made (614.12) names no quality
    if q in SPELL_ONLY_QUALITIES or q.endswith(" spells"):
        return False  # a spell's quality: no permanent has it (702.16a)
    if q == "the colors of permanents you control":
        return bool(source.colors & _colors_of(board, holder))
    value = _MANA_VALUE.fullmatch(q)
    if value is not None:
        mine, bound = mana_value_of(source), int(value.group(2))
        return mine >= bound if value.group(3) == "greater" else mine <= bound
    head, _, rest = q.partition(" ")
    if rest and head in SUPERTYPE_WORDS:  # "legendary creatures", "snow permanents"
        return head in source.supertypes and has_quality(board, source, rest, holder=holder)
    if rest and head.startswith("non-"):  # "non-Spirit creatures"
        return not _has_subtype(source, head[4:]) and has_quality(
            board, source, rest, holder=holder
        )
    if q in SUPERTYPE_WORDS or q == "permanents":  # "protection from snow"
        return q == "permanents" or q in source.supertypes
    singulars = _singulars(q)
    if any(t.value in singulars for t in source.types):
        return True
    # Protection from a player (702.16k); keyword text is read in lowercase.
    for player in board.players:
        if player.id.casefold() == q:
            return source.controller == player.id
    return _has_subtype(source, q)


SUPERTYPE_WORDS = frozenset({"legendary", "snow", "basic", "world"})
"""Supertypes (205.4a) a protection quality may name ("protection from snow",
"from legendary creatures")."""


SPELL_ONLY_QUALITIES = frozenset({"arcane", "trap", "lesson", "adventure"})
"""Spell subtypes (205.3k): protection from them never matters in combat,
where every object that blocks or deals damage is a permanent."""


_MANA_VALUE = re.compile(r"(converted mana cost|mana value) (\d+) or (greater|less)")


def _colors_of(board: Board, holder: str | None) -> frozenset[str]:
    """The colors of the permanents a player controls (for "protection from
    the colors of permanents you control")."""
    return frozenset(
        c for p in board.permanents if p.controller == holder and p.on_battlefield for c in p.colors
    )


def _has_subtype(source: Permanent, word: str) -> bool:
    """Whether it has the subtype a word names in the singular or the plural
    (a changeling has every creature type, 702.73a)."""
    singulars = _singulars(word)
    if any(s.casefold() in singulars for s in source.subtypes):
        return True
    return (
        source.is_creature
        and singulars.isdisjoint(_NONCREATURE_SUBTYPES)
        and not singulars.intersection(t.value for t in CardType)
        and has_changeling(source)
    )


def _singulars(word: str) -> frozenset[str]:
    """The word and the singulars it may be the plural of: "goblins" (goblin),
    "sphinxes" (sphinx), "elves" (elf), "wolves" (wolf), "allies" (ally)."""
    out = {word}
    if word.endswith("s"):
        out.add(word[:-1])
    if word.endswith("es"):
        out.add(word[:-2])
    if word.endswith("ves"):
        out.update((word[:-3] + "f", word[:-3] + "fe"))
    if word.endswith("ies"):
        out.add(word[:-3] + "y")
    return frozenset(out)
