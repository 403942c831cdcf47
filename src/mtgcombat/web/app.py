"""The web playground's Starlette app: the page and the JSON endpoints.

Every ``POST /api/COMMAND`` takes a scenario document (the scenario schema's
JSON form) as its body and the command's options in the query string, named
as on the command line, and answers with exactly the document that
``mtgcombat COMMAND --json`` prints. Bad input is HTTP 400 with
``{"error": "one line"}`` in the language asked for (``lang``), the same line
the command prints; a body over :data:`MAX_BODY` bytes is 413. Engine work
runs in a worker thread, so a slow solve does not stall other requests; the
solver's time limit is capped at :data:`MAX_SOLVE_SECONDS`. No endpoint reads
or writes files except the card catalog (read when the app is built) and the
examples shipped with the package.
"""

from __future__ import annotations

import json
import sys
import threading
import tomllib
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable, Mapping, Sequence
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

from mtgcombat import cli
from mtgcombat.web.openapi import endpoints

if TYPE_CHECKING:
    from mtgcombat.cards import Card, Catalog
    from mtgcombat.scenario import Scenario

MAX_BODY = 1_000_000
"""Request bodies over this many bytes are refused (413)."""

MAX_SOLVE_SECONDS = 10.0
"""The most time one solver call (``solve``, the 509.1c search of ``blocks``) may take."""

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


# ---------------------------------------------------------------------------
# options from the query string
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Query:
    """A request's query string, read as the command line's options: each
    value is checked by the same click type as the option of that name, and
    a bad one is the command's usage line (``'--rules'の値が正しくない...``)."""

    values: Mapping[str, list[str]]
    lang: str

    @classmethod
    def of(cls, request: Request) -> Query:
        values: dict[str, list[str]] = {}
        for key, value in request.query_params.multi_items():
            values.setdefault(key, []).append(value)
        asked = values.get("lang", ["en"])[-1]
        # the language of its own error: English, as it is not known
        lang = _convert("lang", click.Choice(list(cli.LANGUAGES)), asked, "en")
        return cls(values, str(lang))

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
        found = self._typed(name, cli._SECONDS)
        return min(default if found is None else float(found), cap)

    def count(self, name: str) -> int | None:
        found = self._typed(name, click.IntRange(min=1, max=sys.maxsize))
        return None if found is None else int(found)


def _convert(name: str, param_type: click.ParamType[Any, Any], value: str, lang: str) -> Any:
    """``value`` read by ``param_type`` as the option ``--name`` would read
    it; a bad value is the command's usage line in ``lang`` (400)."""
    option = click.Option([f"--{name.replace('_', '-')}"], type=param_type)
    context = click.Context(click.Command("mtgcombat"))
    try:
        return param_type.convert(value, option, context)
    except click.BadParameter as exc:
        exc.param, exc.ctx = option, context
        raise BadRequest(cli._usage_problem(exc, lang)) from None


# ---------------------------------------------------------------------------
# running the engine
# ---------------------------------------------------------------------------


async def _body(request: Request) -> str:
    """The request body as text, at most :data:`MAX_BODY` bytes (413)."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_BODY:
        raise BadRequest(f"the request body is over {MAX_BODY} bytes", 413)
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BODY:
            raise BadRequest(f"the request body is over {MAX_BODY} bytes", 413)
        chunks.append(chunk)
    raw = b"".join(chunks)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise BadRequest(f"{SOURCE}: not UTF-8 text (byte {exc.start})") from None


def _scenario(text: str, catalog: Catalog, fmt: str = "json") -> Scenario:
    from mtgcombat.scenario import parse_scenario

    return parse_scenario(text, fmt, SOURCE, catalog)


def _engine_call(work: Callable[[], Any], lang: str) -> Any:
    """Run ``work`` (in a worker thread); the engine's bad input becomes
    :class:`BadRequest` with the command's one line in ``lang``."""
    from mtgcombat.scenario import ScenarioError

    try:
        return work()
    except ScenarioError as exc:
        raise BadRequest(exc.message(lang)) from None
    except click.ClickException as exc:  # the command's bad input (BadInput)
        raise BadRequest(_one_line(exc.format_message())) from None
    except RecursionError:
        raise BadRequest(f"{SOURCE}: nested too deeply") from None


Handler = Callable[[Request], Awaitable[Response]]


