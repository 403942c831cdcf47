"""A player's choice of the permanents they sacrifice to a triggered ability
(issue 33): annihilator N (702.86a) and "defending player / that player /
each opponent sacrifices [N] SEL" (701.21a; 701.17a in the 2023 rules), the
choices taken from the source's ``choices.sacrificed``. Each form: its
parse, a rules test named by its rule with a control, its Japanese
rendering; the one-line errors of a missing or wrong choice; the solver's
note that it plays the file's choice."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.core.abilities import BlockTrigger, OtherKeyword, Selector
from mtgcombat.core.keyword_events import KeywordTriggerResolves
from mtgcombat.core.model import Board, CardType, Counters, Permanent, Player, TriggerChoices
from mtgcombat.core.sacrifice_events import SacrificeChosen
from mtgcombat.core.sacrifice_values import ANY_PERMANENT, SacrificesEffect
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.solver.triggers import survey
from mtgcombat.text import parse_sentence
from mtgcombat.text.keywords import keyword_status, parse_keywords

ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}
HEADER = 'active_player = "A"\n[players.A]\n[players.B]\n'


def _run(tmp_path: Path, body: str, *args: str) -> tuple[int, str]:
    path = tmp_path / "s.toml"
    path.write_text(HEADER + body, encoding="utf-8")
    result = CliRunner().invoke(cli, [*args[:1], str(path), *args[1:]], env=ENGLISH)
    return result.exit_code, result.output


def _doc(tmp_path: Path, body: str, command: str = "combat", *more: str) -> Any:
    code, out = _run(tmp_path, body, command, "--json", *more)
    assert code == 0, out
    return json.loads(out)


def _zone(doc: Any, pid: str) -> str:
    return str(doc["permanents"][pid]["zone"])


def _effect(sentence: str) -> SacrificesEffect:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled", parsed
    (trigger,) = parsed.traits.abilities
    assert isinstance(trigger, BlockTrigger)
    (effect,) = trigger.effects
    assert isinstance(effect, SacrificesEffect)
    return effect


# --- parse -------------------------------------------------------------------------------


def test_parse_annihilator_is_an_attack_trigger_keyword() -> None:
    (value,) = parse_keywords("Annihilator 2")
    assert value == OtherKeyword("annihilator", "2", "702.86")
    assert keyword_status(value) == "modelled"
    line = (
        "Annihilator 2 (Whenever this creature attacks, defending player sacrifices two"
        " permanents.)"
    )
    assert parse_sentence(line).status == "modelled"


@pytest.mark.parametrize(
    ("sentence", "player", "count", "types"),
    [
        (
            "Whenever ~ attacks, defending player sacrifices a creature.",
            "defending",
            1,
            {"creature"},
        ),
        (
            "Whenever ~ deals combat damage to a player, that player sacrifices two permanents.",
            "that_player",
            2,
            set(),
        ),
        (
            "Whenever ~ becomes blocked, defending player sacrifices a land.",
            "defending",
            1,
            {"land"},
        ),
        (
            "Whenever ~ is dealt damage, each opponent sacrifices a permanent.",
            "each_opponent",
            1,
            set(),
        ),
    ],
)
def test_parse_player_sacrifices(sentence: str, player: str, count: int, types: set[str]) -> None:
    effect = _effect(sentence)
    assert (effect.player, effect.count, set(effect.affected.types)) == (player, count, types)


@pytest.mark.parametrize(
    "sentence",
    [
        # a permanent picked out by more than its kind: not read
        "Whenever ~ attacks, defending player sacrifices a creature you control.",
        # a player chosen as a target: not read for triggers
        "Whenever ~ attacks, target player sacrifices a creature.",
        # a trigger on a sacrifice, which combat now causes, with an effect on a creature
        "Whenever a player sacrifices a creature, you may put a +1/+1 counter on ~.",
    ],
)
def test_parse_refused_sacrifice_forms_stay_unmodelled(sentence: str) -> None:
    assert parse_sentence(sentence).status == "unmodelled"


# --- annihilator (702.86a) ---------------------------------------------------------------

_CRUSHER = """
[[permanents]]
id = "crusher"
controller = "A"
power = 8
toughness = 8
keywords = ["annihilator 2"]
{attack}
{choices}
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
[[permanents]]
id = "wall"
controller = "B"
power = 0
toughness = 8
[[permanents]]
id = "forest"
controller = "B"
types = ["land"]
"""


def test_702_86a_annihilator_defending_player_sacrifices_n_of_their_choice(
    tmp_path: Path,
) -> None:
    body = _CRUSHER.format(
        attack='attacking = "B"', choices='choices = { sacrificed = ["forest", "bear"] }'
    )
    doc = _doc(tmp_path, body)
    assert [_zone(doc, p) for p in ("bear", "wall", "forest")] == [
        "graveyard",
        "battlefield",
        "graveyard",
    ]
    assert doc["players"]["B"]["life"] == 12
    chosen = [e for e in doc["events"] if e["kind"] == "sacrifice_chosen"]
    assert chosen == [
        {
            "kind": "sacrifice_chosen",
            "rule": "701.21a",
            "source": "crusher",
            "player": "B",
            "chosen": "forest, bear",
            "count": 2,
            "among": "permanents",
            "how": "chosen",
        }
    ]
    assert [e["rule"] for e in doc["events"] if e["kind"] == "keyword_trigger"] == ["702.86a"]


def test_702_86a_annihilator_control_it_does_not_attack(tmp_path: Path) -> None:
    body = _CRUSHER.format(attack="", choices='choices = { sacrificed = ["forest", "bear"] }')
    body += '[[permanents]]\nid = "other"\ncontroller = "A"\npower = 1\ntoughness = 1\n'
    body += 'attacking = "B"\n'
    doc = _doc(tmp_path, body)
    assert {_zone(doc, p) for p in ("bear", "wall", "forest")} == {"battlefield"}
    assert not [e for e in doc["events"] if e["kind"].startswith("sacrific")]


def test_702_86a_each_annihilator_instance_triggers_on_its_own() -> None:
    eldrazi = Permanent(
        id="eldrazi", controller="A", power=5, toughness=5, attacking="B",
        abilities=frozenset(
            {OtherKeyword("annihilator", "1", "702.86"), OtherKeyword("annihilator", "2", "702.86")}
        ),
        choices=TriggerChoices(sacrificed=("l1", "l2", "l3")),
    )  # fmt: skip
    lands = [
        Permanent(id=f"l{i}", controller="B", types=frozenset({CardType.LAND})) for i in range(1, 5)
    ]
    board = Board((Player("A"), Player("B")), (eldrazi, *lands), "A")
    after, events = declare_attackers_triggers(board, "current")
    assert [after.permanent(f"l{i}").zone.value for i in range(1, 5)] == [
        "graveyard", "graveyard", "graveyard", "battlefield",
    ]  # fmt: skip
    amounts = [e.amount for e in events if isinstance(e, KeywordTriggerResolves)]
    assert sorted(amounts) == [1, 2]


def test_702_86a_attacking_a_planeswalker_its_controller_sacrifices() -> None:
    crusher = Permanent(
        id="crusher", controller="A", power=8, toughness=8, attacking="jace",
        abilities=frozenset({OtherKeyword("annihilator", "1", "702.86")}),
    )  # fmt: skip
    jace = Permanent(
        id="jace",
        controller="B",
        types=frozenset({CardType.PLANESWALKER}),
        counters=Counters(loyalty=3),
    )
    board = Board((Player("A"), Player("B")), (crusher, jace), "A")
    after, events = declare_attackers_triggers(board, "current")
    # B's only permanent is the planeswalker: nothing to choose (701.21a)
    assert after.permanent("jace").zone.value == "graveyard"
    assert [e.how for e in events if isinstance(e, SacrificeChosen)] == ["all"]


# --- "defending player sacrifices ..." (701.21a) -----------------------------------------

_DEMON = """
[[permanents]]
id = "demon"
controller = "A"
power = 4
toughness = 4
attacking = "B"
abilities = [{line}]
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
blocking = ["demon"]
"""


def test_701_21a_attack_trigger_sacrifice_removes_the_only_blocker(tmp_path: Path) -> None:
    body = _DEMON.format(line='"Whenever ~ attacks, defending player sacrifices a creature."')
    code, out = _run(tmp_path, body, "combat", "--json")
    # the bear is gone before blockers are declared (508.2a): its block is illegal
    assert code == 1, out
    doc = json.loads(out)
    assert [v["rule"] for v in doc["blocks"]["violations"]] == ["509.1a"]
    assert [e["how"] for e in doc["events"] if e["kind"] == "sacrifice_chosen"] == ["all"]


def test_701_21a_control_without_the_line_the_bear_blocks(tmp_path: Path) -> None:
    code, out = _run(tmp_path, _DEMON.format(line=""), "combat", "--json")
    assert code == 0, out
    assert json.loads(out)["blocks"]["legal"] is True


def test_701_21a_control_no_creature_nothing_sacrificed(tmp_path: Path) -> None:
    body = """
