"""What a scenario file gets wrong: :class:`ScenarioError`, one line naming
the file, the field and the rule (in English, or in Japanese from the message
catalog), and the field path of each problem as the file writes it, whether
pydantic found it (a value of the wrong kind or out of range) or the core's
board checks did (:mod:`mtgcombat.core.validation`).
"""

from __future__ import annotations

import json
import types
import typing
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from mtgcombat.core.validation import FIELD_RULES, BoardError
from mtgcombat.i18n.messages import INPUT_ERRORS, input_error, match_input_error, parse_reason

if TYPE_CHECKING:  # (pydantic is loaded only for a file the plain reader leaves)
    from pydantic import BaseModel, ValidationError


class ScenarioError(ValueError):
    """A scenario that cannot be loaded: one line naming file, field and rule.

    ``str()`` is the English line. ``key`` names the problem's template in
    the message catalog's ``input_errors`` section and ``facts`` fill it in,
    so that :meth:`message` can say it in Japanese too; ``more`` counts the
    further problems pydantic found.

    >>> err = ScenarioError("a.toml", "active_player", '"C" is not a player id',
    ...                     key="not_player_id", facts={"id": "C"})
    >>> str(err)
    'a.toml: active_player: "C" is not a player id'
    >>> err.message("ja")
    'a.toml：active_player：「C」はプレイヤーIDではない'
    """

    def __init__(
        self,
        source: str,
        field_path: str,
        problem: str,
        rule: str | None = None,
        *,
        key: str = "",
        facts: Mapping[str, object] | None = None,
        more: int = 0,
    ):
        self.source = source
        self.field_path = field_path
        self.problem = problem
        self.rule = rule
        self.key = key
        self.facts = dict(facts or {})
        self.more = more
        where = f"{source}: {field_path}: " if field_path else f"{source}: "
        suffix = f" ({rule})" if rule else ""
        super().__init__(_printable(f"{where}{problem}{suffix}"))

    def message(self, lang: str = "en") -> str:
        """The line in ``lang`` ("en" or "ja"): the same file, field and rule,
        the problem from the catalog. A problem with no template (an error
        this module does not know) is said in general words, naming the
        file, field and rule as always.

        >>> err = ScenarioError("a.toml", "active_player", '"C" is not a player id',
        ...                     key="not_player_id", facts={"id": "C"})
        >>> err.message()
        'a.toml: active_player: "C" is not a player id'
        >>> err.message("ja")
        'a.toml：active_player：「C」はプレイヤーIDではない'
        """
        if lang == "en":
            return str(self)
        if self.key == "syntax_error":
            detail = syntax_detail(str(self.facts.get("detail", "")), lang)
            problem = input_error(self.key, lang, **{**self.facts, "detail": detail})
        elif self.key == "syntax_errors":
            toml, json_ = (
                syntax_detail(str(self.facts.get(k, "")), lang) for k in ("toml", "json")
            )
            problem = input_error(self.key, lang, toml=toml, json=json_)
        elif self.key == "sentence_not_modelled":
            detail = parse_reason(str(self.facts.get("detail", "")), lang)
            problem = input_error(self.key, lang, **{**self.facts, "detail": detail})
        elif self.key:
            problem = input_error(self.key, lang, **self.facts)
        else:
            problem = input_error("value_not_accepted", lang)
        if self.more:
            noun = "problem" if self.more == 1 else "problems"
            problem += input_error("more_problems", lang, more=self.more, noun=noun)
        where = f"{self.source}：{self.field_path}：" if self.field_path else f"{self.source}："
        rule = (self.rule or "").replace(", 2023 rules", "、2023年版ルール")
        suffix = f"（{rule}）" if rule else ""
        return _printable(f"{where}{problem}{suffix}")


_TOML_PROBLEMS = tuple(k for k in INPUT_ERRORS if k.startswith("toml_"))
_JSON_PROBLEMS = tuple(k for k in INPUT_ERRORS if k.startswith("json_") and k != "json_at")


