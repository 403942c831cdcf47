"""Scenario files: TOML or JSON, one schema, validated when loaded.

A scenario is a board (players, permanents, combat status, damage assignment
orders) plus optional chosen assignments for each combat damage step. Any
problem is a :class:`ScenarioError` whose message is one line naming the
file, the field and the rule, e.g.::

    bad.toml: permanents[1] "guard".blocking: "gorger" is not an attacking creature (509.1a)

This module sits at the edge: it reads text and builds the immutable values
of :mod:`mtgcombat.core.model`; the rules never see a file. Its entry points
are :func:`load_scenario` and :func:`parse_scenario`, and it builds the
:class:`Scenario` from the validated file; its parts are
:mod:`~mtgcombat.scenario.schema` (the file's pydantic models),
:mod:`~mtgcombat.scenario.errors` (:class:`ScenarioError` and its field
paths), :mod:`~mtgcombat.scenario.traits` (what keywords, sentences and card
text give a permanent, and the notes), :mod:`~mtgcombat.scenario.cards` (the
catalog lookups), :mod:`~mtgcombat.scenario.permanents` (building the
permanents) and :mod:`~mtgcombat.scenario.timeline` (spells between the
steps). The public names of the parts are importable from here too.

>>> sc = parse_scenario('''
... rules = "2023"
... active_player = "A"
... [players.A]
... [players.B]
... [[permanents]]
... id = "bear"
... controller = "A"
... power = 2
... toughness = 2
... attacking = "B"
... [assignments]
... bear = { B = 2 }
... ''')
>>> sc.rules, str(sc.assignments[Step.REGULAR])
(<RuleSet.R2023: '2023'>, 'bear: B=2')
"""

from __future__ import annotations

import dataclasses
import json
import tomllib
from collections.abc import Callable, Mapping, Sequence, Set
from dataclasses import field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mtgcombat.cards.catalog import BUILTIN, Catalog
from mtgcombat.cards.mtgjson import default_catalog
from mtgcombat.core.damage_choices import DamageChoices
from mtgcombat.core.model import NO_CHOICES as _NO_CHOICES
from mtgcombat.core.model import Board, Permanent, Player
from mtgcombat.core.named_counter_values import KEYWORD_COUNTERS as ALL_KEYWORD_COUNTERS
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.core.validation import check_bands, check_order
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.i18n.messages import input_error
from mtgcombat.io.files import SCENARIO_LIMIT, InputFileError, read_input
from mtgcombat.rules.assignment import Assignment, Package
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.rules.triggers_cast import ability_targets_watched
from mtgcombat.scenario.cards import _apply_card, _graveyard_cards
from mtgcombat.scenario.errors import (
    ScenarioError,
    _Fail,
    _from_pydantic,
    _key_text,
    _keyed,
    _one_line,
    _structure,
    syntax_detail,
)
from mtgcombat.scenario.hand_given import hand_not_given, not_given_problem, spell_hand_not_given
from mtgcombat.scenario.permanents import (
    _other_counters,
    _permanent,
    direct_permanents,
    plain_permanent,
)
from mtgcombat.scenario.plain import NO_COUNTERS as _PLAIN_NO_COUNTERS
from mtgcombat.scenario.plain import plain_scenario
from mtgcombat.scenario.players import direct_players
from mtgcombat.scenario.replacement_order import check_counter_order, check_replacement_order
from mtgcombat.scenario.timeline import _check_token_places, _timeline, _tokens_blocking
from mtgcombat.scenario.traits import (
    ScenarioNote,
    _check_choice,
    _defined_stats,
    _note_tail,
    _traits,
)
from mtgcombat.scenario.turn_history import (
    attacks_recorded,
    check_history_given,
    check_spells_cast,
    history_value,
)

if TYPE_CHECKING:
    from mtgcombat.rules.timeline import TimelineEntry
    from mtgcombat.scenario.schema import (
        MAX_AMOUNT,
        Amount,
        AmountTable,
        ChoicesDoc,
        ColorName,
        CountersDoc,
        NonNegInt,
        PermanentDoc,
        PlayerDoc,
        ScenarioDoc,
        SupertypeName,
        TimelineDoc,
        TimelinePoint,
        TypeName,
    )

