"""The first line of a modal instant (700.2) with what it allows beyond
its number of modes: "You may choose the same mode more than once." (700.2d,
the Confluences), "If this spell was kicked, choose any number instead."
(702.33d, the Inscriptions) and "If you control a commander as you cast this
spell, you may choose both." (a condition the file does not give: more modes
are refused with the sentence named). Real cards' Oracle texts; each outcome
worked out by hand from them."""

from __future__ import annotations

import pytest

from helpers import instants_catalog
from mtgcombat.rules.timeline import run_combat
from mtgcombat.scenario.load import ScenarioError, parse_scenario
from mtgcombat.text.spell_cards import SpellCardError, read_spell_card
from mtgcombat.text.spell_mode_heads import ModalHead, modal_head

WRETCHED = (
    "Choose three. You may choose the same mode more than once.\n"
    "\u2022 Target player draws a card and loses 1 life.\n"
    "\u2022 Target creature gets -2/-2 until end of turn.\n"
    "\u2022 Return target creature card from your graveyard to your hand."
)
MYSTIC = (
    "Choose three. You may choose the same mode more than once.\n"
    "\u2022 Counter target spell unless its controller pays {3}.\n"
    "\u2022 Return target creature to its owner's hand.\n"
    "\u2022 Draw a card."
)
KLAUTH = (
    "Choose one. If you control a commander as you cast this spell, you may choose both.\n"
    "\u2022 Breathe Flame \u2014 Klauth's Will deals X damage to each creature without flying.\n"
    "\u2022 Smash Relics \u2014 Destroy up to X target artifacts and/or enchantments."
)
# a made-up control: the same modes, each chosen once (700.2a)
ONCE = WRETCHED.replace(". You may choose the same mode more than once.", " \u2014")
CATALOG = instants_catalog(
    {"Wretched Confluence": WRETCHED, "Mystic Confluence": MYSTIC, "Once Confluence": ONCE}
)

# a 3/3 attacks B, unblocked
BOARD = """
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "giant"
controller = "A"
power = 3
toughness = 3
attacking = "B"
"""


def _run(card: str, modes: list[int], targets: list[str]) -> object:
    entry = (
        f'\n[[timeline]]\nafter = "declare-attackers"\ncard = "{card}"\nmode = {modes}\n'
        f'targets = {targets}\ncontroller = "B"\n'
    ).replace("'", '"')
    scenario = parse_scenario(BOARD + entry, catalog=CATALOG)
    return run_combat(scenario.board, "current", scenario.timeline, auto=True)


# -- the parser ----------------------------------------------------------------


def test_the_first_lines_read() -> None:
    assert modal_head("Choose three. You may choose the same mode more than once.") == ModalHead(
        3, repeat=True
    )
    assert modal_head("Choose one or both \u2014") == ModalHead(0)
    kicked = modal_head("Choose one. If this spell was kicked, choose any number instead.")
    assert kicked == ModalHead(1, kicked_any=True)
    assert modal_head("Choose two. Draw a card.") is None  # another rider: not read


def test_a_confluence_card_reads_its_modes() -> None:
    card = read_spell_card(WRETCHED, "Wretched Confluence")
    assert card.modal and card.repeat and card.choose == 3
    assert card.fully_modelled  # the modes that touch no combat may be refused when chosen
    spell = card.spell([2, 2, 2])
    assert [str(e) for e in spell.effects] == ["the target gets -2/-2 until end of turn"] * 3
    assert spell.count == (1, 1)


def test_702_33d_kicked_an_inscription_chooses_any_number() -> None:
    text = (
        "Kicker {2}{G}\nChoose one. If this spell was kicked, choose any number instead.\n"
        "\u2022 Put two +1/+1 counters on target creature.\n\u2022 Draw a card."
    )
    assert read_spell_card(text, "Inscription").choose == 1
    assert read_spell_card(text, "Inscription", kicked=True).choose == 0
    with pytest.raises(ValueError, match="mode_count"):
        read_spell_card(text, "Inscription").spell([1, 2])


def test_a_condition_for_both_modes_is_refused_naming_the_sentence() -> None:
    card = read_spell_card(KLAUTH.replace("X", "2"), "Klauth's Will")
    assert [str(e) for e in card.spell([1]).effects] == [
        "the spell deals 2 damage to each of the creatures without flying"
    ]
    with pytest.raises(SpellCardError) as info:
        card.spell([1, 2])
    assert info.value.sentence.startswith("If you control a commander")


# -- the rules -----------------------------------------------------------------


def test_700_2d_wretched_confluence_gives_the_attacker_minus_6_minus_6() -> None:
    result = _run("Wretched Confluence", [2, 2, 2], ["giant"])
    board = result.board  # type: ignore[attr-defined]
    assert not board.permanent("giant").on_battlefield  # 0 toughness or less (704.5f)
    assert board.player("B").life == 20


def test_700_2d_control_each_mode_once_without_the_rider_refuses_a_repeat() -> None:
    with pytest.raises(ScenarioError, match=r"each mode chosen once \(700\.2\)"):
        _run("Once Confluence", [2, 2, 2], ["giant"])


def test_700_2d_two_targets_for_a_repeated_mode_name_the_engine_limit() -> None:
    # 700.2d lets each instance have its own target: the refusal says the engine's limit
    with pytest.raises(ScenarioError, match=r"the engine reads that one target for every inst"):
        _run("Wretched Confluence", [2, 2, 2], ["giant", "giant2"])
    # control: no mode repeated, two ids for one target: the plain message
    with pytest.raises(ScenarioError, match=r"has one target: give one id"):
        _run("Giant Growth", [], ["giant", "giant2"])


def test_700_2d_mystic_confluence_returns_the_attacker_and_draws_twice() -> None:
    result = _run("Mystic Confluence", [2, 3, 3], ["giant"])
    board = result.board  # type: ignore[attr-defined]
    assert board.permanent("giant").zone.value == "hand"
    assert board.player("B").life == 20
    draws = [e for e in result.events if e.kind == "cards_drawn"]  # type: ignore[attr-defined]
    assert len(draws) == 2


def test_a_board_condition_for_both_modes_is_refused_as_unchecked() -> None:
    # Soul Transfer: the condition is on the board, which the file shows; the refusal says
    # the engine does not check it (not that the file does not give it)
    text = (
        "Choose one. If you control an artifact and an enchantment as you cast this spell, you "
        "may choose both.\n\u2022 Exile target creature or planeswalker.\n\u2022 Return target "
        "creature or planeswalker card from your graveyard to your hand."
    )
    card = read_spell_card(text, "Soul Transfer")
    with pytest.raises(SpellCardError, match="the engine does not check") as info:
        card.spell([1, 2])
    assert info.value.sentence.startswith("If you control an artifact")
    # control: the commander's condition names the file
    klauth = read_spell_card(KLAUTH.replace("X", "2"), "Klauth's Will")
    with pytest.raises(SpellCardError, match="which the file does not give"):
        klauth.spell([1, 2])
