"""An Aura's condition written before its effect (issue 33, session 10): "As
long as enchanted creature is attacking alone, it can't be blocked." (Security
Bypass): the enchanted creature is the only creature attacking (506.5), and
then no creature may block it (509.1b). The control: a second attacker.
"""

from __future__ import annotations

import json

from mtgcombat.core.model import Board
from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.scenario.load import parse_scenario
from mtgcombat.text import parse_sentence

_BYPASS = "As long as enchanted creature is attacking alone, it can't be blocked."


def _board(*extra: dict[str, object]) -> Board:
    permanents = [
        {"id": "rogue", "controller": "A", "power": 2, "toughness": 2, "attacking": "B"},
        {"id": "wall", "controller": "B", "power": 0, "toughness": 4},
        {
            "id": "aura",
            "controller": "A",
            "types": ["enchantment"],
            "subtypes": ["aura"],
            "attached_to": "rogue",
            "abilities": [_BYPASS],
        },
        *extra,
    ]
    doc = {"active_player": "A", "players": {"A": {}, "B": {}}, "permanents": permanents}
    return apply_static_effects(parse_scenario(json.dumps(doc), "json").board)


def test_parse_the_condition_is_on_the_host_attacking_alone() -> None:
    parsed = parse_sentence(_BYPASS)
    assert parsed.status == "modelled"
    # the effect on the source itself under its host's condition stays refused
    assert (
        parse_sentence(
            "As long as enchanted creature is attacking alone, Bypass gets +1/+1.", name="Bypass"
        ).status
        == "unmodelled"
    )


def test_509_1b_506_5_the_lone_attacker_cant_be_blocked() -> None:
    assert not is_legal_blocks(_board(), BlockDeclaration.of({"wall": ("rogue",)}))


def test_506_5_control_with_a_second_attacker_it_may_be_blocked() -> None:
    pal = {"id": "pal", "controller": "A", "power": 1, "toughness": 1, "attacking": "B"}
    assert is_legal_blocks(_board(pal), BlockDeclaration.of({"wall": ("rogue",)}))
