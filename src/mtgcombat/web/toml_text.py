"""A scenario document (JSON data) written as TOML text, for export.

The standard library reads TOML (``tomllib``) but does not write it; a
scenario is plain tables, arrays and scalars, written here. ``None`` values
(JSON ``null``) have no TOML form and are left out, as a field left out has
its default.

>>> print(dumps({"active_player": "A", "players": {"A": {"life": 20}},
...              "permanents": [{"id": "bear", "keywords": ["trample"]}]}), end="")
active_player = "A"
<BLANKLINE>
[players.A]
life = 20
<BLANKLINE>
[[permanents]]
id = "bear"
keywords = ["trample"]
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from typing import Any

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")


def key_text(key: str) -> str:
    """A key, bare when TOML allows it, else quoted."""
    return key if _BARE_KEY.fullmatch(key) else string_text(key)


def string_text(text: str) -> str:
    """A TOML basic string. JSON's escapes (``\\"``, ``\\\\``, ``\\n``,
    ``\\uXXXX``...) are TOML's too; DEL, which JSON leaves as it is and TOML
    does not allow in a string, is escaped."""
    return json.dumps(text, ensure_ascii=False).replace("\x7f", "\\u007f")


def value_text(value: Any) -> str:
    """A value written inline: a scalar, an array or an inline table."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, str):
        return string_text(value)
    if isinstance(value, list):
        return "[" + ", ".join(value_text(v) for v in value if v is not None) + "]"
    if isinstance(value, Mapping):
        items = [f"{key_text(k)} = {value_text(v)}" for k, v in value.items() if v is not None]
        return "{ " + ", ".join(items) + " }" if items else "{}"
    raise TypeError(f"no TOML form for {type(value).__name__}")


def _is_table_array(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(v, Mapping) for v in value)


def _section(lines: list[str], path: str, table: Mapping[str, Any], header: str) -> None:
    """Write ``table`` under ``header`` (none for the top level): its
    scalars and arrays first, then its sub-tables and arrays of tables."""
    plain = [
        (k, v)
        for k, v in table.items()
        if v is not None and not (isinstance(v, Mapping) and v) and not _is_table_array(v)
    ]
    if header and plain:  # a table of tables only is implied by their headers
        if lines:
            lines.append("")
        lines.append(header)
    lines.extend(f"{key_text(k)} = {value_text(v)}" for k, v in plain)
    for k, v in table.items():
        sub = f"{path}.{key_text(k)}" if path else key_text(k)
        if isinstance(v, Mapping) and v:
            _section(lines, sub, v, f"[{sub}]")
        elif _is_table_array(v):
            for item in v:
                _array_item(lines, sub, item)


def _array_item(lines: list[str], path: str, item: Mapping[str, Any]) -> None:
    """One table of an array of tables; its own tables are written inline
    (a scenario's permanents hold small ones: counters, choices)."""
    if lines:
        lines.append("")
    lines.append(f"[[{path}]]")
    lines.extend(f"{key_text(k)} = {value_text(v)}" for k, v in item.items() if v is not None)


def dumps(data: Mapping[str, Any]) -> str:
    """``data`` (a JSON object) as TOML text that ``tomllib`` reads back to
    the same data, ``null`` values left out."""
    lines: list[str] = []
    _section(lines, "", data, "")
    return "\n".join(lines) + "\n"
