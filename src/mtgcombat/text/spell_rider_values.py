"""The values of the timeline sentences that tap a group or make the
target's controller create a token (the ``sp_group_tap`` and
``sp_controller_token`` rules of card.lark; carried out by
:mod:`mtgcombat.rules.spell_riders`):

* "Tap all creatures without flying." (701.26a): the group is read
  relative to the spell's controller; a group named relative to another
  object ("other", "enchanted", "blocking ~", "of the chosen type") or to
  another player than the caster and their opponents is not carried out;
* "Its controller creates a 3/3 green Ape creature token." (111.1, 608.2h):
  "it" is the target an earlier sentence chose (Pongify);
* "If that creature would die this turn, exile it instead." and "If a
  creature dealt damage this way would die this turn, exile it instead."
  (614.1a; :mod:`mtgcombat.rules.spell_exile_instead`): the target an
  earlier sentence chose, or what the spell dealt damage to.
"""

from __future__ import annotations

from typing import Any

from mtgcombat.core.abilities import Selector
from mtgcombat.rules.spell_exile_instead import ExileIfDiesEffect
from mtgcombat.rules.spell_riders import (
    ControllerTokenEffect,
    GroupCantBlockEffect,
    GroupTapEffect,
    TheirGroupEffect,
)
from mtgcombat.text.spell_values import NOBODY, SpellError, _ints, _keywords, _Parts


def _caster_group(sel: Selector, what: str = "tapping") -> Selector:
    """A group a spell names relative to its controller (611.2c)."""
    if sel.other or sel.host or sel.attached or sel.pair or sel.relation or sel.chosen:
        raise SpellError(f"{what} {sel} from a spell")
    if sel.controller not in ("", "you", "opponent") or "~" in sel.names or sel.ids:
        raise SpellError(f"{what} {sel} from a spell")
    return sel


class _Their:
    """ "creatures target player (opponent) controls": the group, its
    controller "you" read as the target player (601.2c)."""

    __slots__ = ("group", "opponent")

    def __init__(self, group: Selector, opponent: bool) -> None:
        self.group = group
        self.opponent = opponent


def _their_parts(c: list[Any], kind: str, pump: tuple[int, int] = (0, 0)) -> _Parts:
    their = next(x for x in c if isinstance(x, _Their))
    group = their.group
    if group.controller or group.other or group.host or group.attached or group.ids:
        raise SpellError(f"{group} of the target player from a spell")
    fields = {name: getattr(group, name) for name in group.__dataclass_fields__}
    mine = Selector(**{**fields, "controller": "you"})
    keywords = _keywords(c) if kind == "pump" else ()
    effect = TheirGroupEffect(kind, mine, pump[0], pump[1], keywords)  # type: ignore[arg-type]
    return _Parts((effect,), NOBODY, players=True, opponents=their.opponent)


