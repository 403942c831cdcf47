"""A keyword counter's keyword has the counter's timestamp (122.1b, 613.7):
a flying counter put on a creature during the combat is later than every
static ability already on the battlefield, so an older "creatures your
opponents control lose flying" does not take it (the review's case: the
block by a creature without flying or reach was judged legal), as with
"gains flying until end of turn" (613.7a). Controls: without the counter
the static ability still removes a printed flying; "can't have or gain
flying" wins whatever the timestamps (613.1f).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.core.abilities import Keyword
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import Point, TimelineEntry, cast_check, run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spells import parse_spell

BOARD = """
rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
attacking = "B"
{bear}
[[permanents]]
id = "field"
controller = "B"
types = ["enchantment"]
abilities = ["{line}"]
"""

LOSE = "Creatures your opponents control lose flying."
CANT = "Creatures your opponents control lose flying and can't have or gain flying."
STRIP = "Creatures your opponents control lose all abilities."
COUNTER = "Put a flying counter on target creature."
GAINS = "Target creature gains flying until end of turn."


def _flies(line: str, spell: str = "", bear: str = "") -> bool:
    """Whether the bear has flying after ``spell`` resolves on it once
    attackers are declared (none without one)."""
    board: Board = parse_scenario(BOARD.format(line=line, bear=bear)).board
    entries: tuple[TimelineEntry, ...] = ()
    if spell:
        entry = TimelineEntry(Point.DECLARE_ATTACKERS, parse_spell(spell), ("bear",), "A", "t")
        cast_check(board, entry)
        entries = (entry,)
    after = run_combat(board, RuleSet.CURRENT, entries, auto=True).board
    return Keyword.FLYING in after.permanent("bear").abilities


@pytest.mark.parametrize("line", [LOSE, STRIP])
def test_613_7_a_flying_counter_is_later_than_an_older_lose_flying(line: str) -> None:
    assert _flies(line, COUNTER)
    assert _flies(line, GAINS)  # the same as an until-end-of-turn grant (613.7a)


def test_613_7_control_the_older_static_still_removes_printed_flying() -> None:
    assert not _flies(LOSE, bear='abilities = ["flying"]')


def test_613_1f_control_cant_have_flying_beats_the_counter() -> None:
    assert not _flies(CANT, COUNTER)


@pytest.mark.parametrize(("spell", "illegal"), [(COUNTER, True), ("", False)])
def test_613_7_the_block_by_a_creature_without_flying_is_illegal(
    tmp_path: Path, spell: str, illegal: bool
) -> None:
    # the review's board: B's cub (no flying or reach) blocks the bear
    text = BOARD.format(line=LOSE, bear="") + (
        '[[permanents]]\nid = "cub"\ncontroller = "B"\npower = 2\ntoughness = 2\n'
        'blocking = ["bear"]\n'
    )
    if spell:
        text += f'[[timeline]]\nafter = "declare-attackers"\neffect = "{spell}"\n'
        text += 'targets = ["bear"]\ncontroller = "A"\n'
    path = tmp_path / "ground.toml"
    path.write_text(text, encoding="utf-8")
    out = CliRunner().invoke(cli, ["combat", "--auto", str(path)])
    assert ("702.9b" in out.output) is illegal, out.output
