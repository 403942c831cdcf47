"""The battlefield (issue 37) in a real browser, in English and Japanese:
attacks (508.1) and blocks (509.1) declared by dragging and from the
keyboard, the live legality marks on the tiles (702.9b: a flyer blocked by
a creature without flying or reach), and a first-strike combat played step
by step and back (510.4: the blocker dies in the first-strike step, the
unblocked attacker's damage changes the life total in the regular step).

Headless Chromium from the OS packages, driven by selenium, with the
fixtures of ``test_web_e2e`` (skipped without the browser, unless
``MTGCOMBAT_E2E=require``). ``MTGCOMBAT_DOCS_SHOTS=1`` writes the
battlefield's pictures in ``docs/`` (``web-battlefield-en.png``,
``web-battlefield-ja.png``).
"""

from __future__ import annotations

import base64
import json
import os
from pathlib import Path
from typing import Any

import pytest

import test_web_e2e as e2e  # skips this module too without the browser
from test_web_e2e import JAPANESE, Page, drag

# the browser, the server and the page: test_web_e2e's fixtures
base_url, driver, page = e2e.base_url, e2e.driver, e2e.page
# selenium's, imported there once it is known to be installed
By = e2e.By  # type: ignore[attr-defined]
Keys = e2e.Keys  # type: ignore[attr-defined]

DOCS = Path(__file__).resolve().parent.parent / "docs"
LANGS = ["en", "ja"]


def card(pid: str, name: str, controller: str, **extra: Any) -> dict[str, Any]:
    return {"id": pid, "name": name, "card": name, "controller": controller, **extra}


def board(*permanents: dict[str, Any]) -> dict[str, Any]:
    return {
        "rules": "current",
        "active_player": "A",
        "players": {"A": {"life": 20}, "B": {"life": 20}},
        "permanents": list(permanents),
    }


def first_strike_combat() -> dict[str, Any]:
    """White Knight (first strike) blocked by Grizzly Bears, Hill Giant unblocked."""
    return board(
        card("knight", "White Knight", "A", attacking="B"),
        card("giant", "Hill Giant", "A", attacking="B"),
        card("bears", "Grizzly Bears", "B", blocking=["knight"]),
        card("elf", "Llanowar Elves", "B"),
    )


def open_board(page: Page, doc: dict[str, Any], lang: str) -> None:
    data = base64.urlsafe_b64encode(json.dumps(doc).encode()).decode().rstrip("=")
    page.open(f"/?lang={lang}#s={data}")
    page.find("#bf-field")
    page.idle()


def scenario(page: Page) -> Any:
    """The board on the page, as its address keeps it (``#s=``: base64url
    of the scenario's JSON, written at every change)."""
    fragment: str = page.driver.execute_script("return location.hash")
    data = fragment.removeprefix("#s=")
    return json.loads(base64.urlsafe_b64decode(data + "=" * (-len(data) % 4)))


def tile(pid: str) -> str:
    return f'#bf-field .bf-tile[data-id="{pid}"]'


def chip(player: str) -> str:
    return f'#bf-field .bf-player[data-player="{player}"]'


def arrow(kind: str, source: str, target: str) -> str:
    return f'#bf-arrows line.bf-arrow.{kind}[data-from="{source}"][data-to="{target}"]'


def names_in(page: Page, lang: str) -> None:
    """Every tile's name in the page's language (Japanese names in Japanese)."""
    names = [e.text for e in page.all("#bf-field .bf-name")]
    assert names
    if lang == "ja":
        assert all(JAPANESE.search(n) and n.startswith("《") for n in names), names
    else:
        assert not any(JAPANESE.search(n) for n in names), names


