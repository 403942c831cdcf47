"""Values of the triggered effects that create tokens (111.1, 111.10),
halve a life total (107.1a) or act on a player's library or the command
zone (701.17 mill, 701.22 scry, 701.25 surveil, 701.49 venture into the
dungeon; 701.13, 701.18, 701.42 and 701.46 in the 2023 rules).

A token joins the battlefield as the ability resolves, untapped, neither
attacking nor blocking (506.4: it never was in combat), under the control of
the player who created it (111.2). Cards in a library, a hand, a graveyard
or the command zone are off the board: the library actions are events, and
nothing on the battlefield changes. The rules engine carries them out in
:mod:`mtgcombat.rules.trigger_effects_more`.
"""

from __future__ import annotations

from typing import Literal

from mtgcombat.core.keywords import Keyword
from mtgcombat.core.selector_values import Selector
from mtgcombat.core.token_copies import CopyTokenEffect
from mtgcombat.core.token_later import TokenLater
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

PREDEFINED_TOKENS = ("Treasure", "Clue", "Food", "Blood", "Gold")
"""The predefined tokens an effect may create by name (111.10): each a
colorless artifact token of that subtype, with an ability that is not part
of a combat (mana, a card drawn, life gained)."""

LibraryAction = Literal["mill", "scry", "surveil", "venture", "draw", "discard"]
EffectPlayer = Literal["you", "that_player", "each_player", "each_opponent"]
_PLAYER_TEXT = {
    "you": "you",
    "that_player": "that player",
    "each_player": "each player",
    "each_opponent": "each opponent",
}


@dataclass(frozen=True, slots=True)
class TokenEffect:
    """Create ``count`` tokens (111.1) under the control of the ability's
    controller (111.2): creature tokens ``power``/``toughness`` of
    ``colors`` and ``subtypes`` (an artifact creature when ``artifact``),
    with ``keywords``; or, with ``predefined``, that predefined token
    (111.10: a colorless artifact of that subtype). ``that_many``: as many
    as the damage that triggered the ability (603.2). ``investigate``: the
    token is the Clue of "investigate" (701.16a; 701.36a in 2023).
    ``later``: the delayed triggered ability the same ability sets up for
    the tokens (603.7): "exile that token at end of combat".

    >>> str(TokenEffect(1, 1, 1, frozenset({"green"}), ("Insect",), that_many=True))
    'create that many 1/1 green Insect creature tokens'
    >>> str(TokenEffect(2, predefined="Treasure")), str(TokenEffect(investigate=True))
    ('create 2 Treasure tokens', 'investigate')
    >>> from mtgcombat.core.token_later import TokenLater
    >>> str(TokenEffect(1, 4, 4, frozenset({"white"}), ("Angel",),
    ...                 later=TokenLater("exile", "end_of_combat")))
    'create a 4/4 white Angel creature token, then exile those tokens at end of combat'
    """

    count: int = 1
    power: int = 0
    toughness: int = 0
    colors: frozenset[str] = frozenset()
    subtypes: tuple[str, ...] = ()
    keywords: tuple[Keyword, ...] = ()
    artifact: bool = False
    predefined: str = ""
    that_many: bool = False
    investigate: bool = False
    later: TokenLater | None = None

    def __str__(self) -> str:
        made = self._made()
        return f"{made}, then {self.later}" if self.later is not None else made

    def _made(self) -> str:
        if self.investigate:
            return "investigate"
        many = "that many" if self.that_many else ("a" if self.count == 1 else str(self.count))
        noun = "token" if self.count == 1 and not self.that_many else "tokens"
        if self.predefined:
            return f"create {many} {self.predefined} {noun}"
        colors = " and ".join(sorted(self.colors)) or "colorless"
        kind = "artifact creature" if self.artifact else "creature"
        words = " ".join(w for w in (colors, " ".join(self.subtypes), kind) if w)
        names = [str(k) for k in self.keywords]
        listed = ", ".join(names[:-1]) + f" and {names[-1]}" if len(names) > 1 else "".join(names)
        kws = f" with {listed}" if names else ""
        return f"create {many} {self.power}/{self.toughness} {words} {noun}{kws}"


