"""102.3, 810.2: in a game between teams, a player's opponents are the players
not on their team; in Two-Headed Giant a teammate is never an opponent. Every
"opponent", "an opponent", "each opponent" the engine reads asks one
question, ``Board.are_opponents``: a selector ("creatures your opponents
control"), a count ("the number of opponents you have"), a condition ("as
long as an opponent has 10 or less life", "more cards in hand than each
opponent"), "each opponent" as a trigger's or a spell's players, protection
from each opponent, the first opponent (a timeline entry's default caster).
805.4 and 805.10a: a team takes its turns together, so "your turn" is each
teammate's, and each player of the active team is an attacking player.
Each test has a control: the same line in a free-for-all game of four,
where every other player is an opponent.
"""

from __future__ import annotations

from helpers import creature_card as _creature
from mtgcombat.core.abilities import Keyword
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.blocks_qualities import has_quality
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.text import bind_self, parse_sentence

IDS = ("A", "A2", "B", "B2")
TEAMS = (("A", "A2"), ("B", "B2"))


def _board(*perms: Permanent, teams: bool = True, **lives: int) -> Board:
    players = tuple(Player(p, life=lives.get(p, 30)) for p in IDS)
    return Board(players, perms, "A", teams=TEAMS if teams else ())


def _with(pid: str, controller: str, sentence: str, **fields: object) -> Permanent:
    parsed = parse_sentence(sentence, name="Grim Hero")
    assert parsed.status == "modelled", parsed.error
    traits = parsed.traits
    statics = bind_self(traits.statics, pid)
    return _creature(pid, controller, abilities=traits.abilities, statics=statics,
                     **fields)  # type: ignore[arg-type]  # fmt: skip


def test_102_3_selector_opponent_leaves_out_a_teammate() -> None:
    lord = _with("lord", "A", "Creatures your opponents control get -1/-0.")
    board = apply_static_effects(_board(lord, _creature("mate", "A2"), _creature("foe", "B")))
    assert board.permanent("mate").power == 2  # a teammate's creature: not an opponent's
    assert board.permanent("foe").power == 1
    # control: free-for-all, A2 is an opponent
    free = _board(lord, _creature("mate", "A2"), _creature("foe", "B"), teams=False)
    assert apply_static_effects(free).permanent("mate").power == 1


def test_102_3_number_of_opponents_counts_the_other_team() -> None:
    sentence = "~ gets +X/+0, where X is the number of opponents you have."
    board = apply_static_effects(_board(_with("champ", "A", sentence)))
    assert board.permanent("champ").power == 4  # B and B2
    # control: free-for-all, three opponents
    free = apply_static_effects(_board(_with("champ", "A", sentence), teams=False))
    assert free.permanent("champ").power == 5


def test_102_3_an_opponents_life_is_not_a_teammates() -> None:
    sentence = "As long as an opponent has 10 or less life, ~ gets +2/+2."
    # A2's life is low (on a team board, the team's shared total: 810.9)
    board = apply_static_effects(_board(_with("ghoul", "A", sentence), A=10, A2=10))
    assert board.permanent("ghoul").power == 2
    # control: free-for-all, A2 at 10 life is an opponent
    free = apply_static_effects(_board(_with("ghoul", "A", sentence), teams=False, A2=10))
    assert free.permanent("ghoul").power == 4


def test_805_4_your_turn_is_each_teammates() -> None:
    sentence = "As long as it's your turn, ~ has first strike."
    board = apply_static_effects(_board(_with("knight", "A2", sentence)))
    assert board.permanent("knight").has(Keyword.FIRST_STRIKE)
    # control: free-for-all, it is A's turn, not A2's
    free = apply_static_effects(_board(_with("knight", "A2", sentence), teams=False))
    assert not free.permanent("knight").has(Keyword.FIRST_STRIKE)


def test_102_3_each_opponent_of_an_attack_trigger() -> None:
    sentence = "Whenever ~ attacks, it deals 1 damage to each opponent."
    shaman = _with("shaman", "A", sentence, attacking="B")
    after, _ = declare_attackers_triggers(_board(shaman), "current")
    # B and B2 are dealt 1 each: the team's shared total falls by 2 (810.9)
    assert [p.life for p in after.players] == [30, 30, 28, 28]
    # control: free-for-all, A2 is dealt 1 too
    after, _ = declare_attackers_triggers(_board(shaman, teams=False), "current")
    assert [p.life for p in after.players] == [30, 29, 29, 29]


