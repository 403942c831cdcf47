"""Modal triggered abilities (700.2): "When ~ dies, choose one —",
"Whenever ~ attacks, choose up to one —", "choose one or both —", "choose
one that hasn't been chosen this turn —", each followed by its modes, one
bulleted line each.

Each mode is read as the trigger's own sentence ("When ~ dies, MODE"); the
ability is carried out when every mode reads as the same trigger (same
event, same subject) whose effects the engine carries out, or as a mode
with no effect on a combat (which does nothing when chosen). A mode the
engine refuses refuses the whole ability (unmodelled, naming the mode); a
mode with "you may" or "if you do" is refused too (the choice would be the
mode's own, not the ability's). Every mode with no effect on a combat: the
ability has none. The modes are chosen as the ability goes on the stack,
from the scenario's ``choices.modes`` (:mod:`mtgcombat.rules.trigger_modes`).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Sequence

from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.core.effect_values import ModalEffect
from mtgcombat.text.traits import ParsedSentence, Status, Traits

_HEAD = re.compile(
    r"^(?P<head>(?:when|whenever) .+?),\s*choose (?P<how>one|up to one|one or both|one or more|"
    r"two|any number|one that hasn't been chosen this turn) \u2014$",
    re.IGNORECASE,
)

_FLAVOR = re.compile(r"^[A-Z][^\u2014.:]{0,40} \u2014 ")

_HOW: dict[str, tuple[int, int | None, bool]] = {
    "one": (1, 1, False),
    "up to one": (0, 1, False),
    "one or both": (1, 2, False),
    "one or more": (1, None, False),
    "two": (2, 2, False),
    "any number": (0, None, False),
    "one that hasn't been chosen this turn": (1, 1, True),
}


def modal_lines(
    lines: Sequence[str], at: int, read: Callable[[str], ParsedSentence]
) -> list[ParsedSentence] | None:
    """The line ``at`` of a card's ``lines`` and its modes, read as one modal
    triggered ability (``read`` reads one sentence), or None when it is not
    one: one result for the head line, one for each bulleted mode.

    >>> from mtgcombat.text import parse_sentence
    >>> lines = ["When Ghast dies, choose one \u2014", "\u2022 Create a Treasure token.",
    ...          "\u2022 Target creature an opponent controls gets -1/-1 until end of turn."]
    >>> out = modal_lines(lines, 0, lambda s: parse_sentence(s, name="Ghast"))
    >>> [p.status for p in out]
    ['modelled', 'modelled', 'modelled']
    >>> [str(a) for a in out[0].traits.abilities]  # doctest: +NORMALIZE_WHITESPACE
    ['whenever this creature dies, choose one \u2014 create a Treasure token; or a target
      among creatures an opponent controls gets -1/-1 until end of turn']
    """
    line = lines[at]
    if not line.endswith("\u2014") or "choose" not in line.lower():
        return None
    match = _HEAD.match(line)
    if match is None:
        return None
    bullets = []
    for nxt in lines[at + 1 :]:
        if not nxt.startswith("\u2022"):
            break
        bullets.append(nxt)
    if len(bullets) < 2:
        return None
    head = match.group("head")
    low, high, fresh = _HOW[match.group("how").lower()]
    reads = []
    for bullet in bullets:
        # a flavor word before the mode ("Brave the Stench — ...") has no
        # rules meaning (207.2c)
        mode = _FLAVOR.sub("", bullet.lstrip("\u2022").strip(), count=1)
        # the mode's first word keeps its case: a one-word card name is found
        # only with its capital (201.4; "Ghast gets +2/+0"), and the reader
        # lowercases the rest itself
        reads.append(read(f"{head}, {mode}"))
    if high is None:
        high = len(bullets)
    modes: list[tuple[object, ...]] = []
    trigger: BlockTrigger | None = None
    problem = ""
    for n, parsed in enumerate(reads, 1):
        if parsed.status == "unmodelled":
            problem = f"mode {n}: {parsed.error}"
            break
        if parsed.status == "no_effect":
            modes.append(())
            continue
        found = _one_trigger(parsed.traits)
        if found is None:
            problem = f"mode {n} is not one triggered ability"
            break
        if found.optional or found.if_you_do:
            problem = f'mode {n} has "you may" or "if you do", not carried out in a mode'
            break
        if trigger is not None and _key(found) != _key(trigger):
            problem = f"mode {n} reads as another trigger"
            break
        trigger = trigger or found
        modes.append(found.effects)
    combat = any(p.combat for p in reads) or bool(problem) or trigger is not None
    if problem:
        return [
            ParsedSentence(line, "unmodelled", combat=True, error=problem),
            *(_bullet(b, p) for b, p in zip(bullets, reads, strict=True)),
        ]
    if trigger is None:  # no mode touches a combat
        return [
            ParsedSentence(line, "no_effect", combat=combat),
            *(_bullet(b, p) for b, p in zip(bullets, reads, strict=True)),
        ]
    modal = ModalEffect(tuple(modes), low, high, fresh)
    ability = dataclasses.replace(trigger, effects=(modal,))
    status: Status = "recorded" if any(p.status == "recorded" for p in reads) else "modelled"
    return [
        ParsedSentence(line, status, Traits(abilities=frozenset({ability})), True),
        *(_bullet(b, p) for b, p in zip(bullets, reads, strict=True)),
    ]


def _bullet(line: str, parsed: ParsedSentence) -> ParsedSentence:
    """A mode's line: its own status; the ability is the head line's."""
    return ParsedSentence(line, parsed.status, combat=parsed.combat, error=parsed.error)


def _key(trigger: BlockTrigger) -> tuple[object, ...]:
    return (trigger.events, trigger.subject, trigger.other, trigger.at_least)


def _one_trigger(traits: Traits) -> BlockTrigger | None:
    """The one triggered ability ``traits`` hold, and nothing else."""
    if len(traits.abilities) != 1:
        return None
    [ability] = traits.abilities
    if not isinstance(ability, BlockTrigger):
        return None
    if dataclasses.replace(traits, abilities=frozenset()) != Traits():
        return None
    return ability


__all__ = ["modal_lines"]
