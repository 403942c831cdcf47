"""Abilities that trigger on a timeline's spell being cast (601.2i) or on
becoming its target (601.2c): prowess (702.108), "whenever you cast SPELL",
magecraft and heroic (207.2c), "when ~ becomes the target of a spell,
sacrifice it"; each put on the stack above the spell and resolved before it
(603.3, 608.1), APNAP (603.3b). Each test has a control where the line must
not apply."""

from __future__ import annotations

import pytest

from mtgcombat.cards.catalog import BUILTIN, Card, Catalog
from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.timeline import TimelineError, run_combat
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text import parse_sentence

HEAD = 'active_player = "A"\n[players.A]\n[players.B]\n'


def _board(abilities: str, *, blocker: str = "", extra: str = "") -> str:
    text = (
        HEAD
        + f"""
[[permanents]]
id = "monk"
controller = "A"
power = 1
toughness = 2
abilities = [{abilities}]
attacking = "B"
[[permanents]]
id = "ogre"
controller = "B"
power = 3
toughness = 3
blocking = ["monk"]
abilities = [{blocker}]
"""
    )
    return text + extra


def _cast(card: str, target: str = "monk", controller: str = "A", after: str = "") -> str:
    point = after or "declare-blockers"
    return (
        f'[[timeline]]\nafter = "{point}"\ncard = "{card}"\ntargets = ["{target}"]\n'
        f'controller = "{controller}"\n'
    )


def _play(text: str):  # type: ignore[no-untyped-def]
    scenario = parse_scenario(text)
    return run_combat(scenario.board, "current", scenario.timeline, auto=True)


# -- the parser -------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "name", "words"),
    [
        ("Prowess", "", "prowess"),
        (
            "Whenever you cast a noncreature spell, put a +1/+1 counter on Ghoul.",
            "Ghoul",
            "whenever you cast a noncreature spell, put 1 +1/+1 counter(s) on it",
        ),
        (
            "Whenever you cast an instant or sorcery spell, Kiln Fiend gets +3/+0 until end of "
            "turn.",
            "Kiln Fiend",
            "whenever you cast an instant or sorcery spell, it gets +3/+0 until end of turn",
        ),
        (
            "Magecraft \u2014 Whenever you cast or copy an instant or sorcery spell, Eager "
            "First-Year gets +1/+0 until end of turn.",
            "Eager First-Year",
            "whenever you cast an instant or sorcery spell, it gets +1/+0 until end of turn",
        ),
        (
            "Heroic \u2014 Whenever you cast a spell that targets Akroan Skyguard, put a +1/+1 "
            "counter on Akroan Skyguard.",
            "Akroan Skyguard",
            "whenever you cast a spell that targets this creature, put 1 +1/+1 counter(s) on it",
        ),
        (
            "Heroic — Whenever you cast a spell that targets Battlewise Hoplite, put a +1/+1 "
            "counter on Battlewise Hoplite, then scry 1.",
            "Battlewise Hoplite",
            "whenever you cast a spell that targets this creature, put 1 +1/+1 counter(s) on it",
        ),
        (
            "Whenever a player casts a red spell, you may gain 1 life.",
            "Dragon's Claw",
            "whenever a player casts a red spell, you may: you gain 1 life",
        ),
        (
            "When Phantasmal Bear becomes the target of a spell or ability, sacrifice it.",
            "Phantasmal Bear",
            "whenever this creature becomes the target of a spell or ability, sacrifice it",
        ),
        (
            "Whenever an opponent casts a spell, Bar gets +2/+2 until end of turn.",
            "Bar",
            "whenever an opponent casts a spell, it gets +2/+2 until end of turn",
        ),
    ],
)
def test_601_2i_cast_trigger_sentences_are_read(sentence: str, name: str, words: str) -> None:
    parsed = parse_sentence(sentence, name=name)
    assert parsed.status == "modelled"
    assert [str(a) for a in parsed.traits.abilities] == [words]


