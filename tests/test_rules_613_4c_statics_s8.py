"""Static abilities of issue 33, session 8: lords naming several groups and
conditions that read a graveyard, each read from its printed wording and
applied by the layers (613.1f abilities, 613.4c pumps; 611.3a: a static
ability's effect applies while its condition holds), with a control where
the line must not apply.

* "Skeletons, Vampires, and Zombies you control get +1/+1." (a list of
  three or more), "Zombies and Skeletons you control get +1/+1." (the "you
  control" reads with each noun: an opponent's Zombie gets nothing),
  "Other snow and Zombie creatures you control get +1/+1." (either quality).
* "Zombie tokens you control have flying." (111.1: tokens only).
* "... as long as an opponent has eight or more cards in their graveyard",
  "... as long as there are ten or more cards in a single graveyard" (404.1:
  the board's ``graveyard`` of each player).

Each outcome is worked out by hand from the printed text.
"""

from __future__ import annotations

import pytest

from mtgcombat.core.abilities import Keyword, Selector, StaticEffect
from mtgcombat.core.conditions import CardsIn, PermanentCount
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence

_OPPONENT_EIGHT = "~ gets +3/+0 as long as an opponent has eight or more cards in their graveyard."
_SINGLE_TEN = "~ gets +3/+0 as long as there are ten or more cards in a single graveyard."


def _static(sentence: str, name: str = "") -> StaticEffect:
    parsed = parse_sentence(sentence, name=name)
    assert parsed.status == "modelled", parsed.error
    (static,) = parsed.traits.statics
    assert isinstance(static, StaticEffect)
    return static


def _creature(pid: str, controller: str, *, subtypes: str = "", extra: str = "") -> str:
    subs = ", ".join(f'"{s}"' for s in subtypes.split()) if subtypes else ""
    return (
        f'[[permanents]]\nid = "{pid}"\ncontroller = "{controller}"\npower = 2\n'
        f"toughness = 2\nsubtypes = [{subs}]\n{extra}"
    )


def _lord(sentence: str) -> str:
    line = sentence.replace('"', '\\"')
    return (
        '[[permanents]]\nid = "lord"\ncontroller = "A"\nname = "Lord"\npower = 1\n'
        f'toughness = 1\nsubtypes = ["zombie"]\nabilities = ["{line}"]\n'
    )


def _powers(*parts: str) -> dict[str, int]:
    text = 'active_player = "A"\n[players.A]\n[players.B]\n' + "".join(parts)
    board = apply_static_effects(parse_scenario(text).board)
    return {p.id: p.current_power for p in board.permanents}


# ---------------------------------------------------------------------------
# the parser
# ---------------------------------------------------------------------------


def test_parse_a_list_of_three_subtypes_each_you_control() -> None:
    static = _static("Skeletons, Vampires, and Zombies you control get +1/+1.")
    parts = static.affected.any_of
    assert [sorted(p.subtypes) for p in parts] == [["skeleton"], ["vampire"], ["zombie"]]
    assert {p.controller for p in parts} == {"you"}


def test_parse_two_subtypes_the_you_control_reads_with_both() -> None:
    parts = _static("Zombies and Skeletons you control get +1/+1.").affected.any_of
    assert [p.controller for p in parts] == ["you", "you"]


def test_parse_other_snow_and_zombie_creatures() -> None:
    parts = _static("Other snow and Zombie creatures you control get +1/+1.").affected.any_of
    assert [(sorted(p.supertypes), sorted(p.subtypes)) for p in parts] == [
        (["snow"], []),
        ([], ["zombie"]),
    ]
    assert all(p.other and p.controller == "you" for p in parts)


def test_parse_zombie_tokens_you_control() -> None:
    affected = _static("Zombie tokens you control have flying.").affected
    assert (affected.token, sorted(affected.subtypes), affected.controller) == (
        True,
        ["zombie"],
        "you",
    )


@pytest.mark.parametrize(
    ("sentence", "who", "value"),
    [
        (_OPPONENT_EIGHT, "opponent", 8),
        (_SINGLE_TEN, "player", 10),
    ],
)
def test_parse_graveyard_conditions(sentence: str, who: str, value: int) -> None:
    assert _static(sentence, name="X").condition == CardsIn("graveyard", ">=", value, who)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------
# lords naming several groups (613.4c)
# ---------------------------------------------------------------------------


