"""A Class's abilities under a class level bar "[Cost]: Level N" are its own
only as long as its level is N or greater (716.2a); those of its top section
are its own at all times (716.3). The engine has no class level, so such an ability that would
change a combat is refused, never applied at level 1; the top section and
lines with no effect on combat read as before."""

from __future__ import annotations

from mtgcombat.i18n.input_errors import parse_reason
from mtgcombat.text import parse_text

FIGHTER_CLASS = "\n".join(
    [
        "(Gain the next level as a sorcery to add its ability.)",
        "When Fighter Class enters the battlefield, search your library for an Equipment card,"
        " reveal it, put it into your hand, then shuffle.",
        "{1}{R}{W}: Level 2",
        "Equip abilities you activate cost {2} less to activate.",
        "{3}{R}{W}: Level 3",
        "Whenever a creature you control attacks, up to one target creature blocks it"
        " this combat if able.",
    ]
)


def test_716_2a_a_level_3_attack_trigger_is_refused_not_applied_at_level_1() -> None:
    read = {p.sentence: p for p in parse_text(FIGHTER_CLASS, name="Fighter Class")}
    line = read[
        "Whenever a creature you control attacks, up to one target creature blocks it"
        " this combat if able."
    ]
    assert line.status == "unmodelled"
    assert "716.2a" in line.error


def test_716_2a_the_level_bars_and_lines_without_combat_effect_stay_no_effect() -> None:
    read = {p.sentence: p.status for p in parse_text(FIGHTER_CLASS, name="Fighter Class")}
    assert read["{1}{R}{W}: Level 2"] == "no_effect"
    assert read["Equip abilities you activate cost {2} less to activate."] == "no_effect"


def test_716_3_control_the_same_line_in_the_top_section_is_modelled() -> None:
    # a Class's top section abilities are its own at all times (716.3)
    text = FIGHTER_CLASS.replace(
        "(Gain the next level as a sorcery to add its ability.)",
        "Whenever a creature you control attacks, up to one target creature blocks it"
        " this combat if able.",
    )
    first = parse_text(text, name="Fighter Class")[0]
    assert first.status == "modelled"


def test_716_2a_control_a_card_without_level_bars_reads_every_line() -> None:
    assert [p.status for p in parse_text("Flying\nVigilance")] == ["modelled", "modelled"]


def test_716_2a_the_refusal_reads_in_japanese() -> None:
    line = parse_text(FIGHTER_CLASS, name="Fighter Class")[-1]
    assert "クラスのレベル" in parse_reason(line.error, "ja")
    assert "716.2a" in parse_reason(line.error, "ja")
