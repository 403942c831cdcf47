"""Static and replacement lines that change a combat without naming it
(issue 33, "lines misfiled"): the players' life rules (119.7, 614.1a,
104.3), each read from its real wording and played in a combat, with a
control where the line must not apply."""

from __future__ import annotations

import pytest

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers)
from mtgcombat.cards.catalog import Card, Catalog
from mtgcombat.core.abilities import (
    AllOf,
    CountersOn,
    Keyword,
    PlayerEffect,
    Selector,
    StaticEffect,
)
from mtgcombat.core.events import LifeGainDrawn
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.messages import describe_event, effect_change_text
from mtgcombat.io.effect_words import flag_text
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.scenario.load import Scenario, parse_scenario
from mtgcombat.text import SELF_SELECTOR, parse_sentence, parse_text
from mtgcombat.text.structured import traits_from_json, traits_to_json

CURRENT = RuleSet.CURRENT

_BOARD = """\
rules = "current"
active_player = "A"
[players.A]
life = {life_a}
[players.B]
life = {life_b}

[[permanents]]
id = "vampire"
controller = "A"
power = 3
toughness = 3
abilities = ["Lifelink"]
attacking = "B"
{extra}
"""


def _scenario(extra: str = "", life_a: int = 10, life_b: int = 20) -> Scenario:
    return parse_scenario(_BOARD.format(extra=extra, life_a=life_a, life_b=life_b))


def _permanent(pid: str, controller: str, *lines: str, name: str = "") -> str:
    quoted = ", ".join('"' + line.replace('"', '\\"') + '"' for line in lines)
    named = f'name = "{name}"\n' if name else ""
    return (
        f'[[permanents]]\nid = "{pid}"\ncontroller = "{controller}"\n{named}'
        f'types = ["enchantment"]\nabilities = [{quoted}]\n'
    )


# ---------------------------------------------------------------------------
# life rules (119.7, 614.1a, 104.3)
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "effect"),
    [
        ("Your opponents can't gain life.", PlayerEffect(who="opponents", cant_gain_life=True)),
        ("Players can't gain life.", PlayerEffect(who="each", cant_gain_life=True)),
        ("You can't gain life.", PlayerEffect(who="you", cant_gain_life=True)),
        (
            "If a player would gain life, that player gains no life instead.",
            PlayerEffect(who="each", cant_gain_life=True),
        ),
        (
            "If you would gain life, you gain twice that much life instead.",
            PlayerEffect(who="you", life_gain_multiplier=2),
        ),
        (
            "You can't win the game and your opponents can't lose the game.",
            PlayerEffect(who="opponents", cant_lose=True),
        ),
        ("Your opponents can't lose the game.", PlayerEffect(who="opponents", cant_lose=True)),
        (
            "If you would gain life, draw that many cards instead.",
            PlayerEffect(who="you", life_gain_draws=True),
        ),
        (
            "If you would gain life, you gain that much life plus 1 instead.",
            PlayerEffect(who="you", life_gain_plus=1),
        ),
    ],
)
def test_parse_life_rules(sentence: str, effect: PlayerEffect) -> None:
    parsed = parse_sentence(sentence, name="Archfiend")
    assert parsed.status == "modelled", parsed
    assert parsed.traits.statics == (effect,)


@pytest.mark.parametrize(
    "sentence",
    [
        "If an opponent would gain life, that player loses that much life instead.",
        # (Lich's "You don't lose the game for having 0 or less life." is carried out since
        # session 7: tests/test_rules_704_5a_zero_life_ok.py)
    ],
)
def test_life_rules_not_carried_out_are_refused(sentence: str) -> None:
    parsed = parse_sentence(sentence, name="Lich")
    assert (parsed.status, parsed.combat) == ("unmodelled", True)


