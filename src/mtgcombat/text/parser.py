"""Card sentences read into :class:`Traits` with the lark grammar ``card.lark``.

What a sentence becomes:

* **modelled**: the values the engine reads (keywords, blocking rules over
  selectors, static effects on groups, players' effects, the damage flags).
* **no_effect**: nothing happens between declaring blockers and the end of
  combat damage, which is what the engine models. That covers sentences with
  no combat word, keywords such as haste or ward, activated abilities (a
  player's choice, made before the board is written down), and triggered
  abilities whose event lies outside that window or comes after the damage
  it reacts to: "when ~ enters", "when ~ dies", "whenever ~ attacks" (it
  resolves before blockers are declared; write its result into the board).
  A trigger whose whole effect waits for the end of combat or the next end
  step ("sacrifice it at end of combat") has none either, except "destroy
  that creature at end of combat" (603.7, 511.2), which is modelled;
  "whenever ~ deals combat damage to a player / a creature" and the other
  triggers on combat damage are modelled (603.2, 510.3a): resolved in the
  step of the damage (:mod:`~mtgcombat.text.damage_triggers`), or, when the
  grammar does not read the effect, recorded with the effect as printed
  (:class:`~mtgcombat.core.abilities.RecordedEffect`): status "recorded", not
  carried out. So have,
  by their form (card.lark's ``outside_sentence``), costs of spells (601.2f), entering with counters
  or as a copy (614.1c), untap steps (502.3), rules on attacking (508.1),
  and rules on casting spells, on spells' damage and on spells' targets:
  the engine casts no spell between declaring blockers and combat damage
  (casting one there is a player's choice, like activating an ability,
  and combat damage is dealt by creatures, never by spells).
  A sentence the grammar reads as having no effect but whose form affects
  combat is refused instead (:mod:`mtgcombat.text.combat_effect`).
* **recorded**: read, but a trigger it gives is only recorded as it
  triggers, its effect not carried out (:mod:`mtgcombat.rules.carried_out`):
  not modelled either.
* **unmodelled**: the sentence mentions combat ("block", "attack", "damage",
  "combat", "protection" or a keyword the engine reads) and either does not
  parse or means something the engine cannot express (a trigger on blocking
  whose effect the engine does not carry out, see
  :mod:`mtgcombat.text.block_triggers` for those it does; a conditional
  ability; a self pump). ``error`` says how far the parser got.

Group sentences give :class:`~mtgcombat.core.abilities.StaticEffect` values on the
source's ``statics``; a blocking rule they grant keeps ``source=""`` and its
selector is relative to the *granting* permanent ("creatures with flying
can't block creatures you control": "you" is the source's controller). The
effects engine (:mod:`mtgcombat.rules.effects`) binds ``source`` when it grants the
rule to each affected creature.

This module reads sentences and lines (:func:`parse_sentence`,
:func:`parse_text`) and puts the grammar's transformer together from the
transformer methods of each family of sentences (:mod:`~mtgcombat.text.phrase_values`,
:mod:`~mtgcombat.text.sentence_values`, :mod:`~mtgcombat.text.board_values`,
:mod:`~mtgcombat.text.block_triggers`, :mod:`~mtgcombat.text.spell_values`,
:mod:`~mtgcombat.text.host_values`). The
grammar is loaded by :mod:`mtgcombat.text.grammar`, a sentence normalised by
:mod:`mtgcombat.text.normalize`, and its statuses and traits are those of
:mod:`mtgcombat.text.traits`.
"""

from __future__ import annotations

import functools
import operator
import re
from collections.abc import Sequence
from functools import cache
from typing import Any

from mtgcombat.core.abilities import Ability, BlockTrigger, RecordedEffect
from mtgcombat.text.byte_cache import byte_lru
from mtgcombat.text.class_levels import CLASS_LEVEL_BAR, class_level_lines
from mtgcombat.text.combat_mentions import mentions_combat
from mtgcombat.text.grammar import _how_far, _outside_words, _parser
from mtgcombat.text.granted import granted_abilities
from mtgcombat.text.keywords import (
    keyword_status,
    keyword_table,
    normalize_keyword_text,
    parse_keywords,
)
from mtgcombat.text.levels import LEVEL_SYMBOL, level_lines
from mtgcombat.text.limits import SENTENCE_CACHE_BYTES
from mtgcombat.text.modal_triggers import modal_lines
from mtgcombat.text.normalize import normalize, self_name_forms
from mtgcombat.text.traits import (
    BEFORE_ATTACKERS,
    Flag,
    NoEffect,
    ParsedSentence,
    Status,
    Traits,
    Unmodelled,
)
from mtgcombat.text.values import _NOT_MODELLED, SELF_SELECTOR, bind_self, number_word

