"""602.2: activated abilities of permanents on the board, activated from
a scenario's timeline between the steps (issue 33, session 10). The
effect after the colon is read by the timeline's spell grammar, "~" being
the source (not targeted); the controller is the permanent's; costs
(602.2b, 118.3): mana counts as paid, "{T}" taps the source (which must be
untapped), "Sacrifice ~" sacrifices it first. Loyalty abilities (606.3),
"Activate only as a sorcery" (602.5d), other costs and unread effects are
refused with one line. Each test has its control."""

from __future__ import annotations

import pytest

from mtgcombat.cards.catalog import BUILTIN, Card, Catalog
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import ScenarioError, parse_scenario

CARDS = (
    Card(name="Fire Whelp", colors=("red",), power=2, toughness=2,
         text="{R}: Fire Whelp gets +1/+0 until end of turn."),
    Card(name="Bone Walker", colors=("black",), power=1, toughness=1,
         text="{B}: Regenerate Bone Walker. (The next time this creature would be destroyed "
         "this turn, it isn't. Instead tap it, remove all damage from it, and remove it "
         "from combat.)"),
    Card(name="Grove Healer", colors=("green",), power=1, toughness=1,
         text="{T}: Target creature gets +2/+2 until end of turn."),
    Card(name="Martyr Imp", colors=("black",), power=1, toughness=1,
         text="Sacrifice Martyr Imp: Destroy target nonblack creature."),
    Card(name="Two Tricks", colors=("red",), power=2, toughness=2,
         text="{R}: Two Tricks gets +1/+0 until end of turn.\n"
         "{1}{W}: Two Tricks gains first strike until end of turn."),
    Card(name="Slow Whelp", colors=("red",), power=2, toughness=2,
         text="{R}: Slow Whelp gets +3/+0 until end of turn. Activate only as a sorcery."),
    Card(name="Life Whelp", colors=("red",), power=2, toughness=2,
         text="Pay 2 life: Life Whelp gets +3/+0 until end of turn."),
    Card(name="Grave Whelp", colors=("black",), power=2, toughness=2,
         text="Exile a card from your graveyard: Grave Whelp gets +1/+1 until end of turn."),
    Card(name="Once Knight", colors=("white",), power=2, toughness=2,
         text="{1}: Once Knight gets +1/+1 until end of turn. Activate only once each turn."),
    Card(name="Ajani Test", types=("planeswalker",), colors=("white",),
         text="+1: Target creature gets +1/+1 until end of turn."),
)  # fmt: skip
CATALOG = BUILTIN.plus(Catalog.of(CARDS))


def _board(attacker: str, blocker: str, entry: str, *, tapped: bool = False) -> str:
    return f"""
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "att"
{attacker}
controller = "A"
attacking = "B"
[[permanents]]
id = "blk"
{blocker}
controller = "B"
blocking = ["att"]
tapped = {str(tapped).lower()}
{entry}"""


def _run(text: str, rules: str = "current") -> dict[str, str]:
    scenario = parse_scenario(text, catalog=CATALOG)
    result = run_combat(scenario.board, rules, scenario.timeline, auto=True)
    return {p.id: p.zone.value for p in result.board.permanents}


def _fail(text: str) -> ScenarioError:
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(text, catalog=CATALOG)
    return caught.value


ACTIVATE = '[[timeline]]\nafter = "declare-blockers"\nactivate = "{id}"\n'
OGRE = "power = 3\ntoughness = 3"


@pytest.mark.parametrize("rules", ["2023", "current"])
def test_602_2_firebreathing_between_blocks_and_damage(rules: str) -> None:
    # Fire Whelp 2/2 blocks a 3/3: pumped to 3/2 it kills the 3/3 (both die)
    entry = ACTIVATE.format(id="blk")
    zones = _run(_board(OGRE, 'card = "Fire Whelp"', entry), rules)
    assert zones == {"att": "graveyard", "blk": "graveyard"}
    # control: not activated, the 3/3 survives 2 damage
    zones = _run(_board(OGRE, 'card = "Fire Whelp"', ""), rules)
    assert zones == {"att": "battlefield", "blk": "graveyard"}


@pytest.mark.parametrize("rules", ["2023", "current"])
def test_602_2_regenerate_source(rules: str) -> None:
    entry = ACTIVATE.format(id="blk")
    zones = _run(_board(OGRE, 'card = "Bone Walker"', entry), rules)
    assert zones["blk"] == "battlefield"  # a shield replaces its destruction (701.19a)
    assert _run(_board(OGRE, 'card = "Bone Walker"', ""), rules)["blk"] == "graveyard"


def test_602_2b_tap_cost_taps_the_source() -> None:
    entry = ACTIVATE.format(id="blk") + 'targets = ["blk"]\n'
    bears = "power = 2\ntoughness = 2"
    scenario = parse_scenario(_board(bears, 'card = "Grove Healer"', entry), catalog=CATALOG)
    result = run_combat(scenario.board, "current", scenario.timeline, auto=True)
    healer = result.board.permanent("blk")
    assert healer.zone.value == "battlefield" and healer.tapped  # 3/3 survives 2 damage
    assert _run(_board(bears, 'card = "Grove Healer"', ""))["blk"] == "graveyard"
    assert "ability_activated" in [e.kind for e in result.events]
    # control: the healer already tapped cannot pay {T} (118.3)
    tapped = _board(bears, 'card = "Grove Healer"', entry, tapped=True)
    scenario = parse_scenario(tapped.replace('blocking = ["att"]\n', ""), catalog=CATALOG)
    with pytest.raises(ValueError, match="activate"):
        run_combat(scenario.board, "current", scenario.timeline, auto=True)


