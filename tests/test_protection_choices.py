"""Protection qualities beyond colors and types (702.16a), choices made as a
permanent entered (614.12) and the selector words that name cards, commanders
and equipped creatures: from the sentence to the value, each changing a
verdict or an outcome."""

from __future__ import annotations

import pytest

from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text import ability_from_json, ability_to_json, parse_sentence

CURRENT = RuleSet.CURRENT

_HEAD = """
active_player = "A"
[players.A]
[players.B]
"""


def _perm(pid: str, controller: str, power: int, toughness: int, **fields: object) -> str:
    lines = [
        "[[permanents]]",
        f'id = "{pid}"',
        f'controller = "{controller}"',
        f"power = {power}",
        f"toughness = {toughness}",
    ]
    for key, value in fields.items():
        if isinstance(value, bool):
            lines.append(f"{key} = {'true' if value else 'false'}")
        elif isinstance(value, str):
            lines.append(f'{key} = "{value}"')
        elif isinstance(value, list):
            items = ", ".join(f'"{v}"' if isinstance(v, str) else str(v) for v in value)
            lines.append(f"{key} = [{items}]")
        else:
            lines.append(f"{key} = {value}")
    return "\n".join(lines) + "\n"


def _board(*perms: str) -> Board:
    return apply_static_effects(parse_scenario(_HEAD + "".join(perms), source="t.toml").board)


def _legal(board: Board, **blocks: str) -> bool:
    declared = BlockDeclaration.of({b: (a,) for b, a in blocks.items()})
    return bool(is_legal_blocks(board, declared))


def _rules(board: Board, **blocks: str) -> set[str]:
    declared = BlockDeclaration.of({b: (a,) for b, a in blocks.items()})
    return {v.rule for v in is_legal_blocks(board, declared).violations}


def _modelled(sentence: str) -> None:
    parsed = parse_sentence(sentence, name="Testcard")
    assert parsed.status == "modelled", parsed.error
    for value in (*parsed.traits.abilities, *parsed.traits.statics, *parsed.traits.block_rules):
        assert ability_from_json(ability_to_json(value)) == value
        assert describe_value(value, "ja")


# ---------------------------------------------------------------------------
# Protection qualities (702.16a, 702.16f)
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "Protection from Kavu",
        "Protection from snow",
        "Protection from non-Spirit creatures",
        "protection from legendary creatures",
        "Protection from Spirits and from Arcane",
        "protection from colored spells",
        "Lifelink, protection from converted mana cost 3 or greater",
        "~ has protection from mana value 2 or less.",
        "~ has protection from the chosen color.",
        "All Slivers have protection from the chosen color.",
        "~ has protection from the chosen player.",
        "Human creatures you control have protection from creatures of the chosen type.",
        "~ has protection from the colors of permanents you control.",
    ],
)
def test_702_16a_protection_quality_sentences_parse_and_round_trip(sentence: str) -> None:
    _modelled(sentence)


def _pro(quality_sentence: str, blocker: str, **extra: object) -> Board:
    return _board(
        _perm("knight", "A", 2, 2, attacking="B", abilities=[quality_sentence], **extra), blocker
    )


def test_702_16f_protection_from_kavu_an_invariant_plural() -> None:
    kavu = _perm("kavu", "B", 2, 2, subtypes=["Kavu"])
    bear = _perm("bear", "B", 2, 2, subtypes=["Bear"])
    board = _pro("Protection from Kavu", kavu + bear)
    assert _rules(board, kavu="knight") == {"702.16f"}
    assert _legal(board, bear="knight")


def test_702_16f_protection_from_snow_a_supertype() -> None:
    snow = _perm("snow", "B", 2, 2, supertypes=["snow"])
    plain = _perm("plain", "B", 2, 2)
    board = _pro("Protection from snow", snow + plain)
    assert not _legal(board, snow="knight")
    assert _legal(board, plain="knight")


