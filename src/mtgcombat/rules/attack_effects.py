"""Carrying out issue 33's attack trigger effects (values of
:mod:`mtgcombat.core.attack_effect_values`) as their ability resolves
(608.2):

* creature tokens put onto the battlefield attacking (508.4): tapped (or
  untapped, "that's attacking"), attacking the defending player of the
  creature the event is about (508.5; the controller's choice, 508.4). They
  were never declared as attackers (506.3, 508.4): the declare attackers
  step's triggers fire only for the creatures declared
  (:mod:`mtgcombat.rules.attack_triggers` lists them before any resolves),
  and attack requirements do not apply to them. A token under the control
  of a player who is not the attacking player enters but never attacks
  (506.3b);
* a chosen target untapped, or each permanent of a group tapped or
  untapped (701.26 now, 701.21 in 2023): a tapped creature can't be
  declared as a blocker (509.1a), and an attacker untapped stays attacking;
* costs paid as the ability resolves, the first effect of "you may pay
  .... If you do, ...": mana (118.3a; the engine tracks no pool, the
  player's choice to pay, ``choices.may``, is the payment), life (118.3b,
  only with a life total at least the payment, 119.4, 118.3) and a
  permanent sacrificed (701.21a), chosen from the source's
  ``choices.sacrificed`` (:func:`mtgcombat.rules.sacrifice_choices.sacrifice_chosen`).
  A cost that can't be paid is not paid and has no event, so "if you do"
  does nothing (608.2c);
* counters put on each permanent of a group ("put a +1/+1 counter on each
  Vampire you control", 122.1), matched as the ability resolves;
* a target goaded (701.15a now, 701.38a in 2023; session 9): the creature
  keeps the designation, the requirements of its controller's later
  declarations of attackers (701.15b, 508.1d), and the event says so;
  "goad each creature that player controls" (session 10) goads every
  creature of the group as it resolves, matched with the player the
  trigger's event dealt damage (603.2).

Dispatched from :func:`mtgcombat.rules.triggers_effects._apply_effect`.
"""

from __future__ import annotations

import dataclasses

from mtgcombat.core.attach_effects import AttachSelfEffect
from mtgcombat.core.attack_cost_events import (
    GoadedByEffect,
    ManaPaid,
    TokenEntersAttackingUntapped,
)
from mtgcombat.core.attack_effect_values import (
    AttackingTokenEffect,
    GoadEffect,
    GroupCounterEffect,
    GroupTapEffect,
    PayCostEffect,
    PTLayerEffect,
    RemoveCounterEffect,
    SacrificeCostEffect,
    TapCostEffect,
    UntapTargetEffect,
)
from mtgcombat.core.double_counter_values import DoubleCountersEffect
from mtgcombat.core.events import (
    CountersPut,
    CountersRemoved,
    Event,
    LifeLost,
    TappedByEffect,
    TokenEntersAttacking,
)
from mtgcombat.core.model import Board, Goaded, evolve
from mtgcombat.core.named_counter_values import NamedCounterEffect
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.sacrifice_values import SacrificesEffect
from mtgcombat.core.selectors import matches
from mtgcombat.core.tap_fight_values import FightTargetEffect, TapAnyNumberEffect
from mtgcombat.core.token_later import SelfAtEndOfCombat
from mtgcombat.rules.counter_placing import put_counters
from mtgcombat.rules.effect_words import UnknownEffectWord
from mtgcombat.rules.multiplayer import share_team_totals
from mtgcombat.rules.sacrifice_choices import sacrifice_candidates, sacrifice_chosen
from mtgcombat.rules.token_later import mark_self, set_up_later
from mtgcombat.rules.trigger_effects_more import apply_more

AttackEffect = (
    AttackingTokenEffect
    | UntapTargetEffect
    | GroupTapEffect
    | PayCostEffect
    | SacrificeCostEffect
    | TapCostEffect
    | PTLayerEffect
    | GroupCounterEffect
    | SelfAtEndOfCombat
    | GoadEffect
    | AttachSelfEffect  # session 9 (701.3a)
    | NamedCounterEffect  # session 10 (122.1)
    | RemoveCounterEffect  # session 10 (122.1)
    | FightTargetEffect  # session 12 (701.14a)
    | TapAnyNumberEffect  # session 12 (608.2d, 613.4c)
    | DoubleCountersEffect  # session 13 (122.6, 608.2h)
)


