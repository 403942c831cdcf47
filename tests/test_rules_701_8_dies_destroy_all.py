"""A trigger on a death that destroys or exiles every permanent of a group
at once (issue 33, session 12): "When ~ dies, exile all creatures" (False
Prophet), "When ~ dies, destroy all nonland permanents. They can't be
regenerated." (Child of Alara), "When ~ dies, destroy all creatures blocking
or blocked by it. They can't be regenerated." (Abu Ja'far). The group is
read as the ability resolves, relative to the permanent with the ability as
it last existed (608.2h, 603.10a), fixed before any leaves (608.2c); an
indestructible permanent stays (702.12b), a regeneration shield does not
help when they can't be regenerated (701.19c), and each leaves combat
(506.4), so what dies in the first-strike step changes the regular step.
Each rules test has a control, in both rule sets."""

from __future__ import annotations

import pytest

from helpers import creature, modelled_abilities, two_player_board
from mtgcombat.core.basics import CardType
from mtgcombat.core.model import Board, Permanent
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat

PROPHET = "When ~ dies, exile all creatures."
CHILD = "When ~ dies, destroy all nonland permanents. They can't be regenerated."
ABU = "When ~ dies, destroy all creatures blocking or blocked by it. They can't be regenerated."
RULE_SETS = ("current", "2023")


# -- parser -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        (PROPHET, "whenever this creature dies, exile all creatures"),
        (
            CHILD,
            "whenever this creature dies, destroy all nonland permanents (they can't be"
            " regenerated)",
        ),
        (
            ABU,
            "whenever this creature dies, destroy all creatures blocking or blocked by it (they"
            " can't be regenerated)",
        ),
        (
            "When ~ dies, destroy all other creatures.",
            "whenever this creature dies, destroy all other creatures",
        ),
    ],
)
def test_parse_a_dies_trigger_that_removes_a_group(sentence: str, text: str) -> None:
    [ability] = modelled_abilities(sentence)
    assert str(ability) == text


def test_parse_a_group_removed_in_japanese() -> None:
    [child] = modelled_abilities(CHILD)
    assert describe_value(child, "ja").endswith(
        "土地でないパーマネントをすべて破壊する。それらは再生できない"
    )
    [prophet] = modelled_abilities(PROPHET)
    assert describe_value(prophet, "ja").endswith("クリーチャーをすべて追放する")


# -- 608.2c, 506.4: the group leaves after the first-strike step ---------------


def _board(text: str, *, shielded: bool = False, indestructible: bool = False) -> Board:
    # A's 3/3 first striker kills B's 2/2 in the first-strike step; A's 4/4
    # ogre is blocked by B's 1/5 wall; A's artifact and land
    knight = creature("knight", "A", 3, 3, *modelled_abilities("First strike"), attacking="B")
    ogre = creature("ogre", "A", 4, 4, attacking="B")
    if shielded:
        ogre = creature("ogre", "A", 4, 4, attacking="B", regeneration_shields=1)
    if indestructible:
        ogre = creature("ogre", "A", 4, 4, *modelled_abilities("Indestructible"), attacking="B")
    rod = Permanent(id="rod", controller="A", types=frozenset({CardType.ARTIFACT}))
    land = Permanent(id="land", controller="A", types=frozenset({CardType.LAND}))
    dying = creature(
        "dying", "B", 2, 2, *modelled_abilities(text, name="Dying"), blocking=("knight",)
    )
    wall = creature("wall", "B", 1, 5, blocking=("ogre",))
    return two_player_board(knight, ogre, rod, land, dying, wall)


@pytest.mark.parametrize("rules", RULE_SETS)
def test_608_2c_every_nonland_permanent_is_destroyed_and_can_not_regenerate(rules: str) -> None:
    result = resolve_combat(_board(CHILD, shielded=True), rules, auto=True, triggers=True)
    board = result.board
    assert board.permanent("dying").zone.value == "graveyard"
    for gone in ("knight", "ogre", "rod", "wall"):
        assert board.permanent(gone).zone.value == "graveyard", gone
    assert board.permanent("land").zone.value == "battlefield"
    assert "regenerated" not in [e.kind for e in result.events]
    assert board.player("B").life == 20  # no one dealt damage in the regular step


@pytest.mark.parametrize("rules", RULE_SETS)
def test_702_12b_control_the_indestructible_ogre_stays_and_deals_its_damage(rules: str) -> None:
    result = resolve_combat(_board(CHILD, indestructible=True), rules, auto=True, triggers=True)
    board = result.board
    ogre = board.permanent("ogre")
    assert ogre.zone.value == "battlefield"
    # its blocker was destroyed: the ogre stays blocked (509.1h) and, with no
    # trample, deals no damage (510.1c)
    assert board.permanent("wall").zone.value == "graveyard"
    assert board.player("B").life == 20


@pytest.mark.parametrize("rules", RULE_SETS)
def test_406_2_every_creature_is_exiled_the_artifact_stays(rules: str) -> None:
    result = resolve_combat(_board(PROPHET, indestructible=True), rules, auto=True, triggers=True)
    board = result.board
    for gone in ("knight", "ogre", "wall"):
        assert board.permanent(gone).zone.value == "exile", gone
    assert board.permanent("rod").zone.value == "battlefield"
    assert [e.rule for e in result.events if e.kind == "exiled_by_effect"] == ["406.2"] * 3


@pytest.mark.parametrize("rules", RULE_SETS)
def test_603_10a_the_creature_it_blocked_is_destroyed_the_other_stays(rules: str) -> None:
    # Abu Ja'far blocks the knight and dies: the knight it blocked, as it last
    # existed, is destroyed; the ogre blocked by the wall is not (control)
    result = resolve_combat(_board(ABU), rules, auto=True, triggers=True)
    board = result.board
    assert board.permanent("knight").zone.value == "graveyard"
    assert board.permanent("ogre").zone.value == "battlefield"
    assert board.permanent("wall").zone.value == "battlefield"
    assert board.permanent("wall").damage == 4
