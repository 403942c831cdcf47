"""Card sentences for the triggered abilities on deaths and on life gained
that resolve in the combat damage step with its other triggers (700.4,
603.6c, 603.10a, 119.9, 510.3a).

The grammar's ``dies_trigger`` rules (card.lark, their own block) read:

* "when ~ dies / is put into a graveyard from the battlefield, EFFECT"
  (event ``dies``, no subject: the permanent itself);
* "whenever SEL dies" ("another creature you control", "a creature an
  opponent controls", "a nontoken creature"...) and "whenever ~ or SEL
  dies" (event ``dies``, the selector as the subject, read relative to the
  permanent with the ability: "another" leaves it out);
* "whenever a creature dealt damage by ~ this turn dies"
  (``dealt_damage_by_dies``);
* "whenever you gain life" (``gain_life``: once per life-gain event, 119.9);

"undying" and "persist" (702.93a, 702.79a, :func:`returns`), "afterlife N"
(702.135a, :func:`afterlife`) and "modular N" (702.43a)
are read here too, without the grammar: a modular permanent enters with N
+1/+1 counters (written in the scenario), and "when it dies, you may put its +1/+1
counters on target artifact creature".

Who the effects reach: "~" (and, for the permanent's own death, "it") is
the permanent with the ability, as it last existed if it died (608.2h: "it
deals damage equal to its power"); "target SEL" and "any target" are chosen
as the ability is put on the stack (603.3d). A sentence whose effect names
the creature that died ("it", "that creature", "its power" in a trigger on
another creature's death), a player not named by the event ("that
player", "defending player"), or a count taken from the combat (for each
creature blocking it) is refused: the engine does not say who that is.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from typing import Any

from mtgcombat.core.abilities import (
    BlockTrigger,
    CountersOnTargetEffect,
    DamageEffect,
    DestroyEffect,
    DiscardEffect,
    DrawEffect,
    ExileEffect,
    LibraryEffect,
    LifeEffect,
    Selector,
    TriggerEffect,
    TriggerEvent,
)
from mtgcombat.core.attack_effect_values import PayCostEffect, UntapTargetEffect
from mtgcombat.core.conditions import PermanentCount, PlayerIs, PoisonCounters
from mtgcombat.core.counted_values import InterveningIf
from mtgcombat.core.effect_values import ReturnEffect, SelfUntapEffect, TokenEffect
from mtgcombat.core.keywords import Keyword
from mtgcombat.core.triggered import ReturnToHandEffect, TapEffect
from mtgcombat.rules.player_targets import PLAYER_TARGETS
from mtgcombat.rules.spell_keyword_counters import KEYWORD_COUNTER_KINDS  # 122.1b
from mtgcombat.text.block_triggers import (
    TriggerNoEffect,
    TriggerNotModelled,
    _Chosen,
    _fields,
    _group,
    _number,
    block_trigger_value,
)
from mtgcombat.text.host_pair_triggers import check_host_effects

DIES_EVENTS: frozenset[TriggerEvent] = frozenset(
    {"dies", "dealt_damage_by_dies", "gain_life", "leaves", "dies_or_exiled"}
)
"""The trigger events of this module's sentences."""

