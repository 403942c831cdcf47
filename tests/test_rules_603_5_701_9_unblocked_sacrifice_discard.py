"""An "isn't blocked" trigger whose "if you do" follows a sacrifice of the
creature itself, and whose effect is a discard (session 11, issue 33): "you may
sacrifice it. If you do, defending player discards three cards" (Mindstab Thrull,
Dauthi Mindripper). The creature is sacrificed in the declare blockers step, so it
deals no combat damage (506.4, 603.5); the discard follows the sacrifice only
(118.3) and is an event (701.9 now, 701.8 in 2023: hands are off the board).
"""

from __future__ import annotations

from typing import Any

from helpers import creature_card, modelled_abilities, two_player_board
from mtgcombat.core.permanent import Permanent, TriggerChoices
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.triggers_blocks import declare_blockers_triggers
from mtgcombat.text import parse_sentence

THRULL = (
    "Whenever ~ attacks and isn't blocked, you may sacrifice it. "
    "If you do, defending player discards three cards."
)


def _thrull(may: bool = True, **kw: Any) -> Permanent:
    return creature_card(
        "thrull", "A", attacking="B", abilities=modelled_abilities(THRULL),
        choices=TriggerChoices(may=may), **kw,
    )  # fmt: skip


def test_parser_reads_the_sacrifice_then_the_discard() -> None:
    [value] = modelled_abilities(THRULL)
    assert describe_value(value) == (
        "whenever this creature attacks and isn't blocked, you may: sacrifice it; "
        "if you do, defending player discards 3 card(s)"
    )


def test_parser_a_discard_alone_stays_without_effect_on_combat() -> None:
    # control: with no sacrifice before it, the discard changes no combat
    parsed = parse_sentence(
        "Whenever ~ attacks and isn't blocked, defending player discards a card."
    )
    assert parsed.status == "no_effect"


def test_603_5_unblocked_creature_sacrificed_and_cards_discarded() -> None:
    after, events = declare_blockers_triggers(two_player_board(_thrull()), "current")
    assert after.permanent("thrull").on_battlefield is False
    [discard] = [e for e in events if e.kind == "cards_discarded"]
    assert (discard.player, discard.amount, discard.rule) == ("B", 3, "701.9")  # type: ignore[attr-defined]


def test_701_9_2023_rules_cite_701_8() -> None:
    _, events = declare_blockers_triggers(two_player_board(_thrull()), "2023")
    assert [e.rule for e in events if e.kind == "cards_discarded"] == ["701.8"]


def test_603_5_declined_nothing_sacrificed_nothing_discarded() -> None:
    after, events = declare_blockers_triggers(two_player_board(_thrull(may=False)), "current")
    assert after.permanent("thrull").on_battlefield is True
    assert not [e for e in events if e.kind == "cards_discarded"]


def test_509_1h_blocked_creature_does_not_trigger() -> None:
    blocker = creature_card("wall", "B", 0, 4, blocking=("thrull",))
    after, events = declare_blockers_triggers(
        two_player_board(_thrull(blocked=True), blocker), "current"
    )
    assert after.permanent("thrull").on_battlefield is True
    assert not [e for e in events if e.kind == "cards_discarded"]
