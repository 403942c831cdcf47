"""Card-text forms from the long tail of real creature cards: keyword lists
separated by semicolons, misspelt keyword lines, conditions on whose turn it
is, supertypes, keywords removed by an effect, prevention by source."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import creature
from mtgcombat.core.abilities import (
    CanBlockShadow,
    CantBeBlockedBy,
    CantBeBlockedExceptBy,
    Keyword,
    Landwalk,
    PermanentCount,
    PlayerEffect,
    PreventFrom,
    Selector,
    StaticEffect,
    YourTurn,
)
from mtgcombat.core.model import Board, CardType, Permanent, Player, Zone, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.effects import apply_static_effects, own_permanent
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text import ability_from_json, ability_to_json, bind_self, parse_sentence, parse_text

CURRENT = RuleSet.CURRENT

# ---------------------------------------------------------------------------
# keyword lines
# ---------------------------------------------------------------------------


def test_parse_keyword_list_separated_by_semicolons() -> None:
    parsed = parse_text("Defender; reach (This creature can block creatures with flying.)")
    assert [(p.sentence, p.status) for p in parsed] == [
        ("Defender", "modelled"),
        ("reach", "modelled"),
    ]
    flying = parse_text("Flying; swampwalk")
    assert {a for p in flying for a in p.traits.abilities} == {Keyword.FLYING, Landwalk("swamp")}


@pytest.mark.parametrize(
    ("sentence", "suggestion"),
    [
        ("Protection from rde", "protection from red"),
        ("flyng", "flying"),
        ("First strik", "first strike"),
        ("Flying; trampel", "trample"),
    ],
)
def test_misspelt_keyword_line_names_the_closest_keyword(sentence: str, suggestion: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "unmodelled"
    assert f"did you mean '{suggestion}'?" in parsed.error


@pytest.mark.parametrize("sentence", ["LEVEL 4+", "Draw a card.", "Sacrifice a creature."])
def test_short_sentences_that_are_no_keywords_are_not_taken_for_misspellings(
    sentence: str,
) -> None:
    assert parse_sentence(sentence).status == "no_effect"


_BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "rogue"
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
{extra_b}
"""


def test_702_16_scenario_ability_misspelt_protection_is_one_line_with_did_you_mean() -> None:
    with pytest.raises(ScenarioError) as info:
        parse_scenario(
            _BOARD.format(extra='abilities = ["Protection from rde"]', extra_b=""),
            source="bad.toml",
        )
    message = str(info.value)
    assert message.startswith("bad.toml:")
    assert "did you mean 'protection from red'?" in message and "\n" not in message


# ---------------------------------------------------------------------------
# whose turn it is (611.3a conditions; 506.2 the active player attacks)
# ---------------------------------------------------------------------------


def _static(sentence: str) -> StaticEffect:
    parsed = parse_sentence(sentence, name="Testcard")
    assert parsed.status == "modelled", parsed
    (static,) = parsed.traits.statics
    assert isinstance(static, StaticEffect)
    return static


def _with_text(perm: Permanent, *sentences: str) -> Permanent:
    statics: list[Any] = []
    for sentence in sentences:
        parsed = parse_sentence(sentence, name="Testcard")
        assert parsed.status == "modelled", parsed
        statics.extend(parsed.traits.statics)
    return evolve(perm, statics=bind_self(tuple(statics), perm.id))


def _board(*perms: Permanent, active: str = "A") -> Board:
    return Board(
        players=(Player("A"), Player("B")),
        permanents=perms,
        active_player=active,
    )


@pytest.mark.parametrize(
    ("sentence", "yours"),
    [
        ("As long as it's your turn, ~ has first strike.", True),
        ("~ gets +2/+2 as long as it's your turn.", True),
        ("Creatures you control get +1/+0 as long as it's not your turn.", False),
    ],
)
def test_parse_as_long_as_it_is_your_turn(sentence: str, yours: bool) -> None:
    static = _static(sentence)
    assert static.condition == YourTurn(yours)
    assert ability_from_json(ability_to_json(static)) == static


def test_611_3a_first_strike_on_your_turn_kills_the_blocker_first() -> None:
    knight = _with_text(
        creature("knight", "A", 2, 2, attacking="B"),
        "As long as it's your turn, ~ has first strike.",
    )
    bear = creature("bear", "B", 2, 2, blocking=("knight",))
    result = resolve_combat(_board(knight, bear), CURRENT)
    final = result.board
    assert final.permanent("bear").zone is Zone.GRAVEYARD
    assert final.permanent("knight").zone is Zone.BATTLEFIELD


