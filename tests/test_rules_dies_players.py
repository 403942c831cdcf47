"""Triggers on deaths whose effects reach players (issue 33, session 6): a
player or planeswalker chosen as the ability goes on the stack (115.1,
603.3d; checked again as it resolves, 608.2b), "target player loses N
life" (119.3), damage to target player or planeswalker and to each
opponent (120.3). Each rules test is named by its rule and has a control
where the line must not apply; the parser tests read each form."""

from __future__ import annotations

from typing import Any

import pytest

from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, CardType, Counters, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

ARTIST = "Whenever ~ or another creature dies, target player loses 1 life and you gain 1 life."
ZOMBIE = "Whenever another Zombie you control dies, target opponent loses 1 life."
PRANK = "Whenever another creature dies, ~ deals 1 damage to target player or planeswalker."
BOMB = "When ~ dies, it deals 6 damage to target opponent or planeswalker."
MAY = (
    "Whenever another creature dies, you may have ~ deal 1 damage to target player or planeswalker."
)
EACH = "When ~ dies, it deals 2 damage to each opponent and you gain 2 life."


def creature(
    pid: str, controller: str, power: int, toughness: int, *text: str, **fields: Any
) -> Permanent:
    return Permanent(
        id=pid,
        controller=controller,
        power=power,
        toughness=toughness,
        abilities=frozenset(
            a for t in text for a in parse_sentence(t, name="Testcat").traits.abilities
        ),
        **fields,
    )


def run(*permanents: Permanent, players: str = "AB") -> tuple[Board, tuple[Event, ...]]:
    board = Board(tuple(Player(p) for p in players), tuple(permanents), "A")
    result = resolve_combat(board, "current", auto=True, triggers=True)
    return result.board, result.events


# -- the parser ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "words"),
    [
        ("When ~ dies, target player loses 2 life.", "target player loses 2 life"),
        (ZOMBIE, "target opponent loses 1 life"),
        (PRANK, "this permanent deals 1 damage to target player or planeswalker"),
        (BOMB, "this permanent deals 6 damage to target opponent or planeswalker"),
        (MAY, "you may: this permanent deals 1 damage to target player or planeswalker"),
        (EACH, "this permanent deals 2 damage to each opponent and you gain 2 life"),
    ],
)
def test_parser_reads_player_effects_of_dies_triggers(sentence: str, words: str) -> None:
    parsed = parse_sentence(sentence, name="Testcat")
    assert parsed.status == "modelled", parsed.error
    assert all(str(a).endswith(words) for a in parsed.traits.abilities)


def test_parser_a_planeswalker_losing_life_stays_unmodelled() -> None:
    line = "When ~ dies, target player or planeswalker loses 2 life."
    assert parse_sentence(line, name="Testcat").status != "modelled"


# -- the rules ---------------------------------------------------------------------


def test_119_3_dies_trigger_target_player_loses_life_and_you_gain() -> None:
    # the artist blocks the ogre and dies (704.5g): its ability (603.10a)
    # makes the chosen player A lose 1 and B gain 1
    artist = creature("artist", "B", 0, 1, ARTIST, blocking=("ogre",),
                      choices=TriggerChoices(targets=("A",)))  # fmt: skip
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    board, events = run(ogre, artist)
    assert board.permanent("artist").zone.value == "graveyard"
    assert (board.player("A").life, board.player("B").life) == (19, 21)
    assert "target_chosen" in [e.kind for e in events]
    # control: the artist is a 0/4 and survives: nothing triggers
    wall = creature("artist", "B", 0, 4, ARTIST, blocking=("ogre",),
                    choices=TriggerChoices(targets=("A",)))  # fmt: skip
    board, _ = run(ogre, wall)
    assert (board.player("A").life, board.player("B").life) == (20, 20)