__all__ = [  # the names this module gives its importers (some defined in the modules it is made of)
    "SELF_SELECTOR",
    "Flag",
    "NoEffect",
    "ParsedSentence",
    "Status",
    "Traits",
    "Unmodelled",
    "bind_self",
    "mentions_combat",
    "normalize",
    "number_word",
    "parse_sentence",
    "parse_text",
    "self_name_forms",
]


@cache
def _transformer() -> Any:
    from lark import Token, Transformer  # noqa: PLC0415  (lark only when parsing)

    # the families of sentences (their modules import lark: only when parsing)
    from mtgcombat.text.attack_effect_values import AttackEffectValues  # noqa: PLC0415  (issue 33)
    from mtgcombat.text.attack_values import _AttackConditionValues  # noqa: PLC0415
    from mtgcombat.text.attack_watchers import AttackWatcherValues  # noqa: PLC0415  (508.2a)
    from mtgcombat.text.block_triggers import BlockTriggerValues  # noqa: PLC0415
    from mtgcombat.text.board_values import _BoardValues  # noqa: PLC0415
    from mtgcombat.text.counted_triggers import CountedTriggerValues  # noqa: PLC0415  (608.2h, 603.4)
    from mtgcombat.text.counter_rule_values import CounterRuleValues  # noqa: PLC0415  (614.1a)
    from mtgcombat.text.damage_trigger_players import DamageTriggerPlayerValues  # noqa: PLC0415
    from mtgcombat.text.damage_triggers import DamageTriggerValues  # noqa: PLC0415
    from mtgcombat.text.dies_effects import DiesEffectValues  # noqa: PLC0415  (session 12)
    from mtgcombat.text.dies_triggers import DiesTriggerValues  # noqa: PLC0415
    from mtgcombat.text.double_counter_values import DoubleCounterValues  # noqa: PLC0415  (122.6)
    from mtgcombat.text.effect_more_values import _EffectMoreValues  # noqa: PLC0415
    from mtgcombat.text.enters_values import EntersValues  # noqa: PLC0415  (issue 33: 603.6a)
    from mtgcombat.text.fog_values import _FogValues  # noqa: PLC0415  (issue 33: 615.1)
    from mtgcombat.text.history_values import HistoryValues  # noqa: PLC0415  (the turn so far)
    from mtgcombat.text.host_pair_triggers import HostPairValues  # noqa: PLC0415  (session 13)
    from mtgcombat.text.host_values import _HostValues  # noqa: PLC0415  (Auras', Equipment's hosts)
    from mtgcombat.text.life_lost_values import LifeLostValues  # noqa: PLC0415  (119.3)
    from mtgcombat.text.rule_values import _RuleValues  # noqa: PLC0415
    from mtgcombat.text.sentence_values import _SentenceValues  # noqa: PLC0415
    from mtgcombat.text.spell_combat_values import SpellCombatValues  # noqa: PLC0415  (session 7)
    from mtgcombat.text.spell_grant_values import SpellGrantValues  # noqa: PLC0415  (613.1f)
    from mtgcombat.text.spell_more_values import SpellMoreValues  # noqa: PLC0415  (and counted ones)
    from mtgcombat.text.spell_removal_values import SpellRemovalValues  # noqa: PLC0415  (issue 33)
    from mtgcombat.text.spell_rider_values import SpellRiderValues  # noqa: PLC0415  (issue 33)
    from mtgcombat.text.spell_values import SpellValues  # noqa: PLC0415  (the timeline's sentences)
    from mtgcombat.text.spell_zone_values import SpellZoneValues  # noqa: PLC0415  (session 13)
    from mtgcombat.text.token_later import TokenLaterValues  # noqa: PLC0415  (issue 33: 603.7)
    from mtgcombat.text.untapped_triggers import UntappedTriggerValues  # noqa: PLC0415  (701.26b)

    class ToValues(
        _HostValues,  # before the board sentences' methods it refines (bhost, board_cond)
        _SentenceValues,  # and the phrases' methods it is built over
        BlockTriggerValues,
        CountedTriggerValues,  # issue 33 (session 6): counted effects, an intervening "if"
        _AttackConditionValues,  # attacking under a condition (508.1c-d)
        DamageTriggerValues,
        DamageTriggerPlayerValues,  # issue 33 (session 7): a player target (115.1)
        UntappedTriggerValues,  # issue 33 (session 7): Inspired (701.26b)
        HostPairValues,  # session 13: "destroy both creatures" of a block (701.8a)
        AttackWatcherValues,  # session 9: "a creature with flying attacks you" (508.2a)
        DiesTriggerValues,
        DiesEffectValues,  # session 12: a target exiled, a group destroyed (406.2, 701.8)
        EntersValues,  # issue 33 (session 8): life equal to the entering creature's stat
        LifeLostValues,  # issue 33 (session 12): the life lost this way (119.3)
        _EffectMoreValues,  # tokens, half life, library actions (111, 107.1a, 701)
        AttackEffectValues,  # tokens attacking, untap and tap, costs (508.4, 701.26, 118.3)
        TokenLaterValues,  # "exile that token at end of combat" (603.7)
        DoubleCounterValues,  # session 13: +1/+1 counters doubled (122.6)
        SpellValues,
        SpellMoreValues,
        SpellCombatValues,  # issue 33 (session 7): 509.1h, counted life (119.3)
        SpellGrantValues,  # issue 33 (session 9): a quoted dies trigger gained (613.1f)
        SpellRemovalValues,
        SpellRiderValues,  # a group tapped, a token for the target's controller
        SpellZoneValues,  # issue 33 (session 13): hands, libraries, graveyards (121.1, 701)
        _FogValues,  # fogs limited to a player or some creatures (615.1)
        HistoryValues,  # issue 33 (session 10): what happened earlier this turn
        _BoardValues,
        _RuleValues,
        CounterRuleValues,  # session 12: counters put on permanents changed (614.1a, 122.6)
        Transformer[Any, Any],
    ):
        # here, not in a family's module: it reads the quoted ability with
        # parse_sentence, which this module defines
        def have_quoted(self, c: list[Any]) -> tuple[object, ...]:
            quoted = next(str(t) for t in c if isinstance(t, Token) and t.type == "QUOTED")
            inner = parse_sentence(quoted.strip('"'))
            if inner.status == "no_effect":
                return (_NOT_MODELLED,)
            return granted_abilities(quoted, inner.status, inner.traits)

        def host_equipment_sentence(self, c: list[Any]) -> Traits:
            # an Aura's grant to the Equipment it enchants (301.5, 613.1f; issue 33)
            from mtgcombat.text.host_values import equipment_grant  # noqa: PLC0415

            quoted = next(str(t) for t in c if isinstance(t, Token) and t.type == "QUOTED")
            inner = parse_sentence(quoted.strip('"'))
            return equipment_grant(quoted, inner.traits, inner.status == "modelled")

        def have_kw_quoted(self, c: list[Any]) -> tuple[object, ...]:
            # an Aura's or Equipment's host "has flying and "{T}: ..."": the
            # keywords, quoted abilities with no effect in combat (activated
            # abilities, 602.1), and quoted triggered abilities it has as if
            # printed (613.1f; issue 33, session 11); any other is refused
            granted: list[object] = []
            for quoted in (str(t) for t in c if isinstance(t, Token) and t.type == "QUOTED"):
                inner = parse_sentence(quoted.strip('"'))
                if inner.status != "no_effect":
                    granted.extend(granted_abilities(quoted, inner.status, inner.traits))
            keywords = [k for x in c if isinstance(x, tuple) for k in x]  # a list, or items
            return (*keywords, *granted) or (_NOT_MODELLED,)

    return ToValues()


