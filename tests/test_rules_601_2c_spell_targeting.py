"""Timeline spells respect what may be targeted, as triggered abilities do
(601.2c as the spell is cast, 603.3d for a trigger, one check:
mtgcombat.rules.targeting): hexproof against an opponent's spell (702.11b),
hexproof from a quality (702.11d), shroud (702.18a), protection from the
spell's color or card type (702.16b), "~ can't be the target of spells"
lines, and ward, which counters the spell unless the entry's ``ward_paid``
says its cost is paid (702.21a). A target that gains protection before the
spell resolves makes it do nothing (608.2b). Each test has a control."""

from __future__ import annotations

import json
from typing import Any

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.core.abilities import OtherKeyword
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import TimelineError, run_combat
from mtgcombat.rules.triggers import ChoiceError, declare_blockers_triggers
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.parser import parse_sentence

ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}


def _board(ability: str, *, card: str = "Murder", controller: str = "B", extra: str = "",
           entry: str = "", rules: str = "current") -> str:  # fmt: skip
    abilities = f"abilities = [{json.dumps(ability)}]" if ability else ""
    return f"""
rules = "{rules}"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "knight"
name = "Knight"
controller = "A"
power = 2
toughness = 2
{abilities}
attacking = "B"
{extra}
[[timeline]]
after = "declare-blockers"
card = "{card}"
targets = ["knight"]
controller = "{controller}"
{entry}
"""


def _run(text: str, rules: RuleSet = RuleSet.CURRENT) -> Any:
    scenario = parse_scenario(text)
    return run_combat(scenario.board, rules, scenario.timeline, auto=True)


def _refused(text: str) -> TimelineError:
    with pytest.raises(TimelineError) as err:
        _run(text)
    return err.value


def _cli(text: str, tmp_path: Any, *args: str) -> Any:
    path = tmp_path / "board.toml"
    path.write_text(text, encoding="utf-8")
    return CliRunner().invoke(cli, ["resolve", str(path), "--auto", *args], env=ENGLISH)


# -- hexproof, shroud, protection (601.2c) ------------------------------------


def test_702_11b_hexproof_refuses_an_opponents_spell(tmp_path: Any) -> None:
    err = _refused(_board("Hexproof"))
    assert (err.key, err.rule, err.field) == ("timeline_target_hexproof", "601.2c", "targets")
    result = _cli(_board("Hexproof"), tmp_path)
    assert result.exit_code == 2
    assert len(result.stderr.strip().splitlines()) == 1
    assert '"knight" has hexproof (702.11b)' in result.stderr
    ja = _cli(_board("Hexproof"), tmp_path, "--lang", "ja")
    assert "「knight」は呪禁を持つ（702.11b）" in ja.stderr


def test_702_11b_hexproof_control_its_controllers_own_spell() -> None:
    after = _run(_board("Hexproof", controller="A")).board
    assert after.permanent("knight").zone.value == "graveyard"


def test_702_18a_shroud_refuses_even_its_controllers_spell() -> None:
    err = _refused(_board("Shroud", controller="A"))
    assert err.key == "timeline_target_shroud"


def test_702_18a_shroud_control_without_shroud() -> None:
    after = _run(_board("", controller="A")).board
    assert after.permanent("knight").zone.value == "graveyard"


def test_702_16b_protection_from_the_spells_color() -> None:
    err = _refused(_board("Protection from black"))  # Murder is black
    assert err.key == "timeline_target_protection"
    assert str(err.facts["protection"]) == "protection from black"


def test_702_16b_protection_from_another_color_control() -> None:
    after = _run(_board("Protection from red")).board
    assert after.permanent("knight").zone.value == "graveyard"


def test_702_16b_protection_from_instants_is_a_card_type_of_the_spell() -> None:
    err = _refused(_board("Protection from instants"))
    assert err.key == "timeline_target_protection"
    # control: protection from creatures does not stop an instant (110.1)
    after = _run(_board("Protection from creatures")).board
    assert after.permanent("knight").zone.value == "graveyard"


def test_702_11d_hexproof_from_black_stops_a_black_spell() -> None:
    err = _refused(_board("Hexproof from black"))
    assert err.key == "timeline_target_hexproof_from"
    # controls: a red spell, and its controller's own black spell
    bolted = _run(_board("Hexproof from black", card="Lightning Bolt")).board
    assert bolted.permanent("knight").zone.value == "graveyard"
    own = _run(_board("Hexproof from black", controller="A")).board
    assert own.permanent("knight").zone.value == "graveyard"


