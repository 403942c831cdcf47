"""Declaring attackers (CR 508.1): who may attack what, restrictions,
requirements, costs and tapping.

An :class:`AttackDeclaration` maps each attacking creature to what it attacks
(a player, a planeswalker or a battle). :func:`is_legal_attacks` checks one
against

* 508.1a: only untapped creatures the active player controls attack; a
  creature that came under its controller's control this turn can't
  (302.6) unless it has haste; a creature with defender can't (702.3b);
* 508.1b: each attacks an opponent, a planeswalker an opponent controls, or
  a battle an opponent protects (506.2; its protector never attacks a
  battle, 310.8);
* 508.1c: every restriction ("can't attack", "can't attack alone", "can't
  attack unless defending player controls an Island", "creatures can't
  attack you", "creatures with power N or greater can't attack", "no more
  than N creatures can attack each combat");
* 508.1d: the number of requirements obeyed ("attacks each combat if able",
  goad, 701.38 in 2023, 701.15 now) must be the **maximum** possible without breaking a
  restriction and without paying a cost. As for blocks (509.1c), the
  maximum is a 0-1 integer programme solved by HiGHS, with a witness;
* 508.1g-h: the cost to attack, per defending player ("creatures can't attack
  you unless their controller pays {2} for each creature");
* 508.1f: the attackers without vigilance become tapped
  (:func:`tap_events`).

>>> from mtgcombat.core.model import Board, Permanent, Player, AttacksEachCombat
>>> eager = Permanent(id="eager", controller="A", power=2, toughness=2,
...                   block_rules=frozenset({AttacksEachCombat()}))
>>> board = Board(players=(Player("A"), Player("B")), permanents=(eager,), active_player="A")
>>> verdict = is_legal_attacks(board, AttackDeclaration())
>>> bool(verdict), verdict.obeyed, verdict.maximum, str(verdict.witness)
(False, 0, 1, 'eager: B')
>>> bool(is_legal_attacks(board, AttackDeclaration.parse("eager: B")))
True
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Iterable, Iterator, Mapping
from typing import TypeVar

from mtgcombat.core.attack_rules import CanAttackAsThoughHaste
from mtgcombat.core.events import TappedToAttack
from mtgcombat.core.model import (
    AttackCost,
    AttacksEachCombat,
    AttackTax,
    Board,
    CanAttackDespiteDefender,
    CantAttack,
    CardType,
    CreaturesCantAttackYou,
    Goaded,
    Goads,
    Keyword,
    MaxAttackersEachCombat,
    OtherKeyword,
    Permanent,
)
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.core.verdict import Violation
from mtgcombat.rules.attack_conditions import (
    cant_attack_you_covers,
    conditional_requirement_count,
    declaration_condition_problems,
    declaration_rows,
    pair_condition_problems,
    power_limit_problems,
)

_R = TypeVar("_R")


@dataclass(frozen=True, slots=True)
class AttackDeclaration:
    """Which creatures attack what. Notation: ``ogre: B; elf: jace`` (``-``
    or empty: no attack).

    >>> d = AttackDeclaration.parse("ogre: B; elf: jace")
    >>> d.target_of("elf"), d.attackers()
    ('jace', ('elf', 'ogre'))
    >>> str(d)
    'elf: jace; ogre: B'
    """

    attacks: tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        names = [a for a, _ in self.attacks]
        if len(set(names)) != len(names):
            raise ValueError("a declaration names each attacking creature once")
        object.__setattr__(self, "attacks", tuple(sorted(self.attacks)))

    @classmethod
    def of(cls, attacks: Mapping[str, str]) -> AttackDeclaration:
        """The declaration from a mapping attacker -> target.

        >>> str(AttackDeclaration.of({"ogre": "B", "elf": "jace"}))
        'elf: jace; ogre: B'
        """
        return cls(tuple(attacks.items()))

    @classmethod
    def parse(cls, text: str) -> AttackDeclaration:
        """Read the notation ``attacker: target; ...`` (``-`` or empty: none).

        >>> AttackDeclaration.parse("ogre: B").attacks
        (('ogre', 'B'),)
        >>> len(AttackDeclaration.parse("-"))
        0
        >>> AttackDeclaration.parse("ogre B")
        Traceback (most recent call last):
        ...
        ValueError: "ogre B" is not "attacker: target"
        """
        pairs: list[tuple[str, str]] = []
        for part in (p.strip() for p in text.split(";")):
            if not part or part == "-":
                continue
            attacker, sep, target = part.partition(":")
            if not sep or not attacker.strip() or len(target.split()) != 1:
                raise ValueError(f'"{part}" is not "attacker: target"')
            pairs.append((attacker.strip(), target.strip()))
        return cls(tuple(pairs))

    @classmethod
    def from_board(cls, board: Board) -> AttackDeclaration:
        """The attacks declared on the board (each permanent's ``attacking``).

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3, attacking="B")
        >>> elf = Permanent(id="elf", controller="A", power=1, toughness=1)
        >>> board = Board((Player("A"), Player("B")), (ogre, elf), "A")
        >>> str(AttackDeclaration.from_board(board))
        'ogre: B'
        """
        return cls(tuple((p.id, p.attacking) for p in board.permanents if p.attacking))

    def attackers(self) -> tuple[str, ...]:
        """The attacking creatures, in name order.

        >>> AttackDeclaration.parse("ogre: B; elf: B").attackers()
        ('elf', 'ogre')
        """
        return tuple(a for a, _ in self.attacks)

    def target_of(self, attacker: str) -> str | None:
        """What ``attacker`` attacks, or None when it doesn't attack.

        >>> d = AttackDeclaration.parse("elf: jace")
        >>> d.target_of("elf"), d.target_of("ogre")
        ('jace', None)
        """
        return next((t for a, t in self.attacks if a == attacker), None)

    def as_dict(self) -> dict[str, str]:
        """The declaration as a mapping attacker -> target (the JSON form).

        >>> AttackDeclaration.parse("ogre: B; elf: jace").as_dict()
        {'elf': 'jace', 'ogre': 'B'}
        """
        return dict(self.attacks)

    def __len__(self) -> int:
        return len(self.attacks)

    def __str__(self) -> str:
        return "; ".join(f"{a}: {t}" for a, t in self.attacks) or "-"


@dataclass(frozen=True, slots=True)
class AttackVerdict:
    """The verdict on an attack declaration: violations (with rule numbers),
    the requirements it obeys, the maximum possible (508.1d), a legal witness
    reaching the maximum when this one is illegal (``None`` when it is legal),
    the cost per defending player (508.1h), and whether the maximum is proven
    (``optimal``; false if the time bound was hit).

    >>> from mtgcombat.core.model import Board, Permanent, Player, CantAttack
    >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3,
    ...                  block_rules=frozenset({CantAttack()}))
    >>> board = Board((Player("A"), Player("B")), (ogre,), "A")
    >>> verdict = is_legal_attacks(board, AttackDeclaration.parse("ogre: B"))
    >>> bool(verdict), [str(v) for v in verdict.violations], str(verdict.witness)
    (False, ['508.1c cant_attack [ogre]'], '-')
    """

    violations: tuple[Violation, ...]
    obeyed: int
    maximum: int
    witness: AttackDeclaration | None
    costs: tuple[tuple[str, int], ...]
    optimal: bool = True

    @property
    def legal(self) -> bool:
        """True when the declaration breaks no rule (the verdict's truth).

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3, tapped=True)
        >>> board = Board((Player("A"), Player("B")), (ogre,), "A")
        >>> is_legal_attacks(board, AttackDeclaration()).legal
        True
        >>> is_legal_attacks(board, AttackDeclaration.parse("ogre: B")).legal
        False
        """
        return not self.violations

    @property
    def cost(self) -> dict[str, int]:
        """The total cost to attack, per player whose tax applies (508.1h).

        >>> from mtgcombat.core.model import AttackTax, Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3)
        >>> elf = Permanent(id="elf", controller="A", power=1, toughness=1)
        >>> wall = Permanent(id="wall", controller="B", power=0, toughness=4,
        ...                  block_rules=frozenset({AttackTax(amount=2)}))
        >>> board = Board((Player("A"), Player("B")), (ogre, elf, wall), "A")
        >>> is_legal_attacks(board, AttackDeclaration.parse("ogre: B; elf: B")).cost
        {'B': 4}
        """
        return dict(self.costs)

    def __bool__(self) -> bool:
        return self.legal


# ---------------------------------------------------------------------------
# Who may attack, and what
# ---------------------------------------------------------------------------


def _has_haste(perm: Permanent) -> bool:
    return any(isinstance(a, OtherKeyword) and a.name == "haste" for a in perm.abilities)


def _opponents(board: Board, player: str) -> tuple[str, ...]:
    # 506.2: the active player's opponents are the possible defending players
    # (every opponent in a game that lets a player attack several, 802.1)
    # (a teammate is no opponent, 102.3; 805.10a)
    return tuple(p.id for p in board.players if board.are_opponents(player, p.id) and not p.lost)


def targets(board: Board, controller: str) -> tuple[str, ...]:
    """What a creature ``controller`` controls may attack (508.1b, 506.2,
    310.8): each opponent, each planeswalker an opponent controls, each
    battle an opponent protects.

    >>> from mtgcombat.core.model import Board, CardType, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3)
    >>> jace = Permanent(id="jace", controller="B", types=frozenset({CardType.PLANESWALKER}))
    >>> board = Board((Player("A"), Player("B")), (ogre, jace), "A")
    >>> targets(board, "A"), targets(board, "B")
    (('B', 'jace'), ('A',))
    """
    # found once per board and player: every attacker's pair reads it (508.1b)
    return board.derived(("attack_targets", controller), lambda: _targets(board, controller))


def _targets(board: Board, controller: str) -> tuple[str, ...]:
    opponents = _opponents(board, controller)
    out = list(opponents)
    for p in board.permanents:
        if not p.on_battlefield:
            continue
        walker = p.is_type(CardType.PLANESWALKER) and p.controller in opponents
        if walker or (p.is_type(CardType.BATTLE) and p.protector in opponents):
            out.append(p.id)
    return tuple(out)


def _target_set(board: Board, controller: str) -> frozenset[str]:
    return board.derived(
        ("attack_target_set", controller), lambda: frozenset(targets(board, controller))
    )


def defending_player(board: Board, target: str) -> str:
    """The player attacked through ``target``: itself, a planeswalker's
    controller, a battle's protector (506.2).

    >>> from mtgcombat.core.model import Board, CardType, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3)
    >>> jace = Permanent(id="jace", controller="B", types=frozenset({CardType.PLANESWALKER}))
    >>> board = Board((Player("A"), Player("B")), (ogre, jace), "A")
    >>> defending_player(board, "jace"), defending_player(board, "B")
    ('B', 'B')
    """
    perm = board.get(target)
    if perm is None:
        return target
    if perm.is_type(CardType.BATTLE) and perm.protector is not None:
        return perm.protector
    return perm.controller


def attacker_problems(board: Board, perm: Permanent) -> list[Violation]:
    """Why ``perm`` can't attack at all (508.1a, 302.6, 702.3b, 508.1c).

    >>> from mtgcombat.core.model import Board, CantAttack, Permanent, Player
    >>> tired = Permanent(id="tired", controller="A", power=1, toughness=1, tapped=True,
    ...                   block_rules=frozenset({CantAttack()}))
    >>> board = Board((Player("A"), Player("B")), (tired,), "A")
    >>> [str(v) for v in attacker_problems(board, tired)]
    ['508.1a attacker_tapped [tired]', '508.1c cant_attack [tired]']
    """
    out: list[Violation] = []
    pid = perm.id
    if not perm.on_battlefield or not perm.is_creature:
        out.append(Violation("508.1a", "attacker_not_creature", (pid,)))
        return out
    if perm.controller not in board.team_of(board.active_player):
        out.append(Violation("508.1a", "attacker_not_active", (pid,)))
    if perm.tapped:
        out.append(Violation("508.1a", "attacker_tapped", (pid,)))
    if perm.summoning_sick and not (_has_haste(perm) or perm.rules_of(CanAttackAsThoughHaste)):
        out.append(Violation("302.6", "attacker_summoning_sick", (pid,)))
    if perm.has(Keyword.DEFENDER) and not perm.rules_of(CanAttackDespiteDefender):
        # "can attack as though it didn't have defender" (702.3b)
        out.append(Violation("702.3b", "attacker_defender", (pid,)))
    if perm.rules_of(CantAttack):
        out.append(Violation("508.1c", "cant_attack", (pid,)))
    out.extend(power_limit_problems(board, perm))  # rules of other permanents
    return out


def _global_rules(board: Board, kind: type[_R]) -> tuple[tuple[str, _R], ...]:
    # found once per board and kind: each attacker's pair and tax reads them
    return board.derived(("attack_global_rules", kind), lambda: _find_rules(board, kind))


def _find_rules(board: Board, kind: type[_R]) -> tuple[tuple[str, _R], ...]:
    return tuple(
        (p.id, r)
        for p in board.permanents
        if p.block_rules and p.on_battlefield
        for r in p.block_rules
        if isinstance(r, kind)
    )


def pair_problems(board: Board, perm: Permanent, target: str) -> list[Violation]:
    """Why ``perm`` can't attack ``target`` (508.1b, 310.8, 508.1c).

    >>> from mtgcombat.core.model import Board, CardType, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3)
    >>> jace = Permanent(id="jace", controller="B", types=frozenset({CardType.PLANESWALKER}))
    >>> board = Board((Player("A"), Player("B")), (ogre, jace), "A")
    >>> pair_problems(board, ogre, "jace")
    []
    >>> [str(v) for v in pair_problems(board, ogre, "A")]
    ['508.1b attack_target_illegal [ogre, A]']
    """
    out: list[Violation] = []
    pid = perm.id
    if target not in _target_set(board, perm.controller):
        battle = board.get(target)
        if battle is not None and battle.protector == perm.controller:
            out.append(Violation("310.8", "attack_own_battle", (pid, target)))
        else:
            out.append(Violation("508.1b", "attack_target_illegal", (pid, target)))
        return out
    defender = defending_player(board, target)
    if perm.block_rules:  # "can't attack unless/if CONDITION" (attack_conditions)
        out.extend(pair_condition_problems(board, perm, defender))
    attacked = board.get(target)
    # a planeswalker, not a battle the player protects, is "what you control"
    walker = attacked is not None and attacked.is_type(CardType.PLANESWALKER)
    for source, rule in _global_rules(board, CreaturesCantAttackYou):
        holder = board.permanent(source)
        if holder.controller != defender or not cant_attack_you_covers(board, rule, holder, perm):
            continue
        if attacked is None:
            # the player: with or without their planeswalkers, as the rule says
            code = "cant_attack_player" if rule.planeswalkers else "cant_attack_player_only"
            out.append(Violation("508.1c", code, (pid, defender, source)))
        elif rule.planeswalkers and walker:
            out.append(
                Violation("508.1c", "cant_attack_planeswalker", (pid, defender, source, target))
            )
    return out


def tax_of(board: Board, perm: Permanent, target: str) -> int:
    """The cost for ``perm`` to attack ``target`` (508.1g): the taxes of the
    permanents the attacked player controls, when the player is attacked, or
    one of that player's planeswalkers under a tax that covers them.

    >>> from mtgcombat.core.model import AttackTax, Board, CardType, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3)
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=4,
    ...                  block_rules=frozenset({AttackTax(amount=2)}))
    >>> jace = Permanent(id="jace", controller="B", types=frozenset({CardType.PLANESWALKER}))
    >>> board = Board((Player("A"), Player("B")), (ogre, wall, jace), "A")
    >>> tax_of(board, ogre, "B"), tax_of(board, ogre, "jace")
    (2, 0)
    """
    # its own cost to attack, whatever it attacks (508.1g): "~ can't attack
    # unless its controller pays {N}" (for each +1/+1 counter on it)
    own = sum(
        r.amount * (perm.counters.plus_one if r.per_counter else 1)
        for r in perm.rules_of(AttackCost)
    )
    attacked = board.get(target)
    walker = attacked is not None and attacked.is_type(CardType.PLANESWALKER)
    if attacked is not None and not walker:
        return own  # a battle: no tax here covers it
    defender = defending_player(board, target)
    return own + sum(
        rule.amount * (perm.counters.count("any") if rule.per_counter else 1)  # 122.1
        for source, rule in _global_rules(board, AttackTax)
        if board.permanent(source).controller == defender and (not walker or rule.planeswalkers)
    )


def declaration_problems(board: Board, decl: AttackDeclaration) -> list[Violation]:
    """Every 508.1a-c problem of the declaration.

    >>> from mtgcombat.core.model import Board, CantAttackAlone, Permanent, Player
    >>> loner = Permanent(id="loner", controller="A", power=2, toughness=2,
    ...                   block_rules=frozenset({CantAttackAlone()}))
    >>> board = Board((Player("A"), Player("B")), (loner,), "A")
    >>> [str(v) for v in declaration_problems(board, AttackDeclaration.parse("loner: B"))]
    ['508.1c cant_attack_alone [loner]']
    """
    out: list[Violation] = []
    for attacker, target in decl.attacks:
        perm = board.get(attacker)
        if perm is None:
            out.append(Violation("508.1a", "attacker_not_creature", (attacker,)))
            continue
        out.extend(attacker_problems(board, perm))
        out.extend(pair_problems(board, perm, target))
    # alone, together with others (506.5): conditions on the whole declaration
    out.extend(declaration_condition_problems(board, decl.attackers()))
    for source, rule in _global_rules(board, MaxAttackersEachCombat):
        if len(decl) > rule.count:
            out.append(
                Violation(
                    "508.1c",
                    "too_many_attackers",
                    (source,),
                    (("count", rule.count), ("attackers", len(decl))),
                )
            )
    return out


# ---------------------------------------------------------------------------
# Requirements (508.1d)
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AttackRequirement:
    """One requirement: ``creature`` attacks (``avoid`` empty), or attacks a
    player other than ``avoid`` (goad: 701.38b in 2023, 701.15b now).

    >>> players = frozenset({"A", "B", "C"})
    >>> goad = AttackRequirement("g", avoid="B", players=players)
    >>> goad.creature, goad.avoid
    ('g', 'B')
    """

    creature: str
    avoid: str = ""

    players: frozenset[str] = frozenset()  # the board's players

    def obeyed_by(self, decl: AttackDeclaration) -> bool:
        """Whether ``decl`` obeys the requirement.

        >>> goad = AttackRequirement("g", avoid="B", players=frozenset({"A", "B", "C"}))
        >>> [goad.obeyed_by(AttackDeclaration.parse(t)) for t in ("g: C", "g: B", "-")]
        [True, False, False]
        """
        return self.obeyed_in(decl.as_dict())

    def obeyed_in(self, chosen: Mapping[str, str]) -> bool:
        """Whether the declaration ``chosen`` (attacker -> target) obeys it.

        >>> goad = AttackRequirement("g", avoid="B", players=frozenset({"A", "B", "C"}))
        >>> goad.obeyed_in({"g": "C"}), goad.obeyed_in({"h": "C"})
        (True, False)
        """
        target = chosen.get(self.creature)
        if target is None:
            return False
        return not self.avoid or (target != self.avoid and target in self.players)


def requirements(board: Board) -> tuple[AttackRequirement, ...]:
    """Every attack requirement on the board (508.1d).

    >>> from mtgcombat.core.model import Board, Goaded, Permanent, Player
    >>> g = Permanent(id="g", controller="A", power=2, toughness=2,
    ...               block_rules=frozenset({Goaded(player="B")}))
    >>> board = Board((Player("A"), Player("B"), Player("C")), (g,), "A")
    >>> [(r.creature, r.avoid) for r in requirements(board)]
    [('g', ''), ('g', 'B')]
    """
    players = frozenset(p.id for p in board.players)
    out: list[AttackRequirement] = []
    goaded_by = _goaded_by(board)
    for perm in board.permanents:
        if not perm.is_creature or not perm.on_battlefield:
            continue
        if not perm.block_rules and perm.id not in goaded_by:
            continue
        if perm.controller not in board.team_of(board.active_player):
            continue
        for _ in range(
            len(perm.rules_of(AttacksEachCombat)) + conditional_requirement_count(board, perm)
        ):
            out.append(AttackRequirement(perm.id, "", players))
        goaders = {g.player for g in perm.rules_of(Goaded)} | goaded_by.get(perm.id, set())
        for player in sorted(goaders):
            out.append(AttackRequirement(perm.id, "", players))
            out.append(AttackRequirement(perm.id, player, players))
    return tuple(out)


def _goaded_by(board: Board) -> dict[str, set[str]]:
    """The players who goad each creature through a permanent's rule
    (:class:`~mtgcombat.core.model.Goads`; goad is 701.38 in 2023, 701.15 now):
    its controller goads every creature an opponent controls, or only the
    creature it is attached to."""
    out: dict[str, set[str]] = {}
    for source, rule in _global_rules(board, Goads):
        goader = board.permanent(source).controller
        if rule.host:
            host = board.get(board.permanent(source).attached_to or "")
            hosts = [host] if host is not None else []
        else:
            hosts = list(board.permanents)
        for perm in hosts:
            if perm.is_creature and perm.on_battlefield and perm.controller != goader:
                out.setdefault(perm.id, set()).add(goader)
    return out


def obeyed_count(reqs: Iterable[AttackRequirement], decl: AttackDeclaration) -> int:
    """How many of ``reqs`` the declaration obeys (508.1d).

    >>> from mtgcombat.core.model import Board, Goaded, Permanent, Player
    >>> g = Permanent(id="g", controller="A", power=2, toughness=2,
    ...               block_rules=frozenset({Goaded(player="B")}))
    >>> board = Board((Player("A"), Player("B"), Player("C")), (g,), "A")
    >>> reqs = requirements(board)
    >>> [obeyed_count(reqs, AttackDeclaration.parse(t)) for t in ("g: B", "g: C")]
    [1, 2]
    """
    chosen = decl.as_dict()  # one look-up per requirement, not a scan
    return sum(1 for r in reqs if r.obeyed_in(chosen))


def attack_options(board: Board, perm: Permanent, *, free_only: bool = False) -> list[str]:
    """The targets ``perm`` may attack without breaking a per-creature
    restriction (and, with ``free_only``, without a cost).

    >>> from mtgcombat.core.model import AttackTax, Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3)
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=4,
    ...                  block_rules=frozenset({AttackTax(amount=2)}))
    >>> board = Board((Player("A"), Player("B")), (ogre, wall), "A")
    >>> attack_options(board, ogre), attack_options(board, ogre, free_only=True)
    (['B'], [])
    """
    if attacker_problems(board, perm):
        return []
    return [
        t
        for t in targets(board, perm.controller)
        if not pair_problems(board, perm, t) and not (free_only and tax_of(board, perm, t))
    ]


@dataclass(frozen=True, slots=True)
class AttackMaximum:
    """What :func:`maximum_requirements` finds: the 508.1d maximum, a
    declaration reaching it, whether it is proven, and the seconds taken.

    >>> from mtgcombat.core.model import Board, Goaded, Permanent, Player
    >>> g = Permanent(id="g", controller="A", power=2, toughness=2,
    ...               block_rules=frozenset({Goaded(player="B")}))
    >>> board = Board((Player("A"), Player("B"), Player("C")), (g,), "A")
    >>> best = maximum_requirements(board)
    >>> best.maximum, str(best.witness), best.optimal
    (2, 'g: C', True)
    """

    maximum: int
    witness: AttackDeclaration
    optimal: bool
    seconds: float


def maximum_requirements(
    board: Board,
    reqs: tuple[AttackRequirement, ...] | None = None,
    *,
    time_limit: float = 10.0,
) -> AttackMaximum:
    """The most requirements any declaration obeys without breaking a
    restriction or paying a cost (508.1d), with a declaration that does.

    A 0-1 variable per (creature, target) pair that breaks no per-creature
    restriction and costs nothing; a row per creature (one target at most);
    "can't attack alone" (it attacks only if another does) and "no more than
    N creatures" are rows over the whole declaration. The objective counts
    each requirement: ``attacks`` sums the creature's variables, ``attacks a
    player other than P`` sums those of its targets that are such players.

    >>> from mtgcombat.core.model import Board, Goaded, Permanent, Player
    >>> g = Permanent(id="g", controller="A", power=2, toughness=2,
    ...               block_rules=frozenset({Goaded(player="B")}))
    >>> board = Board((Player("A"), Player("B"), Player("C")), (g,), "A")
    >>> best = maximum_requirements(board)
    >>> best.maximum, str(best.witness)
    (2, 'g: C')
    """
    from mtgcombat.rules.blocks_requirements import _Rows, _solve_mip  # noqa: PLC0415

    started = time.perf_counter()
    if reqs is None:
        reqs = requirements(board)
    if not reqs:
        empty = AttackDeclaration()
        return AttackMaximum(0, empty, True, time.perf_counter() - started)
    players = {p.id for p in board.players}
    col: dict[tuple[str, str], int] = {}
    for perm in board.permanents:
        if perm.controller not in board.team_of(board.active_player) or not perm.is_creature:
            continue
        for t in attack_options(board, perm, free_only=True):
            col[(perm.id, t)] = len(col)
    by_attacker: dict[str, list[int]] = {}
    targets_of: dict[str, list[tuple[str, int]]] = {}
    for (a, t), i in col.items():
        by_attacker.setdefault(a, []).append(i)
        targets_of.setdefault(a, []).append((t, i))
    cost: dict[int, float] = {}
    for r in reqs:  # each requirement reads its own creature's columns only
        for t, i in targets_of.get(r.creature, ()):
            if not r.avoid or (t != r.avoid and t in players):
                cost[i] = cost.get(i, 0.0) + 1.0
    rows = _Rows()
    for cols in by_attacker.values():
        rows.add(((i, 1.0) for i in cols), 0.0, 1.0)
    declaration_rows(board, by_attacker, rows)  # alone, with others (508.1c)
    for _, rule in _global_rules(board, MaxAttackersEachCombat):
        rows.add(((i, 1.0) for i in col.values()), 0.0, float(rule.count))
    values, optimal = _solve_mip(len(col), cost, rows, time_limit) if col else ([], True)
    chosen: dict[str, str] = {}
    if values is not None:
        for (a, t), i in col.items():
            if values[i] > 0.5:
                chosen[a] = t
    witness = AttackDeclaration.of(chosen)
    if declaration_problems(board, witness):  # never expected; stay safe
        witness, optimal = AttackDeclaration(), False
    return AttackMaximum(
        obeyed_count(reqs, witness), witness, optimal, time.perf_counter() - started
    )


# ---------------------------------------------------------------------------
# The verdict
# ---------------------------------------------------------------------------


def declaration_costs(board: Board, decl: AttackDeclaration) -> dict[str, int]:
    """The cost of the declaration per taxed defending player (508.1g-h),
    attacks on that player's planeswalkers included.

    >>> from mtgcombat.core.model import AttackTax, Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3)
    >>> wall = Permanent(id="wall", controller="B", power=0, toughness=4,
    ...                  block_rules=frozenset({AttackTax(amount=2)}))
    >>> board = Board((Player("A"), Player("B")), (ogre, wall), "A")
    >>> declaration_costs(board, AttackDeclaration.parse("ogre: B"))
    {'B': 2}
    """
    out: dict[str, int] = {}
    for attacker, target in decl.attacks:
        perm = board.get(attacker)
        if perm is None:
            continue
        amount = tax_of(board, perm, target)
        if amount:
            defender = defending_player(board, target)
            out[defender] = out.get(defender, 0) + amount
    return out


def is_legal_attacks(
    board: Board,
    declaration: AttackDeclaration,
    rules: RuleSet | str = RuleSet.CURRENT,
    *,
    time_limit: float = 10.0,
) -> AttackVerdict:
    """Check an attack declaration against 508.1a-d and total its costs
    (508.1g-h). Both rule sets declare attackers the same way.

    >>> from mtgcombat.core.model import Board, Goaded, Permanent, Player
    >>> g = Permanent(id="g", controller="A", power=2, toughness=2,
    ...               block_rules=frozenset({Goaded(player="B")}))
    >>> board = Board((Player("A"), Player("B"), Player("C")), (g,), "A")
    >>> verdict = is_legal_attacks(board, AttackDeclaration.parse("g: B"), "2023")
    >>> bool(verdict), verdict.obeyed, verdict.maximum, str(verdict.witness)
    (False, 1, 2, 'g: C')
    >>> [v.code for v in verdict.violations]
    ['attack_requirements_not_max']
    """
    RuleSet.coerce(rules)
    violations = declaration_problems(board, declaration)
    reqs = requirements(board)
    obeyed = obeyed_count(reqs, declaration)
    maximum, witness, optimal = 0, None, True
    if reqs:
        best = maximum_requirements(board, reqs, time_limit=time_limit)
        maximum, optimal = best.maximum, best.optimal
        if obeyed < maximum:
            violations.append(
                Violation(
                    "508.1d",
                    "attack_requirements_not_max",
                    (),
                    (("obeyed", obeyed), ("maximum", maximum), ("witness", str(best.witness))),
                )
            )
        if violations:
            witness = best.witness
        else:  # a declaration that pays a cost may obey more than the free maximum
            maximum = max(maximum, obeyed)
    elif violations:
        witness = AttackDeclaration()
    costs = declaration_costs(board, declaration)
    return AttackVerdict(
        tuple(violations), obeyed, maximum, witness, tuple(sorted(costs.items())), optimal
    )


def legal_attack_declarations(board: Board) -> Iterator[AttackDeclaration]:
    """Every legal declaration that pays no cost, lazily, for small boards:
    each creature stays home or attacks one target it may; the combinations
    that break no restriction and obey the 508.1d maximum.

    >>> from mtgcombat.core.model import Board, CardType, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3)
    >>> jace = Permanent(id="jace", controller="B", types=frozenset({CardType.PLANESWALKER}))
    >>> board = Board((Player("A"), Player("B")), (ogre, jace), "A")
    >>> [str(d) for d in legal_attack_declarations(board)]
    ['-', 'ogre: B', 'ogre: jace']
    """
    reqs = requirements(board)
    best = maximum_requirements(board, reqs).maximum if reqs else 0
    names: list[str] = []
    choices: list[list[str | None]] = []
    for perm in board.permanents:
        if perm.controller not in board.team_of(board.active_player) or not perm.is_creature:
            continue
        names.append(perm.id)
        choices.append([None, *attack_options(board, perm, free_only=True)])
    for combo in itertools.product(*choices):
        decl = AttackDeclaration(
            tuple((a, t) for a, t in zip(names, combo, strict=True) if t is not None)
        )
        if declaration_problems(board, decl):
            continue
        if obeyed_count(reqs, decl) >= best:
            yield decl


def tap_events(board: Board, decl: AttackDeclaration) -> tuple[TappedToAttack, ...]:
    """The attackers that become tapped (508.1f): those without vigilance.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> a = Permanent(id="a", controller="A", power=1, toughness=1)
    >>> v = Permanent(id="v", controller="A", power=1, toughness=1, keywords=["vigilance"])
    >>> board = Board((Player("A"), Player("B")), (a, v), "A")
    >>> [e.creature for e in tap_events(board, AttackDeclaration.parse("a: B; v: B"))]
    ['a']
    """
    out: list[TappedToAttack] = []
    for attacker, _ in decl.attacks:
        perm = board.get(attacker)
        if perm is not None and not perm.has(Keyword.VIGILANCE):
            out.append(TappedToAttack("508.1f", attacker))
    return tuple(out)
