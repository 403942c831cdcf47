"""A tap cost in an attack trigger (issue 33, session 9): "Whenever ~
attacks, you may tap an untapped non-Human creature you control. If you
do, ~ gets +1/+1 and gains trample until end of turn" (Redcap Raiders). The
cost is paid as the ability resolves (118.3, 603.5): the creature tapped is
the first of ``choices.tapped`` still untapped, or the only candidate; a
tapped creature can't be chosen, and with none the cost can't be paid, so
"if you do" fails. An attacking creature tapped this way stays attacking
(506.4). Each rule test has a control.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from helpers import two_player_board as _board
from helpers import write_scenario
from mtgcombat.cli import cli
from mtgcombat.core.abilities import Keyword
from mtgcombat.core.model import Board
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.core.spell_events import TappedByEffect
from mtgcombat.i18n.input_errors import input_error
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.text import parse_sentence

RAIDERS = (
    "Whenever ~ attacks, you may tap an untapped non-Human creature you control. If you do, "
    "~ gets +1/+1 and gains trample until end of turn."
)


# -- parser -------------------------------------------------------------------


def test_parse_tap_cost() -> None:
    [ability] = _ability(RAIDERS)
    assert str(ability) == (
        "whenever this creature attacks, you may: tap an untapped one of the non-human "
        "creatures you control; if you do, it gets +1/+1 until end of turn and it gains "
        "trample until end of turn"
    )
    assert "アンタップ状態の" in describe_value(ability, "ja")


def test_parse_tap_x_untapped_stays_refused() -> None:
    # control: "tap X untapped Myr you control" (an amount X) is not this form
    line = (
        "Whenever ~ attacks, you may tap X untapped Myr you control. If you do, ~ gets "
        "+X/+0 until end of turn."
    )
    assert parse_sentence(line, name="Myr Battlesphere").status == "unmodelled"


# -- 118.3: the cost paid as it resolves ---------------------------------------


def _attack(tapped: tuple[str, ...] = (), may: bool = True, **more: Any) -> tuple[Board, list[Any]]:
    raiders = _creature(
        "raiders", power=3, toughness=2, attacking="B", tapped=True,
        abilities=_ability(RAIDERS), choices=TriggerChoices(may=may, tapped=tapped),
    )  # fmt: skip
    perms = [raiders, *(_creature(pid, **fields) for pid, fields in more.items())]
    after, events = declare_attackers_triggers(_board(*perms), "current")
    return after, list(events)


def test_118_3_the_only_candidate_is_tapped_and_the_pump_follows() -> None:
    after, events = _attack(elf={})
    tap = next(e for e in events if isinstance(e, TappedByEffect))
    assert (tap.rule, tap.permanent) == ("118.3", "elf")
    assert (
        describe_event(tap) == "the controller of raiders taps elf to pay the cost of its ability"
    )
    assert describe_event(tap, "ja").startswith("raidersのコントローラーは")
    assert after.permanent("elf").tapped
    raiders = after.permanent("raiders")
    assert (raiders.power, raiders.toughness) == (4, 3)
    assert raiders.has(Keyword.TRAMPLE)


def test_118_3_a_tapped_creature_cant_pay() -> None:
    # control: the only non-Human creature is tapped: no cost paid, no pump
    after, events = _attack(elf={"tapped": True})
    assert not any(isinstance(e, TappedByEffect) for e in events)
    assert after.permanent("raiders").power == 3


def test_118_3_the_named_one_of_several() -> None:
    after, _ = _attack(("ox",), elf={}, ox={})
    assert after.permanent("ox").tapped and not after.permanent("elf").tapped


def test_118_3_several_and_none_named_is_an_error() -> None:
    with pytest.raises(ChoiceError) as caught:
        _attack(elf={}, ox={})
    assert caught.value.key == "choice_needs_tapped"
    assert "choices.tapped" in str(caught.value)


def test_603_5_declined_nothing_is_tapped() -> None:
    # control: "you may" declined
    after, _ = _attack(may=False, elf={})
    assert not after.permanent("elf").tapped
    assert after.permanent("raiders").power == 3


def test_506_4_a_vigilant_attacker_tapped_stays_attacking() -> None:
    after, _ = _attack(angel={"attacking": "B", "abilities": frozenset({Keyword.VIGILANCE})})
    angel = after.permanent("angel")
    assert angel.tapped and angel.attacking == "B"


# -- the names in choices.tapped, in order (118.3, 701.26a) --------------------


def test_118_3_another_players_creature_named_is_an_error() -> None:
    # the only candidate is the elf, but the bear (B's) was named: not tapped instead
    with pytest.raises(ChoiceError) as caught:
        _attack(("bear",), elf={}, bear={"controller": "B"})
    assert (caught.value.field, caught.value.key) == ("choices.tapped", "choice_tapped_not_yours")
    assert caught.value.rule == "118.3"
    assert "コストとしてタップできない" in input_error(caught.value.key, "ja", **caught.value.facts)


def test_701_26a_an_already_tapped_creature_named_is_an_error() -> None:
    with pytest.raises(ChoiceError) as caught:
        _attack(("tired",), elf={}, tired={"tapped": True})
    assert caught.value.key == "choice_tapped_already"
    assert "701.26a" in str(caught.value)


def test_118_3_a_bad_first_name_is_not_skipped_for_the_next() -> None:
    # the ox is the second name (for a second such ability): not used for the first
    with pytest.raises(ChoiceError) as caught:
        _attack(("bear", "ox"), elf={}, ox={}, bear={"controller": "B"})
    assert caught.value.key == "choice_tapped_not_yours"


def test_118_3_the_only_candidate_named_is_tapped() -> None:
    # control: a good name for the only candidate
    after, _ = _attack(("elf",), elf={}, bear={"controller": "B"})
    assert after.permanent("elf").tapped and not after.permanent("bear").tapped


_FILE = """active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "raiders"
controller = "A"
power = 2
toughness = 2
choices = {{ tapped = {tapped} }}
"""


def test_118_3_choices_tapped_as_a_string_is_one_line_with_the_rule(tmp_path: Path) -> None:
    path = write_scenario(tmp_path, _FILE.format(tapped='"elf"'))
    for lang, said in (("en", "must be a list of permanent ids"), ("ja", "パーマネントIDのリスト")):
        result = CliRunner().invoke(cli, ["check", "--lang", lang, path])
        assert result.exit_code == 2
        assert 'permanents[0] "raiders".choices.tapped' in result.output
        assert said in result.output and "118.3" in result.output
        assert len(result.output.strip().splitlines()) == 1


def test_118_3_choices_tapped_as_a_list_is_read(tmp_path: Path) -> None:
    # control: a list is the right shape (its id is then checked: no tap cost here)
    path = write_scenario(tmp_path, _FILE.format(tapped='["elf"]'))
    result = CliRunner().invoke(cli, ["check", "--lang", "en", path])
    assert "must be a list" not in result.output
    assert "choices.tapped" in result.output


_TWO = _FILE.replace(
    "choices = {{ tapped = {tapped} }}",
    'abilities = ["""{raiders}"""]\nchoices = {{ tapped = ["elf"] }}\n'
    '[[permanents]]\nid = "elf"\ncontroller = "{owner}"\npower = 1\ntoughness = 1',
)


@pytest.mark.parametrize(("owner", "refused"), [("B", True), ("A", False)])
def test_118_3_another_players_permanent_is_refused_as_the_file_loads(
    tmp_path: Path, owner: str, refused: bool
) -> None:
    # control: the elf of the raiders' controller A is accepted
    path = write_scenario(tmp_path, _TWO.format(raiders=RAIDERS, owner=owner))
    result = CliRunner().invoke(cli, ["check", "--lang", "en", path])
    said = '"elf" is not controlled by A'
    assert (said in result.output) is refused, result.output
    if refused:
        assert result.exit_code == 2 and 'permanents[0] "raiders".choices.tapped' in result.output


# -- session 12: "tap another untapped Citizen you control" (118.3) --------------

SERVANT = (
    "Whenever ~ attacks, you may tap another untapped Citizen you control. If you do, ~ gets "
    "+1/+0 and gains lifelink until end of turn."
)


def _servant(**more: Any) -> Board:
    servant = _creature(
        "servant", power=2, toughness=3, attacking="B", subtypes=frozenset({"cat", "citizen"}),
        abilities=_ability(SERVANT) | frozenset({Keyword.VIGILANCE}),
    )  # fmt: skip
    perms = [servant, *(_creature(pid, **fields) for pid, fields in more.items())]
    after, _ = declare_attackers_triggers(_board(*perms), "current")
    return after


def test_parse_tap_another_untapped() -> None:
    [ability] = _ability(SERVANT)
    assert "tap an untapped one of the other citizen creatures you control" in str(ability)


def test_118_3_another_citizen_is_tapped_and_the_pump_follows() -> None:
    after = _servant(clerk={"subtypes": frozenset({"citizen"})})
    assert after.permanent("clerk").tapped
    servant = after.permanent("servant")
    assert servant.power == 3 and servant.has(Keyword.LIFELINK)


def test_118_3_the_untapped_citizen_itself_cant_pay() -> None:
    # control: "another": the vigilant Servant, untapped and a Citizen, is no candidate,
    # and the other creature is no Citizen: no cost paid, no pump
    after = _servant(bear={})
    servant = after.permanent("servant")
    assert not servant.tapped and servant.power == 2
    assert not after.permanent("bear").tapped
