"""Static abilities that say they function from the graveyard (113.6b; issue
33, session 9): "As long as ~ is in your graveyard and you control a Forest,
creatures you control have trample." (Brawn, and the same for Anger's haste,
Filth's swampwalk, Valor's first strike, Wonder's flying). The card is a
permanent of the board with ``zone = "graveyard"``; on the battlefield the
same ability does nothing (113.6). A control for each: no Forest, the card on
the battlefield, the card in an opponent's graveyard: each where it must
not apply. A token that dies has no abilities in the graveyard (it ceases
to exist, 111.7, 704.5d); a card that died under another player's control
reads "you" as its owner (108.4a).
"""

from __future__ import annotations

from mtgcombat.core.abilities import StaticEffect
from mtgcombat.core.conditions import AllOf, InGraveyard
from mtgcombat.core.keywords import Keyword
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence

_BRAWN = (
    "As long as ~ is in your graveyard and you control a Forest, creatures you control "
    "have trample."
)


def _board(*, zone: str = "graveyard", forest: str = "A", owner: str = "A") -> str:
    quoted = _BRAWN.replace('"', '\\"')
    return (
        'active_player = "A"\n[players.A]\n[players.B]\n'
        f'[[permanents]]\nid = "brawn"\ncontroller = "{owner}"\nname = "Brawn"\npower = 3\n'
        f'toughness = 3\nzone = "{zone}"\nabilities = ["{quoted}"]\n'
        f'[[permanents]]\nid = "forest"\ncontroller = "{forest}"\ntypes = ["land"]\n'
        'subtypes = ["forest"]\n'
        '[[permanents]]\nid = "ogre"\ncontroller = "A"\npower = 5\ntoughness = 5\n'
        'attacking = "B"\n'
        '[[permanents]]\nid = "bear"\ncontroller = "B"\npower = 2\ntoughness = 2\n'
        'blocking = ["ogre"]\n'
    )


def _tramples(text: str) -> bool:
    board = apply_static_effects(parse_scenario(text).board)
    return board.permanent("ogre").has(Keyword.TRAMPLE)


def test_parse_in_your_graveyard_and_a_forest() -> None:
    parsed = parse_sentence(_BRAWN, name="Brawn")
    assert parsed.status == "modelled", parsed.error
    (static,) = parsed.traits.statics
    assert isinstance(static, StaticEffect) and isinstance(static.condition, AllOf)
    assert InGraveyard() in static.condition.conditions


def test_113_6b_in_the_graveyard_with_a_forest_creatures_have_trample() -> None:
    assert _tramples(_board())
    text = _board() + "[assignments]\nogre = { bear = 2, B = 3 }\n"
    scenario = parse_scenario(text)
    result = resolve_combat(scenario.board, RuleSet.CURRENT, scenario.assignments)
    assert result.board.player("B").life == 17


def test_113_6b_control_no_forest() -> None:
    # the Forest is the opponent's: "you control a Forest" does not hold
    assert not _tramples(_board(forest="B"))


def test_113_6_control_on_the_battlefield_it_does_nothing() -> None:
    # the same ability on the battlefield: its condition "~ is in your graveyard" fails
    assert not _tramples(_board(zone="battlefield"))


def test_113_6b_control_in_an_opponents_graveyard_gives_their_creatures_trample() -> None:
    # B's card in B's graveyard, A's Forest: "you" is B, who controls no Forest
    assert not _tramples(_board(owner="B"))


# ---------------------------------------------------------------------------
# a token has no abilities in a graveyard (111.7, 704.5d); "you" is the owner
# of a card in a graveyard (108.4a)
# ---------------------------------------------------------------------------


def _first_strike_kills(*, token: bool) -> str:
    # A's Brawn (3/3) attacks into a 4/4 first striker and dies in the
    # first-strike step; A's 5/5 Ogre is blocked by a 2/2 Bear
    quoted = _BRAWN.replace('"', '\\"')
    return (
        'active_player = "A"\n[players.A]\n[players.B]\n'
        '[[permanents]]\nid = "brawn"\ncontroller = "A"\nname = "Brawn"\npower = 3\n'
        f'toughness = 3\ntoken = {str(token).lower()}\nabilities = ["{quoted}"]\n'
        'attacking = "B"\n'
        '[[permanents]]\nid = "forest"\ncontroller = "A"\ntypes = ["land"]\n'
        'subtypes = ["forest"]\n'
        '[[permanents]]\nid = "ogre"\ncontroller = "A"\npower = 5\ntoughness = 5\n'
        'attacking = "B"\n'
        '[[permanents]]\nid = "knight"\ncontroller = "B"\npower = 4\ntoughness = 4\n'
        'keywords = ["first strike"]\nblocking = ["brawn"]\n'
        '[[permanents]]\nid = "bear"\ncontroller = "B"\npower = 2\ntoughness = 2\n'
        'blocking = ["ogre"]\n'
    )


def test_704_5d_a_token_killed_by_first_strike_gives_no_trample() -> None:
    # a token copy of Brawn dies in the first-strike step: in the graveyard
    # it ceases to exist and has no abilities, so the Ogre deals its 5 to the Bear
    scenario = parse_scenario(_first_strike_kills(token=True))
    result = resolve_combat(scenario.board, RuleSet.CURRENT, auto=True)
    assert result.board.player("B").life == 20


def test_113_6b_control_the_card_killed_by_first_strike_gives_trample() -> None:
    # the card Brawn in its owner's graveyard: the Ogre tramples 3 over the Bear
    scenario = parse_scenario(_first_strike_kills(token=False))
    result = resolve_combat(scenario.board, RuleSet.CURRENT, auto=True)
    assert result.board.player("B").life == 17


def _stolen(*, forest: str) -> str:
    # Brawn, owned by A, died while B controlled it: it is in A's graveyard
    quoted = _BRAWN.replace('"', '\\"')
    return (
        'active_player = "A"\n[players.A]\n[players.B]\n'
        '[[permanents]]\nid = "brawn"\ncontroller = "B"\nowner = "A"\nname = "Brawn"\n'
        f'power = 3\ntoughness = 3\nzone = "graveyard"\nabilities = ["{quoted}"]\n'
        f'[[permanents]]\nid = "forest"\ncontroller = "{forest}"\ntypes = ["land"]\n'
        'subtypes = ["forest"]\n'
        '[[permanents]]\nid = "ogre"\ncontroller = "A"\npower = 5\ntoughness = 5\n'
        'attacking = "B"\n'
        '[[permanents]]\nid = "bear"\ncontroller = "B"\npower = 2\ntoughness = 2\n'
        'blocking = ["ogre"]\n'
    )


def test_108_4a_a_stolen_card_in_its_owners_graveyard_gives_the_owner_trample() -> None:
    board = apply_static_effects(parse_scenario(_stolen(forest="A")).board)
    assert board.permanent("ogre").has(Keyword.TRAMPLE)
    # control: the player who controlled it last is not "you" in the graveyard
    assert not board.permanent("bear").has(Keyword.TRAMPLE)


def test_108_4a_control_the_forest_must_be_the_owners() -> None:
    # the Forest is B's, who controlled Brawn when it died: no trample for anyone
    board = apply_static_effects(parse_scenario(_stolen(forest="B")).board)
    assert not board.permanent("ogre").has(Keyword.TRAMPLE)
    assert not board.permanent("bear").has(Keyword.TRAMPLE)
