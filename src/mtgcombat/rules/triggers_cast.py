"""The abilities a timeline's spell triggers as it is cast (601.2i, 603.2):
"whenever you cast a noncreature spell" and the like, prowess (702.108a),
magecraft and heroic (207.2c), and "when ~ becomes the target of a spell"
(601.2c: the targets are chosen as the spell is cast).

Once a spell becomes cast, the abilities that triggered are put on the stack
the next time a player would receive priority, above the spell (603.3), in
APNAP order (603.3b: the active player's first, so the others' resolve
first), each player's in the order of the permanents on the board. No player
responds (the engine plays no responses; 117.3b gives the caster priority):
they resolve one by one, top first, state-based actions performed after
each (704.3), and only then does the spell resolve (608.1). A spell whose
target a trigger took away (sacrificed) does nothing (608.2b) but was cast.

What a trigger asks of the spell (its card types and colors: a condition of
:mod:`mtgcombat.core.spell_filters`) is told from the card the entry casts;
an entry given as a sentence alone is an instant of unknown colors, and a
condition it cannot meet or fail (a white spell) is a
:class:`~mtgcombat.rules.timeline_entries.TimelineError`.

>>> from mtgcombat.core.model import Board, OtherKeyword, Permanent, Player
>>> from mtgcombat.core.abilities import PumpEffect
>>> from mtgcombat.rules.timeline_entries import Point, Spell, TimelineEntry
>>> monk = Permanent(id="monk", controller="A", power=1, toughness=2, attacking="B",
...                  abilities={OtherKeyword("prowess", rule="702.108")})
>>> board = Board([Player("A"), Player("B")], [monk], "A")
>>> growth = Spell("Target creature gets +3/+3 until end of turn.", (PumpEffect("target", 3, 3),),
...                types=frozenset({"instant"}))
>>> entry = TimelineEntry(Point.DECLARE_BLOCKERS, growth, ("monk",), "A", "timeline[0]")
>>> after, events = spell_cast_triggers(board, "current", entry)
>>> after.permanent("monk").power, [e.rule for e in events]
(2, ['702.108a', '613.4c'])
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from mtgcombat.core.abilities import BlockTrigger, OtherKeyword, PumpEffect, Selector, TriggerEvent
from mtgcombat.core.cast_when import cast_when_met
from mtgcombat.core.events import Event, TriggerResolves
from mtgcombat.core.model import Board, Permanent
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.spell_filters import (
    CAST_EVENTS,
    OPPONENT_TARGET_EVENTS,
    SPELL_EVENTS,
    spell_matches,
    spell_words,
)
from mtgcombat.rules.sba import check_state_based_actions

PROWESS = BlockTrigger(
    ("cast_spell",),
    (PumpEffect("it", 1, 1),),
    other=Selector(types=frozenset(), not_types=frozenset({"creature"})),
)
"""Prowess (702.108a): "whenever you cast a noncreature spell, this
creature gets +1/+1 until end of turn"; each instance triggers (702.108b)."""


def _abilities(perm: Permanent) -> list[tuple[BlockTrigger, str]]:
    """The permanent's abilities that trigger on a spell, with the rule of each."""
    out: list[tuple[BlockTrigger, str]] = []
    for ability in sorted(perm.abilities, key=str):  # a fixed order (the player's, 603.3b)
        if isinstance(ability, OtherKeyword) and ability.name == "prowess":
            out.extend([(PROWESS, "702.108a")] * perm.instances(ability))  # 702.108b
        elif isinstance(ability, BlockTrigger) and ability.events[0] in SPELL_EVENTS:
            rule = "601.2i" if ability.events[0] in CAST_EVENTS else "601.2c"
            out.append((ability, rule))
    return out


def has_spell_triggers(board: Board) -> bool:
    """Whether a permanent on the battlefield has an ability that a spell
    being cast triggers (the cheap test before any work; only boards with a
    timeline ask).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> has_spell_triggers(Board([Player("A"), Player("B")], [bear], "A"))
    False
    """
    return any(p.on_battlefield and _watches(p) for p in board.permanents)


def _watches(perm: Permanent) -> bool:
    return any(
        (isinstance(a, OtherKeyword) and a.name == "prowess")
        or (isinstance(a, BlockTrigger) and a.events[0] in SPELL_EVENTS)
        for a in perm.abilities
    )


