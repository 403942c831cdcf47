"""Modal triggered abilities (700.2): the modes are chosen as the ability is
put on the stack (700.2b, 603.3c), from the source's ``choices.modes``,
before the targets (603.3d); the chosen modes' effects are carried out."""

from __future__ import annotations

from typing import Any

import pytest

from mtgcombat.core.abilities import BlockTrigger, OtherKeyword
from mtgcombat.core.effect_values import ModalEffect, TokenEffect
from mtgcombat.core.events import Event, ModesChosen
from mtgcombat.core.model import Board, Permanent, Player, TriggerChoices, Zone
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.effect_words import _effect
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.scenario import ScenarioError, parse_scenario
from mtgcombat.text import parse_text

GHAST = (
    "When Shambling Ghast dies, choose one \u2014\n"
    "\u2022 Brave the Stench \u2014 Target creature an opponent controls gets -1/-1 until end "
    "of turn.\n"
    "\u2022 Search the Body \u2014 Create a Treasure token."
)


def _ghast(modes: tuple[tuple[int, ...], ...], targets: tuple[str, ...] = (),
           **fields: Any) -> Permanent:  # fmt: skip
    abilities = frozenset(a for p in parse_text(GHAST, name="Shambling Ghast")
                          for a in p.traits.abilities)  # fmt: skip
    return Permanent(id="ghast", controller="B", power=1, toughness=1, abilities=abilities,
                     choices=TriggerChoices(targets=targets, modes=modes), **fields)  # fmt: skip


def run(*permanents: Permanent) -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    result = resolve_combat(board, "current", None, auto=True, triggers=True)
    return result.board, result.events


def test_700_2_a_modal_dies_trigger_reads_its_modes() -> None:
    parsed = parse_text(GHAST, name="Shambling Ghast")
    assert [p.status for p in parsed] == ["modelled", "modelled", "modelled"]
    [ability] = parsed[0].traits.abilities
    assert isinstance(ability, BlockTrigger) and ability.events == ("dies",)
    [modal] = ability.effects
    assert isinstance(modal, ModalEffect) and (modal.low, modal.high) == (1, 1)
    assert modal.modes[1] == (TokenEffect(1, predefined="Treasure"),)
    # control: a mode the engine refuses refuses the ability, naming the mode
    refused = parse_text(
        "When Ghast dies, choose one \u2014\n\u2022 Create a Treasure token.\n"
        "\u2022 Gain control of target creature until end of turn.",
        name="Ghast",
    )
    assert refused[0].status == "unmodelled" and refused[0].error.startswith("mode 2")
    # and every mode with no effect on a combat: the ability has none
    inert = parse_text(
        "When Ghast dies, choose one \u2014\n\u2022 Create a Treasure token.\n\u2022 Scry 1.",
        name="Ghast",
    )
    assert inert[0].status == "modelled"  # a Treasure token is carried out
    how = parse_text(
        "Whenever Ghast attacks, choose up to one \u2014\n\u2022 You gain 2 life.\n"
        "\u2022 Ghast gets +2/+0 until end of turn.",
        name="Ghast",
    )
    [attacks] = how[0].traits.abilities
    assert isinstance(attacks, BlockTrigger) and attacks.events == ("attacks",)
    assert (attacks.effects[0].low, attacks.effects[0].high) == (0, 1)  # type: ignore[union-attr]


def test_700_2b_the_chosen_mode_is_carried_out() -> None:
    ogre = Permanent(id="ogre", controller="A", power=3, toughness=3, attacking="B")
    elf = Permanent(id="elf", controller="A", power=1, toughness=1)
    board, events = run(ogre, elf, _ghast(((1,),), ("elf",), blocking=("ogre",)))
    assert board.permanent("ghast").zone is Zone.GRAVEYARD
    assert board.permanent("elf").zone is Zone.GRAVEYARD  # -1/-1: a 0/0 (704.5f)
    assert ModesChosen("700.2b", "ghast", "1") in events
    assert not [p for p in board.permanents if p.token]
    # control: mode 2 chosen: a Treasure, the elf lives; no target is chosen
    board, events = run(ogre, elf, _ghast(((2,),), ("elf",), blocking=("ogre",)))
    assert board.permanent("elf").zone is Zone.BATTLEFIELD
    assert [p.subtypes for p in board.permanents if p.token] == [frozenset({"treasure"})]
    assert "target_chosen" not in [e.kind for e in events]


