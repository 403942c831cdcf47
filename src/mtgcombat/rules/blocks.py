"""Declaring blockers (CR 509.1): restrictions, requirements, costs.

A :class:`BlockDeclaration` maps each blocking creature to the attackers it
blocks. :func:`is_legal_blocks` checks one against

* 509.1a: who may block what, and how many attackers one creature may block;
* 509.1b: every restriction, evasion included, and restrictions on how many
  creatures block (menace, "can't block alone", a limit per combat);
* 509.1c: the number of requirements obeyed must be the **maximum** possible
  without breaking a restriction and without paying a cost (509.1c-d). That
  maximum is computed exactly as a 0-1 integer programme solved by HiGHS
  (highspy), under a time bound that is reported if hit;
* 509.1d-f: the total cost of the blocks.

Restrictions and requirements are data on the permanents
(:mod:`mtgcombat.core.abilities`' ``BlockRule`` values and keywords); this module
turns each into constraints. Rules over selectors ("can't be blocked by
creatures with power 2 or greater", "must be blocked by a Wall if able") read
their selector relative to the rule's source (:func:`rule_source`) with
:func:`mtgcombat.core.selectors.matches`; those between one blocker and one
attacker join :func:`pair_problems`, those on the whole declaration ("can't
block unless two other creatures also block", "can't be blocked unless all
creatures defending player controls block it") are collected once per board
by :func:`declaration_rules` and become rows of the 509.1c programme.

>>> from mtgcombat.core.model import Board, Permanent, Player, Keyword, BlocksEachCombat
>>> brute = Permanent(id="brute", controller="A", power=3, toughness=3,
...                   abilities=frozenset({Keyword.MENACE}), attacking="B")
>>> eager = Permanent(id="eager", controller="B", power=1, toughness=1,
...                   block_rules=frozenset({BlocksEachCombat()}))
>>> other = Permanent(id="other", controller="B", power=1, toughness=1)
>>> board = Board(players=(Player("A"), Player("B")), permanents=(brute, eager, other),
...               active_player="A")
>>> verdict = is_legal_blocks(board, BlockDeclaration.parse(""))
>>> bool(verdict), verdict.obeyed, verdict.maximum, str(verdict.witness)
(False, 0, 1, 'eager: brute; other: brute')
>>> bool(is_legal_blocks(board, BlockDeclaration.parse("eager: brute; other: brute")))
True
"""

from __future__ import annotations

import itertools
import re
import time
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import field
from typing import Any

from mtgcombat.core.abilities import CHOSEN_QUALITIES
from mtgcombat.core.model import (
    COLORS,
    AlsoBlock,
    BlockableDespiteLandwalk,
    BlockCost,
    BlocksEachCombat,
    BlocksSelEachCombat,
    Board,
    CanBlockAsThoughReach,
    CanBlockOnly,
    CanBlockOnlyFlyers,
    CanBlockShadow,
    CanBlockTapped,
    CantBeBlocked,
    CantBeBlockedAlone,
    CantBeBlockedBy,
    CantBeBlockedExceptBy,
    CantBeBlockedUnlessAllBlock,
    CantBeBlockedWhile,
    CantBlock,
    CantBlockAlone,
    CantBlockSel,
    CantBlockUnless,
    CardType,
    GreaterPowerAlsoBlocks,
    Keyword,
    Landwalk,
    Lure,
    LureSel,
    MaxBlockers,
    MaxBlockersEachCombat,
    MinBlockers,
    MustBeBlocked,
    MustBeBlockedBy,
    MustBeBlockedByExactlyOne,
    MustBlock,
    Permanent,
    Protection,
    Selector,
    YouControl,
    Zone,
)
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.selectors import condition_holds, has_changeling, matches
from mtgcombat.core.validation import require_ids
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.core.verdict import ParamValue, Violation

# ---------------------------------------------------------------------------
# The declaration value
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, eq=False)
class BlockDeclaration:
    """Which creatures block which attackers. Notation:
    ``brigade: baloth boars; elf: gorger`` (``-`` or empty: no blocks).

    >>> d = BlockDeclaration.parse("brigade: baloth boars; elf: gorger")
    >>> d.blockers_of("baloth"), d.attackers_of("brigade")
    (('brigade',), ('baloth', 'boars'))
    >>> d == BlockDeclaration.parse("elf: gorger; brigade: boars baloth")
    True
    """

    blocks: tuple[tuple[str, tuple[str, ...]], ...] = ()
    _by_attacker: dict[str, tuple[str, ...]] = field(
        init=False, repr=False, compare=False, default_factory=dict
    )

    def __post_init__(self) -> None:
        cleaned = tuple((b, tuple(a)) for b, a in self.blocks if a)
        blockers = [b for b, _ in cleaned]
        if len(set(blockers)) != len(blockers):
            raise ValueError("a declaration names each blocking creature once")
        object.__setattr__(self, "blocks", cleaned)
        object.__setattr__(self, "_by_attacker", _by_attacker(cleaned))

    @classmethod
    def _clean(cls, blocks: tuple[tuple[str, tuple[str, ...]], ...]) -> BlockDeclaration:
        """The declaration of blocks known to be clean (each blocker named
        once, with a tuple of one attacker or more), without the class call
        and its checks."""
        out = object.__new__(cls)
        object.__setattr__(out, "blocks", blocks)
        object.__setattr__(out, "_by_attacker", _by_attacker(blocks))
        return out

    @classmethod
    def of(cls, blocks: Mapping[str, Iterable[str]]) -> BlockDeclaration:
        """Build from a mapping of each blocker to the attackers it blocks.

        >>> BlockDeclaration.of({"elf": ["ogre"]}) == BlockDeclaration.parse("elf: ogre")
        True
        """
        return cls(tuple((b, tuple(a)) for b, a in blocks.items()))

    @classmethod
    def parse(cls, text: str) -> BlockDeclaration:
        """Read the notation blocker: attacker ...; ... (- or empty: no blocks).

        >>> len(BlockDeclaration.parse("-")), str(BlockDeclaration.parse("elf: ogre ;wall:bat"))
        (0, 'elf: ogre; wall: bat')
        >>> BlockDeclaration.parse("elf ogre")
        Traceback (most recent call last):
        ...
        ValueError: "elf ogre" is not "blocker: attacker ..."
        """
        pairs: list[tuple[str, tuple[str, ...]]] = []
        for part in (p.strip() for p in text.split(";")):
            if not part or part == "-":
                continue
            blocker, sep, rest = part.partition(":")
            if not sep or not blocker.strip():
                raise ValueError(f'"{part}" is not "blocker: attacker ..."')
            pairs.append((blocker.strip(), tuple(rest.split())))
        return cls(tuple(pairs))

    @classmethod
    def from_board(cls, board: Board) -> BlockDeclaration:
        """The blocks declared on the board (each permanent's ``blocking``),
        leaving out creatures that entered the battlefield blocking (509.7b).

        >>> from mtgcombat import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> BlockDeclaration.from_board(board)
        BlockDeclaration.parse('elf: ogre')
        """
        blocks = tuple(
            [
                (p.id, tuple(p.blocking))
                for p in board.permanents
                if p.blocking and not p.entered_blocking
            ]
        )
        if len(board._by_id) == len(board.permanents):  # distinct ids: each blocker named once
            return cls._clean(blocks)
        return cls(blocks)

    def blockers(self) -> tuple[str, ...]:
        """The blocking creatures, in the order the declaration names them.

        >>> BlockDeclaration.parse("wall: ogre; elf: ogre").blockers()
        ('wall', 'elf')
        """
        return tuple(b for b, _ in self.blocks)

    def attackers_of(self, blocker: str) -> tuple[str, ...]:
        """The attackers this creature blocks (none if it does not block).

        >>> d = BlockDeclaration.parse("elf: ogre bat")
        >>> d.attackers_of("elf"), d.attackers_of("wall")
        (('ogre', 'bat'), ())
        """
        for b, attackers in self.blocks:
            if b == blocker:
                return attackers
        return ()

    def blockers_of(self, attacker: str) -> tuple[str, ...]:
        """The creatures blocking this attacker, in declaration order.

        >>> BlockDeclaration.parse("wall: ogre; elf: ogre bat").blockers_of("ogre")
        ('wall', 'elf')
        """
        return self._by_attacker.get(attacker, ())

    def as_dict(self) -> dict[str, list[str]]:
        """The declaration as a mapping from blocker to the attackers it blocks.

        >>> BlockDeclaration.parse("wall: ogre; elf: ogre bat").as_dict()
        {'wall': ['ogre'], 'elf': ['ogre', 'bat']}
        """
        return {b: list(a) for b, a in self.blocks}

    def __len__(self) -> int:
        return len(self.blocks)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, BlockDeclaration):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def _key(self) -> frozenset[tuple[str, frozenset[str]]]:
        return frozenset((b, frozenset(a)) for b, a in self.blocks)

    def __str__(self) -> str:
        return "; ".join(f"{b}: {' '.join(a)}" for b, a in self.blocks) or "-"

    def __repr__(self) -> str:
        return f"BlockDeclaration.parse({str(self)!r})"


