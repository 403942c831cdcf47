"""202.3, 707.2: a group destroyed by mana value (Consume the Meek) on a board
where a permanent's mana value is not given. A token that is not a copy has
no mana cost, so mana value 0, and is destroyed; a permanent with a card has
its card's; any other permanent whose ``mana_value`` the file leaves out is
not guessed: the spell is refused, naming ``permanents[i].mana_value``.
Both rule sets. Each test with its control."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.app.common import timeline_failure
from mtgcombat.core.model import Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import run_combat
from mtgcombat.rules.timeline_entries import TimelineError
from mtgcombat.scenario.load import parse_scenario

MEEK = "Destroy each creature with mana value 3 or less. They can't be regenerated."
CATALOG = instants_catalog({"Consume the Meek": MEEK})

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
mana_value = 2
attacking = "B"
[[permanents]]
id = "golem"
controller = "B"
types = ["creature"]
power = 3
toughness = 3
{golem}blocking = ["bear"]
[[permanents]]
id = "tok"
controller = "B"
types = ["creature"]
token = true
power = 5
toughness = 5
[[timeline]]
after = "declare-blockers"
card = "Consume the Meek"
controller = "A"
"""

BOTH = pytest.mark.parametrize("rules", [RuleSet.CURRENT, RuleSet.R2023])


def _run(text: str, rules: RuleSet):  # type: ignore[no-untyped-def]
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, rules, scenario.timeline, auto=True)


@BOTH
def test_202_3_a_token_has_mana_value_0(rules: RuleSet) -> None:
    result = _run(BOARD.format(golem="mana_value = 4\n"), rules)
    assert result.board.permanent("tok").zone is Zone.GRAVEYARD
    assert result.board.permanent("bear").zone is Zone.GRAVEYARD
    # control: the golem, of mana value 4, stays
    assert result.board.permanent("golem").zone is Zone.BATTLEFIELD
    # control: a golem of mana value 3 is destroyed too
    result = _run(BOARD.format(golem="mana_value = 3\n"), rules)
    assert result.board.permanent("golem").zone is Zone.GRAVEYARD


@BOTH
def test_202_3_a_mana_value_not_given_is_refused(rules: RuleSet) -> None:
    with pytest.raises(TimelineError) as refused:
        _run(BOARD.format(golem=""), rules)
    assert refused.value.key == "timeline_mana_value_unknown"
    assert refused.value.facts["permanent"] == "golem"
    line = timeline_failure("meek.toml", refused.value).message
    assert line.startswith("meek.toml: permanents[1].mana_value: golem")
    assert line.endswith("(202.3)")
    assert "golem" in timeline_failure("meek.toml", refused.value, "ja").message
    # control: with no mana value comparison the same board is not refused
    plain = BOARD.format(golem="").replace("Consume the Meek", "Wrath")
    catalog = instants_catalog({"Wrath": "Destroy all creatures."})
    scenario = parse_scenario(plain, catalog=catalog)
    result = run_combat(scenario.board, rules, scenario.timeline, auto=True)
    assert result.board.permanent("golem").zone is Zone.GRAVEYARD
