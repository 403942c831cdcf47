"""Keyword triggers of the declare blockers step, resolved before combat
damage (702.23 rampage, 702.25 flanking, 702.45 bushido, 702.130 afflict),
and the deathtouch-aware lethal amounts in messages (702.2c)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from helpers import creature
from mtgcombat.assignment import Package
from mtgcombat.cli import cli
from mtgcombat.combat import check_combat, resolve_combat
from mtgcombat.events import (
    AfflictResolves,
    BushidoResolves,
    FlankingResolves,
    RampageResolves,
)
from mtgcombat.messages import LANGUAGES, describe, describe_event
from mtgcombat.model import Afflict, Board, Bushido, Keyword, Permanent, Player, Rampage, Zone
from mtgcombat.rules import RuleSet, Step
from mtgcombat.triggers import declare_blockers_triggers

CURRENT, R2023 = RuleSet.CURRENT, RuleSet.R2023
ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}


def _board(*perms: Permanent, life_b: int = 20) -> Board:
    return Board(
        players=(Player("A"), Player("B", life=life_b)), permanents=perms, active_player="A"
    )


def test_702_45_bushido_pumps_blocker_before_damage() -> None:
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    samurai = creature("samurai", "B", 2, 2, Bushido(1), blocking=("ogre",))
    board = _board(ogre, samurai)
    plain = resolve_combat(board, CURRENT)
    assert plain.board.permanent("ogre").zone is Zone.BATTLEFIELD
    result = resolve_combat(board, CURRENT, triggers=True)
    assert result.board.permanent("ogre").zone is Zone.GRAVEYARD  # 3 damage from a 3/3
    assert result.board.permanent("samurai").zone is Zone.GRAVEYARD
    first = result.events[0]
    assert isinstance(first, BushidoResolves)
    assert (first.rule, first.creature, first.amount) == ("702.45a", "samurai", 1)


def test_702_45_bushido_attacker_gets_bonus_when_blocked_and_not_when_unblocked() -> None:
    samurai = creature("samurai", "A", 2, 2, Bushido(2), attacking="B")
    wall = creature("wall", "B", 0, 4, blocking=("samurai",))
    after, events = declare_blockers_triggers(_board(samurai, wall), CURRENT)
    assert after.permanent("samurai").current_power == 4
    assert [e.kind for e in events] == ["bushido"]
    alone, none = declare_blockers_triggers(_board(samurai), CURRENT)
    assert alone.permanent("samurai").current_power == 2 and none == ()


def test_702_23_rampage_counts_blockers_beyond_the_first() -> None:
    beast = creature("beast", "A", 3, 3, Rampage(2), attacking="B")
    one = creature("one", "B", 2, 2, blocking=("beast",))
    two = creature("two", "B", 2, 2, blocking=("beast",))
    board = _board(beast, one, two)
    plain = resolve_combat(board, CURRENT, auto=True)
    assert plain.board.permanent("beast").zone is Zone.GRAVEYARD
    result = resolve_combat(board, CURRENT, auto=True, triggers=True)
    assert result.board.permanent("beast").zone is Zone.BATTLEFIELD  # 5/5 takes 4
    assert result.board.permanent("one").zone is Zone.GRAVEYARD
    assert result.board.permanent("two").zone is Zone.GRAVEYARD
    rampage = [e for e in result.events if isinstance(e, RampageResolves)]
    assert [(e.rule, e.blockers, e.amount) for e in rampage] == [("702.23a", 2, 2)]


def test_702_23_rampage_with_one_blocker_gives_nothing() -> None:
    beast = creature("beast", "A", 3, 3, Rampage(2), attacking="B")
    one = creature("one", "B", 2, 2, blocking=("beast",))
    after, events = declare_blockers_triggers(_board(beast, one), CURRENT)
    assert after.permanent("beast").current_power == 3
    assert [(e.kind, getattr(e, "amount", None)) for e in events] == [("rampage", 0)]


def test_702_25_flanking_kills_a_1_1_blocker_before_damage() -> None:
    knight = creature("knight", "A", 2, 2, Keyword.FLANKING, attacking="B")
    squire = creature("squire", "B", 1, 1, blocking=("knight",))
    board = _board(knight, squire)
    plain = resolve_combat(board, CURRENT)
    assert plain.board.permanent("knight").damage == 1
    result = resolve_combat(board, CURRENT, triggers=True)
    assert result.board.permanent("squire").zone is Zone.GRAVEYARD
    assert result.board.permanent("knight").damage == 0
    assert result.board.player("B").life == 20  # still blocked: no trample
    kinds = [e.kind for e in result.events]
    assert kinds[:2] == ["flanking", "put_into_graveyard"]
    flank = result.events[0]
    assert isinstance(flank, FlankingResolves)
    assert (flank.rule, flank.creature, flank.blocker) == ("702.25a", "knight", "squire")


def test_702_25_flanking_triggers_once_per_blocker_without_flanking() -> None:
    knight = creature("knight", "A", 4, 4, Keyword.FLANKING, attacking="B")
    bear = creature("bear", "B", 2, 2, blocking=("knight",))
    rider = creature("rider", "B", 2, 2, Keyword.FLANKING, blocking=("knight",))
    elk = creature("elk", "B", 3, 3, blocking=("knight",))
    after, events = declare_blockers_triggers(_board(knight, bear, rider, elk), CURRENT)
    assert [e.blocker for e in events if isinstance(e, FlankingResolves)] == ["bear", "elk"]
    assert after.permanent("bear").current_toughness == 1
    assert after.permanent("rider").current_toughness == 2  # it has flanking itself
    assert after.permanent("elk").current_power == 2


def test_702_130_afflict_defending_player_loses_life() -> None:
    drake = creature("drake", "A", 2, 2, Afflict(3), attacking="B")
    wall = creature("wall", "B", 0, 5, blocking=("drake",))
    result = resolve_combat(_board(drake, wall), CURRENT, triggers=True)
    assert result.board.player("B").life == 17
    afflict = result.events[0]
    assert isinstance(afflict, AfflictResolves)
    assert (afflict.rule, afflict.player, afflict.amount) == ("702.130a", "B", 3)


def test_702_130_afflict_kills_before_damage_and_no_damage_step_happens() -> None:
    drake = creature("drake", "A", 2, 2, Afflict(3), attacking="B")
    wall = creature("wall", "B", 0, 5, blocking=("drake",))
    result = resolve_combat(_board(drake, wall, life_b=3), CURRENT, triggers=True)
    assert result.board.player("B").lost
    assert [e.kind for e in result.events] == ["afflict", "player_lost"]


def test_603_3b_defenders_bushido_resolves_before_attackers_flanking() -> None:
    # APNAP: the attacker's flanking goes on the stack first, the blocker's
    # bushido on top, so bushido resolves first: 1/1 -> 2/2 -> 1/1, alive.
    knight = creature("knight", "A", 2, 2, Keyword.FLANKING, attacking="B")
    samurai = creature("samurai", "B", 1, 1, Bushido(1), blocking=("knight",))
    after, events = declare_blockers_triggers(_board(knight, samurai), CURRENT)
    assert [e.kind for e in events] == ["bushido", "flanking"]
    assert after.permanent("samurai").zone is Zone.BATTLEFIELD
    assert after.permanent("samurai").current_toughness == 1


def test_triggers_off_leaves_the_board_as_written() -> None:
    knight = creature("knight", "A", 2, 2, Keyword.FLANKING, attacking="B")
    squire = creature("squire", "B", 1, 1, Bushido(1), blocking=("knight",))
    board = _board(knight, squire)
    result = resolve_combat(board, CURRENT)
    assert not any(e.kind in ("flanking", "bushido") for e in result.events)


def test_trigger_events_have_both_languages() -> None:
    knight = creature("knight", "A", 2, 2, Keyword.FLANKING, Rampage(1), Afflict(1), attacking="B")
    samurai = creature("samurai", "B", 1, 1, Bushido(1), blocking=("knight",))
    guard = creature("guard", "B", 2, 2, blocking=("knight",))
    _, events = declare_blockers_triggers(_board(knight, samurai, guard), CURRENT)
    kinds = {e.kind for e in events}
    assert {"bushido", "rampage", "flanking", "afflict"} <= kinds
    for event in events:
        texts = {lang: describe_event(event, lang) for lang in LANGUAGES}
        assert texts["en"] != texts["ja"], event
        assert "{" not in texts["en"] and "{" not in texts["ja"]


# ---------------------------------------------------------------------------
# The command line: triggers by default, --no-triggers for the board as written
# ---------------------------------------------------------------------------

FLANKING_TOML = """
rules = "current"
active_player = "A"