def _by_attacker(
    blocks: tuple[tuple[str, tuple[str, ...]], ...],
) -> dict[str, tuple[str, ...]]:
    """Each attacker's blockers, in the order the declaration names them."""
    index: dict[str, list[str]] = {}
    for b, attackers in blocks:
        for a in dict.fromkeys(attackers):
            index.setdefault(a, []).append(b)
    return {a: tuple(bs) for a, bs in index.items()}


# ---------------------------------------------------------------------------
# Who may block what (509.1a, 509.1b pairwise restrictions)
# ---------------------------------------------------------------------------


def _v(rule: str, code: str, objects: Iterable[str], **params: ParamValue) -> Violation:
    return Violation(rule, code, tuple(objects), tuple(params.items()))


def defending_players(board: Board) -> tuple[str, ...]:
    """Players who are defending against some attacker (506.2, 508.5).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> defending_players(board)
    ('B',)
    """
    return board.derived(
        "defending_players",
        # in Two-Headed Giant the whole defending team blocks (805.10d)
        lambda: tuple(
            dict.fromkeys(
                p for a in board.attackers() for p in board.team_of(board.defending_player(a))
            )
        ),
    )


def blocker_problems(board: Board, blocker: str) -> list[Violation]:
    """Why this permanent cannot be declared as a blocker at all (509.1a), or
    can't block under a condition on the board that does not hold ("can't
    block unless you control SEL", 509.1b).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, tapped=True)
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> [v.rule for v in blocker_problems(board, "elf")]
    ['509.1a']
    """
    perm = board.get(blocker)
    if perm is None:
        return [_v("509.1a", "block_unknown", [blocker])]
    out: list[Violation] = []
    if not perm.is_creature or not perm.on_battlefield:
        out.append(_v("509.1a", "block_not_creature", [blocker]))
    elif perm.is_type(CardType.BATTLE):
        out.append(_v("509.1a", "block_battle", [blocker]))
    if perm.tapped and not (perm.block_rules and perm.has_rule(CanBlockTapped)):
        out.append(_v("509.1a", "block_tapped", [blocker]))
    if perm.controller not in defending_players(board):
        out.append(_v("509.1a", "block_not_defending", [blocker], player=perm.controller))
    for rule in perm.block_rules:
        if isinstance(rule, CantBlockUnless):
            condition = rule.condition
            if isinstance(condition, YouControl):
                source = rule_source(board, perm, rule.source)
                if not _controls_matching(board, condition.selector, source):
                    player = source.controller if source is not None else perm.controller
                    out.append(
                        _v(
                            "509.1b",
                            "cant_block_unless_control",
                            [blocker],
                            player=player,
                            selector=str(condition.selector),
                        )
                    )
            elif not isinstance(condition, AlsoBlock | GreaterPowerAlsoBlocks):
                # a static ability's condition: "unless you have the city's
                # blessing", "unless it's equipped", "unless you control more
                # creatures than attacking player"
                source = rule_source(board, perm, rule.source)
                if source is None or not condition_holds(board, condition, source):
                    out.append(
                        _v("509.1b", "cant_block_unless", [blocker], condition=str(condition))
                    )
    return out


def rule_source(board: Board, holder: Permanent, source: str) -> Permanent | None:
    """The permanent a blocking rule's selectors are read relative to: the one
    its ``source`` names (the permanent whose static ability granted it), or
    the creature that holds it when ``source`` is empty; ``None`` when the
    named permanent is not on the board (then no relation to it holds).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> rule_source(board, elf, "").id, rule_source(board, elf, "ogre").id
    ('elf', 'ogre')
    >>> rule_source(board, elf, "gone") is None
    True
    """
    if not source or source == holder.id:
        return holder
    return board.get(source)


def _controls_matching(board: Board, selector: Selector, source: Permanent | None) -> bool:
    """Whether the source's controller controls a permanent the selector
    matches ("unless you control another Goblin")."""
    if source is None:
        return False
    return board.derived(
        ("controls_matching", selector, source.id),
        lambda: any(
            p.controller == source.controller and matches(board, selector, p, source)
            for p in board.permanents
        ),
    )


def _defender_controls(
    board: Board, selector: Selector, source: Permanent | None, defending: str
) -> str | None:
    """A permanent the defending player controls that the selector matches
    (the first in board order), or ``None``: "can't be blocked as long as
    defending player controls SEL" (landwalk in general form)."""
    key = ("defender_controls", selector, source.id if source is not None else None, defending)
    return board.derived(
        key,
        lambda: next(
            (
                p.id
                for p in board.permanents
                if p.controller == defending
                and matches(board, selector, p, source, defending=defending)
            ),
            None,
        ),
    )


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
        return holder is not None and source.controller != holder
    if q.startswith("the chosen ") or "of the chosen " in q:
        return False  # a choice never made (614.12) names no quality
    if q in SPELL_ONLY_QUALITIES or q.endswith(" spells"):
        return False  # a spell's quality: no permanent has it (702.16a)
    if q == "the colors of permanents you control":
        return bool(source.colors & _colors_of(board, holder))
    value = _MANA_VALUE.fullmatch(q)
    if value is not None:
        mine, bound = source.mana_value or 0, int(value.group(2))
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


