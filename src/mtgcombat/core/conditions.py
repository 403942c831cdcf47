"""Conditions and counts of static abilities (604.2, 611.3a, 613.4a) as
values: "as long as you control three or more artifacts"
(:data:`StaticCondition`), "for each Forest you control" (:data:`Amount`)."""

from __future__ import annotations

import dataclasses
from typing import Literal

from mtgcombat.core.selector_values import Op, Selector
from mtgcombat.core.turn_history import ThisTurn
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

# ---------------------------------------------------------------------------
# Conditions and counts of static abilities (604.2, 611.3a, 613.4a)
# ---------------------------------------------------------------------------
# A condition ("as long as you control three or more artifacts") and a count
# ("for each Forest you control") read the board relative to the permanent
# whose ability they belong to; the effects engine evaluates them afresh
# every time it recomputes the effects.

_CONTROLS = {
    "you": "you control",
    "opponent": "an opponent controls",
    "defending": "defending player controls",
    "attacking": "attacking player controls",
}
_OP_WORDS = {
    "<": "fewer than",
    "<=": "or fewer",
    "==": "exactly",
    ">=": "or more",
    ">": "more than",
}


def _amount(op: Op, value: int) -> str:
    if op in ("<=", ">="):
        return f"{value} {_OP_WORDS[op]}"
    return f"{_OP_WORDS[op]} {value}"


@dataclass(frozen=True, slots=True)
class PermanentCount:
    """A condition: the number of permanents the selector matches, read
    relative to the source ("you control", "defending player controls",
    "another"), compares with ``value``. "As long as you control a Plains"
    is ``PermanentCount(Plains you control)`` (one or more); metalcraft is
    three or more artifacts you control; "no other creatures" is ``== 0``.

    >>> value = PermanentCount(selector=Selector(counter='-1/-1'))
    >>> str(value)
    'there are 1 or more creatures with a -1/-1 counter on it'
    """

    selector: Selector
    op: Op = ">="
    value: int = 1

    def __str__(self) -> str:
        sel = self.selector
        if sel.host and (self.op, self.value) in ((">=", 1), ("==", 0)):
            # a condition on an Aura's or Equipment's host (303.4, 301.5)
            negation = "not " if self.op == "==" else ""
            return f"the permanent it is attached to is {negation}{_host_quality(sel)}"
        who = _CONTROLS.get(sel.controller, "there are")
        plain = sel if sel.controller == "team" else dataclasses.replace(sel, controller="")
        amount = "no" if (self.op, self.value) == ("==", 0) else _amount(self.op, self.value)
        return f"{who} {amount} {plain}"


def _host_quality(sel: Selector) -> str:
    """What a host condition asks of the permanent: "white", "a human",
    "a creature", "attacking", "tapped", "with a +1/+1 counter on it".

    >>> _host_quality(Selector(types=frozenset(), subtypes=frozenset({"human", "angel"})))
    'an angel or a human'
    """
    words: list[str] = [" ".join(sorted(sel.supertypes))] if sel.supertypes else []
    if sel.colors:
        words.append(" or ".join(sorted(sel.colors)))
    kinds = sorted(sel.subtypes) or sorted(sel.types)
    if kinds:
        words.append(" or ".join(("an " if k[0] in "aeiou" else "a ") + k for k in kinds))
    if sel.tapped is not None:
        words.append("tapped" if sel.tapped else "untapped")
    if sel.role:
        words.append(sel.role)
    if sel.counter:
        kind = "" if sel.counter == "any" else f" {sel.counter}"
        words.append(f"with a{kind} counter on it")
    if sel.with_keywords:
        words.append("with " + " and ".join(sorted(str(k) for k in sel.with_keywords)))
    plain = dataclasses.replace(sel, host=False)
    return " and ".join(words) or f"one of the {plain}"


