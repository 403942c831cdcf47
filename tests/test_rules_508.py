"""Declaring attackers (CR 508.1), each test named by the rule it checks,
and a brute-force cross-check of the 508.1d maximum on small boards."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from mtgcombat.cli import cli
from mtgcombat.core.abilities import (
    AttacksEachCombat,
    AttackTax,
    CantAttack,
    CantAttackAlone,
    CantAttackUnlessDefenderControls,
    CreaturesCantAttackYou,
    Goaded,
    Keyword,
    MaxAttackersEachCombat,
    PowerCantAttack,
)
from mtgcombat.core.model import BlockRule, Board, CardType, Permanent, Player
from mtgcombat.i18n.messages import describe, namer
from mtgcombat.rules.attacks import (
    AttackDeclaration,
    is_legal_attacks,
    legal_attack_declarations,
    maximum_requirements,
    tap_events,
)
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence
from mtgcombat.text.keywords import parse_keywords

PLAYERS = (Player("A"), Player("B"))


def creature(pid: str, controller: str = "A", power: int = 2, **kw: object) -> Permanent:
    return Permanent(id=pid, controller=controller, power=power, toughness=2, **kw)  # type: ignore[arg-type]


def board_of(*perms: Permanent, players: tuple[Player, ...] = PLAYERS) -> Board:
    return Board(players=players, permanents=perms, active_player="A")


def verdict(board: Board, text: str) -> tuple[bool, list[str]]:
    v = is_legal_attacks(board, AttackDeclaration.parse(text))
    return v.legal, [x.rule for x in v.violations]


# ---------------------------------------------------------------------------
# Who may attack (508.1a, 302.6, 702.3b)
# ---------------------------------------------------------------------------


def test_508_1a_untapped_creature_attacks() -> None:
    assert verdict(board_of(creature("ogre")), "ogre: B") == (True, [])


def test_508_1a_tapped_creature_cant_attack() -> None:
    assert verdict(board_of(creature("ogre", tapped=True)), "ogre: B") == (False, ["508.1a"])


def test_508_1a_noncreature_cant_attack() -> None:
    rock = Permanent(id="rock", controller="A", types=frozenset({CardType.ARTIFACT}))
    assert verdict(board_of(rock), "rock: B") == (False, ["508.1a"])


def test_302_6_summoning_sick_creature_cant_attack() -> None:
    assert verdict(board_of(creature("pup", summoning_sick=True)), "pup: B") == (False, ["302.6"])


def test_302_6_haste_lets_a_summoning_sick_creature_attack() -> None:
    pup = creature("pup", summoning_sick=True, abilities=frozenset(parse_keywords("haste")))
    assert verdict(board_of(pup), "pup: B") == (True, [])


def test_702_3b_defender_cant_attack() -> None:
    wall = creature("wall", keywords=["defender"])
    assert verdict(board_of(wall), "wall: B") == (False, ["702.3b"])


def test_508_1c_cant_attack() -> None:
    pacifist = creature("p", block_rules=frozenset({CantAttack()}))
    assert verdict(board_of(pacifist), "p: B") == (False, ["508.1c"])
    assert verdict(board_of(pacifist), "-") == (True, [])


# ---------------------------------------------------------------------------
# What it attacks (508.1b, 506.2, 310.8)
# ---------------------------------------------------------------------------


def test_508_1b_attacks_a_planeswalker_the_opponent_controls() -> None:
    jace = Permanent(id="jace", controller="B", types=frozenset({CardType.PLANESWALKER}))
    assert verdict(board_of(creature("ogre"), jace), "ogre: jace") == (True, [])


def test_508_1b_cant_attack_its_own_planeswalker() -> None:
    mine = Permanent(id="mine", controller="A", types=frozenset({CardType.PLANESWALKER}))
    board = Board.trusted(PLAYERS, (creature("ogre"), mine), "A")
    assert verdict(board, "ogre: mine") == (False, ["508.1b"])


def test_310_8_a_battles_protector_cant_attack_it() -> None:
    battle = Permanent(
        id="siege", controller="B", types=frozenset({CardType.BATTLE}), protector="A"
    )
    board = Board.trusted(PLAYERS, (creature("ogre"), battle), "A")
    assert verdict(board, "ogre: siege") == (False, ["310.8"])


def test_310_8_a_battle_an_opponent_protects_can_be_attacked() -> None:
    battle = Permanent(
        id="siege", controller="A", types=frozenset({CardType.BATTLE}), protector="B"
    )
    assert verdict(board_of(creature("ogre"), battle), "ogre: siege") == (True, [])


def test_506_2_multiplayer_each_attacker_chooses_its_opponent() -> None:
    players = (Player("A"), Player("B"), Player("C"))
    board = board_of(creature("x"), creature("y"), players=players)
    assert verdict(board, "x: B; y: C") == (True, [])


# ---------------------------------------------------------------------------
# Restrictions (508.1c)
# ---------------------------------------------------------------------------


def test_508_1c_cant_attack_alone() -> None:
    loner = creature("loner", block_rules=frozenset({CantAttackAlone()}))
    board = board_of(loner, creature("pal"))
    assert verdict(board, "loner: B") == (False, ["508.1c"])
    assert verdict(board, "loner: B; pal: B") == (True, [])


def test_508_1c_cant_attack_unless_defending_player_controls_an_island() -> None:
    serpent = creature(
        "serpent", block_rules=frozenset({CantAttackUnlessDefenderControls("island")})
    )
    assert verdict(board_of(serpent), "serpent: B") == (False, ["508.1c"])
    island = Permanent(
        id="isl", controller="B", types=frozenset({CardType.LAND}), subtypes=frozenset({"island"})
    )
    assert verdict(board_of(serpent, island), "serpent: B") == (True, [])


def test_508_1c_creatures_cant_attack_you_or_your_planeswalkers() -> None:
    archon = Permanent(
        id="archon",
        controller="B",
        power=4,
        toughness=5,
        block_rules=frozenset({CreaturesCantAttackYou()}),
    )
    jace = Permanent(id="jace", controller="B", types=frozenset({CardType.PLANESWALKER}))
    board = board_of(creature("ogre"), archon, jace)
    assert verdict(board, "ogre: B") == (False, ["508.1c"])
    assert verdict(board, "ogre: jace") == (False, ["508.1c"])


def test_508_1c_creatures_cant_attack_you_leaves_your_planeswalkers_open() -> None:
    # An Archon-style "Creatures can't attack you.": the player is protected,
    # the planeswalkers that player controls are not, and the message says so.
    archon = Permanent(
        id="archon", controller="B", power=4, toughness=5,
        block_rules=frozenset({CreaturesCantAttackYou(planeswalkers=False)}),
    )  # fmt: skip
    jace = Permanent(id="jace", controller="B", types=frozenset({CardType.PLANESWALKER}))
    board = board_of(creature("ogre"), archon, jace)
    assert verdict(board, "ogre: jace") == (True, [])
    v = is_legal_attacks(board, AttackDeclaration.parse("ogre: B"))
    [problem] = v.violations
    assert (problem.rule, problem.code) == ("508.1c", "cant_attack_player_only")
    en = describe(problem, "en", namer(board, "en"), board)
    assert en == (
        "ogre can't attack B, because of archon (it forbids attacking the player B only: "
        "the planeswalkers B controls may be attacked)"
    )
    ja = describe(problem, "ja", namer(board, "ja"), board)
    assert "プレイヤーBへの攻撃だけ" in ja and "プレインズウォーカーは攻撃できる" in ja


def test_508_1c_cant_attack_you_or_planeswalkers_names_what_is_attacked() -> None:
    archon = Permanent(
        id="archon", controller="B", power=4, toughness=5,
        block_rules=frozenset({CreaturesCantAttackYou(planeswalkers=True)}),
    )  # fmt: skip
    jace = Permanent(id="jace", controller="B", types=frozenset({CardType.PLANESWALKER}))
    board = board_of(creature("ogre"), archon, jace)
    [at_player] = is_legal_attacks(board, AttackDeclaration.parse("ogre: B")).violations
    [at_walker] = is_legal_attacks(board, AttackDeclaration.parse("ogre: jace")).violations
    assert at_player.code == "cant_attack_player"
    assert at_walker.code == "cant_attack_planeswalker"
    assert describe(at_walker, "en", namer(board, "en"), board).startswith(
        "ogre can't attack jace, a planeswalker B controls, because of archon"
    )
    assert "プレインズウォーカーjaceを攻撃できない" in describe(
        at_walker, "ja", namer(board, "ja"), board
    )


AURA_FILE = """\
rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "ogre"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "elf"
controller = "A"
power = 1
toughness = 1
attacking = "B"
[[permanents]]
id = "jace"
controller = "B"
types = ["planeswalker"]
counters = { loyalty = 3 }
[[permanents]]
id = "chains"
controller = "B"
types = ["enchantment"]
subtypes = ["aura"]
attached_to = "ogre"
abilities = ["Enchanted creature can't attack you or planeswalkers you control."]
"""


def test_508_1c_enchanted_creature_cant_attack_you_or_your_planeswalkers(tmp_path: Path) -> None:
    # The Aura restricts only the creature it enchants, and only against its
    # own controller: the elf may attack B, the ogre neither B nor Jace.
    board = parse_scenario(AURA_FILE, "toml").board
    [rule] = board.permanent("chains").block_rules
    assert rule == CreaturesCantAttackYou(planeswalkers=True, host=True)
    assert verdict(board, "ogre: B; elf: B") == (False, ["508.1c"])
    assert verdict(board, "ogre: jace") == (False, ["508.1c"])
    assert verdict(board, "elf: B") == (True, [])
    path = tmp_path / "aura.toml"
    path.write_text(AURA_FILE, "utf-8")
    result = CliRunner().invoke(cli, ["attacks", str(path)])
    assert result.exit_code == 1, result.output
    assert "ogre can't attack B, because of chains" in result.output
    ja = CliRunner().invoke(cli, ["attacks", str(path), "--lang", "ja"])
    assert "chainsがあるため、ogreはBを攻撃できない" in ja.output
    only = AURA_FILE.replace(" or planeswalkers you control", "")
    path.write_text(
        only.replace(
            'attacking = "B"\n[[permanents]]\nid = "elf"',
            'attacking = "jace"\n[[permanents]]\nid = "elf"',
        ),
        "utf-8",
    )
    assert CliRunner().invoke(cli, ["attacks", str(path)]).exit_code == 0


def test_508_1c_enchanted_creature_cant_attack_round_trips_json_and_toml() -> None:
    from mtgcombat.text import ability_from_json, ability_to_json  # noqa: PLC0415

    for sentence, value in (
        (
            "Enchanted creature can't attack you or planeswalkers you control.",
            CreaturesCantAttackYou(planeswalkers=True, host=True),
        ),
        ("Enchanted creature can't attack you.", CreaturesCantAttackYou(False, host=True)),
    ):
        parsed = parse_sentence(sentence, name="Chains")
        assert parsed.status == "modelled" and parsed.traits.block_rules == {value}
        data = ability_to_json(value)
        assert data == {"kind": "creatures_cant_attack_you", "host": True} | (
            {} if value.planeswalkers else {"planeswalkers": False}
        )
        assert ability_from_json(json.loads(json.dumps(data))) == value
        # the same value written as a structured table in a TOML file
        table = ", ".join(f"{k} = {json.dumps(v)}" for k, v in data.items())
        text = AURA_FILE.replace(
            'abilities = ["Enchanted creature can\'t attack you or planeswalkers you control."]',
            f"abilities = [{{ {table} }}]",
        )
        board = parse_scenario(text, "toml").board
        assert board.permanent("chains").block_rules == {value}
    assert str(CreaturesCantAttackYou(host=True)) == (
        "enchanted creature can't attack you or planeswalkers you control"
    )
    from mtgcombat.io.notation import describe_value  # noqa: PLC0415

    assert describe_value(CreaturesCantAttackYou(host=True), "ja") == (
        "エンチャントされているクリーチャーはあなたやあなたがコントロールするプレインズウォーカーを"
        "攻撃できない"
    )


def test_508_1c_enchanted_creature_cant_attack_is_read_too() -> None:
    # The plain Aura form ("Pacifism" without the block half) already grants
    # can't attack to the host through a static effect (613.1f).
    parsed = parse_sentence("Enchanted creature can't attack.", name="Chains")
    assert parsed.status == "modelled"
    text = AURA_FILE.replace("can't attack you or planeswalkers you control.", "can't attack.")
    board = parse_scenario(text, "toml").board
    assert verdict(board, "elf: B") == (True, [])
    assert verdict(board, "ogre: jace") == (False, ["508.1c"])


def test_508_1c_cant_attack_you_leaves_a_battle_you_protect_open() -> None:
    archon = Permanent(
        id="archon", controller="B", power=4, toughness=5,
        block_rules=frozenset({CreaturesCantAttackYou(True)}),
    )  # fmt: skip
    battle = Permanent(
        id="siege", controller="A", types=frozenset({CardType.BATTLE}), protector="B"
    )
    assert verdict(board_of(creature("ogre"), archon, battle), "ogre: siege") == (True, [])


def test_508_1c_creatures_with_power_n_or_greater_cant_attack() -> None:
    moat = Permanent(
        id="peace", controller="B", types=frozenset({CardType.ENCHANTMENT}),
        block_rules=frozenset({PowerCantAttack(3)}),
    )  # fmt: skip
    board = board_of(creature("big", power=3), creature("small", power=2), moat)
    assert verdict(board, "big: B") == (False, ["508.1c"])
    assert verdict(board, "small: B") == (True, [])


def test_508_1c_no_more_than_two_creatures_can_attack_each_combat() -> None:
    limit = Permanent(
        id="limit", controller="B", types=frozenset({CardType.ENCHANTMENT}),
        block_rules=frozenset({MaxAttackersEachCombat(2)}),
    )  # fmt: skip
    board = board_of(creature("x"), creature("y"), creature("z"), limit)
    assert verdict(board, "x: B; y: B") == (True, [])
    assert verdict(board, "x: B; y: B; z: B") == (False, ["508.1c"])


# ---------------------------------------------------------------------------
# Requirements (508.1d, goad: 701.38 in 2023, 701.15 now)
# ---------------------------------------------------------------------------


def test_508_1d_attacks_each_combat_if_able() -> None:
    eager = creature("eager", block_rules=frozenset({AttacksEachCombat()}))
    v = is_legal_attacks(board_of(eager), AttackDeclaration())
    assert not v and [x.rule for x in v.violations] == ["508.1d"]
    assert (v.obeyed, v.maximum, str(v.witness)) == (0, 1, "eager: B")


def test_508_1d_a_tapped_creature_is_not_required_to_attack() -> None:
    eager = creature("eager", tapped=True, block_rules=frozenset({AttacksEachCombat()}))
    v = is_legal_attacks(board_of(eager), AttackDeclaration())
    assert v and v.maximum == 0


def test_508_1d_a_cost_need_not_be_paid_to_obey_a_requirement() -> None:
    eager = creature("eager", block_rules=frozenset({AttacksEachCombat()}))
    prison = Permanent(
        id="prison", controller="B", types=frozenset({CardType.ENCHANTMENT}),
        block_rules=frozenset({AttackTax(2)}),
    )  # fmt: skip
    board = board_of(eager, prison)
    assert is_legal_attacks(board, AttackDeclaration()).legal
    paid = is_legal_attacks(board, AttackDeclaration.parse("eager: B"))
    assert paid.legal and paid.cost == {"B": 2}


def test_508_1d_cant_attack_alone_with_a_requirement_brings_a_partner() -> None:
    # the requirement can be obeyed only if another creature attacks too
    eager = creature("eager", block_rules=frozenset({AttacksEachCombat(), CantAttackAlone()}))
    board = board_of(eager, creature("pal"))
    v = is_legal_attacks(board, AttackDeclaration())
    assert v.maximum == 1 and len(v.witness or ()) == 2


def test_701_15_goaded_creature_attacks_another_player_if_able() -> None:
    players = (Player("A"), Player("B"), Player("C"))
    goaded = creature("g", block_rules=frozenset({Goaded("B")}))
    board = board_of(goaded, players=players)
    assert verdict(board, "g: C") == (True, [])
    v = is_legal_attacks(board, AttackDeclaration.parse("g: B"))
    assert not v and v.obeyed == 1 and v.maximum == 2 and str(v.witness) == "g: C"


def test_701_15_goaded_by_the_only_opponent_still_attacks_it() -> None:
    goaded = creature("g", block_rules=frozenset({Goaded("B")}))
    v = is_legal_attacks(board_of(goaded), AttackDeclaration.parse("g: B"))
    assert v and v.maximum == 1


# ---------------------------------------------------------------------------
# Costs (508.1g-h) and tapping (508.1f)
# ---------------------------------------------------------------------------


def test_508_1h_attack_tax_is_summed_per_defender() -> None:
    players = (Player("A"), Player("B"), Player("C"))
    prison_b = Permanent(
        id="pb", controller="B", types=frozenset({CardType.ENCHANTMENT}),
        block_rules=frozenset({AttackTax(2)}),
    )  # fmt: skip
    prison_c = Permanent(
        id="pc", controller="C", types=frozenset({CardType.ENCHANTMENT}),
        block_rules=frozenset({AttackTax(1)}),
    )  # fmt: skip
    board = board_of(
        creature("x"), creature("y"), creature("z"), prison_b, prison_c, players=players
    )
    v = is_legal_attacks(board, AttackDeclaration.parse("x: B; y: B; z: C"))
    assert v.legal and v.cost == {"B": 4, "C": 1}


def test_508_1f_attackers_without_vigilance_become_tapped() -> None:
    board = board_of(creature("a"), creature("v", keywords=["vigilance"]))
    events = tap_events(board, AttackDeclaration.parse("a: B; v: B"))
    assert [(e.rule, e.creature) for e in events] == [("508.1f", "a")]


# ---------------------------------------------------------------------------
# Files and the command line
# ---------------------------------------------------------------------------

FILE = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "ogre"
controller = "A"
power = 3
toughness = 3
attacks_each_combat = true
[[permanents]]
id = "pup"
controller = "A"
power = 1
toughness = 1
summoning_sick = true
attacking = "B"
"""


