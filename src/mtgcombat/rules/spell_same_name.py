"""The other permanents with the same name as a spell's target (201.2;
issue 33, session 10): "Target creature and all other creatures with the
same name as that creature get -3/-3 until end of turn." (Bile Blight),
"Destroy target nonland permanent and all other permanents with the same
name as that permanent." (Maelstrom Pulse). The effects between a
:class:`SameNameEffect` that opens and one that closes reach, beside each
target, every other permanent of the kind named that has the same name as
it as the spell resolves (its name as it last existed, 608.2h, when it is
gone). Those are not targets (115.1): protection or hexproof does not keep
them out. A permanent with no name (a scenario's, left out) shares none.

>>> from mtgcombat.core.model import Board, Permanent, Player
>>> a = Permanent(id="a", controller="A", name="Elf")
>>> b = Permanent(id="b", controller="B", name="Elf")
>>> c = Permanent(id="c", controller="B", name="Ogre")
>>> board = Board([Player("A"), Player("B")], [a, b, c], "A")
>>> with_same_name(board, SameNameEffect(frozenset({"creature"})), ("a",))
('a', 'b')
"""

from __future__ import annotations

from mtgcombat.core.model import Board
from mtgcombat.core.valueclass import dataclass


@dataclass(frozen=True, slots=True)
class SameNameEffect:
    """Opens (``end`` false) or closes the effects that also reach each
    other permanent of ``types`` (any permanent: empty) with the same name as
    a target.

    >>> str(SameNameEffect(frozenset({"creature"})))
    'from here, each other creature with the same name as a target too'
    """

    types: frozenset[str] = frozenset()
    end: bool = False

    def __str__(self) -> str:
        if self.end:
            return "from here, the targets alone"
        kinds = " or ".join(sorted(self.types)) or "permanent"
        return f"from here, each other {kinds} with the same name as a target too"


def with_same_name(
    board: Board, effect: SameNameEffect, targets: tuple[str, ...]
) -> tuple[str, ...]:
    """The targets, then each other permanent on the battlefield of the
    effect's types with the same name as one of them (see the module's
    example; 201.2). A face-down permanent has no name (708.2a): it is never
    one of the others, and as a target it names nothing.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> board = Board([Player("A"), Player("B")], [Permanent(id="a", controller="A")], "A")
    >>> with_same_name(board, SameNameEffect(), ("a",))
    ('a',)
    """
    names = {
        p.name for t in targets if (p := board.get(t)) is not None and p.name and not p.face_down
    }
    others = tuple(
        p.id
        for p in board.permanents
        if p.on_battlefield
        and p.id not in targets
        and not p.face_down
        and p.name in names
        and (not effect.types or {str(getattr(t, "value", t)) for t in p.types} & effect.types)
    )
    return (*targets, *others)
