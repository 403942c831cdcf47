"""616.1: the affected player, or the controller of the affected permanent,
orders the replacement and prevention effects that apply to one damage event
(issue 34). The scenario key ``replacement_order`` gives that order; without
it the documented default applies (prevention, then changes of the amount,
each in board order), and the event ``replacement_order`` says which was used."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.core.damage_choices import DamageChoices, replacement_orders

ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}
PREVENT_SELF = "If a source would deal damage to ~, prevent 1 of that damage."
PREVENT_YOURS = "If a source would deal damage to a creature you control, prevent 1 of that damage."
DOUBLE = (
    "If a source would deal damage to a permanent or player, it deals double that damage to "
    "that permanent or player instead."
)

BOARD = """
rules = "current"
active_player = "A"
{order}
[players.A]
[players.B]
[[permanents]]
id = "ogre"
controller = "A"
power = 2
toughness = 2
attacking = "B"
[[permanents]]
id = "bear"
controller = "B"
power = 0
toughness = 5
blocking = ["ogre"]
abilities = {bear}
[[permanents]]
id = "ward"
controller = "B"
types = ["enchantment"]
abilities = [{ward}]
[[permanents]]
id = "furnace"
controller = "A"
types = ["enchantment"]
abilities = [{furnace}]
"""


def _resolve(
    tmp_path: Path, order: str, rules: str, *, bear: list[str] | None = None, furnace: bool = True
) -> tuple[int, dict[str, Any], str]:
    text = BOARD.format(
        order=order,
        bear=json.dumps([PREVENT_SELF] if bear is None else bear),
        ward=json.dumps(PREVENT_YOURS),
        furnace=json.dumps(DOUBLE) if furnace else "",
    )
    path = tmp_path / "board.toml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(
        cli, ["resolve", str(path), "--json", "--rules", rules], env=ENGLISH
    )
    try:
        doc = json.loads(result.stdout)
    except ValueError:
        doc = {}
    return result.exit_code, doc, result.output


def _bear(doc: dict[str, Any]) -> int:
    return int(doc["permanents"]["bear"].get("damage", 0))


def _orders(doc: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for e in doc["events"] if e["kind"] == "replacement_order"]


@pytest.mark.parametrize("rules", ["2023", "current"])
def test_616_1_the_chosen_order_doubles_before_preventing(tmp_path: Path, rules: str) -> None:
    code, doc, out = _resolve(tmp_path, 'replacement_order = { bear = ["furnace"] }', rules)
    assert code == 0, out
    assert _bear(doc) == 2  # 2 doubled to 4, then 1 and 1 prevented
    (event,) = _orders(doc)
    assert event["how"] == "chosen" and event["chooser"] == "B"
    assert list(event["order"]) == ["furnace", "bear", "ward"]  # the rest in the default order


@pytest.mark.parametrize("rules", ["2023", "current"])
def test_616_1_without_an_order_the_default_prevents_first(tmp_path: Path, rules: str) -> None:
    code, doc, out = _resolve(tmp_path, "", rules)
    assert code == 0, out
    assert _bear(doc) == 0  # 2 - 1 - 1, then doubled: nothing is dealt
    (event,) = _orders(doc)
    assert event["how"] == "default" and list(event["order"]) == ["bear", "ward", "furnace"]
    # the same order written out gives the same result
    code, same, _ = _resolve(tmp_path, 'replacement_order = { bear = ["bear", "ward"] }', rules)
    assert _bear(same) == 0 and _orders(same)[0]["how"] == "chosen"


@pytest.mark.parametrize("rules", ["2023", "current"])
def test_616_1_control_one_effect_is_no_choice(tmp_path: Path, rules: str) -> None:
    """Only the bear's own prevention applies to the ogre's damage: no
    choice, no event; and the furnace alone on the bear's damage to the ogre
    is none either."""
    code, doc, out = _resolve(tmp_path, "", rules, bear=[], furnace=False)
    assert code == 0, out
    assert _orders(doc) == [] and _bear(doc) == 1


NO_ABILITY = '" has no ability that replaces or prevents damage dealt to "bear"'


@pytest.mark.parametrize(
    ("order", "wanted"),
    [
        (
            '{ baer = ["furnace"] }',
            'replacement_order.baer: "baer" is not a player or permanent id; '
            'did you mean "bear"? (616.1)',
        ),
        (
            '{ bear = ["furnance"] }',
            f'replacement_order.bear: "furnance{NO_ABILITY}; did you mean "furnace"? (616.1)',
        ),
        ('{ bear = ["ogre"] }', f'"ogre{NO_ABILITY}; the permanents with one: bear, ward, furnace'),
        ('{ bear = ["ward", "ward"] }', 'replacement_order.bear: "ward" is listed twice (616.1)'),
    ],
)
def test_616_1_replacement_order_errors_are_one_line(
    tmp_path: Path, order: str, wanted: str
) -> None:
    code, _, out = _resolve(tmp_path, f"replacement_order = {order}", "current")
    assert code == 2
    assert len(out.strip().splitlines()) == 1 and wanted in out, out


def test_616_1_replacement_order_error_in_japanese(tmp_path: Path) -> None:
    path = tmp_path / "board.toml"
    path.write_text(
        BOARD.format(
            order='replacement_order = { bear = ["ward", "ward"] }',
            bear=json.dumps([PREVENT_SELF]),
            ward=json.dumps(PREVENT_YOURS),
            furnace=json.dumps(DOUBLE),
        ),
        encoding="utf-8",
    )
    result = CliRunner().invoke(cli, ["resolve", str(path), "--lang", "ja"], env=ENGLISH)
    assert result.exit_code == 2 and "「ward」が2回挙げられている" in result.output


def test_616_1_damage_choices_carry_the_orders_with_the_shields() -> None:
    choices = DamageChoices({"B": ["ogre"]}, {"bear": ["furnace"]})
    assert dict(choices) == {"B": ("ogre",)} and bool(choices)
    assert replacement_orders(choices) == {"bear": ("furnace",)}
    assert replacement_orders({"B": ("ogre",)}) == {}  # control: shield orders alone