@dataclass(frozen=True, slots=True)
class SourceIs:
    """A condition on the source itself: it matches the selector ("as long
    as it's attacking", "untapped", "has a +1/+1 counter on it").

    >>> value = SourceIs(selector=Selector(types=frozenset(), tapped=True))
    >>> str(value)
    'it is tapped'
    """

    selector: Selector

    def __str__(self) -> str:
        words: list[str] = []
        sel = self.selector
        if sel.tapped is not None:
            words.append("tapped" if sel.tapped else "untapped")
        if sel.role:
            words.append(sel.role)
        if sel.monstrous is not None:
            words.append("monstrous" if sel.monstrous else "not monstrous")
        if sel.renowned is not None:
            words.append("renowned" if sel.renowned else "not renowned")
        if sel.subtypes and sel == Selector(types=frozenset(), subtypes=sel.subtypes):
            words.append("a " + " or ".join(sorted(sel.subtypes)))  # "it's a Wall"
        if sel.with_keywords and sel == Selector(
            types=frozenset(), with_keywords=sel.with_keywords
        ):
            return "it has " + " and ".join(sorted(str(k) for k in sel.with_keywords))
        text = "it is " + " and ".join(words) if words else ""
        if sel.counter:
            kind = "" if sel.counter == "any" else f" {sel.counter}"
            has = f"it has a{kind} counter on it"
            text = f"{text} and {has}" if text else has
        return text or f"it is {sel}"


LifeWho = Literal["you", "opponent"]


@dataclass(frozen=True, slots=True)
class LifeTotal:
    """A condition on a life total: the source's controller's ("you"), or
    any opponent's ("an opponent has 10 or less life"), compared with
    ``value``.

    >>> value = LifeTotal(who='you', op='<=', value=5)
    >>> str(value)
    'you have 5 or less life'
    """

    who: LifeWho
    op: Op
    value: int

    def __str__(self) -> str:
        who = "you have" if self.who == "you" else "an opponent has"
        word = {"<=": "or less", ">=": "or more"}.get(self.op)
        amount = f"{self.value} {word}" if word else _amount(self.op, self.value)
        return f"{who} {amount} life"


CardZone = Literal["hand", "graveyard"]
PlayerWho = Literal["you", "opponent", "player"]
"""One player a condition asks about, relative to a controller: it, some
opponent, or some player."""
PlayerGroup = Literal["you", "opponents", "each"]
"""Players relative to a controller: it, every other player, or all."""
Whose = PlayerGroup | Literal["chosen"]
"""A player group, or "chosen": the player the source chose as it entered
(614.12, its ``chosen``)."""


@dataclass(frozen=True, slots=True)
class CardCount:
    """A number of cards in players' hands or graveyards ("the number of cards
    in your hand", "for each card in your graveyard"): ``whose`` is "you"
    (the source's controller), "opponents" or "each" player, plus ``plus``.
    Hands and graveyards are not on the battlefield: the board knows a hand
    as a number (:attr:`~mtgcombat.core.model.Player.hand`) and a graveyard as a
    number of unknown cards (:attr:`~mtgcombat.core.model.Player.graveyard`),
    the cards listed by their characteristics
    (:attr:`~mtgcombat.core.model.Player.graveyard_cards`) and the board's own
    cards that went there. ``cards`` counts only the graveyard cards it
    matches ("creature cards in your graveyard").

    >>> value = CardCount(zone='hand')
    >>> str(value)
    'the number of cards in your hand'
    """

    zone: CardZone
    whose: Whose = "you"
    plus: int = 0
    # only the cards with these characteristics ("creature cards", "instant
    # and/or sorcery cards"; card types, subtypes, supertypes, colors and
    # keywords are read, the rest of a selector is not); None: every card
    cards: Selector | None = None

    def __str__(self) -> str:
        kind = card_words(self.cards, "cards") if self.cards is not None else "cards"
        base = f"the number of {kind} in {_zone_text(self.zone, self.whose)}"
        return f"{self.plus} plus {base}" if self.plus else base


def _zone_text(zone: CardZone, whose: Whose) -> str:
    where = {
        "you": "your",
        "opponents": "your opponents'",
        "each": "all players'",
        "chosen": "the chosen player's",
    }[whose]
    return f"{where} {zone if whose in ('you', 'chosen') else zone + 's'}"


def card_words(selector: Selector, noun: str) -> str:
    """What a selector says of cards off the battlefield, with the noun
    ("card" or "cards"): "nonbasic land cards", "instant and/or sorcery
    cards", "creature cards with flying".

    >>> card_words(Selector(types=frozenset({"creature"})), "cards")
    'creature cards'
    """
    tail = ""
    if selector.with_keywords:
        tail = " with " + " and ".join(sorted(str(k) for k in selector.with_keywords))
    if selector.any_of:
        union = " and/or ".join(card_words(s, "").strip() for s in selector.any_of)
        return f"{union} {noun}{tail}".strip()
    words: list[str] = []
    words.extend(f"non{s}" for s in sorted(selector.not_supertypes))
    words.extend(sorted(selector.supertypes))
    words.extend(f"non{c}" for c in sorted(selector.not_colors))
    if selector.colors:
        words.append(" or ".join(sorted(selector.colors)))
    words.extend(f"non{t}" for t in sorted(selector.not_types))
    words.extend(sorted(selector.types - {"creature"}))
    if "creature" in selector.types:
        words.append("creature")
    if selector.subtypes:
        words.append(" or ".join(s.capitalize() for s in sorted(selector.subtypes)))
    return " ".join([*words, noun]).strip() + tail