def pair_problems(board: Board, blocker: str, attacker: str) -> list[Violation]:
    """Why this creature may not block this attacker, one violation per
    restriction (509.1a, 509.1b and the evasion rules of 702).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bird = Permanent(id="bird", controller="A", power=1, toughness=1, attacking="B",
    ...                  keywords=["flying"])
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2)
    >>> board = Board([Player("A"), Player("B")], [bird, bear], "A")
    >>> [v.rule for v in pair_problems(board, "bear", "bird")]
    ['702.9b']
    """
    b = board.permanent(blocker)
    a = board.get(attacker)
    if a is None or not board.is_attacking(attacker):
        return [_v("509.1a", "block_non_attacker", [blocker, attacker])]
    out: list[Violation] = []
    if b.controller not in board.team_of(board.defending_player(attacker)):
        # 509.1a; a player of the defending team in Two-Headed Giant (805.10d)
        out.append(_v("509.1a", "block_wrong_defender", [blocker, attacker]))
    if _plain(a, b):
        return out
    if b.has_rule(CantBlock):
        out.append(_v("509.1b", "cant_block", [blocker]))
    if a.has_rule(CantBeBlocked):
        out.append(_v("509.1b", "cant_be_blocked", [attacker]))
    if b.has_rule(CanBlockOnlyFlyers) and not a.has(Keyword.FLYING):
        out.append(_v("509.1b", "only_flyers", [blocker, attacker]))
    if a.has(Keyword.FLYING) and not (
        b.has(Keyword.FLYING) or b.has(Keyword.REACH) or _reach_as_though(board, b, a)
    ):
        out.append(_v("702.9b", "evasion_flying", [attacker, blocker]))
    if a.block_rules and a.has_rule(CantBeBlockedAlone) and board.attackers() == (a.id,):
        out.append(_v("506.5", "cant_be_blocked_alone", [attacker]))
    if a.has(Keyword.SHADOW) != b.has(Keyword.SHADOW) and not (
        a.has(Keyword.SHADOW) and b.has_rule(CanBlockShadow)
    ):
        out.append(_v("702.28b", "evasion_shadow", [attacker, blocker]))
    if a.has(Keyword.HORSEMANSHIP) and not b.has(Keyword.HORSEMANSHIP):
        out.append(_v("702.31b", "evasion_horsemanship", [attacker, blocker]))
    artifact = b.is_type(CardType.ARTIFACT)
    if a.has(Keyword.FEAR) and not (artifact or "black" in b.colors):
        out.append(_v("702.36b", "evasion_fear", [attacker, blocker]))
    if a.has(Keyword.INTIMIDATE) and not (artifact or (a.colors & b.colors)):
        out.append(_v("702.13b", "evasion_intimidate", [attacker, blocker]))
    if a.has(Keyword.SKULK) and b.current_power > a.current_power:
        out.append(_v("702.118b", "evasion_skulk", [attacker, blocker]))
    lands = _lands_of(board, b.controller)
    for ability in a.abilities:
        if (
            isinstance(ability, Landwalk)
            and ability.land_type in lands
            and not (a.block_rules and BlockableDespiteLandwalk(ability.land_type) in a.block_rules)
        ):
            out.append(
                _v("702.14c", "evasion_landwalk", [attacker, blocker], land=ability.land_type)
            )
        if isinstance(ability, Protection) and has_quality(
            board, b, ability.quality, holder=a.controller, protected=a
        ):
            out.append(
                _v("702.16f", "evasion_protection", [attacker, blocker], quality=ability.quality)
            )
    if (b.block_rules or a.block_rules) and _pair_selector_reads(board):
        out.extend(_selector_problems(board, b, a))
    return out


def _reach_as_though(board: Board, b: Permanent, a: Permanent) -> bool:
    """Whether the blocker may block this flyer as though it had reach
    ("~ can block Dragons as though it had reach", 702.17b)."""
    return bool(b.block_rules) and any(
        matches(board, r.selector, a, rule_source(board, b, r.source))
        for r in b.rules_of(CanBlockAsThoughReach)
    )


def combat_blocker_limit(board: Board) -> int | None:
    """How many creatures may block in all this combat (509.1b): the board's
    own limit and each "no more than N creatures can block each combat" of a
    permanent on the battlefield, the least of them; ``None`` for no limit.

    >>> from mtgcombat.core.model import Board, Player
    >>> combat_blocker_limit(Board([Player("A"), Player("B")], [], "A"))
    >>> combat_blocker_limit(Board([Player("A"), Player("B")], [], "A", max_blockers_per_combat=1))
    1
    """
    return board.derived("combat_blocker_limit", lambda: _combat_blocker_limit(board))


def _combat_blocker_limit(board: Board) -> int | None:
    limits = [
        r.count
        for p in board.permanents
        if p.block_rules and p.on_battlefield
        for r in p.rules_of(MaxBlockersEachCombat)
    ]
    if board.max_blockers_per_combat is not None:
        limits.append(board.max_blockers_per_combat)
    return min(limits) if limits else None


def _selector_problems(board: Board, b: Permanent, a: Permanent) -> list[Violation]:
    """509.1b restrictions over selectors between one blocker and one
    attacker: "can't block SEL", "can block only SEL" (the blocker's), "can't
    be blocked by SEL", "can't be blocked except by SEL" and "can't be
    blocked as long as defending player controls SEL" (the attacker's). Each
    selector is read relative to its rule's source, for the attacker's
    defending player."""
    out: list[Violation] = []
    defending = board.defending_player(a.id)
    pair = [b.id, a.id]
    for rule in b.block_rules:
        if isinstance(rule, CantBlockSel | CanBlockOnly):
            source = rule_source(board, b, rule.source)
            hit = matches(board, rule.selector, a, source, defending=defending)
            if isinstance(rule, CantBlockSel) and hit:
                out.append(_v("509.1b", "cant_block_sel", pair, selector=str(rule.selector)))
            elif isinstance(rule, CanBlockOnly) and not hit:
                out.append(_v("509.1b", "can_block_only", pair, selector=str(rule.selector)))
    pair = [a.id, b.id]
    for rule in a.block_rules:
        if isinstance(rule, CantBeBlockedBy | CantBeBlockedExceptBy):
            source = rule_source(board, a, rule.source)
            hit = matches(board, rule.selector, b, source, defending=defending)
            if isinstance(rule, CantBeBlockedBy) and hit:
                out.append(_v("509.1b", "cant_be_blocked_by", pair, selector=str(rule.selector)))
            elif isinstance(rule, CantBeBlockedExceptBy) and not hit:
                out.append(
                    _v("509.1b", "cant_be_blocked_except_by", pair, selector=str(rule.selector))
                )
        elif isinstance(rule, CantBeBlockedWhile):
            source = rule_source(board, a, rule.source)
            found = _defender_controls(board, rule.selector, source, defending)
            if found is not None:
                out.append(
                    _v(
                        "509.1b",
                        "cant_be_blocked_while",
                        [*pair, found],
                        player=defending,
                        selector=str(rule.selector),
                    )
                )
    return out


# Keywords of an attacker that restrict who may block it.
_EVASION = frozenset(
    {
        Keyword.FLYING,
        Keyword.SHADOW,
        Keyword.HORSEMANSHIP,
        Keyword.FEAR,
        Keyword.INTIMIDATE,
        Keyword.SKULK,
    }
)


def _plain(attacker: Permanent, blocker: Permanent) -> bool:
    """Whether no restriction of :func:`pair_problems` past 509.1a can apply:
    no blocking rules on either (those over selectors included), no evasion,
    no landwalk or protection (nor any other non-keyword ability) on the
    attacker, no shadow on the blocker."""
    return (
        not attacker.block_rules
        and not blocker.block_rules
        and attacker.abilities.isdisjoint(_EVASION)
        and Keyword.SHADOW not in blocker.abilities
        and all(isinstance(x, Keyword) for x in attacker.abilities)
    )


def _lands_of(board: Board, player: str) -> frozenset[str]:
    """What the player's lands are, as a landwalk names them (702.14c): their
    subtypes ("swamp"), their supertypes ("snow", "legendary"), a supertype
    with a subtype ("snow swamp"), and "nonbasic" for a land without the
    basic supertype."""
    return board.derived(("lands", player), lambda: _land_words(board, player))


