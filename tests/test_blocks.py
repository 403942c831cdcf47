"""Declaring blockers (CR 509): legality (509.1a-f), the exact 509.1c maximum,
block costs, damage assignment orders (2023: 509.2, 509.3, 509.6, 509.7) and
block trigger events (509.5a-g in 2023 numbering, 509.3a-g now).

Each test is named after the rule it checks. Boards are built by hand with
player "A" attacking player "B", except where a scenario file is the subject.
Rule numbers are those of the English Comprehensive Rules.
"""

from __future__ import annotations

import ast
import json
import string
from collections.abc import Iterable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from mtgcombat.cli import cli
from mtgcombat.core.events import (
    AttacksAndIsntBlocked,
    BecomesBlocked,
    BecomesBlockedBy,
    BlockedByCount,
    Blocks,
    BlocksCreature,
    Event,
    block_events,
)
from mtgcombat.core.model import (
    Ability,
    BlockCost,
    BlockRule,
    BlocksEachCombat,
    Board,
    CanBlockOnlyFlyers,
    CantBeBlocked,
    CantBlock,
    CantBlockAlone,
    CardType,
    Counters,
    Keyword,
    Landwalk,
    Lure,
    MaxBlockers,
    MinBlockers,
    MustBeBlocked,
    MustBeBlockedByExactlyOne,
    MustBlock,
    Permanent,
    Player,
    Protection,
)
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.verdict import Violation
from mtgcombat.i18n.messages import TEMPLATES, describe
from mtgcombat.rules.blocks import (
    BlockDeclaration,
    BlockVerdict,
    block_cost,
    block_options,
    is_legal_blocks,
    legal_block_declarations,
    maximum_requirements,
    obeyed_count,
    requirements,
    restriction_violations,
)
from mtgcombat.rules.ordering import (
    add_block,
    insert_positions,
    order_problems,
    remove_from_combat,
)
from mtgcombat.scenario.load import load_scenario

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
SRC = ROOT / "src" / "mtgcombat"
WIKI_FOLIAGE = EXAMPLES / "wiki_flash_foliage_insert.toml"
BLOCK_COST = EXAMPLES / "509_1d_block_cost.toml"
ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}

R2023 = RuleSet.R2023
CURRENT = RuleSet.CURRENT

# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------


def attacker(
    pid: str,
    *abilities: Ability,
    rules: Iterable[BlockRule] = (),
    power: int = 2,
    colors: Iterable[str] = (),
    **kw: Any,
) -> Permanent:
    """An attacking creature of player A, attacking player B."""
    return Permanent(
        id=pid,
        controller="A",
        power=power,
        toughness=2,
        abilities=frozenset(abilities),
        block_rules=frozenset(rules),
        colors=frozenset(colors),
        attacking="B",
        **kw,
    )


def defender(
    pid: str,
    *abilities: Ability,
    rules: Iterable[BlockRule] = (),
    power: int = 2,
    colors: Iterable[str] = (),
    controller: str = "B",
    **kw: Any,
) -> Permanent:
    """A (potential) blocking creature, of player B unless told."""
    return Permanent(
        id=pid,
        controller=controller,
        power=power,
        toughness=2,
        abilities=frozenset(abilities),
        block_rules=frozenset(rules),
        colors=frozenset(colors),
        **kw,
    )


def make_board(*permanents: Permanent, **kw: Any) -> Board:
    return Board(
        players=(Player("A"), Player("B")),
        permanents=permanents,
        active_player="A",
        **kw,
    )


def check(board: Board, text: str) -> BlockVerdict:
    """The verdict on a declaration in ``blocker: attacker ...; ...`` notation,
    after checking that any witness it gives is sound."""
    verdict = is_legal_blocks(board, BlockDeclaration.parse(text))
    assert_witness_sound(board, verdict)
    return verdict


def codes(verdict: BlockVerdict) -> set[tuple[str, str]]:
    return {(v.rule, v.code) for v in verdict.violations}


def assert_witness_sound(board: Board, verdict: BlockVerdict) -> None:
    """509.1c: an illegal verdict's witness breaks no restriction, pays no cost,
    obeys exactly ``maximum`` requirements and is itself legal."""
    if verdict.legal:
        assert verdict.witness is None
        return
    witness = verdict.witness
    assert witness is not None
    assert restriction_violations(board, witness) == []
    assert all(block_cost(board, b) == 0 for b in witness.blockers())
    assert obeyed_count(requirements(board), witness) == verdict.maximum
    again = is_legal_blocks(board, witness)
    assert again.legal, again.violations
    assert again.obeyed == verdict.maximum


def assert_renders(violations: Iterable[Violation]) -> None:
    """Every violation renders in English and Japanese without a template error."""
    for v in violations:
        assert TEMPLATES.get(v.code), v.code
        for lang in ("en", "ja"):
            text = describe(v, lang)
            assert text and "{" not in text, (v, lang, text)


def invoke(*args: str) -> Result:
    return CliRunner().invoke(cli, list(args), env=ENGLISH)


def events_of(events: Iterable[Event]) -> list[tuple[str, ...]]:
    """Events as (kind, rule, fields...) tuples."""
    out: list[tuple[str, ...]] = []
    for e in events:
        doc = e.to_json()
        out.append(tuple(str(doc[k]) for k in doc))
    return out


# ---------------------------------------------------------------------------
# Every 509 example file, through the API and `mtgcombat blocks --json`
# ---------------------------------------------------------------------------

# stem -> (legal, violation rules, obeyed, maximum, JSON witness, cost)
EXAMPLE_VERDICTS: dict[str, tuple[bool, list[str], int, int, dict[str, list[str]], int]] = {
    # 509.1b / 506.5: the only blocker can't block alone.
    "509_1b_cant_block_alone": (False, ["509.1b"], 0, 0, {}, 0),
    # 509.1b example: flying + shadow; Serra Angel has flying but no shadow.
    "509_1b_flying_and_shadow": (False, ["702.28b"], 0, 0, {}, 0),
    # 509.1c + 702.111b: both Lure requirements are obeyed together.
    "509_1c_lure_with_menace": (
        True,
        [],
        2,
        2,
        {"bear1": ["lure"], "bear2": ["lure"]},
        0,
    ),
    # 509.1c example: the only legal declaration blocks with both.
    "509_1c_menace_blocks_if_able": (
        True,
        [],
        1,
        1,
        {"eager": ["brute"], "other": ["brute"]},
        0,
    ),
    # 509.1c example, illegal version: nobody blocks though one requirement can be obeyed.
    "509_1c_menace_no_block": (
        False,
        ["509.1c"],
        0,
        1,
        {"eager": ["brute"], "other": ["brute"]},
        0,
    ),
    # 509.1c: must be blocked, menace, one untapped creature: nothing can be obeyed.
    "509_1c_must_be_blocked_menace_too_few": (True, [], 0, 0, {}, 0),
    # 509.1c-d: the requirement would need a cost; not blocking is legal.
    "509_1d_block_cost": (True, [], 0, 0, {}, 0),
    # 509.7: the Saproling entered blocking and is not part of the declaration.
    "509_7_flash_foliage": (True, [], 0, 0, {"minotaur": ["spider"]}, 0),
}


def test_509_every_509_example_file_has_an_expected_verdict() -> None:
    stems = {p.stem for p in EXAMPLES.glob("509_*.toml")}
    assert stems == set(EXAMPLE_VERDICTS)


@pytest.mark.parametrize("stem", sorted(EXAMPLE_VERDICTS))
def test_509_1_example_verdict_through_the_api(stem: str) -> None:
    legal, rules, obeyed, maximum, witness, cost = EXAMPLE_VERDICTS[stem]
    scenario = load_scenario(EXAMPLES / f"{stem}.toml")
    board = scenario.board
    declaration = BlockDeclaration.from_board(board)
    for ruleset in RuleSet:  # 509.1a-f read the same in 2023 and now
        verdict = is_legal_blocks(board, declaration, ruleset)
        assert verdict.legal is legal, verdict.violations
        assert bool(verdict) is legal
        assert [v.rule for v in verdict.violations] == rules
        assert (verdict.obeyed, verdict.maximum, verdict.cost) == (obeyed, maximum, cost)
        assert verdict.optimal
        shown = verdict.witness if verdict.witness is not None else declaration
        assert shown.as_dict() == witness
        assert_witness_sound(board, verdict)
        assert_renders(verdict.violations)


