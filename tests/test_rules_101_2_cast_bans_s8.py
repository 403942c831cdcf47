"""A "can't" on casting spells as a static ability (issue 33, session 8;
101.2: a "can't" beats a "can"; 601.3: a player begins to cast a spell only
if no effect forbids it): "Your opponents can't cast spells during combat",
"... during your turn" and "Players can't cast spells during combat" are
read as :class:`~mtgcombat.core.abilities.PlayerEffect` values, so any
permanent that has the line (a card or a file's ``abilities``) refuses the
timeline's spells it forbids. Each test has a control where the line does
not apply.
"""

from __future__ import annotations

import pytest

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers)
from mtgcombat.core.abilities import PlayerEffect
from mtgcombat.io.renderers import describe_value
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text import parse_sentence


def _ban(sentence: str) -> PlayerEffect:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled", parsed.error
    (static,) = parsed.traits.statics
    assert isinstance(static, PlayerEffect)
    return static


@pytest.mark.parametrize(
    ("sentence", "who", "when", "ja"),
    [
        (
            "Your opponents can't cast spells during your turn.",
            "opponents",
            "your_turn",
            "あなたの対戦相手：あなたのターンの間に呪文を唱えられない",
        ),
        (
            "Your opponents can't cast spells during combat.",
            "opponents",
            "combat",
            "あなたの対戦相手：戦闘中に呪文を唱えられない",
        ),
        (
            "Players can't cast spells during combat.",
            "each",
            "combat",
            "各プレイヤー：戦闘中に呪文を唱えられない",
        ),
    ],
)
def test_parse_cast_bans(sentence: str, who: str, when: str, ja: str) -> None:
    ban = _ban(sentence)
    assert (ban.who, ban.cant_cast) == (who, when)
    assert describe_value(ban, "ja") == ja


def test_parse_other_cast_bans_stay_refused() -> None:
    # a name, a mana value: not read, so never "no effect"
    for line in (
        "Your opponents can't cast spells with the chosen name.",
        "Your opponents can't cast spells with even mana values.",
    ):
        assert parse_sentence(line).status == "unmodelled"


def _board(line: str, controller: str, active: str, caster: str) -> str:
    attacker = "B" if active == "A" else "A"
    return f"""
active_player = "{active}"
[players.A]
[players.B]
[[permanents]]
id = "warden"
name = "Warden"
controller = "{controller}"
power = 1
toughness = 1
abilities = ["{line}"]
[[permanents]]
id = "bear"
name = "Bear"
controller = "{active}"
power = 2
toughness = 2
attacking = "{attacker}"
[[timeline]]
after = "declare-blockers"
effect = "Target creature gets +3/+3 until end of turn."
targets = ["bear"]
controller = "{caster}"
"""


def _refused(line: str, controller: str, active: str, caster: str) -> str:
    try:
        parse_scenario(_board(line, controller, active, caster))
    except ScenarioError as exc:
        return exc.key
    return ""


_YOUR_TURN = "Your opponents can't cast spells during your turn."
_COMBAT = "Your opponents can't cast spells during combat."
_PLAYERS = "Players can't cast spells during combat."


def test_101_2_opponent_cant_cast_during_your_turn() -> None:
    assert _refused(_YOUR_TURN, "A", "A", "B") == "timeline_cast_forbidden_your_turn"
    # controls: its controller may cast; on the opponent's turn it does not apply
    assert _refused(_YOUR_TURN, "A", "A", "A") == ""
    assert _refused(_YOUR_TURN, "A", "B", "B") == ""


def test_101_2_opponent_cant_cast_during_combat_either_turn() -> None:
    assert _refused(_COMBAT, "A", "A", "B") == "timeline_cast_forbidden_combat"
    assert _refused(_COMBAT, "A", "B", "B") == "timeline_cast_forbidden_combat"
    assert _refused(_COMBAT, "A", "B", "A") == ""  # control: its controller


def test_101_2_players_cant_cast_during_combat_its_controller_too() -> None:
    assert _refused(_PLAYERS, "A", "A", "A") == "timeline_cast_forbidden_players_combat"
    assert _refused(_PLAYERS, "A", "A", "B") == "timeline_cast_forbidden_players_combat"


def test_101_2_cast_ban_off_the_battlefield_control() -> None:
    text = _board(_PLAYERS, "A", "A", "A").replace(
        'name = "Warden"\n', 'name = "Warden"\nzone = "graveyard"\n'
    )
    assert len(parse_scenario(text).timeline) == 1
