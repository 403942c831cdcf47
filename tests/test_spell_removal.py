"""Damage, removal and regeneration of instants and sorceries (issue 33):
the target phrases of removal ("target artifact or enchantment", "with mana
value 3 or less"), library tucks (506.4), "Destroy all" and "Exile all"
(701.8, 406.2), group regeneration (701.19), damage to each opponent, to a
target's controller, to each creature and each planeswalker (120.3), fight
and one-sided fight (701.12), two targets (601.2c), life equal to a power
(119.3, 608.2h). Each rule test has a control where the line must not apply."""

from __future__ import annotations

import json

import pytest

from mtgcombat.core.events import PreventionAdded, PutOnBottomOfLibrary, PutOnTopOfLibrary
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.validation import BoardError
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.timeline import Point, TimelineEntry, TimelineError, cast_check, run_combat
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import parse_spell, spell_from_json, spell_to_json

CURRENT = RuleSet.CURRENT

# -- the parser ---------------------------------------------------------------

READS = [
    ("Destroy target artifact or enchantment.", ["destroy the target"]),
    ("Destroy target creature with mana value 3 or less.", ["destroy the target"]),
    ("Put target attacking or blocking creature on top of its owner's library.",
     ["put the target on top of its owner's library"]),
    ("Put target creature on the bottom of its owner's library.",
     ["put the target on the bottom of its owner's library"]),
    ("Destroy all creatures. They can't be regenerated.",
     ["destroy all creatures (they can't be regenerated)"]),
    ("Exile all creatures.", ["exile all creatures"]),
    ("Destroy all creatures with power 4 or greater.",
     ["destroy all creatures with power 4 or greater"]),
    ("Regenerate each creature you control.", ["regenerate each of the creatures you control"]),
    ("~ deals 3 damage to each opponent.", ["the spell deals 3 damage to each opponent"]),
    ("~ deals 1 damage to each creature and each planeswalker.",
     ["the spell deals 1 damage to each of the creatures",
      "the spell deals 1 damage to each of the noncreature planeswalkers"]),
    ("~ deals 4 damage to target creature and 2 damage to that creature's controller.",
     ["the spell deals 4 damage to the target",
      "the spell deals 2 damage to the target's controller"]),
    ("Target creature deals damage to itself equal to its power.",
     ["the target deals damage to itself equal to its power"]),
    ("Exile target creature. Its controller gains life equal to its power.",
     ["exile the target", "its controller gains life equal to the target's power"]),
    ("Target creature you control fights target creature you don't control.",
     ["the target fights the second target"]),
    ("Target creature you control deals damage equal to its power to target creature or "
     "planeswalker you don't control.",
     ["the target deals damage equal to its power to the second target"]),
    ("~ deals 2 damage to target creature and 2 damage to target player or planeswalker.",
     ["the spell deals 2 damage to the target", "the spell deals 2 damage to the second target"]),
]  # fmt: skip


@pytest.mark.parametrize(("text", "effects"), READS, ids=[t for t, _ in READS])
def test_608_2_removal_and_damage_sentences_read_as_spells(text: str, effects: list[str]) -> None:
    card = read_spell_card(text, "Volt")
    assert card.fully_modelled, card.problems
    assert [str(e) for e in card.spell().effects] == effects


@pytest.mark.parametrize(
    "text",
    [
        "Regenerate each artifact you control.",  # regeneration of noncreatures: not modelled
        "~ deals 2 damage to each creature target opponent controls and each planeswalker.",
        "It fights target creature you don't control.",  # "it" names no earlier target
    ],
)
def test_608_2_variants_not_carried_out_stay_refused(text: str) -> None:
    assert not read_spell_card(text, "Volt").fully_modelled


