"""Carrying out a triggered ability's effects as it resolves (CR 608.2):
+N/+N until end of turn (613.4c), keywords and colors gained or lost until
end of turn (613.1f), life gained or lost (119.3), leaving the battlefield,
damage that is not combat damage (120.3; protection and deathtouch apply),
destruction (701.8; indestructible and regeneration respected) and poison
counters (122.1); also the record of a triggered ability waiting to resolve
and the mark of a creature to destroy at end of combat (603.7).
"""

from __future__ import annotations

import dataclasses

from mtgcombat.core.abilities import (
    Ability,
    Afflict,
    BlockTrigger,
    Bushido,
    CantBlockEffect,
    ColorEffect,
    CounterEffect,
    CountersOnTargetEffect,
    DamageEffect,
    DestroyEffect,
    DiscardEffect,
    DrawEffect,
    ExileEffect,
    GroupKeywordEffect,
    GroupPumpEffect,
    Keyword,
    KeywordEffect,
    LifeEffect,
    LifeTotalEffect,
    NoCombatDamageEffect,
    PoisonEffect,
    PreventEffect,
    PumpEffect,
    Rampage,
    RecordedEffect,
    RegenerateEffect,
    RemoveFromCombatEffect,
    ReturnToHandEffect,
    SacrificeEffect,
    Selector,
    TapEffect,
    TriggerEffect,
    TriggerEvent,
)
from mtgcombat.core.attack_effect_values import ATTACK_EFFECTS
from mtgcombat.core.counted_values import BlockRuleEffect, CountedEffect, InterveningIf
from mtgcombat.core.defending_pays import DefendingPaysEffect
from mtgcombat.core.effect_values import (
    MORE_EFFECTS,
    HalfLifeEffect,
    ModalEffect,
    ProliferateEffect,
)
from mtgcombat.core.events import (
    AfflictResolves,
    BushidoResolves,
    CantBlockThisTurn,
    CountersPut,
    DestroyAtEndOfCombat,
    DestroyedByEffect,
    DestructionPrevented,
    Event,
    Exiled,
    ExiledByEffect,
    FlankingResolves,
    KeywordChanged,
    LifeGainDrawn,
    LifeGained,
    LifeGainPrevented,
    LifeLost,
    NoCombatDamage,
    PowerToughnessChanged,
    PreventionAdded,
    PutIntoGraveyard,
    RampageResolves,
    Regenerated,
    RegenerationShieldAdded,
    RemovedFromCombat,
    ReturnedToHand,
    Sacrificed,
    TappedByEffect,
)
from mtgcombat.core.group_leave_values import GroupLeaveEffect
from mtgcombat.core.instances import with_ability, without_repeats
from mtgcombat.core.keyword_effects import IngestEffect, RenownEffect
from mtgcombat.core.model import Board, CantBlock, Zone, evolve
from mtgcombat.core.pt_layers import MODIFY, PTChange
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.sacrifice_values import SacrificesEffect
from mtgcombat.core.selectors import matches
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.rules.counted_triggers import counted
from mtgcombat.rules.counter_placing import placed, put_counters
from mtgcombat.rules.damage_prevention import dying_zone
from mtgcombat.rules.damage_step import deal_noncombat_damage_to_each
from mtgcombat.rules.dies_returns import dead_card_moves, moves_dead_card
from mtgcombat.rules.effect_words import UnknownEffectWord
from mtgcombat.rules.effect_words import creatures_named as _creatures
from mtgcombat.rules.effect_words import player_named as _player
from mtgcombat.rules.effect_words import players_named as _players
from mtgcombat.rules.effects import has_effects
from mtgcombat.rules.hand_zones import discard_cards, draw_cards
from mtgcombat.rules.its_counters import put_its_counters
from mtgcombat.rules.keyword_damage import apply_keyword_effect
from mtgcombat.rules.last_known import last_known_pt
from mtgcombat.rules.layer6 import noted_later
from mtgcombat.rules.layer7 import pumped, with_pt_change
from mtgcombat.rules.multiplayer import cant_gain_life, cant_gain_life_rule, share_team_totals
from mtgcombat.rules.ordering import remove_from_combat
from mtgcombat.rules.sacrifice_own import not_theirs
from mtgcombat.rules.trigger_colors import apply_trigger_colors
from mtgcombat.rules.trigger_effects_more import apply_more
from mtgcombat.rules.umbra_armor import armor_for, replace_destruction


