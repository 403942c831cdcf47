"""A token that's a copy of a spell's target (issue 33, session 10):
"Create a token that's a copy of target creature you control." (Cackling
Counterpart, Quasiduplicate). The token has the target's copiable values
(707.2) as :mod:`mtgcombat.rules.token_copies` takes them, is created under
the caster's control (111.2), and is a new object (111.1): untapped,
undamaged, with no counters, neither attacking nor blocking (506.3). A copy
of a legendary permanent is refused (704.5j, not carried out).

>>> from mtgcombat.core.model import Board, Permanent, Player
>>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, name="Bear", attacking="B")
>>> board = Board([Player("A"), Player("B")], [bear], "A")
>>> after, events = apply_token_copy(board, ("bear",), "A", "timeline[0]")
>>> copy = after.permanent("bear_copy1")
>>> (copy.power, copy.controller, copy.token, copy.attacking)
(2, 'A', True, None)
>>> [(e.rule, e.source) for e in events]
[('111.1', 'timeline[0]')]
"""

from __future__ import annotations

from mtgcombat.core.events import Event, TokenCreated
from mtgcombat.core.model import Board
from mtgcombat.core.token_copies import CopyTokenEffect
from mtgcombat.core.valueclass import dataclass
from mtgcombat.rules.token_copies import create_copies


@dataclass(frozen=True, slots=True)
class SpellTokenCopyEffect:
    """Create a token that's a copy of each target (707.2, 111.2).

    >>> str(SpellTokenCopyEffect())
    "create a token that's a copy of the target"
    """

    def __str__(self) -> str:
        return "create a token that's a copy of the target"


def apply_token_copy(
    board: Board, targets: tuple[str, ...], controller: str, source: str
) -> tuple[Board, list[Event]]:
    """The board with a token copy of each legal target still on the
    battlefield, under ``controller``'s control (see the module's example):
    each token's event names the spell ``source`` that created it (111.1).

    >>> from mtgcombat.core.model import Player
    >>> apply_token_copy(Board([Player("A"), Player("B")], [], "A"), ("gone",), "A", "t")[1]
    []
    """
    events: list[Event] = []
    for target in targets:
        perm = board.get(target)
        if perm is None or not perm.on_battlefield:
            continue
        board, made = create_copies(board, CopyTokenEffect(), controller, target)
        # the spell creates them (111.1): not an ability of the permanent copied
        events.extend(
            TokenCreated("111.1", e.token, source) for e in made if isinstance(e, TokenCreated)
        )
    return board, events