[[permanents]]
id = "demon"
controller = "A"
power = 4
toughness = 4
attacking = "B"
abilities = ["Whenever ~ attacks, defending player sacrifices a creature."]
[[permanents]]
id = "forest"
controller = "B"
types = ["land"]
"""
    doc = _doc(tmp_path, body)
    assert _zone(doc, "forest") == "battlefield"
    assert [e["how"] for e in doc["events"] if e["kind"] == "sacrifice_chosen"] == ["none"]
    assert doc["players"]["B"]["life"] == 16


_BLOCKED = """
[[permanents]]
id = "beast"
controller = "A"
power = 3
toughness = 3
attacking = "B"
abilities = [{line}]
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
blocking = ["beast"]
"""


def test_506_4_sacrificed_blocker_leaves_combat_and_the_attacker_stays_blocked(
    tmp_path: Path,
) -> None:
    line = '"Whenever ~ becomes blocked, defending player sacrifices a creature."'
    doc = _doc(tmp_path, _BLOCKED.format(line=line), "resolve")
    assert _zone(doc, "bear") == "graveyard"
    # blocked with no blocker left and no trample: no combat damage (509.1h, 510.1c)
    assert doc["players"]["B"]["life"] == 20
    assert doc["permanents"]["beast"]["damage"] == 0


def test_506_4_control_without_the_line_they_fight(tmp_path: Path) -> None:
    doc = _doc(tmp_path, _BLOCKED.format(line=""), "resolve")
    assert _zone(doc, "bear") == "graveyard"
    assert doc["permanents"]["beast"]["damage"] == 2


_FIRST = """
[[permanents]]
id = "knight"
controller = "A"
power = 2
toughness = 2
keywords = ["first strike"]
attacking = "B"
abilities = ["Whenever ~ deals combat damage to a player, that player sacrifices a creature."]
{choices}
[[permanents]]
id = "ogre"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
blocking = ["ogre"]
[[permanents]]
id = "elf"
controller = "B"
power = 1
toughness = 1
"""


def test_510_2_first_strike_damage_trigger_sacrifice_changes_the_regular_step(
    tmp_path: Path,
) -> None:
    doc = _doc(tmp_path, _FIRST.format(choices='choices = { sacrificed = ["bear"] }'), "resolve")
    # the bear is sacrificed after the first-strike step (510.3a, 510.4): it deals
    # no regular damage, and the ogre, still blocked, none either (509.1h)
    assert _zone(doc, "bear") == "graveyard"
    assert _zone(doc, "elf") == "battlefield"
    assert doc["permanents"]["ogre"]["damage"] == 0
    assert doc["players"]["B"]["life"] == 18


def test_510_2_control_the_player_chooses_the_other_creature(tmp_path: Path) -> None:
    doc = _doc(tmp_path, _FIRST.format(choices='choices = { sacrificed = ["elf"] }'), "resolve")
    assert _zone(doc, "elf") == "graveyard"
    assert _zone(doc, "bear") == "graveyard"  # it fought the ogre
    assert doc["permanents"]["ogre"]["damage"] == 2


def test_700_4_a_sacrificed_creature_dies_and_its_trigger_resolves(tmp_path: Path) -> None:
    body = """
