"""Issue 33 (session 11): a trigger on a spell cast (601.2i) or on becoming
the target of a spell (601.2c) whose effect takes the permanent itself off
the battlefield, "return ~ to its owner's hand" (400.7) or "exile ~"
(406.2). It resolves before the spell (603.3, 608.1): the permanent leaves
the combat (506.4), the creature it blocked stays blocked (509.1h), and a
spell that targeted it alone does nothing (608.2b). Such a line is never
"no effect": one the engine does not carry out is refused."""

from __future__ import annotations

import pytest

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers)
from mtgcombat.app.blocks import blocks_document
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence

HEAD = 'active_player = "A"\n[players.A]\n[players.B]\n'


def _board(line: str) -> str:
    return HEAD + (
        '[[permanents]]\nid = "bear"\ncontroller = "A"\npower = 2\ntoughness = 2\n'
        'attacking = "B"\n'
        '[[permanents]]\nid = "wisp"\ncontroller = "B"\npower = 1\ntoughness = 3\n'
        f'abilities = ["{line}"]\nblocking = ["bear"]\n'
    )


def _cast(card: str, target: str, controller: str = "A") -> str:
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
        ("When ~ becomes the target of a spell or ability, return ~ to its owner's hand.",
         "手札"),
        ("When ~ becomes the target of a spell or ability, exile ~.", "追放"),
        ("Whenever you cast a Spirit or Arcane spell, you may return ~ to its owner's hand.",
         "手札"),
        ("When you cast a spell, return ~ to its owner's hand.", "手札"),
    ],
)  # fmt: skip
def test_400_7_spell_trigger_moving_itself_is_read(sentence: str, ja: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled"
    [value] = parsed.traits.abilities
    words = describe_value(value, "ja")
    assert ja in words
    assert not any(c.isascii() and c.isalpha() for c in words), words


@pytest.mark.parametrize(
    "sentence",
    [
        # a library is not a zone the engine moves a permanent to: refused, not "no effect"
        "When ~ becomes the target of a spell, shuffle ~ into its owner's library.",
        "Whenever a player casts a spell, put ~ on top of its owner's library.",
    ],
)
def test_400_7_spell_trigger_moving_itself_elsewhere_is_refused(sentence: str) -> None:
    assert parse_sentence(sentence).status == "unmodelled"


@pytest.mark.parametrize(
    "sentence",
    [
        # no combat: a main phase (505.1); the card that died is in a graveyard (400.7d)
        "Whenever you cast an instant spell during your main phase, you may return ~ to its "
        "owner's hand.",
        "When ~ dies, exile it.",
        # after the combat (603.7)
        "Whenever a player casts a spell, return ~ to its owner's hand at end of combat.",
    ],
)
def test_400_7_moving_itself_outside_the_combat_stays_no_effect(sentence: str) -> None:
    assert parse_sentence(sentence).status == "no_effect"


def test_400_7_targeted_blocker_returns_to_hand_and_the_spell_does_nothing() -> None:
    line = "When ~ becomes the target of a spell or ability, return ~ to its owner's hand."
    result = _play(_board(line) + _cast("Shock", "wisp"))
    wisp = result.board.permanent("wisp")
    assert wisp.zone.value == "hand"
    assert wisp.damage == 0  # Shock's only target is gone (608.2b)
    kinds = [e.kind for e in result.events]
    assert kinds.index("trigger_resolves") < kinds.index("returned_to_hand")
    # the bear stays blocked (509.1h): no damage to B, none to the bear
    assert result.board.player("B").life == 20
    assert result.board.permanent("bear").damage == 0
    # control: Giant Growth on the bear does not target the wisp: it stays
    # and blocks, and the 5/5 bear destroys it
    control = _play(_board(line) + _cast("Giant Growth", "bear"))
    assert control.board.permanent("wisp").zone.value == "graveyard"
    assert "returned_to_hand" not in [e.kind for e in control.events]


def test_406_2_targeted_blocker_is_exiled() -> None:
    line = "When ~ becomes the target of a spell or ability, exile ~."
    result = _play(_board(line) + _cast("Giant Growth", "wisp"))
    assert result.board.permanent("wisp").zone.value == "exile"
    assert result.board.permanent("wisp").current_power == 1  # the spell did nothing
    assert result.board.player("B").life == 20
    # control: no spell, the wisp blocks and survives the 2/2 bear
    control = _play(_board(line))
    assert control.board.permanent("wisp").zone.value == "battlefield"


def test_400_7_cast_trigger_returns_the_attacker() -> None:
    # A's attacker: "when you cast a spell, return ~ to its owner's hand";
    # Giant Growth on the bear: the trigger resolves first (603.3), the bear
    # leaves the combat and Giant Growth does nothing (608.2b)
    line = "When you cast a spell, return ~ to its owner's hand."
    text = HEAD + (
        '[[permanents]]\nid = "bear"\ncontroller = "A"\npower = 2\ntoughness = 2\n'
        f'attacking = "B"\nabilities = ["{line}"]\n'
    )
    result = _play(text + _cast("Giant Growth", "bear"))
    assert result.board.permanent("bear").zone.value == "hand"
    assert result.board.player("B").life == 20
    # control: B casts the spell ("you cast" is the bear's controller)
    control = _play(text + _cast("Giant Growth", "bear", controller="B"))
    assert control.board.permanent("bear").zone.value == "battlefield"
    assert control.board.player("B").life == 15


def test_509_1a_any_players_spell_taps_the_would_be_blocker() -> None:
    # Ogre Recluse's wording: a spell cast as attackers are declared taps the
    # ogre before blockers are declared, so it can't block (509.1a)
    line = "Whenever a player casts a spell, tap ~."
    assert parse_sentence(line).status == "modelled"
    text = HEAD + (
        '[[permanents]]\nid = "bear"\ncontroller = "A"\npower = 2\ntoughness = 2\n'
        'attacking = "B"\n'
        '[[permanents]]\nid = "ogre"\ncontroller = "B"\npower = 5\ntoughness = 4\n'
        f'abilities = ["{line}"]\nblocking = ["bear"]\n'
        '[[timeline]]\nafter = "declare-attackers"\ncard = "Giant Growth"\ntargets = ["bear"]\n'
        'controller = "A"\n'
    )
    result = _play(text)
    assert result.board.permanent("ogre").tapped
    assert "tapped_by_effect" in [e.kind for e in result.events]
    # the ogre's block, declared after the cast, is illegal: it is tapped (509.1a)
    doc, _ = blocks_document(parse_scenario(text))
    assert (doc["legal"], [v["rule"] for v in doc["violations"]]) == (False, ["509.1a"])
    # control: no spell cast, the ogre stays untapped and its block is legal
    control_text = text[: text.index("[[timeline]]")]
    control = _play(control_text)
    assert not control.board.permanent("ogre").tapped
    doc, _ = blocks_document(parse_scenario(control_text))
    assert (doc["legal"], doc["violations"]) == (True, [])
