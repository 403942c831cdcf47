"""The attacking player's "whenever you attack, EFFECT" (issue 33, session 9),
and its older wording "whenever one or more creatures you control attack":
it triggers once in a combat in which its controller declares one or more
creatures as attackers, not once for each attacker, and not at all when none
is declared (508.2a, 603.2). It resolves in the declare attackers step,
before blockers, with the effects of the other attack triggers; a target
("target attacking creature") comes from the source's ``choices.targets``
(603.3d). Real cards: Ranger Class and Sparring Regimen (enchantments),
Mr. Orfeo (a creature). Each rules test has a control.
"""

from __future__ import annotations

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from mtgcombat.core.events import TriggerResolves
from mtgcombat.core.model import Board, CardType, Permanent, Player, TriggerChoices
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.text import parse_sentence

RANGER = "Whenever you attack, put a +1/+1 counter on target attacking creature."
RALLY = "Whenever you attack, creatures you control get +1/+0 until end of turn."
OLDER = (
    "Whenever one or more creatures you control attack, "
    "creatures you control get +1/+0 until end of turn."
)


def _enchantment(pid: str, sentence: str, targets: tuple[str, ...] = ()) -> Permanent:
    return Permanent(
        id=pid, controller="A", power=0, toughness=0,
        types=frozenset({CardType.ENCHANTMENT}), abilities=_ability(sentence, name="Banner"),
        choices=TriggerChoices(targets=targets),
    )  # fmt: skip


def _board(*perms: Permanent) -> Board:
    return Board((Player("A"), Player("B")), perms, "A")


def _resolved(events: tuple[object, ...]) -> list[tuple[str, str, str]]:
    return [(e.source, e.creature, e.event) for e in events if isinstance(e, TriggerResolves)]


# -- parser -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "text", "ja"),
    [
        (
            RANGER,
            "whenever you attack, put 1 +1/+1 counter(s) on a target among attacking creatures",
            "あなたが攻撃するたび、攻撃しているクリーチャー1体を対象とする",
        ),
        (
            RALLY,
            "whenever you attack, creatures you control get +1/+0 until end of turn",
            "あなたが攻撃するたび、",
        ),
    ],
)
def test_parse_you_attack(sentence: str, text: str, ja: str) -> None:
    [ability] = _ability(sentence, name="Banner")
    assert ability.events == ("you_attack",)
    assert str(ability) == text
    assert describe_value(ability, "ja").startswith(ja)


def test_parse_one_or_more_creatures_attack_is_the_same_trigger() -> None:
    # the older wording means the same event (508.2a): one reading, shared
    assert _ability(OLDER, name="Banner") == _ability(RALLY, name="Banner")


@pytest.mark.parametrize(
    "sentence",
    [
        # no creature is the event's: "it" and "defending player" name none
        "Whenever you attack, it gets +1/+1 until end of turn.",
        "Whenever you attack, defending player loses 1 life.",
        # an effect no attack trigger carries out stays refused
        "Whenever you attack, double target creature's power until end of turn.",
        "Whenever you attack with two or more creatures, tap target creature.",
    ],
)
def test_parse_you_attack_unread_stays_refused(sentence: str) -> None:
    assert parse_sentence(sentence, name="Banner").status == "unmodelled"


# -- 508.2a, 603.2: once a combat -----------------------------------------------------


def test_508_2a_you_attack_triggers_once_with_two_attackers() -> None:
    banner = _enchantment("banner", RALLY)
    board = _board(_creature("bear", attacking="B"), _creature("elk", attacking="B"), banner)
    after, events = declare_attackers_triggers(board, "current")
    # one trigger: each creature A controls gets +1/+0 once, not twice
    assert (after.permanent("bear").power, after.permanent("elk").power) == (3, 3)
    assert _resolved(events) == [("banner", "A", "you_attack")]


def test_508_2a_you_attack_no_attackers_no_trigger() -> None:
    # control: nothing declared as an attacker, so it doesn't trigger
    board = _board(_creature("bear"), _enchantment("banner", RALLY))
    after, events = declare_attackers_triggers(board, "current")
    assert after.permanent("bear").power == 2
    assert _resolved(events) == []


def test_508_2a_older_wording_triggers_once_too() -> None:
    banner = _enchantment("banner", OLDER)
    board = _board(_creature("bear", attacking="B"), _creature("elk", attacking="B"), banner)
    after, events = declare_attackers_triggers(board, "current")
    assert (after.permanent("bear").power, after.permanent("elk").power) == (3, 3)
    assert len(_resolved(events)) == 1


def test_603_3d_you_attack_counter_on_the_chosen_attacker() -> None:
    ranger = _enchantment("ranger", RANGER, targets=("elk",))
    board = _board(_creature("bear", attacking="B"), _creature("elk", attacking="B"), ranger)
    after, _ = declare_attackers_triggers(board, "2023")
    # one counter, on the chosen attacker only (one trigger, 603.2)
    assert after.permanent("elk").counters.plus_one == 1
    assert after.permanent("bear").counters.plus_one == 0


def test_508_2a_an_opponents_you_attack_does_not_trigger() -> None:
    # control: B's "whenever you attack" is B's; A attacks
    banner = Permanent(
        id="banner", controller="B", power=0, toughness=0,
        types=frozenset({CardType.ENCHANTMENT}), abilities=_ability(RALLY, name="Banner"),
    )  # fmt: skip
    wall = _creature("wall", controller="B")
    board = _board(_creature("bear", attacking="B"), banner, wall)
    after, events = declare_attackers_triggers(board, "current")
    assert (after.permanent("bear").power, after.permanent("wall").power) == (2, 2)
    assert _resolved(events) == []


def test_508_2a_you_attack_event_in_english_and_japanese() -> None:
    event = TriggerResolves("508.2a", "banner", "A", "you_attack", "", "x")
    assert describe_event(event).startswith("A attacks with one or more creatures:")
    assert describe_event(event, "ja").startswith("Aが1体以上のクリーチャーで攻撃したため")


def test_716_2a_a_class_level_2_you_attack_is_refused() -> None:
    # Ranger Class: "whenever you attack" is its level 2 ability; a Class starts at
    # level 1 (716.2a) and the scenario can't say its level: refused, not carried out
    from mtgcombat.text import parse_text  # noqa: PLC0415

    text = (
        "When ~ enters the battlefield, create a 2/2 green Wolf creature token.\n"
        "{1}{G}: Level 2\n" + RANGER
    )
    assert [p.status for p in parse_text(text, name="Ranger Class")][-1] == "unmodelled"
    # control: the same line on a card without level bars is carried out
    assert [p.status for p in parse_text(RANGER, name="Banner")] == ["modelled"]