def test_119_7_opponents_cant_gain_life_stops_lifelink() -> None:
    archfiend = _permanent("archfiend", "B", "Your opponents can't gain life.")
    result = resolve_combat(_scenario(archfiend).board, CURRENT)
    assert result.board.player("A").life == 10
    assert "life_gain_prevented" in [e.kind for e in result.events]
    # control: the same line controlled by the lifelinker's controller
    # leaves its own life gain alone ("your opponents")
    own = _permanent("archfiend", "A", "Your opponents can't gain life.")
    assert resolve_combat(_scenario(own).board, CURRENT).board.player("A").life == 13


def test_614_1a_gain_twice_that_much_life() -> None:
    boon = _permanent("boon", "A", "If you would gain life, you gain twice that much life instead.")
    assert resolve_combat(_scenario(boon).board, CURRENT).board.player("A").life == 16
    two = boon + _permanent(
        "boon2", "A", "If you would gain life, you gain twice that much life instead."
    )
    assert resolve_combat(_scenario(two).board, CURRENT).board.player("A").life == 22
    # control: an opponent's Boon Reflection doubles only its controller's gains
    theirs = boon.replace('controller = "A"', 'controller = "B"')
    assert resolve_combat(_scenario(theirs).board, CURRENT).board.player("A").life == 13


def test_614_1a_a_player_gains_no_life_instead() -> None:
    vortex = _permanent(
        "vortex", "A", "If a player would gain life, that player gains no life instead."
    )
    assert resolve_combat(_scenario(vortex).board, CURRENT).board.player("A").life == 10
    assert resolve_combat(_scenario().board, CURRENT).board.player("A").life == 13


def test_614_1a_draw_that_many_cards_instead_of_gaining_life() -> None:
    lich = _permanent("lich", "A", "If you would gain life, draw that many cards instead.")
    result = resolve_combat(_scenario(lich).board, CURRENT)
    assert result.board.player("A").life == 10
    drawn = [e for e in result.events if isinstance(e, LifeGainDrawn)]
    assert [(e.rule, e.player, e.amount) for e in drawn] == [("614.1a", "A", 3)]
    assert (
        describe_event(drawn[0], "ja")
        == "Aは（vampireからの）3点のライフを得る代わりにカードを3枚引く"
    )
    # control: the opponent's Lich replaces only its controller's gains
    theirs = lich.replace('controller = "A"', 'controller = "B"')
    assert resolve_combat(_scenario(theirs).board, CURRENT).board.player("A").life == 13


def test_614_1a_that_much_life_plus_1() -> None:
    heron = _permanent(
        "heron", "A", "If you would gain life, you gain that much life plus 1 instead."
    )
    assert resolve_combat(_scenario(heron).board, CURRENT).board.player("A").life == 14
    boon = _permanent("boon", "A", "If you would gain life, you gain twice that much life instead.")
    # 616.1: the player applies "plus 1" first, then "twice": (3 + 1) * 2
    assert resolve_combat(_scenario(heron + boon).board, CURRENT).board.player("A").life == 18
    theirs = heron.replace('controller = "A"', 'controller = "B"')
    assert resolve_combat(_scenario(theirs).board, CURRENT).board.player("A").life == 13


def test_104_3_your_opponents_cant_lose_the_game() -> None:
    persecutor = _permanent(
        "persecutor", "A", "You can't win the game and your opponents can't lose the game."
    )
    result = resolve_combat(_scenario(persecutor, life_b=2).board, CURRENT)
    b = result.board.player("B")
    assert (b.life, b.lost) == (-1, False)
    assert "loss_prevented" in [e.kind for e in result.events]
    # control: the defending player's own Persecutor does not keep them in
    theirs = persecutor.replace('controller = "A"', 'controller = "B"')
    assert resolve_combat(_scenario(theirs, life_b=2).board, CURRENT).board.player("B").lost


