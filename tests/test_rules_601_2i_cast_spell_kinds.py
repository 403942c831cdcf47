"""Issue 33: abilities that trigger on a timeline's spell by its subtypes,
supertypes or a list of kinds (601.2i, 603.2): "whenever you cast a Spirit
or Arcane spell" (205.3), "a historic spell" (700.6: artifact, legendary or
Saga), "an instant, sorcery, or Wizard spell", "a blue, black, or red
spell". The spell's kinds come from the card the entry casts; a sentence
alone (``effect``) does not say them and such a trigger is refused. Each
test has a control where the line must not apply."""

from __future__ import annotations

import pytest

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers)
from mtgcombat.cards.catalog import BUILTIN, Card, Catalog
from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.core.spell_filters import HISTORIC, SpellKinds, spell_matches, spell_words
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.timeline import TimelineError, run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence
from mtgcombat.text.cast_triggers import spell_condition

HEAD = 'active_player = "A"\n[players.A]\n[players.B]\n'

MIGHT = Card(  # Instant — Arcane (the splice line is inert in a timeline)
    name="Kodama's Might",
    types=("instant",),
    subtypes=("arcane",),
    colors=("green",),
    text="Target creature gets +2/+2 until end of turn.\nSplice onto Arcane {G}",
)
RELIC = Card(  # a made-up legendary instant: historic (700.6)
    name="Relic Strength",
    types=("instant",),
    supertypes=("legendary",),
    colors=("green",),
    text="Target creature gets +2/+2 until end of turn.",
)
SWAP = Card(  # Kindred Instant — Shapeshifter with changeling (702.73a)
    name="Shifting Might",
    types=("kindred", "instant"),
    subtypes=("shapeshifter",),
    colors=("green",),
    text="Changeling\nTarget creature gets +2/+2 until end of turn.",
)
CATALOG = BUILTIN.plus(Catalog.of([MIGHT, RELIC, SWAP]))


def _board(line: str) -> str:
    return HEAD + (
        '[[permanents]]\nid = "kami"\ncontroller = "A"\npower = 2\ntoughness = 2\n'
        f'abilities = ["{line}"]\nattacking = "B"\n'
        '[[permanents]]\nid = "ogre"\ncontroller = "B"\npower = 3\ntoughness = 3\n'
        'blocking = ["kami"]\n'
    )


def _cast(card: str) -> str:
    return (
        f'[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ntargets = ["kami"]\n'
        'controller = "A"\n'
    )


def _play(text: str):  # type: ignore[no-untyped-def]
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, "current", scenario.timeline, auto=True)


# -- the parser -------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "words", "ja"),
    [
        (
            "Whenever you cast a Spirit or Arcane spell, Kami of the Hunt gets +1/+1 until "
            "end of turn.",
            "whenever you cast a Spirit or Arcane spell, it gets +1/+1 until end of turn",
            "あなたがスピリットか秘儀である呪文を唱えるたび",
        ),
        (
            "Whenever you cast a historic spell, Serra Disciple gets +1/+1 until end of turn.",
            "whenever you cast a historic spell, it gets +1/+1 until end of turn",
            "あなたが歴史的な呪文を唱えるたび",
        ),
        (
            "Whenever you cast an instant, sorcery, or Wizard spell, ~ gains flying until end "
            "of turn.",
            "whenever you cast an instant or sorcery or Wizard spell, it gains flying until "
            "end of turn",
            "あなたがインスタントかソーサリーかウィザードである呪文を唱えるたび",
        ),
        (
            "Whenever you cast a blue, black, or red spell, you gain 1 life.",
            "whenever you cast a blue or black or red spell, you gain 1 life",
            "あなたが青か黒か赤の呪文を唱えるたび",
        ),
    ],
)
def test_205_3_cast_trigger_spell_kinds_are_read(sentence: str, words: str, ja: str) -> None:
    name = sentence.split(", ", 1)[1].split(" gets", maxsplit=1)[0] if " gets" in sentence else ""
    parsed = parse_sentence(sentence, name=name)
    assert parsed.status == "modelled"
    [value] = parsed.traits.abilities
    assert isinstance(value, BlockTrigger)
    assert str(value) == words
    assert describe_value(value, "ja").startswith(ja)


