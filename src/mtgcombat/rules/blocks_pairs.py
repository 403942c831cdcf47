"""Who may block what (CR 509.1a, 509.1b between one blocker and one
attacker): which creatures may block at all (:func:`blocker_problems`), the
restrictions on one blocker and one attacker (:func:`pair_problems`: evasion
such as flying, shadow, horsemanship, landwalk and protection, and rules over
selectors read relative to :func:`rule_source`), how many attackers a
creature may block and how many creatures may block an attacker
(:func:`capacity`, :func:`min_blockers`, :func:`max_blockers`), and the
attackers each creature may block (:func:`block_options`).
"""

from __future__ import annotations

from collections.abc import Iterable

from mtgcombat.core.model import (
    AlsoBlock,
    BlockableDespiteLandwalk,
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
    CantBeBlockedWhile,
    CantBlock,
    CantBlockSel,
    CantBlockUnless,
    CardType,
    GreaterPowerAlsoBlocks,
    Keyword,
    Landwalk,
    MaxBlockers,
    MaxBlockersEachCombat,
    MinBlockers,
    OtherKeyword,
    Permanent,
    Protection,
    Selector,
    YouControl,
)
from mtgcombat.core.selectors import condition_holds, matches
from mtgcombat.core.verdict import ParamValue, Violation
from mtgcombat.rules.blocks_qualities import has_quality

# "Creatures with landwalk abilities can be blocked as though they didn't have those
# abilities" (702.14c): every landwalk ability
_ANY_LANDWALK = BlockableDespiteLandwalk("")

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


def attacking_team(board: Board) -> tuple[str, ...]:
    """The attacking player and its teammates: every other player is a
    defending player during combat, attacked or not (506.2: the nonactive
    player of a two-player game; 802.2: each opponent in a multiplayer game
    attacking multiple players; 805.10d: the defending team). So a creature
    of theirs that blocks an attacker attacking someone else breaks 509.1a
    for that reason alone (``block_wrong_defender``), not for its controller.

    >>> from mtgcombat import Board, Permanent, Player
    >>> board = Board([Player("A"), Player("B"), Player("C")], [], "A")
    >>> attacking_team(board)
    ('A',)
    """
    return board.team_of(board.active_player)


def _has_unleash(perm: Permanent) -> bool:
    return any(isinstance(a, OtherKeyword) and a.name == "unleash" for a in perm.abilities)


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
    if perm.controller in attacking_team(board):
        out.append(_v("509.1a", "block_not_defending", [blocker], player=perm.controller))
    if perm.counters.plus_one and _has_unleash(perm):
        # unleash: "it can't block as long as it has a +1/+1 counter on it" (702.98a)
        out.append(_v("702.98a", "unleash_cant_block", [blocker]))
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
            and not (
                a.block_rules
                and (
                    BlockableDespiteLandwalk(ability.land_type) in a.block_rules
                    or _ANY_LANDWALK in a.block_rules  # "those abilities": every landwalk
                )
            )
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
        or sel.enchanted
        or sel.history  # what it did this turn (session 13)
        or any(_reads_identity(s) for s in sel.any_of)
    )
