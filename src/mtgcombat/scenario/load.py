"""Scenario files: TOML or JSON, one schema, validated when loaded.

A scenario is a board (players, permanents, combat status, damage assignment
orders) plus optional chosen assignments for each combat damage step. Any
problem is a :class:`ScenarioError` whose message is one line naming the
file, the field and the rule, e.g.::

    bad.toml: permanents[1] "guard".blocking: "gorger" is not an attacking creature (509.1a)

This module sits at the edge: it reads text and builds the immutable values
of :mod:`mtgcombat.core.model`; the rules never see a file.

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
from typing import Annotated, Any, Literal, Protocol, TypeVar, cast

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from mtgcombat.cards.catalog import BUILTIN, Catalog
from mtgcombat.cards.mtgjson import default_catalog
from mtgcombat.core.abilities import CHOSEN_QUALITIES, CardCount, Protection, Selector
from mtgcombat.core.model import (
    COLORS,
    NO_CHOICES,
    Ability,
    AttacksEachCombat,
    AttackTax,
    BlockCost,
    BlockRule,
    BlocksEachCombat,
    Board,
    CanBlockOnlyFlyers,
    CantAttack,
    CantAttackAlone,
    CantBeBlocked,
    CantBlock,
    CantBlockAlone,
    CardType,
    Counters,
    Goaded,
    Lure,
    MaxBlockers,
    MinBlockers,
    MustBeBlocked,
    MustBeBlockedByExactlyOne,
    MustBlock,
    Permanent,
    Player,
    StaticEffect,
    Toxic,
    TriggerChoices,
    Zone,
    ZoneCard,
    fast_new,
)
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.core.validation import FIELD_RULES, BoardError, check_order, counter_kind_problem
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.i18n.messages import INPUT_ERRORS, input_error, match_input_error, parse_reason
from mtgcombat.io.files import SCENARIO_LIMIT, InputFileError, read_input
from mtgcombat.rules.assignment import Assignment, Package
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.rules.timeline import Point, Spell, TimelineEntry, TokenBlockingEffect, token_id
from mtgcombat.text import (
    ParsedSentence,
    Traits,
    ability_from_json,
    bind_self,
    keyword_status,
    parse_keywords,
    parse_sentence,
    parse_text,
    value_traits,
)
from mtgcombat.text.keywords import (
    KeywordError,
    attack_only,
    keyword_rule,
    normalize_keyword_text,
)


class ScenarioError(ValueError):
    """A scenario that cannot be loaded: one line naming file, field and rule.

    ``str()`` is the English line. ``key`` names the problem's template in
    the message catalog's ``input_errors`` section and ``facts`` fill it in,
    so that :meth:`message` can say it in Japanese too; ``more`` counts the
    further problems pydantic found.

    >>> err = ScenarioError("a.toml", "active_player", '"C" is not a player id',
    ...                     key="not_player_id", facts={"id": "C"})
    >>> str(err)
    'a.toml: active_player: "C" is not a player id'
    >>> err.message("ja")
    'a.toml：active_player：「C」はプレイヤーIDではない'
    """

    def __init__(
        self,
        source: str,
        field_path: str,
        problem: str,
        rule: str | None = None,
        *,
        key: str = "",
        facts: Mapping[str, object] | None = None,
        more: int = 0,
    ):
        self.source = source
        self.field_path = field_path
        self.problem = problem
        self.rule = rule
        self.key = key
        self.facts = dict(facts or {})
        self.more = more
        where = f"{source}: {field_path}: " if field_path else f"{source}: "
        suffix = f" ({rule})" if rule else ""
        super().__init__(_printable(f"{where}{problem}{suffix}"))

    def message(self, lang: str = "en") -> str:
        """The line in ``lang`` ("en" or "ja"): the same file, field and rule,
        the problem from the catalog. A problem with no template (an error
        this module does not know) is said in general words, naming the
        file, field and rule as always.

        >>> err = ScenarioError("a.toml", "active_player", '"C" is not a player id',
        ...                     key="not_player_id", facts={"id": "C"})
        >>> err.message()
        'a.toml: active_player: "C" is not a player id'
        >>> err.message("ja")
        'a.toml：active_player：「C」はプレイヤーIDではない'
        """
        if lang == "en":
            return str(self)
        if self.key == "syntax_error":
            detail = syntax_detail(str(self.facts.get("detail", "")), lang)
            problem = input_error(self.key, lang, **{**self.facts, "detail": detail})
        elif self.key == "syntax_errors":
            toml, json_ = (
                syntax_detail(str(self.facts.get(k, "")), lang) for k in ("toml", "json")
            )
            problem = input_error(self.key, lang, toml=toml, json=json_)
        elif self.key == "sentence_not_modelled":
            detail = parse_reason(str(self.facts.get("detail", "")), lang)
            problem = input_error(self.key, lang, **{**self.facts, "detail": detail})
        elif self.key:
            problem = input_error(self.key, lang, **self.facts)
        else:
            problem = input_error("value_not_accepted", lang)
        if self.more:
            noun = "problem" if self.more == 1 else "problems"
            problem += input_error("more_problems", lang, more=self.more, noun=noun)
        where = f"{self.source}：{self.field_path}：" if self.field_path else f"{self.source}："
        rule = (self.rule or "").replace(", 2023 rules", "、2023年版ルール")
        suffix = f"（{rule}）" if rule else ""
        return _printable(f"{where}{problem}{suffix}")


_TOML_PROBLEMS = tuple(k for k in INPUT_ERRORS if k.startswith("toml_"))
_JSON_PROBLEMS = tuple(k for k in INPUT_ERRORS if k.startswith("json_") and k != "json_at")


def syntax_detail(detail: str, lang: str) -> str:
    """A TOML or JSON reader's message (tomllib's, json's: English) in
    ``lang``: the problem from the catalog and its line and column. A
    message the catalog does not know is quoted as it is.

    >>> syntax_detail("Cannot overwrite a value (at line 2, column 20)", "ja")
    '値を上書きすることはできない（同じキーが二度書かれている）（2行目、20文字目）'
    >>> syntax_detail("Expecting value: line 1 column 5 (char 4)", "ja")
    '値が必要である（1行目、5文字目。先頭から5文字目）'
    """
    if lang == "en":
        return detail
    if detail.startswith("maximum recursion depth exceeded"):
        return input_error("nested_too_deeply", lang)
    where = match_input_error(detail, ("json_at", "syntax_at", "syntax_at_end"))
    text = where[1].pop("problem") if where else detail
    found = match_input_error(
        text, _JSON_PROBLEMS if where and where[0] == "json_at" else _TOML_PROBLEMS
    )
    if found is None:
        found = match_input_error(text, (*_TOML_PROBLEMS, *_JSON_PROBLEMS))
    problem = (
        input_error(found[0], lang, **found[1])
        if found
        else input_error("syntax_unknown", lang, detail=text)
    )
    if where is None:
        return problem
    key, facts = where
    if key == "json_at":  # json counts characters from 0
        facts["char"] = str(int(facts["char"]) + 1) if facts["char"].isdigit() else facts["char"]
    return input_error(key, lang, problem=problem, **facts)


def _keyed(exc: Exception) -> tuple[str, dict[str, object]]:
    """The catalog key and facts an exception carries (KeywordError,
    InputFileError), or ("", {})."""
    key = getattr(exc, "key", "")
    facts = getattr(exc, "facts", {})
    if isinstance(key, str) and key and isinstance(facts, dict) and key in INPUT_ERRORS:
        return key, facts
    return "", {}


def _printable(text: str) -> str:
    """One line: control characters (a line break in an id, say) are escaped."""
    return "".join(
        ch if ch.isprintable() or ch == " " else ch.encode("unicode_escape").decode("ascii")
        for ch in text
    )


# Combat numbers are bounded so that counting and listing stay within memory.
MAX_AMOUNT = 100_000
NonNegInt = Annotated[int, Field(ge=0, le=MAX_AMOUNT)]
Amount = Annotated[int, Field(ge=-MAX_AMOUNT, le=MAX_AMOUNT)]
TypeName = Literal["creature", "planeswalker", "battle", "artifact", "enchantment", "land"]
ColorName = Literal["white", "blue", "black", "red", "green"]
SupertypeName = Literal["basic", "legendary", "ongoing", "snow", "world"]
_STRICT = ConfigDict(extra="forbid", strict=True, populate_by_name=True)


def _empty_list() -> list[Any]:
    """The default of a list field. A Python function rather than ``list``:
    building a model, pydantic reads each default factory's signature, and
    a builtin's is parsed from its text (about 2 % of ``mtgcombat check``'s
    start-up for the sixteen factories)."""
    return []


def _empty_dict() -> dict[Any, Any]:
    """The default of a mapping field (see :func:`_empty_list`)."""
    return {}


# Document models ------------------------------------------------------------


class PlayerDoc(BaseModel):
    """Example.

    >>> PlayerDoc(life=7, poison=2).life
    7
    >>> PlayerDoc(poison=-1)
    Traceback (most recent call last):
    ...
    pydantic_core._pydantic_core.ValidationError: 1 validation error for PlayerDoc
    ...
    """

    model_config = _STRICT
    life: Annotated[int, Field(ge=-(10**9), le=10**9)] = 20
    poison: NonNegInt = 0
    lost: bool = False
    prevent_next: NonNegInt = 0
    cant_gain_life: bool = False
    life_gain_multiplier: Annotated[int, Field(ge=1)] = 1  # e.g. 2 for Boon Reflection
    # Cards in hand and in the graveyard (besides the board's own permanents
    # there), for threshold, hellbent, "the number of cards in your hand".
    hand: NonNegInt = 0
    # a number of cards, or the cards themselves: each a type line
    # ("creature", "artifact creature — golem", "basic land — swamp") or a
    # catalog card's name, for "creature cards in your graveyard", delirium
    graveyard: NonNegInt | Annotated[list[str], Field(max_length=MAX_AMOUNT)] = 0
    experience: NonNegInt = 0  # experience counters (122.1e)
    # the monarch (724), the city's blessing (702.131c), the starting life
    # total (103.3) that "half their starting life total" reads
    monarch: bool = False
    city_blessing: bool = False
    initiative: bool = False
    starting_life: Annotated[int, Field(ge=1, le=10**9)] = 20
    # the combat damage each commander (by id) has dealt this player over the
    # game (903.10a)
    commander_damage: dict[str, NonNegInt] = Field(default_factory=_empty_dict)


class CountersDoc(BaseModel):
    # any other kind of counter is an extra key: `divinity = 1` (122.1),
    # checked when the board is built (_other_counters)
    """Example.

    >>> CountersDoc(plus_one=2).plus_one, CountersDoc().minus_one
    (2, 0)
    """

    # frozen: one shared instance is the default of every permanent (a
    # hashable default is not copied per permanent, an unhashable one is)
    model_config = ConfigDict(extra="allow", strict=True, populate_by_name=True, frozen=True)
    plus_one: NonNegInt = Field(0, alias="+1/+1")
    minus_one: NonNegInt = Field(0, alias="-1/-1")
    loyalty: NonNegInt = 0
    defense: NonNegInt = 0


class ChoicesDoc(BaseModel):
    """Its controller's choices for a permanent's declare-blockers triggers:
    ``may`` (optional effects are done unless false, 603.5), ``targets``
    (one id per targeted ability, in the order the abilities resolve, 603.3d).

    >>> ChoicesDoc(may=False, targets=["elf"]).targets
    ['elf']
    """

    model_config = ConfigDict(extra="forbid", strict=True, populate_by_name=True, frozen=True)
    may: bool = True
    targets: list[str] = Field(default_factory=_empty_list)

    def __hash__(self) -> int:
        # hashable although it holds a list: frozen, and never changed once
        # read, so one instance can be every permanent's default (as above)
        return hash((self.may, tuple(self.targets)))


_NO_COUNTERS_DOC = CountersDoc()
_NO_CHOICES_DOC = ChoicesDoc()


def _creature() -> list[TypeName]:
    return ["creature"]


class PermanentDoc(BaseModel):
    """Example.

    >>> doc = PermanentDoc(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> doc.id, doc.power, doc.attacking
    ('bear', 2, 'B')
    """

    model_config = _STRICT
    id: Annotated[str, Field(min_length=1)]
    card: str | None = None  # a catalog card (English or Japanese name) for the defaults
    name: str = ""
    name_ja: str = ""
    controller: str
    types: Annotated[list[TypeName], Field(min_length=1)] = Field(default_factory=_creature)
    power: Amount = 0
    toughness: NonNegInt = 0
    damage: NonNegInt = 0
    # Defaults that are lists or dicts are factories, and models are shared
    # frozen instances: pydantic deep-copies an unhashable default for every
    # permanent, which was most of the cost of reading a file in a batch run.
    counters: CountersDoc = _NO_COUNTERS_DOC
    keywords: list[str] = Field(default_factory=_empty_list)
    # Card sentences ("can't be blocked by Walls.") or structured dicts
    # ({kind = "cant_be_blocked_by", selector = {subtypes = ["wall"]}}).
    abilities: list[str | dict[str, Any]] = Field(default_factory=_empty_list)

    @field_validator("abilities", mode="before")
    @classmethod
    def _sentences_or_tables(cls, value: Any) -> Any:
        if isinstance(value, list):
            for j, entry in enumerate(value):
                if not isinstance(entry, str | dict):
                    raise KeywordError(
                        f"entry {j} must be a sentence (a string) or a structured table, "
                        f"not {type(entry).__name__}",
                        "entry_not_sentence",
                        index=j,
                        kind=type(entry).__name__,
                    )
        return value

    colors: list[ColorName] = Field(default_factory=_empty_list)
    tapped: bool = False
    zone: Literal["battlefield", "graveyard", "exile"] = "battlefield"
    attacking: str | None = None
    blocking: list[str] = Field(default_factory=_empty_list)
    blocked: bool = False
    band: str = ""
    can_block_additional: NonNegInt = 0
    can_block_any_number: bool = False
    assign_as_though_unblocked: bool = False
    assigns_damage_by_toughness: bool = False
    prevent_next: NonNegInt = 0
    regeneration_shields: NonNegInt = 0
    protector: str | None = None
    # The permanent an Aura enchants or an Equipment equips (303.4, 301.5).
    attached_to: str | None = None
    subtypes: list[str] = Field(default_factory=_empty_list)
    # supertypes (205.4), lowercase: "legendary", "snow", "basic", ...
    supertypes: list[SupertypeName] = Field(default_factory=_empty_list)
    # a token (111.1): "creature tokens you control", "nontoken"
    token: bool = False
    # its monstrosity ability has resolved (701.37b)
    monstrous: bool = False
    # its renown ability has resolved (702.112b)
    renowned: bool = False
    # soulbond (702.95): the id of the creature it is paired with
    paired_with: str | None = None
    # a commander (903.3)
    commander: bool = False
    # its mana value (202.3); a catalog card gives its own
    mana_value: NonNegInt | None = None
    # what it chose as it entered (614.12): a color, a creature type or a player id
    chosen: str = ""
    # face down (708.2): marks it for "face-down creatures"; give its face-down
    # characteristics (a 2/2 with no name, types or abilities) yourself
    face_down: bool = False
    entered_blocking: bool = False
    # "~ assigns no combat damage this turn" already happened (510.1a)
    assigns_no_combat_damage: bool = False
    # choices for its triggered abilities: "you may" and targets (603.5, 603.3d)
    choices: ChoicesDoc = _NO_CHOICES_DOC
    # Blocking restrictions (509.1b), requirements (509.1c) and costs (509.1d).
    cant_block: bool = False
    cant_be_blocked: bool = False
    can_block_only_flyers: bool = False
    cant_block_alone: bool = False
    min_blockers: NonNegInt = 0
    max_blockers: NonNegInt | None = None
    blocks_each_combat: bool = False
    must_block: list[str] = Field(default_factory=_empty_list)
    lure: bool = False
    must_be_blocked: bool = False
    must_be_blocked_by_exactly_one: bool = False
    block_cost: NonNegInt = 0
    # Attacking (508.1): not under its controller's control since the turn
    # began (302.6); restrictions (508.1c), requirements (508.1d, goad 701.38 in 2023, 701.15 now)
    # and a tax on creatures attacking its controller (508.1g-h).
    summoning_sick: bool = False
    cant_attack: bool = False
    cant_attack_alone: bool = False
    attacks_each_combat: bool = False
    goaded_by: list[str] = Field(default_factory=_empty_list)
    attack_tax: NonNegInt = 0
    # What damage does (120): toxic N, "can't have counters put on it",
    # "deals double damage", damage from a deathtouch source this step.
    toxic: NonNegInt = 0
    cant_have_counters: bool = False
    deals_double_damage: bool = False
    deathtouch_damaged: bool = False
    had_first_strike: bool = False  # had first or double strike as the first-strike step began

    @field_validator("keywords")
    @classmethod
    def _known_keywords(cls, value: list[str]) -> list[str]:
        for text in value:
            try:
                parse_keywords(text)
            except ValueError:
                # "protection from <player id>" is checked once the players are known
                if not normalize_keyword_text(text).startswith("protection from "):
                    raise
        return value


AmountTable = dict[str, dict[str, NonNegInt]]


TimelinePoint = Literal["declare-attackers", "declare-blockers", "first-strike-damage"]


class TimelineDoc(BaseModel):
    """A spell cast between the steps (``[[timeline]]``): when, its sentence,
    its targets, who casts it (by default the defending player) and, for a
    sentence that puts a token onto the battlefield, the token's id (by
    default its subtype and a number: ``saproling1``).

    >>> doc = TimelineDoc(after="declare-blockers", effect="Destroy target creature.",
    ...                   targets=["bear"])
    >>> doc.after, doc.targets
    ('declare-blockers', ['bear'])
    """

    model_config = _STRICT
    after: TimelinePoint
    effect: Annotated[str, Field(min_length=1)]
    targets: list[str] = Field(default_factory=_empty_list)
    controller: str = ""
    token: str = ""


class ScenarioDoc(BaseModel):
    """Example.

    >>> doc = ScenarioDoc(active_player="A", players={"A": PlayerDoc(), "B": PlayerDoc(life=5)})
    >>> doc.active_player, doc.players["B"].life
    ('A', 5)
    """

    model_config = _STRICT
    description: str = ""
    description_ja: str = ""
    rules: Literal["2023", "current"] | None = None
    active_player: str
    players: dict[str, PlayerDoc]
    permanents: list[PermanentDoc] = Field(default_factory=_empty_list)
    orders: dict[str, list[str]] = Field(default_factory=_empty_dict)
    max_blockers_per_combat: NonNegInt | None = None
    block_cost_each: NonNegInt = 0
    prevent_all_combat_damage: bool = False
    # Two-Headed Giant teams (810.1): lists of player ids
    teams: list[list[str]] = Field(default_factory=_empty_list)
    # 615.7: a shield's holder chooses which simultaneous sources it stops first.
    shield_order: dict[str, list[str]] = Field(default_factory=_empty_dict)
    assignments: AmountTable | None = None
    first_strike_assignments: AmountTable | None = None
    # spells cast between the steps (mtgcombat.rules.timeline)
    timeline: list[TimelineDoc] = Field(default_factory=_empty_list)


# The loaded scenario ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ScenarioNote:
    """Something in the file the engine does not use: a keyword or sentence
    with no effect on blocks or combat damage (``kind`` "no_effect"), or a
    card sentence it cannot model (``kind`` "not_modelled", with the
    parser's ``reason``); or a keyword that matters only as attackers are
    declared (``kind`` "attack_only": haste, 702.10b, which lets a creature
    attack that has not been controlled since the turn began, 302.6, and
    does nothing after); or a player's commander_damage key that names no
    permanent of the file (``kind`` "commander_elsewhere": taken as a
    commander off the board, in the command zone; ``text`` is the field,
    903.10a). ``permanent`` is the permanent's id.

    >>> note = ScenarioNote("no_effect", "dragon", "{R}: ~ gets +1/+0 until end of turn.")
    >>> note.kind, note.permanent
    ('no_effect', 'dragon')
    >>> str(ScenarioNote("attack_only", "pup", "haste", "702.10"))  # doctest: +ELLIPSIS
    'pup: "haste": lets it attack though it came under its controller...; no effect on blocks...'
    """

    kind: Literal["no_effect", "not_modelled", "attack_only", "commander_elsewhere"]
    permanent: str
    text: str
    rule: str = ""
    reason: str = ""

    def __str__(self) -> str:
        if self.kind == "no_effect":
            rule = f" ({self.rule})" if self.rule else ""
            return f'{self.permanent}: "{self.text}": no effect on blocks or combat damage{rule}'
        if self.kind == "commander_elsewhere":
            return (
                f'{self.text}: no permanent "{self.permanent}" in the file; taken as a '
                "commander off the board (the command zone) (903.10a)"
            )
        if self.kind == "attack_only":
            return (
                f'{self.permanent}: "{self.text}": lets it attack though it came under its '
                "controller's control this turn (302.6, 702.10b); no effect on blocks or "
                "combat damage"
            )
        reason = f" ({self.reason})" if self.reason else ""
        return f'{self.permanent}: not modelled: "{self.text}"{reason}'


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
) -> Scenario:
    """Validate scenario text (``fmt`` "toml", "json", or ``None`` to try both);
    cards come from ``catalog`` (default: the built-in cards).

    >>> sc = parse_scenario('{"active_player": "A", "players": {"A": {}, "B": {"life": 3}}}', None)
    >>> sc.board.player("B").life
    3
    >>> parse_scenario('active_player = "C"\\n[players.A]\\n[players.B]\\n')
    Traceback (most recent call last):
    ...
    mtgcombat.scenario.load.ScenarioError: <scenario>: active_player: "C" is not a player id
    """
    if fmt == "json":
        # pydantic reads the JSON text itself (quicker than json.loads and
        # then the dicts); any problem is found again the usual way below,
        # so that its message is the same.
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
    try:
        doc = ScenarioDoc.model_validate(data)
    except ValidationError as exc:
        raise _from_pydantic(source, exc, data) from None
    except RecursionError:
        raise ScenarioError(
            source, "", input_error("nested_too_deeply"), key="nested_too_deeply"
        ) from None
    return _build(doc, source, catalog if catalog is not None else BUILTIN)


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


def _one_line(text: str) -> str:
    return " ".join(text.split())


# Rules that give a field its meaning, cited when a value is out of range.
# the rule a number out of range breaks: the core's table (Board(...) cites the same)
_FIELD_RULES = FIELD_RULES

_PYDANTIC_MESSAGES = {
    "extra_forbidden": "unknown key",
    "missing": "required key is missing",
}


def _from_pydantic(source: str, exc: ValidationError, data: Mapping[str, Any]) -> ScenarioError:
    err = exc.errors()[0]
    loc = err["loc"]
    problem = _PYDANTIC_MESSAGES.get(err["type"], _one_line(err["msg"]))
    ctx = err.get("ctx", {})
    key: str = ""
    facts: dict[str, object] = {}
    if err["type"] == "value_error":
        problem = _one_line(str(ctx["error"])) if "ctx" in err else problem
        if isinstance(ctx.get("error"), Exception):
            key, facts = _keyed(ctx["error"])
    elif err["type"] in INPUT_ERRORS:
        key, facts = err["type"], {k: str(v) for k, v in ctx.items()}
        if "expected" in facts:  # "'red', 'green' or 'blue'": the list alone
            facts["expected"] = str(facts["expected"]).replace(" or ", ", ")
        try:
            input_error(key, "ja", **facts)
        except (KeyError, IndexError):  # a fact the template names is not there
            key, facts = "", {}
    rule = _FIELD_RULES.get(str(loc[-1])) if loc else None
    if rule is None and len(loc) >= 2 and loc[-2] == "commander_damage":
        rule = "903.10a"  # a commander's combat damage so far: a number of 0 or more
    more = len(exc.errors()) - 1
    if more:
        problem += f" (and {more} more problem{'s' if more > 1 else ''})"
    if not key and err["type"] != "value_error":  # a check of pydantic's the catalog lacks
        key, facts = "pydantic_generic", {"type": err["type"]}
    path = _field_path(loc, data, missing=err["type"] == "missing")
    return ScenarioError(source, path, problem, rule, key=key, facts=facts, more=more)


def _field_path(loc: Sequence[int | str], data: Mapping[str, Any], missing: bool = False) -> str:
    """The field a pydantic location names, as the file writes it (list
    entries with their ids). The tag pydantic gives a branch of a union
    ("constrained-int", "list[str]") is no field and is left out."""
    parts: list[str] = []
    node: Any = data
    for key in loc:
        if isinstance(key, str) and not (isinstance(node, dict) and (key in node or missing)):
            continue  # a union's branch
        if isinstance(key, int):
            label = f"[{key}]"
            item = node[key] if isinstance(node, list) and 0 <= key < len(node) else None
            if isinstance(item, dict) and isinstance(item.get("id"), str):
                label += f' "{item["id"]}"'
            parts.append(label)
            node = item
        else:
            parts.append(("." if parts else "") + _key_text(key))
            node = node.get(key) if isinstance(node, dict) else None
    return "".join(parts)


def _key_text(key: str) -> str:
    simple = key.replace("_", "").replace("-", "").isalnum()
    return key if simple else json.dumps(key, ensure_ascii=False)


# Building the board -----------------------------------------------------------


def _build(doc: ScenarioDoc, source: str, catalog: Catalog) -> Scenario:
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
        if pd.__dict__["counters"] is not _NO_COUNTERS_DOC:  # (the shared default: none)
            _other_counters(pd, f'permanents[{i}] "{pd.id}"', fail)
    # the players' problems first, as the file reads: the checks of a
    # players-only board (two players at least, printable ids, the active
    # player among them; the ids are the keys of a mapping, so distinct),
    # made on such a board only when one of them fails, to report it
    player_docs = doc.players
    if not (
        len(player_docs) >= 2
        and doc.active_player in player_docs
        and all(pid and pid.isprintable() for pid in player_docs)
    ):
        bare = tuple(Player(pid) for pid in player_docs)
        _structure(lambda: Board.trusted(bare, (), doc.active_player).validate(), fail)
    players = tuple(
        Player(
            pid,
            v["life"],
            v["poison"],
            v["lost"],
            v["prevent_next"],
            v["cant_gain_life"],
            v["life_gain_multiplier"],
            hand=v["hand"],
            graveyard=v["graveyard"] if isinstance(v["graveyard"], int) else 0,
            graveyard_cards=_graveyard_cards(v["graveyard"], catalog, f"players.{pid}", fail),
            experience=v["experience"],
            monarch=v["monarch"],
            city_blessing=v["city_blessing"],
            initiative=v["initiative"],
            starting_life=v["starting_life"],
            commander_damage=tuple(v["commander_damage"].items()),
        )
        # each model's fields read from its __dict__ (as _permanent does)
        for pid, v in ((pid, p.__dict__) for pid, p in doc.players.items())
    )
    notes: dict[tuple[str, str], list[ScenarioNote]] = {}
    permanents_list: list[Permanent] = []
    player_ids = tuple(doc.players)
    for i, pd in enumerate(doc.permanents):
        f = pd.__dict__  # (as _permanent reads the fields)
        if not f["keywords"] and not f["abilities"] and i not in card_texts:
            # no keyword, sentence or card text (most permanents of a
            # generated board): no traits, so no characteristic an ability
            # defines and no choice to read; only the toughness to check
            if "toughness" not in pd.model_fields_set and "creature" in f["types"]:
                raise fail(f'permanents[{i}] "{f["id"]}".toughness', "needs_toughness", "208.1")
            permanents_list.append(_permanent(pd, _NO_TRAITS, player_ids))
            continue
        at = f'permanents[{i}] "{f["id"]}"'
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
    ids = {p.id for p in permanents}
    for pid, p in doc.players.items():
        for cid in p.commander_damage:
            if cid not in ids:
                where = f"players.{pid}.commander_damage.{cid}"
                entry = ScenarioNote("commander_elsewhere", cid, where, "903.10a")
                notes.setdefault(("commander_elsewhere", where), []).append(entry)
    # The file gives each permanent's own characteristics; the static
    # effects of permanents on one another apply on top (611.3a, 613).
    board = apply_static_effects(board)
    timeline = _timeline(board, doc.timeline, fail)
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
        (Step.FIRST_STRIKE, doc.first_strike_assignments, "first_strike_assignments"),
        (Step.REGULAR, doc.assignments, "assignments"),
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
    rules = RuleSet.parse(doc.rules) if doc.rules is not None else None
    shields = {k: tuple(v) for k, v in doc.shield_order.items()}
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


def _timeline(board: Board, docs: Sequence[TimelineDoc], fail: _Fail) -> tuple[TimelineEntry, ...]:
    """The file's timeline: each entry's sentence (608.2) and the id of the
    token it puts onto the battlefield, if it does (the file's, or the first
    free one); then its targets (which may name such a token) and who casts
    it."""
    if not docs:
        return ()  # (most files: the spell reader is not loaded)
    from mtgcombat.text.spells import SpellError, parse_spell  # noqa: PLC0415

    spells: list[Spell] = []
    tokens: list[str] = []
    taken = {p.id for p in board.permanents} | {p.id for p in board.players}
    for index, td in enumerate(docs):
        at = f"timeline[{index}]"
        try:
            spell = parse_spell(td.effect)
        except SpellError as exc:
            raise fail(
                f"{at}.effect", "sentence_not_modelled", "608.2",
                sentence=td.effect, detail=exc.detail,
            ) from None  # fmt: skip
        effect = next((e for e in spell.effects if isinstance(e, TokenBlockingEffect)), None)
        token = td.token
        if token and effect is None:
            raise fail(f"{at}.token", "timeline_token_none", "111.1", effect=td.effect)
        if token:
            # a token is a new object (111.1): an id of its own
            if not token.isprintable():
                raise fail(f"{at}.token", "id_control_characters", "111.1")
            if board.is_player(token):
                raise fail(f"{at}.token", "id_is_player", "111.1", id=token)
            if token in taken:
                raise fail(f"{at}.token", "id_used", "111.1", id=token)
        elif effect is not None:
            token = token_id(effect, taken)
        taken.add(token)
        spells.append(spell)
        tokens.append(token)
    return tuple(
        _timeline_entry(board, i, td, spell, token, tokens, fail)
        for i, (td, spell, token) in enumerate(zip(docs, spells, tokens, strict=True))
    )


def _timeline_entry(
    board: Board,
    index: int,
    td: TimelineDoc,
    spell: Spell,
    token: str,
    tokens: Sequence[str],
    fail: _Fail,
) -> TimelineEntry:
    """A timeline entry read from the file: its targets (chosen as it is
    cast: 601.2c; a permanent or a token of the timeline) and who casts it."""
    at = f"timeline[{index}]"
    if spell.targeted and len(td.targets) != 1:
        raise fail(
            f"{at}.targets", "timeline_targets_needed", "601.2c",
            effect=td.effect, count=len(td.targets),
        )  # fmt: skip
    if not spell.targeted and td.targets:
        raise fail(f"{at}.targets", "timeline_targets_none", "601.2c", effect=td.effect)
    for target in td.targets:
        if board.get(target) is None and not (target and target in tokens):
            raise fail(f"{at}.targets", "not_permanent_id", "601.2c", id=target)
    if td.controller and not board.is_player(td.controller):
        raise fail(f"{at}.controller", "not_player_id", "601.2", id=td.controller)
    point = Point(td.after)
    return TimelineEntry(point, spell, tuple(td.targets), td.controller, at, token)


def _tokens_blocking(timeline: Sequence[TimelineEntry], attacker: str) -> set[str]:
    """The tokens the timeline puts onto the battlefield blocking ``attacker``."""
    return {e.token for e in timeline if e.token and e.targets == (attacker,)}


def _check_token_places(
    timeline: Sequence[TimelineEntry],
    attacker: str,
    order: Sequence[str],
    coming: set[str],
    fail: _Fail,
) -> None:
    """An order may list a token of the timeline only where it blocks: the
    attacker its entry targets (509.7); each creature once."""
    path = f"orders.{_key_text(attacker)}"
    if len(set(order)) != len(order):
        raise fail(path, "creature_listed_twice", "509.2, 2023 rules")
    elsewhere = {e.token for e in timeline if e.token} - coming
    for c in order:
        if c in elsewhere:
            raise fail(path, "not_blocker_of", "509.7, 2023 rules", id=c, creature=attacker)


def _defined_stats(traits: Traits) -> set[str]:
    """The characteristics ("power", "toughness") a characteristic-defining
    ability of the permanent gives (604.3, 613.4a)."""
    out: set[str] = set()
    for static in traits.statics:
        # under a condition (layer 7b) the printed value counts while it fails
        if (
            isinstance(static, StaticEffect)
            and static.affected.ids == ("~",)
            and static.condition is None
        ):
            if static.set_power is not None:
                out.add("power")
            if static.set_toughness is not None:
                out.add("toughness")
    return out


def _other_counters(pd: PermanentDoc, where: str, fail: _Fail) -> None:
    """Other kinds of counters (122.1) are lowercase words, each a whole
    number, 0 or more: ``divinity = 1``, ``"+1/+1" = 2``."""
    for kind, value in (pd.counters.model_extra or {}).items():
        path = f"{where}.counters.{_key_text(kind)}"
        if counter_kind_problem(kind):
            raise fail(path, "counter_kind", "122.1")
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise fail(path, "counter_number", "122.1")


def _note_tail(note: ScenarioNote) -> tuple[str, str, str]:
    return note.text, note.rule, note.reason


def _traits(
    pd: PermanentDoc,
    at: str,
    players: tuple[str, ...],
    card_text: tuple[str, str] | None,
    keywords_from_card: bool,
    fail: _Fail,
    notes: dict[tuple[str, str], list[ScenarioNote]],
) -> Traits:
    """What the permanent's keywords, `abilities` and card text give it;
    keywords and sentences the engine does not use are added to ``notes``
    (keyed by kind and text, so that each is listed once). A permanent with
    none of the three has :data:`_NO_TRAITS` (``_build`` skips this call)."""

    def note(
        kind: Literal["no_effect", "not_modelled", "attack_only"],
        text: str,
        rule: str = "",
        why: str = "",
    ) -> None:
        entry = ScenarioNote(kind, pd.id, text, rule, why)
        same = notes.setdefault((kind, text.casefold()), [])
        if all(n.permanent != pd.id for n in same):
            same.append(entry)

    traits = Traits()
    for text in pd.keywords:
        try:
            values = parse_keywords(text, players)
        except ValueError as exc:
            if keywords_from_card and card_text is not None:
                continue  # a bare name such as MTGJSON's "Toxic": the text has it in full
            if keywords_from_card:
                note("not_modelled", text, why=str(exc))
                continue
            raise _fail_from(fail, f"{at}.keywords", exc) from None
        for value in values:
            status = keyword_status(value)
            if status == "unmodelled":
                if keywords_from_card:
                    note("not_modelled", text, keyword_rule(value))
                    continue
                raise fail(f"{at}.keywords", "keyword_not_modelled", keyword_rule(value), text=text)
            if status == "no_effect":
                note("no_effect", str(value), keyword_rule(value))
            elif attack_only(value):
                note("attack_only", str(value), keyword_rule(value))
            traits |= Traits(abilities=frozenset({value}))
    name = pd.name or pd.card or ""
    for j, entry in enumerate(pd.abilities):
        path = f"{at}.abilities[{j}]"
        if isinstance(entry, str):
            parsed = parse_sentence(entry, name=name)
            if parsed.status == "unmodelled":
                raise fail(
                    path,
                    "sentence_not_modelled",
                    sentence=" ".join(entry.split()),
                    detail=parsed.error,
                )
            _note_parsed(parsed, note, written=True)
            traits |= parsed.traits
            continue
        try:
            traits |= value_traits(ability_from_json(entry))
        except ValueError as exc:
            raise _fail_from(fail, path, exc, "ability_table") from None
    if card_text is not None:
        text, card_name = card_text
        for parsed in parse_text(text, name=card_name):
            if parsed.status == "unmodelled":
                note("not_modelled", parsed.sentence, why=parsed.error)
                continue
            _note_parsed(parsed, note)
            traits |= parsed.traits
    return traits


def _note_parsed(parsed: ParsedSentence, note: Any, *, written: bool = False) -> None:
    """A note for a sentence or keyword with no effect on blocks or combat
    damage. A card text's sentence without a combat word is left out (it is
    plainly no combat ability); one the file writes in `abilities` is
    always listed, since its author expected something of it."""
    if parsed.status == "modelled":
        # haste: read as attackers are declared only (702.10b)
        for value in sorted(parsed.traits.abilities, key=str):
            if attack_only(value):
                note("attack_only", str(value), keyword_rule(value))
        return
    if parsed.status != "no_effect":
        return
    keywords = sorted(parsed.traits.abilities, key=str)
    if keywords:
        for value in keywords:
            note("no_effect", str(value), keyword_rule(value))
    elif parsed.combat or written:
        note("no_effect", " ".join(parsed.sentence.split()))


class _Fail(Protocol):
    """A problem found at ``path``: ``key`` of the catalog's input_errors,
    filled in with ``facts``."""

    def __call__(
        self, path: str, key: str, rule: str | None = None, **facts: object
    ) -> ScenarioError: ...


def _fail_from(
    fail: _Fail, path: str, exc: Exception, key: str = "pydantic_other"
) -> ScenarioError:
    """The problem an exception describes (its own key when it has one)."""
    own, facts = _keyed(exc)
    return fail(path, own, None, **facts) if own else fail(path, key, detail=str(exc))


_T = TypeVar("_T")

# Fields of the core's board checks that a file names otherwise.
_FILE_FIELDS = {"block_rules": "must_block"}


def _structure(build: Callable[[], _T], fail: _Fail, order: str | None = None) -> _T:
    """``build()``, with a :class:`BoardError` of the core's board checks
    said as the file's problem: its file, field path and rule."""
    try:
        return build()
    except BoardError as exc:
        if order is not None:
            path = f"orders.{_key_text(order)}"
        elif exc.permanent and exc.index is not None:
            head, dot, tail = exc.field.partition(".")
            field_name = _FILE_FIELDS.get(head, head) + dot + tail
            path = f'permanents[{exc.index}] "{exc.permanent}".{field_name}'
        elif exc.key == "player_id_unprintable":
            path = f"players.{_key_text(str(exc.facts.get('id', '')))}"
        else:
            path = exc.field
        if exc.key in INPUT_ERRORS:
            raise fail(path, exc.key, exc.rule, **exc.facts) from None
        problem = str(exc).rpartition(": ")[2]  # an API-only check: its English
        detail = problem.removesuffix(f" ({exc.rule})")
        raise fail(path, "pydantic_other", detail=detail) from None


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


