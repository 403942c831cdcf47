"""The entries of a combat timeline: spells cast between the steps of
combat, each at one :class:`Point`, with a fixed effect and the ids it
targets; checking an entry's targets as it is cast (601.2c) and as it
resolves (608.2b), and resolving it as when no player responds (608.2): a
pump, a keyword, destruction (701.8), a creature token put onto the
battlefield blocking (509.7 in 2023, 509.4 now).
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping

from mtgcombat.core.abilities import (
    CounterEffect,
    DestroyEffect,
    DrawEffect,
    KeywordEffect,
    LifeEffect,
    PreventEffect,
    PumpEffect,
    RegenerateEffect,
    RemoveFromCombatEffect,
    ReturnToHandEffect,
    SacrificeEffect,
    Selector,
)
from mtgcombat.core.effect_values import ProliferateEffect  # 701.34
from mtgcombat.core.events import (
    Event,
    KeywordChanged,
    NotInCombat,
    PowerToughnessChanged,
    PreventionAdded,
    RemovedFromCombat,
    TimelineFizzles,
    TimelineResolves,
)
from mtgcombat.core.fog_values import FogEffect  # issue 33: 615.1
from mtgcombat.core.instances import with_ability, without_repeats
from mtgcombat.core.model import Board, Permanent, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.selectors import matches
from mtgcombat.core.spell_filters import SpellKinds  # issue 33: 205.3, 205.4
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.rules.effects import apply_static_effects, has_effects
from mtgcombat.rules.layer6 import noted_later
from mtgcombat.rules.layer7 import pumped
from mtgcombat.rules.limited_prevention import add_fog
from mtgcombat.rules.ordering import remove_from_combat
from mtgcombat.rules.proliferate import proliferate
from mtgcombat.rules.sacrifice_own import not_theirs
from mtgcombat.rules.sba import check_state_based_actions
from mtgcombat.rules.spell_colors import colors_layered  # issue 33 (session 11): 613.7
from mtgcombat.rules.spell_conditions import ConditionalEffect, chosen_effects
from mtgcombat.rules.spell_control import GainControlEffect
from mtgcombat.rules.spell_counted import (
    CountedDamageEffect,
    CountedPumpEffect,
    GroupCounterEffect,
)
from mtgcombat.rules.spell_effects import (
    TARGETED,
    UNTARGETED,
    AbilityGainEffect,
    BlockThisTurnEffect,
    EachDamageEffect,
    GroupSpellEffect,
    PreventNextEffect,
    SpellDamageEffect,
    SpellExileEffect,
    SpellTapEffect,
    TokenAttackingEffect,
    apply_targeted,
    apply_untargeted,
    caster_object,
    spell_source,
    without_source,
)
from mtgcombat.rules.spell_exile_instead import ExileIfDiesEffect, exile_instead
from mtgcombat.rules.spell_extra import EXTRA, ExtraEffect, apply_extra  # issue 33
from mtgcombat.rules.spell_keyword_counters import KeywordCounterEffect  # 122.1b
from mtgcombat.rules.spell_layer7 import LAYER_7, Layer7Effect, apply_layer_7  # issue 33
from mtgcombat.rules.spell_leaving import destroy_permanent as _destroy
from mtgcombat.rules.spell_leaving import sacrifice_permanent as _sacrifice
from mtgcombat.rules.spell_mana_value_check import unknown_mana_value  # 202.3
from mtgcombat.rules.spell_paid_costs import cast_paid, life_unpaid  # issue 33 (session 10)
from mtgcombat.rules.spell_removal import (  # issue 33: damage, removal, regeneration
    REMOVAL,
    SOURCED,
    RemovalEffect,
    apply_removal,
    second_target,
)
from mtgcombat.rules.spell_riders import RIDERS, RiderEffect, apply_rider  # issue 33
from mtgcombat.rules.spell_same_name import SameNameEffect, with_same_name
from mtgcombat.rules.targeting import (
    player_targeting_problem,
    spell_object,
    targeting_problem,
)
from mtgcombat.rules.timeline_activate import activation_problem, pay_activation, source_problem
from mtgcombat.rules.timeline_tokens import TokenBlockingEffect, token_blocking


class Point(enum.Enum):
    """When a timeline entry is cast: after attackers are declared (508.2),
    after blockers are declared (509.4 in 2023, 509.2 now: players get
    priority), or after first-strike combat damage (510.3, 510.4).

    >>> [p.value for p in Point]
    ['declare-attackers', 'declare-blockers', 'first-strike-damage']
    """

    DECLARE_ATTACKERS = "declare-attackers"
    DECLARE_BLOCKERS = "declare-blockers"
    FIRST_STRIKE_DAMAGE = "first-strike-damage"

    def __str__(self) -> str:
        return self.value


SpellEffect = (
    PumpEffect
    | KeywordEffect
    | PreventEffect
    | RemoveFromCombatEffect
    | DestroyEffect
    | SacrificeEffect
    | TokenBlockingEffect
    # instants and sorceries from the catalog (mtgcombat.rules.spell_effects)
    | SpellDamageEffect
    | SpellExileEffect
    | SpellTapEffect
    | BlockThisTurnEffect
    | PreventNextEffect
    | TokenAttackingEffect
    | GroupSpellEffect
    | ReturnToHandEffect
    | RegenerateEffect
    | CounterEffect
    | LifeEffect
    | DrawEffect
    | AbilityGainEffect
    | EachDamageEffect
    | CountedPumpEffect  # mtgcombat.rules.spell_counted
    | CountedDamageEffect
    | GroupCounterEffect
    | GainControlEffect  # mtgcombat.rules.spell_control
    | ConditionalEffect  # mtgcombat.rules.spell_conditions
    | RemovalEffect  # damage, removal, regeneration (mtgcombat.rules.spell_removal)
    | RiderEffect  # a group tapped, a token for the target's controller (spell_riders)
    | ProliferateEffect  # 701.34: the entry's proliferated (mtgcombat.rules.proliferate)
    | ExileIfDiesEffect  # 614.1a: exiled instead of dying (mtgcombat.rules.spell_exile_instead)
    | FogEffect  # issue 33: a fog limited to some (mtgcombat.rules.limited_prevention)
    | ExtraEffect  # issue 33: a second target's pump, a flicker, 508.1d (rules.spell_extra)
    | Layer7Effect  # issue 33: 613.4b, 613.4d (mtgcombat.rules.spell_layer7)
    | KeywordCounterEffect  # issue 33: 122.1b (mtgcombat.rules.spell_keyword_counters)
    | SameNameEffect  # issue 33 (session 10): 201.2 (mtgcombat.rules.spell_same_name)
)
"""The effects a timeline entry may have."""


@dataclass(frozen=True, slots=True)
class Spell:
    """A spell (or an activated ability) with a fixed effect: its sentence as
    written, its effects in order, and ``target``, what its one target must
    be (``None``: it has none).

    >>> spell = Spell("Destroy target creature.", (DestroyEffect("target"),), Selector())
    >>> spell.targeted
    True
    """

    text: str
    effects: tuple[SpellEffect, ...]
    target: Selector | None = None
    # further kinds of object the one target may be ("target creature or
    # planeswalker"), and whether it may be a player ("any target", 115.4)
    also: tuple[Selector, ...] = ()
    players: bool = False
    # the spell's colors (105.2; a card's), for protection (702.16)
    colors: frozenset[str] = frozenset()
    # how many targets it takes (601.2c): at least, at most (0: any number);
    # "up to two target creatures" is (0, 2), "two target creatures" (2, 2)
    count: tuple[int, int] = (1, 1)
    # "As an additional cost to cast this spell, sacrifice a creature"
    # (601.2b, 601.2h): the card types the permanent sacrificed may have
    # (any one of them); the entry names it (``TimelineEntry.sacrifice``)
    sacrifice_cost: tuple[str, ...] = ()
    # issue 33 (session 13): what else the permanent must be ("a nonland
    # permanent", "a Goblin", "a green creature"); ``None``: its types only
    sacrifice_filter: Selector | None = None
    # issue 33 (session 10): "..., pay 3 life" and "..., discard two cards"
    # (601.2b): paid as it is cast (601.2h; mtgcombat.rules.spell_paid_costs)
    life_cost: int = 0
    discard_cost: int = 0
    # the card types of the card cast (205.2a), for the abilities a spell
    # triggers (601.2i: "whenever you cast a noncreature spell"); none: a
    # sentence given without its card (an instant, 307.1, its colors unknown)
    types: frozenset[str] = frozenset()
    # issue 33: the card's subtypes and supertypes (205.3, 205.4: "a Spirit
    # or Arcane spell", "a historic spell"); ``None``: a sentence alone
    kinds: SpellKinds | None = None
    # with ``players``: the player target must be an opponent of the caster
    # ("target opponent or planeswalker": 102.2, 115.4)
    opponents: bool = False
    # issue 33: whether it was kicked (702.33d), for "whenever you cast a
    # kicked spell"; ``None``: a sentence alone, not known
    kicked: bool | None = None
    # issue 33: its mana value on the stack (202.3), for "whenever you cast
    # a spell with mana value 4 or greater"; ``None``: not known (a
    # sentence alone, or a card with X in its cost, 202.3e)
    mana_value: int | None = None
    # issue 33 (session 13): where the card cast goes as it resolves or is
    # countered: "graveyard" (an instant or sorcery, 608.2n, 608.2b),
    # "exile" (rebound, "Exile ~.": 702.88a), "unknown" (its text names
    # another zone, or another kind of card); "": a sentence alone, no card
    after_zone: str = ""

    @property
    def targeted(self) -> bool:
        """Whether it has a target (one, chosen as it is cast: 601.2c).

        >>> Spell("Prevent all combat damage that would be dealt this turn.",
        ...       (PreventEffect(everything=True),)).targeted
        False
        """
        return self.target is not None


@dataclass(frozen=True, slots=True)
class TimelineEntry:
    """A spell cast at a point of combat, with its targets. ``controller``
    is who casts it (the token's controller; by default the defending player
    of the attacker a token blocks). ``name`` labels it in events.

    For a spell that puts a creature token onto the battlefield blocking
    (:class:`TokenBlockingEffect`), ``token`` is the token's id ("": the
    first free one of ``saproling1``, ``saproling2``...), and ``order`` the
    attacker's damage assignment order under the 2023 rules once the token
    is in it: the active player's choice of its place (509.7). The token
    goes before the first creature ``order`` lists after it that is in the
    order then, the others keeping their relative order; last when ``order``
    does not list it. A token that enters during the declare attackers step
    is its attacker's first blocker: its ``order`` is then the one announced
    once blockers are declared (509.2).

    >>> from mtgcombat.core.abilities import PumpEffect
    >>> spell = Spell("Target creature gets +3/+3 until end of turn.",
    ...               (PumpEffect("target", 3, 3),))
    >>> TimelineEntry(Point.DECLARE_BLOCKERS, spell, ("bear",)).name
    'timeline'
    """

    after: Point
    spell: Spell
    targets: tuple[str, ...] = ()
    controller: str = ""
    name: str = "timeline"
    token: str = ""
    order: tuple[str, ...] = ()
    # the permanent sacrificed to pay the spell's additional cost (601.2h)
    sacrifice: str = ""
    # issue 33: the damage announced for each of ``targets``, in order, for
    # a spell that divides its damage (601.2d)
    divide: tuple[int, ...] = ()
    # the permanents the players choose to sacrifice ("Target player
    # sacrifices a creature": 701.21a), one for each such player
    sacrificed: tuple[str, ...] = ()
    # issue 34: whether the caster pays the cost of each ward ability that
    # triggers as the spell targets a permanent (702.21a); unpaid, the
    # spell is countered (mtgcombat.rules.timeline_ward)
    ward_paid: bool = False
    # issue 33: the permanents and players the caster's proliferate chooses
    # (701.34a); None: the default (mtgcombat.rules.proliferate)
    proliferated: tuple[str, ...] | None = None
    # issue 33: the source of the caster's choice ("Prevent all damage a
    # source of your choice would deal this turn"), chosen as the effect is
    # created (609.7a)
    source: str = ""
    # issue 33 (session 10): an activated ability of the permanent
    # ``activated`` (602.2; mtgcombat.rules.timeline_activate): its cost as
    # printed, whether it taps the source (602.2b), and whether the first of
    # ``targets`` is the source its effect names ("~"), not a target
    activated: str = ""
    activation_cost: str = ""
    tap_cost: bool = False
    self_target: bool = False
    life_cost: int = 0  # "Pay N life" (119.4)

    def caster(self, board: Board) -> str:
        """Who casts the entry: its ``controller``, or by default the first
        opponent of the active player (the defending player of a two-player
        game; in Two-Headed Giant not a teammate, 102.3).

        >>> from mtgcombat.core.model import Player
        >>> board = Board([Player("A"), Player("B")], [], "A")
        >>> spell = Spell("Prevent all combat damage that would be dealt this turn.", ())
        >>> entry = TimelineEntry(Point.DECLARE_BLOCKERS, spell)
        >>> entry.caster(board), dataclasses.replace(entry, controller="A").caster(board)
        ('B', 'A')
        """
        if self.controller:
            return self.controller
        active = board.active_player
        return next((p.id for p in board.players if board.are_opponents(active, p.id)), "")


class TimelineError(ValueError):
    """A timeline entry that cannot be cast as given: a target that is not
    a legal one as the entry is cast, at its point (601.2c). ``entry`` is
    the entry's name (``timeline[i]``), ``field`` its field at fault,
    ``rule`` the rule; ``key`` and ``facts`` name the problem for a message
    in either language (the message catalog's input_errors: ``facts`` hold
    ids, the entry's sentence, its point and, for a target that does not
    fit, ``wanted``, the :class:`~mtgcombat.core.abilities.Selector` it must
    match, which the edge writes out).

    >>> err = TimelineError("timeline[0]", "targets", "601.2c", "timeline_target_gone",
    ...                     {"target": "bear", "effect": "Destroy target creature.",
    ...                      "point": "declare-blockers"})
    >>> str(err)
    'timeline[0].targets: bear is not a legal target of timeline[0] as it is cast (601.2c)'
    """

    def __init__(
        self, entry: str, field: str, rule: str, key: str, facts: Mapping[str, object]
    ) -> None:
        self.entry = entry
        self.field = field
        self.rule = rule
        self.key = key
        self.facts = dict(facts)
        target = self.facts.get("target", "")
        super().__init__(
            f"{entry}.{field}: {target} is not a legal target of {entry} as it is cast ({rule})"
        )


def target_problem(board: Board, entry: TimelineEntry, target: str) -> str:
    """Why ``target`` is not a legal target of the entry now (608.2b), or "".

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> spell = Spell("Destroy target attacking creature.", (DestroyEffect("target"),),
    ...               Selector(role="attacking"))
    >>> target_problem(board, TimelineEntry(Point.DECLARE_BLOCKERS, spell, ("bear",)), "bear")
    'not_matching'
    """
    if entry.self_target and target == entry.targets[0]:
        return source_problem(board, target)  # "~": the ability's source, not targeted (602.2)
    spell = entry.spell
    spec = second_target(spell.effects)  # issue 33: a second target (spell_removal)
    if spec is not None and entry.targets and target == entry.targets[-1]:
        if spec.distinct and target in entry.targets[:-1]:
            return "not_matching"  # "another target creature" (115.1)
        alone = dataclasses.replace(spell, effects=(), target=spec.selector, also=spec.also,
                                    players=spec.players, opponents=spec.opponents)  # fmt: skip
        return target_problem(board, dataclasses.replace(entry, spell=alone, targets=()), target)
    perm = board.get(target)
    if perm is None and spell.players and board.is_player(target):
        if board.player(target).lost:
            return "gone"
        if spell.opponents and target in board.team_of(entry.caster(board)):
            return "not_an_opponent"  # 102.2, 115.4: not the caster nor a teammate
        # a player's shroud or hexproof (702.18a, 702.11c)
        found = _player_restriction(board, entry, target)
        return found[0].removeprefix("target_") if found is not None else ""
    if perm is None or not perm.on_battlefield:
        return "gone"
    wanted = spell.target
    # "target creature you control": relative to the spell's caster (115.1)
    caster = caster_object("\x00spell", entry.caster(board)) if wanted is not None else None
    if wanted is not None and not any(
        matches(board, w, perm, caster) for w in (wanted, *spell.also)
    ):
        return "not_matching"
    found = _restriction(board, entry, perm)
    # shroud, hexproof, protection, "can't be the target of spells" (the
    # triggered abilities' check: 702.18a, 702.11b, 702.11d, 702.16b)
    return found[0].removeprefix("target_") if found is not None else ""


_RESTRICTIONS = frozenset(
    {"shroud", "hexproof", "hexproof_from", "protection", "untargetable", "player_hexproof"}
    | {"player_protection"}  # issue 33: a player's protection (702.16b, 702.16j, 702.16k)
)
"""The problems :func:`_restriction` finds (without the ``target_`` of their keys)."""


def _restriction(
    board: Board, entry: TimelineEntry, perm: Permanent
) -> tuple[str, dict[str, object]] | None:
    """What forbids the entry's spell to target ``perm``, as a trigger's
    target would be forbidden (:func:`~mtgcombat.rules.targeting.targeting_problem`):
    the spell is the source, with its colors and card types; an activated
    ability's source is its permanent, and the ability is no spell (115.4:
    "can't be the target of spells" does not stop it; 702.11b hexproof
    and 702.16b protection do)."""
    if not perm.abilities and perm.granted is None:
        return None
    ability = _ability_source(board, entry)
    if ability is not None:
        return targeting_problem(board, perm, ability, spell=False)
    spell = spell_object(
        entry.name, entry.caster(board), entry.spell.colors, entry.spell.mana_value
    )
    return targeting_problem(board, perm, spell, spell=True, kinds=entry.spell.types)


def _player_restriction(
    board: Board, entry: TimelineEntry, player: str
) -> tuple[str, dict[str, object]] | None:
    """What forbids the entry's spell to target the player: shroud,
    hexproof (702.18a, 702.11c), protection (702.16b, 702.16j, 702.16k);
    the spell is the source, with its colors and card types (an activated
    ability: its permanent, 115.4)."""
    caster = entry.caster(board)
    ability = _ability_source(board, entry)
    if ability is not None:
        return player_targeting_problem(board, player, caster, ability)
    spell = spell_object(entry.name, caster, entry.spell.colors, entry.spell.mana_value)
    return player_targeting_problem(
        board, player, caster, spell, spell=True, kinds=entry.spell.types
    )


def _ability_source(board: Board, entry: TimelineEntry) -> Permanent | None:
    """The permanent whose ability the entry activates (602.2), as it is or
    last was on the battlefield (113.7a: the ability exists apart from its
    source, sacrificed as a cost); ``None`` for a spell."""
    if not entry.activated:
        return None
    found = board.get(entry.activated)
    return found if found is not None else caster_object(entry.activated, entry.caster(board))


def _replace(board: Board, perm: Permanent) -> Board:
    return board.with_permanents(perm if p.id == perm.id else p for p in board.permanents)


def cast_check(board: Board, entry: TimelineEntry) -> None:
    """Check the entry's targets as it is cast at its point (601.2c): each
    must be on the battlefield and fit what the sentence targets. Raises
    :class:`TimelineError` naming the entry's ``targets``.

    >>> from mtgcombat.core.model import Board, CardType, Permanent, Player
    >>> rock = Permanent(id="rock", controller="B", types=frozenset({CardType.ARTIFACT}))
    >>> board = Board([Player("A"), Player("B")], [rock], "A")
    >>> spell = Spell("Destroy target creature.", (DestroyEffect("target"),),
    ...               Selector(types=frozenset({"creature"})))
    >>> entry = TimelineEntry(Point.DECLARE_BLOCKERS, spell, ("rock",), name="timeline[0]")
    >>> cast_check(board, entry)
    Traceback (most recent call last):
    ...
    mtgcombat.rules.timeline_entries.TimelineError: timeline[0].targets: rock is not ...
    """
    found = (
        activation_problem(
            board, entry.activated, tap_cost=entry.tap_cost, life_cost=entry.life_cost
        )
        if entry.activated
        else None
    )
    if found is not None:  # its source there, untapped for "{T}" (602.2, 602.2b)
        said: dict[str, object] = {"target": entry.activated, "effect": entry.spell.text,
                "point": entry.after.value, "cost": entry.activation_cost}  # fmt: skip
        raise TimelineError(entry.name, "activate", found[1], found[0], said)
    if entry.sacrifice:
        paid = board.get(entry.sacrifice)
        if paid is None or not paid.on_battlefield:
            # the cost cannot be paid: the spell is not cast (601.2h)
            paid_facts: dict[str, object] = {
                "target": entry.sacrifice,
                "effect": entry.spell.text,
                "point": entry.after.value,
            }
            raise TimelineError(
                entry.name, "sacrifice", "601.2h", "timeline_target_gone", paid_facts
            )
    _sacrifice_check(board, entry)  # issue 33: the players' choices (701.21a)
    index, unknown = unknown_mana_value(board, entry.spell.effects, entry.caster(board))
    if unknown:  # a group by mana value: one not given is not guessed (202.3)
        said = {"permanent": unknown, "entry": entry.name, "effect": entry.spell.text}
        raise TimelineError(
            f"permanents[{index}]", "mana_value", "202.3", "timeline_mana_value_unknown", said
        )
    layered = colors_layered(board, entry.spell.effects)  # session 11: 613.7
    if layered:
        said = {"permanent": layered, "entry": entry.name, "effect": entry.spell.text}
        raise TimelineError(entry.name, "card", "613.7", "timeline_colors_layered", said)
    if life_unpaid(board, entry.spell, entry.caster(board)):  # 119.4, 601.2h
        life = {"effect": entry.spell.text, "amount": entry.spell.life_cost}
        raise TimelineError(entry.name, "card", "119.4", "timeline_life_cost_unpaid", life)
    for target in entry.targets:
        problem = target_problem(board, entry, target)
        if not problem:
            continue
        facts: dict[str, object] = {
            "target": target,
            "effect": entry.spell.text,
            "point": entry.after.value,
        }
        wanted = entry.spell.target  # "\x00none": no permanent's id (text.spell_values.NOBODY)
        alone = wanted is not None and wanted.ids == ("\x00none",) and not entry.spell.also
        if problem == "not_an_opponent":
            facts["player"] = entry.caster(board)
            problem += "_only" if alone else ""  # "target opponent": no planeswalker (115.4)
        if problem == "not_matching" and alone:
            problem = "not_a_player"  # "target opponent discards": players only (115.1)
        if problem in _RESTRICTIONS:
            # the problem as a trigger's target has it (702.11b, 702.16b...)
            restricted = (
                _player_restriction(board, entry, target)
                if board.is_player(target)
                else _restriction(board, entry, board.permanent(target))
            )
            if restricted is not None:
                key, more = restricted
                facts.update(more)
                raise TimelineError(entry.name, "targets", "601.2c", f"timeline_{key}", facts)
        if problem == "not_matching" and entry.spell.target is not None:
            facts["wanted"] = entry.spell.target
            spec = second_target(entry.spell.effects)  # issue 33: the second target's
            if spec is not None and target == entry.targets[-1]:
                facts["wanted"] = spec.selector
        raise TimelineError(entry.name, "targets", "601.2c", f"timeline_target_{problem}", facts)


def _paid_numbers(entry: TimelineEntry, paid: Permanent) -> TimelineEntry:
    """The entry with its spell reading ``paid``'s numbers (session 13)."""
    from mtgcombat.rules.spell_sacrificed import with_sacrificed  # noqa: PLC0415

    effects = with_sacrificed(entry.spell.effects, paid)
    return dataclasses.replace(entry, spell=dataclasses.replace(entry.spell, effects=effects))


