"""Timeline spells that pump or grant and add a block restriction in one
sentence: "Target creature gets +1/+0 until end of turn and can't be blocked
this turn." (613.4c, 509.1b). Each rule test with its control."""

from __future__ import annotations

from helpers import instants_catalog
from mtgcombat.core.abilities import CantBeBlocked, PumpEffect
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.blocks_verdicts import is_legal_blocks
from mtgcombat.rules.spell_effects import BlockThisTurnEffect
from mtgcombat.rules.timeline_entries import apply_entry
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card

CARDS = {
    "Distortion Strike": (
        "Target creature gets +1/+0 until end of turn and can't be blocked this turn."
    ),
    "Artful Maneuver": "Target creature gets +2/+2 until end of turn.",  # the control
    "Veiled Step": "Target creature gains shroud until end of turn and can't be blocked this turn.",
    "Weaken": "Target creature gets -2/-0 until end of turn and can't block this turn.",
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
id = "ogre"
controller = "B"
power = 3
toughness = 3
blocking = ["bear"]
"""


def _after(card: str, target: str, controller: str = "A") -> object:
    entry = (
        f'\n[[timeline]]\nafter = "declare-attackers"\ncard = "{card}"\n'
        f'targets = ["{target}"]\ncontroller = "{controller}"\n'
    )
    scenario = parse_scenario(BOARD + entry, catalog=CATALOG)
    board, _ = apply_entry(scenario.board, RuleSet.CURRENT, scenario.timeline[0])
    return board


def test_a_pump_or_a_grant_and_a_block_rule_read() -> None:
    spell = read_spell_card(CARDS["Distortion Strike"], "Distortion Strike").spell()
    assert spell.effects == (PumpEffect("target", 1, 0), BlockThisTurnEffect("cant_be_blocked"))
    veiled = read_spell_card(CARDS["Veiled Step"], "Veiled Step").spell()
    assert [str(e) for e in veiled.effects] == [
        "the target gains shroud until end of turn",
        "the target can't be blocked this turn",
    ]
    weak = read_spell_card(CARDS["Weaken"], "Weaken").spell()
    assert weak.effects[-1] == BlockThisTurnEffect()


def test_509_1b_pumped_and_cant_be_blocked_this_turn() -> None:
    board = _after("Distortion Strike", "bear")
    bear = board.permanent("bear")  # type: ignore[attr-defined]
    assert bear.current_power == 3 and CantBeBlocked() in bear.block_rules
    verdict = is_legal_blocks(board)  # type: ignore[arg-type]
    assert not verdict.legal and [v.rule for v in verdict.violations] == ["509.1b"]
    # control: the pump alone leaves the block legal
    assert is_legal_blocks(_after("Artful Maneuver", "bear")).legal  # type: ignore[arg-type]


def test_509_1b_shrunk_and_cant_block_this_turn() -> None:
    board = _after("Weaken", "ogre")
    assert board.permanent("ogre").current_power == 1  # type: ignore[attr-defined]
    assert not is_legal_blocks(board).legal  # type: ignore[arg-type]
    # control: aimed at the attacker, the ogre's block stands
    assert is_legal_blocks(_after("Weaken", "bear")).legal  # type: ignore[arg-type]
