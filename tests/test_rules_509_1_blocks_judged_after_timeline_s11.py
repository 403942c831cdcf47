"""The file's blocks are judged on the board as blockers are declared
(509.1a-b: a block is legal or not against the game state at that time):
after the timeline's entries of the declare attackers step. ``blocks``,
``check`` (its note) and ``resolve`` (its note) judge them there, as
``combat`` does; a spell that makes a block illegal is found, and one that
leaves it legal (or makes it legal) is not reported.
"""

from __future__ import annotations

from mtgcombat.app.blocks import blocks_document
from mtgcombat.app.check import check_document
from mtgcombat.app.resolve import resolve_document
from mtgcombat.scenario import parse_scenario
from mtgcombat.scenario.load import Scenario

_FILE = """
rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "rider"
controller = "A"
power = 2
toughness = 2
colors = ["green"]
keywords = [{keywords}]
attacking = "B"
[[permanents]]
id = "elf"
controller = "B"
power = 1
toughness = 1
colors = ["{elf}"]
blocking = ["rider"]
[[timeline]]
after = "declare-attackers"
effect = "{effect}"
targets = ["{target}"]
controller = "{caster}"
"""


def _scenario(
    effect: str, target: str, *, elf: str = "black", keywords: str = '"fear"', caster: str = "B"
) -> Scenario:
    text = _FILE.format(effect=effect, target=target, elf=elf, keywords=keywords, caster=caster)
    return parse_scenario(text)


def _verdicts(scenario: Scenario) -> tuple[list[str], list[str], list[str]]:
    """The rules the blocks break for ``blocks``, ``check`` and ``resolve``."""
    blocks, _ = blocks_document(scenario)
    check, _ = check_document(scenario)
    resolved, _ = resolve_document(scenario, auto=True)
    notes = [n["rule"] for n in check.get("notes", ()) if n["kind"] == "illegal_blocks"]
    resolve_notes = [n["rule"] for n in resolved.get("notes", ()) if n["kind"] == "illegal_blocks"]
    return [v["rule"] for v in blocks["violations"]], notes, resolve_notes


def test_702_36b_a_black_blocker_turned_green_cannot_block_fear() -> None:
    # the elf is black on the file's board, green when blockers are declared
    scenario = _scenario("Target creature becomes green until end of turn.", "elf")
    assert _verdicts(scenario) == (["702.36b"], ["702.36b"], ["702.36b"])


def test_702_36b_control_the_spell_on_the_attacker_keeps_the_block_legal() -> None:
    # control: the same block, the attacker turned green (fear looks at the blocker)
    scenario = _scenario("Target creature becomes green until end of turn.", "rider")
    assert _verdicts(scenario) == ([], [], [])


def test_702_36b_a_green_blocker_turned_black_may_block_fear() -> None:
    scenario = _scenario("Target creature becomes black until end of turn.", "elf", elf="green")
    assert _verdicts(scenario) == ([], [], [])


def test_702_9b_flying_granted_before_blocks() -> None:
    scenario = _scenario(
        "Target creature gains flying until end of turn.", "rider", keywords="", caster="A"
    )
    assert _verdicts(scenario) == (["702.9b"], ["702.9b"], ["702.9b"])


def test_509_1b_cant_be_blocked_granted_before_blocks() -> None:
    scenario = _scenario(
        "Target creature can't be blocked this turn.", "rider", keywords="", caster="A"
    )
    assert _verdicts(scenario) == (["509.1b"], ["509.1b"], ["509.1b"])


def test_509_1b_control_a_grant_after_blockers_leaves_the_block_legal() -> None:
    # control: the same grant after blockers are declared does not undo a block (509.1)
    text = _FILE.format(
        effect="Target creature can't be blocked this turn.",
        target="rider", elf="black", keywords="", caster="A",
    ).replace('after = "declare-attackers"', 'after = "declare-blockers"')  # fmt: skip
    assert _verdicts(parse_scenario(text)) == ([], [], [])


_RECLUSE = """
rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "recluse"
controller = "B"
power = 5
toughness = 4
abilities = ["Whenever a player casts a spell, tap ~."]
blocking = ["bear"]
{tapped}[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
attacking = "B"
[[timeline]]
after = "declare-{point}"
effect = "Target creature gets +3/+3 until end of turn."
targets = ["bear"]
controller = "A"
"""


def test_509_1a_a_blocker_tapped_by_the_timeline_cannot_block() -> None:
    # Ogre Recluse's trigger taps it as attackers are declared: its block is
    # illegal (509.1a), and resolve no longer plays it silently
    scenario = parse_scenario(_RECLUSE.format(tapped="", point="attackers"))
    assert _verdicts(scenario) == (["509.1a"], ["509.1a"], ["509.1a"])


def test_509_1a_control_the_spell_after_blockers_leaves_the_block_legal() -> None:
    # control: the same spell after blockers are declared taps a blocker (506.4)
    scenario = parse_scenario(_RECLUSE.format(tapped="", point="blockers"))
    assert _verdicts(scenario) == ([], [], [])


def test_506_4_control_a_blocker_the_file_shows_tapped_is_played_as_written() -> None:
    # control: the file's own tapped blocker may have been tapped since it
    # blocked (506.4): resolve's note stays silent on it; blocks judges it
    scenario = parse_scenario(_RECLUSE.format(tapped="tapped = true\n", point="attackers"))
    assert _verdicts(scenario) == (["509.1a"], [], [])
