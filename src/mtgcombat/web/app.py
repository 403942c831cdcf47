"""The web playground's Starlette app: the page and the JSON endpoints.

Every ``POST /api/COMMAND`` takes a scenario document (the scenario schema's
JSON form, sent as ``application/json``) as its body and the command's
options in the query string, named as on the command line, and answers with
exactly the document that ``mtgcombat COMMAND --json`` prints. Bad input is
HTTP 400 with ``{"error": "one line"}`` in the language asked for
(``lang``), the same line the command prints, and so is an option the
command does not have; a name that names nothing (an example, a card, a
rule) is 404; a body over :data:`MAX_BODY` bytes is 413, and one of another
Content-Type 415 (so that a page elsewhere cannot send a body without
asking first, a CORS preflight, which is refused unless ``--cors`` allows
it).

Engine work runs in a worker thread, so a slow solve does not stall other
requests. The server caps it: the solver's time limit at
:data:`MAX_SOLVE_SECONDS`; ``assignments`` lists at most :data:`MAX_LISTED`
assignments a creature (the counts stay exact), in at most
:data:`MAX_WORK_SECONDS` and :data:`MAX_WORK_MEMORY` bytes, with an answer
of at most :data:`MAX_ANSWER` characters. No endpoint reads or writes files:
the card catalog and the shipped examples are read when the app is made, and
the sentences users send are not added to the parse cache on disk
(:func:`mtgcombat.text.parse_cache.hold`).
"""

from __future__ import annotations

import json
import sys
import threading
import tomllib
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Collection, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles

from mtgcombat.app import (
    assignments,
    attacks,
    blocks,
    cards,
    check,
    common,
    explain,
    orders,
    parse,
    resolve,
    solve,
)
from mtgcombat.app.common import LANGUAGES, BadInput
from mtgcombat.app.options import SECONDS, command_params
from mtgcombat.app.usage import usage_line
from mtgcombat.web.openapi import Endpoint, endpoints

if TYPE_CHECKING:
    from mtgcombat.cards.catalog import Card, Catalog
    from mtgcombat.scenario.load import Scenario

MAX_BODY = 1_000_000
"""Request bodies over this many bytes are refused (413)."""

MAX_SOLVE_SECONDS = 10.0
"""The most time one solver call (``solve``, the 509.1c search of ``blocks``,
the 508.1d search of ``attacks``) may take."""

MAX_LISTED = 1000
"""The most assignments ``assignments`` lists for one creature: ``limit`` is
at most this, and this when not given (the counts are exact whatever it is,
counting is a table, not a listing); the limit used is in ``X-Limit``."""

MAX_WORK_SECONDS = 10.0
"""The most time one ``assignments`` call may take (its counting tables and
its listing); past it the answer is a 400 that says so."""

MAX_WORK_MEMORY = 256 * 2**20
"""The most resident memory one ``assignments`` call may add to the server's
(a counting table grows with the damage times the blockers)."""

MAX_ANSWER = 4_000_000
"""The most characters of an ``assignments`` answer; a listing that would
grow past it stops, and the answer is a 400 that says so."""

SOURCE = "request"
"""How messages name the scenario sent in a request (where the command names its file)."""

STATIC = Path(__file__).parent / "static"

CORS_VARIABLE = "MTGCOMBAT_SERVE_CORS"
"""The environment variable by which ``serve --workers N`` hands its
``--cors`` origins (a JSON list) to each worker process."""


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
    """The request body as text, at most :data:`MAX_BODY` bytes (413)."""
    too_large = BadRequest(_said("request_too_large", lang, limit=MAX_BODY), 413)
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_BODY:
        raise too_large
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BODY:
            raise too_large
        chunks.append(chunk)
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
    from mtgcombat.core.budget import OverBudget
    from mtgcombat.scenario.load import ScenarioError

    try:
        return work()
    except ScenarioError as exc:
        raise BadRequest(exc.message(lang)) from None
    except click.ClickException as exc:  # the command's bad input (BadInput)
        raise BadRequest(_one_line(exc.format_message())) from None
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


# ---------------------------------------------------------------------------
# kept answers
# ---------------------------------------------------------------------------


REMEMBERED = frozenset({"check", "assignments", "orders", "resolve"})
"""The commands whose answer depends on the request alone (no time limit):
the page sends the same board again and again (each edit asks ``check``,
``assignments`` and ``orders``), so their last answers are kept."""