@dataclass(frozen=True, slots=True)
class HalfLifeEffect:
    """``player`` loses half their life, rounded up (or down): the amount
    is fixed as the ability resolves (107.1a: a fraction is rounded down
    unless the effect says up; 107.1b: half of a life total of 0 or less is
    0).

    >>> str(HalfLifeEffect())
    'that player loses half their life, rounded up'
    >>> str(HalfLifeEffect("you", round_up=False))
    'you lose half your life, rounded down'
    """

    player: EffectPlayer = "that_player"
    round_up: bool = True

    def __str__(self) -> str:
        verb, their = ("lose", "your") if self.player == "you" else ("loses", "their")
        how = "up" if self.round_up else "down"
        return f"{_PLAYER_TEXT[self.player]} {verb} half {their} life, rounded {how}"


@dataclass(frozen=True, slots=True)
class LibraryEffect:
    """``player`` (or each player, each opponent, in APNAP order, 101.4)
    draws (121.1), discards (701.9), mills, scries or surveils ``amount``
    cards, or ventures into the dungeon: cards move between a library, a graveyard and the
    command zone; nothing on the battlefield changes. ``that_many``: as many
    as the damage that triggered the ability (603.2).

    >>> str(LibraryEffect("scry", amount=2)), str(LibraryEffect("venture"))
    ('scry 2', 'venture into the dungeon')
    >>> str(LibraryEffect("mill", "that_player", that_many=True))
    'that player mills that many cards'
    """

    action: LibraryAction
    player: EffectPlayer = "you"
    amount: int = 1
    that_many: bool = False

    def __str__(self) -> str:
        if self.action == "venture":
            return "venture into the dungeon"
        if self.action in ("draw", "mill", "discard"):
            much = "that many cards" if self.that_many else f"{self.amount} card(s)"
            verb = self.action if self.player == "you" else f"{self.action}s"
            return f"{_PLAYER_TEXT[self.player]} {verb} {much}"
        return f"{self.action} {self.amount}"


@dataclass(frozen=True, slots=True)
class ProliferateEffect:
    """Proliferate (701.34; 701.27 in the 2023 rules): the ability's
    controller chooses any number of permanents and/or players that have a
    counter, then gives each one additional counter of each kind already
    there. It does not target (115.1): hexproof and shroud don't stop it.
    Which ones are chosen is the ``choices.proliferated`` of the permanent
    whose ability it is (:mod:`mtgcombat.rules.proliferate`).

    >>> str(ProliferateEffect())
    'proliferate'
    """

    def __str__(self) -> str:
        return "proliferate"


@dataclass(frozen=True, slots=True)
class SelfCounterRemovalEffect:
    """Remove ``amount`` +1/+1 (``plus``) or -1/-1 counters from the
    permanent whose ability it is (122.1; as many as it has when fewer):
    "whenever you cast a green spell, remove a -1/-1 counter from ~".

    >>> str(SelfCounterRemovalEffect())
    'remove 1 -1/-1 counter(s) from it'
    """

    amount: int = 1
    plus: bool = False

    def __str__(self) -> str:
        kind = "+1/+1" if self.plus else "-1/-1"
        return f"remove {self.amount} {kind} counter(s) from it"


@dataclass(frozen=True, slots=True)
class SelfUntapEffect:
    """Untap the permanent whose ability it is (701.26; 701.21 in 2023):
    "whenever you cast a noncreature spell, untap ~". An untapped creature
    of the defending player can be declared as a blocker (509.1a).

    >>> str(SelfUntapEffect())
    'untap it'
    """

    def __str__(self) -> str:
        return "untap it"


@dataclass(frozen=True, slots=True)
class EnergyEffect:
    """Energy counters of the ability's controller (107.14, 122.1): "you
    get {E}{E}" puts ``amount`` of them on the player; ``pay``, "you may pay
    {E}{E}. If you do, ...", removes ``amount`` of them, and is not done
    (nor what "if you do" makes of it) when the player has fewer (119.4
    likewise for life; 107.14: to pay {E}, a player removes an energy counter
    from themselves).

    >>> str(EnergyEffect(2)), str(EnergyEffect(1, pay=True))
    ('you get 2 energy', 'pay 1 energy')
    """

    amount: int = 1
    pay: bool = False

    def __str__(self) -> str:
        return f"pay {self.amount} energy" if self.pay else f"you get {self.amount} energy"


