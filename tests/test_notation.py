"""Ability values in Japanese (mtgcombat.io.notation) and their use in Japanese
output: violations over selectors (509.1b), effects in force (613), parse,
scenario notes. English output keeps the values' own notation."""

from __future__ import annotations

import dataclasses
import inspect
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.core import abilities
from mtgcombat.core.abilities import (
    Afflict,
    AllOf,
    AlsoBlock,
    AmountIs,
    AnyOf,
    AttackingAlone,
    BlockableDespiteLandwalk,
    BlockCost,
    BlocksEachCombat,
    BlocksSelEachCombat,
    BlockTrigger,
    Bushido,
    CanBlockAsThoughReach,
    CanBlockOnly,
    CanBlockOnlyFlyers,
    CanBlockShadow,
    CanBlockTapped,
    CantBeBlocked,
    CantBeBlockedAlone,
    CantBeBlockedBy,
    CantBeBlockedExceptBy,
    CantBeBlockedUnlessAllBlock,
    CantBeBlockedWhile,
    CantBlock,
    CantBlockAlone,
    CantBlockSel,
    CantBlockUnless,
    CardCount,
    CardsIn,
    CardTypeCount,
    ColorEffect,
    Compare,
    Count,
    CounterCount,
    CounterEffect,
    CountersOn,
    DamageEffect,
    DamageRule,
    DestroyEffect,
    DiscardEffect,
    Distinct,
    DrawEffect,
    ExileEffect,
    GreaterPowerAlsoBlocks,
    GroupPumpEffect,
    HalfLife,
    Keyword,
    KeywordEffect,
    Landwalk,
    LifeEffect,
    LifeTotal,
    LifeTotalEffect,
    Lure,
    LureSel,
    MaxBlockers,
    MaxBlockersEachCombat,
    MinBlockers,
    MoreThan,
    MustBeBlocked,
    MustBeBlockedBy,
    MustBeBlockedByExactlyOne,
    MustBlock,
    NoCombatDamageEffect,
    OtherKeyword,
    Paired,
    PermanentCount,
    PlayerEffect,
    PlayerIs,
    PlayerNumber,
    PoisonCounters,
    PoisonEffect,
    PreventEffect,
    PreventFrom,
    Protection,
    PumpEffect,
    Rampage,
    RecordedEffect,
    RegenerateEffect,
    RemoveFromCombatEffect,
    ReturnToHandEffect,
    SacrificeEffect,
    Selector,
    SourceIs,
    StaticEffect,
    Sum,
    TapEffect,
    Toxic,
    TriggerEvent,
    YouControl,
    YourTurn,
)
from mtgcombat.core.conditions import TotalPower
from mtgcombat.core.effect_values import LoseGameEffect
from mtgcombat.core.turn_history import ThisTurn
from mtgcombat.core.verdict import Violation
from mtgcombat.i18n.messages import ability_name, describe, effect_change_text
from mtgcombat.io.notation import RENDERED_TYPES, describe_value, terms
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.keywords import keyword_table, parse_keywords

LATIN = re.compile(r"[A-Za-z]")

FLYING = frozenset({Keyword.FLYING})
POWER_2 = (Compare("power", ">=", 2),)
GOBLIN = Selector(subtypes=frozenset({"goblin"}), other=True)
RICH = Selector(
    types=frozenset({"artifact", "creature"}),
    not_types=frozenset({"land"}),
    subtypes=frozenset({"golem", "wall"}),
    not_subtypes=frozenset({"human"}),
    colors=frozenset({"red", "green"}),
    not_colors=frozenset({"black"}),
    color_count="multicolored",
    with_keywords=frozenset({Keyword.FLYING, Protection("white")}),
    without_keywords=frozenset({Keyword.REACH}),
    compares=(Compare("power", ">=", 2), Compare("toughness", "<", None)),
    tapped=False,
    controller="defending",
    other=True,
    role="attacking",
    with_any_keywords=frozenset({Keyword.FLYING, Keyword.REACH}),
    counter="+1/+1",
    attached=True,
)
ARTIFACTS = Selector(types=frozenset({"artifact"}), controller="you")

