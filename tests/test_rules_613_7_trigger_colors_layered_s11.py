"""613.7: a triggered ability's color change (613.1e, "it becomes black")
is kept on the permanent itself; a color-changing static ability on the
board would be applied again over it without the ability's later
timestamp, so on such a board the ability is refused with one line naming
the permanent and 613.7, as a timeline spell's color change is
(``timeline_colors_layered``). Control: the same trigger on a board without
such a static ability changes the colors.
"""

from __future__ import annotations

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from helpers import two_player_board as _board
from mtgcombat.app.common import choice_problem
from mtgcombat.core.model import Permanent, Selector, StaticEffect
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.rules.choice_errors import ChoiceError

BLACK = "Whenever ~ attacks, it becomes black."


def _aura(host: str) -> Permanent:
    blue = StaticEffect(Selector(host=True), set_colors=frozenset({"blue"}))
    return Permanent(id="aura", controller="B", attached_to=host, statics=(blue,))


def test_613_7_color_trigger_refused_with_a_color_changing_static() -> None:
    knight = _creature("knight", attacking="B", abilities=_ability(BLACK))
    bear = _creature("bear", "B")
    with pytest.raises(ChoiceError) as caught:
        declare_attackers_triggers(_board(knight, bear, _aura("bear")), "current")
    exc = caught.value
    assert (exc.permanent, exc.rule, exc.key) == ("knight", "613.7", "trigger_colors_layered")
    assert "aura" in str(exc)
    japanese = choice_problem(exc, "ja")
    assert "613.7" in japanese and "タイムスタンプ" in japanese


def test_613_1e_control_without_the_static_the_colors_change() -> None:
    knight = _creature("knight", attacking="B", abilities=_ability(BLACK))
    bear = _creature("bear", "B")
    after, events = declare_attackers_triggers(_board(knight, bear), "current")
    assert after.permanent("knight").colors == frozenset({"black"})
    assert any(e.kind == "color_changed" and e.rule == "613.1e" for e in events)
