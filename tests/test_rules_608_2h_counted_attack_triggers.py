"""Triggered effects with a number counted as they resolve (608.2h) and the
intervening "if" of an attack trigger (603.4), issue 33: "it gets +X/+0
until end of turn, where X is ...", "you gain 1 life for each attacking
creature", "put a +1/+1 counter on it for each attacking creature you
control", "whenever ~ attacks, if you control a Dinosaur, ...". Each rule
test has a control where the line must not apply (or gives another number).
"""

from __future__ import annotations

import pytest

from mtgcombat.core.counted_values import CountedEffect, InterveningIf
from mtgcombat.core.model import Board, CardType, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.blocks_declaration import BlockDeclaration
from mtgcombat.rules.blocks_verdicts import is_legal_blocks
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.timeline_run import run_combat
from mtgcombat.rules.triggers_blocks import declare_blockers_triggers
from mtgcombat.text import parse_sentence
from mtgcombat.text.structured import ability_from_json
from mtgcombat.text.structured_write import ability_to_json

HOPLITE = (
    "Whenever ~ attacks, it gets +X/+0 until end of turn, "
    "where X is the number of attacking creatures you control."
)
RAVAGER = (
    "Whenever ~ attacks, it gets +X/+0 until end of turn, "
    "where X is the number of lands defending player controls."
)
DEACON = (
    "Whenever ~ attacks, it gets +X/+X until end of turn, "
    "where X is the number of Clerics on the battlefield."
)
ROC = "Whenever ~ attacks, you gain 1 life for each attacking creature."
DWYNEN = "Whenever ~ attacks, you gain 1 life for each attacking Elf you control."
RAIDERS = "Whenever ~ attacks, put a +1/+1 counter on it for each attacking creature you control."
KNIGHT = "Whenever ~ attacks, if you control a Dinosaur, ~ gets +1/+1 until end of turn."
HEIR = (
    "Whenever ~ attacks, if you control a creature with power 4 or greater, "
    "~ gets +1/+1 until end of turn."
)
PILGRIM = (
    "Whenever ~ attacks, if you control an artifact or enchantment, "
    "~ gets +1/+1 and gains lifelink until end of turn."
)
RAPTOR = (
    "Whenever ~ attacks, if you control three or more tokens, "
    "~ gets +2/+0 and gains first strike until end of turn."
)


def _ability(sentence: str) -> frozenset:  # type: ignore[type-arg]
    parsed = parse_sentence(sentence, name="Card")
    assert parsed.status == "modelled", parsed.error
    return frozenset(parsed.traits.values())


def _creature(
    pid: str, controller: str = "A", attacking: str | None = None, power: int = 2, **kw: object
) -> Permanent:
    return Permanent(
        id=pid,
        controller=controller,
        power=power,
        toughness=2,
        attacking=attacking,
        **kw,  # type: ignore[arg-type]
    )


def _attack(*perms: Permanent) -> tuple[Board, list[str]]:
    board = Board((Player("A"), Player("B")), perms, "A")
    after, events = declare_attackers_triggers(board, "current")
    return after, [e.kind for e in events]


# -- parser -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        (
            HOPLITE,
            "whenever this creature attacks, it gets +1/+0 until end of turn, times X where X "
            "is the number of attacking creatures you control",
        ),
        (
            RAVAGER,
            "whenever this creature attacks, it gets +1/+0 until end of turn, times X where X "
            "is the number of lands defending player controls",
        ),
        (
            DEACON,
            "whenever this creature attacks, it gets +1/+1 until end of turn, times X where X "
            "is the number of cleric creatures",
        ),
        (
            ROC,
            "whenever this creature attacks, you gain 1 life, times X where X is the number of "
            "attacking creatures",
        ),
        (
            RAIDERS,
            "whenever this creature attacks, put 1 +1/+1 counter(s) on it, times X where X is "
            "the number of attacking creatures you control",
        ),
        (
            KNIGHT,
            "whenever this creature attacks, if you control 1 or more dinosaur creatures, "
            "it gets +1/+1 until end of turn",
        ),
        (
            "Whenever ~ blocks, it gets +X/+X until end of turn, "
            "where X is the number of cards in your hand.",
            "whenever this creature blocks, it gets +1/+1 until end of turn, times X where X "
            "is the number of cards in your hand",
        ),
    ],
)
def test_parse_counted_and_intervening_if(sentence: str, text: str) -> None:
    [ability] = _ability(sentence)
    assert str(ability) == text
    # the structured form reads back as the same value
    assert ability_from_json(ability_to_json(ability)) == ability


