"""An intervening "if" on a trigger on a death (603.4): "whenever another
creature you control dies, if you have the city's blessing, ...". The
condition is checked as the creature dies (looking back in time, 603.10a)
and again as the ability resolves; false either time, nothing happens. Only
conditions on a player or on the board are read: one about the creature
that died ("if it's attacking") stays refused.
"""

from __future__ import annotations

from dataclasses import replace

from helpers import creature_card, modelled_abilities, two_player_board
from mtgcombat.core.model import Board
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence

HARPY = (
    "Whenever another creature you control dies, if you have the city's blessing, put a "
    "+1/+1 counter on ~."
)
SPITE = (
    "When ~ dies, if you control another creature, target creature gets -2/-2 until end of turn."
)


def _harpy_board(blessing: bool) -> Board:
    giant = creature_card("giant", power=3, toughness=3, attacking="B")
    bears = creature_card("bears", "B", 2, 2, blocking=("giant",))
    harpy = creature_card("harpy", "B", 3, 3, abilities=modelled_abilities(HARPY))
    board = two_player_board(giant, bears, harpy)
    players = tuple(replace(p, city_blessing=blessing) if p.id == "B" else p for p in board.players)
    return board.with_players(players)


def test_603_4_the_condition_holds_as_it_dies_and_resolves() -> None:
    result = resolve_combat(_harpy_board(True), "current", auto=True, triggers=True)
    assert result.board.permanent("bears").zone.value == "graveyard"
    assert result.board.permanent("harpy").counters.plus_one == 1


def test_603_4_control_no_blessing_no_trigger() -> None:
    result = resolve_combat(_harpy_board(False), "current", auto=True, triggers=True)
    assert result.board.permanent("harpy").counters.plus_one == 0
    assert [e.rule for e in result.events if e.kind == "trigger_condition_unmet"] == ["603.4"]


def _spite_board(other_toughness: int) -> Board:
    # B's imp (with the ability) and B's other creature both block the 4/4:
    # the imp dies; the other dies too when its toughness is 1
    giant = creature_card("giant", power=4, toughness=4, attacking="B")
    imp = creature_card(
        "imp", "B", 1, 1, blocking=("giant",), abilities=modelled_abilities(SPITE),
        choices=TriggerChoices(targets=("giant",)),
    )  # fmt: skip
    other = creature_card("other", "B", 1, other_toughness, blocking=("giant",))
    return two_player_board(giant, imp, other)


def test_603_4_false_as_it_resolves_it_does_nothing() -> None:
    # both blockers die at once: as the imp died B controlled another
    # creature (603.10a), so it triggers; as it resolves B controls none:
    # it does nothing and the 4/4 keeps its 2 damage and survives
    result = resolve_combat(_spite_board(1), "current", auto=True, triggers=True)
    assert result.board.permanent("other").zone.value == "graveyard"
    assert [e.rule for e in result.events if e.kind == "trigger_condition_gone"] == ["603.4"]
    assert result.board.permanent("giant").zone.value == "battlefield"


def test_603_4_control_the_other_creature_survives_and_the_minus_2_applies() -> None:
    # the Giant assigns its 4 damage: 1 to the imp (lethal) and 3 to the 1/5
    # (auto: lethal damage to each in order, the rest to the last); the 1/5
    # survives; the -2/-2 makes the Giant 2/2 with 2 damage: it dies
    result = resolve_combat(_spite_board(5), "current", auto=True, triggers=True)
    assert result.board.permanent("other").zone.value == "battlefield"
    assert result.board.permanent("giant").zone.value == "graveyard"


def test_603_4_control_a_condition_on_the_creature_stays_refused() -> None:
    parsed = parse_sentence("When ~ dies, if it's attacking, you gain 2 life.")
    assert parsed.status == "unmodelled"