def test_603_3d_target_opponent_must_be_an_opponent() -> None:
    # "target opponent": its controller B can't choose itself (102.2)
    zombie = creature("zombie", "B", 2, 2, blocking=("ogre",))
    zombie = Permanent(**{**{f: getattr(zombie, f) for f in ("id", "controller", "power",
                       "toughness", "blocking")}, "subtypes": frozenset({"zombie"})})  # fmt: skip
    lord = creature("lord", "B", 1, 1, ZOMBIE, choices=TriggerChoices(targets=("B",)))
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    with pytest.raises(ChoiceError, match="not an opponent"):
        run(ogre, zombie, lord)
    # control: A is an opponent: A loses 1
    lord = creature("lord", "B", 1, 1, ZOMBIE, choices=TriggerChoices(targets=("A",)))
    board, _ = run(ogre, zombie, lord)
    assert board.permanent("zombie").zone.value == "graveyard"
    assert board.player("A").life == 19


def test_603_3d_target_player_or_planeswalker_not_a_creature() -> None:
    # "target player or planeswalker": a creature can't be chosen (115.1)
    bear = creature("bear", "B", 2, 2, blocking=("ogre",))
    prank = creature("prank", "B", 1, 1, PRANK, choices=TriggerChoices(targets=("ogre",)))
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    with pytest.raises(ChoiceError, match="not a player or planeswalker"):
        run(ogre, bear, prank)
    # control: a planeswalker can be chosen; it is dealt 1 damage (120.3c)
    walker = Permanent(id="jace", controller="A", types=frozenset({CardType.PLANESWALKER}),
                       counters=Counters(loyalty=3))  # fmt: skip
    prank = creature("prank", "B", 1, 1, PRANK, choices=TriggerChoices(targets=("jace",)))
    board, _ = run(ogre, bear, prank, walker)
    assert board.permanent("jace").counters.loyalty == 2


def test_120_3_dies_trigger_deals_damage_to_target_opponent() -> None:
    bomb = creature("bomb", "B", 1, 1, BOMB, blocking=("ogre",),
                    choices=TriggerChoices(targets=("A",)))  # fmt: skip
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    board, _ = run(ogre, bomb)
    assert board.player("A").life == 14
    # control: unblocked ogre, the bomb does not die: no damage to A
    idle = creature("bomb", "B", 1, 1, BOMB, choices=TriggerChoices(targets=("A",)))
    board, _ = run(ogre, idle)
    assert board.player("A").life == 20


def test_603_5_you_may_declined_needs_no_player_target() -> None:
    bear = creature("bear", "B", 2, 2, blocking=("ogre",))
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    declined = creature("prank", "B", 1, 1, MAY, choices=TriggerChoices(may=False))
    board, _ = run(ogre, bear, declined)
    assert board.player("A").life == 20
    # control: taken, A is dealt 1
    taken = creature("prank", "B", 1, 1, MAY, choices=TriggerChoices(targets=("A",)))
    board, _ = run(ogre, bear, taken)
    assert board.player("A").life == 19


def test_102_2_dies_trigger_deals_damage_to_each_opponent() -> None:
    # each opponent of its controller B: A and C are dealt 2; B gains 2
    imp = creature("imp", "B", 1, 1, EACH, blocking=("ogre",))
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    board, _ = run(ogre, imp, players="ABC")
    assert [board.player(p).life for p in "ABC"] == [18, 22, 18]
    # control: the imp is a 1/4 and lives: nobody is dealt damage
    wall = creature("imp", "B", 1, 4, EACH, blocking=("ogre",))
    board, _ = run(ogre, wall, players="ABC")
    assert [board.player(p).life for p in "ABC"] == [20, 20, 20]


def test_player_target_events_have_japanese_text() -> None:
    artist = creature("artist", "B", 0, 1, ARTIST, blocking=("ogre",),
                      choices=TriggerChoices(targets=("A",)))  # fmt: skip
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    board, events = run(ogre, artist)
    triggered = [e for e in events if e.kind == "dies_ability_triggered"]
    text = describe_event(triggered[0], "ja", board=board)
    assert "対象のプレイヤー" in text
    assert "target" not in text


# -- "when you cycle ~ or it dies" (702.29, 700.4) ---------------------------------