def watched_creature(perm: Permanent, ability: BlockTrigger) -> str | None:
    """The permanent whose becoming a target triggers ``ability`` of
    ``perm`` (601.2c, 603.2): ``perm`` itself, or, for "enchanted (equipped)
    creature becomes the target ..." (session 12), the permanent ``perm`` is
    attached to (303.4, 301.5); ``None`` when ``perm`` is attached to none.

    >>> from mtgcombat.core.abilities import SacrificeEffect, Selector
    >>> from mtgcombat.core.model import CardType
    >>> cage = BlockTrigger(("becomes_target",), (SacrificeEffect("self"),),
    ...                     subject=Selector(types=frozenset({"creature"}), host=True))
    >>> aura = Permanent(id="cage", controller="A", types=frozenset({CardType.ENCHANTMENT}),
    ...                  attached_to="bear")
    >>> watched_creature(aura, cage), watched_creature(aura, BlockTrigger(("becomes_target",), ()))
    ('bear', 'cage')
    """
    if ability.subject is not None and ability.subject.host:
        return perm.attached_to
    return perm.id


if TYPE_CHECKING:
    from collections.abc import Sequence

    from mtgcombat.rules.timeline_entries import Spell, TimelineEntry


_ABILITY_TARGETED = ("becomes_target", "becomes_target_opponent")
"""The target events an ability's target triggers too (603.2)."""


def ability_targets_watched(board: Board) -> list[tuple[str, str]]:
    """The (permanent, target) pairs where a permanent's ``choices.targets``
    names one with "when ~ becomes the target of a spell or ability": the
    engine carries that trigger out for spells only, so such a choice is
    refused (603.2) rather than played without it.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", power=2, toughness=2)
    >>> ability_targets_watched(Board([Player("A"), Player("B")], [bear], "A"))
    []
    """
    watched = {
        watched_creature(p, a) or ""
        for p in board.permanents
        if _watches(p)
        for a, _ in _abilities(p)
        if a.events[0] in _ABILITY_TARGETED
    } - {""}
    if not watched:
        return []
    return [(p.id, t) for p in board.permanents for t in p.choices.targets if t in watched]


def cast_before(board: Board, entries: Sequence[TimelineEntry], entry: TimelineEntry) -> int:
    """How many of ``entries`` the caster of ``entry`` casts before it: those
    of an earlier point, and those of its point listed after it (the
    entries of a point are cast last first, so that the first is on top of
    the stack). Issue 33: "your second spell each turn" (601.2i).

    >>> from mtgcombat.core.model import Board, Player
    >>> from mtgcombat.rules.timeline_entries import Point, Spell, TimelineEntry
    >>> spell = Spell("Prevent all combat damage that would be dealt this turn.", ())
    >>> one = TimelineEntry(Point.DECLARE_ATTACKERS, spell, (), "A", "timeline[0]")
    >>> two = TimelineEntry(Point.DECLARE_BLOCKERS, spell, (), "A", "timeline[1]")
    >>> board = Board([Player("A"), Player("B")], [], "A")
    >>> cast_before(board, [one, two], two), cast_before(board, [one, two], one)
    (1, 0)
    """
    order = list(type(entry.after))
    caster = entry.caster(board)
    at = order.index(entry.after)
    mine = [e for e in entries if e.caster(board) == caster and e.name != entry.name]
    same = [e.name for e in entries if e.after is entry.after]
    later = same[same.index(entry.name) + 1 :] if entry.name in same else []
    return sum(order.index(e.after) < at or e.name in later for e in mine)


def _when_met(
    board: Board, perm: Permanent, ability: BlockTrigger, spell: Spell, count: int
) -> bool | None:
    """Whether the spell meets the ability's turn, count or kicker
    condition (issue 33; 601.2i): ``count`` is the caster's spells this turn
    up to and including it."""
    return cast_when_met(
        ability.when,
        count=count,
        your_turn=board.active_player in board.team_of(perm.controller),
        kicked=spell.kicked,
    )


