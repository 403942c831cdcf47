"""Carrying out the triggered effects that create tokens (111.1, 111.2,
111.10), halve a life total (107.1a, 119.3) or act off the board: mill
(701.17), scry (701.22), surveil (701.25), venture into the dungeon
(701.49) and investigate (701.16; 701.13, 701.18, 701.42, 701.46 and
701.36 in the 2023 rules); proliferate (701.34) is handed to
:mod:`mtgcombat.rules.proliferate`.

A token enters under the control of the player who created it (111.2),
untapped, neither attacking nor blocking: it was never declared as an
attacker or a blocker (506.4, 508.1, 509.1), so this combat's damage steps
leave it out. A library action changes no permanent and no life total: it
is an event of the result. Dispatched from
:func:`mtgcombat.rules.triggers_effects._apply_effect`.
"""

from __future__ import annotations

from collections.abc import Callable

from mtgcombat.core.basics import CardType, Counters, Zone
from mtgcombat.core.effect_values import (
    EnergyEffect,
    HalfLifeEffect,
    LibraryEffect,
    LoseGameEffect,
    ProliferateEffect,
    ReturnEffect,
    SelfCounterRemovalEffect,
    SelfUntapEffect,
    TokenEffect,
)
from mtgcombat.core.events import (
    CountersRemoved,
    EntersTapped,
    Event,
    HalfLifeLost,
    Investigated,
    ReturnedToBattlefield,
    Scried,
    Surveilled,
    TappedByEffect,
    TokenCreated,
    Ventured,
)
from mtgcombat.core.model import Board, Permanent, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.token_copies import CopyTokenEffect
from mtgcombat.rules.counter_placing import placed, with_counters
from mtgcombat.rules.energy import apply_energy
from mtgcombat.rules.hand_zones import discard_cards, draw_cards, mill_cards
from mtgcombat.rules.proliferate import proliferate
from mtgcombat.rules.returns import returned_object
from mtgcombat.rules.token_copies import create_copies
from mtgcombat.rules.token_later import set_up_later

_RULES = {
    # (current, 2023)
    "mill": ("701.17", "701.13"),
    "scry": ("701.22", "701.18"),
    "surveil": ("701.25", "701.42"),
    "venture": ("701.49", "701.46"),
    "investigate": ("701.16", "701.36"),
    "draw": ("121.1", "121.1"),
    "discard": ("701.9", "701.8"),
}


def keyword_action_rule(action: str, rules: RuleSet) -> str:
    """The rule of a keyword action in ``rules``: the 2024 renumbering of
    701 moved them.

    >>> keyword_action_rule("scry", RuleSet.CURRENT), keyword_action_rule("scry", RuleSet.R2023)
    ('701.22', '701.18')
    """
    current, old = _RULES[action]
    return old if rules is RuleSet.R2023 else current


def apply_more(
    board: Board,
    effect: TokenEffect
    | HalfLifeEffect
    | LibraryEffect
    | ProliferateEffect
    | SelfCounterRemovalEffect
    | SelfUntapEffect
    | ReturnEffect
    | EnergyEffect
    | CopyTokenEffect
    | LoseGameEffect,
    controller: str,
    source: str,
    amount: int,
    player_of: Callable[[str], str],
    rules: RuleSet,
) -> tuple[Board, list[Event]]:
    """Carry out ``effect`` of an ability of ``source`` controlled by
    ``controller``; ``amount`` is the damage that triggered it ("that
    many", 603.2) and ``player_of`` names the player a word of the effect
    means ("that player").

    >>> from mtgcombat.core.model import Player
    >>> board = Board([Player("A"), Player("B", life=19)], [], "A")
    >>> after, events = apply_more(board, HalfLifeEffect(), "A", "virtus", 1,
    ...                            lambda who: "B", RuleSet.CURRENT)
    >>> after.player("B").life, [(e.kind, e.rule) for e in events]
    (9, [('half_life_lost', '107.1a')])
    >>> after, events = apply_more(board, TokenEffect(predefined="Treasure", that_many=True),
    ...                            "A", "gnawbone", 2, lambda who: "", RuleSet.CURRENT)
    >>> [p.id for p in after.permanents], [e.rule for e in events]
    (['treasure1', 'treasure2'], ['111.10', '111.10'])
    """
    if isinstance(effect, EnergyEffect):  # 107.14
        return apply_energy(board, effect, controller, source)
    if isinstance(effect, ProliferateEffect):
        # 701.34: the choice is the source's choices.proliferated
        perm = board.get(source)
        chosen = perm.choices.proliferated if perm is not None else None
        return proliferate(board, controller, source, chosen, rules)
    if isinstance(effect, SelfCounterRemovalEffect | SelfUntapEffect):
        return _on_itself(board, effect, source, rules)
    if isinstance(effect, CopyTokenEffect):  # issue 33: copies of ~ (707.2)
        return create_copies(board, effect, controller, source)
    if isinstance(effect, TokenEffect):
        return _create_tokens(board, effect, controller, source, amount, rules)
    if isinstance(effect, ReturnEffect):
        return _return(board, effect, source)
    if isinstance(effect, LibraryEffect) and effect.player in ("each_player", "each_opponent"):
        events: list[Event] = []
        for each in _each(board, controller, effect.player == "each_opponent"):
            board, happened = _library_action(board, effect, each, source, amount, rules)
            events.extend(happened)
        return board, events
    player = player_of(effect.player)
    if not player:
        return board, []
    if isinstance(effect, HalfLifeEffect):
        return _half_life(board, effect, player, source)
    if isinstance(effect, LoseGameEffect):  # issue 33 (session 10): 104.3e
        from mtgcombat.rules.lose_game import lose_game  # noqa: PLC0415

        return lose_game(board, player, rules)
    return _library_action(board, effect, player, source, amount, rules)


