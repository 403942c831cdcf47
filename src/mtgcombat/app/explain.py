"""``explain``: a rule (such as 510.1c) in our own words, as a document."""

from __future__ import annotations

from mtgcombat.app.common import fail
from mtgcombat.core.ruleset import RuleSet


def explain_document(rule: str, rules: str = "current", lang: str | None = None) -> dict[str, str]:
    """``explain --json``'s document: the rule as asked for, the rule set and
    the text ``explain`` prints (without its final newline). A rule without a
    note raises :class:`BadInput` with the command's line.

    >>> doc = explain_document("510.1c", "2023", "en")
    >>> doc["rule"], doc["rules"], doc["text"].splitlines()[0]
    ('510.1c', '2023', "CR 510.1c (2023 rules): Blocked creature's combat damage")
    """
    from mtgcombat.i18n.explain import explain as explain_rule
    from mtgcombat.i18n.messages import default_language as _default_language

    language = lang or _default_language()
    try:
        text = explain_rule(rule, RuleSet.parse(rules), language)
    except KeyError as exc:
        fail(f"explain: {exc.args[0] if exc.args else rule}")
    return {"rule": rule, "rules": rules, "text": text}
