"""Issue 33 (session 8, "never silently wrong"): a trigger on a creature
entering the battlefield that names the creature by its creature type
("whenever another Zombie / a Wolf / Ally enters"), as a token ("one or more
tokens") or by its size ("a 1/1 creature") was labelled "no effect on blocks
or combat damage". A creature does enter during the combat: a token put onto
the battlefield tapped and attacking or blocking (508.4, 509.1), or a
creature persist or undying returns in the combat damage step (702.79a,
400.7); the ability triggers (603.6a) and resolves before the next step
(603.3, 510.3a). A subtype of a creature is a creature type (205.3m). Such a
line whose effect reaches creatures or life is refused unless the engine
carries it out (an Aura or Equipment attached to the creature that entered,
301.5, 303.4, is carried out since session 9: 701.3a). A land entering
(landfall) stays "no effect": no land is played during the combat (305.2).
Each test has a control.
"""

from __future__ import annotations

from typing import Any

import pytest

from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence, parse_text

PERSIST = (
    "Persist (When this creature dies, if it had no -1/-1 counters on it, return it to the "
    "battlefield under its owner's control with a -1/-1 counter on it.)"
)
WATCHER = (
    "Whenever another Warrior enters the battlefield under your control, put a +1/+1 counter on ~."
)
REFUSAL = "a trigger on an event of the combat (a creature dying or entering"


def card(pid: str, text: str, controller: str, power: int, toughness: int,
         **fields: Any) -> Permanent:  # fmt: skip
    parsed = parse_text(text) if text else ()
    assert all(p.status == "modelled" for p in parsed), [p.error for p in parsed]
    abilities = frozenset(a for p in parsed for a in p.traits.abilities)
    return Permanent(id=pid, controller=controller, power=power, toughness=toughness,
                     abilities=abilities, **fields)  # fmt: skip


def run(*permanents: Permanent) -> Board:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    return resolve_combat(board, "current", None, auto=True, triggers=True).board


# -- the rules: a creature of a type enters during the combat ------------------------


def test_603_6a_a_warrior_returned_by_persist_triggers_a_warrior_watcher() -> None:
    # B's 2/2 Warrior with persist blocks a 3/3 and dies; persist returns it
    # (a new object entering, 400.7): the watcher "another Warrior enters
    # under your control" triggers (603.6a) and gets a +1/+1 counter
    warrior = card("warrior", PERSIST, "B", 2, 2, blocking=("ogre",),
                   subtypes=frozenset({"warrior"}))  # fmt: skip
    chief = card("chief", WATCHER, "B", 1, 1)
    ogre = card("ogre", "", "A", 3, 3, attacking="B")
    board = run(ogre, warrior, chief)
    assert board.permanent("warrior").zone.value == "battlefield"
    assert board.permanent("chief").counters.plus_one == 1


def test_603_6a_control_a_returned_creature_of_another_type_triggers_nothing() -> None:
    # control: the returned creature is a Soldier, not a Warrior
    soldier = card("soldier", PERSIST, "B", 2, 2, blocking=("ogre",),
                   subtypes=frozenset({"soldier"}))  # fmt: skip
    chief = card("chief", WATCHER, "B", 1, 1)
    ogre = card("ogre", "", "A", 3, 3, attacking="B")
    board = run(ogre, soldier, chief)
    assert board.permanent("soldier").zone.value == "battlefield"
    assert board.permanent("chief").counters.plus_one == 0


# -- the parser: never "no effect" ---------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # Rally (Zendikar's Allies), a color chosen (Kabira Evangel)
        "Whenever ~ or another Ally enters the battlefield under your control, you may choose a "
        "color. If you do, Allies you control gain protection from the chosen color until end "
        "of turn.",
        # ("you may tap target artifact or creature" is read since session 9, 115.1:
        # tests/test_rules_603_3d_attack_trigger_target_of_several_types.py)
        "Whenever another Zombie enters the battlefield under your control, you may tap up to "
        "two target artifacts or creatures.",
        "Whenever a Wolf enters the battlefield under your control, you gain 3 life and that "
        "creature fights up to one target creature you don't control.",
        "Whenever one or more tokens enter the battlefield under your control, put that many "
        "+1/+1 counters on ~.",
        "Whenever a 1/1 creature enters the battlefield under your control, you may return ~ "
        "from your graveyard to the battlefield, then attach it to that creature.",
        # (an Equipment attached to the creature that entered, "you may attach ~ to it", is
        # carried out since session 9: tests/test_rules_701_3_attach_on_enter.py)
        "When a creature with mana value 6 or greater enters the battlefield, you may return ~ "
        "from your graveyard to the battlefield attached to that creature.",
    ],
)
def test_parser_a_typed_creature_entering_is_refused(sentence: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "unmodelled"
    assert parsed.error.startswith(REFUSAL)


@pytest.mark.parametrize(
    "sentence",
    [
        # controls: a land entering (305.2), an effect off the battlefield,
        # an Aura that "was attached" in a condition, a Curse attached to a
        # player (no creature)
        "Landfall — Whenever a land enters the battlefield under your control, ~ gets +2/+2 "
        "until end of turn.",
        "Whenever a Forest enters the battlefield, green creatures you control get +1/+1 until "
        "end of turn.",
        "Whenever a Beast enters the battlefield, you may draw a card.",
        "Whenever another nontoken creature enters the battlefield under your control, you may "
        "draw a card.",
        "Whenever a creature dies, if an Aura you controlled was attached to it, return target "
        "creature card with mana value 2 or less from your graveyard to your hand.",
        "When ~ dies, return it to the battlefield transformed under your control attached to "
        "target opponent.",
    ],
)
def test_parser_control_no_creature_in_combat_stays_no_effect(sentence: str) -> None:
    assert parse_sentence(sentence).status == "no_effect"


def test_parser_the_creature_form_already_carried_out_is_unchanged() -> None:
    # control: the "Warrior" watcher the rules tests use is carried out
    assert parse_sentence(WATCHER).status == "modelled"
