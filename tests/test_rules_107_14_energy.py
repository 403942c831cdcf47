"""Energy counters (issue 33): a player's energy (107.14, 122.1) is the
scenario key ``players.X.energy``; "you get {E}{E}" puts energy counters on
the ability's controller and "you may pay {E}{E}. If you do, ..." removes
them, the rest of the ability happening only when they were paid (107.14,
608.2c). Each test is named by its rule and has a control where the line
must not apply; the parser tests read each form."""

from __future__ import annotations

import pytest

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers, registered on import)
from mtgcombat.core.abilities import BlockTrigger, EnergyEffect
from mtgcombat.core.events import CountersPut, CountersRemoved
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.core.validation import BoardError
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.triggers_targets import resolve_triggered
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence

RHINO = "Whenever ~ attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on it."
MINER = "Whenever ~ attacks, you get {E}{E}."


def ability(sentence: str) -> BlockTrigger:
    [value] = parse_sentence(sentence, name="Testcat").traits.abilities
    assert isinstance(value, BlockTrigger)
    return value


def attack(sentence: str, energy: int, *, may: bool = True) -> tuple[Board, list[str]]:
    rhino = Permanent(id="rhino", controller="A", power=2, toughness=3, attacking="B",
                      abilities=frozenset({ability(sentence)}),
                      choices=TriggerChoices(may=may))  # fmt: skip
    board = Board((Player("A", energy=energy), Player("B")), (rhino,), "A")
    board, events = resolve_triggered(board, "current", ability(sentence), source="rhino",
                                      creature="rhino", event="attacks", rule="508.2a")  # fmt: skip
    return board, [e.kind for e in events]


# -- the parser ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "first"),
    [
        (RHINO, EnergyEffect(2, pay=True)),
        (
            "Whenever ~ attacks, you may pay {E}. If you do, it gets +2/+0 until end of turn.",
            EnergyEffect(1, pay=True),
        ),
        (MINER, EnergyEffect(2)),
        ("Whenever ~ blocks, you get {E}.", EnergyEffect(1)),
        ("When ~ dies, you get {E}{E}{E}.", EnergyEffect(3)),
    ],
)
def test_107_14_energy_forms_parse(sentence: str, first: EnergyEffect) -> None:
    value = ability(sentence)
    assert value.effects[0] == first
    assert value.if_you_do == first.pay and value.optional == first.pay
    assert "エネルギー・カウンター" in describe_value(value, "ja")


def test_107_14_an_energy_payment_for_an_effect_not_carried_out_stays_refused() -> None:
    # control: the payment is read, but an effect after it the engine does not
    # carry out refuses the whole line (a Servo token is carried out since issue
    # 33: tests/test_attack_trigger_effects.py)
    sentence = (
        "Whenever ~ attacks, you may pay {E}{E}. If you do, it becomes a copy of target"
        " creature until end of turn."
    )
    assert parse_sentence(sentence).status == "unmodelled"


# -- the rules ----------------------------------------------------------------


def test_107_14_paid_energy_gives_the_effect() -> None:
    board, kinds = attack(RHINO, 3)
    assert board.player("A").energy == 1
    assert board.permanent("rhino").counters.plus_one == 1
    assert kinds == ["trigger_resolves", "choice_made", "counters_removed", "counters_put"]


def test_107_14_too_little_energy_pays_nothing_and_gives_nothing() -> None:
    # control: one energy counter can't pay {E}{E}: "if you do" does not happen
    board, kinds = attack(RHINO, 1)
    assert board.player("A").energy == 1
    assert board.permanent("rhino").counters.plus_one == 0
    assert "counters_removed" not in kinds and "counters_put" not in kinds


def test_603_5_declining_to_pay_energy_keeps_it() -> None:
    board, _ = attack(RHINO, 2, may=False)
    assert board.player("A").energy == 2
    assert board.permanent("rhino").counters.plus_one == 0


def test_107_14_you_get_energy() -> None:
    board, kinds = attack(MINER, 0)
    assert board.player("A").energy == 2 and "counters_put" in kinds


def test_107_14_energy_events_in_both_languages() -> None:
    got = CountersPut("107.14", "A", "energy", 2, "miner")
    paid = CountersRemoved("107.14", "A", "energy", 2, "rhino")
    assert describe_event(got) == "A gets 2 energy (ability of miner)"
    assert describe_event(got, "ja") == "Aはエネルギー・カウンターを2個得る（minerの能力）"
    assert describe_event(paid) == "A pays 2 energy (ability of rhino)"
    assert describe_event(paid, "ja") == "Aはエネルギー・カウンターを2個支払う（rhinoの能力）"


def test_107_14_energy_is_a_player_key_of_zero_or_more() -> None:
    base = 'active_player = "A"\n[players.B]\n[players.A]\n'
    assert parse_scenario(base + "energy = 3\n").board.player("A").energy == 3
    assert parse_scenario(base).board.player("A").energy == 0
    with pytest.raises(Exception, match="energy"):
        parse_scenario(base + "energy = -1\n")
    with pytest.raises(BoardError, match=r"107\.14"):
        Player("A", energy=-1)
