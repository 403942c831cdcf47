"""A group of creatures "that are enchanted or equipped" (303.4: an Aura
attached; 301.5: an Equipment attached): the union of the two, read as the
static ability applies (613.1f double strike, layer 6; 613.4c +1/+1, layer
7c). Halvar, God of Battle: "Creatures you control that are enchanted or
equipped have double strike."; Koll, the Forgemaster: "Creature tokens you
control that are enchanted or equipped get +1/+1." """

from __future__ import annotations

from typing import Any

import pytest

from helpers import creature
from mtgcombat.core.abilities import Selector
from mtgcombat.core.model import Board, CardType, Permanent, Player
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

HALVAR = "Creatures you control that are enchanted or equipped have double strike."
KOLL = "Creature tokens you control that are enchanted or equipped get +1/+1."


def _statics(sentence: str) -> tuple[Any, ...]:
    parsed = parse_sentence(sentence, name="Testcard")
    assert parsed.status == "modelled", parsed.error
    return parsed.traits.statics


def _attachment(pid: str, kind: str, host: str, controller: str = "A") -> Permanent:
    card_type = CardType.ENCHANTMENT if kind == "aura" else CardType.ARTIFACT
    return Permanent(
        id=pid,
        controller=controller,
        types=frozenset({card_type}),
        subtypes=frozenset({kind}),
        attached_to=host,
    )


def _life_b(*perms: Permanent, rules: RuleSet = RuleSet.CURRENT) -> int:
    board = Board((Player("A"), Player("B")), perms, "A")
    return resolve_combat(board, rules, auto=True).board.player("B").life


def test_613_parser_reads_the_union_of_the_two_attachments() -> None:
    (static,) = _statics(HALVAR)
    either = (
        Selector(types=frozenset(), enchanted=True),
        Selector(types=frozenset(), equipped=True),
    )
    assert static.affected.any_of == either
    assert static.affected.controller == "you"
    (koll,) = _statics(KOLL)
    assert koll.affected.token is True and koll.affected.any_of == either


@pytest.mark.parametrize("kind", ["aura", "equipment"])
@pytest.mark.parametrize("rules", list(RuleSet))
def test_613_1f_an_enchanted_or_equipped_creature_has_double_strike(
    kind: str, rules: RuleSet
) -> None:
    halvar = creature("halvar", "A", 4, 4, statics=_statics(HALVAR))
    bear = creature("bear", "A", 2, 2, attacking="B")
    assert _life_b(halvar, bear, _attachment("gear", kind, "bear"), rules=rules) == 16


def test_613_1f_control_a_bare_creature_and_an_opponents_enchanted_one_deal_once() -> None:
    halvar = creature("halvar", "B", 4, 4, statics=_statics(HALVAR))
    bear = creature("bear", "A", 2, 2, attacking="B")
    assert _life_b(creature("h2", "A", 4, 4, statics=_statics(HALVAR)), bear) == 18
    # B's Halvar: A's enchanted bear is not a creature B controls
    assert _life_b(halvar, bear, _attachment("aura", "aura", "bear")) == 18


def test_613_4c_an_equipped_token_gets_plus_one_a_nontoken_does_not() -> None:
    koll = creature("koll", "A", 2, 2, statics=_statics(KOLL))
    token = creature("tok", "A", 1, 1, attacking="B", token=True)
    card = creature("card", "A", 1, 1, attacking="B")
    life = _life_b(
        koll, token, card, _attachment("g1", "equipment", "tok"), _attachment("g2", "aura", "card")
    )
    assert life == 20 - 2 - 1


def test_613_4c_control_a_bare_token_gets_nothing() -> None:
    koll = creature("koll", "A", 2, 2, statics=_statics(KOLL))
    token = creature("tok", "A", 1, 1, attacking="B", token=True)
    assert _life_b(koll, token) == 19
