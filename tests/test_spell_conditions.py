"""Sentences of instants that apply only if a condition holds as the spell
reaches them (608.2c): "If you control a Swamp, ...", "If it's a Vampire,
it gains first strike ...", "If it's a Human, instead it gets +3/+3 ...",
"If you cast this spell during your main phase, ..." (never, in combat).
Real cards' texts; each rule test with its control (the condition false)."""

from __future__ import annotations

import json

import pytest

from helpers import instants_catalog
from mtgcombat.core.abilities import Keyword
from mtgcombat.core.events import PowerToughnessChanged
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import PhaseResult, run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import parse_spell, spell_from_json, spell_to_json

CARDS = {
    "Vampire's Zeal": (
        "Target creature gets +2/+2 until end of turn. If it's a Vampire, it gains first strike "
        "until end of turn."
    ),
    "Flare of Faith": (
        "Target creature gets +2/+2 until end of turn. If it's a Human, instead it gets +3/+3 "
        "and gains indestructible until end of turn."
    ),
    "For the Family": (
        "Target creature gets +2/+2 until end of turn. If you control four or more creatures, "
        "that creature gets +4/+4 until end of turn instead."
    ),
    "Might of Old Krosa": (
        "Target creature gets +2/+2 until end of turn. If you cast this spell during your main "
        "phase, that creature gets +4/+4 until end of turn instead."
    ),
    "Blessing of Belzenlok": (
        "Target creature gets +2/+1 until end of turn. If it's legendary, it also gains lifelink "
        "until end of turn."
    ),
}
CATALOG = instants_catalog(CARDS)


@pytest.mark.parametrize("name", sorted(CARDS))
def test_608_2c_conditional_sentences_read(name: str) -> None:
    card = read_spell_card(CARDS[name], name)
    assert card.fully_modelled, card.problems


def test_608_2c_conditions_not_carried_out_stay_refused() -> None:
    # "instead" alone names no earlier sentence; several targets each with a condition
    with pytest.raises(ValueError):
        parse_spell("If it's your turn, target creature gets +2/+2 until end of turn instead.")
    text = (
        "Up to two target creatures each get +1/+1 until end of turn. If it's a Vampire, it "
        "gains flying until end of turn."
    )
    assert not read_spell_card(text, "Two Bats").fully_modelled
    # "if you control" counts the caster's permanents only
    condition = parse_spell("If you control a Swamp, destroy target nonblack creature.")
    assert "you control" in str(condition.effects[0].condition.selector)  # type: ignore[union-attr]


BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bear"
controller = "A"
card = "Grizzly Bears"
attacking = "B"
[[permanents]]
id = "giant"
controller = "B"
power = 3
toughness = 3
blocking = ["bear"]
"""


def _entry(card: str) -> str:
    return (
        f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ntargets = ["bear"]\n'
        'controller = "A"\n'
    )


def _run(text: str) -> PhaseResult:
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)


def _pumps(result: PhaseResult) -> list[tuple[int, int]]:
    return [(e.power, e.toughness) for e in result.events if isinstance(e, PowerToughnessChanged)]


def test_608_2c_vampires_zeal_first_strike_only_for_a_vampire() -> None:
    vampire = BOARD.replace(
        'card = "Grizzly Bears"\n', 'card = "Grizzly Bears"\nsubtypes = ["vampire"]\n'
    )
    after = _run(vampire + _entry("Vampire's Zeal")).board
    assert Keyword.FIRST_STRIKE in after.permanent("bear").abilities
    assert after.permanent("bear").damage == 0  # the 4/4 first striker kills the giant first
    # control: a Bear is no Vampire, the 4/4 trades damage with the giant and lives
    plain = _run(BOARD + _entry("Vampire's Zeal")).board
    assert Keyword.FIRST_STRIKE not in plain.permanent("bear").abilities
    assert plain.permanent("bear").damage == 3


def test_608_2c_for_the_family_counts_the_casters_creatures_as_it_resolves() -> None:
    many = BOARD + "".join(
        f'\n[[permanents]]\nid = "elf{i}"\ncontroller = "A"\npower = 1\ntoughness = 1\n'
        for i in range(3)
    )
    after = _run(many + _entry("For the Family"))
    assert after.board.player("B").life == 20
    pumps = _pumps(after)
    assert pumps == [(4, 4)]  # instead of +2/+2 (four creatures)
    control = _run(BOARD + _entry("For the Family"))
    assert _pumps(control) == [(2, 2)]


def test_505_1_might_of_old_krosa_is_never_cast_in_a_main_phase_here() -> None:
    result = _run(BOARD + _entry("Might of Old Krosa"))
    pumps = _pumps(result)
    assert pumps == [(2, 2)]  # combat is no main phase: the +2/+2, not +4/+4
    assert read_spell_card(CARDS["Might of Old Krosa"], "Might of Old Krosa").fully_modelled


def test_608_2c_flare_of_faith_instead_for_a_human() -> None:
    human = BOARD.replace(
        'card = "Grizzly Bears"\n', 'card = "Grizzly Bears"\nsubtypes = ["human"]\n'
    )
    after = _run(human + _entry("Flare of Faith")).board
    bear = after.permanent("bear")
    assert bear.power == 5 and Keyword.INDESTRUCTIBLE in bear.abilities
    plain = _run(BOARD + _entry("Flare of Faith")).board.permanent("bear")  # control
    assert plain.power == 4 and Keyword.INDESTRUCTIBLE not in plain.abilities


def test_608_2c_a_conditional_spell_survives_the_json_round_trip() -> None:
    # the parse cache and the card index keep spells as JSON (cards import)
    for text in (
        "If you control a Swamp, destroy target nonblack creature.",
        "If it's your turn, creatures you control get +1/+1 until end of turn.",
    ):
        spell = parse_spell(text)
        assert spell_from_json(json.loads(json.dumps(spell_to_json(spell)))) == spell