def test_611_3a_not_your_turn_condition_applies_to_the_defender() -> None:
    wall = _with_text(
        creature("wall", "B", 0, 2, blocking=("ogre",)),
        "~ gets +0/+2 as long as it's not your turn.",
    )
    ogre = creature("ogre", "A", 3, 3, attacking="B")
    final = resolve_combat(_board(ogre, wall), CURRENT).board
    assert final.permanent("wall").zone is Zone.BATTLEFIELD  # 0/4 survives 3 damage
    # a blocker's controller is never the active player: "your turn" is false
    mirror = _with_text(
        creature("wall", "B", 0, 2, blocking=("ogre",)),
        "~ gets +0/+2 as long as it's your turn.",
    )
    final = resolve_combat(_board(ogre, mirror), CURRENT).board
    assert final.permanent("wall").zone is Zone.GRAVEYARD


# ---------------------------------------------------------------------------
# supertypes (205.4): legendary, snow, basic
# ---------------------------------------------------------------------------


def _land(pid: str, controller: str, subtype: str, *supertypes: str) -> Permanent:
    return Permanent(
        id=pid,
        controller=controller,
        types=frozenset({CardType.LAND}),
        subtypes=frozenset({subtype}),
        supertypes=frozenset(supertypes),
    )


def _legal(board: Board, **blocks: str) -> bool:
    declared = BlockDeclaration.of({b: (a,) for b, a in blocks.items()})
    return bool(is_legal_blocks(apply_static_effects(board), declared))


def test_parse_supertypes_in_selectors() -> None:
    lords = _static("Other legendary creatures you control get +2/+2.")
    assert lords.affected == Selector(
        supertypes=frozenset({"legendary"}), controller="you", other=True
    )
    snow = _static("~ has trample as long as you control a snow land.")
    assert snow.condition == PermanentCount(
        Selector(types=frozenset({"land"}), supertypes=frozenset({"snow"}), controller="you")
    )
    plain = _static("Creatures you control get +1/+1 as long as you control a nonbasic land.")
    assert isinstance(plain.condition, PermanentCount)
    assert plain.condition.selector.not_supertypes == {"basic"}
    assert ability_from_json(ability_to_json(lords)) == lords


@pytest.mark.parametrize(
    ("text", "land_type"),
    [
        ("Snow swampwalk", "snow swamp"),
        ("Snow forestwalk", "snow forest"),
        ("Snow landwalk", "snow"),
        ("Legendary landwalk", "legendary"),
        ("Nonbasic landwalk", "nonbasic"),
    ],
)
def test_parse_landwalk_qualified_by_a_supertype(text: str, land_type: str) -> None:
    (parsed,) = parse_text(text)
    assert parsed.status == "modelled"
    assert parsed.traits.abilities == {Landwalk(land_type)}


def test_613_4c_other_legendary_creatures_get_the_bonus() -> None:
    lord = _with_text(
        creature("lord", "A", 1, 1, supertypes=frozenset({"legendary"})),
        "Other legendary creatures you control get +2/+2.",
    )
    hero = creature("hero", "A", 2, 2, attacking="B", supertypes=frozenset({"legendary"}))
    grunt = creature("grunt", "A", 2, 2, attacking="B")
    bear = creature("bear", "B", 3, 3, blocking=("hero",))
    ogre = creature("ogre", "B", 3, 3, blocking=("grunt",))
    final = resolve_combat(_board(lord, hero, grunt, bear, ogre), CURRENT).board
    assert final.permanent("hero").zone is Zone.BATTLEFIELD  # 4/4 against 3 damage
    assert final.permanent("bear").zone is Zone.GRAVEYARD
    assert final.permanent("grunt").zone is Zone.GRAVEYARD  # no bonus for a nonlegendary one
    assert final.permanent("lord").current_power == 1  # "other"


@pytest.mark.parametrize(
    ("walk", "supertypes", "evades"),
    [
        (Landwalk("snow swamp"), ("snow",), True),
        (Landwalk("snow swamp"), (), False),
        (Landwalk("snow"), ("snow",), True),
        (Landwalk("legendary"), ("legendary",), True),
        (Landwalk("legendary"), ("snow",), False),
        (Landwalk("nonbasic"), ("basic",), False),
        (Landwalk("nonbasic"), ("snow",), True),
        (Landwalk("swamp"), ("basic", "snow"), True),
    ],
)
def test_702_14c_landwalk_of_a_supertype(
    walk: Landwalk, supertypes: tuple[str, ...], evades: bool
) -> None:
    rogue = creature("rogue", "A", 2, 2, walk, attacking="B")
    bear = creature("bear", "B", 2, 2)
    board = _board(rogue, bear, _land("swamp", "B", "swamp", *supertypes))
    assert _legal(board, bear="rogue") is not evades