def test_613_4c_three_subtypes_each_get_plus_one() -> None:
    got = _powers(
        _lord("Skeletons, Vampires, and Zombies you control get +1/+1."),
        _creature("skeleton", "A", subtypes="skeleton"),
        _creature("vampire", "A", subtypes="vampire"),
        _creature("human", "A", subtypes="human"),
    )
    # the lord is a Zombie itself (no "other"): 1 + 1
    assert got == {"lord": 2, "skeleton": 3, "vampire": 3, "human": 2}


def test_613_4c_you_control_reads_with_each_noun_opponents_zombie_unchanged() -> None:
    got = _powers(
        _lord("Zombies and Skeletons you control get +1/+1."),
        _creature("mine", "A", subtypes="zombie"),
        _creature("theirs", "B", subtypes="zombie"),
    )
    # control: A's Zombie gets +1/+1, B's Zombie does not (it did before)
    assert (got["mine"], got["theirs"]) == (3, 2)


def test_613_4c_other_snow_and_zombie_creatures() -> None:
    got = _powers(
        _lord("Other snow and Zombie creatures you control get +1/+1."),
        _creature("snowy", "A", extra='supertypes = ["snow"]\n'),
        _creature("zombie", "A", subtypes="zombie"),
        _creature("plain", "A"),
        _creature("their_snow", "B", extra='supertypes = ["snow"]\n'),
    )
    # "other": the lord (a Zombie) is left out; neither the plain creature
    # nor an opponent's snow creature gets it
    assert got == {"lord": 1, "snowy": 3, "zombie": 3, "plain": 2, "their_snow": 2}


# ---------------------------------------------------------------------------
# Zombie tokens (111.1, 613.1f)
# ---------------------------------------------------------------------------


def test_613_1f_zombie_token_has_flying_a_nontoken_zombie_does_not() -> None:
    text = (
        'active_player = "A"\n[players.A]\n[players.B]\n'
        + _lord("Zombie tokens you control have flying.")
        + _creature("token", "A", subtypes="zombie", extra="token = true\n")
        + _creature("card", "A", subtypes="zombie")
    )
    board = apply_static_effects(parse_scenario(text).board)
    flying = [board.permanent(p).has(Keyword.FLYING) for p in ("token", "card", "lord")]
    assert flying == [True, False, False]


# ---------------------------------------------------------------------------
# a graveyard's size (611.3a, 404.1)
# ---------------------------------------------------------------------------

_ROGUE = """
active_player = "A"
[players.A]
graveyard = {mine}
[players.B]
graveyard = {theirs}
[[permanents]]
id = "rogue"
controller = "A"
name = "Rogue"
power = 2
toughness = 3
abilities = ["{line}"]
attacking = "B"
"""


def _life_b(line: str, mine: int, theirs: int) -> int:
    text = _ROGUE.format(line=line, mine=mine, theirs=theirs)
    result = resolve_combat(parse_scenario(text).board, RuleSet.CURRENT)
    return result.board.player("B").life


def test_611_3a_opponent_with_eight_cards_in_graveyard_pumps() -> None:
    assert _life_b(_OPPONENT_EIGHT, mine=0, theirs=8) == 15


def test_611_3a_opponent_with_seven_or_only_your_own_graveyard_control() -> None:
    # control: seven in the opponent's graveyard, or eight in your own
    assert _life_b(_OPPONENT_EIGHT, mine=0, theirs=7) == 18
    assert _life_b(_OPPONENT_EIGHT, mine=8, theirs=0) == 18


def test_611_3a_single_graveyard_of_ten_either_player() -> None:
    assert _life_b(_SINGLE_TEN, mine=10, theirs=0) == 15
    assert _life_b(_SINGLE_TEN, mine=0, theirs=10) == 15


def test_611_3a_single_graveyard_five_and_five_control() -> None:
    # control: ten cards in all, but no single graveyard holds ten
    assert _life_b(_SINGLE_TEN, mine=5, theirs=5) == 18


# ---------------------------------------------------------------------------
# "as long as it's a creature" (613.4c after 613.1d)
# ---------------------------------------------------------------------------


def test_parse_each_land_as_long_as_its_a_creature() -> None:
    affected = _static("Each land gets +2/+2 as long as it's a creature.").affected
    assert affected.types == frozenset({"land", "creature"})