@pytest.mark.parametrize(
    "sentence",
    [
        # an intervening "if" of a trigger on another creature's block (the blockers
        # step's own: session 7, test_rules_603_4_701_21a_121_1_attack_block_triggers_s7)
        "Whenever a creature you control blocks, if you control a Dinosaur, "
        "it gets +1/+1 until end of turn.",
        # "that creature" has no counted meaning here
        "Whenever ~ attacks, you gain 1 life for each attacking creature and "
        "that creature gets +X/+0 until end of turn, where X is the number of lands you control.",
        # a fixed number and X in one pump
        "Whenever ~ attacks, it gets +X/+1 until end of turn, where X is the number of lands "
        "you control.",
    ],
)
def test_parse_refused_stays_unmodelled(sentence: str) -> None:
    assert parse_sentence(sentence, name="Card").status == "unmodelled"


def test_parse_japanese_rendering() -> None:
    [hoplite] = _ability(HOPLITE)
    assert describe_value(hoplite, "ja") == (
        "このクリーチャーが攻撃するたび、これはターン終了時まで+X/+0の修整を受ける。"
        "Xはあなたがコントロールする攻撃しているクリーチャーの数に等しい"
    )
    [roc] = _ability(ROC)
    assert describe_value(roc, "ja") == (
        "このクリーチャーが攻撃するたび、あなたは攻撃しているクリーチャー1体につき1点のライフを得る"
    )
    [knight] = _ability(KNIGHT)
    assert describe_value(knight, "ja") == (
        "このクリーチャーが攻撃するたび、あなたが恐竜をコントロールしている場合、"
        "これはターン終了時まで+1/+1の修整を受ける"
    )
    assert isinstance(next(iter(_ability(RAIDERS))).effects[0], CountedEffect)
    assert isinstance(next(iter(_ability(HEIR))).effects[0], InterveningIf)


# -- 608.2h: the number counted as the ability resolves ---------------------------------


def test_608_2h_plus_x_counts_attacking_creatures_you_control() -> None:
    hoplite = _creature("hop", attacking="B", abilities=_ability(HOPLITE))
    after, kinds = _attack(hoplite, _creature("elk", attacking="B"), _creature("home"))
    assert after.permanent("hop").power == 4  # 2 + X, X = 2 attackers
    assert kinds == ["trigger_resolves", "pt_until_end_of_turn"]
    # control: it attacks alone, X = 1
    alone, _ = _attack(_creature("hop", attacking="B", abilities=_ability(HOPLITE)))
    assert alone.permanent("hop").power == 3


def test_608_2h_plus_x_counts_defending_players_lands() -> None:
    def land(pid: str, controller: str) -> Permanent:
        return Permanent(id=pid, controller=controller, types=frozenset({CardType.LAND}), power=0)

    ravager = _creature("rav", attacking="B", power=0, abilities=_ability(RAVAGER))
    after, _ = _attack(ravager, land("f1", "B"), land("f2", "B"), land("f3", "B"), land("m", "A"))
    assert after.permanent("rav").power == 3
    # control: the lands are the attacking player's own, X = 0
    ravager = _creature("rav", attacking="B", power=0, abilities=_ability(RAVAGER))
    after, kinds = _attack(ravager, land("f1", "A"), land("f2", "A"))
    assert after.permanent("rav").power == 0
    assert "pt_until_end_of_turn" not in kinds


def test_608_2h_gain_1_life_for_each_attacking_creature() -> None:
    roc = _creature("roc", attacking="B", abilities=_ability(ROC))
    after, _ = _attack(roc, _creature("e1", attacking="B"), _creature("e2", attacking="B"))
    assert after.player("A").life == 23
    # control: the others stay home, one attacker
    roc = _creature("roc", attacking="B", abilities=_ability(ROC))
    after, _ = _attack(roc, _creature("e1"), _creature("e2"))
    assert after.player("A").life == 21


