"""The lines of Auras, Equipment, Sagas and other non-creature cards that the
parser reads (mtgcombat.text.host_values): from the sentence to the value,
and each form changing an outcome on a scenario's board, where the Aura or
Equipment is ``attached_to`` a creature (303.4, 301.5), with a control where
the line must not apply (attached elsewhere, the host not such a creature)."""

from __future__ import annotations

import json

import pytest

from mtgcombat.core.abilities import (
    BlockTrigger,
    CreaturesCantAttackYou,
    Goads,
    PermanentCount,
    Selector,
    StaticEffect,
)
from mtgcombat.core.model import Board, Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.attacks import AttackDeclaration, is_legal_attacks
from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence, parse_text

CURRENT = RuleSet.CURRENT
_ANY = Selector(types=frozenset())


def _host(**fields: object) -> Selector:
    fields.setdefault("types", frozenset())
    return Selector(host=True, **fields)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------
# Parser: one test per form
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "condition"),
    [
        (
            "As long as enchanted creature is white, it gets +1/+1 and has lifelink.",
            PermanentCount(_host(colors=frozenset({"white"}))),
        ),
        (
            "As long as equipped creature is a Human, it gets an additional +1/+0.",
            PermanentCount(_host(subtypes=frozenset({"human"}))),
        ),
        (
            "As long as equipped creature is a Human or an Angel, it has vigilance.",
            PermanentCount(_host(subtypes=frozenset({"human", "angel"}))),
        ),
        (
            "As long as enchanted permanent is a creature, it has flying.",
            PermanentCount(_host(types=frozenset({"creature"}))),
        ),
        (
            "As long as equipped creature is tapped, tapped creatures you control get +2/+0.",
            PermanentCount(_host(tapped=True)),
        ),
        (
            "Equipped creature gets +3/+0 as long as it's legendary.",
            PermanentCount(_host(supertypes=frozenset({"legendary"}))),
        ),
        (
            "Enchanted creature gets +1/+2 as long as it's white.",
            PermanentCount(_host(colors=frozenset({"white"}))),
        ),
        (
            "Enchanted creature has first strike as long as it's untapped.",
            PermanentCount(_host(tapped=False)),
        ),
    ],
)
def test_parse_a_condition_on_the_host(sentence: str, condition: PermanentCount) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled", parsed
    assert {s.condition for s in parsed.traits.statics} == {condition}


def test_parse_otherwise_is_the_negated_condition() -> None:
    parsed = parse_text(
        "Enchanted creature gets +2/+1 as long as it's black. Otherwise, it gets -1/-2."
    )
    black = PermanentCount(_host(colors=frozenset({"black"})))
    statics = [s for s in parsed[0].traits.statics if isinstance(s, StaticEffect)]
    assert [(s.power, s.toughness, s.condition) for s in statics] == [
        (2, 1, black),
        (-1, -2, PermanentCount(black.selector, "==", 0)),
    ]


def test_parse_attacking_alone_is_the_host_s() -> None:
    parsed = parse_sentence("Enchanted creature can't be blocked as long as it's attacking alone.")
    (static,) = parsed.traits.statics
    assert str(static.condition) == (
        "the permanent it is attached to is attacking and there are exactly 1 attacking permanents"
    )


