"""Rendering verdicts as sentences, in English and Japanese.

Violations carry a message id (``code``), the objects involved (``{0}``,
``{1}``, ... in a template) and named facts (``{needed}``). The rule number
always comes from the violation itself. Japanese uses the rules terms of the
Japanese Comprehensive Rules (致死ダメージ, ダメージ割り振り順, トランプル).

>>> from mtgcombat.core.verdict import Violation
>>> v = Violation("510.1c", "order_not_lethal", ("gorger", "elf", "guard"),
...               (("amount", 2), ("assigned", 2), ("needed", 3)))
>>> describe(v)
'gorger assigns 2 damage to elf, but guard, earlier in its damage assignment order, is assigned 2 of the 3 damage that would be lethal'
>>> describe(v, lang="ja")
'gorgerはelfに2点を割り振っているが、ダメージ割り振り順でそれより前にあるguardには致死ダメージ3点のうち2点しか割り振られていない'
"""

from __future__ import annotations

import json
import os
import re
import string
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from importlib import resources

from mtgcombat.core.abilities import BlockTrigger, RecordedEffect
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board, Permanent
from mtgcombat.core.verdict import ParamValue, Violation
from mtgcombat.io.notation import (
    ability_text,
    color_text,
    describe_value,
    land_type_text,
    notation_index,
    quality_text,
)

LANGUAGES = ("en", "ja")


def _load_catalog() -> dict[str, dict[str, dict[str, str]]]:
    """The message catalog, ``data/messages.json``: section -> key -> language -> text."""
    path = resources.files("mtgcombat").joinpath("data", "messages.json")
    catalog: dict[str, dict[str, dict[str, str]]] = json.loads(path.read_text("utf-8"))
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


def number_text(value: float) -> str:
    """A score in full: whole numbers without a decimal point, others with up
    to six decimals (``%g`` would print 1000149 as 1.00015e+06).

    >>> number_text(1000149), number_text(2.5), number_text(1 / 3)
    ('1000149', '2.5', '0.333333')
    """
    if value == int(value):
        return str(int(value))
    text = f"{value:.6f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def describe_event(
    event: Event,
    lang: str = "en",
    name: Callable[[str], str] | None = None,
    board: Board | None = None,
) -> str:
    """One line for an event, without its rule number; ``name`` turns object
    ids into display names; ``board`` is where the values an effect event
    names are found, to be written out in Japanese.

    >>> from mtgcombat.core.events import DamageDealt
    >>> event = DamageDealt("510.2", "ogre", "elf", 5, True, "regular")
    >>> describe_event(event)
    'ogre deals 5 combat damage to elf'
    >>> describe_event(event, "ja")
    'ogreがelfに5点の戦闘ダメージを与える'
    """
    data = event.to_json()
    if name is not None:
        for key in (
            "source",
            "recipient",
            "blocker",
            "attacker",
            "creature",
            "permanent",
            "target",
            "affected",
            "effect",
            "other",
        ):
            if isinstance(data.get(key), str) and data[key]:
                data[key] = name(str(data[key]))
    kind = str(data["kind"])
    if kind == "damage_dealt" and data.get("combat") is False:
        kind = "damage_dealt:noncombat"  # damage from a resolving ability
    if kind == "color_changed" and lang == "ja":
        data["colors"] = "と".join(color_text(c, "ja") for c in str(data["colors"]).split(" and "))
    if kind == "choice_made":
        data["choice"] = TERMS["may_taken" if data.get("taken") else "may_declined"][lang]
    if kind == "damage_rule":  # one template per thing a damage rule does
        kind = f"damage_rule:{data['how']}"
        if data["how"] == "redirected" and name is not None:
            data["result"] = name(str(data["result"]))
    if kind == "prevention_until_end_of_turn" and data.get("how") == "all":
        kind = "prevention_until_end_of_turn:all"
    if str(getattr(event, "source", "")).startswith("timeline["):
        # the effect of a spell cast between the steps, not of a permanent's ability
        kind = f"{kind}:spell" if f"{kind}:spell" in EVENT_TEMPLATES else kind
    if kind == "effect_ends" and not data.get("affected"):
        kind = "effect_ends:all"  # an effect on the whole game ("prevent all combat damage")
    if kind == "token_enters_blocking" and not data.get("blocks"):
        kind = "token_enters_blocking:not"  # 509.7a (509.4a now)
    if kind == "token_placed_in_order":  # 509.7: the order as it now stands
        order = [str(c) if name is None else name(str(c)) for c in data["order"]]  # type: ignore[attr-defined]
        data["order"] = ("、" if lang == "ja" else ", ").join(order)
    if kind == "timeline_resolves":
        data["point"] = TERMS[f"point:{data['point']}"][lang]
        targets = [str(t) if name is None else name(str(t)) for t in data["targets"]]  # type: ignore[attr-defined]
        sep = "、" if lang == "ja" else ", "
        data["targets"] = (
            TERMS["timeline_target"][lang].format(targets=sep.join(targets)) if targets else ""
        )
    templates = EVENT_TEMPLATES.get(f"{kind}:{data['rule']}") or EVENT_TEMPLATES.get(kind, {})
    template = templates.get(lang) or templates.get("en")
    if template is None:
        return str(data)
    if "step" in data:
        data["step"] = STEP_NAMES.get(str(data["step"]), {}).get(lang, data["step"])
    for key in ("counter", "reason", "event", "change", "how"):
        if key in data:
            data[key] = TERMS.get(str(data[key]), {}).get(lang, data[key])
    if "keyword" in data:
        data["keyword"] = ability_name(str(data["keyword"]), lang)
    if "what" in data:  # effects of one permanent on others
        data["change"] = effect_change_text(str(data["what"]), str(data["value"]), lang, board)
    if kind == "combat_damage_trigger" and lang == "ja":
        data["effect"] = _damage_trigger_effect_ja(event, board)
    if kind in ("trigger_resolves", "trigger_removed") and lang == "ja":
        data["ability"] = _ability_ja(str(data["ability"]), board)
    return template.format(**data)


