"""The block solver plays the declare blockers step's triggered abilities
(509.1i; 509.3a-g now, 509.5a-g in 2023): bushido (702.45), rampage (702.23),
flanking (702.25), afflict (702.130) and "whenever ~ blocks / becomes
blocked" abilities resolve before combat damage, for every declaration the
search values, as ``resolve`` resolves them.

The oracle tries every legal block declaration of B (509.1), plays its
triggers with the engine (:func:`~mtgcombat.rules.triggers.declare_blockers_triggers`,
what ``resolve_combat(..., triggers=True)`` runs before damage), answers the
board they leave with every strategy of A (the brute force of
:mod:`test_solver_bruteforce`), and values the result once the "until end of
turn" changes have ended (514.2, by the timeline's own cleanup, not by
:attr:`Objective.temporary`). The solver's value must equal the oracle's
best, and it may claim a proof only when it lists nothing it played one way
only.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, find, given, settings

from helpers import creature, write_scenario
from mtgcombat import BlockDeclaration, Board, Keyword, Permanent, Player, RuleSet
from mtgcombat.cli import cli
from mtgcombat.core.abilities import (
    Ability,
    Afflict,
    BlockTrigger,
    Bushido,
    DamageEffect,
    GroupPumpEffect,
    LifeEffect,
    PumpEffect,
    Rampage,
    Selector,
)
from mtgcombat.core.model import CardType, EffectChange
from mtgcombat.rules.attacks import AttackDeclaration, is_legal_attacks
from mtgcombat.rules.blocks import legal_block_declarations
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.timeline import end_turn_effects, until_end_of_turn
from mtgcombat.rules.triggers import declare_blockers_triggers
from mtgcombat.solver.attacks import best_attacks, with_attacks, without_attacks
from mtgcombat.solver.search import Objective, best_blocks, with_blocks, without_blocks
from mtgcombat.solver.triggers import Survey
from strategies import block_trigger_boards
from test_solver_bruteforce import brute_attacker, describe, exactly

ACTIVE, DEFENDER = "A", "B"
RULE_SETS = (RuleSet.R2023, RuleSet.CURRENT)
rules_both = pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: r.value)


@dataclass(frozen=True)
class Lasting(Objective):
    """The oracle's objective: the board valued once the "until end of turn"
    changes of the triggers have ended (514.2, by the timeline's cleanup)."""

    changes: tuple[EffectChange, ...] = ()

    def key(self, board: Board, player: str) -> tuple[int, float]:
        return super().key(end_turn_effects(board, self.changes)[0], player)


def lasting(objective: Objective, changes: tuple[EffectChange, ...]) -> Lasting:
    weights = {f.name: getattr(objective, f.name) for f in dataclasses.fields(Objective)}
    return Lasting(**weights, changes=changes)


def value_of(
    base: Board, declaration: BlockDeclaration, rules: RuleSet, objective: Objective
) -> float:
    """B's value for one declaration: its triggers played by the engine,
    then A's best answer (every strategy), the pumps ended."""
    after, events = declare_blockers_triggers(with_blocks(base, declaration), rules)
    judge = lasting(objective, until_end_of_turn(events))
    _, _, final = brute_attacker(after, rules, judge)
    return judge.value(final, DEFENDER)


def brute_blocks_with_triggers(
    board: Board, rules: RuleSet, objective: Objective | None = None
) -> tuple[float, dict[BlockDeclaration, float]]:
    """B's best value over every legal declaration, and each one's value."""
    objective = objective or Objective()
    base = without_blocks(board)
    values = {
        declaration: value_of(base, declaration, rules, objective)
        for declaration in legal_block_declarations(base, rules)
    }
    return max(values.values()), values


def brute_blocks_blind(board: Board, rules: RuleSet) -> BlockDeclaration:
    """The best declaration of a search that ignores the triggers (the
    board as written, every pump counted): what the solver used to do."""
    base = without_blocks(board)
    best: tuple[float, BlockDeclaration] | None = None
    for declaration in legal_block_declarations(base, rules):
        _, _, final = brute_attacker(with_blocks(base, declaration), rules, Objective())
        value = Objective().value(final, DEFENDER)
        if best is None or value > best[0] + 1e-9:
            best = (value, declaration)
    assert best is not None
    return best[1]


# Reasons a solver answer may give for not being proven on these boards.
PLAYED_ONE_WAY = {"block_order", "block_choice"}

CROSS_CHECK = settings(
    max_examples=300,
    deadline=None,
    database=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)


def check_against_brute_force(board: Board, rules: RuleSet) -> None:
    expected, values = brute_blocks_with_triggers(board, rules)
    best = best_blocks(board, rules)
    where = f"{rules.value}, solver {best.choice} ({best.value}), best {expected}\n"
    where += describe(board) + f"\nunplayed {[str(u) for u in best.unplayed]}"
    # The search is exact for the engine's play of the triggers (the file's
    # choices, the engine's order): its value is the best declaration's.
    assert best.value == exactly(expected), where
    assert values[best.choice] == exactly(best.value), where
    # A proof only where nothing was played one way only.
    assert best.optimal == (not best.unplayed), where
    assert {u.reason for u in best.unplayed} <= PLAYED_ONE_WAY, where


@pytest.mark.slow
@rules_both
@CROSS_CHECK
@given(board=block_trigger_boards())
def test_509_1i_best_blocks_plays_the_declare_blockers_triggers_as_brute_force(
    board: Board, rules: RuleSet
) -> None:
    check_against_brute_force(board, rules)


@pytest.mark.slow
@rules_both
@settings(CROSS_CHECK, max_examples=100)
@given(board=block_trigger_boards(unsound=True))
def test_509_1i_triggers_beyond_one_fight_or_with_choices_match_brute_force(
    board: Board, rules: RuleSet
) -> None:
    # "Other blocking creatures get +1/+1" reaches beyond its fight: every
    # declaration is then valued on the whole board (exact, proven when the
    # search ends); a "you may" is played as the file gives it (not proven).
    check_against_brute_force(board, rules)


@pytest.mark.slow
def test_509_1i_the_cross_check_catches_a_block_search_blind_to_triggers(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # With the triggers left out of the block search (as before), some board
    # of the cross-check's strategy makes its value wrong: the cross-check
    # has teeth. (The search then also claims a proof it does not have.)
    monkeypatch.setattr("mtgcombat.solver.blocks.survey", lambda board, rules: Survey())

    def wrong(board: Board) -> bool:
        expected, _ = brute_blocks_with_triggers(board, RuleSet.CURRENT)
        best = best_blocks(board, RuleSet.CURRENT)
        return best.optimal and best.value != exactly(expected)

    found = find(
        block_trigger_boards(),
        wrong,
        settings=settings(database=None, derandomize=True, max_examples=200, deadline=None),
    )
    assert found.attackers()

    # The blind brute force picks a declaration that is not the best with
    # triggers on some board of the strategy too.
    def blind_misses(board: Board) -> bool:
        best, values = brute_blocks_with_triggers(board, RuleSet.CURRENT)
        return values[brute_blocks_blind(board, RuleSet.CURRENT)] < best - 1e-9

    blind = find(
        block_trigger_boards(),
        blind_misses,
        settings=settings(database=None, derandomize=True, max_examples=200, deadline=None),
    )
    assert blind.attackers()


# ---------------------------------------------------------------------------
# Puzzles worked out by hand
# ---------------------------------------------------------------------------


def attacker(pid: str, power: int, toughness: int, *abilities: Ability) -> Permanent:
    return creature(pid, ACTIVE, power, toughness, *abilities, attacking=DEFENDER)


def defender(pid: str, power: int, toughness: int, *abilities: Ability) -> Permanent:
    return creature(pid, DEFENDER, power, toughness, *abilities)


def make_board(*permanents: Permanent, a_life: int = 20, b_life: int = 20) -> Board:
    return Board(
        players=(Player(ACTIVE, life=a_life), Player(DEFENDER, life=b_life)),
        permanents=permanents,
        active_player=ACTIVE,
    )


def check_puzzle(board: Board, rules: RuleSet, *expected: str, blind: bool = True) -> None:
    """The solver's proven answer is one of ``expected``, the oracle's best
    declarations, and (``blind``) a search blind to the triggers would have
    chosen none of them."""
    best = best_blocks(board, rules)
    value, values = brute_blocks_with_triggers(board, rules)
    winners = {d for d, v in values.items() if v == exactly(value)}
    assert best.optimal, [str(u) for u in best.unplayed]
    assert winners == {BlockDeclaration.parse(e) for e in expected}, winners
    assert best.choice in winners
    assert best.value == exactly(value)
    if blind:
        assert brute_blocks_blind(board, rules) not in winners


@rules_both
def test_702_45a_bushido_blocker_kills_the_bear_and_counts_as_a_1_1_after(
    rules: RuleSet,
) -> None:
    # Bushido 2: the 1/1 blocks as a 3/3, kills the 2/2 and survives; it is
    # worth 1 + 1 after combat (the pump ends in the cleanup step, 514.2).
    board = make_board(attacker("bear", 2, 2), defender("samurai", 1, 1, Bushido(2)))
    check_puzzle(board, rules, "samurai: bear")
    best = best_blocks(board, rules)
    assert best.value == exactly(2.0)  # the samurai's 2 against nothing of A's
    assert dict(best.temporary) == {"samurai": (2, 2)}
    assert [e.kind for e in best.triggered] == ["bushido"]
    assert best.outcome.events[0].kind == "bushido"


@rules_both
def test_702_25a_flanking_turns_a_trade_into_a_lost_blocker(rules: RuleSet) -> None:
    # A 2/2 with flanking: a 2/2 blocker becomes a 1/1 before damage and dies
    # without killing it. Taking 2 is better than losing the bear for nothing.
    board = make_board(attacker("knight", 2, 2, Keyword.FLANKING), defender("bear", 2, 2))
    check_puzzle(board, rules, "-")


@rules_both
def test_702_23a_rampage_makes_a_double_block_a_disaster(rules: RuleSet) -> None:
    # Rampage 2 on a 3/3: blocked by two 2/2s it becomes a 5/5 and kills both.
    # Blind to it, two blockers kill the 3/3 for one of theirs; with it, one
    # 2/2 chump-blocks the lethal attack... or none blocks at 20 life.
    board = make_board(
        attacker("brute", 3, 3, Rampage(2)), defender("b1", 2, 2), defender("b2", 2, 2)
    )
    check_puzzle(board, rules, "-")


@rules_both
def test_702_130a_afflict_makes_blocking_lethal(rules: RuleSet) -> None:
    # Afflict 3 against B at 3 life: blocking the 1/1 makes B lose 3 life and
    # the game before any damage (704.5a); taking 1 leaves B at 2.
    board = make_board(attacker("horror", 1, 1, Afflict(3)), defender("bear", 2, 2), b_life=3)
    check_puzzle(board, rules, "-")
    assert not best_blocks(board, rules).outcome.board.player(DEFENDER).lost


@rules_both
def test_704_5a_a_block_trigger_that_costs_the_attacker_its_last_life_wins_the_game(
    rules: RuleSet,
) -> None:
    # "Whenever ~ becomes blocked, you lose 2 life" on A's 1/1 with A at 2:
    # the 0/1 would die for the 1 damage it saves, but its block wins the
    # game for B before any damage is dealt.
    pain = BlockTrigger(("becomes_blocked",), (LifeEffect(-2, "you"),))
    board = make_board(attacker("fiend", 1, 1, pain), defender("elf", 0, 1), a_life=2)
    check_puzzle(board, rules, "elf: fiend")
    best = best_blocks(board, rules)
    assert best.outcome.board.player(ACTIVE).lost
    assert best.outcome.board.permanent("elf").zone.value == "battlefield"  # no damage step


@rules_both
def test_104_2a_two_afflicts_end_the_game_before_first_strike_damage(rules: RuleSet) -> None:
    # B at 2 against two first strikers with afflict 1. Blocking both makes
    # B lose 2 life and the game as the triggers resolve: no damage is dealt,
    # both elves survive, and B ends at 0 rather than -2. Each fight alone
    # leaves B alive and kills its elf in the first-strike step; the bound of
    # the fight-by-fight search must count what the triggers leave, or it
    # prunes the best declaration.
    board = make_board(
        attacker("h1", 2, 2, Keyword.FIRST_STRIKE, Afflict(1)),
        attacker("h2", 2, 3, Keyword.FIRST_STRIKE, Afflict(1)),
        defender("e1", 1, 1),
        defender("e2", 1, 2),
        b_life=2,
    )
    check_puzzle(board, rules, "e1: h1; e2: h2", "e1: h2; e2: h1", blind=False)
    assert best_blocks(board, rules).outcome.board.player(DEFENDER).life == 0


@rules_both
def test_104_2a_a_block_that_makes_the_attacker_lose_is_found_though_it_costs_life(
    rules: RuleSet,
) -> None:
    # The martyr's block costs B 3 life but the fiend's trigger costs A its
    # last 2: B wins the game before damage. A search whose bounds assume the
    # defender cannot win in combat would prune it (it scores below no block).
    pain = BlockTrigger(("becomes_blocked",), (LifeEffect(-2, "you"),))
    toll = BlockTrigger(("blocks",), (LifeEffect(-3, "you"),))
    board = make_board(attacker("fiend", 0, 1, pain), defender("martyr", 0, 1, toll), a_life=2)
    check_puzzle(board, rules, "martyr: fiend")
    assert best_blocks(board, rules).outcome.board.player(ACTIVE).lost


@rules_both
def test_704_5a_a_player_at_0_life_loses_before_its_later_life_gain_resolves(
    rules: RuleSet,
) -> None:
    # B at 2: as resolve orders them (B's triggers in the order their events
    # happen), the martyr's "you lose 2 life" resolves before the cleric's
    # "you gain 3 life", so with both blocking B is at 0 in between and
    # loses (704.5a), though the two add up to a gain: the fights cannot be
    # valued by their sums. B could order them the other way (603.3b), which
    # the solver does not search: the answer is not claimed proven.
    toll = BlockTrigger(("blocks",), (LifeEffect(-2, "you"),))
    gain = BlockTrigger(("blocks",), (LifeEffect(3),))
    board = make_board(
        attacker("a1", 0, 4),
        attacker("a2", 0, 1),
        defender("martyr", 4, 1, toll),
        defender("cleric", 1, 1, gain),
        b_life=2,
    )
    best = best_blocks(board, rules)
    value, values = brute_blocks_with_triggers(board, rules)
    assert best.value == exactly(value)
    assert values[BlockDeclaration.parse("martyr: a1; cleric: a2")] < -900_000  # B loses
    assert best.choice == BlockDeclaration.parse("cleric: a2")
    assert not best.optimal
    assert [str(u) for u in best.unplayed] == ["martyr: block_order (603.3b)"]


@rules_both
def test_104_2a_a_game_won_as_the_block_triggers_resolve_has_no_damage_step(
    rules: RuleSet,
) -> None:
    # A at 2: the elf's block on the flying fiend ends the game. The
    # cleric's block on the striker gains B 2 life as the triggers resolve;
    # the first-strike damage that would kill the cleric never comes.
    # Counting it would have the wall block the striker instead.
    pain = BlockTrigger(("becomes_blocked",), (LifeEffect(-2, "you"),))
    gain = BlockTrigger(("blocks",), (LifeEffect(2),))
    board = make_board(
        attacker("fiend", 1, 1, Keyword.FLYING, pain),
        attacker("striker", 3, 3, Keyword.FIRST_STRIKE),
        defender("elf", 0, 1, Keyword.REACH),
        defender("cleric", 1, 3, gain),
        defender("wall", 0, 5),
        a_life=2,
    )
    check_puzzle(
        board,
        rules,
        "elf: fiend; cleric: striker",
        "elf: fiend; cleric: striker; wall: striker",
        blind=False,
    )
    best = best_blocks(board, rules)
    assert best.outcome.board.player(DEFENDER).life == 22
    assert best.outcome.board.player(ACTIVE).lost


@rules_both
def test_509_1i_a_watcher_of_its_creatures_blocks_is_played(rules: RuleSet) -> None:
    # "Whenever a creature you control becomes blocked, it gets +1/+1" on an
    # enchantment of A: a 2/2 blocker no longer trades with A's 2/2.
    watch = BlockTrigger(
        ("becomes_blocked",), (PumpEffect("it", 1, 1),), subject=Selector(controller="you")
    )
    banner = Permanent(
        id="banner", controller=ACTIVE, types=frozenset({CardType.ENCHANTMENT}),
        abilities=frozenset({watch}),
    )  # fmt: skip
    board = make_board(attacker("bear", 2, 2), defender("guard", 2, 2), banner)
    check_puzzle(board, rules, "-")


@rules_both
def test_509_1i_other_blocking_creatures_get_pumped_across_fights(rules: RuleSet) -> None:
    # "Whenever ~ blocks, other blocking creatures get +1/+1" reaches beyond
    # its own fight: every declaration is valued on the whole board, which
    # is still exact and proven. The captain's block lets the 1/1 kill a 2/2
    # and survive.
    rally = BlockTrigger(
        ("blocks",), (GroupPumpEffect(Selector(role="blocking", other=True), 1, 1),)
    )
    board = make_board(
        attacker("a1", 1, 1),
        attacker("a2", 2, 2),
        defender("captain", 2, 2, rally),
        defender("elf", 1, 1),
    )
    best = best_blocks(board, rules)
    value, values = brute_blocks_with_triggers(board, rules)
    assert best.optimal and not best.unplayed
    assert best.value == exactly(value)
    assert best.choice == BlockDeclaration.parse("captain: a1; elf: a2")
    assert values[best.choice] == exactly(value)


@rules_both
def test_603_5_a_you_may_block_trigger_is_played_as_the_file_says_not_proven(
    rules: RuleSet,
) -> None:
    gain = BlockTrigger(("blocks",), (LifeEffect(3),), optional=True)
    board = make_board(attacker("ogre", 3, 3), defender("cleric", 1, 4, gain))
    best = best_blocks(board, rules)
    assert not best.optimal
    assert [str(u) for u in best.unplayed] == ["cleric: block_choice (603.5)"]
    value, _ = brute_blocks_with_triggers(board, rules)
    assert best.value == exactly(value)


@rules_both
def test_603_3b_two_triggers_of_one_player_on_one_creature_are_not_claimed_proven(
    rules: RuleSet,
) -> None:
    # The knight's flanking (-1/-1) and its "deals 1 damage to that
    # creature" both hit the blocker: their order is A's to choose (603.3b),
    # and the engine plays one order only.
    sting = BlockTrigger(("becomes_blocked_by",), (DamageEffect(1, "other"),))
    board = make_board(
        attacker("knight", 2, 2, Keyword.FLANKING, sting), defender("wall", 0, 4), b_life=2
    )
    best = best_blocks(board, rules)
    assert not best.optimal
    assert [u.reason for u in best.unplayed] == ["block_order"]
    value, _ = brute_blocks_with_triggers(board, rules)
    assert best.value == exactly(value)


@rules_both
def test_509_1i_solver_outcome_is_what_resolve_plays_for_its_blocks(rules: RuleSet) -> None:
    # The answer's outcome is resolve_combat(triggers=True) on the blocks and
    # packages it reports, event for event.
    board = make_board(
        attacker("knight", 3, 2, Keyword.FLANKING),
        attacker("bear", 2, 2),
        defender("samurai", 1, 1, Bushido(2)),
        defender("wall", 0, 5),
        b_life=4,
    )
    best = best_blocks(board, rules)
    blocked = with_blocks(without_blocks(board), best.choice)
    replay = resolve_combat(blocked, rules, best.outcome.packages, triggers=True)
    assert replay.events == best.outcome.events
    assert replay.board.players == best.outcome.board.players
    assert replay.board.permanents == best.outcome.board.permanents


# ---------------------------------------------------------------------------
# The attack solver: its defender answers with blocks that play the triggers
# ---------------------------------------------------------------------------


def brute_attacks_with_block_triggers(board: Board, rules: RuleSet) -> float:
    """A's best value over every legal declaration at B (no attack
    triggers here), each answered by B's best blocks with their triggers."""
    base = without_attacks(board)
    mine = [p.id for p in base.permanents if p.controller == ACTIVE and p.is_creature]
    best = float("-inf")
    for chosen in itertools.product((False, True), repeat=len(mine)):
        decl = AttackDeclaration(
            tuple((a, DEFENDER) for a, c in zip(mine, chosen, strict=True) if c)
        )
        if not is_legal_attacks(base, decl, rules).legal:
            continue
        attacked = with_attacks(base, decl)
        if not decl:
            value = Objective().value(attacked, ACTIVE)
        else:
            theirs, _ = brute_blocks_with_triggers(attacked, rules)
            value = -theirs
        best = max(best, value)
    return best


@pytest.mark.slow
@rules_both
@settings(CROSS_CHECK, max_examples=60)
@given(board=block_trigger_boards())
def test_508_1_best_attacks_against_blocks_with_triggers_matches_brute_force(
    board: Board, rules: RuleSet
) -> None:
    home = Board(
        board.players,
        tuple(dataclasses.replace(p, attacking=None) for p in board.permanents),
        board.active_player,
    )
    expected = brute_attacks_with_block_triggers(home, rules)
    best = best_attacks(home, rules)
    where = f"{rules.value}: {best.choice}\n{describe(home)}"
    assert best.value == exactly(expected), where
    assert best.optimal == (not best.choice.unplayed), where


@rules_both
def test_702_45a_best_attacks_keeps_the_bear_home_from_a_bushido_blocker(
    rules: RuleSet,
) -> None:
    # The samurai blocks as a 3/3: the bear would die for nothing.
    samurai = defender("samurai", 1, 1, Bushido(2))
    bear = creature("bear", ACTIVE, 2, 2)
    best = best_attacks(make_board(bear, samurai), rules)
    assert best.optimal and not best.choice.unplayed
    assert str(best.choice.declaration) == "-"


# ---------------------------------------------------------------------------
# The command line
# ---------------------------------------------------------------------------

BUSHIDO_FILE = """\
rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
attacking = "B"
[[permanents]]
id = "samurai"
controller = "B"
power = 1
toughness = 1
abilities = ["Bushido 2"]
"""


def test_702_45a_solve_for_defender_plays_bushido_en_ja_json(tmp_path: Path) -> None:
    path = write_scenario(tmp_path, BUSHIDO_FILE)
    args = ["solve", path, "--for", "defender"]
    text = CliRunner().invoke(cli, args)
    assert text.exit_code == 0, text.output
    assert "best blocks for B (defending player): samurai: bear\n" in text.output
    assert "before combat damage: bushido 2 of samurai resolves" in text.output
    assert "(514.2): samurai +2/+2" in text.output
    assert "value for B: 2 (proven best)" in text.output
    ja = CliRunner().invoke(cli, [*args, "--lang", "ja"])
    assert "戦闘ダメージの前に：samuraiの武士道2が解決される" in ja.output
    assert "評価値に数えない修整：samurai +2/+2" in ja.output
    doc = json.loads(CliRunner().invoke(cli, [*args, "--json"]).output)
    assert doc["choice"] == {"samurai": ["bear"]} and doc["optimal"] is True
    assert doc["temporary_pumps"] == {"samurai": "+2/+2"}
    assert doc["value"] == sum(doc["value_terms"].values()) == 2.0
    assert doc["outcome"]["events"][0]["kind"] == "bushido"
    # resolve, given the blocks and the assignments the solver reports, ends
    # the same way.
    blocked = BUSHIDO_FILE.replace('abilities = ["Bushido 2"]\n', (
        'abilities = ["Bushido 2"]\nblocking = ["bear"]\n'
        "[assignments]\nbear = { samurai = 2 }\nsamurai = { bear = 3 }\n"
    ))  # fmt: skip
    resolved = json.loads(
        CliRunner().invoke(cli, ["resolve", write_scenario(tmp_path, blocked), "--json"]).output
    )
    assert resolved["players"] == doc["outcome"]["players"]
    assert resolved["permanents"] == doc["outcome"]["permanents"]


def test_603_5_solve_for_defender_says_why_it_is_not_proven(tmp_path: Path) -> None:
    path = write_scenario(
        tmp_path,
        BUSHIDO_FILE.replace(
            'abilities = ["Bushido 2"]',
            'abilities = ["Whenever ~ blocks, you may gain 3 life."]',
        ),
    )
    args = ["solve", path, "--for", "defender"]
    text = CliRunner().invoke(cli, args)
    assert text.exit_code == 0, text.output
    assert "note: not proven: an ability of samurai that triggers as blockers" in text.output
    assert "(best found, not proven: see the notes above)" in text.output
    ja = CliRunner().invoke(cli, [*args, "--lang", "ja"])
    assert "注：証明されていない：ブロック・クリーチャー指定時に誘発するsamuraiの能力" in ja.output
    doc = json.loads(CliRunner().invoke(cli, [*args, "--json"]).output)
    assert doc["optimal"] is False
    assert [(n["kind"], n["rule"]) for n in doc["notes"]] == [("unplayed", "603.5")]


def test_702_25a_solve_no_triggers_takes_the_board_as_written() -> None:
    puzzle = str(Path(__file__).parent.parent / "examples/puzzles/bushido_and_flanking.toml")
    played = json.loads(
        CliRunner().invoke(cli, ["solve", puzzle, "--for", "defender", "--json"]).output
    )
    args = ["solve", puzzle, "--for", "defender", "--json", "--no-triggers"]
    written = json.loads(CliRunner().invoke(cli, args).output)
    assert played["choice"] == {"samurai": ["bear"]} and played["optimal"] is True
    assert written["choice"] == {"samurai": ["knight"], "guard": ["knight"]}
    assert "temporary_pumps" not in written
    assert not [e for e in written["outcome"]["events"] if e["kind"] in ("bushido", "flanking")]
