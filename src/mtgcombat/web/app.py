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

Engine work runs in the app's engine worker processes
(:mod:`mtgcombat.web.pool`, sent there by :mod:`mtgcombat.web.isolate`), so
a slow solve does not stall other requests. The server caps it: the solver's time limit at
:data:`MAX_SOLVE_SECONDS`; ``assignments`` lists at most :data:`MAX_LISTED`
assignments a creature (the counts stay exact), in at most
:data:`MAX_WORK_SECONDS` and :data:`MAX_WORK_MEMORY` bytes, with an answer
of at most :data:`MAX_ANSWER` characters. No endpoint reads or writes files:
the card catalog and the shipped examples are read when the app is made, and
the sentences users send are not added to the parse cache on disk
(:func:`mtgcombat.text.parse_cache.hold`).

This module holds the handlers (:class:`Playground`) and the routes
(:func:`create_app`); reading a request is :mod:`mtgcombat.web.request`'s,
what is kept in memory :mod:`mtgcombat.web.kept`'s, and serving the page's
own files (its JavaScript modules) :mod:`mtgcombat.web.page_files`'s.
"""

from __future__ import annotations

import asyncio
import json
import tomllib
from collections.abc import AsyncIterator, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, Response
from starlette.routing import BaseRoute, Mount, Route

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
from mtgcombat.app.common import BadInput
from mtgcombat.web.guard import DEFAULT_HOSTS, Guard
from mtgcombat.web.isolate import CAN_FORK, Busy, deadline_for, run_engine
from mtgcombat.web.kept import REMEMBER_BODY, Example, _Answers, shipped_examples
from mtgcombat.web.kept import REMEMBERED as REMEMBERED  # noqa: PLC0414 (its old home)
from mtgcombat.web.openapi import endpoints
from mtgcombat.web.page_files import PageFiles
from mtgcombat.web.pool import Job, Pool
from mtgcombat.web.request import MAX_BODY as MAX_BODY  # noqa: PLC0414 (its old home)
from mtgcombat.web.request import (
    SOURCE,
    BadRequest,
    Call,
    Handler,
    Query,
    _about_request,
    _endpoint,
    _json,
    _json_body,
    _json_text,
    _missing_for,
    _one_line,
    _said,
    _scenario,
)

if TYPE_CHECKING:
    from mtgcombat.cards.catalog import Card, Catalog
    from mtgcombat.scenario.load import Scenario

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

STATIC = Path(__file__).parent / "static"

CORS_VARIABLE = "MTGCOMBAT_SERVE_CORS"
"""The environment variable by which ``serve --workers N`` hands its
``--cors`` origins (a JSON list) to each worker process."""

HOSTS_VARIABLE = "MTGCOMBAT_SERVE_HOSTS"
"""The environment variable by which ``serve --workers N`` hands the host
names it answers to (a JSON list) to each worker process."""

ENGINE_WORKERS_VARIABLE = "MTGCOMBAT_SERVE_ENGINE_WORKERS"
"""The environment variable by which ``serve --workers N`` hands its
``--engine-workers`` to each server process."""


# ---------------------------------------------------------------------------
# the endpoints
# ---------------------------------------------------------------------------


Caps = tuple[float, int, int]
"""``assignments``' own budget, as the server process has it when the
request comes: :data:`MAX_WORK_SECONDS`, :data:`MAX_WORK_MEMORY`,
:data:`MAX_ANSWER` (sent with the work to the engine worker)."""


def _caps() -> Caps:
    return (MAX_WORK_SECONDS, MAX_WORK_MEMORY, MAX_ANSWER)


class _AnswerSize:
    """Watches an ``assignments`` listing as it grows: the characters its
    JSON will take (at most ``limit``), and the work's budget (a listing's
    own loop)."""

    def __init__(self, lang: str, limit: int) -> None:
        self.lang = lang
        self.limit = limit
        self.size = 0

    def __call__(self, item: dict[str, Any]) -> None:
        from mtgcombat.core.budget import tick

        self.size += len(json.dumps(item, ensure_ascii=False)) + 2
        if self.size > self.limit:
            raise BadRequest(_said("request_answer_too_large", self.lang, limit=self.limit))
        tick()


@dataclass(frozen=True)
class Playground:
    """What the endpoints share: the card catalog and the shipped examples,
    read once, the last answers of the commands that depend on the request
    alone, the engine workers (:class:`Pool`: they inherit this object, and
    run its work functions on it) and the count of requests they work on
    (:class:`Busy`, by default as many at once as there are workers)."""

    catalog: Catalog
    shipped: Mapping[str, Example] = field(default_factory=dict, compare=False, repr=False)
    answers: _Answers = field(default_factory=_Answers, compare=False, repr=False)
    pool: Pool = field(default_factory=Pool, compare=False, repr=False)
    busy: Busy = field(default=None, compare=False, repr=False)  # type: ignore[assignment]
    # the answers being worked out, by the same key as ``answers``: a request
    # the same as one in progress waits for its answer instead of working it
    # out again (and is not counted by ``busy``)
    working: dict[Hashable, asyncio.Future[str]] = field(
        default_factory=dict, compare=False, repr=False
    )

    def __post_init__(self) -> None:
        self.pool.state = self
        if self.busy is None:
            object.__setattr__(self, "busy", Busy(workers=self.pool.size))

    async def _engine(self, job: Job, lang: str) -> Any:
        """``job`` run as one request's engine work (:func:`run_engine`),
        counted while it runs (:class:`Busy`, 429 past the limit)."""
        async with self.busy.entered("", lang):
            return await run_engine(self.pool, job, lang)

    def command(self, name: str) -> Handler:
        """``POST /api/NAME``: the command's ``--json`` document."""

        async def handle(call: Call) -> Response:
            query, text = call.query, call.body
            headers: dict[str, str] = {}
            deadline = deadline_for(None)
            if name in ("solve", "blocks", "attacks"):
                default = MAX_SOLVE_SECONDS
                limit = query.seconds("time_limit", default, MAX_SOLVE_SECONDS)
                headers["X-Time-Limit"] = f"{limit:g}"
                deadline = deadline_for(limit)
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
                underway = self.working.get(key)
                if underway is not None:  # the same request, being answered
                    try:
                        return _json_text(await asyncio.shield(underway), headers)
                    except asyncio.CancelledError:
                        if not underway.cancelled():
                            raise  # this request was given up
                        # the one being answered was given up: answer it here

            job: Job = (_command_work, (name, query, text, _caps()))

            async def answered() -> str:
                async with self.busy.entered(name, query.lang):
                    answer: str = await run_engine(self.pool, job, query.lang, deadline)
                if name == "assignments" and len(answer) > MAX_ANSWER:  # the counts' digits
                    raise BadRequest(
                        _said("request_answer_too_large", query.lang, limit=MAX_ANSWER)
                    )
                return answer

            if key is None:
                return _json_text(await answered(), headers)
            future: asyncio.Future[str] = asyncio.get_running_loop().create_future()
            self.working[key] = future
            try:
                answer = await answered()
            except asyncio.CancelledError:
                future.cancel()
                raise
            except BaseException as exc:
                future.set_exception(exc)
                future.exception()  # seen here: no "never retrieved" warning without waiters
                raise
            finally:
                if self.working.get(key) is future:
                    del self.working[key]
            future.set_result(answer)
            self.answers.put(key, answer, len(text))
            return _json_text(answer, headers)

        return handle

    def _document(
        self, name: str, scenario: Scenario, query: Query, caps: Caps | None = None
    ) -> Any:
        rules, lang = query.rules(), query.lang
        no_triggers = query.flag("no_triggers")
        doc: Any
        if name == "check":
            doc, _ = check.check_document(
                scenario, rules=rules, lang=lang, no_triggers=no_triggers, file=SOURCE
            )
        elif name == "blocks":
            limit = query.seconds("time_limit", MAX_SOLVE_SECONDS, MAX_SOLVE_SECONDS)
            doc, _ = blocks.blocks_document(
                scenario, rules=rules, lang=lang, time_limit=limit, file=SOURCE
            )
        elif name == "assignments":
            from mtgcombat.core.budget import spending

            count_only = query.flag("count")
            seconds, memory, largest = caps or _caps()
            with spending(seconds, memory):
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
                    watch=_AnswerSize(lang, largest),
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
        picture = await self._engine((_draw_work, (call.query, call.body)), call.query.lang)
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
        return _json(await self._engine((_log_work, (call.query, call.body)), call.query.lang))

    async def combat_steps(self, call: Call) -> Response:
        """``POST /api/combat/steps``: the combat phase as ``combat`` plays it,
        a step at a time (508-511): each step's events (a line and its rule
        each, in ``lang``) and the board after it, for the battlefield's
        step-by-step play (:func:`mtgcombat.app.steps.steps_document`)."""
        job: Job = (_steps_work, (call.query, call.body))
        return _json(await self._engine(job, call.query.lang))

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
        job: Job = (_parse_work, (sentence, name, query.lang))
        return _json(await self._engine(job, query.lang))

    async def cards(self, call: Call) -> Response:
        """``GET /api/cards?q=NAME&limit=N``: the page's autocomplete: the
        catalog cards whose English or Japanese name matches ``q``, ranked
        as ``cards search`` ranks them (exact, prefix, substring, then
        misspelt: :func:`mtgcombat.cards.search.search`)."""
        from mtgcombat.cards.search import search
        from mtgcombat.text.limits import MAX_NAME

        query = call.query
        asked = query.text("q") or ""
        if len(asked) > MAX_NAME:
            said = _said("name_too_long", query.lang, size=len(asked), limit=MAX_NAME)
            raise BadRequest(said)
        limit = min(query.count("limit") or 20, 100)
        return _json([_card_json(hit.card) for hit in search(self.catalog, asked, limit)])

    async def card(self, call: Call) -> Response:
        """``GET /api/cards/show/{name}``: ``cards show NAME --json``'s
        document, from the catalog the app was made with."""
        from mtgcombat.text.limits import MAX_NAME

        name = call.request.path_params["name"]
        lang = call.query.lang
        if len(name) > MAX_NAME:
            raise BadRequest(_said("name_too_long", lang, size=len(name), limit=MAX_NAME))
        return _json(await self._engine((_card_work, (name, lang)), lang))

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
        (its path under the examples folder, without ``.toml``), with its
        title and description in ``lang``."""
        lang = call.query.lang
        listed = [
            {"name": e.name, "title": e.title[lang], "description": e.description[lang]}
            for e in self.shipped.values()
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
        return _json(await self._engine((_from_toml_work, (call.body,)), call.query.lang))

    async def to_toml(self, call: Call) -> Response:
        """``POST /api/scenario/to-toml``: a JSON scenario, checked, as TOML."""
        toml = await self._engine((_to_toml_work, (call.body,)), call.query.lang)
        return Response(toml, media_type="application/toml; charset=utf-8")

    async def ui(self, call: Call) -> Response:
        """``GET /api/ui``: the page's phrases (the catalog's ``web``
        section) and the names it shows, in both languages."""
        return _json(_ui_strings())


# ---------------------------------------------------------------------------
# the engine work of each endpoint, done in an engine worker: module-level
# functions of the Playground (which the worker inherited) and what the
# request sent, so that a job is sent to the worker by name
# ---------------------------------------------------------------------------


def _command_work(play: Playground, name: str, query: Query, text: str, caps: Caps) -> str:
    scenario = _scenario(text, play.catalog)
    doc = play._document(name, scenario, query, caps)
    return json.dumps(doc, ensure_ascii=False)


def _draw_work(play: Playground, query: Query, body: str) -> str:
    from mtgcombat.rules.triggers import ChoiceError
    from mtgcombat.svg import board

    scenario = _scenario(body, play.catalog)
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


def _log_work(play: Playground, query: Query, body: str) -> Any:
    return _log(_scenario(body, play.catalog), query)


def _steps_work(play: Playground, query: Query, body: str) -> Any:
    from mtgcombat.app.steps import steps_document

    scenario = _scenario(body, play.catalog)
    doc, _ = steps_document(
        scenario, rules=query.rules(), lang=query.lang, auto=query.flag("auto"), file=SOURCE
    )
    return doc


def _parse_work(play: Playground, sentence: str, name: str, lang: str) -> Any:
    doc, _ = parse.parse_document(sentence, name=name, lang=lang)
    return doc


def _card_work(play: Playground, name: str, lang: str) -> Any:
    try:
        return cards.card_document(name, play.catalog, lang)
    except BadInput as exc:  # no card of that name
        raise BadRequest(_one_line(exc.format_message()), 404) from None


def _from_toml_work(play: Playground, body: str) -> Any:
    _scenario(body, play.catalog, "toml")
    return tomllib.loads(body)


def _to_toml_work(play: Playground, body: str) -> str:
    from mtgcombat.web.toml_text import dumps

    _scenario(body, play.catalog)
    return dumps(json.loads(body))


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
        "text_ja": card.text_ja,
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


WARM_EXAMPLE = "510_1c_ex1_vastwood_gorger"
"""The shipped example the app works once on as it is made (:func:`_warm`)."""


def _warm(play: Playground) -> None:
    """Do each kind of engine work once in this process, on a shipped
    example, in both languages: what the engine builds on first use (the
    grammar, the parsed sentences, the message catalog, the schema) is then
    built before the engine workers are forked from this process, instead
    of again in every worker (:mod:`mtgcombat.web.pool`)."""
    from mtgcombat.svg import board

    found = play.shipped.get(WARM_EXAMPLE)
    if found is None:  # pragma: no cover - the examples ship with the package
        return
    for lang in ("en", "ja"):
        query = Query({}, lang)
        try:
            scenario = _scenario(found.document, play.catalog)
            for name in ("check", "resolve", "orders"):
                play._document(name, scenario, query)
            board(scenario, lang=lang)
            parse.parse_document("Flying", name="", lang=lang)
        except Exception:  # only a head start: a request says what is wrong
            continue


def create_app(
    catalog: Catalog | None = None,
    cors_origins: Sequence[str] = (),
    hosts: Sequence[str] = DEFAULT_HOSTS,
    engine_workers: int | None = None,
) -> Starlette:
    """The playground app. ``catalog`` is where ``card`` names are looked
    up (default: the built-in cards and the imported index, read now); the
    shipped examples are read now too. Cross-origin requests are refused
    unless ``cors_origins`` names the origins (``"*"``: any) whose pages may
    call the endpoints. A request whose Host header names none of ``hosts``
    (``"*"``: any) is refused (:mod:`mtgcombat.web.guard`). The engine work
    is done by ``engine_workers`` processes (default: the processors, at
    least 2: :func:`mtgcombat.web.pool.default_size`), forked as the server
    starts (or at the first request) and ended as it stops; the app's
    :class:`Playground` is ``app.state.playground``."""
    from contextlib import asynccontextmanager

    from starlette.middleware import Middleware

    from mtgcombat.text import parse_cache

    parse_cache.hold()  # what users send is not written to the user's cache folder
    if catalog is None:
        from mtgcombat.cards.mtgjson import default_catalog

        catalog = default_catalog()
    play = Playground(catalog, shipped_examples(), pool=Pool(engine_workers))
    if CAN_FORK:
        _warm(play)

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        if CAN_FORK:
            play.pool.start()
        try:
            yield
        finally:
            play.pool.stop()

    routes: list[BaseRoute] = [Route("/", _index)]
    for endpoint in endpoints():
        if endpoint.handler == "command":
            handler = play.command(endpoint.command or "")
        else:
            handler = getattr(play, endpoint.handler)
        routes.append(Route(endpoint.path, _endpoint(endpoint, handler), methods=[endpoint.method]))
    routes.append(Mount("/static", PageFiles(directory=STATIC), name="static"))
    middleware = [Middleware(Guard, hosts=hosts)]
    if cors_origins:
        from starlette.middleware.cors import CORSMiddleware

        middleware.append(
            Middleware(
                CORSMiddleware,
                allow_origins=list(cors_origins),
                allow_methods=["GET", "POST"],
                allow_headers=["content-type"],
            )
        )
    from mtgcombat.web.notfound import not_found

    app = Starlette(
        routes=routes,
        middleware=middleware,
        exception_handlers={404: not_found},
        lifespan=lifespan,
    )
    app.state.playground = play
    return app


def app_from_environment() -> Starlette:
    """The app a ``serve --workers N`` worker process runs: the CORS origins
    from :data:`CORS_VARIABLE` and the allowed hosts from
    :data:`HOSTS_VARIABLE` (JSON lists; none and the defaults when not set),
    and its engine workers from :data:`ENGINE_WORKERS_VARIABLE` (a number;
    the default when not set)."""
    import os

    origins = json.loads(os.environ.get(CORS_VARIABLE, "[]"))
    hosts = json.loads(os.environ.get(HOSTS_VARIABLE, "null")) or DEFAULT_HOSTS
    engine = os.environ.get(ENGINE_WORKERS_VARIABLE, "")
    return create_app(
        cors_origins=[str(o) for o in origins],
        hosts=[str(h) for h in hosts],
        engine_workers=int(engine) if engine.isdigit() else None,
    )
