"""Effects of one permanent on others (611.3a, 613), players' effects
(702.16j-k, life floor, 104.3) and prevention effects (615.1), built on the
core values directly (no text)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from helpers import creature
from mtgcombat import cli as cli_module
from mtgcombat.cli import group as cli_group
from mtgcombat.core.events import (
    DamagePrevented,
    DamagePreventedByEffect,
    EffectEnds,
    LifeLossLimited,
    LossPrevented,
)
from mtgcombat.core.model import (
    Board,
    CantBlock,
    CantBlockSel,
    CardType,
    Compare,
    Keyword,
    Permanent,
    Player,
    PlayerEffect,
    Selector,
    StaticEffect,
    Zone,
    evolve,
)
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.i18n.messages import describe_event, effect_change_text
from mtgcombat.rules.assignment import Package
from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks
from mtgcombat.rules.combat import IllegalAssignmentError, resolve_combat
from mtgcombat.rules.effects import (
    apply_static_effects,
    apply_static_effects_with_changes,
    changes_in_force,
    own_permanent,
)
from mtgcombat.rules.sba import check_state_based_actions
from mtgcombat.scenario.load import Scenario
from mtgcombat.solver.search import best_assignment

CURRENT, R2023 = RuleSet.CURRENT, RuleSet.R2023
ENGLISH = {"LC_ALL": "C.UTF-8", "LC_MESSAGES": None, "LANG": None}
ELVES = Selector(subtypes=frozenset({"elf"}), controller="you", other=True)
ELF = frozenset({"elf"})


def _board(*perms: Permanent, life_b: int = 20, **player_b: object) -> Board:
    return Board(
        players=(Player("A"), evolve(Player("B", life=life_b), **player_b)),
        permanents=perms,
        active_player="A",
    )


def _lord(controller: str = "B", **fields: Any) -> Permanent:
    fields.setdefault("statics", (StaticEffect(ELVES, power=1, toughness=1),))
    return creature("lord", controller, 2, 2, subtypes=ELF, **fields)


def _enchantment(pid: str, controller: str, *statics: object) -> Permanent:
    return Permanent(
        id=pid,
        controller=controller,
        types=frozenset({CardType.ENCHANTMENT}),
        statics=statics,  # type: ignore[arg-type]
    )


# ---------------------------------------------------------------------------
# Applying and recomputing
# ---------------------------------------------------------------------------


def test_613_4c_lord_pump_makes_blocker_survive() -> None:
    bear = creature("bear", "A", 2, 2, attacking="B")
    elf = creature("elf", "B", 2, 2, blocking=("bear",), subtypes=ELF)
    without = resolve_combat(_board(bear, elf), CURRENT)
    assert without.board.permanent("elf").zone is Zone.GRAVEYARD
    result = resolve_combat(_board(bear, elf, _lord()), CURRENT)
    assert result.board.permanent("elf").zone is Zone.BATTLEFIELD
    assert result.board.permanent("elf").current_toughness == 3
    # The elf deals 3 with the bonus: the bear dies either way, and the
    # effect in force is reported with its rule.
    assert [(c.source, c.affected, c.value, c.rule) for c in result.effects] == [
        ("lord", "elf", "+1/+1", "613.4c")
    ]


def test_613_own_values_are_current_minus_granted() -> None:
    elf = creature("elf", "B", 1, 1, Keyword.REACH, subtypes=ELF)
    giver = _enchantment(
        "giver",
        "B",
        StaticEffect(
            Selector(controller="you"),
            grants=(Keyword.FLYING, Keyword.REACH),
            power=2,
            toughness=1,
        ),
    )
    board = apply_static_effects(_board(elf, giver))
    got = board.permanent("elf")
    assert got.abilities == {Keyword.FLYING, Keyword.REACH}
    assert (got.power, got.toughness) == (3, 2)
    assert got.granted is not None
    assert got.granted.abilities == {Keyword.FLYING}  # reach was its own
    assert own_permanent(got) == elf
    # Applying again changes nothing, and returns the very same board.
    again, started, ended = apply_static_effects_with_changes(board)
    assert again is board and not started and not ended


def test_611_3a_fast_path_board_without_effects_is_returned_as_is() -> None:
    board = _board(creature("bear", "A", 2, 2, attacking="B"))
    assert apply_static_effects(board) is board


def test_611_3a_lord_dies_in_first_strike_step_and_elf_with_damage_dies() -> None:
    # The lord (2/2) blocks a 2/2 first striker and dies in the first-strike
    # step; the Elf (1/1, 2/2 with the lord) took 1 first-strike damage from
    # a 1/1 first striker. When the lord leaves, its +1/+1 ends (611.3a) and
    # the Elf, now 1/1 with 1 damage, dies in the same check (704.3).
    knight = creature("knight", "A", 2, 2, Keyword.FIRST_STRIKE, attacking="B")
    squire = creature("squire", "A", 1, 1, Keyword.FIRST_STRIKE, attacking="B")
    lord = _lord(blocking=("knight",))
    elf = creature("elf", "B", 1, 1, blocking=("squire",), subtypes=ELF)
    result = resolve_combat(_board(knight, squire, lord, elf), CURRENT)
    after = result.board
    assert after.permanent("lord").zone is Zone.GRAVEYARD
    assert after.permanent("elf").zone is Zone.GRAVEYARD
    assert after.permanent("squire").damage == 0  # the Elf never dealt its damage
    kinds = [e.kind for e in result.events]
    ends = [e for e in result.events if isinstance(e, EffectEnds)]
    assert [(e.rule, e.source, e.affected, e.what) for e in ends] == [
        ("611.3a", "lord", "elf", "pt")
    ]
    assert kinds.index("effect_ends") < max(
        i for i, e in enumerate(result.events) if e.kind == "destroyed"
    )
    assert after.permanent("elf").granted is None


def test_611_3a_effect_ends_when_source_leaves_in_sba() -> None:
    lord = _lord(damage=2)
    elf = creature("elf", "B", 1, 1, damage=1, subtypes=ELF)
    board = apply_static_effects(_board(lord, elf))
    assert board.permanent("elf").current_toughness == 2
    after, events = check_state_based_actions(board, CURRENT)
    assert after.permanent("elf").zone is Zone.GRAVEYARD
    assert [e.kind for e in events].count("effect_ends") == 1


def test_510_1a_doran_makes_every_creature_assign_by_toughness() -> None:
    doran = creature(
        "doran",
        "B",
        0,
        5,
        statics=(StaticEffect(Selector(), by_toughness=True),),
    )
    wall = creature("wall", "A", 1, 4, attacking="B")
    without = resolve_combat(_board(wall), CURRENT)
    assert without.board.player("B").life == 19
    result = resolve_combat(_board(wall, doran), CURRENT)
    assert result.board.player("B").life == 16
    assert {(c.affected, c.what) for c in result.effects} == {
        ("wall", "by_toughness"),
        ("doran", "by_toughness"),
    }


def test_611_3a_doran_dies_in_first_strike_step_and_creatures_assign_by_power_again() -> None:
    doran = creature(
        "doran",
        "B",
        0,
        5,
        blocking=("striker",),
        statics=(StaticEffect(Selector(), by_toughness=True),),
    )
    striker = creature("striker", "A", 5, 5, Keyword.FIRST_STRIKE, attacking="B")
    wall = creature("wall", "A", 1, 4, attacking="B")
    result = resolve_combat(_board(striker, wall, doran), CURRENT)
    assert result.board.permanent("doran").zone is Zone.GRAVEYARD
    # The wall assigns in the regular step, after Doran is gone: 1, its power.
    assert result.board.player("B").life == 19
    ended = {(e.affected, e.what) for e in result.events if isinstance(e, EffectEnds)}
    assert ("wall", "by_toughness") in ended
    assert result.board.permanent("wall").assigns_damage_by_toughness is False


def test_702_9b_creatures_you_control_have_flying_changes_block_legality() -> None:
    banner = _enchantment(
        "banner", "A", StaticEffect(Selector(controller="you"), (Keyword.FLYING,))
    )
    bear = creature("bear", "A", 2, 2, attacking="B")
    guard = creature("guard", "B", 2, 2, blocking=("bear",))
    raw = _board(bear, guard)
    assert is_legal_blocks(raw, BlockDeclaration.from_board(raw), CURRENT).legal
    board = apply_static_effects(_board(bear, guard, banner))
    assert board.permanent("bear").has(Keyword.FLYING)
    assert not board.permanent("guard").has(Keyword.FLYING)
    verdict = is_legal_blocks(board, BlockDeclaration.from_board(board), CURRENT)
    assert not verdict.legal
    assert [v.rule for v in verdict.violations] == ["702.9b"]


def test_509_1b_creatures_your_opponents_control_cant_block() -> None:
    curse = _enchantment(
        "curse", "A", StaticEffect(Selector(controller="opponent"), grants=(CantBlock(),))
    )
    bear = creature("bear", "A", 2, 2, attacking="B")
    guard = creature("guard", "B", 2, 2, blocking=("bear",))
    mine = creature("mine", "A", 1, 1)
    board = apply_static_effects(_board(bear, guard, mine, curse))
    assert board.permanent("guard").has_rule(CantBlock)
    assert not board.permanent("mine").has_rule(CantBlock)
    verdict = is_legal_blocks(board, BlockDeclaration.from_board(board), CURRENT)
    assert [(v.rule, v.code) for v in verdict.violations] == [("509.1b", "cant_block")]
    # The curse leaves: the rule it granted goes with it.
    gone = apply_static_effects(
        board.with_permanents(
            evolve(p, zone=Zone.GRAVEYARD) if p.id == "curse" else p for p in board.permanents
        )
    )
    assert not gone.permanent("guard").block_rules
    assert is_legal_blocks(gone, BlockDeclaration.from_board(gone), CURRENT).legal


def test_613_selector_reading_power_sees_layer_7c() -> None:
    # "Creatures with power less than ~'s power can't block creatures you
    # control": a restriction, outside the layers, so it reads powers after
    # 7c. B's lord lifts the bear from 2 to 3 power, no longer less than 3.
    champion = creature(
        "champion",
        "A",
        3,
        3,
        attacking="B",
        statics=(
            StaticEffect(
                Selector(compares=(Compare("power", "<"),)),
                grants=(CantBlockSel(Selector(controller="you")),),
            ),
        ),
    )
    bear = creature("bear", "B", 2, 2, subtypes=ELF)
    alone = apply_static_effects(_board(champion, bear))
    rule = CantBlockSel(Selector(controller="you"), source="champion")
    assert alone.permanent("bear").block_rules == {rule}  # bound to the champion
    lorded = apply_static_effects(_board(champion, bear, _lord()))
    assert lorded.permanent("bear").current_power == 3
    assert not lorded.permanent("bear").block_rules
    assert lorded.permanent("lord").block_rules == {rule}  # the lord itself has power 2


# ---------------------------------------------------------------------------
# Prevention (615.1) and players' effects
# ---------------------------------------------------------------------------


def test_615_1_prevent_all_combat_damage_dealt_by_creatures_an_opponent_controls() -> None:
    fog = _enchantment(
        "fog", "B", StaticEffect(Selector(controller="opponent"), prevent_dealt_by=True)
    )
    bear = creature("bear", "A", 3, 3, Keyword.LIFELINK, attacking="B")
    result = resolve_combat(_board(bear, fog), CURRENT)
    assert result.board.player("B").life == 20
    assert result.board.player("A").life == 20  # nothing dealt, nothing gained
    prevented = [e for e in result.events if isinstance(e, DamagePreventedByEffect)]
    assert [(e.rule, e.source, e.recipient, e.amount, e.reason, e.effect) for e in prevented] == [
        ("615.1", "bear", "B", 3, "dealt_by", "fog")
    ]
    assert "fog" in describe_event(prevented[0])


def test_615_1_prevent_all_combat_damage_dealt_to_creatures_you_control() -> None:
    shield = _enchantment(
        "shield", "B", StaticEffect(Selector(controller="you"), prevent_dealt_to=True)
    )
    bear = creature("bear", "A", 3, 3, attacking="B")
    guard = creature("guard", "B", 3, 3, blocking=("bear",))
    result = resolve_combat(_board(bear, guard, shield), CURRENT)
    assert result.board.permanent("guard").zone is Zone.BATTLEFIELD
    assert result.board.permanent("guard").damage == 0
    assert result.board.permanent("bear").zone is Zone.GRAVEYARD  # its damage still dealt


def test_702_16j_player_protection_from_everything_prevents_all_combat_damage() -> None:
    teferi = _enchantment("teferi", "B", PlayerEffect(protection=frozenset({"everything"})))
    bear = creature("bear", "A", 3, 3, Keyword.LIFELINK, attacking="B")
    result = resolve_combat(_board(bear, teferi), CURRENT)
    assert result.board.player("B").life == 20
    assert result.board.player("A").life == 20
    prevented = [e for e in result.events if isinstance(e, DamagePrevented)]
    assert [(e.rule, e.recipient, e.amount) for e in prevented] == [("702.16j", "B", 3)]
    assert [(c.affected, c.what, c.value, c.rule) for c in result.effects] == [
        ("B", "protection", "everything", "702.16j")
    ]


def test_702_16k_player_protection_from_each_opponent() -> None:
    ward = _enchantment("ward", "B", PlayerEffect(protection=frozenset({"each opponent"})))
    bear = creature("bear", "A", 3, 3, attacking="B")
    result = resolve_combat(_board(bear, ward), CURRENT)
    assert result.board.player("B").life == 20
    prevented = [e for e in result.events if isinstance(e, DamagePrevented)]
    assert [e.rule for e in prevented] == ["702.16k"]


def test_702_16e_player_protection_from_a_color_only_stops_that_color() -> None:
    ward = _enchantment("ward", "B", PlayerEffect(protection=frozenset({"red"})))
    goblin = creature("goblin", "A", 2, 2, attacking="B", colors=frozenset({"red"}))
    elf = creature("elf", "A", 3, 3, attacking="B", colors=frozenset({"green"}))
    result = resolve_combat(_board(goblin, elf, ward), CURRENT)
    assert result.board.player("B").life == 17


def test_120_4c_damage_cant_reduce_life_below_one() -> None:
    worship = _enchantment("worship", "B", PlayerEffect(life_floor=True))
    bear = creature("bear", "A", 5, 5, Keyword.LIFELINK, attacking="B")
    toxic = creature("adder", "A", 1, 1, attacking="B", toxic=2)
    result = resolve_combat(_board(bear, toxic, worship, life_b=3), CURRENT)
    b = result.board.player("B")
    assert (b.life, b.lost, b.poison) == (1, False, 2)
    assert result.board.player("A").life == 25  # the damage was dealt: lifelink counts all 5
    limited = [e for e in result.events if isinstance(e, LifeLossLimited)]
    assert sum(e.amount for e in limited) == 4  # 6 damage, 2 life lost
    without = resolve_combat(_board(bear, toxic, life_b=3), CURRENT)
    assert without.board.player("B").lost


def test_120_4c_life_floor_does_not_stop_poison_from_infect() -> None:
    worship = _enchantment("worship", "B", PlayerEffect(life_floor=True))
    rat = creature("rat", "A", 10, 1, Keyword.INFECT, attacking="B")
    result = resolve_combat(_board(rat, worship, life_b=1), CURRENT)
    assert result.board.player("B").lost
    assert result.board.player("B").life == 1


def test_104_3_player_who_cant_lose_stays_in_the_game_at_zero_life() -> None:
    platinum = _enchantment("platinum", "B", PlayerEffect(cant_lose=True))
    bear = creature("bear", "A", 5, 5, attacking="B")
    result = resolve_combat(_board(bear, platinum, life_b=2), CURRENT)
    b = result.board.player("B")
    assert (b.life, b.lost) == (-3, False)
    lost = [e for e in result.events if isinstance(e, LossPrevented)]
    assert [(e.rule, e.player, e.reason) for e in lost] == [("104.3", "B", "704.5a")]
    assert not resolve_combat(_board(bear, life_b=2), CURRENT).board.player("B").cant_lose
    assert resolve_combat(_board(bear, life_b=2), CURRENT).board.player("B").lost


def test_104_3_cant_lose_ends_with_its_source() -> None:
    platinum = _enchantment("platinum", "B", PlayerEffect(cant_lose=True))
    board = apply_static_effects(_board(platinum, life_b=0))
    after, _ = check_state_based_actions(board, CURRENT)
    assert not after.player("B").lost
    gone = after.with_permanents(evolve(p, zone=Zone.GRAVEYARD) for p in after.permanents)
    after, events = check_state_based_actions(gone, CURRENT)
    assert after.player("B").lost
    assert [e.kind for e in events] == ["effect_ends", "player_lost"]


def test_effect_changes_have_both_languages() -> None:
    for what, value in (
        ("pt", "+1/+1"),
        ("ability", "flying"),
        ("rule", "cant_block"),
        ("rule", "cant_block_sel:creatures with flying"),
        ("by_toughness", ""),
        ("prevent_by", ""),
        ("prevent_to", ""),
        ("protection", "everything"),
        ("life_floor", ""),
        ("cant_lose", ""),
    ):
        en = effect_change_text(what, value, "en")
        ja = effect_change_text(what, value, "ja")
        assert en and ja and en != ja, (what, value)


def test_702_19b_lorded_blocker_needs_lethal_damage_with_its_bonus() -> None:
    # Effects apply before the packages are checked: the lorded Elf is 2/3
    # and must be assigned 3 (not 2) before trample reaches the player.
    troll = creature("troll", "A", 4, 4, Keyword.TRAMPLE, attacking="B")
    elf = creature("elf", "B", 1, 2, blocking=("troll",), subtypes=ELF)
    board = _board(troll, elf, _lord())
    with pytest.raises(IllegalAssignmentError) as caught:
        resolve_combat(board, CURRENT, {Step.REGULAR: Package.parse("troll: elf=2 B=2")})
    assert [v.param("needed") for v in caught.value.violations] == [3]
    ok = resolve_combat(board, CURRENT, {Step.REGULAR: Package.parse("troll: elf=3 B=1")})
    assert ok.board.player("B").life == 19
    assert ok.board.permanent("elf").zone is Zone.GRAVEYARD


# ---------------------------------------------------------------------------
# Property: recomputing from own values is exact
# ---------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(["A", "B"]),
            st.integers(0, 3),
            st.integers(1, 3),
            st.booleans(),
        ),
        min_size=1,
        max_size=5,
    ),
    st.integers(-1, 2),
    st.booleans(),
)
def test_611_3a_removing_the_source_restores_own_values(
    specs: list[tuple[str, int, int, bool]], bonus: int, flying: bool
) -> None:
    perms = [
        creature(f"c{i}", who, p, t, *((Keyword.FLYING,) if own_flying else ()), subtypes=ELF)
        for i, (who, p, t, own_flying) in enumerate(specs)
    ]
    grants = (Keyword.FLYING,) if flying else ()
    lord = _lord("A", statics=(StaticEffect(ELVES, grants, bonus, bonus),))
    board = apply_static_effects(_board(*perms, lord))
    assert apply_static_effects(board) is board
    for perm, original in zip(board.permanents, perms, strict=False):
        assert own_permanent(perm) == original
        expected_bonus = bonus if original.controller == "A" else 0
        assert perm.power == original.power + expected_bonus
        if flying and original.controller == "A":
            assert perm.has(Keyword.FLYING)
    gone = board.with_permanents(
        evolve(p, zone=Zone.GRAVEYARD) if p.id == "lord" else p for p in board.permanents
    )
    after = apply_static_effects(gone)
    assert after.permanents[:-1] == tuple(perms)
    assert not changes_in_force(after)


# ---------------------------------------------------------------------------
# The solver plays effects too
# ---------------------------------------------------------------------------


def test_611_3a_solver_keeps_a_lord_off_combat_in_every_fight() -> None:
    troll = creature("troll", "A", 3, 3, Keyword.TRAMPLE, attacking="B")
    bear = creature("bear", "A", 2, 2, attacking="B")
    elf = creature("elf", "B", 1, 2, blocking=("troll",), subtypes=ELF)
    board = apply_static_effects(_board(troll, bear, elf, _lord()))
    plan = best_assignment(board, CURRENT)
    # The lorded Elf is 2/3: all 3 trample damage must go to it.
    chosen = {a.creature: a.as_dict() for a in plan.choice.packages[Step.REGULAR]}
    assert chosen["troll"] == {"elf": 3}
    assert plan.outcome.board.player("B").life == 18
    assert plan.outcome.board.permanent("elf").zone is Zone.GRAVEYARD


def test_611_3a_solver_sees_a_lord_dying_in_another_fight() -> None:
    # The lord blocks a first striker and dies in the first-strike step; the
    # Elf blocking the other attacker is 1/1 again in the regular step, so a
    # 1/1 attacker kills it there.
    knight = creature("knight", "A", 2, 2, Keyword.FIRST_STRIKE, attacking="B")
    squire = creature("squire", "A", 1, 1, attacking="B")
    lord = _lord(blocking=("knight",))
    elf = creature("elf", "B", 1, 1, blocking=("squire",), subtypes=ELF)
    board = apply_static_effects(_board(knight, squire, lord, elf))
    plan = best_assignment(board, CURRENT)
    after = plan.outcome.board
    assert after.permanent("lord").zone is Zone.GRAVEYARD
    assert after.permanent("elf").zone is Zone.GRAVEYARD
    assert after.permanent("squire").zone is Zone.GRAVEYARD  # the 1/1 Elf traded with it


# ---------------------------------------------------------------------------
# resolve's output names each effect (the scenario format gains statics
# through card text later; here the loaded board is given directly)
# ---------------------------------------------------------------------------


def test_611_3a_resolve_json_and_text_say_which_effect_changed_what(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    knight = creature("knight", "A", 2, 2, Keyword.FIRST_STRIKE, attacking="B")
    squire = creature("squire", "A", 1, 1, Keyword.FIRST_STRIKE, attacking="B")
    lord = _lord(blocking=("knight",))
    elf = creature("elf", "B", 1, 1, blocking=("squire",), subtypes=ELF)
    scenario = Scenario(board=_board(knight, squire, lord, elf), rules=CURRENT, source="lords")
    monkeypatch.setattr(cli_group, "load_scenario", lambda path: scenario)
    runner = CliRunner()
    out = runner.invoke(cli_module.cli, ["resolve", "lords.toml", "--json"], env=ENGLISH)
    assert out.exit_code == 0, out.output
    doc = json.loads(out.output)
    assert doc["effects"] == [
        {"source": "lord", "affected": "elf", "change": "gets +1/+1", "rule": "613.4c"}
    ]
    ends = [e for e in doc["events"] if e["kind"] == "effect_ends"]
    assert ends == [
        {
            "kind": "effect_ends",
            "rule": "611.3a",
            "source": "lord",
            "affected": "elf",
            "what": "pt",
            "value": "+1/+1",
        }
    ]
    assert {"players", "permanents", "events"} <= set(doc)
    text = runner.invoke(cli_module.cli, ["resolve", "lords.toml"], env=ENGLISH).output
    assert "lord -> elf: gets +1/+1 (613.4c)" in text
    assert "611.3a  the effect of lord by which elf gets +1/+1 ends" in text
    ja = runner.invoke(cli_module.cli, ["resolve", "lords.toml", "--lang", "ja"]).output
    assert "lord→elf：+1/+1の修整を受ける（613.4c）" in ja


def test_resolve_json_keeps_its_shape_without_effects(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    scenario = Scenario(board=_board(creature("bear", "A", 2, 2, attacking="B")), source="x")
    monkeypatch.setattr(cli_group, "load_scenario", lambda path: scenario)
    out = CliRunner().invoke(cli_module.cli, ["resolve", "x.toml", "--json"], env=ENGLISH)
    assert set(json.loads(out.output)) == {"players", "permanents", "events", "assignments"}
