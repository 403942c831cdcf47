"""Effects of instants and sorceries whose size the board gives as they
resolve, and counters put on a group: "Target creature gets +X/+X until end
of turn, where X is the number of creatures you control" or "where X is its
power", "gets +1/+1 until end of turn for each Forest you control" (613.4c,
layer 7c; the number is determined once, as the effect is applied: 608.2h),
and "Put a +1/+1 counter on each creature you control" (122.1; the creatures
are the ones the selector matches as the spell resolves, 608.2h); "~ deals
damage to target creature equal to the number of Mountains you control"
(120.3; issue 33, session 5: the number counted as the spell resolves).
:func:`apply_counted`, :func:`apply_group_counter` and
:func:`apply_counted_damage` carry them out for
:mod:`~mtgcombat.rules.spell_effects`, which dispatches to them.
"""

from __future__ import annotations

from collections.abc import Iterable

from mtgcombat.core.abilities import Selector
from mtgcombat.core.conditions import Amount
from mtgcombat.core.counted_values import Greatest
from mtgcombat.core.events import CountersPut, Event, PowerToughnessChanged
from mtgcombat.core.model import Board, CardType, Count, Permanent, Zone, evolve
from mtgcombat.core.sacrifice_values import Sacrificed
from mtgcombat.core.selectors import count, matches
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.rules.counter_placing import put_counters
from mtgcombat.rules.layer7 import pumped

SpellAmount = Amount | Greatest | Sacrificed
"""What a spell's X can be beyond a count of permanents: the numbers the
static abilities read (613.4a: cards in a hand or a graveyard, life, sums)
and the greatest power or toughness among a group, each read relative to the
spell's controller as the spell resolves (608.2h); or the power or toughness
of the permanent sacrificed to pay its cost (601.2h, 608.2h; issue 33,
session 13)."""


def spell_x(board: Board, amount: SpellAmount, controller: str) -> int:
    """X read now (608.2h) for a spell ``controller`` controls; a negative
    result is 0 (107.1b).

    >>> from mtgcombat.core.conditions import CardCount
    >>> from mtgcombat.core.model import Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=4)
    >>> board = Board([Player("A", hand=3), Player("B", hand=0)], [ogre], "A")
    >>> spell_x(board, CardCount(zone="hand"), "A"), spell_x(board, CardCount(zone="hand"), "B")
    (3, 0)
    >>> mine = Selector(types=frozenset({"creature"}), controller="you")
    >>> spell_x(board, Greatest(mine), "A"), spell_x(board, Greatest(mine, "toughness"), "A")
    (5, 4)
    """
    if isinstance(amount, Sacrificed):
        if amount.value is None:  # mtgcombat.rules.spell_sacrificed fills it as the cost is paid
            raise ValueError(f"{amount}: no permanent was sacrificed to pay the cost (601.2h)")
        return max(0, amount.value)
    me = _caster(controller)
    if isinstance(amount, Greatest):
        stats = [
            p.current_power if amount.stat == "power" else p.current_toughness
            for p in board.permanents
            if p.on_battlefield and matches(board, amount.selector, p, me)
        ]
        return max(0, *stats) if stats else 0
    return max(0, count(board, amount, me))


@dataclass(frozen=True, slots=True)
class CountedPumpEffect:
    """The target gets +(``power`` + ``power_x`` x X)/+(``toughness`` +
    ``toughness_x`` x X) until end of turn (613.4c), X read once as the
    effect is applied (608.2h): the number of permanents ``counted``
    matches (relative to the spell's controller) plus ``plus``, or the
    target's own power or toughness (``of_target``: "its power").

    >>> sel = Selector(types=frozenset({"creature"}), controller="you")
    >>> str(CountedPumpEffect(counted=sel, power_x=1, toughness_x=1))
    'the target gets +X/+X until end of turn, where X is the number of creatures you control'
    >>> str(CountedPumpEffect(of_target="power", power_x=1, toughness=0))
    'the target gets +X/+0 until end of turn, where X is its power'
    """

    power: int = 0
    toughness: int = 0
    power_x: int = 0
    toughness_x: int = 0
    counted: Selector | None = None
    plus: int = 0
    of_target: str = ""
    # issue 33 (session 9): a number the static abilities read ("the number of
    # cards in your hand", "the greatest power among creatures you control")
    amount: SpellAmount | None = None

    def __str__(self) -> str:
        def part(fixed: int, times: int) -> str:
            if not times:
                return f"{fixed:+d}"
            sign = "-" if times < 0 else "+"
            x = "X" if abs(times) == 1 else f"{abs(times)}X"
            return f"{sign}{x}" + (f"{fixed:+d}" if fixed else "")

        if self.of_target == "domain":
            what = "the number of basic land types among lands you control"
        elif self.of_target:
            what = f"its {self.of_target}"
        elif self.amount is not None:
            what = str(self.amount)
        else:
            what = str(Count(self.counted or Selector(), self.plus))
        pt = f"{part(self.power, self.power_x)}/{part(self.toughness, self.toughness_x)}"
        return f"the target gets {pt} until end of turn, where X is {what}"