@pytest.mark.parametrize(
    "sentence",
    [
        # a condition that is no card type or color: refused, never "no effect"
        # (session 10: "with mana value 4 or greater" is carried out,
        # tests/test_rules_202_3_cast_trigger_mana_value.py)
        "Whenever you cast a spell of the chosen color, ~ gets +2/+2 until end of turn.",
        # (issue 33, session 8: "your second spell each turn" is carried out,
        # tests/test_rules_601_2i_cast_turn_count_kicker.py; a spell from exile is not)
        "Whenever you cast a spell from exile, put a +1/+1 counter on ~.",
        # an effect the rules do not carry out for a spell's trigger
        "Whenever an opponent casts a spell, that player sacrifices a permanent unless they "
        "pay {1}.",
        "Whenever ~ becomes the target of a spell or ability an opponent controls, counter "
        "that spell or ability unless its controller pays {2}.",
    ],
)
def test_601_2i_cast_trigger_forms_not_carried_out_stay_refused(sentence: str) -> None:
    assert parse_sentence(sentence).status == "unmodelled"


# -- the rules --------------------------------------------------------------


def test_702_108_prowess_noncreature_spell_pumps_before_resolution() -> None:
    # Giant Growth on a 1/2 prowess creature blocked by a 3/3: prowess +1/+1
    # resolves first (603.3), then the spell: 5/6 kills the ogre and survives
    result = _play(_board('"Prowess"') + _cast("Giant Growth"))
    kinds = [(e.kind, e.rule) for e in result.events][:3]
    assert kinds == [
        ("trigger_resolves", "702.108a"),
        ("pt_until_end_of_turn", "613.4c"),
        ("timeline_resolves", "608.2"),
    ]
    assert result.board.permanent("monk").power == 5
    assert result.board.permanent("ogre").zone.value == "graveyard"


def test_702_108_prowess_control_an_opponents_spell_does_not_trigger_it() -> None:
    # the opponent casts Giant Growth on its ogre: "you cast" is not met
    result = _play(_board('"Prowess"') + _cast("Giant Growth", "ogre", "B"))
    assert not any(e.kind == "trigger_resolves" for e in result.events)
    assert result.board.permanent("monk").power == 1
    assert result.board.permanent("monk").zone.value == "graveyard"


def test_702_108_prowess_control_no_cast() -> None:
    result = _play(_board('"Prowess"'))
    assert result.board.permanent("monk").zone.value == "graveyard"


def test_603_3_cast_trigger_resolves_before_spell() -> None:
    # "whenever you cast an instant": +2/+0 resolves before Giant Growth
    line = '"Whenever you cast an instant or sorcery spell, ~ gets +2/+0 until end of turn."'
    result = _play(_board(line) + _cast("Giant Growth"))
    order = [e.kind for e in result.events]
    assert order.index("trigger_resolves") < order.index("timeline_resolves")
    assert result.board.permanent("monk").power == 6
    # the event names the spell cast, in both languages
    event = result.events[0]
    assert describe_event(event).startswith("timeline[0] is cast (601.2i)")
    assert describe_event(event, "ja").startswith("timeline[0]が唱えられた")


def test_601_2i_spell_condition_control_a_spell_of_another_color() -> None:
    # "whenever you cast a white spell": Giant Growth is green
    line = '"Whenever you cast a white spell, ~ gets +2/+0 until end of turn."'
    result = _play(_board(line) + _cast("Giant Growth"))
    assert not any(e.kind == "trigger_resolves" for e in result.events)
    white = _play(_board(line) + _cast("Inspirit"))
    assert any(e.kind == "trigger_resolves" for e in white.events)


def test_207_2c_heroic_only_when_the_spell_targets_it() -> None:
    line = '"Heroic \u2014 Whenever you cast a spell that targets ~, put a +1/+1 counter on ~."'
    extra = (
        '[[permanents]]\nid = "elf"\ncontroller = "A"\npower = 1\ntoughness = 1\n'
        'abilities = ["Heroic \u2014 Whenever you cast a spell that targets ~, '
        'put a +1/+1 counter on ~."]\n'
    )
    result = _play(_board(line, extra=extra) + _cast("Giant Growth"))
    assert result.board.permanent("monk").counters.plus_one == 1
    # control: the elf is not targeted, its heroic does not trigger
    assert result.board.permanent("elf").counters.plus_one == 0