_COMBAT_DAMAGE_TRIGGER = (
    r"^(when|whenever) (.+? (?:deals? (?:combat )?damage|(?:is|are) dealt (?:combat )?damage)"
    r"(?: to [^,]+)?), (.+?)\.?$"
)


def _combat_damage_trigger(text: str) -> Traits | None:
    """ "Whenever ~ deals combat damage to a player / a creature, EFFECT."
    (or another trigger on combat damage: "whenever equipped creature deals
    combat damage ...", "whenever ~ is dealt damage ...") whose effect the
    grammar does not read: it triggers on the damage (603.2) and goes on the
    stack after it (510.3a). The engine records it, with its effect as
    printed, and does not carry the effect out. The trigger itself is read
    by the grammar, with a stand-in effect; ``None`` when it does not read
    it."""
    found = re.match(_COMBAT_DAMAGE_TRIGGER, text)
    if found is None:
        return None
    word, head, effect = found.groups()
    status, traits, _, _ = _parse_normalized(f"{word} {head}, you gain 1 life", True)
    if status != "modelled" or len(traits.abilities) != 1:
        return None
    [read] = traits.abilities
    if not isinstance(read, BlockTrigger) or not any(
        e.startswith(("combat_damage", "damage_to", "dealt_", "group_combat", "deals_damage"))
        for e in read.events
    ):
        return None
    trigger = BlockTrigger(read.events, (RecordedEffect(effect),), read.subject)
    return Traits(abilities=frozenset({trigger}))


# ---------------------------------------------------------------------------
# the public functions
# ---------------------------------------------------------------------------

_KEYWORD_SEP = r"[,;] "