def _on_itself(
    board: Board,
    effect: SelfCounterRemovalEffect | SelfUntapEffect,
    source: str,
    rules: RuleSet,
) -> tuple[Board, list[Event]]:
    """Counters removed from the ability's own permanent (122.1: as many
    as it has, at most), or that permanent untapped (701.26); nothing when
    it has left the battlefield (it is gone, 400.7)."""
    perm = board.get(source)
    if perm is None or not perm.on_battlefield:
        return board, []
    if isinstance(effect, SelfUntapEffect):
        if not perm.tapped:
            return board, []
        rule = "701.21" if rules is RuleSet.R2023 else "701.26"
        changed = evolve(perm, tapped=False)
        board = board.with_permanents(changed if p.id == source else p for p in board.permanents)
        return board, [TappedByEffect(rule, source, True, source)]
    c = perm.counters
    have = c.plus_one if effect.plus else c.minus_one
    amount = min(have, effect.amount)
    if amount <= 0:
        return board, []
    if effect.plus:
        counters = evolve(c, plus_one=c.plus_one - amount)
    else:
        counters = evolve(c, minus_one=c.minus_one - amount)
    changed = evolve(perm, counters=counters)
    board = board.with_permanents(changed if p.id == source else p for p in board.permanents)
    kind = "+1/+1" if effect.plus else "-1/-1"
    return board, [CountersRemoved("122.1", source, kind, amount, source)]


def _each(board: Board, controller: str, opponents: bool) -> list[str]:
    """The players still in the game (800.4a), in APNAP order from the
    active player (101.4); only the controller's opponents (not its team,
    810) when ``opponents``."""
    ids = [p.id for p in board.players]
    start = ids.index(board.active_player) if board.active_player in ids else 0
    order = ids[start:] + ids[:start]
    team = set(board.team_of(controller)) | {controller}
    return [pid for pid in order if not board.player(pid).lost and not (opponents and pid in team)]


def _free_id(base: str, taken: set[str]) -> str:
    n = 1
    while f"{base}{n}" in taken:
        n += 1
    return f"{base}{n}"


def _create_tokens(
    board: Board,
    effect: TokenEffect,
    controller: str,
    source: str,
    amount: int,
    rules: RuleSet,
) -> tuple[Board, list[Event]]:
    count = max(0, amount) if effect.that_many else effect.count
    events: list[Event] = []
    taken = {p.id for p in board.permanents} | {p.id for p in board.players}
    if effect.predefined:
        name = effect.predefined
        base = name.lower()
    else:
        name = " ".join(effect.subtypes) or "Token"
        base = (effect.subtypes[0] if effect.subtypes else "token").lower()
    new: list[Permanent] = []
    for _ in range(count):
        token_id = _free_id(base, taken)
        taken.add(token_id)
        if effect.predefined:
            token = Permanent(
                id=token_id,
                controller=controller,
                name=name,
                types=frozenset({CardType.ARTIFACT}),
                subtypes=frozenset({base}),
                token=True,
            )
        else:
            types = {CardType.CREATURE} | ({CardType.ARTIFACT} if effect.artifact else set())
            token = Permanent(
                id=token_id,
                controller=controller,
                name=name,
                types=frozenset(types),
                power=effect.power,
                toughness=effect.toughness,
                colors=effect.colors,
                subtypes=frozenset(s.lower() for s in effect.subtypes),
                abilities=frozenset(effect.keywords),
                token=True,
                summoning_sick=True,  # it came under its controller's control this turn (302.6)
            )
        new.append(token)
        if effect.investigate:
            rule = keyword_action_rule("investigate", rules)
            events.append(Investigated(rule, controller, token_id, source))
        else:
            rule = "111.10" if effect.predefined else "111.2"
            events.append(TokenCreated(rule, token_id, source))
    if new:
        board = board.with_permanents((*board.permanents, *new))
    if effect.later is not None and new:
        # "exile that token at end of combat": a delayed ability (603.7)
        board, later = set_up_later(board, [t.id for t in new], effect.later, source)
        events.extend(later)
    return board, events


