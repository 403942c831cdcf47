"""Characteristic-defining abilities and pumps that read the players' numbers
(issue 33, session 9): the greatest life total or hand among a group of
players, a number minus another, half a number rounded as printed (604.3,
613.4a layer 7a; 613.4c layer 7c), read again whenever the board changes
(611.3a), with a control where the count gives another result.

* "~'s power and toughness are each equal to half the highest life total
  among your opponents, rounded up." (Malignus)
* "... equal to 20 minus the highest life total among players." (Scourge of
  the Skyclaves): first-strike damage lowers the highest life total, so the
  creature is bigger in the regular step (510.4, 611.3a).
* "... equal to your life total minus the life total of an opponent with the
  most life." (Roiling Horror): below 0 as the difference is (208.3).
* "... equal to the number of cards in the hand of the opponent with the
  most cards in hand." (Adamaro, First to Desire)
* "~ gets -X/-X, where X is your life total." (Death's Shadow)
* "... equal to the number of other creature cards in your graveyard."
  (Boneyard Mycodrax)

Each outcome is worked out by hand from the printed text.
"""

from __future__ import annotations

from mtgcombat.core.abilities import StaticEffect
from mtgcombat.core.conditions import CardCount, Difference, Half, PlayerBest, PlayerNumber
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence
from mtgcombat.text.structured import ability_from_json
from mtgcombat.text.structured_write import ability_to_json

_MALIGNUS = (
    "~'s power and toughness are each equal to half the highest life total among "
    "your opponents, rounded up."
)
_SCOURGE = (
    "~'s power and toughness are each equal to 20 minus the highest life total among players."
)
_HORROR = (
    "~'s power and toughness are each equal to your life total minus the life total "
    "of an opponent with the most life."
)
_ADAMARO = (
    "~'s power and toughness are each equal to the number of cards in the hand of the "
    "opponent with the most cards in hand."
)
_SHADOW = "~ gets -X/-X, where X is your life total."
_MYCODRAX = (
    "~'s power and toughness are each equal to the number of other creature cards "
    "in your graveyard."
)


def _static(sentence: str) -> StaticEffect:
    parsed = parse_sentence(sentence, name="Testcard")
    assert parsed.status == "modelled", parsed.error
    (static,) = parsed.traits.statics
    assert isinstance(static, StaticEffect)
    return static


def _board(line: str, players: str, *, power: int = 0, extra: str = "") -> str:
    quoted = line.replace('"', '\\"')
    return (
        f'active_player = "A"\n{players}\n[[permanents]]\nid = "it"\ncontroller = "A"\n'
        f'name = "It"\npower = {power}\ntoughness = {max(power, 0)}\n'
        f'abilities = ["{quoted}"]\n{extra}'
    )


def _pt(text: str) -> tuple[int, int]:
    it = apply_static_effects(parse_scenario(text).board).permanent("it")
    return it.current_power, it.current_toughness


# ---------------------------------------------------------------------------
# the parser
# ---------------------------------------------------------------------------


def test_parse_half_the_highest_life_total_among_opponents_rounded_up() -> None:
    static = _static(_MALIGNUS)
    want = Half(PlayerBest("life", "opponents"), up=True)
    assert (static.set_power, static.set_toughness) == (want, want)


def test_parse_twenty_minus_the_highest_life_total_among_players() -> None:
    assert _static(_SCOURGE).set_power == Difference(20, PlayerBest("life", "each"))


def test_parse_your_life_minus_an_opponent_with_the_most_life() -> None:
    want = Difference(PlayerNumber("life", "you"), PlayerBest("life", "opponents"))
    assert _static(_HORROR).set_toughness == want


def test_parse_the_hand_of_the_opponent_with_the_most_cards() -> None:
    assert _static(_ADAMARO).set_power == PlayerBest("hand", "opponents")


def test_parse_other_creature_cards_in_your_graveyard() -> None:
    amount = _static(_MYCODRAX).set_power
    assert isinstance(amount, CardCount) and amount.cards is not None
    assert (amount.zone, amount.whose, sorted(amount.cards.types)) == (
        "graveyard",
        "you",
        ["creature"],
    )


def test_parse_gets_minus_x_where_x_is_your_life_total() -> None:
    static = _static(_SHADOW)
    assert (static.power, static.toughness, static.per) == (-1, -1, PlayerNumber("life", "you"))


def test_parse_a_fixed_number_minus_a_fixed_number_is_refused() -> None:
    fixed = "~'s power and toughness are each equal to 20 minus 3."
    parsed = parse_sentence(fixed, name="Testcard")
    assert parsed.status != "modelled"


