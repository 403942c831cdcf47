"""Lines of an instant that are abilities of its card in another zone, not
of the spell as it resolves (608.2): transmute (702.53) and forecast
(702.57) are activated from a hand, splice (702.47a) is used from a hand as
another Arcane spell is cast, recover (702.59) triggers while the card is in
a graveyard, dredge (702.52) replaces a draw while it is there; and a scry
(701.22) under any condition changes only a library. An entwine cost that is
not mana (702.42a) is not paid: one mode is chosen. Any ability whose cost or
effect moves the card out of a hand or a graveyard works only there (113.6k). A timeline entry
casts the card from the hand, so the spell does what its other lines say.
The real cards' Oracle texts; the control: lines that add to the spell stay
refused."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text.spell_cards import read_spell_card

RESIZE = (
    "Target creature gets +3/+3 until end of turn.\nRecover {1}{G} (When a creature is put "
    "into your graveyard from the battlefield, you may pay {1}{G}. If you do, return this card "
    "from your graveyard to your hand. Otherwise, exile this card.)"
)
DIZZY = (
    "Target creature gets -3/-0 until end of turn.\nTransmute {1}{U}{U} ({1}{U}{U}, Discard "
    "this card: Search your library for a card with the same mana value as this card, reveal "
    "it, put it into your hand, then shuffle. Transmute only as a sorcery.)"
)
CATALOG = instants_catalog({"Resize": RESIZE, "Dizzy Spell": DIZZY})

PUMP = "Target creature gets +3/+3 until end of turn."


@pytest.mark.parametrize(
    ("name", "line"),
    [
        ("Dizzy Spell", "Transmute {1}{U}{U}"),
        ("Resize", "Recover {1}{G}"),
        ("Darkblast", "Dredge 3 (If you would draw a card, you may mill three cards instead.)"),
        (
            "Steeling Stance",
            "Forecast \u2014 {W}, Reveal Steeling Stance from your hand: Target creature gets "
            "+1/+1 until end of turn. (Activate only during your upkeep and only once each turn.)",
        ),
        ("Fading Hope", "If its mana value was 3 or less, scry 1."),
        # 702.47a: spliced onto another Arcane spell as it is cast, from a hand
        ("Torrent of Stone", "Splice onto Arcane\u2014Sacrifice two Mountains."),
        # 113.6k: a cost or effect that moves the card out of a graveyard or a hand
        (
            "Mirror",
            "{2}{U}, Exile Mirror from your graveyard: Copy target instant or sorcery spell.",
        ),
        (
            "Reach of Branches",
            "Whenever a Forest enters the battlefield under your control, you "
            "may return Reach of Branches from your graveyard to your hand.",
        ),
    ],
)
def test_608_2_a_line_of_another_zone_changes_nothing_as_it_resolves(name: str, line: str) -> None:
    card = read_spell_card(f"{PUMP}\n{line}", name)
    assert card.fully_modelled, line
    assert card.spell().effects == read_spell_card(PUMP, name).spell().effects


@pytest.mark.parametrize(
    "line",
    [
        "Ripple 4",  # 702.60: cards revealed and cast as it is cast
        "Haunt",  # 702.55: the card haunts a creature as it resolves
        "If its mana value was 3 or less, draw a card and untap it.",  # more than a scry
        # a trigger of the spell itself as it is cast (copies): not another zone's
        "When you cast this spell, copy it for each other instant and sorcery spell you've cast "
        "this turn.",
        # 113.6k covers the return only: the counter after it would be dropped
        "Whenever a Forest enters the battlefield under your control, you may return Pump "
        "from your graveyard to your hand and put a +1/+1 counter on target creature.",
    ],
)
def test_608_2_control_a_line_that_adds_to_the_spell_stays_refused(line: str) -> None:
    assert not read_spell_card(f"{PUMP}\n{line}", "Pump").fully_modelled


BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 2
attacking = "B"
[[permanents]]
id = "giant"
controller = "B"
power = 3
toughness = 3
blocking = ["bear"]
"""


def _run(card: str, target: str, controller: str) -> object:
    entry = (
        f'\n[[timeline]]\nafter = "declare-blockers"\ncard = "{card}"\n'
        f'targets = ["{target}"]\ncontroller = "{controller}"\n'
    )
    scenario = parse_scenario(BOARD + entry, catalog=CATALOG)
    return run_combat(scenario.board, "current", scenario.timeline, auto=True)


def test_702_59_resize_with_recover_pumps_the_attacker_past_its_blocker() -> None:
    board = _run("Resize", "bear", "A").board  # type: ignore[attr-defined]
    assert board.permanent("bear").on_battlefield  # 5/5: survives 3
    assert not board.permanent("giant").on_battlefield  # 5 damage to a 3/3


def test_702_53_dizzy_spell_with_transmute_leaves_the_blocker_no_power() -> None:
    board = _run("Dizzy Spell", "giant", "A").board  # type: ignore[attr-defined]
    assert board.permanent("bear").on_battlefield  # the giant deals 0 (0/3)
    assert board.permanent("giant").on_battlefield and board.permanent("giant").damage == 2


def test_702_53_control_dizzy_spell_on_the_attacker_does_not_save_it() -> None:
    board = _run("Dizzy Spell", "bear", "A").board  # type: ignore[attr-defined]
    assert not board.permanent("bear").on_battlefield
    assert board.permanent("giant").damage == 0


def test_702_42a_an_entwine_cost_not_paid_chooses_one_mode() -> None:
    text = (
        "Choose one \u2014\n\u2022 Destroy target creature.\n\u2022 Draw a card.\n"
        "Entwine\u2014Sacrifice three lands."
    )
    card = read_spell_card(text, "Betrayal")
    assert card.fully_modelled and not card.entwine
    assert [str(e) for e in card.spell([1]).effects] == ["destroy the target"]
    with pytest.raises(ValueError, match="mode_count"):
        card.spell([1, 2])  # control: both modes need the entwine cost paid
