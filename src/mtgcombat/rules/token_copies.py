"""Carrying out issue 33's token copies of the permanent with the ability
(:class:`~mtgcombat.core.token_copies.CopyTokenEffect`): "create a token
that's a copy of ~" as a combat damage or death trigger resolves.

Each token has the copiable values of the permanent (707.2): its values as
the combat began less what static effects gave it (``returns_as``, taken by
:func:`mtgcombat.rules.return_snapshots.take_return_snapshots`), so neither
an effect of this combat nor a counter is copied; with no snapshot, its
values as it last existed less what static effects give it. A permanent
that left the battlefield before the ability resolves is copied as it last
existed (608.2h). The token is a new object (111.1): untapped, undamaged,
with no counters, not attached, neither attacking nor blocking (506.4),
under the ability's controller's control (111.2), summoning sick (302.6).
A legendary copy would meet the legend rule (704.5j), which the engine
does not carry out: the ability is refused (a :class:`ChoiceError`, never
a silent wrong board); so is a copy of a face-down permanent, whose copiable
values are the face-down ones (707.2, 708.2), which the engine does not build.
"""

from __future__ import annotations

from mtgcombat.core.basics import NO_COUNTERS
from mtgcombat.core.events import Event, TokenCreated
from mtgcombat.core.model import NO_CHOICES, Board, Permanent, evolve
from mtgcombat.core.token_copies import CopyTokenEffect
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.effect_grants import own_permanent
from mtgcombat.rules.returns import returned_object


def create_copies(
    board: Board, effect: CopyTokenEffect, controller: str, source: str
) -> tuple[Board, list[Event]]:
    """The tokens ``effect`` creates: copies of ``source`` under
    ``controller``'s control (707.2, 111.1, 111.2).

    >>> from mtgcombat.core.model import Player
    >>> naga = Permanent(id="naga", controller="A", power=3, toughness=1, name="Naga",
    ...                  subtypes=frozenset({"naga"}), attacking="B", tapped=True, damage=1)
    >>> board = Board([Player("A"), Player("B")], [naga], "A")
    >>> after, events = create_copies(board, CopyTokenEffect(), "A", "naga")
    >>> copy = after.permanent("naga_copy1")
    >>> (copy.power, copy.toughness, copy.name, copy.token, copy.tapped, copy.attacking,
    ...  copy.damage)
    (3, 1, 'Naga', True, False, None, 0)
    >>> [(e.kind, e.rule) for e in events]
    [('token_created', '707.2')]
    """
    perm = board.get(source)
    if perm is None:
        return board, []
    if perm.face_down:  # its copiable values are the face-down ones (707.2, 708.2)
        raise ChoiceError(
            source,
            "face_down",
            "a token copy of a face-down permanent (a 2/2 with no name or abilities, 708.2) "
            "is not carried out",
            "707.2",
            "copy_face_down",
        )
    own = perm.returns_as if perm.returns_as is not None else own_permanent(perm)
    if "legendary" in own.supertypes:
        raise ChoiceError(
            source,
            "abilities",
            "a token copy of a legendary permanent meets the legend rule, which the engine "
            "does not carry out",
            "704.5j",
            "copy_legendary",
        )
    taken = {p.id for p in board.permanents} | {p.id for p in board.players}
    new: list[Permanent] = []
    events: list[Event] = []
    for _ in range(effect.count):
        n = 1
        while f"{source}_copy{n}" in taken:
            n += 1
        token_id = f"{source}_copy{n}"
        taken.add(token_id)
        fresh = returned_object(evolve(perm, returns_as=own), plus=True)
        token = evolve(
            fresh, id=token_id, controller=controller, owner="", token=True,
            counters=NO_COUNTERS, returns_as=None, attached_to=None, choices=NO_CHOICES,
            commander=False,
        )  # fmt: skip
        new.append(token)
        events.append(TokenCreated("707.2", token_id, source))
    return board.with_permanents((*board.permanents, *new)), events


__all__ = ["create_copies"]
