"""Targets and resolution of a triggered ability (CR 601.2c, 603.3d,
608.2b): choosing the target of each ability put on the stack (a missing or
illegal choice is a :class:`ChoiceError`), checking it again as the ability
resolves, and resolving it (:func:`resolve_triggered` for one that triggered
outside the declare blockers step, 508.2a).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from mtgcombat.core.abilities import (
    BlockTrigger,
    CantBlockEffect,
    CounterEffect,
    CountersOnTargetEffect,
    DamageEffect,
    DestroyEffect,
    ExileEffect,
    GroupKeywordEffect,
    GroupPumpEffect,
    KeywordEffect,
    LifeEffect,
    PumpEffect,
    ReturnToHandEffect,
    Selector,
    TapEffect,
    TriggerEffect,
    TriggerEvent,
)
from mtgcombat.core.attack_cost_events import ManaNotPaid, ManaPaid
from mtgcombat.core.attack_effect_values import (
    GoadEffect,
    PTLayerEffect,
    TapCostEffect,
    UntapTargetEffect,
)
from mtgcombat.core.counted_values import BlockRuleEffect, CountedEffect, InterveningIf
from mtgcombat.core.defending_pays import DefendingPaysEffect
from mtgcombat.core.effect_values import ModalEffect
from mtgcombat.core.events import (
    ChoiceMade,
    Event,
    LifeLost,
    TargetChosen,
    TriggerRemoved,
    TriggerResolves,
)
from mtgcombat.core.model import Board, CardType, Permanent
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.sacrifice_events import CantSacrifice
from mtgcombat.core.selectors import matches
from mtgcombat.core.tap_fight_values import FightTargetEffect
from mtgcombat.rules.choice_errors import ChoiceError, defending_pays_unchosen
from mtgcombat.rules.counted_triggers import block_rule_on_target, gone_at_resolution
from mtgcombat.rules.effect_words import player_named as _player
from mtgcombat.rules.player_targets import choose_player_target, player_target, player_target_gone
from mtgcombat.rules.targeting import player_targeting_problem, targeting_problem
from mtgcombat.rules.trigger_modes import choose_modes, modal_effect
from mtgcombat.rules.trigger_ward import ward_on_triggers
from mtgcombat.rules.triggers_effects import _apply, _Trigger

_TARGETING = (
    DamageEffect,
    CantBlockEffect,
    PumpEffect,
    KeywordEffect,
    TapEffect,
    DestroyEffect,
    ReturnToHandEffect,
    CounterEffect,
    CountersOnTargetEffect,
    UntapTargetEffect,  # issue 33: "untap target creature you control" (701.26b)
    BlockRuleEffect,
    PTLayerEffect,  # session 7: "target creature has base power and toughness" (613.4b)
    GoadEffect,  # session 9: "goad target creature" (701.15a)
    ExileEffect,  # session 12: "when ~ dies, exile target permanent" (406.2)
    FightTargetEffect,  # session 12: "it fights target creature ..." (701.14a)
)
"""The effects that can name a target (``target="target"``, 603.3d)."""


def _targeted(ability: BlockTrigger) -> bool:
    """Whether the ability names a target, or is modal: its modes, and then
    their targets, are chosen as it goes on the stack (700.2b, 603.3d)."""
    return bool(player_target(ability)) or any(
        (isinstance(e, _TARGETING) and e.target == "target") or type(e) is ModalEffect
        for e in _unwrapped(ability)
    )


def _unwrapped(ability: BlockTrigger) -> tuple[object, ...]:
    """Its effects, a counted one as the effect it counts for (608.2h)."""
    return tuple(e.effect if isinstance(e, CountedEffect) else e for e in ability.effects)


def _aims(effect: TriggerEffect) -> bool:
    """Whether the effect is done to the ability's target (603.3d)."""
    inner = effect.effect if isinstance(effect, CountedEffect) else effect
    return isinstance(inner, _TARGETING) and inner.target == "target"


def _target_filter(ability: BlockTrigger) -> Selector | None:
    return next(
        e.target_filter
        for e in _unwrapped(ability)
        if isinstance(e, _TARGETING) and e.target == "target"
    )


