"""Undying (702.93a) and persist (702.79a): the object a card returns to the
battlefield as is a new object with no memory of its previous existence
(400.7). Every effect that applied to the permanent that died is left behind:
its "until end of turn" pumps, the keywords it gained or lost, a control
change, damage prevented to or by it, and the targets and "that creature" of
the abilities already waiting on the stack (608.2b).

The engine knows no printed card apart from the board it is given: the
values a board gives a permanent as the combat begins are taken as its own
(its card's, with what static effects give it taken off: they apply to the
new object anew, 611.3a). :func:`mtgcombat.rules.return_snapshots.take_return_snapshots` keeps
them, as the combat begins, on each permanent with such an ability
(``returns_as``); :func:`returned_object` builds the new object from them.
"""

from __future__ import annotations

from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.core.basics import Counters, Zone
from mtgcombat.core.effect_values import ReturnEffect
from mtgcombat.core.model import Permanent, evolve
from mtgcombat.rules.effect_grants import own_permanent


def returned_object(card: Permanent, plus: bool, tapped: bool = False) -> Permanent:
    """The new object (400.7) the card ``card`` (in its graveyard) returns
    to the battlefield as, with one +1/+1 (``plus``) or -1/-1 counter
    (702.93a, 702.79a): its own values as the combat began (its
    ``returns_as``; without one, as it last existed less what static effects
    gave it), under its owner's control (108.3), untapped (``tapped``: its
    own "enters the battlefield tapped", 614.1d), undamaged, with no
    other counter, neither attacking nor blocking (506.4), summoning sick
    (302.6), and with none of the choices and marks of the old object.

    >>> from mtgcombat.core.keywords import Keyword
    >>> wolf = Permanent(id="wolf", controller="B", power=1, toughness=1)
    >>> grown = evolve(wolf, power=4, toughness=4, zone=Zone.GRAVEYARD, returns_as=wolf,
    ...                abilities=frozenset({Keyword.FLYING}), damage=5)
    >>> new = returned_object(grown, plus=True)
    >>> (new.power, new.toughness, new.current_power, new.abilities, new.damage)
    (1, 1, 2, frozenset(), 0)
    """
    own = card.returns_as if card.returns_as is not None else own_permanent(card)
    counters = Counters(plus_one=1) if plus else Counters(minus_one=1)
    return evolve(
        own,
        zone=Zone.BATTLEFIELD,
        controller=card.owner_id,
        owner="",
        last_known=None,
        control_by_effect=False,
        damage=0,
        counters=counters,
        tapped=tapped,
        attacking=None,
        blocking=(),
        blocked=False,
        band="",
        entered_blocking=False,
        deathtouch_damaged=False,
        had_first_strike=False,
        prevent_next=0,
        regeneration_shields=0,
        protector=None,
        monstrous=False,
        renowned=False,
        paired_with=None,
        assigns_no_combat_damage=False,
        destroy_at_end_of_combat=(),
        damaged_by=frozenset(),
        summoning_sick=True,
        granted=None,
        returns_as=card.returns_as,
    )


def returns_itself(ability: object) -> bool:
    """Whether ``ability`` is "When this creature dies, return it to the
    battlefield (tapped) under its owner's control (with a +1/+1 counter on
    it)": a dies trigger of the permanent itself with no intervening "if".

    >>> returns_itself(BlockTrigger(("dies",), (ReturnEffect(unless_had=False),)))
    True
    >>> returns_itself(BlockTrigger(("dies",), (ReturnEffect(),)))  # undying's "if"
    False
    """
    return (
        isinstance(ability, BlockTrigger)
        and ability.events == ("dies",)
        and ability.subject is None
        and len(ability.effects) == 1
        and isinstance(ability.effects[0], ReturnEffect)
        and not ability.effects[0].unless_had
    )


__all__ = ["returned_object", "returns_itself"]