REMEMBER_ANSWERS = 256
"""How many answers are kept (the oldest used goes first)."""

REMEMBER_BODY = 64_000
"""Answers to bodies larger than this many characters are not kept."""

REMEMBER_ANSWER = 256_000
"""Answers larger than this many characters are not kept."""

REMEMBER_TOTAL = 16_000_000
"""The most characters of bodies and answers kept in all (the oldest used
goes first), so the store stays under about twice this in bytes."""


class _Answers:
    """The last answers of :data:`REMEMBERED` commands, by command, query
    string and body; shared by the worker threads. Bounded by how many
    (``size``) and by their characters (``total``), each at most ``largest``."""

    def __init__(
        self,
        size: int = REMEMBER_ANSWERS,
        total: int = REMEMBER_TOTAL,
        largest: int = REMEMBER_ANSWER,
    ) -> None:
        self._size = size
        self._total = total
        self._largest = largest
        self._items: OrderedDict[Hashable, tuple[str, int]] = OrderedDict()
        self._held = 0
        self._lock = threading.Lock()

    @property
    def held(self) -> int:
        """The characters kept now (bodies and answers)."""
        return self._held

    def __len__(self) -> int:
        return len(self._items)

    def get(self, key: Hashable) -> str | None:
        with self._lock:
            found = self._items.get(key)
            if found is None:
                return None
            self._items.move_to_end(key)
            return found[0]

    def put(self, key: Hashable, answer: str, weight: int = 0) -> None:
        """Keep ``answer`` under ``key``; ``weight`` is the characters the
        key holds (its body), counted with the answer's."""
        if len(answer) > self._largest:
            return
        cost = len(answer) + weight
        with self._lock:
            old = self._items.pop(key, None)
            if old is not None:
                self._held -= old[1]
            self._items[key] = (answer, cost)
            self._held += cost
            while self._items and (len(self._items) > self._size or self._held > self._total):
                _, (_, freed) = self._items.popitem(last=False)
                self._held -= freed


# ---------------------------------------------------------------------------
# the shipped examples, read once
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Example:
    """A shipped example or puzzle: its name (its path under the examples
    folder, without ``.toml``), its scenario document as JSON text, and its
    description in each language (as ``mtgcombat examples`` lists it)."""

    name: str
    document: str
    description: Mapping[str, str]


@cache
def shipped_examples() -> Mapping[str, Example]:
    """Every shipped example, read from the package once (the app reads
    them when it is made; the endpoints serve them from memory)."""
    from mtgcombat.app.examples import examples_dir

    folder = examples_dir()
    found: dict[str, Example] = {}
    for path in sorted(folder.rglob("*.toml")):
        doc = tomllib.loads(path.read_text("utf-8"))
        english = str(doc.get("description", ""))
        japanese = str(doc.get("description_ja", "")) or english
        name = path.relative_to(folder).with_suffix("").as_posix()
        text = json.dumps(doc, ensure_ascii=False)
        found[name] = Example(name, text, {"en": english, "ja": japanese})
    return found


# ---------------------------------------------------------------------------
# the endpoints
# ---------------------------------------------------------------------------


