"""Attacking restrictions and requirements under a condition (508.1c-d),
read as attackers are declared: "~ can't attack unless CONDITION", "~ can't
attack if CONDITION", "~ can't attack alone", "~ can only attack alone"
(506.5), "~ can't attack unless defending player controls an Island", and
"~ attacks each combat if able unless CONDITION".

Three kinds of check, each used by :mod:`mtgcombat.rules.attacks`:

* :func:`pair_condition_problems`: a condition on the board and on the
  player the creature would attack ("defending player" is that player, the
  controller of the planeswalker or the protector of the battle it attacks,
  506.2, 508.1b), so a creature may attack one opponent and not another;
* :func:`declaration_condition_problems`: a condition on the whole
  declaration (alone, "at least two other creatures attack", "a creature
  with greater power also attacks", 508.1c), and :func:`declaration_rows`,
  the same conditions as rows of the 508.1d maximum's integer programme;
* :func:`conditional_requirement_count`: "attacks each combat if able unless
  you control another Ally" is a requirement (508.1d) while its condition
  does not hold.

>>> from mtgcombat.core.model import Board, Permanent, Player
>>> from mtgcombat.core.attack_conditions import CanOnlyAttackAlone
>>> loner = Permanent(id="loner", controller="A", power=3, toughness=3,
...                   block_rules=frozenset({CanOnlyAttackAlone()}))
>>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
>>> board = Board((Player("A"), Player("B")), (loner, bear), "A")
>>> [str(v) for v in declaration_condition_problems(board, ("loner", "bear"))]
['508.1c can_only_attack_alone [loner]']
>>> declaration_condition_problems(board, ("loner",))
[]
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from typing import Protocol

from mtgcombat.core.attack_conditions import (
    AlsoAttack,
    AttackCondition,
    AttacksEachCombatUnless,
    CanOnlyAttackAlone,
    CantAttackIf,
    CantAttackUnless,
    DefendingCardsIn,
    DefendingMonarch,
    DefendingPoisoned,
    GreaterPowerAlsoAttacks,
    MoreThanDefending,
    PowerAboveHandCantAttack,
)
from mtgcombat.core.attack_rules import (
    CantAttackAlone,
    CantAttackUnlessDefenderControls,
    CreaturesCantAttackYou,
    PowerCantAttack,
)
from mtgcombat.core.block_rules import YouControl
from mtgcombat.core.conditions import AllOf, AnyOf, PermanentCount
from mtgcombat.core.model import Board, CardType, Permanent
from mtgcombat.core.selector_values import Compare, Selector
from mtgcombat.core.selectors import condition_holds, matches, matching
from mtgcombat.core.verdict import Violation
from mtgcombat.core.zone_cards import cards_in, hand_of


class _RowSink(Protocol):
    """Where the rows of the 508.1d programme go (``blocks_requirements._Rows``)."""

    def add(self, terms: Iterable[tuple[int, float]], lower: float, upper: float) -> None: ...


def attack_condition_holds(
    board: Board, condition: AttackCondition, perm: Permanent, defender: str
) -> bool:
    """Whether a condition that reads the board holds for ``perm`` attacking
    ``defender`` (a declaration's conditions are not read here).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> from mtgcombat.core.attack_conditions import DefendingPoisoned
    >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3)
    >>> board = Board((Player("A"), Player("B", poison=1), Player("C")), (ogre,), "A")
    >>> [attack_condition_holds(board, DefendingPoisoned(), ogre, p) for p in "BC"]
    [True, False]
    """
    if isinstance(condition, DefendingPoisoned):
        return board.player(defender).poison > 0  # poisoned: 1 or more counters (122.1f)
    if isinstance(condition, DefendingMonarch):
        return board.player(defender).monarch  # 724
    if isinstance(condition, DefendingCardsIn):
        held = cards_in(board, condition.zone, defender)
        return Compare("power", condition.op, condition.value).holds(held, condition.value)
    if isinstance(condition, YouControl):
        return any(
            p.controller == perm.controller and matches(board, condition.selector, p, perm)
            for p in board.permanents
        )
    if isinstance(condition, MoreThanDefending):
        sel = condition.selector
        mine = sum(
            1
            for p in board.permanents
            if p.controller == perm.controller and _is(board, sel, p, perm)
        )
        theirs = sum(
            1 for p in board.permanents if p.controller == defender and _is(board, sel, p, perm)
        )
        return mine > theirs
    if isinstance(condition, PermanentCount):
        found = matching(board, condition.selector, perm, defending=defender)
        return Compare("power", condition.op, condition.value).holds(len(found), condition.value)
    if isinstance(condition, AllOf):
        return all(attack_condition_holds(board, c, perm, defender) for c in condition.conditions)
    if isinstance(condition, AnyOf):
        return any(attack_condition_holds(board, c, perm, defender) for c in condition.conditions)
    if isinstance(condition, AlsoAttack | GreaterPowerAlsoAttacks):
        return True  # read on the declaration (declaration_condition_problems)
    return condition_holds(board, condition, perm)


def _is(board: Board, selector: Selector, perm: Permanent, source: Permanent) -> bool:
    return perm.on_battlefield and matches(board, selector, perm, source)


def pair_condition_problems(board: Board, perm: Permanent, defender: str) -> list[Violation]:
    """Why ``perm`` can't attack ``defender`` (or that player's planeswalker
    or battle) under a condition on the board (508.1c).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> from mtgcombat.core.attack_conditions import CantAttackUnless, DefendingPoisoned
    >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3,
    ...                  block_rules=frozenset({CantAttackUnless(DefendingPoisoned())}))
    >>> board = Board((Player("A"), Player("B", poison=1), Player("C")), (ogre,), "A")
    >>> pair_condition_problems(board, ogre, "B")
    []
    >>> [str(v) for v in pair_condition_problems(board, ogre, "C")]
    ['508.1c cant_attack_unless [ogre, C] condition=defending player is poisoned']
    """
    out: list[Violation] = []
    pid = perm.id
    for rule in perm.block_rules:
        if isinstance(rule, CantAttackUnlessDefenderControls):
            if not _controls_land(board, defender, rule.land_type):
                land = (("land", rule.land_type),)
                out.append(Violation("508.1c", "attack_unless_land", (pid, defender), land))
        elif isinstance(rule, CantAttackUnless):
            if not attack_condition_holds(board, rule.condition, perm, defender):
                condition = (("condition", str(rule.condition)),)
                out.append(Violation("508.1c", "cant_attack_unless", (pid, defender), condition))
        elif isinstance(rule, CantAttackIf) and attack_condition_holds(
            board, rule.condition, perm, defender
        ):
            condition = (("condition", str(rule.condition)),)
            out.append(Violation("508.1c", "cant_attack_if", (pid, defender), condition))
    return out


def power_limit_problems(board: Board, perm: Permanent) -> list[Violation]:
    """Why ``perm`` can't attack under a rule of another permanent on its
    power (508.1c): "creatures with power N or greater can't attack", and
    "creatures with power greater than the number of cards in your hand
    can't attack" ("your": the controller of the permanent with the rule).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bridge = Permanent(id="bridge", controller="B", types=frozenset({CardType.ARTIFACT}),
    ...                    block_rules=frozenset({PowerAboveHandCantAttack()}))
    >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3)
    >>> board = Board((Player("A"), Player("B", hand=2)), (ogre, bridge), "A")
    >>> [str(v) for v in power_limit_problems(board, ogre)]  # doctest: +ELLIPSIS
    ['508.1c attack_power_hand_limit [ogre, B, bridge] power=3 hand=2']
    """
    out: list[Violation] = []
    limits = board.derived(("attack_power_limits",), lambda: _power_limits(board))
    if not limits:
        return out  # most boards (found once per board)
    pid = perm.id
    for p, rule in limits:
        if isinstance(rule, PowerCantAttack):
            if perm.current_power >= rule.power:
                power = (("power", rule.power),)
                out.append(Violation("508.1c", "attack_power_limit", (pid, p.id), power))
            continue
        hand = hand_of(board, p.controller, p.id)  # never guessed (402.1)
        if perm.current_power > hand:
            facts = (("power", perm.current_power), ("hand", hand))
            who = (pid, p.controller, p.id)
            out.append(Violation("508.1c", "attack_power_hand_limit", who, facts))
    return out


def _power_limits(
    board: Board,
) -> tuple[tuple[Permanent, PowerCantAttack | PowerAboveHandCantAttack], ...]:
    """The rules on attackers' power of the permanents on the battlefield."""
    return tuple(
        (p, rule)
        for p in board.permanents
        if p.block_rules and p.on_battlefield
        for rule in p.block_rules
        if isinstance(rule, PowerCantAttack | PowerAboveHandCantAttack)
    )