_RULE_FIELDS = frozenset(
    {
        "attack_tax",
        "attacks_each_combat",
        "block_cost",
        "blocks_each_combat",
        "can_block_only_flyers",
        "cant_attack",
        "cant_attack_alone",
        "cant_be_blocked",
        "cant_block",
        "cant_block_alone",
        "goaded_by",
        "lure",
        "max_blockers",
        "min_blockers",
        "must_be_blocked",
        "must_be_blocked_by_exactly_one",
        "must_block",
    }
)
"""The fields that give a permanent blocking or attacking rules (509.1b-d, 508.1c-d, 508.1g)."""


def _block_rules(pd: PermanentDoc) -> frozenset[BlockRule]:
    # each rule made only when its field is set (most permanents set none:
    # a field the file leaves out has its default, which makes no rule)
    if _RULE_FIELDS.isdisjoint(pd.model_fields_set):
        return _NOTHING
    f = pd.__dict__  # as _permanent reads the fields
    rules: list[BlockRule] = []
    if f["cant_block"]:
        rules.append(CantBlock())
    if f["cant_be_blocked"]:
        rules.append(CantBeBlocked())
    if f["can_block_only_flyers"]:
        rules.append(CanBlockOnlyFlyers())
    if f["cant_block_alone"]:
        rules.append(CantBlockAlone())
    if f["min_blockers"] > 1:
        rules.append(MinBlockers(f["min_blockers"]))
    if f["max_blockers"] is not None:
        rules.append(MaxBlockers(f["max_blockers"]))
    if f["blocks_each_combat"]:
        rules.append(BlocksEachCombat())
    if f["lure"]:
        rules.append(Lure())
    if f["must_be_blocked"]:
        rules.append(MustBeBlocked())
    if f["must_be_blocked_by_exactly_one"]:
        rules.append(MustBeBlockedByExactlyOne())
    if f["block_cost"] > 0:
        rules.append(BlockCost(f["block_cost"]))
    rules.extend(MustBlock(a) for a in f["must_block"])
    if f["cant_attack"]:
        rules.append(CantAttack())
    if f["cant_attack_alone"]:
        rules.append(CantAttackAlone())
    if f["attacks_each_combat"]:
        rules.append(AttacksEachCombat())
    if f["attack_tax"]:
        rules.append(AttackTax(f["attack_tax"]))
    rules.extend(Goaded(p) for p in f["goaded_by"])
    return frozenset(rules) if rules else _NOTHING


