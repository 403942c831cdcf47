"""What "best" means to the solver: an :class:`Objective` scores the board
after combat from one player's side (life, poison, loyalty, defense counters,
creatures on the battlefield), lexicographically after "do not lose the game"
(104.2a, 104.3, 704.5a, 704.5c), and the game result that comes first.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from mtgcombat.core.model import Board, CardType, Permanent, Zone
from mtgcombat.rules.sba import POISON_TO_LOSE
from mtgcombat.solver.triggers import merge_pumps

GAME_VALUE = 1_000_000.0
"""What winning (or losing) the game adds to (or takes from) a reported value
when the objective puts not losing first; the search itself compares the game
result and the score as a pair, so this is only how the pair is printed as one
number."""

Worth = Literal["stats", "mana_value"]


MAX_WEIGHT = 1_000_000.0


@dataclass(frozen=True)
class Objective:
    """A score of a board from one player's side: the weighted difference
    between what that player has and what the others have.

    - ``life``: per point of life; ``poison``: per poison counter (counted
      against its holder; ten lose the game, so 2 makes one worth two life);
    - ``loyalty``: per loyalty counter on a planeswalker the player controls;
    - ``defense``: per defense counter on a battle the player protects;
    - ``creatures``: per point of a creature's worth on the battlefield: its
      power plus toughness (``worth="stats"``, counters included, negative
      parts as 0), or its mana value (``worth="mana_value"``, from
      ``mana_values`` by permanent id; power plus toughness where unknown);
    - ``avoid_losing``: compare "the game is won / goes on / is lost" first and
      the score second (lexicographic); otherwise the score alone;
    - ``temporary``: by permanent id, the power and toughness a creature has
      only until end of turn (what attack triggers gave it: they end in the
      cleanup step, 514.2), left out of its worth, so that a pump that ends
      with the turn is not counted as something kept. The attack solver sets
      it for each declaration it plays.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> board = Board(players=(Player("A", life=20), Player("B", life=15)),
    ...               permanents=(bear,), active_player="A")
    >>> Objective().score(board, "A")
    9.0
    """

    life: float = 1.0
    poison: float = 2.0
    loyalty: float = 1.0
    defense: float = 1.0
    creatures: float = 1.0
    worth: Worth = "stats"
    mana_values: Mapping[str, float] = field(default_factory=dict)
    avoid_losing: bool = True
    temporary: Mapping[str, tuple[int, int]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # The search's bounds assume that losing something never scores; the
        # cap keeps every score a finite, exactly comparable number.
        for name in ("life", "poison", "loyalty", "defense", "creatures"):
            if not 0 <= getattr(self, name) <= MAX_WEIGHT:
                raise ValueError(
                    f"objective weight {name} must be a number from 0 to {MAX_WEIGHT:,.0f}"
                )
        if self.worth not in ("stats", "mana_value"):
            raise ValueError(f"objective worth is stats or mana_value, not {self.worth!r}")

    def creature_worth(self, perm: Permanent) -> float:
        """What one creature counts for (before the ``creatures`` weight).

        >>> from mtgcombat.core.model import Permanent
        >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
        >>> by_mana_value = Objective(worth="mana_value", mana_values={"bear": 2})
        >>> Objective().creature_worth(bear), by_mana_value.creature_worth(bear)
        (4.0, 2.0)
        >>> Objective(temporary={"bear": (1, 1)}).creature_worth(bear)  # exalted's +1/+1 ends
        2.0
        """
        if self.worth == "mana_value" and perm.id in self.mana_values:
            return float(self.mana_values[perm.id])
        power, toughness = perm.current_power, perm.current_toughness
        if self.temporary:
            extra_power, extra_toughness = self.temporary.get(perm.id, (0, 0))
            power, toughness = power - extra_power, toughness - extra_toughness
        return float(max(0, power) + max(0, toughness))

    @property
    def per_permanent(self) -> bool:
        """Whether the objective weighs some creature by its id (mana values
        given per permanent, or a temporary pump left out): two creatures of
        one kind may then be worth different amounts.

        >>> Objective().per_permanent, Objective(temporary={"bear": (2, 2)}).per_permanent
        (False, True)
        """
        return bool(self.mana_values) or bool(self.temporary)

    def worth_key(self, perm: Permanent) -> object:
        """What decides how much ``perm`` is worth to this objective, as
        combat changes it: its worth now and the temporary pump left out.

        >>> from mtgcombat.core.model import Permanent
        >>> bear = Permanent(id="bear", controller="A", power=4, toughness=4)
        >>> Objective(temporary={"bear": (2, 2)}).worth_key(bear)
        (4.0, (2, 2))
        """
        return (self.creature_worth(perm), self.temporary.get(perm.id, (0, 0)))

    def score(self, board: Board, player: str) -> float:
        """The weighted difference, without the game result.

        >>> from mtgcombat.core.model import Board, Player
        >>> Objective().score(Board([Player("A", life=20), Player("B", life=12)], [], "A"), "A")
        8.0
        """
        total = 0.0
        for p in board.players:
            sign = 1.0 if p.id == player else -1.0
            total += sign * (self.life * p.life - self.poison * p.poison)
        for perm in board.permanents:
            if perm.zone is not Zone.BATTLEFIELD:
                continue
            if perm.is_type(CardType.BATTLE):
                owner = perm.protector or perm.controller
                sign = 1.0 if owner == player else -1.0
                total += sign * self.defense * perm.counters.defense
                continue
            sign = 1.0 if perm.controller == player else -1.0
            if perm.is_type(CardType.PLANESWALKER):
                total += sign * self.loyalty * perm.counters.loyalty
            if perm.is_creature:
                total += sign * self.creatures * self.creature_worth(perm)
        return total

    def terms(self, board: Board, player: str) -> dict[str, float]:
        """:meth:`value` term by term: each weight times what ``player`` has
        minus what the others have (``life``, ``poison``, ``loyalty``,
        ``defense``, ``creatures``), and ``game``: :data:`GAME_VALUE` times the
        game result (when ``avoid_losing``). The terms add up to the value.

        >>> from mtgcombat.core.model import Board, Permanent, Player
        >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
        >>> board = Board(players=(Player("A", life=20), Player("B", life=15)),
        ...               permanents=(bear,), active_player="A")
        >>> Objective().terms(board, "A")["creatures"]
        4.0
        """
        out = dict.fromkeys(("life", "poison", "loyalty", "defense", "creatures"), 0.0)
        for p in board.players:
            sign = 1.0 if p.id == player else -1.0
            out["life"] += sign * self.life * p.life
            out["poison"] -= sign * self.poison * p.poison
        for perm in board.permanents:
            if perm.zone is not Zone.BATTLEFIELD:
                continue
            if perm.is_type(CardType.BATTLE):
                owner = perm.protector or perm.controller
                sign = 1.0 if owner == player else -1.0
                out["defense"] += sign * self.defense * perm.counters.defense
                continue
            sign = 1.0 if perm.controller == player else -1.0
            if perm.is_type(CardType.PLANESWALKER):
                out["loyalty"] += sign * self.loyalty * perm.counters.loyalty
            if perm.is_creature:
                out["creatures"] += sign * self.creatures * self.creature_worth(perm)
        out["game"] = GAME_VALUE * game_result(board, player) if self.avoid_losing else 0.0
        return {k: v + 0.0 for k, v in out.items()}  # no negative zeros

    def key(self, board: Board, player: str) -> tuple[int, float]:
        """What the search compares: (game result, score).

        >>> from mtgcombat.core.model import Board, Player
        >>> board = Board([Player("A"), Player("B", life=0, lost=True)], [], "A")
        >>> Objective().key(board, "A"), Objective().key(board, "B")
        ((1, 20.0), (-1, -20.0))
        """
        result = game_result(board, player) if self.avoid_losing else 0
        return result, self.score(board, player)

    def value(self, board: Board, player: str) -> float:
        """The key as one number: the score plus :data:`GAME_VALUE` times the
        game result (when ``avoid_losing``).

        >>> from mtgcombat.core.model import Board, Player
        >>> board = Board([Player("A", life=20), Player("B", life=12)], [], "A")
        >>> Objective().value(board, "A"), Objective(avoid_losing=False).value(board, "A")
        (8.0, 8.0)
        """
        result, score = self.key(board, player)
        return score + GAME_VALUE * result


def with_pumps(objective: Objective, pumps: Mapping[str, tuple[int, int]]) -> Objective:
    """``objective`` with these pumps until end of turn also left out of the
    creatures' worth (:attr:`Objective.temporary`; they end in the cleanup
    step, 514.2), added to the ones it already leaves out.

    >>> with_pumps(Objective(temporary={"bear": (1, 1)}), {"bear": (2, 2)}).temporary
    {'bear': (3, 3)}
    """
    if not pumps:
        return objective
    return dataclasses.replace(objective, temporary=merge_pumps(objective.temporary, pumps))


def game_result(board: Board, player: str) -> int:
    """1 if every other player has lost and this one has not, -1 if this
    player has lost and some other has not, else 0 (104.2a, 104.3).

    >>> from mtgcombat.core.model import Board, Player
    >>> board = Board([Player("A"), Player("B", life=0, lost=True)], [], "A")
    >>> game_result(board, "A"), game_result(board, "B")
    (1, -1)
    """
    return _result_from(board, (0,) * (2 * len(board.players)), player)


def _losers(board: Board, total: Sequence[int]) -> dict[str, bool]:
    """Whether each player has lost once these life and poison changes
    (two per player, in board order) apply (704.5a, 704.5c)."""
    lost: dict[str, bool] = {}
    for i, p in enumerate(board.players):
        life, poison = p.life + total[2 * i], p.poison + total[2 * i + 1]
        # "you don't lose the game for having 0 or less life": no 704.5a
        lost[p.id] = p.lost or (life <= 0 and not p.zero_life_ok) or poison >= POISON_TO_LOSE
    return lost


def _ends_early(board: Board, early: Sequence[int]) -> bool:
    """Whether these first-strike-step changes leave at most one player in
    the game, so that no regular step follows (104.2a)."""
    return sum(1 for lost in _losers(board, early).values() if not lost) <= 1


def _result_from(board: Board, total: Sequence[int], me: str) -> int:
    """The game result for ``me`` once these life and poison changes apply."""
    lost = _losers(board, total)
    others = [v for k, v in lost.items() if k != me]
    if not lost[me] and others and all(others):
        return 1
    if lost[me] and not all(others):
        return -1
    return 0
