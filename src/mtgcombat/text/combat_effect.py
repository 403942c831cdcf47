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
* **a trigger on a creature entering the battlefield** named by its creature
  type ("whenever another Zombie / Ally enters"), as a token or a permanent,
  or by its size ("a 1/1 creature"), whose effect reaches creatures or life or
  attaches an Aura or Equipment to it (301.5, 303.4): a token put onto the
  battlefield attacking or blocking, or a creature persist returns, enters
  during the combat (508.4, 509.1, 603.6a; a creature type, 205.3m);
* **a trigger on a creature evolving** ("whenever ~ evolves", 702.100):
  evolve puts its counter on a creature entering during the combat
  (:mod:`mtgcombat.rules.evolve`), and the engine does not carry the
  trigger out;
* **keyword abilities with a combat meaning the engine lacks**: absorb
  (702.64, prevention), annihilator (702.86), frenzy (702.68), enlist
  (702.154), mobilize, poisonous (702.70), decayed (702.147, "can't
  block"), "bands with other" (702.22), and "renown X"; granted ("creatures
  you control have mentor"), the keywords carried out on a creature's own
  line are refused too when the grant is read as no effect. Carried out:
  training, dethrone, mentor, provoke, myriad (two players; declined copies)
  (:mod:`mtgcombat.rules.keyword_triggers`),
  renown N and ingest (:mod:`mtgcombat.rules.keyword_damage`), umbra and
  totem armor (:mod:`mtgcombat.rules.umbra_armor`), prowess (702.108, a
  timeline's spell triggers it: :mod:`mtgcombat.rules.triggers_cast`).

>>> refusal("whenever ~ deals damage to an opponent, that player discards a card")[:30]
'a trigger on damage being deal'
>>> refusal("whenever ~ attacks, draw a card") is None
True
"""

from __future__ import annotations

import re

# the patterns are texts that ``re`` compiles on first use (and keeps in its
# cache): a run that reads a few sentences uses few of them (start-up)
_ABILITY_WORD = r"^[a-z][\w' ,-]*? \u2014 "
_TRIGGER = r"^(?:when|whenever)\b"
# the trigger condition ends at the first comma after its verb ("whenever a
# Kraken, Leviathan, Octopus, or Serpent you control deals combat damage, ...")
_VERB = (
    r"\b(?:attacks?|attacked|deals?|dealt|blocks?|blocked|becomes?|enters|dies|is|are|was|were"
    r"|gets?|gains?|casts?|ha[sd]|have|puts?|leaves?|loses?|controls?|draws?|discards?"
    r"|sacrifices?|evolves)\b"
)

_AMOUNT = r"(?:(?:\w+|x) or (?:more|greater) |excess )?"
_DAMAGE_EVENT = (
    rf"\bdeals? {_AMOUNT}(?:combat )?damage\b|\b(?:is|are|was|were|be|been|you're|you are)"
    rf" dealt {_AMOUNT}(?:combat )?damage\b|\bdamage is dealt\b"
    r"|\bdamage that would be dealt [^,]* is prevented\b"
)
_DIES = r"\bdies\b"
# events that happen in the engine's combat besides attacking and damage: a
# creature dying of combat damage (704.5g), life gained or lost with it
# (lifelink, 702.15b), a spell cast in a timeline or its target, a token a
# timeline puts onto the battlefield blocking, a creature tapped or exerted
# as it attacks (508.1f, 701.43a); a trigger on one resolves before the next
# step (510.3a)
_IN_COMBAT_EVENT = (
    r"\b(?:dies|die|put into (?:a|your|an opponent's|its owner's) graveyard from the battlefield"
    r"|graveyard from anywhere|leaves? the battlefield|(?:is|are) exiled from the battlefield"
    r"|(?:a|an|another|one or more) (?:[a-z-]+ )*creatures? (?:[a-z' ]+ )?enters? the battlefield"
    r"|becomes? the target of (?:an? |one or more )?"
    r"(?:instant |sorcery |instant or sorcery )?spells?"
    r"|gains? life|loses? life|cast|casts|becomes tapped|becomes untapped|exerts?"
    r"|(?:is|are) put on"
    # evolve's counter, put during the combat on a creature entering (702.100a, d)
    r"|evolves"
    # a permanent sacrificed: annihilator and "defending player sacrifices a
    # creature" do it during combat (701.21a, 702.86a)
    r"|sacrifices?|(?:is|are) sacrificed)\b"
)
_ATTACK_EVENT = r"\battack(?:s|ed)?\b"
_OTHER_EVENT = r"\b(?:enters|dies|cast|casts|is put into)\b"
# the effects of an attack trigger that change nothing in combat
_INERT_EFFECT = (
    r"^(?:you may )?(?:draw|discard|mill|scry|surveil|look at|reveal|investigate|venture"
    r"|return [^.]* from your graveyard to your hand|shuffle|search your library|add \{"
    r"|return (?:~|it|that card) to (?:its|their) owner's hand"
    r"|put (?:~|it|that card) (?:into|on (?:the )?(?:top|bottom) of) its owner's library"
    r"|(?:its owner|that player|each player) shuffles"
    r"|(?!.*\b(?:attacking|blocking)\b)return [^.]* to the battlefield"
    r"|you get \{e\}|exile the top|exile target card from|put the top"
    r"|create an? (?:treasure|food|clue|blood|gold) token|each player (?:draws|discards|mills))"
)
_COMBAT_EFFECT = (
    r"\b(?:gets?|gains?|damage|life|attacking|blocking|block|blocks|tap|tapped|untap"
    r"|destroy(?! target land)|sacrifices?|shield counters?|its counters|creatures?(?! cards?)"
    r"|power|toughness|fights?|bolster|proliferate|adapt|blocked|permanents?|cast"
    r"|choose (?:one|two|three|up to|any number)"
    # an Aura or Equipment attached to another creature: what each gets changes (301.5, 303.4)
    r"|attach|battlefield attached to (?:it|that creature|target creature))\b"
    r"|[+-][\dx]+/[+-][\dx]+"
)
# a permanent dying or leaving the battlefield (700.4, 603.6c)
_LEFT_EVENT = r"\b(?:dies|leaves the battlefield|put into [a-z' ]*graveyard from the battlefield)\b"
# the card that died moved on from its graveyard (400.7d)
_DEAD_CARD_MOVED = (
    r"\b(?:return (?:~|it|that card) to (?:its|their|your) (?:owner's )?hand"
    r"|(?:put|shuffle) (?:~|it|that card) (?:into|on)[^.]* (?:(?:its|their) owner's|your) library)"
)
# another card brought from a graveyard to the battlefield (400.7): which card
# is there is state the file does not give
_GRAVEYARD_TO_BATTLEFIELD = (
    r"\b(?:return [^.]* from [a-z' ]*graveyards? to the battlefield"
    r"|put [^.]* from [a-z' ]*graveyards? onto the battlefield)\b"
)
# a delayed effect after combat damage (511.1, 511.2, 513.1)
_AFTER_COMBAT = r"\bat (?:the )?end of combat\b|\bat the beginning of the next end step\b"
# a token that is neither attacking nor blocking: created after attackers are
# declared, it is not an attacker (508.1a), and the attacking player's
# creatures do not block this combat (509.1a)
_TOKEN_NOT_IN_COMBAT = (
    r'^create (?!.*\b(?:attacking|blocking)\b)(?:[^."]|"[^"]*")*\btokens?\b(?:[^."]|"[^"]*")*\.?$'
)
_KEYWORD_NAMES = (
    r"(?:absorb|annihilator|frenzy|provoke|mentor|training|myriad|dethrone|enlist"
    r"|mobilize|renown|poisonous|decayed|totem armor|umbra armor"
    r"|bands with other|modular|ingest)"
)
_KEYWORDS = rf"^{_KEYWORD_NAMES}\b"
# the ones the engine carries out on a creature's own line (a grant of one
# stays refused: the grant is not read): training (702.149), dethrone
# (702.105), mentor (702.134), provoke (702.39), myriad (702.116), renown N
# (702.112), ingest (702.115), annihilator N (702.86), umbra
# and totem armor (702.89); mtgcombat.rules.keyword_triggers, keyword_damage
# and umbra_armor
_CARRIED_OUT = (
    r"^(?:training|dethrone|mentor|provoke|myriad|renown \d+|ingest|umbra armor|totem armor"
    r"|annihilator \d+)$"
)
# a static ability granting one of them ("all sliver creatures have frenzy 1")
_GRANTED = rf"\b(?:has|have|gains?)\s+\"?({_KEYWORD_NAMES})\b"
# the other forms, by rule
_STATIC_FORMS = (
    (
        (
            r"\bcan't attack\b|\bcan attack\b|\bcan only attack\b|\battacks? (?:each"
            r" (?:combat|turn) )?if able\b|\bno more than \w+ creatures? can attack\b"
        ),
        "a rule on declaring attackers (508.1c, 508.1d, 508.1h) that the engine does not have",
    ),
    (
        (
            r"\bspells? (?:[a-z ]* )?would deal damage\b|\bcan't cast spells\b"
            r"|\bdamage that would be dealt [^.]* by spells\b|\bspells you control have\b"
        ),
        "a rule on spells' damage or casting, which a timeline's spells meet (601.2, 614.1)",
    ),
    (
        r"\bhas the full text of\b",
        "it gains another card's text and so its abilities (613.1a, 613.1f)",
    ),
    (
        r"\bstate-based actions\b",
        "a change to the state-based actions (704.5g: lethal damage destroys a creature)",
    ),
    (
        # (not while the card is off the battlefield: Grist, the Hunger Tide, 604.1)
        (
            r"^(?!.*\bisn't on the battlefield\b).*"
            r"\b(?:it's|is) an? (?:[\w/+-]+ )*creature in addition to its other types\b"
        ),
        "a type-changing effect that makes a permanent a creature (205.1b, 613.1d), which may"
        " then attack or block; the engine does not carry it out",
    ),
    (
        # a God's devotion, "unless you control three or more permanents you
        # don't own": while it applies the permanent is no creature and can
        # neither attack nor block (not a card that is no creature card)
        r"\b(?:isn't|is not|aren't|are not) (?:a )?creatures?\b(?! cards?\b)",
        "a type-changing effect that stops a permanent being a creature (205.1b, 613.1d), so"
        " that it can neither attack nor block (508.1a, 509.1a) while it applies; the engine does"
        " not carry it out",
    ),
    (
        # Melira, Sylvok Outcast; Solemnity ("players can't get counters")
        r"\bcan't get (?:poison )?counters\b",
        "a rule on poison counters: infect's combat damage to a player gives that player poison"
        " counters (702.90), and ten of them lose the game (704.5c); the engine does not carry it"
        " out",
    ),
    (
        # Primal Vigor, Doubling Season, Parallel Lives, Academy Manufactor
        r"\btokens? would be created\b|\bwould create (?:one or more |a )?tokens?\b",
        "a replacement of token creation (614.1a, 111.1): a token created during the combat, as"
        " one put onto the battlefield attacking or blocking, would be more; the engine does not"
        " carry it out",
    ),
    (
        r"\bwould be destroyed\b",
        "a replacement of destruction (614.8, 701.19: regeneration), as lethal combat damage"
        " destroys a creature",
    ),
)


def _in_combat_event(head: str) -> bool:
    """Whether a trigger condition names an event of the engine's combat.
    Casting a creature spell, or the card itself ("when you cast this
    spell"), is none: no creature spell is cast during combat without flash,
    and the engine casts none (307.1, 601.2).

    >>> _in_combat_event("whenever another zombie enters the battlefield under your control")
    True
    >>> _in_combat_event("whenever a forest enters the battlefield under your control")
    False
    """
    found = re.search(_IN_COMBAT_EVENT, head)
    if found is None:
        return _creature_enters(head)
    if found.group() in ("cast", "casts"):
        # (session 11: nor is a spell cast in a main phase, 505.1)
        return not re.search(r"(?<!non)creature spell|\bthis spell\b|\bcasts? ~|main phase", head)
    return True


def _creature_enters(head: str) -> bool:
    """Whether the trigger condition is a permanent entering the battlefield
    that may be a creature named by its creature type ("another Zombie", "a
    Wolf"), a token or a permanent ("one or more tokens", "a nontoken
    permanent"), or a creature named by its size ("a 1/1 creature"): a token
    put onto the battlefield tapped and attacking or blocking enters during
    the combat (508.4, 509.1, 603.6a), and a subtype of a creature is a
    creature type (205.3m). A land's, artifact's or enchantment's subtype is
    none.

    >>> _creature_enters("whenever one or more tokens enter the battlefield under your control")
    True
    >>> _creature_enters("whenever a 1/1 creature enters the battlefield under your control")
    True
    >>> _creature_enters("whenever another nontoken artifact enters the battlefield")
    False
    """
    found = re.search(r"\b(?:a|an|another|one or more) (.+?) enters? the battlefield\b", head)
    if found is None:
        return False
    from mtgcombat.text.keywords import subtype_table  # noqa: PLC0415 (only on such a head)

    table = subtype_table()
    for word in re.findall(r"[a-z]+", found.group(1)):
        if word in _MAY_BE_CREATURES or table.get(word, ("",))[0] == "creature":
            return True
    return False


_MAY_BE_CREATURES = frozenset(
    {"creature", "creatures", "token", "tokens", "permanent", "permanents"}
)


def _effect_outside_combat(effect: str) -> bool:
    """Whether every sentence of a trigger's effect leaves the combat as it
    is; the sentences after one that waits for the end of combat or the end
    step belong to that delayed effect (603.7).

    >>> _effect_outside_combat("flip a coin at end of combat. if you lose, sacrifice ~.")
    True
    """
    for part in re.split(r"(?<=\.) ", effect):
        if re.search(_AFTER_COMBAT, part) and not re.search(r"\b(?:attacking|blocking)\b", part):
            return True
        if not _outside_combat(part):
            return False
    return True


# the permanent with the ability leaving the battlefield, and so the combat
# (506.4): exiled (406.2), returned to its owner's hand or put into its
# owner's library (400.7)
_MOVES_ITSELF = (
    r"^(?:you may )?(?:exile ~|return ~ to its owner's hand"
    r"|(?:shuffle|put) ~ (?:into|on (?:the )?(?:top|bottom) of) its owner's library)(?!\w)"
)


def moves_itself(effect: str) -> bool:
    """Whether a trigger's effect takes the permanent with the ability ("~")
    off the battlefield before the next step (406.2, 400.7): it leaves the
    combat (506.4). Issue 33 (session 11): on a spell cast, on becoming a
    target or on another creature entering, such a trigger resolves during
    the combat (603.3, 510.3a), and its effect is never "no effect"; one
    that waits for the end of combat or the end step does it after (603.7).

    >>> moves_itself("return ~ to its owner's hand."), moves_itself("exile it.")
    (True, False)
    >>> moves_itself("exile ~."), moves_itself("exile ~ and you draw a card.")
    (True, True)
    >>> moves_itself("exile ~ at end of combat.")
    False
    """
    for part in re.split(r"(?<=\.) ", effect):
        if re.search(_AFTER_COMBAT, part):
            return False
        if re.match(_MOVES_ITSELF, part):
            return True
    return False


def spell_effect_outside_combat(effect: str) -> bool:
    """Whether the effect of a trigger on a spell cast or on becoming a
    target leaves the combat as it is (:func:`_effect_outside_combat`) and
    does not take the permanent itself away (:func:`moves_itself`).

    >>> spell_effect_outside_combat("draw a card"), spell_effect_outside_combat("exile ~")
    (True, False)
    """
    return _effect_outside_combat(effect) and not moves_itself(effect)


def _outside_combat(sentence: str) -> bool:
    """Whether one sentence of an attack trigger's effect leaves the combat
    as it is: it reaches no creature nor life, waits for the end of combat or
    the end step, or makes a token that is not attacking.

    >>> _outside_combat("draw a card."), _outside_combat("exile that token at end of combat.")
    (True, True)
    >>> _outside_combat("create a 4/4 white angel creature token that's tapped and attacking.")
    False
    """
    if re.match(r"(?:~|it|that creature|they) (?:doesn't|don't) untap during", sentence):
        return True  # the next untap step comes after this combat (502.3)
    counted = re.sub(r"\b(?:for each|equal to|where x is)\b.*", "", sentence)
    if not re.search(_COMBAT_EFFECT, counted if re.match(_INERT_EFFECT, sentence) else sentence):
        return True
    if re.match(_TOKEN_NOT_IN_COMBAT, sentence):
        return True
    return bool(re.search(_AFTER_COMBAT, sentence)) and not re.search(
        r"\b(?:attacking|blocking)\b", sentence
    )


def _moves_dead_card(effect: str) -> bool:
    """Whether a dies trigger's effect moves the card that died ("it", "that
    card", "~") from the graveyard, where the ability finds it (400.7d), to a
    hand or a library before the next step (510.3a); one that waits for the
    end step does it after combat.

    >>> _moves_dead_card("shuffle it into its owner's library.")
    True
    >>> _moves_dead_card("return it to its owner's hand at the beginning of the next end step.")
    False
    """
    for part in re.split(r"(?<=\.) ", effect):
        if re.search(_DEAD_CARD_MOVED, part) and not re.search(_AFTER_COMBAT, part):
            return True
    return False


def _split_trigger(text: str) -> tuple[str, str, str]:
    """A triggered ability's condition and effect (603.1: "when/whenever
    [event], [effect]").

    >>> _split_trigger("whenever a kraken, leviathan, or serpent deals combat damage, draw")
    ('whenever a kraken, leviathan, or serpent deals combat damage', ', ', 'draw')
    """
    parts = text.split(", ")
    head = parts[0]
    taken = 1
    while taken < len(parts) and not re.search(_VERB, head):
        head += ", " + parts[taken]
        taken += 1
    return head, ", ", ", ".join(parts[taken:])


def refusal(text: str) -> str | None:
    """Why the normalised sentence ``text``, which the grammar reads as
    having no effect on combat, does affect it (the parser's error for an
    "unmodelled" sentence), or ``None`` when it has none.

    >>> refusal("whenever ~ attacks, target creature gets +0/+3 until end of turn")[:29]
    'a trigger on attacking (508.2'
    >>> refusal("whenever an opponent is dealt noncombat damage, ~ gets +3/+0 until end of turn")
    >>> refusal("frenzy 1")
    'frenzy 1 (a keyword ability with a combat meaning the engine lacks)'
    """
    text = re.sub(_ABILITY_WORD, "", text.strip())
    if re.match(_KEYWORDS, text) and not re.match(_CARRIED_OUT, text):
        return f"{text} (a keyword ability with a combat meaning the engine lacks)"
    granted = re.search(_GRANTED, text)
    if granted is not None:
        return f"{granted[1]} (a keyword ability with a combat meaning the engine lacks)"
    unquoted = re.sub(r'"[^"]*"', '""', text)
    if ":" in unquoted:
        return None  # an activated ability: its controller's choice (602.1, 602.2)
    if not re.match(r"(?:when|whenever|at)\b", text):
        for pattern, reason in _STATIC_FORMS:
            if re.search(pattern, unquoted):
                return reason
    if not re.match(_TRIGGER, text):
        return None
    head, _, effect = _split_trigger(text)
    if re.search(_DAMAGE_EVENT, head) and "noncombat" not in head and not re.search(_DIES, head):
        return (
            "a trigger on damage being dealt: combat damage triggers it and it resolves in"
            " the combat damage step (510.3a), but the engine does not carry it out"
        )
    if re.search(_LEFT_EVENT, head) and _moves_dead_card(effect):
        return (
            "a trigger on a death or on leaving the battlefield that moves the card on from the"
            " zone it went to (400.7d) to a hand or library: it resolves in the combat damage"
            " step (510.3a), but the engine does not carry it out"
        )
    attack = bool(re.search(_ATTACK_EVENT, head)) and not re.search(_OTHER_EVENT, head)
    if not (attack or _in_combat_event(head)):
        return None
    if re.match(r"(?:when|whenever) ~ attacks$", head):
        # its own attack: an intervening "if" (603.4) only says whether the effect happens
        effect = re.sub(r"^if [^,]*, ", "", effect)
    if _effect_outside_combat(effect) and (
        attack or re.search(_LEFT_EVENT, head) or not moves_itself(effect)
    ):
        if not attack and re.search(_GRAVEYARD_TO_BATTLEFIELD, effect):
            return (
                "a trigger on an event of the combat that brings a card from a graveyard to"
                " the battlefield: it resolves before the next step (510.3a), where that"
                " creature can change the combat, and the graveyard is not in the file"
                " (400.7), so the engine does not carry it out"
            )
        return None
    if not attack:
        return (
            "a trigger on an event of the combat (a creature dying or entering, life gained"
            " or lost, a spell cast or targeting, a creature tapped) whose effect reaches"
            " creatures or life resolves before the next step (510.3a), and the engine does"
            " not carry it out"
        )
    return (
        "a trigger on attacking (508.2a) whose effect changes the creatures blocks and"
        " damage are worked out on, and the engine does not carry it out"
    )
