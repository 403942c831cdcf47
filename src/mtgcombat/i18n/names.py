"""How messages name things: object ids as display names (Japanese card
names in 《》), permanents as listings show them, keyword abilities by
their names in either language, and scores in full.
"""

from __future__ import annotations

from collections.abc import Callable

from mtgcombat.core.model import Board, Permanent
from mtgcombat.io.notation import ability_text


def number_text(value: float) -> str:
    """A score in full: whole numbers without a decimal point, others with up
    to six decimals (``%g`` would print 1000149 as 1.00015e+06).

    >>> number_text(1000149), number_text(2.5), number_text(1 / 3)
    ('1000149', '2.5', '0.333333')
    """
    if value == int(value):
        return str(int(value))
    text = f"{value:.6f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def ability_name(text: str, lang: str = "en") -> str:
    """A keyword ability's name (``str()`` of the ability) in the language:
    the Japanese keyword names are in ``data/ja_terms.toml``
    (:func:`mtgcombat.io.notation.ability_text`).

    >>> ability_name("flying"), ability_name("flying", "ja")
    ('flying', '飛行')
    """
    return ability_text(text, lang)


def namer(board: Board, lang: str) -> Callable[[str], str]:
    """Object ids as messages show them: Japanese card names in 《》 under
    ``ja`` where known, else the id.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", name_ja="灰色熊")
    >>> name = namer(Board([Player("A"), Player("B")], [bear], "A"), "ja")
    >>> name("bear"), name("B")
    ('《灰色熊》', 'B')
    """

    def name(oid: str) -> str:
        perm = board.get(oid)
        return perm.display_name(lang) if perm is not None else oid

    return name


def label(perm: Permanent, lang: str) -> str:
    """A permanent as listings show it: ``gorger (Vastwood Gorger)`` in
    English, ``gorger 《巨森を喰らうもの》`` in Japanese when the name is known.

    >>> from mtgcombat.core.model import Permanent
    >>> gorger = Permanent(id="gorger", controller="A", name="Vastwood Gorger", name_ja="巨森を喰らうもの")
    >>> label(gorger, "en"), label(gorger, "ja")
    ('gorger (Vastwood Gorger)', 'gorger 《巨森を喰らうもの》')
    """
    if lang == "ja" and perm.name_ja:
        return f"{perm.id} {perm.display_name(lang)}"
    return perm.label
