"""Static abilities of one permanent on others (604, 611.3, 613) as values:
:class:`StaticEffect` on permanents, :class:`PlayerEffect` on players,
:class:`DamageRule` on damage (615, 614), and :class:`PreventFrom`;
:class:`~mtgcombat.core.counter_rules.CounterRule` on counters (614.1a, 122.6)."""

from __future__ import annotations

import dataclasses
from typing import Literal

from mtgcombat.core.attack_rules import BlockRule
from mtgcombat.core.conditions import (
    Amount,
    CardCount,
    PlayerGroup,
    StaticCondition,
    _zone_text,
    card_words,
)
from mtgcombat.core.counter_rules import CounterRule
from mtgcombat.core.selector_values import Selector
from mtgcombat.core.triggered import Ability
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

# ---------------------------------------------------------------------------
# Static effects of one permanent on others (604, 611.3, 613)
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StaticEffect:
    """A static ability of a permanent that applies to every object its
    ``affected`` selector matches (relative to the permanent: "creatures you
    control", "other Elves you control"), for as long as the permanent is on
    the battlefield (611.3a). What it does to each:

    * ``grants``: keywords and blocking rules it gains (layer 6);
    * ``power``, ``toughness``: +N/+N or -N/-N (layer 7c);
    * ``by_toughness``: it assigns combat damage equal to its toughness
      rather than its power (Doran, the Siege Tower; 510.1a);
    * ``prevent_dealt_by``, ``prevent_dealt_to``: all combat damage that
      would be dealt by or to it is prevented (615).
    * ``condition``: the effect applies only while this holds ("as long as
      you control a Plains"); evaluated whenever the effects are recomputed.
    * ``per``: ``power`` and ``toughness`` are per permanent this selector
      matches ("+1/+0 for each artifact you control"; layer 7c), or per card
      a :class:`CardCount` counts ("for each card in your hand").
    * ``set_power``, ``set_toughness``: a characteristic-defining ability
      (604.3, 613.4a): the power or toughness is this count, whatever the
      printed value; layer 7a, before every +N/+N and counter.
    * ``prevent_from``: damage dealt to it by some sources is prevented
      (:class:`PreventFrom`; 615.1).
    * ``removes``: keywords it loses and can't have or gain (layer 6,
      613.1f): removed after every grant, whatever the timestamps, since no
      effect can give them back while this one applies.
    * ``loses``: keywords it loses ("enchanted creature loses flying"; layer
      6, 613.1f): removed in timestamp order with the grants (613.7), so an
      effect with a later timestamp that grants one gives it back.
    * ``loses_all``: it loses all its abilities ("all creatures lose all
      abilities"; layer 6, 613.1f): its own keywords, triggered abilities,
      blocking rules and static abilities, and what earlier effects granted
      it; an effect with a later timestamp may grant it more (613.7). Its
      own static abilities never apply then (613.8a), nor its
      characteristic-defining abilities (layer 7a comes after layer 6).
    * ``block_additional``: it can block this many more creatures each
      combat ("can block an additional ninety-nine creatures"; 509.1a);
      with ``per``, this many for each permanent or card ``per`` counts
      ("an additional creature for each Equipment attached to ~").
    * ``base_power``, ``base_toughness``: "have base power and toughness
      1/1": set to this number in layer 7b (613.4b), after the
      characteristic-defining abilities and before every +N/+N and counter.
    * ``add_types``: card types it has in addition to its other types ("is
      an artifact in addition to its other types"; layer 4, 613.1d), before
      any other effect reads the types.
    * ``add_subtypes``: subtypes it has in addition to its other types ("all
      lands are Islands in addition to their other types"; layer 4, 613.1d,
      305.7), which landwalk reads (702.14c).
    * ``set_land_types``: the land types it has instead of its own ("Enchanted
      land is an Island"; layer 4, 305.7): its other land types and all its
      abilities are removed.
    * ``per_each``: ``per`` is counted on each affected object rather than
      on the source ("equipped creature gets +1/+0 for each Equipment
      attached to it": the Equipment attached to that creature).
    * ``set_colors``: the colors it has instead of its own ("enchanted
      creature is black", "all permanents are colorless": an empty set;
      layer 5, 613.1e, 105.3); ``add_colors``: colors it has in addition
      ("is a black Zombie in addition to its other colors and types").
    * ``set_kind``: the creature types it has instead of its own ("enchanted
      creature is a Treefolk with base power and toughness 0/4"; layer 4,
      613.1d, 205.1a); with ``only_creature`` ("is a blue Frog creature") its
      card types are set to creature too, so it is no longer an artifact.

    >>> value = StaticEffect(affected=Selector(host=True), power=2)
    >>> str(value)
    'the creature it is attached to: get +2/+0'
    """

    affected: Selector
    grants: tuple[Ability | BlockRule, ...] = ()
    power: int = 0
    toughness: int = 0
    by_toughness: bool = False
    prevent_dealt_by: bool = False
    prevent_dealt_to: bool = False
    condition: StaticCondition | None = None
    per: Selector | Amount | None = None
    set_power: Amount | None = None
    set_toughness: Amount | None = None
    removes: tuple[Ability, ...] = ()
    prevent_from: PreventFrom | None = None
    block_additional: int = 0
    base_power: int | None = None
    base_toughness: int | None = None
    add_types: frozenset[str] = frozenset()
    per_each: bool = False
    add_subtypes: frozenset[str] = frozenset()
    set_land_types: frozenset[str] = frozenset()
    loses: tuple[Ability, ...] = ()
    loses_all: bool = False
    set_colors: frozenset[str] | None = None
    add_colors: frozenset[str] = frozenset()
    set_kind: frozenset[str] | None = None
    only_creature: bool = False

    def __str__(self) -> str:
        does: list[str] = []
        if self.set_kind is not None:
            kinds = " ".join(sorted(self.set_kind))
            other = "types" if self.only_creature else "creature types"
            does.append(f"are {kinds} creatures (no other {other})")
        if self.set_colors is not None:
            does.append("are " + (" and ".join(sorted(self.set_colors)) or "colorless"))
        if self.add_colors:
            colors = " and ".join(sorted(self.add_colors))
            does.append(f"are {colors} in addition to their other colors")
        if self.loses_all:
            does.append("lose all abilities")
        if self.loses:
            does.append("lose " + ", ".join(str(k) for k in self.loses))
        if self.set_land_types:
            kinds = " and ".join(sorted(self.set_land_types))
            does.append(f"are {kinds} (no other land types, no abilities)")
        if self.add_subtypes:
            kinds = " and ".join(sorted(self.add_subtypes))
            does.append(f"are {kinds} in addition to their other types")
        if self.add_types:
            kinds = " and ".join(sorted(self.add_types))
            does.append(f"are {kinds} in addition to their other types")
        if self.base_power is not None or self.base_toughness is not None:
            p = "*" if self.base_power is None else self.base_power
            t = "*" if self.base_toughness is None else self.base_toughness
            does.append(f"have base power and toughness {p}/{t}")
        if self.set_power is not None:
            does.append(f"power is {self.set_power}")
        if self.set_toughness is not None:
            does.append(f"toughness is {self.set_toughness}")
        if self.power or self.toughness:
            each = ""
            if isinstance(self.per, CardCount):
                kind = card_words(self.per.cards, "card") if self.per.cards else "card"
                each = f" for each {kind} in {_zone_text(self.per.zone, self.per.whose)}"
                if self.per_each:  # each affected object's controller's cards (613.4c)
                    each = each.replace(" in your ", " in its controller's ")
            elif isinstance(self.per, Selector):
                each = f" for each {self.per}"
                if self.per_each:
                    each += " (each counts its own)"
            elif self.per is not None:
                each = f" multiplied by {self.per}"
                if self.per_each:  # counted on each affected object (613.4c)
                    each = each.replace("on this permanent", "on itself") + " (each counts its own)"
            does.append(f"get {self.power:+d}/{self.toughness:+d}{each}")
        if self.grants:
            does.append("have " + ", ".join(str(g) for g in self.grants))
        if self.removes:
            lost = ", ".join(str(k) for k in self.removes)
            does.append(f"lose {lost} and can't have or gain it")
        if self.by_toughness:
            does.append("assign combat damage equal to their toughness")
        if self.block_additional:
            n = self.block_additional
            noun = "creature" if n == 1 else "creatures"
            each = f" for each {self.per}" if self.per is not None and not self.power else ""
            does.append(f"can block an additional {n} {noun} each combat{each}")
        if self.prevent_dealt_by:
            does.append("deal no combat damage (prevented)")
        if self.prevent_dealt_to:
            does.append("are dealt no combat damage (prevented)")
        if self.prevent_from is not None:
            does.append(str(self.prevent_from))
        when = f" as long as {self.condition}" if self.condition is not None else ""
        return f"{self.affected}: " + "; ".join(does or ["no change"]) + when


