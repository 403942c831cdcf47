"""The choices a scenario gives for damage as it is dealt: the order in which
a "prevent the next N damage" shield's holder meets simultaneous sources
(615.7, ``shield_order``), and the order in which the affected player, or the
controller of the affected permanent, applies the replacement and prevention
effects of permanents to damage dealt to it (616.1, ``replacement_order``).

:class:`DamageChoices` is the shield orders as a mapping (what the damage
step has always taken) that carries the replacement orders along, so both
reach the damage step by the same path.

>>> choices = DamageChoices({"B": ("ogre",)}, {"bear": ("ward", "furnace")})
>>> dict(choices), dict(choices.replacement)
({'B': ('ogre',)}, {'bear': ('ward', 'furnace')})
>>> replacement_orders({"B": ("ogre",)})
{}
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from types import MappingProxyType


class DamageChoices(Mapping[str, tuple[str, ...]]):
    """Shield orders by holder (615.7) with ``replacement``: the chosen order
    of replacement and prevention effects by affected player or permanent
    (616.1), each a tuple of the ids of the permanents whose abilities apply,
    first to last.

    >>> choices = DamageChoices({}, {"B": ["ward"]})
    >>> len(choices), bool(choices), choices.replacement["B"]
    (0, True, ('ward',))
    """

    __slots__ = ("_shields", "replacement")

    def __init__(
        self,
        shields: Mapping[str, Sequence[str]],
        replacement: Mapping[str, Sequence[str]],
    ) -> None:
        self._shields = MappingProxyType({k: tuple(v) for k, v in shields.items()})
        self.replacement: Mapping[str, tuple[str, ...]] = MappingProxyType(
            {k: tuple(v) for k, v in replacement.items()}
        )

    def __getitem__(self, key: str) -> tuple[str, ...]:
        return self._shields[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._shields)

    def __len__(self) -> int:
        return len(self._shields)

    def __bool__(self) -> bool:
        return bool(self._shields) or bool(self.replacement)

    def __repr__(self) -> str:
        return f"DamageChoices({dict(self._shields)!r}, {dict(self.replacement)!r})"


def replacement_orders(
    choices: Mapping[str, Sequence[str]] | None,
) -> Mapping[str, tuple[str, ...]]:
    """The replacement orders (616.1) that ``choices`` carries; none for a
    plain mapping of shield orders.

    >>> dict(replacement_orders(DamageChoices({}, {"B": ["ward"]}))), replacement_orders(None)
    ({'B': ('ward',)}, {})
    """
    if isinstance(choices, DamageChoices):
        return choices.replacement
    return {}