# One example of every value type of mtgcombat.core.abilities, each with all its
# fields used, in Japanese terms that are known (no English word is left).
EXAMPLES: dict[type, object] = {
    Protection: Protection("goblins"),
    Landwalk: Landwalk("swamp"),
    Bushido: Bushido(2),
    Rampage: Rampage(1),
    Afflict: Afflict(3),
    Toxic: Toxic(2),
    OtherKeyword: OtherKeyword("ward", "{2}", "702.21"),
    Compare: Compare("toughness", "<=", 3),
    Selector: RICH,
    CantBlock: CantBlock(),
    CantBeBlocked: CantBeBlocked(),
    CanBlockOnlyFlyers: CanBlockOnlyFlyers(),
    CantBlockAlone: CantBlockAlone(),
    MinBlockers: MinBlockers(3),
    MaxBlockers: MaxBlockers(1),
    BlocksEachCombat: BlocksEachCombat(),
    MustBlock: MustBlock("7"),
    Lure: Lure(),
    MustBeBlocked: MustBeBlocked(),
    MustBeBlockedByExactlyOne: MustBeBlockedByExactlyOne(),
    BlockCost: BlockCost(2),
    CantBlockSel: CantBlockSel(RICH),
    CanBlockOnly: CanBlockOnly(Selector(with_keywords=FLYING)),
    CantBeBlockedBy: CantBeBlockedBy(Selector(compares=POWER_2)),
    CantBeBlockedExceptBy: CantBeBlockedExceptBy(Selector(subtypes=frozenset({"wall"}))),
    CantBeBlockedWhile: CantBeBlockedWhile(
        Selector(types=frozenset({"land"}), subtypes=frozenset({"island"}))
    ),
    YouControl: YouControl(GOBLIN),
    AlsoBlock: AlsoBlock(2),
    GreaterPowerAlsoBlocks: GreaterPowerAlsoBlocks(),
    CantBlockUnless: CantBlockUnless(YouControl(GOBLIN)),
    CantBeBlockedUnlessAllBlock: CantBeBlockedUnlessAllBlock(),
    MustBeBlockedBy: MustBeBlockedBy(Selector(tapped=True, color_count="colorless")),
    BlocksSelEachCombat: BlocksSelEachCombat(Selector(not_colors=frozenset({"black"}))),
    StaticEffect: StaticEffect(
        Selector(controller="you"),
        grants=(Keyword.TRAMPLE, Bushido(1), CantBlock(), CantBlockSel(Selector(role="blocking"))),
        power=1,
        toughness=-1,
        by_toughness=True,
        prevent_dealt_by=True,
        prevent_dealt_to=True,
    ),
    PlayerEffect: PlayerEffect(
        "opponents", frozenset({"everything", "each opponent"}), life_floor=True, cant_lose=True
    ),
    PermanentCount: PermanentCount(ARTIFACTS, ">=", 3),
    SourceIs: SourceIs(Selector(types=frozenset(), tapped=False, counter="-1/-1")),
    LifeTotal: LifeTotal("opponent", "<=", 10),
    CardsIn: CardsIn("graveyard", ">=", 7),
    Count: Count(Selector(types=frozenset({"land"}), controller="you"), plus=1),
    CardCount: CardCount("hand", "opponents", 2),
    PumpEffect: PumpEffect("it", 1, 1, "blocker_beyond_first"),
    KeywordEffect: KeywordEffect(Keyword.FIRST_STRIKE, "other", lose=True),
    DamageEffect: DamageEffect(2, "other_controller"),
    DestroyEffect: DestroyEffect("other", regenerate=False),
    LifeEffect: LifeEffect(-3, "it_controller"),
    PoisonEffect: PoisonEffect(2, "defending"),
    CounterEffect: CounterEffect(1, plus=True, target="blockers"),
    PreventEffect: PreventEffect(dealt_by=True, dealt_to=True, target="other"),
    RegenerateEffect: RegenerateEffect("it"),
    NoCombatDamageEffect: NoCombatDamageEffect("it"),
    RemoveFromCombatEffect: RemoveFromCombatEffect("it", untap=True),
    ReturnToHandEffect: ReturnToHandEffect("it"),
    SacrificeEffect: SacrificeEffect("it"),
    DrawEffect: DrawEffect(2),
    ExileEffect: ExileEffect("other"),
    TapEffect: TapEffect("other"),
    DiscardEffect: DiscardEffect(2, "that_player"),
    RecordedEffect: RecordedEffect("that player discards a card"),
    GroupPumpEffect: GroupPumpEffect(Selector(role="blocking", other=True), 1, 1),
    ColorEffect: ColorEffect(frozenset({"green"})),
    LifeTotalEffect: LifeTotalEffect(1),
    BlockTrigger: BlockTrigger(
        ("blocks", "becomes_blocked_by"),
        (PumpEffect("it", 0, 2), LifeEffect(1, "you")),
        subject=Selector(controller="you", other=True),
        other=Selector(with_keywords=FLYING),
    ),
}

# StaticEffect with every field the board conditions and counts added.
RICH_STATIC = StaticEffect(
    Selector(host=True),
    power=1,
    toughness=0,
    condition=PermanentCount(ARTIFACTS, ">=", 3),
    per=CardCount("graveyard"),
    set_power=Count(ARTIFACTS),
    set_toughness=CardCount("hand", "each"),
)

# counts and conditions over graveyard cards, players and distinct values
_CARDS = Selector(
    types=frozenset(),
    any_of=(
        Selector(types=frozenset({"instant"})),
        Selector(types=frozenset({"land"}), not_supertypes=frozenset({"basic"})),
    ),
)
EXAMPLES[CardCount] = CardCount("graveyard", "each", 1, cards=_CARDS)
EXAMPLES[CardTypeCount] = CardTypeCount("opponents")
EXAMPLES[Distinct] = Distinct(ARTIFACTS, "names")
EXAMPLES[PlayerNumber] = PlayerNumber("poison", "opponents")
EXAMPLES[Sum] = Sum((Count(ARTIFACTS), PlayerNumber("life")), times=2, plus=1)
EXAMPLES[AmountIs] = AmountIs(CardTypeCount(), ">=", 4)
EXAMPLES[CounterCount] = CounterCount("age", Selector(controller="you"))
# issue 33 (session 9): the players' greatest numbers, a difference, half (604.3, 107.1a)
EXAMPLES[abilities.PlayerBest] = abilities.PlayerBest("hand", "opponents")
EXAMPLES[abilities.Difference] = abilities.Difference(20, abilities.PlayerBest("life", "each"))
EXAMPLES[abilities.Half] = abilities.Half(abilities.PlayerBest("life"), up=True)

