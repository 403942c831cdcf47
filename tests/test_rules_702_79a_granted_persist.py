"""Persist granted to the permanent itself under a condition (session 10,
issue 33): "~ has persist as long as you control a black creature"
(Rattleblaze Scarecrow, Wingrattle Scarecrow). While the condition holds
the permanent has persist's triggered ability (702.79a, 613.1f); whether it
triggers is read from the permanent as it last existed on the battlefield
(603.10a): a black creature dying at the same time still counts, one that
died in the first-strike step no longer does. The returned creature is a
new object (400.7). A card whose own line on entering the engine does not
carry out is refused, as for printed persist. Each rules test has a control,
in both rule sets."""

from __future__ import annotations

from typing import Any

import pytest

from mtgcombat.core.basics import CardType
from mtgcombat.core.events import Event, ReturnedToBattlefield
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.text import parse_sentence
from mtgcombat.text.parser import parse_text
from mtgcombat.text.values import bind_self

GRANT = "~ has persist as long as you control a black creature."
RULE_SETS = ("current", "2023")


def creature(
    pid: str, controller: str, power: int, toughness: int, *text: str, **fields: Any
) -> Permanent:
    read = [parse_sentence(t, name="Testcrow") for t in text]
    return Permanent(
        id=pid,
        controller=controller,
        power=power,
        toughness=toughness,
        types=frozenset({CardType.CREATURE}),
        abilities=frozenset(a for r in read for a in r.traits.abilities),
        statics=bind_self(tuple(s for r in read for s in r.traits.statics), pid),
        **fields,
    )


def black(pid: str, **fields: Any) -> Permanent:
    return creature(pid, "B", 2, 2, colors=frozenset({"black"}), **fields)


def run(rules: str, *permanents: Permanent) -> tuple[Board, tuple[Event, ...]]:
    board = Board((Player("A"), Player("B")), tuple(permanents), "A")
    result = resolve_combat(board, rules, auto=True, triggers=True)
    return result.board, result.events


def test_parser_reads_persist_granted_to_itself() -> None:
    parsed = parse_sentence(GRANT, name="Wingrattle Scarecrow")
    assert parsed.status == "modelled"
    [static] = parsed.traits.statics
    assert "return it to the battlefield with a -1/-1 counter on it" in str(static)
    assert "as long as you control 1 or more black creatures" in str(static)
    ja = describe_value(static, "ja")
    assert ja.startswith("あなたが黒のクリーチャーをコントロールしている限り")
    assert "-1/-1カウンターが1個置かれた状態で" in ja
    # controls: granted to other creatures it stays refused (their own lines
    # on entering are not known); and a card whose own line on entering is
    # not carried out refuses it, as for printed persist
    group = "Other non-Human creatures you control get +1/+1 and have undying."
    assert parse_sentence(group).status == "unmodelled"
    card = (
        "Testcrow has persist as long as you control a black creature.\n"
        "When Testcrow enters the battlefield, other creatures you control gain"
        ' "{T}: This creature deals 2 damage to any target" until end of turn.'
    )
    first = parse_text(card, name="Testcrow")[0]
    assert first.status == "unmodelled" and "entering the battlefield" in first.error


@pytest.mark.parametrize("rules", RULE_SETS)
def test_702_79a_with_a_black_creature_it_returns(rules: str) -> None:
    crow = creature("crow", "B", 2, 2, GRANT, blocking=("giant",))
    giant = creature("giant", "A", 3, 3, attacking="B")
    board, events = run(rules, giant, crow, black("corpse"))
    back = board.permanent("crow")
    assert back.zone.value == "battlefield" and back.counters.minus_one == 1
    assert [e.rule for e in events if isinstance(e, ReturnedToBattlefield)] == ["702.79a"]
    # control: no black creature, no persist: it stays in the graveyard
    board, events = run(rules, giant, crow)
    assert board.permanent("crow").zone.value == "graveyard"
    assert not [e for e in events if isinstance(e, ReturnedToBattlefield)]


@pytest.mark.parametrize("rules", RULE_SETS)
def test_603_10a_a_black_creature_dying_at_the_same_time_counts(rules: str) -> None:
    crow = creature("crow", "B", 2, 2, GRANT, blocking=("giant",))
    giant = creature("giant", "A", 3, 3, attacking="B")
    other = creature("other", "A", 3, 3, attacking="B")
    corpse = black("corpse", blocking=("other",))
    board, _ = run(rules, giant, other, crow, corpse)
    # both die in the same state-based actions: as it last existed the crow
    # had persist (the corpse was still there)
    assert board.permanent("corpse").zone.value == "graveyard"
    assert board.permanent("crow").zone.value == "battlefield"
    # control: the corpse dies earlier, to a first striker; as the crow dies
    # in the regular step it no longer has persist
    knight = creature("other", "A", 3, 3, "First strike", attacking="B")
    board, events = run(rules, giant, knight, crow, corpse)
    assert board.permanent("corpse").zone.value == "graveyard"
    assert board.permanent("crow").zone.value == "graveyard"
    assert not [e for e in events if isinstance(e, ReturnedToBattlefield)]
