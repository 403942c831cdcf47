"""``batch``'s limits: a special file is refused at once, a line is read
within ``--max-line-bytes`` (an over-long one is that line's error and
never held in memory), and SIGINT or SIGTERM stops the run at once: the
workers stop, every line finished before is written in order, complete, and
the exit code is 130 or 143."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from mtgcombat import batch

BEAR = {"id": "bear", "controller": "A", "power": 2, "toughness": 2, "attacking": "B"}
BOARD = json.dumps({"active_player": "A", "players": {"A": {}, "B": {}}, "permanents": [BEAR]})
COMMAND = [sys.executable, "-m", "mtgcombat"]


def _run(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [*COMMAND, *args], check=False, input=stdin, capture_output=True, timeout=120
    )


def test_a_special_file_is_refused_at_once() -> None:
    started = time.monotonic()
    done = _run("batch", "check", "/dev/zero")
    assert done.returncode == 2
    assert time.monotonic() - started < 30
    lines = done.stderr.decode().strip().splitlines()
    assert len(lines) == 1 and "/dev/zero" in lines[0] and "regular file" in lines[0]
    assert done.stdout == b""


def test_a_special_file_is_refused_in_japanese() -> None:
    done = _run("batch", "check", "/dev/zero", "--lang", "ja")
    assert done.returncode == 2
    assert "通常のファイルではない" in done.stderr.decode()


def test_read_lines_keeps_a_long_line_out_of_memory() -> None:
    """The line is skipped a block at a time: its size is counted, its
    bytes are not kept; the lines around it are read as they are."""
    data = b"\n".join([b"first", b"x" * 5000, b"", b"last"])
    lines = list(batch.read_lines(io.BytesIO(data), max_bytes=100))
    assert lines == [b"first", batch.TooLong(5000, 100), b"", b"last"]
    assert list(batch.read_lines(io.BytesIO(b"y" * 300), max_bytes=100)) == [
        batch.TooLong(300, 100)
    ]
    # a line exactly at the limit is read
    assert list(batch.read_lines(io.BytesIO(b"z" * 100 + b"\n"), max_bytes=100)) == [b"z" * 100]


def test_an_over_long_line_is_its_error_and_the_run_goes_on() -> None:
    long_line = "x" * 2000
    stdin = "\n".join([BOARD, long_line, BOARD]).encode()
    done = _run("batch", "check", "--max-line-bytes", "1000", stdin=stdin)
    assert done.returncode == 2  # a line was bad
    out = [json.loads(line) for line in done.stdout.decode().splitlines()]
    assert [o["line"] for o in out] == [1, 2, 3]
    assert out[0]["legal"] and out[2]["legal"]
    assert "2000 bytes" in out[1]["error"] and "--max-line-bytes" in out[1]["error"]


_PEAK_REPORTING = """
import atexit, os, sys
def _peak():
    with open("/proc/self/status") as status:
        peak = next(line for line in status if line.startswith("VmHWM:"))
    with open(os.environ["PEAK_FILE"], "w") as out:
        out.write(peak.split()[1])
atexit.register(_peak)
sys.argv[0] = "mtgcombat"
from mtgcombat.cli.main import main
main()
"""


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc (Linux)")
def test_a_huge_line_does_not_grow_memory(tmp_path: Path) -> None:
    """A 300 MB line with the default 16 MiB limit: the process peaks far
    below the line's size (it was a 3.1 GB peak for a 1 GB line). The peak
    is the process's own high-water mark (VmHWM), read as it exits."""
    peak_file = tmp_path / "peak"
    process = subprocess.Popen(
        [sys.executable, "-c", _PEAK_REPORTING, "batch", "check"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "PEAK_FILE": str(peak_file)},
    )
    assert process.stdin is not None and process.stdout is not None
    block = b"x" * 2**20
    for _ in range(300):
        process.stdin.write(block)
    process.stdin.write(b"\n" + BOARD.encode() + b"\n")
    process.stdin.close()
    out = process.stdout.read().decode().splitlines()
    process.wait(timeout=120)
    peak_mb = int(peak_file.read_text()) / 1024
    assert [json.loads(line)["line"] for line in out] == [1, 2]
    assert "over the limit" in json.loads(out[0])["error"]
    assert peak_mb < 200, peak_mb


