"""Layer 7 with the changes of resolved spells and abilities (613.4, 613.7a):
a permanent's power and toughness worked out again whenever one of them
changes (:func:`with_pt_change`), whenever the static effects are recomputed
(:func:`own_before_layers`, :func:`relayered`, called by
:mod:`mtgcombat.rules.effects`) and when they end in the cleanup step
(:func:`without_until_end_of_turn`, 514.2).

The changes are kept on the permanent (:class:`~mtgcombat.core.pt_layers.PTLayers`)
in the order they were applied; its ``power`` and ``toughness`` hold their
result, so everything that reads them (combat damage, 510.1a; lethal damage,
704.5g) reads the same values as before. A permanent no such change touched
has none, and nothing here runs for it.
"""

from __future__ import annotations

from collections.abc import Iterable

from mtgcombat.core.grants import EffectChange
from mtgcombat.core.model import Permanent, evolve
from mtgcombat.core.pt_layers import MODIFY, PTChange, PTLayers
from mtgcombat.rules.effect_grants import own_permanent

__all__ = [
    "own_before_layers",
    "pumped",
    "relayered",
    "static_plus",
    "with_pt_change",
    "without_until_end_of_turn",
]


def static_plus(changes: Iterable[EffectChange]) -> tuple[int, int]:
    """What static effects add to power and toughness in layer 7c (their
    ``pt`` changes, 613.4c).

    >>> static_plus([EffectChange("lord", "elf", "pt", "+1/+1", "613.4c"),
    ...              EffectChange("cda", "elf", "set_power", "4", "613.4a")])
    (1, 1)
    """
    power = toughness = 0
    for c in changes:
        if c.what == "pt":
            p, _, t = c.value.partition("/")
            power += int(p)
            toughness += int(t)
    return power, toughness


def _static_parts(perm: Permanent, layers: PTLayers) -> tuple[int, int, int, int]:
    """Its power and toughness after layer 7a and the static effects of 7b,
    and what the static effects add in 7c (from its ``granted``, 611.3a)."""
    g = perm.granted
    if g is None:
        return layers.own_power, layers.own_toughness, 0, 0
    plus_p, plus_t = static_plus(g.changes)
    return (
        layers.own_power + g.power - plus_p,
        layers.own_toughness + g.toughness - plus_t,
        plus_p,
        plus_t,
    )


def with_pt_change(perm: Permanent, change: PTChange) -> Permanent:
    """``perm`` with one more change to its power and toughness, the latest
    (613.7a), and its power and toughness worked out again (613.4).

    >>> from mtgcombat.core.pt_layers import SET, SWITCH
    >>> bear = Permanent(id="bear", controller="A", power=3, toughness=1)
    >>> pumped_bear = with_pt_change(bear, PTChange(MODIFY, 2, 0))
    >>> switched = with_pt_change(pumped_bear, PTChange(SWITCH))
    >>> (switched.power, switched.toughness)  # 5/1 switched (613.4d)
    (1, 5)
    >>> after = with_pt_change(switched, PTChange(MODIFY, 2, 0))  # 7c, before 7d
    >>> (after.power, after.toughness)
    (1, 7)
    >>> based = with_pt_change(after, PTChange(SET, 0, 1))  # 7b: 0/1, +4/+0, switched
    >>> (based.power, based.toughness)
    (1, 4)
    """
    layers = perm.pt_layers
    if layers is None:
        g = perm.granted
        if g is None:
            layers = PTLayers(perm.power, perm.toughness)
        else:
            layers = PTLayers(perm.power - g.power, perm.toughness - g.toughness)
    layers = layers.adding(change)
    power, toughness = layers.result(*_static_parts(perm, layers))
    return evolve(perm, power=power, toughness=toughness, pt_layers=layers)


def pumped(perm: Permanent, power: int, toughness: int, source: str = "") -> Permanent:
    """``perm`` after +``power``/+``toughness`` until end of turn (layer 7c,
    613.4c), kept as a change with its timestamp (613.7a).

    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> grown = pumped(bear, 3, 3, "timeline[0]")
    >>> (grown.power, grown.toughness), str(grown.pt_layers.changes[0])
    ((5, 5), '+3/+3')
    """
    return with_pt_change(perm, PTChange(MODIFY, power, toughness, source))


def own_before_layers(perm: Permanent) -> Permanent:
    """The permanent without what static effects add to it (611.3a) and,
    when it has changes in layer 7, without those either (they are applied
    again after the static effects, :func:`relayered`).

    >>> bear = with_pt_change(Permanent(id="b", controller="A", power=2, toughness=2),
    ...                       PTChange(MODIFY, 1, 1))
    >>> own_before_layers(bear).power
    2
    """
    own = own_permanent(perm)
    layers = perm.pt_layers
    if layers is None:
        return own
    return evolve(own, power=layers.own_power, toughness=layers.own_toughness)


def relayered(perm: Permanent, changes: Iterable[EffectChange]) -> Permanent:
    """``perm``, whose power and toughness are its own with the static
    effects ``changes`` applied (layers 7a-7c), with its own changes of
    layer 7 applied again in layer order (613.4).

    >>> from mtgcombat.core.pt_layers import SWITCH
    >>> bear = with_pt_change(Permanent(id="b", controller="A", power=3, toughness=1),
    ...                       PTChange(SWITCH))
    >>> anthem = EffectChange("lord", "b", "pt", "+1/+0", "613.4c")
    >>> lorded = relayered(evolve(own_before_layers(bear), power=4), [anthem])
    >>> (lorded.power, lorded.toughness)  # 3/1, +1/+0 is 4/1, switched 1/4
    (1, 4)
    """
    layers = perm.pt_layers
    if layers is None:
        return perm
    plus_p, plus_t = static_plus(changes)
    power, toughness = layers.result(perm.power - plus_p, perm.toughness - plus_t, plus_p, plus_t)
    if power == perm.power and toughness == perm.toughness:
        return perm
    return evolve(perm, power=power, toughness=toughness)


def without_until_end_of_turn(perm: Permanent) -> Permanent:
    """``perm`` once its "until end of turn" changes to power and toughness
    end in the cleanup step (514.2), all at once; a lasting one stays.

    >>> from mtgcombat.core.pt_layers import SWITCH
    >>> bear = with_pt_change(Permanent(id="b", controller="A", power=3, toughness=1),
    ...                       PTChange(SWITCH))
    >>> ended = without_until_end_of_turn(bear)
    >>> (ended.power, ended.toughness, ended.pt_layers)
    (3, 1, None)
    """
    layers = perm.pt_layers
    if layers is None:
        return perm
    kept = layers.lasting()
    parts = _static_parts(perm, layers)
    power, toughness = (
        (parts[0] + parts[2], parts[1] + parts[3]) if kept is None else kept.result(*parts)
    )
    return evolve(perm, power=power, toughness=toughness, pt_layers=kept)
