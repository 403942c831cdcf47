"""Kicker (702.33) on instants cast from a timeline: the entry's ``kicked``
says the kicker cost was paid (702.33d); "If this spell was kicked, ..."
adds an effect, or replaces the one before it ("instead"). Real cards'
texts; each rule test with its control (the same entry not kicked)."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.abilities import Keyword
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spell_cards import read_spell_card

CURRENT = RuleSet.CURRENT

CARDS = {
    "Explosive Growth": (
        "Kicker {5} (You may pay an additional {5} as you cast this spell.)\n"
        "Target creature gets +2/+2 until end of turn. If this spell was kicked, that creature "
        "gets +5/+5 until end of turn instead."
    ),
    "Vampire's Bite": (
        "Kicker {2}{B} (You may pay an additional {2}{B} as you cast this spell.)\n"
        "Target creature gets +3/+0 until end of turn. If this spell was kicked, that creature "
        "gains lifelink until end of turn. (Damage dealt by the creature also causes its "
        "controller to gain that much life.)"
    ),
    "Gift of Growth": (
        "Kicker {2} (You may pay an additional {2} as you cast this spell.)\n"
        "Untap target creature. It gets +2/+2 until end of turn. If this spell was kicked, that "
        "creature gets +4/+4 until end of turn instead."
    ),
    "Bold Defense": (
        "Kicker {3}{W} (You may pay an additional {3}{W} as you cast this spell.)\n"
        "Creatures you control get +1/+1 until end of turn. If this spell was kicked, instead "
        "creatures you control get +2/+2 and gain first strike until end of turn."
    ),
    "Falling Timber": (
        "Kicker—Sacrifice a land. (You may sacrifice a land in addition to any other costs as "
        "you cast this spell.)\nPrevent all combat damage target creature would deal this turn. "
        "If this spell was kicked, prevent all combat damage another target creature would deal "
        "this turn."
    ),
    "Shivan Fire": (
        "Kicker {4} (You may pay an additional {4} as you cast this spell.)\n"
        "Shivan Fire deals 2 damage to target creature. If this spell was kicked, it deals 4 "
        "damage instead."
    ),
}
CATALOG = instants_catalog(CARDS)


def _effects(name: str, kicked: bool) -> list[str]:
    card = read_spell_card(CARDS[name], name, kicked=kicked)
    assert card.fully_modelled, card.problems
    return [str(e) for e in card.spell().effects]


def test_702_33d_kicked_sentences_read_both_ways() -> None:
    assert _effects("Explosive Growth", False) == ["the target gets +2/+2 until end of turn"]
    assert _effects("Explosive Growth", True) == ["the target gets +5/+5 until end of turn"]
    assert _effects("Vampire's Bite", True) == [
        "the target gets +3/+0 until end of turn",
        "the target gains lifelink until end of turn",
    ]
    assert _effects("Gift of Growth", True) == [
        "untap the target",
        "the target gets +4/+4 until end of turn",
    ]
    assert _effects("Bold Defense", True) == [
        "creatures you control get +2/+2 and gain first strike until end of turn"
    ]


def test_702_33_kicker_forms_not_carried_out_stay_refused() -> None:
    # a kicker that sacrifices a land; a second target
    for name in ("Falling Timber",):
        assert not read_spell_card(CARDS[name], name).fully_modelled
        assert not read_spell_card(CARDS[name], name, kicked=True).fully_modelled
    # (session 7) "it deals 4 damage instead", "it" the spell: its damage to the
    # same target, the kicked amount (608.2c)
    assert _effects("Shivan Fire", True) == ["the spell deals 4 damage to the target"]
    assert _effects("Shivan Fire", False) == ["the spell deals 2 damage to the target"]
    # an "instead" of an earlier sentence that does two things
    text = (
        "Kicker {1}\nTarget creature gets +1/+1 and gains flying until end of turn. If this "
        "spell was kicked, that creature gets +3/+3 until end of turn instead."
    )
    assert not read_spell_card(text, "Two Things", kicked=True).fully_modelled
    # the unkicked card is refused too: one reading not carried out refuses it
    assert not read_spell_card(text, "Two Things").fully_modelled


FIGHT = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bear"
controller = "A"
card = "Grizzly Bears"
attacking = "B"
[[permanents]]
id = "giant"
controller = "B"
power = 6
toughness = 6
blocking = ["bear"]
"""


