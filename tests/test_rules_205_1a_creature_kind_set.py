"""Issue 33 section 3 (session 7): Auras that set a creature's kind ("Enchanted
creature loses all abilities and is a blue Frog creature with base power and
toughness 1/1").

The new creature types replace its own (205.1a, layer 4); "is a ... creature"
sets its card types to creature too, so an artifact creature is an artifact
no longer (it can't block a creature with fear as one, 702.36b); the color
named is its only color (layer 5, 105.3); its base power and toughness are
set (layer 7b, 613.4b). All of it is undone when the Aura leaves (611.3a).
"""

from __future__ import annotations

import json

from mtgcombat.core.abilities import StaticEffect
from mtgcombat.core.model import Board, CardType
from mtgcombat.i18n.events import effect_change_text
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.blocks import BlockDeclaration, restriction_violations
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence
from mtgcombat.text.structured import ability_from_json
from mtgcombat.text.structured_write import traits_to_json

_FROGIFY = (
    "Enchanted creature loses all abilities and is a blue Frog creature with base power and "
    "toughness 1/1."
)
_LIGNIFY = (
    "Enchanted creature is a Treefolk with base power and toughness 0/4 and loses all abilities."
)
_FISH = (
    "Enchanted creature loses all abilities and is a blue Fish with base power and toughness 0/1."
)


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


def test_parse_a_frog_creature_sets_types_colors_and_base_power() -> None:
    effect = _static(_FROGIFY)
    assert effect.set_kind == frozenset({"frog"})
    assert effect.only_creature
    assert effect.set_colors == frozenset({"blue"})
    assert (effect.base_power, effect.base_toughness, effect.loses_all) == (1, 1, True)


def test_parse_a_kind_without_creature_or_color_sets_only_the_creature_types() -> None:
    tree = _static(_LIGNIFY)
    assert (tree.set_kind, tree.only_creature, tree.set_colors) == (
        frozenset({"treefolk"}),
        False,
        None,
    )
    fish = _static(_FISH)
    assert not fish.only_creature
    assert fish.set_colors == frozenset({"blue"})


def test_a_kind_set_renders_in_english_and_japanese() -> None:
    assert "frog creatures (no other types)" in describe_value(_static(_FROGIFY), "en")
    assert describe_value(_static(_FROGIFY), "ja")
    assert effect_change_text("set_subtype", "frog", "ja").startswith("カエルである")
    assert effect_change_text("lose_type", "artifact", "ja") == "アーティファクトではなくなる"


def _fear_board(aura: str | None) -> Board:
    perms: list[dict[str, object]] = [
        {"id": "legion", "controller": "A", "power": 2, "toughness": 2, "keywords": ["fear"],
         "colors": ["black"], "attacking": "B"},
        {"id": "golem", "controller": "B", "power": 3, "toughness": 3, "subtypes": ["golem"],
         "types": ["artifact", "creature"], "blocking": ["legion"]},
    ]  # fmt: skip
    if aura is not None:
        perms.append(
            {"id": "aura", "controller": "A", "types": ["enchantment"], "subtypes": ["aura"],
             "attached_to": "golem", "abilities": [aura]}
        )  # fmt: skip
    return apply_static_effects(_scenario(*perms))


def _broken(board: Board) -> list[str]:
    return [v.rule for v in restriction_violations(board, BlockDeclaration.parse("golem: legion"))]


def test_205_1a_a_frog_creature_is_no_artifact_and_cant_block_fear() -> None:
    board = _fear_board(_FROGIFY)
    golem = board.permanent("golem")
    assert golem.types == frozenset({CardType.CREATURE})
    assert golem.subtypes == frozenset({"frog"})
    assert golem.colors == frozenset({"blue"})
    assert (golem.power, golem.toughness) == (1, 1)
    assert _broken(board) == ["702.36b"]


def test_205_1a_control_without_the_aura_the_artifact_creature_blocks_fear() -> None:
    assert _broken(_fear_board(None)) == []


def test_205_1a_only_creature_types_set_keeps_the_artifact_type() -> None:
    # "is a Treefolk" names no card type: it stays an artifact and may block fear
    board = _fear_board(_LIGNIFY)
    golem = board.permanent("golem")
    assert CardType.ARTIFACT in golem.types
    assert golem.subtypes == frozenset({"treefolk"})
    assert (golem.power, golem.toughness) == (0, 4)
    assert _broken(board) == []


def test_611_3a_the_kind_comes_back_when_the_aura_leaves() -> None:
    board = _fear_board(_FROGIFY)
    gone = apply_static_effects(
        board.with_permanents(p for p in board.permanents if p.id != "aura")
    )
    golem = gone.permanent("golem")
    assert golem.types == frozenset({CardType.ARTIFACT, CardType.CREATURE})
    assert golem.subtypes == frozenset({"golem"})
    assert (golem.power, golem.toughness) == (3, 3)


def test_the_structured_form_keeps_the_kind() -> None:
    traits = parse_sentence(_FROGIFY).traits
    assert [ability_from_json(x) for x in traits_to_json(traits)] == list(traits.statics)
