"""The arrows of a board picture: attacks (508.1), blocks (509.1), damage
assignment orders as numbered arrows (509.2, 509.3), the damage each
assignment deals on its arrow (510.1), with a sentence of the description
for each; and the legend that says what the arrows mean.
"""

from __future__ import annotations

import itertools
import xml.etree.ElementTree as ET
from collections.abc import Callable, Mapping

from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.svg.canvas import (
    ATTACK_INK,
    BLOCK_INK,
    MARGIN,
    ORDER_INK,
    _Box,
    _Drawing,
    _n,
    _rect,
    _say,
    _text,
    _text_width,
)
from mtgcombat.svg.layout import _Group


def _arrow(
    d: _Drawing,
    points: list[tuple[float, float]],
    ink: str,
    label: str,
    *,
    dashed: bool = False,
    key: tuple[str, str] | None = None,
    at: float = 0.25,
    amount_at: float = 0.6,
) -> tuple[float, float]:
    """A line through ``points`` with a head at the last one; returns the
    point ``at`` (a fraction) of the way along the longest segment, where an
    order's number goes; the point ``amount_at`` is kept under ``key`` for
    the amount of damage."""
    path = " ".join(f"{'M' if i == 0 else 'L'}{_n(x)} {_n(y)}" for i, (x, y) in enumerate(points))
    attrs = {
        "d": path,
        "fill": "none",
        "stroke": ink,
        "stroke-width": "2",
        "marker-end": f"url(#head-{ink[1:]})",
        "aria-label": label,
    }
    if dashed:
        attrs["stroke-dasharray"] = "6 4"
    node = ET.SubElement(d.layer("arrows"), "path", attrs)
    ET.SubElement(node, "title").text = label
    segments = list(itertools.pairwise(points))
    (x1, y1), (x2, y2) = max(
        segments, key=lambda s: abs(s[1][0] - s[0][0]) + abs(s[1][1] - s[0][1])
    )
    if key is not None:
        d.anchors[key] = (x1 + (x2 - x1) * amount_at, y1 + (y2 - y1) * amount_at)
    return (x1 + (x2 - x1) * at, y1 + (y2 - y1) * at)


def _tag(d: _Drawing, point: tuple[float, float], text: str, ink: str, round_: bool) -> None:
    """A number (round) or an amount (a pill) on an arrow."""
    x, y = point
    layer = d.layer("tags")
    if round_:
        ET.SubElement(
            layer,
            "circle",
            {"cx": _n(x), "cy": _n(y), "r": "9", "fill": "#ffffff", "stroke": ink},
        )
        _text(layer, x, y + 4, text, 11, fill=ink, **{"text-anchor": "middle"})
        return
    width = _text_width(text, 11) + 10
    _rect(layer, _Box(x - width / 2, y - 9, width, 18), rx="9", fill=ink)
    _text(
        layer,
        x,
        y + 4,
        text,
        11,
        fill="#ffffff",
        **{"text-anchor": "middle", "font-weight": "bold"},
    )


def _draw_legend(
    d: _Drawing, y: float, ruleset: RuleSet, after: bool, right: float
) -> tuple[float, float]:
    """What the arrows and labels mean, in rows up to ``right`` (hidden from
    screen readers: the description says it in sentences). Returns the y
    under it and its right edge."""
    lang = d.lang
    layer = d.layer("legend")
    layer.set("aria-hidden", "true")
    items = [("legend_attacks", ATTACK_INK), ("legend_blocks", BLOCK_INK)]
    if ruleset.has_damage_assignment_order:
        items.append(("legend_order", ORDER_INK))
    if after:
        items.append(("legend_damage", ORDER_INK))
    x, mid, widest = float(MARGIN), y + 10, float(MARGIN)
    for key, ink in items:
        words = _say(key, lang)
        width = 38 + _text_width(words, 11)
        if x > MARGIN and x + width > right:
            x, mid = float(MARGIN), mid + 22
        if key == "legend_damage":
            _rect(layer, _Box(x, mid - 8, 24, 16), rx="8", fill=ink)
            _text(layer, x + 12, mid + 4, "3", 11, fill="#ffffff", **{"text-anchor": "middle"})
        else:
            line = {"x1": _n(x), "y1": _n(mid), "x2": _n(x + 30), "y2": _n(mid)}
            ET.SubElement(
                layer,
                "line",
                {**line, "stroke": ink, "stroke-width": "2", "marker-end": f"url(#head-{ink[1:]})"},
            )
            if key == "legend_order":
                ET.SubElement(
                    layer,
                    "circle",
                    {"cx": _n(x + 12), "cy": _n(mid), "r": "7", "fill": "#ffffff", "stroke": ink},
                )
                _text(layer, x + 12, mid + 4, "1", 10, fill=ink, **{"text-anchor": "middle"})
        _text(layer, x + 38, mid + 4, words, 11, fill="#333")
        widest = max(widest, x + width)
        x += width + 18
    return mid + 18, widest


def _amount_text(parts: list[tuple[Step, int]], lang: str) -> tuple[str, str]:
    """The tag on an arrow (``5``, ``2 FS + 3``) and the words for the description."""
    short = " + ".join(
        _say("label_first_strike", lang, n=n) if step is Step.FIRST_STRIKE else str(n)
        for step, n in parts
    )
    long = " + ".join(
        _say("amount_first_strike" if step is Step.FIRST_STRIKE else "amount", lang, n=n)
        for step, n in parts
    )
    return short, long


