"""Issue 33, section 4: the classifier is checked.

``tests/cards/no_effect_corpus.json`` holds every line of real permanent
cards (MTGJSON set files through 2022, 23,057 cards) that the parser
classified "no effect on blocks or combat damage" before this check, when it
mentions attacking, blocking, damage, protection, evasion or power and
toughness (deduplicated by template, the card's name written ``~``, with one
card that prints it). Each line the parser still classifies "no_effect" must
be in ``tests/cards/no_effect_reviewed.toml`` under a reason citing the rule
that puts its effect outside combat; a line that does affect combat is
refused instead ("unmodelled", :mod:`mtgcombat.text.combat_effect`).
"""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest

from mtgcombat.text import parse_sentence

HERE = Path(__file__).parent / "cards"
WORDS = re.compile(
    r"\b(attack\w*|block\w*|combat|damage|protection|flying|reach|menace|\w+walk|shadow"
    r"|horsemanship|fear|intimidate|skulk|power|toughness)\b|[+-][\dX]+/[+-][\dX]+",
    re.IGNORECASE,
)


def corpus() -> list[dict[str, str]]:
    doc = json.loads((HERE / "no_effect_corpus.json").read_text(encoding="utf-8"))
    lines: list[dict[str, str]] = doc["sentences"]
    return lines


def reviewed() -> dict[str, str]:
    """Each reviewed sentence and the key of its reason."""
    doc = tomllib.loads((HERE / "no_effect_reviewed.toml").read_text(encoding="utf-8"))
    return {s: r["key"] for r in doc["reason"] for s in r["sentences"]}


def unreviewed(lines: list[dict[str, str]], known: dict[str, str]) -> list[str]:
    """The lines classified "no_effect" that mention combat and are not reviewed."""
    return [
        line["sentence"]
        for line in lines
        if WORDS.search(line["sentence"])
        and parse_sentence(line["sentence"], name=line["card"]).status == "no_effect"
        and line["sentence"] not in known
    ]


def test_every_no_effect_line_that_mentions_combat_is_reviewed() -> None:
    lines = corpus()
    assert len(lines) > 5000  # the whole corpus's lines, not a sample
    missing = unreviewed(lines, reviewed())
    assert missing == [], f"{len(missing)} lines not reviewed, e.g. {missing[:5]}"


def test_the_check_fails_on_a_line_nobody_reviewed() -> None:
    # the control: a "no effect" line (it acts as the creature enters, 603.6a)
    # that the reviewed list does not hold is reported
    line = {"sentence": "When ~ enters, it gets +7/+7 until end of turn.", "card": "Test"}
    assert parse_sentence(line["sentence"]).status == "no_effect"
    assert unreviewed([line], reviewed()) == [line["sentence"]]
    assert unreviewed([line], {line["sentence"]: "enters"}) == []


def stale(known: dict[str, str], cards: dict[str, str]) -> list[str]:
    """The reviewed lines the parser no longer classifies "no_effect" (now
    carried out, recorded or refused): a reason kept for them would vouch for
    a reading the engine no longer makes."""
    return [s for s in known if parse_sentence(s, name=cards.get(s, "~")).status != "no_effect"]


def test_every_reviewed_line_is_still_classified_no_effect() -> None:
    cards = {line["sentence"]: line["card"] for line in corpus()}
    old = stale(reviewed(), cards)
    assert old == [], f"{len(old)} reviewed lines are no longer 'no effect', e.g. {old[:5]}"


def test_the_stale_check_fails_on_a_line_now_refused() -> None:
    # the control: an attack trigger that taps a would-be blocker changes the
    # combat (509.1a), so the parser carries it out and a reason listing it is stale
    line = "Whenever ~ enters the battlefield or attacks, tap target permanent."
    assert parse_sentence(line, name="Test").status == "modelled"
    assert stale({line: "enters"}, {line: "Test"}) == [line]
    inert = "When ~ enters, it gets +7/+7 until end of turn."
    assert stale({inert: "enters"}, {}) == []


def test_each_reason_cites_a_rule_and_each_reviewed_line_is_in_the_corpus() -> None:
    doc = tomllib.loads((HERE / "no_effect_reviewed.toml").read_text(encoding="utf-8"))
    in_corpus = {line["sentence"] for line in corpus()}
    for reason in doc["reason"]:
        assert re.fullmatch(r"\d{3}(\.\d+[a-z]?)?", reason["rule"]), reason["key"]
        assert reason["why"] and reason["sentences"]
        assert set(reason["sentences"]) <= in_corpus, reason["key"]


