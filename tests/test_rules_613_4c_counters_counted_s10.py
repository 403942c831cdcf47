"""Pumps counted from counters (issue 33, session 10), read from their printed
wording and applied in layer 7c (613.4c), with a control where the line must
not apply:

* "Equipped creature gets +1/+1 for each counter on it." (Luxior, Giada's
  Gift): "it" is the creature the Equipment is attached to (301.5), which
  counts its own counters of every kind (122.1).
* "Equipped creature gets +1/+1 for each counter on ~." (Gavel of the
  Righteous) and "... +X/+X, where X is the number of charge counters on ~."
  (Opaline Bracers): the counters on the Equipment itself.
* "Each Fungus creature gets +1/+1 for each spore counter on it." (Thelon of
  Havenwood): each Fungus counts the spore counters on itself.
* "As long as ~ has four or more counters on it, equipped creature has double
  strike." (Gavel of the Righteous): the condition reads the Equipment's own
  counters (611.3a), not the creature's.
* "Enchanted creature gets +1/+1 for each +1/+1 counter on other creatures you
  control." (Gleam of Authority) stays unmodelled: "other" could be other than
  the Aura or than the creature it enchants.

Each outcome is worked out by hand from the printed text.
"""

from __future__ import annotations

import json
from collections.abc import Mapping

from mtgcombat.core.abilities import CardCount, CounterCount, Distinct, Keyword, StaticEffect
from mtgcombat.core.conditions import CountersOn
from mtgcombat.core.model import Board, Zone
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence

CURRENT = RuleSet.CURRENT
_LUXIOR = "Equipped creature gets +1/+1 for each counter on it."
_GAVEL = "Equipped creature gets +1/+1 for each counter on ~."
_BRACERS = "Equipped creature gets +X/+X, where X is the number of charge counters on ~."
_THELON = "Each Fungus creature gets +1/+1 for each spore counter on it."
_GLEAM = "Enchanted creature gets +1/+1 for each +1/+1 counter on other creatures you control."


def _board(*permanents: dict[str, object]) -> Board:
    doc = {
        "rules": "current",
        "active_player": "A",
        "players": {"A": {}, "B": {}},
        "permanents": list(permanents),
    }
    return parse_scenario(json.dumps(doc), "json").board


def _equipment(text: str, on: str, **kw: object) -> dict[str, object]:
    return {
        "id": "gear",
        "controller": "A",
        "types": ["artifact"],
        "subtypes": ["equipment"],
        "attached_to": on,
        "abilities": [text],
        **kw,
    }


def _bear(pid: str, controller: str = "A", **kw: object) -> dict[str, object]:
    return {"id": pid, "controller": controller, "power": 2, "toughness": 2, **kw}


def _pt(board: Board) -> dict[str, tuple[int, int]]:
    done = apply_static_effects(board)
    return {p.id: (p.current_power, p.current_toughness) for p in done.permanents if p.is_creature}


# ---------------------------------------------------------------------------
# the parser
# ---------------------------------------------------------------------------


def test_parse_counters_on_it_are_the_hosts_own() -> None:
    [static] = parse_sentence(_LUXIOR).traits.statics
    assert isinstance(static, StaticEffect)
    assert static.per == CounterCount("any") and static.per_each


def test_parse_counters_on_the_equipment_are_the_sources() -> None:
    for sentence, kind in ((_GAVEL, "any"), (_BRACERS, "charge")):
        [static] = parse_sentence(sentence, name="Gear").traits.statics
        assert isinstance(static, StaticEffect)
        assert static.per == CounterCount(kind) and not static.per_each


def test_parse_other_creatures_beside_a_host_is_refused() -> None:
    parsed = parse_sentence(_GLEAM)
    assert parsed.status == "unmodelled"
    assert "other creatures" in (parsed.error or "")


def test_counted_counters_render_in_english_and_japanese() -> None:
    [static] = parse_sentence(_LUXIOR).traits.statics
    assert "counters on itself" in describe_value(static, "en")
    assert "それ自身の上に置かれているカウンター" in describe_value(static, "ja")


# ---------------------------------------------------------------------------
# the layers (613.4c)
# ---------------------------------------------------------------------------


