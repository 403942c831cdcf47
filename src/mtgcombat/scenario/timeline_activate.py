"""A ``[[timeline]]`` entry that activates an ability of a permanent on the
board (``activate = "dragon"``, ``ability = 1``) instead of casting a
spell (602.2).

The ability is the ``ability``-th activated ability of the permanent's
card text (a line "cost: effect", 602.1; ``ability`` may be left out when
there is one). Its effect is read by the timeline's spell grammar, the
source ("~", "this creature", the card's name) written as the entry's first
id, which the effect names without targeting (:mod:`mtgcombat.rules.timeline_activate`).
Its controller is the permanent's controller (602.2). Costs (602.2b,
118.3): mana counts as paid, "{T}" taps the source, "Sacrifice ~"
sacrifices it, "Pay N life" is life its controller loses (119.4); any
other cost is refused, as are loyalty abilities
(606.3), abilities activated only as a sorcery (602.5d) or with another
restriction (602.5), and an effect the grammar does not read (608.2).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from mtgcombat.cards.catalog import Catalog
from mtgcombat.core.model import Board
from mtgcombat.scenario.errors import Fail

if TYPE_CHECKING:
    from mtgcombat.rules.timeline import Spell, TimelineEntry
    from mtgcombat.scenario.schema import TimelineDoc

_LOYALTY = re.compile(r"^[+\u2212-]?(?:\d+|X)$")  # "+1", "−2", "0" (606.3)
_MANA = re.compile(r"^(?:\{(?:\d+|[WUBRGCXS]|[WUBRG2]/[WUBRGP])\})+$")  # 107.4
_SELF = re.compile(r"\b(?:this creature|this artifact|this permanent)\b|~", re.IGNORECASE)
_RESTRICTION = re.compile(r"\bActivate (?:only|this ability only)\b[^.]*\.", re.IGNORECASE)
_REMINDER = re.compile(r"\s*\([^)]*\)")
_PAY_LIFE = re.compile(r"^Pay (\d+) life$", re.IGNORECASE)
_ONCE = re.compile(r"\s*\bActivate only once each turn\.", re.IGNORECASE)
_SORCERY = re.compile(r"\bActivate only as a sorcery\b", re.IGNORECASE)


@dataclasses.dataclass(frozen=True, slots=True)
class Activation:
    """An activated ability read for a timeline entry: the ability's line,
    its cost, the spell its effect is, and what the cost does (602.2b).

    >>> from mtgcombat.text.spells import parse_spell
    >>> spell = parse_spell("Target creature gets +1/+0 until end of turn.")
    >>> Activation("{R}: ~ gets +1/+0 until end of turn.", "{R}", spell, self_target=True).cost
    '{R}'
    """

    line: str
    cost: str
    spell: Spell
    self_target: bool = False
    tap: bool = False
    sacrifice: bool = False
    life: int = 0
    once: bool = False  # "Activate only once each turn." (602.5b)


def activated_lines(text: str, name: str) -> list[tuple[str, str]]:
    """The activated abilities of a card's text, in order: each line
    "cost: effect" (602.1), as (cost, effect) with the card's name written
    "~", without its reminder text (207.2). A colon inside quotes (a
    granted ability) is no activated ability of the card's own.

    >>> activated_lines("Flying\\n{R}: Shivan Dragon gets +1/+0 until end of turn.",
    ...                 "Shivan Dragon")
    [('{R}', '~ gets +1/+0 until end of turn.')]
    >>> activated_lines("Equip {2} ({2}: Attach to target creature you control.)", "Axe")
    []
    """
    found: list[tuple[str, str]] = []
    for raw in text.splitlines():
        line = _REMINDER.sub("", raw)  # reminder text is no part of the ability (207.2)
        line = line.replace(name, "~") if name else line
        head, colon, effect = line.partition(":")
        if not colon or '"' in head or not head.strip():
            continue
        if "—" in head:  # an ability word or a flavor word: "Boast — {1}{R}: ..."
            head = head.split("—", 1)[1]
        found.append((head.strip(), effect.strip()))
    return found


def read_activation(
    board: Board, td: TimelineDoc, at: str, fail: Fail, catalog: Catalog | None
) -> Activation:
    """The ability ``td.activate`` / ``td.ability`` names, read (602.1,
    602.2), or the file's problem with it.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> from mtgcombat.scenario.schema import TimelineDoc
    >>> dragon = Permanent(id="dragon", controller="B", power=5, toughness=5, name="Shivan Dragon")
    >>> board = Board([Player("A"), Player("B")], [dragon], "A")
    >>> def fail(path, key, rule=None, **facts): return ValueError(path, key, rule)
    >>> td = TimelineDoc(after="declare-blockers", activate="dragon")
    >>> found = read_activation(board, td, "timeline[0]", fail, None)
    >>> found.cost, found.spell.text, found.self_target
    ('{R}', 'Shivan Dragon gets +1/+0 until end of turn.', True)
    >>> td = TimelineDoc(after="declare-blockers", activate="dragon", ability=2)
    >>> read_activation(board, td, "timeline[0]", fail, None)
    Traceback (most recent call last):
    ...
    ValueError: ('timeline[0].ability', 'timeline_ability_not_activated', '602.1')
    """
    from mtgcombat.cards.catalog import BUILTIN  # noqa: PLC0415
    from mtgcombat.text.spells import SpellError, parse_spell  # noqa: PLC0415

    source_id = str(td.activate)
    if td.card is not None or td.effect is not None:
        raise fail(f"{at}.activate", "timeline_activate_and_spell", "602.2")
    perm = board.get(source_id)
    if perm is None:
        raise fail(f"{at}.activate", "not_permanent_id", "602.2", id=source_id)
    card = (catalog if catalog is not None else BUILTIN).find(perm.name) if perm.name else None
    if card is None:
        raise fail(f"{at}.activate", "timeline_activate_no_card", "602.1", id=source_id)
    lines = activated_lines(card.text, card.name)
    if not lines:
        raise fail(f"{at}.activate", "timeline_activate_none", "602.1", card=card.name)
    if td.ability is None and len(lines) > 1:
        raise fail(f"{at}.ability", "timeline_ability_needed", "602.1", card=card.name,
                   count=len(lines))  # fmt: skip
    index = td.ability or 1
    if index > len(lines):
        raise fail(f"{at}.ability", "timeline_ability_not_activated", "602.1", card=card.name,
                   count=len(lines), index=index)  # fmt: skip
    cost, effect = lines[index - 1]
    line = f"{cost}: {effect}"
    if _LOYALTY.match(cost):
        raise fail(f"{at}.ability", "timeline_activate_loyalty", "606.3", ability=line)
    if _SORCERY.search(effect):
        raise fail(f"{at}.ability", "timeline_activate_sorcery", "602.5d", ability=line)
    once = bool(_ONCE.search(effect))
    effect = _ONCE.sub("", effect).strip()  # checked by check_once (602.5b)
    restriction = _RESTRICTION.search(effect)
    if restriction:
        raise fail(f"{at}.ability", "timeline_activate_restricted", "602.5", ability=line,
                   restriction=restriction.group(0))  # fmt: skip
    tap = sacrifice = False
    life = 0
    for written in (p.strip() for p in cost.split(",")):
        symbols = re.findall(r"\{[^}]*\}", written)
        part = written
        if symbols and "".join(symbols) == written and "{T}" in symbols:
            tap = True
            part = written.replace("{T}", "")
        if not part or _MANA.match(part):
            continue  # mana counts as paid, as for the timeline's spells (118.3a)
        if part.lower() in ("sacrifice ~", "sacrifice this creature"):
            sacrifice = True
            continue
        paid = _PAY_LIFE.match(part)
        if paid is not None:  # life its controller loses (119.4)
            life += int(paid[1])
            continue
        raise fail(f"{at}.ability", "timeline_activate_cost", "602.2b, 118.3", ability=line,
                   cost=part)  # fmt: skip
    names_self = bool(_SELF.search(effect))
    if names_self and re.search(r"\btarget\b", effect, re.IGNORECASE):
        raise fail(f"{at}.ability", "timeline_activate_self_and_target", "602.2", ability=line)
    if names_self and sacrifice:
        # the source is gone as the effect happens: its last known information (608.2h)
        raise fail(f"{at}.ability", "timeline_activate_self_sacrificed", "608.2h", ability=line)
    if names_self and td.targets:
        raise fail(f"{at}.targets", "timeline_targets_none", "601.2c", effect=effect)
    said = _SELF.sub("target creature", effect) if names_self else effect
    said = said[0].upper() + said[1:] if said else said
    if names_self and re.search(r"\bdeals?\b", said):
        # the damage's source is the permanent itself (its deathtouch, lifelink: 702.2, 702.15)
        raise fail(f"{at}.ability", "timeline_activate_own_damage", "120.2a", ability=line)
    try:
        spell = parse_spell(said)
    except SpellError as exc:
        raise fail(f"{at}.ability", "sentence_not_modelled", "608.2", sentence=effect,
                   detail=exc.detail) from None  # fmt: skip
    spell = dataclasses.replace(
        spell, text=effect.replace("~", card.name), colors=frozenset(card.colors)
    )
    return Activation(line, cost, spell, names_self, tap, sacrifice, life, once)


def activation_doc(
    board: Board, td: TimelineDoc, at: str, fail: Fail, found: Activation
) -> TimelineDoc:
    """The entry as the timeline's checks read it: the source first among
    its ids when the effect names it, and its controller the permanent's
    (602.2; another player named is refused).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> from mtgcombat.scenario.schema import TimelineDoc
    >>> dragon = Permanent(id="dragon", controller="B", power=5, toughness=5, name="Shivan Dragon")
    >>> board = Board([Player("A"), Player("B")], [dragon], "A")
    >>> def fail(path, key, rule=None, **facts): return ValueError(path, key, rule)
    >>> td = TimelineDoc(after="declare-blockers", activate="dragon")
    >>> found = read_activation(board, td, "timeline[0]", fail, None)
    >>> read = activation_doc(board, td, "timeline[0]", fail, found)
    >>> read.targets, read.controller
    (['dragon'], 'B')
    """
    perm = board.permanent(str(td.activate))
    if td.controller and td.controller != perm.controller:
        raise fail(f"{at}.controller", "timeline_activate_controller", "602.2",
                   id=perm.id, player=perm.controller)  # fmt: skip
    targets = [perm.id, *td.targets] if found.self_target else list(td.targets)
    return td.model_copy(update={"targets": targets, "controller": perm.controller})


def activated_entry(entry: TimelineEntry, td: TimelineDoc, found: Activation) -> TimelineEntry:
    """The entry with what its activation adds (602.2, 602.2b).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> from mtgcombat.scenario.schema import TimelineDoc
    >>> dragon = Permanent(id="dragon", controller="B", power=5, toughness=5, name="Shivan Dragon")
    >>> board = Board([Player("A"), Player("B")], [dragon], "A")
    >>> def fail(path, key, rule=None, **facts): return ValueError(path, key, rule)
    >>> td = TimelineDoc(after="declare-blockers", activate="dragon")
    >>> found = read_activation(board, td, "timeline[0]", fail, None)
    >>> from mtgcombat.rules.timeline import Point, TimelineEntry
    >>> entry = TimelineEntry(Point.DECLARE_BLOCKERS, found.spell, ("dragon",), "B")
    >>> done = activated_entry(entry, td, found)
    >>> done.activated, done.activation_cost, done.self_target, done.tap_cost
    ('dragon', '{R}', True, False)
    """
    return dataclasses.replace(
        entry,
        activated=str(td.activate),
        activation_cost=found.cost,
        tap_cost=found.tap,
        self_target=found.self_target,
        sacrifice=str(td.activate) if found.sacrifice else "",
        life_cost=found.life,
    )


def check_activations(board: Board, entries: Sequence[TimelineEntry], fail: Fail) -> None:
    """Refuse what the activations of the timeline cannot do here: a
    "{T}" ability of a source another entry at the same point taps too
    (118.3: a tapped permanent cannot pay it again), and an activation on a
    board where casting a spell triggers abilities (603.2: the engine's
    cast triggers are for spells).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> from mtgcombat.scenario.schema import TimelineDoc
    >>> dragon = Permanent(id="dragon", controller="B", power=5, toughness=5, name="Shivan Dragon")
    >>> board = Board([Player("A"), Player("B")], [dragon], "A")
    >>> def fail(path, key, rule=None, **facts): return ValueError(path, key, rule)
    >>> td = TimelineDoc(after="declare-blockers", activate="dragon")
    >>> found = read_activation(board, td, "timeline[0]", fail, None)
    >>> from mtgcombat.rules.timeline import Point, TimelineEntry
    >>> entry = TimelineEntry(Point.DECLARE_BLOCKERS, found.spell, ("dragon",), "B")
    >>> check_activations(board, [activated_entry(entry, td, found)], fail) is None
    True
    """
    from mtgcombat.rules.triggers_cast import has_spell_triggers  # noqa: PLC0415

    activated = [e for e in entries if e.activated]
    if activated and has_spell_triggers(board):
        raise fail(f"{activated[0].name}.activate", "timeline_activate_cast_triggers", "603.2")
    seen: set[tuple[str, str]] = set()
    for entry in activated:
        key = (entry.activated, entry.after.value)
        if entry.tap_cost and key in seen:
            raise fail(f"{entry.name}.activate", "timeline_activate_tapped_twice", "118.3",
                       id=entry.activated)  # fmt: skip
        if entry.tap_cost:
            seen.add(key)


def check_once(
    docs: Sequence[TimelineDoc], activations: Mapping[int, Activation], fail: Fail
) -> None:
    """An ability with "Activate only once each turn." is activated by one
    entry of the timeline at most (602.5b: the combat is one turn's): a
    second entry activating it, on the same permanent, is refused.

    >>> from mtgcombat.scenario.schema import TimelineDoc
    >>> from mtgcombat.text.spells import parse_spell
    >>> spell = parse_spell("Target creature gets +1/+1 until end of turn.")
    >>> once = Activation("{1}: ~ gets +1/+1 until end of turn.", "{1}", spell, once=True)
    >>> td = TimelineDoc(after="declare-blockers", activate="knight")
    >>> def fail(path, key, rule=None, **facts): return ValueError(path, key, rule)
    >>> check_once([td, td], {0: once, 1: once}, fail)
    Traceback (most recent call last):
    ...
    ValueError: ('timeline[1].activate', 'timeline_activate_once', '602.5b')
    """
    seen: set[tuple[str, str]] = set()
    for index, found in sorted(activations.items()):
        key = (str(docs[index].activate), found.line)
        if found.once and key in seen:
            raise fail(f"timeline[{index}].activate", "timeline_activate_once", "602.5b",
                       id=key[0], ability=found.line)  # fmt: skip
        seen.add(key)
