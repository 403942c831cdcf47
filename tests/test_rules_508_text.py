"""Declaring attackers (CR 508.1) from card sentences: the board-wide rules
read by the grammar (508.1c, 508.1g-h), goad as card text (701.38 in 2023, 701.15 now), taxes
that cover planeswalkers, and the 508.1d maximum against the brute force of
test_rules_508 under both rule sets."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mtgcombat.core.abilities import (
    AttackTax,
    CreaturesCantAttackYou,
    Goads,
    MaxAttackersEachCombat,
    PowerCantAttack,
)
from mtgcombat.core.model import BlockRule, Board, CardType, Goaded, Permanent, Player
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attacks import AttackDeclaration, is_legal_attacks, maximum_requirements
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence
from mtgcombat.text import parser as card_parser
from test_rules_508 import _every_declaration, _oracle_obeyed, _oracle_ok, small_boards

THREE = (Player("A"), Player("B"), Player("C"))


def creature(pid: str, controller: str = "A", **kw: object) -> Permanent:
    return Permanent(id=pid, controller=controller, power=2, toughness=2, **kw)  # type: ignore[arg-type]


def enchantment(pid: str, controller: str, *rules: BlockRule, **kw: object) -> Permanent:
    return Permanent(
        id=pid,
        controller=controller,
        types=frozenset({CardType.ENCHANTMENT}),
        block_rules=frozenset(rules),
        **kw,  # type: ignore[arg-type]
    )


# ---------------------------------------------------------------------------
# The sentences, read by the grammar
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        ("Creatures can't attack you.", CreaturesCantAttackYou(False)),
        ("Creatures can't attack you or planeswalkers you control.", CreaturesCantAttackYou(True)),
        ("Creatures with power 3 or greater can't attack.", PowerCantAttack(3)),
        ("No more than one creature can attack each combat.", MaxAttackersEachCombat(1)),
        ("No more than two creatures can attack each combat.", MaxAttackersEachCombat(2)),
        (
            "Creatures can't attack you unless their controller pays {2} for each creature "
            "they control that's attacking you.",
            AttackTax(2),
        ),
        (
            "Creatures can't attack you or planeswalkers you control unless their controller "
            "pays {1} for each of those creatures.",
            AttackTax(1, planeswalkers=True),
        ),
        (
            "Creatures your opponents control attack each combat if able and attack a player "
            "other than you if able.",
            Goads(),
        ),
        (
            "Enchanted creature attacks each combat if able and attacks a player other than "
            "you if able.",
            Goads(host=True),
        ),
        ("Enchanted creature is goaded.", Goads(host=True)),
    ],
)
def test_508_1c_d_h_701_15_board_wide_attack_sentences_are_grammar(
    sentence: str, value: BlockRule
) -> None:
    parsed = parse_sentence(sentence, name="Foo")
    assert parsed.status == "modelled", parsed.error
    assert parsed.traits.block_rules == frozenset({value})
    # the printed form reads back as the same rule, in both languages
    assert parse_sentence(str(value) + ".", name="Foo").traits.block_rules == frozenset({value})
    assert describe_value(value, "ja") != str(value)


def test_508_1g_a_tax_of_x_is_not_modelled() -> None:
    parsed = parse_sentence(
        "Creatures can't attack you or planeswalkers you control unless their controller pays "
        "{X} for each of those creatures, where X is the number of enchantments you control.",
        name="Sphere",
    )
    assert parsed.status == "unmodelled" and "{x}" in parsed.error


def test_508_1_no_regular_expression_table_is_left_before_the_grammar() -> None:
    assert not hasattr(card_parser, "_GLOBAL_ATTACK_RULES")


# ---------------------------------------------------------------------------
# Goad as card text (701.38 in 2023, 701.15 now)
# ---------------------------------------------------------------------------


def test_701_15_creatures_your_opponents_control_are_goaded_by_you() -> None:
    # Kardur's effect on B's permanent: A's creature must attack, and a
    # player other than B if able (two 508.1d requirements)
    board = Board(THREE, (creature("g"), enchantment("kardur", "B", Goads())), "A")
    v = is_legal_attacks(board, AttackDeclaration())
    assert not v and v.maximum == 2 and str(v.witness) == "g: C"
    assert is_legal_attacks(board, AttackDeclaration.parse("g: C")).legal
    wrong = is_legal_attacks(board, AttackDeclaration.parse("g: B"))
    assert not wrong and [x.rule for x in wrong.violations] == ["508.1d"]


def test_701_15_your_own_goad_leaves_your_creatures_alone() -> None:
    board = Board(THREE, (creature("g"), enchantment("kardur", "A", Goads())), "A")
    assert is_legal_attacks(board, AttackDeclaration()).legal


def test_701_15_an_aura_goads_the_creature_it_enchants() -> None:
    aura = enchantment("aura", "C", Goads(host=True), attached_to="g")
    board = Board(THREE, (creature("g"), creature("h"), aura), "A")
    v = is_legal_attacks(board, AttackDeclaration.parse("h: B"))
    assert not v and v.witness is not None
    assert v.witness.target_of("g") == "B"  # g must attack a player other than C
    assert is_legal_attacks(board, AttackDeclaration.parse("g: B")).legal


def test_701_15_goaded_twice_by_the_same_player_has_one_set_of_requirements() -> None:
    # being goaded again by the same player adds no requirement
    goaded = creature("g", block_rules=frozenset({Goaded("B")}))
    board = Board(THREE, (goaded, enchantment("kardur", "B", Goads())), "A")
    assert maximum_requirements(board).maximum == 2


def test_701_15_goad_sentence_in_a_file_reaches_attacks() -> None:
    text = """
