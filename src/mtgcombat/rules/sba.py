"""State-based actions after combat damage (CR 704).

All applicable state-based actions happen at once, and the check repeats
until none applies (704.3). The ones combat produces:

* 704.5a a player with 0 or less life loses; 704.5c ten or more poison counters;
* 704.5f a creature with toughness 0 or less goes to the graveyard (nothing
  stops it: not indestructible, not regeneration);
* 704.5g lethal damage and 704.5h deathtouch damage destroy a creature;
  indestructible stops that (702.12b) and a regeneration shield replaces it
  (701.15 in 2023, 701.19 now): damage removed, tapped, removed from combat;
  an Aura's umbra armor replaces it too (702.89a, :mod:`~mtgcombat.rules.umbra_armor`):
  damage removed, the Aura destroyed;
* 704.5i a planeswalker with no loyalty, 704.5v a battle with no defense,
  go to the graveyard (a battle that is the source of a triggered ability
  still waiting to go on the stack, such as a Siege's (310.11b), stays);
* 704.5q +1/+1 and -1/-1 counters on one permanent cancel out.

>>> from mtgcombat.core.model import Board, Permanent, Player
>>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, damage=2)
>>> board = Board(players=(Player("A"), Player("B")), permanents=(bear,), active_player="A")
>>> after, events = check_state_based_actions(board, RuleSet.CURRENT)
>>> after.permanent("bear").zone.value, [e.kind for e in events]
('graveyard', ['destroyed', 'put_into_graveyard'])
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Final

from mtgcombat.core.events import (
    AttacksPlayerWhoLeft,
    ControlReturned,
    CountersRemoved,
    DestructionPrevented,
    EffectApplies,
    EffectEnds,
    Event,
    Exiled,
    LeftGame,
    LossPrevented,
    Regenerated,
    RemovedFromCombat,
)
from mtgcombat.core.events import made as _made
from mtgcombat.core.model import (
    _NO_COUNTERS,
    Board,
    CardType,
    Counters,
    EffectChange,
    Keyword,
    Permanent,
    Player,
    Zone,
    evolve,
)
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.validation import require_ids
from mtgcombat.rules.damage_prevention import exiled_instead, exiles_dying
from mtgcombat.rules.effects import apply_static_effects_with_changes, has_effects
from mtgcombat.rules.multiplayer import COMMANDER_DAMAGE_TO_LOSE, poison_to_lose
from mtgcombat.rules.ordering import remove_from_combat
from mtgcombat.rules.umbra_armor import armor_auras, armor_for, replace_destruction

POISON_TO_LOSE: Final = 10
# Enum members read in the hot paths, bound once: in Python 3.11 a read
# through the class (``Keyword.TRAMPLE``) goes through EnumType.__getattr__,
# several times the cost of a global. Final: the compiled build keeps a
# Final name in a C static, where it looks a global up in a dict each time.
# The hot events' makers (events.made), bound once, likewise: a maker read
# off the module is a lookup at every call in the compiled build.
_new_Destroyed: Final = _made.Destroyed
_new_PlayerLost: Final = _made.PlayerLost
_new_PutIntoGraveyard: Final = _made.PutIntoGraveyard
_new_RemovedFromCombat: Final = _made.RemovedFromCombat
_BATTLEFIELD: Final = Zone.BATTLEFIELD
_CREATURE: Final = CardType.CREATURE
_TYPE_BATTLE: Final = CardType.BATTLE
_TYPE_ENCHANTMENT: Final = CardType.ENCHANTMENT
_TYPE_PLANESWALKER: Final = CardType.PLANESWALKER
_KW_INDESTRUCTIBLE: Final = Keyword.INDESTRUCTIBLE
_R2023: Final = RuleSet.R2023
_ZONE_EXILE: Final = Zone.EXILE
_ZONE_GRAVEYARD: Final = Zone.GRAVEYARD
_ZONE_LEFT_GAME: Final = Zone.LEFT_GAME


def check_state_based_actions(
    board: Board, rules: RuleSet | str, *, triggered: Collection[str] = frozenset()
) -> tuple[Board, tuple[Event, ...]]:
    """Perform state-based actions until none applies (704.3). The board is
    not changed; the new one and the events are returned. Checking again
    changes nothing. ``triggered`` names the permanents that are the source
    of a triggered ability that has triggered but not yet left the stack
    (a Siege that just lost its last defense counter): 704.5v spares them.

    >>> from mtgcombat import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5,
    ...                  abilities={"trample"}, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
    >>> from mtgcombat import Package, deal_combat_damage
    >>> hurt, _ = deal_combat_damage(board, Package.parse("ogre: elf=1 B=4"))
    >>> after, events = check_state_based_actions(hurt, "current")
    >>> str(after.permanent("elf").zone), [e.rule for e in events]
    ('graveyard', ['704.5g', '704.5g'])
    """
    if type(rules) is not RuleSet:  # the members themselves skip coerce's call
        rules = RuleSet.coerce(rules)
    if triggered:
        require_ids(board, triggered)  # KeyError for an id not on the board
    return state_based_actions(board, rules, triggered, set(), has_effects(board))


def state_based_actions(
    board: Board,
    rules: RuleSet,
    triggered: Collection[str],
    owned: set[str],
    with_effects: bool,
    before: Board | None = None,
) -> tuple[Board, tuple[Event, ...]]:
    """:func:`check_state_based_actions` with its arguments checked, for the
    combat damage step: ``owned`` names permanents of ``board`` that the
    caller has just made and that nothing else holds; so does ``before``,
    the board the caller made ``board`` from (before the step's damage):
    every permanent of ``board`` that is not the one ``before`` has is a
    copy the caller just made, and ``board`` itself is about to be dropped.
    A permanent they put into a graveyard, or whose deathtouch mark they
    clear, is written in place rather than copied: one copy per permanent
    per step. The copies the actions make themselves are added to
    ``owned``. ``with_effects``:
    what :func:`~mtgcombat.rules.effects.has_effects` says of the board (the step
    knows it from the board before damage, which adds no effect); with
    static effects on the board, every permanent is copied as usual.

    >>> from mtgcombat import Board, Permanent, Player, RuleSet
    >>> bear = Permanent(id="bear", controller="B", power=2, toughness=2, damage=2)
    >>> board = Board([Player("A"), Player("B")], [bear], "A")
    >>> after, events = state_based_actions(board, RuleSet.CURRENT, (), set(), False)
    >>> after.permanent("bear").zone.value, bear.zone.value
    ('graveyard', 'battlefield')
    """
    events: list[Event] = []
    # An indestructible creature that survives lethal damage would be tried
    # again on every pass; each permanent reports that once.
    reported: set[str] = set()
    # Static effects end when their source leaves the battlefield (611.3a),
    # which can make state-based actions apply again (a lord dies, an Elf
    # with damage dies with it): they are recomputed before each pass. SBAs
    # never give a board effects, so one check up front decides for the loop.
    if with_effects:
        owned = set()  # effects copy permanents afresh: nothing is written in place
        before = None
    # the permanents before the caller's copies: any other is the caller's own
    base = before._by_id if before is not None else None
    while True:
        if with_effects:
            board, started, ended = apply_static_effects_with_changes(board)
            events.extend(effect_events(started, ended))
        board, happened, settled = _one_pass(board, rules, reported, triggered, owned, base)
        if not happened:
            break
        events.extend(happened)
        if settled and not with_effects:
            # The pass only moved permanents off the battlefield, and no
            # Aura was there to be left without its host (704.5m): every
            # permanent still on the battlefield, and every player, is as
            # the pass found them, so another pass would find nothing
            # (704.3's repeat, its result known without the pass).
            break
    # 704.5h looks at deathtouch damage "since the last check".
    permanents = board.permanents
    if True in [p.deathtouch_damaged for p in permanents]:
        cleared = []
        copied = False
        for p in permanents:
            if p.deathtouch_damaged:
                q = _unmarked(p, owned, base)
                if q is not p:
                    copied = True
                cleared.append(q)
            else:
                cleared.append(p)
        if copied:
            # only a mark changes: the combat indexes already built stay valid
            board = board._same_structure(permanents=tuple(cleared))
        # else every mark was cleared on a permanent nothing else holds: on a
        # board this call made, or on the caller's board, which the caller
        # drops (see above); no value the board remembers reads the mark
    return board, tuple(events)


# A permanent's fields, written on a copy that nothing else holds yet (the
# slot descriptors' own setters: a frozen class's __setattr__ refuses).
_SET_ZONE: Final = vars(Permanent)["zone"].__set__
_SET_DEATHTOUCH_DAMAGED: Final = vars(Permanent)["deathtouch_damaged"].__set__


def _unmarked(p: Permanent, owned: set[str], base: Mapping[str, Permanent] | None) -> Permanent:
    if p.id in owned or (base is not None and base.get(p.id) is not p):
        _SET_DEATHTOUCH_DAMAGED(p, False)
        return p
    return p._with_deathtouch_damaged(False)


def effect_events(
    started: tuple[EffectChange, ...], ended: tuple[EffectChange, ...]
) -> tuple[Event, ...]:
    """Events for effects that stopped applying (611.3a) and started to apply
    (under the rule of the change: 613.1f, 613.4c, 611.3a...), ends first.

    >>> from mtgcombat.core.model import EffectChange
    >>> change = EffectChange("lord", "elf", "pt", "+1/+1", "613.4c")
    >>> [type(e).__name__ for e in effect_events((change,), ())]
    ['EffectApplies']
    """
    return (
        *(EffectEnds("611.3a", c.source, c.affected, c.what, c.value) for c in ended),
        *(EffectApplies(c.rule, c.source, c.affected, c.what, c.value) for c in started),
    )


def leave_game(board: Board, losers: Collection[str], rules: RuleSet, events: list[Event]) -> Board:
    """Players who lost a game that goes on without them leave it (800.4a):
    every object they own leaves the game with them, one another player
    controls too; an effect that gave them control of a permanent ends, and
    it goes back to its owner (a change of controller: out of combat, 506.4);
    then what they still control is exiled. A permanent that leaves the
    battlefield leaves combat (506.4): a planeswalker of theirs stops being
    attacked, and a creature attacking it attacks nothing (506.4c); an
    attacker one of their creatures blocked stays blocked (509.1h). A player
    leaving is not on 506.4's list: a creature attacking them is still an
    attacking creature, but no combat damage is assigned to them (800.4e),
    and a battle another player owns that they protect stays attacked and is
    dealt damage (704.5w lets it wait while it is attacked). Events are
    appended to ``events``.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> from mtgcombat.core.ruleset import RuleSet
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="C")
    >>> wall = Permanent(id="wall", controller="C", power=0, toughness=4, blocking=["ogre"])
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    >>> board = Board([Player("A"), Player("B"), Player("C", lost=True)], [ogre, wall, bear], "A")
    >>> events = []
    >>> after = leave_game(board, ["C"], RuleSet.CURRENT, events)
    >>> after.permanent("wall").zone.value, after.attackers()
    ('left the game', ('ogre', 'bear'))
    >>> [type(e).__name__ for e in events]
    ['AttacksPlayerWhoLeft', 'LeftGame']
    """
    gone = set(losers)
    owned = {p.id for p in board.permanents if p.owner_id in gone}
    for attacker in board.attackers():
        perm = board.permanent(attacker)
        target = perm.attacking
        if target in gone and attacker not in owned and perm.controller not in gone:
            events.append(AttacksPlayerWhoLeft("800.4e", attacker, target))
    returned: dict[str, str] = {}  # permanent: the owner it goes back to
    exiled: set[str] = set()
    for p in board.permanents:
        if p.id in owned or p.controller not in gone or not p.on_battlefield:
            continue
        if p.control_by_effect:
            returned[p.id] = p.owner_id
        else:
            exiled.add(p.id)
    for pid, owner in returned.items():
        previous = board.permanent(pid).controller
        if board.is_in_combat(pid):
            board = remove_from_combat(board, pid, rules)
            events.append(RemovedFromCombat("506.4", pid))
        events.append(ControlReturned("800.4a", pid, owner, previous))
    events.extend(
        LeftGame("800.4a", p.id, p.owner_id)
        for p in board.permanents
        if p.id in owned and p.zone is not _ZONE_LEFT_GAME
    )
    events.extend(Exiled("800.4a", pid) for pid in sorted(exiled, key=board.position))
    return board.with_permanents(
        evolve(p, zone=_ZONE_LEFT_GAME)
        if p.id in owned
        else evolve(p, zone=_ZONE_EXILE)
        if p.id in exiled
        else evolve(p, controller=returned[p.id], owner="", control_by_effect=False)
        if p.id in returned
        else p
        for p in board.permanents
    )


def sides_left(board: Board) -> int:
    """How many players, or teams, are still in the game (104.2a: the game
    goes on while two or more are; in Two-Headed Giant a side is a team,
    810.8a).

    >>> from mtgcombat.core.model import Board, Player
    >>> sides_left(Board([Player("A"), Player("B"), Player("C", lost=True)], [], "A"))
    2
    """
    return len({board.team_of(p.id) for p in board.players if not p.lost})


def _commander_loss(player: Player) -> bool:
    # 704.6c: 21 or more combat damage from one commander (903.10a)
    return any(total >= COMMANDER_DAMAGE_TO_LOSE for _, total in player.commander_damage)


def _loss_reasons(board: Board) -> dict[str, str]:
    """Why each player of a Two-Headed Giant game loses, if they do: the
    team's shared life total is 0 or less (704.6a, 810.8c), it has 15 or more
    poison counters (704.6b, 810.8d), or a player of the team loses for a
    reason of their own (21 combat damage from one commander, 704.6c), and
    then the whole team loses with them (810.8a). A team of which one player
    can't lose can't lose (810.8a): the caller looks at that."""
    out: dict[str, str] = {}
    for player in board.players:
        team = board.team_of(player.id)
        if len(team) < 2:
            # a player on no team: the usual rules
            if player.life <= 0:
                out[player.id] = "704.5a"
            elif player.poison >= POISON_TO_LOSE:
                out[player.id] = "704.5c"
            elif _commander_loss(player):
                out[player.id] = "704.6c"
            continue
        if player.life <= 0:
            out[player.id] = "704.6a"
        elif player.poison >= poison_to_lose(board, player.id):
            out[player.id] = "704.6b"
        elif _commander_loss(player):
            out[player.id] = "704.6c"
    for team in board.teams:
        found = [out[pid] for pid in team if pid in out]
        if found:
            for pid in team:
                out.setdefault(pid, "810.8a")
    return out


def _one_pass(
    board: Board,
    rules: RuleSet,
    reported: set[str],
    triggered: Collection[str],
    owned: set[str],
    base: Mapping[str, Permanent] | None = None,
) -> tuple[Board, list[Event], bool]:
    """One check of every state-based action (704.3), all performed at once.
    Returns the board, the events, and whether the board is settled: what
    the pass did was only to move permanents off the battlefield (no
    regeneration, counters, players losing) and no Aura is on the
    battlefield, so a second pass is known to find nothing."""
    events: list[Event] = []
    auras = False  # an Aura on the battlefield (704.5m looks at its host)
    players = []
    losers: list[str] = []  # the players this pass makes lose the game
    reasons = _loss_reasons(board) if board.teams else {}
    for player in board.players:
        if not reasons and (
            player.lost
            or (
                (player.life > 0 or player.zero_life_ok)
                and player.poison < POISON_TO_LOSE
                and not player.commander_damage
                and not board.teams
            )
        ):
            players.append(player)  # nothing of 704.5a-c, 704.6c for them (the usual case)
            continue
        if board.teams:
            reason = reasons.get(player.id, "")
            loses = not player.lost and bool(reason)
        else:
            # "you don't lose the game for having 0 or less life": 704.5a
            # does not apply to them (the other reasons do)
            no_life = player.life <= 0 and not player.zero_life_ok
            loses = not player.lost and (
                no_life
                or player.poison >= POISON_TO_LOSE
                or (bool(player.commander_damage) and _commander_loss(player))
            )
            reason = (
                "704.5a" if no_life else "704.5c" if player.poison >= POISON_TO_LOSE else "704.6c"
            )
        cant_lose = player.cant_lose or (
            bool(board.teams) and any(board.player(t).cant_lose for t in board.team_of(player.id))
        )
        if loses and cant_lose:
            # 104.3: an effect says this player can't lose the game; 704.5a
            # and 704.5c don't make them lose (reported once per check).
            loses = False
            if player.id not in reported:
                reported.add(player.id)
                events.append(LossPrevented("104.3", player.id, reason))
        if loses:
            events.append(_new_PlayerLost(reason, player.id))
            losers.append(player.id)
        players.append(evolve(player, lost=True) if loses else player)
    to_graveyard: dict[str, str] = {}
    to_destroy: dict[str, str] = {}
    cancelled: dict[str, Counters] = {}
    for p in board.permanents:
        if p.zone is not _BATTLEFIELD:
            continue
        c = p.counters
        if c is _NO_COUNTERS:
            plus_one = minus_one = 0
        else:
            plus_one = c.plus_one
            minus_one = c.minus_one
            if plus_one and minus_one:
                both = min(plus_one, minus_one)
                cancelled[p.id] = evolve(c, plus_one=plus_one - both, minus_one=minus_one - both)
        types = p.characteristics.types  # (no property call per permanent)
        if _CREATURE in types:
            toughness = p.toughness + plus_one - minus_one
            if toughness <= 0:
                to_graveyard[p.id] = "704.5f"
            elif p.damage >= toughness:
                to_destroy[p.id] = "704.5g"
            elif p.deathtouch_damaged:
                to_destroy[p.id] = "704.5h"
            if len(types) == 1:
                continue  # a creature and nothing else: 704.5i, m and v do not apply
        if p.is_type(_TYPE_PLANESWALKER) and c.loyalty <= 0 and p.id not in to_graveyard:
            to_graveyard[p.id] = "704.5i"
        if p.attached_to is not None and p.is_type(_TYPE_ENCHANTMENT) and not p.is_creature:
            auras = True
            # 704.5m: an Aura whose permanent left the battlefield (an
            # Equipment just becomes unattached, 704.5n, and then equips nothing)
            host = board.get(p.attached_to)
            if host is None or not host.on_battlefield:
                to_graveyard[p.id] = "704.5m"
        if (
            p.is_type(_TYPE_BATTLE)
            and c.defense <= 0
            and p.id not in to_graveyard
            and p.id not in triggered
        ):
            to_graveyard[p.id] = "704.5v"
    regenerate: list[str] = []
    by_id = board._by_id  # what permanent() reads: no call per permanent
    # umbra armor (702.89a): an Aura replaces its creature's destruction
    armors = armor_auras(board) if to_destroy and auras else ()  # only an Aura has it
    armored: dict[str, str] = {}
    for pid, rule in to_destroy.items():
        if pid in to_graveyard:
            continue
        perm = by_id[pid]
        if _KW_INDESTRUCTIBLE in perm.characteristics.abilities:
            if pid not in reported:
                reported.add(pid)
                events.append(DestructionPrevented("702.12b", pid))
            continue
        if perm.regeneration_shields > 0 or perm.characteristics.regenerates:
            regenerate.append(pid)
            continue
        if armors:
            aura = armor_for(board, pid, armors)
            if aura is not None and aura not in armored.values():
                armored[pid] = aura
                continue
        events.append(_new_Destroyed(rule, pid))
        to_graveyard[pid] = rule
    for pid, aura in armored.items():
        board, replaced = replace_destruction(board, pid, aura)
        events.extend(replaced)
    if armored:
        by_id = board._by_id
    if not (to_graveyard or regenerate or cancelled or events):
        return board, events, True  # nothing applies: the board is unchanged
    regen_rule = "701.15" if rules is _R2023 else "701.19"

    # 614.1a: "if a creature dealt damage by ~ this turn would die, exile it
    # instead" (only creatures that remember such a source are looked at),
    # or "if ~ / SEL would die, exile it instead" on the board
    dying_exiled = bool(to_graveyard) and exiles_dying(board)
    exiled = {
        pid
        for pid in to_graveyard
        if (dying_exiled or by_id[pid].damaged_by) and exiled_instead(board, by_id[pid])
    }

    for pid, after in cancelled.items():
        both = by_id[pid].counters.plus_one - after.plus_one
        events.append(CountersRemoved("704.5q", pid, "+1/+1", both, pid))
        events.append(CountersRemoved("704.5q", pid, "-1/-1", both, pid))
    events.extend(
        [
            Exiled("614.1a", pid) if pid in exiled else _new_PutIntoGraveyard(rule, pid)
            for pid, rule in to_graveyard.items()
        ]
    )
    if cancelled or regenerate or exiled:

        def update(p: Permanent) -> Permanent:
            if p.id in cancelled:
                p = evolve(p, counters=cancelled[p.id])
            if p.id in to_graveyard:
                return evolve(p, zone=_ZONE_EXILE if p.id in exiled else _ZONE_GRAVEYARD)
            if p.id in regenerate:
                return evolve(
                    p,
                    damage=0,
                    tapped=True,
                    # "if ~ would be destroyed, regenerate it" uses no shield
                    regeneration_shields=p.regeneration_shields - (not p.regenerates),
                    deathtouch_damaged=False,
                )
            return p

        touched = to_graveyard.keys() | cancelled.keys() | set(regenerate)
        permanents = tuple([update(p) if p.id in touched else p for p in board.permanents])
    else:
        # the usual pass: permanents put into their owners' graveyards only
        # (the caller's own copies written in place, see state_based_actions)
        gone = {}
        for pid in to_graveyard:
            perm = by_id[pid]
            if pid in owned or (base is not None and base.get(pid) is not perm):
                _SET_ZONE(perm, _ZONE_GRAVEYARD)
            else:
                gone[pid] = perm._with_zone(_ZONE_GRAVEYARD)
                owned.add(pid)
        permanents = (
            tuple([gone.get(p.id, p) for p in board.permanents]) if gone else board.permanents
        )
    # one copy of the board, its permanents and players changed together
    if cancelled or regenerate or exiled:
        new = board._copy(permanents=permanents, players=tuple(players))
    else:  # only zones changed: the indexes that do not read them stay
        index = None
        if len(by_id) == len(permanents):  # distinct ids: the id index updated in C
            index = by_id
            if gone:
                index = dict(by_id)
                index.update(gone)
        new = board._moved_off(
            to_graveyard, by_id=index, permanents=permanents, players=tuple(players)
        )
    for pid in regenerate:
        events.append(Regenerated(regen_rule, pid))
        if new.is_in_combat(pid):
            new = remove_from_combat(new, pid, rules)
            events.append(_new_RemovedFromCombat("506.4", pid))
    if losers and sides_left(new) >= 2:
        new = leave_game(new, losers, rules, events)
    changed = bool(to_graveyard or regenerate or cancelled or losers or armored)
    settled = not (auras or regenerate or cancelled or losers)
    return (
        new,
        events
        if changed
        else [e for e in events if isinstance(e, (DestructionPrevented, LossPrevented))],
        settled,
    )
