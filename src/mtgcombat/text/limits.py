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
