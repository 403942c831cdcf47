"""A tap cost paid as a triggered ability resolves (issue 33, session 9):
"Whenever ~ attacks, you may tap an untapped non-Human creature you
control. If you do, ~ gets +1/+1 and gains trample until end of turn"
(Redcap Raiders; 118.3, 603.5).

The ability's controller taps one untapped permanent of their own that the
effect's selector matches (read relative to the permanent with the ability).
A tapped permanent can't be chosen (701.26a: tapping it would not pay the
cost); with none untapped the cost can't be paid, and "if you do" fails
(118.3). Which one: the source's ``choices.tapped`` in order, one name per
such ability (a second one takes the next name); a named permanent that
can't be tapped for it (not the controller's, already tapped, not of the
kind) is a :class:`~mtgcombat.rules.choice_errors.ChoiceError` on
``choices.tapped`` (118.3, 701.26a), as are several candidates and no name;
with no name and one candidate, that one. An attacking creature tapped this way stays attacking
(506.4: tapping doesn't remove it from combat).
"""

from __future__ import annotations

from mtgcombat.core.attack_effect_values import TapCostEffect
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.selector_values import Selector
from mtgcombat.core.selectors import matches
from mtgcombat.core.spell_events import TappedByEffect
from mtgcombat.rules.choice_errors import ChoiceError


def untapped_of_kind(board: Board, wanted: Selector, controller: str, source: str) -> list[str]:
    """The untapped permanents ``controller`` controls that ``wanted``
    matches, seen from ``source`` (none when ``source`` is gone): what a tap
    cost (118.3) or "tap any number of" (608.2d) may tap.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> elf = Permanent(id="elf", controller="A", power=1, toughness=1)
    >>> tired = Permanent(id="tired", controller="A", power=1, toughness=1, tapped=True)
    >>> board = Board([Player("A"), Player("B")], [elf, tired], "A")
    >>> untapped_of_kind(board, Selector(types=frozenset({"creature"})), "A", "elf")
    ['elf']
    """
    perm = board.get(source)
    if perm is None:
        return []
    return [
        p.id
        for p in board.permanents
        if p.on_battlefield
        and not p.tapped
        and p.controller == controller
        and matches(board, wanted, p, perm)
    ]


def tap_candidates(board: Board, effect: TapCostEffect, controller: str, source: str) -> list[str]:
    """The untapped permanents ``controller`` may tap to pay ``effect``.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> from mtgcombat.core.selector_values import Selector
    >>> raiders = Permanent(id="raiders", controller="A", power=2, toughness=2)
    >>> elf = Permanent(id="elf", controller="A", power=1, toughness=1)
    >>> tired = Permanent(id="tired", controller="A", power=1, toughness=1, tapped=True)
    >>> board = Board([Player("A"), Player("B")], [raiders, elf, tired], "A")
    >>> mine = Selector(types=frozenset({"creature"}), controller="you", other=True)
    >>> tap_candidates(board, TapCostEffect(mine), "A", "raiders")
    ['elf']
    """
    return untapped_of_kind(board, effect.wanted, controller, source)


def pay_tap_cost(
    board: Board, rules: RuleSet, effect: TapCostEffect, controller: str, source: str
) -> tuple[Board, list[Event]]:
    """Tap the permanent chosen to pay ``effect`` (118.3); no event and an
    unchanged board when the cost can't be paid.

    >>> from mtgcombat.core.model import Permanent, Player, TriggerChoices
    >>> from mtgcombat.core.selector_values import Selector
    >>> raiders = Permanent(id="raiders", controller="A", power=2, toughness=2,
    ...                     choices=TriggerChoices(tapped=("elf",)))
    >>> elf = Permanent(id="elf", controller="A", power=1, toughness=1)
    >>> ox = Permanent(id="ox", controller="A", power=1, toughness=1)
    >>> board = Board([Player("A"), Player("B")], [raiders, elf, ox], "A")
    >>> mine = Selector(types=frozenset({"creature"}), controller="you", other=True)
    >>> after, events = pay_tap_cost(board, RuleSet.CURRENT, TapCostEffect(mine), "A", "raiders")
    >>> after.permanent("elf").tapped, after.permanent("ox").tapped, events[0].rule
    (True, False, '118.3')
    """
    could = tap_candidates(board, effect, controller, source)
    perm = board.get(source)
    named = perm.choices.tapped if perm is not None else ()
    if effect.nth < len(named):
        chosen = named[effect.nth]  # its name, in order (118.3)
        if chosen not in could:
            raise _cannot_tap(board, effect, controller, source, chosen)
    elif len(could) == 1:
        chosen = could[0]  # no name for it: the only candidate
    elif not could:
        return board, []  # nothing untapped to tap: the cost can't be paid (118.3)
    else:
        raise ChoiceError(
            source,
            "choices.tapped",
            f"its controller taps an untapped one of the {effect.wanted} to pay the cost as "
            f"the ability resolves: name it in choices.tapped (they may choose among: "
            f"{', '.join(could)})",
            "118.3",
            "choice_needs_tapped",
            {"among": effect.wanted, "candidates": ", ".join(could)},
        )
    changed = evolve(board.permanent(chosen), tapped=True)  # 506.4: it stays in combat
    after = board.with_permanents(changed if p.id == chosen else p for p in board.permanents)
    return after, [TappedByEffect("118.3", chosen, False, source)]


def untappable_reason(
    board: Board, wanted: Selector, controller: str, chosen: str
) -> tuple[str, str, dict[str, object]]:
    """Why ``chosen``, named to be tapped, is not an untapped permanent of
    the kind ``wanted`` that ``controller`` controls (701.26a): a key ending
    (``gone``, ``not_yours``, ``already``, ``not_wanted``), the reason in
    English and the message's facts.

    >>> from mtgcombat.core.model import Permanent, Player
    >>> tired = Permanent(id="tired", controller="A", power=1, toughness=1, tapped=True)
    >>> board = Board([Player("A"), Player("B")], [tired], "A")
    >>> mine = Selector(types=frozenset({"creature"}))
    >>> untappable_reason(board, mine, "A", "tired")[:2]
    ('already', '"tired" is already tapped (701.26a)')
    >>> untappable_reason(board, mine, "A", "ghost")[0]
    'gone'
    """
    perm = board.get(chosen)
    facts: dict[str, object] = {"id": chosen, "among": wanted}
    if perm is None or not perm.on_battlefield:
        return "gone", f'"{chosen}" is not on the battlefield', facts
    if perm.controller != controller:
        facts["player"] = controller
        return "not_yours", f'"{chosen}" is not controlled by {controller}', facts
    if perm.tapped:
        return "already", f'"{chosen}" is already tapped (701.26a)', facts
    return "not_wanted", f'"{chosen}" is not one of the {wanted}', facts


def _cannot_tap(
    board: Board, effect: TapCostEffect, controller: str, source: str, chosen: str
) -> ChoiceError:
    """The choice error for ``chosen``, named in ``choices.tapped`` but not an
    untapped permanent of the kind that ``controller`` controls (118.3,
    701.26a)."""
    key, why, facts = untappable_reason(board, effect.wanted, controller, chosen)
    return ChoiceError(
        source,
        "choices.tapped",
        f"{why}: it can't be tapped to pay the cost",
        "118.3",
        f"choice_tapped_{key}",
        facts,
    )


__all__ = ["pay_tap_cost", "tap_candidates", "untappable_reason", "untapped_of_kind"]