[players.A]
[players.B]

[[permanents]]
id = "knight"
controller = "A"
power = 2
toughness = 2
keywords = ["flanking"]
attacking = "B"

[[permanents]]
id = "squire"
controller = "B"
power = 1
toughness = 1
blocking = ["knight"]
"""


def test_702_25_cli_resolve_applies_triggers_and_no_triggers_leaves_board(tmp_path: Path) -> None:
    path = tmp_path / "flanking.toml"
    path.write_text(FLANKING_TOML, encoding="utf-8")
    runner = CliRunner()
    on = runner.invoke(cli, ["resolve", str(path), "--json"], env=ENGLISH)
    assert on.exit_code == 0, on.output
    doc = json.loads(on.output)
    assert doc["permanents"]["squire"]["zone"] == "graveyard"
    assert doc["permanents"]["knight"]["damage"] == 0
    assert doc["events"][0]["kind"] == "flanking" and doc["events"][0]["rule"] == "702.25a"
    off = runner.invoke(cli, ["resolve", str(path), "--json", "--no-triggers"], env=ENGLISH)
    assert off.exit_code == 0, off.output
    doc = json.loads(off.output)
    assert doc["permanents"]["squire"]["zone"] == "graveyard"  # dies to the knight's damage
    assert doc["permanents"]["knight"]["damage"] == 1
    assert all(e["kind"] != "flanking" for e in doc["events"])
    text = runner.invoke(cli, ["resolve", str(path)], env=ENGLISH)
    assert "702.25a" in text.output and "flanking of knight" in text.output


def test_702_25_cli_check_and_assignments_see_the_board_after_triggers(tmp_path: Path) -> None:
    # The squire's assignment is dropped: it died before damage. The knight,
    # blocked with no blocker left, may assign nothing (510.1c).
    path = tmp_path / "flanking.toml"
    path.write_text(FLANKING_TOML + "\n[assignments]\nsquire = {knight = 1}\n", encoding="utf-8")
    runner = CliRunner()
    on = runner.invoke(cli, ["check", str(path)], env=ENGLISH)
    assert on.exit_code == 0, on.output
    assert "before combat damage: flanking of knight resolves" in on.output
    off = runner.invoke(cli, ["check", str(path), "--no-triggers", "--json"], env=ENGLISH)
    assert off.exit_code == 0 and json.loads(off.output)["legal"]
    listed = runner.invoke(cli, ["assignments", str(path), "--json"], env=ENGLISH)
    assert json.loads(listed.output) == []  # no creature has damage to assign
    both = runner.invoke(cli, ["assignments", str(path), "--json", "--no-triggers"], env=ENGLISH)
    assert [e["creature"] for e in json.loads(both.output)] == ["knight", "squire"]
    written = path.read_text(encoding="utf-8").replace(
        "squire = {knight = 1}", "knight = {squire = 2}"
    )
    path.write_text(written, encoding="utf-8")
    stale = runner.invoke(cli, ["check", str(path), "--json"], env=ENGLISH)
    assert stale.exit_code == 1
    assert json.loads(stale.output)["violations"][0]["rule"] == "510.1c"


# ---------------------------------------------------------------------------
# 702.2c: lethal damage from a source with deathtouch is 1
# ---------------------------------------------------------------------------


def test_702_2c_deathtouch_trampler_message_states_one_as_lethal() -> None:
    wurm = creature("wurm", "A", 5, 5, Keyword.TRAMPLE, Keyword.DEATHTOUCH, attacking="B")
    giant = creature("giant", "B", 4, 4, blocking=("wurm",))
    board = _board(wurm, giant)
    results = check_combat(board, {Step.REGULAR: Package.parse("wurm: B=5")}, CURRENT)
    [violation] = [v for r in results for v in r.violations]
    assert violation.param("needed") == 1
    assert "0 of the 1 damage that would be lethal" in describe(violation)
    assert "致死ダメージ1点のうち0点" in describe(violation, "ja")


def test_702_2c_deathtouch_message_in_a_2023_damage_assignment_order() -> None:
    viper = creature("viper", "A", 3, 3, Keyword.DEATHTOUCH, attacking="B")
    ogre = creature("ogre", "B", 4, 4, blocking=("viper",))
    bear = creature("bear", "B", 2, 2, blocking=("viper",))
    board = Board(
        players=(Player("A"), Player("B")),
        permanents=(viper, ogre, bear),
        active_player="A",
        orders={"viper": ("ogre", "bear")},
    )
    results = check_combat(board, {Step.REGULAR: Package.parse("viper: bear=3")}, R2023)
    [violation] = [v for r in results for v in r.violations]
    assert violation.code == "order_not_lethal" and violation.param("needed") == 1
    # Without deathtouch the amount is the blocker's toughness.
    plain = creature("viper", "A", 3, 3, attacking="B")
    board = board.with_permanents((plain, ogre, bear))
    results = check_combat(board, {Step.REGULAR: Package.parse("viper: bear=3")}, R2023)
    [violation] = [v for r in results for v in r.violations]
    assert violation.param("needed") == 4
