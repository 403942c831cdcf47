"""The attack solver (issue 17 section 5): ``best_attacks`` chooses the
attack declaration (508.1), the defender answers with its best blocks (509.1)
and both play their best orders and assignments (509.2, 510.1).

The oracle is the brute force of :mod:`test_solver_bruteforce`: for every
legal attack declaration (every subset of A's creatures at B, the 508.1a-d
checks of :func:`is_legal_attacks`), every legal block declaration of B, each
answered by every strategy of A; A keeps the declaration whose answered value
is best. Both players use the default objective, so B's best is A's worst.
"""

from __future__ import annotations

import itertools
import json
import random
import tomllib
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgcombat.abilities import AttacksEachCombat, AttackTax, CantAttackAlone
from mtgcombat.attacks import AttackDeclaration, is_legal_attacks
from mtgcombat.cli import cli
from mtgcombat.model import Board, CardType, Counters, Keyword, Permanent, Player
from mtgcombat.rules import RuleSet
from mtgcombat.solver import Objective, SolverError
from mtgcombat.solver_attacks import best_attacks, with_attacks, without_attacks
from test_solver_bruteforce import KEYWORDS, brute_blocks, describe, exactly

ACTIVE, DEFENDER = "A", "B"
RULE_SETS = (RuleSet.R2023, RuleSet.CURRENT)


def brute_attacks(
    board: Board, rules: RuleSet, objective: Objective | None = None
) -> tuple[float, list[AttackDeclaration]]:
    """A's best value over every legal declaration at B, and the winners."""
    base = without_attacks(board)
    objective = objective or Objective()
    mine = [p.id for p in base.permanents if p.controller == ACTIVE and p.is_creature]
    best = float("-inf")
    winners: list[AttackDeclaration] = []
    for chosen in itertools.product((False, True), repeat=len(mine)):
        decl = AttackDeclaration(
            tuple((a, DEFENDER) for a, c in zip(mine, chosen, strict=True) if c)
        )
        if not is_legal_attacks(base, decl, rules).legal:
            continue
        if not decl:
            value = objective.value(base, ACTIVE)
        else:
            theirs, _ = brute_blocks(with_attacks(base, decl), rules, objective)
            value = -theirs  # two players, one objective: B's score is minus A's
        if value > best + 1e-9:
            best, winners = value, [decl]
        elif abs(value - best) <= 1e-9:
            winners.append(decl)
    return best, winners


def random_attack_board(seed: int) -> Board:
    """1-3 creatures of A that may attack (one sometimes tapped or required
    to attack), 0-2 untapped creatures of B, B at 1-8 life."""
    rng = random.Random(17_000 + seed)

    def kws() -> frozenset[Keyword]:
        return frozenset(rng.sample(KEYWORDS, rng.choice((0, 1, 1, 2))))

    perms = [
        Permanent(
            id=f"a{i}",
            controller=ACTIVE,
            power=rng.randint(0, 4),
            toughness=rng.randint(1, 4),
            abilities=kws(),
            tapped=rng.random() < 0.1,
            block_rules=frozenset({AttacksEachCombat()}) if rng.random() < 0.15 else frozenset(),
        )
        for i in range(1, rng.randint(1, 3) + 1)
    ]
    perms += [
        Permanent(
            id=f"b{i}",
            controller=DEFENDER,
            power=rng.randint(0, 4),
            toughness=rng.randint(1, 4),
            abilities=kws(),
        )
        for i in range(1, rng.randint(0, 2) + 1)
    ]
    players = (Player(ACTIVE, life=rng.randint(3, 20)), Player(DEFENDER, life=rng.randint(1, 8)))
    return Board(players=players, permanents=tuple(perms), active_player=ACTIVE)


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: r.value)
@pytest.mark.parametrize("seed", range(100))
def test_508_1_best_attacks_matches_brute_force(seed: int, rules: RuleSet) -> None:
    board = random_attack_board(seed)
    expected, winners = brute_attacks(board, rules)
    best = best_attacks(board, rules)
    assert best.optimal
    assert best.value == exactly(expected), (str(best.choice), winners, describe(board))
    assert is_legal_attacks(board, best.choice.declaration, rules).legal


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: r.value)
@pytest.mark.parametrize("seed", range(20))
def test_508_1_best_attacks_by_mana_value_matches_brute_force(seed: int, rules: RuleSet) -> None:
    # Creatures worth their mana values, given per permanent: the shared fight
    # caches must not mix up two identical creatures worth different amounts.
    board = random_attack_board(500 + seed)
    rng = random.Random(seed)
    values = {p.id: float(rng.randint(0, 5)) for p in board.permanents}
    objective = Objective(worth="mana_value", mana_values=values)
    expected, winners = brute_attacks(board, rules, objective)
    best = best_attacks(board, rules, objective=objective)
    assert best.optimal
    assert best.value == exactly(expected), (str(best.choice), winners, describe(board))


def test_508_1_identical_attackers_are_tried_once_and_still_exact() -> None:
    # Three identical 2/2 tokens against one 3/3 blocker, B at 4: two tokens
    # are lethal unless one is blocked, three are lethal whatever B blocks.
    tokens = [Permanent(id=f"t{i}", controller="A", power=2, toughness=2) for i in range(3)]
    guard = Permanent(id="g", controller="B", power=3, toughness=3)
    board = Board((Player("A"), Player("B", life=4)), (*tokens, guard), "A")
    best = best_attacks(board, "current")
    assert best.optimal and len(best.choice.declaration) == 3
    assert best.outcome.board.player("B").lost


