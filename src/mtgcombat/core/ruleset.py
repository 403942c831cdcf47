"""Rule sets and combat damage steps.

mtgcombat implements two editions of the combat rules side by side. Every query
takes a :class:`RuleSet`; nothing is hard-coded to one era.

>>> RuleSet.parse("2023").has_damage_assignment_order
True
>>> RuleSet.parse("current").has_damage_assignment_order
False
>>> Step.parse("first-strike")
<Step.FIRST_STRIKE: 'first-strike'>
"""

from __future__ import annotations

import enum


class RuleSet(enum.Enum):
    """Which edition of the Comprehensive Rules decides a question.

    ``R2023`` is the 2023-11-17 edition (damage assignment order, CR 509.2,
    509.3 and 510.1c-d as the seed documents describe). ``CURRENT`` is the
    Foundations edition (2024-11-08) and later: no damage assignment order and
    a free division of a blocked or blocking creature's damage; trample still
    needs lethal damage on every blocker (702.19b).

    >>> RuleSet("2023"), RuleSet.coerce("current")
    (<RuleSet.R2023: '2023'>, <RuleSet.CURRENT: 'current'>)
    >>> RuleSet.coerce("2024")
    Traceback (most recent call last):
    ...
    ValueError: ...
    """

    __hash__ = object.__hash__  # singletons: identity hash, in C (see model.Keyword)

    R2023 = "2023"
    CURRENT = "current"

    @classmethod
    def parse(cls, text: str) -> RuleSet:
        """Read ``"2023"`` or ``"current"`` (case-insensitive).

        >>> RuleSet.parse("Current")
        <RuleSet.CURRENT: 'current'>
        """
        key = text.strip().lower()
        for member in cls:
            if member.value == key:
                return member
        raise ValueError(f'unknown rule set "{text}"; expected "2023" or "current"')

    @classmethod
    def coerce(cls, value: RuleSet | str) -> RuleSet:
        """A rule set given as itself or as its name: every function that
        takes ``rules`` reads it this way.

        >>> RuleSet.coerce("2023") is RuleSet.R2023, RuleSet.coerce(RuleSet.CURRENT)
        (True, <RuleSet.CURRENT: 'current'>)
        >>> RuleSet.coerce("2024")
        Traceback (most recent call last):
        ...
        ValueError: unknown rule set "2024"; expected "2023" or "current"
        """
        if isinstance(value, RuleSet):
            return value
        if isinstance(value, str):
            return cls.parse(value)
        raise TypeError(f'a rule set is RuleSet or "2023" / "current", not {value!r}')

    @property
    def has_damage_assignment_order(self) -> bool:
        """Whether damage assignment orders exist (2023: 509.2, 509.3).

        >>> RuleSet.R2023.has_damage_assignment_order, RuleSet.CURRENT.has_damage_assignment_order
        (True, False)
        """
        return self is RuleSet.R2023

    @property
    def illegal_actions_rule(self) -> str:
        """The number of the "handling illegal actions" rule in this edition.

        >>> RuleSet.R2023.illegal_actions_rule, RuleSet.CURRENT.illegal_actions_rule
        ('728', '732')
        """
        return "728" if self is RuleSet.R2023 else "732"

    @property
    def destroy_rule(self) -> str:
        """The number of the keyword action destroy in this edition: 701.7 in
        the 2023 rules, 701.8 since behold became 701.4 (701.8 was discard in
        2023).

        >>> RuleSet.R2023.destroy_rule, RuleSet.CURRENT.destroy_rule
        ('701.7', '701.8')
        """
        return "701.7" if self is RuleSet.R2023 else "701.8"

    def __str__(self) -> str:
        return self.value


class Step(enum.Enum):
    """A combat damage step (CR 510.4): the first-strike step or the regular one.

    >>> [step.value for step in Step]
    ['first-strike', 'regular']
    """

    __hash__ = object.__hash__  # singletons: identity hash, in C (see model.Keyword)

    FIRST_STRIKE = "first-strike"
    REGULAR = "regular"

    @classmethod
    def parse(cls, text: str) -> Step:
        """Read ``"first-strike"`` or ``"regular"``.

        >>> Step.parse("first-strike"), Step.parse("regular")
        (<Step.FIRST_STRIKE: 'first-strike'>, <Step.REGULAR: 'regular'>)
        """
        key = text.strip().lower().replace("_", "-").replace(" ", "-")
        for member in cls:
            if member.value == key:
                return member
        raise ValueError(f'unknown step "{text}"; expected "first-strike" or "regular"')

    @classmethod
    def coerce(cls, value: Step | str) -> Step:
        """A step given as itself or as its name (``"first-strike"``,
        ``"regular"``; ``first_strike`` and ``first strike`` too).

        >>> Step.coerce("first_strike")
        <Step.FIRST_STRIKE: 'first-strike'>
        """
        if isinstance(value, Step):
            return value
        if isinstance(value, str):
            return cls.parse(value)
        raise TypeError(f'a step is Step or "first-strike" / "regular", not {value!r}')

    def __str__(self) -> str:
        return self.value
