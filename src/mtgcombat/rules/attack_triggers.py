"""Triggered abilities of the declare attackers step with a fixed effect (508.2).

Attackers are declared (508.1); abilities that trigger on a creature attacking
trigger at that point only (508.2a) and resolve before blockers are declared,
as when no player responds:

* **exalted** (702.83a): whenever a creature its controller controls attacks
  alone, that creature gets +1/+1 until end of turn. A creature attacks alone
  when it is the only creature declared as an attacker (702.83b); each
  instance triggers on its own (a permanent here has at most one);
* **battle cry** (702.91a): whenever this creature attacks, each other
  attacking creature gets +1/+0 until end of turn;
* **melee** (702.121a): whenever this creature attacks, it gets +1/+1 until
  end of turn for each opponent its controller attacked with a creature this
  combat (in a two-player game, one): a player attacked directly, not one
  whose planeswalker or battle was attacked (508.6, :func:`melee_count`);
* training (702.149a), dethrone (702.105a) and mentor (702.134a): a +1/+1
  counter (:mod:`mtgcombat.rules.keyword_triggers`);
* "whenever ~ attacks, EFFECT" (a :class:`~mtgcombat.core.abilities.BlockTrigger`
  with the event "attacks", or one on "a creature you control" attacking;
  "whenever ~ and at least N other creatures attack" when N others are
  declared too), resolved by :func:`mtgcombat.rules.triggers.resolve_triggered`.
  Their effects change blocks and damage before blockers are declared:
  +N/+N, keywords for a creature or a group ("attacking creatures gain
  flying"), "target creature can't block this turn" (509.1b; its target
  from the file's ``choices.targets``, 603.3d), damage and the rest. Those
  that target go on the stack together: every target is chosen, and every
  ward ability a target triggers resolves (702.21a), before any of them
  resolves (603.3b, 603.3d);
* "whenever ~ becomes tapped" and the like, on the attackers without
  vigilance becoming tapped (508.1f; :mod:`mtgcombat.rules.tapped_triggers`):
  the non-active players' resolve first, the active player's last (APNAP,
  603.3b).

All of them are the active player's; they resolve in the order of the
permanents on the board (the player's choice, 603.3b), state-based actions
performed after each (704.3). "Until end of turn" changes are made to the
creature's own power and toughness (layer 7c, 613.4c), as the declare
blockers step's triggers do, and last through combat.

>>> from mtgcombat.core.model import Board, OtherKeyword, Permanent, Player
>>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
>>> angel = Permanent(id="angel", controller="A", power=4, toughness=4,
...                   abilities={OtherKeyword("exalted", rule="702.83")})
>>> board = Board([Player("A"), Player("B")], [bear, angel], "A")
>>> after, events = declare_attackers_triggers(board, "current")
>>> after.permanent("bear").power, [e.rule for e in events]
(3, ['702.83a'])
"""

from __future__ import annotations

from mtgcombat.core.abilities import BlockTrigger, OtherKeyword
from mtgcombat.core.events import AttackTriggerResolves, Event
from mtgcombat.core.model import Board, Permanent
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.selectors import matches
from mtgcombat.core.trigger_event_kinds import ATTACK_STEP_EVENTS, OPPONENT_WATCH, TriggerEvent
from mtgcombat.rules.attack_step_triggers import (
    defending_triggers,
    event_of,
    fires,
    player_attack_triggers,
    watches,
)
from mtgcombat.rules.counted_triggers import unmet_at_trigger
from mtgcombat.rules.enter_triggers import enters_triggers
from mtgcombat.rules.keyword_triggers import (
    attack_keyword_triggers,
    has_attack_keywords,
    resolve_attack_keyword,
)
from mtgcombat.rules.layer7 import pumped
from mtgcombat.rules.sba import check_state_based_actions
from mtgcombat.rules.tapped_triggers import (
    TAPPED,
    declaration_tapped_triggers,
    has_tapped_abilities,
)
from mtgcombat.rules.triggers_blocks import _apnap
from mtgcombat.rules.triggers_damage import settle_dies_triggers
from mtgcombat.rules.triggers_targets import (
    chooses_targets,
    resolve_stacked,
    resolve_triggered,
    stack_triggered,
)

ATTACK_KEYWORDS = ("exalted", "battle cry", "melee")
"""The keyword abilities that trigger as attackers are declared, by their CR name."""


def _has_keyword(perm: Permanent, name: str) -> bool:
    return any(isinstance(a, OtherKeyword) and a.name == name for a in perm.abilities)


