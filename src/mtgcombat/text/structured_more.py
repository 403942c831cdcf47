"""The structured form's fields of the effects that create tokens (111.1,
111.10), act on a library (701) and make a player sacrifice (701.21a):
colors, subtypes, keywords, the library action, the predefined token's name
and the player, read back checked (the inverse of
:func:`mtgcombat.text.structured_write.ability_to_json`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtgcombat.core.abilities import PREDEFINED_TOKENS, Keyword
from mtgcombat.core.attack_effect_values import AttackingTokenEffect
from mtgcombat.core.effect_values import HalfLifeEffect, LibraryEffect, ModalEffect, TokenEffect
from mtgcombat.core.sacrifice_values import SacrificesEffect
from mtgcombat.core.statics import PlayerEffect
from mtgcombat.core.token_later import TokenLater
from mtgcombat.core.turn_history import ThisTurn
from mtgcombat.text.structured_words import field_words

MORE_CLASSES = (
    TokenEffect,
    HalfLifeEffect,
    LibraryEffect,
    SacrificesEffect,
    ModalEffect,
    PlayerEffect,  # its keywords: a player's hexproof, shroud (702.11c, 702.18a)
    AttackingTokenEffect,  # issue 33: its token (508.4)
    TokenLater,  # issue 33: a token effect's delayed ability (603.7)
    ThisTurn,  # issue 33 (session 10): the card types of the spells it counts (601.2i)
)
MORE_FIELDS = frozenset(
    {
        "colors", "subtypes", "keywords", "action", "predefined", "player", "modes", "token",
        "later", "when", "types",
    }
)  # fmt: skip
_COLORS = frozenset({"white", "blue", "black", "red", "green"})
_SPELL_TYPES = frozenset(
    {"artifact", "battle", "creature", "enchantment", "instant", "kindred", "land"}
    | {"planeswalker", "sorcery"}
)
_PLAYER_KEYWORDS = frozenset({"hexproof", "shroud"})  # a player's (702.11c, 702.18a)
_ACTIONS = ("mill", "scry", "surveil", "venture", "draw", "discard")
# the players of these effects: the words of their type the rules carry out
# (mtgcombat.text.structured_words, read from the Literal types)
_WITH_PLAYER = {
    "half_life_effect": HalfLifeEffect,
    "library_effect": LibraryEffect,
    "sacrifices_effect": SacrificesEffect,  # a player's sacrifice of their choice (701.21a)
}
_LATER_ACTIONS = ("exile", "sacrifice")  # 603.7
_LATER_WHEN = ("end_of_combat", "next_end_step")  # 511.2, 513.1a


def more_field(
    kind: str,
    key: str,
    value: Any,
    read: Callable[[Any], Any],
    error: Callable[..., Exception],
) -> Any:
    """The value of field ``key`` of a token or library effect; ``read``
    reads a structured value (a keyword), ``error`` is the caller's
    :class:`~mtgcombat.text.structured.StructuredError` (problem, message
    key, field) for a bad one.

    >>> from mtgcombat.core.abilities import Keyword
    >>> def read(v): return Keyword(v["name"])
    >>> def error(problem, key, field): return ValueError(problem)
    >>> more_field("token_effect", "colors", ["green", "red"], read, error) == frozenset(
    ...     {"green", "red"})
    True
    >>> more_field("token_effect", "keywords", [{"kind": "keyword", "name": "flying"}],
    ...            read, error)
    (<Keyword.FLYING: 'flying'>,)
    """

    def bad(what: str) -> Exception:
        # the catalog's words (structured_more_field); ``what`` says what it must be
        del what
        problem = f'"{kind}.{key}" is not a value a token or library effect takes'
        return error(problem, "structured_more_field", field=f"{kind}.{key}")

    if key in ("action", "predefined", "player", "when"):
        allowed = {"action": _ACTIONS, "predefined": PREDEFINED_TOKENS}.get(key, _LATER_WHEN)
        if key == "player":
            cls = _WITH_PLAYER.get(kind)
            allowed = (field_words(cls, "player") if cls else None) or ()
        if kind == "token_later" and key == "action":  # 603.7: exiled or sacrificed
            allowed = _LATER_ACTIONS
        if value not in allowed:
            raise bad("one of " + ", ".join(allowed))
        return value
    if key == "later":  # issue 33: the delayed ability on the tokens (603.7)
        later = read(value)
        if not isinstance(later, TokenLater):
            raise bad("a token_later")
        return later
    if key == "token":  # issue 33: a creature token put onto the battlefield attacking (508.4)
        token = read(value)
        if not isinstance(token, TokenEffect) or token.predefined or token.that_many:
            raise bad("a creature token effect")
        return token
    if not isinstance(value, list | tuple):
        raise bad("a list")
    if key == "modes":  # a modal trigger's modes (700.2): a list of effects each
        from mtgcombat.core.triggered import TriggerEffect  # noqa: PLC0415

        if not all(isinstance(m, list | tuple) for m in value) or len(value) < 2:
            raise bad("a list of modes")
        modes = tuple(tuple(read(e) for e in m) for m in value)
        if not all(
            isinstance(e, TriggerEffect) and not isinstance(e, ModalEffect)
            for m in modes
            for e in m
        ):
            raise bad("a list of modes of effects")
        return modes
    if key == "keywords" and kind == "player_effect":
        if not (isinstance(value, list) and set(value) <= _PLAYER_KEYWORDS):
            raise bad('a list of "hexproof" and "shroud"')
        return frozenset(value)
    if key == "keywords":
        found = tuple(read(v) for v in value)
        if not all(isinstance(k, Keyword) for k in found):
            raise bad("a list of keywords the rules read")
        return found
    if not all(isinstance(v, str) and v for v in value):
        raise bad("a list of words")
    if key == "types":  # the spells a condition on the turn so far counts (205.2a)
        if not set(value) <= _SPELL_TYPES:
            raise bad("a list of card types")
        return tuple(value)
    if key == "colors":
        if not set(value) <= _COLORS:
            raise bad("a list of colors")
        return frozenset(value)
    return tuple(value)  # subtypes, as printed
