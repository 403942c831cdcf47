"""Our own short explanations of the combat rules, in English and Japanese.

Each :class:`RuleNote` sums up one Comprehensive Rules number under both rule
sets (``2023``: CR 2023-11-17, with damage assignment orders; ``current``:
Foundations, 2024-11-08, and later), says how it changed between them, and
names the parts of this library that implement it. The summaries are written
for this project: they cite rule numbers but never quote the rules.

Notes are keyed by their 2023 number. A number is looked up in the numbering
of the rule set asked about first, then in the other edition's numbering, so
both numbers of a renumbered rule find it. Where one number means two
different rules, the rule set decides: under the current rules ``509.3`` holds
the block trigger conditions (``509.5`` in 2023); under the 2023 rules it is
the blocking creature's damage assignment order, which the current rules
deleted. A more specific number (``120.3a``) finds the nearest note above it.

>>> find_rule("509.3g", RuleSet.CURRENT).number
'509.5'
>>> find_rule("509.3", RuleSet.R2023).title_en
"Blocking creature's damage assignment order"
>>> find_rule("732", RuleSet.CURRENT).number
'728'
>>> print(explain("510.1c", RuleSet.CURRENT, "en").splitlines()[0])
CR 510.1c (current rules): Blocked creature's combat damage
>>> print(explain("509.5", RuleSet.CURRENT, "ja").splitlines()[0])
CR 509.3（現行ルール。2023年版ルールでは509.5）：ブロックに関する誘発条件
"""

from __future__ import annotations

import bisect
import json
import re
import tomllib
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from importlib import resources
from types import MappingProxyType
from typing import Any

from mtgcombat.core.ruleset import RuleSet

LANGUAGES = ("en", "ja")

_RULE_NUMBER = re.compile(r"(\d{3})(?:\.(\d+)([a-z]?))?")

# 2023 numbers (with their subrules) that the current rules moved.
_RENUMBERED: tuple[tuple[str, str], ...] = (
    ("509.4", "509.2"),
    ("509.5", "509.3"),
    ("509.7", "509.4"),
    # destroy and discard (issue 34): behold became 701.4 in 2025
    ("701.7", "701.8"),
    ("701.8", "701.9"),
    ("701.15", "701.19"),
    ("701.17", "701.21"),
    ("701.21", "701.26"),
    ("701.38", "701.15"),
    # keyword actions of trigger effects (issue 33): mill, scry, investigate, surveil, venture
    ("701.13", "701.17"),
    ("701.18", "701.22"),
    ("701.36", "701.16"),
    ("701.42", "701.25"),
    ("701.46", "701.49"),
    ("701.16", "701.20"),  # reveal (issue 33, session 13): a revealed hand
    # fight (issue 33, session 12): an attack trigger's "it fights target creature"
    ("701.12", "701.14"),
    ("728", "732"),
)
# 2023 rules (with their subrules) that the current rules deleted.
_DELETED_IN_CURRENT = ("509.2", "509.3", "509.6")
# Further current-rules numbers: editions after January 2026 number illegal actions 733.
_EXTRA_CURRENT: tuple[tuple[str, str], ...] = (("733", "728"),)

_EDITION = {
    RuleSet.R2023: {"en": "2023 rules", "ja": "2023年版ルール"},
    RuleSet.CURRENT: {"en": "current rules", "ja": "現行ルール"},
}


def _within(number: str, prefix: str) -> bool:
    """Whether ``number`` is ``prefix`` or one of its subrules (509.5g, 728.1)."""
    if number == prefix:
        return True
    return number.startswith(prefix) and not number[len(prefix)].isdigit()


def current_number(number_2023: str) -> str | None:
    """The current rules' number for a 2023 rule number, or ``None`` if the
    current rules deleted it.

    >>> current_number("509.5g"), current_number("509.6"), current_number("510.1c")
    ('509.3g', None, '510.1c')
    """
    if any(_within(number_2023, deleted) for deleted in _DELETED_IN_CURRENT):
        return None
    for old, new in _RENUMBERED:
        if _within(number_2023, old):
            return new + number_2023[len(old) :]
    return number_2023


def _other(rules: RuleSet) -> RuleSet:
    return RuleSet.CURRENT if rules is RuleSet.R2023 else RuleSet.R2023


