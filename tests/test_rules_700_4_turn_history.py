"""What happened earlier this turn (issue 33, session 10): a player's record
of the turn (``players.X.history``; :class:`mtgcombat.core.turn_history.TurnHistory`),
the conditions that read it, and the record kept current through the combat.

Morbid reads the creatures that died this turn (700.4), raid whether the
player attacked (508.1), "you've cast an instant or sorcery spell this turn"
the spells cast (601.2i), "an opponent lost life this turn" the life lost
(119.3), "it entered the battlefield this turn" the permanents that entered
(603.6a). A creature that dies in the first-strike damage step has died
this turn in the regular step (510.4); a spell cast from the timeline has
been cast from then on. A board whose file gives no record a line needs is
refused, never guessed. Each rules test has a control.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.core.counted_values import InterveningIf
from mtgcombat.core.history_check import conditions_in
from mtgcombat.core.model import Board, Permanent, Player, TurnHistory
from mtgcombat.core.turn_history import ThisTurn, history_fact
from mtgcombat.i18n.messages import input_error
from mtgcombat.io.condition_words import this_turn_ja
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.timeline_run import run_combat
from mtgcombat.scenario import ScenarioError, parse_scenario
from mtgcombat.text import parse_sentence
from mtgcombat.text.spell_cards import read_spell_card

MORBID = "As long as a creature died this turn, ~ gets +2/+0."
CAST = "~ gets +2/+0 as long as you've cast an instant or sorcery spell this turn."
LOST = "As long as an opponent lost life this turn, ~ gets +2/+0."
RAID = "Whenever ~ attacks, if you attacked this turn, ~ gets +1/+0 until end of turn."


# -- parser -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "condition", "ja"),
    [
        (MORBID, ThisTurn("died", "player"), "このターンにクリーチャーが死亡した"),
        (
            "~ has trample as long as three or more creatures died this turn.",
            ThisTurn("died", "player", ">=", 3),
            "このターンにクリーチャーが3体以上死亡した",
        ),
        (
            CAST,
            ThisTurn("cast", types=("instant", "sorcery")),
            "このターンにあなたがインスタントかソーサリーの呪文を唱えた",
        ),
        (
            "~ has flying as long as you've cast a noncreature spell this turn.",
            ThisTurn("cast", types=("creature",), non=True),
            "このターンにあなたがクリーチャーでない呪文を唱えた",
        ),
        (
            "~ has trample as long as you've cast three or more spells this turn.",
            ThisTurn("cast", value=3),
            "このターンにあなたが呪文を3つ以上唱えた",
        ),
        (
            "As long as you've drawn two or more cards this turn, ~ has double strike.",
            ThisTurn("drawn", value=2),
            "このターンにあなたがカードを2枚以上引いた",
        ),
        (LOST, ThisTurn("lost", "opponent"), "このターンにいずれかの対戦相手がライフを失った"),
        (
            "~ gets +1/+1 as long as you gained life this turn.",
            ThisTurn("gained"),
            "このターンにあなたがライフを得た",
        ),
        (
            "~ has hexproof as long as it entered the battlefield this turn.",
            ThisTurn("entered"),
            "これがこのターンに戦場に出た",
        ),
        (
            "~ has menace as long as a permanent you controlled left the battlefield this turn.",
            ThisTurn("left"),
            "このターンにあなたがコントロールしていたパーマネントが戦場を離れた",
        ),
    ],
)
def test_each_form_reads_as_one_condition_in_english_and_japanese(
    sentence: str, condition: ThisTurn, ja: str
) -> None:
    parsed = parse_sentence(sentence, name="Testcat")
    assert parsed.status == "modelled", parsed.error
    [static] = parsed.traits.statics
    assert static.condition == condition
    assert str(condition) in describe_value(static)
    assert this_turn_ja(condition) == ja
    assert ja in describe_value(static, "ja")


def test_the_forms_work_after_a_trigger_as_its_intervening_if() -> None:
    parsed = parse_sentence(RAID, name="Testcat")
    assert parsed.status == "modelled", parsed.error
    [trigger] = parsed.traits.abilities
    assert isinstance(trigger, BlockTrigger)
    first = trigger.effects[0]
    assert isinstance(first, InterveningIf)
    assert first.condition == ThisTurn("attacked")


# -- the record and its conditions ---------------------------------------------------


def _bear(pid: str = "bear", controller: str = "A", **fields: object) -> Permanent:
    return Permanent(id=pid, controller=controller, power=2, toughness=2, **fields)  # type: ignore[arg-type]


def test_a_missing_record_is_not_guessed() -> None:
    bear = _bear()
    known = Board((Player("A", history=TurnHistory(died=1, left=1)), Player("B")), (bear,), "A")
    assert history_fact(known, ThisTurn("died", "you"), bear) is True
    # morbid counts every player's creatures: B's record is not given
    assert history_fact(known, ThisTurn("died", "player"), bear) is None
    both = known.with_players([known.player("A"), Player("B", history=TurnHistory())])
    assert history_fact(both, ThisTurn("died", "player"), bear) is True
    assert history_fact(both, ThisTurn("died", "opponent"), bear) is False


def test_an_attacking_creature_means_its_controller_attacked() -> None:
    attacker = _bear(attacking="B")
    board = Board((Player("A", history=TurnHistory()), Player("B")), (attacker,), "A")
    assert history_fact(board, ThisTurn("attacked"), attacker) is True
    quiet = Board((Player("A", history=TurnHistory()), Player("B")), (_bear(),), "A")
    assert history_fact(quiet, ThisTurn("attacked"), quiet.permanent("bear")) is False


# -- through the combat --------------------------------------------------------------

_MORBID_BOARD = """
active_player = "A"
[players.A]
history = {{ }}
[players.B]
history = {{ }}
[[permanents]]
id = "knight"
controller = "A"
power = 2
toughness = 2
keywords = ["{strike}"]
attacking = "B"
[[permanents]]
id = "elf"
controller = "B"
power = 1
toughness = 1
blocking = ["knight"]
[[permanents]]
id = "brute"
controller = "A"
power = 2
toughness = 2
attacking = "B"
abilities = ["{line}"]
"""


def test_rule_700_4_a_creature_dying_in_the_first_strike_step_counts_in_the_regular_step() -> None:
    scenario = parse_scenario(_MORBID_BOARD.format(strike="first strike", line=MORBID))
    result = resolve_combat(scenario.board, "current", auto=True)
    # the elf died in the first-strike step: the brute deals 4 in the regular step
    assert result.board.player("B").life == 16
    record = result.board.player("B").history
    assert record is not None
    assert (record.died, record.left, record.lost) == (1, 1, 4)
    # control: without first strike both deal damage at once (510.2); the elf
    # dies after the brute's damage, so the brute deals 2
    control = parse_scenario(_MORBID_BOARD.format(strike="vigilance", line=MORBID))
    after = resolve_combat(control.board, "current", auto=True)
    assert after.board.player("B").life == 18
    # (the elf was dealt damage this turn: kept for "that was dealt damage", 120.3)
    assert after.board.player("B").history == TurnHistory(
        died=1, left=1, lost=2, damaged=("elf",), dealt=("elf",)
    )


def test_rule_119_3_life_lost_in_the_first_strike_step_counts_later() -> None:
    board = _MORBID_BOARD.format(strike="first strike", line=LOST).replace(
        'blocking = ["knight"]', ""
    )
    result = resolve_combat(parse_scenario(board).board, "current", auto=True)
    # the knight's 2 in the first-strike step, then the brute's 2 + 2
    assert result.board.player("B").life == 14
    # control: nothing dealt first, so the opponent had lost no life as the brute dealt its damage
    control = board.replace('keywords = ["first strike"]', "")
    after = resolve_combat(parse_scenario(control).board, "current", auto=True)
    assert after.board.player("B").life == 16


_CAST_BOARD = """
active_player = "A"
[players.A]
history = {{ spells = [{spells}] }}
[players.B]
[[permanents]]
id = "adept"
controller = "A"
power = 2
toughness = 2
attacking = "B"
abilities = ["{line}"]
{timeline}
"""
_TIMELINE = """
[[timeline]]
after = "declare-blockers"
effect = "Target creature gains vigilance until end of turn."
targets = ["adept"]
controller = "A"
"""


def test_rule_601_2i_a_spell_cast_from_the_timeline_counts_from_then_on() -> None:
    scenario = parse_scenario(_CAST_BOARD.format(spells="", line=CAST, timeline=_TIMELINE))
    result = run_combat(scenario.board, "current", scenario.timeline, auto=True)
    assert result.board.player("B").life == 16
    assert result.board.player("A").history == TurnHistory(
        spells=(frozenset({"instant"}),), attacked=True, dealt=("adept",)
    )
    # control: no spell cast, and a creature spell earlier this turn does not count
    control = parse_scenario(_CAST_BOARD.format(spells='"creature"', line=CAST, timeline=""))
    after = run_combat(control.board, "current", control.timeline, auto=True)
    assert after.board.player("B").life == 18
    given = parse_scenario(_CAST_BOARD.format(spells='"sorcery"', line=CAST, timeline=""))
    assert run_combat(given.board, "current", (), auto=True).board.player("B").life == 16


# -- the file ------------------------------------------------------------------------


def test_a_line_that_needs_the_history_is_refused_without_it() -> None:
    text = _MORBID_BOARD.format(strike="first strike", line=MORBID).replace(
        "[players.B]\nhistory = { }", "[players.B]"
    )
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(text)
    message = str(caught.value)
    assert "players.B.history" in message
    assert "the turn's history is not given" in message
    assert "(700.4)" in message
    ja = input_error("history_not_given", "ja", id="brute", line="a creature died this turn")
    assert ja.startswith("ターンの履歴が与えられていない")


@pytest.mark.parametrize(
    ("history", "field", "rule"),
    [
        ("{ died = 2, left = 1 }", "players.A.history.died", "700.4, 603.6c"),
        ('{ spells = ["goblin"] }', "players.A.history.spells[0]", "205.2a"),
        ('{ entered = ["ghost"] }', "players.A.history.entered", "603.6a"),
        ("{ drawn = -1 }", "players.A.history.drawn", ""),
        ("{ dead = 1 }", "players.A.history.dead", ""),
    ],
)
def test_a_wrong_record_is_one_line_naming_the_field(history: str, field: str, rule: str) -> None:
    text = f'active_player = "A"\n[players.A]\nhistory = {history}\n[players.B]\n'
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(text)
    message = str(caught.value)
    assert "\n" not in message
    assert field in message
    assert rule in message


def test_the_documents_carry_the_record_only_when_given(tmp_path: Path) -> None:
    folder = tmp_path
    plain = folder / "plain.toml"
    plain.write_text(
        'active_player = "A"\n[players.A]\n[players.B]\n[[permanents]]\nid = "bear"\n'
        'controller = "A"\npower = 2\ntoughness = 2\nattacking = "B"\n',
        "utf-8",
    )
    doc = json.loads(CliRunner().invoke(cli, ["resolve", str(plain), "--json"]).stdout)
    assert "history" not in doc["players"]["A"]
    given = folder / "given.toml"
    given.write_text(
        plain.read_text("utf-8").replace("[players.A]", "[players.A]\nhistory = { drawn = 2 }"),
        "utf-8",
    )
    doc = json.loads(CliRunner().invoke(cli, ["resolve", str(given), "--json"]).stdout)
    assert doc["players"]["A"]["history"]["drawn"] == 2
    assert doc["players"]["A"]["history"]["attacked"] is True  # it declared the bear (508.1)
    assert "history" not in doc["players"]["B"]


# -- instants and sorceries ----------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "condition"),
    [
        ("Brimstone Volley", ThisTurn("died", "player")),
        ("Tragic Slip", ThisTurn("died", "player")),
        ("Hunger of the Howlpack", ThisTurn("died", "player")),
        ("Firecannon Blast", ThisTurn("attacked")),
    ],
)
def test_a_spells_instead_if_reads_the_turn_so_far(name: str, condition: ThisTurn) -> None:
    text = {
        "Brimstone Volley": (
            "Brimstone Volley deals 3 damage to any target.\n"
            "Morbid — Brimstone Volley deals 5 damage instead if a creature died this turn."
        ),
        "Tragic Slip": (
            "Target creature gets -1/-1 until end of turn.\nMorbid — That creature gets "
            "-13/-13 until end of turn instead if a creature died this turn."
        ),
        "Hunger of the Howlpack": (
            "Put a +1/+1 counter on target creature.\nMorbid — Put three +1/+1 counters on "
            "that creature instead if a creature died this turn."
        ),
        "Firecannon Blast": (
            "Firecannon Blast deals 3 damage to target creature.\n"
            "Raid — Firecannon Blast deals 6 damage instead if you attacked this turn."
        ),
    }[name]
    card = read_spell_card(text, name)
    assert card.fully_modelled, card.problems
    assert condition in conditions_in(card.spell().effects)


_SLIP = """
active_player = "A"
[players.A]
history = {{ }}
[players.B]
history = {{ }}
[[permanents]]
id = "knight"
controller = "A"
power = 2
toughness = 2
keywords = ["first strike"]
attacking = "B"
{block}
[[permanents]]
id = "giant"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[timeline]]
after = "first-strike-damage"
effect = "If a creature died this turn, target creature gets -13/-13 until end of turn."
targets = ["giant"]
controller = "B"
"""
_ELF = """[[permanents]]
id = "elf"
controller = "B"
power = 1
toughness = 1
blocking = ["knight"]"""


def test_rule_700_4_a_spell_after_first_strike_damage_sees_that_steps_deaths() -> None:
    scenario = parse_scenario(_SLIP.format(block=_ELF))
    result = run_combat(scenario.board, "current", scenario.timeline, auto=True)
    # the elf died in the first-strike step: -13/-13 kills the giant before it deals damage
    assert result.board.permanent("giant").zone.value == "graveyard"
    assert result.board.player("B").life == 20
    # control: nothing died (the knight is unblocked and deals 2 first): the spell does
    # nothing, the giant deals 3
    control = parse_scenario(_SLIP.format(block=""))
    after = run_combat(control.board, "current", control.timeline, auto=True)
    assert after.board.permanent("giant").zone.value == "battlefield"
    assert after.board.player("B").life == 15