@pytest.mark.parametrize("lang", LANGS)
def test_508_1_509_1_attack_and_block_by_dragging(page: Page, lang: str) -> None:
    open_board(
        page, board(card("knight", "White Knight", "A"), card("bears", "Grizzly Bears", "B")), lang
    )
    names_in(page, lang)
    drag(page, tile("knight"), chip("B"))
    page.until(lambda _: scenario(page)["permanents"][0].get("attacking") == "B", "attack")
    page.find(arrow("attack", "knight", "B"))
    assert "attacking" in (page.find(tile("knight")).get_attribute("class") or "")
    drag(page, tile("bears"), tile("knight"))
    page.until(lambda _: scenario(page)["permanents"][1].get("blocking") == ["knight"], "block")
    page.find(arrow("block", "bears", "knight"))
    label = page.find(tile("bears")).get_attribute("aria-label") or ""
    assert ("ブロックしている" if lang == "ja" else "blocking") in label, label
    # dropped again: the block is taken back (509.1a is a choice)
    drag(page, tile("bears"), tile("knight"))
    page.until(lambda _: "blocking" not in scenario(page)["permanents"][1], "unblock")
    assert not page.has(arrow("block", "bears", "knight"))


def press_until(page: Page, css: str, key: str) -> None:
    """Arrow keys from the focused tile until ``css`` has the focus."""
    target = page.find(css)
    for _ in range(12):
        if page.driver.switch_to.active_element == target:
            return
        page.driver.switch_to.active_element.send_keys(key)
    raise AssertionError(f"{css} never got the focus")


@pytest.mark.parametrize("lang", LANGS)
def test_508_1_509_1_attack_and_block_from_the_keyboard(page: Page, lang: str) -> None:
    open_board(
        page, board(card("knight", "White Knight", "A"), card("bears", "Grizzly Bears", "B")), lang
    )
    knight = page.find(tile("knight"))
    assert knight.get_attribute("tabindex") == "0" and knight.get_attribute("role") == "button"
    page.driver.execute_script("arguments[0].focus()", knight)
    knight.send_keys(Keys.ENTER)
    page.until(
        lambda _: page.find(tile("knight")).get_attribute("aria-pressed") == "true", "picked"
    )
    assert page.text("#bf-now")  # what to do next, in words
    if lang == "ja":
        assert JAPANESE.search(page.text("#bf-now"))
    press_until(page, chip("B"), Keys.ARROW_LEFT)
    page.driver.switch_to.active_element.send_keys(Keys.ENTER)
    page.idle()
    page.until(lambda _: scenario(page)["permanents"][0].get("attacking") == "B", "attack")
    # the focus stays on the player after the redraw; then the blocker, by Space
    press_until(page, tile("bears"), Keys.ARROW_RIGHT)
    page.driver.switch_to.active_element.send_keys(Keys.SPACE)
    press_until(page, tile("knight"), Keys.ARROW_RIGHT)
    page.driver.switch_to.active_element.send_keys(Keys.ENTER)
    page.idle()
    page.until(lambda _: scenario(page)["permanents"][1].get("blocking") == ["knight"], "block")
    page.find(arrow("block", "bears", "knight"))
    # Escape lets a picked creature go
    press_until(page, tile("bears"), Keys.ARROW_LEFT)
    page.driver.switch_to.active_element.send_keys(Keys.ENTER)
    page.until(lambda _: page.find(tile("bears")).get_attribute("aria-pressed") == "true", "picked")
    page.driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    page.until(
        lambda _: page.find(tile("bears")).get_attribute("aria-pressed") == "false", "let go"
    )


@pytest.mark.parametrize("lang", LANGS)
def test_702_9b_an_illegal_block_is_marked_with_its_rule(page: Page, lang: str) -> None:
    doc = board(
        card("hawk", "Squadron Hawk", "A", attacking="B"),
        card("bears", "Grizzly Bears", "B", blocking=["hawk"]),
        card("elf", "Llanowar Elves", "B"),
    )
    open_board(page, doc, lang)
    page.find(f"{tile('bears')}.illegal")
    # the mark beside the tile (a button in the tile's own button would be no button)
    mark = page.find('.bf-slot[data-slot="bears"] .bf-rule[data-rule="702.9b"]')
    title = mark.get_attribute("title") or ""
    assert "702.9b" in title
    if lang == "ja":
        assert JAPANESE.search(title), title
    assert "702.9b" in (page.find(tile("bears")).get_attribute("aria-label") or "")
    mark.click()  # a tap shows the message under the mark
    assert "702.9b" in page.text('.bf-slot[data-slot="bears"] .bf-why')
    assert not page.has(f"{tile('bears')} button")
    # control: the elf, not blocking, is not marked; a legal board has no mark
    assert "illegal" not in (page.find(tile("elf")).get_attribute("class") or "")
    drag(page, tile("bears"), tile("hawk"))  # the block taken back
    page.until(lambda _: not page.has("#bf-field .bf-tile.illegal"), "no mark")


