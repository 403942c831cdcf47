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
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner

from helpers import write_scenario
from mtgcombat.cli import cli
from mtgcombat.core.abilities import (
    Ability,
    AttacksEachCombat,
    AttackTax,
    BlockTrigger,
    Bushido,
    CantAttackAlone,
    CounterEffect,
    KeywordEffect,
    OtherKeyword,
    PumpEffect,
    Selector,
)
from mtgcombat.core.model import (
    Board,
    CardType,
    Counters,
    EffectChange,
    Keyword,
    Permanent,
    Player,
    TriggerChoices,
    evolve,
)
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.attacks import AttackDeclaration, is_legal_attacks
from mtgcombat.rules.timeline import end_turn_effects, until_end_of_turn
from mtgcombat.solver.attacks import best_attacks, with_attacks, without_attacks
from mtgcombat.solver.search import Objective, SolverError
from mtgcombat.text import parse_sentence
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


# ---------------------------------------------------------------------------
# Attack triggers (508.2a): exalted, battle cry, melee, "whenever ~ attacks"
# ---------------------------------------------------------------------------

EXALTED = OtherKeyword("exalted", rule="702.83")
BATTLE_CRY = OtherKeyword("battle cry", rule="702.91")
MELEE = OtherKeyword("melee", rule="702.121")


@dataclass(frozen=True)
class _Lasting(Objective):
    """The oracle's objective: the board valued once the "until end of turn"
    changes of the attack triggers have ended (514.2, by the timeline's own
    cleanup), independently of :attr:`Objective.temporary`."""

    changes: tuple[EffectChange, ...] = ()

    def key(self, board: Board, player: str) -> tuple[int, float]:
        return super().key(end_turn_effects(board, self.changes)[0], player)


def _optional_sources(board: Board) -> list[str]:
    return [
        p.id
        for p in board.permanents
        if any(isinstance(a, BlockTrigger) and "attacks" in a.events and a.optional
               for a in p.abilities)
    ]  # fmt: skip


def brute_attacks_with_triggers(
    board: Board, rules: RuleSet
) -> tuple[float, list[tuple[AttackDeclaration, dict[str, bool]]]]:
    """A's best value over every legal declaration at B and every way A may
    choose its optional attack triggers, the triggers resolved by the rules
    engine, each answered by B's best blocks (brute force); creatures valued
    after their pumps end."""
    base = without_attacks(board)
    mine = [p.id for p in base.permanents if p.controller == ACTIVE and p.is_creature]
    optional = _optional_sources(base)
    best = float("-inf")
    winners: list[tuple[AttackDeclaration, dict[str, bool]]] = []
    for chosen in itertools.product((False, True), repeat=len(mine)):
        decl = AttackDeclaration(
            tuple((a, DEFENDER) for a, c in zip(mine, chosen, strict=True) if c)
        )
        if not is_legal_attacks(base, decl, rules).legal:
            continue
        for may in itertools.product((False, True), repeat=len(optional)):
            choices = dict(zip(optional, may, strict=True))
            attacked = with_attacks(base, decl).with_permanents(
                evolve(p, choices=TriggerChoices(choices[p.id])) if p.id in choices else p
                for p in with_attacks(base, decl).permanents
            )
            after, events = declare_attackers_triggers(attacked, rules)
            lasting = _Lasting(changes=until_end_of_turn(events))
            if not decl or sum(not p.lost for p in after.players) <= 1:
                value = lasting.value(after, ACTIVE)
            else:
                theirs, _ = brute_blocks(after, rules, lasting)
                value = -theirs
            if value > best + 1e-9:
                best, winners = value, [(decl, choices)]
            elif abs(value - best) <= 1e-9:
                winners.append((decl, choices))
    return best, winners


_ATTACK_ABILITIES: tuple[tuple[Ability, ...], ...] = (
    (EXALTED,),
    (BATTLE_CRY,),
    (MELEE,),
    (BlockTrigger(("attacks",), (PumpEffect("it", 2, 2),)),),
    (BlockTrigger(("attacks",), (PumpEffect("it", 1, 0),)),),
    (BlockTrigger(("attacks",), (CounterEffect(1, plus=True),)),),
    (BlockTrigger(("attacks",), (KeywordEffect(Keyword.FIRST_STRIKE),)),),
    (BlockTrigger(("attacks",), (PumpEffect("it", 3, 0),), optional=True),),
    (
        BlockTrigger(
            ("attacks",),
            (PumpEffect("it", 1, 0),),
            subject=Selector(types=frozenset({"creature"}), controller="you"),
        ),
    ),
    (EXALTED, BATTLE_CRY),
)


