"""A target of several card types in an attack (or block) trigger (issue 33,
session 9): "whenever ~ attacks, destroy target artifact or enchantment
defending player controls" (Kogla, the Titan Ape; Frenzied Trapbreaker),
"untap target creature or land" (Civic Gardener), "untap another target
artifact or creature you control" (Mobile Garrison). The target is one
object of any of those types (115.1), chosen from ``choices.targets`` as the
ability is put on the stack (603.3d): it may be a noncreature permanent.
Who controls it qualifies every type. A target that needn't be a creature
("tap target nonland permanent an opponent controls", Ojutai, Soul of
Winter; "tap target permanent", Frost Titan) may be any permanent of its
kind; their rider "it doesn't untap during its controller's next untap step"
acts after this combat (502.3): the tap is what changes the blocks (509.1a).
Each rule test has a control.
"""

from __future__ import annotations

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from helpers import two_player_board as _board
from mtgcombat.core.model import Board, CardType, Permanent
from mtgcombat.core.permanent import TriggerChoices
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.blocks_declaration import BlockDeclaration
from mtgcombat.rules.blocks_verdicts import BlockVerdict, is_legal_blocks
from mtgcombat.rules.triggers import ChoiceError
from mtgcombat.text import parse_sentence

KOGLA = "Whenever ~ attacks, destroy target artifact or enchantment defending player controls."
GARDENER = "Whenever ~ attacks, untap target creature or land."
GARRISON = "Whenever ~ attacks, untap another target artifact or creature you control."
OJUTAI = (
    "Whenever a Dragon you control attacks, tap target nonland permanent an opponent controls. "
    "That permanent doesn't untap during its controller's next untap step."
)
TITAN = (
    "Whenever ~ enters the battlefield or attacks, tap target permanent. It doesn't untap during "
    "its controller's next untap step."
)


# -- parser -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        (
            KOGLA,
            "whenever this creature attacks, destroy a target among artifacts defending player "
            "controls and/or enchantments defending player controls",
        ),
        (GARDENER, "whenever this creature attacks, untap a target among creatures and/or lands"),
        (
            GARRISON,
            "whenever this creature attacks, untap a target among other artifacts you control "
            "and/or other creatures you control",
        ),
        (
            OJUTAI,
            "whenever one of the dragon creatures you control attacks, tap a target among "
            "nonland permanents an opponent controls",
        ),
        (TITAN, "whenever this creature attacks, tap a target among permanents"),
        (
            "Whenever ~ attacks, tap target artifact, creature, or land.",
            "whenever this creature attacks, tap a target among artifacts and/or creatures "
            "and/or lands",
        ),
    ],
)
def test_parse_target_of_several_types(sentence: str, text: str) -> None:
    [ability] = _ability(sentence)
    assert str(ability) == text


def test_parse_a_quality_of_the_last_type_only_is_refused() -> None:
    # "artifact or creature with flying": whose quality it is can't be told
    sentence = "Whenever ~ attacks, destroy target artifact or creature with flying."
    assert parse_sentence(sentence, name="Grim Hero").status == "unmodelled"


def test_parse_japanese() -> None:
    [ability] = _ability(GARDENER)
    assert describe_value(ability, "ja").endswith(
        "クリーチャーまたは土地1体を対象とする。それをアンタップする"
    )


# -- 115.1, 603.3d: a noncreature target -----------------------------------------


def _artifact(pid: str, controller: str) -> Permanent:
    return Permanent(id=pid, controller=controller, types=frozenset({CardType.ARTIFACT}))


def _kogla(target: str) -> Permanent:
    return _creature(
        "kogla", power=7, toughness=6, attacking="B", abilities=_ability(KOGLA),
        choices=TriggerChoices(targets=(target,)),
    )  # fmt: skip


def test_603_3d_a_noncreature_artifact_of_the_defending_player_is_destroyed() -> None:
    board = _board(_kogla("rod"), _artifact("rod", "B"), _creature("bear", "B"))
    after, events = declare_attackers_triggers(board, "current")
    assert not after.permanent("rod").on_battlefield
    assert [e.rule for e in events if e.kind == "destroyed_by_effect"] == ["701.8"]


@pytest.mark.parametrize("target", ["bear", "mine"])
def test_603_3d_a_creature_or_the_controllers_own_artifact_is_not_a_legal_target(
    target: str,
) -> None:
    # control: a creature is neither type; "defending player controls" is every type's
    board = _board(_kogla(target), _artifact("mine", "A"), _creature("bear", "B"))
    with pytest.raises(ChoiceError, match=r"603\.3d"):
        declare_attackers_triggers(board, "current")


def _gardener(target: str) -> tuple[Board, BlockVerdict]:
    gardener = _creature(
        "gardener", attacking="B", abilities=_ability(GARDENER),
        choices=TriggerChoices(targets=(target,)),
    )  # fmt: skip
    forest = Permanent(id="forest", controller="A", types=frozenset({CardType.LAND}), tapped=True)
    board = _board(gardener, forest, _creature("bear", "B", tapped=True))
    after, _ = declare_attackers_triggers(board, "current")
    return after, is_legal_blocks(after, BlockDeclaration.parse("bear: gardener"))


def test_509_1a_the_untapped_creature_can_block() -> None:
    _, verdict = _gardener("bear")
    assert verdict.legal


def test_509_1a_a_land_untapped_the_tapped_creature_still_cannot_block() -> None:
    # control: the target is the land (115.1): it untaps, the bear stays tapped
    after, verdict = _gardener("forest")
    assert not after.permanent("forest").tapped
    assert not verdict.legal
    assert [v.rule for v in verdict.violations] == ["509.1a"]


# -- 509.1a: tapped by the trigger, it can't block ------------------------------


def _ojutai(target: str) -> tuple[Board, BlockVerdict]:
    ojutai = _creature(
        "ojutai", power=5, toughness=6, attacking="B", abilities=_ability(OJUTAI),
        subtypes=frozenset({"dragon"}), choices=TriggerChoices(targets=(target,)),
    )  # fmt: skip
    land = Permanent(id="land", controller="B", types=frozenset({CardType.LAND}))
    board = _board(ojutai, _artifact("rod", "B"), land, _creature("bear", "B"))
    after, _ = declare_attackers_triggers(board, "current")
    return after, is_legal_blocks(after, BlockDeclaration.parse("bear: ojutai"))


def test_509_1a_the_tapped_target_creature_cannot_block() -> None:
    after, verdict = _ojutai("bear")
    assert after.permanent("bear").tapped
    assert [v.rule for v in verdict.violations] == ["509.1a"]


def test_509_1a_a_noncreature_artifact_tapped_the_creature_still_blocks() -> None:
    # control: the target is a noncreature artifact (a nonland permanent, 115.1)
    after, verdict = _ojutai("rod")
    assert after.permanent("rod").tapped
    assert verdict.legal


def test_603_3d_a_land_is_not_a_nonland_permanent() -> None:
    with pytest.raises(ChoiceError, match=r"603\.3d"):
        _ojutai("land")
