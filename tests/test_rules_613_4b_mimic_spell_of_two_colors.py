"""Issue 33 (session 9): the Shadowmoor Mimics, "Whenever you cast a spell
that's both red and white, ~ has base power and toughness 4/2 until end of
turn and gains first strike until end of turn" (Battlegate, Nightsky,
Riverfall, Shorecrasher and Woodlurker Mimic).

A spell is "both red and white" when each of the two is among its colors
(105.2, 202.2); the ability triggers as it is cast (601.2i) and resolves
before it (603.3). The Mimic's base power and toughness are set in layer 7b
(613.4b), its keyword granted in layer 6 (613.1f); "can't be blocked this
turn" (509.1b) matters to a spell cast before blockers are declared. Each
rules test has a control where the line must not apply.
"""

from __future__ import annotations

import pytest

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers)
from mtgcombat.cards.catalog import BUILTIN, Card, Catalog
from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.timeline import run_combat
from mtgcombat.rules.timeline_entries import TimelineError
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence

BATTLEGATE = (
    "Whenever you cast a spell that's both red and white, ~ has base power and toughness 4/2 "
    "until end of turn and gains first strike until end of turn."
)
RIVERFALL = (
    "Whenever you cast a spell that's both blue and red, ~ has base power and toughness 3/3 "
    "until end of turn and can't be blocked this turn."
)
SHOCK = "~ deals 2 damage to any target."
CATALOG = BUILTIN.plus(
    Catalog.of(
        [
            Card(name="Boros Shock", types=("instant",), colors=("red", "white"), text=SHOCK),
            Card(name="Red Shock", types=("instant",), colors=("red",), text=SHOCK),
            Card(name="Izzet Shock", types=("instant",), colors=("blue", "red"), text=SHOCK),
        ]
    )
)


def _board(line: str, card: str, after: str = "declare-blockers", block: bool = True) -> str:
    blocking = 'blocking = ["mimic"]\n' if block else ""
    return (
        'active_player = "A"\n[players.A]\n[players.B]\n'
        '[[permanents]]\nid = "mimic"\ncontroller = "A"\npower = 2\ntoughness = 1\n'
        f'attacking = "B"\nabilities = ["{line}"]\n'
        '[[permanents]]\nid = "giant"\ncontroller = "B"\npower = 3\ntoughness = 3\n'
        f"{blocking}"
        f'[[timeline]]\nafter = "{after}"\ncard = "{card}"\ntargets = ["B"]\ncontroller = "A"\n'
    )


def _play(text: str):  # type: ignore[no-untyped-def]
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, "current", scenario.timeline, auto=True)


# -- the parser ------------------------------------------------------------------------


def test_parser_reads_a_spell_of_both_colors_and_the_mimics_effects() -> None:
    [battlegate] = parse_sentence(BATTLEGATE).traits.abilities
    assert isinstance(battlegate, BlockTrigger) and battlegate.other is not None
    assert battlegate.other.colors == frozenset({"red", "white"})
    assert str(battlegate) == (
        "whenever you cast a red and white spell, it has base power and toughness 4/2 until "
        "end of turn and it gains first strike until end of turn"
    )
    assert parse_sentence(RIVERFALL).status == "modelled"
    assert "赤と白の両方である呪文" in describe_value(battlegate, "ja")


@pytest.mark.parametrize(
    "line",
    [
        # controls: a color that is no color, and the same color twice
        "Whenever you cast a spell that's both red and tiny, ~ gets +1/+1 until end of turn.",
        "Whenever you cast a spell that's both red and red, ~ gets +1/+1 until end of turn.",
    ],
)
def test_parser_control_no_two_colors_is_not_read(line: str) -> None:
    assert parse_sentence(line).status != "modelled"


# -- the rules -------------------------------------------------------------------------


def test_613_4b_a_red_and_white_spell_makes_the_mimic_a_4_2_first_striker() -> None:
    # the Mimic is 4/2 with first strike: it kills the 3/3 Giant first (510.4)
    result = _play(_board(BATTLEGATE, "Boros Shock"))
    assert result.board.permanent("giant").zone.value == "graveyard"
    assert result.board.permanent("mimic").zone.value == "battlefield"
    assert result.board.player("B").life == 18  # the Shock


def test_613_4b_control_a_red_spell_alone_is_not_both_colors() -> None:
    # control: a mono-red spell: the 2/1 Mimic dies to the Giant
    result = _play(_board(BATTLEGATE, "Red Shock"))
    assert result.board.permanent("giant").zone.value == "battlefield"
    assert result.board.permanent("mimic").zone.value == "graveyard"


def test_509_1b_a_blue_and_red_spell_before_blocks_makes_the_mimic_unblockable() -> None:
    # cast in the declare attackers step: the Mimic, 3/3, can't be blocked
    # this turn (509.1b): the rule is in place before blockers are declared
    result = _play(_board(RIVERFALL, "Izzet Shock", after="declare-attackers", block=False))
    rules = [(e.kind, e.rule) for e in result.events]
    assert ("block_rule_this_turn", "509.1b") in rules
    assert result.board.player("B").life == 20 - 2 - 3  # the Shock and the 3/3 Mimic


def test_509_1b_control_a_red_spell_alone_sets_no_rule() -> None:
    # control: a mono-red spell does not trigger it: a 2/1 Mimic, no rule
    result = _play(_board(RIVERFALL, "Red Shock", after="declare-attackers", block=False))
    assert "block_rule_this_turn" not in [e.kind for e in result.events]
    assert result.board.player("B").life == 20 - 2 - 2


def test_601_2i_control_a_sentence_without_its_card_cannot_tell_the_colors() -> None:
    # a timeline entry given as a sentence alone has unknown colors: refused
    text = _board(BATTLEGATE, "Boros Shock").replace('card = "Boros Shock"', f'effect = "{SHOCK}"')
    with pytest.raises(TimelineError):
        _play(text)


def test_the_colors_are_each_of_them_not_either() -> None:
    # a white-only spell meets "a white spell" but not "both red and white"
    from mtgcombat.core.spell_filters import spell_matches  # noqa: PLC0415

    [battlegate] = parse_sentence(BATTLEGATE).traits.abilities
    assert isinstance(battlegate, BlockTrigger)
    instant = frozenset({"instant"})
    assert spell_matches(battlegate.other, instant, frozenset({"white"}), None) is False
    assert spell_matches(battlegate.other, instant, frozenset({"red", "white", "blue"}), None)
