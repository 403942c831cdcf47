"""A scenario document (JSON data) written as TOML text, for export.

The standard library reads TOML (``tomllib``) but does not write it; tomli-w
(part of the ``web`` extra) does. ``None`` values (JSON ``null``) have no
TOML form and are left out, as a field left out has its default.

>>> print(dumps({"active_player": "A", "players": {"A": {"life": 20, "poison": None}},
...              "permanents": [{"id": "bear", "keywords": ["trample"]}]}), end="")
active_player = "A"
<BLANKLINE>
[players.A]
life = 20
<BLANKLINE>
[[permanents]]
id = "bear"
keywords = [
    "trample",
]
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import tomli_w


def without_nulls(value: Any) -> Any:
    """``value`` with every ``None`` left out, in tables and arrays alike.

    >>> without_nulls({"a": None, "b": [1, None, {"c": None}]})
    {'b': [1, {}]}
    """
    if isinstance(value, Mapping):
        return {k: without_nulls(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [without_nulls(v) for v in value if v is not None]
    return value


def dumps(data: Mapping[str, Any]) -> str:
    """``data`` (a JSON object) as TOML text that ``tomllib`` reads back to
    the same data, ``null`` values left out."""
    return tomli_w.dumps(without_nulls(data))