def _sacrifice_check(board: Board, entry: TimelineEntry) -> None:
    """The entry's ``sacrificed``: each player the spell makes sacrifice
    names one permanent of theirs it allows (701.21a), as the spell is cast
    (nothing happens between its casting and its resolution here)."""
    from mtgcombat.rules.spell_removal import (  # noqa: PLC0415
        PlayerSacrificeEffect,
        TheirGroupDamageEffect,
        sacrifice_problem,
    )

    for effect in entry.spell.effects:
        caster = entry.caster(board)
        if (
            isinstance(effect, TheirGroupDamageEffect)
            and effect.opponent
            and caster in entry.targets
        ):
            said: dict[str, object] = {"player": caster, "effect": entry.spell.text}
            raise TimelineError(
                entry.name, "targets", "601.2c", "timeline_target_not_opponent", said
            )
        if not isinstance(effect, PlayerSacrificeEffect):
            continue
        live = [t for t in entry.targets if not target_problem(board, entry, t)]
        found = sacrifice_problem(board, effect, live, entry.caster(board), entry.sacrificed)
        if found is not None:
            key, facts = found
            facts = {**facts, "effect": entry.spell.text, "point": entry.after.value}
            raise TimelineError(entry.name, "sacrificed", "701.21a", key, facts)