def _instances(perm: Permanent, name: str) -> int:
    """How many instances of this keyword it has: each triggers separately
    (113.2c, 702.91b, 702.121b)."""
    return sum(
        perm.instances(a) for a in perm.abilities if isinstance(a, OtherKeyword) and a.name == name
    )


def _attack_abilities(perm: Permanent) -> list[BlockTrigger]:
    return sorted(
        (
            a
            for a in perm.abilities
            if isinstance(a, BlockTrigger) and ATTACK_STEP_EVENTS.intersection(a.events)
        ),
        key=str,
    )


def has_attack_triggers(board: Board) -> bool:
    """Whether some permanent has an ability that triggers as attackers are
    declared (the cheap test before any work).

    >>> from mtgcombat import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> has_attack_triggers(Board([Player("A"), Player("B")], [bear], "A"))
    False
    """
    return any(
        p.on_battlefield
        and (
            any(_has_keyword(p, k) for k in ATTACK_KEYWORDS)
            or _attack_abilities(p)
            or has_attack_keywords(p)  # training, dethrone, mentor
            or has_tapped_abilities(p)  # "whenever ~ becomes tapped" (508.1f)
        )
        for p in board.permanents
    )


def melee_count(declared: Board, controller: str) -> int:
    """How many opponents ``controller`` attacked with a creature this combat
    (702.121a): an opponent was attacked only if a creature was declared as
    an attacker attacking that player (508.6), not a planeswalker they control
    or a battle they protect. ``declared`` is the board as attackers were
    declared: a creature removed from combat since still attacked.

    >>> from mtgcombat.core.model import Board, CardType, Permanent, Player
    >>> walker = Permanent(id="walker", controller="C", types={CardType.PLANESWALKER})
    >>> knight = Permanent(id="knight", controller="A", power=2, toughness=2, attacking="B")
    >>> elf = Permanent(id="elf", controller="A", power=1, toughness=1, attacking="walker")
    >>> board = Board([Player("A"), Player("B"), Player("C")], [walker, knight, elf], "A")
    >>> melee_count(board, "A")
    1
    """
    attacked: set[str] = set()
    for attacker in declared.attackers():
        perm = declared.permanent(attacker)
        target = perm.attacking
        if (
            perm.controller == controller
            and target is not None
            and declared.is_player(target)
            and declared.are_opponents(controller, target)
        ):
            attacked.add(target)
    return len(attacked)


def _fires_for(
    declared: Board,
    ability: BlockTrigger,
    attacker: str,
    attackers: tuple[str, ...],
    watcher: Permanent,
) -> bool:
    """Whether the attacker's declaration triggers the active player's
    watcher: "attacks" and "attacks alone" (:func:`fires`), or an attack on
    one of the watcher's controller's opponents (508.1b): the active team's
    (the active player's or a teammate's: shared team turns, 805; 603.3b);
    any other player's resolves with the defending players' triggers."""
    if OPPONENT_WATCH.intersection(ability.events):
        if watcher.controller not in declared.team_of(declared.active_player):
            return False  # mtgcombat.rules.attack_step_triggers.defending_triggers
        return watches(declared, ability, attacker, watcher.controller)
    return fires(ability, attacker, attackers)


def _pump(board: Board, creature: str, power: int, toughness: int) -> Board:
    perm = board.permanent(creature)
    changed = pumped(perm, power, toughness)  # 613.4c, 613.7a
    return board.with_permanents(changed if p.id == creature else p for p in board.permanents)


def _targeted_batch(
    board: Board, attackers: tuple[str, ...]
) -> list[tuple[BlockTrigger, str, str, TriggerEvent, str]]:
    """The active player's "whenever ~ attacks" abilities that target, as
    ``(ability, source, creature, event, rule)`` in resolution order: they
    go on the stack together as attackers are declared (508.2a, 603.3b), so
    their targets are chosen before any attack trigger resolves (603.3d)."""
    batch: list[tuple[BlockTrigger, str, str, TriggerEvent, str]] = []
    for attacker in attackers:
        perm = board.permanent(attacker)
        if not perm.on_battlefield:
            continue
        for ability in _attack_abilities(perm):
            if (
                ability.subject is None
                and chooses_targets(ability)
                and len(attackers) >= ability.at_least
                and fires(ability, attacker, attackers)
                and unmet_at_trigger(board, ability, attacker) is None
            ):
                batch.append((ability, attacker, attacker, event_of(ability), "508.2a"))
    for watcher in board.permanents:
        for ability in _attack_abilities(watcher):
            if ability.subject is None or not watcher.on_battlefield:
                continue
            if not chooses_targets(ability):
                continue
            for attacker in attackers:
                creature = board.permanent(attacker)
                if (
                    creature.on_battlefield
                    and _fires_for(board, ability, attacker, attackers, watcher)
                    and matches(board, ability.subject, creature, watcher)
                    and unmet_at_trigger(board, ability, watcher.id) is None
                ):
                    batch.append((ability, watcher.id, attacker, event_of(ability), "508.2a"))
    return batch


