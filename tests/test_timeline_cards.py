"""Instants of the catalog cast in a combat's timeline (``card =``): the
real combat tricks' texts read as spells (608.2), their targets (601.2c),
their modes (700.2), what they do to a combat (pump, keywords, damage,
destroy, exile, bounce, tap, "can't block", "blocks if able", prevention,
tokens attacking, group pumps), and the one-line errors of a file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgcombat.cards.catalog import BUILTIN, Card, Catalog
from mtgcombat.cli import cli
from mtgcombat.core.abilities import BlocksEachCombat, CantBlock
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.blocks_verdicts import is_legal_blocks
from mtgcombat.rules.timeline import (
    Point,
    TimelineEntry,
    TimelineError,
    after_attackers,
    apply_entry,
    declare_blockers,
    run_combat,
)
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import parse_spell, spell_from_json, spell_to_json

ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}
CURRENT = RuleSet.CURRENT

# -- the parser: each family with the text of real cards ---------------------

FAMILIES = [
    # pump and shrink (Giant Growth; Disfigure)
    ("Target creature gets +3/+3 until end of turn.", ["the target gets +3/+3 until end of turn"]),
    ("Target creature gets -2/-2 until end of turn.", ["the target gets -2/-2 until end of turn"]),
    # keyword grants (Zealous Strike; Rush of Adrenaline-like wording)
    ("Target creature gets +2/+2 and gains first strike until end of turn.",
     ["the target gets +2/+2 until end of turn",
      "the target gains first strike until end of turn"]),
    ("Target creature gains indestructible until end of turn.",
     ["the target gains indestructible until end of turn"]),
    # fog and targeted prevention (Fog; Mending Hands)
    ("Prevent all combat damage that would be dealt this turn.",
     ["prevent all combat damage this turn"]),
    ("Prevent the next 4 damage that would be dealt to any target this turn.",
     ["prevent the next 4 damage that would be dealt to the target this turn"]),
    ("Prevent all combat damage that would be dealt by target creature this turn.",
     ["prevent all combat damage dealt by the target this turn"]),
    # damage (Lightning Bolt; Impeccable Timing)
    ("Lightning Bolt deals 3 damage to any target.", ["the spell deals 3 damage to the target"]),
    ("Impeccable Timing deals 3 damage to target attacking or blocking creature.",
     ["the spell deals 3 damage to the target"]),
    # destroy, exile, bounce (Rebuke; Second Thoughts; Unsummon)
    ("Destroy target attacking creature.", ["destroy the target"]),
    ("Exile target attacking creature.", ["exile the target"]),
    ("Return target creature to its owner's hand.", ["return the target to its owner's hand"]),
    # tap and untap (Pressure Point; Inspirit)
    ("Tap target creature.", ["tap the target"]),
    ("Untap target creature. It gets +2/+4 until end of turn.",
     ["untap the target", "the target gets +2/+4 until end of turn"]),
    # blocks (Stun; Culling Mark)
    ("Target creature can't block this turn.", ["the target can't block this turn"]),
    ("Target creature blocks this turn if able.", ["the target blocks this turn if able"]),
    # tokens attacking, groups (Trumpet Blast; Overrun)
    ("Create a 1/1 white Soldier creature token that's tapped and attacking.",
     ["create a 1/1 white Soldier creature token tapped and attacking"]),
    ("Attacking creatures get +2/+0 until end of turn.",
     ["attacking creatures get +2/+0 until end of turn"]),
    ("Creatures you control get +3/+3 and gain trample until end of turn.",
     ["creatures you control get +3/+3 and gain trample until end of turn"]),
]  # fmt: skip


@pytest.mark.parametrize(("text", "effects"), FAMILIES, ids=[t for t, _ in FAMILIES])
def test_608_2_each_family_of_combat_tricks_reads_as_a_spell(text: str, effects: list[str]) -> None:
    name = text.split(" deals ", maxsplit=1)[0] if " deals " in text else "Trick"
    card = read_spell_card(text, name)
    assert card.fully_modelled
    assert [str(e) for e in card.spell().effects] == effects


def test_608_2_a_sentence_not_carried_out_is_named() -> None:
    card = read_spell_card("Counter target spell.\nDraw a card.", "Cancel")
    assert not card.fully_modelled
    assert card.problems[0][1] == "Counter target spell."


def test_700_2_a_modal_card_reads_each_mode() -> None:
    card = BUILTIN.find("Boros Charm")
    assert card is not None
    read = read_spell_card(card.text, card.name)
    assert read.modal and read.choose == 1 and len(read.modes) == 3
    assert [str(e) for e in read.spell([3]).effects] == [
        "the target gains double strike until end of turn"
    ]
    with pytest.raises(ValueError, match="mode_needed"):
        read.spell()


def test_601_2c_it_is_the_target_an_earlier_sentence_chose() -> None:
    spell = read_spell_card("Untap target creature. It gets +1/+1 until end of turn.", "X").spell()
    assert spell.targeted and len(spell.effects) == 2
    assert not read_spell_card("It gets +1/+1 until end of turn.", "X").fully_modelled


def test_the_spell_effects_survive_the_parse_cache_round_trip() -> None:
    for text, _ in FAMILIES:
        if text.startswith(("Untap target creature. It", "Lightning", "Impeccable")):
            continue
        spell = parse_spell(text)
        assert spell_from_json(spell_to_json(spell)) == spell


# -- the rules, with the file's ``card =`` -------------------------------------

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
id = "ogre"
controller = "B"
power = 3
toughness = 3
blocking = ["bear"]
"""


