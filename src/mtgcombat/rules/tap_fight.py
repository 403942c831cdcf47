"""Carrying out two attack and block trigger effects of issue 33 (session
12), the values of :mod:`mtgcombat.core.tap_fight_values`, as their
ability resolves (608.2):

* a fight (701.14 now, 701.12 in 2023): the creature of the event (or the
  permanent with the ability) and the ability's target each deal damage
  equal to its power to the other, at once; the powers are read before
  either is dealt damage. If either has left the battlefield or is no
  longer a creature, neither deals damage (701.14b now, 701.12b in 2023).
  The damage is not combat damage (120.2b): protection and deathtouch
  apply, effects preventing only combat damage don't;
* "you may tap any number of untapped creatures you control. ~ gets +1/+1
  until end of turn for each creature tapped this way": the permanents
  tapped are the source's ``choices.tapped``, every name in it, chosen as
  the ability resolves (608.2d). Each must be an untapped permanent of the
  kind its controller controls, else a
  :class:`~mtgcombat.rules.choice_errors.ChoiceError` (701.26a: a tapped
  one can't be tapped again). With no name and one or more candidates the
  choice is the player's and is not guessed: refused the same way (declining
  the whole ability, ``choices.may = false``, taps none, 603.5). Tapped
  attackers stay attacking (506.4). The bonus counts the ones tapped this
  way (613.4c, 608.2c).

Dispatched from :func:`mtgcombat.rules.attack_effects.apply_attack_effect`.
"""

from __future__ import annotations

from mtgcombat.core.events import Event, PowerToughnessChanged
from mtgcombat.core.model import Board, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.spell_events import TappedByEffect
from mtgcombat.core.tap_fight_values import FightTargetEffect, TapAnyNumberEffect
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.damage_step import deal_noncombat_damage
from mtgcombat.rules.layer7 import pumped
from mtgcombat.rules.tap_cost import untappable_reason, untapped_of_kind


def fight_rule(rules: RuleSet) -> str:
    """The rule of a fight in ``rules`` (renumbered in 2024).

    >>> fight_rule(RuleSet.CURRENT), fight_rule(RuleSet.R2023)
    ('701.14a', '701.12a')
    """
    return "701.12a" if rules is RuleSet.R2023 else "701.14a"


def fight_target(
    board: Board, effect: FightTargetEffect, *, source: str, creature: str, target: str
) -> tuple[Board, list[Event]]:
    """The fighter (``creature``, or ``source`` for "~ fights") and
    ``target`` each deal damage equal to its power to the other (701.14a).

    >>> from mtgcombat.core.model import Permanent, Player
    >>> from mtgcombat.core.selector_values import Selector
    >>> tarrasque = Permanent(id="tarrasque", controller="A", power=10, toughness=10,
    ...                       attacking="B")
    >>> wall = Permanent(id="wall", controller="B", power=3, toughness=8)
    >>> board = Board([Player("A"), Player("B")], [tarrasque, wall], "A")
    >>> fight = FightTargetEffect(Selector(types=frozenset({"creature"})))
    >>> after, events = fight_target(board, fight, source="tarrasque", creature="tarrasque",
    ...                              target="wall")
    >>> after.permanent("wall").damage, after.permanent("tarrasque").damage
    (10, 3)
    """
    fighter = source if effect.who == "self" else creature
    one = board.get(fighter) if fighter else None
    other = board.get(target) if target else None
    if one is None or other is None or one.id == other.id:
        return board, []  # 701.14b: a fighter is missing; a creature can't fight itself here
    if not (one.on_battlefield and other.on_battlefield and one.is_creature and other.is_creature):
        return board, []  # 701.14b: neither deals damage
    mine, theirs = one.current_power, other.current_power  # read before any damage
    board, dealt = deal_noncombat_damage(board, one.id, other.id, mine)
    board, back = deal_noncombat_damage(board, other.id, one.id, theirs)
    return board, [*dealt, *back]


