"""Conditions of static abilities added in issue 33, session 9, general to
every line that takes a condition (611.3a: the effect applies exactly while
the condition holds), each with a control where it does not hold:

* "COND or COND": "~ has lifelink as long as you control a Desert or there
  is a Desert card in your graveyard." (Solitary Camel); "and" binds first,
  and a mix of "and" and "or" is refused as ambiguous;
* "an instant card and a sorcery card are in your graveyard" (Bloodfire
  Enforcers): one card of each;
* "as long as you control a token" (Briarbridge Tracker; 111.1);
* counts: "for each color among permanents you control" (105.1; 613.4c),
  "for each land you control and each land card in your graveyard";
* a list of what holds under the condition written with commas: "Threshold —
  As long as seven or more cards are in your graveyard, ~ gets +1/+1, is
  black, and has "..."" (Possessed Barbarian; 207.2c ability word, 613.1e
  layer 5 color, 613.4c).

Each outcome is worked out by hand from the printed text.
"""

from __future__ import annotations

from mtgcombat.core.abilities import Keyword, StaticEffect
from mtgcombat.core.conditions import AllOf, AmountIs, AnyOf, CountersOn, Distinct, PermanentCount
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence

_CAMEL = (
    "~ has lifelink as long as you control a Desert or there is a Desert card in your graveyard."
)
_ENFORCERS = (
    "~ has first strike and trample as long as an instant card and a sorcery card are in "
    "your graveyard."
)
_TRACKER = "As long as you control a token, ~ gets +2/+0."
_COLORS = "~ gets +1/+1 for each color among permanents you control."
_LANDS = "~ gets +1/+1 for each land you control and each land card in your graveyard."
_THRESHOLD = (
    "Threshold — As long as seven or more cards are in your graveyard, ~ gets +1/+1, is black, "
    'and has "{2}{B}, {T}: Destroy target red creature."'
)


def _static(sentence: str) -> StaticEffect:
    parsed = parse_sentence(sentence, name="Testcard")
    assert parsed.status == "modelled", parsed.error
    static = parsed.traits.statics[0]
    assert isinstance(static, StaticEffect)
    return static


def _scenario(line: str, *, a: str = "", extra: str = "", attack: bool = True) -> str:
    quoted = line.replace('"', '\\"')
    attacking = 'attacking = "B"\n' if attack else ""
    return (
        f'active_player = "A"\n[players.A]\n{a}\n[players.B]\n[[permanents]]\nid = "it"\n'
        f'controller = "A"\nname = "It"\npower = 3\ntoughness = 2\n'
        f'abilities = ["{quoted}"]\n{attacking}{extra}'
    )


def _land(pid: str, subtype: str, controller: str = "A") -> str:
    return (
        f'[[permanents]]\nid = "{pid}"\ncontroller = "{controller}"\ntypes = ["land"]\n'
        f'subtypes = ["{subtype}"]\n'
    )


def _combat(text: str) -> tuple[int, int]:
    """(A's life, B's life) after the combat."""
    board = resolve_combat(parse_scenario(text).board, RuleSet.CURRENT).board
    return board.player("A").life, board.player("B").life


def _it(text: str) -> tuple[int, bool, bool]:
    it = apply_static_effects(parse_scenario(text).board).permanent("it")
    return it.current_power, it.has(Keyword.FIRST_STRIKE), it.has(Keyword.TRAMPLE)


# ---------------------------------------------------------------------------
# the parser
# ---------------------------------------------------------------------------


def test_parse_either_condition() -> None:
    condition = _static(_CAMEL).condition
    assert isinstance(condition, AnyOf)
    control, card = condition.conditions
    assert isinstance(control, PermanentCount) and control.selector.subtypes == {"desert"}
    assert isinstance(card, AmountIs) and (card.op, card.value) == (">=", 1)


def test_parse_and_then_or_is_refused() -> None:
    either = "~ gets +1/+1 as long as you control a Forest or an opponent controls a Plains."
    assert parse_sentence(either, name="Testcard").status == "modelled"
    mixed = (
        "~ gets +1/+1 as long as you control a Forest and you control a Swamp or "
        "an opponent controls a Plains."
    )
    parsed = parse_sentence(mixed, name="Testcard")
    assert parsed.status != "modelled"
    assert "'and' and 'or'" in (parsed.error or "")


def test_parse_an_instant_card_and_a_sorcery_card() -> None:
    condition = _static(_ENFORCERS).condition
    assert isinstance(condition, AllOf) and len(condition.conditions) == 2


def test_parse_token_and_colors() -> None:
    token = _static(_TRACKER).condition
    assert isinstance(token, PermanentCount) and token.selector.token
    per = _static(_COLORS).per
    assert isinstance(per, Distinct) and per.of == "colors"


def test_or_reads_in_attack_restrictions_too() -> None:
    line = "~ can't attack unless you control a Forest or defending player controls an Island."
    assert parse_sentence(line, name="Testcard").status == "modelled"


# ---------------------------------------------------------------------------
# the rules: 611.3a
# ---------------------------------------------------------------------------


def test_611_3a_desert_you_control_gives_lifelink() -> None:
    text = _scenario(_CAMEL, a="graveyard = []", extra=_land("desert", "desert"))
    assert _combat(text) == (23, 17)


def test_611_3a_desert_card_in_graveyard_gives_lifelink() -> None:
    text = _scenario(_CAMEL, a='graveyard = ["land — desert"]')
    assert _combat(text) == (23, 17)


