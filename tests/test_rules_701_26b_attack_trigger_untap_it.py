""" "Untap it" after the effects of a creature's own attack trigger (issue
33, session 12): "Battalion — Whenever ~ and at least two other creatures
attack, ~ gets +1/+1 until end of turn. Untap it." (Nav Squad Commandos).
The trigger is the creature's own, so "it" is the creature with the
ability: as the ability resolves in the declare attackers step (508.2a) the
creature gets +1/+1 (613.4c) and is untapped (701.26b now, 701.21b in
2023), staying attacking (506.4). After a trigger on another creature
("whenever a creature you control attacks"), "it" would be that creature:
not read as this permanent, the line stays unmodelled. Each rule test has a
control.
"""

from __future__ import annotations

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from helpers import two_player_board as _board
from mtgcombat.core.model import Board
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.text import parse_sentence

COMMANDOS = (
    "Battalion — Whenever ~ and at least two other creatures attack, ~ gets +1/+1 until end "
    "of turn. Untap it."
)


# -- parser -------------------------------------------------------------------


def test_parse_untap_it_after_its_own_trigger() -> None:
    [ability] = _ability(COMMANDOS)
    assert str(ability) == (
        "whenever this creature and at least 2 other creatures attack, it gets +1/+1 until end "
        "of turn and untap it"
    )
    assert "アンタップする" in describe_value(ability, "ja")


def test_parse_untap_it_after_another_creatures_trigger_stays_refused() -> None:
    # control: "it" is the attacking creature of the event, not this permanent
    line = "Whenever a creature you control attacks, ~ gets +1/+1 until end of turn. Untap it."
    assert parse_sentence(line, name="Commander").status == "unmodelled"


# -- 701.26b: untapped as the ability resolves, still attacking ----------------


def _attack(others: int, rules: str = "current") -> Board:
    commandos = _creature(
        "commandos", power=3, toughness=5, attacking="B", tapped=True,
        abilities=_ability(COMMANDOS),
    )  # fmt: skip
    more = [_creature(f"ally{n}", attacking="B", tapped=True) for n in range(others)]
    after, _ = declare_attackers_triggers(_board(commandos, *more), rules)
    return after


def test_701_26b_battalion_untaps_and_pumps_the_commandos() -> None:
    commandos = _attack(2).permanent("commandos")
    assert not commandos.tapped
    assert commandos.attacking == "B"  # 506.4: untapping doesn't remove it from combat
    assert (commandos.power, commandos.toughness) == (4, 6)


def test_701_21b_the_2023_rules_untap_the_same() -> None:
    assert not _attack(2, "2023").permanent("commandos").tapped


def test_508_2a_with_one_other_attacker_it_stays_tapped() -> None:
    # control: battalion needs at least two other attackers: no trigger
    commandos = _attack(1).permanent("commandos")
    assert commandos.tapped
    assert (commandos.power, commandos.toughness) == (3, 5)
