"""Verdicts: the answer to "is this legal?", with every reason why not.

A :class:`Verdict` is truthy when legal. Each :class:`Violation` names the rule
it breaks, a message id (``code``), the objects involved and the numbers that
explain it; :mod:`mtgcombat.i18n.messages` renders it in English or Japanese.

>>> v = Violation(rule="510.1c", code="order_not_lethal", objects=("gorger", "elf", "guard"))
>>> bool(Verdict((v,)))
False
>>> bool(Verdict(()))
True
"""

from __future__ import annotations

from collections.abc import Iterator

from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

ParamValue = str | int


@dataclass(frozen=True, slots=True)
class Violation:
    """One broken rule: its number, a message id, the objects and the facts.

    >>> str(Violation("510.1a", "wrong_total", ("ogre",), (("expected", 5), ("assigned", 4))))
    '510.1a wrong_total [ogre] expected=5 assigned=4'
    """

    rule: str
    code: str
    objects: tuple[str, ...] = ()
    params: tuple[tuple[str, ParamValue], ...] = ()

    def param(self, key: str) -> ParamValue:
        """The value of one fact, e.g. ``v.param("needed")``.

        >>> v = Violation("510.1a", "wrong_total", ("ogre",), (("expected", 5), ("assigned", 6)))
        >>> v.param("expected")
        5
        """
        for k, value in self.params:
            if k == key:
                return value
        raise KeyError(key)

    @property
    def facts(self) -> dict[str, ParamValue]:
        """The facts as a mapping from name to value.

        >>> v = Violation("510.1a", "wrong_total", ("ogre",), (("expected", 5), ("assigned", 6)))
        >>> v.facts
        {'expected': 5, 'assigned': 6}
        """
        return dict(self.params)

    def __str__(self) -> str:
        facts = " ".join(f"{k}={v}" for k, v in self.params)
        return f"{self.rule} {self.code} [{', '.join(self.objects)}] {facts}".rstrip()


@dataclass(frozen=True, slots=True)
class Verdict:
    """The result of a legality check: legal when there are no violations.

    >>> verdict = Verdict((Violation("510.1a", "wrong_total", ("ogre",)),))
    >>> bool(verdict), len(verdict), verdict.rules()
    (False, 1, ('510.1a',))
    """

    violations: tuple[Violation, ...]

    @property
    def legal(self) -> bool:
        """Whether nothing was broken (the verdict is also truthy then).

        >>> Verdict(()).legal, Verdict((Violation("510.1a", "wrong_total"),)).legal
        (True, False)
        """
        return not self.violations

    def __bool__(self) -> bool:
        return self.legal

    def __iter__(self) -> Iterator[Violation]:
        return iter(self.violations)

    def __len__(self) -> int:
        return len(self.violations)

    def rules(self) -> tuple[str, ...]:
        """The rule numbers broken, in order, without repeats.

        >>> v = [Violation("510.1c", "order_not_lethal"), Violation("510.1a", "wrong_total")]
        >>> v.append(Violation("510.1c", "order_not_lethal"))
        >>> Verdict(tuple(v)).rules()
        ('510.1c', '510.1a')
        """
        return tuple(dict.fromkeys(v.rule for v in self.violations))