def _damage_trigger_effect_ja(event: Event, board: Board | None) -> str:
    """The effect of a "whenever ~ deals combat damage" ability (603.2) in
    Japanese: its values on the board rendered, or, for an effect the engine
    only records (its English card text), a general phrase."""
    said = "カードに書かれた効果"
    source = board.get(str(getattr(event, "source", ""))) if board is not None else None
    if source is None:
        return said
    wanted = str(getattr(event, "effect", ""))
    for ability in source.abilities:
        if not isinstance(ability, BlockTrigger):
            continue
        words = "; ".join(
            e.text if isinstance(e, RecordedEffect) else str(e) for e in ability.effects
        )
        if words == wanted:
            parts = [
                said if isinstance(e, RecordedEffect) else describe_value(e, "ja")
                for e in ability.effects
            ]
            return "。".join(parts)
    return said


def _ability_ja(notation: str, board: Board | None) -> str:
    """A triggered ability named by its English notation, in Japanese when
    the value is found on ``board``; else its notation in brackets."""
    value = notation_index(board).get(notation) if board is not None else None
    return describe_value(value, "ja") if value is not None else f"「{notation}」"


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


def describe(
    violation: Violation,
    lang: str = "en",
    name: Callable[[str], str] | None = None,
    board: Board | None = None,
) -> str:
    """One sentence explaining the violation, without its rule number.
    ``name`` turns object ids into display names. In Japanese, the values a
    violation names in their English notation (a selector, a land type, a
    protection quality) are put in Japanese; a selector is found on
    ``board`` (without one, or if it is not there, it stays in English).

    >>> from mtgcombat.core.verdict import Violation
    >>> v = Violation("510.1a", "wrong_total", ("ogre",), (("expected", 5), ("assigned", 4)))
    >>> describe(v)
    'ogre must assign exactly 5 combat damage, but assigns 4'
    """
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
    if lang == "ja":
        _facts_ja(facts, board)
    return template.format(*objects, **facts)


def _facts_ja(facts: dict[str, ParamValue], board: Board | None) -> None:
    """A violation's facts that hold English notation, put in Japanese."""
    if "land" in facts:
        facts["land"] = land_type_text(str(facts["land"]), "ja")
    if "quality" in facts:
        facts["quality"] = quality_text(str(facts["quality"]), "ja")
    for key in ("selector", "condition"):
        if key in facts and board is not None:
            value = notation_index(board).get(str(facts[key]))
            if value is not None:
                facts[key] = describe_value(value, "ja")


def ability_name(text: str, lang: str = "en") -> str:
    """A keyword ability's name (``str()`` of the ability) in the language:
    the Japanese keyword names are in ``data/ja_terms.toml``
    (:func:`mtgcombat.io.notation.ability_text`).

    >>> ability_name("flying"), ability_name("flying", "ja")
    ('flying', '飛行')
    """
    return ability_text(text, lang)