@dataclass(frozen=True, slots=True)
class CardTypeCount:
    """How many card types (205.2a: artifact, creature, land, instant...)
    are among the cards in players' graveyards (or hands): "the number of
    card types among cards in all graveyards"; delirium reads it (with
    :class:`AmountIs`).

    >>> print(CardTypeCount())
    the number of card types among cards in your graveyard
    >>> print(CardTypeCount("opponents"))
    the number of card types among cards in your opponents' graveyards
    """

    whose: Whose = "you"
    zone: CardZone = "graveyard"

    def __str__(self) -> str:
        return f"the number of card types among cards in {_zone_text(self.zone, self.whose)}"


DistinctOf = Literal["basic land types", "names", "colors"]


@dataclass(frozen=True, slots=True)
class Distinct:
    """How many different things the permanents a selector matches have:
    "basic land types" (domain: the basic land types among lands you
    control, 305.6), "names" ("the number of differently named lands you
    control") or "colors" ("for each color among permanents you control",
    105.1; a colorless permanent adds none).

    >>> lands = Selector(types=frozenset({"land"}), controller="you")
    >>> print(Distinct(lands, "basic land types"))
    the number of basic land types among lands you control
    >>> print(Distinct(lands, "names"))
    the number of differently named lands you control
    """

    selector: Selector
    of: DistinctOf

    def __str__(self) -> str:
        if self.of == "names":
            return f"the number of differently named {self.selector}"
        if self.of == "colors":  # issue 33 (session 9): 105.1
            return f"the number of colors among {self.selector}"
        return f"the number of basic land types among {self.selector}"


PlayerStat = Literal["life", "poison", "experience", "players"]


@dataclass(frozen=True, slots=True)
class PlayerNumber:
    """A number players have: a life total (119), poison counters (122.1f)
    or experience counters (122.1e), summed over ``whose`` ("your life
    total", "for each poison counter your opponents have"); with ``what``
    "players", how many players of the group are still in the game ("the
    number of opponents you have": 102.2-102.3, 800.4a).

    >>> value = PlayerNumber(what='life')
    >>> str(value), str(PlayerNumber("players", "opponents"))
    ('your life total', 'the number of opponents you have')
    """

    what: PlayerStat
    whose: PlayerGroup = "you"

    def __str__(self) -> str:
        who = {"you": "you", "opponents": "your opponents", "each": "all players"}[self.whose]
        if self.what == "life":
            return "your life total" if self.whose == "you" else f"the life totals of {who}"
        if self.what == "players":  # 102.2-102.3
            return "the number of opponents you have" if self.whose == "opponents" else f"{who}"
        return f"the number of {self.what} counters {who} have"


@dataclass(frozen=True, slots=True)
class Sum:
    """Numbers added up, then multiplied by ``times``, then ``plus`` added:
    "the number of Forests you control plus the number of Treefolk you
    control", "twice the number of cards in your hand", "1 plus twice ...",
    "that number plus 1".

    >>> value = Sum(parts=(CardCount(zone='hand'),), times=2, plus=1)
    >>> str(value)
    '1 plus twice the number of cards in your hand'
    """

    parts: tuple[Amount, ...]
    times: int = 1
    plus: int = 0

    def __str__(self) -> str:
        base = " plus ".join(str(p) for p in self.parts)
        if self.times != 1:
            scaled = "twice" if self.times == 2 else f"{self.times} times"
            base = f"{scaled} {base}" if len(self.parts) == 1 else f"{scaled} ({base})"
        return f"{self.plus} plus {base}" if self.plus else base


@dataclass(frozen=True, slots=True)
class CardsIn:
    """A condition on the number of cards in the source's controller's hand
    or graveyard (threshold: seven or more in the graveyard; hellbent: no
    cards in hand).

    >>> value = CardsIn(zone='hand', op='<=', value=1)
    >>> str(value)
    'you have 1 or fewer cards in your hand'
    """

    zone: CardZone
    op: Op
    value: int
    # whose: the source's controller ("you"), some opponent ("an opponent
    # has no cards in hand") or some player ("a player has no cards in hand")
    who: PlayerWho = "you"

    def __str__(self) -> str:
        amount = "no" if (self.op, self.value) == ("==", 0) else _amount(self.op, self.value)
        if self.who == "you":
            return f"you have {amount} cards in your {self.zone}"
        who = "an opponent" if self.who == "opponent" else "a player"
        return f"{who} has {amount} cards in their {self.zone}"


