"""The card behaviour suite (issue 33, section 4): real cards, carried out.

Every ``[[case]]`` of ``tests/cards/cases/*.toml`` is two tests, named by its
rule, card and title: ``test_702_9b_serra_angel_flying`` runs the case's
scenario through the command line and checks the outcome worked out by hand
from the printed text and the Comprehensive Rules, and
``test_702_9b_serra_angel_flying_control`` runs its control, where the line
must not apply. The cards come from ``cards.json`` (an AtomicCards subset),
imported once per session with the real ``cards import``. The meta-tests
below check that every case has a rule and a real control, and that the
random pick (``pick.py``, ``picked.txt``) is reproducible and covered: every
picked card has a case or a reason in ``refused.toml``.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import make_fixture
import pick
import pytest
from suite import (
    BUGS,
    COMMANDS,
    FIXTURE,
    MISSING,
    PICKED,
    Case,
    import_fixture,
    load_cases,
    load_refused,
    lookup,
    picked,
    verify,
)

from mtgcombat.cards.mtgjson import default_catalog, load_index

CASE_LIST = load_cases()
CORPUS = Path(os.environ.get("MTGCOMBAT_CORPUS", "/work/corpus/AtomicCards.json"))
RULE = re.compile(r"^\d{3}(\.\d+[a-z]?)?$")
REASONS = frozenset({"unmodelled", "recorded", "no_combat_text", "activated_only", "engine_bug"})


@pytest.fixture(scope="session")
def card_index(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The fixture's cards imported into a fresh data directory, once a session."""
    directory = tmp_path_factory.mktemp("card-index")
    import_fixture(directory)
    return directory


def _make_test(case: Case, which: str) -> Callable[[Path, Path], None]:
    def test(card_index: Path, tmp_path: Path) -> None:
        verify(case.run_spec(which), card_index, tmp_path)

    line = case.data.get("line", "")
    test.__name__ = case.name + ("_control" if which == "control" else "")
    test.__doc__ = f"{case.card} ({case.rule}): {case.title}. {line}".strip()
    if which == "case" and case.data.get("bug"):
        mark = pytest.mark.xfail(strict=True, reason=f"engine bug: {case.data['bug']}")
        return mark(test)
    return test


for _case in CASE_LIST:
    for _which in ("case", "control"):
        _test = _make_test(_case, _which)
        globals()[_test.__name__] = _test


# -- the meta-tests -----------------------------------------------------------


def test_there_are_cases_and_their_names_are_unique() -> None:
    assert CASE_LIST
    names = [c.name for c in CASE_LIST]
    assert len(names) == len(set(names)), sorted({n for n in names if names.count(n) > 1})


def _differs(case: dict[str, Any], control: dict[str, Any]) -> bool:
    return any(k in control and control[k] != v for k, v in case.items())


@pytest.mark.parametrize("case", CASE_LIST, ids=lambda c: c.name)
def test_every_case_has_a_rule_and_a_real_control(case: Case) -> None:
    assert RULE.match(case.rule), f"{case.name}: rule {case.rule!r} is not a CR number"
    spec, control = case.run_spec("case"), case.run_spec("control")
    assert spec.get("command", "resolve") in COMMANDS
    assert spec["expect"], f"{case.name}: no expectations"
    assert case.control.get("scenario"), f"{case.name}: the control has no scenario of its own"
    assert case.control.get("expect"), f"{case.name}: the control has no expectations"
    assert control["scenario"] != spec["scenario"], f"{case.name}: the control is the same board"
    # A real control: some path both check must come out differently.
    assert _differs(dict(spec["expect"]), dict(control["expect"])), (
        f"{case.name}: the control expects nothing different from the case"
    )


def test_every_expectation_path_reads() -> None:
    for case in CASE_LIST:
        for which in ("case", "control"):
            for path in case.run_spec(which)["expect"]:
                lookup({}, path)  # raises on a malformed path


