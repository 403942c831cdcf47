"""A target pumped and then untapped by one attack trigger (issue 33,
session 10): "whenever ~ attacks, another target attacking creature gets
+0/+2 until end of turn. Untap that creature." (Bazaar Krovod). "That
creature" is the ability's one target, chosen as it is put on the stack
(603.3d) and checked again as it resolves (608.2b); it gets +0/+2 (613.4c)
and is untapped (701.26b now, 701.21b in 2023). An attacking creature
untapped stays attacking (506.4). Controls: the ability's own creature
can't be the target ("another"), and an untargeted ally stays tapped.
"""

from __future__ import annotations

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from helpers import two_player_board as _board
from mtgcombat.core.events import TappedByEffect
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.text import parse_sentence

KROVOD = (
    "Whenever ~ attacks, another target attacking creature gets +0/+2 until end of turn. "
    "Untap that creature."
)


def test_parse_pump_then_untap_the_target() -> None:
    [ability] = _ability(KROVOD)
    assert [str(e) for e in ability.effects] == [
        "a target among other attacking creatures gets +0/+2 until end of turn",
        "untap a target among other attacking creatures",
    ]
    assert describe_value(ability, "ja").endswith("それをアンタップする")


def test_parse_untap_that_creature_needs_a_target_before_it() -> None:
    # control: "untap that creature" after an untargeted pump names no target: not read
    parsed = parse_sentence(
        "Whenever ~ attacks, it gets +0/+2 until end of turn. Untap that creature.", name="Ox"
    )
    assert parsed.status != "modelled"


def _attack(rules: str, target: str) -> tuple[object, list[object]]:
    krovod = _creature(
        "krovod", attacking="B", tapped=True, abilities=_ability(KROVOD),
        choices=TriggerChoices(targets=(target,)),
    )  # fmt: skip
    ally = _creature("ally", attacking="B", tapped=True)
    other = _creature("other", attacking="B", tapped=True)
    after, events = declare_attackers_triggers(_board(krovod, ally, other), rules)
    return after, list(events)


@pytest.mark.parametrize(("rules", "rule"), [("current", "701.26b"), ("2023", "701.21b")])
def test_701_26b_the_target_is_pumped_and_untapped(rules: str, rule: str) -> None:
    after, events = _attack(rules, "ally")
    ally = after.permanent("ally")  # type: ignore[attr-defined]
    assert (ally.current_power, ally.current_toughness, ally.tapped) == (2, 4, False)
    assert ally.attacking == "B"  # 506.4: untapped, still attacking
    untapped = [e for e in events if isinstance(e, TappedByEffect)]
    assert [(e.rule, e.permanent, e.untap) for e in untapped] == [(rule, "ally", True)]
    # control: the other attacker, not the target, is neither pumped nor untapped
    other = after.permanent("other")  # type: ignore[attr-defined]
    assert (other.current_toughness, other.tapped) == (2, True)


def test_603_3d_another_target_cant_be_the_creature_itself() -> None:
    with pytest.raises(ChoiceError):
        _attack("current", "krovod")