def _land_words(board: Board, player: str) -> frozenset[str]:
    words: set[str] = set()
    for p in board.permanents:
        if p.controller != player or not p.on_battlefield or not p.is_type(CardType.LAND):
            continue
        words |= p.subtypes
        words |= p.supertypes
        words.update(f"{s} {sub}" for s in p.supertypes for sub in p.subtypes)
        if "basic" not in p.supertypes:
            words.add("nonbasic")
    return frozenset(words)


def capacity(perm: Permanent) -> int | None:
    """How many attackers the creature may block (509.1a; "can block an
    additional N creatures"; ``None`` for "any number").

    >>> from mtgcombat.core.model import Permanent
    >>> capacity(Permanent(id="elf", controller="B")), capacity(
    ...     Permanent(id="elf", controller="B", can_block_additional=1))
    (1, 2)
    """
    return None if perm.can_block_any_number else 1 + perm.can_block_additional


def min_blockers(perm: Permanent) -> int:
    """The fewest creatures that may block it (menace: 2; 702.111b, 509.1b).

    >>> from mtgcombat.core.model import Permanent
    >>> min_blockers(Permanent(id="x", controller="A")), min_blockers(
    ...     Permanent(id="x", controller="A", keywords=["menace"]))
    (1, 2)
    """
    counts = [r.count for r in perm.rules_of(MinBlockers)]
    if perm.has(Keyword.MENACE):
        counts.append(2)
    return max(counts, default=1)


def max_blockers(perm: Permanent) -> int | None:
    """The most creatures that may block it (509.1b), None for no limit.

    >>> from mtgcombat.core.model import MaxBlockers, Permanent
    >>> max_blockers(Permanent(id="x", controller="A"))
    >>> max_blockers(Permanent(id="x", controller="A", block_rules=frozenset({MaxBlockers(1)})))
    1
    """
    counts = [r.count for r in perm.rules_of(MaxBlockers)]
    return min(counts) if counts else None


def block_cost(board: Board, blocker: str) -> int:
    """The cost for this creature to block (509.1d): its own plus any cost for
    each creature that blocks.

    >>> from mtgcombat.core.model import BlockCost, Board, Permanent, Player
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=4,
    ...                  block_rules=frozenset({BlockCost(2)}))
    >>> board = Board([Player("A"), Player("B")], [wall], "A", block_cost_each=1)
    >>> block_cost(board, "wall")
    3
    """
    own = sum(r.amount for r in board.permanent(blocker).rules_of(BlockCost))
    return own + board.block_cost_each


def block_options(board: Board, blocker: str) -> tuple[str, ...]:
    """The attackers this creature may block, one at a time (509.1a-b); count
    restrictions such as menace are judged on the whole declaration. An id
    the board lacks is a ``KeyError``.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=4)
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, wall], "A")
    >>> block_options(board, "wall")
    ('ogre',)
    """
    board.permanent(blocker)  # KeyError for an id not on the board
    return board.derived(("block_options", blocker), lambda: _block_options(board, blocker))


def _block_options(board: Board, blocker: str) -> tuple[str, ...]:
    if blocker_problems(board, blocker):
        return ()
    # Creatures with the same blocking characteristics (tokens, say) can block
    # the same attackers: check each attacker once per kind of blocker.
    perm = board.permanent(blocker)
    kind: tuple[object, ...] = (
        perm.controller,
        perm.abilities,
        perm.block_rules,
        perm.types,
        perm.colors,
        perm.subtypes,
        perm.current_power,
        perm.supertypes,  # protection from snow, from legendary creatures
        perm.mana_value,  # protection from mana value N or greater
    )
    reads = _pair_selector_reads(board)
    if reads:
        # Selectors may read more of the blocker: its toughness and tapped
        # state, and (for "other", named ids or a combat role) its identity.
        kind = (
            *kind,
            perm.current_toughness,
            perm.tapped,
            perm.counters,
            perm.token,
            perm.monstrous,
            perm.name,
            perm.commander,
            perm.face_down,
        )
        if reads > 1:
            kind = (*kind, perm.id)
    return board.derived(
        ("block_options_of_kind", kind),
        lambda: tuple(a for a in board.attackers() if not pair_problems(board, blocker, a)),
    )


_PAIR_SELECTOR_RULES = (
    CanBlockAsThoughReach,
    CantBlockSel,
    CanBlockOnly,
    CantBeBlockedBy,
    CantBeBlockedExceptBy,
    CantBeBlockedWhile,
)


def _pair_selector_reads(board: Board) -> int:
    """:func:`_selector_reads`, computed once per board."""
    return board.derived("selector_reads", lambda: _selector_reads(board))


def _selector_reads(board: Board) -> int:
    """What the pairwise selector rules on the board may read of a blocker:
    0 nothing beyond what every kind key holds (no such rules), 1 its
    characteristics, 2 its identity too (a selector with ``other``, ``ids``
    or a combat role)."""
    reads = 0
    for p in board.permanents:
        for rule in p.block_rules:
            if isinstance(rule, _PAIR_SELECTOR_RULES):
                if _reads_identity(rule.selector):
                    return 2
                reads = 1
    return reads


def _reads_identity(sel: Selector) -> bool:
    """Whether a selector reads which object it is, or its place in combat
    ("other", ids, a combat role, "blocking it"), in any of its parts."""
    return bool(
        sel.other
        or sel.ids
        or sel.role
        or sel.relation
        or sel.equipped
        or any(_reads_identity(s) for s in sel.any_of)
    )


# ---------------------------------------------------------------------------
# Requirements (509.1c)
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Requirement:
    """One blocking requirement (509.1c). ``kind`` is one of

    * ``blocks_each_combat``: ``blocker`` blocks (some attacker);
    * ``blocks_sel_each_combat``: ``blocker`` blocks one of the attackers in
      ``among`` ("blocks SEL each combat if able");
    * ``must_block``: ``blocker`` blocks ``attacker`` (provoke style);
    * ``lure``: ``blocker`` blocks ``attacker`` ("all creatures able to block
      it do so", one requirement per creature);
    * ``must_be_blocked``: ``attacker`` is blocked;
    * ``must_be_blocked_by``: one of the creatures in ``among`` blocks
      ``attacker`` ("must be blocked by SEL if able");
    * ``exactly_one``: ``attacker`` is blocked by exactly one creature.

    ``among`` holds the ids the rule's selector matched on the board.

    >>> str(Requirement("must_be_blocked_by", None, "ogre", ("elf", "wall")))
    'must_be_blocked_by(ogre, {elf wall})'
    """

    kind: str
    blocker: str | None
    attacker: str | None
    among: tuple[str, ...] = ()

    def is_obeyed(self, decl: BlockDeclaration) -> bool:
        """Whether the declaration fulfils this requirement (509.1c).

        >>> lure = Requirement("lure", "elf", "ogre")
        >>> lure.is_obeyed(BlockDeclaration.parse("elf: ogre")), lure.is_obeyed(BlockDeclaration())
        (True, False)
        """
        if self.kind == "blocks_each_combat":
            return bool(decl.attackers_of(str(self.blocker)))
        if self.kind == "blocks_sel_each_combat":
            return any(a in self.among for a in decl.attackers_of(str(self.blocker)))
        if self.kind in ("must_block", "lure"):
            return str(self.attacker) in decl.attackers_of(str(self.blocker))
        blockers = decl.blockers_of(str(self.attacker))
        if self.kind == "must_be_blocked":
            return bool(blockers)
        if self.kind == "must_be_blocked_by":
            return any(b in self.among for b in blockers)
        return len(blockers) == 1

    def __str__(self) -> str:
        parts = [p for p in (self.blocker, self.attacker) if p]
        if self.among:
            parts.append("{" + " ".join(self.among) + "}")
        return f"{self.kind}({', '.join(parts)})"