@dataclass(frozen=True, slots=True)
class YourTurn:
    """A condition on whose turn it is: the source's controller is the active
    player ("as long as it's your turn"), or, with ``yours`` false, is not
    ("as long as it's not your turn"). In combat the active player is the
    attacking player (506.2).

    >>> value = YourTurn()
    >>> str(value)
    "it's your turn"
    """

    yours: bool = True

    def __str__(self) -> str:
        return "it's your turn" if self.yours else "it's not your turn"


@dataclass(frozen=True, slots=True)
class CountersOn:
    """A condition on the counters on the source (122.1): how many counters
    of the kind ``counter`` are on it ("divinity", "+1/+1"; "any": of every kind),
    compared with ``value``. "As long as it has a divinity counter on it" is
    one or more; "has no shell counters on it" is ``== 0``; "exactly three
    tide counters" is ``== 3``.

    >>> value = CountersOn(counter='any')
    >>> str(value)
    'it has a counter on it'
    """

    counter: str
    op: Op = ">="
    value: int = 1

    def __str__(self) -> str:
        kind = "" if self.counter == "any" else f" {self.counter}"
        if (self.op, self.value) == (">=", 1):
            return f"it has a{kind} counter on it"
        amount = "no" if (self.op, self.value) == ("==", 0) else _amount(self.op, self.value)
        return f"it has {amount}{kind} counters on it"


PlayerState = Literal["monarch", "city's blessing", "initiative"]


@dataclass(frozen=True, slots=True)
class PlayerIs:
    """A condition on a player's state: the source's controller ("you"),
    some opponent or some player is the monarch (724), has the city's
    blessing (702.131c), or has the initiative (725).

    >>> value = PlayerIs(state='monarch')
    >>> str(value)
    "you're the monarch"
    """

    state: PlayerState
    who: PlayerWho = "you"

    def __str__(self) -> str:
        if self.who == "you":
            return {
                "monarch": "you're the monarch",
                "city's blessing": "you have the city's blessing",
                "initiative": "you have the initiative",
            }[self.state]
        who = "an opponent" if self.who == "opponent" else "a player"
        return {
            "monarch": f"{who} is the monarch",
            "city's blessing": f"{who} has the city's blessing",
            "initiative": f"{who} has the initiative",
        }[self.state]


@dataclass(frozen=True, slots=True)
class PoisonCounters:
    """A condition on a player's poison counters (122.1): the source's
    controller's ("you"), some opponent's or some player's number compared
    with ``value``. "An opponent is poisoned" is one or more; corrupted is
    "an opponent has three or more poison counters".

    >>> value = PoisonCounters()
    >>> str(value)
    'an opponent is poisoned'
    """

    who: PlayerWho = "opponent"
    op: Op = ">="
    value: int = 1

    def __str__(self) -> str:
        who = {"you": "you", "opponent": "an opponent", "player": "a player"}[self.who]
        if (self.op, self.value) == (">=", 1):
            return f"{who} {'are' if self.who == 'you' else 'is'} poisoned"
        has = "have" if self.who == "you" else "has"
        return f"{who} {has} {_amount(self.op, self.value)} poison counters"


@dataclass(frozen=True, slots=True)
class HalfLife:
    """A condition: the source's controller's ("you") or some opponent's
    life total is less than half their starting life total (103.3).

    >>> print(HalfLife())
    an opponent's life total is less than half their starting life total
    >>> print(HalfLife("you"))
    your life total is less than half your starting life total
    """

    who: LifeWho = "opponent"

    def __str__(self) -> str:
        if self.who == "you":
            return "your life total is less than half your starting life total"
        return "an opponent's life total is less than half their starting life total"


MoreThanWhom = Literal["each_opponent", "attacking"]


