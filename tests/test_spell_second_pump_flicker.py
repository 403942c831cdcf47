"""Timeline spells with a pump on a second target ("Another target creature
gets -2/-2 until end of turn.": 601.2c, 115.1), spells that exile a
creature and return it at once (406.2, 400.7, 506.4) and "Target creature
attacks this turn if able." (508.1d): real cards' texts, each rule test with
its control."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.events import Flickered, PowerToughnessChanged
from mtgcombat.core.keywords import Keyword
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.spell_flicker import FlickerEffect
from mtgcombat.rules.spell_requirements import AttacksThisTurnEffect
from mtgcombat.rules.spell_second import SecondPumpEffect
from mtgcombat.rules.timeline import run_combat, until_end_of_turn
from mtgcombat.rules.timeline_entries import TimelineError, apply_entry, cast_check
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import parse_spell, spell_from_json, spell_to_json

CARDS = {
    "Consume Strength": (
        "Target creature gets +2/+2 until end of turn. Another target creature gets -2/-2 "
        "until end of turn."
    ),
    "Rookie Mistake": (
        "Until end of turn, target creature gets +0/+2 and another target creature gets -2/-0."
    ),
    "Cloudshift": (
        "Exile target creature you control, then return that card to the battlefield under "
        "your control."
    ),
    "Momentary Blink": (
        "Exile target creature you control, then return it to the battlefield under its "
        "owner's control.\nFlashback {3}{U} (You may cast this card from your graveyard for its "
        "flashback cost. Then exile it.)"
    ),
    "Displace": (
        "Exile up to two target creatures you control, then return those cards to the "
        "battlefield under their owner's control."
    ),
    "Boiling Blood": "Target creature attacks this turn if able.\nDraw a card.",
    "Agony Warp": (
        "Target creature gets -3/-0 until end of turn.\n"
        "Target creature gets -0/-3 until end of turn."
    ),
    "Rally to Battle": "Creatures you control get +1/+3 until end of turn. Untap them.",
    "Chemister's Trick": (
        "Target creature you don't control gets -2/-0 until end of turn and attacks this turn "
        "if able.\nOverload {3}{U}{R} (You may cast this spell for its overload cost. If you do, "
        'change its text by replacing all instances of "target" with "each.")'
    ),
    "Justiciar's Portal": (
        "Exile target creature you control, then return that card to the battlefield under its "
        "owner's control. It gains first strike until end of turn."
    ),
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
blocking = ["bear"]
[[permanents]]
id = "elf"
controller = "B"
power = 1
toughness = 1
"""


def _entry(card: str, targets: str, controller: str = "B",
           after: str = "declare-blockers") -> str:  # fmt: skip
    return (
        f'\n[[timeline]]\nafter = "{after}"\ncard = "{card}"\ntargets = {targets}\n'
        f'controller = "{controller}"\n'
    )


def _combat(text: str) -> Board:
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board


# -- the parser ----------------------------------------------------------------


def test_another_target_creature_reads_as_a_second_target() -> None:
    spell = read_spell_card(CARDS["Consume Strength"], "Consume Strength").spell()
    assert [str(e) for e in spell.effects] == [
        "the target gets +2/+2 until end of turn",
        "the second target gets -2/-2 until end of turn",
    ]
    second = spell.effects[1]
    assert isinstance(second, SecondPumpEffect) and second.other.distinct
    # the same two pumps in one sentence
    mistake = read_spell_card(CARDS["Rookie Mistake"], "Rookie Mistake").spell()
    assert [str(e) for e in mistake.effects] == [
        "the target gets +0/+2 until end of turn",
        "the second target gets -2/-0 until end of turn",
    ]
    assert spell_from_json(spell_to_json(spell)) == spell
    # "another target" with no target before it, or with another effect: refused
    for text in (
        "Another target creature gets -2/-2 until end of turn.",
        "Target creature gets +1/+1 until end of turn. Another target creature gains flying "
        "until end of turn.",
    ):
        assert not read_spell_card(text, "X").fully_modelled, text


