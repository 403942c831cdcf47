"""Selectors as values (:class:`Selector`): a set of objects described by
their characteristics, relative to a *source* ("you" is the source's
controller, "other" leaves the source out, "this creature's power" is the
source's), with the comparisons they hold (:class:`Compare`). Which objects
one matches is :mod:`mtgcombat.core.selectors`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

if TYPE_CHECKING:
    from mtgcombat.core.triggered import Ability

# ---------------------------------------------------------------------------
# Selectors
# ---------------------------------------------------------------------------

Stat = Literal["power", "toughness", "mana value"]  # mana value: 202.3, a spell's target
Op = Literal["<", "<=", "==", ">=", ">"]
_OP_TEXT = {"<": "less than", "<=": "or less", "==": "", ">=": "or greater", ">": "greater than"}
_OWN_TEXT = {
    "<": "less than",
    "<=": "equal to or less than",
    "==": "equal to",
    ">=": "equal to or greater than",
    ">": "greater than",
}


@dataclass(frozen=True, slots=True)
class Compare:
    """A comparison of a characteristic with a number, or with the source's
    own value when ``value`` is ``None`` ("with greater power"), or with
    another characteristic of the same object when ``own`` names it ("with
    toughness greater than its power"; ``value`` is then not read).

    >>> value = Compare(stat='power', op='>')
    >>> str(value)
    'greater power than this'
    >>> str(Compare("toughness", ">", own="power"))
    'toughness greater than its power'
    """

    stat: Stat
    op: Op
    value: int | None = None
    own: Stat | None = None

    def holds(self, mine: int, reference: int) -> bool:
        """Whether ``mine`` compares as asked with ``reference`` (the number, or
        the source's value when ``value`` is ``None``).

        >>> Compare("power", ">=", 2).holds(3, 2), Compare("power", "<", None).holds(3, 2)
        (True, False)
        """
        if self.op == "<":
            return mine < reference
        if self.op == "<=":
            return mine <= reference
        if self.op == "==":
            return mine == reference
        if self.op == ">=":
            return mine >= reference
        return mine > reference

    def __str__(self) -> str:
        if self.own is not None:
            return f"{self.stat} {_OWN_TEXT[self.op]} its {self.own}"
        if self.value is None:
            word = {"<": "less", "<=": "less or equal", "==": "equal", ">=": "greater or equal"}
            return f"{word.get(self.op, 'greater')} {self.stat} than this"
        if self.op in ("<", ">"):
            return f"{self.stat} {_OP_TEXT[self.op]} {self.value}"
        if self.op == "==":
            return f"{self.stat} {self.value}"
        return f"{self.stat} {self.value} {_OP_TEXT[self.op]}"


# "chosen": the player the source chose as it entered (614.12)
# "that_player": the player the trigger event names, the one dealt the damage
# of a combat damage trigger (issue 33, session 9; 603.2, 510.3a)
# "team": the source's controller or a teammate, "your team controls" (810.1; in a game
# without teams, the controller alone; issue 33, session 11)
# "not_you": "you don't control", any other player, a teammate too: in
# Two-Headed Giant a teammate is not an opponent (102.2, 102.3, 810; session 13)
Controller = Literal[
    "", "you", "opponent", "defending", "attacking", "chosen", "that_player", "team", "not_you"
]
ColorCount = Literal["", "multicolored", "monocolored", "colorless"]
CombatRole = Literal["", "attacking", "blocking", "attacking or blocking", "unblocked attacking"]
# What an object did or had done to it earlier this turn (issue 33, session 13):
# "that was dealt damage this turn" (120.3), "that dealt damage this turn"
# (120.1), "that blocked this turn" (509.1), "that attacked this turn" (508.1),
# "that entered the battlefield this turn" (603.6a); read from the board and
# the players' records of the turn (mtgcombat.core.turn_history.did_this_turn)
HistoryQuality = Literal["", "damaged", "dealt", "blocked", "attacked", "entered"]
# A creature's place in a block relative to the source (509.1g): blocking it,
# blocked by it ("creatures it's blocking"), or either.
# "attached_to_host": the permanent the source's host is attached to (issue 33:
# an Aura on an Equipment, "it has 'Equipped creature has flying'"; 301.5, 303.4)
# "attacking_you": attacking the source's controller, a player, not a planeswalker
# they control (issue 33, session 10; 506.3, 508.1b)
# "itself": the source itself only; a count "for each of its colors" made on each
# object a group affects reads that object (issue 33, session 11; 105.1, 613.4c)
Relation = Literal[
    "",
    "blocking_it",
    "blocked_by_it",
    "in_block_with_it",
    "attached_to_host",
    "attacking_you",
    "itself",
]
_RELATION_TEXT = {
    "blocking_it": "blocking it",
    "blocked_by_it": "it's blocking",
    "in_block_with_it": "blocking or blocked by it",
    "attached_to_host": "equipped by the permanent it is attached to",
    "attacking_you": "attacking you",
    "itself": "(the source itself)",
}
# A kind of counter (122.1): "+1/+1", "-1/-1", or any other kind in lowercase
# ("divinity", "bribery"); "any" is a counter of any kind ("with counters on
# them"); "" no condition on counters.
CounterKind = str
# what a permanent chose as it entered (614.12) that a selector reads
ChosenKind = Literal["", "type", "color"]


@dataclass(frozen=True, slots=True)
class Selector:
    """A set of objects by their characteristics (all conditions hold).

    * ``types``: card types it has, all of them (``artifact creature``);
      ``not_types``: none of these ("noncreature").
    * ``subtypes``: any one of these ("Walls", "Elves or Goblins"), lowercase
      singular; ``not_subtypes``: none of them ("non-Human").
    * ``colors``: any one of these; ``not_colors``: none ("nonblack");
      ``color_count``: multicolored, monocolored or colorless.
    * ``with_keywords``: all of these; ``without_keywords``: none.
    * ``compares``: power or toughness against a number or the source's.
    * ``tapped``: ``True`` tapped, ``False`` untapped, ``None`` either.
    * ``controller``: relative to the source: "you" (the source's
      controller), "team" (it or a teammate, 810.1), "opponent",
      "not_you" (any other player, a teammate too: 102.2, 102.3),
      "defending" (the defending player of the
      combat at hand), "attacking" (the active player), "that_player"
      (the player a trigger's event names: read only where the trigger
      gives that player, else it matches nothing); "" anyone.
    * ``other``: the source itself is left out ("another Goblin").
    * ``role``: attacking and/or blocking creatures only; "unblocked
      attacking": attacking creatures not blocked (509.1h).
    * ``ids``: only these permanents (an empty tuple: no such limit).
    * ``with_any_keywords``: at least one of these ("with flying or reach").
    * ``counter``: with at least one counter of this kind on it ("+1/+1",
      "bribery", or "any": a counter of any kind).
    * ``renowned``: renowned (702.112b) or not; ``commander``: a commander
      (903.3) or not.
    * ``pair``: only the source and the creature it is paired with
      (soulbond, 702.95: "both creatures", "each of those creatures").
    * ``host``: only the permanent the source is attached to ("enchanted
      creature", "equipped creature"; 303.4, 301.5).
    * ``attached``: only permanents attached to the source ("Auras attached
      to it").
    * ``named``: only permanents with this name ("~": the source's name).
    * ``history``: what it did or had done to it earlier this turn ("that
      was dealt damage this turn", 120.3; "that blocked this turn", 509.1).

    >>> value = Selector()
    >>> str(value)
    'creatures'
    """

    types: frozenset[str] = frozenset({"creature"})
    not_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    not_subtypes: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    not_colors: frozenset[str] = frozenset()
    color_count: ColorCount = ""
    with_keywords: frozenset[Ability] = frozenset()
    without_keywords: frozenset[Ability] = frozenset()
    compares: tuple[Compare, ...] = ()
    tapped: bool | None = None
    controller: Controller = ""
    other: bool = False
    role: CombatRole = ""
    ids: tuple[str, ...] = ()
    with_any_keywords: frozenset[Ability] = frozenset()
    counter: CounterKind = ""
    host: bool = False
    attached: bool = False
    supertypes: frozenset[str] = frozenset()
    not_supertypes: frozenset[str] = frozenset()
    relation: Relation = ""
    # "creature tokens" (True), "nontoken" (False); 111.1
    token: bool | None = None
    # "artifact creatures and/or white creatures": it matches at least one
    # of these as well (a union), besides the fields above
    any_of: tuple[Selector, ...] = ()
    # monstrous (True) or not (False), 701.37b; None either
    monstrous: bool | None = None
    # renowned (True) or not (False), 702.112b; None either
    renowned: bool | None = None
    # a commander (True) or not (False), 903.3; None either
    commander: bool | None = None
    # the source and the creature it is paired with (soulbond, 702.95)
    pair: bool = False
    # "of the chosen type" / "of the chosen color": the choice the source
    # made as it entered (614.12), its ``chosen``
    chosen: ChosenKind = ""
    # "named NAME": one of these card names; "~" is the source's own name
    names: tuple[str, ...] = ()
    # "equipped creatures": with at least one Equipment attached (301.5)
    equipped: bool = False
    # "face-down creatures" (708.2): True face down only; None either
    face_down: bool | None = None
    # "enchanted creatures", "creatures you control that are enchanted":
    # with at least one Aura attached (303.4)
    enchanted: bool = False
    # "that was dealt damage this turn" and the like: :data:`HistoryQuality`
    history: HistoryQuality = ""

    def __str__(self) -> str:
        if self.host:
            noun = "permanent" if not self.types else " ".join(sorted(self.types))
            return f"the {noun} it is attached to"
        if self.pair and self == Selector(pair=True):
            return "this creature and the creature paired with it"
        if self.ids == ("~",):  # the permanent itself, before its id is bound
            return "this permanent" + (f" while {self.role}" if self.role else "")
        if self == Selector(types=frozenset(), relation="itself"):
            return "itself"  # each object a count is made on (613.4c)
        if self.any_of and self == Selector(types=frozenset(), any_of=self.any_of):
            return " and/or ".join(str(s) for s in self.any_of)
        words: list[str] = []
        if self.other:
            words.append("other")
        if self.tapped is not None:
            words.append("tapped" if self.tapped else "untapped")
        if self.monstrous is not None:
            words.append("monstrous" if self.monstrous else "non-monstrous")
        if self.renowned is not None:
            words.append("renowned" if self.renowned else "non-renowned")
        if self.commander is not None:
            words.append("commander" if self.commander else "noncommander")
        if self.equipped:
            words.append("equipped")
        if self.enchanted:
            words.append("enchanted")
        if self.face_down:
            words.append("face-down")
        if self.role:
            words.append(self.role)
        if self.token is False:
            words.append("nontoken")
        words.extend(f"non{s}" for s in sorted(self.not_supertypes))
        words.extend(sorted(self.supertypes))
        words.extend(f"non{c}" for c in sorted(self.not_colors))
        if self.colors:
            words.append(" or ".join(sorted(self.colors)))
        if self.color_count:
            words.append(self.color_count)
        words.extend(f"non{t}" for t in sorted(self.not_types))
        words.extend(f"non-{s}" for s in sorted(self.not_subtypes))
        if self.subtypes:
            words.append(" or ".join(sorted(self.subtypes)))
        nouns = sorted(self.types - {"creature"})
        if "creature" in self.types:
            nouns.append("creatures")
        elif nouns:
            nouns[-1] += "s"
        words.extend(nouns or ["permanents"])
        tail: list[str] = []
        if self.with_keywords:
            tail.append("with " + " and ".join(sorted(str(k) for k in self.with_keywords)))
        if self.with_any_keywords:
            tail.append("with " + " or ".join(sorted(str(k) for k in self.with_any_keywords)))
        if self.without_keywords:
            tail.append("without " + " or ".join(sorted(str(k) for k in self.without_keywords)))
        if self.counter == "any":
            tail.append("with a counter on it")
        elif self.counter:
            tail.append(f"with a {self.counter} counter on it")
        if self.pair:
            tail.append("(this creature and the creature paired with it)")
        if self.attached:
            tail.append("attached to it")
        if self.chosen:
            tail.append(f"of the chosen {self.chosen}")
        if self.names:
            tail.append("named " + " or ".join(n if n != "~" else "this" for n in self.names))
        if self.relation:
            tail.append(_RELATION_TEXT[self.relation])
        if self.token and words[-1] == "creatures":
            words[-1] = "creature tokens"
        elif self.token:
            tail.append("that are tokens")
        tail.extend(f"with {c}" for c in self.compares)
        if self.controller == "you":
            tail.append("you control")
        elif self.controller == "opponent":
            tail.append("an opponent controls")
        elif self.controller == "defending":
            tail.append("defending player controls")
        elif self.controller == "attacking":
            tail.append("attacking player controls")
        elif self.controller == "chosen":
            tail.append("the chosen player controls")
        elif self.controller == "that_player":
            tail.append("that player controls")
        elif self.controller == "team":
            tail.append("your team controls")
        elif self.controller == "not_you":
            tail.append("you don't control")
        if self.history:
            tail.append(HISTORY_WORDS[self.history])
        if self.ids:
            tail.append("(" + ", ".join(self.ids) + ")")
        if self.any_of:
            tail.append("that are " + " and/or ".join(str(s) for s in self.any_of))
        return " ".join(words + tail)


def _from(source: str) -> str:
    return f" (from {source})" if source else ""


HISTORY_WORDS: dict[str, str] = {
    "damaged": "that were dealt damage this turn",
    "dealt": "that dealt damage this turn",
    "blocked": "that blocked this turn",
    "attacked": "that attacked this turn",
    "entered": "that entered the battlefield this turn",
}
"""The English words of each :data:`HistoryQuality`."""

ANY_CREATURE = Selector()
"""Every creature."""
