"""Issue 33: an attack or block trigger's delayed ability on the creature
itself (603.7), carried out as the end of combat step begins (511.2), after
the combat damage: "When ~ attacks, sacrifice it at end of combat."
(Crumbling Colossus), "When ~ attacks or blocks, return it to its owner's
hand at end of combat." (Phantom Whelp), "... put it on top of its owner's
library at end of combat" (Saprazzan Outrigger), "Whenever ~ blocks a
creature, return that creature to its owner's hand at end of combat."
(Wall of Tears). Each form: its parse, a rules test with a control, and its
Japanese rendering."""

from __future__ import annotations

from typing import Any

import pytest

from mtgcombat.core.events import PutOnTopOfLibrary, ReturnedToHand, Sacrificed
from mtgcombat.core.keywords import Keyword
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.token_later import LeavesAtEndOfCombat, SelfAtEndOfCombat
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.attack_effect_words import attack_effect_ja
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.combat import CombatResult, resolve_combat
from mtgcombat.rules.triggers_blocks import declare_blockers_triggers
from mtgcombat.solver.triggers import survey
from mtgcombat.text import parse_sentence

COLOSSUS = "When ~ attacks, sacrifice it at end of combat."
FOG = "When ~ attacks or blocks, sacrifice it at end of combat."
WHELP = "When ~ attacks or blocks, return it to its owner's hand at end of combat."
OUTRIGGER = "When ~ attacks or blocks, put it on top of its owner's library at end of combat."
TEARS = "Whenever ~ blocks a creature, return that creature to its owner's hand at end of combat."


def _one(sentence: str) -> Any:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled", parsed
    (value,) = parsed.traits.values()
    return value


def _attacker(sentence: str | None, **kw: Any) -> Permanent:
    abilities = frozenset({_one(sentence)}) if sentence else frozenset()
    return Permanent(id="colossus", controller="A", power=12, toughness=12, attacking="B",
                     tapped=True, abilities=abilities, **kw)  # fmt: skip


def _attack(board: Board, rules: str = "current") -> CombatResult:
    """The declare attackers step's triggers (508.2a), then the rest of the combat."""
    after, events = declare_attackers_triggers(board, rules)
    result = resolve_combat(after, rules)
    return CombatResult(result.board, (*events, *result.events))


def _block(board: Board, rules: str = "current") -> CombatResult:
    """The declare blockers step's triggers (509.2a), then the rest of the combat."""
    after, events = declare_blockers_triggers(board, rules)
    result = resolve_combat(after, rules)
    return CombatResult(result.board, (*events, *result.events))


# -- the parse -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "action", "who"),
    [
        (COLOSSUS, "sacrifice", "it"),
        (FOG, "sacrifice", "it"),
        ("When ~ blocks, sacrifice ~ at end of combat.", "sacrifice", "self"),
        (WHELP, "return", "it"),
        (OUTRIGGER, "library", "it"),
        (TEARS, "return", "other"),
    ],
)
def test_603_7_delayed_ability_on_the_creature_itself_parses(
    sentence: str, action: str, who: str
) -> None:
    (effect,) = _one(sentence).effects
    assert effect == SelfAtEndOfCombat(action, who)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "sentence",
    [
        # who sacrifices the other creature: another line
        "Whenever ~ blocks a creature, sacrifice that creature at end of combat.",
        # after a token of the same ability, "it" could be the token
        "Whenever ~ attacks, create a 1/1 white Soldier creature token that's tapped and "
        "attacking. Sacrifice it at end of combat.",
    ],
)
def test_603_7_forms_the_engine_does_not_carry_out_are_refused(sentence: str) -> None:
    assert parse_sentence(sentence).status == "unmodelled"


# -- the rules -------------------------------------------------------------------


def test_511_2_colossus_deals_its_damage_then_is_sacrificed_at_end_of_combat() -> None:
    board = Board((Player("A"), Player("B")), (_attacker(COLOSSUS),), "A")
    result = _attack(board)
    assert result.board.player("B").life == 20 - 12  # its damage first (510.2)
    assert str(result.board.permanent("colossus").zone) == "graveyard"  # then 511.2
    marked = [e for e in result.events if isinstance(e, LeavesAtEndOfCombat)]
    assert [(e.rule, e.permanent, e.action) for e in marked] == [("603.7", "colossus", "sacrifice")]
    sacrificed = [e for e in result.events if isinstance(e, Sacrificed)]
    assert [(e.rule, e.permanent) for e in sacrificed] == [("701.21a", "colossus")]
    # control: without the trigger it stays on the battlefield
    plain = _attack(Board((Player("A"), Player("B")), (_attacker(None),), "A"))
    assert plain.board.player("B").life == 8
    assert str(plain.board.permanent("colossus").zone) == "battlefield"
    assert not [e for e in plain.events if isinstance(e, Sacrificed)]


def test_701_17a_2023_indestructible_does_not_stop_the_sacrifice() -> None:
    # a sacrifice is not a destruction (701.21a, 701.17a in 2023; 702.12b)
    colossus = _attacker(COLOSSUS, keywords=[Keyword.INDESTRUCTIBLE])
    result = _attack(Board((Player("A"), Player("B")), (colossus,), "A"), "2023")
    assert str(result.board.permanent("colossus").zone) == "graveyard"
    sacrificed = [e for e in result.events if isinstance(e, Sacrificed)]
    assert [(e.rule, e.permanent) for e in sacrificed] == [("701.17a", "colossus")]