active_player = "A"
[players.A]
[players.B]
[players.C]
[[permanents]]
id = "ogre"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "kardur"
controller = "B"
types = ["enchantment"]
abilities = ["{GOAD}"]
""".replace(
        "{GOAD}",
        "Creatures your opponents control attack each combat if able and attack a player "
        "other than you if able.",
    )
    board = parse_scenario(text, "toml").board
    v = is_legal_attacks(board, AttackDeclaration.from_board(board))
    assert not v and v.witness is not None and str(v.witness) == "ogre: C"


# ---------------------------------------------------------------------------
# Taxes that cover planeswalkers (508.1g-h)
# ---------------------------------------------------------------------------


def _walker_board(*rules: BlockRule) -> Board:
    jace = Permanent(id="jace", controller="B", types=frozenset({CardType.PLANESWALKER}))
    return Board(
        (Player("A"), Player("B")),
        (creature("x"), creature("y"), jace, enchantment("annex", "B", *rules)),
        "A",
    )


def test_508_1h_a_tax_on_you_or_your_planeswalkers_is_summed_per_defender() -> None:
    board = _walker_board(AttackTax(1, planeswalkers=True))
    v = is_legal_attacks(board, AttackDeclaration.parse("x: B; y: jace"))
    assert v.legal and v.cost == {"B": 2}


def test_508_1h_a_tax_on_you_alone_leaves_planeswalkers_free() -> None:
    board = _walker_board(AttackTax(2))
    v = is_legal_attacks(board, AttackDeclaration.parse("x: B; y: jace"))
    assert v.legal and v.cost == {"B": 2}


def test_508_1h_tax_sentence_in_a_file(tmp_path: Path) -> None:
    text = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "ogre"
controller = "A"
power = 3
toughness = 3
attacking = "jace"
[[permanents]]
id = "jace"
controller = "B"
types = ["planeswalker"]
counters = { loyalty = 3 }
[[permanents]]
id = "baird"
controller = "B"
power = 2
toughness = 4
abilities = ["{TAX}"]
""".replace(
        "{TAX}",
        "Creatures can't attack you or planeswalkers you control unless their controller pays "
        "{1} for each of those creatures.",
    )
    board = parse_scenario(text, "toml").board
    v = is_legal_attacks(board, AttackDeclaration.from_board(board))
    assert v.legal and v.cost == {"B": 1}


# ---------------------------------------------------------------------------
# 508.1d against the brute force, both rule sets (declaring attackers is the
# same under both)
# ---------------------------------------------------------------------------


@settings(max_examples=80, deadline=None, database=None)
@given(st.data(), small_boards(), st.sampled_from(["2023", "current"]))
def test_508_1d_maximum_matches_brute_force_under_both_rule_sets(
    data: st.DataObject, board: Board, rules: str
) -> None:
    every = _every_declaration(board)
    best = max(_oracle_obeyed(board, d) for d in every if _oracle_ok(board, d))
    assert maximum_requirements(board).maximum == best
    decl = data.draw(st.sampled_from(every))
    if any(isinstance(r, AttackTax) for p in board.permanents for r in p.block_rules):
        return  # paying is allowed: test_rules_508 checks those apart
    v = is_legal_attacks(board, AttackDeclaration.of(decl), rules)
    assert v.legal == (_oracle_ok(board, decl) and _oracle_obeyed(board, decl) >= best)
    if not v.legal and v.witness is not None:
        assert _oracle_ok(board, v.witness.as_dict())