@pytest.mark.parametrize("stem", sorted(EXAMPLE_VERDICTS))
def test_509_1_example_verdict_through_blocks_json(stem: str) -> None:
    legal, rules, obeyed, maximum, witness, cost = EXAMPLE_VERDICTS[stem]
    result = invoke("blocks", str(EXAMPLES / f"{stem}.toml"), "--json")
    assert result.exit_code == (0 if legal else 1), result.output
    doc = json.loads(result.stdout)
    assert set(doc) == {"legal", "violations", "requirements", "witness", "cost"}
    assert doc["legal"] is legal
    assert [v["rule"] for v in doc["violations"]] == rules
    for v in doc["violations"]:
        assert set(v) == {"rule", "message", "objects"}
        assert isinstance(v["message"], str) and v["message"]
        assert isinstance(v["objects"], list)
    assert doc["requirements"] == {"obeyed": obeyed, "maximum": maximum}
    assert doc["witness"] == witness
    assert doc["cost"] == cost


def test_509_1c_blocks_json_violation_objects_and_message() -> None:
    """The 509.1c violation names the witness in its message; 702.28b names
    the attacker and the blocker as objects."""
    doc = json.loads(
        invoke("blocks", str(EXAMPLES / "509_1c_menace_no_block.toml"), "--json").stdout
    )
    [v] = doc["violations"]
    assert v["rule"] == "509.1c"
    assert v["objects"] == []
    assert "eager: brute; other: brute" in v["message"]
    doc = json.loads(
        invoke("blocks", str(EXAMPLES / "509_1b_flying_and_shadow.toml"), "--json").stdout
    )
    assert doc["violations"][0]["objects"] == ["phantom", "angel"]


def test_509_1_blocks_text_output_and_exit_codes() -> None:
    ok = invoke("blocks", str(EXAMPLES / "509_1c_menace_blocks_if_able.toml"))
    assert ok.exit_code == 0, ok.output
    assert ok.stdout.strip().splitlines()[-1] == "legal"
    assert "requirements obeyed: 1 of a possible 1" in ok.stdout
    bad = invoke("blocks", str(EXAMPLES / "509_1c_menace_no_block.toml"))
    assert bad.exit_code == 1
    assert "x 509.1c:" in bad.stdout
    assert "a declaration that obeys 1: eager: brute; other: brute" in bad.stdout
    assert bad.stdout.strip().splitlines()[-1] == "illegal: 1 violation(s)"


def test_509_1_blocks_japanese_messages() -> None:
    result = invoke(
        "blocks", str(EXAMPLES / "509_1b_cant_block_alone.toml"), "--json", "--lang", "ja"
    )
    assert result.exit_code == 1
    [v] = json.loads(result.stdout)["violations"]
    assert (
        v["message"]
        == "cowardは単独ではブロックできないが、他にブロックしているクリーチャーがいない"
    )


def test_509_1_blocks_bad_input_exits_2(tmp_path: Path) -> None:
    missing = invoke("blocks", str(tmp_path / "nope.toml"), "--json")
    assert missing.exit_code == 2
    bad = tmp_path / "bad.toml"
    text = (EXAMPLES / "509_1c_menace_no_block.toml").read_text(encoding="utf-8")
    bad.write_text(text.replace("blocks_each_combat = true", 'blocks_each_combat = "yes"'))
    result = invoke("blocks", str(bad), "--json")
    assert result.exit_code == 2
    assert "blocks_each_combat" in result.output
    wrong = tmp_path / "wrong.toml"
    wrong.write_text(text.replace('id = "other"', 'id = "other"\nblocking = ["ghost"]'))
    result = invoke("blocks", str(wrong))
    assert result.exit_code == 2
    assert "509.1a" in result.output


def test_509_1d_blocks_json_reports_the_cost_of_a_declaration_that_pays(tmp_path: Path) -> None:
    """509.1c-d: the guard may pay {2} to block; that obeys its requirement
    (more than the free maximum of 0), is legal, and costs 2. The reported
    maximum is what this legal declaration shows is achievable (1), so obeyed
    never exceeds it."""
    text = BLOCK_COST.read_text(encoding="utf-8")
    path = tmp_path / "pays.toml"
    path.write_text(text.replace("block_cost = 2", 'block_cost = 2\nblocking = ["raider"]'))
    result = invoke("blocks", str(path), "--json")
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert doc == {
        "legal": True,
        "violations": [],
        "requirements": {"obeyed": 1, "maximum": 1},
        "witness": {"guard": ["raider"]},
        "cost": 2,
    }
    text_out = invoke("blocks", str(path))
    assert "total cost to block: 2 generic mana (509.1d)" in text_out.stdout


ALL_KEYS_TOML = """\
rules = "current"
active_player = "A"
max_blockers_per_combat = 3
block_cost_each = 1

[players.A]
[players.B]

[[permanents]]
id = "x"
controller = "A"
power = 2
toughness = 2
keywords = ["swampwalk"]
attacking = "B"
cant_be_blocked = true
min_blockers = 3
max_blockers = 4
lure = true
must_be_blocked = true
must_be_blocked_by_exactly_one = true

[[permanents]]
id = "b"
controller = "B"
power = 1
toughness = 1
cant_block = true
can_block_only_flyers = true
cant_block_alone = true
blocks_each_combat = true
must_block = ["x"]
block_cost = 2
blocking = ["x"]

[[permanents]]
id = "bog"
controller = "B"
types = ["land"]
subtypes = ["Swamp"]
"""


def test_509_scenario_keys_become_block_rules(tmp_path: Path) -> None:
    path = tmp_path / "all_keys.toml"
    path.write_text(ALL_KEYS_TOML, encoding="utf-8")
    board = load_scenario(path).board
    assert (board.max_blockers_per_combat, board.block_cost_each) == (3, 1)
    x, b, bog = board.permanent("x"), board.permanent("b"), board.permanent("bog")
    assert x.block_rules == {
        CantBeBlocked(),
        MinBlockers(3),
        MaxBlockers(4),
        Lure(),
        MustBeBlocked(),
        MustBeBlockedByExactlyOne(),
    }
    assert x.abilities == {Landwalk("swamp")}
    assert b.block_rules == {
        CantBlock(),
        CanBlockOnlyFlyers(),
        CantBlockAlone(),
        BlocksEachCombat(),
        MustBlock("x"),
        BlockCost(2),
    }
    assert bog.subtypes == {"swamp"}
    assert block_cost(board, "b") == 3
    verdict = is_legal_blocks(board)
    assert {
        ("509.1b", "cant_block"),
        ("509.1b", "cant_be_blocked"),
        ("509.1b", "only_flyers"),
        ("702.14c", "evasion_landwalk"),
        ("509.1b", "too_few_blockers"),
        ("509.1b", "cant_block_alone"),
    } <= codes(verdict)
    assert verdict.cost == 3
    result = invoke("blocks", str(path), "--json")
    assert result.exit_code == 1
    assert "702.14c" in {v["rule"] for v in json.loads(result.stdout)["violations"]}


# ---------------------------------------------------------------------------
# 509.1a: who may block, and how many attackers
# ---------------------------------------------------------------------------


def test_509_1a_tapped_creature_cannot_block() -> None:
    board = make_board(attacker("x"), defender("t", tapped=True), defender("u"))
    verdict = check(board, "t: x")
    assert codes(verdict) == {("509.1a", "block_tapped")}
    assert block_options(board, "t") == ()
    assert block_options(board, "u") == ("x",)
    assert check(board, "u: x").legal
    assert_renders(verdict.violations)


def test_509_1a_creature_of_the_attacking_player_cannot_block() -> None:
    board = make_board(attacker("x"), defender("reserve", controller="A"), defender("u"))
    verdict = check(board, "reserve: x")
    assert ("509.1a", "block_not_defending") in codes(verdict)
    assert {v.rule for v in verdict.violations} == {"509.1a"}
    assert block_options(board, "reserve") == ()
    assert_renders(verdict.violations)


