"""Instants whose size the board gives as they resolve (608.2h: "+X/+X
where X is the number of creatures you control", "where X is its power",
"+1/+1 for each Forest you control"), counters put on a group or on up to N
targets (122.1), and block requirements a spell puts on its target ("All
creatures able to block target creature this turn do so", "... must be
blocked this turn if able": 509.1c). Real cards' texts, each rule test with
its control."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.core.abilities import Lure, MustBeBlocked
from mtgcombat.core.events import BlockRuleUntilEndOfTurn, PowerToughnessChanged
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.blocks_verdicts import is_legal_blocks
from mtgcombat.rules.timeline import (
    after_attackers,
    declare_blockers,
    end_turn_effects,
    run_combat,
    until_end_of_turn,
)
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import parse_spell, spell_from_json, spell_to_json

CURRENT = RuleSet.CURRENT

# real cards (their Oracle text), cast from the catalog
CARDS = {
    "Bloodscent": "All creatures able to block target creature this turn do so.",
    "Might of the Masses": (
        "Target creature gets +1/+1 until end of turn for each creature you control."
    ),
    "Rush of Blood": "Target creature gets +X/+0 until end of turn, where X is its power.",
    "Strength of Cedars": (
        "Target creature gets +X/+X until end of turn, where X is the number of lands you control."
    ),
    "Irradiate": "Target creature gets -1/-1 until end of turn for each artifact you control.",
    "Reap What Is Sown": "Put a +1/+1 counter on each of up to three target creatures.",
    "Ghoul's Feast": (
        "Target creature gets +X/+0 until end of turn, where X is the number of creature cards "
        "in your graveyard."
    ),
}
CATALOG = instants_catalog(CARDS)

# -- the parser -------------------------------------------------------------------

FORMS = [
    ("Bloodscent", ["all creatures able to block the target this turn do so"]),
    ("Might of the Masses",
     ["the target gets +X/+X until end of turn, where X is the number of creatures you control"]),
    ("Rush of Blood", ["the target gets +X/+0 until end of turn, where X is its power"]),
    ("Strength of Cedars",
     ["the target gets +X/+X until end of turn, where X is the number of lands you control"]),
    ("Irradiate",
     ["the target gets -X/-X until end of turn, where X is the number of artifacts you control"]),
    ("Reap What Is Sown", ["put 1 +1/+1 counter(s) on the target"]),
]  # fmt: skip


@pytest.mark.parametrize(("name", "effects"), FORMS)
def test_608_2h_counted_and_requirement_forms_read_as_a_spell(
    name: str, effects: list[str]
) -> None:
    card = read_spell_card(CARDS[name], name)
    assert card.fully_modelled, card.problems
    assert [str(e) for e in card.spell().effects] == effects


def test_608_2h_sentence_forms_of_the_grammar() -> None:
    spell = parse_spell(
        "Target creature gets +2/+2 until end of turn and must be blocked this turn if able."
    )
    assert [str(e) for e in spell.effects] == [
        "the target gets +2/+2 until end of turn",
        "the target must be blocked this turn if able",
    ]
    group = parse_spell("Put a +1/+1 counter on each creature you control.")
    assert group.target is None
    assert [str(e) for e in group.effects] == [
        "put 1 +1/+1 counter on each of the creatures you control"
    ]
    late = parse_spell(
        "Until end of turn, target creature gets +X/+X, where X is the number of attacking "
        "creatures."
    )
    assert str(late.effects[0]).endswith("where X is the number of attacking creatures")
    assert parse_spell("Target creature gets +X/-X until end of turn, where X is its toughness.")


def test_608_2h_counts_the_engine_cannot_read_stay_refused() -> None:
    # devotion (700.5) is no count the board reads (cards in a graveyard are, since
    # session 9: tests/test_rules_608_2h_spell_board_amounts.py)
    devotion = "Target creature gets +X/+X until end of turn, where X is your devotion to green."
    card = read_spell_card(devotion, "X")
    assert not card.fully_modelled
    assert card.problems[0][1] == devotion
    # "other" than what? The spell is no permanent: refused, not guessed
    other = read_spell_card(
        "Target creature gets +1/+1 until end of turn for each other creature you control.", "X"
    )
    assert not other.fully_modelled
    # a "+2/+2 ... where X is": no X to count
    with pytest.raises(ValueError, match="no X"):
        parse_spell("Target creature gets +2/+2 until end of turn, where X is its power.")


def test_the_counted_effects_survive_the_parse_cache_round_trip() -> None:
    for text in (*CARDS.values(), "Put a +1/+1 counter on each creature you control."):
        spell = parse_spell(text)
        assert spell_from_json(spell_to_json(spell)) == spell


# -- the rules ----------------------------------------------------------------------

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bear"
controller = "A"
card = "Grizzly Bears"
attacking = "B"
[[permanents]]
id = "elf"
controller = "A"
power = 1
toughness = 1
[[permanents]]
id = "wall"
controller = "A"
power = 0
toughness = 4
[[permanents]]
id = "ogre"
controller = "B"
power = 3
toughness = 3
"""


