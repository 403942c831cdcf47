"""Issue 33: more effects of the abilities a timeline's spell triggers as it
is cast (601.2i, 603.3): damage to each opponent (120.3) or to each creature
of a kind, "each opponent loses 1 life" (119.3), +1/+1 counters on a target
(603.3d: the permanent's ``choices.targets``), "target creature can't block
this turn" (509.1a). Each resolves before the spell (608.1); each test has a
control where the line must not apply."""

from __future__ import annotations

import pytest

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers)
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence

HEAD = 'active_player = "A"\n[players.A]\n[players.B]\n'


def _board(line: str, *, choices: str = "", blocked: bool = True) -> str:
    block = 'blocking = ["bear"]\n' if blocked else ""
    return HEAD + (
        '[[permanents]]\nid = "bear"\ncontroller = "A"\npower = 2\ntoughness = 2\n'
        'attacking = "B"\n'
        '[[permanents]]\nid = "kami"\ncontroller = "A"\npower = 1\ntoughness = 3\n'
        f'abilities = ["{line}"]\n{choices}'
        '[[permanents]]\nid = "ogre"\ncontroller = "B"\npower = 3\ntoughness = 2\n' + block
    )


def _cast(card: str, target: str = "bear", after: str = "declare-blockers") -> str:
    return (
        f'[[timeline]]\nafter = "{after}"\ncard = "{card}"\ntargets = ["{target}"]\n'
        'controller = "A"\n'
    )


def _play(text: str):  # type: ignore[no-untyped-def]
    scenario = parse_scenario(text)
    return run_combat(scenario.board, "current", scenario.timeline, auto=True)