_TYPE_NAMES = ("creature", "planeswalker", "battle", "artifact", "enchantment", "land")
_CARD_FIELDS = (
    "can_block_additional",
    "can_block_any_number",
    "assign_as_though_unblocked",
    "assigns_damage_by_toughness",
    "cant_have_counters",
)


_CARD_TYPE_WORDS = frozenset(
    {"artifact", "battle", "creature", "enchantment", "instant", "kindred", "land",
     "planeswalker", "sorcery"}
)  # fmt: skip
_SUPERTYPE_WORDS = frozenset({"basic", "legendary", "ongoing", "snow", "world"})


def _graveyard_cards(
    entries: int | list[str], catalog: Catalog, at: str, fail: _Fail
) -> tuple[ZoneCard, ...]:
    """The cards a player's ``graveyard`` list names (a number names none)."""
    if isinstance(entries, int):
        return ()
    return tuple(
        _zone_card(entry, catalog, f"{at}.graveyard[{j}]", fail) for j, entry in enumerate(entries)
    )


def _zone_card(entry: str, catalog: Catalog, at: str, fail: _Fail) -> ZoneCard:
    """One card off the battlefield: a type line, supertypes and card types
    (205.2a, 205.4) then optionally a dash and subtypes (205.3), or the name
    of a catalog card."""
    line = entry.replace("\u2014", " - ").replace("--", " - ")
    left, _, right = (part.strip().lower() for part in line.partition(" - "))
    words = left.split()
    types = {"kindred" if w == "tribal" else w for w in words} - _SUPERTYPE_WORDS
    if words and types and types <= _CARD_TYPE_WORDS:
        return ZoneCard(
            types=frozenset(types),
            subtypes=frozenset(right.split()),
            supertypes=frozenset(words) & _SUPERTYPE_WORDS,
        )
    card = catalog.find(entry)
    if card is None:
        raise fail(
            at,
            "zone_card_unknown",
            entry=entry,
        )
    return ZoneCard(
        types=frozenset(t.lower() for t in card.types),
        subtypes=frozenset(s.lower() for s in card.subtypes),
        supertypes=frozenset(s.lower() for s in card.supertypes),
        name=card.name,
        colors=frozenset(card.colors),
        abilities=frozenset(card.abilities),
    )


