"""Issue 33 section 3 (session 7): color-changing effects, layer 5 (613.1e).

"Enchanted creature is black" sets the host's colors (105.3): it is black
and no longer green. "Is a black Zombie in addition to its other colors and
types" adds a color and keeps the others (with a creature type, layer 4).
"All creatures are black" is the same for a group. What reads the colors:
fear (702.36b), protection (702.16f), intimidate (702.13b). Each form with a
control where the line must not apply, and the effect undone when its source
leaves (611.3a).
"""

from __future__ import annotations

import json

import pytest

from mtgcombat.core.abilities import Selector, StaticEffect
from mtgcombat.core.model import Board, Permanent
from mtgcombat.i18n.events import effect_change_text
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.blocks import BlockDeclaration, restriction_violations
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence
from mtgcombat.text.structured import StructuredError, ability_from_json
from mtgcombat.text.structured_write import traits_to_json

_HOST = Selector(types=frozenset({"creature"}), host=True)
_BLACK = frozenset({"black"})


def _scenario(*permanents: dict[str, object]) -> Board:
    doc = {
        "rules": "current",
        "active_player": "A",
        "players": {"A": {}, "B": {}},
        "permanents": list(permanents),
    }
    return parse_scenario(json.dumps(doc), "json").board


def _aura(text: str, on: str, controller: str = "B") -> dict[str, object]:
    return {
        "id": "aura",
        "controller": controller,
        "types": ["enchantment"],
        "subtypes": ["aura"],
        "attached_to": on,
        "abilities": [text],
    }


def _creature(pid: str, controller: str, **kw: object) -> dict[str, object]:
    return {"id": pid, "controller": controller, "power": 2, "toughness": 2, **kw}


def _statics(sentence: str) -> list[StaticEffect]:
    statics = parse_sentence(sentence).traits.statics
    assert all(isinstance(s, StaticEffect) for s in statics)
    return [s for s in statics if isinstance(s, StaticEffect)]


_ALL = frozenset({"white", "blue", "black", "red", "green"})
_STRENGTH = "Enchanted creature gets +3/+1 and is black."
_GHOULFLESH = (
    "Enchanted creature gets -1/-1 and is a black Zombie in addition to its other colors and types."
)

# ---------------------------------------------------------------------------
# Parser
# ---------------------------------------------------------------------------


def test_parse_enchanted_creature_is_black_sets_its_colors() -> None:
    [effect] = _statics(_STRENGTH)
    assert effect.affected.host
    assert (effect.set_colors, effect.add_colors, effect.power) == (_BLACK, frozenset(), 3)
    [alone] = _statics("Enchanted creature is black.")
    assert alone.set_colors == _BLACK


def test_parse_a_color_and_a_type_in_addition() -> None:
    [effect] = _statics(_GHOULFLESH)
    assert effect.set_colors is None
    assert effect.add_colors == _BLACK
    assert effect.add_subtypes == frozenset({"zombie"})


@pytest.mark.parametrize(
    ("sentence", "colors"),
    [
        ("All creatures are black.", _BLACK),
        ("All permanents are colorless.", frozenset()),
        ("Enchanted creature is all colors.", _ALL),
    ],
)
def test_parse_a_group_s_or_the_host_s_colors_set(sentence: str, colors: frozenset[str]) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled"
    [effect] = _statics(sentence)
    assert effect.set_colors == colors


def test_parse_color_words_that_change_no_permanent_stay_no_effect() -> None:
    # a spell that is colorless, and a color in a condition, set nothing
    assert parse_sentence("Ghostfire is colorless.", name="Ghostfire").status == "no_effect"
    [effect] = _statics("As long as enchanted creature is black, it gets +1/+1.")
    assert effect.set_colors is None


def test_color_changes_render_in_english_and_japanese() -> None:
    [effect] = _statics(_STRENGTH)
    assert "are black" in describe_value(effect, "en")
    assert effect_change_text("set_colors", "black", "ja") == "黒である（色が定められる、105.3）"
    assert effect_change_text("color", "white", "ja") == "他の色に加えて白でもある"
    assert effect_change_text("set_colors", "colorless", "en").startswith("is colorless")


# ---------------------------------------------------------------------------
# Rules
# ---------------------------------------------------------------------------


