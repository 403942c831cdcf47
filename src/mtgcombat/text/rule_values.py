"""Transformer methods for static and replacement sentences that change a
combat's results: the players' life rules ("your opponents can't gain
life", 119.7; "if you would gain life, you gain twice that much life
instead", 614.1a; "your opponents can't lose the game", 104.3), the
regeneration replacement (701.19), the land types landwalk reads (305.7) and
the counts of attachments ("+1/+1 for each Aura and Equipment attached to it",
301.5, 303.4). Mixed into the grammar's transformer
(:mod:`mtgcombat.text.parser`); lark is imported with this module, which
only the transformer imports (when parsing).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from mtgcombat.core.abilities import PlayerEffect, PlayerGroup, Selector, StaticEffect
from mtgcombat.core.valueclass import dataclass
from mtgcombat.text.traits import Traits, Unmodelled
from mtgcombat.text.values import _Noun, _sel_parts

_WHO: dict[str, PlayerGroup] = {
    "life_you": "you",
    "life_opponents": "opponents",
    "life_each": "each",
}


def _who(c: list[Any]) -> PlayerGroup:
    """The players a life rule names (its ``life_who`` part)."""
    return next(_WHO[x] for x in c if isinstance(x, str) and x in _WHO)


@dataclass(frozen=True, slots=True)
class _AttachedToIt:
    """ "For each Aura attached to it" before the subject is known: "it" is
    the sentence's subject, so each object the effect applies to counts the
    permanents attached to it (the source itself, when the sentence is about
    the source)."""

    selector: Selector


def _attached_kinds(c: list[Any]) -> Selector:
    """The permanents "attached to" something: one kind ("Auras") or two
    ("Aura and Equipment": an Aura or an Equipment)."""
    nouns = [x for x in c if isinstance(x, _Noun)]
    if nouns:
        kinds = tuple(Selector(**_sel_parts([n.parts])) for n in nouns)
        return Selector(types=frozenset(), any_of=kinds, attached=True)
    sel = next(x for x in c if isinstance(x, Selector))
    if sel.types == frozenset({"creature"}) and not sel.subtypes:
        raise Unmodelled("creatures attached to it")
    return dataclasses.replace(sel, attached=True)


def _land_type(word: str) -> str:
    """A basic land type in the singular ("islands": "island")."""
    return word if word == "plains" else word.removesuffix("s")


class _RuleValues:
    """The life rules' transformer methods (each gives Traits)."""

    def life_you(self, c: list[Any]) -> str:
        return "life_you"

    def life_opponents(self, c: list[Any]) -> str:
        return "life_opponents"

    def life_each(self, c: list[Any]) -> str:
        return "life_each"

    def life_gainer(self, c: list[Any]) -> None:
        return None

    def cant_gain_life(self, c: list[Any]) -> Traits:
        """ "Your opponents can't gain life." (119.7)"""
        return Traits(statics=(PlayerEffect(who=_who(c), cant_gain_life=True),))

    def gains_no_life(self, c: list[Any]) -> Traits:
        """ "If a player would gain life, that player gains no life instead."
        (614.1a): no life is gained, as under "can't gain life" (119.7)."""
        return Traits(statics=(PlayerEffect(who=_who(c), cant_gain_life=True),))

    def gain_twice(self, c: list[Any]) -> Traits:
        """ "If you would gain life, you gain twice that much life instead."
        (614.1a)"""
        return Traits(statics=(PlayerEffect(who=_who(c), life_gain_multiplier=2),))

    def gain_plus(self, c: list[Any]) -> Traits:
        """ "If you would gain life, you gain that much life plus 1 instead."
        (614.1a)"""
        plus = int(next(str(t) for t in c if isinstance(t, Token) and t.type == "INT"))
        return Traits(statics=(PlayerEffect(who=_who(c), life_gain_plus=plus),))

    def gain_draws(self, c: list[Any]) -> Traits:
        """ "If you would gain life, draw that many cards instead." (614.1a):
        no life is gained; the cards drawn are recorded."""
        return Traits(statics=(PlayerEffect(who=_who(c), life_gain_draws=True),))

    def opponents_cant_lose(self, c: list[Any]) -> Traits:
        """ "Your opponents can't lose the game." (104.3; 704.5a does not
        apply to them). "You can't win the game" adds nothing a combat
        reads: a game is won only when every opponent has lost (104.2a)."""
        return Traits(statics=(PlayerEffect(who="opponents", cant_lose=True),))

    def bper_attached_it(self, c: list[Any]) -> _AttachedToIt:
        """ "for each Aura (and Equipment) attached to it" (301.5, 303.4)"""
        return _AttachedToIt(_attached_kinds(c))

    def bcount_kinds_attached(self, c: list[Any]) -> Selector:
        """ "each Aura and Equipment attached to ~": to the source itself"""
        return _attached_kinds(c)

    def regenerate_sentence(self, c: list[Any]) -> Traits:
        """ "If ~ would be destroyed, regenerate it." (614.1a, 701.19): each
        destruction of it is replaced, as by a shield never used up."""
        return Traits(regenerates=True)

    def land_kinds(self, c: list[Any]) -> frozenset[str]:
        words = (str(t) for t in c if isinstance(t, Token) and t.type == "LAND_KIND")
        return frozenset(_land_type(w) for w in words)

    def enchanted_land_is(self, c: list[Any]) -> Traits:
        """ "Enchanted land is an Island." (305.7, layer 4): its land types
        are replaced, its abilities removed."""
        kinds = next(x for x in c if isinstance(x, frozenset))
        host = Selector(types=frozenset({"land"}), host=True)
        return Traits(statics=(StaticEffect(host, set_land_types=kinds),))

    def nonbasic_lands_are(self, c: list[Any]) -> Traits:
        """ "Nonbasic lands are Mountains." (305.7, layer 4)"""
        kinds = next(x for x in c if isinstance(x, frozenset))
        nonbasic = Selector(types=frozenset({"land"}), not_supertypes=frozenset({"basic"}))
        return Traits(statics=(StaticEffect(nonbasic, set_land_types=kinds),))

    def your_lands_are(self, c: list[Any]) -> Traits:
        """ "Lands you control are Plains." (Celestial Dawn; 305.7, layer 4)"""
        kinds = next(x for x in c if isinstance(x, frozenset))
        yours = Selector(types=frozenset({"land"}), controller="you")
        return Traits(statics=(StaticEffect(yours, set_land_types=kinds),))

    def land_type_sentence(self, c: list[Any]) -> Traits:
        """ "All lands are Islands in addition to their other types.", "Each
        land is a Swamp in addition to its other land types." (305.7, layer
        4 613.1d): landwalk reads the added type (702.14c)."""
        word = next(str(t) for t in c if isinstance(t, Token) and t.type == "LAND_TYPE")
        lands = Selector(types=frozenset({"land"}))
        return Traits(statics=(StaticEffect(lands, add_subtypes=frozenset({_land_type(word)})),))