def declare_attackers_triggers(
    board: Board, rules: RuleSet | str
) -> tuple[Board, tuple[Event, ...]]:
    """Resolve the abilities that triggered as the board's attackers were
    declared (exalted, battle cry, melee, "whenever ~ attacks ..."), each
    followed by state-based actions, by the abilities that triggered on a
    death or life gained it caused (700.4, 603.10a) and by those on a
    creature it put onto the battlefield (603.6a): on the stack above the
    waiting attack triggers (117.3b, 603.3); return the board as blockers are about
    to be declared and the events. A board without such abilities is
    returned as it is.

    >>> from mtgcombat.core.model import Board, OtherKeyword, Permanent, Player
    >>> knight = Permanent(id="knight", controller="A", power=2, toughness=2, attacking="B",
    ...                    abilities={OtherKeyword("battle cry", rule="702.91")})
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> board = Board([Player("A"), Player("B")], [knight, bear], "A")
    >>> after, events = declare_attackers_triggers(board, "current")
    >>> after.permanent("bear").power, after.permanent("knight").power
    (3, 2)
    """
    rules = RuleSet.coerce(rules)
    if not has_attack_triggers(board):
        return board, ()
    attackers = board.attackers()
    active = board.active_player
    events: list[Event] = []
    targets_used: dict[str, int] = {}  # each source's choices.targets taken (603.3d)
    # training, dethrone, mentor: whether each triggers is read as declared (508.2a)
    keyword_triggered = attack_keyword_triggers(board)
    declared = board
    last = board  # the board as the last trigger finished resolving

    def settle(happened: tuple[Event, ...] | list[Event]) -> None:
        nonlocal board, last
        events.extend(happened)
        board, sba = check_state_based_actions(board, rules)
        events.extend(sba)
        # a creature it (or the state-based actions after it) put into a
        # graveyard, or life it gained: the abilities that triggered go on
        # the stack the next time a player would receive priority, above the
        # attack triggers still waiting, and resolve before them (603.3,
        # 405.2; mtgcombat.rules.triggers_damage.settle_dies_triggers)
        board, deaths = settle_dies_triggers(last, board, (*happened, *sba), rules)
        events.extend(deaths)
        # a creature this trigger put onto the battlefield (a token attacking,
        # 508.4): what triggered on its entering goes on the stack the next
        # time a player would receive priority (117.3b), above the attack
        # triggers still waiting, and resolves before them (603.3, 405.2)
        entered_from = board
        board, entering = enters_triggers(last, board, rules)
        events.extend(entering)
        if entering:
            # what those abilities did (a +1/+1 counter evolve put, 702.100a)
            # triggers in turn (122.6, 603.2) and resolves before the attack
            # triggers still waiting (603.3)
            board, more = settle_dies_triggers(entered_from, board, entering, rules)
            events.extend(more)
        last = board

    def settled(after: Board, happened: tuple[Event, ...]) -> Board:
        nonlocal board
        board = after
        settle(happened)
        return board

    # the targeted "whenever ~ attacks" abilities: every target chosen as
    # they go on the stack, and the ward abilities those targets trigger
    # resolved above them, before any attack trigger resolves (603.3d,
    # 603.3b, 702.21a)
    batch = _targeted_batch(board, attackers)
    stacked: dict[tuple[str, str, BlockTrigger], list[int]] = {}
    if batch:
        board, waiting, stacking = stack_triggered(board, batch, targets_used)
        for i, entry in enumerate(batch):
            stacked.setdefault((entry[1], entry[2], entry[0]), []).append(i)
        settle(stacking)

    def resolve_attack(ability: BlockTrigger, source: str, creature: str) -> tuple[Event, ...]:
        nonlocal board
        at = stacked.get((source, creature, ability))
        if at:  # put on the stack as attackers were declared (603.3d)
            trigger = waiting[at.pop(0)]
            if trigger is None:  # removed, or countered by ward (702.21a)
                return ()
            board, happened = resolve_stacked(board, rules, trigger)
            return happened
        board, happened = resolve_triggered(
            board, rules, ability, source=source, creature=creature,
            event=event_of(ability), rule="508.2a", used=targets_used,
        )  # fmt: skip
        return happened

    # "whenever ~ becomes tapped": the attackers without vigilance became
    # tapped as they were declared (508.1f); the non-active players' such
    # abilities resolve first, the active player's after the attack triggers
    # (APNAP, 603.3b)
    tapped = declaration_tapped_triggers(board)
    if tapped:
        order = _apnap(board)
        theirs = sorted(
            (t for t in tapped if t[0].controller != active),
            key=lambda t: -order.get(t[0].controller, len(order)),
        )
        for holder, tapped_ability, about in theirs:
            if board.permanent(holder.id).on_battlefield:
                board, happened_t = resolve_triggered(
                    board, rules, tapped_ability, source=holder.id, creature=about,
                    event=TAPPED, rule="508.1f", used=targets_used,
                )  # fmt: skip
                settle(happened_t)
    # the defending players' triggers resolve first (APNAP, 603.3b); they
    # triggered as the attackers were declared (603.2), read on ``declared``
    board = defending_triggers(board, rules, targets_used, settled, declared)
    # exalted (702.83a-b): one creature declared as an attacker, alone
    alone = attackers[0] if len(attackers) == 1 else None
    for perm in board.permanents:
        if not (perm.on_battlefield and perm.controller == active):
            continue
        if alone is None:
            continue
        for _ in range(_instances(perm, "exalted")):  # each instance (113.2c)
            if board.permanent(alone).on_battlefield and board.is_attacking(alone):
                board = _pump(board, alone, 1, 1)
                settle([AttackTriggerResolves("702.83a", "exalted", perm.id, alone, 1, 1, 0)])
    for attacker in attackers:
        perm = board.permanent(attacker)
        if not perm.on_battlefield:
            continue
        for _ in range(_instances(perm, "battle cry")):  # each instance (702.91b)
            happened: list[Event] = []
            for other in board.attackers():
                if other != attacker:
                    board = _pump(board, other, 1, 0)
                    happened.append(
                        AttackTriggerResolves("702.91a", "battle cry", attacker, other, 1, 0, 0)
                    )
            settle(happened)
        for _ in range(_instances(perm, "melee")):  # each instance (702.121b)
            if not board.is_attacking(attacker):
                break
            # each opponent a creature attacked directly this combat (702.121a, 508.6)
            count = melee_count(declared, perm.controller)
            board = _pump(board, attacker, count, count)
            settle(
                [
                    AttackTriggerResolves(
                        "702.121a", "melee", attacker, attacker, count, count, count
                    )
                ]
            )
        for keyword in keyword_triggered.get(attacker, ()):
            board, happened_k = resolve_attack_keyword(
                board, rules, attacker, keyword, targets_used, declared
            )
            settle(happened_k)
        for ability in _attack_abilities(perm):
            # "whenever ~ and at least N other creatures attack": it and N
            # others declared as attackers (508.2a)
            if (
                ability.subject is None
                and len(attackers) >= ability.at_least
                and fires(ability, attacker, attackers)
            ):
                unmet = unmet_at_trigger(declared, ability, attacker)  # 603.4
                if unmet is not None:
                    settle([unmet])
                    continue
                settle(resolve_attack(ability, attacker, attacker))
    # "whenever a creature you control attacks": a permanent watching others
    for watcher in list(board.permanents):
        for ability in _attack_abilities(watcher):
            if ability.subject is None or not watcher.on_battlefield:
                continue
            for attacker in attackers:
                creature = board.permanent(attacker)
                if (
                    creature.on_battlefield
                    and _fires_for(declared, ability, attacker, attackers, watcher)
                    and matches(board, ability.subject, creature, watcher)
                ):
                    unmet = unmet_at_trigger(declared, ability, watcher.id)  # 603.4
                    if unmet is not None:
                        settle([unmet])
                        continue
                    settle(resolve_attack(ability, watcher.id, attacker))
    # "whenever you attack": once this combat, not once for each attacker (508.2a, 603.2)
    board = player_attack_triggers(board, declared, rules, targets_used, settled)
    for holder, tapped_ability, about in tapped:
        if holder.controller == active and board.permanent(holder.id).on_battlefield:
            board, happened_a = resolve_triggered(
                board, rules, tapped_ability, source=holder.id, creature=about,
                event=TAPPED, rule="508.1f", used=targets_used,
            )  # fmt: skip
            settle(happened_a)
    return board, tuple(events)