@dataclass(frozen=True, slots=True)
class PreventFrom:
    """ "Prevent all damage that would be dealt to it by SEL" (615.1): damage
    from a source the selector matches, read relative to the permanent the
    damage would be dealt to ("creatures blocking it"), is prevented. With
    ``noncombat`` (the card says "all damage") noncombat damage is prevented
    too; without it ("all combat damage") only combat damage.

    >>> value = PreventFrom(selector=Selector(relation='blocking_it'))
    >>> str(value)
    'combat damage dealt to it by creatures blocking it is prevented'
    """

    selector: Selector
    noncombat: bool = False
    # issue 33: from every source, on the battlefield or not (a spell's
    # "prevent all damage that would be dealt to it this turn")
    every: bool = False

    def __str__(self) -> str:
        what = "damage" if self.noncombat else "combat damage"
        return f"{what} dealt to it by {self.selector} is prevented"


CastBan = Literal["", "combat", "your_turn"]
"""When a :class:`PlayerEffect` forbids its players to cast spells (101.2,
601.3): never (""), during combat, or during its controller's turn."""


@dataclass(frozen=True, slots=True)
class PlayerEffect:
    """A static ability of a permanent that applies to players: ``who`` is
    "you" (its controller), "opponents" or "each".

    * ``protection``: qualities the player has protection from
      (``everything``, ``each opponent``, a color...; 702.16j-k);
    * ``life_floor``: damage can't reduce the player's life total below 1;
    * ``cant_lose``: the player can't lose the game (704.5a and 704.5c do
      not apply; 104.3).
    * ``zero_life_ok``: "you don't lose the game for having 0 or less life"
      (704.5a does not apply; poison and the other reasons still do, 104.3b).
    * ``cant_gain_life``: the player can't gain life (119.7; "if a player
      would gain life, that player gains no life instead" has the same
      result, 614.1a);
    * ``life_gain_multiplier``: life the player would gain is multiplied by
      this ("you gain twice that much life instead": 2; 614.1a).
    * ``life_gain_plus``: "you gain that much life plus 1 instead" (614.1a);
    * ``life_gain_draws``: "draw that many cards instead" (614.1a): the
      player gains no life.
    * ``condition``: the effect applies only while this holds ("if you
      control a creature"), read relative to the permanent (611.3a).
    * ``keywords``: "hexproof" (702.11c: the player can't be the target of
      spells or abilities their opponents control) and "shroud" (702.18a:
      of any spell or ability) the player has.
    * ``cant_cast``: the players can't cast spells "during combat" or
      "during your turn" (the source's controller is the active player):
      a "can't" beats a "can" (101.2; 601.3: a player begins to cast a
      spell only if no effect forbids it). Every point of a timeline is in
      combat; a timeline entry it forbids is refused (the scenario's
      :mod:`~mtgcombat.scenario.cast_bans`).

    >>> value = PlayerEffect(cant_lose=True)
    >>> str(value)
    "you: can't lose the game"
    """

    who: PlayerGroup = "you"
    protection: frozenset[str] = frozenset()
    life_floor: bool = False
    cant_lose: bool = False
    condition: StaticCondition | None = None
    cant_gain_life: bool = False
    life_gain_multiplier: int = 1
    life_gain_plus: int = 0
    life_gain_draws: bool = False
    keywords: frozenset[str] = frozenset()
    zero_life_ok: bool = False
    cant_cast: CastBan = ""

    def __str__(self) -> str:
        does: list[str] = sorted(self.keywords)
        if self.cant_cast:
            does.append("can't cast spells during " + self.cant_cast.replace("_", " "))
        if self.zero_life_ok:
            does.append("don't lose the game for having 0 or less life")
        if self.protection:
            does.append("protection from " + " and from ".join(sorted(self.protection)))
        if self.life_floor:
            does.append("damage can't reduce life below 1")
        if self.cant_lose:
            does.append("can't lose the game")
        if self.cant_gain_life:
            does.append("can't gain life")
        if self.life_gain_multiplier != 1:
            does.append(f"gain {self.life_gain_multiplier} times that much life instead")
        if self.life_gain_plus:
            does.append(f"gain that much life plus {self.life_gain_plus} instead")
        if self.life_gain_draws:
            does.append("draw that many cards instead of gaining life")
        who = {"you": "you", "opponents": "your opponents", "each": "each player"}[self.who]
        when = f" as long as {self.condition}" if self.condition is not None else ""
        return f"{who}: " + "; ".join(does or ["no change"]) + when


