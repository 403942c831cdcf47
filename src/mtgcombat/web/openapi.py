"""The table of the playground's endpoints (``endpoints.json``) and the
OpenAPI 3.1 document made from it.

The server builds its routes from :func:`endpoints` and ``GET /openapi.json``
answers with :func:`openapi_document`, so the description cannot drift from
the routes. An option named by a string is the command line's option of
that name: its type, its choices, whether it is required or repeated and its
help are read from the click command, so the description says what the
command says.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from importlib.metadata import PackageNotFoundError, version
from typing import Any

import click

from mtgcombat.app.options import COMMAND_PARAMS, DESCRIPTION, command_params
from mtgcombat.scenario.load import ScenarioDoc

OPENAPI_VERSION = "3.1.0"


@dataclass(frozen=True)
class Endpoint:
    """One row of the table: where, how, what it runs and with which options."""

    path: str
    """The route as Starlette writes it (``/api/examples/{name:path}``)."""
    method: str
    handler: str
    """``command`` (the command's ``--json`` document) or a :class:`Playground` method."""
    command: str | None
    body: str | None
    gives: str
    options: tuple[str | Mapping[str, Any], ...]
    summary: str
    headers: Mapping[str, str]
    """Headers of the answer, each with what it says (``X-Time-Limit``)."""

    @property
    def operation_id(self) -> str:
        """A name for the operation: the path's words and the method
        (``api_examples_by_name_get``).

        >>> next(e for e in endpoints() if e.path == "/api/examples/{name:path}").operation_id
        'api_examples_by_name_get'
        """
        path = re.sub(r"\{(\w+)(:\w+)?\}", r"by_\1", self.path)
        return "_".join([*re.findall(r"[a-z0-9]+", path.lower()), self.method.lower()])

    @property
    def query_names(self) -> frozenset[str]:
        """The options this endpoint takes in its query string (any other
        is refused, as the command refuses an option it does not have).

        >>> sorted(next(e for e in endpoints() if e.path == "/api/orders").query_names)
        ['lang', 'rules']
        """
        return frozenset(
            o if isinstance(o, str) else str(o["name"])
            for o in self.options
            if isinstance(o, str) or o.get("in", "query") == "query"
        )

    @property
    def accepts(self) -> tuple[str, ...]:
        """The media types its body may have (none: it takes no body). Each
        is one that a browser sends across origins only after asking
        (a CORS preflight), unlike ``text/plain``.

        >>> [e.accepts for e in endpoints() if e.path.startswith("/api/scenario/")]
        [('application/toml',), ('application/json',)]
        """
        if self.body is None:
            return ()
        return ("application/toml",) if self.body == "toml" else ("application/json",)

    @property
    def openapi_path(self) -> str:
        """The path as OpenAPI writes it (``/api/examples/{name}``)."""
        parts = self.path.split("/")
        return "/".join(
            p.split(":")[0] + "}" if p.startswith("{") and ":" in p else p for p in parts
        )


@cache
def _table() -> dict[str, Any]:
    path = resources.files("mtgcombat.web").joinpath("endpoints.json")
    table: dict[str, Any] = json.loads(path.read_text("utf-8"))
    return table


@cache
def endpoints() -> tuple[Endpoint, ...]:
    """The endpoints, in the table's order."""
    return tuple(
        Endpoint(
            path=row["path"],
            method=row["method"],
            handler=row["handler"],
            command=row.get("command"),
            body=row.get("body"),
            gives=row["gives"],
            options=tuple(row["options"]),
            summary=row["summary"],
            headers=row.get("headers", {}),
        )
        for row in _table()["endpoints"]
    )


def _click_param(command: str | None, name: str) -> click.Parameter | None:
    if command not in COMMAND_PARAMS:
        return None
    flag = f"--{name.replace('_', '-')}"
    return next((p for p in command_params(command) if flag in getattr(p, "opts", ())), None)


def _click_schema(param: click.Parameter) -> dict[str, Any]:
    kind = param.type
    schema: dict[str, Any]
    if isinstance(param, click.Option) and param.is_flag:
        schema = {"type": "boolean"}
    elif isinstance(kind, click.Choice):
        schema = {"type": "string", "enum": [str(c) for c in kind.choices]}
    elif isinstance(kind, click.IntRange):
        schema = {"type": "integer"}
        if kind.min is not None:
            schema["minimum"] = kind.min
        if kind.max is not None and kind.max != sys.maxsize:
            schema["maximum"] = kind.max
    elif isinstance(kind, click.FloatRange):
        schema = {"type": "number"}
        if kind.min is not None:
            schema["minimum"] = kind.min
    else:
        schema = {"type": "string"}
    return {"type": "array", "items": schema} if param.multiple else schema


def parameter(endpoint: Endpoint, option: str | Mapping[str, Any]) -> dict[str, Any]:
    """One option as an OpenAPI parameter: from the endpoint's row, the
    table's shared options, or the command's click option."""
    shared: Mapping[str, Mapping[str, Any]] = _table()["shared"]
    if isinstance(option, str) and option in shared:
        option = {"name": option, **shared[option]}
    if isinstance(option, str):
        param = _click_param(endpoint.command, option)
        if param is None:
            raise LookupError(f"{endpoint.path}: no option {option!r} in the table or the command")
        required = param.required or (endpoint.command == "solve" and option == "for")
        schema = _click_schema(param)
        about = getattr(param, "help", None) or ""
        return {
            "name": option,
            "in": "query",
            "required": required,
            "description": about,
            "schema": schema,
            **({"explode": True} if schema["type"] == "array" else {}),
        }
    where = str(option.get("in", "query"))
    schema = {k: v for k, v in option.items() if k not in ("name", "in", "about")}
    return {
        "name": option["name"],
        "in": where,
        "required": where == "path",
        "description": option.get("about", ""),
        "schema": schema,
    }


_ERROR = {"$ref": "#/components/schemas/Error"}


def _body(endpoint: Endpoint) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "string"}
    if endpoint.body == "scenario":
        schema = {"$ref": "#/components/schemas/Scenario"}
    elif endpoint.body == "sentence":
        schema = {"$ref": "#/components/schemas/Sentence"}
    content = {kind: {"schema": schema} for kind in endpoint.accepts}
    return {"required": True, "content": content}


