"""The table of renderers by value type and :func:`describe_value`, which
consults it: an ability value in Japanese when its type has a renderer,
else its English notation. The renderers (:mod:`mtgcombat.io.describe`)
register themselves when that module is imported, as
:mod:`mtgcombat.io.notation` does (import :func:`describe_value` from
there); the words of nested values come back here, so that the modules of
words import this table, not the renderers.
"""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar

from mtgcombat.io.ja_terms import terms

_HOST: ContextVar[str] = ContextVar("_HOST", default="")


def _flag(value: object) -> str | None:
    """The parser's flags (``mtgcombat.text.Flag``: a permanent's own combat
    facts), read by shape so that the edge modules stay independent."""
    name = getattr(value, "name", None)
    count = getattr(value, "value", None)
    if type(value).__name__ != "Flag" or not isinstance(name, str) or not isinstance(count, int):
        return None
    template = terms()["flags"].get(name)
    return template.format(n=count) if template is not None else None


_RENDERERS: dict[type, Callable[[object], str]] = {}


def _renders(*types: type) -> Callable[[Callable[[object], str]], Callable[[object], str]]:
    def register(fn: Callable[[object], str]) -> Callable[[object], str]:
        for t in types:
            _RENDERERS[t] = fn
        return fn

    return register


def describe_value(value: object, lang: str = "en", *, host: str = "") -> str:
    """An ability value in words: its own English notation (``str()``) under
    ``en``; in Japanese under ``ja`` when its type is known here (every
    keyword, selector, blocking rule, condition, count, static effect and
    block trigger of :mod:`mtgcombat.core.abilities`), else again its English
    notation.

    ``host`` says how the permanent with the ability is attached, for a
    selector of the permanent it is attached to: ``enchanted`` (an Aura:
    エンチャントされているクリーチャー), ``equipped`` (an Equipment:
    装備しているクリーチャー); by default it is これがつけられているクリーチャー.

    >>> import mtgcombat.io.describe  # the renderers, registered as it is imported
    >>> from mtgcombat.core.abilities import Keyword, Protection
    >>> describe_value(Keyword.FLYING, "ja"), describe_value(Protection("red"))
    ('飛行', 'protection from red')
    """
    if lang != "ja":
        return str(value)
    render = _RENDERERS.get(type(value))
    if render is not None:
        token = _HOST.set(host)
        try:
            return render(value)
        finally:
            _HOST.reset(token)
    flag = _flag(value)
    return flag if flag is not None else str(value)