def test_509_1a_an_attacking_creature_cannot_block() -> None:
    board = make_board(attacker("x"), attacker("y"), defender("u"))
    verdict = check(board, "y: x")
    assert verdict.violations and {v.rule for v in verdict.violations} == {"509.1a"}


def test_509_1a_a_battle_cannot_block() -> None:
    battle = defender("siege", types=frozenset({CardType.CREATURE, CardType.BATTLE}))
    board = make_board(attacker("x"), battle)
    assert codes(check(board, "siege: x")) == {("509.1a", "block_battle")}


def test_509_1a_only_attacking_creatures_can_be_blocked() -> None:
    board = make_board(attacker("x"), defender("idle", controller="A"), defender("u"))
    verdict = check(board, "u: idle")
    assert codes(verdict) == {("509.1a", "block_non_attacker")}
    # an id the board lacks is no verdict but a KeyError naming it
    with pytest.raises(KeyError, match="nobody"):
        check(board, "u: nobody")
    with pytest.raises(KeyError, match="ghost"):
        check(board, "ghost: x")
    assert_renders(verdict.violations)


def test_509_1a_blocking_the_same_attacker_twice_is_illegal() -> None:
    board = make_board(attacker("x"), defender("u", can_block_additional=1))
    assert ("509.1a", "block_twice") in codes(check(board, "u: x x"))


def test_509_1a_one_blocker_blocks_one_attacker() -> None:
    board = make_board(attacker("x"), attacker("y"), defender("u"))
    verdict = check(board, "u: x y")
    assert codes(verdict) == {("509.1a", "block_too_many")}
    [v] = verdict.violations
    assert v.facts == {"blocked": 2, "limit": 1}
    assert check(board, "u: x").legal and check(board, "u: y").legal
    assert_renders(verdict.violations)


def test_509_1a_can_block_an_additional_creature_allows_two() -> None:
    board = make_board(
        attacker("x"), attacker("y"), attacker("z"), defender("brigade", can_block_additional=1)
    )
    assert check(board, "brigade: x y").legal
    verdict = check(board, "brigade: x y z")
    assert codes(verdict) == {("509.1a", "block_too_many")}
    assert verdict.violations[0].facts == {"blocked": 3, "limit": 2}


def test_509_1a_can_block_any_number_of_creatures() -> None:
    attackers = [attacker(f"a{i}") for i in range(5)]
    board = make_board(*attackers, defender("wall", can_block_any_number=True))
    assert check(board, "wall: a0 a1 a2 a3 a4").legal
    lazy = legal_block_declarations(board)
    assert iter(lazy) is lazy  # a lazy iterator
    assert len(set(lazy)) == 2**5  # every subset of the five attackers


def test_509_1a_block_options_lists_the_attackers_a_creature_may_block() -> None:
    board = make_board(
        attacker("bird", Keyword.FLYING),
        attacker("bear"),
        defender("spider", Keyword.REACH),
        defender("wolf"),
    )
    assert block_options(board, "spider") == ("bird", "bear")
    assert block_options(board, "wolf") == ("bear",)


# ---------------------------------------------------------------------------
# 509.1b: restrictions, evasion included, each with its rule number
# ---------------------------------------------------------------------------

SWAMP = Permanent(
    id="swamp",
    controller="B",
    types=frozenset({CardType.LAND}),
    subtypes=frozenset({"swamp"}),
)
SWAMP_OF_A = Permanent(
    id="swamp_of_a",
    controller="A",
    types=frozenset({CardType.LAND}),
    subtypes=frozenset({"swamp"}),
)
ARTIFACT_CREATURE = frozenset({CardType.ARTIFACT, CardType.CREATURE})

# (case id, attacker, blocker, extra permanents, the broken (rule, code) or None)
PairCase = tuple[str, Permanent, Permanent, tuple[Permanent, ...], tuple[str, str] | None]
PAIR_CASES: list[PairCase] = [
    # 702.9b flying; 702.17 reach
    (
        "flying_vs_ground",
        attacker("x", Keyword.FLYING),
        defender("b"),
        (),
        ("702.9b", "evasion_flying"),
    ),
    ("flying_vs_flying", attacker("x", Keyword.FLYING), defender("b", Keyword.FLYING), (), None),
    ("flying_vs_reach", attacker("x", Keyword.FLYING), defender("b", Keyword.REACH), (), None),
    ("ground_vs_flyer", attacker("x"), defender("b", Keyword.FLYING), (), None),
    # 702.28b shadow, both ways
    (
        "shadow_vs_plain",
        attacker("x", Keyword.SHADOW),
        defender("b"),
        (),
        ("702.28b", "evasion_shadow"),
    ),
    (
        "plain_vs_shadow",
        attacker("x"),
        defender("b", Keyword.SHADOW),
        (),
        ("702.28b", "evasion_shadow"),
    ),
    ("shadow_vs_shadow", attacker("x", Keyword.SHADOW), defender("b", Keyword.SHADOW), (), None),
    # 702.31b horsemanship (a horseman may block anything)
    (
        "horse_vs_plain",
        attacker("x", Keyword.HORSEMANSHIP),
        defender("b"),
        (),
        ("702.31b", "evasion_horsemanship"),
    ),
    (
        "horse_vs_horse",
        attacker("x", Keyword.HORSEMANSHIP),
        defender("b", Keyword.HORSEMANSHIP),
        (),
        None,
    ),
    ("plain_vs_horse", attacker("x"), defender("b", Keyword.HORSEMANSHIP), (), None),
    # 702.36b fear: artifact and/or black creatures only
    (
        "fear_vs_green",
        attacker("x", Keyword.FEAR, colors=["black"]),
        defender("b", colors=["green"]),
        (),
        ("702.36b", "evasion_fear"),
    ),
    (
        "fear_vs_black",
        attacker("x", Keyword.FEAR),
        defender("b", colors=["black", "red"]),
        (),
        None,
    ),
    (
        "fear_vs_artifact",
        attacker("x", Keyword.FEAR),
        defender("b", types=ARTIFACT_CREATURE),
        (),
        None,
    ),
    # 702.13b intimidate: artifact creatures and/or ones sharing a color
    (
        "intimidate_vs_other_color",
        attacker("x", Keyword.INTIMIDATE, colors=["red"]),
        defender("b", colors=["green"]),
        (),
        ("702.13b", "evasion_intimidate"),
    ),
    (
        "intimidate_vs_shared_color",
        attacker("x", Keyword.INTIMIDATE, colors=["red"]),
        defender("b", colors=["green", "red"]),
        (),
        None,
    ),
    (
        "intimidate_vs_artifact",
        attacker("x", Keyword.INTIMIDATE, colors=["red"]),
        defender("b", types=ARTIFACT_CREATURE),
        (),
        None,
    ),
    (
        "colorless_intimidate_vs_colorless",
        attacker("x", Keyword.INTIMIDATE),
        defender("b"),
        (),
        ("702.13b", "evasion_intimidate"),
    ),
    # 702.118b skulk: creatures with greater power can't block
    (
        "skulk_vs_greater_power",
        attacker("x", Keyword.SKULK, power=2),
        defender("b", power=3),
        (),
        ("702.118b", "evasion_skulk"),
    ),
    (
        "skulk_vs_counter_pumped",
        attacker("x", Keyword.SKULK, power=2),
        defender("b", power=2, counters=Counters(plus_one=1)),
        (),
        ("702.118b", "evasion_skulk"),
    ),
    (
        "skulk_vs_equal_power",
        attacker("x", Keyword.SKULK, power=2),
        defender("b", power=2),
        (),
        None,
    ),
    (
        "skulk_vs_less_power",
        attacker("x", Keyword.SKULK, power=2),
        defender("b", power=1),
        (),
        None,
    ),
    # 702.14c landwalk: the defending player controls a land of that type
    (
        "swampwalk_vs_defender_with_swamp",
        attacker("x", Landwalk("swamp")),
        defender("b"),
        (SWAMP,),
        ("702.14c", "evasion_landwalk"),
    ),
    ("swampwalk_without_swamp", attacker("x", Landwalk("swamp")), defender("b"), (), None),
    (
        "swampwalk_swamp_of_the_attacker",
        attacker("x", Landwalk("swamp")),
        defender("b"),
        (SWAMP_OF_A,),
        None,
    ),
    ("islandwalk_vs_swamp", attacker("x", Landwalk("island")), defender("b"), (SWAMP,), None),
    # 702.16f protection: color, everything, card type
    (
        "pro_green_vs_green",
        attacker("x", Protection("green")),
        defender("b", colors=["green"]),
        (),
        ("702.16f", "evasion_protection"),
    ),
    (
        "pro_green_vs_blue",
        attacker("x", Protection("green")),
        defender("b", colors=["blue"]),
        (),
        None,
    ),
    (
        "pro_everything",
        attacker("x", Protection("everything")),
        defender("b"),
        (),
        ("702.16f", "evasion_protection"),
    ),
    (
        "pro_artifacts_vs_artifact_creature",
        attacker("x", Protection("artifacts")),
        defender("b", types=ARTIFACT_CREATURE),
        (),
        ("702.16f", "evasion_protection"),
    ),
    ("pro_artifacts_vs_plain", attacker("x", Protection("artifacts")), defender("b"), (), None),
    (
        "pro_creatures",
        attacker("x", Protection("creatures")),
        defender("b"),
        (),
        ("702.16f", "evasion_protection"),
    ),
    # 702.16f with a creature type written in the plural, regular or not
    *(
        (
            f"pro_{plural}_vs_{subtype}",
            attacker("x", Protection(plural)),
            defender("b", subtypes=frozenset({subtype})),
            (),
            ("702.16f", "evasion_protection"),
        )
        for plural, subtype in (
            ("goblins", "goblin"),
            ("elves", "elf"),
            ("wolves", "wolf"),
            ("allies", "ally"),
            ("faeries", "faerie"),
            ("sphinxes", "sphinx"),
        )
    ),
    (
        "pro_elves_vs_goblin",
        attacker("x", Protection("elves")),
        defender("b", subtypes=frozenset({"goblin"})),
        (),
        None,
    ),
    # 509.1b: "can't block", "can't be blocked", "can block only creatures with flying"
    ("cant_block", attacker("x"), defender("b", rules=[CantBlock()]), (), ("509.1b", "cant_block")),
    (
        "cant_be_blocked",
        attacker("x", rules=[CantBeBlocked()]),
        defender("b"),
        (),
        ("509.1b", "cant_be_blocked"),
    ),
    (
        "only_flyers_vs_ground",
        attacker("x"),
        defender("b", rules=[CanBlockOnlyFlyers()]),
        (),
        ("509.1b", "only_flyers"),
    ),
    (
        "only_flyers_vs_flyer",
        attacker("x", Keyword.FLYING),
        defender("b", Keyword.REACH, rules=[CanBlockOnlyFlyers()]),
        (),
        None,
    ),
]