@dataclass(frozen=True, slots=True)
class _Trigger:
    """A triggered ability waiting to resolve: whose it is, the event that
    triggered it (``creature`` the creature it is about, ``other`` the other
    creature of the block or ""), and the keyword it is, if any."""

    controller: str
    source: str
    creature: str
    event: TriggerEvent
    other: str
    ability: BlockTrigger
    rule: str
    keyword: Ability | None = None
    target: str = ""
    # The defending player as the ability begins to resolve: fixed by the
    # attack (508.5), it stays the same when an effect of the ability takes
    # the creature out of combat ("sacrifice it. If you do, defending player
    # loses 2 life").
    defending: str = ""
    # A trigger on damage (603.2, 510.3a): the player dealt the damage
    # ("that player") and how much damage it was ("that much").
    player: str = ""
    amount: int = 0
    # the ids whose objects became new objects after it was put on the stack
    # (undying, persist: 400.7): its "it", "that creature" and target no
    # longer find them (608.2b)
    stale: frozenset[str] = frozenset()


def _apply(
    board: Board, trigger: _Trigger, effect: TriggerEffect, rules: RuleSet
) -> tuple[Board, list[Event]]:
    try:
        return _apply_shared(board, trigger, effect, rules)
    except UnknownEffectWord as exc:  # an internal error naming the effect
        raise exc.naming(type(effect).__name__) from None


def _apply_shared(
    board: Board, trigger: _Trigger, effect: TriggerEffect, rules: RuleSet
) -> tuple[Board, list[Event]]:
    if board.teams and isinstance(
        effect, LifeEffect | PoisonEffect | LifeTotalEffect | HalfLifeEffect | ProliferateEffect
    ):
        # Two-Headed Giant: what happens to a player's life or poison
        # counters is applied to the team's totals (810.9, 810.9c, 810.10);
        # damage is shared as it is dealt (mtgcombat.rules.damage)
        after, events = _apply_effect(board, trigger, effect, rules)
        after, shared = share_team_totals(board, after)
        return after, [*events, *shared]
    return _apply_effect(board, trigger, effect, rules)


