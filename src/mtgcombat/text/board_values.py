"""Transformer methods for the board_sentence rules of card.lark: statics
that read the board (a pump for each counted permanent or card, 613.4c;
characteristic-defining abilities, 604.3) and the conditions they hold
under, mixed into the grammar's transformer.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from mtgcombat.core.abilities import (
    STATIC_CONDITIONS,
    AllOf,
    Amount,
    AmountIs,
    AnyOf,
    AttackingAlone,
    CantBeBlocked,
    CantBeBlockedWhile,
    CardCount,
    CardsIn,
    CardTypeCount,
    Controller,
    Count,
    CounterCount,
    CountersOn,
    Difference,
    Distinct,
    Half,
    HalfLife,
    InGraveyard,
    LifeTotal,
    MoreThan,
    Paired,
    PermanentCount,
    PlayerBest,
    PlayerIs,
    PlayerNumber,
    PoisonCounters,
    Selector,
    SourceIs,
    StaticCondition,
    StaticEffect,
    Sum,
    TotalPower,
    YourTurn,
)
from mtgcombat.text.rule_values import _AttachedToIt
from mtgcombat.text.traits import Traits, Unmodelled
from mtgcombat.text.values import (
    _AMOUNT_TYPES,
    _ANY_PERMANENT,
    _CONDITION_TYPES,
    SELF_SELECTOR,
    _BlockPer,
    _board_traits,
    _counter_kind,
    _CounterQty,
    _Noun,
    _OnIt,
    _plus,
    _Pump,
    _PumpPer,
    _sel_parts,
    _tokens,
)


def _x_sides(text: str) -> tuple[int, int]:
    """The sign of X on each side of "+x/+x", "-x/-0": +1, -1 or 0."""
    power, toughness = (
        (-1 if side[0] == "-" else 1) if side[1] == "x" else 0 for side in text.split("/")
    )
    return power, toughness


class _BoardValues:
    """Transformer methods for the board_sentence rules (mixed into the
    grammar's transformer)."""

    def board_cond(self, c: list[Any]) -> Traits:
        subject = next(x for x in c if isinstance(x, Selector))
        values: tuple[object, ...] = next(x for x in c if isinstance(x, tuple))
        condition = next(x for x in c if isinstance(x, _CONDITION_TYPES))
        if (
            subject == SELF_SELECTOR
            and values == (CantBeBlocked(),)
            and isinstance(condition, PermanentCount)
            and (condition.op, condition.value) == (">=", 1)
            and condition.selector.controller == "defending"
        ):
            # the general landwalk form (702.14), as "can't be blocked as long as ..." reads
            plain = dataclasses.replace(condition.selector, controller="")
            return Traits(block_rules=frozenset({CantBeBlockedWhile(plain)}))
        return _board_traits(subject, values, condition)

    def board_cond_two(self, c: list[Any]) -> Traits:
        """ "As long as COND, ~ gets +2/+2 and creatures you control have
        vigilance": two subjects under one condition."""
        condition = next(x for x in c if isinstance(x, _CONDITION_TYPES))
        subjects = [x for x in c if isinstance(x, Selector)]
        values = [x for x in c if isinstance(x, tuple)]
        first = _board_traits(subjects[0], values[0], condition)
        return first | _board_traits(subjects[1], values[1], condition)

    def cda_phrase(self, c: list[Any]) -> Count | CardCount:
        amount: Count | CardCount = next(x for x in c if isinstance(x, Count | CardCount))
        return amount

    def cda_cond(self, c: list[Any]) -> Traits:
        condition = next(x for x in c if isinstance(x, _CONDITION_TYPES))
        amount = next(x for x in c if isinstance(x, Count | CardCount))
        effect = StaticEffect(
            SELF_SELECTOR, set_power=amount, set_toughness=amount, condition=condition
        )
        return Traits(statics=(effect,))

    def cda_cond_role(self, c: list[Any]) -> Traits:
        role = next(
            t for t in _tokens(c) if t in ("attacking", "blocking", "attacking or blocking")
        )
        condition = SourceIs(Selector(types=frozenset(), role=role))  # type: ignore[arg-type]
        return self.cda_cond([condition, *c])

    def board_plain(self, c: list[Any]) -> Traits:
        subject = next(x for x in c if isinstance(x, Selector))
        found = [x for x in c if isinstance(x, tuple | _PumpPer | _BlockPer)]
        values = found[0] if isinstance(found[0], tuple) else (found[0],)
        return _board_traits(subject, values, None)

    def bs_self(self, c: list[Any]) -> Selector:
        return SELF_SELECTOR

    def bs_pair(self, c: list[Any]) -> Selector:
        # soulbond (702.95): "both creatures", "each of those creatures"
        return Selector(pair=True)

    def bs_group(self, c: list[Any]) -> Selector:
        sel: Selector = c[0]
        return sel

    def bs_group_attacking_you(self, c: list[Any]) -> Selector:
        # "all creatures attacking you": the source's controller, a player (508.1b)
        sel: Selector = c[0]
        return dataclasses.replace(sel, relation="attacking_you")

    def bsubject(self, c: list[Any]) -> Selector:
        sel: Selector = c[0]
        return sel

    def bhost(self, c: list[Any]) -> Selector:
        words = _tokens(c)
        types = frozenset({"creature"}) if "creature" in words else frozenset()
        return Selector(types=types, host=True)

    def bpreds(self, c: list[Any]) -> tuple[object, ...]:
        return tuple(v for group in c for v in (group if isinstance(group, tuple) else (group,)))

    def bget_per(self, c: list[Any]) -> _PumpPer:
        pump = next(x for x in c if isinstance(x, _Pump))
        per = next(x for x in c if isinstance(x, (Selector, _OnIt, _AttachedToIt, *_AMOUNT_TYPES)))
        if isinstance(per, _OnIt):
            return _PumpPer(pump.power, pump.toughness, per.count, on_it=True)
        if isinstance(per, _AttachedToIt):  # counted on each object it applies to
            return _PumpPer(pump.power, pump.toughness, per.selector, each=True)
        return _PumpPer(pump.power, pump.toughness, per)

    def unoun(self, c: list[Any]) -> _Noun:
        return _Noun(c[0])

    def bcount_union(self, c: list[Any]) -> Selector:
        # "untapped artifacts, creatures, and lands you control": the words
        # before and after the nouns read with each of them
        shared = [x for x in c if not isinstance(x, _Noun)]
        kinds = tuple(Selector(**_sel_parts([*shared, n.parts])) for n in c if isinstance(n, _Noun))
        return Selector(types=frozenset(), any_of=kinds)

    def bper_counters_self(self, c: list[Any]) -> CounterCount:
        return CounterCount(_tokens(c)[0])

    def bper_counters_it(self, c: list[Any]) -> _OnIt:
        return _OnIt(CounterCount(_tokens(c)[0]))

    def bper_any_counters_self(self, c: list[Any]) -> CounterCount:
        # "for each counter on ~": counters of every kind on the source (122.1)
        return CounterCount("any")

    def bper_any_counters_it(self, c: list[Any]) -> _OnIt:
        return _OnIt(CounterCount("any"))

    def bper_counters_on(self, c: list[Any]) -> CounterCount:
        # "for each +1/+1 counter on other creatures you control"
        return CounterCount(_tokens(c)[0], c[-1])

    def bper_its_colors(self, c: list[Any]) -> Distinct:
        # "for each of its colors": the colors of the permanent the source is attached to
        # (105.1; only an Aura's or Equipment's host reads this way: _board_traits)
        return Distinct(dataclasses.replace(_ANY_PERMANENT, host=True), "colors")

    def bper_its_cards(self, c: list[Any]) -> _OnIt:
        """ "for each card in its controller's hand", "for each creature card in
        its controller's graveyard" (issue 33, session 10): the cards of the
        player who controls each object the effect applies to (counted for
        each, 613.4c)."""
        kinds = [x for x in c if isinstance(x, Selector)]
        zone = _tokens(c)[-1]
        return _OnIt(CardCount(zone, "you", cards=kinds[0] if kinds else None))  # type: ignore[arg-type]

    def host_get_x_its_cards(self, c: list[Any]) -> _PumpPer:
        """ "Enchanted creature gets -X/-X, where X is the number of creature
        cards in its controller's graveyard": as :meth:`bper_its_cards`."""
        text = next(str(t) for t in c if getattr(t, "type", "") == "HOST_XPT")
        power, toughness = _x_sides(text)
        return _PumpPer(power, toughness, self.bper_its_cards(c).count, on_it=True)

    def host_get_x_on_it(self, c: list[Any]) -> _PumpPer:
        """ "Equipped creature gets +X/+X, where X is the number of +1/+1
        counters on it" (issue 33, session 10): "it" is each object the
        effect applies to, which counts its own counters (613.4c)."""
        text = next(str(t) for t in c if getattr(t, "type", "") == "HOST_XPT")
        kind = next(str(t) for t in c if getattr(t, "type", "") == "COUNTER_NAME")
        power, toughness = _x_sides(text)
        return _PumpPer(power, toughness, CounterCount(kind.lower()), on_it=True)

    def host_get_x(self, c: list[Any]) -> _PumpPer:
        """ "Enchanted creature gets -X/-0, where X is the number of cards in
        your graveyard" (issue 33): +1 or -1 for each one X counts, on each
        side written X (613.4c), counted from the Aura or Equipment ("your"
        is its controller's). Counters "on ~" are the source's own; counters
        "on it" read as :meth:`host_get_x_on_it`."""
        text = next(str(t) for t in c if getattr(t, "type", "") == "HOST_XPT")
        amount = next(x for x in c if isinstance(x, _AMOUNT_TYPES))
        if not isinstance(amount, CounterCount) and "counter" in str(amount):
            raise Unmodelled("a number of counters, counted for the permanent it is attached to")
        power, toughness = _x_sides(text)
        per = amount.selector if isinstance(amount, Count) and not amount.plus else amount
        return _PumpPer(power, toughness, per)

    def bnum_counters_self(self, c: list[Any]) -> CounterCount:
        return CounterCount(_tokens(c)[0])

    def bnum_counters_on(self, c: list[Any]) -> CounterCount:
        return CounterCount(_tokens(c)[0], c[-1])

    def bper_cards(self, c: list[Any]) -> CardCount:
        zone: CardCount = c[-1]
        return zone

    def bper_zcards(self, c: list[Any]) -> CardCount:
        zone: CardCount = c[-1]
        return dataclasses.replace(zone, cards=c[0])

    def bper_and_cards(self, c: list[Any]) -> Sum:
        # "for each land you control and each land in your graveyard"
        permanents, kind, zone = c[0], c[1], c[2]
        return Sum((Count(permanents), dataclasses.replace(zone, cards=kind)))

    def bper_domain(self, c: list[Any]) -> Distinct:
        return Distinct(c[-1], "basic land types")

    def bper_player_you(self, c: list[Any]) -> PlayerNumber:
        return PlayerNumber(_tokens(c)[0], "you")  # type: ignore[arg-type]

    def bper_player_opponents(self, c: list[Any]) -> PlayerNumber:
        return PlayerNumber(_tokens(c)[0], "opponents")  # type: ignore[arg-type]

    def bamount(self, c: list[Any]) -> Amount:
        plus = sum(x for x in c if isinstance(x, int))
        parts = [x for x in c if isinstance(x, _AMOUNT_TYPES)]
        if not parts:
            raise Unmodelled("a fixed number as power or toughness")
        if len(parts) == 1:
            return _plus(parts[0], plus)
        return Sum(tuple(parts), plus=plus)

    def btwice(self, c: list[Any]) -> Sum:
        return Sum((c[-1],), times=2)

    def bminus(self, c: list[Any]) -> Difference:
        """ "A minus B" (issue 33, session 9): a number, or a count, less a count."""
        left, right = c[0], c[-1]
        if not isinstance(right, _AMOUNT_TYPES):
            raise Unmodelled("a fixed number subtracted")
        return Difference(left, right)

    def bhalf(self, c: list[Any]) -> Half:
        # "half X, rounded up" (107.1a)
        amount = next(x for x in c if isinstance(x, _AMOUNT_TYPES))
        return Half(amount, up=_tokens(c)[-1] == "up")

    def bnum_best_life(self, c: list[Any]) -> PlayerBest:
        # "the highest life total among your opponents / among players"
        words = _tokens(c)
        return PlayerBest("life", "opponents" if "opponent" in " ".join(words) else "each")

    def bnum_best_life_opponent(self, c: list[Any]) -> PlayerBest:
        # "the life total of an opponent with the most life"
        return PlayerBest("life", "opponents")

    def bnum_best_hand(self, c: list[Any]) -> PlayerBest:
        # "the number of cards in the hand of the opponent with the most cards in hand"
        return PlayerBest("hand", "opponents" if "opponent" in _tokens(c) else "each")

    def bnum_sel(self, c: list[Any]) -> Count:
        return Count(c[-1])

    def bnum_cards(self, c: list[Any]) -> CardCount:
        zone: CardCount = c[-1]
        return zone

    def bnum_zcards(self, c: list[Any]) -> CardCount:
        zone: CardCount = c[-1]
        return dataclasses.replace(zone, cards=c[0])

    def bnum_card_types(self, c: list[Any]) -> CardTypeCount:
        zone: CardCount = c[-1]
        return CardTypeCount(zone.whose, zone.zone)

    def bnum_domain(self, c: list[Any]) -> Distinct:
        return Distinct(c[-1], "basic land types")

    def bnum_names(self, c: list[Any]) -> Distinct:
        return Distinct(c[-1], "names")

    def bper_colors(self, c: list[Any]) -> Distinct:
        # "for each color among permanents you control" (105.1; colorless adds none)
        return Distinct(c[-1], "colors")

    def bnum_life(self, c: list[Any]) -> PlayerNumber:
        return PlayerNumber("life", "you")

    def bnum_opponents(self, c: list[Any]) -> PlayerNumber:
        return PlayerNumber("players", "opponents")  # 102.3, 800.4a

    def zcards(self, c: list[Any]) -> Selector:
        kinds = [x for x in c if isinstance(x, Selector)]
        extra = next((x for x in c if isinstance(x, dict)), {})
        if len(kinds) == 1:
            return dataclasses.replace(kinds[0], **extra)
        return Selector(types=frozenset(), any_of=tuple(kinds), **extra)

    def zkind(self, c: list[Any]) -> Selector:
        parts = _sel_parts(c)
        parts.setdefault("types", frozenset())
        return Selector(**parts)

    def ztype(self, c: list[Any]) -> dict[str, Any]:
        word = str(c[0])
        return {"types": frozenset({"kindred" if word == "tribal" else word})}

    def bcount_plain(self, c: list[Any]) -> Selector:
        sel: Selector = c[0]
        return sel

    def bcount_attached(self, c: list[Any]) -> Selector:
        sel: Selector = c[0]
        if sel.types == frozenset({"creature"}) and not sel.subtypes:
            raise Unmodelled("creatures attached to it")
        return dataclasses.replace(sel, attached=True)

    def cda_both(self, c: list[Any]) -> Traits:
        amount: Amount = next(x for x in c if isinstance(x, _AMOUNT_TYPES))
        effect = StaticEffect(SELF_SELECTOR, set_power=amount, set_toughness=amount)
        return Traits(statics=(effect,))

    def cda_plus(self, c: list[Any]) -> Traits:
        # "~'s power is equal to X and its toughness is equal to that number plus N"
        if _tokens(c)[0] != "~'s power":
            raise Unmodelled("toughness first, then power as that number plus N")
        amount: Amount = next(x for x in c if isinstance(x, _AMOUNT_TYPES))
        plus: int = c[-1]
        effect = StaticEffect(SELF_SELECTOR, set_power=amount, set_toughness=_plus(amount, plus))
        return Traits(statics=(effect,))

    def set_pt_cond(self, c: list[Any]) -> Traits:
        # under a condition the same words are no characteristic-defining
        # ability (604.3a): they set power and toughness in layer 7b
        condition = next(x for x in c if isinstance(x, _CONDITION_TYPES))
        amount: Amount = next(x for x in c if isinstance(x, _AMOUNT_TYPES))
        effect = StaticEffect(
            SELF_SELECTOR, set_power=amount, set_toughness=amount, condition=condition
        )
        return Traits(statics=(effect,))

    def bc_role(self, c: list[Any]) -> StaticCondition:
        role = _tokens(c)[-1]
        return SourceIs(dataclasses.replace(_ANY_PERMANENT, role=role))  # type: ignore[arg-type]

    def cda_one(self, c: list[Any]) -> Traits:
        stat = _tokens(c)[0].removeprefix("~'s ")
        amount: Amount = next(x for x in c if isinstance(x, _AMOUNT_TYPES))
        if stat == "power":
            return Traits(statics=(StaticEffect(SELF_SELECTOR, set_power=amount),))
        return Traits(statics=(StaticEffect(SELF_SELECTOR, set_toughness=amount),))

    def zone_you(self, c: list[Any]) -> CardCount:
        return CardCount(_tokens(c)[-1], "you")  # type: ignore[arg-type]

    def zone_opponents(self, c: list[Any]) -> CardCount:
        return CardCount(_tokens(c)[-1].removesuffix("s"), "opponents")  # type: ignore[arg-type]

    def bblock_per(self, c: list[Any]) -> _BlockPer:
        return _BlockPer(next(x for x in c if isinstance(x, Selector)))

    def bcount_named(self, c: list[Any]) -> Selector:
        # "each other creature on the battlefield named ~" (201.2)
        sel: Selector = c[0]
        name = str(c[-1]).removeprefix("named ").strip()
        return dataclasses.replace(sel, names=(*sel.names, name))

    def zone_chosen(self, c: list[Any]) -> CardCount:
        return CardCount(_tokens(c)[-1], "chosen")  # type: ignore[arg-type]

    def zone_each(self, c: list[Any]) -> CardCount:
        return CardCount(_tokens(c)[-1].removesuffix("s"), "each")  # type: ignore[arg-type]

    def bc_cards_in_graveyard(self, c: list[Any]) -> StaticCondition:
        op, value = next(x for x in c if isinstance(x, tuple))
        return CardsIn("graveyard", op, value)

    def bc_no_cards_in_graveyard(self, c: list[Any]) -> StaticCondition:
        return CardsIn("graveyard", "==", 0)

    def bc_card_types(self, c: list[Any]) -> StaticCondition:
        # delirium: card types among the cards in a graveyard (205.2a)
        op, value = next(x for x in c if isinstance(x, tuple))
        zone: CardCount = c[-1]
        return AmountIs(CardTypeCount(zone.whose, zone.zone), op, value)

    def bc_zcards(self, c: list[Any]) -> StaticCondition:
        op, value = next(x for x in c if isinstance(x, tuple))
        kind: Selector = next(x for x in c if isinstance(x, Selector))
        zone: CardCount = c[-1]
        return AmountIs(dataclasses.replace(zone, cards=kind), op, value)

    def bc_zcard(self, c: list[Any]) -> StaticCondition:
        kind: Selector = next(x for x in c if isinstance(x, Selector))
        zone: CardCount = c[-1]
        return AmountIs(dataclasses.replace(zone, cards=kind), ">=", 1)

    def bc_cards_in_hand(self, c: list[Any]) -> StaticCondition:
        op, value = next(x for x in c if isinstance(x, tuple))
        return CardsIn("hand", op, value)

    # conditions
    @staticmethod
    def _count(c: list[Any], controller: Controller) -> PermanentCount:
        sel: Selector = next(x for x in c if isinstance(x, Selector))
        sel = dataclasses.replace(sel, controller=controller)
        qty = next((x for x in c if isinstance(x, tuple)), (">=", 1))
        return PermanentCount(sel, qty[0], qty[1])

    def bc_you_control(self, c: list[Any]) -> PermanentCount:
        return self._count(c, "you")

    def bc_you_control_either(self, c: list[Any]) -> PermanentCount:
        # "as long as you control another Merfolk or an Island": one or more
        # permanents you control that are either
        parts = tuple(
            dataclasses.replace(x, controller="you") for x in c if isinstance(x, Selector)
        )
        return PermanentCount(Selector(types=frozenset(), any_of=parts))

    def bc_defending_controls(self, c: list[Any]) -> PermanentCount:
        return self._count(c, "defending")

    def bc_team_controls(self, c: list[Any]) -> PermanentCount:
        # "if your team controls another Warrior": it or a teammate (810.1)
        return self._count(c, "team")

    def bc_opponents_control_none(self, c: list[Any]) -> PermanentCount:
        sel = next(x for x in c if isinstance(x, Selector))
        return PermanentCount(dataclasses.replace(sel, controller="opponent"), "==", 0)

    def bc_opponent_controls(self, c: list[Any]) -> PermanentCount:
        return self._count(c, "opponent")

    def qty_at_least(self, c: list[Any]) -> tuple[str, int]:
        return (">=", next(x for x in c if isinstance(x, int)))

    def qty_none(self, c: list[Any]) -> tuple[str, int]:
        return ("==", 0)

    def qty_at_most(self, c: list[Any]) -> tuple[str, int]:
        return ("<=", next(x for x in c if isinstance(x, int)))

    def bc_state(self, c: list[Any]) -> StaticCondition:
        state = _tokens(c)[-1]
        if state == "enchanted":
            return PermanentCount(Selector(types=frozenset({"enchantment"}), attached=True))
        if state == "equipped":
            return PermanentCount(Selector(types=frozenset({"artifact"}), attached=True))
        if state == "monstrous":  # its monstrosity ability has resolved (701.37b)
            return SourceIs(dataclasses.replace(_ANY_PERMANENT, monstrous=True))
        if state == "renowned":  # its renown ability has resolved (702.112b)
            return SourceIs(dataclasses.replace(_ANY_PERMANENT, renowned=True))
        return SourceIs(dataclasses.replace(_ANY_PERMANENT, tapped=state == "tapped"))

    def bc_counters(self, c: list[Any]) -> StaticCondition:
        kind, op, value = next(x for x in c if isinstance(x, _CounterQty))
        if kind in ("+1/+1", "-1/-1") and (op, value) == (">=", 1):
            # "it has a +1/+1 counter on it": the source matches a selector
            return SourceIs(dataclasses.replace(_ANY_PERMANENT, counter=kind))
        return CountersOn(kind, op, value)

    def cnt_any(self, c: list[Any]) -> _CounterQty:
        return _CounterQty("any", ">=", 1)

    def cnt_any_none(self, c: list[Any]) -> _CounterQty:
        return _CounterQty("any", "==", 0)

    def cnt_at_least_any(self, c: list[Any]) -> _CounterQty:
        return _CounterQty("any", ">=", next(x for x in c if isinstance(x, int)))

    def cnt_one(self, c: list[Any]) -> _CounterQty:
        return _CounterQty(_counter_kind(c), ">=", 1)

    def cnt_none(self, c: list[Any]) -> _CounterQty:
        return _CounterQty(_counter_kind(c), "==", 0)

    def cnt_exactly(self, c: list[Any]) -> _CounterQty:
        return _CounterQty(_counter_kind(c), "==", next(x for x in c if isinstance(x, int)))

    def cnt_at_least(self, c: list[Any]) -> _CounterQty:
        return _CounterQty(_counter_kind(c), ">=", next(x for x in c if isinstance(x, int)))

    def bc_monarch(self, c: list[Any]) -> StaticCondition:
        return PlayerIs("monarch")

    def bc_city_blessing(self, c: list[Any]) -> StaticCondition:
        return PlayerIs("city's blessing")

    def bc_opponent_poisoned(self, c: list[Any]) -> StaticCondition:
        return PoisonCounters("opponent")

    def bc_opponent_poison(self, c: list[Any]) -> StaticCondition:
        op, value = next(x for x in c if isinstance(x, tuple))
        return PoisonCounters("opponent", op, value)

    def bc_initiative(self, c: list[Any]) -> StaticCondition:
        return PlayerIs("initiative")

    def bc_opponent_half_life(self, c: list[Any]) -> StaticCondition:
        return HalfLife("opponent")

    def bc_half_life(self, c: list[Any]) -> StaticCondition:
        return HalfLife("you")

    def bc_more_cards(self, c: list[Any]) -> StaticCondition:
        return MoreThan("each_opponent", zone="hand")

    def bc_more_than_attacking(self, c: list[Any]) -> StaticCondition:
        sel: Selector = next(x for x in c if isinstance(x, Selector))
        return MoreThan("attacking", selector=sel)

    def bc_more_than_each(self, c: list[Any]) -> StaticCondition:
        sel: Selector = next(x for x in c if isinstance(x, Selector))
        return MoreThan("each_opponent", selector=sel)

    def bc_opponent_cards_in_hand(self, c: list[Any]) -> StaticCondition:
        op, value = next(x for x in c if isinstance(x, tuple))
        return CardsIn("hand", op, value, "opponent")

    def bc_player_cards_in_hand(self, c: list[Any]) -> StaticCondition:
        op, value = next(x for x in c if isinstance(x, tuple))
        return CardsIn("hand", op, value, "player")

    def bc_opponent_cards_in_graveyard(self, c: list[Any]) -> StaticCondition:
        # "as long as an opponent has eight or more cards in their graveyard"
        op, value = next(x for x in c if isinstance(x, tuple))
        return CardsIn("graveyard", op, value, "opponent")

    def bc_player_cards_in_graveyard(self, c: list[Any]) -> StaticCondition:
        # "as long as there are ten or more cards in a single graveyard": some
        # one player's graveyard (404.1) holds that many
        op, value = next(x for x in c if isinstance(x, tuple))
        return CardsIn("graveyard", op, value, "player")

    def bc_commander(self, c: list[Any]) -> StaticCondition:
        # lieutenant (207.2c): a commander (903.3) the source's controller controls
        return PermanentCount(Selector(types=frozenset(), commander=True, controller="you"))

    def bc_paired(self, c: list[Any]) -> StaticCondition:
        return Paired()

    def bc_attacking_alone(self, c: list[Any]) -> StaticCondition:
        return AttackingAlone()

    def bc_total_power(self, c: list[Any]) -> StaticCondition:
        return TotalPower(next(x for x in c if isinstance(x, int)))

    def bc_attacked_total_power(self, c: list[Any]) -> StaticCondition:
        return TotalPower(next(x for x in c if isinstance(x, int)), attacked=True)

    def bc_is_subtype(self, c: list[Any]) -> StaticCondition:
        subtype = _tokens(c)[-1]
        return SourceIs(Selector(types=frozenset(), subtypes=frozenset({subtype})))

    def bc_has_keyword(self, c: list[Any]) -> StaticCondition:
        keywords = next(x for x in c if isinstance(x, tuple | list | frozenset))
        return SourceIs(Selector(types=frozenset(), with_keywords=frozenset(keywords)))

    def bc_any_controls(self, c: list[Any]) -> StaticCondition:
        return self._count(c, "")

    def bc_exists(self, c: list[Any]) -> StaticCondition:
        return self._count(c, "")

    def bc_blocking_it(self, c: list[Any]) -> StaticCondition:
        sel: Selector = next(x for x in c if isinstance(x, Selector))
        op, value = next(x for x in c if isinstance(x, tuple))
        return PermanentCount(dataclasses.replace(sel, relation="blocking_it"), op, value)

    def bc_attached(self, c: list[Any]) -> StaticCondition:
        sel: Selector = next(x for x in c if isinstance(x, Selector))
        op, value = next(x for x in c if isinstance(x, tuple))
        return PermanentCount(dataclasses.replace(sel, attached=True), op, value)

    def bc_state_or(self, c: list[Any]) -> StaticCondition:
        """ "it's enchanted or equipped": either state."""
        states = [t for t in c if isinstance(t, str) and getattr(t, "type", "") == "BSTATE"]
        return AnyOf(tuple(self.bc_state([s]) for s in states))

    def bc_some_counter(self, c: list[Any]) -> StaticCondition:
        sel: Selector = next(x for x in c if isinstance(x, Selector))
        return PermanentCount(dataclasses.replace(sel, counter=_counter_kind(c)))

    def bc_or(self, c: list[Any]) -> StaticCondition:
        """ "COND or COND" (issue 33, session 9): either holds (611.3a). A
        side with "and" is refused: "A and B or C" reads two ways."""
        parts = [x for x in c if isinstance(x, STATIC_CONDITIONS)]
        if any(isinstance(x, AllOf) for x in parts):
            raise Unmodelled("conditions joined by both 'and' and 'or'")
        return AnyOf(tuple(parts))

    def bc_zcards_both(self, c: list[Any]) -> StaticCondition:
        # "an instant card and a sorcery card are in your graveyard": one of each
        zone: CardCount = c[-1]
        kinds = [x for x in c if isinstance(x, Selector)]
        return AllOf(tuple(AmountIs(dataclasses.replace(zone, cards=k)) for k in kinds))

    def bc_and(self, c: list[Any]) -> StaticCondition:
        parts: list[StaticCondition] = []
        for x in c:
            if isinstance(x, AllOf):
                parts.extend(x.conditions)
            elif isinstance(x, STATIC_CONDITIONS):
                parts.append(x)
        return AllOf(tuple(parts))

    def bc_in_graveyard(self, c: list[Any]) -> StaticCondition:
        return InGraveyard()

    def bc_your_turn(self, c: list[Any]) -> StaticCondition:
        return YourTurn(True)

    def bc_not_your_turn(self, c: list[Any]) -> StaticCondition:
        return YourTurn(False)

    def bc_life_ge(self, c: list[Any]) -> StaticCondition:
        return LifeTotal("you", ">=", next(x for x in c if isinstance(x, int)))

    def bc_life_le(self, c: list[Any]) -> StaticCondition:
        return LifeTotal("you", "<=", next(x for x in c if isinstance(x, int)))

    def bc_opponent_life_le(self, c: list[Any]) -> StaticCondition:
        return LifeTotal("opponent", "<=", next(x for x in c if isinstance(x, int)))

    # selector parts
    def with_any_kw(self, c: list[Any]) -> dict[str, Any]:
        return {"with_any_keywords": frozenset(a for g in c for a in g)}

    def with_counter(self, c: list[Any]) -> dict[str, Any]:
        return {"counter": _counter_kind(c)}

    def with_any_counter(self, c: list[Any]) -> dict[str, Any]:
        return {"counter": "any"}
