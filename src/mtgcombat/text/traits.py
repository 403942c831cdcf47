"""The values a card sentence becomes: its status (modelled, recorded, no
effect, unmodelled), the :class:`Traits` it gives the permanent that carries it, the
flags among them, the :class:`ParsedSentence` that holds them, and the two
exceptions the transformer raises for a sentence that parsed but has no
effect or cannot be modelled.
"""

from __future__ import annotations

from dataclasses import field
from typing import Literal

from mtgcombat.core.abilities import Ability, BlockRule, Static
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

# "recorded": read, and its trigger is an event of the result, but its effect
# is not carried out (603.3, 510.3a; mtgcombat.rules.carried_out)
Status = Literal["modelled", "recorded", "no_effect", "unmodelled"]


@dataclass(frozen=True)
class Traits:
    """What sentences give the permanent that carries them.

    >>> from mtgcombat.text import parse_sentence
    >>> traits = parse_sentence("Other Elves you control get +1/+1.", name="X").traits
    >>> len(traits.statics), traits.abilities
    (1, frozenset())
    """

    abilities: frozenset[Ability] = frozenset()
    block_rules: frozenset[BlockRule] = frozenset()
    statics: tuple[Static, ...] = ()
    can_block_additional: int = 0
    can_block_any_number: bool = False
    assign_as_though_unblocked: bool = False
    assigns_damage_by_toughness: bool = False
    cant_have_counters: bool = False
    deals_double_damage: bool = False
    # "if ~ would be destroyed, regenerate it": a shield that always applies
    regenerates: bool = False
    # further instances of abilities written more than once, whose instances
    # each count (113.2c; mtgcombat.core.instances): the scenario's count
    repeats: tuple[Ability, ...] = ()

    def __or__(self, other: Traits) -> Traits:
        """Both sets of traits (a permanent with two sentences)."""
        return Traits(
            self.abilities | other.abilities,
            self.block_rules | other.block_rules,
            self.statics + tuple(s for s in other.statics if s not in self.statics),
            self.can_block_additional + other.can_block_additional,
            self.can_block_any_number or other.can_block_any_number,
            self.assign_as_though_unblocked or other.assign_as_though_unblocked,
            self.assigns_damage_by_toughness or other.assigns_damage_by_toughness,
            self.cant_have_counters or other.cant_have_counters,
            self.deals_double_damage or other.deals_double_damage,
            self.regenerates or other.regenerates,
            self.repeats + other.repeats,
        )

    def values(self) -> tuple[object, ...]:
        """Every structured value, for display: abilities, rules, statics, flags.

        >>> from mtgcombat.text import parse_sentence
        >>> parse_sentence("Flying").traits.values()
        (<Keyword.FLYING: 'flying'>,)
        """
        out: list[object] = sorted(self.abilities, key=str)
        out += sorted(self.block_rules, key=repr)
        out += list(self.statics)
        for name in _FLAG_NAMES:
            value = getattr(self, name)
            if value:
                out.append(Flag(name, value if isinstance(value, int) else 1))
        return tuple(out)


@dataclass(frozen=True, slots=True)
class Flag:
    """One of the permanent's own combat facts a sentence sets (a field of
    :class:`Traits` such as ``cant_have_counters``); ``value`` is the count
    for ``can_block_additional`` and 1 otherwise.

    >>> from mtgcombat.text import parse_sentence
    >>> parse_sentence("~ can block any number of creatures.", name="X").traits.values()
    (Flag(name='can_block_any_number', value=True),)
    """

    name: str
    value: int = 1

    def __str__(self) -> str:
        text = _FLAG_TEXT[self.name]
        return text.format(n=self.value)


_FLAG_NAMES = (
    "can_block_additional",
    "can_block_any_number",
    "assign_as_though_unblocked",
    "assigns_damage_by_toughness",
    "cant_have_counters",
    "deals_double_damage",
    "regenerates",
)
_FLAG_TEXT = {
    "can_block_additional": "can block {n} additional creature(s) each combat",
    "can_block_any_number": "can block any number of creatures",
    "assign_as_though_unblocked": "may assign its combat damage as though it weren't blocked",
    "assigns_damage_by_toughness": "assigns combat damage equal to its toughness",
    "cant_have_counters": "can't have counters put on it",
    "deals_double_damage": "deals double damage",
    "regenerates": "if it would be destroyed, it is regenerated instead",
}


@dataclass(frozen=True)
class ParsedSentence:
    """One sentence and what the parser made of it. ``traits`` is empty unless
    the status is "modelled" or "recorded", except that a keyword with no effect is kept in
    ``traits.abilities`` (kept, shown and exported, never read).

    >>> from mtgcombat.text import parse_sentence
    >>> parsed = parse_sentence("Flying")
    >>> parsed.sentence, parsed.status, parsed.combat
    ('Flying', 'modelled', True)
    """

    sentence: str
    status: Status
    traits: Traits = field(default_factory=Traits)
    combat: bool = False
    error: str = ""


class Unmodelled(Exception):
    """A sentence that parsed but means something the engine cannot express.

    >>> issubclass(Unmodelled, Exception)
    True
    """


BEFORE_ATTACKERS = (
    "it triggers at the beginning of combat and resolves in that step (507.1), before"
    " attackers are declared (508.1): give the board as it is after it"
)
"""What the parser says of a trigger at the beginning of combat instead of
"no effect" (``ParsedSentence.error`` of its "no_effect" sentence): it changes
the combat, but before the board the engine is given."""


class NoEffect(Exception):
    """A sentence that parsed and has no effect on blocks or combat damage.

    >>> issubclass(NoEffect, Exception)
    True
    """
