"""Input files that are not ordinary files, or are too large: every reader
refuses them at once with one line and exit code 2, never a hang.

Each CLI call runs in a subprocess with a timeout, so a reader that blocked on
a pipe or read an endless device would fail the test instead of hanging it.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from mtgcombat.cards.mtgjson import CardImportError, data_dir, import_atomic_cards
from mtgcombat.io.files import CARDS_LIMIT, SCENARIO_LIMIT, InputFileError, read_input
from mtgcombat.scenario.load import ScenarioError, load_scenario

SEED = Path(__file__).resolve().parents[1] / "examples" / "510_1c_ex1_vastwood_gorger.toml"
TIMEOUT = 60


def _cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", "from mtgcombat.cli import main; main()", *args],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        env={**os.environ, **(env or {})},
        check=False,
    )


def _one_clean_line(result: subprocess.CompletedProcess[str], *needles: str) -> None:
    assert result.returncode == 2, result
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "Traceback" not in result.stderr
    for needle in needles:
        assert needle in lines[0], lines[0]


@pytest.fixture
def fifo(tmp_path: Path) -> Iterator[Path]:
    path = tmp_path / "board.toml"
    os.mkfifo(path)
    yield path


@pytest.fixture
def unix_socket(tmp_path: Path) -> Iterator[Path]:
    path = tmp_path / "board.toml"
    server = socket.socket(socket.AF_UNIX)
    try:
        server.bind(str(path))
    except OSError as exc:  # pragma: no cover - a platform without UNIX sockets in tmp
        pytest.skip(f"cannot make a socket file: {exc}")
    yield path
    server.close()


def _sparse(path: Path, size: int) -> Path:
    with path.open("wb") as f:
        f.truncate(size)
    return path


# -- the reader ---------------------------------------------------------------


def test_read_input_reads_a_regular_file(tmp_path: Path) -> None:
    path = tmp_path / "x.toml"
    path.write_bytes(b"abc")
    assert read_input(path, limit=3) == b"abc"


def test_read_input_refuses_a_named_pipe_without_waiting_for_a_writer(fifo: Path) -> None:
    with pytest.raises(InputFileError, match="a named pipe, not a regular file"):
        read_input(fifo, limit=100)


def test_read_input_refuses_devices_sockets_and_directories(
    tmp_path: Path, unix_socket: Path
) -> None:
    for path, kind in (
        (Path("/dev/zero"), "a character device"),
        (Path("/dev/null"), "a character device"),
        (unix_socket, "a socket"),
        (tmp_path, "a directory"),
    ):
        with pytest.raises(InputFileError, match=f"{kind}, not a regular file"):
            read_input(path, limit=100)


def test_read_input_follows_a_link_and_judges_what_it_points_to(tmp_path: Path) -> None:
    link = tmp_path / "board.toml"
    link.symlink_to("/dev/zero")
    with pytest.raises(InputFileError, match="a character device"):
        read_input(link, limit=100)


@pytest.mark.parametrize("size", [0, 1, 99, 100])
def test_read_input_takes_a_file_up_to_the_limit(tmp_path: Path, size: int) -> None:
    path = tmp_path / "x"
    path.write_bytes(b"a" * size)
    assert len(read_input(path, limit=100)) == size


@pytest.mark.parametrize("size", [101, 102, 10_000])
def test_read_input_refuses_a_file_over_the_limit_before_reading(tmp_path: Path, size: int) -> None:
    path = tmp_path / "x"
    path.write_bytes(b"a" * size)
    with pytest.raises(InputFileError, match="more than the limit of 100 bytes"):
        read_input(path, limit=100)


def test_read_input_missing_file(tmp_path: Path) -> None:
    with pytest.raises(InputFileError, match="cannot read the file"):
        read_input(tmp_path / "nothing.toml", limit=100)


# -- scenarios ----------------------------------------------------------------


def test_scenario_over_the_64_mib_cap_is_refused_before_reading(tmp_path: Path) -> None:
    big = _sparse(tmp_path / "big.toml", SCENARIO_LIMIT + 1)
    with pytest.raises(ScenarioError, match="more than the limit"):
        load_scenario(big)


def test_scenario_special_files_raise_scenario_error(fifo: Path) -> None:
    for path in (fifo, Path("/dev/zero")):
        with pytest.raises(ScenarioError, match="not a regular file"):
            load_scenario(path)


@pytest.mark.parametrize(
    "command", [["check"], ["resolve"], ["blocks"], ["assignments"], ["solve", "--for", "attacker"]]
)
def test_cli_refuses_a_named_pipe_at_once(fifo: Path, command: list[str]) -> None:
    _one_clean_line(_cli(*command, str(fifo)), str(fifo), "a named pipe")


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/null", "/dev/urandom"])
def test_cli_refuses_character_devices(device: str) -> None:
    _one_clean_line(_cli("check", device), device, "a character device")


def test_cli_refuses_a_huge_scenario(tmp_path: Path) -> None:
    big = _sparse(tmp_path / "big.toml", SCENARIO_LIMIT + 1)
    _one_clean_line(_cli("check", str(big)), str(big), "more than the limit")


def test_input_files_are_never_modified(tmp_path: Path) -> None:
    copy = tmp_path / SEED.name
    copy.write_bytes(SEED.read_bytes())
    before = (copy.read_bytes(), copy.stat().st_mtime_ns)
    for command in (["check"], ["resolve"], ["blocks"], ["solve", "--for", "defender"]):
        assert _cli(*command, str(copy)).returncode in (0, 1)
    assert (copy.read_bytes(), copy.stat().st_mtime_ns) == before


# -- card import and the data folder --------------------------------------------


def test_cards_import_refuses_special_files_and_huge_files(tmp_path: Path, fifo: Path) -> None:
    big = _sparse(tmp_path / "AtomicCards.json", CARDS_LIMIT + 1)
    for path, needle in ((fifo, "a named pipe"), (Path("/dev/zero"), "a character device")):
        with pytest.raises(CardImportError, match=needle):
            import_atomic_cards(path, tmp_path / "index")
        _one_clean_line(_cli("cards", "import", str(path), "--data-dir", str(tmp_path)), needle)
    with pytest.raises(CardImportError, match="more than the limit"):
        import_atomic_cards(big, tmp_path / "index")
    assert not (tmp_path / "index").exists()


def test_data_dir_naming_a_file_is_a_clear_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    afile = tmp_path / "notes.txt"
    afile.write_text("x")
    monkeypatch.setenv("MTGCOMBAT_DATA_DIR", str(afile))
    with pytest.raises(CardImportError, match=r"MTGCOMBAT_DATA_DIR: .* is a file, not a directory"):
        data_dir()
    env = {"MTGCOMBAT_DATA_DIR": str(afile)}
    for args in (("check", str(SEED)), ("cards", "show", "Grizzly Bears"), ("cards", "coverage")):
        _one_clean_line(_cli(*args, env=env), "MTGCOMBAT_DATA_DIR", "not a directory")


def test_card_index_that_is_a_pipe_is_ignored_not_waited_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    os.mkfifo(tmp_path / "cards.json")
    env = {"MTGCOMBAT_DATA_DIR": str(tmp_path)}
    result = _cli("check", str(SEED), env=env)
    assert result.returncode in (0, 1), result.stderr