def apply_entry(
    board: Board, rules: RuleSet | str, entry: TimelineEntry
) -> tuple[Board, tuple[Event, ...]]:
    """Resolve one timeline entry (608.2), then perform state-based actions
    (704.3). A target no longer legal: nothing happens (608.2b).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> spell = Spell("Remove target creature from combat.", (RemoveFromCombatEffect("target"),),
    ...               Selector())
    >>> after, events = apply_entry(board, "current",
    ...                             TimelineEntry(Point.DECLARE_BLOCKERS, spell, ("bear",)))
    >>> after.attackers(), [e.rule for e in events]
    ((), ['608.2', '506.4'])
    """
    rules = RuleSet.coerce(rules)
    source = entry.name
    events: list[Event] = []
    if entry.activated:  # 602.2: activated, "{T}" paid (602.2b)
        board, events = pay_activation(
            board, source, entry.activated, entry.activation_cost, tap_cost=entry.tap_cost,
            life_cost=entry.life_cost, rules=rules,
        )  # fmt: skip
    paid = board.get(entry.sacrifice) if entry.sacrifice else None
    if paid is not None and paid.on_battlefield:
        # the additional cost is paid as the spell is cast, after its
        # targets are chosen (601.2c, 601.2h): the creature leaves combat;
        # "the sacrificed creature's power" is its power then (608.2h)
        entry = _paid_numbers(entry, paid)
        board, sacrificed = _sacrifice(board, rules, paid.id, source)
        events.extend(sacrificed)
    board, costs, resolves = cast_paid(board, rules, entry.spell, entry.caster(board), source)
    events.extend(costs)  # issue 33 (session 10): life and cards (601.2h)
    if not resolves:  # its caster lost paying life (117.3c, 704.5a, 800.4a)
        return board, tuple(events)
    illegal = [t for t in entry.targets if target_problem(board, entry, t)]
    if illegal and len(illegal) == len(entry.targets):
        return board, (TimelineFizzles("608.2b", source, illegal[0]),)
    named = entry.targets[1:] if entry.self_target else entry.targets  # "~": not a target
    events.append(TimelineResolves("608.2", source, entry.after.value, entry.spell.text, named))
    # a spell with several targets resolves for those still legal (608.2b)
    targets = tuple(t for t in entry.targets if t not in illegal)
    # issue 33: the second target an effect names is the entry's last id (spell_removal)
    second = ""
    if second_target(entry.spell.effects) is not None and entry.targets:
        second = "" if entry.targets[-1] in illegal else entry.targets[-1]
        targets = tuple(t for t in entry.targets[:-1] if t not in illegal)
    controller = entry.caster(board)
    effects = [  # with those a condition may choose (608.2c)
        *entry.spell.effects,
        *(x for e in entry.spell.effects if isinstance(e, ConditionalEffect) for x in e.then),
        *(x for e in entry.spell.effects if isinstance(e, ConditionalEffect) for x in e.otherwise),
    ]
    sourced = any(
        isinstance(e, (SpellDamageEffect, EachDamageEffect, CountedDamageEffect, *SOURCED))
        for e in effects
    )
    if sourced:  # the spell is the source of its damage (120.2b)
        board = spell_source(board, source, controller, entry.spell.colors, entry.spell.mana_value)
    pending = list(entry.spell.effects)
    named = targets
    while pending:
        effect = pending.pop(0)
        if isinstance(effect, SameNameEffect):  # session 10: 201.2 (rules.spell_same_name)
            targets = named if effect.end else with_same_name(board, effect, named)
            continue
        if isinstance(effect, ConditionalEffect):
            # "If you control a Swamp, ...": read as the spell reaches it (608.2c)
            pending[:0] = chosen_effects(board, effect, controller, targets)  # type: ignore[assignment]
            continue
        if isinstance(effect, EXTRA):  # issue 33: 601.2c, 400.7, 508.1d (rules.spell_extra)
            shares = dict(zip(entry.targets, entry.divide, strict=False))  # 601.2d
            board, happened = apply_extra(
                board, rules, effect, targets, second, controller, source, shares
            )
            events.extend(happened)
            continue
        if isinstance(effect, REMOVAL):  # damage, removal (mtgcombat.rules.spell_removal)
            division = dict(zip(entry.targets, entry.divide, strict=False))
            board, happened = apply_removal(
                board, rules, effect, targets, controller, source, second, division,
                entry.sacrificed,
            )  # fmt: skip
            events.extend(happened)
            continue
        if isinstance(effect, FogEffect):  # issue 33: a fog limited to some (615.1)
            named = (entry.source,) if effect.by == "chosen" else targets  # 609.7a
            board, happened = add_fog(board, effect, controller, source, named)
            events.extend(happened)
            continue
        if isinstance(effect, PreventEffect) and effect.everything:
            board = board._copy(prevent_all_combat_damage=True)
            events.append(PreventionAdded("615.1", "", "all", source))
            continue
        if isinstance(effect, LifeEffect) and effect.player == "that_player":
            # "Target player gains 3 life" (119.3): each target player
            for who in targets:
                if board.is_player(who):
                    board, happened = apply_untargeted(
                        board, rules, LifeEffect(effect.amount), who, source
                    )
                    events.extend(happened)
            continue
        if isinstance(effect, LifeEffect) and effect.player == "it_controller":
            # "Its controller loses 2 life": the target's controller, as the
            # target last existed (608.2h)
            owners = [board.get(t) for t in targets]
            for who in dict.fromkeys(p.controller for p in owners if p is not None):
                board, happened = apply_untargeted(
                    board, rules, LifeEffect(effect.amount), who, source
                )
                events.extend(happened)
            continue
        if isinstance(effect, RIDERS):  # a group tapped, a token for the target's controller
            tokens = (entry.token,) if entry.token else ()
            board, happened = apply_rider(board, rules, effect, controller, source, targets, tokens)
            events.extend(happened)
            continue
        if isinstance(effect, LAYER_7):  # base P/T set, switched (613.4b, 613.4d)
            board, happened = apply_layer_7(board, effect, targets, source, controller)
            events.extend(happened)
            continue
        if isinstance(effect, ExileIfDiesEffect):  # 614.1a (mtgcombat.rules.spell_exile_instead)
            board, happened = exile_instead(board, effect, targets, events, source)
            events.extend(happened)
            continue
        if isinstance(effect, ProliferateEffect):  # 701.34a: the caster chooses
            board, happened = proliferate(board, controller, source, entry.proliferated, rules)
            events.extend(happened)
            continue
        if isinstance(effect, UNTARGETED):
            tokens = (entry.token,) if entry.token else ()
            board, happened = apply_untargeted(
                board, rules, effect, controller, source, targets, tokens
            )
            events.extend(happened)
            continue
        for target in targets:
            if isinstance(effect, SpellDamageEffect) and board.is_player(target):
                board, happened = apply_targeted(board, rules, effect, target, source)
                events.extend(happened)
                continue
            perm = board.get(target)
            if perm is None or not perm.on_battlefield:
                continue
            if isinstance(effect, TARGETED):
                board, happened = apply_targeted(board, rules, effect, target, source)
            else:
                board, happened = _apply_one(board, rules, entry, effect, perm)
            events.extend(happened)
    if sourced:
        board = without_source(board, source)
    board = apply_static_effects(board)
    board, sba = check_state_based_actions(board, rules)
    events.extend(sba)
    return board, tuple(events)


