"""Card sentences for the triggered abilities of the declare blockers step.

The grammar's ``block_trigger`` rules (card.lark, their own block) read
"whenever ~ blocks / blocks a creature / becomes blocked / becomes blocked
by a creature / blocks or becomes blocked (by a creature) / attacks and
isn't blocked / attacks or blocks, EFFECT" and "whenever a creature you
control becomes blocked, ...". :class:`BlockTriggerValues` turns their trees
into :class:`~mtgcombat.core.abilities.BlockTrigger` values; the parser's
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

import dataclasses
from typing import Any

from mtgcombat.core.abilities import (
    ANY_CREATURE,
    Ability,
    BlockTrigger,
    Bushido,
    CantBlockEffect,
    ColorEffect,
    CounterEffect,
    DamageEffect,
    DestroyEffect,
    DrawEffect,
    GroupKeywordEffect,
    GroupPumpEffect,
    Keyword,
    KeywordEffect,
    LibraryEffect,
    LifeEffect,
    LifeTotalEffect,
    NoCombatDamageEffect,
    PoisonEffect,
    PreventEffect,
    PumpEffect,
    RegenerateEffect,
    RemoveFromCombatEffect,
    ReturnToHandEffect,
    SacrificeEffect,
    Selector,
    TapEffect,
    TriggerEffect,
    TriggerEvent,
)
from mtgcombat.core.attach_effects import AttachSelfEffect
from mtgcombat.core.attack_effect_values import (
    AttackingTokenEffect,
    GoadEffect,
    PTLayerEffect,
    UntapTargetEffect,
)
from mtgcombat.core.counted_values import BlockRuleEffect
from mtgcombat.core.sacrifice_values import SacrificesEffect
from mtgcombat.core.tap_fight_values import FightTargetEffect
from mtgcombat.core.trigger_event_kinds import ATTACK_STEP_EVENTS, ENTERS_WATCHED
from mtgcombat.text.attack_watchers import opponent_watch_effects, you_attack_refusal
from mtgcombat.text.host_pair_triggers import host_pair
from mtgcombat.text.target_words import one_target_word
from mtgcombat.text.trigger_words import it_deals
from mtgcombat.text.untapped_triggers import check_tapped

# session 10: "deals damage to a creature" names "that creature" too (120.1)
_PAIR_EVENTS = frozenset({"blocks_creature", "becomes_blocked_by", "combat_damage_to_creature"})
_PAIR_EVENTS |= {"deals_damage_to_creature"}
_ATTACKER_EVENTS = frozenset({"becomes_blocked", "becomes_blocked_by"})
_BLOCKER_EVENTS = frozenset({"blocks", "blocks_creature"})
_NOT_AS_ATTACKING = ("target", "other", "other_controller", "blockers")
# the attacking player's (508.2a)
_ATTACKING_PLAYERS = frozenset({"attacks", "attacks_alone", "you_attack"})


def TriggerNotModelled(message: str) -> Exception:
    """The parser's "unmodelled" exception (of :mod:`mtgcombat.text.traits`,
    imported when raised).

    >>> error = TriggerNotModelled("a target we cannot choose")
    >>> type(error).__name__, str(error)
    ('Unmodelled', 'a target we cannot choose')
    """
    from mtgcombat.text.traits import Unmodelled  # noqa: PLC0415

    return Unmodelled(message)


def TriggerNoEffect(message: str) -> Exception:
    """The parser's "no effect" exception.

    >>> error = TriggerNoEffect("no effect in combat")
    >>> type(error).__name__, str(error)
    ('NoEffect', 'no effect in combat')
    """
    from mtgcombat.text.traits import NoEffect  # noqa: PLC0415

    return NoEffect(message)


def _when(
    events: tuple[TriggerEvent, ...], other: Selector | None = None, at_least: int = 0
) -> dict[str, Any]:
    if other == ANY_CREATURE:
        other = None  # "by a creature": no condition
    return {"events": events, "other": other, "at_least": at_least}


class _Each:
    """Each creature a selector matches ("each attacking creature and each
    blocking creature")."""

    __slots__ = ("selector",)

    def __init__(self, selector: Selector) -> None:
        self.selector = selector


class _Chosen:
    """A target its controller chooses: "target SEL" (``selector``) or "any
    target" (``None``)."""

    __slots__ = ("selector",)

    def __init__(self, selector: Selector | None) -> None:
        self.selector = selector


def _damage(amount: int, target: Any, by_power: bool = False, by_it: bool = False) -> DamageEffect:
    if isinstance(target, _Chosen):
        return DamageEffect(amount, "target", by_power, target.selector, by_it)
    if isinstance(target, _Each):
        return DamageEffect(amount, "each", by_power, target.selector, by_it)
    return DamageEffect(amount, target, by_power, None, by_it)


def _number(c: list[Any]) -> int:
    return next((x for x in c if isinstance(x, int) and not isinstance(x, bool)), 1)


def _keyword(c: list[Any]) -> Keyword:
    found: tuple[Ability, ...] = next(x for x in c if isinstance(x, tuple))
    if len(found) != 1 or not isinstance(found[0], Keyword):
        raise TriggerNotModelled(f"gaining or losing {', '.join(map(str, found))}")
    return found[0]


class BlockTriggerValues:
    """Transformer methods for the ``block_trigger`` rules of card.lark.

    >>> from mtgcombat.text import parse_sentence
    >>> parsed = parse_sentence("Whenever ~ blocks, you gain 3 life.", name="Guard")
    >>> [trigger] = parsed.traits.values()
    >>> type(trigger).__name__, str(trigger)
    ('BlockTrigger', 'whenever this creature blocks, you gain 3 life')
    """

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

    def bt_blocks_many(self, c: list[Any]) -> dict[str, Any]:
        return _when(("blocks",), None, _number(c))

    def bt_blocked_many(self, c: list[Any]) -> dict[str, Any]:
        return _when(("becomes_blocked",), None, _number(c))

    def bt_attacks(self, c: list[Any]) -> dict[str, Any]:
        # resolved as attackers are declared (mtgcombat.rules.attack_triggers, 508.2a)
        return _when(("attacks",))

    def bt_attacks_with(self, c: list[Any]) -> dict[str, Any]:
        # "whenever ~ and at least N other creatures attack" (battalion's
        # form): it and N others declared as attackers (508.2a)
        return _when(("attacks",), None, _number(c) + 1)

    def bt_attacks_or_blocks(self, c: list[Any]) -> dict[str, Any]:
        # the attacking half resolves as attackers are declared (508.2a,
        # mtgcombat.rules.attack_triggers), the blocking half as blockers are
        return _when(("attacks", "blocks"))

    def bt_damage_player(self, c: list[Any]) -> dict[str, Any]:
        # a trigger on combat damage (603.2, 510.3a): recorded as it triggers
        return _when(("combat_damage_to_player",))

    def bt_damage_creature(self, c: list[Any]) -> dict[str, Any]:
        return _when(("combat_damage_to_creature",))

    def bt_attacks_alone(self, c: list[Any]) -> dict[str, Any]:
        # "attacks alone": the only creature declared as an attacker (506.5);
        # resolved as attackers are declared (mtgcombat.rules.attack_step_triggers)
        return _when(("attacks_alone",))

    def bt_attacks_you(self, c: list[Any]) -> dict[str, Any]:
        # "whenever a creature attacks you or a planeswalker you control": a
        # creature declared as an attacker whose defending player is the
        # ability's controller (508.5, 508.2a)
        return {**_when(("attacks_you",)), "subject": Selector()}

    def bt_becomes_tapped(self, c: list[Any]) -> dict[str, Any]:
        # "whenever ~ / enchanted creature / a creature an opponent controls
        # becomes tapped" (701.26a; mtgcombat.rules.tapped_triggers)
        return _when(("becomes_tapped",))

    def bt_enters(self, c: list[Any]) -> dict[str, Any]:
        # another creature entering the battlefield during the combat
        # (mtgcombat.rules.enter_triggers)
        return _when(("enters",))

    def bt_enters_yours(self, c: list[Any]) -> dict[str, Any]:
        return {**_when(("enters",)), "under": "you"}

    def bt_enters_theirs(self, c: list[Any]) -> dict[str, Any]:
        return {**_when(("enters",)), "under": "opponent"}

    def bt_self(self, c: list[Any]) -> dict[str, Any]:
        when: dict[str, Any] = c[-1]
        return {**when, "subject": None}

    def bt_group(self, c: list[Any]) -> dict[str, Any]:
        subject = next(x for x in c if isinstance(x, Selector))
        when: dict[str, Any] = c[-1]
        under = when.pop("under", "")
        if "enters" in when["events"] and not ENTERS_WATCHED & subject.types:
            # landfall and the like: no land is played during the combat (305.2)
            if "land" in subject.types:
                raise TriggerNoEffect("a land enters the battlefield before the combat")
            raise TriggerNotModelled(f"{subject} entering the battlefield")
        if under:
            # "another creature enters the battlefield under your control"
            if subject.controller and subject.controller != under:
                raise TriggerNotModelled(f"{subject} entering under another's control")
            subject = dataclasses.replace(subject, controller=under)
        return {**when, "subject": subject}

    def bt_self_or_host(self, c: list[Any]) -> dict[str, Any]:
        # "~ or enchanted creature" (bestow, 702.103): an Aura that is also a
        # creature can't enchant anything (303.4), so at most one of them
        # attacks; read as the same trigger on each
        return {**self.bt_group(c), "also_self": True}

    # -- who an effect reaches ------------------------------------------------
    def bt_it(self, c: list[Any]) -> str:
        # "~" is the permanent with the ability ("self"); "it" the creature
        # the event is about (the same one in a trigger on its own event)
        return "self" if c and str(c[0]) == "~" else "it"

    def bt_other(self, c: list[Any]) -> str:
        return "other"

    def bt_blockers(self, c: list[Any]) -> str:
        return "blockers"

    def bt_you(self, c: list[Any]) -> str:
        return "you"

    def bt_defending(self, c: list[Any]) -> str:
        return "defending"

    def bt_attacked_one(self, c: list[Any]) -> str:
        # a planeswalker attacked is not its controller (506.3, 508.1b): not carried out
        raise TriggerNotModelled("damage to the player or planeswalker a creature attacks")

    def bt_other_controller(self, c: list[Any]) -> str:
        return "other_controller"

    def bt_each_opponent(self, c: list[Any]) -> str:
        return "each_opponent"

    def bt_each_player(self, c: list[Any]) -> str:
        return "each_player"  # each player in turn (101.4), life only

    def bt_its_controller(self, c: list[Any]) -> str:
        return "it_controller"

    def bt_target(self, c: list[Any]) -> str:
        target: str = c[0]
        return target

    def bt_chosen(self, c: list[Any]) -> _Chosen:
        return _Chosen(next(x for x in c if isinstance(x, Selector)))

    def bt_any_target(self, c: list[Any]) -> _Chosen:
        return _Chosen(None)

    def bt_each_two(self, c: list[Any]) -> _Each:
        first, second = (x for x in c if isinstance(x, Selector))
        if first == second:
            return _Each(first)
        roles = {first.role, second.role}
        if roles == {"attacking", "blocking"} and dataclasses.replace(
            first, role=""
        ) == dataclasses.replace(second, role=""):
            return _Each(dataclasses.replace(first, role="attacking or blocking"))
        raise TriggerNotModelled(f"damage to each {first} and each {second}")

    def bt_each_one(self, c: list[Any]) -> _Each:
        # "each creature defending player controls"
        return _Each(next(x for x in c if isinstance(x, Selector)))

    def bt_counter_attacking(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "put a +1/+1 counter on each attacking creature", as it resolves (122.1)
        pump = next(x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))
        if (pump.power, pump.toughness) not in ((1, 1), (-1, -1)):
            # another kind of counter ("-0/-1"): a change to power and toughness
            return (CounterEffect(_number(c), False, "attacking", pump.power, pump.toughness),)
        return (CounterEffect(_number(c), pump.power > 0, "attacking"),)

    def bt_group_per(self, c: list[Any]) -> Selector:
        found: Selector = next(x for x in c if isinstance(x, Selector))
        return found

    def bt_group_per_other(self, c: list[Any]) -> Selector:
        return dataclasses.replace(self.bt_group_per(c), other=True)

    def bt_group_pump(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        affected = c[0]
        pump = next(x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))
        per = c[-1] if len(c) > 2 and isinstance(c[-1], Selector) else None
        return (GroupPumpEffect(affected, pump.power, pump.toughness, per),)

    def bt_group_gain(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        affected: Selector = c[0]
        found: tuple[Ability, ...] = next(x for x in c if isinstance(x, tuple))
        if not all(isinstance(k, Keyword) for k in found):
            raise TriggerNotModelled(f"gaining or losing {', '.join(map(str, found))}")
        return tuple(GroupKeywordEffect(affected, k) for k in found if isinstance(k, Keyword))

    def bt_cant_block_target(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (CantBlockEffect("target", next(x for x in c if isinstance(x, Selector))),)

    def bt_cant_block_each(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (CantBlockEffect("each", next(x for x in c if isinstance(x, Selector))),)

    def bt_cant_block_it(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (CantBlockEffect(c[0]),)

    def bt_color(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        from lark import Token  # noqa: PLC0415  (lark only when parsing)

        colors = frozenset(str(x) for x in c if isinstance(x, Token) and x.type == "COLOR")
        return (ColorEffect(colors, c[0]),)

    def bt_life_total(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (LifeTotalEffect(_number(c), "defending"),)

    def bt_power(self, c: list[Any]) -> str:
        if c and str(c[0]).endswith("toughness"):
            raise TriggerNotModelled("damage equal to its toughness")
        return "power"

    def bt_per_sel(self, c: list[Any]) -> Selector:
        found: Selector = next(x for x in c if isinstance(x, Selector))
        return found

    def bt_per(self, c: list[Any]) -> Selector:
        found: Selector = c[0]
        return found

    def bt_aimed(self, c: list[Any]) -> _Chosen:
        return _Chosen(next(x for x in c if isinstance(x, Selector)))

    def bt_aimed_other(self, c: list[Any]) -> _Chosen:
        chosen = next(x for x in c if isinstance(x, Selector))
        return _Chosen(dataclasses.replace(chosen, other=True))

    def bt_pump_target(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        aimed = next(x for x in c if isinstance(x, _Chosen))
        pump = next(x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))
        return (
            PumpEffect(
                "target", pump.power, pump.toughness, target_filter=aimed.selector or Selector()
            ),
        )

    def bt_gain_target(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        aimed = next(x for x in c if isinstance(x, _Chosen))
        return (KeywordEffect(_keyword(c), "target", target_filter=aimed.selector or Selector()),)

    def bt_tap_target(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "tap target SEL": tapped, it can't be declared as a blocker (509.1a)
        aimed = next(x for x in c if isinstance(x, _Chosen))
        return (TapEffect("target", aimed.selector or Selector()),)

    def bt_destroy_target(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        aimed = next(x for x in c if isinstance(x, _Chosen))
        return (DestroyEffect("target", target_filter=aimed.selector or Selector()),)

    def bt_return_target(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        aimed = next(x for x in c if isinstance(x, _Chosen))
        return (ReturnToHandEffect("target", aimed.selector or Selector()),)

    def bt_counter_target(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        aimed = next(x for x in c if isinstance(x, _Chosen))
        pump = next(x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))
        wanted = aimed.selector or Selector()
        if (pump.power, pump.toughness) not in ((1, 1), (-1, -1)):
            return (CounterEffect(_number(c), False, "target", pump.power, pump.toughness, wanted),)
        return (CounterEffect(_number(c), pump.power > 0, "target", target_filter=wanted),)

    def bt_pump_gain_target(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (
            *self.bt_pump_target([x for x in c if not isinstance(x, tuple)]),
            *self.bt_gain_target([x for x in c if not hasattr(x, "power")]),
        )

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
        each = next((x for x in c if isinstance(x, Selector)), None)  # "for each SEL"
        return (PumpEffect(who, pump.power, pump.toughness, per, each),)  # type: ignore[arg-type]

    def bt_pump_gain(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        pump = self.bt_pump([x for x in c if not isinstance(x, tuple)])[0]
        assert isinstance(pump, PumpEffect)
        return (pump, KeywordEffect(_keyword(c), pump.target))

    def bt_gain(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (KeywordEffect(_keyword(c), c[0]),)

    def bt_lose(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (KeywordEffect(_keyword(c), c[0], lose=True),)

    def bt_damage(self, c: list[Any]) -> TriggerEffect:
        target = next(x for x in c if type(x) is str or isinstance(x, _Chosen | _Each))
        return _damage(_number(c), target)

    def bt_deal_power(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        target = next(
            x for x in c if isinstance(x, _Chosen | _Each) or (type(x) is str and x != "power")
        )
        return (_damage(0, target, by_power=True, by_it=it_deals(c)),)

    def bt_no_damage(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (NoCombatDamageEffect(c[0]),)

    def bt_return(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (ReturnToHandEffect(c[0]),)

    def bt_return_card(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "that card": the card a dies trigger finds in the graveyard (400.7d)
        return (ReturnToHandEffect("it", from_graveyard=True),)

    def bt_untap_remove(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (RemoveFromCombatEffect(c[0], untap=True),)

    def bt_remove(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (RemoveFromCombatEffect(c[0]),)

    def bt_sacrifice(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (SacrificeEffect(c[0]),)

    def bt_player_sacrifices(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "defending player sacrifices a creature", "that player sacrifices
        # two permanents" (701.21a): of their own permanents, their choice
        group = next(x for x in c if isinstance(x, Selector))
        if group.controller or group.other or group.ids or group.host or group.attached:
            raise TriggerNotModelled("a sacrificed permanent named by more than its kind")
        count = _number(c)
        if count < 1:
            raise TriggerNotModelled("sacrificing no permanent")
        return (SacrificesEffect(c[0], count, group),)

    def bt_draw(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (DrawEffect(_number(c)),)

    def bt_may_gain_life(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (LifeEffect(_number(c), "you"),)

    def bt_may_effects(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return self.bt_effects(c)

    def bt_deal(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        by_it = it_deals(c)
        return tuple(dataclasses.replace(x, by_it=by_it) for x in c if isinstance(x, DamageEffect))

    def bt_destroy(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return tuple(DestroyEffect(who) for who in c if type(who) is str)  # type: ignore[arg-type]

    def bt_counter(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        pump = next(x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))
        who = next(x for x in c if type(x) is str)
        if (pump.power, pump.toughness) not in ((1, 1), (-1, -1)):
            # another kind of counter ("-0/-1"): a change to power and toughness
            return (CounterEffect(_number(c), False, who, pump.power, pump.toughness),)  # type: ignore[arg-type]
        return (CounterEffect(_number(c), pump.power > 0, who),)  # type: ignore[arg-type]

    def bt_prevent(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        how, who = (x for x in c if type(x) is str)
        by, to = how in ("by", "both"), how in ("to", "both")
        return (PreventEffect(by, to, target=who),)  # type: ignore[arg-type]

    def bt_prevent_its(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (PreventEffect(dealt_by=True, target="it"),)

    def bt_prevent_all(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (PreventEffect(everything=True),)

    def bt_regenerate(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (RegenerateEffect(c[0]),)

    def bt_until(self, c: list[Any]) -> None:
        # until end of combat or of turn: the same, up to combat damage
        return None

    def bt_destroy_at_end_of_combat(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # a delayed triggered ability (603.7) for the end of combat step (511.2)
        return (DestroyEffect(c[0], at_end_of_combat=True),)

    def bt_destroy_no_regen(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (DestroyEffect(c[0], regenerate=False),)

    def bt_lose_life(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (LifeEffect(-_number(c), c[0]),)

    def bt_gain_life(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (LifeEffect(_number(c), c[0]),)

    def bt_poison(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (PoisonEffect(_number(c), c[0]),)

    def bt_effects(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        from mtgcombat.text.token_later import merge_later  # noqa: PLC0415  (603.7)

        one_target_word(c)  # session 13: two words "target" are two targets (603.3d)
        return merge_later(tuple(e for group in c if isinstance(group, tuple) for e in group))

    def bt_inert(self, c: list[Any]) -> None:
        return None

    # -- the sentence -----------------------------------------------------------
    def block_trigger(self, c: list[Any]) -> Any:

        head: dict[str, Any] = c[0]
        effects: tuple[TriggerEffect, ...] = c[1]
        return trigger_traits(head, effects)

    def block_trigger_may(self, c: list[Any]) -> Any:
        return trigger_traits(c[0], c[1], optional=True)

    def block_trigger_if(self, c: list[Any]) -> Any:
        return trigger_traits(c[0], _group(c[1]) + c[2], if_you_do=True)

    def block_trigger_may_if(self, c: list[Any]) -> Any:
        return trigger_traits(c[0], _group(c[1]) + c[2], optional=True, if_you_do=True)

    def block_trigger_inert(self, c: list[Any]) -> Any:
        raise TriggerNoEffect("its effect changes nothing before combat damage")


def _group(value: Any) -> tuple[TriggerEffect, ...]:
    """One effect's value as a tuple (most effect rules give a tuple)."""
    return value if isinstance(value, tuple) else (value,)


def trigger_traits(
    head: dict[str, Any],
    effects: tuple[TriggerEffect, ...],
    *,
    optional: bool = False,
    if_you_do: bool = False,
) -> Any:
    """The traits of a parsed trigger: its head (events, subject, other
    creature) and effects, checked by :func:`block_trigger_value`.

    >>> head = {"events": ("blocks",), "subject": None, "other": None}
    >>> [str(v) for v in trigger_traits(head, (LifeEffect(3),)).values()]
    ['whenever this creature blocks, you gain 3 life']
    """
    from mtgcombat.text.traits import Traits  # noqa: PLC0415

    value = block_trigger_value(
        head["events"],
        effects,
        head["subject"],
        head["other"],
        at_least=head.get("at_least", 0),
        optional=optional,
        if_you_do=if_you_do,
    )
    if not head.get("also_self"):
        return Traits(abilities=frozenset({value}))
    own = block_trigger_value(
        head["events"],
        effects,
        None,
        head["other"],
        at_least=head.get("at_least", 0),
        optional=optional,
        if_you_do=if_you_do,
    )
    return Traits(abilities=frozenset({value, own}))


def block_trigger_value(
    events: tuple[TriggerEvent, ...],
    effects: tuple[TriggerEffect, ...],
    subject: Selector | None,
    other: Selector | None,
    *,
    at_least: int = 0,
    optional: bool = False,
    if_you_do: bool = False,
) -> Ability:
    """The checked value of a parsed block trigger: the engine must be able to
    say who each effect reaches. A trigger that is bushido in words (702.45a)
    is :class:`~mtgcombat.core.abilities.Bushido`.

    >>> from mtgcombat.core.abilities import LifeEffect, PumpEffect
    >>> str(block_trigger_value(("blocks",), (LifeEffect(3),), None, None))
    'whenever this creature blocks, you gain 3 life'
    >>> block_trigger_value(("blocks", "becomes_blocked"), (PumpEffect("it", 1, 1),), None, None)
    Bushido(amount=1)
    """
    kinds = frozenset(events)
    effects = opponent_watch_effects(kinds, effects)  # "that player" (508.5; session 11)
    if not kinds <= _ATTACKING_PLAYERS and any(
        isinstance(getattr(e, "effect", e), AttackingTokenEffect)
        for e in effects  # counted too
    ):
        # issue 33: only the declare attackers step's triggers put a token in
        # the combat before blocks (508.4); after blocks it is not played (509.1h)
        raise TriggerNotModelled(
            "tokens put onto the battlefield attacking after attackers are declared"
        )
    if "dies" in kinds and any(
        isinstance(getattr(e, "effect", None), DamageEffect) for e in effects
    ):
        raise TriggerNotModelled("damage counted as a death trigger resolves")  # session 10
    if kinds != {"enters"} and any(isinstance(e, AttachSelfEffect) for e in effects):
        # session 9: "it" the creature that entered (701.3a); elsewhere not read
        raise TriggerNotModelled("attaching it: only to a creature that entered (701.3a)")
    if not kinds <= {"dies", "dealt_damage_by_dies", "dies_or_exiled"} and any(
        getattr(e, "from_graveyard", False) or not getattr(e, "unless_had", True) for e in effects
    ):
        raise TriggerNotModelled("that card: only a trigger on a death finds it (400.7d)")
    if kinds & _PAIR_EVENTS and any(getattr(e, "by_toughness", False) for e in effects):
        # "that creature's toughness" is the other creature's (603.2): not read
        raise TriggerNotModelled("life equal to the toughness of the other creature")
    if "becomes_tapped" in kinds or "becomes_untapped" in kinds:
        check_tapped(subject, effects)
    if kinds == {"you_attack"} and (why := you_attack_refusal(effects)):
        raise TriggerNotModelled(why)  # no creature is the event's (508.2a)
    if subject is not None and not host_pair(subject, kinds & _PAIR_EVENTS, kinds <= _PAIR_EVENTS):
        # "whenever a Sliver becomes blocked, that Sliver gets ...": "that
        # creature" is the subject itself; the permanent deals no damage.
        fixed: list[TriggerEffect] = []
        for effect in effects:
            if getattr(effect, "player", "") == "other_controller":
                effect = type(effect)(**{**_fields(effect), "player": "it_controller"})  # noqa: PLW2901
            if getattr(effect, "target", "") == "other":
                effect = type(effect)(**{**_fields(effect), "target": "it"})  # noqa: PLW2901
            if getattr(effect, "target", "") == "other_controller":
                # "~ deals 1 damage to that creature's controller"
                effect = type(effect)(**{**_fields(effect), "target": "it_controller"})  # noqa: PLW2901
            fixed.append(effect)
        effects = tuple(fixed)
    else:
        # "~" is the creature the event is about: "it"
        effects = tuple(
            type(e)(**{**_fields(e), "target": "it"}) if getattr(e, "target", "") == "self" else e
            for e in effects
        )
    inner = [getattr(e, "effect", e) for e in effects]  # a counted effect's own (608.2h)
    aimed = [e for e in inner if getattr(e, "target", "") == "target"]
    if len(aimed) > 1 and not (
        len(aimed) == 2
        and {type(e) for e in aimed}
        in ({PumpEffect, KeywordEffect}, {PumpEffect, UntapTargetEffect}, {KeywordEffect})
        and len({getattr(e, "target_filter", None) for e in aimed}) == 1
    ):
        # one target per ability is taken from choices (603.3d); "target creature gets
        # +1/+1 and gains flying", "... gets +0/+2. Untap that creature", "... gains
        # double strike and lifelink" (session 13) are one target
        raise TriggerNotModelled(f"{len(aimed)} targets in one triggered ability")
    # "each player discards N" read through "each player" as a player: the
    # library action "each player discards" (101.4)
    effects = tuple(
        LibraryEffect("discard", "each_player", getattr(e, "amount", 1))
        if type(e).__name__ == "DiscardEffect" and getattr(e, "player", "") == "each_player"
        else e
        for e in effects
    )
    for e in effects:
        who = getattr(e, "target", "") or getattr(e, "player", "")
        if who == "each_opponent" and not isinstance(
            e, LifeEffect | DamageEffect | PoisonEffect | LibraryEffect | SacrificesEffect
        ):  # a library effect and a sacrifice read "each opponent" themselves
            raise TriggerNotModelled(f"{e}: each opponent, for this effect")
        if who == "each_player" and not isinstance(
            e, LifeEffect | DamageEffect | SacrificesEffect | LibraryEffect
        ):  # a library effect reads "each player" itself (101.4); damage to each (120.3)
            raise TriggerNotModelled(f"{e}: each player, for this effect")
    if subject is None:
        # "it deals" and "~ deals" are the same permanent
        effects = tuple(
            dataclasses.replace(e, by_it=False) if isinstance(e, DamageEffect) else e
            for e in effects
        )
    for e in effects:
        target = getattr(e, "target", "") or getattr(e, "player", "")
        # a target of an ability of the declare attackers step is chosen from
        # the file's choices as it is put on the stack (603.3d, 508.2a)
        chosen = target == "target" and isinstance(
            e,
            DamageEffect
            | CantBlockEffect
            | PumpEffect
            | KeywordEffect
            | TapEffect
            | DestroyEffect
            | ReturnToHandEffect
            | CounterEffect
            | UntapTargetEffect  # issue 33 (701.26b)
            | GoadEffect  # issue 33 (session 9: 701.15)
            | PTLayerEffect  # session 7 (613.4b)
            | FightTargetEffect  # session 12 (701.14a)
            | BlockRuleEffect,  # issue 33: blocks it if able, can't be blocked (509.1b-c)
        )
        if kinds & ATTACK_STEP_EVENTS and not chosen and target in _NOT_AS_ATTACKING:
            raise TriggerNotModelled(f"{e}: as attackers are declared, it is not modelled")
        if target in ("other", "other_controller") and not kinds <= _PAIR_EVENTS:
            raise TriggerNotModelled(f'"that creature" with no other creature named ({e})')
        if target == "blockers" and not kinds <= _ATTACKER_EVENTS:
            raise TriggerNotModelled(f"{e}: it is not an attacker")
        per = getattr(e, "per", "")
        if per in ("blocker", "blocker_beyond_first") and not kinds <= _ATTACKER_EVENTS:
            raise TriggerNotModelled(f"{e}: it is not an attacker")
        if per == "blocked" and not kinds <= _BLOCKER_EVENTS:
            raise TriggerNotModelled(f"{e}: it is not a blocker")
    value = BlockTrigger(events, effects, subject, other, at_least, optional, if_you_do)
    if (
        not (optional or if_you_do or at_least > 1)
        and subject is None
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
