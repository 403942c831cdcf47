"""The README's command transcripts are what the commands print."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli

ROOT = Path(__file__).parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
TRANSCRIPT = re.compile(r"```\n\$ mtgcombat (?P<args>[^\n]+)\n(?P<out>.*?)```", re.S)


def transcripts() -> list[tuple[str, str]]:
    return [(m.group("args"), m.group("out")) for m in TRANSCRIPT.finditer(README)]


def test_the_readme_has_transcripts() -> None:
    assert len(transcripts()) >= 5


@pytest.mark.parametrize(("args", "expected"), transcripts(), ids=[a for a, _ in transcripts()])
def test_readme_transcript_matches_the_command(
    args: str, expected: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    result = CliRunner().invoke(cli, shlex.split(args))
    assert result.output == expected
