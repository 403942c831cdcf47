"""Card sentences for the triggered abilities of the combat damage step
(603.2, 510.3a).

The grammar's ``damage_trigger`` rules (card.lark, their own block) read
"whenever ~ / a creature you control / enchanted (equipped) creature deals
combat damage to a player / to an opponent / to a player or planeswalker /
to a creature / (anything), EFFECT", "whenever one or more creatures you
control deal combat damage to a player, EFFECT" (once per player), "whenever
~ (or a creature it names) is dealt (combat) damage, EFFECT" and "whenever a
source / a creature deals (combat) damage to you, EFFECT".
:class:`DamageTriggerValues` turns their trees into
:class:`~mtgcombat.core.abilities.BlockTrigger` values (the parser's
transformer inherits it, with the declare blockers step's effects of
:mod:`~mtgcombat.text.block_triggers`), and the rules engine resolves them
in the step of the damage (:mod:`mtgcombat.rules.triggers_damage`).

The effects this step adds: exile and tap (that creature, it), discard
("that player discards a card", "discard a card": an event), draw (an
event), "that player loses the game" (104.3e; session 10), life gained or
lost and damage dealt in the amount of the damage ("that much"), damage to
and life lost by "that player" (the player dealt damage), counters on each
attacking creature. Who "it" is: the creature the
event is about (the one dealing the damage; the one dealt damage for "is
dealt damage"); "that creature" the creature dealt damage by it.
"""

from __future__ import annotations

from typing import Any

from mtgcombat.core.abilities import (
    Ability,
    BlockTrigger,
    CounterEffect,
    DamageEffect,
    DiscardEffect,
    ExileEffect,
    LifeEffect,
    LoseGameEffect,
    Selector,
    TapEffect,
    TriggerEffect,
    TriggerEvent,
)
from mtgcombat.core.counted_values import InterveningIf
from mtgcombat.core.keywords import Keyword
from mtgcombat.core.named_counter_values import (
    KEYWORD_COUNTERS,
    NamedCounterEffect,
    ordinary_kind,
)
from mtgcombat.text.block_triggers import (
    TriggerNotModelled,
    _group,
    _number,
    _when,
    block_trigger_value,
)
from mtgcombat.text.dies_triggers import BOARD_CONDITIONS as _BOARD_CONDITIONS
from mtgcombat.text.trigger_words import it_deals

_TO_PLAYER = frozenset(
    {
        "combat_damage_to_player",
        "combat_damage_to_opponent",
        "combat_damage_to_you",
        "damage_to_you",
        "group_combat_damage_to_player",
        "deals_damage_to_player",
        "deals_damage_to_opponent",
        "you_dealt_damage",
        "opponent_dealt_damage",
    }
)
"""The events whose damage is dealt to a player ("that player")."""

_PLAYER_DEALT = frozenset({"you_dealt_damage", "opponent_dealt_damage"})
"""The events of a player dealt damage: no creature is the event's ("it")."""


_TO_CREATURE = (
    frozenset({"combat_damage_to_creature"}),
    frozenset({"deals_damage_to_creature"}),
)
"""The events of a watcher's damage to a creature ("that creature")."""


def _creature_of(c: list[Any]) -> Selector:
    """The kind of creature a "deals damage to a SEL" trigger waits for:
    a creature's type or quality; a selector that names a card type other
    than creature ("a planeswalker", "a permanent") is not modelled."""
    found: Selector = next(x for x in c if isinstance(x, Selector))
    if found.types - {"creature"} or not (found.types or found.subtypes):
        raise TriggerNotModelled(f"damage dealt to {found}")
    return found


def _who(c: list[Any]) -> str:
    found: str = next(x for x in c if type(x) is str)
    return found


