"""Trigger effects carried out (issue 33): tokens a combat damage trigger
creates (111.1, 111.2, 111.10; investigate 701.16), half a life total
(107.1a) and the actions off the board (mill 701.17, scry 701.22, surveil
701.25, venture into the dungeon 701.49). Each rules test is named by the
rule it checks and has a control where the line must not apply; the parser
tests read each form and refuse the variants the engine does not carry
out; the Japanese words of each effect are checked."""

from __future__ import annotations

import pytest

from helpers import read_trigger as ability
from helpers import text_creature as creature
from mtgcombat.core.abilities import (
    BlockTrigger,
    CounterEffect,
    HalfLifeEffect,
    Keyword,
    LibraryEffect,
    RecordedEffect,
    TokenEffect,
)
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, CardType, Permanent, Player
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence


def run(
    *permanents: Permanent, life: int = 20, rules: str = "current"
) -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B", life=life)), tuple(permanents), "A")
    result = resolve_combat(board, rules, None, auto=True, triggers=True)
    return result.board, result.events


def of_kind(events: tuple[Event, ...], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


HIVE = (
    "Whenever ~ deals combat damage to a player, create that many 1/1 green Insect creature "
    "tokens with flying and deathtouch."
)
HALF = "Whenever ~ deals combat damage to a player, that player loses half their life, rounded up."


# -- the parser: each form -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "effect"),
    [
        (
            "Whenever ~ deals combat damage to a player, create a 2/1 black Spider creature "
            "token with menace and reach.",
            TokenEffect(
                1, 2, 1, frozenset({"black"}), ("Spider",), (Keyword.MENACE, Keyword.REACH)
            ),
        ),
        (
            HIVE,
            TokenEffect(
                0,
                1,
                1,
                frozenset({"green"}),
                ("Insect",),
                (Keyword.FLYING, Keyword.DEATHTOUCH),
                that_many=True,
            ),
        ),
        (
            "Whenever an artifact creature you control deals combat damage to a player, create "
            "a 1/1 colorless Thopter artifact creature token with flying.",
            TokenEffect(1, 1, 1, frozenset(), ("Thopter",), (Keyword.FLYING,), artifact=True),
        ),
        (
            "Whenever ~ deals combat damage to a player, create two Treasure tokens.",
            TokenEffect(2, predefined="Treasure"),
        ),
        (
            "Whenever ~ deals combat damage to a player, investigate.",
            TokenEffect(1, predefined="Clue", investigate=True),
        ),
        (HALF, HalfLifeEffect("that_player", round_up=True)),
        (
            "Whenever ~ deals combat damage to a player, that player loses half their life, "
            "rounded down.",
            HalfLifeEffect("that_player", round_up=False),
        ),
        (
            "Whenever ~ deals combat damage to a player, venture into the dungeon.",
            LibraryEffect("venture"),
        ),
        ("Whenever ~ deals combat damage to a player, scry 2.", LibraryEffect("scry", amount=2)),
        ("Whenever ~ is dealt damage, surveil 1.", LibraryEffect("surveil", amount=1)),
        (
            "Whenever ~ deals combat damage to a player, that player mills two cards.",
            LibraryEffect("mill", "that_player", 2),
        ),
        (
            "Whenever ~ deals combat damage to a player, that player mills that many cards.",
            LibraryEffect("mill", "that_player", that_many=True),
        ),
    ],
)
def test_603_2_parser_reads_each_token_life_and_library_effect(
    sentence: str, effect: object
) -> None:
    assert ability(sentence).effects == (effect,)


@pytest.mark.parametrize(
    "sentence",
    [
        # an ability of the token, a copy of another creature (707.2), another
        # player creating, populate: recorded, not modelled ("a token for each land
        # you control" is counted from the board since s10-attacks, 608.2h)
        "Whenever ~ deals combat damage to a player, create that many 0/1 colorless Eldrazi "
        'Spawn creature tokens. They have "Sacrifice this creature: Add {C}."',
        "Whenever a creature you control deals combat damage to a player, create a token "
        "that's a copy of it.",
        "Whenever a Sliver deals combat damage to a player, its controller may create a 1/1 "
        "colorless Sliver creature token.",
        "Whenever ~ deals combat damage to a player or planeswalker, populate.",
    ],
)
def test_603_2_control_variants_not_carried_out_stay_recorded(sentence: str) -> None:
    parsed = parse_sentence(sentence, name="Testcat")
    assert parsed.status == "recorded", parsed
    [value] = parsed.traits.abilities
    assert isinstance(value, BlockTrigger) and isinstance(value.effects[0], RecordedEffect)


