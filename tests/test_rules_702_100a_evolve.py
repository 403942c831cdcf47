"""Issue 33 (session 9): evolve (702.100) during the combat.

A creature can enter during the combat: a token put onto the battlefield
tapped and attacking by an attack trigger (508.4) or blocking by a
timeline's spell (509.3). Each other creature with evolve its controller
controls then gets a +1/+1 counter if the entering creature has greater
power or greater toughness (702.100a), compared as both are on the
battlefield; the comparison is checked as it enters and again as
the ability resolves (603.4). The counter is seen by "whenever one or more
+1/+1 counters are put on ~" (122.6). Controls: an entering creature not
bigger, and a creature entering under an opponent's control.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from helpers import two_player_board, write_scenario
from mtgcombat.cli import cli
from mtgcombat.core.abilities import BlockTrigger, CounterEffect, Selector
from mtgcombat.core.instances import with_ability
from mtgcombat.core.model import Permanent
from mtgcombat.rules.enter_triggers import enters_triggers
from mtgcombat.rules.evolve import EVOLVE
from mtgcombat.text import parse_sentence
from mtgcombat.text.keywords import keyword_status

ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}
REMINDER = (
    "Evolve (Whenever a creature you control enters, if that creature has greater power or "
    "toughness than this creature, put a +1/+1 counter on this creature.)"
)
GEIST = (
    "Whenever ~ attacks, create a 4/4 white Angel creature token with flying that's tapped and "
    "attacking. Exile that token at end of combat."
)
MYR = "Whenever one or more +1/+1 counters are put on ~, it gains double strike until end of turn."


def _board(controller: str, power: int, toughness: int, *, more: str = "") -> str:
    attacking = 'attacking = "B"' if controller == "A" else ""
    return f"""
rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "geist"
controller = "A"
power = 6
toughness = 2
attacking = "B"
abilities = ["{GEIST}"]
[[permanents]]
id = "raptor"
controller = "{controller}"
power = {power}
toughness = {toughness}
{attacking}
abilities = ["Evolve"{more}]
"""


def _combat(tmp_path: Path, text: str) -> dict[str, Any]:
    path = write_scenario(tmp_path, text)
    result = CliRunner().invoke(cli, ["combat", path, "--json"], env=ENGLISH)
    assert result.exit_code == 0, result.output
    doc: dict[str, Any] = json.loads(result.stdout)
    return doc


# -- the parser ------------------------------------------------------------------------


def test_parser_reads_evolve_as_modelled_with_or_without_its_reminder() -> None:
    for line in ("Evolve", REMINDER):
        parsed = parse_sentence(line)
        assert parsed.status == "modelled", parsed.error
        assert parsed.traits.abilities == frozenset({EVOLVE})
    assert keyword_status(EVOLVE) == "modelled"


def test_parser_refuses_whenever_it_evolves_now_that_evolve_happens_in_combat() -> None:
    # Renegade Krasis: its counters follow evolve's during the combat
    # (702.100); the engine does not carry the trigger out, so it is
    # refused rather than labelled "no effect"
    line = (
        "Whenever ~ evolves, put a +1/+1 counter on each other creature you control with a "
        "+1/+1 counter on it."
    )
    assert parse_sentence(line).status == "unmodelled"
    # control: an evolves trigger whose effect stays outside combat
    assert parse_sentence("Whenever ~ evolves, draw a card.").status == "no_effect"


# -- the rules -------------------------------------------------------------------------


def test_702_100a_a_bigger_token_entering_attacking_puts_a_counter_on_the_evolver(
    tmp_path: Path,
) -> None:
    # the 4/4 Angel enters under A's control, greater than the 0/1: the
    # raptor becomes 1/2 before blockers; unblocked, B loses 6 + 1 + 4
    doc = _combat(tmp_path, _board("A", 0, 1))
    assert doc["permanents"]["raptor"]["counters"]["+1/+1"] == 1
    assert doc["players"]["B"]["life"] == 9
    assert any(e.get("rule") == "702.100a" for e in doc["events"])


def test_702_100a_control_without_evolve_the_raptor_deals_nothing(tmp_path: Path) -> None:
    doc = _combat(tmp_path, _board("A", 0, 1).replace('["Evolve"]', "[]"))
    assert doc["permanents"]["raptor"]["counters"]["+1/+1"] == 0
    assert doc["players"]["B"]["life"] == 10


def test_702_100a_control_an_entering_creature_not_bigger_puts_no_counter(
    tmp_path: Path,
) -> None:
    # the 4/4 Angel is neither more powerful nor tougher than the 4/4: the
    # ability doesn't trigger (603.4); B loses 6 + 4 + 4
    doc = _combat(tmp_path, _board("A", 4, 4))
    assert doc["permanents"]["raptor"]["counters"]["+1/+1"] == 0
    assert doc["players"]["B"]["life"] == 6
    assert not any(e.get("rule") == "702.100a" for e in doc["events"])


def test_702_100a_toughness_alone_greater_is_enough(tmp_path: Path) -> None:
    # a 5/3 attacker: the 4/4 Angel's toughness is greater (702.100a "or")
    doc = _combat(tmp_path, _board("A", 5, 3))
    assert doc["permanents"]["raptor"]["counters"]["+1/+1"] == 1
    assert doc["players"]["B"]["life"] == 20 - 6 - 6 - 4


def test_702_100a_control_a_creature_entering_under_an_opponents_control_does_not_trigger(
    tmp_path: Path,
) -> None:
    # the raptor is B's; the Angel enters under A's control
    doc = _combat(tmp_path, _board("B", 0, 1))
    assert doc["permanents"]["raptor"]["counters"]["+1/+1"] == 0
    assert doc["players"]["B"]["life"] == 10


def test_122_6_evolves_counter_triggers_one_or_more_counters_put(tmp_path: Path) -> None:
    # the counter evolve puts on the raptor triggers its "whenever one or
    # more +1/+1 counters are put on ~" (122.6): double strike, 1 + 1
    doc = _combat(tmp_path, _board("A", 0, 1, more=f', "{MYR}"'))
    assert doc["players"]["B"]["life"] == 20 - 6 - 2 - 4
    # control: a 4/4 raptor gets no counter, so no double strike: 6 + 4 + 4
    doc = _combat(tmp_path, _board("A", 4, 4, more=f', "{MYR}"'))
    assert doc["players"]["B"]["life"] == 6


def _raptor(*abilities: BlockTrigger) -> Permanent:
    return Permanent(id="raptor", controller="A", power=0, toughness=1,
                     abilities=frozenset({EVOLVE, *abilities}))  # fmt: skip


def test_603_4_the_condition_is_checked_again_as_evolve_resolves() -> None:
    # the raptor's other ability ("put a +1/+1 counter on ~" as another
    # creature enters) resolves first: the 1/1 that entered is no longer
    # greater than the 1/2 raptor, and evolve does nothing
    grow = BlockTrigger(
        ("enters",), (CounterEffect(1, plus=True, target="self"),),
        Selector(controller="you", other=True),
    )  # fmt: skip
    before = two_player_board(_raptor(grow))
    soldier = Permanent(id="soldier", controller="A", power=1, toughness=1, attacking="B")
    board, events = enters_triggers(
        before, before.with_permanents([*before.permanents, soldier]), "current"
    )
    assert board.permanent("raptor").counters.plus_one == 1
    assert "evolve_gone" in [e.kind for e in events]
    # control: without the other ability, evolve puts its counter
    before = two_player_board(_raptor())
    board, events = enters_triggers(
        before, before.with_permanents([*before.permanents, soldier]), "current"
    )
    assert board.permanent("raptor").counters.plus_one == 1
    assert "evolve_gone" not in [e.kind for e in events]


def test_702_100d_each_instance_of_evolve_triggers_separately() -> None:
    # the raptor has evolve twice (a second instance granted): a 4/4 entering
    # triggers both; the second, checked again as it resolves (603.4), still
    # finds the 4/4 greater than the 1/2 raptor, so two counters
    twice = with_ability(_raptor(), EVOLVE)
    assert twice.instances(EVOLVE) == 2
    angel = Permanent(id="angel", controller="A", power=4, toughness=4, attacking="B")
    before = two_player_board(twice)
    board, events = enters_triggers(
        before, before.with_permanents([*before.permanents, angel]), "current"
    )
    assert board.permanent("raptor").counters.plus_one == 2
    assert [e.kind for e in events].count("trigger_resolves") == 2
    # control: with one instance, one counter
    before = two_player_board(_raptor())
    board, events = enters_triggers(
        before, before.with_permanents([*before.permanents, angel]), "current"
    )
    assert board.permanent("raptor").counters.plus_one == 1
    assert [e.kind for e in events].count("trigger_resolves") == 1


def test_702_100a_control_the_evolver_entering_itself_does_not_trigger() -> None:
    before = two_player_board()
    raptor = _raptor()
    board, events = enters_triggers(before, before.with_permanents([raptor]), "current")
    assert events == () and board.permanent("raptor").counters.plus_one == 0


def test_japanese_rendering_of_evolve_and_its_event(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["parse", "--lang", "ja", "Evolve"], env=ENGLISH)
    assert result.exit_code == 0, result.output
    assert "進化" in result.output and "モデル化済み" in result.output
    path = write_scenario(tmp_path, _board("A", 0, 1))
    result = CliRunner().invoke(cli, ["combat", path, "--lang", "ja"], env=ENGLISH)
    assert result.exit_code == 0, result.output
    assert "702.100a" in result.output and "（進化）" in result.output
    assert "+1/+1カウンター" in result.output


SAPROLING = (
    "Put a 1/1 green Saproling creature token onto the battlefield blocking target attacking "
    "creature."
)


def _blocking(abilities: str) -> str:
    return f"""
rules = "current"
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
id = "raptor"
controller = "B"
power = 0
toughness = 1
blocking = ["giant"]
abilities = [{abilities}]
[[timeline]]
after = "declare-blockers"
effect = "{SAPROLING}"
targets = ["giant"]
controller = "B"
"""


def test_122_6_a_token_a_spell_puts_onto_the_battlefield_blocking_evolves_a_blocker(
    tmp_path: Path,
) -> None:
    # the 1/1 Saproling enters blocking under B's control (509.4), greater
    # than the 0/1 raptor: a counter (702.100a), which triggers its double
    # strike line (122.6); the 1/2 raptor deals 1 + 1 and the Saproling 1:
    # the 3/3 giant dies (704.5g)
    path = write_scenario(tmp_path, _blocking(f'"Evolve", "{MYR}"'))
    result = CliRunner().invoke(cli, ["resolve", path, "--auto", "--json"], env=ENGLISH)
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert doc["permanents"]["giant"]["zone"] == "graveyard"
    # control: without evolve, the raptor deals nothing and the giant lives
    path = write_scenario(tmp_path, _blocking(f'"{MYR}"'))
    result = CliRunner().invoke(cli, ["resolve", path, "--auto", "--json"], env=ENGLISH)
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert doc["permanents"]["giant"]["zone"] == "battlefield"
    assert doc["permanents"]["giant"]["damage"] == 1
