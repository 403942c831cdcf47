"""Putting counters on a permanent (CR 122.1, 122.6): the one place every
effect, keyword and damage result that puts counters on a permanent goes
through, so that what changes how many are put applies to each of them alike.

:func:`placed` says how many counters of a kind are put when an effect would
put some: none on a permanent that can't have counters put on it (Tatterkite,
Melira's Keepers); else as many as the static abilities that change them
(:class:`~mtgcombat.core.counter_rules.CounterRule`) make of them: "that many
plus one" (Hardened Scales), "twice that many" (Corpsejack Menace), "that
many minus one" (Vizier of Remedies; 614.1a), or none under "creatures you
control can't have -1/-1 counters put on them" (Melira, Sylvok Outcast).
When several replacements apply to one placement, the affected permanent's
controller orders them (616.1); the engine applies them only when every
order gives the same number, and otherwise refuses (:func:`order_problem`,
which the scenario reads as it loads, and a
:class:`~mtgcombat.rules.choice_errors.ChoiceError` if such a placement
still comes up). :func:`with_counters` adds them to the permanent's
:class:`~mtgcombat.core.model.Counters`; :func:`put_counters` does both.

The effects that put counters (each calls :func:`placed` with the permanent,
the kind and the amount): "put N +1/+1 counters on ..." resolving from a
trigger, an activated ability or a spell (608.2), wither and infect damage
(120.3d), damage replaced by counters (614.1a) or prevented for counters
(615.5), renown (702.112a), bushido-like attack keywords, counters of a
named kind (122.1), keyword counters (122.1b), "its counters" moved on, and
proliferate (701.34a).
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Sequence

from mtgcombat.core.counter_rule_events import CountersReplaced
from mtgcombat.core.counter_rules import CounterRule
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, Counters, Permanent, evolve
from mtgcombat.core.selectors import matches
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.effects import has_effects
from mtgcombat.rules.static_rules import active_statics

RuleAt = tuple[Permanent, CounterRule]


def counter_rules(board: Board) -> tuple[RuleAt, ...]:
    """The abilities that change counters put on permanents on this board
    (:class:`CounterRule`), with their permanents: on the battlefield, their
    conditions holding (611.3a), in board order. Remembered per board; none
    on a board without static abilities.

    >>> from mtgcombat.core.model import Player, Selector
    >>> yours = Selector(types=frozenset({"creature"}), controller="you")
    >>> scales = Permanent(id="scales", controller="A", types={"enchantment"},
    ...                    statics=(CounterRule("plus", yours, amount=1),))
    >>> board = Board([Player("A"), Player("B")], [scales], "A")
    >>> [(p.id, r.does) for p, r in counter_rules(board)]
    [('scales', 'plus')]
    """
    if not has_effects(board):
        return ()
    return board.derived("counter_rules", lambda: _find_rules(board))


def _find_rules(board: Board) -> tuple[RuleAt, ...]:
    return active_statics(board, CounterRule)


def _applies(
    board: Board, holder: Permanent, rule: CounterRule, perm: Permanent, kind: str
) -> bool:
    """Whether ``rule`` of ``holder`` applies to counters of ``kind`` put on
    ``perm`` (its selector read relative to ``holder``; "~" is ``holder``)."""
    if rule.counter and rule.counter != kind:
        return False
    selector = rule.to
    if "~" in selector.ids:
        if perm.id != holder.id:
            return False
        selector = dataclasses.replace(selector, ids=())
    return matches(board, selector, perm, holder)


def _result(order: Sequence[RuleAt], amount: int) -> int:
    """The number put after the replacements in ``order`` (614.1a): each
    applies only while one or more would still be put (so "minus one" on one
    counter leaves none, and nothing after it applies)."""
    for _, rule in order:
        if amount <= 0:
            return 0
        amount = amount * 2 if rule.does == "double" else amount + rule.amount
    return max(amount, 0)


def _differs(applying: Sequence[RuleAt], amount: int) -> bool:
    """Whether the order of ``applying`` changes the number put (616.1)."""
    if len(applying) < 2:
        return False
    results = {_result(order, amount) for order in itertools.permutations(applying)}
    return len(results) > 1


def order_problem(board: Board) -> tuple[str, str, tuple[str, ...]] | None:
    """A permanent on ``board`` to which two or more counter replacements
    apply whose order changes how many counters are put on it (616.1: its
    controller chooses the order, which a scenario can't give yet), as
    (permanent, kind, the permanents with the abilities); None when there is
    none.

    >>> from mtgcombat.core.model import Player, Selector
    >>> yours = Selector(types=frozenset({"creature"}), controller="you")
    >>> scales = Permanent(id="scales", controller="A", types={"enchantment"},
    ...                    statics=(CounterRule("plus", yours, amount=1),))
    >>> menace = Permanent(id="menace", controller="A", power=2, toughness=2,
    ...                    statics=(CounterRule("double", yours),))
    >>> board = Board([Player("A"), Player("B")], [scales, menace], "A")
    >>> order_problem(board)
    ('menace', '+1/+1', ('scales', 'menace'))
    >>> order_problem(board.with_permanents([scales]))
    """
    rules = counter_rules(board)
    if len(rules) < 2:
        return None
    kinds = sorted({"+1/+1", "-1/-1"} | {r.counter for _, r in rules if r.counter})
    for perm in board.permanents:
        if not perm.on_battlefield or perm.cant_have_counters:
            continue
        for kind in kinds:
            applying = [(h, r) for h, r in rules if _applies(board, h, r, perm, kind)]
            if any(r.does == "none" for _, r in applying):
                continue
            if any(_differs(applying, n) for n in (1, 2, 3)):
                return perm.id, kind, tuple(h.id for h, _ in applying)
    return None


def placed(
    board: Board,
    perm: Permanent,
    kind: str,
    amount: int,
    events: list[Event] | None = None,
) -> int:
    """How many counters of ``kind`` ("+1/+1", "-1/-1", "loyalty", "ice"...)
    are put on ``perm`` when an effect would put ``amount`` of them (122.1):
    none on a permanent that can't have counters put on it, none for an
    amount of 0 or less, else ``amount`` as the board's counter replacements
    make it (614.1a; a ``counters_replaced`` event added to ``events`` when
    they change it). Raises :class:`ChoiceError` when their order matters
    (616.1).

    >>> from mtgcombat.core.model import Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> kite = Permanent(id="kite", controller="A", power=3, toughness=2, cant_have_counters=True)
    >>> board = Board([Player("A"), Player("B")], [bear, kite], "A")
    >>> placed(board, bear, "+1/+1", 2), placed(board, kite, "+1/+1", 2)
    (2, 0)
    >>> placed(board, bear, "-1/-1", 0)
    0
    >>> from mtgcombat.core.model import Selector
    >>> yours = Selector(types=frozenset({"creature"}), controller="you")
    >>> vizier = Permanent(id="vizier", controller="A", power=2, toughness=1,
    ...                    statics=(CounterRule("plus", yours, counter="-1/-1", amount=-1),))
    >>> board = Board([Player("A"), Player("B")], [bear, vizier], "A")
    >>> events = []
    >>> placed(board, bear, "-1/-1", 3, events), placed(board, bear, "-1/-1", 1)
    (2, 0)
    >>> [(e.kind, e.would, e.amount) for e in events]
    [('counters_replaced', 3, 2)]
    >>> placed(board, bear, "+1/+1", 1)
    1
    """
    if amount <= 0 or perm.cant_have_counters:
        return 0
    rules = counter_rules(board)
    if not rules:
        return amount
    applying = [(h, r) for h, r in rules if _applies(board, h, r, perm, kind)]
    if not applying:
        return amount
    barred = [h.id for h, r in applying if r.does == "none"]
    if barred:  # a "can't" beats the effect that would put them (101.2)
        result, used, rule = 0, barred, "101.2"
    else:
        if _differs(applying, amount):
            ids = ", ".join(h.id for h, _ in applying)
            raise ChoiceError(
                perm.id,
                "counters",
                f"the abilities of {ids} change the {kind} counters put on {perm.id}, and the "
                "order its controller applies them in (616.1) changes the number: that order "
                "can't be given in a file yet",
                "616.1",
                "counter_replacement_order",
                {"permanent": perm.id, "counter": kind, "ids": ids},
            )
        result, used, rule = _result(applying, amount), [h.id for h, _ in applying], "614.1a"
    if events is not None and result != amount:
        events.append(CountersReplaced(rule, perm.id, kind, amount, result, ", ".join(used)))
    return result


def with_counters(counters: Counters, kind: str, amount: int) -> Counters:
    """``counters`` with ``amount`` more of ``kind`` (122.1); ``other`` stays
    sorted by kind.

    >>> with_counters(Counters(plus_one=1), "+1/+1", 2).plus_one
    3
    >>> with_counters(Counters(other=(("ice", 1),)), "charge", 1).other
    (('charge', 1), ('ice', 1))
    """
    if amount == 0:
        return counters
    if kind == "+1/+1":
        return evolve(counters, plus_one=counters.plus_one + amount)
    if kind == "-1/-1":
        return evolve(counters, minus_one=counters.minus_one + amount)
    if kind == "loyalty":
        return evolve(counters, loyalty=counters.loyalty + amount)
    if kind == "defense":
        return evolve(counters, defense=counters.defense + amount)
    other = dict(counters.other)
    other[kind] = other.get(kind, 0) + amount
    return evolve(counters, other=tuple(sorted(other.items())))


def put_counters(
    board: Board,
    perm: Permanent,
    kind: str,
    amount: int,
    events: list[Event] | None = None,
) -> tuple[Permanent, int]:
    """``perm`` with the counters an effect that would put ``amount`` of
    ``kind`` on it puts (:func:`placed`), and how many that was (0: ``perm``
    itself, unchanged).

    >>> from mtgcombat.core.model import Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> after, n = put_counters(board, bear, "+1/+1", 2)
    >>> after.counters.plus_one, n
    (2, 2)
    """
    n = placed(board, perm, kind, amount, events)
    if n == 0:
        return perm, 0
    return evolve(perm, counters=with_counters(perm.counters, kind, n)), n