def target_problem(
    board: Board,
    source: Permanent,
    target: str,
    wanted: Selector | None,
    player: str = "",
    defending: str = "",
) -> str:
    """Why ``target`` can't be a target of ``source``'s ability that wants a
    permanent matching ``wanted`` (``None``: any target, a creature, player,
    planeswalker or battle); "" when it can (115.1, 702.11b, 702.18a,
    702.16b; :func:`~mtgcombat.rules.targeting.targeting_problem`).
    ``player`` is the player the trigger's event names, for "target artifact
    that player controls" (603.2, 603.3d); ``defending`` the defending player
    of the trigger's attack, for "target creature defending player controls"
    (508.5: the player the attacking creature attacks; "" for any defending
    player).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> shaman = Permanent(id="shaman", controller="A", power=1, toughness=1)
    >>> from mtgcombat.core.abilities import OtherKeyword
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1,
    ...                 abilities=frozenset({OtherKeyword("hexproof")}))
    >>> board = Board([Player("A"), Player("B")], [shaman, elf], "A")
    >>> target_problem(board, shaman, "shaman", None)
    ''
    >>> target_problem(board, shaman, "elf", None)
    '"elf" has hexproof (702.11b)'
    """
    found = _target_problem(board, source, target, wanted, player, defending)
    return _TARGET_PROBLEMS[found[0]].format(**found[1]) if found else ""


# The target problems in English; their keys name the message catalog's
# templates (input_errors) for other languages.
_TARGET_PROBLEMS = {
    "target_not_on_battlefield": '"{target}" is not a permanent on the battlefield',
    "target_not_wanted": '"{target}" is not a {wanted}',
    "target_not_any": '"{target}" is not a creature, player, planeswalker or battle',
    "target_shroud": '"{target}" has shroud (702.18a)',
    "target_hexproof": '"{target}" has hexproof (702.11b)',
    "target_player_hexproof": '"{target}" has hexproof (702.11c)',
    "target_player_protection": '"{target}" has protection from {protected_from} ({rule})',
    "target_protection": '"{target}" has {protection} (702.16b)',
    "target_hexproof_from": '"{target}" has {ability} (702.11d)',
    "target_untargetable": '"{target}" {ability}',
}


def target_problem_text(key: str, facts: dict[str, object]) -> str:
    """A target problem's English text from its key and facts.

    >>> target_problem_text("target_shroud", {"target": "elf"})
    '"elf" has shroud (702.18a)'
    """
    return _TARGET_PROBLEMS[key].format(**facts)


def _target_problem(
    board: Board,
    source: Permanent,
    target: str,
    wanted: Selector | None,
    player: str = "",
    defending: str = "",
) -> tuple[str, dict[str, object]] | None:
    """:func:`target_problem` as a key of ``_TARGET_PROBLEMS`` and its facts."""
    if wanted is None and any(p.id == target for p in board.players):
        # a player's shroud or hexproof (702.18a, 702.11c)
        return player_targeting_problem(board, target, source.controller, source)
    perm = next((p for p in board.permanents if p.id == target), None)
    if perm is None or not perm.on_battlefield:
        return "target_not_on_battlefield", {"target": target}
    # a permanent of the kind the target names (115.1): "target artifact",
    # "target nonland permanent", "target Equipment" may be a noncreature
    # permanent (issue 33, session 9); ``matches`` checks the types
    if wanted is not None:
        if not matches(
            board, wanted, perm, source, defending=defending or None, player=player or None
        ):
            return "target_not_wanted", {"target": target, "wanted": wanted}
    elif not (
        perm.is_creature or perm.is_type(CardType.PLANESWALKER) or perm.is_type(CardType.BATTLE)
    ):
        return "target_not_any", {"target": target}
    # shroud, hexproof, protection, "can't be the target of" (one check with
    # the timeline's spells: mtgcombat.rules.targeting)
    return targeting_problem(board, perm, source, spell=False)


def _defending(board: Board, trigger: _Trigger) -> str:
    """The defending player of ``trigger``'s attack, for a target "defending
    player controls": the player its attacking creature attacks (508.5,
    508.5a); "" when no attacking creature is at hand."""
    if trigger.defending:
        return trigger.defending
    creature = board.get(trigger.creature)
    if creature is None:
        return ""
    attacker = trigger.creature if creature.attacking is not None else trigger.other
    if not attacker:
        attackers = board.declared_blocked_by(trigger.creature)
        attacker = attackers[0] if attackers else ""
    return board.defending_player(attacker) if attacker else ""


