"""The permanents that can pay a spell's additional cost of a permanent
sacrificed (601.2b, 601.2h; issue 33, session 13), for the checks of a
timeline entry's ``sacrifice`` (:mod:`mtgcombat.scenario.timeline`): one its
caster controls (701.21a) of a card type the cost names, matching its words
("a Goblin", "a nonland permanent") when it has more."""

from __future__ import annotations

from collections.abc import Sequence

from mtgcombat.core.model import Board
from mtgcombat.core.selectors import matches
from mtgcombat.rules.timeline import Spell


def payers(board: Board, spell: Spell, caster: str) -> list[str]:
    """The ids of the permanents on the battlefield ``caster`` could
    sacrifice to pay ``spell``'s cost, in the file's order.

    >>> from mtgcombat.core.abilities import Selector
    >>> from mtgcombat.core.model import CardType, Permanent, Player
    >>> gob = Permanent(id="gob", controller="A", subtypes=frozenset({"goblin"}))
    >>> elf = Permanent(id="elf", controller="A", subtypes=frozenset({"elf"}))
    >>> rock = Permanent(id="rock", controller="A", types=frozenset({CardType.ARTIFACT}))
    >>> board = Board((Player("A"), Player("B")), (gob, elf, rock), "A")
    >>> goblin = Selector(types=frozenset({"creature"}), subtypes=frozenset({"goblin"}))
    >>> spell = Spell("...", (), sacrifice_cost=("creature",), sacrifice_filter=goblin)
    >>> payers(board, spell, "A")
    ['gob']
    >>> payers(board, Spell("...", (), sacrifice_cost=("creature", "artifact")), "A")
    ['gob', 'elf', 'rock']
    """
    from mtgcombat.rules.spell_effects import caster_object  # noqa: PLC0415

    me = caster_object("\x00player", caster)
    kinds = set(spell.sacrifice_cost)
    found = []
    for perm in board.permanents:
        if not perm.on_battlefield or perm.controller != caster:
            continue
        if not {str(getattr(t, "value", t)) for t in perm.types} & kinds:
            continue
        if spell.sacrifice_filter is None or matches(board, spell.sacrifice_filter, perm, me):
            found.append(perm.id)
    return found


def unknown_guess(word: str, ids: Sequence[str]) -> str:
    """The id among ``ids`` closest to a misspelt ``word`` ("" if none is
    close), for a "did you mean".

    >>> unknown_guess("gaint", ["giant", "bear"]), unknown_guess("zzz", ["giant"])
    ('giant', '')
    """
    import difflib  # noqa: PLC0415 (a misspelling is rare: start-up does without it)

    found = difflib.get_close_matches(word, list(ids), n=1, cutoff=0.5)
    return found[0] if found else ""


__all__ = ["payers", "unknown_guess"]
