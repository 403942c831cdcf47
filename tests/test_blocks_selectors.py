"""Blocking restrictions and requirements over characteristics (CR 509.1b-c)
and protection in every printed form (702.16), one test per form, each
showing the rule change a verdict. Boards are built by hand: player "A"
attacks player "B"; the rules are the structured values of
:mod:`mtgcombat.core.abilities` (the card-text parser produces the same values).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

from mtgcombat.core.abilities import (
    AlsoBlock,
    BlocksEachCombat,
    BlocksSelEachCombat,
    CanBlockOnly,
    CantBeBlockedBy,
    CantBeBlockedExceptBy,
    CantBeBlockedUnlessAllBlock,
    CantBeBlockedWhile,
    CantBlockSel,
    CantBlockUnless,
    Compare,
    GreaterPowerAlsoBlocks,
    Keyword,
    Lure,
    MustBeBlockedBy,
    OtherKeyword,
    Protection,
    Selector,
    YouControl,
)
from mtgcombat.core.events import DamagePrevented
from mtgcombat.core.model import (
    Ability,
    BlockRule,
    Board,
    CardType,
    Permanent,
    Player,
    Zone,
)
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.explain import explain
from mtgcombat.i18n.messages import TEMPLATES, describe
from mtgcombat.rules.blocks import (
    BlockDeclaration,
    BlockVerdict,
    block_options,
    has_quality,
    is_legal_blocks,
    legal_block_declarations,
    maximum_requirements,
    obeyed_count,
    requirements,
    restriction_violations,
)
from mtgcombat.rules.combat import resolve_combat


def attacker(
    pid: str,
    *abilities: Ability,
    rules: Iterable[BlockRule] = (),
    power: int = 2,
    toughness: int = 2,
    **kw: Any,
) -> Permanent:
    """An attacking creature of player A, attacking player B."""
    return Permanent(
        id=pid,
        controller="A",
        power=power,
        toughness=toughness,
        abilities=frozenset(abilities),
        block_rules=frozenset(rules),
        attacking="B",
        **kw,
    )


def creature(
    pid: str,
    *abilities: Ability,
    rules: Iterable[BlockRule] = (),
    power: int = 2,
    toughness: int = 2,
    controller: str = "B",
    **kw: Any,
) -> Permanent:
    """A creature of player B (unless told), a potential blocker."""
    return Permanent(
        id=pid,
        controller=controller,
        power=power,
        toughness=toughness,
        abilities=frozenset(abilities),
        block_rules=frozenset(rules),
        **kw,
    )


def land(pid: str, subtype: str, controller: str = "B", **kw: Any) -> Permanent:
    return Permanent(
        id=pid,
        controller=controller,
        types=frozenset({CardType.LAND}),
        subtypes=frozenset({subtype}),
        **kw,
    )


def board_of(*permanents: Permanent) -> Board:
    return Board(players=(Player("A"), Player("B")), permanents=permanents, active_player="A")


def check(board: Board, text: str) -> BlockVerdict:
    """The verdict on a declaration, after checking its messages render and
    that any witness it gives is legal and reaches the maximum."""
    verdict = is_legal_blocks(board, BlockDeclaration.parse(text))
    for v in verdict.violations:
        assert v.code in TEMPLATES, v.code
        for lang in ("en", "ja"):
            rendered = describe(v, lang)
            assert rendered and "{" not in rendered, (v, lang, rendered)
        assert explain(v.rule, RuleSet.CURRENT, "en")
    if not verdict.legal:
        assert verdict.witness is not None
        again = is_legal_blocks(board, verdict.witness)
        assert again.legal, again.violations
        assert again.obeyed == verdict.maximum
    return verdict


def codes(verdict: BlockVerdict) -> set[tuple[str, str]]:
    return {(v.rule, v.code) for v in verdict.violations}


def creatures(**kw: Any) -> Selector:
    return Selector(**kw)


POWER_2_OR_MORE = creatures(compares=(Compare("power", ">=", 2),))
WALLS = creatures(subtypes=frozenset({"wall"}))
FLYERS = creatures(with_keywords=frozenset({Keyword.FLYING}))


# ---------------------------------------------------------------------------
# 509.1b: restrictions between one blocker and one attacker
# ---------------------------------------------------------------------------


def test_509_1b_cant_be_blocked_by_power_2_or_greater() -> None:
    board = board_of(
        attacker("x", rules=[CantBeBlockedBy(POWER_2_OR_MORE)]),
        creature("bear", power=2),
        creature("elf", power=1),
    )
    assert codes(check(board, "bear: x")) == {("509.1b", "cant_be_blocked_by")}
    assert check(board, "elf: x").legal
    assert block_options(board, "bear") == ()


def test_509_1b_cant_be_blocked_except_by_walls() -> None:
    board = board_of(
        attacker("x", rules=[CantBeBlockedExceptBy(WALLS)]),
        creature("wall", power=0, toughness=4, subtypes=frozenset({"wall"})),
        creature("bear"),
    )
    assert codes(check(board, "bear: x")) == {("509.1b", "cant_be_blocked_except_by")}
    assert check(board, "wall: x").legal


def test_509_1b_cant_block_creatures_with_flying() -> None:
    board = board_of(
        attacker("bird", Keyword.FLYING),
        attacker("bear"),
        creature("spider", Keyword.REACH, rules=[CantBlockSel(FLYERS)]),
    )
    assert codes(check(board, "spider: bird")) == {("509.1b", "cant_block_sel")}
    assert check(board, "spider: bear").legal


def test_509_1b_can_block_only_creatures_with_power_greater_than_its_own() -> None:
    greater = creatures(compares=(Compare("power", ">", None),))
    board = board_of(
        attacker("big", power=4),
        attacker("small", power=1),
        creature("hunter", power=2, rules=[CanBlockOnly(greater)]),
    )
    assert codes(check(board, "hunter: small")) == {("509.1b", "can_block_only")}
    assert check(board, "hunter: big").legal


def test_509_1b_can_block_only_sel_granted_by_another_permanent_reads_its_source() -> None:
    # A granted rule: its selector ("other creatures you control") is read
    # relative to the granting permanent, not to the creature that holds it.
    yours = creatures(controller="you", other=True)
    board = board_of(
        attacker("x"),
        creature("mine", rules=[CanBlockOnly(yours, source="lord")]),
        creature("lord", controller="A"),
    )
    # x is controlled by A, like the lord: it is one of "other creatures you control".
    assert check(board, "mine: x").legal
    board = board_of(
        attacker("x"),
        creature("mine", rules=[CanBlockOnly(creatures(controller="opponent"), source="lord")]),
        creature("lord", controller="A"),
    )
    assert codes(check(board, "mine: x")) == {("509.1b", "can_block_only")}


def test_509_1b_creatures_with_power_less_than_the_lords_cant_block_creatures_you_control() -> None:
    weaker = creatures(compares=(Compare("power", "<", None),))
    board = board_of(
        attacker("x", rules=[CantBeBlockedBy(weaker, source="lord")]),
        creature("lord", controller="A", power=3),
        creature("two", power=2),
        creature("three", power=3),
    )
    assert codes(check(board, "two: x")) == {("509.1b", "cant_be_blocked_by")}
    assert check(board, "three: x").legal


def test_509_1b_cant_be_blocked_as_long_as_defending_player_controls_an_artifact() -> None:
    artifacts = Selector(types=frozenset({"artifact"}))
    rule = CantBeBlockedWhile(artifacts)
    trinket = Permanent(id="trinket", controller="B", types=frozenset({CardType.ARTIFACT}))
    board = board_of(attacker("x", rules=[rule]), creature("bear"), trinket)
    verdict = check(board, "bear: x")
    assert codes(verdict) == {("509.1b", "cant_be_blocked_while")}
    assert verdict.violations[0].objects == ("x", "bear", "trinket")
    # The attacking player's artifact does not count; nor does none at all.
    mine = Permanent(id="trinket", controller="A", types=frozenset({CardType.ARTIFACT}))
    assert check(board_of(attacker("x", rules=[rule]), creature("bear"), mine), "bear: x").legal


def test_509_1b_cant_be_blocked_as_long_as_defending_player_controls_a_snow_island() -> None:
    islands = Selector(types=frozenset({"land"}), subtypes=frozenset({"island"}))
    board = board_of(
        attacker("x", rules=[CantBeBlockedWhile(islands)]),
        creature("bear"),
        land("swamp", "swamp"),
    )
    assert check(board, "bear: x").legal
    board = board_of(*board.permanents, land("island", "island", tapped=True))
    assert codes(check(board, "bear: x")) == {("509.1b", "cant_be_blocked_while")}


# ---------------------------------------------------------------------------
# 509.1b: can't block unless ...
# ---------------------------------------------------------------------------


def test_509_1b_cant_block_unless_you_control_another_goblin() -> None:
    another_goblin = creatures(subtypes=frozenset({"goblin"}), other=True)
    rule = CantBlockUnless(YouControl(another_goblin))
    goblin = creature("raider", rules=[rule], subtypes=frozenset({"goblin"}))
    alone = board_of(attacker("x"), goblin)
    verdict = check(alone, "raider: x")
    assert codes(verdict) == {("509.1b", "cant_block_unless_control")}
    assert block_options(alone, "raider") == ()
    # The other player's Goblin does not help; one of B's own does.
    theirs = creature("gob2", controller="A", subtypes=frozenset({"goblin"}))
    assert not check(board_of(*alone.permanents, theirs), "raider: x").legal
    friend = creature("gob2", subtypes=frozenset({"goblin"}), tapped=True)
    assert check(board_of(*alone.permanents, friend), "raider: x").legal


def test_509_1b_cant_block_unless_two_other_creatures_also_block() -> None:
    rule = CantBlockUnless(AlsoBlock(2))
    board = board_of(
        attacker("x"),
        attacker("y"),
        creature("coward", rules=[rule]),
        creature("b1"),
        creature("b2"),
    )
    verdict = check(board, "coward: x; b1: y")
    assert codes(verdict) == {("509.1b", "cant_block_unless_others")}
    assert verdict.violations[0].facts == {"count": 2, "others": 1}
    assert check(board, "coward: x; b1: y; b2: y").legal
    assert check(board, "b1: y").legal  # the rule binds only a creature that blocks


def test_509_1b_cant_block_alone_as_also_block_one() -> None:
    board = board_of(attacker("x"), creature("shy", rules=[CantBlockUnless(AlsoBlock(1))]))
    assert codes(check(board, "shy: x")) == {("509.1b", "cant_block_unless_others")}
    board = board_of(*board.permanents, creature("pal"))
    assert check(board, "shy: x; pal: x").legal


def test_509_1b_cant_block_unless_a_creature_with_greater_power_also_blocks() -> None:
    rule = CantBlockUnless(GreaterPowerAlsoBlocks())
    board = board_of(
        attacker("x"),
        attacker("y"),
        creature("squire", power=2, rules=[rule]),
        creature("peer", power=2),
        creature("knight", power=3),
    )
    assert codes(check(board, "squire: x; peer: x")) == {
        ("509.1b", "cant_block_unless_greater_power")
    }
    assert check(board, "squire: x; knight: y").legal  # any attacker: it only "also blocks"


def test_509_1c_blocks_each_combat_with_greater_power_condition_needs_a_partner() -> None:
    # The requirement can be obeyed only with the stronger creature blocking too.
    rule = CantBlockUnless(GreaterPowerAlsoBlocks())
    board = board_of(
        attacker("x"),
        creature("squire", power=1, rules=[rule, BlocksEachCombat()]),
        creature("knight", power=3),
    )
    verdict = check(board, "")
    assert verdict.maximum == 1
    assert verdict.witness == BlockDeclaration.parse("squire: x; knight: x")


# ---------------------------------------------------------------------------
# 509.1b: can't be blocked unless all creatures defending player controls block it
# ---------------------------------------------------------------------------


def tromokratis(*extra: BlockRule) -> Permanent:
    return attacker("tromo", power=8, toughness=8, rules=[CantBeBlockedUnlessAllBlock(), *extra])


def test_509_1b_cant_be_blocked_unless_all_creatures_defending_player_controls_block_it() -> None:
    board = board_of(tromokratis(), creature("c1"), creature("c2"), creature("c3"))
    verdict = check(board, "c1: tromo; c2: tromo")
    assert codes(verdict) == {("509.1b", "cant_be_blocked_unless_all_block")}
    assert verdict.violations[0].objects == ("tromo", "c3")
    assert check(board, "c1: tromo; c2: tromo; c3: tromo").legal
    assert check(board, "").legal  # blocking it stays a choice


def test_509_1b_all_block_a_tapped_creature_makes_it_unblockable() -> None:
    # Every creature the defending player controls counts, tapped or not; a
    # tapped one can't block, so no declaration blocks the attacker.
    board = board_of(tromokratis(Lure()), creature("c1"), creature("c2", tapped=True))
    assert not any(d.blockers_of("tromo") for d in legal_block_declarations(board))
    assert maximum_requirements(board).maximum == 0
    assert check(board, "").legal  # Lure asks nothing it could obey
    assert not check(board, "c1: tromo").legal


def test_509_1c_all_block_a_forced_blocker_drags_every_creature_in() -> None:
    # One creature must block Tromokratis if able (a Culling Mark style
    # requirement): the only way to obey it is for all three to block.
    board = board_of(
        tromokratis(),
        creature("centaur", power=3, toughness=3, rules=[BlocksEachCombat()]),
        creature("boar"),
        creature("soldier", power=1, toughness=1),
    )
    verdict = check(board, "")
    assert verdict.maximum == 1
    assert verdict.witness == BlockDeclaration.parse("centaur: tromo; boar: tromo; soldier: tromo")
    assert not check(board, "centaur: tromo").legal


def test_509_1b_all_block_creatures_of_the_attacking_player_do_not_count() -> None:
    board = board_of(tromokratis(), creature("c1"), creature("home", controller="A"))
    assert check(board, "c1: tromo").legal


# ---------------------------------------------------------------------------
# 509.1c: requirements over selectors
# ---------------------------------------------------------------------------


def test_509_1c_must_be_blocked_by_a_wall_if_able() -> None:
    board = board_of(
        attacker("x", rules=[MustBeBlockedBy(WALLS)]),
        creature("wall", power=0, toughness=4, subtypes=frozenset({"wall"})),
        creature("bear"),
    )
    verdict = check(board, "bear: x")
    assert codes(verdict) == {("509.1c", "requirements_not_maximal")}
    assert verdict.witness == BlockDeclaration.parse("wall: x")
    assert check(board, "wall: x; bear: x").legal
    reqs = requirements(board)
    assert [(r.kind, r.attacker, r.among) for r in reqs] == [("must_be_blocked_by", "x", ("wall",))]


def test_509_1c_must_be_blocked_by_a_wall_excused_when_no_wall_can_block() -> None:
    board = board_of(
        attacker("x", Keyword.FLYING, rules=[MustBeBlockedBy(WALLS)]),
        creature("wall", power=0, toughness=4, subtypes=frozenset({"wall"})),
        creature("hawk", Keyword.FLYING),
    )
    assert check(board, "").legal
    assert check(board, "hawk: x").legal


def test_509_1c_blocks_creatures_with_flying_each_combat_if_able() -> None:
    board = board_of(
        attacker("bird", Keyword.FLYING),
        attacker("bear"),
        creature("archer", Keyword.REACH, rules=[BlocksSelEachCombat(FLYERS)]),
    )
    verdict = check(board, "archer: bear")
    assert codes(verdict) == {("509.1c", "requirements_not_maximal")}
    assert verdict.witness == BlockDeclaration.parse("archer: bird")
    assert check(board, "archer: bird").legal


def test_509_1c_requirement_over_a_selector_yields_to_a_restriction_over_one() -> None:
    # Must be blocked by a Wall, but can't be blocked by creatures with power
    # 2 or greater: only the 0-power Wall can obey, and the 2-power Wall
    # can't block at all.
    board = board_of(
        attacker("x", rules=[MustBeBlockedBy(WALLS), CantBeBlockedBy(POWER_2_OR_MORE)]),
        creature("big_wall", power=2, toughness=5, subtypes=frozenset({"wall"})),
        creature("wall", power=0, toughness=4, subtypes=frozenset({"wall"})),
    )
    assert codes(check(board, "")) == {("509.1c", "requirements_not_maximal")}
    assert check(board, "wall: x").legal
    assert not check(board, "big_wall: x").legal


# ---------------------------------------------------------------------------
# Who may block: creatures of one kind share block options only when every
# selector reads them alike
# ---------------------------------------------------------------------------


def test_509_1b_block_options_tell_apart_creatures_that_differ_only_in_toughness() -> None:
    tough = creatures(compares=(Compare("toughness", ">=", 3),))
    board = board_of(
        attacker("x", rules=[CantBeBlockedBy(tough)]),
        creature("soft", toughness=2),
        creature("hard", toughness=3),
    )
    assert block_options(board, "soft") == ("x",)
    assert block_options(board, "hard") == ()


def test_509_1b_block_options_tell_apart_identical_creatures_named_by_other() -> None:
    # "Other creatures can't block it", granted by one of two identical creatures.
    board = board_of(
        attacker("x", rules=[CantBeBlockedBy(creatures(other=True), source="twin1")]),
        creature("twin1"),
        creature("twin2"),
    )
    assert block_options(board, "twin1") == ("x",)
    assert block_options(board, "twin2") == ()


# ---------------------------------------------------------------------------
# 702.16f: protection in every printed form, as evasion
# ---------------------------------------------------------------------------

RED = creature("red", colors=frozenset({"red"}))
GOLD = creature("gold", colors=frozenset({"red", "white"}))
GREY = creature("grey")
GOBLIN = creature("goblin", colors=frozenset({"red"}), subtypes=frozenset({"goblin"}))
ELF = creature("elf", colors=frozenset({"green"}), subtypes=frozenset({"elf"}))
BOT = creature("bot", types=frozenset({CardType.ARTIFACT, CardType.CREATURE}))
SHAPESHIFTER = creature("shifter", OtherKeyword("changeling", rule="702.73"))

PROTECTION_CASES = [
    ("red", {"red", "gold", "goblin"}),
    ("all colors", {"red", "gold", "goblin", "elf"}),
    ("each color", {"red", "gold", "goblin", "elf"}),
    ("multicolored", {"gold"}),
    ("monocolored", {"red", "goblin", "elf"}),
    ("colorless", {"grey", "bot", "shifter"}),
    ("creatures", {"red", "gold", "grey", "goblin", "elf", "bot", "shifter"}),
    ("artifacts", {"bot"}),
    ("Goblins", {"goblin", "shifter"}),
    ("Elves", {"elf", "shifter"}),
    ("everything", {"red", "gold", "grey", "goblin", "elf", "bot", "shifter"}),
    ("each opponent", {"red", "gold", "grey", "goblin", "elf", "bot", "shifter"}),
    ("B", {"red", "gold", "grey", "goblin", "elf", "bot", "shifter"}),
    ("A", set()),
]


@pytest.mark.parametrize(("quality", "stopped"), PROTECTION_CASES)
def test_702_16f_protection_stops_blockers_with_the_quality(
    quality: str, stopped: set[str]
) -> None:
    blockers = [RED, GOLD, GREY, GOBLIN, ELF, BOT, SHAPESHIFTER]
    board = board_of(attacker("x", Protection(quality)), *blockers)
    for b in blockers:
        verdict = check(board, f"{b.id}: x")
        expected = {("702.16f", "evasion_protection")} if b.id in stopped else set()
        assert codes(verdict) == expected, (quality, b.id)


def test_702_16f_protection_from_each_opponent_reads_the_protected_creatures_controller() -> None:
    board = board_of(attacker("x"), creature("mine", controller="A"), creature("theirs"))
    mine, theirs = board.permanent("mine"), board.permanent("theirs")
    assert has_quality(board, theirs, "each opponent", holder="A")
    assert not has_quality(board, mine, "each opponent", holder="A")
    assert not has_quality(board, theirs, "each opponent")  # no holder: nobody is an opponent


def test_702_16k_protection_from_each_opponent_prevents_the_blockers_damage() -> None:
    board = board_of(
        attacker("x", Protection("each opponent"), power=2, toughness=2),
        creature("bear", power=3, toughness=3, blocking=("x",)),
    )
    result = resolve_combat(board, RuleSet.CURRENT, auto=True)
    prevented = [e for e in result.events if isinstance(e, DamagePrevented)]
    # 702.16k defines protection from a player (here: each opponent); 702.16e prevents.
    assert [(e.rule, e.source, e.recipient) for e in prevented] == [("702.16k", "bear", "x")]
    assert result.board.permanent("x").zone is Zone.BATTLEFIELD
    assert result.board.permanent("bear").damage == 2


# ---------------------------------------------------------------------------
# Consistency of the requirements with the maximum
# ---------------------------------------------------------------------------


def test_509_1c_every_new_requirement_counts_once_in_the_maximum() -> None:
    board = board_of(
        attacker("bird", Keyword.FLYING, rules=[MustBeBlockedBy(FLYERS)]),
        attacker("bear"),
        creature("hawk", Keyword.FLYING, rules=[BlocksSelEachCombat(FLYERS)]),
        creature("archer", Keyword.REACH, rules=[BlocksSelEachCombat(FLYERS)]),
    )
    best = maximum_requirements(board)
    assert best.maximum == 3  # both block the bird; the hawk among them
    assert obeyed_count(requirements(board), best.witness) == 3
    assert restriction_violations(board, best.witness) == []
