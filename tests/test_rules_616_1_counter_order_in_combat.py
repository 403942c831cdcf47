"""Counter replacements whose order matters (616.1) met only during combat:
the affected permanent's controller orders Hardened Scales ("that many plus
one") and Corpsejack Menace ("twice that many"), which a file can't give, so
the engine refuses (:mod:`mtgcombat.rules.counter_placing`). A file where
the two apply to different players' creatures loads; A steals the Menace
with Turn Against after blockers are declared, and Vigor turns the Giant's
3 combat damage to the bear into counters in the damage step: 8 or 7. Every
command that reaches that step says so in one line, exit 2 (the web: 400);
the controls steal Winding Constrictor, whose "plus one" gives 5 counters in
either order. The edges (the CLI's ``main``, ``batch``, the web server) also
turn a :class:`~mtgcombat.rules.choice_errors.ChoiceError` no command placed
into that one line, never an internal error.
"""

from __future__ import annotations

import importlib
import json
import tomllib
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgcombat import batch
from mtgcombat.app import resolve
from mtgcombat.app.examples import examples_dir
from mtgcombat.cli import cli
from mtgcombat.cli.main import main
from mtgcombat.rules.choice_errors import ChoiceError

FIXTURE = Path(__file__).parent / "cards" / "cards.json"
CARDS = (
    "Hardened Scales",
    "Vigor",
    "Grizzly Bears",
    "Corpsejack Menace",
    "Winding Constrictor",
    "Hill Giant",
    "Turn Against",
)

BOARD = """active_player = "A"
[players.A]
[players.B]
[[permanents]]
id = "scales"
card = "Hardened Scales"
controller = "A"
[[permanents]]
id = "vigor"
card = "Vigor"
controller = "A"
[[permanents]]
id = "bear"
card = "Grizzly Bears"
controller = "A"
attacking = "B"
[[permanents]]
id = "menace"
card = "{stolen}"
controller = "B"
[[permanents]]
id = "giant"
card = "Hill Giant"
controller = "B"
blocking = ["bear"]
[[timeline]]
after = "declare-blockers"
card = "Turn Against"
targets = ["menace"]
controller = "A"
"""
MENACE = "Corpsejack Menace"
CONSTRICTOR = "Winding Constrictor"


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The seven cards, imported from the behaviour suite's fixture."""
    folder = tmp_path_factory.mktemp("counter-order")
    every = json.loads(FIXTURE.read_text(encoding="utf-8"))
    subset = {"data": {name: every["data"][name] for name in CARDS}}
    source = folder / "cards.json"
    source.write_text(json.dumps(subset), encoding="utf-8")
    index = folder / "index"
    result = CliRunner().invoke(cli, ["cards", "import", str(source), "--data-dir", str(index)])
    assert result.exit_code == 0, result.output
    return index


def _run(data_dir: Path, tmp_path: Path, stolen: str, *args: str) -> tuple[int, str]:
    path = tmp_path / "steal.toml"
    path.write_text(BOARD.format(stolen=stolen), encoding="utf-8")
    result = CliRunner().invoke(
        cli, [args[0], str(path), *args[1:]], env={"MTGCOMBAT_DATA_DIR": str(data_dir)}
    )
    return result.exit_code, result.output


REFUSAL = 'permanents[2] "bear".counters: the abilities of scales, menace change the +1/+1'


@pytest.mark.parametrize(
    "args",
    [("resolve",), ("resolve", "--json"), ("combat",), ("solve", "--for", "attacker")],
)
def test_616_1_order_met_in_the_damage_step_is_one_line_exit_2(
    data_dir: Path, tmp_path: Path, args: tuple[str, ...]
) -> None:
    code, output = _run(data_dir, tmp_path, MENACE, *args)
    assert code == 2, output
    lines = output.strip().splitlines()
    assert len(lines) == 1, output
    assert REFUSAL in lines[0] and lines[0].endswith("(616.1)"), lines[0]
    assert "internal error" not in output and "Traceback" not in output


@pytest.mark.parametrize("args", [("resolve", "--json"), ("solve", "--for", "attacker")])
def test_616_1_control_order_does_not_matter(
    data_dir: Path, tmp_path: Path, args: tuple[str, ...]
) -> None:
    code, output = _run(data_dir, tmp_path, CONSTRICTOR, *args)
    assert code == 0, output
    if args[0] == "resolve":  # 3 prevented, plus one, plus one: 5 (614.1a, 615.5)
        doc = json.loads(output)
        assert doc["permanents"]["bear"]["counters"]["+1/+1"] == 5
        assert doc["permanents"]["giant"]["damage"] == 2


def test_616_1_batch_line_is_an_error_and_the_run_goes_on(
    data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # batch reads its catalog once per process: an earlier test in this
    # worker may have read it without the index, so it is read afresh here
    monkeypatch.setattr(batch, "_CATALOG", [])
    lines = [
        json.dumps(tomllib.loads(BOARD.format(stolen=stolen))) for stolen in (MENACE, CONSTRICTOR)
    ]
    path = tmp_path / "boards.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = CliRunner().invoke(
        cli,
        ["batch", "solve", str(path), "--for", "attacker"],
        env={"MTGCOMBAT_DATA_DIR": str(data_dir)},
    )
    first, second = (json.loads(line) for line in result.stdout.strip().splitlines())
    assert REFUSAL in first["error"] and "internal" not in first["error"]
    assert "error" not in second
    assert result.exit_code == 2


_UNPLACED = ChoiceError(
    "bear",
    "counters",
    "the abilities of scales, menace change the +1/+1 counters put on bear, and the order its "
    "controller applies them in (616.1) changes the number: that order can't be given in a "
    "file yet",
    "616.1",
    "counter_replacement_order",
    {"permanent": "bear", "counter": "+1/+1", "ids": "scales, menace"},
)


def _raise() -> None:
    raise _UNPLACED


def test_616_1_cli_main_catches_a_choice_no_command_placed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def unplaced(*args: object, **kwargs: object) -> None:
        _raise()

    monkeypatch.setattr(resolve, "resolve_run", unplaced)
    monkeypatch.setattr("mtgcombat.cli.resolve.resolve_run", unplaced, raising=False)
    example = examples_dir() / "510_1c_ex1_vastwood_gorger.toml"
    with pytest.raises(SystemExit) as done:
        main(["resolve", str(example), "--lang", "ja"])
    assert done.value.code == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith('mtgcombat: "bear".counters: ') and err.endswith("(616.1)")
    assert "\n" not in err and "順番" in err


def test_616_1_web_edge_catches_it() -> None:
    pytest.importorskip("starlette")
    request = importlib.import_module("mtgcombat.web.request")
    with pytest.raises(request.BadRequest) as bad:
        request._engine_call(_raise, "en")
    assert bad.value.status == 400
    assert bad.value.message.startswith('"bear".counters: the abilities of scales, menace')
    assert bad.value.message.endswith("(616.1)")


def test_616_1_batch_edge_catches_it(monkeypatch: pytest.MonkeyPatch) -> None:
    def unplaced(*args: object) -> None:
        _raise()

    monkeypatch.setattr(batch, "_document", unplaced)
    line = batch.run_line("resolve", 3, b'{"active_player": "A"}', batch.Options(), "in.jsonl")
    assert line is not None
    error = json.loads(line)["error"]
    assert error.startswith('in.jsonl:3: "bear".counters: ') and error.endswith("(616.1)")
