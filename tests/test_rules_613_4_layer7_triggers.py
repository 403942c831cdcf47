"""Layer 7 from attack and block triggers (613.4b, 613.4d, 603.3d): Valakut
Fireboar's "Whenever ~ attacks, switch its power and toughness until end of
turn." and Voice of the Vermin's "Whenever ~ attacks, target creature you
control has base power and toughness 4/4 until end of turn." Each outcome
worked out by hand, each rule test with its control."""

from __future__ import annotations

from typing import Any

from mtgcombat.core.attack_effect_values import PTLayerEffect
from mtgcombat.core.model import Board, Counters, Permanent, Player, TriggerChoices
from mtgcombat.core.pt_events import BasePowerToughnessSet, PowerToughnessSwitched
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.attack_effect_words import attack_effect_ja
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.layer7 import pumped
from mtgcombat.text import parse_sentence

FIREBOAR = "Whenever ~ attacks, switch its power and toughness until end of turn."
VERMIN = (
    "Whenever ~ attacks, target creature you control has base power and toughness 4/4 until "
    "end of turn."
)


def _one(sentence: str) -> Any:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled", parsed
    (value,) = parsed.traits.values()
    return value


def _board(*perms: Permanent) -> Board:
    return Board((Player("A"), Player("B")), perms, "A")


def _fireboar(**kw: Any) -> Permanent:
    # a 1/5 with Valakut Fireboar's line (the card is a 1/7)
    return Permanent(
        id="boar", controller="A", power=1, toughness=5, attacking="B", tapped=True,
        abilities=frozenset({_one(FIREBOAR)}), **kw,
    )  # fmt: skip


def test_the_trigger_sentences_read() -> None:
    assert _one(FIREBOAR).effects == (PTLayerEffect(switch=True),)
    (effect,) = _one(VERMIN).effects
    assert (effect.power, effect.toughness, effect.target) == (4, 4, "target")
    assert attack_effect_ja(effect, lambda s: "あなたがコントロールしているクリーチャー") == (
        "ターン終了時まで、あなたがコントロールしているクリーチャー1体を対象とする。"
        "それの基本のパワーとタフネスは4/4になる"
    )
    # control: a switch of each creature is not read
    each = "Whenever ~ attacks, switch each creature's power and toughness until end of turn."
    assert parse_sentence(each).status != "modelled"


def test_613_4d_fireboar_attacks_as_a_5_1() -> None:
    after, events = declare_attackers_triggers(_board(_fireboar()), "current")
    boar = after.permanent("boar")
    assert (boar.current_power, boar.current_toughness) == (5, 1)
    switched = [e for e in events if isinstance(e, PowerToughnessSwitched)]
    assert [(e.rule, e.creature) for e in switched] == [("613.4d", "boar")]
    assert describe_event(switched[0]) == (
        "boar's power and toughness are switched until end of turn (ability of boar)"
    )
    # unblocked, it deals 5 combat damage (510.1a): the defending player is at 15
    result = resolve_combat(after, "current")
    assert result.board.player("B").life == 15
    # control: a 1/5 without the trigger deals 1
    plain = Permanent(id="boar", controller="A", power=1, toughness=5, attacking="B")
    assert resolve_combat(_board(plain), "current").board.player("B").life == 19


def test_613_4d_a_later_pump_lands_before_the_switch() -> None:
    # the trigger switched it to 5/1; a +0/+2 pump afterwards is 7c, before
    # 7d: 1/7 switched, 7/1 (not 5/3)
    after, _ = declare_attackers_triggers(_board(_fireboar()), "current")
    pumped_board = after.with_permanents(
        pumped(p, 0, 2, "timeline[0]") if p.id == "boar" else p for p in after.permanents
    )
    boar = pumped_board.permanent("boar")
    assert (boar.current_power, boar.current_toughness) == (7, 1)


def test_613_4d_the_switch_after_counters() -> None:
    # a 1/5 with two +1/+1 counters is 3/7; switched 7/3
    after, _ = declare_attackers_triggers(
        _board(_fireboar(counters=Counters(plus_one=2))), "current"
    )
    boar = after.permanent("boar")
    assert (boar.current_power, boar.current_toughness) == (7, 3)


def test_613_4b_vermin_sets_its_target_to_base_4_4() -> None:
    vermin = Permanent(
        id="vermin", controller="A", power=2, toughness=2, attacking="B", tapped=True,
        abilities=frozenset({_one(VERMIN)}), choices=TriggerChoices(targets=("elf",)),
    )  # fmt: skip
    # the Elf is a 1/1 with a +1/+1 counter: base 4/4 with the counter, 5/5
    elf = Permanent(id="elf", controller="A", power=1, toughness=1, counters=Counters(plus_one=1))
    after, events = declare_attackers_triggers(_board(vermin, elf), "current")
    changed = after.permanent("elf")
    assert (changed.current_power, changed.current_toughness) == (5, 5)
    based = [e for e in events if isinstance(e, BasePowerToughnessSet)]
    assert [(e.rule, e.creature, e.power) for e in based] == [("613.4b", "elf", 4)]
    assert describe_event(based[0], "ja") == (
        "elfはターン終了時まで基本のパワーとタフネスが4/4になる（verminの能力）"
    )
    # control: the creature not targeted keeps its own values
    assert (after.permanent("vermin").current_power, after.permanent("vermin").toughness) == (2, 2)
