"""The refusal reasons of the session 10 spell forms "with the same name as
that creature" (201.2) and "a token that's a copy of target ..." (707.2) are
said in Japanese, not quoted in English after 理由（英語のみ） (found by the
review of session 10). With a control: a reason no template knows is quoted."""

from __future__ import annotations

import pytest

from mtgcombat.i18n.input_errors import parse_reason
from mtgcombat.text.spells import SpellError, parse_spell

REASONS = (
    "damage by a creature to the same name as a target",  # text/spell_same_name.py
    "the same name as a target with an effect not read here",  # text/spell_same_name.py
    "a token copy of a target not read",  # text/spell_token_copy.py
)
ENGLISH_ONLY = "理由（英語のみ）"  # the frame of a reason no template knows


@pytest.mark.parametrize("reason", REASONS)
def test_201_2_707_2_refusal_reasons_in_japanese(reason: str) -> None:
    said = parse_reason(reason, "ja")
    assert said and ENGLISH_ONLY not in said and reason not in said


def test_201_2_a_real_refusal_is_said_in_japanese() -> None:
    sentence = (
        "It deals 2 damage to target creature and each other creature with the same name as "
        "that creature."
    )
    with pytest.raises(SpellError) as caught:
        parse_spell(sentence)
    assert str(caught.value) == REASONS[0]
    assert (
        parse_reason(str(caught.value), "ja")
        == "クリーチャーが与える、対象と同じ名前のものへのダメージ"
    )
    # the control: a reason no template knows is quoted in English
    assert ENGLISH_ONLY in parse_reason("no template says this", "ja")
