"""A permanent a spell puts into its owner's library anywhere (second from
the top, on the top or bottom as its owner chooses, shuffled in) leaves the
battlefield and becomes a new object (400.7): it leaves combat (506.4) and
deals no combat damage (issue 33, session 13). The parser reads each place;
a control shows the same spell aimed elsewhere changes nothing."""

from __future__ import annotations

import pytest

from helpers import creature
from mtgcombat.core.basics import Zone
from mtgcombat.core.model import Board, Player
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.spell_removal import LibraryEffect
from mtgcombat.rules.timeline import Point, TimelineEntry, run_combat
from mtgcombat.text.spell_cards import read_spell_card

TEXTS = [
    ("Put target creature into its owner's library second from the top.", "second"),
    ("Put target creature into its owner's library third from the top.", "third"),
    (
        "The owner of target nonland permanent puts it on the top or bottom of their library.",
        "top_or_bottom",
    ),
    ("The owner of target creature shuffles it into their library.", "shuffled"),
    ("Target creature's owner shuffles it into their library.", "shuffled"),
]


@pytest.mark.parametrize(("text", "place"), TEXTS)
def test_400_7_each_place_reads(text: str, place: str) -> None:
    card = read_spell_card(text, "Spell")
    assert card.fully_modelled
    assert card.spell().effects == (LibraryEffect(place=place),)


@pytest.mark.parametrize(("text", "place"), TEXTS)
def test_400_7_the_attacker_leaves_and_deals_no_damage(text: str, place: str) -> None:
    ogre = creature("ogre", "A", 5, 5, attacking="B")
    elf = creature("elf", "A", 1, 1)
    board = Board((Player("A"), Player("B")), (ogre, elf), "A")
    spell = read_spell_card(text, "Spell").spell()

    def cast(target: str) -> TimelineEntry:
        return TimelineEntry(Point.DECLARE_ATTACKERS, spell, (target,), controller="B",
                             name="timeline[0]")  # fmt: skip

    result = run_combat(board, "current", [cast("ogre")], auto=True)
    assert result.board.permanent("ogre").zone is Zone.LIBRARY
    assert result.board.player("B").life == 20
    [put] = [e for e in result.events if e.kind == "put_into_library"]
    assert (put.rule, put.place) == ("400.7", place)  # type: ignore[attr-defined]
    assert "戦闘から離れる" in describe_event(put, "ja")
    # control: aimed at the creature that is not attacking, the ogre hits
    result = run_combat(board, "current", [cast("elf")], auto=True)
    assert result.board.player("B").life == 15