def test_613_4c_equipped_creature_counts_every_kind_of_counter_on_itself() -> None:
    # a 2/2 with a +1/+1 counter and an ice counter: 3/3, then +2/+2 = 5/5;
    # the control has the same counters and no Equipment: 3/3
    counters = {"+1/+1": 1, "ice": 1}
    board = _board(
        _bear("host", counters=counters),
        _bear("other", counters=counters),
        _equipment(_LUXIOR, "host", counters={"charge": 3}),
    )
    assert _pt(board) == {"host": (5, 5), "other": (3, 3)}


def test_613_4c_counters_on_the_equipment_pump_the_creature_it_equips() -> None:
    # three charge counters on the Equipment: +3/+3 on the 2/2 it equips
    board = _board(_bear("host"), _equipment(_BRACERS, "host", counters={"charge": 3}))
    assert _pt(board)["host"] == (5, 5)


def test_613_4c_control_counters_on_the_host_are_not_the_equipments() -> None:
    # the charge counters are on the creature, none on the Equipment: +0/+0
    board = _board(_bear("host", counters={"charge": 3}), _equipment(_BRACERS, "host"))
    assert _pt(board)["host"] == (2, 2)
    # "for each counter on ~" reads the Equipment's counters of every kind
    gavel = _board(
        _bear("host", counters={"ice": 2}),
        _equipment(_GAVEL, "host", counters={"charge": 1, "+1/+1": 1}),
    )
    assert _pt(gavel)["host"] == (4, 4)


def test_613_4c_each_fungus_counts_its_own_spore_counters() -> None:
    thelon = {
        "id": "thelon",
        "controller": "A",
        "power": 2,
        "toughness": 2,
        "abilities": [_THELON],
    }
    board = _board(
        thelon,
        _bear("spored", subtypes=["fungus"], counters={"spore": 2}),
        _bear("bare", controller="B", subtypes=["fungus"]),
        _bear("plain", counters={"spore": 1}),  # control: not a Fungus
    )
    pts = _pt(board)
    assert pts["spored"] == (4, 4)
    assert pts["bare"] == (2, 2)
    assert pts["plain"] == (2, 2)


# ---------------------------------------------------------------------------
# a condition on the Equipment itself (122.1, 611.3a)
# ---------------------------------------------------------------------------

_GAVEL_STRIKE = (
    "As long as Gavel has four or more counters on it, equipped creature has double strike."
)


def test_parse_counters_on_the_equipment_are_its_own_condition() -> None:
    [static] = parse_sentence(_GAVEL_STRIKE, name="Gavel").traits.statics
    assert isinstance(static, StaticEffect)
    assert static.affected.host
    assert static.condition == CountersOn("any", ">=", 4)
    # the host's condition, "equipped creature ... as long as it has ...", stays the host's
    [hosts] = parse_sentence(
        "Equipped creature has flying as long as it has a charge counter on it."
    ).traits.statics
    assert isinstance(hosts, StaticEffect)
    assert hosts.condition != CountersOn("charge", ">=", 1)


def _gavel_board(gear: dict[str, int], bear: dict[str, int]) -> Board:
    attacker = _bear("host", attacking="B", counters=bear)
    blocker = {"id": "wall", "controller": "B", "power": 0, "toughness": 4, "blocking": ["host"]}
    return _board(attacker, blocker, _equipment(_GAVEL_STRIKE, "host", name="Gavel", counters=gear))


def test_611_3a_four_counters_on_the_equipment_give_double_strike() -> None:
    # the 2/2 with double strike deals 2 in the first-strike step and 2 in the regular
    # step (702.4b, 510.4): 4 damage destroys the 0/4 wall
    board = _gavel_board({"charge": 4}, {})
    assert apply_static_effects(board).permanent("host").has(Keyword.DOUBLE_STRIKE)
    after = resolve_combat(board, CURRENT, auto=True).board
    assert after.permanent("wall").zone is Zone.GRAVEYARD


def test_611_3a_control_counters_on_the_creature_are_not_the_equipments() -> None:
    # three counters on the Equipment, four ice counters on the creature: no double
    # strike, 2 damage, and the 0/4 wall survives
    board = _gavel_board({"charge": 3}, {"ice": 4})
    assert not apply_static_effects(board).permanent("host").has(Keyword.DOUBLE_STRIKE)
    after = resolve_combat(board, CURRENT, auto=True).board
    assert after.permanent("wall").zone is Zone.BATTLEFIELD