def _draw_arrows(
    d: _Drawing,
    groups: list[_Group],
    ruleset: RuleSet,
    gutters: Mapping[str, float],
    amounts: Mapping[tuple[str, str], list[tuple[Step, int]]],
) -> None:
    board, lang = d.before, d.lang
    sep = ", " if lang == "en" else "、"
    done: set[tuple[str, str]] = set()

    def tell(source: str, recipient: str) -> None:
        parts = amounts.get((source, recipient))
        if not parts or (source, recipient) in done:
            return
        done.add((source, recipient))
        short, long = _amount_text(parts, lang)
        d.sentences.append(
            _say("assigns", lang, creature=d.name(source), recipient=d.name(recipient), amount=long)
        )
        if (source, recipient) in d.anchors:
            ink = ORDER_INK if board.is_attacking(source) else BLOCK_INK
            _tag(d, d.anchors[(source, recipient)], short, ink, False)

    for group in groups:
        attacker = group.attacker
        abox = d.boxes[attacker]
        target = group.target
        tbox = d.boxes.get(f"target-of-{attacker}") or d.boxes.get(target)
        label = _say("attacks", lang, attacker=d.name(attacker), target=d.name(target))
        d.sentences.append(label)
        blockers = board.blockers_of(attacker)
        if tbox is not None:
            if not blockers and not board.is_blocked(attacker):
                end_x = abox.cx if board.get(target) is None else tbox.cx
                _arrow(
                    d,
                    [(abox.cx, abox.y), (end_x, tbox.bottom)],
                    ATTACK_INK,
                    label,
                    key=(attacker, target),
                    amount_at=0.3,
                )
            else:
                gx = gutters[attacker]
                points = [(abox.x + abox.w, abox.y + 20), (gx, abox.y + 20), (gx, tbox.bottom + 24)]
                points.append(
                    (gx, tbox.bottom) if board.get(target) is None else (tbox.cx + 20, tbox.bottom)
                )
                _arrow(
                    d,
                    points,
                    ATTACK_INK,
                    label,
                    dashed=True,
                    key=(attacker, target),
                    amount_at=0.85,
                )
        if board.is_blocked(attacker) and not blockers:
            d.sentences.append(_say("blocked", lang, attacker=d.name(attacker)))
        entries = {
            b: abox.x + (i + 1) * abox.w / (len(blockers) + 1) for i, b in enumerate(blockers)
        }
        order = (
            board.damage_assignment_order(attacker) if ruleset.has_damage_assignment_order else ()
        )
        for blocker in blockers:
            bbox = d.boxes.get(blocker)
            if bbox is None:
                continue
            ex = entries[blocker]
            block_label = _say("blocks", lang, blocker=d.name(blocker), attacker=d.name(attacker))
            d.sentences.append(block_label)
            place = _blocker_place(board, ruleset, blocker, attacker, lang, d.name)
            anchor = _arrow(
                d,
                [(bbox.cx - 24, bbox.bottom), (ex - 9, abox.y)],
                BLOCK_INK,
                block_label if place is None else f"{block_label}{sep}{place[1]}",
                key=(blocker, attacker),
            )
            if place is not None:
                _tag(d, anchor, str(place[0]), BLOCK_INK, True)
            if blocker in order or (attacker, blocker) in amounts:
                if blocker in order:
                    number = order.index(blocker) + 1
                    order_label = _say(
                        "order_place",
                        lang,
                        place=number,
                        creature=d.name(attacker),
                        other=d.name(blocker),
                    )
                else:
                    number = 0
                    order_label = _say(
                        "assigns",
                        lang,
                        creature=d.name(attacker),
                        recipient=d.name(blocker),
                        amount=_amount_text(amounts[(attacker, blocker)], lang)[1],
                    )
                anchor = _arrow(
                    d,
                    [(ex + 9, abox.y), (bbox.cx + 24, bbox.bottom)],
                    ORDER_INK,
                    order_label,
                    key=(attacker, blocker),
                )
                if number:
                    _tag(d, anchor, str(number), ORDER_INK, True)
        if order:
            d.sentences.append(
                _say(
                    "order",
                    lang,
                    creature=d.name(attacker),
                    order=sep.join(d.name(b) for b in order),
                    rule="509.2",
                )
            )
    for source, recipient in sorted(
        amounts, key=lambda k: (_rank(board, k[0]), _rank(board, k[1]))
    ):
        if (source, recipient) not in d.anchors and source in d.boxes and recipient in d.boxes:
            sbox, rbox = d.boxes[source], d.boxes[recipient]
            start = (sbox.cx, sbox.y) if rbox.y < sbox.y else (sbox.cx, sbox.bottom)
            end = (rbox.cx, rbox.bottom) if rbox.y < sbox.y else (rbox.cx, rbox.y)
            label = _say(
                "assigns",
                lang,
                creature=d.name(source),
                recipient=d.name(recipient),
                amount=_amount_text(amounts[(source, recipient)], lang)[1],
            )
            _arrow(d, [start, end], ORDER_INK, label, dashed=True, key=(source, recipient))
        tell(source, recipient)


def _rank(board: Board, oid: str) -> int:
    perm = board.get(oid)
    return board.position(oid) if perm is not None else -1


def _blocker_place(
    board: Board,
    ruleset: RuleSet,
    blocker: str,
    attacker: str,
    lang: str,
    name: Callable[[str], str],
) -> tuple[int, str] | None:
    """Where ``attacker`` stands in the damage assignment order of a
    blocker that blocks more than one attacker (509.3), with its words."""
    if not ruleset.has_damage_assignment_order:
        return None
    order = board.damage_assignment_order(blocker)
    if len(order) < 2 or attacker not in order:
        return None
    place = order.index(attacker) + 1
    words = _say(
        "order_place",
        lang,
        place=place,
        creature=name(blocker),
        other=name(attacker),
    )
    return place, f"{words} (509.3)" if lang == "en" else f"{words}（509.3）"
