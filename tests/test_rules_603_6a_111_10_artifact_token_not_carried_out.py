"""Session 13 review: a line that puts an artifact token onto the battlefield
(111.10: Treasure, Food, Clue...; investigate, 701.16a) which the engine
reads as having no effect, on a board with an ability watching for an
artifact entering (Glaze Fiend, 603.6a), is refused with one line naming
the line and the watcher, not played silently without the token: a spell's
"Create a Treasure token." (Sudden Breakthrough), "Whenever ~ attacks or
becomes the target of a spell, create a Treasure token." (Goldspan Dragon),
"Whenever ~ attacks, create a tapped Treasure token.", "Whenever ~ attacks,
investigate.". Each with a control without the watcher."""

from __future__ import annotations

import pytest

from mtgcombat.cards.catalog import BUILTIN, Card, Catalog
from mtgcombat.scenario.load import ScenarioError, parse_scenario

FIEND = Card(name="Glaze Watcher", types=("artifact", "creature"), power=0, toughness=1,
             text="Flying\nWhenever another artifact you control enters, ~ gets +2/+2 "
             "until end of turn.")  # fmt: skip
BREAK = Card(name="Quick Breakthrough", types=("instant",), text=(
    "Target creature gets +2/+0 and gains first strike until end of turn.\n"
    "Create a Treasure token. (It's an artifact with \"{T}, Sacrifice this artifact: "
    "Add one mana of any color.\")"))  # fmt: skip
OUTBURST = Card(name="Quick Outburst", types=("instant",), text=(
    "Target creature gets +2/+0 until end of turn.\n"
    "{U/R}{U/R}, Discard ~: Create a Treasure token."))  # fmt: skip
TRIGGERS = {
    "Goldspan": "Flying, haste\nWhenever ~ attacks or becomes the target of a spell, create a "
    "Treasure token.",
    "Tapped": "Whenever ~ attacks, create a tapped Treasure token.",
    "Sleuth": "Whenever ~ attacks, investigate.",
}
RAIDERS = [Card(name=f"{k} Raider", types=("creature",), power=3, toughness=3, text=t)
           for k, t in TRIGGERS.items()]  # fmt: skip
CATALOG = BUILTIN.plus(Catalog.of([FIEND, BREAK, OUTBURST, *RAIDERS]))


def _board(watcher: str, attacker: str) -> str:
    return f"""
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "fiend"
card = "{watcher}"
controller = "A"
[[permanents]]
id = "raider"
card = "{attacker}"
controller = "A"
attacking = "B"
[[permanents]]
id = "bear"
card = "Grizzly Bears"
controller = "B"
blocking = ["raider"]
"""


_SPELL = '\n[[timeline]]\nafter = "declare-blockers"\ncontroller = "A"\ncard = "{}"\n'
_SPELL += 'targets = ["raider"]\n'


def _refused(text: str) -> ScenarioError:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(text, catalog=CATALOG)
    assert err.value.key == "artifact_token_not_carried_out"
    assert err.value.rule == "603.6a, 111.10"
    english, japanese = err.value.message("en"), err.value.message("ja")
    assert len(english.splitlines()) == 1 and len(japanese.splitlines()) == 1
    assert english != japanese and "fiend" in english and "fiend" in japanese
    return err.value


def test_603_6a_a_spell_creating_a_treasure_is_refused_with_a_control() -> None:
    err = _refused(_board("Glaze Watcher", "Hill Giant") + _SPELL.format("Quick Breakthrough"))
    assert err.field_path == "timeline[0].card" and "Create a Treasure token." in str(err)
    # control: without the watcher the spell is played (the Treasure changes nothing)
    parse_scenario(_board("Grizzly Bears", "Hill Giant") + _SPELL.format("Quick Breakthrough"),
                   catalog=CATALOG)  # fmt: skip
    # control: an ability of the card in a hand ("Discard ~: ...") is not the spell's
    parse_scenario(_board("Glaze Watcher", "Hill Giant") + _SPELL.format("Quick Outburst"),
                   catalog=CATALOG)  # fmt: skip


@pytest.mark.parametrize("kind", sorted(TRIGGERS))
def test_603_6a_a_trigger_creating_an_artifact_token_is_refused_with_a_control(
    kind: str,
) -> None:
    err = _refused(_board("Glaze Watcher", f"{kind} Raider"))
    assert err.field_path == 'permanents[1] "raider".card'
    # control: the same attacker without the watcher
    scenario = parse_scenario(_board("Grizzly Bears", f"{kind} Raider"), catalog=CATALOG)
    assert scenario.board.permanent("raider").attacking == "B"


def test_603_6a_a_carried_out_treasure_is_not_refused() -> None:
    # control: the blocking trigger's Treasure is carried out (session 13), so allowed
    blocker = Card(name="Food Blocker", types=("creature",), power=2, toughness=2,
                   text="Whenever ~ blocks, create a Food token.")  # fmt: skip
    catalog = CATALOG.plus(Catalog.of([blocker]))
    text = _board("Glaze Watcher", "Hill Giant").replace('card = "Grizzly Bears"',
                                                         'card = "Food Blocker"')  # fmt: skip
    parse_scenario(text, catalog=catalog)