def _apply_card(pd: PermanentDoc, catalog: Catalog, at: str, fail: _Fail) -> PermanentDoc:
    """Fill the fields the scenario leaves out from the named card; fields the
    scenario gives win."""
    if pd.card is None:
        return pd
    card = catalog.find(pd.card)
    if card is None:
        raise fail(
            f"{at}.card",
            "card_unknown",
            card=pd.card,
        )
    given = pd.model_fields_set
    update: dict[str, object] = {}
    defaults: dict[str, object] = {
        "name": card.name,
        "name_ja": card.name_ja or "",
        "types": [t for t in card.types if t in _TYPE_NAMES] or ["creature"],
        "keywords": list(card.keywords),
        "colors": list(card.colors),
        "subtypes": list(card.subtypes),
        "supertypes": [s.lower() for s in getattr(card, "supertypes", ())],
        # hand-set shorthands a card may carry (catalog cards read their text instead)
        **{f: getattr(card, f) for f in _CARD_FIELDS if getattr(card, f)},
        **dict.fromkeys(card.flags, True),
    }
    mana_value = getattr(card, "mana_value", None)
    if isinstance(mana_value, int | float):
        defaults["mana_value"] = int(mana_value)  # 202.3
    for key, value in defaults.items():
        if key not in given:
            update[key] = value
    types = pd.types if "types" in given else [t for t in card.types if t in _TYPE_NAMES]
    is_creature = "creature" in types or not types
    for key, value, text in (
        ("power", card.power, card.power_text),
        ("toughness", card.toughness, card.toughness_text),
    ):
        if key in given or not is_creature:
            continue
        if value is None and key in _card_defined(card):
            continue  # "*" that its own ability defines (604.3, 613.4a)
        if value is None:
            raise fail(
                f"{at}.{key}",
                "card_stat_not_number",
                "208.2",
                card=card.name,
                stat=key,
                text=text,
            )
        update[key] = value if key == "power" else max(0, value)
    return pd.model_copy(update={**update, "card": card.name})


