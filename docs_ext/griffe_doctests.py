"""A griffe extension for the docs site (mkdocs.yml): the docstrings are
written for ``help()`` and doctest, so their examples are bare ``>>>`` blocks
and their cross-references Sphinx roles. For the Markdown pages, each doctest
block becomes a fenced ``pycon`` block (otherwise ``>>>`` reads as a quote and
``x[:3]`` as a link) and each role (:class:`~a.b.C`) a code span.
"""

from __future__ import annotations

import re
from typing import Any

import griffe

_ROLE = re.compile(r":(?:class|meth|func|data|attr|mod|exc|obj|const):`~?([^`]+)`")


def _fence(text: str) -> str:
    out: list[str] = []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.lstrip()
        if stripped.startswith(">>>"):
            indent = line[: len(line) - len(stripped)]
            block: list[str] = []
            while i < len(lines) and lines[i].strip():
                block.append(lines[i][len(indent) :] if lines[i].startswith(indent) else lines[i])
                i += 1
            out += [f"{indent}```pycon", *(f"{indent}{b}" for b in block), f"{indent}```"]
            continue
        out.append(_ROLE.sub(lambda m: f"`{m.group(1)}`", line))
        i += 1
    return "\n".join(out)


class DoctestFences(griffe.Extension):
    """Fence doctest blocks and flatten Sphinx roles in every docstring."""

    def on_instance(self, *, obj: griffe.Object, **kwargs: Any) -> None:
        if obj.docstring is not None:
            obj.docstring.value = _fence(obj.docstring.value)