def _entry(card: str, targets: str, controller: str = "A", after: str = "declare-blockers",
           key: str = "card") -> str:  # fmt: skip
    return (
        f'\n[[timeline]]\nafter = "{after}"\n{key} = "{card}"\ntargets = {targets}\n'
        f'controller = "{controller}"\n'
    )


def _resolve(text: str) -> Board:
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, CURRENT, scenario.timeline, auto=True).board


def _before_blocks(text: str) -> tuple[Board, Board]:
    scenario = parse_scenario(text, catalog=CATALOG)
    early, _ = after_attackers(scenario.board, CURRENT, scenario.timeline,
                               attack_triggers=False, tap=False)  # fmt: skip
    return early, declare_blockers(early, scenario.board, scenario.timeline)


def test_608_2h_might_of_the_masses_counts_the_casters_creatures() -> None:
    blocked = BOARD.replace("toughness = 3\n", 'toughness = 3\nblocking = ["bear"]\n')
    after = _resolve(blocked + _entry("Might of the Masses", '["bear"]'))
    # A controls three creatures as it resolves: the bear is a 5/5, kills the ogre, survives
    assert after.permanent("ogre").zone.value == "graveyard"
    assert after.permanent("bear").zone.value == "battlefield"
    # control: cast by B on the same bear, X counts B's one creature: a 3/3 bear trades
    theirs = _resolve(blocked + _entry("Might of the Masses", '["bear"]', controller="B"))
    assert theirs.permanent("bear").zone.value == "graveyard"
    assert theirs.permanent("ogre").zone.value == "graveyard"


def test_608_2h_rush_of_blood_reads_the_power_once_as_it_resolves() -> None:
    giant = _entry("Giant Growth", '["bear"]')
    scenario = parse_scenario(BOARD + giant + _entry("Rush of Blood", '["bear"]'), catalog=CATALOG)
    result = run_combat(scenario.board, CURRENT, scenario.timeline, auto=True)
    pumps = [e for e in result.events if isinstance(e, PowerToughnessChanged)]
    # the Growth's +3/+3 first; then X is the bear's power then, 5
    assert [(e.power, e.toughness) for e in pumps] == [(3, 3), (5, 0)]
    assert result.board.player("B").life == 10
    # control: Rush of Blood alone doubles the printed 2
    alone = _resolve(BOARD + _entry("Rush of Blood", '["bear"]'))
    assert alone.player("B").life == 16


def test_613_4c_a_counted_pump_ends_in_the_cleanup_step() -> None:
    scenario = parse_scenario(BOARD + _entry("Strength of Cedars", '["bear"]'), catalog=CATALOG)
    result = run_combat(scenario.board, CURRENT, scenario.timeline, auto=True)
    # A controls no land: +0/+0, nothing changes
    assert result.board.permanent("bear").power == 2
    assert not [e for e in result.events if isinstance(e, PowerToughnessChanged)]
    forest = '\n[[permanents]]\nid = "forest"\ncontroller = "A"\ntypes = ["land"]\n'
    scenario = parse_scenario(
        BOARD + forest + _entry("Strength of Cedars", '["bear"]'), catalog=CATALOG
    )
    result = run_combat(scenario.board, CURRENT, scenario.timeline, auto=True)
    assert result.board.permanent("bear").power == 3
    ended, _ = end_turn_effects(result.board, until_end_of_turn(result.events))
    assert ended.permanent("bear").power == 2