def _apply_effect(
    board: Board, trigger: _Trigger, effect: TriggerEffect, rules: RuleSet
) -> tuple[Board, list[Event]]:
    if isinstance(effect, CountedEffect):  # "where X is ...": X counted now (608.2h)
        return _apply(board, trigger, counted(board, effect, trigger.source), rules)
    if isinstance(effect, InterveningIf | BlockRuleEffect | DefendingPaysEffect):  # _resolve
        return board, []
    if isinstance(effect, PumpEffect):
        return _apply_pump(board, trigger, effect)
    if isinstance(effect, KeywordEffect):
        return _apply_keyword(board, trigger, effect)
    if isinstance(effect, DamageEffect):
        return _apply_damage(board, trigger, effect)
    if isinstance(effect, DestroyEffect):
        return _apply_destroy(board, trigger, effect, rules)
    if isinstance(effect, LifeEffect):
        return _apply_life(board, trigger, effect)
    if isinstance(effect, PoisonEffect):
        return _apply_poison(board, trigger, effect)
    if isinstance(effect, GroupPumpEffect):
        return _apply_group_pump(board, trigger, effect)
    if isinstance(effect, ColorEffect):
        # layer 5 (613.1e): mtgcombat.rules.trigger_colors
        targets = _creatures(board, trigger, effect.target)
        return apply_trigger_colors(board, targets, effect.colors, trigger.source, trigger.ability)
    if isinstance(effect, LifeTotalEffect):
        return _apply_life_total(board, trigger, effect)
    if isinstance(effect, GroupKeywordEffect | CantBlockEffect):
        return _apply_to_blocks(board, trigger, effect)
    if isinstance(effect, CountersOnTargetEffect):
        return _apply_counters_on_target(board, trigger, effect)
    if isinstance(effect, RecordedEffect):
        return board, []  # recorded, not carried out
    if isinstance(effect, GroupLeaveEffect):  # session 12: all at once (701.8, 406.2, 608.2c)
        from mtgcombat.rules.group_leave import group_leaves  # noqa: PLC0415

        return group_leaves(board, rules, effect, trigger.source)
    if isinstance(effect, SacrificesEffect):
        # a player sacrifices permanents of their choice (701.21a)
        from mtgcombat.rules.sacrifice_choices import sacrifice_chosen  # noqa: PLC0415

        players = _players(board, trigger, effect.player)
        return sacrifice_chosen(board, rules, effect, players, trigger.source)
    if moves_dead_card(effect):  # 400.7d: to a hand, a library or the battlefield
        return dead_card_moves(board, effect, trigger)
    if isinstance(effect, MORE_EFFECTS):
        # tokens, half a life total, a library's cards (111, 107.1a, 701)
        return apply_more(
            board,
            effect,
            trigger.controller,
            trigger.source,
            trigger.amount,
            lambda who: _player(board, trigger, who),
            rules,
        )
    if isinstance(effect, ATTACK_EFFECTS):  # issue 33: tokens attacking, untap, costs (508.4)
        from mtgcombat.rules.attack_effects import apply_attack_effect  # noqa: PLC0415

        return apply_attack_effect(
            board, rules, effect, controller=trigger.controller, source=trigger.source,
            target=trigger.target, defending=_player(board, trigger, "defending"),
            creature=trigger.creature, other=trigger.other, player=trigger.player,
        )  # fmt: skip
    if isinstance(effect, DrawEffect):
        # the hand's count when given (121.1; rules.hand_zones); "If you do" can follow it
        return draw_cards(board, rules, trigger.controller, effect.amount, trigger.source)
    if isinstance(effect, DiscardEffect | ExileEffect | TapEffect):
        return _apply_damage_step_effect(board, trigger, effect, rules)
    if isinstance(effect, RenownEffect | IngestEffect):  # 702.112a, 702.115a
        return apply_keyword_effect(board, trigger.source, trigger.player, effect)
    if isinstance(
        effect, NoCombatDamageEffect | RemoveFromCombatEffect | ReturnToHandEffect | SacrificeEffect
    ):
        return _apply_leave(board, trigger, effect, rules)
    if isinstance(effect, ModalEffect):  # its modes unchosen (700.2b): refused
        from mtgcombat.rules.choice_errors import modes_unchosen  # noqa: PLC0415

        raise modes_unchosen(trigger.source, trigger.ability)
    return _apply_to_creatures(board, trigger, effect, rules)


def _apply_group_pump(
    board: Board, trigger: _Trigger, effect: GroupPumpEffect
) -> tuple[Board, list[Event]]:
    """+N/+M until end of turn on each creature of a group, read relative to
    the permanent with the ability as it resolves (613.4c)."""
    source = board.permanent(trigger.source)
    times = 1
    if effect.per is not None:
        times = sum(1 for p in board.permanents if matches(board, effect.per, p, source))
    power, toughness = effect.power * times, effect.toughness * times
    if not (power or toughness):
        return board, []
    events: list[Event] = []
    for perm in [p for p in board.permanents if matches(board, effect.affected, p, source)]:
        board = _pump(board, perm.id, power, toughness)
        events.append(PowerToughnessChanged("613.4c", perm.id, power, toughness, trigger.source))
    return board, events


