"""The plain board's fast path (rules/combat_fast.py, issue 38) against the
general engine: the same board, events and packages on random plain boards
(510.1-510.4, 702.2, 702.4, 702.7, 702.15, 702.19, 704.5g-h), and the boards
it must leave to the general engine (controls)."""

from __future__ import annotations

import pickle
import random
from typing import Any

import pytest

from mtgcombat import Board, Keyword, Permanent, Player, RuleSet, Step, resolve_combat
from mtgcombat.core.basics import Counters
from mtgcombat.core.grants import Grant
from mtgcombat.core.model import evolve
from mtgcombat.core.plain import plain_characteristics
from mtgcombat.rules import combat_fast
from mtgcombat.rules.combat import CombatResult, _resolve_combat
from mtgcombat.rules.combat_fast import plain_combat

_KEYWORDS = (
    Keyword.FIRST_STRIKE,
    Keyword.DOUBLE_STRIKE,
    Keyword.DEATHTOUCH,
    Keyword.TRAMPLE,
    Keyword.LIFELINK,
    Keyword.FLYING,
    Keyword.VIGILANCE,
)


def _creature(rng: random.Random, pid: str, controller: str, **kwargs: object) -> Permanent:
    toughness = rng.randint(1, 6)
    kws = frozenset(k for k in _KEYWORDS if rng.random() < 0.18)
    return Permanent(
        id=pid,
        controller=controller,
        power=rng.randint(0, 6),
        toughness=toughness,
        damage=rng.randint(0, toughness - 1) if rng.random() < 0.2 else 0,
        abilities=kws,
        name=rng.choice(("", "Grizzly Bears")),
        tapped=rng.random() < 0.3,
        **kwargs,  # type: ignore[arg-type]
    )


def _plain_board(rng: random.Random) -> Board:
    perms: list[Permanent] = []
    for i in range(rng.randint(0, 6)):
        perms.append(_creature(rng, f"a{i}", "A", attacking="B"))
        if rng.random() < 0.7:
            perms.append(_creature(rng, f"b{i}", "B", blocking=(f"a{i}",)))
    for i in range(rng.randint(0, 2)):
        perms.append(_creature(rng, f"x{i}", rng.choice("AB")))
    rng.shuffle(perms)
    players = (Player("A", life=rng.randint(1, 25)), Player("B", life=rng.randint(1, 25)))
    return Board(players=players, permanents=tuple(perms), active_player="A")


def _same(fast: CombatResult, general: CombatResult) -> None:
    assert fast.events == general.events
    assert fast.board == general.board
    assert list(fast.packages) == list(general.packages)
    for step, package in fast.packages.items():
        assert package.assignments == general.packages[step].assignments
    assert fast.effects == general.effects


@pytest.mark.parametrize("rules", [RuleSet.CURRENT, RuleSet.R2023])
def test_510_2_plain_combat_gives_the_general_engines_result(rules: RuleSet) -> None:
    rng = random.Random(38)
    taken = ended = 0
    for _ in range(1500):
        board = _plain_board(rng)
        general = _resolve_combat(board, rules, None, True, None, False)
        plain = plain_combat(board)
        assert plain is not None
        taken += 1
        ended += any(p.lost for p in general.board.players)  # 704.5a, 104.2a
        _same(CombatResult(*plain), general)
        _same(resolve_combat(board, rules, auto=True), general)
        # with the declare blockers triggers (the commands' default): none
        # on a plain board, so the same result, through the fast path
        triggered = _resolve_combat(board, rules, None, True, None, True)
        _same(CombatResult(*plain), triggered)
        _same(resolve_combat(board, rules, auto=True, triggers=True), triggered)
    assert taken > 1000 and ended > 20


def test_702_25a_plain_combat_leaves_a_triggered_ability_to_the_general_engine() -> None:
    # control: flanking triggers as the blocks are declared (702.25a): not a
    # plain board, and with triggers the general engine resolves it first
    knight = Permanent(
        id="knight",
        controller="A",
        power=2,
        toughness=2,
        attacking="B",
        abilities=frozenset({Keyword.FLANKING}),
    )
    bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=("knight",))
    board = Board((Player("A"), Player("B")), (knight, bear), "A")
    assert plain_combat(board) is None
    with_triggers = resolve_combat(board, RuleSet.CURRENT, auto=True, triggers=True)
    assert with_triggers == _resolve_combat(board, RuleSet.CURRENT, None, True, None, True)
    assert with_triggers.events[0].kind == "flanking"
    assert with_triggers.board.permanent("bear").zone.value == "graveyard"  # a 1/1 dealt 2


def test_510_1_plain_combat_the_ratio_boards() -> None:
    cycle = (
        (),
        (Keyword.TRAMPLE,),
        (Keyword.FIRST_STRIKE,),
        (Keyword.DEATHTOUCH,),
        (Keyword.LIFELINK,),
    )
    perms = []
    for i in range(10):
        perms.append(
            Permanent(
                id=f"A{i}",
                controller="A",
                power=3,
                toughness=3,
                abilities=frozenset(cycle[i % 5]),
                attacking="B",
            )
        )
        perms.append(
            Permanent(id=f"B{i}", controller="B", power=2, toughness=2, blocking=(f"A{i}",))
        )
    board = Board((Player("A", life=1000), Player("B", life=1000)), tuple(perms), "A")
    plain = plain_combat(board)
    assert plain is not None
    _same(CombatResult(*plain), _resolve_combat(board, RuleSet.CURRENT, None, True, None, False))


def _base() -> Board:
    ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("ogre",))
    return Board((Player("A"), Player("B")), (ogre, elf), "A")


