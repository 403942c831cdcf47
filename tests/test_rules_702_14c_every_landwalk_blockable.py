"""'Creatures with landwalk abilities can be blocked as though they didn't have
those abilities.' (Staff of the Ages; issue 33, session 11): no landwalk stops a
blocker (702.14c, 509.1b) while the permanent with the line is on the
battlefield. The control is the same board without it."""

from __future__ import annotations

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers, registered on import)
from mtgcombat.core.abilities import BlockableDespiteLandwalk, Landwalk, Selector
from mtgcombat.core.model import Board, CardType, Permanent, Player
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.text import parse_sentence

STAFF = (
    "Creatures with landwalk abilities can be blocked as though they didn't have those abilities."
)


def test_702_14c_parser_reads_every_landwalk_blockable() -> None:
    parsed = parse_sentence(STAFF)
    assert parsed.status == "modelled", parsed.error
    [static] = parsed.traits.statics
    assert getattr(static, "affected", None) == Selector()
    assert static.grants == (BlockableDespiteLandwalk(""),)  # type: ignore[union-attr]
    assert "土地渡り" in describe_value(static, "ja")
    # the control: one landwalk named keeps its own reading
    [one] = parse_sentence(
        "Creatures with swampwalk can be blocked as though they didn't have swampwalk."
    ).traits.statics
    assert one.grants == (BlockableDespiteLandwalk("swamp"),)  # type: ignore[union-attr]


def _board(*, staff: bool) -> Board:
    walker = Permanent(id="walker", controller="A", power=2, toughness=2, attacking="B",
                       abilities=frozenset({Landwalk("swamp"), Landwalk("forest")}))  # fmt: skip
    bear = Permanent(id="bear", controller="B", power=2, toughness=2)
    swamp = Permanent(id="swamp", controller="B", types=frozenset({CardType.LAND}),
                      subtypes=frozenset({"swamp"}))  # fmt: skip
    perms = [walker, bear, swamp]
    if staff:
        [static] = parse_sentence(STAFF).traits.statics
        perms.append(Permanent(id="staff", controller="A", types=frozenset({CardType.ARTIFACT}),
                               statics=(static,)))  # fmt: skip
    return apply_static_effects(Board((Player("A"), Player("B")), tuple(perms), "A"))


def test_702_14c_a_swampwalker_can_be_blocked_with_the_staff_out() -> None:
    assert is_legal_blocks(_board(staff=True), BlockDeclaration.parse("bear: walker")).legal
    # the control: without it, B's Swamp makes the swampwalker unblockable
    verdict = is_legal_blocks(_board(staff=False), BlockDeclaration.parse("bear: walker"))
    assert {(v.rule, v.code) for v in verdict.violations} == {("702.14c", "evasion_landwalk")}
