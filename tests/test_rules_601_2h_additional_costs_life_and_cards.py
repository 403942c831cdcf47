"""601.2b, 601.2h, 119.4, 701.9: additional costs of a timeline's card that
are not a permanent (issue 33, session 10). "As an additional cost to cast
this spell, pay X life." (Hatred, Fire Covenant, Toxic Deluge): the caster
loses that much life as the spell is cast, and can't pay more than they have;
"..., discard a card (at random)." (Waste Away, Sonic Burst): an event, the
hand being off the board. Costs are paid as the spell is cast, so a spell
whose target is gone as it resolves (608.2b) has still cost its life. Each
rules test with its control."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import run_combat
from mtgcombat.rules.timeline_entries import TimelineError
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spell_choices import with_choices

HATRED = (
    "As an additional cost to cast this spell, pay X life.\n"
    "Target creature gets +X/+0 until end of turn."
)
WASTE_AWAY = (
    "As an additional cost to cast this spell, discard a card.\n"
    "Target creature gets -5/-5 until end of turn."
)
AXE = (
    "As an additional cost to cast this spell, discard a card or pay {5}.\n"
    "Lightning Axe deals 5 damage to target creature."
)
CATALOG = instants_catalog(
    {"Hatred": HATRED, "Waste Away": WASTE_AWAY, "Unsummon": "Return target creature to its "
     "owner's hand."}
)  # fmt: skip

BOARD = """
active_player = "A"
[players.A]
life = {life}
[players.B]
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
attacking = "B"
"""


def _entry(card: str, controller: str, after: str = "declare-blockers", x: str = "") -> str:
    return (
        f'\n[[timeline]]\nafter = "{after}"\ncard = "{card}"\ntargets = ["bear"]\n'
        f'controller = "{controller}"\n{x}'
    )


def _run(text: str, rules: RuleSet = RuleSet.CURRENT):  # type: ignore[no-untyped-def]
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, rules, scenario.timeline, auto=True)


def test_the_costs_are_read() -> None:
    # the parser test of the form: text.spell_add_costs.paid_cost in read_spell_card
    spell = read_spell_card(with_choices(HATRED, 4, None, None), "Hatred").spell()
    assert (spell.life_cost, spell.discard_cost) == (4, 0)
    spell = read_spell_card(WASTE_AWAY, "Waste Away").spell()
    assert (spell.life_cost, spell.discard_cost) == (0, 1)
    burst = "As an additional cost to cast this spell, discard two cards at random.\nZap deals "
    assert read_spell_card(burst + "4 damage to any target.", "Zap").spell().discard_cost == 2
    # a choice between two costs is not read: the card stays unmodelled
    assert not read_spell_card(AXE, "Lightning Axe").fully_modelled


def test_119_4_the_caster_pays_x_life() -> None:
    result = _run(BOARD.format(life=20) + _entry("Hatred", "A", x="x = 5\n"))
    assert result.board.player("A").life == 15
    assert result.board.player("B").life == 13  # the bear, 7/2, unblocked
    # control: no entry, no life paid
    result = _run(BOARD.format(life=20))
    assert (result.board.player("A").life, result.board.player("B").life) == (20, 18)


def test_601_2h_the_life_is_paid_though_the_target_is_gone() -> None:
    # B returns the bear before Hatred resolves: Hatred has no legal target (608.2b),
    # but its cost was paid as it was cast
    # (a point's entries are cast last first: Unsummon, listed first, is cast in
    # response to Hatred and resolves before it)
    text = BOARD.format(life=20) + _entry("Unsummon", "B", "declare-attackers")
    result = _run(text + _entry("Hatred", "A", "declare-attackers", "x = 3\n"))
    kinds = [e.kind for e in result.events]
    assert "timeline_fizzles" in kinds
    assert result.board.player("A").life == 17
    assert result.board.player("B").life == 20


def test_119_4_no_more_life_than_the_caster_has() -> None:
    with pytest.raises(TimelineError, match=r"\(119\.4\)") as refused:
        _run(BOARD.format(life=4) + _entry("Hatred", "A", x="x = 5\n"))
    assert refused.value.key == "timeline_life_cost_unpaid"
    assert refused.value.facts["amount"] == 5
    # control: exactly as much life as the cost: paid, down to 0 (then 704.5a)
    result = _run(BOARD.format(life=5) + _entry("Hatred", "A", x="x = 5\n"))
    assert result.board.player("A").life == 0
    assert result.board.player("A").lost


@pytest.mark.parametrize(("rules", "rule"), [(RuleSet.CURRENT, "701.9"), (RuleSet.R2023, "701.8")])
def test_701_9_the_card_discarded_is_an_event(rules: RuleSet, rule: str) -> None:
    result = _run(BOARD.format(life=20) + _entry("Waste Away", "B"), rules)
    discarded = [e for e in result.events if e.kind == "cards_discarded"]
    assert [(e.rule, e.player, e.amount) for e in discarded] == [(rule, "B", 1)]
    assert result.board.permanent("bear").zone.value == "graveyard"
    # control: Hatred has no discard: no such event
    result = _run(BOARD.format(life=20) + _entry("Hatred", "A", x="x = 1\n"), rules)
    assert not [e for e in result.events if e.kind == "cards_discarded"]