def random_trigger_board(seed: int) -> Board:
    """A board of :func:`random_attack_board` whose creatures of A (and, now
    and then, a non-creature permanent of A) have attack triggers, and some
    of B's too (they never trigger: B is not attacking)."""
    rng = random.Random(23_000 + seed)
    board = random_attack_board(seed + 1_000)
    perms = []
    for p in board.permanents:
        if rng.random() < 0.6:
            extra = frozenset(rng.choice(_ATTACK_ABILITIES))
            p = evolve(p, abilities=p.abilities | extra)  # noqa: PLW2901
        perms.append(p)
    if rng.random() < 0.3:
        perms.append(
            Permanent(
                id="altar",
                controller=ACTIVE,
                types=frozenset({CardType.ENCHANTMENT}),
                abilities=frozenset({EXALTED}),
            )
        )
    return Board(board.players, tuple(perms), board.active_player)


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: r.value)
@pytest.mark.parametrize("seed", range(100))
def test_508_2a_best_attacks_plays_attack_triggers_as_brute_force(
    seed: int, rules: RuleSet
) -> None:
    board = random_trigger_board(seed)
    expected, winners = brute_attacks_with_triggers(board, rules)
    best = best_attacks(board, rules)
    assert best.value == exactly(expected), (str(best.choice), winners, describe(board))
    # Every trigger here only adds (order-free): nothing is left unsearched.
    assert best.optimal and not best.choice.unplayed
    assert is_legal_attacks(board, best.choice.declaration, rules).legal


def _exalted_board(extra: Sequence[Permanent] = ()) -> Board:
    bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    e1 = Permanent(id="e1", controller="A", power=0, toughness=1, abilities=frozenset({EXALTED}))
    e2 = Permanent(id="e2", controller="A", power=0, toughness=1, abilities=frozenset({EXALTED}))
    return Board((Player("A"), Player("B")), (bear, e1, e2, *extra), "A")


def test_702_83a_exalted_twice_makes_a_lone_bear_attack_into_a_3_3() -> None:
    # The audit's board: without exalted the bear stays home (the 3/3 would
    # eat it); attacking alone it is a 4/4 and the 3/3 does not block.
    ogre = Permanent(id="ogre", controller="B", power=3, toughness=3)
    best = best_attacks(_exalted_board([ogre]), "current")
    assert str(best.choice.declaration) == "bear: B"
    assert best.optimal and best.value == 4.0  # 4 life; the +2/+2 ends (514.2)
    assert dict(best.choice.temporary) == {"bear": (2, 2)}
    assert [e.rule for e in best.choice.step_events] == ["508.1f", "702.83a", "702.83a"]
    assert best.outcome.board.player("B").life == 16


def test_514_2_a_pump_that_ends_with_the_turn_is_not_worth_attacking_alone() -> None:
    # Four 2/2s at an empty board deal 8; one alone with three exalted deals
    # 5 and is a 5/5 only until the cleanup step. Counted as worth, the +3/+3
    # would make attacking alone look best (5 + 6 > 8): the four attack.
    e3 = Permanent(id="e3", controller="A", power=0, toughness=1, abilities=frozenset({EXALTED}))
    tokens = [Permanent(id=f"t{i}", controller="A", power=2, toughness=2) for i in range(3)]
    best = best_attacks(_exalted_board([e3, *tokens]), "current")
    attackers = set(best.choice.declaration.attackers())
    assert {"t0", "t1", "t2", "bear"} <= attackers
    # 8 life, and A's creatures as they stay: 4 + 3 + 12
    assert best.value == 8.0 + 19.0 and best.optimal


def test_702_91a_battle_cry_pumps_the_others_in_the_bound_too() -> None:
    # The 1/1s alone would only trade with B's 1/2s; battle cry makes them
    # 2/1s that kill what blocks them. B at 2 life: all three attacking is
    # lethal unless two are blocked, and each block now costs B its 1/2.
    leader = Permanent(
        id="leader", controller="A", power=1, toughness=1, abilities=frozenset({BATTLE_CRY})
    )
    pals = [Permanent(id=f"p{i}", controller="A", power=1, toughness=1) for i in range(2)]
    walls = [Permanent(id=f"w{i}", controller="B", power=1, toughness=2) for i in range(2)]
    board = Board((Player("A"), Player("B", life=2)), (leader, *pals, *walls), "A")
    for rules in RULE_SETS:
        expected, _ = brute_attacks_with_triggers(board, rules)
        best = best_attacks(board, rules)
        assert best.optimal and best.value == exactly(expected)
        assert len(best.choice.declaration) == 3