def _endpoint(handler: Callable[[Request], Awaitable[Response]]) -> Handler:
    """A handler whose :class:`BadRequest` is a one-line JSON error, and
    whose unexpected failure is one line too (500), never a traceback."""

    async def run(request: Request) -> Response:
        try:
            return await handler(request)
        except BadRequest as exc:
            return JSONResponse({"error": exc.message}, status_code=exc.status)
        except Exception as exc:  # a bug: one line, the server goes on
            message = _one_line(f"internal error: {type(exc).__name__}: {exc}")
            return JSONResponse({"error": message}, status_code=500)

    return run


def _json(doc: Any, headers: Mapping[str, str] | None = None) -> Response:
    return _json_text(json.dumps(doc, ensure_ascii=False), headers)


def _json_text(text: str, headers: Mapping[str, str] | None = None) -> Response:
    return Response(text, media_type="application/json", headers=dict(headers or {}))


REMEMBERED = frozenset({"check", "assignments", "orders", "resolve"})
"""The commands whose answer depends on the request alone (no time limit):
the page sends the same board again and again (each edit asks ``check``,
``assignments`` and ``orders``), so their last answers are kept."""

REMEMBER_ANSWERS = 256
"""How many answers are kept (the oldest used goes first)."""

REMEMBER_BODY = 64_000
"""Answers to bodies larger than this many characters are not kept (the
memory stays under REMEMBER_ANSWERS times this, plus the answers)."""


class _Answers:
    """The last answers of :data:`REMEMBERED` commands, by command, query
    string and body; shared by the worker threads."""

    def __init__(self, size: int = REMEMBER_ANSWERS) -> None:
        self._size = size
        self._items: OrderedDict[Hashable, str] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> str | None:
        with self._lock:
            found = self._items.get(key)
            if found is not None:
                self._items.move_to_end(key)
            return found

    def put(self, key: Hashable, answer: str) -> None:
        with self._lock:
            self._items[key] = answer
            self._items.move_to_end(key)
            while len(self._items) > self._size:
                self._items.popitem(last=False)


