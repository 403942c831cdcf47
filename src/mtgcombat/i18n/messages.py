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

The catalog and its look-ups are in :mod:`mtgcombat.i18n.catalog`, the
naming of objects and values in :mod:`mtgcombat.i18n.names`, violations in
:mod:`mtgcombat.i18n.violations`, events and effects in
:mod:`mtgcombat.i18n.events`, and input errors and the parser's reasons in
:mod:`mtgcombat.i18n.input_errors`; this module gathers their public names.
"""

from __future__ import annotations

from mtgcombat.i18n.catalog import (
    EFFECT_CHANGES,
    EVENT_TEMPLATES,
    INPUT_ERRORS,
    LANGUAGES,
    RULE_CHANGES,
    RULE_SET_NAMES,
    STEP_NAMES,
    TEMPLATES,
    TERMS,
    UI,
    WEB,
    ZONE_NAMES,
    default_language,
    ui,
)
from mtgcombat.i18n.events import describe_event, effect_change_text
from mtgcombat.i18n.input_errors import input_error, match_input_error, parse_reason
from mtgcombat.i18n.names import ability_name, label, namer, number_text
from mtgcombat.i18n.violations import describe

__all__ = [
    "EFFECT_CHANGES",
    "EVENT_TEMPLATES",
    "INPUT_ERRORS",
    "LANGUAGES",
    "RULE_CHANGES",
    "RULE_SET_NAMES",
    "STEP_NAMES",
    "TEMPLATES",
    "TERMS",
    "UI",
    "WEB",
    "ZONE_NAMES",
    "ability_name",
    "default_language",
    "describe",
    "describe_event",
    "effect_change_text",
    "input_error",
    "label",
    "match_input_error",
    "namer",
    "number_text",
    "parse_reason",
    "ui",
]
