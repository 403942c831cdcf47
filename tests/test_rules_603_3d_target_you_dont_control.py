"""A target "you don't control" in an attack or block trigger (issue 33,
session 12): "Whenever a Samurai or Warrior you control attacks alone, tap
target creature you don't control" (Imperial Subduer). The target is chosen
as the ability goes on the stack (603.3d, ``choices.targets``) among the
creatures controlled by any player other than the ability's controller; the
tapped creature can't be declared as a blocker (509.1a). The trigger needs
a Samurai or Warrior attacking alone (506.5). Each rule test has a control.
"""

from __future__ import annotations

from typing import Any

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from helpers import two_player_board as _board
from mtgcombat.core.model import Board
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.text import parse_sentence

SUBDUER = (
    "Whenever a Samurai or Warrior you control attacks alone, tap target creature you don't "
    "control."
)


# -- parser -------------------------------------------------------------------


def test_parse_target_you_dont_control() -> None:
    [ability] = _ability(SUBDUER)
    # any other player's, a teammate's too (102.2; session 13: no longer "an opponent")
    assert str(ability).endswith("tap a target among creatures you don't control")
    assert "対象とする" in describe_value(ability, "ja")


def test_parse_two_controllers_for_one_target_stays_refused() -> None:
    # control: "an opponent controls you don't control" names the controller twice
    line = "Whenever ~ attacks, tap target creature an opponent controls you don't control."
    assert parse_sentence(line, name="Subduer").status == "unmodelled"


# -- 603.3d: a creature another player controls ---------------------------------


def _attack(target: str, alone: bool = True, **more: Any) -> Board:
    samurai = frozenset({"samurai"})
    subduer = _creature(
        "subduer", power=3, toughness=2, attacking="B", tapped=True, subtypes=samurai,
        abilities=_ability(SUBDUER), choices=TriggerChoices(targets=(target,)),
    )  # fmt: skip
    perms = [subduer, *(_creature(pid, **fields) for pid, fields in more.items())]
    if not alone:
        perms.append(_creature("ally", attacking="B", tapped=True))
    after, _ = declare_attackers_triggers(_board(*perms), "current")
    return after


def test_603_3d_the_defending_players_creature_is_tapped() -> None:
    after = _attack("wall", wall={"controller": "B"}, elf={"controller": "A"})
    assert after.permanent("wall").tapped  # it can't block now (509.1a)
    assert not after.permanent("elf").tapped


def test_603_3d_a_creature_of_its_controller_is_no_legal_target() -> None:
    # control: the controller's own creature is not one "you don't control"
    with pytest.raises(ChoiceError):
        _attack("elf", wall={"controller": "B"}, elf={"controller": "A"})


def test_506_5_two_attackers_no_trigger() -> None:
    # control: the Samurai does not attack alone: nothing is tapped
    after = _attack("wall", alone=False, wall={"controller": "B"})
    assert not after.permanent("wall").tapped
