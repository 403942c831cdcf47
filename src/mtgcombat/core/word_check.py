"""A word of a value (a player, a creature) that the rules read, checked
against the words they carry out: a word outside them is an internal error
naming the word and what it belongs to, never a guess (issue 33 §4). The
text layer never gives such a word and the structured reader refuses it at
input (:data:`mtgcombat.text.structured_words.NOT_CARRIED_OUT`).
"""

from __future__ import annotations

from collections.abc import Collection


def known_word(word: str, known: Collection[str], what: str) -> str:
    """``word`` when it is one of ``known``; else a ValueError naming the
    word and ``what`` (the value and field it came from).

    >>> known_word("you", ("you", "opponent", "player"), "ThisTurn.who")
    'you'
    >>> known_word("ally", ("you", "opponent"), "ThisTurn.who")
    Traceback (most recent call last):
    ...
    ValueError: ThisTurn.who: the rules do not carry out "ally" (they know 'you', 'opponent')
    """
    if word not in known:
        said = ", ".join(map(repr, known))
        raise ValueError(f'{what}: the rules do not carry out "{word}" (they know {said})')
    return word