# -- the rules ------------------------------------------------------------------

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "giant"
controller = "A"
power = 3
toughness = 3
mana_value = 4
attacking = "B"
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
mana_value = 2
blocking = ["giant"]
"""


def _entry(effect: str, targets: str, controller: str = "B") -> str:
    return (
        f'\n[[timeline]]\nafter = "declare-blockers"\neffect = "{effect}"\n'
        f'targets = {targets}\ncontroller = "{controller}"\n'
    )


def _play(text: str) -> tuple[Board, list[str]]:
    scenario = parse_scenario(text)
    result = run_combat(scenario.board, CURRENT, scenario.timeline, auto=True)
    return result.board, [e.kind for e in result.events]


def _cast(text: str, card_text: str, targets: tuple[str, ...], controller: str) -> Board:
    """The board after the card's whole text (several sentences) is cast
    once blockers are declared, as a ``card =`` entry casts it."""
    scenario = parse_scenario(text)
    spell = read_spell_card(card_text, "Volt").spell()
    entry = TimelineEntry(Point.DECLARE_BLOCKERS, spell, targets, controller, "timeline[0]")
    cast_check(scenario.board, entry)
    return run_combat(scenario.board, CURRENT, (entry,), auto=True).board


def test_202_3_destroy_target_creature_with_mana_value_3_or_less() -> None:
    spell = "Destroy target creature with mana value 3 or less."
    after, _ = _play(BOARD + _entry(spell, '["bear"]', "A"))
    assert after.permanent("bear").zone.value == "graveyard"
    # control: the giant's mana value is 4, not a legal target (601.2c)
    with pytest.raises(TimelineError):
        _play(BOARD + _entry(spell, '["giant"]'))
    # a permanent whose mana value the board does not give: refused, never
    # guessed (issue 33, session 11)
    with pytest.raises(BoardError, match=r'permanent "bear", mana_value: .*\(202\.3\)'):
        _play(BOARD.replace("mana_value = 2\n", "") + _entry(spell, '["bear"]', "A"))


def test_115_1_destroy_target_artifact_or_enchantment_takes_the_equipment() -> None:
    board = BOARD + (
        '[[permanents]]\nid = "sword"\ncontroller = "A"\ntypes = ["artifact"]\n'
        'subtypes = ["equipment"]\n'
    )
    after, _ = _play(board + _entry("Destroy target artifact or enchantment.", '["sword"]'))
    assert after.permanent("sword").zone.value == "graveyard"
    # control: a creature is not an artifact or an enchantment
    with pytest.raises(TimelineError):
        _play(board + _entry("Destroy target artifact or enchantment.", '["giant"]'))


def test_506_4_an_attacker_put_on_top_of_its_library_leaves_combat() -> None:
    spell = "Put target attacking or blocking creature on top of its owner's library."
    after, kinds = _play(BOARD + _entry(spell, '["giant"]'))
    assert after.permanent("giant").zone.value == "library"
    assert after.permanent("bear").damage == 0 and after.permanent("bear").zone.value == (
        "battlefield"
    )
    assert "put_on_top_of_library" in kinds
    control, _ = _play(BOARD)  # without it the giant kills the bear
    assert control.permanent("bear").zone.value == "graveyard"


def test_701_8_destroy_all_creatures_then_no_combat_damage() -> None:
    after, _ = _play(BOARD + _entry("Destroy all creatures.", "[]"))
    assert after.permanent("giant").zone.value == "graveyard"
    assert after.permanent("bear").zone.value == "graveyard"
    # control: "with power 3 or greater" leaves the bear, which the giant no longer hits
    after, _ = _play(BOARD + _entry("Destroy all creatures with power 3 or greater.", "[]"))
    assert after.permanent("giant").zone.value == "graveyard"
    assert after.permanent("bear").zone.value == "battlefield"


def test_701_19_a_regeneration_shield_saves_one_from_destroy_all_but_not_when_it_cant() -> None:
    shielded = BOARD.replace("mana_value = 2\n", "mana_value = 2\nregeneration_shields = 1\n")
    after, _ = _play(shielded + _entry("Destroy all creatures.", "[]"))
    assert after.permanent("bear").zone.value == "battlefield"
    assert after.permanent("bear").tapped
    effect = "Destroy all creatures. They can't be regenerated."
    after, _ = _play(shielded + _entry(effect, "[]"))
    assert after.permanent("bear").zone.value == "graveyard"


def test_701_19_regenerate_each_creature_you_control() -> None:
    after, kinds = _play(BOARD + _entry("Regenerate each creature you control.", "[]"))
    # the bear (B's) is dealt lethal damage and regenerates (removed from combat, tapped)
    assert after.permanent("bear").zone.value == "battlefield"
    assert kinds.count("regeneration_shield") == 1
    control, _ = _play(BOARD + _entry("Regenerate each creature you control.", "[]", "A"))
    assert control.permanent("bear").zone.value == "graveyard"


def test_120_3_damage_to_each_opponent_only() -> None:
    after, _ = _play(BOARD + _entry("~ deals 3 damage to each opponent.", "[]", "A"))
    assert after.player("B").life == 17 and after.player("A").life == 20
    with pytest.raises(ScenarioError):  # whose opponents: the entry names its caster
        parse_scenario(
            BOARD + '\n[[timeline]]\nafter = "declare-blockers"\n'
            'effect = "~ deals 3 damage to each opponent."\n'
        )


def test_608_2h_damage_to_that_creatures_controller() -> None:
    effect = "~ deals 1 damage to target creature and 2 damage to that creature's controller."
    after, _ = _play(BOARD + _entry(effect, '["bear"]', "A"))
    assert after.player("B").life == 18 and after.player("A").life == 20
    after, _ = _play(BOARD + _entry(effect, '["giant"]'))  # control: the giant's controller
    assert after.player("A").life == 18 and after.player("B").life == 20


def test_120_3_a_creature_deals_damage_to_itself_equal_to_its_power() -> None:
    effect = "Target creature deals damage to itself equal to its power."
    after, _ = _play(BOARD + _entry(effect, '["giant"]'))
    assert after.permanent("giant").zone.value == "graveyard"
    # control: a 1/5 deals 1 damage to itself, then 2 from the bear, and lives
    small = BOARD.replace("power = 3\ntoughness = 3", "power = 1\ntoughness = 5")
    after, _ = _play(small + _entry(effect, '["giant"]'))
    assert after.permanent("giant").zone.value == "battlefield"
    assert after.permanent("giant").damage == 3


def test_701_12_fight_each_deals_damage_equal_to_its_power() -> None:
    spell = "Target creature you control fights target creature you don't control."
    after, kinds = _play(BOARD + _entry(spell, '["giant", "bear"]', "A"))
    assert after.permanent("bear").zone.value == "graveyard"
    assert after.permanent("giant").damage == 2  # the bear fought back; then unblocked? no: blocked
    assert after.player("B").life == 20  # a blocked attacker whose blocker left deals none (509.1h)
    assert kinds.count("damage_dealt") >= 2
    # control: the targets the wrong way round are illegal (601.2c)
    with pytest.raises(TimelineError):
        _play(BOARD + _entry(spell, '["bear", "giant"]', "A"))


def test_701_12b_fight_with_a_target_gone_deals_no_damage() -> None:
    spell = "Target creature you control fights target creature you don't control."
    # the bear is destroyed first: the giant deals and is dealt no fight damage
    board = BOARD + _entry("Destroy target creature.", '["bear"]', "A")
    after, _ = _play(board + _entry(spell, '["giant", "bear"]', "A"))
    assert after.permanent("giant").damage == 0


def test_601_2c_two_targets_need_two_ids() -> None:
    spell = "Target creature you control fights target creature you don't control."
    with pytest.raises(ScenarioError, match="two targets"):
        parse_scenario(BOARD + _entry(spell, '["giant"]', "A"))


def test_120_3_one_sided_fight_the_second_deals_none_back() -> None:
    spell = (
        "Target creature you control deals damage equal to its power to target creature or "
        "planeswalker you don't control."
    )
    after, _ = _play(BOARD + _entry(spell, '["giant", "bear"]', "A"))
    assert after.permanent("bear").zone.value == "graveyard"
    assert after.permanent("giant").damage == 0


def test_601_2c_damage_to_target_creature_and_target_player() -> None:
    spell = "~ deals 2 damage to target creature and 2 damage to target player or planeswalker."
    after, _ = _play(BOARD + _entry(spell, '["bear", "B"]', "A"))
    assert after.permanent("bear").zone.value == "graveyard"
    assert after.player("B").life == 18
    # control: a player can't be the first target (a creature)
    with pytest.raises((ScenarioError, TimelineError)):
        _play(BOARD + _entry(spell, '["B", "bear"]', "A"))


def test_115_4_target_opponent_cannot_be_the_caster() -> None:
    spell = "~ deals 2 damage to target creature and 2 damage to target opponent or planeswalker."
    # 102.2: an opponent is a player other than you; the caster A can't be the second target
    with pytest.raises(TimelineError) as err:
        _play(BOARD + _entry(spell, '["bear", "A"]', "A"))
    assert err.value.key == "timeline_target_not_an_opponent" and err.value.rule == "601.2c"
    assert err.value.facts["target"] == "A" and err.value.facts["player"] == "A"
    # the first target alone, as a card: "target opponent or planeswalker"
    alone = "~ deals 3 damage to target opponent or planeswalker."
    with pytest.raises(TimelineError):
        _cast(BOARD, alone, ("B",), "B")
    # control: the opponent is a legal target, and "target player" may be the caster
    after, _ = _play(BOARD + _entry(spell, '["bear", "B"]', "A"))
    assert after.permanent("bear").zone.value == "graveyard"
    assert after.player("B").life == 18
    assert _cast(BOARD, alone, ("A",), "B").player("A").life == 17
    player = spell.replace("target opponent", "target player")
    assert _play(BOARD + _entry(player, '["bear", "A"]', "A"))[0].player("A").life == 18


def test_115_4_target_opponent_is_kept_through_json() -> None:
    spell = parse_spell("~ deals 3 damage to target opponent or planeswalker.")
    assert spell.opponents and spell.players
    assert spell_from_json(spell_to_json(spell)) == spell
    two = read_spell_card(
        "~ deals 2 damage to target creature and 2 damage to target opponent or planeswalker.",
        "Volt",
    ).spell()
    assert spell_from_json(json.loads(json.dumps(spell_to_json(two)))) == two
    plain = parse_spell("~ deals 3 damage to target player or planeswalker.")
    assert not plain.opponents and "opponents" not in spell_to_json(plain)  # control


def test_608_2h_life_equal_to_the_exiled_creatures_power() -> None:
    spell = "Exile target creature. Its controller gains life equal to its power."
    after = _cast(BOARD, spell, ("giant",), "B")
    assert after.permanent("giant").zone.value == "exile"
    assert after.player("A").life == 23 and after.player("B").life == 20


def test_the_library_events_are_said_in_japanese() -> None:
    for event in (PutOnTopOfLibrary("506.4", "ogre", "t"), PutOnBottomOfLibrary("506.4", "o", "t")):
        assert "ライブラリー" in describe_event(event, "ja")


DIVIDED = "~ deals 3 damage divided as you choose among one, two, or three targets."


def _divided(targets: str, divide: str) -> str:
    return BOARD + (
        f'\n[[timeline]]\nafter = "declare-blockers"\neffect = "{DIVIDED}"\n'
        f'targets = {targets}\ncontroller = "A"\n{divide}\n'
    )


def test_601_2d_divided_damage_as_announced() -> None:
    after, _ = _play(_divided('["bear", "B"]', "divide = [2, 1]"))
    assert after.permanent("bear").zone.value == "graveyard"
    assert after.player("B").life == 19
    # control: the other division leaves the bear alive (1 damage), B loses 2, and the
    # giant still fights the bear in combat: 1 + 3 damage kill it then
    after, _ = _play(_divided('["bear", "B"]', "divide = [1, 2]"))
    assert after.player("B").life == 18
    assert after.permanent("giant").damage == 2


def test_601_2d_the_division_must_give_each_target_at_least_1_and_add_up() -> None:
    for targets, divide in (
        ('["bear", "B"]', ""),  # no division announced
        ('["bear", "B"]', "divide = [3, 0]"),  # a target dealt 0
        ('["bear", "B"]', "divide = [2, 2]"),  # 4, not 3
        ('["bear"]', "divide = [2, 1]"),  # two shares for one target
        ('["bear", "B", "A", "giant"]', "divide = [1, 1, 1, 0]"),  # four targets
    ):
        with pytest.raises(ScenarioError):
            parse_scenario(_divided(targets, divide))
    # control: divide is refused on a spell that divides nothing
    with pytest.raises(ScenarioError, match="divide"):
        parse_scenario(BOARD + _entry("Destroy target creature.", '["bear"]') + "divide = [1]\n")


def test_608_2b_a_divided_target_gone_is_dealt_nothing_the_others_their_share() -> None:
    board = BOARD + _entry("Destroy target creature.", '["bear"]', "A")
    after, _ = _play(board + _divided('["bear", "B"]', "divide = [2, 1]")[len(BOARD) :])
    assert after.player("B").life == 19  # only its announced 1


def _sacrifice_entry(effect: str, targets: str, sacrificed: str) -> str:
    return (
        f'\n[[timeline]]\nafter = "declare-blockers"\neffect = "{effect}"\n'
        f'targets = {targets}\ncontroller = "B"\n{sacrificed}\n'
    )


TWO_ATTACKERS = BOARD + (
    '[[permanents]]\nid = "wolf"\ncontroller = "A"\npower = 2\ntoughness = 2\nattacking = "B"\n'
)


def test_701_21a_target_player_sacrifices_the_attacking_creature_they_choose() -> None:
    spell = "Target player sacrifices an attacking creature."
    after, kinds = _play(TWO_ATTACKERS + _sacrifice_entry(spell, '["A"]', 'sacrificed = ["wolf"]'))
    assert after.permanent("wolf").zone.value == "graveyard"
    assert after.permanent("giant").zone.value == "battlefield"
    assert after.player("B").life == 20  # the wolf left combat before damage (506.4)
    assert "sacrificed" in kinds
    # control: the other choice; the unblocked wolf then deals its 2
    after, _ = _play(TWO_ATTACKERS + _sacrifice_entry(spell, '["A"]', 'sacrificed = ["giant"]'))
    assert after.permanent("giant").zone.value == "graveyard"
    assert after.player("B").life == 18


def test_701_21a_the_choice_is_asked_for_and_must_be_the_players() -> None:
    spell = "Target player sacrifices an attacking creature."
    with pytest.raises(TimelineError, match="sacrificed"):  # two to choose from: which?
        _play(TWO_ATTACKERS + _sacrifice_entry(spell, '["A"]', ""))
    with pytest.raises(TimelineError):  # the bear is B's, and not attacking
        _play(TWO_ATTACKERS + _sacrifice_entry(spell, '["A"]', 'sacrificed = ["wolf", "bear"]'))
    with pytest.raises(ScenarioError):  # a spell making no one sacrifice refuses the key
        parse_scenario(
            BOARD + _entry("Destroy target creature.", '["bear"]') + 'sacrificed = ["x"]\n'
        )
    # control: a player without an attacking creature sacrifices nothing, no choice needed
    after, _ = _play(BOARD + _sacrifice_entry(spell, '["B"]', ""))
    assert after.permanent("bear").zone.value == "graveyard"  # dies to the giant in combat


def test_701_21a_each_opponent_sacrifices_not_the_caster() -> None:
    spell = "Each opponent sacrifices a creature."
    after, _ = _play(BOARD + _sacrifice_entry(spell, "[]", 'sacrificed = ["giant"]'))
    assert after.permanent("giant").zone.value == "graveyard"
    assert after.permanent("bear").zone.value == "battlefield"
    # control: the caster's own creature is not an opponent's choice
    with pytest.raises(TimelineError):
        _play(BOARD + _sacrifice_entry(spell, "[]", 'sacrificed = ["bear"]'))


def test_701_8_destroy_all_creatures_and_planeswalkers_and_bounce_all() -> None:
    walker = BOARD + (
        '[[permanents]]\nid = "jace"\ncontroller = "B"\ntypes = ["planeswalker"]\n'
        "counters = { loyalty = 3 }\n"
    )
    after, _ = _play(walker + _entry("Destroy all creatures and planeswalkers.", "[]"))
    assert after.permanent("jace").zone.value == "graveyard"
    assert after.permanent("bear").zone.value == "graveyard"
    # control: "Destroy all creatures." leaves the planeswalker
    after, _ = _play(walker + _entry("Destroy all creatures.", "[]"))
    assert after.permanent("jace").zone.value == "battlefield"
    after, _ = _play(BOARD + _entry("Return all attacking creatures to their owners' hands.", "[]"))
    assert after.permanent("giant").zone.value == "hand"
    assert after.permanent("bear").zone.value == "battlefield"


def test_120_3_damage_to_each_creature_target_opponent_controls() -> None:
    spell = "~ deals 2 damage to each creature target opponent controls."
    after, _ = _play(BOARD + _entry(spell, '["A"]'))  # B casts it: A's giant is dealt 2
    assert after.permanent("giant").damage == 2 + 2  # and 2 from the bear in combat
    assert after.permanent("bear").zone.value == "graveyard"  # the giant still deals 3
    # control: the caster is not an opponent (115.1)
    with pytest.raises(TimelineError):
        _play(BOARD + _entry(spell, '["B"]'))


def test_115_1_target_creature_without_flying_you_dont_control() -> None:
    spell = "~ deals 2 damage to target creature without flying you don't control."
    after, _ = _play(BOARD + _entry(spell, '["bear"]', "A"))
    assert after.permanent("bear").zone.value == "graveyard"
    with pytest.raises(TimelineError):  # control: the caster's own creature
        _play(BOARD + _entry(spell, '["giant"]', "A"))


def test_615_1_prevent_all_damage_to_the_target_from_every_source() -> None:
    shield = _entry("Prevent all damage that would be dealt to target creature this turn.",
                    '["bear"]')  # fmt: skip
    bolt = _entry("~ deals 3 damage to target creature.", '["bear"]', "A")
    after, kinds = _play(BOARD + shield + bolt)
    # the spell's damage (its source off the battlefield) and the giant's combat damage
    assert after.permanent("bear").zone.value == "battlefield"
    assert after.permanent("bear").damage == 0
    assert after.permanent("giant").damage == 2  # the bear's own damage is not prevented
    assert "prevention_until_end_of_turn" in kinds
    # control: the shield on the giant leaves the bear to die
    other = _entry("Prevent all damage that would be dealt to target creature this turn.",
                   '["giant"]')  # fmt: skip
    after, _ = _play(BOARD + other + bolt)
    assert after.permanent("bear").zone.value == "graveyard"
    assert after.permanent("giant").damage == 0


def test_615_1_the_shield_is_said_in_japanese() -> None:
    event = PreventionAdded("615.1", "bear", "all_damage_to", "timeline[0]")
    assert describe_event(event) == (
        "bear: all damage that would be dealt to it is prevented this turn (timeline[0])"
    )
    assert "軽減" in describe_event(event, "ja")


def test_608_2c_that_creature_after_a_player_sacrifices_is_no_target_refused() -> None:
    # Tribute to Hunger: "that creature" is the one sacrificed (not carried out), not the player
    text = (
        "Target opponent sacrifices a creature. You gain life equal to that creature's toughness."
    )
    assert not read_spell_card(text, "Tribute to Hunger").fully_modelled
    # control: after a creature target, "its" is that target
    assert read_spell_card("Destroy target creature. You gain life equal to its toughness.",
                           "X").fully_modelled  # fmt: skip


def test_701_21a_sacrifice_a_creature_the_caster_chooses() -> None:
    spell = "Sacrifice a creature."
    after, _ = _play(BOARD + _sacrifice_entry(spell, "[]", 'sacrificed = ["bear"]'))
    assert after.permanent("bear").zone.value == "graveyard"
    assert after.permanent("giant").damage == 0  # the blocker left before damage
    # control: the caster (B) can't choose A's creature
    with pytest.raises(TimelineError):
        _play(BOARD + _sacrifice_entry(spell, "[]", 'sacrificed = ["giant"]'))


@pytest.mark.parametrize(
    "text",
    [
        "Destroy all creatures and planeswalkers.",
        "Target creature you control fights target creature you don't control.",
        "Destroy target creature with mana value 3 or less.",
        "~ deals 3 damage divided as you choose among one, two, or three targets.",
    ],
)
def test_the_removal_spells_survive_the_json_of_the_catalog_index(text: str) -> None:
    spell = parse_spell(text)
    assert spell_from_json(json.loads(json.dumps(spell_to_json(spell)))) == spell
