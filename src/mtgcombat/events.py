"""Typed combat events, each with the rule that produces it.

The declare blockers step's trigger points (509.1i; the trigger conditions of
509.5a-g in the 2023 numbering, 509.3a-g now) are events here, so an engine
can fire "whenever ~ blocks" and friends exactly once where the rules say.

>>> from mtgcombat.model import Board, Permanent, Player
>>> gorger = Permanent(id="gorger", controller="A", power=5, toughness=6, attacking="B")
>>> guard = Permanent(id="guard", controller="B", power=0, toughness=3, blocking=("gorger",))
>>> board = Board(players=(Player("A"), Player("B")), permanents=(gorger, guard),
...               active_player="A")
>>> [e.to_json()["kind"] for e in block_events(board, RuleSet.CURRENT)]
['blocks', 'blocks_creature', 'becomes_blocked', 'becomes_blocked_by', 'blocked_by_count']
"""

from __future__ import annotations

from dataclasses import fields
from typing import TYPE_CHECKING, ClassVar

from mtgcombat.model import Board, fast_init
from mtgcombat.rules import RuleSet

if TYPE_CHECKING:
    from dataclasses import dataclass
else:  # the generated methods compiled on first use (start-up)
    from mtgcombat.valueclass import dataclass


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, with the rule that makes it happen."""

    kind: ClassVar[str] = "event"
    rule: str

    def to_json(self) -> dict[str, object]:
        """A JSON-ready dictionary: ``kind``, ``rule`` and the event's fields.

        >>> doc = DamageDealt("510.2", "ogre", "elf", 5, True, "regular").to_json()
        >>> doc["kind"], doc["rule"], doc["recipient"], doc["amount"]
        ('damage_dealt', '510.2', 'elf', 5)
        """
        cls = type(self)
        names = _FIELD_NAMES.get(cls)
        if names is None:
            names = _FIELD_NAMES[cls] = tuple(f.name for f in fields(self))
        out: dict[str, object] = {"kind": self.kind}
        for name in names:
            out[name] = getattr(self, name)
        return out


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}
"""Each event class's field names, in order (``to_json`` runs per event of
every combat a batch resolves)."""


@dataclass(frozen=True, slots=True)
class Blocks(Event):
    """A creature blocks ("whenever ~ blocks"): once per combat."""

    kind: ClassVar[str] = "blocks"
    blocker: str


@dataclass(frozen=True, slots=True)
class BlocksCreature(Event):
    """A creature blocks a particular attacker: once per attacker."""

    kind: ClassVar[str] = "blocks_creature"
    blocker: str
    attacker: str


@dataclass(frozen=True, slots=True)
class BecomesBlocked(Event):
    """An attacker becomes blocked: once, however many blockers."""

    kind: ClassVar[str] = "becomes_blocked"
    attacker: str


@dataclass(frozen=True, slots=True)
class BecomesBlockedBy(Event):
    """An attacker becomes blocked by a creature: once per blocker."""

    kind: ClassVar[str] = "becomes_blocked_by"
    attacker: str
    blocker: str


@dataclass(frozen=True, slots=True)
class BlockedByCount(Event):
    """How many creatures block an attacker, for "blocked by N or more"."""

    kind: ClassVar[str] = "blocked_by_count"
    attacker: str
    count: int


@dataclass(frozen=True, slots=True)
class AttacksAndIsntBlocked(Event):
    """An attacker got no blockers at all."""

    kind: ClassVar[str] = "attacks_and_isnt_blocked"
    attacker: str


def block_trigger_rule(rules: RuleSet, letter: str) -> str:
    """The number of a block trigger rule: 509.5a-g in 2023, 509.3a-g now.

    >>> from mtgcombat.rules import RuleSet
    >>> block_trigger_rule(RuleSet.R2023, "a"), block_trigger_rule(RuleSet.CURRENT, "a")
    ('509.5a', '509.3a')
    """
    return ("509.5" if rules.has_damage_assignment_order else "509.3") + letter


def block_events(board: Board, rules: RuleSet | str) -> tuple[Event, ...]:
    """The trigger events of declaring the board's blocks (509.1i), in board
    order. Creatures that entered the battlefield blocking did not block
    (509.7, 509.4 now) and are left out; an attacker blocked only by such
    creatures still counts as not blocked for "isn't blocked" (509.5g, 509.3g),
    since no blocker was declared for it.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> [e.rule for e in block_events(board, "current")]
    ['509.3a', '509.3b', '509.3c', '509.3d', '509.3e']
    """
    rules = RuleSet.coerce(rules)
    out: list[Event] = []
    declared: dict[str, list[str]] = {}
    for perm in board.permanents:
        if not perm.blocking or perm.entered_blocking or not perm.is_creature:
            continue
        out.append(Blocks(block_trigger_rule(rules, "a"), perm.id))
        # Blocking one member of a band blocks the whole band (702.22h).
        for attacker in board.declared_blocked_by(perm.id):
            out.append(BlocksCreature(block_trigger_rule(rules, "b"), perm.id, attacker))
            declared.setdefault(attacker, []).append(perm.id)
    for attacker in board.attackers():
        blockers = declared.get(attacker, [])
        if blockers:
            out.append(BecomesBlocked(block_trigger_rule(rules, "c"), attacker))
            out.extend(
                BecomesBlockedBy(block_trigger_rule(rules, "d"), attacker, b) for b in blockers
            )
            out.append(BlockedByCount(block_trigger_rule(rules, "e"), attacker, len(blockers)))
        elif not board.permanent(attacker).blocked:
            out.append(AttacksAndIsntBlocked(block_trigger_rule(rules, "g"), attacker))
    return tuple(out)


# ---------------------------------------------------------------------------
# Combat damage (510.2, 120) and state-based actions (704)
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DamageDealt(Event):
    """Damage dealt (120.4b): the 510.3a trigger point for "deals combat damage"."""

    kind: ClassVar[str] = "damage_dealt"
    source: str
    recipient: str
    amount: int
    combat: bool
    step: str


@dataclass(frozen=True, slots=True)
class DamagePrevented(Event):
    """Damage that would have been dealt and was prevented (615, 702.16e)."""

    kind: ClassVar[str] = "damage_prevented"
    source: str
    recipient: str
    amount: int
    reason: str


@dataclass(frozen=True, slots=True)
class LifeLost(Event):
    kind: ClassVar[str] = "life_lost"
    player: str
    amount: int
    source: str


@dataclass(frozen=True, slots=True)
class LifeGained(Event):
    kind: ClassVar[str] = "life_gained"
    player: str
    amount: int
    source: str


@dataclass(frozen=True, slots=True)
class LifeGainPrevented(Event):
    """A gain of life that did not happen ("can't gain life", 120.4c)."""

    kind: ClassVar[str] = "life_gain_prevented"
    player: str
    amount: int
    source: str


@dataclass(frozen=True, slots=True)
class CountersPut(Event):
    kind: ClassVar[str] = "counters_put"
    target: str
    counter: str
    amount: int
    source: str


@dataclass(frozen=True, slots=True)
class CountersRemoved(Event):
    kind: ClassVar[str] = "counters_removed"
    target: str
    counter: str
    amount: int
    source: str


@dataclass(frozen=True, slots=True)
class DamageMarked(Event):
    """Damage marked on a creature (120.3e)."""

    kind: ClassVar[str] = "damage_marked"
    creature: str
    amount: int
    source: str


@dataclass(frozen=True, slots=True)
class Destroyed(Event):
    kind: ClassVar[str] = "destroyed"
    permanent: str


@dataclass(frozen=True, slots=True)
class Regenerated(Event):
    """A regeneration shield replaced destruction (701.15 in 2023, 701.19 now)."""

    kind: ClassVar[str] = "regenerated"
    permanent: str


@dataclass(frozen=True, slots=True)
class DestructionPrevented(Event):
    """Indestructible (702.12b) stopped a destruction."""

    kind: ClassVar[str] = "not_destroyed"
    permanent: str


@dataclass(frozen=True, slots=True)
class PutIntoGraveyard(Event):
    kind: ClassVar[str] = "put_into_graveyard"
    permanent: str


@dataclass(frozen=True, slots=True)
class SiegeTriggered(Event):
    """The last defense counter was removed from a Siege: its own triggered
    ability triggers (310.11b: exile it, then its controller may cast it
    transformed). While that ability waits, 704.5v leaves the battle alone."""

    kind: ClassVar[str] = "siege_triggers"
    permanent: str


@dataclass(frozen=True, slots=True)
class Exiled(Event):
    kind: ClassVar[str] = "exiled"
    permanent: str


@dataclass(frozen=True, slots=True)
class PlayerLost(Event):
    kind: ClassVar[str] = "player_lost"
    player: str


@dataclass(frozen=True, slots=True)
class LeftGame(Event):
    """A permanent of a player who lost a multiplayer game leaves the game
    with them (800.4a)."""

    kind: ClassVar[str] = "left_game"
    permanent: str
    player: str


@dataclass(frozen=True, slots=True)
class RemovedFromCombat(Event):
    kind: ClassVar[str] = "removed_from_combat"
    permanent: str


@dataclass(frozen=True, slots=True)
class StepBegins(Event):
    kind: ClassVar[str] = "step"
    step: str


@dataclass(frozen=True, slots=True)
class DamageRemoved(Event):
    """Marked damage removed (514.2 cleanup, or regeneration)."""

    kind: ClassVar[str] = "damage_removed"
    permanent: str
    amount: int


@dataclass(frozen=True, slots=True)
class RegenerationShieldsEnded(Event):
    """Unused regeneration shields end with the turn (514.2): each lasts only
    "this turn" (701.15 in 2023, 701.19 now)."""

    kind: ClassVar[str] = "regeneration_shields_end"
    permanent: str
    amount: int


@dataclass(frozen=True, slots=True)
class PreventionShieldEnded(Event):
    """What is left of a "prevent the next N damage this turn" shield on a
    permanent or player ends with the turn (514.2)."""

    kind: ClassVar[str] = "prevention_shield_ends"
    target: str
    amount: int


# ---------------------------------------------------------------------------
# Effects of one permanent on others (611.3a, 613, 615) and players' effects
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EffectApplies(Event):
    """A static ability's effect starts to apply to an object during combat
    (611.3a: it applies to whatever its selector matches now). ``what`` and
    ``value`` say what it changes (see :class:`~mtgcombat.model.EffectChange`)."""

    kind: ClassVar[str] = "effect_applies"
    source: str
    affected: str
    what: str
    value: str


@dataclass(frozen=True, slots=True)
class EffectEnds(Event):
    """A static ability's effect stops applying to an object: its source left
    the battlefield, or the object no longer matches (611.3a)."""

    kind: ClassVar[str] = "effect_ends"
    source: str
    affected: str
    what: str
    value: str


@dataclass(frozen=True, slots=True)
class DamagePreventedByEffect(Event):
    """Combat damage prevented by a "prevent all combat damage that would be
    dealt by/to ..." effect (615.1); ``effect`` is the permanent whose
    ability it is, ``reason`` ``dealt_by`` or ``dealt_to``."""

    kind: ClassVar[str] = "effect_prevents_damage"
    source: str
    recipient: str
    amount: int
    reason: str
    effect: str


@dataclass(frozen=True, slots=True)
class DamageRuleApplied(Event):
    """A permanent's damage replacement or prevention ability changed a
    damage event as it would be dealt (614.1a, 614.9, 615.1a, 615.10,
    615.12). ``effect`` is the permanent with the ability; ``how`` says what
    it did: ``prevented`` (``amount`` of it), ``changed`` (from ``amount`` to
    ``result``), ``redirected`` (to ``result``, a permanent id),
    ``plus_counters`` / ``minus_counters`` (``amount`` counters instead of
    the damage), ``not_prevented`` (``amount`` that could not be prevented)."""

    kind: ClassVar[str] = "damage_rule"
    source: str
    recipient: str
    amount: int
    how: str
    effect: str
    result: str = ""


@dataclass(frozen=True, slots=True)
class LifeLossLimited(Event):
    """Damage that could not reduce a player's life total below 1 (a result of
    damage changed by an effect, 120.4c): the damage was dealt, ``amount`` of
    it caused no life loss."""

    kind: ClassVar[str] = "life_floor"
    player: str
    amount: int
    source: str


@dataclass(frozen=True, slots=True)
class LossPrevented(Event):
    """A player who would lose the game (704.5a, 704.5c) doesn't: an effect
    says they can't lose the game (104.3)."""

    kind: ClassVar[str] = "loss_prevented"
    player: str
    reason: str