class _AnswerSize:
    """Watches an ``assignments`` listing as it grows: the characters its
    JSON will take, and the work's budget (a listing's own loop)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.size = 0

    def __call__(self, item: dict[str, Any]) -> None:
        from mtgcombat.core.budget import tick

        self.size += len(json.dumps(item, ensure_ascii=False)) + 2
        if self.size > MAX_ANSWER:
            raise BadRequest(_said("request_answer_too_large", self.lang, limit=MAX_ANSWER))
        tick()


@dataclass(frozen=True)
class Playground:
    """What the endpoints share: the card catalog and the shipped examples,
    read once, and the last answers of the commands that depend on the
    request alone."""

    catalog: Catalog
    shipped: Mapping[str, Example] = field(default_factory=dict, compare=False, repr=False)
    answers: _Answers = field(default_factory=_Answers, compare=False, repr=False)

    def command(self, name: str) -> Handler:
        """``POST /api/NAME``: the command's ``--json`` document."""

        async def handle(call: Call) -> Response:
            query, text = call.query, call.body
            headers: dict[str, str] = {}
            if name in ("solve", "blocks", "attacks"):
                default = MAX_SOLVE_SECONDS
                limit = query.seconds("time_limit", default, MAX_SOLVE_SECONDS)
                headers["X-Time-Limit"] = f"{limit:g}"
            elif name == "assignments":
                headers["X-Time-Limit"] = f"{MAX_WORK_SECONDS:g}"
                if not query.flag("count"):
                    headers["X-Limit"] = str(_listed(query))

            key: Hashable = None
            if name in REMEMBERED and len(text) <= REMEMBER_BODY:
                key = (name, query.key, text)
                found = self.answers.get(key)
                if found is not None:
                    return _json_text(found, headers)

            def work() -> str:
                scenario = _scenario(text, self.catalog)
                doc = self._document(name, scenario, query)
                return json.dumps(doc, ensure_ascii=False)

            answer = await run_in_threadpool(_engine_call, work, query.lang)
            if name == "assignments" and len(answer) > MAX_ANSWER:  # the counts' digits
                raise BadRequest(_said("request_answer_too_large", query.lang, limit=MAX_ANSWER))
            if key is not None:
                self.answers.put(key, answer, len(text))
            return _json_text(answer, headers)

        return handle

    def _document(self, name: str, scenario: Scenario, query: Query) -> Any:
        rules, lang = query.rules(), query.lang
        no_triggers = query.flag("no_triggers")
        doc: Any
        if name == "check":
            doc, _ = check.check_document(
                scenario, rules=rules, lang=lang, no_triggers=no_triggers, file=SOURCE
            )
        elif name == "blocks":
            limit = query.seconds("time_limit", MAX_SOLVE_SECONDS, MAX_SOLVE_SECONDS)
            doc, _ = blocks.blocks_document(scenario, rules=rules, lang=lang, time_limit=limit)
        elif name == "assignments":
            from mtgcombat.core.budget import spending

            count_only = query.flag("count")
            with spending(MAX_WORK_SECONDS, MAX_WORK_MEMORY):
                doc, _ = assignments.assignments_document(
                    scenario,
                    rules=rules,
                    lang=lang,
                    no_triggers=no_triggers,
                    file=SOURCE,
                    creature=query.text("creature"),
                    step=query.choice("step", ("first-strike", "regular")),
                    count_only=count_only,
                    limit=None if count_only else _listed(query),
                    watch=_AnswerSize(lang),
                )
        elif name == "orders":
            doc, _ = orders.orders_document(scenario, rules=rules, lang=lang)
        elif name == "attacks":
            limit = query.seconds("time_limit", MAX_SOLVE_SECONDS, MAX_SOLVE_SECONDS)
            doc, _ = attacks.attacks_document(scenario, rules=rules, lang=lang, time_limit=limit)
        elif name == "resolve":
            doc, _ = resolve.resolve_document(
                scenario,
                rules=rules,
                lang=lang,
                auto=query.flag("auto"),
                no_triggers=no_triggers,
                file=SOURCE,
            )
        else:
            side = query.choice("for", ("attacker", "defender"))
            if side is None:
                raise BadRequest(_missing_for(query.lang))
            doc, _ = solve.solve_document(
                scenario,
                rules=rules,
                lang=lang,
                side=side,
                objective=query.all("objective"),
                time_limit=query.seconds("time_limit", MAX_SOLVE_SECONDS, MAX_SOLVE_SECONDS),
                no_triggers=no_triggers,
                file=SOURCE,
                attacks=query.flag("attacks"),
            )
        return doc

    async def draw(self, call: Call) -> Response:
        """``POST /api/draw``: the SVG picture ``mtgcombat draw`` prints
        (``after``, ``rules``, ``lang``, ``no_triggers`` as its options)."""
        from mtgcombat.svg import board

        query = call.query

        def work() -> str:
            from mtgcombat.rules.triggers import ChoiceError

            scenario = _scenario(call.body, self.catalog)
            common.file_board_only(scenario, "draw", SOURCE, query.lang)
            try:
                return board(
                    scenario,
                    rules=query.rules(),
                    lang=query.lang,
                    after=query.flag("after"),
                    triggers=not query.flag("no_triggers"),
                )
            except ChoiceError as exc:
                raise common.choice_failure(SOURCE, scenario, exc, query.lang) from None

        picture = await run_in_threadpool(_engine_call, work, query.lang)
        return Response(picture, media_type="image/svg+xml; charset=utf-8")

    async def openapi(self, call: Call) -> Response:
        """``GET /openapi.json``: the endpoints described (OpenAPI 3.1), made
        from the same table as the routes."""
        from mtgcombat.web.openapi import openapi_document

        return _json(openapi_document())

    async def resolve_log(self, call: Call) -> Response:
        """``POST /api/resolve/log``: the events of ``resolve`` as the
        command's text shows them (a line and its rule each), in ``lang``;
        or the violations when an assignment is illegal."""

        def work() -> Any:
            scenario = _scenario(call.body, self.catalog)
            return _log(scenario, call.query)

        return _json(await run_in_threadpool(_engine_call, work, call.query.lang))

    async def parse(self, call: Call) -> Response:
        """``POST /api/parse`` with ``{"sentence": ..., "name": ...}``:
        ``parse SENTENCE --name NAME --json``'s document; ``name`` may come
        in the query string instead, as ``--name`` does (it wins)."""
        query = call.query
        body = _json_body(call.body, query.lang)
        sentence = body.get("sentence") if isinstance(body, dict) else None
        name = body.get("name", "") if isinstance(body, dict) else ""
        if not isinstance(sentence, str) or not isinstance(name, str):
            raise BadRequest(_about_request("request_not_sentence", query.lang))
        asked = query.text("name")
        name = name if asked is None else asked

        def work() -> Any:
            doc, _ = parse.parse_document(sentence, name=name, lang=query.lang)
            return doc

        return _json(await run_in_threadpool(_engine_call, work, query.lang))

    async def cards(self, call: Call) -> Response:
        """``GET /api/cards?q=NAME&limit=N``: the page's autocomplete (no
        command gives it): catalog cards whose English or Japanese name
        contains ``q``, names that start with it first."""
        from mtgcombat.cards.catalog import normalize

        query = call.query
        wanted = normalize(query.text("q") or "")
        limit = min(query.count("limit") or 20, 100)
        if not wanted:
            return _json([])
        first: list[Card] = []
        then: list[Card] = []
        for card in self.catalog:
            names = (normalize(card.name), normalize(card.name_ja or ""))
            if any(n.startswith(wanted) for n in names if n):
                first.append(card)
            elif any(wanted in n for n in names if n):
                then.append(card)
            if len(first) >= limit:
                break
        return _json([_card_json(c) for c in (*first, *then)[:limit]])

    async def card(self, call: Call) -> Response:
        """``GET /api/cards/show/{name}``: ``cards show NAME --json``'s
        document, from the catalog the app was made with."""
        name = call.request.path_params["name"]
        lang = call.query.lang

        def work() -> Any:
            try:
                return cards.card_document(name, self.catalog, lang)
            except BadInput as exc:  # no card of that name
                raise BadRequest(_one_line(exc.format_message()), 404) from None

        return _json(await run_in_threadpool(_engine_call, work, lang))

    async def explain(self, call: Call) -> Response:
        """``GET /api/explain/{rule}``: ``explain RULE --json``'s document."""
        rule = call.request.path_params["rule"]
        query = call.query
        try:
            doc = explain.explain_document(rule, query.rules() or "current", query.lang)
        except BadInput as exc:  # no note on that rule
            raise BadRequest(_one_line(exc.format_message()), 404) from None
        return _json(doc)

    async def examples(self, call: Call) -> Response:
        """``GET /api/examples``: each shipped example and puzzle, by name
        (its path under the examples folder, without ``.toml``)."""
        lang = call.query.lang
        listed = [
            {"name": e.name, "description": e.description[lang]} for e in self.shipped.values()
        ]
        return _json(listed)

    async def example(self, call: Call) -> Response:
        """``GET /api/examples/{name}``: an example as a scenario document."""
        name = call.request.path_params["name"]
        found = self.shipped.get(name)
        if found is None:
            lang = call.query.lang
            where = "examples：" if lang == "ja" else "examples: "
            raise BadRequest(where + _said("request_no_example", lang, name=name), 404)
        return _json_text(found.document)

    async def from_toml(self, call: Call) -> Response:
        """``POST /api/scenario/from-toml``: a TOML scenario, checked, as JSON."""

        def work() -> Any:
            _scenario(call.body, self.catalog, "toml")
            return tomllib.loads(call.body)

        return _json(await run_in_threadpool(_engine_call, work, call.query.lang))

    async def to_toml(self, call: Call) -> Response:
        """``POST /api/scenario/to-toml``: a JSON scenario, checked, as TOML."""
        from mtgcombat.web.toml_text import dumps

        def work() -> str:
            _scenario(call.body, self.catalog)
            return dumps(json.loads(call.body))

        toml = await run_in_threadpool(_engine_call, work, call.query.lang)
        return Response(toml, media_type="application/toml; charset=utf-8")

    async def ui(self, call: Call) -> Response:
        """``GET /api/ui``: the page's phrases (the catalog's ``web``
        section) and the names it shows, in both languages."""
        return _json(_ui_strings())


