"""What ``mtgcombat check`` loads as it starts (issue 38: at most 120 ms
over a bare python on a seed example, 510.1c example 1): the modules of the
other commands, and libraries only some commands or inputs need, are not
imported; and the command group's map from a command to the module that
defines it (``cli.group.COMMAND_MODULES``) names every command's module."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from mtgcombat.app.examples import examples_dir

SEED = examples_dir() / "510_1c_ex1_vastwood_gorger.toml"

NOT_LOADED = (
    # other commands' modules and the application layer behind them
    "mtgcombat.cli.batch",
    "mtgcombat.cli.cards",
    "mtgcombat.cli.cards_fetch",
    "mtgcombat.cli.extras",
    "mtgcombat.cli.resolve",
    "mtgcombat.cli.solve",
    "mtgcombat.app.solve",
    "mtgcombat.batch",
    # the card index (no index imported), the grammar (every sentence in
    # the parse cache), the scenario schema (a plain file), the timeline's
    # rules (no timeline), the "did you mean" of a misspelling
    "sqlite3",
    "mtgcombat.cards.index_store",
    "lark",
    "pydantic",
    "mtgcombat.rules.timeline",
    "difflib",
    # data files read by path
    "importlib.resources",
    "zipfile",
    # the parse cache's file name: BLAKE2b from the interpreter's _blake2,
    # not through hashlib (which loads OpenSSL: some milliseconds)
    "hashlib",
    "_hashlib",
)


def _loaded(args: list[str], cache: Path) -> tuple[str, list[str]]:
    probe = (
        "import json, sys\n"
        "from mtgcombat.cli import main\n"
        "try:\n"
        "    main()\n"
        "except SystemExit:\n"
        "    pass\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe, *args],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "MTGCOMBAT_CACHE_DIR": str(cache)},
    )
    *said, modules = done.stdout.splitlines()
    return "\n".join(said), json.loads(modules)


def test_510_1c_check_on_a_seed_example_loads_only_what_it_needs(tmp_path: Path) -> None:
    first, _ = _loaded(["check", str(SEED)], tmp_path)  # fills the parse cache
    said, modules = _loaded(["check", str(SEED)], tmp_path)
    assert said == first
    assert said.endswith("legal")
    assert "mtgcombat.cli.check" in modules
    assert [m for m in NOT_LOADED if m in modules] == []


def test_every_command_is_found_by_its_module_in_the_map() -> None:
    from mtgcombat.cli import cli  # noqa: PLC0415
    from mtgcombat.cli.group import COMMAND_MODULES  # noqa: PLC0415

    commands = cli.commands  # every module loaded
    assert sorted(commands) == sorted(COMMAND_MODULES)
    for name, command in commands.items():
        found = {command.callback.__module__} if command.callback else set()
        for sub in getattr(command, "commands", {}).values():
            found.add(sub.callback.__module__)
        assert found <= set(COMMAND_MODULES[name]), name
