"""Issue 33 (session 8): further effects of the abilities a timeline's spell
triggers as it is cast (601.2i, 603.3), each resolved before the spell
(608.1): a cost paid as it resolves, "you may pay {1}. If you do, ..."
(118.3, 603.5); +1/+1 counters on each creature you control (122.1); base
power and toughness set (613.4b); a target destroyed (701.8) or returned to
its owner's hand (400.7); creature tokens (111.1). Each test has a control
where the line must not apply."""

from __future__ import annotations

import pytest

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers)
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence

HEAD = 'active_player = "A"\n[players.A]\n[players.B]\n'


def _board(line: str, *, choices: str = "", ogre_types: str = "") -> str:
    return HEAD + (
        '[[permanents]]\nid = "bear"\ncontroller = "A"\npower = 2\ntoughness = 2\n'
        'attacking = "B"\n'
        '[[permanents]]\nid = "kami"\ncontroller = "A"\npower = 1\ntoughness = 3\n'
        f'abilities = ["{line}"]\n{choices}'
        '[[permanents]]\nid = "ogre"\ncontroller = "B"\npower = 3\ntoughness = 3\n'
        f'blocking = ["bear"]\n{ogre_types}'
    )


def _cast(card: str, target: str = "bear", controller: str = "A") -> str:
    return (
        f'[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ntargets = ["{target}"]\n'
        f'controller = "{controller}"\n'
    )


def _play(text: str):  # type: ignore[no-untyped-def]
    scenario = parse_scenario(text)
    return run_combat(scenario.board, "current", scenario.timeline, auto=True)