def requirements(board: Board) -> tuple[Requirement, ...]:
    """Every blocking requirement in force, in board order.

    >>> from mtgcombat.core.model import Board, BlocksEachCombat, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> brute = Permanent(id="brute", controller="B", power=3, toughness=3,
    ...                   block_rules=frozenset({BlocksEachCombat()}))
    >>> board = Board([Player("A"), Player("B")], [ogre, brute], "A")
    >>> [str(r) for r in requirements(board)]
    ['blocks_each_combat(brute)']
    """
    if _no_block_rules(board):
        return ()  # every requirement is some permanent's rule (most boards: none)
    defenders = set(defending_players(board))
    creatures = [
        p
        for p in board.permanents
        if p.is_creature and p.on_battlefield and p.controller in defenders
    ]
    attackers = [board.permanent(a) for a in board.attackers()]
    out: list[Requirement] = []
    for p in creatures:
        if not p.block_rules:
            continue
        if p.has_rule(BlocksEachCombat):
            out.append(Requirement("blocks_each_combat", p.id, None))
        for rule in p.rules_of(BlocksSelEachCombat):
            source = rule_source(board, p, rule.source)
            among = tuple(
                a.id
                for a in attackers
                if matches(board, rule.selector, a, source, defending=p.controller)
            )
            out.append(Requirement("blocks_sel_each_combat", p.id, None, among))
        out.extend(
            Requirement("must_block", p.id, r.attacker)
            for r in p.rules_of(MustBlock)
            if board.is_attacking(r.attacker)
        )
    for a in attackers:
        if not a.block_rules:
            continue
        defender = board.defending_player(a.id)
        defenders_of = board.team_of(defender)  # the defending team (805.10d)
        if a.has_rule(Lure):
            out.extend(
                Requirement("lure", p.id, a.id) for p in creatures if p.controller in defenders_of
            )
        for lure in a.rules_of(LureSel):  # "all SEL able to block it do so"
            source = rule_source(board, a, lure.source)
            out.extend(
                Requirement("lure", p.id, a.id)
                for p in creatures
                if p.controller in defenders_of
                and matches(board, lure.selector, p, source, defending=defender)
            )
        if a.has_rule(MustBeBlocked):
            out.append(Requirement("must_be_blocked", None, a.id))
        for by in a.rules_of(MustBeBlockedBy):
            source = rule_source(board, a, by.source)
            among = tuple(
                p.id
                for p in creatures
                if p.controller in defenders_of
                and matches(board, by.selector, p, source, defending=defender)
            )
            out.append(Requirement("must_be_blocked_by", None, a.id, among))
        if a.has_rule(MustBeBlockedByExactlyOne):
            out.append(Requirement("exactly_one", None, a.id))
    return tuple(out)


# ---------------------------------------------------------------------------
# Checking a declaration
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BlockVerdict:
    """The verdict on a block declaration: violations (with rule numbers), the
    requirements it obeys, the maximum possible (509.1c), a legal witness
    declaration reaching the maximum when this one is illegal (``None`` when it
    is legal: it is its own witness), the total cost (509.1d), and whether the
    maximum is proven (``optimal``; false if the time bound was hit).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> verdict = is_legal_blocks(board, BlockDeclaration.parse("-"))
    >>> verdict.legal, verdict.obeyed, verdict.maximum, verdict.cost
    (True, 0, 0, 0)
    """

    violations: tuple[Violation, ...]
    obeyed: int
    maximum: int
    witness: BlockDeclaration | None
    cost: int
    optimal: bool = True

    @property
    def legal(self) -> bool:
        """Whether the declaration breaks no rule (the verdict is also truthy then).

        >>> from mtgcombat import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> from mtgcombat.rules.blocks import is_legal_blocks
        >>> is_legal_blocks(board).legal
        True
        """
        return not self.violations

    def __bool__(self) -> bool:
        return self.legal


def restriction_violations(board: Board, decl: BlockDeclaration) -> list[Violation]:
    """Every 509.1a and 509.1b problem of the declaration.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B",
    ...                  keywords=["menace"])
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1)
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> [v.rule for v in restriction_violations(board, BlockDeclaration.parse("elf: ogre"))]
    ['702.111b']
    """
    if _unrestricted(board):
        return _basic_violations(board, decl)
    return _every_violation(board, decl)


def _every_violation(board: Board, decl: BlockDeclaration) -> list[Violation]:
    """:func:`restriction_violations` on any board: each check in turn."""
    out: list[Violation] = []
    for blocker, attackers in decl.blocks:
        problems = blocker_problems(board, blocker)
        out.extend(problems)
        if board.get(blocker) is None:
            continue
        if len(set(attackers)) != len(attackers):
            out.append(_v("509.1a", "block_twice", [blocker]))
        cap = capacity(board.permanent(blocker))
        if cap is not None and len(set(attackers)) > cap:
            out.append(
                _v("509.1a", "block_too_many", [blocker], blocked=len(set(attackers)), limit=cap)
            )
        for attacker in dict.fromkeys(attackers):
            out.extend(pair_problems(board, blocker, attacker))
    blocking = decl.blockers()
    for attacker in board.attackers():
        n = len(decl.blockers_of(attacker))
        perm = board.permanent(attacker)
        low, high = min_blockers(perm), max_blockers(perm)
        if 0 < n < low:
            rule = "702.111b" if perm.has(Keyword.MENACE) and low == 2 else "509.1b"
            out.append(_v(rule, "too_few_blockers", [attacker], blockers=n, minimum=low))
        if high is not None and n > high:
            out.append(_v("509.1b", "too_many_blockers", [attacker], blockers=n, maximum=high))
    if len(blocking) == 1 and board.get(blocking[0]) is not None:
        alone = board.permanent(blocking[0])
        if alone.has_rule(CantBlockAlone):
            out.append(_v("509.1b", "cant_block_alone", [alone.id]))
    limit = combat_blocker_limit(board)
    if limit is not None and len(blocking) > limit:
        out.append(_v("509.1b", "too_many_blocking", blocking, blockers=len(blocking), limit=limit))
    rules = declaration_rules(board)
    if rules.together or rules.all_block:
        out.extend(_declaration_rule_problems(board, decl, rules))
    return out


# Members read in the hot paths, bound once (a read through the enum class
# goes through EnumType.__getattr__ in Python 3.11).
_CREATURE = CardType.CREATURE
_TYPE_BATTLE = CardType.BATTLE
_BATTLEFIELD = Zone.BATTLEFIELD

# An attacker's keywords that put a count on its blockers (menace, 702.111b)
# or restrict who may block it (the evasion abilities).
_COUNTED_OR_EVASIVE = _EVASION | {Keyword.MENACE}


def _no_block_rules(board: Board) -> bool:
    """Whether no permanent has a blocking rule (a restriction, 509.1b; a
    requirement, 509.1c; a cost, 509.1d), its own or one a static ability
    gives it (those are applied onto the permanents' rules). Computed once."""
    return board.derived("no_block_rules", lambda: not any(p.block_rules for p in board.permanents))


def _unrestricted(board: Board) -> bool:
    """Whether a declaration on the board can break only the basic rules of
    509.1a (who may block, and what): no blocking rule on any permanent, no
    shadow on any (702.28b binds blockers too), and no attacking creature
    with menace, an evasion ability, or an ability that is not a keyword
    (landwalk, protection). Then the counts of blockers, the limits of a
    whole declaration and the evasion checks find nothing (computed once)."""
    return board.derived("unrestricted", lambda: _plain_board(board))