def _triggers(
    board: Board, entry: TimelineEntry, caster: str, earlier: int = 0
) -> list[tuple[Permanent, BlockTrigger, TriggerEvent, str]]:
    """The abilities the entry's spell triggers as it is cast, each with the
    permanent whose it is, the event and the rule; ``earlier``: the spells
    of the timeline its caster cast before it."""
    spell = entry.spell
    before = board.player(caster).spells_cast if caster else 0
    count = (before or 0) + earlier + 1
    types = spell.types
    colors = spell.colors if types else None
    found: list[tuple[Permanent, BlockTrigger, TriggerEvent, str]] = []
    for perm in board.permanents:
        if not perm.on_battlefield:
            continue
        for ability, rule in _abilities(perm):
            event = ability.events[0]
            if event in CAST_EVENTS:
                yours = caster == perm.controller
                if event in ("cast_spell", "cast_spell_targeting") and not yours:
                    continue
                if event == "cast_spell_opponent" and yours:
                    continue
                if event == "cast_spell_targeting" and perm.id not in entry.targets:
                    continue  # heroic: a spell that targets it (207.2c)
                met = spell_matches(ability.other, types, colors, spell.kinds, spell.mana_value)
                if (
                    met
                    and ability.when is not None
                    and before is None
                    and _undecided(ability, earlier)
                ):
                    # the count is not known: the rest of the condition decides, or refused
                    met = _when_met(board, perm, _uncounted(ability), spell, count)
                    if met is not False:
                        _count_unknown(entry, caster, perm.id, ability)
                elif met and ability.when is not None:
                    met = _when_met(board, perm, ability, spell, count)
                if met is None:
                    facts: dict[str, object] = {
                        "effect": spell.text,
                        "permanent": perm.id,
                        "spell": spell_words(ability.other)
                        if ability.when is None
                        else ability.when.words(spell_words(ability.other)),
                        "point": entry.after.value,
                    }
                    field = "card" if spell.types else "effect"
                    key = "timeline_cast_unknown"
                    if spell.types and spell.mana_value is None:
                        key = "timeline_cast_mana_value_unknown"  # 202.3e (issue 33)
                    from mtgcombat.rules.timeline_entries import TimelineError  # noqa: PLC0415

                    raise TimelineError(entry.name, field, "601.2i", key, facts)
                if not met:
                    continue
            elif watched_creature(perm, ability) not in entry.targets:
                continue  # it does not become a target of the spell (601.2c)
            elif event in OPPONENT_TARGET_EVENTS and caster in board.team_of(perm.controller):
                continue  # session 11: a spell an opponent controls only (102.2)
            found.append((perm, ability, event, rule))
    return found


def _valued(ability: BlockTrigger, entry: TimelineEntry, permanent: str) -> BlockTrigger:
    """``ability`` with "+X/+X, where X is that spell's mana value" made the
    pump it gives (issue 33; 202.3: the spell's mana value on the stack).
    Raises :class:`TimelineError` when the spell's mana value is not known
    (a sentence alone, or a card whose cost has X: 202.3e)."""
    if not any(isinstance(e, PumpEffect) and e.per == "spell_mana_value" for e in ability.effects):
        return ability
    value = entry.spell.mana_value
    if value is None:
        from mtgcombat.rules.timeline_entries import TimelineError  # noqa: PLC0415

        field = "card" if entry.spell.types else "effect"
        facts = {"effect": entry.spell.text, "permanent": permanent, "point": entry.after.value,
                 "spell": "X is that spell's mana value"}  # fmt: skip
        raise TimelineError(entry.name, field, "202.3", "timeline_cast_mana_value_unknown", facts)
    effects = tuple(
        dataclasses.replace(e, power=e.power * value, toughness=e.toughness * value, per="")
        if isinstance(e, PumpEffect) and e.per == "spell_mana_value"
        else e
        for e in ability.effects
    )
    return dataclasses.replace(ability, effects=effects)


def _undecided(ability: BlockTrigger, earlier: int) -> bool:
    """Whether the ability counts its caster's spells this turn (601.2i)
    and the timeline's ``earlier`` spells alone do not decide it: the count
    is at least ``earlier + 1``, so "your first spell" is decided (not met)
    past it, and "other than your first" (met) from 2."""
    when = ability.when
    if when is None:
        return False
    least = earlier + 1
    if when.nth:
        return least <= when.nth
    return when.after_first and least < 2


def _uncounted(ability: BlockTrigger) -> BlockTrigger:
    """``ability`` with its count of spells left out (the turn, kicker stay)."""
    assert ability.when is not None
    when = dataclasses.replace(ability.when, nth=0, after_first=False)
    return dataclasses.replace(ability, when=when)