SOJOURN = "When you cycle ~ or it dies, you may have it deal 1 damage to any target."


def test_parser_reads_cycle_or_dies_as_its_death() -> None:
    parsed = parse_sentence(SOJOURN, name="Testcat")
    assert parsed.status == "modelled", parsed.error
    assert [str(a) for a in parsed.traits.abilities] == [
        "whenever this creature dies, you may: this permanent deals 1 damage to any target"
    ]


def test_700_4_cycle_or_dies_triggers_on_its_death() -> None:
    jund = creature("jund", "B", 3, 2, SOJOURN, blocking=("ogre",),
                    choices=TriggerChoices(targets=("A",)))  # fmt: skip
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    board, _ = run(ogre, jund)
    assert board.permanent("jund").zone.value == "graveyard"
    assert board.player("A").life == 19
    # control: a 3/4 survives: no death, no trigger
    tough = creature("jund", "B", 3, 4, SOJOURN, blocking=("ogre",),
                     choices=TriggerChoices(targets=("A",)))  # fmt: skip
    board, _ = run(ogre, tough)
    assert board.player("A").life == 20


def test_603_3d_a_dies_trigger_aiming_at_a_noncreature() -> None:
    # session 11: destroyed, returned, tapped or untapped, a noncreature
    # target is carried out (115.1, 603.3d; see
    # test_rules_603_3d_dies_trigger_noncreature_target.py)
    line = "When ~ dies, destroy target artifact."
    assert parse_sentence(line, name="Testcat").status == "modelled"
    # control: counters on a target are chosen among creatures: "target
    # artifact" is refused for them, never played wrong
    counters = "When ~ dies, put a +1/+1 counter on target artifact."
    assert parse_sentence(counters, name="Testcat").status == "unmodelled"


# -- the controller of the creature that died (608.2h) ---------------------------

TAX = "Whenever a creature an opponent controls dies, that player loses 2 life."
STAFF = "Whenever a creature dies, ~ deals 2 damage to that creature's controller."


def test_parser_reads_the_dead_creatures_controller() -> None:
    parsed = parse_sentence(TAX, name="Testcat")
    assert [str(a) for a in parsed.traits.abilities] == [
        "whenever one of the creatures an opponent controls dies (it: this permanent), "
        "that creature's controller loses 2 life"
    ]
    # control: "that player" after a death of your own creature names nobody
    mine = "Whenever a creature you control dies, that player loses 2 life."
    assert parse_sentence(mine, name="Testcat").status == "unmodelled"


def test_608_2h_that_player_is_the_controller_of_the_creature_that_died() -> None:
    # A's watcher; B's bear dies blocking A's ogre: B (its controller) loses 2
    watcher = creature("tax", "A", 1, 1, TAX)
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    bear = creature("bear", "B", 2, 2, blocking=("ogre",))
    board, _ = run(ogre, bear, watcher)
    assert (board.player("A").life, board.player("B").life) == (20, 18)
    # control: A's own attacker dies (a 2/2 blocked by a 3/3): not an opponent's
    small = creature("ogre", "A", 2, 2, attacking="B")
    big = creature("bear", "B", 3, 3, blocking=("ogre",))
    board, _ = run(small, big, watcher)
    assert board.permanent("ogre").zone.value == "graveyard"
    assert (board.player("A").life, board.player("B").life) == (20, 20)


def test_120_3_damage_to_that_creatures_controller() -> None:
    # the staff is A's; B's bear dies: the staff deals 2 to B, not to A
    staff = creature("staff", "A", 0, 4, STAFF)
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    bear = creature("bear", "B", 2, 2, blocking=("ogre",))
    board, _ = run(ogre, bear, staff)
    assert (board.player("A").life, board.player("B").life) == (20, 18)
    # control: the bear is a 2/4 and lives: no damage
    wall = creature("bear", "B", 2, 4, blocking=("ogre",))
    board, _ = run(ogre, wall, staff)
    assert (board.player("A").life, board.player("B").life) == (20, 20)
