"""Multiplayer combat (506.2, 800.4a, 805.10), Commander damage (903.10a,
704.6c) and Two-Headed Giant (810), each test named by the rule it checks."""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.core.abilities import Afflict, BlockTrigger, DamageEffect
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.validation import BoardError
from mtgcombat.demo import examples_dir
from mtgcombat.rules.attacks import AttackDeclaration, is_legal_attacks, targets
from mtgcombat.rules.blocks import is_legal_blocks
from mtgcombat.rules.combat import game_over, resolve_combat
from mtgcombat.rules.damage import deal_noncombat_damage
from mtgcombat.scenario.load import ScenarioError, parse_scenario

FOUR = ("A1", "A2", "B1", "B2")


def make_board(
    players: Iterable[Player],
    permanents: Iterable[Permanent],
    active: str,
    teams: Iterable[Iterable[str]] = (),
) -> Board:
    return Board(tuple(players), tuple(permanents), active, teams=tuple(tuple(t) for t in teams))


TEAMS = (("A1", "A2"), ("B1", "B2"))


def team_board(permanents: list[Permanent], life: int = 30, poison: int = 0) -> Board:
    players = [
        Player(p, life=life if p[0] == "B" else 30, poison=poison if p[0] == "B" else 0)
        for p in FOUR
    ]
    return make_board(players, permanents, "A1", teams=TEAMS)


def bear(pid: str, controller: str, power: int = 2, **fields: object) -> Permanent:
    return Permanent(id=pid, controller=controller, power=power, toughness=2, **fields)  # type: ignore[arg-type]


# -- several defending players (506.2, 509.1a, 800.4a) -------------------------


def test_506_2_each_attacker_chooses_among_the_opponents() -> None:
    board = make_board([Player("A"), Player("B"), Player("C")], [bear("ogre", "A")], "A")
    assert targets(board, "A") == ("B", "C")
    assert is_legal_attacks(board, AttackDeclaration.parse("ogre: C"))


def test_509_1a_only_the_attacked_player_blocks_in_free_for_all() -> None:
    ogre = bear("ogre", "A", attacking="B")
    wall = Permanent(id="wall", controller="C", power=0, toughness=4, blocking=("ogre",))
    board = make_board([Player("A"), Player("B"), Player("C")], [ogre, wall], "A")
    verdict = is_legal_blocks(board)
    assert not verdict
    assert "509.1a" in {v.rule for v in verdict.violations}


def test_800_4e_attackers_of_a_player_who_loses_stay_attacking_and_the_game_goes_on() -> None:
    ogre = bear("ogre", "A", power=5, attacking="B", keywords=["double strike"])
    elf = bear("elf", "A", attacking="C")
    board = make_board([Player("A"), Player("B", life=3), Player("C")], [ogre, elf], "A")
    result = resolve_combat(board, "current", auto=True)
    assert result.board.player("B").lost
    assert not game_over(result.board)
    assert result.board.player("C").life == 18
    kinds = {(e.kind, e.rule) for e in result.events}
    # 506.4 does not list a player leaving: no creature is removed from combat
    assert ("attacks_player_who_left", "800.4e") in kinds
    assert ("removed_from_combat", "800.4a") not in kinds
    # the double striker's regular damage is not assigned to B (800.4e)
    dealt = [e.to_json()["amount"] for e in result.events if e.kind == "damage_dealt"]
    assert dealt == [5, 2]  # the ogre's first strike to B, the elf's 2 to C


def test_800_4a_a_losing_players_blocker_leaves_the_game_with_them() -> None:
    ogre = bear("ogre", "A", power=5, attacking="C", keywords=["first strike"])
    rat = bear("rat", "A", power=3, attacking="B")
    guard = bear("guard", "B", blocking=("rat",))
    board = make_board(
        [Player("A"), Player("B", life=1), Player("C", life=5)], [ogre, rat, guard], "A"
    )
    result = resolve_combat(board, "current", auto=True)
    # C loses in the first-strike step; B is still in and the rat is blocked
    assert result.board.player("C").lost
    assert not result.board.player("B").lost


# -- Commander (903.10a, 704.6c) -----------------------------------------------


