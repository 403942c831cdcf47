"""Triggers on deaths and on life gained in the combat damage step (issue 33):
a creature dying to the state-based actions after combat damage (704.5g)
triggers its "dies" abilities and the others that see it die (700.4, 603.6c,
603.10a), lifelink's gain triggers "whenever you gain life" (702.15b, 119.9);
they go on the stack with the step's combat damage triggers in APNAP order
(603.3b) and resolve before the next step (510.3a, 510.4). Each test is
named by its rule and has a control where the line must not apply; the
parser tests read each form."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import read_trigger as ability
from mtgcombat.core.abilities import BlockTrigger, CountersOnTargetEffect
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, CardType, Counters, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence


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


def run(*permanents: Permanent, **tables: str) -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    result = resolve_combat(board, "current", tables or None, auto=True, triggers=True)
    return result.board, result.events


def kinds(events: tuple[Event, ...]) -> list[str]:
    return [e.kind for e in events]


BOLT = "When ~ dies, it deals 2 damage to any target."
FEED = "Whenever another creature dies, put a +1/+1 counter on ~."
SENG = "Whenever a creature dealt damage by ~ this turn dies, put a +1/+1 counter on ~."
AJANI = "Whenever you gain life, put a +1/+1 counter on ~."


# -- the parser: each form -------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "events", "subject"),
    [
        ("When ~ dies, you gain 3 life.", ("dies",), None),
        ("When ~ is put into a graveyard from the battlefield, you gain 3 life.", ("dies",), None),
        (BOLT, ("dies",), None),
        (FEED, ("dies",), "other creatures"),
        (
            "Whenever another creature you control dies, put a +1/+1 counter on ~.",
            ("dies",),
            "other creatures you control",
        ),
        (
            "Whenever a creature an opponent controls dies, put a +1/+1 counter on ~.",
            ("dies",),
            "creatures an opponent controls",
        ),
        (
            "When enchanted creature dies, you gain 3 life.",
            ("dies",),
            "the creature it is attached to",
        ),
        (SENG, ("dealt_damage_by_dies",), None),
        (AJANI, ("gain_life",), None),
        ("When ~ dies, all creatures get -1/-1 until end of turn.", ("dies",), None),
        ("When ~ dies, target creature gets -2/-2 until end of turn.", ("dies",), None),
        ("When ~ dies, put a +1/+1 counter on target creature you control.", ("dies",), None),
    ],
)
def test_parser_reads_each_dies_and_life_gain_form(
    sentence: str, events: tuple[str, ...], subject: str | None
) -> None:
    value = ability(sentence)
    assert value.events == events
    assert (str(value.subject) if value.subject is not None else None) == subject


def test_700_4_self_or_another_reads_as_two_trigger_conditions() -> None:
    parsed = parse_sentence(
        "Whenever ~ or another creature you control with power 5 or greater dies, you gain 5 life.",
        name="Testcat",
    )
    assert parsed.status == "modelled"
    subjects = sorted(str(a.subject) for a in parsed.traits.abilities)  # type: ignore[union-attr]
    assert subjects == ["None", "other creatures with power 5 or greater you control"]


def test_700_4_self_or_another_dies_triggers_on_its_own_death_whatever_its_power() -> None:
    line = (
        "Whenever ~ or another creature you control with power 5 or greater dies, you gain 5 life."
    )
    imp = creature("imp", "B", 1, 1, line, blocking=("ogre",))
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    board, _ = run(ogre, imp)
    assert board.player("B").life == 25
    # control: another creature of B with power 1 dies: no trigger
    keeper = creature("keeper", "B", 0, 9, line)
    elf = creature("elf", "B", 1, 1, blocking=("ogre",))
    board, _ = run(ogre, elf, keeper)
    assert board.player("B").life == 20


def test_702_43a_modular_reads_as_its_dies_trigger() -> None:
    [value] = parse_sentence("Modular 2").traits.abilities
    assert isinstance(value, BlockTrigger) and value.events == ("dies",) and value.optional
    [effect] = value.effects
    assert isinstance(effect, CountersOnTargetEffect) and effect.its_counters
    assert parse_sentence("Modular 2").status == "modelled"


@pytest.mark.parametrize(
    "sentence",
    [
        # the creature that died is named: the engine's effects do not reach it
        "Whenever another creature you control dies, it deals damage equal to its power to"
        " target player or planeswalker.",
        "Whenever another creature dies, put a +1/+1 counter on it.",
        "Whenever a creature dealt damage by ~ this turn dies, you gain life equal to that"
        " creature's toughness.",
        # a player the event does not name
        "When ~ dies, that player loses 2 life.",
        "When ~ dies, defending player loses 2 life.",
    ],
)
def test_603_10a_effects_on_the_dead_creature_stay_refused(sentence: str) -> None:
    assert parse_sentence(sentence, name="Testcat").status == "unmodelled"


def test_dies_trigger_outside_combat_stays_no_effect() -> None:
    # a draw changes nothing in the combat: the line stays "no effect"
    assert parse_sentence("When ~ dies, draw a card.", name="Testcat").status == "no_effect"


# -- the rules ---------------------------------------------------------------------


def test_603_10a_dies_trigger_looks_back_and_deals_its_damage() -> None:
    # the imp dies to the ogre's 3 damage (704.5g) and its ability, which
    # looks back in time (603.10a), deals 2 to the ogre, already dealt 1:
    # the ogre dies too before the next step (510.3a, 704.3)
    imp = creature("imp", "B", 1, 1, BOLT, blocking=("ogre",),
                   choices=TriggerChoices(targets=("ogre",)))  # fmt: skip
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    board, events = run(ogre, imp)
    assert board.permanent("ogre").zone.value == "graveyard"
    assert "dies_ability_triggered" in kinds(events)
    # control: the imp survives (a 1/4): nothing triggers, the ogre lives
    tough = creature("imp", "B", 1, 4, BOLT, blocking=("ogre",),
                     choices=TriggerChoices(targets=("ogre",)))  # fmt: skip
    board, events = run(ogre, tough)
    assert board.permanent("ogre").zone.value == "battlefield"
    assert "dies_ability_triggered" not in kinds(events)


def test_603_10a_another_creature_dies_sees_simultaneous_deaths() -> None:
    # the vulture blocks and dies with the bear it kills: it sees the bear
    # die (603.10a), and its own death is not "another creature"
    vulture = creature("vulture", "B", 2, 2, FEED, blocking=("bear",))
    bear = creature("bear", "A", 2, 2, attacking="B")
    watcher = creature("watcher", "B", 1, 1, FEED)
    board, events = run(bear, vulture, watcher)
    put = [e for e in events if e.kind == "counters_put"]
    assert board.permanent("watcher").counters.plus_one == 2  # the bear and the vulture
    assert [e.to_json()["target"] for e in put].count("vulture") == 0  # dead: no counter (400.7)
    assert board.permanent("vulture").zone.value == "graveyard"
    assert sum(1 for e in events if e.kind == "dies_ability_triggered") == 3
    # control: nobody dies (a 0/4 wall): no counters
    wall = creature("wall", "B", 0, 4, blocking=("bear",))
    board, events = run(bear, wall, watcher)
    assert board.permanent("watcher").counters.plus_one == 0


def test_510_4_first_strike_death_trigger_changes_regular_step() -> None:
    # the first-strike knight kills the imp; the imp's "dies" ability gives
    # the unblocked ogre, a 2/2, -2/-2 until end of turn before the regular
    # step (510.4): it dies (704.5f) and deals no damage
    shrink = "When ~ dies, target creature gets -2/-2 until end of turn."
    imp = creature("imp", "B", 1, 1, shrink, blocking=("knight",),
                   choices=TriggerChoices(targets=("ogre",)))  # fmt: skip
    knight = creature("knight", "A", 2, 2, attacking="B", keywords=["first strike"])
    ogre = creature("ogre", "A", 2, 2, attacking="B")
    board, _ = run(knight, imp, ogre)
    assert board.permanent("ogre").zone.value == "graveyard"  # toughness 0 (704.5f)
    assert board.player("B").life == 20  # the ogre dealt no regular damage
    # control: the imp survives the first strike (a 1/3): the ogre deals 2
    tough = creature("imp", "B", 1, 3, shrink, blocking=("knight",),
                     choices=TriggerChoices(targets=("ogre",)))  # fmt: skip
    board, _ = run(knight, tough, ogre)
    assert board.permanent("ogre").zone.value == "battlefield"
    assert board.player("B").life == 18


def test_603_3b_dies_and_damage_triggers_apnap() -> None:
    # A's combat damage trigger and B's dies trigger go on the stack
    # together: the active player's first, so B's resolves first (603.3b)
    rogue = creature("rogue", "A", 2, 2, "Whenever ~ deals combat damage to a creature, "
                     "you gain 2 life.", attacking="B")  # fmt: skip
    imp = creature("imp", "B", 1, 1, "When ~ dies, you gain 3 life.", blocking=("rogue",))
    _, events = run(rogue, imp)
    resolves = [e for e in events if e.kind == "trigger_resolves"]
    assert [e.to_json()["source"] for e in resolves] == ["imp", "rogue"]
    # control: B active, B's imp attacking and A's rogue blocking: A's
    # ability now resolves first (the order is by player, not by kind)
    rogue = creature("rogue", "A", 2, 2, "Whenever ~ deals combat damage to a creature, "
                     "you gain 2 life.", blocking=("imp",))  # fmt: skip
    imp = creature("imp", "B", 1, 1, "When ~ dies, you gain 3 life.", attacking="A")
    board = Board((Player("A"), Player("B")), (rogue, imp), "B")
    result = resolve_combat(board, "current", None, auto=True, triggers=True)
    resolves = [e for e in result.events if e.kind == "trigger_resolves"]
    assert [e.to_json()["source"] for e in resolves] == ["rogue", "imp"]


def test_704_3_death_from_a_trigger_triggers_again_in_the_step() -> None:
    # the imp's dies ability kills the bear (2 damage): the watcher sees
    # both deaths, the second one triggered while the first resolved
    imp = creature("imp", "B", 1, 1, BOLT, blocking=("ogre",),
                   choices=TriggerChoices(targets=("bear",)))  # fmt: skip
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    bear = creature("bear", "A", 2, 2)
    watcher = creature("watcher", "A", 1, 1, FEED)
    board, _ = run(ogre, imp, bear, watcher)
    assert board.permanent("bear").zone.value == "graveyard"
    assert board.permanent("watcher").counters.plus_one == 2
    # control: the imp aims at a player: only the imp's death is seen
    aimed = creature("imp", "B", 1, 1, BOLT, blocking=("ogre",),
                     choices=TriggerChoices(targets=("A",)))  # fmt: skip
    board, _ = run(ogre, aimed, bear, watcher)
    assert board.permanent("watcher").counters.plus_one == 1
    assert board.player("A").life == 18


def test_603_2_dealt_damage_by_this_creature_dies() -> None:
    # Sengir Vampire's ability: a creature it dealt damage dies
    vampire = creature("vampire", "A", 4, 4, SENG, attacking="B")
    elf = creature("elf", "B", 1, 1, blocking=("vampire",))
    board, _ = run(vampire, elf)
    assert board.permanent("vampire").counters.plus_one == 1
    # control: another creature dies, not dealt damage by the vampire
    knight = creature("knight", "A", 2, 2, attacking="B")
    elf2 = creature("elf", "B", 1, 1, blocking=("knight",))
    board, _ = run(vampire, knight, elf2)
    assert board.permanent("vampire").counters.plus_one == 0
    assert board.permanent("elf").zone.value == "graveyard"


def test_510_4_first_strike_damage_counts_for_dealt_damage_by_in_regular_step() -> None:
    # the first-strike vampire deals 1 to the 3/3 ogre; the ogre dies in the
    # regular step to another creature's damage: it was dealt damage by the
    # vampire this turn (603.2)
    vampire = creature("vampire", "B", 1, 5, SENG, blocking=("ogre",),
                       keywords=["first strike"])  # fmt: skip
    wall = creature("wall", "B", 2, 5, blocking=("ogre",))
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    board, _ = run(ogre, vampire, wall, first_strike="vampire: ogre=1",
                   regular="wall: ogre=2; ogre: wall=3")  # fmt: skip
    assert board.permanent("ogre").zone.value == "graveyard"
    assert board.permanent("vampire").counters.plus_one == 1
    # control: the vampire deals no damage (0 power): no counter
    weak = creature("vampire", "B", 0, 5, SENG, blocking=("ogre",), keywords=["first strike"])
    board, _ = run(ogre, weak, creature("wall", "B", 3, 5, blocking=("ogre",)))
    assert board.permanent("ogre").zone.value == "graveyard"
    assert board.permanent("vampire").counters.plus_one == 0


def test_119_10_lifelink_gain_triggers_whenever_you_gain_life() -> None:
    # lifelink's gain is a life-gain event (702.15b): the pet gets a counter
    cat = creature("cat", "A", 2, 2, attacking="B", keywords=["lifelink"])
    pet = creature("pet", "A", 1, 1, AJANI)
    board, _ = run(cat, pet)
    assert board.permanent("pet").counters.plus_one == 1
    assert board.player("A").life == 22
    # two lifelink sources: two events, two triggers (119.9)
    dog = creature("dog", "A", 1, 1, attacking="B", keywords=["lifelink"])
    board, _ = run(cat, dog, pet)
    assert board.permanent("pet").counters.plus_one == 2
    # control: no lifelink, no life gained: no counter
    plain = creature("cat", "A", 2, 2, attacking="B")
    board, _ = run(plain, pet)
    assert board.permanent("pet").counters.plus_one == 0


def test_119_9_an_opponents_gain_does_not_trigger_you_gain_life() -> None:
    cat = creature("cat", "B", 2, 2, blocking=("bear",), keywords=["lifelink"])
    bear = creature("bear", "A", 2, 4, attacking="B")
    pet = creature("pet", "A", 1, 1, AJANI)
    board, _ = run(bear, cat, pet)
    assert board.player("B").life == 22
    assert board.permanent("pet").counters.plus_one == 0
    # control: the same gain by its controller's creature triggers it
    mine = creature("pet", "B", 1, 1, AJANI)
    board, _ = run(bear, cat, mine)
    assert board.permanent("pet").counters.plus_one == 1


def test_702_43a_modular_moves_its_last_known_counters() -> None:
    # a modular 0/0 with two +1/+1 counters dies; its counters go to the
    # target artifact creature (608.2h)
    modular = Permanent(id="worker", controller="B", power=0, toughness=0,
                        counters=Counters(plus_one=2), blocking=("ogre",),
                        abilities=frozenset(parse_sentence("Modular 2").traits.abilities),
                        choices=TriggerChoices(targets=("golem",)))  # fmt: skip
    golem = Permanent(id="golem", controller="B", power=2, toughness=2,
                      types=frozenset({CardType.ARTIFACT, CardType.CREATURE}))  # fmt: skip
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    board, _ = run(ogre, modular, golem)
    assert board.permanent("golem").counters.plus_one == 2
    # control: "you may" declined (603.5): no counters
    declined = Permanent(id="worker", controller="B", power=0, toughness=0,
                         counters=Counters(plus_one=2), blocking=("ogre",),
                         abilities=modular.abilities,
                         choices=TriggerChoices(targets=("golem",), may=False))  # fmt: skip
    board, _ = run(ogre, declined, golem)
    assert board.permanent("golem").counters.plus_one == 0


def test_dies_events_have_japanese_text() -> None:
    imp = creature("imp", "B", 1, 1, "When ~ dies, you gain 3 life.", blocking=("ogre",))
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    board, events = run(ogre, imp)
    [triggered] = [e for e in events if e.kind == "dies_ability_triggered"]
    assert describe_event(triggered, "ja", board=board) == (
        "impが死亡した：impの能力が誘発し、スタックに置かれる（あなたは3点のライフを得る）"
    )
    [resolves] = [e for e in events if e.kind == "trigger_resolves"]
    assert describe_event(resolves, "ja", board=board).startswith("impが死亡したため")
    assert board.player("B").life == 23


def test_603_3_death_in_the_declare_blockers_step_triggers() -> None:
    # the basilisk's block trigger destroys the imp (701.8) before combat
    # damage: the imp's dies ability goes on the stack the next time a
    # player would receive priority (603.3) and resolves then
    basilisk = creature("basilisk", "A", 1, 1, "Whenever ~ becomes blocked by a creature, "
                        "destroy that creature.", attacking="B")  # fmt: skip
    imp = creature("imp", "B", 0, 4, "When ~ dies, you gain 3 life.", blocking=("basilisk",))
    board, events = run(basilisk, imp)
    assert board.permanent("imp").zone.value == "graveyard"
    assert board.player("B").life == 23
    assert "dies_ability_triggered" in kinds(events)
    # control: a plain attacker: the 0/4 imp lives, no life
    plain = creature("basilisk", "A", 1, 1, attacking="B")
    board, events = run(plain, imp)
    assert board.permanent("imp").zone.value == "battlefield"
    assert board.player("B").life == 20


def test_608_2h_dies_gain_life_equal_to_its_last_known_power() -> None:
    # the golem, pumped by a +1/+1 counter to 4/4, dies to 5 damage: its
    # last known power is 4 (608.2h)
    golem = creature("golem", "B", 3, 3, "When ~ dies, you gain life equal to its power.",
                     blocking=("wurm",), counters=Counters(plus_one=1))  # fmt: skip
    wurm = creature("wurm", "A", 5, 5, attacking="B")
    board, _ = run(wurm, golem)
    assert board.player("B").life == 24
    # control: the golem survives a 2/2: no life
    bear = creature("wurm", "A", 2, 2, attacking="B")
    board, _ = run(bear, golem)
    assert board.player("B").life == 20


def test_102_2_dies_trigger_each_opponent_loses_life_in_multiplayer() -> None:
    # "each opponent" is every other player (102.2), not only the player the
    # dead creature was attacking: B and C lose 2, its controller A does not
    line = "When ~ dies, each opponent loses 2 life."
    martyr = creature("martyr", "A", 2, 2, line, attacking="B")
    wall = creature("wall", "B", 0, 4, blocking=("martyr",))
    spikes = creature("spikes", "B", 2, 2, blocking=("martyr",))
    board = Board((Player("A"), Player("B"), Player("C")), (martyr, wall, spikes), "A")
    after = resolve_combat(board, "current", auto=True, triggers=True).board
    assert after.permanent("martyr").zone.value == "graveyard"
    assert [after.player(p).life for p in "ABC"] == [20, 18, 18]
    # control: blocked by the wall alone, the martyr survives; nobody loses life
    board = Board((Player("A"), Player("B"), Player("C")), (martyr, wall), "A")
    after = resolve_combat(board, "current", auto=True, triggers=True).board
    assert [after.player(p).life for p in "ABC"] == [20, 20, 20]