# -- "can't be the target of" lines --------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "~ can't be the target of spells.",
        "~ can't be the target of spells or abilities your opponents control.",
        "~ can't be the target of blue or black spells.",
        "~ can't be the target of nonred spells or abilities from nonred sources.",
    ],
)
def test_601_2c_cant_be_the_target_of_spells_refuses_the_spell(line: str) -> None:
    err = _refused(_board(line))
    assert err.key == "timeline_target_untargetable"


@pytest.mark.parametrize(
    ("line", "card", "controller"),
    [
        ("~ can't be the target of spells or abilities your opponents control.", "Murder", "A"),
        ("~ can't be the target of blue or black spells.", "Lightning Bolt", "B"),
        ("~ can't be the target of white spells or abilities from white sources.", "Murder", "B"),
        ("~ can't be the target of abilities your opponents control.", "Murder", "B"),
    ],
)
def test_601_2c_cant_be_the_target_control_a_spell_it_does_not_name(
    line: str, card: str, controller: str
) -> None:
    after = _run(_board(line, card=card, controller=controller)).board
    assert after.permanent("knight").zone.value == "graveyard"


def test_601_2c_the_lines_are_read_and_said_in_japanese(tmp_path: Any) -> None:
    parsed = parse_sentence("~ can't be the target of spells.")
    assert parsed.status == "modelled"
    assert parsed.traits.abilities == frozenset(
        {OtherKeyword("can't be the target of", "spells", "601.2c")}
    )
    ja = _cli(_board("~ can't be the target of spells."), tmp_path, "--lang", "ja")
    assert ja.exit_code == 2 and "「knight」は呪文の対象にならない" in ja.stderr
    # a grant to a land host is refused, not "no effect" (a creature host's is read:
    # tests/test_rules_303_4_host_cant_be_targeted_s10.py)
    refused = parse_sentence("Enchanted land can't be the target of spells.")
    assert refused.status == "unmodelled" and refused.combat


_SHAMAN = """
[[permanents]]
id = "shaman"
controller = "B"
power = 1
toughness = 1
abilities = ["Whenever ~ blocks, it deals 1 damage to target attacking creature."]
blocking = ["knight"]
choices = {{ targets = ["knight"] }}
"""


def test_603_3d_cant_be_the_target_of_spells_does_not_stop_an_ability() -> None:
    text = _board("~ can't be the target of spells.", extra=_SHAMAN.format()).split("[[timeline]]")[
        0
    ]
    scenario = parse_scenario(text)
    after, _ = declare_blockers_triggers(scenario.board, RuleSet.CURRENT)
    assert after.permanent("knight").damage == 1


def test_603_3d_the_spells_or_abilities_line_stops_the_ability() -> None:
    text = _board(
        "~ can't be the target of spells or abilities your opponents control.",
        extra=_SHAMAN.format(),
    ).split("[[timeline]]")[0]
    scenario = parse_scenario(text)
    with pytest.raises(ChoiceError) as err:
        declare_blockers_triggers(scenario.board, RuleSet.CURRENT)
    assert err.value.key == "target_untargetable"


def test_603_3d_hexproof_from_white_does_not_stop_a_colorless_source() -> None:
    # 702.11d: only abilities from white sources (the shaman is colorless):
    # the trigger used to take it for plain hexproof
    text = _board("Hexproof from white", extra=_SHAMAN.format()).split("[[timeline]]")[0]
    scenario = parse_scenario(text)
    after, _ = declare_blockers_triggers(scenario.board, RuleSet.CURRENT)
    assert after.permanent("knight").damage == 1
    # control: from a white source it is stopped
    white = text.replace('id = "shaman"', 'id = "shaman"\ncolors = ["white"]')
    with pytest.raises(ChoiceError) as err:
        declare_blockers_triggers(parse_scenario(white).board, RuleSet.CURRENT)
    assert err.value.key == "target_hexproof_from"


# -- ward (702.21a) --------------------------------------------------------------


