"""Timeline spells that make an unblocked attacking creature blocked
(509.1h): "Target unblocked attacking creature becomes blocked." (Curtain of
Light, Dazzling Beauty). It stays blocked with no creature blocking it, so it
deals no combat damage (510.1c) unless it has trample (702.19d), and its
"becomes blocked" abilities trigger (509.3c now, 509.5c in 2023). Real
cards' texts, each rule test with its control."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.spell_blocked import BecomesBlockedEffect
from mtgcombat.rules.timeline import TimelineError, cast_check, run_combat
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import SpellError, parse_spell, spell_from_json, spell_to_json

CARDS = {
    "Curtain of Light": (
        "Cast this spell only during combat after blockers are declared.\nTarget unblocked "
        "attacking creature becomes blocked. (This spell works on creatures that can't be "
        "blocked.)\nDraw a card."
    ),
    "Dazzling Beauty": (
        "Cast this spell only during the declare blockers step.\nTarget unblocked attacking "
        "creature becomes blocked. (This spell works on creatures that can't be blocked.)\n"
        "Draw a card at the beginning of the next turn's upkeep."
    ),
}
CATALOG = instants_catalog(CARDS)

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "ogre"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
attacking = "B"
[[permanents]]
id = "wall"
controller = "B"
power = 0
toughness = 4
blocking = ["bear"]
"""


def _entry(card: str, target: str, after: str = "declare-blockers") -> str:
    return (
        f'\n[[timeline]]\nafter = "{after}"\ncard = "{card}"\ntargets = ["{target}"]\n'
        'controller = "B"\n'
    )


def _life(text: str, rules: RuleSet = RuleSet.CURRENT) -> int:
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, rules, scenario.timeline, auto=True).board.player("B").life


def test_becomes_blocked_reads_with_an_unblocked_attacking_target() -> None:
    for name, text in CARDS.items():
        card = read_spell_card(text, name)
        assert card.fully_modelled, name
        spell = card.spell()
        assert BecomesBlockedEffect() in spell.effects
        assert spell.target is not None and spell.target.role == "unblocked attacking"
        assert spell_from_json(spell_to_json(spell)) == spell
    assert card.points == ("declare-blockers",)
    # control: a target that may be blocked already is not this form
    with pytest.raises(SpellError):
        parse_spell("Target attacking creature becomes blocked.")


@pytest.mark.parametrize("rules", list(RuleSet))
def test_509_1h_510_1c_an_attacker_made_blocked_deals_no_combat_damage(rules: RuleSet) -> None:
    assert _life(BOARD + _entry("Curtain of Light", "ogre"), rules) == 20
    # control: without the spell the unblocked ogre deals its 3 to B
    assert _life(BOARD, rules) == 17


def test_702_19d_a_trampler_made_blocked_assigns_all_its_damage_to_the_player() -> None:
    trampler = BOARD.replace("power = 3\n", 'power = 3\nkeywords = ["trample"]\n', 1)
    assert _life(trampler + _entry("Dazzling Beauty", "ogre")) == 17
    # control: without trample it deals none
    assert _life(BOARD + _entry("Dazzling Beauty", "ogre")) == 20


def test_509_1h_a_blocked_attacker_is_not_a_legal_target() -> None:
    scenario = parse_scenario(BOARD + _entry("Curtain of Light", "bear"), catalog=CATALOG)
    with pytest.raises(TimelineError) as err:
        cast_check(scenario.board, scenario.timeline[0])
    assert err.value.key == "timeline_target_not_matching"
    # control: the unblocked ogre is
    scenario = parse_scenario(BOARD + _entry("Curtain of Light", "ogre"), catalog=CATALOG)
    cast_check(scenario.board, scenario.timeline[0])


def test_509_1h_no_attacker_is_unblocked_before_blockers_are_declared() -> None:
    sentence = "Target unblocked attacking creature becomes blocked."
    early = (
        f'\n[[timeline]]\nafter = "declare-attackers"\neffect = "{sentence}"\n'
        'targets = ["ogre"]\ncontroller = "B"\n'
    )
    with pytest.raises(ScenarioError) as err:
        parse_scenario(BOARD + early, catalog=CATALOG)
    assert (err.value.key, err.value.field_path) == (
        "timeline_unblocked_before_blocks",
        "timeline[0].after",
    )
    with pytest.raises(ScenarioError) as err:  # the card's own restriction (601.3)
        parse_scenario(BOARD + _entry("Curtain of Light", "ogre", "declare-attackers"),
                       catalog=CATALOG)  # fmt: skip
    assert err.value.key == "timeline_card_wrong_point"
    # control: after blockers are declared the sentence is cast
    later = early.replace("declare-attackers", "declare-blockers")
    assert _life(BOARD + later) == 20


@pytest.mark.parametrize(
    ("rules", "rule"), [(RuleSet.CURRENT, "509.3c"), (RuleSet.R2023, "509.5c")]
)
def test_509_3c_becoming_blocked_by_a_spell_triggers_afflict(rules: RuleSet, rule: str) -> None:
    afflict = BOARD.replace("power = 3\n", 'power = 3\nkeywords = ["afflict 2"]\n', 1)
    scenario = parse_scenario(afflict + _entry("Curtain of Light", "ogre"), catalog=CATALOG)
    result = run_combat(scenario.board, rules, scenario.timeline, auto=True)
    assert result.board.player("B").life == 18  # afflict 2 (702.130a), no combat damage
    assert rule in [e.rule for e in result.events]
    # control: a creature without afflict made blocked costs B no life
    assert _life(BOARD + _entry("Curtain of Light", "ogre"), rules) == 20


def test_the_blocked_by_effect_event_has_japanese() -> None:
    scenario = parse_scenario(BOARD + _entry("Curtain of Light", "ogre"), catalog=CATALOG)
    events = run_combat(scenario.board, "current", scenario.timeline, auto=True).events
    made = next(e for e in events if e.kind == "blocked_by_effect")
    assert made.rule == "509.1h" and "ogre becomes blocked" in describe_event(made)
    assert describe_event(made, "ja").startswith("ogreはブロックされた状態になる")
