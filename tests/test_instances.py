"""Several instances of one ability on one permanent (113.2c; issue 34, family 3).

Each instance of a triggered keyword triggers separately (702.25b flanking,
702.23c rampage, 702.45b bushido, 702.130b afflict, 702.91b battle cry,
702.121b melee, 702.149b training, 702.105b dethrone, 702.134b mentor,
702.112c renown, 702.115b ingest; exalted by 113.2c), toxic values add up
(702.164b), and where the rules say "multiple instances ... are redundant"
(702.9c flying and the rest of :data:`INSTANCE_RULES`) a second instance
changes nothing. Each test has its control: the same board with one instance.
A duplicate comes from the file (``keywords`` written twice, or a keyword and
an ``abilities`` sentence), from a static ability granting it again (an
Equipment, "other creatures you control have exalted"), or from an effect
that makes it gain it again (a timeline spell).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.core.abilities import Bushido, Keyword, Landwalk, OtherKeyword, Protection
from mtgcombat.core.instances import INSTANCE_RULES, counts, instance_rule, repeats_of
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.rules.effect_grants import own_permanent
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.text import parse_keywords, parse_sentence

HEAD = 'active_player = "A"\n[players.A]\n[players.B]\n'


def _perm(pid: str, controller: str, pt: str, extra: str = "") -> str:
    power, toughness = pt.split("/")
    return (
        f'[[permanents]]\nid = "{pid}"\ncontroller = "{controller}"\n'
        f"power = {power}\ntoughness = {toughness}\n{extra}\n"
    )


def _resolve(tmp_path: Path, body: str, *args: str, check: bool = True) -> dict[str, Any]:
    path = tmp_path / "board.toml"
    path.write_text(HEAD + body, encoding="utf-8")
    # `combat`: the whole phase, attack triggers and timeline entries too
    result = CliRunner().invoke(cli, ["combat", str(path), "--json", *args])
    assert result.exit_code == 0 or not check, result.output
    out: dict[str, Any] = json.loads(result.output)
    out["exit"] = result.exit_code
    return out


def _kinds(doc: dict[str, Any], kind: str) -> int:
    return sum(1 for e in doc["events"] if e["kind"] == kind)


def _life(doc: dict[str, Any], player: str = "B") -> int:
    life: int = doc["players"][player]["life"]
    return life


# -- the table ---------------------------------------------------------------


def test_113_2c_every_keyword_the_rules_read_has_its_instance_rule() -> None:
    for keyword in Keyword:
        assert instance_rule(keyword) is not None, keyword
    for name, (behaviour, rule) in INSTANCE_RULES.items():
        assert behaviour in ("separately", "adds", "redundant"), name
        assert rule.startswith(("702.", "113.2c")), name


def test_113_2c_repeats_keep_counted_instances_only() -> None:
    assert repeats_of([Keyword.FLANKING, Keyword.FLANKING]) == (Keyword.FLANKING,)
    assert repeats_of([Keyword.FLYING, Keyword.FLYING]) == ()  # control: redundant
    assert repeats_of([Bushido(1), Bushido(2)]) == ()  # two different abilities, no repeat
    knight = Permanent(
        id="k", controller="A", keywords=["flanking", "flanking", "flying", "flying"]
    )
    assert knight.instances(Keyword.FLANKING) == 2
    assert knight.instances(Keyword.FLYING) == 1
    assert knight.repeats == (Keyword.FLANKING,)
    plain = Permanent(id="p", controller="A", keywords=["flanking", "flying"])
    assert plain.repeats == ()  # control: nothing written twice


# -- each instance triggers separately --------------------------------------


FLANKING_BOARD = _perm("knight", "A", "2/2", 'keywords = [{kw}]\nattacking = "B"') + _perm(
    "ogre", "B", "3/3", 'blocking = ["knight"]'
)


def test_702_25b_flanking_twice_triggers_twice(tmp_path: Path) -> None:
    two = _resolve(tmp_path, FLANKING_BOARD.format(kw='"flanking", "flanking"'))
    assert _kinds(two, "flanking") == 2
    # the ogre is a 1/1: it deals 1, the knight survives
    assert two["permanents"]["knight"]["zone"] == "battlefield"
    assert two["permanents"]["ogre"]["zone"] == "graveyard"
    one = _resolve(tmp_path, FLANKING_BOARD.format(kw='"flanking"'))  # control
    assert _kinds(one, "flanking") == 1
    assert one["permanents"]["knight"]["zone"] == "graveyard"  # a 2/2 ogre kills it


def test_702_25b_flanking_granted_again_by_an_equipment(tmp_path: Path) -> None:
    equipment = (
        '[[permanents]]\nid = "banner"\ncontroller = "A"\ntypes = ["artifact"]\n'
        'subtypes = ["Equipment"]\nattached_to = "knight"\n'
        'abilities = ["Equipped creature has flanking."]\n'
    )
    two = _resolve(tmp_path, FLANKING_BOARD.format(kw='"flanking"') + equipment)
    assert _kinds(two, "flanking") == 2
    assert two["permanents"]["knight"]["zone"] == "battlefield"
    # control: the same Equipment on a knight without flanking gives one instance
    one = _resolve(tmp_path, FLANKING_BOARD.format(kw="") + equipment)
    assert _kinds(one, "flanking") == 1


def test_702_25b_flanking_gained_again_from_a_timeline_spell(tmp_path: Path) -> None:
    spell = (
        '[[timeline]]\nafter = "declare-attackers"\ncontroller = "A"\n'
        'effect = "Target creature gains flanking until end of turn."\ntargets = ["knight"]\n'
    )
    two = _resolve(tmp_path, FLANKING_BOARD.format(kw='"flanking"') + spell)
    assert _kinds(two, "flanking") == 2
    one = _resolve(tmp_path, FLANKING_BOARD.format(kw="") + spell)  # control
    assert _kinds(one, "flanking") == 1


def test_702_45b_bushido_twice_triggers_twice(tmp_path: Path) -> None:
    board = _perm("ogre", "A", "3/3", 'attacking = "B"') + _perm(
        "samurai", "B", "2/2", 'keywords = [{kw}]\nblocking = ["ogre"]'
    )
    two = _resolve(tmp_path, board.format(kw='"bushido 1", "bushido 1"'))
    assert _kinds(two, "bushido") == 2
    assert two["permanents"]["samurai"]["zone"] == "battlefield"  # a 4/4 takes 3
    one = _resolve(tmp_path, board.format(kw='"bushido 1"'))  # control
    assert _kinds(one, "bushido") == 1
    assert one["permanents"]["samurai"]["zone"] == "graveyard"


def test_702_23c_rampage_twice_triggers_twice(tmp_path: Path) -> None:
    board = (
        _perm("beast", "A", "3/3", 'keywords = [{kw}]\nattacking = "B"')
        + _perm("e1", "B", "2/2", 'blocking = ["beast"]')
        + _perm("e2", "B", "2/2", 'blocking = ["beast"]')
    )
    two = _resolve(tmp_path, board.format(kw='"rampage 1", "rampage 1"'), "--auto")
    assert _kinds(two, "rampage") == 2
    assert two["permanents"]["beast"]["zone"] == "battlefield"  # a 5/5 takes 4
    one = _resolve(tmp_path, board.format(kw='"rampage 1"'), "--auto")  # control
    assert _kinds(one, "rampage") == 1
    assert one["permanents"]["beast"]["zone"] == "graveyard"


def test_702_130b_afflict_twice_triggers_twice(tmp_path: Path) -> None:
    board = _perm("horror", "A", "3/3", 'keywords = [{kw}]\nattacking = "B"') + _perm(
        "wall", "B", "0/4", 'blocking = ["horror"]'
    )
    assert _life(_resolve(tmp_path, board.format(kw='"afflict 2", "afflict 2"'))) == 16
    assert _life(_resolve(tmp_path, board.format(kw='"afflict 2"'))) == 18  # control


def test_113_2c_exalted_twice_on_one_permanent_triggers_twice(tmp_path: Path) -> None:
    board = _perm("bear", "A", "2/2", 'attacking = "B"') + _perm(
        "angel", "A", "1/1", "keywords = [{kw}]"
    )
    assert _life(_resolve(tmp_path, board.format(kw='"exalted", "exalted"'))) == 16
    assert _life(_resolve(tmp_path, board.format(kw='"exalted"'))) == 17  # control


def test_113_2c_exalted_printed_and_granted_sublime_archangel(tmp_path: Path) -> None:
    # Sublime Archangel: "Exalted" and "Other creatures you control have
    # exalted": a squire with its own exalted has two instances
    archangel = _perm(
        "archangel",
        "A",
        "4/3",
        'abilities = ["Exalted", "Other creatures you control have exalted."]',
    )
    board = archangel + _perm("squire", "A", "1/1", 'keywords = [{kw}]\nattacking = "B"')
    # the archangel's, the squire's own and the granted one: +3/+3
    assert _life(_resolve(tmp_path, board.format(kw='"exalted"'))) == 16
    # control: a squire without exalted gets the granted one only: +2/+2
    assert _life(_resolve(tmp_path, board.format(kw=""))) == 17


def test_702_91b_battle_cry_twice_triggers_twice(tmp_path: Path) -> None:
    board = _perm("chief", "A", "2/2", 'keywords = [{kw}]\nattacking = "B"') + _perm(
        "bear", "A", "2/2", 'attacking = "B"'
    )
    assert _life(_resolve(tmp_path, board.format(kw='"battle cry", "battle cry"'))) == 14
    assert _life(_resolve(tmp_path, board.format(kw='"battle cry"'))) == 15  # control


def test_702_121b_melee_twice_triggers_twice(tmp_path: Path) -> None:
    board = _perm("knight", "A", "2/2", 'keywords = [{kw}]\nattacking = "B"')
    assert _life(_resolve(tmp_path, board.format(kw='"melee", "melee"'))) == 16
    assert _life(_resolve(tmp_path, board.format(kw='"melee"'))) == 17  # control


def test_702_149b_training_twice_triggers_twice(tmp_path: Path) -> None:
    board = _perm("squire", "A", "1/1", 'keywords = [{kw}]\nattacking = "B"') + _perm(
        "ogre", "A", "3/3", 'attacking = "B"'
    )
    assert _life(_resolve(tmp_path, board.format(kw='"training", "training"'))) == 14
    assert _life(_resolve(tmp_path, board.format(kw='"training"'))) == 15  # control


def test_702_105b_dethrone_twice_triggers_twice(tmp_path: Path) -> None:
    board = _perm("rogue", "A", "1/1", 'keywords = [{kw}]\nattacking = "B"')
    assert _life(_resolve(tmp_path, board.format(kw='"dethrone", "dethrone"'))) == 17
    assert _life(_resolve(tmp_path, board.format(kw='"dethrone"'))) == 18  # control


def test_702_134b_mentor_twice_triggers_twice(tmp_path: Path) -> None:
    board = _perm(
        "mentor", "A", "3/3", 'keywords = [{kw}]\nattacking = "B"\nchoices = {{ targets = {t} }}'
    ) + _perm("pupil", "A", "1/1", 'attacking = "B"')
    two = board.format(kw='"mentor", "mentor"', t='["pupil", "pupil"]')
    assert _life(_resolve(tmp_path, two)) == 14  # the pupil gets two counters
    one = board.format(kw='"mentor"', t='["pupil"]')
    assert _life(_resolve(tmp_path, one)) == 15  # control


def test_702_112c_renown_twice_the_second_does_nothing(tmp_path: Path) -> None:
    board = _perm("hero", "A", "2/2", 'keywords = [{kw}]\nattacking = "B"')
    two = _resolve(tmp_path, board.format(kw='"renown 1", "renown 1"'))
    one = _resolve(tmp_path, board.format(kw='"renown 1"'))  # control
    renowned = [e for e in two["events"] if e.get("keyword", "").startswith("renown")]
    assert len(renowned) == 2  # both trigger (702.112c) ...
    # ... and the second does nothing: one counter either way (603.4)
    assert two["permanents"]["hero"]["counters"]["+1/+1"] == 1
    assert one["permanents"]["hero"]["counters"]["+1/+1"] == 1
    assert len([e for e in one["events"] if e.get("keyword", "").startswith("renown")]) == 1


def test_702_115b_ingest_twice_triggers_twice(tmp_path: Path) -> None:
    board = _perm("drone", "A", "2/2", 'keywords = [{kw}]\nattacking = "B"')
    two = _resolve(tmp_path, board.format(kw='"ingest", "ingest"'))
    one = _resolve(tmp_path, board.format(kw='"ingest"'))  # control
    ingested = [e for e in two["events"] if e.get("keyword") == "ingest"]
    assert len(ingested) == 2
    assert len([e for e in one["events"] if e.get("keyword") == "ingest"]) == 1


def test_702_108b_prowess_twice_triggers_twice(tmp_path: Path) -> None:
    board = (
        _perm("spear", "A", "1/2", 'keywords = [{kw}]\nattacking = "B"')
        + _perm("bear", "B", "2/2", 'blocking = ["spear"]')
        + '[[timeline]]\nafter = "declare-blockers"\neffect = "Target player loses 1 life."\n'
        + 'targets = ["B"]\ncontroller = "A"\n'
    )
    two = _resolve(tmp_path, board.format(kw='"prowess", "prowess"'))
    assert two["permanents"]["spear"]["zone"] == "battlefield"  # a 3/4 takes 2
    assert two["permanents"]["bear"]["zone"] == "graveyard"
    one = _resolve(tmp_path, board.format(kw='"prowess"'))  # control: a 2/3
    assert one["permanents"]["spear"]["zone"] == "battlefield"
    assert one["permanents"]["bear"]["zone"] == "graveyard"
    pumped = [e for e in two["events"] if e["rule"] == "702.108a"]
    assert len(pumped) == 2
    assert len([e for e in one["events"] if e["rule"] == "702.108a"]) == 1


PROVOKE_BOARD = (
    _perm("x", "A", "2/2", 'keywords = [{kw}]\nattacking = "B"\nchoices = {{ targets = {t} }}')
    + _perm("g1", "B", "3/3", "tapped = true")
    + _perm("g2", "B", "3/3", "tapped = true")
)


def test_702_39b_provoke_twice_triggers_twice(tmp_path: Path) -> None:
    two = PROVOKE_BOARD.format(kw='"provoke", "provoke"', t='["g1", "g2"]')
    doc = _resolve(tmp_path, two, check=False)
    provoked = [e for e in doc["events"] if e["rule"] == "702.39a"]
    assert len(provoked) == 2  # both giants untap and must block
    assert doc["blocks"]["requirements"]["maximum"] == 2
    one = PROVOKE_BOARD.format(kw='"provoke"', t='["g1"]')  # control
    doc1 = _resolve(tmp_path, one, check=False)
    assert len([e for e in doc1["events"] if e["rule"] == "702.39a"]) == 1
    assert doc1["blocks"]["requirements"]["maximum"] == 1


def test_702_116b_myriad_twice_triggers_twice(tmp_path: Path) -> None:
    board = _perm("x", "A", "2/2", 'keywords = [{kw}]\nattacking = "B"')
    two = _resolve(tmp_path, board.format(kw='"myriad", "myriad"'))
    one = _resolve(tmp_path, board.format(kw='"myriad"'))  # control
    # two players: each creates nothing (702.116a), but each triggers
    assert len([e for e in two["events"] if e["rule"] == "702.116a"]) == 2
    assert len([e for e in one["events"] if e["rule"] == "702.116a"]) == 1


def test_702_164b_toxic_instances_add_up(tmp_path: Path) -> None:
    board = _perm("rat", "A", "1/1", 'keywords = [{kw}]\nattacking = "B"')
    two = _resolve(tmp_path, board.format(kw='"toxic 1", "toxic 1"'))
    one = _resolve(tmp_path, board.format(kw='"toxic 1"'))  # control
    assert two["players"]["B"]["poison"] == 2
    assert one["players"]["B"]["poison"] == 1


# -- grants and their undoing -------------------------------------------------


def test_611_3a_a_grant_of_a_further_instance_is_undone_with_it() -> None:
    grant = parse_sentence("Other creatures you control have flanking.", name="Captain")
    captain = Permanent(
        id="captain", controller="A", power=1, toughness=1, statics=grant.traits.statics
    )
    knight = Permanent(id="knight", controller="A", power=2, toughness=2, keywords=["flanking"])
    board = apply_static_effects(Board((Player("A"), Player("B")), (captain, knight), "A"))
    after = board.permanent("knight")
    assert after.instances(Keyword.FLANKING) == 2
    assert own_permanent(after).instances(Keyword.FLANKING) == 1
    assert own_permanent(after) == knight
    # control: a redundant keyword granted again adds no instance
    wings = parse_sentence("Other creatures you control have flying.", name="Wings")
    source = Permanent(id="w", controller="A", power=1, toughness=1, statics=wings.traits.statics)
    bird = Permanent(id="bird", controller="A", power=1, toughness=1, keywords=["flying"])
    flown = apply_static_effects(Board((Player("A"), Player("B")), (source, bird), "A"))
    assert flown.permanent("bird").repeats == ()
    assert flown.permanent("bird") == bird


# -- multiple instances are redundant -----------------------------------------


REDUNDANT = sorted(
    (rule, name)
    for name, (behaviour, rule) in INSTANCE_RULES.items()
    if behaviour == "redundant" and name not in ("landwalk", "protection")
)


@pytest.mark.parametrize(
    ("rule", "name"), REDUNDANT, ids=[f"{r.replace('.', '_')}_{n}" for r, n in REDUNDANT]
)
def test_702_multiple_instances_are_redundant(tmp_path: Path, rule: str, name: str) -> None:
    """Two instances give the same combat as one (702.2f, 702.9c, 702.19g...)."""
    board = _perm(
        "attacker", "A", "3/3", 'keywords = [{kw}]\nattacking = "B"\nsummoning_sick = false'
    ) + _perm("blocker", "B", "2/2", "")
    twice = board.format(kw=f'"{name}", "{name}"')
    once = board.format(kw=f'"{name}"')
    # (defender can't attack: both are the same illegal declaration)
    assert _resolve(tmp_path, twice, check=False) == _resolve(tmp_path, once, check=False)
    values = parse_keywords(name)
    assert repeats_of([*values, *values]) == () and not any(counts(v) for v in values)


def test_702_16m_and_702_14e_protection_and_landwalk_are_redundant() -> None:
    assert repeats_of([Protection("red"), Protection("red")]) == ()
    assert repeats_of([Landwalk("swamp"), Landwalk("swamp")]) == ()
    # control: a counted keyword is repeated
    renown = OtherKeyword("renown", "1", "702.112")
    assert repeats_of([renown, renown]) == (renown,)


CAVALRY = {
    "master": _perm(
        "master",
        "A",
        "3/3",
        'abilities = ["Flanking", "Other creatures you control with flanking have flanking."]',
    ),
    "banner": (
        '[[permanents]]\nid = "banner"\ncontroller = "A"\ntypes = ["artifact"]\n'
        'subtypes = ["Equipment"]\nattached_to = "knight"\n'
        'abilities = ["Equipped creature has flanking."]\n'
    ),
}


@pytest.mark.parametrize("order", [("master", "banner"), ("banner", "master")])
def test_613_8a_a_grant_to_creatures_with_flanking_counts_one_granted_first(
    tmp_path: Path, order: tuple[str, str]
) -> None:
    """Cavalry Master's "other creatures you control with flanking have
    flanking" depends on an Equipment's "equipped creature has flanking"
    (613.8a): a knight without flanking of its own gets both, whichever is
    listed first, and flanking triggers twice (702.25b)."""
    board = (
        CAVALRY[order[0]]
        + CAVALRY[order[1]]
        + _perm("knight", "A", "2/2", 'attacking = "B"')
        + _perm("giant", "B", "3/3", 'blocking = ["knight"]')
    )
    doc = _resolve(tmp_path, board)
    assert _kinds(doc, "flanking") == 2
    # control: without the Equipment the knight has no flanking for the Master to match
    bare = CAVALRY["master"] + _perm("knight", "A", "2/2", 'attacking = "B"')
    bare += _perm("giant", "B", "3/3", 'blocking = ["knight"]')
    assert _kinds(_resolve(tmp_path, bare), "flanking") == 0
