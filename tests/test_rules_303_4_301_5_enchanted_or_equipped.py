"""Creatures "that are enchanted or equipped" (issue 33, session 11): one Aura
(303.4) or one Equipment (301.5) attached, either or both. Read after any
selector: an attack trigger's attacker ("whenever a creature you control
that's enchanted or equipped attacks", 508.2a, 603.2) and a group's static
("Creatures you control that are enchanted or equipped have double strike",
613.1f). Real cards: Reyav, Master Smith; Halvar, God of Battle. Each rules
test has a control where the line must not apply.
"""

from __future__ import annotations

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from mtgcombat.core.model import Board, CardType, Keyword, Permanent, Player
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.text import parse_sentence

REYAV = (
    "Whenever a creature you control that's enchanted or equipped attacks, "
    "that creature gains double strike until end of turn."
)
HALVAR = "Creatures you control that are enchanted or equipped have double strike."


def _attached(pid: str, host: str, kind: str) -> Permanent:
    # an Aura (303.4) or an Equipment (301.5) attached to ``host``
    card = CardType.ENCHANTMENT if kind == "aura" else CardType.ARTIFACT
    return Permanent(id=pid, controller="A", types=frozenset({card}),
                     subtypes=frozenset({kind}), attached_to=host)  # fmt: skip


def _board(*perms: Permanent) -> Board:
    return Board((Player("A"), Player("B")), perms, "A")


@pytest.mark.parametrize("sentence", [REYAV, HALVAR])
def test_parse_enchanted_or_equipped(sentence: str) -> None:
    assert parse_sentence(sentence, name="Reyav").status == "modelled"
    [ability] = _ability(sentence)
    assert "enchanted permanents and/or equipped permanents" in str(ability)


def test_508_2a_reyav_enchanted_and_equipped_attackers_gain_double_strike() -> None:
    reyav = _creature("reyav", abilities=_ability(REYAV, name="Reyav"))
    board = _board(
        reyav,
        _creature("bear", attacking="B"),
        _creature("elk", attacking="B"),
        _creature("ox", attacking="B"),
        _attached("aura", "bear", "aura"),
        _attached("sword", "elk", "equipment"),
    )
    after, _ = declare_attackers_triggers(board, "current")
    assert after.permanent("bear").has(Keyword.DOUBLE_STRIKE)
    assert after.permanent("elk").has(Keyword.DOUBLE_STRIKE)
    # control: nothing attached to the ox (603.2)
    assert not after.permanent("ox").has(Keyword.DOUBLE_STRIKE)


def test_613_1f_halvar_double_strike_for_enchanted_or_equipped_only() -> None:
    statics = parse_sentence(HALVAR, name="Halvar").traits.statics
    board = _board(
        _creature("halvar", statics=statics),
        _creature("bear"),
        _creature("elk"),
        _creature("theirs", "B"),
        _attached("sword", "bear", "equipment"),
        _attached("aura", "theirs", "aura"),
    )
    after = apply_static_effects(board)
    assert after.permanent("bear").has(Keyword.DOUBLE_STRIKE)
    # controls: nothing attached to the elk; the opponent's enchanted creature
    assert not after.permanent("elk").has(Keyword.DOUBLE_STRIKE)
    assert not after.permanent("theirs").has(Keyword.DOUBLE_STRIKE)
