"""The boards in examples/real_cards/: cards by name and card text, judged as printed.

Each test names the rules the board turns on: evasion over selectors and a
granted keyword (509.1b, 702.111b, 613.1f), and a lord whose effect ends
when it dies in the first-strike step (611.3a, 704.5g).
"""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.core.model import Keyword, Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks
from mtgcombat.scenario.load import load_scenario

REAL = Path(__file__).resolve().parent.parent / "examples" / "real_cards"


def test_every_real_card_example_loads_under_both_rule_sets() -> None:
    files = sorted(REAL.glob("*.toml"))
    assert files
    for path in files:
        for rules in ("2023", "current"):
            result = CliRunner().invoke(cli, ["blocks", str(path), "--rules", rules, "--json"])
            assert result.exit_code in (0, 1), result.output


def test_509_1b_702_111b_war_drums_lord_and_power_evasion() -> None:
    sc = load_scenario(REAL / "goblin_war_drums_and_a_lord.toml")
    board = sc.board
    # Goblin War Drums grants menace to A's creatures; the lord grants B's Elves flying.
    assert Keyword.MENACE in board.permanent("rogue").abilities
    assert Keyword.FLYING in board.permanent("archer").abilities
    assert board.permanent("archer").current_power == 3
    verdict = is_legal_blocks(board, rules=RuleSet.CURRENT)
    found = sorted((v.rule, v.objects[0]) for v in verdict.violations)
    assert found == [("509.1b", "rogue"), ("702.111b", "drake"), ("702.111b", "rogue")]
    # The archer may block the flying drake (its flying is granted by the lord,
    # which gives it to other Elves only): menace alone stops it.
    archer = is_legal_blocks(board, BlockDeclaration.parse("archer: drake"))
    assert [v.rule for v in archer.violations] == ["702.111b"]
    lord = is_legal_blocks(board, BlockDeclaration.parse("lord: drake"))
    assert sorted(v.rule for v in lord.violations) == ["702.111b", "702.9b"]


