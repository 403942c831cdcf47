"""202.3: a permanent's mana value is its card's (the scenario's
``mana_value``, or its ``card``); a token that is not a copy has none, so
0 (202.3, 707.2). One not given is never guessed (issue 33, session 11):
a line that compares it ("with mana value 3 or less", "protection from
mana value 3 or greater") is refused with one line naming the permanent
and the rule, instead of quietly not matching. Each refusal with its
control; a permanent another filter rules out is not asked its mana value.
"""

from __future__ import annotations

import json
import tomllib
import warnings
from pathlib import Path

import pytest

from mtgcombat.cli.main import main
from mtgcombat.core.model import Board, Permanent, Player, Selector
from mtgcombat.core.selector_values import Compare
from mtgcombat.core.selectors import matches
from mtgcombat.core.validation import BoardError
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.web import app as web_app

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # starlette's note about httpx's successor
    from starlette.testclient import TestClient

PROTECTED = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "ogre"
controller = "A"
power = 3
toughness = 3
attacking = "B"
{ogre}
[[permanents]]
id = "skulk"
controller = "B"
power = 1
toughness = 1
abilities = ["protection from mana value 3 or greater"]
blocking = ["ogre"]
"""

DESTROY = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "ogre"
controller = "A"
power = 3
toughness = 3
attacking = "B"
{ogre}
[[timeline]]
after = "declare-blockers"
controller = "B"
effect = "Destroy target creature with mana value 3 or less."
targets = ["ogre"]
"""


def _skulk_damage(ogre: str) -> int:
    board = parse_scenario(PROTECTED.format(ogre=ogre), source="t.toml").board
    return resolve_combat(board, "current").board.permanent("skulk").damage


def _cli(tmp_path: Path, text: str, *lang: str) -> int:
    path = tmp_path / "t.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SystemExit) as done:
        main(["resolve", str(path), *lang])
    return int(str(done.value.code))


def test_202_3_protection_from_a_mana_value_not_given_is_refused() -> None:
    board = parse_scenario(PROTECTED.format(ogre=""), source="t.toml").board
    with pytest.raises(BoardError, match=r'permanent "ogre", mana_value: .*\(202\.3\)'):
        resolve_combat(board, "current")


def test_202_3_protection_from_a_mana_value_given() -> None:
    # control: mana value 3 is prevented (702.16e); 2 is dealt; a token's is 0
    assert _skulk_damage("mana_value = 3") == 0
    assert _skulk_damage("mana_value = 2") == 3
    assert _skulk_damage("token = true") == 3


def test_202_3_the_command_line_says_the_mana_value_is_missing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = _cli(tmp_path, DESTROY.format(ogre=""), "--lang", "en")
    line = capsys.readouterr().err.strip()
    assert code == 2 and "\n" not in line
    assert 'permanent "ogre", mana_value: the mana value of ogre is not given' in line
    assert line.endswith("(202.3)")
    code = _cli(tmp_path, DESTROY.format(ogre=""), "--lang", "ja")
    japanese = capsys.readouterr().err.strip()
    assert code == 2 and "マナ総量" in japanese and japanese.endswith("（202.3）")


def test_202_3_a_mana_value_given_is_compared(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # control: mana value 3 is destroyed; 4 is no legal target (601.2c)
    assert _cli(tmp_path, DESTROY.format(ogre="mana_value = 3"), "--lang", "en") == 0
    assert "destroys ogre" in capsys.readouterr().out
    assert _cli(tmp_path, DESTROY.format(ogre="mana_value = 4"), "--lang", "en") == 2
    assert "is not one of the creatures with mana value 3" in capsys.readouterr().err


def test_202_3_only_an_otherwise_matching_permanent_is_asked() -> None:
    cheap = Selector(controller="you", compares=(Compare("mana value", "<=", 3),))
    golem = Permanent(id="golem", controller="B", power=3, toughness=3)
    mine = Permanent(id="mine", controller="A", power=1, toughness=1)
    board = Board((Player("A"), Player("B")), (golem, mine), "A")
    # the golem is B's: "you control" rules it out before its mana value
    assert not matches(board, cheap, golem, mine)
    with pytest.raises(BoardError, match=r'permanent "mine", mana_value'):
        matches(board, cheap, mine, mine)


def test_202_3_the_web_app_says_the_mana_value_is_missing() -> None:
    client = TestClient(
        web_app.create_app(),
        headers={"content-type": "application/json"},
        base_url="http://localhost",
    )
    unknown = json.dumps(tomllib.loads(PROTECTED.format(ogre="")))
    response = client.post("/api/resolve?lang=ja", content=unknown)
    assert response.status_code == 400
    assert "マナ総量" in response.json()["error"] and "202.3" in response.json()["error"]
    # control: given, it resolves
    given = json.dumps(tomllib.loads(PROTECTED.format(ogre="mana_value = 3")))
    assert client.post("/api/resolve", content=given).status_code == 200