def apply_attack_effect(
    board: Board,
    rules: RuleSet,
    effect: AttackEffect,
    *,
    controller: str,
    source: str,
    target: str,
    defending: str,
    creature: str = "",
    other: str = "",
    player: str = "",
) -> tuple[Board, list[Event]]:
    """Carry out ``effect`` of ``source``'s ability controlled by
    ``controller``; ``target`` is its chosen target (603.3d) and
    ``defending`` the defending player of the creature the event is about
    (508.5), both "" when there is none; ``creature`` the creature the
    event is about ("it"), ``other`` the other creature of a block ("that
    creature"), ``player`` the player the event dealt damage ("that
    player", 603.2).

    >>> from mtgcombat.core.effect_values import TokenEffect
    >>> from mtgcombat.core.model import Permanent, Player
    >>> knight = Permanent(id="knight", controller="A", power=2, toughness=2, attacking="B")
    >>> board = Board([Player("A"), Player("B")], [knight], "A")
    >>> soldiers = AttackingTokenEffect(TokenEffect(2, 1, 1, frozenset({"white"}), ("Soldier",)))
    >>> after, events = apply_attack_effect(board, RuleSet.CURRENT, soldiers, controller="A",
    ...                                     source="knight", target="", defending="B")
    >>> [(p.id, p.attacking, p.tapped) for p in after.permanents[1:]]
    [('soldier1', 'B', True), ('soldier2', 'B', True)]
    >>> [(e.kind, e.rule) for e in events]
    [('token_enters_attacking', '508.4'), ('token_enters_attacking', '508.4')]
    """
    if isinstance(effect, PTLayerEffect):  # session 7: 613.4b, 613.4d (rules.spell_layer7)
        from mtgcombat.rules.spell_layer7 import (  # noqa: PLC0415
            BasePowerToughnessEffect,
            SwitchEffect,
            apply_layer_7,
        )

        # "self": the permanent with the ability (issue 33, session 9)
        who = _named(effect, effect.target, {"target": target, "it": creature, "self": source})
        layer: SwitchEffect | BasePowerToughnessEffect = (
            SwitchEffect() if effect.switch
            else BasePowerToughnessEffect(effect.power, effect.toughness)
        )  # fmt: skip
        return apply_layer_7(board, layer, (who,) if who else (), source)
    if isinstance(effect, NamedCounterEffect):  # session 10: 122.1 (rules.named_counters)
        from mtgcombat.rules.named_counters import apply_named_counter  # noqa: PLC0415

        who = _named(effect, effect.target, {"self": source, "it": creature})
        return apply_named_counter(board, effect, who, source)
    if isinstance(effect, AttachSelfEffect):  # session 9: 701.3a-b (mtgcombat.rules.attach)
        from mtgcombat.rules.attach import attach_self  # noqa: PLC0415

        return attach_self(board, source, creature)
    if isinstance(effect, SelfAtEndOfCombat):  # 603.7: the creature itself, 511.2
        who = _named(effect, effect.who, {"self": source, "it": creature, "other": other})
        perm = board.get(who) if who else None
        if perm is None or (effect.action == "sacrifice" and perm.controller != controller):
            return board, []  # only its controller can sacrifice it (701.21a)
        return mark_self(board, who, effect.action, source)
    if isinstance(effect, AttackingTokenEffect):
        return _tokens(board, rules, effect, controller, source, defending)
    if isinstance(effect, UntapTargetEffect):
        if not target or not board.get(target):
            return board, []
        return _tap(board, rules, (target,), source, untap=True)
    if isinstance(effect, GoadEffect) and effect.target == "each":
        # issue 33 (session 10): each creature of the group, no target (701.15a)
        me = board.permanent(source)
        events: list[Event] = []
        for perm in [p for p in board.permanents if p.on_battlefield]:
            if matches(board, effect.target_filter, perm, me, defending=defending or None,
                       player=player or None):  # fmt: skip
                board, goaded = _goad(board, rules, perm.id, controller, source)
                events.extend(goaded)
        return board, events
    if isinstance(effect, GoadEffect):  # the target chosen for it (603.3d)
        return _goad(board, rules, _named(effect, effect.target, {"target": target}), controller,
                     source)  # fmt: skip
    if isinstance(effect, FightTargetEffect):  # session 12: a fight (701.14a, 701.12a in 2023)
        from mtgcombat.rules.tap_fight import fight_target  # noqa: PLC0415

        return fight_target(board, effect, source=source, creature=creature, target=target)
    if isinstance(effect, DoubleCountersEffect):  # session 13: as many as it has (122.6)
        from mtgcombat.rules.double_counters import double_counters  # noqa: PLC0415

        return double_counters(board, effect, source=source, creature=creature, defending=defending)
    if isinstance(effect, TapAnyNumberEffect):  # session 12: chosen as it resolves (608.2d)
        from mtgcombat.rules.tap_fight import tap_any_number  # noqa: PLC0415

        return tap_any_number(board, rules, effect, controller, source)
    if isinstance(effect, TapCostEffect):  # session 9: a tap cost (118.3)
        from mtgcombat.rules.tap_cost import pay_tap_cost  # noqa: PLC0415

        return pay_tap_cost(board, rules, effect, controller, source)
    if isinstance(effect, GroupTapEffect):
        me = board.permanent(source)
        group = [
            p.id
            for p in board.permanents
            if p.on_battlefield and matches(board, effect.affected, p, me, defending=defending)
        ]
        return _tap(board, rules, group, source, untap=effect.untap)
    if isinstance(effect, PayCostEffect):
        return _pay(board, effect, controller, source)
    if isinstance(effect, RemoveCounterEffect):  # session 10 (122.1)
        who = _named(effect, effect.who, {"self": source, "it": creature})
        return _remove_counter(board, effect, who, source)
    if isinstance(effect, GroupCounterEffect):
        return _group_counters(board, effect, source, defending)
    return _sacrifice_cost(board, rules, effect, controller, source)


