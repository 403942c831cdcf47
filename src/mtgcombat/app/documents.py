"""The JSON pieces the documents share: the board's players, permanents and
teams, the continuous effects (611, 613), the damage played in each step
(510.1) and a violation with its rule.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from mtgcombat.core.ruleset import Step

if TYPE_CHECKING:
    from mtgcombat.core.model import Board, EffectChange, Permanent, Player, TurnHistory
    from mtgcombat.core.verdict import Violation
    from mtgcombat.rules.assignment import (
        Package,
    )


def violation_json(v: Violation, lang: str, board: Board) -> dict[str, Any]:
    """A violation as the documents give it: its rule, its message in
    ``lang`` (the board's names) and the objects it names.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> from mtgcombat.core.verdict import Violation
    >>> board = Board([Player("A"), Player("B")], [Permanent(id="ogre", controller="A")], "A")
    >>> v = Violation("510.1a", "wrong_total", ("ogre",), (("expected", 5), ("assigned", 4)))
    >>> violation_json(v, "en", board)["message"]
    'ogre must assign exactly 5 combat damage, but assigns 4'
    """
    from mtgcombat.i18n.messages import describe, namer

    return {
        "rule": v.rule,
        "message": describe(v, lang, namer(board, lang), board),
        "objects": list(v.objects),
    }


def effects_json(changes: Iterable[EffectChange]) -> list[dict[str, str]]:
    """The changes effects make (``resolve --json``'s ``effects``): which
    permanent's effect changes what on which permanent or player.

    >>> from mtgcombat.core.model import EffectChange
    >>> effects_json([EffectChange("lord", "elf", "pt", "+1/+1", "613.4c")])
    [{'source': 'lord', 'affected': 'elf', 'change': 'gets +1/+1', 'rule': '613.4c'}]
    """
    from mtgcombat.i18n.messages import effect_change_text

    return [
        {
            "source": c.source,
            "affected": c.affected,
            "change": effect_change_text(c.what, c.value, "en"),
            "rule": c.rule,
        }
        for c in changes
    ]


def _player_json(p: Player) -> dict[str, Any]:
    out: dict[str, Any] = {"life": p.life, "poison": p.poison, "lost": p.lost}
    if p.commander_damage:  # Commander (903.10a); other games keep the documented shape
        out["commander_damage"] = dict(p.commander_damage)
    if p.energy:  # energy counters (107.14): shown only when the player has some
        out["energy"] = p.energy
    if p.history is not None:  # issue 33: the turn so far, when the file gives it
        out["history"] = history_json(p.history)
    return out


def history_json(record: TurnHistory) -> dict[str, Any]:
    """A player's record of the turn so far as the scenario file writes it
    (``players.X.history``): each spell by its card types, the numbers,
    whether the player attacked, the permanents that entered (and those
    dealt damage, that dealt damage, blocked or attacked, when any).

    >>> from mtgcombat.core.model import TurnHistory
    >>> history_json(TurnHistory(spells=(frozenset({"creature", "artifact"}),), died=1, left=1))
    {'spells': ['artifact creature'], 'drawn': 0, 'gained': 0, 'lost': 0, 'attacked': False, \
'died': 1, 'left': 1, 'entered': []}
    """
    return {
        "spells": [" ".join(sorted(types)) for types in record.spells],
        "drawn": record.drawn,
        "gained": record.gained,
        "lost": record.lost,
        "attacked": record.attacked,
        "died": record.died,
        "left": record.left,
        "entered": list(record.entered),
        # session 13: what permanents did this turn, written when given
        **{
            name: list(getattr(record, name))
            for name in ("damaged", "dealt", "blocked", "attackers")
            if getattr(record, name)
        },
    }


def teams_json(board: Board) -> dict[str, Any]:
    """Two-Headed Giant: each team's shared life total and poison counters
    (810.4, 810.10), its players, and whether it has lost (810.8a); none
    in a game without teams.

    >>> from mtgcombat.core.model import Board, Player
    >>> teams_json(Board([Player("A"), Player("B")], [], "A"))
    {}
    """
    from mtgcombat.rules.multiplayer import team_name

    out: dict[str, Any] = {}
    for team in board.teams:
        first = board.player(team[0])
        out[team_name(team)] = {
            "players": list(team),
            "life": first.life,
            "poison": first.poison,
            "lost": all(board.player(pid).lost for pid in team),
        }
    return out


def state_json(board: Board) -> dict[str, Any]:
    """The board's players (life, poison, lost) and permanents (zone,
    damage, counters), and its teams in Two-Headed Giant.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="B", damage=2)
    >>> board = Board([Player("A"), Player("B", life=17)], [bear], "A")
    >>> state_json(board)["players"]["B"], state_json(board)["permanents"]["bear"]["damage"]
    ({'life': 17, 'poison': 0, 'lost': False}, 2)
    """
    state = _board_state_json(board)
    if board.teams:
        state["teams"] = teams_json(board)
    return state


def _board_state_json(board: Board) -> dict[str, Any]:
    zones = _ZONE_VALUES or _zone_values()
    return {
        "players": {p.id: _player_json(p) for p in board.players},
        "permanents": {
            p.id: _changed_hands(
                p,
                {
                    "zone": zones[p.zone],
                    "damage": p.damage,
                    "counters": {
                        "+1/+1": p.counters.plus_one,
                        "-1/-1": p.counters.minus_one,
                        "loyalty": p.counters.loyalty,
                        "defense": p.counters.defense,
                        # any other kind on it: a keyword counter (122.1b)...
                        **dict(p.counters.other),
                    },
                    "loyalty": p.counters.loyalty,
                    "defense": p.counters.defense,
                },
            )
            for p in board.permanents
        },
    }


def _changed_hands(perm: Permanent, shown: dict[str, Any]) -> dict[str, Any]:
    """The permanent's state, with ``controller`` when a player other than
    its owner controls it on the battlefield (108.4; a card a dies trigger
    returned "under your control", 110.2a).

    >>> from mtgcombat.core.model import Permanent
    >>> _changed_hands(Permanent(id="x", controller="B", owner="A"), {})
    {'controller': 'B'}
    >>> _changed_hands(Permanent(id="x", controller="A"), {})
    {}
    """
    if perm.characteristics.owner and perm.owner_id != perm.controller and perm.on_battlefield:
        shown["controller"] = perm.controller
    return shown


_ZONE_VALUES: dict[Any, str] = {}
"""Each zone's value (``zone.value`` is a property of Python's enum, a
call per permanent)."""


def _zone_values() -> dict[Any, str]:
    from mtgcombat.core.model import Zone

    _ZONE_VALUES.update({z: z.value for z in Zone})
    return _ZONE_VALUES


def package_table(package: Package) -> dict[str, dict[str, int]]:
    """A package of assignments as the scenario's tables give it: each
    creature's amounts by recipient.

    >>> from mtgcombat.rules.assignment import Assignment, Package
    >>> package_table(Package([Assignment("gorger", (("elf", 2), ("guard", 3)))]))
    {'gorger': {'elf': 2, 'guard': 3}}
    """
    return {a.creature: dict(a.amounts) for a in package}


# (bound once: a read through the enum class goes through EnumType.__getattr__)
_STEP_REGULAR = Step.REGULAR
_STEP_FIRST_STRIKE = Step.FIRST_STRIKE


def played_json(packages: Mapping[Step, Package]) -> dict[str, Any]:
    """The packages the damage steps played (the file's, the implied ones,
    the default chooser's with ``--auto``, 510.1), shaped like the
    scenario's tables: ``assignments`` for the regular step (empty when it
    dealt nothing) and ``first_strike_assignments`` when there was a
    first-strike step (510.4). Damage later prevented or replaced is
    counted as assigned.

    >>> from mtgcombat.rules.assignment import Assignment, Package
    >>> played_json({Step.REGULAR: Package([Assignment("gorger", (("elf", 2),))])})
    {'assignments': {'gorger': {'elf': 2}}}
    """
    from mtgcombat.rules.assignment import Package

    out: dict[str, Any] = {"assignments": package_table(packages.get(_STEP_REGULAR, Package()))}
    if _STEP_FIRST_STRIKE in packages:
        out["first_strike_assignments"] = package_table(packages[_STEP_FIRST_STRIKE])
    return out