@pytest.mark.parametrize(
    ("sentence", "ja"),
    [
        ("Whenever a player casts a white spell, you may pay {1}. If you do, you gain 1 life.",
         "プレイヤー1人が白の呪文を唱えるたび、"),
        ("Whenever you cast a spell, put a +1/+1 counter on each creature you control.",
         "あなたが呪文を唱えるたび、"),
        ("Magecraft \u2014 Whenever you cast or copy an instant or sorcery spell, target "
         "creature has base power and toughness 8/8 until end of turn.",
         "あなたがインスタントかソーサリーである呪文を唱えるたび、"),
        ("Heroic \u2014 Whenever you cast a spell that targets ~, destroy target enchantment "
         "creature an opponent controls.",
         "あなたがこのクリーチャーを対象とする呪文を唱えるたび、"),
        ("Whenever you cast a spell, return target permanent to its owner's hand.",
         "あなたが呪文を唱えるたび、"),
        ("Whenever you cast an Elf spell, you may create a 1/1 green Elf Warrior creature "
         "token.", "あなたがエルフ呪文を唱えるたび、"),
        ("Whenever you cast an artifact spell, you may untap target creature.",
         "あなたがアーティファクト呪文を唱えるたび、"),
        ("Whenever you cast an enchantment spell, you gain 1 life and draw a card.",
         "あなたがエンチャント呪文を唱えるたび、"),
    ],
)  # fmt: skip
def test_601_2i_cast_trigger_more_effects_are_read(sentence: str, ja: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled", parsed
    [value] = parsed.traits.abilities
    words = describe_value(value, "ja")
    assert words.startswith(ja), words
    assert not any(c.isascii() and c.isalpha() for c in words), words


@pytest.mark.parametrize(
    "sentence",
    [
        # a payment of X, a count of that spell's: not carried out
        "Heroic \u2014 Whenever you cast a spell that targets ~, you may pay {X}. If you do, "
        "put X +1/+1 counters on ~.",
        # a payment by "that player": not carried out
        "Whenever an opponent casts a spell, that player sacrifices a permanent unless they "
        "pay {1}.",
    ],
)
def test_601_2i_cast_trigger_costs_not_carried_out_stay_refused(sentence: str) -> None:
    assert parse_sentence(sentence).status == "unmodelled"


def test_118_3_cast_trigger_you_may_pay_if_you_do() -> None:
    # B's Giant Growth is green: A pays {1} (603.5) and the bear gets +1/+1,
    # then Giant Growth makes the ogre 6/6: the bear (3/3) dies, the ogre lives
    line = (
        "Whenever a player casts a green spell, you may pay {1}. If you do, target creature "
        "gets +1/+1 until end of turn."
    )
    paid = 'choices = { may = true, targets = ["bear"] }\n'
    result = _play(_board(line, choices=paid) + _cast("Giant Growth", "ogre", "B"))
    kinds = [e.kind for e in result.events]
    assert (
        kinds.index("trigger_resolves")
        < kinds.index("mana_paid")
        < kinds.index("pt_until_end_of_turn")
    )
    assert result.board.permanent("bear").zone.value == "graveyard"
    assert result.board.permanent("ogre").damage == 3
    # control: not paid, no +1/+1 (the bear deals 2)
    unpaid = 'choices = { may = false, targets = ["bear"] }\n'
    control = _play(_board(line, choices=unpaid) + _cast("Giant Growth", "ogre", "B"))
    assert not any(e.kind == "mana_paid" for e in control.events)
    assert control.board.permanent("ogre").damage == 2
    # control: Shock is red, no trigger
    red = _play(_board(line, choices=paid) + _cast("Shock", "ogre", "B"))
    assert not any(e.kind == "trigger_resolves" for e in red.events)


def test_122_1_cast_trigger_counters_on_each_creature_you_control() -> None:
    line = "Whenever you cast an instant spell, put a +1/+1 counter on each creature you control."
    result = _play(_board(line) + _cast("Giant Growth"))
    assert result.board.permanent("bear").counters.plus_one == 1
    assert result.board.permanent("kami").counters.plus_one == 1
    assert result.board.permanent("ogre").counters.plus_one == 0
    # control: the opponent casts it: "you cast" is not met
    control = _play(_board(line) + _cast("Giant Growth", "ogre", "B"))
    assert control.board.permanent("bear").counters.plus_one == 0


def test_613_4b_cast_trigger_sets_base_power_and_toughness() -> None:
    # the bear's base 8/8 (613.4b) then Giant Growth's +3/+3 (613.4c): 11/11
    line = (
        "Whenever you cast an instant or sorcery spell, target creature has base power and "
        "toughness 8/8 until end of turn."
    )
    choices = 'choices = { targets = ["bear"] }\n'
    result = _play(_board(line, choices=choices) + _cast("Giant Growth"))
    bear = result.board.permanent("bear")
    assert (bear.current_power, bear.current_toughness) == (11, 11)
    # control: a white spell condition Giant Growth does not meet: 5/5
    white = _board(line.replace("an instant or sorcery spell", "a white spell"), choices=choices)
    control = _play(white + _cast("Giant Growth")).board.permanent("bear")
    assert (control.current_power, control.current_toughness) == (5, 5)


def test_701_8_heroic_destroys_target_enchantment_creature() -> None:
    line = (
        "Heroic \u2014 Whenever you cast a spell that targets ~, destroy target enchantment "
        "creature an opponent controls."
    )
    choices = 'choices = { targets = ["ogre"] }\n'
    types = 'types = ["enchantment", "creature"]\n'
    result = _play(_board(line, choices=choices, ogre_types=types) + _cast("Giant Growth", "kami"))
    assert result.board.permanent("ogre").zone.value == "graveyard"
    assert result.board.permanent("bear").damage == 0
    # control: Giant Growth on the bear does not target ~: no trigger (the
    # 5/5 bear then kills the 3/3 ogre in combat)
    control = _play(_board(line, choices=choices, ogre_types=types) + _cast("Giant Growth"))
    assert control.board.permanent("ogre").zone.value == "graveyard"  # 5/5 bear kills it
    assert any(e.kind == "trigger_resolves" for e in result.events)
    assert not any(e.kind == "trigger_resolves" for e in control.events)


def test_400_7_cast_trigger_returns_target_permanent_to_hand() -> None:
    line = "Whenever you cast a spell, return target permanent to its owner's hand."
    choices = 'choices = { targets = ["ogre"] }\n'
    result = _play(_board(line, choices=choices) + _cast("Giant Growth"))
    assert result.board.permanent("ogre").zone.value == "hand"
    assert result.board.permanent("bear").damage == 0
    # control: the opponent casts Giant Growth on the ogre: no trigger, the 6/6 ogre kills the bear
    control = _play(_board(line, choices=choices) + _cast("Giant Growth", "ogre", "B"))
    assert control.board.permanent("ogre").zone.value == "battlefield"
    assert control.board.permanent("bear").zone.value == "graveyard"


def test_111_1_cast_trigger_creates_a_token() -> None:
    line = "Whenever you cast a green spell, you may create a 1/1 green Elf Warrior creature token."
    result = _play(_board(line, choices="choices = { may = true }\n") + _cast("Giant Growth"))
    assert len(result.board.permanents) == 4
    # control: Shock is red
    control = _play(_board(line, choices="choices = { may = true }\n") + _cast("Shock", "ogre"))
    assert len(control.board.permanents) == 3
