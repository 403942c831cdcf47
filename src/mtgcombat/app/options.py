"""The command line's arguments and options, as click declares them: the
shared ones (``--rules``, ``--json``, ``--lang``, ``--no-triggers``, the
seconds of a time limit) and those of each command that the web playground
also takes (:data:`COMMAND_PARAMS`), so that the commands and the
playground's endpoints read and describe them the same way.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable
from typing import Any, TypeVar

import click

from mtgcombat.app.common import LANGUAGES
from mtgcombat.core.ruleset import Step

rules_option = click.option(
    "--rules",
    type=click.Choice(["2023", "current"]),
    default=None,
    help="Rule set: 2023 (damage assignment order) or current. Overrides the file's.",
)
json_option = click.option("--json", "as_json", is_flag=True, help="Print JSON.")
lang_option = click.option(
    "--lang",
    type=click.Choice(list(LANGUAGES)),
    default=None,
    help="Message language (default: from the LANG locale, else English).",
)
triggers_option = click.option(
    "--no-triggers",
    "no_triggers",
    is_flag=True,
    help="Take the board exactly as written: do not resolve the declare blockers step's "
    'triggered abilities (bushido, rampage, flanking, afflict, "whenever ~ blocks"...) '
    "before combat damage.",
)


class _Seconds(click.FloatRange):
    """A time limit: at least 0.01 s, and a number (``nan`` compares false
    with every bound, so a plain range would let it through)."""

    name = "seconds"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        try:
            number = float(value)
        except (TypeError, ValueError):
            number = math.nan
        if math.isnan(number):
            self.fail(f"{value!r} is not a number of seconds", param, ctx)
        return super().convert(number, param, ctx)


SECONDS = _Seconds(min=0.01)


DESCRIPTION = "Magic: The Gathering combat rules, exactly, under the 2023 and current rules."
"""What ``mtgcombat --help`` says first, and the web playground's OpenAPI
description."""

_F = TypeVar("_F", bound=Callable[..., Any])


class _Together:
    """Decorators as one, applied as if written one above the other (the
    first on top): a command's click arguments and options."""

    def __init__(self, *decorators: Callable[[Any], Any]) -> None:
        self.decorators = decorators

    def __call__(self, function: _F) -> _F:
        for decorator in reversed(self.decorators):
            function = decorator(function)
        return function


CHECK_PARAMS = _Together(
    click.argument("file", type=click.Path(dir_okay=False)),
    rules_option,
    json_option,
    lang_option,
    triggers_option,
)
"""The arguments and options of ``check``."""


ASSIGNMENTS_PARAMS = _Together(
    click.argument("file", type=click.Path(dir_okay=False)),
    click.option("--creature", default=None, help="Only this creature."),
    click.option(
        "--step",
        type=click.Choice([s.value for s in Step]),
        default=None,
        help="The damage step (default: each creature's first step).",
    ),
    click.option("--count", "count_only", is_flag=True, help="Count without listing."),
    click.option(
        "--limit",
        type=click.IntRange(min=1, max=sys.maxsize),
        default=None,
        help="List at most N each.",
    ),
    rules_option,
    json_option,
    lang_option,
    triggers_option,
)
"""The arguments and options of ``assignments``."""


BLOCKS_PARAMS = _Together(
    click.argument("file", type=click.Path(dir_okay=False)),
    rules_option,
    json_option,
    lang_option,
    click.option(
        "--time-limit",
        type=SECONDS,
        default=10.0,
        show_default=True,
        help="Seconds the 509.1c solver may take; a hit is reported.",
    ),
)
"""The arguments and options of ``blocks``."""


ATTACKS_PARAMS = _Together(
    click.argument("file", type=click.Path(dir_okay=False)),
    rules_option,
    json_option,
    lang_option,
    click.option(
        "--time-limit",
        type=SECONDS,
        default=10.0,
        show_default=True,
        help="Seconds the 508.1d solver may take; a hit is reported.",
    ),
)
"""The arguments and options of ``attacks``."""


