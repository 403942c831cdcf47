"""A timeline entry's token put onto the battlefield blocking (509.7 in
2023, 509.4 now): the token's value, its id, and where it goes in the
attacker's damage assignment order. Moved from
:mod:`mtgcombat.rules.timeline_entries`, which uses and re-exports it."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from mtgcombat.core.events import Event, TokenEntersBlocking, TokenPlacedInOrder
from mtgcombat.core.model import Board, Permanent
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.rules.ordering import add_block


@dataclass(frozen=True, slots=True)
class TokenBlockingEffect:
    """Put a ``power``/``toughness`` creature token of ``colors`` and
    ``subtypes`` onto the battlefield blocking the target attacking creature
    (509.7 in 2023, 509.4 now).

    >>> str(TokenBlockingEffect(1, 1, frozenset({"green"}), ("Saproling",)))
    'put a 1/1 green Saproling creature token onto the battlefield blocking the target'
    """

    power: int
    toughness: int
    colors: frozenset[str] = frozenset()
    subtypes: tuple[str, ...] = ()

    def __str__(self) -> str:
        colors = " ".join(sorted(self.colors))
        words = " ".join(w for w in (colors, " ".join(self.subtypes)) if w)
        return (
            f"put a {self.power}/{self.toughness} {words} creature token onto the "
            "battlefield blocking the target"
        )


def token_id(effect: TokenBlockingEffect, taken: Iterable[str]) -> str:
    """The id a token gets when its entry names none: its first subtype in
    lower case (``token`` without one) and the first number that makes it
    an id not in ``taken``.

    >>> token_id(TokenBlockingEffect(1, 1, frozenset(), ("Saproling",)), ["saproling1"])
    'saproling2'
    """
    used = set(taken)
    base = (effect.subtypes[0] if effect.subtypes else "token").lower()
    n = 1
    while f"{base}{n}" in used:
        n += 1
    return f"{base}{n}"


def token_blocking(
    board: Board,
    rules: RuleSet,
    effect: TokenBlockingEffect,
    attacker: str,
    controller: str,
    token_given: str,
    order: Sequence[str],
    name: str,
) -> tuple[Board, list[Event]]:
    """The token enters blocking the attacker; under the 2023 rules the
    active player places it in the attacker's damage assignment order, where
    the entry's ``order`` says (last without one), and the placement is an
    event when the order had others in it (509.7). It never blocks if the
    attacker is not attacking its controller (509.7a, 509.4a). ``controller``,
    ``token_given``, ``order`` and ``name`` are the timeline entry's.

    >>> from mtgcombat.core.model import Player
    >>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3, attacking="B")
    >>> board = Board([Player("A"), Player("B")], [ogre], "A")
    >>> saproling = TokenBlockingEffect(1, 1, frozenset(), ("Saproling",))
    >>> after, events = token_blocking(
    ...     board, RuleSet.CURRENT, saproling, "ogre", "", "", (), "timeline[0]"
    ... )
    >>> after.permanent("saproling1").blocking, events[0].kind
    (('ogre',), 'token_enters_blocking')
    """
    if not controller:
        controller = (
            board.defending_player(attacker) if board.is_attacking(attacker) else ""
        ) or next(p.id for p in board.players if board.are_opponents(board.active_player, p.id))
    token = Permanent(
        id=token_given or token_id(effect, (p.id for p in board.permanents)),
        controller=controller,
        name=" ".join(effect.subtypes) or "Token",
        power=effect.power,
        toughness=effect.toughness,
        colors=effect.colors,
        subtypes=frozenset(effect.subtypes),
        token=True,
    )
    board = board.with_permanents((*board.permanents, token))
    rule = "509.7" if rules is RuleSet.R2023 else "509.4"
    before = board.damage_assignment_order(attacker) if board.is_attacking(attacker) else ()
    position = placement(before, token.id, order)
    after, happened = add_block(board, token.id, attacker, rules, entering=True, position=position)
    blocks = after is not board
    if not blocks:
        rule = f"{rule}a"
    events: list[Event] = [TokenEntersBlocking(rule, token.id, attacker, blocks, name)]
    if blocks and before and rules.has_damage_assignment_order:
        order = after.damage_assignment_order(attacker)
        events.append(TokenPlacedInOrder("509.7", token.id, attacker, order, name))
    return after, [*events, *happened]


def placement(current: Sequence[str], token: str, order: Sequence[str]) -> int | None:
    """Where the token goes in an attacker's order ``current`` for it to
    stand as in the wanted ``order`` (509.7): before the first creature of
    ``current`` that ``order`` lists after it; last (``None``) without one.

    >>> placement(("minotaur",), "saproling", ("saproling", "minotaur"))
    0
    >>> placement(("minotaur",), "saproling", ())
    """
    if token not in order:
        return None
    later = set(order[order.index(token) + 1 :])
    return next((i for i, c in enumerate(current) if c in later), None)