def test_702_16f_protection_from_non_spirit_creatures() -> None:
    spirit = _perm("spirit", "B", 2, 2, subtypes=["Spirit"])
    bear = _perm("bear", "B", 2, 2, subtypes=["Bear"])
    shifter = _perm("shifter", "B", 2, 2, keywords=["changeling"])
    board = _pro("Protection from non-Spirit creatures", spirit + bear + shifter)
    assert _legal(board, spirit="knight")
    assert _legal(board, shifter="knight")  # a changeling is a Spirit (702.73a)
    assert not _legal(board, bear="knight")


def test_702_16f_protection_from_legendary_creatures() -> None:
    legend = _perm("legend", "B", 2, 2, supertypes=["legendary"])
    bear = _perm("bear", "B", 2, 2)
    board = _pro("protection from legendary creatures", legend + bear)
    assert not _legal(board, legend="knight")
    assert _legal(board, bear="knight")


def test_702_16a_protection_from_arcane_and_colored_spells_never_stops_a_blocker() -> None:
    bear = _perm("bear", "B", 2, 2, colors=["red"], subtypes=["Spirit"])
    board = _pro("Protection from colored spells", bear)
    assert _legal(board, bear="knight")
    board = _pro("Protection from Spirits and from Arcane", bear)
    assert _rules(board, bear="knight") == {"702.16f"}  # the Spirits half still counts


def test_702_16f_protection_from_mana_value_reads_each_blocker() -> None:
    big = _perm("big", "B", 2, 2, mana_value=4)
    small = _perm("small", "B", 2, 2, mana_value=2)
    token = _perm("token", "B", 2, 2, token=True)  # no mana cost: 0 (202.3a)
    board = _pro("Lifelink, protection from converted mana cost 3 or greater", big + small + token)
    assert _rules(board, big="knight") == {"702.16f"}
    assert _legal(board, small="knight") and _legal(board, token="knight")
    board = _pro("~ has protection from mana value 2 or less.", big + small + token)
    assert _legal(board, big="knight")
    assert not _legal(board, small="knight") and not _legal(board, token="knight")


def test_702_16e_protection_from_mana_value_prevents_a_blockers_damage() -> None:
    big = _perm("big", "B", 3, 3, mana_value=5, blocking=["knight"])
    board = _pro("protection from mana value 3 or greater", big)
    result = resolve_combat(board, CURRENT, auto=True)
    assert result.board.permanent("knight").damage == 0
    assert result.board.permanent("big").damage == 2


def test_702_16f_protection_from_the_colors_of_permanents_you_control() -> None:
    red = _perm("red", "B", 2, 2, colors=["red"])
    blue = _perm("blue", "B", 2, 2, colors=["blue"])
    land = _perm("ruby", "A", 0, 0, types=["artifact"], colors=["red"])
    board = _pro("~ has protection from the colors of permanents you control.", red + blue + land)
    assert not _legal(board, red="knight")
    assert _legal(board, blue="knight")


# ---------------------------------------------------------------------------
# Choices made as it entered (614.12)
# ---------------------------------------------------------------------------


def test_614_12_protection_from_the_chosen_color_reads_its_own_choice() -> None:
    red = _perm("red", "B", 2, 2, colors=["red"])
    blue = _perm("blue", "B", 2, 2, colors=["blue"])
    board = _pro("~ has protection from the chosen color.", red + blue, chosen="Red")
    assert _rules(board, red="knight") == {"702.16f"}
    assert _legal(board, blue="knight")
    board = _pro("~ has protection from the chosen color.", red + blue, chosen="blue")
    assert _legal(board, red="knight") and not _legal(board, blue="knight")


def test_614_12_protection_from_the_chosen_player() -> None:
    bear = _perm("bear", "B", 2, 2)
    assert not _legal(
        _pro("~ has protection from the chosen player.", bear, chosen="B"), bear="knight"
    )
    assert _legal(_pro("~ has protection from the chosen player.", bear, chosen="A"), bear="knight")