[[permanents]]
id = "demon"
controller = "A"
power = 4
toughness = 4
attacking = "B"
abilities = ["Whenever ~ attacks, defending player sacrifices a creature."]
[[permanents]]
id = "martyr"
controller = "B"
power = 1
toughness = 1
abilities = ["When ~ dies, each opponent loses 2 life."]
"""
    doc = _doc(tmp_path, body)
    assert _zone(doc, "martyr") == "graveyard"
    assert doc["players"]["A"]["life"] == 18
    assert doc["players"]["B"]["life"] == 16


def test_701_17a_the_2023_rules_number_the_sacrifice_701_17(tmp_path: Path) -> None:
    body = _CRUSHER.format(
        attack='attacking = "B"', choices='choices = { sacrificed = ["forest", "bear"] }'
    )
    doc = _doc(tmp_path, body, "combat", "--rules", "2023")
    rules = {e["kind"]: e["rule"] for e in doc["events"] if e["kind"].startswith("sacrific")}
    assert rules == {"sacrifice_chosen": "701.17a", "sacrificed": "701.17"}


# --- the choices: one-line errors --------------------------------------------------------


def test_701_21a_a_missing_choice_is_one_line_naming_the_field(tmp_path: Path) -> None:
    body = _CRUSHER.format(attack='attacking = "B"', choices="")
    code, out = _run(tmp_path, body, "combat")
    assert code == 2
    (line,) = out.strip().splitlines()
    assert 'permanents[0] "crusher".choices.sacrificed' in line
    assert "(701.21a)" in line and "bear, wall, forest" in line
    code, out = _run(tmp_path, body, "combat", "--lang", "ja")
    assert code == 2 and "生け贄" in out and len(out.strip().splitlines()) == 1


@pytest.mark.parametrize(
    ("choices", "said"),
    [
        ('choices = { sacrificed = ["forset", "bear"] }', 'did you mean "forest"?'),
        ('choices = { sacrificed = ["bear", "bear"] }', "named twice"),
    ],
)
def test_701_21a_a_wrong_choice_is_one_line(tmp_path: Path, choices: str, said: str) -> None:
    code, out = _run(tmp_path, _CRUSHER.format(attack='attacking = "B"', choices=choices), "combat")
    assert code == 2
    (line,) = out.strip().splitlines()
    assert said in line and ".choices.sacrificed" in line and "(701.21a)" in line


def test_701_21a_a_choice_for_a_permanent_that_makes_no_one_sacrifice(tmp_path: Path) -> None:
    body = """
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
attacking = "B"
choices = { sacrificed = ["elf"] }
[[permanents]]
id = "elf"
controller = "B"
power = 1
toughness = 1
"""
    code, out = _run(tmp_path, body, "combat")
    assert code == 2 and "nothing to choose" in out and "(701.21a)" in out


def test_choice_error_names_the_field_and_the_candidates() -> None:
    crusher = Permanent(
        id="crusher", controller="A", power=8, toughness=8, attacking="B",
        abilities=frozenset({OtherKeyword("annihilator", "1", "702.86")}),
    )  # fmt: skip
    lands = [
        Permanent(id=f"l{i}", controller="B", types=frozenset({CardType.LAND})) for i in range(2)
    ]
    board = Board((Player("A"), Player("B")), (crusher, *lands), "A")
    with pytest.raises(ChoiceError) as caught:
        declare_attackers_triggers(board, "current")
    assert (caught.value.field, caught.value.rule) == ("choices.sacrificed", "701.21a")
    assert caught.value.facts["candidates"] == "l0, l1"


# --- Japanese -----------------------------------------------------------------------------


def test_sacrifice_japanese_rendering(tmp_path: Path) -> None:
    effect = SacrificesEffect("defending", 1, Selector())
    assert describe_value(effect, "ja") == (
        "防御プレイヤーは自分がコントロールするクリーチャーを1つ選び、生け贄に捧げる"
    )
    assert "パーマネントを2つ" in describe_value(
        SacrificesEffect("that_player", 2, ANY_PERMANENT), "ja"
    )
    for how in ("chosen", "all", "none"):
        event = SacrificeChosen("701.21a", "crusher", "B", "bear", 1, "permanents", how)
        assert "生け贄" in describe_event(event, "ja")
    body = _CRUSHER.format(
        attack='attacking = "B"', choices='choices = { sacrificed = ["forest", "bear"] }'
    )
    code, out = _run(tmp_path, body, "combat", "--lang", "ja")
    assert code == 0 and "滅殺2" in out and "生け贄に捧げることを選ぶ" in out


# --- the solver ----------------------------------------------------------------------------


def test_solver_notes_it_plays_the_files_sacrifice_choice(tmp_path: Path) -> None:
    body = _CRUSHER.format(
        attack='attacking = "B"', choices='choices = { sacrificed = ["forest", "bear"] }'
    )
    code, out = _run(tmp_path, body, "solve", "--for", "attacker", "--attacks")
    assert code == 0, out
    assert "not proven" in out and "choices.sacrificed" in out
    code, out = _run(tmp_path, body, "solve", "--for", "attacker", "--attacks", "--lang", "ja")
    assert code == 0 and "choices.sacrificed" in out and "証明されていない" in out


def test_solver_block_survey_a_sacrifice_reaches_beyond_its_fight() -> None:
    line = parse_sentence("Whenever ~ becomes blocked, defending player sacrifices a creature.")
    beast = Permanent(
        id="beast", controller="A", power=3, toughness=3, attacking="B",
        abilities=line.traits.abilities,
    )  # fmt: skip
    bear = Permanent(id="bear", controller="B", power=2, toughness=2)
    found = survey(Board((Player("A"), Player("B")), (beast, bear), "A"), "current")
    assert found.present and not found.local
    assert [u.reason for u in found.unplayed] == ["sacrifice_choice"]
