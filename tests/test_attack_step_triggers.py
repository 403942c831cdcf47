"""The declare attackers step's triggered abilities carried out (issue 33):
"each opponent" (102.2), "~" in a trigger on another creature (the
permanent with the ability), "its controller", "attacks alone" (506.5) and
"whenever a creature attacks you or a planeswalker you control" (508.2a,
APNAP 603.3b); and the block step's watchers that name "that creature's
controller" (509.2a). Each with a control where the line must not apply."""

from __future__ import annotations

import dataclasses

import pytest

from mtgcombat.core.model import Board, CardType, Counters, Keyword, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.timeline_entries import Point, TimelineEntry
from mtgcombat.rules.timeline_run import run_combat
from mtgcombat.rules.triggers_blocks import declare_blockers_triggers
from mtgcombat.text import parse_sentence
from mtgcombat.text.spells import parse_spell


def _ability(sentence: str) -> frozenset:  # type: ignore[type-arg]
    parsed = parse_sentence(sentence, name="Card")
    assert parsed.status == "modelled", parsed.error
    return frozenset(parsed.traits.values())


def _bear(pid: str, controller: str = "A", attacking: str | None = None, **kw: object) -> Permanent:
    return Permanent(id=pid, controller=controller, power=2, toughness=2, attacking=attacking, **kw)  # type: ignore[arg-type]


# -- parser -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        (
            "Whenever ~ attacks, each opponent loses 1 life and you gain 1 life.",
            "whenever this creature attacks, each opponent loses 1 life and you gain 1 life",
        ),
        (
            "Whenever ~ attacks, ~ deals 1 damage to each opponent.",
            "whenever this creature attacks, this permanent deals 1 damage to each opponent",
        ),
        (
            "Whenever ~ attacks alone, it gets +2/+0 until end of turn.",
            "whenever this creature attacks alone, it gets +2/+0 until end of turn",
        ),
        (
            "Whenever a creature you control attacks alone, "
            "it gains double strike until end of turn.",
            "whenever one of the creatures you control attacks alone, "
            "it gains double strike until end of turn",
        ),
        (
            "Whenever a creature attacks you or a planeswalker you control, "
            "put a +1/+1 counter on ~.",
            "whenever one of the creatures attacks you or a planeswalker you control, "
            "put 1 +1/+1 counter(s) on this permanent",
        ),
        (
            "Whenever a creature you control attacks, put a +1/+1 counter on ~.",
            "whenever one of the creatures you control attacks, "
            "put 1 +1/+1 counter(s) on this permanent",
        ),
        (
            "Whenever ~ attacks, put a +1/+1 counter on ~.",
            "whenever this creature attacks, put 1 +1/+1 counter(s) on it",
        ),
        (
            "Whenever enchanted creature attacks or blocks, its controller loses 2 life.",
            "whenever the creature it is attached to attacks or blocks, "
            "its controller loses 2 life",
        ),
        (
            "Whenever a creature blocks, ~ deals 1 damage to that creature's controller.",
            "whenever one of the creatures blocks, this permanent deals 1 damage to its controller",
        ),
    ],
)
def test_508_2a_attack_step_trigger_lines_parse(sentence: str, text: str) -> None:
    [value] = _ability(sentence)
    assert str(value) == text


@pytest.mark.parametrize(
    "sentence",
    [
        # each opponent for an effect the engine reads for one player only: refused
        "Whenever ~ attacks, each opponent's life total becomes 10.",
        "Whenever ~ attacks alone, target player sacrifices a creature.",
        "Whenever a creature attacks you or a planeswalker you control, tap that creature.",
    ],
)
def test_508_2a_unread_variants_stay_refused(sentence: str) -> None:
    assert parse_sentence(sentence, name="Card").status == "unmodelled"


# -- each opponent (102.2) ----------------------------------------------------


def test_508_2a_attack_trigger_each_opponent_loses_life() -> None:
    drainer = _bear(
        "drainer",
        attacking="B",
        abilities=_ability("Whenever ~ attacks, each opponent loses 1 life and you gain 1 life."),
    )
    board = Board((Player("A"), Player("B")), (drainer,), "A")
    after, events = declare_attackers_triggers(board, "current")
    assert (after.player("A").life, after.player("B").life) == (21, 19)
    assert [e.kind for e in events if e.kind in ("life_lost", "life_gained")] == [
        "life_lost",
        "life_gained",
    ]
    # control: not attacking, no trigger
    idle = Board((Player("A"), Player("B")), (_bear("drainer", abilities=drainer.abilities),), "A")
    after, events = declare_attackers_triggers(idle, "current")
    assert (after.player("A").life, after.player("B").life) == (20, 20) and events == ()