# ---------------------------------------------------------------------------
# Keyword triggers of the declare blockers step (702.23, 702.25, 702.45, 702.130)
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BushidoResolves(Event):
    """Bushido N resolved: ``creature`` gets +N/+N until end of turn (702.45a)."""

    kind: ClassVar[str] = "bushido"
    creature: str
    amount: int


@dataclass(frozen=True, slots=True)
class RampageResolves(Event):
    """Rampage N resolved: ``creature``, blocked by ``blockers`` creatures,
    gets +``amount``/+``amount`` until end of turn (702.23a-b)."""

    kind: ClassVar[str] = "rampage"
    creature: str
    rampage: int
    blockers: int
    amount: int


@dataclass(frozen=True, slots=True)
class FlankingResolves(Event):
    """Flanking resolved: ``blocker`` (without flanking) gets -1/-1 until end
    of turn (702.25a)."""

    kind: ClassVar[str] = "flanking"
    creature: str
    blocker: str


@dataclass(frozen=True, slots=True)
class AfflictResolves(Event):
    """Afflict N resolved: the defending player loses N life (702.130a)."""

    kind: ClassVar[str] = "afflict"
    creature: str
    player: str
    amount: int


@dataclass(frozen=True, slots=True)
class TriggerResolves(Event):
    """A triggered ability of the declare blockers step resolves (603.2: it
    triggered on its event; ``rule`` is the trigger condition, 509.3a-g now,
    509.5a-g in 2023). ``source`` is the permanent whose ability it is,
    ``creature`` the creature its event is about, ``event`` that event
    ("blocks", "blocks_creature", "becomes_blocked", "becomes_blocked_by",
    "unblocked"), ``other`` the other creature of the block ("" when none),
    ``ability`` the ability in words. The events of its effects follow,
    each with its own rule."""

    kind: ClassVar[str] = "trigger_resolves"
    source: str
    creature: str
    event: str
    other: str
    ability: str


