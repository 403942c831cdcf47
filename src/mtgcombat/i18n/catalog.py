"""The message catalog: ``data/messages.json`` loaded into its tables
(violations, events, the command line's phrases, zones, rule sets, steps,
terms, effect and rule changes, input errors), the templates added to them
in code, the languages, and the two plain look-ups: a phrase of the
command line (:func:`ui`) and the language of the locale.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping

LANGUAGES = ("en", "ja")


def _load_catalog() -> dict[str, dict[str, dict[str, str]]]:
    """The message catalog, ``data/messages.json``: section -> key -> language -> text."""
    # read by path (the package is installed as files), not through
    # importlib.resources, which loads pathlib, tempfile and zipfile
    folder = os.path.dirname(os.path.dirname(__file__))
    with open(os.path.join(folder, "data", "messages.json"), encoding="utf-8") as file:
        catalog: dict[str, dict[str, dict[str, str]]] = json.loads(file.read())
    return catalog


_CATALOG = _load_catalog()

TEMPLATES: dict[str, dict[str, str]] = _CATALOG["violations"]

# Declaring blockers (509.1) and damage assignment orders (509.2, 509.3).
TEMPLATES.update(
    {
        "block_unknown": {
            "en": "{0} is not a permanent on the board",
            "ja": "{0}は戦場にあるパーマネントではない",
        },
        "block_not_creature": {
            "en": "{0} is not a creature on the battlefield, so it cannot block",
            "ja": "{0}は戦場にあるクリーチャーではないため、ブロックできない",
        },
        "block_battle": {
            "en": "{0} is a battle; battles never block",
            "ja": "{0}はバトルであり、バトルはブロックできない",
        },
        "block_tapped": {
            "en": "{0} is tapped; only untapped creatures block",
            "ja": "{0}はタップ状態であり、ブロックできるのはアンタップ状態のクリーチャーだけである",
        },
        "block_not_defending": {
            "en": "{0} is controlled by {player}, who is not a defending player",
            "ja": "{0}のコントローラーである{player}は防御プレイヤーではない",
        },
        "block_non_attacker": {
            "en": "{0} is declared blocking {1}, which is not an attacking creature",
            "ja": "{0}は{1}をブロックしているが、{1}は攻撃クリーチャーではない",
        },
        "block_wrong_defender": {
            "en": "{0} cannot block {1}: it attacks another player or that player's planeswalker or battle",
            "ja": "{0}は{1}をブロックできない。{1}は別のプレイヤーか、そのプレインズウォーカーやバトルを攻撃している",
        },
        "cant_block": {
            "en": "{0} can't block",
            "ja": "{0}はブロックできない",
        },
        "cant_be_blocked": {
            "en": "{0} can't be blocked",
            "ja": "{0}はブロックされない",
        },
        "only_flyers": {
            "en": "{0} can block only creatures with flying, and {1} has no flying",
            "ja": "{0}は飛行を持つクリーチャーしかブロックできないが、{1}は飛行を持たない",
        },
        "evasion_flying": {
            "en": "{0} has flying, so {1} (without flying or reach) cannot block it",
            "ja": "{0}は飛行を持つため、飛行も到達も持たない{1}はブロックできない",
        },
        "evasion_shadow": {
            "en": "{0} and {1} do not both have shadow, so {1} cannot block {0}",
            "ja": "{0}と{1}の一方だけがシャドーを持つため、{1}は{0}をブロックできない",
        },
        "evasion_horsemanship": {
            "en": "{0} has horsemanship, so {1} (without horsemanship) cannot block it",
            "ja": "{0}は馬術を持つため、馬術を持たない{1}はブロックできない",
        },
        "evasion_fear": {
            "en": "{0} has fear, so only artifact or black creatures can block it; {1} is neither",
            "ja": "{0}は畏怖を持つため、アーティファクト・クリーチャーか黒のクリーチャーでない{1}はブロックできない",
        },
        "evasion_intimidate": {
            "en": "{0} has intimidate, so {1} (not an artifact and sharing no color) cannot block it",
            "ja": "{0}は威嚇を持つため、アーティファクトでなく色も共有しない{1}はブロックできない",
        },
        "evasion_skulk": {
            "en": "{0} has skulk, so {1}, with greater power, cannot block it",
            "ja": "{0}は潜伏を持つため、パワーがより大きい{1}はブロックできない",
        },
        "evasion_landwalk": {
            "en": "{0} has {land}walk and the defending player controls a {land}, so {1} cannot block it",
            "ja": "{0}は{land}渡りを持ち、防御プレイヤーが{land}をコントロールしているため、{1}はブロックできない",
        },
        "evasion_protection": {
            "en": "{0} has protection from {quality}, so {1} cannot block it",
            "ja": "{0}はプロテクション（{quality}）を持つため、{1}はブロックできない",
        },
        "block_twice": {
            "en": "{0} is declared blocking the same attacker twice",
            "ja": "{0}は同じ攻撃クリーチャーを二重にブロックしている",
        },
        "block_too_many": {
            "en": "{0} blocks {blocked} attackers but may block at most {limit}",
            "ja": "{0}は{blocked}体の攻撃クリーチャーをブロックしているが、ブロックできるのは{limit}体までである",
        },
        "too_few_blockers": {
            "en": "{0} is blocked by {blockers} creature(s) but can't be blocked except by {minimum} or more",
            "ja": "{0}は{blockers}体にブロックされているが、{minimum}体以上のクリーチャーによってしかブロックされない",
        },
        "too_many_blockers": {
            "en": "{0} is blocked by {blockers} creatures but can't be blocked by more than {maximum}",
            "ja": "{0}は{blockers}体にブロックされているが、{maximum}体を超えるクリーチャーによってはブロックされない",
        },
        "cant_block_alone": {
            "en": "{0} can't block alone, and no other creature blocks",
            "ja": "{0}は単独ではブロックできないが、他にブロックしているクリーチャーがいない",
        },
        "cant_be_blocked_alone": {
            "en": "{0} can't be blocked while it is attacking alone",
            "ja": "{0}は単独で攻撃している間はブロックされない",
        },
        "too_many_blocking": {
            "en": "{blockers} creatures block, but no more than {limit} can block this combat",
            "ja": "{blockers}体のクリーチャーがブロックしているが、この戦闘でブロックできるのは{limit}体までである",
        },
        "requirements_not_maximal": {
            "en": "the declaration obeys {obeyed} blocking requirement(s), but {maximum} can be obeyed "
            "without breaking a restriction, e.g. {witness}",
            "ja": "この指定が満たすブロック強制は{obeyed}個だが、ブロック制限に反さずに{maximum}個を満たせる（例：{witness}）",
        },
        "order_duplicate": {
            "en": "the damage assignment order of {0} lists {1} twice",
            "ja": "{0}のダメージ割り振り順に{1}が二度含まれている",
        },
        "order_stranger": {
            "en": "the damage assignment order of {0} lists {1}, which is not in combat with it",
            "ja": "{0}のダメージ割り振り順に、それと戦闘していない{1}が含まれている",
        },
        "order_missing": {
            "en": "the damage assignment order of {0} leaves out {1}",
            "ja": "{0}のダメージ割り振り順に{1}が含まれていない",
        },
    }
)

# Declaring blockers: restrictions over selectors and on the whole declaration
# (509.1b). A selector is shown in quotes: in English in the library's own
# notation, in Japanese as describe() writes it out (mtgcombat.io.notation).
TEMPLATES.update(
    {
        "cant_block_sel": {
            "en": '{0} can\'t block "{selector}", and {1} is one of them',
            "ja": "{0}は「{selector}」をブロックできず、{1}はそれに当たる",
        },
        "can_block_only": {
            "en": '{0} can block only "{selector}", and {1} is not one of them',
            "ja": "{0}は「{selector}」しかブロックできないが、{1}はそれに当たらない",
        },
        "cant_be_blocked_by": {
            "en": '{0} can\'t be blocked by "{selector}", and {1} is one of them',
            "ja": "{0}は「{selector}」によってはブロックされず、{1}はそれに当たる",
        },
        "cant_be_blocked_except_by": {
            "en": '{0} can\'t be blocked except by "{selector}", and {1} is not one of them',
            "ja": "{0}は「{selector}」によってしかブロックされないが、{1}はそれに当たらない",
        },
        "cant_be_blocked_while": {
            "en": '{0} can\'t be blocked as long as defending player {player} controls "{selector}", '
            "and {player} controls {2}, so {1} cannot block it",
            "ja": "防御プレイヤー{player}が「{selector}」をコントロールしているかぎり{0}はブロックされず、"
            "{player}は{2}をコントロールしているため、{1}はブロックできない",
        },
        "cant_block_unless_control": {
            "en": '{0} can\'t block unless {player} controls "{selector}", and {player} controls none',
            "ja": "{0}は{player}が「{selector}」をコントロールしていないかぎりブロックできず、"
            "{player}はそれをコントロールしていない",
        },
        "cant_block_unless": {
            "en": '{0} can\'t block unless "{condition}", and that is not so',
            "ja": "{0}は「{condition}」でないかぎりブロックできず、今はそうでない",
        },
        "cant_block_unless_others": {
            "en": "{0} can't block unless {count} other creature(s) also block, "
            "but {others} other creature(s) block",
            "ja": "{0}は他のクリーチャー{count}体以上もブロックしないかぎりブロックできないが、"
            "ブロックしている他のクリーチャーは{others}体である",
        },
        "cant_block_unless_greater_power": {
            "en": "{0} can't block unless a creature with power greater than its {power} also "
            "blocks, and none does",
            "ja": "{0}はパワーが{power}より大きいクリーチャーもブロックしないかぎりブロックできないが、"
            "そのようなクリーチャーはブロックしていない",
        },
        "cant_be_blocked_unless_all_block": {
            "en": "{0} can't be blocked unless all creatures {player} controls block it, "
            "and {missing} of them do not (such as {1})",
            "ja": "{0}は{player}がコントロールするすべてのクリーチャーがブロックしないかぎりブロックされないが、"
            "そのうち{missing}体（{1}など）がブロックしていない",
        },
    }
)


# Events, for the step-by-step log of `mtgcombat resolve`.
EVENT_TEMPLATES: dict[str, dict[str, str]] = _CATALOG["events"]


# The command line's own phrases.
UI: dict[str, dict[str, str]] = _CATALOG["ui"]

ZONE_NAMES: dict[str, dict[str, str]] = _CATALOG["zones"]

# The web playground's page (mtgcombat.web).
WEB: dict[str, dict[str, str]] = _CATALOG["web"]


def ui(key: str, lang: str = "en", **facts: object) -> str:
    """One of the command line's phrases, in English or Japanese.

    >>> ui("cost", cost=2)
    'total cost to block: 2 generic mana (509.1d)'
    >>> ui("legal", "ja")
    '適正'
    """
    entry = UI[key]
    if "step" in facts:
        facts["step"] = STEP_NAMES.get(str(facts["step"]), {}).get(lang, facts["step"])
    if "rules" in facts:
        facts["rules"] = RULE_SET_NAMES.get(str(facts["rules"]), {}).get(lang, facts["rules"])
    return (entry.get(lang) or entry["en"]).format(**facts)


RULE_SET_NAMES: dict[str, dict[str, str]] = _CATALOG["rule_sets"]

# Names used inside event messages (counters, reasons for prevention).
TERMS: dict[str, dict[str, str]] = _CATALOG["terms"]


STEP_NAMES: dict[str, dict[str, str]] = _CATALOG["steps"]


def default_language(environ: Mapping[str, str] | None = None) -> str:
    """``ja`` when the locale (``LC_ALL``, ``LC_MESSAGES``, ``LANG``) is Japanese,
    else ``en``.

    >>> default_language({"LANG": "ja_JP.UTF-8"}), default_language({"LANG": "C"}), default_language({})
    ('ja', 'en', 'en')
    """
    env = os.environ if environ is None else environ
    for key in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(key, "")
        if value:
            return "ja" if value.lower().startswith("ja") else "en"
    return "en"


# ---------------------------------------------------------------------------
# Effects of one permanent on others, players' effects, and the keyword
# triggers of the declare blockers step (issue 12, section 4 and section 1).
# ---------------------------------------------------------------------------

EVENT_TEMPLATES.update(
    {
        "effect_applies": {
            "en": "the effect of {source} by which {affected} {change} now applies",
            "ja": "{source}の効果が適用され、{affected}は{change}",
        },
        "effect_ends": {
            "en": "the effect of {source} by which {affected} {change} ends",
            "ja": "{source}の効果（{affected}は{change}）が終わる",
        },
        "effect_prevents_damage": {
            "en": "{amount} combat damage from {source} to {recipient} is prevented "
            "(effect of {effect}: {reason})",
            "ja": "{source}から{recipient}への{amount}点の戦闘ダメージは軽減される"
            "（{effect}の効果：{reason}）",
        },
        "damage_rule": {
            "en": "{amount} damage from {source} to {recipient} is changed (ability of {effect})",
            "ja": "{source}から{recipient}への{amount}点のダメージは変更される（{effect}の能力）",
        },
        "damage_rule:prevented": {
            "en": "{amount} damage from {source} to {recipient} is prevented (ability of {effect})",
            "ja": "{source}から{recipient}への{amount}点のダメージは軽減される（{effect}の能力）",
        },
        "damage_rule:not_prevented": {
            "en": "{amount} damage from {source} to {recipient} can't be prevented "
            "(ability of {effect})",
            "ja": "{source}から{recipient}への{amount}点のダメージは軽減できない（{effect}の能力）",
        },
        "damage_rule:changed": {
            "en": "{source} would deal {amount} damage to {recipient}; it deals {result} "
            "instead (ability of {effect})",
            "ja": "{source}は{recipient}に{amount}点のダメージを与える代わりに{result}点を与える"
            "（{effect}の能力）",
        },
        "damage_rule:redirected": {
            "en": "{amount} damage from {source} that would be dealt to {recipient} is dealt "
            "to {result} instead (ability of {effect})",
            "ja": "{source}から{recipient}に与えられる{amount}点のダメージは、代わりに{result}に"
            "与えられる（{effect}の能力）",
        },
        "damage_rule:plus_counters": {
            "en": "instead of {amount} damage from {source}, {amount} +1/+1 counter(s) are put "
            "on {recipient} (ability of {effect})",
            "ja": "{source}からの{amount}点のダメージの代わりに、{recipient}に+1/+1カウンターが"
            "{amount}個置かれる（{effect}の能力）",
        },
        "damage_rule:minus_counters": {
            "en": "instead of {amount} damage from {source}, {amount} -1/-1 counter(s) are put "
            "on {recipient} (ability of {effect})",
            "ja": "{source}からの{amount}点のダメージの代わりに、{recipient}に-1/-1カウンターが"
            "{amount}個置かれる（{effect}の能力）",
        },
        "life_floor": {
            "en": "damage can't reduce {player}'s life total below 1: "
            "{amount} of the damage from {source} causes no life loss",
            "ja": "ダメージによって{player}のライフは1未満にならない："
            "{source}からのダメージのうち{amount}点はライフを失わせない",
        },
        "loss_prevented": {
            "en": "{player} would lose the game ({reason}) but can't lose the game",
            "ja": "{player}は（{reason}により）敗北するはずだが、ゲームに敗北しない",
        },
        "bushido": {
            "en": "bushido {amount} of {creature} resolves: it gets +{amount}/+{amount} "
            "until end of turn",
            "ja": "{creature}の武士道{amount}が解決される：ターン終了時まで+{amount}/+{amount}の修整を受ける",
        },
        "rampage": {
            "en": "rampage {rampage} of {creature} resolves: blocked by {blockers} creature(s), "
            "it gets +{amount}/+{amount} until end of turn",
            "ja": "{creature}の暴れ回り{rampage}が解決される：{blockers}体のクリーチャーに"
            "ブロックされているため、ターン終了時まで+{amount}/+{amount}の修整を受ける",
        },
        "flanking": {
            "en": "flanking of {creature} resolves: {blocker} gets -1/-1 until end of turn",
            "ja": "{creature}の側面攻撃が解決される：{blocker}はターン終了時まで-1/-1の修整を受ける",
        },
        "afflict": {
            "en": "afflict {amount} of {creature} resolves: {player} loses {amount} life",
            "ja": "{creature}の加虐{amount}が解決される：{player}は{amount}点のライフを失う",
        },
        # other triggered abilities of the declare blockers step
        "trigger_resolves": {
            "en": "{creature} {event}: the triggered ability of {source} resolves ({ability})",
            "ja": "{creature}が{event}ため、{source}の誘発型能力が解決される（{ability}）",
        },
        "pt_until_end_of_turn": {
            "en": "{creature} gets {power:+d}/{toughness:+d} until end of turn (ability of {source})",
            "ja": "{creature}はターン終了時まで{power:+d}/{toughness:+d}の修整を受ける"
            "（{source}の能力）",
        },
        "keyword_until_end_of_turn": {
            "en": "{creature} {change} {keyword} until end of turn (ability of {source})",
            "ja": "{creature}はターン終了時まで{keyword}を{change}（{source}の能力）",
        },
        "prevention_until_end_of_turn": {
            "en": "{target}: {how} until end of turn (ability of {source})",
            "ja": "{target}：ターン終了時まで{how}（{source}の能力）",
        },
        "prevention_until_end_of_turn:all": {
            "en": "all combat damage this turn is prevented (ability of {source})",
            "ja": "このターン、すべての戦闘ダメージは軽減される（{source}の能力）",
        },
        "regeneration_shield": {
            "en": "{permanent} gets a regeneration shield (ability of {source})",
            "ja": "{permanent}は再生の盾を得る（{source}の能力）",
        },
        "destroyed_by_effect": {
            "en": "the ability of {source} destroys {permanent}",
            "ja": "{source}の能力が{permanent}を破壊する",
        },
        "damage_dealt:noncombat": {
            "en": "{source} deals {amount} damage to {recipient} (not combat damage)",
            "ja": "{source}が{recipient}に{amount}点のダメージ（戦闘ダメージではない）を与える",
        },
        "life_gained:119.3": {
            "en": "{player} gains {amount} life (ability of {source})",
            "ja": "{player}は{amount}点のライフを得る（{source}の能力）",
        },
        "life_lost:119.3": {
            "en": "{player} loses {amount} life (ability of {source})",
            "ja": "{player}は{amount}点のライフを失う（{source}の能力）",
        },
        # choices and the effects of block triggers that take creatures out
        "choice_made": {
            "en": "the controller of {source} chooses {choice}",
            "ja": "{source}のコントローラーは{choice}ことを選ぶ",
        },
        "target_chosen": {
            "en": "{target} is chosen as the target of the triggered ability of {source}",
            "ja": "{target}が{source}の誘発型能力の対象に選ばれる",
        },
        "trigger_removed": {
            "en": "the triggered ability of {source} has no legal target and is removed "
            "from the stack ({ability})",
            "ja": "{source}の誘発型能力は適正な対象がないため、スタックから取り除かれる（{ability}）",
        },
        "trigger_removed:608.2b": {
            "en": "the target of the triggered ability of {source} is no longer legal: "
            "it doesn't resolve ({ability})",
            "ja": "{source}の誘発型能力の対象が不適正になったため、それは解決されない（{ability}）",
        },
        "assigns_no_combat_damage": {
            "en": "{creature} assigns no combat damage this turn (ability of {source})",
            "ja": "{creature}はこのターン、戦闘ダメージを割り振らない（{source}の能力）",
        },
        "returned_to_hand": {
            "en": "{permanent} returns to its owner's hand and leaves combat (ability of {source})",
            "ja": "{permanent}はオーナーの手札に戻り、戦闘から離れる（{source}の能力）",
        },
        "sacrificed": {
            "en": "{permanent} is sacrificed (ability of {source})",
            "ja": "{permanent}は生け贄に捧げられる（{source}の能力）",
        },
        "color_changed": {
            "en": "{creature} becomes {colors} (ability of {source})",
            "ja": "{creature}は{colors}になる（{source}の能力）",
        },
        "life_lost:119.5": {
            "en": "{player}'s life total becomes lower: {player} loses {amount} life "
            "(ability of {source})",
            "ja": "{player}のライフ総量が変わり、{player}は{amount}点のライフを失う（{source}の能力）",
        },
        "life_gained:119.5": {
            "en": "{player}'s life total becomes higher: {player} gains {amount} life "
            "(ability of {source})",
            "ja": "{player}のライフ総量が変わり、{player}は{amount}点のライフを得る（{source}の能力）",
        },
        "cards_drawn": {
            "en": "{player} draws {amount} card(s); the battlefield does not change (ability of {source})",
            "ja": "{player}はカードを{amount}枚引く。戦場は変わらない（{source}の能力）",
        },
        "counters_put:122.1": {
            "en": "{target} gets {amount} {counter} counter(s) (ability of {source})",
            "ja": "{target}は{counter}カウンターを{amount}個得る（{source}の能力）",
        },
    }
)

TERMS.update(
    {
        # the events of block triggers (TriggerResolves.event) and keyword changes
        "may_taken": {
            "en": "to do what its ability may do",
            "ja": "その能力の「してもよい」を行う",
        },
        "may_declined": {
            "en": "not to do what its ability may do",
            "ja": "その能力の「してもよい」を行わない",
        },
        "blocks": {"en": "blocks", "ja": "ブロックした"},
        "blocks_creature": {"en": "blocks a creature", "ja": "クリーチャーをブロックした"},
        "becomes_blocked": {"en": "becomes blocked", "ja": "ブロックされた"},
        "becomes_blocked_by": {
            "en": "becomes blocked by a creature",
            "ja": "クリーチャーによってブロックされた",
        },
        "unblocked": {"en": "attacks and isn't blocked", "ja": "攻撃してブロックされなかった"},
        "gains": {"en": "gains", "ja": "得る"},
        "both": {
            "en": "all combat damage dealt by and to it is prevented",
            "ja": "与える戦闘ダメージと与えられる戦闘ダメージはすべて軽減される",
        },
        "loses": {"en": "loses", "ja": "失う"},
        "dealt_by": {
            "en": "all combat damage the source would deal is prevented",
            "ja": "発生源が与える戦闘ダメージはすべて軽減される",
        },
        "dealt_to": {
            "en": "all combat damage that would be dealt to it is prevented",
            "ja": "それに与えられる戦闘ダメージはすべて軽減される",
        },
        "dealt_to_by": {
            "en": "damage that would be dealt to it by such sources is prevented",
            "ja": "そのような発生源からそれに与えられるダメージは軽減される",
        },
    }
)

UI.update(
    {
        "trigger_note": {
            "en": "before combat damage: {event} ({rule})",
            "ja": "戦闘ダメージの前に：{event}（{rule}）",
        },
        "effects_header": {
            "en": "effects in force as combat damage begins:",
            "ja": "戦闘ダメージの開始時に適用されている効果：",
        },
        "effect_line": {
            "en": "  {source} -> {affected}: {change} ({rule})",
            "ja": "  {source}→{affected}：{change}（{rule}）",
        },
    }
)

# What an effect does to the object it affects (EffectChange.what), with
# {value} its argument.
EFFECT_CHANGES: dict[str, dict[str, str]] = _CATALOG["effect_changes"]

# Blocking rules an effect grants, by their code (mtgcombat.rules.effects.rule_code);
# {arg} is the rule's argument (a selector, a number, a condition).
RULE_CHANGES: dict[str, dict[str, str]] = _CATALOG["rule_changes"]


# Input that cannot be read: a scenario file's problems (ScenarioError) and
# files that are not read (InputFileError); {facts} are filled in by the
# code that finds the problem.
INPUT_ERRORS: dict[str, dict[str, str]] = _CATALOG["input_errors"]