def syntax_detail(detail: str, lang: str) -> str:
    """A TOML or JSON reader's message (tomllib's, json's: English) in
    ``lang``: the problem from the catalog and its line and column. A
    message the catalog does not know is quoted as it is.

    >>> syntax_detail("Cannot overwrite a value (at line 2, column 20)", "ja")
    '値を上書きすることはできない（同じキーが二度書かれている）（2行目、20文字目）'
    >>> syntax_detail("Expecting value: line 1 column 5 (char 4)", "ja")
    '値が必要である（1行目、5文字目。先頭から5文字目）'
    """
    if lang == "en":
        return detail
    if detail.startswith("maximum recursion depth exceeded"):
        return input_error("nested_too_deeply", lang)
    where = match_input_error(detail, ("json_at", "syntax_at", "syntax_at_end"))
    text = where[1].pop("problem") if where else detail
    found = match_input_error(
        text, _JSON_PROBLEMS if where and where[0] == "json_at" else _TOML_PROBLEMS
    )
    if found is None:
        found = match_input_error(text, (*_TOML_PROBLEMS, *_JSON_PROBLEMS))
    problem = (
        input_error(found[0], lang, **found[1])
        if found
        else input_error("syntax_unknown", lang, detail=text)
    )
    if where is None:
        return problem
    key, facts = where
    if key == "json_at":  # json counts characters from 0
        facts["char"] = str(int(facts["char"]) + 1) if facts["char"].isdigit() else facts["char"]
    return input_error(key, lang, problem=problem, **facts)


def _keyed(exc: Exception) -> tuple[str, dict[str, object]]:
    """The catalog key and facts an exception carries (KeywordError,
    InputFileError), or ("", {})."""
    key = getattr(exc, "key", "")
    facts = getattr(exc, "facts", {})
    if isinstance(key, str) and key and isinstance(facts, dict) and key in INPUT_ERRORS:
        return key, facts
    return "", {}


def _printable(text: str) -> str:
    """One line: control characters (a line break in an id, say) are escaped."""
    return "".join(
        ch if ch.isprintable() or ch == " " else ch.encode("unicode_escape").decode("ascii")
        for ch in text
    )


def _one_line(text: str) -> str:
    return " ".join(text.split())


# Rules that give a field its meaning, cited when a value is out of range.
# the rule a number out of range breaks: the core's table (Board(...) cites the same)
_FIELD_RULES = FIELD_RULES

_PYDANTIC_MESSAGES = {
    "extra_forbidden": "unknown key",
    "missing": "required key is missing",
}


def _from_pydantic(source: str, exc: ValidationError, data: Mapping[str, Any]) -> ScenarioError:
    errors = exc.errors()
    # an unknown key first: a misspelt key ("controler") is why the key
    # meant ("controller") is then missing
    err = next((e for e in errors if e["type"] == "extra_forbidden"), errors[0])
    loc = err["loc"]
    problem = _PYDANTIC_MESSAGES.get(err["type"], _one_line(err["msg"]))
    ctx = err.get("ctx", {})
    key: str = ""
    facts: dict[str, object] = {}
    guesses = _key_guesses(loc) if err["type"] == "extra_forbidden" else ()
    if guesses:
        key, facts = "extra_forbidden_guess", {"wrong": str(loc[-1]), "guesses": guesses}
        problem = input_error(key, "en", **facts)
    elif err["type"] == "value_error":
        problem = _one_line(str(ctx["error"])) if "ctx" in err else problem
        if isinstance(ctx.get("error"), Exception):
            key, facts = _keyed(ctx["error"])
    elif err["type"] in INPUT_ERRORS:
        key, facts = err["type"], {k: str(v) for k, v in ctx.items()}
        if "expected" in facts:  # "'red', 'green' or 'blue'": the list alone
            facts["expected"] = str(facts["expected"]).replace(" or ", ", ")
        try:
            input_error(key, "ja", **facts)
        except (KeyError, IndexError):  # a fact the template names is not there
            key, facts = "", {}
    rule = _FIELD_RULES.get(str(loc[-1])) if loc else None
    if rule is None and len(loc) >= 2 and loc[-2] == "commander_damage":
        rule = "903.10a"  # a commander's combat damage so far: a number of 0 or more
    if rule is None and err["type"] != "extra_forbidden":  # an unknown key means nothing yet
        rule = field_rule(loc)
        if rule is not None and rule in problem:  # the check's own words cite it already
            rule = None
    more = len(exc.errors()) - 1
    if more:
        problem += f" (and {more} more problem{'s' if more > 1 else ''})"
    if not key and err["type"] != "value_error":  # a check of pydantic's the catalog lacks
        key, facts = "pydantic_generic", {"type": err["type"]}
    path = _field_path(loc, data, missing=err["type"] == "missing")
    return ScenarioError(source, path, problem, rule, key=key, facts=facts, more=more)


