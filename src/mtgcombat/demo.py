"""``mtgcombat demo``: the seed examples, resolved under both rule sets (or
the one asked for).

For each example scenario it prints the board, every creature's legal
assignments (the first few, and how many there are) under the 2023 and the
current rules, and the verdict on the assignments the example chose; an
example with a timeline is played whole, as ``mtgcombat combat --auto`` plays
and prints it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import islice
from pathlib import Path

from mtgcombat.app.examples import examples_dir as examples_dir  # noqa: PLC0414 (its old home)
from mtgcombat.core.model import (
    AlsoBlock,
    BlockCondition,
    BlockCost,
    BlockRule,
    BlocksEachCombat,
    BlocksSelEachCombat,
    Board,
    CanBlockOnly,
    CanBlockOnlyFlyers,
    CantBeBlocked,
    CantBeBlockedBy,
    CantBeBlockedExceptBy,
    CantBeBlockedUnlessAllBlock,
    CantBeBlockedWhile,
    CantBlock,
    CantBlockAlone,
    CantBlockSel,
    CantBlockUnless,
    GreaterPowerAlsoBlocks,
    Lure,
    MaxBlockers,
    MinBlockers,
    MustBeBlocked,
    MustBeBlockedBy,
    MustBeBlockedByExactlyOne,
    MustBlock,
    Permanent,
    YouControl,
)
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.i18n.messages import (
    RULE_SET_NAMES,
    ZONE_NAMES,
    ability_name,
    describe,
    label,
    namer,
    number_text,
)
from mtgcombat.io.notation import describe_value
from mtgcombat.rules.assignment import damage_plan, first_step_of, legal_assignments
from mtgcombat.rules.attacks import AttackDeclaration, is_legal_attacks
from mtgcombat.rules.blocks import BlockDeclaration, is_legal_blocks
from mtgcombat.rules.combat import CombatError, IllegalAssignmentError, check_combat, resolve_combat
from mtgcombat.rules.ordering import insert_positions
from mtgcombat.scenario.load import Scenario, load_scenario
from mtgcombat.solver.search import best_assignment, best_blocks

# The walk-through, in the order the seeds tell it.
DEMO_FILES = (
    "510_1c_ex1_vastwood_gorger.toml",
    "510_1c_ex2_giant_growth.toml",
    "510_1c_ex2_giant_growth_split.toml",
    "510_1c_ex3_mending_hands.toml",
    "510_1c_ex4_enormous_baloth.toml",
    "wiki_5_5_blocked_by_three_2_2.toml",
    "510_1c_current_elvish_regrower.toml",
    "510_2_mogg_fanatic_sacrificed.toml",
    "702_19b_trample_shared_blocker.toml",
    "702_19b_trample_protection.toml",
    "702_19c_trample_over_planeswalkers.toml",
    "702_2c_deathtouch_trample.toml",
    "702_22j_banding_blocker.toml",
    "thorn_elemental_as_though_unblocked.toml",
    "509_1b_flying_and_shadow.toml",
    "509_1c_menace_blocks_if_able.toml",
    "509_1c_menace_no_block.toml",
    "509_1c_lure_with_menace.toml",
    "509_1c_must_be_blocked_menace_too_few.toml",
    "509_1b_cant_block_alone.toml",
    "509_1d_block_cost.toml",
    "wiki_flash_foliage_insert.toml",
    "509_7_flash_foliage.toml",
    "508_1d_attacks_each_combat.toml",
    "510_4_giant_growth_after_first_strike.toml",
    "903_10a_commander_damage.toml",
    "810_two_headed_giant.toml",
)

SHOWN = 6

TEXT = {
    "en": {
        "rules": "{rules} rules",
        "options": "  {creature}: {count} legal assignment(s)",
        "more": "    ... and {more} more",
        "verdict_legal": "  the example's assignments: legal",
        "verdict_illegal": "  the example's assignments: ILLEGAL",
        "nothing": "  no creature has a choice to make",
        "missing": "mtgcombat demo: example files not found (looked in {where})",
        "blocks": "blocks {declaration}: {verdict}; requirements obeyed {obeyed} of a possible {maximum}",
        "attacks": "attacks {declaration}: {verdict}; requirements obeyed {obeyed} of a possible {maximum}",
        "legal": "legal",
        "illegal": "ILLEGAL",
        "order": "  {creature}'s damage assignment order {order}: a creature joining it has {places} places",
        "outcome": "  resolved under {rules} rules: {summary}",
        "dies": "{who} to the graveyard",
        "life": "{player} at {life} life",
        "life_lost": "{player} at {life} life, lost",
        "nobody": "no creature dies",
        "unresolved": "  not resolved under {rules} rules: {why}",
        "puzzles": "Best play (mtgcombat solve): the puzzles in examples/puzzles",
        "best_blocks": "  best blocks under {rules} rules: {choice} (value {value}{proof})",
        "best_plan": "  best assignment under {rules} rules: {choice} (value {value}{proof})",
        "no_blocks": "no blocks",
        "proven": ", proven",
        "phase": "  the whole combat under {rules} rules (mtgcombat combat):",
    },
    "ja": {
        "rules": "{rules}",
        "options": "  {creature}：適正な割り振りは{count}通り",
        "more": "    ……ほか{more}通り",
        "verdict_legal": "  例の割り振り：適正",
        "verdict_illegal": "  例の割り振り：不適正",
        "nothing": "  割り振り方を選べるクリーチャーはいない",
        "missing": "mtgcombat demo: 例のファイルが見つからない（{where}）",
        "blocks": "ブロック {declaration}：{verdict}。満たしたブロック強制は最大{maximum}個のうち{obeyed}個",
        "attacks": "攻撃 {declaration}：{verdict}。満たした攻撃強制は最大{maximum}個のうち{obeyed}個",
        "legal": "適正",
        "illegal": "不適正",
        "order": "  {creature}のダメージ割り振り順 {order}：加わるクリーチャーの位置は{places}通り",
        "outcome": "  {rules}で解決：{summary}",
        "dies": "{who}が墓地へ",
        "life": "{player}のライフは{life}",
        "life_lost": "{player}のライフは{life}で敗北",
        "nobody": "死亡するクリーチャーはいない",
        "unresolved": "  {rules}では解決しない：{why}",
        "puzzles": "最善の手（mtgcombat solve）：examples/puzzles の問題",
        "best_blocks": "  {rules}での最善のブロック：{choice}（評価値{value}{proof}）",
        "best_plan": "  {rules}での最善の割り振り：{choice}（評価値{value}{proof}）",
        "no_blocks": "ブロックしない",
        "proven": "、証明済み",
        "phase": "  {rules}での戦闘全体（mtgcombat combat）：",
    },
}


_RULE_TEXT: dict[type, dict[str, str]] = {
    CantBlock: {"en": "can't block"},
    CantBeBlocked: {"en": "can't be blocked"},
    CanBlockOnlyFlyers: {
        "en": "can block only creatures with flying",
    },
    CantBlockAlone: {"en": "can't block alone"},
    MinBlockers: {
        "en": "can't be blocked except by {count} or more creatures",
    },
    MaxBlockers: {
        "en": "can't be blocked by more than {count} creatures",
    },
    BlocksEachCombat: {"en": "blocks each combat if able"},
    MustBlock: {"en": "blocks {attacker} if able"},
    Lure: {
        "en": "all creatures able to block it do so",
    },
    MustBeBlocked: {"en": "must be blocked if able"},
    MustBeBlockedByExactlyOne: {
        "en": "must be blocked by exactly one creature if able",
    },
    BlockCost: {"en": "costs {amount} to block"},
    CantBlockSel: {"en": "can't block {selector}"},
    CanBlockOnly: {"en": "can block only {selector}"},
    CantBeBlockedBy: {
        "en": "can't be blocked by {selector}",
    },
    CantBeBlockedExceptBy: {
        "en": "can't be blocked except by {selector}",
    },
    CantBeBlockedWhile: {
        "en": "can't be blocked as long as defending player controls {selector}",
    },
    CantBlockUnless: {
        "en": "can't block unless {condition}",
    },
    CantBeBlockedUnlessAllBlock: {
        "en": "can't be blocked unless all creatures defending player controls block it",
    },
    MustBeBlockedBy: {
        "en": "must be blocked by {selector} if able",
    },
    BlocksSelEachCombat: {
        "en": "blocks {selector} each combat if able",
    },
}

# The conditions of "can't block unless ..." (509.1b).
_CONDITION_TEXT: dict[type, dict[str, str]] = {
    YouControl: {
        "en": "you control {selector}",
    },
    AlsoBlock: {
        "en": "{count} or more other creatures also block",
    },
    GreaterPowerAlsoBlocks: {
        "en": "a creature with greater power also blocks",
    },
}

_BOARD_TEXT = {
    "loyalty": {"en": "loyalty {n}", "ja": "忠誠度{n}"},
    "damage": {"en": "{n} damage marked", "ja": "ダメージ{n}点を負っている"},
    "shield": {"en": "prevent the next {n}", "ja": "次に受けるダメージ{n}点を軽減"},
    "zone": {"en": "in the {zone}", "ja": "{zone}にある"},
    "attacking": {"en": "attacking {target}", "ja": "{target}を攻撃中"},
    "blocking": {"en": "blocking {attackers}", "ja": "{attackers}をブロック中"},
    "tapped": {"en": "tapped", "ja": "タップ状態"},
}


def _board_text(key: str, lang: str, **facts: object) -> str:
    entry = _BOARD_TEXT[key]
    return (entry.get(lang) or entry["en"]).format(**facts)


def _rule_text(rule: BlockRule | BlockCondition, lang: str = "en") -> str:
    """A blocking rule (or the condition of "can't block unless") as card-like
    text: in English with selectors in the library's own notation, in
    Japanese as :func:`mtgcombat.io.notation.describe_value` writes it."""
    if lang == "ja":
        return describe_value(rule, "ja")
    fields = {
        f: getattr(rule, f) for f in ("count", "attacker", "amount", "selector") if hasattr(rule, f)
    }
    if isinstance(rule, CantBlockUnless):
        condition = rule.condition
        if isinstance(condition, YouControl | AlsoBlock | GreaterPowerAlsoBlocks):
            fields["condition"] = _rule_text(condition, lang)
        else:  # a static ability's condition, in its own notation
            fields["condition"] = str(condition)
    entry = _RULE_TEXT.get(type(rule)) or _CONDITION_TEXT.get(type(rule))
    if entry is None:  # the attacking rules (508.1c-d) write their own text
        return str(rule)
    return (entry.get(lang) or entry["en"]).format(**fields)


def _describe_permanent(board: Board, perm: Permanent, lang: str = "en") -> str:
    parts = [label(perm, lang)]
    if perm.is_creature:
        parts.append(f"{perm.current_power}/{perm.current_toughness}")
    if perm.counters.loyalty:
        parts.append(_board_text("loyalty", lang, n=perm.counters.loyalty))
    if perm.abilities:
        parts.append(", ".join(sorted(ability_name(str(a), lang) for a in perm.abilities)))
    if perm.damage:
        parts.append(_board_text("damage", lang, n=perm.damage))
    if perm.prevent_next:
        parts.append(_board_text("shield", lang, n=perm.prevent_next))
    if not perm.on_battlefield:
        zone = ZONE_NAMES[perm.zone.value].get(lang, perm.zone.value)
        parts.append(_board_text("zone", lang, zone=zone))
    if perm.attacking:
        parts.append(_board_text("attacking", lang, target=perm.attacking))
    if perm.blocking:
        parts.append(_board_text("blocking", lang, attackers=", ".join(perm.blocking)))
    parts.extend(_rule_text(rule, lang) for rule in sorted(perm.block_rules, key=repr))
    if perm.tapped:
        parts.append(_board_text("tapped", lang))
    return "  " + "; ".join(parts)


def _show(out: Callable[[str], None], sc: Scenario, rules: RuleSet, lang: str) -> None:
    text = TEXT[lang]
    board = sc.board
    out(text["rules"].format(rules=_rules_name(rules, lang)))
    shown = False
    for creature in board.in_combat():
        step = first_step_of(board, creature)
        plan = damage_plan(board, creature, rules, step)
        if plan is None or not plan.has_choice:
            continue
        shown = True
        options = legal_assignments(board, creature, rules, step, sc.assignments.get(step))
        count = options.count()
        out(text["options"].format(creature=creature, count=count))
        for a in islice(options, SHOWN):
            out(f"    {a}")
        if count > SHOWN:
            out(text["more"].format(more=count - SHOWN))
    if not shown:
        out(text["nothing"])
    results = check_combat(board, sc.assignments, rules)
    if results:
        violations = [v for r in results for v in r.violations]
        out(text["verdict_legal" if not violations else "verdict_illegal"])
        for r in results:
            for a in r.package:
                out(f"    {a}")
        for v in violations:
            out(f"    x {v.rule}: {describe(v, lang, namer(board, lang), board)}")


def _show_attacks(out: Callable[[str], None], sc: Scenario, lang: str) -> None:
    """The declare-attackers verdict (508.1), the same under both rule sets."""
    text = TEXT[lang]
    board = sc.board
    declaration = AttackDeclaration.from_board(board)
    verdict = is_legal_attacks(board, declaration)
    out(
        text["attacks"].format(
            declaration=declaration,
            verdict=text["legal" if verdict else "illegal"],
            obeyed=verdict.obeyed,
            maximum=verdict.maximum,
        )
    )
    for v in verdict.violations:
        out(f"    x {v.rule}: {describe(v, lang, namer(board, lang), board)}")


def _show_blocks(out: Callable[[str], None], sc: Scenario, lang: str) -> None:
    """The declare-blockers verdict (509.1), the same under both rule sets."""
    text = TEXT[lang]
    board = sc.board
    declaration = BlockDeclaration.from_board(board)
    verdict = is_legal_blocks(board, declaration)
    out(
        text["blocks"].format(
            declaration=declaration,
            verdict=text["legal" if verdict else "illegal"],
            obeyed=verdict.obeyed,
            maximum=verdict.maximum,
        )
    )
    for v in verdict.violations:
        out(f"    x {v.rule}: {describe(v, lang, namer(board, lang), board)}")
    for creature in board.attackers():
        if board.blockers_of(creature):
            out(
                text["order"].format(
                    creature=creature,
                    order=", ".join(board.damage_assignment_order(creature)),
                    places=len(insert_positions(board, creature, RuleSet.R2023)),
                )
            )


def _show_outcome(out: Callable[[str], None], sc: Scenario, rules: RuleSet, lang: str) -> None:
    """Resolve the example's combat damage (the default chooser fills in any
    creature the example leaves open) and say who dies and the life totals."""
    text = TEXT[lang]
    try:
        result = resolve_combat(sc.board, rules, sc.assignments, auto=True)
    except IllegalAssignmentError as exc:
        first = exc.violations[0]
        why = f"{first.rule}: {describe(first, lang, namer(sc.board, lang), sc.board)}"
        out(text["unresolved"].format(rules=_rules_name(rules, lang), why=why))
        return
    except CombatError as exc:
        out(text["unresolved"].format(rules=_rules_name(rules, lang), why=exc))
        return
    died = [
        p.id
        for p in result.board.permanents
        if p.on_battlefield is False and sc.board.permanent(p.id).on_battlefield
    ]
    names = namer(sc.board, lang)
    parts = [text["dies"].format(who=", ".join(names(d) for d in died)) if died else text["nobody"]]
    parts.extend(
        text["life_lost" if p.lost else "life"].format(player=p.id, life=p.life)
        for p in result.board.players
    )
    out(text["outcome"].format(rules=_rules_name(rules, lang), summary="; ".join(parts)))


def _show_phase(
    out: Callable[[str], None], sc: Scenario, rules: RuleSet, lang: str, name: str
) -> None:
    """The whole combat of an example with a timeline (a trick between the
    steps) as ``mtgcombat combat --auto`` prints it: the attack and block
    verdicts, every event from the attackers' tapping (508.1f) to the end of
    combat, the result and what lasts until cleanup."""
    from mtgcombat.app.combat import combat_text  # noqa: PLC0415 (the combat command's own text)

    lines, _ = combat_text(sc, rules=rules.value, lang=lang, auto=True, file=name)
    out(TEXT[lang]["phase"].format(rules=_rules_name(rules, lang)))
    for line in lines:
        out(f"    {line}")


def _rules_name(rules: RuleSet, lang: str) -> str:
    return RULE_SET_NAMES[rules.value].get(lang, rules.value)


def run_demo(
    out: Callable[[str], None],
    lang: str = "en",
    rule_sets: Sequence[RuleSet] = (RuleSet.R2023, RuleSet.CURRENT),
) -> int:
    """Print the walk-through under each of ``rule_sets`` (both by default);
    returns the number of examples shown."""
    lang = lang if lang in TEXT else "en"
    folder = examples_dir()
    shown = 0
    for name in DEMO_FILES:
        path = folder / name
        if not path.is_file():
            out(TEXT[lang]["missing"].format(where=folder))
            return shown
        sc = load_scenario(path)
        out("=" * 78)
        out(f"{name}")
        out(sc.describe(lang))
        for perm in sc.board:
            out(_describe_permanent(sc.board, perm, lang))
        if name.startswith("508"):
            _show_attacks(out, sc, lang)
        if name.startswith("509") or name.startswith("wiki_flash"):
            _show_blocks(out, sc, lang)
        for rules in rule_sets:
            _show(out, sc, rules, lang)
            if sc.timeline:
                _show_phase(out, sc, rules, lang, name)
            elif sc.assignments:
                _show_outcome(out, sc, rules, lang)
        shown += 1
    _show_puzzles(out, folder / "puzzles", lang, rule_sets)
    return shown


def _show_puzzles(
    out: Callable[[str], None], folder: Path, lang: str, rule_sets: Sequence[RuleSet]
) -> None:
    """The solver on each puzzle: the defender's blocks, or (for a puzzle that
    already has blocks) the attacker's assignments, under each rule set asked for."""
    text = TEXT[lang]
    paths = sorted(folder.glob("*.toml")) if folder.is_dir() else []
    if not paths:
        return
    out("=" * 78)
    out(text["puzzles"])
    for path in paths:
        sc = load_scenario(path)
        out(f"{path.name}: {sc.describe(lang)}")
        blocked = any(p.blocking for p in sc.board.permanents)
        for rules in rule_sets:
            name = _rules_name(rules, lang)
            if blocked:
                plan = best_assignment(sc.board, rules)
                shown = "; ".join(str(pkg) for pkg in plan.choice.packages.values())
                proof = text["proven"] if plan.optimal else ""
                line = text["best_plan"].format(
                    rules=name, choice=shown, value=number_text(plan.value), proof=proof
                )
            else:
                blocks = best_blocks(sc.board, rules)
                shown = str(blocks.choice) if len(blocks.choice) else text["no_blocks"]
                proof = text["proven"] if blocks.optimal else ""
                line = text["best_blocks"].format(
                    rules=name, choice=shown, value=number_text(blocks.value), proof=proof
                )
            out(line)