@dataclass(frozen=True, slots=True)
class PowerToughnessChanged(Event):
    """``creature`` gets +``power``/+``toughness`` until end of turn from a
    resolved ability of ``source`` (layer 7c, 613.4c)."""

    kind: ClassVar[str] = "pt_until_end_of_turn"
    creature: str
    power: int
    toughness: int
    source: str


@dataclass(frozen=True, slots=True)
class KeywordChanged(Event):
    """``creature`` gains or loses (``change``) ``keyword`` until end of turn
    from a resolved ability of ``source`` (layer 6, 613.1f)."""

    kind: ClassVar[str] = "keyword_until_end_of_turn"
    creature: str
    change: str
    keyword: str
    source: str


@dataclass(frozen=True, slots=True)
class ChoiceMade(Event):
    """The controller of ``source``'s optional ("you may") triggered ability
    chooses, as it resolves (603.5), to do its effects (``taken``) or not."""

    kind: ClassVar[str] = "choice_made"
    source: str
    taken: bool


@dataclass(frozen=True, slots=True)
class TargetChosen(Event):
    """``target`` is chosen as the target of ``source``'s triggered ability as
    it goes on the stack (603.3d)."""

    kind: ClassVar[str] = "target_chosen"
    source: str
    target: str


@dataclass(frozen=True, slots=True)
class TriggerRemoved(Event):
    """``source``'s triggered ability does nothing: it had no legal target as
    it went on the stack (603.3d) or its target became illegal (608.2b)."""

    kind: ClassVar[str] = "trigger_removed"
    source: str
    ability: str


