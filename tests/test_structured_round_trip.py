"""The structured form of abilities (``ability_to_json`` and
``ability_from_json``, the file format of abilities given as data) reads back
exactly what it wrote, for every value the parser gives: the cards of the
behaviour suite's fixture and the built-in cards, then one parser-free test
per shape that failed before (a block rule as a trigger's effect, 509.1b-c; a
named counter, 122.1; a keyword counter, 122.1b; a chosen target, player or
planeswalker, 115.1 and 603.3d; "your team", 810.1; land types set, 305.7),
and the one-line refusals of bad input."""

from __future__ import annotations

import dataclasses
import json
import typing
from pathlib import Path
from typing import Any

import pytest

from mtgcombat.cards.catalog import BUILTIN, Card
from mtgcombat.cards.mtgjson import cards_from_atomic
from mtgcombat.core.abilities import Keyword, Selector, StaticEffect
from mtgcombat.core.counted_values import BlockRuleEffect
from mtgcombat.core.effect_values import ReturnEffect
from mtgcombat.core.keyword_effects import IngestEffect, RenownEffect
from mtgcombat.core.named_counter_values import NamedCounterEffect
from mtgcombat.core.triggered import (
    BlockTrigger,
    DamageEffect,
    KeywordEffect,
    LifeEffect,
    PumpEffect,
    TapEffect,
    TriggerEffect,
)
from mtgcombat.rules.triggers_targets import _TARGETING
from mtgcombat.text import ability_from_json, ability_to_json, traits_from_json, traits_to_json
from mtgcombat.text.structured import StructuredError
from mtgcombat.text.structured_kinds import _CLASSES, FIELD_NAMES, TRIGGER_EFFECTS
from mtgcombat.text.structured_words import field_words

FIXTURE = Path(__file__).parent / "cards" / "cards.json"


def _through_json(value: object) -> Any:
    return ability_from_json(json.loads(json.dumps(ability_to_json(value))))


def _failures(cards: list[Card]) -> tuple[int, list[str]]:
    """How many values the cards' modelled and recorded sentences give, and
    each sentence whose values or traits do not read back the same."""
    count, failed = 0, []
    for card in cards:
        for parsed in card.parsed:
            if parsed.status not in ("modelled", "recorded"):
                continue
            for value in parsed.traits.values():
                count += 1
                try:
                    same, said = _through_json(value) == value, repr(value)
                except (ValueError, TypeError) as exc:
                    same, said = False, str(exc)
                if not same:
                    failed.append(f"{card.name}: {parsed.sentence!r}: {said}"[:300])
            written = json.loads(json.dumps(traits_to_json(parsed.traits)))
            if traits_from_json(written).values() != parsed.traits.values():
                failed.append(f"{card.name}: {parsed.sentence!r}: the traits differ")
    return count, failed


def test_every_value_of_the_fixture_cards_reads_back_the_same() -> None:
    cards = list(cards_from_atomic(json.loads(FIXTURE.read_text(encoding="utf-8"))).cards)
    count, failed = _failures(cards)
    assert count > 1000  # the fixture's ~1,200 cards give over a thousand values
    assert failed == []


def test_every_value_of_the_built_in_cards_reads_back_the_same() -> None:
    count, failed = _failures(list(BUILTIN))
    assert count > 20
    assert failed == []


def test_every_trigger_effect_has_a_kind_a_block_trigger_reads() -> None:
    # renown and ingest are made by the rules from the keyword (702.112a,
    # 702.115a), never written: every other effect is read in "effects"
    made_by_rules = {RenownEffect, IngestEffect}
    effects = set(typing.get_args(TriggerEffect))
    assert effects - set(TRIGGER_EFFECTS) == made_by_rules
    assert (effects - made_by_rules) <= set(_CLASSES.values())


def test_a_field_named_kind_is_written_under_another_name() -> None:
    for cls in _CLASSES.values():
        if "kind" in {f.name for f in dataclasses.fields(cls)}:
            assert "kind" in FIELD_NAMES.get(cls, {}), cls.__name__


# ---------------------------------------------------------------------------
# the shapes that did not read back, parser-free
# ---------------------------------------------------------------------------