def test_508_1_scenario_fields_reach_the_board() -> None:
    board = parse_scenario(FILE, "toml").board
    assert board.permanent("pup").summoning_sick
    assert AttacksEachCombat() in board.permanent("ogre").block_rules


def test_508_1_attacks_json_document_and_exit_code(tmp_path: Path) -> None:
    path = tmp_path / "a.toml"
    path.write_text(FILE, encoding="utf-8")
    result = CliRunner().invoke(cli, ["attacks", str(path), "--json"])
    assert result.exit_code == 1, result.output
    doc = json.loads(result.output)
    assert set(doc) == {"legal", "violations", "requirements", "witness", "cost"}
    assert doc["legal"] is False
    assert [v["rule"] for v in doc["violations"]] == ["302.6", "508.1d"]
    assert doc["requirements"] == {"obeyed": 0, "maximum": 1}
    assert doc["witness"] == {"ogre": "B"}
    assert doc["cost"] == {}


def test_508_1_attacks_text_output_in_japanese(tmp_path: Path) -> None:
    path = tmp_path / "a.toml"
    path.write_text(FILE.replace('attacking = "B"\n', ""), encoding="utf-8")
    result = CliRunner().invoke(cli, ["attacks", str(path), "--lang", "ja"])
    assert result.exit_code == 1
    assert "508.1d" in result.output and "攻撃" in result.output


