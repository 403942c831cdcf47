"""702.21a: ward triggers when its permanent "becomes the target of a spell
or ability an opponent controls" -- a triggered ability too (603.3d), not
only a spell or an activated ability. The ward ability resolves before the
triggered ability and counters it unless its controller pays the cost (the
source's ``choices.ward_paid``; by default not, as a timeline entry's
``ward_paid``). Controls: the same trigger from the warded permanent's
controller (or, in Two-Headed Giant, a teammate: 810.2, 102.3) triggers
no ward; a permanent without ward.
"""

from __future__ import annotations

import re

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from mtgcombat.core.abilities import OtherKeyword
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.core.ward_events import TriggerCounteredByWard
from mtgcombat.i18n.messages import describe_event
from mtgcombat.rules.assignment_values import Package
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.damage_step import deal_combat_damage
from mtgcombat.rules.triggers_damage import combat_damage_step_triggers

RALLY = "Whenever ~ attacks, target creature gets +2/+0 until end of turn."
STING = "Whenever ~ deals combat damage to a player, ~ deals 2 damage to target creature."


def _ward(pid: str, controller: str, cost: str = "{2}", **fields: object) -> Permanent:
    keywords = frozenset({OtherKeyword("ward", cost)}) if cost else frozenset()
    return _creature(pid, controller, abilities=keywords, **fields)  # type: ignore[arg-type]


def _rallier(target: str, paid: bool = False, controller: str = "A") -> Permanent:
    return _creature("rallier", controller, attacking="B",
                     abilities=_ability(RALLY, name="Rallier"),
                     choices=TriggerChoices(targets=(target,), ward_paid=paid))  # fmt: skip


def _attack(board: Board) -> tuple[Board, list[str]]:
    after, events = declare_attackers_triggers(board, "current")
    return after, [e.kind for e in events if "ward" in e.kind]


# -- an attack trigger (508.2a) ----------------------------------------------------


def test_702_21a_ward_counters_an_opponents_attack_trigger() -> None:
    board = Board((Player("A"), Player("B")), (_rallier("drake"), _ward("drake", "B")), "A")
    after, kinds = _attack(board)
    assert kinds == ["trigger_countered_by_ward"]
    assert after.permanent("drake").power == 2  # countered: no +2/+0


def test_702_21a_ward_paid_the_attack_trigger_resolves() -> None:
    board = Board((Player("A"), Player("B")), (_rallier("drake", paid=True), _ward("drake", "B")),
                  "A")  # fmt: skip
    after, kinds = _attack(board)
    assert kinds == ["trigger_ward_paid"]
    assert after.permanent("drake").power == 4


def test_702_21a_control_own_trigger_targets_own_warded_creature() -> None:
    # control: the warded creature's controller controls the trigger
    board = Board((Player("A"), Player("B")), (_rallier("drake"), _ward("drake", "A")), "A")
    after, kinds = _attack(board)
    assert kinds == []
    assert after.permanent("drake").power == 4


def test_702_21a_control_without_ward() -> None:
    board = Board((Player("A"), Player("B")), (_rallier("drake"), _ward("drake", "B", "")), "A")
    after, kinds = _attack(board)
    assert kinds == []
    assert after.permanent("drake").power == 4


def test_702_21a_810_2_a_teammates_trigger_triggers_no_ward() -> None:
    # Two-Headed Giant: A and A2 are teammates, not opponents (810.2, 102.3)
    players = (Player("A"), Player("A2"), Player("B"), Player("B2"))
    teams = (("A", "A2"), ("B", "B2"))
    board = Board(players, (_rallier("drake"), _ward("drake", "A2")), "A", teams=teams)
    after, kinds = _attack(board)
    assert kinds == []
    assert after.permanent("drake").power == 4
    # control: a player of the other team
    board = Board(players, (_rallier("drake"), _ward("drake", "B2")), "A", teams=teams)
    after, kinds = _attack(board)
    assert kinds == ["trigger_countered_by_ward"]
    assert after.permanent("drake").power == 2


# -- a combat damage trigger (510.3a) ----------------------------------------------


def _stung(drake_controller: str, cost: str = "{2}", paid: bool = False) -> tuple[Board, list[str]]:
    stinger = _creature("stinger", "A", attacking="B", abilities=_ability(STING, name="Stinger"),
                        choices=TriggerChoices(targets=("drake",), ward_paid=paid))  # fmt: skip
    board = Board((Player("A"), Player("B")), (stinger, _ward("drake", drake_controller, cost)),
                  "A")  # fmt: skip
    after, dealt = deal_combat_damage(board, Package.parse("stinger: B=2"))
    final, events = combat_damage_step_triggers(after, after, dealt, "current")
    return final, [e.kind for e in events if "ward" in e.kind or e.kind == "life_lost"]


def test_702_21a_ward_counters_an_opponents_combat_damage_trigger() -> None:
    final, kinds = _stung("B")
    assert kinds == ["trigger_countered_by_ward"]
    assert final.permanent("drake").on_battlefield
    assert final.permanent("drake").damage == 0


