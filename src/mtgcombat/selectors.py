"""Which objects a selector matches (the "SEL" of card text).

A :class:`~mtgcombat.abilities.Selector` is read relative to a *source*: the
permanent whose ability it belongs to. "You" is the source's controller,
"other" leaves the source out, and a comparison with no number ("with
greater power") compares with the source's own value. Only permanents on the
battlefield match (a selector describes objects a static ability or a
blocking rule can see; 611.3a, 509.1b).

>>> from mtgcombat.model import Board, Permanent, Player, Keyword
>>> wall = Permanent(id="wall", controller="B", power=0, toughness=4, subtypes=frozenset({"wall"}))
>>> bird = Permanent(id="bird", controller="B", power=1, toughness=1,
...                  abilities=frozenset({Keyword.FLYING}))
>>> board = Board(players=(Player("A"), Player("B")), permanents=(wall, bird), active_player="A")
>>> walls = Selector(subtypes=frozenset({"wall"}))
>>> [p.id for p in board if matches(board, walls, p, bird)]
['wall']
>>> flyers = Selector(with_keywords=frozenset({Keyword.FLYING}), other=True, controller="you")
>>> [p.id for p in board if matches(board, flyers, p, wall)], matches(board, flyers, bird, bird)
(['bird'], False)
"""

from __future__ import annotations

from mtgcombat.abilities import (
    CardCount,
    CardsIn,
    CardZone,
    Compare,
    Count,
    LifeTotal,
    OtherKeyword,
    PermanentCount,
    PlayerGroup,
    Selector,
    SourceIs,
    StaticCondition,
    YourTurn,
)
from mtgcombat.model import Board, CardType, Permanent, Zone

_TYPES = {t.value: t for t in CardType}


def has_changeling(perm: Permanent) -> bool:
    """Whether it has changeling: every creature type (702.73a)."""
    return any(isinstance(a, OtherKeyword) and a.name == "changeling" for a in perm.abilities)


def _stat(perm: Permanent, compare: Compare) -> int:
    return perm.current_power if compare.stat == "power" else perm.current_toughness


def matches(
    board: Board,
    selector: Selector,
    obj: Permanent,
    source: Permanent | None,
    *,
    defending: str | None = None,
) -> bool:
    """Whether the permanent ``obj`` is one the selector describes, read
    relative to ``source`` (``None``: relations to a source never hold).
    ``defending`` is the defending player of the combat at hand, for
    "defending player controls"; without it, any player defending against
    some attacker counts."""
    if not obj.on_battlefield:
        return False
    for name in selector.types:
        card_type = _TYPES.get(name)
        if card_type is None or card_type not in obj.types:
            return False
    for name in selector.not_types:
        card_type = _TYPES.get(name)
        if card_type is not None and card_type in obj.types:
            return False
    if selector.subtypes and not (
        selector.subtypes & obj.subtypes or (obj.is_creature and has_changeling(obj))
    ):
        return False
    if selector.not_subtypes and (
        selector.not_subtypes & obj.subtypes or (obj.is_creature and has_changeling(obj))
    ):
        return False
    if selector.token is not None and obj.token != selector.token:
        return False
    if selector.supertypes and not selector.supertypes <= obj.supertypes:
        return False
    if selector.not_supertypes and selector.not_supertypes & obj.supertypes:
        return False
    if selector.colors and not selector.colors & obj.colors:
        return False
    if selector.not_colors & obj.colors:
        return False
    count = selector.color_count
    if count and not (
        (count == "multicolored" and len(obj.colors) >= 2)
        or (count == "monocolored" and len(obj.colors) == 1)
        or (count == "colorless" and not obj.colors)
    ):
        return False
    if not selector.with_keywords <= obj.abilities:
        return False
    if selector.without_keywords and not selector.without_keywords.isdisjoint(obj.abilities):
        return False
    if selector.with_any_keywords and selector.with_any_keywords.isdisjoint(obj.abilities):
        return False
    if selector.counter and not (
        obj.counters.plus_one if selector.counter == "+1/+1" else obj.counters.minus_one
    ):
        return False
    if selector.host and (source is None or source.attached_to != obj.id):
        return False
    if selector.attached and (source is None or obj.attached_to != source.id):
        return False
    for compare in selector.compares:
        if compare.value is None:
            if source is None:
                return False
            reference = _stat(source, compare)
        else:
            reference = compare.value
        if not compare.holds(_stat(obj, compare), reference):
            return False
    if selector.tapped is not None and obj.tapped != selector.tapped:
        return False
    if selector.monstrous is not None and obj.monstrous != selector.monstrous:
        return False
    if selector.other and (source is None or obj.id == source.id):
        return False
    if selector.ids and obj.id not in selector.ids:
        return False
    if selector.relation and not _relation_holds(board, selector, obj, source):
        return False
    if selector.any_of and not any(
        matches(board, s, obj, source, defending=defending) for s in selector.any_of
    ):
        return False
    if not (
        _controller_holds(board, selector, obj, source, defending)
        and _role_holds(board, selector, obj)
    ):
        return False
    if (
        selector.chosen
        or selector.names
        or selector.commander is not None
        or selector.equipped
        or selector.face_down is not None
    ):
        return _choice_and_name_hold(board, selector, obj, source)
    return True