def test_structured_round_trip_of_the_new_counts() -> None:
    for sentence in (_MALIGNUS, _SCOURGE, _HORROR, _ADAMARO):
        static = _static(sentence)
        assert ability_from_json(ability_to_json(static)) == static


# ---------------------------------------------------------------------------
# the layers (604.3, 613.4a, 613.4c) and 611.3a
# ---------------------------------------------------------------------------


def test_604_3_half_the_highest_opponent_life_rounded_up() -> None:
    # opponents at 7 and 3 (the controller's own 40 is not counted): 7 / 2 -> 4
    players = "[players.A]\nlife = 40\n[players.B]\nlife = 7\n[players.C]\nlife = 3"
    assert _pt(_board(_MALIGNUS, players)) == (4, 4)


def test_604_3_half_the_highest_control_even_life() -> None:
    # control: 8 is even, nothing to round
    players = "[players.A]\n[players.B]\nlife = 8"
    assert _pt(_board(_MALIGNUS, players)) == (4, 4)
    players = "[players.A]\n[players.B]\nlife = 9"
    assert _pt(_board(_MALIGNUS, players)) == (5, 5)


def test_604_3_a_player_who_lost_is_not_counted() -> None:
    # 800.4a: a player who has left the game is no opponent
    players = "[players.A]\n[players.B]\nlife = 6\n[players.C]\nlife = 30\nlost = true"
    assert _pt(_board(_MALIGNUS, players)) == (3, 3)


def test_611_3a_first_strike_damage_grows_scourge_before_the_regular_step() -> None:
    # B at 16 is the highest: 4/4. First strike 3 -> B at 13, the highest is
    # 13 (A at 12): 7/7 in the regular step. B: 16 - 3 - 7 = 6
    players = "[players.A]\nlife = 12\n[players.B]\nlife = 16"
    fs = (
        '[[permanents]]\nid = "fs"\ncontroller = "A"\npower = 3\ntoughness = 3\n'
        'keywords = ["first strike"]\nattacking = "B"\n'
    )
    text = _board(_SCOURGE, players, extra='attacking = "B"\n' + fs)
    result = resolve_combat(parse_scenario(text).board, RuleSet.CURRENT)
    assert result.board.player("B").life == 6


def test_611_3a_scourge_control_without_first_strike() -> None:
    # control: both deal damage at once; Scourge is 4/4 as damage is dealt: 16 - 3 - 4 = 9
    players = "[players.A]\nlife = 12\n[players.B]\nlife = 16"
    other = (
        '[[permanents]]\nid = "fs"\ncontroller = "A"\npower = 3\ntoughness = 3\nattacking = "B"\n'
    )
    text = _board(_SCOURGE, players, extra='attacking = "B"\n' + other)
    result = resolve_combat(parse_scenario(text).board, RuleSet.CURRENT)
    assert result.board.player("B").life == 9


def test_604_3_your_life_minus_the_most_life_may_be_negative() -> None:
    players = "[players.A]\nlife = 25\n[players.B]\nlife = 18\n[players.C]\nlife = 21"
    assert _pt(_board(_HORROR, players)) == (4, 4)
    # control: behind on life, the difference is below 0 (208.3); it dies (704.5f)
    players = "[players.A]\nlife = 15\n[players.B]\nlife = 18"
    text = _board(_HORROR, players)
    result = resolve_combat(parse_scenario(text).board, RuleSet.CURRENT)
    assert result.board.permanent("it").zone.value == "graveyard"


def test_604_3_the_opponent_with_the_most_cards_in_hand() -> None:
    players = "[players.A]\nhand = 9\n[players.B]\nhand = 2\n[players.C]\nhand = 5"
    assert _pt(_board(_ADAMARO, players)) == (5, 5)


def test_613_4c_death_shadow_minus_your_life() -> None:
    players = "[players.A]\nlife = 9\n[players.B]"
    assert _pt(_board(_SHADOW, players, power=13)) == (4, 4)
    # control: the opponent's life does not count
    players = "[players.A]\nlife = 20\n[players.B]\nlife = 1"
    assert _pt(_board(_SHADOW, players, power=13)) == (-7, -7)


def test_604_3_creature_cards_in_your_graveyard_only() -> None:
    players = (
        '[players.A]\ngraveyard = ["creature", "instant", "artifact creature — golem"]\n'
        '[players.B]\ngraveyard = ["creature"]'
    )
    assert _pt(_board(_MYCODRAX, players)) == (2, 2)