@pytest.mark.parametrize("case", PAIR_CASES, ids=[c[0] for c in PAIR_CASES])
def test_509_1b_evasion_and_pair_restrictions(case: PairCase) -> None:
    _, att, blk, extra, broken = case
    board = make_board(att, blk, *extra)
    verdict = check(board, "b: x")
    if broken is None:
        assert verdict.legal, verdict.violations
        assert block_options(board, "b") == ("x",)
    else:
        assert codes(verdict) == {broken}
        assert block_options(board, "b") == ()
        assert_renders(verdict.violations)
    # Not blocking is always legal here (no requirements).
    assert check(board, "").legal


def test_509_1b_example_flying_and_shadow_add_up() -> None:
    """509.1b example: a creature with flying and shadow can't be blocked by a
    creature with flying but without shadow; a flyer with shadow may block it."""
    phantom = attacker("x", Keyword.FLYING, Keyword.SHADOW)
    board = make_board(
        phantom,
        defender("angel", Keyword.FLYING),
        defender("shade", Keyword.SHADOW),
        defender("wraith", Keyword.SHADOW, Keyword.FLYING),
    )
    assert codes(check(board, "angel: x")) == {("702.28b", "evasion_shadow")}
    assert codes(check(board, "shade: x")) == {("702.9b", "evasion_flying")}
    assert check(board, "wraith: x").legal


def test_702_111b_menace_needs_two_or_more_blockers() -> None:
    board = make_board(attacker("x", Keyword.MENACE), defender("b1"), defender("b2"))
    verdict = check(board, "b1: x")
    assert codes(verdict) == {("702.111b", "too_few_blockers")}
    assert verdict.violations[0].facts == {"blockers": 1, "minimum": 2}
    assert check(board, "b1: x; b2: x").legal
    assert_renders(verdict.violations)


def test_509_1b_cant_be_blocked_except_by_three_or_more() -> None:
    board = make_board(
        attacker("x", rules=[MinBlockers(3)]), defender("b1"), defender("b2"), defender("b3")
    )
    verdict = check(board, "b1: x; b2: x")
    assert codes(verdict) == {("509.1b", "too_few_blockers")}
    assert verdict.violations[0].facts == {"blockers": 2, "minimum": 3}
    assert check(board, "b1: x; b2: x; b3: x").legal


def test_509_1b_cant_be_blocked_by_more_than_one() -> None:
    board = make_board(attacker("x", rules=[MaxBlockers(1)]), defender("b1"), defender("b2"))
    verdict = check(board, "b1: x; b2: x")
    assert codes(verdict) == {("509.1b", "too_many_blockers")}
    assert verdict.violations[0].facts == {"blockers": 2, "maximum": 1}
    assert check(board, "b2: x").legal
    assert_renders(verdict.violations)


def test_509_1b_cant_block_alone() -> None:
    board = make_board(
        attacker("x"), attacker("y"), defender("coward", rules=[CantBlockAlone()]), defender("pal")
    )
    verdict = check(board, "coward: x")
    assert codes(verdict) == {("509.1b", "cant_block_alone")}
    # Another creature blocking (any attacker) lets it block.
    assert check(board, "coward: x; pal: y").legal
    assert check(board, "coward: x; pal: x").legal
    assert check(board, "pal: x").legal
    assert_renders(verdict.violations)


def test_509_1b_two_creatures_that_cant_block_alone_may_block_together() -> None:
    board = make_board(
        attacker("x"),
        defender("c1", rules=[CantBlockAlone()]),
        defender("c2", rules=[CantBlockAlone()]),
    )
    assert check(board, "c1: x; c2: x").legal
    assert not check(board, "c2: x").legal


def test_509_1b_no_more_than_one_creature_can_block_each_combat() -> None:
    board = make_board(
        attacker("x"), attacker("y"), defender("b1"), defender("b2"), max_blockers_per_combat=1
    )
    verdict = check(board, "b1: x; b2: y")
    assert codes(verdict) == {("509.1b", "too_many_blocking")}
    assert verdict.violations[0].facts == {"blockers": 2, "limit": 1}
    assert check(board, "b1: x").legal
    assert_renders(verdict.violations)


def test_509_1b_every_broken_restriction_is_reported() -> None:
    board = make_board(attacker("x", Keyword.FLYING, Keyword.MENACE), defender("b", tapped=True))
    assert codes(check(board, "b: x")) == {
        ("509.1a", "block_tapped"),
        ("702.9b", "evasion_flying"),
        ("702.111b", "too_few_blockers"),
    }


# ---------------------------------------------------------------------------
# 509.1c: requirements, obeyed as far as possible
# ---------------------------------------------------------------------------


def test_509_1c_menace_with_blocks_if_able_requires_both_blockers() -> None:
    """509.1c example: a menace attacker; one creature that blocks each combat
    if able and one other. The only legal declaration blocks with both."""
    board = make_board(
        attacker("brute", Keyword.MENACE),
        defender("eager", rules=[BlocksEachCombat()]),
        defender("other"),
    )
    assert list(legal_block_declarations(board)) == [
        BlockDeclaration.parse("eager: brute; other: brute")
    ]
    assert codes(check(board, "eager: brute")) == {("702.111b", "too_few_blockers")}
    none = check(board, "")
    assert codes(none) == {("509.1c", "requirements_not_maximal")}
    assert (none.obeyed, none.maximum) == (0, 1)
    assert none.witness == BlockDeclaration.parse("eager: brute; other: brute")