def test_608_2h_gain_1_life_for_each_attacking_elf_you_control() -> None:
    elf = frozenset({"elf"})
    dwynen = _creature("dw", attacking="B", subtypes=elf, abilities=_ability(DWYNEN))
    after, _ = _attack(
        dwynen, _creature("e1", attacking="B", subtypes=elf), _creature("bear", attacking="B")
    )
    assert after.player("A").life == 22  # two attacking Elves, the Bear not
    # control: no other Elf attacks
    dwynen = _creature("dw", attacking="B", subtypes=elf, abilities=_ability(DWYNEN))
    after, _ = _attack(dwynen, _creature("e1", subtypes=elf))
    assert after.player("A").life == 21


def test_608_2h_a_counter_for_each_attacking_creature_you_control() -> None:
    raiders = _creature("r", attacking="B", abilities=_ability(RAIDERS))
    after, kinds = _attack(raiders, _creature("e1", attacking="B"), _creature("e2", attacking="B"))
    assert after.permanent("r").counters.count("+1/+1") == 3
    assert "counters_put" in kinds
    # control: alone, one counter
    alone, _ = _attack(_creature("r", attacking="B", abilities=_ability(RAIDERS)))
    assert alone.permanent("r").counters.count("+1/+1") == 1


def test_608_2h_a_block_trigger_counts_too() -> None:
    wall = Permanent(
        id="wall", controller="B", power=0, toughness=4, blocking=("bear",),
        abilities=_ability(
            "Whenever ~ blocks, it gets +X/+0 until end of turn, "
            "where X is the number of creatures you control."
        ),
    )  # fmt: skip
    bear = _creature("bear", attacking="B")
    board = Board((Player("A"), Player("B")), (bear, wall, _creature("b2", "B")), "A")
    after, _ = declare_blockers_triggers(board, "current")
    assert after.permanent("wall").power == 2
    # control: the wall alone on its side
    board = Board((Player("A"), Player("B")), (bear, wall), "A")
    after, _ = declare_blockers_triggers(board, "current")
    assert after.permanent("wall").power == 1


# -- 603.4: the intervening "if" --------------------------------------------------------


def test_603_4_intervening_if_holds_the_effect_happens() -> None:
    dino = _creature("dino", subtypes=frozenset({"dinosaur"}))
    after, kinds = _attack(_creature("k", attacking="B", abilities=_ability(KNIGHT)), dino)
    assert after.permanent("k").power == 3
    assert kinds == ["trigger_resolves", "pt_until_end_of_turn"]


def test_603_4_intervening_if_false_it_does_not_trigger() -> None:
    # control: no Dinosaur, the ability doesn't trigger
    after, kinds = _attack(_creature("k", attacking="B", abilities=_ability(KNIGHT)))
    assert after.permanent("k").power == 2
    assert kinds == ["trigger_condition_unmet"]


def test_603_4_power_4_or_greater() -> None:
    heir = _creature("heir", attacking="B", abilities=_ability(HEIR))
    after, _ = _attack(heir, _creature("big", power=4))
    assert after.permanent("heir").power == 3
    # control: the biggest creature has power 3
    heir = _creature("heir", attacking="B", abilities=_ability(HEIR))
    after, _ = _attack(heir, _creature("big", power=3))
    assert after.permanent("heir").power == 2


def test_603_4_artifact_or_enchantment_gains_lifelink() -> None:
    relic = Permanent(id="relic", controller="A", types=frozenset({CardType.ENCHANTMENT}), power=0)
    pilgrim = _creature("p", attacking="B", abilities=_ability(PILGRIM))
    after, _ = _attack(pilgrim, relic)
    assert after.permanent("p").power == 3
    assert "lifelink" in {str(a) for a in after.permanent("p").abilities}
    # control: the enchantment is the opponent's
    relic = Permanent(id="relic", controller="B", types=frozenset({CardType.ENCHANTMENT}), power=0)
    pilgrim = _creature("p", attacking="B", abilities=_ability(PILGRIM))
    after, _ = _attack(pilgrim, relic)
    assert after.permanent("p").power == 2


def test_603_4_three_or_more_tokens() -> None:
    def tokens(n: int) -> list[Permanent]:
        return [_creature(f"t{i}", token=True) for i in range(n)]

    raptor = _creature("r", attacking="B", abilities=_ability(RAPTOR))
    after, _ = _attack(raptor, *tokens(3))
    assert after.permanent("r").power == 4
    # control: two tokens
    raptor = _creature("r", attacking="B", abilities=_ability(RAPTOR))
    after, _ = _attack(raptor, *tokens(2))
    assert after.permanent("r").power == 2


