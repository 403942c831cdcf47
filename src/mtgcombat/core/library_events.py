"""The events of the triggered effects that halve a life total (107.1a) and
of those whose cards move off the board: mill (701.17), scry (701.22),
surveil (701.25), venture into the dungeon (701.49) and investigate
(701.16; 701.13, 701.18, 701.42, 701.46 and 701.36 in the 2023 rules).
Nothing on the battlefield changes for the library actions; the Clue of
"investigate" is a token, with its own event (111.10)."""

from __future__ import annotations

from typing import ClassVar

from mtgcombat.core.event import Event
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use


@dataclass(frozen=True, slots=True)
class HalfLifeLost(Event):
    """``player``, at ``life``, loses half their life by the ability of
    ``source``: ``amount``, rounded up or down as the effect says (107.1a).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = HalfLifeLost('107.1a', 'B', 7, 13, 'vampire')
    >>> event.kind, event.rule
    ('half_life_lost', '107.1a')
    >>> describe_event(event)
    'B loses half their life: 7 of 13 (ability of vampire)'
    >>> describe_event(event, "ja")
    'Bはライフの半分を失う：13点のうち7点（vampireの能力）'
    """

    kind: ClassVar[str] = "half_life_lost"
    player: str
    amount: int
    life: int
    source: str


@dataclass(frozen=True, slots=True)
class CardsMilled(Event):
    """``player`` mills ``amount`` cards (701.17; 701.13 in 2023): from
    the library to the graveyard, off the board.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = CardsMilled('701.17', 'B', 2, 'rogue')
    >>> event.kind, event.rule
    ('cards_milled', '701.17')
    >>> describe_event(event)
    'B mills 2 card(s); the battlefield does not change (ability of rogue)'
    >>> describe_event(event, "ja")
    'Bはカードを2枚切削する。戦場は変わらない（rogueの能力）'
    """

    kind: ClassVar[str] = "cards_milled"
    player: str
    amount: int
    source: str


@dataclass(frozen=True, slots=True)
class Scried(Event):
    """``player`` scries ``amount`` (701.22; 701.18 in 2023): the top cards
    of their library, off the board.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = Scried('701.22', 'A', 2, 'seer')
    >>> event.kind, event.rule
    ('scried', '701.22')
    >>> describe_event(event)
    'A scries 2; the board does not change (ability of seer)'
    >>> describe_event(event, "ja")
    'Aは占術2を行う。盤面は変わらない（seerの能力）'
    """

    kind: ClassVar[str] = "scried"
    player: str
    amount: int
    source: str


@dataclass(frozen=True, slots=True)
class Surveilled(Event):
    """``player`` surveils ``amount`` (701.25; 701.42 in 2023): the top
    cards of their library, off the board.

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = Surveilled('701.25', 'A', 1, 'agent')
    >>> event.kind, event.rule
    ('surveilled', '701.25')
    >>> describe_event(event)
    'A surveils 1; the board does not change (ability of agent)'
    >>> describe_event(event, "ja")
    'Aは諜報1を行う。盤面は変わらない（agentの能力）'
    """

    kind: ClassVar[str] = "surveilled"
    player: str
    amount: int
    source: str


@dataclass(frozen=True, slots=True)
class Ventured(Event):
    """``player`` ventures into the dungeon (701.49; 701.46 in 2023): a
    dungeon in the command zone, off the board (its room's ability is not
    part of this combat's board).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = Ventured('701.49', 'A', 'rogue')
    >>> event.kind, event.rule
    ('ventured', '701.49')
    >>> describe_event(event)
    'A ventures into the dungeon; the board does not change (ability of rogue)'
    >>> describe_event(event, "ja")
    'Aはダンジョンを探索する。盤面は変わらない（rogueの能力）'
    """

    kind: ClassVar[str] = "ventured"
    player: str
    source: str


@dataclass(frozen=True, slots=True)
class Investigated(Event):
    """``player`` investigates (701.16; 701.36 in 2023): they create
    ``token``, a Clue (111.10).

    >>> from mtgcombat.i18n.messages import describe_event
    >>> event = Investigated('701.16', 'A', 'clue1', 'sleuth')
    >>> event.kind, event.rule
    ('investigated', '701.16')
    >>> describe_event(event)
    'A investigates: clue1, a Clue token, enters the battlefield (ability of sleuth)'
    >>> describe_event(event, "ja")
    'Aは調査を行う。手掛かり・トークンのclue1が戦場に出る（sleuthの能力）'
    """

    kind: ClassVar[str] = "investigated"
    player: str
    token: str
    source: str


__all__ = ["CardsMilled", "HalfLifeLost", "Investigated", "Scried", "Surveilled", "Ventured"]
