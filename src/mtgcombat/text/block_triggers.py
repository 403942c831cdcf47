"""Card sentences for the triggered abilities of the declare blockers step.

The grammar's ``block_trigger`` rules (card.lark, their own block) read
"whenever ~ blocks / blocks a creature / becomes blocked / becomes blocked
by a creature / blocks or becomes blocked (by a creature) / attacks and
isn't blocked / attacks or blocks, EFFECT" and "whenever a creature you
control becomes blocked, ...". :class:`BlockTriggerValues` turns their trees
into :class:`~mtgcombat.abilities.BlockTrigger` values; the parser's
transformer inherits it. The trigger events and how often each fires are
509.3a-g (509.5a-g in 2023).

Effects the engine carries out: +N/+M until end of turn (for each creature
blocking it, beyond the first, or each creature it's blocking), a keyword
gained or lost until end of turn, damage dealt by the permanent, destroy,
life gained or lost, poison counters. A sentence whose words parse but whose
meaning the engine can't carry out (an effect on "that creature" where no
other creature is named) raises :class:`~mtgcombat.text.parser.Unmodelled`;
``block_trigger_inert`` sentences (draw a card, discard, "doesn't untap
during its controller's next untap step"...) change nothing before combat
damage and raise :class:`~mtgcombat.text.parser.NoEffect`.

"Attacks or blocks": the attacking half triggers in the declare attackers
step, before blocks, and is already part of the board as written (as for
"whenever ~ attacks"); the blocking half is the trigger kept here.
"""

from __future__ import annotations

from typing import Any

from mtgcombat.abilities import (
    ANY_CREATURE,
    Ability,
    BlockTrigger,
    Bushido,
    CounterEffect,
    DamageEffect,
    DestroyEffect,
    Keyword,
    KeywordEffect,
    LifeEffect,
    PoisonEffect,
    PreventEffect,
    PumpEffect,
    RegenerateEffect,
    Selector,
    TriggerEffect,
    TriggerEvent,
)

_PAIR_EVENTS = frozenset({"blocks_creature", "becomes_blocked_by"})
_ATTACKER_EVENTS = frozenset({"becomes_blocked", "becomes_blocked_by"})
_BLOCKER_EVENTS = frozenset({"blocks", "blocks_creature"})


def TriggerNotModelled(message: str) -> Exception:
    """The parser's "unmodelled" exception (imported here, when raised: the
    parser imports this module)."""
    from mtgcombat.text.parser import Unmodelled  # noqa: PLC0415

    return Unmodelled(message)


def TriggerNoEffect(message: str) -> Exception:
    """The parser's "no effect" exception."""
    from mtgcombat.text.parser import NoEffect  # noqa: PLC0415

    return NoEffect(message)


def _when(events: tuple[TriggerEvent, ...], other: Selector | None = None) -> dict[str, Any]:
    if other == ANY_CREATURE:
        other = None  # "by a creature": no condition
    return {"events": events, "other": other}


def _number(c: list[Any]) -> int:
    return next((x for x in c if isinstance(x, int) and not isinstance(x, bool)), 1)


def _keyword(c: list[Any]) -> Keyword:
    found: tuple[Ability, ...] = next(x for x in c if isinstance(x, tuple))
    if len(found) != 1 or not isinstance(found[0], Keyword):
        raise TriggerNotModelled(f"gaining or losing {', '.join(map(str, found))}")
    return found[0]