def _apply_to_blocks(
    board: Board, trigger: _Trigger, effect: GroupKeywordEffect | CantBlockEffect
) -> tuple[Board, list[Event]]:
    """A keyword gained until end of turn by each creature of a group (layer
    6, 613.1f), or "can't block this turn" (509.1b) on the chosen target, on
    each creature of a group or on the creature of the event. The group is
    read relative to the permanent with the ability as it resolves."""
    source = board.permanent(trigger.source)
    if isinstance(effect, GroupKeywordEffect) or effect.target == "each":
        wanted = effect.affected if isinstance(effect, GroupKeywordEffect) else effect.target_filter
        reached = tuple(
            p.id
            for p in board.permanents
            if p.on_battlefield and wanted is not None and matches(board, wanted, p, source)
        )
    else:
        reached = _creatures(board, trigger, effect.target)
    events: list[Event] = []
    for target in reached:
        perm = board.permanent(target)
        if not perm.on_battlefield:
            continue
        if isinstance(effect, GroupKeywordEffect):
            changed = with_ability(perm, effect.keyword)  # one more instance (113.2c)
            if has_effects(board):  # after the static effects (613.7a)
                changed = noted_later(changed, "gains", effect.keyword, trigger.source)
            event: Event = KeywordChanged(
                "613.1f", target, "gains", str(effect.keyword), trigger.source
            )
        else:
            changed = evolve(perm, block_rules=perm.block_rules | {CantBlock()})
            event = CantBlockThisTurn("509.1b", target, trigger.source)
        board = board.with_permanents(changed if p.id == target else p for p in board.permanents)
        events.append(event)
    return board, events


def _apply_life_total(
    board: Board, trigger: _Trigger, effect: LifeTotalEffect
) -> tuple[Board, list[Event]]:
    """The player's life total becomes N: they gain or lose the difference
    (119.5); a player who can't gain life gains nothing (119.7)."""
    player_id = _player(board, trigger, effect.player)
    if not player_id:
        return board, []
    player = board.player(player_id)
    change = effect.total - player.life
    event: Event
    if change == 0:
        return board, []
    if change < 0:
        event = LifeLost("119.5", player_id, -change, trigger.source)
    elif cant_gain_life(board, player_id):  # its own or a teammate's (810.9g)
        why = cant_gain_life_rule(board, player_id)
        return board, [LifeGainPrevented(why, player_id, change, trigger.source)]
    else:
        event = LifeGained("119.5", player_id, change, trigger.source)
    player = evolve(player, life=effect.total)
    board = board.with_players(player if p.id == player_id else p for p in board.players)
    return board, [event]


def _apply_leave(
    board: Board,
    trigger: _Trigger,
    effect: NoCombatDamageEffect | RemoveFromCombatEffect | ReturnToHandEffect | SacrificeEffect,
    rules: RuleSet,
) -> tuple[Board, list[Event]]:
    """No combat damage (510.1a), removal from combat (506.4), return to
    hand, sacrifice (701.21 now, 701.17 in 2023): the last three take the
    creature out of combat; the creatures it was blocked by or blocking stay
    blocking or blocked (509.1h)."""
    events: list[Event] = []
    for target in _creatures(board, trigger, effect.target):
        perm = board.permanent(target)
        if not perm.on_battlefield:
            continue
        if isinstance(effect, SacrificeEffect) and perm.controller != trigger.controller:
            events.extend(not_theirs(board, rules, target, trigger.controller, trigger.source))
            continue  # a player sacrifices only what they control (701.21a)
        if isinstance(effect, NoCombatDamageEffect):
            changed = evolve(perm, assigns_no_combat_damage=True)
            board = board.with_permanents(
                changed if p.id == target else p for p in board.permanents
            )
            events.append(NoCombatDamage("510.1a", target, trigger.source))
            continue
        if isinstance(effect, RemoveFromCombatEffect):
            if not board.is_in_combat(target):
                continue
            if effect.untap:
                untapped = evolve(perm, tapped=False)
                board = board.with_permanents(
                    untapped if p.id == target else p for p in board.permanents
                )
            board = remove_from_combat(board, target, rules)
            events.append(RemovedFromCombat("506.4", target))
            continue
        if board.is_in_combat(target):
            board = remove_from_combat(board, target, rules)
        if isinstance(effect, ReturnToHandEffect):
            gone = evolve(board.permanent(target), zone=Zone.HAND)
            events.append(ReturnedToHand("506.4", target, trigger.source))
        else:
            zone = dying_zone(board, board.permanent(target))  # 614.1a: exiled instead
            gone = evolve(board.permanent(target), zone=zone)
            rule = "701.17" if rules is RuleSet.R2023 else "701.21"
            events.append(Sacrificed(rule, target, trigger.source))
            if zone is Zone.EXILE:
                events.append(Exiled("614.1a", target))
            else:
                events.append(PutIntoGraveyard(rule, target))
        board = board.with_permanents(gone if p.id == target else p for p in board.permanents)
    return board, events