def test_614_12_granted_protection_reads_the_granting_permanents_choice() -> None:
    lord = _perm(
        "lord", "A", 1, 1, subtypes=["Sliver"],
        abilities=["All Slivers have protection from the chosen color."], chosen="green",
    )  # fmt: skip
    sliver = _perm("sliver", "A", 2, 2, subtypes=["Sliver"], attacking="B", chosen="red")
    elf = _perm("elf", "B", 1, 1, colors=["green"])
    goblin = _perm("goblin", "B", 1, 1, colors=["red"])
    board = _board(lord, sliver, elf, goblin)
    assert not _legal(board, elf="sliver")
    assert _legal(board, goblin="sliver")


def test_614_12_protection_from_creatures_of_the_chosen_type() -> None:
    sentence = "Human creatures you control have protection from creatures of the chosen type."
    lord = _perm("lord", "A", 1, 1, abilities=[sentence], chosen="Zombie")
    human = _perm("human", "A", 2, 2, subtypes=["Human"], attacking="B")
    zombie = _perm("zombie", "B", 2, 2, subtypes=["Zombie"])
    bear = _perm("bear", "B", 2, 2, subtypes=["Bear"])
    board = _board(lord, human, zombie, bear)
    assert not _legal(board, zombie="human")
    assert _legal(board, bear="human")


def test_614_12_creatures_of_the_chosen_type_get_a_bonus() -> None:
    for sentence in (
        "Creatures of the chosen type get +1/+1.",
        "Other creatures you control of the chosen type get +1/+1.",
    ):
        _modelled(sentence)
        lord = _perm("lord", "A", 1, 1, abilities=[sentence], chosen="Goblin")
        goblin = _perm("goblin", "A", 2, 2, subtypes=["Goblin"], attacking="B")
        elf = _perm("elf", "A", 2, 2, subtypes=["Elf"], attacking="B")
        wall = _perm("wall", "B", 0, 3, blocking=["goblin"])
        wall2 = _perm("wall2", "B", 0, 3, blocking=["elf"])
        result = resolve_combat(_board(lord, goblin, elf, wall, wall2), CURRENT, auto=True)
        assert result.board.permanent("wall").zone.value == "graveyard"  # 3 damage
        assert result.board.permanent("wall2").zone.value == "battlefield"


def test_614_12_counting_creatures_of_the_chosen_type() -> None:
    sentence = (
        "~'s power and toughness are each equal to the number of creatures of the chosen type "
        "on the battlefield."
    )
    _modelled(sentence)
    idol = _perm("idol", "A", 0, 0, abilities=[sentence], chosen="elf", attacking="B")
    elves = "".join(_perm(f"elf{i}", "B", 1, 1, subtypes=["Elf"]) for i in range(3))
    board = _board(idol, elves)
    assert board.permanent("idol").current_power == 3


def test_614_12_counting_permanents_of_the_chosen_color() -> None:
    sentence = (
        "~'s power and toughness are each equal to the number of permanents of the chosen color "
        "your opponents control."
    )
    _modelled(sentence)
    idol = _perm("idol", "A", 0, 0, abilities=[sentence], chosen="black")
    dark = _perm("dark", "B", 1, 1, colors=["black"]) + _perm("dark2", "B", 1, 1, colors=["black"])
    board = _board(idol, dark, _perm("mine", "A", 1, 1, colors=["black"]))
    assert board.permanent("idol").current_toughness == 2


def test_614_12_a_sentence_reading_a_choice_needs_one_in_the_file() -> None:
    text = _HEAD + _perm("knight", "A", 2, 2, abilities=["~ has protection from the chosen color."])
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(text, source="c.toml")
    message = str(caught.value)
    assert message.startswith('c.toml: permanents[0] "knight".chosen: ')
    assert "614.12" in message and "\n" not in message
    bad = text.replace("[[permanents]]", '[[permanents]]\nchosen = "purple"')
    with pytest.raises(ScenarioError, match=r"614\.12"):
        parse_scenario(bad, source="c.toml")
    lord = _HEAD + _perm("lord", "A", 1, 1, abilities=["Creatures of the chosen type get +1/+1."])
    with pytest.raises(ScenarioError, match=r"\.chosen: .*type"):
        parse_scenario(lord, source="c.toml")


# ---------------------------------------------------------------------------
# Selector words: "that's a X or a Y", names, commanders, equipped creatures
# ---------------------------------------------------------------------------


