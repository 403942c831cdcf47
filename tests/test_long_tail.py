"""Card-text forms from the long tail of real creature cards: keyword lists
separated by semicolons, misspelt keyword lines, conditions on whose turn it
is, supertypes, keywords removed by an effect, prevention by source."""

from __future__ import annotations

import pytest

from mtgcombat.abilities import Keyword, Landwalk
from mtgcombat.scenario import ScenarioError, parse_scenario
from mtgcombat.text import parse_sentence, parse_text

# ---------------------------------------------------------------------------
# keyword lines
# ---------------------------------------------------------------------------


def test_parse_keyword_list_separated_by_semicolons() -> None:
    parsed = parse_text("Defender; reach (This creature can block creatures with flying.)")
    assert [(p.sentence, p.status) for p in parsed] == [
        ("Defender", "modelled"),
        ("reach", "modelled"),
    ]
    flying = parse_text("Flying; swampwalk")
    assert {a for p in flying for a in p.traits.abilities} == {Keyword.FLYING, Landwalk("swamp")}


@pytest.mark.parametrize(
    ("sentence", "suggestion"),
    [
        ("Protection from rde", "protection from red"),
        ("flyng", "flying"),
        ("First strik", "first strike"),
        ("Flying; trampel", "trample"),
    ],
)
def test_misspelt_keyword_line_names_the_closest_keyword(sentence: str, suggestion: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "unmodelled"
    assert f"did you mean '{suggestion}'?" in parsed.error


@pytest.mark.parametrize("sentence", ["LEVEL 4+", "Draw a card.", "Sacrifice a creature."])
def test_short_sentences_that_are_no_keywords_are_not_taken_for_misspellings(
    sentence: str,
) -> None:
    assert parse_sentence(sentence).status == "no_effect"


_BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "rogue"
controller = "A"
power = 2
toughness = 2
attacking = "B"
{extra}
[[permanents]]
id = "ogre"
controller = "B"
power = 3
toughness = 3
{extra_b}
"""


def test_702_16_scenario_ability_misspelt_protection_is_one_line_with_did_you_mean() -> None:
    with pytest.raises(ScenarioError) as info:
        parse_scenario(
            _BOARD.format(extra='abilities = ["Protection from rde"]', extra_b=""),
            source="bad.toml",
        )
    message = str(info.value)
    assert message.startswith("bad.toml:")
    assert "did you mean 'protection from red'?" in message and "\n" not in message
