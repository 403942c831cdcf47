"""The whole combat phase: attack triggers (508.2a; exalted 702.83, battle cry
702.91, melee 702.121), spells cast between the steps (the timeline: 608.2,
608.2b, 601.2c) with their consequences (510.4, 702.7c, 702.4d, 506.4,
509.6-509.7 in 2023 and 509.4 now), and ``mtgcombat combat``."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.core.abilities import Keyword, OtherKeyword
from mtgcombat.core.events import TokenPlacedInOrder
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.combat import IllegalAssignmentError, cleanup
from mtgcombat.rules.timeline import (
    Point,
    TimelineEntry,
    TimelineError,
    after_attackers,
    apply_entry,
    declare_blockers,
    end_turn_effects,
    run_combat,
    until_end_of_turn,
)
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spells import SpellError, parse_spell

ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}
CURRENT, R2023 = RuleSet.CURRENT, RuleSet.R2023


def _kw(name: str, rule: str) -> frozenset[OtherKeyword]:
    return frozenset({OtherKeyword(name, rule=rule)})


def _entry(after: str, sentence: str, *targets: str) -> TimelineEntry:
    return TimelineEntry(Point(after), parse_spell(sentence), targets)


def _board(*perms: Permanent, players: int = 2) -> Board:
    return Board(tuple(Player(p) for p in "ABC"[:players]), perms, "A")


def _kinds(events: object) -> list[str]:
    return [e.kind for e in events]  # type: ignore[attr-defined]


# -- attack triggers ----------------------------------------------------------


def test_702_83a_exalted_each_instance_pumps_a_creature_attacking_alone() -> None:
    bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    angel = Permanent(id="angel", controller="A", power=4, toughness=4,
                      abilities=_kw("exalted", "702.83"))  # fmt: skip
    cub = Permanent(id="cub", controller="A", power=1, toughness=1,
                    abilities=_kw("exalted", "702.83"))  # fmt: skip
    after, events = declare_attackers_triggers(_board(bear, angel, cub), CURRENT)
    assert (after.permanent("bear").power, after.permanent("bear").toughness) == (4, 4)
    assert [e.rule for e in events] == ["702.83a", "702.83a"]


def test_702_83b_exalted_does_not_trigger_when_two_creatures_attack() -> None:
    bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    elf = Permanent(id="elf", controller="A", power=1, toughness=1, attacking="B")
    angel = Permanent(id="angel", controller="A", power=4, toughness=4,
                      abilities=_kw("exalted", "702.83"))  # fmt: skip
    after, events = declare_attackers_triggers(_board(bear, elf, angel), CURRENT)
    assert events == () and after.permanent("bear").power == 2


def test_702_91a_battle_cry_pumps_each_other_attacker_power_only() -> None:
    chief = Permanent(id="chief", controller="A", power=2, toughness=2, attacking="B",
                      abilities=_kw("battle cry", "702.91"))  # fmt: skip
    elf = Permanent(id="elf", controller="A", power=1, toughness=1, attacking="B")
    after, events = declare_attackers_triggers(_board(chief, elf), CURRENT)
    assert (after.permanent("elf").power, after.permanent("elf").toughness) == (2, 1)
    assert after.permanent("chief").power == 2
    assert [e.rule for e in events] == ["702.91a"]


def test_702_121a_melee_counts_opponents_attacked() -> None:
    knight = Permanent(id="knight", controller="A", power=2, toughness=2, attacking="B",
                       abilities=_kw("melee", "702.121"))  # fmt: skip
    after, _ = declare_attackers_triggers(_board(knight), CURRENT)
    assert after.permanent("knight").power == 3  # two players: one opponent
    elf = Permanent(id="elf", controller="A", power=1, toughness=1, attacking="C")
    after, events = declare_attackers_triggers(_board(knight, elf, players=3), CURRENT)
    assert (after.permanent("knight").power, after.permanent("knight").toughness) == (4, 4)
    assert events[0].to_json()["count"] == 2


SCENARIO_HEAD = """
rules = "current"
active_player = "A"
[players.A]
[players.B]
"""


def test_508_2a_whenever_attacks_sentence_resolves_before_blockers() -> None:
    sc = parse_scenario(SCENARIO_HEAD + """
