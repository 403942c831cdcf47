"""The examples of CR 506 and 508, each written as a board of our own and
checked (the CR's own examples, in our words; rule numbers of the current
rules, the same under the 2023 rules unless said).

- 508.1c: two creatures that each "can't attack alone" may attack together.
- 508.1d: one creature that attacks if able, one with no abilities, and
  "no more than one creature can attack each combat": the only legal
  declaration is the first creature alone.
- 508.2a: "whenever a green creature attacks, destroy that creature at end
  of combat" triggers for a green creature declared as an attacker, and not
  for a blue attacker that is turned green afterwards (here by a blocker's
  trigger in the declare blockers step), played through the whole phase.
- CR 506 gives no examples in the editions consulted; its rules that
  decide a declaration (506.2, 506.3, 506.5) are checked here instead.
"""

from __future__ import annotations

import pytest

from mtgcombat.core.abilities import AttacksEachCombat, CantAttackAlone, MaxAttackersEachCombat
from mtgcombat.core.events import DestroyAtEndOfCombat, DestroyedByEffect
from mtgcombat.core.model import Ability, Board, CardType, Permanent, Player
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.attacks import AttackDeclaration, is_legal_attacks, legal_attack_declarations
from mtgcombat.rules.timeline import after_attackers, declare_blockers, run_combat
from mtgcombat.solver.attacks import best_attacks
from mtgcombat.text import parse_sentence

RULE_SETS = ("2023", "current")


def _board(*perms: Permanent, players: tuple[Player, ...] = (Player("A"), Player("B"))) -> Board:
    return Board(players=players, permanents=perms, active_player="A")


def _creature(pid: str, *rules: object, controller: str = "A") -> Permanent:
    return Permanent(
        id=pid,
        controller=controller,
        power=2,
        toughness=2,
        block_rules=frozenset(rules),  # type: ignore[arg-type]
    )


@pytest.mark.parametrize("rules", RULE_SETS)
def test_508_1c_example_two_creatures_that_cant_attack_alone_attack_together(rules: str) -> None:
    board = _board(_creature("kor", CantAttackAlone()), _creature("oxen", CantAttackAlone()))
    assert is_legal_attacks(board, AttackDeclaration.parse("kor: B; oxen: B"), rules).legal
    for alone in ("kor: B", "oxen: B"):
        verdict = is_legal_attacks(board, AttackDeclaration.parse(alone), rules)
        assert [v.code for v in verdict.violations] == ["cant_attack_alone"]
        assert verdict.violations[0].rule == "508.1c"


@pytest.mark.parametrize("rules", RULE_SETS)
def test_508_1d_example_the_only_legal_attack_is_the_eager_creature_alone(rules: str) -> None:
    eager = _creature("eager", AttacksEachCombat())
    plain = _creature("plain")
    limit = Permanent(
        id="limit",
        controller="B",
        types=frozenset({CardType.ENCHANTMENT}),
        block_rules=frozenset({MaxAttackersEachCombat(1)}),
    )
    board = _board(eager, plain, limit)
    assert [str(d) for d in legal_attack_declarations(board)] == ["eager: B"]
    expected = {"eager: B": [], "plain: B": ["508.1d"], "-": ["508.1d"]}
    for text, rules_broken in expected.items():
        verdict = is_legal_attacks(board, AttackDeclaration.parse(text), rules)
        assert [v.rule for v in verdict.violations] == rules_broken, text
    both = is_legal_attacks(board, AttackDeclaration.parse("eager: B; plain: B"), rules)
    assert "508.1c" in [v.rule for v in both.violations]
    # the attack solver may choose only that declaration too
    assert str(best_attacks(board, RuleSet.coerce(rules)).choice.declaration) == "eager: B"


def test_506_2_the_defending_player_and_what_they_control_can_be_attacked() -> None:
    walker = Permanent(id="jace", controller="B", types=frozenset({CardType.PLANESWALKER}))
    board = _board(_creature("bear"), walker)
    for target in ("B", "jace"):
        assert is_legal_attacks(board, AttackDeclaration.parse(f"bear: {target}")).legal
    assert not is_legal_attacks(board, AttackDeclaration.parse("bear: A")).legal


def test_506_3_only_creatures_attack() -> None:
    rock = Permanent(id="rock", controller="A", types=frozenset({CardType.ARTIFACT}))
    verdict = is_legal_attacks(_board(rock), AttackDeclaration.parse("rock: B"))
    assert [v.code for v in verdict.violations] == ["attacker_not_creature"]


def test_506_3_only_a_player_planeswalker_or_battle_is_attacked() -> None:
    wall = _creature("wall", controller="B")
    verdict = is_legal_attacks(
        _board(_creature("bear"), wall), AttackDeclaration.parse("bear: wall")
    )
    assert [v.rule for v in verdict.violations] == ["508.1b"]


def test_506_5_a_creature_attacks_alone_when_it_is_the_only_one_declared() -> None:
    # "can't attack alone" reads 506.5: a second attacker, at any target, is company
    players = (Player("A"), Player("B"), Player("C"))
    board = _board(_creature("kor", CantAttackAlone()), _creature("pal"), players=players)
    assert is_legal_attacks(board, AttackDeclaration.parse("kor: B; pal: C")).legal
    assert not is_legal_attacks(board, AttackDeclaration.parse("kor: B")).legal


def _card_text(*sentences: str) -> frozenset[Ability]:
    out: set[Ability] = set()
    for sentence in sentences:
        parsed = parse_sentence(sentence)
        assert parsed.status == "modelled", parsed
        out.update(parsed.traits.abilities)
    return frozenset(out)


@pytest.mark.parametrize("rules", RULE_SETS)
def test_508_2a_example_a_blue_attacker_turned_green_later_does_not_trigger(rules: str) -> None:
    watcher = Permanent(
        id="watcher", controller="B", power=0, toughness=4,
        abilities=_card_text(
            "Whenever a green creature attacks, destroy that creature at end of combat."
        ),
    )  # fmt: skip
    painter = Permanent(
        id="painter", controller="B", power=0, toughness=4, blocking=("drake",),
        abilities=_card_text(
            "Whenever ~ blocks or becomes blocked by a creature, that creature becomes green."
        ),
    )  # fmt: skip
    drake = Permanent(id="drake", controller="A", power=2, toughness=2, attacking="B",
                      colors=frozenset({"blue"}))  # fmt: skip
    bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B",
                     colors=frozenset({"green"}))  # fmt: skip
    board = _board(drake, bear, watcher, painter)
    attacked, early = after_attackers(board, rules)
    # the ability triggers as attackers are declared (508.2a): for the green bear only
    assert [e.permanent for e in early if isinstance(e, DestroyAtEndOfCombat)] == ["bear"]
    declared = declare_blockers(attacked, board)  # then the painter blocks the drake
    result = run_combat(declared, rules, auto=True, end=True, attackers_done=True)
    drake_now = result.board.permanent("drake")
    assert drake_now.colors == {"green"}  # turned green as the painter blocked it
    assert drake_now.on_battlefield
    assert result.board.permanent("bear").zone.value == "graveyard"
    assert not [e for e in result.events if isinstance(e, DestroyAtEndOfCombat)]
    destroyed = [(e.rule, e.permanent) for e in result.events if isinstance(e, DestroyedByEffect)]
    assert destroyed == [("511.2", "bear")]