def test_613_1f_each_creature_thats_one_of_several_types_gets_the_bonus() -> None:
    sentence = (
        "Each creature that's a Barbarian, a Warrior, or a Berserker gets +2/+2 and has haste."
    )
    _modelled(sentence)
    chief = _perm("chief", "A", 1, 1, abilities=[sentence])
    warrior = _perm("warrior", "A", 1, 1, subtypes=["Warrior"])
    elf = _perm("elf", "A", 1, 1, subtypes=["Elf"])
    board = _board(chief, warrior, elf)
    assert board.permanent("warrior").current_power == 3
    assert board.permanent("elf").current_power == 1


def test_613_4c_other_creatures_you_control_thats_a_fungus_or_saproling() -> None:
    sentence = "Each other creature you control that's a Fungus or Saproling gets +1/+1."
    _modelled(sentence)
    lord = _perm("lord", "A", 1, 1, subtypes=["Fungus"], abilities=[sentence])
    sap = _perm("sap", "A", 1, 1, subtypes=["Saproling"], attacking="B")
    wall = _perm("wall", "B", 0, 2, blocking=["sap"])
    result = resolve_combat(_board(lord, sap, wall), CURRENT, auto=True)
    assert result.board.permanent("wall").zone.value == "graveyard"
    assert _board(lord, sap).permanent("lord").current_power == 1  # "other"


def test_201_2_creatures_named_this_get_a_bonus() -> None:
    sentence = "Each other creature named ~ gets +2/+2 and has haste."
    _modelled(sentence)
    one = _perm("one", "A", 1, 1, name="Pack Rat", abilities=[sentence])
    two = _perm("two", "A", 1, 1, name="Pack Rat")
    other = _perm("other", "A", 1, 1, name="Bear")
    board = _board(one, two, other)
    assert board.permanent("two").current_power == 3
    assert board.permanent("one").current_power == 1
    assert board.permanent("other").current_power == 1


def test_201_2_creatures_you_control_named_a_card_get_a_bonus() -> None:
    sentence = "Creatures you control named Kobolds of Kher Keep get +2/+2."
    _modelled(sentence)
    lord = _perm("lord", "A", 1, 1, abilities=[sentence])
    kobold = _perm("kobold", "A", 0, 1, name="Kobolds of Kher Keep", attacking="B")
    wall = _perm("wall", "B", 0, 2, blocking=["kobold"])
    result = resolve_combat(_board(lord, kobold, wall), CURRENT, auto=True)
    assert result.board.permanent("wall").zone.value == "graveyard"


def test_903_3_commander_creatures_you_control_get_a_bonus() -> None:
    sentence = "Commander creatures you control get +2/+2 and have haste."
    _modelled(sentence)
    banner = _perm("banner", "A", 0, 1, abilities=[sentence])
    general = _perm("general", "A", 2, 2, commander=True)
    bear = _perm("bear", "A", 2, 2)
    board = _board(banner, general, bear)
    assert board.permanent("general").current_power == 4
    assert board.permanent("bear").current_power == 2


def test_301_5_equipped_creatures_you_control_get_a_bonus() -> None:
    sentence = "Equipped creatures you control get +1/+1."
    _modelled(sentence)
    lord = _perm("lord", "A", 1, 1, abilities=[sentence])
    knight = _perm("knight", "A", 2, 2, attacking="B")
    sword = _perm(
        "sword", "A", 0, 0, types=["artifact"], subtypes=["Equipment"], attached_to="knight"
    )
    wall = _perm("wall", "B", 0, 3, blocking=["knight"])
    result = resolve_combat(_board(lord, knight, sword, wall), CURRENT, auto=True)
    assert result.board.permanent("wall").zone.value == "graveyard"
    result = resolve_combat(_board(lord, knight, wall), CURRENT, auto=True)
    assert result.board.permanent("wall").zone.value == "battlefield"


def test_202_3_scenario_mana_value_comes_from_the_file() -> None:
    board = _board(_perm("bear", "A", 2, 2, mana_value=2))
    assert board.permanent("bear").mana_value == 2
    assert _board(_perm("bear", "A", 2, 2)).permanent("bear").mana_value is None