def _keyword_line(text: str) -> tuple[Ability, ...] | None:
    """The abilities of a line of keywords ("Flying, vigilance"), or ``None``
    when it is not one."""
    key = normalize_keyword_text(text)
    if not key or '"' in key:
        return None
    out: list[Ability] = []
    # keywords are listed with commas, and on some cards with semicolons
    # ("Defender; reach")
    parts = re.split(_KEYWORD_SEP, key)
    if key.startswith("protection from") and "," in key:
        # "protection from black, from red" is one keyword; "protection from red, flying" two
        head, _, tail = key.partition(", ")
        parts = [key] if tail.startswith("from ") else [head, *tail.split(", ")]
    for part in parts:
        try:
            out.extend(parse_keywords(part, suggest=False))
        except ValueError:
            return None
    return tuple(out)


def _keywords_sentence(sentence: str, abilities: tuple[Ability, ...]) -> ParsedSentence:
    refused = next(
        filter(None, map(_refused, re.split(_KEYWORD_SEP, normalize_keyword_text(sentence)))),
        None,
    )
    if refused is not None:
        return ParsedSentence(sentence, "unmodelled", combat=True, error=refused)
    statuses = {keyword_status(a) for a in abilities}
    if "unmodelled" in statuses:
        bad = [str(a) for a in abilities if keyword_status(a) == "unmodelled"]
        return ParsedSentence(
            sentence, "unmodelled", combat=True, error=f"keyword {', '.join(bad)} is not modelled"
        )
    status: Status = "modelled" if "modelled" in statuses else "no_effect"
    combat = status == "modelled"
    return ParsedSentence(sentence, status, Traits(abilities=frozenset(abilities)), combat)


def parse_sentence(sentence: str, *, name: str = "") -> ParsedSentence:
    """Read one sentence of card text (``name``: the card's name, which the
    sentence may use for itself).

    >>> gorger = parse_sentence("Gorger can't be blocked by Walls.", name="Gorger")
    >>> gorger.status, [str(r) for r in gorger.traits.block_rules]
    ('modelled', ["can't be blocked by wall creatures"])
    """
    return _parse(sentence, name)[0]


def _parse(sentence: str, name: str) -> tuple[ParsedSentence, bool]:
    """The parsed sentence, and whether the grammar read all of it."""
    dies = _dies_sentence(sentence, name)
    if dies is not None:
        return dies, True
    keywords = _keyword_line(sentence)
    if keywords is not None:
        return _keywords_sentence(sentence, keywords), True
    if name and name.casefold() in keyword_table() and "~" in normalize(sentence, name):
        name = ""  # a card named like a keyword ("Lifelink"): its text names the keyword
    text = normalize(sentence, name)
    if "be the target of" in text:
        # "~ can't be the target of spells": what a timeline's spell or a
        # trigger may target (601.2c, 603.3d: mtgcombat.text.target_lines)
        from mtgcombat.text.target_lines import refused_target_line, target_traits  # noqa: PLC0415

        kept = target_traits(text)
        if kept is not None:
            return ParsedSentence(sentence, "modelled", kept, True), True
        if refused_target_line(text):
            return ParsedSentence(sentence, "unmodelled", combat=True, error=_TARGET_LINE), True
    if ". then if it has " in text:
        # session 12: "... put a +1/+1 counter on it. Then if it has three or
        # more +1/+1 counters on it, sacrifice ~." (608.2c)
        from mtgcombat.text.then_if_counters import then_if_counters  # noqa: PLC0415

        gated = then_if_counters(text, _parse_normalized)
        if gated is not None:
            return ParsedSentence(sentence, "modelled", gated, True), True
    if "cast" in text or "becomes the target of" in text:
        # a trigger on a spell cast or targeting (601.2i, 601.2c)
        from mtgcombat.text.cast_triggers import cast_trigger  # noqa: PLC0415
        from mtgcombat.text.combat_effect import spell_effect_outside_combat  # noqa: PLC0415

        on_cast = cast_trigger(text, _parse_normalized)
        if on_cast is not None:
            return ParsedSentence(sentence, "modelled", on_cast, True), True
        effect = text.split(", ", 1)[-1]
        if re.match(_BECOMES_TARGET, text) and (
            # the spell countered (701.6) or another effect on the combat
            re.search(r"\bcounter (?:that spell|it)\b", effect)
            or not spell_effect_outside_combat(effect)
        ):
            # a timeline's spell targets it (601.2c, 603.2): never "no effect"
            return ParsedSentence(sentence, "unmodelled", combat=True, error=_TARGET_ERROR), True
    if " enters" in text and text.startswith(("whenever", "alliance", "constellation")):
        # another creature entering: effects the block triggers don't read (603.6a)
        from mtgcombat.text.enters_watch import enters_watch  # noqa: PLC0415

        watched = enters_watch(text, _parse_normalized)
        if watched is not None:
            return _carried_out(ParsedSentence(sentence, "modelled", watched, True)), True
    combat = mentions_combat(text) or bool(re.search(_LIFE_RULES, text))
    if not text or not (combat or re.search(_OTHER_FACTS, text) or _dies_head(text)):
        # nothing the engine reads can be said without a combat word, but
        # for the two facts below: no need to run the grammar; a form that
        # affects combat without one is refused
        refused = _refused(text) if text else None
        if refused is not None:
            return ParsedSentence(sentence, "unmodelled", combat=True, error=refused), True
        misspelt = _keyword_error(sentence)
        if misspelt is not None:
            return ParsedSentence(sentence, "unmodelled", combat=True, error=misspelt), True
        return ParsedSentence(sentence, "no_effect", combat=False), True
    if re.match(_CHAPTER, sentence.strip()):
        # a Saga's chapter ability (714.2b) triggers as a lore counter is put
        # on it, in its controller's precombat main phase (714.3b), before
        # combat: what it did is written into the board, unless what it does
        # lasts into this turn's combat ("whenever ... attacks this turn")
        if re.search(r"\bthis turn\b", text) and re.search(r"\b(?:attack|block|combat)", text):
            return ParsedSentence(sentence, "unmodelled", combat=True, error=_SAGA_THIS_TURN), True
        return ParsedSentence(sentence, "no_effect", combat=combat), True
    status, traits, error, read = _parse_normalized(text, combat)
    if status != "modelled" and "up to one" in text:
        # "up to one target ..." (601.2c): mtgcombat.text.up_to_targets
        from mtgcombat.text.up_to_targets import up_to_one_target  # noqa: PLC0415

        up_to = up_to_one_target(text, lambda t: _parse_normalized(t, combat))
        if up_to is not None:
            status, traits, error, read = "modelled", up_to, "", True
    if status == "modelled" and "that player controls" in text:
        status, traits, error = _that_player_checked(traits)
    if status != "modelled":
        recorded = _combat_damage_trigger(text)
        if recorded is not None:
            return _carried_out(ParsedSentence(sentence, "modelled", recorded, combat)), True
    if status == "modelled" and _dies_head(text):
        status, traits, error = _dies_checked(text, traits, combat)
    if status == "modelled":
        # a trigger carried out in the combat ("another creature enters") is combat text
        combat = combat or bool(_triggers(traits))
        return _carried_out(ParsedSentence(sentence, status, traits, combat, error)), read
    refused = _refused(text) if status == "no_effect" else None
    if refused is not None:
        return ParsedSentence(sentence, "unmodelled", combat=True, error=refused), read
    misspelt = _keyword_error(sentence)
    if misspelt is not None:
        return ParsedSentence(sentence, "unmodelled", combat=True, error=misspelt), read
    return ParsedSentence(sentence, status, traits, combat, error), read


