"""Where the combat's cards go in a board picture: each attacker with its
blockers above it, grouped by what it attacks (:class:`_Group`), the groups
in lanes of :data:`~mtgcombat.svg.canvas.LANE_CELLS` cards, and a lane drawn
as what is attacked, the blockers and the attackers.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass

from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.svg.canvas import (
    ARROW_Y,
    CARD_H,
    CARD_W,
    DEFENDER_FILL,
    GAP_IN,
    GAP_X,
    INK,
    LANE_CELLS,
    MARGIN,
    TARGET_H,
    _Box,
    _Drawing,
    _fit,
    _rect,
    _text,
)
from mtgcombat.svg.cards import _draw_card


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