_HEAD = re.compile(
    r"^(?:when|whenever) (?:[^,]* (?:dies|is put into a graveyard from the battlefield"
    r"|leaves the battlefield|dies or is put into exile from the battlefield)"
    r"|you gain life|an opponent gains life|one or more \+1/\+1 counters are put on [^,]*),"
)
_MODULAR = re.compile(r"^modular (\d+)$")
_AFTERLIFE = re.compile(r"^afterlife (\d+)$")
_RETURNS = {"undying": ReturnEffect(plus=True), "persist": ReturnEffect(plus=False)}
# the creature that died or a player the event does not name, in the effect
# of a trigger on another creature's death
_NAMES_THE_DEAD = re.compile(r"\b(?:it|its|it's|that creature(?:'s)?|they|their)\b")
_PLAYERS = frozenset({"defending", "other_controller", "it_controller", "that_player"})
_CREATURES = frozenset({"it", "target", "each", "attacking", "attacking_yours", "host"})
# the players a death's damage may reach: each opponent, each player (120.3)
_EACH_PLAYERS = frozenset({"each_opponent", "each_player"})
_ARTIFACT_CREATURE = Selector(types=frozenset({"artifact", "creature"}))
# the intervening "if" conditions a trigger on a death reads (603.4): about
# a player (the city's blessing, the monarch, poison) or the permanents
# someone controls, never about the creature that died
# the effects whose target may be a noncreature permanent ("destroy target
# artifact or enchantment", "tap target nonland permanent"): the target is
# checked against its selector alone (115.1, 603.3d; rules.triggers_targets)
_ANY_PERMANENT = (DestroyEffect, ReturnToHandEffect, TapEffect, UntapTargetEffect, ExileEffect)
BOARD_CONDITIONS = (PermanentCount, PlayerIs, PoisonCounters)
"""The intervening "if" conditions (603.4) about a player or the board, read
the same from any permanent of the ability's controller."""


def dies_head(text: str) -> bool:
    """Whether a normalised sentence begins with a trigger on a death or on
    life gained (the parser then reads it with the grammar even without a
    combat word).

    >>> dies_head("when ~ dies, you gain 3 life"), dies_head("when ~ enters, draw a card")
    (True, False)
    """
    return bool(_HEAD.match(text))


def modular(text: str) -> BlockTrigger | None:
    """Modular N's triggered ability (702.43a): "when this permanent is put
    into a graveyard from the battlefield, you may put a +1/+1 counter on
    target artifact creature for each +1/+1 counter on this permanent" (its
    counters as it last existed, 608.2h). The counters it enters with
    (702.43a's static ability, 614.1c) are the scenario's to write. ``None``
    when the normalised line is not modular N.

    >>> print(modular("modular 2"))  # doctest: +NORMALIZE_WHITESPACE
    whenever this creature dies, you may: put its +1/+1 counters on a target
    among artifact creatures
    """
    found = _MODULAR.match(text.strip().lower())
    if found is None:
        return None
    effect = CountersOnTargetEffect(_ARTIFACT_CREATURE, its_counters=True)
    return BlockTrigger(("dies",), (effect,), optional=True)


def afterlife(text: str) -> BlockTrigger | None:
    """Afterlife N's triggered ability (702.135a): "when this permanent
    dies, create N 1/1 white and black Spirit creature tokens with
    flying". ``None`` when the normalised line is not afterlife N.

    >>> print(afterlife("afterlife 2"))
    whenever this creature dies, create 2 1/1 black and white Spirit creature tokens with flying
    """
    found = _AFTERLIFE.match(text.strip().lower())
    if found is None:
        return None
    spirits = TokenEffect(
        int(found.group(1)), 1, 1, frozenset({"white", "black"}), ("Spirit",), (Keyword.FLYING,)
    )
    return BlockTrigger(("dies",), (spirits,))


def returns(text: str) -> BlockTrigger | None:
    """Undying (702.93a) and persist (702.79a) as their triggered
    abilities: "when this creature dies, if it had no +1/+1 (-1/-1)
    counters on it, return it to the battlefield under its owner's control
    with a +1/+1 (-1/-1) counter on it". ``None`` for any other line.

    >>> print(returns("persist"))  # doctest: +NORMALIZE_WHITESPACE
    whenever this creature dies, if it had no -1/-1 counters on it, return it to the
    battlefield with a -1/-1 counter on it
    """
    effect = _RETURNS.get(text.strip().lower())
    return None if effect is None else BlockTrigger(("dies",), (effect,))


RETURN_ENTERS = "the returned creature's own ability on entering the battlefield is not carried out"
_ENTERS = re.compile(r"\benters?\b")
# a trigger on entering whose whole effect moves cards between a library, a
# hand and a graveyard (121.1, 701.13, 701.22, 701.25; session 12: cards
# returned from a graveyard to a hand, Twilight Shepherd, 400.7): when the
# returned creature triggers it (603.6a), nothing on the battlefield changes
_INERT_ENTERS = re.compile(
    r"^(?:when|whenever) [^,]*\benters?\b[^,]*, (?:you may )?(?:draw (?:a card|\w+ cards)"
    r"|target player mills \w+ cards|mill \w+ cards|scry \d+|surveil \d+"
    r"|return to your hand all cards in your graveyard that were put there from the"
    r" battlefield this turn)\.?$"
)