# values of the long-tail card forms
EXAMPLES[YourTurn] = YourTurn(False)
EXAMPLES[TotalPower] = TotalPower(6, attacked=True)  # pack tactics (508.1a)
EXAMPLES[CountersOn] = CountersOn("divinity", ">=", 1)
EXAMPLES[PlayerIs] = PlayerIs("city's blessing")
EXAMPLES[HalfLife] = HalfLife("opponent")
EXAMPLES[PoisonCounters] = PoisonCounters("opponent", ">=", 3)
EXAMPLES[MoreThan] = MoreThan("attacking", selector=Selector(types=frozenset({"land"})))
EXAMPLES[Paired] = Paired()
EXAMPLES[AttackingAlone] = AttackingAlone()
EXAMPLES[abilities.InGraveyard] = abilities.InGraveyard()  # 113.6b
EXAMPLES[AllOf] = AllOf((LifeTotal("you", ">=", 30), PoisonCounters()))
EXAMPLES[AnyOf] = AnyOf((PlayerIs("monarch"), CardsIn("hand", "==", 0, "player")))
EXAMPLES[CanBlockShadow] = CanBlockShadow()
EXAMPLES[LureSel] = LureSel(Selector(subtypes=frozenset({"wall"})))
EXAMPLES[BlockableDespiteLandwalk] = BlockableDespiteLandwalk("island")
EXAMPLES[CanBlockAsThoughReach] = CanBlockAsThoughReach(Selector(subtypes=frozenset({"dragon"})))
EXAMPLES[CanBlockTapped] = CanBlockTapped()
EXAMPLES[MaxBlockersEachCombat] = MaxBlockersEachCombat(1)
EXAMPLES[CantBeBlockedAlone] = CantBeBlockedAlone()
# attacking (508.1c-d, 508.1g-h); a goading player named in Japanese
EXAMPLES[abilities.CantAttack] = abilities.CantAttack()
EXAMPLES[abilities.CantAttackAlone] = abilities.CantAttackAlone()
EXAMPLES[abilities.CantAttackUnlessDefenderControls] = abilities.CantAttackUnlessDefenderControls(
    "island"
)
EXAMPLES[abilities.CreaturesCantAttackYou] = abilities.CreaturesCantAttackYou()
EXAMPLES[abilities.PowerCantAttack] = abilities.PowerCantAttack(4)
EXAMPLES[abilities.MaxAttackersEachCombat] = abilities.MaxAttackersEachCombat(2)
EXAMPLES[abilities.AttacksEachCombat] = abilities.AttacksEachCombat()
EXAMPLES[abilities.Goaded] = abilities.Goaded("太郎")
EXAMPLES[abilities.AttackTax] = abilities.AttackTax(2)
EXAMPLES[abilities.Goads] = abilities.Goads(host=True)
EXAMPLES[abilities.AttackCost] = abilities.AttackCost(1, per_counter=True)
EXAMPLES[abilities.CanAttackDespiteDefender] = abilities.CanAttackDespiteDefender()
# attacking under a condition (508.1c-d): rules and the conditions only an attack answers
EXAMPLES[abilities.AlsoAttack] = abilities.AlsoAttack(2)
EXAMPLES[abilities.GreaterPowerAlsoAttacks] = abilities.GreaterPowerAlsoAttacks()
EXAMPLES[abilities.MoreThanDefending] = abilities.MoreThanDefending(
    Selector(types=frozenset({"land"}))
)
EXAMPLES[abilities.DefendingPoisoned] = abilities.DefendingPoisoned()
# issue 33 (session 10): an effect's loss of the game (104.3e), the turn so far (700.4)
EXAMPLES[LoseGameEffect] = LoseGameEffect()
EXAMPLES[ThisTurn] = ThisTurn("died", who="player")
EXAMPLES[abilities.CantAttackUnless] = abilities.CantAttackUnless(
    abilities.AlsoAttack(1, Selector(colors=frozenset({"black", "green"})))
)
EXAMPLES[abilities.CantAttackIf] = abilities.CantAttackIf(
    PermanentCount(Selector(tapped=False, controller="defending", types=frozenset({"land"})))
)
EXAMPLES[abilities.CanOnlyAttackAlone] = abilities.CanOnlyAttackAlone()
EXAMPLES[abilities.DefendingCardsIn] = abilities.DefendingCardsIn("graveyard", ">=", 7)
EXAMPLES[abilities.DefendingMonarch] = abilities.DefendingMonarch()
EXAMPLES[abilities.PowerAboveHandCantAttack] = abilities.PowerAboveHandCantAttack()
EXAMPLES[abilities.AttacksEachCombatUnless] = abilities.AttacksEachCombatUnless(
    YouControl(Selector(subtypes=frozenset({"ally"}), other=True))
)
EXAMPLES[abilities.CantBlockEffect] = abilities.CantBlockEffect(
    "target", Selector(controller="you")
)
EXAMPLES[abilities.GroupKeywordEffect] = abilities.GroupKeywordEffect(
    Selector(role="attacking"), Keyword.FLYING
)
EXAMPLES[abilities.CountersOnTargetEffect] = abilities.CountersOnTargetEffect(
    Selector(types=frozenset({"artifact", "creature"})), its_counters=True
)
EXAMPLES[abilities.ReturnEffect] = abilities.ReturnEffect(plus=False)
EXAMPLES[abilities.ModalEffect] = abilities.ModalEffect(
    ((abilities.LifeEffect(2),), (abilities.TokenEffect(1, predefined="Treasure"),)), 0, 1
)
EXAMPLES[PreventFrom] = PreventFrom(
    Selector(relation="blocking_it", supertypes=frozenset({"legendary"})), noncombat=True
)

EXAMPLES[DamageRule] = DamageRule(
    "plus",
    -1,
    source=Selector(types=frozenset(), colors=frozenset({"red"})),
    players="you",
    to=Selector(controller="you"),
    combat="combat",
    at_most=3,
    unblocked=True,
    condition=SourceIs(Selector(types=frozenset(), tapped=False)),
)
# counters put on permanents changed (614.1a, 122.6; session 12)
EXAMPLES[abilities.CounterRule] = abilities.CounterRule(
    "plus", Selector(types=frozenset({"creature"}), controller="you"), "-1/-1", -1
)
# tokens, half a life total, library actions (111.2, 111.10, 107.1a, 701)
EXAMPLES[abilities.TokenEffect] = abilities.TokenEffect(
    2, 1, 1, frozenset({"green"}), ("Insect",), (Keyword.FLYING,), that_many=True
)
EXAMPLES[abilities.HalfLifeEffect] = abilities.HalfLifeEffect()
EXAMPLES[abilities.SacrificesEffect] = abilities.SacrificesEffect("that_player", 2)
EXAMPLES[abilities.LibraryEffect] = abilities.LibraryEffect("mill", "each_opponent", 2)
# proliferate (701.34) and effects on the permanent itself (122.1, 701.26)
EXAMPLES[abilities.ProliferateEffect] = abilities.ProliferateEffect()
EXAMPLES[abilities.SelfCounterRemovalEffect] = abilities.SelfCounterRemovalEffect(2)
EXAMPLES[abilities.SelfUntapEffect] = abilities.SelfUntapEffect()
EXAMPLES[abilities.EnergyEffect] = abilities.EnergyEffect(2, pay=True)  # 107.14


def _value_classes() -> list[type]:
    """Every ability value class abilities.py gathers from its parts (frozen dataclasses)."""
    return [
        cls
        for _, cls in inspect.getmembers(abilities, inspect.isclass)
        if cls.__module__.startswith("mtgcombat.core.") and dataclasses.is_dataclass(cls)
    ]


def test_every_ability_value_class_is_covered() -> None:
    """A new value class in abilities.py shows up here: it needs a Japanese
    rendering (until then describe_value falls back to its English notation)."""
    classes = set(_value_classes())
    assert classes == set(EXAMPLES), sorted(c.__name__ for c in classes ^ set(EXAMPLES))
    assert classes | {Keyword} <= RENDERED_TYPES


