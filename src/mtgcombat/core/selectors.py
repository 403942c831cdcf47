"""Which objects a selector matches (the "SEL" of card text).

A :class:`~mtgcombat.core.abilities.Selector` is read relative to a *source*: the
permanent whose ability it belongs to. "You" is the source's controller,
"other" leaves the source out, and a comparison with no number ("with
greater power") compares with the source's own value. Only permanents on the
battlefield match (a selector describes objects a static ability or a
blocking rule can see; 611.3a, 509.1b).

>>> from mtgcombat.core.model import Board, Permanent, Player, Keyword
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

from mtgcombat.core.abilities import (
    AllOf,
    Amount,
    AmountIs,
    AnyOf,
    AttackingAlone,
    CardCount,
    CardsIn,
    CardTypeCount,
    CardZone,
    Compare,
    Count,
    CounterCount,
    CountersOn,
    Difference,
    Distinct,
    Half,
    HalfLife,
    InGraveyard,
    LifeTotal,
    MoreThan,
    OtherKeyword,
    Paired,
    PermanentCount,
    PlayerBest,
    PlayerGroup,
    PlayerIs,
    PlayerNumber,
    PlayerWho,
    PoisonCounters,
    Selector,
    SourceIs,
    StaticCondition,
    Sum,
    TotalPower,
    Whose,
    YourTurn,
)
from mtgcombat.core.model import Board, CardType, Permanent, Zone, ZoneCard
from mtgcombat.core.turn_history import ThisTurn, did_this_turn, history_fact
from mtgcombat.core.word_check import known_word

_TYPES = {t.value: t for t in CardType}


def has_changeling(perm: Permanent) -> bool:
    """Whether it has changeling: every creature type (702.73a).

    >>> from mtgcombat.core.model import Permanent
    >>> from mtgcombat.core.abilities import OtherKeyword
    >>> shape = OtherKeyword("changeling")
    >>> has_changeling(Permanent(id="x", controller="A", abilities=frozenset({shape})))
    True
    >>> has_changeling(Permanent(id="x", controller="A"))
    False
    """
    return any(isinstance(a, OtherKeyword) and a.name == "changeling" for a in perm.abilities)


def _stat(perm: Permanent, compare: Compare) -> int:
    if compare.stat == "power":
        return perm.current_power
    if compare.stat == "toughness":
        return perm.current_toughness
    return mana_value_of(perm)


def mana_value_of(perm: Permanent) -> int:
    """The object's mana value (202.3): the one given; a token without one
    is taken as 0, the mana value of a token that is not a copy (it has no
    mana cost, 202.3). The board does not say that a token is a copy
    (707.2: a copy token has the copied object's mana cost, so its mana
    value): the scenario gives a copy token's ``mana_value``, as
    docs/scenario-format.md says. Any other one not given is never guessed:
    :class:`~mtgcombat.core.validation.BoardError` (issue 33; a timeline's
    group removal by mana value is refused before it is cast:
    :mod:`mtgcombat.rules.spell_mana_value_check`).

    >>> from mtgcombat.core.model import Permanent
    >>> mana_value_of(Permanent(id="tok", controller="A", power=1, toughness=1, token=True))
    0
    >>> mana_value_of(Permanent(id="golem", controller="A", power=3, toughness=3))
    Traceback (most recent call last):
    ...
    mtgcombat.core.validation.BoardError: permanent "golem", mana_value: the mana value of golem ...
    """
    if perm.mana_value is not None:
        return perm.mana_value
    if perm.token:
        return 0
    from mtgcombat.core.validation import BoardError  # noqa: PLC0415

    raise BoardError(
        "mana_value_not_given", "202.3", permanent=perm.id, field="mana_value", id=perm.id
    )


def matches(
    board: Board,
    selector: Selector,
    obj: Permanent,
    source: Permanent | None,
    *,
    defending: str | None = None,
    player: str | None = None,
) -> bool:
    """Whether the permanent ``obj`` is one the selector describes, read
    relative to ``source`` (``None``: relations to a source never hold).
    ``defending`` is the defending player of the combat at hand, for
    "defending player controls"; without it, any player defending against
    some attacker counts. ``player`` is the player a trigger's event names,
    for "that player controls" (the player dealt combat damage, 603.2,
    510.3a); without it, no permanent is one "that player" controls.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> from mtgcombat.core.abilities import Selector
    >>> blocking = Selector(role="blocking")
    >>> matches(board, blocking, elf, None), matches(board, blocking, ogre, None)
    (True, False)
    """
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
    if selector.counter and not obj.counters.count(selector.counter):
        return False
    if selector.host and (source is None or source.attached_to != obj.id):
        return False
    if selector.attached and (source is None or obj.attached_to != source.id):
        return False
    if selector.tapped is not None and obj.tapped != selector.tapped:
        return False
    if selector.monstrous is not None and obj.monstrous != selector.monstrous:
        return False
    if selector.renowned is not None and obj.renowned != selector.renowned:
        return False
    if selector.commander is not None and obj.commander != selector.commander:
        return False
    if selector.pair and (
        source is None
        or obj.id not in (source.id, source.paired_with)
        or paired_partner(board, source) is None
    ):
        return False
    if selector.other and (source is None or obj.id == source.id):
        return False
    if selector.ids and obj.id not in selector.ids:
        return False
    if selector.relation and not _relation_holds(board, selector, obj, source):
        return False
    if selector.any_of and not any(
        matches(board, s, obj, source, defending=defending, player=player) for s in selector.any_of
    ):
        return False
    if not (
        _controller_holds(board, selector, obj, source, defending, player)
        and _role_holds(board, selector, obj)
    ):
        return False
    if (
        selector.chosen
        or selector.names
        or selector.equipped
        or selector.enchanted
        or selector.face_down is not None
    ) and not _choice_and_name_hold(board, selector, obj, source):
        return False
    if selector.history and not did_this_turn(board, selector.history, obj):
        return False  # "that was dealt damage this turn" (120.3; session 13)
    # (last: a mana value not given is refused only for an otherwise match)
    return _compares_hold(selector, obj, source)


def _compares_hold(selector: Selector, obj: Permanent, source: Permanent | None) -> bool:
    """Whether each power, toughness or mana value comparison holds."""
    for compare in selector.compares:
        if compare.own is not None:  # another characteristic of the same object
            reference = _stat(obj, Compare(compare.own, compare.op))
        elif compare.value is None:
            if source is None:
                return False
            reference = _stat(source, compare)
        else:
            reference = compare.value
        if not compare.holds(_stat(obj, compare), reference):
            return False
    return True


def _choice_and_name_hold(
    board: Board, selector: Selector, obj: Permanent, source: Permanent | None
) -> bool:
    """ "of the chosen type/color" (the source's choice, 614.12), "named
    NAME" (201.2; "~" is the source's own name), "equipped" (an Equipment
    attached to it, 301.5), "enchanted" (an Aura attached to it, 303.4) and "face-down" (708.2)."""
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
    if selector.face_down is not None and obj.face_down != selector.face_down:
        return False
    if selector.enchanted and not any(
        p.attached_to == obj.id and "aura" in p.subtypes and p.on_battlefield
        for p in board.permanents
    ):
        return False  # "enchanted": an Aura attached to it (303.4)
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
    player: str | None = None,
) -> bool:
    relation = selector.controller
    if not relation:
        return True
    if relation == "that_player":  # the player the trigger's event names (603.2)
        return player is not None and obj.controller == player
    if relation == "attacking":  # each player of the attacking team (805.10a)
        return obj.controller in board.team_of(board.active_player)
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
    if relation == "team":  # "your team controls": it or a teammate (810.1)
        return obj.controller in board.team_of(source.controller)
    return board.are_opponents(source.controller, obj.controller)  # "opponent" (102.3)


def _relation_holds(
    board: Board, selector: Selector, obj: Permanent, source: Permanent | None
) -> bool:
    """ "blocking it", "it's blocking", "blocking or blocked by it": the
    object's place in a block with the source (509.1g)."""
    if source is None:
        return False
    if selector.relation == "itself":  # the source itself (a count made on each object)
        return obj.id == source.id
    if selector.relation == "attacking_you":  # the source's controller, not a planeswalker
        return obj.attacking is not None and obj.attacking == source.controller  # 508.1b
    if selector.relation == "attached_to_host":  # the host's host (301.5, 303.4)
        host = board.get(source.attached_to) if source.attached_to else None
        return host is not None and host.attached_to == obj.id
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
    if role == "unblocked attacking":  # issue 33: 509.1h
        return attacking and not board.is_blocked(obj.id)
    return attacking or blocking