def test_508_1_attacks_exit_code_2_on_a_bad_file(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(FILE.replace("summoning_sick = true", "summoning_sick = 3"), encoding="utf-8")
    result = CliRunner().invoke(cli, ["attacks", str(path)])
    assert result.exit_code == 2 and "Traceback" not in result.output


# ---------------------------------------------------------------------------
# 508.1d maximum: brute force over every declaration on small boards
# ---------------------------------------------------------------------------


def _oracle_ok(board: Board, decl: dict[str, str]) -> bool:
    """A restriction check written from the rules, independent of attacks.py:
    the boards below use untapped creatures of A, planeswalkers of B and C."""
    players = {p.id for p in board.players}
    if any(
        isinstance(r, MaxAttackersEachCombat) and len(decl) > r.count
        for p in board.permanents
        for r in p.block_rules
    ):
        return False
    for attacker, target in decl.items():
        perm = board.permanent(attacker)
        if perm.tapped or perm.has(Keyword.DEFENDER) or CantAttack() in perm.block_rules:
            return False
        if CantAttackAlone() in perm.block_rules and len(decl) == 1:
            return False
        defender = target if target in players else board.permanent(target).controller
        for p in board.permanents:
            for r in p.block_rules:
                # the player always; their planeswalkers only when it says so;
                # an Aura's rule only for the creature it enchants
                if (
                    isinstance(r, CreaturesCantAttackYou)
                    and p.controller == defender
                    and (r.planeswalkers or target in players)
                    and (not r.host or p.attached_to == attacker)
                ):
                    return False
            if any(isinstance(r, PowerCantAttack) and perm.power >= r.power for r in p.block_rules):
                return False
            if AttackTax(1) in p.block_rules and p.controller == target:
                return False  # a cost: not among the declarations 508.1d compares
    return True


def _oracle_obeyed(board: Board, decl: dict[str, str]) -> int:
    players = {p.id for p in board.players}
    count = 0
    for perm in board.permanents:
        for r in perm.block_rules:
            target = decl.get(perm.id)
            if isinstance(r, AttacksEachCombat) and target is not None:
                count += 1
            if isinstance(r, Goaded) and target is not None:
                count += 1 + (target in players and target != r.player)
    return count


@st.composite
def small_boards(draw: st.DrawFn) -> Board:
    three = draw(st.booleans())
    players = (Player("A"), Player("B"), *((Player("C"),) if three else ()))
    perms: list[Permanent] = []
    attacker_choices: list[BlockRule] = [
        AttacksEachCombat(),
        CantAttackAlone(),
        CantAttack(),
        Goaded("B"),
        Goaded("C"),
    ]
    attacker_rules = st.sampled_from(attacker_choices)
    count = draw(st.integers(1, 4))
    for i in range(count):
        rules: set[BlockRule] = set(draw(st.lists(attacker_rules, max_size=2)))
        if not three:
            rules.discard(Goaded("C"))
        perms.append(
            Permanent(
                id=f"c{i}",
                controller="A",
                power=draw(st.integers(1, 4)),
                toughness=2,
                tapped=draw(st.integers(0, 4)) == 0,
                keywords=["defender"] if draw(st.integers(0, 5)) == 0 else [],
                block_rules=frozenset(rules),
            )
        )
    global_choices: list[BlockRule] = [
        CreaturesCantAttackYou(),
        CreaturesCantAttackYou(planeswalkers=False),
        CreaturesCantAttackYou(host=True),
        CreaturesCantAttackYou(planeswalkers=False, host=True),
        PowerCantAttack(3),
        MaxAttackersEachCombat(2),
        AttackTax(1),
    ]
    for owner in [p.id for p in players[1:]]:
        if draw(st.booleans()):
            perms.append(
                Permanent(
                    id=f"pw{owner}", controller=owner, types=frozenset({CardType.PLANESWALKER})
                )
            )
        extra = draw(
            st.lists(
                st.sampled_from(global_choices),
                max_size=1,
            )
        )
        if extra:
            # an Aura's rule enchants one of A's creatures
            host = any(isinstance(r, CreaturesCantAttackYou) and r.host for r in extra)
            perms.append(
                Permanent(
                    id=f"e{owner}",
                    controller=owner,
                    types=frozenset({CardType.ENCHANTMENT}),
                    block_rules=frozenset(extra),
                    attached_to=f"c{draw(st.integers(0, count - 1))}" if host else None,
                    subtypes=frozenset({"aura"}) if host else frozenset(),
                )
            )
    return Board(players=players, permanents=tuple(perms), active_player="A")


def _every_declaration(board: Board) -> list[dict[str, str]]:
    attackers = [p.id for p in board.permanents if p.controller == "A" and p.is_creature]
    targets = [p.id for p in board.players if p.id != "A"] + [
        p.id for p in board.permanents if p.is_type(CardType.PLANESWALKER)
    ]
    out: list[dict[str, str]] = []
    for combo in itertools.product([None, *targets], repeat=len(attackers)):
        out.append({a: t for a, t in zip(attackers, combo, strict=True) if t is not None})
    return out


@settings(max_examples=150, deadline=None, database=None)
@given(small_boards())
def test_508_1d_maximum_equals_brute_force(board: Board) -> None:
    every = _every_declaration(board)
    best = max(_oracle_obeyed(board, d) for d in every if _oracle_ok(board, d))
    result = maximum_requirements(board)
    assert result.maximum == best
    assert _oracle_ok(board, result.witness.as_dict())
    assert _oracle_obeyed(board, result.witness.as_dict()) == best
    legal = {
        AttackDeclaration.of(d)
        for d in every
        if _oracle_ok(board, d) and _oracle_obeyed(board, d) >= best
    }
    assert set(legal_attack_declarations(board)) == legal


@settings(max_examples=100, deadline=None, database=None)
@given(st.data(), small_boards())
def test_508_1_is_legal_attacks_agrees_with_brute_force(data: st.DataObject, board: Board) -> None:
    every = _every_declaration(board)
    best = max(_oracle_obeyed(board, d) for d in every if _oracle_ok(board, d))
    decl = data.draw(st.sampled_from(every))
    v = is_legal_attacks(board, AttackDeclaration.of(decl))
    taxed = any(
        AttackTax(1) in p.block_rules and p.controller in decl.values() for p in board.permanents
    )
    if taxed:  # paying is allowed: then only the restrictions and the count matter
        return
    expected = _oracle_ok(board, decl) and _oracle_obeyed(board, decl) >= best
    assert v.legal == expected, (decl, v.violations)


# ---------------------------------------------------------------------------
# Rendering
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "value",
    [
        CantAttack(),
        CantAttackAlone(),
        AttacksEachCombat(),
        MaxAttackersEachCombat(2),
        PowerCantAttack(4),
    ],
)
def test_508_1_attack_rules_render_in_english(value: object) -> None:
    assert "attack" in str(value)


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        ("~ can't attack.", CantAttack()),
        ("~ can't attack alone.", CantAttackAlone()),
        (
            "~ can't attack unless defending player controls an Island.",
            CantAttackUnlessDefenderControls("island"),
        ),
        ("~ attacks each combat if able.", AttacksEachCombat()),
        ("Creatures can't attack you.", CreaturesCantAttackYou(False)),
        (
            "Creatures can't attack you or planeswalkers you control.",
            CreaturesCantAttackYou(True),
        ),
        ("Creatures with power 4 or greater can't attack.", PowerCantAttack(4)),
        ("No more than two creatures can attack each combat.", MaxAttackersEachCombat(2)),
        (
            "Creatures can't attack you unless their controller pays {2} for each creature "
            "they control that's attacking you.",
            AttackTax(2),
        ),
    ],
)
def test_508_1c_d_h_attack_sentences_are_modelled(sentence: str, value: BlockRule) -> None:
    parsed = parse_sentence(sentence, name="Foo")
    assert parsed.status == "modelled"
    assert value in parsed.traits.block_rules