# ---------------------------------------------------------------------------
# Blocking rules (509.1a-c)
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "~ can block Dragons as though it had reach.",
        "Creatures with islandwalk can be blocked as though they didn't have islandwalk.",
        "Tapped creatures you control can block as though they were untapped.",
        "No more than one creature can block each combat.",
        "~ can't block or be blocked by creatures with power 2 or greater.",
        "~ can't be blocked as long as it's attacking alone.",
        "All Walls able to block ~ do so.",
        "All creatures with flying able to block ~ do so.",
        "All creatures able to block enchanted creature do so.",
        "All creatures able to block ~ or enchanted creature do so.",
        "~ can't be blocked by Eldrazi Scions.",
        "Creatures you control with +1/+1 counters on them can't be blocked.",
        "Creatures you control with power or toughness 1 or less can't be blocked.",
        "Each creature you control with a +1/+1 counter on it can block an additional creature "
        "each combat.",
    ],
)
def test_509_1_blocking_rule_sentences_parse_and_round_trip(sentence: str) -> None:
    _modelled(sentence)


def test_702_17b_can_block_dragons_as_though_it_had_reach() -> None:
    archer = _perm("archer", "B", 1, 2, abilities=["~ can block Dragons as though it had reach."])
    dragon = _perm("dragon", "A", 4, 4, keywords=["flying"], subtypes=["Dragon"], attacking="B")
    bird = _perm("bird", "A", 1, 1, keywords=["flying"], subtypes=["Bird"], attacking="B")
    board = _board(archer, dragon, bird)
    assert _legal(board, archer="dragon")
    assert _rules(board, archer="bird") == {"702.9b"}


def test_702_14c_landwalk_ignored_by_a_global_rule() -> None:
    sentence = "Creatures with islandwalk can be blocked as though they didn't have islandwalk."
    merfolk = _perm("merfolk", "A", 2, 2, keywords=["islandwalk"], attacking="B")
    island = _perm("island", "B", 0, 0, types=["land"], subtypes=["Island"])
    guard = _perm("guard", "B", 1, 1)
    assert _rules(_board(merfolk, island, guard), guard="merfolk") == {"702.14c"}
    keeper = _perm("keeper", "B", 0, 0, types=["enchantment"], abilities=[sentence])
    assert _legal(_board(merfolk, island, guard, keeper), guard="merfolk")


def test_509_1a_tapped_creatures_can_block_as_though_untapped() -> None:
    sentence = "Tapped creatures you control can block as though they were untapped."
    bear = _perm("bear", "A", 2, 2, attacking="B")
    tired = _perm("tired", "B", 2, 2, tapped=True)
    assert _rules(_board(bear, tired), tired="bear") == {"509.1a"}
    vigil = _perm("vigil", "B", 0, 0, types=["enchantment"], abilities=[sentence])
    assert _legal(_board(bear, tired, vigil), tired="bear")
    theirs = _perm("theirs", "A", 0, 0, types=["enchantment"], abilities=[sentence])
    assert not _legal(_board(bear, tired, theirs), tired="bear")  # "you control"


def test_509_1b_no_more_than_one_creature_can_block_each_combat() -> None:
    sentence = "No more than one creature can block each combat."
    one = _perm("one", "A", 2, 2, attacking="B")
    two = _perm("two", "A", 2, 2, attacking="B")
    x = _perm("x", "B", 2, 2)
    y = _perm("y", "B", 2, 2)
    assert _legal(_board(one, two, x, y), x="one", y="two")
    ward = _perm("ward", "A", 0, 0, types=["enchantment"], abilities=[sentence])
    board = _board(one, two, x, y, ward)
    assert _rules(board, x="one", y="two") == {"509.1b"}
    assert _legal(board, x="one")