def test_611_3a_no_desert_control() -> None:
    # control: an opponent's Desert and a Desert in the opponent's graveyard are not yours
    text = _scenario(_CAMEL, a="graveyard = []", extra=_land("desert", "desert", "B"))
    text = text.replace("[players.B]\n", '[players.B]\ngraveyard = ["land — desert"]\n')
    assert _combat(text) == (20, 17)


def test_611_3a_instant_and_sorcery_in_graveyard() -> None:
    both = _scenario(_ENFORCERS, a='graveyard = ["instant", "sorcery"]')
    assert _it(both) == (3, True, True)


def test_611_3a_instant_alone_control() -> None:
    # control: two instants are not an instant and a sorcery
    one = _scenario(_ENFORCERS, a='graveyard = ["instant", "instant"]')
    assert _it(one) == (3, False, False)


def test_611_3a_a_token_you_control() -> None:
    token = '[[permanents]]\nid = "clue"\ncontroller = "A"\ntypes = ["artifact"]\ntoken = true\n'
    assert _it(_scenario(_TRACKER, extra=token))[0] == 5
    # control: a nontoken artifact, or an opponent's token
    card = token.replace("token = true\n", "")
    assert _it(_scenario(_TRACKER, extra=card))[0] == 3
    theirs = token.replace('controller = "A"', 'controller = "B"')
    assert _it(_scenario(_TRACKER, extra=theirs))[0] == 3


def test_613_4c_each_color_among_permanents_you_control() -> None:
    perms = "".join(
        f'[[permanents]]\nid = "{pid}"\ncontroller = "{who}"\npower = 1\ntoughness = 1\n'
        f"colors = [{colors}]\n"
        for pid, who, colors in (
            ("gold", "A", '"white", "blue"'),
            ("blue", "A", '"blue"'),
            ("grey", "A", ""),
            ("red", "B", '"red"'),
        )
    )
    # white and blue (the colorless creature adds none, the opponent's red is not yours)
    assert _it(_scenario(_COLORS, extra=perms, attack=False))[0] == 5
    # control: alone and colorless, no color
    assert _it(_scenario(_COLORS, attack=False))[0] == 3


def test_613_4c_lands_you_control_and_land_cards_in_your_graveyard() -> None:
    text = _scenario(
        _LANDS,
        a='graveyard = ["land", "basic land — forest", "creature"]',
        extra=_land("forest", "forest"),
        attack=False,
    )
    assert _it(text)[0] == 6
    # control: an opponent's land counts for nothing
    land = _land("f", "forest", "B")
    assert _it(_scenario(_LANDS, a="graveyard = []", extra=land, attack=False))[0] == 3


def test_parse_a_comma_list_under_threshold() -> None:
    static = _static(_THRESHOLD)
    assert (static.power, static.toughness, static.set_colors) == (1, 1, frozenset({"black"}))
    assert static.condition is not None


def _barbarian(cards: int) -> str:
    """The Barbarian (3/3 first strike, red) attacks; White Knight (2/2 first
    strike, protection from black) blocks it."""
    knight = (
        '[[permanents]]\nid = "knight"\ncontroller = "B"\npower = 2\ntoughness = 2\n'
        'colors = ["white"]\nkeywords = ["first strike", "protection from black"]\n'
        'blocking = ["it"]\n'
    )
    extra = 'keywords = ["first strike"]\ncolors = ["red"]\n' + knight
    return _scenario(_THRESHOLD, a=f"graveyard = {cards}", extra=extra).replace(
        "power = 3\ntoughness = 2", "power = 3\ntoughness = 3"
    )


def test_613_1e_threshold_makes_it_black_protection_prevents_its_damage() -> None:
    # seven cards: a black 4/4; protection from black prevents its damage (702.16e)
    board = resolve_combat(parse_scenario(_barbarian(7)).board, RuleSet.CURRENT).board
    assert board.permanent("knight").zone.value == "battlefield"
    assert board.permanent("it").damage == 2


def test_613_1e_threshold_control_six_cards_red_three_three() -> None:
    # control: six cards, a red 3/3; its 3 damage kills the Knight
    board = resolve_combat(parse_scenario(_barbarian(6)).board, RuleSet.CURRENT).board
    assert board.permanent("knight").zone.value == "graveyard"


_HERO = (
    "As long as ~ has five or more counters on it, it has flying and is an Angel in addition "
    "to its other types."
)


def test_parse_five_or_more_counters_of_any_kind_and_a_subtype_added() -> None:
    static = _static(_HERO)
    assert static.condition == CountersOn("any", ">=", 5)
    assert static.add_subtypes == frozenset({"angel"})


def _hero(counters: str) -> tuple[bool, frozenset[str]]:
    text = _scenario(_HERO, extra=f"counters = {{ {counters} }}\n", attack=False)
    it = apply_static_effects(parse_scenario(text).board).permanent("it")
    return it.has(Keyword.FLYING), it.subtypes


def test_611_3a_five_counters_of_two_kinds_together() -> None:
    # 122.1: two +1/+1 counters and three ice counters are five counters
    assert _hero('"+1/+1" = 2, ice = 3') == (True, frozenset({"angel"}))


def test_611_3a_four_counters_control() -> None:
    assert _hero('"+1/+1" = 1, ice = 3') == (False, frozenset())
