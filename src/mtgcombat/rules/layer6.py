"""Layer 6 of the layer system (613.1f): abilities granted and removed.

The order (:func:`apply_layer_6`, called by
:func:`mtgcombat.rules.effects.apply_static_effects` with the objects each
effect affects fixed there, 613.6):

1. Static effects that grant keywords ("creatures you control have
   flying"), that remove them ("enchanted creature loses flying") and that
   remove all abilities ("all creatures lose all abilities") apply effect by
   effect in timestamp order (613.7): board order stands for the static
   abilities' timestamps (613.7a, 613.7e). A later grant gives back what an
   earlier removal took, and a later removal takes what an earlier grant gave.
2. "Loses all abilities" is applied first where it matters (613.8a): every
   other static ability of a permanent it affects depends on it (applying it
   removes that ability), so such an ability never applies, in this layer or
   a later one (613.1f, layer 7a after layer 6, so a characteristic-defining
   ability is lost too); an effect that began in layer 4 continues (613.6).
   Two such effects that remove each other's source form a loop and apply in
   timestamp order (613.8b): the earlier one removes the later one.
3. The layer-6 changes of resolved spells and abilities ("target creature
   loses flying until end of turn", "gains flying until end of turn"), kept in
   each permanent's :attr:`~mtgcombat.core.model.Grant.later` in the order they
   happened: their timestamps are later than every static ability's (613.7a).
4. "Loses flying and can't have or gain flying": an effect that says an
   object can't have an ability wins over every grant, whatever the
   timestamps (613.1f), so it comes last.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from mtgcombat.core.abilities import (
    CHOSEN_QUALITIES,
    Afflict,
    BlockTrigger,
    Bushido,
    Keyword,
    Landwalk,
    OtherKeyword,
    PlayerEffect,
    Protection,
    Rampage,
    StaticEffect,
    Toxic,
    bind_choice,
)
from mtgcombat.core.instances import counts
from mtgcombat.core.model import Ability, Board, EffectChange, Grant, Permanent, evolve
from mtgcombat.rules.effect_grants import lose_repeats

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Mapping

    from mtgcombat.core.abilities import Selector
    from mtgcombat.core.statics import Static
    from mtgcombat.rules.effect_grants import _Acc

__all__ = ["RULE_LAYER_6", "apply_layer_6"]

RULE_LAYER_6 = "613.1f"
RULE_TIMESTAMP = "613.7"
_ABILITY_TYPES = (
    Keyword, Protection, Landwalk, Bushido, Rampage, Afflict, Toxic, OtherKeyword, BlockTrigger,
)  # fmt: skip


def apply_layer_6(
    work: Board,
    perms: dict[str, Permanent],
    effects: list[tuple[str, int, Static]],
    active: Callable[[str, int, StaticEffect | PlayerEffect], bool],
    affected: Callable[[str, int, Selector], tuple[str, ...]],
    acc_of: Callable[[str], _Acc],
    rebuild: Callable[[], Board],
    old: Mapping[str, Grant],
) -> tuple[Board, list[tuple[str, int, Static]]]:
    """The board after layer 6 and the effects that still apply after it:
    ``perms`` (each object by id) are updated in place, what each gains or
    loses is recorded by ``acc_of``, and the board ``rebuild`` makes from
    them is returned. ``old`` holds each permanent's grant before this
    recomputation (its :attr:`~mtgcombat.core.model.Grant.later` changes).

    >>> from mtgcombat.core.model import Board, Player, Selector, StaticEffect, Keyword
    >>> from mtgcombat.rules.effects import apply_static_effects
    >>> bird = Permanent(id="bird", controller="A", abilities=frozenset({Keyword.FLYING}))
    >>> sphere = Permanent(id="sphere", controller="B", statics=(
    ...     StaticEffect(Selector(), loses=(Keyword.FLYING,)),))
    >>> wings = Permanent(id="wings", controller="A", statics=(
    ...     StaticEffect(Selector(controller="you"), grants=(Keyword.FLYING,)),))
    >>> def flies(*perms):
    ...     board = apply_static_effects(Board((Player("A"), Player("B")), perms, "A"))
    ...     return Keyword.FLYING in board.permanent("bird").abilities
    >>> flies(bird, sphere, wings), flies(bird, wings, sphere)  # the later one wins (613.7)
    (True, False)
    """
    stripping = [
        (source, index, effect)
        for source, index, effect in effects
        if isinstance(effect, StaticEffect) and effect.loses_all and active(source, index, effect)
    ]
    if stripping:
        kept = _applying(stripping, affected)
        gone = {oid for source, index, e in kept for oid in affected(source, index, e.affected)}
        # an effect is named by its source and index: a tuple's identity is
        # not kept where the module is compiled (mypyc unboxes tuples)
        applying = {(source, index) for source, index, _ in kept}
        effects = [
            e
            for e in effects
            if e[0] not in gone or (e[0], e[1]) in applying or _began_in_layer_4(e[2])
        ]
    # One that applies to objects by their abilities ("other creatures you
    # control with flanking have flanking") after those that grant them: it
    # depends on them (613.8a); the others in timestamp order (613.7)
    for source, index, effect in sorted(effects, key=_reads_abilities):
        if not isinstance(effect, StaticEffect):
            continue
        keywords = [g for g in effect.grants if isinstance(g, _ABILITY_TYPES)]
        if not (keywords or effect.loses or effect.loses_all) or not active(source, index, effect):
            continue
        if effect.loses_all:
            for oid in affected(source, index, effect.affected):
                perms[oid] = _strip(perms[oid], source, acc_of(oid), old.get(oid))
        if any(isinstance(k, Protection) and k.quality in CHOSEN_QUALITIES for k in keywords):
            # "protection from the chosen color": the source's choice (614.12)
            chosen = work.permanent(source).chosen
            keywords = [b for k in keywords if (b := bind_choice(k, chosen)) is not None]
        for oid in affected(source, index, effect.affected):
            perm = perms[oid]
            added = [k for k in keywords if k not in perm.abilities]
            # one more instance of a keyword whose instances each count (113.2c)
            again = [k for k in keywords if k in perm.abilities and counts(k)]
            if added:
                record = acc_of(oid)
                _gain(record, added, source, oid, RULE_LAYER_6)
                perm = perms[oid] = evolve(perm, abilities=perm.abilities | frozenset(added))
            if again:
                record = acc_of(oid)
                record.repeats.extend(again)
                record.changes.extend(
                    EffectChange(source, oid, "ability", str(k), RULE_LAYER_6) for k in again
                )
                perm = perms[oid] = evolve(perm, repeats=perm.repeats + tuple(again))
            lost = [k for k in effect.loses if k in perm.abilities]
            if lost:
                record = acc_of(oid)
                if perm.repeats:  # every instance goes (113.2c)
                    perm = lose_repeats(perm, lost, record)
                _lose(record, lost, source, oid, RULE_LAYER_6)
                perms[oid] = evolve(perm, abilities=perm.abilities - frozenset(lost))
        work = rebuild()
    # Resolved spells' and abilities' changes: later than every static (613.7a)
    laters = [(oid, g.later) for oid, g in old.items() if g.later and oid in perms]
    for oid, later in laters:
        record = acc_of(oid)
        record.later.extend(later)
        perm = perms[oid]
        for verb, k, source in later:
            if verb == "gains" and k not in perm.abilities:
                _gain(record, [k], source, oid, RULE_TIMESTAMP)
                perm = evolve(perm, abilities=perm.abilities | {k})
            elif verb == "loses" and k in perm.abilities:
                if perm.repeats:  # every instance goes (113.2c)
                    perm = lose_repeats(perm, [k], record)
                _lose(record, [k], source, oid, RULE_TIMESTAMP)
                perm = evolve(perm, abilities=perm.abilities - {k})
        perms[oid] = perm
    if laters:
        work = rebuild()
    # "Loses flying and can't have or gain flying" wins over every grant, so
    # it comes after all of them (613.1f).
    for source, index, effect in effects:
        if not isinstance(effect, StaticEffect) or not effect.removes:
            continue
        if not active(source, index, effect):
            continue
        for oid in affected(source, index, effect.affected):
            perm = perms[oid]
            lost = [k for k in effect.removes if k in perm.abilities]
            if not lost:
                continue
            record = acc_of(oid)
            if perm.repeats:  # every instance goes (113.2c)
                perm = lose_repeats(perm, lost, record)
            _lose(record, lost, source, oid, RULE_LAYER_6, "lose_ability")
            perms[oid] = evolve(perm, abilities=perm.abilities - frozenset(lost))
        work = rebuild()
    return work, effects


def _reads_abilities(entry: tuple[str, int, Static]) -> bool:
    """Whether a static effect applies to objects by the abilities they have."""
    effect = entry[2]
    return isinstance(effect, StaticEffect) and _by_abilities(effect.affected)


def _by_abilities(sel: Selector) -> bool:
    return bool(sel.with_keywords or sel.without_keywords or sel.with_any_keywords) or any(
        _by_abilities(s) for s in sel.any_of
    )


def _gain(record: _Acc, added: Iterable[Ability], source: str, oid: str, rule: str) -> None:
    for k in added:
        if k in record.removed:
            record.removed.discard(k)  # its own, taken earlier: just not taken
        else:
            record.abilities.add(k)
        record.changes.append(EffectChange(source, oid, "ability", str(k), rule))


def _lose(
    record: _Acc,
    lost: Iterable[Ability],
    source: str,
    oid: str,
    rule: str,
    what: str = "loses_ability",
) -> None:
    """Record ``lost`` as lost: ``what`` is ``loses_ability`` ("loses
    flying") or ``lose_ability`` ("and can't have or gain flying")."""
    for k in lost:
        if k in record.abilities:
            record.abilities.discard(k)  # granted here: just not granted
        else:
            record.removed.add(k)  # its own: given back when undone
        record.changes.append(EffectChange(source, oid, what, str(k), rule))


def _began_in_layer_4(effect: Static) -> bool:
    """Whether an effect began to apply in layer 4, before its ability was
    removed in layer 6: it continues in the later layers (613.6)."""
    return isinstance(effect, StaticEffect) and bool(
        effect.add_types or effect.add_subtypes or effect.set_land_types
    )


def _applying(
    stripping: list[tuple[str, int, StaticEffect]],
    affected: Callable[[str, int, Selector], tuple[str, ...]],
) -> list[tuple[str, int, StaticEffect]]:
    """Which "loses all abilities" effects apply (613.8): one whose source
    another one (of another permanent) strips depends on it and is removed
    by it, unless they form a loop, which applies in timestamp order
    (613.8b): the earliest applies and removes what it strips."""
    undecided = list(stripping)
    kept: list[tuple[str, int, StaticEffect]] = []

    def strips(e: tuple[str, int, StaticEffect], source: str) -> bool:
        return e[0] != source and source in affected(e[0], e[1], e[2].affected)

    while undecided:
        free = [e for e in undecided if not any(strips(o, e[0]) for o in undecided)]
        chosen = free or undecided[:1]  # a loop: timestamp order (613.8b)
        kept.extend(chosen)
        # named by source and index, not identity (mypyc unboxes tuples)
        taken = {(c[0], c[1]) for c in chosen}
        undecided = [
            e
            for e in undecided
            if (e[0], e[1]) not in taken and not any(strips(c, e[0]) for c in chosen)
        ]
    return sorted(kept, key=stripping.index)


# what "loses all abilities" takes from a permanent besides its keywords,
# triggered abilities, blocking rules and static abilities: the abilities
# the card's own text gave it, kept as flags (509.1a, 510.1a, 122.1, 702)
_OWN_FLAGS: Final = (
    "can_block_additional",
    "can_block_any_number",
    "assign_as_though_unblocked",
    "assigns_damage_by_toughness",
    "cant_have_counters",
    "deals_double_damage",
    "regenerates",
)


def _strip(perm: Permanent, source: str, record: _Acc, before: Grant | None) -> Permanent:
    """``perm`` without all its abilities (613.1f): its own (given back when
    undone) and those earlier effects granted it. A blocking rule or flag it
    gained after the first time this was done (a resolved ability's "can't
    block this turn") is no ability of its own and stays."""
    again = before if before is not None and before.stripped else None
    if perm.repeats:  # every instance goes (113.2c)
        perm = lose_repeats(perm, list(perm.abilities), record)
    for k in perm.abilities:
        if k in record.abilities:
            record.abilities.discard(k)  # granted earlier: just not granted
        else:
            record.removed.add(k)  # its own: given back when undone
    record.changes.append(EffectChange(source, perm.id, "lose_abilities", "", RULE_LAYER_6))
    rules = perm.block_rules & again.removed_rules if again is not None else perm.block_rules
    record.removed_rules.update(rules)
    record.stripped = True
    changes: dict[str, object] = {"abilities": frozenset()}
    if rules:
        changes["block_rules"] = perm.block_rules - rules
    if perm.statics and record.own_statics is None:
        record.own_statics = perm.statics
        changes["statics"] = tuple(s for s in perm.statics if _began_in_layer_4(s))
    named = {name for name, _ in again.removed_flags} if again is not None else None
    for name in _OWN_FLAGS:
        value = getattr(perm, name)
        if value and (named is None or name in named):
            record.removed_flags.append((name, int(value)))
            changes[name] = 0 if name == "can_block_additional" else False
    return evolve(perm, **changes)


def noted_later(perm: Permanent, verb: str, keyword: Ability, source: str) -> Permanent:
    """``perm`` remembering that a resolved spell or ability made it gain
    or lose ``keyword`` (``verb`` "gains" or "loses"), for the static effects
    to be applied under it when they are recomputed: its timestamp is later
    than theirs (613.7, 613.7a). Only a board with static effects needs it.

    >>> from mtgcombat.core.model import Keyword
    >>> bird = noted_later(Permanent(id="bird", controller="A"), "loses", Keyword.FLYING, "t")
    >>> bird.granted.later
    (('loses', <Keyword.FLYING: 'flying'>, 't'),)
    """
    g = perm.granted if perm.granted is not None else Grant()
    return evolve(perm, granted=evolve(g, later=(*g.later, (verb, keyword, source))))