def test_601_2c_becomes_target_sacrifice_makes_the_spell_fizzle() -> None:
    # Giant Growth targets the ogre: it is sacrificed first (603.3), the
    # spell then has an illegal target (608.2b); the monk stays blocked
    blocker = '"When ~ becomes the target of a spell, sacrifice it."'
    result = _play(_board("", blocker=blocker) + _cast("Giant Growth", "ogre", "B"))
    kinds = [e.kind for e in result.events]
    assert kinds.index("sacrificed") < kinds.index("timeline_fizzles")
    assert result.board.permanent("ogre").zone.value == "graveyard"
    assert result.board.permanent("monk").damage == 0
    assert result.board.player("B").life == 20  # blocked (509.1h): no damage to B


def test_601_2c_becomes_target_control_another_target() -> None:
    blocker = '"When ~ becomes the target of a spell, sacrifice it."'
    result = _play(_board("", blocker=blocker) + _cast("Giant Growth", "monk", "A"))
    assert result.board.permanent("ogre").zone.value == "graveyard"  # of the 5/5's damage
    assert not any(e.kind == "sacrificed" for e in result.events)


def test_603_3b_apnap_the_nonactive_players_trigger_resolves_first() -> None:
    # the active player's prowess and the defending player's sacrifice both
    # trigger; B's was put on the stack last and resolves first
    blocker = '"When ~ becomes the target of a spell, sacrifice it."'
    result = _play(_board('"Prowess"', blocker=blocker) + _cast("Shock", "ogre", "A"))
    sources = [e.source for e in result.events if e.kind == "trigger_resolves"]
    assert sources == ["ogre", "monk"]


def test_601_2i_a_sentence_without_its_card_is_refused_when_a_color_is_asked() -> None:
    line = '"Whenever you cast a white spell, ~ gets +2/+0 until end of turn."'
    entry = (
        '[[timeline]]\nafter = "declare-blockers"\n'
        'effect = "Target creature gets +3/+3 until end of turn."\ntargets = ["monk"]\n'
        'controller = "A"\n'
    )
    scenario = parse_scenario(_board(line) + entry)
    with pytest.raises(TimelineError) as caught:
        run_combat(scenario.board, "current", scenario.timeline, auto=True)
    assert caught.value.key == "timeline_cast_unknown"
    # control: "a noncreature spell" is told from a sentence (an instant, 307.1)
    prowess = parse_scenario(_board('"Prowess"') + entry)
    result = run_combat(prowess.board, "current", prowess.timeline, auto=True)
    assert result.board.permanent("monk").power == 5


def test_603_2_an_abilitys_target_with_a_becomes_target_trigger_is_refused() -> None:
    watcher = (
        HEAD + '[[permanents]]\nid = "sky"\ncontroller = "A"\npower = 1\ntoughness = 1\n'
        'abilities = ["Whenever ~ attacks, you may tap target creature."]\nattacking = "B"\n'
        'choices = { targets = ["bear"] }\n'
        '[[permanents]]\nid = "bear"\ncontroller = "B"\npower = 2\ntoughness = 2\n'
    )
    line = 'abilities = ["When ~ becomes the target of a spell or ability, sacrifice it."]\n'
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(watcher + line)
    assert caught.value.key == "choice_target_becomes_target"
    # control: "of a spell" only is not triggered by an ability's target
    spell_only = 'abilities = ["When ~ becomes the target of a spell, sacrifice it."]\n'
    assert parse_scenario(watcher + spell_only).board.permanent("bear")


def test_601_2i_a_player_casts_trigger_on_an_artifact_gains_life() -> None:
    text = (
        HEAD + '[[permanents]]\nid = "bear"\ncontroller = "A"\npower = 2\ntoughness = 2\n'
        'attacking = "B"\n'
        '[[permanents]]\nid = "claw"\ncontroller = "B"\ntypes = ["artifact"]\n'
        'abilities = ["Whenever a player casts a red spell, you may gain 1 life."]\n'
    )
    result = _play(text + _cast("Shock", "bear", "A"))
    assert result.board.player("B").life == 21  # the bear died to Shock: no damage
    control = _play(text + _cast("Giant Growth", "bear", "A"))
    assert control.board.player("B").life == 15  # a green spell: no life; 5 damage


