"""The scenario file format: a TOML or JSON board with its declarations and
choices, read into the rules' values with every problem named by file and field.

The entry points are :func:`load_scenario` (a file) and :func:`parse_scenario`
(text), giving a :class:`Scenario` or raising a :class:`ScenarioError`.
"""

from typing import TYPE_CHECKING, Any

from mtgcombat.scenario.errors import ScenarioError as ScenarioError
from mtgcombat.scenario.load import Scenario as Scenario
from mtgcombat.scenario.load import load_scenario as load_scenario
from mtgcombat.scenario.load import parse_scenario as parse_scenario
from mtgcombat.scenario.traits import ScenarioNote as ScenarioNote

if TYPE_CHECKING:
    from mtgcombat.scenario.schema import PermanentDoc as PermanentDoc
    from mtgcombat.scenario.schema import PlayerDoc as PlayerDoc
    from mtgcombat.scenario.schema import ScenarioDoc as ScenarioDoc


def __getattr__(name: str) -> Any:
    """The schema's models, loaded (with pydantic) on first use: a plain
    file is read without them (:mod:`mtgcombat.scenario.plain`)."""
    if name in ("PermanentDoc", "PlayerDoc", "ScenarioDoc"):
        from mtgcombat.scenario import schema  # noqa: PLC0415

        return getattr(schema, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "PermanentDoc",
    "PlayerDoc",
    "Scenario",
    "ScenarioDoc",
    "ScenarioError",
    "ScenarioNote",
    "load_scenario",
    "parse_scenario",
]