def _choice_and_name_hold(
    board: Board, selector: Selector, obj: Permanent, source: Permanent | None
) -> bool:
    """ "of the chosen type/color" (the source's choice, 614.12), "named
    NAME" (201.2; "~" is the source's own name), "commander" (903.3),
    "equipped" (an Equipment attached to it, 301.5) and "face-down" (708.2)."""
    if selector.chosen:
        choice = source.chosen.lower() if source is not None else ""
        if not choice:
            return False  # no choice was made: nothing is "of the chosen" one
        if selector.chosen == "color" and choice not in obj.colors:
            return False
        if selector.chosen == "type" and not (
            choice in obj.subtypes or (obj.is_creature and has_changeling(obj))
        ):
            return False
    if selector.names:
        wanted = {
            (source.name if source is not None and n == "~" else n).casefold()
            for n in selector.names
        }
        if not obj.name or obj.name.casefold() not in wanted:
            return False
    if selector.commander is not None and obj.commander != selector.commander:
        return False
    if selector.face_down is not None and obj.face_down != selector.face_down:
        return False
    return not selector.equipped or any(
        p.attached_to == obj.id and "equipment" in p.subtypes and p.on_battlefield
        for p in board.permanents
    )


def _controller_holds(
    board: Board,
    selector: Selector,
    obj: Permanent,
    source: Permanent | None,
    defending: str | None,
) -> bool:
    relation = selector.controller
    if not relation:
        return True
    if relation == "attacking":
        return obj.controller == board.active_player
    if relation == "defending":
        if defending is not None:
            return obj.controller == defending
        return any(board.defending_player(a) == obj.controller for a in board.attackers())
    if source is None:
        return False
    if relation == "chosen":  # the player it chose as it entered (614.12)
        return bool(source.chosen) and obj.controller == source.chosen
    if relation == "you":
        return obj.controller == source.controller
    return obj.controller != source.controller  # "opponent" (two or more players: any other)


def _relation_holds(
    board: Board, selector: Selector, obj: Permanent, source: Permanent | None
) -> bool:
    """ "blocking it", "it's blocking", "blocking or blocked by it": the
    object's place in a block with the source (509.1g)."""
    if source is None:
        return False
    blocking_it = obj.id in board.blockers_of(source.id)
    blocked_by_it = obj.id in board.blocked_by_blocker(source.id)
    if selector.relation == "blocking_it":
        return blocking_it
    if selector.relation == "blocked_by_it":
        return blocked_by_it
    return blocking_it or blocked_by_it


def _role_holds(board: Board, selector: Selector, obj: Permanent) -> bool:
    role = selector.role
    if not role:
        return True
    attacking = board.is_attacking(obj.id)
    blocking = board.is_blocking(obj.id)
    if role == "attacking":
        return attacking
    if role == "blocking":
        return blocking
    return attacking or blocking


def matching(
    board: Board, selector: Selector, source: Permanent | None, *, defending: str | None = None
) -> tuple[str, ...]:
    """The ids of every permanent the selector matches, in board order."""
    return tuple(
        p.id for p in board.permanents if matches(board, selector, p, source, defending=defending)
    )


def cards_in(board: Board, zone: CardZone, player: str) -> int:
    """How many cards the player has in hand or in the graveyard: the
    player's own number, plus, for the graveyard, the board's permanents
    that went there (their controller stands for their owner)."""
    who = board.player(player)
    if zone == "hand":
        return who.hand
    dead = sum(1 for p in board.permanents if p.zone is Zone.GRAVEYARD and p.controller == player)
    return who.graveyard + dead


def count(board: Board, amount: Count | CardCount, source: Permanent | None) -> int:
    """The number a :class:`~mtgcombat.abilities.Count` (permanents) or
    :class:`~mtgcombat.abilities.CardCount` (cards in hands or graveyards)
    reads on the board, relative to the source."""
    if isinstance(amount, CardCount):
        mine = source.controller if source is not None else None
        if amount.whose == "chosen":  # the player it chose as it entered (614.12)
            chosen = source.chosen if source is not None else ""
            players = tuple(p.id for p in board.players if p.id == chosen)
        else:
            players = players_in_group(board, amount.whose, mine)
        return amount.plus + sum(cards_in(board, amount.zone, p) for p in players)
    found = matching(board, amount.selector, source, defending=_defending(board, source))
    return amount.plus + len(found)


def players_in_group(board: Board, group: PlayerGroup, controller: str | None) -> tuple[str, ...]:
    """The players a group names relative to a controller: "you", "opponents"
    (every other player) or "each", in board order."""
    return tuple(
        p.id
        for p in board.players
        if group == "each"
        or (group == "you" and p.id == controller)
        or (group == "opponents" and p.id != controller)
    )


def _defending(board: Board, source: Permanent | None) -> str | None:
    """The defending player a source's "defending player" means: the one
    it attacks, when it is attacking; else ``None`` (any defending player)."""
    if source is not None and board.is_attacking(source.id):
        return board.defending_player(source.id)
    return None


def condition_holds(board: Board, condition: StaticCondition, source: Permanent) -> bool:
    """Whether a static ability's condition holds now, read relative to its
    source (611.3a: the effect applies exactly while it does)."""
    if isinstance(condition, PermanentCount):
        found = matching(board, condition.selector, source, defending=_defending(board, source))
        return Compare("power", condition.op, condition.value).holds(len(found), condition.value)
    if isinstance(condition, SourceIs):
        return matches(board, condition.selector, source, source)
    if isinstance(condition, CardsIn):
        cards = cards_in(board, condition.zone, source.controller)
        return Compare("power", condition.op, condition.value).holds(cards, condition.value)
    if isinstance(condition, YourTurn):
        return (board.active_player == source.controller) == condition.yours
    return _life_holds(board, condition, source)


def _life_holds(board: Board, condition: LifeTotal, source: Permanent) -> bool:
    test = Compare("power", condition.op, condition.value)
    if condition.who == "you":
        return test.holds(board.player(source.controller).life, condition.value)
    return any(
        test.holds(p.life, condition.value)
        for p in board.players
        if p.id != source.controller and not p.lost
    )