@pytest.mark.parametrize(
    ("sentence", "status"),
    [
        # 510.3a: triggers on damage being dealt resolve in the combat damage step
        # ("deals damage": in combat its combat damage, 120.1; carried out, or
        # recorded when its effect is not, never "no effect")
        ("Whenever ~ deals damage to an opponent, that player discards a card.", "modelled"),
        ("Whenever ~ deals damage to an opponent, that player mills two cards.", "modelled"),
        ("Whenever ~ deals damage to an opponent, populate.", "recorded"),
        # control: noncombat damage only
        (
            "Whenever an opponent is dealt noncombat damage, ~ gets +3/+0 until end of turn.",
            "no_effect",
        ),
        # 508.2a: an attack trigger reaching creatures resolves before blockers
        # (carried out since energy, 107.14: mtgcombat.rules.energy)
        (
            "Whenever ~ attacks, you may pay {E}. If you do, it gains flying until end of turn.",
            "modelled",
        ),
        # (each opponent losing life is carried out now, 102.2:
        # tests/test_attack_step_triggers.py), and so is a sacrifice of the
        # player's choice (701.21a: tests/test_sacrifice_choices.py); one of
        # a creature the text picks out by more than its kind still is not
        ("Whenever ~ attacks, each opponent loses 2 life.", "modelled"),
        ("Whenever ~ attacks, defending player sacrifices a creature.", "modelled"),
        ("Whenever ~ attacks, defending player sacrifices a creature you control.", "unmodelled"),
        # a trigger on a sacrifice, which combat now causes (701.21a), with an
        # effect on a creature
        (
            "Whenever a player sacrifices a creature, you may put a +1/+1 counter on ~.",
            "unmodelled",
        ),
        # controls: it only draws; it waits for the end step (513.1)
        ("Whenever ~ attacks, draw a card.", "no_effect"),
        (
            "When ~ attacks or blocks, sacrifice it at the beginning of the next end step.",
            "no_effect",
        ),
        # keywords with a combat meaning the engine lacks (702.68); annihilator
        # is carried out now (702.86a: tests/test_sacrifice_choices.py)
        ("Frenzy 1", "unmodelled"),
        ("Annihilator 2", "modelled"),
        # 702.108a: a timeline's spell triggers prowess (rules/triggers_cast.py)
        ("Prowess", "modelled"),
        # control: a keyword that is a cost (702.6)
        ("Equip {2}", "no_effect"),
        # 510.3a: a creature dying of combat damage triggers it before the next step
        # (carried out since the dies triggers, mtgcombat.rules.triggers_dies; one
        # whose effect names the creature that died stays refused)
        ("When ~ dies, it deals 2 damage to any target.", "modelled"),
        ("Whenever another creature dies, put a +1/+1 counter on ~.", "modelled"),
        (
            "Whenever another creature you control dies, it deals damage equal to its power"
            " to any target.",
            "unmodelled",
        ),
        ("When ~ dies, each opponent loses 2 life.", "modelled"),
        # the card found in the graveyard returns to its owner's hand in the combat
        # damage step (400.7d, 510.3a): carried out (tests/test_rules_400_7d_*), to a
        # hand or into a library; to a library after a choice it is refused
        ("When ~ dies, return it to its owner's hand.", "modelled"),
        ("When ~ dies, shuffle it into its owner's library.", "modelled"),
        ("When ~ dies, you may put it on the top or bottom of its owner's library.", "unmodelled"),
        # controls: it only draws; it returns the card at the end step (513.1)
        ("When ~ dies, draw a card.", "no_effect"),
        (
            "When ~ dies, return it to its owner's hand at the beginning of the next end step.",
            "no_effect",
        ),
        # 702.58 frenzy granted
        ("All Sliver creatures have frenzy 1.", "unmodelled"),
        # 508.1c: an attack restriction read from the turn's history (session 10, 601.2i)
        ("~ can't attack unless you've cast a creature spell this turn.", "modelled"),
        # control: a cost change (601.2f)
        ("Creature spells you cast cost {1} less to cast.", "no_effect"),
    ],
)
def test_508_2a_and_510_3a_lines_that_affect_combat_are_refused_not_no_effect(
    sentence: str, status: str
) -> None:
    assert parse_sentence(sentence).status == status