def test_702_121a_melee_counts_the_defending_player() -> None:
    fighter = Permanent(
        id="fighter", controller="A", power=2, toughness=2, abilities=frozenset({MELEE})
    )
    guard = Permanent(id="guard", controller="B", power=2, toughness=2)
    board = Board((Player("A"), Player("B")), (fighter, guard), "A")
    best = best_attacks(board, "current")
    # a 3/3 when it attacks: the 2/2 does not block it
    assert str(best.choice.declaration) == "fighter: B" and best.value == 3.0
    assert best.optimal and str(best.choice.blocks) == "-"


def test_603_5_an_optional_attack_trigger_is_tried_both_ways() -> None:
    # "you may sacrifice it. If you do, defending player loses 2 life": with
    # B at 2 life the sacrifice wins the game; the file says not to.
    rager = Permanent(
        id="rager",
        controller="A",
        power=1,
        toughness=1,
        abilities=frozenset({parse_ability("Whenever ~ attacks, you may sacrifice it. If you "
                                           "do, defending player loses 2 life.")}),
        choices=TriggerChoices(may=False),
    )  # fmt: skip
    wall = Permanent(id="wall", controller="B", power=0, toughness=4)
    board = Board((Player("A"), Player("B", life=2)), (rager, wall), "A")
    best = best_attacks(board, "current")
    assert str(best.choice.declaration) == "rager: B"
    assert dict(best.choice.may) == {"rager": True} and best.optimal
    assert best.outcome.board.player("B").lost  # the defending player fixed, 508.5
    assert best.outcome.board.player("A").life == 20


def test_603_3b_triggers_whose_order_matters_are_not_claimed_proven() -> None:
    # "defending player loses 1 life" and an exalted pump: two triggers, one
    # that is not a pure pump. The solver plays board order and says so.
    imp = Permanent(
        id="imp",
        controller="A",
        power=1,
        toughness=1,
        abilities=frozenset({parse_ability("Whenever ~ attacks, defending player loses 1 life.")}),
    )
    angel = Permanent(
        id="angel", controller="A", power=0, toughness=1, abilities=frozenset({EXALTED})
    )
    board = Board((Player("A"), Player("B")), (imp, angel), "A")
    best = best_attacks(board, "current")
    assert not best.optimal
    assert [str(u) for u in best.choice.unplayed] == ["imp: order (603.3b)"]
    assert best.value >= 3.0  # it still attacks: 1 life and 2 combat damage


def parse_ability(sentence: str) -> Ability:
    [ability] = parse_sentence(sentence).traits.abilities
    return ability


EXALTED_FILE = """\
rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
[[permanents]]
id = "e1"
controller = "A"
power = 0
toughness = 1
abilities = ["Exalted"]
[[permanents]]
id = "e2"
controller = "A"
power = 0
toughness = 1
abilities = ["Exalted"]
[[permanents]]
id = "ogre"
controller = "B"
power = 3
toughness = 3
"""


def test_702_83a_solve_attacks_cli_plays_exalted_en_ja_json(tmp_path: Path) -> None:
    path = write_scenario(tmp_path, EXALTED_FILE)
    args = ["solve", path, "--for", "attacker", "--attacks"]
    text = CliRunner().invoke(cli, args)
    assert text.exit_code == 0, text.output
    assert "best attacks for A (attacking player): bear: B (508.1)" in text.output
    assert "exalted of e1: bear attacks alone and gets +1/+1 until end of turn (702.83a)" in (
        text.output
    )
    assert "(514.2): bear +2/+2" in text.output
    assert "value for A: 4 (proven best)" in text.output
    assert "each term weighted: life +4\n" in text.output
    ja = CliRunner().invoke(cli, [*args, "--lang", "ja"])
    assert "攻撃プレイヤーAの最善の攻撃：bear: B（508.1）" in ja.output
    assert "評価値に数えない修整：bear +2/+2" in ja.output
    doc = json.loads(CliRunner().invoke(cli, [*args, "--json"]).output)
    assert doc["attacks"] == {"bear": "B"} and doc["optimal"] is True
    assert doc["temporary_pumps"] == {"bear": "+2/+2"}
    assert doc["value"] == sum(doc["value_terms"].values()) == 4.0
    kinds = [e["kind"] for e in doc["outcome"]["events"]]
    assert kinds[:3] == ["tapped_to_attack", "attack_trigger", "attack_trigger"]


ORDER_FILE = """\
rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "imp"
controller = "A"
power = 1
toughness = 1
abilities = ["Whenever ~ attacks, defending player loses 1 life."]
[[permanents]]
id = "angel"
controller = "A"
power = 0
toughness = 1
abilities = ["Exalted"]
"""