@pytest.mark.parametrize(
    "sentence",
    [
        # not a card type, color or subtype: refused, never "no effect"
        # (issue 33, session 8: "a kicked spell" is carried out,
        # tests/test_rules_601_2i_cast_turn_count_kicker.py)
        "Whenever you cast a spell of the chosen color, put a +1/+1 counter on ~.",
        "Whenever you cast a Bolas planeswalker spell, you may sacrifice ~. If you do, "
        "destroy target creature.",
        # ("a spell that's both black and green" is read since session 9:
        # tests/test_rules_613_4b_mimic_spell_of_two_colors.py)
        "Whenever you cast a spell that's both black and tiny, ~ gets +1/+1 until end of turn.",
    ],
)
def test_205_3_cast_trigger_other_spell_words_stay_refused(sentence: str) -> None:
    assert parse_sentence(sentence).status == "unmodelled"


def test_700_6_historic_and_subtype_conditions_on_a_spells_kinds() -> None:
    spirit_or_arcane = spell_condition("a spirit or arcane spell")
    instant = frozenset({"instant"})
    arcane = SpellKinds(frozenset({"arcane"}))
    assert spell_matches(spirit_or_arcane, instant, frozenset(), arcane) is True
    # control: an instant with no subtype; a sentence alone (kinds unknown)
    assert spell_matches(spirit_or_arcane, instant, frozenset(), SpellKinds()) is False
    assert spell_matches(spirit_or_arcane, frozenset(), None, None) is None
    # changeling: every creature type (702.73a), not the spell type Arcane
    shifter = SpellKinds(frozenset({"shapeshifter"}), changeling=True)
    assert spell_matches(spirit_or_arcane, instant, frozenset(), shifter) is True
    assert spell_matches(spell_condition("an arcane spell"), instant, None, shifter) is False
    legendary = SpellKinds(supertypes=frozenset({"legendary"}))
    assert spell_matches(HISTORIC, instant, frozenset(), legendary) is True
    assert spell_matches(HISTORIC, frozenset({"artifact", "instant"}), None, SpellKinds())
    assert spell_matches(HISTORIC, instant, frozenset(), SpellKinds()) is False
    assert spell_words(HISTORIC) == "a historic spell"


# -- the rules --------------------------------------------------------------

SPIRIT = "Whenever you cast a Spirit or Arcane spell, ~ gets +1/+1 until end of turn."


def test_205_3k_an_arcane_spell_triggers_spirit_or_arcane() -> None:
    # a 2/2 blocked by a 3/3: Kodama's Might (Arcane) triggers +1/+1 first
    # (603.3), then +2/+2: a 5/5 kills the ogre and lives
    result = _play(_board(SPIRIT) + _cast("Kodama's Might"))
    resolved = [e.rule for e in result.events if e.kind == "trigger_resolves"]
    assert resolved == ["601.2i"]
    assert result.board.permanent("kami").power == 5
    assert result.board.permanent("kami").zone.value == "battlefield"
    assert result.board.permanent("ogre").zone.value == "graveyard"


def test_205_3k_spirit_or_arcane_control_an_instant_with_no_subtype() -> None:
    # Giant Growth has no subtype: no trigger; a 5/5 (+3/+3) still wins, but
    # the kami is 5/5, not 6/6
    result = _play(_board(SPIRIT) + _cast("Giant Growth"))
    assert not any(e.kind == "trigger_resolves" for e in result.events)
    assert result.board.permanent("kami").power == 5


def test_702_73a_a_changeling_spell_is_a_spirit_spell() -> None:
    result = _play(_board(SPIRIT) + _cast("Shifting Might"))
    assert result.board.permanent("kami").power == 5
    # control: "an Arcane spell" is a spell type, not a creature type
    arcane = SPIRIT.replace("a Spirit or Arcane spell", "an Arcane spell")
    control = _play(_board(arcane) + _cast("Shifting Might"))
    assert control.board.permanent("kami").power == 4


def test_700_6_a_legendary_spell_is_historic() -> None:
    line = "Whenever you cast a historic spell, ~ gets +1/+1 until end of turn."
    result = _play(_board(line) + _cast("Relic Strength"))
    assert result.board.permanent("kami").power == 5
    control = _play(_board(line) + _cast("Kodama's Might"))
    assert control.board.permanent("kami").power == 4


def test_601_2i_a_sentence_alone_does_not_say_its_subtypes() -> None:
    entry = (
        '[[timeline]]\nafter = "declare-blockers"\n'
        'effect = "Target creature gets +2/+2 until end of turn."\ntargets = ["kami"]\n'
        'controller = "A"\n'
    )
    scenario = parse_scenario(_board(SPIRIT) + entry, catalog=CATALOG)
    with pytest.raises(TimelineError) as caught:
        run_combat(scenario.board, "current", scenario.timeline, auto=True)
    assert caught.value.key == "timeline_cast_unknown"
    # control: the card named, its subtypes are known
    assert _play(_board(SPIRIT) + _cast("Kodama's Might")).board.permanent("kami").power == 5
