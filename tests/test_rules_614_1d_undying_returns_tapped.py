"""A card returned to the battlefield by undying (702.93a) or persist
(702.79a) is a new object entering the battlefield (400.7): its own "~
enters the battlefield tapped" applies as it enters (614.1d, 614.12), and
its own enter trigger triggers (603.6a). Geralf's Messenger returns tapped
and makes the target opponent lose 2 life. Controls: the same card without
the line returns untapped; "enters tapped unless ..." still refuses undying.
"""

from __future__ import annotations

from typing import Any

from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_text

UNDYING = (
    "Undying (When this creature dies, if it had no +1/+1 counters on it, return it to the "
    "battlefield under its owner's control with a +1/+1 counter on it.)"
)
TAPPED = "Geralf's Messenger enters the battlefield tapped."
DRAIN = "When Geralf's Messenger enters the battlefield, target opponent loses 2 life."


def _messenger(*lines: str, **fields: Any) -> Permanent:
    parsed = parse_text("\n".join(lines), name="Geralf's Messenger")
    assert [p.status for p in parsed if p.status == "unmodelled"] == [], parsed
    abilities = frozenset(a for p in parsed if p.status == "modelled" for a in p.traits.abilities)
    return Permanent(
        id="m", controller="B", power=3, toughness=2, abilities=abilities,
        blocking=("c",), choices=TriggerChoices(targets=("A",)), **fields,
    )  # fmt: skip


def _run(messenger: Permanent) -> tuple[Board, list[str]]:
    giant = Permanent(id="c", controller="A", power=3, toughness=3, attacking="B")
    board = Board((Player("A"), Player("B")), (giant, messenger), "A")
    result = resolve_combat(board, "current", auto=True, triggers=True)
    return result.board, [e.kind for e in result.events]


def test_614_1d_the_returned_messenger_enters_tapped_and_drains() -> None:
    board, kinds = _run(_messenger(TAPPED, DRAIN, UNDYING))
    m = board.permanent("m")
    assert m.zone.value == "battlefield" and m.tapped and m.counters.plus_one == 1
    assert "enters_tapped" in kinds
    # entering tapped is not becoming tapped (701.26a)
    assert "tapped_by_effect" not in kinds
    assert board.player("A").life == 18


def test_614_1d_control_without_the_line_it_returns_untapped() -> None:
    board, kinds = _run(_messenger(DRAIN, UNDYING))
    m = board.permanent("m")
    assert m.zone.value == "battlefield" and not m.tapped
    assert "enters_tapped" not in kinds
    assert board.player("A").life == 18


def test_614_1d_control_enters_tapped_unless_still_refuses_undying() -> None:
    parsed = parse_text(
        "Geralf's Messenger enters the battlefield tapped unless you control a Swamp.\n" + UNDYING,
        name="Geralf's Messenger",
    )
    assert parsed[-1].status == "unmodelled"
