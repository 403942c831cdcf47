"""The keyword abilities that trigger on combat damage to a player (603.2,
510.3a), as triggered abilities of the combat damage step:

* **renown N** (702.112a): "When this creature deals combat damage to a
  player, if it isn't renowned, put N +1/+1 counters on it and it becomes
  renowned." The "if" is an intervening "if" clause (603.4): the ability
  does not trigger from a renowned creature, and does nothing if the
  creature became renowned before it resolved (the first-strike step's
  renown has resolved before a double striker's regular damage, 510.4).
  Renowned is a designation on the board (702.112b; the scenario key
  ``renowned``), which "as long as ~ is renowned" reads;
* **ingest** (702.115a): "Whenever this creature deals combat damage to a
  player, that player exiles the top card of their library." Libraries are
  not on the board: the exile is an event, and the board does not change.

:func:`damage_keyword_trigger` makes the keyword's triggered ability
(:class:`~mtgcombat.core.abilities.BlockTrigger` with the effects of
:mod:`mtgcombat.core.keyword_effects`); :mod:`mtgcombat.rules.triggers_damage`
finds it with the board's other combat damage abilities, orders it (APNAP,
603.3b) and resolves it with :func:`apply_keyword_effect`. Each instance
triggers separately (113.2c, 702.112c, 702.115b): two instances of renown 1
on one creature (its ``repeats``) trigger twice, as do renown 1 and renown
2, and the second to resolve does nothing (603.4).

>>> from mtgcombat.core.model import Board, OtherKeyword, Permanent, Player
>>> print(damage_keyword_trigger(OtherKeyword("renown", "1", "702.112")))
whenever this creature deals combat damage to a player, renown 1: if it isn't renowned, \
put 1 +1/+1 counter(s) on it and it becomes renowned
"""

from __future__ import annotations

from functools import cache

from mtgcombat.core.abilities import BlockTrigger, OtherKeyword
from mtgcombat.core.events import Event
from mtgcombat.core.keyword_effects import IngestEffect, RenownEffect
from mtgcombat.core.keyword_events import KeywordTriggerResolves
from mtgcombat.core.model import Board, evolve
from mtgcombat.rules.counter_placing import put_counters

DAMAGE_KEYWORDS = frozenset({"renown", "ingest"})
"""The keywords of this module, by their CR name."""

KeywordEffect = RenownEffect | IngestEffect


@cache
def damage_keyword_trigger(keyword: OtherKeyword) -> BlockTrigger | None:
    """The triggered ability renown N or ingest is; ``None`` for another
    keyword (or a renown whose N is no number).

    >>> print(damage_keyword_trigger(OtherKeyword("ingest", "", "702.115")))
    whenever this creature deals combat damage to a player, ingest: that player exiles the top \
card of their library
    """
    if keyword.name == "ingest":
        return BlockTrigger(("combat_damage_to_player",), (IngestEffect(),))
    if keyword.name == "renown" and keyword.parameter.isdigit():
        return BlockTrigger(("combat_damage_to_player",), (RenownEffect(int(keyword.parameter)),))
    return None


def keyword_of(ability: BlockTrigger) -> OtherKeyword | None:
    """The keyword a triggered ability made by :func:`damage_keyword_trigger`
    is, or ``None`` (any printed ability).

    >>> keyword_of(damage_keyword_trigger(OtherKeyword("renown", "2", "702.112")))
    OtherKeyword(name='renown', parameter='2', rule='702.112')
    """
    effects = ability.effects
    if len(effects) != 1:
        return None
    effect = effects[0]
    if type(effect) is RenownEffect:
        return OtherKeyword("renown", str(effect.amount), "702.112")
    if type(effect) is IngestEffect:
        return OtherKeyword("ingest", "", "702.115")
    return None


def triggers_now(board: Board, holder: str, ability: BlockTrigger) -> bool:
    """Whether an ability's intervening "if" clause holds as the event
    happens (603.4): renown's "if it isn't renowned"; true for any other.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> knight = Permanent(id="knight", controller="A", renowned=True)
    >>> renown = damage_keyword_trigger(OtherKeyword("renown", "1", "702.112"))
    >>> triggers_now(Board([Player("A"), Player("B")], [knight], "A"), "knight", renown)
    False
    """
    effects = ability.effects
    if effects and type(effects[0]) is RenownEffect:
        return not board.permanent(holder).renowned
    return True


def apply_keyword_effect(
    board: Board, source: str, player: str, effect: KeywordEffect
) -> tuple[Board, list[Event]]:
    """Resolve the effect of ``source``'s renown or ingest, which it
    triggered by dealing combat damage to ``player``.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> knight = Permanent(id="knight", controller="A", power=2, toughness=2)
    >>> board = Board([Player("A"), Player("B")], [knight], "A")
    >>> after, events = apply_keyword_effect(board, "knight", "B", RenownEffect(2))
    >>> after.permanent("knight").current_power, after.permanent("knight").renowned
    (4, True)
    >>> _, again = apply_keyword_effect(after, "knight", "B", RenownEffect(2))
    >>> [e.rule for e in events + again]  # the second does nothing (603.4)
    ['702.112a', '603.4']
    """
    if isinstance(effect, IngestEffect):
        return board, [KeywordTriggerResolves("702.115a", "ingest", source, "", 0, player)]
    perm = board.permanent(source)
    if not perm.on_battlefield:
        return board, []  # it left the battlefield: nothing to put counters on
    if perm.renowned:
        # the intervening "if" no longer holds: it does nothing (603.4)
        return board, [KeywordTriggerResolves("603.4", "renown", source, source, 0, player)]
    events: list[Event] = []
    changed, amount = put_counters(board, perm, "+1/+1", effect.amount, events)
    changed = evolve(changed, renowned=True)
    board = board.with_permanents(changed if p.id == source else p for p in board.permanents)
    events.append(KeywordTriggerResolves("702.112a", "renown", source, source, amount, player))
    return board, events
