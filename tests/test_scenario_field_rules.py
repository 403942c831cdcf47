"""A scenario field with a value of the wrong type or outside its allowed
values is refused in one line naming the file, the field and the rule that
gives the field its meaning (``data/field_rules.json``), in English and
Japanese; an unknown key cites none, and a check that already cites its rule
is not cited twice."""

from __future__ import annotations

import json
import typing
from importlib import resources

import pydantic
import pytest

from mtgcombat.scenario.errors import field_rule
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.scenario.schema import ScenarioDoc

HEAD = """rules = "current"
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "a"
controller = "A"
power = 2
toughness = 2
"""


def _table() -> dict[str, str]:
    path = resources.files("mtgcombat").joinpath("data", "field_rules.json")
    fields: dict[str, str] = json.loads(path.read_text(encoding="utf-8"))["fields"]
    return fields


def _schema_fields() -> set[str]:
    """Every field name of the scenario schema, and ``parent.field`` for the
    fields of a nested model."""
    out: set[str] = set()
    seen: set[type] = set()

    def walk(model: type[pydantic.BaseModel], parent: str) -> None:
        for name, info in model.model_fields.items():
            out.add(name)
            if parent:
                out.add(f"{parent}.{name}")
            stack: list[object] = [info.annotation]
            while stack:
                kind = stack.pop()
                stack.extend(typing.get_args(kind))
                if not (isinstance(kind, type) and issubclass(kind, pydantic.BaseModel)):
                    continue
                if kind not in seen:
                    seen.add(kind)
                    walk(kind, name)

    walk(ScenarioDoc, "")
    return out


def _refusal(extra: str) -> ScenarioError:
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(HEAD + extra, source="board.toml")
    return caught.value


def test_every_key_of_the_table_is_a_field_of_the_schema_and_cites_a_rule() -> None:
    fields = _schema_fields()
    table = _table()
    assert sorted(k for k in table if k not in fields) == []
    assert all(rule.split(".")[0].isdigit() and "." in rule for rule in table.values())


@pytest.mark.parametrize(
    ("extra", "field", "rule"),
    [
        ('keywords = "flying"', 'permanents[0] "a".keywords', "702.1"),
        ('zone = "hand"', 'permanents[0] "a".zone', "400.1"),
        ("attacking = 3", 'permanents[0] "a".attacking', "508.1a"),
        ('colors = ["mauve"]', 'permanents[0] "a".colors[0]', "105.1"),
        ('tapped = "yes"', 'permanents[0] "a".tapped', "110.5"),
        ("choices = { may = 1 }", 'permanents[0] "a".choices.may', "603.5"),
        ('choices = { targets = "x" }', 'permanents[0] "a".choices.targets', "603.3d"),
        ("summoning_sick = 2", 'permanents[0] "a".summoning_sick', "302.6"),
    ],
)
def test_a_value_of_the_wrong_kind_cites_the_rule_of_its_field(
    extra: str, field: str, rule: str
) -> None:
    error = _refusal(extra)
    assert (error.field_path, error.rule) == (field, rule)
    assert str(error).startswith(f"board.toml: {field}: ")
    assert str(error).endswith(f" ({rule})")
    assert error.message("ja").endswith(f"（{rule}）")


def test_a_player_field_and_a_top_level_field_cite_theirs() -> None:
    bad_life = HEAD.replace("[players.A]\n", '[players.A]\nlife = "x"\n')
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(bad_life, source="board.toml")
    assert (caught.value.field_path, caught.value.rule) == ("players.A.life", "119.1")
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(HEAD.replace('active_player = "A"', "active_player = 3"), source="f")
    assert (caught.value.field_path, caught.value.rule) == ("active_player", "102.1")


def test_the_same_name_under_a_parent_means_its_own_rule() -> None:
    assert field_rule(("permanents", 0, "choices", "tapped")) == "118.3"  # a cost paid
    assert field_rule(("permanents", 0, "tapped")) == "110.5"  # the permanent's status
    assert field_rule(("timeline", 2, "targets")) == "601.2c"  # a spell's targets
    assert field_rule(("permanents", 0, "choices", "targets")) == "603.3d"  # a trigger's


def test_controls_an_unknown_key_and_a_field_without_a_rule_cite_nothing() -> None:
    assert _refusal('x = "a"').rule is None  # "unknown key": no field, no meaning
    assert _refusal("description = 3").rule is None
    assert not str(_refusal("description = 3")).endswith(")")


def test_a_check_that_cites_its_rule_is_not_cited_twice() -> None:
    error = _refusal('choices = { tapped = "x" }')
    assert str(error).count("118.3") == 1