def test_102_2_each_opponent_is_every_other_player_not_only_the_defending_one() -> None:
    drainer = _bear(
        "drainer",
        attacking="B",
        abilities=_ability("Whenever ~ attacks, each opponent loses 2 life."),
    )
    board = Board((Player("A"), Player("B"), Player("C")), (drainer,), "A")
    after, _ = declare_attackers_triggers(board, "current")
    assert [p.life for p in after.players] == [20, 18, 18]
    # control: "defending player" is the attacked one only (508.5)
    one = _bear(
        "drainer",
        attacking="B",
        abilities=_ability("Whenever ~ attacks, defending player loses 2 life."),
    )
    after, _ = declare_attackers_triggers(board.with_permanents([one]), "current")
    assert [p.life for p in after.players] == [20, 18, 20]


def test_120_3_attack_trigger_deals_damage_to_each_opponent() -> None:
    pinger = _bear(
        "pinger",
        attacking="B",
        abilities=_ability("Whenever ~ attacks, ~ deals 1 damage to each opponent."),
    )
    board = Board((Player("A"), Player("B"), Player("C")), (pinger,), "A")
    after, _ = declare_attackers_triggers(board, "current")
    assert [p.life for p in after.players] == [20, 19, 19]


# -- "~" in a trigger on another creature ---------------------------------------


def test_508_2a_counter_on_tilde_goes_on_the_watcher_not_the_attacker() -> None:
    mentor = _bear(
        "mentor",
        abilities=_ability("Whenever a creature you control attacks, put a +1/+1 counter on ~."),
    )
    bear = _bear("bear", attacking="B")
    board = Board((Player("A"), Player("B")), (mentor, bear), "A")
    after, _ = declare_attackers_triggers(board, "current")
    assert after.permanent("mentor").counters.plus_one == 1
    assert after.permanent("bear").counters.plus_one == 0
    # control: no creature of its controller attacks
    calm = board.with_permanents([mentor, _bear("bear")])
    after, _ = declare_attackers_triggers(calm, "current")
    assert after.permanent("mentor").counters.plus_one == 0


def test_509_2a_pump_on_tilde_in_a_becomes_blocked_watcher_goes_on_the_watcher() -> None:
    chief = _bear(
        "chief",
        abilities=_ability(
            "Whenever a creature you control becomes blocked, ~ gets +1/+1 until end of turn."
        ),
    )
    bear = _bear("bear", attacking="B")
    wall = _bear("wall", controller="B", blocking=("bear",))
    board = Board((Player("A"), Player("B")), (chief, bear, wall), "A")
    after, _ = declare_blockers_triggers(board, "current")
    assert (after.permanent("chief").power, after.permanent("bear").power) == (3, 2)
    # control: unblocked, no trigger
    after, _ = declare_blockers_triggers(board.with_permanents([chief, bear]), "current")
    assert after.permanent("chief").power == 2


# -- attacks alone (506.5) ----------------------------------------------------------


def test_506_5_attacks_alone_trigger_only_when_the_only_attacker() -> None:
    lone = _bear(
        "lone",
        attacking="B",
        abilities=_ability("Whenever ~ attacks alone, it gets +2/+0 until end of turn."),
    )
    board = Board((Player("A"), Player("B")), (lone,), "A")
    after, events = declare_attackers_triggers(board, "current")
    assert after.permanent("lone").power == 4
    assert any(e.kind == "trigger_resolves" for e in events)
    # control: another creature attacks too
    after, events = declare_attackers_triggers(
        board.with_permanents([lone, _bear("bear", attacking="B")]), "current"
    )
    assert after.permanent("lone").power == 2 and events == ()