@dataclass(frozen=True, slots=True)
class GroupCounterEffect:
    """Put ``amount`` +1/+1 counters (-1/-1 counters without ``plus``) on
    each permanent ``affected`` matches, relative to the spell's controller,
    as the spell resolves (122.1, 608.2h).

    >>> str(GroupCounterEffect(Selector(types=frozenset({"creature"}), controller="you"), 1))
    'put 1 +1/+1 counter on each of the creatures you control'
    """

    affected: Selector
    amount: int = 1
    plus: bool = True

    def __str__(self) -> str:
        kind = "+1/+1" if self.plus else "-1/-1"
        noun = "counter" if self.amount == 1 else "counters"
        return f"put {self.amount} {kind} {noun} on each of the {self.affected}"


@dataclass(frozen=True, slots=True)
class CountedDamageEffect:
    """The spell deals X damage to each of its targets (120.3), X the
    number of permanents ``counted`` matches, relative to the spell's
    controller, plus ``plus``: counted once as the spell resolves (608.2h).

    >>> sel = Selector(types=frozenset({"land"}), controller="you")
    >>> str(CountedDamageEffect(sel))
    'the spell deals X damage to the target, where X is the number of lands you control'
    """

    counted: Selector | None = None
    plus: int = 0
    # issue 33 (session 9): X a number the static abilities read (as
    # CountedPumpEffect's); ``counted`` is then None
    amount: SpellAmount | None = None

    def __str__(self) -> str:
        what = self.amount or Count(self.counted or Selector(), self.plus)
        return f"the spell deals X damage to the target, where X is {what}"


COUNTED = (CountedPumpEffect, GroupCounterEffect, CountedDamageEffect)
"""The effects here. Both are carried out once for the whole spell (the
dispatch of :func:`~mtgcombat.rules.spell_effects.apply_untargeted`): a
counted pump on each of the entry's targets, counters on a group."""


def _replace(board: Board, perm: Permanent) -> Board:
    return board.with_permanents(perm if p.id == perm.id else p for p in board.permanents)


def _caster(controller: str) -> Permanent:
    """The spell's controller as a selector reads "you control": an object
    off the battlefield with no card type (as
    :func:`mtgcombat.rules.spell_effects.caster_object` builds it)."""
    made = Permanent(
        id="\x00spell", controller=controller, types=frozenset({CardType.LAND}), zone=Zone.EXILE
    )
    return evolve(made, types=frozenset())


BASIC_LAND_TYPES = frozenset({"plains", "island", "swamp", "mountain", "forest"})
"""The basic land types (305.6)."""


def domain_count(board: Board, player: str) -> int:
    """Domain: the number of basic land types among the lands ``player``
    controls (305.6; a land's subtypes as they are now, type-changing
    effects applied).

    >>> from mtgcombat.core.model import Player
    >>> land = Permanent(id="f", controller="A", types=frozenset({CardType.LAND}),
    ...                  subtypes=frozenset({"forest", "island"}))
    >>> board = Board([Player("A"), Player("B")], [land], "A")
    >>> domain_count(board, "A"), domain_count(board, "B")
    (2, 0)
    """
    found: set[str] = set()
    for perm in board.permanents:
        if perm.on_battlefield and perm.controller == player and perm.is_type(CardType.LAND):
            found |= {s.lower() for s in perm.subtypes} & BASIC_LAND_TYPES
    return len(found)