[[permanents]]
id = "boar"
controller = "A"
power = 2
toughness = 2
attacking = "B"
abilities = ["Whenever ~ attacks, it gets +2/+2 until end of turn."]
""")  # fmt: skip
    result = run_combat(sc.board, CURRENT, attack_triggers=True, auto=True)
    assert result.board.player("B").life == 16
    assert result.events[0].rule == "508.2a"


def test_exalted_keyword_in_a_file_is_modelled() -> None:
    sc = parse_scenario(SCENARIO_HEAD + """
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
attacking = "B"
[[permanents]]
id = "angel"
controller = "A"
power = 4
toughness = 4
keywords = ["exalted"]
""")  # fmt: skip
    assert not sc.notes
    result = run_combat(sc.board, CURRENT, attack_triggers=True, auto=True)
    assert result.board.player("B").life == 17


# -- the timeline -------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "Target creature gets +3/+3 until end of turn.",
        "Target creature gets -2/-2 until end of turn.",
        "Target creature gains first strike until end of turn.",
        "Target attacking creature gains double strike until end of turn.",
        "Target creature gains trample until end of turn.",
        "Target creature gains deathtouch until end of turn.",
        "Target creature gains lifelink until end of turn.",
        "Target creature gains indestructible until end of turn.",
        "Target creature gets +2/+2 and gains trample until end of turn.",
        "Prevent all combat damage that would be dealt this turn.",
        "Prevent all combat damage that would be dealt by target creature this turn.",
        "Prevent all combat damage that would be dealt to target creature this turn.",
        "Remove target creature from combat.",
        "Destroy target creature.",
        "Destroy target attacking creature. It can't be regenerated.",
        "Sacrifice target creature.",
        "Put a 1/1 green Saproling creature token onto the battlefield blocking target "
        "attacking creature.",
    ],
)
def test_608_2_timeline_sentences_are_read(sentence: str) -> None:
    spell = parse_spell(sentence)
    assert spell.effects
    assert spell.targeted == ("target" in sentence.lower())


def test_608_2_an_unread_sentence_says_how_far_it_was_understood() -> None:
    with pytest.raises(SpellError, match="understood"):
        parse_spell("Counter target spell.")


def _knight_and_ogre(knight_keywords: tuple[str, ...] = ("first strike",)) -> Board:
    knight = Permanent(id="knight", controller="A", power=2, toughness=2, attacking="B",
                       keywords=list(knight_keywords))  # fmt: skip
    ogre = Permanent(id="ogre", controller="B", power=3, toughness=3, blocking=("knight",))
    return _board(knight, ogre)


def test_510_4_gaining_first_strike_before_damage_creates_the_first_strike_step() -> None:
    board = _knight_and_ogre(())
    entry = _entry("declare-blockers", "Target creature gains first strike until end of turn.",
                   "knight")  # fmt: skip
    result = run_combat(board, CURRENT, [entry], auto=True)
    assert list(result.packages) == [Step.FIRST_STRIKE, Step.REGULAR]
    assert result.board.permanent("knight").damage == 3


def test_702_7c_gaining_first_strike_after_the_first_step_still_deals_regular_damage() -> None:
    board = _knight_and_ogre()
    bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    board = board.with_permanents((*board.permanents, bear))
    entry = _entry("first-strike-damage",
                   "Target creature gains first strike until end of turn.", "bear")  # fmt: skip
    result = run_combat(board, CURRENT, [entry], auto=True)
    # bear dealt no damage in the first step: it deals its damage in the regular one
    assert result.board.player("B").life == 18
    assert "bear" in {a.creature for a in result.packages[Step.REGULAR]}


def test_702_7c_a_first_striker_gaining_first_strike_again_deals_no_regular_damage() -> None:
    board = _knight_and_ogre()
    entry = _entry("first-strike-damage",
                   "Target creature gains first strike until end of turn.", "knight")  # fmt: skip
    result = run_combat(board, CURRENT, [entry], auto=True)
    assert result.board.permanent("ogre").damage == 2  # once, in the first step


def test_702_4d_gaining_double_strike_after_the_first_step_deals_regular_damage() -> None:
    board = _knight_and_ogre()
    entry = _entry("first-strike-damage",
                   "Target creature gains double strike until end of turn.", "knight")  # fmt: skip
    result = run_combat(board, CURRENT, [entry], auto=True)
    # 2 damage in each step: the knight deals combat damage twice
    assert result.board.permanent("ogre").damage == 4
    assert result.board.permanent("ogre").zone.value == "graveyard"


def test_giant_growth_after_first_strike_damage_saves_the_blocker() -> None:
    board = _knight_and_ogre()
    entry = _entry("first-strike-damage", "Target creature gets +3/+3 until end of turn.",
                   "ogre")  # fmt: skip
    result = run_combat(board, CURRENT, [entry], auto=True)
    assert result.board.permanent("ogre").zone.value == "battlefield"
    assert result.board.permanent("knight").zone.value == "graveyard"


@pytest.mark.parametrize("rules", [R2023, CURRENT])
def test_509_7_token_put_onto_the_battlefield_blocking_enters_the_order(rules: RuleSet) -> None:
    spider = Permanent(id="spider", controller="A", power=2, toughness=4, attacking="B")
    minotaur = Permanent(id="minotaur", controller="B", power=3, toughness=3,
                         blocking=("spider",))  # fmt: skip
    board = _board(spider, minotaur)
    if rules is R2023:
        board = board.with_orders({"spider": ("minotaur",)})
    entry = _entry(
        "declare-blockers",
        "Put a 1/1 green Saproling creature token onto the battlefield blocking target "
        "attacking creature.",
        "spider",
    )
    result = run_combat(board, rules, [entry], auto=True)
    rule = "509.7" if rules is R2023 else "509.4"
    assert any(e.kind == "token_enters_blocking" and e.rule == rule for e in result.events)
    token = result.board.permanent("saproling1")
    assert token.token and token.controller == "B" and token.entered_blocking
    if rules is R2023:
        # 509.7: the active player places it in the order (last by default)

        placed, _ = apply_entry(board, rules, entry)
        assert placed.damage_assignment_order("spider") == ("minotaur", "saproling1")
    # the Spider is dealt 3 + 1 damage
    assert result.board.permanent("spider").zone.value == "graveyard"


def test_509_7a_token_for_an_attacker_no_longer_attacking_blocks_nothing() -> None:
    spider = Permanent(id="spider", controller="A", power=2, toughness=4, attacking="B")
    board = _board(spider)
    timeline = [
        _entry("declare-blockers", "Remove target creature from combat.", "spider"),
        _entry(
            "declare-blockers",
            "Put a 1/1 green Saproling creature token onto the battlefield blocking target "
            "attacking creature.",
            "spider",
        ),
    ]
    result = run_combat(board, R2023, timeline, auto=True)
    # the second entry's target is no longer an attacking creature: 608.2b
    assert [e.kind for e in result.events if e.kind.startswith("timeline")] == [
        "timeline_resolves",
        "timeline_fizzles",
    ]
    assert result.board.player("B").life == 20


def test_506_4_a_creature_removed_from_combat_deals_no_combat_damage() -> None:
    board = _knight_and_ogre(())
    entry = _entry("declare-blockers", "Remove target creature from combat.", "ogre")
    result = run_combat(board, CURRENT, [entry], auto=True)
    knight = result.board.permanent("knight")
    assert knight.damage == 0
    # 509.1h: the knight stays blocked, and without trample deals nothing
    assert result.board.player("B").life == 20


def test_701_8_destroyed_blocker_is_gone_and_its_attacker_stays_blocked() -> None:
    board = _knight_and_ogre(("trample",))
    entry = _entry("declare-blockers", "Destroy target creature.", "ogre")
    result = run_combat(board, CURRENT, [entry], auto=True)
    assert result.board.permanent("ogre").zone.value == "graveyard"
    assert result.board.player("B").life == 18  # trample: all to the player (702.19d)


def test_701_21_sacrificed_attacker_deals_nothing() -> None:
    board = _knight_and_ogre(())
    # its controller sacrifices it (701.21a: only a permanent they control)
    entry = dataclasses.replace(
        _entry("declare-attackers", "Sacrifice target creature.", "knight"), controller="A"
    )
    result = run_combat(board, CURRENT, [entry], auto=True)
    assert "sacrificed" in _kinds(result.events)
    assert result.board.permanent("ogre").damage == 0


def test_615_prevent_all_combat_damage_this_turn() -> None:
    board = _knight_and_ogre(())
    entry = _entry("declare-blockers", "Prevent all combat damage that would be dealt this turn.")
    result = run_combat(board, CURRENT, [entry], auto=True)
    assert result.board.permanent("ogre").damage == 0
    assert result.board.permanent("knight").damage == 0


def test_608_2b_an_entry_whose_target_an_earlier_one_destroyed_does_nothing() -> None:
    # both are cast as blockers are declared (601.2c), the first resolves first
    timeline = [
        _entry("declare-blockers", "Destroy target creature.", "ogre"),
        _entry("declare-blockers", "Target creature gets +3/+3 until end of turn.", "ogre"),
    ]
    result = run_combat(_knight_and_ogre(), CURRENT, timeline, auto=True)
    assert [e.kind for e in result.events if e.kind.startswith("timeline")] == [
        "timeline_resolves",
        "timeline_fizzles",
    ]
    assert result.board.permanent("ogre").power == 3


def test_601_2c_an_entry_whose_target_died_before_its_point_cannot_be_cast() -> None:
    board = _knight_and_ogre()
    board = board.with_permanents(
        [p if p.id != "ogre" else Permanent(id="ogre", controller="B", power=3, toughness=2,
                                            blocking=("knight",)) for p in board.permanents]
    )  # fmt: skip
    entry = _entry("first-strike-damage", "Target creature gets +3/+3 until end of turn.", "ogre")
    with pytest.raises(TimelineError) as err:
        run_combat(board, CURRENT, [entry], auto=True)
    assert (err.value.entry, err.value.field, err.value.rule) == (
        "timeline[0]",
        "targets",
        "601.2c",
    )
    assert err.value.key == "timeline_target_gone"


def test_510_4_an_entry_after_first_strike_damage_waits_for_a_step_that_never_comes() -> None:
    board = _knight_and_ogre(())
    entry = _entry("first-strike-damage", "Target creature gets +3/+3 until end of turn.", "ogre")
    result = run_combat(board, CURRENT, [entry], auto=True)
    assert "timeline_skipped" in _kinds(result.events)
    assert result.board.permanent("ogre").power == 3


def test_511_3_end_of_combat_removes_everything_from_combat() -> None:
    result = run_combat(_knight_and_ogre(), CURRENT, auto=True, end=True)
    assert result.board.in_combat() == ()
    assert result.events[-1].rule == "511.3"


# -- the scenario file ----------------------------------------------------------

TIMELINE_FILE = (
    SCENARIO_HEAD
    + """
