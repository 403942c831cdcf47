"""Test session settings: the on-disk cache of parsed sentences is off (each
test reads card text with the grammar, and nothing is written to the user's
cache folder); tests/test_parse_cache.py turns it on in a folder of its own."""

from __future__ import annotations

import os

os.environ["MTGCOMBAT_CACHE_DIR"] = "off"
