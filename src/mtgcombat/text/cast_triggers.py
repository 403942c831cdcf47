"""Card sentences for the abilities that trigger on a spell being cast
(601.2i, 603.2) and on a permanent becoming the target of a spell (601.2c):

* "whenever you cast / a player casts / an opponent casts SPELL, EFFECT",
  SPELL one of "a spell", "a noncreature spell", "an instant or sorcery
  spell", "a white spell", "a colorless spell", "a multicolored spell", "an
  artifact spell", "a nonred spell" and the like (each word a card type or
  a color, 205.2, 105.2);
* magecraft (207.2c): "whenever you cast or copy an instant or sorcery
  spell, EFFECT" (the engine casts spells and copies none);
* heroic (207.2c): "whenever you cast a spell that targets ~, EFFECT";
* "when(ever) ~ becomes the target of a spell (or ability), EFFECT".

The effect is read with the grammar's effects of a triggered ability about
the permanent itself (:mod:`mtgcombat.text.block_triggers`): a stand-in
trigger "whenever ~ blocks, EFFECT" is parsed and its effects kept, each
one the rules carry out when a spell triggers it
(:mod:`mtgcombat.rules.triggers_cast`): +N/+N or a keyword until end of
turn for ~ or a target, counters on ~, "creatures you control get +N/+N",
life, sacrificing ~, tapping a target, damage to a target; a cost paid as it
resolves ("you may pay {1}. If you do, ...", 118.3), counters on each
creature you control, untapping, destroying or returning a target, base
power and toughness set (613.4b), tokens, drawing. Another effect,
or another spell condition, leaves the sentence to the parser's refusal.

>>> from mtgcombat.text.parser import _parse_normalized as read
>>> [str(a) for a in cast_trigger("whenever you cast a noncreature spell, "
...                               "put a +1/+1 counter on ~", read).abilities]
['whenever you cast a noncreature spell, put 1 +1/+1 counter(s) on it']
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from mtgcombat.core.abilities import (
    BlockTrigger,
    CantBlockEffect,
    CounterEffect,
    DamageEffect,
    DestroyEffect,
    DrawEffect,
    ExileEffect,
    GroupKeywordEffect,
    GroupPumpEffect,
    KeywordEffect,
    LifeEffect,
    PumpEffect,
    ReturnToHandEffect,
    SacrificeEffect,
    Selector,
    SelfCounterRemovalEffect,
    SelfUntapEffect,
    TapEffect,
    TriggerEffect,
    TriggerEvent,
)
from mtgcombat.core.attack_effect_values import (
    GroupCounterEffect,
    PayCostEffect,
    PTLayerEffect,
    SacrificeCostEffect,
    UntapTargetEffect,
)
from mtgcombat.core.counted_values import BlockRuleEffect
from mtgcombat.core.effect_values import TokenEffect
from mtgcombat.core.named_counter_values import NamedCounterEffect
from mtgcombat.core.selector_values import Compare
from mtgcombat.core.spell_filters import HISTORIC, SPELL_SUBTYPES, colors_any
from mtgcombat.text.cast_conditions import cast_when
from mtgcombat.text.keywords import subtype_table
from mtgcombat.text.player_target_effects import player_target_trigger
from mtgcombat.text.traits import Status, Traits

Reader = Callable[[str, bool], tuple[Status, Traits, str, bool]]
"""The grammar's reader of a normalized sentence (the parser's)."""

_CAST = re.compile(
    r"^(?:[a-z][\w' -]* \u2014 )?(?:when|whenever) (?P<who>you cast or copy|you cast"
    r"|a player casts or copies|a player casts|an opponent casts or copies|an opponent casts) "
    r"(?P<spell>an? [a-z ,]*?spell(?: that's both [a-z]+ and [a-z]+"
    r"| that's [a-z]+(?:, [a-z]+)*,? or [a-z]+| with mana value \d+ or (?:greater|less))?)"
    r"(?P<targets> that targets ~)?, "
    r"(?P<effect>.+?)\.?$"
)
_TARGET = re.compile(
    r"^(?:[a-z][\w' -]* \u2014 )?(?:when|whenever) ~ becomes the target of "
    r"(?P<of>a spell or ability|a spell)(?P<opponent> an opponent controls)?, (?P<effect>.+?)\.?$"
)
_ITS_CONTROLLER = r"\bthat spell(?: or ability)?'s controller\b"
_TARGET_KIND: dict[tuple[str, bool], TriggerEvent] = {
    ("a spell or ability", False): "becomes_target",
    ("a spell", False): "becomes_target_of_spell",
    # session 11: "... an opponent controls" (102.2)
    ("a spell or ability", True): "becomes_target_opponent",
    ("a spell", True): "becomes_target_of_spell_opponent",
}
_WHO: dict[str, TriggerEvent] = {
    "you cast": "cast_spell",
    "you cast or copy": "cast_spell",
    "a player casts": "cast_spell_any",
    "an opponent casts": "cast_spell_opponent",
    # issue 33 (session 10): a copy is not cast (707.10) and the engine
    # copies no spell, so these trigger on the spells cast alone
    "a player casts or copies": "cast_spell_any",
    "an opponent casts or copies": "cast_spell_opponent",
}
_TYPES = frozenset({"artifact", "creature", "enchantment", "instant", "sorcery", "planeswalker"})
_COLORS = frozenset({"white", "blue", "black", "red", "green"})
_COUNTS = frozenset({"colorless", "multicolored", "monocolored"})
_SPELL_SUBTYPES = SPELL_SUBTYPES


def _creature_type(word: str) -> bool:
    """Whether ``word`` is a creature type in the singular (205.3m)."""
    kind = subtype_table().get(word)
    return kind is not None and kind == ("creature", word)


def spell_condition(words: str) -> Selector | None:
    """The condition "a noncreature spell" names, as a spell's
    :class:`~mtgcombat.core.abilities.Selector` (see
    :mod:`mtgcombat.core.spell_filters`); ``ValueError`` for words that are
    not card types or colors.

    >>> str(spell_condition("an instant or sorcery spell").any_of[1].types)
    "frozenset({'sorcery'})"
    >>> spell_condition("a spell") is None
    True
    """
    value = re.match(r"^(?P<spell>.+) with mana value (?P<n>\d+) or (?P<op>greater|less)$", words)
    if value is not None:
        # issue 33: "a spell with mana value 4 or greater" (202.3)
        compare = Compare("mana value", ">=" if value["op"] == "greater" else "<=", int(value["n"]))
        plain = spell_condition(value["spell"]) or Selector(types=frozenset())
        return dataclasses.replace(plain, compares=(compare,))
    listed = re.match(r"^a spell that's ((?:[a-z]+, )*[a-z]+,? or [a-z]+)$", words.strip())
    if listed is not None and not listed[1].startswith("both "):
        # issue 33: "a spell that's white, blue, black, or red": one of them (105.2)
        colors = re.split(r",? or |, ", listed[1])
        if not set(colors) <= _COLORS or len(set(colors)) != len(colors):
            raise ValueError(words)
        return colors_any(colors)
    both = re.match(r"^a spell that's both ([a-z]+) and ([a-z]+)$", words.strip())
    if both is not None:
        # issue 33 (session 9): each of two colors (105.2; the Shadowmoor Mimics)
        if not {both[1], both[2]} <= _COLORS or both[1] == both[2]:
            raise ValueError(words)
        return Selector(types=frozenset(), colors=frozenset({both[1], both[2]}))
    words = re.sub(r"^an? ", "", words.strip()).removesuffix(" spell").strip()
    if words == "spell" or not words:
        return None
    if words == "historic":
        return HISTORIC  # 700.6
    # "an instant, sorcery, or Wizard spell" (issue 33)
    alternatives = re.split(r",? or |, ", words)
    if len(alternatives) > 1 and any(" " in a for a in alternatives):
        # "a white or blue instant or sorcery spell": (white or blue) and
        # (instant or sorcery), not one list of kinds; not read
        raise ValueError(words)
    if len(alternatives) > 1:
        return Selector(types=frozenset(), any_of=tuple(_one(a) for a in alternatives))
    return _one(words)


def _one(words: str) -> Selector:
    types: set[str] = set()
    not_types: set[str] = set()
    colors: set[str] = set()
    not_colors: set[str] = set()
    count = ""
    subtypes: set[str] = set()
    for word in words.split():
        bare = word.removeprefix("non")
        negated = word != bare
        if bare in _TYPES:
            (not_types if negated else types).add(bare)
        elif bare in _COLORS:
            (not_colors if negated else colors).add(bare)
        elif word in _SPELL_SUBTYPES or _creature_type(word):
            # issue 33: "a Spirit or Arcane spell" (205.3)
            subtypes.add(word)
        elif word in _COUNTS:
            if count:
                raise ValueError(words)
            count = word
        else:
            raise ValueError(words)
    if len(colors) > 1 or len(subtypes) > 1:
        raise ValueError(words)  # "a white blue spell" is no printed form
    return Selector(
        subtypes=frozenset(subtypes),
        types=frozenset(types),
        not_types=frozenset(not_types),
        colors=frozenset(colors),
        not_colors=frozenset(not_colors),
        color_count=count,  # type: ignore[arg-type]
    )


def _carried(effect: TriggerEffect) -> bool:
    """Whether the rules carry out ``effect`` for a spell's trigger: one on
    the permanent itself ("it"), a target chosen (603.3d), a group, or its
    controller's life."""
    if isinstance(effect, PumpEffect):
        # (a count "for each ..." is taken as it resolves, 608.2h)
        return effect.target in ("it", "target") and not effect.per
    if isinstance(effect, KeywordEffect | TapEffect):
        return effect.target in ("it", "target")
    if isinstance(effect, SacrificeEffect):
        return effect.target == "it"
    if isinstance(effect, CounterEffect):
        # issue 33: "put a +1/+1 counter on target creature" (603.3d)
        return effect.target in ("it", "target") and not effect.that_many
    if isinstance(effect, CantBlockEffect):
        # issue 33: "target creature can't block this turn" (509.1a)
        return effect.target == "target"
    if isinstance(effect, GroupPumpEffect):
        return effect.per is None
    if isinstance(effect, GroupKeywordEffect):
        return True
    if isinstance(effect, LifeEffect):
        # issue 33: "each opponent loses 1 life" (119.3)
        return effect.player in ("you", "each_opponent") and not (
            effect.that_much or effect.by_power or effect.by_toughness
        )
    if isinstance(effect, DamageEffect):
        # issue 33: "~ deals 1 damage to each opponent" (120.3), "to each
        # creature without flying" (one not read from a defending player)
        each = effect.target == "each" and not (
            effect.target_filter is not None and effect.target_filter.controller == "defending"
        )
        return (effect.target in ("target", "each_opponent") or each) and not (
            effect.by_power or effect.by_it or effect.that_much
        )
    return _carried_more(effect)


