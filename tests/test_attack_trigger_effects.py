"""Issue 33's attack trigger effects: creature tokens put onto the
battlefield (tapped and) attacking (508.4; never declared as attackers,
506.3, 508.4), untapping a target and tapping or untapping a group
(701.26), and the costs "you may pay {mana} / N life / sacrifice another
creature / a Blood token. If you do, ..." (118.3a, 118.3b, 119.4,
701.21a). Each form: its parse, a rules test named by its rule with a
control, and its Japanese rendering."""

from __future__ import annotations

import json
from typing import Any

import pytest

from mtgcombat.core.attack_cost_events import ManaPaid, TokenEntersAttackingUntapped
from mtgcombat.core.attack_effect_values import (
    AttackingTokenEffect,
    GroupTapEffect,
    PayCostEffect,
    SacrificeCostEffect,
    UntapTargetEffect,
)
from mtgcombat.core.events import LifeLost, TappedByEffect, TokenEntersAttacking
from mtgcombat.core.model import Board, CardType, Permanent, Player, TriggerChoices, evolve
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.triggers import ChoiceError
from mtgcombat.text import parse_sentence

HERO = (
    "Whenever ~ attacks, create two 1/1 white Soldier creature tokens that are tapped and "
    "attacking."
)
BRIMAZ = (
    "Whenever ~ attacks, create a 1/1 white Cat Soldier creature token with vigilance "
    "that's attacking."
)
AVEN = "Whenever ~ attacks, untap target creature you control."
VETERAN = "Whenever ~ attacks, untap another target creature you control."
SCOUT = "Whenever ~ attacks, untap each other creature you control."
TORRENT = "Whenever ~ attacks, tap all creatures defending player controls."
AUTOMATON = "Whenever ~ attacks, untap all creatures defending player controls."
SKYLINE = "Whenever ~ attacks, you may pay {1}{W}. If you do, it gains flying until end of turn."
POET = "Whenever ~ attacks, you may pay 2 life. If you do, it gains flying until end of turn."
OGRE = (
    "Whenever ~ attacks, you may sacrifice another creature. If you do, ~ gets +2/+2 until "
    "end of turn."
)
SOCIALITE = (
    "Whenever ~ attacks, you may sacrifice a Blood token. If you do, it gets +2/+2 until end "
    "of turn."
)
WATCHER = "Whenever a creature you control attacks, you gain 1 life."


def _one(sentence: str) -> Any:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled", parsed
    (value,) = parsed.traits.values()
    return value


def _board(*perms: Permanent, players: int = 2) -> Board:
    return Board(tuple(Player(p) for p in "ABC"[:players]), perms, "A")


def _attacker(
    sentence: str, pid: str = "hero", *, power: int = 2, toughness: int = 2, **kw: Any
) -> Permanent:
    return Permanent(
        id=pid, controller="A", power=power, toughness=toughness, attacking="B", tapped=True,
        abilities=frozenset({_one(sentence)}), **kw,
    )  # fmt: skip


def _bear(pid: str, controller: str = "B", **kw: Any) -> Permanent:
    return Permanent(id=pid, controller=controller, power=2, toughness=2, **kw)


# -- parses -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "kind"),
    [
        (HERO, AttackingTokenEffect),
        (BRIMAZ, AttackingTokenEffect),
        (
            "Whenever ~ attacks, create a tapped and attacking 1/1 red Goblin creature token.",
            AttackingTokenEffect,
        ),
        (AVEN, UntapTargetEffect),
        (VETERAN, UntapTargetEffect),
        (SCOUT, GroupTapEffect),
        (TORRENT, GroupTapEffect),
        (AUTOMATON, GroupTapEffect),
        (SKYLINE, PayCostEffect),
        (POET, PayCostEffect),
        (OGRE, SacrificeCostEffect),
        (SOCIALITE, SacrificeCostEffect),
    ],
)
def test_508_4_701_26_118_3_attack_trigger_effects_parse(sentence: str, kind: type) -> None:
    trigger = _one(sentence)
    assert isinstance(trigger.effects[0], kind)
    assert trigger.events == ("attacks",)


