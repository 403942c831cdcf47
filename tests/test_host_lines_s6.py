"""Issue 33 section 3 (session 6): more lines of Auras, Equipment and global
permanents, from the sentence to the value and on a scenario's board, each
form with a control where the line must not apply.

* a creature type the host has in addition to its other types ("enchanted
  creature gets +1/+2, has flying, and is an Angel in addition to its other
  types": 205.1b, a layer-4 effect, 613.1d);
* damage from some sources to the host prevented ("prevent all damage that
  would be dealt to enchanted creature by artifact sources": 615.1);
* a global enchantment's "creatures without flying can't attack you" (only
  the creatures a selector describes; 508.1c);
* "enchanted creature gets -X/-X, where X is the number of cards in your
  hand": the same as "-1/-1 for each" (613.4c), counted from the Aura;
* "as long as enchanted land is a basic Mountain, Goblin creatures get
  +1/+0": a supertype and a subtype of the host (205.4a, 611.3a);
* an Aura on an Equipment: "as long as enchanted permanent is an Equipment,
  it has "Equipped creature has flying."" (301.5, 613.1f);
* "+1/+1 for each artifact and/or enchantment you control": each permanent
  of either kind counted once (613.4c).
"""

from __future__ import annotations

import json

import pytest

from mtgcombat.core.abilities import (
    CardCount,
    CounterCount,
    CreaturesCantAttackYou,
    Keyword,
    PreventFrom,
    Selector,
    StaticEffect,
)
from mtgcombat.core.model import Board, Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.events import effect_change_text
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attacks import AttackDeclaration, declaration_problems
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence

CURRENT = RuleSet.CURRENT
_HOST = Selector(types=frozenset({"creature"}), host=True)


def _scenario(*permanents: dict[str, object]) -> Board:
    doc = {
        "rules": "current",
        "active_player": "A",
        "players": {"A": {}, "B": {}},
        "permanents": list(permanents),
    }
    return parse_scenario(json.dumps(doc), "json").board


def _aura(text: str, on: str, controller: str = "A", kind: str = "aura") -> dict[str, object]:
    card_type = "enchantment" if kind == "aura" else "artifact"
    return {
        "id": kind,
        "controller": controller,
        "types": [card_type],
        "subtypes": [kind],
        "attached_to": on,
        "abilities": [text],
    }


def _creature(
    pid: str, controller: str, power: int, toughness: int, **kw: object
) -> dict[str, object]:
    return {"id": pid, "controller": controller, "power": power, "toughness": toughness, **kw}


# ---------------------------------------------------------------------------
# Parser
# ---------------------------------------------------------------------------

_ANGEL = (
    "Enchanted creature gets +1/+2, has flying, and is an Angel in addition to its other types."
)
_PIRATE = (
    "Equipped creature gets +2/+0, has menace, and is a Pirate in addition to its other "
    "creature types."
)
_ARTIFACT_WARD = "Prevent all damage that would be dealt to enchanted creature by artifact sources."


