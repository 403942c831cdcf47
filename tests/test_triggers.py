"""Triggered abilities of the declare blockers step, resolved before combat
damage: the keywords (702.23 rampage, 702.25 flanking, 702.45 bushido,
702.130 afflict) and those written in card text ("whenever ~ blocks ...",
603.2, 509.3), and the deathtouch-aware lethal amounts in messages (702.2c)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from click.testing import CliRunner

from helpers import creature
from mtgcombat.cli import cli
from mtgcombat.core.abilities import Ability, BlockTrigger, LifeEffect, Protection, PumpEffect
from mtgcombat.core.events import (
    AfflictResolves,
    BushidoResolves,
    DamageDealt,
    DamageMarked,
    DamagePrevented,
    DestroyedByEffect,
    FlankingResolves,
    KeywordChanged,
    LifeGained,
    PowerToughnessChanged,
    PreventionAdded,
    RampageResolves,
    TriggerResolves,
)
from mtgcombat.core.model import (
    Afflict,
    Board,
    Bushido,
    CardType,
    Keyword,
    Permanent,
    Player,
    Rampage,
    Zone,
)
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.i18n.messages import LANGUAGES, describe, describe_event
from mtgcombat.rules.assignment import Package
from mtgcombat.rules.combat import check_combat, resolve_combat
from mtgcombat.rules.triggers import declare_blockers_triggers, keyword_trigger
from mtgcombat.text import parse_sentence

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


# ---------------------------------------------------------------------------
# Triggered abilities written in card text ("whenever ~ blocks ..."): 603.2,
# the trigger conditions of 509.3 (509.5 in 2023), and their effects.
# ---------------------------------------------------------------------------


def _ability(sentence: str) -> Ability:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled", parsed
    (value,) = parsed.traits.abilities
    return value


def _zones(result_board: Board, *ids: str) -> list[str]:
    return [result_board.permanent(i).zone.value for i in ids]


def test_509_3a_blocks_trigger_gets_plus_0_2_and_survives() -> None:
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    wall = creature(
        "wall", "B", 1, 2, _ability("Whenever ~ blocks, it gets +0/+2 until end of turn."),
        blocking=("ogre",),
    )  # fmt: skip
    board = _board(ogre, wall)
    assert _zones(resolve_combat(board, CURRENT).board, "wall") == ["graveyard"]
    result = resolve_combat(board, CURRENT, triggers=True)
    assert _zones(result.board, "wall") == ["battlefield"]  # a 1/4 takes 3
    first, pump = result.events[0], result.events[1]
    assert isinstance(first, TriggerResolves) and first.rule == "509.3a"
    assert isinstance(pump, PowerToughnessChanged)
    assert (pump.rule, pump.creature, pump.power, pump.toughness) == ("613.4c", "wall", 0, 2)


def test_509_5a_trigger_cites_the_2023_number() -> None:
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    wall = creature(
        "wall", "B", 1, 2, _ability("Whenever ~ blocks, it gets +0/+2 until end of turn."),
        blocking=("ogre",),
    )  # fmt: skip
    _, events = declare_blockers_triggers(_board(ogre, wall), R2023)
    assert events[0].rule == "509.5a"


def test_613_4c_pump_for_each_creature_blocking_it_counted_on_resolution() -> None:
    pump = (
        "Whenever ~ becomes blocked, it gets +1/+1 until end of turn for each creature blocking it."
    )
    beast = creature("beast", "A", 2, 2, _ability(pump), attacking="B")
    one = creature("one", "B", 1, 2, blocking=("beast",))
    two = creature("two", "B", 1, 2, blocking=("beast",))
    board = _board(beast, one, two)
    assert _zones(resolve_combat(board, CURRENT, auto=True).board, "beast") == ["graveyard"]
    result = resolve_combat(board, CURRENT, auto=True, triggers=True)
    # a 4/4 takes 2 and deals 2 to each
    assert _zones(result.board, "beast", "one", "two") == ["battlefield", "graveyard", "graveyard"]


def test_613_4c_minus_for_each_creature_blocking_it_beyond_the_first() -> None:
    text = (
        "Whenever ~ becomes blocked, it gets -1/-1 until end of turn "
        "for each creature blocking it beyond the first."
    )
    brute = creature("brute", "A", 3, 2, _ability(text), attacking="B")
    one = creature("one", "B", 1, 3, blocking=("brute",))
    two = creature("two", "B", 1, 3, blocking=("brute",))
    after, _ = declare_blockers_triggers(_board(brute, one, two), CURRENT)
    assert (after.permanent("brute").current_power, after.permanent("brute").current_toughness) == (
        2,
        1,
    )


def test_509_3d_condition_on_the_blocker_selects_which_blockers_trigger() -> None:
    text = (
        "Whenever ~ becomes blocked by a creature with power 2 or greater, "
        "that creature gets -2/-0 until end of turn."
    )
    rider = creature("rider", "A", 2, 2, _ability(text), attacking="B")
    big = creature("big", "B", 2, 2, blocking=("rider",))
    small = creature("small", "B", 1, 1, blocking=("rider",))
    board = _board(rider, big, small)
    plain = resolve_combat(board, CURRENT, auto=True)
    assert _zones(plain.board, "rider") == ["graveyard"]  # 2 + 1 damage
    result = resolve_combat(board, CURRENT, auto=True, triggers=True)
    assert _zones(result.board, "rider") == ["battlefield"]  # 0 + 1 damage
    resolved = [e for e in result.events if isinstance(e, TriggerResolves)]
    assert [(e.rule, e.other) for e in resolved] == [("509.3d", "big")]


def test_120_3_trigger_damage_kills_the_blocker_before_combat_damage() -> None:
    text = "Whenever ~ blocks or becomes blocked by a creature, ~ deals 1 damage to that creature."
    thorn = creature("thorn", "A", 1, 1, _ability(text), attacking="B")
    elf = creature("elf", "B", 1, 1, blocking=("thorn",))
    board = _board(thorn, elf)
    assert _zones(resolve_combat(board, CURRENT).board, "thorn") == ["graveyard"]
    result = resolve_combat(board, CURRENT, triggers=True)
    assert _zones(result.board, "thorn", "elf") == ["battlefield", "graveyard"]
    dealt = next(e for e in result.events if isinstance(e, DamageDealt))
    assert (dealt.rule, dealt.combat, dealt.amount) == ("120.4b", False, 1)
    marked = next(e for e in result.events if isinstance(e, DamageMarked))
    assert marked.rule == "120.3e"


def test_702_2b_trigger_damage_from_a_deathtouch_source_destroys() -> None:
    text = "Whenever ~ becomes blocked by a creature, ~ deals 1 damage to that creature."
    thorn = creature("thorn", "A", 0, 1, _ability(text), Keyword.DEATHTOUCH, attacking="B")
    giant = creature("giant", "B", 4, 4, blocking=("thorn",))
    after, events = declare_blockers_triggers(_board(thorn, giant), CURRENT)
    assert after.permanent("giant").zone is Zone.GRAVEYARD
    assert any(e.rule == "704.5h" for e in events)


def test_702_16e_protection_prevents_trigger_damage() -> None:
    text = "Whenever ~ becomes blocked by a creature, ~ deals 1 damage to that creature."
    thorn = creature("thorn", "A", 1, 1, _ability(text), attacking="B", colors=frozenset({"red"}))
    knight = creature("knight", "B", 1, 1, Protection("red"), blocking=("thorn",))
    after, events = declare_blockers_triggers(_board(thorn, knight), CURRENT)
    assert after.permanent("knight").damage == 0
    assert any(isinstance(e, DamagePrevented) and e.rule == "702.16e" for e in events)


def test_120_3_trigger_damage_to_defending_player_and_lifelink() -> None:
    text = "Whenever ~ blocks or becomes blocked by a creature, ~ deals 3 damage to that creature and 3 damage to that creature's controller."  # noqa: E501
    imp = creature("imp", "A", 1, 1, _ability(text), Keyword.LIFELINK, attacking="B")
    wall = creature("wall", "B", 0, 5, blocking=("imp",))
    after, _ = declare_blockers_triggers(_board(imp, wall, life_b=10), CURRENT)
    assert after.permanent("wall").damage == 3
    assert after.player("B").life == 7
    assert after.player("A").life == 26  # lifelink: both 3s (702.15b)


def test_701_8_destroy_that_creature_before_damage_except_walls() -> None:
    text = "Whenever ~ becomes blocked by a non-Wall creature, destroy that creature."
    basilisk = creature("basilisk", "A", 1, 1, _ability(text), attacking="B")
    bear = creature("bear", "B", 2, 2, blocking=("basilisk",))
    wall = creature("wall", "B", 0, 4, blocking=("basilisk",), subtypes=frozenset({"wall"}))
    board = _board(basilisk, bear, wall)
    result = resolve_combat(board, CURRENT, auto=True, triggers=True)
    assert _zones(result.board, "basilisk", "bear", "wall") == [
        "battlefield",
        "graveyard",
        "battlefield",
    ]
    destroyed = next(e for e in result.events if isinstance(e, DestroyedByEffect))
    assert (destroyed.rule, destroyed.permanent) == ("701.8", "bear")


def test_702_12b_indestructible_and_701_19_regeneration_stop_the_destruction() -> None:
    text = "Whenever ~ becomes blocked by a creature, destroy that creature."
    basilisk = creature("basilisk", "A", 1, 1, _ability(text), attacking="B")
    god = creature("god", "B", 1, 1, Keyword.INDESTRUCTIBLE, blocking=("basilisk",))
    troll = creature("troll", "B", 1, 1, blocking=("basilisk",), regeneration_shields=1)
    after, events = declare_blockers_triggers(_board(basilisk, god, troll), CURRENT)
    assert after.permanent("god").on_battlefield and after.permanent("troll").on_battlefield
    assert not after.is_in_combat("troll")  # regenerated: removed from combat
    assert {e.rule for e in events} >= {"702.12b", "701.19", "506.4"}
    no_regen = (
        "Whenever ~ becomes blocked by a creature, destroy that creature. It can't be regenerated."
    )
    basilisk = creature("basilisk", "A", 1, 1, _ability(no_regen), attacking="B")
    after, _ = declare_blockers_triggers(_board(basilisk, troll), CURRENT)
    assert after.permanent("troll").zone is Zone.GRAVEYARD


def test_119_3_you_gain_life_when_it_blocks_keeps_you_alive() -> None:
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    runner_ = creature("runner", "A", 3, 3, attacking="B")
    guardian = creature(
        "guardian", "B", 0, 3, _ability("Whenever ~ blocks, you gain 3 life."), blocking=("ogre",)
    )
    board = _board(ogre, runner_, guardian, life_b=3)
    assert resolve_combat(board, CURRENT).board.player("B").lost
    result = resolve_combat(board, CURRENT, triggers=True)
    assert not result.board.player("B").lost and result.board.player("B").life == 3
    gained = next(e for e in result.events if isinstance(e, LifeGained))
    assert (gained.rule, gained.amount) == ("119.3", 3)


def test_119_7_cant_gain_life_stops_the_trigger_gain() -> None:
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    guardian = creature(
        "guardian", "B", 0, 3, _ability("Whenever ~ blocks, you gain 3 life."), blocking=("ogre",)
    )
    board = Board(
        players=(Player("A"), Player("B", life=5, cant_gain_life=True)),
        permanents=(ogre, guardian),
        active_player="A",
    )
    after, events = declare_blockers_triggers(board, CURRENT)
    assert after.player("B").life == 5 and events[-1].rule == "119.7"


def test_119_3_defending_player_loses_life_and_704_5a_before_damage() -> None:
    text = "Whenever ~ becomes blocked, defending player loses 4 life."
    horror = creature("horror", "A", 1, 1, _ability(text), attacking="B")
    wall = creature("wall", "B", 0, 4, blocking=("horror",))
    after, events = declare_blockers_triggers(_board(horror, wall, life_b=4), CURRENT)
    assert after.player("B").lost
    assert [e.rule for e in events][-2:] == ["119.3", "704.5a"]


def test_122_1_unblocked_poison_counter_and_704_5c() -> None:
    text = (
        "Whenever ~ attacks and isn't blocked, defending player gets a poison counter. "
        "(A player with ten or more poison counters loses the game.)"
    )
    scorpion = creature("scorpion", "A", 1, 1, _ability(text), attacking="B")
    board = Board(
        players=(Player("A"), Player("B", poison=9)), permanents=(scorpion,), active_player="A"
    )
    after, events = declare_blockers_triggers(board, CURRENT)
    assert after.player("B").poison == 10 and after.player("B").lost
    assert events[0].rule == "509.3g"
    assert [e.rule for e in events][1:] == ["122.1", "704.5c"]
    blocked = creature("wall", "B", 0, 2, blocking=("scorpion",))
    _, none = declare_blockers_triggers(
        Board((Player("A"), Player("B", poison=9)), (scorpion, blocked), "A"), CURRENT
    )
    assert none == ()


def test_613_1f_blocker_gains_first_strike_only_against_a_flyer() -> None:
    text = (
        "Whenever ~ blocks a creature with flying, ~ gets +1/+0 and gains first strike "
        "until end of turn."
    )
    archer = creature("archer", "B", 1, 1, _ability(text), blocking=("drake",))
    drake = creature("drake", "A", 2, 2, Keyword.FLYING, attacking="B")
    board = _board(drake, archer)
    assert _zones(resolve_combat(board, CURRENT).board, "drake", "archer") == [
        "battlefield",
        "graveyard",
    ]
    result = resolve_combat(board, CURRENT, triggers=True)
    assert _zones(result.board, "drake", "archer") == ["graveyard", "battlefield"]
    gained = next(e for e in result.events if isinstance(e, KeywordChanged))
    assert (gained.rule, gained.change, gained.keyword) == ("613.1f", "gains", "first strike")
    bear = creature("bear", "A", 2, 2, attacking="B")
    _, none = declare_blockers_triggers(_board(bear, replace(archer, blocking=("bear",))), CURRENT)
    assert none == ()


def test_613_1f_that_creature_loses_first_strike() -> None:
    text = "Whenever ~ blocks or becomes blocked by a creature, that creature loses first strike until end of turn."  # noqa: E501
    ogre = creature("ogre", "A", 2, 2, _ability(text), attacking="B")
    knight = creature("knight", "B", 2, 2, Keyword.FIRST_STRIKE, blocking=("ogre",))
    board = _board(ogre, knight)
    assert _zones(resolve_combat(board, CURRENT).board, "ogre", "knight") == [
        "graveyard",
        "battlefield",
    ]
    result = resolve_combat(board, CURRENT, triggers=True)
    assert _zones(result.board, "ogre", "knight") == ["graveyard", "graveyard"]


def test_603_2_a_creature_you_control_becomes_blocked_triggers_for_each() -> None:
    text = "Whenever a creature you control becomes blocked, it gets +0/+5 until end of turn."
    banner = Permanent(
        id="banner", controller="A", types=frozenset({CardType.ENCHANTMENT}),
        abilities=frozenset({_ability(text)}),
    )  # fmt: skip
    ogre = creature("ogre", "A", 2, 2, attacking="B")
    bear = creature("bear", "A", 2, 2, attacking="B")
    giant = creature("giant", "B", 4, 4, blocking=("ogre",))
    board = _board(banner, ogre, bear, giant)
    result = resolve_combat(board, CURRENT, triggers=True)
    assert _zones(result.board, "ogre") == ["battlefield"]
    resolved = [e for e in result.events if isinstance(e, TriggerResolves)]
    assert [(e.source, e.creature) for e in resolved] == [("banner", "ogre")]


def test_603_3b_non_active_players_block_trigger_resolves_first() -> None:
    ogre = creature(
        "ogre", "A", 2, 2, _ability("Whenever ~ becomes blocked, it gets +1/+1 until end of turn."),
        attacking="B",
    )  # fmt: skip
    wall = creature(
        "wall", "B", 0, 2, _ability("Whenever ~ blocks, it gets +0/+2 until end of turn."),
        blocking=("ogre",),
    )  # fmt: skip
    _, events = declare_blockers_triggers(_board(ogre, wall), CURRENT)
    resolved = [e.source for e in events if isinstance(e, TriggerResolves)]
    assert resolved == ["wall", "ogre"]


def test_block_trigger_events_have_both_languages() -> None:
    texts = (
        "Whenever ~ becomes blocked, it gets +1/+0 and gains trample until end of turn.",
        "Whenever ~ becomes blocked by a creature, destroy that creature.",
        "Whenever ~ becomes blocked, defending player loses 1 life.",
    )
    ogre = creature("ogre", "A", 2, 2, *(_ability(t) for t in texts), attacking="B")
    thorn = "Whenever ~ blocks or becomes blocked by a creature, ~ deals 1 damage to that creature."
    imp = creature("imp", "A", 1, 1, _ability(thorn), attacking="B")
    wall = creature(
        "wall", "B", 0, 4, _ability("Whenever ~ blocks, you gain 2 life."), blocking=("ogre",)
    )
    guard = creature("guard", "B", 0, 4, blocking=("imp",))
    _, events = declare_blockers_triggers(_board(ogre, imp, wall, guard), CURRENT)
    kinds = {e.kind for e in events}
    assert {
        "trigger_resolves", "pt_until_end_of_turn", "keyword_until_end_of_turn",
        "destroyed_by_effect", "damage_dealt", "life_lost", "life_gained",
    } <= kinds  # fmt: skip
    for event in events:
        texts_by_lang = {lang: describe_event(event, lang) for lang in LANGUAGES}
        assert texts_by_lang["en"] != texts_by_lang["ja"], event
        assert "{" not in texts_by_lang["en"] and "{" not in texts_by_lang["ja"]
    damage = next(e for e in events if e.kind == "damage_dealt")
    assert "combat" not in describe_event(damage, "en").replace("not combat", "")


def test_keyword_triggers_are_block_triggers() -> None:
    assert keyword_trigger(Bushido(2)) == _ability(
        "Whenever ~ blocks or becomes blocked, it gets +2/+2 until end of turn."
    ) or keyword_trigger(Bushido(2)) == BlockTrigger(
        ("blocks", "becomes_blocked"), (PumpEffect("it", 2, 2),)
    )
    assert keyword_trigger(Afflict(3)) == BlockTrigger(
        ("becomes_blocked",), (LifeEffect(-3, "defending"),)
    )
    assert keyword_trigger(Keyword.FLYING) is None


TRIGGER_TOML = """
rules = "current"
active_player = "A"