def test_508_4_tokens_parse_with_count_keywords_and_tapped() -> None:
    (hero,) = _one(HERO).effects
    assert hero.tapped and hero.token.count == 2 and hero.token.subtypes == ("Soldier",)
    (brimaz,) = _one(BRIMAZ).effects
    assert not brimaz.tapped and [str(k) for k in brimaz.token.keywords] == ["vigilance"]
    assert brimaz.token.subtypes == ("Cat", "Soldier")


def test_118_3_costs_parse_as_the_first_effect_of_you_may_if_you_do() -> None:
    skyline, poet, ogre = _one(SKYLINE), _one(POET), _one(OGRE)
    assert skyline.optional and skyline.if_you_do
    assert skyline.effects[0] == PayCostEffect("{1}{W}")
    assert poet.effects[0] == PayCostEffect(life=2)
    (sac, _pump) = ogre.effects
    assert sac.wanted.other and sac.wanted.controller == "you"


@pytest.mark.parametrize(
    "sentence",
    [
        # a token put onto the battlefield attacking after blocks (509.1h): not played
        "Whenever ~ blocks, create a 1/1 white Soldier creature token that's tapped and attacking.",
        # an amount X the engine does not choose
        "Whenever ~ attacks, you may pay {X}{R}. If you do, ~ deals X damage to any target.",
        # a token with an ability the engine does not model
        "Whenever ~ attacks, create a tapped and attacking 1/1 red Devil creature token with "
        '"When this creature dies, it deals 1 damage to any target."',
        # a token named and put onto the battlefield attacking by a second sentence
        "Whenever ~ attacks, create Ragavan, a legendary 2/1 red Monkey creature token. Ragavan "
        "enters the battlefield tapped and attacking. Exile that token at end of combat.",
    ],
)
def test_508_4_forms_the_engine_does_not_carry_out_stay_unmodelled(sentence: str) -> None:
    assert parse_sentence(sentence).status == "unmodelled"


# -- tokens put onto the battlefield attacking (508.4) ------------------------


def test_508_4_tokens_enter_tapped_and_attacking_the_defending_player() -> None:
    after, events = declare_attackers_triggers(_board(_attacker(HERO)), "current")
    tokens = [p for p in after.permanents if p.token]
    assert [(p.id, p.attacking, p.tapped, p.power) for p in tokens] == [
        ("soldier1", "B", True, 1),
        ("soldier2", "B", True, 1),
    ]
    entered = [e for e in events if isinstance(e, TokenEntersAttacking)]
    assert [(e.rule, e.defender, e.attacks) for e in entered] == [("508.4", "B", True)] * 2
    # control: the creature with the ability is not attacking, nothing triggers (508.2a)
    home = _board(Permanent(id="hero", controller="A", power=2, toughness=2,
                            abilities=frozenset({_one(HERO)})))  # fmt: skip
    assert declare_attackers_triggers(home, "current")[0].permanents == home.permanents


def test_508_4_506_3_tokens_put_onto_the_battlefield_attacking_trigger_no_attack_ability() -> None:
    watcher = Permanent(id="banner", controller="A", power=0, toughness=1,
                        abilities=frozenset({_one(WATCHER)}))  # fmt: skip
    after, _ = declare_attackers_triggers(_board(_attacker(HERO), watcher), "current")
    # only the declared attacker triggers the watcher: the two tokens never were declared
    assert after.player("A").life == 21
    # control: a second declared attacker does trigger it
    other = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    after, _ = declare_attackers_triggers(_board(_attacker(HERO), watcher, other), "current")
    assert after.player("A").life == 22


def test_508_4_510_1_tokens_attacking_deal_combat_damage() -> None:
    board, _ = declare_attackers_triggers(_board(_attacker(HERO)), "current")
    result = resolve_combat(board, "current", auto=True)
    assert result.board.player("B").life == 20 - 2 - 1 - 1
    # control: without the trigger, only the creature's own 2 damage
    plain = _board(_bear("hero", "A", attacking="B", tapped=True))
    result = resolve_combat(plain, "current", auto=True)
    assert result.board.player("B").life == 18