def test_903_10a_combat_damage_from_a_commander_is_counted() -> None:
    ghave = bear("ghave", "A", power=4, attacking="B", commander=True)
    board = make_board([Player("A", life=40), Player("B", life=40)], [ghave], "A")
    result = resolve_combat(board, "current", auto=True)
    assert result.board.player("B").commander_damage == (("ghave", 4),)
    tally = [e for e in result.events if e.kind == "commander_damage"]
    assert [(e.rule, e.amount, e.total) for e in tally] == [("903.10a", 4, 4)]  # type: ignore[attr-defined]


def test_704_6c_twenty_one_from_one_commander_loses() -> None:
    ghave = bear("ghave", "A", power=4, attacking="B", commander=True)
    players = [Player("A", life=40), Player("B", life=40, commander_damage=(("ghave", 17),))]
    result = resolve_combat(make_board(players, [ghave], "A"), "current", auto=True)
    assert result.board.player("B").lost
    assert result.board.player("B").life == 36
    assert ("player_lost", "704.6c") in {(e.kind, e.rule) for e in result.events}


def test_704_6c_damage_from_two_commanders_is_not_added_together() -> None:
    one = bear("one", "A", power=4, attacking="B", commander=True)
    two = bear("two", "A", power=4, attacking="B", commander=True)
    players = [Player("A"), Player("B", life=40, commander_damage=(("one", 16), ("two", 16)))]
    result = resolve_combat(make_board(players, [one, two], "A"), "current", auto=True)
    assert not result.board.player("B").lost
    assert dict(result.board.player("B").commander_damage) == {"one": 20, "two": 20}


def test_903_10a_infect_from_a_commander_still_counts_as_combat_damage() -> None:
    blight = bear("blight", "A", power=3, attacking="B", commander=True, keywords=["infect"])
    players = [Player("A"), Player("B", life=40, commander_damage=(("blight", 18),))]
    result = resolve_combat(make_board(players, [blight], "A"), "current", auto=True)
    after = result.board.player("B")
    assert after.poison == 3 and after.life == 40
    assert after.lost  # 21 combat damage from one commander (704.6c)


def test_903_10a_prevented_damage_is_not_counted() -> None:
    ghave = bear("ghave", "A", power=4, attacking="B", commander=True)
    players = [Player("A"), Player("B", life=40, prevent_next=3)]
    result = resolve_combat(make_board(players, [ghave], "A"), "current", auto=True)
    assert result.board.player("B").commander_damage == (("ghave", 1),)


def test_903_10a_a_commander_blocked_deals_no_commander_damage() -> None:
    ghave = bear("ghave", "A", power=4, attacking="B", commander=True)
    wall = Permanent(id="wall", controller="B", power=0, toughness=5, blocking=("ghave",))
    result = resolve_combat(make_board([Player("A"), Player("B")], [ghave, wall], "A"), "current")
    assert result.board.player("B").commander_damage == ()


def test_903_10a_negative_commander_damage_is_refused() -> None:
    with pytest.raises(BoardError, match=r"903.10a"):
        Player("B", commander_damage=(("ghave", -1),))


# -- Two-Headed Giant (810, 805.10) ------------------------------------------


def test_805_10a_both_players_of_the_active_team_attack() -> None:
    board = team_board([bear("ogre", "A1"), bear("elf", "A2")])
    assert targets(board, "A2") == ("B1", "B2")
    assert is_legal_attacks(board, AttackDeclaration.parse("ogre: B1; elf: B2"))


def test_805_10a_a_creature_cannot_attack_a_teammate() -> None:
    with pytest.raises(BoardError, match=r"805.10a"):
        team_board([bear("ogre", "A1", attacking="A2")])


def test_805_10d_the_defending_team_blocks_attackers_of_either_player() -> None:
    ogre = bear("ogre", "A1", attacking="B1")
    wall = Permanent(id="wall", controller="B2", power=0, toughness=4, blocking=("ogre",))
    assert is_legal_blocks(team_board([ogre, wall]))


def test_810_9_damage_to_each_player_is_applied_to_the_shared_life_total() -> None:
    ogre = bear("ogre", "A1", power=5, attacking="B1")
    elf = bear("elf", "A2", power=3, attacking="B2")
    result = resolve_combat(team_board([ogre, elf], life=30), "current", auto=True)
    assert [result.board.player(p).life for p in ("B1", "B2")] == [22, 22]
    assert ("team_totals", "810.9") in {(e.kind, e.rule) for e in result.events}