@pytest.mark.parametrize(("sentence", "kind"), [(_ANGEL, "angel"), (_PIRATE, "pirate")])
def test_parse_a_creature_type_the_host_has_in_addition(sentence: str, kind: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled"
    [effect] = parsed.traits.statics
    assert isinstance(effect, StaticEffect)
    assert effect.affected == _HOST
    assert effect.add_subtypes == frozenset({kind})
    assert effect.power > 0
    assert effect.grants


def test_parse_damage_from_some_sources_to_the_host_is_prevented() -> None:
    parsed = parse_sentence(_ARTIFACT_WARD)
    assert parsed.status == "modelled"
    [effect] = parsed.traits.statics
    assert isinstance(effect, StaticEffect)
    assert effect.affected == _HOST
    assert effect.prevent_from == PreventFrom(
        Selector(types=frozenset({"artifact"})), noncombat=True
    )


@pytest.mark.parametrize(
    "sentence",
    [
        # the shield's selector is read from the protected creature: the Aura's
        # choice and its controller are not expressible there (615.1)
        "Prevent all damage that would be dealt to enchanted creature by sources of the chosen "
        "color.",
        "Prevent all damage that would be dealt to enchanted creature by creatures you control.",
        # (a color added as well, 105.3, is carried out since session 7: layer 5, 613.1e)
    ],
)
def test_parse_host_lines_the_engine_cannot_carry_out_stay_unmodelled(sentence: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "unmodelled"
    assert parsed.error


def test_the_new_host_lines_render_in_english_and_japanese() -> None:
    [angel] = parse_sentence(_ANGEL).traits.statics
    assert "angel in addition to their other types" in describe_value(angel, "en")
    assert "他のタイプに加えて天使でもある" in describe_value(angel, "ja")
    [ward] = parse_sentence(_ARTIFACT_WARD).traits.statics
    assert "by artifacts is prevented" in describe_value(ward, "en")
    assert "アーティファクト" in describe_value(ward, "ja")


# ---------------------------------------------------------------------------
# Rules: each form changes an outcome, with a control
# ---------------------------------------------------------------------------

_LORD = "Other Angels you control get +1/+1."


def _angel_board(on: str) -> Board:
    return _scenario(
        _creature("bear", "A", 2, 2, attacking="B", subtypes=["bear"]),
        _creature("pal", "A", 1, 1, subtypes=["human"]),
        _creature("lord", "A", 3, 3, subtypes=["angel"], abilities=[_LORD]),
        _aura(_ANGEL, on),
    )


def test_205_1b_613_1d_the_host_is_an_angel_and_gets_the_angels_bonus() -> None:
    board = apply_static_effects(_angel_board("bear"))
    assert "angel" in board.permanent("bear").subtypes
    # 2 + 1 (the Aura) + 1 (the lord, which now sees an Angel) = 4
    assert board.permanent("bear").power == 4
    after = resolve_combat(_angel_board("bear"), CURRENT, auto=True)
    assert after.board.player("B").life == 16
    [change] = [c for c in after.effects if c.what == "subtype"]
    assert (change.source, change.affected, change.value) == ("aura", "bear", "angel")
    assert "天使" in effect_change_text(change.what, change.value, "ja")


def test_205_1b_control_the_aura_on_another_creature_adds_no_type_to_the_attacker() -> None:
    board = apply_static_effects(_angel_board("pal"))
    assert "angel" not in board.permanent("bear").subtypes
    assert "angel" in board.permanent("pal").subtypes
    assert board.permanent("bear").power == 2
    assert resolve_combat(_angel_board("pal"), CURRENT, auto=True).board.player("B").life == 18


def _ward_board(attacker: dict[str, object], on: str) -> Board:
    return _scenario(
        attacker,
        _creature("guard", "B", 2, 2, blocking=["golem"]),
        _creature("other", "B", 1, 1),
        _aura(_ARTIFACT_WARD, on, controller="B"),
    )


_GOLEM = _creature("golem", "A", 3, 3, attacking="B", types=["artifact", "creature"])
_OGRE = _creature("golem", "A", 3, 3, attacking="B")


def test_615_1_damage_from_artifact_sources_to_the_host_is_prevented() -> None:
    after = resolve_combat(_ward_board(_GOLEM, "guard"), CURRENT, auto=True).board
    assert after.permanent("guard").zone is Zone.BATTLEFIELD
    assert after.permanent("guard").damage == 0


def test_615_1_control_a_nonartifact_source_or_another_host_deals_its_damage() -> None:
    # a nonartifact attacker: not such a source
    after = resolve_combat(_ward_board(_OGRE, "guard"), CURRENT, auto=True).board
    assert after.permanent("guard").zone is Zone.GRAVEYARD
    # the Aura on a creature out of combat
    after = resolve_combat(_ward_board(_GOLEM, "other"), CURRENT, auto=True).board
    assert after.permanent("guard").zone is Zone.GRAVEYARD


# ---------------------------------------------------------------------------
# "Creatures without flying can't attack you" (508.1c)
# ---------------------------------------------------------------------------

_MOAT = "Creatures without flying can't attack you."


def test_parse_only_creatures_a_selector_describes_cant_attack_you() -> None:
    [rule] = parse_sentence(_MOAT).traits.block_rules
    flyers = Selector(types=frozenset({"creature"}), without_keywords=frozenset({Keyword.FLYING}))
    assert rule == CreaturesCantAttackYou(False, selector=flyers)
    [walkers] = parse_sentence(
        "Creatures with power 2 or less can't attack you or planeswalkers you control."
    ).traits.block_rules
    assert isinstance(walkers, CreaturesCantAttackYou)
    assert walkers.planeswalkers
    assert walkers.selector is not None
    # every creature, as before: no selector
    [plain] = parse_sentence("Creatures can't attack you.").traits.block_rules
    assert plain == CreaturesCantAttackYou(False)


def test_creatures_without_flying_cant_attack_you_renders_in_english_and_japanese() -> None:
    [rule] = parse_sentence(_MOAT).traits.block_rules
    assert describe_value(rule, "en") == "creatures without flying can't attack you"
    assert describe_value(rule, "ja") == "飛行を持たないクリーチャーはあなたを攻撃できない"


def _attack_board(flying: bool, moat_controller: str = "B") -> Board:
    ogre = _creature("ogre", "A", 3, 3, keywords=["Flying"] if flying else [])
    moat = {"id": "moat", "controller": moat_controller, "types": ["enchantment"]}
    return _scenario(ogre, {**moat, "abilities": [_MOAT]}, _creature("b", "B", 1, 1))


def _rules_broken(board: Board) -> list[str]:
    return [v.rule for v in declaration_problems(board, AttackDeclaration.parse("ogre: B"))]


def test_508_1c_creatures_without_flying_cant_attack_the_enchantment_s_controller() -> None:
    assert _rules_broken(_attack_board(flying=False)) == ["508.1c"]


def test_508_1c_control_a_flyer_or_an_enchantment_of_the_attacker_s_own() -> None:
    assert _rules_broken(_attack_board(flying=True)) == []  # a creature with flying
    assert _rules_broken(_attack_board(flying=False, moat_controller="A")) == []  # "you" is A


# ---------------------------------------------------------------------------
# "gets -X/-X, where X is the number of ..." (613.4c)
# ---------------------------------------------------------------------------

_CLUTCH = "Enchanted creature gets -X/-X, where X is the number of cards in your hand."


def test_parse_x_where_x_is_a_number_is_a_pump_for_each() -> None:
    [effect] = parse_sentence(_CLUTCH).traits.statics
    assert isinstance(effect, StaticEffect)
    assert (effect.power, effect.toughness) == (-1, -1)
    assert effect.per == CardCount("hand")
    [minus_power] = parse_sentence(
        "Enchanted creature gets -X/-0, where X is the number of cards in your graveyard."
    ).traits.statics
    assert isinstance(minus_power, StaticEffect)
    assert (minus_power.power, minus_power.toughness) == (-1, 0)
    # a number of counters "on it" is the host's own, counted for it (session 10)
    [on_it] = parse_sentence(
        "Equipped creature gets +X/+X, where X is the number of +1/+1 counters on it."
    ).traits.statics
    assert isinstance(on_it, StaticEffect)
    assert on_it.per == CounterCount("+1/+1") and on_it.per_each


def test_x_where_x_is_a_number_renders_in_english_and_japanese() -> None:
    [effect] = parse_sentence(_CLUTCH).traits.statics
    assert "get -1/-1 for each card in your hand" in describe_value(effect, "en")
    assert "手札" in describe_value(effect, "ja")


def _clutch_board(hand: int, aura_controller: str = "B") -> Board:
    doc = {
        "rules": "current",
        "active_player": "A",
        "players": {"A": {"hand": 7}, "B": {"hand": hand}},
        "permanents": [
            _creature("giant", "A", 3, 3, attacking="B"),
            _aura(_CLUTCH, "giant", controller=aura_controller),
        ],
    }
    return parse_scenario(json.dumps(doc), "json").board


def test_613_4c_x_counts_the_aura_controller_s_hand() -> None:
    # B, the Aura's controller, holds 2 cards: the 3/3 is a 1/1, and deals 1
    after = resolve_combat(_clutch_board(2), CURRENT, auto=True).board
    assert after.player("B").life == 19


def test_613_4c_control_an_empty_hand_takes_nothing_off() -> None:
    # B holds no card (A's seven do not count): the giant deals its 3
    after = resolve_combat(_clutch_board(0), CURRENT, auto=True).board
    assert after.player("B").life == 17


# ---------------------------------------------------------------------------
# "As long as enchanted land is a basic Mountain, ..." (205.4a, 611.3a)
# ---------------------------------------------------------------------------

_SHRINE = "As long as enchanted land is a basic Mountain, Goblin creatures get +1/+0."


def test_parse_the_host_is_a_basic_mountain() -> None:
    [effect] = parse_sentence(_SHRINE).traits.statics
    assert isinstance(effect, StaticEffect)
    assert effect.condition is not None
    assert "is basic and a mountain" in str(effect.condition)
    assert "基本" in describe_value(effect, "ja")


def _shrine_board(supertypes: list[str]) -> Board:
    return _scenario(
        _creature("goblin", "A", 2, 2, attacking="B", subtypes=["goblin"]),
        {
            "id": "land",
            "controller": "A",
            "types": ["land"],
            "supertypes": supertypes,
            "subtypes": ["mountain"],
        },
        _aura(_SHRINE, "land"),
    )


def test_611_3a_205_4a_goblins_get_the_bonus_while_the_land_is_a_basic_mountain() -> None:
    assert resolve_combat(_shrine_board(["basic"]), CURRENT, auto=True).board.player("B").life == 17


def test_611_3a_205_4a_control_a_mountain_that_is_not_basic_gives_nothing() -> None:
    assert resolve_combat(_shrine_board([]), CURRENT, auto=True).board.player("B").life == 18


# ---------------------------------------------------------------------------
# An Aura on an Equipment grants it "Equipped creature ..." (301.5, 613.1f)
# ---------------------------------------------------------------------------

_RUNE = (
    'As long as enchanted permanent is an Equipment, it has "Equipped creature gets +1/+1 and '
    'has trample."'
)


def test_parse_an_aura_on_an_equipment_reaches_the_equipped_creature() -> None:
    [effect] = parse_sentence(_RUNE).traits.statics
    assert isinstance(effect, StaticEffect)
    assert effect.affected.relation == "attached_to_host"
    assert not effect.affected.host
    assert (effect.power, effect.toughness) == (1, 1)
    assert "is an equipment" in str(effect.condition)
    # a quoted triggered ability is not carried out this way
    granted = 'As long as enchanted permanent is an Equipment, it has "Whenever equipped creature '
    assert parse_sentence(granted + 'attacks, draw a card."').status == "unmodelled"


def test_an_aura_on_an_equipment_renders_in_english_and_japanese() -> None:
    [effect] = parse_sentence(_RUNE).traits.statics
    assert "equipped by the permanent it is attached to" in describe_value(effect, "en")
    assert "これがつけられている装備品がつけられている" in describe_value(effect, "ja")


def _rune_board(equipped: bool) -> Board:
    sword: dict[str, object] = {
        "id": "sword",
        "controller": "A",
        "types": ["artifact"],
        "subtypes": ["equipment"],
    }
    if equipped:
        sword["attached_to"] = "bear"
    rune = {"id": "rune", "controller": "A", "types": ["enchantment"], "subtypes": ["aura"]}
    return _scenario(
        _creature("bear", "A", 2, 2, attacking="B"),
        _creature("piker", "B", 2, 1, blocking=["bear"]),
        sword,
        {**rune, "attached_to": "sword", "abilities": [_RUNE]},
    )


def test_301_5_613_1f_the_enchanted_equipment_gives_its_creature_the_pump_and_trample() -> None:
    board = apply_static_effects(_rune_board(equipped=True))
    assert board.permanent("bear").power == 3
    # 3 power with trample: 1 lethal to the 2/1, 2 to B (702.19b)
    assert resolve_combat(_rune_board(True), CURRENT, auto=True).board.player("B").life == 18


def test_301_5_control_an_unattached_equipment_gives_nothing() -> None:
    assert apply_static_effects(_rune_board(equipped=False)).permanent("bear").power == 2
    assert resolve_combat(_rune_board(False), CURRENT, auto=True).board.player("B").life == 20


# ---------------------------------------------------------------------------
# "+1/+1 for each artifact and/or enchantment you control" (613.4c)
# ---------------------------------------------------------------------------

_GLITTERS = "Enchanted creature gets +1/+1 for each artifact and/or enchantment you control."


def test_parse_for_each_of_two_kinds_with_and_or() -> None:
    [effect] = parse_sentence(_GLITTERS).traits.statics
    assert isinstance(effect, StaticEffect)
    assert isinstance(effect.per, Selector)
    kinds = {frozenset(s.types) for s in effect.per.any_of}
    assert kinds == {frozenset({"artifact"}), frozenset({"enchantment"})}
    assert "アーティファクト" in describe_value(effect, "ja")


def _glitters_board(kinds: list[list[str]]) -> Board:
    others: list[dict[str, object]] = [
        {"id": f"p{i}", "controller": "A", "types": t} for i, t in enumerate(kinds)
    ]
    return _scenario(_creature("bear", "A", 2, 2, attacking="B"), *others, _aura(_GLITTERS, "bear"))


def test_613_4c_each_artifact_or_enchantment_counts_once() -> None:
    # the Aura itself, an artifact, and an artifact enchantment (once): +3/+3
    board = _glitters_board([["artifact"], ["artifact", "enchantment"]])
    assert resolve_combat(board, CURRENT, auto=True).board.player("B").life == 15


def test_613_4c_control_lands_do_not_count() -> None:
    # the Aura alone counts (the lands do not): +1/+1
    board = _glitters_board([["land"], ["land"]])
    assert resolve_combat(board, CURRENT, auto=True).board.player("B").life == 17