def test_603_2_control_that_player_needs_a_player_dealt_damage() -> None:
    # "is dealt damage" names no player dealt damage: not carried out
    parsed = parse_sentence("Whenever ~ is dealt damage, that player mills two cards.")
    assert parsed.status != "modelled"
    # nor does damage to a player or planeswalker name a player for certain
    half = "Whenever ~ deals combat damage to a player or planeswalker, that player loses half"
    assert parse_sentence(f"{half} their life, rounded up.").status != "modelled"


# -- 111.2: a token joins the board, out of combat ----------------------------------------


def test_111_2_token_created_by_combat_damage_trigger_joins_the_board_out_of_combat() -> None:
    board, events = run(creature("hive", "A", 3, 3, HIVE, attacking="B"))
    assert board.player("B").life == 17
    tokens = [p for p in board.permanents if p.token]
    assert [t.id for t in tokens] == ["insect1", "insect2", "insect3"]
    for t in tokens:
        assert t.controller == "A" and t.on_battlefield
        assert (t.power, t.toughness, t.colors) == (1, 1, frozenset({"green"}))
        assert t.subtypes == frozenset({"insect"}) and t.is_creature
        assert t.has(Keyword.FLYING) and t.has(Keyword.DEATHTOUCH)
        # neither attacking nor blocking (506.4), untapped
        assert t.attacking is None and not t.blocking and not t.tapped
    assert [e.rule for e in of_kind(events, "token_created")] == ["111.2"] * 3
    # the control: blocked, the hive deals no damage to a player; nothing created
    board, events = run(
        creature("hive", "A", 3, 3, HIVE, attacking="B"),
        creature("wall", "B", 0, 5, blocking=("hive",)),
    )
    assert not [p for p in board.permanents if p.token]
    assert not of_kind(events, "token_created")


def test_111_2_a_token_created_in_the_first_strike_step_deals_no_regular_damage() -> None:
    spider = (
        "Whenever ~ deals combat damage to a player, create a 2/1 black Spider creature "
        "token with menace and reach."
    )
    board, _ = run(creature("drider", "A", 2, 2, spider, attacking="B", keywords=["first strike"]))
    # 2 from the first striker, none from the Spider it created (never attacking, 508.1)
    assert board.player("B").life == 18
    assert board.permanent("spider1").damage == 0
    # the control: with double strike the trigger fires in both steps, still 2 + 2
    board, _ = run(creature("drider", "A", 2, 2, spider, attacking="B", keywords=["double strike"]))
    assert board.player("B").life == 16
    assert {p.id for p in board.permanents if p.token} == {"spider1", "spider2"}


def test_111_10_predefined_tokens_are_artifacts_not_creatures() -> None:
    treasure = "Whenever ~ deals combat damage to a player, create two Treasure tokens."
    board, events = run(creature("robber", "A", 1, 3, treasure, attacking="B"))
    made = [p for p in board.permanents if p.token]
    assert [p.id for p in made] == ["treasure1", "treasure2"]
    for p in made:
        assert p.types == frozenset({CardType.ARTIFACT}) and not p.is_creature
        assert p.subtypes == frozenset({"treasure"}) and p.on_battlefield
    assert [e.rule for e in of_kind(events, "token_created")] == ["111.10", "111.10"]
    # the control: a 1/3 without the line makes nothing
    board, _ = run(creature("robber", "A", 1, 3, attacking="B"))
    assert not [p for p in board.permanents if p.token]


def test_701_16_investigate_creates_a_clue() -> None:
    line = "Whenever ~ deals combat damage to a player, investigate."
    board, events = run(creature("sleuth", "A", 2, 2, line, attacking="B"))
    [clue] = [p for p in board.permanents if p.token]
    assert clue.id == "clue1" and clue.subtypes == frozenset({"clue"})
    [done] = of_kind(events, "investigated")
    assert (done.rule, done.player, done.token) == ("701.16", "A", "clue1")  # type: ignore[attr-defined]
    _, events = run(creature("sleuth", "A", 2, 2, line, attacking="B"), rules="2023")
    assert [e.rule for e in of_kind(events, "investigated")] == ["701.36"]
    # the control: blocked, no damage to a player, no Clue
    board, events = run(
        creature("sleuth", "A", 2, 2, line, attacking="B"),
        creature("wall", "B", 0, 5, blocking=("sleuth",)),
    )
    assert not of_kind(events, "investigated") and not [p for p in board.permanents if p.token]