def test_810_9_lifelink_gain_goes_to_the_team() -> None:
    ogre = bear("ogre", "A2", power=4, attacking="B1", keywords=["lifelink"])
    result = resolve_combat(team_board([ogre]), "current", auto=True)
    assert [result.board.player(p).life for p in ("A1", "A2")] == [34, 34]


def test_704_6a_a_team_at_0_life_loses_together_810_8a() -> None:
    ogre = bear("ogre", "A1", power=5, attacking="B1")
    result = resolve_combat(team_board([ogre], life=5), "current", auto=True)
    lost = {e.player: e.rule for e in result.events if e.kind == "player_lost"}  # type: ignore[attr-defined]
    assert lost == {"B1": "704.6a", "B2": "704.6a"}
    assert game_over(result.board)


def test_704_6b_fifteen_poison_counters_for_a_team() -> None:
    mite = bear("mite", "A1", power=2, attacking="B2", keywords=["infect"])
    result = resolve_combat(team_board([mite], poison=12), "current", auto=True)
    assert result.board.player("B1").poison == 14
    assert not result.board.player("B1").lost  # 10 would end a two-player game (704.5c)
    more = resolve_combat(team_board([mite], poison=13), "current", auto=True)
    assert more.board.player("B1").lost and more.board.player("B2").lost
    assert {e.rule for e in more.events if e.kind == "player_lost"} == {"704.6b"}


def test_810_8a_a_player_who_cant_lose_keeps_the_team_in() -> None:
    ogre = bear("ogre", "A1", power=5, attacking="B1")
    players = [Player(p, life=3 if p[0] == "B" else 30, cant_lose=p == "B2") for p in FOUR]
    result = resolve_combat(make_board(players, [ogre], "A1", teams=TEAMS), "current", auto=True)
    assert not result.board.player("B1").lost and not result.board.player("B2").lost


def test_810_4_team_players_share_one_life_total() -> None:
    players = [Player(p, life=30 if p != "B2" else 29) for p in FOUR]
    with pytest.raises(BoardError, match=r"810.4"):
        make_board(players, [], "A1", teams=TEAMS)


def test_810_1_a_player_on_two_teams_is_refused() -> None:
    with pytest.raises(BoardError, match=r"810.1"):
        make_board([Player(p) for p in FOUR], [], "A1", teams=[["A1", "A2"], ["A2", "B1"]])


# -- the scenario file and the resolve document --------------------------------

THG = """
active_player = "A1"
teams = [["A1", "A2"], ["B1", "B2"]]
[players.A1]
life = 30
[players.A2]
life = 30
[players.B1]
life = 9
[players.B2]
life = 9
[[permanents]]
id = "ogre"
controller = "A1"
power = 5
toughness = 5
attacking = "B1"
[[permanents]]
id = "ghave"
controller = "A2"
power = 3
toughness = 3
commander = true
attacking = "B2"
"""


def test_810_resolve_json_shows_team_totals_and_commander_damage(tmp_path: Path) -> None:
    path = tmp_path / "thg.toml"
    path.write_text(THG, encoding="utf-8")
    out = CliRunner().invoke(cli, ["resolve", str(path), "--json", "--auto"])
    assert out.exit_code == 0, out.output
    doc = json.loads(out.stdout)
    assert doc["teams"]["B1+B2"] == {"players": ["B1", "B2"], "life": 1, "poison": 0, "lost": False}
    assert doc["players"]["B2"]["commander_damage"] == {"ghave": 3}
    assert "commander_damage" not in doc["players"]["B1"]


def test_810_resolve_text_shows_team_totals_in_both_languages(tmp_path: Path) -> None:
    path = tmp_path / "thg.toml"
    path.write_text(THG, encoding="utf-8")
    en = CliRunner().invoke(cli, ["resolve", str(path), "--auto", "--lang", "en"])
    assert "team B1+B2: shared life 1, poison 0" in en.stdout
    ja = CliRunner().invoke(cli, ["resolve", str(path), "--auto", "--lang", "ja"])
    assert "チームB1+B2：共有ライフ1" in ja.stdout


def test_810_1_bad_team_in_a_file_is_one_line_with_the_rule() -> None:
    text = THG.replace('["B1", "B2"]]', '["B1", "C"]]')
    with pytest.raises(ScenarioError) as info:
        parse_scenario(text)
    assert "teams[1]" in str(info.value) and "810.1" in str(info.value)