@pytest.mark.parametrize(
    ("sentence", "ja"),
    [
        ("Whenever you cast a noncreature spell, ~ deals 1 damage to each opponent.",
         "あなたが非クリーチャー呪文を唱えるたび、"),
        ("Whenever you cast a red spell, ~ deals 1 damage to each creature without flying.",
         "あなたが赤の呪文を唱えるたび、"),
        ("Magecraft \u2014 Whenever you cast or copy an instant or sorcery spell, each opponent "
         "loses 1 life and you gain 1 life.",
         "あなたがインスタントかソーサリーである呪文を唱えるたび、"),
        ("Whenever you cast an enchantment spell, put a +1/+1 counter on target creature.",
         "あなたがエンチャント呪文を唱えるたび、"),
        ("Whenever you cast an instant or sorcery spell, target creature an opponent controls "
         "can't block this turn.", "あなたがインスタントかソーサリーである呪文を唱えるたび、"),
        ("Whenever an opponent casts a spell, ~ deals 2 damage to that player.",
         "対戦相手1人が呪文を唱えるたび、"),
        ("Whenever an opponent casts a noncreature spell, that player loses 2 life and you gain "
         "2 life.", "対戦相手1人が非クリーチャー呪文を唱えるたび、"),
    ],
)  # fmt: skip
def test_601_2i_cast_trigger_effects_are_read(sentence: str, ja: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled"
    [value] = parsed.traits.abilities
    words = describe_value(value, "ja")
    assert words.startswith(ja)
    assert not any(c.isascii() and c.isalpha() for c in words), words


@pytest.mark.parametrize(
    "sentence",
    [
        # each creature of the defending player's: no defending player for a spell's trigger
        "Whenever you cast an instant spell, ~ deals 1 damage to each creature defending "
        "player controls.",
        # "that spell's mana value", a payment by "that player": not carried out
        "Whenever an opponent casts a spell, that player sacrifices a permanent unless they "
        "pay {1}.",
        # (white or blue) and (instant or sorcery): not one list of kinds
        "Whenever an opponent casts a white or blue instant or sorcery spell, ~ deals 2 damage "
        "to that player.",
        # "that player" of your own spell's trigger is not read
        "Whenever you cast a spell, ~ deals 2 damage to that player.",
        # (session 10: "+X/+X, where X is that spell's mana value" is carried
        # out, tests/test_rules_202_3_cast_trigger_mana_value.py)
        "Whenever you cast a spell, ~ gets +X/+X until end of turn, where X is the number of "
        "cards in your hand.",
    ],
)
def test_601_2i_cast_trigger_effects_not_carried_out_stay_refused(sentence: str) -> None:
    assert parse_sentence(sentence).status == "unmodelled"


def test_120_3_cast_trigger_damage_to_each_opponent() -> None:
    line = "Whenever you cast a noncreature spell, ~ deals 1 damage to each opponent."
    result = _play(_board(line, blocked=False) + _cast("Giant Growth"))
    # 1 from the trigger (601.2i), then the unblocked 5/5 bear
    assert result.board.player("B").life == 14
    assert [e.kind for e in result.events][:2] == ["trigger_resolves", "damage_dealt"]
    # control: no spell cast, no trigger
    assert _play(_board(line, blocked=False)).board.player("B").life == 18


def test_120_3_cast_trigger_damage_to_each_creature_without_flying_kills_a_blocker() -> None:
    # Shock on the ogre (3/2) is red: 1 damage to each creature without
    # flying first (the kami's, 603.3), then Shock; the bear is hurt too
    line = "Whenever you cast a red spell, ~ deals 1 damage to each creature without flying."
    result = _play(_board(line) + _cast("Shock", "ogre"))
    assert result.board.permanent("ogre").zone.value == "graveyard"
    assert result.board.permanent("bear").damage == 1
    assert result.board.permanent("kami").damage == 1
    # control: Giant Growth is green; the bear (5/5) kills the ogre alone
    control = _play(_board(line) + _cast("Giant Growth"))
    assert control.board.permanent("kami").damage == 0
    assert control.board.permanent("bear").damage == 3


def test_119_3_cast_trigger_each_opponent_loses_life_you_gain() -> None:
    line = (
        "Magecraft \u2014 Whenever you cast or copy an instant or sorcery spell, each opponent "
        "loses 1 life and you gain 1 life."
    )
    result = _play(_board(line) + _cast("Giant Growth"))
    assert (result.board.player("A").life, result.board.player("B").life) == (21, 19)
    # control: the opponent casts it; "you cast" is not met
    theirs = _board(line) + _cast("Giant Growth", "ogre").replace('controller = "A"\n', "")
    control = _play(theirs.replace("[[timeline]]", '[[timeline]]\ncontroller = "B"'))
    assert (control.board.player("A").life, control.board.player("B").life) == (20, 20)


def test_603_3d_cast_trigger_counter_on_target_creature() -> None:
    # the kami's trigger targets the bear: a +1/+1 counter (603.3d), then
    # Giant Growth: a 6/6
    line = "Whenever you cast an instant or sorcery spell, put a +1/+1 counter on target creature."
    choices = 'choices = { targets = ["bear"] }\n'
    result = _play(_board(line, choices=choices) + _cast("Giant Growth"))
    assert result.board.permanent("bear").counters.plus_one == 1
    assert result.board.permanent("bear").current_power == 6
    # control: its target chosen is the ogre, which then kills... nothing: 3/2 + counter
    other = _play(
        _board(line, choices='choices = { targets = ["ogre"] }\n') + _cast("Giant Growth")
    )
    assert other.board.permanent("bear").counters.plus_one == 0
    assert other.board.permanent("ogre").counters.plus_one == 1


def test_509_1a_cast_trigger_target_creature_cant_block_this_turn() -> None:
    # cast as attackers are declared: the ogre can't block, the bear's 2 + 3
    # from Giant Growth reach B
    line = (
        "Whenever you cast an instant or sorcery spell, target creature an opponent controls "
        "can't block this turn."
    )
    choices = 'choices = { targets = ["ogre"] }\n'
    board = _board(line, choices=choices, blocked=False)
    result = _play(board + _cast("Giant Growth", after="declare-attackers"))
    assert any(e.kind == "trigger_resolves" for e in result.events)
    assert "can't block" in " ".join(str(r) for r in result.board.permanent("ogre").block_rules)
    # control: a creature spell condition it does not meet (a white spell)
    white = board.replace("an instant or sorcery spell", "a white spell")
    control = _play(white + _cast("Giant Growth", after="declare-attackers"))
    assert not control.board.permanent("ogre").block_rules


def test_601_2i_that_player_is_the_spells_caster() -> None:
    # B's permanent: "whenever an opponent casts a spell, ~ deals 2 damage to
    # that player": A casts Giant Growth and is dealt 2 (120.3) before it
    # resolves; the 5/5 bear then kills the ogre
    line = "Whenever an opponent casts a spell, ~ deals 2 damage to that player."
    text = _board("").replace('abilities = [""]\n', "") + (
        '[[permanents]]\nid = "ruin"\ncontroller = "B"\ntypes = ["artifact"]\n'
        f'abilities = ["{line}"]\n'
    )
    result = _play(text + _cast("Giant Growth"))
    assert result.board.player("A").life == 18
    assert result.board.player("B").life == 20
    damage = next(e for e in result.events if e.kind == "damage_dealt")
    assert (damage.source, damage.recipient) == ("ruin", "A")
    # control: B casts the spell (its controller, not an opponent): no damage
    theirs = _play(
        text + _cast("Giant Growth", "ogre").replace('controller = "A"', 'controller = "B"')
    )
    assert theirs.board.player("A").life == 20
    assert theirs.board.player("B").life == 20


def test_119_3_that_player_loses_life_and_you_gain() -> None:
    line = (
        "Whenever an opponent casts a noncreature spell, that player loses 2 life and you "
        "gain 2 life."
    )
    text = _board("").replace('abilities = [""]\n', "") + (
        '[[permanents]]\nid = "ruin"\ncontroller = "B"\ntypes = ["enchantment"]\n'
        f'abilities = ["{line}"]\n'
    )
    result = _play(text + _cast("Shock", "ogre"))
    assert (result.board.player("A").life, result.board.player("B").life) == (18, 22)
    # control: no spell cast
    none = _play(text)
    assert (none.board.player("A").life, none.board.player("B").life) == (20, 20)
