"""Review 8, finding 8: a permanent that dies goes to its owner's graveyard,
whoever controlled it (400.3): the graveyard counts and the graveyard cards
(:func:`mtgcombat.core.zone_cards.cards_in`, :func:`graveyard_cards`) find a
dead permanent in its owner's graveyard, not its controller's. Each test has
a control.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.core.model import Board, Permanent, Player, Zone
from mtgcombat.core.zone_cards import cards_in, graveyard_cards

ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}
BOARD = """
rules = "current"
active_player = "A"
[players.A]
graveyard = []
[players.B]
graveyard = []
[[permanents]]
id = "stolen"
controller = "A"
{owner}power = 1
toughness = 1
attacking = "B"
[[permanents]]
id = "fs"
controller = "B"
power = 2
toughness = 2
keywords = ["first strike"]
blocking = ["stolen"]
[[permanents]]
id = "ghoul"
controller = "A"
power = 2
toughness = 2
abilities = ["This creature gets +1/+1 for each creature card in your graveyard."]
attacking = "B"
[[permanents]]
id = "wall"
controller = "B"
power = 0
toughness = 3
blocking = ["ghoul"]
"""


def _resolve(tmp_path: Any, text: str, rules: str) -> dict[str, Any]:
    path = tmp_path / "board.toml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(
        cli, ["resolve", str(path), "--json", "--rules", rules], env=ENGLISH
    )
    assert result.exit_code == 0, result.output
    doc: dict[str, Any] = json.loads(result.stdout)
    return doc


@pytest.mark.parametrize("rules", ["2023", "current"])
def test_400_3_a_stolen_creature_dies_into_its_owners_graveyard(tmp_path: Any, rules: str) -> None:
    # A controls B's 1/1, which dies to the first striker (510.4); it goes to
    # B's graveyard (400.3), so A's graveyard holds no creature card and the
    # ghoul stays a 2/2: it deals 2 to the 0/3 wall, which survives
    doc = _resolve(tmp_path, BOARD.format(owner='owner = "B"\n'), rules)
    assert doc["permanents"]["stolen"]["zone"] == "graveyard"
    assert doc["permanents"]["wall"]["zone"] == "battlefield"
    assert doc["permanents"]["wall"]["damage"] == 2
    # control: A owns the creature too: it goes to A's graveyard, the ghoul
    # is a 3/3 in the regular damage step and kills the wall
    doc = _resolve(tmp_path, BOARD.format(owner=""), rules)
    assert doc["permanents"]["wall"]["zone"] == "graveyard"


def test_400_3_graveyard_counts_read_the_owner() -> None:
    dead = Permanent(id="dead", controller="A", owner="B", power=2, toughness=2,
                     zone=Zone.GRAVEYARD)  # fmt: skip
    board = Board((Player("A", graveyard=0), Player("B", graveyard=0)), (dead,), "A")
    assert [cards_in(board, "graveyard", p) for p in "AB"] == [0, 1]
    assert [len(graveyard_cards(board, p)) for p in "AB"] == [0, 1]
    # control: with no other owner, its controller owns it
    mine = Permanent(id="dead", controller="A", power=2, toughness=2, zone=Zone.GRAVEYARD)
    own = Board((Player("A", graveyard=0), Player("B", graveyard=0)), (mine,), "A")
    assert [cards_in(own, "graveyard", p) for p in "AB"] == [1, 0]