def test_508_1c_attack_sentence_in_a_file_reaches_attacks(tmp_path: Path) -> None:
    text = FILE.replace(
        "attacks_each_combat = true",
        'abilities = ["Creatures with power 3 or greater can\'t attack."]',
    )
    board = parse_scenario(text, "toml").board
    v = is_legal_attacks(board, AttackDeclaration.parse("ogre: B"))
    assert [x.code for x in v.violations] == ["attack_power_limit"]


def test_701_15_goaded_by_an_unknown_player_is_bad_input(tmp_path: Path) -> None:
    path = tmp_path / "goad.toml"
    path.write_text(FILE.replace("attacks_each_combat = true", 'goaded_by = ["Z"]'), "utf-8")
    result = CliRunner().invoke(cli, ["attacks", str(path)])
    assert result.exit_code == 2, result.output
    assert "goaded_by" in result.output and "Traceback" not in result.output


def test_508_5_defending_player_stays_fixed_when_the_trigger_sacrifices_the_attacker() -> None:
    # "You may sacrifice it. If you do, defending player loses 2 life": the
    # creature has left combat when the second effect happens, but the
    # defending player is still the one it attacked (508.5), not its
    # controller.
    from mtgcombat.rules.attack_triggers import declare_attackers_triggers  # noqa: PLC0415

    sentence = "Whenever ~ attacks, you may sacrifice it. If you do, defending player loses 2 life."
    [ability] = parse_sentence(sentence).traits.abilities
    rager = Permanent(
        id="rager", controller="A", power=1, toughness=1, attacking="B",
        abilities=frozenset({ability}),
    )  # fmt: skip
    after, events = declare_attackers_triggers(Board(PLAYERS, (rager,), "A"), "current")
    assert after.player("B").life == 18 and after.player("A").life == 20
    assert after.permanent("rager").zone.value == "graveyard"
    assert [e.rule for e in events][-1] == "119.3"


