"""Static effects of one permanent on others (604.2, 611.3, 613).

A permanent's ``statics`` apply to every object their selector matches, for
as long as the permanent is on the battlefield (611.3a); which objects match
is decided again whenever the game looks (611.3c), so a creature whose lord
dies loses its bonus at once. :func:`apply_static_effects` recomputes every
effect from the objects' own values: each affected permanent or player keeps
what was added to it in ``granted`` (:class:`~mtgcombat.core.model.Grant`), so the
next computation starts from "current minus granted".

The order, after the layer system of 613 (deterministic; board order stands
for timestamp order, 613.7):

Layers 4 (types, 613.1d) and 5 (colors, 613.1e; :mod:`mtgcombat.rules.layer5`)
come first, then:

1. **Layer 6** (613.1f): keywords granted, effect by effect in board order.
   Each such effect's set of affected objects is fixed here and kept for its
   later parts (613.6), so "creatures you control get +1/+1 and have flying"
   pumps exactly the creatures it gave flying.
2. **Layer 7a** (613.4a): characteristic-defining abilities that give a
   power or toughness ("~'s power and toughness are each equal to the number
   of creatures you control"): the count replaces the printed value, which
   the object keeps as its own (its ``granted`` holds the difference).
3. **Layer 7c** (613.4c): +N/+N and -N/-N, with counters (which
   :attr:`~mtgcombat.core.model.Permanent.current_power` adds); "+1/+0 for each
   artifact you control" counts on the board at that point. An effect without
   a layer-6 part picks its objects here, on the board after layer 6 and the
   7c effects before it.
4. **Effects outside the layers**: blocking restrictions and requirements,
   "assigns combat damage equal to its toughness" (a change to 510.1a) and
   "prevent all combat damage" (615). They change no characteristic, so
   they read the characteristics the layers produced: "creatures with power
   less than ~'s power can't block" compares powers after 7c.
5. **Players' effects**: protection, "damage can't reduce your life total
   below 1", "you can't lose the game".

An effect with a condition ("as long as you control three or more
artifacts", "as long as you control a Plains") applies only while the condition
holds (611.3a). The condition is read on the board as the layers have left
it when the effect first applies, once per recomputation, and the effect's
later parts follow that answer (as they follow its fixed set of objects).

>>> from mtgcombat.core.model import Board, Permanent, Player, Selector, StaticEffect
>>> elves = Selector(subtypes=frozenset({"elf"}), controller="you", other=True)
>>> lord = Permanent(id="lord", controller="A", power=2, toughness=2, subtypes=frozenset({"elf"}),
...                  statics=(StaticEffect(elves, power=1, toughness=1),))
>>> elf = Permanent(id="elf", controller="A", power=1, toughness=1, subtypes=frozenset({"elf"}))
>>> board = apply_static_effects(Board((Player("A"), Player("B")), (lord, elf), "A"))
>>> board.permanent("elf").current_power, board.permanent("lord").current_power
(2, 2)
>>> apply_static_effects(board) == board
True
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Final

from mtgcombat.core.abilities import (
    Afflict,
    AllOf,
    AlsoBlock,
    BlockRule,
    BlocksSelEachCombat,
    BlockTrigger,
    Bushido,
    CanBlockAsThoughReach,
    CanBlockOnly,
    CantBeBlockedBy,
    CantBeBlockedExceptBy,
    CantBeBlockedWhile,
    CantBlockSel,
    CantBlockUnless,
    Count,
    GreaterPowerAlsoBlocks,
    InGraveyard,
    Keyword,
    Landwalk,
    LureSel,
    MustBeBlockedBy,
    OtherKeyword,
    PlayerEffect,
    Protection,
    Rampage,
    Selector,
    StaticEffect,
    Toxic,
    YouControl,
)
from mtgcombat.core.budget import tick
from mtgcombat.core.model import (
    Board,
    CardType,
    EffectChange,
    Permanent,
    Zone,
    carried_over,
    evolve,
)
from mtgcombat.core.selectors import condition_holds, count, matching, players_in_group
from mtgcombat.rules.effect_grants import _Acc, _apply_player, own_permanent, own_player
from mtgcombat.rules.last_known import keep_last_known
from mtgcombat.rules.layer4_kinds import set_kind
from mtgcombat.rules.layer5 import apply_layer_5
from mtgcombat.rules.layer6 import apply_layer_6
from mtgcombat.rules.layer7 import own_before_layers, relayered

if TYPE_CHECKING:
    from collections.abc import Callable

__all__ = [
    "apply_static_effects",
    "apply_static_effects_with_changes",
    "changes_in_force",
    "has_effects",
    "own_permanent",
    "own_player",
    "reads_board",
    "rule_code",
]

_WITH_SELECTOR = (
    CanBlockAsThoughReach,
    LureSel,
    CantBlockSel,
    CanBlockOnly,
    CantBeBlockedBy,
    CantBeBlockedExceptBy,
    CantBeBlockedWhile,
    MustBeBlockedBy,
    BlocksSelEachCombat,
)
_ABILITY_TYPES = (
    Keyword, Protection, Landwalk, Bushido, Rampage, Afflict, Toxic, OtherKeyword, BlockTrigger,
)  # fmt: skip

_CARD_TYPES = frozenset(t.value for t in CardType)
RULE_LAYER_4 = "613.1d"
RULE_LAYER_6 = "613.1f"
RULE_LAYER_7B = "613.4b"
RULE_LAYER_7A = "613.4a"
RULE_LAYER_7B = "613.4b"
_SET_WHAT = {"power": "set_power", "toughness": "set_toughness"}  # 7a
_SET_IF_WHAT = {"power": "power_is", "toughness": "toughness_is"}  # 7b
RULE_LAYER_7C = "613.4c"
RULE_STATIC = "611.3a"


def has_effects(board: Board) -> bool:
    """Whether any permanent has static effects or carries granted values
    (remembered per board: one pass, then a lookup).

    >>> from mtgcombat.core.model import Board, Permanent, Player, Selector, StaticEffect
    >>> elves = Selector(subtypes=frozenset({"elf"}), controller="you", other=True)
    >>> lord = Permanent(id="lord", controller="B", power=2, toughness=2,
    ...                  statics=(StaticEffect(elves, power=1, toughness=1),))
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, subtypes=frozenset({"elf"}))
    >>> board = Board([Player("A"), Player("B")], [lord, elf], "A")
    >>> has_effects(board), has_effects(board.with_permanents([elf]))
    (True, False)
    """
    # Board.derived, inlined (no closure made for a value already there)
    memo = board._memo
    found = memo.get(_HAS_EFFECTS)
    if found is None:
        found = memo[_HAS_EFFECTS] = _has_effects(board)
    return found  # type: ignore[return-value]


# damage, the first-strike marks and state-based actions add no static
# ability and no granted value, and the test reads every permanent wherever
# it is: the copies of a combat damage step keep the answer
_HAS_EFFECTS: Final = carried_over("has_effects", zones=True)


def _from_graveyard(effect: object) -> bool:
    """Whether a static ability functions from its card's graveyard: it says
    so, "as long as ~ is in your graveyard" (113.6b; issue 33, session 9)."""
    condition = getattr(effect, "condition", None)
    if isinstance(condition, AllOf):
        return any(isinstance(c, InGraveyard) for c in condition.conditions)
    return isinstance(condition, InGraveyard)


def _has_effects(board: Board) -> bool:
    for p in board.permanents:
        chars = p.characteristics  # (no property call per permanent)
        if chars.statics or chars.granted is not None:
            return True
    for pl in board.players:  # noqa: SIM110 - no generator on a hot path
        if pl.granted is not None:
            return True
    return False


def reads_board(board: Board) -> bool:
    """Whether some static effect has a condition, a count or a selector
    that reads attachments: its result may depend on permanents outside the
    fight (remembered per board).

    >>> from mtgcombat.core.model import Board, Permanent, Player, Selector, StaticEffect
    >>> elves = Selector(subtypes=frozenset({"elf"}), controller="you", other=True)
    >>> lord = Permanent(id="lord", controller="B", power=2, toughness=2,
    ...                  statics=(StaticEffect(elves, power=1, toughness=1),))
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, subtypes=frozenset({"elf"}))
    >>> board = Board([Player("A"), Player("B")], [lord, elf], "A")
    >>> reads_board(board)
    False
    """
    return board.derived(
        "reads_board",
        lambda: any(
            (isinstance(s, PlayerEffect) and s.condition is not None)
            or (
                isinstance(s, StaticEffect)
                and (
                    s.condition is not None
                    or s.per is not None
                    or s.set_power is not None
                    or s.set_toughness is not None
                    or s.affected.host
                    or s.affected.pair
                )
            )
            for p in board.permanents
            for s in p.statics
        ),
    )


def changes_in_force(board: Board) -> tuple[EffectChange, ...]:
    """Every change the effects make on this board, permanents first (in board
    order), then players.

    >>> from mtgcombat.core.model import Board, Permanent, Player, Selector, StaticEffect
    >>> elves = Selector(subtypes=frozenset({"elf"}), controller="you", other=True)
    >>> lord = Permanent(id="lord", controller="B", power=2, toughness=2,
    ...                  statics=(StaticEffect(elves, power=1, toughness=1),))
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, subtypes=frozenset({"elf"}))
    >>> board = Board([Player("A"), Player("B")], [lord, elf], "A")
    >>> [(c.source, c.affected, c.value) for c in changes_in_force(apply_static_effects(board))]
    [('lord', 'elf', '+1/+1')]
    """
    if not has_effects(board):
        return ()  # no granted value anywhere (what has_effects remembers)
    out: list[EffectChange] = []
    for perm in board.permanents:
        if perm.granted is not None:
            out.extend(perm.granted.changes)
    for player in board.players:
        if player.granted is not None:
            out.extend(player.granted.changes)
    return tuple(out)


def apply_static_effects(board: Board) -> Board:
    """The board with every static effect applied afresh (see the module
    notes for the order). A board with no effects is returned as it is.

    >>> from mtgcombat import Board, Permanent, Player
    >>> from mtgcombat.text import parse_sentence
    >>> lord = parse_sentence("Other creatures you control get +1/+1.", name="Lord")
    >>> king = Permanent(id="king", controller="A", power=2, toughness=2,
    ...                  statics=lord.traits.statics)
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> board = apply_static_effects(Board([Player("A"), Player("B")], [king, bear], "A"))
    >>> board.permanent("bear").power, board.permanent("king").power
    (3, 2)
    """
    return apply_static_effects_with_changes(board)[0]


def apply_static_effects_with_changes(
    board: Board,
) -> tuple[Board, tuple[EffectChange, ...], tuple[EffectChange, ...]]:
    """Recompute the effects; also return the changes that started to apply
    and those that stopped, compared with the board's ``granted`` values.

    >>> from mtgcombat.core.model import Board, Permanent, Player, Selector, StaticEffect
    >>> elves = Selector(subtypes=frozenset({"elf"}), controller="you", other=True)
    >>> lord = Permanent(id="lord", controller="B", power=2, toughness=2,
    ...                  statics=(StaticEffect(elves, power=1, toughness=1),))
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, subtypes=frozenset({"elf"}))
    >>> board = Board([Player("A"), Player("B")], [lord, elf], "A")
    >>> after, started, ended = apply_static_effects_with_changes(board)
    >>> after.permanent("elf").power, [str(c.value) for c in started], ended
    (2, ['+1/+1'], ())
    """
    if not has_effects(board):
        return board, (), ()
    before = changes_in_force(board)
    after_board = _recompute(board)
    after = changes_in_force(after_board)
    if before == after and _same_objects(board, after_board):
        return board, (), ()
    old, new = set(before), set(after)
    started = tuple(c for c in after if c not in old)
    ended = tuple(c for c in before if c not in new)
    return after_board, started, ended


def _same_objects(a: Board, b: Board) -> bool:
    return a.permanents == b.permanents and a.players == b.players


def _recompute(board: Board) -> Board:
    old = {p.id: p.granted for p in board.permanents if p.granted is not None}
    # a permanent with changes in layer 7 starts from its own values too:
    # they are applied again after the static effects (613.4, 613.7a)
    layered = [p.id for p in board.permanents if p.pt_layers is not None]
    perms = {
        p.id: own_before_layers(p) if p.pt_layers is not None else own_permanent(p)
        for p in board.permanents
    }
    keep_last_known(board.permanents, perms)  # 608.2h: what left keeps them
    players = {pl.id: own_player(pl) for pl in board.players}
    order = [p.id for p in board.permanents]
    work = board.with_permanents(perms[i] for i in order).with_players(
        players[pl.id] for pl in board.players
    )
    effects = [
        (p.id, index, effect)
        for p in work.permanents
        for index, effect in enumerate(p.statics)
        if p.on_battlefield
        or (p.zone is Zone.GRAVEYARD and not p.token and _from_graveyard(effect))
    ]
    if not effects:
        if layered:
            for oid in layered:
                perms[oid] = relayered(perms[oid], ())
            work = work.with_permanents(perms[i] for i in order)
        return work
    acc: dict[str, _Acc] = {}

    def acc_of(oid: str) -> _Acc:
        found = acc.get(oid)
        if found is None:
            found = acc[oid] = _Acc()
        return found

    def rebuild() -> Board:
        # the board the next effect's affected objects are read from
        # (613.6, 613.8a): layer 6's own module rebuilds it too
        nonlocal work
        work = work.with_permanents(perms[i] for i in order)
        return work

    fixed: dict[tuple[str, int], tuple[str, ...]] = {}
    holds: dict[tuple[str, int], bool] = {}

    def reader(source: str) -> Permanent:
        # the source as its ability reads "you": a card in a graveyard has
        # no controller, so "you" is its owner (108.4a), even for a card
        # another player controlled when it died
        perm = work.permanent(source)
        if perm.zone is Zone.GRAVEYARD and perm.controller != perm.owner_id:
            return evolve(perm, controller=perm.owner_id)
        return perm

    def affected(source: str, index: int, selector: Selector) -> tuple[str, ...]:
        key = (source, index)
        if key not in fixed:
            tick()  # work done under a budget (the solver's set-up) stops in time
            fixed[key] = matching(work, selector, reader(source))
        return fixed[key]

    def active(source: str, index: int, effect: StaticEffect | PlayerEffect) -> bool:
        condition = effect.condition
        if condition is None:
            return True
        key = (source, index)
        if key not in holds:
            holds[key] = condition_holds(work, condition, reader(source))
        return holds[key]

    # Layer 4: types (613.1d), "is an artifact in addition to its other types".
    for source, index, effect in effects:
        if not isinstance(effect, StaticEffect) or not effect.add_types:
            continue
        if not active(source, index, effect):
            continue
        added_types = frozenset(CardType(t) for t in effect.add_types if t in _CARD_TYPES)
        for oid in affected(source, index, effect.affected):
            perm = perms[oid]
            new = added_types - perm.types
            if not new:
                continue
            record = acc_of(oid)
            record.types.update(new)
            record.changes.extend(
                EffectChange(source, oid, "type", t.value, RULE_LAYER_4)
                for t in sorted(new, key=lambda t: t.value)
            )
            perms[oid] = evolve(perm, types=perm.types | new)
        work = rebuild()
    # Layer 4: subtypes (613.1d, 305.7), "all lands are Islands in addition
    # to their other types", "enchanted land is an Island": what landwalk
    # reads (702.14c). A land whose types are set loses its old land types
    # and all its abilities (305.7), its static abilities too: they apply to
    # nothing (613.8, such an ability depends on the effect that removes it).
    setters = [
        (source, index, effect)
        for source, index, effect in effects
        if isinstance(effect, StaticEffect) and effect.set_land_types
    ]
    if setters:
        stripped = {
            oid
            for source, index, effect in setters
            if active(source, index, effect)
            for oid in affected(source, index, effect.affected)
        }
        effects = [e for e in effects if e[0] not in stripped]
    for source, index, effect in effects:
        if not isinstance(effect, StaticEffect) or not (
            effect.add_subtypes or effect.set_land_types or effect.set_kind is not None
        ):
            continue
        if not active(source, index, effect):
            continue
        for oid in affected(source, index, effect.affected):
            if effect.set_kind is not None:  # "is a Frog creature" (205.1a)
                perms[oid] = set_kind(perms[oid], source, effect, acc_of)
            perms[oid] = _land_types(perms[oid], source, effect, acc_of)
        work = rebuild()
    # Layer 5: colors (613.1e), "enchanted creature is black"
    apply_layer_5(perms, effects, active, affected, acc_of, rebuild)
    # Layer 6: abilities (613.1f)
    work, effects = apply_layer_6(work, perms, effects, active, affected, acc_of, rebuild, old)
    # Layer 7a: characteristic-defining abilities (613.4a); then layer 7b:
    # the same setting of power and toughness under a condition, which is no
    # characteristic-defining ability (604.3a, 613.4b).
    setters = [
        (source, index, effect)
        for source, index, effect in effects
        if isinstance(effect, StaticEffect)
        and (effect.set_power is not None or effect.set_toughness is not None)
    ]
    setters.sort(key=lambda item: item[2].condition is not None)
    for source, index, effect in setters:
        assert isinstance(effect, StaticEffect)
        if not active(source, index, effect):
            continue
        layer = RULE_LAYER_7A if effect.condition is None else RULE_LAYER_7B
        what = _SET_WHAT if effect.condition is None else _SET_IF_WHAT
        for oid in affected(source, index, effect.affected):
            perm = perms[oid]
            record = acc_of(oid)
            changes: dict[str, int] = {}
            for stat, amount in (("power", effect.set_power), ("toughness", effect.set_toughness)):
                if amount is None:
                    continue
                number = count(work, amount, reader(source))
                delta = number - getattr(perm, stat)
                if stat == "power":
                    record.power += delta
                else:
                    record.toughness += delta
                record.changes.append(EffectChange(source, oid, what[stat], str(number), layer))
                changes[stat] = number
            perms[oid] = evolve(perm, **changes)
        work = rebuild()
    # Layer 7b: effects that set base power and toughness (613.4b).
    for source, index, effect in effects:
        if not isinstance(effect, StaticEffect) or (
            effect.base_power is None and effect.base_toughness is None
        ):
            continue
        if not active(source, index, effect):
            continue
        for oid in affected(source, index, effect.affected):
            perm = perms[oid]
            record = acc_of(oid)
            base: dict[str, int] = {}
            for stat, wanted in (
                ("power", effect.base_power),
                ("toughness", effect.base_toughness),
            ):
                if wanted is None:
                    continue
                delta = wanted - getattr(perm, stat)
                if stat == "power":
                    record.power += delta
                else:
                    record.toughness += delta
                record.changes.append(
                    EffectChange(source, oid, f"base_{stat}", str(wanted), RULE_LAYER_7B)
                )
                base[stat] = wanted
            perms[oid] = evolve(perm, **base)
        work = rebuild()
    # Layer 7c: +N/+N and -N/-N (613.4c), with counters.
    for source, index, effect in effects:
        if not isinstance(effect, StaticEffect) or not (effect.power or effect.toughness):
            continue
        if not active(source, index, effect):
            continue
        times = 1
        per = None
        if effect.per is not None:
            per = Count(effect.per) if isinstance(effect.per, Selector) else effect.per
            if not effect.per_each:
                # "+X/+X, where X is 20 minus ...": a negative X is 0 (107.1b);
                # only an effect that sets power or toughness keeps it (above)
                times = max(0, count(work, per, reader(source)))
                if not times:
                    continue
        power, toughness = effect.power * times, effect.toughness * times
        for oid in affected(source, index, effect.affected):
            if effect.per_each and per is not None:
                # "for each Equipment attached to it": each object counts its own
                times = max(0, count(work, per, work.permanent(oid)))
                if not times:
                    continue
                power, toughness = effect.power * times, effect.toughness * times
            perm = perms[oid]
            record = acc_of(oid)
            record.power += power
            record.toughness += toughness
            value = f"{power:+d}/{toughness:+d}"
            record.changes.append(EffectChange(source, oid, "pt", value, RULE_LAYER_7C))
            perms[oid] = evolve(
                perm, power=perm.power + power, toughness=perm.toughness + toughness
            )
        work = rebuild()
    # Layers 7b-7d again for the changes of resolved spells and abilities,
    # whose timestamps are later than every static ability's (613.4, 613.7a)
    if layered:
        for oid in layered:
            found = acc.get(oid)
            perms[oid] = relayered(perms[oid], found.changes if found is not None else ())
        work = rebuild()
    # Outside the layers: blocking rules, Doran's rule change, prevention.
    for source, index, effect in effects:
        if not isinstance(effect, StaticEffect):
            continue
        rules = [_bind(g, source) for g in effect.grants if not isinstance(g, _ABILITY_TYPES)]
        if not (
            rules
            or effect.by_toughness
            or effect.prevent_dealt_by
            or effect.prevent_dealt_to
            or effect.prevent_from is not None
            or effect.block_additional
        ):
            continue
        if not active(source, index, effect):
            continue
        applied = effect
        if effect.block_additional and effect.per is not None:
            # "an additional creature for each Equipment attached to it"
            per = Count(effect.per) if isinstance(effect.per, Selector) else effect.per
            times = max(0, count(work, per, reader(source)))  # 107.1b
            applied = dataclasses.replace(effect, block_additional=effect.block_additional * times)
        tick()
        for oid in affected(source, index, effect.affected):
            perms[oid] = _apply_rest(perms[oid], source, applied, rules, acc_of(oid))
    # Players' effects.
    for source, index, effect in effects:
        if isinstance(effect, PlayerEffect) and active(source, index, effect):
            controller = reader(source).controller
            for pid in players_in_group(work, effect.who, controller):
                players[pid] = _apply_player(players[pid], source, effect, acc_of(pid))
    out_perms = (
        evolve(perms[i], granted=acc[i].grant())
        if i in acc and (acc[i].changes or acc[i].later)
        else perms[i]
        for i in order
    )
    out_players = (
        evolve(players[pl.id], granted=acc[pl.id].grant())
        if pl.id in acc and acc[pl.id].changes
        else players[pl.id]
        for pl in board.players
    )
    return work.with_permanents(out_perms).with_players(out_players)


def _apply_rest(
    perm: Permanent, source: str, effect: StaticEffect, rules: list[BlockRule], record: _Acc
) -> Permanent:
    added_rules = [r for r in rules if r not in perm.block_rules]
    record.rules.update(added_rules)
    record.changes.extend(
        EffectChange(source, perm.id, "rule", rule_code(r), RULE_STATIC) for r in added_rules
    )
    changes: dict[str, object] = {}
    if added_rules:
        changes["block_rules"] = perm.block_rules | frozenset(added_rules)
    if effect.by_toughness and not perm.assigns_damage_by_toughness:
        record.by_toughness = True
        record.changes.append(EffectChange(source, perm.id, "by_toughness", "", RULE_STATIC))
        changes["assigns_damage_by_toughness"] = True
    if effect.prevent_dealt_by and not perm.prevent_combat_damage_by:
        record.prevent_by = True
        record.changes.append(EffectChange(source, perm.id, "prevent_by", "", "615.1"))
        changes["prevent_combat_damage_by"] = True
    if effect.prevent_dealt_to and not perm.prevent_combat_damage_to:
        record.prevent_to = True
        record.changes.append(EffectChange(source, perm.id, "prevent_to", "", "615.1"))
        changes["prevent_combat_damage_to"] = True
    shield = effect.prevent_from
    if shield is not None and shield not in perm.prevent_from:
        record.prevent_from.add(shield)
        record.changes.append(
            EffectChange(source, perm.id, "prevent_from", str(shield.selector), "615.1")
        )
        changes["prevent_from"] = perm.prevent_from | {shield}
    if effect.block_additional:
        record.block_additional += effect.block_additional
        record.changes.append(
            EffectChange(
                source, perm.id, "block_additional", str(effect.block_additional), "509.1a"
            )
        )
        changes["can_block_additional"] = perm.can_block_additional + effect.block_additional
    return evolve(perm, **changes) if changes else perm


LAND_TYPES = frozenset(
    {
        "cave", "cloud", "desert", "forest", "gate", "island", "lair", "locus", "mine",
        "mountain", "plains", "planet", "power-plant", "sphere", "swamp", "tower", "town",
        "urza's",
    }
)  # fmt: skip
"""The land types (205.3i), which "enchanted land is an Island" replaces."""


def _land_types(
    perm: Permanent, source: str, effect: StaticEffect, acc_of: Callable[[str], _Acc]
) -> Permanent:
    """One permanent's subtypes after a layer-4 effect on land types
    (613.1d): types added, or its land types set and its abilities removed
    (305.7). What is removed is recorded to be given back when undone."""
    oid = perm.id
    if effect.set_land_types:
        gone = sorted((perm.subtypes & LAND_TYPES) - effect.set_land_types)
        fresh = sorted(effect.set_land_types - perm.subtypes)
        lost = sorted(perm.abilities, key=str)
    else:
        gone, fresh, lost = [], sorted(effect.add_subtypes - perm.subtypes), []
    if not (gone or fresh or lost):
        return perm
    record = acc_of(oid)
    for s in gone:
        if s in record.subtypes:
            record.subtypes.discard(s)  # added here: just not added
        else:
            record.removed_subtypes.add(s)  # its own: given back when undone
    for s in fresh:
        if s in record.removed_subtypes:
            record.removed_subtypes.discard(s)
        else:
            record.subtypes.add(s)
    record.removed.update(lost)
    changes = record.changes
    changes.extend(EffectChange(source, oid, "subtype", s, RULE_LAYER_4) for s in fresh)
    changes.extend(EffectChange(source, oid, "lose_subtype", s, "305.7") for s in gone)
    if lost:
        changes.append(EffectChange(source, oid, "lose_abilities", "", "305.7"))
    subtypes = (perm.subtypes - frozenset(gone)) | frozenset(fresh)
    if lost:
        if perm.repeats:  # every instance goes (113.2c), given back when undone
            record.removed_repeats.extend(perm.repeats)
            perm = evolve(perm, repeats=())
        return evolve(perm, subtypes=subtypes, abilities=frozenset())
    return evolve(perm, subtypes=subtypes)


def _relative(selector: Selector) -> bool:
    """Whether a selector reads its source: "you", "an opponent", "other",
    or a comparison with the source's power or toughness."""
    return (
        selector.controller in ("you", "opponent", "team", "not_you")
        or selector.other
        or bool(selector.relation)
        or any(c.value is None and c.own is None for c in selector.compares)
        or any(_relative(s) for s in selector.any_of)
    )