def _plain_board(board: Board) -> bool:
    if not _no_block_rules(board):
        return False
    for p in board.permanents:
        abilities = p.abilities
        if not abilities:
            continue
        if Keyword.SHADOW in abilities:
            return False
        if p.attacking is not None and not (
            abilities.isdisjoint(_COUNTED_OR_EVASIVE)
            and all(isinstance(x, Keyword) for x in abilities)
        ):
            return False
    return True


def _basic_violations(board: Board, decl: BlockDeclaration) -> list[Violation]:
    """:func:`restriction_violations` on a board where :func:`_unrestricted`
    holds: the checks of :func:`_every_violation` that can find something
    there, in the same order, with the same violations (509.1a)."""
    out: list[Violation] = []
    defending = defending_players(board)
    get = board._by_id.get  # board.get, without the call
    attacking = board._attacking_set  # what is_attacking tells, one lookup
    for blocker, attackers in decl.blocks:
        perm = get(blocker)
        if perm is None:
            out.append(_v("509.1a", "block_unknown", [blocker]))
            continue
        # blocker_problems, less its rules (none here); the properties
        # is_creature, on_battlefield and is_type inlined
        types = perm.types
        if _CREATURE not in types or perm.zone is not _BATTLEFIELD:
            out.append(_v("509.1a", "block_not_creature", [blocker]))
        elif _TYPE_BATTLE in types:
            out.append(_v("509.1a", "block_battle", [blocker]))
        if perm.tapped:
            out.append(_v("509.1a", "block_tapped", [blocker]))
        controller = perm.controller
        if controller not in defending:
            out.append(_v("509.1a", "block_not_defending", [blocker], player=controller))
        distinct = dict.fromkeys(attackers)
        if len(distinct) != len(attackers):
            out.append(_v("509.1a", "block_twice", [blocker]))
        cap = capacity(perm)
        if cap is not None and len(distinct) > cap:
            out.append(_v("509.1a", "block_too_many", [blocker], blocked=len(distinct), limit=cap))
        for attacker in distinct:
            # pair_problems: on this board only 509.1a's own two checks
            if attacker not in attacking:
                out.append(_v("509.1a", "block_non_attacker", [blocker, attacker]))
            elif controller not in board.team_of(board.defending_player(attacker)):
                # a player of the defending team in Two-Headed Giant (805.10d)
                out.append(_v("509.1a", "block_wrong_defender", [blocker, attacker]))
    # No attacker has a least or a most number of blockers, no creature a
    # rule for the whole declaration: the board's own limit is the one left.
    limit = board.max_blockers_per_combat
    if limit is not None and len(decl.blocks) > limit:
        blocking = decl.blockers()
        out.append(_v("509.1b", "too_many_blocking", blocking, blockers=len(blocking), limit=limit))
    return out


@dataclass(frozen=True, slots=True)
class DeclarationRules:
    """The 509.1b restrictions on a board that are judged on the whole
    declaration rather than pair by pair (beyond the counts of menace and
    its kin): ``together`` holds each creature's "can't block unless N other
    creatures also block" (as ``AlsoBlock``) and "can't block unless a
    creature with greater power also blocks"; ``all_block`` maps each
    attacker that "can't be blocked unless all creatures defending player
    controls block it" to those creatures (every creature that player
    controls, tapped or not).

    The published rulings on such an attacker (Tromokratis), in short:
    blocking it stays the defending player's choice; when any creature of
    that player can't block it (tapped, or under a restriction), nothing can
    block it; and a requirement that one of those creatures block it, if
    obeyable, makes all of them block it.

    >>> from mtgcombat.core.model import AlsoBlock, Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1,
    ...                 block_rules=frozenset({AlsoBlock(1)}))
    >>> declaration_rules(Board([Player("A"), Player("B")], [ogre, elf], "A")).together
    ()
    """

    together: tuple[tuple[str, AlsoBlock | GreaterPowerAlsoBlocks], ...] = ()
    all_block: tuple[tuple[str, tuple[str, ...]], ...] = ()


def declaration_rules(board: Board) -> DeclarationRules:
    """The whole-declaration restrictions of the board (computed once).

    >>> from mtgcombat.core.model import Board, Player
    >>> declaration_rules(Board([Player("A"), Player("B")], [], "A"))
    DeclarationRules(together=(), all_block=())
    """
    return board.derived("declaration_rules", lambda: _declaration_rules(board))


def _declaration_rules(board: Board) -> DeclarationRules:
    together: list[tuple[str, AlsoBlock | GreaterPowerAlsoBlocks]] = []
    all_block: list[tuple[str, tuple[str, ...]]] = []
    for p in board.permanents:
        if not p.block_rules:
            continue
        for rule in p.rules_of(CantBlockUnless):
            if isinstance(rule.condition, AlsoBlock | GreaterPowerAlsoBlocks):
                together.append((p.id, rule.condition))
        if p.has_rule(CantBeBlockedUnlessAllBlock) and board.is_attacking(p.id):
            defender = board.defending_player(p.id)
            all_block.append((p.id, _creatures_of(board, defender)))
    return DeclarationRules(tuple(together), tuple(all_block))


def _creatures_of(board: Board, player: str) -> tuple[str, ...]:
    """Every creature the player controls on the battlefield, tapped ones
    included: "all creatures defending player controls"."""
    return tuple(
        p.id
        for p in board.permanents
        if p.controller == player and p.is_creature and p.on_battlefield
    )


def _declaration_rule_problems(
    board: Board, decl: BlockDeclaration, rules: DeclarationRules
) -> list[Violation]:
    """509.1b: "can't block unless N other creatures also block", "can't
    block unless a creature with greater power also blocks" and "can't be
    blocked unless all creatures defending player controls block it"."""
    out: list[Violation] = []
    blocking = decl.blockers()
    declared = set(blocking)
    for holder, condition in rules.together:
        if holder not in declared:
            continue
        others = [b for b in blocking if b != holder]
        if isinstance(condition, AlsoBlock):
            if len(others) < condition.count:
                out.append(
                    _v(
                        "509.1b",
                        "cant_block_unless_others",
                        [holder],
                        count=condition.count,
                        others=len(others),
                    )
                )
            continue
        power = board.permanent(holder).current_power
        stronger = [
            o for o in others if (p := board.get(o)) is not None and p.current_power > power
        ]
        if not stronger:
            out.append(_v("509.1b", "cant_block_unless_greater_power", [holder], power=power))
    for attacker, everyone in rules.all_block:
        blockers = decl.blockers_of(attacker)
        if not blockers:
            continue
        missing = [c for c in everyone if c not in blockers]
        if missing:
            player = board.defending_player(attacker)
            out.append(
                _v(
                    "509.1b",
                    "cant_be_blocked_unless_all_block",
                    [attacker, *missing],
                    player=player,
                    missing=len(missing),
                )
            )
    return out


def obeyed_count(reqs: Iterable[Requirement], decl: BlockDeclaration) -> int:
    """How many of the requirements the declaration obeys (509.1c).

    >>> reqs = [Requirement("lure", "elf", "ogre"), Requirement("must_be_blocked", None, "bat")]
    >>> obeyed_count(reqs, BlockDeclaration.parse("elf: ogre"))
    1
    """
    return sum(1 for r in reqs if r.is_obeyed(decl))


