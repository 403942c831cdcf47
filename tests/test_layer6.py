"""Layer 6 (613.1f): abilities removed (issue 34, families 4 and 5).

"Loses flying" is an ability-removing effect applied in timestamp order with
the grants (613.7): a later grant wins over an earlier removal and a later
removal over an earlier grant; board order stands for the statics'
timestamps (613.7a, 613.7e) and a resolved spell's change comes after every
static (613.7a). "Can't have or gain flying" wins whatever the timestamps.
"All creatures lose all abilities" removes keywords, triggered abilities,
blocking rules, static abilities (613.8a) and characteristic-defining
abilities (layer 7a comes after layer 6); a later grant still applies.
Each test runs under both rule sets, with a control where the line must not
apply.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers)
from mtgcombat.cli import cli
from mtgcombat.core.abilities import Keyword, StaticEffect
from mtgcombat.i18n.messages import effect_change_text
from mtgcombat.io.renderers import describe_value
from mtgcombat.text import parse_sentence
from mtgcombat.text.structured import traits_from_json, traits_to_json

ENGLISH = {"MTGCOMBAT_LANG": "en", "LANG": "C"}
RULES = ("2023", "current")


def _perm(pid: str, controller: str, *lines: str, **fields: Any) -> str:
    out = [f'[[permanents]]\nid = "{pid}"\ncontroller = "{controller}"']
    if lines:
        quoted = ", ".join('"' + line.replace('"', '\\"') + '"' for line in lines)
        out.append(f"abilities = [{quoted}]")
    for key, value in fields.items():
        out.append(f"{key} = {json.dumps(value)}")
    return "\n".join(out) + "\n"


def _enchantment(pid: str, controller: str, line: str, **fields: Any) -> str:
    return _perm(pid, controller, line, types=["enchantment"], **fields)


def _run(
    tmp_path: Path, rules: str, command: str, *parts: str, timeline: str = ""
) -> dict[str, Any]:
    text = f'rules = "{rules}"\nactive_player = "A"\n[players.A]\n[players.B]\n'
    text += "\n".join(parts) + timeline
    path = tmp_path / "board.toml"
    path.write_text(text, encoding="utf-8")
    auto = ["--auto"] if command in ("resolve", "combat") else []
    result = CliRunner().invoke(cli, [command, str(path), "--json", *auto], env=ENGLISH)
    assert result.exit_code in (0, 1), result.output
    doc: dict[str, Any] = json.loads(result.output)
    return doc


def _bird(*lines: str) -> str:
    return _perm("bird", "A", "Flying", *lines, power=2, toughness=2, attacking="B")


_BEAR = _perm("bear", "B", power=2, toughness=2, blocking=["bird"])


_CANT_HAVE = "Creatures your opponents control lose flying and can't have or gain flying."


def _legal(doc: dict[str, Any]) -> bool:
    legal: bool = doc["legal"]
    return legal


# -- the parser ------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "loses", "removes", "loses_all"),
    [
        ("Creatures your opponents control lose flying.", (Keyword.FLYING,), (), False),
        ("Enchanted creature loses flying.", (Keyword.FLYING,), (), False),
        ("All creatures lose flying and trample.", (Keyword.FLYING, Keyword.TRAMPLE), (), False),
        (
            "Creatures your opponents control lose flying and can't have or gain flying.",
            (),
            (Keyword.FLYING,),
            False,
        ),
        ("All creatures lose all abilities.", (), (), True),
        ("Creatures lose all abilities.", (), (), True),
        ("Creatures your opponents control lose all abilities.", (), (), True),
        ("Enchanted creature loses all abilities.", (), (), True),
    ],
)
def test_613_1f_parse_loses_apart_from_cant_have(
    sentence: str, loses: tuple[Any, ...], removes: tuple[Any, ...], loses_all: bool
) -> None:
    parsed = parse_sentence(sentence, name="X")
    assert parsed.status == "modelled", parsed.error
    (effect,) = parsed.traits.statics
    assert isinstance(effect, StaticEffect)
    assert (tuple(str(k) for k in effect.loses), effect.removes, effect.loses_all) == (
        tuple(str(k) for k in loses),
        removes,
        loses_all,
    )
    # the structured form keeps them apart
    assert traits_from_json(json.loads(json.dumps(traits_to_json(parsed.traits)))) == parsed.traits


def test_613_1f_lose_all_abilities_is_never_no_effect() -> None:
    assert parse_sentence("All creatures lose all abilities.").status == "modelled"
    # its own abilities lost: refused, not "no effect"
    assert parse_sentence("~ loses all abilities.", name="X").status == "unmodelled"


def test_613_1f_loses_ability_renders_in_both_languages() -> None:
    assert effect_change_text("loses_ability", "flying", "en") == "loses flying"
    assert effect_change_text("loses_ability", "flying", "ja") == "飛行を失う"
    assert "can't have" in effect_change_text("lose_ability", "flying", "en")


# -- family 4: "loses flying" in timestamp order ----------------------------


@pytest.mark.parametrize("rules", RULES)
def test_613_1f_all_creatures_lose_flying_lets_a_bear_block(tmp_path: Path, rules: str) -> None:
    sphere = _enchantment("sphere", "B", "All creatures lose flying.")
    assert _legal(_run(tmp_path, rules, "blocks", _bird(), sphere, _BEAR))
    # control: without it the bird has flying (702.9b)
    assert not _legal(_run(tmp_path, rules, "blocks", _bird(), _BEAR))


@pytest.mark.parametrize("rules", RULES)
def test_613_7_a_later_grant_wins_over_an_earlier_loss(tmp_path: Path, rules: str) -> None:
    sphere = _enchantment("sphere", "B", "All creatures lose flying.")
    wings = _enchantment("wings", "A", "Creatures you control have flying.")
    # the grant is later (board order stands for timestamp order): flying
    assert not _legal(_run(tmp_path, rules, "blocks", _bird(), sphere, wings, _BEAR))
    # control: the loss is later, so it takes the flying the grant gave
    assert _legal(_run(tmp_path, rules, "blocks", _bird(), wings, sphere, _BEAR))


@pytest.mark.parametrize("rules", RULES)
def test_613_1f_cant_have_or_gain_wins_whatever_the_timestamps(tmp_path: Path, rules: str) -> None:
    archetype = _enchantment(
        "archetype",
        "B",
        "Creatures your opponents control lose flying and can't have or gain flying.",
    )
    wings = _enchantment("wings", "A", "Creatures you control have flying.")
    assert _legal(_run(tmp_path, rules, "blocks", _bird(), archetype, wings, _BEAR))
    # control: a plain "lose flying" earlier than the grant loses to it
    sphere = _enchantment("sphere", "B", "Creatures your opponents control lose flying.")
    assert not _legal(_run(tmp_path, rules, "blocks", _bird(), sphere, wings, _BEAR))


@pytest.mark.parametrize("rules", RULES)
def test_613_1f_enchanted_creature_loses_flying(tmp_path: Path, rules: str) -> None:
    grounded = _enchantment("grounded", "B", "Enchanted creature loses flying.", attached_to="bird")
    assert _legal(_run(tmp_path, rules, "blocks", _bird(), grounded, _BEAR))
    # control: attached to another creature, the bird keeps flying
    elsewhere = _enchantment(
        "grounded", "B", "Enchanted creature loses flying.", attached_to="bear"
    )
    assert not _legal(_run(tmp_path, rules, "blocks", _bird(), elsewhere, _BEAR))


_LOSES = """
[[timeline]]
after = "declare-attackers"
effect = "Target creature loses flying until end of turn."
targets = ["bird"]
"""
_GAINS = _LOSES.replace("loses flying", "gains flying")


def _combat_blocks_legal(doc: dict[str, Any]) -> bool:
    legal: bool = doc["blocks"]["legal"]
    return legal


@pytest.mark.parametrize("rules", RULES)
def test_613_7a_a_spell_that_removes_flying_beats_an_earlier_static_grant(
    tmp_path: Path, rules: str
) -> None:
    plain = _perm("bird", "A", power=2, toughness=2, attacking="B")
    wings = _enchantment("wings", "A", "Creatures you control have flying.")
    doc = _run(tmp_path, rules, "combat", plain, wings, _BEAR, timeline=_LOSES)
    assert _combat_blocks_legal(doc)
    assert doc["permanents"]["bird"]["zone"] == "graveyard"
    # control: without the spell the granted flying stands
    doc = _run(tmp_path, rules, "combat", plain, wings, _BEAR)
    assert not _combat_blocks_legal(doc)


@pytest.mark.parametrize("rules", RULES)
def test_613_7a_a_spell_that_grants_flying_beats_an_earlier_static_loss(
    tmp_path: Path, rules: str
) -> None:
    sphere = _enchantment("sphere", "B", "All creatures lose flying.")
    plain = _perm("bird", "A", power=2, toughness=2, attacking="B")
    doc = _run(tmp_path, rules, "combat", plain, sphere, _BEAR, timeline=_GAINS)
    assert not _combat_blocks_legal(doc)
    # control: "can't have or gain flying" keeps it from the spell (613.1f)
    archetype = _enchantment("sphere", "B", _CANT_HAVE)
    doc = _run(tmp_path, rules, "combat", plain, archetype, _BEAR, timeline=_GAINS)
    assert _combat_blocks_legal(doc)


# -- family 5: "lose all abilities" ------------------------------------------

_DRESS_DOWN = _enchantment("dress", "B", "All creatures lose all abilities.")


@pytest.mark.parametrize("rules", RULES)
def test_613_1f_lose_all_abilities_a_flyer_can_be_blocked(tmp_path: Path, rules: str) -> None:
    assert _legal(_run(tmp_path, rules, "blocks", _DRESS_DOWN, _bird(), _BEAR))
    assert not _legal(_run(tmp_path, rules, "blocks", _bird(), _BEAR))  # control


@pytest.mark.parametrize("rules", RULES)
def test_613_1f_lose_all_abilities_a_creature_that_cant_block_can(
    tmp_path: Path, rules: str
) -> None:
    wall = _perm("wall", "B", "~ can't block.", power=0, toughness=4, blocking=["bird"])
    plain = _perm("bird", "A", power=2, toughness=2, attacking="B")
    assert _legal(_run(tmp_path, rules, "blocks", _DRESS_DOWN, plain, wall))
    assert not _legal(_run(tmp_path, rules, "blocks", plain, wall))  # control


@pytest.mark.parametrize("rules", RULES)
def test_613_1f_lose_all_abilities_no_deathtouch_trample_or_first_strike(
    tmp_path: Path, rules: str
) -> None:
    killer = _perm(
        "killer",
        "A",
        "Deathtouch",
        "Trample",
        "First strike",
        power=3,
        toughness=2,
        attacking="B",
    )
    wall = _perm("wall", "B", power=2, toughness=4, blocking=["killer"])
    doc = _run(tmp_path, rules, "resolve", _DRESS_DOWN, killer, wall)
    # 3 damage to a 2/4 without deathtouch: it lives; no trample: B at 20;
    # no first strike: the wall's 2 damage kills the 3/2 at the same time
    assert doc["permanents"]["wall"] == {**doc["permanents"]["wall"], "zone": "battlefield"}
    assert doc["permanents"]["killer"]["zone"] == "graveyard"
    assert doc["players"]["B"]["life"] == 20
    # control: with its abilities it kills the wall first and tramples over
    doc = _run(tmp_path, rules, "resolve", killer, wall)
    assert doc["permanents"]["wall"]["zone"] == "graveyard"
    assert doc["permanents"]["killer"]["zone"] == "battlefield"
    assert doc["players"]["B"]["life"] == 18


@pytest.mark.parametrize("rules", RULES)
def test_613_8a_a_lord_that_loses_all_abilities_pumps_no_one(tmp_path: Path, rules: str) -> None:
    lord = _perm("lord", "A", "Other creatures you control get +1/+1.", power=2, toughness=2)
    bear = _perm("bear", "A", power=2, toughness=2, attacking="B")
    wall = _perm("wall", "B", power=0, toughness=3, blocking=["bear"])
    doc = _run(tmp_path, rules, "resolve", _DRESS_DOWN, lord, bear, wall)
    assert doc["permanents"]["wall"]["zone"] == "battlefield"  # 2 damage to a 0/3
    # control: only the opponents' creatures lose their abilities: 3 damage
    theirs = _enchantment("dress", "B", "Creatures your opponents control lose all abilities.")
    theirs = theirs.replace('controller = "B"', 'controller = "A"')
    doc = _run(tmp_path, rules, "resolve", theirs, lord, bear, wall)
    assert doc["permanents"]["wall"]["zone"] == "graveyard"


@pytest.mark.parametrize("rules", RULES)
def test_613_7_a_later_grant_applies_after_lose_all_abilities(tmp_path: Path, rules: str) -> None:
    wings = _enchantment("wings", "A", "Creatures you control have flying.")
    assert not _legal(_run(tmp_path, rules, "blocks", _DRESS_DOWN, wings, _bird(), _BEAR))
    # control: the grant is earlier, so the flying it gave is lost too
    assert _legal(_run(tmp_path, rules, "blocks", wings, _DRESS_DOWN, _bird(), _BEAR))


@pytest.mark.parametrize("rules", RULES)
def test_613_4a_a_characteristic_defining_ability_is_lost_in_layer_6(
    tmp_path: Path, rules: str
) -> None:
    # printed */*: 0/0 without its ability (208.5), put into the graveyard
    star = _perm(
        "star",
        "A",
        "~'s power and toughness are each equal to the number of creatures you control.",
        power=0,
        toughness=0,
    )
    doc = _run(tmp_path, rules, "resolve", _DRESS_DOWN, star, _bird(), _BEAR)
    assert doc["permanents"]["star"]["zone"] == "graveyard"
    doc = _run(tmp_path, rules, "resolve", star, _bird(), _BEAR)  # control
    assert doc["permanents"]["star"]["zone"] == "battlefield"


@pytest.mark.parametrize("rules", RULES)
def test_613_1f_enchanted_creature_loses_all_abilities(tmp_path: Path, rules: str) -> None:
    aura = _enchantment("aura", "B", "Enchanted creature loses all abilities.", attached_to="bird")
    assert _legal(_run(tmp_path, rules, "blocks", aura, _bird(), _BEAR))
    other = _enchantment("aura", "B", "Enchanted creature loses all abilities.", attached_to="bear")
    assert not _legal(_run(tmp_path, rules, "blocks", other, _bird(), _BEAR))  # control


@pytest.mark.parametrize("rules", RULES)
def test_613_1f_lose_all_abilities_removes_triggered_abilities(tmp_path: Path, rules: str) -> None:
    samurai = _perm("bird", "A", "Bushido 2", power=2, toughness=2, attacking="B")
    wall = _perm("wall", "B", power=0, toughness=4, blocking=["bird"])
    doc = _run(tmp_path, rules, "combat", _DRESS_DOWN, samurai, wall)
    assert doc["permanents"]["wall"]["zone"] == "battlefield"  # 2 damage, no bushido
    doc = _run(tmp_path, rules, "combat", samurai, wall)  # control: 4 damage
    assert doc["permanents"]["wall"]["zone"] == "graveyard"


@pytest.mark.parametrize("rules", RULES)
def test_613_4b_humility_every_creature_is_a_1_1_without_abilities(
    tmp_path: Path, rules: str
) -> None:
    humility = _enchantment(
        "humility", "B", "All creatures lose all abilities and have base power and toughness 1/1."
    )
    giant = _perm("giant", "A", "Flying", power=4, toughness=4, attacking="B")
    bear = _perm("bear", "B", power=2, toughness=2, blocking=["giant"])
    doc = _run(tmp_path, rules, "resolve", humility, giant, bear)
    assert doc["permanents"]["giant"]["zone"] == "graveyard"  # a 1/1 blocked by a 1/1
    assert doc["permanents"]["bear"]["zone"] == "graveyard"
    # control: a Glorious Anthem, no creature, keeps its +1/+1 (layer 7c)
    anthem = _enchantment("anthem", "A", "Creatures you control get +1/+1.")
    doc = _run(tmp_path, rules, "resolve", humility, anthem, giant, bear)
    assert doc["permanents"]["giant"]["zone"] == "battlefield"  # a 2/2 blocked by a 1/1
    assert doc["permanents"]["bear"]["zone"] == "graveyard"


@pytest.mark.parametrize(
    ("sentence", "japanese"),
    [
        ("All creatures lose all abilities.", "すべての能力を失う"),
        ("Enchanted creature loses flying.", "飛行を失う"),
        (
            "Creatures your opponents control lose flying and can't have or gain flying.",
            "飛行を失い、それを持つことも得ることもできない",
        ),
    ],
)
def test_613_1f_static_lines_render_in_japanese(sentence: str, japanese: str) -> None:
    (effect,) = parse_sentence(sentence).traits.statics
    text = describe_value(effect, "ja")
    assert japanese in text
    if "can't" not in sentence:
        assert "できない" not in text  # a plain loss is no "can't have or gain"