def _apply_to_creatures(
    board: Board,
    trigger: _Trigger,
    effect: CounterEffect | PreventEffect | RegenerateEffect,
    rules: RuleSet,
) -> tuple[Board, list[Event]]:
    """Counters, prevention and regeneration shields on the creatures the
    effect reaches (or, for "prevent all combat damage", on the board)."""
    if isinstance(effect, PreventEffect) and effect.everything:
        board = board._copy(prevent_all_combat_damage=True)
        return board, [PreventionAdded("615.1", "", "all", trigger.source)]
    events: list[Event] = []
    for target in _creatures(board, trigger, effect.target):
        perm = board.permanent(target)
        if not perm.on_battlefield:
            continue
        if isinstance(effect, CounterEffect):
            # "that many": the damage that triggered it (603.2)
            amount = trigger.amount if effect.that_many else effect.amount
            if effect.power or effect.toughness:
                # a -0/-1 counter: a lasting change to power and toughness (613.4c)
                amount = placed(board, perm, effect.kind, amount, events)
                changed = with_pt_change(perm, PTChange(
                    MODIFY, effect.power * amount, effect.toughness * amount, lasting=True
                ))  # fmt: skip
            else:
                changed, amount = put_counters(board, perm, effect.kind, amount, events)
            if not amount:
                continue
            events.append(CountersPut("122.1", target, effect.kind, amount, trigger.source))
        elif isinstance(effect, PreventEffect):
            changed = evolve(
                perm,
                prevent_combat_damage_by=perm.prevent_combat_damage_by or effect.dealt_by,
                prevent_combat_damage_to=perm.prevent_combat_damage_to or effect.dealt_to,
            )
            how = "both" if effect.dealt_by and effect.dealt_to else (
                "dealt_by" if effect.dealt_by else "dealt_to"
            )  # fmt: skip
            events.append(PreventionAdded("615.1", target, how, trigger.source))
        else:
            changed = evolve(perm, regeneration_shields=perm.regeneration_shields + 1)
            rule = "701.15" if rules is RuleSet.R2023 else "701.19"
            events.append(RegenerationShieldAdded(rule, target, trigger.source))
        board = board.with_permanents(changed if p.id == target else p for p in board.permanents)
    return board, events


def _pump(board: Board, creature: str, power: int, toughness: int) -> Board:
    """+N/+M until end of turn on the creature's own power and toughness."""
    perm = board.permanent(creature)
    changed = pumped(perm, power, toughness)  # 613.4c, 613.7a
    return board.with_permanents(changed if p.id == creature else p for p in board.permanents)


def _count(board: Board, trigger: _Trigger, per: str) -> int:
    """The multiplier of a "for each" pump, counted as it resolves (702.23b)."""
    if not per:
        return 1
    if per == "blocked":
        return len(board.blocked_by_blocker(trigger.creature))
    blockers = len(board.blockers_of(trigger.creature))
    return max(0, blockers - 1) if per == "blocker_beyond_first" else blockers