@pytest.mark.parametrize(
    "sentence",
    [
        "Enchanted creature gets +2/+2, has flying, and attacks each combat if able.",
        "Enchanted creature can't attack or block, and its activated abilities can't be activated.",
        "Enchanted permanent can't attack or block, and its activated abilities can't be "
        "activated.",
        "Enchanted creature can't attack, block, or crew Vehicles, and its activated abilities "
        "can't be activated unless they're mana abilities.",
        "Equipped creature gets +3/+3 and has ward {1}.",
        "Equipped creature gets +4/+2 and doesn't untap during its controller's untap step.",
        'Enchanted creature has flying and "{T}: This creature deals 1 damage to any target."',
        "Prevent all combat damage that would be dealt to and dealt by enchanted creature.",
        "Prevent all damage that would be dealt to enchanted creature.",
    ],
)
def test_parse_host_lists_and_prevention_are_modelled(sentence: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled", parsed
    assert parsed.traits.statics
    assert all(isinstance(s, StaticEffect) and s.affected.host for s in parsed.traits.statics)


def test_parse_goad_and_cant_attack_you_in_a_list_are_the_source_s_rules() -> None:
    goaded = parse_sentence("Enchanted creature gets +2/+2 and is goaded.")
    assert goaded.traits.block_rules == frozenset({Goads(host=True)})
    vow = parse_sentence(
        "Enchanted creature gets +2/+2, has vigilance, and can't attack you or planeswalkers "
        "you control."
    )
    assert vow.traits.block_rules == frozenset({CreaturesCantAttackYou(True, host=True)})


@pytest.mark.parametrize(
    "sentence",
    [
        # a granted trigger the engine does not carry out (one it carries out, with the
        # keywords, is read since session 11: test_rules_613_1f_granted_keywords_and_triggers)
        'Enchanted creature has flying and "Whenever this creature deals combat damage to a '
        'player, populate."',
        # the source's own effect under a condition on its host
        "As long as enchanted creature is white, Testcard gets +1/+1.",
        # an Aura on an Equipment granting a triggered ability through the Equipment
        'As long as enchanted permanent is an Equipment, it has "Whenever equipped creature '
        'attacks, draw a card."',
        # permanents attached to the host
        "Equipped creature has double strike as long as two or more Equipment are attached to it.",
    ],
)
def test_parse_host_lines_the_engine_cannot_carry_out_stay_unmodelled(sentence: str) -> None:
    assert parse_sentence(sentence, name="Testcard").status == "unmodelled"


def test_parse_a_saga_chapter_has_no_effect_in_combat() -> None:
    # 714.2b, 714.3b: it triggers in the precombat main phase
    for line in (
        "I, II — Create a 2/2 white Knight creature token with vigilance.",
        "III — Knights you control get +2/+1 until end of turn.",
    ):
        assert parse_text(line)[0].status == "no_effect"
    # an ability word is no chapter
    assert parse_text("Threshold — Enchanted creature gets +3/+3.")[0].status == "modelled"


def test_host_conditions_render_in_english_and_japanese() -> None:
    parsed = parse_text(
        "Enchanted creature gets +2/+1 as long as it's black. Otherwise, it gets -1/-2."
    )
    first, second = parsed[0].traits.statics
    assert "is black" in describe_value(first, "en")
    assert "is not black" in describe_value(second, "en")
    assert describe_value(first, "ja").startswith("これがつけられているパーマネントが黒の")
    assert "でない限り" in describe_value(second, "ja")


# ---------------------------------------------------------------------------
# Rules: each form changes an outcome, with a control
# ---------------------------------------------------------------------------


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


def _life_after(board: Board) -> int:
    return resolve_combat(board, CURRENT, auto=True).board.player("B").life


def test_611_3a_303_4_host_condition_on_color_applies_only_to_such_a_host() -> None:
    line = "As long as enchanted creature is white, it gets +2/+0."
    white = _creature("knight", "A", 2, 2, attacking="B", colors=["white"])
    black = _creature("knight", "A", 2, 2, attacking="B", colors=["black"])
    assert _life_after(_scenario(white, _aura(line, "knight"))) == 16
    assert _life_after(_scenario(black, _aura(line, "knight"))) == 18  # control: not white
    # control: the Aura enchants another (white) creature that does not attack
    other = _creature("other", "A", 1, 1, colors=["white"])
    assert _life_after(_scenario(white, other, _aura(line, "other"))) == 18


def test_611_3a_613_4c_otherwise_gives_the_other_pump() -> None:
    line = "Enchanted creature gets +2/+1 as long as it's black. Otherwise, it gets -1/-2."
    black = _creature("rat", "A", 2, 3, attacking="B", colors=["black"])
    green = _creature("rat", "A", 2, 3, attacking="B", colors=["green"])
    assert _life_after(_scenario(black, _aura(line, "rat"))) == 16
    assert _life_after(_scenario(green, _aura(line, "rat"))) == 19


def test_301_5_611_3a_equipment_condition_on_subtype_and_unattached_gives_nothing() -> None:
    line = "As long as equipped creature is a Human, it gets an additional +1/+0."
    human = _creature("man", "A", 2, 2, attacking="B", subtypes=["human"])
    elf = _creature("man", "A", 2, 2, attacking="B", subtypes=["elf"])
    assert _life_after(_scenario(human, _aura(line, "man", kind="equipment"))) == 17
    assert _life_after(_scenario(elf, _aura(line, "man", kind="equipment"))) == 18
    unattached = {
        k: v for k, v in _aura(line, "man", kind="equipment").items() if k != "attached_to"
    }
    assert _life_after(_scenario(human, unattached)) == 18


def test_509_1b_host_attacking_alone_is_the_enchanted_creature_s() -> None:
    line = "Enchanted creature can't be blocked as long as it's attacking alone."
    rogue = _creature("rogue", "A", 2, 2, attacking="B")
    wall = _creature("wall", "B", 0, 4)
    board = apply_static_effects(_scenario(rogue, wall, _aura(line, "rogue")))
    assert not is_legal_blocks(board, BlockDeclaration.of({"wall": ("rogue",)}))
    # control: a second attacker, so it no longer attacks alone
    pal = _creature("pal", "A", 1, 1, attacking="B")
    board = apply_static_effects(_scenario(rogue, pal, wall, _aura(line, "rogue")))
    assert is_legal_blocks(board, BlockDeclaration.of({"wall": ("rogue",)}))


def test_509_1b_303_4_cant_attack_or_block_with_the_activated_clause() -> None:
    line = (
        "Enchanted creature can't attack or block, and its activated abilities can't be activated."
    )
    ogre = _creature("ogre", "A", 3, 3, attacking="B")
    guard = _creature("guard", "B", 2, 2)
    board = apply_static_effects(_scenario(ogre, guard, _aura(line, "guard", controller="A")))
    assert not is_legal_blocks(board, BlockDeclaration.of({"guard": ("ogre",)}))
    other = _creature("other", "B", 1, 1)
    board = apply_static_effects(
        _scenario(ogre, guard, other, _aura(line, "other", controller="A"))
    )
    assert is_legal_blocks(board, BlockDeclaration.of({"guard": ("ogre",)}))


def test_613_4c_702_9b_a_list_with_commas_gives_every_effect() -> None:
    line = "Enchanted creature gets +2/+2, has flying, and attacks each combat if able."
    bird = _creature("bird", "A", 1, 1, attacking="B", keywords=["Flying"])
    guard = _creature("guard", "B", 1, 1)
    board = apply_static_effects(_scenario(bird, guard, _aura(line, "guard", controller="B")))
    assert is_legal_blocks(board, BlockDeclaration.of({"guard": ("bird",)}))
    assert board.permanent("guard").power == 3
    # control: on the attacker instead, the guard has no flying
    board = apply_static_effects(_scenario(bird, guard, _aura(line, "bird")))
    assert not is_legal_blocks(board, BlockDeclaration.of({"guard": ("bird",)}))


def test_701_15_goaded_in_a_list_makes_the_host_attack() -> None:
    line = "Enchanted creature gets +2/+2 and is goaded."
    brute = _creature("brute", "B", 2, 2)
    doc = {
        "rules": "current",
        "active_player": "B",
        "players": {"A": {}, "B": {}, "C": {}},
        "permanents": [brute, _aura(line, "brute", controller="A")],
    }
    board = parse_scenario(json.dumps(doc), "json").board
    assert not is_legal_attacks(board, AttackDeclaration.parse(""))
    assert is_legal_attacks(board, AttackDeclaration.parse("brute: C"))
    # control: the Aura elsewhere, nothing forces the brute to attack
    doc["permanents"] = [brute, _creature("pet", "B", 1, 1), _aura(line, "pet", controller="A")]
    board = parse_scenario(json.dumps(doc), "json").board
    assert is_legal_attacks(board, AttackDeclaration.parse("pet: C"))


def test_615_1_prevention_on_the_enchanted_creature() -> None:
    line = "Prevent all combat damage that would be dealt to and dealt by enchanted creature."
    ogre = _creature("ogre", "A", 3, 3, attacking="B")
    assert _life_after(_scenario(ogre, _aura(line, "ogre", controller="B"))) == 20
    other = _creature("other", "A", 1, 1)
    assert _life_after(_scenario(ogre, other, _aura(line, "other", controller="B"))) == 17


# ---------------------------------------------------------------------------
# Triggers on the host's attack or block, sourced from the Aura or Equipment
# ---------------------------------------------------------------------------


def test_parse_whenever_enchanted_creature_blocks_watches_the_host() -> None:
    parsed = parse_sentence("Whenever enchanted creature blocks, it gets +0/+3 until end of turn.")
    (trigger,) = parsed.traits.abilities
    assert isinstance(trigger, BlockTrigger)
    assert trigger.subject == Selector(host=True)
    assert str(trigger) == (
        "whenever the creature it is attached to blocks, it gets +0/+3 until end of turn"
    )
    assert describe_value(trigger, "ja").startswith(
        "これがつけられているクリーチャーがブロックするたび"
    )


def _fight(line: str, on: str) -> Board:
    owner = "A" if on == "ogre" else "B"
    board = _scenario(
        _creature("ogre", "A", 3, 3, attacking="B"),
        _creature("guard", "B", 2, 2, blocking=["ogre"]),
        _creature("other", "B", 1, 1),
        _aura(line, on, controller=owner),
    )
    return resolve_combat(board, CURRENT, auto=True, triggers=True).board


def test_509_3_603_2_a_block_trigger_of_an_aura_fires_for_its_host_only() -> None:
    line = "Whenever enchanted creature blocks, it gets +0/+3 until end of turn."
    assert _fight(line, "guard").permanent("guard").zone is Zone.BATTLEFIELD
    # control: the Aura enchants a creature that does not block
    assert _fight(line, "other").permanent("guard").zone is Zone.GRAVEYARD


def test_509_3_603_2_becomes_blocked_trigger_of_an_aura_pumps_the_host() -> None:
    line = (
        "Whenever enchanted creature becomes blocked, it gets +4/+0 and gains trample until end "
        "of turn."
    )
    assert _fight(line, "ogre").player("B").life == 15  # 7 power, 2 to the guard, 5 trample over
    assert _fight(line, "other").player("B").life == 20


def test_508_2a_603_2_an_attack_trigger_of_an_equipment_fires_for_its_host() -> None:
    line = "Whenever equipped creature attacks, it gets +2/+0 until end of turn."

    def attack(on: str) -> int:
        board = _scenario(
            _creature("ogre", "A", 3, 3, attacking="B"),
            _creature("pal", "A", 1, 1),
            _aura(line, on, kind="equipment"),
        )
        board, _ = declare_attackers_triggers(board, CURRENT)
        return board.permanent("ogre").power

    assert attack("ogre") == 5
    assert attack("pal") == 3  # control: the equipped creature does not attack


def test_611_3a_301_5_as_long_as_it_is_legendary_reads_the_equipped_creature() -> None:
    line = "Equipped creature gets +3/+0 as long as it's legendary."
    hero = _creature("hero", "A", 2, 2, attacking="B", supertypes=["legendary"])
    grunt = _creature("hero", "A", 2, 2, attacking="B")
    assert _life_after(_scenario(hero, _aura(line, "hero", kind="equipment"))) == 15
    assert _life_after(_scenario(grunt, _aura(line, "hero", kind="equipment"))) == 18


def test_615_1_all_damage_to_the_enchanted_creature_is_prevented() -> None:
    line = "Prevent all damage that would be dealt to enchanted creature."
    assert _fight(line, "guard").permanent("guard").zone is Zone.BATTLEFIELD
    # control: the Aura on a creature out of combat
    assert _fight(line, "other").permanent("guard").zone is Zone.GRAVEYARD
