"""What every answer of the playground carries and every request must show.

- **The Host header** must name a host the server answers to (by default
  ``localhost``, ``127.0.0.1`` and ``::1``, and the address it was bound
  to; ``serve --allowed-host NAME`` adds one, ``*`` any). A page on another
  site whose name was made to resolve to 127.0.0.1 (DNS rebinding) sends
  its own name there, and is refused with 400 and one line.
- **Security headers** on every answer: a Content-Security-Policy that lets
  the page run only its own scripts (no inline script, no ``eval``), load
  only its own styles, show images of its own or, when the user turns the
  battlefield's card images on, Scryfall's (:data:`CARD_IMAGES`: the
  browser loads them, never the server), and be framed by no one;
  ``X-Content-Type-Options:
  nosniff``; ``Referrer-Policy: no-referrer``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable

from starlette.types import ASGIApp, Message, Receive, Scope, Send

DEFAULT_HOSTS = ("localhost", "127.0.0.1", "::1")
"""The names the server answers to unless told more."""

CARD_IMAGES = ("https://api.scryfall.com", "https://cards.scryfall.io")
"""The origins of the card images the battlefield may show (off by default):
Scryfall's card lookup by name, and the image files it redirects to."""

CONTENT_SECURITY_POLICY = "; ".join(
    (
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' blob: data: " + " ".join(CARD_IMAGES),
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    )
)
"""The page's Content-Security-Policy."""

SECURITY_HEADERS = (
    (b"content-security-policy", CONTENT_SECURITY_POLICY.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
)


def host_name(header: str) -> str:
    """The host a Host header names, without its port, lower case.

    >>> host_name("LocalHost:8000"), host_name("[::1]:8000"), host_name("127.0.0.1")
    ('localhost', '::1', '127.0.0.1')
    """
    header = header.strip().lower()
    if header.startswith("["):
        end = header.find("]")
        return header[1:end] if end > 0 else header
    return header.rsplit(":", 1)[0] if header.count(":") == 1 else header


def allowed_hosts(bound: str, added: Iterable[str] = ()) -> tuple[str, ...]:
    """The names a server bound to ``bound`` answers to: the defaults, the
    bound address unless it is a wildcard, and ``added``.

    >>> allowed_hosts("0.0.0.0", ["judge.local"])
    ('localhost', '127.0.0.1', '::1', 'judge.local')
    """
    names = list(DEFAULT_HOSTS)
    if bound not in ("", "0.0.0.0", "::"):
        names.append(host_name(bound))
    names.extend(host_name(name) if name != "*" else "*" for name in added)
    return tuple(dict.fromkeys(names))


class Guard:
    """ASGI middleware: refuse a request whose Host header is not allowed
    (400, ``{"error": ...}`` in the language asked for) and add the security
    headers to every answer."""

    def __init__(self, app: ASGIApp, hosts: Iterable[str] = DEFAULT_HOSTS) -> None:
        self.app = app
        self.hosts = frozenset(hosts)
        self.any_host = "*" in self.hosts

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or ())
        given = headers.get(b"host", b"").decode("latin-1")
        if not self.any_host and host_name(given) not in self.hosts:
            await self._refuse(scope, send, given)
            return

        async def send_guarded(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", ()), *SECURITY_HEADERS]
            await send(message)

        await self.app(scope, receive, send_guarded)

    async def _refuse(self, scope: Scope, send: Send, given: str) -> None:
        from urllib.parse import parse_qs

        from mtgcombat.i18n.messages import input_error

        query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
        lang = "ja" if query.get("lang", [""])[-1] == "ja" else "en"
        shown = given[:100] if given else '""'
        body = json.dumps(
            {"error": input_error("request_bad_host", lang, host=shown)}, ensure_ascii=False
        )
        raw = body.encode()
        await send(
            {
                "type": "http.response.start",
                "status": 400,
                "headers": [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(raw)).encode()),
                    *SECURITY_HEADERS,
                ],
            }
        )
        await send({"type": "http.response.body", "body": raw})