def test_506_5_creature_you_control_attacks_alone_reaches_that_creature() -> None:
    sensei = _bear(
        "sensei",
        abilities=_ability(
            "Whenever a creature you control attacks alone, "
            "it gains double strike until end of turn."
        ),
    )
    bear = _bear("bear", attacking="B")
    board = Board((Player("A"), Player("B")), (sensei, bear), "A")
    after, _ = declare_attackers_triggers(board, "current")
    assert after.permanent("bear").has(Keyword.DOUBLE_STRIKE)
    assert not after.permanent("sensei").has(Keyword.DOUBLE_STRIKE)
    # control: two attackers
    two = board.with_permanents([sensei, bear, _bear("elk", attacking="B")])
    after, _ = declare_attackers_triggers(two, "current")
    assert not after.permanent("bear").has(Keyword.DOUBLE_STRIKE)


# -- a creature attacks you (508.2a, APNAP 603.3b) -------------------------------------


def test_603_3b_attacks_you_trigger_of_the_defending_player_resolves_first() -> None:
    # The defending player's trigger goes on the stack last and resolves
    # first: the loss of 1 life happens before the attacker's drain.
    watch = _bear(
        "watch",
        controller="B",
        abilities=_ability(
            "Whenever a creature attacks you or a planeswalker you control, "
            "that creature's controller loses 1 life."
        ),
    )
    drainer = _bear(
        "drainer", attacking="B", abilities=_ability("Whenever ~ attacks, you gain 1 life.")
    )
    board = Board((Player("A"), Player("B")), (drainer, watch), "A")
    after, events = declare_attackers_triggers(board, "current")
    life = [e.kind for e in events if e.kind in ("life_lost", "life_gained")]
    assert life == ["life_lost", "life_gained"]
    assert after.player("A").life == 20


def test_508_2a_attacks_you_trigger_counts_each_attacker_of_that_player_only() -> None:
    ability = _ability(
        "Whenever a creature attacks you or a planeswalker you control, put a +1/+1 counter on ~."
    )
    watch = _bear("watch", controller="B", abilities=ability)
    walker = Permanent(
        id="jace",
        controller="B",
        types=frozenset({CardType.PLANESWALKER}),
        counters=Counters(loyalty=3),
    )
    board = Board(
        (Player("A"), Player("B"), Player("C")),
        (
            _bear("x", attacking="B"),
            _bear("y", attacking="jace"),
            _bear("z", attacking="C"),
            watch,
            walker,
        ),
        "A",
    )
    after, _ = declare_attackers_triggers(board, "current")
    assert after.permanent("watch").counters.plus_one == 2
    # control: the attack on C only
    only_c = board.with_permanents([_bear("z", attacking="C"), watch, walker])
    after, events = declare_attackers_triggers(only_c, "current")
    assert after.permanent("watch").counters.plus_one == 0 and events == ()


# -- its controller / that creature's controller (509.2a) ----------------------------


def test_509_2a_aura_attacks_or_blocks_its_controller_loses_life() -> None:
    ability = _ability(
        "Whenever enchanted creature attacks or blocks, its controller loses 2 life."
    )
    bear = _bear("bear", controller="B", blocking=("ogre",))
    curse = Permanent(
        id="curse", controller="A", power=0, toughness=0,
        types=frozenset({CardType.ENCHANTMENT}), attached_to="bear", abilities=ability,
    )  # fmt: skip
    ogre = _bear("ogre", attacking="B")
    board = Board((Player("A"), Player("B")), (ogre, bear, curse), "A")
    after, _ = declare_blockers_triggers(board, "current")
    assert (after.player("A").life, after.player("B").life) == (20, 18)
    # control: the enchanted creature doesn't block
    after, _ = declare_blockers_triggers(
        board.with_permanents([ogre, _bear("bear", controller="B"), curse]), "current"
    )
    assert after.player("B").life == 20


def test_509_2a_a_creature_blocks_damage_to_that_creatures_controller() -> None:
    ability = _ability(
        "Whenever a creature blocks, ~ deals 1 damage to that creature's controller."
    )
    spikes = _bear("spikes", controller="A", abilities=ability)
    ogre = _bear("ogre", attacking="B")
    wall = _bear("wall", controller="B", blocking=("ogre",))
    board = Board((Player("A"), Player("B")), (spikes, ogre, wall), "A")
    after, _ = declare_blockers_triggers(board, "current")
    assert (after.player("A").life, after.player("B").life) == (20, 19)
    # control: no block
    after, _ = declare_blockers_triggers(board.with_permanents([spikes, ogre]), "current")
    assert after.player("B").life == 20


