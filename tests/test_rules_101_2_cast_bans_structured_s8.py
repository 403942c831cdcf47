"""A cast ban written in a file's structured ``abilities`` (101.2: a "can't"
beats a "can"; 601.3): every combination of ``who`` and ``cant_cast`` the
rules read refuses the spells it forbids with its own message, in English
and Japanese; a value the rules do not read is refused as the file is read
(one line naming the file and field, exit 2), never an internal error.
And "during your turn" with shared team turns (810): a teammate's turn is
the team's, as the cast triggers read it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.scenario.load import ScenarioError, parse_scenario


def _board(who: str, when: str, active: str = "A", caster: str = "A", teams: str = "") -> str:
    players = "".join(f"[players.{p}]\n" for p in ("ABCD" if teams else "AB"))
    return f"""
active_player = "{active}"
{teams and f"teams = {teams}"}
{players}
[[permanents]]
id = "ench"
controller = "A"
types = ["enchantment"]
abilities = [{{kind = "player_effect", who = "{who}", cant_cast = "{when}"}}]
[[permanents]]
id = "bear"
controller = "{active}"
power = 2
toughness = 2
attacking = "{"B" if active in "AC" else "A"}"
[[timeline]]
after = "declare-blockers"
card = "Giant Growth"
targets = ["bear"]
controller = "{caster}"
"""


def _refused(text: str) -> ScenarioError | None:
    try:
        parse_scenario(text)
    except ScenarioError as exc:
        return exc
    return None


@pytest.mark.parametrize(
    ("who", "when", "caster", "key", "said"),
    [
        ("each", "combat", "A", "players_combat", "Players can't cast spells during combat"),
        ("each", "your_turn", "A", "players_your_turn", "Players can't cast spells during your"),
        ("you", "combat", "A", "you_combat", "You can't cast spells during combat"),
        ("you", "your_turn", "A", "you_your_turn", "You can't cast spells during your turn"),
        ("opponents", "combat", "B", "combat", "Your opponents can't cast spells during combat"),
        ("opponents", "your_turn", "B", "your_turn", "Your opponents can't cast spells during"),
    ],
)
def test_101_2_every_structured_cast_ban_has_its_message(
    who: str, when: str, caster: str, key: str, said: str
) -> None:
    exc = _refused(_board(who, when, caster=caster))
    assert exc is not None and exc.key == f"timeline_cast_forbidden_{key}"
    assert said in exc.message() and "唱えられない" in exc.message("ja")
    if who != "each":  # control: a player the ban does not name casts freely
        assert _refused(_board(who, when, caster="B" if caster == "A" else "A")) is None


def test_101_2_your_turn_ban_off_its_controllers_turn_control() -> None:
    assert _refused(_board("each", "your_turn", active="B", caster="A")) is None


@pytest.mark.parametrize(
    ("field", "value", "key", "guess"),
    [
        ("cant_cast", "sometimes", "structured_either", None),
        ("cant_cast", "your turn", "structured_either_guess", "your_turn"),
        ("who", "opponent", "structured_either_guess", "opponents"),
        ("who", "nobody", "structured_either", None),
    ],
)
def test_101_2_unknown_cast_ban_words_are_refused_not_crashed(
    tmp_path: Path, field: str, value: str, key: str, guess: str | None
) -> None:
    text = _board(value, "combat") if field == "who" else _board("each", value)
    exc = _refused(text)
    assert exc is not None and exc.key == key
    assert f"player_effect.{field}" in exc.message() and exc.field_path.startswith("permanents[0]")
    if guess:
        assert f'did you mean "{guess}"' in exc.message() and guess in exc.message("ja")
    path = tmp_path / "ban.toml"
    path.write_text(text, encoding="utf-8")
    out = CliRunner().invoke(cli, ["resolve", str(path)])
    assert out.exit_code == 2 and "ban.toml" in out.output and "internal" not in out.output


_TEAMS = '[["A", "C"], ["B", "D"]]'


def test_810_your_turn_ban_on_a_teammates_turn() -> None:
    # A's "Your opponents can't cast spells during your turn"; C (A's teammate)
    # is the active player: the team's turn, so B may not cast
    exc = _refused(_board("opponents", "your_turn", active="C", caster="B", teams=_TEAMS))
    assert exc is not None and exc.key == "timeline_cast_forbidden_your_turn"
    # control: on the other team's turn the ban does not apply
    assert _refused(_board("opponents", "your_turn", active="B", caster="D", teams=_TEAMS)) is None
