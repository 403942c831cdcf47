"""611.3a, 613.4c, 301.5a: "Equipped creature gets +1/+1. If it's a Warrior,
it gets +2/+1 instead." (Relic Axe; session 13). The Equipment's static
ability gives the creature it equips one bonus, never both: the second while
that creature has the quality, the first while it hasn't. It applies at
each moment to whatever the creature is then (611.3a).
"""

from __future__ import annotations

from helpers import creature_card as _creature
from mtgcombat.core.model import Board, CardType, Permanent, Player
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.text import parse_sentence

AXE = "Equipped creature gets +1/+1. If it's a Warrior, it gets +2/+1 instead."


def _axe(host: str) -> Permanent:
    statics = parse_sentence(AXE, name="Relic Axe").traits.statics
    return Permanent(id="axe", controller="A", types=frozenset({CardType.ARTIFACT}),
                     subtypes=frozenset({"equipment"}), attached_to=host,
                     statics=statics)  # fmt: skip


def _pt(*perms: Permanent, pid: str = "bear") -> tuple[int, int]:
    after = apply_static_effects(Board((Player("A"), Player("B")), perms, "A"))
    perm = after.permanent(pid)
    return perm.power, perm.toughness


def test_611_3a_parser_reads_the_bonus_and_the_one_instead() -> None:
    parsed = parse_sentence(AXE, name="Relic Axe")
    assert parsed.status == "modelled", parsed.error
    words = sorted(str(s) for s in parsed.traits.statics)
    assert words == [
        "the creature it is attached to: get +1/+1 as long as the permanent it is attached "
        "to is not a warrior",
        "the creature it is attached to: get +2/+1 as long as the permanent it is attached "
        "to is a warrior",
    ]
    assert all(describe_value(s, "ja") != str(s) for s in parsed.traits.statics)
    # the control: "instead" needs a bonus to replace; a lone "if" is not read
    assert parse_sentence("If it's a Warrior, it gets +2/+1 instead.").status != "modelled"


def test_611_3a_a_warrior_gets_the_bonus_instead_not_both() -> None:
    warrior = _creature("bear", subtypes=frozenset({"warrior"}))
    assert _pt(warrior, _axe("bear")) == (4, 3)  # 2/2 +2/+1, not +3/+2
    # the control: a creature that isn't a Warrior gets +1/+1
    assert _pt(_creature("bear", subtypes=frozenset({"bear"})), _axe("bear")) == (3, 3)
    # and a Warrior the Axe is not attached to gets nothing
    assert _pt(warrior, _creature("elk"), _axe("elk")) == (2, 2)