def _carried_more(effect: TriggerEffect) -> bool:
    """Issue 33 (session 8): the further effects the rules carry out for a
    spell's trigger, each on its controller, a target chosen (603.3d) or a
    group read relative to the permanent: a cost paid as it resolves, "you
    may pay {1}. If you do, ..." (118.3, 603.5); counters on each creature
    you control (122.1); untapping a target (701.26b); base power and
    toughness set (613.4b); destroying or returning a target (701.8, 400.7);
    drawing (121.1, recorded); creature tokens (111.1); "sacrifice a
    creature" (701.21a); counters of a kind on the permanent itself, "put a
    charge counter on ~" (122.1, session 10)."""
    if isinstance(
        effect,
        PayCostEffect | UntapTargetEffect | SacrificeCostEffect | DrawEffect,
    ) or (isinstance(effect, NamedCounterEffect) and not effect.remove):
        # session 10: "put a charge counter on ~" (122.1)
        return True
    if isinstance(effect, GroupCounterEffect):
        return effect.affected.controller != "defending"
    if isinstance(effect, PTLayerEffect | DestroyEffect):
        return effect.target in ("it", "target")
    if isinstance(effect, ReturnToHandEffect):
        # session 11: "return ~ to its owner's hand" (400.7; it leaves combat, 506.4)
        return effect.target in ("it", "target") and not effect.from_graveyard
    if isinstance(effect, ExileEffect):
        return effect.target == "it"  # session 11: "exile ~" (406.2)
    if isinstance(effect, TokenEffect):
        return not effect.that_many and effect.later is None
    if isinstance(effect, BlockRuleEffect):
        # issue 33 (session 9): "~ ... and can't be blocked this turn" (509.1b)
        return effect.rule == "cant_be_blocked" and effect.target in ("it", "self")
    return False