def _controls_land(board: Board, player: str, land_type: str) -> bool:
    wanted = land_type.casefold()
    return any(
        p.on_battlefield
        and p.controller == player
        and p.is_type(CardType.LAND)
        and wanted in {s.casefold() for s in p.subtypes}
        for p in board.permanents
    )


def _together(rule: object) -> AlsoAttack | GreaterPowerAlsoAttacks | None:
    """The condition on the declaration of a "can't attack unless" rule."""
    if isinstance(rule, CantAttackUnless) and isinstance(
        rule.condition, AlsoAttack | GreaterPowerAlsoAttacks
    ):
        return rule.condition
    return None


def _joins(
    board: Board, condition: AlsoAttack | GreaterPowerAlsoAttacks, perm: Permanent, other: str
) -> bool:
    """Whether the attacker ``other`` counts for ``perm``'s condition."""
    if other == perm.id:
        return False
    them = board.get(other)
    if them is None:
        return False
    if isinstance(condition, GreaterPowerAlsoAttacks):
        return them.current_power > perm.current_power
    return matches(board, condition.selector, them, perm)


def declaration_condition_problems(board: Board, decl: Collection[str]) -> list[Violation]:
    """Every 508.1c problem of a condition on the whole declaration
    (``decl``: the attacking creatures): "can't attack alone",
    "can only attack alone" (506.5), "can't attack unless at least N other
    creatures attack" and "unless a creature with greater power also
    attacks".

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> from mtgcombat.core.attack_conditions import CantAttackUnless, GreaterPowerAlsoAttacks
    >>> rule = CantAttackUnless(GreaterPowerAlsoAttacks())
    >>> imp = Permanent(id="imp", controller="A", power=2, toughness=2,
    ...                 block_rules=frozenset({rule}))
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3)
    >>> board = Board((Player("A"), Player("B")), (imp, bear, ogre), "A")
    >>> [v.code for v in declaration_condition_problems(board, ("imp", "bear"))]
    ['cant_attack_unless_others']
    >>> declaration_condition_problems(board, ("imp", "ogre"))
    []
    """
    holders = board.derived(("attack_declaration_rules",), lambda: _declaration_holders(board))
    out: list[Violation] = []
    if not holders:
        return out  # most boards: no such rule, nothing to count (computed once per board)
    for attacker in decl:
        perm = board.get(attacker)
        if perm is None or attacker not in holders:
            continue
        for rule in perm.block_rules:
            if isinstance(rule, CantAttackAlone) and len(decl) == 1:
                out.append(Violation("508.1c", "cant_attack_alone", (attacker,)))
            elif isinstance(rule, CanOnlyAttackAlone) and len(decl) > 1:
                out.append(Violation("508.1c", "can_only_attack_alone", (attacker,)))
            condition = _together(rule)
            if condition is None:
                continue
            need = condition.count if isinstance(condition, AlsoAttack) else 1
            if sum(1 for other in decl if _joins(board, condition, perm, other)) < need:
                params = (("condition", str(condition)),)
                out.append(Violation("508.1c", "cant_attack_unless_others", (attacker,), params))
    return out


