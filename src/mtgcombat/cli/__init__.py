"""The ``mtgcombat`` command line.

Exit codes: 0 legal (or a query answered), 1 illegal, 2 bad input (a one-line
message naming the file, the field and the rule; never a traceback).

The commands are in this package's modules, one per group of commands; what
they compute and print is the application layer's (:mod:`mtgcombat.app`).
"""

from mtgcombat.cli.group import cli as cli
from mtgcombat.cli.group import load_scenario as load_scenario
from mtgcombat.cli.main import main as main

__all__ = ["cli", "load_scenario", "main"]
