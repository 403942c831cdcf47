"""The playground page in a real browser, as a whole (issue 37): the
language (no English card name on a Japanese page, however the answers
arrive; the language switch with a stale result), the first visit, an
unknown example link, a 375-pixel phone, and axe-core's accessibility check
in both languages.

The browser, the server and the waits are those of
:mod:`test_web_e2e` (headless system Chromium driven by selenium).
axe-core is the ``axe.min.js`` that the ``selenium-axe-python`` package
(dev extra) bundles: nothing is fetched. Without it the axe tests are
skipped, unless ``MTGCOMBAT_E2E=require`` (``.ci/run``) makes that a failure.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from test_web_e2e import (  # the browser, the server and the page with its waits
    GORGER_JA,
    JAPANESE,
    REQUIRED,
    Page,
    base_url,
    driver,
    page,
)

__all__ = ["base_url", "driver", "page"]  # the fixtures, for pytest

from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.select import Select

try:
    import selenium_axe_python

    AXE: Path | None = Path(selenium_axe_python.__file__).parent / "axe-core" / "axe.min.js"
except ImportError:  # the dev extra is not installed
    if REQUIRED:
        raise
    AXE = None

from mtgcombat.cards.catalog import load_builtin
from mtgcombat.web.kept import shipped_examples

# CR 510.1c example 4 (2023): five cards, four of them with Japanese names
# in the built-in catalog, in the damage order, the damage controls and the
# blocks: the example whose names used to come out in English
BALOTH = "510_1c_ex4_enormous_baloth"


def english_names_shown(page: Page, names: list[str]) -> list[str]:
    """Those of ``names`` (English names of cards that have a Japanese
    name) that the page shows as text, or says to a screen reader in a
    label (the cards' Oracle text, marked ``lang="en"``, and the example
    picker's descriptions, text of the example files, left out)."""
    shown: list[str] = page.driver.execute_script(
        """
        const clone = document.body.cloneNode(true);
        const skipped = '[lang="en"], script, datalist, #example';
        for (const node of clone.querySelectorAll(skipped)) node.remove();
        const text = [clone.innerText || clone.textContent];
        // what a screen reader says too: labels and legends of controls
        for (const node of document.querySelectorAll('[aria-label], [title]')) {
          if (node.closest('[lang="en"], #example')) continue;
          text.push(node.getAttribute('aria-label') || '', node.getAttribute('title') || '');
        }
        for (const node of document.querySelectorAll('option')) {
          if (!node.closest('#example')) text.push(node.textContent);
        }
        const seen = text.join('\\n');
        return arguments[0].filter((name) => seen.includes(name));
        """,
        names,
    )
    return shown


def japanese_names_of_board(name: str) -> dict[str, str]:
    """The board's catalog cards that have a Japanese name: English -> Japanese."""
    doc = json.loads(shipped_examples()[name].document)
    catalog = {c.name: c.name_ja for c in load_builtin() if c.name_ja}
    return {p["card"]: catalog[p["card"]] for p in doc["permanents"] if p.get("card") in catalog}


def test_20_fresh_loads_of_a_japanese_example_show_no_english_card_name(page: Page) -> None:
    """Each card's Japanese name, in every section (table, blocks, damage
    orders, damage controls, counts, verdicts), on every fresh load: the
    names are known before a section is drawn, so the order the answers
    come back in does not matter."""
    expected = japanese_names_of_board(BALOTH)
    assert len(expected) >= 4, expected
    for load in range(20):
        page.open(f"/?example={BALOTH}&lang=ja")
        page.until(lambda _: page.has("#orders ol.order"), "the damage order")
        page.until(lambda _: page.has("#damage fieldset"), "the damage controls")
        assert english_names_shown(page, list(expected)) == [], f"load {load + 1}"
        for japanese in expected.values():
            assert japanese in page.text("#table"), (load, japanese)
        assert any(j in page.text("#orders") for j in expected.values()), load
        assert any(j in page.text("#damage") for j in expected.values()), load
    page.click("#resolve")
    page.until(lambda _: page.has("#log li"), "the log")
    assert english_names_shown(page, list(expected)) == []
    assert any(j in page.text("#log") for j in expected.values())


def test_language_switch_redraws_everything_with_a_stale_result_and_keeps_the_board(
    page: Page,
) -> None:
    """Resolve, change the board (the result goes stale), switch to
    Japanese: the log, the stale note, the verdicts, the damage controls,
    the order and the status line are in Japanese, the board is the same;
    back to English, all in English again."""
    page.open("/?example=510_1c_ex1_vastwood_gorger&lang=en")
    page.click("#resolve")
    page.until(lambda _: page.has("#result li"), "the result")
    english_log = page.text("#log")
    page.type_number(page.cell("gorger", "damage") + " input", 1)  # a change: the result is stale
    page.until(lambda _: page.has("#result p.stale"), "the stale note")
    stale_en = page.text("#result")
    board = page.driver.execute_script("return location.hash")
    page.choose("#lang", "ja")
    page.until(lambda _: JAPANESE.search(page.text("#result")), "the stale note in Japanese")
    page.until(lambda _: JAPANESE.search(page.text("#log")), "the log in Japanese")
    page.idle()
    assert page.text("#result") != stale_en and page.has("#result p.stale")
    assert page.text("#log") != english_log
    assert GORGER_JA in page.text("#log")  # the events name the cards in Japanese
    assert page.driver.execute_script("return location.hash") == board  # the board kept
    assert page.find(page.cell("gorger", "damage") + " input").get_attribute("value") == "1"
    for section in ("#verdict", "#orders", "#damage", "#players-h", "#example-about"):
        assert JAPANESE.search(page.text(section)), section
    gorger_board = japanese_names_of_board("510_1c_ex1_vastwood_gorger")
    assert english_names_shown(page, list(gorger_board)) == []
    assert page.driver.execute_script("return document.documentElement.lang") == "ja"
    page.shot("language_switch_stale_ja")
    page.choose("#lang", "en")
    page.until(lambda _: not JAPANESE.search(page.text("#log")), "the log in English")
    page.idle()
    assert page.text("#log") == english_log and page.text("#result") == stale_en
    for section in ("#verdict", "#orders", "#damage", "#players-h"):
        assert not JAPANESE.search(page.text(section)), section


def test_language_switch_with_a_fresh_result_keeps_it_fresh(page: Page) -> None:
    """A result of the board on the table stays a result (not stale) in the
    other language: the players' rows, the permanents and the table's marks."""
    page.open("/?example=510_1c_ex1_vastwood_gorger&lang=en&rules=2023")
    page.click("#resolve")
    page.until(lambda _: page.has("#result li"), "the result")
    page.choose("#lang", "ja")
    page.until(lambda _: JAPANESE.search(page.text("#result")), "the result in Japanese")
    page.idle()
    assert not page.has("#result p.stale")
    assert GORGER_JA in page.text("#result")
    assert JAPANESE.search(page.text('#players [data-result="B"]'))


def test_first_visit_opens_a_small_example_with_a_hint_in_each_language(page: Page) -> None:
    """The address alone: a small example on the table, one line saying
    what to try, the example picker by title (not file name), in the
    browser's language or the one asked for."""
    for lang, path in (("en", "/"), ("ja", "/?lang=ja")):
        page.open(path)
        if lang == "ja":
            # `?lang=` with no board named is a first visit in that language
            assert page.has("#table tbody tr")
        rows = page.all("#table tbody tr")
        assert 1 < len(rows) <= 5
        hint = page.find("#hint")
        assert hint.is_displayed() and len(hint.text.splitlines()) == 1
        assert bool(JAPANESE.search(hint.text)) == (lang == "ja")
        picker = Select(page.find("#example"))
        shown = {o.get_attribute("value"): o.text for o in picker.options}
        assert len(shown) == len(shipped_examples())
        for name, title in shown.items():
            assert title and title != name, name
        assert picker.first_selected_option.get_attribute("value") == "510_1c_ex1_vastwood_gorger"
        if lang == "ja":
            assert all(JAPANESE.search(t) for t in shown.values())
        page.shot(f"first_visit_{lang}")
    page.click("#new-board")  # another board: the hint goes
    assert not page.find("#hint").is_displayed()


def test_unknown_example_link_leaves_a_working_page_in_english(page: Page) -> None:
    page.open("/?example=nope&lang=en")
    line = page.text("#status")
    assert '"nope"' in line and not JAPANESE.search(line)
    assert "error" in (page.find("#status").get_attribute("class") or "")
    page.choose("#lang", "ja")  # the line follows the language
    page.until(lambda _: JAPANESE.search(page.text("#status")), "the line in Japanese")
    assert "nope" in page.text("#status")
    page.find("details:has(#add-custom-form) summary").click()
    page.find("#custom-name").send_keys("Bear")
    page.click('#add-custom-form button[type="submit"]')
    page.until(lambda _: page.has('#table tr[data-id="bear"]'), "the creature")


def test_phone_width_375_first_visit_in_both_languages(page: Page) -> None:
    """At 375 px: no sideways scrolling of the page, in either language."""
    for lang in ("en", "ja"):
        page.open(f"/?lang={lang}")
        page.driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": 375, "height": 812, "deviceScaleFactor": 1, "mobile": True},
        )
        page.until(lambda d: d.execute_script("return window.innerWidth") == 375, "phone width")
        page.idle()
        width = page.driver.execute_script("return document.documentElement.scrollWidth")
        assert width <= 375, (lang, width)
        page.shot(f"phone_375_{lang}")