_DECLARATION_KINDS = (CantAttackAlone, CanOnlyAttackAlone, CantAttackUnless)
"""The rules that may read the whole declaration (alone, together)."""


def _declaration_holders(board: Board) -> frozenset[str]:
    """The creatures with a rule on the whole declaration (alone, together)."""
    return frozenset(
        p.id
        for p in board.permanents
        if p.block_rules and any(isinstance(r, _DECLARATION_KINDS) for r in p.block_rules)
    )


def declaration_rows(board: Board, by_attacker: Mapping[str, list[int]], rows: _RowSink) -> None:
    """The conditions on the whole declaration as rows over the 0-1
    variables of the 508.1d programme (``by_attacker``: each creature's
    variables, one per target it may attack).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> from mtgcombat.core.attack_conditions import CanOnlyAttackAlone
    >>> loner = Permanent(id="loner", controller="A", power=3, toughness=3,
    ...                   block_rules=frozenset({CanOnlyAttackAlone()}))
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> board = Board((Player("A"), Player("B")), (loner, bear), "A")
    >>> class Rows:
    ...     def add(self, terms, lower, upper):
    ...         print(sorted(terms), lower, upper)
    >>> declaration_rows(board, {"loner": [0], "bear": [1]}, Rows())
    [(0, 1.0), (1, 1.0)] -inf 1.0
    """
    for a, cols in by_attacker.items():
        perm = board.permanent(a)
        if not perm.block_rules:
            continue
        if not any(isinstance(r, _DECLARATION_KINDS) for r in perm.block_rules):
            continue  # "attacks each combat if able", goad...: no row (most holders)
        others = [i for b, cs in by_attacker.items() if b != a for i in cs]
        for rule in perm.block_rules:
            if isinstance(rule, CantAttackAlone):
                # sum(own) - sum(others) <= 0
                rows.add([(i, 1.0) for i in cols] + [(i, -1.0) for i in others], -float("inf"), 0.0)
            elif isinstance(rule, CanOnlyAttackAlone) and others:
                # sum(others) + M * sum(own) <= M, M the most others can attack
                big = float(len(by_attacker) - 1)
                rows.add([(i, big) for i in cols] + [(i, 1.0) for i in others], -float("inf"), big)
            condition = _together(rule)
            if condition is None:
                continue
            need = float(condition.count) if isinstance(condition, AlsoAttack) else 1.0
            joining = [
                i for b, cs in by_attacker.items() if _joins(board, condition, perm, b) for i in cs
            ]
            # sum(joining) - need * sum(own) >= 0
            rows.add([(i, -need) for i in cols] + [(i, 1.0) for i in joining], 0.0, float("inf"))


