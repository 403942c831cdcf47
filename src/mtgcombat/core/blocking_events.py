"""The events of the declare blockers step's trigger points (509.1i; the
trigger conditions of 509.5a-g in the 2023 numbering, 509.3a-g now), and
:func:`block_events`, which lists them for a board, so that an engine can
fire "whenever ~ blocks" and friends exactly once where the rules say."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from mtgcombat.core.event import Event
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

if TYPE_CHECKING:
    from mtgcombat.core.model import Board


@dataclass(frozen=True, slots=True)
class Blocks(Event):
    """A creature blocks ("whenever ~ blocks"): once per combat.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = Blocks('509.3a', 'elf')
    >>> event.kind, event.rule
    ('blocks', '509.3a')
    >>> describe_event(event)
    'elf blocks'
    >>> describe_event(event, "ja")
    'elfがブロックする'
    """

    kind: ClassVar[str] = "blocks"
    blocker: str


@dataclass(frozen=True, slots=True)
class BlocksCreature(Event):
    """A creature blocks a particular attacker: once per attacker.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = BlocksCreature('509.3b', 'elf', 'ogre')
    >>> event.kind, event.rule
    ('blocks_creature', '509.3b')
    >>> describe_event(event)
    'elf blocks ogre'
    >>> describe_event(event, "ja")
    'elfがogreをブロックする'
    """

    kind: ClassVar[str] = "blocks_creature"
    blocker: str
    attacker: str


@dataclass(frozen=True, slots=True)
class BecomesBlocked(Event):
    """An attacker becomes blocked: once, however many blockers.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = BecomesBlocked('509.3c', 'ogre')
    >>> event.kind, event.rule
    ('becomes_blocked', '509.3c')
    >>> describe_event(event)
    'ogre becomes blocked'
    >>> describe_event(event, "ja")
    'ogreがブロックされる'
    """

    kind: ClassVar[str] = "becomes_blocked"
    attacker: str


@dataclass(frozen=True, slots=True)
class BecomesBlockedBy(Event):
    """An attacker becomes blocked by a creature: once per blocker.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = BecomesBlockedBy('509.3d', 'ogre', 'elf')
    >>> event.kind, event.rule
    ('becomes_blocked_by', '509.3d')
    >>> describe_event(event)
    'ogre becomes blocked by elf'
    >>> describe_event(event, "ja")
    'ogreがelfにブロックされる'
    """

    kind: ClassVar[str] = "becomes_blocked_by"
    attacker: str
    blocker: str


@dataclass(frozen=True, slots=True)
class BlockedByCount(Event):
    """How many creatures block an attacker, for "blocked by N or more".

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = BlockedByCount('509.3e', 'ogre', 2)
    >>> event.kind, event.rule
    ('blocked_by_count', '509.3e')
    >>> describe_event(event)
    'ogre is blocked by 2 creature(s)'
    >>> describe_event(event, "ja")
    'ogreは2体のクリーチャーにブロックされている'
    """

    kind: ClassVar[str] = "blocked_by_count"
    attacker: str
    count: int


@dataclass(frozen=True, slots=True)
class AttacksAndIsntBlocked(Event):
    """An attacker got no blockers at all.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = AttacksAndIsntBlocked('509.3g', 'ogre')
    >>> event.kind, event.rule
    ('attacks_and_isnt_blocked', '509.3g')
    >>> describe_event(event)
    "ogre attacks and isn't blocked"
    >>> describe_event(event, "ja")
    'ogreは攻撃してブロックされない'
    """

    kind: ClassVar[str] = "attacks_and_isnt_blocked"
    attacker: str


@dataclass(frozen=True, slots=True)
class TappedToAttack(Event):
    """An attacker without vigilance becomes tapped as it attacks (508.1f).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = TappedToAttack('508.1f', 'ogre')
    >>> event.kind, event.rule
    ('tapped_to_attack', '508.1f')
    >>> describe_event(event)
    'ogre becomes tapped as it attacks'
    >>> describe_event(event, "ja")
    'ogreは攻撃するに際してタップ状態になる'
    """

    kind: ClassVar[str] = "tapped_to_attack"
    creature: str


def block_trigger_rule(rules: RuleSet, letter: str) -> str:
    """The number of a block trigger rule: 509.5a-g in 2023, 509.3a-g now.

    >>> from mtgcombat.core.ruleset import RuleSet
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