def _apply_pump(board: Board, trigger: _Trigger, effect: PumpEffect) -> tuple[Board, list[Event]]:
    events: list[Event] = []
    for target in _creatures(board, trigger, effect.target):
        # A creature that left the battlefield gets nothing.
        if not board.permanent(target).on_battlefield:
            continue
        count = _count(board, trigger, effect.per)
        if effect.per_each is not None:  # "for each SEL", counted as it resolves
            source = board.permanent(trigger.source)
            each = effect.per_each
            if each.other:
                # "it gets +1/+0 for each other creature you control": other
                # than the creature that gets it (the equipped or attacking
                # one, not the Equipment or watcher with the ability)
                each = dataclasses.replace(each, other=False)
            count = sum(
                1
                for p in board.permanents
                if matches(board, each, p, source)
                and not (effect.per_each.other and p.id == target)
            )
        power, toughness = effect.power * count, effect.toughness * count
        keyword = trigger.keyword
        if isinstance(keyword, Bushido):
            events.append(BushidoResolves("702.45a", target, keyword.amount))
        elif isinstance(keyword, Rampage):
            blockers = len(board.blockers_of(trigger.creature))
            events.append(RampageResolves("702.23a", target, keyword.amount, blockers, power))
        elif keyword is Keyword.FLANKING:
            events.append(FlankingResolves("702.25a", trigger.creature, target))
        elif power or toughness:
            events.append(PowerToughnessChanged("613.4c", target, power, toughness, trigger.source))
        if power or toughness:
            board = _pump(board, target, power, toughness)
    return board, events


def _apply_keyword(
    board: Board, trigger: _Trigger, effect: KeywordEffect
) -> tuple[Board, list[Event]]:
    events: list[Event] = []
    for target in _creatures(board, trigger, effect.target):
        perm = board.permanent(target)
        if not perm.on_battlefield:
            continue
        if effect.lose:  # every instance (113.2c)
            changed = evolve(
                perm,
                abilities=perm.abilities - {effect.keyword},
                repeats=without_repeats(perm.repeats, (effect.keyword,)),
            )
        else:
            changed = with_ability(perm, effect.keyword)  # one more instance (113.2c)
        if has_effects(board):  # after the static effects (613.7a)
            verb = "loses" if effect.lose else "gains"
            changed = noted_later(changed, verb, effect.keyword, trigger.source)
        board = board.with_permanents(changed if p.id == target else p for p in board.permanents)
        events.append(
            KeywordChanged(
                "613.1f",
                target,
                "loses" if effect.lose else "gains",
                str(effect.keyword),
                trigger.source,
            )
        )
    return board, events


def _apply_damage(
    board: Board, trigger: _Trigger, effect: DamageEffect
) -> tuple[Board, list[Event]]:
    dealer = trigger.creature if effect.by_it else trigger.source
    amount = effect.amount
    if effect.by_power:
        amount = max(0, last_known_pt(board.permanent(dealer))[0])  # 608.2h, 603.10a
    if effect.that_much:
        amount = trigger.amount  # the damage that triggered it (603.2)
    if effect.target == "target":
        recipients = [trigger.target] if trigger.target else []
    elif effect.target == "each":
        source = board.permanent(trigger.source)
        wanted = effect.target_filter or Selector()
        # "each creature defending player controls": the defending player of
        # the creature the event is about (508.5), fixed as it resolves
        defending = trigger.defending or None
        recipients = [
            p.id
            for p in board.permanents
            if p.on_battlefield
            and matches(board, wanted, p, source, defending=defending, player=trigger.player)
        ]
    elif effect.target in ("it", "other", "blockers", "host"):
        recipients = [
            c
            for c in _creatures(board, trigger, effect.target)
            if board.permanent(c).on_battlefield
        ]
    elif effect.target == "self":
        recipients = [trigger.source] if board.permanent(trigger.source).on_battlefield else []
    else:
        recipients = list(_players(board, trigger, effect.target))
    # one damage event for all its recipients (120.3, 615.8)
    return deal_noncombat_damage_to_each(board, dealer, recipients, amount)


