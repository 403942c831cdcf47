"""Values of the triggered effects of issue 33's attack triggers: creature
tokens put onto the battlefield attacking (508.4, 111.1, 111.2), untapping
and tapping (701.26 now, 701.21 in 2023) a chosen target or a group, and
the costs a resolving ability asks for before "if you do" (118.1, 118.3):
mana (118.3a), life (118.3b, 119.4) and a permanent sacrificed (701.21a),
counters put on each permanent of a group (122.1), and goad (701.15 now,
701.38 in 2023) on a target.

A token put onto the battlefield attacking was never declared as an
attacker (506.3, 508.4): abilities that trigger on a creature attacking do
not trigger for it, and attack requirements and restrictions do not apply
to it. Its controller chooses which player or planeswalker it attacks
(508.4); the engine has it attack the defending player of the creature the
event is about (508.5). The engine tracks no mana: a mana payment is made
when the ability's controller chooses to ("choices.may", 603.5), and only
the event says it was paid. The rules engine carries these effects out in
:mod:`mtgcombat.rules.attack_effects`.
"""

from __future__ import annotations

import dataclasses
from typing import Literal

from mtgcombat.core.attach_effects import AttachSelfEffect
from mtgcombat.core.double_counter_values import DoubleCountersEffect
from mtgcombat.core.effect_values import TokenEffect
from mtgcombat.core.named_counter_values import NamedCounterEffect
from mtgcombat.core.selector_values import Selector
from mtgcombat.core.tap_fight_values import FightTargetEffect, TapAnyNumberEffect
from mtgcombat.core.token_later import SelfAtEndOfCombat
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class AttackingTokenEffect:
    """Create the tokens ``token`` describes, put onto the battlefield
    attacking (508.4), tapped unless ``tapped`` is false ("that's
    attacking": a token with vigilance). They attack the defending player of
    the creature the event is about (508.5; their controller's choice,
    508.4), and, never declared as attackers, trigger no "whenever ...
    attacks" ability (506.3, 508.4).

    >>> soldier = TokenEffect(2, 1, 1, frozenset({"white"}), ("Soldier",))
    >>> str(AttackingTokenEffect(soldier))
    'create 2 1/1 white Soldier creature tokens tapped and attacking'
    >>> str(AttackingTokenEffect(TokenEffect(1, 1, 1, frozenset({"white"}), ("Cat",)), False))
    'create a 1/1 white Cat creature token attacking'
    """

    token: TokenEffect
    tapped: bool = True

    def __str__(self) -> str:
        how = "tapped and attacking" if self.tapped else "attacking"
        made = f"{dataclasses.replace(self.token, later=None)} {how}"
        return f"{made}, then {self.token.later}" if self.token.later is not None else made


@dataclass(frozen=True, slots=True)
class UntapTargetEffect:
    """Untap the target its controller chose among the creatures
    ``target_filter`` matches (603.3d; 701.26b now, 701.21b in 2023): an
    untapped creature of the defending player can be declared as a blocker
    (509.1a); an attacker untapped stays attacking (506.4).

    >>> mine = Selector(types=frozenset({"creature"}), controller="you")
    >>> str(UntapTargetEffect(mine))
    'untap a target among creatures you control'
    """

    target_filter: Selector
    target: Literal["target"] = "target"

    def __str__(self) -> str:
        return f"untap a target among {self.target_filter}"


@dataclass(frozen=True, slots=True)
class GoadEffect:
    """Goad the target its controller chose among the creatures
    ``target_filter`` matches (603.3d; goad, 701.15 now, 701.38 in 2023):
    until that player's next turn the creature attacks each combat if able
    and attacks a player other than the goading player if able (701.15b),
    the requirements of a later declaration of attackers (508.1d). Goaded by
    the same player again, nothing changes (701.15d). Goaded as an attack
    trigger resolves, after attackers were declared (508.2a), it changes no
    block of this combat: the designation is what the effect leaves.

    With ``target="each"`` (issue 33, session 10) it goads each creature
    ``target_filter`` matches as it resolves, no target: "goad each creature
    that player controls" (Marisi, Breaker of the Coil; the player dealt
    combat damage, 603.2).

    >>> theirs = Selector(types=frozenset({"creature"}), controller="defending")
    >>> str(GoadEffect(theirs))
    'goad a target among creatures defending player controls'
    >>> str(GoadEffect(theirs, "each"))
    'goad each of the creatures defending player controls'
    """

    target_filter: Selector
    target: Literal["target", "each"] = "target"

    def __str__(self) -> str:
        if self.target == "each":
            return f"goad each of the {self.target_filter}"
        return f"goad a target among {self.target_filter}"


