"""A group of "creatures attacking you" (issue 33, session 10): the creatures
attacking the player who controls the source, as each attacker's player or
planeswalker was chosen when attackers were declared (508.1b); a creature
attacking a planeswalker that player controls is not attacking the player
(506.3). Boarded Window's "Creatures attacking you get -1/-0." and
Watchdog's "As long as ~ is untapped, all creatures attacking you get
-1/-0." apply in layer 7c (613.4c) while the creature attacks. Each rules
test has a control.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from helpers import creature_card as _creature
from mtgcombat.core.model import (
    Board,
    CardType,
    Counters,
    Permanent,
    Player,
)
from mtgcombat.core.selector_values import Selector
from mtgcombat.core.statics import Static
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.text import parse_sentence

WINDOW = "Creatures attacking you get -1/-0."
WATCHDOG = "As long as Watchdog is untapped, all creatures attacking you get -1/-0."


def _statics(sentence: str, name: str) -> tuple[Static, ...]:
    parsed = parse_sentence(sentence, name=name)
    assert parsed.status == "modelled", parsed.error
    return parsed.traits.statics


# -- parser -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "name", "text"),
    [
        (WINDOW, "Boarded Window", "creatures attacking you: get -1/+0"),
        (WATCHDOG, "Watchdog", "creatures attacking you: get -1/+0 as long as it is untapped"),
        ("All creatures attacking you get -1/-0.", "Boarded Window", None),
    ],
)
def test_parse_creatures_attacking_you(sentence: str, name: str, text: str | None) -> None:
    [static] = _statics(sentence, name)
    if text is not None:
        assert str(static) == text
    assert "あなたを攻撃しているクリーチャー" in describe_value(static, "ja")


def test_parse_the_selector_is_relative_to_the_source() -> None:
    assert str(Selector(relation="attacking_you")) == "creatures attacking you"


# -- 508.1b, 506.3, 613.4c ----------------------------------------------------------


def _window(controller: str = "B") -> Permanent:
    return Permanent(
        id="win", controller=controller, power=0, toughness=0,
        types=frozenset({CardType.ARTIFACT}), statics=_statics(WINDOW, "Boarded Window"),
    )  # fmt: skip


def _walker() -> Permanent:
    return Permanent(
        id="pw", controller="B", power=0, toughness=0,
        types=frozenset({CardType.PLANESWALKER}), counters=Counters(loyalty=4),
    )  # fmt: skip


def _board(*perms: Permanent, players: tuple[str, ...] = ("A", "B")) -> Board:
    return Board(tuple(Player(p) for p in players), perms, "A")


def test_613_4c_a_creature_attacking_you_gets_minus_one() -> None:
    board = _board(_creature("bear", attacking="B"), _window())
    assert apply_static_effects(board).permanent("bear").power == 1


def test_506_3_a_creature_attacking_your_planeswalker_is_not_attacking_you() -> None:
    # control: the same Window, the bear attacks B's planeswalker (508.1b)
    board = _board(_creature("bear", attacking="pw"), _window(), _walker())
    assert apply_static_effects(board).permanent("bear").power == 2


def test_613_4c_creatures_not_attacking_are_not_changed() -> None:
    # control: a creature that isn't attacking, and the Window's controller's own attacker
    board = _board(_creature("bear"), _creature("elk", controller="B"), _window())
    seen = apply_static_effects(board)
    assert (seen.permanent("bear").power, seen.permanent("elk").power) == (2, 2)
    mine = _board(_creature("bear", attacking="B"), _window(controller="A"))
    assert apply_static_effects(mine).permanent("bear").power == 2


def test_508_1b_three_players_only_the_ones_attacking_the_windows_controller() -> None:
    board = _board(
        _creature("bear", attacking="B"), _creature("elk", attacking="C"), _window(),
        players=("A", "B", "C"),
    )  # fmt: skip
    seen = apply_static_effects(board)
    assert (seen.permanent("bear").power, seen.permanent("elk").power) == (1, 2)


def test_613_4c_watchdog_only_while_untapped() -> None:
    dog = Permanent(
        id="wd", controller="B", power=1, toughness=2,
        types=frozenset({CardType.CREATURE}), statics=_statics(WATCHDOG, "Watchdog"),
    )  # fmt: skip
    board = _board(_creature("bear", attacking="B"), dog)
    assert apply_static_effects(board).permanent("bear").power == 1
    # control: Watchdog tapped, the condition is not met
    tapped = _board(_creature("bear", attacking="B"), replace(dog, tapped=True))
    assert apply_static_effects(tapped).permanent("bear").power == 2
