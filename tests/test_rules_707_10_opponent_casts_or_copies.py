"""Issue 33 (session 10): "whenever an opponent casts or copies an instant
or sorcery spell, they lose 1 life" (Mage Hunter). A copy of a spell is
not cast (707.10) and the engine copies no spell, so the line triggers on
the timeline's spells its controller's opponents cast (601.2i), "they"
being the caster. Each test has a control where the line must not apply."""

from __future__ import annotations

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers)
from helpers import instants_catalog
from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence

CATALOG = instants_catalog({})
HUNTER = "Whenever an opponent casts or copies an instant or sorcery spell, they lose 1 life."


def test_707_10_casts_or_copies_is_read() -> None:
    parsed = parse_sentence(HUNTER)
    assert parsed.status == "modelled"
    [value] = parsed.traits.abilities
    assert isinstance(value, BlockTrigger)
    assert value.events == ("cast_spell_opponent",)
    assert str(value).endswith("that player loses 1 life")
    assert "そのプレイヤーは1点のライフを失う" in describe_value(value, "ja")
    # control: "that targets ~" with "or copies" is not read
    heroic = "Whenever a player casts or copies a spell that targets ~, they lose 1 life."
    assert parse_sentence(heroic).status == "unmodelled"


def _play(caster: str):  # type: ignore[no-untyped-def]
    text = (
        'active_player = "A"\n[players.A]\n[players.B]\n'
        '[[permanents]]\nid = "bear"\ncontroller = "A"\npower = 2\ntoughness = 2\n'
        'attacking = "B"\n'
        f'[[permanents]]\nid = "hunter"\ncontroller = "B"\npower = 3\ntoughness = 4\n'
        f'abilities = ["{HUNTER}"]\n'
        '[[timeline]]\nafter = "declare-blockers"\ncard = "Giant Growth"\ntargets = ["bear"]\n'
        f'controller = "{caster}"\n'
    )
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, "current", scenario.timeline, auto=True)


def test_707_10_an_opponents_instant_costs_them_a_life() -> None:
    result = _play("A")
    assert result.board.player("A").life == 19
    assert result.board.player("B").life == 15  # the 5/5 bear
    # control: B, the hunter's controller, casts it: no trigger
    control = _play("B")
    assert control.board.player("B").life == 15
    assert control.board.player("A").life == 20
