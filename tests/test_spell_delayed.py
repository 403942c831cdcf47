"""Timeline spells that create a delayed triggered ability for the next end
step (603.7a): "Exile it at the beginning of the next end step." (Angelic
Favor), "Destroy that creature at the beginning of the next end step."
(Blood Frenzy), "Return that card to the battlefield under its owner's
control at the beginning of the next end step." (Liberate). The ability is
created as the spell resolves and triggers after this combat (513.1, 511.3):
it is recorded, and the board at the end of combat is the result. Real
cards' texts, each rule test with its control."""

from __future__ import annotations

from helpers import instants_catalog
from mtgcombat.core.events import DelayedTriggerCreated, Event
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.spell_delayed import DelayedEndStepEffect
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import spell_from_json, spell_to_json

CARDS = {
    "Liberate": (
        "Exile target creature you control. Return that card to the battlefield under its "
        "owner's control at the beginning of the next end step."
    ),
    "Blood Frenzy": (
        "Cast this spell only before the combat damage step.\nTarget attacking or blocking "
        "creature gets +4/+0 until end of turn. Destroy that creature at the beginning of the "
        "next end step."
    ),
    "Angelic Favor": (
        "If you control a Plains, you may tap an untapped creature you control rather than pay "
        "this spell's mana cost.\nCast this spell only during combat.\nCreate a 4/4 white Angel "
        "creature token with flying. Exile it at the beginning of the next end step."
    ),
    "Berserk": (
        "Cast this spell only before the combat damage step.\nTarget creature gains trample and "
        "gets +X/+0 until end of turn, where X is its power. At the beginning of the next end "
        "step, destroy that creature if it attacked this turn."
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
[[permanents]]
id = "giant"
controller = "B"
power = 3
toughness = 3
blocking = ["bear"]
"""


def _run(card: str, target: str = "") -> tuple[dict[str, str], list[Event]]:
    chosen = f'targets = ["{target}"]\n' if target else ""
    text = (
        f'{BOARD}\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\n'
        f'controller = "A"\n{chosen}'
    )
    scenario = parse_scenario(text, catalog=CATALOG)
    result = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
    zones = {p.id: p.zone.value for p in result.board.permanents}
    return zones, list(result.events)


def test_delayed_abilities_read_from_the_cards() -> None:
    for name, text in CARDS.items():
        card = read_spell_card(text, name)
        assert card.fully_modelled, name
        spell = card.spell()
        assert isinstance(spell.effects[-1], DelayedEndStepEffect)
        assert spell_from_json(spell_to_json(spell)) == spell
    favor = read_spell_card(CARDS["Angelic Favor"], "Angelic Favor").spell().effects[-1]
    assert favor == DelayedEndStepEffect("exile", of_target=False)  # the token, not a target
    # control: "it" after a sentence that neither targets nor creates is refused
    assert not read_spell_card(
        "Draw a card. Exile it at the beginning of the next end step.", "Nothing"
    ).fully_modelled


def test_603_7a_liberate_exiles_now_and_returns_only_after_combat() -> None:
    zones, events = _run("Liberate", "bear")
    assert zones["bear"] == "exile" and zones["giant"] == "battlefield"
    created = [e for e in events if isinstance(e, DelayedTriggerCreated)]
    assert [(e.action, e.objects) for e in created] == [("return", ("bear",))]
    # control: without Liberate the bear is blocked by the 3/3 giant and dies
    scenario = parse_scenario(BOARD)
    board = run_combat(scenario.board, RuleSet.CURRENT, (), auto=True).board
    assert board.permanent("bear").zone.value == "graveyard"


def test_603_7a_blood_frenzy_kills_now_its_destruction_waits_for_the_end_step() -> None:
    zones, events = _run("Blood Frenzy", "bear")
    # the 6/2 bear kills the giant; the giant's 3 kills the bear in combat
    assert zones == {"bear": "graveyard", "giant": "graveyard"}
    assert "603.7a" in [e.rule for e in events]
    # control: Blood Frenzy on the giant: the 7/3 giant survives combat (the
    # delayed destruction comes after it)
    zones, _ = _run("Blood Frenzy", "giant")
    assert zones == {"bear": "graveyard", "giant": "battlefield"}


def test_the_delayed_ability_event_has_japanese() -> None:
    _, events = _run("Angelic Favor")
    created = next(e for e in events if isinstance(e, DelayedTriggerCreated))
    assert "what the spell put onto the battlefield is exiled" in describe_event(created)
    assert describe_event(created, "ja") == (
        "timeline[0]：次の終了ステップの開始時に、その呪文が戦場に出したものは追放される"
        "（遅延誘発型能力。この戦闘の後で誘発する）"
    )
