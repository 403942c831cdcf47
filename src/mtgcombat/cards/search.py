"""Finding cards by name: ``cards search``, the web page's card lookup and
the "did you mean ...?" of an unknown card name.

A query and each name are compared *folded* (:func:`fold`): NFKC (full-width
letters and digits, half-width katakana), case-folded, accents dropped from
Latin letters ("Lim-Dûl" is "lim dul"), katakana read as hiragana,
punctuation dropped and hyphens read as spaces. A name then matches

1. exactly (its folded form is the query's),
2. by prefix (it starts with the query),
3. by substring (it holds the query; at the start of a word first), or
4. fuzzily: a misspelling ("serra angle"), ranked by rapidfuzz's
   similarity (:data:`FUZZY_CUTOFF` or more, out of 100),

and cards come in that order, each once (by the best of its names).
Japanese names are matched as written (kana and kanji): a name in kanji is
not found by its reading.

The search reads a catalog through two methods only, ``names()`` (every name
a card is found by: English, Japanese, aliases) and ``find(name)``
(:class:`NameLookup`), so an index read lazily works as the built-in
catalog does.

>>> from mtgcombat.cards.catalog import BUILTIN
>>> [(hit.card.name, hit.match) for hit in search(BUILTIN, "serra angle", limit=1)]
[('Serra Angel', 'fuzzy')]
>>> [hit.name for hit in search(BUILTIN, "ｾﾗ")]
['セラの天使']
>>> suggest(BUILTIN, "Grizly Bears")
['Grizzly Bears']
"""

from __future__ import annotations

import bisect
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Literal, Protocol

from mtgcombat.core.valueclass import dataclass

if TYPE_CHECKING:
    from mtgcombat.cards.catalog import Card

Match = Literal["exact", "prefix", "substring", "fuzzy"]

FUZZY_CUTOFF = 70.0
"""The least similarity (0-100) a misspelt name needs to be found."""

SUGGEST_CUTOFF = 75.0
"""The least similarity a name needs to be suggested for an unknown one."""

MIN_FUZZY = 3
"""The fewest characters a query needs for misspellings to be looked for."""

_DROP = dict.fromkeys(map(ord, "'\u2018\u2019\"\u201c\u201d.,:;!?()《》「」『』・、。"), None)
_SPACE = dict.fromkeys(map(ord, "-\u2010\u2011\u2012\u2013\u2014\u2015/_"), " ")
_LIGATURES = str.maketrans({"æ": "ae", "œ": "oe", "ø": "o", "đ": "d", "ł": "l", "ı": "i"})
_KATAKANA = {code: code - 0x60 for code in range(0x30A1, 0x30F7)}


class NameLookup(Protocol):
    """What a search reads of a catalog: its names, and the card a name
    finds (:class:`mtgcombat.cards.catalog.Catalog`, or a lazy index).

    >>> from mtgcombat.cards.catalog import BUILTIN
    >>> lookup: NameLookup = BUILTIN
    >>> len(lookup.names()) > len(BUILTIN)  # English and Japanese names
    True
    """

    def names(self) -> list[str]:
        """Every name a card is found by: English, Japanese, aliases.

        >>> from mtgcombat.cards.catalog import BUILTIN
        >>> "セラの天使" in BUILTIN.names()
        True
        """
        ...

    def find(self, name: str) -> Card | None:
        """The card of that name (any of :meth:`names`), or ``None``.

        >>> from mtgcombat.cards.catalog import BUILTIN
        >>> BUILTIN.find("セラの天使").name
        'Serra Angel'
        """
        ...


def fold(text: str) -> str:
    """A name as the search compares it: NFKC, case-folded, Latin accents
    and punctuation dropped, hyphens as spaces, katakana as hiragana.

    >>> fold("Lim-Dûl's Hex"), fold("ÆTHER  Vial"), fold("《セラの天使》")
    ('lim duls hex', 'aether vial', 'せらの天使')
    >>> fold("ｾﾗの天使") == fold("せらの天使") == fold("セラの天使")
    True
    """
    text = unicodedata.normalize("NFKC", text).casefold()
    text = text.translate(_DROP).translate(_SPACE).translate(_LIGATURES)
    if not text.isascii():
        # accents are combining marks after NFD; the kana voicing marks
        # (U+3099, U+309A) are not among U+0300-U+036F and stay
        text = "".join(
            ch for ch in unicodedata.normalize("NFD", text) if not "\u0300" <= ch <= "\u036f"
        )
        text = unicodedata.normalize("NFC", text.translate(_KATAKANA))
    return " ".join(text.split())


