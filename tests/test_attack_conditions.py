"""Attacking restrictions, requirements and permissions under a condition
(issue 33; issue 34, family 1): "~ can only attack alone", "~ can't attack
unless CONDITION", "~ can't attack if CONDITION", "~ attacks each combat if
able unless CONDITION", both halves of "can't attack or block unless", and
"Enchanted Wall can attack as though it didn't have defender" (508.1c-d,
506.2, 506.5, 702.3b). Each form: its parse, a rules test named by its rule
with a control, the solver, the `attacks` and `combat` commands, and its
Japanese rendering."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.core.abilities import (
    AlsoAttack,
    AttacksEachCombat,
    AttacksEachCombatUnless,
    CanOnlyAttackAlone,
    CantAttackIf,
    CantAttackUnless,
    CantAttackUnlessDefenderControls,
    CantBlockUnless,
    DefendingCardsIn,
    DefendingMonarch,
    DefendingPoisoned,
    GreaterPowerAlsoAttacks,
    MoreThanDefending,
    PermanentCount,
    PowerAboveHandCantAttack,
    Selector,
    YouControl,
)
from mtgcombat.core.model import Board, CardType, Permanent, Player
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attacks import (
    AttackDeclaration,
    is_legal_attacks,
    legal_attack_declarations,
    maximum_requirements,
)
from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks
from mtgcombat.text import ability_from_json, ability_to_json, parse_sentence

ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}


def _rules(sentence: str) -> frozenset[object]:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled", parsed
    return frozenset(parsed.traits.block_rules)


def _creature(pid: str, controller: str = "A", power: int = 2, **kw: Any) -> Permanent:
    return Permanent(id=pid, controller=controller, power=power, toughness=2, **kw)


def _with(pid: str, sentence: str, power: int = 2, **kw: Any) -> Permanent:
    return _creature(pid, power=power, block_rules=_rules(sentence), **kw)


def _land(pid: str, controller: str, *subtypes: str, **kw: Any) -> Permanent:
    return Permanent(
        id=pid,
        controller=controller,
        types=frozenset({CardType.LAND}),
        subtypes=frozenset(subtypes),
        **kw,
    )


def _legal(board: Board, text: str) -> bool:
    return is_legal_attacks(board, AttackDeclaration.parse(text)).legal


def _codes(board: Board, text: str) -> list[str]:
    return [v.code for v in is_legal_attacks(board, AttackDeclaration.parse(text)).violations]


def _two(*perms: Permanent) -> Board:
    return Board((Player("A"), Player("B")), perms, "A")


# ---------------------------------------------------------------------------
# parsing
# ---------------------------------------------------------------------------

ARTIFACTS = Selector(types=frozenset({"artifact"}))


@pytest.mark.parametrize(
    ("sentence", "rules"),
    [
        ("~ can only attack alone.", {CanOnlyAttackAlone()}),
        (
            "~ can't attack unless you control an artifact.",
            {CantAttackUnless(YouControl(ARTIFACTS))},
        ),
        (
            "~ can't attack unless you control four or more artifacts.",
            {
                CantAttackUnless(
                    PermanentCount(
                        Selector(types=frozenset({"artifact"}), controller="you"), ">=", 4
                    )
                )
            },
        ),
        (
            "~ can't attack unless defending player is poisoned.",
            {CantAttackUnless(DefendingPoisoned())},
        ),
        (
            "~ can't attack unless you control more lands than defending player.",
            {CantAttackUnless(MoreThanDefending(Selector(types=frozenset({"land"}))))},
        ),
        (
            "~ can't attack unless at least two other creatures attack.",
            {CantAttackUnless(AlsoAttack(2))},
        ),
        (
            "~ can't attack unless a creature with greater power also attacks.",
            {CantAttackUnless(GreaterPowerAlsoAttacks())},
        ),
        (
            "~ can't attack unless a black or green creature also attacks.",
            {CantAttackUnless(AlsoAttack(1, Selector(colors=frozenset({"black", "green"}))))},
        ),
        (
            "~ can't attack if defending player controls an untapped land.",
            {
                CantAttackIf(
                    PermanentCount(
                        Selector(types=frozenset({"land"}), tapped=False, controller="defending")
                    )
                )
            },
        ),
        (
            "~ can't attack if there's another creature on the battlefield.",
            {CantAttackIf(PermanentCount(Selector(other=True)))},
        ),
        (
            "~ attacks each combat if able unless you control another Ally.",
            {
                AttacksEachCombatUnless(
                    YouControl(Selector(subtypes=frozenset({"ally"}), other=True))
                )
            },
        ),
        (
            "~ can't attack or block unless you control another artifact.",
            {
                CantAttackUnless(YouControl(Selector(types=frozenset({"artifact"}), other=True))),
                CantBlockUnless(YouControl(Selector(types=frozenset({"artifact"}), other=True))),
            },
        ),
        # the older value stays for the form it had
        (
            "~ can't attack unless defending player controls an Island.",
            {CantAttackUnlessDefenderControls("island")},
        ),
    ],
)
def test_508_1c_attack_condition_lines_parse(sentence: str, rules: set[object]) -> None:
    assert _rules(sentence) == rules
    for rule in rules:
        assert ability_from_json(json.loads(json.dumps(ability_to_json(rule)))) == rule


@pytest.mark.parametrize(
    "sentence",
    [
        # facts the board does not have: spells cast, damage dealt this turn, last turn
        "~ can't attack unless you've surveilled this turn.",  # (spells cast: the turn's history)
        "~ can't attack unless an opponent has been dealt damage this turn.",
        "~ can't attack if it attacked during your last turn.",
        "~ can attack as though it had haste unless it entered the battlefield this turn.",
        "~ can attack players who attacked you during their last turn as though it didn't have "
        "defender.",
        # granted to others, its "you" would be read from the wrong permanent
        "Creatures you control can't attack unless you control an artifact.",
        "Enchanted creature can't attack unless defending player is poisoned.",
    ],
)
def test_508_1c_attack_condition_the_board_cannot_answer_is_refused(sentence: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "unmodelled", parsed
    # control: the same rule on the creature itself is read
    assert (
        parse_sentence("~ can't attack unless defending player is poisoned.").status == "modelled"
    )


# ---------------------------------------------------------------------------
# 508.1c: restrictions on the whole declaration
# ---------------------------------------------------------------------------


def test_508_1c_can_only_attack_alone_with_another_attacker_illegal() -> None:
    board = _two(_with("loner", "~ can only attack alone."), _creature("bear"))
    assert _codes(board, "loner: B; bear: B") == ["can_only_attack_alone"]
    # control: alone it may attack, and the other creature may attack without it
    assert _legal(board, "loner: B")
    assert _legal(board, "bear: B")


def test_506_5_can_only_attack_alone_counts_attacks_on_a_planeswalker() -> None:
    jace = Permanent(id="jace", controller="B", types=frozenset({CardType.PLANESWALKER}))
    board = _two(_with("loner", "~ can only attack alone."), _creature("bear"), jace)
    # any other attacking creature, whatever it attacks (506.5)
    assert not _legal(board, "loner: B; bear: jace")


def test_508_1c_cant_attack_unless_two_other_creatures_attack() -> None:
    line = "~ can't attack unless at least two other creatures attack."
    board = _two(_with("pack", line), _creature("a"), _creature("b"))
    assert _codes(board, "pack: B; a: B") == ["cant_attack_unless_others"]
    # control: with two others it may attack
    assert _legal(board, "pack: B; a: B; b: B")


def test_508_1c_cant_attack_unless_a_creature_with_greater_power_also_attacks() -> None:
    line = "~ can't attack unless a creature with greater power also attacks."
    board = _two(
        _with("imp", line, power=2), _creature("bear", power=2), _creature("ogre", power=3)
    )
    assert not _legal(board, "imp: B; bear: B")  # equal power is not greater
    # control: the 3-power ogre attacks too
    assert _legal(board, "imp: B; ogre: B")


def test_508_1c_cant_attack_unless_a_black_or_green_creature_also_attacks() -> None:
    line = "~ can't attack unless a black or green creature also attacks."
    white = _creature("white", colors=frozenset({"white"}))
    green = _creature("green", colors=frozenset({"green"}))
    board = _two(_with("rider", line, colors=frozenset({"green"})), white, green)
    # it does not count itself ("also"): another such creature must attack
    assert not _legal(board, "rider: B")
    assert not _legal(board, "rider: B; white: B")
    assert _legal(board, "rider: B; green: B")


# ---------------------------------------------------------------------------
# 508.1c: restrictions on the board and the defending player (506.2)
# ---------------------------------------------------------------------------


def test_508_1c_cant_attack_unless_you_control_an_artifact() -> None:
    line = "~ can't attack unless you control an artifact."
    relic = Permanent(id="relic", controller="A", types=frozenset({CardType.ARTIFACT}))
    theirs = Permanent(id="theirs", controller="B", types=frozenset({CardType.ARTIFACT}))
    assert _codes(_two(_with("golem", line), theirs), "golem: B") == ["cant_attack_unless"]
    # control: an artifact of its controller's
    assert _legal(_two(_with("golem", line), relic), "golem: B")


def test_508_1c_cant_attack_unless_another_creature_with_power_4_does_not_count_itself() -> None:
    line = "~ can't attack unless you control another creature with power 4 or greater."
    alone = _two(_with("big", line, power=5))
    assert not _legal(alone, "big: B")
    assert _legal(_two(_with("big", line, power=5), _creature("ogre", power=4)), "big: B")


def test_508_1c_cant_attack_unless_you_control_a_1_1_creature() -> None:
    line = "~ can't attack unless you control a 1/1 creature."
    token = Permanent(id="token", controller="A", power=1, toughness=1)
    bear = Permanent(id="bear2", controller="A", power=1, toughness=2)
    assert not _legal(_two(_with("lord", line), bear), "lord: B")
    assert _legal(_two(_with("lord", line), token), "lord: B")


def test_508_1c_cant_attack_unless_there_is_a_mountain_on_the_battlefield() -> None:
    line = "~ can't attack unless there is a Mountain on the battlefield."
    assert not _legal(_two(_with("giant", line), _land("plains", "B", "plains")), "giant: B")
    # control: a Mountain anyone controls
    assert _legal(_two(_with("giant", line), _land("mountain", "B", "mountain")), "giant: B")


def test_508_1c_cant_attack_unless_you_control_more_lands_than_defending_player() -> None:
    line = "~ can't attack unless you control more lands than defending player."
    mine = [_land(f"a{i}", "A") for i in range(2)]
    theirs = [_land(f"b{i}", "B") for i in range(2)]
    assert not _legal(_two(_with("raider", line), *mine, *theirs), "raider: B")
    assert _legal(_two(_with("raider", line), *mine, *theirs[:1]), "raider: B")


def test_506_2_defending_player_is_the_one_it_would_attack_multiplayer() -> None:
    line = "~ can't attack unless defending player is poisoned."
    scorpion = _with("scorpion", line)
    board = Board((Player("A"), Player("B", poison=1), Player("C")), (scorpion,), "A")
    assert _legal(board, "scorpion: B")
    # control: the other opponent has no poison counters
    assert _codes(board, "scorpion: C") == ["cant_attack_unless"]
    assert [str(d) for d in legal_attack_declarations(board)] == ["-", "scorpion: B"]


def test_506_2_defending_player_of_a_planeswalker_is_its_controller() -> None:
    line = "~ can't attack unless defending player controls a blue permanent."
    blue = Permanent(
        id="blue",
        controller="C",
        colors=frozenset({"blue"}),
        types=frozenset({CardType.ENCHANTMENT}),
    )
    jace = Permanent(id="jace", controller="C", types=frozenset({CardType.PLANESWALKER}))
    board = Board(
        (Player("A"), Player("B"), Player("C")), (_with("merfolk", line), blue, jace), "A"
    )
    assert _legal(board, "merfolk: jace")
    assert _legal(board, "merfolk: C")
    assert not _legal(board, "merfolk: B")


def test_508_1c_cant_attack_if_defending_player_controls_an_untapped_creature_with_power_3() -> (
    None
):
    line = (
        "~ can't attack if defending player controls an untapped creature with power 3 or greater."
    )
    ogre = _creature("ogre", controller="B", power=3)
    assert _codes(_two(_with("coward", line), ogre), "coward: B") == ["cant_attack_if"]
    # controls: the ogre is tapped, or has power 2
    tapped = _creature("ogre", controller="B", power=3, tapped=True)
    assert _legal(_two(_with("coward", line), tapped), "coward: B")
    assert _legal(_two(_with("coward", line), _creature("elf", controller="B")), "coward: B")


def test_508_1c_cant_attack_if_theres_another_creature_on_the_battlefield() -> None:
    line = "~ can't attack if there's another creature on the battlefield."
    assert _legal(_two(_with("hermit", line)), "hermit: B")
    assert not _legal(_two(_with("hermit", line), _creature("elf", controller="B")), "hermit: B")


def test_508_1c_509_1b_cant_attack_or_block_unless_both_halves() -> None:
    line = "~ can't attack or block unless you control another artifact."
    relic = Permanent(id="relic", controller="A", types=frozenset({CardType.ARTIFACT}))
    assert not _legal(_two(_with("golem", line)), "golem: B")
    assert _legal(_two(_with("golem", line), relic), "golem: B")
    # the blocking half, on the defending side
    raider = _creature("raider", attacking="B")
    guard = _creature("guard", controller="B", block_rules=_rules(line))
    board = _two(raider, guard)
    assert not is_legal_blocks(board, BlockDeclaration.parse("guard: raider")).legal


def test_508_1c_cant_attack_unless_defending_player_has_seven_cards_in_graveyard() -> None:
    line = "~ can't attack unless defending player has seven or more cards in their graveyard."
    assert _rules(line) == {CantAttackUnless(DefendingCardsIn("graveyard", ">=", 7))}
    gargoyle = _with("gargoyle", line)
    board = Board((Player("A", graveyard=9), Player("B", graveyard=6)), (gargoyle,), "A")
    assert not _legal(board, "gargoyle: B")  # its controller's graveyard does not count
    board = Board((Player("A"), Player("B", graveyard=7)), (gargoyle,), "A")
    assert _legal(board, "gargoyle: B")


def test_508_1c_cant_attack_unless_defending_player_is_the_monarch() -> None:
    line = "~ can't attack unless defending player is the monarch."
    assert _rules(line) == {CantAttackUnless(DefendingMonarch())}
    hireling = _with("hireling", line)
    board = Board((Player("A", monarch=True), Player("B"), Player("C")), (hireling,), "A")
    assert not _legal(board, "hireling: B")
    board = Board((Player("A"), Player("B"), Player("C", monarch=True)), (hireling,), "A")
    assert _legal(board, "hireling: C") and not _legal(board, "hireling: B")


def test_508_1c_cant_attack_unless_five_cards_in_your_graveyard() -> None:
    line = "~ can't attack unless there are five or more cards in your graveyard."
    serpent = _with("serpent", line)
    assert not _legal(
        Board((Player("A", graveyard=4), Player("B", graveyard=9)), (serpent,), "A"), "serpent: B"
    )
    assert _legal(Board((Player("A", graveyard=5), Player("B")), (serpent,), "A"), "serpent: B")


def test_508_1c_power_greater_than_cards_in_your_hand_cant_attack() -> None:
    line = "Creatures with power greater than the number of cards in your hand can't attack."
    parsed = parse_sentence(line)
    assert parsed.status == "modelled" and set(parsed.traits.block_rules) == {
        PowerAboveHandCantAttack()
    }
    bridge = Permanent(
        id="bridge",
        controller="B",
        types=frozenset({CardType.ARTIFACT}),
        block_rules=frozenset({PowerAboveHandCantAttack()}),
    )
    ogre, bear = _creature("ogre", power=3), _creature("bear", power=2)
    # "your hand" is the bridge's controller's: B holds two cards, A seven
    board = Board((Player("A", hand=7), Player("B", hand=2)), (ogre, bear, bridge), "A")
    assert _codes(board, "ogre: B") == ["attack_power_hand_limit"]
    assert _legal(board, "bear: B")  # control: power 2 is not greater than 2
    assert [str(d) for d in legal_attack_declarations(board)] == ["-", "bear: B"]


def test_508_1c_509_1b_attack_or_block_unless_an_opponent_has_eight_cards_in_graveyard() -> None:
    line = "~ can't attack or block unless an opponent has eight or more cards in their graveyard."
    golem = _with("golem", line)
    assert not _legal(
        Board((Player("A", graveyard=8), Player("B", graveyard=7)), (golem,), "A"), "golem: B"
    )
    assert _legal(Board((Player("A"), Player("B", graveyard=8)), (golem,), "A"), "golem: B")


def test_509_1b_attack_or_block_under_a_condition_only_an_attack_answers_is_refused() -> None:
    # "defending player" means nothing to the blocking half: refused, never half read
    parsed = parse_sentence("~ can't attack or block unless defending player is poisoned.")
    assert parsed.status == "unmodelled", parsed
    assert (
        parse_sentence("~ can't attack unless defending player is poisoned.").status == "modelled"
    )


# ---------------------------------------------------------------------------
# 508.1d: requirements, and the maximum under the new restrictions
# ---------------------------------------------------------------------------


def test_508_1d_attacks_each_combat_unless_you_control_another_ally() -> None:
    line = "~ attacks each combat if able unless you control another Ally."
    eager = _with("eager", line, subtypes=frozenset({"ally"}))
    board = _two(eager)
    verdict = is_legal_attacks(board, AttackDeclaration())
    assert not verdict.legal and verdict.maximum == 1
    # control: with another Ally it need not attack
    friend = _creature("friend", subtypes=frozenset({"ally"}))
    assert is_legal_attacks(_two(eager, friend), AttackDeclaration()).legal


def test_508_1d_maximum_respects_can_only_attack_alone() -> None:
    loner = _creature("loner", block_rules=frozenset({CanOnlyAttackAlone(), AttacksEachCombat()}))
    eager = _creature("eager", block_rules=frozenset({AttacksEachCombat()}))
    board = _two(loner, eager)
    best = maximum_requirements(board)
    assert best.maximum == 1
    verdict = is_legal_attacks(board, AttackDeclaration.parse("eager: B"))
    assert verdict.legal  # one requirement obeyed is the most possible
    # control: without the restriction both must attack
    free = _two(_creature("loner", block_rules=frozenset({AttacksEachCombat()})), eager)
    assert maximum_requirements(free).maximum == 2


def test_508_1d_maximum_respects_the_greater_power_condition() -> None:
    imp = _creature(
        "imp",
        power=2,
        block_rules=frozenset({CantAttackUnless(GreaterPowerAlsoAttacks()), AttacksEachCombat()}),
    )
    ogre = _creature("ogre", power=3)
    board = _two(imp, ogre)
    # the imp's requirement is obeyed only with the ogre along (508.1d: no cost, only restrictions)
    best = maximum_requirements(board)
    assert best.maximum == 1 and best.witness.target_of("ogre") == "B"
    assert not is_legal_attacks(board, AttackDeclaration()).legal
    # control: with no creature of greater power, staying home is legal
    assert is_legal_attacks(_two(imp, _creature("elf", power=1)), AttackDeclaration()).legal


def test_508_1_solver_respects_can_only_attack_alone(tmp_path: Path) -> None:
    path = tmp_path / "alone.toml"
    path.write_text(_SOLVE_FILE, encoding="utf-8")
    out = CliRunner().invoke(
        cli, ["solve", "--for", "attacker", "--attacks", str(path), "--json"], env=ENGLISH
    )
    assert out.exit_code == 0, out.output
    doc = json.loads(out.output)
    attacks = doc["attacks"] if "attacks" in doc else doc["plan"]["attacks"]
    assert "loner" not in attacks and set(attacks) == {"bear", "imp"}
    # control: without its restriction the loner attacks too
    path.write_text(
        _SOLVE_FILE.replace('abilities = ["~ can only attack alone."]', ""), encoding="utf-8"
    )
    doc = json.loads(
        CliRunner()
        .invoke(cli, ["solve", "--for", "attacker", "--attacks", str(path), "--json"], env=ENGLISH)
        .output
    )
    attacks = doc["attacks"] if "attacks" in doc else doc["plan"]["attacks"]
    assert set(attacks) == {"bear", "imp", "loner"}


_SOLVE_FILE = """
rules = "current"
active_player = "A"
[players.A]
[players.B]
life = 20
[[permanents]]
id = "loner"
controller = "A"
power = 3
toughness = 2
abilities = ["~ can only attack alone."]
[[permanents]]
id = "bear"
controller = "A"
power = 3
toughness = 2
[[permanents]]
id = "imp"
controller = "A"
power = 2
toughness = 1
abilities = ["~ can't attack unless a creature with greater power also attacks."]
"""


# ---------------------------------------------------------------------------
# 702.3b: "Enchanted Wall can attack as though it didn't have defender"
# ---------------------------------------------------------------------------

_WALL_FILE = """
rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "wall"
controller = "A"
power = 2
toughness = 4
subtypes = ["{subtype}"]
abilities = ["Defender"]
attacking = "B"
[[permanents]]
id = "aura"
controller = "A"
types = ["enchantment"]
subtypes = ["aura"]
attached_to = "wall"
abilities = ["Enchanted Wall can attack as though it didn't have defender."]
"""


def test_702_3b_enchanted_wall_can_attack_as_though_it_didnt_have_defender(tmp_path: Path) -> None:
    path = tmp_path / "wall.toml"
    path.write_text(_WALL_FILE.format(subtype="wall"), encoding="utf-8")
    doc = json.loads(CliRunner().invoke(cli, ["attacks", str(path), "--json"], env=ENGLISH).output)
    assert doc["legal"] is True, doc
    # control: on a host that is no Wall the grant does not apply
    path.write_text(_WALL_FILE.format(subtype="elf"), encoding="utf-8")
    doc = json.loads(CliRunner().invoke(cli, ["attacks", str(path), "--json"], env=ENGLISH).output)
    assert [v["rule"] for v in doc["violations"]] == ["702.3b"]


# ---------------------------------------------------------------------------
# the commands: `attacks` and `combat`, English and Japanese, never "no effect"
# ---------------------------------------------------------------------------

_ATTACKS_FILE = """
rules = "current"
active_player = "A"
[players.A]
[players.B]
[players.C]
poison = 2
[[permanents]]
id = "loner"
controller = "A"
power = 3
toughness = 2
abilities = ["~ can only attack alone."]
attacking = "B"
[[permanents]]
id = "imp"
controller = "A"
power = 1
toughness = 1
abilities = ["~ can't attack unless defending player is poisoned."]
attacking = "{target}"
"""


def test_508_1c_attacks_command_names_each_restriction(tmp_path: Path) -> None:
    path = tmp_path / "attacks.toml"
    path.write_text(_ATTACKS_FILE.format(target="B"), encoding="utf-8")
    out = CliRunner().invoke(cli, ["attacks", str(path)], env=ENGLISH)
    assert out.exit_code == 1, out.output
    assert "508.1c: loner can only attack alone, and other creatures attack too" in out.output
    assert (
        "imp can't attack B: it can't attack unless \"defending player is poisoned\"" in out.output
    )
    assert "no effect" not in out.output
    ja = CliRunner().invoke(cli, ["attacks", str(path), "--lang", "ja"], env=ENGLISH)
    assert "lonerは単独でしか攻撃できないが、他のクリーチャーも攻撃している" in ja.output
    assert "「防御プレイヤーが毒カウンターを持っている」でない限り攻撃できず" in ja.output
    assert "影響しない" not in ja.output
    combat = CliRunner().invoke(cli, ["combat", str(path)], env=ENGLISH)
    assert combat.exit_code == 1 and "can only attack alone" in combat.output
    # control: the imp attacks the poisoned player, the loner stays home
    path.write_text(
        _ATTACKS_FILE.format(target="C").replace('attacking = "B"\n', "", 1), encoding="utf-8"
    )
    out = CliRunner().invoke(cli, ["attacks", str(path), "--json"], env=ENGLISH)
    assert json.loads(out.output)["legal"] is True, out.output


@pytest.mark.parametrize(
    ("value", "ja"),
    [
        (CanOnlyAttackAlone(), "単独でしか攻撃できない"),
        (
            CantAttackUnless(AlsoAttack(2)),
            "他のクリーチャーが2体以上攻撃していない限り攻撃できない",
        ),
        (
            CantAttackUnless(GreaterPowerAlsoAttacks()),
            "これより大きいパワーを持つクリーチャーも攻撃していない限り攻撃できない",
        ),
        (
            CantAttackUnless(DefendingPoisoned()),
            "防御プレイヤーが毒カウンターを持っていない限り攻撃できない",
        ),
        (
            CantAttackUnless(MoreThanDefending(Selector(types=frozenset({"land"})))),
            "あなたが防御プレイヤーより多くの土地をコントロールしていない限り攻撃できない",
        ),
        (
            AttacksEachCombatUnless(YouControl(Selector(subtypes=frozenset({"ally"}), other=True))),
            "あなたが他の同盟者をコントロールしていない限り各戦闘で可能なら攻撃する",
        ),
    ],
)
def test_508_1c_attack_conditions_in_japanese(value: object, ja: str) -> None:
    assert describe_value(value, "ja") == ja
    assert describe_value(value, "en") == str(value)
