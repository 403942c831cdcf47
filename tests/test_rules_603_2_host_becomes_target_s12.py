"""Issue 33 §3 (session 12): an Aura's trigger on its host becoming the
target of a spell (601.2c, 603.2; the host 303.4): "When enchanted creature
becomes the target of a spell or ability, destroy ~ / sacrifice ~ / destroy
that creature / exile that creature" (Ice Cage, Illusionary Armor, Spinal
Graft, Crystallization). The trigger resolves before the spell (603.3,
608.1). Each test has a control where the line must not apply."""

from __future__ import annotations

import pytest

from helpers import read_trigger
from mtgcombat.core.abilities import (
    BlockTrigger,
    DestroyEffect,
    ExileEffect,
    SacrificeEffect,
)
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text import parse_sentence

HEAD = 'active_player = "A"\n[players.A]\n[players.B]\n'
CAGE = "When enchanted creature becomes the target of a spell or ability, destroy ~."
ARMOR = "When enchanted creature becomes the target of a spell or ability, sacrifice ~."
GRAFT = (
    "When enchanted creature becomes the target of a spell or ability, destroy that creature. "
    "It can't be regenerated."
)


def _board(line: str, *, attached: str = "bear", aura_pt: str = "") -> str:
    """B's bear blocking A's 3/3 giant; B's Aura with ``line`` on ``attached``."""
    pump = f', "Enchanted creature gets {aura_pt}."' if aura_pt else ""
    return (
        HEAD
        + f"""
[[permanents]]
id = "giant"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
blocking = ["giant"]
[[permanents]]
id = "other"
controller = "B"
power = 1
toughness = 1
[[permanents]]
id = "aura"
controller = "B"
types = ["enchantment"]
subtypes = ["Aura"]
attached_to = "{attached}"
abilities = ["{line}"{pump}]
"""
    )


def _shock(target: str) -> str:
    return (
        '[[timeline]]\nafter = "declare-blockers"\n'
        'effect = "~ deals 2 damage to any target."\n'
        f'targets = ["{target}"]\ncontroller = "A"\n'
    )


def _play(text: str):  # type: ignore[no-untyped-def]
    scenario = parse_scenario(text)
    return run_combat(scenario.board, "current", scenario.timeline, auto=True)


# -- the parser -------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "effect"),
    [
        (CAGE, DestroyEffect("self")),
        (ARMOR, SacrificeEffect("self")),
        (GRAFT, DestroyEffect("it", regenerate=False)),
        (
            "When enchanted creature becomes the target of a spell or ability, "
            "exile that creature.",
            ExileEffect("it"),
        ),
    ],
)
def test_603_2_parser_reads_the_hosts_target_trigger(line: str, effect: object) -> None:
    trigger = read_trigger(line)
    assert trigger.events == ("becomes_target",)
    assert trigger.subject is not None and trigger.subject.host
    assert trigger.effects == (effect,)


def test_603_2_parser_reads_a_spell_only_and_an_opponents_spell() -> None:
    spell = read_trigger("When enchanted creature becomes the target of a spell, sacrifice ~.")
    assert spell.events == ("becomes_target_of_spell",)
    theirs = read_trigger(
        "When equipped creature becomes the target of a spell an opponent controls, sacrifice ~."
    )
    assert theirs.events == ("becomes_target_of_spell_opponent",)


@pytest.mark.parametrize(
    "line",
    [
        # the Aura's controller can't sacrifice another player's creature (701.21a)
        "When enchanted creature becomes the target of a spell or ability, "
        "sacrifice that creature.",
        # a change of control is not carried out
        "Whenever enchanted creature becomes the target of a spell or ability, that spell or "
        "ability's controller gains control of that creature.",
        "When enchanted creature becomes the target of a spell, you may destroy ~.",
    ],
)
def test_603_2_parser_leaves_other_effects_unmodelled(line: str) -> None:
    parsed = parse_sentence(line, name="Testcat")
    assert parsed.status == "unmodelled"


# -- the rules --------------------------------------------------------------


def test_603_2_shock_on_the_armored_blocker_sacrifices_the_armor_first() -> None:
    # the bear is a 6/6 with the armor: sacrificed, it is a 2/2 and Shock kills it
    result = _play(_board(ARMOR, aura_pt="+4/+4") + _shock("bear"))
    board = result.board
    assert board.permanent("aura").zone.value == "graveyard"
    assert board.permanent("bear").zone.value == "graveyard"
    assert board.permanent("giant").damage == 0
    kinds = [e.kind for e in result.events]
    assert kinds.index("trigger_resolves") < kinds.index("sacrificed")
    # control: Shock on another creature of B: the armor stays, the 6/6 bear kills the giant
    control = _play(_board(ARMOR, aura_pt="+4/+4") + _shock("other")).board
    assert control.permanent("aura").zone.value == "battlefield"
    assert control.permanent("bear").zone.value == "battlefield"
    assert control.permanent("giant").zone.value == "graveyard"


def test_603_2_the_trigger_destroys_the_host_that_cannot_regenerate() -> None:
    shielded = _board(GRAFT, aura_pt="+3/+3").replace(
        'blocking = ["giant"]', 'blocking = ["giant"]\nregeneration_shields = 1'
    )
    result = _play(shielded + _shock("bear"))
    assert result.board.permanent("bear").zone.value == "graveyard"
    assert not any(e.kind == "regenerated" for e in result.events)
    assert result.board.permanent("giant").damage == 0
    # control: the Aura on another creature: Shock's lethal damage is regenerated (701.19)
    other = shielded.replace('attached_to = "bear"', 'attached_to = "other"')
    control = _play(other + _shock("bear"))
    assert control.board.permanent("other").zone.value == "battlefield"
    assert control.board.permanent("bear").zone.value == "battlefield"
    assert any(e.kind == "regenerated" for e in control.events)


def test_603_2_the_event_in_japanese_names_the_host() -> None:
    result = _play(_board(CAGE) + _shock("bear"))
    said = [describe_event(e, "ja") for e in result.events if e.kind == "trigger_resolves"]
    assert said and "bear" in said[0]
    assert result.board.permanent("aura").zone.value == "graveyard"


def test_603_2_an_abilitys_target_on_the_host_is_refused() -> None:
    chooser = (
        '[[permanents]]\nid = "sky"\ncontroller = "A"\npower = 1\ntoughness = 1\n'
        'abilities = ["Whenever ~ attacks, you may tap target creature."]\n'
        'choices = { targets = ["bear"] }\n'
    )
    text = _board(CAGE).replace('attacking = "B"\n', 'attacking = "B"\n', 1) + chooser
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(text.replace('id = "sky"', 'id = "sky"\nattacking = "B"'))
    assert caught.value.key == "choice_target_becomes_target"
    # control: "of a spell" only is not triggered by an ability's target
    spell_only = CAGE.replace("a spell or ability", "a spell")
    board = parse_scenario(
        _board(spell_only) + chooser.replace('id = "sky"', 'id = "sky"\nattacking = "B"')
    ).board
    assert board.permanent("aura").attached_to == "bear"


def test_603_2_the_trigger_value_prints_the_host() -> None:
    assert isinstance(read_trigger(CAGE), BlockTrigger)
    assert str(read_trigger(CAGE)).startswith("whenever the creature it is attached to becomes")
