"""The commands around the rules: ``demo``, ``examples`` and ``serve``."""

from __future__ import annotations

import os

import click

from mtgcombat.app.common import fail
from mtgcombat.app.options import lang_option
from mtgcombat.cli.group import cli
from mtgcombat.core.ruleset import RuleSet


@cli.command(short_help="Walk through the seed examples.")
@lang_option
@click.option(
    "--rules",
    type=click.Choice(["2023", "current"]),
    default=None,
    help="Show one rule set only (default: both, side by side).",
)
def demo(lang: str | None, rules: str | None) -> None:
    """Walk through the seed examples: the board, the legal options and the verdicts."""
    from mtgcombat.demo import run_demo
    from mtgcombat.i18n.messages import default_language as _default_language

    rule_sets = (RuleSet(rules),) if rules else (RuleSet.R2023, RuleSet.CURRENT)
    run_demo(click.echo, lang or _default_language(), rule_sets)


@cli.command(short_help="List the example scenarios, or print their folder.")
@click.option("--path", "path_only", is_flag=True, help="Print the examples' folder only.")
@lang_option
def examples(path_only: bool, lang: str | None) -> None:
    """List the example scenarios that come with mtgcombat (each with its
    description), or with --path print the folder they are in, to run them
    from anywhere: mtgcombat check "$(mtgcombat examples --path)/509_1d_block_cost.toml"."""
    from mtgcombat.app.examples import examples_dir
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.scenario.load import ScenarioError, load_scenario

    folder = examples_dir()
    if path_only:
        click.echo(str(folder))
        return
    language = lang or _default_language()
    for path in sorted(folder.rglob("*.toml")):
        try:
            about = load_scenario(path).describe(language)
        except ScenarioError:
            about = ""
        name = path.relative_to(folder).as_posix()
        click.echo(f"{name}: {about}" if about else name)


@cli.command(short_help="Serve the web playground (needs the [web] extra).")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option(
    "--port", type=click.IntRange(0, 65535), default=8000, show_default=True, help="Port."
)
@click.option("--open", "open_browser", is_flag=True, help="Open the page in a browser.")
@click.option(
    "--cors",
    "cors_origins",
    multiple=True,
    metavar="ORIGIN",
    help="Let pages from ORIGIN call the endpoints (repeatable; '*' for any). Off by default.",
)
@click.option(
    "--workers",
    type=click.IntRange(1, 64),
    default=1,
    show_default=True,
    help="Server processes (uvicorn workers), each with its own engine and card catalog.",
)
@click.option(
    "--engine-workers",
    type=click.IntRange(1, 256),
    default=None,
    metavar="N",
    help="Engine worker processes of each server process, which do the requests' engine "
    "work under its time and memory caps. Default: the number of processors, at least 2.",
)
@click.option(
    "--allowed-host",
    "allowed_hosts",
    multiple=True,
    metavar="NAME",
    help="Answer requests whose Host header names NAME too (repeatable; '*' for any). "
    "By default only localhost, 127.0.0.1, ::1 and the --host address.",
)
@lang_option
def serve(
    host: str,
    port: int,
    open_browser: bool,
    cors_origins: tuple[str, ...],
    workers: int,
    engine_workers: int | None,
    allowed_hosts: tuple[str, ...],
    lang: str | None,
) -> None:
    """Serve the web playground: set up a combat in a browser, see what is
    legal and why. Listens on the loopback address unless --host says
    otherwise; Ctrl-C stops it."""
    from mtgcombat.i18n.messages import default_language as _default_language
    from mtgcombat.i18n.messages import input_error

    language = lang or _default_language()
    try:
        import uvicorn

        from mtgcombat.web.app import (
            CORS_VARIABLE,
            ENGINE_WORKERS_VARIABLE,
            HOSTS_VARIABLE,
            create_app,
        )
        from mtgcombat.web.guard import allowed_hosts as _allowed
        from mtgcombat.web.serving import address_problem, server_options
    except ImportError:
        fail(f"serve: {input_error('web_extra_missing', language)}")
    problem = address_problem(host, port)
    if problem is not None:
        fail(f"serve: {input_error('serve_address', language, host=host, port=port, why=problem)}")
    hosts = _allowed(host, allowed_hosts)
    url = f"http://{'127.0.0.1' if host in ('0.0.0.0', '') else host}:{port}/"
    if open_browser:
        import threading
        import webbrowser

        threading.Timer(1.0, webbrowser.open, args=(url,)).start()
    click.echo(url)
    if workers == 1:
        import gc

        app = create_app(cors_origins=cors_origins, hosts=hosts, engine_workers=engine_workers)
        gc.freeze()  # what the app holds now is shared with its engine workers untouched
        uvicorn.run(app, host=host, port=port, **server_options())
        return
    # each worker process builds the app itself (the CORS origins and hosts passed down)
    import json

    os.environ[CORS_VARIABLE] = json.dumps(list(cors_origins))
    os.environ[HOSTS_VARIABLE] = json.dumps(list(hosts))
    if engine_workers is not None:
        os.environ[ENGINE_WORKERS_VARIABLE] = str(engine_workers)
    uvicorn.run(
        f"{create_app.__module__}:app_from_environment",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        **server_options(),
    )
