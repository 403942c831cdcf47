"""Card sentences for the effects of a trigger on another creature entering
the battlefield that the block triggers' effects do not read (issue 33,
session 9; 603.2, 603.6a):

* "untap ~" and "you may untap ~" (701.26b): the permanent with the ability
  untaps (Midnight Guard, Captain of the Mists). A tapped creature untapped
  before blockers are declared may block (509.1a); the block triggers'
  grammar reads "untap ~" as having no effect, which it has after blocks;
* "that player loses N life" and "you may have that player lose N life"
  (119.3), "that player" the controller of the creature that entered (Suture
  Priest: "whenever a creature enters the battlefield under an opponent's
  control").

The trigger condition ("whenever another Human enters the battlefield under
your control") is read by the grammar's ``bt_enters`` rules with a stand-in
effect, and the effect above put in its place; the rules carry it out
(:mod:`mtgcombat.rules.enter_triggers`). Any other sentence is left to the
grammar (``None``).

>>> from mtgcombat.text.parser import _parse_normalized as read
>>> [str(a) for a in enters_watch("whenever another creature enters the battlefield, "
...                               "untap ~", read).abilities]
['whenever one of the other creatures enters the battlefield (it: this permanent), untap it']
"""

from __future__ import annotations

import dataclasses
import re

from mtgcombat.core.abilities import BlockTrigger, LifeEffect, TriggerEffect
from mtgcombat.core.effect_values import SelfUntapEffect
from mtgcombat.text.cast_triggers import Reader
from mtgcombat.text.player_target_effects import player_target_trigger
from mtgcombat.text.traits import Traits

_ENTERS = re.compile(
    r"^(?P<head>(?:[a-z][\w' -]* \u2014 )?whenever (?!~)[^,]*? enters(?: the battlefield)?"
    r"(?: under (?:your|an opponent's) control)?), (?P<effect>.+?)\.?$"
)
_LOSE = re.compile(r"^(?P<may>you may have )?that player (?:loses|lose) (?P<n>\w+) life$")
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_STAND_IN = "~ gets +1/+0 until end of turn"
"""An effect the grammar reads after any trigger condition it knows."""


def _effects(effect: str, head: str) -> tuple[tuple[TriggerEffect, ...], bool] | None:
    """The effects and whether they are optional ("you may"), or ``None``
    for an effect this module does not read."""
    if effect in ("untap ~", "you may untap ~"):
        return (SelfUntapEffect(),), effect.startswith("you may")  # 701.26b
    lose = _LOSE.match(effect)
    if lose is not None and "under an opponent's control" in head:
        # "that player": the controller of the creature that entered (119.3)
        n = _NUMBERS.get(lose["n"]) or (int(lose["n"]) if lose["n"].isdigit() else 0)
        if n:
            return (LifeEffect(-n, "that_player"),), lose["may"] is not None
    return None


def enters_watch(text: str, read: Reader) -> Traits | None:
    """The ability a normalized sentence gives, if it is a trigger on
    another creature entering with one of the effects above; else ``None``.
    ``read`` reads a sentence with the grammar (the parser's cached reader).

    >>> from mtgcombat.text.parser import _parse_normalized as read
    >>> line = ("whenever a creature enters the battlefield under an opponent's control, "
    ...         "you may have that player lose 1 life")
    >>> str(next(iter(enters_watch(line, read).abilities))).split(", ")[-1]
    'you may: that player loses 1 life'
    >>> enters_watch("whenever another creature enters the battlefield, scry 1", read) is None
    True
    """
    found = _ENTERS.match(text)
    if found is None:
        return None
    effects = _effects(found["effect"], found["head"])
    aimed = None if effects is not None else player_target_trigger(found["effect"], read)
    if aimed is not None:
        # session 11: "target opponent loses 1 life" (119.3; 115.1, 603.3d)
        effects = aimed.effects, aimed.optional
    if effects is None or (aimed is not None and aimed.if_you_do):
        return None
    status, traits, _, _ = read(f"{found['head']}, {_STAND_IN}", True)
    if status != "modelled" or len(traits.abilities) != 1:
        return None
    [value] = traits.abilities
    if not isinstance(value, BlockTrigger) or value.events != ("enters",) or value.subject is None:
        return None
    if "creature" not in value.subject.types:
        return None  # an artifact or a land entering: none does during the combat
    value = dataclasses.replace(value, effects=effects[0], optional=effects[1])
    return Traits(abilities=frozenset({value}))
