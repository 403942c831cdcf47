"""A plain board's checks in one pass (issue 38: batch lines;
mtgcombat.core.plain_board) against check_board's (core.validation): on
random boards, ``Board(...)`` finds the same problem, or none, and keeps the
same id index; and the 509.1 note the one pass answers
(``quiet_blocks``) is the general note's answer, in both rule sets and
both languages. Controls: the random boards reach both answers of each
question, and a one pass that judged too much would be caught."""

from __future__ import annotations

import random
from typing import Any

import pytest

import mtgcombat
from mtgcombat.app.notes import block_notes
from mtgcombat.core import plain_board, validation
from mtgcombat.core.model import Board, MustBlock, Permanent, Player
from mtgcombat.core.plain_board import check_plain_board, quiet_blocks
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.validation import BoardError

PLAYER_IDS = ["A", "B", "C", "", "A\x01"]
PERMANENT_IDS = ["a0", "a1", "a2", "b0", "b1", "b2", "A", "", "x\x02"]


def _player(rng: random.Random, pid: str) -> Player:
    damage = (("a0", 3),) if rng.random() < 0.02 else ()
    return Player(pid, commander_damage=damage)


def _permanent(rng: random.Random, pid: str, players: list[str], ids: list[str]) -> Permanent:
    """A permanent most often plain and legal-looking, sometimes not."""
    attacker = pid.startswith("a") and rng.random() < 0.97
    if rng.random() < 0.03:
        controller = rng.choice(["A", "B", "C", "Z"])
    else:
        controller = "A" if attacker or rng.random() < 0.03 else rng.choice(players[1:] or ["B"])
    extra: dict[str, Any] = {}
    roll = rng.random()
    if roll < 0.1:
        extra["keywords"] = [rng.choice(["menace", "flying", "first strike", "shadow"])]
    elif roll < 0.14:
        extra["toxic"] = 1
    elif roll < 0.17:
        extra["block_rules"] = frozenset({MustBlock(rng.choice(ids or ["a0"]))})
    if attacker or rng.random() < 0.02:
        extra["attacking"] = rng.choice([*players, "a0", "b0", "Z"]) if rng.random() < 0.05 else "B"
    if (not attacker and rng.random() < 0.85) or rng.random() < 0.02:
        count = 1 if rng.random() < 0.9 else rng.choice([0, 2, 3])
        attackers = [a for a in ids if a.startswith("a")] or ["a0"]
        extra["blocking"] = [rng.choice(attackers) for _ in range(count)]
        if rng.random() < 0.02:
            extra["blocking"].append("zz")
        extra["entered_blocking"] = rng.random() < 0.05
    if rng.random() < 0.02:
        extra["blocked"] = True
    if rng.random() < 0.05:
        extra["zone"] = rng.choice(["graveyard", "exile"])
    if rng.random() < 0.1:
        extra["tapped"] = True
    return Permanent(id=pid, controller=controller, power=2, toughness=2, **extra)


def _random_board(
    rng: random.Random,
) -> tuple[tuple[Player, ...], tuple[Permanent, ...], dict[str, Any]]:
    players = ["A", "B"] if rng.random() < 0.75 else ["A", "B", "C"]
    if rng.random() < 0.04:
        players.append(rng.choice(PLAYER_IDS))
    attackers = rng.randint(0, 4) if rng.random() < 0.1 else rng.randint(1, 4)
    ids = [f"a{i}" for i in range(attackers)] + [f"b{i}" for i in range(rng.randint(0, 4))]
    if rng.random() < 0.1:
        ids.append(rng.choice(PERMANENT_IDS))
    perms = tuple(_permanent(rng, pid, players, ids) for pid in ids)
    top: dict[str, Any] = {}
    if rng.random() < 0.1:
        top["max_blockers_per_combat"] = rng.randint(0, 3)
    if rng.random() < 0.03 and len(players) >= 3:
        top["teams"] = ((players[1], players[2]),)
    if rng.random() < 0.03 and ids:
        top["orders"] = {ids[0]: ()}
    active = "A" if rng.random() < 0.95 else rng.choice(["B", "Q"])
    return tuple(_player(rng, p) for p in players), perms, {"active_player": active, **top}


