"""The error of a choice a scenario must make for a triggered ability and
does not, or makes illegally: a target (603.3d, 601.2c), the permanents a
player sacrifices (701.21a). Raised by the rules that take the choices
(:mod:`mtgcombat.rules.triggers_targets`,
:mod:`mtgcombat.rules.sacrifice_choices`), written out by the edges.
"""

from __future__ import annotations


class ChoiceError(ValueError):
    """A choice the file must make for a triggered ability is missing or
    illegal: a target (603.3d, 601.2c). ``permanent`` is the permanent whose
    ability it is, ``field`` the scenario field to set, ``rule`` the rule.
    ``key`` and ``facts`` name the problem for a message in another
    language (the message catalog's input_errors; facts may be ability
    values, which the edge writes out).

    >>> err = ChoiceError("shaman", "choices.targets", "no target given", "603.3d")
    >>> str(err), err.field
    ('no target given (603.3d)', 'choices.targets')
    """

    def __init__(
        self,
        permanent: str,
        field: str,
        problem: str,
        rule: str,
        key: str = "",
        facts: dict[str, object] | None = None,
    ) -> None:
        self.permanent = permanent
        self.field = field
        self.problem = problem
        self.rule = rule
        self.key = key
        self.facts = dict(facts or {})
        super().__init__(f"{problem} ({rule})")


def modes_unchosen(permanent: str, ability: object) -> ChoiceError:
    """The error of a modal triggered ability put on the stack without its
    mode: its modes are chosen as it goes on the stack (700.2b,
    :mod:`mtgcombat.rules.trigger_modes`), so one left unchosen is refused,
    never resolved as nothing.

    >>> err = modes_unchosen("herald", "whenever ~ attacks, choose one ...")
    >>> err.field, err.rule, err.key
    ('choices.modes', '700.2b', 'choice_needs_mode')
    """
    return ChoiceError(
        permanent,
        "choices.modes",
        f"its modal triggered ability ({ability}) needs its mode(s) chosen as it "
        "goes on the stack: name entry 1 of choices.modes",
        "700.2b",
        "choice_needs_mode",
        {"ability": ability, "count": 1},
    )


def defending_pays_unchosen(permanent: str, ability: object) -> ChoiceError:
    """The error of "defending player may pay {N}" resolving with no answer:
    the defending player chooses as it resolves (603.5, 118.3), and the engine
    never guesses that choice (session 11).

    >>> err = defending_pays_unchosen("serpent", "whenever ~ attacks, ...")
    >>> err.field, err.rule, err.key
    ('choices.defending_pays', '603.5', 'choice_needs_defending_pays')
    """
    return ChoiceError(
        permanent,
        "choices.defending_pays",
        f"its triggered ability ({ability}) asks whether the defending player pays: "
        "set choices.defending_pays to true or false",
        "603.5",
        "choice_needs_defending_pays",
        {"ability": ability},
    )


__all__ = ["ChoiceError", "defending_pays_unchosen", "modes_unchosen"]