def test_life_rules_in_both_languages() -> None:
    assert effect_change_text("cant_gain_life", "", "ja") == "ライフを得られない"
    assert "2倍" in effect_change_text("life_gain_multiplier", "2", "ja")
    assert "2 times" in effect_change_text("life_gain_multiplier", "2")
    (boon,) = parse_text(
        "If you would gain life, you gain twice that much life instead.", name="Boon"
    )
    assert "2倍のライフ" in describe_value(boon.traits.statics[0], "ja")


# ---------------------------------------------------------------------------
# leveler cards (711, level up 702.87): each level symbol applies only at
# its level; a scenario sets the level with counters = { level = N }
# ---------------------------------------------------------------------------

STUDENT = Card(
    name="Student of Warfare",
    name_ja="戦争の学徒",
    subtypes=("human", "knight"),
    colors=("white",),
    power=1,
    toughness=1,
    text="Level up {W} ({W}: Put a level counter on this. Level up only as a sorcery.)\n"
    "LEVEL 2-6\n3/3\nFirst strike\nLEVEL 7+\n4/4\nDouble strike",
)
CORALHELM = Card(
    name="Coralhelm Commander",
    name_ja="珊瑚兜の司令官",
    subtypes=("merfolk", "soldier"),
    colors=("blue",),
    power=2,
    toughness=2,
    text="Level up {1} ({1}: Put a level counter on this. Level up only as a sorcery.)\n"
    "LEVEL 2-3\n3/3\nFlying\nLEVEL 4+\n4/4\nFlying\n"
    "Other Merfolk creatures you control get +1/+1.",
)

_LEVELER = """\
rules = "current"
active_player = "A"
[players.A]
[players.B]

[[permanents]]
id = "student"
controller = "A"
card = "Student of Warfare"
attacking = "B"
{counters}

[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
blocking = ["student"]
"""


def _leveler(level: int | None) -> Scenario:
    counters = "" if level is None else f"counters = {{ level = {level} }}"
    return parse_scenario(_LEVELER.format(counters=counters), catalog=Catalog.of([STUDENT]))


def test_parse_level_symbols_apply_only_at_their_level() -> None:
    parsed = parse_text(STUDENT.text, name=STUDENT.name)
    assert [(p.sentence, p.status) for p in parsed] == [
        (STUDENT.text.splitlines()[0], "no_effect"),
        ("LEVEL 2-6 3/3", "modelled"),
        ("First strike", "modelled"),
        ("LEVEL 7+ 4/4", "modelled"),
        ("Double strike", "modelled"),
    ]
    two_to_six = AllOf((CountersOn("level", ">=", 2), CountersOn("level", "<=", 6)))
    assert parsed[1].traits.statics == (
        StaticEffect(SELF_SELECTOR, base_power=3, base_toughness=3, condition=two_to_six),
    )
    assert parsed[2].traits.abilities == frozenset()  # not the creature's at every level
    assert parsed[2].traits.statics == (
        StaticEffect(SELF_SELECTOR, grants=(Keyword.FIRST_STRIKE,), condition=two_to_six),
    )
    assert parsed[4].traits.statics == (
        StaticEffect(
            SELF_SELECTOR, grants=(Keyword.DOUBLE_STRIKE,), condition=CountersOn("level", ">=", 7)
        ),
    )
    # a striation's static ability on others gets the level's condition too
    lord = parse_text(CORALHELM.text, name=CORALHELM.name)[-1]
    (static,) = lord.traits.statics
    assert isinstance(static, StaticEffect)
    assert (static.power, static.condition) == (1, CountersOn("level", ">=", 4))