def _card_defined(card: Any) -> set[str]:
    """The characteristics a catalog card's text defines (its "*")."""
    text = getattr(card, "text", "")
    if not isinstance(text, str) or not text:
        return set()
    traits = Traits()
    for parsed in parse_text(text, name=card.name):
        if parsed.status == "modelled":
            traits |= parsed.traits
    return _defined_stats(traits)


def _choices(value: object) -> set[str]:
    """The kinds of choice made as it entered (614.12) that an ability value
    reads: "color", "type" or "player"."""
    if isinstance(value, Protection):
        q = value.quality
        if q in CHOSEN_QUALITIES:
            return {q.split("chosen ")[1].split()[0]}
        return set()
    if isinstance(value, CardCount) and value.whose == "chosen":
        return {"player"}
    if isinstance(value, Selector):
        found: set[str] = {value.chosen} if value.chosen else set()
        if value.controller == "chosen":
            found.add("player")
        for s in value.any_of:
            found |= _choices(s)
        return found
    if isinstance(value, tuple | frozenset):
        return set().union(*(_choices(v) for v in value)) if value else set()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return set().union(*(_choices(getattr(value, f.name)) for f in dataclasses.fields(value)))
    return set()


def _check_choice(
    pd: PermanentDoc,
    traits: Traits,
    players: tuple[str, ...],
    at: str,
    fail: _Fail,
) -> None:
    """An ability that reads "the chosen color/type/player" needs the
    choice in ``chosen`` (614.12), of the right kind."""
    if not (traits.abilities or traits.statics or traits.block_rules):
        return  # nothing to read a choice (most permanents)
    kinds = _choices((traits.abilities, traits.statics, traits.block_rules))
    if not kinds:
        return
    kind = sorted(kinds)[0]
    if not pd.chosen:
        raise fail(
            f"{at}.chosen",
            "chosen_missing",
            "614.12",
            kind=kind,
        )
    if kind == "color" and pd.chosen.lower() not in COLORS:
        raise fail(f"{at}.chosen", "chosen_not_color", "614.12", id=pd.chosen)
    if kind == "player" and pd.chosen not in players:
        raise fail(f"{at}.chosen", "not_player_id", "614.12", id=pd.chosen)