def _listed(query: Query) -> int:
    """How many assignments a creature ``assignments`` lists: ``limit``, at
    most :data:`MAX_LISTED`."""
    return min(query.count("limit") or MAX_LISTED, MAX_LISTED)


def _card_json(card: Card) -> dict[str, Any]:
    keywords = card.keywords or card.printed_keywords  # as `cards show` lists them
    return {
        "name": card.name,
        "name_ja": card.name_ja,
        "types": list(card.types),
        "power": card.power,
        "toughness": card.toughness,
        "text": card.text,
        "keywords": list(keywords),
        "keywords_ja": [common.keyword_text(k, "ja") for k in keywords],
        "source": card.source,
    }


def _log(scenario: Scenario, query: Query) -> dict[str, Any]:
    from mtgcombat.i18n.messages import describe, describe_event, namer
    from mtgcombat.rules.combat import IllegalAssignmentError

    lang = query.lang
    ruleset = common.ruleset_of(scenario, query.rules())
    result = resolve.resolve_run(
        scenario, ruleset, lang, query.flag("auto"), query.flag("no_triggers"), SOURCE
    )
    if isinstance(result, IllegalAssignmentError):
        name = namer(scenario.board, lang)
        return {
            "legal": False,
            "step": result.step.value,
            "log": [
                {"rule": v.rule, "text": describe(v, lang, name, scenario.board)}
                for v in result.violations
            ],
        }
    name = namer(result.board, lang)
    return {
        "legal": True,
        "log": [
            {
                "rule": e.rule,
                "kind": e.kind,
                "text": describe_event(e, lang, name, result.board),
            }
            for e in result.events
        ],
    }


