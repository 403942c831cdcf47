"""What static effects add to one permanent or player, and how it is undone
(611.3a): a permanent's or player's own values are its current values minus
what effects granted it (:func:`own_permanent`, :func:`own_player`); while
the layers of 613 apply, what each object gains is gathered (:class:`_Acc`)
into its :class:`~mtgcombat.core.model.Grant`. The players' effects (104.3,
119, 702.16j-k) are applied here too (:func:`_apply_player`).
"""

from __future__ import annotations

from mtgcombat.core.abilities import BlockRule, OtherKeyword, PlayerEffect, PreventFrom
from mtgcombat.core.instances import minus, without_repeats
from mtgcombat.core.model import (
    Ability,
    CardType,
    EffectChange,
    Grant,
    Permanent,
    Player,
    evolve,
)
from mtgcombat.core.statics import Static

RULE_STATIC = "611.3a"


def own_permanent(perm: Permanent) -> Permanent:
    """The permanent without what effects add to it (current minus granted).

    >>> from mtgcombat.core.model import Board, Permanent, Player, Selector, StaticEffect
    >>> elves = Selector(subtypes=frozenset({"elf"}), controller="you", other=True)
    >>> lord = Permanent(id="lord", controller="B", power=2, toughness=2,
    ...                  statics=(StaticEffect(elves, power=1, toughness=1),))
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, subtypes=frozenset({"elf"}))
    >>> board = Board([Player("A"), Player("B")], [lord, elf], "A")
    >>> from mtgcombat.rules.effects import apply_static_effects
    >>> pumped = apply_static_effects(board).permanent("elf")
    >>> pumped.power, own_permanent(pumped).power
    (2, 1)
    """
    g = perm.granted
    if g is None:
        return perm
    own = evolve(
        perm,
        power=perm.power - g.power,
        toughness=perm.toughness - g.toughness,
        abilities=(perm.abilities - g.abilities) | g.removed,
        block_rules=perm.block_rules - g.block_rules,
        assigns_damage_by_toughness=perm.assigns_damage_by_toughness and not g.by_toughness,
        prevent_combat_damage_by=perm.prevent_combat_damage_by and not g.prevent_by,
        prevent_combat_damage_to=perm.prevent_combat_damage_to and not g.prevent_to,
        prevent_from=perm.prevent_from - g.prevent_from,
        can_block_additional=perm.can_block_additional - g.block_additional,
        types=(perm.types - g.types) | g.removed_types
        if g.types or g.removed_types
        else perm.types,
        subtypes=(perm.subtypes - g.subtypes) | g.removed_subtypes
        if g.subtypes or g.removed_subtypes
        else perm.subtypes,
        colors=(perm.colors - g.colors) | g.removed_colors
        if g.colors or g.removed_colors
        else perm.colors,
        granted=None,
        **_own_repeats(perm, g),
    )
    if not g.stripped:
        return own
    # what "loses all abilities" took (613.1f), given back
    restored: dict[str, object] = {
        n: (v if n == "can_block_additional" else bool(v)) for n, v in g.removed_flags
    }
    if g.removed_rules:
        restored["block_rules"] = own.block_rules | g.removed_rules
    if g.own_statics is not None:
        restored["statics"] = g.own_statics
    return evolve(own, **restored) if restored else own


def _own_repeats(perm: Permanent, g: Grant) -> dict[str, tuple[Ability, ...]]:
    """Its own further instances of abilities (113.2c): current minus what
    effects added, with those an effect removed given back."""
    if not (g.repeats or g.removed_repeats):
        return {}
    return {"repeats": minus(perm.repeats, g.repeats) + g.removed_repeats}


