"""Issue 33 (session 11): "whenever ~ becomes the target of a spell (or
ability) an opponent controls, EFFECT" triggers on a spell of an opponent of
the permanent's controller only (102.2, 601.2c), and "that spell's
controller" / "that spell or ability's controller" is the spell's caster,
the trigger's "that player" (601.2c, 603.3). Each resolves before the spell
(603.3, 608.1); each test has a control where the line must not apply."""

from __future__ import annotations

import pytest

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers)
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text import parse_sentence

HEAD = 'active_player = "A"\n[players.A]\n[players.B]\n'


def _board(line: str, choices: str = "") -> str:
    return HEAD + (
        '[[permanents]]\nid = "bear"\ncontroller = "A"\npower = 2\ntoughness = 2\n'
        f'attacking = "B"\n{choices}'
        '[[permanents]]\nid = "opal"\ncontroller = "B"\npower = 1\ntoughness = 4\n'
        f'abilities = ["{line}"]\nblocking = ["bear"]\n'
    )


def _cast(card: str, target: str, controller: str) -> str:
    return (
        f'[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ntargets = ["{target}"]\n'
        f'controller = "{controller}"\n'
    )


def _play(text: str):  # type: ignore[no-untyped-def]
    scenario = parse_scenario(text)
    return run_combat(scenario.board, "current", scenario.timeline, auto=True)


LOSES = (
    "Whenever ~ becomes the target of a spell or ability an opponent controls, that player "
    "loses 4 life."
)


@pytest.mark.parametrize(
    ("sentence", "ja"),
    [
        (LOSES, "対戦相手がコントロールする呪文や能力の対象になる"),
        ("When ~ becomes the target of a spell or ability an opponent controls, exile ~.",
         "対戦相手がコントロールする呪文や能力の対象になる"),
        ("Whenever ~ becomes the target of a spell an opponent controls, put a +1/+1 counter "
         "on ~.", "対戦相手がコントロールする呪文の対象になる"),
        ("Whenever ~ becomes the target of a spell, ~ deals 2 damage to that spell's "
         "controller.", "呪文の対象になる"),
        ("Whenever ~ becomes the target of a spell or ability, ~ deals 3 damage to that spell "
         "or ability's controller.", "呪文や能力の対象になる"),
    ],
)  # fmt: skip
def test_601_2c_opponent_target_triggers_are_read(sentence: str, ja: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled"
    [value] = parsed.traits.abilities
    words = describe_value(value, "ja")
    assert ja in words
    assert not any(c.isascii() and c.isalpha() for c in words), words


@pytest.mark.parametrize(
    "sentence",
    [
        # countering the spell (701.6) and a land sacrificed by its caster are not carried out
        "Whenever ~ becomes the target of a spell an opponent controls, counter that spell "
        "unless its controller discards a card.",
        "Whenever ~ becomes the target of a spell or ability, that spell or ability's "
        "controller sacrifices a land.",
    ],
)
def test_601_2c_target_triggers_not_carried_out_stay_refused(sentence: str) -> None:
    assert parse_sentence(sentence).status == "unmodelled"


def test_102_2_an_opponents_spell_makes_its_caster_lose_life() -> None:
    result = _play(_board(LOSES) + _cast("Shock", "opal", "A"))
    assert result.board.player("A").life == 16
    # Shock's 2 and the bear's 2 in the combat damage step: the 1/4 opal dies
    assert result.board.permanent("opal").zone.value == "graveyard"
    # control: B's own spell on the opal is no opponent's (102.2): no trigger
    control = _play(_board(LOSES) + _cast("Giant Growth", "opal", "B"))
    assert control.board.player("A").life == 20
    assert "trigger_resolves" not in [e.kind for e in control.events]
    # the 4/7 opal kills the bear
    assert control.board.permanent("bear").zone.value == "graveyard"


def test_406_2_an_opponents_spell_exiles_the_blocker() -> None:
    line = "When ~ becomes the target of a spell or ability an opponent controls, exile ~."
    result = _play(_board(line) + _cast("Giant Growth", "opal", "A"))
    assert result.board.permanent("opal").zone.value == "exile"
    assert result.board.player("B").life == 20  # the bear stays blocked (509.1h)
    # control: its controller's own spell: the opal stays, a 4/7 blocker
    control = _play(_board(line) + _cast("Giant Growth", "opal", "B"))
    assert control.board.permanent("opal").zone.value == "battlefield"
    assert control.board.permanent("opal").current_power == 4


def test_601_2c_that_spells_controller_is_its_caster_even_its_own_controller() -> None:
    # Bonecrusher Giant's wording: any spell; B targets its own opal, so B is
    # dealt 2 (120.3) before Giant Growth resolves
    line = "Whenever ~ becomes the target of a spell, ~ deals 2 damage to that spell's controller."
    own = _play(_board(line) + _cast("Giant Growth", "opal", "B"))
    assert (own.board.player("A").life, own.board.player("B").life) == (20, 18)
    theirs = _play(_board(line) + _cast("Shock", "opal", "A"))
    assert (theirs.board.player("A").life, theirs.board.player("B").life) == (18, 20)
    # control: Shock aimed at B does not target the opal: no trigger
    control = _play(_board(line) + _cast("Shock", "B", "A"))
    assert (control.board.player("A").life, control.board.player("B").life) == (20, 18)
    assert "trigger_resolves" not in [e.kind for e in control.events]


def test_603_2_an_ability_targeting_it_is_refused() -> None:
    # the engine carries the trigger out for spells only: an ability's
    # target on it is refused, not played without the trigger
    choices = 'choices = { targets = ["opal"] }\n'
    with pytest.raises(ScenarioError):
        parse_scenario(_board(LOSES, choices))
