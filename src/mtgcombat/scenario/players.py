"""A file's players made straight from its decoded ``players`` mapping
(issue 38: batch lines), without the plain reader's document for each
(:func:`mtgcombat.scenario.plain.plain_scenario`) and without the
seventeen-argument constructor and its check
(:func:`mtgcombat.core.validation.prepare_player`).

A player whose entry gives only numbers and flags (every field of
:data:`~mtgcombat.scenario.plain.PLAYER_FIELDS` but ``commander_damage``,
and ``graveyard`` as a number), each valid by the schema, is the default
player with those fields set. The schema's bounds are at least
``prepare_player``'s (``tests/test_scenario_direct_players.py`` holds the
two alike), so such a player passes its check unchanged: it is not made
again. Any other entry: ``None``, and the plain reader reads the players.
"""

from __future__ import annotations

from typing import Any

from mtgcombat.core.copies import evolve
from mtgcombat.core.model import Player
from mtgcombat.scenario.plain import PLAYER_FIELDS

DIRECT_PLAYER_FIELDS = frozenset(k for k in PLAYER_FIELDS if k != "commander_damage")
"""The fields :func:`direct_players` reads (``graveyard`` as a number only:
the schema's check of it takes a number alone; a list of cards is the
plain reader's)."""
_CHECKS = {k: PLAYER_FIELDS[k][1] for k in DIRECT_PLAYER_FIELDS}
_DEFAULT: list[Player] = []


def _default() -> Player:
    """The player a file gives as ``{}`` (but its id): each field the
    schema's default, as the reader passes them (made once, checked)."""
    given = {k: default for k, (default, _) in PLAYER_FIELDS.items() if k != "commander_damage"}
    _DEFAULT.append(Player("", **given))
    return _DEFAULT[0]


def direct_players(players: Any) -> tuple[Player, ...] | None:
    """The players of a file's ``players`` mapping (decoded), in its order,
    or ``None`` unless every entry gives only :data:`DIRECT_PLAYER_FIELDS`,
    each valid by the schema (then the reader's players are these, field by
    field).

    >>> [(p.id, p.life) for p in direct_players({"A": {}, "B": {"life": 7}})]
    [('A', 20), ('B', 7)]
    >>> direct_players({"A": {"commander_damage": {}}, "B": {}}) is None
    True
    >>> direct_players({"A": {"poison": -1}, "B": {}}) is None
    True
    """
    if type(players) is not dict:
        return None
    default = _DEFAULT[0] if _DEFAULT else _default()
    fields = DIRECT_PLAYER_FIELDS
    checks = _CHECKS
    made: list[Player] = []
    for pid, entry in players.items():
        if type(pid) is not str or type(entry) is not dict or not entry.keys() <= fields:
            return None
        for key, value in entry.items():
            if not checks[key](value):
                return None
        made.append(evolve(default, id=pid, **entry))
    return tuple(made)
