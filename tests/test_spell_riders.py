"""Timeline spells that tap a group (701.26a now, 701.21a in 2023) or make
the controller of their target create a token (111.1, 608.2h): real cards'
texts, each rule test with its control."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.model import Board, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.blocks_verdicts import is_legal_blocks
from mtgcombat.rules.spell_riders import ControllerTokenEffect, GroupTapEffect
from mtgcombat.rules.timeline import run_combat
from mtgcombat.rules.timeline_entries import apply_entry
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import parse_spell, spell_from_json, spell_to_json

CARDS = {
    "Sleep Cloud": "Tap all creatures without flying.",  # a made-up name: the form alone
    "Falter": "Creatures without flying can't block this turn.",
    "Pongify": (
        "Destroy target creature. It can't be regenerated. Its controller creates a 3/3 green "
        "Ape creature token."
    ),
    "Rapid Hybridization": (
        "Destroy target creature. It can't be regenerated. That creature's controller creates "
        "a 3/3 green Frog Lizard creature token."
    ),
    "Mass Lull": "Tap all creatures your opponents control.",
}
CATALOG = instants_catalog(CARDS)

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
attacking = "B"
tapped = true
[[permanents]]
id = "ogre"
controller = "B"
power = 3
toughness = 3
[[permanents]]
id = "bird"
controller = "B"
power = 1
toughness = 1
keywords = ["flying"]
"""


def _entry(card: str, targets: str = "[]", controller: str = "A",
           after: str = "declare-attackers") -> str:  # fmt: skip
    return (
        f'\n[[timeline]]\nafter = "{after}"\ncard = "{card}"\ntargets = {targets}\n'
        f'controller = "{controller}"\n'
    )


def _after(text: str) -> tuple[Board, list[str]]:
    scenario = parse_scenario(text, catalog=CATALOG)
    board, events = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    return board, [e.rule for e in events]


def _blocking(board: Board, blocker: str) -> Board:
    return board.with_permanents(
        evolve(p, blocking=("bear",)) if p.id == blocker else p for p in board.permanents
    )


# -- the parser ----------------------------------------------------------------


def test_tap_all_and_the_controllers_token_read() -> None:
    assert [str(e) for e in parse_spell("Tap all creatures without flying.").effects] == [
        "tap all creatures without flying"
    ]
    assert parse_spell("Tap all blocking creatures.").effects == (
        GroupTapEffect(parse_spell("Tap all blocking creatures.").effects[0].affected),  # type: ignore[union-attr]
    )
    card = read_spell_card(CARDS["Rapid Hybridization"], "Rapid Hybridization")
    assert card.fully_modelled
    made: object = card.spell().effects[-1]
    assert made == ControllerTokenEffect(3, 3, frozenset({"green"}), ("Frog", "Lizard"))
    # a group named relative to another object: not read (a target player's
    # is, since session 8: tests/test_rules_601_2c_target_player_groups.py)
    for text in (
        "Tap all other creatures.",
        "Tap all creatures blocking target attacking creature.",
    ):
        assert not read_spell_card(text, "X").fully_modelled, text
    # "its controller" names the target of an earlier sentence (601.2c)
    assert not read_spell_card("Its controller creates a 3/3 green Ape creature token.",
                               "X").fully_modelled  # fmt: skip


def test_the_rider_effects_survive_the_parse_cache_round_trip() -> None:
    for text in ("Tap all creatures your opponents control.", "Tap all non-Spirit creatures."):
        spell = parse_spell(text)
        assert spell_from_json(spell_to_json(spell)) == spell
    spell = read_spell_card(CARDS["Pongify"], "Pongify").spell()
    assert spell_from_json(spell_to_json(spell)) == spell


# -- the rules -----------------------------------------------------------------


def test_701_26a_tap_all_creatures_without_flying_stops_their_blocks() -> None:
    board, rules = _after(BOARD + _entry("Sleep Cloud"))
    assert rules == ["608.2", "701.26a"]  # the bear was tapped already: only the ogre
    assert board.permanent("ogre").tapped and not board.permanent("bird").tapped
    # 509.1a: a tapped creature can't block
    assert not is_legal_blocks(_blocking(board, "ogre")).legal
    # control: the creature with flying is untapped and still blocks
    assert is_legal_blocks(_blocking(board, "bird")).legal


def test_701_21a_tap_all_under_the_2023_rules() -> None:
    scenario = parse_scenario(BOARD + _entry("Sleep Cloud"), catalog=CATALOG)
    board, events = apply_entry(scenario.board, RuleSet.R2023, scenario.timeline[0])
    assert [e.rule for e in events if e.kind == "tapped_by_effect"] == ["701.21a"]
    assert board.permanent("ogre").tapped