class DamageTriggerValues:
    """Transformer methods for the ``damage_trigger`` rules of card.lark.

    >>> from mtgcombat.text import parse_sentence
    >>> parsed = parse_sentence("Whenever ~ is dealt damage, put a +1/+1 counter on it.")
    >>> [str(v) for v in parsed.traits.values()]
    ['whenever this creature is dealt damage, put 1 +1/+1 counter(s) on it']
    """

    # -- the trigger event ----------------------------------------------------
    def dt_damage_opponent(self, c: list[Any]) -> dict[str, Any]:
        return _when(("combat_damage_to_opponent",))

    def dt_damage_player_or_planeswalker(self, c: list[Any]) -> dict[str, Any]:
        return _when(("combat_damage_to_player_or_planeswalker",))

    def dt_damage_any(self, c: list[Any]) -> dict[str, Any]:
        return _when(("combat_damage",))

    def dt_dealt(self, c: list[Any]) -> dict[str, Any]:
        return _when(("dealt_damage",))

    def dt_dealt_combat(self, c: list[Any]) -> dict[str, Any]:
        return _when(("dealt_combat_damage",))

    def dt_combat_to_you(self, c: list[Any]) -> dict[str, Any]:
        return _when(("combat_damage_to_you",))

    def dt_to_you(self, c: list[Any]) -> dict[str, Any]:
        return _when(("damage_to_you",))

    # "deals damage (to ...)": any damage, in combat its combat damage
    def dt_deals_any(self, c: list[Any]) -> dict[str, Any]:
        return _when(("deals_damage",))

    def dt_deals_player(self, c: list[Any]) -> dict[str, Any]:
        return _when(("deals_damage_to_player",))

    def dt_deals_opponent(self, c: list[Any]) -> dict[str, Any]:
        return _when(("deals_damage_to_opponent",))

    def dt_deals_creature(self, c: list[Any]) -> dict[str, Any]:
        return _when(("deals_damage_to_creature",))

    def dt_deals_creature_of(self, c: list[Any]) -> dict[str, Any]:
        # issue 33 (session 12): "deals damage to a Vampire": the creature
        # dealt damage must be one (603.2; "that creature", 120.1)
        return _when(("deals_damage_to_creature",), _creature_of(c))

    def dt_damage_creature_of(self, c: list[Any]) -> dict[str, Any]:
        return _when(("combat_damage_to_creature",), _creature_of(c))

    def dt_deals_creature_or_opponent(self, c: list[Any]) -> dict[str, Any]:
        # one damage event is to a creature or to a player, never both (120.1)
        return _when(("deals_damage_to_creature", "deals_damage_to_opponent"))

    def dt_group_player(self, c: list[Any]) -> dict[str, Any]:

        subject = next(x for x in c if isinstance(x, Selector))
        return {**_when(("group_combat_damage_to_player",)), "subject": subject}

    def dt_you_dealt(self, c: list[Any]) -> dict[str, Any]:
        return {**_when(("you_dealt_damage",)), "subject": None}

    def dt_opponent_dealt(self, c: list[Any]) -> dict[str, Any]:
        return {**_when(("opponent_dealt_damage",)), "subject": None}

    def dt_that_player(self, c: list[Any]) -> str:
        return "that_player"

    # -- effects ----------------------------------------------------------------
    def dt_exile(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (ExileEffect(_who(c)),)  # type: ignore[arg-type]

    def dt_tap(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "and it doesn't untap during its controller's next untap step":
        # after this combat (502.3), nothing more to do here
        return (TapEffect(_who(c)),)  # type: ignore[arg-type]

    def dt_discard(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (DiscardEffect(_number(c), _who(c)),)  # type: ignore[arg-type]

    def dt_discard_random(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # session 10: at random (701.9b); hands are off the board: an event
        return (DiscardEffect(_number(c), _who(c), at_random=True),)  # type: ignore[arg-type]

    def dt_lose_game(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # issue 33 (session 10): the player dealt damage loses at once (104.3e)
        return (LoseGameEffect(),)

    def dt_named_counter(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # issue 33 (session 10): "put a charge counter on ~ / it" (122.1)
        return (_named(c, _number(c), remove=False),)

    def dt_named_counter_remove(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (_named(c, _number(c), remove=True),)

    def dt_named_counter_remove_all(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (_named(c, 0, remove=True),)

    def dt_discard_you(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (DiscardEffect(_number(c), "you"),)

    def dt_gain_that_much(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (LifeEffect(1, _who(c), that_much=True),)  # type: ignore[arg-type]

    def dt_lose_that_much(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (LifeEffect(-1, _who(c), that_much=True),)  # type: ignore[arg-type]

    def dt_deal_that_much(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        from mtgcombat.text.block_triggers import _damage  # noqa: PLC0415

        target = next(x for x in c if not hasattr(x, "type"))  # a who, a target chosen
        effect = _damage(0, target, by_it=it_deals(c))
        return (DamageEffect(0, effect.target, False, effect.target_filter, effect.by_it, True),)

    def dt_deal_that_much_others(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # session 10: each opponent but "that player" (120.3, 102.2)
        return (DamageEffect(0, "each_other_opponent", False, None, it_deals(c), True),)

    def dt_both_gain_that_much(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # session 10: "you and that player each gain that much life" (119.3)
        return (
            LifeEffect(1, "you", that_much=True),
            LifeEffect(1, "that_player", that_much=True),
        )

    def dt_deal_player(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (DamageEffect(_number(c), "that_player", by_it=it_deals(c)),)

    def dt_counter_attacking(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (_counter(c, "attacking"),)

    def dt_counter_attacking_yours(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (_counter(c, "attacking_yours"),)

    def dt_effects(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        from mtgcombat.text.target_words import one_target_word  # noqa: PLC0415
        from mtgcombat.text.token_later import merge_later  # noqa: PLC0415  (603.7)

        one_target_word(_group(group) for group in c if group is not None)  # 603.3d
        return merge_later(tuple(e for group in c for e in _group(group) if group is not None))

    def dt_may_effects(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return self.dt_effects(c)

    # -- the sentence -----------------------------------------------------------
    def damage_trigger(self, c: list[Any]) -> Any:
        return _damage_traits(c[0], c[1])

    def damage_trigger_may(self, c: list[Any]) -> Any:
        return _damage_traits(c[0], c[1], optional=True)

    def damage_trigger_if(self, c: list[Any]) -> Any:
        return _damage_traits(c[0], _group(c[1]) + c[2], if_you_do=True)

    def damage_trigger_may_if(self, c: list[Any]) -> Any:
        return _damage_traits(c[0], _group(c[1]) + c[2], optional=True, if_you_do=True)

    def damage_trigger_cond(self, c: list[Any]) -> Any:
        # issue 33 (session 10): an intervening "if" (603.4)
        return _damage_traits(c[0], (_intervening(c[0], c[1]), *_group(c[2])))

    def damage_trigger_cond_may(self, c: list[Any]) -> Any:
        return _damage_traits(c[0], (_intervening(c[0], c[1]), *_group(c[2])), optional=True)


_KEYWORD_COUNTERS = frozenset({k.value for k in Keyword} | KEYWORD_COUNTERS)
"""Kinds of keyword counters (122.1b): each grants its keyword; and any
other keyword's name, no ordinary kind of counter either."""


def _named(c: list[Any], amount: int, *, remove: bool) -> NamedCounterEffect:
    """A counter of a named kind on ~ ("self") or on "it" (122.1); refused
    for a kind with rules of its own (a keyword counter, 122.1b; shield,
    stun, loyalty, defense...)."""
    pump = next((x for x in c if hasattr(x, "power") and hasattr(x, "toughness")), None)
    if pump is not None:
        kind = "+1/+1" if pump.power > 0 else "-1/-1"
    else:
        kind = str(next(x for x in c if getattr(x, "type", "") == "NAMED_COUNTER"))
    if not ordinary_kind(kind, _KEYWORD_COUNTERS):
        raise TriggerNotModelled(f"{kind} counters: a kind with rules of its own (122.1b-d)")
    # the SELF terminal is "~" or "it": "~" is the permanent with the ability
    on_self = any(getattr(x, "type", "") == "SELF" and str(x) == "~" for x in c)
    return NamedCounterEffect(kind, amount, remove, "self" if on_self else "it")


def _intervening(head: dict[str, Any], condition: Any) -> InterveningIf:
    """An intervening "if" (603.4) of a combat damage trigger, read relative
    to the permanent with the ability: for a trigger on another creature's
    damage ("whenever a creature you control ..."), only a condition on a
    player or the board (one about "it" would read the wrong creature)."""
    if head.get("subject") is not None and not isinstance(condition, _BOARD_CONDITIONS):
        raise TriggerNotModelled(
            "an intervening if (603.4) on another creature's damage, not on a player or the board"
        )
    return InterveningIf(condition)


def _counter(c: list[Any], who: str) -> CounterEffect:
    pump = next(x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))
    if (pump.power, pump.toughness) not in ((1, 1), (-1, -1)):
        raise TriggerNotModelled(f"{pump.power:+d}/{pump.toughness:+d} counters on each attacker")
    return CounterEffect(_number(c), pump.power > 0, who)  # type: ignore[arg-type]


def _damage_traits(
    head: dict[str, Any],
    effects: Any,
    *,
    optional: bool = False,
    if_you_do: bool = False,
) -> Any:
    from mtgcombat.text.traits import Traits  # noqa: PLC0415

    value = damage_trigger_value(
        head["events"],
        _group(effects),
        head["subject"],
        optional=optional,
        if_you_do=if_you_do,
        other=head.get("other"),
    )
    if not head.get("also_self"):
        return Traits(abilities=frozenset({value}))
    own = damage_trigger_value(
        head["events"],
        _group(effects),
        None,
        optional=optional,
        if_you_do=if_you_do,
        other=head.get("other"),
    )
    return Traits(abilities=frozenset({value, own}))


def damage_trigger_value(
    events: tuple[TriggerEvent, ...],
    effects: tuple[TriggerEffect, ...],
    subject: Any,
    *,
    optional: bool = False,
    if_you_do: bool = False,
    other: Selector | None = None,
) -> Ability:
    """The checked value of a parsed combat damage trigger: "that player"
    needs a player dealt damage, "it" a creature the event is about, and a
    trigger on "damage to you" from "a source" names no creature of its
    own. The checks of :func:`~mtgcombat.text.block_triggers.block_trigger_value`
    follow. ``other`` is the kind of creature dealt damage the ability
    waits for ("deals damage to a Vampire"; session 12).

    >>> from mtgcombat.core.abilities import DiscardEffect
    >>> str(damage_trigger_value(("combat_damage_to_player",), (DiscardEffect(),), None))
    'whenever this creature deals combat damage to a player, that player discards 1 card(s)'
    >>> damage_trigger_value(("dealt_damage",), (DiscardEffect(),), None)
    Traceback (most recent call last):
    ...
    mtgcombat.text.traits.Unmodelled: "that player" with no player dealt damage (that player ...
    """
    kinds = frozenset(events)
    for e in effects:
        who = getattr(e, "target", "") or getattr(e, "player", "")
        if who in ("that_player", "each_other_opponent") and not kinds <= _TO_PLAYER:
            raise TriggerNotModelled(f'"that player" with no player dealt damage ({e})')
        if who in ("it", "other", "blockers", "it_controller") and (
            "group_combat_damage_to_player" in kinds
        ):
            raise TriggerNotModelled(f"{e}: one or more creatures, not one")
        if who in ("it", "other", "blockers", "it_controller") and not kinds.isdisjoint(
            _PLAYER_DEALT
        ):
            # "whenever you're dealt damage, ... it": no creature is the event's
            raise TriggerNotModelled(f"{e}: a player dealt damage, no creature")
    if subject is not None and kinds in _TO_CREATURE:
        # "whenever a Sliver deals combat damage to a creature, destroy that
        # creature": "it" is the Sliver, "that creature" the one it damaged
        return BlockTrigger(events, effects, subject, other, 0, optional, if_you_do)
    value = block_trigger_value(
        events, effects, subject, other, optional=optional, if_you_do=if_you_do
    )
    assert isinstance(value, BlockTrigger)
    return value
