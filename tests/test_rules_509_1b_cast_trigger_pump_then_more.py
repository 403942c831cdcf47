"""Issue 33 (session 10): a cast trigger's effect in two parts on the
permanent itself (601.2i): "~ gets +1/+0 until end of turn and can't be
blocked this turn" (613.4c, 509.1b: cast before blockers are declared, no
creature may block it) and "~ gets +1/+1 until end of turn. Untap it."
(701.26b). Each test has a control where the line must not apply."""

from __future__ import annotations

import pytest

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers)
from helpers import instants_catalog
from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence

CATALOG = instants_catalog({})
SNEAK = (
    "Whenever you cast a noncreature spell, ~ gets +1/+0 until end of turn and can't be "
    "blocked this turn."
)
UNTAP = "Whenever you cast an instant or sorcery spell, ~ gets +1/+1 until end of turn. Untap it."


@pytest.mark.parametrize(
    ("sentence", "words", "ja"),
    [
        (SNEAK, "whenever you cast a noncreature spell, it gets +1/+0 until end of turn and it "
         "can't be blocked this turn", "それはこのターン、ブロックされない"),
        ("Whenever you cast your second spell each turn, ~ gets +2/+0 until end of turn and "
         "can't be blocked this turn.", "whenever you cast your second spell each turn, it gets "
         "+2/+0", "各ターンの2つ目の呪文"),
        (UNTAP, "whenever you cast an instant or sorcery spell, it gets +1/+1 until end of turn "
         "and untap it", "これをアンタップする"),
    ],
)  # fmt: skip
def test_509_1b_two_part_effects_are_read(sentence: str, words: str, ja: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled", parsed
    [value] = parsed.traits.abilities
    assert isinstance(value, BlockTrigger)
    assert str(value).startswith(words), str(value)
    assert ja in describe_value(value, "ja")


@pytest.mark.parametrize(
    "sentence",
    [
        # "it" is the target, not ~: not read as untapping ~
        "Whenever you cast an instant spell, target creature gets +1/+1 until end of turn. "
        "Untap it.",
        # another creature made unblockable: not this form
        "Whenever you cast a noncreature spell, target creature gets +1/+0 until end of turn and "
        "can't be blocked this turn.",
    ],
)
def test_509_1b_other_two_part_effects_stay_refused(sentence: str) -> None:
    assert parse_sentence(sentence).status == "unmodelled"


def _board(line: str, caster: str = "A", after: str = "declare-attackers") -> str:
    # A's 2/1 attacks B, untapped B's 3/3 could block it; the spell is a Shock at the other player
    other = "B" if caster == "A" else "A"
    return (
        'active_player = "A"\n[players.A]\n[players.B]\n'
        '[[permanents]]\nid = "rogue"\ncontroller = "A"\npower = 2\ntoughness = 1\n'
        f'attacking = "B"\ntapped = true\nabilities = ["{line}"]\n'
        '[[permanents]]\nid = "giant"\ncontroller = "B"\npower = 3\ntoughness = 3\n'
        f'[[timeline]]\nafter = "{after}"\ncard = "Shock"\ntargets = ["{other}"]\n'
        f'controller = "{caster}"\n'
    )


def _play(text: str):  # type: ignore[no-untyped-def]
    scenario = parse_scenario(text, catalog=CATALOG)
    return run_combat(scenario.board, "current", scenario.timeline, auto=True)


def test_509_1b_a_noncreature_spell_makes_it_unblockable() -> None:
    result = _play(_board(SNEAK))
    assert ("block_rule_this_turn", "509.1b") in [(e.kind, e.rule) for e in result.events]
    assert result.board.player("B").life == 20 - 2 - 3  # the Shock and the 3/1
    # control: B casts the Shock: no trigger, the giant may block
    control = _play(_board(SNEAK, caster="B"))
    assert "block_rule_this_turn" not in [e.kind for e in control.events]
    assert control.board.player("A").life == 18


def test_701_26b_the_trigger_untaps_it() -> None:
    result = _play(_board(UNTAP, after="declare-blockers"))
    rogue = result.board.permanent("rogue")
    assert not rogue.tapped
    assert result.board.player("B").life == 20 - 2 - 3  # the Shock and the 3/2
    # control: B's Shock: A's attacker stays tapped
    control = _play(_board(UNTAP, caster="B", after="declare-blockers"))
    assert control.board.permanent("rogue").tapped
    assert control.board.player("B").life == 18
