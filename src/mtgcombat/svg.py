"""Pictures of a combat as SVG, in the spirit of python-chess's ``chess.svg``.

:func:`board` draws a declared combat: the defending players at the top, the
attacked planeswalkers and battles, the blockers with arrows to what they
block, the attackers with arrows to what they attack, and the attacking
player at the bottom. Under the ``2023`` rules each damage assignment order
is drawn as numbered arrows (509.2, 509.3). Cards show their name in the
chosen language (Japanese names in 《》), power and toughness, marked damage,
counters and keywords as short badges. With ``after=True`` the combat is
resolved as ``mtgcombat resolve --auto`` resolves it, and the picture shows
each assignment's damage on its arrow (510.1), the permanents that died
struck through (704.5) and the players' life and poison before and after.

The output is one deterministic string of valid XML: every text is escaped,
the picture has a ``<title>``, a ``<desc>`` (what a screen reader reads: one
sentence per attack, block, order and assignment) and ``role="img"``, and
each card and arrow carries an ``aria-label``. Phrases come from the data
file ``data/svg.json`` (English and Japanese); this module writes no words of
its own. It needs nothing beyond the standard library and the engine.
"""

from __future__ import annotations

import itertools
import json
import unicodedata
import xml.etree.ElementTree as ET
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.core.model import Board, CardType, Permanent, Player, Zone
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.i18n.messages import (
    RULE_SET_NAMES,
    STEP_NAMES,
    TERMS,
    ZONE_NAMES,
    ability_name,
    describe,
    namer,
)
from mtgcombat.rules.combat import IllegalAssignmentError, resolve_combat

if TYPE_CHECKING:
    from mtgcombat.rules.assignment import Package, StepTables
    from mtgcombat.scenario.load import Scenario

__all__ = ["board"]

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


def _zone_name(zone: Zone, lang: str) -> str:
    return ZONE_NAMES.get(zone.value, {}).get(lang, zone.value)


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


@dataclass(frozen=True)
class _Group:
    attacker: str
    target: str
    blockers: tuple[str, ...]

    @property
    def cells(self) -> int:
        return max(1, len(self.blockers))

    @property
    def width(self) -> float:
        return self.cells * CARD_W + (self.cells - 1) * GAP_IN


def _groups(board: Board, ruleset: RuleSet) -> list[_Group]:
    """Each attacker with the blockers drawn above it (a blocker of several
    attackers above the first), grouped by what they attack."""
    targets = [p.id for p in board.players] + [p.id for p in board.permanents]
    rank = {t: i for i, t in enumerate(targets)}
    placed: set[str] = set()
    groups = []
    attackers = sorted(
        board.attackers(),
        key=lambda a: (rank.get(board.permanent(a).attacking or "", 0), board.position(a)),
    )
    for attacker in attackers:
        if ruleset.has_damage_assignment_order:
            mine = board.damage_assignment_order(attacker)
        else:
            mine = board.blockers_of(attacker)
        mine = tuple(b for b in mine if b not in placed)
        placed.update(mine)
        groups.append(_Group(attacker, board.permanent(attacker).attacking or "", mine))
    return groups


def _lanes(groups: list[_Group]) -> list[list[_Group]]:
    lanes: list[list[_Group]] = []
    cells = 0
    for group in groups:
        if not lanes or cells + group.cells > LANE_CELLS:
            lanes.append([])
            cells = 0
        lanes[-1].append(group)
        cells += group.cells
    return lanes


def _row_of_cards(d: _Drawing, perms: list[Permanent], y: float) -> float:
    """Cards in rows of :data:`LANE_CELLS`; returns the y under them."""
    for start in range(0, len(perms), LANE_CELLS):
        for i, perm in enumerate(perms[start : start + LANE_CELLS]):
            _draw_card(d, perm, _Box(MARGIN + i * (CARD_W + GAP_IN), y, CARD_W, CARD_H))
        y += CARD_H + GAP_IN
    return y


def _amounts(
    packages: Mapping[Step, Package],
) -> dict[tuple[str, str], list[tuple[Step, int]]]:
    found: dict[tuple[str, str], list[tuple[Step, int]]] = {}
    for step in (Step.FIRST_STRIKE, Step.REGULAR):
        package = packages.get(step)
        if package is None:
            continue
        for assignment in package.assignments:
            for recipient, amount in assignment.amounts:
                found.setdefault((assignment.creature, recipient), []).append((step, amount))
    return found


def _resolve(
    before: Board,
    ruleset: RuleSet,
    assignments: StepTables | None,
    shield_order: Mapping[str, tuple[str, ...]] | None,
    triggers: bool,
) -> tuple[
    Board | None, dict[tuple[str, str], list[tuple[Step, int]]], IllegalAssignmentError | None
]:
    """The combat resolved as ``resolve --auto`` resolves it: the board
    after, each assignment's amounts by step; or the illegal assignment."""
    try:
        result = resolve_combat(
            before,
            ruleset,
            assignments,
            auto=True,
            shield_order=shield_order,
            triggers=triggers,
        )
    except IllegalAssignmentError as exc:
        return None, {}, exc
    return result.board, _amounts(result.packages), None


