"""Gaining control of a creature until end of turn from a timeline spell
(613.1b, layer 2): a creature in combat whose controller changes is removed
from combat (506.4), an attacker it blocked stays blocked (509.1h), and
control comes back in the cleanup step (514.2). Real cards' texts; each
rule test with its control."""

from __future__ import annotations

from helpers import instants_catalog
from mtgcombat.core.control_events import ControlChanged
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.timeline import PhaseResult, end_turn_effects, run_combat, until_end_of_turn
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card

CARDS = {
    "Act of Aggression": (
        "({P/R} can be paid with either {R} or 2 life.)\n"
        "Gain control of target creature an opponent controls until end of turn. Untap that "
        "creature. It gains haste until end of turn."
    ),
    "Blind with Anger": (
        "Untap target nonlegendary creature and gain control of it until end of turn. That "
        "creature gains haste until end of turn."
    ),
    "Ray of Command": (
        "Untap target creature an opponent controls and gain control of it until end of turn. "
        "That creature gains haste until end of turn. When you lose control of the creature, "
        "tap it."
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
card = "Grizzly Bears"
attacking = "B"
tapped = true
[[permanents]]
id = "ogre"
controller = "B"
power = 3
toughness = 3
"""


def _entry(card: str, target: str, controller: str, after: str) -> str:
    return (
        f'\n[[timeline]]\nafter = "{after}"\ncard = "{card}"\ntargets = ["{target}"]\n'
        f'controller = "{controller}"\n'
    )


def _run(text: str) -> PhaseResult:
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)


def test_613_1b_the_control_forms_read_and_a_delayed_trigger_stays_refused() -> None:
    card = read_spell_card(CARDS["Act of Aggression"], "Act of Aggression")
    assert [str(e) for e in card.spell().effects] == [
        "gain control of the target until end of turn",
        "untap the target",
        "the target gains haste until end of turn",
    ]
    assert read_spell_card(CARDS["Blind with Anger"], "Blind with Anger").fully_modelled
    # "When you lose control of the creature, tap it.": a trigger not carried out
    assert not read_spell_card(CARDS["Ray of Command"], "Ray of Command").fully_modelled
    # control for good (no "until end of turn") is not this form
    assert not read_spell_card("Gain control of target creature.", "Steal").fully_modelled


def test_506_4_gaining_control_of_an_attacker_removes_it_from_combat() -> None:
    result = _run(BOARD + _entry("Act of Aggression", "bear", "B", "declare-attackers"))
    bear = result.board.permanent("bear")
    assert bear.controller == "B" and bear.attacking is None and not bear.tapped
    assert result.board.player("B").life == 20  # it deals no combat damage
    kinds = [e.kind for e in result.events]
    assert kinds.index("removed_from_combat") < kinds.index("control_changed")
    # the cleanup step gives it back (514.2)
    ended, _ = end_turn_effects(result.board, until_end_of_turn(result.events))
    assert ended.permanent("bear").controller == "A"
    # control: without the spell the unblocked bear deals 2
    assert _run(BOARD).board.player("B").life == 18


def test_509_1h_the_attacker_a_stolen_blocker_blocked_stays_blocked() -> None:
    blocked = BOARD.replace("toughness = 3\n", 'toughness = 3\nblocking = ["bear"]\n')
    result = _run(blocked + _entry("Blind with Anger", "ogre", "A", "declare-blockers"))
    assert result.board.permanent("ogre").controller == "A"
    assert result.board.permanent("ogre").blocking == ()
    # the bear stays blocked: no damage to B, and the ogre deals none to it
    assert result.board.player("B").life == 20
    assert result.board.permanent("bear").zone.value == "battlefield"
    # control: without the spell the ogre kills the bear
    assert _run(blocked).board.permanent("bear").zone.value == "graveyard"


def test_613_1b_a_creature_its_caster_controls_does_not_change() -> None:
    result = _run(BOARD + _entry("Blind with Anger", "bear", "A", "declare-blockers"))
    assert "control_changed" not in [e.kind for e in result.events]
    assert result.board.player("B").life == 18  # still attacking (control)


def test_control_changed_is_said_in_japanese() -> None:
    event = ControlChanged("613.1b", "ogre", "A", "B", "timeline[0]")
    assert describe_event(event) == "A gains control of ogre from B until end of turn (timeline[0])"
    assert "コントロール" in describe_event(event, "ja")
