"""Timeline spells with several targets of one kind (601.2c): "Tap up to
two target creatures.", "Up to two target creatures each get -1/-1 until
end of turn.", "Return two target creatures to their owners' hands." Each
target is chosen once, the effect is done to each (608.2c), and a target
gone by resolution is passed over while the others are still affected
(608.2b); the entry's ``targets`` lists them, checked as one-line errors."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.core.model import Board, Zone, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import Point, TimelineEntry, apply_entry, run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spell_targets import plural_targets
from mtgcombat.text.spells import parse_spell, spell_from_json, spell_to_json

ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}

TWO = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
attacking = "B"
[[permanents]]
id = "cub"
controller = "A"
power = 2
toughness = 2
attacking = "B"
[[permanents]]
id = "wall"
controller = "B"
power = 0
toughness = 4
"""


def _effect(sentence: str, targets: str, controller: str = "B") -> str:
    return (
        f'\n[[timeline]]\nafter = "declare-attackers"\neffect = "{sentence}"\n'
        f'targets = {targets}\ncontroller = "{controller}"\n'
    )


def _play(text: str) -> Board:
    scenario = parse_scenario(text)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board


# -- the parser -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "count", "effects"),
    [
        ("Tap up to two target creatures.", (0, 2), ["tap the target"]),
        ("Up to two target creatures each get +1/+1 until end of turn.", (0, 2),
         ["the target gets +1/+1 until end of turn"]),
        ("Return two target creatures to their owners' hands.", (2, 2),
         ["return the target to its owner's hand"]),
        ("Any number of target creatures gain flying until end of turn.", (0, 0),
         ["the target gains flying until end of turn"]),
        ("Tap target creature.", (1, 1), ["tap the target"]),
    ],
)  # fmt: skip
def test_601_2c_several_targets_of_one_kind_read_as_a_count(
    text: str, count: tuple[int, int], effects: list[str]
) -> None:
    card = read_spell_card(text, "Trick")
    assert card.fully_modelled
    spell = card.spell()
    assert spell.count == count and [str(e) for e in spell.effects] == effects
    assert spell_from_json(spell_to_json(spell)) == spell  # the parse cache keeps the count
    assert parse_spell(text).count == count


def test_601_2c_two_different_plural_targets_are_not_rewritten() -> None:
    text = "Tap up to two target creatures and up to two target artifacts."
    assert plural_targets(text) == (text, (1, 1))


# -- the rules ---------------------------------------------------------------------


def test_608_2c_up_to_two_target_creatures_each_get_the_effect_with_a_control() -> None:
    shrink = "Up to two target creatures each get -2/-2 until end of turn."
    after = _play(TWO + _effect(shrink, '["bear", "cub"]'))
    assert after.permanent("bear").zone is Zone.GRAVEYARD
    assert after.permanent("cub").zone is Zone.GRAVEYARD
    # control: one target chosen, the other attacker is untouched and deals its damage
    after = _play(TWO + _effect(shrink, '["bear"]'))
    assert after.permanent("bear").zone is Zone.GRAVEYARD
    assert after.permanent("cub").zone is Zone.BATTLEFIELD and after.player("B").life == 18


def test_608_2b_a_target_gone_is_passed_over_the_others_still_affected() -> None:
    scenario = parse_scenario(TWO)
    spell = parse_spell("Up to two target creatures each get -2/-2 until end of turn.")
    board = scenario.board
    gone = board.with_permanents(
        evolve(p, zone=Zone.GRAVEYARD) if p.id == "bear" else p for p in board.permanents
    )
    entry = TimelineEntry(Point.DECLARE_ATTACKERS, spell, ("bear", "cub"), "B")
    after, events = apply_entry(gone, "current", entry)
    assert after.permanent("cub").zone is Zone.GRAVEYARD
    assert "TimelineFizzles" not in [type(e).__name__ for e in events]
    # control: every target gone, the spell does nothing (608.2b)
    both = gone.with_permanents(
        evolve(p, zone=Zone.GRAVEYARD) if p.id == "cub" else p for p in gone.permanents
    )
    after, events = apply_entry(both, "current", TimelineEntry(
        Point.DECLARE_ATTACKERS, spell, ("bear", "cub"), "B"))  # fmt: skip
    assert [type(e).__name__ for e in events] == ["TimelineFizzles"]


# -- the file's errors: one line, exit 2 -----------------------------------------------


def _run(tmp_path: Path, text: str, *args: str) -> tuple[int, str]:
    path = tmp_path / "trick.toml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli, ["resolve", str(path), "--auto", *args], env=ENGLISH)
    return result.exit_code, result.output


@pytest.mark.parametrize(
    ("targets", "words"),
    [('["bear", "cub", "wall"]', "from 0 to 2 targets"), ('["bear", "bear"]', "once")],
)
def test_601_2c_too_many_or_repeated_targets_are_one_line_exit_2(
    tmp_path: Path, targets: str, words: str
) -> None:
    text = TWO + _effect("Tap up to two target creatures.", targets)
    code, out = _run(tmp_path, text)
    assert code == 2 and len(out.strip().splitlines()) == 1, out
    assert "timeline[0].targets" in out and words in out
    code_ja, out_ja = _run(tmp_path, text, "--lang", "ja")
    assert code_ja == 2 and len(out_ja.strip().splitlines()) == 1 and "対象" in out_ja
    # control: two distinct targets are accepted
    assert (
        _run(tmp_path, TWO + _effect("Tap up to two target creatures.", '["bear", "cub"]'))[0] == 0
    )


# -- "Untap those creatures." after a group or several targets ---------------------


def test_untap_those_creatures_reads_after_a_group_or_targets_only() -> None:
    war_flare = read_spell_card(
        "Creatures you control get +2/+1 until end of turn. Untap those creatures.", "War Flare"
    )
    assert [str(e) for e in war_flare.spell().effects][-1] == "untap the creatures you control"
    heroics = read_spell_card(
        "Any number of target creatures each get +2/+2 until end of turn. Untap those creatures.",
        "Colossal Heroics",
    )
    assert [str(e) for e in heroics.spell().effects][-1] == "untap the target"
    # control: after one target, "those creatures" names nothing the grammar reads
    one = read_spell_card("Target creature gets +1/+1 until end of turn. Untap those creatures.",
                          "One")  # fmt: skip
    assert not one.fully_modelled


def test_701_26_untap_those_creatures_untaps_each_target_with_a_control() -> None:
    tapped = TWO.replace('attacking = "B"\n', 'attacking = "B"\ntapped = true\n')
    heroics = "Up to two target creatures each get +0/+3 until end of turn. Untap those creatures."
    scenario = parse_scenario(tapped)
    entry = TimelineEntry(Point.DECLARE_ATTACKERS, read_spell_card(heroics, "Triton").spell(),
                          ("bear",), "A")  # fmt: skip
    after, _ = apply_entry(scenario.board, "current", entry)
    assert not after.permanent("bear").tapped
    assert after.permanent("cub").tapped  # control: not a target, still tapped


def test_702_14_landwalk_gained_survives_the_index_json() -> None:
    """`cards import` writes each spell line's reading as JSON: a landwalk
    gained ("Target creature gains swampwalk until end of turn.") is kept."""
    import json  # noqa: PLC0415

    spell = parse_spell("Target creature gains swampwalk until end of turn.")
    assert spell_from_json(json.loads(json.dumps(spell_to_json(spell)))) == spell