@pytest.mark.parametrize(
    ("level", "power", "student_dies", "bear_dies"),
    [
        (None, 1, True, False),  # control: no level counters, the printed 1/1 (711.4)
        (1, 1, True, False),  # control: below the first symbol
        (2, 3, False, True),  # LEVEL 2-6: a 3/3 with first strike
        (6, 3, False, True),
        (7, 4, False, True),  # LEVEL 7+: a 4/4 with double strike
        (12, 4, False, True),
    ],
)
def test_711_2_level_symbols_set_base_pt_and_abilities(
    level: int | None, power: int, student_dies: bool, bear_dies: bool
) -> None:
    sc = _leveler(level)
    result = resolve_combat(sc.board, CURRENT)
    final = result.board
    assert final.permanent("student").on_battlefield is not student_dies
    assert final.permanent("bear").on_battlefield is not bear_dies
    if not student_dies:
        assert final.permanent("student").current_power == power


def test_711_2b_the_lower_band_stops_at_the_higher_level() -> None:
    board = apply_static_effects(_leveler(7).board)
    student = board.permanent("student")
    assert (student.power, student.toughness) == (4, 4)
    assert Keyword.DOUBLE_STRIKE in student.abilities
    assert Keyword.FIRST_STRIKE not in student.abilities  # LEVEL 2-6 no longer applies
    lower = apply_static_effects(_leveler(3).board).permanent("student")
    assert (lower.power, Keyword.FIRST_STRIKE in lower.abilities) == (3, True)
    assert Keyword.DOUBLE_STRIKE not in lower.abilities


def test_711_2_level_condition_in_japanese() -> None:
    (_, band, *_) = parse_text(STUDENT.text, name=STUDENT.name)
    text = describe_value(band.traits.statics[0], "ja")
    assert "レベル" in text and "3/3" in text


# ---------------------------------------------------------------------------
# counts of attachments (301.5, 303.4; 613.4c): "for each Aura and Equipment
# attached to it", "it" being each object the effect applies to
# ---------------------------------------------------------------------------

_ATTACHED = """\
rules = "current"
active_player = "A"
[players.A]
[players.B]

[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2

[[permanents]]
id = "elf"
controller = "A"
power = 1
toughness = 1

[[permanents]]
id = "mantle"
controller = "A"
types = ["enchantment"]
subtypes = ["aura"]
attached_to = "{aura_on}"
abilities = ["{line}"]

[[permanents]]
id = "sword"
controller = "A"
types = ["artifact"]
subtypes = ["equipment"]
attached_to = "{sword_on}"
"""


def _attached(line: str, aura_on: str = "bear", sword_on: str = "bear") -> tuple[int, int]:
    text = _ATTACHED.format(line=line, aura_on=aura_on, sword_on=sword_on)
    board = apply_static_effects(parse_scenario(text).board)
    return board.permanent("bear").power, board.permanent("elf").power


@pytest.mark.parametrize(
    ("sentence", "per", "each"),
    [
        ("Enchanted creature gets +1/+1 for each Aura and Equipment attached to it.", 2, True),
        ("Equipped creature gets +1/+0 for each Equipment attached to it.", 1, True),
        ("Each creature you control gets +2/+0 for each Equipment attached to it.", 1, True),
        ("Gatherer gets +1/+1 for each Aura attached to it.", 1, False),
        ("Other creatures you control get +1/+1 for each Aura and Equipment attached to Gatherer.",
         2, False),
    ],
)  # fmt: skip
def test_parse_counts_of_attachments(sentence: str, per: int, each: bool) -> None:
    parsed = parse_sentence(sentence, name="Gatherer")
    assert parsed.status == "modelled", parsed
    (static,) = parsed.traits.statics
    assert isinstance(static, StaticEffect) and isinstance(static.per, Selector)
    assert static.per.attached
    assert len(static.per.any_of) == (2 if per == 2 else 0)
    assert static.per_each is each


def test_613_4c_aura_and_equipment_attached_to_the_enchanted_creature() -> None:
    mantle = "Enchanted creature gets +1/+1 for each Aura and Equipment attached to it."
    assert _attached(mantle) == (4, 1)  # Mantle and the sword: +2/+2
    assert _attached(mantle, sword_on="elf") == (3, 1)  # control: the sword is on the elf


