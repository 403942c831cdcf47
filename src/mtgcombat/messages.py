"""Rendering verdicts as sentences, in English and Japanese.

Violations carry a message id (``code``), the objects involved (``{0}``,
``{1}``, ... in a template) and named facts (``{needed}``). The rule number
always comes from the violation itself. Japanese uses the rules terms of the
Japanese Comprehensive Rules (致死ダメージ, ダメージ割り振り順, トランプル).

>>> from mtgcombat.verdict import Violation
>>> v = Violation("510.1c", "order_not_lethal", ("gorger", "elf", "guard"),
...               (("amount", 2), ("assigned", 2), ("needed", 3)))
>>> describe(v)
'gorger assigns 2 damage to elf, but guard, earlier in its damage assignment order, is assigned 2 of the 3 damage that would be lethal'
>>> describe(v, lang="ja")
'gorgerはelfに2点を割り振っているが、ダメージ割り振り順でそれより前にあるguardには致死ダメージ3点のうち2点しか割り振られていない'
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping

from mtgcombat.verdict import ParamValue, Violation

LANGUAGES = ("en", "ja")

TEMPLATES: dict[str, dict[str, str]] = {
    "unknown_creature": {
        "en": "{0} is not a permanent on the board",
        "ja": "{0}は戦場にあるパーマネントではない",
    },
    "not_in_combat": {
        "en": "{0} is neither attacking nor blocking, so it assigns no combat damage",
        "ja": "{0}は攻撃もブロックもしていないため、戦闘ダメージを割り振らない",
    },
    "wrong_step": {
        "en": "{0} does not assign combat damage in the {step} step "
        "(first strike and double strike decide who assigns in which step)",
        "ja": "{0}は{step}で戦闘ダメージを割り振らない（どのステップで割り振るかは先制攻撃と二段攻撃で決まる）",
    },
    "wrong_player": {
        "en": "{0}'s combat damage is divided by player {assigner}, not by player {player}",
        "ja": "{0}の戦闘ダメージを割り振るのはプレイヤー{assigner}であり、プレイヤー{player}ではない",
    },
    "missing_assignment": {
        "en": "{0} has a choice of how to assign its combat damage in the {step} step, "
        "but no assignment is given for it",
        "ja": "{0}は{step}で戦闘ダメージの割り振り方を選べるが、その割り振りが指定されていない",
    },
    "illegal_recipient": {
        "en": "{0} cannot assign combat damage to {1}; it may assign only to: {allowed}",
        "ja": "{0}は{1}に戦闘ダメージを割り振れない。割り振れる先：{allowed}",
    },
    "mixed_as_though_unblocked": {
        "en": "{0} either assigns all its combat damage as though it weren't blocked "
        "(to {target}) or assigns it to its blockers, never a mix of the two",
        "ja": "{0}はブロックされていないかのようにすべての戦闘ダメージを（{target}に）割り振るか、"
        "ブロック・クリーチャーに割り振るかのどちらかであり、両者を混ぜることはできない",
    },
    "wrong_total": {
        "en": "{0} must assign exactly {expected} combat damage, but assigns {assigned}",
        "ja": "{0}はちょうど{expected}点の戦闘ダメージを割り振らなければならないが、{assigned}点を割り振っている",
    },
    "order_not_lethal": {
        "en": "{0} assigns {amount} damage to {1}, but {2}, earlier in its damage assignment "
        "order, is assigned {assigned} of the {needed} damage that would be lethal",
        "ja": "{0}は{1}に{amount}点を割り振っているが、ダメージ割り振り順でそれより前にある{2}には"
        "致死ダメージ{needed}点のうち{assigned}点しか割り振られていない",
    },
    "trample_not_lethal": {
        "en": "{0} assigns {amount} trample damage to {1}, but blocking creature {2} is assigned "
        "{assigned} of the {needed} damage that would be lethal",
        "ja": "{0}はトランプルにより{1}に{amount}点を割り振っているが、ブロック・クリーチャー{2}には"
        "致死ダメージ{needed}点のうち{assigned}点しか割り振られていない",
    },
    "trample_loyalty_not_met": {
        "en": "{0} assigns {amount} damage to {1} by trample over planeswalkers, but planeswalker "
        "{2} is assigned {assigned} damage and its loyalty is {needed}",
        "ja": "{0}はプレインズウォーカーを越えるトランプルにより{1}に{amount}点を割り振っているが、"
        "プレインズウォーカー{2}には忠誠度{needed}に対して{assigned}点しか割り振られていない",
    },
}

STEP_NAMES = {
    "first-strike": {"en": "first-strike", "ja": "先制攻撃の戦闘ダメージ・ステップ"},
    "regular": {"en": "regular", "ja": "通常の戦闘ダメージ・ステップ"},
}


def default_language(environ: Mapping[str, str] | None = None) -> str:
    """``ja`` when the locale (``LC_ALL``, ``LC_MESSAGES``, ``LANG``) is Japanese,
    else ``en``."""
    env = os.environ if environ is None else environ
    for key in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(key, "")
        if value:
            return "ja" if value.lower().startswith("ja") else "en"
    return "en"


def describe(
    violation: Violation,
    lang: str = "en",
    name: Callable[[str], str] | None = None,
) -> str:
    """One sentence explaining the violation, without its rule number.
    ``name`` turns object ids into display names."""
    template = TEMPLATES.get(violation.code, {}).get(lang) or TEMPLATES.get(violation.code, {}).get(
        "en"
    )
    if template is None:
        return str(violation)
    label = name or (lambda oid: oid)
    objects = [label(o) for o in violation.objects]
    facts: dict[str, ParamValue] = dict(violation.params)
    if "step" in facts:
        facts["step"] = STEP_NAMES.get(str(facts["step"]), {}).get(lang, str(facts["step"]))
    return template.format(*objects, **facts)