@dataclass(frozen=True, slots=True)
class MoreThan:
    """A condition comparing the source's controller with other players: it
    controls more permanents the selector matches ("more creatures than
    attacking player"), or, with ``zone``, has more cards there ("more cards
    in hand than each opponent"), than each opponent or than the attacking
    player (the active player, 506.2).

    >>> value = MoreThan(than='each_opponent', zone='hand')
    >>> str(value)
    'you have more cards in hand than each opponent'
    """

    than: MoreThanWhom
    selector: Selector | None = None
    zone: CardZone | None = None

    def __str__(self) -> str:
        what = f"cards in {self.zone}" if self.zone is not None else str(self.selector)
        whom = "each opponent" if self.than == "each_opponent" else "attacking player"
        verb = "have" if self.zone is not None else "control"
        return f"you {verb} more {what} than {whom}"


@dataclass(frozen=True, slots=True)
class Paired:
    """A condition: the source is paired with another creature (soulbond,
    702.95a): the creature its ``paired_with`` names is on the battlefield, a
    creature, and controlled by the same player (702.95e).

    >>> value = Paired()
    >>> str(value)
    "it's paired with another creature"
    """

    def __str__(self) -> str:
        return "it's paired with another creature"


@dataclass(frozen=True, slots=True)
class AttackingAlone:
    """A condition: the source is attacking alone, the only creature
    declared as an attacker this combat (506.5).

    >>> value = AttackingAlone()
    >>> str(value)
    "it's attacking alone"
    """

    def __str__(self) -> str:
        return "it's attacking alone"


@dataclass(frozen=True, slots=True)
class InGraveyard:
    """A condition: the card with the ability is in its owner's graveyard
    ("as long as ~ is in your graveyard and you control a Forest"): the
    ability says where it functions, so it functions only there (113.6b),
    read for its owner ("you", 108.3).

    >>> str(InGraveyard())
    'this card is in your graveyard'
    """

    def __str__(self) -> str:
        return "this card is in your graveyard"


@dataclass(frozen=True, slots=True)
class TotalPower:
    """A condition on the total power of creatures the source's controller
    controls: ``value`` or greater. Formidable's "creatures you control have
    total power 8 or greater" counts every creature they control, read when
    the ability triggers and again as it resolves (603.4); pack tactics'
    "you attacked with creatures with total power 6 or greater this combat"
    (``attacked``) counts the creatures they declared as attackers, with
    their power as they were declared (508.1a, 508.2a): a fact of the past
    that a later change of power doesn't undo. A creature with negative
    power takes away from the total.

    >>> str(TotalPower(8))
    'creatures you control have total power 8 or greater'
    >>> str(TotalPower(6, attacked=True))
    'you attacked with creatures with total power 6 or greater this combat'
    """

    value: int
    attacked: bool = False

    def __str__(self) -> str:
        if self.attacked:
            return (
                f"you attacked with creatures with total power {self.value} or greater this combat"
            )
        return f"creatures you control have total power {self.value} or greater"


@dataclass(frozen=True, slots=True)
class AllOf:
    """A condition that holds when every one of ``conditions`` holds ("you
    have 30 or more life and an opponent has 10 or less life").

    >>> value = AllOf((LifeTotal("you", ">=", 30), LifeTotal("opponent", "<=", 10)))
    >>> str(value)
    'you have 30 or more life and an opponent has 10 or less life'
    """

    conditions: tuple[StaticCondition, ...]

    def __str__(self) -> str:
        return " and ".join(str(c) for c in self.conditions)


@dataclass(frozen=True, slots=True)
class AnyOf:
    """A condition that holds when at least one of ``conditions`` holds
    ("you control a Desert or ...").

    >>> auras = PermanentCount(Selector(types=frozenset({"enchantment"}), attached=True))
    >>> equipment = PermanentCount(Selector(types=frozenset({"artifact"}), attached=True))
    >>> str(AnyOf((auras, equipment)))
    'there are 1 or more enchantments attached to it or there are 1 or more artifacts ...'
    """

    conditions: tuple[StaticCondition, ...]

    def __str__(self) -> str:
        return " or ".join(str(c) for c in self.conditions)


@dataclass(frozen=True, slots=True)
class AmountIs:
    """A condition on any number the board gives (:data:`Amount`): "as long
    as there are four or more card types among cards in your graveyard"
    (delirium), "as long as an artifact card is in your graveyard".

    >>> artifacts = CardCount("graveyard", cards=Selector(types=frozenset({"artifact"})))
    >>> value = AmountIs(artifacts)
    >>> str(value)
    'the number of artifact cards in your graveyard is 1 or more'
    """

    amount: Amount
    op: Op = ">="
    value: int = 1

    def __str__(self) -> str:
        return f"{self.amount} is {_amount(self.op, self.value)}"