def test_508_4_thats_attacking_token_enters_untapped() -> None:
    after, events = declare_attackers_triggers(_board(_attacker(BRIMAZ, "brimaz")), "current")
    (cat,) = [p for p in after.permanents if p.token]
    assert cat.attacking == "B" and not cat.tapped
    assert any(isinstance(e, TokenEntersAttackingUntapped) for e in events)
    # control: "that's tapped and attacking" taps it
    after, _ = declare_attackers_triggers(_board(_attacker(HERO)), "current")
    assert all(p.tapped for p in after.permanents if p.token)


def test_508_4_token_tapped_and_attacking_can_be_blocked() -> None:
    board, _ = declare_attackers_triggers(_board(_attacker(HERO), _bear("wall")), "current")
    assert is_legal_blocks(board, BlockDeclaration.parse("wall: soldier1"), "current")
    blocked = board.with_permanents(
        evolve(p, blocking=("soldier1",)) if p.id == "wall" else p for p in board.permanents
    )
    result = resolve_combat(blocked, "current", auto=True)
    assert result.board.permanent("soldier1").zone.value == "graveyard"
    assert result.board.player("B").life == 20 - 2 - 1


# -- untap and tap (701.26) ---------------------------------------------------


def test_701_26b_attack_trigger_untaps_target_creature_you_control() -> None:
    aven = _attacker(AVEN, "aven", choices=TriggerChoices(targets=("aven",)))
    after, events = declare_attackers_triggers(_board(aven), "current")
    assert not after.permanent("aven").tapped and after.permanent("aven").attacking == "B"
    assert [e.rule for e in events if isinstance(e, TappedByEffect)] == ["701.26b"]
    # control: a creature of the defending player is not a legal target ("you control")
    bad = _attacker(AVEN, "aven", choices=TriggerChoices(targets=("wall",)))
    with pytest.raises(ChoiceError):
        declare_attackers_triggers(_board(bad, _bear("wall", tapped=True)), "current")


def test_701_26b_another_target_is_not_the_creature_itself() -> None:
    mine = _bear("elk", "A", tapped=True)
    vet = _attacker(VETERAN, "vet", choices=TriggerChoices(targets=("elk",)))
    after, _ = declare_attackers_triggers(_board(vet, mine), "current")
    assert not after.permanent("elk").tapped and after.permanent("vet").tapped
    # control: "another" can't target itself (603.3d)
    itself = _attacker(VETERAN, "vet", choices=TriggerChoices(targets=("vet",)))
    with pytest.raises(ChoiceError):
        declare_attackers_triggers(_board(itself, mine), "current")


def test_701_26b_untap_each_other_creature_you_control() -> None:
    bear = _bear("bear", "A", attacking="B", tapped=True)
    theirs = _bear("wall", tapped=True)
    board = _board(_attacker(SCOUT, "scout"), bear, theirs)
    after, _ = declare_attackers_triggers(board, "current")
    assert not after.permanent("bear").tapped and after.permanent("bear").attacking == "B"
    # control: the scout itself ("other") and the opponent's creature stay tapped
    assert after.permanent("scout").tapped and after.permanent("wall").tapped


def test_701_26a_509_1a_tap_all_creatures_defending_player_controls() -> None:
    torrent = _attacker(TORRENT, "torrent", power=3, toughness=5)
    wall, elf = _bear("wall"), _bear("elf", "C")
    board = _board(torrent, wall, elf, players=3)
    after, _ = declare_attackers_triggers(board, "current")
    assert after.permanent("wall").tapped
    verdict = is_legal_blocks(after, BlockDeclaration.parse("wall: torrent"), "current")
    assert [v.rule for v in verdict.violations] == ["509.1a"]
    # control: a creature of a player who is not defending stays untapped
    assert not after.permanent("elf").tapped


def test_701_26b_untap_all_creatures_defending_player_controls() -> None:
    tapped = _bear("wall", tapped=True)
    after, _ = declare_attackers_triggers(_board(_attacker(AUTOMATON, "auto"), tapped), "current")
    assert not after.permanent("wall").tapped
    assert is_legal_blocks(after, BlockDeclaration.parse("wall: auto"), "current")
    # control: without the trigger, the tapped wall can't block (509.1a)
    plain = _board(_bear("auto", "A", attacking="B", tapped=True), tapped)
    assert not is_legal_blocks(plain, BlockDeclaration.parse("wall: auto"), "current")