def test_205_4_scenario_supertypes_field() -> None:
    text = _BOARD.format(
        extra='supertypes = ["legendary"]\nabilities = ["Legendary landwalk"]',
        extra_b='[[permanents]]\nid = "keep"\ncontroller = "B"\ntypes = ["land"]\n'
        'supertypes = ["legendary"]',
    )
    sc = parse_scenario(text)
    assert sc.board.permanent("rogue").supertypes == {"legendary"}
    assert sc.board.permanent("keep").supertypes == {"legendary"}
    assert not _legal(sc.board, ogre="rogue")
    with pytest.raises(ScenarioError, match="supertypes"):
        parse_scenario(_BOARD.format(extra='supertypes = ["mythic"]', extra_b=""))


# ---------------------------------------------------------------------------
# keywords removed in layer 6 (613.1f)
# ---------------------------------------------------------------------------


def test_parse_lose_keyword_and_cant_have_or_gain_it() -> None:
    static = _static("Creatures your opponents control lose flying and can't have or gain flying.")
    assert static == StaticEffect(Selector(controller="opponent"), removes=(Keyword.FLYING,))
    assert ability_from_json(ability_to_json(static)) == static
    # hexproof matters to spells and abilities that target (601.2c, 603.3d)
    hexproof = parse_sentence(
        "Creatures your opponents control lose hexproof and can't have or gain hexproof."
    )
    assert hexproof.status == "modelled"


def test_613_1f_lost_flying_lets_a_ground_creature_block() -> None:
    archetype = _with_text(
        creature("archetype", "B", 2, 2),
        "Creatures your opponents control lose flying and can't have or gain flying.",
    )
    bird = creature("bird", "A", 2, 2, Keyword.FLYING, attacking="B")
    bear = creature("bear", "B", 2, 2)
    assert not _legal(_board(bird, bear), bear="bird")  # 702.9b
    board = apply_static_effects(_board(bird, bear, archetype))
    assert Keyword.FLYING not in board.permanent("bird").abilities
    assert _legal(board, bear="bird")
    assert Keyword.FLYING in own_permanent(board.permanent("bird")).abilities  # undone later


def test_613_1f_cant_gain_beats_a_grant_whatever_the_order() -> None:
    anthem = _with_text(creature("anthem", "A", 1, 1), "Creatures you control have flying.")
    archetype = _with_text(
        creature("archetype", "B", 2, 2),
        "Creatures your opponents control lose flying and can't have or gain flying.",
    )
    bear = creature("bear", "A", 2, 2, attacking="B")
    for order in ((anthem, archetype), (archetype, anthem)):
        board = apply_static_effects(_board(bear, *order))
        assert Keyword.FLYING not in board.permanent("bear").abilities
        # once the archetype is gone the anthem's flying is back
        gone = evolve(board.permanent("archetype"), zone=Zone.GRAVEYARD)
        again = apply_static_effects(
            board.with_permanents(gone if p.id == gone.id else p for p in board.permanents)
        )
        assert Keyword.FLYING in again.permanent("bear").abilities


def test_613_1f_lost_first_strike_changes_who_dies() -> None:
    archetype = _with_text(
        creature("archetype", "B", 0, 4),
        "Creatures your opponents control lose first strike and can't have or gain first strike.",
    )
    knight = creature("knight", "A", 2, 2, Keyword.FIRST_STRIKE, attacking="B")
    bear = creature("bear", "B", 2, 2, blocking=("knight",))
    alone = resolve_combat(_board(knight, bear), CURRENT).board
    assert alone.permanent("knight").zone is Zone.BATTLEFIELD
    final = resolve_combat(_board(knight, bear, archetype), CURRENT).board
    assert final.permanent("knight").zone is Zone.GRAVEYARD


# ---------------------------------------------------------------------------
# prevention restricted by source (615.1)
# ---------------------------------------------------------------------------


def _fight(attacker: str, blocker: str) -> Board:
    """The board after combat, block triggers included: ``rogue`` (A,
    attacking) blocked by ``ogre`` (B), each with the extra TOML lines given."""
    sc = parse_scenario(_FIGHT.format(attacker=_pt(attacker, 2), blocker=_pt(blocker, 3)))
    return resolve_combat(sc.board, CURRENT, triggers=True).board


