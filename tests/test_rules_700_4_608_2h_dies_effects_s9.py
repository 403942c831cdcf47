"""Session 9's effects and groups on deaths (issue 33), each with a control
where it must not apply:

* 510.4, 613.1f: "~ gets +2/+0 and gains first strike and haste until end
  of turn" on an opponent's creature dying in the first-strike step: the
  creature had no first strike as that step began, so it deals its pumped
  damage in the regular step;
* 603.5: "you may have target creature get -2/-2 until end of turn", done
  or not as ``choices.may`` says;
* 608.2h: "target player loses life equal to its power": its power as it
  last existed on the battlefield, counters included; on another
  permanent's death, "~'s power" is the watcher's own (Marionette Master);
* 700.4, 704.5i: "another creature or planeswalker you control dies": a
  planeswalker with no loyalty left is put into its owner's graveyard.
"""

from __future__ import annotations

from helpers import creature_card, modelled_abilities, two_player_board
from mtgcombat.core.keywords import Keyword
from mtgcombat.core.model import Board, CardType, Counters, Permanent
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.rules.combat import resolve_combat

SEEKER = (
    "Whenever a creature an opponent controls dies, ~ gets +2/+0 and gains first strike and "
    "haste until end of turn."
)
EXECUTIONER = "When ~ dies, you may have target creature get -2/-2 until end of turn."
DOGS = "When ~ dies, target player loses life equal to its power."
POPULACE = "Whenever another creature or planeswalker you control dies, put a +1/+1 counter on ~."


def _seeker_board(elf_toughness: int) -> Board:
    knight = creature_card(
        "knight", power=2, toughness=1, attacking="B", abilities=frozenset({Keyword.FIRST_STRIKE})
    )
    seeker = creature_card(
        "seeker", power=2, toughness=1, attacking="B", abilities=modelled_abilities(SEEKER)
    )
    elf = creature_card("elf", "B", 0, elf_toughness, blocking=("knight",))
    giant = creature_card("giant", "B", 3, 3, blocking=("seeker",))
    return two_player_board(knight, seeker, elf, giant)


def test_510_4_the_pump_of_a_first_strike_death_counts_in_the_regular_step() -> None:
    result = resolve_combat(_seeker_board(1), "current", auto=True, triggers=True)
    assert result.board.permanent("elf").zone.value == "graveyard"
    assert result.board.permanent("giant").zone.value == "graveyard"  # 4 damage


def test_510_4_control_no_death_no_pump() -> None:
    result = resolve_combat(_seeker_board(3), "current", auto=True, triggers=True)
    assert result.board.permanent("elf").zone.value == "battlefield"
    assert result.board.permanent("giant").zone.value == "battlefield"  # 2 damage


def _executioner_board(may: bool) -> Board:
    giant = creature_card("giant", power=3, toughness=3, attacking="B")
    executioner = creature_card(
        "exe", "B", 2, 2, blocking=("giant",),
        abilities=modelled_abilities(EXECUTIONER),
        choices=TriggerChoices(may=may, targets=("giant",)),
    )  # fmt: skip
    return two_player_board(giant, executioner)


def test_603_5_the_minus_2_kills_the_damaged_attacker() -> None:
    result = resolve_combat(_executioner_board(True), "current", auto=True, triggers=True)
    assert result.board.permanent("giant").zone.value == "graveyard"


def test_603_5_control_the_player_chooses_not_to() -> None:
    result = resolve_combat(_executioner_board(False), "current", auto=True, triggers=True)
    assert result.board.permanent("giant").zone.value == "battlefield"


def _dogs_board(blocker_power: int) -> Board:
    dogs = creature_card(
        "dogs", "B", 2, 2, blocking=("giant",), counters=Counters(plus_one=1),
        abilities=modelled_abilities(DOGS), choices=TriggerChoices(targets=("A",)),
    )  # fmt: skip
    giant = creature_card("giant", power=blocker_power, toughness=5, attacking="B")
    return two_player_board(giant, dogs)


def test_608_2h_loses_life_equal_to_its_last_known_power() -> None:
    result = resolve_combat(_dogs_board(3), "current", auto=True, triggers=True)
    assert result.board.permanent("dogs").zone.value == "graveyard"
    assert result.board.player("A").life == 17  # a 3/3 with its +1/+1 counter


def test_608_2h_control_it_survives() -> None:
    result = resolve_combat(_dogs_board(2), "current", auto=True, triggers=True)
    assert result.board.permanent("dogs").zone.value == "battlefield"
    assert result.board.player("A").life == 20


def _walker_board(loyalty: int) -> Board:
    giant = creature_card("giant", power=3, toughness=3, attacking="jace")
    jace = Permanent(
        id="jace", controller="B", types=frozenset({CardType.PLANESWALKER}),
        counters=Counters(loyalty=loyalty),
    )  # fmt: skip
    populace = creature_card("pop", "B", 2, 2, abilities=modelled_abilities(POPULACE))
    return two_player_board(giant, jace, populace)


def test_700_4_a_planeswalker_put_into_the_graveyard_died() -> None:
    result = resolve_combat(_walker_board(3), "current", auto=True, triggers=True)
    assert result.board.permanent("jace").zone.value == "graveyard"
    assert result.board.permanent("pop").counters.plus_one == 1


def test_700_4_control_the_planeswalker_survives() -> None:
    result = resolve_combat(_walker_board(4), "current", auto=True, triggers=True)
    assert result.board.permanent("jace").zone.value == "battlefield"
    assert result.board.permanent("pop").counters.plus_one == 0


MASTER = (
    "Whenever an artifact you control is put into a graveyard from the battlefield, target "
    "opponent loses life equal to ~'s power."
)


def _master_board(thopter_toughness: int) -> Board:
    # B's 4/4 Marionette Master watches B's artifact creature, which blocks
    # A's 2/2: "~'s power" is the Master's own (608.2h), not the artifact's
    bear = creature_card("bear", power=2, toughness=2, attacking="B")
    thopter = Permanent(
        id="thopter", controller="B", power=1, toughness=thopter_toughness,
        blocking=("bear",), types=frozenset({CardType.ARTIFACT, CardType.CREATURE}),
    )  # fmt: skip
    master = creature_card(
        "master", "B", 4, 4, abilities=modelled_abilities(MASTER),
        choices=TriggerChoices(targets=("A",)),
    )  # fmt: skip
    return two_player_board(bear, thopter, master)


def test_608_2h_another_permanent_s_death_reads_the_watcher_s_power() -> None:
    result = resolve_combat(_master_board(1), "current", auto=True, triggers=True)
    assert result.board.permanent("thopter").zone.value == "graveyard"
    assert result.board.player("A").life == 16


def test_608_2h_control_the_artifact_survives() -> None:
    result = resolve_combat(_master_board(3), "current", auto=True, triggers=True)
    assert result.board.permanent("thopter").zone.value == "battlefield"
    assert result.board.player("A").life == 20
