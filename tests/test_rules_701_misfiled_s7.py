"""Issue 33 (session 7, "never silently wrong"): instants' lines that were
labelled "no effect on blocks or combat damage" although they change a
combat, and creature or Aura lines the same.

* A spell's line that names an artifact or a permanent (which may be a
  creature: an artifact creature, 301.7; 110.1) or regeneration (701.19a,
  which replaces a destruction by lethal damage) touches combat
  (:func:`mtgcombat.text.spell_cards.touches_combat`): "Destroy target
  artifact." (Shatter), "Regenerate target permanent." (Reknit) are carried
  out by the spell reader, and a line it cannot read is refused. Artifacts
  counted for a cost (affinity, 702.41a) or named as cards (108.3) are not.
* A static line whose sizes are letters ("gets +X/+Y", Aspect of Wolf) or
  that makes a permanent a creature of a size ("enchanted land is a 3/3
  black Ooze creature", 205.1b, 613.1d) mentions combat: never "no
  effect" (a Zendikon's whole line is carried out, layer 7b; a sentence
  alone, or a group of lands made creatures, is refused).

Each outcome is worked out by hand; each test has a control.
"""

from __future__ import annotations

from helpers import instants_catalog
from mtgcombat.cards.mtgjson import _spell_json
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.parser import parse_sentence, parse_text
from mtgcombat.text.spell_cards import touches_combat

CARDS = {
    "Reknit": "Regenerate target permanent.",
    "Shatter": "Destroy target artifact.",
}
CATALOG = instants_catalog(CARDS)

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
id = "wall"
controller = "B"
types = ["artifact", "creature"]
power = 2
toughness = 2
blocking = ["giant"]
"""


def _line(text: str) -> str:
    return str(_spell_json(parse_sentence(text))["status"])


def test_a_spell_line_on_an_artifact_permanent_or_regeneration_touches_combat() -> None:
    assert _line("Destroy target artifact.") == "modelled"
    assert _line("Regenerate target permanent.") == "modelled"
    assert _line("Return target permanent to its owner's hand.") == "modelled"
    assert touches_combat("Regenerate target Beast.")
    # a line the spell reader cannot read is refused, not "no effect"
    assert _line(
        "Choose target artifact or enchantment. Its owner shuffles it into their library."
    ) == ("unmodelled")
    # controls: artifacts counted for a cost, cards, a noncreature artifact
    for text in (
        "Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)",
        "Return target artifact or enchantment card from your graveyard to your hand.",
        "Destroy target noncreature artifact.",
        "Destroy target land.",
    ):
        assert not touches_combat(text), text
        assert _line(text) == "no_effect", text


def test_letter_sizes_and_animated_lands_are_never_no_effect() -> None:
    for text in (
        "Enchanted creature gets +X/+Y, where X is half the number of Forests you control, "
        "rounded down, and Y is half the number of Forests you control, rounded up.",
        "Enchanted land is a 3/3 black Ooze creature. It's still a land.",
        "All lands are 1/1 creatures that are still lands.",
    ):
        assert parse_sentence(text).status == "unmodelled", text
    zendikon = parse_text(
        "Enchanted land is a 3/3 black Ooze creature. It's still a land.", name="Zendikon"
    )
    assert [p.status for p in zendikon] == ["modelled"]
    # control: a token made (not a permanent that is a creature) stays as it was
    assert parse_sentence("Create a 1/1 white Soldier creature token.").status == "no_effect"


def _result(text: str) -> tuple[bool, bool, int]:
    scenario = parse_scenario(text, catalog=CATALOG)
    board = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True).board
    wall = board.permanent("wall")
    return board.permanent("giant").on_battlefield, wall.on_battlefield, wall.damage


def _cast(card: str) -> str:
    return (
        f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\ntargets = ["wall"]\n'
        'controller = "B"\n'
    )


def test_701_19a_the_regenerated_blocker_stays() -> None:
    # the giant's 3 damage is lethal to the 2/2: the shield replaces its
    # destruction and removes its damage (701.19a)
    assert _result(BOARD + _cast("Reknit")) == (True, True, 0)
    # control: without the shield it is destroyed (704.5g)
    assert _result(BOARD)[:2] == (True, False)


def test_701_8a_the_destroyed_artifact_blocker_deals_no_damage() -> None:
    # the artifact creature is destroyed before damage; the giant stays
    # blocked (509.1h) and deals no damage to anyone
    scenario = parse_scenario(BOARD + _cast("Shatter"), catalog=CATALOG)
    result = run_combat(scenario.board, RuleSet.CURRENT, scenario.timeline, auto=True)
    assert not result.board.permanent("wall").on_battlefield
    assert result.board.player("B").life == 20
    assert result.board.permanent("giant").damage == 0
    # control: without the spell the blocker deals its 2 to the giant
    control = parse_scenario(BOARD, catalog=CATALOG)
    result = run_combat(control.board, RuleSet.CURRENT, control.timeline, auto=True)
    assert result.board.permanent("giant").damage == 2