def test_exile_then_return_reads_as_one_flicker() -> None:
    for name, under, count in (
        ("Cloudshift", "you", (1, 1)),
        ("Momentary Blink", "owner", (1, 1)),
        ("Displace", "owner", (0, 2)),
    ):
        card = read_spell_card(CARDS[name], name)
        assert card.fully_modelled, name
        spell = card.spell()
        assert spell.effects == (FlickerEffect(under),) and spell.count == count, name  # type: ignore[arg-type]
        assert spell_from_json(spell_to_json(spell)) == spell
    portal = read_spell_card(CARDS["Justiciar's Portal"], "Justiciar's Portal").spell()
    assert [str(e) for e in portal.effects][1] == "the target gains first strike until end of turn"
    # exiled without a return, or a return of something else: not a flicker
    blink = read_spell_card("Exile target creature.", "X").spell()
    assert not any(isinstance(e, FlickerEffect) for e in blink.effects)
    bad = "Exile target player's graveyard, then return it to the battlefield under your control."
    assert not read_spell_card(bad, "X").fully_modelled


# -- the rules -----------------------------------------------------------------


def test_601_2c_consume_strength_pumps_one_and_shrinks_another() -> None:
    board = _combat(BOARD + _entry("Consume Strength", '["ogre", "bear"]'))
    # the bear (2/2 -> 0/0) dies to 704.5f before damage; the ogre (5/5) lives
    assert board.permanent("bear").zone.value == "graveyard"
    assert board.permanent("ogre").zone.value == "battlefield"
    assert (board.permanent("ogre").power, board.permanent("ogre").toughness) == (5, 5)
    # control: the same combat without the spell, the bear dies to the ogre and deals 2
    control = _combat(BOARD)
    assert control.permanent("bear").zone.value == "graveyard"
    assert control.permanent("ogre").damage == 2


def test_115_1_another_target_cannot_be_the_first_one() -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(BOARD + _entry("Consume Strength", '["ogre", "ogre"]'), catalog=CATALOG)
    assert err.value.key == "timeline_targets_repeated"
    with pytest.raises(ScenarioError) as err:
        parse_scenario(BOARD + _entry("Consume Strength", '["ogre"]'), catalog=CATALOG)
    assert err.value.key == "timeline_targets_two"
    # control: two different creatures are two legal targets
    scenario = parse_scenario(BOARD + _entry("Consume Strength", '["ogre", "elf"]'),
                              catalog=CATALOG)  # fmt: skip
    cast_check(scenario.board, scenario.timeline[0])


def test_608_2b_the_second_target_gone_the_first_still_gets_its_pump() -> None:
    scenario = parse_scenario(BOARD + _entry("Consume Strength", '["ogre", "elf"]'),
                              catalog=CATALOG)  # fmt: skip
    gone = scenario.board.with_permanents(p for p in scenario.board.permanents if p.id != "elf")
    board, events = apply_entry(gone, RuleSet.CURRENT, scenario.timeline[0])
    assert board.permanent("ogre").power == 5
    assert [e.creature for e in events if e.kind == "pt_until_end_of_turn"] == ["ogre"]  # type: ignore[attr-defined]
    # control: with both there, each gets its own
    board, events = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    assert board.permanent("elf").zone.value == "graveyard"  # 1/1 -2/-2: 704.5f


def test_601_2c_rookie_mistake_changes_both_in_damage() -> None:
    board = _combat(BOARD + _entry("Rookie Mistake", '["ogre", "bear"]'))
    # the ogre 3/5 takes 0 from the bear (0/2), the bear dies
    assert board.permanent("ogre").damage == 0
    assert board.permanent("bear").zone.value == "graveyard"
    # control: cast with the targets the other way round: the bear 2/4 survives the ogre 1/3
    board = _combat(BOARD + _entry("Rookie Mistake", '["bear", "ogre"]'))
    assert board.permanent("bear").zone.value == "battlefield"
    assert board.permanent("ogre").damage == 2


def test_400_7_cloudshift_returns_a_new_object_out_of_combat() -> None:
    # the attacking bear flickered by its controller: it leaves combat (506.4), no damage
    board = _combat(BOARD + _entry("Cloudshift", '["bear"]', controller="A"))
    bear = board.permanent("bear")
    assert bear.zone.value == "battlefield" and bear.attacking is None and not bear.tapped
    assert board.permanent("ogre").damage == 0
    # control: without the spell the bear fights the ogre and dies
    assert _combat(BOARD).permanent("bear").zone.value == "graveyard"


