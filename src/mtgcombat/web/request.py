"""A request to the web playground as the commands see their input: its
query string read as the command line's options (checked by the same click
types, a bad one said as the command's usage line), its body (its media
type, its size, the scenario or the JSON it holds), the engine run in a
worker thread with its bad input said in one line, and the JSON answer.
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Awaitable, Callable, Collection, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import click
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from mtgcombat.app.common import LANGUAGES
from mtgcombat.app.options import SECONDS, command_params
from mtgcombat.app.usage import usage_line
from mtgcombat.web.openapi import Endpoint

if TYPE_CHECKING:
    from mtgcombat.cards.catalog import Catalog
    from mtgcombat.scenario.load import Scenario


MAX_BODY = 1_000_000
"""Request bodies over this many bytes are refused (413)."""

BODY_SECONDS = 20.0
"""The most time a client may take to send a request's body (408 past it)."""

SOURCE = "request"
"""How messages name the scenario sent in a request (where the command names its file)."""


class BadRequest(Exception):
    """Bad input: one line, HTTP 400 (or ``status``)."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _said(key: str, lang: str, **facts: object) -> str:
    """A problem of the request (the catalog's ``input_errors``) in ``lang``."""
    from mtgcombat.i18n.messages import input_error

    return input_error(key, lang, **facts)


def _about_request(key: str, lang: str, **facts: object) -> str:
    """A problem of the request's body, named as the scenario is: ``request: ...``."""
    return f"{SOURCE}{'：' if lang == 'ja' else ': '}{_said(key, lang, **facts)}"


# ---------------------------------------------------------------------------
# options from the query string
# ---------------------------------------------------------------------------


def _flag_name(name: str) -> str:
    """The option as the command line writes it: ``time_limit`` is ``--time-limit``."""
    return f"--{name.replace('_', '-')}"


@dataclass(frozen=True)
class Query:
    """A request's query string, read as the command line's options: each
    value is checked by the same click type as the option of that name, and
    a bad one is the command's usage line (``'--rules'の値が正しくない...``).
    A name may be written as the option is (``time-limit``) or with ``_``."""

    values: Mapping[str, list[str]]
    lang: str

    @classmethod
    def of(cls, request: Request, allowed: Collection[str] | None = None) -> Query:
        """The query string; a name not in ``allowed`` (when given) is refused
        as the command refuses an option it does not have."""
        values: dict[str, list[str]] = {}
        for key, value in request.query_params.multi_items():
            values.setdefault(key.replace("-", "_"), []).append(value)
        asked = values.get("lang", ["en"])[-1]
        # the language of its own error: English, as it is not known
        lang = str(_convert("lang", click.Choice(list(LANGUAGES)), asked, "en"))
        if allowed is not None:
            for name in values:
                if name not in allowed:
                    known = [_flag_name(n) for n in sorted(allowed)]
                    problem = click.NoSuchOption(_flag_name(name), possibilities=known)
                    raise BadRequest(usage_line(problem, lang))
        return cls(values, lang)

    @property
    def key(self) -> Hashable:
        """The options as a key of the kept answers."""
        return tuple((name, tuple(given)) for name, given in self.values.items())

    def text(self, name: str) -> str | None:
        found = self.values.get(name)
        return found[-1] if found else None

    def all(self, name: str) -> tuple[str, ...]:
        return tuple(self.values.get(name, ()))

    def _typed(self, name: str, param_type: click.ParamType[Any, Any]) -> Any:
        value = self.text(name)
        return None if value is None else _convert(name, param_type, value, self.lang)

    def flag(self, name: str) -> bool:
        """``name=true`` (or 1, yes, on; a bare ``name`` too) turns the flag on."""
        value = self.text(name)
        return value == "" or bool(self._typed(name, click.BOOL))

    def choice(self, name: str, choices: tuple[str, ...]) -> str | None:
        found = self._typed(name, click.Choice(list(choices)))
        return None if found is None else str(found)

    def rules(self) -> str | None:
        return self.choice("rules", ("2023", "current"))

    def seconds(self, name: str, default: float, cap: float) -> float:
        """A time limit in seconds (at least 0.01, as the command's), at most ``cap``."""
        found = self._typed(name, SECONDS)
        return min(default if found is None else float(found), cap)

    def count(self, name: str) -> int | None:
        found = self._typed(name, click.IntRange(min=1, max=sys.maxsize))
        return None if found is None else int(found)


def _convert(name: str, param_type: click.ParamType[Any, Any], value: str, lang: str) -> Any:
    """``value`` read by ``param_type`` as the option ``--name`` would read
    it; a bad value is the command's usage line in ``lang`` (400)."""
    option = click.Option([_flag_name(name)], type=param_type)
    context = click.Context(click.Command("mtgcombat"))
    try:
        return param_type.convert(value, option, context)
    except click.BadParameter as exc:
        exc.param, exc.ctx = option, context
        raise BadRequest(usage_line(exc, lang)) from None


def _missing_for(lang: str) -> str:
    """The line ``solve`` prints without ``--for``."""
    command = click.Command("solve", params=command_params("solve"))
    option = next(p for p in command.params if p.name == "side")
    context = click.Context(command, info_name="solve")
    return usage_line(click.MissingParameter(ctx=context, param=option), lang)


# ---------------------------------------------------------------------------
# the request's body
# ---------------------------------------------------------------------------


def _media_type(request: Request, accepts: Sequence[str], lang: str) -> None:
    """Refuse (415) a body whose Content-Type is not one of ``accepts``."""
    given = request.headers.get("content-type", "")
    kind = given.split(";", 1)[0].strip().lower()
    if kind in accepts:
        return
    expected = " or ".join(accepts)
    if not kind:
        raise BadRequest(_said("request_no_media_type", lang, expected=expected), 415)
    raise BadRequest(_said("request_media_type", lang, got=kind, expected=expected), 415)


async def _body(request: Request, lang: str) -> str:
    """The request body as text, at most :data:`MAX_BODY` bytes (413), all
    of it within :data:`BODY_SECONDS` (408)."""
    too_large = BadRequest(_said("request_too_large", lang, limit=MAX_BODY), 413)
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_BODY:
        raise too_large
    chunks: list[bytes] = []
    size = 0
    try:
        async with asyncio.timeout(BODY_SECONDS):
            async for chunk in request.stream():
                size += len(chunk)
                if size > MAX_BODY:
                    raise too_large
                chunks.append(chunk)
    except TimeoutError:
        chunks.clear()
        raise BadRequest(
            _said("request_body_late", lang, seconds=f"{BODY_SECONDS:g}"), 408
        ) from None
    raw = b"".join(chunks)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise BadRequest(_about_request("not_utf8", lang, byte=exc.start)) from None


def _scenario(text: str, catalog: Catalog, fmt: str = "json") -> Scenario:
    from mtgcombat.scenario.load import parse_scenario

    return parse_scenario(text, fmt, SOURCE, catalog)


def _json_body(text: str, lang: str) -> Any:
    """A JSON body other than a scenario; a syntax error is said as the
    scenario's is."""
    from mtgcombat.scenario.load import ScenarioError

    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        detail = _one_line(str(exc))
        problem = ScenarioError(
            SOURCE,
            "",
            f"JSON syntax error: {detail}",
            key="syntax_error",
            facts={"format": "JSON", "detail": detail},
        )
        raise BadRequest(problem.message(lang)) from None
    except RecursionError:
        raise BadRequest(_about_request("nested_too_deeply", lang)) from None


# ---------------------------------------------------------------------------
# running the engine
# ---------------------------------------------------------------------------


def _engine_call(work: Callable[[], Any], lang: str) -> Any:
    """Run ``work`` (in a worker thread); the engine's bad input becomes
    :class:`BadRequest` with the command's one line in ``lang``, and work
    stopped by its budget a line saying which limit it hit."""
    from mtgcombat.app.common import choice_line
    from mtgcombat.core.budget import OverBudget
    from mtgcombat.core.validation import BoardError
    from mtgcombat.i18n.input_errors import board_error_line
    from mtgcombat.rules.choice_errors import ChoiceError
    from mtgcombat.scenario.load import ScenarioError

    try:
        return work()
    except ScenarioError as exc:
        raise BadRequest(exc.message(lang)) from None
    except BoardError as exc:  # a fact the board does not give, found as it is read
        raise BadRequest(board_error_line(exc, lang)) from None
    except click.ClickException as exc:  # the command's bad input (BadInput)
        raise BadRequest(_one_line(exc.format_message())) from None
    except ChoiceError as exc:  # a choice no command placed in its file (616.1)
        raise BadRequest(choice_line(exc, lang)) from None
    except OverBudget as exc:
        # Said outside the handler: the stopped work's frames (a counting
        # table of up to the memory budget) go with its traceback now, not
        # at the next full garbage collection (the new error would hold it
        # as its context, in a cycle through this frame).
        stopped = (exc.what, exc.limit)
    except RecursionError:
        raise BadRequest(_about_request("nested_too_deeply", lang)) from None
    what, limit = stopped
    if what == "time":
        raise BadRequest(_said("request_over_time", lang, seconds=f"{limit:g}"))
    raise BadRequest(_said("request_over_memory", lang, megabytes=f"{limit / 2**20:.0f}"))


@dataclass(frozen=True)
class Call:
    """One request as a handler sees it: the request, its options read, and
    its body as text (empty for an endpoint that takes none)."""

    request: Request
    query: Query
    body: str


Handler = Callable[[Call], Awaitable[Response]]


def _endpoint(endpoint: Endpoint, handler: Handler) -> Callable[[Request], Awaitable[Response]]:
    """The route's function: the options checked (400), the body's type
    (415) and size (413), then ``handler``; its :class:`BadRequest` is a
    one-line JSON error, and an unexpected failure is one line too (500),
    never a traceback."""
    allowed = endpoint.query_names
    accepts = endpoint.accepts

    async def run(request: Request) -> Response:
        lang = "en"
        try:
            query = Query.of(request, allowed)
            lang = query.lang
            body = ""
            if accepts:
                _media_type(request, accepts, lang)
                body = await _body(request, lang)
            return await handler(Call(request, query, body))
        except BadRequest as exc:
            return JSONResponse({"error": exc.message}, status_code=exc.status)
        except Exception as exc:  # a bug: one line, the server goes on
            error = _one_line(f"{type(exc).__name__}: {exc}")
            return JSONResponse({"error": _said("internal_error", lang, error=error)}, 500)

    return run


def _json(doc: Any, headers: Mapping[str, str] | None = None) -> Response:
    return _json_text(json.dumps(doc, ensure_ascii=False), headers)


def _json_text(text: str, headers: Mapping[str, str] | None = None) -> Response:
    return Response(text, media_type="application/json", headers=dict(headers or {}))