def _check_language(lang: str) -> None:
    if lang not in LANGUAGES:
        raise ValueError(f'unknown language "{lang}"; expected one of {", ".join(LANGUAGES)}')


@dataclass(frozen=True)
class RuleNote:
    """Our summary of one rule under both rule sets.

    ``number`` is the 2023 number. ``summary[rules.value][lang]`` is the
    summary under that rule set ("2023" or "current") in that language ("en"
    or "ja"). ``change_en``/``change_ja`` say how the rule changed between the
    rule sets, or that it did not. ``implemented_by`` holds dotted names of the
    functions and classes that implement it. ``covers`` lists 2023 subrules
    that this note answers for as well. ``only_current`` marks a rule that
    the 2023 rules do not have (a keyword added in a later edition).

    >>> from mtgcombat.core.ruleset import RuleSet
    >>> note = find_rule("510.1c", RuleSet.CURRENT)
    >>> note.number, note.title_en
    ('510.1c', "Blocked creature's combat damage")
    """

    number: str
    title_en: str
    title_ja: str
    summary: Mapping[str, Mapping[str, str]] = field(hash=False)
    change_en: str
    change_ja: str
    implemented_by: tuple[str, ...]
    covers: tuple[str, ...] = ()
    only_current: bool = False

    @property
    def current_number(self) -> str | None:
        """Its number in the current rules, or ``None`` if they deleted it.

        >>> from mtgcombat.core.ruleset import RuleSet
        >>> find_rule("509.5", RuleSet.R2023).current_number
        '509.3'
        >>> find_rule("509.2", RuleSet.R2023).current_number is None
        True
        """
        return current_number(self.number)

    def number_in(self, rules: RuleSet) -> str | None:
        """Its number under ``rules``, or ``None`` if that rule set lacks it.

        >>> from mtgcombat.core.ruleset import RuleSet
        >>> note = find_rule("509.5", RuleSet.R2023)
        >>> note.number_in(RuleSet.R2023), note.number_in(RuleSet.CURRENT)
        ('509.5', '509.3')
        """
        if rules is RuleSet.R2023:
            return None if self.only_current else self.number
        return self.current_number

    def exists_in(self, rules: RuleSet) -> bool:
        """Whether the rule is in this rule set.

        >>> from mtgcombat.core.ruleset import RuleSet
        >>> note = find_rule("509.2", RuleSet.R2023)
        >>> note.exists_in(RuleSet.R2023), note.exists_in(RuleSet.CURRENT)
        (True, False)
        """
        return self.number_in(rules) is not None

    def title(self, lang: str) -> str:
        """Its title in lang (en or ja).

        >>> from mtgcombat.core.ruleset import RuleSet
        >>> note = find_rule("702.19", RuleSet.CURRENT)
        >>> note.title("en")
        'Trample, trample over planeswalkers'
        >>> note.title("ja")
        'トランプル、プレインズウォーカーを越えるトランプル'
        """
        _check_language(lang)
        return self.title_ja if lang == "ja" else self.title_en

    def summary_in(self, rules: RuleSet, lang: str) -> str:
        """The summary under ``rules`` in ``lang``.

        >>> from mtgcombat.core.ruleset import RuleSet
        >>> find_rule("510.1c", RuleSet.CURRENT).summary_in(RuleSet.CURRENT, "en")[:40]
        'A blocked creature assigns its combat da'
        """
        _check_language(lang)
        return self.summary[rules.value][lang]

    def change(self, lang: str) -> str:
        """How the rule changed between the two rule sets, in ``lang``.

        >>> from mtgcombat.core.ruleset import RuleSet
        >>> "order" in find_rule("509.2", RuleSet.R2023).change("en")
        True
        """
        _check_language(lang)
        return self.change_ja if lang == "ja" else self.change_en


