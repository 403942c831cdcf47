"""Abilities on a permanent becoming untapped (issue 33, session 7):
"Inspired — Whenever ~ becomes untapped, EFFECT". A tapped permanent
turning untapped triggers them (701.26b now, 701.21b in 2023); in the combat
the engine plays, that is an effect untapping it (a timeline's spell, a
resolving triggered ability), never the untap step (502.3). The ability
resolves before the game goes on (603.3), with the deaths and life gains of
that moment. Each rules test is named by its rule and has a control; the
parser tests read each form; the Japanese test renders them."""

from __future__ import annotations

import pytest

from helpers import read_trigger as ability
from helpers import text_creature as creature
from mtgcombat.core.abilities import PumpEffect
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.timeline import after_attackers
from mtgcombat.text import parse_sentence

BUTCHER = "Inspired — Whenever ~ becomes untapped, it gets +2/+0 until end of turn."
SUN_GUIDE = "Inspired — Whenever ~ becomes untapped, you gain 2 life."
UNTAP_ALL = "Whenever ~ attacks, untap each other creature you control."
UNTAP_ONE = "Whenever ~ attacks, untap target creature."


def declare(*permanents: Permanent) -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    return after_attackers(board, "current")


def triggered(events: tuple[Event, ...]) -> list[tuple[str, str]]:
    return [
        (getattr(e, "about", ""), getattr(e, "event", ""))
        for e in events
        if e.kind == "dies_ability_triggered"
    ]


# -- the parser ----------------------------------------------------------------


def test_parser_reads_becomes_untapped() -> None:
    value = ability(BUTCHER)
    assert value.events == ("becomes_untapped",)
    assert value.effects == (PumpEffect("it", 2, 0),)
    assert ability(SUN_GUIDE).events == ("becomes_untapped",)


@pytest.mark.parametrize(
    "sentence",
    [
        # a land or an artifact becomes untapped for mana and costs the engine
        # doesn't play: the count is unknowable
        "Whenever a permanent you control becomes untapped, ~ gets +1/+1 until end of turn.",
    ],
)
def test_parser_refuses_becomes_untapped_it_cannot_carry_out(sentence: str) -> None:
    assert parse_sentence(sentence, name="Testcat").status == "unmodelled"


def test_parser_becomes_untapped_draw_has_no_effect_on_combat() -> None:
    sentence = "Inspired — Whenever ~ becomes untapped, draw a card."
    assert parse_sentence(sentence, name="Testcat").status == "no_effect"


# -- the rules -----------------------------------------------------------------


def test_701_26b_an_effect_untapping_it_triggers_inspired() -> None:
    x = creature("x", "A", 2, 2, UNTAP_ALL, attacking="B")
    guide = creature("guide", "A", 2, 2, SUN_GUIDE, tapped=True)
    board, events = declare(x, guide)
    assert not board.permanent("guide").tapped
    assert ("guide", "becomes_untapped") in triggered(events)
    assert board.player("A").life == 22


def test_701_26b_control_an_untapped_creature_does_not_become_untapped() -> None:
    # control: untapping an untapped creature doesn't make it become untapped
    x = creature("x", "A", 2, 2, UNTAP_ALL, attacking="B")
    guide = creature("guide", "A", 2, 2, SUN_GUIDE)
    board, events = declare(x, guide)
    assert triggered(events) == []
    assert board.player("A").life == 20


def test_701_26b_an_opponents_creature_untapped_gets_its_pump() -> None:
    # A's attack trigger untaps B's tapped butcher: it can block (509.1a),
    # and its own ability gives it +2/+0 before blockers are declared
    x = creature("x", "A", 2, 2, UNTAP_ONE, attacking="B",
                 choices=TriggerChoices(targets=("butcher",)))  # fmt: skip
    butcher = creature("butcher", "B", 2, 3, BUTCHER, tapped=True)
    board, _ = declare(x, butcher)
    assert board.permanent("butcher").current_power == 4
    # control: aimed at the attacker itself, the butcher stays tapped and 2/3
    x = creature("x", "A", 2, 2, UNTAP_ONE, attacking="B", choices=TriggerChoices(targets=("x",)))
    board, _ = declare(x, butcher)
    assert board.permanent("butcher").tapped
    assert board.permanent("butcher").current_power == 2


def test_508_1f_attacking_taps_it_which_is_not_becoming_untapped() -> None:
    # control: an attacker without vigilance becomes tapped as it attacks
    # (508.1f); it does not become untapped
    butcher = creature("butcher", "A", 2, 3, BUTCHER, attacking="B", tapped=True)
    board, events = declare(butcher)
    assert triggered(events) == []
    assert board.permanent("butcher").current_power == 2


# -- Japanese --------------------------------------------------------------------


def test_japanese_rendering_of_becomes_untapped() -> None:
    assert describe_value(ability(BUTCHER), "ja").startswith(
        "このクリーチャーがアンタップ状態になるたび"
    )
    x = creature("x", "A", 2, 2, UNTAP_ALL, attacking="B")
    guide = creature("guide", "A", 2, 2, SUN_GUIDE, tapped=True)
    board, events = declare(x, guide)
    fired = next(e for e in events if e.kind == "dies_ability_triggered")
    assert describe_event(fired).startswith("guide becomes untapped")
    assert describe_event(fired, "ja", board=board).startswith("guideがアンタップ状態になった")
