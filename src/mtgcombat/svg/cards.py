"""The cards and players of a board picture: a card with its name, power
and toughness (or loyalty, defense), damage, counters and keyword badges,
struck through when it died (704.5); a player with life and poison, before
and after; and a row of the cards that are in no lane.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.core.model import CardType, Permanent, Player
from mtgcombat.i18n.messages import TERMS, ability_name
from mtgcombat.svg.canvas import (
    ATTACKER_FILL,
    CARD_H,
    CARD_W,
    DEATH_INK,
    DEFENDER_FILL,
    GAP_IN,
    INK,
    LANE_CELLS,
    MARGIN,
    _Box,
    _card_name,
    _Drawing,
    _fit,
    _n,
    _rect,
    _say,
    _text,
    _text_width,
    _zone_name,
)


def _badges(perm: Permanent, lang: str) -> list[str]:
    """The keyword abilities as badge texts, in the language, sorted."""
    texts = sorted(str(a) for a in perm.abilities if not isinstance(a, BlockTrigger))
    return [ability_name(t, lang) for t in texts]


def _counters(perm: Permanent, lang: str) -> list[str]:
    c = perm.counters
    kinds = [("+1/+1", c.plus_one), ("-1/-1", c.minus_one), *c.other]
    return [
        _say("counter", lang, kind=TERMS.get(kind, {}).get(lang, kind), n=n)
        for kind, n in kinds
        if n
    ]


def _stats(perm: Permanent, lang: str) -> str:
    """The number at the card's corner: power/toughness for a creature,
    loyalty for a planeswalker, defense for a battle."""
    if perm.is_creature:
        return f"{perm.current_power}/{perm.current_toughness}"
    if perm.is_type(CardType.PLANESWALKER):
        return _say("loyalty", lang, n=perm.counters.loyalty)
    if perm.is_type(CardType.BATTLE):
        return _say("defense", lang, n=perm.counters.defense)
    return ""


def _draw_card(d: _Drawing, perm: Permanent, box: _Box) -> None:
    lang = d.lang
    shown = d.now(perm)
    dead = not shown.on_battlefield
    attacking_side = perm.controller == d.before.active_player
    name = _card_name(perm, lang)
    facts = [name]
    if perm.name and perm.id != name:
        facts.append(perm.id)
    if shown.is_creature:
        facts.append(
            _say(
                "power_toughness",
                lang,
                power=shown.current_power,
                toughness=shown.current_toughness,
            )
        )
    elif _stats(shown, lang):
        facts.append(_stats(shown, lang))
    facts.append(_say("controlled_by", lang, player=perm.controller))
    if shown.damage:
        facts.append(_say("damage", lang, n=shown.damage))
    facts += _counters(shown, lang)
    facts += _badges(shown, lang)
    if shown.tapped:
        facts.append(_say("tapped", lang))
    if dead:
        zone = _zone_name(shown.zone, lang)
        facts.append(_say("zone", lang, name=name, zone=zone))
    label = ", " if lang == "en" else "、"
    group = ET.SubElement(
        d.layer("cards"),
        "g",
        {"id": f"card-{perm.id}", "aria-label": label.join(facts)},
    )
    ET.SubElement(group, "title").text = label.join(facts)
    _rect(
        group,
        box,
        rx="8",
        fill=ATTACKER_FILL if attacking_side else DEFENDER_FILL,
        stroke=INK,
        **{"stroke-width": "1.5", "stroke-dasharray": "5 3"} if shown.tapped else {},
    )
    inner = box.w - 16
    name_node = _text(
        group, box.x + 8, box.y + 19, _fit(name, 13, inner), 13, **{"font-weight": "bold"}
    )
    small = [perm.id] if perm.id != name else []
    if shown.tapped:
        small.append(_say("tapped", lang))
    if small:
        _text(group, box.x + 8, box.y + 33, _fit(" · ".join(small), 10, inner), 10, fill="#555")
    _draw_badges(group, _badges(shown, lang), box)
    corner = _stats(shown, lang)
    if corner:
        _text(
            group,
            box.x + box.w - 8,
            box.y + box.h - 9,
            corner,
            16 if shown.is_creature else 12,
            **{"text-anchor": "end", "font-weight": "bold"},
        )
    notes = []
    if shown.damage:
        notes.append(_say("damage", lang, n=shown.damage))
    notes += _counters(shown, lang)
    if notes:
        width = inner - _text_width(corner, 16) - 6
        _text(
            group,
            box.x + 8,
            box.y + box.h - 10,
            _fit(" ".join(notes), 10, width),
            10,
            fill=DEATH_INK if shown.damage else INK,
        )
    if dead:
        name_node.set("text-decoration", "line-through")
        length = min(_text_width(name_node.text or "", 13), inner)
        ET.SubElement(
            group,
            "line",
            {
                "x1": _n(box.x + 6),
                "y1": _n(box.y + 14),
                "x2": _n(box.x + 10 + length),
                "y2": _n(box.y + 14),
                "stroke": DEATH_INK,
                "stroke-width": "2",
            },
        )
        ET.SubElement(
            group,
            "line",
            {
                "x1": _n(box.x),
                "y1": _n(box.bottom),
                "x2": _n(box.x + box.w),
                "y2": _n(box.y),
                "stroke": DEATH_INK,
                "stroke-width": "3",
                "stroke-opacity": "0.6",
            },
        )
    d.boxes[perm.id] = box


def _draw_badges(group: ET.Element, badges: list[str], box: _Box) -> None:
    x, y = box.x + 8, box.y + 40
    limit = box.x + box.w - 8
    for i, badge in enumerate(badges):
        text = _fit(badge, 10, box.w - 28)
        width = _text_width(text, 10) + 10
        if x + width > limit:
            if y > box.y + 50:  # two rows at most: the rest as "+N"
                _text(group, x, y + 11, f"+{len(badges) - i}", 10, fill="#555")
                return
            x, y = box.x + 8, y + 18
        _rect(group, _Box(x, y, width, 15), rx="7", fill="#ffffff", stroke="#777")
        _text(group, x + 5, y + 11, text, 10)
        x += width + 4


def _draw_player(d: _Drawing, player: Player, box: _Box, attacking: bool) -> None:
    lang = d.lang
    after = d.after.player(player.id) if d.after is not None else player
    key = "attacking_player" if attacking else "player"
    title = _say(key, lang, player=player.id)

    def value(before: int, now: int) -> str:
        if d.after is None or before == now:
            return str(now)
        return _say("change", lang, before=before, after=now)

    sep = ", " if lang == "en" else "、"
    lines = [_say("life", lang, life=value(player.life, after.life))]
    if player.poison or after.poison:
        lines.append(_say("poison", lang, n=value(player.poison, after.poison)))
    if after.lost:
        lines.append(_say("lost", lang))
    if d.after is not None and (after.life, after.poison, after.lost) != (
        player.life,
        player.poison,
        player.lost,
    ):
        d.changes.append(_say("state", lang, who=title, what=sep.join(lines)))
    group = ET.SubElement(
        d.layer("players"),
        "g",
        {"id": f"player-{player.id}", "aria-label": sep.join([title, *lines])},
    )
    ET.SubElement(group, "title").text = sep.join([title, *lines])
    _rect(
        group,
        box,
        rx="6",
        fill=ATTACKER_FILL if attacking else DEFENDER_FILL,
        stroke=DEATH_INK if after.lost else INK,
        **{"stroke-width": "2"},
    )
    _text(group, box.x + 10, box.y + 20, _fit(title, 13, box.w - 20), 13, **{"font-weight": "bold"})
    _text(group, box.x + 10, box.y + 40, _fit("  ".join(lines), 11, box.w - 20), 11)
    d.boxes[player.id] = box


def _row_of_cards(d: _Drawing, perms: list[Permanent], y: float) -> float:
    """Cards in rows of :data:`LANE_CELLS`; returns the y under them."""
    for start in range(0, len(perms), LANE_CELLS):
        for i, perm in enumerate(perms[start : start + LANE_CELLS]):
            _draw_card(d, perm, _Box(MARGIN + i * (CARD_W + GAP_IN), y, CARD_W, CARD_H))
        y += CARD_H + GAP_IN
    return y