def field_rule(loc: Sequence[int | str]) -> str | None:
    """The rule that gives the field at ``loc`` (a pydantic location in a
    scenario file) its meaning, from ``data/field_rules.json``: the field
    under its parent first, then the field alone; list positions and table
    keys (a player's name) are skipped over.

    >>> field_rule(("permanents", 0, "choices", "tapped")), field_rule(("permanents", 0, "tapped"))
    ('118.3', '110.5')
    >>> field_rule(("permanents", 0, "colors", 0)), field_rule(("description",))
    ('105.1', None)
    """
    table = _field_rules()
    names = [str(part) for part in loc if isinstance(part, str) and part in table.names]
    if not names:
        return None
    if len(names) >= 2 and f"{names[-2]}.{names[-1]}" in table.rules:
        return table.rules[f"{names[-2]}.{names[-1]}"]
    return table.rules.get(names[-1])


class _FieldRules:
    """``data/field_rules.json``, read once."""

    def __init__(self, rules: dict[str, str]) -> None:
        self.rules = rules
        self.names = {part for key in rules for part in key.split(".")}


_LOADED: list[_FieldRules] = []


def _field_rules() -> _FieldRules:
    if not _LOADED:
        from importlib import resources  # noqa: PLC0415  (only when a file is refused)

        path = resources.files("mtgcombat").joinpath("data", "field_rules.json")
        _LOADED.append(_FieldRules(dict(json.loads(path.read_text(encoding="utf-8"))["fields"])))
    return _LOADED[0]


def _key_guesses(loc: Sequence[int | str]) -> tuple[str, ...]:
    """The valid key closest to the unknown key ``loc`` ends with (a
    pydantic location in a scenario file), if one is close: ``controller``
    for ``controler``, ``rules`` for ``rule``.

    >>> _key_guesses(("permanents", 0, "controler")), _key_guesses(("rule",))
    (('controller',), ('rules',))
    >>> _key_guesses(("players", "A", "zzz"))
    ()
    """
    from rapidfuzz import fuzz, process  # noqa: PLC0415  (only for a file that has one)

    from mtgcombat.scenario.schema import ScenarioDoc  # noqa: PLC0415  (schema imports text)

    valid = _keys_at(ScenarioDoc, loc[:-1])
    wrong = str(loc[-1]).casefold()
    found = process.extractOne(
        wrong, valid, scorer=fuzz.ratio, processor=str.casefold, score_cutoff=_KEY_CUTOFF
    )
    return (found[0],) if found is not None else ()


_KEY_CUTOFF = 60.0  # "rule" for "rules" is 89, "controler" for "controller" 95


def _keys_at(model: type[BaseModel], loc: Sequence[int | str]) -> list[str]:
    """The keys the table at ``loc`` may have: its model's fields, as a file
    writes them (an alias such as ``+1/+1`` and the field's own name)."""
    from pydantic import BaseModel  # noqa: PLC0415  (loaded: the schema found the problem)

    kind: Any = model
    for part in loc:
        kind = _inner(kind, part)
        if kind is None:
            return []
    kind = _branches(kind)
    model_kind = next((k for k in kind if isinstance(k, type) and issubclass(k, BaseModel)), None)
    if model_kind is None:
        return []
    keys = [f.alias for f in model_kind.model_fields.values() if f.alias]
    return [*keys, *model_kind.model_fields]


def _branches(kind: Any) -> list[Any]:
    """A type's branches: a union's members (``None`` left out), each
    without its ``Annotated`` constraints."""
    while typing.get_origin(kind) is typing.Annotated:
        kind = typing.get_args(kind)[0]
    if typing.get_origin(kind) in (typing.Union, types.UnionType):
        return [b for k in typing.get_args(kind) for b in _branches(k) if b is not type(None)]
    return [kind]