def _apply_destroy(
    board: Board, trigger: _Trigger, effect: DestroyEffect, rules: RuleSet
) -> tuple[Board, list[Event]]:
    events: list[Event] = []
    for target in _creatures(board, trigger, effect.target):
        perm = board.permanent(target)
        if not perm.on_battlefield:
            continue
        if effect.at_end_of_combat:
            # a delayed triggered ability (603.7): it destroys the creature
            # as the end of combat step begins (511.2)
            board = _mark_for_end_of_combat(board, target, trigger.source)
            events.append(DestroyAtEndOfCombat("603.7", target, trigger.source))
            continue
        if perm.has(Keyword.INDESTRUCTIBLE):
            events.append(DestructionPrevented("702.12b", target))
            continue
        if effect.regenerate and (perm.regeneration_shields > 0 or perm.regenerates):
            # The shield replaces the destruction: damage removed, tapped,
            # removed from combat (701.15 in 2023, 701.19 now).
            regenerated = evolve(
                perm,
                damage=0,
                tapped=True,
                regeneration_shields=perm.regeneration_shields - (not perm.regenerates),
                deathtouch_damaged=False,
            )
            board = board.with_permanents(
                regenerated if p.id == target else p for p in board.permanents
            )
            events.append(Regenerated("701.15" if rules is RuleSet.R2023 else "701.19", target))
            if board.is_in_combat(target):
                board = remove_from_combat(board, target, rules)
                events.append(RemovedFromCombat("506.4", target))
            continue
        aura = armor_for(board, target)
        if aura is not None:  # umbra armor replaces the destruction (702.89a)
            board, replaced = replace_destruction(board, target, aura)
            events.extend(replaced)
            continue
        zone = dying_zone(board, perm)  # 614.1a: exiled instead
        gone = evolve(perm, zone=zone)
        board = board.with_permanents(gone if p.id == target else p for p in board.permanents)
        destroy = rules.destroy_rule  # 701.8; 701.7 in the 2023 rules
        events.append(DestroyedByEffect(destroy, target, trigger.source))
        if zone is Zone.EXILE:
            events.append(Exiled("614.1a", target))
        else:
            events.append(PutIntoGraveyard(destroy, target))
    return board, events


def _mark_for_end_of_combat(board: Board, target: str, source: str) -> Board:
    perm = board.permanent(target)
    marked = evolve(perm, destroy_at_end_of_combat=(*perm.destroy_at_end_of_combat, source))
    return board.with_permanents(marked if p.id == target else p for p in board.permanents)


def _apply_life(board: Board, trigger: _Trigger, effect: LifeEffect) -> tuple[Board, list[Event]]:
    if effect.player in ("each_opponent", "each_player"):
        # each opponent (102.2) or player in turn, each loss or gain its own (119.3)
        events: list[Event] = []
        for opponent in _players(board, trigger, effect.player):
            board, happened = _life_of(board, trigger, effect, opponent)
            events.extend(happened)
        return board, events
    return _life_of(board, trigger, effect, _player(board, trigger, effect.player))


def _life_of(
    board: Board, trigger: _Trigger, effect: LifeEffect, player_id: str
) -> tuple[Board, list[Event]]:
    if effect.that_much:
        # "that much life": the damage that triggered it (603.2)
        effect = LifeEffect(trigger.amount if effect.amount >= 0 else -trigger.amount)
    elif effect.by_power or effect.by_toughness:
        it = last_known_pt(board.permanent(trigger.creature))  # 608.2h, 603.10a
        power = max(0, it[0] if effect.by_power else it[1])
        effect = LifeEffect(power if effect.amount >= 0 else -power)
    if not player_id or effect.amount == 0:
        return board, []
    player = board.player(player_id)
    event: Event
    if effect.amount < 0:
        amount = -effect.amount
        player = evolve(player, life=player.life - amount)
        if isinstance(trigger.keyword, Afflict):
            event = AfflictResolves("702.130a", trigger.creature, player_id, amount)
        else:
            event = LifeLost("119.3", player_id, amount, trigger.source)
    elif cant_gain_life(board, player_id):
        # "can't gain life" (a teammate's too, 810.9g): the gain does not happen (119.7)
        why = cant_gain_life_rule(board, player_id)
        return board, [LifeGainPrevented(why, player_id, effect.amount, trigger.source)]
    elif player.life_gain_draws:  # "draw that many cards instead" (614.1a)
        drawn = player.life_gain_amount(effect.amount)
        return board, [LifeGainDrawn("614.1a", player_id, drawn, trigger.source)]
    else:
        gained = player.life_gain_amount(effect.amount)
        player = evolve(player, life=player.life + gained)
        event = LifeGained("119.3", player_id, gained, trigger.source)
    board = board.with_players(player if p.id == player_id else p for p in board.players)
    return board, [event]


