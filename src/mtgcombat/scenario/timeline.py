"""The file's ``[[timeline]]``: spells cast between the steps of combat,
read into :class:`~mtgcombat.rules.timeline.TimelineEntry` values (each
sentence, 608.2; its targets, 601.2c; who casts it; the id of a token it
puts onto the battlefield, 111.1), and the checks of an order that places
such a token among an attacker's blockers (509.7).
"""

from __future__ import annotations

from collections.abc import Sequence

from mtgcombat.core.model import Board
from mtgcombat.rules.timeline import Point, Spell, TimelineEntry, TokenBlockingEffect, token_id
from mtgcombat.scenario.errors import _Fail, _key_text
from mtgcombat.scenario.schema import TimelineDoc


def _timeline(board: Board, docs: Sequence[TimelineDoc], fail: _Fail) -> tuple[TimelineEntry, ...]:
    """The file's timeline: each entry's sentence (608.2) and the id of the
    token it puts onto the battlefield, if it does (the file's, or the first
    free one); then its targets (which may name such a token) and who casts
    it."""
    if not docs:
        return ()  # (most files: the spell reader is not loaded)
    from mtgcombat.text.spells import SpellError, parse_spell  # noqa: PLC0415

    spells: list[Spell] = []
    tokens: list[str] = []
    taken = {p.id for p in board.permanents} | {p.id for p in board.players}
    for index, td in enumerate(docs):
        at = f"timeline[{index}]"
        try:
            spell = parse_spell(td.effect)
        except SpellError as exc:
            raise fail(
                f"{at}.effect", "sentence_not_modelled", "608.2",
                sentence=td.effect, detail=exc.detail,
            ) from None  # fmt: skip
        effect = next((e for e in spell.effects if isinstance(e, TokenBlockingEffect)), None)
        token = td.token
        if token and effect is None:
            raise fail(f"{at}.token", "timeline_token_none", "111.1", effect=td.effect)
        if token:
            # a token is a new object (111.1): an id of its own
            if not token.isprintable():
                raise fail(f"{at}.token", "id_control_characters", "111.1")
            if board.is_player(token):
                raise fail(f"{at}.token", "id_is_player", "111.1", id=token)
            if token in taken:
                raise fail(f"{at}.token", "id_used", "111.1", id=token)
        elif effect is not None:
            token = token_id(effect, taken)
        taken.add(token)
        spells.append(spell)
        tokens.append(token)
    return tuple(
        _timeline_entry(board, i, td, spell, token, tokens, fail)
        for i, (td, spell, token) in enumerate(zip(docs, spells, tokens, strict=True))
    )


def _timeline_entry(
    board: Board,
    index: int,
    td: TimelineDoc,
    spell: Spell,
    token: str,
    tokens: Sequence[str],
    fail: _Fail,
) -> TimelineEntry:
    """A timeline entry read from the file: its targets (chosen as it is
    cast: 601.2c; a permanent or a token of the timeline) and who casts it."""
    at = f"timeline[{index}]"
    if spell.targeted and len(td.targets) != 1:
        raise fail(
            f"{at}.targets", "timeline_targets_needed", "601.2c",
            effect=td.effect, count=len(td.targets),
        )  # fmt: skip
    if not spell.targeted and td.targets:
        raise fail(f"{at}.targets", "timeline_targets_none", "601.2c", effect=td.effect)
    for target in td.targets:
        if board.get(target) is None and not (target and target in tokens):
            raise fail(f"{at}.targets", "not_permanent_id", "601.2c", id=target)
    if td.controller and not board.is_player(td.controller):
        raise fail(f"{at}.controller", "not_player_id", "601.2", id=td.controller)
    point = Point(td.after)
    return TimelineEntry(point, spell, tuple(td.targets), td.controller, at, token)


def _tokens_blocking(timeline: Sequence[TimelineEntry], attacker: str) -> set[str]:
    """The tokens the timeline puts onto the battlefield blocking ``attacker``."""
    return {e.token for e in timeline if e.token and e.targets == (attacker,)}


def _check_token_places(
    timeline: Sequence[TimelineEntry],
    attacker: str,
    order: Sequence[str],
    coming: set[str],
    fail: _Fail,
) -> None:
    """An order may list a token of the timeline only where it blocks: the
    attacker its entry targets (509.7); each creature once."""
    path = f"orders.{_key_text(attacker)}"
    if len(set(order)) != len(order):
        raise fail(path, "creature_listed_twice", "509.2, 2023 rules")
    elsewhere = {e.token for e in timeline if e.token} - coming
    for c in order:
        if c in elsewhere:
            raise fail(path, "not_blocker_of", "509.7, 2023 rules", id=c, creature=attacker)
