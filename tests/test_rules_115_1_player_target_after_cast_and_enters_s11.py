"""Issue 33 (session 11): a trigger on a spell cast (601.2i), on becoming a
target (601.2c) or on another creature entering the battlefield during the
combat (603.6a) whose effect reaches a target player: "target opponent
loses 1 life and you gain 1 life", "you may have target player lose 1
life" (119.3), "~ deals 3 damage to target player or planeswalker" (120.3).
The player is chosen as the trigger is put on the stack (115.1, 603.3d),
from the permanent's ``choices.targets``; "target opponent" can't be its
controller (102.2). Each test has a control where the line must not apply."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers)
from helpers import write_scenario
from mtgcombat.cli import cli
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence

ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}
HEAD = 'active_player = "A"\n[players.A]\n[players.B]\n'
DRAIN = "Whenever you cast an instant spell, target opponent loses 1 life and you gain 1 life."
RED = "Whenever you cast a red spell, ~ deals 3 damage to target player or planeswalker."
DRONE = (
    "Whenever another creature enters the battlefield under your control, target opponent "
    "loses 1 life."
)
GEIST = (
    "Whenever ~ attacks, create a 4/4 white Angel creature token with flying that's tapped and "
    "attacking. Exile that token at end of combat."
)


def _board(line: str, targets: str = '"B"') -> str:
    return HEAD + (
        '[[permanents]]\nid = "bear"\ncontroller = "A"\npower = 2\ntoughness = 2\n'
        'attacking = "B"\n'
        '[[permanents]]\nid = "kami"\ncontroller = "A"\npower = 1\ntoughness = 3\n'
        f'abilities = ["{line}"]\nchoices = {{ targets = [{targets}] }}\n'
    )


def _cast(card: str, target: str = "bear") -> str:
    return (
        f'[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ntargets = ["{target}"]\n'
        'controller = "A"\n'
    )


def _play(text: str):  # type: ignore[no-untyped-def]
    scenario = parse_scenario(text)
    return run_combat(scenario.board, "current", scenario.timeline, auto=True)


@pytest.mark.parametrize(
    ("sentence", "ja"),
    [
        (DRAIN, "対戦相手"),
        (RED, "プレインズウォーカー"),
        ("Whenever a player casts a Kithkin spell, you may have target player lose 1 life.",
         "プレイヤー"),
        ("Whenever you cast a Spirit or Arcane spell, target opponent loses 1 life and you gain "
         "1 life.", "対戦相手"),
        (DRONE, "対戦相手"),
        ("Whenever ~ becomes the target of a spell, target player loses 2 life.", "プレイヤー"),
    ],
)  # fmt: skip
def test_115_1_player_target_effects_are_read(sentence: str, ja: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled"
    [value] = parsed.traits.abilities
    words = describe_value(value, "ja")
    assert ja in words
    assert not any(c.isascii() and c.isalpha() for c in words), words


@pytest.mark.parametrize(
    "sentence",
    [
        # a count the player target's life loss waits on, a payment first: not read
        "Whenever another creature enters the battlefield, target player loses 1 life for each "
        "Elf you control.",
        "Whenever a player casts a black spell, you may pay {1}. If you do, target player loses "
        "1 life.",
        # the creature that entered deals the damage, not the permanent with the ability
        "Whenever a Beast enters the battlefield under your control, you may have it deal 4 "
        "damage to target opponent or planeswalker.",
        # two player targets
        "Whenever you cast a spell, target player loses 1 life and target opponent loses 1 life.",
    ],
)
def test_115_1_player_target_effects_not_carried_out_stay_refused(sentence: str) -> None:
    assert parse_sentence(sentence).status == "unmodelled"


def test_119_3_cast_trigger_drains_the_target_opponent() -> None:
    result = _play(_board(DRAIN) + _cast("Giant Growth"))
    # 1 lost to the trigger (601.2i), then the unblocked 5/5 bear
    assert (result.board.player("A").life, result.board.player("B").life) == (21, 14)
    assert any(e.kind == "target_chosen" for e in result.events)
    # control: no spell cast, no trigger
    control = _play(_board(DRAIN))
    assert (control.board.player("A").life, control.board.player("B").life) == (20, 18)


def test_102_2_target_opponent_cant_be_its_controller() -> None:
    with pytest.raises(ChoiceError):
        _play(_board(DRAIN, targets='"A"') + _cast("Giant Growth"))


def test_120_3_red_spell_trigger_deals_three_to_the_target_player() -> None:
    result = _play(_board(RED) + _cast("Shock", "B"))
    # 3 from the trigger, 2 from Shock, 2 from the unblocked bear
    assert result.board.player("B").life == 13
    # control: Giant Growth is green: no trigger; the 5/5 bear deals 5
    control = _play(_board(RED) + _cast("Giant Growth"))
    assert control.board.player("B").life == 15


def _combat(tmp_path: Path, text: str) -> dict[str, Any]:
    path = write_scenario(tmp_path, text)
    result = CliRunner().invoke(cli, ["combat", path, "--json"], env=ENGLISH)
    assert result.exit_code == 0, result.output
    doc: dict[str, Any] = json.loads(result.stdout)
    return doc


def test_603_6a_token_entering_attacking_makes_the_target_opponent_lose_life(
    tmp_path: Path,
) -> None:
    geist = (
        '[[permanents]]\nid = "geist"\ncontroller = "A"\npower = 2\ntoughness = 2\n'
        f'attacking = "B"\nabilities = ["{GEIST}"]\n'
    )
    doc = _combat(tmp_path, _board(DRONE) + geist)
    # the Angel token enters attacking (508.4): B loses 1 (119.3), then the
    # unblocked bear, Geist and Angel deal 2 + 2 + 4
    assert doc["players"]["B"]["life"] == 11
    # control: the watcher is B's: the Angel enters under A's control, not B's
    theirs = (_board(DRONE, targets='"A"') + geist).replace(
        'id = "kami"\ncontroller = "A"', 'id = "kami"\ncontroller = "B"'
    )
    control = _combat(tmp_path, theirs)
    assert control["players"]["A"]["life"] == 20
    assert control["players"]["B"]["life"] == 12
