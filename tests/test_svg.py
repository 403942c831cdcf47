"""Board pictures (issue 16): ``mtgcombat.svg.board`` and ``mtgcombat draw``.

Each picture must parse as XML, name every permanent, draw each attack (508.1)
and block (509.1), number the damage assignment orders under 2023 (509.2,
509.3) and, after combat damage, show each assignment's amount (510.1), the
deaths (704.5) and the players' life. The committed drawings under ``docs/``
must be what ``mtgcombat draw`` makes now.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from click.testing import CliRunner

from helpers import creature
from mtgcombat.cli import cli, load_scenario
from mtgcombat.core.model import Board, CardType, Counters, Permanent, Player
from mtgcombat.demo import examples_dir
from mtgcombat.svg import board

NS = "{http://www.w3.org/2000/svg}"
ROOT = Path(__file__).resolve().parent.parent
SEED = ROOT / "examples" / "510_1c_ex1_vastwood_gorger.toml"
ENGLISH = {"LANG": "C", "LC_ALL": None, "LC_MESSAGES": None}


def _parsed(picture: str) -> ET.Element:
    return ET.fromstring(picture)


def _labels(root: ET.Element, tag: str = "path") -> list[str]:
    return [node.get("aria-label", "") for node in root.iter(f"{NS}{tag}")]


def _titles(root: ET.Element) -> str:
    return "\n".join(node.text or "" for node in root.iter(f"{NS}title"))


def _tags(root: ET.Element) -> list[str]:
    tags = next(g for g in root.iter(f"{NS}g") if g.get("class") == "tags")
    return [t.text or "" for t in tags.iter(f"{NS}text")]


def _desc(root: ET.Element) -> str:
    found = root.find(f"{NS}desc")
    assert found is not None
    return found.text or ""


EXAMPLES = sorted(examples_dir().rglob("*.toml"))


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_every_example_parses_and_names_every_permanent(path: Path) -> None:
    """Before and after combat damage (510.1, 704), in both languages, every
    permanent's name is in the picture's titles."""
    scenario = load_scenario(path)
    for after in (False, True):
        for lang in ("en", "ja"):
            root = _parsed(board(scenario, lang=lang, after=after))
            assert root.get("role") == "img"
            titles = _titles(root)
            for perm in scenario.board.permanents:
                shown = f"《{perm.name_ja}》" if lang == "ja" and perm.name_ja else perm.name
                assert (shown or perm.id) in titles, (path.name, perm.id, lang, after)


def test_509_1_seed_blocks_and_508_1_attack_are_arrows() -> None:
    root = _parsed(board(load_scenario(SEED)))
    labels = _labels(root)
    assert "Vastwood Gorger attacks player B (508.1)" in labels
    assert "Pride Guardian blocks Vastwood Gorger (509.1)" in labels
    assert "Llanowar Elves blocks Vastwood Gorger (509.1)" in labels


def test_509_2_order_is_numbered_arrows_under_2023_only() -> None:
    scenario = load_scenario(SEED)
    root = _parsed(board(scenario, rules="2023"))
    labels = _labels(root)
    assert "1 in the damage assignment order of Vastwood Gorger: Pride Guardian" in labels
    assert "2 in the damage assignment order of Vastwood Gorger: Llanowar Elves" in labels
    assert _tags(root) == ["1", "2"]
    assert "damage assignment order of Vastwood Gorger: Pride Guardian, Llanowar Elves (509.2)" in (
        _desc(root)
    )
    current = _parsed(board(scenario, rules="current"))
    assert _tags(current) == []
    assert not any("order" in label for label in _labels(current))


def test_509_3_blocker_of_two_attackers_numbers_its_order() -> None:
    a = creature("a", "A", 2, 2, attacking="B")
    b = creature("b", "A", 2, 2, attacking="B")
    wall = creature("wall", "B", 0, 5, blocking=("a", "b"), can_block_additional=1)
    bd = Board(
        (Player("A"), Player("B")),
        (
            a,
            b,
            wall,
        ),
        "A",
        orders={"wall": ("b", "a")},
    )
    labels = _labels(_parsed(board(bd, rules="2023")))
    assert "wall blocks a (509.1), 2 in the damage assignment order of wall: a (509.3)" in labels
    assert "wall blocks b (509.1), 1 in the damage assignment order of wall: b (509.3)" in labels


def test_510_1_after_shows_amounts_deaths_and_life() -> None:
    root = _parsed(board(load_scenario(SEED), after=True))
    desc = _desc(root)
    assert "Vastwood Gorger assigns 3 damage to Pride Guardian (510.1)" in desc
    assert "Vastwood Gorger assigns 2 damage to Llanowar Elves (510.1)" in desc
    assert "Llanowar Elves assigns 1 damage to Vastwood Gorger (510.1)" in desc
    assert "Pride Guardian is put into the graveyard (704.5)" in desc
    # Pride Guardian's "whenever it blocks, you gain 3 life" (the declare blockers step)
    assert "player B: life 20 → 23" in desc
    assert sorted(_tags(root)) == ["1", "1", "2", "2", "3"]  # two order numbers, three amounts
    struck = [t.text for t in root.iter(f"{NS}text") if t.get("text-decoration")]
    assert struck == ["Pride Guardian", "Llanowar Elves"]


def test_702_19b_trample_amount_on_the_attack_arrow_and_first_strike_step() -> None:
    ogre = creature("ogre", "A", 6, 6, attacking="B", keywords=["trample", "first strike"])
    elf = creature("elf", "B", 1, 1, blocking=("ogre",))
    bd = Board(
        (Player("A"), Player("B")),
        (
            ogre,
            elf,
        ),
        "A",
    )
    root = _parsed(board(bd, after=True))
    desc = _desc(root)
    assert "ogre assigns 5 first-strike damage to player B (510.1)" in desc
    assert "player B: life 20 → 15" in desc
    assert "5 FS" in _tags(root)


def test_510_1e_illegal_assignment_deals_nothing_and_says_why(tmp_path: Path) -> None:
    text = SEED.read_text(encoding="utf-8").replace("guard = 3, elf = 2", "guard = 1, elf = 4")
    path = tmp_path / "illegal.toml"
    path.write_text(text, encoding="utf-8")
    root = _parsed(board(load_scenario(path), after=True))
    desc = _desc(root)
    assert "No damage dealt" in desc
    assert "510.1c" in desc
    assert not [t for t in root.iter(f"{NS}text") if t.get("text-decoration")]


def test_japanese_names_in_brackets_and_japanese_phrases() -> None:
    root = _parsed(board(load_scenario(SEED), lang="ja", after=True))
    desc = _desc(root)
    assert "《巨森を喰らうもの》がプレイヤーBを攻撃している（508.1）" in desc
    assert "《群れの護衛》が《巨森を喰らうもの》をブロックしている（509.1）" in desc
    assert "《群れの護衛》は墓地に置かれた（704.5）" in desc
    title = root.find(f"{NS}title")
    assert title is not None and title.text == "2023年版ルールの戦闘：戦闘ダメージの後"


def test_text_is_escaped_and_keywords_are_badges() -> None:
    odd = Permanent(
        id="x", controller="A", name='<Bad & "Odd">', power=2, toughness=2, attacking="B",
        keywords=["flying", "deathtouch"], counters=Counters(plus_one=2), damage=1,
    )  # fmt: skip
    walker = Permanent(
        id="pw", controller="B", name="Walker", types=frozenset({CardType.PLANESWALKER}),
        counters=Counters(loyalty=4),
    )  # fmt: skip
    picture = board(
        Board(
            (Player("A"), Player("B")),
            (
                odd,
                walker,
            ),
            "A",
        )
    )
    root = _parsed(picture)
    texts = [t.text for t in root.iter(f"{NS}text")]
    assert '<Bad & "Odd">' in texts
    assert {"flying", "deathtouch", "damage 1 +1/+1 ×2", "4/4", "loyalty 4"} <= set(texts)
    assert "&lt;Bad &amp;" in picture


def test_same_board_same_picture() -> None:
    scenario = load_scenario(SEED)
    assert board(scenario, after=True) == board(scenario, after=True)


@pytest.mark.parametrize("n", [1, 30])
def test_layout_of_1_to_30_creatures_a_side(n: int) -> None:
    """Attackers wrap into lanes of a few cards: the picture stays at most a
    few cards wide; every card is inside the view box."""
    perms = [creature(f"a{i}", "A", 2, 2, attacking="B") for i in range(n)]
    perms += [creature(f"b{i}", "B", 1, 1, blocking=(f"a{i}",)) for i in range(n)]
    root = _parsed(board(Board((Player("A"), Player("B")), tuple(perms), "A"), after=True))
    _, _, width, height = (float(v) for v in (root.get("viewBox") or "").split())
    assert width < 1300
    for rect in root.iter(f"{NS}rect"):
        assert float(rect.get("x", 0)) + float(rect.get("width", 0)) <= width
        assert float(rect.get("y", 0)) + float(rect.get("height", 0)) <= height
    ids = {g.get("id") for g in root.iter(f"{NS}g")}
    assert {f"card-a{i}" for i in range(n)} | {f"card-b{i}" for i in range(n)} <= ids


def test_draw_command_prints_what_board_draws(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["draw", str(SEED), "--after", "--lang", "ja"], env=ENGLISH)
    assert result.exit_code == 0
    assert result.output == board(load_scenario(SEED), lang="ja", after=True)
    out = tmp_path / "seed.svg"
    result = CliRunner().invoke(cli, ["draw", str(SEED), "-o", str(out)], env=ENGLISH)
    assert result.exit_code == 0 and result.output == ""
    assert out.read_text(encoding="utf-8") == board(load_scenario(SEED), lang="en")


def test_draw_bad_output_is_one_line_exit_2(tmp_path: Path) -> None:
    out = tmp_path / "no" / "such" / "dir.svg"
    result = CliRunner().invoke(cli, ["draw", str(SEED), "-o", str(out)], env=ENGLISH)
    assert result.exit_code == 2
    assert result.output.strip().count("\n") == 0
    assert "cannot write the file: No such file or directory" in result.output


def test_draw_bad_input_is_one_line_exit_2(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text('active_player = "Z"\n[players.A]\n', encoding="utf-8")
    result = CliRunner().invoke(cli, ["draw", str(path)], env=ENGLISH)
    assert result.exit_code == 2
    assert "Traceback" not in result.output
    assert result.output.strip().count("\n") == 0


@pytest.mark.parametrize("name, after", [("seed_before", False), ("seed_after", True)])
def test_docs_pictures_are_what_draw_makes_now(name: str, after: bool) -> None:
    """docs/*.svg are made by ``make pictures`` (``mtgcombat draw``); a change
    to the drawing regenerates them."""
    committed = (ROOT / "docs" / f"{name}.svg").read_text(encoding="utf-8")
    assert committed == board(load_scenario(SEED), lang="en", after=after)
    assert re.search(r"Vastwood Gorger", committed)


def test_508_1_battle_attacked_and_702_4_double_strike_in_both_steps() -> None:
    """A Siege attacked (508.1, 310.8) is drawn with its defense; an
    unblocked double striker's label shows both steps' damage (702.4b)."""
    siege = Permanent(
        id="siege", controller="A", name="Invasion of Test", types=frozenset({CardType.BATTLE}),
        counters=Counters(defense=5), protector="B", subtypes=frozenset({"Siege"}),
    )  # fmt: skip
    knight = creature("knight", "A", 2, 2, attacking="siege", keywords=["double strike"])
    bd = Board((Player("A"), Player("B")), (siege, knight), "A")
    root = _parsed(board(bd, after=True))
    assert "knight attacks Invasion of Test (508.1)" in _labels(root)
    texts = [t.text for t in root.iter(f"{NS}text")]
    assert "defense 1" in texts  # 5 - 2 - 2
    assert _tags(root) == ["2 FS + 2"]
    assert "knight assigns 2 first-strike damage + 2 damage to Invasion of Test (510.1)" in (
        _desc(root)
    )