def _problem(exc: BoardError) -> tuple[Any, ...]:
    return (exc.key, exc.rule, exc.permanent, exc.field, exc.index, exc.facts, str(exc))


def _built(players: Any, perms: Any, top: dict[str, Any]) -> Board | tuple[Any, ...]:
    """``Board(...)`` (with the one pass), or its problem."""
    try:
        return Board(players=players, permanents=perms, **top)
    except BoardError as exc:
        return _problem(exc)


def _checked(players: Any, perms: Any, top: dict[str, Any]) -> Board | tuple[Any, ...]:
    """The same board judged by check_board alone, or its problem."""
    board = Board.trusted(players, perms, **top)
    try:
        validation.check_board(board)
    except BoardError as exc:
        return _problem(exc)
    return board


def _notes(board: Board) -> list[list[tuple[str, str, str]]]:
    return [
        [(n.kind, n.rule, n.message) for n in block_notes(board, rules, lang)]
        for rules in (RuleSet.CURRENT, RuleSet.R2023)
        for lang in ("en", "ja")
    ]


def _compare(boards: int, seed: int) -> dict[str, int]:
    """Each random board judged both ways; counts of what was met."""
    rng = random.Random(seed)
    seen = {"plain": 0, "fallback": 0, "refused": 0, "quiet": 0, "noted": 0, "unknown": 0}
    for _ in range(boards):
        players, perms, top = _random_board(rng)
        fast, slow = _built(players, perms, top), _checked(players, perms, top)
        if isinstance(slow, tuple):
            assert fast == slow, (players, perms, top)
            seen["refused"] += 1
            continue
        assert isinstance(fast, Board), (fast, players, perms, top)
        assert fast == slow
        assert fast._by_id == slow._by_id
        assert list(fast._by_id) == [p.id for p in perms]
        plain = check_plain_board(Board.trusted(players, perms, **top))
        seen["plain" if plain else "fallback"] += 1
        general = _notes(slow)  # (a board without the one pass's verdict)
        assert not quiet_blocks(slow)
        if quiet_blocks(fast):
            assert general == [[], [], [], []], (players, perms, top)
            seen["quiet"] += 1
        elif plain:
            seen["noted" if any(general) else "unknown"] += 1
        assert _notes(fast) == general
    return seen


def test_one_pass_judges_as_check_board() -> None:
    seen = _compare(3000, 38)
    # the random boards reach every answer (else the comparison proves little)
    assert min(seen.values()) >= 20, seen


def test_a_batch_line_is_plain_and_quiet() -> None:
    ogre = Permanent(id="a0", controller="A", power=3, toughness=3, attacking="B")
    elf = Permanent(id="b0", controller="B", power=2, toughness=2, blocking=("a0",))
    board = Board((Player("A"), Player("B")), (ogre, elf), "A")
    assert quiet_blocks(board) and board._by_id == {"a0": ogre, "b0": elf}
    # a copy of the board starts without the verdict
    assert not quiet_blocks(board.with_permanents([ogre, elf]))
    # control: a blocker of two attackers breaks 509.1a, noted
    bat = Permanent(id="a1", controller="A", power=1, toughness=1, attacking="B")
    wide = Permanent(id="b0", controller="B", power=2, toughness=2, blocking=("a0", "a1"))
    noted = Board((Player("A"), Player("B")), (ogre, bat, wide), "A")
    assert not quiet_blocks(noted)
    assert [n.rule for n in block_notes(noted, RuleSet.CURRENT)] == ["509.1a"]


@pytest.mark.skipif(
    mtgcombat.is_compiled(), reason="patches core.board's name, which a compiled module binds"
)
def test_control_a_one_pass_that_judged_too_much_is_caught(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Control: were every plain board called quiet, the comparison fails."""
    real = plain_board.check_plain_board

    def careless(board: Board) -> bool:
        found = real(board)
        if found:
            board.__dict__.setdefault("_memo", {})[plain_board.QUIET_BLOCKS] = True
        return found

    monkeypatch.setattr("mtgcombat.core.board.check_plain_board", careless)
    with pytest.raises(AssertionError):
        _compare(3000, 38)