def matching(
    board: Board,
    selector: Selector,
    source: Permanent | None,
    *,
    defending: str | None = None,
    player: str | None = None,
) -> tuple[str, ...]:
    """The ids of every permanent the selector matches, in board order
    (``defending`` and ``player`` as :func:`matches` reads them).

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> from mtgcombat.core.abilities import Selector
    >>> matching(board, Selector(controller="you"), ogre)
    ('ogre',)
    """
    return tuple(
        p.id
        for p in board.permanents
        if matches(board, selector, p, source, defending=defending, player=player)
    )


def hand_of(board: Board, player: str, permanent: str = "") -> int:
    """The number of cards in the player's hand (402.1), or
    :class:`~mtgcombat.core.validation.BoardError` when it is not given:
    never taken as empty (issue 33).

    >>> from mtgcombat.core.model import Board, Player
    >>> hand_of(Board([Player("A", hand=2), Player("B")], [], "A"), "A")
    2
    >>> hand_of(Board([Player("A", hand=2), Player("B")], [], "A"), "B")
    Traceback (most recent call last):
    ...
    mtgcombat.core.validation.BoardError: players.B.hand: the number of cards in B's hand ...
    """
    hand = board.player(player).hand
    if hand is None:
        from mtgcombat.core.validation import BoardError  # noqa: PLC0415

        field = f"players.{player}.hand"
        raise BoardError("hand_not_given", "402.1", field=field, player=player,
                         reader=permanent or "an ability")  # fmt: skip
    return hand


