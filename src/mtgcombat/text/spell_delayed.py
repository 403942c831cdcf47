"""A spell's sentence that creates a delayed triggered ability for the next
end step (603.7a; issue 33), read for :mod:`mtgcombat.text.spell_cards` as
:class:`~mtgcombat.rules.spell_delayed.DelayedEndStepEffect`: "Exile it at
the beginning of the next end step." after a token is created, "Sacrifice
that creature ..." / "Destroy that creature ..." after a sentence on the
target, "Return that card to the battlefield under its owner's control at
the beginning of the next end step." after it is exiled, "At the beginning
of the next end step, destroy that creature if it attacked this turn.".
What "it" names is read from the sentence before: its target, or the token
it created; anything else is refused.

>>> from mtgcombat.text.spells import parse_parts
>>> last = parse_parts("Exile target creature.")
>>> str(delayed_parts("Return that card to the battlefield under its owner's control at the "
...                   "beginning of the next end step.", last).effects[0])
'at the beginning of the next end step, return to the battlefield the target (603.7a)'
"""

from __future__ import annotations

import re

from mtgcombat.rules.spell_delayed import DelayedAction, DelayedEndStepEffect
from mtgcombat.text.spell_values import Parts, SpellError

_OBJ = r"(?:it|them|that creature|those creatures|the token|that token|that card|those cards)"
_HOME = (
    r"(?P<home> to the battlefield under (?:its|their) owner(?:'s|s') control(?P<counter> with a "
    r"\+1/\+1 counter on it)?| to (?:its|their) owner(?:'s|s') hands?)?"
)
_AFTER = re.compile(
    rf"^(?P<act>exile|sacrifice|destroy|return) {_OBJ}{_HOME} at the beginning of the next end "
    r"step\.?$",
    re.I,
)
_FIRST = re.compile(
    rf"^at the beginning of the next end step, (?P<act>exile|sacrifice|destroy|return) {_OBJ}"
    rf"{_HOME}(?P<attacked> if it attacked this turn)?\.?$",
    re.I,
)


def delayed_parts(sentence: str, last: Parts | None) -> Parts | None:
    """The delayed ability's parts, or ``None`` for another sentence;
    ``last`` is the sentence before it. Raises :class:`SpellError` when
    "it" names neither a target nor a token that sentence created.

    >>> from mtgcombat.text.spells import parse_parts
    >>> made = parse_parts("Create a 4/4 white Angel creature token with flying.")
    >>> delayed_parts("Exile it at the beginning of the next end step.", made).effects
    (DelayedEndStepEffect(action='exile', of_target=False, attacked=False),)
    >>> delayed_parts("Draw a card.", made) is None
    True
    """
    from mtgcombat.rules.spell_effects import TokenAttackingEffect  # noqa: PLC0415

    text = sentence.strip()
    found = _AFTER.match(text) or _FIRST.match(text)
    if found is None:
        return None
    act = found["act"].lower()
    home = (found["home"] or "").lower()
    action: DelayedAction
    if act == "return" and "battlefield" in home:
        action = "return_counter" if found["counter"] else "return"
    elif act == "return" and "hand" in home:
        action = "bounce"
    elif act in ("exile", "sacrifice", "destroy") and not home:
        action = act  # type: ignore[assignment]
    else:
        raise SpellError("a delayed ability for the next end step not read")
    attacked = bool(found.groupdict().get("attacked"))
    if last is None:
        raise SpellError('"it" names nothing chosen or made before it')
    made = any(isinstance(e, TokenAttackingEffect) for e in last.effects)
    if last.target is not None or last.it:
        if made:
            raise SpellError('"it" may name the target or the token made before it')
        return Parts((DelayedEndStepEffect(action, True, attacked),), None)
    if made and action in ("exile", "sacrifice", "destroy") and not attacked:
        return Parts((DelayedEndStepEffect(action, False),), None)
    raise SpellError('"it" names nothing chosen or made before it')


__all__ = ["delayed_parts"]
