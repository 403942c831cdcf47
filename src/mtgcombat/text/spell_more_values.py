"""The values of the ``spb_`` rules of card.lark's ``spell_sentence``: a
pump whose size the board gives ("Target creature gets +X/+X until end of
turn, where X is the number of creatures you control", "... where X is its
power", "gets +1/+1 until end of turn for each Forest you control": 613.4c,
608.2h), counters on a group ("Put a +1/+1 counter on each creature you
control": 122.1), and block requirements on the target ("All creatures able
to block target creature this turn do so", "Target creature must be blocked
this turn if able": 509.1c). Mixed into the grammar's transformer
(:func:`mtgcombat.text.parser._transformer`).

>>> from mtgcombat.text.spells import parse_spell
>>> [str(e) for e in parse_spell("All creatures able to block target creature this turn "
...                              "do so.").effects]
['all creatures able to block the target this turn do so']
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from mtgcombat.core.abilities import Keyword, KeywordEffect, PumpEffect, Selector
from mtgcombat.core.conditions import (
    STATIC_CONDITIONS,
    AllOf,
    AmountIs,
    AnyOf,
    CardCount,
    CardsIn,
    CardTypeCount,
    Count,
    CounterCount,
    Distinct,
    HalfLife,
    LifeTotal,
    PermanentCount,
    PlayerNumber,
    PoisonCounters,
    StaticCondition,
    Sum,
    TotalPower,
    YourTurn,
)
from mtgcombat.core.counted_values import Greatest
from mtgcombat.core.sacrifice_values import Sacrificed
from mtgcombat.core.turn_history import ThisTurn
from mtgcombat.rules.spell_conditions import ConditionalEffect, SpellCondition
from mtgcombat.rules.spell_control import GainControlEffect
from mtgcombat.rules.spell_counted import (
    CountedDamageEffect,
    CountedPumpEffect,
    GroupCounterEffect,
    SpellAmount,
)
from mtgcombat.rules.spell_effects import AbilityGainEffect, BlockThisTurnEffect, SpellTapEffect
from mtgcombat.text.spell_values import SpellError, _made, _Parts


class _XPt:
    """A "+X/+0" written in a sentence: each side a fixed number, or X
    (``power_x``, ``toughness_x``: +1 or -1 times X)."""

    __slots__ = ("power", "power_x", "toughness", "toughness_x")

    def __init__(self, text: str) -> None:
        sides = re.fullmatch(r"([+-])(x|\d+)/([+-])(x|\d+)", text)
        if sides is None:  # the terminal's pattern: never
            raise SpellError(f"a power and toughness {text}")
        values = []
        for sign, value in ((sides[1], sides[2]), (sides[3], sides[4])):
            times = -1 if sign == "-" else 1
            values.append((0, times) if value == "x" else (times * int(value), 0))
        (self.power, self.power_x), (self.toughness, self.toughness_x) = values


class _Amount:
    """What X is: the target's own power or toughness, a count of
    permanents (plus a number), or (``board``) a number the static
    abilities and triggers read too: cards in a hand or a graveyard, a sum,
    the greatest power among a group (issue 33, session 9)."""

    __slots__ = ("board", "counted", "of_target", "plus")

    def __init__(
        self,
        of_target: str = "",
        counted: Selector | None = None,
        plus: int = 0,
        board: SpellAmount | None = None,
    ):
        self.of_target = of_target
        self.counted = counted
        self.plus = plus
        self.board = board


def _counted(sel: Selector) -> Selector:
    """A selector a spell counts relative to its controller: one that names
    another object ("other", "enchanted", "paired") is not carried out."""
    if sel.other or sel.host or sel.attached or sel.pair or sel.relation or sel.chosen:
        raise SpellError(f"counting {sel} from a spell")
    if sel.controller not in ("", "you", "opponent"):
        raise SpellError(f"counting {sel} from a spell")
    return sel


def _counted_damage(c: list[Any]) -> CountedDamageEffect:
    """The damage of a count (a number of permanents); "equal to its
    power" names no source of the spell's own (a creature's power is
    another form: "fights", "deals damage equal to its power")."""
    amount = next(x for x in c if isinstance(x, _Amount))
    if amount.board is not None:
        return CountedDamageEffect(amount=amount.board)
    if amount.counted is None:
        raise SpellError(f"damage equal to its {amount.of_target} from a spell")
    return CountedDamageEffect(amount.counted, amount.plus)


def _names_another(amount: object) -> bool:
    """Whether a board amount counts relative to an object a spell does not
    have ("the chosen player's hand", counters on "it", permanents "other"
    than it, "attached to it"): such a count is not carried out."""
    if isinstance(amount, CardCount):
        return amount.whose == "chosen"
    if isinstance(amount, Sum):
        return any(_names_another(part) for part in amount.parts)
    selector = getattr(amount, "selector", None) or getattr(amount, "on", None)
    if isinstance(amount, Count | Distinct | CounterCount) and selector is not None:
        try:
            _counted(selector)
        except SpellError:
            return True
        return False
    return not isinstance(amount, CardTypeCount | PlayerNumber)


def spell_condition_ok(condition: StaticCondition) -> bool:
    """Whether a spell can check the condition: one about its controller,
    the players, their zones or the permanents they control. A condition on
    the object with the ability ("if it's attacking alone", "if it has a
    counter on it") names no object of the spell's, and one on the past
    ("you attacked with ...") no fact the board keeps: both are refused.

    >>> from mtgcombat.core.conditions import SourceIs
    >>> from mtgcombat.core.selector_values import Selector
    >>> spell_condition_ok(CardsIn("graveyard", ">=", 7))
    True
    >>> spell_condition_ok(SourceIs(Selector(role="attacking")))
    False
    """
    if isinstance(condition, AllOf | AnyOf):
        return all(spell_condition_ok(c) for c in condition.conditions)
    if isinstance(condition, PermanentCount):
        try:
            _counted(condition.selector)
        except SpellError:
            return False
        return True
    if isinstance(condition, TotalPower):
        return not condition.attacked
    if isinstance(condition, AmountIs):
        return not _names_another(condition.amount)
    if isinstance(condition, ThisTurn):
        # the turn so far (issue 33, session 10): the caster's record, but
        # "it entered this turn" names no object of the spell's
        return condition.fact != "entered"
    return isinstance(condition, LifeTotal | CardsIn | YourTurn | PoisonCounters | HalfLife)


def _yours(c: list[Any]) -> Selector:
    """The permanents of "if you control SEL": the caster's."""
    sel = _counted(next(x for x in c if isinstance(x, Selector)))
    if sel.controller:
        raise SpellError(f"if you control {sel}")
    return dataclasses.replace(sel, controller="you")


class DamageAmount:
    """ "~ deals 5 damage instead": the amount only, the damage of the
    sentence before it (:func:`instead_parts` puts it in that effect).

    >>> DamageAmount(5).amount
    5
    """

    __slots__ = ("amount",)

    def __init__(self, amount: int) -> None:
        self.amount = amount


class Instead:
    """A conditional sentence ending "instead" (or "..., instead ..."): it
    replaces the sentence before it when its condition holds
    (:func:`instead_parts`).

    >>> from mtgcombat.rules.spell_conditions import SpellCondition
    >>> str(Instead(ConditionalEffect(SpellCondition("your_turn"), ())))
    "if it's your turn: , instead"
    """

    __slots__ = ("conditional", "it")

    def __init__(self, conditional: ConditionalEffect, it: bool = False) -> None:
        self.conditional = conditional
        self.it = it  # the clause names the earlier target ("it gets ...")

    def __str__(self) -> str:
        return f"{self.conditional}, instead"


def without_also(sentence: str) -> str:
    """ "If it's legendary, it also gains lifelink until end of turn.": the
    clause read without "also" (its effect adds to the earlier ones).

    >>> without_also("If it's legendary, it also gains lifelink until end of turn.")
    "If it's legendary, it gains lifelink until end of turn."
    """
    if not sentence.lower().startswith("if "):
        return sentence
    return re.sub(r"\b(it|that creature|those creatures|they) also\b", r"\1", sentence)


def instead_parts(read: list[tuple[_Parts, str]], parts: _Parts) -> str:
    """Put a conditional "instead" sentence in place of the sentence before
    it (608.2c: if the condition holds, the clause's effects are done
    instead of that sentence's, on the same target). Returns why it cannot,
    or "".

    >>> from mtgcombat.core.abilities import PumpEffect
    >>> from mtgcombat.rules.spell_conditions import SpellCondition
    >>> read = [(_Parts((PumpEffect("target", 1, 1),), Selector()), "Target creature ...")]
    >>> cond = ConditionalEffect(SpellCondition("your_turn"), (PumpEffect("target", 3, 3),))
    >>> instead_parts(read, _Parts((Instead(cond, it=True),), None, it=True))
    ''
    >>> [str(e) for e in read[0][0].effects[0].otherwise]
    ['the target gets +1/+1 until end of turn']
    """
    marker = parts.effects[0]
    assert isinstance(marker, Instead)
    if not read:
        return '"instead" with no effect before it'
    last, text = read[-1]
    then = marker.conditional.then
    if then and isinstance(then[0], DamageAmount):  # "~ deals 5 damage instead"
        from mtgcombat.rules.spell_effects import SpellDamageEffect  # noqa: PLC0415

        damage = last.effects[0] if len(last.effects) == 1 else None
        if not isinstance(damage, SpellDamageEffect):
            return '"instead" of an earlier sentence that deals no damage or does several things'
        then = (dataclasses.replace(damage, amount=then[0].amount),)
    if parts.target is not None or any(isinstance(e, ConditionalEffect) for e in last.effects):
        return '"instead" of an earlier sentence with another target or condition'
    kinds = {type(e) for e in then}
    if len(last.effects) != 1 and not {type(e) for e in last.effects} <= kinds:
        return '"instead" of an earlier sentence that does several things'
    if last.target is None and not last.it and marker.it:
        return '"it" names no target chosen before it'
    effect = ConditionalEffect(marker.conditional.condition, then, last.effects)
    read[-1] = (
        last.with_effects((effect,)),
        text,
    )
    return ""


class SpellMoreValues:
    """Transformer methods for the ``spb_`` rules.

    >>> from mtgcombat.text.spells import parse_spell
    >>> str(parse_spell("Target creature gets +1/+1 until end of turn for each Forest you "
    ...                 "control.").effects[0])
    'the target gets +X/+X until end of turn, where X is the number of forest lands you control'
    """

    def spb_xpt(self, c: list[Any]) -> _XPt:
        return _XPt(str(c[0]))

    def spb_its_power(self, c: list[Any]) -> _Amount:
        return _Amount("power")

    def spb_its_toughness(self, c: list[Any]) -> _Amount:
        return _Amount("toughness")

    def spb_board_amount(self, c: list[Any]) -> _Amount:
        """ "where X is the number of cards in your hand", "... creature
        cards in your graveyard", "twice the number of ...": the count the
        static abilities read (613.4a), here relative to the spell's
        controller as the spell resolves (608.2h)."""
        found = c[0]
        if isinstance(found, Count):  # "the number of Forests you control": as spb_number
            return _Amount(counted=_counted(found.selector), plus=found.plus)
        if _names_another(found):
            raise SpellError(f"counting {found} from a spell")
        return _Amount(board=found)

    def spb_greatest(self, c: list[Any]) -> _Amount:
        """ "where X is the greatest power among creatures you control"."""
        sel = _counted(next(x for x in c if isinstance(x, Selector)))
        if "toughness" in (str(x) for x in c):
            return _Amount(board=Greatest(sel, "toughness"))
        return _Amount(board=Greatest(sel))

    def spb_sacrificed(self, c: list[Any]) -> _Amount:
        """ "equal to the sacrificed creature's power": the creature paid
        for the additional cost (601.2h), as it last existed (608.2h)."""
        return _Amount(board=Sacrificed("toughness" if "toughness" in map(str, c) else "power"))

    def spb_number(self, c: list[Any]) -> _Amount:
        sel = next(x for x in c if isinstance(x, Selector))
        plus = next((x for x in c if type(x) is int), 0)
        return _Amount(counted=_counted(sel), plus=plus)

    def spb_counted_pump(self, c: list[Any]) -> _Parts:
        pt = next(x for x in c if isinstance(x, _XPt))
        amount = next(x for x in c if isinstance(x, _Amount))
        if not (pt.power_x or pt.toughness_x):
            raise SpellError("where X is ..., with no X")
        effect = CountedPumpEffect(
            pt.power, pt.toughness, pt.power_x, pt.toughness_x,
            amount.counted, amount.plus, amount.of_target, amount.board,
        )  # fmt: skip
        return _made((effect,), c)

    def sp_counted_damage(self, c: list[Any]) -> _Parts:
        """ "~ deals damage to target creature equal to the number of
        Mountains you control." (120.3; counted as it resolves, 608.2h)

        >>> from mtgcombat.text.spells import parse_spell
        >>> str(parse_spell("~ deals damage to target creature equal to the number of lands "
        ...                 "you control.").effects[0])
        'the spell deals X damage to the target, where X is the number of lands you control'
        """
        return _made((_counted_damage(c),), c)

    def sp_counted_damage_any(self, c: list[Any]) -> _Parts:
        from mtgcombat.text.spell_values import ANY_TARGET  # noqa: PLC0415

        return _made((_counted_damage(c),), [ANY_TARGET])

    def sp_tail_cant_be_blocked(self, c: list[Any]) -> BlockThisTurnEffect:
        return BlockThisTurnEffect("cant_be_blocked")

    def sp_tail_cant_block(self, c: list[Any]) -> BlockThisTurnEffect:
        return BlockThisTurnEffect()

    def sp_pump_block_rule(self, c: list[Any]) -> _Parts:
        """ "Target creature gets +1/+0 until end of turn and can't be
        blocked this turn." (613.4c, 509.1b)

        >>> from mtgcombat.text.spells import parse_spell
        >>> [str(e) for e in parse_spell("Target creature gets +2/+0 until end of turn and "
        ...                              "can't be blocked this turn.").effects]
        ['the target gets +2/+0 until end of turn', "the target can't be blocked this turn"]
        """
        pump = next(x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))
        rule = next(x for x in c if isinstance(x, BlockThisTurnEffect))
        return _made((PumpEffect("target", pump.power, pump.toughness), rule), c)

    def sp_gain_block_rule(self, c: list[Any]) -> _Parts:
        from mtgcombat.text.spell_values import gained_effects  # noqa: PLC0415

        rule = next(x for x in c if isinstance(x, BlockThisTurnEffect))
        return _made((*gained_effects(c), rule), c)

    def spb_counted_pump_gain(self, c: list[Any]) -> _Parts:
        counted = self.spb_counted_pump(c)
        gained = tuple(
            KeywordEffect(a, "target") if isinstance(a, Keyword) else AbilityGainEffect(a)
            for x in c
            if isinstance(x, tuple)
            for a in x
        )
        return _Parts(
            (*counted.effects, *gained), counted.target, it=counted.it, also=counted.also,
            players=counted.players, opponents=counted.opponents,
        )  # fmt: skip

    def spb_lose(self, c: list[Any]) -> _Parts:
        """ "Target creature loses flying until end of turn." (613.1f)."""
        lost = tuple(a for x in c if isinstance(x, tuple) for a in x)
        if not lost or any(not isinstance(a, Keyword) for a in lost):
            raise SpellError("losing an ability that is not a keyword")
        return _made(tuple(KeywordEffect(a, "target", lose=True) for a in lost), c)

    def spb_per_pump(self, c: list[Any]) -> _Parts:
        pump = next(x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))
        sel = _counted(next(x for x in c if isinstance(x, Selector)))
        effect = CountedPumpEffect(power_x=pump.power, toughness_x=pump.toughness, counted=sel)
        return _made((effect,), c)

    def spb_group_counter(self, c: list[Any]) -> _Parts:
        count = next((x for x in c if type(x) is int), 1)
        pump = next(x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))
        if (pump.power, pump.toughness) not in ((1, 1), (-1, -1)):
            raise SpellError(f"{pump.power:+d}/{pump.toughness:+d} counters")
        group = next(x for x in c if isinstance(x, Selector))
        return _Parts((GroupCounterEffect(group, count, pump.power > 0),), None)

    def spb_group(self, c: list[Any]) -> Selector:
        """A group of creatures read by the selector grammar ("black
        creatures", "creatures you control with flying", "Zombies you
        control"): relative to the spell's controller, creatures only."""
        sel = _counted(next(x for x in c if isinstance(x, Selector)))
        if sel.types != frozenset({"creature"}) or sel.ids or sel.names:
            raise SpellError(f"a group of {sel}")
        return sel

    def spb_gain_control(self, c: list[Any]) -> _Parts:
        return _made((GainControlEffect(),), c)

    def spb_untap_gain_control(self, c: list[Any]) -> _Parts:
        return _made((SpellTapEffect(untap=True), GainControlEffect()), c)

    # -- conditions (608.2c) ------------------------------------------------

    def spb_if_control(self, c: list[Any]) -> SpellCondition:
        return SpellCondition("you_control", _yours(c))

    def spb_if_control_n(self, c: list[Any]) -> SpellCondition:
        return SpellCondition("you_control", _yours(c), next(x for x in c if type(x) is int))

    def spb_if_control_none(self, c: list[Any]) -> SpellCondition:
        return SpellCondition("you_control", _yours(c), none=True)

    def spb_if_it_is(self, c: list[Any]) -> SpellCondition:
        sel = next(x for x in c if isinstance(x, Selector))
        if sel.other or sel.host or sel.attached or sel.pair or sel.relation or sel.chosen:
            raise SpellError(f"a condition on {sel}")
        if sel.controller not in ("", "you", "opponent"):
            raise SpellError(f"a condition on {sel}")
        return SpellCondition("it_is", sel)

    def spb_if_it_has_plus(self, c: list[Any]) -> SpellCondition:
        """ "If that creature has a +1/+1 counter on it, ~ deals 5 damage to
        it instead." (Bring Low): the target's counters as the spell
        resolves (608.2c, 122.1).

        >>> from mtgcombat.text.spell_cards import read_spell_card
        >>> text = ("Bring Low deals 3 damage to target creature. If that creature has a "
        ...         "+1/+1 counter on it, Bring Low deals 5 damage to it instead.")
        >>> str(read_spell_card(text, "Bring Low").spell().effects[0].condition)
        'if the target is one of the permanents with a +1/+1 counter on it'
        """
        return SpellCondition("it_is", Selector(types=frozenset(), counter="+1/+1"))

    def spb_if_it_has_counter(self, c: list[Any]) -> SpellCondition:
        # "If it has a counter on it, ..." (Revelation of Power): of any kind (122.1)
        return SpellCondition("it_is", Selector(types=frozenset(), counter="any"))

    def spb_q_colors(self, c: list[Any]) -> Selector:
        return Selector(types=frozenset(), colors=frozenset(str(x) for x in c))

    def spb_q_attacking(self, c: list[Any]) -> Selector:
        return Selector(types=frozenset(), role="attacking")

    def spb_q_blocking(self, c: list[Any]) -> Selector:
        return Selector(types=frozenset(), role="blocking")

    def spb_q_supertype(self, c: list[Any]) -> Selector:
        return Selector(types=frozenset(), supertypes=frozenset(str(x).lower() for x in c))

    def spb_if_your_turn(self, c: list[Any]) -> SpellCondition:
        return SpellCondition("your_turn")

    def spb_if_main_phase(self, c: list[Any]) -> SpellCondition:
        return SpellCondition("main_phase")

    def spb_if_life(self, c: list[Any]) -> SpellCondition:
        return SpellCondition("life_at_most", amount=next(x for x in c if type(x) is int))

    def spb_if_static(self, c: list[Any]) -> SpellCondition:
        """ "If you have no cards in hand", "if seven or more cards are in
        your graveyard": a static ability's condition, for the caster."""
        cond = next(x for x in c if isinstance(x, STATIC_CONDITIONS))
        if not spell_condition_ok(cond):
            raise SpellError(f"a condition of a spell on {cond}")
        return SpellCondition("static", static=cond)

    def spb_instead_damage(self, c: list[Any]) -> _Parts:
        """ "If ..., ~ deals 5 damage instead.": the damage of the sentence
        before it, to its target, with this amount (608.2c)."""
        cond = next(x for x in c if isinstance(x, SpellCondition))
        amount = next(x for x in c if type(x) is int)
        marker = Instead(ConditionalEffect(cond, (DamageAmount(amount),)), it=True)
        return _Parts((marker,), None, it=True)  # type: ignore[arg-type]

    def spb_conditional(self, c: list[Any]) -> _Parts:
        cond = next(x for x in c if isinstance(x, SpellCondition))
        parts = next(x for x in c if isinstance(x, _Parts))
        if any(isinstance(e, ConditionalEffect | Instead) for e in parts.effects):
            raise SpellError("a condition within a condition")
        effect = ConditionalEffect(cond, parts.effects)
        # "if it's a Vampire": the condition reads the target chosen before (601.2c)
        it = parts.it or (cond.kind == "it_is" and parts.target is None)
        return _Parts((effect,), parts.target, it=it, also=parts.also, players=parts.players,
                      opponents=parts.opponents)  # fmt: skip

    def spb_conditional_instead(self, c: list[Any]) -> _Parts:
        made = self.spb_conditional(c)
        conditional = made.effects[0]
        assert isinstance(conditional, ConditionalEffect)
        # always "it": alone (a timeline's ``effect``), "instead" replaces nothing
        marker = Instead(conditional, it=made.it)
        return _Parts((marker,), made.target, it=True)  # type: ignore[arg-type]

    def spb_lure(self, c: list[Any]) -> _Parts:
        return _made((BlockThisTurnEffect("lure"),), c)

    def spb_must_be_blocked(self, c: list[Any]) -> _Parts:
        return _made((BlockThisTurnEffect("must_be_blocked"),), c)

    def spb_pump_must_be_blocked(self, c: list[Any]) -> _Parts:
        pump = next(x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))
        effects = (
            PumpEffect("target", pump.power, pump.toughness),
            BlockThisTurnEffect("must_be_blocked"),
        )
        return _made(effects, c)


__all__ = [
    "DamageAmount",
    "Instead",
    "SpellMoreValues",
    "instead_parts",
    "spell_condition_ok",
    "without_also",
]
