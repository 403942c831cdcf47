"""The Python API checks what it is built from, as the scenario loader does
(issue 14): names for enums, lists for tuples, a Board checked when built with
the loader's own checks (one place: mtgcombat.core.validation), a trusted
constructor that skips them, and a KeyError naming any id the board lacks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from mtgcombat import (
    Board,
    CardType,
    Keyword,
    Package,
    Permanent,
    Player,
    Zone,
    add_block,
    assigns_in_step,
    block_options,
    check_state_based_actions,
    damage_plan,
    deal_combat_damage,
    default_assignment,
    default_package,
    insert_positions,
    is_legal,
    is_legal_blocks,
    legal_assignments,
    order_problems,
    remove_from_combat,
    resolve_combat,
    resolve_step,
)
from mtgcombat.core.model import Counters, TriggerChoices
from mtgcombat.core.validation import KEYWORD_NAMES, BoardError, keyword
from mtgcombat.rules.blocks import BlockDeclaration
from mtgcombat.scenario.load import ScenarioError, parse_scenario

PLAYERS = (Player("A"), Player("B"))

# Permanent as an untyped caller sees it: names where the fields' types say enums
LOOSE: Any = Permanent


def gorger_board() -> Board:
    return Board(
        players=PLAYERS,
        permanents=(
            Permanent(id="gorger", controller="A", power=5, toughness=6, attacking="B"),
            Permanent(id="elf", controller="B", power=1, toughness=1, blocking=("gorger",)),
            Permanent(id="guard", controller="B", power=2, toughness=6, blocking=("gorger",)),
            Permanent(id="wall", controller="B", power=0, toughness=4),
        ),
        active_player="A",
    )


# -- names for enums (702 keywords, card types, zones) ----------------------


@pytest.mark.parametrize(
    ("name", "member"),
    [
        ("trample", Keyword.TRAMPLE),
        ("Trample", Keyword.TRAMPLE),
        ("first strike", Keyword.FIRST_STRIKE),
        ("first-strike", Keyword.FIRST_STRIKE),
        ("first_strike", Keyword.FIRST_STRIKE),
        ("double strike", Keyword.DOUBLE_STRIKE),
        ("trample over planeswalkers", Keyword.TRAMPLE_OVER_PLANESWALKERS),
    ],
)
def test_702_a_keyword_by_name_is_the_member(name: str, member: Keyword) -> None:
    by_name = LOOSE(id="a", controller="A", power=2, toughness=2, abilities=frozenset({name}))
    assert by_name.abilities == frozenset({member})
    assert by_name == Permanent(
        id="a", controller="A", power=2, toughness=2, abilities=frozenset({member})
    )


def test_702_every_keyword_has_its_name() -> None:
    assert {keyword(k.value) for k in Keyword} == set(Keyword)
    assert set(KEYWORD_NAMES.values()) == set(Keyword)


def test_702_an_unknown_keyword_name_is_a_value_error_listing_the_names() -> None:
    with pytest.raises(ValueError, match=r"unknown keyword 'trampel'.*first strike.*trample"):
        LOOSE(id="a", controller="A", abilities=frozenset({"trampel"}))
    with pytest.raises(BoardError) as info:
        Permanent(id="a", controller="A", keywords=["flyin"])
    assert info.value.permanent == "a"
    assert info.value.field == "keywords"


def test_702_keywords_is_the_files_name_and_the_apis_too() -> None:
    """`keywords` in a scenario file, `keywords=` or `abilities=` in Python."""
    both = Permanent(
        id="a", controller="A", keywords=["flying"], abilities=frozenset({Keyword.REACH})
    )
    assert both.abilities == {Keyword.FLYING, Keyword.REACH}
    toml = parse_scenario(
        'active_player = "A"\n[players.A]\n[players.B]\n[[permanents]]\nid = "a"\n'
        'controller = "A"\ntoughness = 1\nkeywords = ["flying", "reach"]\n'
    )
    assert toml.board.permanent("a").abilities == both.abilities
    as_abilities = parse_scenario(
        'active_player = "A"\n[players.A]\n[players.B]\n[[permanents]]\nid = "a"\n'
        'controller = "A"\ntoughness = 1\nabilities = ["flying", "reach"]\n'
    )
    assert as_abilities.board.permanent("a").abilities == both.abilities


def test_card_types_and_zones_by_name() -> None:
    perm = LOOSE(
        id="a", controller="A", types=["Artifact", "creature"], zone="graveyard", toughness=1
    )
    assert perm.types == {CardType.ARTIFACT, CardType.CREATURE}
    assert perm.zone is Zone.GRAVEYARD
    with pytest.raises(ValueError, match="unknown card type 'sorcery'"):
        LOOSE(id="a", controller="A", types=["sorcery"])
    with pytest.raises(ValueError, match="unknown zone 'sideboard'"):
        LOOSE(id="a", controller="A", zone="sideboard")


def test_105_1_colors_are_the_five_colors() -> None:
    colors: Any = {"Green"}
    assert Permanent(id="a", controller="A", colors=colors).colors == {"green"}
    with pytest.raises(ValueError, match=r"colors: unknown color 'purple'.*\(105\.1\)"):
        Permanent(id="a", controller="A", colors=frozenset({"purple"}))


# -- lists become tuples ------------------------------------------------------


def test_lists_become_tuples_and_sets_frozensets() -> None:
    perm = LOOSE(
        id="a",
        controller="B",
        blocking=["x"],
        subtypes={"elf"},
        abilities=[Keyword.FLYING],
        choices=TriggerChoices(targets=["x"]),  # type: ignore[arg-type]
    )
    assert perm.blocking == ("x",)
    assert perm.subtypes == frozenset({"elf"})
    assert perm.choices.targets == ("x",)
    same = Permanent(
        id="a",
        controller="B",
        blocking=("x",),
        subtypes=frozenset({"elf"}),
        abilities=frozenset({Keyword.FLYING}),
        choices=TriggerChoices(targets=("x",)),
    )
    assert perm == same and hash(perm) == hash(same)
    board = Board(players=list(PLAYERS), permanents=[], active_player="A")  # type: ignore[arg-type]
    assert board.players == PLAYERS
    assert hash(board.players)


def test_one_string_is_no_list_of_ids() -> None:
    with pytest.raises(ValueError, match="blocking: a list of blocking, not one string 'x'"):
        LOOSE(id="a", controller="B", blocking="x")


# -- numbers in range ----------------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "field", "rule"),
    [
        ({"toughness": -1}, "toughness", "208.1"),
        ({"damage": -2}, "damage", "120.6"),
        ({"prevent_next": -1}, "prevent_next", "107.1b"),
        ({"toxic": -1}, "toxic", "702.164"),
        ({"mana_value": -3}, "mana_value", "202.3"),
        ({"counters": Counters(loyalty=-1)}, "counters.loyalty", "306.5b"),
        ({"counters": Counters(other=(("Bad!", 1),))}, "counters.Bad!", "122.1"),
        ({"types": frozenset()}, "types", "110.4"),
    ],
)
def test_a_number_out_of_range_names_permanent_field_and_rule(
    changes: dict[str, Any], field: str, rule: str
) -> None:
    with pytest.raises(BoardError) as info:
        Permanent(id="bear", controller="A", **changes)
    assert (info.value.permanent, info.value.field, info.value.rule) == ("bear", field, rule)
    assert str(info.value).startswith(f'permanent "bear", {field}: ')
    assert str(info.value).endswith(f"({rule})")


def test_122_1f_a_player_with_negative_poison_is_refused() -> None:
    with pytest.raises(ValueError, match=r"players\.B\.poison: must be 0 or more.*\(122\.1f\)"):
        Player("B", poison=-1)


# -- a board is checked as the scenario loader checks a file -------------------

TOML_HEAD = 'active_player = "A"\n[players.A]\n[players.B]\n'


def toml_of(*perms: str) -> str:
    return TOML_HEAD + "".join(f"[[permanents]]\n{p}\n" for p in perms)


BEAR = 'id = "bear"\ncontroller = "A"\npower = 2\ntoughness = 2\nattacking = "B"'
ELF = 'id = "elf"\ncontroller = "B"\npower = 1\ntoughness = 1'


def bear(**changes: Any) -> Permanent:
    return Permanent(
        **{"id": "bear", "controller": "A", "power": 2, "toughness": 2, "attacking": "B", **changes}
    )


def elf(**changes: Any) -> Permanent:
    return Permanent(**{"id": "elf", "controller": "B", "power": 1, "toughness": 1, **changes})


# Each case: the permanents in Python, the same in a file, and the field,
# the problem's key and the rule both must report.
BAD_BOARDS: list[tuple[str, Callable[[], tuple[Permanent, ...]], str, str, str, str | None]] = [
    (
        "blocks a creature that does not exist (509.1a)",
        lambda: (bear(), elf(blocking=("ghost",))),
        toml_of(BEAR, ELF + '\nblocking = ["ghost"]'),
        'permanents[1] "elf".blocking',
        "not_attacking_creature",
        "509.1a",
    ),
    (
        "blocks an attacker twice (509.1a)",
        lambda: (bear(), elf(blocking=("bear", "bear"))),
        toml_of(BEAR, ELF + '\nblocking = ["bear", "bear"]'),
        'permanents[1] "elf".blocking',
        "attacker_listed_twice",
        "509.1a",
    ),
    (
        "the active player's creature blocks (509.1a)",
        lambda: (bear(), elf(controller="A", blocking=("bear",))),
        toml_of(BEAR, ELF.replace('"B"', '"A"') + '\nblocking = ["bear"]'),
        'permanents[1] "elf".blocking',
        "active_does_not_block",
        "509.1a",
    ),
    (
        "the defending player's creature attacks (508.1a)",
        lambda: (bear(controller="B", attacking="A"),),
        toml_of(BEAR.replace('"A"', '"B"').replace('attacking = "B"', 'attacking = "A"')),
        'permanents[0] "bear".attacking',
        "only_active_attack",
        "508.1a",
    ),
    (
        "attacks a creature (506.2)",
        lambda: (bear(attacking="elf"), elf()),
        toml_of(BEAR.replace('attacking = "B"', 'attacking = "elf"'), ELF),
        'permanents[0] "bear".attacking',
        "not_planeswalker_or_battle",
        "506.2",
    ),
    (
        "two permanents with one id",
        lambda: (bear(), elf(id="bear")),
        toml_of(BEAR, ELF.replace('"elf"', '"bear"')),
        'permanents[1] "bear".id',
        "id_used",
        None,
    ),
    (
        "a controller that is no player",
        lambda: (elf(controller="Z"),),
        toml_of(ELF.replace('"B"', '"Z"')),
        'permanents[0] "elf".controller',
        "not_player_id",
        None,
    ),
    (
        "blocked without attacking (509.1h)",
        lambda: (elf(blocked=True),),
        toml_of(ELF + "\nblocked = true"),
        'permanents[0] "elf".blocked',
        "blocked_not_attacking",
        "509.1h",
    ),
    (
        "blocks if able an attacker that does not exist (509.1c)",
        lambda: (
            bear(),
            elf(
                block_rules=frozenset(
                    {__import__("mtgcombat.core.abilities").core.abilities.MustBlock("x")}
                )
            ),
        ),
        toml_of(BEAR, ELF + '\nmust_block = ["x"]'),
        'permanents[1] "elf".must_block',
        "not_attacking_creature",
        "509.1c",
    ),
    (
        "a band of a creature not attacking (702.22c)",
        lambda: (elf(band="x"),),
        toml_of(ELF + '\nband = "x"'),
        'permanents[0] "elf".band',
        "band_not_attacking",
        "702.22c",
    ),
    (
        "attached to itself (301.5)",
        lambda: (elf(attached_to="elf"),),
        toml_of(ELF + '\nattached_to = "elf"'),
        'permanents[0] "elf".attached_to',
        "attached_to_itself",
        "301.5",
    ),
    (
        "a trigger's target that does not exist (603.3d)",
        lambda: (elf(choices=TriggerChoices(targets=("ghost",))),),
        toml_of(ELF + '\nchoices = { targets = ["ghost"] }'),
        'permanents[0] "elf".choices.targets[0]',
        "not_permanent_or_player_id",
        "603.3d",
    ),
]


@pytest.mark.parametrize(
    ("what", "perms", "toml", "path", "key", "rule"),
    BAD_BOARDS,
    ids=[case[0] for case in BAD_BOARDS],
)
def test_board_and_file_report_the_same_problem(
    what: str,
    perms: Callable[[], tuple[Permanent, ...]],
    toml: str,
    path: str,
    key: str,
    rule: str | None,
) -> None:
    """One check for both ways in: Board(...) and the scenario loader name
    the same field, problem and rule."""
    with pytest.raises(BoardError) as api:
        Board(players=PLAYERS, permanents=perms(), active_player="A")
    with pytest.raises(ScenarioError) as file:
        parse_scenario(toml, source="bad.toml")
    assert (api.value.key, api.value.rule) == (key, rule), what
    assert (file.value.key, file.value.rule, file.value.field_path) == (key, rule, path), what
    # the same words: the file's line is the API's message after its field
    assert str(api.value).split(": ", 1)[1] == str(file.value).split(": ", 2)[2]


def test_506_2_players_and_the_active_player() -> None:
    with pytest.raises(ValueError, match=r"at least two players \(506\.2\)"):
        Board(players=(Player("A"),), permanents=(), active_player="A")
    with pytest.raises(ValueError, match='active_player: "C" is not a player id'):
        Board(players=PLAYERS, permanents=(), active_player="C")
    with pytest.raises(ValueError, match='"A" is used by another player'):
        Board(players=(Player("A"), Player("A")), permanents=(), active_player="A")


def test_509_2_a_declared_order_is_checked_when_the_board_is_built() -> None:
    good = gorger_board()
    perms = good.permanents
    orders: Any = {"gorger": ["guard", "elf"]}
    assert Board(PLAYERS, perms, "A", orders=orders).orders == {"gorger": ("guard", "elf")}
    with pytest.raises(ValueError, match=r'orders\.gorger: the order leaves out "elf".*509\.2'):
        Board(PLAYERS, perms, "A", orders={"gorger": ("guard",)})
    with pytest.raises(ValueError, match=r'"wall" is neither attacking nor blocking'):
        Board(PLAYERS, perms, "A", orders={"wall": ()})


def test_trusted_builds_any_board_and_validate_checks_it_later() -> None:
    ghost_blocker = (elf(blocking=("ghost",)),)
    board = Board.trusted(PLAYERS, ghost_blocker, "A")
    assert board.permanents == ghost_blocker
    assert not board.is_valid()
    with pytest.raises(BoardError, match="ghost"):
        board.validate()
    good = gorger_board()
    same = Board.trusted(good.players, good.permanents, good.active_player)
    assert same == good and same.is_valid()
    assert resolve_combat(same, "current", auto=True) == resolve_combat(good, "current", auto=True)


def test_the_engines_own_boards_are_not_checked_again() -> None:
    """Boards the engine derives (a damage step's result) may hold what
    Board(...) refuses, such as an Aura on a creature in the graveyard;
    they are built by copying, never by Board(...)."""
    result = resolve_combat(gorger_board(), "current", auto=True)
    assert result.board.permanent("elf").zone is Zone.GRAVEYARD


# -- an unknown id is a KeyError with the id -----------------------------------


DECL = BlockDeclaration.parse
PKG = Package.parse
UNKNOWN_ID_CALLS: dict[str, Callable[[Board], object]] = {
    "legal_assignments": lambda b: legal_assignments(b, "nobody", "2023"),
    "default_assignment": lambda b: default_assignment(b, "nobody", "2023"),
    "damage_plan": lambda b: damage_plan(b, "nobody", "2023"),
    "assigns_in_step": lambda b: assigns_in_step(b, "nobody", "regular"),
    "default_package": lambda b: default_package(b, "2023", player="nobody"),
    "block_options": lambda b: block_options(b, "nobody"),
    "add_block (blocker)": lambda b: add_block(b, "nobody", "gorger", "2023"),
    "add_block (attacker)": lambda b: add_block(b, "wall", "nobody", "2023"),
    "remove_from_combat": lambda b: remove_from_combat(b, "nobody", "2023"),
    "insert_positions": lambda b: insert_positions(b, "nobody", "2023"),
    "order_problems (creature)": lambda b: order_problems(b, "nobody", ["elf"]),
    "order_problems (order)": lambda b: order_problems(b, "gorger", ["elf", "guard", "nobody"]),
    "is_legal (creature)": lambda b: is_legal(b, Package.parse("nobody: B=2"), "2023"),
    "is_legal (recipient)": lambda b: is_legal(b, Package.parse("gorger: nobody=5"), "2023"),
    "is_legal (player)": lambda b: is_legal(b, Package(), "2023", player="nobody"),
    "is_legal_blocks (blocker)": lambda b: is_legal_blocks(b, DECL("nobody: gorger")),
    "is_legal_blocks (attacker)": lambda b: is_legal_blocks(b, DECL("wall: nobody")),
    "deal_combat_damage": lambda b: deal_combat_damage(b, Package.parse("nobody: B=2")),
    "deal_combat_damage (shield order)": lambda b: deal_combat_damage(
        b, Package(), shield_order={"elf": ["nobody"]}
    ),
    "resolve_combat": lambda b: resolve_combat(b, "2023", {"regular": PKG("nobody: B=2")}),
    "resolve_combat (shield order)": lambda b: resolve_combat(
        b, "2023", auto=True, shield_order={"nobody": ["gorger"]}
    ),
    "resolve_step": lambda b: resolve_step(b, "2023", "regular", Package.parse("nobody: B=2")),
    "check_state_based_actions": lambda b: check_state_based_actions(
        b, "current", triggered={"nobody"}
    ),
}


@pytest.mark.parametrize("call", UNKNOWN_ID_CALLS.values(), ids=list(UNKNOWN_ID_CALLS))
def test_an_unknown_id_is_a_key_error_with_the_id(call: Callable[[Board], object]) -> None:
    """Never "nobody is neither attacking nor blocking, so it assigns no
    combat damage": an id the board lacks is a KeyError carrying it."""
    with pytest.raises(KeyError) as info:
        call(gorger_board())
    assert info.value.args == ("nobody",)