def test_506_5_equipped_creature_attacks_alone_counts_other_creatures_than_it() -> None:
    # "it gets +1/+1 for each other creature you control": other than the
    # equipped creature that gets it, not than the Equipment
    sigil = Permanent(
        id="sigil",
        controller="A",
        types=frozenset({CardType.ARTIFACT}),
        attached_to="bear",
        abilities=_ability(
            "Whenever equipped creature attacks alone, it gets +1/+1 until end of turn "
            "for each other creature you control."
        ),
    )
    bear = _bear("bear", attacking="B")
    board = Board((Player("A"), Player("B")), (bear, sigil, _bear("elk"), _bear("owl")), "A")
    after, _ = declare_attackers_triggers(board, "current")
    assert after.permanent("bear").power == 4  # the elk and the owl
    # control: the elk attacks too, nobody attacks alone
    both = board.with_permanents((bear, sigil, _bear("elk", attacking="B"), _bear("owl")))
    after, _ = declare_attackers_triggers(both, "current")
    assert after.permanent("bear").power == 2


# -- "each SEL" effects (613.4c, 122.1, 120.3) -----------------------------------------


def test_508_2a_each_creature_defending_player_controls_is_dealt_damage() -> None:
    ability = _ability(
        "Whenever ~ attacks, ~ deals 1 damage to each creature defending player controls."
    )
    pyre = _bear("pyre", attacking="B", abilities=ability)
    board = Board(
        (Player("A"), Player("B"), Player("C")),
        (pyre, _bear("b1", controller="B"), _bear("c1", controller="C"), _bear("mine")),
        "A",
    )
    after, _ = declare_attackers_triggers(board, "current")
    # only B (the defending player of this attacker, 508.5) has its creature dealt damage
    assert [after.permanent(i).damage for i in ("b1", "c1", "mine", "pyre")] == [1, 0, 0, 0]
    # control: not attacking
    idle = board.with_permanents((_bear("pyre", abilities=ability), _bear("b1", controller="B")))
    after, _ = declare_attackers_triggers(idle, "current")
    assert after.permanent("b1").damage == 0


def test_613_4c_attack_trigger_each_other_attacking_creature_gets_plus_1() -> None:
    ability = _ability(
        "Whenever ~ attacks, each other attacking creature gets +1/+0 until end of turn."
    )
    chief = _bear("chief", attacking="B", abilities=ability)
    board = Board(
        (Player("A"), Player("B")), (chief, _bear("elk", attacking="B"), _bear("owl")), "A"
    )
    after, _ = declare_attackers_triggers(board, "current")
    assert [after.permanent(i).power for i in ("chief", "elk", "owl")] == [2, 3, 2]


def test_122_1_attack_trigger_counter_on_each_attacking_creature() -> None:
    ability = _ability("Whenever ~ attacks, put a +1/+1 counter on each attacking creature.")
    chief = _bear("chief", attacking="B", abilities=ability)
    board = Board(
        (Player("A"), Player("B")), (chief, _bear("elk", attacking="B"), _bear("owl")), "A"
    )
    after, _ = declare_attackers_triggers(board, "current")
    assert [after.permanent(i).counters.plus_one for i in ("chief", "elk", "owl")] == [1, 1, 0]


# -- a chosen target destroyed, returned or given a counter (603.3d, 701.8) ----------


def test_603_3d_attack_trigger_destroys_the_chosen_creature_defending_player_controls() -> None:
    ability = _ability("Whenever ~ attacks, destroy target creature defending player controls.")
    knight = _bear(
        "knight", attacking="B", abilities=ability, choices=TriggerChoices(targets=("elf",))
    )
    board = Board((Player("A"), Player("B")), (knight, _bear("elf", controller="B")), "A")
    after, events = declare_attackers_triggers(board, "current")
    assert after.permanent("elf").zone.value == "graveyard"
    assert [e.kind for e in events if e.kind == "target_chosen"] == ["target_chosen"]
    # control: its own creature is not a legal target (601.2c)
    wrong = board.with_permanents(
        (
            _bear(
                "knight", attacking="B", abilities=ability, choices=TriggerChoices(targets=("owl",))
            ),
            _bear("owl"),
        )
    )
    with pytest.raises(ChoiceError):
        declare_attackers_triggers(wrong, "current")