def test_509_1b_cant_block_or_be_blocked_by_creatures_with_power_2_or_greater() -> None:
    sentence = "~ can't block or be blocked by creatures with power 2 or greater."
    sprite = _perm("sprite", "A", 1, 1, abilities=[sentence], attacking="B")
    big = _perm("big", "B", 2, 2)
    small = _perm("small", "B", 1, 1)
    board = _board(sprite, big, small)
    assert not _legal(board, big="sprite")
    assert _legal(board, small="sprite")
    shy = _perm("shy", "B", 1, 1, abilities=[sentence])
    ogre = _perm("ogre", "A", 3, 3, attacking="B")
    assert not _legal(_board(ogre, shy), shy="ogre")


def test_506_5_cant_be_blocked_while_attacking_alone() -> None:
    sentence = "~ can't be blocked as long as it's attacking alone."
    rogue = _perm("rogue", "A", 2, 2, abilities=[sentence], attacking="B")
    guard = _perm("guard", "B", 2, 2)
    assert _rules(_board(rogue, guard), guard="rogue") == {"506.5"}
    friend = _perm("friend", "A", 1, 1, attacking="B")
    assert _legal(_board(rogue, friend, guard), guard="rogue")


def test_509_1c_all_walls_able_to_block_it_do_so() -> None:
    sentence = "All Walls able to block ~ do so."
    lure = _perm("lure", "A", 2, 2, abilities=[sentence], attacking="B")
    other = _perm("other", "A", 2, 2, attacking="B")
    wall = _perm("wall", "B", 0, 4, subtypes=["Wall"])
    bear = _perm("bear", "B", 2, 2)
    board = _board(lure, other, wall, bear)
    assert _rules(board, wall="other") == {"509.1c"}
    assert _legal(board, wall="lure")
    assert _legal(board, wall="lure", bear="other")  # the bear has no requirement


def test_509_1c_all_creatures_able_to_block_enchanted_creature_do_so() -> None:
    aura = _perm(
        "aura", "A", 0, 0, types=["enchantment"], subtypes=["Aura"], attached_to="bear",
        abilities=["All creatures able to block enchanted creature do so."],
    )  # fmt: skip
    bear = _perm("bear", "A", 2, 2, attacking="B")
    other = _perm("other", "A", 2, 2, attacking="B")
    guard = _perm("guard", "B", 2, 2)
    board = _board(aura, bear, other, guard)
    assert _rules(board, guard="other") == {"509.1c"}
    assert _legal(board, guard="bear")


def test_509_1b_eldrazi_scions_need_both_subtypes() -> None:
    sentence = "~ can't be blocked by Eldrazi Scions."
    runner = _perm("runner", "A", 2, 2, abilities=[sentence], attacking="B")
    scion = _perm("scion", "B", 1, 1, subtypes=["Eldrazi", "Scion"])
    drone = _perm("drone", "B", 1, 1, subtypes=["Eldrazi", "Drone"])
    board = _board(runner, scion, drone)
    assert not _legal(board, scion="runner")
    assert _legal(board, drone="runner")


def test_509_1b_creatures_with_counters_on_them_cant_be_blocked() -> None:
    sentence = "Creatures you control with +1/+1 counters on them can't be blocked."
    lord = _perm("lord", "A", 1, 1, abilities=[sentence])
    grown = _perm("grown", "A", 2, 2, attacking="B")
    guard = _perm("guard", "B", 2, 2)
    grown_with = grown.replace("toughness = 2\n", 'toughness = 2\ncounters = { "+1/+1" = 1 }\n')
    assert _legal(_board(lord, grown, guard), guard="grown")
    assert not _legal(_board(lord, grown_with, guard), guard="grown")


def test_509_1b_creatures_with_power_or_toughness_1_or_less_cant_be_blocked() -> None:
    sentence = "Creatures you control with power or toughness 1 or less can't be blocked."
    lord = _perm("lord", "A", 1, 1, abilities=[sentence])
    wall = _perm("wall", "A", 0, 5, attacking="B")
    bear = _perm("bear", "A", 2, 2, attacking="B")
    guard = _perm("guard", "B", 2, 2)
    board = _board(lord, wall, bear, guard)
    assert not _legal(board, guard="wall")
    assert _legal(board, guard="bear")