[players.A]
[players.B]

[[permanents]]
id = "ogre"
controller = "A"
power = 3
toughness = 3
attacking = "B"

[[permanents]]
id = "wall"
controller = "B"
power = 1
toughness = 2
abilities = ["Whenever ~ blocks, it gets +0/+2 until end of turn."]
blocking = ["ogre"]
"""


def test_509_3a_cli_resolve_applies_a_card_text_trigger(tmp_path: Path) -> None:
    path = tmp_path / "wall.toml"
    path.write_text(TRIGGER_TOML, encoding="utf-8")
    runner = CliRunner()
    on = runner.invoke(cli, ["resolve", str(path), "--json"], env=ENGLISH)
    assert on.exit_code == 0, on.output
    doc = json.loads(on.output)
    assert doc["permanents"]["wall"]["zone"] == "battlefield"
    assert [e["kind"] for e in doc["events"][:2]] == ["trigger_resolves", "pt_until_end_of_turn"]
    assert doc["events"][0]["rule"] == "509.3a"
    off = runner.invoke(cli, ["resolve", str(path), "--json", "--no-triggers"], env=ENGLISH)
    assert off.exit_code == 0, off.output
    assert json.loads(off.output)["permanents"]["wall"]["zone"] == "graveyard"
    text = runner.invoke(cli, ["resolve", str(path)], env=ENGLISH)
    assert "509.3a" in text.output and "wall gets +0/+2 until end of turn" in text.output
    ja = runner.invoke(cli, ["resolve", str(path), "--lang", "ja"], env=ENGLISH)
    assert "ターン終了時まで+0/+2の修整を受ける" in ja.output


def test_122_1_minus_one_counter_on_the_blocker_before_damage() -> None:
    text = "Whenever ~ becomes blocked by a creature, put a -1/-1 counter on that creature."
    spider = creature("spider", "A", 1, 2, _ability(text), attacking="B")
    bear = creature("bear", "B", 2, 2, blocking=("spider",))
    board = _board(spider, bear)
    assert _zones(resolve_combat(board, CURRENT).board, "spider") == ["graveyard"]
    result = resolve_combat(board, CURRENT, triggers=True)
    assert _zones(result.board, "spider") == ["battlefield"]  # a 1/1 bear deals 1
    put = next(e for e in result.events if e.kind == "counters_put")
    assert put.rule == "122.1"
    immune = replace(bear, cant_have_counters=True)
    after, _ = declare_blockers_triggers(_board(spider, immune), CURRENT)
    assert after.permanent("bear").counters.minus_one == 0


def test_615_1_blocker_prevents_combat_damage_to_and_by_itself() -> None:
    text = (
        "Whenever ~ blocks, prevent all combat damage that would be dealt to and dealt by it "
        "this turn."
    )
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    monk = creature("monk", "B", 4, 1, _ability(text), blocking=("ogre",))
    board = _board(ogre, monk)
    assert _zones(resolve_combat(board, CURRENT).board, "ogre", "monk") == [
        "graveyard",
        "graveyard",
    ]
    result = resolve_combat(board, CURRENT, triggers=True)
    assert _zones(result.board, "ogre", "monk") == ["battlefield", "battlefield"]
    added = next(e for e in result.events if isinstance(e, PreventionAdded))
    assert (added.rule, added.target) == ("615.1", "monk")


def test_615_1_prevent_all_combat_damage_this_turn() -> None:
    text = "Whenever ~ becomes blocked, prevent all combat damage that would be dealt this turn."
    sprite = creature("sprite", "A", 1, 1, _ability(text), attacking="B")
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    wall = creature("wall", "B", 2, 2, blocking=("sprite",))
    result = resolve_combat(_board(sprite, ogre, wall), CURRENT, triggers=True)
    assert result.board.player("B").life == 20
    assert _zones(result.board, "sprite", "wall") == ["battlefield", "battlefield"]


def test_701_19_regenerate_it_when_it_becomes_blocked() -> None:
    troll = creature(
        "troll", "A", 2, 2, _ability("Whenever ~ becomes blocked, regenerate it."), attacking="B"
    )
    giant = creature("giant", "B", 4, 4, blocking=("troll",))
    board = _board(troll, giant)
    for rules, rule in ((CURRENT, "701.19"), (R2023, "701.15")):
        assert _zones(resolve_combat(board, rules).board, "troll") == ["graveyard"]
        result = resolve_combat(board, rules, triggers=True)
        assert _zones(result.board, "troll") == ["battlefield"]
        shield = next(e for e in result.events if e.kind == "regeneration_shield")
        assert shield.rule == rule


def test_701_8_destroy_that_creature_and_itself() -> None:
    text = "When ~ blocks a creature, destroy that creature and ~."
    wall = creature("wall", "B", 0, 1, _ability(text), blocking=("dragon",))
    dragon = creature("dragon", "A", 6, 6, Keyword.FLYING, attacking="B")
    result = resolve_combat(_board(dragon, wall), CURRENT, triggers=True)
    assert _zones(result.board, "dragon", "wall") == ["graveyard", "graveyard"]
    assert [e.permanent for e in result.events if isinstance(e, DestroyedByEffect)] == [
        "dragon",
        "wall",
    ]


def test_new_effect_events_have_both_languages() -> None:
    texts = (
        "Whenever ~ becomes blocked by a creature, put a -1/-1 counter on that creature.",
        "Whenever ~ becomes blocked, prevent all combat damage that would be dealt by it "
        "this turn.",
        "Whenever ~ becomes blocked, regenerate it.",
        "Whenever ~ becomes blocked, prevent all combat damage that would be dealt this turn.",
    )
    ogre = creature("ogre", "A", 2, 2, *(_ability(t) for t in texts), attacking="B")
    wall = creature("wall", "B", 0, 4, blocking=("ogre",))
    _, events = declare_blockers_triggers(_board(ogre, wall), CURRENT)
    kinds = {e.kind for e in events}
    assert {"counters_put", "prevention_until_end_of_turn", "regeneration_shield"} <= kinds
    for event in events:
        texts_by_lang = {lang: describe_event(event, lang) for lang in LANGUAGES}
        assert texts_by_lang["en"] != texts_by_lang["ja"], event
        assert "{" not in texts_by_lang["en"] and "{" not in texts_by_lang["ja"]


def test_119_3_whenever_a_creature_blocks_its_controller_loses_life() -> None:
    gladiator = creature(
        "gladiator", "A", 4, 2,
        _ability("Whenever a creature blocks, that creature's controller loses 1 life."),
    )  # fmt: skip
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    wall = creature("wall", "B", 0, 4, blocking=("ogre",))
    after, events = declare_blockers_triggers(_board(gladiator, ogre, wall, life_b=1), CURRENT)
    assert after.player("B").life == 0 and after.player("B").lost
    assert [e.rule for e in events] == ["509.3a", "119.3", "704.5a"]