_NOTHING: frozenset[Any] = frozenset()
# the permanent's own default (the object itself: the board's checks skip it)
_NO_COUNTERS: Counters = Permanent.__dataclass_fields__["counters"].default
_NO_TRAITS = Traits()
_CARD_TYPES = {t.value: t for t in CardType}
_ZONES = {z.value: z for z in Zone}
_TYPE_SETS: dict[tuple[str, ...], frozenset[CardType]] = {
    # a creature's is the permanent's default set itself, which the check of
    # a new permanent knows by identity (validation.prepare_permanent)
    ("creature",): cast(frozenset[CardType], Permanent.__dataclass_fields__["types"].default),
}
"""The set of card types each list of type names gives (a batch run meets
the same few lists on every line); bounded, as a file may list types in
any order."""


def _card_types(names: Sequence[str]) -> frozenset[CardType]:
    key = tuple(names)
    found = _TYPE_SETS.get(key)
    if found is None:
        found = frozenset(_CARD_TYPES[t] for t in names)
        if len(_TYPE_SETS) < 64:
            _TYPE_SETS[key] = found
    return found


_PERMANENT_ORDER = (  # the order in which _permanent gives the fields
    "id",
    "controller",
    "name",
    "types",
    "power",
    "toughness",
    "damage",
    "counters",
    "abilities",
    "colors",
    "tapped",
    "zone",
    "attacking",
    "blocking",
    "blocked",
    "band",
    "can_block_additional",
    "can_block_any_number",
    "assign_as_though_unblocked",
    "assigns_damage_by_toughness",
    "prevent_next",
    "regeneration_shields",
    "protector",
    "subtypes",
    "supertypes",
    "token",
    "monstrous",
    "renowned",
    "paired_with",
    "commander",
    "assigns_no_combat_damage",
    "choices",
    "mana_value",
    "chosen",
    "face_down",
    "summoning_sick",
    "block_rules",
    "entered_blocking",
    "toxic",
    "cant_have_counters",
    "deals_double_damage",
    "deathtouch_damaged",
    "had_first_strike",
    "card",
    "name_ja",
    "statics",
    "attached_to",
)