@dataclass(frozen=True, slots=True)
class Hit:
    """A card a search found: ``name`` is the name that matched (English,
    Japanese or an alias), ``match`` how, and ``score`` how well (0-100):
    100 for an exact match, the share of the name the query covers for a
    prefix or substring, rapidfuzz's similarity for a misspelling.

    >>> from mtgcombat.cards.catalog import BUILTIN
    >>> hit = search(BUILTIN, "serra")[0]
    >>> hit.card.name, hit.match, round(hit.score, 1)
    ('Serra Angel', 'prefix', 45.5)
    """

    card: Card
    name: str
    match: Match
    score: float


class _Table:
    """A catalog's names with their folded forms, built once per catalog:
    the folded names (and the same without spaces) also joined into one text,
    a line a name, so that finding a query in them all is one ``str.find``
    per name that holds it rather than a loop over every name."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = tuple(names)
        self.folded = tuple(fold(n) for n in self.names)
        self.compact = tuple(f.replace(" ", "") for f in self.folded)
        self.texts = {form: _joined(form) for form in (self.folded, self.compact)}
        self.starts: dict[int, list[str]] = {}  # each folded name's first N characters

    def holding(self, query: str, forms: tuple[str, ...]) -> Iterator[tuple[int, int]]:
        """Each name (by index) whose form in ``forms`` holds ``query``,
        with where it first does."""
        text, offsets = self.texts[forms]
        at = text.find(query)
        while at >= 0:
            i = bisect.bisect_right(offsets, at) - 1
            yield i, at - offsets[i]
            at = text.find(query, offsets[i + 1]) if i + 1 < len(offsets) else -1

    def start(self, size: int) -> list[str]:
        """The folded names cut to their first ``size`` characters."""
        cut = self.starts.get(size)
        if cut is None:
            cut = self.starts[size] = [name[:size] for name in self.folded]
        return cut


def _joined(forms: tuple[str, ...]) -> tuple[str, list[int]]:
    """The names joined a line each, and where each starts."""
    offsets, at = [], 0
    for form in forms:
        offsets.append(at)
        at += len(form) + 1
    return "\n".join(forms), offsets


_TABLES: dict[int, tuple[NameLookup, _Table]] = {}


def _table(catalog: NameLookup) -> _Table:
    known = _TABLES.get(id(catalog))
    if known is not None and known[0] is catalog:
        return known[1]
    table = _Table(catalog.names())
    if len(_TABLES) >= 4:
        _TABLES.clear()
    _TABLES[id(catalog)] = (catalog, table)
    return table


# rank: (tier, whole, -score, length, name); tier 0 exact, 1 prefix, 2 and 3
# substring (a word's start, then within a word), 4 fuzzy; whole 0 when the
# query ends where a word of the name does ("ajani": Ajani Goldmane first)
_Rank = tuple[int, int, float, int, str]
_TIERS: dict[int, Match] = {0: "exact", 1: "prefix", 2: "substring", 3: "substring", 4: "fuzzy"}


def _literal(table: _Table, query: str) -> dict[int, _Rank]:
    """The names that hold the query (folded, or without spaces) by index:
    exact, prefix or substring matches."""
    ranks: dict[int, _Rank] = {}
    for i, at in table.holding(query, table.folded):
        name = table.folded[i]
        end = at + len(query)
        word, whole = at == 0 or name[at - 1] == " ", end == len(name) or name[end] == " "
        ranks[i] = _literal_rank(table, i, at, 100.0 * len(query) / len(name), word, whole)
    compact = query.replace(" ", "")
    for i, at in table.holding(compact, table.compact):  # "serraangel", "Lim Dul" for "Lim-Dûl"
        if i not in ranks:
            share = 100.0 * len(compact) / len(table.compact[i])
            ranks[i] = _literal_rank(table, i, at, share, at == 0, False)
    return ranks


def _literal_rank(table: _Table, i: int, at: int, share: float, word: bool, whole: bool) -> _Rank:
    tier = 0 if share >= 100.0 else 1 if at == 0 else 2 if word else 3
    return (tier, 0 if whole else 1, -share, len(table.folded[i]), table.names[i])


def _fuzzy(table: _Table, query: str, cutoff: float, limit: int) -> dict[int, _Rank]:
    """The names most like the query: the best of rapidfuzz's similarity of
    the whole name, of its words in any order and of its start (as long as
    the query, one letter more or less: a misspelt prefix, "灰色態" for 灰色熊)."""
    from rapidfuzz import fuzz, process  # noqa: PLC0415  (a C extension, on first search)

    scores: dict[int, float] = {}

    def keep(found: Sequence[tuple[str, float, int]], weight: float = 1.0) -> None:
        for _, score, i in found:
            scores[i] = max(scores.get(i, 0.0), score * weight)

    keep(process.extract(query, table.folded, scorer=fuzz.ratio, score_cutoff=cutoff, limit=limit))
    if " " in query:
        found = process.extract(
            query, table.folded, scorer=fuzz.token_sort_ratio, score_cutoff=cutoff, limit=limit
        )
        keep(found, 0.99)  # the words in another order: just below the same order
    for size in (len(query) - 1, len(query), len(query) + 1):  # a misspelt start
        found = process.extract(
            query, table.start(size), scorer=fuzz.ratio, score_cutoff=cutoff / 0.95, limit=limit
        )
        keep(found, 0.95)  # below a whole name as alike
    return {i: (4, 0, -s, len(table.folded[i]), table.names[i]) for i, s in scores.items()}


def search(
    catalog: NameLookup,
    query: str,
    limit: int = 10,
    *,
    fuzzy: bool = True,
    cutoff: float = FUZZY_CUTOFF,
    keep: Callable[[Card], bool] | None = None,
) -> list[Hit]:
    """The cards of ``catalog`` whose names match ``query``, best first, at
    most ``limit``: exact, prefix and substring matches, then (``fuzzy``,
    and a query of :data:`MIN_FUZZY` characters or more) misspellings at
    least ``cutoff`` alike. ``keep`` picks the cards wanted (all by default).

    >>> from mtgcombat.cards.catalog import BUILTIN
    >>> [hit.card.name for hit in search(BUILTIN, "giant", limit=3)]
    ['Giant Growth', 'Giant Spider', 'Craw Giant']
    >>> [(hit.name, hit.match) for hit in search(BUILTIN, "巨森")]
    [('巨森を喰らうもの', 'prefix')]
    >>> search(BUILTIN, "  ")
    []
    """
    wanted = fold(query)
    if not wanted or limit < 1:
        return []
    table = _table(catalog)
    ranks = _literal(table, wanted)
    hits = _cards(catalog, table, ranks, limit, keep)
    if fuzzy and len(hits) < limit and len(wanted.replace(" ", "")) >= MIN_FUZZY:
        more = _fuzzy(table, wanted, cutoff, max(limit * 4, 20))
        ranks.update({i: r for i, r in more.items() if i not in ranks})
        hits = _cards(catalog, table, ranks, limit, keep)
    return hits


def _cards(
    catalog: NameLookup,
    table: _Table,
    ranks: dict[int, _Rank],
    limit: int,
    keep: Callable[[Card], bool] | None,
) -> list[Hit]:
    """The cards the ranked names find, best first, each card once."""
    hits: list[Hit] = []
    seen: set[str] = set()
    for i in sorted(ranks, key=ranks.__getitem__):
        card = catalog.find(table.names[i])
        if card is None or card.name in seen or (keep is not None and not keep(card)):
            continue
        seen.add(card.name)
        tier, score = ranks[i][0], -ranks[i][2]
        hits.append(Hit(card, table.names[i], _TIERS[tier], 100.0 if tier == 0 else score))
        if len(hits) >= limit:
            break
    return hits


def suggest(
    catalog: NameLookup,
    name: str,
    limit: int = 3,
    keep: Callable[[Card], bool] | None = None,
) -> list[str]:
    """The names (up to ``limit``) closest to ``name``, a name no card has,
    for a "did you mean ...?": in the language it was written in, as the
    matched names are written; ``keep`` picks the cards wanted.

    >>> from mtgcombat.cards.catalog import BUILTIN
    >>> suggest(BUILTIN, "Serra Angle"), suggest(BUILTIN, "巨森を喰らう者")
    (['Serra Angel'], ['巨森を喰らうもの'])
    >>> suggest(BUILTIN, "Qwxyz")
    []
    """
    return [hit.name for hit in search(catalog, name, limit, cutoff=SUGGEST_CUTOFF, keep=keep)]


def guess_list(names: Sequence[str], lang: str = "en") -> str:
    """Suggested names as a "did you mean" says them: ``"A", "B" or "C"``
    in English, ``「A」、「B」、「C」`` in Japanese (as the ``guesses`` fact of
    an input error reads, :func:`mtgcombat.i18n.messages.input_error`).

    >>> guess_list(["Serra Angel"]), guess_list(["A", "B", "C"])
    ('"Serra Angel"', '"A", "B" or "C"')
    >>> guess_list(["セラの天使", "Serra Angel"], "ja")
    '「セラの天使」、「Serra Angel」'
    """
    if lang == "ja":
        return "、".join(f"「{n}」" for n in names)
    quoted = [f'"{n}"' for n in names]
    return quoted[0] if len(quoted) == 1 else f"{', '.join(quoted[:-1])} or {quoted[-1]}"