DamageKind = Literal[
    "prevent",
    "prevent_n",
    "prevent_all_but",
    "prevent_half",
    "double",
    "plus",
    "half",
    "plus_counters",
    "minus_counters",
    "prevent_remove_all",
    "prevent_remove_one",
    "prevent_per_counter",
    "prevent_plus_each",
    "prevent_minus_each",
    "prevent_plus_one",
    "redirect",
    "unpreventable",
    "exile_if_dies",
    "exile_dying",
]
DamageWhich = Literal["", "combat", "noncombat"]


@dataclass(frozen=True, slots=True)
class DamageRule:
    """A static ability of a permanent that changes damage as it would be
    dealt (614.1a replacement, 614.9 redirection, 615 prevention). It
    applies to a damage event whose source matches ``source`` (``None``: any
    source) and whose recipient is a player of ``players`` ("you",
    "opponents", "each"; relative to the permanent's controller) or a
    permanent ``to`` matches (both read relative to the permanent with the
    ability; ``ids=("~",)`` is that permanent itself). ``combat`` limits it
    to combat ("combat") or noncombat damage; ``at_most`` to events of that
    much damage or less ("3 or less damage"); ``unblocked`` to sources that
    are unblocked attacking creatures; ``condition`` to while it holds.

    What it ``does`` to the event:

    * ``prevent``: all of it is prevented (615.1a); ``prevent_n``: ``amount``
      of it (615.10); ``prevent_all_but``: all but ``amount``;
      ``prevent_half``: half of it, rounded up;
    * ``double``: it deals twice that much; ``plus``: that much plus
      ``amount`` (minus when negative); ``half``: half, rounded down (614.1a);
    * ``plus_counters`` / ``minus_counters``: that many +1/+1 / -1/-1
      counters are put on the recipient instead (614.1a);
    * ``prevent_remove_all``: prevented, and that many +1/+1 counters are
      removed from the recipient; ``prevent_remove_one``: prevented, and one
      +1/+1 counter removed; ``prevent_per_counter``: for each 1 damage, if
      the recipient has a +1/+1 counter, one is removed and that 1 prevented
      (615.5);
    * ``prevent_plus_each`` / ``prevent_minus_each``: prevented, and a
      +1/+1 / -1/-1 counter is put on the recipient for each 1 damage
      prevented this way (615.5; none when it can't be prevented, 615.12);
      ``prevent_plus_one``: prevented, and one +1/+1 counter is put on the
      recipient (615.5; put even when the damage can't be prevented, 615.12);
    * ``redirect``: it is dealt to the permanent with the ability instead
      (614.9);
    * ``unpreventable``: it can't be prevented (615.12);
    * ``exile_if_dies``: a creature it is dealt to is exiled instead if it
      would die this turn (614.1a; the permanent remembers the sources that
      dealt it damage, :attr:`~mtgcombat.core.model.Permanent.damaged_by`);
    * ``exile_dying``: a creature ``to`` matches that would die is exiled
      instead ("if ~ / another creature would die, exile it instead",
      614.1a; it doesn't die, 700.4); no damage is read.

    >>> value = DamageRule(does='double', players='you')
    >>> str(value)
    'damage to you is doubled'
    """

    does: DamageKind
    amount: int = 0
    source: Selector | None = None
    players: PlayerGroup | None = None
    to: Selector | None = None
    combat: DamageWhich = ""
    at_most: int = 0
    unblocked: bool = False
    condition: StaticCondition | None = None

    def __str__(self) -> str:
        if self.does == "exile_dying" and self.to is not None:
            when = f" as long as {self.condition}" if self.condition is not None else ""
            who = _rule_sel(self.to)
            who = who if who.startswith("this permanent") else f"one of the {who}"
            return f"if {who} would die, it is exiled instead{when}"
        what = {"": "damage", "combat": "combat damage", "noncombat": "noncombat damage"}
        text = what[self.combat]
        if self.at_most:
            text = f"{self.at_most} or less {text}"
        if self.source is not None:
            text += f" from {_rule_sel(self.source)}"
        if self.unblocked:
            text += " from unblocked creatures"
        whom: list[str] = []
        if self.players is not None:
            whom.append(
                {"you": "you", "opponents": "an opponent", "each": "a player"}[self.players]
            )
        if self.to is not None:
            whom.append(_rule_sel(self.to))
        if whom:
            text += " to " + " or ".join(whom)
        n = self.amount
        does = {
            "prevent": "is prevented",
            "prevent_n": f"is reduced by {n} (prevented)",
            "prevent_all_but": f"is prevented except {n}",
            "prevent_half": "is prevented by half, rounded up",
            "double": "is doubled",
            "plus": f"is increased by {n}" if n >= 0 else f"is decreased by {-n}",
            "half": "is halved, rounded down",
            "plus_counters": "becomes that many +1/+1 counters instead",
            "minus_counters": "becomes that many -1/-1 counters instead",
            "prevent_remove_all": "is prevented and removes that many +1/+1 counters",
            "prevent_remove_one": "is prevented and removes a +1/+1 counter",
            "prevent_per_counter": "is prevented 1 for each +1/+1 counter removed",
            "prevent_plus_each": "is prevented and puts a +1/+1 counter for each 1 prevented",
            "prevent_minus_each": "is prevented and puts a -1/-1 counter for each 1 prevented",
            "prevent_plus_one": "is prevented and puts a +1/+1 counter",
            "redirect": "is dealt to this permanent instead",
            "unpreventable": "can't be prevented",
            "exile_if_dies": "makes the creature be exiled instead if it would die this turn",
            "exile_dying": "",
        }[self.does]
        when = f" as long as {self.condition}" if self.condition is not None else ""
        return f"{text} {does}{when}"


def _rule_sel(selector: Selector) -> str:
    if selector.ids == ("~",):
        rest = dataclasses.replace(selector, ids=(), types=frozenset())
        if rest == Selector(types=frozenset()):
            return "this permanent"
        return f"this permanent ({rest})"
    return str(selector)


Static = StaticEffect | PlayerEffect | DamageRule | CounterRule
