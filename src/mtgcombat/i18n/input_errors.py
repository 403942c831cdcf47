"""Input that cannot be read, in English or Japanese: the problems of a
scenario file or an input file by their template key, an English message
matched back to its template and facts, and the parser's reasons for a
sentence it does not read.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterable
from functools import cache
from typing import TYPE_CHECKING

from mtgcombat.i18n.catalog import INPUT_ERRORS, STEP_NAMES, TERMS
from mtgcombat.io.notation import quality_text

if TYPE_CHECKING:
    from mtgcombat.core.validation import BoardError

# Facts whose value is an English word with a Japanese term in TERMS (the
# kind of a special file, a characteristic, the system's reason a file
# cannot be read).
_TERM_FACTS = ("kind", "stat", "other_stat", "reason", "number_type", "path_kind")


def _word_list(name: str, words: tuple[object, ...], lang: str) -> str:
    if lang != "en":
        return "、".join(f"「{w}」" for w in words)
    if name == "guesses" and len(words) == 1:  # a "did you mean" of one name
        return f'"{words[0]}"'
    if name in ("either", "guesses") and len(words) > 1:
        return ", ".join(f'"{w}"' for w in words[:-1]) + f' or "{words[-1]}"'
    return ", ".join(map(repr, words))


def board_error_line(exc: BoardError, lang: str) -> str:
    """A board problem the rules found as they read the board (a fact the
    board does not give: a mana value a line compares, 202.3), in
    ``lang``: where, the problem from the message catalog, and its rule.

    >>> from mtgcombat.core.validation import BoardError
    >>> err = BoardError("mana_value_not_given", "202.3", permanent="ogre", field="mana_value",
    ...                  id="ogre")
    >>> board_error_line(err, "en")[:60]
    'permanent "ogre", mana_value: the mana value of ogre is not '
    >>> board_error_line(err, "ja").endswith("（202.3）")
    True
    """
    if lang == "en":
        return str(exc)
    where = f'permanents "{exc.permanent}".{exc.field}' if exc.permanent else exc.field
    suffix = f"（{exc.rule}）" if exc.rule else ""
    return f"{where}：{input_error(exc.key, lang, **exc.facts)}{suffix}"


def input_error(key: str, lang: str = "en", **facts: object) -> str:
    """The problem with an input file, in English or Japanese (without the
    file, the field and the rule, which the caller adds).

    >>> input_error("not_player_id", id="C")
    '"C" is not a player id'
    >>> input_error("file_not_regular", "ja", kind="a named pipe")
    '名前付きパイプであり、通常のファイルではない'

    A tuple fact is a list of allowed words: ``either`` and ``guesses``
    (a "did you mean") read "a", "b" or "c" in English, any other 'a', 'b',
    'c'; in Japanese all 「a」、「b」.

    >>> input_error("structured_either", "ja", field="x.who", either=("you", "opponent"))
    '「x.who」は「you」、「opponent」のいずれかでなければならない'
    """
    entry = INPUT_ERRORS[key]
    for name, value in facts.items():
        if isinstance(value, tuple):
            facts[name] = _word_list(name, value, lang)
    if "step" in facts:
        facts["step"] = STEP_NAMES.get(str(facts["step"]), {}).get(lang, facts["step"])
    if lang != "en" and "protected_from" in facts:  # a player's protection (702.16j-k)
        facts["protected_from"] = quality_text(str(facts["protected_from"]), lang)
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
