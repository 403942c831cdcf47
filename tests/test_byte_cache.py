"""The parser's in-memory caches are bounded by bytes (issue 35 finding 2):
many distinct long names and sentences, as a user can send, keep each
cache within its byte budget, and the process's memory (tracemalloc) grows
by about the budget, not by what was sent."""

from __future__ import annotations

import atexit
import random
import re
import string
import sys
import tracemalloc
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from mtgcombat.text import byte_cache, parse_cache, parser, spells
from mtgcombat.text.limits import MAX_NAME, MAX_SENTENCE

normalize_module = sys.modules["mtgcombat.text.normalize"]
BUDGET = 64 * 1024


def _words(rng: random.Random, count: int) -> Iterator[str]:
    for _ in range(count):
        yield "".join(rng.choice(string.ascii_lowercase) for _ in range(8))


@pytest.fixture(autouse=True)
def _no_disk_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MTGCOMBAT_CACHE_DIR", "off")


def _grown(cache: Any, feed: Callable[[], None]) -> int:
    """The bytes the process keeps after ``feed`` with ``cache`` at
    :data:`BUDGET` (its entries dropped before and after)."""
    budget = cache.max_bytes
    cache.max_bytes = BUDGET
    cache.cache_clear()
    try:
        tracemalloc.start()
        before = tracemalloc.get_traced_memory()[0]
        feed()
        re.purge()  # the re module's own cache of compiled patterns: 512 at most
        info = cache.cache_info()
        grown = tracemalloc.get_traced_memory()[0] - before
        tracemalloc.stop()
        assert 0 < info.bytes <= BUDGET
        return grown
    finally:
        cache.max_bytes = budget
        cache.cache_clear()


def test_distinct_long_names_keep_the_name_cache_within_its_budget() -> None:
    """300 distinct 300-character names (about 1 MB of patterns unbounded):
    the name patterns kept stay within the budget."""
    rng = random.Random(35)
    names = [" ".join(w.capitalize() for w in _words(rng, 40))[:MAX_NAME] for _ in range(300)]
    parser.parse_sentence("Flying", name="Warm Up")  # the grammar's own memory first

    def feed() -> None:
        for name in names:
            normalize_module.normalize(f"{name} attacks.", name)

    grown = _grown(normalize_module._name_patterns, feed)
    assert grown < BUDGET + 150 * 1024, grown


def test_distinct_long_sentences_keep_the_sentence_cache_within_its_budget() -> None:
    """120 distinct sentences of about 2,000 characters (about 400 KB kept
    unbounded): what the parser keeps stays within the budget."""
    rng = random.Random(36)
    sentences = [("zq " + " ".join(_words(rng, 230)))[: MAX_SENTENCE - 10] for _ in range(120)]
    parser._parse_normalized("flying", True)  # the grammar built first

    def feed() -> None:
        for sentence in sentences:
            parser._parse_normalized(sentence, True)

    grown = _grown(parser._parse_normalized, feed)
    assert grown < BUDGET + 150 * 1024, grown


def test_an_entry_over_the_whole_budget_is_not_kept() -> None:
    """A result larger than the budget is given, never kept; the caches the
    parser uses are byte-bounded ones."""

    @byte_cache.byte_lru(max_bytes=1000, maxsize=10)
    def big(n: int) -> str:
        return "x" * n

    assert big(5000) == "x" * 5000
    assert big.cache_info().currsize == 0
    assert big(10) == "x" * 10 and big.cache_info().currsize == 1
    for cache in (
        parser._parse_normalized,
        normalize_module._name_patterns,
        spells.parse_spell,
        spells._parse_parts,
    ):
        assert isinstance(cache, byte_cache._Cache)
        assert cache.max_bytes <= 32 * 2**20


def test_new_entries_for_the_disk_cache_are_bounded_by_bytes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The sentences held in memory for the cache file until the process
    ends stop being kept at ``MAX_NEW_BYTES`` (a long batch run of distinct
    sentences), with its control: below it they are kept."""
    monkeypatch.setitem(parse_cache._state, "path", Path("/nonexistent/x.json"))
    monkeypatch.setitem(parse_cache._state, "known", {})
    monkeypatch.setitem(parse_cache._state, "new", {})
    monkeypatch.setitem(parse_cache._state, "new_bytes", 0)
    monkeypatch.setitem(parse_cache._state, "held", False)
    monkeypatch.setattr(atexit, "register", lambda f: f)
    monkeypatch.setattr(parse_cache, "MAX_NEW_BYTES", 10_000)
    for n in range(100):
        parse_cache.store_value(f"spell\t{n} " + "x" * 1000, [n])
    kept = parse_cache._state["new"]
    assert 5 <= len(kept) <= 11  # about 1 KB each, then no more
    assert parse_cache.lookup_value("spell\t3 " + "x" * 1000) is None  # new: not read back
    assert f"spell\t3 {'x' * 1000}" in kept and f"spell\t50 {'x' * 1000}" not in kept