def _that_player_checked(traits: Traits) -> tuple[Status, Traits, str]:
    """A sentence read with "that player controls", refused where the rules
    do not know that player (:mod:`mtgcombat.text.that_player_controls`)."""
    from mtgcombat.text.that_player_controls import refusal  # noqa: PLC0415

    refused = refusal((traits.abilities, traits.statics))
    if refused is None:
        return "modelled", traits, ""
    return "unmodelled", Traits(), refused


def _dies_head(text: str) -> bool:
    from mtgcombat.text.dies_triggers import dies_head  # noqa: PLC0415

    return dies_head(text)


def _dies_checked(text: str, traits: Traits, combat: bool) -> tuple[Status, Traits, str]:
    """A trigger on a death or on life gained the grammar read, refused when
    its effect names the creature that died
    (:func:`mtgcombat.text.dies_triggers.refusal`); without a combat word,
    "no effect" then, for :func:`mtgcombat.text.combat_effect.refusal` to
    judge as before."""
    from mtgcombat.text.dies_triggers import refusal  # noqa: PLC0415

    refused = refusal(text, traits.abilities)
    if refused is None:
        return "modelled", traits, ""
    if not combat:
        return "no_effect", Traits(), ""
    return "unmodelled", Traits(), refused


def _dies_sentence(sentence: str, name: str) -> ParsedSentence | None:
    """Modular N (702.43a), afterlife N (702.135a), undying (702.93a) and
    persist (702.79a), read as their triggered
    abilities (:mod:`mtgcombat.text.dies_triggers`); ``None`` for any other
    line."""
    if not sentence.lower().startswith(("modular", "afterlife", "undying", "persist")):
        return None
    from mtgcombat.text.dies_triggers import afterlife, modular, returns  # noqa: PLC0415

    line = normalize_keyword_text(re.sub(r"\s*\([^)]*\)", "", sentence))
    found = modular(line) or afterlife(line) or returns(line)
    if found is None:
        return None
    return ParsedSentence(sentence, "modelled", Traits(abilities=frozenset({found})), True)


def _refused(text: str) -> str | None:
    """Why a sentence the grammar reads as having no effect does affect
    combat (:func:`mtgcombat.text.combat_effect.refusal`), or ``None``."""
    from mtgcombat.text.combat_effect import refusal  # noqa: PLC0415

    return refusal(text)


