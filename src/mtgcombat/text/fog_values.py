"""The values of fogs limited to a player or to some creatures (615.1; the
``sp_fog`` rules of card.lark, carried out by
:mod:`mtgcombat.rules.limited_prevention`):

* "Prevent all combat damage that would be dealt to you this turn." (Druid's
  Deliverance), "... to players", "... to creatures you control";
* "Prevent all combat damage that would be dealt by unblocked creatures this
  turn." (Snag), "Prevent all damage that creatures would deal to players
  this turn." (Chameleon Blur);
* "Prevent all damage that would be dealt this turn by creatures your
  opponents control." (Obscuring Haze), "... by attacking creatures",
  "... to you this turn by attacking creatures" (Deep Wood);
* "Prevent all combat damage target creature would deal this turn." (Azorius
  Ploy), "Prevent all damage target creature would deal this turn.";
* "Prevent all combat damage that would be dealt by creatures other than
  target creature this turn." (Terrifying Presence);
* "Prevent all damage that would be dealt to and dealt by target creature
  this turn." (noncombat damage too).

"Combat damage" prevents only combat damage; "damage" all damage, a
spell's too.

And the same prevention as static abilities of permanents (615.1, carried
out by :mod:`mtgcombat.rules.damage_prevention`'s damage rules):

* "Prevent all damage that would be dealt to you." (Glacial Chasm);
* "Prevent all damage that would be dealt by enchanted creature." (Defang),
  "... to and dealt by enchanted creature." (Heart of Light);
* "Damage can't be prevented." (Everlasting Torment), "Combat damage that
  would be dealt by creatures you control can't be prevented." (615.12).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from mtgcombat.core.abilities import DamageRule, Selector, StaticEffect
from mtgcombat.core.fog_values import FogEffect
from mtgcombat.text.spell_values import SpellError, _made, _Parts
from mtgcombat.text.traits import Traits
from mtgcombat.text.values import _ANY_PERMANENT, _ANY_SOURCE

_TO = (
    "you",
    "players",
    "creatures",
    "your_creatures",
    "you_and_your_creatures",
    "you_and_your_permanents",
)
_BY = ("creatures", "opponents_creatures", "attacking", "unblocked")


class _Fog:
    """Whom or what a fog's phrase names (a ``fog_to`` or ``fog_by``)."""

    __slots__ = ("by", "target", "to")

    def __init__(self, to: str = "", by: str = "", target: Selector | None = None) -> None:
        self.to = to
        self.by = by
        # "creatures other than target creature"; for "sel", the creatures
        self.target = target


def _fog(c: list[Any]) -> tuple[bool, str, str]:
    combat = next(x for x in c if type(x) is bool)
    to = next((x.to for x in c if isinstance(x, _Fog) and x.to), "")
    by = next((x.by for x in c if isinstance(x, _Fog) and x.by), "")
    return combat, to, by