def test_603_3b_solve_attacks_says_why_it_is_not_proven(tmp_path: Path) -> None:
    path = write_scenario(tmp_path, ORDER_FILE)
    args = ["solve", path, "--for", "attacker", "--attacks"]
    text = CliRunner().invoke(cli, args)
    assert text.exit_code == 0, text.output
    assert "note: not proven: the abilities that trigger as attackers are declared (imp" in (
        text.output
    )
    assert "(best found, not proven: see the notes above)" in text.output
    ja = CliRunner().invoke(cli, [*args, "--lang", "ja"])
    assert "注：証明されていない：攻撃クリーチャー指定時に誘発した能力（imp" in ja.output
    doc = json.loads(CliRunner().invoke(cli, [*args, "--json"]).output)
    assert doc["optimal"] is False
    assert [n["kind"] for n in doc["notes"]] == ["unplayed"]
    assert doc["notes"][0]["rule"] == "603.3b"


def test_509_1i_block_triggers_are_played_in_the_defenders_answer(tmp_path: Path) -> None:
    # Bushido 2 makes the 1/1 a 3/3 when it blocks (702.45a, a declare
    # blockers trigger): the block search plays it, so the bear stays home,
    # proven.
    samurai = Permanent(
        id="samurai", controller="B", power=1, toughness=1, abilities=frozenset({Bushido(2)})
    )
    bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    board = Board((Player("A"), Player("B")), (bear, samurai), "A")
    for rules in RuleSet:
        best = best_attacks(board, rules)
        assert best.optimal and not best.choice.unplayed
        assert str(best.choice.declaration) == "-"
    # Exalted makes the bear a 3/3 and its own bushido a 4/4 once the ogre
    # blocks, which B at 3 must: the ogre dies, and the text says why.
    path = write_scenario(
        tmp_path,
        EXALTED_FILE.replace(
            'id = "bear"\ncontroller = "A"\npower = 2\ntoughness = 2\n',
            'id = "bear"\ncontroller = "A"\npower = 2\ntoughness = 2\nabilities = ["Bushido 1"]\n',
        )
        .replace('[[permanents]]\nid = "e1"\ncontroller = "A"\npower = 0\ntoughness = 1\n'
                 'abilities = ["Exalted"]\n', "")
        .replace("[players.B]", "[players.B]\nlife = 3"),
    )  # fmt: skip
    args = ["solve", path, "--for", "attacker", "--attacks"]
    text = CliRunner().invoke(cli, args)
    assert text.exit_code == 0, text.output
    assert "expected blocks of B (defending player): ogre: bear\n" in text.output
    assert "before combat damage: bushido 1 of bear resolves" in text.output
    assert "(514.2): bear +2/+2" in text.output
    assert "(proven best)" in text.output
    ja = CliRunner().invoke(cli, [*args, "--lang", "ja"])
    assert "戦闘ダメージの前に：bearの武士道1が解決される" in ja.output
    doc = json.loads(CliRunner().invoke(cli, [*args, "--json"]).output)
    assert doc["blocks"] == {"ogre": ["bear"]} and doc["optimal"] is True
    assert doc["temporary_pumps"] == {"bear": "+2/+2"}
    kinds = [e["kind"] for e in doc["outcome"]["events"]]
    assert kinds[:3] == ["tapped_to_attack", "attack_trigger", "bushido"]


CASTLE = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "wall"
controller = "A"
power = 0
toughness = 6
abilities = ["{doran}"]
[[permanents]]
id = "castle"
controller = "A"
types = ["enchantment"]
power = 0
toughness = 0
abilities = ["Untapped creatures you control get +0/+2."]
""".replace(
    "{doran}",
    "Each creature you control assigns combat damage equal to its toughness rather than its power.",
)


@pytest.mark.parametrize(("vigilance", "dealt"), [(False, 6), (True, 8)])
def test_508_1f_an_attacker_tapped_as_it_attacks_loses_a_bonus_for_untapped_creatures(
    tmp_path: Path, vigilance: bool, dealt: int
) -> None:
    """The attack solver plays each declaration with the attackers tapped
    (508.1f) and the static effects applied again (613): Castle's +0/+2
    stops, so the wall assigns 6 by its toughness (510.1a), not the 8 it had
    untapped (the solver once planned 8 and crashed on its own plan). The
    control: with vigilance it stays untapped and assigns 8."""
    keywords = 'keywords = ["vigilance"]\n' if vigilance else ""
    path = write_scenario(tmp_path, CASTLE.replace("toughness = 6\n", "toughness = 6\n" + keywords))
    result = CliRunner().invoke(cli, ["solve", path, "--for", "attacker", "--attacks", "--json"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.output)
    assert doc["attacks"] == {"wall": "B"}
    assert doc["outcome"]["players"]["B"]["life"] == 20 - dealt