def _triggers(traits: Traits) -> list[BlockTrigger]:
    """The triggered abilities a sentence gives, its own and those it grants."""
    found = [a for a in traits.abilities if isinstance(a, BlockTrigger)]
    for static in traits.statics:
        found += [g for g in getattr(static, "grants", ()) if isinstance(g, BlockTrigger)]
    return found


def _carried_out(parsed: ParsedSentence) -> ParsedSentence:
    """A modelled sentence as the engine handles it: "recorded" when a
    trigger it gives is only recorded (603.3, 510.3a), "unmodelled" when the
    engine never looks at it, else unchanged
    (:func:`mtgcombat.rules.carried_out.trigger_handling`).

    >>> populate = "Whenever ~ deals combat damage to a player, populate."
    >>> parse_sentence(populate).status
    'recorded'
    """
    from mtgcombat.rules.carried_out import trigger_handling  # noqa: PLC0415

    handled = {trigger_handling(t) for t in _triggers(parsed.traits)}
    if "ignored" in handled:
        error = "a trigger on a creature of a group dealing combat damage is not carried out"
        return ParsedSentence(parsed.sentence, "unmodelled", combat=True, error=error)
    if "recorded" in handled:
        return ParsedSentence(parsed.sentence, "recorded", parsed.traits, parsed.combat)
    return parsed


def _keyword_error(sentence: str) -> str | None:
    """For a short sentence that reads like a line of keywords but is not
    one ("Protection from rde", "flyng"): the keyword reader's message with
    the closest keyword, which says more than the grammar's. ``None`` when
    the sentence does not look like keywords (no close keyword). A colon
    ends an activated ability's cost (602.1, "{T}: Add {G}."), which no
    keyword has: such a sentence is not looked at."""
    key = normalize_keyword_text(sentence)
    if not key or len(key.split()) > 4 or '"' in key or "~" in key or ":" in key:
        return None
    for part in re.split(_KEYWORD_SEP, key):
        try:
            parse_keywords(part)
        except ValueError as exc:
            import difflib  # noqa: PLC0415 (a misspelling is rare: start-up does without it)

            message = str(exc)
            close = re.search(r"did you mean '([^']+)'", message)
            # a misspelling is close to the keyword as a whole, not merely to
            # its first words ("LEVEL 4+" is no "level up")
            if close and (
                part.startswith("protection from ")
                or difflib.SequenceMatcher(None, part, close.group(1)).ratio() >= 0.8
            ):
                return message
            return None
    return None


_OTHER_FACTS = (
    r"counters put on|lose the game"
    # a "can't" on casting the timeline's spells (101.2; issue 33, session 8)
    r"|^(?:your opponents|players) can't cast spells during\b"
    # another creature entering: a token put onto the battlefield attacking
    # or blocking during the combat triggers it (508.3a, 509.3)
    r"|(?:^|— )(?:when|whenever) (?:~ or )?(?:an?|another) [^,]*\benters\b"
    # a creature becoming tapped: an attacker as it is declared (508.1f)
    r"|(?:^|— )(?:when|whenever) [^,]*\bbecomes (?:un)?tapped,"
    # a permanent's colors changed (layer 5, 613.1e): what protection, fear,
    # intimidate and "except by black creatures" read (702.16, 702.36b)
    r"|\b(?:is|are) (?:an? )?(?:white|blue|black|red|green|colorless|all colors)\b"
    r"(?! (?:spells?|cards?|mana|sources?)\b)"
)
# Sentences that change a combat without a combat word: the life rules
# change what lifelink and life gain do (119.7, 614.1a), a destruction
# replaced changes who survives combat damage (614.1a, 701.19), and a land's
# types change what landwalk evades (305.7, 702.14c). One that is not read
# is refused, never "no effect".
_LIFE_RULES = (
    r"\bwould gain life\b|\bcan't gain life\b|\blose the game for having\b"
    r"|\bwould be destroyed\b"
    # counters put on permanents changed or forbidden (614.1a; a counter may be +1/+1)
    r"|\bcounters would be put on\b|\bwould (?:put|get) one or more counters\b"
    r"|\bcan't have counters put on them\b"
    # "if ~ / another creature would die, exile it instead" (614.1a, 700.4)
    r"|^if (?!that )[^,]*\bwould die, exile (?:it|~|that creature) instead$"
    r"|^(?:all |each |nonbasic |enchanted )?lands? (?:[a-z ]+ )?(?:is|are) (?:an? )?"
    r"(?:plains|islands?|swamps?|mountains?|forests?)\b"
)
_BECOMES_TARGET = r"^(?:[a-z][\w' -]* \u2014 )?(?:when|whenever) [^,]*\bbecomes? the target of\b"
_TARGET_ERROR = (
    "a trigger on becoming the target of a spell: a timeline's spell triggers it (601.2c, 603.2),"
    " and the engine does not carry out this one"
)
_TARGET_LINE = (
    "a line on what can't target a permanent: a timeline's spell or a triggered ability chooses"
    " its targets (601.2c, 603.3d), and the engine does not read this form"
)
_SAGA_THIS_TURN = (
    "a Saga's chapter ability whose effect lasts into this turn's combat (714.3b, 611.2a):"
    " the engine does not carry it out"
)
_CHAPTER = r"^[IVX]+(?:, [IVX]+)* \u2014 "  # "I, II \u2014 ...": a Saga's chapter symbols (714.2a)


