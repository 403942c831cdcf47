"""Filters that read the turn so far (issue 33, session 13): "target creature
that was dealt damage this turn" and "that dealt damage this turn" (120.3),
"that blocked this turn" (509.1), "that entered the battlefield this turn"
(603.6a), "each creature dealt damage this turn".

What the board shows counts (damage marked on a creature was dealt this
turn, 120.3e, 514.2; a blocking creature blocked), and so do the players'
records (``players.X.history``), which the engine keeps current: damage
dealt in the first-strike damage step counts in what follows it (510.4). A
spell cast before that damage cannot target a creature that has not been
dealt damage yet (601.2c); a board whose file gives no record is refused,
never guessed. Each test has a control.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.core.model import Zone
from mtgcombat.rules.timeline_entries import TimelineError
from mtgcombat.rules.timeline_run import run_combat
from mtgcombat.scenario import ScenarioError, parse_scenario

_BOARD = """
active_player = "A"
[players.A]
history = {{ {a} }}
[players.B]
history = {{ {b} }}
[[permanents]]
id = "knight"
controller = "A"
power = 3
toughness = 3
keywords = ["first strike"]
attacking = "B"
[[permanents]]
id = "elf"
controller = "B"
power = {elf_power}
toughness = 4
blocking = ["knight"]
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
damage = {bear_damage}
[[timeline]]
after = "{after}"
effect = "{effect}"
{targets}
controller = "A"
"""

FATAL = "Destroy target creature that was dealt damage this turn."
ARROW = "Destroy target creature that dealt damage this turn."
SIZZLE = "~ deals 4 damage to target creature that blocked this turn."
INFLAME = "~ deals 2 damage to each creature dealt damage this turn."
CRADLE = "Destroy target nonblack creature that entered the battlefield this turn."


def _board(
    effect: str,
    target: str | None,
    *,
    after: str = "first-strike-damage",
    a: str = "",
    b: str = "",
    elf_power: int = 1,
    bear_damage: int = 0,
) -> str:
    targets = f'targets = ["{target}"]' if target else ""
    return _BOARD.format(
        effect=effect, targets=targets, after=after, a=a, b=b, elf_power=elf_power,
        bear_damage=bear_damage,
    )  # fmt: skip


def _refused(text: str) -> str:
    """The reason the spell's target is refused as it is cast (601.2c)."""
    scenario = parse_scenario(text)
    with pytest.raises(TimelineError) as caught:
        run_combat(scenario.board, "current", scenario.timeline, auto=True)
    return str(caught.value)


def _zones(text: str) -> dict[str, Zone]:
    scenario = parse_scenario(text)
    result = run_combat(scenario.board, "current", scenario.timeline, auto=True)
    return {p.id: p.zone for p in result.board.permanents}


def test_rule_120_3_first_strike_damage_makes_a_creature_one_dealt_damage_this_turn() -> None:
    # the knight's first-strike damage is dealt to the elf: the spell cast after
    # that step targets it (510.4, 120.3) and destroys it
    assert _zones(_board(FATAL, "elf"))["elf"] is Zone.GRAVEYARD
    # control: cast after blockers are declared, before any damage: the elf was not
    # dealt damage this turn, so it is no legal target (601.2c)
    assert "not a legal target" in _refused(_board(FATAL, "elf", after="declare-blockers"))


def test_rule_120_3_marked_damage_and_the_record_both_say_dealt_damage_this_turn() -> None:
    # the bear has 1 damage marked on it: dealt this turn (damage wears off in the
    # cleanup step, 514.2), so it is a legal target before any combat damage
    assert _zones(_board(FATAL, "bear", after="declare-blockers", bear_damage=1))["bear"] is (
        Zone.GRAVEYARD
    )
    # the record lists it (a creature dealt damage and healed, or given -1/-1 counters)
    given = _board(FATAL, "bear", after="declare-blockers", b='damaged = ["bear"]')
    assert _zones(given)["bear"] is Zone.GRAVEYARD
    # control: neither marked damage nor the record: no legal target
    assert "not a legal target" in _refused(_board(FATAL, "bear", after="declare-blockers"))


