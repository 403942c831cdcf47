"""Two more fogs cast from the timeline (615.1): "Prevent all combat damage
that would be dealt by unblocked creatures this turn." (Snag: an attacking
creature no blocker was declared for, 509.1h, read as the damage would be
dealt) and "Prevent all damage that creatures would deal to players this
turn." (Chameleon Blur). Each rule test has a control where the fog must
not apply, and the fog is said in Japanese (issue 33, session 11)."""

from __future__ import annotations

from mtgcombat.core.fog_events import FogAdded
from mtgcombat.core.fog_values import FogEffect
from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spells import parse_spell, spell_from_json, spell_to_json

SNAG = "Prevent all combat damage that would be dealt by unblocked creatures this turn."
BLUR = "Prevent all damage that creatures would deal to players this turn."

# A's 3/3 giant attacks B unblocked; A's 2/2 bear attacks B and is blocked by
# B's 2/2 guard. The spell is cast by B after blockers are declared.
BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "giant"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
attacking = "B"
[[permanents]]
id = "guard"
controller = "B"
power = 2
toughness = 2
blocking = ["bear"]
[[timeline]]
after = "{after}"
effect = "{spell}"
controller = "B"
"""


def _run(spell: str, after: str = "declare-blockers") -> tuple[Board, list[str]]:
    scenario = parse_scenario(BOARD.format(spell=spell, after=after))
    result = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
    return result.board, [e.kind for e in result.events]


def test_the_sentences_read() -> None:
    assert parse_spell(SNAG).effects == (FogEffect(by="unblocked"),)
    assert parse_spell(BLUR).effects == (FogEffect(to="players", by="creatures", combat=False),)
    for text in (SNAG, BLUR):
        spell = parse_spell(text)
        assert spell_from_json(spell_to_json(spell)) == spell
    snag = "You may discard a Forest card rather than pay this spell's mana cost.\n" + SNAG
    assert read_spell_card(snag, "Snag").fully_modelled
    # control: a fog by creatures a target player controls is not read
    # (creatures of some quality are, since session 13: test_rules_615_1_fog_sources.py)
    assert not read_spell_card(
        "Prevent all combat damage that would be dealt this turn by creatures target opponent "
        "controls.",
        "Encircling Fissure",
    ).fully_modelled


def test_the_fogs_in_japanese() -> None:
    event = FogAdded("615.1", "B", FogEffect(by="unblocked").code, (), "timeline[0]")
    assert describe_event(event) == (
        "timeline[0] (B): until end of turn, all combat damage that would be dealt by unblocked "
        "creatures is prevented"
    )
    assert "ブロックされていないクリーチャーによって" in describe_event(event, "ja")


def test_509_1h_snag_prevents_the_unblocked_attackers_damage_only() -> None:
    board, kinds = _run(SNAG)
    assert board.player("B").life == 20 and "fog_prevents_damage" in kinds
    # the blocked bear is no unblocked creature: it and the guard trade
    assert board.permanent("bear").zone.value == "graveyard"
    assert board.permanent("guard").zone.value == "graveyard"


def test_509_1h_control_snag_is_read_as_the_damage_is_dealt() -> None:
    # cast after attackers are declared, before any block: the guard still
    # blocks the bear, which is then blocked as the damage is dealt
    board, _ = _run(SNAG, "declare-attackers")
    assert board.player("B").life == 20
    assert board.permanent("guard").zone.value == "graveyard"


def test_615_1_chameleon_blur_prevents_damage_to_players_not_to_creatures() -> None:
    board, kinds = _run(BLUR)
    assert board.player("B").life == 20 and "fog_prevents_damage" in kinds
    # control: damage creatures deal to creatures is dealt
    assert board.permanent("bear").zone.value == "graveyard"
    assert board.permanent("guard").zone.value == "graveyard"