def test_603_4_false_as_it_resolves_it_does_nothing() -> None:
    # the first trigger (on "a") destroys the only Dinosaur before the Knight's resolves
    killer = _creature(
        "a", attacking="B",
        abilities=_ability("Whenever ~ attacks, ~ deals 3 damage to target creature."),
        choices=TriggerChoices(targets=("dino",)),
    )  # fmt: skip
    dino = _creature("dino", subtypes=frozenset({"dinosaur"}))
    knight = _creature("k", attacking="B", abilities=_ability(KNIGHT))
    after, kinds = _attack(killer, knight, dino)
    assert after.permanent("dino").on_battlefield is False
    assert after.permanent("k").power == 2
    assert "trigger_condition_gone" in kinds


def test_603_4_events_in_japanese() -> None:
    _, events = declare_attackers_triggers(
        Board(
            (Player("A"), Player("B")),
            (_creature("k", attacking="B", abilities=_ability(KNIGHT)),),
            "A",
        ),
        "current",
    )
    [event] = events
    assert event.rule == "603.4"
    assert describe_event(event, "ja").startswith("kの能力は誘発しない")


# -- 608.2h: X as the source's power, the greatest power, on a group or a target ---------

BEASTMASTER = (
    "Whenever ~ attacks, each other creature you control gets +X/+X until end of turn, "
    "where X is ~'s power."
)
IBEX = (
    "Whenever ~ attacks, creatures you control gain trample and get +X/+X until end of turn, "
    "where X is the greatest power among creatures you control."
)
FAREN = (
    "Whenever ~ attacks, another target attacking creature gets +X/+X until end of turn, "
    "where X is ~'s power."
)
CULTIVATOR = (
    "Whenever ~ attacks, you may have other attacking creatures get +X/+X until end of turn, "
    "where X is ~'s power."
)


def test_parse_source_power_and_greatest_power_in_japanese() -> None:
    [beastmaster] = _ability(BEASTMASTER)
    assert describe_value(beastmaster, "ja") == (
        "このクリーチャーが攻撃するたび、あなたがコントロールする他のクリーチャーは"
        "ターン終了時まで+X/+Xの修整を受ける。Xはこれのパワーに等しい"
    )
    assert ability_from_json(ability_to_json(beastmaster)) == beastmaster
    [ibex] = _ability(IBEX)
    assert describe_value(ibex, "ja").endswith(
        "Xはあなたがコントロールするクリーチャーの中で最も大きいパワーに等しい"
    )
    assert ability_from_json(ability_to_json(ibex)) == ibex
    [cultivator] = _ability(CULTIVATOR)
    assert cultivator.optional


def test_608_2h_each_other_creature_gets_x_its_power() -> None:
    master = _creature("m", attacking="B", power=3, abilities=_ability(BEASTMASTER))
    after, _ = _attack(master, _creature("mine"), _creature("theirs", "B"))
    assert [after.permanent(i).power for i in ("m", "mine", "theirs")] == [3, 5, 2]
    # control: power 0, X = 0: nothing changes
    master = _creature("m", attacking="B", power=0, abilities=_ability(BEASTMASTER))
    after, kinds = _attack(master, _creature("mine"))
    assert after.permanent("mine").power == 2
    assert "pt_until_end_of_turn" not in kinds


def test_608_2h_greatest_power_among_creatures_you_control() -> None:
    ibex = _creature("ibex", attacking="B", abilities=_ability(IBEX))
    after, _ = _attack(ibex, _creature("big", power=5), _creature("theirs", "B", power=9))
    assert after.permanent("ibex").power == 7  # 2 + 5: the opponent's 9 is not counted
    assert after.permanent("big").power == 10
    assert "trample" in {str(a) for a in after.permanent("big").abilities}
    assert after.permanent("theirs").power == 9
    # control: alone, X is its own power 2
    alone, _ = _attack(_creature("ibex", attacking="B", abilities=_ability(IBEX)))
    assert alone.permanent("ibex").power == 4


