"""A player's hexproof and shroud ("You have hexproof.", 702.11c, 702.18a) in
the structured form the card index stores (issue 33): ``cards import`` wrote
such a line as a parser fault ("not an ability value: 'hexproof'"), so
``cards coverage`` counted Leyline of Sanctity, Ivory Mask, Aegis of the Gods
and Imperial Mask as unmodelled while their text was carried out
(benchmarks/coverage_by_type.py, which parses the text, counted them: the
enchantment counts 344 and 348 differed by these four)."""

from __future__ import annotations

import pytest

from mtgcombat.cards.mtgjson import sentence_json
from mtgcombat.text import ability_from_json, ability_to_json, parse_sentence
from mtgcombat.text.structured import StructuredError


@pytest.mark.parametrize(
    ("sentence", "keyword"),
    [("You have hexproof.", "hexproof"), ("You have shroud.", "shroud")],
)
def test_702_11c_702_18a_player_keywords_round_trip_through_the_index(
    sentence: str, keyword: str
) -> None:
    [value] = parse_sentence(sentence).traits.values()
    doc = ability_to_json(value)
    assert doc == {"kind": "player_effect", "keywords": [keyword]}
    assert ability_from_json(doc) == value
    written = sentence_json(parse_sentence(sentence))
    assert written["status"] == "modelled" and "error" not in written


def test_702_11c_a_player_keyword_the_rules_do_not_read_is_refused() -> None:
    # control: a player has no flying; the structured form refuses it
    with pytest.raises(StructuredError):
        ability_from_json({"kind": "player_effect", "keywords": ["flying"]})