@pytest.mark.parametrize("value", [*EXAMPLES.values(), RICH_STATIC], ids=lambda v: type(v).__name__)
def test_value_renders_in_japanese_without_english_words(value: object) -> None:
    ja = describe_value(value, "ja")
    assert ja and not LATIN.search(ja), ja
    assert describe_value(value, "en") == str(value)


@pytest.mark.parametrize("keyword", list(Keyword), ids=lambda k: k.name)
def test_every_keyword_member_renders_in_japanese(keyword: Keyword) -> None:
    ja = describe_value(keyword, "ja")
    assert ja and not LATIN.search(ja), (keyword, ja)
    assert ability_name(str(keyword), "ja") == ja


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (Keyword.FIRST_STRIKE, "先制攻撃"),
        (Keyword.MENACE, "威迫"),
        (Protection("red"), "プロテクション（赤）"),
        (Protection("all colors"), "プロテクション（すべての色）"),
        (Protection("creatures"), "プロテクション（クリーチャー）"),
        (Protection("everything"), "プロテクション（すべて）"),
        (Protection("P2"), "プロテクション（P2）"),  # a player id is kept
        (Landwalk("swamp"), "沼渡り"),
        (Landwalk("nonbasic"), "基本でない土地渡り"),
        (Bushido(1), "武士道1"),
        (Rampage(2), "暴れ回り2"),
        (Afflict(3), "加虐3"),
        (Toxic(2), "毒性2"),
        (OtherKeyword("hexproof", "", "702.11"), "呪禁"),
        (
            Selector(compares=POWER_2, controller="you"),
            "あなたがコントロールするパワーが2以上のクリーチャー",
        ),
        (Selector(with_keywords=FLYING), "飛行を持つクリーチャー"),
        (Selector(without_keywords=FLYING), "飛行を持たないクリーチャー"),
        (Selector(not_colors=frozenset({"black"})), "黒でないクリーチャー"),
        (Selector(types=frozenset({"artifact", "creature"})), "アーティファクト・クリーチャー"),
        (Selector(tapped=True), "タップ状態のクリーチャー"),
        (Selector(color_count="multicolored"), "多色のクリーチャー"),
        (Selector(controller="defending"), "防御プレイヤーがコントロールするクリーチャー"),
        (
            Selector(compares=(Compare("power", ">", None),)),
            "これのパワーより大きいパワーを持つクリーチャー",
        ),
        (
            CantBeBlockedExceptBy(Selector(subtypes=frozenset({"wall"}))),
            "壁以外によってはブロックされない",
        ),
        (
            CantBeBlockedBy(Selector(compares=POWER_2)),
            "パワーが2以上のクリーチャーによってはブロックされない",
        ),
        (MinBlockers(2), "2体以上のクリーチャーによってしかブロックされない"),
        (MaxBlockers(1), "2体以上のクリーチャーによってはブロックされない"),
        (
            CantBlockUnless(YouControl(GOBLIN)),
            "あなたが他のゴブリンをコントロールしていない限りブロックできない",
        ),
        (
            CantBeBlockedWhile(Selector(types=frozenset({"land"}), subtypes=frozenset({"island"}))),
            "防御プレイヤーが島をコントロールしている限りブロックされない",
        ),
        (
            CantBlockSel(Selector(with_keywords=FLYING), source="lord"),
            "飛行を持つクリーチャーをブロックできない（lordによる）",
        ),
        (
            StaticEffect(Selector(controller="you", other=True), (Keyword.FLYING,), 1, 1),
            "あなたがコントロールする他のクリーチャー：+1/+1の修整を受ける；飛行を持つ",
        ),
        (PlayerEffect("you", frozenset({"everything"})), "あなた：プロテクション（すべて）を持つ"),
    ],
    ids=str,
)
def test_japanese_rendering_checked_by_hand(value: object, expected: str) -> None:
    assert describe_value(value, "ja") == expected


def test_unknown_value_types_fall_back_to_english_notation() -> None:
    @dataclasses.dataclass(frozen=True)
    class Newcomer:
        def __str__(self) -> str:
            return "can't block on Tuesdays"

    assert describe_value(Newcomer(), "ja") == "can't block on Tuesdays"
    assert describe_value(OtherKeyword("space sculptor"), "ja") == "space sculptor"


def test_japanese_keyword_names_are_cr_keywords() -> None:
    """The data file names only keywords the parser knows (no stray entries)."""
    known = set(keyword_table()) | {str(k) for k in Keyword}
    assert set(terms()["keywords"]) <= known


def test_english_effect_text_is_unchanged_with_a_board() -> None:
    sc = parse_scenario(
        _BOARD.format(
            extra='abilities = ["Creatures you control can\'t block creatures with flying."]'
        )
    )
    value = "cant_block_sel:creatures with flying"
    assert effect_change_text("rule", value, "en", sc.board) == "can't block creatures with flying"
    ja = effect_change_text("rule", value, "ja", sc.board)
    assert ja == "飛行を持つクリーチャーをブロックできない"


_BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "sneak"
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
blocking = ["sneak"]
keywords = ["haste"]
"""

_SELECTOR_BLOCK = _BOARD.format(
    extra='abilities = ["This creature can\'t be blocked by creatures with power 2 or greater."]'
)


def test_509_1b_selector_violation_message_in_japanese() -> None:
    sc = parse_scenario(_SELECTOR_BLOCK)
    v = Violation(
        "509.1b",
        "cant_be_blocked_by",
        ("sneak", "ogre"),
        (("selector", "creatures with power 2 or greater"),),
    )
    assert describe(v, "ja", board=sc.board) == (
        "sneakは「パワーが2以上のクリーチャー」によってはブロックされず、ogreはそれに当たる"
    )
    assert describe(v, "en", board=sc.board) == (
        'sneak can\'t be blocked by "creatures with power 2 or greater", and ogre is one of them'
    )
    assert describe(v, "ja") == (  # without the board: the notation as it is
        "sneakは「creatures with power 2 or greater」によってはブロックされず、ogreはそれに当たる"
    )


def test_509_1b_blocks_cli_selector_violation_in_japanese(tmp_path: Path) -> None:
    path = tmp_path / "sel.toml"
    path.write_text(_SELECTOR_BLOCK, encoding="utf-8")
    result = CliRunner().invoke(cli, ["blocks", str(path), "--lang", "ja"])
    assert result.exit_code == 1, result.output
    expected = "sneakは「パワーが2以上のクリーチャー」によってはブロックされず、ogreはそれに当たる"
    assert f"x 509.1b: {expected}" in result.output
    assert "注：ogreの「速攻」は攻撃クリーチャーの指定のときにだけ働く" in result.output
    english = CliRunner().invoke(cli, ["blocks", str(path), "--lang", "en"])
    assert (
        'x 509.1b: sneak can\'t be blocked by "creatures with power 2 or greater", '
        "and ogre is one of them" in english.output
    )
    assert 'note: ogre: "haste" counts only as attackers are declared' in english.output
    doc = json.loads(
        CliRunner().invoke(cli, ["blocks", str(path), "--lang", "ja", "--json"]).output
    )
    assert doc["violations"][0]["message"].startswith("sneakは「パワーが2以上のクリーチャー」")


def test_702_16_protection_and_landwalk_violations_in_japanese() -> None:
    sc = parse_scenario(_BOARD.format(extra='keywords = ["protection from red", "swampwalk"]'))
    prot = Violation("702.16f", "evasion_protection", ("sneak", "ogre"), (("quality", "red"),))
    assert (
        describe(prot, "ja", board=sc.board)
        == "sneakはプロテクション（赤）を持つため、ogreはブロックできない"
    )
    walk = Violation("702.14c", "evasion_landwalk", ("sneak", "ogre"), (("land", "swamp"),))
    assert describe(walk, "ja") == (
        "sneakは沼渡りを持ち、防御プレイヤーが沼をコントロールしているため、ogreはブロックできない"
    )


def test_613_resolve_effect_lines_in_japanese(tmp_path: Path) -> None:
    extra = (
        'abilities = ["Creatures your opponents control can\'t block creatures with flying.", '
        '"Flying"]'
    )
    path = tmp_path / "fx.toml"
    path.write_text(
        _BOARD.format(extra=extra).replace('blocking = ["sneak"]\n', ""), encoding="utf-8"
    )
    ja = CliRunner().invoke(cli, ["resolve", str(path), "--lang", "ja", "--auto"])
    assert ja.exit_code == 0, ja.output
    assert "sneak→ogre：飛行を持つクリーチャーをブロックできない" in ja.output
    en = CliRunner().invoke(cli, ["resolve", str(path), "--lang", "en", "--auto"])
    assert "sneak -> ogre: can't block creatures with flying" in en.output


def test_parse_command_prints_values_in_japanese() -> None:
    sentence = "This creature can't be blocked except by Walls."
    ja = CliRunner().invoke(cli, ["parse", sentence, "--lang", "ja"])
    assert ja.output.splitlines() == ["モデル化済み：", "  壁以外によってはブロックされない"]
    en = CliRunner().invoke(cli, ["parse", sentence, "--lang", "en"])
    assert en.output.splitlines()[1] == "  can't be blocked except by wall creatures"


def test_cards_show_in_japanese_names_types_colors_keywords_and_facts() -> None:
    ja = CliRunner().invoke(cli, ["cards", "show", "Tatterkite", "--lang", "ja"])
    assert ja.exit_code == 0, ja.output
    lines = ja.output.splitlines()
    assert "  アーティファクト・クリーチャー — カカシ" in lines
    assert "  キーワード能力：飛行" in lines
    assert "      = カウンターを置かれない" in lines
    en = CliRunner().invoke(cli, ["cards", "show", "Tatterkite", "--lang", "en"])
    assert en.output.splitlines()[1:5] == [
        "  artifact creature - scarecrow",
        "  2/1",
        "  keywords: flying",
        "  text:",
    ]
    angel = CliRunner().invoke(cli, ["cards", "show", "Serra Angel", "--lang", "ja"])
    assert "  色：白" in angel.output.splitlines()
    assert "  キーワード能力：飛行、警戒" in angel.output.splitlines()


@pytest.mark.parametrize("name", sorted(keyword_table()))
def test_702_every_printed_keyword_renders_in_japanese_or_keeps_its_english_name(
    name: str,
) -> None:
    """Each CR 702 keyword the parser accepts: its Japanese name where the
    data file has one (no English word left), else exactly its English form."""
    info = keyword_table()[name]
    parameter = {
        "number": " 2",
        "cost": " {2}",
        "quality": " from red",
        "text": " creature",
    }.get(info.parameter, "")
    printed = "swampwalk" if name == "landwalk" else name + parameter
    values = parse_keywords(printed)
    assert values, printed
    for value in values:
        ja = describe_value(value, "ja")
        if not isinstance(value, OtherKeyword):
            assert not LATIN.search(ja), (printed, ja)
        elif value.name in terms()["keywords"]:  # the Japanese name, then the parameter
            assert ja.startswith(terms()["keywords"][value.name]), (printed, ja)
            assert not LATIN.search(ja), (printed, ja)
        else:
            assert ja == str(value), (printed, ja)


def test_parse_flags_and_player_effects_in_japanese() -> None:
    """The parser's flags (a permanent's own combat facts) are rendered by
    name; players' effects by who and what."""
    extra = CliRunner().invoke(
        cli,
        ["parse", "This creature can block an additional creature each combat.", "--lang", "ja"],
    )
    assert extra.output.splitlines()[1] == "  各戦闘で追加で1体のクリーチャーをブロックできる"
    floor = CliRunner().invoke(
        cli, ["parse", "Damage can't reduce your life total below 1.", "--lang", "ja"]
    )
    assert floor.output.splitlines()[1] == "  あなた：ダメージによってライフが1未満にならない"


@pytest.mark.parametrize(
    ("notation", "expected"),
    [
        ("flying", "飛行"),
        ("bushido 2", "武士道2"),
        ("hexproof from black", "黒からの呪禁"),
        ("ward {2}", "護法{2}"),
        ("protection from red and from blue", "プロテクション（赤）、プロテクション（青）"),
        ("forestwalk", "森渡り"),
        ("space sculptor", "space sculptor"),  # no certain Japanese name: kept
    ],
)
def test_ability_name_from_notation(notation: str, expected: str) -> None:
    """Effects report a gained keyword by its notation (has flying)."""
    assert ability_name(notation, "ja") == expected
    assert ability_name(notation, "en") == notation
    assert effect_change_text("ability", notation, "ja") == f"{expected}を持つ"