def test_613_4c_each_creature_counts_its_own_equipment() -> None:
    bruenor = "Each creature you control gets +2/+0 for each Equipment attached to it."
    assert _attached(bruenor) == (4, 1)
    assert _attached(bruenor, sword_on="elf") == (2, 3)


def test_613_4c_attached_to_the_source_counts_the_source() -> None:
    blademaster = "Other creatures you control get +1/+1 for each Aura and Equipment attached to ~."
    # the Aura itself is the source: nothing is attached to it
    assert _attached(blademaster) == (2, 1)


def test_attachment_counts_in_japanese() -> None:
    (static,) = parse_sentence(
        "Each creature you control gets +2/+0 for each Equipment attached to it.", name="B"
    ).traits.statics
    assert "それ自身につけられている装備品1つにつき" in describe_value(static, "ja")


# ---------------------------------------------------------------------------
# "If ~ would be destroyed, regenerate it." (614.1a, 701.19): a regeneration
# shield that always applies and is never used up
# ---------------------------------------------------------------------------

_TROLL = """\
rules = "current"
active_player = "A"
[players.A]
[players.B]

[[permanents]]
id = "troll"
name = "Mossbridge Troll"
controller = "A"
power = 2
toughness = 2
attacking = "B"
{extra}

[[permanents]]
id = "ogre"
controller = "B"
power = 3
toughness = 3
blocking = ["troll"]
{ogre}
"""
_REGENERATE = 'abilities = ["If Mossbridge Troll would be destroyed, regenerate it."]'


def test_parse_regeneration_replacement() -> None:
    parsed = parse_sentence(
        "If Mossbridge Troll would be destroyed, regenerate it.", name="Mossbridge Troll"
    )
    assert (parsed.status, parsed.traits.regenerates) == ("modelled", True)
    assert parse_sentence("If a creature would be destroyed, exile it instead.").status == (
        "unmodelled"
    )


def test_701_19_destroyed_by_lethal_damage_is_regenerated_instead() -> None:
    sc = parse_scenario(_TROLL.format(extra=_REGENERATE, ogre=""))
    assert sc.board.permanent("troll").regenerates
    result = resolve_combat(sc.board, CURRENT)
    troll = result.board.permanent("troll")
    assert troll.on_battlefield and troll.tapped and troll.damage == 0
    assert troll.regeneration_shields == 0  # no shield was used: it is never used up
    assert [e.rule for e in result.events if e.kind == "regenerated"] == ["701.19"]
    # control: the same creature without the line is destroyed (704.5g)
    plain = resolve_combat(parse_scenario(_TROLL.format(extra="", ogre="")).board, CURRENT)
    assert not plain.board.permanent("troll").on_battlefield


def test_701_19_regenerated_from_deathtouch_too() -> None:
    # a 1/3 deathtouch blocker: 704.5h, not 704.5g, destroys it
    text = _TROLL.format(extra=_REGENERATE, ogre='keywords = ["deathtouch"]')
    text = text.replace("power = 3\ntoughness = 3", "power = 1\ntoughness = 3")
    final = resolve_combat(parse_scenario(text).board, CURRENT).board
    assert final.permanent("troll").on_battlefield
    control = text.replace(_REGENERATE, "")
    after = resolve_combat(parse_scenario(control).board, CURRENT).board
    assert not after.permanent("troll").on_battlefield


def test_704_5f_zero_toughness_is_no_destruction_to_regenerate() -> None:
    text = _TROLL.format(extra=_REGENERATE + "\ncounters = { minus_one = 2 }", ogre="")
    result = resolve_combat(parse_scenario(text).board, CURRENT)
    assert not result.board.permanent("troll").on_battlefield
    assert not [e for e in result.events if e.kind == "regenerated"]


def test_regeneration_replacement_in_japanese() -> None:
    assert flag_text("regenerates", True, "ja") == "破壊される場合、代わりに再生する"