@pytest.mark.parametrize(
    "change",
    [
        {"abilities": frozenset({Keyword.INDESTRUCTIBLE})},  # 702.12b
        {"abilities": frozenset({Keyword.WITHER})},  # 702.80c
        {"counters": Counters(plus_one=1)},  # 704.5q
        {"regeneration_shields": 1},  # 701.19
        {"prevent_next": 2},  # 615.7
        {"toxic": 1},  # 702.164c
        {"commander": True},  # 903.10a
        {"types": frozenset()},  # not a creature
        {"deathtouch_damaged": True},  # 704.5h, from before
        {"damage": 5},  # lethal already: 704.5g before any step
    ],
)
def test_510_1_plain_combat_refuses_what_it_does_not_model(change: dict[str, object]) -> None:
    board = _base()
    assert plain_combat(board) is not None  # the control: the same board, plain
    ogre = evolve(board.permanents[0], **change)
    assert plain_combat(board.with_permanents([ogre, board.permanents[1]])) is None


def test_510_1_plain_combat_refuses_a_combat_it_does_not_model() -> None:
    board = _base()
    bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=("ogre",))
    assert plain_combat(board.with_permanents([*board.permanents, bear])) is None  # two blockers
    assert plain_combat(board.with_players([Player("A"), Player("B", cant_gain_life=True)])) is None
    assert plain_combat(board.with_orders({"ogre": ("elf",)})) is None  # 510.1c (2023)
    three = board.with_players([Player("A"), Player("B"), Player("C")])
    assert plain_combat(three) is None


def test_704_5a_plain_combat_ends_the_game_as_the_general_engine_does() -> None:
    knight = Permanent(
        id="knight",
        controller="A",
        power=5,
        toughness=5,
        attacking="B",
        abilities=frozenset({Keyword.FIRST_STRIKE}),
    )
    ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    board = Board((Player("A"), Player("B", life=6)), (knight, ogre), "A")
    plain = plain_combat(board)
    assert plain is not None
    after, events, packages = plain
    # the control: at 6 life, the first-strike step leaves B at 1 and the regular step is dealt
    assert list(packages) == [Step.FIRST_STRIKE, Step.REGULAR]
    assert after.player("B").life == -4 and after.player("B").lost
    low = board.with_players([Player("A"), Player("B", life=4)])
    plain = plain_combat(low)
    assert plain is not None
    after, events, packages = plain
    # at 4, B loses in the first-strike step: no regular step (104.2a)
    assert after.player("B").lost and list(packages) == [Step.FIRST_STRIKE]
    assert [e.rule for e in events][-1] == "704.5a"
    _same(CombatResult(*plain), _resolve_combat(low, RuleSet.CURRENT, None, True, None, False))


def test_510_1_plain_combat_knows_every_characteristic() -> None:
    """A field added to Permanent is a characteristic: the fast path stays
    off until combat_fast names it (free, false when plain, or None)."""
    assert combat_fast.ENABLED, sorted(combat_fast._CHARACTERISTICS ^ combat_fast._KNOWN)


@pytest.mark.parametrize("name", sorted(("protector", "granted", "attached_to", "paired_with")))
def test_510_1_plain_combat_refuses_a_characteristic_not_none(name: str) -> None:
    board = _base()
    assert plain_combat(board) is not None  # the control
    value: object = "elf" if name != "granted" else Grant()
    ogre = evolve(board.permanents[0], **{name: value})
    assert plain_combat(board.with_permanents([ogre, board.permanents[1]])) is None


@pytest.mark.parametrize("name", sorted(combat_fast._FALSE_WHEN_PLAIN))
def test_510_1_plain_combat_refuses_each_characteristic_set(name: str) -> None:
    board = _base()
    default = getattr(board.permanents[0], name)
    value: object = (
        True
        if isinstance(default, bool)
        else 1
        if isinstance(default, int)
        else "x"
        if isinstance(default, str)
        else frozenset({"x"})
        if isinstance(default, frozenset)
        else ("x",)
    )
    ogre = evolve(board.permanents[0], **{name: value})
    assert plain_combat(board.with_permanents([ogre, board.permanents[1]])) is None


def test_510_1_plain_result_is_the_class_calls() -> None:
    """resolve_combat's result on a plain board, written without the class
    call, holds what ``CombatResult(...)`` holds, in the same order."""
    board = _base()
    fast = resolve_combat(board, RuleSet.CURRENT, auto=True)
    plain = plain_combat(board)
    assert plain is not None
    made = CombatResult(*plain)
    assert type(fast) is CombatResult and fast == made
    assert list(vars(fast).items()) == list(vars(made).items())


def test_510_1_plain_verdict_is_kept_per_characteristics() -> None:
    """The plain check's verdict is worked out once per characteristics
    value (core.plain): kept as a permanent is built, shared by a copy with
    a state change, and never carried to a copy with a characteristic
    changed, nor to an unpickled one (worked out again when read)."""
    ogre = _base().permanents[0]
    chars: Any = ogre.characteristics
    assert chars._plain is True
    hurt: Any = ogre._with_damage(1).characteristics
    assert hurt is chars
    toxic: Any = evolve(ogre, toxic=1).characteristics
    with pytest.raises(AttributeError):
        toxic._plain  # noqa: B018 (unset until read)
    assert plain_characteristics(toxic) is False and toxic._plain is False
    back: Any = pickle.loads(pickle.dumps(ogre)).characteristics
    with pytest.raises(AttributeError):
        back._plain  # noqa: B018
    assert plain_characteristics(back) is True
