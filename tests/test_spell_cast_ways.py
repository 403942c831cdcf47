"""Lines of an instant or sorcery that only offer another way to cast or
pay for it (601.2b, 601.2f): a timeline entry casts the card from the hand
for its mana cost, so they change nothing as it resolves. Real cards' lines;
the control: lines that change what the spell does stay refused."""

from __future__ import annotations

import pytest

from mtgcombat.text.spell_cards import read_spell_card

BOLT = "Fiery Temper deals 3 damage to any target."


@pytest.mark.parametrize(
    "line",
    [
        # 702.113: awaken is an alternative cost (Coastal Discovery, Ruinous Path)
        "Awaken 3\u2014{4}{W} (If you cast this spell for {4}{W}, also put three +1/+1 "
        "counters on target land you control and it becomes a 0/0 Elemental creature with "
        "haste. It's still a land.)",
        "Awaken 2\u2014{5}{B}{B}",
        # 702.94: miracle casts it as it is drawn (Entreat the Angels)
        "Miracle {X}{W}{W} (You may cast this card for its miracle cost when you draw it if "
        "it's the first card you drew this turn.)",
        # 702.127: aftermath, the half cast from a graveyard (Amonkhet's split cards)
        "Aftermath (Cast this spell only from your graveyard. Then exile it.)",
        # 702.27, 702.34: a buyback or flashback cost that is not mana, not paid
        "Buyback\u2014Sacrifice a land.",
        "Flashback\u2014Sacrifice three creatures.",
        # 702.77: reinforce is an ability of the card in a hand
        "Reinforce 2\u2014{1}{G} ({1}{G}, Discard this card: Put two +1/+1 counters on "
        "target creature.)",
    ],
)
def test_601_2f_a_way_to_cast_it_changes_nothing_cast_for_its_mana_cost(line: str) -> None:
    plain = read_spell_card(BOLT, "Fiery Temper")
    card = read_spell_card(f"{BOLT}\n{line}", "Fiery Temper")
    assert card.fully_modelled, line
    cast, alone = card.spell(), plain.spell()
    assert (cast.effects, cast.target, cast.players) == (alone.effects, alone.target, alone.players)


@pytest.mark.parametrize(
    "line",
    [
        "Casualty 2",  # 702.153: a copy of the spell
        "Storm",  # 702.40: copies
        "Awaken 3\u2014Sacrifice a creature.",  # not a mana cost: not read as one
    ],
)
def test_601_2f_control_a_line_that_adds_to_the_spell_stays_refused(line: str) -> None:
    assert not read_spell_card(f"{BOLT}\n{line}", "Fiery Temper").fully_modelled
