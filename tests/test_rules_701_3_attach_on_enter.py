"""Attach (701.3, session 9; issue 33 part 3): "Whenever a creature enters
the battlefield under your control, you may attach ~ to it" (Sai of the
Shinobi, Stormrider Rig, Hero's Blade...). The Equipment moves onto the
creature that entered during the combat (701.3a) and its static abilities
apply there and no longer to its old host (611.3a, 613.4c); it doesn't move
onto a creature it couldn't equip (701.3b, 702.16d, 301.5c). Each rules test
has a control where the line must not apply.
"""

from __future__ import annotations

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from mtgcombat.core.attach_effects import Attached, AttachSelfEffect
from mtgcombat.core.model import Board, CardType, Permanent, Player, Protection
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.rules.enter_triggers import enters_triggers
from mtgcombat.text import parse_sentence, parse_text

SAI = "Whenever a creature enters the battlefield under your control, you may attach ~ to it."
PUMP = "Equipped creature gets +1/+1."


def _sai(attached_to: str | None = None, *, creature: bool = False) -> Permanent:
    kinds = {CardType.ARTIFACT} | ({CardType.CREATURE} if creature else set())
    return Permanent(
        id="sai", controller="A", power=1 if creature else 0, toughness=1 if creature else 0,
        types=frozenset(kinds), subtypes=frozenset({"equipment"}), attached_to=attached_to,
        abilities=_ability(SAI, name="Sai"),
        statics=parse_sentence(PUMP, name="Sai").traits.statics,
    )  # fmt: skip


def _board(*perms: Permanent) -> Board:
    # the static abilities applied, as the combat does (611.3a)
    return apply_static_effects(Board((Player("A"), Player("B")), perms, "A"))


# -- parser -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "text", "ja"),
    [
        (
            SAI,
            "whenever one of the creatures you control enters the battlefield, "
            "you may: attach this permanent to it",
            "このパーマネントをそれにつける",
        ),
        (
            "Whenever a creature enters the battlefield under your control, "
            "attach ~ to that creature.",
            "whenever one of the creatures you control enters the battlefield, "
            "attach this permanent to it",
            "このパーマネントをそれにつける",
        ),
    ],
)
def test_parse_attach_on_enter(sentence: str, text: str, ja: str) -> None:
    [ability] = _ability(sentence, name="Sai")
    assert str(ability) == text
    assert ability.effects == (AttachSelfEffect(),)
    assert describe_value(ability, "ja").endswith(ja)


@pytest.mark.parametrize(
    "sentence",
    [
        # "that creature" is the damaged creature here, not the event's: refused
        "Whenever ~ deals combat damage to a creature, attach ~ to that creature.",
        "Whenever a creature you control attacks, attach ~ to it.",
    ],
)
def test_parse_attach_elsewhere_stays_refused(sentence: str) -> None:
    assert parse_sentence(sentence, name="Sai").status != "modelled"


def test_701_3a_attached_event_in_english_and_japanese() -> None:
    event = Attached("701.3a", "sai", "soldier", True)
    assert describe_event(event) == "sai becomes attached to soldier"
    assert describe_event(event, "ja") == "saiがsoldierにつけられる"
    refused = Attached("701.3b", "sai", "soldier", False)
    assert describe_event(refused, "ja") == "saiはsoldierにつけられないため、移動しない"


# -- 701.3a, 611.3a: it moves, and its bonus with it ------------------------------------


def test_701_3a_equipment_moves_onto_the_token_that_entered() -> None:
    bear = _creature("bear", attacking="B")
    before = _board(bear, _sai(attached_to="bear"))
    assert before.permanent("bear").power == 3  # +1/+1 from the Sai
    soldier = _creature("soldier", power=1, toughness=1, attacking="B", tapped=True)
    after, events = enters_triggers(before, before.with_permanents([*before.permanents, soldier]),
                                    "current")  # fmt: skip
    assert after.permanent("sai").attached_to == "soldier"
    assert (after.permanent("soldier").power, after.permanent("bear").power) == (2, 2)
    assert [(e.kind, e.rule) for e in events if isinstance(e, Attached)] == [("attached", "701.3a")]


def test_701_3a_control_an_opponents_creature_entering_does_not_trigger() -> None:
    before = _board(_creature("bear", attacking="B"), _sai(attached_to="bear"))
    wall = _creature("wall", controller="B", power=0, toughness=4)
    after, events = enters_triggers(before, before.with_permanents([*before.permanents, wall]),
                                    "current")  # fmt: skip
    assert after.permanent("sai").attached_to == "bear" and events == ()


# -- 701.3b: it can't be attached there, and doesn't move ----------------------------------


def test_701_3b_protection_from_artifacts_keeps_it_where_it_is() -> None:
    before = _board(_creature("bear", attacking="B"), _sai(attached_to="bear"))
    knight = _creature("knight", attacking="B", abilities=frozenset({Protection("artifacts")}))
    after, events = enters_triggers(before, before.with_permanents([*before.permanents, knight]),
                                    "current")  # fmt: skip
    assert after.permanent("sai").attached_to == "bear"
    assert [(e.rule, e.moved) for e in events if isinstance(e, Attached)] == [("701.3b", False)]


def test_301_5c_an_equipment_that_is_a_creature_equips_nothing() -> None:
    before = _board(_sai(creature=True))
    elf = _creature("elf", power=1, toughness=1)
    after, events = enters_triggers(before, before.with_permanents([*before.permanents, elf]),
                                    "current")  # fmt: skip
    assert after.permanent("sai").attached_to is None
    assert [e.rule for e in events if isinstance(e, Attached)] == ["701.3b"]


# -- 613.1b: a change of control the attachment carries is refused ------------------------


def test_613_1b_attach_line_of_a_control_aura_is_refused() -> None:
    gains = (
        "Enchant creature\nYou control enchanted creature.\nWhenever a creature enters the "
        "battlefield under an opponent's control, attach ~ to that creature."
    )
    statuses = [p.status for p in parse_text(gains, name="Illusory Gains")]
    assert statuses == ["no_effect", "no_effect", "unmodelled"]
    # control: the same attach line beside a plain pump is carried out
    sai = f"Equipped creature gets +1/+1.\n{SAI}"
    assert [p.status for p in parse_text(sai, name="Sai")] == ["modelled", "modelled"]
