"""Issue 33 (session 8): triggers on another creature entering the battlefield
during the combat (603.6a) whose effect names that creature: "you gain life
equal to that creature's toughness" (Trostani, Selesnya's Voice; Angelic
Chorus, Wolverine Riders, Verdant Sun's Avatar, Orchard Warden), "... that
creature's power" (Archon of Redemption), read as that creature's power or
toughness as the ability resolves (608.2h); and Zendikar's Rally lines
"you may have Ally creatures you control gain first strike / get +1/+0
until end of turn" (Highland Berserker, Akoum Battlesinger; 613.1f, 613.4c).

A creature enters during the combat as a token put onto the battlefield
blocking or attacking (509.1, 508.4); the abilities trigger then and resolve
before the next step (603.3, 510.3a). Each test has a control.
"""

from __future__ import annotations

import json
from typing import Any

from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.core.model import Board, Counters, Keyword, Permanent, Player
from mtgcombat.io.effect_words import _effect
from mtgcombat.rules.enter_triggers import enters_triggers
from mtgcombat.text import parse_sentence, parse_text

ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}
TROSTANI = (
    "Whenever another creature enters the battlefield under your control, you gain life equal "
    "to that creature's toughness."
)
ARCHON = (
    "Whenever ~ or another creature with flying enters the battlefield under your control, you "
    "may gain life equal to that creature's power."
)
RIDERS = (
    "Whenever another Elf enters the battlefield under your control, you gain life equal to its "
    "toughness."
)
BATTLESINGER = (
    "Whenever ~ or another Ally enters the battlefield under your control, you may have Ally "
    "creatures you control get +1/+0 until end of turn."
)
BERSERKER = (
    "Whenever ~ or another Ally enters the battlefield under your control, you may have Ally "
    "creatures you control gain first strike until end of turn."
)
SAPROLING = (
    "Put a 1/1 green Saproling creature token onto the battlefield blocking target attacking "
    "creature."
)


def _board(watcher: str) -> str:
    return f"""
rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "giant"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "trostani"
controller = "{watcher}"
power = 2
toughness = 5
abilities = ["{TROSTANI}"]
[[timeline]]
after = "declare-blockers"
effect = "{SAPROLING}"
targets = ["giant"]
controller = "B"
"""


def _resolve(tmp_path: Any, text: str) -> dict[str, Any]:
    path = tmp_path / "board.toml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli, ["resolve", str(path), "--json"], env=ENGLISH)
    assert result.exit_code == 0, result.output
    doc: dict[str, Any] = json.loads(result.stdout)
    return doc


def card(pid: str, text: str, controller: str, power: int, toughness: int,
         **fields: Any) -> Permanent:  # fmt: skip
    parsed = parse_text(text) if text else ()
    assert all(p.status == "modelled" for p in parsed), [p.error for p in parsed]
    abilities = frozenset(a for p in parsed for a in p.traits.abilities)
    return Permanent(id=pid, controller=controller, power=power, toughness=toughness,
                     abilities=abilities, **fields)  # fmt: skip


# -- the parser ------------------------------------------------------------------------


def test_parser_reads_life_equal_to_the_entered_creatures_stat() -> None:
    found = {s: [str(a) for a in parse_sentence(s).traits.abilities] for s in (TROSTANI, RIDERS)}
    assert found[TROSTANI] == [
        "whenever one of the other creatures you control enters the battlefield, "
        "you gain life equal to its toughness"
    ]
    assert found[RIDERS][0].endswith("you gain life equal to its toughness")
    assert parse_sentence(ARCHON).status == "modelled"
    assert str(next(iter(parse_sentence(ARCHON).traits.abilities))).endswith(
        "you may: you gain life equal to its power"
    )


def test_parser_reads_rally_you_may_have_ally_creatures_gain_or_get() -> None:
    for sentence in (BATTLESINGER, BERSERKER):
        assert parse_sentence(sentence).status == "modelled"
    assert str(next(iter(parse_sentence(BERSERKER).traits.abilities))).endswith(
        "you may: ally creatures you control gain first strike until end of turn"
    )


def test_parser_control_another_players_life_or_a_stat_of_this_permanent_stays_refused() -> None:
    # control: "its power" of a creature the grammar cannot place, and a
    # life total set, are not read as the entered creature's stat
    line = (
        "Whenever another creature enters the battlefield under your control, you gain life "
        "equal to the greatest toughness among creatures you control."
    )
    assert parse_sentence(line).status == "unmodelled"


