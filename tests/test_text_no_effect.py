"""Sentences with no effect on blocks or combat damage, recognised by their
form: each family below acts before blockers are declared, after combat
damage, or only on spells, so no answer of the engine can depend on it. Each
test names the rule that puts the event outside the window; the negative
tests keep the combat halves of near forms modelled or unmodelled. Also: a
legendary card's short name (the part of its name before a comma or before
its epithet) and lines of several sentences read as one ability (113.2c)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from mtgcombat.cards.catalog import self_names, template
from mtgcombat.cli import cli
from mtgcombat.core.abilities import BlockTrigger, CantAttack, CantBlock, PumpEffect
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence, parse_text
from mtgcombat.text.parser import normalize, self_name_forms


def assert_no_effect(sentence: str, name: str = "") -> None:
    parsed = parse_sentence(sentence, name=name)
    assert parsed.status == "no_effect", parsed
    assert parsed.traits.block_rules == frozenset() and parsed.traits.statics == ()


# ---------------------------------------------------------------------------
# 601.2f: costs are paid as a spell is cast; "can't be countered"
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "Creature spells you cast cost {1} less to cast for each +1/+1 counter on ~.",
        "Elf spells and Wizard spells you cast cost {1} less to cast for each +1/+1 counter on ~.",
        "Creature spells with flying you cast cost {2} less to cast.",
        "Creature spells you cast with power 4 or greater cost {2} less to cast.",
        "Noncreature spells your opponents cast cost {1} more to cast.",
        "Raid \u2014 This creature costs {1} less to cast if you attacked with a creature "
        "this turn.",
        "~ costs {X} less to cast, where X is the total power of creatures you control.",
        "Creature spells you control with power 5 or greater can't be countered.",
    ],
)
def test_601_2f_cost_changes_and_uncounterable_spells_have_no_effect(sentence: str) -> None:
    assert_no_effect(sentence)


# ---------------------------------------------------------------------------
# 614.1c: entering with counters or as a copy happens as it enters, before blocks
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "Each other Rogue creature you control enters the battlefield with an additional "
        "+1/+1 counter on it.",
        "Each other creature you control of the chosen type enters with an additional "
        "+1/+1 counter on it.",
        "Each other creature you control enters the battlefield with an additional X +1/+1 "
        "counters on it, where X is the number of +1/+1 counters on ~.",
        "As long as ~ is in your graveyard, each Human creature you control enters the "
        "battlefield with an additional +1/+1 counter on it.",
        "If you do, it enters the battlefield with two +1/+1 counters on it.",
        "If you do, that creature enters the battlefield with that many additional +1/+1 "
        "counters on it.",
        "~ enters the battlefield with a +1/+1 counter on it for each Gate you control.",
        "You may have ~ enter the battlefield as a copy of any creature on the battlefield, "
        "except it enters with X additional +1/+1 counters on it.",
        "Raid \u2014 If you attacked with a creature this turn, you may have ~ enter the "
        "battlefield as a copy of any creature on the battlefield.",
    ],
)
def test_614_1c_entering_with_counters_or_as_a_copy_has_no_effect(sentence: str) -> None:
    assert_no_effect(sentence)


def test_614_1c_enters_form_needs_a_subject_without_a_verb() -> None:
    # a pump whose trigger mentions entering is no "enters with" replacement
    parsed = parse_sentence(
        "~ gets +1/+1 until end of turn whenever a creature enters the battlefield with a "
        "counter on it."
    )
    assert parsed.status == "unmodelled"


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("Voracious Typhon escapes with three +1/+1 counters on it.", "Voracious Typhon"),
        ("Phoenix of Ash escapes with a +1/+1 counter on it.", "Phoenix of Ash"),
        ("It escapes with twelve +1/+1 counters on it instead.", "Polukranos, Unchained"),
    ],
)
def test_702_138c_escaping_with_counters_has_no_effect(sentence: str, name: str) -> None:
    # a replacement as it escapes onto the battlefield (614.1c): the board has its counters
    assert_no_effect(sentence, name)


@pytest.mark.parametrize(
    "sentence",
    [
        # a flying counter (122.1b) the board's counters do not turn into flying
        "~ escapes with your choice of a +1/+1 counter or a flying counter on it.",
        # an ability it escapes with works in combat: refused, not "no effect"
        '~ escapes with "Whenever ~ deals combat damage to a player, draw a card."',
    ],
)
def test_702_138c_escaping_with_a_keyword_counter_or_an_ability_is_refused(
    sentence: str,
) -> None:
    assert parse_sentence(sentence).status == "unmodelled"


def test_702_37e_turned_face_up_is_a_special_action() -> None:
    # turning a face-down creature up is a player's choice, like an activated ability
    assert_no_effect("As ~ is turned face up, put five +1/+1 counters on it.")


# ---------------------------------------------------------------------------
# 502.3: untap steps
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "~ doesn't untap during your untap step if it attacked during your last turn.",
        "Creatures with power 3 or greater don't untap during their controllers' untap steps.",
        "Untap each creature you control with a +1/+1 counter on it during each other "
        "player's untap step.",
    ],
)
def test_502_3_untap_rules_have_no_effect(sentence: str) -> None:
    assert_no_effect(sentence)


# ---------------------------------------------------------------------------
# 508.1: attack restrictions, requirements and costs act as attackers are declared,
# which the engine does (`attacks`, the solver): one it does not have is refused
# (issue 33); what acts as a creature enters or in a later turn has no effect
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # ("~ can only attack alone" is read now: tests/test_attack_conditions.py)
        # (spells cast this turn are read from the turn's history since s10-history)
        "~ can't attack unless you've surveilled this turn.",
        "As long as ~ is tapped, no more than one creature can attack you each combat.",
        # (the unconditional Baird tax is modelled now: test_rules_508_text)
        "As long as ~ is untapped, creatures can't attack you or a planeswalker you control "
        "unless their controller pays {1} for each of those creatures.",
        # (a requirement under an unread condition is refused: tests/test_attack_lines.py)
        "If ~ attacks, all creatures you control attack if able.",
        "If a creature you control attacks, ~ also attacks if able.",
        "Except for creatures named ~ and artifact creatures, creatures you control can't attack.",
        "Each opponent who cast a spell this turn can't attack with creatures.",
        # "can attack as though it didn't have defender" (702.3b) is read now:
        # tests/test_attack_lines.py
    ],
)
def test_508_1c_508_1d_attack_rules_the_engine_lacks_are_refused(sentence: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "unmodelled", parsed
    assert "508.1" in parsed.error


@pytest.mark.parametrize(
    "sentence",
    [
        "Creatures your opponents control enter the battlefield tapped.",
        "If ~ hasn't been exerted this turn, you may exert it as it attacks.",
    ],
)
def test_508_1_attack_only_rules_have_no_effect(sentence: str) -> None:
    assert_no_effect(sentence)


@pytest.mark.parametrize(
    ("sentence", "status"),
    [
        # the block half is a 509.1b restriction the engine reads
        ("~ can't attack or block.", "modelled"),
        ("Creatures can't block.", "modelled"),
        # block restrictions and costs to block stay with the engine (509.1b, 509.1d)
        ("No more than one creature can block each combat.", "modelled"),
        (
            "As long as ~ is attacking, creatures can't block unless their controller pays {1} "
            "for each of those creatures.",
            "modelled",  # session 11: a block tax under a condition (611.3a)
        ),
        ("~ can't attack or block unless you pay {2}.", "modelled"),
        ("Creatures your opponents control with counters on them can't attack or block.", ""),
    ],
)
def test_509_1_block_halves_of_attack_forms_are_not_no_effect(sentence: str, status: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status != "no_effect", parsed
    if status:
        assert parsed.status == status, parsed


def test_509_1b_cant_attack_or_block_keeps_its_block_half() -> None:
    parsed = parse_sentence("~ can't attack or block.")
    # and its attack half is a 508.1c restriction (mtgcombat.rules.attacks)
    assert parsed.traits.block_rules == frozenset({CantBlock(), CantAttack()})


# ---------------------------------------------------------------------------
# spells: a timeline casts them between the steps of combat (issue 33): a rule
# on casting them or on their damage is refused; the card's own way to be cast
# (a cost, 601.2f) has no effect
# ---------------------------------------------------------------------------


def test_601_2_the_cards_own_casting_rule_has_no_effect() -> None:
    assert_no_effect(
        "If a creature is attacking you and you control a Forest and a Plains, you may cast ~ "
        "without paying its mana cost and as though it had flash."
    )


@pytest.mark.parametrize(
    "sentence",
    [
        "Each opponent who attacked with a creature this turn can't cast spells.",
        "As long as ~ is attacking, defending player can't cast spells.",
        "Instant and sorcery spells you control have lifelink.",
        "Red instant and sorcery spells you control have deathtouch.",
        "If a red instant or sorcery spell you control would deal damage, it deals double "
        "that damage instead.",
        "If a spell would deal damage to a permanent or player, it deals that much damage "
        "minus 1 to that permanent or player instead.",
        "If a spell you control would deal damage to an opponent, prevent that damage.",
        "As long as you control another creature, prevent all damage that would be dealt to ~ "
        "by spells that target it.",
    ],
)
def test_601_2_and_614_1_rules_on_a_timelines_spells_are_refused(sentence: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "unmodelled", parsed
    assert "601.2" in parsed.error


@pytest.mark.parametrize(
    "sentence",
    [
        # a source may be a creature dealing combat damage: not a spell-only form
        "If a source would deal damage to ~, prevent that damage.",
        "If a source you control would deal damage to a permanent or player, it deals double "
        "that damage to that permanent or player instead.",
        "Creatures you control have lifelink.",
    ],
)
def test_510_1_damage_from_sources_is_not_spell_only(sentence: str) -> None:
    assert parse_sentence(sentence).status != "no_effect"


def test_601_2c_a_target_line_under_a_condition_is_refused() -> None:
    # a timeline's spell chooses targets (601.2c): the line is not "no
    # effect" (issue 34); under a condition it is refused
    parsed = parse_sentence(
        "~ can't be the target of spells unless it attacked or blocked this turn."
    )
    assert parsed.status == "unmodelled" and parsed.combat
    # control: the line without the condition is carried out
    assert parse_sentence("~ can't be the target of spells.").status == "modelled"


@pytest.mark.parametrize(
    "sentence",
    [
        "~ has hexproof unless it's attacking or blocking.",
        "~ has hexproof if it hasn't dealt damage yet.",
        "As long as it's your turn, ~ has shroud and hexproof.",
    ],
)
def test_702_11b_hexproof_and_shroud_under_a_condition_are_never_no_effect(sentence: str) -> None:
    """Hexproof and shroud are read as a spell or ability targets (601.2c,
    603.3d), so a line granting them under a condition is read (a condition
    the engine knows) or refused (one it does not), never "no effect"."""
    assert parse_sentence(sentence).status in ("modelled", "unmodelled")


@pytest.mark.parametrize(
    "sentence",
    [
        "~ has flying unless it's attacking or blocking.",
        "~ has first strike as long as the top card of your library is a land card.",
    ],
)
def test_702_combat_keywords_under_an_unread_condition_stay_unmodelled(sentence: str) -> None:
    assert parse_sentence(sentence).status == "unmodelled"


# ---------------------------------------------------------------------------
# 511, 513: triggers whose whole effect waits for the end of combat or the end step
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "When ~ attacks or blocks, sacrifice it at the beginning of the next end step.",
        "When ~ attacks or blocks, at end of combat, sacrifice it and it deals 5 damage to you.",
        "When ~ blocks, at end of combat, destroy it and all creatures it blocked this turn.",
        "Whenever ~ attacks or blocks, flip a coin at end of combat. If you lose the flip, "
        "an opponent gains control of ~.",
        "Whenever ~ becomes blocked by a creature, that creature's controller sacrifices it "
        "at end of combat. If the player does, they create a 0/2 colorless Wall artifact "
        "creature token with defender.",
    ],
)
def test_511_1_delayed_effects_after_combat_damage_have_no_effect(sentence: str) -> None:
    assert_no_effect(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # something happens now; only the last part waits
        "Whenever ~ blocks, it deals 1 damage to each creature blocking it. Destroy it at end "
        "of combat.",
        "Whenever ~ becomes blocked, it gets +2/+0 until end of turn. Sacrifice it at the "
        "beginning of the next end step.",
    ],
)
def test_509_block_triggers_acting_now_are_not_delayed(sentence: str) -> None:
    assert parse_sentence(sentence).status == "unmodelled"


# ---------------------------------------------------------------------------
# counters that the engine itself may put on creatures stay unmodelled
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # block triggers put +1/+1 counters before damage (mtgcombat.rules.triggers)
        "If one or more +1/+1 counters would be put on a creature you control, twice that "
        "many +1/+1 counters are put on it instead.",
        # wither and infect put -1/-1 counters as combat damage (702.80, 702.90)
        "If one or more -1/-1 counters would be put on a creature you control, that many "
        "-1/-1 counters minus one are put on it instead.",
    ],
)
def test_614_1a_counter_replacements_during_combat_are_carried_out(sentence: str) -> None:
    # never "no effect": since session 12 they are read as a CounterRule and
    # applied where counters are put (mtgcombat.rules.counter_placing)
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled"
    assert [type(static).__name__ for static in parsed.traits.statics] == ["CounterRule"]


# ---------------------------------------------------------------------------
# a legendary card's short name
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "forms"),
    [
        ("Doran, the Siege Tower", ("Doran, the Siege Tower", "Doran")),
        ("Isamaru, Hound of Konda", ("Isamaru, Hound of Konda", "Isamaru")),
        ("Rashka the Slayer", ("Rashka the Slayer", "Rashka")),
        ("Vial Smasher the Fierce", ("Vial Smasher the Fierce", "Vial Smasher")),
        ("Zo-Zu the Punisher", ("Zo-Zu the Punisher", "Zo-Zu")),
        # no proper noun before the epithet: the name is only used whole
        ("Knight of the Mists", ("Knight of the Mists",)),
        ("Spirit of the Night", ("Spirit of the Night",)),
        ("Keeper of the Flame", ("Keeper of the Flame",)),
        ("Thing in the Ice", ("Thing in the Ice",)),
        ("The Lady of the Mountain", ("The Lady of the Mountain",)),
        ("Sliver Queen", ("Sliver Queen",)),
    ],
)
def test_201_legendary_short_names(name: str, forms: tuple[str, ...]) -> None:
    assert self_name_forms(name) == forms
    assert self_names(name) == forms


def test_201_short_name_is_the_card_itself() -> None:
    parsed = parse_sentence(
        "Whenever Rashka the Slayer blocks one or more black creatures, Rashka gets +1/+2 "
        "until end of turn.",
        name="Rashka the Slayer",
    )
    assert parsed.status == "modelled"
    (trigger,) = parsed.traits.abilities
    assert isinstance(trigger, BlockTrigger)
    assert trigger.effects == (PumpEffect("it", 1, 2),)


def test_201_short_name_is_a_capitalised_word_not_another_name() -> None:
    name = "Tuktuk the Explorer"
    text = "When Tuktuk dies, create a token named Tuktuk the Returned. The tuktuk can't block."
    # "Tuktuk the Returned" is another card; lowercase "tuktuk" is no name
    assert normalize(text, name) == (
        "when ~ dies, create a token named tuktuk the returned. the tuktuk can't block"
    )
    assert template("Rashka can't block.", self_names("Rashka the Slayer")) == "~ can't block."


# ---------------------------------------------------------------------------
# 113.2c: a paragraph is one ability, classified as a whole
# ---------------------------------------------------------------------------


def test_113_2c_a_continuing_sentence_is_read_with_its_line() -> None:
    line = (
        "If damage would be dealt to ~, prevent that damage. The source's controller draws "
        "cards equal to the damage prevented this way."
    )
    (parsed,) = parse_text(line, name="Test")
    assert parsed.sentence == line
    # the prevention alone would be modelled; the ability is not
    assert parsed.status == "unmodelled" and parsed.combat
    assert "The source's controller draws" in parsed.error
    assert parsed.traits.statics == ()


def test_113_2c_the_phantom_line_is_one_modelled_ability() -> None:
    line = "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~."
    (parsed,) = parse_text(line, name="Phantom Test")
    assert parsed.sentence == line
    assert parsed.status == "modelled"
    assert [s.does for s in parsed.traits.statics] == ["prevent_remove_one"]  # type: ignore[union-attr]


def test_113_2c_the_same_is_true_is_classified_with_its_line() -> None:
    line = (
        "As long as a creature card with flying is in a graveyard, ~ has flying. "
        "The same is true for first strike and trample."
    )
    (parsed,) = parse_text(line)
    assert parsed.sentence == line and parsed.status == "unmodelled"
    # a beginning-of-combat trigger resolves before blockers are declared (507.1)
    line = (
        "At the beginning of each combat, creatures you control gain first strike until end "
        "of turn if a creature you control has first strike. The same is true for flying and "
        "trample."
    )
    (parsed,) = parse_text(line)
    assert parsed.sentence == line and parsed.status == "no_effect"


def test_113_2c_a_line_of_no_effect_sentences_has_no_effect() -> None:
    line = (
        "You may cast ~ from your graveyard by paying {W}{U}{B}{R}{G} rather than paying its "
        "mana cost. If you do, it enters the battlefield with two +1/+1 counters on it."
    )
    (parsed,) = parse_text(line)
    assert parsed.status == "no_effect"


def test_113_2c_modelled_sentence_with_reminder_text_stays_modelled() -> None:
    (parsed,) = parse_text("~ can't block. (It's a Wall.) Draw a card.")
    assert parsed.status == "modelled" and parsed.traits.block_rules == frozenset({CantBlock()})


# ---------------------------------------------------------------------------
# the parse command and scenarios
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "Creature spells you cast cost {1} less to cast for each +1/+1 counter on ~.",
        "Creatures your opponents control enter the battlefield tapped.",
    ],
)
def test_parse_command_says_no_effect_and_exits_0(sentence: str) -> None:
    result = CliRunner().invoke(cli, ["parse", sentence, "--json"])
    assert result.exit_code == 0, result.output
    assert '"status": "no_effect"' in result.output


_BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "rogue"
controller = "A"
power = 2
toughness = 2
attacking = "B"
{extra}
[[permanents]]
id = "ogre"
controller = "B"
power = 3
toughness = 3
"""


def test_508_1_no_effect_sentences_leave_the_board_unchanged() -> None:
    plain = parse_scenario(_BOARD.format(extra=""))
    # (rules on attacking and on spells, which the engine meets, are refused:
    # test_508_1c_508_1d_attack_rules_the_engine_lacks_are_refused)
    extra = (
        'abilities = ["Creatures your opponents control enter the battlefield tapped.", '
        '"If ~ hasn\'t been exerted this turn, you may exert it as it attacks."]'
    )
    written = parse_scenario(_BOARD.format(extra=extra))
    assert written.board == plain.board
    assert {n.kind for n in written.notes} == {"no_effect"}