def test_every_picked_card_has_a_case_or_a_refusal() -> None:
    cased = {c.card for c in CASE_LIST}
    refused = load_refused()
    names = [name for _group, name in picked()]
    assert len(names) == len(set(names))
    for entry in refused:
        assert entry.get("reason") in REASONS, entry
        assert entry.get("why"), entry
        assert entry["card"] in names, f"{entry['card']} is refused but was not picked"
        assert entry["card"] not in cased, f"{entry['card']} has a case and a refusal"
    missing = [n for n in names if n not in cased and n not in {e["card"] for e in refused}]
    assert not missing, f"picked cards with neither a case nor a refusal: {missing}"


def test_refusals_still_hold(card_index: Path) -> None:
    """A card refused as unmodelled is still refused by the engine, and one
    refused for having no combat text still has none: when the engine starts
    counting it as modelled, it needs a case (issue 33: modelled must mean
    carried out). An engine bug is written up in engine_bugs.md."""
    catalog = load_index(card_index)
    bugs = BUGS.read_text(encoding="utf-8") if BUGS.exists() else ""
    stale = []
    for entry in load_refused():
        card = catalog.find(entry["card"])
        assert card is not None, entry["card"]
        if entry["reason"] == "unmodelled" and not card.unmodelled:
            stale.append(f"{card.name}: now modelled, write its case")
        if entry["reason"] == "recorded" and (card.unmodelled or not card.recorded):
            stale.append(f"{card.name}: no longer only recorded, write its case")
        if entry["reason"] in ("no_combat_text", "activated_only") and card.combat_relevant:
            stale.append(f"{card.name}: the engine finds combat text, write its case")
        if entry["reason"] == "engine_bug" and card.name not in bugs:
            stale.append(f"{card.name}: not in engine_bugs.md")
    assert not stale, stale


def test_the_pick_is_reproducible() -> None:
    """pick.py, run again on the corpus, gives picked.txt (skipped without the corpus)."""
    if not CORPUS.exists():
        pytest.skip(f"no corpus at {CORPUS} (MTGCOMBAT_CORPUS)")
    doc = json.loads(CORPUS.read_text(encoding="utf-8"))
    assert pick.pick_lines(doc) == PICKED.read_text(encoding="utf-8").splitlines()
    expected = make_fixture.render(
        make_fixture.fixture(doc, [*make_fixture.picked_names(), *make_fixture.case_names()])
    )
    assert FIXTURE.read_text(encoding="utf-8") == expected, "run make_fixture.py again"


def test_the_fixture_holds_every_card_the_suite_names() -> None:
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))["data"]
    names = {*make_fixture.picked_names(), *make_fixture.case_names()}
    assert not sorted(names - set(data))


def _plain(text: str) -> str:
    return " ".join(re.sub(r"\([^()]*\)", "", text).split())


def test_each_case_card_is_read_from_its_oracle_text(card_index: Path) -> None:
    """The catalog a scenario reads (built-in cards first) gives each case's
    card its Oracle text from the fixture, reminder text aside: a built-in card
    worded otherwise would test other words."""
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))["data"]
    catalog = default_catalog(card_index)
    differ = []
    for name in sorted({c.card for c in CASE_LIST}):
        card = catalog.find(name)
        assert card is not None, name
        if _plain(card.text) != _plain(data[name][0].get("text", "")):
            differ.append(name)
    assert not differ, differ


def test_the_path_syntax() -> None:
    doc = {"a": {"b": [{"id": "x", "v": 1}, {"id": "y", "v": 2}]}, "t": True}
    assert lookup(doc, "a.b[id=y].v") == 2
    assert lookup(doc, "a.b[*].v") == [1, 2]
    assert lookup(doc, "a.b#") == 2
    assert lookup(doc, "a.b[*id=z]#") == 0
    assert lookup(doc, "a.c") is MISSING
    assert lookup(doc, "t") is True