def test_509_1a_each_creature_with_a_counter_can_block_an_additional_creature() -> None:
    sentence = (
        "Each creature you control with a +1/+1 counter on it can block an additional creature "
        "each combat."
    )
    lord = _perm("lord", "B", 1, 1, abilities=[sentence])
    one = _perm("one", "A", 2, 2, attacking="B")
    two = _perm("two", "A", 2, 2, attacking="B")
    guard = _perm("guard", "B", 3, 3)
    plain = _board(lord, one, two, guard)
    declared = BlockDeclaration.of({"guard": ("one", "two")})
    assert not is_legal_blocks(plain, declared)
    grown = guard.replace("toughness = 3\n", 'toughness = 3\ncounters = { "+1/+1" = 1 }\n')
    assert is_legal_blocks(_board(lord, one, two, grown), declared)


# ---------------------------------------------------------------------------
# Layers 4, 6 and 7b; face-down creatures
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "Other creatures have base power and toughness 1/1.",
        "Enchanted creature gets +1/+1 and is an artifact in addition to its other types.",
        "Creatures your opponents control lose infect.",
        "Face-down creatures get +1/+1.",
        "~ gets +2/+2 for each face-down creature on the battlefield.",
    ],
)
def test_613_layered_sentences_parse_and_round_trip(sentence: str) -> None:
    _modelled(sentence)


def test_613_4b_other_creatures_have_base_power_and_toughness_1_1() -> None:
    sentence = "Other creatures have base power and toughness 1/1."
    humility = _perm("humility", "B", 2, 2, abilities=[sentence])
    ogre = _perm("ogre", "A", 3, 3, attacking="B")
    ogre = ogre.replace("toughness = 3\n", 'toughness = 3\ncounters = { "+1/+1" = 1 }\n')
    wall = _perm("wall", "B", 0, 4, blocking=["ogre"])
    board = _board(humility, ogre, wall)
    assert board.permanent("ogre").current_power == 2  # 1 base, then the counter (613.4c)
    assert board.permanent("humility").current_power == 2  # "other"
    assert board.permanent("wall").current_toughness == 1
    result = resolve_combat(board, CURRENT, auto=True)
    assert result.board.permanent("wall").zone.value == "graveyard"
    assert result.board.permanent("ogre").zone.value == "battlefield"  # the wall deals 1


def test_613_1d_enchanted_creature_is_an_artifact_too() -> None:
    sentence = "Enchanted creature gets +1/+1 and is an artifact in addition to its other types."
    shade = _perm("shade", "A", 2, 2, keywords=["fear"], attacking="B")
    guard = _perm("guard", "B", 2, 2, colors=["white"])
    assert _rules(_board(shade, guard), guard="shade") == {"702.36b"}
    aura = _perm(
        "aura", "B", 0, 0, types=["enchantment"], subtypes=["Aura"], attached_to="guard",
        abilities=[sentence],
    )  # fmt: skip
    board = _board(shade, guard, aura)
    assert _legal(board, guard="shade")  # an artifact creature can block it (702.36b)
    assert board.permanent("guard").current_power == 3


def test_613_1f_creatures_your_opponents_control_lose_infect() -> None:
    sentence = "Creatures your opponents control lose infect."
    rot = _perm("rot", "A", 2, 2, keywords=["infect"], attacking="B")
    wall = _perm("wall", "B", 0, 4, blocking=["rot"])
    result = resolve_combat(_board(rot, wall), CURRENT, auto=True)
    assert result.board.permanent("wall").counters.minus_one == 2
    ward = _perm("ward", "B", 0, 0, types=["enchantment"], abilities=[sentence])
    result = resolve_combat(_board(rot, wall, ward), CURRENT, auto=True)
    wall_after = result.board.permanent("wall")
    assert (wall_after.counters.minus_one, wall_after.damage) == (0, 2)