def test_122_1_counters_on_each_creature_you_control_and_none_on_theirs() -> None:
    entry = _entry("Put a +1/+1 counter on each creature you control.", "[]", key="effect")
    after = _resolve(BOARD + entry)
    assert [after.permanent(i).counters.plus_one for i in ("bear", "elf", "wall", "ogre")] == [
        1, 1, 1, 0,
    ]  # fmt: skip
    # control: cast by B, only the ogre gets one
    theirs = _resolve(BOARD + _entry(
        "Put a +1/+1 counter on each creature you control.", "[]", "B", key="effect"))  # fmt: skip
    assert [theirs.permanent(i).counters.plus_one for i in ("bear", "ogre")] == [0, 1]


def test_601_2c_reap_what_is_sown_puts_a_counter_on_each_target() -> None:
    after = _resolve(BOARD + _entry("Reap What Is Sown", '["bear", "ogre"]'))
    assert after.permanent("bear").counters.plus_one == 1
    assert after.permanent("ogre").counters.plus_one == 1
    assert after.permanent("elf").counters.plus_one == 0  # control: not a target
    with pytest.raises(ValueError, match=r"601\.2c|targets"):
        _resolve(BOARD + _entry("Reap What Is Sown", '["bear", "ogre", "elf", "wall"]'))


LURE_BOARD = """
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
[[permanents]]
id = "wolf"
controller = "B"
power = 2
toughness = 2
"""


def test_509_1c_lure_all_able_blockers_must_block() -> None:
    one = LURE_BOARD.replace("toughness = 3\n", 'toughness = 3\nblocking = ["bear"]\n')
    early, declared = _before_blocks(one + _entry("Bloodscent", '["bear"]', "A",
                                                  "declare-attackers"))  # fmt: skip
    assert Lure() in early.permanent("bear").block_rules
    verdict = is_legal_blocks(declared)
    assert not verdict.legal  # the wolf could block the bear too, and does not
    assert any(v.rule == "509.1c" for v in verdict.violations)
    # both block it: the requirement is met
    both = LURE_BOARD.replace("toughness = 3\n", 'toughness = 3\nblocking = ["bear"]\n').replace(
        "toughness = 2\n", 'toughness = 2\nblocking = ["bear"]\n'
    )
    _, declared = _before_blocks(both + _entry("Bloodscent", '["bear"]', "A", "declare-attackers"))
    assert is_legal_blocks(declared).legal
    # control: without the spell one blocker is legal
    assert is_legal_blocks(parse_scenario(one, catalog=CATALOG).board).legal
    # control: a tapped wolf is not able to block (509.1a), so it need not
    tapped = one.replace("toughness = 2\n", "toughness = 2\ntapped = true\n")
    _, declared = _before_blocks(tapped + _entry("Bloodscent", '["bear"]', "A",
                                                 "declare-attackers"))  # fmt: skip
    assert is_legal_blocks(declared).legal


def test_509_1c_must_be_blocked_this_turn_if_able() -> None:
    sentence = "Target creature must be blocked this turn if able."
    early, declared = _before_blocks(
        LURE_BOARD + _entry(sentence, '["bear"]', "A", "declare-attackers", key="effect")
    )
    assert MustBeBlocked() in early.permanent("bear").block_rules
    assert not is_legal_blocks(declared).legal  # nobody blocks it, and one could
    one = LURE_BOARD.replace("toughness = 2\n", 'toughness = 2\nblocking = ["bear"]\n')
    _, declared = _before_blocks(
        one + _entry(sentence, '["bear"]', "A", "declare-attackers", key="effect")
    )
    assert is_legal_blocks(declared).legal  # one blocker meets it
    assert is_legal_blocks(parse_scenario(LURE_BOARD, catalog=CATALOG).board).legal  # control