def namer(board: Board, lang: str) -> Callable[[str], str]:
    """Object ids as messages show them: Japanese card names in 《》 under
    ``ja`` where known, else the id.

    >>> from mtgcombat.core.model import Board, Permanent, Player
    >>> bear = Permanent(id="bear", controller="A", name_ja="灰色熊")
    >>> name = namer(Board([Player("A"), Player("B")], [bear], "A"), "ja")
    >>> name("bear"), name("B")
    ('《灰色熊》', 'B')
    """

    def name(oid: str) -> str:
        perm = board.get(oid)
        return perm.display_name(lang) if perm is not None else oid

    return name


def label(perm: Permanent, lang: str) -> str:
    """A permanent as listings show it: ``gorger (Vastwood Gorger)`` in
    English, ``gorger 《巨森を喰らうもの》`` in Japanese when the name is known.

    >>> from mtgcombat.core.model import Permanent
    >>> gorger = Permanent(id="gorger", controller="A", name="Vastwood Gorger", name_ja="巨森を喰らうもの")
    >>> label(gorger, "en"), label(gorger, "ja")
    ('gorger (Vastwood Gorger)', 'gorger 《巨森を喰らうもの》')
    """
    if lang == "ja" and perm.name_ja:
        return f"{perm.id} {perm.display_name(lang)}"
    return perm.label


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
            "en": "{player} draws {amount} card(s); the board does not change (ability of {source})",
            "ja": "{player}はカードを{amount}枚引く。盤面は変わらない（{source}の能力）",
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


def effect_change_text(what: str, value: str, lang: str = "en", board: Board | None = None) -> str:
    """What an effect does to an object, as a phrase: ``gets +1/+1``,
    ``has flying``, ``can't block``. In Japanese, a blocking rule found on
    ``board`` (by its code) is written out whole, selectors included; without
    a board, its selector keeps its English notation.

    >>> effect_change_text("pt", "+1/+1"), effect_change_text("pt", "+1/+1", "ja")
    ('gets +1/+1', '+1/+1の修整を受ける')
    """
    if what == "rule":
        code, _, arg = value.partition(":")
        if lang == "ja" and board is not None:
            rule = notation_index(board).get("rule:" + value)
            if rule is not None:
                return describe_value(rule, "ja")
        entry = RULE_CHANGES.get(code)
        if entry is None:
            return value
        return (entry.get(lang) or entry["en"]).format(arg=arg)
    entry = EFFECT_CHANGES.get(what)
    if entry is None:
        return f"{what} {value}".strip()
    if what == "type" and lang == "ja":
        value = quality_text(value + "s", lang)  # the card type's name
    if what in ("ability", "lose_ability"):
        value = ability_name(value, lang)
    elif what == "protection":
        value = quality_text(value, lang)
    return (entry.get(lang) or entry["en"]).format(value=value)


# Input that cannot be read: a scenario file's problems (ScenarioError) and
# files that are not read (InputFileError); {facts} are filled in by the
# code that finds the problem.
INPUT_ERRORS: dict[str, dict[str, str]] = _CATALOG["input_errors"]

# Facts whose value is an English word with a Japanese term in TERMS (the
# kind of a special file, a characteristic, the system's reason a file
# cannot be read).
_TERM_FACTS = ("kind", "stat", "other_stat", "reason", "number_type", "path_kind")


def _word_list(name: str, words: tuple[object, ...], lang: str) -> str:
    if lang != "en":
        return "、".join(f"「{w}」" for w in words)
    if name == "either" and len(words) > 1:
        return ", ".join(f'"{w}"' for w in words[:-1]) + f' or "{words[-1]}"'
    return ", ".join(map(repr, words))


def input_error(key: str, lang: str = "en", **facts: object) -> str:
    """The problem with an input file, in English or Japanese (without the
    file, the field and the rule, which the caller adds).

    >>> input_error("not_player_id", id="C")
    '"C" is not a player id'
    >>> input_error("file_not_regular", "ja", kind="a named pipe")
    '名前付きパイプであり、通常のファイルではない'

    A tuple fact is a list of allowed words: ``either`` reads "a", "b" or
    "c" in English, any other 'a', 'b', 'c'; in Japanese both 「a」、「b」.

    >>> input_error("structured_either", "ja", field="x.who", either=("you", "opponent"))
    '「x.who」は「you」、「opponent」のいずれかでなければならない'
    """
    entry = INPUT_ERRORS[key]
    for name, value in facts.items():
        if isinstance(value, tuple):
            facts[name] = _word_list(name, value, lang)
    if "step" in facts:
        facts["step"] = STEP_NAMES.get(str(facts["step"]), {}).get(lang, facts["step"])
    if lang != "en":
        for name in _TERM_FACTS:
            if name in facts:
                facts[name] = TERMS.get(str(facts[name]), {}).get(lang, facts[name])
    return (entry.get(lang) or entry["en"]).format(**facts)


