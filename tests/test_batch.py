"""Batch runs (issue 15): ``mtgcombat batch OP`` and ``mtgcombat.batch.run``
give, for each JSON line, the document the command's ``--json`` gives for the
same scenario (509 blocks, 510 damage, 704 state-based actions), in input
order, with error objects for bad lines; in parallel and on a Dask cluster
the output is the same, byte for byte."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from mtgcombat import batch
from mtgcombat.app import common as app_common
from mtgcombat.cli import batch as cli_batch
from mtgcombat.cli import cli
from mtgcombat.i18n.messages import LANGUAGES

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def example_lines() -> list[tuple[Path, str]]:
    """Every example scenario as one JSON line."""
    out = []
    for path in sorted(EXAMPLES.glob("*.toml")):
        data = tomllib.loads(path.read_text("utf-8"))
        out.append((path, json.dumps(data, ensure_ascii=False)))
    return out


def board_line(attackers: int = 5, *, life: int = 20) -> str:
    """N 3/3 attackers each blocked by a 2/2 (the throughput board is 5)."""
    permanents: list[dict[str, Any]] = []
    for i in range(attackers):
        permanents.append(
            {"id": f"a{i}", "controller": "A", "power": 3, "toughness": 3, "attacking": "B"}
        )
        permanents.append(
            {"id": f"b{i}", "controller": "B", "power": 2, "toughness": 2, "blocking": [f"a{i}"]}
        )
    permanents.append({"id": "c", "controller": "A", "power": 4, "toughness": 4, "attacking": "B"})
    doc = {"active_player": "A", "players": {"A": {}, "B": {"life": life}}}
    return json.dumps({**doc, "permanents": permanents})


def invoke(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), input=stdin)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize("op", ["check", "blocks", "attacks", "assignments", "resolve", "combat"])
def test_509_510_batch_line_is_the_commands_json_document_plus_line(
    op: str, tmp_path: Path
) -> None:
    """Each example: the batch line is the command's --json document for the
    file, with "line" added (assignments' list under "assignments")."""
    lines = example_lines()
    jsonl = tmp_path / "examples.jsonl"
    jsonl.write_text("".join(line + "\n" for _, line in lines), "utf-8")
    code, out, _ = invoke("batch", op, str(jsonl), "--lang", "en")
    got = [json.loads(line) for line in out.splitlines()]
    assert [g["line"] for g in got] == list(range(1, len(lines) + 1))
    compared = 0
    for (path, _), doc in zip(lines, got, strict=True):
        exit_code, text, _ = invoke(op, str(path), "--json", "--lang", "en")
        if exit_code == 2:  # bad input for this command: an error object
            assert set(doc) == {"line", "error"}
            continue
        expected = json.loads(text)
        if isinstance(expected, list):
            expected = {"assignments": expected}
        assert {k: v for k, v in doc.items() if k != "line"} == expected, path.name
        compared += 1
    assert compared >= len(lines) // 2
    assert code in (0, 2)


def test_batch_bad_lines_give_error_objects_and_the_run_goes_on(tmp_path: Path) -> None:
    jsonl = tmp_path / "mixed.jsonl"
    jsonl.write_text(
        "\n".join(
            [
                board_line(),
                "{not json",
                "",
                '{"active_player": "A", "players": {"A": {}}}',
                board_line(life=3),
                "[1, 2]",
            ]
        )
        + "\n",
        "utf-8",
    )
    code, out, err = invoke("batch", "resolve", str(jsonl), "--lang", "en")
    got = [json.loads(line) for line in out.splitlines()]
    assert [g["line"] for g in got] == [1, 2, 4, 5, 6]  # the blank line 3 is skipped
    assert "players" in got[0] and "error" not in got[0]
    assert got[1]["error"].startswith(f"{jsonl}:2: JSON syntax error")
    assert got[2]["error"].startswith(f"{jsonl}:4: players")  # 506.2: two players at least
    assert "506.2" in got[2]["error"]
    assert got[3]["players"]["B"]["lost"] is True  # 704.5a: 3 life, 4 unblocked damage
    assert "error" in got[4]
    assert code == 2 and err == ""


def test_batch_reads_standard_input_and_api_gives_the_same_lines() -> None:
    text = "".join(board_line(n) + "\n" for n in (1, 2, 3))
    code, out, _ = invoke("batch", "resolve", "-", "--lang", "en", stdin=text)
    assert code == 0
    api = list(batch.run("resolve", text.splitlines(), lang="en", name="<stdin>"))
    assert out == "".join(line + "\n" for line in api)
    assert [json.loads(line)["line"] for line in api] == [1, 2, 3]


def test_batch_in_processes_keeps_input_order_and_output() -> None:
    lines = [board_line(n % 4 + 1, life=n + 1) for n in range(23)]
    lines[7] = "{broken"
    one = list(batch.run("resolve", lines, lang="en"))
    two = list(batch.run("resolve", lines, jobs=2, chunk_size=3, lang="en"))
    assert one == two
    assert [json.loads(line)["line"] for line in two] == list(range(1, 24))


def test_batch_reads_ahead_a_bounded_window_only() -> None:
    """Streaming: the first answer comes before the input is read to the end,
    and a parallel run reads at most its window of chunks ahead."""
    pulled: list[int] = []

    def source(n: int) -> Iterator[str]:
        for i in range(n):
            pulled.append(i)
            yield board_line(1)

    first = next(batch.run("check", source(1000), lang="en"))
    assert json.loads(first)["line"] == 1 and len(pulled) == 1
    pulled.clear()
    run = batch.run("check", source(1000), jobs=2, chunk_size=4, lang="en")
    next(run)
    window = 2 * batch.IN_FLIGHT_PER_WORKER * 4
    assert len(pulled) <= window + 4
    run.close()  # type: ignore[attr-defined]


def test_batch_solve_needs_for_and_runs_with_it() -> None:
    code, out, err = invoke("batch", "solve", "-", stdin=board_line(2) + "\n")
    assert code == 2 and out == "" and "--for" in err and len(err.splitlines()) == 1
    code, out, _ = invoke(
        "batch", "solve", "-", "--for", "defender", "--lang", "en", stdin=board_line(2) + "\n"
    )
    doc = json.loads(out)
    assert code == 0 and doc["line"] == 1 and doc["optimal"] is True and "choice" in doc


def test_batch_unreadable_file_and_unknown_command_are_bad_input(tmp_path: Path) -> None:
    code, _, err = invoke("batch", "resolve", str(tmp_path / "missing.jsonl"))
    assert code == 2 and "missing.jsonl" in err
    code, _, err = invoke("batch", "explain", "-", stdin="")
    assert code == 2
    with pytest.raises(batch.BatchError):
        batch.run("orders", [])


def test_batch_cluster_without_dask_is_a_one_line_error(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.import_module

    def no_distributed(name: str, package: str | None = None) -> Any:
        if name == "distributed":
            raise ImportError(name)
        return real(name, package)

    monkeypatch.setattr(importlib, "import_module", no_distributed)
    code, out, err = invoke("batch", "check", "-", "--cluster", "tcp://127.0.0.1:1", stdin="")
    assert code == 2 and out == ""
    assert "mtgcombat[cluster]" in err and len(err.splitlines()) == 1


def test_batch_on_a_local_dask_cluster_is_byte_identical(tmp_path: Path) -> None:
    """Two worker processes of a local Dask cluster: the same bytes as the
    local run (chunks of 2 lines, so both workers get several)."""
    distributed = pytest.importorskip("distributed")
    lines = [board_line(n % 3 + 1, life=n + 2) for n in range(9)]
    lines.insert(4, "{broken")
    jsonl = tmp_path / "boards.jsonl"
    jsonl.write_text("".join(line + "\n" for line in lines), "utf-8")
    code, local, _ = invoke("batch", "resolve", str(jsonl), "--lang", "en")
    with distributed.LocalCluster(
        n_workers=2,
        processes=True,
        threads_per_worker=1,
        dashboard_address=None,
        silence_logs=50,
    ) as cluster:
        api = list(
            batch.run(
                "resolve",
                jsonl.read_text("utf-8").splitlines(),
                lang="en",
                cluster=cluster.scheduler_address,
                chunk_size=2,
                name=str(jsonl),
            )
        )
        remote = subprocess.run(
            [
                sys.executable,
                "-c",
                "from mtgcombat.cli import main; main()",
                "batch",
                "resolve",
                str(jsonl),
                "--lang",
                "en",
                "--cluster",
                cluster.scheduler_address,
            ],
            capture_output=True,
            check=False,
        )
    assert code == 2  # the broken line
    assert remote.returncode == 2, remote.stderr
    assert remote.stdout == local.encode("utf-8")
    assert "".join(line + "\n" for line in api) == local


def test_importing_mtgcombat_or_the_cli_loads_no_heavy_library() -> None:
    """Start-up (issue 15): pydantic, highspy, lark and numpy load only where
    used (not timed: which modules are loaded)."""
    heavy = ("pydantic", "highspy", "lark", "numpy")
    for code in (
        "import mtgcombat",
        "from mtgcombat import Board, RuleSet",
        "from mtgcombat.cli import main\ntry:\n    main(['--help'])\nexcept SystemExit:\n    pass",
    ):
        probe = "import sys, io, contextlib\nwith contextlib.redirect_stdout(io.StringIO()):\n"
        probe += "".join(f"    {line}\n" for line in code.splitlines())
        probe += f"print(sorted(m for m in {heavy!r} if m in sys.modules))"
        done = subprocess.run(
            [sys.executable, "-c", probe], capture_output=True, text=True, check=True
        )
        assert done.stdout.strip() == "[]", (code, done.stdout, done.stderr)


def test_help_loads_neither_json_nor_pathlib() -> None:
    """Start-up (issue 15): ``--help`` prints click's text only; the JSON
    output and the file paths of the commands load with them."""
    probe = (
        "import sys, io, contextlib\n"
        "from mtgcombat.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    try:\n        main(['--help'])\n    except SystemExit:\n        pass\n"
        "print(sorted(m for m in ('json', 'pathlib') if m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]", (done.stdout, done.stderr)


def test_cli_languages_are_the_message_catalogs() -> None:
    assert app_common.LANGUAGES == LANGUAGES
    assert batch.OPS == cli_batch.BATCH_OPS