# ---------------------------------------------------------------------------
# type-changing statics on lands (305.7, 613.1d) and landwalk (702.14c)
# ---------------------------------------------------------------------------

_WALK = """\
rules = "current"
active_player = "A"
[players.A]
[players.B]

[[permanents]]
id = "walker"
controller = "A"
power = 2
toughness = 2
keywords = ["{walk}"]
attacking = "B"

[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2

[[permanents]]
id = "land"
controller = "B"
types = ["land"]
subtypes = ["{land}"]
supertypes = ["basic"]
{extra}
"""


def _bear_can_block(walk: str, land: str, extra: str = "") -> bool:
    board = parse_scenario(_WALK.format(walk=walk, land=land, extra=extra)).board
    declared = BlockDeclaration.of({"bear": ("walker",)})
    return bool(is_legal_blocks(apply_static_effects(board), declared))


def _static_land(pid: str, controller: str, line: str) -> str:
    return (
        f'[[permanents]]\nid = "{pid}"\ncontroller = "{controller}"\ntypes = ["land"]\n'
        f'abilities = ["{line}"]\n'
    )


@pytest.mark.parametrize(
    ("sentence", "kind"),
    [
        ("All lands are Islands in addition to their other types.", "island"),
        ("Each land is a Swamp in addition to its other land types.", "swamp"),
        ("Each land is a Forest in addition to its other land types.", "forest"),
        ("All lands are Plains in addition to their other types.", "plains"),
    ],
)
def test_parse_lands_in_addition_to_their_other_types(sentence: str, kind: str) -> None:
    parsed = parse_sentence(sentence, name="Urborg")
    assert parsed.status == "modelled"
    assert parsed.traits.statics == (
        StaticEffect(Selector(types=frozenset({"land"})), add_subtypes=frozenset({kind})),
    )


@pytest.mark.parametrize(
    ("sentence", "affected", "kinds"),
    [
        (
            "Enchanted land is an Island.",
            Selector(types=frozenset({"land"}), host=True),
            {"island"},
        ),
        (
            "Enchanted land is a Mountain, Forest, and Plains.",
            Selector(types=frozenset({"land"}), host=True),
            {"mountain", "forest", "plains"},
        ),
        (
            "Nonbasic lands are Mountains.",
            Selector(types=frozenset({"land"}), not_supertypes=frozenset({"basic"})),
            {"mountain"},
        ),
        (
            "Lands you control are Plains.",
            Selector(types=frozenset({"land"}), controller="you"),
            {"plains"},
        ),
    ],
)
def test_parse_land_types_set(sentence: str, affected: Selector, kinds: set[str]) -> None:
    parsed = parse_sentence(sentence, name="Spreading Seas")
    assert parsed.status == "modelled"
    assert parsed.traits.statics == (StaticEffect(affected, set_land_types=frozenset(kinds)),)


def test_702_14c_each_land_is_a_swamp_gives_swampwalk_its_swamp() -> None:
    urborg = _static_land(
        "urborg", "A", "Each land is a Swamp in addition to its other land types."
    )
    assert _bear_can_block("swampwalk", "island")  # control: no Swamp, no evasion
    assert not _bear_can_block("swampwalk", "island", urborg)
    # control: the static adds Swamp, not Forest: forestwalk still blocked
    assert _bear_can_block("forestwalk", "island", urborg)


def test_702_14c_all_lands_are_islands_for_islandwalk() -> None:
    leviathan = (
        '[[permanents]]\nid = "leviathan"\ncontroller = "A"\npower = 8\ntoughness = 8\n'
        'abilities = ["All lands are Islands in addition to their other types."]\n'
    )
    assert _bear_can_block("islandwalk", "mountain")
    assert not _bear_can_block("islandwalk", "mountain", leviathan)
    board = apply_static_effects(
        parse_scenario(_WALK.format(walk="islandwalk", land="mountain", extra=leviathan)).board
    )
    assert board.permanent("land").subtypes == {"mountain", "island"}
    # the creatures are no lands: only lands get the type
    assert "island" not in board.permanent("bear").subtypes