def test_601_2i_trigger_values_are_block_triggers_with_a_spell_condition() -> None:
    parsed = parse_sentence(
        "Whenever you cast a spell, ~ gets +X/+X until end of turn, where X is that spell's power."
    )
    # a count the rules do not take from the spell: refused (session 10: its
    # mana value is, tests/test_rules_202_3_cast_trigger_mana_value.py)
    assert parsed.status == "unmodelled"
    read = parse_sentence("Whenever you cast a colorless spell, ~ gets +1/+0 until end of turn.")
    [value] = read.traits.abilities
    assert isinstance(value, BlockTrigger)
    assert value.events == ("cast_spell",)
    assert value.other is not None and value.other.color_count == "colorless"


def test_702_108b_each_spell_cast_triggers_prowess_again() -> None:
    # two Giant Growths at one point: each cast triggers prowess (702.108b
    # speaks of instances; each spell is a new trigger event, 603.2)
    result = _play(_board('"Prowess"') + _cast("Giant Growth") + _cast("Giant Growth"))
    assert [e.rule for e in result.events if e.kind == "trigger_resolves"] == [
        "702.108a",
        "702.108a",
    ]
    assert result.board.permanent("monk").power == 9
    # control: one spell, one trigger
    once = _play(_board('"Prowess"') + _cast("Giant Growth"))
    assert once.board.permanent("monk").power == 5


def test_603_2_a_becomes_target_trigger_that_counters_the_spell_is_refused() -> None:
    # Frost Titan-like: the spell would be countered (701.6), which the
    # engine does not do: refused, never "no effect"
    counters = parse_sentence(
        "Whenever ~ becomes the target of a spell or ability an opponent controls, counter "
        "that spell or ability unless its controller pays {2}."
    )
    assert counters.status == "unmodelled"
    # control: a token that is not in combat (Thorn Lieutenant): since
    # session 11 "an opponent controls" is read (102.2) and the token made
    # (111.1); never refused
    token = parse_sentence(
        "Whenever ~ becomes the target of a spell or ability an opponent controls, create a "
        "1/1 green Elf Warrior creature token."
    )
    assert token.status == "modelled"


def test_101_2_opponents_cant_cast_spells_during_your_turn_refuses_the_entry() -> None:
    dromoka = Card(
        name="Dragonlord Dromoka",
        types=("creature",),
        text="Flying, lifelink\nYour opponents can't cast spells during your turn.",
        power=5,
        toughness=7,
    )
    catalog = BUILTIN.plus(Catalog.of([dromoka]))
    board = HEAD + (
        '[[permanents]]\nid = "dragon"\ncard = "Dragonlord Dromoka"\ncontroller = "A"\n'
        'attacking = "B"\n'
    )
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(board + _cast("Shock", "dragon", "B"), catalog=catalog)
    assert caught.value.key == "timeline_cast_forbidden_your_turn"
    assert "101.2" in str(caught.value)
    # control: its controller may cast spells (only opponents are barred)
    mine = parse_scenario(board + _cast("Giant Growth", "dragon", "A"), catalog=catalog)
    assert len(mine.timeline) == 1
    # control: on the opponent's turn the line does not apply
    theirs = parse_scenario(
        board.replace('active_player = "A"', 'active_player = "B"').replace('attacking = "B"', "")
        + '[[permanents]]\nid = "bear"\ncard = "Grizzly Bears"\ncontroller = "B"\n'
        'attacking = "A"\n' + _cast("Shock", "dragon", "B"),
        catalog=catalog,
    )
    assert len(theirs.timeline) == 1


def test_601_2i_a_creature_spell_condition_stays_no_effect() -> None:
    # no creature spell is cast during combat (307.1): the line changes nothing
    line = "Whenever you cast a creature spell, put a +1/+1 counter on ~."
    assert parse_sentence(line).status == "no_effect"
    # control: a noncreature spell is one a timeline casts
    assert parse_sentence(line.replace("a creature", "a noncreature")).status == "modelled"