@dataclass(frozen=True, slots=True)
class ReturnEffect:
    """Undying (702.93a, ``plus``) and persist (702.79a): "if it had no
    +1/+1 (-1/-1) counters on it, return it to the battlefield under its
    owner's control with a +1/+1 (-1/-1) counter on it". The intervening
    "if" (603.4) is read from the permanent as it last existed on the
    battlefield (603.10a).

    With ``unless_had`` false, a dies trigger with no intervening "if":
    "When this creature dies, return it to the battlefield (``tapped``)
    under its owner's control (with a +1/+1 counter on it, ``counter``)",
    which instants such as Feign Death grant until end of turn (613.1f).

    >>> print(ReturnEffect(plus=False))  # doctest: +NORMALIZE_WHITESPACE
    if it had no -1/-1 counters on it, return it to the battlefield with a -1/-1
    counter on it
    >>> print(ReturnEffect(unless_had=False, tapped=True, counter=False))
    return it to the battlefield tapped under its owner's control
    >>> print(ReturnEffect(unless_had=False, counter=False, dead=True, keyword="flying"))
    return that card to the battlefield under its owner's control with a flying counter on it
    """

    plus: bool = True
    # issue 33 (session 9): the card's own "~ enters the battlefield tapped"
    # applies as it returns (614.1d, 614.12); a granted "return it to the
    # battlefield tapped" (Feign Death) returns it tapped too
    tapped: bool = False
    # session 9: False for a granted "return it to the battlefield" with no
    # condition on its counters (Supernatural Stamina), ``counter`` whether it
    # returns with a +1/+1 counter
    unless_had: bool = True
    counter: bool = True
    # session 10: a trigger on another permanent's death ("whenever a
    # creature you control dies", "when enchanted creature dies") returns
    # that card (``dead``, 400.7d), under its owner's control or the
    # ability's controller's (``yours``, 110.2a), with a keyword counter
    # (``keyword``, 122.1b: Luminous Broodmoth's flying counter)
    dead: bool = False
    yours: bool = False
    keyword: str = ""

    def __str__(self) -> str:
        kind = "+1/+1" if self.plus else "-1/-1"
        tapped = " tapped" if self.tapped else ""
        if not self.unless_had:
            counter = f" with a {kind} counter on it" if self.counter else ""
            if self.keyword:
                counter = f" with a {self.keyword} counter on it"
            card = "that card" if self.dead else "it"
            under = "your" if self.yours else "its owner's"
            return f"return {card} to the battlefield{tapped} under {under} control{counter}"
        return (
            f"if it had no {kind} counters on it, "
            f"return it to the battlefield{tapped} with a {kind} counter on it"
        )


@dataclass(frozen=True, slots=True)
class LoseGameEffect:
    """``player`` loses the game (104.3e: an effect may say so; issue 33,
    session 10): "whenever ~ deals combat damage to a player, that player
    loses the game" (Phage the Untouchable). The loss is at once, not a
    state-based action; a player who can't lose the game doesn't (104.3);
    in Two-Headed Giant the team loses with them (810.8a); a game of more
    players goes on without them (800.4a). The rules engine carries it out
    in :mod:`mtgcombat.rules.lose_game`.

    >>> str(LoseGameEffect())
    'that player loses the game'
    """

    player: EffectPlayer = "that_player"

    def __str__(self) -> str:
        return f"{_PLAYER_TEXT[self.player]} loses the game"


MORE_EFFECTS = (
    TokenEffect,
    HalfLifeEffect,
    LibraryEffect,
    ProliferateEffect,
    SelfCounterRemovalEffect,
    SelfUntapEffect,
    ReturnEffect,
    EnergyEffect,
    CopyTokenEffect,  # issue 33: token copies of ~ (707.2)
    LoseGameEffect,  # issue 33 (session 10): 104.3e
)
"""The effect types of this module (and the token copies of
:mod:`mtgcombat.core.token_copies`), dispatched by the rules engine to
:mod:`mtgcombat.rules.trigger_effects_more`."""