def _named(effect: object, word: str, ids: dict[str, str]) -> str:
    """The creature ``word`` of ``effect`` names (608.2b-c): one of the
    words ``ids`` maps, never a guess; any other is an internal error."""
    if word not in ids:
        raise UnknownEffectWord(word, "creature").naming(type(effect).__name__)
    return ids[word]


def _tokens(
    board: Board,
    rules: RuleSet,
    effect: AttackingTokenEffect,
    controller: str,
    source: str,
    defending: str,
) -> tuple[Board, list[Event]]:
    before = {p.id for p in board.permanents}
    made = dataclasses.replace(effect.token, later=None)  # set up once they attack (603.7)
    board, _ = apply_more(board, made, controller, source, 0, lambda who: "", rules)
    new = [p.id for p in board.permanents if p.id not in before]
    # only the attacking player's creatures attack (506.3b); the defending
    # player of the event's creature is the one they attack (508.4, 508.5)
    # (a teammate of the active player attacks with it: 805.10a)
    attacks = controller in board.team_of(board.active_player) and bool(defending)
    events: list[Event] = []
    for token_id in new:
        perm = board.permanent(token_id)
        changed = evolve(
            perm,
            tapped=effect.tapped,
            attacking=defending if attacks else None,
            entered_attacking=attacks,  # never declared as an attacker (508.4)
        )
        board = board.with_permanents(changed if p.id == token_id else p for p in board.permanents)
        rule = "508.4" if attacks else "506.3b"
        if effect.tapped:
            events.append(TokenEntersAttacking(rule, token_id, defending, attacks, source))
        else:
            events.append(TokenEntersAttackingUntapped(rule, token_id, defending, attacks, source))
    if effect.token.later is not None and new:
        # "exile that token at end of combat" (603.7, 511.2)
        board, later = set_up_later(board, new, effect.token.later, source)
        events.extend(later)
    return board, events


def _tap(
    board: Board, rules: RuleSet, ids: list[str] | tuple[str, ...], source: str, *, untap: bool
) -> tuple[Board, list[Event]]:
    """Tap (untap) each of ``ids`` still on the battlefield that is untapped
    (tapped); one already so is left as it is, with no event (701.26a-b)."""
    rule = ("701.21" if rules is RuleSet.R2023 else "701.26") + ("b" if untap else "a")
    events: list[Event] = []
    for pid in ids:
        perm = board.permanent(pid)
        if not perm.on_battlefield or perm.tapped != untap:
            continue
        changed = evolve(perm, tapped=not untap)
        board = board.with_permanents(changed if p.id == pid else p for p in board.permanents)
        events.append(TappedByEffect(rule, pid, untap, source))
    return board, events


