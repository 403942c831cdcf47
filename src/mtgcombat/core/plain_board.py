"""The checks of a *plain* board in one pass (issue 38: batch lines).

``Board(...)`` runs every check of :func:`mtgcombat.core.validation.check_board`.
On a board whose permanents all have plain characteristics
(:mod:`mtgcombat.core.plain`: creatures with no rules, owner, protector,
attachment, pairing, band or choices) and whose players give no commander
damage, in no team and with no damage assignment orders declared, most of
those checks cannot fail; the rest are made here in one walk over the
permanents (:func:`check_plain_board`): printable, distinct ids that are no
player's (110.1), controllers that are players, attackers that attack an
opponent (506.2, 508.1a-b, 509.1a) and blockers of the defending side that
block attacking creatures, each once (506.3, 509.1a). When everything holds,
the board is what ``check_board`` accepts, and its id index is kept as
``check_board`` keeps it; at the first doubt the answer is ``False`` and
``check_board`` runs, so that every problem is found, and reported, as
before. ``tests/test_plain_board.py`` compares the two on random boards.

The same walk answers the 509.1 note of ``check`` and ``resolve``
(:func:`mtgcombat.app.notes.block_notes`) when it can: on such a board whose
creatures also have no keywords there is no blocking requirement (509.1c) and
no restriction but those of 509.1a (and the board's limit of blockers, 509.1b),
so the declaration breaks none when each blocker blocks one attacker (a
creature may block one, 509.1a) that attacks the blocker's controller, and the
board's limit holds; or when a creature the declaration names has left the
battlefield (then the note judges nothing). The verdict is kept in the board's
memo (:func:`quiet_blocks`): the board never changes, and a copy of it starts
without the verdict.

>>> from mtgcombat.core.model import Board, Permanent, Player
>>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
>>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
>>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
>>> quiet_blocks(board)
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from mtgcombat.core.basics import Zone
from mtgcombat.core.plain import plain_characteristics

if TYPE_CHECKING:
    from mtgcombat.core.board import Board

__all__ = ["check_plain_board", "quiet_blocks"]

QUIET_BLOCKS: Final = "plain_board.quiet_blocks"
"""The memo key of a board whose declared blocks break no rule of 509.1."""

_BATTLEFIELD: Final = Zone.BATTLEFIELD  # (bound once: no EnumType.__getattr__ per read)


def check_plain_board(board: Board) -> bool:
    """Whether the board is plain (see the module's docstring) and passes
    every check of :func:`~mtgcombat.core.validation.check_board`; then its
    id index is kept, as that function keeps it, and whether its declared
    blocks break no rule of 509.1 (:func:`quiet_blocks`). ``False`` says
    nothing about the board: :func:`~mtgcombat.core.validation.check_board`
    is the one to judge it.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> players = (Player("A"), Player("B"))
    >>> check_plain_board(Board.trusted(players, (ogre, elf), "A"))
    True
    >>> check_plain_board(Board.trusted(players, (ogre, elf), "B"))  # B's elf can't block
    False
    """
    if board.teams or board.orders:
        return False
    players = board.players
    if len(players) < 2:
        return False
    player_ids: set[str] = set()
    for player in players:
        pid = player.id
        if (
            type(pid) is not str
            or not pid
            or not pid.isprintable()
            or pid in player_ids
            or player.commander_damage
        ):
            return False
        player_ids.add(pid)
    active = board.active_player
    if active not in player_ids:
        return False
    by_id: dict[str, Any] = {}
    blockers: list[Any] = []
    keywords = False
    for perm in board.permanents:
        pid = perm.id
        chars: Any = perm.characteristics  # (slot reads, no property call)
        controller = perm.controller
        try:
            plain = chars._plain  # the verdict kept as the permanent was built
        except AttributeError:
            plain = plain_characteristics(chars)
        if (
            not plain
            or type(pid) is not str
            or not pid
            or pid in by_id
            or pid in player_ids
            or controller not in player_ids
            or not pid.isprintable()
        ):
            return False
        by_id[pid] = perm
        if chars.abilities:
            keywords = True
        target = perm.attacking
        if target is not None:
            # an attacker (506.3, 508.1a-b), attacking an opponent (no teams here)
            if controller != active or perm.blocking:
                return False
            if target == controller or target not in player_ids:
                return False
        elif perm.blocked:
            return False
        blocking = perm.blocking
        if blocking:
            # a blocker of the defending side (509.1a), each attacker once
            if controller == active or len(set(blocking)) != len(blocking):
                return False
            blockers.append(perm)
    quiet = not keywords
    left = False
    declared = 0
    for perm in blockers:
        blocking = perm.blocking
        away = perm.zone is not _BATTLEFIELD
        for attacker in blocking:
            found = by_id.get(attacker)
            if found is None or found.attacking is None:
                return False  # (check_board's "not an attacking creature")
            if found.zone is not _BATTLEFIELD:
                away = True
        if perm.entered_blocking:
            continue  # not declared (509.7b): the note does not judge it
        declared += 1
        if away:
            left = True  # one has left the battlefield: the note judges nothing
        # each blocker may block one attacker (509.1a), one attacking its controller
        if len(blocking) != 1 or by_id[blocking[0]].attacking != perm.controller:
            quiet = False
    limit = board.max_blockers_per_combat
    if limit is not None and declared > limit:
        quiet = False
    state = board.__dict__
    state.setdefault("_by_id", by_id)
    if quiet or left:
        memo = state.get("_memo")
        if memo is None:
            memo = state["_memo"] = {}
        memo[QUIET_BLOCKS] = True
    return True


def quiet_blocks(board: Board) -> bool:
    """Whether :func:`check_plain_board` found, as the board was built, that
    the blocks declared on it break no rule of 509.1 (``False``: not known).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B",
    ...                  keywords=["menace"])
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> quiet_blocks(Board([Player("A"), Player("B")], [ogre, elf], "A"))  # menace: not known
    False
    """
    memo: dict[str, object] | None = board.__dict__.get("_memo")
    return memo is not None and QUIET_BLOCKS in memo
