"""Issue 33 section 3 (session 7): "You don't lose the game for having 0 or
less life." (Lich, Soul Echo, Phyrexian Unlife): 704.5a does not apply to
that player (104.3b); ten poison counters still make them lose (704.5c), and
the effect ends when its source leaves (611.3a).
"""

from __future__ import annotations

import json

from mtgcombat.core.abilities import PlayerEffect
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.events import effect_change_text
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence

CURRENT = RuleSet.CURRENT
_LICH = "You don't lose the game for having 0 or less life."


def _board(owner: str | None, *, poison: int = 0, infect: bool = False) -> Board:
    perms: list[dict[str, object]] = [
        {"id": "wurm", "controller": "A", "power": 6, "toughness": 4, "attacking": "B",
         "keywords": ["infect"] if infect else []},
    ]  # fmt: skip
    if owner is not None:
        perms.append(
            {"id": "lich", "controller": owner, "types": ["enchantment"], "abilities": [_LICH]}
        )
    doc = {
        "rules": "current",
        "active_player": "A",
        "players": {"A": {}, "B": {"life": 2, "poison": poison}},
        "permanents": perms,
    }
    return parse_scenario(json.dumps(doc), "json").board


def test_parse_you_dont_lose_for_having_0_or_less_life() -> None:
    [effect] = parse_sentence(_LICH).traits.statics
    assert effect == PlayerEffect(zero_life_ok=True)
    assert "0 or less life" in describe_value(effect, "en")
    assert "ライフが0以下" in describe_value(effect, "ja")
    assert "704.5a" in effect_change_text("zero_life_ok", "", "ja")


def test_704_5a_the_player_at_0_or_less_life_stays_in_the_game() -> None:
    after = resolve_combat(_board("B"), CURRENT, auto=True).board
    assert after.player("B").life == -4
    assert not after.player("B").lost


def test_704_5a_control_without_the_effect_or_for_the_other_player_they_lose() -> None:
    assert resolve_combat(_board(None), CURRENT, auto=True).board.player("B").lost
    assert resolve_combat(_board("A"), CURRENT, auto=True).board.player("B").lost


def test_704_5c_control_ten_poison_counters_still_make_them_lose() -> None:
    after = resolve_combat(_board("B", poison=5, infect=True), CURRENT, auto=True).board
    assert after.player("B").poison == 11
    assert after.player("B").lost
