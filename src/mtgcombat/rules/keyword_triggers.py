"""The keyword abilities that trigger as attackers are declared and put
+1/+1 counters on a creature (508.2a, 122.1), beyond exalted, battle cry
and melee (:mod:`mtgcombat.rules.attack_triggers`):

* **training** (702.149a): "Whenever this creature and at least one other
  creature with power greater than this creature's power attack, put a
  +1/+1 counter on this creature";
* **dethrone** (702.105a): "Whenever this creature attacks the player with
  the most life or tied for most life, put a +1/+1 counter on this
  creature" (a creature attacking a planeswalker or a battle attacks no
  player: it does not trigger);
* **provoke** (702.39a): "Whenever this creature attacks, you may have
  target creature defending player controls untap and block this creature
  if able": the target (the next of the creature's ``choices.targets``, as
  for mentor) untaps and gets the requirement "blocks this creature this
  turn if able" (509.1c, :class:`~mtgcombat.core.block_rules.MustBlock`),
  which the blocks then obey as far as they can; "you may" is the
  creature's ``choices.may`` (603.5);
* **myriad** (702.116a): "Whenever this creature attacks, for each opponent
  other than defending player, you may create a token that's a copy of
  this creature that's tapped and attacking that player or a planeswalker
  they control. Exile the tokens at end of combat." With no such opponent
  (every two-player game) it creates nothing: an event says so. With one,
  the copies are not modelled (a copy takes the copiable values, 707.2,
  which the board does not keep apart from other effects): declining them
  (``choices.may = false``, 603.5) is carried out, taking them is refused
  with a :class:`~mtgcombat.rules.triggers_targets.ChoiceError`;
* **annihilator N** (702.86a): "Whenever this creature attacks, defending
  player sacrifices N permanents": the defending player's choice, the
  creature's ``choices.sacrificed`` (:mod:`mtgcombat.rules.sacrifice_choices`);
  each instance (annihilator 1 and annihilator 2) triggers on its own;
* **mentor** (702.134a): "Whenever this creature attacks, put a +1/+1
  counter on target attacking creature with lesser power". The target is
  the next of the creature's ``choices.targets`` (603.3d, shared with its
  other targeted attack triggers in the order they resolve); with none
  named and a legal target, a :class:`~mtgcombat.rules.triggers_targets.ChoiceError`;
  with no legal target the ability is removed from the stack (603.3d).

Whether each triggers is read on the board as attackers were declared
(508.2a), before any of the step's abilities resolves; each resolves with
the step's other attack triggers, in the order of the attacking creatures
(the active player's choice, 603.3b). Each instance of one of these
keywords triggers separately (113.2c): one with training twice trains
twice (702.149b), its ``repeats`` counting the second instance.

>>> from mtgcombat.core.model import Board, OtherKeyword, Permanent, Player
>>> squire = Permanent(id="squire", controller="A", power=1, toughness=2, attacking="B",
...                    abilities={OtherKeyword("training", rule="702.149")})
>>> ogre = Permanent(id="ogre", controller="A", power=3, toughness=3, attacking="B")
>>> board = Board([Player("A"), Player("B")], [squire, ogre], "A")
>>> triggered = attack_keyword_triggers(board)
>>> triggered
{'squire': ('training',)}
>>> after, events = resolve_attack_keyword(board, "current", "squire", "training", {})
>>> after.permanent("squire").current_power, [e.rule for e in events]
(2, ['702.149a'])
"""

from __future__ import annotations

from mtgcombat.core.abilities import OtherKeyword, Selector
from mtgcombat.core.block_rules import MustBlock
from mtgcombat.core.events import ChoiceMade, Event, TargetChosen, TriggerRemoved
from mtgcombat.core.keyword_events import KeywordTriggerResolves
from mtgcombat.core.model import Board, Permanent, evolve
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.selector_values import Compare
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.counter_placing import put_counters
from mtgcombat.rules.trigger_ward import ward_on_target
from mtgcombat.rules.triggers_targets import target_problem

ATTACK_COUNTER_KEYWORDS = frozenset(
    {"training", "dethrone", "mentor", "provoke", "myriad", "annihilator"}
)
"""The keywords of this module, by their CR name."""

_RULES = {
    "training": "702.149a",
    "dethrone": "702.105a",
    "mentor": "702.134a",
    "provoke": "702.39a",
    "myriad": "702.116a",
    "annihilator": "702.86a",
}

MENTOR_TARGETS = Selector(role="attacking", compares=(Compare("power", "<"),))
"""What mentor may target: an attacking creature with power less than the
mentor's (702.134a), its power as the target is chosen."""


def _names(perm: Permanent) -> list[str]:
    """Its keywords of this module, once per instance: each triggers
    separately (702.149b, 702.105b, 702.134b, 702.39b, 702.116b); each
    annihilator N is its own trigger too, named with its N (113.2c)."""
    return sorted(
        str(a) if a.name == "annihilator" else a.name
        for a in perm.abilities
        if type(a) is OtherKeyword and a.name in ATTACK_COUNTER_KEYWORDS
        for _ in range(perm.instances(a))
    )