@byte_lru(max_bytes=SENTENCE_CACHE_BYTES, maxsize=8192)
def _parse_normalized(text: str, combat: bool) -> tuple[Status, Traits, str, bool]:
    """What a normalised sentence gives (cached: many cards share sentences;
    and kept on disk between runs, :mod:`mtgcombat.text.parse_cache`, so that
    a run meeting only known sentences never builds the grammar)."""
    from mtgcombat.text.parse_cache import lookup, store  # noqa: PLC0415

    found = lookup(text, combat)
    if found is not None:
        return found
    result = _parse_with_grammar(text, combat)
    store(text, combat, result)
    return result


def _parse_with_grammar(text: str, combat: bool) -> tuple[Status, Traits, str, bool]:
    from lark.exceptions import UnexpectedInput, VisitError  # noqa: PLC0415

    try:
        try:
            tree = _parser().parse(text, start="start")
        except UnexpectedInput as exc:
            if not _outside_words().search(text):
                raise
            try:
                tree = _parser().parse(text, start="outside_sentence")
            except UnexpectedInput:
                raise exc from None
        traits = _transformer().transform(tree)
    except UnexpectedInput as exc:
        if not combat:
            return "no_effect", Traits(), "", False
        return "unmodelled", Traits(), _how_far(text, exc), False
    except VisitError as exc:
        inner = exc.orig_exc
        if isinstance(inner, NoEffect):
            # a trigger at the beginning of combat says when it acts (507.1)
            said = str(inner) if str(inner) == BEFORE_ATTACKERS else ""
            return "no_effect", Traits(), said, True
        if isinstance(inner, Unmodelled | ValueError):
            if not combat:
                return "no_effect", Traits(), "", True
            return "unmodelled", Traits(), str(inner), True
        raise
    return "modelled", traits, "", True


def _split_sentences(line: str) -> list[str]:
    """A line's sentences, split after "." outside quotes and parentheses."""
    out: list[str] = []
    depth = 0
    quoted = False
    start = 0
    for i, ch in enumerate(line):
        if ch == '"':
            quoted = not quoted
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
        elif ch == "." and not quoted and depth == 0 and i + 1 < len(line) and line[i + 1] == " ":
            out.append(line[start : i + 1].strip())
            start = i + 1
    if line[start:].strip():
        out.append(line[start:].strip())
    return out


def parse_text(text: str, *, name: str = "") -> tuple[ParsedSentence, ...]:
    """Read a whole card text: one line per ability (113.2c); a line of
    keywords gives one result per keyword; any other line gives one result,
    read whole or, when the grammar does not read it whole, sentence by
    sentence and classified as one ability.

    >>> [p.status for p in parse_text("Flying\\nWhenever Lord blocks, draw a card.", name="Lord")]
    ['modelled', 'no_effect']
    """
    lines = [raw.strip() for raw in text.splitlines() if raw.strip()]
    first_level = next((i for i, line in enumerate(lines) if LEVEL_SYMBOL.match(line)), None)
    bar = next((i for i, line in enumerate(lines) if CLASS_LEVEL_BAR.match(line)), None)
    if bar is not None:  # a Class (716.2a): mtgcombat.text.class_levels
        return _parse_lines(lines[:bar], name) + class_level_lines(_parse_lines(lines[bar:], name))
    if first_level is None:
        return _parse_lines(lines, name)
    # a leveler (711): its striations' abilities apply only at their level
    return _parse_lines(lines[:first_level], name) + level_lines(
        lines[first_level:], lambda part: _parse_lines(part, name)
    )


