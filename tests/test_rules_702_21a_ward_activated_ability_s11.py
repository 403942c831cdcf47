"""702.21a: ward triggers when its permanent "becomes the target of a spell
or ability an opponent controls": an activated ability a timeline entry
activates (602.2) is countered by it as a spell is, unless its cost is
paid; its cost was paid as it was activated (602.2b: the sacrificed source
stays in the graveyard). Control: the controller's own ability targeting
its own permanent with ward (no opponent: ward does not trigger).
"""

from __future__ import annotations

from mtgcombat.cards.catalog import BUILTIN, Card, Catalog
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario

CARDS = (
    Card(name="Martyr Imp", colors=("black",), power=1, toughness=1,
         text="Sacrifice Martyr Imp: Destroy target nonblack creature."),
)  # fmt: skip
CATALOG = BUILTIN.plus(Catalog.of(CARDS))


def _played(imp_controller: str, ward: str = "Ward {2}", paid: bool = False) -> tuple[
    list[tuple[str, str]], dict[str, str]
]:  # fmt: skip
    abilities = f'abilities = ["{ward}"]\n' if ward else ""
    text = f"""
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "att"
power = 3
toughness = 3
controller = "A"
attacking = "B"
{abilities}[[permanents]]
id = "imp"
card = "Martyr Imp"
controller = "{imp_controller}"
[[timeline]]
after = "declare-blockers"
activate = "imp"
targets = ["att"]
ward_paid = {"true" if paid else "false"}
"""
    scenario = parse_scenario(text, catalog=CATALOG)
    result = run_combat(scenario.board, "current", scenario.timeline, auto=True)
    kinds = [(e.kind, e.rule) for e in result.events if "ward" in e.kind]
    return kinds, {p.id: p.zone.value for p in result.board.permanents}


def test_702_21a_ward_counters_an_opponents_activated_ability() -> None:
    kinds, zones = _played("B")
    assert kinds == [("countered_by_ward", "702.21a")]
    # countered: the attacker survives; the imp was sacrificed as the cost (602.2b)
    assert zones == {"att": "battlefield", "imp": "graveyard"}


def test_702_21a_ward_paid_the_ability_resolves() -> None:
    kinds, zones = _played("B", paid=True)
    assert kinds == [("ward_paid", "702.21a")]
    assert zones == {"att": "graveyard", "imp": "graveyard"}


def test_702_21a_control_own_ability_does_not_trigger_ward() -> None:
    # control: the attacker's controller activates it on its own creature
    kinds, zones = _played("A")
    assert kinds == []
    assert zones == {"att": "graveyard", "imp": "graveyard"}


def test_702_21a_control_without_ward() -> None:
    kinds, zones = _played("B", ward="")
    assert kinds == []
    assert zones["att"] == "graveyard"
