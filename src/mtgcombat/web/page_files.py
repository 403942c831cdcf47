"""The page's own files (``/static/``), each served with its media type.

The page's script is a set of JavaScript modules (``static/app.js`` imports
the others). A browser runs a module only when it comes with a JavaScript
media type, and the server says ``X-Content-Type-Options: nosniff``
(:mod:`mtgcombat.web.guard`), so a wrong type is never guessed past. The
type Starlette would give comes from :mod:`mimetypes`, which reads the
system's tables (``/etc/mime.types``, and on Windows the registry, where
``.js`` is often ``text/plain``); the page's files get theirs from
:data:`MEDIA_TYPES` instead, whatever the system says.
"""

from __future__ import annotations

import os
from pathlib import PurePath

from starlette.responses import Response
from starlette.staticfiles import StaticFiles
from starlette.types import Scope

MEDIA_TYPES = {
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".html": "text/html; charset=utf-8",
}
"""The media type of each kind of file the page is made of (``.js``: RFC
9239's ``text/javascript``, the type the HTML standard names)."""


class PageFiles(StaticFiles):
    """:class:`~starlette.staticfiles.StaticFiles` that serves each file of a
    kind in :data:`MEDIA_TYPES` with that media type.

    >>> from starlette.testclient import TestClient
    >>> from mtgcombat.web.app import STATIC
    >>> served = TestClient(PageFiles(directory=STATIC)).get("/app.js")
    >>> served.headers["content-type"]
    'text/javascript; charset=utf-8'
    """

    def file_response(
        self,
        full_path: str | os.PathLike[str],
        stat_result: os.stat_result,
        scope: Scope,
        status_code: int = 200,
    ) -> Response:
        response = super().file_response(full_path, stat_result, scope, status_code)
        kind = MEDIA_TYPES.get(PurePath(full_path).suffix)
        if kind and "content-type" in response.headers:  # (a 304 has no body, no type)
            response.headers["content-type"] = kind
        return response
