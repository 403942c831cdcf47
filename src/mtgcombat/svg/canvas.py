"""The canvas of a board picture: its sizes and inks, its phrases (from
``data/svg.json``, in English or Japanese), how wide a text is and how it is
cut or wrapped to fit, and the picture being built (:class:`_Drawing`) with
the shapes every part draws (a box, a text, a rectangle).
"""

from __future__ import annotations

import json
import unicodedata
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from functools import cache
from importlib import resources

from mtgcombat.core.model import Board, Permanent, Zone
from mtgcombat.i18n.messages import ZONE_NAMES

CARD_W, CARD_H = 168, 104
"""A card's size in SVG units."""
GAP_IN, GAP_X = 12, 40
"""Space between the blockers of one attacker, and between two attackers' groups."""
LANE_CELLS = 6
"""Cards in a row before the row wraps (a lane: targets, blockers, attackers)."""
MARGIN = 20
ARROW_Y = 84
"""Height of the space between rows where the arrows run."""
PLAYER_W, PLAYER_H = 240, 52
TARGET_H = 30

INK = "#222222"
ATTACK_INK = "#444444"
BLOCK_INK = "#1f5fa8"
ORDER_INK = "#b3261e"
DEATH_INK = "#b3261e"
ATTACKER_FILL = "#fdf1dc"
DEFENDER_FILL = "#e6eefa"


@cache
def _phrases() -> dict[str, dict[str, str]]:
    path = resources.files("mtgcombat").joinpath("data", "svg.json")
    data: dict[str, dict[str, str]] = json.loads(path.read_text("utf-8"))
    return data


def _say(key: str, lang: str, **facts: object) -> str:
    texts = _phrases()[key]
    return texts.get(lang, texts["en"]).format(**facts)


def _text_width(text: str, size: float) -> float:
    """About how wide ``text`` is in a sans-serif font of ``size``: wide
    (East Asian) characters a full em, the others a little over half."""
    return sum(size if unicodedata.east_asian_width(c) in "WF" else 0.6 * size for c in text)


def _fit(text: str, size: float, width: float) -> str:
    """``text``, cut with … to fit ``width``."""
    if _text_width(text, size) <= width:
        return text
    while text and _text_width(text + "…", size) > width:
        text = text[:-1]
    return text + "…"


@dataclass(frozen=True)
class _Box:
    x: float
    y: float
    w: float
    h: float

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    @property
    def bottom(self) -> float:
        return self.y + self.h


def _n(value: float) -> str:
    """A coordinate as the output writes it: at most one decimal."""
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


@dataclass
class _Drawing:
    """The picture being built: elements in drawing order, and the sentences
    of its description."""

    lang: str
    before: Board
    after: Board | None
    root: ET.Element = field(default_factory=lambda: ET.Element("svg"))
    layers: dict[str, ET.Element] = field(default_factory=dict)
    sentences: list[str] = field(default_factory=list)
    changes: list[str] = field(default_factory=list)
    boxes: dict[str, _Box] = field(default_factory=dict)
    anchors: dict[tuple[str, str], tuple[float, float]] = field(default_factory=dict)

    def layer(self, name: str) -> ET.Element:
        if name not in self.layers:
            self.layers[name] = ET.SubElement(self.root, "g", {"class": name})
        return self.layers[name]

    def name(self, oid: str) -> str:
        """How the picture names an object: the card name in the language
        (Japanese in 《》), else the id; a player by its phrase."""
        perm = self.before.get(oid)
        if perm is None:
            return _say("player", self.lang, player=oid)
        return _card_name(perm, self.lang)

    def now(self, perm: Permanent) -> Permanent:
        """The permanent as the picture shows it (after the combat, when drawn after)."""
        if self.after is not None:
            found = self.after.get(perm.id)
            if found is not None:
                return found
        return perm


def _card_name(perm: Permanent, lang: str) -> str:
    if lang == "ja" and perm.name_ja:
        return f"《{perm.name_ja}》"
    return perm.name or perm.id


def _text(
    parent: ET.Element, x: float, y: float, text: str, size: float, **attrs: str
) -> ET.Element:
    node = ET.SubElement(parent, "text", {"x": _n(x), "y": _n(y), "font-size": _n(size), **attrs})
    node.text = text
    return node


def _rect(parent: ET.Element, box: _Box, **attrs: str) -> ET.Element:
    return ET.SubElement(
        parent,
        "rect",
        {"x": _n(box.x), "y": _n(box.y), "width": _n(box.w), "height": _n(box.h), **attrs},
    )


def _zone_name(zone: Zone, lang: str) -> str:
    return ZONE_NAMES.get(zone.value, {}).get(lang, zone.value)


def _wrapped(text: str, size: float, width: float) -> list[str]:
    """``text`` in lines that fit ``width``: broken at spaces, or anywhere
    in a text without them (Japanese)."""
    lines: list[str] = []
    line = ""
    words = text.split(" ") if " " in text else list(text)
    joiner = " " if " " in text else ""
    for word in words:
        tried = f"{line}{joiner}{word}" if line else word
        if line and _text_width(tried, size) > width:
            lines.append(line)
            line = word
        else:
            line = tried
    return [*lines, line] if line else lines