def test_603_3d_608_2h_another_target_attacking_creature_gets_x() -> None:
    faren = _creature(
        "f", attacking="B", power=3, abilities=_ability(FAREN),
        choices=TriggerChoices(targets=("e",)),
    )  # fmt: skip
    after, kinds = _attack(faren, _creature("e", attacking="B"))
    assert after.permanent("e").power == 5
    assert after.permanent("f").power == 3
    assert kinds[0] == "target_chosen"
    # control: the creature named doesn't attack: not a legal target (603.3d)
    faren = _creature(
        "f", attacking="B", power=3, abilities=_ability(FAREN),
        choices=TriggerChoices(targets=("e",)),
    )  # fmt: skip
    with pytest.raises(ChoiceError, match=r"603\.3d"):
        _attack(faren, _creature("e"))


def test_603_5_608_2h_you_may_have_other_attacking_creatures_get_x() -> None:
    def cultivator(may: bool) -> Permanent:
        return _creature(
            "c", attacking="B", power=3, abilities=_ability(CULTIVATOR),
            choices=TriggerChoices(may=may),
        )  # fmt: skip

    after, _ = _attack(cultivator(True), _creature("e", attacking="B"), _creature("home"))
    assert [after.permanent(i).power for i in ("c", "e", "home")] == [3, 5, 2]
    # control: the controller declines (603.5)
    after, _ = _attack(cultivator(False), _creature("e", attacking="B"))
    assert after.permanent("e").power == 2


# -- 509.1b-c: a blocking rule on the target of an attack trigger ----------------------------

PROVOKER = (
    "Whenever ~ attacks, target creature defending player controls blocks it this combat if able."
)
SLIPPER = "Whenever ~ attacks, another target attacking creature can't be blocked this turn."


def _blocks(board: Board, text: str) -> bool:
    return is_legal_blocks(board, BlockDeclaration.parse(text)).legal


def test_parse_block_rules_on_a_target_in_japanese() -> None:
    [provoker] = _ability(PROVOKER)
    assert describe_value(provoker, "ja") == (
        "このクリーチャーが攻撃するたび、防御プレイヤーがコントロールするクリーチャー1体を"
        "対象とする。それはこの戦闘で、可能ならこれをブロックする"
    )
    [slipper] = _ability(SLIPPER)
    assert str(slipper).endswith("other attacking creatures can't be blocked this turn")


def test_509_1c_target_blocks_it_this_combat_if_able() -> None:
    goader = _creature(
        "g", attacking="B", abilities=_ability(PROVOKER), choices=TriggerChoices(targets=("o",))
    )
    after, kinds = _attack(goader, _creature("x", attacking="B"), _creature("o", "B"))
    assert kinds[-1] == "block_rule_this_turn"
    assert _blocks(after, "o: g")
    assert not _blocks(after, "o: x")  # it must block the creature with the ability
    assert not _blocks(after, "")
    # control: the same board without the trigger: o may stay back or block x
    plain = after.with_permanents(
        p if p.id != "o" else _creature("o", "B") for p in after.permanents
    )
    assert _blocks(plain, "") and _blocks(plain, "o: x")


def test_509_1b_another_target_attacking_creature_cant_be_blocked() -> None:
    slipper = _creature(
        "s", attacking="B", abilities=_ability(SLIPPER), choices=TriggerChoices(targets=("e",))
    )
    after, _ = _attack(slipper, _creature("e", attacking="B"), _creature("o", "B"))
    assert not _blocks(after, "o: e")
    assert _blocks(after, "o: s")  # control: the creature with the ability can be blocked


def test_parse_intervening_if_on_another_creature_is_refused() -> None:
    sentence = (
        "Whenever a creature you control attacks, if it has first strike, "
        "it gains double strike until end of turn."
    )
    assert parse_sentence(sentence, name="Card").status == "unmodelled"


def test_608_2h_dies_trigger_minus_x_its_last_known_power() -> None:
    ability = _ability(
        "When ~ dies, target creature an opponent controls gets -X/-X until end of turn, "
        "where X is ~'s power."
    )

    def board(power: int) -> Board:
        dying = _creature(
            "d", attacking="B", power=power, abilities=ability,
            choices=TriggerChoices(targets=("t",)),
        )  # fmt: skip
        killer = Permanent(id="k", controller="B", power=3, toughness=3, blocking=("d",))
        return Board((Player("A"), Player("B")), (dying, killer, _creature("t", "B")), "A")

    after = run_combat(board(2), "current").board
    assert after.permanent("t").on_battlefield is False  # 2/2 gets -2/-2 (704.5f)
    # control: its last known power is 1: the target survives as a 1/1
    after = run_combat(board(1), "current").board
    assert after.permanent("t").on_battlefield