# ---------------------------------------------------------------------------
# Block triggers (509.3 now, 509.5 in 2023), board conditions and counts
# (604.2, 611.3a, 613.4a), and the selector fields they brought
# ---------------------------------------------------------------------------

_BLOCKS: tuple[TriggerEvent, ...] = ("blocks",)
_BECOMES_BLOCKED: tuple[TriggerEvent, ...] = ("becomes_blocked",)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        # selectors: Auras and Equipment (303.4, 301.5), "with flying or reach", counters
        (Selector(host=True), "これがつけられているクリーチャー"),
        (
            Selector(types=frozenset({"enchantment"}), subtypes=frozenset({"aura"}), attached=True),
            "これにつけられているオーラ",
        ),
        (
            Selector(with_any_keywords=frozenset({Keyword.FLYING, Keyword.REACH})),
            "到達か飛行を持つクリーチャー",
        ),
        (
            Selector(counter="+1/+1", controller="you"),
            "あなたがコントロールする+1/+1カウンターが置かれているクリーチャー",
        ),
        # conditions
        (
            PermanentCount(ARTIFACTS, ">=", 3),
            "あなたがアーティファクトを3つ以上コントロールしている",
        ),
        (
            PermanentCount(
                Selector(
                    types=frozenset({"land"}), subtypes=frozenset({"plains"}), controller="you"
                )
            ),
            "あなたが平地をコントロールしている",
        ),
        (
            PermanentCount(Selector(controller="you", other=True), "==", 0),
            "あなたが他のクリーチャーをコントロールしていない",
        ),
        (
            PermanentCount(Selector(types=frozenset({"enchantment"}), attached=True)),
            "これがエンチャントされている",
        ),
        (
            PermanentCount(Selector(controller="defending"), ">=", 2),
            "防御プレイヤーがクリーチャーを2体以上コントロールしている",
        ),
        (SourceIs(Selector(types=frozenset(), tapped=False)), "これがアンタップ状態である"),
        (SourceIs(Selector(types=frozenset(), role="attacking")), "これが攻撃している"),
        (
            SourceIs(Selector(types=frozenset(), tapped=True, role="attacking")),
            "これがタップ状態で攻撃している",
        ),
        (
            SourceIs(Selector(types=frozenset(), counter="+1/+1")),
            "これの上に+1/+1カウンターが置かれている",
        ),
        (LifeTotal("you", ">=", 30), "あなたのライフが30点以上である"),
        (LifeTotal("opponent", "<=", 10), "いずれかの対戦相手のライフが10点以下である"),
        (CardsIn("graveyard", ">=", 7), "あなたの墓地にカードが7枚以上ある"),
        (CardsIn("hand", "==", 0), "あなたの手札にカードがない"),
        # counts
        (
            Count(Selector(types=frozenset({"land"}), controller="you")),
            "あなたがコントロールする土地の数",
        ),
        (CardCount("hand"), "あなたの手札にあるカードの枚数"),
        (
            CardCount("graveyard", "each", 1),
            "すべてのプレイヤーの墓地にあるカードの総数に1を足した数",
        ),
        # static effects with the new fields
        (
            StaticEffect(
                Selector(controller="you", other=True),
                power=1,
                toughness=1,
                condition=PermanentCount(ARTIFACTS, ">=", 3),
            ),
            "あなたがアーティファクトを3つ以上コントロールしている限り、"
            "あなたがコントロールする他のクリーチャー：+1/+1の修整を受ける",
        ),
        (
            StaticEffect(Selector(ids=("~",), types=frozenset()), power=1, per=ARTIFACTS),
            "このパーマネント：あなたがコントロールするアーティファクト1つにつき+1/+0の修整を受ける",
        ),
        (
            StaticEffect(
                Selector(ids=("~",), types=frozenset()),
                power=-1,
                toughness=-1,
                per=CardCount("hand"),
            ),
            "このパーマネント：あなたの手札にあるカード1枚につき-1/-1の修整を受ける",
        ),
        (
            StaticEffect(
                Selector(ids=("~",), types=frozenset()),
                set_power=CardCount("hand"),
                set_toughness=CardCount("hand"),
            ),
            "このパーマネント：パワーとタフネスはそれぞれあなたの手札にあるカードの枚数に等しい",
        ),
        (
            StaticEffect(Selector(ids=("~",), types=frozenset()), set_power=Count(ARTIFACTS)),
            "このパーマネント：パワーはあなたがコントロールするアーティファクトの数に等しい",
        ),
        (
            StaticEffect(Selector(host=True), (Keyword.FLYING,), 2, 2),
            "これがつけられているクリーチャー：+2/+2の修整を受ける；飛行を持つ",
        ),
        # effects of block triggers, on their own ("it": the creature of the event)
        (PumpEffect("it", 0, 2), "それはターン終了時まで+0/+2の修整を受ける"),
        (
            PumpEffect("it", 1, 1, "blocker"),
            "それはターン終了時まで、それをブロックしているクリーチャー1体につき+1/+1の修整を受ける",
        ),
        (
            PumpEffect("other", -1, 0, "blocked"),
            "そのクリーチャーはターン終了時まで、それがブロックしているクリーチャー1体につき"
            "-1/-0の修整を受ける",
        ),
        (KeywordEffect(Keyword.FIRST_STRIKE), "それはターン終了時まで先制攻撃を得る"),
        (DamageEffect(1, "other"), "このパーマネントはそのクリーチャーに1点のダメージを与える"),
        (DamageEffect(2, "defending"), "このパーマネントは防御プレイヤーに2点のダメージを与える"),
        (DestroyEffect("other"), "そのクリーチャーを破壊する"),
        (LifeEffect(3), "あなたは3点のライフを得る"),
        (LifeEffect(-2, "defending"), "防御プレイヤーは2点のライフを失う"),
        (PoisonEffect(1), "防御プレイヤーは毒カウンターを1個得る"),
        (CounterEffect(1, target="other"), "そのクリーチャーの上に-1/-1カウンターを1個置く"),
        (
            PreventEffect(dealt_to=True),
            "このターン、それに与えられる戦闘ダメージをすべて軽減する",
        ),
        (PreventEffect(everything=True), "このターン、与えられるすべての戦闘ダメージを軽減する"),
        (RegenerateEffect(), "それを再生する"),
        (NoCombatDamageEffect(), "それはこのターン、戦闘ダメージを割り振らない"),
        (RemoveFromCombatEffect(untap=True), "それをアンタップし、戦闘から取り除く"),
        (RemoveFromCombatEffect(), "それを戦闘から取り除く"),
        (ReturnToHandEffect(), "それをオーナーの手札に戻す"),
        (SacrificeEffect(), "それを生け贄に捧げる"),
        (DrawEffect(1), "あなたはカードを1枚引く"),
        (RecordedEffect("draw a card"), "カードに書かれた効果（記録のみで、解決はしない）"),
        (DestroyEffect(at_end_of_combat=True), "戦闘終了時にそのクリーチャーを破壊する"),
        (ColorEffect(frozenset({"green"})), "そのクリーチャーは緑になる"),
        (LifeTotalEffect(1), "防御プレイヤーのライフ総量は1になる"),
        (
            DamageEffect(2, "each", target_filter=Selector(role="attacking or blocking")),
            "このパーマネントは各攻撃しているかブロックしているクリーチャーに2点のダメージを与える",
        ),
        (
            DamageEffect(0, "target", by_power=True, target_filter=Selector()),
            "このパーマネントはクリーチャー1体を対象とし、それに自身のパワーに等しい点数のダメージを与える",
        ),
        (DamageEffect(1, "target"), "このパーマネントは1つを対象とし、それに1点のダメージを与える"),
        (
            BlockTrigger(_BLOCKS, (LifeEffect(4),), optional=True),
            "このクリーチャーがブロックするたび、あなたは次を行ってもよい：あなたは4点のライフを得る",
        ),
        (
            BlockTrigger(
                ("unblocked",),
                (DrawEffect(1), NoCombatDamageEffect()),
                optional=True,
                if_you_do=True,
            ),
            "このクリーチャーが攻撃してブロックされないたび、あなたは次を行ってもよい："
            "あなたはカードを1枚引く。そうしたなら、これはこのターン、戦闘ダメージを割り振らない",
        ),
        (
            BlockTrigger(_BLOCKS, (KeywordEffect(Keyword.FIRST_STRIKE),), at_least=2),
            "このクリーチャーが2体以上のクリーチャーをブロックするたび、これはターン終了時まで先制攻撃を得る",
        ),
        # whole triggers: "it" is this creature (これ) when the event is its own
        (
            BlockTrigger(_BLOCKS, (PumpEffect("it", 0, 2),)),
            "このクリーチャーがブロックするたび、これはターン終了時まで+0/+2の修整を受ける",
        ),
        (
            BlockTrigger(_BECOMES_BLOCKED, (PumpEffect("it", 1, 1),)),
            "このクリーチャーがブロックされた状態になるたび、これはターン終了時まで+1/+1の修整を受ける",
        ),
        (
            BlockTrigger(("blocks", "becomes_blocked"), (PumpEffect("it", 2, 2),)),
            "このクリーチャーがブロックするかブロックされた状態になるたび、"
            "これはターン終了時まで+2/+2の修整を受ける",
        ),
        (
            BlockTrigger(("blocks_creature", "becomes_blocked_by"), (DamageEffect(1, "other"),)),
            "このクリーチャーがクリーチャー1体をブロックするかクリーチャー1体にブロックされた状態に"
            "なるたび、これはそのクリーチャーに1点のダメージを与える",
        ),
        (
            BlockTrigger(
                ("becomes_blocked_by",),
                (DestroyEffect("other", regenerate=False),),
                other=Selector(colors=frozenset({"green"})),
            ),
            "このクリーチャーが緑のクリーチャー1体にブロックされた状態になるたび、"
            "そのクリーチャーを破壊する。それは再生できない",
        ),
        (
            BlockTrigger(_BLOCKS, (LifeEffect(3),)),
            "このクリーチャーがブロックするたび、あなたは3点のライフを得る",
        ),
        (
            BlockTrigger(("unblocked",), (PoisonEffect(1),)),
            "このクリーチャーが攻撃してブロックされないたび、防御プレイヤーは毒カウンターを1個得る",
        ),
        (
            BlockTrigger(
                _BECOMES_BLOCKED,
                (PumpEffect("it", 0, 5),),
                subject=Selector(controller="you"),
            ),
            "あなたがコントロールするクリーチャー1体がブロックされた状態になるたび、"
            "それはターン終了時まで+0/+5の修整を受ける",
        ),
    ],
    ids=str,
)
def test_japanese_rendering_of_triggers_conditions_and_counts_checked_by_hand(
    value: object, expected: str
) -> None:
    assert describe_value(value, "ja") == expected


