"""Creature tokens for each permanent or card, counted as an attack
trigger resolves (issue 33, session 10): "whenever ~ attacks, create a 2/2
green Wolf creature token that's tapped and attacking for each creature
card in your graveyard" (Kessig Cagebreakers). The number is read as the
ability resolves in the declare attackers step (608.2h, 508.2a); each
token is put onto the battlefield tapped and attacking (508.4), never
declared as an attacker (506.3). Without "attacking", the tokens enter out
of combat (111.1). Controls: no creature card in the graveyard, no token; a
block trigger's tokens can't enter attacking (refused).
"""

from __future__ import annotations

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from mtgcombat.core.model import Board, Player
from mtgcombat.core.player import ZoneCard
from mtgcombat.core.spell_events import TokenEntersAttacking
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.text import parse_sentence

WOLVES = (
    "Whenever ~ attacks, create a 2/2 green Wolf creature token that's tapped and attacking "
    "for each creature card in your graveyard."
)
SOLDIERS = (
    "Whenever ~ attacks, create a 1/1 white Soldier creature token for each attacking creature."
)


def test_parse_tokens_for_each() -> None:
    [ability] = _ability(WOLVES)
    assert str(ability).endswith(
        "create a 2/2 green Wolf creature token tapped and attacking, times X where X is the "
        "number of creature cards in your graveyard"
    )
    assert "あなたの墓地にあるクリーチャー・カード1枚につき、" in describe_value(ability, "ja")


def test_parse_block_trigger_tokens_attacking_for_each_refused() -> None:
    # control: after blockers are declared a token can't enter attacking in the engine (508.4)
    parsed = parse_sentence(WOLVES.replace("attacks,", "blocks,"), name="Cagebreakers")
    assert parsed.status == "unmodelled"


def _board(abilities: frozenset[object], graveyard: tuple[ZoneCard, ...], *more: object) -> Board:
    breaker = _creature("breaker", attacking="B", abilities=abilities)
    a = Player("A", graveyard=0, graveyard_cards=graveyard)
    return Board((a, Player("B")), (breaker, *more), "A")  # type: ignore[arg-type]


@pytest.mark.parametrize("rules", ["current", "2023"])
@pytest.mark.parametrize(("cards", "wolves"), [(3, 3), (0, 0)])
def test_608_2h_one_wolf_for_each_creature_card(rules: str, cards: int, wolves: int) -> None:
    creature_cards = tuple(ZoneCard(types=frozenset({"creature"})) for _ in range(cards))
    land = ZoneCard(types=frozenset({"land"}))  # not a creature card: not counted
    after, events = declare_attackers_triggers(
        _board(_ability(WOLVES), (*creature_cards, land)), rules
    )
    entered = [e for e in events if isinstance(e, TokenEntersAttacking)]
    assert len(entered) == wolves
    tokens = [p for p in after.permanents if p.id != "breaker"]
    assert len(tokens) == wolves
    assert all(p.tapped and p.attacking == "B" and p.power == 2 for p in tokens)


def test_111_1_tokens_for_each_out_of_combat() -> None:
    # "for each attacking creature": two attackers, two Soldiers, not attacking
    ally = _creature("ally", attacking="B")
    after, _ = declare_attackers_triggers(_board(_ability(SOLDIERS), (), ally), "current")
    tokens = [p for p in after.permanents if p.id not in ("breaker", "ally")]
    assert len(tokens) == 2
    assert all(p.attacking is None and not p.tapped for p in tokens)