def returns_line(sentence: str) -> bool:
    """Whether a printed line is undying or persist (its reminder text aside).

    >>> returns_line("Persist (When this creature dies, ...)"), returns_line("Flying")
    (True, False)
    """
    return _return_key(sentence) is not None


def _return_key(sentence: str) -> str | None:
    """ "undying" or "persist" when the printed line is one, or grants it to
    the permanent itself ("~ has persist as long as you control a black
    creature", session 10); None otherwise."""
    key = re.sub(r"\s*\([^)]*\)", "", sentence).strip().lower()
    if key in _RETURNS:
        return key
    found = _SELF_GRANT.match(key)
    return found.group(1) if found else None


_SELF_GRANT = re.compile(r"^[^,.]+ has (undying|persist)(?: as long as [^.]*)?\.?$")


def returns_refusal(own: str, others: Sequence[tuple[str, str]]) -> str | None:
    """Why undying or persist (the sentence ``own``) is refused on a card
    whose other lines (``(sentence, status)`` pairs) include one on its
    entering the battlefield read as having no effect ("when ~ enters, you
    gain 2 life", "~ enters tapped"): the card returning would apply it
    (603.6a, 614.1c), which the engine does not do. A trigger on entering
    that only draws, mills, scries or surveils changes nothing on the
    battlefield when the returned card triggers it: it does not refuse. ``None`` when ``own``
    is not undying or persist, or no such line is there.

    >>> returns_refusal("Persist", [("When ~ enters, you gain 2 life.", "no_effect")])
    "the returned creature's own ability on entering the battlefield is not carried out"
    >>> returns_refusal("Persist", [("Flying", "modelled")]) is None
    True
    >>> mills = "When Geralf's Mindcrusher enters the battlefield, target player mills five cards."
    >>> returns_refusal("Undying", [(mills, "no_effect")]) is None
    True
    """
    if _return_key(own) is None:
        return None
    for text, status in others:
        said = text.lower()
        if status == "no_effect" and _ENTERS.search(said) and not _INERT_ENTERS.match(said):
            return RETURN_ENTERS
    return None


def refusal(text: str, abilities: frozenset[Any]) -> str | None:
    """Why a sentence the grammar read as a trigger on another creature's
    death is refused: its effect names the creature that died or its
    controller, which the engine's effects do not reach ("it deals damage
    equal to its power", "that creature's controller loses 1 life").

    >>> refusal("whenever another creature dies, put a +1/+1 counter on it", frozenset())
    'the effect names the creature that died (it)'
    """
    head, _, effect = text.partition(", ")
    self_death = re.match(
        r"^(?:when|whenever) (?:~|it|you cycle ~ or it) (?:dies|is put into|leaves|enters)",
        head,
    )
    if (
        self_death
        or head.startswith(("whenever you gain life", "whenever an opponent gains life"))
        or head.endswith("counters are put on ~")
    ):
        return None
    # "It has 'Sacrifice this creature: Add {C}.'": "it" is the token made
    # ... and "that creature's controller" is the one who controlled the
    # creature that died, as it last existed (608.2h; other_controller)
    effect = effect.replace('. it has "sacrifice ~: add {c}."', "")
    # the card it became in the graveyard, which the ability finds (400.7d)
    effect = re.sub(r"^return (?:it|that card) to its owner's hand$", "", effect)
    # or to the battlefield, a new object (400.7; session 10)
    effect = re.sub(
        r"^return (?:it|that card) to the battlefield(?: tapped)? under (?:its owner's|your)"
        r" control(?: with an? \S+ counter on it)?$",
        "",
        effect,
    )
    found = _NAMES_THE_DEAD.search(effect.replace("that creature's controller", "its_controller"))
    if found is None:
        return None
    return f"the effect names the creature that died ({found.group()})"


