"""Restrictions on the whole block declaration (CR 509.1b): menace and
"can't be blocked except by N or more creatures" (702.111b), "can't block
alone", a limit of blockers per combat, the rules over the whole declaration
("can't block unless two other creatures also block", "can't be blocked
unless all creatures defending player controls block it",
:func:`declaration_rules`), and every restriction a declaration breaks
(:func:`restriction_violations`).
"""

from __future__ import annotations

from typing import Any

from mtgcombat.core.model import (
    AlsoBlock,
    Board,
    CantBeBlockedUnlessAllBlock,
    CantBlockAlone,
    CantBlockUnless,
    CardType,
    GreaterPowerAlsoBlocks,
    Keyword,
    Zone,
)
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.core.verdict import Violation
from mtgcombat.rules.blocks_declaration import BlockDeclaration
from mtgcombat.rules.blocks_pairs import (
    _EVASION,
    _has_unleash,
    _v,
    attacking_team,
    blocker_problems,
    capacity,
    combat_blocker_limit,
    max_blockers,
    min_blockers,
    pair_problems,
)


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
        # the attacking player's creature is "not a defending player's" (509.1a):
        # that is the reason, said once, not again as a wrong defender per attacker
        ours = board.permanent(blocker).controller in attacking_team(board)
        for attacker in dict.fromkeys(attackers):
            found = pair_problems(board, blocker, attacker)
            out.extend(v for v in found if not (ours and v.code == "block_wrong_defender"))
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
    return board.derived(
        "no_block_rules",
        lambda: not any(p.characteristics.block_rules for p in board.permanents),
    )


def _unrestricted(board: Board) -> bool:
    """Whether a declaration on the board can break only the basic rules of
    509.1a (who may block, and what): no blocking rule on any permanent, no
    shadow on any (702.28b binds blockers too), and no attacking creature
    with menace, an evasion ability, or an ability that is not a keyword
    (landwalk, protection), and no creature with unleash and a +1/+1 counter
    (702.98a). Then the counts of blockers, the limits of a
    whole declaration and the evasion checks find nothing (computed once)."""
    return board.derived("unrestricted", lambda: _plain_board(board))


def _plain_board(board: Board) -> bool:
    if not _no_block_rules(board):
        return False
    for p in board.permanents:
        abilities = p.characteristics.abilities  # (slot reads, no property call)
        if not abilities:
            continue
        if Keyword.SHADOW in abilities:
            return False
        if p.counters.plus_one and _has_unleash(p):
            return False  # it can't block (702.98a): blocker_problems says so
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
    attacking_side = attacking_team(board)  # all others defend (506.2, 802.2)
    get = board._by_id.get  # board.get, without the call
    defending: dict[str, tuple[str, ...]] = {}  # the defending team, by what is attacked
    for blocker, attackers in decl.blocks:
        perm = get(blocker)
        if perm is None:
            out.append(_v("509.1a", "block_unknown", [blocker]))
            continue
        # blocker_problems, less its rules (none here); the properties
        # is_creature, on_battlefield and is_type inlined, the
        # characteristics read from their shared part (no property call)
        chars: Any = perm.characteristics
        types = chars.types
        if _CREATURE not in types or perm.zone is not _BATTLEFIELD:
            out.append(_v("509.1a", "block_not_creature", [blocker]))
        elif _TYPE_BATTLE in types:
            out.append(_v("509.1a", "block_battle", [blocker]))
        if perm.tapped:
            out.append(_v("509.1a", "block_tapped", [blocker]))
        controller = perm.controller
        ours = controller in attacking_side
        if ours:
            out.append(_v("509.1a", "block_not_defending", [blocker], player=controller))
        distinct = dict.fromkeys(attackers)
        if len(distinct) != len(attackers):
            out.append(_v("509.1a", "block_twice", [blocker]))
        cap = None if chars.can_block_any_number else 1 + chars.can_block_additional  # capacity
        if cap is not None and len(distinct) > cap:
            out.append(_v("509.1a", "block_too_many", [blocker], blocked=len(distinct), limit=cap))
        for attacker in distinct:
            # pair_problems: on this board only 509.1a's own two checks;
            # board.is_attacking inlined (the board's combat index is not
            # built for it: a plain combat never reads it)
            found = get(attacker)
            if (
                found is None
                or found.attacking is None
                or found.zone is not _BATTLEFIELD
                or _CREATURE not in found.characteristics.types
            ):
                out.append(_v("509.1a", "block_non_attacker", [blocker, attacker]))
            elif not ours:
                # a player of the defending team in Two-Headed Giant (805.10d);
                # the defending player follows from what is attacked (508.5)
                target = found.attacking
                team = defending.get(target)
                if team is None:
                    team = defending[target] = board.team_of(board.defending_player(attacker))
                if controller not in team:
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