def _pin_tap_cost(trigger: _Trigger, used: dict[str, int]) -> _Trigger:
    """A tap cost of ``trigger`` takes the next of its source's
    ``choices.tapped`` (118.3): counted per source in the order the abilities
    resolve, as its targets are (``used``)."""
    if not any(isinstance(e, TapCostEffect) for e in trigger.ability.effects):
        return trigger
    key = f"{trigger.source} tapped"
    n = used.get(key, 0)
    used[key] = n + 1
    effects = tuple(
        dataclasses.replace(e, nth=n) if isinstance(e, TapCostEffect) else e
        for e in trigger.ability.effects
    )
    return dataclasses.replace(
        trigger, ability=dataclasses.replace(trigger.ability, effects=effects)
    )


def _choose_targets(
    board: Board, pending: list[_Trigger], used: dict[str, int] | None = None
) -> tuple[list[_Trigger], list[Event]]:
    """Each targeted trigger takes the next target its source's choices name
    (in resolution order; ``used`` counts the targets each source has taken
    already). A chosen target must be legal (601.2c); with none named, an
    ability with a legal target is an error, one without is removed from the
    stack (603.3d), as is one whose optional effect the controller declines."""
    used = {} if used is None else used
    kept: list[_Trigger] = []
    events: list[Event] = []
    for pended in pending:
        trigger = _pin_tap_cost(pended, used)
        modal = modal_effect(trigger.ability)
        if modal is not None:
            # its modes first (700.2b, 603.3c), then their targets
            chosen, happened = choose_modes(board, trigger, modal, used)
            events.extend(happened)
            if chosen is None:
                continue  # no mode chosen: removed from the stack
            trigger = chosen
        kind = player_target(trigger.ability)
        if kind:  # a player (or planeswalker) target (115.1, 603.3d)
            aimed, happened = choose_player_target(board, trigger, kind, used, target_problem_text)
            events.extend(happened)
            if aimed is not None:
                kept.append(aimed)
            continue
        if not _targeted(trigger.ability):
            kept.append(trigger)
            continue
        source = board.permanent(trigger.source)
        choices = source.choices
        wanted = _target_filter(trigger.ability)
        n = used.get(source.id, 0)
        if n < len(choices.targets):
            used[source.id] = n + 1
            target = choices.targets[n]
            if target == "" and trigger.ability.up_to:
                # "up to one target": no target chosen (601.2c, 115.1); it
                # still goes on the stack and resolves without it
                events.append(TargetChosen("601.2c", source.id, ""))
                kept.append(trigger)
                continue
            found = _target_problem(
                board, source, target, wanted, trigger.player, _defending(board, trigger)
            )
            if found:
                key, facts = found
                problem = _TARGET_PROBLEMS[key].format(**facts)
                raise ChoiceError(
                    source.id,
                    "choices.targets",
                    f"target {n + 1}: {problem}",
                    "603.3d",
                    key,
                    {"n": n + 1, **facts},
                )
            events.append(TargetChosen("603.3d", source.id, target))
            kept.append(dataclasses.replace(trigger, target=target))
            continue
        defending = _defending(board, trigger)
        legal = [
            x
            for x in (*(p.id for p in board.permanents), *(p.id for p in board.players))
            if not target_problem(board, source, x, wanted, trigger.player, defending)
        ]
        if legal and trigger.ability.optional and not choices.may:
            kept.append(trigger)  # declined as it resolves (603.5): no target needed
            continue
        if legal and trigger.ability.up_to:
            raise ChoiceError(
                source.id,
                "choices.targets",
                f"its triggered ability ({trigger.ability}) chooses up to one target among "
                f'{wanted}: name {len(choices.targets) + 1} target(s), "" for none '
                f"(601.2c; legal now: {', '.join(legal)})",
                "603.3d",
                "choice_needs_up_to_target",
                {
                    "ability": trigger.ability,
                    "wanted": wanted,
                    "count": len(choices.targets) + 1,
                    "legal": tuple(legal),
                },
            )
        if legal:
            what = f"a target among {wanted}" if wanted is not None else "any target"
            raise ChoiceError(
                source.id,
                "choices.targets",
                f"its triggered ability ({trigger.ability}) needs {what}: name "
                f"{len(choices.targets) + 1} target(s) (legal now: {', '.join(legal)})"
                + ("" if not trigger.ability.optional else ", or set choices.may = false"),
                "603.3d",
                "choice_needs_target" if wanted is not None else "choice_needs_any_target",
                {
                    "ability": trigger.ability,
                    "wanted": wanted,
                    "count": len(choices.targets) + 1,
                    "legal": tuple(legal),
                    "may": trigger.ability.optional,
                },
            )
        if modal is not None:
            # a mode whose target has no legal choice can't be chosen (700.2b)
            n = used.get(f"{source.id} modes", 0)
            raise ChoiceError(
                source.id,
                "choices.modes",
                f"entry {n} of choices.modes: mode {choices.modes[n - 1]} can't be chosen, "
                "its target has no legal choice",
                "700.2b",
                "choice_mode_illegal",
                {"n": n, "mode": ", ".join(map(str, choices.modes[n - 1]))},
            )
        events.append(TriggerRemoved("603.3d", source.id, str(trigger.ability)))
    return kept, events