def apply_counted(
    board: Board, effect: CountedPumpEffect, targets: Iterable[str], controller: str, source: str
) -> tuple[Board, list[Event]]:
    """Each target's pump (the entry's ``targets`` still on the
    battlefield), X counted now (608.2h) relative to the spell's
    ``controller`` ("creatures you control").

    >>> from mtgcombat.core.model import Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> elf = Permanent(id="elf", controller="A", power=1, toughness=1)
    >>> board = Board([Player("A"), Player("B")], [bear, elf], "A")
    >>> sel = Selector(types=frozenset({"creature"}), controller="you")
    >>> after, events = apply_counted(board, CountedPumpEffect(counted=sel, power_x=1,
    ...     toughness_x=1), ["bear"], "A", "timeline[0]")
    >>> after.permanent("bear").power, [str(e.rule) for e in events]
    (4, ['613.4c'])
    """
    events: list[Event] = []
    for target in targets:
        perm = board.get(target)
        if perm is None or not perm.on_battlefield:
            continue
        if effect.of_target == "power":
            x = perm.current_power
        elif effect.of_target == "toughness":
            x = perm.current_toughness
        elif effect.of_target == "domain":  # issue 33: 305.6, the caster's lands
            x = domain_count(board, controller)
        elif effect.amount is not None:  # issue 33 (session 9)
            x = spell_x(board, effect.amount, controller)
        else:
            counted = Count(effect.counted or Selector(), effect.plus)
            x = count(board, counted, _caster(controller))
        power = effect.power + effect.power_x * x
        toughness = effect.toughness + effect.toughness_x * x
        if not power and not toughness:
            continue  # +0/+0: nothing changes
        changed = pumped(perm, power, toughness, source)  # 613.4c, 613.7a
        board = _replace(board, changed)
        events.append(PowerToughnessChanged("613.4c", target, power, toughness, source))
    return board, events


def apply_group_counter(
    board: Board, effect: GroupCounterEffect, controller: str, source: str
) -> tuple[Board, list[Event]]:
    """Counters on each permanent of the group (122.1); one that can't have
    counters gets none.

    >>> from mtgcombat.core.model import Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> ogre = Permanent(id="ogre", controller="B", power=3, toughness=3)
    >>> board = Board([Player("A"), Player("B")], [bear, ogre], "A")
    >>> mine = Selector(types=frozenset({"creature"}), controller="you")
    >>> after, events = apply_group_counter(board, GroupCounterEffect(mine), "A", "timeline[0]")
    >>> after.permanent("bear").current_power, after.permanent("ogre").current_power
    (3, 3)
    """
    me = _caster(controller)
    chosen = [
        p.id
        for p in board.permanents
        if p.on_battlefield and p.id != source and matches(board, effect.affected, p, me)
    ]
    events: list[Event] = []
    kind = "+1/+1" if effect.plus else "-1/-1"
    for pid in chosen:  # the set is fixed as the spell resolves (608.2h)
        changed, n = put_counters(board, board.permanent(pid), kind, effect.amount, events)
        if not n:
            continue
        board = _replace(board, changed)
        events.append(CountersPut("122.1", pid, kind, n, source))
    return board, events


def apply_counted_damage(
    board: Board,
    effect: CountedDamageEffect,
    targets: Iterable[str],
    controller: str,
    source: str,
) -> tuple[Board, list[Event]]:
    """X damage from the spell ``source`` to each still-legal target, a
    permanent or a player (120.3); X counted now relative to the spell's
    ``controller`` (608.2h). 0 damage is no damage (120.8).

    >>> from mtgcombat.core.model import Player
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2)
    >>> hill = Permanent(id="hill", controller="A", types=frozenset({CardType.LAND}))
    >>> from mtgcombat.rules.spell_effects import spell_source
    >>> board = Board([Player("A"), Player("B")], [bear, hill], "A")
    >>> board = spell_source(board, "timeline[0]", "A", frozenset())  # the spell (120.2b)
    >>> lands = Selector(types=frozenset({"land"}), controller="you")
    >>> after, events = apply_counted_damage(board, CountedDamageEffect(lands), ["bear"], "A",
    ...                                      "timeline[0]")
    >>> after.permanent("bear").damage, [e.kind for e in events]
    (1, ['damage_dealt', 'damage_marked'])
    """
    from mtgcombat.rules.damage_step import deal_noncombat_damage  # noqa: PLC0415

    if effect.amount is not None:  # issue 33 (session 9)
        x = spell_x(board, effect.amount, controller)
    else:
        x = count(board, Count(effect.counted or Selector(), effect.plus), _caster(controller))
    events: list[Event] = []
    if x <= 0:
        return board, events
    for target in targets:
        perm = board.get(target)
        if perm is not None and not perm.on_battlefield:
            continue
        if perm is None and not board.is_player(target):
            continue
        board, dealt = deal_noncombat_damage(board, source, target, x)
        events.extend(dealt)
    return board, events


__all__ = [
    "COUNTED",
    "CountedDamageEffect",
    "CountedPumpEffect",
    "GroupCounterEffect",
    "SpellAmount",
    "apply_counted",
    "apply_counted_damage",
    "apply_group_counter",
    "spell_x",
]