@dataclass(frozen=True)
class Playground:
    """What the endpoints share: the card catalog, read once, and the last
    answers of the commands that depend on the request alone."""

    catalog: Catalog
    answers: _Answers = field(default_factory=_Answers, compare=False, repr=False)

    def command(self, name: str) -> Handler:
        """``POST /api/NAME``: the command's ``--json`` document."""

        async def handle(request: Request) -> Response:
            query = Query.of(request)
            text = await _body(request)
            headers: dict[str, str] = {}
            if name in ("solve", "blocks", "attacks"):
                default = MAX_SOLVE_SECONDS
                limit = query.seconds("time_limit", default, MAX_SOLVE_SECONDS)
                headers["X-Time-Limit"] = f"{limit:g}"

            key: Hashable = None
            if name in REMEMBERED and len(text) <= REMEMBER_BODY:
                key = (name, tuple(request.query_params.multi_items()), text)
                found = self.answers.get(key)
                if found is not None:
                    return _json_text(found, headers)

            def work() -> str:
                scenario = _scenario(text, self.catalog)
                return json.dumps(self._document(name, scenario, query), ensure_ascii=False)

            answer = await run_in_threadpool(_engine_call, work, query.lang)
            if key is not None:
                self.answers.put(key, answer)
            return _json_text(answer, headers)

        return handle

    def _document(self, name: str, scenario: Scenario, query: Query) -> Any:
        rules, lang = query.rules(), query.lang
        no_triggers = query.flag("no_triggers")
        doc: Any
        if name == "check":
            doc, _ = cli.check_document(
                scenario, rules=rules, lang=lang, no_triggers=no_triggers, file=SOURCE
            )
        elif name == "blocks":
            limit = query.seconds("time_limit", MAX_SOLVE_SECONDS, MAX_SOLVE_SECONDS)
            doc, _ = cli.blocks_document(scenario, rules=rules, lang=lang, time_limit=limit)
        elif name == "assignments":
            doc, _ = cli.assignments_document(
                scenario,
                rules=rules,
                lang=lang,
                no_triggers=no_triggers,
                file=SOURCE,
                creature=query.text("creature"),
                step=query.choice("step", ("first-strike", "regular")),
                count_only=query.flag("count"),
                limit=query.count("limit"),
            )
        elif name == "orders":
            doc, _ = cli.orders_document(scenario, rules=rules, lang=lang)
        elif name == "attacks":
            limit = query.seconds("time_limit", MAX_SOLVE_SECONDS, MAX_SOLVE_SECONDS)
            doc, _ = cli.attacks_document(scenario, rules=rules, lang=lang, time_limit=limit)
        elif name == "resolve":
            doc, _ = cli.resolve_document(
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
            doc, _ = cli.solve_document(
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

    async def draw(self, request: Request) -> Response:
        """``POST /api/draw``: the SVG picture ``mtgcombat draw`` prints
        (``after``, ``rules``, ``lang``, ``no_triggers`` as its options)."""
        from mtgcombat.svg import board

        query = Query.of(request)
        text = await _body(request)

        def work() -> str:
            from mtgcombat.triggers import ChoiceError

            scenario = _scenario(text, self.catalog)
            cli.file_board_only(scenario, "draw", SOURCE, query.lang)
            try:
                return board(
                    scenario,
                    rules=query.rules(),
                    lang=query.lang,
                    after=query.flag("after"),
                    triggers=not query.flag("no_triggers"),
                )
            except ChoiceError as exc:
                raise cli._choice_failure(SOURCE, scenario, exc, query.lang) from None

        picture = await run_in_threadpool(_engine_call, work, query.lang)
        return Response(picture, media_type="image/svg+xml; charset=utf-8")

    async def openapi(self, request: Request) -> Response:
        """``GET /openapi.json``: the endpoints described (OpenAPI 3.1), made
        from the same table as the routes."""
        from mtgcombat.web.openapi import openapi_document

        return _json(openapi_document())

    async def resolve_log(self, request: Request) -> Response:
        """``POST /api/resolve/log``: the events of ``resolve`` as the
        command's text shows them (a line and its rule each), in ``lang``;
        or the violations when an assignment is illegal."""
        query = Query.of(request)
        text = await _body(request)

        def work() -> Any:
            scenario = _scenario(text, self.catalog)
            return _log(scenario, query)

        return _json(await run_in_threadpool(_engine_call, work, query.lang))

    async def parse(self, request: Request) -> Response:
        """``POST /api/parse`` with ``{"sentence": ..., "name": ...}``:
        ``parse --json``'s document."""
        from mtgcombat.messages import input_error
        from mtgcombat.text import ability_to_json, parse_sentence

        query = Query.of(request)
        try:
            body = json.loads(await _body(request))
        except json.JSONDecodeError as exc:
            raise BadRequest(f"{SOURCE}: JSON syntax error: {_one_line(str(exc))}") from None
        sentence = body.get("sentence") if isinstance(body, dict) else None
        name = body.get("name", "") if isinstance(body, dict) else ""
        if not isinstance(sentence, str) or not isinstance(name, str):
            raise BadRequest(f'{SOURCE}: expected {{"sentence": "...", "name": "..."}}')
        if not sentence.strip():
            raise BadRequest(f"parse: {input_error('sentence_empty', query.lang)}")
        parsed = await run_in_threadpool(parse_sentence, sentence, name=name)
        values = parsed.traits.values()
        doc: dict[str, Any] = {
            "sentence": parsed.sentence,
            "status": parsed.status,
            "combat": parsed.combat,
            "abilities": [ability_to_json(v) for v in values],
            "notation": [str(v) for v in values],
        }
        if parsed.error:
            doc["error"] = parsed.error
        return _json(doc)

    async def cards(self, request: Request) -> Response:
        """``GET /api/cards?q=NAME&limit=N``: catalog cards whose English or
        Japanese name contains ``q`` (names that start with it first)."""
        from mtgcombat.cards import normalize

        query = Query.of(request)
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

    async def explain(self, request: Request) -> Response:
        """``GET /api/explain/{rule}``: what ``mtgcombat explain RULE`` prints."""
        from mtgcombat.explain import explain
        from mtgcombat.rules import RuleSet

        query = Query.of(request)
        rule = request.path_params["rule"]
        rules = query.rules() or "current"
        try:
            text = explain(rule, RuleSet.parse(rules), query.lang)
        except KeyError as exc:
            raise BadRequest(f"explain: {exc.args[0] if exc.args else rule}") from None
        return _json({"rule": rule, "rules": rules, "text": text})

    async def examples(self, request: Request) -> Response:
        """``GET /api/examples``: each shipped example and puzzle, by name
        (its path under the examples folder, without ``.toml``)."""
        query = Query.of(request)
        return _json([{"name": n, "description": d} for n, d in _described(query.lang)])

    async def example(self, request: Request) -> Response:
        """``GET /api/examples/{name}``: an example as a scenario document."""
        name = request.path_params["name"]
        path = _example_paths().get(name)
        if path is None:
            raise BadRequest(f'examples: no example named "{name}"', 404)
        with path.open("rb") as handle:
            return _json(tomllib.load(handle))

    async def from_toml(self, request: Request) -> Response:
        """``POST /api/scenario/from-toml``: a TOML scenario, checked, as JSON."""
        query = Query.of(request)
        text = await _body(request)

        def work() -> Any:
            _scenario(text, self.catalog, "toml")
            return tomllib.loads(text)

        return _json(await run_in_threadpool(_engine_call, work, query.lang))

    async def to_toml(self, request: Request) -> Response:
        """``POST /api/scenario/to-toml``: a JSON scenario, checked, as TOML."""
        from mtgcombat.web.toml_text import dumps

        query = Query.of(request)
        text = await _body(request)

        def work() -> str:
            _scenario(text, self.catalog)
            return dumps(json.loads(text))

        toml = await run_in_threadpool(_engine_call, work, query.lang)
        return Response(toml, media_type="application/toml; charset=utf-8")

    async def ui(self, request: Request) -> Response:
        """``GET /api/ui``: the page's phrases (the catalog's ``web``
        section) and the names it shows, in both languages."""
        return _json(_ui_strings())


def _missing_for(lang: str) -> str:
    """The command's line for ``solve`` without ``--for``."""
    option = click.Option(["--for"], type=click.Choice(["attacker", "defender"]))
    exc = click.MissingParameter(ctx=click.Context(click.Command("solve")), param=option)
    return cli._usage_problem(exc, lang)


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
        "keywords_ja": [cli._keyword_text(k, "ja") for k in keywords],
        "source": card.source,
    }


def _log(scenario: Scenario, query: Query) -> dict[str, Any]:
    from mtgcombat.combat import IllegalAssignmentError
    from mtgcombat.messages import describe, describe_event, namer

    lang = query.lang
    ruleset = cli._rules(scenario, query.rules())
    result = cli._resolve_run(
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
def _example_paths() -> dict[str, Path]:
    from mtgcombat.demo import examples_dir

    folder = examples_dir()
    return {
        path.relative_to(folder).with_suffix("").as_posix(): path
        for path in sorted(folder.rglob("*.toml"))
    }


@cache
def _described(lang: str) -> tuple[tuple[str, str], ...]:
    from mtgcombat.scenario import ScenarioError, load_scenario

    out = []
    for name, path in _example_paths().items():
        try:
            about = load_scenario(path).describe(lang)
        except ScenarioError:
            about = ""
        out.append((name, about))
    return tuple(out)


@cache
def _ui_strings() -> dict[str, Any]:
    from mtgcombat.messages import RULE_SET_NAMES, WEB, ZONE_NAMES

    return {"web": WEB, "rule_sets": RULE_SET_NAMES, "zones": ZONE_NAMES}


async def _index(request: Request) -> Response:
    return FileResponse(STATIC / "index.html", media_type="text/html; charset=utf-8")


def create_app(catalog: Catalog | None = None, cors_origins: Sequence[str] = ()) -> Starlette:
    """The playground app. ``catalog`` is where ``card`` names are looked
    up (default: the built-in cards and the imported index, read now).
    Cross-origin requests are refused unless ``cors_origins`` names the
    origins (``"*"``: any) whose pages may call the endpoints."""
    if catalog is None:
        from mtgcombat.mtgjson import default_catalog

        catalog = default_catalog()
    play = Playground(catalog)
    routes: list[BaseRoute] = [Route("/", _index)]
    for endpoint in endpoints():
        if endpoint.handler == "command":
            handler = play.command(endpoint.command or "")
        else:
            handler = getattr(play, endpoint.handler)
        routes.append(Route(endpoint.path, _endpoint(handler), methods=[endpoint.method]))
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