def _parse_lines(lines: Sequence[str], name: str) -> tuple[ParsedSentence, ...]:
    """The lines of a card's text (stripped, none empty), read one by one."""
    out: list[ParsedSentence] = []
    previous: ParsedSentence | None = None
    skip = 0
    for at, line in enumerate(lines):
        if skip:
            skip -= 1  # a mode of the modal ability above, read with it
            continue
        modal = modal_lines(lines, at, lambda s: parse_sentence(s, name=name))
        if modal is not None:  # "When ~ dies, choose one —" (700.2)
            out.extend(modal)
            skip = len(modal) - 1
            previous = modal[0]
            continue
        dies = _dies_sentence(line, name)  # modular N (702.43a)
        if dies is not None:
            out.append(dies)
            continue
        keywords = _keyword_line(line)
        if keywords is not None:
            parts = re.split(_KEYWORD_SEP, normalize_keyword_text(line))
            if len(parts) > 1 and not line.lower().startswith("protection from"):
                out.extend(parse_sentence(p, name=name) for p in _printed_parts(line))
            else:
                out.append(_keywords_sentence(line, keywords))
            continue
        if line.startswith("\u2022") and previous is not None and previous.status == "no_effect":
            # a mode of the modal ability above ("choose one \u2014"): its status
            out.append(ParsedSentence(line, "no_effect", combat=mentions_combat(line.lower())))
            continue
        whole, read = _parse(line, name)
        pieces = _split_sentences(line)
        if whole.status != "unmodelled" or read or len(pieces) == 1:
            out.append(whole)
        else:
            out.append(_one_ability(line, [parse_sentence(s, name=name) for s in pieces]))
        if not line.startswith("\u2022"):
            previous = whole
    if any(p.status == "modelled" and "attach" in p.sentence.lower() for p in out):
        from mtgcombat.text.attach_lines import attach_checked  # noqa: PLC0415  (701.3a)

        out = list(attach_checked(out))
    return _returns_checked(out, name)


_RETURN_WORDS = re.compile(r"^(?:undying|persist)\b| has (?:undying|persist)\b", re.IGNORECASE)


def _returns_checked(out: list[ParsedSentence], name: str = "") -> tuple[ParsedSentence, ...]:
    """The card's sentences, a line on its own entering read as the ability
    the returned creature triggers (:func:`mtgcombat.text.returns_enters.own_enters`,
    603.6a, 400.7), and undying and persist refused when another line of the
    card still acts as it enters (:func:`mtgcombat.text.dies_triggers.returns_refusal`)."""
    if not any(p.status == "modelled" and _RETURN_WORDS.search(p.sentence) for p in out):
        return tuple(out)
    from mtgcombat.text.dies_triggers import returns_line, returns_refusal  # noqa: PLC0415
    from mtgcombat.text.returns_enters import (  # noqa: PLC0415
        enters_tapped,
        own_enters,
        returned_tapped,
    )

    tapped = False
    if any(p.status == "modelled" and returns_line(p.sentence) for p in out):
        out = [
            (own_enters(p.sentence, name, parse_sentence) or p) if p.status == "no_effect" else p
            for p in out
        ]
        # "~ enters the battlefield tapped": the returned card enters tapped (614.1d)
        tapped = any(p.status == "no_effect" and enters_tapped(p.sentence, name) for p in out)
        if tapped:
            out = [
                returned_tapped(p) if p.status == "modelled" and returns_line(p.sentence) else p
                for p in out
            ]

    # the line folded into the return above no longer refuses it
    pairs = [
        (p.sentence, "modelled" if tapped and enters_tapped(p.sentence, name) else p.status)
        for p in out
    ]
    checked: list[ParsedSentence] = []
    for i, p in enumerate(out):
        why = returns_refusal(p.sentence, pairs[:i] + pairs[i + 1 :])
        if p.status == "modelled" and why is not None:
            p = ParsedSentence(p.sentence, "unmodelled", combat=True, error=why)  # noqa: PLW2901
        checked.append(p)
    return tuple(checked)


def _one_ability(line: str, pieces: list[ParsedSentence]) -> ParsedSentence:
    """A line the grammar does not read whole, from its sentences read one
    by one. A paragraph of card text is one ability (113.2c): a sentence
    such as "Remove a +1/+1 counter from ~." or "The same is true for first
    strike." only continues the one before it, so the line is classified as
    a whole: unmodelled if any sentence is, else modelled if any sentence
    is (with what they give), else no effect."""
    combat = any(p.combat for p in pieces)
    bad = [p for p in pieces if p.status == "unmodelled"]
    if bad:
        where = f'in "{bad[0].sentence}": ' if len(pieces) > 1 else ""
        return ParsedSentence(line, "unmodelled", combat=combat, error=where + bad[0].error)
    modelled = [p for p in pieces if p.status in ("modelled", "recorded")]
    if modelled:
        traits = functools.reduce(operator.or_, (p.traits for p in modelled))
        recorded = any(p.status == "recorded" for p in modelled)
        return ParsedSentence(line, "recorded" if recorded else "modelled", traits, combat)
    kept = functools.reduce(operator.or_, (p.traits for p in pieces), Traits())
    return ParsedSentence(line, "no_effect", kept, combat)


def _printed_parts(line: str) -> list[str]:
    """The keywords of a keyword line as printed (reminder text dropped)."""
    cleaned = re.sub(r"\([^()]*\)", " ", line)
    return [" ".join(p.split()) for p in re.split(r"[,;]", cleaned) if p.strip()]