_SCHEMA_NAMES = frozenset(
    {
        "MAX_AMOUNT",
        "Amount",
        "AmountTable",
        "ChoicesDoc",
        "ColorName",
        "CountersDoc",
        "NonNegInt",
        "PermanentDoc",
        "PlayerDoc",
        "ScenarioDoc",
        "SupertypeName",
        "TimelineDoc",
        "TimelinePoint",
        "TypeName",
    }
)


def __getattr__(name: str) -> Any:
    """The schema's names, importable from here as before: loaded (with
    pydantic) on first use, since a plain file is read without them
    (:mod:`mtgcombat.scenario.plain`)."""
    if name in _SCHEMA_NAMES:
        import mtgcombat.scenario.schema as schema_module  # noqa: PLC0415

        return getattr(schema_module, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# The names this module gave before its parts were split off, importable
# from here as before.
__all__ = [
    "MAX_AMOUNT",
    "Amount",
    "AmountTable",
    "ChoicesDoc",
    "ColorName",
    "CountersDoc",
    "NonNegInt",
    "PermanentDoc",
    "PlayerDoc",
    "Scenario",
    "ScenarioDoc",
    "ScenarioError",
    "ScenarioNote",
    "SupertypeName",
    "TimelineDoc",
    "TimelinePoint",
    "TypeName",
    "load_scenario",
    "parse_scenario",
    "syntax_detail",
]


# The loaded scenario ----------------------------------------------------------


@dataclass(frozen=True)
class Scenario:
    """A loaded scenario: the board, the rule set the file names (if any) and the
    chosen assignments of each step the file gives.

    >>> sc = parse_scenario('active_player = "A"\\n[players.A]\\n[players.B]\\n')
    >>> sc.rules, sc.source, dict(sc.assignments)
    (None, '<scenario>', {})
    """

    board: Board
    rules: RuleSet | None = None
    assignments: Mapping[Step, Package] = field(default_factory=dict)
    source: str = "<scenario>"
    description: str = ""
    shield_order: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    description_ja: str = ""
    notes: tuple[ScenarioNote, ...] = ()
    timeline: tuple[TimelineEntry, ...] = ()

    def describe(self, lang: str = "en") -> str:
        """The scenario's description in the language asked for, if it has one.

        >>> sc = parse_scenario('''
        ... description = "A bear attacks."
        ... description_ja = "熊が攻撃する。"
        ... rules = "2023"
        ... active_player = "A"
        ... [players.A]
        ... [players.B]
        ... [[permanents]]
        ... id = "bear"
        ... controller = "A"
        ... power = 2
        ... toughness = 2
        ... attacking = "B"
        ... ''')
        >>> sc.describe(), sc.describe("ja")
        ('A bear attacks.', '熊が攻撃する。')
        """
        return self.description_ja if lang == "ja" and self.description_ja else self.description

    def rules_or(self, override: RuleSet | None, default: RuleSet = RuleSet.CURRENT) -> RuleSet:
        """The rule set to use: an explicit override, else the file's, else ``default``.

        >>> sc = parse_scenario('''
        ... description = "A bear attacks."
        ... description_ja = "熊が攻撃する。"
        ... rules = "2023"
        ... active_player = "A"
        ... [players.A]
        ... [players.B]
        ... [[permanents]]
        ... id = "bear"
        ... controller = "A"
        ... power = 2
        ... toughness = 2
        ... attacking = "B"
        ... ''')
        >>> sc.rules_or(None), sc.rules_or(RuleSet.CURRENT)
        (<RuleSet.R2023: '2023'>, <RuleSet.CURRENT: 'current'>)
        """
        return override or self.rules or default


def load_scenario(path: str | Path, catalog: Catalog | None = None) -> Scenario:
    """Read and validate a TOML or JSON scenario file (by suffix; other suffixes
    are tried as TOML, then JSON). The file is only read, never written; it
    must be a regular file of at most 64 MiB (:data:`~mtgcombat.io.files.SCENARIO_LIMIT`).
    ``card = "..."`` is looked up in ``catalog`` (default: the built-in cards
    and the imported MTGJSON index).

    >>> import tempfile
    >>> from pathlib import Path
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     path = Path(tmp) / "bear.toml"
    ...     _ = path.write_text('active_player = "A"\\n[players.A]\\n[players.B]\\n')
    ...     sc = load_scenario(path)
    >>> [p.id for p in sc.board.players], sc.board.permanents
    (['A', 'B'], ())
    """
    p = Path(path)
    source = str(path)
    try:
        raw = read_input(p, limit=SCENARIO_LIMIT)
    except InputFileError as exc:
        key, facts = _keyed(exc)
        raise ScenarioError(source, "", str(exc), key=key, facts=facts) from None
    try:
        text = raw.decode("utf-8-sig")  # a byte order mark, as some editors write, is dropped
    except UnicodeDecodeError as exc:
        raise ScenarioError(
            source,
            "",
            f"not UTF-8 text (byte {exc.start})",
            key="not_utf8",
            facts={"byte": exc.start},
        ) from None
    fmt = "json" if p.suffix.lower() == ".json" else "toml" if p.suffix.lower() == ".toml" else None
    return parse_scenario(text, fmt, source, catalog if catalog is not None else default_catalog())


def parse_scenario(
    text: str,
    fmt: str | None = "toml",
    source: str = "<scenario>",
    catalog: Catalog | None = None,
    *,
    decode: Callable[[str], Any] | None = None,
) -> Scenario:
    """Validate scenario text (``fmt`` "toml", "json", or ``None`` to try both);
    cards come from ``catalog`` (default: the built-in cards). ``decode``: a
    JSON decoder to try first on JSON text (``batch`` gives pydantic_core's,
    loaded there anyway, quicker than the json module's); it must give what
    ``json.loads`` gives for any text it takes, and any text it refuses
    (``ValueError``) is read by ``json.loads``, so that the result and every
    error are the json module's.

    >>> sc = parse_scenario('{"active_player": "A", "players": {"A": {}, "B": {"life": 3}}}', None)
    >>> sc.board.player("B").life
    3
    >>> parse_scenario('active_player = "C"\\n[players.A]\\n[players.B]\\n')
    Traceback (most recent call last):
    ...
    mtgcombat.scenario.errors.ScenarioError: <scenario>: active_player: "C" is not a player id
    """
    if fmt == "json":
        # a plain document is read without pydantic (scenario.plain); any
        # other is read by the schema, and a problem found the usual way
        # below, so that its message is the same
        try:
            decoded = (decode or json.loads)(text)
        except (ValueError, RecursionError):
            try:
                decoded = None if decode is None else json.loads(text)
            except (ValueError, RecursionError):
                decoded = None
        read = _read_plain(decoded, source, catalog if catalog is not None else BUILTIN)
        if read is not None:
            return read
        from pydantic import ValidationError  # noqa: PLC0415

        from mtgcombat.scenario.schema import ScenarioDoc  # noqa: PLC0415

        try:
            quick = ScenarioDoc.model_validate_json(text)
        except (ValidationError, RecursionError):
            pass
        else:
            return _build(quick, source, catalog if catalog is not None else BUILTIN)
    data = _decode(text, fmt, source)
    if not isinstance(data, dict):
        raise ScenarioError(
            source, "", input_error("top_level_not_table"), key="top_level_not_table"
        )
    read = _read_plain(data, source, catalog if catalog is not None else BUILTIN)
    if read is not None:  # read without pydantic (scenario.plain)
        return read
    from pydantic import ValidationError  # noqa: PLC0415

    from mtgcombat.scenario.schema import ScenarioDoc  # noqa: PLC0415

    try:
        doc = ScenarioDoc.model_validate(data)
    except ValidationError as exc:
        raise _from_pydantic(source, exc, data) from None
    except RecursionError:
        raise ScenarioError(
            source, "", input_error("nested_too_deeply"), key="nested_too_deeply"
        ) from None
    return _build(doc, source, catalog if catalog is not None else BUILTIN)


def _no_effect_lines(
    doc: ScenarioDoc, card_texts: dict[int, tuple[str, str]], catalog: Catalog
) -> Callable[[], list[tuple[int, str, tuple[str, ...]]]]:
    """Each permanent's index, id and the lines of its card read as having
    no effect on the combat, read when asked."""

    def read() -> list[tuple[int, str, tuple[str, ...]]]:
        found = ((i, catalog.find(name)) for i, (_, name) in card_texts.items())
        return [(i, doc.permanents[i].id, card.no_effect) for i, card in found if card]

    return read


def _read_plain(data: Any, source: str, catalog: Catalog) -> Scenario | None:
    """The scenario of a decoded document the plain reader takes
    (:mod:`mtgcombat.scenario.plain`), or ``None`` for the schema to read.
    When every permanent gives only its state and name
    (:func:`~mtgcombat.scenario.permanents.direct_permanents`), they are made
    straight from the document, and the plain reader reads the rest."""
    entries = data.get("permanents") if type(data) is dict else None
    made = direct_permanents(entries) if entries else None
    if made is not None:
        # (a document the plain reader refuses without its permanents, it
        # refuses with them; so with its players, when they are made
        # straight from the document too: scenario.players)
        players = direct_players(data.get("players"))
        if players is not None:
            rest = plain_scenario({**data, "permanents": [], "players": {}})
            return None if rest is None else _build(rest, source, catalog, made, players)
        rest = plain_scenario({**data, "permanents": []})
        return None if rest is None else _build(rest, source, catalog, made)
    plain = plain_scenario(data)
    return None if plain is None else _build(plain, source, catalog)


def _decode(text: str, fmt: str | None, source: str) -> Any:
    if fmt not in (None, "toml", "json"):
        raise ScenarioError(
            source, "", f'unknown format "{fmt}"', key="unknown_format", facts={"format": fmt}
        )
    errors: list[str] = []
    details: dict[str, str] = {}
    for kind in ("toml", "json") if fmt is None else (fmt,):
        try:
            if kind == "toml":
                return tomllib.loads(text)
            return json.loads(text)
        except (ValueError, RecursionError) as exc:
            errors.append(f"{kind.upper()} syntax error: {_one_line(str(exc))}")
            details[kind] = _one_line(str(exc))
    if len(details) == 2:
        key, facts = "syntax_errors", dict(details)
    else:
        kind, detail = next(iter(details.items()))
        key, facts = "syntax_error", {"format": kind.upper(), "detail": detail}
    raise ScenarioError(source, "", "; ".join(errors), key=key, facts=facts)


# Building the board -----------------------------------------------------------

# The keyword counters of 122.1b: a permanent with one has that keyword (613.1f).
# Exalted and decayed are left out: they are abilities of their own, not
# keywords a scenario's `keywords` reads as a static evasion or damage rule.
KEYWORD_COUNTERS = ALL_KEYWORD_COUNTERS - {"decayed", "exalted"}


def _with_keyword_counters(doc: ScenarioDoc) -> ScenarioDoc:
    """Each permanent with a keyword counter (122.1b: "flying", "indestructible",
    ...) has that keyword as well as its own, as a keyword of the file's
    ``keywords`` (a counter of a kind the list leaves out stays a plain counter)."""
    changed = False
    permanents = []
    for pd in doc.permanents:
        counters = pd.__dict__["counters"]
        extra = None if counters is _PLAIN_NO_COUNTERS else counters.model_extra
        if not extra:  # no counter of another kind (most permanents): nothing to add
            permanents.append(pd)
            continue
        kinds = sorted(
            k.lower() for k, v in (extra or {}).items() if v and k.lower() in KEYWORD_COUNTERS
        )
        have = {k.lower() for k in pd.keywords}
        new = [k for k in kinds if k not in have]
        if new:
            changed = True
        permanents.append(pd.model_copy(update={"keywords": [*pd.keywords, *new]}) if new else pd)
    return doc.model_copy(update={"permanents": permanents}) if changed else doc


def _build(
    doc: ScenarioDoc,
    source: str,
    catalog: Catalog,
    made: Sequence[Permanent] = (),
    made_players: tuple[Player, ...] | None = None,
) -> Scenario:
    """The scenario of a checked document; ``made``: the permanents made
    already (:func:`_read_plain`), before those of ``doc.permanents``;
    ``made_players``: the players made already (then ``doc.players`` is
    empty)."""

    def fail(path: str, key: str, rule: str | None = None, **facts: object) -> ScenarioError:
        problem = input_error(key, "en", **facts)
        return ScenarioError(source, path, problem, rule, key=key, facts=facts)

    # Card text applies as the default of `abilities`; keywords the card
    # gives are read leniently (a note, not an error, when one is unknown).
    card_texts: dict[int, tuple[str, str]] = {}
    card_keywords: set[int] = set()
    named_cards = [pd for pd in doc.permanents if pd.__dict__["card"] is not None]
    for i, pd in enumerate(doc.permanents if named_cards else ()):
        card = catalog.find(pd.card) if pd.card is not None else None
        if card is None:
            continue
        text = getattr(card, "text", "")
        if isinstance(text, str) and text and "abilities" not in pd.model_fields_set:
            card_texts[i] = (text, card.name)
        if "keywords" not in pd.model_fields_set:
            card_keywords.add(i)
    if named_cards:
        doc = doc.model_copy(
            update={
                "permanents": [
                    _apply_card(pd, catalog, f'permanents[{i}] "{pd.id}"', fail)
                    for i, pd in enumerate(doc.permanents)
                ]
            }
        )

    # The structure of the board (ids, attackers, blockers, bands...) is
    # checked by Board itself (validation.check_board); here only what needs
    # the file: the counters' keys as written.
    for i, pd in enumerate(doc.permanents):
        counters = pd.__dict__["counters"]
        if counters is not _PLAIN_NO_COUNTERS and counters.model_extra:  # other kinds (122.1)
            _other_counters(pd, f'permanents[{i}] "{pd.id}"', fail)
    doc = _with_keyword_counters(doc)
    # the players' problems first, as the file reads: the checks of a
    # players-only board (two players at least, printable ids, the active
    # player among them; the ids are the keys of a mapping, so distinct),
    # made on such a board only when one of them fails, to report it
    player_ids = tuple(doc.players) if made_players is None else tuple(p.id for p in made_players)
    if not (
        len(player_ids) >= 2
        and doc.active_player in player_ids
        and all(pid and pid.isprintable() for pid in player_ids)
    ):
        bare = tuple(Player(pid) for pid in player_ids)
        _structure(lambda: Board.trusted(bare, (), doc.active_player).validate(), fail)
    players = (
        made_players
        if made_players is not None
        else tuple(
            Player(
                pid,
                v["life"],
                v["poison"],
                v["lost"],
                v["prevent_next"],
                v["cant_gain_life"],
                v["life_gain_multiplier"],
                hand=v["hand"],
                # (a list: those cards and no other; left out: not known, 404.1)
                graveyard=v["graveyard"] if type(v["graveyard"]) is not list else 0,
                graveyard_cards=_graveyard_cards(v["graveyard"], catalog, f"players.{pid}", fail),
                experience=v["experience"],
                energy=v["energy"],
                monarch=v["monarch"],
                city_blessing=v["city_blessing"],
                initiative=v["initiative"],
                spells_cast=v["spells_cast"],
                starting_life=v["starting_life"],
                commander_damage=tuple(v["commander_damage"].items()),
                history=history_value(v["history"], f"players.{pid}.history", fail),
            )
            # each model's fields read from its __dict__ (as _permanent does)
            for pid, v in ((pid, p.__dict__) for pid, p in doc.players.items())
        )
    )
    check_spells_cast(players, fail)  # spells_cast and history.spells agree (601.2i)
    notes: dict[tuple[str, str], list[ScenarioNote]] = {}
    traited = False  # a permanent with abilities (keywords, sentences, card text)
    permanents_list: list[Permanent] = list(made)
    for i, pd in enumerate(doc.permanents):
        f = pd.__dict__  # (as _permanent reads the fields)
        if not f["keywords"] and not f["abilities"] and i not in card_texts:
            # no keyword, sentence or card text (most permanents of a
            # generated board): no traits, so no characteristic an ability
            # defines and no choice to read; only the toughness to check
            if "toughness" not in pd.model_fields_set and "creature" in f["types"]:
                raise fail(f'permanents[{i}] "{f["id"]}".toughness', "needs_toughness", "208.1")
            permanents_list.append(plain_permanent(pd, player_ids))
            continue
        at = f'permanents[{i}] "{f["id"]}"'
        traited = True
        traits = _traits(
            pd,
            at,
            player_ids,
            card_texts.get(i),
            i in card_keywords,
            fail,
            notes,
        )
        defined = _defined_stats(traits) if traits.statics else set()
        fields_set = pd.model_fields_set
        if (
            "toughness" not in fields_set
            and "toughness" not in defined
            and "creature" in f["types"]
        ):
            raise fail(f"{at}.toughness", "needs_toughness", "208.1")
        for stat in sorted(defined & fields_set):
            # the ability defines it in every zone (604.3): the file's number is overridden
            entry = ScenarioNote("no_effect", pd.id, f"{stat} = {getattr(pd, stat)}", "613.4a")
            notes.setdefault(("no_effect", f"{pd.id}.{stat}"), []).append(entry)
        _check_choice(pd, traits, player_ids, at, fail)
        permanents_list.append(_permanent(pd, traits, player_ids))
    permanents = tuple(permanents_list)
    board = _structure(
        lambda: Board(
            players=players,
            permanents=permanents,
            active_player=doc.active_player,
            max_blockers_per_combat=doc.max_blockers_per_combat,
            block_cost_each=doc.block_cost_each,
            prevent_all_combat_damage=doc.prevent_all_combat_damage,
            teams=tuple(tuple(team) for team in doc.teams),
        ),
        fail,
    )
    # A commander_damage key that names no permanent is a commander off the
    # board (the command zone, which files do not list): kept, and noted,
    # since it may also be a misspelt id (903.10a). One that names a
    # permanent without commander = true is refused by check_board.
    ids = {p.id for p in permanents} if any(p.commander_damage for p in players) else set()
    for pid, p in doc.players.items():
        for cid in p.commander_damage:
            if cid not in ids:
                where = f"players.{pid}.commander_damage.{cid}"
                entry = ScenarioNote("commander_elsewhere", cid, where, "903.10a")
                notes.setdefault(("commander_elsewhere", where), []).append(entry)
    # A hand or graveyard a permanent reads must be given: never taken as
    # empty (402.1, 404.1)
    unread = hand_not_given(board) if traited else None  # (plain boards: no ability)
    if unread is not None:
        zone, who, reader = unread
        field, key, rule = not_given_problem(board, zone, who)
        raise fail(field, key, rule, player=who, reader=reader)
    # The file gives each permanent's own characteristics; the static
    # effects of permanents on one another apply on top (611.3a, 613).
    board = apply_static_effects(board)
    # (one pass over the permanents for what the checks below look for)
    banded = sacrificed = proliferated = targeted = tapped = False
    for perm in board.permanents:
        shared: Any = perm.characteristics  # (slot reads, no property call)
        if shared.band:
            banded = True
        choices = shared.choices
        if choices is not _NO_CHOICES:  # (the shared default: nothing chosen)
            sacrificed = sacrificed or bool(choices.sacrificed)
            proliferated = proliferated or choices.proliferated is not None
            targeted = targeted or bool(choices.targets)
            tapped = tapped or bool(choices.tapped)
    if banded:
        # banding a static ability grants counts in a band (613.1f, 702.22c)
        _structure(lambda: check_bands(board.permanents), fail)
    if sacrificed:
        # the players' choices of what they sacrifice (701.21a, 702.86a)
        from mtgcombat.scenario.sacrifice_choices import check_sacrificed  # noqa: PLC0415

        check_sacrificed(board, [p.id for p in permanents], fail)
    if proliferated:
        # the permanents and players a proliferate chooses (701.34a)
        from mtgcombat.scenario.proliferate_choices import check_proliferated  # noqa: PLC0415

        check_proliferated(board, [p.id for p in permanents], fail)
    if tapped:
        # the permanents tapped to pay a cost as abilities resolve (118.3)
        from mtgcombat.scenario.tap_choices import check_tapped  # noqa: PLC0415

        check_tapped(board, [p.id for p in permanents], fail)
    for chooser, target in ability_targets_watched(board) if targeted else ():
        # an ability targeting it triggers "becomes the target of a spell or
        # ability" (603.2): carried out for spells only, so refused
        index = next(i for i, p in enumerate(permanents) if p.id == chooser)
        at = f'permanents[{index}] "{chooser}".choices.targets'
        raise fail(at, "choice_target_becomes_target", "603.2", id=target)
    timeline = _timeline(board, doc.timeline, fail, catalog)
    recorded = any(p.history is not None for p in players)
    if recorded or timeline or any(p.abilities or p.statics for p in permanents):
        # lines on the turn so far read a record the file gives (issue 33)
        check_history_given(board, timeline, fail)
    if recorded:
        board = attacks_recorded(board)  # 508.1: attackers declared this turn
    if timeline:
        # a spell's X read from a hand must be given too (402.1)
        unread = spell_hand_not_given(board, timeline)
        if unread is not None:
            zone, who, reader = unread
            field, key, rule = not_given_problem(board, zone, who)
            raise fail(field, key, rule, player=who, reader=reader)
        # "your opponents can't cast spells during combat" (101.2, 601.2)
        from mtgcombat.scenario.cast_bans import check_cast_bans  # noqa: PLC0415

        check_cast_bans(board, timeline, fail)
    if traited:
        # an artifact token a line makes that the engine does not carry out,
        # with a "whenever an artifact enters" ability to see it (603.6a, 111.10)
        from mtgcombat.scenario.artifact_tokens import check_artifact_tokens  # noqa: PLC0415

        check_artifact_tokens(board, _no_effect_lines(doc, card_texts, catalog), timeline, fail)
    orders: dict[str, tuple[str, ...]] = {}
    for key, value in doc.orders.items():
        # an order may place a token the timeline puts onto the battlefield
        # blocking that attacker (509.7); the rest is the order announced
        # once blockers are declared (509.2)
        coming = _tokens_blocking(timeline, key)
        _check_token_places(timeline, key, value, coming, fail)
        announced = [c for c in value if c not in coming]

        def checked(k: str = key, v: list[str] = announced) -> tuple[str, ...]:
            return check_order(board, k, v)

        order = _structure(checked, fail, order=key)
        if order or not coming:  # an attacker only tokens block has none yet
            orders[key] = order
        placed = tuple(value)
        timeline = tuple(
            dataclasses.replace(e, order=placed) if e.token in coming and e.token in value else e
            for e in timeline
        )
    if orders:  # (a copy without orders would only drop the indexes check_board built)
        board = board.with_orders(orders)
    tokens = {e.token for e in timeline if e.token}

    tables: dict[Step, Package] = {}
    for step, table, name in (
        (_STEP_FIRST_STRIKE, doc.first_strike_assignments, "first_strike_assignments"),
        (_STEP_REGULAR, doc.assignments, "assignments"),
    ):
        if table is not None:
            tables[step] = _package(board, table, name, fail, tokens)
    for holder, sources in doc.shield_order.items():
        path = f"shield_order.{_key_text(holder)}"
        if board.get(holder) is None and not board.is_player(holder):
            raise fail(path, "not_player_or_permanent_id", "615.7", id=holder)
        for src in sources:
            if board.get(src) is None:
                raise fail(path, "not_permanent_id", "615.7", id=src)
    check_counter_order(board, fail)  # 616.1: an order of counter replacements
    rules = RuleSet.parse(doc.rules) if doc.rules is not None else None
    shields: Mapping[str, tuple[str, ...]] = {k: tuple(v) for k, v in doc.shield_order.items()}
    if doc.replacement_order:
        check_replacement_order(board, doc.replacement_order, fail)
        shields = DamageChoices(shields, doc.replacement_order)
    merged = tuple(
        ScenarioNote(same[0].kind, ", ".join(n.permanent for n in same), *_note_tail(same[0]))
        for same in notes.values()
    )
    return Scenario(
        board,
        rules,
        tables,
        source,
        doc.description,
        shields,
        doc.description_ja,
        merged,
        timeline,
    )


# (bound once: a read through the enum class goes through EnumType.__getattr__)
_STEP_FIRST_STRIKE = Step.FIRST_STRIKE
_STEP_REGULAR = Step.REGULAR


def _package(
    board: Board, table: AmountTable, name: str, fail: _Fail, tokens: Set[str] = frozenset()
) -> Package:
    """A step's assignments: each creature a permanent, or a token the
    timeline puts onto the battlefield (``tokens``), each recipient one of
    those or a player."""
    out: list[Assignment] = []
    for creature, amounts in table.items():
        path = f"{name}.{_key_text(creature)}"
        if board.get(creature) is None and creature not in tokens:
            raise fail(path, "not_permanent_id", id=creature)
        for recipient in amounts:
            if (
                board.get(recipient) is None
                and not board.is_player(recipient)
                and recipient not in tokens
            ):
                raise fail(
                    f"{path}.{_key_text(recipient)}",
                    "not_player_or_permanent_id",
                    id=recipient,
                )
        out.append(Assignment.of(creature, amounts))
    return Package(tuple(out))