@cache
def _template_pattern(key: str) -> re.Pattern[str]:
    """The English template of an input error as a pattern: its words
    literally, each fact any text."""
    parts = []
    for literal, name, _, _ in string.Formatter().parse(INPUT_ERRORS[key]["en"]):
        parts.append(re.escape(literal))
        if name is not None:
            parts.append(f"(?P<{name}>.*?)")
    return re.compile("".join(parts), re.S)


def _specific_first(key: str) -> tuple[int, int]:
    """Templates with fewer facts and more words are tried first."""
    pattern = _template_pattern(key)
    return (pattern.groups, -len(INPUT_ERRORS[key]["en"]))


def match_input_error(text: str, keys: Iterable[str]) -> tuple[str, dict[str, str]] | None:
    """The first of ``keys`` whose English template gives ``text``, with the
    facts read back from it (for a message another library or module wrote
    in English), else ``None``.

    >>> match_input_error("Cannot declare ('players', 'B') twice", ["toml_declare_twice"])
    ('toml_declare_twice', {'name': "('players', 'B')"})
    """
    for key in sorted(keys, key=_specific_first):
        found = _template_pattern(key).fullmatch(text)
        if found:
            return key, found.groupdict()
    return None


# The parser's messages for a sentence it does not read (text/parser.py),
# recognised so that a Japanese line can say them in Japanese: its own
# forms below, and the reasons of input_errors' reason_ templates. (Pattern
# texts, compiled by re on first use and kept in its cache: most runs never
# say such a message.)
_SENTENCE_IN = r'in "(?P<sentence>.*?)": (?P<rest>.*)'
_SENTENCE_STOPPED = (
    r'understood "(?P<done>.*)" \(up to column (?P<column>\d+)\), then not '
    r'(?:"(?P<word>[^"]*)"|the end of the sentence)'
    r'(?:; did you mean "(?P<guess>[^"]*)"\?)?(?:; expected (?P<expected>.*))?'
)
_SENTENCE_PATTERNS = (
    (
        "keyword_unknown_guess",
        r"unknown keyword \"(?P<text>.*)\" \(did you mean '(?P<guess>.*)'\?\)",
    ),
    ("keyword_unknown", r'unknown keyword "(?P<text>.*)"'),
    (
        "protection_unknown_guess",
        (
            r"unknown protection quality \"(?P<quality>.*)\" in \"(?P<text>.*)\" "
            r"\(did you mean '(?P<guess>.*)'\?\)"
        ),
    ),
    ("keyword_line_not_modelled", r"keyword (?P<names>.*) is not modelled"),
)


def parse_reason(detail: str, lang: str) -> str:
    """Why the parser did not read a sentence (text/parser.py's English
    message, ``ParsedSentence.error``) in ``lang``. A message no template
    knows is quoted as it is, after a Japanese frame.

    >>> parse_reason('a trigger on blocking ("~ blocks") resolves before combat '
    ...              'damage and is not modelled', "ja")
    'ブロックに関する誘発型能力（「~ blocks」）は戦闘ダメージより前に解決され、モデル化されていない'
    """
    if lang == "en":
        return detail
    found = re.fullmatch(_SENTENCE_IN, detail)
    if found:
        where = input_error("sentence_in", lang, sentence=found["sentence"])
        return where + parse_reason(found["rest"], lang)
    found = re.fullmatch(_SENTENCE_STOPPED, detail)
    if found:
        word = found["word"]
        got = (
            input_error("sentence_word", lang, word=word)
            if word is not None
            else input_error("sentence_end", lang)
        )
        text = input_error(
            "sentence_stopped", lang, done=found["done"], column=found["column"], got=got
        )
        if found["guess"]:
            text += input_error("sentence_guess", lang, guess=found["guess"])
        if found["expected"]:
            text += input_error("sentence_expected", lang, expected=found["expected"])
        return text
    for key, pattern in _SENTENCE_PATTERNS:
        found = re.fullmatch(pattern, detail)
        if found:
            return input_error(key, lang, **found.groupdict())
    reason = match_input_error(detail, _REASONS)
    if reason is not None:
        return input_error(reason[0], lang, **reason[1])
    return input_error("reason_unknown", lang, detail=detail) if detail else ""


_REASONS = tuple(
    k
    for k in INPUT_ERRORS
    if k.startswith(("reason_", "keyword_", "protection_")) and k != "reason_unknown"
)