def _return(board: Board, effect: ReturnEffect, source: str) -> tuple[Board, list[Event]]:
    """Undying (702.93a) and persist (702.79a): the card ``source`` returns
    from the graveyard to the battlefield with one +1/+1 (-1/-1) counter.
    The ability triggered only if it had no such counter as it last existed
    (603.4, 603.10a: :func:`mtgcombat.rules.triggers_dies.pending_dies_triggers`);
    that information does not change, so on resolution only where the card
    is matters: a token ceased to exist (111.7, 704.5d) and a card no longer
    in the graveyard (exiled by another ability) is a new object the
    ability cannot find (400.7): nothing happens.

    The returned permanent is a new object (400.7) with the same id, built
    by :func:`mtgcombat.rules.returns.returned_object`: nothing that applied
    to the old object applies to it."""
    card = board.get(source)
    if card is None or card.token or card.zone is not Zone.GRAVEYARD:
        return board, []
    returned = returned_object(card, effect.plus, effect.tapped)
    rule = "702.93a" if effect.plus else "702.79a"
    kind = "+1/+1" if effect.plus else "-1/-1"
    # the counter it returns with is put on it (122.6): what changes counters applies
    replaced: list[Event] = []
    with_one = effect.unless_had or effect.counter
    n = placed(board, returned, kind, 1, replaced) if with_one else 0
    returned = evolve(returned, counters=with_counters(Counters(), kind, n))
    if not effect.unless_had:
        # "return it to the battlefield tapped under its owner's control"
        # (Feign Death's granted ability): a new object all the same (400.7)
        returned = evolve(returned, tapped=effect.tapped)
        rule = "400.7"
    after = board.with_permanents(returned if p.id == source else p for p in board.permanents)
    # "whenever another creature enters" abilities trigger on it (603.6a):
    # mtgcombat.rules.triggers_damage resolves them next (603.3)
    events: list[Event] = [
        *replaced,
        ReturnedToBattlefield(
            rule, source, returned.controller, kind if n else "", returned.tapped
        ),
    ]
    if effect.tapped and effect.unless_had:
        events.append(EntersTapped("614.1d", source))  # its own replacement effect
    return after, events


def _half_life(
    board: Board, effect: HalfLifeEffect, player_id: str, source: str
) -> tuple[Board, list[Event]]:
    """Half the life total as the ability resolves, rounded as the effect
    says (107.1a); a life total of 0 or less loses nothing (107.1b)."""
    player = board.player(player_id)
    life = player.life
    lost = (life + 1) // 2 if effect.round_up else life // 2
    lost = max(0, lost)
    if lost == 0:
        return board, []
    changed = evolve(player, life=life - lost)
    board = board.with_players(changed if p.id == player_id else p for p in board.players)
    return board, [HalfLifeLost("107.1a", player_id, lost, life, source)]


def _library_action(
    board: Board, effect: LibraryEffect, player: str, source: str, amount: int, rules: RuleSet
) -> tuple[Board, list[Event]]:
    rule = keyword_action_rule(effect.action, rules)
    if effect.action == "venture":
        return board, [Ventured(rule, player, source)]
    count = max(0, amount) if effect.that_many else effect.amount
    if count <= 0:
        return board, []  # "mill 0", "scry 0": no event (701.22c, 701.25c)
    if effect.action == "draw":  # the counts the board gives follow (rules.hand_zones)
        return draw_cards(board, rules, player, count, source)
    if effect.action == "discard":
        return discard_cards(board, rules, player, count, source)
    if effect.action == "mill":
        return mill_cards(board, rules, player, count, source)
    if effect.action == "scry":
        return board, [Scried(rule, player, count, source)]
    return board, [Surveilled(rule, player, count, source)]


__all__ = ["apply_more", "keyword_action_rule"]
