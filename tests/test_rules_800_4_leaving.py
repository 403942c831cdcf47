"""A player leaving a multiplayer game in the middle of combat (800.4a,
800.4e, 506.4, 506.4c, 704.5w): what leaves the game, what is exiled, what
goes back to its owner, and what stays in combat. 800.4a and 800.4e have the
same letters in the 2023-11-17 and the current rules, and the same text: every
test runs under both rule sets."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from mtgcombat.core.events import DamageDealt, Event
from mtgcombat.core.model import Board, CardType, Counters, Permanent, Player, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.sba import leave_game
from mtgcombat.rules.spell_control import apply_gain_control
from mtgcombat.scenario.load import ScenarioError, parse_scenario

BOTH = pytest.mark.parametrize("rules", [RuleSet.R2023, RuleSet.CURRENT])
THREE = (Player("A"), Player("B", life=2), Player("C"))


def creature(pid: str, controller: str, power: int, toughness: int, **fields: object) -> Permanent:
    return Permanent(id=pid, controller=controller, power=power, toughness=toughness, **fields)  # type: ignore[arg-type]


STRIKER = creature("striker", "A", 2, 2, keywords=["first strike"], attacking="B")


def _kinds(events: Iterable[Event]) -> set[tuple[str, str]]:
    return {(e.kind, e.rule) for e in events}


def _dealt(events: Iterable[Event], source: str) -> list[tuple[str, int]]:
    return [
        (e.recipient, e.amount) for e in events if isinstance(e, DamageDealt) and e.source == source
    ]


# -- 506.4, 800.4e: the attackers of a player who leaves stay attacking --------


@BOTH
def test_800_4e_attackers_of_a_departed_player_still_count_as_attacking(rules: RuleSet) -> None:
    board = parse_scenario(
        """