def board(
    board_or_scenario: Board | Scenario,
    *,
    rules: RuleSet | str | None = None,
    lang: str = "en",
    after: bool = False,
    triggers: bool = True,
    width: int | None = None,
) -> str:
    """The combat as an SVG picture (a string of XML).

    ``board_or_scenario`` is a board or a loaded scenario (whose rule set,
    orders and assignments are used); ``rules`` overrides the scenario's rule
    set (default ``current`` for a bare board). ``lang`` is ``en`` or ``ja``.
    With ``after``, the combat is resolved as ``mtgcombat resolve --auto``
    does (the scenario's assignments, the default chooser for the others,
    the declare blockers triggers unless ``triggers`` is false) and the
    picture shows the damage assigned, the deaths and the players' changes;
    an illegal assignment deals nothing (510.1e), and the picture says why.
    ``width`` sets the picture's width attribute (the view box is unchanged).

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
    >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
    >>> picture = board(Board([Player("A"), Player("B")], [ogre, elf], "A"), after=True)
    >>> picture.startswith('<svg xmlns="http://www.w3.org/2000/svg"')
    True
    >>> import xml.etree.ElementTree as ET
    >>> desc = ET.fromstring(picture).find("{http://www.w3.org/2000/svg}desc")
    >>> for sentence in desc.text.split(". "):
    ...     print(sentence)
    Combat under the current rules: after combat damage
    ogre attacks player B (508.1)
    elf blocks ogre (509.1)
    ogre assigns 5 damage to elf (510.1)
    elf assigns 1 damage to ogre (510.1)
    elf is put into the graveyard (704.5).
    """
    scenario = None if isinstance(board_or_scenario, Board) else board_or_scenario
    before = board_or_scenario if isinstance(board_or_scenario, Board) else board_or_scenario.board
    override = RuleSet.parse(rules) if isinstance(rules, str) else rules
    ruleset = scenario.rules_or(override) if scenario else override or RuleSet.CURRENT
    if lang not in ("en", "ja"):
        raise ValueError(f'lang: "{lang}" is not one of en, ja')
    illegal = None
    amounts: dict[tuple[str, str], list[tuple[Step, int]]] = {}
    after_board: Board | None = None
    if after:
        after_board, amounts, illegal = _resolve(
            before,
            ruleset,
            scenario.assignments if scenario else None,
            scenario.shield_order if scenario else None,
            triggers,
        )
    d = _Drawing(lang, before, after_board)
    rules_name = RULE_SET_NAMES[ruleset.value][lang]
    title = _say("title_after" if after else "title_before", lang, rules=rules_name)
    root = d.root
    root.set("xmlns", "http://www.w3.org/2000/svg")
    root.set("role", "img")
    root.set("aria-labelledby", "title desc")
    root.set("font-family", "sans-serif")
    ET.SubElement(root, "title", {"id": "title"}).text = title
    desc = ET.SubElement(root, "desc", {"id": "desc"})
    defs = ET.SubElement(root, "defs")
    for ink in (ATTACK_INK, BLOCK_INK, ORDER_INK):
        marker = ET.SubElement(
            defs,
            "marker",
            {
                "id": f"head-{ink[1:]}",
                "viewBox": "0 0 10 10",
                "refX": "9",
                "refY": "5",
                "markerWidth": "7",
                "markerHeight": "7",
                "orient": "auto-start-reverse",
            },
        )
        ET.SubElement(marker, "path", {"d": "M0 0 L10 5 L0 10 z", "fill": ink})
    for name in ("frame", "players", "cards", "arrows", "tags", "notes", "legend"):
        d.layer(name)
    background = _rect(d.layer("frame"), _Box(0, 0, 0, 0), fill="#ffffff")
    _text(d.layer("frame"), MARGIN, MARGIN + 16, title, 16, **{"font-weight": "bold"})
    y = MARGIN + 36.0

    active = before.active_player
    defenders = [p for p in before.players if p.id != active]
    for i, player in enumerate(defenders):
        _draw_player(
            d, player, _Box(MARGIN + i * (PLAYER_W + GAP_IN), y, PLAYER_W, PLAYER_H), False
        )
    y += PLAYER_H + GAP_IN * 2

    groups = _groups(before, ruleset)
    in_lanes = {g.attacker for g in groups} | {b for g in groups for b in g.blockers}
    in_lanes |= {g.target for g in groups if before.get(g.target) is not None}
    others = [p for p in before.permanents if p.id not in in_lanes]
    theirs = [p for p in others if p.controller != active]
    ours = [p for p in others if p.controller == active]
    y = _row_of_cards(d, theirs, y) + (GAP_IN if theirs else 0)

    right: float = MARGIN + max(len(defenders), 1) * (PLAYER_W + GAP_IN)
    right = max(right, MARGIN + min(LANE_CELLS, max(len(theirs), len(ours))) * (CARD_W + GAP_IN))
    gutters: dict[str, float] = {}
    for lane in _lanes(groups):
        y, lane_right = _draw_lane(d, lane, y, gutters)
        right = max(right, lane_right)
    y = _row_of_cards(d, ours, y + GAP_IN) if ours else y + GAP_IN
    attacker_player = before.player(active) if any(p.id == active for p in before.players) else None
    if attacker_player is not None:
        _draw_player(d, attacker_player, _Box(MARGIN, y, PLAYER_W, PLAYER_H), True)
        y += PLAYER_H + GAP_IN
    _draw_arrows(d, groups, ruleset, gutters, amounts)
    if after_board is not None:
        for perm in before.permanents:
            now = after_board.get(perm.id)
            if perm.on_battlefield and now is not None and not now.on_battlefield:
                d.sentences.append(
                    _say("zone", lang, name=d.name(perm.id), zone=_zone_name(now.zone, lang))
                )
    right = max(right, MARGIN + _text_width(title, 16))
    if illegal is not None:
        y = _draw_illegal(d, illegal, y, right)
    y, legend_right = _draw_legend(d, y, ruleset, bool(amounts), right)
    right = max(right, legend_right)
    sentences = [title, *d.sentences, *d.changes]
    stop, space = ("。", "") if lang == "ja" else (".", " ")
    desc.text = space.join(s if s.endswith((".", "。")) else s + stop for s in sentences)
    total_w, total_h = right + MARGIN, y + MARGIN
    root.set("viewBox", f"0 0 {_n(total_w)} {_n(total_h)}")
    root.set("width", str(width) if width is not None else _n(total_w))
    if width is None:
        root.set("height", _n(total_h))
    background.set("width", _n(total_w))
    background.set("height", _n(total_h))
    ET.indent(root, "  ")
    return ET.tostring(root, encoding="unicode") + "\n"