_ON_ITSELF: dict[str, BlockTrigger] = {
    # issue 33: on the permanent itself (122.1, 701.26)
    "remove a -1/-1 counter from ~": BlockTrigger(("blocks",), (SelfCounterRemovalEffect(),)),
    "untap ~": BlockTrigger(("blocks",), (SelfUntapEffect(),)),
    "you may untap ~": BlockTrigger(("blocks",), (SelfUntapEffect(),), optional=True),
    # session 11: exiled, it leaves the battlefield and the combat (406.2, 506.4)
    "exile ~": BlockTrigger(("blocks",), (ExileEffect("it"),)),
    # session 11: tapped, it can't be declared as a blocker (509.1a); an
    # attacker stays in combat (506.4)
    "tap ~": BlockTrigger(("blocks",), (TapEffect("it"),)),
}
"""Effects on the permanent itself that the grammar reads as having no
effect on a block (a blocker's counters are read at damage; a blocker
untapped changes nothing): a spell cast in the combat changes its toughness,
or lets it block (509.1a)."""


_YOU_MAY_HAVE = re.compile(r"^you may have (?P<who>target [a-z ]+?) get (?P<what>[+-].+)$")


def _effects(effect: str, read: Reader, caster: bool = False) -> BlockTrigger | None:
    """The effects of a trigger about ~ itself, read by the grammar (``read``,
    the parser's) from a stand-in trigger; ``None`` when it does not read them
    or one of them is not carried out for a spell's trigger. ``caster``:
    "that player" is the spell's caster (another player's spell)."""
    if effect in _ON_ITSELF:
        return _ON_ITSELF[effect]
    have = _YOU_MAY_HAVE.match(effect)
    if have is not None:
        # issue 33: "you may have target creature get -1/-1 until end of
        # turn": the same effect as "target creature gets ...", optional
        # (603.5: its controller chooses as it resolves)
        gets = f"{have['who']} gets {have['what'].replace(' and gain ', ' and gains ')}"
        one = _effects(gets, read, caster)
        return None if one is None or one.optional else dataclasses.replace(one, optional=True)
    # session 11: "target opponent loses 1 life and you gain 1 life" (119.3, 115.1)
    return _parts(effect, read, caster) or player_target_trigger(effect, read)


