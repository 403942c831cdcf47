"""What a spell or an ability may target, one check for both (CR 115.1,
601.2c for a spell cast from the timeline, 603.3d for a triggered ability,
608.2b for both as they resolve): shroud (702.18a), hexproof (702.11b:
against an opponent's spell or ability only) and hexproof from a quality
(702.11d), protection (702.16b: from a quality of the spell, or of the
ability's source), and the printed lines "~ can't be the target of spells",
"... of spells or abilities your opponents control", "... of black spells
or abilities from black sources" (:func:`targeting_problem`); and ward,
which triggers when the permanent becomes the target of a spell an opponent
controls (702.21a: :func:`ward_costs`).

A "can't be the target of" line is kept as an
:class:`~mtgcombat.core.abilities.OtherKeyword` named ``UNTARGETABLE``
whose parameter is the rest of the line in the text layer's words:
``[QUALITY ]spells[ or abilities][ from QUALITY sources][ your opponents
control]`` or ``abilities[ your opponents control]``, the quality a color,
"non"+color, "A or B", "monocolored"... as protection reads them.

>>> from mtgcombat.core.abilities import OtherKeyword
>>> from mtgcombat.core.model import Board, Permanent, Player
>>> elf = Permanent(id="elf", controller="B", power=1, toughness=1,
...                 abilities=frozenset({OtherKeyword(UNTARGETABLE, "spells")}))
>>> shaman = Permanent(id="shaman", controller="A", power=1, toughness=1)
>>> board = Board([Player("A"), Player("B")], [elf, shaman], "A")
>>> targeting_problem(board, elf, spell_object("timeline[0]", "B"), spell=True)[0]
'target_untargetable'
>>> targeting_problem(board, elf, shaman, spell=False) is None
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from mtgcombat.core.abilities import Ability, OtherKeyword, Protection
from mtgcombat.core.model import COLORS, Board, Permanent
from mtgcombat.rules.blocks_qualities import _singulars, has_quality
from mtgcombat.rules.spell_effects import caster_object

UNTARGETABLE = "can't be the target of"
"""The name of the kept "~ can't be the target of ..." line (see above)."""

_LINE = re.compile(
    r"^(?:(?P<quality>(?!spells\b|abilities\b).+?) )?"
    r"(?P<what>spells or abilities|spells|abilities)"
    r"(?: from (?P<sources>.+?) sources)?(?P<opponents> your opponents control)?$"
)

SPELL_TYPES = frozenset({"instant", "sorcery"})


def spell_object(
    name: str, caster: str, colors: Iterable[str] = (), mana_value: int | None = None
) -> Permanent:
    """The spell as an object off the battlefield, for the qualities its
    targets' abilities name: its colors (105.2) and its controller.

    >>> spell = spell_object("timeline[0]", "A", {"red"})
    >>> spell.controller, sorted(spell.colors), spell.on_battlefield
    ('A', ['red'], False)
    """
    return caster_object(name, caster, frozenset(colors), mana_value)


def _has(
    board: Board, source: Permanent, quality: str, holder: str, kinds: frozenset[str] | None
) -> bool:
    """Whether the spell (``kinds``: its card types, 205.2a) or the ability's
    source (``kinds`` None) has the quality a protection, a hexproof from or
    a "can't be the target of" line names (702.16a): a spell's card type is
    one ("instants"); a spell is no permanent (110.1)."""
    q = " ".join(quality.lower().split())
    if " or " in q and not q.startswith("the "):
        return any(_has(board, source, part, holder, kinds) for part in q.split(" or "))
    if q.startswith("non") and q[3:].removeprefix("-") in COLORS:
        return not _has(board, source, q[3:].removeprefix("-"), holder, kinds)
    if kinds is not None:
        if kinds & _singulars(q):
            return True
        if q in ("permanents", "creatures") or q.endswith((" permanents", " creatures")):
            return False
    return has_quality(board, source, q, holder=holder)


def _abilities(perm: Permanent) -> frozenset[Ability]:
    if perm.granted is None:
        return perm.abilities
    return perm.abilities | frozenset(perm.granted.abilities)


def targeting_problem(
    board: Board,
    target: Permanent,
    source: Permanent,
    *,
    spell: bool,
    kinds: Iterable[str] = (),
) -> tuple[str, dict[str, object]] | None:
    """Why ``target`` can't be the target of a spell (``spell``: ``source``
    is the spell, :func:`spell_object`, and ``kinds`` its card types) or of
    an ability of ``source``, as a
    key of the message catalog's input_errors and its facts; ``None`` when
    nothing forbids it. Shroud forbids all (702.18a); hexproof an opponent's
    (702.11b); hexproof from a quality an opponent's spell with the quality,
    or ability from a source with it (702.11d); protection a spell with the
    quality, or an ability from a source with it (702.16b); a printed "can't
    be the target of" line what it names.

    >>> from mtgcombat.core.model import Player
    >>> knight = Permanent(id="knight", controller="A", power=2, toughness=2,
    ...                    abilities=frozenset({Protection("instants")}))
    >>> board = Board([Player("A"), Player("B")], [knight], "A")
    >>> bolt = spell_object("timeline[0]", "B", {"red"})
    >>> targeting_problem(board, knight, bolt, spell=True, kinds={"instant"})[0]
    'target_protection'
    """
    abilities = _abilities(target)
    if not abilities:
        return None
    holder = target.controller
    opponent = source.controller not in board.team_of(holder)
    types = frozenset(kinds) & SPELL_TYPES if spell else None
    facts: dict[str, object] = {"target": target.id}
    for a in sorted(abilities, key=str):
        if isinstance(a, Protection):
            if _has(board, source, a.quality, holder, types):
                return "target_protection", {**facts, "protection": a}
            continue
        if not isinstance(a, OtherKeyword):
            continue
        if a.name == "shroud":
            return "target_shroud", facts
        if a.name == "hexproof" and opponent:
            quality = a.parameter.removeprefix("from ").strip()
            if not a.parameter:
                return "target_hexproof", facts
            if _has(board, source, quality, holder, types):
                return "target_hexproof_from", {**facts, "ability": a}
        if a.name == UNTARGETABLE and _untargetable(board, a.parameter, source, holder, types):
            return "target_untargetable", {**facts, "ability": a}
    return None


def player_targeting_problem(
    board: Board,
    player_id: str,
    source_controller: str,
    source: Permanent | None = None,
    *,
    spell: bool = False,
    kinds: Iterable[str] = (),
) -> tuple[str, dict[str, object]] | None:
    """Why the player ``player_id`` can't be the target of a spell or
    ability ``source_controller`` controls: shroud (702.18a) forbids all,
    hexproof an opponent's (702.11c: "You can't be the target of spells or
    abilities your opponents control"). A player has them only from an
    effect ("You have hexproof.", the player's ``granted`` abilities).
    Protection (issue 33): from everything, anything (702.16j); from a
    player or from each opponent, what that player or an opponent controls
    (702.16k); from a quality, a spell with it or an ability from a source
    with it (702.16b), read on ``source`` (the spell, :func:`spell_object`,
    with ``spell`` and its card types ``kinds``; or the ability's source).
    ``None`` when nothing forbids it.

    >>> from mtgcombat.core.grants import Grant
    >>> from mtgcombat.core.model import Player
    >>> sheltered = Player("B", granted=Grant(abilities=frozenset({OtherKeyword("hexproof")})))
    >>> board = Board([Player("A"), sheltered], [], "A")
    >>> player_targeting_problem(board, "B", "A")
    ('target_player_hexproof', {'target': 'B'})
    >>> player_targeting_problem(board, "B", "B") is None
    True
    >>> warded = Board([Player("A"), Player("B", protection=frozenset({"red"}))], [], "A")
    >>> bolt = spell_object("timeline[0]", "A", {"red"})
    >>> player_targeting_problem(warded, "B", "A", bolt, spell=True, kinds={"instant"})[0]
    'target_player_protection'
    """
    player = board.player(player_id)
    if player.protection:
        found = _player_protection(board, player_id, source_controller, source, spell, kinds)
        if found is not None:
            return found
    granted = player.granted
    if granted is None or not granted.abilities:
        return None
    facts: dict[str, object] = {"target": player_id}
    if OtherKeyword("shroud") in granted.abilities:
        return "target_shroud", facts
    opponent = source_controller not in board.team_of(player_id)
    if OtherKeyword("hexproof") in granted.abilities and opponent:
        return "target_player_hexproof", facts
    return None


def _player_protection(
    board: Board,
    player_id: str,
    source_controller: str,
    source: Permanent | None,
    spell: bool,
    kinds: Iterable[str],
) -> tuple[str, dict[str, object]] | None:
    """The player's protection that forbids this spell or ability to target
    them (702.16b, 702.16j, 702.16k), as :func:`player_targeting_problem`."""
    opponent = source_controller not in board.team_of(player_id)
    types = frozenset(kinds) & SPELL_TYPES if spell else None
    for quality in sorted(board.player(player_id).protection):
        q = quality.lower()
        if q == "everything":
            rule = "702.16j"
        elif q == "each opponent":
            rule = "702.16k" if opponent else ""
        elif any(p.id.casefold() == q for p in board.players):
            rule = "702.16k" if source_controller.casefold() == q else ""
        else:
            hit = source is not None and _has(board, source, quality, player_id, types)
            rule = "702.16b" if hit else ""
        if rule:
            facts: dict[str, object] = {"target": player_id, "protected_from": quality}
            return "target_player_protection", {**facts, "rule": rule}
    return None


def _untargetable(
    board: Board, line: str, source: Permanent, holder: str, kinds: frozenset[str] | None
) -> bool:
    """Whether a "can't be the target of LINE" forbids this spell (``kinds``
    its card types) or ability (``kinds`` None)."""
    found = _LINE.match(line)
    if found is None:
        return False  # (the text layer keeps only the lines this reads)
    if ("spells" if kinds is not None else "abilities") not in found["what"]:
        return False
    if found["opponents"] and source.controller in board.team_of(holder):
        return False
    # "white spells or abilities from white sources": a spell's own quality,
    # an ability's source's
    quality = found["quality"] if kinds is not None else found["sources"] or found["quality"]
    return quality is None or _has(board, source, quality, holder, kinds)


def ward_costs(board: Board, target: Permanent, caster: str) -> tuple[str, ...]:
    """The costs of the ward abilities that trigger when ``target`` becomes
    the target of a spell or ability ``caster`` controls (a timeline entry's
    spell or activated ability, 602.2): each instance, when the caster is an
    opponent of its controller (702.21a, 702.21b); as printed after "ward"
    (``{2}``, ``— pay 3 life``).

    >>> from mtgcombat.core.model import Player
    >>> drake = Permanent(id="drake", controller="A", power=2, toughness=2,
    ...                   abilities=frozenset({OtherKeyword("ward", "{2}")}))
    >>> board = Board([Player("A"), Player("B")], [drake], "A")
    >>> ward_costs(board, drake, "B"), ward_costs(board, drake, "A")
    (('{2}',), ())
    """
    if caster in board.team_of(target.controller):
        return ()
    return tuple(
        sorted(
            a.parameter
            for a in _abilities(target)
            if isinstance(a, OtherKeyword) and a.name == "ward"
        )
    )


_WARD_MANA = re.compile(r"^(?:\{[^}]+\})+$")
_WARD_LIFE = re.compile(r"^\u2014 ?pay (\d+) life\.?$")
_WARD_DISCARD = re.compile(r"^\u2014 ?discard a card\.?$")


def ward_life_cost(cost: str) -> int | None:
    """The life a ward cost (as :func:`ward_costs` gives it) asks of the
    player who pays it: ``0`` for mana or "discard a card" (paid, nothing on
    the board changes: the engine keeps no mana pool and no hand), the N of
    "pay N life" (119.4), ``None`` for a cost the engine does not carry out
    (702.21a).

    >>> ward_life_cost("{2}"), ward_life_cost("\u2014 pay 3 life")
    (0, 3)
    >>> ward_life_cost("\u2014 sacrifice a land") is None
    True
    """
    text = " ".join(cost.lower().split())
    if _WARD_MANA.match(text) or _WARD_DISCARD.match(text):
        return 0
    life = _WARD_LIFE.match(text)
    return int(life[1]) if life is not None else None


def ward_life_due(board: Board, payer: str, cost: str) -> tuple[int, int, str]:
    """What paying one ward cost (702.21a) asks of ``payer``: the life lost
    (:func:`ward_life_cost`; 0 for mana or a discard), the life ``payer``
    has, and why it can't be paid: ``""`` (it can), ``"unmodelled"`` (a cost
    the engine does not carry out) or ``"cant_pay"`` (less life than the
    cost asks, 119.4).

    >>> from mtgcombat.core.model import Player
    >>> board = Board([Player("A", life=2), Player("B")], [], "A")
    >>> life = "\u2014 pay 3 life"
    >>> ward_life_due(board, "A", life), ward_life_due(board, "B", life)
    ((3, 2, 'cant_pay'), (3, 20, ''))
    >>> ward_life_due(board, "A", "{2}"), ward_life_due(board, "A", "\u2014 sacrifice a land")
    ((0, 2, ''), (0, 2, 'unmodelled'))
    """
    have = board.player(payer).life if board.is_player(payer) else 0
    amount = ward_life_cost(cost)
    if amount is None:
        return 0, have, "unmodelled"
    return amount, have, "cant_pay" if have < amount else ""
