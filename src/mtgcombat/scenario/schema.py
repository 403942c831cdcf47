"""The scenario file's schema: the pydantic models a TOML or JSON file is
validated against (a player, a permanent with its counters and choices, a
timeline entry, the scenario itself) and the bounds on its numbers. Reading
a file and building the rules' values from these models is
:mod:`mtgcombat.scenario.load`'s.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from mtgcombat.text import parse_keywords
from mtgcombat.text.keywords import KeywordError, normalize_keyword_text
from mtgcombat.text.limits import MAX_NAME, MAX_SENTENCE

# Combat numbers are bounded so that counting and listing stay within memory.
MAX_AMOUNT = 100_000
NonNegInt = Annotated[int, Field(ge=0, le=MAX_AMOUNT)]
ModeNumber = Annotated[int, Field(ge=1, le=16)]
Amount = Annotated[int, Field(ge=-MAX_AMOUNT, le=MAX_AMOUNT)]
# card text and names: far above any printed card (mtgcombat.text.limits)
Sentence = Annotated[str, Field(max_length=MAX_SENTENCE)]
Name = Annotated[str, Field(max_length=MAX_NAME)]
# "you gain twice that much life" effects multiply: ten Boon Reflections are 1024
MAX_MULTIPLIER = 1024
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


class HistoryDoc(BaseModel):
    """A player's record of the turn so far (issue 33, session 10;
    :class:`mtgcombat.core.turn_history.TurnHistory`): each spell cast this
    turn by its card types ("instant", "artifact creature"), the cards
    drawn, the life gained and lost, whether the player attacked, the
    creatures of theirs that died, their permanents that left the
    battlefield (those that died included), the ids of the permanents
    that entered under their control, and the ids of their permanents that
    were dealt damage, dealt damage, blocked or attacked this turn.

    >>> HistoryDoc(spells=["instant"], died=1, left=1).died
    1
    """

    model_config = _STRICT
    spells: Annotated[list[Name], Field(max_length=MAX_AMOUNT)] = Field(default_factory=_empty_list)
    drawn: NonNegInt = 0
    gained: NonNegInt = 0
    lost: NonNegInt = 0
    attacked: bool = False
    died: NonNegInt = 0
    left: NonNegInt = 0
    entered: Annotated[list[Name], Field(max_length=MAX_AMOUNT)] = Field(
        default_factory=_empty_list
    )
    # session 13: the ids of their permanents dealt damage, that dealt
    # damage, that blocked, that attacked this turn (120.3, 509.1, 508.1)
    damaged: Annotated[list[Name], Field(max_length=MAX_AMOUNT)] = Field(
        default_factory=_empty_list
    )
    dealt: Annotated[list[Name], Field(max_length=MAX_AMOUNT)] = Field(default_factory=_empty_list)
    blocked: Annotated[list[Name], Field(max_length=MAX_AMOUNT)] = Field(
        default_factory=_empty_list
    )
    attackers: Annotated[list[Name], Field(max_length=MAX_AMOUNT)] = Field(
        default_factory=_empty_list
    )


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
    life_gain_multiplier: Annotated[int, Field(ge=1, le=MAX_MULTIPLIER)] = 1  # 2: Boon Reflection
    # Cards in hand and in the graveyard (besides the board's own permanents
    # there), for threshold, hellbent, "the number of cards in your hand".
    # Left out, the hand is not known: a board that reads it is refused (402.1).
    hand: NonNegInt | None = None
    # a number of cards, or the cards themselves: each a type line
    # ("creature", "artifact creature — golem", "basic land — swamp") or a
    # catalog card's name, for "creature cards in your graveyard", delirium
    # (left out: not known, and a board that reads it is refused, 404.1)
    graveyard: NonNegInt | Annotated[list[str], Field(max_length=MAX_AMOUNT)] | None = None
    experience: NonNegInt = 0  # experience counters (122.1e)
    energy: NonNegInt = 0  # energy counters (107.14)
    # the monarch (724), the city's blessing (702.131c), the starting life
    # total (103.3) that "half their starting life total" reads
    monarch: bool = False
    city_blessing: bool = False
    initiative: bool = False
    # issue 33: the spells the player cast this turn before the combat, for
    # "whenever you cast your second spell each turn" (601.2i); left out:
    # not known, and a trigger that counts them is refused
    spells_cast: NonNegInt | None = None
    starting_life: Annotated[int, Field(ge=1, le=10**9)] = 20
    # the combat damage each commander (by id) has dealt this player over the
    # game (903.10a)
    commander_damage: dict[str, NonNegInt] = Field(default_factory=_empty_dict)
    # issue 33 (session 10): what happened earlier this turn; absent, a line
    # that reads it is refused (mtgcombat.scenario.turn_history)
    history: HistoryDoc | None = None


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
    (one id per targeted ability, in the order the abilities resolve, 603.3d),
    ``sacrificed`` (the permanents the players its abilities make sacrifice
    choose, in the order they are taken: 701.21a, annihilator 702.86a),
    ``proliferated`` (the permanents and players its "proliferate" chooses,
    701.34a; left out: the documented default).

    >>> ChoicesDoc(may=False, targets=["elf"]).targets
    ['elf']
    """

    model_config = ConfigDict(extra="forbid", strict=True, populate_by_name=True, frozen=True)
    may: bool = True
    targets: list[str] = Field(default_factory=_empty_list)
    sacrificed: list[str] = Field(default_factory=_empty_list)
    proliferated: list[str] | None = None
    # the modes of its modal triggered abilities (700.2b): one entry per
    # ability put on the stack, a mode number or a list of them
    modes: list[ModeNumber | list[ModeNumber]] = Field(default_factory=_empty_list)
    # the permanents it taps to pay "you may tap an untapped ... you control"
    # as its abilities resolve (118.3), in the order taken
    tapped: list[str] = Field(default_factory=_empty_list)
    # whether the defending player pays for its abilities' "defending player
    # may pay {N}" (session 11; 603.5, 118.3); left out: not given (refused)
    defending_pays: bool | None = None
    # whether its controller pays the ward costs its triggered abilities'
    # targets trigger (702.21a); left out: not paid (the ability is countered)
    ward_paid: bool = False

    @field_validator("tapped", mode="before")
    @classmethod
    def _tapped_list(cls, value: Any) -> Any:
        # a list of ids, one per ability with a tap cost (118.3)
        if not isinstance(value, list):
            kind = type(value).__name__
            raise KeywordError(
                f"must be a list of permanent ids (one per cost paid, 118.3), not {kind}",
                "choice_tapped_not_list",
                kind=kind,
            )
        return value

    def __hash__(self) -> int:
        # hashable although it holds a list: frozen, and never changed once
        # read, so one instance can be every permanent's default (as above)
        chosen = None if self.proliferated is None else tuple(self.proliferated)
        return hash(
            (
                self.may,
                tuple(self.targets),
                tuple(self.sacrificed),
                chosen,
                str(self.modes),
                tuple(self.tapped),
                self.defending_pays,
                self.ward_paid,
            )
        )


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
    card: Name | None = None  # a catalog card (English or Japanese name) for the defaults
    name: Name = ""
    name_ja: Name = ""
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
    abilities: list[Sentence | dict[str, Any]] = Field(default_factory=_empty_list)

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
    # its owner (108.3), when not its controller: the player it leaves the
    # game with (800.4a); its controller put it onto the battlefield
    owner: str | None = None
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
    effect: Annotated[str, Field(min_length=1, max_length=MAX_SENTENCE)] | None = None
    # an instant or sorcery of the catalog instead of ``effect``: its text
    # is the effect; ``mode``, the modes chosen of a modal card (700.2)
    card: Annotated[str, Field(min_length=1, max_length=MAX_NAME)] | None = None
    mode: Annotated[int, Field(ge=1, le=20)] | list[Annotated[int, Field(ge=1, le=20)]] | None = (
        None
    )
    targets: list[str] = Field(default_factory=_empty_list)
    controller: str = ""
    token: str = ""
    # the permanent sacrificed for an additional cost ("As an additional
    # cost to cast this spell, sacrifice a creature": 601.2h)
    sacrifice: str = ""
    # the value of X announced (107.3a, 601.2b) and a color chosen
    # ("protection from the color of your choice", 608.2d)
    x: Annotated[int, Field(ge=0, le=1000)] | None = None
    color: Literal["white", "blue", "black", "red", "green"] | None = None
    # issue 33 (session 7): "You may tap or untap target creature": which
    # (608.2d, 701.26)
    tap: Literal["tap", "untap"] | None = None
    # the card's kicker cost was paid as it was cast (702.33d): "If this
    # spell was kicked, ..." applies
    kicked: bool = False
    # issue 33: the damage each of ``targets`` is dealt, in order, for a
    # spell that divides its damage as its caster chooses (601.2d)
    divide: list[Annotated[int, Field(ge=0, le=1000)]] | None = None
    # the permanents the players choose to sacrifice ("Target player
    # sacrifices a creature": 701.21a)
    sacrificed: list[str] | None = None
    # issue 34: the caster pays the cost of each ward ability its targets
    # trigger (702.21a); false: the spell is countered
    ward_paid: bool = False
    # issue 33: the permanents and players its proliferate chooses (701.34a);
    # left out: the default (mtgcombat.rules.proliferate)
    proliferated: list[str] | None = None
    # issue 33: the source of the caster's choice ("Prevent all damage a
    # source of your choice would deal this turn": 609.7a), a permanent's id
    source: Annotated[str, Field(max_length=MAX_NAME)] = ""
    # issue 33 (session 10): an activated ability of the permanent with this
    # id instead of a spell (602.2), the ``ability``-th of its card's
    # activated abilities (left out: its only one)
    activate: Annotated[str, Field(min_length=1, max_length=MAX_NAME)] | None = None
    ability: Annotated[int, Field(ge=1, le=20)] | None = None


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
    # 616.1: the affected player (or controller) orders the replacement and
    # prevention effects of permanents on damage dealt to a player or permanent
    replacement_order: dict[str, list[str]] = Field(default_factory=_empty_dict)
    assignments: AmountTable | None = None
    first_strike_assignments: AmountTable | None = None
    # spells cast between the steps (mtgcombat.rules.timeline)
    timeline: list[TimelineDoc] = Field(default_factory=_empty_list)
