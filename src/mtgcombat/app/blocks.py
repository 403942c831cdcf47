"""``blocks`` (509.1): the block declaration of a loaded scenario checked,
with the 509.1c search for a legal one within a time limit, as a document
and an exit code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgcombat.app.common import EXIT_ILLEGAL, EXIT_LEGAL, ruleset_of
from mtgcombat.app.documents import violation_json
from mtgcombat.app.notes import with_notes

if TYPE_CHECKING:
    from mtgcombat.core.model import Board
    from mtgcombat.core.ruleset import RuleSet
    from mtgcombat.scenario.load import Scenario


def blocks_board(scenario: Scenario, ruleset: RuleSet, language: str, file: str = "") -> Board:
    """The board the file's blocks are declared on, and judged on (509.1a-b:
    a block is legal or not as blockers are declared): after the timeline's
    entries of the declare attackers step, as ``resolve`` and ``combat``
    play them (a creature that became black may block one with fear, one
    that gained flying can't be blocked by a creature without flying or
    reach); else the file's board. An entry that cannot be cast is bad input.

    >>> from mtgcombat.core.ruleset import RuleSet
    >>> from mtgcombat.scenario import parse_scenario
    >>> scenario = parse_scenario('active_player = "A"\\n[players.A]\\n[players.B]\\n')
    >>> blocks_board(scenario, RuleSet.parse("current"), "en") is scenario.board
    True
    """
    from mtgcombat.app.resolve import declared_board

    return declared_board(scenario, ruleset, language, file)[0]


def blocks_document(
    scenario: Scenario,
    *,
    rules: str | None = None,
    lang: str | None = None,
    time_limit: float = 10.0,
    file: str = "",
    declared: bool = False,
) -> tuple[dict[str, Any], int]:
    """``blocks --json``'s document for a loaded scenario, and the exit code
    (0 legal, 1 illegal). The command and ``batch blocks`` both print it.
    The blocks are judged on the board as they are declared
    (:func:`blocks_board`: after the timeline's entries of the declare
    attackers step), or on the scenario's board when it is ``declared``
    already (``combat`` has played those entries).

    >>> from mtgcombat.scenario.load import parse_scenario
    >>> sc = parse_scenario('''
    ... rules = "current"
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
    ... [assignments]
    ... ogre = { elf = 5 }
    ... elf = { ogre = 1 }
    ... ''')
    >>> doc, code = blocks_document(sc)
    >>> doc["legal"], code
    (True, 0)
    """
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks

    ruleset = ruleset_of(scenario, rules)
    language = lang or _default_language()
    board = scenario.board if declared else blocks_board(scenario, ruleset, language, file)
    declaration = BlockDeclaration.from_board(board)
    verdict = is_legal_blocks(board, declaration, ruleset, time_limit=time_limit)
    witness = verdict.witness if verdict.witness is not None else declaration
    reqs: dict[str, Any] = {"obeyed": verdict.obeyed, "maximum": verdict.maximum}
    if not verdict.optimal:
        reqs["optimal"] = False
    doc = {
        "legal": verdict.legal,
        "violations": [violation_json(v, language, board) for v in verdict.violations],
        "requirements": reqs,
        "witness": witness.as_dict(),
        "cost": verdict.cost,
    }
    return with_notes(doc, scenario, lang), EXIT_LEGAL if verdict else EXIT_ILLEGAL