def test_102_3_protection_from_each_opponent_is_not_from_a_teammate() -> None:
    mate, foe = _creature("mate", "A2"), _creature("foe", "B")
    board = _board(mate, foe)
    assert not has_quality(board, mate, "each opponent", holder="A")
    assert has_quality(board, foe, "each opponent", holder="A")
    # control: free-for-all
    assert has_quality(_board(mate, foe, teams=False), mate, "each opponent", holder="A")


def test_102_3_first_opponent_is_not_a_teammate() -> None:
    board = _board()
    assert board.opponent_of("A") == "B"
    # control: free-for-all, the next player
    assert _board(teams=False).opponent_of("A") == "A2"


def _spell(effect: str, teams: bool, controller: str = "") -> dict[str, tuple[int, bool]]:
    """The players' life and the creatures' tapped state after a timeline
    spell cast after blockers are declared."""
    from mtgcombat.rules.timeline import run_combat  # noqa: PLC0415
    from mtgcombat.scenario.load import parse_scenario  # noqa: PLC0415

    team_line = 'teams = [["A", "A2"], ["B", "B2"]]' if teams else ""
    caster = f'controller = "{controller}"' if controller else ""
    players = "".join(f"[players.{p}]\nlife = 30\n" for p in IDS)
    perms = "".join(
        f'[[permanents]]\nid = "{p.lower()}bear"\ncontroller = "{p}"\npower = 2\ntoughness = 2\n'
        for p in IDS
    )
    text = f"""active_player = "A"
{team_line}
{players}{perms}[[timeline]]
after = "declare-blockers"
effect = "{effect}"
{caster}
"""
    result = run_combat(parse_scenario(text).board, "current", parse_scenario(text).timeline)
    life = {p.id: (p.life, False) for p in result.board.players}
    tapped = {p.id: (0, p.tapped) for p in result.board.permanents}
    return {**life, **tapped}


def test_102_3_each_opponent_of_a_spell() -> None:
    out = _spell("~ deals 2 damage to each opponent.", True, "A2")
    assert [out[p][0] for p in IDS] == [30, 30, 26, 26]  # B and B2, the team's total (810.9)
    # control: free-for-all, A is an opponent of A2 too
    out = _spell("~ deals 2 damage to each opponent.", False, "A2")
    assert [out[p][0] for p in IDS] == [28, 30, 28, 28]


def test_102_3_default_caster_is_an_opponent_of_the_active_player() -> None:
    from mtgcombat.core.abilities import DestroyEffect, OtherKeyword, Selector  # noqa: PLC0415
    from mtgcombat.rules.timeline_entries import (  # noqa: PLC0415
        Point,
        Spell,
        TimelineEntry,
        target_problem,
    )

    elf = _creature("elf", "B", abilities=frozenset({OtherKeyword("hexproof")}))
    spell = Spell("Destroy target creature.", (DestroyEffect("target"),), Selector())
    entry = TimelineEntry(Point.DECLARE_BLOCKERS, spell, ("elf",), "", "timeline[0]")
    # no controller: the first opponent of the active player (B) casts it;
    # B's own elf is a legal target (702.11b: hexproof only against opponents)
    assert target_problem(_board(elf), entry, "elf") == ""
    # control: free-for-all, the next player (A2) casts it, an opponent of B
    assert target_problem(_board(elf, teams=False), entry, "elf") == "hexproof"


def test_700_4_an_opponents_turn_record_is_not_a_teammates() -> None:
    from mtgcombat.core.history_check import missing_record  # noqa: PLC0415
    from mtgcombat.core.turn_history import ThisTurn, TurnHistory  # noqa: PLC0415

    players = tuple(Player(p, history=TurnHistory() if p in ("B", "B2") else None) for p in IDS)
    condition = ThisTurn("drawn", "opponent")
    # the opponents' records are given; A2's (a teammate's) is not needed
    assert missing_record(Board(players, (), "A", teams=TEAMS), condition, "A") is None
    # control: free-for-all, A2 is an opponent whose record is missing
    assert missing_record(Board(players, (), "A"), condition, "A") == "A2"