def _pt(lines: str, size: int) -> str:
    for stat in ("power", "toughness"):
        if f"{stat} =" not in lines:
            lines = f"{stat} = {size}\n{lines}"
    return lines


_FIGHT = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "rogue"
controller = "A"
attacking = "B"
{attacker}
[[permanents]]
id = "ogre"
controller = "B"
{blocker}
"""


def test_parse_prevention_by_source() -> None:
    me = Selector(types=frozenset(), ids=("~",))
    assert _static("Prevent all damage that would be dealt to ~ by creatures it's blocking.") == (
        StaticEffect(me, prevent_from=PreventFrom(Selector(relation="blocked_by_it"), True))
    )
    blocking_it = _static(
        "Prevent all combat damage that would be dealt to ~ by creatures blocking it."
    )
    assert blocking_it.prevent_from == PreventFrom(Selector(relation="blocking_it"))
    artifacts = _static("Prevent all damage that would be dealt to ~ by artifact sources.")
    assert artifacts.prevent_from == PreventFrom(Selector(types=frozenset({"artifact"})), True)
    assert ability_from_json(ability_to_json(blocking_it)) == blocking_it


def test_615_1_damage_by_creatures_it_is_blocking_is_prevented() -> None:
    board = _fight(
        "power = 5",
        'power = 0\ntoughness = 2\nblocking = ["rogue"]\nabilities = '
        '["Prevent all damage that would be dealt to this creature by creatures it\'s blocking."]',
    )
    assert board.permanent("ogre").zone is Zone.BATTLEFIELD
    assert board.permanent("ogre").damage == 0


def test_615_1_prevention_reads_the_source_selector() -> None:
    text = (
        'blocking = ["rogue"]\nabilities = '
        '["Prevent all damage that would be dealt to this creature by artifact creatures."]'
    )
    plain = _fight("power = 3", text)
    assert plain.permanent("ogre").zone is Zone.GRAVEYARD  # not an artifact: 3 damage to a 3/3
    artifact = _fight('power = 3\ntypes = ["artifact", "creature"]', text)
    assert artifact.permanent("ogre").zone is Zone.BATTLEFIELD


def test_615_1_combat_damage_by_creatures_blocking_it() -> None:
    board = _fight(
        "abilities = "
        '["Prevent all combat damage that would be dealt to this creature by creatures '
        'blocking it."]',
        'blocking = ["rogue"]',
    )
    assert board.permanent("rogue").zone is Zone.BATTLEFIELD  # 2/2 blocked by a 3/3
    assert board.permanent("ogre").damage == 2


@pytest.mark.parametrize(("combat_only", "survives"), [(False, True), (True, False)])
def test_615_1_all_damage_covers_block_trigger_damage_combat_damage_does_not(
    combat_only: bool, survives: bool
) -> None:
    what = "combat damage" if combat_only else "damage"
    board = _fight(
        "power = 0\nabilities = "
        '["Whenever this creature becomes blocked by a creature, it deals 3 damage to '
        'that creature."]',
        f'blocking = ["rogue"]\nabilities = ["Prevent all {what} that would be dealt to '
        'this creature by creatures."]',
    )
    assert (board.permanent("ogre").zone is Zone.BATTLEFIELD) is survives


def test_615_1_all_damage_to_itself_covers_block_trigger_damage() -> None:
    board = _fight(
        "power = 0\nabilities = "
        '["Whenever this creature becomes blocked by a creature, it deals 3 damage to '
        'that creature."]',
        'blocking = ["rogue"]\nabilities = ["Prevent all damage that would be dealt to '
        'this creature."]',
    )
    assert board.permanent("ogre").zone is Zone.BATTLEFIELD


def test_702_19_creatures_blocking_or_blocked_by_it_have_lifelink() -> None:
    sc = parse_scenario(
        _BOARD.format(
            extra="",
            extra_b='blocking = ["rogue"]\nabilities = '
            '["Creatures blocking or blocked by this creature have lifelink."]',
        )
    )
    board = apply_static_effects(sc.board)
    assert Keyword.LIFELINK in board.permanent("rogue").abilities  # blocked by it
    assert Keyword.LIFELINK not in board.permanent("ogre").abilities
    final = resolve_combat(sc.board, CURRENT).board
    assert final.player("A").life == 22  # the attacker's 2 damage gains its controller 2


# ---------------------------------------------------------------------------
# number words of any size
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("words", "value"),
    [("seven", 7), ("twelve", 12), ("twenty", 20), ("ninety-nine", 99), ("forty-two", 42)],
)
def test_parse_number_words_of_any_size(words: str, value: int) -> None:
    parsed = parse_sentence(f"~ can block an additional {words} creatures each combat.")
    assert parsed.status == "modelled"
    assert parsed.traits.can_block_additional == value


def test_509_1a_ninety_nine_additional_blocks() -> None:
    parsed = parse_sentence(
        "Hundred-Handed One can block an additional ninety-nine creatures each combat.",
        name="Hundred-Handed One",
    )
    giant = creature("giant", "B", 3, 3, can_block_additional=parsed.traits.can_block_additional)
    attackers = [creature(f"a{i}", "A", 1, 1, attacking="B") for i in range(3)]
    board = _board(giant, *attackers)
    declared = BlockDeclaration.of({"giant": ("a0", "a1", "a2")})
    assert is_legal_blocks(board, declared)
    plain = evolve(giant, can_block_additional=1)
    assert not is_legal_blocks(_board(plain, *attackers), declared)


# ---------------------------------------------------------------------------
# a player's effect with a condition (Worship)
# ---------------------------------------------------------------------------

_WORSHIP = (
    "If you control a creature, damage that would reduce your life total to less than 1 "
    "reduces it to 1 instead."
)


def test_parse_worship_life_floor_with_condition() -> None:
    parsed = parse_sentence(_WORSHIP)
    assert parsed.status == "modelled"
    (effect,) = parsed.traits.statics
    assert effect == PlayerEffect(
        life_floor=True, condition=PermanentCount(Selector(controller="you"))
    )
    assert ability_from_json(ability_to_json(effect)) == effect


@pytest.mark.parametrize(("has_creature", "life"), [(True, 1), (False, -2)])
def test_120_4c_worship_holds_only_while_you_control_a_creature(
    has_creature: bool, life: int
) -> None:
    worship = _with_text(
        Permanent(id="worship", controller="B", types=frozenset({CardType.ENCHANTMENT})),
        _WORSHIP,
    )
    rogue = creature("rogue", "A", 5, 5, attacking="B")
    guard = [creature("guard", "B", 1, 1)] if has_creature else []
    board = Board(
        players=(Player("A"), Player("B", life=3)),
        permanents=(rogue, worship, *guard),
        active_player="A",
    )
    final = resolve_combat(board, CURRENT).board
    assert final.player("B").life == life


# ---------------------------------------------------------------------------
# blocking creatures with shadow (702.28b)
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "~ can block creatures with shadow as though ~ had shadow.",
        "~ can block creatures with shadow as though they didn't have shadow.",
    ],
)
def test_parse_can_block_shadow(sentence: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled"
    assert parsed.traits.block_rules == {CanBlockShadow()}
    assert ability_from_json(ability_to_json(CanBlockShadow())) == CanBlockShadow()


def test_702_28b_blocker_that_can_block_shadow() -> None:
    shade = creature("shade", "A", 2, 2, Keyword.SHADOW, attacking="B")
    bear = creature("bear", "A", 2, 2, attacking="B")
    wall = creature("wall", "B", 0, 4)
    assert not _legal(_board(shade, bear, wall), wall="shade")
    able = evolve(wall, block_rules=frozenset({CanBlockShadow()}))
    assert _legal(_board(shade, bear, able), wall="shade")
    assert _legal(_board(shade, bear, able), wall="bear")  # it has no shadow itself


# ---------------------------------------------------------------------------
# "and/or": colors, and unions of selectors
# ---------------------------------------------------------------------------


def test_parse_and_or_selectors() -> None:
    colors = parse_sentence("~ can't be blocked by black and/or red creatures.")
    assert colors.traits.block_rules == {
        CantBeBlockedBy(Selector(colors=frozenset({"black", "red"})))
    }
    union = parse_sentence(
        "~ can't be blocked except by artifact creatures and/or white creatures."
    )
    either = Selector(
        types=frozenset(),
        any_of=(
            Selector(types=frozenset({"artifact", "creature"})),
            Selector(colors=frozenset({"white"})),
        ),
    )
    assert union.traits.block_rules == {CantBeBlockedExceptBy(either)}
    assert ability_from_json(ability_to_json(CantBeBlockedExceptBy(either))) == (
        CantBeBlockedExceptBy(either)
    )


def test_509_1b_can_t_be_blocked_except_by_a_union() -> None:
    (rule,) = parse_sentence(
        "~ can't be blocked except by artifact creatures and/or white creatures."
    ).traits.block_rules
    knight = creature("knight", "A", 2, 2, attacking="B", block_rules=frozenset({rule}))
    white = creature("white", "B", 1, 1, colors=frozenset({"white"}))
    golem = creature("golem", "B", 1, 1, types=frozenset({CardType.ARTIFACT, CardType.CREATURE}))
    green = creature("green", "B", 1, 1, colors=frozenset({"green"}))
    board = _board(knight, white, golem, green)
    assert _legal(board, white="knight")
    assert _legal(board, golem="knight")
    assert not _legal(board, green="knight")


def test_parse_planeswalker_types_groups_of_two_and_opponents_control_no() -> None:
    liliana = _static("~ has deathtouch as long as you control a Liliana planeswalker.")
    assert liliana.condition == PermanentCount(
        Selector(
            types=frozenset({"planeswalker"}),
            subtypes=frozenset({"liliana"}),
            controller="you",
        )
    )
    pair = _static("Goblins you control and Elementals you control have menace.")
    assert pair.affected == Selector(
        types=frozenset(),
        any_of=(
            Selector(subtypes=frozenset({"goblin"}), controller="you"),
            Selector(subtypes=frozenset({"elemental"}), controller="you"),
        ),
    )
    alone = _static("As long as your opponents control no creatures, ~ has indestructible.")
    assert alone.condition == PermanentCount(Selector(controller="opponent"), "==", 0)


def test_611_3a_condition_on_a_planeswalker_type() -> None:
    sentence = "~ has deathtouch as long as you control a Liliana planeswalker."
    ghoul = _with_text(creature("ghoul", "B", 1, 1, blocking=("ogre",)), sentence)
    ogre = creature("ogre", "A", 5, 5, attacking="B")
    liliana = Permanent(
        id="liliana",
        controller="B",
        types=frozenset({CardType.PLANESWALKER}),
        subtypes=frozenset({"liliana"}),
    )
    assert resolve_combat(_board(ogre, ghoul), CURRENT).board.permanent("ogre").zone is (
        Zone.BATTLEFIELD
    )
    final = resolve_combat(_board(ogre, ghoul, liliana), CURRENT).board
    assert final.permanent("ogre").zone is Zone.GRAVEYARD  # 702.2b


def test_613_1f_a_group_of_two_kinds_gains_the_keyword() -> None:
    lord = _with_text(
        creature("lord", "A", 1, 1), "Goblins you control and Elementals you control have menace."
    )
    goblin = creature("goblin", "A", 1, 1, attacking="B", subtypes=frozenset({"goblin"}))
    spark = creature("spark", "A", 1, 1, attacking="B", subtypes=frozenset({"elemental"}))
    elf = creature("elf", "A", 1, 1, attacking="B", subtypes=frozenset({"elf"}))
    wall = creature("wall", "B", 0, 4)
    board = _board(lord, goblin, spark, elf, wall)
    assert not _legal(board, wall="goblin")  # 702.111b: menace
    assert not _legal(board, wall="spark")
    assert _legal(board, wall="elf")


# ---------------------------------------------------------------------------
# tokens (111.1)
# ---------------------------------------------------------------------------


def test_parse_creature_tokens_and_nontoken() -> None:
    tokens = _static("Creature tokens you control get +1/+1.")
    assert tokens.affected == Selector(token=True, controller="you")
    rules = parse_sentence("~ can't be blocked by creature tokens.").traits.block_rules
    assert rules == {CantBeBlockedBy(Selector(token=True))}
    nontoken = _static("~ gets +1/+1 as long as an opponent controls a nontoken white permanent.")
    assert nontoken.condition == PermanentCount(
        Selector(types=frozenset(), colors=frozenset({"white"}), token=False, controller="opponent")
    )


def test_509_1b_can_t_be_blocked_by_creature_tokens() -> None:
    sc = parse_scenario(
        _BOARD.format(
            extra='abilities = ["This creature can\'t be blocked by creature tokens."]',
            extra_b="token = true",
        )
    )
    assert sc.board.permanent("ogre").token
    assert not _legal(sc.board, ogre="rogue")
    card = evolve(sc.board.permanent("ogre"), token=False)
    board = sc.board.with_permanents(card if p.id == "ogre" else p for p in sc.board.permanents)
    assert _legal(board, ogre="rogue")
