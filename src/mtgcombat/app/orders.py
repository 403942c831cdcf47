"""``orders`` (509.2): the damage assignment orders of a loaded scenario and
their options, as a document.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgcombat.app.common import EXIT_LEGAL, ruleset_of
from mtgcombat.app.notes import with_notes

if TYPE_CHECKING:
    from mtgcombat.core.model import Board
    from mtgcombat.scenario.load import Scenario


def ordered_creatures(board: Board) -> list[str]:
    """The creatures in combat that have a damage assignment order to show:
    each attacker with creatures to order, each blocker blocking two or more.

    >>> from mtgcombat.app.examples import examples_dir
    >>> from mtgcombat.scenario.load import load_scenario
    >>> sc = load_scenario(examples_dir() / "510_1c_ex1_vastwood_gorger.toml")
    >>> ordered_creatures(sc.board)
    ['gorger']
    """
    from mtgcombat.rules.ordering import order_candidates

    return [
        c
        for c in board.in_combat()
        if order_candidates(board, c)
        and (board.is_attacking(c) or len(order_candidates(board, c)) > 1)
    ]


def orders_document(
    scenario: Scenario, *, rules: str | None = None, lang: str | None = None
) -> tuple[dict[str, Any], int]:
    """``orders --json``'s document for a loaded scenario, and the exit code
    (0). The command and the web playground both give it.

    >>> from mtgcombat.scenario.load import parse_scenario
    >>> sc = parse_scenario('''
    ... rules = "2023"
    ... active_player = "A"
    ... [players.A]
    ... [players.B]
    ... [[permanents]]
    ... id = "ogre"
    ... controller = "A"
    ... power = 5
    ... toughness = 5
    ... attacking = "B"
    ... [[permanents]]
    ... id = "elf"
    ... controller = "B"
    ... power = 1
    ... toughness = 1
    ... blocking = ["ogre"]
    ... [[permanents]]
    ... id = "bear"
    ... controller = "B"
    ... power = 2
    ... toughness = 2
    ... blocking = ["ogre"]
    ... ''')
    >>> doc, code = orders_document(sc)
    >>> doc["orders"], doc["insert_positions"], code
    ({'ogre': ['elf', 'bear']}, {'ogre': 3}, 0)
    """
    from mtgcombat.rules.ordering import insert_positions

    ruleset = ruleset_of(scenario, rules)
    board = scenario.board
    doc: dict[str, Any] = {
        "rules": ruleset.value,
        "orders": {},
        "declared": {},
        "insert_positions": {},
    }
    for c in ordered_creatures(board):
        current = board.damage_assignment_order(c)
        if ruleset.has_damage_assignment_order:
            doc["orders"][c] = list(current)
            doc["declared"][c] = board.has_declared_order(c)
        doc["insert_positions"][c] = len(insert_positions(board, c, ruleset))
    return with_notes(doc, scenario, lang), EXIT_LEGAL
