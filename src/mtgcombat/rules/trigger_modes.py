"""The modes of a modal triggered ability ("When ~ dies, choose one —",
"Whenever ~ attacks, choose up to one —", "choose one that hasn't been
chosen this turn —": 700.2), chosen as the ability is put on the stack
(700.2b, 603.3c), before its targets (603.3d).

The choice is the scenario's: the ability's source's ``choices.modes``, one
entry per modal ability it puts on the stack, in order (the same order as
``choices.targets``). Each mode is chosen at most once (700.2d); a mode
chosen already this turn (an earlier entry) can't be chosen for "one that hasn't been chosen
this turn"; a mode whose target has no legal choice can't be chosen
(700.2b: :func:`mtgcombat.rules.triggers_targets._choose_targets` checks
it); with no mode chosen ("choose up to one"), the ability is removed from
the stack. Once chosen, the ability is the chosen modes' effects, in
printed order, and resolves as any other.
"""

from __future__ import annotations

import dataclasses

from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.core.effect_values import ModalEffect
from mtgcombat.core.events import Event, ModesChosen
from mtgcombat.core.model import Board
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.triggers_effects import _Trigger


def modal_effect(ability: BlockTrigger) -> ModalEffect | None:
    """The ability's modes, when it is modal (its one effect).

    >>> from mtgcombat.core.effect_values import LibraryEffect
    >>> modal_effect(BlockTrigger(("dies",), (ModalEffect(((LibraryEffect("scry"),), ())),)))
    ModalEffect(modes=((LibraryEffect(...),), ()), low=1, high=1, fresh=False)
    """
    effects = ability.effects
    if len(effects) == 1 and type(effects[0]) is ModalEffect:
        return effects[0]
    return None


def _how(modal: ModalEffect) -> str:
    if modal.low == modal.high:
        return str(modal.low)
    return f"{modal.low} to {modal.high}"


def choose_modes(
    board: Board, trigger: _Trigger, modal: ModalEffect, used: dict[str, int]
) -> tuple[_Trigger | None, list[Event]]:
    """The trigger with the modes its source's choices name for it (the
    next entry of ``choices.modes``; ``used`` counts the entries each source
    has taken, under ``"<id> modes"``), or None when no mode is
    chosen (the ability is removed from the stack, 700.2b). A missing or
    illegal entry is a :class:`~mtgcombat.rules.choice_errors.ChoiceError`.

    >>> from mtgcombat.core.effect_values import LibraryEffect
    >>> from mtgcombat.core.model import Permanent, Player, TriggerChoices
    >>> modal = ModalEffect(((LibraryEffect("scry"),), (LibraryEffect("surveil"),)))
    >>> imp = Permanent(id="imp", controller="A", choices=TriggerChoices(modes=((2,),)))
    >>> board = Board([Player("A"), Player("B")], [imp], "A")
    >>> dies = BlockTrigger(("dies",), (modal,))
    >>> trigger = _Trigger("A", "imp", "imp", "dies", "", dies, "603.3b")
    >>> chosen, events = choose_modes(board, trigger, modal, {})
    >>> [str(e) for e in chosen.ability.effects], events[0].modes
    (['surveil 1'], '2')
    """
    source = board.permanent(trigger.source)
    key = f"{source.id} modes"
    n = used.get(key, 0)
    entries = source.choices.modes
    if n >= len(entries):
        raise ChoiceError(
            source.id,
            "choices.modes",
            f"its modal triggered ability ({trigger.ability}) needs its mode(s) chosen as it "
            f"goes on the stack: name entry {n + 1} of choices.modes",
            "700.2b",
            "choice_needs_mode",
            {"ability": trigger.ability, "count": n + 1},
        )
    used[key] = n + 1
    chosen = entries[n]
    count = len(modal.modes)
    if (
        len(set(chosen)) != len(chosen)
        or any(m < 1 or m > count for m in chosen)
        or not modal.low <= len(chosen) <= modal.high
    ):
        shown = ", ".join(map(str, chosen)) or "none"
        raise ChoiceError(
            source.id,
            "choices.modes",
            f"entry {n + 1} of choices.modes ({shown}): choose {_how(modal)} of its "
            f"{count} modes, each once",
            "700.2d",
            "choice_mode_bad",
            {"n": n + 1, "modes": shown, "how": _how(modal), "count": count},
        )
    if modal.fresh:
        # the modes chosen earlier this turn: the earlier entries (those the
        # file gives for this combat; the engine knows no earlier turn part)
        earlier = {m for entry in entries[:n] for m in entry}
        for m in chosen:
            if m in earlier:
                raise ChoiceError(
                    source.id,
                    "choices.modes",
                    f"entry {n + 1} of choices.modes: mode {m} has already been chosen this turn",
                    "700.2b",
                    "choice_mode_taken",
                    {"n": n + 1, "mode": m},
                )
    if not chosen:
        return None, [ModesChosen("603.3c", source.id, "")]
    effects = tuple(e for m in sorted(chosen) for e in modal.modes[m - 1])
    ability = dataclasses.replace(trigger.ability, effects=effects)  # type: ignore[arg-type]
    shown = ", ".join(map(str, sorted(chosen)))
    return dataclasses.replace(trigger, ability=ability), [ModesChosen("700.2b", source.id, shown)]


__all__ = ["choose_modes", "modal_effect"]
