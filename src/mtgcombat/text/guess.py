"""The "did you mean" of a misspelt name in a structured value: the closest
known kind or field, if one is close enough to be the one meant."""

from __future__ import annotations

from collections.abc import Iterable


def closest(word: str, names: Iterable[str]) -> str | None:
    """The known name most like ``word``, or None when none is close.

    >>> closest("cuont", ["count", "selector"])
    'count'
    >>> closest("zzz", ["count", "selector"]) is None
    True
    """
    import difflib  # noqa: PLC0415 (a misspelling is rare: start-up does without it)

    found = difflib.get_close_matches(word, list(names), n=1, cutoff=0.6)
    return found[0] if found else None


Said = tuple[str, str, dict[str, str]]
"""An error's English line, its message key and the facts that fill it in."""


def unknown_kind(kind: str, known: list[str]) -> Said:
    """The error for a structured value of no known kind: the closest kind
    when one is close, else the whole list.

    >>> unknown_kind("min_blocker", ["max_blockers", "min_blockers"])[0]
    'unknown kind "min_blocker"; did you mean "min_blockers"?'
    """
    if guess := closest(kind, known):
        said = f'unknown kind "{kind}"; did you mean "{guess}"?'
        return said, "structured_unknown_kind_guess", {"field": kind, "guess": guess}
    said = f'unknown kind "{kind}" (known: {", ".join(known)})'
    return said, "structured_unknown_kind", {"field": kind, "known": ", ".join(known)}


def unknown_field(kind: str, field: str, fields: Iterable[str]) -> Said:
    """The error for a field that ``kind`` does not have, with the closest
    field it does have when one is close.

    >>> unknown_field("min_blockers", "cuont", ["count"])[0]
    '"min_blockers" has no field "cuont"; did you mean "count"?'
    """
    facts = {"kind_name": kind, "field": field}
    if guess := closest(field, fields):
        said = f'"{kind}" has no field "{field}"; did you mean "{guess}"?'
        return said, "structured_no_field_guess", {**facts, "guess": guess}
    return f'"{kind}" has no field "{field}"', "structured_no_field", facts


def not_one_of(
    field: str, value: object, words: tuple[str, ...]
) -> tuple[str, str, dict[str, object]]:
    """The error for a field whose value is not one of its few ``words``,
    with the closest word when one is close.

    >>> not_one_of("player_effect.cant_cast", "your turn", ("combat", "your_turn"))[0]
    '"player_effect.cant_cast" must be "combat" or "your_turn"; did you mean "your_turn"?'
    >>> not_one_of("player_effect.who", "all", ("you", "opponents", "each"))[0]
    '"player_effect.who" must be "you", "opponents" or "each"'
    """
    said = ", ".join(f'"{w}"' for w in words[:-1]) + f' or "{words[-1]}"'
    facts: dict[str, object] = {"field": field, "either": words}
    if isinstance(value, str) and (guess := closest(value, words)):
        said = f'"{field}" must be {said}; did you mean "{guess}"?'
        return said, "structured_either_guess", {**facts, "guess": guess}
    return f'"{field}" must be {said}', "structured_either", facts