def test_111_2_is_dealt_damage_tokens_go_to_the_damaged_creatures_controller() -> None:
    nest = "Whenever ~ is dealt damage, create that many 1/1 green Insect creature tokens."
    board, _ = run(
        creature("bear", "A", 2, 2, attacking="B"),
        creature("nest", "B", 0, 3, nest, blocking=("bear",)),
    )
    made = [p for p in board.permanents if p.token]
    assert [(p.id, p.controller) for p in made] == [("insect1", "B"), ("insect2", "B")]
    assert board.permanent("nest").on_battlefield  # 2 damage on a 0/3
    # the control: it blocks a 0-power attacker; dealt no damage, nothing created
    board, _ = run(
        creature("bear", "A", 0, 2, attacking="B"),
        creature("nest", "B", 0, 3, nest, blocking=("bear",)),
    )
    assert not [p for p in board.permanents if p.token]


# -- 107.1a: half a life total, rounded as the effect says --------------------------------


def test_107_1a_half_life_rounded_up_after_the_damage() -> None:
    board, events = run(creature("virtus", "A", 1, 1, HALF, attacking="B"))
    # 20 - 1 = 19; half of 19 rounded up is 10
    assert board.player("B").life == 9
    [lost] = of_kind(events, "half_life_lost")
    assert (lost.rule, lost.amount, lost.life) == ("107.1a", 10, 19)  # type: ignore[attr-defined]
    # the control: rounded down, 9 is lost
    down = HALF.replace("rounded up", "rounded down")
    board, _ = run(creature("virtus", "A", 1, 1, down, attacking="B"))
    assert board.player("B").life == 10
    # and blocked, no damage to a player: nothing halved
    board, events = run(
        creature("virtus", "A", 1, 1, HALF, attacking="B"),
        creature("wall", "B", 0, 5, blocking=("virtus",)),
    )
    assert board.player("B").life == 20 and not of_kind(events, "half_life_lost")


def test_107_1a_two_halvings_in_one_step_each_read_the_life_as_it_resolves() -> None:
    board, events = run(
        creature("v1", "A", 1, 1, HALF, attacking="B"),
        creature("v2", "A", 1, 1, HALF, attacking="B"),
    )
    # 20 - 2 = 18; 18 -> 9 lost -> 9; 9 -> 5 lost (rounded up) -> 4
    assert [e.amount for e in of_kind(events, "half_life_lost")] == [9, 5]  # type: ignore[attr-defined]
    assert board.player("B").life == 4


# -- 701: library actions are events; the board does not change -------------------------


def test_701_17_mill_that_many_is_an_event_and_changes_nothing_on_the_board() -> None:
    line = "Whenever ~ deals combat damage to a player, that player mills that many cards."
    before = creature("courier", "A", 2, 1, line, attacking="B")
    board, events = run(before)
    [milled] = of_kind(events, "cards_milled")
    assert (milled.rule, milled.player, milled.amount) == ("701.17", "B", 2)  # type: ignore[attr-defined]
    assert len(board.permanents) == 1 and board.player("B").life == 18
    _, events = run(before, rules="2023")
    assert [e.rule for e in of_kind(events, "cards_milled")] == ["701.13"]
    # the control: blocked, nothing milled
    _, events = run(before, creature("wall", "B", 0, 5, blocking=("courier",)))
    assert not of_kind(events, "cards_milled")


def test_701_22_scry_and_701_49_venture_are_events_of_the_controller() -> None:
    scry = "Whenever ~ deals combat damage to a player, scry 2."
    venture = "Whenever ~ deals combat damage to a player, venture into the dungeon."
    _, events = run(
        creature("patrol", "A", 4, 3, scry, attacking="B"),
        creature("seeker", "A", 2, 5, venture, attacking="B"),
    )
    [scried] = of_kind(events, "scried")
    assert (scried.rule, scried.player, scried.amount) == ("701.22", "A", 2)  # type: ignore[attr-defined]
    [went] = of_kind(events, "ventured")
    assert (went.rule, went.player) == ("701.49", "A")  # type: ignore[attr-defined]
    # the control: "scry 0" is no scry (701.22c): no event
    zero = "Whenever ~ deals combat damage to a player, scry 0."
    _, events = run(creature("patrol", "A", 4, 3, zero, attacking="B"))
    assert not of_kind(events, "scried")


# -- Japanese ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "words"),
    [
        (HIVE, "その点数に等しい数の飛行と接死を持つ1/1の緑の"),
        ("Whenever ~ deals combat damage to a player, create a Treasure token.", "宝物・トークン"),
        (HALF, "そのプレイヤーはライフの半分を失う（端数切り上げ）"),
        ("Whenever ~ deals combat damage to a player, scry 2.", "占術2を行う"),
        ("Whenever ~ deals combat damage to a player, venture into the dungeon.", "探索する"),
        ("Whenever ~ deals combat damage to a player, investigate.", "調査を行う"),
        ("Whenever ~ deals combat damage to a player, that player mills two cards.", "切削する"),
    ],
)
def test_603_2_each_effect_has_japanese_words(sentence: str, words: str) -> None:
    ja = describe_value(ability(sentence), "ja")
    assert words in ja, ja


