"""A usage problem said in one line: click's own words in English, the
catalog's in Japanese. The command line and the web playground's query
options both say their problems with :func:`usage_line`.
"""

from __future__ import annotations

import click

from mtgcombat.app.common import BadInput


def _click_messages() -> tuple[str, ...]:
    """Click's own usage messages (click writes them in English): the
    catalog keys whose English templates read them back."""
    from mtgcombat.i18n.messages import INPUT_ERRORS

    skip = (
        "usage_other",
        "usage_bad_value",
        "usage_missing",
        "usage_no_such_option",
        "usage_did_you_mean",
        "usage_choices",
    )
    return tuple(k for k in INPUT_ERRORS if k.startswith("usage_") and k not in skip)


def _usage_problem(exc: click.ClickException, lang: str) -> str:
    """A usage error of click's (an unknown or missing option, a value of
    the wrong type) in ``lang``; the details click gives stay as they are."""
    from mtgcombat.i18n.messages import input_error, match_input_error

    hint = ""
    if isinstance(exc, click.BadParameter | click.MissingParameter) and exc.param is not None:
        hint = exc.param.get_error_hint(exc.ctx)
    if isinstance(exc, click.NoSuchOption):
        text = input_error("usage_no_such_option", lang, option=exc.option_name)
        if exc.possibilities:
            options = ", ".join(sorted(exc.possibilities))
            text += input_error("usage_did_you_mean", lang, options=options)
        return text
    if isinstance(exc, click.MissingParameter) and hint:
        text = input_error("usage_missing", lang, hint=hint)
        param_type = exc.param.type if exc.param is not None else None
        if isinstance(param_type, click.Choice):
            choices = ", ".join(str(c) for c in param_type.choices)
            text += input_error("usage_choices", lang, choices=choices)
        return text
    found = match_input_error(" ".join(exc.message.split()), _click_messages())
    said = input_error(found[0], lang, **found[1]) if found else None
    if isinstance(exc, click.BadParameter) and hint:
        detail = said or input_error("usage_other", lang, detail=exc.message)
        return input_error("usage_bad_value", lang, hint=hint, detail=detail)
    return said or input_error("usage_other", lang, detail=exc.format_message())


def usage_line(exc: click.ClickException, lang: str) -> str:
    """The one line the command prints (after ``mtgcombat: ``) for a problem
    click or a command raised, in ``lang``: click's own English words, or
    the catalog's Japanese ones; what click wraps over several lines (a
    missing choice lists its choices one per line) joined into one. The web
    server says its query options' problems with it, so the two agree.

    >>> option = click.Option(["--rules"], type=click.Choice(["2023", "current"]))
    >>> context = click.Context(click.Command("mtgcombat"))
    >>> missing = click.MissingParameter(ctx=context, param=option)
    >>> usage_line(missing, "en")
    "Missing option '--rules'. Choose from: 2023, current"
    >>> usage_line(click.NoSuchOption("--rulez", possibilities=["--rules"]), "ja")
    '「--rulez」というオプションはない（考えられるオプション：--rules）'
    """
    if lang == "en" or isinstance(exc, BadInput):
        message = exc.format_message()
    else:
        message = _usage_problem(exc, lang)
    return " ".join(message.split())
