"""The whole board picture: :func:`board` resolves the combat when asked
(as ``mtgcombat resolve --auto`` does), lays out the players, lanes and
cards, draws the arrows, why an illegal assignment dealt nothing (510.1e)
and the legend, and writes the ``<title>``, ``<desc>`` and the SVG text.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping
from typing import TYPE_CHECKING

from mtgcombat.core.model import Board
from mtgcombat.core.ruleset import RuleSet, Step
from mtgcombat.i18n.messages import RULE_SET_NAMES, STEP_NAMES, describe, namer
from mtgcombat.rules.combat import IllegalAssignmentError, resolve_combat
from mtgcombat.svg.arrows import _draw_arrows, _draw_legend
from mtgcombat.svg.canvas import (
    ATTACK_INK,
    BLOCK_INK,
    CARD_W,
    DEATH_INK,
    GAP_IN,
    LANE_CELLS,
    MARGIN,
    ORDER_INK,
    PLAYER_H,
    PLAYER_W,
    _Box,
    _Drawing,
    _n,
    _rect,
    _say,
    _text,
    _text_width,
    _wrapped,
    _zone_name,
)
from mtgcombat.svg.cards import _draw_player, _row_of_cards
from mtgcombat.svg.layout import _draw_lane, _groups, _lanes

if TYPE_CHECKING:
    from mtgcombat.rules.assignment import Package, StepTables
    from mtgcombat.scenario.load import Scenario


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