def is_legal_blocks(
    board: Board,
    declaration: BlockDeclaration | None = None,
    rules: RuleSet | str = RuleSet.CURRENT,
    *,
    time_limit: float = 10.0,
) -> BlockVerdict:
    """Check a block declaration (509.1a-f); by default the board's own.

    The rule set does not change 509.1; it is taken for uniformity with the
    other queries (the damage assignment orders that follow differ).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=4)
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, wall], "A")
    >>> is_legal_blocks(board, BlockDeclaration.parse("wall: ogre"), "current").legal
    True
    """
    rules = RuleSet.coerce(rules)
    del rules  # 509.1a-f read the same in 2023 and now
    decl = declaration if declaration is not None else BlockDeclaration.from_board(board)
    for blocker, attackers in decl.blocks:  # a KeyError for an id the board lacks
        require_ids(board, (blocker, *attackers))
    violations = restriction_violations(board, decl)
    reqs = requirements(board)
    obeyed = obeyed_count(reqs, decl)
    if _no_block_rules(board):  # no creature's own cost (509.1d): the board's for each
        cost = board.block_cost_each * len(decl.blocks)
    else:
        cost = sum(block_cost(board, b) for b in decl.blockers() if board.get(b) is not None)
    if not reqs:
        witness = None if not violations else BlockDeclaration()
        return BlockVerdict(tuple(violations), 0, 0, witness, cost)
    free_and_legal = not violations and all(block_cost(board, b) == 0 for b in decl.blockers())
    if free_and_legal and obeyed >= _upper_bound(board, reqs):
        return BlockVerdict((), obeyed, obeyed, None, cost)
    result = maximum_requirements(board, reqs, time_limit=time_limit)
    if obeyed < result.maximum:
        violations.append(
            _v(
                "509.1c",
                "requirements_not_maximal",
                [],
                obeyed=obeyed,
                maximum=result.maximum,
                witness=str(result.witness),
            )
        )
    witness = result.witness if violations else None
    # A legal declaration that pays a cost may obey more than the most a
    # declaration can without paying (509.1d); it shows what is achievable.
    maximum = max(result.maximum, obeyed) if not violations else result.maximum
    return BlockVerdict(tuple(violations), obeyed, maximum, witness, cost, result.optimal)


def _upper_bound(board: Board, reqs: Iterable[Requirement]) -> int:
    """Requirements that could each be obeyed on its own (an upper bound)."""
    bound = 0
    for r in reqs:
        if r.blocker is not None:
            if not _free_blocker(board, r.blocker):
                continue
            options = block_options(board, r.blocker)
            if r.kind == "blocks_sel_each_combat":
                bound += any(a in r.among for a in options)
            else:
                bound += bool(options) if r.attacker is None else r.attacker in options
        elif r.kind == "must_be_blocked_by":
            bound += any(
                _free_blocker(board, b) and str(r.attacker) in block_options(board, b)
                for b in r.among
            )
        else:
            bound += str(r.attacker) in _freely_blockable(board)
    return bound


def _free_blocker(board: Board, blocker: str) -> bool:
    """Whether the creature may block at all, without a cost."""
    return not blocker_problems(board, blocker) and block_cost(board, blocker) == 0


def _freely_blockable(board: Board) -> frozenset[str]:
    """Attackers some creature could block without a cost."""
    return board.derived(
        "freely_blockable",
        lambda: frozenset(
            a
            for p in board.permanents
            if p.is_creature and block_cost(board, p.id) == 0
            for a in block_options(board, p.id)
        ),
    )


# ---------------------------------------------------------------------------
# The exact maximum (509.1c), as a 0-1 integer programme solved by HiGHS
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MaximumResult:
    """The most requirements obeyable (509.1c), a declaration that obeys that
    many, whether the solver proved it (``optimal``) and how long it took.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> result = maximum_requirements(board)
    >>> result.maximum, str(result.witness), result.optimal
    (0, '-', True)
    """

    maximum: int
    witness: BlockDeclaration
    optimal: bool
    seconds: float


class _Rows:
    """Sparse constraint rows, collected in compressed row form."""

    def __init__(self) -> None:
        self.lower: list[float] = []
        self.upper: list[float] = []
        self.starts: list[int] = []
        self.index: list[int] = []
        self.value: list[float] = []

    def add(self, terms: Iterable[tuple[int, float]], lower: float, upper: float) -> None:
        self.starts.append(len(self.index))
        for col, coef in terms:
            self.index.append(col)
            self.value.append(coef)
        self.lower.append(lower)
        self.upper.append(upper)