def own_player(player: Player) -> Player:
    """The player without what effects add to them.

    >>> from mtgcombat.core.model import Player
    >>> own_player(Player("A", life=12)).life
    12
    """
    g = player.granted
    if g is None:
        return player
    return evolve(
        player,
        protection=player.protection - g.protection,
        life_floor=player.life_floor and not g.life_floor,
        cant_lose=player.cant_lose and not g.cant_lose,
        zero_life_ok=player.zero_life_ok and not g.zero_life_ok,
        cant_gain_life=player.cant_gain_life and not g.cant_gain_life,
        life_gain_multiplier=player.life_gain_multiplier // g.life_gain_multiplier,
        life_gain_plus=player.life_gain_plus - g.life_gain_plus,
        life_gain_draws=player.life_gain_draws and not g.life_gain_draws,
        granted=None,
    )


def lose_repeats(perm: Permanent, lost: list[Ability], record: _Acc) -> Permanent:
    """The permanent without the further instances of the abilities an
    effect removes (all instances go, 113.2c): those effects added are just
    not granted; its own are recorded, to be given back when undone.

    >>> from mtgcombat.core.model import Keyword
    >>> knight = Permanent(id="k", controller="A", keywords=["flanking", "flanking"])
    >>> record = _Acc()
    >>> lose_repeats(knight, [Keyword.FLANKING], record).repeats, record.removed_repeats
    ((), [<Keyword.FLANKING: 'flanking'>])
    """
    for k in set(lost):
        granted = record.repeats.count(k)
        own = perm.repeats.count(k) - granted
        record.repeats[:] = [a for a in record.repeats if a != k]
        record.removed_repeats.extend([k] * own)
    return evolve(perm, repeats=without_repeats(perm.repeats, lost))


class _Acc:
    """What effects add to one object, gathered while the layers apply."""

    __slots__ = (
        "abilities",
        "block_additional",
        "by_toughness",
        "cant_gain_life",
        "cant_lose",
        "changes",
        "colors",
        "gain_draws",
        "gain_multiplier",
        "gain_plus",
        "later",
        "life_floor",
        "own_statics",
        "power",
        "prevent_by",
        "prevent_from",
        "prevent_to",
        "protection",
        "removed",
        "removed_colors",
        "removed_flags",
        "removed_repeats",
        "removed_rules",
        "removed_subtypes",
        "removed_types",
        "repeats",
        "rules",
        "stripped",
        "subtypes",
        "toughness",
        "types",
        "zero_life_ok",
    )

    def __init__(self) -> None:
        self.power = 0
        self.toughness = 0
        self.abilities: set[Ability] = set()
        self.rules: set[BlockRule] = set()
        self.by_toughness = False
        self.prevent_by = False
        self.prevent_to = False
        self.protection: set[str] = set()
        self.life_floor = False
        self.cant_lose = False
        self.cant_gain_life = False
        self.gain_multiplier = 1
        self.gain_plus = 0
        self.gain_draws = False
        self.removed: set[Ability] = set()
        self.prevent_from: set[PreventFrom] = set()
        self.block_additional = 0
        self.types: set[CardType] = set()
        self.subtypes: set[str] = set()
        self.removed_subtypes: set[str] = set()
        self.changes: list[EffectChange] = []
        # further instances of abilities it had (113.2c), and its own removed
        self.repeats: list[Ability] = []
        self.removed_repeats: list[Ability] = []
        self.later: list[tuple[str, Ability, str]] = []
        self.stripped = False
        self.removed_rules: set[BlockRule] = set()
        self.own_statics: tuple[Static, ...] | None = None
        self.removed_flags: list[tuple[str, int]] = []
        self.colors: set[str] = set()
        self.removed_colors: set[str] = set()
        self.removed_types: set[CardType] = set()
        self.zero_life_ok = False

    def grant(self) -> Grant:
        return Grant(
            power=self.power,
            toughness=self.toughness,
            abilities=frozenset(self.abilities),
            block_rules=frozenset(self.rules),
            by_toughness=self.by_toughness,
            prevent_by=self.prevent_by,
            prevent_to=self.prevent_to,
            protection=frozenset(self.protection),
            life_floor=self.life_floor,
            cant_lose=self.cant_lose,
            cant_gain_life=self.cant_gain_life,
            life_gain_multiplier=self.gain_multiplier,
            life_gain_plus=self.gain_plus,
            life_gain_draws=self.gain_draws,
            changes=tuple(self.changes),
            removed=frozenset(self.removed),
            prevent_from=frozenset(self.prevent_from),
            block_additional=self.block_additional,
            types=frozenset(self.types),
            subtypes=frozenset(self.subtypes),
            removed_subtypes=frozenset(self.removed_subtypes),
            repeats=tuple(self.repeats),
            removed_repeats=tuple(self.removed_repeats),
            later=tuple(self.later),
            stripped=self.stripped,
            removed_rules=frozenset(self.removed_rules),
            own_statics=self.own_statics,
            removed_flags=tuple(self.removed_flags),
            colors=frozenset(self.colors),
            removed_colors=frozenset(self.removed_colors),
            removed_types=frozenset(self.removed_types),
            zero_life_ok=self.zero_life_ok,
        )


