"""The command transcripts of the README and of every docs page (docs/**/*.md)
are what the commands print."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli

ROOT = Path(__file__).parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("**/*.md"))]
TRANSCRIPT = re.compile(r"```\n\$ mtgcombat (?P<args>[^\n]+)\n(?P<out>.*?)```", re.S)


def transcripts(page: Path) -> list[tuple[str, str]]:
    text = page.read_text(encoding="utf-8")
    return [(m.group("args"), m.group("out")) for m in TRANSCRIPT.finditer(text)]


ALL = [
    (page.relative_to(ROOT).as_posix(), args, out)
    for page in PAGES
    for args, out in transcripts(page)
]


def test_the_readme_has_transcripts() -> None:
    assert len(transcripts(ROOT / "README.md")) >= 5


def test_the_docs_have_transcripts() -> None:
    assert len([page for page, _, _ in ALL if page.startswith("docs/")]) >= 20


@pytest.mark.parametrize(
    ("page", "args", "expected"), ALL, ids=[f"{page}: {args}" for page, args, _ in ALL]
)
def test_transcript_matches_the_command(
    page: str, args: str, expected: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    result = CliRunner().invoke(cli, shlex.split(args))
    assert result.output == expected, page