[[permanents]]
id = "knight"
controller = "A"
power = 2
toughness = 2
keywords = ["first strike"]
attacking = "B"
[[permanents]]
id = "ogre"
controller = "B"
power = 3
toughness = 3
blocking = ["knight"]
[[timeline]]
after = "first-strike-damage"
effect = "{effect}"
targets = {targets}
"""
)


def _file(effect: str, targets: str) -> str:
    return TIMELINE_FILE.replace("{effect}", effect).replace("{targets}", targets)


def test_601_2c_a_targeted_sentence_needs_one_target() -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(_file("Destroy target creature.", "[]"))
    assert err.value.field_path == "timeline[0].targets" and err.value.rule == "601.2c"
    assert "タイムライン" not in err.value.message("ja") and "対象" in err.value.message("ja")


def test_601_2c_an_untargeted_sentence_takes_no_target() -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(_file("Prevent all combat damage that would be dealt this turn.",
                             '["ogre"]'))  # fmt: skip
    assert err.value.field_path == "timeline[0].targets"


def test_601_2c_a_target_must_be_a_permanent_of_the_board() -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(_file("Destroy target creature.", '["orge"]'))
    assert err.value.field_path == "timeline[0].targets" and '"orge"' in str(err.value)


def test_608_2_an_unread_sentence_is_bad_input_naming_the_field() -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(_file("Counter target spell.", "[]"))
    assert err.value.field_path == "timeline[0].effect" and err.value.rule == "608.2"
    assert "モデル化されていない" in err.value.message("ja")


def _run(tmp_path: Path, text: str, *args: str) -> tuple[int, str]:
    path = tmp_path / "combat.toml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli, ["combat", str(path), *args], env=ENGLISH)
    return result.exit_code, result.output


def test_cli_combat_json_has_both_verdicts_and_the_state(tmp_path: Path) -> None:
    code, out = _run(tmp_path, _file("Target creature gets +3/+3 until end of turn.",
                                     '["ogre"]'), "--auto", "--json")  # fmt: skip
    doc = json.loads(out)
    assert code == 0
    assert doc["attacks"]["legal"] and doc["blocks"]["legal"]
    assert doc["permanents"]["knight"]["zone"] == "graveyard"
    kinds = [e["kind"] for e in doc["events"]]
    assert kinds[0] == "tapped_to_attack" and kinds[-1] == "removed_from_combat"
    assert "timeline_resolves" in kinds


def test_cli_combat_stops_at_an_illegal_attack_508_1a(tmp_path: Path) -> None:
    text = _file("Target creature gets +3/+3 until end of turn.", '["ogre"]').replace(
        'keywords = ["first strike"]', 'keywords = ["first strike"]\ntapped = true'
    )
    code, out = _run(tmp_path, text, "--auto", "--json")
    doc = json.loads(out)
    assert code == 1 and doc["legal"] is False and "blocks" not in doc
    assert doc["attacks"]["violations"][0]["rule"] == "508.1a"


def test_cli_combat_judges_blocks_after_the_declare_attackers_step(tmp_path: Path) -> None:
    # the knight is removed from combat before blockers are declared: the
    # ogre can no longer block it (509.1a)
    text = _file("Remove target creature from combat.", '["knight"]').replace(
        'after = "first-strike-damage"', 'after = "declare-attackers"'
    )
    code, out = _run(tmp_path, text, "--auto", "--json")
    doc = json.loads(out)
    assert code == 1 and doc["attacks"]["legal"] and not doc["blocks"]["legal"]


BEFORE_BLOCKS_FILE = (
    SCENARIO_HEAD
    + """
