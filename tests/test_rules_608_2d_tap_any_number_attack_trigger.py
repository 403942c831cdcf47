"""Creatures tapped in any number as an attack trigger resolves (issue 33,
session 12): "Whenever ~ attacks, you may tap any number of untapped
creatures you control. ~ gets +1/+1 until end of turn for each creature
tapped this way" (Siege Striker, Ledev Champion). Which creatures are tapped
is chosen as the ability resolves (608.2d): the source's ``choices.tapped``,
every name in it; the bonus counts them (613.4c, 608.2c). Declining the
"you may" taps none (603.5); with candidates and no names, the choice is
refused, never guessed. A creature already tapped can't be tapped this way
(701.26a), and an attacker tapped this way stays attacking (506.4). Each
rule test has a control.
"""

from __future__ import annotations

from typing import Any

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from helpers import two_player_board as _board
from mtgcombat.core.abilities import Keyword
from mtgcombat.core.model import Board
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.core.spell_events import TappedByEffect
from mtgcombat.i18n.input_errors import input_error
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.text import parse_sentence

STRIKER = (
    "Whenever ~ attacks, you may tap any number of untapped creatures you control. ~ gets "
    "+1/+1 until end of turn for each creature tapped this way."
)


# -- parser -------------------------------------------------------------------


def test_parse_tap_any_number() -> None:
    [ability] = _ability(STRIKER)
    assert str(ability) == (
        "whenever this creature attacks, you may: tap any number of untapped creatures you "
        "control; this permanent gets +1/+1 until end of turn for each one tapped this way"
    )
    assert "好きな数だけタップする" in describe_value(ability, "ja")


def test_parse_tap_any_number_of_another_player_stays_refused() -> None:
    # control: creatures an opponent controls are not the player's own to tap
    line = (
        "Whenever ~ attacks, you may tap any number of untapped creatures an opponent controls. "
        "~ gets +1/+1 until end of turn for each creature tapped this way."
    )
    assert parse_sentence(line, name="Striker").status == "unmodelled"


# -- 608.2d: chosen as it resolves --------------------------------------------


def _attack(tapped: tuple[str, ...] = (), may: bool = True, **more: Any) -> tuple[Board, list[Any]]:
    striker = _creature(
        "striker", power=1, toughness=1, attacking="B", tapped=True,
        abilities=_ability(STRIKER), choices=TriggerChoices(may=may, tapped=tapped),
    )  # fmt: skip
    perms = [striker, *(_creature(pid, **fields) for pid, fields in more.items())]
    after, events = declare_attackers_triggers(_board(*perms), "current")
    return after, list(events)


def test_608_2d_each_named_creature_is_tapped_and_counted() -> None:
    after, events = _attack(("elf", "ox"), elf={}, ox={}, bear={})
    assert after.permanent("elf").tapped and after.permanent("ox").tapped
    assert not after.permanent("bear").tapped  # not named: left untapped
    striker = after.permanent("striker")
    assert (striker.power, striker.toughness) == (3, 3)
    taps = [e for e in events if isinstance(e, TappedByEffect)]
    assert [(e.rule, e.permanent) for e in taps] == [("701.26a", "elf"), ("701.26a", "ox")]


def test_701_21a_the_2023_rules_cite_their_number() -> None:
    striker = _creature(
        "striker", power=1, toughness=1, attacking="B", tapped=True,
        abilities=_ability(STRIKER), choices=TriggerChoices(tapped=("elf",)),
    )  # fmt: skip
    _, events = declare_attackers_triggers(_board(striker, _creature("elf")), "2023")
    assert [e.rule for e in events if isinstance(e, TappedByEffect)] == ["701.21a"]


def test_603_5_declined_nothing_is_tapped() -> None:
    # control: the "you may" declined: no creature tapped, no bonus
    after, _ = _attack(may=False, elf={})
    assert not after.permanent("elf").tapped
    assert after.permanent("striker").power == 1


def test_608_2d_no_candidate_no_bonus() -> None:
    # control: nothing untapped to tap: no choice to make, no bonus
    after, events = _attack(elf={"tapped": True})
    assert not any(isinstance(e, TappedByEffect) for e in events)
    assert after.permanent("striker").power == 1


def test_608_2d_candidates_and_no_names_is_refused() -> None:
    with pytest.raises(ChoiceError) as caught:
        _attack(elf={})
    assert (caught.value.field, caught.value.key) == ("choices.tapped", "choice_needs_tapped_many")
    assert caught.value.rule == "608.2d"
    assert "好きな数だけ" in input_error(caught.value.key, "ja", **caught.value.facts)


def test_701_26a_an_already_tapped_creature_named_is_an_error() -> None:
    with pytest.raises(ChoiceError) as caught:
        _attack(("tired",), tired={"tapped": True})
    assert caught.value.key == "choice_tapped_many_already"
    assert "701.26a" in str(caught.value)


def test_608_2d_a_name_twice_and_another_players_creature_are_errors() -> None:
    with pytest.raises(ChoiceError) as caught:
        _attack(("elf", "elf"), elf={})
    assert caught.value.key == "choice_tapped_many_twice"
    with pytest.raises(ChoiceError) as caught:
        _attack(("bear",), elf={}, bear={"controller": "B"})
    assert caught.value.key == "choice_tapped_many_not_yours"
    assert "タップできない" in input_error(caught.value.key, "ja", **caught.value.facts)


def test_506_4_a_vigilant_attacker_tapped_stays_attacking() -> None:
    vigilant = {"attacking": "B", "abilities": frozenset({Keyword.VIGILANCE})}
    after, _ = _attack(("angel",), angel=vigilant)
    angel = after.permanent("angel")
    assert angel.tapped and angel.attacking == "B"
    assert after.permanent("striker").power == 2