class _FogValues:
    """Transformer methods (mixed into the grammar's transformer).

    >>> from mtgcombat.text.spells import parse_spell
    >>> str(parse_spell("Prevent all combat damage that would be dealt to you this turn.")
    ...     .effects[0])
    'prevent all combat damage that would be dealt to you this turn'
    """

    def fog_combat(self, c: list[Any]) -> bool:
        return True

    def fog_all(self, c: list[Any]) -> bool:
        return False

    def sp_fog(self, c: list[Any]) -> _Parts:
        """A fog naming no target.

        >>> from mtgcombat.text.spells import parse_spell
        >>> spell = parse_spell("Prevent all damage that would be dealt to you this turn by "
        ...                     "attacking creatures.")
        >>> [(e.to, e.by, e.combat) for e in spell.effects], spell.target
        ([('you', 'attacking', False)], None)
        """
        combat, to, by = _fog(c)
        if by == "sel":  # issue 33 (session 13): creatures of some quality
            sources = next(x.target for x in c if isinstance(x, _Fog) and x.by == "sel")
            return _Parts((FogEffect(to, by, combat, sources=sources),), None)
        if by == "not_target":
            target = next(x.target for x in c if isinstance(x, _Fog) and x.target is not None)
            return _Parts((FogEffect(to, by, combat),), target)
        return _Parts((FogEffect(to, by, combat),), None)

    def sp_fog_deals(self, c: list[Any]) -> _Parts:
        """ "Prevent all combat damage target creature would deal this turn."

        >>> from mtgcombat.text.spells import parse_spell
        >>> spell = parse_spell("Prevent all damage target creature would deal this turn.")
        >>> str(spell.effects[0]), str(spell.target)
        ('prevent all damage that would be dealt by the target this turn', 'creatures')
        """
        combat = next(x for x in c if type(x) is bool)
        return _made((FogEffect("", "target", combat),), c)

    def sp_fog_both(self, c: list[Any]) -> _Parts:
        """ "Prevent all damage that would be dealt to and dealt by target
        creature this turn.": two fogs, one on each side of it."""
        return _made((FogEffect("target", "", False), FogEffect("", "target", False)), c)

    # -- shields of 615.8: "the next time ... would deal damage" ----------------

    def fog_to_any(self, c: list[Any]) -> _Fog:
        return _Fog()  # "to any target": to any player or permanent

    def sp_fog_next_chosen(self, c: list[Any]) -> _Parts:
        """ "The next time a source of your choice would deal damage to you
        this turn, prevent that damage." (615.8): the next damage event of
        the source chosen as it resolves (609.7a, the entry's ``source``),
        however much, to those it names; then it is used up.

        >>> from mtgcombat.text.spells import parse_spell
        >>> spell = parse_spell("The next time a source of your choice would deal damage to "
        ...                     "you this turn, prevent that damage.")
        >>> [(e.to, e.by, e.once) for e in spell.effects], spell.target
        ([('you', 'chosen', True)], None)
        """
        to = next((x.to for x in c if isinstance(x, _Fog)), "")
        kind = next((x for x in c if isinstance(x, Selector)), None)
        return _Parts((FogEffect(to, "chosen", False, once=True, sources=kind),), None)

    def fog_source_colors(self, c: list[Any]) -> Selector:
        """ "a red source", "a black or red source": a source of any of
        these colors (105.2), a permanent of any type."""
        return Selector(types=frozenset(), colors=frozenset(str(x).lower() for x in c))

    def fog_source_artifact(self, c: list[Any]) -> Selector:
        return Selector(types=frozenset({"artifact"}))

    def sp_fog_next_deals(self, c: list[Any]) -> _Parts:
        """ "The next time target creature would deal damage this turn,
        prevent that damage." (615.8): its next damage event, to anyone.

        >>> from mtgcombat.text.spells import parse_spell
        >>> spell = parse_spell("The next time target creature would deal damage this turn, "
        ...                     "prevent that damage.")
        >>> str(spell.effects[0]), str(spell.target)
        ('the next time the target would deal damage this turn, prevent that damage', 'creatures')
        """
        return _made((FogEffect("", "target", False, once=True),), c)

    # -- static abilities of permanents (615.1) --------------------------------

    def dmg_prevent_to_you(self, c: list[Any]) -> DamageRule:
        """ "Prevent all damage that would be dealt to you." (a damage rule
        for its controller's player).

        >>> from mtgcombat.text.parser import parse_sentence
        >>> parsed = parse_sentence("Prevent all damage that would be dealt to you.")
        >>> parsed.status, parsed.traits.statics[0].players
        ('modelled', 'you')
        """
        parts: dict[str, Any] = {}
        for x in c:
            if isinstance(x, dict):
                parts.update(x)
        if parts.get("at_most"):
            raise ValueError("prevention of damage up to an amount to you")
        return DamageRule("prevent", players="you", combat=parts.get("combat", ""))

    def dmg_unpreventable_all(self, c: list[Any]) -> DamageRule:
        """ "Damage can't be prevented." (615.12): from any source, to any
        player or permanent; "Combat damage can't be prevented." only combat's.

        >>> from mtgcombat.text.parser import parse_sentence
        >>> rule = parse_sentence("Damage can't be prevented.").traits.statics[0]
        >>> rule.does, rule.source, rule.players, rule.combat
        ('unpreventable', None, 'each', '')
        """
        words = [str(x) for x in c]
        rule = DamageRule("unpreventable", players="each", to=_ANY_PERMANENT)
        if "combat" in words:
            return dataclasses.replace(rule, combat="combat")
        if "noncombat" in words:
            return dataclasses.replace(rule, combat="noncombat")
        return rule

    def dmg_unpreventable_by(self, c: list[Any]) -> DamageRule:
        """ "Combat damage that would be dealt by creatures you control can't
        be prevented." (615.12): the sources read relative to the permanent.

        >>> from mtgcombat.text.parser import parse_sentence
        >>> rule = parse_sentence("Combat damage that would be dealt by creatures you control "
        ...                       "can't be prevented.").traits.statics[0]
        >>> rule.does, rule.source.controller, rule.combat
        ('unpreventable', 'you', 'combat')
        """
        parts: dict[str, Any] = {}
        for x in c:
            if isinstance(x, dict):
                parts.update(x)
        if parts.get("at_most"):
            raise ValueError("unpreventable damage up to an amount")
        sel = next(x for x in c if isinstance(x, Selector))
        return DamageRule(
            "unpreventable", source=sel, players="each", to=_ANY_PERMANENT,
            combat=parts.get("combat", ""),
        )  # fmt: skip

    def host_prevent_all_by(self, c: list[Any]) -> Traits:
        """ "Prevent all damage that would be dealt by enchanted creature.":
        to any player or permanent, combat damage or not.

        >>> from mtgcombat.text.parser import parse_sentence
        >>> rule = parse_sentence("Prevent all damage that would be dealt by enchanted "
        ...                       "creature.").traits.statics[0]
        >>> rule.does, rule.source.host, rule.players, rule.combat
        ('prevent', True, 'each', '')
        """
        host = next(x for x in c if isinstance(x, Selector))
        return Traits(statics=(_by_host(host),))

    def host_prevent_all_both(self, c: list[Any]) -> Traits:
        host = next(x for x in c if isinstance(x, Selector))
        return Traits(statics=(StaticEffect(host, prevent_from=_ANY_SOURCE), _by_host(host)))

    def fog_by_sel(self, c: list[Any]) -> _Fog:
        """ "by creatures with power 4 or less", "by nongreen creatures": the
        creatures whose damage a fog prevents, read as the damage would be
        dealt (without a source to read "you control" or "other" against:
        those are refused); the plain words keep their own codes.

        >>> from mtgcombat.text.spells import parse_spell
        >>> fog = parse_spell("Prevent all combat damage that would be dealt this turn by "
        ...                   "creatures with power 4 or less.").effects[0]
        >>> fog.by, str(fog.sources)
        ('sel', 'creatures with power 4 or less')
        """
        sel = next(x for x in c if isinstance(x, Selector))
        plain = _PLAIN_BY.get(sel)
        if plain is not None:
            return _Fog(by=plain)
        if not _sourceless(sel):
            raise SpellError(f"a fog of the damage of {sel}, read against no source")
        return _Fog(by="sel", target=sel)

    def fog_by_not_target(self, c: list[Any]) -> _Fog:
        return _Fog(by="not_target", target=next(x for x in c if isinstance(x, Selector)))


