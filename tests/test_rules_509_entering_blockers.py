"""A creature put onto the battlefield blocking (509.4 now, 509.7 in the 2023
rules): the attacker's "becomes blocked" abilities trigger (when it was
unblocked then) and its "becomes blocked by a creature" abilities trigger
(509.3c-d now, 509.5c-d in 2023), flanking, bushido, rampage, afflict and
card text among them; the new blocker's own "blocks" and "blocks a
creature" abilities do not (509.3a-b, 509.5a-b). Each test has a control.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli

ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}

SAPROLING = (
    "Put a 1/1 green Saproling creature token onto the battlefield blocking "
    "target attacking creature."
)


def _board(keywords: str, *, after: str = "declare-blockers", blocker: str = "",
           extra: str = "", rules: str = "current") -> str:  # fmt: skip
    text = f"""
rules = "{rules}"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "knight"
controller = "A"
power = 2
toughness = 2
keywords = {keywords}
attacking = "B"
{extra}
"""
    if blocker:
        text += f"""
[[permanents]]
id = "wall"
controller = "B"
power = 0
toughness = 4
blocking = ["{blocker}"]
"""
    return (
        text
        + f"""
[[timeline]]
after = "{after}"
effect = "{SAPROLING}"
targets = ["knight"]
"""
    )


def _resolve(tmp_path: Any, text: str, *args: str) -> dict[str, Any]:
    path = tmp_path / "board.toml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli, ["resolve", str(path), "--json", "--auto", *args],
                                env=ENGLISH)  # fmt: skip
    assert result.exit_code == 0, result.output
    doc: dict[str, Any] = json.loads(result.stdout)
    return doc


def _kinds(doc: dict[str, Any]) -> list[str]:
    return [e["kind"] for e in doc["events"]]


@pytest.mark.parametrize(("rules", "rule"), [("current", "509.3c"), ("2023", "509.5c")])
def test_509_3c_afflict_triggers_when_a_token_enters_blocking(
    tmp_path: Any, rules: str, rule: str
) -> None:
    doc = _resolve(tmp_path, _board('["afflict 2"]', rules=rules))
    assert doc["players"]["B"]["life"] == 18
    assert any(e["kind"] == "becomes_blocked" and e["rule"] == rule for e in doc["events"])
    assert "afflict" in _kinds(doc)


def test_509_3c_afflict_control_no_token_no_trigger(tmp_path: Any) -> None:
    text = _board('["afflict 2"]').split("[[timeline]]")[0]
    doc = _resolve(tmp_path, text)
    assert doc["players"]["B"]["life"] == 18  # unblocked: 2 combat damage, no afflict
    assert "becomes_blocked" not in _kinds(doc)
    assert "afflict" not in _kinds(doc)


@pytest.mark.parametrize("rules", ["current", "2023"])
def test_509_3d_flanking_kills_the_token_put_onto_the_battlefield_blocking(
    tmp_path: Any, rules: str
) -> None:
    doc = _resolve(tmp_path, _board('["flanking"]', rules=rules))
    assert doc["permanents"]["saproling1"]["zone"] == "graveyard"
    assert doc["permanents"]["knight"]["damage"] == 0
    assert doc["players"]["B"]["life"] == 20  # still blocked (509.1h)


def test_509_3d_flanking_control_an_attacker_without_flanking(tmp_path: Any) -> None:
    doc = _resolve(tmp_path, _board("[]"))
    assert doc["permanents"]["saproling1"]["zone"] == "graveyard"  # dealt 2 combat damage
    assert doc["permanents"]["knight"]["damage"] == 1
    assert "flanking" not in _kinds(doc)


@pytest.mark.parametrize("rules", ["current", "2023"])
def test_509_3c_bushido_and_rampage_of_the_attacker_trigger(tmp_path: Any, rules: str) -> None:
    doc = _resolve(tmp_path, _board('["bushido 1", "rampage 2"]', rules=rules))
    kinds = _kinds(doc)
    assert "bushido" in kinds and "rampage" in kinds
    # bushido: 3/3; rampage counts blockers beyond the first: none
    assert doc["permanents"]["knight"]["damage"] == 1
    assert doc["permanents"]["saproling1"]["zone"] == "graveyard"


def test_509_3c_becomes_blocked_only_if_unblocked_then(tmp_path: Any) -> None:
    # the wall blocked it already: "becomes blocked" does not trigger again,
    # "becomes blocked by a creature" (flanking) does
    doc = _resolve(tmp_path, _board('["afflict 2", "flanking"]', blocker="knight"))
    assert doc["players"]["B"]["life"] == 18  # afflict once, for the wall
    flanks = [e for e in doc["events"] if e["kind"] == "flanking"]
    assert len(flanks) == 2
    assert doc["permanents"]["saproling1"]["zone"] == "graveyard"


@pytest.mark.parametrize(("rules", "rule"), [("current", "509.3c"), ("2023", "509.5c")])
def test_509_3c_token_in_the_declare_attackers_step_then_a_declared_blocker(
    tmp_path: Any, rules: str, rule: str
) -> None:
    # the token made it a blocked creature before blockers were declared:
    # afflict triggered then, and not again for the declared wall
    text = _board('["afflict 2"]', after="declare-attackers", blocker="knight", rules=rules)
    doc = _resolve(tmp_path, text)
    assert doc["players"]["B"]["life"] == 18
    assert sum(1 for e in doc["events"] if e["kind"] == "becomes_blocked") == 1
    assert any(e["rule"] == rule for e in doc["events"] if e["kind"] == "becomes_blocked")


def test_509_3c_control_declared_blocker_alone_triggers_afflict(tmp_path: Any) -> None:
    text = _board('["afflict 2"]', blocker="knight").split("[[timeline]]")[0]
    doc = _resolve(tmp_path, text)
    assert doc["players"]["B"]["life"] == 18


@pytest.mark.parametrize("rules", ["current", "2023"])
def test_509_3a_the_tokens_own_blocks_abilities_do_not_trigger(tmp_path: Any, rules: str) -> None:
    # a watcher "Whenever a creature you control blocks, you gain 3 life."
    extra = """
