"""A trigger on a death whose target needn't be a creature (issue 33,
session 11): "When ~ dies, destroy target artifact or enchantment"
(Reliquary Monk), "When ~ dies, destroy target noncreature permanent"
(Destructor Dragon), "Whenever ~ or another artifact creature dies, you may
untap target artifact" (Dross Scorpion). The target is chosen from the
permanents of its kind as the ability is put on the stack (115.1, 603.3d),
from ``choices.targets``, and the ability resolves in the combat damage step
of the death (510.3a, 603.3): an Aura or Equipment destroyed in the
first-strike step no longer pumps its creature in the regular step (701.8,
611.3a). The same effect on entering ("When Woodfall Primus enters the
battlefield, destroy target noncreature permanent") is now carried out when
persist returns the creature (702.79a, 400.7, 603.6a), so its persist is no
longer refused. Each rules test has a control, in both rule sets."""

from __future__ import annotations

import pytest

from helpers import creature, modelled_abilities
from mtgcombat.core.basics import CardType, Counters
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.triggers import ChoiceError
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence
from mtgcombat.text.parser import parse_text

MONK = "When ~ dies, destroy target artifact or enchantment."
DRAGON = "When ~ dies, destroy target noncreature permanent."
SCORPION = "Whenever ~ or another artifact creature dies, you may untap target artifact."
PRIMUS = (
    "When Woodfall Primus enters the battlefield, destroy target noncreature permanent.\n"
    "Persist (When this creature dies, if it had no -1/-1 counters on it, return it to the"
    " battlefield under its owner's control with a -1/-1 counter on it.)"
)
RULE_SETS = ("current", "2023")


# -- parser -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        (MONK, "whenever this creature dies, destroy a target among artifacts and/or enchantments"),
        (DRAGON, "whenever this creature dies, destroy a target among noncreature permanents"),
        (
            "When ~ dies, return target nonland permanent to its owner's hand.",
            "whenever this creature dies, return a target among nonland permanents to its"
            " owner's hand",
        ),
    ],
)
def test_parse_a_dies_trigger_with_a_noncreature_target(sentence: str, text: str) -> None:
    [ability] = modelled_abilities(sentence)
    assert str(ability) == text


def test_parse_two_abilities_of_the_scorpion_and_japanese() -> None:
    abilities = modelled_abilities(SCORPION, name="Dross Scorpion")
    assert len(abilities) == 2
    [monk] = modelled_abilities(MONK)
    assert "アーティファクト" in describe_value(monk, "ja")


def test_parse_other_effects_on_a_noncreature_target_stay_refused() -> None:
    # control: +1/+1 counters, a pump or damage are chosen among creatures
    # only; an artifact target for them is not carried out, never "no effect"
    for refused in (
        "When ~ dies, put a +1/+1 counter on target artifact.",
        "When ~ dies, it deals 2 damage to target artifact.",
    ):
        assert parse_sentence(refused, name="Testcat").status == "unmodelled", refused


def test_parse_persist_with_the_destroying_enters_line_is_modelled() -> None:
    # its line on entering is read as the returned creature's trigger (603.6a)
    assert [p.status for p in parse_text(PRIMUS, name="Woodfall Primus")] == [
        "modelled",
        "modelled",
    ]


# -- 701.8, 611.3a: destroyed in the first-strike step --------------------------


def _monk_board(target: str) -> Board:
    # B's monk blocks a first striker and dies in the first-strike step; A's
    # 2/4 bear has an Aura "+2/+0" and is blocked by B's 3/3 giant
    scenario = f"""
active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "knight"
controller = "A"
power = 2
toughness = 1
abilities = ["First strike"]
attacking = "B"
[[permanents]]
id = "bear"
controller = "A"
power = 2
toughness = 4
attacking = "B"
[[permanents]]
id = "aura"
controller = "A"
types = ["enchantment"]
subtypes = ["Aura"]
attached_to = "bear"
abilities = ["Enchanted creature gets +2/+0."]
[[permanents]]
id = "rod"
controller = "A"
types = ["artifact"]
[[permanents]]
id = "monk"
controller = "B"
power = 2
toughness = 2
abilities = ["{MONK}"]
blocking = ["knight"]
choices = {{ targets = ["{target}"] }}
[[permanents]]
id = "giant"
controller = "B"
power = 3
toughness = 3
blocking = ["bear"]
"""
    return parse_scenario(scenario, source="t.toml").board


@pytest.mark.parametrize("rules", RULE_SETS)
def test_701_8_the_aura_destroyed_in_the_first_strike_step_pumps_no_more(rules: str) -> None:
    result = resolve_combat(_monk_board("aura"), rules, auto=True, triggers=True)
    board = result.board
    assert board.permanent("monk").zone.value == "graveyard"
    assert board.permanent("aura").zone.value == "graveyard"
    # the bear deals 2, not 4: the 3/3 giant survives
    giant = board.permanent("giant")
    assert giant.zone.value == "battlefield" and giant.damage == 2
    destroy = "701.8" if rules == "current" else "701.7"  # 701.7 in the 2023 rules
    assert [e.rule for e in result.events if e.kind == "destroyed_by_effect"] == [destroy]


@pytest.mark.parametrize("rules", RULE_SETS)
def test_701_8_control_the_artifact_destroyed_the_aura_still_pumps(rules: str) -> None:
    result = resolve_combat(_monk_board("rod"), rules, auto=True, triggers=True)
    board = result.board
    assert board.permanent("rod").zone.value == "graveyard"
    assert board.permanent("aura").zone.value == "battlefield"
    assert board.permanent("giant").zone.value == "graveyard"


@pytest.mark.parametrize("rules", RULE_SETS)
def test_603_3d_a_creature_is_not_an_artifact_or_enchantment(rules: str) -> None:
    with pytest.raises(ChoiceError, match=r"603\.3d"):
        resolve_combat(_monk_board("giant"), rules, auto=True, triggers=True)


# -- 702.79a, 603.6a: persist returns the Primus, which destroys its target ------


def _primus(counters: int) -> Board:
    abilities = frozenset(
        a for p in parse_text(PRIMUS, name="Woodfall Primus") for a in p.traits.abilities
    )
    primus = creature(
        "primus", "B", 6, 6, *abilities, blocking=("rats",),
        choices=TriggerChoices(targets=("rod",)), counters=Counters(minus_one=counters),
    )  # fmt: skip
    rats = creature("rats", "A", 1, 1, *modelled_abilities("Deathtouch"), attacking="B")
    rod = Permanent(id="rod", controller="A", types=frozenset({CardType.ARTIFACT}))
    return Board((Player("A"), Player("B")), (rats, rod, primus), "A")


@pytest.mark.parametrize("rules", RULE_SETS)
def test_702_79a_603_6a_the_returned_primus_destroys_its_target(rules: str) -> None:
    result = resolve_combat(_primus(0), rules, auto=True, triggers=True)
    board = result.board
    back = board.permanent("primus")
    assert back.zone.value == "battlefield" and back.counters.minus_one == 1
    assert board.permanent("rod").zone.value == "graveyard"


@pytest.mark.parametrize("rules", RULE_SETS)
def test_702_79a_control_with_a_minus_counter_it_stays_dead_and_the_rod_stays(rules: str) -> None:
    # control: it had a -1/-1 counter as it died, so persist does nothing
    # (702.79a) and no ability on entering triggers
    result = resolve_combat(_primus(1), rules, auto=True, triggers=True)
    board = result.board
    assert board.permanent("primus").zone.value == "graveyard"
    assert board.permanent("rod").zone.value == "battlefield"
