"""The effects of the keyword triggers of the combat damage step that no
printed sentence shares (CR 702.112a renown, 702.115a ingest), as values a
:class:`~mtgcombat.core.triggered.BlockTrigger` holds: the rules make such a
trigger for the keyword (:mod:`mtgcombat.rules.keyword_triggers`), and it is
found, ordered (APNAP, 603.3b) and resolved with the step's other triggers
(:mod:`mtgcombat.rules.triggers_damage`)."""

from __future__ import annotations

from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class RenownEffect:
    """Renown N (702.112a): "if it isn't renowned, put N +1/+1 counters on it
    and it becomes renowned". The "if" is an intervening "if" clause (603.4):
    the ability triggers only if the creature isn't renowned, and does
    nothing as it resolves if it has become renowned since.

    >>> str(RenownEffect(2))
    "renown 2: if it isn't renowned, put 2 +1/+1 counter(s) on it and it becomes renowned"
    """

    amount: int

    def __str__(self) -> str:
        return (
            f"renown {self.amount}: if it isn't renowned, put {self.amount} +1/+1 counter(s)"
            " on it and it becomes renowned"
        )


@dataclass(frozen=True, slots=True)
class IngestEffect:
    """Ingest (702.115a): "that player exiles the top card of their library".
    Libraries are not on the board: the exile is an event, and the board
    does not change.

    >>> str(IngestEffect())
    'ingest: that player exiles the top card of their library'
    """

    def __str__(self) -> str:
        return "ingest: that player exiles the top card of their library"
