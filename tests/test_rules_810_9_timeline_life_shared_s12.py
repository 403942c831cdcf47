"""810.9: in Two-Headed Giant, life gained and lost by one player is applied to
the team's shared life total -- also when a timeline spell or activated
ability does it (119.3), when a spell's "pay N life" cost is paid (119.4,
601.2h), and when a ward's "pay N life" is paid for a spell (702.21a).
Before session 12 those changed the one player's life alone, and the
teammates' totals disagreed. Controls: the same spell in a free-for-all
game changes the one player's life alone.
"""

from __future__ import annotations

import pytest

from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario

IDS = ("A", "A2", "B", "B2")


def _lives(effect: str, extra: str = "", teams: bool = True) -> list[int]:
    team_line = 'teams = [["A", "A2"], ["B", "B2"]]' if teams else ""
    players = "".join(f"[players.{p}]\nlife = 30\n" for p in IDS)
    text = f"""active_player = "A"
{team_line}
{players}[[permanents]]
id = "drake"
controller = "B"
power = 2
toughness = 2
abilities = ["Ward \u2014 Pay 3 life"]
[[timeline]]
after = "declare-blockers"
effect = "{effect}"
controller = "A2"
{extra}"""
    scenario = parse_scenario(text)
    result = run_combat(scenario.board, "current", scenario.timeline)
    return [p.life for p in result.board.players]


@pytest.mark.parametrize(
    ("effect", "extra", "shared", "alone"),
    [
        ("You gain 3 life.", "", [33, 33, 30, 30], [30, 33, 30, 30]),
        ("Target player loses 2 life.", 'targets = ["B"]', [30, 30, 28, 28], [30, 30, 28, 30]),
        (
            "Destroy target creature.",
            'targets = ["drake"]\nward_paid = true',
            [27, 27, 30, 30],
            [30, 27, 30, 30],
        ),
    ],
)
def test_810_9_timeline_life_changes_reach_the_teams_total(
    effect: str, extra: str, shared: list[int], alone: list[int]
) -> None:
    assert _lives(effect, extra) == shared
    # control: free-for-all, the one player alone
    assert _lives(effect, extra, teams=False) == alone


def test_810_9_a_spells_life_cost_comes_from_the_teams_total() -> None:
    from mtgcombat.cards.catalog import BUILTIN, Card, Catalog  # noqa: PLC0415

    text = (
        "As an additional cost to cast this spell, pay 3 life.\n"
        "Target creature gets +2/+2 until end of turn."
    )
    catalog = BUILTIN.plus(Catalog.of((Card(name="Blood Boon", types=("instant",), text=text),)))

    def lives(teams: bool) -> list[int]:
        team_line = 'teams = [["A", "A2"], ["B", "B2"]]' if teams else ""
        players = "".join(f"[players.{p}]\nlife = 30\n" for p in IDS)
        scenario = parse_scenario(
            f'active_player = "A"\n{team_line}\n{players}[[permanents]]\nid = "bear"\n'
            'controller = "A2"\npower = 2\ntoughness = 2\n[[timeline]]\n'
            'after = "declare-blockers"\ncard = "Blood Boon"\ntargets = ["bear"]\n'
            'controller = "A2"\n',
            catalog=catalog,
        )
        result = run_combat(scenario.board, "current", scenario.timeline)
        return [p.life for p in result.board.players]

    assert lives(True) == [27, 27, 30, 30]
    assert lives(False) == [30, 27, 30, 30]  # control: free-for-all
