"""Issue 33 (session 10): abilities that trigger on a timeline's spell by its
mana value (202.3; 601.2i, 603.2): "whenever you cast a spell with mana
value 4 or greater" (Ascendant Packleader), "whenever a player casts a
spell with mana value 3 or less" (Eidolon of the Great Revel), "~ gets
+X/+0 until end of turn, where X is that spell's mana value" (Erratic
Cyclops, Manaplasm); with them, "a spell that's white, blue, black, or red"
(Quirion Dryad, 105.2) and "you may have target creature get -2/-2 until
end of turn" (Blightcaster, 603.5). The mana value is the card's (202.3);
a sentence alone, or a card cast with an X announced (202.3e: X counts
once for each X of its cost, which the catalog does not give), is refused.
Each test has a control where the line must not apply."""

from __future__ import annotations

import pytest

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers)
from mtgcombat.cards.catalog import BUILTIN, Card, Catalog
from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.core.selector_values import Compare
from mtgcombat.core.spell_filters import spell_matches
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.timeline import run_combat
from mtgcombat.rules.timeline_entries import TimelineError
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence
from mtgcombat.text.cast_triggers import spell_condition

SECOND_THOUGHTS = Card(  # {4}{W} Instant, mana value 5
    name="Second Thoughts",
    types=("instant",),
    colors=("white",),
    mana_value=5.0,
    text="Exile target attacking creature.\nDraw a card.",
)
TITANIC = Card(  # {1}{G} Instant, mana value 2
    name="Titanic Growth",
    types=("instant",),
    colors=("green",),
    mana_value=2.0,
    text="Target creature gets +4/+4 until end of turn.",
)
UNTAMED = Card(  # {X}{G} Instant: mana value 1 in the catalog, 1 + X on the stack
    name="Untamed Might",
    types=("instant",),
    colors=("green",),
    mana_value=1.0,
    text="Target creature gets +X/+X until end of turn.",
)
CATALOG = BUILTIN.plus(Catalog.of([SECOND_THOUGHTS, TITANIC, UNTAMED]))

PACKLEADER = "Whenever you cast a spell with mana value 4 or greater, put a +1/+1 counter on ~."
EIDOLON = (
    "Whenever a player casts a spell with mana value 3 or less, ~ deals 2 damage to that player."
)
CYCLOPS = (
    "Whenever you cast an instant or sorcery spell, ~ gets +X/+0 until end of turn, where X is "
    "that spell's mana value."
)
DRYAD = "Whenever you cast a spell that's white, blue, black, or red, put a +1/+1 counter on ~."
BLIGHTCASTER = (
    "Whenever you cast an instant spell, you may have target creature get -2/-2 until end of turn."
)


def _board(line: str, *, owner: str = "A", more: str = "") -> str:
    # A's 2/2 bear attacks B and is blocked by B's 3/3 ogre; the watcher is
    # a 1/3 of ``owner``'s, not in the combat
    return (
        'active_player = "A"\n[players.A]\n[players.B]\n'
        '[[permanents]]\nid = "bear"\ncontroller = "A"\npower = 2\ntoughness = 2\n'
        'attacking = "B"\n'
        f'[[permanents]]\nid = "kami"\ncontroller = "{owner}"\npower = 1\ntoughness = 3\n'
        f'abilities = ["{line}"]\n{more}'
        '[[permanents]]\nid = "ogre"\ncontroller = "B"\npower = 3\ntoughness = 3\n'
        'blocking = ["bear"]\n'
    )


def _cast(card: str, target: str = "bear", controller: str = "A", more: str = "") -> str:
    return (
        f'[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ntargets = ["{target}"]\n'
        f'controller = "{controller}"\n{more}'
    )


def _play(text: str):  # type: ignore[no-untyped-def]
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, "current", scenario.timeline, auto=True)