def test_509_1c_lure_with_menace_all_able_creatures_block_together() -> None:
    board = make_board(
        attacker("lure", Keyword.MENACE, rules=[Lure()]), defender("bear1"), defender("bear2")
    )
    both = check(board, "bear1: lure; bear2: lure")
    assert both.legal and (both.obeyed, both.maximum) == (2, 2)
    one = check(board, "bear1: lure")
    assert codes(one) == {("702.111b", "too_few_blockers"), ("509.1c", "requirements_not_maximal")}
    assert (one.obeyed, one.maximum) == (1, 2)
    none = check(board, "")
    assert codes(none) == {("509.1c", "requirements_not_maximal")}
    assert none.witness == BlockDeclaration.parse("bear1: lure; bear2: lure")
    assert list(legal_block_declarations(board)) == [
        BlockDeclaration.parse("bear1: lure; bear2: lure")
    ]


def test_509_1c_must_be_blocked_with_menace_and_one_possible_blocker() -> None:
    """The requirement can't be obeyed without breaking menace (702.111b):
    maximum 0, and no block is legal, so not blocking is the only legal choice."""
    board = make_board(
        attacker("taunter", Keyword.MENACE, rules=[MustBeBlocked()]),
        defender("lonely"),
        defender("tapped", tapped=True),
    )
    result = maximum_requirements(board)
    assert (result.maximum, result.witness, result.optimal) == (0, BlockDeclaration(), True)
    none = check(board, "")
    assert none.legal and (none.obeyed, none.maximum) == (0, 0)
    assert codes(check(board, "lonely: taunter")) == {("702.111b", "too_few_blockers")}
    assert list(legal_block_declarations(board)) == [BlockDeclaration()]


def test_509_1c_blocks_each_combat_if_able_must_block_when_it_can() -> None:
    board = make_board(attacker("x"), attacker("y"), defender("eager", rules=[BlocksEachCombat()]))
    verdict = check(board, "")
    assert not verdict.legal
    assert codes(verdict) == {("509.1c", "requirements_not_maximal")}
    assert (verdict.obeyed, verdict.maximum) == (0, 1)
    assert verdict.violations[0].facts["maximum"] == 1
    assert verdict.witness is not None and is_legal_blocks(board, verdict.witness).legal
    assert verdict.witness.blockers() == ("eager",)
    # Either attacker will do.
    assert set(legal_block_declarations(board)) == {
        BlockDeclaration.parse("eager: x"),
        BlockDeclaration.parse("eager: y"),
    }
    assert_renders(verdict.violations)


def test_509_1c_blocks_each_combat_if_able_excused_when_it_cannot_block() -> None:
    """A tapped creature (509.1a) or one facing only flyers (702.9b) need not block."""
    tapped = make_board(attacker("x"), defender("eager", rules=[BlocksEachCombat()], tapped=True))
    assert check(tapped, "").legal
    grounded = make_board(
        attacker("bird", Keyword.FLYING), defender("eager", rules=[BlocksEachCombat()])
    )
    verdict = check(grounded, "")
    assert verdict.legal and verdict.maximum == 0


def test_509_1c_must_block_provoke_obeyed_or_not() -> None:
    board = make_board(
        attacker("x"), attacker("y"), defender("provoked", rules=[MustBlock("x")]), defender("free")
    )
    assert check(board, "provoked: x").legal
    assert check(board, "provoked: x; free: y").legal
    wrong = check(board, "provoked: y")
    assert codes(wrong) == {("509.1c", "requirements_not_maximal")}
    assert (wrong.obeyed, wrong.maximum) == (0, 1)
    assert wrong.witness is not None and "x" in wrong.witness.attackers_of("provoked")
    assert not check(board, "").legal


def test_509_1c_must_block_excused_by_a_restriction() -> None:
    """Provoke can't force a block that breaks a restriction (a flyer, 702.9b)."""
    board = make_board(attacker("x", Keyword.FLYING), defender("provoked", rules=[MustBlock("x")]))
    assert check(board, "").legal
    assert codes(check(board, "provoked: x")) == {("702.9b", "evasion_flying")}


def test_509_1c_must_be_blocked_by_exactly_one_creature() -> None:
    board = make_board(
        attacker("x", rules=[MustBeBlockedByExactlyOne()]), defender("b1"), defender("b2")
    )
    assert check(board, "b1: x").legal
    assert check(board, "b2: x").legal
    none = check(board, "")
    assert codes(none) == {("509.1c", "requirements_not_maximal")}
    assert (none.obeyed, none.maximum) == (0, 1)
    two = check(board, "b1: x; b2: x")
    assert codes(two) == {("509.1c", "requirements_not_maximal")}
    assert (two.obeyed, two.maximum) == (0, 1)
    assert set(legal_block_declarations(board)) == {
        BlockDeclaration.parse("b1: x"),
        BlockDeclaration.parse("b2: x"),
    }


def test_509_1c_exactly_one_with_menace_cannot_be_obeyed() -> None:
    board = make_board(
        attacker("x", Keyword.MENACE, rules=[MustBeBlockedByExactlyOne()]),
        defender("b1"),
        defender("b2"),
    )
    assert maximum_requirements(board).maximum == 0
    assert check(board, "").legal
    assert check(board, "b1: x; b2: x").legal


def test_509_1c_two_lure_attackers_compete_for_single_capacity_blockers() -> None:
    """Each Lure makes every able creature block it; a creature blocks one
    attacker (509.1a), so at most one requirement per blocker is obeyed."""
    blockers = [defender(f"b{i}") for i in range(3)]
    board = make_board(attacker("l1", rules=[Lure()]), attacker("l2", rules=[Lure()]), *blockers)
    assert len(requirements(board)) == 6
    assert maximum_requirements(board).maximum == 3
    assert check(board, "b0: l1; b1: l2; b2: l1").legal
    short = check(board, "b0: l1; b1: l2")
    assert (short.obeyed, short.maximum) == (2, 3)
    assert codes(short) == {("509.1c", "requirements_not_maximal")}
    legal = set(legal_block_declarations(board))
    assert len(legal) == 2**3  # each blocker picks one of the two Lures
    # A creature that can block an additional creature obeys both of its own.
    bigger = make_board(
        attacker("l1", rules=[Lure()]),
        attacker("l2", rules=[Lure()]),
        defender("b0", can_block_additional=1),
        *blockers[1:],
    )
    assert maximum_requirements(bigger).maximum == 4
    assert check(bigger, "b0: l1 l2; b1: l1; b2: l2").legal
    assert not check(bigger, "b0: l1; b1: l1; b2: l2").legal


def test_509_1c_lure_and_cant_block_alone() -> None:
    """A Lure creature and a creature that can't block alone: it blocks with
    the other creature, so both requirements are obeyed."""
    board = make_board(
        attacker("lure", rules=[Lure()]),
        defender("coward", rules=[CantBlockAlone()]),
        defender("pal"),
    )
    assert maximum_requirements(board).maximum == 2
    assert check(board, "coward: lure; pal: lure").legal
    assert not check(board, "pal: lure").legal


def test_509_1c_d_a_requirement_that_needs_a_cost_does_not_count() -> None:
    """509.1c-d: no one must pay a cost to obey a requirement. The costly
    creature's Lure requirement does not raise the maximum; paying is allowed
    and the cost is reported."""
    board = make_board(
        attacker("lure", rules=[Lure()]),
        defender("free"),
        defender("pricey", rules=[BlockCost(2)]),
    )
    result = maximum_requirements(board)
    assert result.maximum == 1
    assert result.witness == BlockDeclaration.parse("free: lure")
    free = check(board, "free: lure")
    assert free.legal and (free.obeyed, free.maximum, free.cost) == (1, 1, 0)
    paid = check(board, "free: lure; pricey: lure")
    assert paid.legal and (paid.obeyed, paid.cost) == (2, 2)
    none = check(board, "")
    assert codes(none) == {("509.1c", "requirements_not_maximal")}
    # The pricey creature alone would need a cost: the free maximum stays 1.
    assert check(board, "pricey: lure").cost == 2