def life(page: Page, player: str) -> int:
    return int(page.find(f"{chip(player)} .bf-life").get_attribute("data-life") or "-1")


def step(page: Page, name: str) -> None:
    page.click(f'#battlefield .bf-step[data-step="{name}"]')
    page.until(
        lambda _: (
            page.find(f'#battlefield .bf-step[data-step="{name}"]').get_attribute("aria-pressed")
            == "true"
        ),
        name,
    )


@pytest.mark.parametrize("lang", LANGS)
def test_510_4_first_strike_combat_step_by_step_and_back(page: Page, lang: str) -> None:
    open_board(page, first_strike_combat(), lang)
    names_in(page, lang)
    page.until(lambda _: page.find('.bf-step[data-step="first-strike"]').is_enabled(), "steps")
    step(page, "declare-attackers")  # 508.1f: the attackers become tapped
    assert "tapped" in (page.find(tile("knight")).get_attribute("class") or "")
    assert "tapped" not in (page.find(tile("bears")).get_attribute("class") or "")
    step(page, "first-strike")  # 510.4: the bears die before dealing damage
    bears = page.find(tile("bears"))
    assert bears.get_attribute("data-zone") == "graveyard"
    assert "dying" in (bears.get_attribute("class") or "")
    assert page.find(f"{tile('bears')} .bf-damage").get_attribute("data-damage") == "2"
    assert page.find(tile("knight")).get_attribute("data-zone") == "battlefield"
    assert life(page, "B") == 20
    docs_picture(page, f"web-battlefield-steps-{lang}", "#bf-log")
    step(page, "regular")  # the giant, unblocked: 20 -> 17; the bears are gone
    assert not page.has(tile("bears"))
    assert life(page, "B") == 17
    assert "changed" in (page.find(f"{chip('B')} .bf-life").get_attribute("class") or "")
    assert not page.has(f"{tile('knight')} .bf-damage")  # dealt no damage back
    step(page, "end-of-combat")  # 511.3: no arrow is left
    assert not page.has("#bf-arrows line")
    # back: the first-strike step again, the bears there, dying
    page.click("#bf-back")
    page.click("#bf-back")
    assert page.find('.bf-step[data-step="first-strike"]').get_attribute("aria-pressed") == "true"
    assert page.has(tile("bears")) and life(page, "B") == 20
    # the log follows the board: clicking a line of the regular step shows it
    line = page.find('#bf-log .bf-log-step[data-step="regular"] .bf-event')
    if lang == "ja":
        assert JAPANESE.search(line.text), line.text
    line.click()
    page.until(lambda _: life(page, "B") == 17, "regular step from the log")
    current = page.find("#bf-log .bf-log-step.current")
    assert current.get_attribute("data-step") == "regular"
    assert current.get_attribute("aria-current") == "step"
    # forward to the end, then back to the board as declared, editable again
    page.click("#bf-forward")
    page.click('.bf-step[data-step="start"]')
    assert page.find(tile("knight")).get_attribute("role") == "button"
    assert page.find(tile("bears")).get_attribute("data-zone") == "battlefield"


def test_510_4_control_no_first_strike_step_without_a_first_striker(page: Page) -> None:
    doc = first_strike_combat()
    doc["permanents"][0] = card("knight", "Grizzly Bears", "A", attacking="B")
    open_board(page, doc, "en")
    page.until(lambda _: page.find('.bf-step[data-step="regular"]').is_enabled(), "steps")
    assert not page.find('.bf-step[data-step="first-strike"]').is_enabled()