@pytest.mark.parametrize(
    ("host", "expected"),
    [
        ("enchanted", "エンチャントされているクリーチャー：+2/+2の修整を受ける"),
        ("equipped", "装備しているクリーチャー：+2/+2の修整を受ける"),
        ("", "これがつけられているクリーチャー：+2/+2の修整を受ける"),
    ],
)
def test_303_4_301_5_host_as_printed_on_auras_and_equipment(host: str, expected: str) -> None:
    static = StaticEffect(Selector(host=True), power=2, toughness=2)
    assert describe_value(static, "ja", host=host) == expected
    assert describe_value(static, "en", host=host) == str(static)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (
            BlockTrigger(_BLOCKS, (PumpEffect("it", 0, 2),)),
            "whenever this creature blocks, it gets +0/+2 until end of turn",
        ),
        (
            PumpEffect("it", 1, 1, "blocker_beyond_first"),
            "it gets +1/+1 until end of turn for each creature blocking it beyond the first",
        ),
        (
            KeywordEffect(Keyword.FIRST_STRIKE, "other", lose=True),
            "that creature loses first strike until end of turn",
        ),
        (LifeEffect(-2, "defending"), "defending player loses 2 life"),
        (DamageEffect(1, "other"), "this permanent deals 1 damage to that creature"),
        (PermanentCount(ARTIFACTS, ">=", 3), "you control 3 or more artifacts"),
        (CardsIn("hand", "==", 0), "you have no cards in your hand"),
        (LifeTotal("you", ">=", 30), "you have 30 or more life"),
        (Count(ARTIFACTS, 1), "1 plus the number of artifacts you control"),
        (CardCount("hand"), "the number of cards in your hand"),
        (
            StaticEffect(
                Selector(controller="you", other=True),
                power=1,
                toughness=1,
                condition=PermanentCount(ARTIFACTS, ">=", 3),
            ),
            "other creatures you control: get +1/+1 as long as you control 3 or more artifacts",
        ),
    ],
    ids=str,
)
def test_english_notation_of_triggers_conditions_and_counts(value: object, expected: str) -> None:
    assert str(value) == expected
    assert describe_value(value, "en") == expected


