"""A timeline spell's instructions on hands and graveyards are carried out
(issue 33, session 13): a discard (701.9a) empties a hand, and a hellbent
blocker then grows (402.1); a draw (121.1) ends hellbent; a mill (701.17a)
reaches threshold (404.1); a revealed hand (701.20b) changes nothing.
Each with a control where the line must not change the combat."""

from __future__ import annotations

from helpers import creature
from mtgcombat.core.model import Board, Permanent, Player, evolve
from mtgcombat.rules.timeline import Point, TimelineEntry, run_combat
from mtgcombat.text import bind_self, parse_sentence
from mtgcombat.text.spell_cards import read_spell_card

HELLBENT = "Hellbent — Grim Hero gets +2/+0 as long as you have no cards in hand."
THRESHOLD = "Threshold — Grim Hero gets +2/+2 as long as seven or more cards are in your graveyard."


def _with(perm: Permanent, text: str) -> Permanent:
    parsed = parse_sentence(text, name="Grim Hero")
    assert parsed.status == "modelled", parsed
    return evolve(perm, statics=bind_self(parsed.traits.statics, perm.id))


def _cast(text: str, targets: tuple[str, ...], controller: str = "A") -> TimelineEntry:
    spell = read_spell_card(text, "Spell").spell()
    return TimelineEntry(Point.DECLARE_BLOCKERS, spell, targets, controller=controller,
                         name="timeline[0]")  # fmt: skip


def _fight(b: Player, text: str, targets: tuple[str, ...]) -> Board:
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    hero = _with(creature("hero", "B", 2, 2, blocking=("ogre",)), HELLBENT)
    board = Board((Player("A"), b), (ogre, hero), "A")
    return run_combat(board, "current", [_cast(text, targets)], auto=True).board


def test_701_9a_a_discarded_hand_makes_the_hellbent_blocker_kill() -> None:
    after = _fight(Player("B", hand=2), "Target opponent discards two cards.", ("B",))
    assert after.player("B").hand == 0
    assert not after.permanent("ogre").on_battlefield  # 4 damage from a 4/2
    # control: three cards in hand, one stays: no hellbent, the ogre lives
    after = _fight(Player("B", hand=3), "Target opponent discards two cards.", ("B",))
    assert after.player("B").hand == 1 and after.permanent("ogre").on_battlefield


def test_701_20b_a_revealed_hand_changes_nothing() -> None:
    after = _fight(Player("B", hand=0), "Target opponent reveals their hand.", ("B",))
    assert after.player("B").hand == 0
    assert not after.permanent("ogre").on_battlefield  # hellbent all along
    after = _fight(Player("B", hand=1), "Target opponent reveals their hand.", ("B",))
    assert after.player("B").hand == 1 and after.permanent("ogre").on_battlefield


def test_121_1_its_controller_draws_and_hellbent_ends() -> None:
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    hero = _with(creature("hero", "B", 2, 2, blocking=("ogre",)), HELLBENT)
    elf = creature("elf", "B", 1, 1)
    board = Board((Player("A"), Player("B", hand=0)), (ogre, hero, elf), "A")
    text = "Tap target creature. Its controller draws a card."
    after = run_combat(board, "current", [_cast(text, ("elf",))], auto=True).board
    assert after.player("B").hand == 1 and after.permanent("ogre").on_battlefield
    # control: with no spell the hellbent blocker kills the ogre
    after = run_combat(board, "current", [], auto=True).board
    assert not after.permanent("ogre").on_battlefield


def test_701_17a_milled_cards_reach_threshold_before_damage() -> None:
    ogre = _with(creature("ogre", "A", 2, 2, attacking="B"), THRESHOLD)
    wall = creature("wall", "B", 0, 3, blocking=("ogre",))
    board = Board((Player("A", graveyard=4), Player("B")), (ogre, wall), "A")
    after = run_combat(board, "current", [_cast("Target player mills three cards.", ("A",))],
                       auto=True).board  # fmt: skip
    assert after.player("A").graveyard == 7
    assert not after.permanent("wall").on_battlefield  # 4 damage from a 4/4
    # control: the opponent mills; A's graveyard stays at 4, the wall lives
    after = run_combat(board, "current", [_cast("Target player mills three cards.", ("B",))],
                       auto=True).board  # fmt: skip
    assert after.player("A").graveyard == 4 and after.permanent("wall").on_battlefield