def test_603_5_attack_trigger_may_return_a_target_with_toughness_2_or_less() -> None:
    ability = _ability(
        "Whenever ~ attacks, you may return target creature defending player controls "
        "with toughness 2 or less to its owner's hand."
    )
    chosen = TriggerChoices(targets=("elf",))
    board = Board(
        (Player("A"), Player("B")),
        (
            _bear("x", attacking="B", abilities=ability, choices=chosen),
            _bear("elf", controller="B"),
        ),
        "A",
    )
    after, _ = declare_attackers_triggers(board, "current")
    assert after.permanent("elf").zone.value == "hand"
    # control: declined (603.5)
    declined = TriggerChoices(may=False, targets=("elf",))
    board = board.with_permanents(
        (
            _bear("x", attacking="B", abilities=ability, choices=declined),
            _bear("elf", controller="B"),
        )
    )
    after, _ = declare_attackers_triggers(board, "current")
    assert after.permanent("elf").zone.value == "battlefield"


def test_122_1_attack_trigger_counter_on_target_creature_you_control() -> None:
    ability = _ability("Whenever ~ attacks, put a +1/+1 counter on target creature you control.")
    x = _bear("x", attacking="B", abilities=ability, choices=TriggerChoices(targets=("owl",)))
    board = Board((Player("A"), Player("B")), (x, _bear("owl")), "A")
    after, _ = declare_attackers_triggers(board, "current")
    assert (after.permanent("owl").counters.plus_one, after.permanent("x").counters.plus_one) == (
        1,
        0,
    )


def test_603_3d_two_targets_in_one_trigger_stay_refused() -> None:
    sentence = (
        "Whenever ~ attacks, tap target creature and "
        "put a +1/+1 counter on target creature you control."
    )
    assert parse_sentence(sentence, name="Card").status == "unmodelled"


# -- another creature entering during the combat (603.6a, 508.3a, 509.3) -------------


def _entry(after: str, sentence: str, *targets: str) -> TimelineEntry:
    return TimelineEntry(Point(after), parse_spell(sentence), targets)


def test_603_6a_token_entering_attacking_triggers_another_creature_enters() -> None:
    ability = _ability(
        "Whenever another creature enters the battlefield under your control, "
        "~ gets +1/+1 until end of turn."
    )
    chief = _bear("chief", attacking="B", abilities=ability)
    board = Board((Player("A"), Player("B")), (chief,), "A")
    raid = _entry(
        "declare-attackers",
        "Create a 1/1 white Soldier creature token that's tapped and attacking.",
    )
    raid = dataclasses.replace(raid, controller="A")  # cast by the attacking player
    result = run_combat(board, "current", [raid], auto=True)
    # the chief (3/3) and the token (1/1) are unblocked: 4 damage to B
    assert result.board.player("B").life == 16
    kinds = [e.kind for e in result.events]
    assert kinds.index("trigger_resolves") > kinds.index("timeline_resolves")
    # control: the token enters under B's control (its controller casts it), not "yours"
    theirs = TimelineEntry(
        Point("declare-attackers"),
        parse_spell("Create a 1/1 white Soldier creature token."),
        (),
        controller="B",
    )
    result = run_combat(board, "current", [theirs], auto=True)
    assert result.board.player("B").life == 18


def test_603_6a_token_entering_blocking_triggers_its_controllers_loss() -> None:
    ability = _ability(
        "Whenever another creature enters the battlefield, its controller loses 1 life."
    )
    watcher = _bear("watcher", abilities=ability)
    ogre = _bear("ogre", attacking="B")
    board = Board((Player("A"), Player("B")), (ogre, watcher), "A")
    saproling = _entry(
        "declare-blockers",
        "Put a 1/1 green Saproling creature token onto the battlefield blocking target "
        "attacking creature.",
        "ogre",
    )
    saproling = dataclasses.replace(saproling, controller="B")
    result = run_combat(board, "current", [saproling], auto=True)
    assert (result.board.player("A").life, result.board.player("B").life) == (20, 19)
    # control: no creature enters; the ogre is unblocked
    result = run_combat(board, "current", [], auto=True)
    assert (result.board.player("A").life, result.board.player("B").life) == (20, 18)


def test_603_6a_enters_watcher_never_triggers_on_declared_attackers() -> None:
    ability = _ability("Whenever another creature enters the battlefield, you gain 1 life.")
    board = Board(
        (Player("A"), Player("B")),
        (_bear("cleric", abilities=ability), _bear("bear", attacking="B")),
        "A",
    )
    result = run_combat(board, "current", [], auto=True)
    assert result.board.player("A").life == 20
