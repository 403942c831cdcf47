"""Card lines on attacking and blocking that were misfiled (issue 33, section 2):
attack triggers whose effect changes blocks (508.2a, 509.1b), unleash (702.98a),
"attacks each turn if able" (508.1d), "can attack as though it didn't have
defender" (702.3b) and costs to attack or block on a creature (508.1g-h,
509.1d). Each form: its parse, a rules test named by its rule with a
control, and its Japanese rendering."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli
from mtgcombat.core.abilities import (
    AttackCost,
    AttacksEachCombat,
    BlockCost,
    BlocksEachCombat,
    BlockTrigger,
    CanAttackDespiteDefender,
    CantBlockEffect,
    GroupKeywordEffect,
    Keyword,
    TapEffect,
)
from mtgcombat.core.attack_rules import CanAttackAsThoughHaste
from mtgcombat.core.events import CantBlockThisTurn
from mtgcombat.core.model import Board, CardType, Counters, Permanent, Player, TriggerChoices
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.attacks import AttackDeclaration, is_legal_attacks
from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks
from mtgcombat.rules.triggers import ChoiceError, declare_blockers_triggers
from mtgcombat.text import parse_sentence
from mtgcombat.text.keywords import parse_keywords

ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}


def _one(sentence: str) -> Any:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled", parsed
    (value,) = parsed.traits.values()
    return value


def _board(*perms: Permanent) -> Board:
    return Board((Player("A"), Player("B")), perms, "A")


def _bear(pid: str, controller: str = "B", **kw: object) -> Permanent:
    return Permanent(id=pid, controller=controller, power=2, toughness=2, **kw)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------
# attack triggers that change blocks (508.2a)
# ---------------------------------------------------------------------------

HEELCUTTER = "Whenever ~ attacks, target creature can't block this turn."
BATTALION = (
    "Battalion \u2014 Whenever ~ and at least two other creatures attack, "
    "target creature can't block this turn."
)
HERALD = "Whenever ~ attacks, attacking creatures gain flying and lifelink until end of turn."
HUMANS = "Whenever ~ attacks, each attacking Human gains flying until end of turn."
LOCKSMITH = "Whenever ~ attacks, creatures with defender can't block this turn."


@pytest.mark.parametrize(
    ("sentence", "effects"),
    [
        (HEELCUTTER, ("target", "creatures")),
        ("Whenever ~ attacks, target creature an opponent controls can't block this turn.", None),
        ("Whenever ~ attacks, creatures defending player controls can't block this turn.", None),
        (LOCKSMITH, ("each", "creatures with defender")),
        (HUMANS, ("flying",)),
        ("Whenever ~ attacks, attacking Humans you control gain flying until end of turn.", None),
    ],
)
def test_508_2a_attack_trigger_effects_on_blocks_parse(
    sentence: str, effects: tuple[str, ...] | None
) -> None:
    trigger = _one(sentence)
    assert trigger.events == ("attacks",)
    (effect,) = trigger.effects
    assert isinstance(effect, CantBlockEffect | GroupKeywordEffect)
    if effects is not None and isinstance(effect, CantBlockEffect):
        assert (effect.target, str(effect.target_filter)) == effects
    if effects is not None and isinstance(effect, GroupKeywordEffect):
        assert (str(effect.keyword),) == effects


def test_508_2a_battalion_head_and_two_keywords_parse() -> None:
    trigger = _one(BATTALION)
    assert trigger.at_least == 3
    assert "and at least 2 other creatures attack" in str(trigger)
    herald = _one(HERALD)
    assert [str(e.keyword) for e in herald.effects] == ["flying", "lifelink"]


def test_509_1b_attack_trigger_target_cant_block_this_turn() -> None:
    heel = Permanent(
        id="heel", controller="A", power=3, toughness=2, attacking="B",
        abilities=frozenset({_one(HEELCUTTER)}), choices=TriggerChoices(targets=("wall",)),
    )  # fmt: skip
    wall = _bear("wall")
    after, events = declare_attackers_triggers(_board(heel, wall), "current")
    assert [e for e in events if isinstance(e, CantBlockThisTurn)] == [
        CantBlockThisTurn("509.1b", "wall", "heel")
    ]
    verdict = is_legal_blocks(after, BlockDeclaration.parse("wall: heel"), "current")
    assert not verdict and [v.rule for v in verdict.violations] == ["509.1b"]
    # control: the creature not targeted still blocks
    other = _bear("other")
    after, _ = declare_attackers_triggers(_board(heel, wall, other), "current")
    assert is_legal_blocks(after, BlockDeclaration.parse("other: heel"), "current")


def test_603_3d_attack_trigger_target_missing_is_a_choice_error() -> None:
    heel = Permanent(
        id="heel", controller="A", power=3, toughness=2, attacking="B",
        abilities=frozenset({_one(HEELCUTTER)}),
    )  # fmt: skip
    with pytest.raises(ChoiceError):
        declare_attackers_triggers(_board(heel, _bear("wall")), "current")


def test_508_2a_battalion_triggers_only_with_two_other_attackers() -> None:
    striker = Permanent(
        id="striker", controller="A", power=2, toughness=1, attacking="B",
        abilities=frozenset({_one(BATTALION)}), choices=TriggerChoices(targets=("wall",)),
    )  # fmt: skip
    mates = [_bear(f"m{i}", "A", attacking="B") for i in range(2)]
    wall = _bear("wall")
    after, _ = declare_attackers_triggers(_board(striker, *mates, wall), "current")
    assert not is_legal_blocks(after, BlockDeclaration.parse("wall: striker"), "current")
    # control: with one other attacker it does not trigger
    after, events = declare_attackers_triggers(_board(striker, mates[0], wall), "current")
    assert not events
    assert is_legal_blocks(after, BlockDeclaration.parse("wall: striker"), "current")


def test_613_1f_each_attacking_human_gains_flying_blocks_change() -> None:
    knight = Permanent(
        id="knight", controller="A", power=2, toughness=2, attacking="B",
        subtypes=frozenset({"human"}), abilities=frozenset({_one(HUMANS)}),
    )  # fmt: skip
    elf = _bear("elf", "A", attacking="B", subtypes=frozenset({"elf"}))
    bear = _bear("bear")
    after, _ = declare_attackers_triggers(_board(knight, elf, bear), "current")
    assert after.permanent("knight").has(Keyword.FLYING)
    assert not is_legal_blocks(after, BlockDeclaration.parse("bear: knight"), "current")
    # control: the attacking Elf is no Human and can still be blocked
    assert not after.permanent("elf").has(Keyword.FLYING)
    assert is_legal_blocks(after, BlockDeclaration.parse("bear: elf"), "current")


def test_509_1b_each_creature_with_defender_cant_block_this_turn() -> None:
    smith = _bear("smith", "A", attacking="B", abilities=frozenset({_one(LOCKSMITH)}))
    wall = _bear("wall", keywords=["defender"])
    bear = _bear("bear")
    after, _ = declare_attackers_triggers(_board(smith, wall, bear), "current")
    assert not is_legal_blocks(after, BlockDeclaration.parse("wall: smith"), "current")
    assert is_legal_blocks(after, BlockDeclaration.parse("bear: smith"), "current")  # control


def test_508_2a_new_attack_effects_in_japanese() -> None:
    for sentence in (HEELCUTTER, BATTALION, HUMANS, LOCKSMITH):
        text = describe_value(_one(sentence), "ja")
        assert "攻撃する" in text and "this" not in text, text
    assert "少なくとも他の2体" in describe_value(_one(BATTALION), "ja")
    event = CantBlockThisTurn("509.1b", "wall", "heel")
    assert describe_event(event, "ja") == "wallはこのターン、ブロックできない（heelの能力）"
    assert describe_event(event) == "wall can't block this turn (ability of heel)"


@pytest.mark.parametrize(
    ("sentence", "status"),
    [
        # unread effects that can change blocks or damage are refused, not "no effect"
        # (one target is read now: test_508_2a_509_1a_an_attack_trigger_taps_a_would_be_blocker)
        # (so is "up to one target", 601.2c: tests/test_rules_601_2c_up_to_one_target.py;
        # "up to two" is not)
        (
            "Whenever ~ attacks, tap up to one target creature defending player controls.",
            "modelled",
        ),
        (
            "Whenever ~ attacks, tap up to two target creatures defending player controls.",
            "unmodelled",
        ),
        # (tapping a group is read now, 701.26a: tests/test_attack_trigger_effects.py)
        ("Whenever ~ attacks, tap all creatures defending player controls.", "modelled"),
        # (each opponent losing life is read now:
        # test_508_2a_attack_trigger_each_opponent_loses_life)
        # (a sacrifice of the player's choice is read now, 701.21a:
        # tests/test_sacrifice_choices.py; one of a target player is not)
        ("Whenever ~ attacks, defending player sacrifices a creature.", "modelled"),
        ("Whenever ~ attacks, target player sacrifices a creature.", "unmodelled"),
        # (X counted as it resolves is read now, 608.2h:
        # tests/test_rules_608_2h_counted_attack_triggers.py; X from a card off the board is not)
        (
            "Whenever ~ attacks, it gets +X/+0 until end of turn, "
            "where X is the number of cards you've drawn this turn.",
            "unmodelled",
        ),
        # (paying energy is carried out since 107.14, mtgcombat.rules.energy; paying mana
        # since issue 33, 118.3a: tests/test_attack_trigger_effects.py; an amount X is not)
        (
            "Whenever ~ attacks, you may pay {1}. If you do, it gains flying until end of turn.",
            "modelled",
        ),
        (
            "Whenever ~ attacks, you may pay {X}. If you do, it gets +X/+0 until end of turn.",
            "unmodelled",
        ),
        # control: effects that change neither stay "no effect"
        ("Whenever ~ attacks, draw a card, then discard a card.", "no_effect"),
        # (session 13: a Treasure is an artifact entering, which "whenever an artifact
        # enters" abilities see, 603.6a: carried out, tests/test_rules_603_6a_artifact_enters.py)
        ("Whenever ~ attacks, create a Treasure token.", "modelled"),
        (
            "Whenever ~ attacks, it doesn't untap during its controller's next untap step.",
            "no_effect",
        ),
    ],
)
def test_508_2a_unread_attack_trigger_is_never_no_effect(sentence: str, status: str) -> None:
    assert parse_sentence(sentence).status == status


# ---------------------------------------------------------------------------
# unleash (702.98a)
# ---------------------------------------------------------------------------

UNLEASH = (
    "Unleash (You may have this creature enter the battlefield with a +1/+1 counter on it. "
    "It can't block as long as it has a +1/+1 counter on it.)"
)


def test_702_98_unleash_parses_as_modelled() -> None:
    parsed = parse_sentence(UNLEASH)
    assert parsed.status == "modelled"
    assert parsed.traits.abilities == frozenset(parse_keywords("unleash"))


def test_702_98a_unleashed_creature_with_a_counter_cant_block() -> None:
    ogre = Permanent(id="ogre", controller="A", power=3, toughness=3, attacking="B")
    (unleash,) = parse_keywords("unleash")
    hound = _bear("hound", abilities=frozenset({unleash}), counters=Counters(plus_one=1))
    verdict = is_legal_blocks(_board(ogre, hound), BlockDeclaration.parse("hound: ogre"), "current")
    assert [v.rule for v in verdict.violations] == ["702.98a"]
    # control: without the counter (it chose not to), it blocks
    plain = _bear("hound", abilities=frozenset({unleash}))
    assert is_legal_blocks(_board(ogre, plain), BlockDeclaration.parse("hound: ogre"), "current")


def test_702_98a_unleash_message_in_japanese(tmp_path: Path) -> None:
    path = tmp_path / "unleash.toml"
    path.write_text(
        'active_player = "A"\n[players.A]\n[players.B]\n'
        '[[permanents]]\nid = "ogre"\ncontroller = "A"\npower = 3\ntoughness = 3\n'
        'attacking = "B"\n'
        '[[permanents]]\nid = "hound"\ncontroller = "B"\npower = 2\ntoughness = 2\n'
        'keywords = ["unleash"]\ncounters = { "+1/+1" = 1 }\nblocking = ["ogre"]\n',
        encoding="utf-8",
    )
    ja = CliRunner().invoke(cli, ["blocks", str(path), "--lang", "ja"], env=ENGLISH)
    assert ja.exit_code == 1 and "解鎖を持ち" in ja.output, ja.output
    en = CliRunner().invoke(cli, ["blocks", str(path), "--json"], env=ENGLISH)
    assert [v["rule"] for v in json.loads(en.output)["violations"]] == ["702.98a"]


# ---------------------------------------------------------------------------
# "attacks each turn if able" (508.1d), "can attack as though it didn't have
# defender" (702.3b), costs to attack and block (508.1g-h, 509.1d)
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "values"),
    [
        ("~ attacks each turn if able.", {AttacksEachCombat()}),
        ("~ attacks or blocks each turn if able.", {AttacksEachCombat(), BlocksEachCombat()}),
        ("~ can attack as though it didn't have defender.", {CanAttackDespiteDefender()}),
        ("~ can't attack or block unless its controller pays {2}.", {AttackCost(2), BlockCost(2)}),
        (
            "~ can't attack or block unless you pay {1} for each +1/+1 counter on it.",
            {AttackCost(1, per_counter=True), BlockCost(1, per_counter=True)},
        ),
        ("~ can't attack unless you pay {1} for each +1/+1 counter on it.", {AttackCost(1, True)}),
        ("~ can't block unless its controller pays {3}.", {BlockCost(3)}),
        # a permission, not the haste keyword (302.6, 702.10b; issue 34)
        ("~ can attack as though it had haste.", {CanAttackAsThoughHaste()}),
    ],
)
def test_508_1_attack_lines_parse(sentence: str, values: set[object]) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled", parsed
    assert set(parsed.traits.values()) == values


def test_508_1d_attacks_each_turn_if_able_is_a_requirement() -> None:
    (rule,) = parse_sentence("~ attacks each turn if able.").traits.block_rules
    brute = _bear("brute", "A", block_rules=frozenset({rule}))
    verdict = is_legal_attacks(_board(brute), AttackDeclaration())
    assert [v.rule for v in verdict.violations] == ["508.1d"]
    # control: attacking obeys it
    assert is_legal_attacks(_board(brute), AttackDeclaration.parse("brute: B"))


_WALL_FILE = """\
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "wall"
controller = "A"
power = 2
toughness = 4
keywords = ["defender"]
abilities = ["{line}"]
{counters}
attacking = "B"
"""


@pytest.mark.parametrize(
    ("line", "counters", "legal"),
    [
        ("~ can attack as though it didn't have defender.", "", True),
        (
            "As long as ~ has a +1/+1 counter on it, it can attack as though it didn't have "
            "defender.",
            'counters = { "+1/+1" = 1 }',
            True,
        ),
        # control: the condition does not hold, defender stops it (702.3b)
        (
            "As long as ~ has a +1/+1 counter on it, it can attack as though it didn't have "
            "defender.",
            "",
            False,
        ),
    ],
)
def test_702_3b_can_attack_as_though_it_didnt_have_defender(
    tmp_path: Path, line: str, counters: str, legal: bool
) -> None:
    path = tmp_path / "wall.toml"
    path.write_text(_WALL_FILE.format(line=line, counters=counters), encoding="utf-8")
    result = CliRunner().invoke(cli, ["attacks", str(path), "--json"], env=ENGLISH)
    doc = json.loads(result.output)
    assert doc["legal"] is legal, doc
    assert "no effect" not in result.output
    if not legal:
        assert [v["rule"] for v in doc["violations"]] == ["702.3b"]


def test_702_3b_defender_line_is_not_called_no_effect_in_attacks(tmp_path: Path) -> None:
    path = tmp_path / "wall.toml"
    path.write_text(
        _WALL_FILE.format(line="~ can attack as though it didn't have defender.", counters=""),
        encoding="utf-8",
    )
    for lang in ("en", "ja"):
        out = CliRunner().invoke(cli, ["attacks", str(path), "--lang", lang], env=ENGLISH)
        assert out.exit_code == 0, out.output
        assert "no effect" not in out.output and "影響しない" not in out.output


def test_508_1g_cost_to_attack_on_the_creature_itself() -> None:
    (cost, block) = sorted(
        parse_sentence(
            "~ can't attack or block unless its controller pays {2}."
        ).traits.block_rules,
        key=str,
    )
    ogre = Permanent(
        id="ogre", controller="A", power=3, toughness=3, block_rules=frozenset({cost, block})
    )
    verdict = is_legal_attacks(_board(ogre), AttackDeclaration.parse("ogre: B"))
    assert verdict and dict(verdict.cost) == {"B": 2}
    # control: a creature without the line attacks for free
    free = _bear("bear", "A")
    assert dict(is_legal_attacks(_board(free), AttackDeclaration.parse("bear: B")).cost) == {}


def test_508_1g_cost_for_each_counter_counts_the_counters() -> None:
    rules = frozenset({AttackCost(1, per_counter=True)})
    grown = _bear("grown", "A", block_rules=rules, counters=Counters(plus_one=3))
    verdict = is_legal_attacks(_board(grown), AttackDeclaration.parse("grown: B"))
    assert dict(verdict.cost) == {"B": 3}
    bare = _bear("bare", "A", block_rules=rules)  # control: no counter, no cost
    assert dict(is_legal_attacks(_board(bare), AttackDeclaration.parse("bare: B")).cost) == {}


def test_509_1d_cost_to_block_for_each_counter() -> None:
    from mtgcombat.rules.blocks_costs import block_cost  # noqa: PLC0415

    rules = frozenset({BlockCost(1, per_counter=True)})
    ogre = Permanent(id="ogre", controller="A", power=3, toughness=3, attacking="B")
    grown = _bear("grown", block_rules=rules, counters=Counters(plus_one=2))
    assert block_cost(_board(ogre, grown), "grown") == 2
    assert block_cost(_board(ogre, _bear("bare", block_rules=rules)), "bare") == 0


def test_508_1_attack_lines_render_in_japanese() -> None:
    for value in (
        CanAttackDespiteDefender(),
        AttackCost(2),
        AttackCost(1, per_counter=True),
        BlockCost(1, per_counter=True),
    ):
        text = describe_value(value, "ja")
        assert text and not text.isascii(), (value, text)


# ---------------------------------------------------------------------------
# requirements on a creature in a band (702.22h in the 509.1c maximum)
# ---------------------------------------------------------------------------


def _banded(rule: object) -> Board:
    from mtgcombat.core.model import BlockRule  # noqa: PLC0415

    assert isinstance(rule, BlockRule)
    leader = Permanent(
        id="a", controller="A", power=2, toughness=2, attacking="B", band="x",
        keywords=["banding"],
    )  # fmt: skip
    mate = Permanent(
        id="b", controller="A", power=1, toughness=1, attacking="B", band="x",
        block_rules=frozenset({rule}),
    )  # fmt: skip
    walls = [Permanent(id=w, controller="B", power=0, toughness=4) for w in ("wall", "wall2")]
    return Board((Player("A"), Player("B")), (leader, mate, *walls), "A")


@pytest.mark.parametrize("kind", ["must_be_blocked", "lure", "exactly_one", "must_be_blocked_by"])
def test_702_22h_blocking_one_creature_of_a_band_obeys_its_mates_requirement(kind: str) -> None:
    from mtgcombat.core.model import (  # noqa: PLC0415
        Lure,
        MustBeBlocked,
        MustBeBlockedBy,
        MustBeBlockedByExactlyOne,
        Selector,
    )

    rule = {
        "must_be_blocked": MustBeBlocked(),
        "lure": Lure(),
        "exactly_one": MustBeBlockedByExactlyOne(),
        "must_be_blocked_by": MustBeBlockedBy(Selector(controller="defending")),
    }[kind]
    board = _banded(rule)
    # the walls block the band's other creature: the whole band is blocked
    # (a lure asks each wall; exactly one asks one wall)
    blocks = "wall: a" if kind == "exactly_one" else "wall: a; wall2: a"
    verdict = is_legal_blocks(board, BlockDeclaration.parse(blocks), "current")
    assert verdict, [str(v) for v in verdict.violations]
    # control: no block obeys none, and the maximum is still one or more
    nothing = is_legal_blocks(board, BlockDeclaration(), "current")
    assert "509.1c" in [v.rule for v in nothing.violations]


def test_702_22h_exactly_one_counts_the_blockers_of_the_whole_band() -> None:
    from mtgcombat.core.model import MustBeBlockedByExactlyOne  # noqa: PLC0415

    board = _banded(MustBeBlockedByExactlyOne())
    two = is_legal_blocks(board, BlockDeclaration.parse("wall: a; wall2: b"), "current")
    assert [v.rule for v in two.violations] == ["509.1c"]  # two creatures block the band
    assert is_legal_blocks(board, BlockDeclaration.parse("wall: a"), "current")


# ---------------------------------------------------------------------------
# attack triggers: "for each SEL" pumps and targeted pumps and keywords
# ---------------------------------------------------------------------------

PILEDRIVER = "Whenever ~ attacks, it gets +2/+0 until end of turn for each other attacking Goblin."
SHAMAN = "Whenever ~ attacks, another target attacking creature gains flying until end of turn."


def test_508_2a_pump_for_each_other_attacking_goblin_parses() -> None:
    trigger = _one(PILEDRIVER)
    (pump,) = trigger.effects
    assert pump.per_each is not None and pump.per_each.other and pump.per_each.role == "attacking"
    # the blockers' counts keep their own words
    blocked = _one(
        "Whenever ~ becomes blocked, it gets +1/+1 until end of turn for each creature blocking it."
    )
    assert blocked.effects[0].per == "blocker" and blocked.effects[0].per_each is None


def test_613_4c_pump_for_each_other_attacking_goblin() -> None:
    goblin = frozenset({"goblin"})
    pile = Permanent(
        id="pile", controller="A", power=1, toughness=2, attacking="B", subtypes=goblin,
        abilities=frozenset({_one(PILEDRIVER)}),
    )  # fmt: skip
    mates = [_bear(f"g{i}", "A", attacking="B", subtypes=goblin) for i in range(2)]
    idle = _bear("g9", "A", subtypes=goblin)  # control: a Goblin not attacking
    elf = _bear("elf", "A", attacking="B", subtypes=frozenset({"elf"}))  # control: no Goblin
    after, _ = declare_attackers_triggers(_board(pile, *mates, idle, elf), "current")
    assert after.permanent("pile").power == 1 + 2 * 2


def test_613_1f_attack_trigger_gives_a_chosen_target_flying() -> None:
    shaman = Permanent(
        id="shaman", controller="A", power=2, toughness=2, attacking="B",
        abilities=frozenset({_one(SHAMAN)}), choices=TriggerChoices(targets=("bear",)),
    )  # fmt: skip
    bear = _bear("bear", "A", attacking="B")
    wall = _bear("wall")
    after, _ = declare_attackers_triggers(_board(shaman, bear, wall), "current")
    assert not is_legal_blocks(after, BlockDeclaration.parse("wall: bear"), "current")
    # control: the shaman itself is not "another" target, and it can be blocked
    assert is_legal_blocks(after, BlockDeclaration.parse("wall: shaman"), "current")
    wrong = Permanent(
        id="shaman", controller="A", power=2, toughness=2, attacking="B",
        abilities=frozenset({_one(SHAMAN)}), choices=TriggerChoices(targets=("shaman",)),
    )  # fmt: skip
    with pytest.raises(ChoiceError):
        declare_attackers_triggers(_board(wrong, bear, wall), "current")


def test_508_2a_targeted_pumps_in_japanese() -> None:
    assert "1体につき" in describe_value(_one(PILEDRIVER), "ja")
    assert "対象とする" in describe_value(_one(SHAMAN), "ja")


@pytest.mark.parametrize(
    "sentence",
    [
        # ("attacks each combat if able unless you control another Ally" is read
        # now: tests/test_attack_conditions.py)
        "~ can attack as though it had haste unless it entered the battlefield this turn.",
        # (the spells of the turn are read since session 10's history; surveilling is not)
        "As long as you've surveilled this turn, ~ can attack as though it didn't have defender.",
    ],
)
def test_508_1d_702_3b_an_attack_rule_under_an_unread_condition_is_refused(sentence: str) -> None:
    # the attacks command reads the unconditional forms; these are not "no effect"
    parsed = parse_sentence(sentence)
    assert parsed.status == "unmodelled", parsed
    # control: a line whose effect is over before combat stays "no effect"
    assert parse_sentence("When ~ enters the battlefield, draw a card.").status == "no_effect"


# ---------------------------------------------------------------------------
# attack triggers that tap a target creature (508.2a, 509.1a)
# ---------------------------------------------------------------------------

MARSHAL = "Whenever ~ attacks, you may tap target creature."
JABARI = "Whenever ~ attacks, tap target creature defending player controls."
EMISSARY = (
    "Whenever enchanted creature attacks, you may tap target creature defending player controls."
)


@pytest.mark.parametrize(
    ("sentence", "optional", "controller", "subject"),
    [
        (MARSHAL, True, "", False),
        (JABARI, False, "defending", False),
        (EMISSARY, True, "defending", True),
    ],
)
def test_508_2a_tap_target_creature_parses(
    sentence: str, optional: bool, controller: str, subject: bool
) -> None:
    trigger = _one(sentence)
    (tap,) = trigger.effects
    assert isinstance(tap, TapEffect) and tap.target == "target"
    assert tap.target_filter is not None and tap.target_filter.controller == controller
    assert trigger.optional is optional and (trigger.subject is not None) is subject
    assert str(tap).startswith("tap a target among creatures")
    # control: "tap that creature" of a damage trigger keeps its own words
    assert str(TapEffect()) == "tap that creature"


def _marshal(sentence: str, *, may: bool = True, targets: tuple[str, ...] = ("wall",)) -> Permanent:
    return Permanent(
        id="marshal", controller="A", power=2, toughness=2, attacking="B",
        abilities=frozenset({_one(sentence)}), choices=TriggerChoices(may=may, targets=targets),
    )  # fmt: skip


def test_508_2a_509_1a_an_attack_trigger_taps_a_would_be_blocker() -> None:
    wall = _bear("wall")
    after, events = declare_attackers_triggers(_board(_marshal(MARSHAL), wall), "current")
    assert after.permanent("wall").tapped
    assert any(type(e).__name__ == "TappedByEffect" for e in events)
    tapped = is_legal_blocks(after, BlockDeclaration.parse("wall: marshal"), "current")
    assert [v.rule for v in tapped.violations] == ["509.1a"]  # a tapped creature can't block
    # control: "you may" declined (603.5), the wall untapped can block
    kept, _ = declare_attackers_triggers(_board(_marshal(MARSHAL, may=False), wall), "current")
    assert not kept.permanent("wall").tapped
    assert is_legal_blocks(kept, BlockDeclaration.parse("wall: marshal"), "current")


def test_601_2c_tap_target_creature_defending_player_controls() -> None:
    wall, mine = _bear("wall"), _bear("mine", "A")
    after, _ = declare_attackers_triggers(_board(_marshal(JABARI), wall, mine), "current")
    assert not is_legal_blocks(after, BlockDeclaration.parse("wall: marshal"), "current")
    # control: a creature of the attacking player is not a legal target
    with pytest.raises(ChoiceError):
        declare_attackers_triggers(
            _board(_marshal(JABARI, targets=("mine",)), wall, mine), "current"
        )
    # control: with no target chosen the trigger that must target is refused (603.3d)
    with pytest.raises(ChoiceError):
        declare_attackers_triggers(_board(_marshal(JABARI, targets=()), wall, mine), "current")


def test_508_2a_tap_target_creature_in_japanese() -> None:
    assert describe_value(_one(JABARI), "ja").endswith(
        "防御プレイヤーがコントロールするクリーチャー1体を対象とする。それをタップする"
    )
    assert describe_value(_one(MARSHAL), "ja").endswith(
        "あなたは次を行ってもよい：クリーチャー1体を対象とする。それをタップする"
    )


def test_506_4_a_block_trigger_taps_its_target_which_stays_in_combat() -> None:
    trap = "Whenever ~ blocks, you may tap target creature."
    bear = _bear("bear", "A", attacking="B")
    wall = Permanent(
        id="wall", controller="B", power=0, toughness=4, blocking=("bear",),
        abilities=frozenset({_one(trap)}), choices=TriggerChoices(targets=("bear",)),
    )  # fmt: skip
    after, _ = declare_blockers_triggers(_board(bear, wall), "current")
    assert after.permanent("bear").tapped and after.is_in_combat("bear")  # 506.4
    # control: "you may" declined (603.5)
    declined = dataclasses.replace(wall, choices=TriggerChoices(may=False, targets=("bear",)))
    kept, _ = declare_blockers_triggers(_board(bear, declined), "current")
    assert not kept.permanent("bear").tapped


EMISSARY_BOTH = (
    "Whenever ~ or enchanted creature attacks, tap target creature an opponent controls."
)


def test_702_103_bestow_trigger_of_the_permanent_or_its_host_parses() -> None:
    parsed = parse_sentence(EMISSARY_BOTH)
    assert parsed.status == "modelled"
    heads = sorted(
        (t.subject is not None and t.subject.host, str(t.effects[0]))
        for t in parsed.traits.abilities
        if isinstance(t, BlockTrigger)
    )
    tap = "tap a target among creatures an opponent controls"
    assert heads == [(False, tap), (True, tap)]  # its own attack and its host's


def test_508_2a_509_1a_a_bestowed_aura_taps_a_would_be_blocker_as_its_host_attacks() -> None:
    abilities = frozenset(parse_sentence(EMISSARY_BOTH).traits.abilities)
    choices = TriggerChoices(targets=("wall",))
    aura = Permanent(
        id="aura", controller="A", power=4, toughness=4, types=frozenset({CardType.ENCHANTMENT}),
        subtypes=frozenset({"aura"}), attached_to="bear", abilities=abilities, choices=choices,
    )  # fmt: skip
    wall = _bear("wall")
    after, _ = declare_attackers_triggers(
        _board(_bear("bear", "A", attacking="B"), aura, wall), "current"
    )
    assert after.permanent("wall").tapped
    # the Emissary as a creature: its own attack
    emissary = dataclasses.replace(
        aura, types=frozenset({CardType.CREATURE, CardType.ENCHANTMENT}), subtypes=frozenset(),
        attached_to=None, attacking="B",
    )  # fmt: skip
    own, _ = declare_attackers_triggers(_board(emissary, wall), "current")
    assert own.permanent("wall").tapped
    # control: the host does not attack, the trigger does not trigger
    idle, _ = declare_attackers_triggers(_board(_bear("bear", "A"), aura, wall), "current")
    assert not idle.permanent("wall").tapped
    assert is_legal_blocks(
        _board(_bear("bear", "A", attacking="B"), aura, wall), BlockDeclaration.parse("wall: bear"),
        "current",
    )  # fmt: skip
