"""Triggered abilities of the declare blockers step, resolved before combat damage.

Blocks are declared (509.1), the trigger events happen (509.1i: "blocks",
"becomes blocked", "becomes blocked by"), and these keyword abilities
trigger:

* **bushido N** (702.45a): whenever it blocks or becomes blocked, it gets
  +N/+N until end of turn;
* **rampage N** (702.23a): whenever it becomes blocked, it gets +N/+N until
  end of turn for each creature blocking it beyond the first, counted as the
  ability resolves (702.23b);
* **flanking** (702.25a): whenever it becomes blocked by a creature without
  flanking, that creature gets -1/-1 until end of turn (one trigger per such
  blocker);
* **afflict N** (702.130a): whenever it becomes blocked, the defending player
  loses N life.

Each instance triggers on its own (702.23c, 702.25b, 702.45b).

The same machinery runs every :class:`~mtgcombat.core.abilities.BlockTrigger`
("whenever ~ blocks, it gets +0/+2 until end of turn", "whenever ~ becomes
blocked by a creature, destroy that creature", "whenever ~ attacks and isn't
blocked, defending player gets a poison counter"): each keyword above is
such a trigger (see :func:`keyword_trigger`), with its own event and rule.
A trigger triggers when its event happens (603.2; the events and how often
each fires are 509.3a-g now, 509.5a-g in 2023) and resolves with the
keyword ones, in the same order. Its effects: +N/+N until end of turn
(613.4c), a keyword gained or lost until end of turn (613.1f), damage that
is not combat damage (120.3; protection and deathtouch apply), destruction
(701.8; indestructible and regeneration respected), life gained or lost
(119.3), poison counters (122.1). They go on the
stack in APNAP order (101.4, 603.3b): the active player's first, so the other
players' resolve first. Each player's own triggers resolve in the order the
trigger events happen (blockers' "blocks", then each attacker's "becomes
blocked" before its "becomes blocked by"), so an attacker's rampage counts its
blockers before its flanking triggers resolve: the order an attacking player
would pick. No player responds. State-based actions are performed and static
effects recomputed before each resolution (704.3, 117.5), so a 1/1 blocker
that got -1/-1 from flanking is gone before damage, and a player at 0 life
loses.

"Until end of turn" changes to power and toughness are not counters: they
change the creature's own power and toughness (layer 7c, like an effect's
+N/+N) and last past the damage steps.

This module is the face of its parts, and names them all:

* :mod:`~mtgcombat.rules.triggers_blocks`: the declare blockers step's
  triggers (509.1i, 603.3b);
* :mod:`~mtgcombat.rules.triggers_targets`: targets and resolution (603.3d,
  608.2b);
* :mod:`~mtgcombat.rules.triggers_effects`: the effects (608.2);
* :mod:`~mtgcombat.rules.triggers_later`: combat damage triggers (510.3a) and
  end of combat triggers (511.2).

>>> from mtgcombat.core.model import Board, Permanent, Player, Keyword
>>> from mtgcombat.core.ruleset import RuleSet
>>> knight = Permanent(id="knight", controller="A", power=2, toughness=2, attacking="B",
...                    abilities=frozenset({Keyword.FLANKING}))
>>> squire = Permanent(id="squire", controller="B", power=1, toughness=1, blocking=("knight",))
>>> board = Board(players=(Player("A"), Player("B")), permanents=(knight, squire),
...               active_player="A")
>>> after, events = declare_blockers_triggers(board, RuleSet.CURRENT)
>>> after.permanent("squire").zone.value, [e.kind for e in events]
('graveyard', ['flanking', 'put_into_graveyard'])
"""

from __future__ import annotations

from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.triggers_blocks import (
    declare_blockers_triggers,
    has_block_triggers,
    keyword_trigger,
    pending_triggers,
    resolve_pending,
)
from mtgcombat.rules.triggers_later import (
    combat_damage_triggers,
    end_of_combat_triggers,
    has_end_of_combat_triggers,
)
from mtgcombat.rules.triggers_targets import (
    resolve_triggered,
    target_problem,
)

__all__ = [
    "ChoiceError",
    "combat_damage_triggers",
    "declare_blockers_triggers",
    "end_of_combat_triggers",
    "has_block_triggers",
    "has_end_of_combat_triggers",
    "keyword_trigger",
    "pending_triggers",
    "resolve_pending",
    "resolve_triggered",
    "target_problem",
]