[[permanents]]
id = "ogre"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "wall"
controller = "B"
power = 0
toughness = 4
blocking = ["ogre"]
[[timeline]]
after = "declare-attackers"
effect = "{effect}"
targets = ["{target}"]
"""
)
SAPROLING = (
    "Put a 1/1 green Saproling creature token onto the battlefield blocking target "
    "attacking creature."
)


def _before_blocks(effect: str, target: str) -> str:
    return BEFORE_BLOCKS_FILE.replace("{effect}", effect).replace("{target}", target)


def test_506_4_removing_a_creature_not_yet_blocking_does_nothing_and_it_still_blocks(
    tmp_path: Path,
) -> None:
    code, out = _run(
        tmp_path, _before_blocks("Remove target creature from combat.", "wall"), "--json"
    )
    doc = json.loads(out)
    assert code == 0 and doc["blocks"]["legal"]
    assert "removed_from_combat" not in [e["kind"] for e in doc["events"][:3]]
    assert doc["permanents"]["wall"]["damage"] == 3  # it blocked the ogre
    assert doc["players"]["B"]["life"] == 20


def test_509_1a_the_future_blocker_destroyed_before_blocks_makes_the_declaration_illegal(
    tmp_path: Path,
) -> None:
    text = _before_blocks("Destroy target creature.", "wall")
    code, out = _run(tmp_path, text, "--json")
    doc = json.loads(out)
    assert code == 1 and doc["attacks"]["legal"] and not doc["blocks"]["legal"]
    assert [v["rule"] for v in doc["blocks"]["violations"]] == ["509.1a"]
    assert [e["kind"] for e in doc["events"]] == [
        "tapped_to_attack",
        "timeline_resolves",
        "destroyed_by_effect",
        "put_into_graveyard",
    ]
    code, out = _run(tmp_path, text)
    assert code == 1
    assert "  x 509.1a: wall is not a creature on the battlefield, so it cannot block" in out
    # `resolve` plays the file as written and says what is wrong with the declaration
    path = tmp_path / "combat.toml"
    result = CliRunner().invoke(cli, ["resolve", str(path), "--json"], env=ENGLISH)
    doc = json.loads(result.output)
    assert result.exit_code == 0
    assert [n["rule"] for n in doc["notes"]] == ["509.1a"]
    assert doc["permanents"]["wall"]["zone"] == "graveyard"


@pytest.mark.parametrize("rules", ["2023", "current"])
def test_509_7_a_token_blocking_before_blocks_is_joined_by_the_declared_blocker(
    tmp_path: Path, rules: str
) -> None:
    text = _before_blocks(SAPROLING, "ogre")
    code, out = _run(tmp_path, text, "--json", "--auto", "--rules", rules)
    doc = json.loads(out)
    assert code == 0 and doc["blocks"]["legal"]
    events = doc["events"]
    entered = next(i for i, e in enumerate(events) if e["kind"] == "token_enters_blocking")
    step = next(i for i, e in enumerate(events) if e["kind"] == "step")
    # before the declaration the token is the ogre's only blocker ...
    counts = [e["count"] for e in events[entered:step] if e["kind"] == "blocked_by_count"]
    assert counts == [1]
    dealt = {(e["source"], e["recipient"]) for e in events if e["kind"] == "damage_dealt"}
    assert ("saproling1", "ogre") in dealt
    # ... and the wall, declared after it, blocks the ogre too (509.1a, 509.1h)
    sc = parse_scenario(text)
    attacked, _ = after_attackers(sc.board, rules, sc.timeline)
    assert attacked.blockers_of("ogre") == ("saproling1",)
    assert declare_blockers(attacked, sc.board).blockers_of("ogre") == ("wall", "saproling1")


def test_509_1_the_core_declares_the_boards_blocks_after_the_declare_attackers_step() -> None:
    ogre = Permanent(id="ogre", controller="A", power=3, toughness=3, attacking="B")
    wall = Permanent(id="wall", controller="B", power=0, toughness=4, blocking=("ogre",))
    board = _board(ogre, wall)
    remove = _entry("declare-attackers", "Remove target creature from combat.", "wall")
    result = run_combat(board, CURRENT, [remove], auto=True)
    assert result.board.permanent("wall").damage == 3  # not in combat yet: it still blocks
    # ... and the removal says it did nothing (506.4)
    assert ("not_in_combat", "wall") in [
        (e.kind, getattr(e, "permanent", None)) for e in result.events
    ]
    blocking = _entry("declare-attackers", "Target creature gets +0/+2 until end of turn.", "wall")
    after, _ = after_attackers(board, CURRENT, [blocking])
    assert after.blockers() == () and after.permanent("wall").toughness == 6
    assert declare_blockers(after, board).blockers_of("ogre") == ("wall",)


def test_cli_combat_text_in_both_languages(tmp_path: Path) -> None:
    text = _file("Target creature gets +3/+3 until end of turn.", '["ogre"]')
    code, out = _run(tmp_path, text, "--auto")
    assert code == 0
    assert "timeline[0] resolves after first-strike combat damage" in out
    code, out = _run(tmp_path, text, "--auto", "--lang", "ja")
    assert code == 0 and "先制攻撃の戦闘ダメージの後に解決される" in out


def test_cli_combat_bad_timeline_is_one_line_exit_2(tmp_path: Path) -> None:
    code, out = _run(tmp_path, _file("Counter target spell.", "[]"))
    assert code == 2
    assert "timeline[0].effect" in out and "(608.2)" in out and len(out.strip().splitlines()) == 1
    assert "Traceback" not in out


ROCK_FILE = (
    SCENARIO_HEAD
    + """
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
attacking = "B"
[[permanents]]
id = "rock"
controller = "B"
types = ["artifact"]
[[timeline]]
after = "declare-blockers"
effect = "Destroy target creature."
targets = ["rock"]
"""
)


@pytest.mark.parametrize("command", ["combat", "resolve"])
def test_601_2c_a_target_that_is_not_a_creature_as_the_entry_is_cast_is_bad_input(
    tmp_path: Path, command: str
) -> None:
    path = tmp_path / "rock.toml"
    path.write_text(ROCK_FILE, encoding="utf-8")
    for lang, words in (
        ("en", ['"Destroy target creature." can\'t target rock', "not one of the creatures"]),
        ("ja", ["ブロック・クリーチャー指定後に唱えられる時点でrockを対象にできない"]),
    ):
        for extra in ([], ["--json"]):
            result = CliRunner().invoke(
                cli, [command, str(path), "--auto", "--lang", lang, *extra], env=ENGLISH
            )
            assert result.exit_code == 2
            [line] = result.output.strip().splitlines()
            assert "timeline[0].targets" in line and "601.2c" in line
            assert all(w in line for w in words), line
            assert "no longer legal" not in line


def test_601_2c_a_target_gone_before_its_point_is_bad_input_naming_the_point(
    tmp_path: Path,
) -> None:
    # the ogre (3/2) dies to the knight's first strike before the entry is cast
    text = _file("Target creature gets +3/+3 until end of turn.", '["ogre"]').replace(
        "toughness = 3\nblocking", "toughness = 2\nblocking"
    )
    code, out = _run(tmp_path, text, "--auto")
    assert code == 2
    assert out.strip().endswith(
        'timeline[0].targets: ogre is not on the battlefield when "Target creature gets +3/+3 '
        'until end of turn." is cast after first-strike combat damage (601.2c)'
    )


def test_cli_resolve_applies_the_timeline(tmp_path: Path) -> None:
    path = tmp_path / "resolve.toml"
    path.write_text(_file("Target creature gets +3/+3 until end of turn.", '["ogre"]'),
                    encoding="utf-8")  # fmt: skip
    result = CliRunner().invoke(cli, ["resolve", str(path), "--auto", "--json"], env=ENGLISH)
    doc = json.loads(result.output)
    assert result.exit_code == 0 and doc["permanents"]["ogre"]["zone"] == "battlefield"


def test_514_2_until_end_of_turn_effects_outlast_combat_and_end_in_cleanup() -> None:
    board = _knight_and_ogre(())
    timeline = [
        _entry("declare-blockers", "Target creature gets +3/+3 until end of turn.", "knight"),
        _entry("declare-blockers", "Target creature gains trample until end of turn.", "knight"),
    ]
    result = run_combat(board, CURRENT, timeline, auto=True, end=True)
    knight = result.board.permanent("knight")
    assert (knight.power, Keyword.TRAMPLE in knight.abilities) == (5, True)  # after 511.3
    lasting = until_end_of_turn(result.events)
    assert [(c.affected, c.what, c.value) for c in lasting] == [
        ("knight", "pt", "+3/+3"),
        ("knight", "ability", "trample"),
    ]
    after, events = end_turn_effects(result.board, lasting)
    knight = after.permanent("knight")
    assert (knight.power, Keyword.TRAMPLE in knight.abilities) == (2, False)
    assert [e.rule for e in events] == ["514.2", "514.2"]


def test_514_2_prevent_all_combat_damage_this_turn_is_listed_and_ends_in_cleanup() -> None:
    board = _knight_and_ogre(())
    entry = _entry("declare-blockers", "Prevent all combat damage that would be dealt this turn.")
    result = run_combat(board, CURRENT, [entry], auto=True, end=True)
    assert result.board.prevent_all_combat_damage  # a "this turn" effect outlasts combat
    lasting = until_end_of_turn(result.events)
    assert [(c.source, c.affected, c.what, c.rule) for c in lasting] == [
        ("timeline[0]", "", "prevent_all", "615.1")
    ]
    after, events = end_turn_effects(result.board, lasting)
    after, _ = cleanup(after)
    assert not after.prevent_all_combat_damage
    [ended] = events
    assert ended.rule == "514.2"
    assert describe_event(ended) == (
        "the effect of timeline[0] by which all combat damage is prevented ends"
    )
    assert (
        describe_event(ended, "ja")
        == "timeline[0]の効果（すべての戦闘ダメージは軽減される）が終わる"
    )


def test_cli_combat_lists_prevent_all_combat_damage_until_cleanup(tmp_path: Path) -> None:
    text = _file("Prevent all combat damage that would be dealt this turn.", "[]")
    code, out = _run(tmp_path, text, "--auto", "--json")
    assert code == 0
    assert json.loads(out)["until_end_of_turn"] == [
        {
            "source": "timeline[0]",
            "affected": "",
            "change": "all combat damage is prevented",
            "rule": "615.1",
        }
    ]
    code, out = _run(tmp_path, text, "--auto")
    assert "  timeline[0]: all combat damage is prevented (615.1)" in out.splitlines()
    code, out = _run(tmp_path, text, "--auto", "--lang", "ja")
    assert "  timeline[0]：すべての戦闘ダメージは軽減される（615.1）" in out.splitlines()


def test_cli_combat_json_lists_what_lasts_until_cleanup(tmp_path: Path) -> None:
    code, out = _run(tmp_path, _file("Target creature gets +3/+3 until end of turn.", '["ogre"]'),
                     "--auto", "--json")  # fmt: skip
    doc = json.loads(out)
    assert code == 0
    assert doc["until_end_of_turn"] == [
        {"source": "timeline[0]", "affected": "ogre", "change": "gets +3/+3", "rule": "613.4c"}
    ]


def test_509_7a_a_token_whose_controller_is_not_defending_blocks_nothing() -> None:
    spider = Permanent(id="spider", controller="A", power=2, toughness=4, attacking="B")
    spell = parse_spell(
        "Put a 1/1 green Saproling creature token onto the battlefield blocking target "
        "attacking creature."
    )
    entry = TimelineEntry(Point.DECLARE_BLOCKERS, spell, ("spider",), controller="A")
    result = run_combat(_board(spider), R2023, [entry], auto=True)
    [entered] = [e for e in result.events if e.kind == "token_enters_blocking"]
    assert entered.rule == "509.7a" and entered.to_json()["blocks"] is False
    assert result.board.permanent("saproling1").on_battlefield
    assert result.board.player("B").life == 18  # the Spider is unblocked


def test_timeline_in_a_json_scenario_file() -> None:
    text = json.dumps(
        {
            "active_player": "A",
            "players": {"A": {}, "B": {}},
            "permanents": [
                {"id": "bear", "controller": "A", "power": 2, "toughness": 2, "attacking": "B"}
            ],
            "timeline": [
                {
                    "after": "declare-attackers",
                    "effect": "Target creature gets +3/+3 until end of turn.",
                    "targets": ["bear"],
                }
            ],
        }
    )
    sc = parse_scenario(text, "json")
    assert sc.timeline[0].after is Point.DECLARE_ATTACKERS
    assert run_combat(sc.board, CURRENT, sc.timeline).board.player("B").life == 15


def test_601_2_the_controller_of_an_entry_is_a_player() -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(_file("Destroy target creature.", '["ogre"]') + 'controller = "C"\n')
    assert err.value.field_path == "timeline[0].controller"


def test_508_2a_attacks_or_blocks_resolves_its_attacking_half_as_attackers_are_declared() -> None:
    sc = parse_scenario(
        SCENARIO_HEAD
        + """