def _note(
    number: str,
    title_en: str,
    title_ja: str,
    *,
    en: str = "",
    ja: str = "",
    en_2023: str = "",
    en_current: str = "",
    ja_2023: str = "",
    ja_current: str = "",
    change_en: str,
    change_ja: str,
    implemented_by: Iterable[str],
    covers: Iterable[str] = (),
) -> RuleNote:
    """A note; ``en``/``ja`` serve both rule sets when the rule did not change."""
    summary = {
        RuleSet.R2023.value: MappingProxyType({"en": en_2023 or en, "ja": ja_2023 or ja}),
        RuleSet.CURRENT.value: MappingProxyType({"en": en_current or en, "ja": ja_current or ja}),
    }
    return RuleNote(
        number=number,
        title_en=title_en,
        title_ja=title_ja,
        summary=MappingProxyType(summary),
        change_en=change_en,
        change_ja=change_ja,
        implemented_by=tuple(implemented_by),
        covers=tuple(covers),
    )


_NO_CHANGE_EN = "No change: the two rule sets read the same here."
_NO_CHANGE_JA = "変更なし。2つのルールでこの部分は同じである。"

_B = "mtgcombat.rules.blocks."
_D = "mtgcombat.rules.damage."
_M = "mtgcombat.core.model."

_TEXT_KEYS = ("en", "ja", "en_2023", "en_current", "ja_2023", "ja_current")


def _load_notes() -> tuple[RuleNote, ...]:
    """The hand-written notes, ``data/rule_notes.json``."""
    path = resources.files("mtgcombat").joinpath("data", "rule_notes.json")
    rows: list[dict[str, Any]] = json.loads(path.read_text("utf-8"))["notes"]
    out: list[RuleNote] = []
    for row in rows:
        texts = {k: row.get(k, "") for k in _TEXT_KEYS}
        unchanged = row.get("unchanged", False)
        out.append(
            _note(
                row["number"],
                row["title_en"],
                row["title_ja"],
                **texts,
                change_en=_NO_CHANGE_EN if unchanged else row["change_en"],
                change_ja=_NO_CHANGE_JA if unchanged else row["change_ja"],
                implemented_by=row["implemented_by"],
                covers=row.get("covers", ()),
            )
        )
    return tuple(out)


_NOTES: tuple[RuleNote, ...] = _load_notes()


def _sort_key(number: str) -> tuple[int, int, str]:
    m = _RULE_NUMBER.fullmatch(number)
    if m is None:
        return (10_000, 0, number)
    section, sub, letter = m.groups()
    return (int(section), int(sub) if sub else -1, letter or "")


RULE_NOTES: Mapping[str, RuleNote] = MappingProxyType(
    {note.number: note for note in sorted(_NOTES, key=lambda n: _sort_key(n.number))}
)


# ---------------------------------------------------------------------------
# Keyword rules (702) without a hand-written note: generated from the keyword
# table (text/data/keywords.json) when first looked up.
# ---------------------------------------------------------------------------

# Keywords the engine reads that no hand-written note covers: what reads them,
# and the note that says more.
_KEYWORD_READERS: Mapping[str, tuple[tuple[str, ...], str]] = MappingProxyType(
    {
        "reach": ((_B + "pair_problems",), "702.9b"),
        "changeling": (("mtgcombat.core.selectors.matches", _B + "pair_problems"), ""),
        "toxic": ((_D + "deal_combat_damage", _M + "Permanent.total_toxic"), "120.3"),
    }
)
# Where the engine reads a modelled keyword of each kind of the table, for a
# keyword missing above.
_KIND_READERS: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        "keyword": (_B + "pair_problems", _D + "deal_combat_damage"),
        "protection": (_B + "pair_problems", _D + "deal_combat_damage"),
        "landwalk": (_B + "pair_problems",),
        "bushido": ("mtgcombat.rules.triggers.declare_blockers_triggers",),
        "rampage": ("mtgcombat.rules.triggers.declare_blockers_triggers",),
        "afflict": ("mtgcombat.rules.triggers.declare_blockers_triggers",),
        "toxic": (_D + "deal_combat_damage",),
        "selector": ("mtgcombat.core.selectors.matches",),
    }
)
# Keywords that only matter as attackers are declared (508.1), judged by
# mtgcombat.rules.attacks: what each does there, in English and Japanese, and what
# reads it.
_ATTACK_ONLY: Mapping[str, tuple[str, str, str]] = MappingProxyType(
    {
        "defender": (
            "a creature with it can't attack (702.3b)",
            "これを持つクリーチャーは攻撃できない（702.3b）",
            "mtgcombat.rules.attacks.attacker_problems",
        ),
        "vigilance": (
            "attacking doesn't cause a creature with it to tap (702.20b, 508.1f)",
            "これを持つクリーチャーは攻撃してもタップしない（702.20b、508.1f）",
            "mtgcombat.rules.attacks.tap_events",
        ),
        "haste": (
            "a creature with it may attack even if it has not been under its controller's "
            "control continuously since the turn began (702.10b, the exception to 302.6)",
            "これを持つクリーチャーは、ターンの開始時から続けてコントロールされていなくても"
            "攻撃できる（702.10b、302.6の例外）",
            "mtgcombat.rules.attacks.attacker_problems",
        ),
    }
)
_KEPT_BY = ("mtgcombat.core.abilities.OtherKeyword", "mtgcombat.text.keywords.parse_keyword")

