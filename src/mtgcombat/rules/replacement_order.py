"""The order of replacement and prevention effects on one damage event
(CR 616.1): which permanents' damage abilities (614, 615) apply to it, in the
order the affected player, or the controller of the affected permanent,
chooses (616.1, the scenario's ``replacement_order``) or, without a choice,
in the engine's documented default (prevention first, then changes of the
amount, then "counters instead", each in board order), and the event that
says which was used (:class:`~mtgcombat.core.effect_events.ReplacementOrder`).

The holder's own "prevent the next N damage" shields (615.7, ordered by
``shield_order``), protection and "prevent all combat damage" keep their
places: shields after the permanents' effects an order lists.
"""

from __future__ import annotations

from collections.abc import Sequence

from mtgcombat.core.abilities import DamageRule
from mtgcombat.core.model import Board, Permanent

# What a damage rule does, by the step of the default order it belongs to.
PREVENTS = frozenset(
    {
        "prevent",
        "prevent_n",
        "prevent_all_but",
        "prevent_half",
        "prevent_remove_all",
        "prevent_remove_one",
        "prevent_per_counter",
        "prevent_plus_each",
        "prevent_minus_each",
        "prevent_plus_one",
    }
)
CHANGES = frozenset({"double", "plus", "half"})
COUNTERS_INSTEAD = frozenset({"plus_counters", "minus_counters"})
ORDERED = PREVENTS | CHANGES | COUNTERS_INSTEAD


def _step(rule: DamageRule) -> int:
    return 0 if rule.does in PREVENTS else 1 if rule.does in CHANGES else 2


def _example() -> list[tuple[Permanent, DamageRule]]:
    double = DamageRule(does="double", players="each")
    prevent = DamageRule(does="prevent_n", amount=1, players="you")
    furnace = Permanent(id="furnace", controller="A", statics=(double,))
    ward = Permanent(id="ward", controller="B", statics=(prevent,))
    return [(furnace, double), (ward, prevent)]


def default_order(
    applying: Sequence[tuple[Permanent, DamageRule]],
) -> list[tuple[Permanent, DamageRule]]:
    """The default (616.1 left to the engine): prevention, then changes of the
    amount, then counters instead, each in board order (a stable sort).

    >>> [p.id for p, _ in default_order(_example())]
    ['ward', 'furnace']
    """
    return sorted(applying, key=lambda pr: _step(pr[1]))


def chosen_order(
    applying: Sequence[tuple[Permanent, DamageRule]], order: Sequence[str]
) -> list[tuple[Permanent, DamageRule]]:
    """The abilities in the chosen order: those of the permanents the order
    names first, as it names them; the rest after, in the default order.
    "Counters instead" replaces the dealing itself, so it stays last.

    >>> [p.id for p, _ in chosen_order(_example(), ["furnace"])]
    ['furnace', 'ward']
    """
    place = {pid: i for i, pid in enumerate(order)}
    first = default_order(applying)
    return sorted(
        first,
        key=lambda pr: (
            _step(pr[1]) == 2,
            place.get(pr[0].id, len(place)),
        ),
    )


def chooser(board: Board, affected: str) -> str:
    """Who orders the effects (616.1): the affected player, or the controller
    of the affected permanent.

    >>> from mtgcombat.core.model import Player
    >>> board = Board((Player("A"), Player("B")), tuple(p for p, _ in _example()), "A")
    >>> chooser(board, "ward"), chooser(board, "A")
    ('B', 'A')
    """
    perm = board.get(affected)
    return affected if perm is None else perm.controller


def has_damage_ability(perm: Permanent) -> bool:
    """Whether ``perm`` has a damage ability a ``replacement_order`` can
    name (one that prevents, changes or replaces damage by counters).

    >>> [has_damage_ability(p) for p, _ in _example()]
    [True, True]
    >>> has_damage_ability(Permanent(id="bear", controller="A", power=2, toughness=2))
    False
    """
    return any(isinstance(s, DamageRule) and s.does in ORDERED for s in perm.statics)