_UNBLOCKABLE = re.compile(
    r"^(?P<first>~ gets [+-]\d+/[+-]\d+ until end of turn) and can't be blocked this turn$"
)
_THEN_UNTAP = re.compile(r"^(?P<first>~ [^.]+)\. untap (?:it|~)$")  # "it": ~ itself


def _parts(effect: str, read: Reader, caster: bool) -> BlockTrigger | None:
    """Issue 33 (session 10): an effect in two parts the stand-in trigger does
    not read as one: "~ gets +1/+0 until end of turn and can't be blocked
    this turn" (613.4c, 509.1b: read as two sentences), and "~ gets +1/+1
    until end of turn. Untap it." (701.26b: the untap on ~ itself)."""
    unblockable = _UNBLOCKABLE.match(effect)
    if unblockable is not None:
        return _read_effects(f"{unblockable['first']}. ~ can't be blocked this turn", read, caster)
    untap = _THEN_UNTAP.match(effect)
    if untap is not None:
        first = _effects(untap["first"], read, caster)
        if first is None or first.optional:
            return None
        return dataclasses.replace(first, effects=(*first.effects, SelfUntapEffect()))
    return _read_effects(effect, read, caster)


def _read_effects(effect: str, read: Reader, caster: bool) -> BlockTrigger | None:
    """The effects read by the grammar from the stand-in trigger (below)."""
    # "then scry 1" (or a last sentence "Scry 1.", issue 33) looks at a
    # library (701.22): nothing in the combat changes
    effect = re.sub(r"(?:,? then|\.) scry \d+$", "", effect)
    status, traits, _, _ = read(f"whenever ~ blocks, {effect}", True)
    caster = caster and re.search(r"\bthat player\b", effect) is not None
    if caster and status != "modelled":
        # issue 33: "~ deals 2 damage to that player", the spell's caster
        # (601.2i): read as the player of a trigger on damage dealt to one
        status, traits, _, _ = read(f"whenever ~ deals combat damage to a player, {effect}", True)
    if (
        status != "modelled"
        or len(traits.abilities) != 1
        or traits != Traits(abilities=traits.abilities)
    ):
        return None
    [value] = traits.abilities
    if not isinstance(value, BlockTrigger) or not all(
        _carried(e) or (caster and _caster_carried(e)) for e in value.effects
    ):
        return None
    return value


_BY_MANA_VALUE = re.compile(
    r"^(?P<who>.+) gets \+x/\+(?P<t>x|0) until end of turn, where x is that spell's mana value$"
)