def test_parser_control_that_creature_in_a_block_trigger_is_the_other_creature() -> None:
    # control: in "blocks or becomes blocked by a creature" (509.3b, 509.3d)
    # "that creature" is the other creature, not the one the event is about
    line = (
        "Whenever ~ blocks or becomes blocked by a creature, destroy that creature. You gain "
        "life equal to that creature's toughness."
    )
    parsed = parse_sentence(line)
    assert parsed.status == "unmodelled"
    assert parsed.error == "life equal to the toughness of the other creature"


def test_japanese_rendering_of_life_equal_to_toughness() -> None:
    ability = next(iter(parse_sentence(TROSTANI).traits.abilities))
    assert isinstance(ability, BlockTrigger)
    assert (
        _effect(ability.effects[0])
        == "あなたはそのクリーチャーのタフネスに等しい点数のライフを得る"
    )


# -- the rules -------------------------------------------------------------------------


def test_603_6a_trostani_gains_the_toughness_of_a_token_entering_blocking(tmp_path: Any) -> None:
    # B's Saproling (1/1) enters blocking the giant (509.1): B's Trostani
    # triggers (603.6a) and B gains 1 life; the giant kills the Saproling
    doc = _resolve(tmp_path, _board("B"))
    assert doc["players"]["B"]["life"] == 21
    gained = [e for e in doc["events"] if e["kind"] == "life_gained"]
    assert [(e["player"], e["amount"]) for e in gained] == [("B", 1)]


def test_603_6a_control_the_token_enters_under_another_players_control(tmp_path: Any) -> None:
    # control: A's Trostani watches A's creatures; the Saproling is B's
    doc = _resolve(tmp_path, _board("A"))
    assert doc["players"]["A"]["life"] == 20
    assert doc["players"]["B"]["life"] == 20  # blocked: no damage to B
    assert not [e for e in doc["events"] if e["kind"] == "life_gained"]


def _entering(token: Permanent, *watchers: Permanent) -> Board:
    before = Board((Player("A"), Player("B")), watchers, "A")
    board, _ = enters_triggers(before, before.with_permanents([*watchers, token]), "current")
    return board


def test_608_2h_the_toughness_is_read_as_the_ability_resolves_counters_included() -> None:
    # a 2/3 token with a +1/+1 counter enters attacking (508.4): toughness 4
    tros = card("tros", TROSTANI, "A", 2, 5)
    token = Permanent(id="t", controller="A", power=2, toughness=3, attacking="B",
                      counters=Counters(plus_one=1))  # fmt: skip
    assert _entering(token, tros).player("A").life == 24


def test_603_6a_rally_allies_get_plus_one_when_an_ally_token_enters_attacking() -> None:
    # A's 1/1 Battlesinger attacks; a 1/1 Ally token enters attacking (508.4):
    # Ally creatures A controls get +1/+0 (613.4c), the token too
    singer = card("singer", BATTLESINGER, "A", 1, 1, attacking="B",
                  subtypes=frozenset({"human", "ally"}))  # fmt: skip
    other = card("bear", "", "A", 2, 2, attacking="B")
    token = Permanent(id="kor", controller="A", power=1, toughness=1, attacking="B",
                      subtypes=frozenset({"kor", "ally"}), token=True)  # fmt: skip
    board = _entering(token, singer, other)
    powers = {p: board.permanent(p).current_power for p in ("singer", "bear", "kor")}
    assert powers == {"singer": 2, "bear": 2, "kor": 2}


def test_603_6a_rally_control_a_token_that_is_no_ally_triggers_nothing() -> None:
    singer = card("singer", BATTLESINGER, "A", 1, 1, attacking="B",
                  subtypes=frozenset({"human", "ally"}))  # fmt: skip
    token = Permanent(id="sap", controller="A", power=1, toughness=1, attacking="B",
                      subtypes=frozenset({"saproling"}), token=True)  # fmt: skip
    board = _entering(token, singer)
    assert board.permanent("singer").current_power == 1


def test_603_6a_rally_first_strike_for_the_allies() -> None:
    berserker = card("berserker", BERSERKER, "A", 2, 1, attacking="B",
                     subtypes=frozenset({"human", "ally"}))  # fmt: skip
    token = Permanent(id="kor", controller="A", power=1, toughness=1, attacking="B",
                      subtypes=frozenset({"kor", "ally"}), token=True)  # fmt: skip
    board = _entering(token, berserker)
    assert board.permanent("berserker").has(Keyword.FIRST_STRIKE)
    assert board.permanent("kor").has(Keyword.FIRST_STRIKE)