def test_the_block_requirements_are_said_in_japanese() -> None:
    lure = BlockRuleUntilEndOfTurn("509.1c", "bear", "lure", "timeline[0]")
    must = BlockRuleUntilEndOfTurn("509.1c", "bear", "must_be_blocked", "timeline[0]")
    assert describe_event(lure) == (
        "all creatures able to block bear this turn do so (timeline[0])"
    )
    assert describe_event(must) == "bear must be blocked this turn if able (timeline[0])"
    assert "ブロックできるすべてのクリーチャー" in describe_event(lure, "ja")
    assert "ブロックされなければならない" in describe_event(must, "ja")


# -- a group read by the selector grammar ------------------------------------------


def test_613_4c_a_group_named_by_its_qualities_gets_the_pump() -> None:
    # Nocturnal Raid: "Black creatures get +2/+0 until end of turn."
    black = BOARD.replace(
        'card = "Grizzly Bears"\n', 'card = "Grizzly Bears"\ncolors = ["black"]\n'
    )
    entry = _entry("Black creatures get +2/+0 until end of turn.", "[]", key="effect")
    after = _resolve(black + entry)
    assert after.player("B").life == 16  # the black bear, unblocked, deals 4
    assert after.permanent("elf").power == 1  # control: not black, not pumped
    assert _resolve(BOARD + entry).player("B").life == 18  # control: a green bear


def test_613_4c_a_group_with_a_keyword_quality_and_one_other_than_a_target() -> None:
    spell = parse_spell("Creatures you control with flying get +2/+2 until end of turn.")
    assert str(spell.effects[0]) == "creatures with flying you control get +2/+2 until end of turn"
    # "other" than the target, or a group of lands: refused, not guessed
    for text in (
        "Each other creature you control gets +1/+1 until end of turn.",
        "Lands you control get +1/+1 until end of turn.",
    ):
        with pytest.raises(ValueError):
            parse_spell(text)


# -- keywords lost, and "gains ... and gets ..." ------------------------------------

ANGEL = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "angel"
controller = "A"
card = "Serra Angel"
attacking = "B"
[[permanents]]
id = "bear"
controller = "B"
card = "Grizzly Bears"
blocking = ["angel"]
"""


def test_613_1f_loses_flying_until_end_of_turn_lets_a_ground_creature_block() -> None:
    # Emerald Charm's mode, Canopy Claws: "Target creature loses flying until end of turn."
    entry = _entry("Target creature loses flying until end of turn.", '["angel"]', "B",
                   "declare-attackers", key="effect")  # fmt: skip
    early, declared = _before_blocks(ANGEL + entry)
    assert "flying" not in {str(a) for a in early.permanent("angel").abilities}
    assert is_legal_blocks(declared).legal
    # control: a flyer can't be blocked by the bear (702.9b)
    assert not is_legal_blocks(parse_scenario(ANGEL, catalog=CATALOG).board).legal
    # the cleanup step gives flying back (514.2)
    scenario = parse_scenario(ANGEL + entry, catalog=CATALOG)
    result = run_combat(scenario.board, CURRENT, scenario.timeline, auto=True)
    ended, _ = end_turn_effects(result.board, until_end_of_turn(result.events))
    assert "flying" in {str(a) for a in ended.permanent("angel").abilities}
    # a quality that is not a keyword is not lost by this form
    with pytest.raises(ValueError):
        parse_spell("Target creature loses all abilities until end of turn.")


def test_613_4c_gains_trample_and_gets_x_where_x_is_its_power() -> None:
    # Berserk's first sentence
    spell = parse_spell(
        "Target creature gains trample and gets +X/+0 until end of turn, where X is its power."
    )
    assert [str(e) for e in spell.effects] == [
        "the target gets +X/+0 until end of turn, where X is its power",
        "the target gains trample until end of turn",
    ]
    entry = _entry(spell.text, '["bear"]', key="effect")
    after = _resolve(BOARD + entry)
    assert after.player("B").life == 16  # the 4/2 trampler unblocked
    assert _resolve(BOARD).player("B").life == 18  # control