def _apply_one(
    board: Board, rules: RuleSet, entry: TimelineEntry, effect: SpellEffect, perm: Permanent
) -> tuple[Board, list[Event]]:
    source = entry.name
    target = perm.id
    if isinstance(effect, PumpEffect):
        changed = pumped(perm, effect.power, effect.toughness, source)  # 613.4c, 613.7a
        event = PowerToughnessChanged("613.4c", target, effect.power, effect.toughness, source)
        return _replace(board, changed), [event]
    if isinstance(effect, KeywordEffect):
        verb = "loses" if effect.lose else "gains"
        if effect.lose:
            if effect.keyword not in perm.abilities:
                changed = perm  # it lacks it: nothing changes now
            else:
                changed = evolve(  # every instance (113.2c)
                    perm,
                    abilities=perm.abilities - {effect.keyword},
                    repeats=without_repeats(perm.repeats, (effect.keyword,)),
                )
        else:
            changed = with_ability(perm, effect.keyword)  # one more instance (113.2c)
        if changed is perm:
            # it has it already (a second is redundant) or lacks it: nothing
            # changes now, but it still applies after the static effects (613.7a)
            if has_effects(board):
                board = _replace(board, noted_later(perm, verb, effect.keyword, source))
            return board, []
        if has_effects(board):
            changed = noted_later(changed, verb, effect.keyword, source)  # 613.7a
        kw_event = KeywordChanged("613.1f", target, verb, str(effect.keyword), source)
        return _replace(board, changed), [kw_event]
    if isinstance(effect, PreventEffect):
        changed = evolve(
            perm,
            prevent_combat_damage_by=perm.prevent_combat_damage_by or effect.dealt_by,
            prevent_combat_damage_to=perm.prevent_combat_damage_to or effect.dealt_to,
        )
        how = (
            "both"
            if effect.dealt_by and effect.dealt_to
            else ("dealt_by" if effect.dealt_by else "dealt_to")
        )
        return _replace(board, changed), [PreventionAdded("615.1", target, how, source)]
    if isinstance(effect, RemoveFromCombatEffect):
        if not board.is_in_combat(target):
            return board, [NotInCombat("506.4", target)]
        return remove_from_combat(board, target, rules), [RemovedFromCombat("506.4", target)]
    if isinstance(effect, DestroyEffect):
        return _destroy(board, rules, effect, perm, source)
    if isinstance(effect, SacrificeEffect):  # only its own permanent (701.21a)
        refused = not_theirs(board, rules, target, entry.caster(board), source)
        return (board, refused) if refused else _sacrifice(board, rules, target, source)
    assert isinstance(effect, TokenBlockingEffect)
    return token_blocking(
        board, rules, effect, target, entry.controller, entry.token, entry.order, entry.name
    )
