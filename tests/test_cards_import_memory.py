"""``cards import`` streams the AtomicCards file (issue 35: 9): its memory
does not grow with the file's size. The whole document loaded took 25-30
times the file's size (2.4-2.95 GB for 100 MB); streamed, an entry at a time,
the process stays near its start-up size. Also the streaming reader's own
limits: nesting past :data:`~mtgcombat.cards.atomic_stream.MAX_DEPTH` is
refused at once in one line, and a string's escapes split across reads are
followed."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from mtgcombat.cards import atomic_stream
from mtgcombat.cards.mtgjson import CardImportError, import_atomic_cards, load_index

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


def _padded_file(path: Path, entries: int) -> None:
    """An AtomicCards file of ``entries`` small creatures, each padded with
    what a real file carries and the import does not keep: many small
    rulings, legalities and foreign printings (about 50 KB an entry)."""
    rulings = [{"date": "2020-01-01", "text": f"Ruling {i}."} for i in range(600)]
    legalities = {f"format{i}": "Legal" for i in range(60)}
    foreign = [{"language": f"L{i}", "name": f"N{i}", "faceName": f"F{i}"} for i in range(400)]
    with path.open("w", encoding="utf-8") as out:
        out.write('{"meta": {"version": "test"}, "data": {')
        for i in range(entries):
            name = f"Padded Bear {i}"
            face = {
                "name": name,
                "types": ["Creature"],
                "power": "2",
                "toughness": "2",
                "manaValue": 2,
                "text": "Flying",
                "rulings": rulings,
                "legalities": legalities,
                "foreignData": foreign,
            }
            out.write(("," if i else "") + json.dumps(name) + ": [" + json.dumps(face) + "]")
        out.write("}}")


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc (Linux)")
def test_importing_a_30_mb_file_does_not_grow_memory_with_its_size(tmp_path: Path) -> None:
    """A ~30 MB file of small padded entries: the process peaks well under
    the file's size (the whole document loaded peaked at ~20 times it). The
    peak is the process's own high-water mark (VmHWM), read as it exits."""
    source = tmp_path / "AtomicCards.json"
    _padded_file(source, 600)
    size_mb = source.stat().st_size / 2**20
    assert 25 < size_mb < 40, size_mb
    peak_file = tmp_path / "peak"
    command = [sys.executable, "-c", _PEAK_REPORTING, "cards", "import", str(source)]
    done = subprocess.run(
        [*command, "--data-dir", str(tmp_path / "index")],
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "PEAK_FILE": str(peak_file)},
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "imported 600 cards" in done.stdout
    peak_mb = int(peak_file.read_text()) / 1024
    # start-up (Python, the command line, the card-text parser) is ~40 MB
    assert peak_mb < 40 + size_mb, (peak_mb, size_mb)
    assert load_index(tmp_path / "index").find("Padded Bear 599") is not None


def _write(tmp_path: Path, raw: str) -> Path:
    path = tmp_path / "AtomicCards.json"
    path.write_text(raw, "utf-8")
    return path


def test_nesting_past_the_limit_is_refused_in_one_line(tmp_path: Path) -> None:
    """ijson's memory grows with the square of the depth: 100,000 "[" took
    gigabytes. Refused as the bytes go by; control: the limit itself reads."""
    deep = atomic_stream.MAX_DEPTH + 1
    path = _write(tmp_path, '{"data": {"X": ' + "[" * deep + "]" * deep + "}}")
    with pytest.raises(CardImportError) as err:
        import_atomic_cards(path, tmp_path / "index")
    assert f"nested deeper than {atomic_stream.MAX_DEPTH} levels" in str(err.value)
    assert "\n" not in str(err.value)
    # control: at the limit the file is read (its entry is a bad one: no faces object)
    depth = atomic_stream.MAX_DEPTH - 2  # the document and "data" are two levels
    ok = _write(tmp_path, '{"data": {"X": ' + "[" * depth + "]" * depth + "}}")
    with pytest.raises(CardImportError, match="a card face must be an object"):
        import_atomic_cards(ok, tmp_path / "index")


def test_brackets_and_escapes_in_strings_are_not_nesting() -> None:
    """Brackets inside strings do not count, nor does an escaped quote end
    a string, even when a read ends between a backslash and what it escapes."""
    text = b'{"data": {"X \\\\\\" [[[": [{"name": "]]]] \\" {{{{\\\\", "t": "[\\u005b"}]}}'
    for size in range(1, len(text) + 1):
        guarded = atomic_stream._Guarded(_Chunks(text, size), len(text))
        while guarded.read(size):
            pass
        assert guarded.deepest == 4, size


class _Chunks(io.BytesIO):
    """A file whose reads return at most ``size`` bytes."""

    def __init__(self, data: bytes, size: int) -> None:
        super().__init__(data)
        self._size = size

    def read(self, size: int | None = -1) -> bytes:
        return super().read(self._size)


def test_a_name_given_twice_is_read_as_a_json_object_reads_it(tmp_path: Path) -> None:
    """The last entry of a name given twice counts, in the first one's place
    (as json.load read it)."""
    first: dict[str, Any] = {"name": "Bears", "types": ["Creature"], "power": "1"}
    second: dict[str, Any] = {**first, "power": "3"}
    raw = (
        '{"data": {"Bears": [' + json.dumps(first) + '], "Elf": [{"name": "Elf"}],'
        ' "Bears": [' + json.dumps(second) + "]}}"
    )
    report = import_atomic_cards(_write(tmp_path, raw), tmp_path / "index")
    assert report.cards == 2
    found = load_index(tmp_path / "index").find("Bears")
    assert found is not None and found.power == 3


@pytest.mark.parametrize("odd", ["10" + "0" * 400, '"Sur\\udfffrogate"'])
def test_a_value_the_c_parser_refuses_is_read_again_entry_by_entry(odd: str) -> None:
    """A 400-digit number or a lone surrogate escape stops ijson's C parser
    after many entries were given: the file is read again with the
    pure-Python parser and every entry is given once, in order."""
    names = [f"Bear {i}" for i in range(3000)]
    good = [json.dumps(n) + ': [{"name": ' + json.dumps(n) + "}]" for n in names]
    bad = '"Odd": [{"name": "Odd", "manaValue": ' + odd + "}]"
    doc = ('{"data": {' + ", ".join([*good, bad, '"Last": [{"name": "Last"}]']) + "}}").encode()
    assert len(doc) > 100_000  # past the parser's first reads
    read = list(atomic_stream.atomic_entries(lambda: io.BytesIO(doc), len(doc)))
    assert [name for name, _ in read] == [*names, "Odd", "Last"]
    assert read[-2][1][0]["manaValue"] in (10**401, "Sur\udfffrogate")