def test_613_4c_each_land_gets_plus_two_only_while_a_creature() -> None:
    got = _powers(
        _lord("Each land gets +2/+2 as long as it's a creature."),
        '[[permanents]]\nid = "arbor"\ncontroller = "B"\npower = 1\ntoughness = 1\n'
        'types = ["land", "creature"]\n',
        # control: a land that is not a creature, and a creature that is not a land
        '[[permanents]]\nid = "forest"\ncontroller = "A"\ntypes = ["land"]\n',
        _creature("bear", "A"),
    )
    assert (got["arbor"], got["forest"], got["bear"]) == (3, 0, 2)


def test_613_4c_each_vehicle_you_control_while_a_creature() -> None:
    vehicle = (
        '[[permanents]]\nid = "{id}"\ncontroller = "{c}"\npower = 3\ntoughness = 3\n'
        'types = ["artifact", "creature"]\nsubtypes = ["vehicle"]\n'
    )
    got = _powers(
        _lord("Each Vehicle you control gets +1/+1 as long as it's a creature."),
        vehicle.format(id="mine", c="A"),
        vehicle.format(id="theirs", c="B"),  # control: not "you control"
    )
    assert (got["mine"], got["theirs"]) == (4, 3)


# ---------------------------------------------------------------------------
# "as long as you control another Merfolk or an Island" (611.3a)
# ---------------------------------------------------------------------------

_SPEAKER = "~ gets +1/+1 as long as you control another Merfolk or an Island."


def test_parse_you_control_one_or_the_other() -> None:
    condition = _static(_SPEAKER, name="X").condition
    assert isinstance(condition, PermanentCount)
    parts = condition.selector.any_of
    assert [(sorted(p.subtypes), p.other, p.controller) for p in parts] == [
        (["merfolk"], True, "you"),
        (["island"], False, "you"),
    ]


def _speaker(*others: str) -> int:
    line = _SPEAKER.replace("~", "Speaker")
    speaker = (
        '[[permanents]]\nid = "speaker"\ncontroller = "A"\nname = "Speaker"\npower = 2\n'
        f'toughness = 1\nsubtypes = ["merfolk"]\nabilities = ["{line}"]\n'
    )
    return _powers(speaker, *others)["speaker"]


def test_611_3a_another_merfolk_or_an_island_either_pumps() -> None:
    island = (
        '[[permanents]]\nid = "island"\ncontroller = "A"\ntypes = ["land"]\nsubtypes = ["island"]\n'
    )
    assert _speaker(island) == 3
    assert _speaker(_creature("merrow", "A", subtypes="merfolk")) == 3


def test_611_3a_itself_or_an_opponents_island_control() -> None:
    # control: the Speaker is a Merfolk, but not "another"; B's Island is not A's
    island = (
        '[[permanents]]\nid = "island"\ncontroller = "B"\ntypes = ["land"]\nsubtypes = ["island"]\n'
    )
    assert _speaker() == 2
    assert _speaker(island) == 2


# ---------------------------------------------------------------------------
# "Creatures you control also get ..." (Jetmir; 613.4c, 613.1f)
# ---------------------------------------------------------------------------


def test_parse_also_get_as_long_as() -> None:
    static = _static(
        "Creatures you control also get +1/+0 and have trample as long as you control six "
        "or more creatures."
    )
    assert (static.power, static.condition) == (
        1,
        PermanentCount(Selector(controller="you"), ">=", 6),
    )
    assert [str(g) for g in static.grants] == ["trample"]


def _jetmir(creatures: int) -> tuple[int, bool]:
    line = (
        "Creatures you control also get +1/+0 and have trample as long as you control six "
        "or more creatures."
    )
    lord = (
        '[[permanents]]\nid = "lord"\ncontroller = "A"\nname = "Lord"\npower = 1\n'
        f'toughness = 1\nabilities = ["{line}"]\n'
    )
    others = [_creature(f"c{i}", "A") for i in range(creatures - 1)]
    text = 'active_player = "A"\n[players.A]\n[players.B]\n' + lord + "".join(others)
    board = apply_static_effects(parse_scenario(text).board)
    c0 = board.permanent("c0")
    return c0.current_power, c0.has(Keyword.TRAMPLE)


def test_613_4c_also_get_with_six_creatures() -> None:
    assert _jetmir(6) == (3, True)


def test_613_4c_also_get_five_creatures_control() -> None:
    assert _jetmir(5) == (2, False)