def test_rule_120_3_a_creature_that_dealt_damage_this_turn() -> None:
    # the knight dealt its first-strike damage: "that dealt damage this turn"
    assert _zones(_board(ARROW, "knight"))["knight"] is Zone.GRAVEYARD
    # control: the 0-power elf blocked but dealt no damage (510.1a: a creature with
    # 0 power assigns none), so it is no legal target even after the first strike
    assert "not a legal target" in _refused(_board(ARROW, "elf", elf_power=0))


def test_rule_509_1_a_creature_that_blocked_this_turn() -> None:
    scenario = parse_scenario(_board(SIZZLE, "elf", after="declare-blockers"))
    result = run_combat(scenario.board, "current", scenario.timeline, auto=True)
    # 4 damage to the 1/4 blocker destroys it before combat damage (704.5g)
    assert result.board.permanent("elf").zone is Zone.GRAVEYARD
    # control: the attacking knight did not block
    assert "not a legal target" in _refused(_board(SIZZLE, "knight", after="declare-blockers"))


def test_rule_509_1_a_blocker_removed_from_combat_still_blocked_this_turn() -> None:
    text = _board(SIZZLE, "elf") + (
        '[[timeline]]\nafter = "declare-blockers"\n'
        'effect = "Remove target creature from combat."\ntargets = ["elf"]\ncontroller = "A"\n'
    )
    scenario = parse_scenario(text)
    result = run_combat(scenario.board, "current", scenario.timeline, auto=True)
    # removed from combat, it blocks no more (506.4), but it blocked this turn: the
    # record keeps it, and the spell after the first strike deals it 4
    assert result.board.permanent("elf").zone is Zone.GRAVEYARD
    record = result.board.player("B").history
    assert record is not None
    assert record.blocked == ("elf",)


def test_rule_120_3_each_creature_dealt_damage_this_turn() -> None:
    scenario = parse_scenario(_board(INFLAME, None))
    result = run_combat(scenario.board, "current", scenario.timeline, auto=True)
    # the elf took 3 first-strike damage, then 2 more: 5 on a 1/4, it dies
    assert result.board.permanent("elf").zone is Zone.GRAVEYARD
    # control: the bear was dealt no damage this turn, nor the knight (the elf died
    # before the regular step, so it dealt none, 510.4)
    assert result.board.permanent("bear").damage == 0
    assert result.board.permanent("knight").damage == 0


def test_rule_603_6a_a_creature_that_entered_the_battlefield_this_turn() -> None:
    given = _board(CRADLE, "bear", after="declare-blockers", b='entered = ["bear"]')
    assert _zones(given)["bear"] is Zone.GRAVEYARD
    # control: the elf did not enter this turn
    control = _board(CRADLE, "elf", after="declare-blockers", b='entered = ["bear"]')
    assert "not a legal target" in _refused(control)


def test_the_filter_without_the_records_is_refused_naming_the_field() -> None:
    text = _board(FATAL, "elf").replace("[players.B]\nhistory = {  }", "[players.B]")
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(text)
    message = str(caught.value)
    assert "players.B.history" in message
    assert "the turn's history is not given" in message
    assert "(120.3)" in message
    # control: with both records given, the same board loads
    assert parse_scenario(_board(FATAL, "elf")).timeline


def test_the_refusal_in_japanese(tmp_path: Path) -> None:
    path = tmp_path / "board.toml"
    path.write_text(_board(FATAL, "elf").replace("[players.B]\nhistory = {  }", "[players.B]"))
    result = CliRunner().invoke(cli, ["resolve", "--lang", "ja", str(path)])
    assert result.exit_code == 2
    assert "players.B.history" in result.output
    assert "ターンの履歴が与えられていない" in result.output


def test_a_record_lists_only_the_players_own_permanents() -> None:
    with pytest.raises(ScenarioError, match=r"players\.A\.history\.damaged"):
        parse_scenario(_board(FATAL, "elf", a='damaged = ["elf"]'))
