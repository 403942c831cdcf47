"""Write the generated definitions ahead of time (issue 38): `core.predefined_a`,
`_b` and `_c`.

    .venv/bin/python benchmarks/write_predefined.py          # write them
    .venv/bin/python benchmarks/write_predefined.py --check  # exit 1 if they differ

The texts are those a fresh process hands to `core.predefined.define` while
it runs `check` and `resolve` on every file in examples/ (English and
Japanese); `tests/test_predefined.py` runs `--check`. A text not written
there is still compiled at run time, so a new value class only costs its
start-up until this script is run again.
"""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
from pathlib import Path

from mtgcombat.core.predefined import PARTS, written_modules

ROOT = Path(__file__).resolve().parent.parent
CORE = ROOT / "src" / "mtgcombat" / "core"

_COLLECT = """
import contextlib, io, json, sys
from pathlib import Path
from mtgcombat.core import predefined
predefined.SEEN = []
from mtgcombat.cli.main import main
for path in sorted(Path(sys.argv[1]).glob("*.toml")):
    for command in ("check", "resolve"):
        for lang in ("en", "ja"):
            out, err = io.StringIO(), io.StringIO()
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                try:
                    main([command, str(path), "--lang", lang])
                except SystemExit:
                    pass
print(json.dumps(sorted(set(predefined.SEEN))))
"""


def collect() -> list[str]:
    """The texts given to `define` by `check` and `resolve` on the examples,
    in a fresh process (the parse cache off, so every sentence is read)."""
    env = {"MTGCOMBAT_CACHE_DIR": "off", "PYTHONHASHSEED": "0", "PATH": "/usr/bin:/bin"}
    done = subprocess.run(
        [sys.executable, "-c", _COLLECT, str(ROOT / "examples")],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        cwd=ROOT,
    )
    texts: list[str] = json.loads(done.stdout)
    return texts


def main(argv: list[str]) -> int:
    """Write the modules, or with ``--check`` say whether they are current."""
    texts = written_modules(collect())
    stale = []
    for part, text in zip(PARTS, texts, strict=True):
        path = CORE / f"predefined_{part}.py"
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            stale.append(path.name)
            if "--check" not in argv:
                path.write_text(text, encoding="utf-8")
    with contextlib.suppress(BrokenPipeError):
        print(("stale: " if "--check" in argv else "written: ") + (", ".join(stale) or "none"))
    return 1 if stale and "--check" in argv else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
