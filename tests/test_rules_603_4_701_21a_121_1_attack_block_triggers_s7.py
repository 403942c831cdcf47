"""Attack and block triggers whose effects were refused before session 7
(issue 33): "you draw a card" beside an effect on the combat (121.1, an
event), "sacrifice a creature / a land / another creature" of the
controller's own, their choice (701.21a), and an intervening "if" on the
declare blockers step's triggers (603.4: checked as blockers are declared
and again as the ability resolves). Each rule test has a control.
"""

from __future__ import annotations

import pytest

from mtgcombat.core.events import CountersPut
from mtgcombat.core.model import Board, CardType, Counters, Keyword, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.blocks_declaration import BlockDeclaration
from mtgcombat.rules.blocks_verdicts import is_legal_blocks
from mtgcombat.rules.triggers_blocks import declare_blockers_triggers
from mtgcombat.text import parse_sentence

THIEF = "Whenever ~ attacks, you draw a card and you lose 1 life."
ECHO = "Whenever ~ attacks, you may sacrifice another creature. If you do, draw a card."
SECURITY = (
    "Whenever ~ attacks, you may sacrifice a Blood token. If you do, put a +1/+1 counter "
    "on ~ and draw a card."
)
TITAN = "Whenever ~ attacks or blocks, sacrifice a creature."
GARGADON = "Whenever ~ attacks or blocks, sacrifice a land."
TRACKER = (
    "Whenever ~ attacks or blocks, if you control another non-Human creature, "
    "~ gets +1/+1 until end of turn."
)
WALL = "Whenever ~ blocks, if you control a Forest, ~ gets +0/+3 until end of turn."


def _ability(sentence: str) -> frozenset:  # type: ignore[type-arg]
    parsed = parse_sentence(sentence, name="Grim Hero")
    assert parsed.status == "modelled", parsed.error
    return frozenset(parsed.traits.values())


def _creature(
    pid: str, controller: str = "A", power: int = 2, toughness: int = 2, **kw: object
) -> Permanent:
    return Permanent(
        id=pid,
        controller=controller,
        power=power,
        toughness=toughness,
        types=frozenset({CardType.CREATURE}),
        **kw,  # type: ignore[arg-type]
    )


def _board(*perms: Permanent) -> Board:
    return Board((Player("A"), Player("B")), perms, "A")


# -- parser -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        (THIEF, "whenever this creature attacks, you draw 1 card(s) and you lose 1 life"),
        (
            ECHO,
            "whenever this creature attacks, you may: sacrifice one of the other creatures you "
            "control; if you do, you draw 1 card(s)",
        ),
        (
            SECURITY,
            "whenever this creature attacks, you may: sacrifice one of the blood artifacts that "
            "are tokens you control; if you do, put 1 +1/+1 counter(s) on it and you draw 1 "
            "card(s)",
        ),
        (
            TITAN,
            "whenever this creature attacks or blocks, sacrifice one of the creatures you control",
        ),
        (
            GARGADON,
            "whenever this creature attacks or blocks, sacrifice one of the lands you control",
        ),
        (
            TRACKER,
            "whenever this creature attacks or blocks, if you control 1 or more other non-human "
            "creatures, it gets +1/+1 until end of turn",
        ),
    ],
)
def test_parse_session_7_attack_and_block_triggers(sentence: str, text: str) -> None:
    [ability] = _ability(sentence)
    assert str(ability) == text


@pytest.mark.parametrize(
    "sentence",
    [
        # a draw alone changes nothing up to combat damage: no effect, as before
        "Whenever ~ attacks, draw a card.",
        "Whenever ~ attacks, you draw a card.",
        "Whenever ~ blocks, you may draw a card.",
    ],
)
def test_parse_a_draw_alone_stays_no_effect(sentence: str) -> None:
    assert parse_sentence(sentence, name="Grim Hero").status == "no_effect"


@pytest.mark.parametrize(
    "sentence",
    [
        # "sacrifice all": not one permanent of the controller's choice
        "Whenever ~ attacks, sacrifice all creatures.",
        # an intervening "if" of a trigger on another creature's block: its "it" is that
        # creature, not read yet
        "Whenever a creature you control blocks, if you control a Forest, it gets +1/+1 "
        "until end of turn.",
    ],
)
def test_parse_refused_stays_unmodelled(sentence: str) -> None:
    assert parse_sentence(sentence, name="Grim Hero").status == "unmodelled"


