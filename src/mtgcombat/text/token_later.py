"""Card sentences for the delayed triggered abilities of issue 33 that act
on the tokens the same ability created (603.7): "Exile that token at end of
combat." (Geist of Saint Traft), "Sacrifice the tokens at end of combat.",
"Exile those tokens at the beginning of the next end step.".

The grammar's ``tk_*`` rules (card.lark, among the triggers' effects) read
"exile / sacrifice that token / those tokens / the token(s)" followed by
"at end of combat" or "at the beginning of the next end step". Only those
token nouns are read: "sacrifice it at end of combat" after no token is the
permanent's own line, left to the sentences that read it.
:func:`merge_later` joins the delayed ability to the token effect before it
in the same ability (a value of :mod:`mtgcombat.core.token_later` in
``TokenEffect.later``); with no token effect before it, the sentence is
refused (unmodelled). The rules engine sets the ability up as the tokens
are created (:mod:`mtgcombat.rules.token_later`).

``tk_self_*`` read an attack or block trigger's delayed ability on the
creature itself: "sacrifice it (return it to its owner's hand, put it on
top of its owner's library) at end of combat" (Crumbling Colossus, Fog
Elemental; 603.7, 511.2), a
:class:`~mtgcombat.core.token_later.SelfAtEndOfCombat`. After a token
effect of the same ability, "it" could be the token: refused.

``tk_copy_self`` reads "create a token that's a copy of ~" and "create N
tokens that are copies of ~" among the combat damage step's effects (707.2,
:mod:`mtgcombat.core.token_copies`).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from mtgcombat.core.attack_effect_values import AttackingTokenEffect
from mtgcombat.core.effect_values import TokenEffect
from mtgcombat.core.token_copies import CopyTokenEffect
from mtgcombat.core.token_later import LaterAction, SelfAction, SelfAtEndOfCombat, TokenLater
from mtgcombat.core.triggered import TriggerEffect
from mtgcombat.text.traits import Unmodelled


def merge_later(effects: tuple[Any, ...]) -> tuple[TriggerEffect, ...]:
    """``effects`` with each :class:`~mtgcombat.core.token_later.TokenLater`
    joined to the token effect just before it (603.7: "that token" is a
    token that effect created).

    >>> angel = TokenEffect(1, 4, 4, frozenset({"white"}), ("Angel",))
    >>> [str(e) for e in merge_later((angel, TokenLater("exile", "end_of_combat")))]
    ['create a 4/4 white Angel creature token, then exile those tokens at end of combat']
    >>> merge_later((TokenLater("exile", "end_of_combat"),))
    Traceback (most recent call last):
    ...
    mtgcombat.text.traits.Unmodelled: a delayed ability on no token of its own
    >>> merge_later((angel, SelfAtEndOfCombat("sacrifice", "it")))
    Traceback (most recent call last):
    ...
    mtgcombat.text.traits.Unmodelled: "it" after a token: the token or the creature
    """
    if any(isinstance(e, SelfAtEndOfCombat) for e in effects) and any(
        isinstance(getattr(e, "effect", e), TokenEffect | AttackingTokenEffect | CopyTokenEffect)
        for e in effects  # a counted token too (session 10)
    ):
        raise Unmodelled('"it" after a token: the token or the creature')
    if not any(isinstance(e, TokenLater) for e in effects):
        return effects
    merged: list[Any] = []
    for effect in effects:
        if not isinstance(effect, TokenLater):
            merged.append(effect)
            continue
        before = merged[-1] if merged else None
        if isinstance(before, TokenEffect) and before.later is None and not before.investigate:
            merged[-1] = dataclasses.replace(before, later=effect)
        elif isinstance(before, AttackingTokenEffect) and before.token.later is None:
            token = dataclasses.replace(before.token, later=effect)
            merged[-1] = dataclasses.replace(before, token=token)
        else:
            raise Unmodelled("a delayed ability on no token of its own")
    return tuple(merged)


class TokenLaterValues:
    """Transformer methods for the ``tk_*`` rules of card.lark.

    >>> from mtgcombat.text import parse_sentence
    >>> text = ("Whenever ~ attacks, create a 4/4 white Angel creature token with flying "
    ...         "that's tapped and attacking. Exile that token at end of combat.")
    >>> [str(v) for v in parse_sentence(text).traits.values()]  # doctest: +NORMALIZE_WHITESPACE
    ['whenever this creature attacks, create a 4/4 white Angel creature token with flying
      tapped and attacking, then exile those tokens at end of combat']
    """

    def tk_exile(self, c: list[Any]) -> LaterAction:
        return "exile"

    def tk_sacrifice(self, c: list[Any]) -> LaterAction:
        return "sacrifice"

    def tk_later_combat(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # at end of combat (511.2)
        return (TokenLater(_action(c), "end_of_combat"),)  # type: ignore[return-value]

    def tk_self_sacrifice(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return _self_later("sacrifice", c)

    def tk_self_return(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return _self_later("return", c)

    def tk_self_library(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return _self_later("library", c)

    def tk_copy_self(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "create a token that's a copy of ~" (707.2): the number, or one
        count = next((x for x in c if isinstance(x, int) and not isinstance(x, bool)), 1)
        return (CopyTokenEffect(count),)

    def tk_later_end_step(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # at the beginning of the next end step (513.1a): after this combat
        return (TokenLater(_action(c), "next_end_step"),)  # type: ignore[return-value]


def _self_later(action: SelfAction, c: list[Any]) -> tuple[TriggerEffect, ...]:
    # the creature itself ("~", or "it": the creature the event is about);
    # "that creature" (the other of a block) returned or put on the library;
    # its sacrifice (by whom?) and the blockers are another line
    wanted = ("self", "it") if action == "sacrifice" else ("self", "it", "other")
    who = next((x for x in c if x in wanted), None)
    if who is None:
        raise Unmodelled("a delayed ability at end of combat on another creature")
    return (SelfAtEndOfCombat(action, who),)  # type: ignore[return-value]


def _action(c: list[Any]) -> LaterAction:
    found: LaterAction = next(x for x in c if x in ("exile", "sacrifice"))
    return found
