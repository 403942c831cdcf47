"""Every verdict and event can be explained in English and Japanese, with its rule."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import mtgcombat.core.events as events_module
from mtgcombat.core.events import Event
from mtgcombat.core.verdict import Violation
from mtgcombat.i18n.messages import EVENT_TEMPLATES, TEMPLATES, default_language, describe

SRC = Path(__file__).parent.parent / "src" / "mtgcombat"
# _v("510.1c", "order_not_lethal", ...) and Violation(rule, "code", ...)
CALL = re.compile(
    r'(?:_v|Violation)\(\s*(?:"(?P<rule>[\d.a-z]+)"|[a-z_.]+)\s*,\s*"(?P<code>[a-z_]+)"'
)


def emitted_codes() -> set[tuple[str, str | None]]:
    found: set[tuple[str, str | None]] = set()
    for path in SRC.rglob("*.py"):
        for m in CALL.finditer(path.read_text(encoding="utf-8")):
            found.add((m.group("code"), m.group("rule")))
    return found


def test_the_scan_finds_the_violation_codes() -> None:
    codes = {code for code, _ in emitted_codes()}
    assert {"order_not_lethal", "evasion_flying", "requirements_not_maximal"} <= codes
    assert len(codes) >= 30


@pytest.mark.parametrize("code", sorted({code for code, _ in emitted_codes()}))
def test_every_violation_code_has_english_and_japanese(code: str) -> None:
    assert set(TEMPLATES[code]) >= {"en", "ja"}


@pytest.mark.parametrize("code", sorted({code for code, _ in emitted_codes()}))
def test_every_violation_renders_in_both_languages(code: str) -> None:
    template = TEMPLATES[code]["en"]
    keys = set(re.findall(r"\{([a-z_]+)\}", template + TEMPLATES[code]["ja"]))
    arity = max((int(n) for n in re.findall(r"\{(\d)\}", template)), default=-1) + 1
    v = Violation("509.1b", code, tuple(f"o{i}" for i in range(arity)), tuple((k, 1) for k in keys))
    for lang in ("en", "ja"):
        text = describe(v, lang)
        assert text and "{" not in text


def test_every_emitted_violation_names_a_rule() -> None:
    for code, rule in emitted_codes():
        assert rule is None or re.fullmatch(r"\d{3}(\.\d+[a-z]?)?", rule), (code, rule)


def event_kinds() -> list[str]:
    return [
        cls.kind
        for cls in vars(events_module).values()
        if isinstance(cls, type) and issubclass(cls, Event) and cls is not Event
    ]


@pytest.mark.parametrize("kind", event_kinds())
def test_every_event_kind_has_english_and_japanese(kind: str) -> None:
    """A kind is written from its own template or, for a kind told apart by
    what it does (``delayed_trigger_created:exile``...), from one template per
    variant: each has both languages."""
    variants = [key for key in EVENT_TEMPLATES if key.startswith(f"{kind}:")]
    found = [kind] if kind in EVENT_TEMPLATES else variants
    assert found, kind
    for key in found:
        assert set(EVENT_TEMPLATES[key]) >= {"en", "ja"}, key


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "ja_JP.UTF-8"}, "ja"),
        ({"LC_ALL": "ja_JP.UTF-8", "LANG": "en_US.UTF-8"}, "ja"),
        ({"LANG": "en_US.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_default_language_follows_the_locale(environ: dict[str, str], expected: str) -> None:
    assert default_language(environ) == expected