def _entry(card: str, targets: str = '["bear"]', controller: str = "A", extra: str = "",
           after: str = "declare-blockers") -> str:  # fmt: skip
    return (
        f'\n[[timeline]]\nafter = "{after}"\ncard = "{card}"\ntargets = {targets}\n'
        f'controller = "{controller}"\n{extra}\n'
    )


def _play(text: str) -> Board:
    scenario = parse_scenario(text)
    board = scenario.board
    if any(e.after is Point.DECLARE_ATTACKERS for e in scenario.timeline):
        early, _ = after_attackers(board, CURRENT, scenario.timeline, attack_triggers=False,
                                   tap=False)  # fmt: skip
        board = declare_blockers(early, board, scenario.timeline)
        result = run_combat(board, CURRENT, scenario.timeline, auto=True, attackers_done=True)
    else:
        result = run_combat(board, CURRENT, scenario.timeline, auto=True)
    return result.board


def test_608_2_giant_growth_from_the_catalog_wins_the_fight() -> None:
    after = _play(FIGHT + _entry("Giant Growth"))
    assert after.permanent("ogre").zone.value == "graveyard"
    assert after.permanent("bear").zone.value == "battlefield"
    control = _play(FIGHT)  # without it the bear dies and the ogre lives
    assert control.permanent("bear").zone.value == "graveyard"
    assert control.permanent("ogre").zone.value == "battlefield"


def test_608_2_a_japanese_card_name_finds_the_card() -> None:
    after = _play(FIGHT + _entry("巨大化"))
    assert after.permanent("ogre").zone.value == "graveyard"


def test_120_3_lightning_bolt_kills_the_blocker_before_damage() -> None:
    after = _play(FIGHT + _entry("Lightning Bolt", '["ogre"]'))
    assert after.permanent("ogre").zone.value == "graveyard"
    assert after.permanent("bear").damage == 0  # the blocker was gone before damage (506.4)
    assert after.player("B").life == 20  # blocked: no damage to the player (509.1h)


def test_120_3_lightning_bolt_to_a_player_any_target() -> None:
    after = _play(FIGHT + _entry("Lightning Bolt", '["B"]'))
    assert after.player("B").life == 17
    control = _play(FIGHT)
    assert control.player("B").life == 20


def test_702_16b_protection_from_red_makes_the_bolt_an_illegal_target() -> None:
    text = FIGHT.replace("power = 3\n", 'power = 3\nkeywords = ["protection from red"]\n')
    with pytest.raises(TimelineError) as err:
        _play(text + _entry("Lightning Bolt", '["ogre"]'))
    assert err.value.rule == "601.2c"
    # control: a green Giant Growth may target it
    assert _play(text + _entry("Giant Growth", '["ogre"]')).permanent("bear").zone.value == (
        "graveyard"
    )