def test_509_1c_d_blocks_each_combat_with_a_cost_need_not_block() -> None:
    board = load_scenario(BLOCK_COST).board
    assert block_cost(board, "guard") == 2
    assert maximum_requirements(board).maximum == 0
    none = check(board, "")
    assert none.legal and none.cost == 0
    paid = check(board, "guard: raider")
    # Paying is allowed and obeys the requirement; the verdict's maximum then
    # shows what this legal declaration achieves (the free maximum stays 0).
    assert paid.legal and (paid.obeyed, paid.maximum, paid.cost) == (1, 1, 2)


def test_509_1d_cost_for_each_creature_that_blocks_is_totalled() -> None:
    board = make_board(
        attacker("x", rules=[MustBeBlocked()]),
        attacker("y"),
        defender("b1", rules=[BlockCost(3)]),
        defender("b2"),
        block_cost_each=1,
    )
    assert (block_cost(board, "b1"), block_cost(board, "b2")) == (4, 1)
    # Every block costs something: the requirement can't be forced (509.1c-d).
    assert maximum_requirements(board).maximum == 0
    assert check(board, "").legal
    verdict = check(board, "b1: x; b2: y")
    assert verdict.legal and verdict.cost == 5


def test_509_1c_witness_is_always_legal_and_reaches_the_maximum() -> None:
    """Whenever a verdict is illegal, its witness breaks no restriction and
    obeys ``maximum`` requirements (checked on a set of boards)."""
    boards_and_declarations = [
        (
            make_board(
                attacker("x", Keyword.MENACE, rules=[MustBeBlocked()]),
                attacker("y", rules=[Lure()]),
                defender("b1", rules=[BlocksEachCombat()]),
                defender("b2", rules=[CantBlockAlone()]),
                defender("b3", Keyword.FLYING),
                defender("b4", rules=[MustBlock("y")], can_block_additional=1),
            ),
            ["", "b1: x", "b4: x y", "b1: y; b2: y; b3: y; b4: y", "b1: x; b2: x; b3: y; b4: y"],
        ),
        (
            make_board(
                attacker("x", rules=[MustBeBlockedByExactlyOne(), Lure()]),
                attacker("y", Keyword.FLYING, rules=[MustBeBlocked()]),
                defender("b1", Keyword.REACH),
                defender("b2"),
                defender("b3", rules=[BlocksEachCombat()]),
                max_blockers_per_combat=2,
            ),
            ["", "b1: x", "b1: y; b2: x; b3: x", "b2: x; b3: x"],
        ),
    ]
    illegal = 0
    for board, texts in boards_and_declarations:
        for text in texts:
            verdict = check(board, text)  # check() asserts the witness is sound
            illegal += not verdict.legal
    assert illegal >= 5


def test_509_1c_maximum_requirements_witness_obeys_the_maximum() -> None:
    board = make_board(
        attacker("x", rules=[Lure()]),
        attacker("y", rules=[MustBeBlocked()]),
        defender("b1"),
        defender("b2", rules=[MustBlock("y")]),
    )
    result = maximum_requirements(board)
    assert result.optimal
    assert result.maximum == 3  # b1 blocks x (Lure); b2 blocks y (must block, must be blocked)
    assert restriction_violations(board, result.witness) == []
    assert obeyed_count(requirements(board), result.witness) == 3
    assert result.seconds >= 0


# ---------------------------------------------------------------------------
# The declaration value
# ---------------------------------------------------------------------------


def test_509_1_block_declaration_notation_and_equality() -> None:
    d = BlockDeclaration.parse("b1: x y; b2: x")
    assert d == BlockDeclaration.of({"b2": ["x"], "b1": ["y", "x"]})
    assert hash(d) == hash(BlockDeclaration.parse("b2: x; b1: y x"))
    assert str(BlockDeclaration.parse("-")) == "-"
    assert BlockDeclaration.parse("b1: ; b2: x") == BlockDeclaration.parse("b2: x")
    assert d.blockers_of("x") == ("b1", "b2")
    with pytest.raises(ValueError):
        BlockDeclaration.parse("b1 x")
    with pytest.raises(ValueError):
        BlockDeclaration.parse("b1: x; b1: y")


# ---------------------------------------------------------------------------
# Damage assignment orders (2023: 509.2, 509.3) and their updates
# ---------------------------------------------------------------------------


def wiki_board() -> Board:
    return load_scenario(WIKI_FOLIAGE).board


def test_509_2_order_problems_duplicate_stranger_missing() -> None:
    board = wiki_board()
    assert order_problems(board, "attacker", ["C", "A", "B"]) == []
    assert [
        (v.rule, v.code, v.objects) for v in order_problems(board, "attacker", ["A", "A", "B", "C"])
    ] == [("509.2", "order_duplicate", ("attacker", "A"))]
    assert [
        (v.rule, v.code, v.objects)
        for v in order_problems(board, "attacker", ["A", "B", "C", "attacker"])
    ] == [("509.2", "order_stranger", ("attacker", "attacker"))]
    with pytest.raises(KeyError, match="X"):
        order_problems(board, "attacker", ["A", "B", "C", "X"])
    assert [(v.rule, v.code, v.objects) for v in order_problems(board, "attacker", ["A", "B"])] == [
        ("509.2", "order_missing", ("attacker", "C"))
    ]
    assert_renders(order_problems(board, "attacker", ["A", "A", "attacker"]))


def test_509_3_order_problems_for_a_blocker_of_several_attackers() -> None:
    board = make_board(
        attacker("x"),
        attacker("y"),
        defender("brigade", can_block_additional=1, blocking=("x", "y")),
    )
    assert order_problems(board, "brigade", ["y", "x"]) == []
    problems = order_problems(board, "brigade", ["y"])
    assert [(v.rule, v.code, v.objects) for v in problems] == [
        ("509.3", "order_missing", ("brigade", "x"))
    ]


def test_509_7_flash_foliage_has_four_places_under_2023_and_one_under_current() -> None:
    board = wiki_board()
    assert insert_positions(board, "attacker", R2023) == (
        ("+", "A", "B", "C"),
        ("A", "+", "B", "C"),
        ("A", "B", "+", "C"),
        ("A", "B", "C", "+"),
    )
    assert len(insert_positions(board, "attacker", CURRENT)) == 1


def saproling_board() -> Board:
    board = wiki_board()
    saproling = Permanent(id="saproling", controller="P2", power=1, toughness=1)
    return board.with_permanents((*board.permanents, saproling))


@pytest.mark.parametrize("position", [0, 1, 2, 3])
def test_509_7_entering_blocking_inserts_at_the_chosen_place_without_block_events(
    position: int,
) -> None:
    after, events = add_block(
        saproling_board(), "saproling", "attacker", R2023, position=position, entering=True
    )
    expected = ["A", "B", "C"]
    expected.insert(position, "saproling")
    assert after.damage_assignment_order("attacker") == tuple(expected)
    # 509.5d: the attacker becomes blocked by it; 509.5a-b: it did not block;
    # 509.5c: the attacker was blocked already; 509.5e: the count changed.
    assert events == (
        BecomesBlockedBy("509.5d", "attacker", "saproling"),
        BlockedByCount("509.5e", "attacker", 4),
    )
    saproling = after.permanent("saproling")
    assert saproling.entered_blocking and after.is_blocking("saproling")
    # 509.7: it is blocking, but it did not block: no "blocks" events (509.5a).
    assert all(getattr(e, "blocker", None) != "saproling" for e in block_events(after, R2023))
    # 509.7b: it is not part of the declaration checked against 509.1.
    assert "saproling" not in BlockDeclaration.from_board(after).blockers()


def test_509_7a_a_creature_of_a_non_defending_player_enters_but_never_blocks() -> None:
    """509.7a (509.4a now): a creature put onto the battlefield blocking whose
    controller is not a defending player for that attacker never blocks. The
    library may refuse the request (ValueError) or make no block; it must not
    make the attacking player's creature block its own attacker."""
    board = make_board(attacker("x"), defender("home", controller="A"))
    for rules in RuleSet:
        try:
            after, events = add_block(board, "home", "x", rules, entering=True)
        except ValueError:
            continue
        assert events == ()
        assert not after.is_blocking("home")
        assert after.blockers_of("x") == ()
        assert not after.is_blocked("x")


