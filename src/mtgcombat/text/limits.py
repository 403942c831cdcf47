"""How long a piece of card text or a card name may be.

No printed card comes near these: the longest Oracle sentence is a few
hundred characters, the longest card name 141. They keep what a user sends
(a scenario, a ``parse`` call, a request to the web server) from costing
the parser, its caches and the fuzzy name lookup time and memory that grow
with its length.
"""

from __future__ import annotations

MAX_SENTENCE = 2000
"""The most characters of one ability entry or sentence (``abilities``, a
timeline ``effect``, ``parse SENTENCE``)."""

MAX_NAME = 300
"""The most characters of a card name (``card``, ``name``, ``name_ja``,
``cards show NAME``, ``parse --name``)."""

SENTENCE_CACHE_BYTES = 32 * 2**20
"""The estimated bytes of the parser's sentences kept in memory (8,192 at
most): what the grammar made of each normalised sentence
(:mod:`mtgcombat.text.byte_cache`)."""

NAME_CACHE_BYTES = 16 * 2**20
"""The estimated bytes of the patterns that find a card's own name in its
text (4,096 names at most)."""

SPELL_CACHE_BYTES = 16 * 2**20
"""The estimated bytes of the timeline sentences kept in memory (4,096
read by the grammar, 256 whole spells, at most)."""
