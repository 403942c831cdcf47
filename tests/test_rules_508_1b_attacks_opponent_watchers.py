"""The watchers of an attack on one of your opponents (issue 33, session 11):
"whenever a creature attacks one of your opponents (or a planeswalker an
opponent controls), EFFECT" triggers once for each creature declared as an
attacker whose attack target is an opponent of the ability's controller
(102.2) or, with the longer words, a planeswalker an opponent controls
(508.1b), with any condition on the attacker checked as it is declared
(508.2a, 603.2). "That player" is the player it attacks (508.5). A
non-active player's such trigger resolves before the active player's
(APNAP, 603.3b). Real cards: Gahiji, Honored One; Calculating Lich;
Soulblade Corrupter; Skyboon Evangelist. Each rules test has a control
where the line must not apply.
"""

from __future__ import annotations

import pytest

from helpers import creature_card as _creature
from helpers import modelled_abilities as _ability
from mtgcombat.core.events import TriggerResolves
from mtgcombat.core.model import Board, CardType, Counters, Permanent, Player
from mtgcombat.i18n.messages import describe_event
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.attack_triggers import declare_attackers_triggers
from mtgcombat.text import parse_sentence

GAHIJI = (
    "Whenever a creature attacks one of your opponents or a planeswalker an opponent "
    "controls, that creature gets +2/+0 until end of turn."
)
LICH = "Whenever a creature attacks one of your opponents, that player loses 1 life."
CORRUPTER = (
    "Whenever a creature with a +1/+1 counter on it attacks one of your opponents, "
    "that creature gains deathtouch until end of turn."
)
EVANGELIST = (
    "Whenever a creature with a counter on it attacks one of your opponents, "
    "that creature gains flying until end of turn."
)


def _watcher(pid: str, sentence: str, controller: str = "A") -> Permanent:
    return _creature(pid, controller, power=1, toughness=1,
                     abilities=_ability(sentence, name="Watch"))  # fmt: skip


def _walker(pid: str = "jace", controller: str = "B") -> Permanent:
    return Permanent(
        id=pid, controller=controller, power=0, toughness=0,
        types=frozenset({CardType.PLANESWALKER}), counters=Counters(loyalty=5),
    )  # fmt: skip


def _board(*perms: Permanent, players: str = "AB") -> Board:
    return Board(tuple(Player(p) for p in players), perms, "A")


# -- parser -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "events", "ja"),
    [
        (GAHIJI, ("attacks_opponent",), "あなたの対戦相手1人か対戦相手がコントロールしている"),
        (LICH, ("attacks_opponent_player",), "クリーチャー1体があなたの対戦相手1人を攻撃するたび"),
        (CORRUPTER, ("attacks_opponent_player",), "+1/+1カウンターが置かれている"),
        (EVANGELIST, ("attacks_opponent_player",), "カウンターが置かれている"),
    ],
)
def test_parse_attacks_opponent_watchers(sentence: str, events: tuple[str, ...], ja: str) -> None:
    [ability] = _ability(sentence, name="Watch")
    assert ability.events == events
    assert ja in describe_value(ability, "ja")


def test_parse_that_player_is_the_defending_player() -> None:
    [ability] = _ability(LICH)
    assert str(ability).endswith("defending player loses 1 life")


@pytest.mark.parametrize(
    "sentence",
    [
        # no player named by "attacks" or "attacks you": refused, not guessed (603.2)
        "Whenever ~ attacks, that player loses 1 life.",
        "Whenever a creature attacks you, that player loses 1 life.",
        # "that player" with the planeswalker form: a planeswalker's controller is
        # not the player attacked; not read
        "Whenever a creature attacks one of your opponents or a planeswalker an "
        "opponent controls, that player loses 1 life.",
    ],
)
def test_parse_that_player_elsewhere_stays_refused(sentence: str) -> None:
    parsed = parse_sentence(sentence, name="Watch")
    assert parsed.status == "unmodelled"
    assert "that player" in parsed.error


# -- 508.1b: an opponent, or a planeswalker an opponent controls --------------------


def test_508_1b_gahiji_pumps_attackers_of_the_opponent_and_their_planeswalker() -> None:
    board = _board(
        _watcher("gahiji", GAHIJI),
        _creature("bear", attacking="B"),
        _creature("elk", attacking="jace"),
        _walker(),
    )
    after, events = declare_attackers_triggers(board, "current")
    assert (after.permanent("bear").power, after.permanent("elk").power) == (4, 4)
    resolved = [(e.creature, e.event) for e in events if isinstance(e, TriggerResolves)]
    assert resolved == [("bear", "attacks_opponent"), ("elk", "attacks_opponent")]


