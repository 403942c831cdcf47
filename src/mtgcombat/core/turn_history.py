"""What happened earlier this turn (issue 33, session 10): a player's
record of the turn so far (:class:`TurnHistory`) and the condition that
reads it (:class:`ThisTurn`).

A board is one moment of a combat; many printed lines read the turn before
it: "if a creature died this turn" (morbid, 700.4), "if you attacked this
turn" (raid, 508.1), "as long as you've cast an instant or sorcery spell
this turn" (601.2i), "if you gained life this turn" (119.9), "if an
opponent lost life this turn" (119.3), revolt's "a permanent you
controlled left the battlefield this turn" (603.6c), "as long as it
entered the battlefield this turn" (603.6a). A board says none of that
unless the file gives it: :attr:`Player.history` is ``None`` then, and a
line that needs it is refused ("the turn's history is not given"), never
guessed. The engine keeps a given record current through the combat
(:mod:`mtgcombat.rules.turn_record`).

This is the documented API other parts of the engine read the turn
through: :func:`spells_cast_this_turn`, :func:`history_fact`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from mtgcombat.core.copies import fast_init
from mtgcombat.core.selector_values import Op
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.core.word_check import known_word

if TYPE_CHECKING:
    from mtgcombat.core.board import Board
    from mtgcombat.core.permanent import Permanent

__all__ = [
    "HISTORY_FACTS",
    "OBJECT_FACTS",
    "HistoryFact",
    "ThisTurn",
    "TurnHistory",
    "did_this_turn",
    "history_fact",
]

HistoryFact = Literal[
    "cast",
    "drawn",
    "gained",
    "lost",
    "attacked",
    "died",
    "left",
    "entered",
    # what an object did this turn, read by a selector (session 13), never a
    # condition of its own: which records the board must give (history_check)
    "damaged",
    "dealt",
    "blocked",
    "attackers",
]
HISTORY_FACTS: tuple[HistoryFact, ...] = (
    "cast",
    "drawn",
    "gained",
    "lost",
    "attacked",
    "died",
    "left",
    "entered",
)

_RULES: dict[HistoryFact, str] = {
    "cast": "601.2i",
    "drawn": "121.1",
    "gained": "119.9",
    "lost": "119.3",
    "attacked": "508.1",
    "died": "700.4",
    "left": "603.6c",
    "entered": "603.6a",
    "damaged": "120.3",
    "dealt": "120.3",
    "blocked": "509.1",
    "attackers": "508.1",
}
# a selector's quality (HistoryQuality) -> the fact of the records it reads
OBJECT_FACTS: dict[str, HistoryFact] = {
    "damaged": "damaged",
    "dealt": "dealt",
    "blocked": "blocked",
    "attacked": "attackers",
    "entered": "entered",
}


@fast_init
@dataclass(frozen=True, slots=True)
class TurnHistory:
    """A player's record of the turn so far.

    ``spells``: the card types (205.2a, lowercase) of each spell the player
    cast this turn, in order (601.2i); ``drawn``: the cards they drew
    (121.1); ``gained`` and ``lost``: the life they gained and lost
    (119.9, 119.3); ``attacked``: whether they declared attackers this turn
    (508.1); ``died``: the creatures put into a graveyard from the
    battlefield under their control (700.4); ``left``: the permanents that
    left the battlefield under their control, those that died included
    (603.6c); ``entered``: the ids of the permanents that entered the
    battlefield under their control this turn (603.6a); ``damaged``,
    ``dealt``: the ids of their permanents that were dealt damage, or
    dealt damage, this turn (120.3); ``blocked``, ``attackers``: the ids of
    their creatures that blocked, or attacked, this turn (509.1, 508.1),
    besides what the board shows (marked damage, a creature blocking or
    attacking now).

    >>> record = TurnHistory(spells=(frozenset({"instant"}),), attacked=True)
    >>> record.spells_of("instant", "sorcery"), record.attacked
    (1, True)
    """

    spells: tuple[frozenset[str], ...] = ()
    drawn: int = 0
    gained: int = 0
    lost: int = 0
    attacked: bool = False
    died: int = 0
    left: int = 0
    entered: tuple[str, ...] = ()
    damaged: tuple[str, ...] = ()
    dealt: tuple[str, ...] = ()
    blocked: tuple[str, ...] = ()
    attackers: tuple[str, ...] = ()

    def spells_of(self, *types: str, non: bool = False) -> int:
        """How many of the spells cast this turn have one of these card
        types (all of them with no type; with ``non``, those that have
        none of them: "a noncreature spell").

        >>> both = frozenset({"artifact", "creature"})
        >>> record = TurnHistory(spells=(both, frozenset({"instant"})))
        >>> record.spells_of(), record.spells_of("creature"), record.spells_of("creature", non=True)
        (2, 1, 1)
        """
        if not types:
            return len(self.spells)
        return sum(1 for s in self.spells if s.isdisjoint(types) == non)


def spells_cast_this_turn(board: Board, player: str) -> int | None:
    """The spells ``player`` cast this turn, or ``None`` when the board
    does not give the turn's history (for "whenever you cast your second
    spell each turn" and the like, 601.2i).

    >>> from mtgcombat.core.model import Board, Player
    >>> record = TurnHistory(spells=(frozenset({"sorcery"}),))
    >>> board = Board([Player("A", history=record), Player("B")], [], "A")
    >>> spells_cast_this_turn(board, "A"), spells_cast_this_turn(board, "B")
    (1, None)
    """
    record = board.player(player).history
    return None if record is None else len(record.spells)


@dataclass(frozen=True, slots=True)
class ThisTurn:
    """A condition on the turn so far: the number ``fact`` counts for the
    players ``who`` names ("you", "an opponent", "a player") compares with
    ``value``. ``cast`` counts spells (those with one of ``types``, or with
    none of them under ``non``); ``drawn``, ``gained``, ``lost`` cards and
    life; ``attacked`` is 1 when they attacked; ``died`` counts creatures
    (of every player with "a player"); ``left`` permanents; ``entered`` is
    1 when the source entered the battlefield this turn.

    >>> str(ThisTurn("died", who="player"))
    'a creature died this turn'
    >>> str(ThisTurn("cast", types=("instant", "sorcery")))
    "you've cast an instant or sorcery spell this turn"
    """

    fact: HistoryFact
    who: Literal["you", "opponent", "player"] = "you"
    op: Op = ">="
    value: int = 1
    types: tuple[str, ...] = ()
    non: bool = False

    @property
    def rule(self) -> str:
        """The rule the fact is counted by.

        >>> ThisTurn("attacked").rule
        '508.1'
        """
        return _RULES[self.fact]

    def __str__(self) -> str:
        who = {"you": "you", "opponent": "an opponent", "player": "a player"}[self.who]
        many = (self.op, self.value) != (">=", 1)
        count = f"{self.value} or more" if self.op == ">=" else f"{self.op} {self.value}"
        if self.fact == "cast":
            kinds = " or ".join(("non" if self.non else "") + t for t in self.types)
            noun = f"{kinds} spells" if kinds else "spells"
            if not many:
                article = "an" if (kinds or "spell")[0] in "aeiou" else "a"
                noun = f"{article} {kinds} spell" if kinds else "a spell"
            else:
                noun = f"{count} {noun}"
            have = "you've" if self.who == "you" else f"{who} has"
            return f"{have} cast {noun} this turn"
        if self.fact == "drawn":
            have = "you've" if self.who == "you" else f"{who} has"
            return f"{have} drawn {count if many else 'a'} card{'s' if many else ''} this turn"
        if self.fact in ("gained", "lost"):
            return f"{who} {self.fact} life this turn"
        if self.fact == "attacked":
            return f"{who} attacked this turn"
        if self.fact == "died":
            whose = "" if self.who == "player" else f" {who} controlled"
            what = f"{count} creatures{whose} died" if many else f"a creature{whose} died"
            return f"{what} this turn"
        if self.fact == "left":
            whose = "" if self.who == "player" else f" {who} controlled"
            return f"a permanent{whose} left the battlefield this turn"
        if self.fact in _OBJECT_WORDS:
            return f"which permanents {_OBJECT_WORDS[self.fact]} this turn"
        if self.who == "player":  # a selector's "that entered the battlefield this turn"
            return "which permanents entered the battlefield this turn"
        return "it entered the battlefield this turn"


_OBJECT_WORDS = {
    "damaged": "were dealt damage",
    "dealt": "dealt damage",
    "blocked": "blocked",
    "attackers": "attacked",
}


def did_this_turn(board: Board, quality: str, obj: Permanent) -> bool:
    """Whether ``obj`` did what a selector's ``history`` names earlier this
    turn (issue 33, session 13): what the board shows (damage marked on it
    was dealt this turn, 120.3e and 514.2; a creature blocking or attacking
    now blocked or attacked, 509.1, 508.1, but not one put onto the
    battlefield blocking, 509.7, or attacking, 508.4) or what a player's record lists.
    The loader refuses a board whose lines read such a quality without
    every player's record (:mod:`mtgcombat.core.history_check`), so a
    record not given here lists nothing.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1)
    >>> hurt = Permanent(id="ogre", controller="B", power=3, toughness=3, damage=1)
    >>> record = TurnHistory(dealt=("elf",))
    >>> board = Board([Player("A", history=TurnHistory()), Player("B", history=record)],
    ...               [elf, hurt], "A")
    >>> did_this_turn(board, "damaged", hurt), did_this_turn(board, "damaged", elf)
    (True, False)
    >>> did_this_turn(board, "dealt", elf)
    True
    """
    if quality == "damaged":
        if obj.damage > 0 or obj.deathtouch_damaged:
            return True
    elif quality == "blocked":
        # one put onto the battlefield blocking never blocked (509.7)
        if obj.blocking and not obj.entered_blocking:
            return True
    elif (
        quality == "attacked"
        and obj.attacking is not None
        # a token put onto the battlefield attacking never attacked (508.4)
        and not obj.entered_attacking
    ):
        return True
    field = OBJECT_FACTS[quality]
    for player in board.players:
        record = player.history
        if record is not None and obj.id in getattr(record, field):
            return True
    return False


def history_fact(board: Board, condition: ThisTurn, source: Permanent) -> bool | None:
    """Whether the condition holds, read from the players' records; ``None``
    when a record it needs is not given (the loader refuses such a board,
    so the engine never guesses). What the board itself shows counts too:
    a player who controls an attacking creature has attacked (508.1).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> board = Board([Player("A", history=TurnHistory(died=1)), Player("B")], [bear], "A")
    >>> history_fact(board, ThisTurn("died"), bear)
    True
    >>> history_fact(board, ThisTurn("died", "opponent"), bear) is None  # B gives no record
    True
    """
    if condition.fact == "entered":
        record = board.player(source.controller).history
        return None if record is None else (source.id in record.entered)
    controller = source.controller
    known_word(condition.who, ("you", "opponent", "player"), "ThisTurn.who")
    players = [
        p
        for p in board.players
        if not p.lost
        and (condition.who == "player" or (p.id == controller) == (condition.who == "you"))
    ]
    if condition.fact == "died" and condition.who == "player":
        # morbid: a creature died this turn, whoever controlled it (700.4)
        records = [p.history for p in board.players]
        if any(r is None for r in records):
            return None
        total = sum(r.died for r in records if r is not None)
        return _compare(condition.op, total, condition.value)
    unknown = False
    for p in players:
        record = p.history
        if condition.fact == "attacked" and any(
            q.controller == p.id and q.attacking is not None for q in board.permanents
        ):
            number = 1
        elif record is None:
            unknown = True
            continue
        else:
            number = _number(record, condition)
        if _compare(condition.op, number, condition.value):
            return True
    return None if unknown else False


def _number(record: TurnHistory, condition: ThisTurn) -> int:
    fact = condition.fact
    if fact == "cast":
        return record.spells_of(*condition.types, non=condition.non)
    if fact == "attacked":
        return int(record.attacked)
    value: int = getattr(record, fact)
    return value


def _compare(op: str, number: int, value: int) -> bool:
    if op == ">=":
        return number >= value
    if op == "<=":
        return number <= value
    if op == "==":
        return number == value
    if op == ">":
        return number > value
    return number < value