def _fear_board(aura: str | None, on: str = "bear") -> Board:
    perms = [
        _creature("legion", "A", keywords=["fear"], colors=["black"], attacking="B"),
        _creature("bear", "B", colors=["green"], blocking=["legion"]),
        _creature("elf", "B", colors=["green"]),
    ]
    if aura is not None:
        perms.append(_aura(aura, on))
    return apply_static_effects(_scenario(*perms))


def _broken(board: Board, decl: str) -> list[str]:
    return [v.rule for v in restriction_violations(board, BlockDeclaration.parse(decl))]


def test_613_1e_702_36b_a_creature_made_black_may_block_a_creature_with_fear() -> None:
    board = _fear_board(_STRENGTH)
    assert board.permanent("bear").colors == _BLACK  # no longer green (105.3)
    assert _broken(board, "bear: legion") == []


def test_613_1e_control_without_the_aura_or_on_another_creature_fear_stops_the_block() -> None:
    assert _broken(_fear_board(None), "bear: legion") == ["702.36b"]
    assert _broken(_fear_board(_STRENGTH, on="elf"), "bear: legion") == ["702.36b"]


def test_105_3_in_addition_keeps_the_host_s_own_colors() -> None:
    board = _fear_board(_GHOULFLESH)
    assert board.permanent("bear").colors == frozenset({"black", "green"})
    assert "zombie" in board.permanent("bear").subtypes
    assert _broken(board, "bear: legion") == []


def _knight_board(aura: str | None) -> Board:
    # the attacker has protection from black (702.16f: can't be blocked by black creatures)
    perms = [
        _creature("knight", "A", keywords=["protection from black"], attacking="B"),
        _creature("bear", "B", colors=["green"], blocking=["knight"]),
    ]
    if aura is not None:
        perms.append(_aura(aura, "bear"))
    return apply_static_effects(_scenario(*perms))


def test_613_1e_702_16f_a_creature_made_black_cant_block_protection_from_black() -> None:
    assert _broken(_knight_board(_STRENGTH), "bear: knight") == ["702.16f"]


def test_702_16f_control_the_green_bear_may_block_protection_from_black() -> None:
    assert _broken(_knight_board(None), "bear: knight") == []


def test_613_7_a_later_setting_wins_over_an_earlier_added_color() -> None:
    add = StaticEffect(_HOST, add_colors=frozenset({"white"}))
    setter = StaticEffect(_HOST, set_colors=_BLACK)
    for first, second, colors in ((add, setter, _BLACK), (setter, add, {"black", "white"})):
        board = _scenario(_creature("bear", "B", colors=["green"]))
        one = Permanent(id="one", controller="B", attached_to="bear", statics=(first,))
        two = Permanent(id="two", controller="B", attached_to="bear", statics=(second,))
        board = board.with_permanents((*board.permanents, one, two))
        assert apply_static_effects(board).permanent("bear").colors == colors


def test_611_3a_the_colors_come_back_when_the_aura_leaves() -> None:
    board = _fear_board(_STRENGTH)
    gone = board.with_permanents(p for p in board.permanents if p.id != "aura")
    assert apply_static_effects(gone).permanent("bear").colors == frozenset({"green"})


def test_613_1e_all_creatures_are_black_for_every_creature() -> None:
    hour = {"id": "hour", "controller": "A", "types": ["enchantment"]}
    board = apply_static_effects(
        _scenario(
            _creature("legion", "A", keywords=["fear"], colors=["black"], attacking="B"),
            _creature("bear", "B", colors=["green"], blocking=["legion"]),
            {**hour, "abilities": ["All creatures are black."]},
        )
    )
    assert board.permanent("bear").colors == _BLACK
    assert _broken(board, "bear: legion") == []


@pytest.mark.parametrize(
    "sentence",
    [_STRENGTH, _GHOULFLESH, "All permanents are colorless."],
)
def test_the_structured_form_keeps_the_colors(sentence: str) -> None:
    # what the card index stores and reads back (mtgcombat.text.structured)
    traits = parse_sentence(sentence).traits
    assert [ability_from_json(x) for x in traits_to_json(traits)] == list(traits.statics)


def test_the_structured_form_refuses_a_word_that_is_no_color() -> None:
    bad = {"kind": "static_effect", "affected": {"host": True}, "set_colors": ["purple"]}
    with pytest.raises(StructuredError, match="list of colors"):
        ability_from_json(bad)