def _operation(endpoint: Endpoint) -> dict[str, Any]:
    gives: dict[str, Any] = {"schema": {"type": "string"}} if "json" not in endpoint.gives else {}
    ok: dict[str, Any] = {"description": endpoint.summary, "content": {endpoint.gives: gives}}
    if endpoint.headers:
        ok["headers"] = {
            name: {"description": about, "schema": {"type": "number"}}
            for name, about in endpoint.headers.items()
        }
    responses: dict[str, Any] = {
        "200": ok,
        "400": {
            "description": "bad input (the command's one line, in the language asked for), "
            "an option the command does not have, or work over the server's limits",
            "content": {"application/json": {"schema": _ERROR}},
        },
        "500": {
            "description": "a bug: one line, never a traceback",
            "content": {"application/json": {"schema": _ERROR}},
        },
    }
    operation: dict[str, Any] = {
        "operationId": endpoint.operation_id,
        "summary": endpoint.summary,
        "parameters": [parameter(endpoint, o) for o in endpoint.options],
        "responses": responses,
    }
    if "{" in endpoint.path:
        responses["404"] = {
            "description": "nothing of that name: the command's one line",
            "content": {"application/json": {"schema": _ERROR}},
        }
    if endpoint.body is not None:
        operation["requestBody"] = _body(endpoint)
        responses["413"] = {
            "description": "the request body is over 1 MB",
            "content": {"application/json": {"schema": _ERROR}},
        }
        responses["415"] = {
            "description": f"the body's Content-Type is not {' or '.join(endpoint.accepts)}",
            "content": {"application/json": {"schema": _ERROR}},
        }
    return operation


@cache
def _components() -> dict[str, Any]:
    scenario = ScenarioDoc.model_json_schema(ref_template="#/components/schemas/{model}")
    schemas: dict[str, Any] = scenario.pop("$defs", {})
    schemas["Scenario"] = scenario
    schemas["Sentence"] = {
        "type": "object",
        "properties": {"sentence": {"type": "string"}, "name": {"type": "string"}},
        "required": ["sentence"],
    }
    schemas["Error"] = {
        "type": "object",
        "properties": {"error": {"type": "string"}},
        "required": ["error"],
    }
    return {"schemas": schemas}


@cache
def _document() -> str:
    try:
        release = version("mtgcombat")
    except PackageNotFoundError:  # pragma: no cover - run from a source tree
        release = "0"
    paths: dict[str, dict[str, Any]] = {}
    for endpoint in endpoints():
        paths.setdefault(endpoint.openapi_path, {})[endpoint.method.lower()] = _operation(endpoint)
    doc = {
        "openapi": OPENAPI_VERSION,
        "info": {
            "title": "mtgcombat",
            "version": release,
            "description": DESCRIPTION,
        },
        "paths": paths,
        "components": _components(),
    }
    return json.dumps(doc, ensure_ascii=False)


def openapi_document() -> dict[str, Any]:
    """The OpenAPI 3.1 document of the endpoints (a fresh copy each call).

    >>> doc = openapi_document()
    >>> doc["openapi"], sorted(doc["paths"]["/api/solve"])
    ('3.1.0', ['post'])
    >>> [p["name"] for p in doc["paths"]["/api/solve"]["post"]["parameters"]][:3]
    ['for', 'attacks', 'objective']
    """
    document: dict[str, Any] = json.loads(_document())
    return document