_Group = tuple[tuple[str, ...], bool]
"""The creatures a group effect picked, and whether it was a keyword half."""


def _one_group(
    board: Board, trigger: _Trigger, effect: TriggerEffect, group: _Group | None
) -> tuple[TriggerEffect | None, _Group | None]:
    """One sentence "each creature ... gets +1/+0 and gains trample" (or
    "... gain flying and get +X/+0") is two group effects on one set of
    creatures, picked as the first half applies (611.2c, 608.2c), not again
    after it changed their power or keywords. ``effect`` with its group
    pinned when it is a second half (None: the first picked no creature),
    and what it leaves for the effect after it."""
    inner = effect.effect if isinstance(effect, CountedEffect) else effect
    if not isinstance(inner, GroupPumpEffect | GroupKeywordEffect):
        return effect, None
    keyword = isinstance(inner, GroupKeywordEffect) and inner.same_group
    if group is not None and (keyword or (isinstance(inner, GroupPumpEffect) and group[1])):
        if not group[0]:
            return None, group
        fixed = dataclasses.replace(inner, affected=Selector(ids=group[0]))
        if isinstance(effect, CountedEffect) and isinstance(fixed, GroupPumpEffect):
            return dataclasses.replace(effect, effect=fixed), None
        return fixed, group if keyword else None
    if isinstance(inner, GroupKeywordEffect) and not keyword:
        return effect, None
    source = board.permanent(trigger.source)
    picked = tuple(
        p.id
        for p in board.permanents
        if p.on_battlefield and matches(board, inner.affected, p, source)
    )
    return effect, (picked, keyword)


def _defending_pays(
    board: Board, trigger: _Trigger, effect: DefendingPaysEffect
) -> tuple[bool, list[Event]]:
    """Whether the defending player pays ``effect.mana`` as the ability resolves,
    from the source's ``choices.defending_pays`` (603.5, 118.3; session 11), and
    its event: the mana paid (118.3a; the engine keeps no mana pool) or the
    choice not to. Not given: :class:`ChoiceError`, never a guess."""
    paid = board.permanent(trigger.source).choices.defending_pays
    if paid is None:
        raise defending_pays_unchosen(trigger.source, trigger.ability)
    if paid:
        return True, [ManaPaid("118.3a", trigger.defending, effect.mana, trigger.source)]
    return False, [ManaNotPaid("603.5", trigger.defending, effect.mana, trigger.source)]