def test_508_1d_a_creature_that_attacks_each_combat_attacks_even_into_a_wall() -> None:
    eager = Permanent(
        id="eager",
        controller="A",
        power=1,
        toughness=1,
        block_rules=frozenset({AttacksEachCombat()}),
    )
    wall = Permanent(id="wall", controller="B", power=3, toughness=5)
    board = Board((Player("A"), Player("B")), (eager, wall), "A")
    best = best_attacks(board, "current")
    assert str(best.choice.declaration) == "eager: B"  # 508.1d: the maximum is 1
    assert str(best.choice.blocks) == "wall: eager"


def test_508_1c_cant_attack_alone_attacks_with_a_partner_or_not_at_all() -> None:
    loner = Permanent(
        id="loner", controller="A", power=5, toughness=5, block_rules=frozenset({CantAttackAlone()})
    )
    pal = Permanent(id="pal", controller="A", power=1, toughness=1)
    board = Board((Player("A"), Player("B")), (loner, pal), "A")
    best = best_attacks(board, "2023")
    assert str(best.choice.declaration) == "loner: B; pal: B"


def test_508_1h_attack_tax_is_paid_and_reported() -> None:
    ogre = Permanent(id="ogre", controller="A", power=3, toughness=3)
    prison = Permanent(
        id="prison",
        controller="B",
        types=frozenset({CardType.ENCHANTMENT}),
        block_rules=frozenset({AttackTax(2)}),
    )
    board = Board((Player("A"), Player("B")), (ogre, prison), "A")
    paid = best_attacks(board, "current")
    assert str(paid.choice.declaration) == "ogre: B" and dict(paid.choice.cost) == {"B": 2}
    free = best_attacks(board, "current", pay_costs=False)
    assert str(free.choice.declaration) == "-"


def test_508_1b_a_planeswalker_is_attacked_when_its_loyalty_weighs_more() -> None:
    bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    jace = Permanent(
        id="jace",
        controller="B",
        types=frozenset({CardType.PLANESWALKER}),
        counters=Counters(loyalty=5),
    )
    board = Board((Player("A"), Player("B")), (bear, jace), "A")
    assert str(best_attacks(board, "current").choice.declaration) == "bear: B"  # a tie: B first
    heavy = Objective(loyalty=2)
    best = best_attacks(board, "current", objective=heavy)
    assert str(best.choice.declaration) == "bear: jace"
    assert best.outcome.board.permanent("jace").counters.loyalty == 3


def test_508_1_three_players_is_a_solver_problem() -> None:
    bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    board = Board((Player("A"), Player("B"), Player("C")), (bear,), "A")
    with pytest.raises(SolverError, match="two players"):
        best_attacks(board, "current")


def test_508_1_time_limit_gives_the_best_found_not_proven() -> None:
    # Eight different attackers and four blockers: the first declarations
    # are answered, the rest is cut short.
    attackers = [
        Permanent(id=f"a{i}", controller="A", power=1 + i % 4, toughness=1 + (i * 3) % 4)
        for i in range(8)
    ]
    blockers = [
        Permanent(id=f"b{i}", controller="B", power=1 + i % 3, toughness=2 + i % 2)
        for i in range(4)
    ]
    board = Board((Player("A"), Player("B")), (*attackers, *blockers), "A")
    best = best_attacks(board, "current", time_limit=0.3)
    assert not best.optimal
    assert is_legal_attacks(board, best.choice.declaration).legal


FILE = """\
rules = "current"
active_player = "A"
[players.A]
[players.B]
life = 5
[[permanents]]
id = "ogre"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "elf"
controller = "A"
power = 1
toughness = 1
[[permanents]]
id = "wall"
controller = "B"
power = 2
toughness = 4
"""


def test_508_1_solve_attacks_json_adds_keys(tmp_path: Path) -> None:
    path = tmp_path / "a.toml"
    path.write_text(FILE, "utf-8")
    result = CliRunner().invoke(
        cli, ["solve", str(path), "--for", "attacker", "--attacks", "--json"]
    )
    assert result.exit_code == 0, result.output
    doc = json.loads(result.output)
    assert {"choice", "value", "optimal", "outcome", "value_terms"} <= set(doc)
    assert doc["attacks"] == {"elf": "B", "ogre": "B"}
    assert doc["blocks"] == {"wall": ["elf"]}
    assert doc["optimal"] is True


def test_508_1_solve_attacks_text_in_japanese(tmp_path: Path) -> None:
    path = tmp_path / "a.toml"
    path.write_text(FILE, "utf-8")
    args = ["solve", str(path), "--for", "attacker", "--attacks", "--lang", "ja"]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    assert "攻撃プレイヤーAの最善の攻撃：elf: B; ogre: B（508.1）" in result.output
    assert "ファイル内の攻撃とブロックは無視" in result.output


def test_508_1_solve_attacks_for_the_defender_is_bad_input(tmp_path: Path) -> None:
    path = tmp_path / "a.toml"
    path.write_text(FILE, "utf-8")
    result = CliRunner().invoke(cli, ["solve", str(path), "--for", "defender", "--attacks"])
    assert result.exit_code == 2
    assert "--attacks" in result.output and "Traceback" not in result.output


def test_508_1_batch_solve_attacks(tmp_path: Path) -> None:
    path = tmp_path / "boards.jsonl"
    path.write_text(json.dumps(tomllib.loads(FILE)) + "\n", "utf-8")
    args = ["batch", "solve", str(path), "--for", "attacker", "--attacks"]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    doc = json.loads(result.output)
    assert doc["line"] == 1 and doc["attacks"] == {"elf": "B", "ogre": "B"}
    wrong = CliRunner().invoke(cli, [*args[:4], "defender", "--attacks"])
    assert wrong.exit_code == 2 and "--attacks" in wrong.output
