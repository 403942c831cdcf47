"""The defending player's payment as a triggered ability resolves (session 11,
issue 33): "Whenever ~ attacks, defending player may pay {4}. If that player
doesn't, ~ can't be blocked this turn" (Shrouded Serpent) and "... may pay {U}. If
that player does, prevent all combat damage that would be dealt by ~ this turn"
(Mtenda Lion). The answer is the source's ``choices.defending_pays`` (603.5,
118.3); left out, the ability is refused as it resolves, never guessed.
"""

from __future__ import annotations

from typing import Any

import pytest

from helpers import creature_card, modelled_abilities, two_player_board
from mtgcombat.core.abilities import BlockTrigger, CantBeBlocked
from mtgcombat.core.defending_pays import DefendingPaysEffect
from mtgcombat.core.permanent import Permanent, TriggerChoices
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.triggers_targets import resolve_triggered
from mtgcombat.text import parse_sentence

SERPENT = (
    "Whenever ~ attacks, defending player may pay {4}. "
    "If that player doesn't, ~ can't be blocked this turn."
)
LION = (
    "Whenever ~ attacks, defending player may pay {U}. If that player does, "
    "prevent all combat damage that would be dealt by ~ this turn."
)


def _attacker(sentence: str, pays: bool | None, **kw: Any) -> Permanent:
    return creature_card(
        "cat", "A", attacking="B", abilities=modelled_abilities(sentence),
        choices=TriggerChoices(defending_pays=pays), **kw,
    )  # fmt: skip


def _resolve(perm: Permanent) -> tuple[Any, list[Any]]:
    [ability] = perm.abilities
    assert isinstance(ability, BlockTrigger)
    board = two_player_board(perm)
    after, events = resolve_triggered(
        board, "current", ability, source="cat", creature="cat", event="attacks", rule="508.2a"
    )
    return after, list(events)


def test_parser_reads_the_payment_then_what_its_answer_lets_happen() -> None:
    [value] = modelled_abilities(SERPENT)
    assert value.effects[0] == DefendingPaysEffect("{4}", if_paid=False)
    assert describe_value(value) == (
        "whenever this creature attacks, defending player may pay {4}; "
        "if that player doesn't, it can't be blocked this turn"
    )
    [lion] = modelled_abilities(LION)
    assert lion.effects[0] == DefendingPaysEffect("{U}", if_paid=True)
    assert "そのプレイヤーがそうした場合" in describe_value(lion, "ja")


def test_parser_an_x_payment_stays_refused() -> None:
    # control: the engine does not choose an amount X
    sentence = "Whenever ~ attacks, defending player may pay {X}. If that player doesn't, ~ gets +1/+1 until end of turn."  # noqa: E501
    assert parse_sentence(sentence).status == "unmodelled"


def test_603_5_not_paid_it_cant_be_blocked() -> None:
    after, events = _resolve(_attacker(SERPENT, pays=False))
    assert any(isinstance(r, CantBeBlocked) for r in after.permanent("cat").block_rules)
    [declined] = [e for e in events if e.kind == "mana_not_paid"]
    assert (declined.player, declined.mana, declined.rule) == ("B", "{4}", "603.5")
    assert describe_event(declined, "ja") == "Bは{4}を支払わない（catの能力）"


def test_118_3_paid_nothing_changes() -> None:
    before = _attacker(SERPENT, pays=True)
    after, events = _resolve(before)
    assert after.permanent("cat").block_rules == before.block_rules
    [paid] = [e for e in events if e.kind == "mana_paid"]
    assert (paid.player, paid.mana, paid.rule) == ("B", "{4}", "118.3a")


def test_118_3_lion_paid_its_damage_prevented_control_not_paid() -> None:
    paid, _ = _resolve(_attacker(LION, pays=True))
    assert paid.permanent("cat").prevent_combat_damage_by
    unpaid, events = _resolve(_attacker(LION, pays=False))
    assert not unpaid.permanent("cat").prevent_combat_damage_by
    assert [e.kind for e in events if e.kind.startswith("mana_")] == ["mana_not_paid"]


def test_603_5_the_answer_left_out_is_refused_not_guessed() -> None:
    with pytest.raises(ChoiceError) as err:
        _resolve(_attacker(SERPENT, pays=None))
    assert (err.value.field, err.value.rule) == ("choices.defending_pays", "603.5")
