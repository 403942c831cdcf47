"""Timeline spells that make damage unpreventable (615.12): "Damage can't be
prevented this turn." (Flaring Pain, Stomp, Wild Slash) and "The damage can't
be prevented." after the spell's own damage (Combust, Pinpoint Avalanche).
Prevention effects still apply but prevent none of the damage, and a shield
is not used up. Real cards' texts, each rule test with its control."""

from __future__ import annotations

from helpers import instants_catalog
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.timeline import end_turn_effects, run_combat, until_end_of_turn
from mtgcombat.rules.unpreventable import UnpreventableEffect
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import spell_from_json, spell_to_json

CARDS = {
    "Flaring Pain": (
        "Damage can't be prevented this turn.\nFlashback {R} (You may cast this card from your "
        "graveyard for its flashback cost. Then exile it.)"
    ),
    "Pinpoint Avalanche": (
        "Pinpoint Avalanche deals 4 damage to target creature. The damage can't be prevented."
    ),
    "Combust": (
        "This spell can't be countered.\nCombust deals 5 damage to target white or blue "
        "creature. The damage can't be prevented."
    ),
    "Stomp": "Damage can't be prevented this turn. Stomp deals 2 damage to any target.",
    "Wild Slash": (
        "Ferocious \u2014 If you control a creature with power 4 or greater, damage can't be "
        "prevented this turn.\nWild Slash deals 2 damage to any target."
    ),
    "Holy Day": "Prevent all combat damage that would be dealt this turn.",
    "Mending Hands": "Prevent the next 4 damage that would be dealt to any target this turn.",
}
CATALOG = instants_catalog(CARDS)

BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "ogre"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "knight"
controller = "B"
power = 2
toughness = 4
colors = ["white"]
"""


def _entry(card: str, who: str, after: str, target: str = "") -> str:
    chosen = f'targets = ["{target}"]\n' if target else ""
    return f'\n[[timeline]]\nafter = "{after}"\ncard = "{card}"\ncontroller = "{who}"\n{chosen}'


def _run(*entries: str) -> tuple[int, str, int]:
    scenario = parse_scenario(BOARD + "".join(entries), catalog=CATALOG)
    board = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    knight = board.permanent("knight")
    return board.player("B").life, knight.zone.value, knight.prevent_next


def test_unpreventable_damage_reads_from_the_cards() -> None:
    for name in ("Flaring Pain", "Pinpoint Avalanche", "Combust", "Stomp", "Wild Slash"):
        card = read_spell_card(CARDS[name], name)
        assert card.fully_modelled, name
        spell = card.spell()
        assert spell_from_json(spell_to_json(spell)) == spell
    own = read_spell_card(CARDS["Combust"], "Combust").spell().effects
    assert own[0] == UnpreventableEffect(own=True)  # before the damage it qualifies
    # control: the rider after a sentence that deals no damage is not read
    assert not read_spell_card(
        "Tap target creature. The damage can't be prevented.", "Nothing"
    ).fully_modelled


def test_615_12_a_fog_prevents_no_combat_damage_after_flaring_pain() -> None:
    assert (
        _run(
            _entry("Flaring Pain", "A", "declare-attackers"),
            _entry("Holy Day", "B", "declare-blockers"),
        )[0]
        == 17
    )
    # control: without Flaring Pain, Holy Day prevents the ogre's 3
    assert _run(_entry("Holy Day", "B", "declare-blockers"))[0] == 20


def test_615_12_615_7_a_shield_prevents_none_of_the_spells_own_damage() -> None:
    shield = _entry("Mending Hands", "B", "declare-attackers", "knight")
    # 4 damage that can't be prevented: the 2/4 knight dies, the shield unused
    assert _run(shield, _entry("Pinpoint Avalanche", "A", "declare-blockers", "knight"))[1:] == (
        "graveyard",
        4,
    )
    # control: Stomp's 2 damage is unpreventable too, the knight lives (2 of 4)
    assert _run(shield, _entry("Stomp", "A", "declare-blockers", "knight"))[1:] == (
        "battlefield",
        4,
    )


def test_615_12_the_damage_of_combust_only_its_own() -> None:
    # Combust's rider covers its own damage, not the ogre's combat damage
    life, zone, _ = _run(
        _entry("Combust", "A", "declare-attackers", "knight"),
        _entry("Holy Day", "B", "declare-blockers"),
    )
    assert (life, zone) == (20, "graveyard")
    # control: Flaring Pain covers all damage this turn, the ogre's too
    assert (
        _run(
            _entry("Flaring Pain", "A", "declare-attackers"),
            _entry("Holy Day", "B", "declare-blockers"),
        )[0]
        == 17
    )


def test_608_2c_wild_slash_makes_damage_unpreventable_only_with_ferocious() -> None:
    big = BOARD.replace("power = 3\ntoughness = 3", "power = 4\ntoughness = 4", 1)
    fog = _entry("Holy Day", "B", "declare-blockers")
    slash = _entry("Wild Slash", "A", "declare-attackers", "B")
    scenario = parse_scenario(big + slash + fog, catalog=CATALOG)
    board = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    assert board.player("B").life == 14  # 2 from Wild Slash, 4 from the ogre
    # control: with a 3/3, no creature of power 4: Holy Day prevents the ogre's
    assert _run(slash, fog)[0] == 18


def test_the_unpreventable_events_have_japanese() -> None:
    scenario = parse_scenario(
        BOARD
        + _entry("Flaring Pain", "A", "declare-attackers")
        + _entry("Holy Day", "B", "declare-blockers"),
        catalog=CATALOG,
    )
    events = run_combat(scenario.board, "current", scenario.timeline, auto=True).events
    made = next(e for e in events if e.kind == "damage_unpreventable")
    assert describe_event(made) == "timeline[0] (A): until end of turn, damage can't be prevented"
    assert (
        describe_event(made, "ja") == "timeline[0]（A）：ターン終了時まで、ダメージは軽減できない"
    )
    kept = next(e for e in events if e.kind == "damage_rule" and e.rule == "615.12")
    assert describe_event(kept).endswith("can't be prevented (the effect of timeline[0])")
    assert describe_event(kept, "ja").endswith("軽減できない（timeline[0]の効果）")


def test_514_2_the_effect_ends_in_the_cleanup_step() -> None:
    scenario = parse_scenario(
        BOARD + _entry("Flaring Pain", "A", "declare-attackers"), catalog=CATALOG
    )
    result = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
    assert result.board.player("A").unpreventable == (("timeline[0]", False),)
    board, events = end_turn_effects(result.board, until_end_of_turn(result.events))
    assert board.player("A").unpreventable == ()
    assert [describe_event(e, "ja") for e in events] == [
        "timeline[0]の効果（ダメージは軽減できない）が終わる"
    ]
    # control: a turn without the spell has no such effect to end
    plain = run_combat(parse_scenario(BOARD).board, RuleSet.CURRENT, (), auto=True)
    assert end_turn_effects(plain.board, until_end_of_turn(plain.events))[1] == ()
