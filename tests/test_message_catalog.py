"""The message catalog (data/messages.json) and the rule notes
(data/rule_notes.json) are data: every phrase has its English and Japanese
form, with the same facts filled into both."""

from __future__ import annotations

import json
import string
from importlib import resources
from typing import Any

import pytest

from mtgcombat.i18n.explain import RULE_NOTES

CATALOG: dict[str, Any] = json.loads(
    resources.files("mtgcombat").joinpath("data", "messages.json").read_text("utf-8")
)
SECTIONS = [k for k in CATALOG if k != "about"]


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def test_the_catalog_has_its_sections() -> None:
    assert set(SECTIONS) >= {"violations", "events", "ui", "zones", "steps", "terms"}


@pytest.mark.parametrize("section", SECTIONS)
def test_every_message_has_japanese_with_the_same_facts(section: str) -> None:
    """Under --lang ja every message is Japanese: each key of each section
    has a Japanese template, and (where there is an English one) the
    Japanese names no fact the English lacks, and leaves out none but an
    English plural's noun ("1 assignment", "2 assignments")."""
    for key, forms in CATALOG[section].items():
        assert forms.get("ja"), (section, key)
        if section != "terms":  # terms are the Japanese for an English word
            assert forms.get("en"), (section, key)
            assert _fields(forms["en"]) - {"noun"} == _fields(forms["ja"]), (section, key)


def test_every_rule_note_is_written_in_both_languages_for_both_rule_sets() -> None:
    for number, note in RULE_NOTES.items():
        for rules in ("2023", "current"):
            for lang in ("en", "ja"):
                assert note.summary[rules][lang].strip(), (number, rules, lang)
        assert note.title_en and note.title_ja and note.change_en and note.change_ja, number