@cache
def _ui_strings() -> dict[str, Any]:
    from mtgcombat.i18n.messages import RULE_SET_NAMES, WEB, ZONE_NAMES

    return {"web": WEB, "rule_sets": RULE_SET_NAMES, "zones": ZONE_NAMES}


async def _index(request: Request) -> Response:
    return FileResponse(STATIC / "index.html", media_type="text/html; charset=utf-8")


def create_app(catalog: Catalog | None = None, cors_origins: Sequence[str] = ()) -> Starlette:
    """The playground app. ``catalog`` is where ``card`` names are looked
    up (default: the built-in cards and the imported index, read now); the
    shipped examples are read now too. Cross-origin requests are refused
    unless ``cors_origins`` names the origins (``"*"``: any) whose pages may
    call the endpoints."""
    from mtgcombat.text import parse_cache

    parse_cache.hold()  # what users send is not written to the user's cache folder
    if catalog is None:
        from mtgcombat.cards.mtgjson import default_catalog

        catalog = default_catalog()
    play = Playground(catalog, shipped_examples())
    routes: list[BaseRoute] = [Route("/", _index)]
    for endpoint in endpoints():
        if endpoint.handler == "command":
            handler = play.command(endpoint.command or "")
        else:
            handler = getattr(play, endpoint.handler)
        routes.append(Route(endpoint.path, _endpoint(endpoint, handler), methods=[endpoint.method]))
    routes.append(Mount("/static", StaticFiles(directory=STATIC), name="static"))
    middleware = []
    if cors_origins:
        from starlette.middleware import Middleware
        from starlette.middleware.cors import CORSMiddleware

        middleware.append(
            Middleware(
                CORSMiddleware,
                allow_origins=list(cors_origins),
                allow_methods=["GET", "POST"],
                allow_headers=["content-type"],
            )
        )
    return Starlette(routes=routes, middleware=middleware)


def app_from_environment() -> Starlette:
    """The app a ``serve --workers N`` worker process runs: the CORS origins
    from :data:`CORS_VARIABLE` (none when it is not set)."""
    import os

    origins = json.loads(os.environ.get(CORS_VARIABLE, "[]"))
    return create_app(cors_origins=[str(o) for o in origins])