@pytest.mark.parametrize("lang", LANGS)
def test_battlefield_pictures_for_the_docs(page: Page, lang: str) -> None:
    """The battlefield as declared, with an illegal block marked, P/T changed
    by counters; written in docs/ with MTGCOMBAT_DOCS_SHOTS=1."""
    doc = first_strike_combat()
    doc["permanents"].append(card("hawk", "Squadron Hawk", "A", attacking="B"))
    doc["permanents"][3]["blocking"] = ["hawk"]
    doc["permanents"][1]["counters"] = {"+1/+1": 1}
    doc["permanents"][1]["damage"] = 0
    open_board(page, doc, lang)
    page.find(f"{tile('elf')}.illegal")
    page.find(arrow("attack", "giant", "B"))
    assert page.find(f"{tile('giant')} .bf-pt").text == "4/4"
    docs_picture(page, f"web-battlefield-{lang}", "#bf-field")


def docs_picture(page: Page, name: str, last: str) -> None:
    """The battlefield down to ``last``, in docs/ with MTGCOMBAT_DOCS_SHOTS=1
    (with reduced motion: a creature dying is shown as it ends, faded)."""
    if not os.environ.get("MTGCOMBAT_DOCS_SHOTS"):
        # Only for the docs: a capture beyond the viewport leaves Chromium's
        # hit testing off for the next click in some layouts (its mouseup then
        # lands on another element, and no click is dispatched).
        return
    reduced = {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]}
    page.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", reduced)
    try:
        shot = page.shot_between(name, "#battlefield", last)
    finally:
        page.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    (DOCS / f"{name}.png").write_bytes(shot.read_bytes())


def test_card_images_are_off_by_default_and_the_tile_is_whole_without(page: Page) -> None:
    open_board(page, first_strike_combat(), "en")
    assert not page.has("#bf-field img")
    assert not page.find("#bf-images").is_selected()
    assert page.find(f"{tile('knight')} .bf-name").text == "White Knight"
    page.find("#bf-images").click()
    src = page.find(f"{tile('knight')} img.bf-art").get_attribute("src") or ""
    assert src.startswith("https://api.scryfall.com/cards/named?")
    assert "exact=White+Knight" in src
    page.driver.find_element(By.CSS_SELECTOR, "#bf-images").click()
    assert not page.has("#bf-field img")


def test_the_table_editor_stays_as_a_panel_that_folds_away(page: Page) -> None:
    open_board(page, first_strike_combat(), "ja")
    toggle = page.find("#edit-panel-toggle")
    assert toggle.get_attribute("aria-expanded") == "true"
    assert JAPANESE.search(toggle.text), toggle.text
    assert page.find("#table").is_displayed()
    toggle.click()
    assert toggle.get_attribute("aria-expanded") == "false"
    assert not page.find("#table").is_displayed()
    assert page.find(tile("knight")).is_displayed()  # the battlefield stays
    toggle.click()
    assert page.find("#table").is_displayed()
    # an edit in the table shows on the battlefield at once
    page.type_number(page.cell("giant", "damage") + " input", 2)
    page.until(lambda _: page.has(f'{tile("giant")} .bf-damage[data-damage="2"]'), "damage")


def test_switching_language_keeps_the_step_shown_and_renames_everything(page: Page) -> None:
    open_board(page, first_strike_combat(), "en")
    page.until(lambda _: page.find('.bf-step[data-step="first-strike"]').is_enabled(), "steps")
    step(page, "first-strike")
    names_in(page, "en")
    page.choose("#lang", "ja")
    page.until(lambda _: JAPANESE.search(page.text("#bf-log .bf-event")), "the log in Japanese")
    names_in(page, "ja")
    assert page.find('.bf-step[data-step="first-strike"]').get_attribute("aria-pressed") == "true"
    assert page.find(tile("bears")).get_attribute("data-zone") == "graveyard"
    assert JAPANESE.search(page.text("#bf-now"))