@dataclass(frozen=True, slots=True)
class GroupTapEffect:
    """Tap (or, with ``untap``, untap) each permanent ``affected`` matches,
    read relative to the permanent with the ability as it resolves
    (701.26; 701.21 in 2023): "tap all creatures defending player controls"
    (a tapped creature can't be declared as a blocker, 509.1a), "untap each
    other creature you control".

    >>> theirs = Selector(types=frozenset({"creature"}), controller="defending")
    >>> str(GroupTapEffect(theirs))
    'tap each of the creatures defending player controls'
    """

    affected: Selector
    untap: bool = False

    def __str__(self) -> str:
        verb = "untap" if self.untap else "tap"
        return f"{verb} each of the {self.affected}"


@dataclass(frozen=True, slots=True)
class PayCostEffect:
    """The ability's controller pays ``mana`` (118.3a) or ``life`` (118.3b)
    as it resolves: the first effect of "you may pay {1}{W}. If you do, ...".
    Life can be paid only by a player whose life total is at least the
    payment (119.4, 118.3); then the payment is not made, nor what "if you
    do" makes of it. The engine tracks no mana pool: mana is paid when the
    player chooses to pay (``choices.may``, 603.5).

    >>> str(PayCostEffect("{1}{W}")), str(PayCostEffect(life=2))
    ('pay {1}{W}', 'pay 2 life')
    """

    mana: str = ""
    life: int = 0

    def __str__(self) -> str:
        return f"pay {self.life} life" if self.life else f"pay {self.mana}"


@dataclass(frozen=True, slots=True)
class SacrificeCostEffect:
    """The ability's controller sacrifices one permanent they control that
    ``wanted`` matches (read relative to the permanent with the ability, so
    "another creature" is not that permanent): the first effect of "you may
    sacrifice another creature. If you do, ..." (701.21a, 118.3: with none,
    it can't be done). Which one is the next of the source's
    ``choices.sacrificed``.

    >>> another = Selector(types=frozenset({"creature"}), controller="you", other=True)
    >>> str(SacrificeCostEffect(another))
    'sacrifice one of the other creatures you control'
    """

    wanted: Selector

    def __str__(self) -> str:
        return f"sacrifice one of the {self.wanted}"


@dataclass(frozen=True, slots=True)
class TapCostEffect:
    """The ability's controller taps one untapped permanent they control
    that ``wanted`` matches (read relative to the permanent with the
    ability): the first effect of "you may tap an untapped non-Human creature
    you control. If you do, ..." (118.3, 603.5; a tapped one can't be
    chosen, 701.26a). Which one is the source's ``choices.tapped[nth]``:
    ``nth`` counts the source's abilities with a tap cost put on the stack
    before this one (set then, :mod:`mtgcombat.rules.triggers_targets`);
    with no name for it and only one candidate, that one.

    >>> mine = Selector(types=frozenset({"creature"}), controller="you")
    >>> str(TapCostEffect(mine))
    'tap an untapped one of the creatures you control'
    """

    wanted: Selector
    nth: int = 0

    def __str__(self) -> str:
        return f"tap an untapped one of the {self.wanted}"


@dataclass(frozen=True, slots=True)
class PTLayerEffect:
    """Until end of turn, ``target`` has its power and toughness switched
    (``switch``: layer 7d, 613.4d) or has base power and toughness
    ``power``/``toughness`` (layer 7b, 613.4b); its other changes in layer 7
    still apply in their layers (:mod:`mtgcombat.rules.layer7`).
    ``target``: "it", the creature the event is about, "self", the
    permanent with the ability, or "target", the target chosen among the
    creatures ``target_filter`` matches (603.3d).

    >>> str(PTLayerEffect(switch=True))
    'it has its power and toughness switched until end of turn'
    >>> mine = Selector(types=frozenset({"creature"}), controller="you")
    >>> str(PTLayerEffect(power=4, toughness=4, target="target", target_filter=mine))
    'a target among creatures you control has base power and toughness 4/4 until end of turn'
    """

    switch: bool = False
    power: int = 0
    toughness: int = 0
    target: Literal["it", "target", "self"] = "it"
    target_filter: Selector | None = None

    def __str__(self) -> str:
        who = "it" if self.target == "it" else f"a target among {self.target_filter}"
        if self.target == "self":
            who = "this permanent"  # issue 33 (session 9): the one with the ability
        if self.switch:
            return f"{who} has its power and toughness switched until end of turn"
        return f"{who} has base power and toughness {self.power}/{self.toughness} until end of turn"