def conditional_requirement_count(board: Board, perm: Permanent) -> int:
    """How many "attacks each combat if able unless CONDITION" requirements
    of ``perm`` apply now: those whose condition does not hold (508.1d).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> from mtgcombat.core.attack_conditions import AttacksEachCombatUnless
    >>> from mtgcombat.core.block_rules import YouControl
    >>> from mtgcombat.core.selector_values import Selector
    >>> from mtgcombat.model import Keyword
    >>> ally = Selector(subtypes=frozenset({"ally"}), other=True)
    >>> rule = AttacksEachCombatUnless(YouControl(ally))
    >>> eager = Permanent(id="eager", controller="A", power=2, toughness=2,
    ...                   block_rules=frozenset({rule}))
    >>> friend = Permanent(id="friend", controller="A", power=1, toughness=1,
    ...                    subtypes=frozenset({"ally"}))
    >>> conditional_requirement_count(Board((Player("A"), Player("B")), (eager,), "A"), eager)
    1
    >>> board = Board((Player("A"), Player("B")), (eager, friend), "A")
    >>> conditional_requirement_count(board, eager)
    0
    """
    return sum(
        1
        for rule in perm.rules_of(AttacksEachCombatUnless)
        if not attack_condition_holds(board, rule.condition, perm, "")
    )


def cant_attack_you_covers(
    board: Board, rule: CreaturesCantAttackYou, holder: Permanent, perm: Permanent
) -> bool:
    """Whether "creatures can't attack you" of ``holder`` restricts ``perm``
    (508.1c): every creature, only the creature ``holder`` is attached to
    (``host``), or only the creatures its selector describes, read relative
    to ``holder`` ("creatures without flying can't attack you").

    >>> from mtgcombat import Board, Permanent, Player
    >>> from mtgcombat.core.attack_rules import CreaturesCantAttackYou
    >>> from mtgcombat.core.selector_values import Selector
    >>> from mtgcombat.model import Keyword
    >>> moat = Permanent(id="moat", controller="B", types={"enchantment"})
    >>> bird = Permanent(id="bird", controller="A", power=1, toughness=1, abilities={"flying"})
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> board = Board([Player("A"), Player("B")], [moat, bird, bear], "A")
    >>> no_flying = Selector(without_keywords=frozenset({Keyword.FLYING}))
    >>> grounded = CreaturesCantAttackYou(False, selector=no_flying)
    >>> [cant_attack_you_covers(board, grounded, moat, p) for p in (bird, bear)]
    [False, True]
    """
    if rule.host and holder.attached_to != perm.id:
        return False
    return rule.selector is None or matches(board, rule.selector, perm, holder)