_ATTACKING = Selector(role="attacking", other=True)
_CASES: list[tuple[dict[str, Any], object]] = [
    # 509.1c: "target creature defending player controls blocks it this combat if able"
    (
        {
            "kind": "block_trigger",
            "events": ["attacks"],
            "effects": [
                {
                    "kind": "block_rule_effect",
                    "rule": "blocks_it",
                    "target_filter": {"controller": "defending"},
                }
            ],
        },
        BlockTrigger(
            ("attacks",),
            (BlockRuleEffect("blocks_it", target_filter=Selector(controller="defending")),),
        ),
    ),
    # 122.1: a named counter; the table's "kind" is the class, "counter" the counter
    (
        {"kind": "named_counter_effect", "counter": "gold", "target": "it"},
        NamedCounterEffect("gold", target="it"),
    ),
    (
        {"kind": "named_counter_effect", "counter": "-1/-1", "amount": 0, "remove": True},
        NamedCounterEffect("-1/-1", 0, remove=True),
    ),
    # 603.3d: "another target attacking creature gains flying until end of turn"
    (
        {
            "kind": "keyword_effect",
            "keyword": {"kind": "keyword", "name": "flying"},
            "target": "target",
            "target_filter": {"other": True, "role": "attacking"},
        },
        KeywordEffect(Keyword.FLYING, target="target", target_filter=_ATTACKING),
    ),
    # 115.1: "~ deals 3 damage to target player or planeswalker"
    (
        {"kind": "damage_effect", "amount": 3, "target": "target_player_or_walker"},
        DamageEffect(3, target="target_player_or_walker"),
    ),
    # 119.3: "target opponent loses 1 life"
    (
        {"kind": "life_effect", "amount": -1, "player": "target_opponent"},
        LifeEffect(-1, player="target_opponent"),
    ),
    # 810.1: "if your team controls another Warrior, tap target creature"
    (
        {"kind": "tap_effect", "target": "target", "target_filter": {"controller": "team"}},
        TapEffect(target="target", target_filter=Selector(controller="team")),
    ),
    # "~ gets +1/+1 until end of turn" (the permanent itself); "+X/+0 where X
    # is that spell's mana value" (202.3)
    (
        {"kind": "pump_effect", "target": "self", "power": 1, "per": "spell_mana_value"},
        PumpEffect(target="self", power=1, per="spell_mana_value"),
    ),
    # 122.1b: "return it to the battlefield ... with a flying counter on it"
    (
        {
            "kind": "return_effect",
            "unless_had": False,
            "counter": False,
            "dead": True,
            "keyword": "flying",
        },
        ReturnEffect(unless_had=False, counter=False, dead=True, keyword="flying"),
    ),
    # 305.7: "Nonbasic lands are Mountains."
    (
        {
            "kind": "static_effect",
            "affected": {"types": ["land"], "not_supertypes": ["basic"]},
            "set_land_types": ["mountain"],
        },
        StaticEffect(
            Selector(types=frozenset({"land"}), not_supertypes=frozenset({"basic"})),
            set_land_types=frozenset({"mountain"}),
        ),
    ),
]


@pytest.mark.parametrize(("data", "value"), _CASES)
def test_the_table_reads_as_the_value_and_the_value_writes_the_table(
    data: dict[str, Any], value: object
) -> None:
    assert ability_from_json(data) == value
    assert ability_to_json(value) == data


@pytest.mark.parametrize(
    "data",
    [  # written before these fixes: each still reads as it did
        {"kind": "block_trigger", "events": ["blocks"], "effects": [{"kind": "pump_effect"}]},
        {"kind": "keyword_effect", "keyword": "first strike", "target": "blockers"},
        {"kind": "damage_effect", "amount": 2, "target": "defending"},
        {"kind": "life_effect", "amount": 3},
        {"kind": "cant_block_sel", "selector": {"controller": "opponent", "tapped": False}},
    ],
)
def test_tables_written_before_read_the_same(data: dict[str, Any]) -> None:
    value = ability_from_json(data)
    assert ability_from_json(ability_to_json(value)) == value


