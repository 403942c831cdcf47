"""Two keywords at once from an attack trigger (issue 33, session 8; 613.1f):
"it gains trample and indestructible until end of turn" (Stonehoof
Chieftain), "each creature you control with power 4 or greater gets +1/+1
and gains trample" (Goreclaw: the group read as it resolves, 611.2c). "Target
creature you control gains double strike and lifelink" (Bruse Tarl) stays
refused: its two effects can't yet be told apart from two targets (603.3d).
Each rule test has a control.
"""

from __future__ import annotations

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from helpers import two_player_board as _board
from mtgcombat.core.model import Keyword
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.text import parse_sentence

CHIEFTAIN = (
    "Whenever another creature you control attacks, it gains trample and indestructible "
    "until end of turn."
)
GORECLAW = (
    "Whenever ~ attacks, each creature you control with power 4 or greater gets +1/+1 and "
    "gains trample until end of turn."
)


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        (
            CHIEFTAIN,
            "whenever one of the other creatures you control attacks, it gains trample until end "
            "of turn and it gains indestructible until end of turn",
        ),
        (
            GORECLAW,
            "whenever this creature attacks, creatures with power 4 or greater you control get "
            "+1/+1 until end of turn and creatures with power 4 or greater you control gain "
            "trample until end of turn",
        ),
    ],
)
def test_parse_two_keywords(sentence: str, text: str) -> None:
    [ability] = _ability(sentence)
    assert str(ability) == text
    assert describe_value(ability, "ja")


@pytest.mark.parametrize(
    "sentence",
    [
        # two "target" words are two targets: one is taken from choices (603.3d)
        "Whenever ~ attacks, target creature gains flying until end of turn and target "
        "creature gains trample until end of turn.",
        # the same with a pump: two words "target" (session 13, text.target_words)
        "Whenever ~ attacks, target creature gets +1/+1 until end of turn and target "
        "creature gains trample until end of turn.",
    ],
)
def test_parse_two_targets_stay_refused(sentence: str) -> None:
    assert parse_sentence(sentence, name="Grim Hero").status == "unmodelled"


def test_613_1f_the_attacker_gains_both() -> None:
    chief = _creature("chief", power=8, toughness=8, abilities=_ability(CHIEFTAIN))
    bear = _creature("bear", attacking="B")
    after, _ = declare_attackers_triggers(_board(chief, bear), "current")
    assert after.permanent("bear").has(Keyword.TRAMPLE)
    assert after.permanent("bear").has(Keyword.INDESTRUCTIBLE)
    # control: "another": the Chieftain's own attack doesn't trigger it
    assert not after.permanent("chief").has(Keyword.INDESTRUCTIBLE)


def test_611_2c_613_1f_only_power_four_or_greater() -> None:
    goreclaw = _creature("gc", "A", 4, 3, attacking="B", abilities=_ability(GORECLAW))
    wurm = _creature("wurm", "A", 6, 4, attacking="B")
    giant = _creature("giant", "A", 3, 3, attacking="B")
    after, _ = declare_attackers_triggers(_board(goreclaw, wurm, giant), "current")
    assert after.permanent("wurm").current_power == 7
    assert after.permanent("wurm").has(Keyword.TRAMPLE)
    assert after.permanent("gc").has(Keyword.TRAMPLE)
    # control: the 3/3 is under power 4: neither bonus nor trample
    assert after.permanent("giant").current_power == 3
    assert not after.permanent("giant").has(Keyword.TRAMPLE)
