"""A timeline card's choices given by the entry: ``x`` (107.3a: the value
of X announced as the spell is cast, 601.2b) and ``color`` ("protection
from the color of your choice", 608.2d). The text is read with them written
in; a choice missing, or given for a text that does not ask for it, is a
one-line error (English and Japanese)."""

from __future__ import annotations

import pytest

from mtgcombat.cards.catalog import BUILTIN, Card, Catalog
from mtgcombat.core.model import Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spell_choices import choices_needed, with_choices

DEATH_WIND = Card(name="Death Wind", types=("instant",),
                  text="Target creature gets -X/-X until end of turn.")  # fmt: skip
GODS_WILLING = Card(name="Gods Willing", types=("instant",), text=(
    "Target creature you control gains protection from the color of your choice until end of "
    "turn. (It can't be blocked, targeted, dealt damage, enchanted, or equipped by anything of "
    "that color.)\nScry 1."))  # fmt: skip
GLIMPSE = Card(name="Glimpse the Sun God", types=("instant",),
               text="Tap X target creatures. Scry 1.")  # fmt: skip
CATALOG = BUILTIN.plus(Catalog.of([DEATH_WIND, GODS_WILLING, GLIMPSE]))

FIGHT = """
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
id = "ogre"
controller = "B"
power = 3
toughness = 3
colors = ["red"]
blocking = ["bear"]
"""


def _entry(card: str, extra: str, controller: str = "A", targets: str = '["bear"]') -> str:
    return (
        f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ntargets = {targets}\n'
        f'controller = "{controller}"\n{extra}\n'
    )


def _play(text: str) -> dict[str, Zone]:
    scenario = parse_scenario(text, catalog=CATALOG)
    board = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    return {p.id: p.zone for p in board.permanents}


def test_107_3a_the_text_is_read_with_x_and_the_color_written_in() -> None:
    assert choices_needed(DEATH_WIND.text) == {"x"}
    assert choices_needed(GODS_WILLING.text) == {"color"}
    spell = read_spell_card(with_choices(DEATH_WIND.text, x=3), "Death Wind").spell()
    assert [str(e) for e in spell.effects] == ["the target gets -3/-3 until end of turn"]
    tap = read_spell_card(with_choices(GLIMPSE.text, x=2), GLIMPSE.name).spell()
    assert tap.count == (2, 2)  # "Tap X target creatures": X targets (601.2c)
    # control: an X the card defines is not the entry's to choose
    assert choices_needed("Target creature gets +X/+X until end of turn, where X is the number "
                          "of creatures you control.") == frozenset()  # fmt: skip


def test_107_3a_death_wind_with_x_3_kills_the_ogre_with_a_control() -> None:
    zones = _play(FIGHT + _entry("Death Wind", "x = 3", targets='["ogre"]'))
    assert zones["ogre"] is Zone.GRAVEYARD and zones["bear"] is Zone.BATTLEFIELD
    # control: X = 1 leaves a 2/2 ogre, which trades with the bear
    zones = _play(FIGHT + _entry("Death Wind", "x = 1", targets='["ogre"]'))
    assert zones["ogre"] is Zone.GRAVEYARD and zones["bear"] is Zone.GRAVEYARD


def test_702_16_protection_from_the_color_chosen_saves_the_bear_with_a_control() -> None:
    assert _play(FIGHT + _entry("Gods Willing", 'color = "red"'))["bear"] is Zone.BATTLEFIELD
    # control: protection from blue does not stop the red ogre's damage
    assert _play(FIGHT + _entry("Gods Willing", 'color = "blue"'))["bear"] is Zone.GRAVEYARD


@pytest.mark.parametrize(
    ("card", "extra", "field", "key"),
    [
        ("Death Wind", "", "timeline[0].x", "timeline_x_needed"),
        ("Giant Growth", "x = 2", "timeline[0].x", "timeline_x_none"),
        ("Gods Willing", "", "timeline[0].color", "timeline_color_needed"),
        ("Giant Growth", 'color = "red"', "timeline[0].color", "timeline_color_none"),
    ],
)
def test_601_2b_a_choice_missing_or_not_asked_for_is_refused(
    card: str, extra: str, field: str, key: str
) -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(FIGHT + _entry(card, extra), catalog=CATALOG)
    assert err.value.field_path == field and err.value.key == key
    english, japanese = err.value.message("en"), err.value.message("ja")
    assert len(english.splitlines()) == 1 and len(japanese.splitlines()) == 1
    assert english != japanese
