"""Activated abilities between the steps (602): a timeline entry that
activates an ability of a permanent on the battlefield instead of casting
a spell (:class:`~mtgcombat.rules.timeline_entries.TimelineEntry`'s
``activated``).

Its controller is the permanent's controller (602.2). Its cost is paid as
it is activated (602.2b, 118.3): mana counts as paid, as for the
timeline's spells; "{T}" taps the source, which must be untapped then
(118.3: a tapped permanent cannot pay it, so an attacking creature
without vigilance cannot, 508.1f); "Sacrifice ~" puts the source into its
owner's graveyard before the effect (the entry's ``sacrifice``: 601.2h,
608.2h). An effect that names the source ("~ gets +1/+0 until end of
turn") does so without targeting it: the entry's first id is the source,
which only has to be on the battlefield (:func:`source_problem`).

>>> from mtgcombat.core.model import Board, Permanent, Player
>>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, tapped=True)
>>> board = Board([Player("A"), Player("B")], [elf], "A")
>>> activation_problem(board, "elf", tap_cost=True)
('timeline_activate_tapped', '602.2b, 118.3')
"""

from __future__ import annotations

import dataclasses

from mtgcombat.core.abilities import Keyword, LifeEffect
from mtgcombat.core.events import AbilityActivated, Event
from mtgcombat.core.model import Board, evolve
from mtgcombat.core.ruleset import RuleSet


def activation_problem(
    board: Board, source: str, *, tap_cost: bool, life_cost: int = 0
) -> tuple[str, str] | None:
    """Why the ability of ``source`` cannot be activated now, as the key of
    a message and its rule, or ``None``: its source must be on the
    battlefield (602.2: an ability of a permanent is activated while it is
    there) and, for a "{T}" cost, untapped (602.2b, 118.3; an attacker
    without vigilance became tapped as it was declared, 508.1f); for
    "Pay N life", its controller has at least N life (119.4).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> skel = Permanent(id="skel", controller="B", power=1, toughness=1)
    >>> board = Board([Player("A"), Player("B")], [skel], "A")
    >>> activation_problem(board, "skel", tap_cost=True) is None
    True
    >>> activation_problem(board, "gone", tap_cost=False)
    ('timeline_activate_gone', '602.2')
    >>> activation_problem(board, "skel", tap_cost=False, life_cost=21)
    ('timeline_activate_life', '119.4')
    """
    perm = board.get(source)
    if perm is None or not perm.on_battlefield:
        return "timeline_activate_gone", "602.2"
    attacked = bool(perm.attacking) and not perm.has(Keyword.VIGILANCE)
    if tap_cost and (perm.tapped or attacked):
        return "timeline_activate_tapped", "602.2b, 118.3"
    owner = board.player(perm.controller) if board.is_player(perm.controller) else None
    if life_cost and (owner is None or owner.life < life_cost):
        return "timeline_activate_life", "119.4"
    return None


def source_problem(board: Board, source: str) -> str:
    """For the source an activated ability's effect names ("~"): it is not
    targeted (115.1), so only its being gone matters ("gone", or "").

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> drake = Permanent(id="drake", controller="A", power=2, toughness=2)
    >>> board = Board([Player("A"), Player("B")], [drake], "A")
    >>> source_problem(board, "drake"), source_problem(board, "bear")
    ('', 'gone')
    """
    perm = board.get(source)
    return "" if perm is not None and perm.on_battlefield else "gone"


def pay_activation(
    board: Board,
    entry: str,
    source: str,
    cost: str,
    *,
    tap_cost: bool,
    life_cost: int = 0,
    rules: RuleSet | str = "current",
) -> tuple[Board, list[Event]]:
    """The activation of the ability of ``source`` by the timeline entry
    named ``entry`` (602.2), and the part of its cost this module pays: the
    source tapped for "{T}" (602.2b, 118.3), and "Pay N life": life its
    controller loses (119.4). A "Sacrifice ~" is the entry's
    ``sacrifice``, paid after this by the timeline's casting (601.2h).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1)
    >>> board = Board([Player("A"), Player("B")], [elf], "A")
    >>> after, events = pay_activation(board, "timeline[0]", "elf", "{T}", tap_cost=True)
    >>> after.permanent("elf").tapped, [e.kind for e in events]
    (True, ['ability_activated'])
    >>> after, events = pay_activation(board, "timeline[0]", "elf", "Pay 2 life",
    ...                                tap_cost=False, life_cost=2)
    >>> after.player("B").life, [(e.kind, e.rule) for e in events]
    (18, [('ability_activated', '602.2'), ('life_lost', '119.4')])
    """
    events: list[Event] = [AbilityActivated("602.2", entry, source, cost)]
    perm = board.get(source)
    if tap_cost and perm is not None:
        tapped = evolve(perm, tapped=True)
        board = board.with_permanents(tapped if p.id == perm.id else p for p in board.permanents)
    if life_cost and perm is not None:
        from mtgcombat.rules.spell_effects import apply_untargeted  # noqa: PLC0415

        board, lost = apply_untargeted(
            board, RuleSet.coerce(rules), LifeEffect(-life_cost), perm.controller, entry
        )
        # paying life is losing it (119.4)
        events.extend(
            dataclasses.replace(e, rule="119.4") if e.rule == "119.3" else e for e in lost
        )
    return board, events