active_player = "A"
[players.A]
[players.B]
life = 2
[players.C]
[[permanents]]
id = "striker"
controller = "A"
power = 2
toughness = 2
keywords = ["first strike"]
attacking = "B"
[[permanents]]
id = "ogre"
controller = "A"
power = 5
toughness = 5
attacking = "B"
[[permanents]]
id = "captain"
controller = "A"
power = 1
toughness = 1
abilities = ["This creature gets +1/+0 for each other attacking creature."]
attacking = "C"
"""
    ).board
    result = resolve_combat(board, rules, auto=True)
    assert result.board.player("B").lost
    # the striker and the ogre still count: the captain is a 3/1 (506.4)
    assert _dealt(result.events, "captain") == [("C", 3)]
    # no combat damage is assigned to B (800.4e): the ogre deals none
    assert _dealt(result.events, "ogre") == []
    assert result.board.is_attacking("ogre") and result.board.attack_target("ogre") is None
    assert ("attacks_player_who_left", "800.4e") in _kinds(result.events)
    assert ("removed_from_combat", "800.4a") not in _kinds(result.events)


@BOTH
def test_800_4e_control_the_player_still_in_the_game_is_dealt_damage(rules: RuleSet) -> None:
    # control: B survives the combat (10 life), so the ogre's 5 is dealt
    ogre = creature("ogre", "A", 5, 5, attacking="B")
    board = Board((Player("A"), Player("B", life=10), Player("C")), (STRIKER, ogre), "A")
    result = resolve_combat(board, rules, auto=True)
    assert _dealt(result.events, "ogre") == [("B", 5)]
    assert ("attacks_player_who_left", "800.4e") not in _kinds(result.events)


@BOTH
def test_800_4e_a_double_striker_assigns_no_regular_damage_to_a_departed_player(
    rules: RuleSet,
) -> None:
    twin = creature("twin", "A", 3, 3, keywords=["double strike", "lifelink"], attacking="B")
    board = Board(THREE, (twin,), "A")
    result = resolve_combat(board, rules, auto=True)
    assert _dealt(result.events, "twin") == [("B", 3)]  # the first-strike step only
    assert result.board.player("A").life == 23  # lifelink once: nothing more was dealt


@BOTH
def test_800_4e_trample_sends_nothing_to_a_departed_player(rules: RuleSet) -> None:
    # the rhino's blocker leaves the game with B: it stays blocked (509.1h),
    # and trample can't assign its damage to B either (800.4e)
    rhino = creature("rhino", "A", 4, 4, keywords=["trample"], attacking="B")
    wall = creature("wall", "B", 0, 3, blocking=("rhino",))
    result = resolve_combat(Board(THREE, (STRIKER, rhino, wall), "A"), rules, auto=True)
    assert result.board.permanent("wall").zone.value == "left the game"
    assert _dealt(result.events, "rhino") == []
    assert result.board.is_blocked("rhino")


@BOTH
def test_800_4e_trample_over_planeswalkers_sends_nothing_to_a_departed_controller(
    rules: RuleSet,
) -> None:
    walker = Permanent(
        id="walker",
        controller="B",
        types=frozenset({CardType.PLANESWALKER}),
        counters=Counters(loyalty=3),
    )
    rhino = creature(
        "rhino", "A", 4, 4, keywords=["trample over planeswalkers"], attacking="walker"
    )
    result = resolve_combat(Board(THREE, (STRIKER, walker, rhino), "A"), rules, auto=True)
    # the planeswalker left the game with B: the rhino attacks nothing (506.4c)
    assert result.board.permanent("walker").zone.value == "left the game"
    assert _dealt(result.events, "rhino") == []
    # control: with B still in (3 life), its damage goes past the planeswalker to B
    alive = (Player("A"), Player("B", life=3), Player("C"))
    walker_gone = Permanent(
        id="walker",
        controller="B",
        types=frozenset({CardType.PLANESWALKER}),
        counters=Counters(loyalty=1),
    )
    sniper = creature("sniper", "A", 1, 1, keywords=["first strike"], attacking="walker")
    result = resolve_combat(Board(alive, (sniper, walker_gone, rhino), "A"), rules, auto=True)
    assert _dealt(result.events, "rhino") == [("B", 4)]  # 702.19e


# -- a battle it protects stays attacked (506.4, 704.5w) ------------------------


@BOTH
def test_506_4_a_battle_whose_protector_leaves_stays_attacked_and_is_dealt_damage(
    rules: RuleSet,
) -> None:
    siege = Permanent(
        id="siege",
        controller="C",
        types=frozenset({CardType.BATTLE}),
        subtypes=frozenset({"siege"}),
        protector="B",
        counters=Counters(defense=5),
    )
    scout = creature("scout", "A", 2, 2, attacking="siege")
    result = resolve_combat(Board(THREE, (STRIKER, siege, scout), "A"), rules, auto=True)
    assert result.board.player("B").lost
    assert result.board.permanent("siege").on_battlefield
    assert result.board.permanent("siege").counters.defense == 3
    assert _dealt(result.events, "scout") == [("siege", 2)]


@BOTH
def test_506_4_control_a_battle_the_departed_player_owns_leaves_with_them(
    rules: RuleSet,
) -> None:
    # control: a battle B owns and controls leaves the game with B, and the
    # creature attacking it attacks nothing (506.4c)
    siege = Permanent(
        id="siege",
        controller="B",
        types=frozenset({CardType.BATTLE}),
        subtypes=frozenset({"siege"}),
        protector="C",
        counters=Counters(defense=5),
    )
    scout = creature("scout", "A", 2, 2, attacking="siege")
    result = resolve_combat(Board(THREE, (STRIKER, siege, scout), "A"), rules, auto=True)
    assert result.board.permanent("siege").zone.value == "left the game"
    assert _dealt(result.events, "scout") == []
    assert result.board.is_attacking("scout") and result.board.attack_target("scout") is None


# -- 800.4a: owned, controlled, controlled through an effect -------------------


@BOTH
def test_800_4a_what_the_player_owns_leaves_even_under_another_players_control(
    rules: RuleSet,
) -> None:
    # A controls B's creature (put onto the battlefield under A's control)
    stolen = creature("stolen", "A", 3, 3, owner="B", attacking="C")
    mine = creature("mine", "A", 2, 2, attacking="C")
    board = Board((Player("A"), Player("B", lost=True), Player("C")), (stolen, mine), "A")
    events: list[Event] = []
    after = leave_game(board, ["B"], rules, events)
    assert after.permanent("stolen").zone.value == "left the game"
    assert after.attackers() == ("mine",)
    assert [(e.kind, e.rule, e.to_json()["player"]) for e in events] == [
        ("left_game", "800.4a", "B")
    ]


@BOTH
def test_800_4a_what_the_player_controls_but_doesnt_own_is_exiled(rules: RuleSet) -> None:
    # B controls C's creature by default (say, Bribery): exiled, not left
    borrowed = creature("borrowed", "B", 3, 3, owner="C", blocking=("ogre",))
    ogre = creature("ogre", "A", 5, 5, attacking="B")
    board = Board((Player("A"), Player("B", lost=True), Player("C")), (borrowed, ogre), "A")
    events: list[Event] = []
    after = leave_game(board, ["B"], rules, events)
    assert after.permanent("borrowed").zone.value == "exile"
    assert [(e.kind, e.rule) for e in events] == [
        ("attacks_player_who_left", "800.4e"),
        ("exiled", "800.4a"),
    ]
    assert after.is_blocked("ogre") and after.blockers_of("ogre") == ()


@BOTH
def test_800_4a_a_control_effect_of_the_player_ends_and_it_goes_back(rules: RuleSet) -> None:
    # B gained control of C's bear with a spell (613.1b); B leaves: the
    # effect ends, and the bear goes back to C, leaving combat (506.4)
    bear = creature("bear", "C", 2, 2)
    ogre = creature("ogre", "A", 5, 5, attacking="B")
    board = Board((Player("A"), Player("B"), Player("C")), (bear, ogre), "A")
    board, _ = apply_gain_control(board, rules, ["bear"], "B", "timeline[0]")
    blocking = evolve(board.permanent("bear"), blocking=("ogre",))
    board = board.with_permanents(blocking if p.id == "bear" else p for p in board.permanents)
    assert board.permanent("bear").owner_id == "C" and board.permanent("bear").control_by_effect
    board = Board((Player("A"), Player("B", lost=True), Player("C")), tuple(board.permanents), "A")
    events: list[Event] = []
    after = leave_game(board, ["B"], rules, events)
    assert after.permanent("bear").on_battlefield
    assert after.permanent("bear").controller == "C"
    assert [(e.kind, e.rule) for e in events] == [
        ("attacks_player_who_left", "800.4e"),
        ("removed_from_combat", "506.4"),
        ("control_returned", "800.4a"),
    ]
    assert not after.is_blocking("bear") and after.is_blocked("ogre")


@BOTH
def test_800_4a_control_a_player_still_in_the_game_keeps_everything(rules: RuleSet) -> None:
    # control: C, who stays, loses nothing; only B's own objects go
    mine = creature("mine", "C", 2, 2, owner="B")
    theirs = creature("theirs", "C", 2, 2)
    board = Board((Player("A"), Player("B", lost=True), Player("C")), (mine, theirs), "A")
    events: list[Event] = []
    after = leave_game(board, ["B"], rules, events)
    assert after.permanent("theirs").on_battlefield
    assert after.permanent("mine").zone.value == "left the game"


def test_800_4a_the_scenario_key_owner_must_name_a_player() -> None:
    text = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
owner = "Z"
"""
    with pytest.raises(ScenarioError, match=r"owner.*800\.4a"):
        parse_scenario(text)
    ok = parse_scenario(text.replace('owner = "Z"', 'owner = "B"')).board
    assert ok.permanent("bear").owner_id == "B"
    same = parse_scenario(text.replace('owner = "Z"', 'owner = "A"')).board
    assert same.permanent("bear").owner == ""  # its controller: the default