def test_700_2b_the_modes_must_be_named_and_legal() -> None:
    ogre = Permanent(id="ogre", controller="A", power=3, toughness=3, attacking="B")
    with pytest.raises(ChoiceError) as missing:
        run(ogre, _ghast((), blocking=("ogre",)))
    assert missing.value.field == "choices.modes" and missing.value.key == "choice_needs_mode"
    with pytest.raises(ChoiceError) as both:  # "choose one": not two (700.2d)
        run(ogre, _ghast(((1, 2),), ("ogre",), blocking=("ogre",)))
    assert both.value.key == "choice_mode_bad"
    with pytest.raises(ChoiceError) as out:
        run(ogre, _ghast(((3,),), blocking=("ogre",)))
    assert out.value.key == "choice_mode_bad"
    # a mode whose target has no legal choice can't be chosen (700.2b): the
    # only opponent's creature has hexproof
    shy = Permanent(id="ogre", controller="A", power=3, toughness=3, attacking="B",
                    abilities=frozenset({OtherKeyword("hexproof")}))  # fmt: skip
    with pytest.raises(ChoiceError) as illegal:
        run(shy, _ghast(((1,),), blocking=("ogre",)))
    assert illegal.value.key == "choice_mode_illegal"
    # control: the other mode can be chosen then
    board, _ = run(shy, _ghast(((2,),), blocking=("ogre",)))
    assert [p for p in board.permanents if p.token]


def test_700_2b_up_to_one_with_no_mode_is_removed_from_the_stack() -> None:
    text = (
        "When Imp dies, choose up to one \u2014\n\u2022 Create a Treasure token.\n"
        "\u2022 Target creature an opponent controls gets -1/-1 until end of turn."
    )
    abilities = frozenset(a for p in parse_text(text, name="Imp") for a in p.traits.abilities)
    ogre = Permanent(id="ogre", controller="A", power=3, toughness=3, attacking="B")
    imp = Permanent(id="imp", controller="B", power=1, toughness=1, abilities=abilities,
                    blocking=("ogre",), choices=TriggerChoices(modes=((),)))  # fmt: skip
    board, events = run(ogre, imp)
    assert ModesChosen("603.3c", "imp", "") in events
    assert not [p for p in board.permanents if p.token]
    assert "trigger_resolves" not in [e.kind for e in events]
    # control: one mode chosen
    imp1 = Permanent(id="imp", controller="B", power=1, toughness=1, abilities=abilities,
                     blocking=("ogre",), choices=TriggerChoices(modes=((1,),)))  # fmt: skip
    board, _ = run(ogre, imp1)
    assert [p for p in board.permanents if p.token]


def test_700_2_modal_trigger_japanese() -> None:
    assert describe_event(ModesChosen("700.2b", "ghast", "2"), "ja") == (
        "ghastのコントローラーはその誘発型能力のモード2を選ぶ"
    )
    assert "取り除かれる" in describe_event(ModesChosen("603.3c", "imp", ""), "ja")
    [ability] = parse_text(GHAST, name="Shambling Ghast")[0].traits.abilities
    assert isinstance(ability, BlockTrigger)
    words = _effect(ability.effects[0], True)
    assert words.startswith("以下から1つを選ぶ") and "宝物" in words


def test_700_2b_scenario_choices_modes() -> None:
    head = 'active_player = "A"\n[players.A]\n[players.B]\n[[permanents]]\nid = "g"\n'
    text = head + 'controller = "B"\ntoughness = 1\nchoices = { modes = [2, [1, 3], []] }\n'
    choices = parse_scenario(text).board.permanent("g").choices
    assert choices.modes == ((2,), (1, 3), ())
    # control: no modes given: none; a mode number is 1 or more
    plain = parse_scenario(head + 'controller = "B"\ntoughness = 1\n').board.permanent("g")
    assert plain.choices.modes == ()
    with pytest.raises(ScenarioError):
        parse_scenario(head + 'controller = "B"\ntoughness = 1\nchoices = { modes = [0] }\n')