[[permanents]]
id = "sergeant"
controller = "A"
power = 2
toughness = 2
attacking = "B"
abilities = ["Whenever ~ attacks or blocks, it gets +1/+1 until end of turn."]
"""
    )
    assert run_combat(sc.board, CURRENT, auto=True).board.player("B").life == 18
    result = run_combat(sc.board, CURRENT, attack_triggers=True, auto=True)
    assert result.board.player("B").life == 17


def test_509_2a_2023_a_blocker_removed_from_combat_leaves_the_order() -> None:
    ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
    bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=("ogre",))
    board = _board(ogre, elf, bear).with_orders({"ogre": ("elf", "bear")})
    entry = _entry("declare-blockers", "Remove target creature from combat.", "elf")
    after, _ = apply_entry(board, R2023, entry)
    assert after.damage_assignment_order("ogre") == ("bear",)
    result = run_combat(board, R2023, [entry], auto=True)
    assert result.board.permanent("bear").zone.value == "graveyard"
    assert result.board.permanent("elf").damage == 0


# -- 509.7 (2023): where a token joins the attacker's order ------------------

SPIDER_FILE = """
rules = "2023"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "spider"
controller = "A"
power = 2
toughness = 4
attacking = "B"
[[permanents]]
id = "minotaur"
controller = "B"
power = 3
toughness = 3
blocking = ["spider"]
[[timeline]]
after = "{after}"
effect = "{saproling}"
targets = ["spider"]
"""


def _spider(after: str = "declare-blockers", extra: str = "") -> str:
    return SPIDER_FILE.replace("{after}", after).replace("{saproling}", SAPROLING) + extra


def test_509_7_the_token_takes_its_place_from_the_attackers_order_in_the_file() -> None:
    sc = parse_scenario(_spider(extra='token = "sap"\n[orders]\nspider = ["sap", "minotaur"]\n'))
    # the order announced once blockers are declared is the Minotaur alone (509.2) ...
    assert sc.board.orders == {"spider": ("minotaur",)}
    [entry] = sc.timeline
    assert (entry.token, entry.order) == ("sap", ("sap", "minotaur"))
    result = run_combat(sc.board, R2023, sc.timeline, auto=True)
    # ... and the token is put in it first (509.7), as an event
    [placed] = [e for e in result.events if isinstance(e, TokenPlacedInOrder)]
    assert (placed.rule, placed.creature, placed.attacker, placed.order) == (
        "509.7",
        "sap",
        "spider",
        ("sap", "minotaur"),
    )
    # the Spider's damage goes to the Saproling first: it is dealt lethal damage
    assert result.board.permanent("sap").zone.value == "graveyard"
    assert describe_event(placed) == (
        "the active player places sap in spider's damage assignment order: sap, minotaur "
        "(timeline[0])"
    )
    assert describe_event(placed, "ja") == (
        "アクティブ・プレイヤーはsapをspiderのダメージ割り振り順に置く：sap、minotaur（timeline[0]）"
    )


def test_509_7_without_a_place_in_the_file_the_token_goes_last() -> None:
    sc = parse_scenario(_spider())
    assert sc.timeline[0].token == "saproling1"  # its id, given as the file is read
    result = run_combat(sc.board, R2023, sc.timeline, auto=True)
    [placed] = [e for e in result.events if isinstance(e, TokenPlacedInOrder)]
    assert placed.order == ("minotaur", "saproling1")


def test_509_4_under_the_current_rules_there_is_no_order_to_place_it_in() -> None:
    sc = parse_scenario(_spider(extra='[orders]\nspider = ["saproling1", "minotaur"]\n'))
    result = run_combat(sc.board, CURRENT, sc.timeline, auto=True)
    assert "token_placed_in_order" not in _kinds(result.events)
    assert any(e.kind == "token_enters_blocking" and e.rule == "509.4" for e in result.events)


def test_509_2_a_token_that_blocked_before_the_declaration_is_in_the_announced_order() -> None:
    # entered during the declare attackers step: the Minotaur, declared after,
    # joins it, and the order announced then (509.2) puts the token first
    sc = parse_scenario(
        _spider("declare-attackers", '[orders]\nspider = ["saproling1", "minotaur"]\n')
    )
    assert sc.board.orders == {"spider": ("minotaur",)}
    attacked, early = after_attackers(sc.board, R2023, sc.timeline)
    declared = declare_blockers(attacked, sc.board, sc.timeline)
    assert declared.damage_assignment_order("spider") == ("saproling1", "minotaur")
    assert "token_placed_in_order" not in _kinds(early)  # its only blocker then
    plain = declare_blockers(attacked, parse_scenario(_spider("declare-attackers")).board)
    assert plain.damage_assignment_order("spider") == ("minotaur", "saproling1")


def test_601_2c_a_later_entry_may_target_the_token_by_its_id() -> None:
    text = _spider("declare-attackers", 'token = "sap"\n') + (
        "[[timeline]]\n"
        'after = "declare-blockers"\n'
        'effect = "Target creature gets +2/+2 until end of turn."\n'
        'targets = ["sap"]\n'
    )
    sc = parse_scenario(text)
    result = run_combat(sc.board, R2023, sc.timeline, auto=True)
    assert result.board.permanent("sap").power == 3


@pytest.mark.parametrize(
    ("extra", "field", "rule", "words"),
    [
        ('token = "minotaur"\n', "timeline[0].token", "111.1", '"minotaur" is used by another'),
        ('token = "B"\n', "timeline[0].token", "111.1", '"B" is also a player id'),
        (
            '[orders]\nspider = ["saproling1", "saproling1", "minotaur"]\n',
            "orders.spider",
            "509.2, 2023 rules",
            "listed twice",
        ),
        (
            '[orders]\nspider = ["saproling2", "minotaur"]\n',
            "orders.spider",
            "509.2, 2023 rules",
            '"saproling2" is not one of the creatures blocking "spider"',
        ),
        (
            '[orders]\nspider = ["saproling1"]\n',
            "orders.spider",
            "509.2, 2023 rules",
            'leaves out "minotaur"',
        ),
    ],
)
def test_509_7_the_tokens_id_and_place_are_checked_as_the_file_is_read(
    extra: str, field: str, rule: str, words: str
) -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(_spider(extra=extra))
    assert (err.value.field_path, err.value.rule) == (field, rule)
    assert words in str(err.value)
    assert err.value.message("ja") != str(err.value)


def test_509_7_an_order_may_not_place_a_token_that_blocks_another_attacker() -> None:
    ogre = '[[permanents]]\nid = "ogre"\ncontroller = "A"\ntoughness = 3\nattacking = "B"\n'
    text = _spider(extra='[orders]\nspider = ["saproling1", "minotaur"]\n' + ogre)
    text = text.replace('targets = ["spider"]', 'targets = ["ogre"]')
    with pytest.raises(ScenarioError) as err:
        parse_scenario(text)
    assert (err.value.field_path, err.value.rule) == ("orders.spider", "509.7, 2023 rules")


def test_111_1_only_a_sentence_that_puts_a_token_onto_the_battlefield_names_one() -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(_file("Destroy target creature.", '["ogre"]') + 'token = "x"\n')
    assert (err.value.field_path, err.value.rule) == ("timeline[0].token", "111.1")
    assert "「Destroy target creature.」はトークンを戦場に出さない" in err.value.message("ja")


def test_510_1_assignments_naming_the_token_are_for_the_commands_that_play_the_timeline(
    tmp_path: Path,
) -> None:
    text = _spider(
        extra='[orders]\nspider = ["saproling1", "minotaur"]\n'
        "[assignments]\nspider = { saproling1 = 1, minotaur = 1 }\n"
    )
    path = tmp_path / "spider.toml"
    path.write_text(text, encoding="utf-8")
    for command in ("resolve", "combat"):
        result = CliRunner().invoke(cli, [command, str(path), "--json"], env=ENGLISH)
        assert result.exit_code == 0, result.output
        assert json.loads(result.output)["permanents"]["spider"]["zone"] == "graveyard"
    for command in ("check", "assignments", "draw"):
        result = CliRunner().invoke(cli, [command, str(path)], env=ENGLISH)
        assert result.exit_code == 2
        [line] = result.output.strip().splitlines()
        assert "assignments.spider.saproling1" in line and f"and {command} takes" in line


def test_510_1_an_assignment_to_a_token_that_never_entered_is_illegal() -> None:
    # no creature has first strike: the entry is never cast (510.4)
    text = _spider(
        "first-strike-damage",
        '[orders]\nspider = ["saproling1", "minotaur"]\n'
        "[assignments]\nspider = { saproling1 = 1, minotaur = 1 }\n",
    )
    sc = parse_scenario(text)
    with pytest.raises(IllegalAssignmentError) as err:
        run_combat(sc.board, R2023, sc.timeline, sc.assignments)
    assert [(v.rule, v.code, v.objects) for v in err.value.violations] == [
        ("510.1", "not_in_combat", ("saproling1",))
    ]
