"""Lines once read "no effect on blocks or combat damage" that can change a
combat: "you can't get poison counters" (Melira, Sylvok Outcast; Solemnity's
"players can't get counters") changes what infect's combat damage to a player
does (702.90) and so whether ten poison counters lose the game (704.5c), and
a replacement of token creation (Primal Vigor, Doubling Season, Parallel
Lives; 614.1a, 111.1) changes how many tokens a combat trigger creates, some
onto the battlefield attacking or blocking. The engine carries neither out,
so they are refused ("unmodelled", :mod:`mtgcombat.text.combat_effect`); the
controls are player rules with no combat side, which stay "no effect".
"""

from __future__ import annotations

import pytest

from mtgcombat.text import parse_sentence


@pytest.mark.parametrize(
    ("sentence", "rule"),
    [
        ("You can't get poison counters.", "702.90"),
        ("Players can't get counters.", "704.5c"),
        (
            "If one or more tokens would be created, twice that many of those tokens are "
            "created instead.",
            "614.1a",
        ),
        (
            "If an effect would create one or more tokens under your control, it creates "
            "twice that many of those tokens instead.",
            "111.1",
        ),
    ],
)
def test_702_90_614_1a_poison_and_token_rules_are_refused(sentence: str, rule: str) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "unmodelled", parsed
    assert rule in parsed.error


@pytest.mark.parametrize(
    "sentence", ["You have no maximum hand size.", "Players can't search libraries."]
)
def test_702_90_control_player_rules_without_combat_stay_no_effect(sentence: str) -> None:
    assert parse_sentence(sentence).status == "no_effect"
