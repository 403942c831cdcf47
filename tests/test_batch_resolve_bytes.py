"""Issue 38: ``batch resolve`` lines are byte for byte the ``resolve --json``
document of each line's board, with ``"line"`` first, in compact JSON (the
json module's separators ``,`` and ``:``, characters beyond ASCII as they
are), whichever reader (plain or the schema) read the line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgcombat.cli import cli


def _board(life: int, *, keywords: list[str] | None = None, counters: bool = False) -> str:
    permanents: list[dict[str, object]] = []
    for i in range(5):
        attacker: dict[str, object] = {
            "id": f"a{i}",
            "controller": "A",
            "power": 3,
            "toughness": 3,
            "attacking": "B",
        }
        if keywords:
            attacker["keywords"] = [keywords[i % len(keywords)]]
        if counters and i == 0:
            attacker["counters"] = {"+1/+1": 1}  # not plain: read by the schema
        permanents.append(attacker)
        permanents.append(
            {"id": f"b{i}", "controller": "B", "power": 2, "toughness": 2, "blocking": [f"a{i}"]}
        )
    doc = {
        "active_player": "A",
        "players": {"A": {}, "B": {"life": life}},
        "permanents": permanents,
    }
    return json.dumps(doc)


LINES = [
    _board(20),
    _board(7, keywords=["trample", "first strike", "deathtouch", "lifelink", "flying"]),
    _board(3, counters=True),
    json.dumps(
        {
            "description_ja": "熊が攻撃する。",
            "active_player": "A",
            "players": {"A": {}, "B": {}},
            "permanents": [
                {"id": "熊", "controller": "A", "power": 2, "toughness": 2, "attacking": "B"}
            ],
        },
        ensure_ascii=False,
    ),
]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_510_batch_resolve_line_is_resolve_json_byte_for_byte(tmp_path: Path, lang: str) -> None:
    jsonl = tmp_path / "boards.jsonl"
    jsonl.write_text("".join(line + "\n" for line in LINES), "utf-8")
    runner = CliRunner()
    batch = runner.invoke(
        cli, ["batch", "resolve", str(jsonl), "--jobs", "1", "--auto", "--lang", lang]
    )
    assert batch.exit_code == 0, batch.output
    got = batch.stdout.splitlines()
    assert len(got) == len(LINES)
    for number, (line, out) in enumerate(zip(LINES, got, strict=True), start=1):
        single = tmp_path / f"board{number}.json"
        single.write_text(line, "utf-8")
        one = runner.invoke(cli, ["resolve", str(single), "--json", "--auto", "--lang", lang])
        assert one.exit_code in (0, 1), one.output
        expected = {"line": number, **json.loads(one.stdout)}
        assert out == json.dumps(expected, separators=(",", ":"), ensure_ascii=False)