def test_508_2a_an_attack_trigger_reads_attacks_in_japanese() -> None:
    # "whenever ~ attacks" was rendered as "attacks and isn't blocked"
    from mtgcombat.io.notation import describe_value  # noqa: PLC0415

    [ability] = parse_sentence(
        "Whenever ~ attacks, defending player loses 1 life."
    ).traits.abilities
    text = describe_value(ability, "ja")
    assert "攻撃するたび" in text and "ブロックされない" not in text


HASTE_FILE = """\
rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "pup"
controller = "A"
power = 1
toughness = 1
summoning_sick = true
keywords = ["haste"]
attacking = "B"
"""


def test_702_10b_haste_note_says_what_haste_does(tmp_path: Path) -> None:
    # Haste was reported as having "no effect on blocks or combat damage",
    # on a board where it is what lets the pup attack (302.6).
    path = tmp_path / "haste.toml"
    path.write_text(HASTE_FILE, "utf-8")
    en = CliRunner().invoke(cli, ["attacks", str(path)])
    assert en.exit_code == 0, en.output
    assert (
        'note: pup: "haste" counts only as attackers are declared: it lets a creature attack '
        "even if it has not been under its controller's control continuously since the turn "
        "began (302.6, 702.10b); it has no effect on blocks or combat damage"
    ) in en.output
    ja = CliRunner().invoke(cli, ["attacks", str(path), "--lang", "ja"])
    assert "注：pupの「速攻」は攻撃クリーチャーの指定のときにだけ働く" in ja.output
    assert "（302.6、702.10b）" in ja.output
    doc = json.loads(CliRunner().invoke(cli, ["attacks", str(path), "--json"]).output)
    assert [(n["kind"], n["text"], n["rule"]) for n in doc["notes"]] == [
        ("attack_only", "haste", "702.10")
    ]
    parsed = CliRunner().invoke(cli, ["parse", "Haste"])
    assert parsed.output.splitlines()[:2] == ["modelled:", "  haste"]
    assert "(302.6, 702.10b)" in parsed.output and "no effect on blocks" in parsed.output
    parsed_ja = CliRunner().invoke(cli, ["parse", "Haste", "--lang", "ja"])
    assert "（302.6、702.10b）" in parsed_ja.output
    assert json.loads(CliRunner().invoke(cli, ["parse", "Haste", "--json"]).output)["status"] == (
        "modelled"
    )


def test_702_10b_haste_granted_by_a_static_ability_lets_it_attack() -> None:
    # "Creatures you control have haste." is read now (it was "no effect").
    text = HASTE_FILE.replace('keywords = ["haste"]', "") + (
        '[[permanents]]\nid = "fervor"\ncontroller = "A"\ntypes = ["enchantment"]\n'
        'abilities = ["Creatures you control have haste."]\n'
    )
    board = parse_scenario(text, "toml").board
    assert verdict(board, "pup: B") == (True, [])
    without = parse_scenario(HASTE_FILE.replace('keywords = ["haste"]', ""), "toml").board
    assert verdict(without, "pup: B") == (False, ["302.6"])