_NO_EFFECT_EN = (
    "{It} {has} no effect between declaring blockers and the end of combat damage: mtgcombat "
    "keeps {it} on the permanent and shows {it}, and no answer depends on {it}."
)
_NO_EFFECT_JA = (
    "ブロック・クリーチャーの指定から戦闘ダメージの終わりまでの間には何の効果もない。"
    "mtgcombatはこれをパーマネントに残して表示するが、どの答えもこれには左右されない。"
)


def _keyword_rows() -> list[dict[str, str]]:
    path = resources.files("mtgcombat").joinpath("text", "data", "keywords.json")
    rows: list[dict[str, str]] = json.loads(path.read_text("utf-8"))["keywords"]
    return rows


def _japanese_keywords() -> Mapping[str, str]:
    path = resources.files("mtgcombat").joinpath("data", "ja_terms.toml")
    table: Mapping[str, str] = tomllib.loads(path.read_text("utf-8"))["keywords"]
    return table


def _english_list(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _keyword_note(
    rule: str,
    rows: list[dict[str, str]],
    ja_terms: Mapping[str, str],
    parts: tuple[RuleNote, ...],
) -> RuleNote:
    """The generated note for the keyword rule ``rule`` (its table rows);
    ``parts`` are the hand-written notes on its subrules (702.19b...)."""
    names = [row["name"] for row in rows]
    names_ja = [ja_terms.get(name, name) for name in names]
    title_en = ", ".join(names)
    title_en = title_en[0].upper() + title_en[1:]
    title_ja = "、".join(names_ja)
    subject = _english_list(names)
    subject = subject[0].upper() + subject[1:]
    verb = "is a keyword ability" if len(names) == 1 else "are keyword abilities"
    one = len(names) == 1
    no_effect_en = _NO_EFFECT_EN.format(
        It="It" if one else "They", has="has" if one else "have", it="it" if one else "them"
    )
    first_en = f"{subject} {verb} (CR {rule})."
    first_ja = f"{'、'.join(names_ja)}はキーワード能力である（CR {rule}）。"
    kinds = [row["combat"] for row in rows if row["combat"] != "no_effect"]
    readers = [_KEYWORD_READERS[n] for n in names if n in _KEYWORD_READERS]
    implemented: tuple[str, ...]
    if not kinds:
        en, ja, implemented = f"{first_en} {no_effect_en}", first_ja + _NO_EFFECT_JA, _KEPT_BY
    elif all(n in _ATTACK_ONLY for n in names):
        what_en = "; ".join(_ATTACK_ONLY[n][0] for n in names)
        what_ja = "。".join(_ATTACK_ONLY[n][1] for n in names)
        en = (
            f"{first_en} It matters only as attackers are declared (CR 508.1), which "
            "mtgcombat.rules.attacks judges (mtgcombat attacks, combat, solve --attacks): "
            f"{what_en}. "
            "It has no effect between declaring blockers and the end of combat damage."
        )
        ja = (
            f"{first_ja}これは攻撃クリーチャーの指定（CR 508.1）でだけ意味を持ち、"
            f"mtgcombat.attacksがそれを判定する：{what_ja}。"
            "ブロック・クリーチャーの指定から戦闘ダメージの終わりまでの間には何の効果もない。"
        )
        implemented = tuple(dict.fromkeys(_ATTACK_ONLY[n][2] for n in names))
    elif "unmodelled" in kinds:
        en = (
            f"{first_en} It can change blocks or combat damage, but mtgcombat does not model "
            "it: card text with it is reported as not modelled."
        )
        ja = (
            f"{first_ja}ブロックや戦闘ダメージを変えうるが、mtgcombatはこれを扱わない。"
            "これを持つカードの文章は扱えないものとして報告される。"
        )
        implemented = _KEPT_BY
    else:
        if parts:
            found = [name for part in parts for name in part.implemented_by]
        elif readers:
            found = [name for reader, _ in readers for name in reader]
        else:
            found = list(_KIND_READERS.get(kinds[0], _KEPT_BY))
        implemented = tuple(dict.fromkeys(found))
        module_names = list(dict.fromkeys(".".join(n.split(".")[:2]) for n in implemented))
        modules, modules_ja = _english_list(module_names), "、".join(module_names)
        see = next((r[1] for r in readers if r[1]), "")
        reads = "reads" if len(module_names) == 1 else "read"
        it = "it" if one else "them"
        en = f"{first_en} mtgcombat models {it}: {modules} {reads} {it} to judge blocks or damage."
        ja = f"{first_ja}mtgcombatはこれを{modules_ja}で扱い、ブロックやダメージの判断に使う。"
        if see:
            en += f" See also {see}."
            ja += f"{see}も参照。"
        if parts:
            numbers = [part.number for part in parts]
            en += f" Subrules with their own notes: {', '.join(numbers)}."
            ja += f"各部には個別の説明がある：{'、'.join(numbers)}。"
    since = max(row["since"] for row in rows)
    only_current = min(row["since"] for row in rows) > "2023"
    if only_current:
        change_en = (
            f"Only the current rules have it: the keyword was added in a {since} edition, "
            "after the 2023 rules."
        )
        change_ja = (
            f"現行ルールにのみある。このキーワードは2023年版ルールより後の{since}年の版で加わった。"
        )
        en_2023 = f"The 2023 rules have no rule {rule}. Under the current rules: {en}"
        ja_2023 = f"2023年版ルールには{rule}はない。現行ルールでは：{ja}"
    else:
        change_en, change_ja, en_2023, ja_2023 = _NO_CHANGE_EN, _NO_CHANGE_JA, en, ja
    note = _note(
        rule,
        title_en,
        title_ja,
        en_2023=en_2023,
        en_current=en,
        ja_2023=ja_2023,
        ja_current=ja,
        change_en=change_en,
        change_ja=change_ja,
        implemented_by=implemented,
    )
    return replace(note, only_current=only_current)


@cache
def keyword_notes() -> Mapping[str, RuleNote]:
    """Generated notes for the keyword rules of the keyword table that have
    no hand-written note of their own, by number. A hand-written note on a
    subrule (702.19b) keeps answering for that subrule.

    >>> keyword_notes()["702.10"].title_en
    'Haste'
    """
    by_rule: dict[str, list[dict[str, str]]] = {}
    for row in _keyword_rows():
        by_rule.setdefault(row["rule"], []).append(row)
    ja_terms = _japanese_keywords()
    return MappingProxyType(
        {
            rule: _keyword_note(
                rule,
                rows,
                ja_terms,
                tuple(note for number, note in RULE_NOTES.items() if _within(number, rule)),
            )
            for rule, rows in sorted(by_rule.items(), key=lambda item: _sort_key(item[0]))
            if rule not in RULE_NOTES
        }
    )


@cache
def all_notes() -> Mapping[str, RuleNote]:
    """Every note, hand-written (:data:`RULE_NOTES`) and generated
    (:func:`keyword_notes`), by 2023 number in rule order."""
    notes = {**keyword_notes(), **RULE_NOTES}
    return MappingProxyType(dict(sorted(notes.items(), key=lambda item: _sort_key(item[0]))))


@cache
def _index(rules: RuleSet) -> Mapping[str, RuleNote]:
    index: dict[str, RuleNote] = {}
    for note in all_notes().values():
        if not note.exists_in(rules):
            continue
        for number in (note.number, *note.covers):
            key = number if rules is RuleSet.R2023 else current_number(number)
            if key is None:
                continue
            if key in index:
                raise ValueError(f"rule {key} has two notes under the {rules.value} rules")
            index[key] = note
    if rules is RuleSet.CURRENT:
        for alias, number in _EXTRA_CURRENT:
            index[alias] = RULE_NOTES[number]
    return MappingProxyType(index)


def known_rules() -> tuple[str, ...]:
    """The rule numbers with a note (hand-written or generated for a keyword),
    in the 2023 numbering and in rule order.

    >>> known_rules()[:3]
    ('101.2', '103.3', '104.3')
    >>> "702.10" in known_rules()
    True
    """
    return tuple(all_notes())


def _normalise(number: str) -> str:
    """``"CR 510.1C"``, ``"ルール510.1c"`` and full-width digits become ``"510.1c"``."""
    text = unicodedata.normalize("NFKC", number).strip().lower()
    for prefix in ("comprehensive rules", "総合ルール", "ルール", "rule", "cr"):
        if text.startswith(prefix):
            text = text[len(prefix) :].strip()
            break
    return text.rstrip(".").replace(" ", "")


def _parent(number: str) -> str | None:
    if number[-1].isalpha():
        return number[:-1]
    if "." in number:
        return number.split(".", 1)[0]
    return None


@dataclass(frozen=True)
class _Match:
    note: RuleNote
    query: str
    exact: bool  # the query itself names the note (not a rule above or below it)
    other_edition: bool  # found through the other rule set's numbering


def _resolve(number: str, rules: RuleSet) -> _Match | None:
    query = _normalise(number)
    if _RULE_NUMBER.fullmatch(query) is None:
        return None
    editions = ((_index(rules), False), (_index(_other(rules)), True))
    probe: str | None = query
    while probe is not None:
        for index, other_edition in editions:
            note = index.get(probe)
            if note is not None:
                return _Match(note, query, probe == query, other_edition)
        probe = _parent(probe)
    if "." in query:
        # A prefix of known rules ("704.5"): the first rule under it.
        for index, other_edition in editions:
            below = sorted((k for k in index if _within(k, query)), key=_sort_key)
            if below:
                return _Match(index[below[0]], query, False, other_edition)
    return None


def find_rule(number: str, rules: RuleSet) -> RuleNote | None:
    """The note for a rule number under ``rules``, or ``None``.

    The number may be in either edition's numbering (``509.5`` or ``509.3``
    for the block triggers), may name a subrule without its own note
    (``120.3a`` finds ``120.3``) or a prefix of noted rules (``704.5`` finds
    ``704.5a``). ``"CR 510.1c"`` and full-width digits are accepted.

    >>> find_rule("509.5", RuleSet.CURRENT) is find_rule("509.3", RuleSet.CURRENT)
    True
    >>> find_rule("120.3a", RuleSet.R2023).number
    '120.3'
    >>> find_rule("999.9", RuleSet.R2023) is None
    True
    """
    match = _resolve(number, rules)
    return match.note if match is not None else None


class UnknownRuleError(KeyError):
    """No note for a rule number; the message lists nearby known rules.

    >>> from mtgcombat.core.ruleset import RuleSet
    >>> explain("999.9", RuleSet.CURRENT, "en")
    Traceback (most recent call last):
    ...
    mtgcombat.i18n.explain.UnknownRuleError: ...
    """

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


def _display_numbers(rules: RuleSet) -> list[str]:
    shown = {note.number_in(rules) or note.number for note in all_notes().values()}
    return sorted(shown, key=_sort_key)


def nearby_rules(number: str, rules: RuleSet, limit: int = 8) -> tuple[str, ...]:
    """Known rule numbers (in the numbering of ``rules``) close to ``number``:
    those of the same section nearest to it, else the nearest overall, in
    rule order.

    >>> nearby_rules("702.999", RuleSet.R2023, limit=3)
    ('702.187', '702.188', '702.189')
    """
    query = _normalise(number)
    numbers = _display_numbers(rules)
    same = [n for n in numbers if n[:3] == query[:3]]
    pool = same or numbers
    keys = [_sort_key(n) for n in pool]
    at = bisect.bisect_left(keys, _sort_key(query))
    ranked = sorted(range(len(pool)), key=lambda i: (abs(i - at + 0.5), i))
    return tuple(pool[i] for i in sorted(ranked[:limit]))


def _unknown(number: str, rules: RuleSet, lang: str) -> UnknownRuleError:
    query = _normalise(number)
    edition = _EDITION[rules][lang]
    if _RULE_NUMBER.fullmatch(query) is None:
        if lang == "ja":
            return UnknownRuleError(f"「{number}」はルール番号ではない（例：510.1c）")
        return UnknownRuleError(f'"{number}" is not a rule number (such as 510.1c)')
    near = nearby_rules(query, rules)
    if lang == "ja":
        return UnknownRuleError(f"{edition}の{query}の説明はない。近いルール：{'、'.join(near)}")
    return UnknownRuleError(
        f"no explanation of rule {query} under the {edition}; nearby: {', '.join(near)}"
    )


def _header(note: RuleNote, rules: RuleSet, lang: str) -> str:
    other = _other(rules)
    here, there = note.number_in(rules), note.number_in(other)
    edition, other_edition = _EDITION[rules][lang], _EDITION[other][lang]
    title = note.title(lang)
    if here is None:
        if lang == "ja":
            return f"CR {there}（{other_edition}のみ。{edition}にはない）：{title}"
        return f"CR {there} ({other_edition} only; not in the {edition}): {title}"
    if there is not None and there != here:
        if lang == "ja":
            return f"CR {here}（{edition}。{other_edition}では{there}）：{title}"
        return f"CR {here} ({edition}; {there} in the {other_edition}): {title}"
    if lang == "ja":
        return f"CR {here}（{edition}）：{title}"
    return f"CR {here} ({edition}): {title}"


def explain(number: str, rules: RuleSet, lang: str = "en") -> str:
    """Our short explanation of a rule under ``rules``, in ``lang``: its number
    and title, the summary, how it changed between the rule sets, and what in
    this library implements it. Raises :class:`UnknownRuleError` (a
    ``KeyError``) for a rule without a note, naming nearby known rules.

    >>> text = explain("509.6", RuleSet.CURRENT, "en")
    >>> print(text.splitlines()[0])
    CR 509.6 (2023 rules only; not in the current rules): An effect makes a creature block
    """
    _check_language(lang)
    match = _resolve(number, rules)
    if match is None:
        raise _unknown(number, rules, lang)
    note, query = match.note, match.query
    other = _other(rules)
    shown = note.number_in(rules) or note.number
    lines = [_header(note, rules, lang)]
    if not match.exact:
        lines.append(
            f"（{query}の個別の説明はないため、{shown}を示す）"
            if lang == "ja"
            else f"(No separate note for {query}; showing {shown}.)"
        )
    elif match.other_edition and query != shown:
        other_edition = _EDITION[other][lang]
        lines.append(
            f"（{query}は{other_edition}での番号）"
            if lang == "ja"
            else f"({query} is this rule's number in the {other_edition}.)"
        )
    lines.append(note.summary_in(rules, lang))
    if lang == "ja":
        lines.append(f"ルールの変更：{note.change(lang)}")
        lines.append(f"実装：{'、'.join(note.implemented_by) or '—'}")
    else:
        lines.append(f"Change between the rule sets: {note.change(lang)}")
        lines.append(f"Implemented by: {', '.join(note.implemented_by) or '-'}")
    if match.exact and not match.other_edition:
        namesake = _index(other).get(query)
        if namesake is not None and namesake is not note:
            lines.append(_namesake_line(query, namesake, rules, lang))
    return "\n".join(lines)


def _namesake_line(query: str, namesake: RuleNote, rules: RuleSet, lang: str) -> str:
    """The line saying that the other edition uses ``query`` for another rule."""
    edition, other_edition = _EDITION[rules][lang], _EDITION[_other(rules)][lang]
    title = namesake.title(lang)
    here = namesake.number_in(rules)
    if lang == "ja":
        if here is None:
            return (
                f"注：{other_edition}の{query}は別のルール（{title}）で、{edition}では削除された。"
            )
        return f"注：{other_edition}の{query}は別のルール（{title}。{edition}では{here}）である。"
    if here is None:
        return (
            f"Note: in the {other_edition}, {query} is a different rule ({title}), "
            f"which the {edition} deleted."
        )
    return (
        f"Note: in the {other_edition}, {query} is a different rule "
        f"({title}; {here} in the {edition})."
    )
