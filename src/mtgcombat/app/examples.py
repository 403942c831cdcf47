"""Where the example scenarios that come with mtgcombat are: the
``examples`` command lists them, the demo walks through them and the web
playground serves them.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path


def examples_dir() -> Path:
    """Where the example scenarios are: packaged with the wheel, or the
    ``examples/`` folder of a source checkout.

    >>> sorted(p.name for p in examples_dir().glob("*.toml"))[:2]
    ['508_1d_attacks_each_combat.toml', '509_1b_cant_block_alone.toml']
    """
    packaged = resources.files("mtgcombat") / "examples"
    if packaged.is_dir():
        return Path(str(packaged))
    return Path(__file__).resolve().parents[3] / "examples"