def tap_candidates_many(
    board: Board, effect: TapAnyNumberEffect, controller: str, source: str
) -> list[str]:
    """The untapped permanents of the kind ``controller`` may tap.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> from mtgcombat.core.selector_values import Selector
    >>> striker = Permanent(id="striker", controller="A", power=1, toughness=1,
    ...                     attacking="B", tapped=True)
    >>> elf = Permanent(id="elf", controller="A", power=1, toughness=1)
    >>> board = Board([Player("A"), Player("B")], [striker, elf], "A")
    >>> mine = Selector(types=frozenset({"creature"}), controller="you")
    >>> tap_candidates_many(board, TapAnyNumberEffect(mine, 1, 1), "A", "striker")
    ['elf']
    """
    return untapped_of_kind(board, effect.wanted, controller, source)


def tap_any_number(
    board: Board, rules: RuleSet, effect: TapAnyNumberEffect, controller: str, source: str
) -> tuple[Board, list[Event]]:
    """Tap the permanents named in the source's ``choices.tapped`` (608.2d),
    then pump the source once for each (613.4c).

    >>> from mtgcombat.core.model import Permanent, Player, TriggerChoices
    >>> from mtgcombat.core.selector_values import Selector
    >>> striker = Permanent(id="striker", controller="A", power=1, toughness=1, attacking="B",
    ...                     tapped=True, choices=TriggerChoices(tapped=("elf", "ox")))
    >>> elf = Permanent(id="elf", controller="A", power=1, toughness=1)
    >>> ox = Permanent(id="ox", controller="A", power=2, toughness=2)
    >>> board = Board([Player("A"), Player("B")], [striker, elf, ox], "A")
    >>> mine = Selector(types=frozenset({"creature"}), controller="you")
    >>> after, events = tap_any_number(board, RuleSet.CURRENT, TapAnyNumberEffect(mine, 1, 1),
    ...                                "A", "striker")
    >>> after.permanent("striker").current_power, [e.rule for e in events]
    (3, ['701.26a', '701.26a', '613.4c'])
    """
    could = tap_candidates_many(board, effect, controller, source)
    perm = board.get(source)
    named = perm.choices.tapped if perm is not None else ()
    if not named and could:
        raise ChoiceError(
            source,
            "choices.tapped",
            f"its controller chooses any number of the untapped {effect.wanted} to tap as the "
            f"ability resolves: name them in choices.tapped, or set choices.may to false to tap "
            f"none (they may choose among: {', '.join(could)})",
            "608.2d",
            "choice_needs_tapped_many",
            {"among": effect.wanted, "candidates": ", ".join(could)},
        )
    for chosen in named:
        if chosen not in could or named.count(chosen) > 1:
            raise _cannot_tap(board, effect, controller, source, chosen, named.count(chosen) > 1)
    rule = "701.21a" if rules is RuleSet.R2023 else "701.26a"
    events: list[Event] = []
    for chosen in named:
        changed = evolve(board.permanent(chosen), tapped=True)  # 506.4: it stays in combat
        board = board.with_permanents(changed if p.id == chosen else p for p in board.permanents)
        events.append(TappedByEffect(rule, chosen, False, source))
    me = board.get(source)
    power, toughness = effect.power * len(named), effect.toughness * len(named)
    if me is None or not me.on_battlefield or not (power or toughness):
        return board, events
    grown = pumped(me, power, toughness, source)
    board = board.with_permanents(grown if p.id == source else p for p in board.permanents)
    events.append(PowerToughnessChanged("613.4c", source, power, toughness, source))
    return board, events


def _cannot_tap(
    board: Board,
    effect: TapAnyNumberEffect,
    controller: str,
    source: str,
    chosen: str,
    repeated: bool,
) -> ChoiceError:
    """The choice error for ``chosen``: named twice, not on the battlefield,
    not ``controller``'s, already tapped, or not of the kind (701.26a)."""
    if repeated:
        key, why = "twice", f'"{chosen}" is named twice'
        facts: dict[str, object] = {"id": chosen, "among": effect.wanted}
    else:
        key, why, facts = untappable_reason(board, effect.wanted, controller, chosen)
    return ChoiceError(
        source,
        "choices.tapped",
        f"{why}: it can't be tapped this way",
        "608.2d",
        f"choice_tapped_many_{key}",
        facts,
    )


__all__ = ["fight_rule", "fight_target", "tap_any_number", "tap_candidates_many"]
