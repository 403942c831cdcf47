"""A creature an attack trigger's effect kills (or that the state-based
actions after it put into a graveyard, 704.5f-g) triggers the abilities on
its death (700.4). They go on the stack the next time a player would
receive priority (603.3, 117.3b), which is before the next attack trigger
waiting on the stack resolves: above those, so they resolve first (405.2).
The same holds for a declare blockers step's trigger (flanking's -1/-1
killing a blocker, 702.25a) and the block triggers still waiting.

The board: A attacks with a pinger ("whenever ~ attacks, it deals 1 damage
to target creature": B's 1/1 with "when ~ dies, target creature gets -1/-1
until end of turn", its target A's 1/1 attacker whose own attack trigger
gives it +1/+1). With the dies trigger above the waiting attack trigger,
the 1/1 becomes 0/0 and dies (704.5f) before its +1/+1; resolved after it,
the 1/1 would be 2/2 then 1/1 and live. The control: B's 1/1 without the
dies ability, where the 1/1 attacks as a 2/2.
"""

from __future__ import annotations

from helpers import creature_card, modelled_abilities, two_player_board
from mtgcombat.core.model import Board
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.timeline_run import run_combat
from mtgcombat.rules.triggers import declare_blockers_triggers
from mtgcombat.rules.triggers_damage import settle_dies_triggers

PINGER = "Whenever ~ attacks, it deals 1 damage to target creature."
GROWS = "Whenever ~ attacks, it gets +1/+1 until end of turn."
SPITE = "When ~ dies, target creature gets -1/-1 until end of turn."


def _board(*, spite: bool) -> Board:
    pinger = creature_card(
        "pinger", power=1, toughness=1, attacking="B",
        abilities=modelled_abilities(PINGER),
        choices=TriggerChoices(targets=("imp",)),
    )  # fmt: skip
    cub = creature_card(
        "cub", power=1, toughness=1, attacking="B", abilities=modelled_abilities(GROWS)
    )
    imp = creature_card(
        "imp", "B", 1, 1,
        abilities=modelled_abilities(SPITE) if spite else frozenset(),
        choices=TriggerChoices(targets=("cub",)),
    )  # fmt: skip
    return two_player_board(pinger, cub, imp)


def test_603_3_the_dies_trigger_resolves_before_the_waiting_attack_trigger() -> None:
    after, events = declare_attackers_triggers(_board(spite=True), "current")
    assert after.permanent("imp").zone.value == "graveyard"
    # -1/-1 on the 1/1 cub before its +1/+1: 0/0, put into its owner's
    # graveyard (704.5f); its own trigger then does nothing
    assert after.permanent("cub").zone.value == "graveyard"
    kinds = [e.kind for e in events]
    assert kinds.index("dies_ability_triggered") < kinds.index("pt_until_end_of_turn")
    assert not [e for e in events if getattr(e, "source", "") == "cub"]  # its +1/+1: none
    # the whole combat: only the pinger (1) deals damage to B
    result = run_combat(_board(spite=True), "current", auto=True, attack_triggers=True)
    assert result.board.player("B").life == 19


def test_603_3_control_no_dies_ability_the_cub_attacks_as_a_2_2() -> None:
    after, _ = declare_attackers_triggers(_board(spite=False), "current")
    assert after.permanent("imp").zone.value == "graveyard"
    assert after.permanent("cub").current_power == 2
    result = run_combat(_board(spite=False), "current", auto=True, attack_triggers=True)
    assert result.board.player("B").life == 17


FLANKER = "Flanking"


def _blocks(*, spite: bool) -> Board:
    # A's knight with flanking attacks; B's 1/1 blocks it: flanking's -1/-1
    # (702.25a) kills the 1/1, whose dies ability gives A's other attacker
    # (a 1/1 whose bushido 1 triggers as it becomes blocked by B's 2/2)
    # -1/-1: it dies before its bushido resolves
    knight = creature_card(
        "knight", power=2, toughness=2, attacking="B", abilities=modelled_abilities(FLANKER)
    )
    samurai = creature_card(
        "samurai", power=1, toughness=1, attacking="B",
        abilities=modelled_abilities("Bushido 1"),
    )  # fmt: skip
    imp = creature_card(
        "imp", "B", 1, 1, blocking=("knight",),
        abilities=modelled_abilities(SPITE) if spite else frozenset(),
        choices=TriggerChoices(targets=("samurai",)),
    )  # fmt: skip
    ox = creature_card("ox", "B", 2, 2, blocking=("samurai",))
    return two_player_board(knight, samurai, imp, ox)


def test_603_3_a_block_trigger_s_death_triggers_before_the_waiting_ones() -> None:
    after, _ = declare_blockers_triggers(
        _blocks(spite=True), "current", settle=settle_dies_triggers
    )
    assert after.permanent("imp").zone.value == "graveyard"
    assert after.permanent("samurai").zone.value == "graveyard"
    # the whole combat: the knight stays blocked with its blocker gone
    # (509.1h) and, without trample, deals no combat damage; the samurai is
    # gone, so the ox lives and B stays at 20
    result = resolve_combat(_blocks(spite=True), "current", auto=True, triggers=True)
    assert result.board.permanent("samurai").zone.value == "graveyard"
    assert result.board.permanent("ox").zone.value == "battlefield"
    assert result.board.player("B").life == 20


def test_603_3_control_without_the_dies_ability_bushido_resolves() -> None:
    after, _ = declare_blockers_triggers(
        _blocks(spite=False), "current", settle=settle_dies_triggers
    )
    assert after.permanent("imp").zone.value == "graveyard"
    assert after.permanent("samurai").current_power == 2
    # the 2/2 samurai and the 2/2 ox trade
    result = resolve_combat(_blocks(spite=False), "current", auto=True, triggers=True)
    assert result.board.permanent("ox").zone.value == "graveyard"
