"""Ability values in Japanese (mtgcombat.notation) and their use in Japanese
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

from mtgcombat import abilities
from mtgcombat.abilities import (
    Afflict,
    AlsoBlock,
    BlockCost,
    BlocksEachCombat,
    BlocksSelEachCombat,
    Bushido,
    CanBlockOnly,
    CanBlockOnlyFlyers,
    CanBlockShadow,
    CantBeBlocked,
    CantBeBlockedBy,
    CantBeBlockedExceptBy,
    CantBeBlockedUnlessAllBlock,
    CantBeBlockedWhile,
    CantBlock,
    CantBlockAlone,
    CantBlockSel,
    CantBlockUnless,
    Compare,
    GreaterPowerAlsoBlocks,
    Keyword,
    Landwalk,
    Lure,
    MaxBlockers,
    MinBlockers,
    MustBeBlocked,
    MustBeBlockedBy,
    MustBeBlockedByExactlyOne,
    MustBlock,
    OtherKeyword,
    PlayerEffect,
    PreventFrom,
    Protection,
    Rampage,
    Selector,
    StaticEffect,
    Toxic,
    YouControl,
    YourTurn,
)
from mtgcombat.cli import cli
from mtgcombat.messages import ability_name, describe, effect_change_text
from mtgcombat.notation import RENDERED_TYPES, describe_value, terms
from mtgcombat.scenario import parse_scenario
from mtgcombat.text.keywords import keyword_table, parse_keywords
from mtgcombat.verdict import Violation

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
)

# One example of every value type of mtgcombat.abilities, each with all its
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
}

# values of the long-tail card forms
EXAMPLES[YourTurn] = YourTurn(False)
EXAMPLES[CanBlockShadow] = CanBlockShadow()
EXAMPLES[PreventFrom] = PreventFrom(
    Selector(relation="blocking_it", supertypes=frozenset({"legendary"})), noncombat=True
)


def _value_classes() -> list[type]:
    """Every ability value class abilities.py defines (frozen dataclasses)."""
    return [
        cls
        for _, cls in inspect.getmembers(abilities, inspect.isclass)
        if cls.__module__ == abilities.__name__ and dataclasses.is_dataclass(cls)
    ]


def test_every_ability_value_class_is_covered() -> None:
    """A new value class in abilities.py shows up here: it needs a Japanese
    rendering (until then describe_value falls back to its English notation)."""
    classes = set(_value_classes())
    assert classes == set(EXAMPLES), sorted(c.__name__ for c in classes ^ set(EXAMPLES))
    assert classes | {Keyword} <= RENDERED_TYPES


@pytest.mark.parametrize("value", list(EXAMPLES.values()), ids=lambda v: type(v).__name__)
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
    assert "注：ogreの「速攻」はブロックにも戦闘ダメージにも影響しない" in result.output
    english = CliRunner().invoke(cli, ["blocks", str(path), "--lang", "en"])
    assert (
        'x 509.1b: sneak can\'t be blocked by "creatures with power 2 or greater", '
        "and ogre is one of them" in english.output
    )
    assert 'note: ogre: "haste" has no effect on blocks or combat damage' in english.output
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
    assert "  カウンターを置かれない" in lines
    en = CliRunner().invoke(cli, ["cards", "show", "Tatterkite", "--lang", "en"])
    assert en.output.splitlines()[1:5] == [
        "  artifact creature - scarecrow",
        "  2/1",
        "  keywords: flying",
        "  cant_have_counters",
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