def test_601_2c_rebuke_targets_only_an_attacking_creature() -> None:
    after = _play(FIGHT + _entry("Rebuke", controller="B"))
    assert after.permanent("bear").zone.value == "graveyard"
    assert after.permanent("ogre").damage == 0
    with pytest.raises(TimelineError) as err:  # control: the blocker is not attacking
        _play(FIGHT + _entry("Rebuke", '["ogre"]', controller="B"))
    assert err.value.key == "timeline_target_not_matching"


def test_406_2_second_thoughts_exiles_the_attacker() -> None:
    after = _play(FIGHT + _entry("Second Thoughts", controller="B"))
    assert after.permanent("bear").zone.value == "exile"
    assert after.permanent("ogre").damage == 0


def test_506_4_unsummon_returns_the_blocker_and_the_attacker_stays_blocked() -> None:
    after = _play(FIGHT + _entry("Unsummon", '["ogre"]'))
    assert after.permanent("ogre").zone.value == "hand"
    assert after.player("B").life == 20  # still blocked (509.1h), no trample
    control = _play(FIGHT + _entry("Unsummon", '["bear"]'))
    assert control.permanent("bear").zone.value == "hand"


def test_615_7_mending_hands_prevents_the_next_four_damage() -> None:
    after = _play(FIGHT + _entry("Mending Hands"))
    assert after.permanent("bear").zone.value == "battlefield"
    assert after.permanent("bear").damage == 0
    assert _play(FIGHT).permanent("bear").zone.value == "graveyard"  # control


def test_615_1_fog_prevents_all_combat_damage() -> None:
    after = _play(FIGHT + _entry("Fog", "[]", controller="B"))
    assert after.permanent("bear").damage == 0 and after.permanent("ogre").damage == 0


def test_701_26_pressure_point_taps_a_creature_so_it_cant_block() -> None:
    scenario = parse_scenario(FIGHT + _entry("Pressure Point", '["ogre"]',
                                             after="declare-attackers"))  # fmt: skip
    early, _ = after_attackers(scenario.board, CURRENT, scenario.timeline, attack_triggers=False,
                               tap=False)  # fmt: skip
    assert early.permanent("ogre").tapped
    declared = declare_blockers(early, scenario.board, scenario.timeline)
    assert not is_legal_blocks(declared).legal  # a tapped creature can't block (509.1a)
    plain = parse_scenario(FIGHT)
    assert is_legal_blocks(plain.board).legal  # control


def test_509_1b_stun_says_the_creature_cant_block_this_turn() -> None:
    scenario = parse_scenario(FIGHT + _entry("Stun", '["ogre"]', after="declare-attackers"))
    early, events = after_attackers(scenario.board, CURRENT, scenario.timeline,
                                    attack_triggers=False, tap=False)  # fmt: skip
    assert CantBlock() in early.permanent("ogre").block_rules
    assert "block_rule_this_turn" in [e.kind for e in events]
    assert "cards_drawn" in [e.kind for e in events]
    assert not is_legal_blocks(declare_blockers(early, scenario.board, scenario.timeline)).legal
    assert is_legal_blocks(parse_scenario(FIGHT).board).legal  # control


def test_509_1c_blocks_this_turn_if_able_makes_a_non_block_illegal() -> None:
    text = FIGHT.replace('blocking = ["bear"]\n', "")
    entry = (
        '\n[[timeline]]\nafter = "declare-attackers"\n'
        'effect = "Target creature blocks this turn if able."\ntargets = ["ogre"]\n'
    )
    scenario = parse_scenario(text + entry)
    early, _ = after_attackers(scenario.board, CURRENT, scenario.timeline,
                               attack_triggers=False, tap=False)  # fmt: skip
    assert BlocksEachCombat() in early.permanent("ogre").block_rules
    assert not is_legal_blocks(early).legal  # it could block the bear and does not
    assert is_legal_blocks(parse_scenario(text).board).legal  # control