def test_parse_japanese_rendering() -> None:
    [thief] = _ability(THIEF)
    assert describe_value(thief, "ja") == (
        "このクリーチャーが攻撃するたび、あなたはカードを1枚引く。あなたは1点のライフを失う"
    )
    [titan] = _ability(TITAN)
    assert describe_value(titan, "ja") == (
        "このクリーチャーが攻撃するかブロックするたび、"
        "あなたがコントロールするクリーチャー1つを生け贄に捧げる"
    )
    [tracker] = _ability(TRACKER)
    assert describe_value(tracker, "ja") == (
        "このクリーチャーが攻撃するかブロックするたび、あなたが他の人間でないクリーチャーを"
        "コントロールしている場合、これはターン終了時まで+1/+1の修整を受ける"
    )


# -- 121.1: a card drawn beside the combat's effects -----------------------------


def test_121_1_attack_trigger_draws_and_loses_life() -> None:
    thief = _creature("thief", attacking="B", abilities=_ability(THIEF))
    after, events = declare_attackers_triggers(_board(thief), "current")
    kinds = [e.kind for e in events]
    assert after.player("A").life == 19
    assert "cards_drawn" in kinds
    drawn = next(e for e in events if e.kind == "cards_drawn")
    assert drawn.rule == "121.1"
    assert describe_event(drawn, "ja")
    # control: a creature without the ability attacks: no card, no life lost
    bear = _creature("bear", attacking="B")
    after, events = declare_attackers_triggers(
        _board(bear, _creature("thief", abilities=_ability(THIEF))), "current"
    )
    assert after.player("A").life == 20
    assert not events


def test_121_1_if_you_do_draw_only_after_the_sacrifice() -> None:
    echo = _creature(
        "echo", attacking="B", abilities=_ability(ECHO),
        choices=TriggerChoices(may=True, sacrificed=("bear",)),
    )  # fmt: skip
    after, events = declare_attackers_triggers(_board(echo, _creature("bear")), "current")
    assert after.permanent("bear").on_battlefield is False
    assert [e.kind for e in events].count("cards_drawn") == 1
    # control: no other creature to sacrifice (118.3): no card drawn
    after, events = declare_attackers_triggers(_board(echo), "current")
    assert after.permanent("echo").on_battlefield is True
    assert "cards_drawn" not in [e.kind for e in events]


# -- 701.21a: a permanent of the controller's own, their choice ----------------------------


def test_701_21a_block_trigger_sacrifices_the_only_creature_itself() -> None:
    ogre = _creature("ogre", power=3, toughness=3, attacking="B")
    titan = _creature("titan", "B", 11, 10, blocking=("ogre",), abilities=_ability(TITAN))
    after, events = declare_blockers_triggers(_board(ogre, titan), "current")
    assert after.permanent("titan").on_battlefield is False
    assert any(e.kind == "sacrificed" and e.rule.startswith("701.21") for e in events)
    # control: a second creature of B's, chosen: the Titan stays
    titan = _creature(
        "titan", "B", 11, 10, blocking=("ogre",), abilities=_ability(TITAN),
        choices=TriggerChoices(sacrificed=("elf",)),
    )  # fmt: skip
    after, _ = declare_blockers_triggers(_board(ogre, titan, _creature("elf", "B")), "current")
    assert after.permanent("titan").on_battlefield is True
    assert after.permanent("elf").on_battlefield is False


def test_701_21a_2023_rules_cite_701_17a() -> None:
    ogre = _creature("ogre", power=3, toughness=3, attacking="B")
    titan = _creature("titan", "B", 11, 10, blocking=("ogre",), abilities=_ability(TITAN))
    _, events = declare_blockers_triggers(_board(ogre, titan), "2023")
    assert any(e.rule == "701.17a" for e in events)


def test_701_21a_attack_trigger_sacrifices_a_land() -> None:
    land = Permanent(id="forest", controller="A", types=frozenset({CardType.LAND}))
    gargadon = _creature("g", power=6, toughness=4, attacking="B", abilities=_ability(GARGADON))
    after, _ = declare_attackers_triggers(_board(gargadon, land), "current")
    assert after.permanent("forest").on_battlefield is False
    # control: the only land is the defending player's: nothing of A's to sacrifice
    theirs = Permanent(id="forest", controller="B", types=frozenset({CardType.LAND}))
    after, _ = declare_attackers_triggers(_board(gargadon, theirs), "current")
    assert after.permanent("forest").on_battlefield is True