@pytest.mark.parametrize("rules", [RuleSet.CURRENT, RuleSet.R2023])
def test_702_21a_ward_counters_the_spell_unless_paid(rules: RuleSet) -> None:
    result = _run(_board("Ward {2}"), rules)
    assert result.board.permanent("knight").zone.value == "battlefield"
    kinds = [e.kind for e in result.events]
    assert "countered_by_ward" in kinds and "timeline_resolves" not in kinds
    warded = next(e for e in result.events if e.kind == "countered_by_ward")
    assert (warded.rule, warded.permanent, warded.cost) == ("702.21a", "knight", "{2}")


def test_702_21a_ward_paid_the_spell_resolves() -> None:
    result = _run(_board("Ward {2}", entry="ward_paid = true"))
    assert result.board.permanent("knight").zone.value == "graveyard"
    assert [e.kind for e in result.events][:2] == ["ward_paid", "timeline_resolves"]


def test_702_21a_ward_control_its_controllers_own_spell() -> None:
    result = _run(_board("Ward {2}", controller="A"))
    assert result.board.permanent("knight").zone.value == "graveyard"
    assert not any(e.kind in ("ward_paid", "countered_by_ward") for e in result.events)


def test_702_21a_ward_pay_life_is_life_lost_119_4() -> None:
    result = _run(_board("Ward\u2014Pay 3 life.", entry="ward_paid = true"))
    assert result.board.player("B").life == 17
    assert result.board.permanent("knight").zone.value == "graveyard"
    # control: not paid, no life lost and the spell is countered
    unpaid = _run(_board("Ward\u2014Pay 3 life."))
    assert unpaid.board.player("B").life == 18  # only the unblocked knight's 2 combat damage
    assert unpaid.board.permanent("knight").zone.value == "battlefield"


def test_119_4_ward_life_cost_cant_be_paid_with_less_life() -> None:
    text = _board("Ward\u2014Pay 3 life.", entry="ward_paid = true").replace(
        "[players.B]", "[players.B]\nlife = 2"
    )
    err = _refused(text)
    assert (err.key, err.rule) == ("timeline_ward_cant_pay", "119.4")


def test_702_21a_ward_cli_event_in_both_languages(tmp_path: Any) -> None:
    text = _board("Ward {2}")
    result = _cli(text, tmp_path, "--json")
    doc = json.loads(result.stdout)
    event = next(e for e in doc["events"] if e["kind"] == "countered_by_ward")
    assert event == {"kind": "countered_by_ward", "rule": "702.21a", "permanent": "knight",
                     "spell": "timeline[0]", "cost": "{2}"}  # fmt: skip
    ja = _cli(text, tmp_path, "--lang", "ja")
    assert "護法{2}が誘発する：コストが支払われず、timeline[0]は打ち消される" in ja.output


# -- 608.2b: protection gained before the spell resolves ---------------------------


_GAINS = (
    "Target creature you control gains protection from the color of your choice until end of turn."
)
_PROTECT = f"""
[[timeline]]
after = "declare-blockers"
effect = "{_GAINS}"
color = "black"
targets = ["knight"]
controller = "A"
"""


def _protected_first(protect: str) -> str:
    # B's Murder (entry 1) is cast first; A's entry 0 is cast in response,
    # on top of the stack, and resolves first (608.2)
    head, murder = _board("").split("[[timeline]]")
    return head + protect + "[[timeline]]" + murder


def test_608_2b_protection_gained_before_resolution_the_spell_does_nothing() -> None:
    result = _run(_protected_first(_PROTECT))
    assert result.board.permanent("knight").zone.value == "battlefield"
    fizzled = next(e for e in result.events if e.kind == "timeline_fizzles")
    assert (fizzled.rule, fizzled.entry) == ("608.2b", "timeline[1]")


def test_608_2b_control_protection_from_another_color() -> None:
    result = _run(_protected_first(_PROTECT.replace('color = "black"', 'color = "red"')))
    assert result.board.permanent("knight").zone.value == "graveyard"


@pytest.mark.parametrize(
    ("rule", "words"),
    [
        ("702.21a", "ward_paid"),
        ("702.11b", "702.11d"),
        ("702.18a", "603.3d"),
        ("601.2c", "702.21a"),
    ],
)
def test_601_2c_explain_says_what_a_spell_may_target(rule: str, words: str) -> None:
    result = CliRunner().invoke(cli, ["explain", rule], env=ENGLISH)
    assert result.exit_code == 0 and words in result.output
    ja = CliRunner().invoke(cli, ["explain", rule, "--lang", "ja"])
    assert "対象" in ja.output
