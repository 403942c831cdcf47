"""Violations of the rules (a verdict's reasons) as sentences, in English or
Japanese: the template of the violation's code filled in with its objects
and facts, the values it names in English notation written out in Japanese.
"""

from __future__ import annotations

from collections.abc import Callable

from mtgcombat.core.model import Board
from mtgcombat.core.verdict import ParamValue, Violation
from mtgcombat.i18n.catalog import STEP_NAMES, TEMPLATES
from mtgcombat.io.notation import describe_value, land_type_text, notation_index, quality_text


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