def test_509_7b_a_creature_entering_blocking_ignores_restrictions() -> None:
    """509.7b (509.4b now): a ground token put onto the battlefield blocking a
    flyer blocks it (702.9b is not checked), and it is not counted against
    "no more than one creature can block each combat"."""
    board = make_board(
        attacker("bird", Keyword.FLYING),
        attacker("bear"),
        defender("guard", blocking=("bear",)),
        defender("token", rules=[CantBlock()]),
        max_blockers_per_combat=1,
    )
    for rules in RuleSet:
        after, events = add_block(board, "token", "bird", rules, entering=True)
        assert [e.kind for e in events] == [
            "becomes_blocked",
            "becomes_blocked_by",
            "blocked_by_count",
        ]
        assert after.blockers_of("bird") == ("token",)
        assert after.is_blocking("token") and after.permanent("token").entered_blocking
        verdict = is_legal_blocks(after)
        assert verdict.legal, verdict.violations
        assert BlockDeclaration.from_board(after) == BlockDeclaration.parse("guard: bear")


def test_509_7_position_outside_the_order_is_rejected() -> None:
    with pytest.raises(ValueError):
        add_block(saproling_board(), "saproling", "attacker", R2023, position=5, entering=True)


def test_509_6_effect_makes_a_creature_block_with_509_5_events_under_2023() -> None:
    after, events = add_block(saproling_board(), "saproling", "attacker", R2023, position=0)
    assert after.damage_assignment_order("attacker") == ("saproling", "A", "B", "C")
    assert events == (
        Blocks("509.5a", "saproling"),
        BlocksCreature("509.5b", "saproling", "attacker"),
        BecomesBlockedBy("509.5d", "attacker", "saproling"),
        BlockedByCount("509.5e", "attacker", 4),
    )  # already blocked: no second "becomes blocked" (509.5c)
    assert not after.permanent("saproling").entered_blocking


def test_509_6_effect_block_of_an_unblocked_attacker_under_current_uses_509_3() -> None:
    board = make_board(attacker("x"), defender("b"))
    after, events = add_block(board, "b", "x", CURRENT)
    assert after.blockers_of("x") == ("b",)
    assert events == (
        Blocks("509.3a", "b"),
        BlocksCreature("509.3b", "b", "x"),
        BecomesBlocked("509.3c", "x"),
        BecomesBlockedBy("509.3d", "x", "b"),
        BlockedByCount("509.3e", "x", 1),
    )
    _, old = add_block(board, "b", "x", R2023)
    assert [e.rule for e in old] == ["509.5a", "509.5b", "509.5c", "509.5d", "509.5e"]


def test_509_6_blocker_already_blocking_gets_the_attacker_where_the_defender_chooses() -> None:
    board = make_board(
        attacker("x"),
        attacker("y"),
        attacker("z"),
        defender("wall", can_block_any_number=True, blocking=("x", "y")),
        orders={"wall": ("y", "x")},
    )
    after, events = add_block(board, "wall", "z", R2023, attacker_position=1)
    assert after.damage_assignment_order("wall") == ("y", "z", "x")
    assert after.damage_assignment_order("z") == ("wall",)
    # It had blocked already: no second "blocks" event (509.5a).
    assert events == (
        BlocksCreature("509.5b", "wall", "z"),
        BecomesBlocked("509.5c", "z"),
        BecomesBlockedBy("509.5d", "z", "wall"),
        BlockedByCount("509.5e", "z", 1),
    )


@pytest.mark.parametrize("entering", [False, True], ids=["made_to_block", "entering"])
def test_509_5c_d_entering_blocking_an_unblocked_attacker_makes_it_blocked_by_it(
    entering: bool,
) -> None:
    """509.5c-d (509.3c-d now): "becomes blocked" and "becomes blocked by a
    creature" trigger for a creature put onto the battlefield blocking as for
    one made to block; only "blocks" (509.5a-b) needs a creature that blocked."""
    board = make_board(attacker("x"), defender("sap"))
    for rules in RuleSet:
        after, events = add_block(board, "sap", "x", rules, entering=entering)
        assert after.is_blocked("x")
        kinds = [e.kind for e in events]
        blocks = [] if entering else ["blocks", "blocks_creature"]
        assert kinds == [*blocks, "becomes_blocked", "becomes_blocked_by", "blocked_by_count"]


def test_509_5b_d_making_a_creature_block_an_attacker_it_already_blocks_does_nothing() -> None:
    board = make_board(attacker("x"), defender("b1", blocking=("x",)))
    for rules in RuleSet:
        after, events = add_block(board, "b1", "x", rules)
        assert events == ()
        assert after.permanent("b1").blocking == ("x",)


def test_702_22i_an_effect_blocking_one_band_member_blocks_the_whole_band() -> None:
    """702.22i: blocking one member of a band by an effect blocks the whole
    band, so each member gets its events and, under 2023, the blocker joins
    each member's order (the named one at the chosen place, the others last)."""
    board = make_board(
        attacker("y", Keyword.BANDING, band="k"),
        attacker("z", band="k"),
        defender("guard", blocking=("z",)),
        defender("sap"),
        orders={"z": ("guard",)},
    )
    after, events = add_block(board, "sap", "y", R2023, position=0)
    assert after.blockers_of("z") == ("guard", "sap")
    assert after.damage_assignment_order("y") == ("sap", "guard")
    assert after.damage_assignment_order("z") == ("guard", "sap")
    assert [(e.kind, getattr(e, "attacker", None)) for e in events] == [
        ("blocks", None),
        ("blocks_creature", "y"),
        ("becomes_blocked_by", "y"),
        ("blocked_by_count", "y"),
        ("blocks_creature", "z"),
        ("becomes_blocked_by", "z"),
        ("blocked_by_count", "z"),
    ]


def test_509_2a_removal_from_combat_keeps_the_relative_order() -> None:
    board = wiki_board().with_orders({"attacker": ("C", "A", "B")})
    after = remove_from_combat(board, "A", R2023)
    assert after.damage_assignment_order("attacker") == ("C", "B")
    assert not after.is_blocking("A")
    assert order_problems(after, "attacker", ["C", "B"]) == []
    assert insert_positions(after, "attacker", R2023) == (
        ("+", "C", "B"),
        ("C", "+", "B"),
        ("C", "B", "+"),
    )


def test_509_3a_attacker_removed_from_combat_leaves_the_blockers_order() -> None:
    board = make_board(
        attacker("x"),
        attacker("y"),
        attacker("z"),
        defender("wall", can_block_any_number=True, blocking=("x", "y", "z")),
        orders={"wall": ("z", "x", "y")},
    )
    after = remove_from_combat(board, "x", R2023)
    assert after.damage_assignment_order("wall") == ("z", "y")
    assert "x" not in after.attackers()


def test_509_1h_attacker_stays_blocked_when_every_blocker_is_removed() -> None:
    board = wiki_board()
    for blocker in ("A", "B", "C"):
        board = remove_from_combat(board, blocker, R2023)
    assert board.blockers_of("attacker") == ()
    assert board.is_blocked("attacker")
    assert board.damage_assignment_order("attacker") == ()
    # No "attacks and isn't blocked" (509.5g): it is blocked.
    kinds = [e.kind for e in block_events(board, R2023)]
    assert "attacks_and_isnt_blocked" not in kinds


def test_509_2_orders_cli_lists_the_order_and_four_places() -> None:
    result = invoke("orders", str(WIKI_FOLIAGE))
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert "attacker: A, B, C (509.2)" in lines
    assert "  a creature joining it has 4 places:" in lines
    for i, place in enumerate(["+, A, B, C", "A, +, B, C", "A, B, +, C", "A, B, C, +"]):
        assert f"    [{i}] {place}" in lines


def test_509_2_orders_cli_json() -> None:
    result = invoke("orders", str(WIKI_FOLIAGE), "--json")
    assert result.exit_code == 0
    assert json.loads(result.stdout) == {
        "rules": "2023",
        "orders": {"attacker": ["A", "B", "C"]},
        "declared": {"attacker": True},
        "insert_positions": {"attacker": 4},
    }


