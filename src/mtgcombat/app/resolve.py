"""``resolve`` (510.2, 704): the combat of a loaded scenario resolved step
by step, as a document and an exit code, with the text lines of the
board's result.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from mtgcombat.app.common import (
    EXIT_ILLEGAL,
    EXIT_LEGAL,
    choice_failure,
    input_problem,
    ruleset_of,
    timeline_failure,
)
from mtgcombat.app.documents import (
    effects_json,
    played_json,
    state_json,
    teams_json,
    violation_json,
)
from mtgcombat.app.notes import Note, block_notes, with_notes
from mtgcombat.core.ruleset import RuleSet

if TYPE_CHECKING:
    from mtgcombat.core.events import Event
    from mtgcombat.core.model import Board, Permanent
    from mtgcombat.rules.combat import CombatResult, IllegalAssignmentError
    from mtgcombat.scenario.load import Scenario


def declared_board(
    scenario: Scenario, ruleset: RuleSet, language: str, file: str
) -> tuple[Board, tuple[Event, ...]]:
    """The board as the file's blocks are declared (509.1), and the events
    before: for a timeline with entries after attackers are declared, those
    entries resolve on the board before its blocks (no creature is blocking
    yet), and the file's blocks are then declared on what they leave; else
    the file's board. An entry that cannot be cast is bad input.

    >>> from mtgcombat.core.ruleset import RuleSet
    >>> from mtgcombat.scenario import parse_scenario
    >>> scenario = parse_scenario('active_player = "A"\\n[players.A]\\n[players.B]\\n')
    >>> board, events = declared_board(scenario, RuleSet.parse("current"), "en", "f.toml")
    >>> board is scenario.board, events
    (True, ())
    """
    from mtgcombat.rules.timeline import (
        Point,
        TimelineError,
        after_attackers,
        declare_blockers,
    )
    from mtgcombat.rules.triggers import ChoiceError

    if not any(e.after is Point.DECLARE_ATTACKERS for e in scenario.timeline):
        return scenario.board, ()
    try:
        early, events = after_attackers(
            scenario.board, ruleset, scenario.timeline, attack_triggers=False, tap=False
        )
    except ChoiceError as exc:
        raise choice_failure(file, scenario, exc, language) from None
    except TimelineError as exc:
        raise timeline_failure(file, exc, language) from None
    return declare_blockers(early, scenario.board, scenario.timeline), events


def resolve_run(
    scenario: Scenario,
    ruleset: RuleSet,
    language: str,
    auto: bool,
    no_triggers: bool,
    file: str,
    declared: tuple[Board, tuple[Event, ...]] | None = None,
) -> CombatResult | IllegalAssignmentError:
    """The combat resolved, or the illegal assignment that stopped it before
    any damage; a missing choice is bad input. ``declared`` is the board as
    the blocks are declared and the events before (:func:`declared_board`,
    for a file with a timeline).

    >>> from mtgcombat.app.common import ruleset_of
    >>> from mtgcombat.app.examples import examples_dir
    >>> from mtgcombat.scenario.load import load_scenario
    >>> sc = load_scenario(examples_dir() / "510_1c_ex1_vastwood_gorger.toml")
    >>> result = resolve_run(sc, ruleset_of(sc, None), "en", False, False, "a.toml")
    >>> sorted(p.id for p in result.board.permanents if p.zone.value == "graveyard")
    ['elf', 'guard']
    """
    from mtgcombat.rules.combat import (
        IllegalAssignmentError,
        MissingAssignmentError,
        resolve_combat,
    )
    from mtgcombat.rules.timeline import TimelineError
    from mtgcombat.rules.triggers import ChoiceError

    try:
        if scenario.timeline:
            from mtgcombat.rules.timeline import run_combat
            from mtgcombat.rules.timeline_run import blocked_early

            board, early = declared or declared_board(scenario, ruleset, language, file)
            # spells cast between the steps (608.2): applied at their points
            result = run_combat(
                board,
                ruleset,
                scenario.timeline,
                scenario.assignments,
                auto=auto,
                shield_order=scenario.shield_order,
                triggers=not no_triggers,
                attackers_done=True,
                blocked_before=blocked_early(early),
            )
            return dataclasses.replace(result, events=(*early, *result.events))
        return resolve_combat(
            scenario.board,
            ruleset,
            scenario.assignments,
            auto=auto,
            shield_order=scenario.shield_order,
            triggers=not no_triggers,
        )
    except MissingAssignmentError as exc:
        input_problem(language, file, "", "assignment_missing", detail=str(exc))
    except ChoiceError as exc:
        raise choice_failure(file, scenario, exc, language) from None
    except TimelineError as exc:
        raise timeline_failure(file, exc, language) from None
    except IllegalAssignmentError as exc:
        return exc


def resolve_notes(
    scenario: Scenario,
    ruleset: RuleSet,
    language: str,
    file: str,
) -> tuple[list[Note], tuple[Board, tuple[Event, ...]] | None]:
    """``resolve``'s notes on the block declaration, judged on the board it
    is made on (after a timeline's entries of the declare attackers step),
    and that board with the events before it (``None`` without a timeline).

    >>> from mtgcombat.app.examples import examples_dir
    >>> from mtgcombat.scenario.load import load_scenario
    >>> sc = load_scenario(examples_dir() / "510_1c_ex1_vastwood_gorger.toml")
    >>> resolve_notes(sc, ruleset_of(sc, None), "en", "a.toml")
    ([], None)
    """
    if not scenario.timeline:
        return block_notes(scenario.board, ruleset, language), None
    board, early = declared_board(scenario, ruleset, language, file)
    fresh = board is not scenario.board
    # a blocker the entries tapped before the declaration can't block (509.1a);
    # one the file shows tapped may have been tapped since (506.4)
    was = scenario.board.get
    tapped_now = frozenset(
        p.id for p in board.permanents if p.tapped and not getattr(was(p.id), "tapped", False)
    )
    notes = block_notes(board, ruleset, language, declared_now=fresh, tapped_now=tapped_now)
    return notes, (board, early)


def resolve_document(
    scenario: Scenario,
    *,
    rules: str | None = None,
    lang: str | None = None,
    auto: bool = False,
    no_triggers: bool = False,
    file: str = "",
) -> tuple[dict[str, Any], int]:
    """``resolve --json``'s document for a loaded scenario, and the exit code
    (0 resolved, 1 an illegal assignment); bad input or a missing choice
    raises :class:`BadInput`. The command and ``batch resolve`` both print it.

    >>> from mtgcombat.scenario.load import parse_scenario
    >>> sc = parse_scenario('''
    ... rules = "current"
    ... active_player = "A"
    ... [players.A]
    ... [players.B]
    ... [[permanents]]
    ... id = "ogre"
    ... controller = "A"
    ... power = 5
    ... toughness = 5
    ... attacking = "B"
    ... [[permanents]]
    ... id = "elf"
    ... controller = "B"
    ... power = 1
    ... toughness = 1
    ... blocking = ["ogre"]
    ... [assignments]
    ... ogre = { elf = 5 }
    ... elf = { ogre = 1 }
    ... ''')
    >>> doc, code = resolve_document(sc)
    >>> sorted(doc), code
    (['assignments', 'events', 'permanents', 'players'], 0)
    >>> doc["assignments"]
    {'ogre': {'elf': 5}, 'elf': {'ogre': 1}}
    """
    from mtgcombat.core.event import events_json
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.rules.combat import IllegalAssignmentError

    ruleset = ruleset_of(scenario, rules)
    language = lang or _default_language()
    declared, made = resolve_notes(scenario, ruleset, language, file)
    result = resolve_run(scenario, ruleset, language, auto, no_triggers, file, made)
    if isinstance(result, IllegalAssignmentError):
        doc: dict[str, Any] = {
            "legal": False,
            "violations": [violation_json(v, language, scenario.board) for v in result.violations],
        }
        return with_notes(doc, scenario, lang, declared), EXIT_ILLEGAL
    doc = state_json(result.board)
    doc["events"] = events_json(result.events)
    if result.effects:  # a board without effects keeps the documented shape
        doc["effects"] = effects_json(result.effects)
    doc.update(played_json(result.packages))
    return with_notes(doc, scenario, lang, declared), EXIT_LEGAL


def result_lines(board: Board, language: str) -> list[str]:
    """The "result:" section ``resolve`` and ``combat`` print: each player's
    life, poison, who lost and the combat damage each commander dealt them
    (903.10a), each Two-Headed Giant team's shared totals (810.4, 810.10),
    then each permanent's zone, damage and counters.

    >>> from mtgcombat.core.model import Board, Player
    >>> result_lines(Board([Player("A"), Player("B", life=0, lost=True)], [], "A"), "en")
    ['result:', '  A: life 20, poison 0', '  B: life 0, poison 0, has lost']
    """
    from mtgcombat.i18n.messages import TERMS, ZONE_NAMES, label, ui

    out = [ui("result", language)]
    for p in board.players:
        lost = ui("has_lost", language) if p.lost else ""
        out.append(
            ui("player_state", language, player=p.id, life=p.life, poison=p.poison, lost=lost)
        )
        for commander, total in p.commander_damage:  # 903.10a
            found = board.get(commander)
            shown = label(found, language) if found is not None else commander
            out.append(ui("commander_damage_state", language, commander=shown, total=total))
    for team, data in teams_json(board).items():  # 810.4, 810.10
        lost = ui("has_lost", language) if data["lost"] else ""
        out.append(
            ui(
                "team_state",
                language,
                team=team,
                life=data["life"],
                poison=data["poison"],
                lost=lost,
            )
        )
    for perm in board.permanents:
        extra = ui("damage_extra", language, n=perm.damage) if perm.damage else ""
        extra += "".join(
            ui("counter_extra", language, n=n, counter=_counter_name(kind, language, TERMS))
            for kind, n in _counter_amounts(perm)
            if n
        )
        if perm.characteristics.owner and perm.owner_id != perm.controller and perm.on_battlefield:
            # controlled by a player other than its owner (108.4, 110.2a)
            extra += ui("controller_extra", language, player=perm.controller)
        zone = ZONE_NAMES[perm.zone.value].get(language, perm.zone.value)
        out.append(
            ui("permanent_state", language, name=label(perm, language), zone=zone, extra=extra)
        )
    return out


def _counter_amounts(perm: Permanent) -> tuple[tuple[str, int], ...]:
    """The counters combat reads or changes, for the text result: loyalty and
    defense only on the permanents that use them (a planeswalker, a battle)."""
    from mtgcombat.core.model import CardType

    c = perm.counters
    return (
        ("loyalty", c.loyalty if perm.is_type(CardType.PLANESWALKER) else 0),
        ("defense", c.defense if perm.is_type(CardType.BATTLE) else 0),
        ("+1/+1", c.plus_one),
        ("-1/-1", c.minus_one),
        *c.other,  # any other kind: a keyword counter (122.1b)...
    )


def _counter_name(kind: str, language: str, terms: dict[str, dict[str, str]]) -> str:
    """A kind of counter in ``language``: a keyword counter (122.1b) by its
    keyword's name, another kind from the terms or as written.

    >>> from mtgcombat.i18n.messages import TERMS
    >>> _counter_name("flying", "ja", TERMS), _counter_name("+1/+1", "ja", TERMS)
    ('飛行', '+1/+1')
    """
    from mtgcombat.core.keywords import Keyword
    from mtgcombat.io.notation import describe_value

    try:
        return describe_value(Keyword(kind), language)
    except ValueError:  # no keyword: another kind (122.1)
        return terms.get(kind, {}).get(language, kind)