def prevented_life(parts: _Parts) -> _Parts | None:
    """The fog of the sentence before "You gain life equal to the damage
    prevented this way." with that additional effect (615.5: its controller
    gains the damage it prevents, right after each damage event); ``None``
    when that sentence is no fog.

    >>> from mtgcombat.text.spells import _parse_parts
    >>> fog = _parse_parts("The next time target creature would deal damage this turn, "
    ...                    "prevent that damage.")
    >>> prevented_life(fog).effects[0].gain
    True
    >>> prevented_life(_parse_parts("Target creature gets +1/+1 until end of turn.")) is None
    True
    """
    if len(parts.effects) != 1 or not isinstance(parts.effects[0], FogEffect):
        return None
    return parts.with_effects((dataclasses.replace(parts.effects[0], gain=True),))


# the creatures of the plain words, by their own codes
_PLAIN_BY = {
    Selector(): "creatures",
    Selector(role="attacking"): "attacking",
    Selector(controller="opponent"): "opponents_creatures",
}


def _sourceless(sel: Selector) -> bool:
    """Whether a fog's creatures can be read without a source (a fog has a
    controller, no permanent): "you control" and "your opponents control"
    are read for its controller; no "other", attachment, pair, relation,
    choice, name or comparison with a source's value."""
    if "creature" not in sel.types or sel.any_of or sel.ids:
        return False
    if (
        sel.controller not in ("", "you", "opponent")
        or sel.other
        or sel.host
        or sel.attached
        or sel.pair
        or sel.relation
    ):
        return False
    if sel.chosen or sel.names:
        return False
    return all(c.value is not None and c.own is None for c in sel.compares)


def _by_host(host: Selector) -> DamageRule:
    return DamageRule("prevent", source=host, players="each", to=_ANY_PERMANENT)


def _word(kind: str, word: str) -> Any:
    def method(self: _FogValues, c: list[Any]) -> _Fog:
        return _Fog(to=word) if kind == "to" else _Fog(by=word)

    method.__name__ = f"fog_{kind}_{word}"
    return method


for _w in _TO:
    setattr(_FogValues, f"fog_to_{_w}", _word("to", _w))
for _w in _BY:
    setattr(_FogValues, f"fog_by_{_w}", _word("by", _w))
