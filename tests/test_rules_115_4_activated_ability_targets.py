"""115.4, 602.2: an activated ability from a scenario's timeline (issue 33,
session 11) targets as an ability, not as a spell. Its source is the
permanent (sacrificed as its cost: as it last was, 113.7a): "can't be the
target of spells" does not stop it, "can't be the target of abilities"
does; hexproof (702.11b) and protection (702.16b, from the source's
qualities) stop spells and abilities alike. Each with its control: the
same target for a spell."""

from __future__ import annotations

import pytest

from mtgcombat.cards.catalog import BUILTIN, Card, Catalog
from mtgcombat.rules.timeline import run_combat
from mtgcombat.rules.timeline_entries import TimelineError
from mtgcombat.scenario.load import ScenarioError, parse_scenario

CARDS = (
    Card(name="Martyr Imp", colors=("black",), power=1, toughness=1,
         text="Sacrifice Martyr Imp: Destroy target nonblack creature."),
    Card(name="Imp Blade", types=("instant",), colors=("black",),
         text="Destroy target nonblack creature."),
)  # fmt: skip
CATALOG = BUILTIN.plus(Catalog.of(CARDS))
ACTIVATE = '[[timeline]]\nafter = "declare-blockers"\nactivate = "imp"\ntargets = ["att"]\n'
CAST = (
    '[[timeline]]\nafter = "declare-blockers"\ncontroller = "B"\n'
    'card = "Imp Blade"\ntargets = ["att"]\n'
)


def _board(line: str, entry: str) -> str:
    abilities = f'abilities = ["{line}"]\n' if line else ""
    return f"""
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "att"
power = 3
toughness = 3
controller = "A"
attacking = "B"
{abilities}[[permanents]]
id = "imp"
card = "Martyr Imp"
controller = "B"
{entry}"""


def _zones(text: str) -> dict[str, str]:
    scenario = parse_scenario(text, catalog=CATALOG)
    result = run_combat(scenario.board, "current", scenario.timeline, auto=True)
    return {p.id: p.zone.value for p in result.board.permanents}


def _refused(text: str) -> str:
    """The one line refusing the entry's target, as the file is read or as
    the entry is played (608.2b)."""
    with pytest.raises((ScenarioError, TimelineError)) as caught:
        _zones(text)
    return str(caught.value)


def test_115_4_cant_be_the_target_of_spells_does_not_stop_an_ability() -> None:
    line = "~ can't be the target of spells."
    assert _zones(_board(line, ACTIVATE)) == {"att": "graveyard", "imp": "graveyard"}
    # control: a spell is stopped
    assert "att" in _refused(_board(line, CAST))


def test_115_4_cant_be_the_target_of_abilities_stops_an_ability() -> None:
    line = "~ can't be the target of abilities."
    assert "att" in _refused(_board(line, ACTIVATE))
    # control: a spell is not stopped
    assert _zones(_board(line, CAST))["att"] == "graveyard"


@pytest.mark.parametrize("line", ["Hexproof", "Protection from black"])
def test_702_11b_702_16b_hexproof_and_protection_stop_both(line: str) -> None:
    assert "att" in _refused(_board(line, ACTIVATE))
    assert "att" in _refused(_board(line, CAST))
    # control: without the keyword both can target it
    assert _zones(_board("", ACTIVATE))["att"] == "graveyard"
    assert _zones(_board("", CAST))["att"] == "graveyard"


def test_702_16b_protection_reads_the_abilitys_source() -> None:
    # the ability's source is the black imp: protection from red does not stop it
    assert _zones(_board("Protection from red", ACTIVATE))["att"] == "graveyard"