# ---------------------------------------------------------------------------
# "for each of its colors" (105.1)
# ---------------------------------------------------------------------------

_COLORS = "Equipped creature gets +1/+0 for each of its colors."


def test_parse_its_colors_are_the_hosts() -> None:
    [static] = parse_sentence(_COLORS).traits.statics
    assert isinstance(static, StaticEffect)
    assert isinstance(static.per, Distinct) and static.per.of == "colors"
    assert static.per.selector.host
    # a group's "its" is each creature's own colors (613.4c, 105.1): read
    # since session 11 (tests/test_rules_613_4c_for_each_of_its_colors.py)
    parsed = parse_sentence(
        "Each other multicolored creature you control gets +1/+1 for each of its colors."
    )
    assert parsed.status == "modelled"
    assert "マルチ" not in describe_value(static, "ja") and "色の数" in describe_value(static, "ja")


def test_613_4c_a_two_colored_host_gets_plus_two() -> None:
    board = _board(_bear("host", colors=["white", "blue"]), _equipment(_COLORS, "host"))
    assert _pt(board)["host"] == (4, 2)


def test_613_4c_control_a_colorless_host_gets_nothing() -> None:
    # colorless is no color (105.2c); the colored bear next to it is not equipped
    board = _board(
        _bear("host"),
        _bear("pal", colors=["white", "blue"]),
        _equipment(_COLORS, "host"),
    )
    assert _pt(board) == {"host": (2, 2), "pal": (2, 2)}


# ---------------------------------------------------------------------------
# "its controller's hand / graveyard": the host's controller's cards
# ---------------------------------------------------------------------------

_AUTHORITY = "Enchanted creature gets +1/+1 for each card in its controller's hand."
_APPROACH = (
    "Enchanted creature gets -X/-X, where X is the number of creature cards in its "
    "controller's graveyard."
)


def _players_board(players: Mapping[str, object], line: str) -> Board:
    aura = {
        "id": "aura",
        "controller": "B",
        "types": ["enchantment"],
        "subtypes": ["aura"],
        "attached_to": "host",
        "abilities": [line],
    }
    doc = {
        "rules": "current",
        "active_player": "A",
        "players": players,
        "permanents": [_bear("host"), aura],
    }
    return parse_scenario(json.dumps(doc), "json").board


def test_parse_its_controllers_cards_are_counted_for_each() -> None:
    [hand] = parse_sentence(_AUTHORITY).traits.statics
    assert isinstance(hand, StaticEffect)
    assert hand.per == CardCount("hand") and hand.per_each
    [grave] = parse_sentence(_APPROACH).traits.statics
    assert isinstance(grave, StaticEffect) and grave.per_each
    assert isinstance(grave.per, CardCount) and grave.per.cards is not None
    assert "its controller's hand" in describe_value(hand, "en")
    assert "そのコントローラーの手札" in describe_value(hand, "ja")


def test_613_4c_the_enchanted_creatures_controllers_hand_counts() -> None:
    # A controls the bear and holds 3 cards; B, the Aura's controller, holds 6: +3/+3
    board = _players_board({"A": {"hand": 3}, "B": {"hand": 6}}, _AUTHORITY)
    assert _pt(board)["host"] == (5, 5)


def test_613_4c_control_the_auras_controllers_hand_doesnt() -> None:
    board = _players_board({"A": {"hand": 0}, "B": {"hand": 6}}, _AUTHORITY)
    assert _pt(board)["host"] == (2, 2)


def test_613_4c_creature_cards_in_its_controllers_graveyard() -> None:
    # one creature card in A's graveyard (the instant doesn't count), three in B's: -1/-1
    players = {
        "A": {"graveyard": ["creature", "instant"]},
        "B": {"graveyard": ["creature", "creature", "creature"]},
    }
    assert _pt(_players_board(players, _APPROACH))["host"] == (1, 1)
    # control: no creature card in A's graveyard
    players["A"] = {"graveyard": ["instant"]}
    assert _pt(_players_board(players, _APPROACH))["host"] == (2, 2)