def _resolve(board: Board, trigger: _Trigger, rules: RuleSet) -> tuple[Board, tuple[Event, ...]]:
    """The trigger's effects, in order, with their events."""
    events: list[Event] = []
    if trigger.keyword is None:
        events.append(
            TriggerResolves(
                trigger.rule,
                trigger.source,
                trigger.creature,
                trigger.event,
                trigger.other,
                str(trigger.ability),
            )
        )
    ability = trigger.ability
    kind = player_target(ability)
    if kind and player_target_gone(board, trigger, kind):
        # its player or planeswalker target became illegal (608.2b)
        events.append(TriggerRemoved("608.2b", trigger.source, str(ability)))
        return board, tuple(events)
    if trigger.target:
        # A target that became illegal: the ability doesn't resolve (608.2b).
        source = board.permanent(trigger.source)
        if trigger.target in trigger.stale or target_problem(
            board,
            source,
            trigger.target,
            _target_filter(ability),
            trigger.player,
            _defending(board, trigger),
        ):
            events.append(TriggerRemoved("608.2b", trigger.source, str(ability)))
            return board, tuple(events)
    # Who "defending player" is does not change while it resolves (508.5).
    trigger = dataclasses.replace(trigger, defending=_player(board, trigger, "defending"))
    if ability.optional:
        # "you may": the choice is made as it resolves (603.5)
        taken = board.permanent(trigger.source).choices.may
        events.append(ChoiceMade("603.5", trigger.source, taken))
        if not taken:
            return board, tuple(events)
    group: _Group | None = None  # the creatures the group effect just before picked
    for i, written in enumerate(ability.effects):
        pinned, group = _one_group(board, trigger, written, group)
        if pinned is None:
            continue  # its half of the sentence picked no creature
        effect = pinned
        if ability.up_to and not trigger.target and _aims(effect):
            continue  # "up to one target" with none chosen: nothing to do (601.2c)
        if isinstance(effect, InterveningIf):  # checked again as it resolves (603.4)
            gone = gone_at_resolution(board, effect, trigger.source)
            if gone is not None:
                events.append(gone)
                break
            continue
        if isinstance(effect, DefendingPaysEffect):  # session 11: the player's answer (603.5)
            paid, answer = _defending_pays(board, trigger, effect)
            events.extend(answer)
            if paid != effect.if_paid:
                break
            continue
        if isinstance(effect, BlockRuleEffect):  # 509.1b-c, on the target (603.3d)
            on = {"target": trigger.target, "it": trigger.creature, "self": trigger.source}
            board, happened = block_rule_on_target(
                board, effect, on[effect.target], trigger.creature
            )
        else:
            if isinstance(effect, LifeEffect) and effect.lost_this_way:
                # "the life lost this way": what its effects before made
                # players lose as it resolves (119.3; session 12)
                lost = sum(e.amount for e in events if isinstance(e, LifeLost))
                effect = LifeEffect(lost if effect.amount >= 0 else -lost, effect.player)
            board, happened = _apply(board, trigger, effect, rules)
        events.extend(happened)
        done = [e for e in happened if not isinstance(e, CantSacrifice)]  # (701.21a)
        if i == 0 and ability.if_you_do and not done:
            break  # "If you do": the first effect was not done
    return board, tuple(events)


def chooses_targets(ability: BlockTrigger) -> bool:
    """Whether the ability chooses targets (or modes) as it is put on the
    stack (603.3d, 700.2b).

    >>> from mtgcombat.core.abilities import BlockTrigger, DamageEffect
    >>> chooses_targets(BlockTrigger(("attacks",), (DamageEffect(1, "target"),)))
    True
    """
    return _targeted(ability)


def stack_triggered(
    board: Board,
    batch: Sequence[tuple[BlockTrigger, str, str, TriggerEvent, str]],
    used: dict[str, int],
) -> tuple[Board, list[_Trigger | None], tuple[Event, ...]]:
    """Put a batch of triggered abilities that triggered together on the
    stack (603.3b): each ``(ability, source, creature, event, rule)``, in
    resolution order. Their targets are all chosen now, before any of them
    resolves (603.3d; each the next of its source's ``choices.targets``,
    ``used`` counting those taken), and every ward ability those targets
    trigger goes on the stack above them and resolves first (702.21a,
    603.3b). For each entry: the ability waiting on the stack, to resolve
    with :func:`resolve_stacked`, or None when it was removed (no legal
    target) or countered by ward; the board after the wards (life paid) and
    their events.

    >>> from mtgcombat import Board, Permanent, Player
    >>> from mtgcombat.core.abilities import BlockTrigger, DamageEffect
    >>> from mtgcombat.core.permanent import TriggerChoices
    >>> whelp = Permanent(id="whelp", controller="A", power=1, toughness=1, attacking="B",
    ...                   choices=TriggerChoices(targets=("bear",)))
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2)
    >>> board = Board([Player("A"), Player("B")], [whelp, bear], "A")
    >>> ping = BlockTrigger(("attacks",), (DamageEffect(1, "target"),))
    >>> _, stacked, events = stack_triggered(
    ...     board, [(ping, "whelp", "whelp", "attacks", "508.2a")], {})
    >>> stacked[0].target, [e.kind for e in events]
    ('bear', ['target_chosen'])
    """
    made = [
        _Trigger(board.permanent(source).controller, source, creature, event, "", ability, rule)
        for ability, source, creature, event, rule in batch
    ]
    events: list[Event] = []
    chosen: list[_Trigger | None] = []
    for trigger in made:  # 603.3d: every target first, on this board
        kept, happened = _choose_targets(board, [trigger], used)
        events.extend(happened)
        chosen.append(kept[0] if kept else None)
    stacked: list[_Trigger | None] = []
    for maybe in chosen:  # then the wards they trigger resolve (702.21a, 603.3b)
        if maybe is None:
            stacked.append(None)
            continue
        board, kept, warded = ward_on_triggers(board, [maybe])
        events.extend(warded)
        stacked.append(kept[0] if kept else None)
    return board, stacked, tuple(events)


