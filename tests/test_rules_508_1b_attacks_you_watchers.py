"""The defending player's watchers of session 9 (issue 33, part 3): "whenever
a creature attacks you" is an attack on the player only, not on a
planeswalker that player controls (508.1b), and "whenever a creature with
flying / without flying attacks you (or a planeswalker you control)" has a
condition on the attacker, checked as it is declared (508.2a, 603.2). Real
cards: Briar Patch, Hissing Miasma, Raking Canopy, Barbed Foliage (Briar
Patch's and Barbed Foliage's are enchantments, not creatures), Circle of
Flame. Each rules test has a control where the line must not apply.
"""

from __future__ import annotations

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from mtgcombat.core.events import TriggerResolves
from mtgcombat.core.model import Board, CardType, Counters, Keyword, Permanent, Player
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.text import parse_sentence

BRIAR = "Whenever a creature attacks you, it gets -1/-0 until end of turn."
MIASMA = "Whenever a creature attacks you, its controller loses 1 life."
CANOPY = "Whenever a creature with flying attacks you, ~ deals 4 damage to it."
FOLIAGE = "Whenever a creature without flying attacks you, ~ deals 1 damage to it."
CIRCLE = (
    "Whenever a creature without flying attacks you or a planeswalker you control, "
    "~ deals 1 damage to that creature."
)


def _enchantment(pid: str, sentence: str) -> Permanent:
    return Permanent(
        id=pid, controller="B", power=0, toughness=0,
        types=frozenset({CardType.ENCHANTMENT}), abilities=_ability(sentence, name="Watch"),
    )  # fmt: skip


def _walker() -> Permanent:
    return Permanent(
        id="jace", controller="B", power=0, toughness=0,
        types=frozenset({CardType.PLANESWALKER}), counters=Counters(loyalty=5),
    )  # fmt: skip


def _board(*perms: Permanent) -> Board:
    return Board((Player("A"), Player("B")), perms, "A")


# -- parser -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "text", "ja"),
    [
        (
            BRIAR,
            "whenever one of the creatures attacks you, it gets -1/-0 until end of turn",
            "クリーチャー1体があなたを攻撃するたび",
        ),
        (
            CANOPY,
            "whenever one of the creatures with flying attacks you, "
            "this permanent deals 4 damage to it",
            "飛行を持つクリーチャー1体があなたを攻撃するたび",
        ),
        (
            CIRCLE,
            "whenever one of the creatures without flying attacks you or a planeswalker you "
            "control, this permanent deals 1 damage to it",
            "飛行を持たないクリーチャー1体があなたかあなたがコントロールしている"
            "プレインズウォーカーを攻撃するたび",
        ),
    ],
)
def test_parse_attacks_you_watchers(sentence: str, text: str, ja: str) -> None:
    [ability] = _ability(sentence, name="Watch")
    assert str(ability) == text
    assert describe_value(ability, "ja").startswith(ja)


def test_parse_attacks_you_player_only_event() -> None:
    [only] = _ability(BRIAR)
    [either] = _ability("Whenever a creature attacks you or a planeswalker you control, "
                        "it gets -1/-0 until end of turn.")  # fmt: skip
    assert (only.events, either.events) == (("attacks_you_player",), ("attacks_you",))


def test_parse_attacks_you_unread_effect_stays_refused() -> None:
    # an effect the declare attackers step's triggers don't carry out
    sentence = "Whenever a creature with flying attacks you, tap that creature."
    assert parse_sentence(sentence, name="Watch").status == "unmodelled"


# -- 508.1b: you, not a planeswalker you control ----------------------------------------


def test_508_1b_attacks_you_is_the_player_only() -> None:
    patch = _enchantment("patch", BRIAR)
    board = _board(_creature("bear", attacking="B"), _creature("elk", attacking="jace"),
                   patch, _walker())  # fmt: skip
    after, events = declare_attackers_triggers(board, "current")
    assert after.permanent("bear").power == 1  # it attacks B: -1/-0
    # control: the elk attacks B's planeswalker, not B: no trigger (508.1b)
    assert after.permanent("elk").power == 2
    resolved = [(e.creature, e.event) for e in events if isinstance(e, TriggerResolves)]
    assert resolved == [("bear", "attacks_you_player")]


def test_508_1b_attacks_you_or_a_planeswalker_counts_both() -> None:
    circle = _enchantment("circle", CIRCLE)
    board = _board(_creature("bear", attacking="B"), _creature("elk", attacking="jace"),
                   circle, _walker())  # fmt: skip
    after, _ = declare_attackers_triggers(board, "current")
    assert (after.permanent("bear").damage, after.permanent("elk").damage) == (1, 1)


def test_508_2a_its_controller_loses_life_per_attacker() -> None:
    miasma = _enchantment("miasma", MIASMA)
    board = _board(_creature("bear", attacking="B"), _creature("elk", attacking="B"), miasma)
    after, _ = declare_attackers_triggers(board, "current")
    assert (after.player("A").life, after.player("B").life) == (18, 20)
    # control: no attacker, no trigger
    idle = _board(_creature("bear"), miasma)
    assert declare_attackers_triggers(idle, "current")[0].player("A").life == 20


# -- 603.2: the condition on the attacker --------------------------------------------


def test_603_2_with_flying_attacker_is_dealt_damage_and_dies() -> None:
    canopy = _enchantment("canopy", CANOPY)
    bird = _creature("bird", power=2, toughness=2, attacking="B",
                     abilities=frozenset({Keyword.FLYING}))  # fmt: skip
    bear = _creature("bear", attacking="B")
    after, _ = declare_attackers_triggers(_board(bird, bear, canopy), "current")
    # 4 damage to the 2/2 flier: destroyed by state-based actions (704.5g)
    assert not after.permanent("bird").on_battlefield
    # control: the bear has no flying: no damage
    assert after.permanent("bear").damage == 0


def test_508_2a_attacks_you_event_in_english_and_japanese() -> None:
    event = TriggerResolves("508.2a", "patch", "bear", "attacks_you_player", "", "x")
    assert describe_event(event).startswith("bear attacks you:")
    assert describe_event(event, "ja").startswith("bearがあなたを攻撃したため")


def test_603_2_without_flying_condition_leaves_fliers_alone() -> None:
    foliage = _enchantment("foliage", FOLIAGE)
    bird = _creature("bird", attacking="B", abilities=frozenset({Keyword.FLYING}))
    bear = _creature("bear", attacking="B")
    after, _ = declare_attackers_triggers(_board(bird, bear, foliage), "current")
    assert (after.permanent("bear").damage, after.permanent("bird").damage) == (1, 0)


def test_briar_patch_prints_minus_zero() -> None:
    # the ability's text as printed: "-1/-0", not "-1/+0"; control: a gain keeps "+0"
    [ability] = _ability(BRIAR, name="Watch")
    assert "-1/-0" in str(ability)
    assert "-1/-0" in describe_value(ability, "ja")
    [gain] = _ability("Whenever a creature attacks you, it gets +1/+0 until end of turn.")
    assert "+1/+0" in str(gain)