_TRIGGER_BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "orc"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "wall"
controller = "B"
power = 0
toughness = 2
blocking = ["orc"]
abilities = ["Whenever this creature blocks, it gets +0/+2 until end of turn."]
"""


def test_509_3a_resolve_block_trigger_in_japanese(tmp_path: Path) -> None:
    """The trigger event names the ability in Japanese, and its effect follows
    with its own rule (613.4c); the wall survives 3 damage as a 0/4."""
    path = tmp_path / "wall.toml"
    path.write_text(_TRIGGER_BOARD, encoding="utf-8")
    ja = CliRunner().invoke(cli, ["resolve", str(path), "--lang", "ja"])
    assert ja.exit_code == 0, ja.output
    lines = [line.strip() for line in ja.output.splitlines()]
    assert (
        "509.3a  wallがブロックしたため、wallの誘発型能力が解決される"
        "（このクリーチャーがブロックするたび、これはターン終了時まで+0/+2の修整を受ける）"
    ) in lines
    assert "613.4c  wallはターン終了時まで+0/+2の修整を受ける（wallの能力）" in lines
    assert "wall：戦場、ダメージ3点" in lines
    en = CliRunner().invoke(cli, ["resolve", str(path), "--lang", "en"])
    assert (
        "509.3a  wall blocks: the triggered ability of wall resolves "
        "(whenever this creature blocks, it gets +0/+2 until end of turn)"
    ) in [line.strip() for line in en.output.splitlines()]
    parsed = CliRunner().invoke(
        cli,
        [
            "parse",
            "Whenever this creature blocks, it gets +0/+2 until end of turn.",
            "--lang",
            "ja",
        ],
    )
    assert parsed.output.splitlines()[1] == (
        "  このクリーチャーがブロックするたび、これはターン終了時まで+0/+2の修整を受ける"
    )


_CONDITION_BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "orc"
controller = "A"
power = 3
toughness = 3
attacking = "B"
[[permanents]]
id = "ogre"
controller = "B"
power = 3
toughness = 4
blocking = ["orc"]
[[permanents]]
id = "smith"
controller = "A"
types = ["artifact", "creature"]
power = 1
toughness = 1
abilities = ["Other creatures you control get +1/+1 as long as you control {count} artifacts."]
{more}
"""

_MORE_ARTIFACTS = """
[[permanents]]
id = "relic1"
controller = "A"
types = ["artifact"]
[[permanents]]
id = "relic2"
controller = "A"
types = ["artifact"]
"""

_CONDITIONAL = (
    "Other creatures you control get +1/+1 as long as you control three or more artifacts."
)


def test_613_conditional_static_in_japanese(tmp_path: Path) -> None:
    """ "As long as you control three or more artifacts" (metalcraft): with
    three the effect is in force and the Japanese effect line says so; with
    one it is not, and the ogre survives."""
    path = tmp_path / "metal.toml"
    path.write_text(
        _CONDITION_BOARD.format(count="three or more", more=_MORE_ARTIFACTS), encoding="utf-8"
    )
    ja = CliRunner().invoke(cli, ["resolve", str(path), "--lang", "ja"])
    assert ja.exit_code == 0, ja.output
    assert "  smith→orc：+1/+1の修整を受ける（613.4c）" in ja.output.splitlines()
    assert "  ogre：墓地、ダメージ4点" in ja.output.splitlines()
    path.write_text(_CONDITION_BOARD.format(count="three or more", more=""), encoding="utf-8")
    off = CliRunner().invoke(cli, ["resolve", str(path), "--lang", "ja"])
    assert "smith→orc" not in off.output
    assert "  ogre：戦場、ダメージ3点" in off.output.splitlines()
    parsed = CliRunner().invoke(cli, ["parse", _CONDITIONAL, "--lang", "ja"])
    assert parsed.output.splitlines() == [
        "モデル化済み：",
        "  あなたがアーティファクトを3つ以上コントロールしている限り、"
        "あなたがコントロールする他のクリーチャー：+1/+1の修整を受ける",
    ]
    english = CliRunner().invoke(cli, ["parse", _CONDITIONAL, "--lang", "en"])
    assert english.output.splitlines()[1] == (
        "  other creatures you control: get +1/+1 as long as you control 3 or more artifacts"
    )


def test_303_4_parse_names_the_aura_host_in_japanese() -> None:
    aura = CliRunner().invoke(
        cli, ["parse", "Enchanted creature gets +2/+2 and has flying.", "--lang", "ja"]
    )
    assert aura.output.splitlines()[1] == (
        "  エンチャントされているクリーチャー：+2/+2の修整を受ける；飛行を持つ"
    )
    equipment = CliRunner().invoke(cli, ["parse", "Equipped creature gets +2/+0.", "--lang", "ja"])
    assert equipment.output.splitlines()[1] == "  装備しているクリーチャー：+2/+0の修整を受ける"


def test_701_37b_509_1a_japanese_monstrous_extra_blocks() -> None:
    from mtgcombat.text import parse_sentence  # noqa: PLC0415

    parsed = parse_sentence(
        "As long as ~ is monstrous, it has reach and can block an additional ninety-nine "
        "creatures each combat."
    )
    (effect,) = parsed.traits.statics
    ja = describe_value(effect, "ja")
    assert ja.startswith("これが怪物的である限り、")
    assert "追加で99体のクリーチャーをブロックできる" in ja
    assert "到達" in ja