def graveyard_of(board: Board, player: str, *, cards: bool = False) -> int:
    """The number of the player's graveyard cards the scenario gives besides
    those it lists (404.1; 0 when it lists cards and gives no number), or
    :class:`~mtgcombat.core.validation.BoardError` when it gives neither:
    never taken as empty (issue 33). With ``cards``
    (a read of the cards' characteristics), a number of cards not listed is
    refused too: which cards they are is not known.

    >>> from mtgcombat.core.model import Board, Player
    >>> graveyard_of(Board([Player("A", graveyard=2), Player("B")], [], "A"), "A")
    2
    >>> graveyard_of(Board([Player("A", graveyard=2), Player("B")], [], "A"), "B")
    Traceback (most recent call last):
    ...
    mtgcombat.core.validation.BoardError: players.B.graveyard: the number of cards in B's ...
    >>> graveyard_of(Board([Player("A", graveyard=2), Player("B")], [], "A"), "A", cards=True)
    Traceback (most recent call last):
    ...
    mtgcombat.core.validation.BoardError: players.A.graveyard: only the number of cards in ...
    """
    number = (who := board.player(player)).unlisted_graveyard
    if number is None or (cards and number):
        from mtgcombat.core.validation import BoardError  # noqa: PLC0415

        moved = "moved_unknown" if who.graveyard_cards else "not_given"  # 701.17a, 701.9a
        key = "graveyard_not_given" if number is None else f"graveyard_cards_{moved}"
        field = f"players.{player}.graveyard"
        raise BoardError(key, "404.1", field=field, player=player, reader="an ability")
    return number


