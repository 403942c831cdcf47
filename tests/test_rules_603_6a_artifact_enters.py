"""Issue 33 (session 13): an ability watching for an artifact entering the
battlefield ("whenever another artifact enters the battlefield under your
control, ~ gets +2/+2 until end of turn"; Glaze Fiend, Kappa Cannoneer,
Vermiculos). An artifact does enter during the combat: a Treasure, Clue,
Food, Blood or Gold token an ability creates (111.10), or an artifact
creature token (111.1). The ability triggers as it enters (603.6a) and
resolves before the next step (603.3, 510.3a): a Treasure made in the first
combat damage step makes the watcher bigger for the regular one. An
enchantment entering stays unmodelled (none enters in the engine's combats
but by flicker, which keeps the object's id and is not yet seen as entering).
Each rules test has a control.
"""

from __future__ import annotations

from typing import Any

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence, parse_text

TREASURE = "First strike\nWhenever ~ deals combat damage to a player, create a Treasure token."
ARTIFACT_WATCH = (
    "Whenever another artifact enters the battlefield under your control, ~ gets +2/+2 until "
    "end of turn."
)
ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}
CREATURE_WATCH = (
    "Whenever another creature enters the battlefield under your control, ~ gets +2/+2 until "
    "end of turn."
)


def card(pid: str, text: str, controller: str, power: int, toughness: int,
         **fields: Any) -> Permanent:  # fmt: skip
    parsed = parse_text(text, name="Testcat") if text else ()
    assert all(p.status == "modelled" for p in parsed), [p.error for p in parsed]
    abilities = frozenset(a for p in parsed for a in p.traits.abilities)
    return Permanent(id=pid, controller=controller, power=power, toughness=toughness,
                     abilities=abilities, **fields)  # fmt: skip


def run(*permanents: Permanent) -> Board:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    return resolve_combat(board, "current", None, auto=True, triggers=True).board


# -- the rules: a Treasure enters in the first combat damage step -------------------


def test_603_6a_a_treasure_from_first_strike_damage_pumps_an_artifact_watcher() -> None:
    # the first striker deals 2 to B and makes a Treasure (111.10): the 0/1
    # watcher's ability triggers (603.6a) and resolves before the regular
    # combat damage step (510.3a); as a 2/3 it deals 2: B 20 - 2 - 2
    maker = card("maker", TREASURE, "A", 2, 2, attacking="B")
    fiend = card("fiend", ARTIFACT_WATCH, "A", 0, 1, attacking="B")
    board = run(maker, fiend)
    assert board.player("B").life == 16
    assert any(p.id.startswith("treasure") for p in board.permanents)


def test_603_6a_control_a_treasure_is_no_creature_for_a_creature_watcher() -> None:
    # control: the same combat, the watcher waits for a creature; a Treasure
    # is a noncreature artifact (111.10): no trigger, the 0/1 deals nothing
    maker = card("maker", TREASURE, "A", 2, 2, attacking="B")
    fiend = card("fiend", CREATURE_WATCH, "A", 0, 1, attacking="B")
    board = run(maker, fiend)
    assert board.player("B").life == 18


def test_603_6a_control_an_artifact_entering_under_another_players_control() -> None:
    # control: B's watcher ("under your control"): A's Treasure triggers nothing
    maker = card("maker", TREASURE, "A", 2, 2, attacking="B")
    fiend = card("fiend", ARTIFACT_WATCH, "B", 0, 1)
    board = run(maker, fiend)
    assert board.player("B").life == 18
    assert board.permanent("fiend").power == 0


# -- the parser -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        ARTIFACT_WATCH,
        # Kappa Cannoneer, Vermiculos, Arcbound Crusher
        "Whenever an artifact enters the battlefield under your control, put a +1/+1 counter "
        "on ~ and it can't be blocked this turn.",
        "Whenever an artifact enters the battlefield, ~ gets +4/+4 until end of turn.",
        "Whenever another artifact enters the battlefield, put a +1/+1 counter on ~.",
    ],
)
def test_603_6a_an_artifact_entering_is_read(sentence: str) -> None:
    parsed = parse_sentence(sentence, name="Testcat")
    assert parsed.status == "modelled", parsed.error
    [ability] = parsed.traits.abilities
    assert "artifact" in str(ability)


def test_603_6a_an_enchantment_entering_stays_unmodelled() -> None:
    # constellation: no enchantment enters in the engine's combats but by
    # flicker, which it does not yet see as entering (400.7)
    parsed = parse_sentence(
        "Constellation — Whenever ~ or another enchantment enters the battlefield under your "
        "control, target creature gets +1/+1 until end of turn.",
        name="Testcat",
    )
    assert parsed.status == "unmodelled"


def test_603_6a_an_artifact_watcher_in_japanese() -> None:
    result = CliRunner().invoke(
        cli, ["parse", "--lang", "ja", "--name", "Testcat", ARTIFACT_WATCH], env=ENGLISH
    )
    assert result.exit_code == 0, result.output
    assert "あなたがコントロールする他のアーティファクト1体が戦場に出るたび" in result.output


def test_603_6a_a_creature_token_from_combat_damage_triggers_a_creature_watcher() -> None:
    # the same for a creature token a combat damage trigger makes (111.1):
    # it enters in the first combat damage step, the creature watcher
    # triggers (603.6a) and the 0/1 deals 2 in the regular step
    soldier = "First strike\nWhenever ~ deals combat damage to a player, create a 1/1 white " \
        "Soldier creature token."  # fmt: skip
    maker = card("maker", soldier, "A", 2, 2, attacking="B")
    fiend = card("fiend", CREATURE_WATCH, "A", 0, 1, attacking="B")
    board = run(maker, fiend)
    assert board.player("B").life == 16


# -- a Treasure an attack trigger makes (111.10), before blockers are declared ----------

ATTACK_TREASURE = "Whenever ~ attacks, create a Treasure token."


def test_603_6a_parser_an_attack_trigger_makes_a_treasure() -> None:
    # it was read as having no effect; a Treasure is an artifact entering (603.6a)
    parsed = parse_sentence(ATTACK_TREASURE, name="Testcat")
    assert parsed.status == "modelled", parsed.error
    [ability] = parsed.traits.abilities
    assert str(ability) == "whenever this creature attacks, create a Treasure token"


def test_603_6a_a_treasure_from_an_attack_trigger_pumps_an_artifact_watcher() -> None:
    # the attack trigger makes a Treasure as attackers are declared (508.2a);
    # the watcher's ability triggers and resolves before blockers (603.3)
    maker = card("maker", ATTACK_TREASURE, "A", 2, 2, attacking="B")
    fiend = card("fiend", ARTIFACT_WATCH, "A", 0, 1, attacking="B")
    after, _ = declare_attackers_triggers(Board((Player("A"), Player("B")), (maker, fiend), "A"),
                                          "current")  # fmt: skip
    assert (after.permanent("fiend").power, after.permanent("fiend").toughness) == (2, 3)
    assert any(p.id.startswith("treasure") for p in after.permanents)


def test_603_6a_control_the_treasure_maker_not_attacking_makes_nothing() -> None:
    # control: the maker does not attack: no Treasure, the watcher stays a 0/1
    maker = card("maker", ATTACK_TREASURE, "A", 2, 2)
    fiend = card("fiend", ARTIFACT_WATCH, "A", 0, 1, attacking="B")
    after, _ = declare_attackers_triggers(Board((Player("A"), Player("B")), (maker, fiend), "A"),
                                          "current")  # fmt: skip
    assert (after.permanent("fiend").power, after.permanent("fiend").toughness) == (0, 1)