@dataclass(frozen=True, slots=True)
class ModalEffect:
    """A modal triggered ability's modes (700.2): "choose one —", "choose up
    to one —", "choose one or both —", "choose one that hasn't been chosen
    this turn —" (``fresh``: a mode chosen once this turn can't be chosen
    again). ``modes`` holds each mode's effects in printed order (an
    empty mode does nothing that touches a combat); from ``low`` to ``high``
    of them, each at most once (700.2d), are chosen as the ability is put on
    the stack (700.2b, 603.3c), and the
    ability is then the chosen modes' effects, in printed order
    (:mod:`mtgcombat.rules.trigger_modes`). Its effects are those of
    :data:`mtgcombat.core.triggered.TriggerEffect` (typed ``object`` here:
    that module imports this one).

    >>> print(ModalEffect(((LibraryEffect("scry", amount=1),), ()), 0, 1))
    choose up to one — scry 1; or nothing
    """

    modes: tuple[tuple[object, ...], ...]
    low: int = 1
    high: int = 1
    fresh: bool = False

    def __str__(self) -> str:
        if self.fresh:
            how = "one that hasn't been chosen this turn"
        elif self.low == self.high:
            how = {1: "one", 2: "two"}.get(self.low, str(self.low))
        elif self.low == 0:
            how = "up to one" if self.high == 1 else "any number"
        else:
            how = "one or both" if self.high == 2 == len(self.modes) else "one or more"
        modes = "; or ".join(" and ".join(str(e) for e in m) or "nothing" for m in self.modes)
        return f"choose {how} — {modes}"


# An effect of the triggers on deaths and life gained (700.4, 603.10a, 119.9):
# counters on a chosen target, modular's among them (702.43a).


@dataclass(frozen=True, slots=True)
class CountersOnTargetEffect:
    """Put ``amount`` +1/+1 (``plus``) or -1/-1 counters on the target its
    controller chose among the creatures ``target_filter`` matches (603.3d,
    122.1); with ``its_counters``, as many +1/+1 (-1/-1) counters as the creature the
    event is about had as it last existed on the battlefield (608.2h:
    modular, 702.43a, "put its +1/+1 counters on target artifact creature"),
    ``amount`` ignored; with ``every_kind`` as well, as many counters of each
    kind as it had ("put its counters on target creature you control", 122.1,
    608.2h).

    >>> from mtgcombat.core.selector_values import Selector
    >>> mine = Selector(types=frozenset({"creature"}), controller="you")
    >>> str(CountersOnTargetEffect(mine))
    'put 1 +1/+1 counter(s) on a target among creatures you control'
    >>> str(CountersOnTargetEffect(mine, its_counters=True))
    'put its +1/+1 counters on a target among creatures you control'
    >>> str(CountersOnTargetEffect(mine, plus=False, its_counters=True))
    'put its -1/-1 counters on a target among creatures you control'
    >>> str(CountersOnTargetEffect(mine, its_counters=True, every_kind=True))
    'put its counters on a target among creatures you control'
    """

    target_filter: Selector | None = None
    amount: int = 1
    plus: bool = True
    its_counters: bool = False
    target: Literal["target"] = "target"
    every_kind: bool = False

    def __str__(self) -> str:
        who = f"a target among {self.target_filter}" if self.target_filter else "any target"
        if self.its_counters:
            kind = "" if self.every_kind else "+1/+1 " if self.plus else "-1/-1 "
            return f"put its {kind}counters on {who}"
        kind = "+1/+1" if self.plus else "-1/-1"
        return f"put {self.amount} {kind} counter(s) on {who}"


# An effect of the declare attackers step's triggers (508.2a) on blocks.


@dataclass(frozen=True, slots=True)
class GroupKeywordEffect:
    """Each creature ``affected`` matches (read relative to the permanent with
    the ability, as it resolves) gains ``keyword`` until end of turn (layer
    6, 613.1f): "attacking creatures gain flying until end of turn", "each
    attacking Human gains flying until end of turn". ``same_group``: the
    keyword half of "each creature ... gets +1/+0 and gains trample", whose
    creatures are the ones the group pump just before it picked: the set is
    fixed once, as the ability resolves (611.2c, 608.2c).

    >>> from mtgcombat.core.keywords import Keyword
    >>> attacking = Selector(types=frozenset({"creature"}), role="attacking")
    >>> str(GroupKeywordEffect(attacking, Keyword.FLYING))
    'attacking creatures gain flying until end of turn'
    """

    affected: Selector
    keyword: Keyword
    same_group: bool = False

    def __str__(self) -> str:
        return f"{self.affected} gain {self.keyword} until end of turn"


__all__ = [
    "MORE_EFFECTS",
    "PREDEFINED_TOKENS",
    "CountersOnTargetEffect",
    "EffectPlayer",
    "EnergyEffect",
    "GroupKeywordEffect",
    "HalfLifeEffect",
    "LibraryAction",
    "LibraryEffect",
    "LoseGameEffect",
    "ModalEffect",
    "ProliferateEffect",
    "ReturnEffect",
    "SelfCounterRemovalEffect",
    "SelfUntapEffect",
    "TokenEffect",
]