def cards_in(board: Board, zone: CardZone, player: str) -> int:
    """How many cards the player has in hand or in the graveyard: the
    player's own number, plus, for the graveyard, its listed cards, and the
    board's permanents that went there, each to its owner's hand or
    graveyard (400.3; a token is no card, 704.5d).

    A hand or graveyard not given (``None``) is never taken as empty:
    :class:`BoardError` (402.1, 404.1; the scenario loader refuses such a
    board before, issue 33).

    >>> from mtgcombat.core.model import Board, Player
    >>> board = Board([Player("A", hand=3, graveyard=2), Player("B", hand=0)], [], "A")
    >>> [cards_in(board, zone, "A") for zone in ("hand", "graveyard")], cards_in(board, "hand", "B")
    ([3, 2], 0)
    """
    who = board.player(player)
    into = Zone.HAND if zone == "hand" else Zone.GRAVEYARD
    gone = sum(
        1 for p in board.permanents if p.zone is into and p.owner_id == player and not p.token
    )
    if zone == "hand":  # returned to it (session 13)
        return hand_of(board, player) + gone
    return graveyard_of(board, player) + len(who.graveyard_cards) + gone


def graveyard_cards(board: Board, player: str) -> tuple[ZoneCard, ...]:
    """The cards of a player's graveyard known by their characteristics: the
    player's listed cards, then the board's permanents that went there, each
    to its owner's graveyard, whoever controlled it (400.3). A token is no
    card: it ceases to exist there (704.5d, 111.7).

    >>> from mtgcombat.core.model import Board, Permanent, Player, Zone
    >>> dead = Permanent(id="dead", controller="A", power=2, toughness=2, zone=Zone.GRAVEYARD)
    >>> board = Board([Player("A", graveyard=0), Player("B", graveyard=0)], [dead], "A")
    >>> [sorted(c.types) for c in graveyard_cards(board, "A")], graveyard_cards(board, "B")
    ([['creature']], ())
    """
    dead = tuple(
        ZoneCard(
            types=frozenset(t.value for t in p.types),
            subtypes=p.subtypes,
            supertypes=p.supertypes,
            name=p.name,
            colors=p.colors,
            abilities=p.abilities,
        )
        for p in board.permanents
        if p.zone is Zone.GRAVEYARD and p.owner_id == player and not p.token
    )
    graveyard_of(board, player, cards=True)  # (never guessed, 404.1)
    return board.player(player).graveyard_cards + dead


def card_matches(selector: Selector, card: ZoneCard) -> bool:
    """Whether a card off the battlefield has the characteristics the
    selector names (card types, subtypes, supertypes, colors, keywords; a
    union's parts). What only permanents have (controller, tapped, combat)
    is not read.

    >>> from mtgcombat.core.model import Selector, ZoneCard
    >>> goblin = ZoneCard(types=frozenset({"creature"}), subtypes=frozenset({"goblin"}))
    >>> card_matches(Selector(types=frozenset({"creature"})), goblin)
    True
    >>> card_matches(Selector(subtypes=frozenset({"elf"})), goblin)
    False
    """
    if not selector.types <= card.types or selector.not_types & card.types:
        return False
    if selector.subtypes and not (selector.subtypes & card.subtypes or _card_changeling(card)):
        return False
    if selector.not_subtypes & card.subtypes:
        return False
    if not selector.supertypes <= card.supertypes or selector.not_supertypes & card.supertypes:
        return False
    if selector.colors and not selector.colors & card.colors:
        return False
    if selector.not_colors & card.colors or not selector.with_keywords <= card.abilities:
        return False
    return not selector.any_of or any(card_matches(s, card) for s in selector.any_of)


