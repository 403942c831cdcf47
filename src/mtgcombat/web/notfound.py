"""What the playground answers for a path that names nothing: 404, as a small
page in the reader's language for a browser, or ``{"error": ...}`` for the
JSON endpoints and for clients that don't ask for HTML.

- **HTML** when the request's ``Accept`` header takes ``text/html`` and the
  path is not under ``/api/``: a page with the playground's style sheet, a
  heading, one line naming the path and a link back to the playground.
- **JSON** otherwise: ``{"error": "nothing at \\"PATH\\" ..."}``, the one
  line every endpoint's errors are (:mod:`mtgcombat.web.request`).

The language is ``?lang=`` when it is ``en`` or ``ja``, else the first of
those two the ``Accept-Language`` header names (by its weights), else
English.
"""

from __future__ import annotations

import json
from html import escape
from urllib.parse import quote

from starlette.requests import Request
from starlette.responses import HTMLResponse, Response

LANGUAGES = ("en", "ja")

MAX_SHOWN_PATH = 200
"""The most characters of the asked path the answer repeats."""


def wanted_language(lang: str | None, accept_language: str) -> str:
    """The language of a 404's answer: ``lang`` when the page knows it, else
    the ``Accept-Language`` header's first of English and Japanese.

    >>> wanted_language("ja", "en"), wanted_language(None, "fr, ja;q=0.8, en;q=0.5")
    ('ja', 'ja')
    >>> wanted_language("xx", ""), wanted_language(None, "ja-JP;q=0, en-GB")
    ('en', 'en')
    """
    if lang in LANGUAGES:
        return lang
    ranked: list[tuple[float, int, str]] = []
    for index, part in enumerate(accept_language.split(",")):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        for param in params.split(";"):
            name, _, value = param.strip().partition("=")
            if name == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        primary = tag.strip().lower().split("-")[0]
        if primary in LANGUAGES and weight > 0:
            ranked.append((-weight, index, primary))
    return min(ranked)[2] if ranked else "en"


def wants_html(request: Request) -> bool:
    """Whether the 404 is a page (a browser asking for a page) rather than
    JSON (an endpoint's path, or a client that does not take HTML)."""
    if request.url.path.startswith("/api/"):
        return False
    return "text/html" in request.headers.get("accept", "").lower()


def shown_path(request: Request) -> str:
    path = request.url.path
    return path if len(path) <= MAX_SHOWN_PATH else path[:MAX_SHOWN_PATH] + "…"


async def not_found(request: Request, exc: Exception) -> Response:
    """The app's 404 handler: an HTML page or ``{"error": ...}``."""
    from mtgcombat.i18n.messages import WEB, input_error

    lang = wanted_language(
        request.query_params.get("lang"), request.headers.get("accept-language", "")
    )
    path = shown_path(request)
    if not wants_html(request):
        body = json.dumps(
            {"error": input_error("request_no_path", lang, path=path)}, ensure_ascii=False
        )
        return Response(body, status_code=404, media_type="application/json")

    def said(key: str, **facts: str) -> str:
        text = WEB[key][lang]
        for name, value in facts.items():
            text = text.replace("{" + name + "}", value)
        return text

    page = f"""<!doctype html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(said("not_found_title"))} · {escape(said("title"))}</title>
<link rel="stylesheet" href="/static/style.css">
<link rel="icon" href="data:,">
</head>
<body class="not-found">
<main>
<h1>{escape(said("not_found_title"))}</h1>
<p>{escape(said("not_found_text", path=path))}</p>
<p><a class="button" href="/?lang={quote(lang)}">{escape(said("not_found_back"))}</a></p>
</main>
</body>
</html>
"""
    return HTMLResponse(page, status_code=404, headers={"content-language": lang})