# ---------------------------------------------------------------------------
# bad input: one line naming the field, with a "did you mean" when one is close
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "said"),
    [
        (
            {"kind": "life_effect", "amount": -1, "player": "target_oponent"},
            '"life_effect.player" must be ',
        ),
        (
            {"kind": "named_counter_effect", "countr": "gold"},
            '"named_counter_effect" has no field "countr"; did you mean "counter"?',
        ),
        ({"kind": "named_counter_effect"}, '"named_counter_effect" needs "counter"'),
        (
            {"kind": "named_counter_effect", "counter": "Gold"},
            '"named_counter_effect.counter" must be a kind of counter in lowercase',
        ),
        ({"kind": "return_effect", "keyword": "flyng"}, 'did you mean "flying"?'),
        (
            {"kind": "static_effect", "affected": {}, "set_land_types": ["mountian"]},
            '"static_effect.set_land_types" must be ',
        ),
        ({"kind": "block_rule_effect", "rule": "blocks"}, 'did you mean "blocks_it"?'),
        (
            {"kind": "cant_block_sel", "selector": {"controller": "teem"}},
            'selector "controller" must be one of',
        ),
    ],
)
def test_bad_input_is_one_line_naming_the_field(data: dict[str, Any], said: str) -> None:
    with pytest.raises(StructuredError) as caught:
        ability_from_json(data)
    message = str(caught.value)
    assert said in message and "\n" not in message


def test_a_misspelt_player_gets_a_did_you_mean() -> None:
    with pytest.raises(StructuredError, match='did you mean "target_opponent"'):
        ability_from_json({"kind": "life_effect", "amount": -1, "player": "target_oponent"})


@pytest.mark.parametrize(
    "data",
    [
        # 603.3d: "each" is carried out for damage and "can't block" only: a
        # keyword or a pump would reach the blockers instead
        {"kind": "keyword_effect", "keyword": "flying", "target": "each"},
        {"kind": "pump_effect", "power": 1, "target": "each"},
        # a damage effect never reaches "each attacking creature" (it would
        # go to the defending player)
        {"kind": "damage_effect", "amount": 1, "target": "attacking"},
        # 122.1b: a counter no keyword counter names
        {"kind": "return_effect", "keyword": "trample and haste"},
        # 305.7: land types set are basic land types
        {"kind": "static_effect", "affected": {}, "set_land_types": ["desert"]},
    ],
)
def test_words_the_rules_do_not_carry_out_are_refused(data: dict[str, Any]) -> None:
    with pytest.raises(StructuredError) as caught:
        ability_from_json(data)
    assert f'"{data["kind"]}.' in str(caught.value)


def test_the_words_still_carried_out_are_read() -> None:
    # controls of the refusals above: "each" for damage (120.3), "attacking" for a pump
    each = ability_from_json({"kind": "damage_effect", "amount": 1, "target": "each"})
    assert each == DamageEffect(1, target="each")
    pump = ability_from_json({"kind": "pump_effect", "power": 1, "target": "attacking"})
    assert pump == PumpEffect(target="attacking", power=1)


def test_target_is_read_for_exactly_the_effects_the_rules_choose_a_target_for() -> None:
    # 603.3d: the rules choose a target for these as the ability is put on the
    # stack; "target" in any other effect would reach nothing
    for cls in TRIGGER_EFFECTS:
        words = field_words(cls, "target") or ()
        assert ("target" in words) == (cls in _TARGETING), cls.__name__


@pytest.mark.parametrize(
    "data",
    [
        {"kind": "regenerate_effect", "target": "target"},  # no target chosen (603.3d)
        {"kind": "life_effect", "amount": -2, "player": "target_player_or_walker"},  # 120.3c
        {"kind": "life_total_effect", "total": 10, "player": "each_opponent"},  # 119.5
        {"kind": "discard_effect", "amount": 1, "player": "each_player"},
    ],
)
def test_players_and_targets_the_rules_do_not_reach_are_refused(data: dict[str, Any]) -> None:
    with pytest.raises(StructuredError, match=f'"{data["kind"]}.'):
        ability_from_json(data)