def test_611_3a_elvish_champion_dies_first_and_its_elf_follows() -> None:
    path = REAL / "elvish_champion_dies_first.toml"
    result = CliRunner().invoke(cli, ["resolve", str(path), "--json"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.output)
    zones = {pid: p["zone"] for pid, p in doc["permanents"].items()}
    assert zones == {
        "knight": "battlefield",
        "bear": "battlefield",
        "champion": "graveyard",
        "elves": "graveyard",
    }
    kinds = [(e["kind"], e.get("affected") or e.get("permanent")) for e in doc["events"]]
    ends = kinds.index(("effect_ends", "elves"))
    assert kinds.index(("put_into_graveyard", "champion")) < ends
    regular = len(kinds) - 1 - kinds[::-1].index(("step", None))
    assert ends < kinds.index(("destroyed", "elves")) < regular
    # Without the lord the Elf's one damage is lethal; the bear then deals nothing (509.1h).
    board = load_scenario(path).board
    assert board.permanent("elves").current_toughness == 2
    assert board.permanent("elves").zone is Zone.BATTLEFIELD


def _card_board(extra: str = "") -> str:
    return f"""
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "brigade"
card = "Foriysian Brigade"
controller = "B"
{extra}
[[permanents]]
id = "thorn"
card = "Thorn Elemental"
controller = "A"
"""


def test_509_1a_card_text_gives_the_brigade_its_extra_block_and_a_stated_field_wins() -> None:
    from mtgcombat.scenario.load import parse_scenario  # noqa: PLC0415

    board = parse_scenario(_card_board()).board
    assert board.permanent("brigade").can_block_additional == 1  # from its Oracle text
    assert board.permanent("thorn").assign_as_though_unblocked  # 510.1c option, from text
    stated = parse_scenario(_card_board("can_block_additional = 1")).board
    assert stated.permanent("brigade").can_block_additional == 1  # not 1 + 1
    none = parse_scenario(_card_board("can_block_additional = 0")).board
    assert none.permanent("brigade").can_block_additional == 0


def _one_ability(entry: str) -> str:
    return f"""
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "x"
controller = "A"
power = 2
toughness = 2
attacking = "B"
abilities = [{entry}]
"""


def test_an_abilities_entry_is_a_sentence_or_a_table(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(_one_ability("123"), encoding="utf-8")
    result = CliRunner().invoke(cli, ["resolve", str(path), "--auto"])
    assert result.exit_code == 2
    assert 'permanents[0] "x".abilities: entry 0 must be a sentence' in result.output
    assert len(result.output.strip().splitlines()) == 1


def test_a_written_sentence_with_no_combat_meaning_is_noted(tmp_path: Path) -> None:
    path = tmp_path / "etb.toml"
    path.write_text(_one_ability('"When this creature enters, draw a card."'), encoding="utf-8")
    result = CliRunner().invoke(cli, ["resolve", str(path), "--auto", "--lang", "en"])
    assert result.exit_code == 0, result.output
    assert (
        'note: x: "When this creature enters, draw a card." has no effect on blocks or combat '
        "damage" in result.output
    )


def test_702_164b_a_granted_toxic_adds_to_the_total_toxic_value() -> None:
    from mtgcombat.scenario.load import parse_scenario  # noqa: PLC0415

    text = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "rat"
controller = "A"
power = 1
toughness = 1
keywords = ["Toxic 1"]
attacking = "B"
[[permanents]]
id = "banner"
controller = "A"
types = ["artifact"]
abilities = [{ kind = "static_effect", affected = { controller = "you" }, grants = ["Toxic 2"] }]
"""
    board = parse_scenario(text).board
    assert board.permanent("rat").total_toxic == 3
    from mtgcombat.rules.combat import resolve_combat  # noqa: PLC0415

    after = resolve_combat(board, RuleSet.CURRENT, auto=True).board
    assert after.player("B").poison == 3 and after.player("B").life == 19


_HUNDRED = "As long as Hundred-Handed One is monstrous, it has reach and can block an additional ninety-nine creatures each combat."  # noqa: E501


def _hundred_board(monstrous: bool) -> str:
    attackers = "".join(
        f"""
[[permanents]]
id = "a{i}"
controller = "A"
power = 1
toughness = 1
attacking = "B"
"""
        for i in range(1, 4)
    )
    return f"""
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "giant"
card = "Hundred-Handed One"
controller = "B"
monstrous = {str(monstrous).lower()}
{attackers}
[[permanents]]
id = "drake"
controller = "A"
power = 2
toughness = 2
keywords = ["flying"]
attacking = "B"
"""


def test_701_37b_509_1a_parser_reads_monstrous_condition_as_a_conditional_effect() -> None:
    from mtgcombat.core.abilities import SourceIs, StaticEffect  # noqa: PLC0415
    from mtgcombat.text import ability_from_json, ability_to_json, parse_sentence  # noqa: PLC0415

    parsed = parse_sentence(_HUNDRED, name="Hundred-Handed One")
    assert parsed.status == "modelled", parsed.error
    (effect,) = parsed.traits.statics
    assert isinstance(effect, StaticEffect)
    assert effect.grants == (Keyword.REACH,)
    assert effect.block_additional == 99
    assert isinstance(effect.condition, SourceIs)
    assert effect.condition.selector.monstrous is True
    assert "can block an additional 99 creatures each combat as long as it is monstrous" in str(
        effect
    )
    assert ability_from_json(ability_to_json(effect)) == effect
    digits = parse_sentence(
        "As long as ~ is monstrous, it can block an additional 2 creatures each combat."
    )
    assert digits.status == "modelled", digits.error
    assert [s.block_additional for s in digits.traits.statics] == [2]  # type: ignore[union-attr]


def test_701_37b_509_1a_monstrous_hundred_handed_one_blocks_a_hundred() -> None:
    from mtgcombat.rules.blocks import capacity  # noqa: PLC0415
    from mtgcombat.scenario.load import parse_scenario  # noqa: PLC0415

    board = parse_scenario(_hundred_board(True)).board
    giant = board.permanent("giant")
    assert giant.monstrous
    assert capacity(giant) == 100
    assert Keyword.REACH in giant.abilities
    three = is_legal_blocks(board, BlockDeclaration.parse("giant: a1 a2 a3"))
    assert three.legal, three.violations
    flier = is_legal_blocks(board, BlockDeclaration.parse("giant: drake"))
    assert flier.legal, flier.violations


def test_509_1a_702_9b_hundred_handed_one_not_monstrous_blocks_one_without_reach() -> None:
    from mtgcombat.rules.blocks import capacity  # noqa: PLC0415
    from mtgcombat.scenario.load import parse_scenario  # noqa: PLC0415

    board = parse_scenario(_hundred_board(False)).board
    giant = board.permanent("giant")
    assert capacity(giant) == 1
    assert Keyword.REACH not in giant.abilities
    assert giant.can_block_additional == 0
    two = is_legal_blocks(board, BlockDeclaration.parse("giant: a1 a2"))
    assert "509.1a" in [v.rule for v in two.violations]
    flier = is_legal_blocks(board, BlockDeclaration.parse("giant: drake"))
    assert [v.rule for v in flier.violations] == ["702.9b"]


def test_701_37b_effect_is_undone_when_hundred_handed_one_stops_being_monstrous() -> None:
    import dataclasses  # noqa: PLC0415

    from mtgcombat.rules.effects import apply_static_effects  # noqa: PLC0415
    from mtgcombat.scenario.load import parse_scenario  # noqa: PLC0415

    board = parse_scenario(_hundred_board(True)).board
    giant = board.permanent("giant")
    plain = dataclasses.replace(giant, monstrous=False)
    after = apply_static_effects(
        board.with_permanents(plain if p.id == "giant" else p for p in board.permanents)
    )
    assert after.permanent("giant").can_block_additional == 0
    assert Keyword.REACH not in after.permanent("giant").abilities
    again = apply_static_effects(
        after.with_permanents(giant if p.id == "giant" else p for p in after.permanents)
    )
    assert again.permanent("giant").can_block_additional == 99  # not 198: undone, then redone


def test_cards_show_hundred_handed_one_models_its_monstrous_sentence() -> None:
    result = CliRunner().invoke(cli, ["cards", "show", "Hundred-Handed One", "--lang", "en"])
    assert result.exit_code == 0, result.output
    assert "can block an additional 99 creatures each combat as long as it is monstrous" in (
        result.output
    )
    assert "not modelled" not in result.output
    assert _HUNDRED in result.output


def test_509_1a_blocks_command_accepts_monstrous_hundred_handed_one_on_three(
    tmp_path: Path,
) -> None:
    text = _hundred_board(True).replace(
        "monstrous = true", 'monstrous = true\nblocking = ["a1", "a2", "a3"]'
    )
    path = tmp_path / "hundred.toml"
    path.write_text(text, encoding="utf-8")
    for rules in ("2023", "current"):
        result = CliRunner().invoke(cli, ["blocks", str(path), "--rules", rules, "--json"])
        assert result.exit_code == 0, result.output
    plain = tmp_path / "plain.toml"
    plain.write_text(text.replace("monstrous = true", "monstrous = false"), encoding="utf-8")
    result = CliRunner().invoke(cli, ["blocks", str(plain), "--json"])
    assert result.exit_code == 1, result.output
    assert "509.1a" in result.output


def test_511_2_ohran_viper_and_thicket_basilisk_destroy_at_end_of_combat() -> None:
    """603.7, 511.2: the catalog's Ohran Viper (a combat damage trigger) and
    Thicket Basilisk (a block trigger) destroy their blockers at end of
    combat; 510.3a: the Ninja's draw triggers and resolves in the step."""
    path = REAL / "ohran_viper_and_thicket_basilisk.toml"
    result = CliRunner().invoke(cli, ["resolve", str(path), "--json", "--auto"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.output)
    assert doc["permanents"]["bear"]["zone"] == "graveyard"
    assert doc["permanents"]["ogre"]["zone"] == "graveyard"
    destroyed = [
        (e["rule"], e["permanent"]) for e in doc["events"] if e["kind"] == "destroyed_by_effect"
    ]
    assert destroyed == [("511.2", "bear"), ("511.2", "ogre")]
    draws = [
        e for e in doc["events"] if e["kind"] == "combat_damage_trigger" and e["source"] == "ninja"
    ]
    assert [(d["recipient"], d["amount"], d["effect"]) for d in draws] == [
        ("B", 2, "you may: you draw 1 card(s)")
    ]
    # and it resolves in the step (510.3a): the draw is an event
    assert [(e["rule"], e["player"]) for e in doc["events"] if e["kind"] == "cards_drawn"] == [
        ("121.1", "A")
    ]