# -- costs as the ability resolves (118.3) ------------------------------------


def test_118_3a_pay_mana_if_you_do_gains_flying() -> None:
    after, events = declare_attackers_triggers(_board(_attacker(SKYLINE, "sky")), "current")
    assert "flying" in {str(a) for a in after.permanent("sky").abilities}
    assert [(e.rule, e.mana) for e in events if isinstance(e, ManaPaid)] == [("118.3a", "{1}{W}")]
    # control: the controller doesn't pay (603.5): no flying, no payment
    declined = _attacker(SKYLINE, "sky", choices=TriggerChoices(may=False))
    after, events = declare_attackers_triggers(_board(declined), "current")
    assert "flying" not in {str(a) for a in after.permanent("sky").abilities}
    assert not any(isinstance(e, ManaPaid) for e in events)


def test_118_3b_119_4_pay_life_only_with_enough_life() -> None:
    after, events = declare_attackers_triggers(_board(_attacker(POET, "poet")), "current")
    assert after.player("A").life == 18
    assert "flying" in {str(a) for a in after.permanent("poet").abilities}
    assert [e.rule for e in events if isinstance(e, LifeLost)] == ["118.3b"]
    # control: with 1 life, 2 life can't be paid (119.4): no flying, no life paid
    poor = Board((Player("A", life=1), Player("B")), (_attacker(POET, "poet"),), "A")
    after, _ = declare_attackers_triggers(poor, "current")
    assert after.player("A").life == 1
    assert "flying" not in {str(a) for a in after.permanent("poet").abilities}


def test_701_21a_sacrifice_another_creature_if_you_do_pump() -> None:
    ogre = _attacker(OGRE, "ogre", power=3, toughness=3,
                     choices=TriggerChoices(sacrificed=("elf",)))  # fmt: skip
    elf, elk = _bear("elf", "A"), _bear("elk", "A")
    after, _ = declare_attackers_triggers(_board(ogre, elf, elk), "current")
    assert after.permanent("elf").zone.value == "graveyard"
    assert after.permanent("elk").zone.value == "battlefield"
    assert after.permanent("ogre").power == 5
    # control: nothing else to sacrifice (118.3): no pump; the ogre itself is not "another"
    after, _ = declare_attackers_triggers(_board(ogre), "current")
    assert after.permanent("ogre").power == 3
    assert after.permanent("ogre").zone.value == "battlefield"


def test_701_21a_sacrifice_cost_needs_a_legal_choice() -> None:
    elf, elk = _bear("elf", "A"), _bear("elk", "A")
    unnamed = _attacker(OGRE, "ogre")
    with pytest.raises(ChoiceError) as missing:
        declare_attackers_triggers(_board(unnamed, elf, elk), "current")
    assert missing.value.field == "choices.sacrificed"
    # an opponent's creature is not one its controller may sacrifice
    theirs = _attacker(OGRE, "ogre", choices=TriggerChoices(sacrificed=("wall",)))
    with pytest.raises(ChoiceError):
        declare_attackers_triggers(_board(theirs, elf, elk, _bear("wall")), "current")


def test_701_21a_sacrifice_a_blood_token() -> None:
    blood = Permanent(id="blood1", controller="A", types=frozenset({CardType.ARTIFACT}),
                      subtypes=frozenset({"blood"}), token=True)  # fmt: skip
    socialite = _attacker(SOCIALITE, "soc", power=3, toughness=3)
    after, _ = declare_attackers_triggers(_board(socialite, blood), "current")
    assert after.permanent("blood1").zone.value == "graveyard"
    assert after.permanent("soc").power == 5
    # control: a Treasure is no Blood token: nothing sacrificed, no pump
    treasure = Permanent(id="treasure1", controller="A", types=frozenset({CardType.ARTIFACT}),
                         subtypes=frozenset({"treasure"}), token=True)  # fmt: skip
    after, _ = declare_attackers_triggers(_board(socialite, treasure), "current")
    assert after.permanent("treasure1").zone.value == "battlefield"
    assert after.permanent("soc").power == 3


