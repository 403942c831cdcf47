"""Transformer methods for the static abilities that change the counters
put on permanents (CR 614.1a, 122.6): "if one or more +1/+1 counters would be
put on a creature you control, that many plus one +1/+1 counters are put on
it instead" (Hardened Scales), "twice that many" (Corpsejack Menace), "that
many -1/-1 counters minus one" (Vizier of Remedies), "that many plus one of
each of those kinds of counters" (Winding Constrictor), and "creatures you
control can't have -1/-1 counters put on them" (Melira, Sylvok Outcast), as
:class:`~mtgcombat.core.counter_rules.CounterRule` values. Mixed into the
grammar's transformer (:mod:`mtgcombat.text.parser`); lark is imported with
this module, which only the transformer imports (when parsing).
"""

from __future__ import annotations

from typing import Any

from mtgcombat.core.counter_rules import CounterRule
from mtgcombat.core.selector_values import Selector
from mtgcombat.core.valueclass import dataclass
from mtgcombat.text.traits import Traits, Unmodelled

_SELF = Selector(types=frozenset(), ids=("~",))


@dataclass(frozen=True, slots=True)
class _Kind:
    """The kind of counter a sentence names ("+1/+1", "-1/-1")."""

    name: str


@dataclass(frozen=True, slots=True)
class _Instead:
    """What is put instead: ``does`` and ``amount`` of a CounterRule, and the
    kind the sentence names there ("" when it names none)."""

    does: str
    amount: int
    kind: str


def _kinds(c: list[Any]) -> list[str]:
    return [x.name for x in c if isinstance(x, _Kind)]


class CounterRuleValues:
    """The grammar's methods for counter replacements (each gives a value).

    >>> from mtgcombat.text import parse_sentence
    >>> parsed = parse_sentence("If one or more +1/+1 counters would be put on a creature you "
    ...     "control, that many plus one +1/+1 counters are put on it instead.")
    >>> parsed.status, parsed.traits.statics[0].does, parsed.traits.statics[0].amount
    ('modelled', 'plus', 1)
    """

    def ck_plus(self, c: list[Any]) -> _Kind:
        return _Kind("+1/+1")

    def ck_minus(self, c: list[Any]) -> _Kind:
        return _Kind("-1/-1")

    def cit(self, c: list[Any]) -> None:
        return None

    def csel_self(self, c: list[Any]) -> Selector:
        return _SELF

    def csel(self, c: list[Any]) -> Selector:
        selector = next(x for x in c if isinstance(x, Selector))
        if selector.controller == "team":
            raise Unmodelled("permanents a team controls (810): not read for counters")
        return selector

    def csel_artifact_creature(self, c: list[Any]) -> Selector:
        kinds = (Selector(types=frozenset({"artifact"})), Selector(types=frozenset({"creature"})))
        return Selector(types=frozenset(), any_of=kinds, controller="you")

    def c_plus_one(self, c: list[Any]) -> _Instead:
        return _Instead("plus", 1, next(iter(_kinds(c)), ""))

    def c_twice(self, c: list[Any]) -> _Instead:
        return _Instead("double", 0, next(iter(_kinds(c)), ""))

    def c_minus_one(self, c: list[Any]) -> _Instead:
        return _Instead("plus", -1, next(iter(_kinds(c)), ""))

    def c_plus_one_each(self, c: list[Any]) -> _Instead:
        return _Instead("plus", 1, "")

    def counter_rule_sentence(self, c: list[Any]) -> Traits:
        """ "If one or more +1/+1 counters would be put on SEL, that many
        plus one (twice that many...) are put on it instead." (614.1a)"""
        would = _kinds(c)
        instead = next(x for x in c if isinstance(x, _Instead))
        selector = next(x for x in c if isinstance(x, Selector))
        kind = would[0] if would else ""
        if instead.kind and instead.kind != kind:
            raise Unmodelled("counters of one kind replaced by counters of another")
        if instead.does == "plus" and instead.amount < 0 and not kind:
            raise Unmodelled('"minus one" on counters of every kind')
        rule = CounterRule(instead.does, selector, counter=kind, amount=instead.amount)  # type: ignore[arg-type]
        return Traits(statics=(rule,))

    def counters_cant_group(self, c: list[Any]) -> Traits:
        """ "Creatures you control can't have -1/-1 counters put on them." (a
        "can't", 101.2: none is put)"""
        selector = next(x for x in c if isinstance(x, Selector))
        kinds = _kinds(c)
        return Traits(statics=(CounterRule("none", selector, counter=kinds[0] if kinds else ""),))
