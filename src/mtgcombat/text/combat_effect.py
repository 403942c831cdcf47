"""Sentences the grammar reads as having no effect on combat, but whose form
says they do: they are refused ("unmodelled") rather than labelled "no
effect". The parser (:mod:`mtgcombat.text.parser`) asks :func:`refusal`
about every sentence it would call "no_effect".

The forms, each by the rule that puts its effect inside the combat:

* **a trigger on damage being dealt** ("whenever ~ deals damage", "deals
  combat damage to a player", "is dealt damage", "whenever you're dealt
  damage"): combat damage triggers it (603.2) and it resolves in the combat
  damage step (510.3a), before the next step; a trigger on *noncombat*
  damage only is not one;
* **a trigger on attacking** ("whenever ~ attacks", "whenever you attack
  with ...") whose effect reaches creatures, damage or life: it resolves as
  attackers are declared, before blockers (508.2a, 603.3), so it changes the
  creatures blocks and damage are worked out on. One whose effect only
  draws, discards, mills, scries, looks at cards or makes a Treasure, Food,
  Clue or Blood token (none of which is a creature in combat) has none;
* **keyword abilities with a combat meaning the engine lacks**: absorb
  (702.64, prevention), annihilator (702.86), frenzy (702.68), provoke
  (702.39), mentor (702.134), training (702.149), myriad (702.116),
  dethrone (702.105), enlist (702.154), mobilize, renown (702.112),
  poisonous (702.70), prowess (702.108, a timeline's spell triggers it),
  unleash (702.98), decayed (702.147, "can't block"), totem and umbra armor
  (702.89, a replacement of destruction), and "bands with other" (702.22).

>>> refusal("whenever ~ deals damage to an opponent, that player discards a card")[:30]
'a trigger on damage being deal'
>>> refusal("whenever ~ attacks, draw a card") is None
True
"""

from __future__ import annotations

import re

_ABILITY_WORD = re.compile(r"^[a-z][\w' ,-]*? \u2014 ")
_HEAD = re.compile(r"^(?:when|whenever)\b(?P<head>[^,]*(?:,\s*(?:or|and)\b[^,]*)*)")

_DAMAGE_EVENT = re.compile(
    r"\bdeals? (?:combat )?damage\b|\b(?:is|are|was|were|be|been|you're|you are) dealt"
    r" (?:combat )?damage\b|\bdamage is dealt\b"
)
_ATTACK_EVENT = re.compile(r"\battack(?:s|ed)?\b")
_OTHER_EVENT = re.compile(r"\b(?:enters|dies|cast|casts|is put into)\b")
# the effects of an attack trigger that change nothing in combat
_INERT_EFFECT = re.compile(
    r"^(?:you may )?(?:draw|discard|mill|scry|surveil|look at|reveal|investigate|venture"
    r"|you get \{e\}|exile the top|exile target card from|put the top"
    r"|create an? (?:treasure|food|clue|blood|gold) token|each player (?:draws|discards|mills))"
)
_COMBAT_EFFECT = re.compile(
    r"\b(?:gets?|gains?|damage|life|attacking|blocking|block|blocks|tap|tapped|untap"
    r"|destroy|sacrifices?|counters?|creature|creatures|power|toughness|fights?)\b"
    r"|[+-][\dx]+/[+-][\dx]+"
)
# a delayed effect after combat damage (511.1, 511.2, 513.1)
_AFTER_COMBAT = re.compile(
    r"\bat (?:the )?end of combat\b|\bat the beginning of the next end step\b"
)
# a token that is neither attacking nor blocking: created after attackers are
# declared, it is not an attacker (508.1a), and the attacking player's
# creatures do not block this combat (509.1a)
_TOKEN_NOT_IN_COMBAT = re.compile(r"^create (?!.*\b(?:attacking|blocking)\b)[^.]*\btokens?\b\.?$")
_KEYWORDS = re.compile(
    r"^(?:absorb|annihilator|frenzy|provoke|mentor|training|myriad|dethrone|enlist"
    r"|mobilize|renown|poisonous|prowess|unleash|decayed|totem armor|umbra armor"
    r"|bands with other)\b"
)


def refusal(text: str) -> str | None:
    """Why the normalised sentence ``text``, which the grammar reads as
    having no effect on combat, does affect it (the parser's error for an
    "unmodelled" sentence), or ``None`` when it has none.

    >>> refusal("whenever ~ attacks, target creature gets +0/+3 until end of turn")[:29]
    'a trigger on attacking (508.2'
    >>> refusal("whenever an opponent is dealt noncombat damage, ~ gets +3/+0 until end of turn")
    >>> refusal("annihilator 2")
    'annihilator 2 (a keyword ability with a combat meaning the engine lacks)'
    """
    text = _ABILITY_WORD.sub("", text.strip())
    if _KEYWORDS.match(text):
        return f"{text} (a keyword ability with a combat meaning the engine lacks)"
    found = _HEAD.match(text)
    if found is None:
        return None
    head = found["head"]
    effect = text[found.end() :].lstrip(", ")
    if _DAMAGE_EVENT.search(head) and "noncombat" not in head:
        return (
            "a trigger on damage being dealt: combat damage triggers it and it resolves in"
            " the combat damage step (510.3a), but the engine does not carry it out"
        )
    if _ATTACK_EVENT.search(head) and not _OTHER_EVENT.search(head):
        if _INERT_EFFECT.match(effect) and not _COMBAT_EFFECT.search(effect):
            return None
        if _AFTER_COMBAT.search(effect) or _TOKEN_NOT_IN_COMBAT.match(effect):
            return None
        return (
            "a trigger on attacking (508.2a) whose effect changes the creatures blocks and"
            " damage are worked out on, and the engine does not carry it out"
        )
    return None
