"""A combat damage trigger of a permanent that is a creature or attached to
one (issue 33, session 9): "whenever ~ or enchanted creature deals combat
damage to a player, draw a card" (Thassa's Emissary, bestow 702.103),
"whenever ~ or equipped creature deals combat damage to a player, draw a
card" (Acquisition Octopus, reconfigure). An Aura that is a creature
enchants nothing (303.4d) and an Equipment with reconfigure stops being a
creature while attached, so at most one of the two deals the damage: the
line is the same trigger on each (603.2, 510.3a). The draw is an event
(121.1). Each rules test is named by its rule and has a control."""

from __future__ import annotations

from helpers import creature_card
from mtgcombat.core.abilities import BlockTrigger, DrawEffect
from mtgcombat.core.model import Board, CardType, Permanent, Player
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

EMISSARY = "Whenever ~ or enchanted creature deals combat damage to a player, draw a card."


def _abilities() -> frozenset[BlockTrigger]:
    parsed = parse_sentence(EMISSARY, name="Thassa's Emissary")
    assert parsed.status == "modelled", parsed.error
    found = frozenset(a for a in parsed.traits.abilities if isinstance(a, BlockTrigger))
    assert len(found) == len(parsed.traits.abilities)
    return found


def _draws(*permanents: Permanent) -> int:
    board = Board((Player("A"), Player("B")), permanents, "A")
    events = resolve_combat(board, "current", None, auto=True, triggers=True).events
    return sum(e.kind == "cards_drawn" for e in events)


def test_parser_reads_the_trigger_on_itself_and_on_its_host() -> None:
    triggers = list(_abilities())
    assert sorted(a.subject is None for a in triggers) == [False, True]
    assert all(a.effects == (DrawEffect(1),) for a in triggers)


def test_702_103_the_creature_itself_deals_the_damage() -> None:
    crab = creature_card("crab", "A", 3, 3, attacking="B", abilities=_abilities())
    assert _draws(crab) == 1


def test_702_103_its_host_deals_the_damage() -> None:
    bear = creature_card("bear", "A", attacking="B")
    aura = Permanent(id="aura", controller="A", types=frozenset({CardType.ENCHANTMENT}),
                     attached_to="bear", abilities=_abilities())  # fmt: skip
    assert _draws(bear, aura) == 1


def test_510_3a_control_another_creature_deals_the_damage() -> None:
    # control: the aura enchants a creature that does not attack; another does
    bear = creature_card("bear", "A", attacking="B")
    home = creature_card("home", "A")
    aura = Permanent(id="aura", controller="A", types=frozenset({CardType.ENCHANTMENT}),
                     attached_to="home", abilities=_abilities())  # fmt: skip
    assert _draws(bear, home, aura) == 0
