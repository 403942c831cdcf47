"""The ``mtgcombat`` command group, and the loading of a command's scenario
file (with the garbage collector paused while a file command starts).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from mtgcombat.app.common import BadInput
from mtgcombat.app.options import DESCRIPTION

if TYPE_CHECKING:
    from pathlib import Path

    from mtgcombat.scenario.load import Scenario


def load_scenario(path: str | Path) -> Scenario:
    """:func:`mtgcombat.scenario.load.load_scenario` (pydantic and the scenario
    module load on the first call; the name is this module's, so a test or
    a host can put another loader in its place).

    >>> from mtgcombat.app.examples import examples_dir
    >>> load_scenario(examples_dir() / "509_1b_cant_block_alone.toml").board.active_player
    'A'
    """
    from mtgcombat.scenario.load import load_scenario as load

    return load(path)


def _load(path: str, lang: str = "en") -> Scenario:
    """The scenario at ``path``; a problem is one line in ``lang``, exit 2."""
    from mtgcombat.scenario.load import ScenarioError

    try:
        return load_scenario(path)  # static effects already applied (611.3a, 613)
    except ScenarioError as exc:
        raise BadInput(exc.message(lang)) from None
    finally:
        _resume_collector()  # start-up is over


COMMAND_MODULES: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(
        ("check", "assignments", "blocks", "attacks", "orders", "draw"), ("mtgcombat.cli.check",)
    ),
    "batch": ("mtgcombat.cli.batch",),
    "cards": ("mtgcombat.cli.cards", "mtgcombat.cli.cards_fetch"),
    **dict.fromkeys(("parse", "explain"), ("mtgcombat.cli.cards",)),
    **dict.fromkeys(("demo", "examples", "serve"), ("mtgcombat.cli.extras",)),
    **dict.fromkeys(("resolve", "combat"), ("mtgcombat.cli.resolve",)),
    "solve": ("mtgcombat.cli.solve",),
}
"""The module(s) whose import adds each command to the group (``cards
fetch`` joins the ``cards`` group from a module of its own)."""


class _LazyGroup(click.Group):
    """The command group, whose commands' modules are imported when a
    command is asked for: running ``check`` loads ``mtgcombat.cli.check``
    and what it needs, not the modules (and the application layer behind
    them) of the other commands. Listing the commands (``--help``, a "did
    you mean" for an unknown one) and reading :attr:`commands` load them all."""

    _loaded: bool = False

    @property  # type: ignore[override]
    def commands(self) -> dict[str, click.Command]:
        if not self._loaded:
            self._loaded = True
            for modules in COMMAND_MODULES.values():
                _import(modules)
        return self._commands

    @commands.setter
    def commands(self, value: dict[str, click.Command]) -> None:
        self._commands = value

    def add_command(self, cmd: click.Command, name: str | None = None) -> None:
        # (the modules' decorators: no loading of the others meanwhile)
        name = name or cmd.name
        if name is None:
            raise TypeError("Command has no name.")
        self._commands[name] = cmd

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        _import(COMMAND_MODULES.get(cmd_name, ()))
        found = self._commands.get(cmd_name)
        return found if found is not None else super().get_command(ctx, cmd_name)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(self.commands)


def _import(modules: tuple[str, ...]) -> None:
    from importlib import import_module

    for module in modules:
        import_module(module)


@click.group(
    cls=_LazyGroup,
    help=DESCRIPTION,
    context_settings={"help_option_names": ["-h", "--help"]},
)
@click.version_option(package_name="mtgcombat")
def cli() -> None:
    """The command group (its help is :data:`mtgcombat.app.options.DESCRIPTION`)."""


_FILE_COMMANDS = frozenset(
    {"check", "assignments", "blocks", "attacks", "orders", "draw", "resolve", "combat", "solve"}
)
"""The commands that read one scenario file first (``_load``)."""

_COLLECTOR_PAUSED: list[bool] = []


def _pause_collector(args: list[str]) -> None:
    """For a process started to run one of the file commands: no cyclic
    garbage collection while it starts. Start-up imports the modules and
    reads the file, making objects that live until the process ends, and
    the collector's passes over them were about a twentieth of ``check``'s
    start-up; ``_load`` turns it on again once the file is read, with what
    start-up made set aside (``gc.freeze``), so the command itself runs
    with the collector as usual."""
    import gc

    if args and args[0] in _FILE_COMMANDS and gc.isenabled():
        gc.disable()
        _COLLECTOR_PAUSED.append(True)


def _resume_collector() -> None:
    """The collector on again after start-up (see ``_pause_collector``)."""
    if _COLLECTOR_PAUSED:
        import gc

        _COLLECTOR_PAUSED.clear()
        gc.freeze()
        gc.enable()