def test_506_4_remove_target_attacking_creature_from_combat() -> None:
    entry = (
        '\n[[timeline]]\nafter = "declare-blockers"\n'
        'effect = "Remove target attacking creature from combat."\ntargets = ["bear"]\n'
    )
    after = _play(FIGHT + entry)
    assert after.permanent("bear").damage == 0 and after.permanent("ogre").damage == 0


def test_508_4_a_token_enters_tapped_and_attacking() -> None:
    text = FIGHT.replace('blocking = ["bear"]\n', "")
    entry = (
        '\n[[timeline]]\nafter = "declare-blockers"\n'
        'effect = "Create a 1/1 white Soldier creature token that\'s tapped and attacking."\n'
        'controller = "A"\n'
    )
    after = _play(text + entry)
    assert after.player("B").life == 20 - 2 - 1
    # control (506.3b): under a player who is not attacking, it never attacks
    after_b = _play(text + entry.replace('controller = "A"', 'controller = "B"'))
    assert after_b.player("B").life == 18
    assert after_b.permanent("soldier1").attacking is None


def test_613_4c_trumpet_blast_pumps_every_attacking_creature() -> None:
    after = _play(FIGHT + _entry("Trumpet Blast", "[]"))
    assert after.permanent("ogre").zone.value == "graveyard"  # the bear deals 4
    assert after.permanent("ogre").damage == 4


def test_608_2_inspirit_untaps_and_pumps_its_target() -> None:
    after = _play(FIGHT + _entry("Inspirit"))
    bear = after.permanent("bear")
    assert not bear.tapped and bear.zone.value == "battlefield" and bear.damage == 3


def test_700_2_boros_charm_mode_3_gives_double_strike() -> None:
    after = _play(FIGHT + _entry("Boros Charm", extra="mode = 3"))
    assert after.permanent("ogre").zone.value == "graveyard"  # 2 first strike + 2 regular
    assert after.permanent("bear").zone.value == "graveyard"


def test_700_2_boros_charm_mode_1_hits_the_player() -> None:
    after = _play(FIGHT + _entry("Boros Charm", '["B"]', extra="mode = 1"))
    assert after.player("B").life == 16


def test_spell_events_are_said_in_japanese() -> None:
    bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    board = Board((Player("A"), Player("B")), (bear,), "A")
    spell = parse_spell("Tap target creature.")
    _, events = apply_entry(board, CURRENT, TimelineEntry(Point.DECLARE_BLOCKERS, spell, ("bear",)))
    tapped = next(e for e in events if e.kind == "tapped_by_effect")
    assert describe_event(tapped, "ja") == "timelineがbearをタップする"


# -- the file's errors: one line, exit 2 ----------------------------------------


def _run(tmp_path: Path, text: str, *args: str) -> tuple[int, str]:
    path = tmp_path / "trick.toml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli, ["resolve", str(path), "--auto", *args], env=ENGLISH)
    return result.exit_code, result.output


@pytest.mark.parametrize(
    ("entry", "field", "words"),
    [
        (_entry("Giant Grwoth"), "timeline[0].card", 'did you mean "Giant Growth"'),
        (_entry("Grizzly Bears"), "timeline[0].card", "not an instant or sorcery"),
        (_entry("Giant Growth", extra='effect = "Tap target creature."'), "timeline[0].card",
         "not both"),
        ('\n[[timeline]]\nafter = "declare-blockers"\ntargets = ["bear"]\n', "timeline[0].effect",
         "give card"),
        (_entry("Boros Charm"), "timeline[0].card", "choose its mode"),
        (_entry("Boros Charm", extra="mode = 4"), "timeline[0].mode", "modes 1 to 3"),
        (_entry("Giant Growth", extra="mode = 1"), "timeline[0].mode", "has no modes"),
    ],
)  # fmt: skip
def test_cli_a_bad_card_entry_is_one_line_exit_2(
    tmp_path: Path, entry: str, field: str, words: str
) -> None:
    code, out = _run(tmp_path, FIGHT + entry)
    assert code == 2, out
    assert len(out.strip().splitlines()) == 1
    assert field in out and words in out
    code_ja, out_ja = _run(tmp_path, FIGHT + entry, "--lang", "ja")
    assert code_ja == 2 and len(out_ja.strip().splitlines()) == 1 and field in out_ja


