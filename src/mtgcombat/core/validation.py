"""What makes a board well formed: the checks a :class:`~mtgcombat.core.model.Board`
runs when it is built, and that the scenario loader runs on every file.

They live here, in the rules core, once: ``Board(...)`` calls
:func:`check_board`, and :mod:`mtgcombat.scenario.load` calls the same function and
turns a :class:`BoardError` into its one line naming the file and the field.
A :class:`~mtgcombat.core.model.Permanent` coerces its own fields as it is built
(:func:`prepare_permanent`): names of keywords, card types and zones become
the enum members, lists become tuples and sets frozensets.

Values the engine derives from a valid board (the damage steps, state-based
actions, the solver) are built without these checks (``model.evolve``,
:meth:`Board.trusted <mtgcombat.core.model.Board.trusted>`).

The English of each problem is :data:`MESSAGES`, in :mod:`mtgcombat.core.problems`. The checks
read the permanent's defaults from :mod:`mtgcombat.core.basics` and no other part of the model at
run time: the model's parts call them as they are built.

>>> from mtgcombat.core.model import Board, Permanent, Player
>>> guard = Permanent(id="guard", controller="B", toughness=2, blocking=("ghost",))
>>> Board(players=(Player("A"), Player("B")), permanents=(guard,), active_player="A")
Traceback (most recent call last):
...
mtgcombat.core.validation.BoardError: permanent "guard", blocking: "ghost" is not an attacking ...
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from mtgcombat.core.abilities import Ability, Goaded, Keyword, MustBlock
from mtgcombat.core.animated import made_creature
from mtgcombat.core.basics import _CREATURE_ONLY, _NO_COUNTERS, COLORS, CardType, Zone
from mtgcombat.core.history_check import missing_history
from mtgcombat.core.instances import repeats_of
from mtgcombat.core.problems import API_ONLY, MESSAGES

if TYPE_CHECKING:
    from mtgcombat.core.model import Board, Permanent, Player

__all__ = [
    "API_ONLY",
    "FIELD_RULES",
    "KEYWORD_NAMES",
    "MESSAGES",
    "BoardError",
    "check_board",
    "check_order",
    "counter_kind_problem",
    "keyword",
    "prepare_permanent",
    "prepare_player",
    "require_ids",
    "require_package_ids",
    "require_player",
]


class BoardError(ValueError):
    """A board (or one of its permanents or players) that breaks a rule of
    the game's structure. ``permanent`` is the id of the permanent at fault,
    or ``""``; ``field`` the field (``blocking``, ``choices.targets[0]``,
    ``players.B.poison``, ``orders.gorger``); ``key`` names the problem (a
    key of :data:`MESSAGES` and of the message catalog's ``input_errors``);
    ``rule`` the rule broken; ``facts`` fill the message in.

    >>> err = BoardError("not_attacking_creature", "509.1a", permanent="guard",
    ...                  field="blocking", id="ghost")
    >>> str(err)
    'permanent "guard", blocking: "ghost" is not an attacking creature (509.1a)'
    >>> err.key, err.facts
    ('not_attacking_creature', {'id': 'ghost'})
    """

    def __init__(
        self,
        key: str,
        rule: str | None = None,
        *,
        permanent: str = "",
        field: str = "",
        **facts: object,
    ) -> None:
        self.key = key
        self.rule = rule
        self.permanent = permanent
        self.field = field
        self.facts = facts
        # the permanent's position on the board, when check_board knows it
        self.index: int | None = None
        where = f'permanent "{permanent}", {field}' if permanent else field
        problem = MESSAGES[key].format(**facts)
        suffix = f" ({rule})" if rule else ""
        super().__init__(f"{where}: {problem}{suffix}" if where else f"{problem}{suffix}")


# -- names for enum values --------------------------------------------------


def _name_key(text: str) -> str:
    return " ".join(text.strip().lower().replace("_", " ").replace("-", " ").split())


KEYWORD_NAMES: dict[str, Keyword] = {_name_key(k.value): k for k in Keyword}
"""Every keyword by its name, as :func:`keyword` reads it: lowercase, with
spaces (``first strike``); dashes and underscores are read as spaces."""

_KEYWORD_LIST = ", ".join(sorted(KEYWORD_NAMES))
_TYPE_NAMES = {t.value: t for t in CardType}
_ZONE_NAMES = {_name_key(z.value): z for z in Zone}


def keyword(name: str) -> Keyword:
    """The keyword with this name: ``"trample"``, ``"first strike"``,
    ``"first-strike"`` or ``"first_strike"``, any case. Another name is a
    ``ValueError`` listing the names there are; an ability with a value
    (``protection from red``, ``toxic 2``) is read by
    :func:`mtgcombat.parse_ability`.

    >>> keyword("First_Strike")
    <Keyword.FIRST_STRIKE: 'first strike'>
    >>> keyword("trampel")
    Traceback (most recent call last):
    ...
    ValueError: unknown keyword 'trampel'; expected one of: banding, deathtouch, ...
    """
    found = KEYWORD_NAMES.get(_name_key(name))
    if found is None:
        raise ValueError(MESSAGES["unknown_keyword"].format(name=name, allowed=_KEYWORD_LIST))
    return found


# -- one permanent, one player ------------------------------------------------

# Fields holding sets (frozenset) and sequences (tuple): what a list or set
# given for them becomes.
_SET_FIELDS = (
    "subtypes",
    "supertypes",
    "block_rules",
    "prevent_from",
    "damaged_by",
)
FIELD_RULES = {
    "power": "208.1",
    "toughness": "208.1",
    "damage": "120.6",
    "loyalty": "306.5b",
    "defense": "310.4b",
    "poison": "122.1f",
}
"""The rule a number out of range breaks, by field name (the scenario
loader cites the same for a file's numbers)."""

_NOT_NEGATIVE = (
    ("toughness", FIELD_RULES["toughness"]),
    ("damage", FIELD_RULES["damage"]),
    ("prevent_next", "107.1b"),
    ("regeneration_shields", "701.19"),
    ("can_block_additional", "509.1a"),
    ("toxic", "702.164"),
)


def prepare_permanent(perm: Permanent, keywords: Iterable[Ability | str] | None = None) -> None:
    """Coerce a permanent's fields as it is built, in place (only
    ``Permanent.__init__`` calls this): names become enum members, lists
    tuples, sets frozensets; ``keywords`` (the scenario files' name) are
    added to ``abilities``. A value out of range is a :class:`BoardError`.

    >>> from mtgcombat.core.model import Permanent
    >>> p = Permanent(id="a", controller="A", power=2, toughness=2,
    ...               abilities={"trample", "first-strike"}, blocking=["x"],
    ...               types=["artifact", "creature"], zone="graveyard")
    >>> sorted(map(str, p.abilities)), p.blocking, p.zone, hash(p) == hash(p)
    (['first strike', 'trample'], ('x',), <Zone.GRAVEYARD: 'graveyard'>, True)
    >>> Permanent(id="a", controller="A", toughness=-1)
    Traceback (most recent call last):
    ...
    mtgcombat.core.validation.BoardError: permanent "a", toughness: must be 0 or more, not -1 (208.1)
    """  # noqa: E501 (a doctest's exception line)
    # The common case first, in one expression: every field already of its
    # type, no names to read, every number in range. The characteristics are
    # read from their shared part (two slot reads, no property call).
    chars: Any = perm.characteristics
    types = chars.types
    abilities = chars.abilities
    colors = chars.colors
    counters = perm.counters
    mana_value = chars.mana_value
    if (
        keywords is None
        and type(perm.id) is str
        and type(perm.controller) is str
        and type(abilities) is frozenset
        and (types is _CREATURE or (type(types) is frozenset and types and not _has_text(types)))
        and type(perm.zone) is Zone
        and type(colors) is frozenset
        and colors <= _COLOR_SET
        and type(perm.blocking) is tuple
        and type(chars.statics) is tuple
        and type(chars.subtypes) is frozenset
        and type(chars.supertypes) is frozenset
        and type(chars.block_rules) is frozenset
        and type(chars.prevent_from) is frozenset
        and type(perm.damaged_by) is frozenset
        and perm.toughness >= 0
        and perm.damage >= 0
        and perm.prevent_next >= 0
        and perm.regeneration_shields >= 0
        and chars.can_block_additional >= 0
        and chars.toxic >= 0
        and (mana_value is None or mana_value >= 0)
        and (counters is _NO_COUNTERS or _counters_ok(counters))
        and type(chars.choices.targets) is tuple
        and (not abilities or not _has_text(abilities))
    ):
        return
    _prepare_permanent(perm, keywords)


def _ability_values(items: list[Any]) -> list[Ability]:
    """The ability values of a list of abilities and keyword names."""
    return [KEYWORD_NAMES[_name_key(i)] if isinstance(i, str) else i for i in items]


def _counters_ok(counters: Any) -> bool:
    return (
        counters.plus_one >= 0
        and counters.minus_one >= 0
        and counters.loyalty >= 0
        and counters.defense >= 0
        and all(n >= 0 and not counter_kind_problem(k) for k, n in counters.other)
    )


def _prepare_permanent(perm: Permanent, keywords: Iterable[Ability | str] | None) -> None:
    """Every conversion and check of :func:`prepare_permanent`, one by one."""
    pid = perm.id
    put = object.__setattr__

    def fail(key: str, field: str, rule: str | None = None, **facts: object) -> BoardError:
        return BoardError(key, rule, permanent=pid, field=field, **facts)

    if not isinstance(pid, str) or not isinstance(perm.controller, str):
        raise fail(
            "wrong_kind",
            "id" if not isinstance(pid, str) else "controller",
            what="a string id",
            value=pid if not isinstance(pid, str) else perm.controller,
        )
    abilities: Any = perm.abilities
    if keywords is not None or type(abilities) is not frozenset or _has_text(abilities):
        if isinstance(abilities, str):
            raise fail("string_not_list", "abilities", what="abilities", value=abilities)
        both: list[Any] = [*abilities]
        if keywords is not None:
            both.extend(_strings(keywords, "keywords", fail))
        values: set[Ability] = set()
        for item in both:
            value = item
            if isinstance(item, str):
                found = KEYWORD_NAMES.get(_name_key(item))
                if found is None:
                    raise fail(
                        "unknown_keyword",
                        "abilities" if item in abilities else "keywords",
                        name=item,
                        allowed=_KEYWORD_LIST,
                    )
                value = found
            values.add(value)
        put(perm, "abilities", frozenset(values))
        if len(both) > len(values):  # an ability written twice: two instances (113.2c)
            put(perm, "repeats", perm.repeats + repeats_of(_ability_values(both)))
    types = perm.types
    if type(types) is not frozenset or _has_text(types):
        put(
            perm,
            "types",
            frozenset(
                _member(t, _TYPE_NAMES, "card type", CardType, fail, "types")
                for t in _strings(types, "types", fail)
            ),
        )
    if not perm.types:
        raise fail("no_card_type", "types", "110.4")
    if type(perm.zone) is not Zone:
        put(perm, "zone", _member(perm.zone, _ZONE_NAMES, "zone", Zone, fail, "zone"))
    colors = perm.colors
    if type(colors) is not frozenset or not colors <= _COLOR_SET:
        colors = frozenset(c.lower() for c in _strings(colors, "colors", fail))
        if not colors <= _COLOR_SET:
            bad = sorted(colors - _COLOR_SET)[0]
            raise fail(
                "unknown_name", "colors", "105.1", what="color", name=bad, allowed=", ".join(COLORS)
            )
        put(perm, "colors", colors)
    if type(perm.blocking) is not tuple:
        put(perm, "blocking", tuple(_strings(perm.blocking, "blocking", fail)))
    if type(perm.statics) is not tuple:
        put(perm, "statics", tuple(perm.statics))
    for name in _SET_FIELDS:
        value = getattr(perm, name)
        if type(value) is not frozenset:
            put(perm, name, frozenset(_strings(value, name, fail)))
    for name, rule in _NOT_NEGATIVE:
        value = getattr(perm, name)
        if value < 0:
            raise fail("not_negative", name, rule, value=value)
    if perm.mana_value is not None and perm.mana_value < 0:
        raise fail("not_negative", "mana_value", "202.3", value=perm.mana_value)
    counters = perm.counters
    for name in ("plus_one", "minus_one", "loyalty", "defense"):
        if getattr(counters, name) < 0:
            raise fail("counter_number", f"counters.{name}", FIELD_RULES.get(name, "122.1"))
    for kind, number in counters.other:
        problem = counter_kind_problem(kind)
        if problem:
            raise fail(problem, f"counters.{kind}", "122.1")
        if number < 0:
            raise fail("counter_number", f"counters.{kind}", "122.1")
    choices = perm.choices
    if type(choices.targets) is not tuple:
        targets = tuple(_strings(choices.targets, "choices.targets", fail))
        put(perm, "choices", type(choices)(choices.may, targets))


_COLOR_SET = frozenset(COLORS)
# Permanent's own defaults (mtgcombat.core.basics), recognised by identity on
# the quick path
_CREATURE = _CREATURE_ONLY
_COUNTER_KIND = re.compile(r"[a-z][a-z'-]*( [a-z][a-z'-]*)*")


def counter_kind_problem(kind: str) -> str:
    """Why this is no name for a kind of counter beside +1/+1, -1/-1,
    loyalty and defense (122.1: a lowercase word or words, not ``any``),
    as a key of :data:`MESSAGES`; ``""`` when it is one.

    >>> counter_kind_problem("divinity"), counter_kind_problem("+2")
    ('', 'counter_kind')
    """
    if not _COUNTER_KIND.fullmatch(kind.lower()) or kind.lower() in ("any", "plus_one"):
        return "counter_kind"
    return ""


_PLAYER_AT_LEAST = (
    ("poison", 0, FIELD_RULES["poison"]),
    ("prevent_next", 0, "107.1b"),
    ("hand", 0, "107.1b"),
    ("graveyard", 0, "107.1b"),
    ("experience", 0, "122.1e"),
    ("energy", 0, "107.14"),
    ("spells_cast", 0, "107.1b"),  # issue 33: spells cast this turn (601.2i)
    ("life_gain_multiplier", 1, "107.1b"),
    ("starting_life", 1, "103.3"),
)


def prepare_player(player: Player) -> None:
    """Check a player's numbers as it is built (only ``Player.__init__``
    calls this) and make its sets frozensets.

    >>> from mtgcombat.core.model import Player
    >>> Player("A", poison=-1)
    Traceback (most recent call last):
    ...
    mtgcombat.core.validation.BoardError: players.A.poison: must be 0 or more, not -1 (122.1f)
    """
    if not isinstance(player.id, str):
        raise BoardError("wrong_kind", field="players", what="a string id", value=player.id)
    for name, least, rule in _PLAYER_AT_LEAST:
        value = getattr(player, name)
        if value is not None and value < least:  # None: not given (spells_cast, hand)
            key = "not_negative" if least == 0 else "at_least_one"
            raise BoardError(key, rule, field=f"players.{player.id}.{name}", value=value)
    if type(player.protection) is not frozenset:
        object.__setattr__(player, "protection", frozenset(player.protection))
    if type(player.graveyard_cards) is not tuple:
        object.__setattr__(player, "graveyard_cards", tuple(player.graveyard_cards))
    if type(player.commander_damage) is not tuple:
        given: Any = player.commander_damage
        pairs = tuple(given.items() if isinstance(given, Mapping) else given)
        object.__setattr__(player, "commander_damage", tuple((str(k), v) for k, v in pairs))
    for cid, total in player.commander_damage:
        if total < 0:
            raise BoardError(
                "not_negative",
                "903.10a",
                field=f"players.{player.id}.commander_damage.{cid}",
                value=total,
            )


def _has_text(values: frozenset[Any]) -> bool:
    return any(type(v) is str for v in values)


def _strings(value: Any, field: str, fail: Any) -> Iterable[Any]:
    """The items of a list, tuple or set field; one bare string is refused
    (``blocking="x"`` would be the letters of ``x``)."""
    if isinstance(value, str):
        raise fail("string_not_list", field, what=field, value=value)
    return value  # type: ignore[no-any-return]


def _member(
    value: Any, names: Mapping[str, Any], what: str, kind: type, fail: Any, field: str
) -> Any:
    if isinstance(value, kind):
        return value
    found = names.get(_name_key(value)) if isinstance(value, str) else None
    if found is None:
        raise fail("unknown_name", field, what=what, name=value, allowed=", ".join(names))
    return found


# -- ids the public functions are given --------------------------------------


def require_ids(board: Board, ids: Iterable[str], *, players: bool = False) -> None:
    """A ``KeyError`` carrying the first of ``ids`` that is no permanent on
    the board (nor, with ``players``, a player): the public functions check
    the ids they are given with it, so that a misspelt id is never read as
    "a creature not in combat".

    >>> from mtgcombat.core.model import Board, Player
    >>> board = Board((Player("A"), Player("B")), (), "A")
    >>> require_ids(board, ["B"], players=True)
    >>> require_ids(board, ["B"])
    Traceback (most recent call last):
    ...
    KeyError: 'B'
    """
    for oid in ids:
        if board.get(oid) is None and not (players and board.is_player(oid)):
            raise KeyError(oid)


def require_package_ids(board: Board, package: Iterable[Any]) -> None:
    """A ``KeyError`` carrying the first id of an assignment package (its
    creatures, their recipients) the board lacks.

    >>> from mtgcombat.rules.assignment import Package
    >>> from mtgcombat.core.model import Board, Player
    >>> require_package_ids(Board((Player("A"), Player("B")), (), "A"), Package.parse("x: B=1"))
    Traceback (most recent call last):
    ...
    KeyError: 'x'
    """
    # on every checked package (resolve_step, is_legal): plain dict lookups
    by_id = board._by_id
    players = board._players_by_id
    for a in package:
        if a.creature not in by_id:
            raise KeyError(a.creature)
        for recipient, _ in a.amounts:
            if recipient not in by_id and recipient not in players:
                raise KeyError(recipient)


def require_player(board: Board, player: str | None) -> None:
    """A ``KeyError`` carrying ``player`` when it is given and no player.

    >>> from mtgcombat.core.model import Board, Player
    >>> require_player(Board((Player("A"), Player("B")), (), "A"), "C")
    Traceback (most recent call last):
    ...
    KeyError: 'C'
    """
    if player is not None and not board.is_player(player):
        raise KeyError(player)


# -- the board ----------------------------------------------------------------


def check_board(board: Board) -> None:
    """Every check of a board's structure, in the order the scenario loader
    reports them; the first problem is raised as a :class:`BoardError`.

    Players: at least two (506.2), printable distinct ids, the active player
    among them. Permanents: printable distinct ids that are no player's,
    controllers and protectors that are players (310.8), targets chosen for
    triggers that exist (603.3d), a soulbond partner (702.95), attachments
    (303.4, 301.5); attackers (506.3, 508.1a-b, 310.8b, 506.2) and blockers
    (506.3, 509.1a) as declared, "blocks X if able" naming an attacker
    (509.1c), bands (702.22c-d); then the damage assignment orders (509.2,
    509.3).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="B", toughness=2, attacking="A")
    >>> check_board(Board.trusted((Player("A"), Player("B")), (bear,), "A"))
    Traceback (most recent call last):
    ...
    mtgcombat.core.validation.BoardError: permanent "bear", attacking: only the active player's ...
    """
    try:
        _check_board(board)
    except BoardError as exc:
        if exc.permanent and exc.index is None:
            exc.index = next(
                (i for i, p in enumerate(board.permanents) if p.id == exc.permanent), None
            )
        raise


def _fault(pid: str, key: str, field: str, rule: str | None = None, **facts: object) -> BoardError:
    return BoardError(key, rule, permanent=pid, field=field, **facts)


def _check_board(board: Board) -> None:
    players = board.players
    if len(players) < 2:
        raise BoardError("too_few_players", "506.2", field="players")
    player_ids: set[str] = set()
    for player in players:
        pid = player.id
        if not pid or not pid.isprintable():
            raise BoardError("player_id_unprintable", field=f"players.{pid!r}", id=pid)
        if pid in player_ids:
            raise BoardError("player_id_used", field="players", id=pid)
        player_ids.add(pid)
    active = board.active_player
    if active not in player_ids:
        raise BoardError("not_player_id", field="active_player", id=active)
    if board.teams:
        _check_teams(board, player_ids)
    by_id: dict[str, Permanent] = {}
    for index, perm in enumerate(board.permanents):
        pid = perm.id
        # characteristics from their shared part (slot reads), as in _check_permanent
        chars: Any = perm.characteristics

        if not pid:
            raise _fault(pid, "id_empty", "id")
        if not pid.isprintable():
            raise _fault(pid, "id_control_characters", "id")
        if pid in by_id:
            exc = _fault(pid, "id_used", "id", id=pid)
            exc.index = index  # the second of the two
            raise exc
        if pid in player_ids:
            raise _fault(pid, "id_is_player", "id", id=pid)
        if perm.controller not in player_ids:
            raise _fault(pid, "not_player_id", "controller", id=perm.controller)
        protector, owner = chars.protector, chars.owner
        if protector is not None and protector not in player_ids:
            raise _fault(pid, "not_player_id", "protector", "310.8", id=protector)
        if owner and owner not in player_ids:
            raise _fault(pid, "not_player_id", "owner", "800.4a", id=owner)
        if chars.block_rules:
            for goad in perm.rules_of(Goaded):
                if goad.player not in player_ids:
                    raise _fault(pid, "not_player_id", "goaded_by", id=goad.player)
        by_id[pid] = perm
    for player in players:
        for cid, _ in player.commander_damage:
            # 903.10a counts combat damage from a commander only. A key that
            # names no permanent is a commander off the board (the command
            # zone, which files do not list); one that names a permanent
            # must name a commander.
            named = by_id.get(cid)
            if named is not None and not named.commander:
                raise BoardError(
                    "commander_damage_not_commander",
                    "903.10a",
                    field=f"players.{player.id}.commander_damage.{cid}",
                    id=cid,
                )
    for perm in board.permanents:
        shared: Any = perm.characteristics  # (slot reads, no property call)
        for j, target in enumerate(shared.choices.targets):
            if target and target not in by_id and target not in player_ids:  # "": none, 601.2c
                raise BoardError(
                    "not_permanent_or_player_id",
                    "603.3d",
                    permanent=perm.id,
                    field=f"choices.targets[{j}]",
                    id=target,
                )
    attacking_side = board.team_of(active)
    for perm in board.permanents:
        _check_permanent(perm, by_id, player_ids, attacking_side)
    _check_bands(board.permanents)
    if (missing := missing_history(board)) is not None:  # a record a line reads (issue 33)
        who, what, line = missing
        raise BoardError(
            "history_not_given", line.rule, field=f"players.{who}.history", id=what, line=str(line)
        )
    # The ids are distinct (checked above): this is the board's id index,
    # the one ``Board._by_id`` would build again on first use.
    board.__dict__.setdefault("_by_id", by_id)
    for key, value in board.orders.items():
        check_order(board, key, value)


def _check_teams(board: Board, player_ids: set[str]) -> None:
    """Two-Headed Giant teams (810.1): players of the board, each on one team
    of two or more, the players of a team with one life total (810.4) and one
    number of poison counters (810.10)."""
    seen: set[str] = set()
    for i, team in enumerate(board.teams):
        where = f"teams[{i}]"
        if len(team) < 2:
            raise BoardError("team_too_small", "810.1", field=where)
        for pid in team:
            if pid not in player_ids:
                raise BoardError("team_not_player", "810.1", field=where, id=pid)
            if pid in seen:
                raise BoardError("team_player_twice", "810.1", field=where, id=pid)
            seen.add(pid)
        first = board.player(team[0])
        for pid in team[1:]:
            other = board.player(pid)
            for name, rule in (("life", "810.4"), ("poison", "810.10")):
                if getattr(other, name) != getattr(first, name):
                    raise BoardError(
                        f"team_{name}_differs",
                        rule,
                        field=f"players.{pid}.{name}",
                        id=pid,
                        value=getattr(other, name),
                        first=first.id,
                        other=getattr(first, name),
                    )


# (bound once: a read through the enum class goes through EnumType.__getattr__)
_TYPE_CREATURE = CardType.CREATURE
_TYPE_BATTLE = CardType.BATTLE
_TYPE_PLANESWALKER = CardType.PLANESWALKER
_BATTLEFIELD = Zone.BATTLEFIELD


def _check_permanent(
    perm: Permanent, by_id: Mapping[str, Permanent], player_ids: set[str], active: tuple[str, ...]
) -> None:
    # ``active``: the attacking player, or the attacking team (805.10a)
    pid = perm.id
    chars: Any = perm.characteristics  # (slot reads, no property call)
    partner = chars.paired_with
    if partner is not None and (partner not in by_id or partner == pid):
        raise _fault(pid, "not_other_permanent_id", "paired_with", "702.95", id=partner)
    attached: str | None = chars.attached_to
    if attached is not None:
        rule = "303.4" if "aura" in {s.lower() for s in perm.subtypes} else "301.5"
        target = by_id.get(attached)
        if attached == pid:
            raise _fault(pid, "attached_to_itself", "attached_to", rule)
        if target is None:
            raise _fault(pid, "not_permanent_id", "attached_to", rule, id=attached)
        if perm.zone is not _BATTLEFIELD or target.zone is not _BATTLEFIELD:
            raise _fault(
                pid, "attached_off_battlefield", "attached_to", rule, id=pid, target=attached
            )
    if perm.attacking is not None:
        _check_attacker(perm, by_id, player_ids, active)
    elif perm.blocked:
        raise _fault(pid, "blocked_not_attacking", "blocked", "509.1h")
    if perm.blocking:
        if _TYPE_CREATURE not in chars.types and not made_creature(perm, by_id.values()):
            raise _fault(pid, "only_creatures_block", "blocking", "506.3")
        if perm.controller in active:
            raise _fault(pid, "active_does_not_block", "blocking", "509.1a")
        if len(set(perm.blocking)) != len(perm.blocking):
            raise _fault(pid, "attacker_listed_twice", "blocking", "509.1a")
        for attacker in perm.blocking:
            found = by_id.get(attacker)
            if found is None or found.attacking is None:
                raise _fault(pid, "not_attacking_creature", "blocking", "509.1a", id=attacker)
    for rule_value in chars.block_rules:
        if isinstance(rule_value, MustBlock):
            found = by_id.get(rule_value.attacker)
            if found is None or found.attacking is None:
                raise _fault(
                    pid, "not_attacking_creature", "block_rules", "509.1c", id=rule_value.attacker
                )


def _check_attacker(
    perm: Permanent, by_id: Mapping[str, Permanent], player_ids: set[str], active: tuple[str, ...]
) -> None:
    pid = perm.id
    target = perm.attacking
    assert target is not None

    if _TYPE_CREATURE not in perm.characteristics.types and not made_creature(perm, by_id.values()):
        raise _fault(pid, "only_creatures_attack", "attacking", "506.3")
    if perm.controller not in active:
        raise _fault(pid, "only_active_attack", "attacking", "508.1a")
    if perm.blocking:
        raise _fault(pid, "attacker_blocks", "blocking", "509.1a")
    if target in player_ids:
        if target == perm.controller:
            raise _fault(pid, "attacks_own_controller", "attacking", "508.1b")
        if target in active:  # a teammate (805.10a)
            raise _fault(pid, "attacks_own_team", "attacking", "805.10a", id=target)
        return
    found = by_id.get(target)
    if found is None:
        raise _fault(pid, "not_attack_target", "attacking", id=target)
    if _TYPE_BATTLE in found.types and found.protector in active:
        raise _fault(pid, "protected_by_active", "attacking", "310.8b", id=target)
    if _TYPE_PLANESWALKER not in found.types and _TYPE_BATTLE not in found.types:
        raise _fault(pid, "not_planeswalker_or_battle", "attacking", "506.2", id=target)
    if _TYPE_PLANESWALKER in found.types and found.controller in active:
        raise _fault(pid, "controlled_by_active", "attacking", "508.1b", id=target)


def _check_bands(permanents: Iterable[Permanent]) -> None:
    """702.22c-d. When a static ability may grant banding (613.1f: "~ has banding
    as long as you control a Plains"), the count of members without banding waits
    for the board with its static effects (the scenario loader calls
    :func:`check_bands` again then)."""
    permanents = tuple(permanents)
    if not any(p.characteristics.band for p in permanents):
        return  # no band (most boards)
    granted = any(
        Keyword.BANDING in getattr(s, "grants", ()) for p in permanents for s in p.statics
    )
    check_bands(permanents, count_banding=not granted)


def check_bands(permanents: Iterable[Permanent], *, count_banding: bool = True) -> None:
    """The bands of a board (702.22c-d): every member attacking the same player
    or planeswalker and, with ``count_banding``, at most one without banding."""
    permanents = tuple(permanents)
    try:
        _bands(permanents, count_banding)
    except BoardError as exc:
        exc.index = next((i for i, p in enumerate(permanents) if p.id == exc.permanent), None)
        raise


def _bands(permanents: tuple[Permanent, ...], count_banding: bool) -> None:
    bands: dict[str, list[Permanent]] = {}
    for perm in permanents:
        if perm.band:
            if perm.attacking is None:
                raise BoardError("band_not_attacking", "702.22c", permanent=perm.id, field="band")
            bands.setdefault(perm.band, []).append(perm)
    for name, members in bands.items():
        if len({m.attacking for m in members}) > 1:
            raise BoardError(
                "band_many_targets", "702.22d", permanent=members[-1].id, field="band", band=name
            )
        plain = [m.id for m in members if Keyword.BANDING not in m.abilities]
        if count_banding and len(plain) > 1:
            raise BoardError(
                "band_without_banding", "702.22c", permanent=plain[1], field="band", band=name
            )


def check_order(board: Board, creature: str, order: Iterable[str]) -> tuple[str, ...]:
    """A damage assignment order declared for ``creature`` under the 2023
    rules, checked against the board: an attacker orders exactly its
    blockers (509.2), a blocker the attackers it blocks (509.3), each once;
    creatures that have left combat may stay listed. The order, as a
    tuple, or a :class:`BoardError` on field ``orders.<creature>``.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", toughness=3, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", toughness=1, blocking=("ogre",))
    >>> board = Board(players=(Player("A"), Player("B")), permanents=(ogre, elf),
    ...               active_player="A")
    >>> check_order(board, "ogre", ["elf"])
    ('elf',)
    >>> check_order(board, "ogre", [])
    Traceback (most recent call last):
    ...
    mtgcombat.core.validation.BoardError: orders.ogre: the order leaves out "elf", one of the ...
    """
    value = tuple(order)
    field = f"orders.{creature}"
    perm = board.get(creature)
    if perm is None:
        raise BoardError("not_permanent_id", field=field, id=creature)
    if perm.attacking is not None:
        current, declared = board.blockers_of(creature), board.declared_blockers_of(creature)
        what, rule = ("not_blocker_of", "order_leaves_out_blocker"), "509.2, 2023 rules"
    elif perm.blocking:
        current, declared = board.blocked_by_blocker(creature), board.declared_blocked_by(creature)
        what, rule = ("not_blocked_by", "order_leaves_out_attacker"), "509.3, 2023 rules"
    else:
        raise BoardError("not_in_combat", "509.2, 2023 rules", field=field, id=creature)
    if len(set(value)) != len(value):
        raise BoardError("creature_listed_twice", rule, field=field)
    listed = set(value)
    if listed - set(declared):
        extra = sorted(listed - set(declared))[0]
        raise BoardError(what[0], rule, field=field, id=extra, creature=creature)
    if not set(current) <= listed:
        missing = next(c for c in current if c not in listed)
        raise BoardError(what[1], rule, field=field, id=missing, creature=creature)
    return value