# -- 603.4: the intervening "if" of the declare blockers step's triggers ------------------


def _tracker_block(other_subtype: str) -> tuple[Board, list[str]]:
    bear = _creature("bear", attacking="B")
    tracker = _creature(
        "t", "B", 1, 1, blocking=("bear",), subtypes=frozenset({"elf"}),
        abilities=_ability(TRACKER),
    )  # fmt: skip
    other = _creature("x", "B", 1, 1, subtypes=frozenset({other_subtype}))
    after, events = declare_blockers_triggers(_board(bear, tracker, other), "current")
    return after, [e.kind for e in events]


def test_603_4_block_trigger_condition_holds() -> None:
    after, kinds = _tracker_block("elf")
    assert after.permanent("t").power == 2
    assert "trigger_condition_unmet" not in kinds


def test_603_4_block_trigger_condition_false_it_does_not_trigger() -> None:
    after, kinds = _tracker_block("human")
    assert after.permanent("t").power == 1
    assert kinds == ["trigger_condition_unmet"]


def test_603_4_block_trigger_condition_read_for_its_controller() -> None:
    # "if you control a Forest": the blocker's controller's, as blockers are declared
    bear = _creature("bear", attacking="B")
    wall = _creature("w", "B", 0, 4, blocking=("bear",), abilities=_ability(WALL))
    forest = Permanent(
        id="f", controller="B", types=frozenset({CardType.LAND}), subtypes=frozenset({"forest"})
    )
    after, events = declare_blockers_triggers(_board(bear, wall, forest), "current")
    assert after.permanent("w").toughness == 7
    unmet = [e for e in events if e.kind == "trigger_condition_unmet"]
    assert not unmet
    # control: A controls the Forest, not B: the ability doesn't trigger
    forest = Permanent(
        id="f", controller="A", types=frozenset({CardType.LAND}), subtypes=frozenset({"forest"})
    )
    after, events = declare_blockers_triggers(_board(bear, wall, forest), "current")
    assert after.permanent("w").toughness == 4
    [unmet_event] = [e for e in events if e.kind == "trigger_condition_unmet"]
    assert unmet_event.rule == "603.4"
    assert describe_event(unmet_event, "ja").startswith("wの能力は誘発しない")


# -- 613.1f / 702.9b: "you may have target creature gain (lose) flying" ---------------------

BALLOONIST = "Whenever ~ attacks, you may have target creature gain flying until end of turn."
HARPOONIST = "Whenever ~ attacks, you may have target creature lose flying until end of turn."


def test_parse_you_may_have_target_creature_gain_or_lose_flying() -> None:
    [gain] = _ability(BALLOONIST)
    assert str(gain) == (
        "whenever this creature attacks, you may: a target among creatures gains flying "
        "until end of turn"
    )
    [lose] = _ability(HARPOONIST)
    assert describe_value(lose, "ja") == (
        "このクリーチャーが攻撃するたび、あなたは次を行ってもよい：クリーチャー1体を対象とする。"
        "それはターン終了時まで飛行を失う"
    )
    [plain] = _ability("Whenever ~ attacks, target creature loses flying until end of turn.")
    assert str(plain).endswith("a target among creatures loses flying until end of turn")


def _harpoon(taken: bool) -> Board:
    harpoonist = _creature(
        "h", attacking="B", abilities=_ability(HARPOONIST) | {Keyword.FLYING},
        choices=TriggerChoices(may=taken, targets=("drake",)),
    )  # fmt: skip
    drake = _creature("drake", "B", abilities=frozenset({Keyword.FLYING}))
    after, _ = declare_attackers_triggers(_board(harpoonist, drake), "current")
    return after


def test_702_9b_target_loses_flying_and_cannot_block_a_flyer() -> None:
    after = _harpoon(True)
    assert Keyword.FLYING not in after.permanent("drake").abilities
    blocks = BlockDeclaration.parse("drake: h")
    assert not is_legal_blocks(after, blocks).legal
    # control: the controller declines (603.5): the Drake keeps flying and may block
    after = _harpoon(False)
    assert Keyword.FLYING in after.permanent("drake").abilities
    assert is_legal_blocks(after, blocks).legal


# -- 301.5: "whenever an equipped creature you control attacks" ---------------------------

