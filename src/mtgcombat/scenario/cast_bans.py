"""A timeline entry a permanent's card forbids: "Your opponents can't cast
spells during combat" and "Your opponents can't cast spells during your
turn" (101.2: a "can't" beats a "can"; 601.2: casting a spell). The engine
does not model the line as an ability (the card's line stays refused, and a
scenario notes it as not modelled); an entry it forbids is refused here with
one line rather than cast: the entry's caster is an opponent of the
permanent's controller, and for "during your turn" that controller is the
active player (every timeline point is during combat).

>>> BAN.match("your opponents can't cast spells during your turn.")[1]
'your turn'
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from mtgcombat.core.model import Board
from mtgcombat.rules.timeline import TimelineEntry
from mtgcombat.scenario.errors import _Fail

BAN = re.compile(r"^your opponents can't cast spells during (combat|your turn)\.?$", re.I)
"""The line, alone on its line of the card's text (not under a condition)."""


def check_cast_bans(
    board: Board,
    texts: Mapping[str, tuple[str, str]],
    timeline: Sequence[TimelineEntry],
    fail: _Fail,
) -> None:
    """Refuse the first entry of ``timeline`` that a card of ``texts`` (a
    permanent's id: its card's text and name) forbids.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> from mtgcombat.rules.timeline import Point, Spell
    >>> dragon = Permanent(id="dragon", controller="A", power=5, toughness=7)
    >>> board = Board([Player("A"), Player("B")], [dragon], "A")
    >>> entry = TimelineEntry(Point.DECLARE_BLOCKERS, Spell("Draw a card.", ()), (), "B",
    ...                       "timeline[0]")
    >>> def fail(path, key, rule=None, **facts):
    ...     return ValueError(path, key, rule)
    >>> check_cast_bans(board, {"dragon": ("Your opponents can't cast spells during your turn.",
    ...                                    "Dromoka")}, [entry], fail)
    Traceback (most recent call last):
    ...
    ValueError: ('timeline[0].controller', 'timeline_cast_forbidden_your_turn', '101.2, 601.2')
    """
    for pid, (text, name) in texts.items():
        perm = board.get(pid)
        if perm is None or not perm.on_battlefield:
            continue
        for line in text.splitlines():
            found = BAN.match(line.strip())
            if found is None:
                continue
            if found[1] == "your turn" and perm.controller != board.active_player:
                continue
            for entry in timeline:
                caster = entry.controller or next(
                    (p.id for p in board.players if p.id != board.active_player), ""
                )
                if caster and caster != perm.controller:
                    raise fail(
                        f"{entry.name}.controller",
                        f"timeline_cast_forbidden_{found[1].replace(' ', '_')}", "101.2, 601.2",
                        card=name, id=pid, player=caster,
                    )  # fmt: skip
