"""Issue 33 section 3 (session 7): land-animating Auras ("Enchanted land is a
4/4 red Elemental creature with reach and haste. It's still a land.").

The land is a creature in addition to its other types (layer 4, 613.1d; a
land keeps its land types, 305.7), of those creature types, that color
(layer 5, 105.3), with those keywords (layer 6) and that base power and
toughness (layer 7b, 613.4b). It can then attack and block (506.3), and a
scenario may declare it so; without the Aura it can't (a scenario error).
"""

from __future__ import annotations

import json

import pytest

from mtgcombat.core.abilities import Keyword, OtherKeyword, StaticEffect
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.events import effect_change_text
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.blocks import BlockDeclaration, restriction_violations
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.scenario.errors import ScenarioError
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence

CURRENT = RuleSet.CURRENT
_NISSA = "Enchanted land is a 4/4 Elemental creature with reach and haste."
_WIND = "Enchanted land is a 2/2 blue Elemental creature with flying."
_AWAKEN = "Enchanted Mountain is a 7/7 red Giant creature with haste."


def _static(sentence: str) -> StaticEffect:
    [effect] = parse_sentence(sentence).traits.statics
    assert isinstance(effect, StaticEffect)
    return effect


def _scenario(*permanents: dict[str, object]) -> Board:
    doc = {
        "rules": "current",
        "active_player": "A",
        "players": {"A": {}, "B": {}},
        "permanents": list(permanents),
    }
    return parse_scenario(json.dumps(doc), "json").board


def _land(pid: str, controller: str, kind: str = "forest", **kw: object) -> dict[str, object]:
    return {"id": pid, "controller": controller, "types": ["land"], "subtypes": [kind], **kw}


def _aura(text: str, on: str, controller: str = "A") -> dict[str, object]:
    return {
        "id": "aura",
        "controller": controller,
        "types": ["enchantment"],
        "subtypes": ["aura"],
        "attached_to": on,
        "abilities": [text],
    }


# ---------------------------------------------------------------------------
# Parser
# ---------------------------------------------------------------------------


def test_parse_enchanted_land_is_a_creature_with_keywords() -> None:
    effect = _static(_NISSA)
    assert effect.affected.host
    assert effect.affected.types == frozenset({"land"})
    assert effect.add_types == frozenset({"creature"})
    assert effect.add_subtypes == frozenset({"elemental"})
    assert (effect.base_power, effect.base_toughness) == (4, 4)
    assert set(effect.grants) == {Keyword.REACH, OtherKeyword("haste", rule="702.10")}
    assert effect.set_colors is None  # no color named: it keeps its own (105.3)


def test_parse_a_colored_animated_land_and_an_enchanted_mountain() -> None:
    assert _static(_WIND).set_colors == frozenset({"blue"})
    awaken = _static(_AWAKEN)
    assert awaken.affected.subtypes == frozenset({"mountain"})
    assert awaken.set_colors == frozenset({"red"})
    assert (awaken.base_power, awaken.base_toughness) == (7, 7)


def test_parse_it_s_still_a_land_is_no_effect() -> None:
    # the land keeps its types anyway (305.7, "in addition"): nothing more to do
    assert parse_sentence("It's still a land.").status == "no_effect"


def test_the_animated_land_renders_in_english_and_japanese() -> None:
    effect = _static(_WIND)
    assert "have base power and toughness 2/2" in describe_value(effect, "en")
    assert describe_value(effect, "ja")
    assert effect_change_text("type", "creature", "ja") == "他のタイプに加えてクリーチャーでもある"
    assert effect_change_text("set_colors", "blue", "ja").startswith("青である")


# ---------------------------------------------------------------------------
# Rules
# ---------------------------------------------------------------------------


def test_613_1d_613_4b_the_enchanted_land_attacks_as_a_4_4() -> None:
    board = _scenario(_land("forest", "A", attacking="B"), _aura(_NISSA, "forest"))
    forest = board.permanent("forest")
    assert forest.is_creature
    assert "forest" in forest.subtypes  # still a Forest (305.7)
    assert (forest.power, forest.toughness) == (4, 4)
    after = resolve_combat(board, CURRENT, auto=True)
    assert after.board.player("B").life == 16


def test_506_3_control_a_land_without_the_aura_cannot_attack() -> None:
    with pytest.raises(ScenarioError, match=r"506\.3"):
        _scenario(_land("forest", "A", attacking="B"))
    # the Aura on another land does not make this one a creature
    with pytest.raises(ScenarioError, match=r"506\.3"):
        _scenario(
            _land("forest", "A", attacking="B"),
            _land("other", "A"),
            _aura(_NISSA, "other"),
        )
    # "enchanted Mountain": a Forest is no such host
    with pytest.raises(ScenarioError, match=r"506\.3"):
        _scenario(_land("forest", "A", attacking="B"), _aura(_AWAKEN, "forest"))


def test_702_9b_the_flying_land_cant_be_blocked_by_a_bear() -> None:
    board = _scenario(
        _land("island", "A", "island", attacking="B"),
        _aura(_WIND, "island"),
        {"id": "bear", "controller": "B", "power": 2, "toughness": 2, "blocking": ["island"]},
    )
    rules = [v.rule for v in restriction_violations(board, BlockDeclaration.parse("bear: island"))]
    assert rules == ["702.9b"]
    assert board.permanent("island").colors == frozenset({"blue"})


def test_509_1a_an_animated_land_blocks_and_survives() -> None:
    guardian = "Enchanted land is a 2/6 white Wall creature with defender."
    board = _scenario(
        {"id": "bear", "controller": "A", "power": 2, "toughness": 2, "attacking": "B"},
        _land("plains", "B", "plains", blocking=["bear"]),
        _aura(guardian, "plains", controller="B"),
    )
    after = resolve_combat(board, CURRENT, auto=True).board
    assert after.player("B").life == 20
    assert after.permanent("plains").damage == 2
    assert after.permanent("bear").damage == 2