def _by_mana_value(effect: str, read: Reader) -> BlockTrigger | None:
    """Issue 33: "~ gets +X/+X (or +X/+0) until end of turn, where X is that
    spell's mana value" (202.3, 608.2h): the pump read as +1/+1 (or +1/+0)
    for each 1 of the mana value of the spell that triggered it; ``None``
    for another effect.

    >>> from mtgcombat.text.parser import _parse_normalized as read
    >>> str(_by_mana_value("~ gets +x/+0 until end of turn, where x is that spell's mana value",
    ...                    read).effects[0])
    "it gets +1/+0 until end of turn for each 1 of that spell's mana value"
    """
    by = _BY_MANA_VALUE.match(effect)
    if by is None:
        return None
    toughness = "1" if by["t"] == "x" else "0"
    one = _effects(f"{by['who']} gets +1/+{toughness} until end of turn", read)
    if one is None or len(one.effects) != 1 or not isinstance(one.effects[0], PumpEffect):
        return None
    pump = dataclasses.replace(one.effects[0], per="spell_mana_value")
    return dataclasses.replace(one, effects=(pump,))


def _caster_carried(effect: TriggerEffect) -> bool:
    """Whether ``effect`` is one the rules carry out on "that player", the
    caster of the spell that triggered it (issue 33; 601.2i): damage dealt
    to them (120.3), life they lose (119.3)."""
    if isinstance(effect, DamageEffect):
        return effect.target == "that_player" and not (
            effect.by_power or effect.by_it or effect.that_much
        )
    if isinstance(effect, LifeEffect):
        return effect.player == "that_player" and not (
            effect.that_much or effect.by_power or effect.by_toughness
        )
    return False


def cast_trigger(text: str, read: Reader) -> Traits | None:
    """The ability a normalized sentence gives, if it is one of the forms
    above with an effect carried out; else ``None``. ``read`` reads a
    sentence with the grammar (the parser's cached reader).

    >>> from mtgcombat.text.parser import _parse_normalized as read
    >>> str(next(iter(cast_trigger("heroic \\u2014 whenever you cast a spell that targets ~, "
    ...                            "put two +1/+1 counters on ~", read).abilities)))
    'whenever you cast a spell that targets this creature, put 2 +1/+1 counter(s) on it'
    >>> cast_trigger("whenever you cast a spell of the chosen color, draw a card", read)
    """
    text, when = cast_when(text)  # issue 33: a cast's turn, count or kicker
    cast = _CAST.match(text)
    if cast is not None:
        if cast["who"].endswith(("or copy", "or copies")) and cast["targets"]:
            return None
        try:
            condition = spell_condition(cast["spell"])
        except ValueError:
            return None
        if condition is not None and "creature" in condition.types:
            # a creature spell: none is cast during combat (307.1, 601.2);
            # the parser files the line as it did ("no effect")
            return None
        event: TriggerEvent = "cast_spell_targeting" if cast["targets"] else _WHO[cast["who"]]
        if cast["targets"] and cast["who"] != "you cast":
            return None
        others = cast["who"].startswith(("a player casts", "an opponent casts"))
        effect = cast["effect"]
        if others:
            # "they lose 1 life": "they" is the spell's caster (issue 33)
            effect = re.sub(r"^they lose ", "that player loses ", effect)
        read_in = _by_mana_value(effect, read) or _effects(effect, read, caster=others)
        if read_in is None:
            return None
        value = BlockTrigger(
            (event,), read_in.effects, other=condition, optional=read_in.optional,
            if_you_do=read_in.if_you_do, when=when,
        )  # fmt: skip
        return Traits(abilities=frozenset({value}))
    if when is not None:
        return None
    target = _TARGET.match(text)
    if target is not None:
        # session 11: the spell's controller is its caster (601.2c, 601.2i):
        # "that player" of the trigger (rules.triggers_cast)
        effect = re.sub(_ITS_CONTROLLER, "that player", target["effect"])
        read_in = _effects(effect, read, caster=True)
        if read_in is None:
            return None
        kind: TriggerEvent = _TARGET_KIND[target["of"], bool(target["opponent"])]
        value = BlockTrigger(
            (kind,), read_in.effects, optional=read_in.optional, if_you_do=read_in.if_you_do
        )
        return Traits(abilities=frozenset({value}))
    # session 12: "when enchanted creature becomes the target of a spell or
    # ability, destroy ~" (the host's event, 303.4, 603.2)
    from mtgcombat.text.host_target_triggers import host_target_trigger  # noqa: PLC0415

    return host_target_trigger(text, read)