@dataclass(frozen=True, slots=True)
class NoCombatDamage(Event):
    """``creature`` assigns no combat damage this turn (510.1a), by the
    ability of ``source``."""

    kind: ClassVar[str] = "assigns_no_combat_damage"
    creature: str
    source: str


@dataclass(frozen=True, slots=True)
class ReturnedToHand(Event):
    """The ability of ``source`` returns ``permanent`` to its owner's hand; it
    leaves combat (506.4)."""

    kind: ClassVar[str] = "returned_to_hand"
    permanent: str
    source: str


@dataclass(frozen=True, slots=True)
class Sacrificed(Event):
    """``permanent`` is sacrificed by the ability of ``source`` (701.21 now,
    701.17 in 2023)."""

    kind: ClassVar[str] = "sacrificed"
    permanent: str
    source: str


@dataclass(frozen=True, slots=True)
class ColorChanged(Event):
    """``creature`` becomes ``colors`` (layer 5, 613.1e) by the ability of
    ``source``."""

    kind: ClassVar[str] = "color_changed"
    creature: str
    colors: str
    source: str


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    """``player`` draws ``amount`` cards (121.1) by the ability of ``source``:
    nothing on the battlefield changes."""

    kind: ClassVar[str] = "cards_drawn"
    player: str
    amount: int
    source: str


@dataclass(frozen=True, slots=True)
class DestroyedByEffect(Event):
    """A resolving ability of ``source`` destroys ``permanent`` (701.8): it
    goes to its owner's graveyard."""

    kind: ClassVar[str] = "destroyed_by_effect"
    permanent: str
    source: str


@dataclass(frozen=True, slots=True)
class PreventionAdded(Event):
    """A resolved ability of ``source`` prevents, for the rest of the turn,
    all combat damage ``how`` (``dealt_by``, ``dealt_to``, ``both`` or
    ``all``) ``target`` (615.1); ``target`` is "" for all combat damage."""

    kind: ClassVar[str] = "prevention_until_end_of_turn"
    target: str
    how: str
    source: str


@dataclass(frozen=True, slots=True)
class RegenerationShieldAdded(Event):
    """A resolved ability of ``source`` gives ``permanent`` a regeneration
    shield (701.15 in 2023, 701.19 now)."""

    kind: ClassVar[str] = "regeneration_shield"
    permanent: str
    source: str


# Events are made by the hundred in a combat: give every event class the
# quicker __init__ (the classes bound here, not the pre-slots originals that
# __subclasses__ would also list).
for _event_class in [v for v in globals().values() if isinstance(v, type) and issubclass(v, Event)]:
    fast_init(_event_class)