class SpellRiderValues:
    """Transformer methods (mixed into the grammar's transformer).

    >>> from mtgcombat.text.spells import parse_spell
    >>> str(parse_spell("Tap all blue creatures.").effects[0])
    'tap all blue creatures'
    """

    def sp_group_tap(self, c: list[Any]) -> _Parts:
        """ "Tap all creatures your opponents control." (701.26a)

        >>> from mtgcombat.text.spells import parse_spell
        >>> parse_spell("Tap all creatures your opponents control.").effects[0].affected.controller
        'opponent'
        """
        group = _caster_group(next(x for x in c if isinstance(x, Selector)))
        return _Parts((GroupTapEffect(group),), None)

    def sp_their_player(self, c: list[Any]) -> _Their:
        """ "creatures target player controls" (601.2c)

        >>> SpellRiderValues().sp_their_player([Selector()]).opponent
        False
        """
        return _Their(next(x for x in c if isinstance(x, Selector)), False)

    def sp_their_opponent(self, c: list[Any]) -> _Their:
        """ "creatures target opponent controls": not the caster (115.4)

        >>> SpellRiderValues().sp_their_opponent([Selector()]).opponent
        True
        """
        return _Their(next(x for x in c if isinstance(x, Selector)), True)

    def sp_their_group(self, c: list[Any]) -> _Parts:
        """ "Creatures target player controls get +1/+1 until end of turn."

        >>> from mtgcombat.text.spells import parse_spell
        >>> spell = parse_spell("Creatures target player controls gain trample until end of turn.")
        >>> str(spell.effects[0]), spell.players
        ('creatures the target player controls gain trample until end of turn', True)
        """
        pump = next((x for x in c if hasattr(x, "power") and hasattr(x, "toughness")), None)
        return _their_parts(c, "pump", (pump.power, pump.toughness) if pump else (0, 0))

    def sp_their_tap(self, c: list[Any]) -> _Parts:
        """ "Tap all creatures target player controls." (701.26a)

        >>> from mtgcombat.text.spells import parse_spell
        >>> str(parse_spell("Tap all creatures target player controls.").effects[0])
        'tap all creatures the target player controls'
        """
        return _their_parts(c, "tap")

    def sp_their_cant_block(self, c: list[Any]) -> _Parts:
        """ "Creatures target opponent controls can't block this turn." (509.1b)

        >>> from mtgcombat.text.spells import parse_spell
        >>> parse_spell("Creatures target opponent controls can't block this turn.").opponents
        True
        """
        return _their_parts(c, "cant_block")

    def sp_group_cant_block(self, c: list[Any]) -> _Parts:
        """ "Creatures without flying can't block this turn." (509.1b)

        >>> from mtgcombat.text.spells import parse_spell
        >>> str(parse_spell("Creatures your opponents control can't block this turn.").effects[0])
        "creatures an opponent controls can't block this turn"
        """
        sel = _caster_group(next(x for x in c if isinstance(x, Selector)), "a restriction on")
        if sel.role:
            raise SpellError(f"a restriction on {sel} from a spell")  # (none is blocking yet)
        return _Parts((GroupCantBlockEffect(sel),), None)

    def sp_controller_token(self, c: list[Any]) -> _Parts:
        """ "That creature's controller creates a 2/2 green Frog Lizard
        creature token." (111.1): for the controller of the earlier
        sentence's target, as it last existed (608.2h).

        >>> from mtgcombat.text.spell_cards import read_spell_card
        >>> card = read_spell_card("Exile target creature. Its controller creates a 1/1 white "
        ...                        "Soldier creature token.", "Scene")
        >>> str(card.spell().effects[-1])
        "the target's controller creates a 1/1 white Soldier creature token"
        """
        from lark import Token  # noqa: PLC0415  (lark only when parsing)

        count = next(x for x in c if type(x) is int)
        power, toughness = _ints(c)
        colors = next(x for x in c if isinstance(x, frozenset))
        subtypes = tuple(
            str(x).capitalize() for x in c if isinstance(x, Token) and x.type == "SUBTYPE_SG"
        )
        effect = ControllerTokenEffect(power, toughness, colors, subtypes, _keywords(c), count)
        return _Parts((effect,), None, it=True)

    def sp_dying(self, c: list[Any]) -> str:
        """ "that creature (or planeswalker)": the earlier sentence's target.

        >>> SpellRiderValues().sp_dying([])
        'it'
        """
        return "it"

    def sp_exile_if_dies(self, c: list[Any]) -> _Parts:
        """ "If that creature would die this turn, exile it instead." (614.1a):
        the target an earlier sentence chose (601.2c).

        >>> from mtgcombat.text.spell_cards import read_spell_card
        >>> text = ("Scorch deals 2 damage to target creature. If that creature would die this "
        ...         "turn, exile it instead.")
        >>> [str(e) for e in read_spell_card(text, "Scorch").spell().effects][1]
        'if the target would die this turn, exile it instead'
        """
        return _Parts((ExileIfDiesEffect(),), None, it=True)

    def sp_exile_if_dealt_dies(self, c: list[Any]) -> _Parts:
        """ "If a creature (permanent) dealt damage this way would die this
        turn, exile it instead." (614.1a): each the spell dealt damage to.

        >>> from mtgcombat.text.spell_cards import read_spell_card
        >>> text = ("Shock deals 2 damage to any target. If a creature dealt damage this way "
        ...         "would die this turn, exile it instead.")
        >>> card = read_spell_card(text, "Shock")
        >>> [str(e) for e in card.spell().effects][1]
        'if a creature dealt damage this way would die this turn, exile it instead'
        """
        creatures = any(str(x) == "creature" for x in c)
        return _Parts((ExileIfDiesEffect(dealt=True, creatures=creatures),), None)


__all__ = ["SpellRiderValues"]
