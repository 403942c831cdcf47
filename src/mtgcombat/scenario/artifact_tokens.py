"""Lines that put an artifact token onto the battlefield (111.10: a Treasure,
Food, Clue, Blood, Gold or Map token; "investigate", 701.16a) which the
engine reads as having no effect on the combat: a spell's "Create a Treasure
token." (:mod:`mtgcombat.text.spell_inert`), a trigger's "create a tapped
Treasure token", "Whenever ~ attacks or becomes the target of a spell,
create a Treasure token" (Goldspan Dragon), "Whenever ~ attacks,
investigate.". On a board with an ability watching for an artifact entering
the battlefield ("Whenever an artifact you control enters", Glaze Fiend:
603.6a), such a token entering would trigger it, and a scenario played
without the token would be silently wrong: the file is refused with one line
naming the line, the watcher and the rules (603.6a, 111.10).

>>> bool(ARTIFACT_TOKEN.search("Whenever ~ attacks, create a tapped Treasure token."))
True
>>> bool(ARTIFACT_TOKEN.search("Whenever ~ attacks, investigate."))
True
>>> bool(ARTIFACT_TOKEN.search("Create a 1/1 white Soldier creature token."))
False
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from mtgcombat.core.model import Board, Permanent
from mtgcombat.core.triggered import BlockTrigger
from mtgcombat.scenario.errors import Fail

if TYPE_CHECKING:  # (a check on a board without a timeline loads no timeline code)
    from mtgcombat.rules.timeline import TimelineEntry

ARTIFACT_TOKEN = re.compile(
    r"\binvestigates?\b"
    r"|\bcreates?\b[^.]*\b(?:treasure|food|clue|blood|gold|map|powerstone|junk|incubator)"
    r"\b[^.]*\btokens?\b",
    re.IGNORECASE,
)
"""A line that creates an artifact token (111.10, 701.16a)."""


def artifact_watcher(board: Board) -> Permanent | None:
    """The first permanent on the battlefield with an ability that triggers
    on an artifact entering the battlefield (603.6a), if any.

    >>> from mtgcombat.core.abilities import LifeEffect, Selector
    >>> from mtgcombat.core.model import Player
    >>> watch = BlockTrigger(("enters",), (LifeEffect(1),),
    ...                      Selector(types=frozenset({"artifact"}), controller="you"))
    >>> fiend = Permanent(id="fiend", controller="A", power=0, toughness=1,
    ...                   abilities=frozenset({watch}))
    >>> artifact_watcher(Board([Player("A"), Player("B")], [fiend], "A")).id
    'fiend'
    >>> artifact_watcher(Board([Player("A"), Player("B")], [], "A")) is None
    True
    """
    for perm in board.permanents:
        if not perm.on_battlefield:
            continue
        for ability in perm.abilities:
            if (
                isinstance(ability, BlockTrigger)
                and "enters" in ability.events
                and ability.subject is not None
                and "artifact" in ability.subject.types
            ):
                return perm
    return None


# the ability's own permanent entering, before the combat, and a cycling
# trigger (the card is on the battlefield or cast, not cycled): never during it
_NOT_NOW = re.compile(r"^when(?:ever)? (?:~|this \w+) enters\b|^when you cycle\b", re.IGNORECASE)


def _token_line(lines: Iterable[str], triggered: bool = False) -> str:
    for line in lines:
        plain = re.sub(r"\([^)]*\)", "", line).strip()  # reminder text (207.2)
        if re.match(r"[^.]*: ", plain):
            continue  # an ability of a card in a hand ("Discard ~: ..."), or activated (602.1)
        if triggered and not re.match(r"when(?:ever)?\b", plain, re.IGNORECASE):
            continue  # an activated ability is played only by an entry (602.2)
        if ARTIFACT_TOKEN.search(plain) and not _NOT_NOW.match(plain):
            return plain
    return ""


def check_artifact_tokens(
    board: Board,
    cards: Callable[[], Sequence[tuple[int, str, tuple[str, ...]]]],
    timeline: Sequence[TimelineEntry],
    fail: Fail,
) -> None:
    """Refuse a line read as having no effect that creates an artifact
    token when ``board`` has an ability watching for an artifact entering
    (603.6a, 111.10): in ``cards()`` (each permanent's index, id and the
    sentences of its card read as no effect, read only on such a board) or in an entry's spell (its
    lines: no spell carries out an artifact token's creation, each such
    line is one the timeline passes over, :mod:`mtgcombat.text.spell_inert`).

    >>> from mtgcombat.core.model import Player
    >>> def fail(path, key, rule=None, **facts): return ValueError(path, key, rule)
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> check_artifact_tokens(board, lambda: [(0, "x", ("create a Treasure token.",))], [], fail)
    """
    watcher = artifact_watcher(board)
    if watcher is None:
        return
    for index, pid, no_effect in cards():
        line = _token_line(no_effect, triggered=True)
        if line:
            raise fail(f'permanents[{index}] "{pid}".card', "artifact_token_not_carried_out",
                       "603.6a, 111.10", line=line, watcher=watcher.id)  # fmt: skip
    for i, entry in enumerate(timeline):
        line = _token_line(re.split(r"(?<=\.)\s+|\n", entry.spell.text))
        if line:
            at = entry.name or f"timeline[{i}]"
            # a card's spell has its card types (205.2a); a sentence's none
            field = "ability" if entry.activated else "card" if entry.spell.types else "effect"
            raise fail(f"{at}.{field}", "artifact_token_not_carried_out", "603.6a, 111.10",
                       line=line, watcher=watcher.id)  # fmt: skip


__all__ = ["ARTIFACT_TOKEN", "artifact_watcher", "check_artifact_tokens"]