def _draw_lane(
    d: _Drawing, lane: list[_Group], y: float, gutters: dict[str, float]
) -> tuple[float, float]:
    """One lane: what is attacked, the blockers, the attackers. Returns the
    y under it and its right edge."""
    xs: list[float] = []
    x = float(MARGIN)
    for group in lane:
        xs.append(x)
        x += group.width + GAP_X
    right = x - GAP_X + 16
    permanent_targets = any(d.before.get(g.target) is not None for g in lane)
    target_h = CARD_H if permanent_targets else TARGET_H
    # what is attacked: runs of groups with the same target
    runs: list[tuple[str, float, float]] = []
    for group, gx in zip(lane, xs, strict=True):
        if runs and runs[-1][0] == group.target:
            runs[-1] = (group.target, runs[-1][1], gx + group.width + 16)
        else:
            runs.append((group.target, gx, gx + group.width + 16))
    for target, x0, x1 in runs:
        perm = d.before.get(target)
        if perm is not None:
            if target not in d.boxes:
                _draw_card(d, perm, _Box((x0 + x1) / 2 - CARD_W / 2, y, CARD_W, CARD_H))
            continue
        box = _Box(x0, y + target_h - TARGET_H, x1 - x0, TARGET_H)
        label = d.name(target)
        node = ET.SubElement(d.layer("players"), "g", {"aria-label": label})
        _rect(node, box, rx="6", fill=DEFENDER_FILL, stroke=INK, **{"stroke-dasharray": "2 2"})
        _text(
            node, box.x + 8, box.y + 20, _fit(label, 12, box.w - 16), 12, **{"font-weight": "bold"}
        )
        for group, gx in zip(lane, xs, strict=True):
            if group.target == target and x0 <= gx < x1:
                d.boxes[f"target-of-{group.attacker}"] = box
    y += target_h + ARROW_Y
    any_blockers = any(g.blockers for g in lane)
    for group, gx in zip(lane, xs, strict=True):
        for i, blocker in enumerate(group.blockers):
            box = _Box(gx + i * (CARD_W + GAP_IN), y, CARD_W, CARD_H)
            _draw_card(d, d.before.permanent(blocker), box)
    if any_blockers:
        y += CARD_H + ARROW_Y
    for group, gx in zip(lane, xs, strict=True):
        box = _Box(gx + group.width / 2 - CARD_W / 2, y, CARD_W, CARD_H)
        _draw_card(d, d.before.permanent(group.attacker), box)
        gutters[group.attacker] = gx + group.width + 14
    y += CARD_H + GAP_X
    return y, right


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


def _draw_illegal(d: _Drawing, exc: IllegalAssignmentError, y: float, right: float) -> float:
    """Why nothing was dealt (510.1e): the step and each violation, wrapped
    to the picture's width."""
    lang = d.lang
    step = STEP_NAMES[exc.step.value][lang]
    lines = [_say("nothing_dealt", lang, step=step)]
    name = namer(d.before, lang)
    lines += [
        _say("violation", lang, rule=v.rule, text=describe(v, lang, name, d.before))
        for v in exc.violations
    ]
    width = max(right - MARGIN, 360)
    for line in lines:
        for part in _wrapped(line, 12, width):
            _text(d.layer("notes"), MARGIN, y + 14, part, 12, fill=DEATH_INK)
            y += 18
    d.sentences.extend(lines)
    return y + GAP_IN