def _plus_one(c: list[Any]) -> None:
    """Refuses counters of another kind than +1/+1 (122.1)."""
    pump = next(x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))
    if (pump.power, pump.toughness) != (1, 1):
        raise TriggerNotModelled(f"{pump.power:+d}/{pump.toughness:+d} counters put on a permanent")


def _events(c: list[Any]) -> tuple[TriggerEvent, ...]:
    """The events of a head: "dies" unless it leaves the battlefield
    (603.6c) or also enters it (603.6a)."""
    return next((x for x in c if isinstance(x, tuple) and x), ("dies",))


class DiesTriggerValues:
    """Transformer methods for the ``dies_trigger`` rules of card.lark.

    >>> from mtgcombat.text import parse_sentence
    >>> parsed = parse_sentence("Whenever another creature you control dies, you gain 1 life.")
    >>> [str(v) for v in parsed.traits.values()]
    ['whenever one of the other creatures you control dies (it: this permanent), you gain 1 life']
    """

    def di_leaves(self, c: list[Any]) -> tuple[TriggerEvent, ...]:
        return ("leaves",)

    def di_dies_or_exiled(self, c: list[Any]) -> tuple[TriggerEvent, ...]:
        return ("dies_or_exiled",)

    def di_enters_or_dies(self, c: list[Any]) -> tuple[TriggerEvent, ...]:
        return ("enters", "dies")

    def di_enters_or_leaves(self, c: list[Any]) -> tuple[TriggerEvent, ...]:
        return ("enters", "leaves")

    def di_creature_or_walker(self, c: list[Any]) -> Selector:
        # "another creature or planeswalker you control": the group's other
        # words, of either card type (205.2a; a union, ``any_of``)
        either = (Selector(), Selector(types=frozenset({"planeswalker"})))
        parts = [x for x in c if isinstance(x, dict)]
        return self.sel([*parts, {"types": frozenset(), "any_of": either}])  # type: ignore[attr-defined, no-any-return]

    def di_self(self, c: list[Any]) -> dict[str, Any]:
        return {"events": _events(c), "subject": None}

    def di_group(self, c: list[Any]) -> dict[str, Any]:
        subject = next(x for x in c if isinstance(x, Selector))
        return {"events": _events(c), "subject": subject}

    def di_self_or_group(self, c: list[Any]) -> dict[str, Any]:
        # "~ or another creature you control (with power 5 or greater)": two
        # trigger conditions, the permanent's own death and another's, each
        # its own ability value (the permanent need not match the group)
        subject = next(x for x in c if isinstance(x, Selector))

        other = dataclasses.replace(subject, other=True)
        return {"events": _events(c), "subject": other, "also_self": True}

    def di_dealt_by(self, c: list[Any]) -> dict[str, Any]:
        return {"events": ("dealt_damage_by_dies",), "subject": None}

    def di_dealt_by_group(self, c: list[Any]) -> dict[str, Any]:
        # session 11: the creature that died must match its words ("a creature
        # with flying"), read as it last existed (603.10a): the trigger's
        # other creature (``other``)
        dead = self.sel([x for x in c if isinstance(x, dict)])  # type: ignore[attr-defined]
        return {"events": ("dealt_damage_by_dies",), "subject": None, "other": dead}

    def di_gain_life(self, c: list[Any]) -> dict[str, Any]:
        return {"events": ("gain_life",), "subject": None}

    def di_opponent_gains_life(self, c: list[Any]) -> dict[str, Any]:
        # issue 33 (session 9): each life gain of an opponent (119.9)
        return {"events": ("opponent_gains_life",), "subject": None}

    def di_counters_put(self, c: list[Any]) -> dict[str, Any]:
        # issue 33 (session 9): "whenever one or more +1/+1 counters are put
        # on ~" (122.6): once for each time counters are put on it
        _plus_one(c)
        return {"events": ("counters_put",), "subject": None}

    def di_counters_put_group(self, c: list[Any]) -> dict[str, Any]:
        _plus_one(c)
        subject = next(x for x in c if isinstance(x, Selector))
        return {"events": ("counters_put",), "subject": subject}

    def di_counter_target(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        aimed = next(x for x in c if isinstance(x, _Chosen))
        pump = next(x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))
        if (pump.power, pump.toughness) not in ((1, 1), (-1, -1)):
            raise TriggerNotModelled(f"{pump.power:+d}/{pump.toughness:+d} counters on a target")
        return (CountersOnTargetEffect(aimed.selector, _number(c), pump.power > 0),)

    def di_its_counters(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        aimed = next(x for x in c if isinstance(x, _Chosen))
        return (CountersOnTargetEffect(aimed.selector, its_counters=True, every_kind=True),)

    def di_counters_per_own(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "put a -1/-1 counter on target creature for each -1/-1 counter on ~":
        # as many as it had as it last existed (608.2h), of the same kind
        aimed = next(x for x in c if isinstance(x, _Chosen))
        put, had = (x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))
        if (put.power, put.toughness) not in ((1, 1), (-1, -1)) or put != had:
            raise TriggerNotModelled(f"{put.power:+d}/{put.toughness:+d} counters for each counter")
        return (CountersOnTargetEffect(aimed.selector, plus=put.power > 0, its_counters=True),)

    def di_gain_power(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        player = next((x for x in c if type(x) is str and x != "power"), "you")
        if player != "you":
            raise TriggerNotModelled(f"{player} gains life equal to its power")
        return (LifeEffect(1, by_power=True),)

    def di_target_player(self, c: list[Any]) -> str:
        return "target_player"

    def di_target_opponent(self, c: list[Any]) -> str:
        return "target_opponent"

    def di_target_player_or_walker(self, c: list[Any]) -> str:
        return "target_player_or_walker"

    def di_target_opponent_or_walker(self, c: list[Any]) -> str:
        return "target_opponent_or_walker"

    def di_player_loses(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "target player loses 2 life" (119.3): a player target (115.1)
        who = next(x for x in c if type(x) is str and x.startswith("target_"))
        return (LifeEffect(-_number(c), who),)  # type: ignore[arg-type]

    def di_player_loses_power(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "target player loses life equal to its power" (119.3, 115.1): the
        # power of ~ as it last existed (608.2h)
        who = next(x for x in c if type(x) is str and x.startswith("target_"))
        return (LifeEffect(-1, who, by_power=True),)  # type: ignore[arg-type]

    def di_deal_player(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "~ deals 2 damage to target player or planeswalker" (120.3)
        who = next(x for x in c if type(x) is str and x.startswith("target_"))
        return (DamageEffect(_number(c), who),)  # type: ignore[arg-type]

    def di_card_top(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (ReturnToHandEffect("it", from_graveyard=True, library="top"),)

    def di_card_bottom(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (ReturnToHandEffect("it", from_graveyard=True, library="bottom"),)

    def di_card_shuffle(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (ReturnToHandEffect("it", from_graveyard=True, library="shuffle"),)

    def di_card_third(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # from its graveyard or from exile, where it went (400.7d, 401.1)
        return (ReturnToHandEffect("it", from_graveyard=True, library="third"),)

    def di_card_back(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "return it to the battlefield tapped under its owner's control":
        # no intervening "if" (603.4), unlike undying (702.93a)
        return (next(x for x in c if isinstance(x, ReturnEffect)),)

    def di_back_how(self, c: list[Any]) -> ReturnEffect:
        # tapped, under whose control (110.2a), with which counter (122.1b)
        keyword = next((x for x in c if isinstance(x, tuple)), ())
        if keyword and (len(keyword) != 1 or keyword[0] not in KEYWORD_COUNTER_KINDS):
            named = " ".join(map(str, keyword))
            raise TriggerNotModelled(f"returning it with a {named} counter (122.1b)")
        return ReturnEffect(
            unless_had=False,
            tapped="tapped" in c,
            counter="plus" in c,
            yours="yours" in c,
            keyword=keyword[0].value if keyword else "",
        )

    def di_tapped(self, c: list[Any]) -> str:
        return "tapped"

    def di_owner(self, c: list[Any]) -> str:
        return "owner"

    def di_yours(self, c: list[Any]) -> str:
        return "yours"

    def di_with_plus(self, c: list[Any]) -> str:
        return "plus"

    def di_with_keyword(self, c: list[Any]) -> tuple[Any, ...]:
        return tuple(a for x in c if isinstance(x, tuple) for a in x)

    def di_deal_each_and_player(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return _each_and_players(c, "each_player")

    def di_deal_each_and_opponent(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return _each_and_players(c, "each_opponent")

    def di_untap_self(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return (SelfUntapEffect(),)

    def di_mana_token(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        # "create a 1/1 colorless Eldrazi Scion creature token. It has
        # 'Sacrifice this creature: Add {C}.'": the token, whose mana ability
        # (605.1a) no one activates in the combat
        made = tuple(e for x in c if x is not None and not isinstance(x, str) for e in _group(x))
        if len(made) != 1 or not isinstance(made[0], TokenEffect):
            raise TriggerNotModelled(f"{', '.join(map(str, made))}: no such creature in this event")
        return made

    def di_effects(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        from mtgcombat.text.target_words import one_target_word  # noqa: PLC0415
        from mtgcombat.text.token_later import merge_later  # noqa: PLC0415  (603.7)

        one_target_word(_group(group) for group in c if group is not None)  # 603.3d
        return merge_later(tuple(e for group in c if group is not None for e in _group(group)))

    def di_may_effects(self, c: list[Any]) -> tuple[TriggerEffect, ...]:
        return self.di_effects(c)

    def dies_trigger(self, c: list[Any]) -> Any:
        return _dies_traits(c[0], c[1])

    def dies_trigger_may(self, c: list[Any]) -> Any:
        return _dies_traits(c[0], c[1], optional=True)

    def dies_trigger_may_if(self, c: list[Any]) -> Any:
        # issue 33 (session 11): "you may pay {B}. If you do, EFFECT" (118.3,
        # 603.5): the rest happens only if the cost was paid (608.2c)
        return _dies_traits(c[0], _group(c[1]) + c[2], optional=True, if_you_do=True)

    def dies_trigger_if(self, c: list[Any]) -> Any:
        # "whenever another creature you control dies, if you have the city's
        # blessing, EFFECT" (603.4): a condition on a player or on the board,
        # read relative to the permanent with the ability; one about "it"
        # (the creature that died, or this one in its graveyard) is refused
        condition = c[1]
        if not isinstance(condition, BOARD_CONDITIONS):
            raise TriggerNotModelled(
                "an intervening if (603.4) on a death about a creature, not a player or the board"
            )
        return _dies_traits(c[0], (InterveningIf(condition), *_group(c[-1])))


def _each_and_players(c: list[Any], players: str) -> tuple[TriggerEffect, ...]:
    """ "~ deals N damage to each SEL and each player (opponent)": the damage
    to the creatures and to the players, dealt as the ability resolves, with
    no state-based action between them (120.3, 704.3)."""
    from lark import Token  # noqa: PLC0415  (lark only when parsing)

    group = next(x for x in c if isinstance(x, Selector))
    # "it" (not the card's name) deals it: in a trigger on another
    # creature, that creature would be the one dealing it
    by_it = not any(isinstance(x, Token) and x.type == "SELF" and x.value == "~" for x in c)
    amount = _number(c)
    return (
        DamageEffect(amount, "each", False, group, by_it),
        DamageEffect(amount, players, False, None, by_it),  # type: ignore[arg-type]
    )


def _inert(e: TriggerEffect, events: tuple[TriggerEvent, ...], subject: Selector | None) -> bool:
    """Whether an effect changes nothing in the combat: a draw or a discard
    (off the board), or one that reaches only the permanent with the
    ability when that permanent is the creature that died. A library's cards
    (mill, scry, surveil, venture: 701) are off the board too."""
    if isinstance(e, DrawEffect | DiscardEffect | LibraryEffect):
        return True
    if isinstance(e, PayCostEffect) and not e.life:
        return True  # mana paid: the engine keeps no mana pool (118.3a)
    own_death = events in (("dies",), ("leaves",), ("dies_or_exiled",)) and subject is None
    if isinstance(e, ReturnToHandEffect) and e.from_graveyard:
        return False  # the card in the graveyard returns to its owner's hand (400.7d)
    if own_death and not isinstance(e, DamageEffect | LifeEffect):
        return getattr(e, "target", "") == "it"
    return False


def _from_graveyard(e: TriggerEffect) -> TriggerEffect:
    """ "return it (that card) to its owner's hand" on a death: the card the
    creature became in its owner's graveyard, which the ability finds there
    (400.7d); carried out by :mod:`mtgcombat.rules.dies_returns`."""
    if isinstance(e, ReturnToHandEffect) and e.target == "it":
        return dataclasses.replace(e, from_graveyard=True)
    return e


def _dead_card_back(e: TriggerEffect) -> TriggerEffect:
    """ "return it (that card) to the battlefield" on another permanent's
    death: the card that died, not the permanent with the ability (400.7d);
    carried out by :mod:`mtgcombat.rules.dies_returns`."""
    if isinstance(e, ReturnEffect) and not e.unless_had:
        return dataclasses.replace(e, dead=True)
    return e


def _dies_traits(
    head: dict[str, Any], effects: Any, *, optional: bool = False, if_you_do: bool = False
) -> Any:
    from mtgcombat.text.traits import Traits  # noqa: PLC0415

    events, read = head["events"], _group(effects)
    value = dies_trigger_value(
        events, read, head["subject"], optional=optional, if_you_do=if_you_do,
        other=head.get("other"),
    )  # fmt: skip
    if head.get("also_self"):
        own = dies_trigger_value(events, read, None, optional=optional, if_you_do=if_you_do)
        return Traits(abilities=frozenset({value, own}))
    return Traits(abilities=frozenset({value}))


def _dead_ones_controller(e: TriggerEffect, subject: Selector) -> TriggerEffect:
    """ "that player" in "whenever a creature an opponent controls dies, that
    player loses 2 life": the controller of the creature that died (its
    ``other_controller``); any other effect as it is."""
    if subject.controller != "opponent":
        return e
    if getattr(e, "player", "") == "that_player":
        return type(e)(**{**_fields(e), "player": "other_controller"})
    if getattr(e, "target", "") == "that_player":
        return type(e)(**{**_fields(e), "target": "other_controller"})
    return e


def dies_trigger_value(
    events: tuple[TriggerEvent, ...],
    effects: tuple[TriggerEffect, ...],
    subject: Selector | None,
    *,
    optional: bool = False,
    if_you_do: bool = False,
    other: Selector | None = None,
) -> BlockTrigger:
    """The checked value of a parsed trigger on a death or on life gained:
    each effect must reach the permanent with the ability ("it", "~"), a
    chosen target, a group, or "you"; an effect on a creature or player of
    a combat event, or a count of blockers, is refused.

    >>> from mtgcombat.core.abilities import LifeEffect
    >>> str(dies_trigger_value(("dies",), (LifeEffect(3),), None))
    'whenever this creature dies, you gain 3 life'
    >>> dies_trigger_value(("dies",), (LifeEffect(-1, "that_player"),), None)
    Traceback (most recent call last):
    ...
    mtgcombat.text.traits.Unmodelled: that player loses 1 life: no such player in this event
    """
    # "~" read as the permanent with the ability ("self") is this framework's
    # "it": a death or a life gain is about the permanent with the ability
    effects = tuple(
        type(e)(**{**_fields(e), "target": "it"}) if getattr(e, "target", "") == "self" else e
        for e in effects
    )
    if subject is not None and events == ("dies",):
        effects = tuple(_dead_ones_controller(e, subject) for e in effects)
    if events in (("dies",), ("dies_or_exiled",)):
        effects = tuple(_from_graveyard(e) for e in effects)
    if (subject is not None and events == ("dies",)) or events == ("dealt_damage_by_dies",):
        # "return it (that card) to the battlefield": the card of the other
        # permanent that died, found in its owner's graveyard (400.7d)
        effects = tuple(_dead_card_back(e) for e in effects)
    if all(_inert(e, events, subject) for e in effects if not isinstance(e, InterveningIf)):
        # draws and discards, or effects on a creature that has died: nothing
        # in the combat changes (the sentence stays "no effect")
        raise TriggerNoEffect("no effect on the combat")
    check_host_effects(effects, events, subject)  # session 13 (303.4a, 301.5a)
    for e in effects:
        player = getattr(e, "player", "")
        target = getattr(e, "target", "")
        if isinstance(e, ReturnEffect) and e.dead:
            continue  # mtgcombat.rules.dies_returns (400.7d, 110.2a, 122.1b)
        if isinstance(e, ReturnEffect) and (events != ("dies",) or subject is not None):
            # the card of the permanent with the ability, found in its owner's
            # graveyard after its own death only (400.7d)
            raise TriggerNotModelled(f"{e}: only after this permanent's own death")
        if getattr(e, "that_much", False) and "gain_life" not in events:
            # only life gained has an amount here (119.9); a death has none
            raise TriggerNotModelled(f"{e}: no such amount in this event")
        if "enters" in events and subject is not None and target in ("it", "self"):
            # "whenever another creature enters or dies, put a counter on ~":
            # on entering, "it" would be the creature that entered
            raise TriggerNotModelled(f"{e}: no such creature in this event")
        if subject is not None and events == ("dies",) and "other_controller" in (player, target):
            continue  # the controller of the creature that died, as it last existed (608.2h)
        if player in _PLAYERS or target in _PLAYERS:
            raise TriggerNotModelled(f"{e}: no such player in this event")
        if isinstance(e, DamageEffect) and target in _EACH_PLAYERS:
            continue  # "it deals 2 damage to each opponent" (120.3)
        if target in PLAYER_TARGETS or player in PLAYER_TARGETS:
            continue  # a player target (115.1, 603.3d)
        if target and target not in _CREATURES and target not in ("you",):
            raise TriggerNotModelled(f"{e}: no such creature in this event")
        wanted = getattr(e, "target_filter", None)
        if (
            target == "target"
            and wanted is not None
            and "creature" not in wanted.types
            and not isinstance(e, _ANY_PERMANENT)
        ):
            # destroyed, returned, tapped or untapped, a noncreature target
            # ("target artifact or enchantment") is carried out like a
            # creature (701.8, 701.26; rules.triggers_targets); any other
            # effect is chosen among creatures only (603.3d)
            raise TriggerNotModelled(f"{e}: a target that is not a creature")
        if getattr(e, "per", "") or (getattr(e, "that_much", False) and "gain_life" not in events):
            raise TriggerNotModelled(f"{e}: no such amount in this event")
        # session 12: a counter of another kind than +1/+1 or -1/-1 ("a +2/+2
        # counter", Baron Sengir) is a lasting change to power and toughness
        # (122.1a, 613.4c), as after a block trigger (rules.triggers_effects)
        if (
            subject is not None
            and isinstance(e, CountersOnTargetEffect)
            and e.its_counters
            and not e.every_kind
        ):
            # "for each -1/-1 counter on ~": counted on the permanent with the
            # ability, not on the other creature whose death triggered it
            raise TriggerNotModelled(f"{e}: counted on this permanent, not the one that died")
        if getattr(e, "at_end_of_combat", False):
            raise TriggerNotModelled(f"{e}: a delayed ability")
    value = block_trigger_value(
        events, effects, subject, other, optional=optional, if_you_do=if_you_do
    )
    assert isinstance(value, BlockTrigger)
    if subject is not None and events == ("dies",):
        # block_trigger_value reads "that creature's controller" as the
        # subject's ("it_controller"); here it is the controller of the
        # creature that died, the trigger's other creature (it_controller
        # itself was refused above)
        value = dataclasses.replace(value, effects=tuple(_back(e) for e in value.effects))
    return value


def _back(e: TriggerEffect) -> TriggerEffect:
    if getattr(e, "player", "") == "it_controller":
        return type(e)(**{**_fields(e), "player": "other_controller"})
    if getattr(e, "target", "") == "it_controller":
        return type(e)(**{**_fields(e), "target": "other_controller"})
    return e
