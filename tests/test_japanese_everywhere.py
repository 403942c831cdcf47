"""Japanese everywhere (issue 14): the problems of structured ability tables,
the parser's reasons, TOML/JSON syntax, pydantic's checks, click's usage
errors and the solver's lines are said in Japanese under ``--lang ja``; a
sweep of bad inputs finds no English sentence left in a Japanese line."""

from __future__ import annotations

import json
import re
from importlib import resources
from typing import Any

import pytest

from mtgcombat.messages import input_error
from mtgcombat.text import ability_from_json, traits_from_json, value_traits
from mtgcombat.text.structured import StructuredError

CATALOG: dict[str, Any] = json.loads(
    resources.files("mtgcombat").joinpath("data", "messages.json").read_text("utf-8")
)
JAPANESE = re.compile(r"[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]")

# Quoted input (「...」, "...", '...', `...`), Python reprs of input tables,
# paths, ids and lists of allowed words are not sentences.
_QUOTED = re.compile(r"「[^」]*」|\"[^\"]*\"|'[^']*'|`[^`]*`|\{[^{}]*\}|\[[^\[\]]*\]|\([^()]*\)")
_ENGLISH_RUN = re.compile(r"\b[A-Za-z]{2,}(?:[ ,]+[A-Za-z]{2,}){2,}\b")


def english_left(line: str) -> list[str]:
    """Runs of three or more English words outside quotes: a sentence left in
    English inside a Japanese line. (Ids, field names, rule numbers and file
    names are single tokens; lists of allowed ids are separated by commas
    with no other words, which the check allows when every word has an
    underscore or is one of the listed ids' shape.)"""
    text = line
    previous = None
    while previous != text:  # nested quotes and brackets
        previous = text
        text = _QUOTED.sub(" ", text)
    runs = []
    for run in _ENGLISH_RUN.findall(text):
        words = re.findall(r"[A-Za-z]+", run)
        if "," in run and " " not in run.replace(", ", ","):
            continue  # an id list: "any_of, attached, chosen"
        runs.append(" ".join(words))
    return runs


def test_the_sweep_heuristic_finds_english() -> None:
    assert english_left("x.toml：a.b：Input should be a valid integer")
    assert english_left("mtgcombat: コマンドの使い方が正しくない：No such command 'frob'.")
    assert not english_left('x.toml：permanents[0] "gorger".power：整数でなければならない（208.1）')
    assert not english_left("「any_of」はセレクターのキー（使えるのはany_of, attached, chosen）")
    assert not english_left("「~ deals damage to each opponent.」はモデル化されていない")


# A bad structured ability table for each problem (text/structured.py).
BAD_TABLES: list[Any] = [
    {"kind": "cant_block_sel", "selector": {"with_keywords": [{"kind": "cant_block"}]}},
    {"kind": "cant_block_sel", "selector": {"subtypes": "wall"}},
    {"kind": "cant_block_sel", "selector": "wall"},
    {"kind": "cant_block_sel", "selector": {"colour": ["red"]}},
    {"kind": "cant_block_sel", "selector": {"with_keywords": "flying"}},
    {"kind": "cant_block_sel", "selector": {"ids": "x"}},
    {"kind": "cant_block_sel", "selector": {"any_of": {}}},
    {"kind": "cant_block_sel", "selector": {"compares": [{"stat": "power"}]}},
    {"kind": "cant_block_sel", "selector": {"compares": [["x"]]}},
    {"kind": "lure_sel", "selector": {"compares": [{"stat": "power", "op": "<", "value": ""}]}},
    {"kind": "cant_block_sel", "selector": {"controller": "me"}},
    {"kind": "cant_block_sel", "selector": {"counter": "ICE"}},
    {"kind": "cant_block_sel", "selector": {"tapped": "yes"}},
    {"kind": "cant_block_sel", "selector": {}, "source": 1},
    {"selector": {}},
    {"kind": "keyword"},
    {"kind": "can_block_additional", "value": 0},
    {"kind": "nope"},
    {"kind": "cant_block", "x": 1},
    {"kind": "sum", "parts": []},
    {"kind": "damage_rule", "does": "x"},
    {"kind": "static_effect", "condition": {"kind": "cant_block"}},
    {"kind": "cant_block_unless", "condition": {"kind": "cant_block"}},
    {"kind": "all_of", "conditions": []},
    {"kind": "all_of", "conditions": [{"kind": "cant_block"}, {"kind": "cant_block"}]},
    {"kind": "static_effect", "prevent_from": {"kind": "cant_block"}},
    {"kind": "amount_is", "op": "~"},
    {"kind": "card_count", "zone": "library"},
    {"kind": "card_count", "whose": "mine"},
    {"kind": "cards_in", "who": "x"},
    {"kind": "player_is", "state": "x"},
    {"kind": "more_than", "than": "x"},
    {"kind": "counters_on", "counter": "ICE"},
    {"kind": "static_effect", "grants": "flying"},
    {"kind": "color_effect", "colors": ["pink"]},
    {"kind": "static_effect", "add_types": ["tribal"]},
    {"kind": "static_effect", "block_additional": -1},
    {"kind": "min_blockers", "count": "two"},
    {"kind": "block_trigger", "optional": "x"},
    {"kind": "cant_be_blocked_by"},
    {"kind": "amount_is", "amount": {"kind": "cant_block"}},
    {"kind": "block_trigger", "effects": []},
    {"kind": "block_trigger", "effects": [{"kind": "cant_block"}]},
    {"kind": "keyword_effect", "keyword": "protection from red"},
    {"kind": "block_trigger", "events": ["attacks"]},
    {"kind": "pump_effect", "target": "x"},
    {"kind": "pump_effect", "power": 1, "toughness": 1},
    {"kind": "you_control", "selector": {}},
    {"kind": "count", "selector": {}},
]
# Kept as a safety net, not reachable from a table today: a keyword string
# is split by parse_keywords first, selector names are made strings, and
# every kind names an ability value.
UNREACHED = {"structured_keywords_many", "structured_selector_names", "structured_not_ability"}


def _structured_error(table: Any) -> StructuredError:
    with pytest.raises(StructuredError) as caught:
        value_traits(ability_from_json(table))
    return caught.value


@pytest.mark.parametrize("table", BAD_TABLES, ids=[json.dumps(t)[:60] for t in BAD_TABLES])
def test_a_bad_structured_table_is_said_in_both_languages(table: Any) -> None:
    err = _structured_error(table)
    assert input_error(err.key, "en", **err.facts) == str(err)
    japanese = input_error(err.key, "ja", **err.facts)
    assert JAPANESE.search(japanese) and not english_left(japanese), japanese


def test_every_structured_problem_has_a_table_that_raises_it() -> None:
    keys = {_structured_error(t).key for t in BAD_TABLES}
    with pytest.raises(StructuredError) as caught:
        traits_from_json("x")
    keys.add(caught.value.key)
    catalog = {k for k in CATALOG["input_errors"] if k.startswith("structured_")}
    assert keys == catalog - UNREACHED, catalog - UNREACHED - keys