StaticCondition = (
    PermanentCount
    | SourceIs
    | LifeTotal
    | CardsIn
    | YourTurn
    | CountersOn
    | PlayerIs
    | PoisonCounters
    | HalfLife
    | MoreThan
    | Paired
    | AttackingAlone
    | InGraveyard
    | TotalPower
    | AllOf
    | AnyOf
    | AmountIs
    | ThisTurn
)
STATIC_CONDITIONS = (
    PermanentCount,
    SourceIs,
    LifeTotal,
    CardsIn,
    YourTurn,
    CountersOn,
    PlayerIs,
    PoisonCounters,
    HalfLife,
    MoreThan,
    Paired,
    AttackingAlone,
    InGraveyard,
    TotalPower,
    AllOf,
    AnyOf,
    AmountIs,
    ThisTurn,
)
"""The classes of :data:`StaticCondition`, for ``isinstance``."""


@dataclass(frozen=True, slots=True)
class Count:
    """A number read from the board: how many permanents the selector
    matches (relative to the source), plus ``plus`` ("equal to 1 plus the
    number of lands you control").

    >>> value = Count(selector=Selector(controller='you'))
    >>> str(value)
    'the number of creatures you control'
    """

    selector: Selector
    plus: int = 0

    def __str__(self) -> str:
        base = f"the number of {self.selector}"
        return f"{self.plus} plus {base}" if self.plus else base


@dataclass(frozen=True, slots=True)
class CounterCount:
    """How many counters of a kind (122.1: "+1/+1", "age", "time") are on
    the source itself (``on`` is ``None``: "for each age counter on it") or
    on every permanent a selector matches ("the number of +1/+1 counters on
    creatures you control").

    >>> value = CounterCount(counter='age')
    >>> str(value)
    'the number of age counters on this permanent'
    """

    counter: str
    on: Selector | None = None

    def __str__(self) -> str:
        where = "this permanent" if self.on is None else str(self.on)
        kind = "" if self.counter == "any" else f"{self.counter} "  # every kind (122.1)
        return f"the number of {kind}counters on {where}"


BestOf = Literal["life", "hand"]


@dataclass(frozen=True, slots=True)
class PlayerBest:
    """The greatest of a number each player of a group has, among the
    players still in the game (800.4a); 0 when the group is empty: "the
    highest life total among your opponents" (119), "the number of cards in
    the hand of the opponent with the most cards in hand" (the board's
    ``hand`` numbers).

    >>> str(PlayerBest("life", "opponents"))
    'the highest life total among your opponents'
    >>> str(PlayerBest("hand", "opponents"))
    'the number of cards in the hand of the opponent with the most cards in hand'
    """

    number: BestOf
    whose: PlayerGroup = "opponents"

    def __str__(self) -> str:
        who = {"you": "you", "opponents": "your opponents", "each": "players"}[self.whose]
        if self.number == "life":
            return f"the highest life total among {who}"
        one = "opponent" if self.whose == "opponents" else "player"
        return f"the number of cards in the hand of the {one} with the most cards in hand"


@dataclass(frozen=True, slots=True)
class Difference:
    """A number minus another ("your life total minus the life total of an
    opponent with the most life", "20 minus the highest life total among
    players"). :func:`~mtgcombat.core.selectors.count` gives it as it is,
    negative too, which an effect that sets a power or toughness keeps
    ("~'s power and toughness are each equal to ...", 107.1b); everywhere
    else a negative result counts as 0 (107.1b): "+X/+X", X damage, X life.

    >>> str(Difference(20, PlayerBest("life", "each")))
    '20 minus the highest life total among players'
    """

    left: Amount | int
    right: Amount

    def __str__(self) -> str:
        return f"{self.left} minus {self.right}"


@dataclass(frozen=True, slots=True)
class Half:
    """Half a number, rounded up or down as the text says (107.1a): "half
    the highest life total among your opponents, rounded up".

    >>> str(Half(PlayerBest("life", "opponents"), up=True))
    'half the highest life total among your opponents, rounded up'
    """

    amount: Amount
    up: bool

    def __str__(self) -> str:
        return f"half {self.amount}, rounded {'up' if self.up else 'down'}"


Amount = (
    Count
    | CardCount
    | CardTypeCount
    | Distinct
    | PlayerNumber
    | Sum
    | CounterCount
    | PlayerBest
    | Difference
    | Half
)
"""A number a static ability reads from the board and the players."""