class BlockTriggerValues:
    """Transformer methods for the ``block_trigger`` rules of card.lark."""

    # -- the trigger event ----------------------------------------------------
    def bt_blocks(self, c: list[Any]) -> dict[str, Any]:
        return _when(("blocks",))

    def bt_blocks_creature(self, c: list[Any]) -> dict[str, Any]:
        return _when(("blocks_creature",), c[0])

    def bt_blocks_any(self, c: list[Any]) -> dict[str, Any]:
        return _when(("blocks",), c[0])

    def bt_blocked(self, c: list[Any]) -> dict[str, Any]:
        return _when(("becomes_blocked",))

    def bt_blocked_by(self, c: list[Any]) -> dict[str, Any]:
        return _when(("becomes_blocked_by",), c[0])

    def bt_blocked_any(self, c: list[Any]) -> dict[str, Any]:
        return _when(("becomes_blocked",), c[0])

    def bt_either(self, c: list[Any]) -> dict[str, Any]:
        return _when(("blocks", "becomes_blocked"))

    def bt_either_by(self, c: list[Any]) -> dict[str, Any]:
        return _when(("blocks_creature", "becomes_blocked_by"), c[0])

    def bt_either_any(self, c: list[Any]) -> dict[str, Any]:
        return _when(("blocks", "becomes_blocked"), c[0])

    def bt_unblocked(self, c: list[Any]) -> dict[str, Any]:
        return _when(("unblocked",))

    def bt_attacks_or_blocks(self, c: list[Any]) -> dict[str, Any]:
        # the attacking half resolved before blocks (see the module notes)
        return _when(("blocks",))

    def bt_self(self, c: list[Any]) -> dict[str, Any]:
        when: dict[str, Any] = c[-1]
        return {**when, "subject": None}

    def bt_group(self, c: list[Any]) -> dict[str, Any]:
        subject = next(x for x in c if isinstance(x, Selector))
        when: dict[str, Any] = c[-1]
        return {**when, "subject": subject}

    # -- who an effect reaches ------------------------------------------------
    def bt_it(self, c: list[Any]) -> str:
        return "it"

    def bt_other(self, c: list[Any]) -> str:
        return "other"

    def bt_blockers(self, c: list[Any]) -> str:
        return "blockers"

    def bt_you(self, c: list[Any]) -> str:
        return "you"

    def bt_defending(self, c: list[Any]) -> str:
        return "defending"

    def bt_other_controller(self, c: list[Any]) -> str:
        return "other_controller"

    def bt_target(self, c: list[Any]) -> str:
        target: str = c[0]
        return target

    def bt_per_blocker(self, c: list[Any]) -> str:
        return "blocker"

    def bt_per_beyond(self, c: list[Any]) -> str:
        return "blocker_beyond_first"

    def bt_per_blocked(self, c: list[Any]) -> str:
        return "blocked"

    # -- effects ----------------------------------------------------------------
    def bt_pump(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        pump = next(x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))
        strings = [x for x in c if type(x) is str]  # bt_who and bt_per values, not tokens
        who, per = strings[0], strings[1] if len(strings) > 1 else ""
        return (PumpEffect(who, pump.power, pump.toughness, per),)  # type: ignore[arg-type]

    def bt_pump_gain(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        pump = self.bt_pump([x for x in c if not isinstance(x, tuple)])[0]
        assert isinstance(pump, PumpEffect)
        return (pump, KeywordEffect(_keyword(c), pump.target))

    def bt_gain(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (KeywordEffect(_keyword(c), c[0]),)

    def bt_lose(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (KeywordEffect(_keyword(c), c[0], lose=True),)

    def bt_damage(self, c: list[Any]) -> TriggerEffect:
        target = next(x for x in c if type(x) is str)
        return DamageEffect(_number(c), target)  # type: ignore[arg-type]

    def bt_deal(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return tuple(x for x in c if isinstance(x, DamageEffect))

    def bt_destroy(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return tuple(DestroyEffect(who) for who in c if type(who) is str)  # type: ignore[arg-type]

    def bt_counter(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        pump = next(x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))
        if (pump.power, pump.toughness) not in ((1, 1), (-1, -1)):
            raise TriggerNotModelled(f"{pump.power:+d}/{pump.toughness:+d} counters")
        who = next(x for x in c if type(x) is str)
        return (CounterEffect(_number(c), pump.power > 0, who),)  # type: ignore[arg-type]

    def bt_prevent(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        how, who = (x for x in c if type(x) is str)
        by, to = how in ("by", "both"), how in ("to", "both")
        return (PreventEffect(by, to, target=who),)  # type: ignore[arg-type]

    def bt_prevent_all(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (PreventEffect(everything=True),)

    def bt_regenerate(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (RegenerateEffect(c[0]),)

    def bt_until(self, c: list[Any]) -> None:
        # until end of combat or of turn: the same, up to combat damage
        return None

    def bt_destroy_no_regen(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (DestroyEffect(c[0], regenerate=False),)

    def bt_lose_life(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (LifeEffect(-_number(c), c[0]),)

    def bt_gain_life(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (LifeEffect(_number(c), c[0]),)

    def bt_poison(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (PoisonEffect(_number(c), c[0]),)

    def bt_effects(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return tuple(e for group in c if isinstance(group, tuple) for e in group)

    def bt_inert(self, c: list[Any]) -> None:
        return None

    # -- the sentence -----------------------------------------------------------
    def block_trigger(self, c: list[Any]) -> Any:
        from mtgcombat.text.parser import Traits  # noqa: PLC0415

        head: dict[str, Any] = c[0]
        effects: tuple[TriggerEffect, ...] = c[1]
        value = block_trigger_value(head["events"], effects, head["subject"], head["other"])
        return Traits(abilities=frozenset({value}))

    def block_trigger_inert(self, c: list[Any]) -> Any:
        raise TriggerNoEffect("its effect changes nothing before combat damage")


def block_trigger_value(
    events: tuple[TriggerEvent, ...],
    effects: tuple[TriggerEffect, ...],
    subject: Selector | None,
    other: Selector | None,
) -> Ability:
    """The checked value of a parsed block trigger: the engine must be able to
    say who each effect reaches. A trigger that is bushido in words (702.45a)
    is :class:`~mtgcombat.abilities.Bushido`."""
    kinds = frozenset(events)
    if subject is not None:
        # "whenever a Sliver becomes blocked, that Sliver gets ...": "that
        # creature" is the subject itself; the permanent deals no damage.
        if kinds & _PAIR_EVENTS:
            raise TriggerNotModelled("a trigger on another creature's block with a second creature")
        fixed: list[TriggerEffect] = []
        for effect in effects:
            if isinstance(effect, DamageEffect):
                raise TriggerNotModelled(f"{effect} in a trigger on another creature")
            if getattr(effect, "player", "") == "other_controller":
                effect = type(effect)(**{**_fields(effect), "player": "it_controller"})  # noqa: PLW2901
            if getattr(effect, "target", "") == "other":
                effect = type(effect)(**{**_fields(effect), "target": "it"})  # noqa: PLW2901
            fixed.append(effect)
        effects = tuple(fixed)
    for e in effects:
        target = getattr(e, "target", "") or getattr(e, "player", "")
        if target in ("other", "other_controller") and not kinds <= _PAIR_EVENTS:
            raise TriggerNotModelled(f'"that creature" with no other creature named ({e})')
        if target == "blockers" and not kinds <= _ATTACKER_EVENTS:
            raise TriggerNotModelled(f"{e}: it is not an attacker")
        per = getattr(e, "per", "")
        if per in ("blocker", "blocker_beyond_first") and not kinds <= _ATTACKER_EVENTS:
            raise TriggerNotModelled(f"{e}: it is not an attacker")
        if per == "blocked" and not kinds <= _BLOCKER_EVENTS:
            raise TriggerNotModelled(f"{e}: it is not a blocker")
    value = BlockTrigger(events, effects, subject, other)
    if (
        subject is None
        and other is None
        and kinds == {"blocks", "becomes_blocked"}
        and len(effects) == 1
        and isinstance(effects[0], PumpEffect)
        and effects[0].target == "it"
        and not effects[0].per
        and effects[0].power == effects[0].toughness > 0
    ):
        return Bushido(effects[0].power)
    return value


def _fields(value: object) -> dict[str, Any]:
    return {name: getattr(value, name) for name in getattr(value, "__slots__", ())}