def maximum_requirements(
    board: Board, reqs: tuple[Requirement, ...] | None = None, *, time_limit: float = 10.0
) -> MaximumResult:
    """The most requirements any declaration obeys without breaking a
    restriction or paying a cost (509.1c-d), with a declaration that does.

    The model has a 0-1 variable per (blocker, attacker) pair that no 509.1a-b
    rule forbids and whose blocker needs no cost, plus indicators for "blocks",
    "is blocked" and "blocked by exactly one". Rows bound how many attackers a
    creature blocks, menace-like minimums and maximums, "can't block alone"
    and the per-combat limit. The objective counts obeyed requirements.
    HiGHS solves it deterministically; a time limit yields the best found
    with ``optimal=False``.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=4)
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, wall], "A")
    >>> maximum_requirements(board).maximum  # no requirement to obey
    0
    """
    started = time.perf_counter()
    reqs = requirements(board) if reqs is None else reqs
    blockers = [
        p.id
        for p in board.permanents
        if p.is_creature and not blocker_problems(board, p.id) and block_cost(board, p.id) == 0
    ]
    pairs: list[tuple[str, str]] = [(b, a) for b in blockers for a in block_options(board, b)]
    col: dict[tuple[str, str], int] = {pair: i for i, pair in enumerate(pairs)}
    ncols = len(pairs)
    by_blocker: dict[str, list[int]] = {b: [] for b in blockers}
    by_attacker: dict[str, list[int]] = {a: [] for a in board.attackers()}
    for (b, a), i in col.items():
        by_blocker[b].append(i)
        by_attacker[a].append(i)
    rows = _Rows()
    cost: dict[int, float] = {}

    def new_col() -> int:
        nonlocal ncols
        ncols += 1
        return ncols - 1

    rules = declaration_rules(board)
    eligible = set(blockers)
    together = [(b, c) for b, c in rules.together if b in eligible]
    exact_y = (
        any(board.permanent(b).has_rule(CantBlockAlone) for b in blockers)
        or combat_blocker_limit(board) is not None
        or bool(together)
    )
    y: dict[str, int] = {}

    def blocks(b: str) -> int:
        """An indicator that b blocks (exact when some row needs it)."""
        if b not in y:
            y[b] = new_col()
            rows.add([(y[b], 1.0), *((i, -1.0) for i in by_blocker[b])], -_INF, 0.0)
            if exact_y:
                for i in by_blocker[b]:
                    rows.add([(i, 1.0), (y[b], -1.0)], -_INF, 0.0)
        return y[b]

    z: dict[str, int] = {}

    def blocked(a: str) -> int:
        """An indicator that a is blocked: at most the sum of its pairs."""
        if a not in z:
            z[a] = new_col()
            rows.add([(z[a], 1.0), *((i, -1.0) for i in by_attacker[a])], -_INF, 0.0)
        return z[a]

    for b in blockers:
        cap = capacity(board.permanent(b))
        if cap is not None and len(by_blocker[b]) > cap:
            rows.add(((i, 1.0) for i in by_blocker[b]), -_INF, float(cap))
    for a, cols in by_attacker.items():
        perm = board.permanent(a)
        low, high = min_blockers(perm), max_blockers(perm)
        if low > 1 and cols:
            # Blocked at all means blocked by at least `low` (menace, 702.111b).
            za = blocked(a)
            rows.add([*((i, 1.0) for i in cols), (za, -float(low))], 0.0, _INF)
            for i in cols:
                rows.add([(i, 1.0), (za, -1.0)], -_INF, 0.0)
        if high is not None and len(cols) > high:
            rows.add(((i, 1.0) for i in cols), -_INF, float(high))
    if exact_y:
        for b in blockers:
            blocks(b)
        for b in blockers:
            if board.permanent(b).has_rule(CantBlockAlone):
                rows.add([(y[b], 1.0), *((y[o], -1.0) for o in blockers if o != b)], -_INF, 0.0)
        limit = combat_blocker_limit(board)
        if limit is not None and len(blockers) > limit:
            rows.add(((y[b], 1.0) for b in blockers), -_INF, float(limit))
        for b, condition in together:
            if isinstance(condition, AlsoBlock):
                # If b blocks, at least `count` other creatures block.
                others = [(y[o], -1.0) for o in blockers if o != b]
                rows.add([(y[b], float(condition.count)), *others], -_INF, 0.0)
            else:
                # If b blocks, some other creature with greater power blocks.
                power = board.permanent(b).current_power
                stronger = [
                    (y[o], -1.0)
                    for o in blockers
                    if o != b and board.permanent(o).current_power > power
                ]
                rows.add([(y[b], 1.0), *stronger], -_INF, 0.0)
    for a, everyone in rules.all_block:
        if not by_attacker.get(a):
            continue
        if all((c, a) in col for c in everyone):
            # Blocked at all means blocked by every creature of its defender.
            first = col[(everyone[0], a)]
            for c in everyone[1:]:
                rows.add([(first, 1.0), (col[(c, a)], -1.0)], 0.0, 0.0)
        else:
            # Some creature of its defender can't block it (without a cost).
            rows.add(((i, 1.0) for i in by_attacker[a]), -_INF, 0.0)

    def any_of(cols: list[int]) -> int:
        """An indicator that at least one of the columns is chosen."""
        target = new_col()
        rows.add([(target, 1.0), *((i, -1.0) for i in cols)], -_INF, 0.0)
        return target

    for r in reqs:
        if r.kind == "blocks_each_combat":
            if r.blocker in by_blocker:
                target = blocks(str(r.blocker))
                cost[target] = cost.get(target, 0.0) + 1.0
        elif r.kind == "blocks_sel_each_combat":
            b = str(r.blocker)
            cols = [col[(b, a)] for a in r.among if (b, a) in col]
            if cols:
                target = any_of(cols)
                cost[target] = cost.get(target, 0.0) + 1.0
        elif r.kind == "must_be_blocked_by":
            a = str(r.attacker)
            cols = [col[(b, a)] for b in r.among if (b, a) in col]
            if cols:
                target = any_of(cols)
                cost[target] = cost.get(target, 0.0) + 1.0
        elif r.kind in ("must_block", "lure"):
            pair = (str(r.blocker), str(r.attacker))
            if pair in col:
                cost[col[pair]] = cost.get(col[pair], 0.0) + 1.0
        else:
            a = str(r.attacker)
            if not by_attacker.get(a):
                continue
            if r.kind == "must_be_blocked":
                target = blocked(a)
            else:
                target = new_col()  # blocked by exactly one creature
                cols = by_attacker[a]
                rows.add([(target, 1.0), *((i, -1.0) for i in cols)], -_INF, 0.0)
                rows.add(
                    [*((i, 1.0) for i in cols), (target, float(len(cols) - 1))],
                    -_INF,
                    float(len(cols)),
                )
            cost[target] = cost.get(target, 0.0) + 1.0

    if not cost:
        empty = BlockDeclaration()
        return MaximumResult(obeyed_count(reqs, empty), empty, True, time.perf_counter() - started)
    values, optimal = _solve_mip(ncols, cost, rows, time_limit)
    chosen: dict[str, list[str]] = {}
    if values is not None:
        for (b, a), i in col.items():
            if values[i] > 0.5:
                chosen.setdefault(b, []).append(a)
    witness = BlockDeclaration.of(chosen)
    if restriction_violations(board, witness):  # never expected; stay safe
        witness, optimal = BlockDeclaration(), False
    return MaximumResult(
        obeyed_count(reqs, witness), witness, optimal, time.perf_counter() - started
    )


_INF = float("inf")


def _solve_mip(
    ncols: int, cost: Mapping[int, float], rows: _Rows, time_limit: float
) -> tuple[list[float] | None, bool]:
    """Maximise over 0-1 columns; returns the column values (``None`` if no
    solution was found in time) and whether optimality was proven."""
    import highspy  # noqa: PLC0415  (only the solver needs it, and numpy)
    import numpy as np  # noqa: PLC0415

    # The raw class, unlike highspy.Highs, prints nothing before output_flag is off.
    raw: Any = getattr(highspy, "_Highs", highspy.Highs)
    h = raw()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("time_limit", float(time_limit))
    h.setOptionValue("random_seed", 0)
    h.setOptionValue("threads", 1)
    h.addVars(ncols, np.zeros(ncols), np.ones(ncols))
    idx = np.arange(ncols, dtype=np.int32)
    h.changeColsIntegrality(ncols, idx, np.full(ncols, highspy.HighsVarType.kInteger))
    costs = np.zeros(ncols)
    for i, c in cost.items():
        costs[i] = c
    h.changeColsCost(ncols, idx, costs)
    h.changeObjectiveSense(highspy.ObjSense.kMaximize)
    if rows.starts:
        h.addRows(
            len(rows.starts),
            np.array(rows.lower),
            np.array(rows.upper),
            len(rows.index),
            np.array(rows.starts, dtype=np.int32),
            np.array(rows.index, dtype=np.int32),
            np.array(rows.value),
        )
    h.run()
    status = h.getModelStatus()
    solution = h.getSolution()
    values = list(solution.col_value) if solution.value_valid else None
    return values, status == highspy.HighsModelStatus.kOptimal


# ---------------------------------------------------------------------------
# Every legal declaration (small boards)
# ---------------------------------------------------------------------------


def legal_block_declarations(
    board: Board, rules: RuleSet | str = RuleSet.CURRENT
) -> Iterator[BlockDeclaration]:
    """Every legal declaration, lazily, for small boards: each eligible creature
    blocks nothing or a set of attackers it may block (up to its limit); the
    combinations that break no restriction and obey the maximum number of
    requirements are yielded, in a deterministic order.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=4)
    >>> board = Board([Player("A"), Player("B")], [ogre, elf, wall], "A")
    >>> [str(d) for d in legal_block_declarations(board, "current")]
    ['-', 'wall: ogre', 'elf: ogre', 'elf: ogre; wall: ogre']
    """
    rules = RuleSet.coerce(rules)
    del rules
    reqs = requirements(board)
    best = maximum_requirements(board, reqs).maximum if reqs else 0
    choices: list[list[tuple[str, ...]]] = []
    names: list[str] = []
    for p in board.permanents:
        if not p.is_creature or blocker_problems(board, p.id):
            continue
        options = block_options(board, p.id)
        cap = capacity(p)
        top = len(options) if cap is None else min(cap, len(options))
        subsets = [()] + [
            combo for k in range(1, top + 1) for combo in itertools.combinations(options, k)
        ]
        names.append(p.id)
        choices.append(subsets)
    for combo in itertools.product(*choices):
        decl = BlockDeclaration(tuple(zip(names, combo, strict=True)))
        if restriction_violations(board, decl):
            continue
        if obeyed_count(reqs, decl) >= best:
            yield decl