def test_608_2_a_card_whose_sentence_is_not_modelled_is_refused_naming_it() -> None:
    counter = Card(name="Cancel", types=("instant",), text="Counter target spell.")
    with pytest.raises(ScenarioError) as err:
        parse_scenario(FIGHT + _entry("Cancel"), catalog=BUILTIN.plus(Catalog.of([counter])))
    assert err.value.field_path == "timeline[0].card" and err.value.rule == "608.2"
    assert '"Counter target spell."' in str(err.value)
    assert "Counter target spell." in err.value.message("ja")


def test_307_1_a_sorcery_is_not_cast_during_combat() -> None:
    overrun = Card(
        name="Overrun",
        types=("sorcery",),
        text="Creatures you control get +3/+3 and gain trample until end of turn.",
    )
    with pytest.raises(ScenarioError) as err:
        parse_scenario(FIGHT + _entry("Overrun", "[]"), catalog=BUILTIN.plus(Catalog.of([overrun])))
    assert err.value.rule == "307.1"


def test_601_3_a_cast_restriction_is_kept() -> None:
    trick = Card(name="Late Trick", types=("instant",), text=(
        "Cast this spell only during the declare blockers step.\n"
        "Target creature gets +3/+3 until end of turn."))  # fmt: skip
    catalog = BUILTIN.plus(Catalog.of([trick]))
    with pytest.raises(ScenarioError) as err:
        parse_scenario(FIGHT + _entry("Late Trick", after="declare-attackers"), catalog=catalog)
    assert err.value.rule == "601.3"
    parse_scenario(FIGHT + _entry("Late Trick"), catalog=catalog)  # control: its step


# -- more forms: abilities gained, each creature, life, unblockable, who casts ----


def _effect(sentence: str, targets: str = "[]", controller: str = "A",
            after: str = "declare-blockers") -> str:  # fmt: skip
    return (
        f'\n[[timeline]]\nafter = "{after}"\neffect = "{sentence}"\ntargets = {targets}\n'
        f'controller = "{controller}"\n'
    )


def test_702_11b_hexproof_gained_stops_an_opponents_later_spell() -> None:
    hexproof = _effect("Target creature gains hexproof until end of turn.", '["bear"]',
                       after="declare-attackers")  # fmt: skip
    with pytest.raises(TimelineError) as err:
        _play(FIGHT + hexproof + _entry("Lightning Bolt", controller="B"))
    assert err.value.key == "timeline_target_hexproof"  # the trigger's problem (issue 34)
    # control: its own controller may still target it
    after = _play(FIGHT + hexproof + _entry("Giant Growth"))
    assert after.permanent("ogre").zone.value == "graveyard"


def test_702_16_protection_gained_prevents_the_blockers_damage() -> None:
    gained = _effect("Target creature gains protection from red until end of turn.", '["bear"]')
    red_ogre = FIGHT.replace("power = 3\n", 'power = 3\ncolors = ["red"]\n')
    after = _play(red_ogre + gained)
    assert after.permanent("bear").damage == 0 and after.permanent("bear").zone.value == (
        "battlefield"
    )
    assert _play(red_ogre).permanent("bear").zone.value == "graveyard"  # control


def test_120_3_damage_to_each_attacking_creature_spares_the_blocker() -> None:
    after = _play(FIGHT + _effect("~ deals 2 damage to each attacking creature.", controller="B"))
    assert after.permanent("bear").zone.value == "graveyard"
    assert after.permanent("ogre").damage == 0  # the bear died before combat damage


def test_119_3_you_lose_life_as_the_spell_resolves() -> None:
    after = _play(FIGHT + _effect("You lose 2 life."))
    assert after.player("A").life == 18 and after.player("B").life == 20


def test_509_1b_cant_be_blocked_this_turn_makes_the_block_illegal() -> None:
    text = FIGHT + _effect("Target creature can't be blocked this turn.", '["bear"]',
                           after="declare-attackers")  # fmt: skip
    scenario = parse_scenario(text)
    early, _ = after_attackers(scenario.board, CURRENT, scenario.timeline,
                               attack_triggers=False, tap=False)  # fmt: skip
    assert not is_legal_blocks(declare_blockers(early, scenario.board, scenario.timeline)).legal
    assert is_legal_blocks(parse_scenario(FIGHT).board).legal  # control