def test_602_2b_attacking_creature_without_vigilance_cannot_tap() -> None:
    entry = ACTIVATE.format(id="att") + 'targets = ["att"]\n'
    bears = "power = 2\ntoughness = 2"
    scenario = parse_scenario(_board('card = "Grove Healer"', bears, entry), catalog=CATALOG)
    with pytest.raises(ValueError, match="activate"):
        run_combat(scenario.board, "current", scenario.timeline, auto=True)
    # control: with vigilance it stays untapped as it attacks (702.20b) and pays {T}
    vigilant = _board('card = "Grove Healer"\nkeywords = ["vigilance"]', bears, entry)
    scenario = parse_scenario(vigilant, catalog=CATALOG)
    result = run_combat(scenario.board, "current", scenario.timeline, auto=True)
    zones = {p.id: p.zone.value for p in result.board.permanents}
    assert zones == {"att": "battlefield", "blk": "graveyard"}  # a 3/3 now


def test_608_2h_sacrifice_cost_removes_the_source_first() -> None:
    entry = ACTIVATE.format(id="blk") + 'targets = ["att"]\n'
    zones = _run(_board(OGRE, 'card = "Martyr Imp"', entry))
    assert zones == {"att": "graveyard", "blk": "graveyard"}
    # control: not activated, the imp dies to the ogre and the ogre lives
    assert _run(_board(OGRE, 'card = "Martyr Imp"', "")) == {
        "att": "battlefield",
        "blk": "graveyard",
    }


def test_602_2_ability_index() -> None:
    two = _board(OGRE, 'card = "Two Tricks"', ACTIVATE.format(id="blk"))
    assert _fail(two).problem.startswith("Two Tricks has 2 activated abilities")
    # 2/2 with first strike kills nothing (2 < 3) but the +1/+0 (ability 1) trades
    first = _run(two + "ability = 1\n")
    assert first == {"att": "graveyard", "blk": "graveyard"}
    second = _run(two + "ability = 2\n")
    assert second == {"att": "battlefield", "blk": "graveyard"}
    assert _fail(two + "ability = 3\n").field_path == "timeline[0].ability"


def test_602_2_refusals() -> None:
    missing = _fail(_board(OGRE, 'card = "Fire Whelp"', ACTIVATE.format(id="nobody")))
    assert missing.field_path == "timeline[0].activate" and missing.rule == "602.2"
    sorcery = _fail(_board(OGRE, 'card = "Slow Whelp"', ACTIVATE.format(id="blk")))
    assert sorcery.rule == "602.5d" and sorcery.field_path == "timeline[0].ability"
    grave = _fail(_board(OGRE, 'card = "Grave Whelp"', ACTIVATE.format(id="blk")))
    assert grave.rule == "602.2b, 118.3" and "Exile a card" in grave.problem
    other = _fail(
        _board(OGRE, 'card = "Fire Whelp"', ACTIVATE.format(id="blk") + 'controller = "A"\n')
    )
    assert other.field_path == "timeline[0].controller"
    # control of the refusals: the same entry with the permanent's controller is read
    parse_scenario(
        _board(OGRE, 'card = "Fire Whelp"', ACTIVATE.format(id="blk") + 'controller = "B"\n'),
        catalog=CATALOG,
    )


def test_606_3_loyalty_ability_refused() -> None:
    board = _board(OGRE, 'card = "Fire Whelp"', "")
    walker = '[[permanents]]\nid = "ajani"\ncard = "Ajani Test"\ncontroller = "B"\n'
    walker += "counters = { loyalty = 3 }\n"
    entry = ACTIVATE.format(id="ajani") + 'targets = ["blk"]\n'
    error = _fail(board + walker + entry)
    assert error.rule == "606.3" and error.field_path == "timeline[0].ability"


def test_602_2_japanese_messages() -> None:
    error = _fail(_board(OGRE, 'card = "Slow Whelp"', ACTIVATE.format(id="blk")))
    assert "ソーサリー" in error.message("ja")


def test_119_4_pay_life_cost() -> None:
    # Life Whelp 2/2 blocks a 3/3 and pays 2 life: 5/2, it kills the 3/3
    board = _board(OGRE, 'card = "Life Whelp"', ACTIVATE.format(id="blk"))
    scenario = parse_scenario(board, catalog=CATALOG)
    result = run_combat(scenario.board, "current", scenario.timeline, auto=True)
    assert result.board.permanent("att").zone.value == "graveyard"
    assert result.board.player("B").life == 18  # paying life is losing it (119.4)
    assert ("life_lost", "119.4") in [(e.kind, e.rule) for e in result.events]
    # control: with 1 life, 2 life cannot be paid (119.4)
    poor = board.replace("[players.B]\n", "[players.B]\nlife = 1\n", 1)
    scenario = parse_scenario(poor, catalog=CATALOG)
    with pytest.raises(ValueError, match="activate"):
        run_combat(scenario.board, "current", scenario.timeline, auto=True)


def test_602_5b_once_each_turn() -> None:
    # Once Knight 2/2 blocks a 3/3: activated once it is 3/3 and both die
    board = _board(OGRE, 'card = "Once Knight"', ACTIVATE.format(id="blk"))
    assert _run(board) == {"att": "graveyard", "blk": "graveyard"}
    # control: a second activation the same turn is refused (602.5b)
    error = _fail(board + ACTIVATE.format(id="blk"))
    assert error.rule == "602.5b" and error.field_path == "timeline[1].activate"