@pytest.mark.parametrize(
    ("change", "field", "rule", "ja"),
    [
        (
            ("life = 9\n[players.B2]\nlife = 9", "life = 9\n[players.B2]\nlife = 8"),
            "players.B2.life",
            "810.4",
            "1つのライフ総量を共有する",
        ),
        (
            ('attacking = "B2"', 'attacking = "A1"'),
            'permanents[1] "ghave".attacking',
            "805.10a",
            "攻撃側のチームのプレイヤーである",
        ),
        (('["B1", "B2"]]', '["B1", "A2"]]'), "teams[1]", "810.1", "複数のチームに属している"),
        (("teams = [", 'teams = [["B1"], '), "teams[0]", "810.1", "2人以上のプレイヤーからなる"),
    ],
)
def test_810_team_problems_in_a_file_are_one_line_in_both_languages(
    tmp_path: Path, change: tuple[str, str], field: str, rule: str, ja: str
) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(THG.replace(*change), encoding="utf-8")
    en = CliRunner().invoke(cli, ["resolve", str(path), "--lang", "en"])
    assert en.exit_code == 2
    [line] = en.stderr.strip().splitlines()
    assert field in line and f"({rule})" in line
    jp = CliRunner().invoke(cli, ["resolve", str(path), "--lang", "ja"])
    assert jp.exit_code == 2 and ja in jp.stderr and f"（{rule}）" in jp.stderr