@dataclass(frozen=True, slots=True)
class GroupCounterEffect:
    """Put ``amount`` +1/+1 (``plus``) or -1/-1 counters on each permanent
    ``affected`` matches as the ability resolves, read relative to the
    permanent with the ability (122.1; one that can't have counters gets
    none): "put a +1/+1 counter on each Vampire you control" (session 7).

    >>> vampires = Selector(types=frozenset({"creature"}), subtypes=frozenset({"vampire"}),
    ...                     controller="you")
    >>> str(GroupCounterEffect(1, True, vampires))
    'put 1 +1/+1 counter(s) on each of the vampire creatures you control'
    """

    amount: int
    plus: bool
    affected: Selector

    def __str__(self) -> str:
        kind = "+1/+1" if self.plus else "-1/-1"
        return f"put {self.amount} {kind} counter(s) on each of the {self.affected}"


SOURCE_COUNTER_KINDS = frozenset(
    {"charge", "quest", "page", "verse", "ki", "study", "soul", "doom", "age", "storage"}
)
"""The kinds of counter "put a quest counter on ~" puts on the permanent
with the ability (:class:`~mtgcombat.core.named_counter_values.NamedCounterEffect`;
122.1): counters
with no rule of their own, which matter only to abilities that read them
("as long as ~ has seven or more quest counters on it"). Keyword counters
(122.1b), shield counters (122.1c), lore counters (714.2b), level counters
(711) and the kinds with fields of their own are not among them."""


@dataclass(frozen=True, slots=True)
class RemoveCounterEffect:
    """Remove one counter of the kind ``counter`` ("+1/+1", "-1/-1", "ice")
    from the creature the event is about (``who`` "it") or the permanent
    with the ability ("self"): "whenever ~ attacks or blocks, remove a +1/+1
    counter from it. If you do, ~ deals 1 damage to any target" (Clockwork
    Hydra; 122.1). With none of that kind on it, nothing is removed and
    "if you do" fails (608.2c). A +1/+1 counter removed makes the creature
    smaller before blocks or damage (613.4d). (The cast triggers' "remove a
    -1/-1 counter from ~" is the older
    :class:`~mtgcombat.core.effect_values.SelfCounterRemovalEffect`, of
    +1/+1 and -1/-1 counters on the permanent itself only.)

    >>> str(RemoveCounterEffect("+1/+1"))
    'remove a +1/+1 counter from it'
    """

    counter: str
    who: Literal["it", "self"] = "it"

    def __str__(self) -> str:
        where = "it" if self.who == "it" else "this permanent"
        article = "an" if self.counter[0] in "aeiou" else "a"
        return f"remove {article} {self.counter} counter from {where}"


ATTACK_EFFECTS = (
    AttackingTokenEffect,
    GroupCounterEffect,
    UntapTargetEffect,
    GroupTapEffect,
    PayCostEffect,
    SacrificeCostEffect,
    TapCostEffect,  # session 9: "you may tap an untapped ... you control" (118.3)
    PTLayerEffect,  # session 7: 613.4b, 613.4d
    SelfAtEndOfCombat,  # session 7: the creature itself at end of combat (603.7, 511.2)
    GoadEffect,  # session 9: goad a target (701.15 now, 701.38 in 2023)
    AttachSelfEffect,  # session 9: "attach ~ to it" (701.3a)
    NamedCounterEffect,  # session 10: a charge counter on ~ (122.1)
    RemoveCounterEffect,  # session 10: "remove a +1/+1 counter from it" (122.1)
    FightTargetEffect,  # session 12: "it fights target creature ..." (701.14a)
    TapAnyNumberEffect,  # session 12: "you may tap any number of ..." (608.2d, 613.4c)
    DoubleCountersEffect,  # session 13: "double the number of +1/+1 counters" (122.6)
)
"""The effect types of this module, dispatched by the rules engine to
:mod:`mtgcombat.rules.attack_effects`."""

__all__ = [
    "ATTACK_EFFECTS",
    "SOURCE_COUNTER_KINDS",
    "AttackingTokenEffect",
    "GoadEffect",
    "GroupCounterEffect",
    "GroupTapEffect",
    "PTLayerEffect",
    "PayCostEffect",
    "RemoveCounterEffect",
    "SacrificeCostEffect",
    "TapCostEffect",
    "UntapTargetEffect",
]