def serious_violations(page: Page) -> list[dict[str, Any]]:
    """axe-core's serious and critical violations on the page as it is."""
    if AXE is None or not AXE.is_file():
        if REQUIRED:
            raise AssertionError(f"axe-core missing: {AXE}")
        pytest.skip("selenium-axe-python (axe-core) missing")
    page.driver.execute_script(AXE.read_text("utf-8"))
    results: dict[str, Any] = page.driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document).then(done, (error) => done({violations: [], error: String(error)}));"
    )
    assert "error" not in results, results.get("error")
    return [
        {
            "id": v["id"],
            "impact": v["impact"],
            "help": v["help"],
            "nodes": [n["target"] for n in v["nodes"]][:5],
        }
        for v in results["violations"]
        if v["impact"] in ("serious", "critical")
    ]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_axe_core_finds_no_serious_or_critical_violation(page: Page, lang: str) -> None:
    """The main page with a board, blocks, damage controls, a resolved
    result and an open rule explanation, and with the forms open: axe-core
    finds nothing serious or critical, in both languages."""
    page.open(f"/?example=510_1c_ex1_vastwood_gorger&lang={lang}")
    page.until(lambda _: page.has("#damage fieldset"), "the damage controls")
    assert serious_violations(page) == []
    for summary in page.all("details summary"):
        summary.click()
    page.click("#resolve")
    page.until(lambda _: page.has("#log li"), "the log")
    page.find("#log button.rule").click()
    page.until(lambda _: page.has("#log .explained"), "the rule's text")
    assert serious_violations(page) == []
    page.driver.execute_script("document.documentElement.style.colorScheme = 'dark'")
    page.driver.execute_cdp_cmd(
        "Emulation.setEmulatedMedia",
        {
            "features": [
                {"name": "prefers-color-scheme", "value": "dark"},
                # no colour transitions: axe must see the dark theme's colours,
                # not a button halfway from the light ones (a loaded machine)
                {"name": "prefers-reduced-motion", "value": "reduce"},
            ]
        },
    )
    try:
        assert serious_violations(page) == [], "dark theme"
        page.shot(f"axe_dark_{lang}")
    finally:
        page.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def test_axe_core_check_finds_an_unlabelled_field(page: Page) -> None:
    """The control: a field without a label, added to the page, is a
    critical violation, so the check above can fail."""
    page.open("/?example=510_1c_ex1_vastwood_gorger&lang=en")
    page.driver.execute_script(
        "document.querySelector('main section').append(document.createElement('input'))"
    )
    assert "label" in {v["id"] for v in serious_violations(page)}


def test_every_control_is_reachable_by_tab_and_shows_its_focus(page: Page) -> None:
    """Tab goes through every enabled control of the header and the first
    sections, and the focused control is drawn with an outline."""
    page.open("/?example=510_1c_ex1_vastwood_gorger&lang=en")
    body = page.find("body")
    body.send_keys(Keys.TAB)
    reached: set[str] = set()
    for _ in range(60):
        focused = page.driver.switch_to.active_element
        key = focused.get_attribute("id") or focused.get_attribute("aria-label") or focused.text
        reached.add(key)
        outline = page.driver.execute_script(
            "const s = getComputedStyle(arguments[0]);"
            "return [s.outlineStyle, s.outlineWidth, s.boxShadow];",
            focused,
        )
        assert outline[0] != "none" or outline[2] != "none", (key, outline)
        focused.send_keys(Keys.TAB)
    for wanted in ("lang", "rules", "example", "open-example", "new-board"):
        assert wanted in reached, wanted
    assert any(k.startswith("Vastwood") or k.startswith("Pride") for k in reached), reached