def _children(pid: int) -> list[int]:
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(p) for p in text.split()]


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads /proc (Linux)")
@pytest.mark.parametrize(("signum", "code"), [(signal.SIGTERM, 143), (signal.SIGINT, 130)])
def test_a_signal_stops_the_workers_and_keeps_the_finished_lines(
    tmp_path: Path, signum: int, code: int
) -> None:
    """SIGTERM (SIGINT) to the parent of a ``--jobs 2`` run: it exits 143
    (130) within seconds, its workers are gone, and what it wrote is the
    first lines in order, each complete."""
    source = tmp_path / "many.jsonl"
    source.write_text((BOARD + "\n") * 100_000, "utf-8")
    process = subprocess.Popen(
        [*COMMAND, "batch", "check", str(source), "--jobs", "2"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        bufsize=0,  # the first line read leaves the rest to communicate()
    )
    assert process.stdout is not None
    first = process.stdout.readline()  # the run is under way
    assert first
    workers = _children(process.pid)
    process.send_signal(signum)
    started = time.monotonic()
    rest, errors = process.communicate(timeout=90)
    assert time.monotonic() - started < 45  # at once; generous for a loaded machine
    assert process.returncode == code
    lines = (first + rest).decode().splitlines()
    numbers = [json.loads(line)["line"] for line in lines]  # each line whole
    assert numbers == list(range(1, len(numbers) + 1))
    assert len(numbers) < 100_000
    assert str(len(numbers)) in errors.decode()
    for _ in range(50):  # the workers are gone once the parent has stopped them
        if not [w for w in workers if _alive(w)]:
            break
        time.sleep(0.1)
    assert workers and not [w for w in workers if _alive(w)]


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads /proc (Linux)")
@pytest.mark.parametrize(
    ("jobs", "signum", "delay"),
    [
        ("2", signal.SIGTERM, 0.0),
        ("2", signal.SIGINT, 0.05),
        ("2", signal.SIGTERM, 0.3),
        ("2", signal.SIGINT, 1.0),
        ("1", signal.SIGTERM, 0.0),
        ("1", signal.SIGINT, 0.3),
    ],
)
def test_a_signal_at_any_moment_keeps_every_line_and_its_count(
    tmp_path: Path, jobs: str, signum: int, delay: float
) -> None:
    """The signal sent at several moments of a run (right after its first
    line, while the parent writes, between chunks; one process or two): the
    lines written are the first ones in order, each whole, and the count in
    the message is theirs (one run printed "the 0 lines finished" though
    lines were written)."""
    source = tmp_path / "many.jsonl"
    source.write_text((BOARD + "\n") * 100_000, "utf-8")
    process = subprocess.Popen(
        [*COMMAND, "batch", "check", str(source), "--jobs", jobs],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        bufsize=0,
    )
    assert process.stdout is not None
    first = process.stdout.readline()
    assert first, process.communicate(timeout=90)
    time.sleep(delay)
    process.send_signal(signum)
    rest, errors = process.communicate(timeout=90)
    assert process.returncode == 128 + signum
    lines = (first + rest).decode().splitlines()
    numbers = [json.loads(line)["line"] for line in lines]
    assert numbers == list(range(1, len(numbers) + 1))
    assert len(numbers) < 100_000
    said = errors.decode().strip().splitlines()[-1]
    assert f" {len(numbers)} " in f" {said} ", said


class _Handler:
    """A signal that comes after ``after`` calls of a point of the run."""

    def __init__(self, stop: batch.Stop, after: int) -> None:
        self.stop, self.after, self.calls = stop, after, 0

    def tick(self) -> None:
        self.calls += 1
        if self.calls == self.after:
            self.stop.signal(signal.SIGTERM)


def _drive(stop: batch.Stop, lines: Iterator[str], when_written: _Handler | None) -> list[str]:
    out: list[str] = []
    with pytest.raises(batch.Stopped):
        for line in lines:
            out.append(line)
            if when_written is not None:
                when_written.tick()
    return out


@pytest.mark.parametrize("point", ["written", "waiting", "reading"])
@pytest.mark.parametrize("after", [1, 2, 3, 4, 5, 7, 9, 12])
def test_a_stop_at_every_point_hands_out_whole_chunks_in_order(point: str, after: int) -> None:
    """In process, a stop at every point of a run in chunks (after the
    N-th line written, while the N-th chunk is waited for, while the N-th
    input line is read): the lines handed out are the first ones, in order,
    with every chunk finished at the head of the line; none goes missing."""
    stop = batch.Stop()
    handler = _Handler(stop, after)
    done: dict[int, list[str]] = {}

    def submit(first: int, chunk: list[batch.Line]) -> int:
        done[first] = [str(first + i) for i in range(len(chunk))]
        return first

    def wait(first: int, seconds: float) -> bool:
        if point == "waiting" and seconds:
            handler.tick()
        return True

    def source() -> Iterator[str]:
        for _ in range(40):
            if point == "reading":
                handler.tick()
            yield "x"

    lines = batch._in_order(submit, done.pop, wait, source(), 3, 2, stop)
    out = _drive(stop, lines, handler if point == "written" else None)
    assert out == [str(n) for n in range(1, len(out) + 1)]
    assert len(out) % 3 == 0 or point == "written"  # whole chunks, but for the stop's own
    assert not done or point == "reading"  # the finished chunks are all handed out
    if point == "written":
        assert len(out) >= after


@pytest.mark.parametrize("after", [1, 2, 5])
def test_a_stop_in_one_process_cuts_only_the_line_being_run(after: int) -> None:
    """``--jobs 1``: a stop while a line is read or run ends the run there;
    the lines before it are all handed out."""
    stop = batch.Stop()
    handler = _Handler(stop, after)

    def source() -> Iterator[str]:
        for _ in range(10):
            handler.tick()
            yield BOARD

    out = _drive(stop, batch.run("check", source(), stop=stop), None)
    assert [json.loads(line)["line"] for line in out] == list(range(1, after))