def test_400_7_the_returned_object_has_no_earlier_pump() -> None:
    pumped = BOARD + _entry("Consume Strength", '["ogre", "elf"]', after="declare-attackers")
    # the ogre grown to 5/5 before blocks, then flickered: back to 3/3, no longer blocking
    board = _combat(pumped + _entry("Momentary Blink", '["ogre"]'))
    ogre = board.permanent("ogre")
    assert (ogre.power, ogre.toughness) == (3, 3) and ogre.blocking == ()
    # the bear was blocked (509.1h): it stays blocked and deals no damage to the player
    assert board.player("B").life == 20
    # control: the pump alone stays on the ogre
    ogre = _combat(pumped).permanent("ogre")
    assert (ogre.power, ogre.toughness) == (5, 5)


def test_400_7_a_token_exiled_does_not_return() -> None:
    token = BOARD.replace('id = "elf"', 'id = "elf"\ntoken = true')
    board = _combat(token + _entry("Displace", '["elf", "ogre"]'))
    assert board.permanent("elf").zone.value == "exile"
    assert board.permanent("ogre").zone.value == "battlefield"
    # control: a nontoken creature comes back
    assert _combat(BOARD + _entry("Displace", '["elf"]')).permanent("elf").on_battlefield


def test_110_2a_under_your_control_and_under_its_owner() -> None:
    elf = 'id = "elf"\ncontroller = "A"\nowner = "B"'
    stolen = BOARD.replace('id = "elf"\ncontroller = "B"', elf)
    board = _combat(stolen + _entry("Cloudshift", '["elf"]', controller="A"))
    assert board.permanent("elf").controller == "A"
    # control: "under its owner's control" gives it back to B
    board = _combat(stolen + _entry("Momentary Blink", '["elf"]', controller="A"))
    assert board.permanent("elf").controller == "B"


def test_608_2c_justiciars_portal_gains_first_strike_after_it_returns() -> None:
    board = _combat(BOARD + _entry("Justiciar's Portal", '["ogre"]'))
    assert Keyword.FIRST_STRIKE in board.permanent("ogre").abilities
    # control: the target must be the caster's creature (115.1: "you control")
    scenario = parse_scenario(BOARD + _entry("Justiciar's Portal", '["bear"]'), catalog=CATALOG)
    with pytest.raises(TimelineError):
        cast_check(scenario.board, scenario.timeline[0])


def test_the_events_have_japanese() -> None:
    scenario = parse_scenario(BOARD + _entry("Cloudshift", '["ogre"]'), catalog=CATALOG)
    _, events = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    assert "flickered" in [e.kind for e in events]
    for event in events:
        assert describe_event(event, "ja") != describe_event(event, "en")


def test_attacks_this_turn_if_able_reads_alone_and_after_a_pump() -> None:
    blood = read_spell_card(CARDS["Boiling Blood"], "Boiling Blood").spell()
    assert blood.effects[0] == AttacksThisTurnEffect() and blood.targeted
    trick = read_spell_card(CARDS["Chemister's Trick"], "Chemister's Trick").spell()
    assert [str(e) for e in trick.effects] == [
        "the target gets -2/-0 until end of turn",
        "the target attacks this turn if able",
    ]
    assert spell_from_json(spell_to_json(trick)) == trick
    # a player or a group made to attack: not read
    assert not read_spell_card("Target player attacks this turn if able.", "X").fully_modelled


def test_508_1d_the_requirement_comes_after_attackers_are_declared() -> None:
    text = BOARD + _entry("Boiling Blood", '["elf"]')
    scenario = parse_scenario(text, catalog=CATALOG)
    board, events = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    assert [e.rule for e in events] == ["608.2", "508.1d", "121.1"]
    # nothing else changes: the combat is the one without the spell
    assert board.permanent("elf") == scenario.board.permanent("elf")
    assert _combat(text).permanent("bear").zone.value == "graveyard"
    # control: the target gone as it resolves, no requirement (608.2b)
    gone = scenario.board.with_permanents(p for p in scenario.board.permanents if p.id != "elf")
    _, events = apply_entry(gone, RuleSet.CURRENT, scenario.timeline[0])
    assert "508.1d" not in [e.rule for e in events]