_MAKE_PERMANENT: list[Callable[..., Permanent]] = []
"""``Permanent(...)`` without the class call (model.fast_new), the fields of
:data:`_PERMANENT_ORDER` given by position: the same checks and the same
permanent, in 1.6 us where the class called with forty-seven keywords
takes 3.5 us, most of it matching each keyword to its parameter (made on
first use; start-up)."""


def _permanent_maker() -> Callable[..., Permanent]:
    _MAKE_PERMANENT.append(fast_new(Permanent, _PERMANENT_ORDER))
    return _MAKE_PERMANENT[0]


def _permanent(pd: PermanentDoc, traits: Traits, players: tuple[str, ...] = ()) -> Permanent:
    abilities: frozenset[Ability] = traits.abilities
    # The fields are read from the model's __dict__, where pydantic keeps
    # them: an attribute read on a model goes through BaseModel.__getattr__'s
    # hook, which the interpreter cannot specialize (several times the cost
    # of a dict lookup, on some seventy reads per permanent).
    f = pd.__dict__
    # A fact the file states wins over the one its sentences give.
    fields_set = pd.model_fields_set
    can_block_additional = (
        f["can_block_additional"]
        if "can_block_additional" in fields_set
        else traits.can_block_additional
    )
    can_block_any_number = (
        f["can_block_any_number"]
        if "can_block_any_number" in fields_set
        else traits.can_block_any_number
    )
    assign_as_though_unblocked = (
        f["assign_as_though_unblocked"]
        if "assign_as_though_unblocked" in fields_set
        else traits.assign_as_though_unblocked
    )
    assigns_damage_by_toughness = (
        f["assigns_damage_by_toughness"]
        if "assigns_damage_by_toughness" in fields_set
        else traits.assigns_damage_by_toughness
    )
    cant_have_counters = (
        f["cant_have_counters"] if "cant_have_counters" in fields_set else traits.cant_have_counters
    )
    deals_double_damage = (
        f["deals_double_damage"]
        if "deals_double_damage" in fields_set
        else traits.deals_double_damage
    )

    toxic = f["toxic"]
    if "toxic" not in fields_set and abilities:  # toxic N keywords add up (702.164b)
        toxic = sum(a.amount for a in abilities if isinstance(a, Toxic))
    c = f["counters"]
    extra = None if c is _NO_COUNTERS_DOC else c.model_extra
    if c is _NO_COUNTERS_DOC or not (c.plus_one or c.minus_one or c.loyalty or c.defense or extra):
        counters = _NO_COUNTERS  # most permanents: no counters (the shared default)
    else:
        counters = Counters(
            c.plus_one,
            c.minus_one,
            c.loyalty,
            c.defense,
            tuple(sorted((k.lower(), v) for k, v in (extra or {}).items() if v)),
        )
    own_rules = _block_rules(pd)
    choices = f["choices"]
    make = _MAKE_PERMANENT[0] if _MAKE_PERMANENT else _permanent_maker()
    return make(
        f["id"],
        f["controller"],
        f["name"],
        # types
        _card_types(f["types"]),
        f["power"],
        f["toughness"],
        f["damage"],
        counters,
        abilities,
        # colors
        frozenset(c for c in COLORS if c in f["colors"]) if f["colors"] else _NOTHING,
        f["tapped"],
        # zone
        _ZONES[f["zone"]],
        f["attacking"],
        # blocking
        tuple(f["blocking"]),
        f["blocked"],
        f["band"],
        can_block_additional,
        can_block_any_number,
        assign_as_though_unblocked,
        assigns_damage_by_toughness,
        f["prevent_next"],
        f["regeneration_shields"],
        f["protector"],
        # subtypes
        frozenset(t.lower() for t in f["subtypes"]) if f["subtypes"] else _NOTHING,
        # supertypes
        frozenset(f["supertypes"]) if f["supertypes"] else _NOTHING,
        f["token"],
        f["monstrous"],
        f["renowned"],
        f["paired_with"],
        f["commander"],
        f["assigns_no_combat_damage"],
        # choices
        (
            TriggerChoices(choices.may, tuple(choices.targets))
            if choices is not _NO_CHOICES_DOC and (not choices.may or choices.targets)
            else NO_CHOICES  # the shared default, or one written as it
        ),
        f["mana_value"],
        # chosen
        f["chosen"].lower() if f["chosen"] not in players else f["chosen"],
        f["face_down"],
        f["summoning_sick"],
        # block_rules
        own_rules | traits.block_rules if traits.block_rules else own_rules,
        f["entered_blocking"],
        toxic,
        cant_have_counters,
        deals_double_damage,
        f["deathtouch_damaged"],
        f["had_first_strike"],
        # card
        f["card"] or "",
        f["name_ja"],
        # statics
        bind_self(traits.statics, f["id"]) if traits.statics else (),
        f["attached_to"],
    )