def test_509_4_orders_cli_under_current_rules_has_no_orders() -> None:
    text = invoke("orders", str(WIKI_FOLIAGE), "--rules", "current")
    assert text.exit_code == 0
    assert "no damage assignment orders under the current rules" in text.stdout
    doc = json.loads(invoke("orders", str(WIKI_FOLIAGE), "--rules", "current", "--json").stdout)
    assert doc == {
        "rules": "current",
        "orders": {},
        "declared": {},
        "insert_positions": {"attacker": 1},
    }


def test_509_7_orders_cli_on_the_flash_foliage_example() -> None:
    result = invoke("orders", str(EXAMPLES / "509_7_flash_foliage.toml"))
    assert result.exit_code == 0
    assert "spider (Giant Spider): saproling, minotaur (509.2)" in result.stdout
    assert "  a creature joining it has 3 places:" in result.stdout


def test_509_2_orders_cli_bad_input_exits_2(tmp_path: Path) -> None:
    assert invoke("orders", str(tmp_path / "missing.toml")).exit_code == 2


# ---------------------------------------------------------------------------
# Block triggers (509.1i; 509.5a-g in 2023 numbering, 509.3a-g now)
# ---------------------------------------------------------------------------


def trigger_board() -> Board:
    """x: blocked by b1 and b2; y: blocked by b1 (which can block two); z:
    unblocked; w: blocked only by a creature that entered the battlefield
    blocking; v: made blocked by an effect, with no blocker."""
    return make_board(
        attacker("x"),
        attacker("y"),
        attacker("z"),
        attacker("w"),
        attacker("v", blocked=True),
        defender("b1", can_block_additional=1, blocking=("x", "y")),
        defender("b2", blocking=("x",)),
        defender("token", blocking=("w",), entered_blocking=True),
        defender("idle"),
    )


@pytest.mark.parametrize(("rules", "prefix"), [(R2023, "509.5"), (CURRENT, "509.3")])
def test_509_5_block_trigger_events(rules: RuleSet, prefix: str) -> None:
    events = block_events(trigger_board(), rules)
    assert all(e.rule.startswith(prefix) for e in events)
    by_kind: dict[str, list[Event]] = {}
    for e in events:
        by_kind.setdefault(e.kind, []).append(e)
    # a: "blocks" once per blocker, however many attackers it blocks.
    assert by_kind["blocks"] == [Blocks(f"{prefix}a", "b1"), Blocks(f"{prefix}a", "b2")]
    # b: "blocks a creature" once per attacker blocked.
    assert sorted(by_kind["blocks_creature"], key=str) == sorted(
        [
            BlocksCreature(f"{prefix}b", "b1", "x"),
            BlocksCreature(f"{prefix}b", "b1", "y"),
            BlocksCreature(f"{prefix}b", "b2", "x"),
        ],
        key=str,
    )
    # c: "becomes blocked" once per attacker, however many blockers.
    assert by_kind["becomes_blocked"] == [
        BecomesBlocked(f"{prefix}c", "x"),
        BecomesBlocked(f"{prefix}c", "y"),
    ]
    # d: "becomes blocked by a creature" once per blocker.
    assert sorted(by_kind["becomes_blocked_by"], key=str) == sorted(
        [
            BecomesBlockedBy(f"{prefix}d", "x", "b1"),
            BecomesBlockedBy(f"{prefix}d", "x", "b2"),
            BecomesBlockedBy(f"{prefix}d", "y", "b1"),
        ],
        key=str,
    )
    # e: "blocked by N creatures".
    assert by_kind["blocked_by_count"] == [
        BlockedByCount(f"{prefix}e", "x", 2),
        BlockedByCount(f"{prefix}e", "y", 1),
    ]
    # g: "attacks and isn't blocked" if no creature was declared blocking it;
    # not for v, which an effect made blocked (509.1h).
    assert by_kind["attacks_and_isnt_blocked"] == [
        AttacksAndIsntBlocked(f"{prefix}g", "z"),
        AttacksAndIsntBlocked(f"{prefix}g", "w"),
    ]
    # 509.7 (509.4 now): the creature that entered blocking makes no events.
    assert all("token" not in values for values in events_of(events))


def test_509_5_block_events_to_json() -> None:
    board = make_board(attacker("x"), defender("b", blocking=("x",)))
    docs = [e.to_json() for e in block_events(board, R2023)]
    assert docs == [
        {"kind": "blocks", "rule": "509.5a", "blocker": "b"},
        {"kind": "blocks_creature", "rule": "509.5b", "blocker": "b", "attacker": "x"},
        {"kind": "becomes_blocked", "rule": "509.5c", "attacker": "x"},
        {"kind": "becomes_blocked_by", "rule": "509.5d", "attacker": "x", "blocker": "b"},
        {"kind": "blocked_by_count", "rule": "509.5e", "attacker": "x", "count": 1},
    ]


def test_509_3_no_blocks_means_every_attacker_attacks_and_isnt_blocked() -> None:
    board = make_board(attacker("x"), attacker("y"), defender("b"))
    assert block_events(board, CURRENT) == (
        AttacksAndIsntBlocked("509.3g", "x"),
        AttacksAndIsntBlocked("509.3g", "y"),
    )


@pytest.mark.parametrize(("rules", "prefix"), [(R2023, "509.5"), (CURRENT, "509.3")])
def test_509_5_blocking_one_member_of_a_band_blocks_the_whole_band(
    rules: RuleSet, prefix: str
) -> None:
    """702.22h: "If an attacking creature becomes blocked by a creature, each
    other creature in the same band as the attacking creature becomes blocked
    by that same blocking creature." So the other member becomes blocked
    (509.5c / 509.3c) by the guard (509.5d / 509.3d), the guard blocks it
    (509.5b / 509.3b), and it does not "attack and isn't blocked" (509.5g /
    509.3g). The board itself agrees that it is blocked (509.1h)."""
    board = make_board(
        attacker("leader", Keyword.BANDING, band="band"),
        attacker("member", band="band"),
        defender("guard", blocking=("leader",)),
    )
    assert board.is_blocked("member") and board.blockers_of("member") == ("guard",)
    events = block_events(board, rules)
    assert AttacksAndIsntBlocked(f"{prefix}g", "member") not in events
    assert BecomesBlocked(f"{prefix}c", "member") in events
    assert BecomesBlockedBy(f"{prefix}d", "member", "guard") in events
    assert BlocksCreature(f"{prefix}b", "guard", "member") in events
    assert [e for e in events if isinstance(e, Blocks)] == [Blocks(f"{prefix}a", "guard")]


# ---------------------------------------------------------------------------
# Messages
# ---------------------------------------------------------------------------


def violation_codes(path: Path) -> set[str]:
    """Every message id passed to ``_v(rule, code, ...)`` or
    ``Violation(rule, code, ...)`` in a source file."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call) or len(node.args) < 2:
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else None
        code = node.args[1]
        if name in ("_v", "Violation") and isinstance(code, ast.Constant):
            assert isinstance(code.value, str)
            found.add(code.value)
    return found


def fields_of(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def test_509_every_violation_code_has_english_and_japanese_messages() -> None:
    used: set[str] = set()
    for path in sorted((SRC / "rules").glob("*.py")):
        used |= violation_codes(path)
    assert {"block_tapped", "evasion_flying", "requirements_not_maximal", "order_missing"} <= used
    for code in sorted(used):
        assert code in TEMPLATES, code
        entry: Mapping[str, str] = TEMPLATES[code]
        assert entry.get("en") and entry.get("ja"), code
        assert fields_of(entry["en"]) == fields_of(entry["ja"]), code


def test_509_1_verdicts_render_in_both_languages() -> None:
    board = make_board(
        attacker("x", Keyword.FLYING, Keyword.MENACE, Landwalk("swamp")),
        defender("b", tapped=True),
        replace(SWAMP, id="bog"),
    )
    verdict = is_legal_blocks(board, BlockDeclaration.parse("b: x x"))
    assert len(verdict.violations) >= 4
    assert_renders(verdict.violations)
