"""The scenario file format: a TOML or JSON board with its declarations and
choices, read into the rules' values with every problem named by file and field.

The entry points are :func:`load_scenario` (a file) and :func:`parse_scenario`
(text), giving a :class:`Scenario` or raising a :class:`ScenarioError`.
"""

from mtgcombat.scenario.errors import ScenarioError as ScenarioError
from mtgcombat.scenario.load import Scenario as Scenario
from mtgcombat.scenario.load import load_scenario as load_scenario
from mtgcombat.scenario.load import parse_scenario as parse_scenario
from mtgcombat.scenario.schema import PermanentDoc as PermanentDoc
from mtgcombat.scenario.schema import PlayerDoc as PlayerDoc
from mtgcombat.scenario.schema import ScenarioDoc as ScenarioDoc
from mtgcombat.scenario.traits import ScenarioNote as ScenarioNote

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