def _entry(card: str, kicked: str = "", targets: str = '["bear"]') -> str:
    return (
        f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ntargets = {targets}\n'
        f'controller = "A"\n{kicked}\n'
    )


def _resolve(text: str) -> Board:
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, CURRENT, scenario.timeline, auto=True).board


def test_702_33d_explosive_growth_kicked_gives_plus_5_instead_of_plus_2() -> None:
    kicked = _resolve(FIGHT + _entry("Explosive Growth", "kicked = true"))
    assert kicked.permanent("giant").zone.value == "graveyard"  # a 7/7 bear
    assert kicked.permanent("bear").zone.value == "battlefield"
    # control: not kicked, a 4/4 bear dies to the 6/6 and deals it 4
    plain = _resolve(FIGHT + _entry("Explosive Growth"))
    assert plain.permanent("bear").zone.value == "graveyard"
    assert plain.permanent("giant").zone.value == "battlefield"


def test_702_33d_vampires_bite_kicked_adds_lifelink() -> None:
    unblocked = FIGHT.replace('blocking = ["bear"]\n', "")
    kicked = _resolve(unblocked + _entry("Vampire's Bite", "kicked = true"))
    assert Keyword.LIFELINK in kicked.permanent("bear").abilities
    assert kicked.player("A").life == 25 and kicked.player("B").life == 15
    plain = _resolve(unblocked + _entry("Vampire's Bite"))  # control: no lifelink
    assert plain.player("A").life == 20 and plain.player("B").life == 15


def test_702_33a_kicked_is_refused_for_a_card_without_kicker_or_a_sentence() -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(FIGHT + _entry("Giant Growth", "kicked = true"), catalog=CATALOG)
    assert err.value.field_path == "timeline[0].kicked" and err.value.rule == "702.33a"
    assert "Giant Growth" in err.value.message("ja")
    sentence = (
        '\n[[timeline]]\nafter = "declare-blockers"\n'
        'effect = "Target creature gets +3/+3 until end of turn."\ntargets = ["bear"]\n'
        "kicked = true\n"
    )
    with pytest.raises(ScenarioError) as err:
        parse_scenario(FIGHT + sentence, catalog=CATALOG)
    assert err.value.field_path == "timeline[0].kicked"
    parse_scenario(FIGHT + _entry("Giant Growth"), catalog=CATALOG)  # control


BURST = (
    "Kicker {4} (You may pay an additional {4} as you cast this spell.)\nBurst Lightning deals 2 "
    "damage to any target. If this spell was kicked, it deals 4 damage instead."
)
GIANT = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "giant"
controller = "B"
power = 3
toughness = 3
"""


@pytest.mark.parametrize(
    ("kicked", "damage", "zone"), [(True, 4, "graveyard"), (False, 2, "battlefield")]
)
def test_702_33d_608_2c_kicked_the_spell_deals_its_kicked_damage_instead(
    kicked: bool, damage: int, zone: str
) -> None:
    spell = read_spell_card(BURST, "Burst Lightning", kicked=kicked).spell()
    assert [e.amount for e in spell.effects] == [damage]  # type: ignore[union-attr]
    entry = (
        f'\n[[timeline]]\nafter = "declare-attackers"\ncard = "Burst Lightning"\n'
        f'targets = ["giant"]\ncontroller = "A"\nkicked = {str(kicked).lower()}\n'
    )
    scenario = parse_scenario(GIANT + entry, catalog=instants_catalog({"Burst Lightning": BURST}))
    board = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    # kicked, the 3/3 is dealt 4 and dies; the control (unkicked) deals only 2
    assert board.permanent("giant").zone.value == zone
