"""A spell's sentence about the creatures the sentence before it acted on
(608.2c: the text is followed in order): "They each get +2/+2 until end of
turn." after several targets (601.2c) and "They gain flying and double
strike until end of turn." after a group's effect, whose set is fixed as the
spell resolves (611.2c). The real cards' Oracle texts; each outcome worked
out by hand from them."""

from __future__ import annotations

from helpers import instants_catalog
from mtgcombat.rules.spell_effects import GroupSpellEffect
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card
from mtgcombat.text.spell_those import those_parts
from mtgcombat.text.spells import parse_parts

CARDS = {
    "Synchronized Strike": "Untap up to two target creatures. They each get +2/+2 until end of "
    "turn.",
    "Flying Crane Technique": "Untap all creatures you control. They gain flying and double "
    "strike until end of turn.",
    "Wrap in Flames": "Wrap in Flames deals 1 damage to each of up to three target creatures. "
    "Those creatures can't block this turn.",
}
CATALOG = instants_catalog(CARDS)

# two 2/2s attack; each is blocked by a 2/2
BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "elf"
controller = "A"
power = 2
toughness = 2
attacking = "B"
[[permanents]]
id = "imp"
controller = "A"
power = 2
toughness = 2
attacking = "B"
[[permanents]]
id = "ox"
controller = "B"
power = 2
toughness = 2
blocking = ["elf"]
[[permanents]]
id = "yak"
controller = "B"
power = 2
toughness = 2
blocking = ["imp"]
"""


def _run(card: str, targets: list[str], controller: str = "A") -> object:
    entry = (
        f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\n'
        f'targets = {targets!r}\ncontroller = "{controller}"\n'
    ).replace("'", '"')
    scenario = parse_scenario(BOARD + entry, catalog=CATALOG)
    return run_combat(scenario.board, "current", scenario.timeline, auto=True)


# -- the parser ----------------------------------------------------------------


def test_they_after_several_targets_reads_on_each_target() -> None:
    card = read_spell_card(CARDS["Synchronized Strike"], "Synchronized Strike")
    spell = card.spell()
    assert spell.count == (0, 2)
    assert [str(e) for e in spell.effects] == [
        "untap the target",
        "the target gets +2/+2 until end of turn",
    ]
    flames = read_spell_card(CARDS["Wrap in Flames"], "Wrap in Flames").spell()
    assert [str(e) for e in flames.effects][1] == "the target can't block this turn"


def test_they_after_a_group_reads_on_the_same_group() -> None:
    spell = read_spell_card(CARDS["Flying Crane Technique"], "Flying Crane Technique").spell()
    untap, grant = spell.effects
    assert isinstance(grant, GroupSpellEffect) and isinstance(untap, GroupSpellEffect)
    assert grant.affected == untap.affected
    assert str(grant) == "creatures you control gain flying and double strike until end of turn"


def test_608_2c_control_they_after_one_target_or_tokens_is_not_read() -> None:
    one = parse_parts("Untap target creature.")
    assert those_parts("They gain flying until end of turn.", one, (1, 1), parse_parts) is None
    tokens = read_spell_card(
        "Create two 1/1 white Warrior creature tokens. They gain first strike until end of turn.",
        "Charm",
    )
    assert not tokens.fully_modelled  # the tokens are no group nor targets read here


# -- the rules -----------------------------------------------------------------


def test_608_2c_synchronized_strike_pumps_each_of_its_two_targets() -> None:
    result = _run("Synchronized Strike", ["elf", "imp"])
    board = result.board  # type: ignore[attr-defined]
    # each attacker is 4/4: it kills its 2/2 blocker and survives 2 damage
    for attacker, blocker in (("elf", "ox"), ("imp", "yak")):
        assert board.permanent(attacker).on_battlefield
        assert not board.permanent(blocker).on_battlefield


def test_608_2c_control_one_target_leaves_the_other_attacker_a_2_2() -> None:
    result = _run("Synchronized Strike", ["elf"])
    board = result.board  # type: ignore[attr-defined]
    assert board.permanent("elf").on_battlefield and not board.permanent("ox").on_battlefield
    # the imp, not a target, trades with the yak
    assert not board.permanent("imp").on_battlefield and not board.permanent("yak").on_battlefield


def test_611_2c_flying_crane_technique_gives_its_group_double_strike() -> None:
    result = _run("Flying Crane Technique", [])
    board = result.board  # type: ignore[attr-defined]
    # double strike: each 2/2 kills its 2/2 blocker in the first-strike step (702.4b, 510.4)
    assert not board.permanent("ox").on_battlefield and not board.permanent("yak").on_battlefield
    assert board.permanent("elf").on_battlefield and board.permanent("imp").on_battlefield


def test_611_2c_control_cast_by_the_defender_the_group_is_the_blockers() -> None:
    result = _run("Flying Crane Technique", [], controller="B")
    board = result.board  # type: ignore[attr-defined]
    assert board.permanent("ox").on_battlefield and board.permanent("yak").on_battlefield
    assert not board.permanent("elf").on_battlefield and not board.permanent("imp").on_battlefield