def has_attack_keywords(perm: Permanent) -> bool:
    """Whether the permanent has training, dethrone, mentor, provoke or
    myriad (no sort, no list: it runs for every permanent of a board that
    attacks).

    >>> from mtgcombat.core.model import Permanent
    >>> has_attack_keywords(Permanent(id="bear", controller="A"))
    False
    """
    return any(
        type(a) is OtherKeyword and a.name in ATTACK_COUNTER_KEYWORDS for a in perm.abilities
    )


def _most_life(board: Board, player: str) -> bool:
    """Whether ``player`` has the most life or is tied for the most among
    the players still in the game (702.105a)."""
    lives = [p.life for p in board.players if not p.lost]
    return any(p.id == player for p in board.players) and board.player(player).life >= max(lives)


def attack_keyword_triggers(board: Board) -> dict[str, tuple[str, ...]]:
    """The keywords of this module that trigger on the board's declared
    attackers (508.2a), by attacking creature, in the order they resolve.

    >>> from mtgcombat.core.model import Board, Player
    >>> attack_keyword_triggers(Board([Player("A"), Player("B")], [], "A"))
    {}
    """
    out: dict[str, tuple[str, ...]] = {}
    attackers = board.attackers()
    for attacker in attackers:
        perm = board.permanent(attacker)
        if not perm.on_battlefield or not perm.abilities:
            continue
        found: list[str] = []
        for name in _names(perm):
            if name == "training":
                power = perm.current_power
                if not any(
                    other != attacker and board.permanent(other).current_power > power
                    for other in attackers
                ):
                    continue
            elif name == "dethrone":
                attacked = perm.attacking
                if attacked is None or not board.is_player(attacked):
                    continue
                if not _most_life(board, attacked):
                    continue
            found.append(name)
        if found:
            out[attacker] = tuple(found)
    return out


def _counter(board: Board, creature: str) -> tuple[Board, int]:
    """One +1/+1 counter on ``creature`` (122.1; none for a permanent that
    can't have counters, or one that left the battlefield)."""
    perm = board.permanent(creature)
    if not perm.on_battlefield:
        return board, 0
    changed, n = put_counters(board, perm, "+1/+1", 1)
    if not n:
        return board, 0
    return board.with_permanents(changed if p.id == creature else p for p in board.permanents), n


def resolve_attack_keyword(
    board: Board,
    rules: RuleSet | str,
    source: str,
    keyword: str,
    used: dict[str, int],
    declared: Board | None = None,
) -> tuple[Board, tuple[Event, ...]]:
    """The ``keyword`` of the attacking creature ``source`` that triggered
    (:func:`attack_keyword_triggers`) goes on the stack and resolves: a
    +1/+1 counter on it (training, dethrone) or on mentor's target, taken
    from ``source``'s ``choices.targets`` (``used`` counts the ones taken,
    603.3d). A target is chosen on ``declared``, the board as the
    abilities went on the stack (the board itself when not given), and
    checked again as it resolves (608.2b). State-based actions are not
    performed here.

    >>> from mtgcombat.core.model import Board, OtherKeyword, Permanent, Player
    >>> rogue = Permanent(id="rogue", controller="A", power=1, toughness=1, attacking="B",
    ...                   abilities={OtherKeyword("dethrone", rule="702.105")})
    >>> board = Board([Player("A"), Player("B")], [rogue], "A")
    >>> after, events = resolve_attack_keyword(board, "current", "rogue", "dethrone", {})
    >>> after.permanent("rogue").counters.plus_one, events[0].player
    (1, 'B')
    """
    on_stack = board if declared is None else declared
    if keyword.startswith("annihilator"):  # 702.86a
        from mtgcombat.rules.sacrifice_choices import resolve_annihilator  # noqa: PLC0415

        return resolve_annihilator(board, RuleSet.coerce(rules), source, keyword, on_stack)
    rule = _RULES[keyword]
    perm = board.permanent(source)
    if keyword == "provoke":
        return _provoke(board, source, used, on_stack)
    if keyword == "myriad":
        return _myriad(board, source)
    if keyword != "mentor":
        attacked = perm.attacking or ""
        board, amount = _counter(board, source)
        player = attacked if keyword == "dethrone" else ""
        return board, (KeywordTriggerResolves(rule, keyword, source, source, amount, player),)
    events: list[Event] = []
    n = used.get(source, 0)
    stacked = on_stack.get(source) or perm  # the mentor as the ability went on the stack
    if n < len(perm.choices.targets):
        used[source] = n + 1
        target = perm.choices.targets[n]
        problem = target_problem(on_stack, stacked, target, MENTOR_TARGETS)
        if problem:
            raise ChoiceError(
                source,
                "choices.targets",
                f"target {n + 1}: {problem}; mentor targets an attacking creature with"
                " lesser power (702.134a)",
                "603.3d",
            )
        events.append(TargetChosen("603.3d", source, target))
    else:
        legal = [
            p.id
            for p in on_stack.permanents
            if not target_problem(on_stack, stacked, p.id, MENTOR_TARGETS)
        ]
        if legal:
            raise ChoiceError(
                source,
                "choices.targets",
                f"its mentor ability needs a target among {MENTOR_TARGETS} (702.134a): name"
                f" {len(perm.choices.targets) + 1} target(s) (legal now: {', '.join(legal)})",
                "603.3d",
            )
        # no legal target: removed from the stack (603.3d)
        return board, (TriggerRemoved("603.3d", source, "mentor"),)
    if target_problem(board, perm, target, MENTOR_TARGETS):
        # no longer a legal target as it resolves (608.2b): its power, say,
        # is no longer less than the mentor's
        events.append(TriggerRemoved("608.2b", source, "mentor"))
        return board, tuple(events)
    board, amount = _counter(board, target)
    events.append(KeywordTriggerResolves(rule, keyword, source, target, amount, ""))
    return board, tuple(events)


