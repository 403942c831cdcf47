"""The session-6 effects of instants and sorceries cast between the steps
of combat (issue 33), dispatched for
:mod:`~mtgcombat.rules.timeline_entries` in one place: a pump on a second
target (601.2c; :mod:`~mtgcombat.rules.spell_second`), a creature exiled
and returned as a new object (400.7; :mod:`~mtgcombat.rules.spell_flicker`),
an attack requirement (508.1d; :mod:`~mtgcombat.rules.spell_requirements`),
prevention shields and counters divided among the targets (601.2d;
:mod:`~mtgcombat.rules.spell_divided`); and session 7's: an unblocked
attacking creature made blocked (509.1h; :mod:`~mtgcombat.rules.spell_blocked`),
life gained for each permanent of a kind (119.3, 608.2h;
:mod:`~mtgcombat.rules.spell_life`), damage that can't be prevented (615.12;
:mod:`~mtgcombat.rules.unpreventable`), players who can't gain life this
turn (119.7; :mod:`~mtgcombat.rules.spell_life`), a delayed ability for
the next end step (603.7a; :mod:`~mtgcombat.rules.spell_delayed`); session
11's: the target's colors changed (613.1e; :mod:`~mtgcombat.rules.spell_colors`) and
what is attached to it removed with it (:mod:`~mtgcombat.rules.spell_attached`);
session 13's: damage to groups and players in one instruction (120.3;
:mod:`~mtgcombat.rules.spell_group_damage`).
"""

from __future__ import annotations

from collections.abc import Mapping

from mtgcombat.core.events import Event
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.spell_attached import AttachedAlsoEffect, apply_attached_also
from mtgcombat.rules.spell_blocked import BecomesBlockedEffect, apply_becomes_blocked
from mtgcombat.rules.spell_colors import SpellColorEffect, apply_spell_colors
from mtgcombat.rules.spell_delayed import DelayedEndStepEffect, apply_delayed
from mtgcombat.rules.spell_divided import (
    DistributeCountersEffect,
    DividedPreventEffect,
    apply_divided,
)
from mtgcombat.rules.spell_flicker import FlickerEffect, apply_flicker
from mtgcombat.rules.spell_group_damage import GroupsDamageEffect, apply_groups_damage
from mtgcombat.rules.spell_life import (
    CountedLifeEffect,
    PlayersCantGainLifeEffect,
    apply_counted_life,
    apply_players_cant_gain_life,
)
from mtgcombat.rules.spell_requirements import AttacksThisTurnEffect, apply_attack_requirement
from mtgcombat.rules.spell_second import SecondPumpEffect, apply_second_pump
from mtgcombat.rules.spell_token_copy import SpellTokenCopyEffect, apply_token_copy
from mtgcombat.rules.spell_zones import CardsEffect, apply_cards
from mtgcombat.rules.unpreventable import UnpreventableEffect, add_unpreventable

ExtraEffect = (
    SecondPumpEffect
    | FlickerEffect
    | AttacksThisTurnEffect
    | DividedPreventEffect
    | DistributeCountersEffect
    | BecomesBlockedEffect
    | CountedLifeEffect
    | UnpreventableEffect
    | PlayersCantGainLifeEffect
    | DelayedEndStepEffect
    | SpellTokenCopyEffect
    | SpellColorEffect
    | AttachedAlsoEffect
    | CardsEffect
    | GroupsDamageEffect
)
"""The effects :func:`apply_extra` carries out."""

EXTRA = (
    SecondPumpEffect,
    FlickerEffect,
    AttacksThisTurnEffect,
    DividedPreventEffect,
    DistributeCountersEffect,
    BecomesBlockedEffect,  # session 7: 509.1h
    CountedLifeEffect,  # session 7: 119.3, 608.2h
    UnpreventableEffect,  # session 7: 615.12
    PlayersCantGainLifeEffect,  # session 7: 119.7
    DelayedEndStepEffect,  # session 7: 603.7a
    SpellTokenCopyEffect,  # session 10: 707.2, 111.2
    SpellColorEffect,  # session 11: 613.1e
    AttachedAlsoEffect,  # session 11: 701.8, 406.2, with the target
    CardsEffect,  # session 13: 121.1, 701.9a, 701.17a, 701.20
    GroupsDamageEffect,  # session 13: 120.3, groups and players
)


def extra_needs_caster(effect: object) -> bool:
    """Whether the effect reads "you" relative to the spell's controller,
    who the entry must then name: the life of "you gain 1 life for each
    attacking creature" (119.3).

    >>> from mtgcombat.core.abilities import Selector
    >>> extra_needs_caster(CountedLifeEffect(Selector())), extra_needs_caster(FlickerEffect())
    (True, False)
    """
    if isinstance(effect, CardsEffect):  # "draw a card": the caster's (121.1)
        return effect.player in ("you", "each_opponent")
    if isinstance(effect, GroupsDamageEffect):  # "you", "each opponent", "you control"
        return (
            bool(effect.others)
            or effect.players in ("opponents", "you")
            or any(g.controller for g in effect.groups)
        )
    return isinstance(effect, CountedLifeEffect | UnpreventableEffect)


def apply_extra(
    board: Board,
    rules: RuleSet,
    effect: ExtraEffect,
    targets: tuple[str, ...],
    second: str,
    controller: str,
    source: str,
    division: Mapping[str, int] | None = None,
) -> tuple[Board, list[Event]]:
    """One effect of :data:`EXTRA` on the entry's legal ``targets`` (its
    ``second`` target for a second target's effect; "" when gone: 608.2b;
    ``division``: each target's share announced as it was cast, 601.2d).

    >>> from mtgcombat.core.model import Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> _, events = apply_extra(board, RuleSet.CURRENT, AttacksThisTurnEffect(), ("bear",), "",
    ...                         "B", "timeline[0]")
    >>> [e.rule for e in events]
    ['508.1d']
    """
    if isinstance(effect, SecondPumpEffect):
        return apply_second_pump(board, effect, second, source)
    if isinstance(effect, DividedPreventEffect | DistributeCountersEffect):
        return apply_divided(board, effect, targets, division or {}, source)
    if isinstance(effect, SpellTokenCopyEffect):  # session 10: 707.2
        return apply_token_copy(board, targets, controller, source)
    if isinstance(effect, AttachedAlsoEffect):  # session 11: what is attached to the target
        return apply_attached_also(board, rules, effect, targets, source)
    if isinstance(effect, CardsEffect):  # session 13: hands, libraries, graveyards
        return apply_cards(board, rules, effect, targets, controller, source)
    if isinstance(effect, SpellColorEffect):  # session 11: 613.1e
        return apply_spell_colors(board, effect, targets, source)
    if isinstance(effect, GroupsDamageEffect):  # session 13: 120.3
        return apply_groups_damage(board, effect, controller, source)
    if isinstance(effect, FlickerEffect):
        return apply_flicker(board, rules, effect, targets, controller, source)
    if isinstance(effect, BecomesBlockedEffect):
        return apply_becomes_blocked(board, rules, targets, source)
    if isinstance(effect, CountedLifeEffect):
        return apply_counted_life(board, effect, controller, source, rules)
    if isinstance(effect, UnpreventableEffect):
        return add_unpreventable(board, effect, controller, source)
    if isinstance(effect, PlayersCantGainLifeEffect):
        return apply_players_cant_gain_life(board, source)
    if isinstance(effect, DelayedEndStepEffect):
        return apply_delayed(board, effect, targets, source)
    return apply_attack_requirement(board, targets, source)


__all__ = ["EXTRA", "ExtraEffect", "apply_extra", "extra_needs_caster"]
