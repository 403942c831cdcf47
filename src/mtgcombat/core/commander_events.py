"""The events of Commander, Two-Headed Giant and combat damage triggers:
commander damage (903.10a), a team's shared totals (810), triggers of
combat damage dealt (510.3a) and destruction at end of combat (603.7)."""

from __future__ import annotations

from typing import ClassVar

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

# ---------------------------------------------------------------------------
# Commander, Two-Headed Giant and combat damage triggers (903.10a, 810, 510.3a)
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CommanderDamage(Event):
    """The combat damage ``commander`` dealt ``player`` is added to what it
    has dealt that player over the game (903.10a); ``total`` is the new sum.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = CommanderDamage('903.10a', 'B', 'ghave', 5, 21)
    >>> event.kind, event.rule
    ('commander_damage', '903.10a')
    >>> describe_event(event)
    'commander ghave has now dealt B 21 combat damage this game (5 in this step)'
    >>> describe_event(event, "ja")
    '統率者ghaveがこのゲームでBに与えた戦闘ダメージは21点になる（このステップで5点）'
    """

    kind: ClassVar[str] = "commander_damage"
    player: str
    commander: str
    amount: int
    total: int


@dataclass(frozen=True, slots=True)
class TeamTotals(Event):
    """What happened to the players of a Two-Headed Giant team is applied to
    the team's shared life total and poison counters (810.9, 810.10).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = TeamTotals('810.9', 'B1+B2', 24, 0)
    >>> event.kind, event.rule
    ('team_totals', '810.9')
    >>> describe_event(event)
    'team B1+B2 now has 24 life and 0 poison counter(s)'
    >>> describe_event(event, "ja")
    'チームB1+B2のライフは24点、毒カウンターは0個になる'
    """

    kind: ClassVar[str] = "team_totals"
    team: str
    life: int
    poison: int


@dataclass(frozen=True, slots=True)
class CombatDamageTriggered(Event):
    """A "whenever ~ deals combat damage to a player / a creature" ability of
    ``source`` triggers (603.2): ``amount`` is the combat damage it dealt
    ``recipient`` in this step. It goes on the stack as the step's triggers do
    (510.3a); its effect, ``effect``, is not carried out unless the engine
    models it (a delayed destruction at end of combat).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = CombatDamageTriggered('510.3a', 'ninja', 'B', 2, 'draw a card')
    >>> event.kind, event.rule
    ('combat_damage_trigger', '510.3a')
    >>> describe_event(event)
    'ninja dealt 2 combat damage to B: its ability triggers and goes on the stack ("draw a card")'
    >>> describe_event(event, "ja")
    'ninjaはBに2点の戦闘ダメージを与えた：その能力が誘発し、スタックに置かれる（カードに書かれた効果）'
    """

    kind: ClassVar[str] = "combat_damage_trigger"
    source: str
    recipient: str
    amount: int
    effect: str


@dataclass(frozen=True, slots=True)
class DestroyAtEndOfCombat(Event):
    """A resolving ability of ``source`` sets up a delayed triggered ability
    (603.7): destroy ``permanent`` at end of combat. It triggers as the end
    of combat step begins (511.2).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = DestroyAtEndOfCombat('603.7', 'elf', 'basilisk')
    >>> event.kind, event.rule
    ('destroy_at_end_of_combat', '603.7')
    >>> describe_event(event)
    'elf will be destroyed at end of combat (ability of basilisk)'
    >>> describe_event(event, "ja")
    'elfは戦闘終了時に破壊される（basiliskの能力）'
    """

    kind: ClassVar[str] = "destroy_at_end_of_combat"
    permanent: str
    source: str