# -- "that many" counters and draws (603.2: the damage that triggered it) ----------------


def test_122_1_that_many_counters_on_the_creature_that_dealt_the_damage() -> None:
    watcher = (
        "Whenever a creature you control deals combat damage to a player, put that many "
        "+1/+1 counters on it."
    )
    board, events = run(
        creature("lord", "A", 0, 4, watcher),
        creature("bear", "A", 2, 2, attacking="B"),
        creature("ogre", "A", 3, 3, attacking="B"),
    )
    assert board.permanent("bear").counters.plus_one == 2
    assert board.permanent("ogre").counters.plus_one == 3
    assert board.permanent("lord").counters.plus_one == 0
    assert [e.amount for e in of_kind(events, "counters_put")] == [2, 3]  # type: ignore[attr-defined]
    # the control: the ogre is blocked, deals no damage to a player, gets nothing
    board, _ = run(
        creature("lord", "A", 0, 4, watcher),
        creature("ogre", "A", 3, 3, attacking="B"),
        creature("wall", "B", 0, 5, blocking=("ogre",)),
    )
    assert board.permanent("ogre").counters.plus_one == 0


def test_603_2_control_that_many_counters_on_a_watchers_own_permanent_is_the_watcher() -> None:
    # "on ~" with a watcher's subject is the watcher ("self"), not the
    # creature of the event (tests/test_rules_510_players_dealt_damage.py
    # carries it out on the watcher)
    parsed = parse_sentence(
        "Whenever a source an opponent controls deals damage to you, you may put that many "
        "+1/+1 counters on ~.",
        name="Testcat",
    )
    assert parsed.status == "modelled"
    [watcher] = parsed.traits.abilities
    assert getattr(watcher, "effects", ()) == (CounterEffect(0, True, "self", that_many=True),)
    assert ability("Whenever ~ is dealt damage, put that many -1/-1 counters on it.").effects == (
        CounterEffect(0, False, "it", that_many=True),
    )


def test_121_1_you_and_that_player_each_draw_that_many_cards() -> None:
    line = (
        "Whenever ~ deals combat damage to a player, you and that player each draw that many cards."
    )
    board, events = run(creature("sphinx", "A", 3, 3, line, attacking="B"))
    drawn = [(e.player, e.amount) for e in of_kind(events, "cards_drawn")]  # type: ignore[attr-defined]
    assert drawn == [("A", 3), ("B", 3)]
    assert board.player("B").life == 17 and len(board.permanents) == 1
    # the control: blocked, no draw
    _, events = run(
        creature("sphinx", "A", 3, 3, line, attacking="B"),
        creature("wall", "B", 0, 5, blocking=("sphinx",)),
    )
    assert not of_kind(events, "cards_drawn")


def test_111_2_you_create_reads_as_create() -> None:
    line = (
        "Whenever equipped creature deals combat damage to a player, you create a 2/2 green "
        "Wolf creature token and that player mills ten cards."
    )
    parsed = parse_sentence(line)
    assert parsed.status == "modelled"
    [value] = parsed.traits.abilities
    assert isinstance(value, BlockTrigger)
    assert value.effects == (
        TokenEffect(1, 2, 2, frozenset({"green"}), ("Wolf",)),
        LibraryEffect("mill", "that_player", 10),
    )


def test_701_9_each_player_discards_in_apnap_order_and_each_opponent_mills() -> None:
    line = "Whenever ~ deals combat damage to a player, each player discards a card."
    _, events = run(creature("rogue", "A", 2, 2, line, attacking="B"))
    discarded = [(e.rule, e.player, e.amount) for e in of_kind(events, "cards_discarded")]  # type: ignore[attr-defined]
    assert discarded == [("701.9", "A", 1), ("701.9", "B", 1)]  # APNAP (101.4)
    zombie = (
        "Whenever ~ deals combat damage to a player, create a 2/2 black Zombie creature token "
        "and each opponent mills two cards."
    )
    board, events = run(creature("ghoul", "A", 2, 2, zombie, attacking="B"), rules="2023")
    milled = [(e.rule, e.player, e.amount) for e in of_kind(events, "cards_milled")]  # type: ignore[attr-defined]
    assert milled == [("701.13", "B", 2)]  # not A, its controller
    assert board.permanent("zombie1").controller == "A"
    # the control: blocked, no damage to a player, nobody discards
    _, events = run(
        creature("rogue", "A", 2, 2, line, attacking="B"),
        creature("wall", "B", 0, 5, blocking=("rogue",)),
    )
    assert not of_kind(events, "cards_discarded")