def test_305_7_enchanted_land_is_an_island_replaces_its_land_types() -> None:
    seas = (
        '[[permanents]]\nid = "seas"\ncontroller = "A"\ntypes = ["enchantment"]\n'
        'subtypes = ["aura"]\nattached_to = "land"\n'
        'abilities = ["Enchanted land is an Island."]\n'
    )
    assert not _bear_can_block("swampwalk", "swamp")  # control: the Swamp as printed
    assert _bear_can_block("swampwalk", "swamp", seas)  # no longer a Swamp
    assert not _bear_can_block("islandwalk", "swamp", seas)  # now an Island
    board = parse_scenario(_WALK.format(walk="swampwalk", land="swamp", extra=seas)).board
    land = apply_static_effects(board).permanent("land")
    assert land.subtypes == {"island"}
    # the Aura gone, the land's own types come back (611.3a)
    applied = apply_static_effects(board)
    undone = apply_static_effects(
        applied.with_permanents(p for p in applied.permanents if p.id != "seas")
    )
    assert undone.permanent("land").subtypes == {"swamp"}


def test_305_7_nonbasic_lands_are_mountains_removes_urborgs_ability() -> None:
    urborg = (
        '[[permanents]]\nid = "urborg"\ncontroller = "A"\ntypes = ["land"]\n'
        'supertypes = ["legendary"]\n'
        'abilities = ["Each land is a Swamp in addition to its other land types."]\n'
    )
    moon = (
        '[[permanents]]\nid = "moon"\ncontroller = "A"\ntypes = ["enchantment"]\n'
        'abilities = ["Nonbasic lands are Mountains."]\n'
    )
    assert not _bear_can_block("swampwalk", "island", urborg)  # control: Urborg applies
    # Blood Moon makes Urborg a Mountain with no abilities: the Island is no Swamp
    assert _bear_can_block("swampwalk", "island", urborg + moon)
    board = parse_scenario(_WALK.format(walk="swampwalk", land="island", extra=urborg + moon))
    after = apply_static_effects(board.board)
    assert after.permanent("land").subtypes == {"island"}  # basic: Blood Moon leaves it
    assert after.permanent("urborg").subtypes == {"mountain"}


def test_305_7_lands_you_control_are_plains_only_yours() -> None:
    dawn = (
        '[[permanents]]\nid = "dawn"\ncontroller = "{who}"\ntypes = ["enchantment"]\n'
        'abilities = ["Lands you control are Plains."]\n'
    )
    assert _bear_can_block("swampwalk", "swamp", dawn.format(who="B"))  # B's Swamp is Plains
    assert not _bear_can_block("plainswalk", "swamp", dawn.format(who="B"))
    # control: the attacker's Celestial Dawn leaves the defender's lands alone
    assert not _bear_can_block("swampwalk", "swamp", dawn.format(who="A"))


def test_land_types_in_japanese() -> None:
    assert effect_change_text("subtype", "swamp", "ja") == "他のタイプに加えて沼でもある"


@pytest.mark.parametrize(
    "sentence",
    [
        "Each creature you control gets +2/+0 for each Equipment attached to it.",
        "Enchanted creature gets +1/+1 for each Aura and Equipment attached to it.",
        "All lands are Islands in addition to their other types.",
        "If you would gain life, you gain twice that much life instead.",
        "Your opponents can't gain life.",
        "If Troll would be destroyed, regenerate it.",
    ],
)
def test_new_values_round_trip_through_the_structured_form(sentence: str) -> None:
    traits = parse_sentence(sentence, name="Troll").traits
    assert traits_from_json(traits_to_json(traits)) == traits