def test_708_2_face_down_creatures_get_a_bonus() -> None:
    sentence = "Face-down creatures get +1/+1."
    lord = _perm("lord", "A", 1, 1, abilities=[sentence])
    hidden = _perm("hidden", "A", 2, 2, face_down=True, attacking="B")
    open_ = _perm("open", "A", 2, 2, attacking="B")
    board = _board(lord, hidden, open_)
    assert board.permanent("hidden").current_power == 3
    assert board.permanent("open").current_power == 2
    counter = "~ gets +2/+2 for each face-down creature on the battlefield."
    watcher = _perm("watcher", "B", 1, 1, abilities=[counter])
    assert _board(watcher, hidden, open_).permanent("watcher").current_power == 3


# ---------------------------------------------------------------------------
# The chosen player (614.12)
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "~ gets -1/-1 for each card in the chosen player's hand.",
        "~'s power and toughness are each equal to 1 plus the number of creatures the chosen "
        "player controls.",
        "~'s power and toughness are each equal to the number of cards in the chosen player's "
        "graveyard.",
        "~'s power is equal to the number of tapped lands the chosen player controls.",
    ],
)
def test_614_12_chosen_player_sentences_parse_and_round_trip(sentence: str) -> None:
    _modelled(sentence)


def test_614_12_counting_creatures_the_chosen_player_controls() -> None:
    sentence = (
        "~'s power and toughness are each equal to 1 plus the number of creatures the chosen "
        "player controls."
    )
    crowd = "".join(_perm(f"c{i}", "B", 1, 1) for i in range(3))
    for chosen, expected in (("B", 4), ("A", 2)):
        golem = _perm("golem", "A", 0, 0, abilities=[sentence], chosen=chosen)
        assert _board(golem, crowd).permanent("golem").current_power == expected


def test_614_12_cards_in_the_chosen_players_hand() -> None:
    sentence = "~ gets -1/-1 for each card in the chosen player's hand."
    head = _HEAD.replace("[players.B]", "[players.B]\nhand = 2")
    imp = _perm("imp", "A", 3, 3, abilities=[sentence], chosen="B")
    board = apply_static_effects(parse_scenario(head + imp, source="t.toml").board)
    assert board.permanent("imp").current_power == 1
    lone = _HEAD + _perm("imp", "A", 3, 3, abilities=[sentence])
    with pytest.raises(ScenarioError, match=r"\.chosen: .*player"):
        parse_scenario(lone, source="t.toml")
    wrong = _HEAD + _perm("imp", "A", 3, 3, abilities=[sentence], chosen="Z")
    with pytest.raises(ScenarioError, match="not a player id"):
        parse_scenario(wrong, source="t.toml")


def test_201_2_counting_other_creatures_on_the_battlefield_named_this() -> None:
    sentence = "~ gets +1/+1 for each other creature on the battlefield named ~."
    _modelled(sentence)
    rats = "".join(_perm(f"r{i}", "B" if i else "A", 1, 1, name="Rat Pack") for i in range(3))
    leader = _perm("leader", "A", 1, 1, name="Rat Pack", abilities=[sentence])
    bear = _perm("bear", "A", 2, 2, name="Bear")
    assert _board(leader, rats, bear).permanent("leader").current_power == 4


def test_509_1a_an_additional_creature_for_each_equipment_attached() -> None:
    sentence = "~ can block an additional creature each combat for each Equipment attached to ~."
    _modelled(sentence)
    one = _perm("one", "A", 1, 1, attacking="B")
    two = _perm("two", "A", 1, 1, attacking="B")
    three = _perm("three", "A", 1, 1, attacking="B")
    squire = _perm("squire", "B", 1, 1, abilities=[sentence])

    def gear(i: int) -> str:
        return _perm(
            f"gear{i}", "B", 0, 0, types=["artifact"], subtypes=["Equipment"], attached_to="squire"
        )

    both = BlockDeclaration.of({"squire": ("one", "two")})
    assert not is_legal_blocks(_board(one, two, three, squire), both)
    assert is_legal_blocks(_board(one, two, three, squire, gear(0)), both)
    all3 = BlockDeclaration.of({"squire": ("one", "two", "three")})
    assert not is_legal_blocks(_board(one, two, three, squire, gear(0)), all3)
    assert is_legal_blocks(_board(one, two, three, squire, gear(0), gear(1)), all3)