def _bind(rule: BlockRule, source: str) -> BlockRule:
    """A granted blocking rule whose selector reads its source is read
    relative to the granting permanent: its ``source`` names it ("creatures
    you control" are the lord's controller's)."""
    if isinstance(rule, CantBlockUnless):
        if not rule.source and not isinstance(rule.condition, AlsoBlock | GreaterPowerAlsoBlocks):
            # "you control", "you have the city's blessing", "it's equipped":
            # read relative to the granting permanent
            return dataclasses.replace(rule, source=source)
        return rule
    if isinstance(rule, _WITH_SELECTOR) and not rule.source and _relative(rule.selector):
        return dataclasses.replace(rule, source=source)
    return rule


def rule_code(rule: BlockRule) -> str:
    """A blocking rule as a short code with its argument, for reports:
    ``cant_block_sel:creatures with flying``, ``max_blockers:1``.

    >>> from mtgcombat.core.model import MaxBlockers
    >>> rule_code(MaxBlockers(1))
    'max_blockers:1'
    """
    name = type(rule).__name__
    code = "".join("_" + c.lower() if c.isupper() else c for c in name).lstrip("_")
    for attr in ("selector", "count", "amount", "attacker", "land_type"):
        value = getattr(rule, attr, None)
        if value is not None:
            return f"{code}:{value}"
    condition = getattr(rule, "condition", None)
    if isinstance(condition, YouControl):
        return f"{code}:you control {condition.selector}"
    if condition is not None and not isinstance(condition, AlsoBlock | GreaterPowerAlsoBlocks):
        return f"{code}:{condition}"
    if condition is not None:
        count = getattr(condition, "count", None)
        if count is not None:
            return f"{code}:{count} or more other creatures also block"
        return f"{code}:a creature with greater power also blocks"
    return code