def _card_changeling(card: ZoneCard) -> bool:
    """Changeling works in every zone (702.73a): the card is every creature type."""
    return "creature" in card.types and any(
        isinstance(a, OtherKeyword) and a.name == "changeling" for a in card.abilities
    )


BASIC_LAND_TYPES = frozenset({"plains", "island", "swamp", "mountain", "forest"})
"""The basic land types (205.3i), which domain counts."""


def count(board: Board, amount: Amount, source: Permanent | None) -> int:
    """The number an :data:`~mtgcombat.core.abilities.Amount` reads on the board,
    relative to the source: permanents a selector matches, cards in hands
    or graveyards (all of them, or those of some types), card types among
    graveyard cards, distinct names or basic land types, life and counters
    of players, and sums of these.

    >>> from mtgcombat.core.model import Board, Count, Permanent, Player, Selector
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> elf = Permanent(id="elf", controller="A", power=1, toughness=1)
    >>> board = Board([Player("A"), Player("B")], [bear, elf], "A")
    >>> count(board, Count(Selector(types=frozenset({"creature"}), controller="you"), plus=1), bear)
    3
    """
    if isinstance(amount, Count):
        found = matching(board, amount.selector, source, defending=_defending(board, source))
        return amount.plus + len(found)
    mine = source.controller if source is not None else None
    if isinstance(amount, CardCount):
        players = _players_whose(board, amount.whose, source)
        cards = amount.cards
        if cards is None or amount.zone == "hand":  # hands are numbers only
            return amount.plus + sum(cards_in(board, amount.zone, p) for p in players)
        return amount.plus + sum(
            1 for p in players for card in graveyard_cards(board, p) if card_matches(cards, card)
        )
    if isinstance(amount, CardTypeCount):
        kinds: set[str] = set()
        for p in _players_whose(board, amount.whose, source):
            if amount.zone == "graveyard":
                kinds.update(t for card in graveyard_cards(board, p) for t in card.types)
        return len(kinds)
    if isinstance(amount, Distinct):
        ids = matching(board, amount.selector, source, defending=_defending(board, source))
        perms = [board.permanent(i) for i in ids]
        if amount.of == "names":  # an unnamed permanent is its own name
            return len({p.name or p.id for p in perms})
        if amount.of == "colors":  # the five colors (105.1); colorless adds none
            return len({c for p in perms for c in p.colors})
        return len({t for p in perms for t in p.subtypes & BASIC_LAND_TYPES})
    if isinstance(amount, PlayerNumber) and amount.what == "players":
        # "the number of opponents you have": players still in the game (800.4a)
        group = players_in_group(board, amount.whose, mine)
        return sum(1 for p in group if not board.player(p).lost)
    if isinstance(amount, PlayerNumber):
        return sum(
            getattr(board.player(p), amount.what)
            for p in players_in_group(board, amount.whose, mine)
        )
    if isinstance(amount, CounterCount):
        if amount.on is None:
            return source.counters.count(amount.counter) if source is not None else 0
        ids = matching(board, amount.on, source, defending=_defending(board, source))
        return sum(board.permanent(i).counters.count(amount.counter) for i in ids)
    if isinstance(amount, Sum):
        total = sum(count(board, part, source) for part in amount.parts)
        return total * amount.times + amount.plus
    if isinstance(amount, PlayerBest):  # players still in the game (800.4a)
        group = players_in_group(board, amount.whose, mine)
        numbers = [
            board.player(p).life if amount.number == "life" else cards_in(board, "hand", p)
            for p in group
            if not board.player(p).lost
        ]
        return max(numbers, default=0)
    if isinstance(amount, Difference):
        left = amount.left if isinstance(amount.left, int) else count(board, amount.left, source)
        return left - count(board, amount.right, source)
    if isinstance(amount, Half):  # rounded as the text says (107.1a)
        number = count(board, amount.amount, source)
        return -(-number // 2) if amount.up else number // 2
    raise TypeError(f"not an amount: {amount!r}")


def _players_whose(board: Board, whose: Whose, source: Permanent | None) -> tuple[str, ...]:
    """The players whose cards a count reads: a group relative to the
    source's controller, or the player the source chose as it entered
    ("the chosen player's graveyard", 614.12)."""
    if whose == "chosen":
        chosen = source.chosen if source is not None else ""
        return tuple(p.id for p in board.players if p.id == chosen)
    return players_in_group(board, whose, source.controller if source is not None else None)


def players_in_group(board: Board, group: PlayerGroup, controller: str | None) -> tuple[str, ...]:
    """The players a group names relative to a controller: "you", "opponents"
    (every other player not on its team, 102.3) or "each", in board order.

    >>> from mtgcombat.core.model import Board, Player
    >>> board = Board([Player("A"), Player("B"), Player("C")], [], "A")
    >>> players_in_group(board, "opponents", "B"), players_in_group(board, "each", None)
    (('A', 'C'), ('A', 'B', 'C'))
    """
    return tuple(
        p.id
        for p in board.players
        if group == "each"
        or (group == "you" and p.id == controller)
        or (group == "opponents" and (not controller or board.are_opponents(controller, p.id)))
    )


def _defending(board: Board, source: Permanent | None) -> str | None:
    """The defending player a source's "defending player" means: the one
    it attacks, when it is attacking; else ``None`` (any defending player)."""
    if source is not None and board.is_attacking(source.id):
        return board.defending_player(source.id)
    return None


def paired_partner(board: Board, source: Permanent) -> Permanent | None:
    """The creature the source is paired with (soulbond, 702.95), or ``None``
    when it is unpaired: the pair breaks when either leaves the battlefield,
    stops being a creature, or the two have different controllers (702.95e).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> a = Permanent(id="a", controller="A", power=2, toughness=2, paired_with="b")
    >>> b = Permanent(id="b", controller="A", power=1, toughness=1, paired_with="a")
    >>> board = Board([Player("A"), Player("B")], [a, b], "A")
    >>> paired_partner(board, a).id
    'b'
    """
    if source.paired_with is None or not source.is_creature or not source.on_battlefield:
        return None
    partner = board.get(source.paired_with)
    if partner is None or not partner.on_battlefield or not partner.is_creature:
        return None
    return partner if partner.controller == source.controller else None


def condition_holds(board: Board, condition: StaticCondition, source: Permanent) -> bool:
    """Whether a static ability's condition holds now, read relative to its
    source (611.3a: the effect applies exactly while it does).

    >>> from mtgcombat.core.model import Board, LifeTotal, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> board = Board([Player("A", life=5), Player("B")], [bear], "A")
    >>> condition_holds(board, LifeTotal("you", "<=", 5), bear)
    True
    >>> condition_holds(board, LifeTotal("opponent", "<=", 5), bear)
    False
    """
    if isinstance(condition, PermanentCount):
        found = matching(board, condition.selector, source, defending=_defending(board, source))
        return Compare("power", condition.op, condition.value).holds(len(found), condition.value)
    if isinstance(condition, SourceIs):
        return matches(board, condition.selector, source, source)
    if isinstance(condition, CardsIn):
        test = Compare("power", condition.op, condition.value)
        return any(
            test.holds(cards_in(board, condition.zone, p), condition.value)
            for p in _players_who(board, condition.who, source.controller)
        )
    if isinstance(condition, YourTurn):
        # a Two-Headed Giant team takes its turns together (805.4, 810.1)
        return (board.active_player in board.team_of(source.controller)) == condition.yours
    if isinstance(condition, CountersOn):
        on = source.counters.count(condition.counter)
        return Compare("power", condition.op, condition.value).holds(on, condition.value)
    if isinstance(condition, PlayerIs):
        return any(
            _player_is(board, condition, p)
            for p in _players_who(board, condition.who, source.controller)
        )
    if isinstance(condition, PoisonCounters):
        test = Compare("power", condition.op, condition.value)
        return any(
            test.holds(board.player(p).poison, condition.value)
            for p in _players_who(board, condition.who, source.controller)
        )
    if isinstance(condition, HalfLife):
        return any(
            2 * board.player(p).life < board.player(p).starting_life
            for p in _players_who(board, condition.who, source.controller)
        )
    if isinstance(condition, MoreThan):
        return _more_than(board, condition, source)
    if isinstance(condition, Paired):
        return paired_partner(board, source) is not None
    if isinstance(condition, AttackingAlone):
        return board.attackers() == (source.id,)
    if isinstance(condition, InGraveyard):
        # 113.6b: a card is always in its owner's graveyard, and there "you"
        # is its owner (108.4a), whoever controlled it before; a token in a
        # graveyard has no abilities there (it ceases to exist, 704.5d)
        return source.zone is Zone.GRAVEYARD and not source.token
    if isinstance(condition, TotalPower):
        return _total_power(board, condition, source) >= condition.value
    if isinstance(condition, AllOf):
        return all(condition_holds(board, c, source) for c in condition.conditions)
    if isinstance(condition, AnyOf):
        return any(condition_holds(board, c, source) for c in condition.conditions)
    if isinstance(condition, AmountIs):
        number = count(board, condition.amount, source)
        return Compare("power", condition.op, condition.value).holds(number, condition.value)
    if isinstance(condition, ThisTurn):
        # the turn so far (issue 33, session 10): a board whose file does
        # not give it is refused when it loads, so None is not met here
        return history_fact(board, condition, source) is True
    return _life_holds(board, condition, source)


def _total_power(board: Board, condition: TotalPower, source: Permanent) -> int:
    """The total power of the creatures the source's controller controls
    (those attacking, for pack tactics): negative powers count as they are."""
    return sum(
        p.current_power
        for p in board.permanents
        if p.controller == source.controller
        and p.on_battlefield
        and p.is_creature
        and (not condition.attacked or board.is_attacking(p.id))
    )


def _players_who(board: Board, who: PlayerWho, controller: str) -> tuple[str, ...]:
    """The players "you", "an opponent" (any one of them still in the game)
    or "a player" may be, relative to a controller."""
    if known_word(who, ("you", "opponent", "player"), "a condition's player") == "you":
        return (controller,)
    return tuple(
        p.id
        for p in board.players
        if not p.lost and (who == "player" or board.are_opponents(controller, p.id))
    )


def _player_is(board: Board, condition: PlayerIs, player: str) -> bool:
    who = board.player(player)
    if condition.state == "monarch":
        return who.monarch
    if condition.state == "city's blessing":
        return who.city_blessing
    return who.initiative


def _more_than(board: Board, condition: MoreThan, source: Permanent) -> bool:
    """ "You control more creatures than attacking player", "you have more
    cards in hand than each opponent"."""

    def amount(player: str) -> int:
        if condition.zone is not None:
            return cards_in(board, condition.zone, player)
        selector = condition.selector or Selector()
        return sum(
            1
            for p in board.permanents
            if p.controller == player and matches(board, selector, p, source)
        )

    mine = amount(source.controller)
    if condition.than == "attacking":
        return mine > amount(board.active_player)
    return all(
        mine > amount(p.id)
        for p in board.players
        if board.are_opponents(source.controller, p.id) and not p.lost
    )


def _life_holds(board: Board, condition: LifeTotal, source: Permanent) -> bool:
    test = Compare("power", condition.op, condition.value)
    if known_word(condition.who, ("you", "opponent"), "LifeTotal.who") == "you":
        return test.holds(board.player(source.controller).life, condition.value)
    return any(
        test.holds(p.life, condition.value)
        for p in board.players
        if board.are_opponents(source.controller, p.id) and not p.lost
    )