def _provoke_targets(board: Board, source: Permanent) -> list[str]:
    """The creatures provoke may target: creatures the defending player
    controls that the ability can target (702.39a, 115.1)."""
    defending = board.defending_player(source.id)
    return [
        p.id
        for p in board.permanents
        if p.controller == defending and not target_problem(board, source, p.id, Selector())
    ]


def _provoke(
    board: Board, source: str, used: dict[str, int], on_stack: Board
) -> tuple[Board, tuple[Event, ...]]:
    """Provoke (702.39a): its target chosen as it goes on the stack (603.3d,
    on ``on_stack``), then, if its controller does (603.5), the target
    untaps and must block ``source`` this turn if able (509.1c)."""
    perm = board.permanent(source)
    legal = _provoke_targets(on_stack, on_stack.get(source) or perm)
    n = used.get(source, 0)
    events: list[Event] = []
    if n < len(perm.choices.targets):
        used[source] = n + 1
        target = perm.choices.targets[n]
        if target not in legal:
            problem = target_problem(board, perm, target, Selector()) or (
                f'"{target}" is not a creature the defending player controls'
            )
            raise ChoiceError(
                source,
                "choices.targets",
                f"target {n + 1}: {problem}; provoke targets a creature the defending player"
                " controls (702.39a)",
                "603.3d",
            )
        events.append(TargetChosen("603.3d", source, target))
        # ward of the target (702.21a), resolved before provoke (603.3b)
        warded_perm = board.get(target)
        if warded_perm is not None:
            board, countered, warded = ward_on_target(
                board, source, perm.controller, warded_perm, "provoke"
            )
            events.extend(warded)
            if countered:
                return board, tuple(events)
    elif legal and perm.choices.may:
        raise ChoiceError(
            source,
            "choices.targets",
            f"its provoke ability needs a target among the defending player's creatures"
            f" (702.39a): name {len(perm.choices.targets) + 1} target(s) (legal now:"
            f" {', '.join(legal)}), or set choices.may = false",
            "603.3d",
        )
    elif legal:
        return board, (ChoiceMade("603.5", source, False),)  # declined: no target needed
    else:
        return board, (TriggerRemoved("603.3d", source, "provoke"),)  # no legal target
    if target not in _provoke_targets(board, perm):
        events.append(TriggerRemoved("608.2b", source, "provoke"))  # gone or untargetable
        return board, tuple(events)
    taken = perm.choices.may
    events.append(ChoiceMade("603.5", source, taken))
    if not taken:
        return board, tuple(events)
    creature = board.permanent(target)
    changed = evolve(creature, tapped=False, block_rules=creature.block_rules | {MustBlock(source)})
    board = board.with_permanents(changed if p.id == target else p for p in board.permanents)
    defending = board.defending_player(source)
    events.append(KeywordTriggerResolves("702.39a", "provoke", source, target, 0, defending))
    return board, tuple(events)


def _other_opponents(board: Board, source: Permanent) -> list[str]:
    """The opponents of ``source``'s controller still in the game other
    than its defending player (702.116a; a teammate is no opponent, 810.2)."""
    defending = board.defending_player(source.id)
    mine = board.team_of(source.controller) if board.teams else (source.controller,)
    return [p.id for p in board.players if not p.lost and p.id not in mine and p.id != defending]


def _myriad(board: Board, source: str) -> tuple[Board, tuple[Event, ...]]:
    """Myriad (702.116a): nothing to create without another opponent; the
    copies declined (603.5); taking them is refused (707.2, not modelled)."""
    perm = board.permanent(source)
    others = _other_opponents(board, perm)
    defending = board.defending_player(source)
    if not others:
        return board, (KeywordTriggerResolves("702.116a", "myriad", source, "", 0, defending),)
    if not perm.choices.may:
        return board, (ChoiceMade("603.5", source, False),)
    raise ChoiceError(
        source,
        "choices.may",
        f"its myriad ability would create token copies of it attacking {', '.join(others)};"
        " copies of a creature (707.2) are not modelled: set choices.may = false to decline"
        " them (702.116a)",
        "603.5",
    )