GWYN = "Whenever an equipped creature you control attacks, you draw a card and you lose 1 life."


def test_parse_an_equipped_creature_you_control() -> None:
    [gwyn] = _ability(GWYN)
    assert str(gwyn) == (
        "whenever one of the equipped creatures you control attacks, you draw 1 card(s) and "
        "you lose 1 life"
    )
    # "equipped creature" alone is still an Equipment's host
    [host] = _ability("Whenever equipped creature attacks, it gets +1/+1 until end of turn.")
    assert str(host).startswith("whenever the creature it is attached to attacks")


def test_301_5_an_equipped_creature_attacking_triggers_the_watcher() -> None:
    gwyn = _creature("gwyn", power=5, toughness=5, abilities=_ability(GWYN))
    bear = _creature("bear", attacking="B")
    sword = Permanent(id="sword", controller="A", types=frozenset({CardType.ARTIFACT}),
                      subtypes=frozenset({"equipment"}), attached_to="bear")  # fmt: skip
    after, events = declare_attackers_triggers(_board(gwyn, bear, sword), "current")
    assert after.player("A").life == 19
    assert [e.kind for e in events].count("cards_drawn") == 1
    # control: the Equipment is attached to nothing: the attacking bear is not equipped
    loose = Permanent(id="sword", controller="A", types=frozenset({CardType.ARTIFACT}),
                      subtypes=frozenset({"equipment"}))  # fmt: skip
    after, events = declare_attackers_triggers(_board(gwyn, bear, loose), "current")
    assert after.player("A").life == 20
    assert not events


# -- 122.1: "put a +1/+1 counter on each Vampire you control" -----------------------------

EDGAR = "Whenever ~ attacks, put a +1/+1 counter on each Vampire you control."
OOZE = (
    "Whenever ~ attacks, put a +1/+1 counter on each attacking creature with a +1/+1 counter on it."
)


def test_parse_counters_on_each_of_a_group() -> None:
    [edgar] = _ability(EDGAR)
    assert str(edgar) == (
        "whenever this creature attacks, put 1 +1/+1 counter(s) on each of the vampire "
        "creatures you control"
    )
    assert describe_value(edgar, "ja").startswith("このクリーチャーが攻撃するたび、")
    assert describe_value(edgar, "ja").endswith("それぞれの上に+1/+1カウンターを1個置く")
    # "each attacking creature" keeps its own reading (any player's attackers)
    [fangren] = _ability("Whenever ~ attacks, put a +1/+1 counter on each attacking creature.")
    assert str(fangren).endswith("put 1 +1/+1 counter(s) on each attacking creature")
    # another kind of counter on a group is not read
    odd = "Whenever ~ attacks, put a -0/-1 counter on each creature you control."
    assert parse_sentence(odd, name="Grim Hero").status == "unmodelled"


def test_122_1_counters_on_each_vampire_you_control() -> None:
    vampire = frozenset({"vampire"})
    edgar = _creature("edgar", power=4, toughness=4, attacking="B", subtypes=vampire,
                      abilities=_ability(EDGAR))  # fmt: skip
    mine = _creature("mine", "A", 1, 1, subtypes=vampire)
    theirs = _creature("theirs", "B", 1, 1, subtypes=vampire)
    bear = _creature("bear")
    after, events = declare_attackers_triggers(_board(edgar, mine, theirs, bear), "current")
    put = [e for e in events if isinstance(e, CountersPut)]
    got = {e.target: after.permanent(e.target).counters.plus_one for e in put}
    assert got == {"edgar": 1, "mine": 1}
    # control: the defending player's Vampire and a non-Vampire get none
    assert after.permanent("theirs").counters.plus_one == 0
    assert after.permanent("bear").counters.plus_one == 0


def test_122_1_counters_on_each_attacking_creature_with_a_counter() -> None:
    ooze = _creature("ooze", attacking="B", abilities=_ability(OOZE))
    marked = _creature("marked", attacking="B", counters=Counters(plus_one=1))
    plain = _creature("plain", attacking="B")
    home = _creature("home", counters=Counters(plus_one=1))
    after, _ = declare_attackers_triggers(_board(ooze, marked, plain, home), "current")
    assert after.permanent("marked").counters.plus_one == 2
    # control: an attacker without a counter, and a creature with one that isn't attacking
    assert after.permanent("plain").counters.plus_one == 0
    assert after.permanent("home").counters.plus_one == 1
