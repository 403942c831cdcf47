"""A trigger at the beginning of combat resolves in the beginning of combat
step (507.1), before attackers are declared (508.1): "At the beginning of
each combat, you may attach target Aura or Equipment attached to a creature
you control to target creature you control." (Halvar, God of Battle) changes
the combat, and the board the engine is given is the one after it. The
parser says so plainly instead of "no effect on blocks or combat damage"
(review of session 11). Control: a trigger at the beginning of the upkeep
(503.1) keeps the plain "no effect"."""

from __future__ import annotations

from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.i18n.input_errors import parse_reason
from mtgcombat.text import parse_sentence

HALVAR = (
    "At the beginning of each combat, you may attach target Aura or Equipment attached to a"
    " creature you control to target creature you control."
)
ON_YOUR_TURN = "At the beginning of combat on your turn, create a 1/1 white Soldier creature token."
UPKEEP = "At the beginning of your upkeep, you gain 1 life."


def test_507_1_a_beginning_of_combat_trigger_says_it_comes_before_attackers() -> None:
    for line in (HALVAR, ON_YOUR_TURN):
        parsed = parse_sentence(line)
        assert "507.1" in parsed.error and "before attackers are declared" in parsed.error
        assert "攻撃クリーチャー" in parse_reason(parsed.error, "ja")
        out = CliRunner().invoke(cli, ["parse", "--lang", "en", line]).output
        assert "no effect" not in out and "before attackers are declared" in out, out
        out = CliRunner().invoke(cli, ["parse", "--lang", "ja", line]).output
        assert "影響しない" not in out and "507.1" in out, out


def test_507_1_control_an_upkeep_trigger_has_no_effect() -> None:
    parsed = parse_sentence(UPKEEP)
    assert parsed.status == "no_effect" and parsed.error == ""
    out = CliRunner().invoke(cli, ["parse", "--lang", "en", UPKEEP]).output
    assert "no effect on blocks or combat damage" in out