def _apply_player(player: Player, source: str, effect: PlayerEffect, record: _Acc) -> Player:
    changes: dict[str, object] = {}
    added = sorted(q for q in effect.protection if q not in player.protection)
    if added:
        record.protection.update(added)
        record.changes.extend(
            EffectChange(source, player.id, "protection", q, _protection_rule(q)) for q in added
        )
        changes["protection"] = player.protection | frozenset(added)
    if effect.life_floor and not player.life_floor:
        record.life_floor = True
        record.changes.append(EffectChange(source, player.id, "life_floor", "", RULE_STATIC))
        changes["life_floor"] = True
    if effect.cant_lose and not player.cant_lose:
        record.cant_lose = True
        record.changes.append(EffectChange(source, player.id, "cant_lose", "", "104.3"))
        changes["cant_lose"] = True
    if effect.zero_life_ok and not player.zero_life_ok:
        record.zero_life_ok = True
        record.changes.append(EffectChange(source, player.id, "zero_life_ok", "", "704.5a"))
        changes["zero_life_ok"] = True
    if effect.cant_gain_life and not player.cant_gain_life:
        record.cant_gain_life = True
        record.changes.append(EffectChange(source, player.id, "cant_gain_life", "", "119.7"))
        changes["cant_gain_life"] = True
    if effect.life_gain_multiplier > 1:  # (a structured 0 or less is no multiplier)
        times = effect.life_gain_multiplier
        record.gain_multiplier *= times
        record.changes.append(
            EffectChange(source, player.id, "life_gain_multiplier", str(times), "614.1a")
        )
        changes["life_gain_multiplier"] = player.life_gain_multiplier * times
    if effect.life_gain_plus > 0:
        plus = effect.life_gain_plus
        record.gain_plus += plus
        record.changes.append(
            EffectChange(source, player.id, "life_gain_plus", str(plus), "614.1a")
        )
        changes["life_gain_plus"] = player.life_gain_plus + plus
    for word in sorted(effect.keywords):  # hexproof (702.11c), shroud (702.18a)
        kept = OtherKeyword(word)
        if kept not in record.abilities:
            record.abilities.add(kept)
            rule = "702.11c" if word == "hexproof" else "702.18a"
            record.changes.append(EffectChange(source, player.id, "ability", word, rule))
    if effect.life_gain_draws and not player.life_gain_draws:
        record.gain_draws = True
        record.changes.append(EffectChange(source, player.id, "life_gain_draws", "", "614.1a"))
        changes["life_gain_draws"] = True
    return evolve(player, **changes) if changes else player


def _protection_rule(quality: str) -> str:
    """702.16j for protection from everything, 702.16k from a player or each
    opponent, 702.16e (what protection prevents) for the others."""
    if quality == "everything":
        return "702.16j"
    if quality == "each opponent":
        return "702.16k"
    return "702.16e"