# -- Japanese -----------------------------------------------------------------


def test_508_4_118_3_new_events_and_effects_in_japanese() -> None:
    untapped = TokenEntersAttackingUntapped("508.4", "cat1", "B", True, "brimaz")
    assert describe_event(untapped, "ja") == (
        "cat1はアンタップ状態でBを攻撃している状態で戦場に出る（brimazの能力）"
    )
    paid = ManaPaid("118.3a", "A", "{W}", "sky")
    assert describe_event(paid, "ja") == "Aは{W}を支払う（skyの能力）"
    assert describe_event(LifeLost("118.3b", "A", 2, "poet"), "ja") == (
        "Aは2点のライフを支払う（poetの能力）"
    )
    not_attacking = TokenEntersAttackingUntapped("506.3b", "cat1", "", False, "brimaz")
    assert "攻撃しない" in describe_event(not_attacking, "ja")
    for sentence in (HERO, BRIMAZ, AVEN, SCOUT, TORRENT, SKYLINE, POET, OGRE, SOCIALITE):
        words = describe_value(_one(sentence), "ja")
        assert words and not any(c.isascii() and c.isalpha() for c in words.replace("W", "")), (
            sentence,
            words,
        )


# -- a token out of combat (111.1) --------------------------------------------

SERVO = (
    "Whenever ~ attacks, you may pay {E}{E}. If you do, create a 1/1 colorless Servo "
    "artifact creature token."
)


def test_111_1_506_3_attack_trigger_token_enters_out_of_combat() -> None:
    trigger = _one(SERVO)
    assert trigger.if_you_do and str(trigger.effects[1]).startswith("create a 1/1 colorless")
    herder = _attacker(SERVO, "herder", power=3, toughness=3)
    rich = Board((Player("A", energy=2), Player("B")), (herder,), "A")
    after, _ = declare_attackers_triggers(rich, "current")
    (servo,) = [p for p in after.permanents if p.token]
    assert servo.attacking is None and not servo.tapped and servo.is_creature
    # control: one energy can't pay {E}{E} (107.14): no Servo
    poor = Board((Player("A", energy=1), Player("B")), (herder,), "A")
    after, _ = declare_attackers_triggers(poor, "current")
    assert not [p for p in after.permanents if p.token]


def test_111_1_that_many_tokens_stay_the_damage_steps() -> None:
    damage = (
        "Whenever ~ deals combat damage to a player, create that many 1/1 green Insect "
        "creature tokens."
    )
    (effect,) = _one(damage).effects
    assert effect.that_many


# -- the same costs in the combat damage step's triggers (510.3a) ------------

GROWER = (
    "Whenever ~ deals combat damage to a player, you may pay {2}{G}. If you do, put six +1/+1 "
    "counters on ~."
)


def test_510_3a_118_3a_damage_trigger_pays_mana_if_you_do_counters() -> None:
    from mtgcombat import Package, deal_combat_damage  # noqa: PLC0415
    from mtgcombat.rules.triggers_later import combat_damage_triggers  # noqa: PLC0415

    def run(may: bool) -> Board:
        grower = _attacker(GROWER, "grower", choices=TriggerChoices(may=may))
        board = _board(grower)
        after, dealt = deal_combat_damage(board, Package.parse("grower: B=2"))
        return combat_damage_triggers(after, after, dealt)[0]

    assert run(True).permanent("grower").counters.plus_one == 6
    # control: declined (603.5), nothing paid, no counters
    assert run(False).permanent("grower").counters.plus_one == 0


@pytest.mark.parametrize(
    "sentence", [HERO, BRIMAZ, AVEN, VETERAN, SCOUT, TORRENT, SKYLINE, POET, OGRE, SOCIALITE, SERVO]
)
def test_508_4_118_3_effects_round_trip_through_the_structured_form(sentence: str) -> None:
    # the card index stores each line's values in the structured form (text/structured.py)
    from mtgcombat.text.structured import traits_from_json  # noqa: PLC0415
    from mtgcombat.text.structured_write import traits_to_json  # noqa: PLC0415

    traits = parse_sentence(sentence).traits
    assert traits_from_json(json.loads(json.dumps(traits_to_json(traits)))) == traits
