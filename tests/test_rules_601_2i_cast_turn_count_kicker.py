"""Issue 33 (session 8): triggers on a spell being cast (601.2i) with a
condition beyond the spell's characteristics: "your second spell each turn"
(the caster's spells this turn: the scenario's ``spells_cast`` before the
combat, then the timeline's in the order they are cast, the entries of a
point last first), "other than your first spell each turn", "during your
turn / an opponent's turn", "a kicked spell" (702.33d). Each resolves
before the spell (603.3, 608.1); each test has a control where the line
must not apply."""

from __future__ import annotations

import pytest

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers)
from helpers import instants_catalog
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.timeline import run_combat
from mtgcombat.rules.timeline_entries import TimelineError
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence

CATALOG = instants_catalog(
    {
        "Explosive Growth": (
            "Kicker {5} (You may pay an additional {5} as you cast this spell.)\n"
            "Target creature gets +2/+2 until end of turn. If this spell was kicked, that "
            "creature gets +5/+5 until end of turn instead."
        ),
    }
)


def _board(line: str, *, owner: str = "A", spells_cast: int = 0) -> str:
    return (
        f'active_player = "A"\n[players.A]\nspells_cast = {spells_cast}\n[players.B]\n'
        '[[permanents]]\nid = "bear"\ncontroller = "A"\npower = 2\ntoughness = 2\n'
        'attacking = "B"\n'
        f'[[permanents]]\nid = "kami"\ncontroller = "{owner}"\npower = 1\ntoughness = 3\n'
        f'abilities = ["{line}"]\n'
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


def _counters(text: str) -> int:
    return int(_play(text).board.permanent("kami").counters.plus_one)


@pytest.mark.parametrize(
    ("sentence", "english", "ja"),
    [
        ("Flurry of Blows \u2014 Whenever you cast your second spell each turn, put a +1/+1 "
         "counter on ~.", "whenever you cast your second spell each turn",
         "あなたが各ターンの2つ目の呪文を唱えるたび、"),
        ("Whenever you cast your second spell each turn, you gain 2 life.",
         "whenever you cast your second spell each turn", "あなたが各ターンの2つ目の呪文"),
        ("Whenever you cast a spell other than your first spell each turn, put a +1/+1 counter "
         "on ~.", "whenever you cast a spell other than your first spell each turn",
         "あなたが各ターンの1つ目以外の呪文を唱えるたび、"),
        ("Whenever you cast your first spell during each opponent's turn, ~ deals 1 damage to "
         "any target.", "whenever you cast your first spell during each opponent's turn",
         "あなたが各対戦相手のターンの1つ目の呪文を唱えるたび、"),
        ("Whenever you cast your first spell during each opponent's turn, ~ deals 1 damage to "
         "each opponent. Scry 1.", "whenever you cast your first spell during each opponent's",
         "あなたが各対戦相手のターンの1つ目の呪文を唱えるたび、"),
        ("Whenever you cast a spell during an opponent's turn, put a +1/+1 counter on ~.",
         "whenever you cast a spell during an opponent's turn",
         "対戦相手のターンの間にあなたが呪文を唱えるたび、"),
        ("Whenever an opponent casts a blue or black spell during your turn, put a +1/+1 "
         "counter on ~.", "whenever an opponent casts a blue or black spell during your turn",
         "あなたのターンの間に対戦相手1人が青か黒の呪文を唱えるたび、"),
        ("Whenever you cast a kicked spell, you gain 2 life.",
         "whenever you cast a kicked spell", "あなたがキッカーされた呪文を唱えるたび、"),
        ("Whenever you cast a spell, if that spell was kicked, ~ gets +1/+1 and gains menace "
         "until end of turn.", "whenever you cast a kicked spell",
         "あなたがキッカーされた呪文を唱えるたび、"),
    ],
)  # fmt: skip
def test_601_2i_cast_turn_count_kicker_read(sentence: str, english: str, ja: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled", parsed
    [value] = parsed.traits.abilities
    assert str(value).startswith(english), str(value)
    words = describe_value(value, "ja")
    assert words.startswith(ja), words
    assert not any(c.isascii() and c.isalpha() for c in words), words


@pytest.mark.parametrize(
    "sentence",
    [
        # its effect is not carried out (a Clue, a random opponent)
        "Whenever you cast your second spell each turn, untap target creature, then investigate.",
        "Whenever you cast your first spell each turn, choose an opponent at random. ~ deals "
        "damage equal to that spell's mana value to that player or a planeswalker that "
        "player controls.",
        # another player's second spell: no such form
        "Whenever an opponent casts your second spell each turn, you gain 2 life.",
    ],
)
def test_601_2i_cast_turn_count_kicker_others_refused(sentence: str) -> None:
    assert parse_sentence(sentence).status == "unmodelled"


SECOND = "Whenever you cast your second spell each turn, put a +1/+1 counter on ~."


def test_601_2i_second_spell_each_turn_counts_the_timeline() -> None:
    # two spells: the second one cast triggers it (the entries of a point
    # are cast last first: the second listed is cast first)
    two = _board(SECOND) + _cast("Giant Growth") + _cast("Giant Growth")
    assert _counters(two) == 1
    # control: one spell is the first, no trigger
    assert _counters(_board(SECOND) + _cast("Giant Growth")) == 0
    # control: the opponent's spells are not "yours"
    theirs = (
        _board(SECOND) + _cast("Giant Growth", "ogre", "B") + _cast("Giant Growth", "ogre", "B")
    )
    assert _counters(theirs) == 0


def test_601_2i_second_spell_each_turn_counts_spells_cast_before_the_combat() -> None:
    # one spell cast in the first main phase (spells_cast = 1): the
    # timeline's one is the second
    assert _counters(_board(SECOND, spells_cast=1) + _cast("Giant Growth")) == 1
    # control: two before it: it is the third
    assert _counters(_board(SECOND, spells_cast=2) + _cast("Giant Growth")) == 0


def test_601_2i_second_spell_across_points() -> None:
    # one after attackers are declared, one after blockers: the later is the second
    first = _cast("Giant Growth").replace("declare-blockers", "declare-attackers")
    text = _board(SECOND) + first + _cast("Giant Growth")
    assert _counters(text) == 1


def test_601_2i_other_than_first_spell_each_turn() -> None:
    line = (
        "Whenever you cast a spell other than your first spell each turn, put a +1/+1 counter on ~."
    )
    three = _board(line) + _cast("Giant Growth") + _cast("Giant Growth") + _cast("Giant Growth")
    assert _counters(three) == 2
    assert _counters(_board(line) + _cast("Giant Growth")) == 0


def test_601_2i_during_an_opponents_turn() -> None:
    # B's permanent; A is the active player: B's spell is cast during an opponent's turn
    line = "Whenever you cast a spell during an opponent's turn, put a +1/+1 counter on ~."
    assert _counters(_board(line, owner="B") + _cast("Giant Growth", "ogre", "B")) == 1
    # control: A's permanent and A's spell, during A's own turn
    assert _counters(_board(line) + _cast("Giant Growth")) == 0
    # "during your turn": the other way round
    yours = line.replace("an opponent's turn", "your turn")
    assert _counters(_board(yours) + _cast("Giant Growth")) == 1
    assert _counters(_board(yours, owner="B") + _cast("Giant Growth", "ogre", "B")) == 0


def test_601_2i_first_spell_during_each_opponents_turn() -> None:
    # B's permanent, A's turn: B's first spell triggers it; "Scry 1" changes
    # nothing in the combat (701.22)
    line = (
        "Whenever you cast your first spell during each opponent's turn, ~ deals 1 damage to "
        "each opponent. Scry 1."
    )
    first = _board(line, owner="B").replace("[players.B]\n", "[players.B]\nspells_cast = 0\n")
    assert _play(first + _cast("Giant Growth", "ogre", "B")).board.player("A").life == 19
    # the spells B cast before the combat not given: refused, never taken as
    # none (session 10)
    with pytest.raises(TimelineError) as caught:
        _play(_board(line, owner="B") + _cast("Giant Growth", "ogre", "B"))
    assert caught.value.key == "timeline_cast_count_unknown"
    # control: B's second spell this turn (one cast before the combat)
    second = _board(line, owner="B").replace("[players.B]\n", "[players.B]\nspells_cast = 1\n")
    assert _play(second + _cast("Giant Growth", "ogre", "B")).board.player("A").life == 20
    # control: B's first spell during B's own turn
    own = (
        'active_player = "B"\n[players.A]\n[players.B]\n'
        '[[permanents]]\nid = "wolf"\ncontroller = "B"\npower = 2\ntoughness = 2\n'
        'attacking = "A"\n'
        f'[[permanents]]\nid = "kami"\ncontroller = "B"\npower = 1\ntoughness = 3\n'
        f'abilities = ["{line}"]\n'
    )
    # the 5/5 wolf's 5 only: no trigger
    assert _play(own + _cast("Giant Growth", "wolf", "B")).board.player("A").life == 15


def test_702_33d_kicked_spell_triggers_only_when_kicked() -> None:
    line = "Whenever you cast a kicked spell, put a +1/+1 counter on ~."
    kicked = _board(line) + _cast("Explosive Growth", more="kicked = true\n")
    assert _counters(kicked) == 1
    # control: the same card not kicked
    assert _counters(_board(line) + _cast("Explosive Growth")) == 0


def test_702_33d_kicked_spell_given_without_its_card_is_refused() -> None:
    line = "Whenever you cast a kicked spell, put a +1/+1 counter on ~."
    sentence = (
        '[[timeline]]\nafter = "declare-blockers"\n'
        'effect = "Target creature gets +3/+3 until end of turn."\ntargets = ["bear"]\n'
        'controller = "A"\n'
    )
    with pytest.raises(TimelineError) as error:
        _play(_board(line) + sentence)
    assert "kicked" in str(error.value.facts)
    # control: a spell condition a sentence meets ("a spell") is played
    plain = "Whenever you cast a spell, put a +1/+1 counter on ~."
    assert _counters(_board(plain) + sentence) == 1


@pytest.mark.parametrize(
    "sentence",
    [
        "Whenever you cast your second spell each turn, you gain 2 life.",
        "Whenever you cast a kicked spell, put a +1/+1 counter on ~.",
        # a token's delayed ability has a "when" of its own, a word (603.7)
        "Whenever ~ attacks, create a 4/4 white Angel creature token with flying that's tapped "
        "and attacking. Exile that token at end of combat.",
    ],
)
def test_601_2i_cast_condition_round_trips_in_the_structured_form(sentence: str) -> None:
    from mtgcombat.text.structured import ability_from_json  # noqa: PLC0415
    from mtgcombat.text.structured_write import ability_to_json  # noqa: PLC0415

    [value] = parse_sentence(sentence).traits.abilities
    assert ability_from_json(ability_to_json(value)) == value