def _count_unknown(
    entry: TimelineEntry, caster: str, permanent: str, ability: BlockTrigger
) -> None:
    """Refuse a trigger that counts the caster's spells this turn ("your
    second spell each turn", 601.2i) when the scenario does not say how
    many they cast before the combat (``players.X.spells_cast`` left out):
    never taken as none (issue 33, session 10)."""
    from mtgcombat.rules.timeline_entries import TimelineError  # noqa: PLC0415

    words = ability.when.words(spell_words(ability.other)) if ability.when else ""
    facts = {"player": caster, "permanent": permanent, "spell": words, "point": entry.after.value}
    raise TimelineError(entry.name, "controller", "601.2i", "timeline_cast_count_unknown", facts)


def _apnap(
    board: Board, found: list[tuple[Permanent, BlockTrigger, TriggerEvent, str]]
) -> list[tuple[Permanent, BlockTrigger, TriggerEvent, str]]:
    """The order the triggers resolve in: put on the stack in APNAP order
    (603.3b), the last player's on top, so they resolve first; a player's
    own in the order of the board."""
    ids = [p.id for p in board.players]
    start = ids.index(board.active_player) if board.active_player in ids else 0
    turn = ids[start:] + ids[:start]
    out: list[tuple[Permanent, BlockTrigger, TriggerEvent, str]] = []
    for player in reversed(turn):
        out.extend(t for t in found if t[0].controller == player)
    return out


def spell_cast_triggers(
    board: Board, rules: RuleSet | str, entry: TimelineEntry, earlier: int = 0
) -> tuple[Board, tuple[Event, ...]]:
    """Cast the entry's spell as far as its triggers go: the abilities it
    triggers (601.2i, 601.2c) put on the stack above it in APNAP order and
    resolved before it (603.3, 608.1), state-based actions after each
    (704.3). Their targets, if any, are their permanents' ``choices.targets``
    (603.3d). ``earlier``: the spells of the timeline the caster cast before
    this one (:func:`cast_before`), for "your second spell each turn".
    Raises :class:`TimelineError` when a trigger's condition on the spell
    cannot be told (a sentence given without its card).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> from mtgcombat.core.abilities import PumpEffect, SacrificeEffect
    >>> from mtgcombat.rules.timeline_entries import Point, Spell, TimelineEntry
    >>> wisp = Permanent(id="wisp", controller="B", power=1, toughness=1,
    ...                  abilities={BlockTrigger(("becomes_target_of_spell",),
    ...                                          (SacrificeEffect("it"),))})
    >>> board = Board([Player("A"), Player("B")], [wisp], "A")
    >>> growth = Spell("Target creature gets +3/+3 until end of turn.",
    ...                (PumpEffect("target", 3, 3),), types=frozenset({"instant"}))
    >>> entry = TimelineEntry(Point.DECLARE_BLOCKERS, growth, ("wisp",), "B", "timeline[0]")
    >>> after, events = spell_cast_triggers(board, "current", entry)
    >>> after.permanent("wisp").zone.value, [e.kind for e in events][:2]
    ('graveyard', ['trigger_resolves', 'sacrificed'])
    """
    from mtgcombat.rules.triggers_targets import resolve_triggered  # noqa: PLC0415

    rules = RuleSet.coerce(rules)
    caster = entry.caster(board)
    found = _apnap(board, _triggers(board, entry, caster, earlier))
    events: list[Event] = []
    used: dict[str, int] = {}
    for perm, ability, event, rule in found:
        ability = _valued(ability, entry, perm.id)  # noqa: PLW2901
        creature = perm.id if event in CAST_EVENTS else watched_creature(perm, ability) or perm.id
        board, happened = resolve_triggered(
            board, rules, ability, source=perm.id, creature=creature, event=event, rule=rule,
            used=used, player=caster,  # "that player": the spell's caster (issue 33)
        )  # fmt: skip
        if event in CAST_EVENTS:
            # the event is the spell's being cast: name the entry (601.2i);
            # prowess is named by its keyword
            said = "prowess" if ability is PROWESS else ""
            happened = tuple(
                dataclasses.replace(e, creature=entry.name, ability=said or e.ability)
                if isinstance(e, TriggerResolves)
                else e
                for e in happened
            )
        events.extend(happened)
        board, sba = check_state_based_actions(board, rules)
        events.extend(sba)
    return board, tuple(events)