def test_701_26_untap_all_creatures_you_control() -> None:
    tapped = FIGHT.replace('attacking = "B"\n', 'attacking = "B"\ntapped = true\n')
    after = _play(tapped + _effect("Untap all creatures you control."))
    assert not after.permanent("bear").tapped
    assert _play(tapped).permanent("bear").tapped  # control


def test_601_3_only_a_player_attacked_may_cast_it() -> None:
    trick = Card(name="Ambush", types=("instant",), text=(
        "Cast this spell only during the declare attackers step and only if you've been "
        "attacked this step.\nDestroy target attacking creature."))  # fmt: skip
    catalog = BUILTIN.plus(Catalog.of([trick]))
    with pytest.raises(ScenarioError) as err:
        parse_scenario(FIGHT + _entry("Ambush", after="declare-attackers"), catalog=catalog)
    assert err.value.rule == "601.3" and err.value.field_path == "timeline[0].controller"
    # control: the attacked player B casts it
    parse_scenario(FIGHT + _entry("Ambush", controller="B", after="declare-attackers"),
                   catalog=catalog)  # fmt: skip


def test_700_2_lines_after_the_modes_go_with_each_mode() -> None:
    card = read_spell_card(
        "Choose one \u2014\n\u2022 Target creature gets +2/+2 until end of turn.\n"
        "\u2022 Tap target creature.\nEntwine {2} (Choose both if you pay the entwine cost.)",
        "Twin",
    )
    assert len(card.modes) == 2 and card.fully_modelled


def test_111_1_a_token_created_out_of_combat_neither_attacks_nor_blocks() -> None:
    text = FIGHT.replace('blocking = ["bear"]\n', "")
    made = _effect("Create a 2/2 black Zombie creature token.")
    after = _play(text + made)
    zombie = after.permanent("zombie1")
    assert zombie.attacking is None and not zombie.tapped and zombie.controller == "A"
    assert after.player("B").life == 18  # only the bear's damage
    # control: one tapped and attacking deals its damage too
    attacking = _effect("Create a 2/2 black Zombie creature token that's tapped and attacking.")
    assert _play(text + attacking).player("B").life == 16


def test_700_2_choose_two_takes_a_list_of_modes() -> None:
    both = Card(name="Pair Trick", types=("instant",), text=(
        "Choose two \u2014\n\u2022 Target creature gets +2/+0 until end of turn.\n"
        "\u2022 Target creature gains first strike until end of turn.\n"
        "\u2022 Draw a card."))  # fmt: skip
    catalog = BUILTIN.plus(Catalog.of([both]))
    scenario = parse_scenario(FIGHT + _entry("Pair Trick", extra="mode = [1, 2]"), catalog=catalog)
    assert [str(e) for e in scenario.timeline[0].spell.effects] == [
        "the target gets +2/+0 until end of turn",
        "the target gains first strike until end of turn",
    ]
    with pytest.raises(ScenarioError) as err:  # control: one mode is not two
        parse_scenario(FIGHT + _entry("Pair Trick", extra="mode = 1"), catalog=catalog)
    assert err.value.key == "timeline_mode_count" and err.value.rule == "700.2"


def test_608_2_cards_show_reads_an_instant_as_a_spell(tmp_path: Path) -> None:
    env = {**ENGLISH, "MTGCOMBAT_DATA_DIR": str(tmp_path)}
    shown = CliRunner().invoke(cli, ["cards", "show", "Giant Growth"], env=env)
    assert shown.exit_code == 0
    assert "608.2" in shown.output and "the target gets +3/+3 until end of turn" in shown.output
    assert "not modelled" not in shown.output
    ja = CliRunner().invoke(cli, ["cards", "show", "巨大化", "--lang", "ja"], env=env)
    assert "呪文として" in ja.output and "モデル化されていない" not in ja.output
    modal = CliRunner().invoke(cli, ["cards", "show", "Boros Charm", "--json"], env=env)
    doc = json.loads(modal.output)
    assert doc["spell"]["modal"] and len(doc["spell"]["modes"]) == 3