def _inner(kind: Any, part: int | str) -> Any:
    """What a location's next part (a key or a list index) leads to in a
    value of ``kind``; a union's tag in the location leads nowhere new."""
    from pydantic import BaseModel  # noqa: PLC0415  (loaded: the schema found the problem)

    for branch in _branches(kind):
        origin = typing.get_origin(branch)
        if isinstance(part, str) and isinstance(branch, type) and issubclass(branch, BaseModel):
            for name, info in branch.model_fields.items():
                if part in (name, info.alias):
                    return info.annotation
        elif isinstance(part, str) and origin is dict:
            return typing.get_args(branch)[1]
        elif isinstance(part, int) and origin in (list, tuple):
            return typing.get_args(branch)[0]
    return kind if isinstance(part, str) else None


def _field_path(loc: Sequence[int | str], data: Mapping[str, Any], missing: bool = False) -> str:
    """The field a pydantic location names, as the file writes it (list
    entries with their ids). The tag pydantic gives a branch of a union
    ("constrained-int", "list[str]") is no field and is left out."""
    parts: list[str] = []
    node: Any = data
    for key in loc:
        if isinstance(key, str) and not (isinstance(node, dict) and (key in node or missing)):
            continue  # a union's branch
        if isinstance(key, int):
            label = f"[{key}]"
            item = node[key] if isinstance(node, list) and 0 <= key < len(node) else None
            if isinstance(item, dict) and isinstance(item.get("id"), str):
                label += f' "{item["id"]}"'
            parts.append(label)
            node = item
        else:
            parts.append(("." if parts else "") + _key_text(key))
            node = node.get(key) if isinstance(node, dict) else None
    return "".join(parts)


def _key_text(key: str) -> str:
    simple = key.replace("_", "").replace("-", "").isalnum()
    return key if simple else json.dumps(key, ensure_ascii=False)


class _Fail(Protocol):
    """A problem found at ``path``: ``key`` of the catalog's input_errors,
    filled in with ``facts``. A test may pass any function of that shape:

    >>> def fail(path, key, rule=None, **facts): return ValueError(path, key, rule)
    >>> fail("timeline[0].activate", "not_permanent_id", "602.2", id="x").args
    ('timeline[0].activate', 'not_permanent_id', '602.2')
    """

    def __call__(
        self, path: str, key: str, rule: str | None = None, **facts: object
    ) -> ScenarioError: ...


Fail = _Fail
"""The public name of :class:`_Fail`, for the modules that take a ``fail``
(those from before import the private one)."""


def _fail_from(
    fail: _Fail, path: str, exc: Exception, key: str = "pydantic_other"
) -> ScenarioError:
    """The problem an exception describes (its own key when it has one)."""
    own, facts = _keyed(exc)
    return fail(path, own, None, **facts) if own else fail(path, key, detail=str(exc))


_T = TypeVar("_T")

# Fields of the core's board checks that a file names otherwise.
_FILE_FIELDS = {"block_rules": "must_block"}


def _structure(build: Callable[[], _T], fail: _Fail, order: str | None = None) -> _T:
    """``build()``, with a :class:`BoardError` of the core's board checks
    said as the file's problem: its file, field path and rule."""
    try:
        return build()
    except BoardError as exc:
        if order is not None:
            path = f"orders.{_key_text(order)}"
        elif exc.permanent and exc.index is not None:
            head, dot, tail = exc.field.partition(".")
            field_name = _FILE_FIELDS.get(head, head) + dot + tail
            path = f'permanents[{exc.index}] "{exc.permanent}".{field_name}'
        elif exc.key == "player_id_unprintable":
            path = f"players.{_key_text(str(exc.facts.get('id', '')))}"
        else:
            path = exc.field
        if exc.key in INPUT_ERRORS:
            raise fail(path, exc.key, exc.rule, **exc.facts) from None
        problem = str(exc).rpartition(": ")[2]  # an API-only check: its English
        detail = problem.removesuffix(f" ({exc.rule})")
        raise fail(path, "pydantic_other", detail=detail) from None