ORDERS_PARAMS = _Together(
    click.argument("file", type=click.Path(dir_okay=False)),
    rules_option,
    json_option,
    lang_option,
)
"""The arguments and options of ``orders``."""


DRAW_PARAMS = _Together(
    click.argument("file", type=click.Path(dir_okay=False)),
    click.option(
        "--after", is_flag=True, help="Resolve the combat (as resolve --auto) and draw the result."
    ),
    rules_option,
    lang_option,
    triggers_option,
    click.option(
        "-o",
        "--output",
        "output",
        type=click.Path(dir_okay=False),
        default=None,
        help="Write the picture to this file (default: standard output).",
    ),
)
"""The arguments and options of ``draw``."""


RESOLVE_PARAMS = _Together(
    click.argument("file", type=click.Path(dir_okay=False)),
    rules_option,
    click.option("--auto", is_flag=True, help="Use the default chooser for creatures without one."),
    json_option,
    lang_option,
    triggers_option,
)
"""The arguments and options of ``resolve``."""


SOLVE_PARAMS = _Together(
    click.argument("file", type=click.Path(dir_okay=False)),
    click.option(
        "--for",
        "side",
        type=click.Choice(["attacker", "defender"]),
        required=True,
        help="attacker: orders (2023) and assignments for the blocks in FILE; "
        "defender: blocks for the attack in FILE.",
    ),
    click.option(
        "--objective",
        "objective_items",
        multiple=True,
        metavar="KEY=VALUE",
        help="Weights life, poison, loyalty, defense, creatures; worth=stats|mana_value; "
        "avoid_losing=true|false. Repeat or separate with commas.",
    ),
    click.option(
        "--time-limit",
        type=SECONDS,
        default=60.0,
        show_default=True,
        help="Seconds to search; when hit, the best found is printed, marked not proven.",
    ),
    click.option(
        "--attacks",
        is_flag=True,
        help="With --for attacker: choose the attack declaration too (508.1); the defender "
        "answers with its best blocks.",
    ),
    rules_option,
    json_option,
    lang_option,
    triggers_option,
)
"""The arguments and options of ``solve``."""


CARDS_SHOW_PARAMS = _Together(
    click.argument("name"),
    json_option,
    lang_option,
)
"""The arguments and options of ``cards show``."""


PARSE_PARAMS = _Together(
    click.argument("sentence"),
    click.option(
        "--name", default="", help="The card's name, which the sentence may use for itself."
    ),
    json_option,
    lang_option,
)
"""The arguments and options of ``parse``."""


EXPLAIN_PARAMS = _Together(
    click.argument("rule"),
    click.option(
        "--rules",
        type=click.Choice(["2023", "current"]),
        default="current",
        show_default=True,
        help="The rule set whose version of the rule to explain.",
    ),
    json_option,
    lang_option,
)
"""The arguments and options of ``explain``."""


COMMAND_PARAMS: dict[str, _Together] = {
    "check": CHECK_PARAMS,
    "assignments": ASSIGNMENTS_PARAMS,
    "blocks": BLOCKS_PARAMS,
    "attacks": ATTACKS_PARAMS,
    "orders": ORDERS_PARAMS,
    "draw": DRAW_PARAMS,
    "resolve": RESOLVE_PARAMS,
    "solve": SOLVE_PARAMS,
    "cards show": CARDS_SHOW_PARAMS,
    "parse": PARSE_PARAMS,
    "explain": EXPLAIN_PARAMS,
}
"""The commands whose options the web playground's endpoints take, by
name (a group's command as ``"cards show"``)."""


def command_params(command: str) -> list[click.Parameter]:
    """The click arguments and options of ``command``, as the command line
    reads them: the web playground checks its query options with them and
    describes them in its OpenAPI document.

    >>> [p.name for p in command_params("orders")]
    ['file', 'rules', 'as_json', 'lang']
    >>> command_params("cards show")[0].name
    'name'
    """

    def nothing() -> None:
        """A callback for the parameters only."""

    return click.command(command)(COMMAND_PARAMS[command](nothing)).params
