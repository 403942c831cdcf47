"""The scenario key ``replacement_order`` (CR 616.1): for a player or
permanent, the ids of the permanents whose damage replacement or prevention
abilities apply to damage dealt to it, in the order its player (or its
controller) applies them. Each problem is a one-line error naming the file,
the field and 616.1, with the nearest id when there is one.

    replacement_order = { bear = ["furnace", "ward"] }

The order of the abilities that change counters put on a permanent (614.1a,
Hardened Scales and Corpsejack Menace) can't be given yet: a board where it
would change a number is refused (:func:`check_counter_order`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from mtgcombat.core.model import Board
from mtgcombat.rules.counter_placing import order_problem
from mtgcombat.rules.replacement_order import has_damage_ability
from mtgcombat.scenario.errors import _Fail, _key_text


def _guess(word: str, names: Sequence[str]) -> str:
    import difflib  # noqa: PLC0415 (a misspelling is rare: start-up does without it)

    found = difflib.get_close_matches(word, list(names), n=1, cutoff=0.5)
    return found[0] if found else ""


def check_replacement_order(board: Board, table: Mapping[str, Sequence[str]], fail: _Fail) -> None:
    """Raise the first problem of ``replacement_order``: an affected id that
    is no player or permanent, a listed id that is no permanent with a damage
    replacement or prevention ability, an id listed twice.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> from mtgcombat.scenario.errors import ScenarioError
    >>> board = Board((Player("A"), Player("B")), (Permanent(id="bear", controller="B"),), "A")
    >>> def fail(path, key, rule=None, **facts):
    ...     return ScenarioError("f.toml", path, key, rule, key=key, facts=facts)
    >>> check_replacement_order(board, {"baer": []}, fail)
    Traceback (most recent call last):
    ...
    mtgcombat.scenario.errors.ScenarioError: f.toml: replacement_order.baer: ...
    """
    ids = [p.id for p in board.players] + [p.id for p in board.permanents]
    able = [p.id for p in board.permanents if p.on_battlefield and has_damage_ability(p)]
    for affected, effects in table.items():
        path = f"replacement_order.{_key_text(affected)}"
        if board.get(affected) is None and not board.is_player(affected):
            guess = _guess(affected, ids)
            if guess:
                raise fail(path, "replacement_order_unknown", "616.1", id=affected, guess=guess)
            raise fail(path, "not_player_or_permanent_id", "616.1", id=affected)
        seen: set[str] = set()
        for pid in effects:
            if pid in seen:
                raise fail(path, "replacement_order_repeated", "616.1", id=pid)
            seen.add(pid)
            if pid in able:
                continue
            guess = _guess(pid, able) or (able[0] if len(able) == 1 else "")
            if guess:
                raise fail(
                    path, "replacement_order_not_effect", "616.1",
                    id=pid, affected=affected, guess=guess,
                )  # fmt: skip
            if able:
                raise fail(
                    path, "replacement_order_not_effect_list", "616.1",
                    id=pid, affected=affected, ids=", ".join(able),
                )  # fmt: skip
            raise fail(
                path, "replacement_order_not_effect_none", "616.1", id=pid, affected=affected
            )


def check_counter_order(board: Board, fail: _Fail) -> None:
    """Raise the problem of a permanent on ``board`` to which two or more
    abilities that change the counters put on it apply, in an order that
    changes their number (616.1: its controller chooses it; a file can't give
    it yet, so the board is refused rather than one order guessed).

    >>> from mtgcombat.core.counter_rules import CounterRule
    >>> from mtgcombat.core.model import Permanent, Player, Selector
    >>> from mtgcombat.scenario.errors import ScenarioError
    >>> yours = Selector(types=frozenset({"creature"}), controller="you")
    >>> scales = Permanent(id="scales", controller="A", types={"enchantment"},
    ...                    statics=(CounterRule("plus", yours, amount=1),))
    >>> menace = Permanent(id="menace", controller="A", power=2, toughness=2,
    ...                    statics=(CounterRule("double", yours),))
    >>> def fail(path, key, rule=None, **facts):
    ...     return ScenarioError("f.toml", path, key, rule, key=key, facts=facts)
    >>> check_counter_order(Board((Player("A"), Player("B")), (scales, menace), "A"), fail)
    Traceback (most recent call last):
    ...
    mtgcombat.scenario.errors.ScenarioError: f.toml: permanents[1]: ...
    """
    unordered = order_problem(board)
    if unordered is None:
        return
    pid, kind, holders = unordered
    where = f"permanents[{[p.id for p in board.permanents].index(pid)}]"
    raise fail(
        where,
        "counter_replacement_order",
        "616.1",
        permanent=pid,
        counter=kind,
        ids=", ".join(holders),
    )