def test_508_1b_gahiji_control_attack_on_its_controller_does_not_trigger() -> None:
    # control: B attacks A, Gahiji's controller: A is not one of A's opponents
    board = Board(
        (Player("A"), Player("B")),
        (_watcher("gahiji", GAHIJI), _creature("bear", "B", attacking="A")),
        "B",
    )
    after, events = declare_attackers_triggers(board, "current")
    assert after.permanent("bear").power == 2
    assert not [e for e in events if isinstance(e, TriggerResolves)]


def test_508_1b_player_only_form_leaves_planeswalker_attacks_alone() -> None:
    board = _board(
        _watcher("lich", LICH),
        _creature("bear", attacking="B"),
        _creature("elk", attacking="jace"),
        _walker(),
    )
    after, _ = declare_attackers_triggers(board, "current")
    # one attacker attacks B: B loses 1; the elk attacks B's planeswalker: nothing
    assert after.player("B").life == 19


# -- 508.5: "that player" is the player attacked (multiplayer, 802) ------------------


def test_508_5_that_player_is_each_attacked_opponent() -> None:
    board = _board(
        _watcher("lich", LICH),
        _creature("bear", attacking="B"),
        _creature("elk", attacking="C"),
        _creature("ox", attacking="C"),
        players="ABC",
    )
    after, _ = declare_attackers_triggers(board, "current")
    assert (after.player("B").life, after.player("C").life, after.player("A").life) == (
        19,
        18,
        20,
    )


def test_102_2_a_non_active_opponents_watcher_sees_attacks_on_its_opponents() -> None:
    # C's Lich: A attacks B, one of C's opponents (a free-for-all game, 102.2, 806)
    board = _board(
        _watcher("lich", LICH, controller="C"),
        _creature("bear", attacking="B"),
        _creature("elk", attacking="C"),
        players="ABC",
    )
    after, events = declare_attackers_triggers(board, "current")
    # B is C's opponent: B loses 1; control: the elk attacks C itself: no trigger
    assert (after.player("B").life, after.player("C").life) == (19, 20)
    resolved = [(e.source, e.creature) for e in events if isinstance(e, TriggerResolves)]
    assert resolved == [("lich", "bear")]


# -- 603.2: the condition on the attacker --------------------------------------------


def test_603_2_corrupter_only_attackers_with_a_plus_one_counter() -> None:
    board = _board(
        _watcher("corrupter", CORRUPTER),
        _creature("bear", attacking="B", counters=Counters(plus_one=1)),
        _creature("elk", attacking="B"),
    )
    after, _ = declare_attackers_triggers(board, "current")
    assert "deathtouch" in {str(k) for k in after.permanent("bear").abilities}
    # control: no counter on the elk
    assert "deathtouch" not in {str(k) for k in after.permanent("elk").abilities}


def test_508_2a_attacks_opponent_event_in_english_and_japanese() -> None:
    event = TriggerResolves("508.2a", "lich", "bear", "attacks_opponent_player", "", "x")
    assert describe_event(event).startswith("bear attacks one of your opponents:")
    assert describe_event(event, "ja").startswith("bearがあなたの対戦相手1人を攻撃したため")


def test_603_3b_a_teammates_watcher_resolves_with_the_active_team() -> None:
    # Two-Headed Giant (810, shared team turns 805): A2's Lich is on the active team; A's
    # bear attacks B, one of A2's opponents. It triggers once and resolves with the active
    # team's triggers, after B's "attacks you" watcher (APNAP, 603.3b)
    briar = "Whenever a creature attacks you, it gets -1/-0 until end of turn."
    board = Board(
        (Player("A"), Player("B"), Player("A2"), Player("B2")),  # turn order: A, B, A2, B2
        (
            _watcher("lich", LICH, controller="A2"),
            _watcher("patch", briar, controller="B"),
            _creature("bear", attacking="B"),
        ),
        "A",
        teams=(("A", "A2"), ("B", "B2")),
    )
    after, events = declare_attackers_triggers(board, "current")
    resolved = [e.source for e in events if isinstance(e, TriggerResolves)]
    assert resolved == ["patch", "lich"]
    assert after.player("B").life == 19
    # control: the Lich on B's team watches attacks on its own team's opponents only
    board = board.with_permanents(
        _watcher("lich", LICH, controller="B2") if p.id == "lich" else p for p in board.permanents
    )
    after, events = declare_attackers_triggers(board, "current")
    assert [e.source for e in events if isinstance(e, TriggerResolves)] == ["patch"]
    assert after.player("B").life == 20