def test_613_4c_chemisters_trick_shrinks_the_blocker() -> None:
    board = _combat(BOARD + _entry("Chemister's Trick", '["ogre"]', controller="A"))
    # the ogre 1/3 deals 1 to the bear, which survives
    assert board.permanent("bear").zone.value == "battlefield"
    assert board.permanent("bear").damage == 1
    # control: "you don't control": A can't target its own bear (115.1)
    scenario = parse_scenario(
        BOARD + _entry("Chemister's Trick", '["bear"]', controller="A"), catalog=CATALOG
    )
    with pytest.raises(TimelineError):
        cast_check(scenario.board, scenario.timeline[0])


def test_514_2_what_applied_to_the_old_object_does_not_end_on_the_new_one() -> None:
    pumped = PowerToughnessChanged("613.4c", "ogre", 2, 2, "timeline[0]")
    assert until_end_of_turn([pumped, Flickered("400.7", "ogre", "B", "timeline[1]")]) == ()
    # control: without the flicker the pump ends in the cleanup step
    assert [c.affected for c in until_end_of_turn([pumped])] == ["ogre"]


def test_the_forms_read_alone_as_an_entrys_effect() -> None:
    flicker = parse_spell(
        "Exile target creature you control, then return it to the battlefield under its "
        "owner's control."
    )
    assert flicker.effects == (FlickerEffect("owner"),) and flicker.targeted
    two = parse_spell(CARDS["Rookie Mistake"])
    assert [type(e).__name__ for e in two.effects] == ["PumpEffect", "SecondPumpEffect"]
    trick = parse_spell(CARDS["Chemister's Trick"].splitlines()[0])
    assert trick.effects[-1] == AttacksThisTurnEffect()
    # an entry's effect: the same combat as the card (400.7)
    text = BOARD + (
        '\n[[timeline]]\nafter = "declare-blockers"\neffect = "Exile target creature you '
        'control, then return that card to the battlefield under your control."\n'
        'targets = ["bear"]\ncontroller = "A"\n'
    )
    assert _combat(text).permanent("bear").attacking is None
    # control: "another target" alone names no first target: not read
    with pytest.raises(ValueError):
        parse_spell("Another target creature gets -2/-2 until end of turn.")


def test_two_target_words_read_as_two_targets_and_a_third_is_refused() -> None:
    warp = read_spell_card(CARDS["Agony Warp"], "Agony Warp").spell()
    second = warp.effects[1]
    assert isinstance(second, SecondPumpEffect) and not second.other.distinct
    three = "\n".join(["Target creature gets +3/+3 until end of turn."] * 3)
    assert not read_spell_card(three, "Bounty of Might").fully_modelled
    rally = read_spell_card(CARDS["Rally to Battle"], "Rally to Battle").spell()
    assert str(rally.effects[-1]) == "untap the creatures you control"
    # control: "Untap them." with nothing before it names nothing
    assert not read_spell_card("Untap them.", "X").fully_modelled


def test_601_2c_agony_warp_may_choose_one_creature_for_both_targets() -> None:
    board = _combat(BOARD + _entry("Agony Warp", '["ogre", "ogre"]', controller="A"))
    ogre = board.permanent("ogre")
    assert (ogre.power, ogre.toughness) == (0, 0) and ogre.zone.value == "graveyard"
    assert board.permanent("bear").zone.value == "battlefield"
    # control: two creatures, each gets one half; the ogre 0/3 survives the bear's 2
    board = _combat(BOARD + _entry("Agony Warp", '["ogre", "elf"]', controller="A"))
    assert board.permanent("ogre").zone.value == "battlefield"
    assert board.permanent("bear").zone.value == "battlefield"
    assert board.permanent("elf").zone.value == "graveyard"  # 1/1 -0/-3


def test_701_26a_rally_to_battle_untaps_the_group() -> None:
    tapped = BOARD.replace(
        'id = "elf"\ncontroller = "B"', 'id = "elf"\ncontroller = "B"\ntapped = true'
    )
    scenario = parse_scenario(tapped + _entry("Rally to Battle", "[]"), catalog=CATALOG)
    board, _ = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    assert not board.permanent("elf").tapped
    assert (board.permanent("elf").power, board.permanent("elf").toughness) == (2, 4)
    # control: cast by A, B's creature stays tapped
    scenario = parse_scenario(
        tapped + _entry("Rally to Battle", "[]", controller="A"), catalog=CATALOG
    )
    board, _ = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    assert board.permanent("elf").tapped
