"""Triggered abilities with "up to one target" (issue 33, session 9):
"whenever ~ attacks, up to one other target creature gains flying until end
of turn". As the ability goes on the stack its controller chooses its
target, and "up to one" lets the choice be none (601.2c, 115.1, 603.3d): the
file's ``choices.targets`` gives ``""`` for it. With none chosen the ability
still resolves, and only the effect on the target does nothing; with one
chosen it is the ability with "target". Each rule test has a control.
"""

from __future__ import annotations

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from helpers import two_player_board as _board
from mtgcombat.core.abilities import Keyword
from mtgcombat.core.events import TargetChosen, TriggerResolves
from mtgcombat.core.model import Board
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.text import parse_sentence

FLYING = "Whenever ~ attacks, up to one other target creature gains flying until end of turn."
LURE = (
    "When ~ attacks, up to one target creature defending player controls blocks it this "
    "combat if able."
)
COUNTER_AND_TAP = (
    "Whenever ~ attacks, put a +1/+1 counter on it and tap up to one target creature "
    "defending player controls."
)


# -- parser -------------------------------------------------------------------


def test_parse_up_to_one_other_target() -> None:
    [ability] = _ability(FLYING)
    assert ability.up_to
    assert str(ability) == (
        "whenever this creature attacks, a target among other creatures gains flying until "
        "end of turn (up to one target: none may be chosen, 601.2c)"
    )
    assert describe_value(ability, "ja").endswith("（対象は最大1つ：選ばなくてもよい、601.2c）")


def test_parse_up_to_one_target_with_another_effect() -> None:
    [ability] = _ability(COUNTER_AND_TAP)
    assert ability.up_to and len(ability.effects) == 2
    [lure] = _ability(LURE)
    assert lure.up_to


def test_parse_plain_target_is_not_up_to() -> None:
    # control: "target creature" must be chosen (603.3d)
    plain = "Whenever ~ attacks, another target creature gains flying until end of turn."
    [ability] = _ability(plain)
    assert not ability.up_to


@pytest.mark.parametrize(
    "sentence",
    [
        # several targets, a player target: not this form, refused (never "no effect")
        "Whenever ~ attacks, up to five target creatures each get -1/-1 until end of turn.",
        "Whenever ~ attacks, up to one target player loses 2 life.",
    ],
)
def test_parse_other_up_to_forms_stay_refused(sentence: str) -> None:
    assert parse_sentence(sentence, name="Grim Hero").status == "unmodelled"


# -- 601.2c: zero or one target ------------------------------------------------


def _attack(sentence: str, targets: tuple[str, ...]) -> tuple[Board, list[object]]:
    hero = _creature(
        "hero", attacking="B", abilities=_ability(sentence),
        choices=TriggerChoices(targets=targets),
    )  # fmt: skip
    board = _board(hero, _creature("ally"), _creature("bear", "B"))
    after, events = declare_attackers_triggers(board, "current")
    return after, list(events)


def test_601_2c_no_target_chosen_the_ability_still_resolves() -> None:
    after, events = _attack(FLYING, ("",))
    chosen = next(e for e in events if isinstance(e, TargetChosen))
    assert (chosen.rule, chosen.target) == ("601.2c", "")
    assert describe_event(chosen) == (
        'the controller of hero chooses no target for its triggered ability ("up to one target")'
    )
    ja = describe_event(chosen, "ja")
    assert ja.startswith("heroのコントローラーはその誘発型能力の対象を選ばない")
    assert any(isinstance(e, TriggerResolves) for e in events)
    assert not any(p.has(Keyword.FLYING) for p in after.permanents)


def test_601_2c_one_target_chosen_it_gains_flying() -> None:
    # control: the target chosen, the effect happens to it
    after, events = _attack(FLYING, ("ally",))
    assert [e.target for e in events if isinstance(e, TargetChosen)] == ["ally"]
    assert after.permanent("ally").has(Keyword.FLYING)
    assert not after.permanent("hero").has(Keyword.FLYING)


def test_601_2c_none_chosen_the_other_effect_still_happens() -> None:
    after, _ = _attack(COUNTER_AND_TAP, ("",))
    assert after.permanent("hero").counters.plus_one == 1
    assert not after.permanent("bear").tapped


def test_601_2c_one_chosen_both_effects_happen() -> None:
    # control: the creature defending player controls chosen and tapped
    after, _ = _attack(COUNTER_AND_TAP, ("bear",))
    assert after.permanent("hero").counters.plus_one == 1
    assert after.permanent("bear").tapped


def test_603_3d_up_to_one_still_needs_an_entry() -> None:
    # the file names no choice at all: an error naming "" for none
    with pytest.raises(ChoiceError) as caught:
        _attack(FLYING, ())
    assert caught.value.key == "choice_needs_up_to_target"
    assert '"" for none' in str(caught.value)


def test_603_3d_a_required_target_cant_be_none() -> None:
    # control: "target creature" (not "up to one") refuses "" as a target
    plain = "Whenever ~ attacks, another target creature gains flying until end of turn."
    with pytest.raises(ChoiceError) as caught:
        _attack(plain, ("",))
    assert caught.value.key == "target_not_on_battlefield"