def _apply_poison(
    board: Board, trigger: _Trigger, effect: PoisonEffect
) -> tuple[Board, list[Event]]:
    events: list[Event] = []
    for player_id in _players(board, trigger, effect.player):
        if effect.amount <= 0:
            break
        player = board.player(player_id)
        player = evolve(player, poison=player.poison + effect.amount)
        board = board.with_players(player if p.id == player_id else p for p in board.players)
        events.append(CountersPut("122.1", player_id, "poison", effect.amount, trigger.source))
    return board, events


def _apply_damage_step_effect(
    board: Board, trigger: _Trigger, effect: DiscardEffect | ExileEffect | TapEffect, rules: RuleSet
) -> tuple[Board, list[Event]]:
    """The effects only the combat damage step's triggers have (510.3a): a
    discard (701.9 now, 701.8 in 2023; the counts the board gives follow,
    rules.hand_zones), exile (406.2; the creature leaves combat, 506.4) and tapping
    (701.26a now, 701.21a in 2023; a tapped creature stays in combat, 506.4)."""
    if isinstance(effect, DiscardEffect):
        player_id = _player(board, trigger, effect.player)
        if not player_id or effect.amount <= 0:
            return board, []
        return discard_cards(board, rules, player_id, effect.amount, trigger.source)
    events: list[Event] = []
    for target in _creatures(board, trigger, effect.target):
        perm = board.permanent(target)
        if not perm.on_battlefield:
            continue
        if isinstance(effect, TapEffect):
            if perm.tapped:
                continue
            tapped = evolve(perm, tapped=True)
            board = board.with_permanents(tapped if p.id == target else p for p in board.permanents)
            tap = "701.21a" if rules is RuleSet.R2023 else "701.26a"
            events.append(TappedByEffect(tap, target, False, trigger.source))
            continue
        if board.is_in_combat(target):
            board = remove_from_combat(board, target, rules)
        gone = evolve(board.permanent(target), zone=Zone.EXILE)
        board = board.with_permanents(gone if p.id == target else p for p in board.permanents)
        events.append(ExiledByEffect("406.2", target, trigger.source))
    return board, events


def _apply_counters_on_target(
    board: Board, trigger: _Trigger, effect: CountersOnTargetEffect
) -> tuple[Board, list[Event]]:
    """Counters on the chosen target (603.3d, 122.1): ``amount`` of them, or as many +1/+1
    (-1/-1) counters as the creature the event is about had as it last existed (608.2h; 702.43a)."""
    if not trigger.target:
        return board, []
    perm = board.permanent(trigger.target)
    if not perm.on_battlefield or perm.cant_have_counters:
        return board, []
    amount = effect.amount
    if effect.its_counters and effect.every_kind and trigger.creature != perm.id:
        had = board.permanent(trigger.creature).counters
        return put_its_counters(board, perm, had, trigger.source)
    if effect.its_counters:
        had = board.permanent(trigger.creature).counters
        amount = had.plus_one if effect.plus else had.minus_one
    kind = "+1/+1" if effect.plus else "-1/-1"
    events: list[Event] = []
    changed, amount = put_counters(board, perm, kind, amount, events)
    if not amount:
        return board, events
    board = board.with_permanents(changed if p.id == perm.id else p for p in board.permanents)
    return board, [*events, CountersPut("122.1", perm.id, kind, amount, trigger.source)]