def test_702_21a_ward_life_paid_the_damage_trigger_resolves() -> None:
    final, kinds = _stung("B", "\u2014 Pay 3 life", paid=True)
    assert kinds == ["trigger_ward_paid", "life_lost"]
    assert final.player("A").life == 17  # 119.4: paying life is losing it
    assert not final.permanent("drake").on_battlefield


def test_702_21a_control_own_damage_trigger_no_ward() -> None:
    final, kinds = _stung("A")
    assert kinds == []
    assert not final.permanent("drake").on_battlefield


def test_702_21a_ward_cost_not_carried_out_is_refused_when_paid() -> None:
    with pytest.raises(ChoiceError) as err:
        _stung("B", "\u2014 Sacrifice a land", paid=True)
    assert err.value.key == "choice_ward_cost_unmodelled"
    # control: not paid, the ability is countered, nothing to carry out
    _, kinds = _stung("B", "\u2014 Sacrifice a land")
    assert kinds == ["trigger_countered_by_ward"]


def test_702_21a_trigger_ward_events_in_japanese() -> None:
    board = Board((Player("A"), Player("B")), (_rallier("drake"), _ward("drake", "B")), "A")
    _, events = declare_attackers_triggers(board, "current")
    [ward] = [e for e in events if "ward" in e.kind]
    line = describe_event(ward, "ja", board=board)
    assert "護法{2}" in line
    assert "打ち消される" in line
    assert not re.search(r"[A-Za-z]+ [A-Za-z]+", line), line  # no English sentence left
    assert "+2/+0" in line  # the ability, in Japanese


def test_702_21a_provoke_ward_event_in_japanese() -> None:
    event = TriggerCounteredByWard("702.21a", "drake", "rallier", "provoke", "{2}")
    line = describe_event(event, "ja")
    assert "挑発" in line and "provoke" not in line


@pytest.mark.parametrize(
    ("paid", "kind", "power"),
    [(True, "trigger_ward_paid", 4), (False, "trigger_countered_by_ward", 2)],
)
def test_702_21a_scenario_file_reads_choices_ward_paid(paid: bool, kind: str, power: int) -> None:
    from mtgcombat.cards.catalog import BUILTIN, Card, Catalog  # noqa: PLC0415
    from mtgcombat.scenario.load import parse_scenario  # noqa: PLC0415

    catalog = BUILTIN.plus(Catalog.of((Card(name="Rallier", power=2, toughness=2,
                                            text=RALLY.replace("~", "Rallier")),)))  # fmt: skip
    text = f"""
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "rallier"
card = "Rallier"
controller = "A"
attacking = "B"
choices = {{ targets = ["drake"], ward_paid = {str(paid).lower()} }}
[[permanents]]
id = "drake"
power = 2
toughness = 2
controller = "B"
abilities = ["Ward {{2}}"]
"""
    board = parse_scenario(text, catalog=catalog).board
    after, kinds = _attack(board)
    assert kinds == [kind]
    assert after.permanent("drake").power == power


def test_702_21a_810_9_ward_life_paid_from_the_teams_shared_total() -> None:
    players = tuple(Player(p, life=30) for p in ("A", "A2", "B", "B2"))
    teams = (("A", "A2"), ("B", "B2"))
    rallier = _creature("rallier", "A", attacking="B", abilities=_ability(RALLY, name="Rallier"),
                        choices=TriggerChoices(targets=("drake",), ward_paid=True))  # fmt: skip
    board = Board(players, (rallier, _ward("drake", "B2", "\u2014 Pay 2 life")), "A", teams=teams)
    after, kinds = _attack(board)
    assert kinds == ["trigger_ward_paid"]
    assert [p.life for p in after.players] == [28, 28, 30, 30]
    assert after.permanent("drake").power == 4


# -- a keyword's triggered ability: provoke (702.39a) ------------------------------

PROVOKE = OtherKeyword("provoke", rule="702.39")


def _provoked(drake_controller: str, paid: bool = False) -> tuple[Board, list[str]]:
    goblin = _creature("goblin", "A", attacking="B", abilities=frozenset({PROVOKE}),
                       choices=TriggerChoices(targets=("drake",), ward_paid=paid))  # fmt: skip
    drake = _ward("drake", drake_controller, tapped=True)
    board = Board((Player("A"), Player("B")), (goblin, drake), "A")
    after, events = declare_attackers_triggers(board, "current")
    return after, [e.kind for e in events if "ward" in e.kind or e.kind == "keyword_trigger"]


def test_702_21a_ward_counters_provoke() -> None:
    after, kinds = _provoked("B")
    assert kinds == ["trigger_countered_by_ward"]
    assert after.permanent("drake").tapped  # not untapped, no requirement to block
    assert not after.permanent("drake").block_rules


def test_702_21a_ward_paid_provoke_resolves() -> None:
    after, kinds = _provoked("B", paid=True)
    assert kinds[0] == "trigger_ward_paid"
    assert not after.permanent("drake").tapped
    assert after.permanent("drake").block_rules