def test_903_10a_negative_commander_damage_in_a_file_cites_the_rule(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(
        THG.replace(
            "life = 9\n[players.B2]", "life = 9\ncommander_damage = { ghave = -2 }\n[players.B2]", 1
        ),
        encoding="utf-8",
    )
    out = CliRunner().invoke(cli, ["resolve", str(path)])
    assert out.exit_code == 2
    assert "players.B1.commander_damage.ghave" in out.stderr and "(903.10a)" in out.stderr


def test_810_9_trigger_life_loss_and_trigger_damage_reach_the_team_once() -> None:
    # afflict 2 (702.130a: the defending player loses 2 life) and a blocker's
    # "whenever ~ blocks, it deals 1 damage to that creature's controller"
    # are each applied once to their team's shared total (810.9)
    ghoul = bear("ghoul", "A1", power=1, attacking="B1", abilities=frozenset({Afflict(2)}))
    spiteful = BlockTrigger(("blocks_creature",), (DamageEffect(1, "other_controller"),))
    wall = Permanent(
        id="wall", controller="B2", power=0, toughness=5, blocking=("ghoul",),
        abilities=frozenset({spiteful}),
    )  # fmt: skip
    result = resolve_combat(team_board([ghoul, wall], life=10), "current", auto=True, triggers=True)
    assert [result.board.player(p).life for p in ("B1", "B2")] == [8, 8]
    assert [result.board.player(p).life for p in ("A1", "A2")] == [29, 29]
    assert ("team_totals", "810.9") in {(e.kind, e.rule) for e in result.events}


def test_810_9_noncombat_damage_to_a_team_player_is_shared_once() -> None:
    board = team_board([bear("ogre", "A1")], life=10)
    after, _ = deal_noncombat_damage(board, "ogre", "B2", 3)
    assert [after.player(p).life for p in ("B1", "B2")] == [7, 7]


def test_810_9g_a_teammate_who_cant_gain_life_stops_lifelink() -> None:
    ogre = bear("ogre", "A2", power=4, attacking="B1", keywords=["lifelink"])
    players = [Player(p, life=30, cant_gain_life=p == "A1") for p in FOUR]
    result = resolve_combat(make_board(players, [ogre], "A1", TEAMS), "current", auto=True)
    assert [result.board.player(p).life for p in ("A1", "A2")] == [30, 30]
    assert "life_gain_prevented" in [e.kind for e in result.events]
    prevented = [e for e in result.events if e.kind == "life_gain_prevented"]
    assert [e.rule for e in prevented] == ["810.9g"]  # A2 itself may gain: the team can't


@pytest.mark.parametrize("rules", ["2023", "current"])
@pytest.mark.parametrize("who", ["A1", "A2", ""])
def test_119_7_810_9g_cant_gain_life_cites_the_player_or_the_team(rules: str, who: str) -> None:
    """119.7 when the gaining player can't gain life; 810.9g when only its
    teammate can't; control: nobody can't, the team gains 4 (no event)."""
    ogre = bear("ogre", "A2", power=4, attacking="B1", keywords=["lifelink"])
    players = [Player(p, life=30, cant_gain_life=p == who) for p in FOUR]
    result = resolve_combat(make_board(players, [ogre], "A1", TEAMS), rules, auto=True)
    prevented = [e.rule for e in result.events if e.kind == "life_gain_prevented"]
    want = {"A2": ["119.7"], "A1": ["810.9g"], "": []}[who]
    assert prevented == want
    assert result.board.player("A1").life == (34 if not who else 30)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("example", ["903_10a_commander_damage", "810_two_headed_giant"])
def test_combat_shows_the_same_result_as_resolve(example: str, lang: str) -> None:
    """903.10a, 810.4, 810.10: `combat`'s result section lists each player's
    commander damage and each team's shared totals, as `resolve`'s does."""
    path = examples_dir() / f"{example}.toml"
    outs = [
        CliRunner().invoke(cli, [command, str(path), "--auto", "--lang", lang])
        for command in ("resolve", "combat")
    ]
    results = []
    for out in outs:
        assert out.exit_code == 0, out.output
        lines = out.output.splitlines()
        start = lines.index("result:" if lang == "en" else "結果：")
        end = next(
            (i for i in range(start + 1, len(lines)) if not lines[i].startswith(" ")), len(lines)
        )
        results.append(lines[start:end])
    assert results[0] == results[1]
    assert any("isamaru" in line or "B1+B2" in line for line in results[1])


def test_903_10a_commander_damage_from_a_permanent_that_is_no_commander_is_refused() -> None:
    # Only a commander's combat damage is counted: a key naming a permanent
    # without commander = true is a mistake, not a commander.
    grizzly = bear("bear", "A", attacking="B")
    with pytest.raises(BoardError, match=r"commander_damage\.bear.*903\.10a") as info:
        make_board([Player("A"), Player("B", commander_damage=(("bear", 19),))], [grizzly], "A")
    assert info.value.key == "commander_damage_not_commander"
    assert info.value.field == "players.B.commander_damage.bear"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_903_10a_a_key_naming_a_non_commander_in_a_file_is_one_line(
    tmp_path: Path, lang: str
) -> None:
    path = tmp_path / "bad.toml"
    text = THG.replace("commander = true\n", "").replace(
        "life = 9\n[players.B2]", "life = 9\n[players.B2]\ncommander_damage = { ghave = 19 }", 1
    )
    path.write_text(text, encoding="utf-8")
    out = CliRunner().invoke(cli, ["resolve", str(path), "--lang", lang])
    assert out.exit_code == 2
    [line] = out.stderr.strip().splitlines()
    assert "players.B2.commander_damage.ghave" in line
    assert ("(903.10a)" if lang == "en" else "（903.10a）") in line
    assert ("is not a commander" if lang == "en" else "統率者ではない") in line


def test_903_10a_a_commander_off_the_board_is_kept_with_a_note(tmp_path: Path) -> None:
    # The file lists no command zone: a key that names no permanent is a
    # commander that dealt its damage earlier and is not on the battlefield.
    # It is kept (21 from it would still lose, 704.6c), with a note, since
    # it could be a misspelt id.
    path = tmp_path / "elsewhere.toml"
    text = THG.replace(
        "life = 9\n[players.B2]", "life = 9\n[players.B2]\ncommander_damage = { kaalia = 20 }", 1
    )
    path.write_text(text, encoding="utf-8")
    out = CliRunner().invoke(cli, ["resolve", str(path), "--auto"])
    assert out.exit_code == 0, out.output
    assert (
        'note: players.B2.commander_damage.kaalia: no permanent "kaalia" in the file; taken as '
        "a commander off the board (the command zone)"
    ) in out.stdout
    ja = CliRunner().invoke(cli, ["resolve", str(path), "--auto", "--lang", "ja"])
    assert "統率領域" in ja.stdout and "（903.10a）" in ja.stdout
    doc = json.loads(CliRunner().invoke(cli, ["resolve", str(path), "--auto", "--json"]).stdout)
    assert doc["players"]["B2"]["commander_damage"] == {"kaalia": 20, "ghave": 3}
    assert [(n["kind"], n["permanent"], n["rule"]) for n in doc["notes"]] == [
        ("commander_elsewhere", "kaalia", "903.10a")
    ]
    board = parse_scenario(text).board
    assert board.player("B2").commander_damage_from("kaalia") == 20
