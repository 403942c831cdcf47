"""The combat damage steps of a plain board, played on a mutable state (issue 38's
engine fast path for :func:`mtgcombat.rules.combat.resolve_combat` with the
default chooser; 510.1-510.4, 120.3a, 120.3e, 702.2, 702.4, 702.7, 702.15,
702.19, 704.5g-h).

A *plain* board is one where the general engine's machinery has nothing to
do: two players with no shields, replacements or "can't" effects on them;
every permanent a creature on the battlefield (no other card type), with no
counters, shields, marks, damage sources remembered or static abilities,
whose keywords are among first strike, double strike, deathtouch, trample,
lifelink and those that only matter to blocking; every attacker attacks the
other player, unblocked or blocked by one creature that blocks it alone;
no damage assignment order, teams or "prevent all combat damage". On such a
board each step's plans, the default chooser's package (510.1: an attacker
blocked by one creature assigns all its damage to it, a trampler the lethal
damage and the rest to the player, 702.19b-c, lethal being 1 from a
deathtouch source, 702.2c; one whose blocker is gone assigns nothing, or
everything to the player with trample, 702.19e; a blocker all to the
attacker it blocks), the damage (dealt at once, 510.2; its results, 120.3a,
120.3e; lifelink's gain, one event per source, 702.15b) and the state-based
actions (704.5a, 704.5g, 704.5h; a player who loses ends the game and the
combat, 104.2a) are worked out on plain lists, and each changed
permanent and player is copied once at the end, instead of once a step;
the events, packages and board are those the general engine gives (the
differential and ``tests/test_combat_fast.py`` compare the two).

Anything else returns ``None``, and the general engine plays the combat
from the start.

>>> from mtgcombat import Board, Permanent, Player
>>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
...                  abilities={"trample"}, attacking="B")
>>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
>>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
>>> after, events, packages = plain_combat(board)
>>> after.player("B").life, [e.rule for e in events]
(16, ['510.1', '120.4b', '120.4b', '120.4b', '120.3e', '120.3a', '120.3e', '704.5g', '704.5g'])
>>> after, events, packages = plain_combat(board.with_players([Player("A"), Player("B", life=4)]))
>>> after.player("B").lost, [e.rule for e in events][-3:]  # 704.5a
(True, ['704.5a', '704.5g', '704.5g'])
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from operator import attrgetter
from typing import Any, Final

from mtgcombat.core.basics import NO_COUNTERS
from mtgcombat.core.events import Event
from mtgcombat.core.events import made as _made
from mtgcombat.core.model import Board, Keyword, Permanent, Zone, evolve
from mtgcombat.core.plain import (
    FALSE_WHEN_PLAIN,
    KNOWN,
    plain_characteristics,
)
from mtgcombat.core.ruleset import Step
from mtgcombat.core.split import replace_function
from mtgcombat.rules.assignment_values import Assignment, Package, new_assignment

__all__ = ["ENABLED", "plain_combat"]

_new_StepBegins: Final = _made.StepBegins
_new_DamageDealt: Final = _made.DamageDealt
_new_DamageMarked: Final = _made.DamageMarked
_new_LifeLost: Final = _made.LifeLost
_new_LifeGained: Final = _made.LifeGained
_new_Destroyed: Final = _made.Destroyed
_new_PutIntoGraveyard: Final = _made.PutIntoGraveyard
_new_PlayerLost: Final = _made.PlayerLost

_KW_FIRST_STRIKE: Final = Keyword.FIRST_STRIKE
_KW_DOUBLE_STRIKE: Final = Keyword.DOUBLE_STRIKE
_KW_DEATHTOUCH: Final = Keyword.DEATHTOUCH
_KW_TRAMPLE: Final = Keyword.TRAMPLE
_KW_LIFELINK: Final = Keyword.LIFELINK
_STEP_FIRST_STRIKE: Final = Step.FIRST_STRIKE
_STEP_REGULAR: Final = Step.REGULAR
_BATTLEFIELD: Final = Zone.BATTLEFIELD
_GRAVEYARD: Final = Zone.GRAVEYARD

# the plain characteristics (core.plain), under the names the tests read
_FALSE_WHEN_PLAIN: Final = FALSE_WHEN_PLAIN
_KNOWN: Final = KNOWN
_CHARACTERISTICS: Final = frozenset(
    f.name
    for f in dataclasses.fields(Permanent.Characteristics)  # type: ignore[attr-defined]
)
ENABLED: Final = _CHARACTERISTICS == _KNOWN
"""Whether every characteristic of a permanent is one that the plain board's
check in :func:`plain_combat` knows: a field added to
:class:`~mtgcombat.core.permanent.Permanent` turns the fast path off until
it is named in :mod:`mtgcombat.core.plain` (``tests/test_combat_fast.py``
says so)."""

_state_key: Final[Callable[[Any], Any]] = attrgetter(
    "zone",
    "counters",
    "prevent_next",
    "regeneration_shields",
    "entered_blocking",
    "deathtouch_damaged",
    "had_first_strike",
    "destroy_at_end_of_combat",
    "damaged_by",
    "blocked",
)
_PLAIN_STATE: Final[tuple[object, ...]] = (
    _BATTLEFIELD,
    NO_COUNTERS,
    0,
    0,
    False,
    False,
    False,
    (),
    frozenset(),
    False,
)

_player_key: Final[Callable[[Any], Any]] = attrgetter(
    "lost",
    "prevent_next",
    "cant_gain_life",
    "life_gain_multiplier",
    "protection",
    "life_floor",
    "cant_lose",
    "granted",
    "life_gain_plus",
    "life_gain_draws",
    "monarch",
    "initiative",
    "history",
)
_PLAIN_PLAYER: Final[tuple[object, ...]] = (
    False,
    0,
    False,
    1,
    frozenset(),
    False,
    False,
    None,
    0,
    False,
    False,
    False,
    None,
)

_marked: Final[Callable[..., Permanent]] = replace_function(
    Permanent, ("damage", "zone", "had_first_strike")
)
"""A permanent's copy with its damage, zone and first-strike mark given."""