[[permanents]]
id = "sentinel"
controller = "B"
power = 1
toughness = 1
abilities = ["Whenever a creature you control blocks, you gain 3 life."]
"""
    doc = _resolve(tmp_path, _board("[]", extra=extra, rules=rules))
    assert doc["players"]["B"]["life"] == 20
    assert "blocks" not in _kinds(doc)


def test_509_3a_control_a_declared_blocker_triggers_the_watcher(tmp_path: Any) -> None:
    extra = """
[[permanents]]
id = "sentinel"
controller = "B"
power = 1
toughness = 1
abilities = ["Whenever a creature you control blocks, you gain 3 life."]
"""
    text = _board("[]", extra=extra, blocker="knight").split("[[timeline]]")[0]
    doc = _resolve(tmp_path, text)
    assert doc["players"]["B"]["life"] == 23


def test_509_3c_card_text_on_the_attacker_triggers(tmp_path: Any) -> None:
    text = _board("[]").replace(
        "keywords = []",
        'abilities = ["Whenever this creature becomes blocked, it gets +2/+2 until end of turn."]',
    )
    doc = _resolve(tmp_path, text)
    assert doc["permanents"]["knight"]["damage"] == 1
    assert any(e["kind"] == "trigger_resolves" for e in doc["events"])


def test_509_3c_token_that_never_blocks_triggers_nothing(tmp_path: Any) -> None:
    # 509.4a: the attacker is not attacking the token's controller (the
    # entry's controller is A): the token never blocks, nothing triggers
    text = _board('["afflict 2"]') + 'controller = "A"\n'
    doc = _resolve(tmp_path, text)
    assert doc["players"]["B"]["life"] == 18  # unblocked: 2 combat damage
    assert "becomes_blocked" not in _kinds(doc)
    assert not any("afflict" in e["kind"] for e in doc["events"])


def test_509_4_explain_says_the_attacker_triggers(tmp_path: Any) -> None:
    for args, words in (
        (["explain", "509.4", "--rules", "current"], "509.3c-d"),
        (["explain", "509.7", "--rules", "2023"], "509.5c-d"),
    ):
        result = CliRunner().invoke(cli, args, env=ENGLISH)
        assert result.exit_code == 0
        assert words in result.output and "becomes blocked" in result.output
    ja = CliRunner().invoke(cli, ["explain", "509.4", "--rules", "current", "--lang", "ja"])
    assert "側面攻撃" in ja.output


@pytest.mark.parametrize("command", ["resolve", "combat"])
def test_509_5c_every_command_triggers_afflict_once(tmp_path: Any, command: str) -> None:
    # the token entered in the declare attackers step; the wall is declared
    # after: "becomes blocked" triggered once (509.5c, 2023 rules)
    text = _board('["afflict 2"]', after="declare-attackers", blocker="knight", rules="2023")
    path = tmp_path / "board.toml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli, [command, str(path), "--json", "--auto"], env=ENGLISH)
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert _kinds(doc).count("afflict") == 1
    assert doc["players"]["B"]["life"] == 18