def _goad(
    board: Board, rules: RuleSet, target: str, controller: str, source: str
) -> tuple[Board, list[Event]]:
    """The target becomes goaded by ``controller`` (701.15a now, 701.38a in
    2023): the designation :class:`~mtgcombat.core.model.Goaded` on it, the
    requirements of its later declarations of attackers (701.15b, 508.1d).
    Goaded by the same player again, nothing changes (701.15d)."""
    perm = board.get(target) if target else None
    if perm is None or not perm.on_battlefield:
        return board, []
    old = rules is RuleSet.R2023
    goaded = Goaded(controller)
    if goaded in perm.block_rules:
        rule = "701.38d" if old else "701.15d"
        return board, [GoadedByEffect(rule, target, controller, source, again=True)]
    changed = evolve(perm, block_rules=perm.block_rules | {goaded})
    board = board.with_permanents(changed if p.id == target else p for p in board.permanents)
    return board, [GoadedByEffect("701.38a" if old else "701.15a", target, controller, source)]


def _group_counters(
    board: Board, effect: GroupCounterEffect, source: str, defending: str
) -> tuple[Board, list[Event]]:
    """Counters on each permanent of the group as the ability resolves
    (122.1), read relative to ``source``; one that can't have counters gets
    none."""
    me = board.permanent(source)
    kind = "+1/+1" if effect.plus else "-1/-1"
    events: list[Event] = []
    for perm in list(board.permanents):
        if not (
            perm.on_battlefield and matches(board, effect.affected, perm, me, defending=defending)
        ):
            continue
        changed, n = put_counters(board, perm, kind, effect.amount, events)
        if not n:
            continue
        board = board.with_permanents(changed if p.id == perm.id else p for p in board.permanents)
        events.append(CountersPut("122.1", perm.id, kind, n, source))
    return board, events


def _pay(
    board: Board, effect: PayCostEffect, controller: str, source: str
) -> tuple[Board, list[Event]]:
    if not effect.life:
        return board, [ManaPaid("118.3a", controller, effect.mana, source)]
    player = board.player(controller)
    if player.life < effect.life:
        return board, []  # it can't be paid (119.4, 118.3)
    changed = evolve(player, life=player.life - effect.life)
    after = board.with_players(changed if p.id == controller else p for p in board.players)
    # Two-Headed Giant: paid from the team's shared life total (810.9)
    after, shared = share_team_totals(board, after)
    return after, [LifeLost("118.3b", controller, effect.life, source), *shared]


def _remove_counter(
    board: Board, effect: RemoveCounterEffect, who: str, source: str
) -> tuple[Board, list[Event]]:
    """One counter of the kind removed from ``who`` (122.1); with none of that
    kind on it, nothing happens and no event says so (608.2c: "if you do"
    then fails)."""
    perm = board.get(who) if who else None
    if perm is None or not perm.on_battlefield or not perm.counters.count(effect.counter):
        return board, []
    c, kind = perm.counters, effect.counter
    if kind == "+1/+1":
        counters = evolve(c, plus_one=c.plus_one - 1)
    elif kind == "-1/-1":
        counters = evolve(c, minus_one=c.minus_one - 1)
    else:
        left = ((k, n - 1 if k == kind else n) for k, n in c.other)
        counters = evolve(c, other=tuple((k, n) for k, n in left if n))
    changed = evolve(perm, counters=counters)
    board = board.with_permanents(changed if p.id == who else p for p in board.permanents)
    return board, [CountersRemoved("122.1", who, kind, 1, source)]


def _sacrifice_cost(
    board: Board, rules: RuleSet, effect: SacrificeCostEffect, controller: str, source: str
) -> tuple[Board, list[Event]]:
    wanted = dataclasses.replace(effect.wanted, controller="")
    sacrifice = SacrificesEffect(count=1, affected=wanted)  # its controller's own (701.21a)
    if not sacrifice_candidates(board, sacrifice, controller, source):
        return board, []  # nothing to sacrifice: the cost can't be paid (118.3)
    return sacrifice_chosen(board, rules, sacrifice, (controller,), source)


__all__ = ["AttackEffect", "apply_attack_effect"]