_STEPS_FIRST: Final = (_STEP_FIRST_STRIKE, _STEP_REGULAR)
_STEPS_REGULAR: Final = (_STEP_REGULAR,)
_STEP_NAMES: Final = {s: s.value for s in Step}  # an Enum's .value is a Python property
_NONE: Final[tuple[tuple[str, int], ...]] = ()


def plain_combat(
    board: Board,
) -> tuple[Board, tuple[Event, ...], dict[Step, Package]] | None:
    """The board after the combat damage steps, the events and each step's
    package, as ``resolve_combat(board, rules, auto=True)`` gives them on a
    plain board (see the module's docstring); ``None`` for any other board.

    >>> from mtgcombat import Board, Permanent, Player
    >>> knight = Permanent(id="knight", controller="A", power=2, toughness=2, attacking="B",
    ...                    abilities={"first strike"})
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, blocking=["knight"])
    >>> players = [Player("A"), Player("B")]
    >>> after, events, packages = plain_combat(Board(players, [knight, bear], "A"))
    >>> after.permanent("bear").zone.value, [str(p) for p in packages.values()]
    ('graveyard', ['knight: bear=2', ''])
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["knight"])
    >>> plain_combat(Board(players, [knight, bear, elf], "A")) is None  # two blockers
    True
    """
    if board.teams or board.orders or board.prevent_all_combat_damage or not ENABLED:
        return None
    players = board.players
    if len(players) != 2:
        return None
    life: dict[str, int] = {}
    for pl in players:
        if _player_key(pl) != _PLAIN_PLAYER or pl.life <= 0 or pl.poison >= 10:
            return None
        life[pl.id] = pl.life
    if len(life) != 2:
        return None
    perms = board.permanents
    n = len(perms)
    active = board.active_player
    position: dict[str, int] = {}
    ids: list[str] = []
    damage: list[int] = []
    powers: list[int] = []
    toughnesses: list[int] = []
    abilities: list[frozenset[Any]] = []
    attacked: dict[int, str] = {}  # an attacker's position: the player it attacks
    declared: dict[str, int] = {}  # an attacker blocked: its blocker's position
    for i, p in enumerate(perms):
        c: Any = p.characteristics
        # the characteristics' verdict, worked out once for them (core.plain)
        if _state_key(p) != _PLAIN_STATE or not plain_characteristics(c):
            return None
        pid = p.id
        marked = p.damage
        toughness = p.toughness
        power = p.power
        if not 0 <= marked < toughness or power < 0 or pid in life:
            return None
        position[pid] = i
        ids.append(pid)
        damage.append(marked)
        powers.append(power)
        toughnesses.append(toughness)
        abilities.append(c.abilities)
        target = p.attacking
        blocks = p.blocking
        if target is not None:
            if blocks or p.controller != active or target not in life or target == active:
                return None
            attacked[i] = target
        elif blocks:
            name = blocks[0]
            # a creature blocked by two or more is left to the general engine
            # (509.1h, 510.1c), found as soon as its second blocker is read
            if len(blocks) != 1 or name in declared:
                return None
            declared[name] = i
    if len(position) != n:
        return None
    # each attacker's blocker, and each blocker's attacker, by position
    blocker: dict[int, int] = {}
    blocked_by_me: dict[int, int] = {}
    for name, i in declared.items():
        a = position.get(name)  # names are unique, so no attacker is met twice
        if a is None or a not in attacked or perms[i].controller != attacked[a]:
            return None
        blocker[a] = i
        blocked_by_me[i] = a
    fighting = sorted([*attacked, *blocked_by_me])
    early = [
        i for i in fighting if _KW_FIRST_STRIKE in abilities[i] or _KW_DOUBLE_STRIKE in abilities[i]
    ]
    marked_before = damage.copy()
    alive = [True] * n
    had_first_strike = [False] * n
    events: list[Event] = []
    used: dict[Step, Package] = {}
    lost: set[str] = set()
    for step in _STEPS_FIRST if early else _STEPS_REGULAR:
        first = step is _STEP_FIRST_STRIKE
        name = _STEP_NAMES[step]
        events.append(_new_StepBegins("510.4" if first else "510.1", name))
        if first:
            for i in early:
                had_first_strike[i] = True
        implied: list[Assignment] = []
        chosen: list[Assignment] = []
        hits: list[tuple[int, str, int, int]] = []  # source, recipient id, amount, position or -1
        for i in fighting:
            if not alive[i]:
                continue
            kws = abilities[i]
            double = _KW_DOUBLE_STRIKE in kws
            if first:
                if not (double or _KW_FIRST_STRIKE in kws):
                    continue
            elif had_first_strike[i] and not double:
                continue
            power = powers[i]
            amounts = _NONE
            choice = False
            if i in attacked:
                b = blocker.get(i)
                player = attacked[i]
                if b is None:
                    if power:
                        amounts = ((player, power),)
                        hits.append((i, player, power, -1))
                elif alive[b]:
                    other = ids[b]
                    lethal = 1 if _KW_DEATHTOUCH in kws else toughnesses[b] - damage[b]
                    if _KW_TRAMPLE in kws and power > lethal:
                        amounts = ((other, lethal), (player, power - lethal))
                        hits.append((i, other, lethal, b))
                        hits.append((i, player, power - lethal, -1))
                        choice = True
                    elif power:
                        amounts = ((other, power),)
                        hits.append((i, other, power, b))
                elif _KW_TRAMPLE in kws and power:
                    amounts = ((player, power),)
                    hits.append((i, player, power, -1))
            else:
                a = blocked_by_me[i]
                if alive[a] and power:
                    other = ids[a]
                    amounts = ((other, power),)
                    hits.append((i, other, power, a))
            (chosen if choice else implied).append(new_assignment(ids[i], amounts))
        used[step] = Package._trusted((*implied, *chosen))
        # 510.2: dealt at once; the results (120.3) after every damage event
        dealt: list[Event] = []
        results: list[Event] = []
        deathtouched = [False] * n
        gained: dict[int, int] = {}
        for i, recipient, amount, where in hits:
            source = ids[i]
            dealt.append(_new_DamageDealt("120.4b", source, recipient, amount, True, name))
            kws = abilities[i]
            if where < 0:
                life[recipient] -= amount
                results.append(_new_LifeLost("120.3a", recipient, amount, source))
            else:
                damage[where] += amount
                results.append(_new_DamageMarked("120.3e", recipient, amount, source))
                if _KW_DEATHTOUCH in kws:
                    deathtouched[where] = True
            if _KW_LIFELINK in kws:
                gained[i] = gained.get(i, 0) + amount
        events += dealt
        events += results
        for i, total in gained.items():
            controller = perms[i].controller
            life[controller] += total
            events.append(_new_LifeGained("702.15b", controller, total, ids[i]))
        # 704.5a: a player at 0 or less life loses (first in the pass's events)
        losers = [pid for pid, total in life.items() if total <= 0]
        for pid in losers:
            events.append(_new_PlayerLost("704.5a", pid))
        dying: list[tuple[int, str]] = []
        for i in fighting:  # (no other creature is dealt damage, 704.5g-h)
            if alive[i]:
                if damage[i] >= toughnesses[i]:
                    dying.append((i, "704.5g"))
                elif deathtouched[i]:
                    dying.append((i, "704.5h"))
        for i, rule in dying:
            events.append(_new_Destroyed(rule, ids[i]))
        for i, rule in dying:
            alive[i] = False
            events.append(_new_PutIntoGraveyard(rule, ids[i]))
        if losers:
            lost.update(losers)
            break  # one of two players is left, or none: the game is over (104.2a)
    # (every permanent was on the battlefield: _PLAIN_STATE)
    after = [
        p
        if alive[i] and not had_first_strike[i] and damage[i] == marked_before[i]
        else _marked(p, damage[i], _BATTLEFIELD if alive[i] else _GRAVEYARD, had_first_strike[i])
        for i, p in enumerate(perms)
    ]
    people = [
        evolve(pl, life=life[pl.id], lost=True)
        if pl.id in lost
        else pl
        if life[pl.id] == pl.life
        else pl._with_life(life[pl.id])
        for pl in players
    ]
    return board._copy(permanents=tuple(after), players=tuple(people)), tuple(events), used