# -- the parser -------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "words", "ja"),
    [
        (PACKLEADER, "whenever you cast a spell with mana value 4 or greater, put 1 +1/+1",
         "あなたがマナ総量が4以上の呪文を唱えるたび、"),
        (EIDOLON, "whenever a player casts a spell with mana value 3 or less, this permanent "
         "deals 2 damage to that player", "プレイヤー1人がマナ総量が3以下の呪文を唱えるたび、"),
        ("Whenever you cast an instant spell with mana value 2 or less, ~ gets +1/+1 until end "
         "of turn.", "whenever you cast an instant spell with mana value 2 or less",
         "あなたがマナ総量が2以下のインスタント呪文を唱えるたび、"),
        (CYCLOPS, "whenever you cast an instant or sorcery spell, it gets +1/+0 until end of "
         "turn for each 1 of that spell's mana value", "その呪文のマナ総量1につき+1/+0"),
        ("Whenever you cast a spell, ~ gets +X/+X until end of turn, where X is that spell's "
         "mana value.", "whenever you cast a spell, it gets +1/+1 until end of turn for each 1",
         "その呪文のマナ総量1につき+1/+1"),
        (DRYAD, "whenever you cast a white or blue or black or red spell",
         "あなたが白か青か黒か赤の呪文を唱えるたび、"),
        (BLIGHTCASTER, "whenever you cast an instant spell, you may: a target among creatures "
         "gets -2/-2", "あなたは次を行ってもよい：クリーチャー1体を対象とする"),
        ("Whenever you cast an artifact spell, you may have target creature get +2/+0 and gain "
         "deathtouch until end of turn.", "whenever you cast an artifact spell, you may: a "
         "target among creatures gets +2/+0", "接死を得る"),
    ],
)  # fmt: skip
def test_202_3_cast_trigger_mana_value_forms_are_read(sentence: str, words: str, ja: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled", parsed
    [value] = parsed.traits.abilities
    assert isinstance(value, BlockTrigger)
    assert str(value).startswith(words), str(value)
    assert ja in describe_value(value, "ja")


@pytest.mark.parametrize(
    "sentence",
    [
        # a comparison with no number, a count of something else: refused
        "Whenever you cast an instant or sorcery spell with mana value greater than the number "
        "of experience counters you have, you get an experience counter.",
        "Whenever you cast a spell, ~ gets +X/+X until end of turn, where X is that spell's power.",
        "Whenever you cast a spell that's white, blue, or tiny, put a +1/+1 counter on ~.",
        # "you may have" another effect the grammar does not read
        "Whenever you cast an instant spell, you may have target creature fight ~.",
    ],
)
def test_202_3_other_mana_value_forms_stay_refused(sentence: str) -> None:
    assert parse_sentence(sentence).status == "unmodelled"


def test_202_3_the_condition_compares_the_spells_mana_value() -> None:
    big = spell_condition("a spell with mana value 4 or greater")
    assert big is not None and big.compares == (Compare("mana value", ">=", 4),)
    instant = frozenset({"instant"})
    assert spell_matches(big, instant, frozenset(), None, 4) is True
    assert spell_matches(big, instant, frozenset(), None, 3) is False
    assert spell_matches(big, instant, frozenset(), None, None) is None  # not known
    small_instant = spell_condition("an instant spell with mana value 2 or less")
    # control: a sorcery is no instant, whatever its mana value
    assert spell_matches(small_instant, frozenset({"sorcery"}), frozenset(), None, None) is False


# -- the rules --------------------------------------------------------------


def _counters(text: str) -> int:
    return int(_play(text).board.permanent("kami").counters.plus_one)


def test_202_3_a_spell_of_mana_value_5_triggers_four_or_greater() -> None:
    # Second Thoughts (mana value 5) exiles the attacking bear: the
    # Packleader's trigger resolves first (603.3), a +1/+1 counter
    assert _counters(_board(PACKLEADER) + _cast("Second Thoughts")) == 1
    # control: Murder (mana value 3)
    assert _counters(_board(PACKLEADER) + _cast("Murder", "ogre")) == 0


def test_202_3_eidolon_deals_2_damage_to_the_caster_of_a_small_spell() -> None:
    # B casts Murder (3) on the bear: B is dealt 2 (the caster, 601.2i)
    result = _play(_board(EIDOLON, owner="B") + _cast("Murder", "bear", "B"))
    assert result.board.player("B").life == 18
    assert result.board.player("A").life == 20
    # control: Second Thoughts (5) cast by B on the attacking bear
    control = _play(_board(EIDOLON, owner="B") + _cast("Second Thoughts", "bear", "B"))
    assert control.board.player("B").life == 20


def test_202_3_cyclops_gets_plus_x_where_x_is_the_mana_value() -> None:
    # the watcher attacks instead of the bear: a 1/3 blocked by the 3/3 ogre;
    # Second Thoughts on a third creature (mana value 5): +5/+0, the 6/3
    # kills the ogre and dies to its 3
    text = (
        'active_player = "A"\n[players.A]\n[players.B]\n'
        f'[[permanents]]\nid = "kami"\ncontroller = "A"\npower = 1\ntoughness = 3\n'
        f'abilities = ["{CYCLOPS}"]\nattacking = "B"\n'
        '[[permanents]]\nid = "wolf"\ncontroller = "A"\npower = 2\ntoughness = 2\n'
        'attacking = "B"\n'
        '[[permanents]]\nid = "ogre"\ncontroller = "B"\npower = 3\ntoughness = 3\n'
        'blocking = ["kami"]\n'
    )
    result = _play(text + _cast("Second Thoughts", "wolf"))
    assert result.board.permanent("kami").power == 6
    assert result.board.permanent("ogre").zone.value == "graveyard"
    # control: Titanic Growth (mana value 2) on the wolf: +2/+0, a 3/3 trades
    control = _play(text + _cast("Titanic Growth", "wolf"))
    assert control.board.permanent("kami").power == 3
    assert control.board.permanent("ogre").zone.value == "graveyard"
    assert control.board.player("B").life == 14  # the 6/6 wolf unblocked


def test_202_3e_an_x_announced_leaves_the_mana_value_unknown() -> None:
    with pytest.raises(TimelineError) as caught:
        _play(_board(PACKLEADER) + _cast("Untamed Might", more="x = 3\n"))
    assert caught.value.key == "timeline_cast_mana_value_unknown"
    with pytest.raises(TimelineError) as pumped:
        _play(_board(CYCLOPS) + _cast("Untamed Might", more="x = 3\n"))
    assert pumped.value.key == "timeline_cast_mana_value_unknown"
    # control: a card without X
    assert _counters(_board(PACKLEADER) + _cast("Titanic Growth")) == 0


def test_601_2i_a_sentence_alone_does_not_say_its_mana_value() -> None:
    entry = (
        '[[timeline]]\nafter = "declare-blockers"\n'
        'effect = "Target creature gets +2/+2 until end of turn."\ntargets = ["bear"]\n'
        'controller = "A"\n'
    )
    with pytest.raises(TimelineError) as caught:
        _play(_board(PACKLEADER) + entry)
    assert caught.value.key == "timeline_cast_unknown"
    with pytest.raises(TimelineError) as pumped:
        _play(_board(CYCLOPS) + entry)
    assert pumped.value.key == "timeline_cast_mana_value_unknown"


def test_105_2_dryad_counts_a_spell_of_one_of_four_colors() -> None:
    assert _counters(_board(DRYAD) + _cast("Murder", "ogre")) == 1  # black
    # control: a green spell
    assert _counters(_board(DRYAD) + _cast("Titanic Growth")) == 0


def test_603_5_you_may_have_target_creature_get_minus_2() -> None:
    # Titanic Growth on the watcher (not in the combat); Blightcaster's
    # trigger targets the ogre (choices.targets, 603.3d): a 1/1 ogre dies to
    # the 2/2 bear, which lives
    chosen = 'choices = { targets = ["ogre"] }\n'
    result = _play(_board(BLIGHTCASTER, more=chosen) + _cast("Titanic Growth", "kami"))
    assert result.board.permanent("ogre").zone.value == "graveyard"
    assert result.board.permanent("bear").zone.value == "battlefield"
    # control: the optional effect declined (choices.may = false): the 3/3
    # ogre kills the bear and lives
    declined = 'choices = { targets = ["ogre"], may = false }\n'
    control = _play(_board(BLIGHTCASTER, more=declined) + _cast("Titanic Growth", "kami"))
    assert control.board.permanent("ogre").zone.value == "battlefield"
    assert control.board.permanent("bear").zone.value == "graveyard"