def resolve_stacked(
    board: Board, rules: RuleSet | str, trigger: _Trigger
) -> tuple[Board, tuple[Event, ...]]:
    """Resolve one ability :func:`stack_triggered` put on the stack, its
    target already chosen (608.2b: checked again as it resolves).

    >>> from mtgcombat import Board, Permanent, Player
    >>> from mtgcombat.core.abilities import BlockTrigger, PumpEffect
    >>> boar = Permanent(id="boar", controller="A", power=2, toughness=2, attacking="B")
    >>> board = Board([Player("A"), Player("B")], [boar], "A")
    >>> charge = BlockTrigger(("attacks",), (PumpEffect("it", 1, 1),))
    >>> board, stacked, _ = stack_triggered(
    ...     board, [(charge, "boar", "boar", "attacks", "508.2a")], {})
    >>> resolve_stacked(board, "current", stacked[0])[0].permanent("boar").power
    3
    """
    return _resolve(board, trigger, RuleSet.coerce(rules))


def resolve_triggered(
    board: Board,
    rules: RuleSet | str,
    ability: BlockTrigger,
    *,
    source: str,
    creature: str,
    event: TriggerEvent,
    rule: str,
    used: dict[str, int] | None = None,
    player: str = "",
) -> tuple[Board, tuple[Event, ...]]:
    """Resolve one triggered ability that triggered outside the declare
    blockers step ("whenever ~ attacks, ...": 508.2a), with the same effects
    and events as the declare blockers step's; ``source`` has the ability,
    ``creature`` is the one the event is about. Its target, if it has one,
    is the next of the source's ``choices.targets`` (603.3d; ``used`` counts
    those taken so far). ``player`` is the player the event names ("that
    player": a spell's caster, 601.2i). State-based actions are not
    performed here.

    >>> from mtgcombat import Board, Permanent, Player
    >>> from mtgcombat.core.abilities import BlockTrigger, PumpEffect
    >>> boar = Permanent(id="boar", controller="A", power=2, toughness=2, attacking="B")
    >>> board = Board([Player("A"), Player("B")], [boar], "A")
    >>> charge = BlockTrigger(("attacks",), (PumpEffect("it", 1, 1),))
    >>> after, events = resolve_triggered(board, "current", charge, source="boar",
    ...                                   creature="boar", event="attacks", rule="508.2a")
    >>> after.permanent("boar").power, [e.kind for e in events]
    (3, ['trigger_resolves', 'pt_until_end_of_turn'])
    """
    rules = RuleSet.coerce(rules)
    controller = board.permanent(source).controller
    trigger = _Trigger(controller, source, creature, event, "", ability, rule, player=player)
    if not _targeted(ability):
        return _resolve(board, trigger, rules)
    kept, chosen = _choose_targets(board, [trigger], used)
    board, kept, warded = ward_on_triggers(board, kept)  # 702.21a
    chosen.extend(warded)
    if not kept:
        return board, tuple(chosen)
    board, happened = _resolve(board, kept[0], rules)
    return board, (*chosen, *happened)