def test_701_26a_a_tapped_blocker_stays_in_combat_and_deals_damage() -> None:
    blocked = BOARD.replace("toughness = 3\n", 'toughness = 3\nblocking = ["bear"]\n')
    scenario = parse_scenario(blocked + _entry("Sleep Cloud", after="declare-blockers"),
                              catalog=CATALOG)  # fmt: skip
    result = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
    # 506.4: tapping removes nothing from combat; the ogre kills the bear
    assert result.board.permanent("bear").zone.value == "graveyard"
    assert result.board.permanent("ogre").tapped
    assert result.board.player("B").life == 20
    # control: without the spell the same happens, untapped
    control = run_combat(parse_scenario(blocked).board, RuleSet.CURRENT, (), auto=True)
    assert control.board.permanent("bear").zone.value == "graveyard"
    assert not control.board.permanent("ogre").tapped


def test_701_26a_the_group_is_read_for_the_caster() -> None:
    board, _ = _after(BOARD + _entry("Mass Lull"))
    assert board.permanent("ogre").tapped and board.permanent("bird").tapped
    # control: cast by B, its own creatures are not "your opponents'"
    board, _ = _after(BOARD.replace("tapped = true\n", "") + _entry("Mass Lull", controller="B"))
    assert board.permanent("bear").tapped and not board.permanent("ogre").tapped
    # whose "opponents": the entry must name who casts it
    with pytest.raises(ScenarioError) as err:
        parse_scenario(BOARD + _entry("Mass Lull").replace('controller = "A"\n', ""),
                       catalog=CATALOG)  # fmt: skip
    assert err.value.key == "timeline_controller_needed"


def test_608_2h_its_controller_creates_the_token_and_it_can_block() -> None:
    text = BOARD + _entry("Pongify", '["ogre"]')
    board, rules = _after(text)
    ape = board.permanent("ape1")
    assert board.permanent("ogre").zone.value == "graveyard"
    assert ape.controller == "B" and not ape.tapped and ape.attacking is None
    assert (ape.power, ape.toughness) == (3, 3) and "111.1" in rules
    # 509.1a: cast before blockers, the token may block
    assert is_legal_blocks(_blocking(board, "ape1")).legal
    # control: the controller of the target, not the caster (B casts on A's bear)
    board, _ = _after(BOARD + _entry("Pongify", '["bear"]', controller="B"))
    assert board.permanent("ape1").controller == "A"


def test_608_2b_no_token_when_the_target_is_gone() -> None:
    scenario = parse_scenario(BOARD + _entry("Rapid Hybridization", '["ogre"]'),
                              catalog=CATALOG)  # fmt: skip
    gone = scenario.board.with_permanents(
        evolve(p, zone=p.zone.GRAVEYARD) if p.id == "ogre" else p for p in scenario.board.permanents
    )
    board, events = apply_entry(gone, RuleSet.CURRENT, scenario.timeline[0])
    assert [e.rule for e in events] == ["608.2b"]
    assert board.get("frog1") is None
    # control: with the target there, the Frog Lizard enters under B's control
    board, _ = _after(BOARD + _entry("Rapid Hybridization", '["ogre"]'))
    assert board.permanent("frog1").controller == "B"


def test_the_events_have_japanese() -> None:
    scenario = parse_scenario(BOARD + _entry("Pongify", '["ogre"]'), catalog=CATALOG)
    _, events = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    for event in events:
        assert describe_event(event, "ja") != describe_event(event, "en")


# -- lines that change nothing when the card is cast from the hand -------------

BOLT = "Fiery Temper deals 3 damage to any target."


@pytest.mark.parametrize(
    "line",
    [
        "Madness {R} (If you discard this card, discard it into exile.)",
        "Madness {1}{R}{R}",
        "Foretell {1}{R} (During your turn, you may pay {2} and exile this card.)",
        "Surge {R} (You may cast this spell for its surge cost.)",
        "Spectacle {R}",
        "Undaunted (This spell costs {1} less to cast for each opponent you have.)",
        "Assist (Another player can pay up to {2} of this spell's cost.)",
        "Conspire (As you cast this spell, you may tap two untapped creatures you control "
        "that share a color with it. When you do, copy it.)",
        "If it's your turn, scry 2.",
    ],
)
def test_702_35_a_way_to_cast_it_or_pay_for_it_changes_nothing_cast_for_its_mana_cost(
    line: str,
) -> None:
    plain = read_spell_card(BOLT, "Fiery Temper")
    card = read_spell_card(f"{BOLT}\n{line}", "Fiery Temper")
    assert card.fully_modelled, line
    cast, alone = card.spell(), plain.spell()
    assert (cast.effects, cast.target, cast.players) == (alone.effects, alone.target, alone.players)


@pytest.mark.parametrize(
    "line",
    [
        "Storm (When you cast this spell, copy it for each spell cast before it this turn.)",
        "Cipher (Then you may exile this spell card encoded on a creature you control.)",
        "Madness\u2014Pay 3 life.",
        "Casualty 2",
    ],
)
def test_702_40_a_line_that_copies_or_acts_later_stays_refused(line: str) -> None:
    """Control: storm's copies (702.40), cipher's copy on a later combat
    damage (702.99), a madness cost that is not mana: not carried out."""
    assert not read_spell_card(f"{BOLT}\n{line}", "Fiery Temper").fully_modelled, line