def test_400_7_a_creature_that_died_in_combat_is_not_found() -> None:
    # Fog Elemental's line on a 2/2 attacker blocked by a 5/5: it dies first,
    # and the delayed ability finds no creature (400.7)
    fog = Permanent(id="fog", controller="A", power=2, toughness=2, attacking="B", tapped=True,
                    abilities=frozenset({_one(FOG)}))  # fmt: skip
    board = Board((Player("A"), Player("B")), (fog,), "A")
    after, _ = declare_attackers_triggers(board, "current")
    wall = Permanent(id="wall", controller="B", power=5, toughness=5, blocking=("fog",))
    blocked = Board(after.players, (*after.permanents, wall), "A")
    result = resolve_combat(blocked, "current", auto=True)
    assert str(result.board.permanent("fog").zone) == "graveyard"
    assert not [e for e in result.events if isinstance(e, Sacrificed)]


def test_511_2_blocker_returned_to_hand_after_blocking() -> None:
    whelp = Permanent(id="whelp", controller="B", power=2, toughness=2, blocking=("bear",),
                      abilities=frozenset({_one(WHELP)}))  # fmt: skip
    bear = Permanent(id="bear", controller="A", power=1, toughness=3, attacking="B",
                     tapped=True, blocked=True)  # fmt: skip
    result = _block(Board((Player("A"), Player("B")), (bear, whelp), "A"))
    assert result.board.permanent("bear").damage == 2  # it blocked and dealt its damage
    assert str(result.board.permanent("whelp").zone) == "hand"
    returned = [e for e in result.events if isinstance(e, ReturnedToHand)]
    assert [(e.rule, e.permanent) for e in returned] == [("511.2", "whelp")]
    # control: the attack form does not trigger on a block (509.2a)
    colossus = Permanent(id="whelp", controller="B", power=2, toughness=2, blocking=("bear",),
                         abilities=frozenset({_one(COLOSSUS)}))  # fmt: skip
    stays = _block(Board((Player("A"), Player("B")), (bear, colossus), "A"))
    assert str(stays.board.permanent("whelp").zone) == "battlefield"


def test_511_2_put_on_top_of_library_and_that_creature_returned() -> None:
    outrigger = Permanent(id="boat", controller="A", power=5, toughness=5, attacking="B",
                          tapped=True, abilities=frozenset({_one(OUTRIGGER)}))  # fmt: skip
    result = _attack(Board((Player("A"), Player("B")), (outrigger,), "A"))
    assert result.board.player("B").life == 15
    assert str(result.board.permanent("boat").zone) == "library"
    assert [e.rule for e in result.events if isinstance(e, PutOnTopOfLibrary)] == ["511.2"]
    # Wall of Tears: the creature it blocks returns, the wall stays
    tears = Permanent(id="tears", controller="B", power=0, toughness=4, blocking=("bear",),
                      abilities=frozenset({_one(TEARS)}))  # fmt: skip
    bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B",
                     tapped=True, blocked=True)  # fmt: skip
    blocked = _block(Board((Player("A"), Player("B")), (bear, tears), "A"))
    assert str(blocked.board.permanent("bear").zone) == "hand"
    assert str(blocked.board.permanent("tears").zone) == "battlefield"
    assert blocked.board.permanent("tears").damage == 2
    # control: unblocked, the bear is not returned (the wall's ability never triggers)
    free = _attack(Board((Player("A"), Player("B")), (bear,), "A"))
    assert str(free.board.permanent("bear").zone) == "battlefield"


def test_603_7_the_block_search_says_it_does_not_play_the_sacrifice() -> None:
    # the block search's fights stop at combat damage: the answer is not proven
    fog = Permanent(id="fog", controller="B", power=4, toughness=4,
                    abilities=frozenset({_one(FOG)}))  # fmt: skip
    bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    found = survey(Board((Player("A"), Player("B")), (bear, fog), "A"), "current")
    assert [(u.source, u.reason, u.rule) for u in found.unplayed] == [
        ("fog", "block_end_of_combat", "603.7")
    ]
    # control: the same blocker without the ability
    plain = Permanent(id="fog", controller="B", power=4, toughness=4)
    assert not survey(Board((Player("A"), Player("B")), (bear, plain), "A"), "current").unplayed


# -- the Japanese rendering ------------------------------------------------------


def test_603_7_self_at_end_of_combat_in_japanese() -> None:
    back = LeavesAtEndOfCombat("603.7", "whelp", "whelp", "return")
    assert describe_event(back, "ja") == "whelpは戦闘終了時にオーナーの手札に戻る（whelpの能力）"
    assert describe_event(back) == (
        "whelp will return to its owner's hand at end of combat (ability of whelp)"
    )
    top = LeavesAtEndOfCombat("603.7", "boat", "boat", "library")
    assert describe_event(top, "ja") == (
        "boatは戦闘終了時にオーナーのライブラリーの一番上に置かれる（boatの能力）"
    )
    assert attack_effect_ja(SelfAtEndOfCombat("return", "other"), str) == (
        "戦闘終了時に、そのクリーチャーをオーナーの手札に戻す"
    )
