"""The web playground in a real browser (issue 16): headless Chromium from
the OS packages (Debian ``chromium`` and ``chromium-driver``) driven by
selenium, against the app served by uvicorn on a free loopback port.

The tests build CR 510.1c example 1 from Japanese card names, declare the
double block (509.1), count the legal assignments (3 under 2023's damage
assignment order, 6 under the current rules' free division, 510.1c), read
510.1c's message in Japanese, resolve (510.2, 704.5g), solve a puzzle for
the defender, share and reopen the URL, export and re-import the scenario,
and use the page by keyboard alone and at phone width. Every wait is
explicit (no sleeps). Each test saves a screenshot under pytest's tmp path
and, when ``MTGCOMBAT_SCREENSHOTS=DIR`` is set, in ``DIR`` too.

Without the browser (or selenium) the tests are skipped, unless
``MTGCOMBAT_E2E=require`` (``.ci/run`` sets it) makes that a failure.
"""

from __future__ import annotations

import base64
import json
import os
import re
import shutil
import socket
import threading
import tomllib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = Path(os.environ.get("MTGCOMBAT_CHROMIUM", "/usr/bin/chromium"))
CHROMEDRIVER = Path(os.environ.get("MTGCOMBAT_CHROMEDRIVER", "/usr/bin/chromedriver"))
REQUIRED = os.environ.get("MTGCOMBAT_E2E") == "require"
os.environ.setdefault("SE_OFFLINE", "true")  # selenium fetches no driver or browser

try:
    import uvicorn
    from selenium import webdriver
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.remote.webelement import WebElement
    from selenium.webdriver.support.select import Select
    from selenium.webdriver.support.wait import WebDriverWait
except ImportError as exc:  # the dev and web extras are not installed
    if REQUIRED:
        raise
    pytest.skip(f"selenium or uvicorn missing: {exc}", allow_module_level=True)

if not (CHROMIUM.exists() and CHROMEDRIVER.exists()):
    if REQUIRED:
        raise RuntimeError(
            f"{CHROMIUM} or {CHROMEDRIVER} missing (apt-get install chromium chromium-driver)"
        )
    pytest.skip("no system Chromium and chromedriver", allow_module_level=True)

from mtgcombat.cards.catalog import load_builtin  # noqa: E402
from mtgcombat.web.app import create_app  # noqa: E402

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
WAIT = 30.0
"""The longest any one wait may take (the box running the tests is shared and slow)."""

# CR 510.1c example 1 (2023): the card names as the page shows them in Japanese
GORGER, GUARD, ELF = "vastwood_gorger", "pride_guardian", "llanowar_elves"
GORGER_JA, GUARD_JA, ELF_JA = "巨森を喰らうもの", "群れの護衛", "ラノワールのエルフ"


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    """The app (built-in cards only, so the tests see the same catalog on
    every machine) served by uvicorn in a thread on a free loopback port."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(create_app(load_builtin()), log_level="warning", lifespan="off")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    started = threading.Event()

    def ready() -> bool:
        if server.started:
            started.set()
        return started.is_set() or not thread.is_alive()

    while not ready():
        started.wait(0.02)
    assert server.started, "uvicorn did not start"
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(10)
    sock.close()


@pytest.fixture(scope="module")
def driver() -> Iterator[webdriver.Chrome]:
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for argument in (
        "--headless=new",
        "--no-sandbox",  # root in a container (CI)
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--window-size=1000,1000",
        "--lang=en-US",
    ):
        options.add_argument(argument)
    browser = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
    try:
        yield browser
    finally:
        browser.quit()


@dataclass
class Page:
    """The playground page in the browser, with explicit waits."""

    driver: webdriver.Chrome
    base: str
    shots: Path
    downloads: Path

    def open(self, path: str = "/") -> None:
        self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        self.driver.get("about:blank")  # a new document even if only the fragment differs
        self.driver.get(self.base + path)
        self.until(lambda d: d.execute_script("return document.body.dataset.ready") == "1")
        self.idle()

    def until(self, condition: Callable[[Any], Any], what: str = "") -> Any:
        wait = WebDriverWait(
            self.driver,
            WAIT,
            poll_frequency=0.05,
            ignored_exceptions=[StaleElementReferenceException],
        )
        return wait.until(condition, what)

    def idle(self) -> None:
        """Wait until no request is in flight and no check is waiting."""
        self.until(
            lambda d: d.execute_script("return document.body.dataset.pending") == "0", "idle"
        )

    def find(self, css: str) -> WebElement:
        found: WebElement = self.until(lambda d: d.find_element(By.CSS_SELECTOR, css), css)
        return found

    def all(self, css: str) -> list[WebElement]:
        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def text(self, css: str) -> str:
        return str(self.find(css).text)

    def has(self, css: str) -> bool:
        return bool(self.all(css))

    def click(self, css: str) -> None:
        self.find(css).click()
        self.idle()

    def choose(self, css: str, value: str) -> None:
        Select(self.find(css)).select_by_value(value)
        self.idle()

    def type_number(self, css: str, value: int) -> None:
        """Type a number in a field and leave it (a redraw while typing
        means typing again: the field is found afresh)."""

        def typed(driver: Any) -> bool:
            field = driver.find_element(By.CSS_SELECTOR, css)
            field.send_keys(Keys.CONTROL, "a")
            field.send_keys(str(value), Keys.TAB)
            return True

        self.until(typed, css)
        self.idle()
        self.until(
            lambda d: d.find_element(By.CSS_SELECTOR, css).get_attribute("value") == str(value), css
        )

    def cell(self, perm: str, column: str) -> str:
        return f'#table tr[data-id="{perm}"] td[data-col="{column}"]'

    def count(self, creature: str, step: str = "regular") -> int:
        css = f'#counts li[data-creature="{creature}"][data-step="{step}"]'
        return int(self.find(css).get_attribute("data-count") or "-1")

    def shot(self, name: str, element: str | None = None) -> Path:
        """A screenshot (of the page, or of one element) under pytest's tmp
        path, copied to $MTGCOMBAT_SCREENSHOTS when that is set."""
        path = self.shots / f"{name}.png"
        if element is None:
            self.driver.save_screenshot(str(path))
        else:
            self.driver.execute_script("arguments[0].scrollIntoView()", self.find(element))
            self.find(element).screenshot(str(path))
        self._copy(path)
        return path

    def _copy(self, path: Path) -> None:
        wanted = os.environ.get("MTGCOMBAT_SCREENSHOTS")
        if wanted:
            Path(wanted).mkdir(parents=True, exist_ok=True)
            shutil.copy(path, Path(wanted) / path.name)

    def shot_between(self, name: str, first: str, last: str) -> Path:
        """A screenshot from the top of ``first`` to the bottom of ``last``."""
        box = self.driver.execute_script(
            """
            const a = document.querySelector(arguments[0]).getBoundingClientRect();
            const b = document.querySelector(arguments[1]).getBoundingClientRect();
            return {x: 0, y: a.top + window.scrollY, width: document.documentElement.clientWidth,
                    height: b.bottom - a.top, scale: 1};
            """,
            first,
            last,
        )
        shot = self.driver.execute_cdp_cmd(
            "Page.captureScreenshot", {"clip": box, "captureBeyondViewport": True}
        )
        path = self.shots / f"{name}.png"
        path.write_bytes(base64.b64decode(shot["data"]))
        self._copy(path)
        return path

    def downloaded(self, name: str) -> Path:
        path = self.downloads / name
        self.until(lambda _: path.exists() and path.stat().st_size > 0, f"download {name}")
        return path


@pytest.fixture
def page(
    driver: webdriver.Chrome, base_url: str, tmp_path: Path, request: pytest.FixtureRequest
) -> Iterator[Page]:
    downloads = tmp_path / "downloads"
    downloads.mkdir()
    driver.execute_cdp_cmd(
        "Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(downloads)}
    )
    shots = tmp_path / "screenshots"
    shots.mkdir()
    the_page = Page(driver, base_url, shots, downloads)
    yield the_page
    the_page.shot(request.node.name)
    log: list[dict[str, Any]] = driver.get_log("browser")  # type: ignore[no-untyped-call]
    errors = [e for e in log if e["level"] == "SEVERE"]
    # the page's own requests may fail on purpose (bad input is a 400); a
    # script error never may
    assert not [e for e in errors if "/static/" in e["message"]], errors


def add_card(page: Page, typed: str, shown: str, controller: str) -> None:
    """Add a catalog card by typing part of its name and picking the
    autocomplete suggestion."""
    field = page.find("#card-name")
    field.clear()
    field.send_keys(typed)
    page.until(
        lambda d: (
            shown
            in [
                o.get_attribute("value")
                for o in d.find_elements(By.CSS_SELECTOR, "#card-list option")
            ]
        ),
        f"suggestion {shown}",
    )
    field.clear()
    field.send_keys(shown)
    page.choose("#card-controller", controller)
    page.click('#add-card-form button[type="submit"]')


def build_510_1c_example_1(page: Page) -> None:
    """CR 510.1c example 1 from Japanese names: 《巨森を喰らうもの》 (5/6)
    attacks B and is blocked by 《群れの護衛》 (0/3) and 《ラノワールのエルフ》 (1/1)."""
    page.open("/?lang=ja&rules=2023")
    page.click("#new-board")  # from an empty board (the first visit opens an example)
    page.find("details:has(#add-card-form) summary").click()
    add_card(page, "巨森", GORGER_JA, "A")
    add_card(page, "群れの", GUARD_JA, "B")
    add_card(page, "ラノワール", ELF_JA, "B")
    assert page.text(page.cell(GORGER, "name")) == f"《{GORGER_JA}》"
    # the catalog's power and toughness (5/6, 0/3, 1/1)
    assert (
        page.find(
            page.cell(GORGER, "power_toughness") + ' input[data-field="power"]'
        ).get_attribute("value")
        == "5"
    )
    assert (
        page.find(
            page.cell(GUARD, "power_toughness") + ' input[data-field="toughness"]'
        ).get_attribute("value")
        == "3"
    )
    page.choose(page.cell(GORGER, "attacks") + " select", "B")


def declare_double_block(page: Page) -> None:
    """509.1a: click the attacker, then each of its blockers."""
    page.click(page.cell(GORGER, "name") + " button")
    page.click(page.cell(GUARD, "name") + " button")
    page.click(page.cell(ELF, "name") + " button")
    for blocker in (GUARD, ELF):
        assert GORGER_JA in page.text(page.cell(blocker, "blocks"))
    page.until(lambda _: page.has("#verdict p.legal"), "the legal verdict")


def damage_field(perm: str, to: str, field: str = "assignments") -> str:
    return f'#damage fieldset[data-creature="{perm}"][data-field="{field}"] input[data-to="{to}"]'


def test_510_1c_example_1_from_japanese_names_3_legal_under_2023_6_under_current(
    page: Page,
) -> None:
    """510.1c: with the order 《群れの護衛》 then 《ラノワールのエルフ》 (509.2,
    2023) 5 damage divides 3/2, 4/1 or 5/0; the current rules' free division
    has 6 ways (0..5 to the Guardian). The page counts them with the engine."""
    build_510_1c_example_1(page)
    declare_double_block(page)
    page.shot("table_ja", "#table")
    order = [li.get_attribute("data-id") for li in page.all("#orders li.ordered")]
    assert order == [GUARD, ELF]
    # 509.7: a creature entering blocking could join this order in 3 places
    assert len(page.all("#orders li.place")) == 3
    assert page.count(GORGER) == 3
    page.choose("#rules", "current")
    page.until(lambda _: page.count(GORGER) == 6, "6 under current")
    assert not page.has("#orders li.ordered")


def test_510_1c_illegal_division_says_why_in_japanese_then_resolves(page: Page) -> None:
    """510.1c (2023): 2 to the Guardian and 3 to the Elves is illegal, as the
    Guardian comes first in the order and is not dealt lethal damage; the
    message is Japanese and names the rule. 3/2 is legal and resolves: both
    blockers die (704.5g), Pride Guardian's trigger gives B 3 life (509.5a)."""
    build_510_1c_example_1(page)
    declare_double_block(page)
    page.type_number(damage_field(GORGER, GUARD), 2)
    page.type_number(damage_field(GORGER, ELF), 3)
    page.until(lambda _: page.has("#package p.illegal"), "the illegal verdict")
    message = page.text('#package li:has(button[data-rule="510.1c"])')
    assert "510.1c" in message
    assert JAPANESE.search(message)
    assert GUARD_JA in message and ELF_JA in message
    page.shot("verdict_ja", "#damage-h ~ #package")

    page.type_number(damage_field(GORGER, GUARD), 3)
    page.type_number(damage_field(GORGER, ELF), 2)
    page.until(lambda _: page.has("#package p.legal"), "the legal verdict")
    page.click("#resolve")
    page.until(lambda _: page.has('#result li[data-perm="pride_guardian"]'), "the result")
    kinds = [li.get_attribute("data-kind") for li in page.all("#log li")]
    assert "step" in kinds and "damage_dealt" in kinds
    rules = [li.get_attribute("data-rule") for li in page.all("#log li")]
    assert "510.1" in rules and "704.5g" in rules
    assert (
        page.find('#result li[data-perm="pride_guardian"]').get_attribute("data-zone")
        == "graveyard"
    )
    assert (
        page.find('#result li[data-perm="llanowar_elves"]').get_attribute("data-zone")
        == "graveyard"
    )
    assert (
        page.find(f'#result li[data-perm="{GORGER}"]').get_attribute("data-zone") == "battlefield"
    )
    assert "20 → 23" in page.text('#result li[data-player="B"]')
    # the table shows it too: the dead are struck through
    assert "dead" in (page.find(f'#table tr[data-id="{GUARD}"]').get_attribute("class") or "")
    # tapping a rule number shows what `explain` says about it
    page.click('#log li[data-rule="704.5g"] button.rule')
    explained = page.text('#log li[data-rule="704.5g"] .explained')
    assert "704.5g" in explained and JAPANESE.search(explained)

    # the same in English: the switch redraws every phrase and the log
    page.choose("#lang", "en")
    page.until(lambda _: not JAPANESE.search(page.text("#log")), "the English log")
    assert f"{GORGER} deals 3 combat damage to {GUARD}" in page.text("#log")
    ActionChains(page.driver).send_keys(Keys.ESCAPE).perform()  # no longer choosing blockers
    page.until(lambda _: not page.text("#choosing"), "choosing ended")
    page.shot("table", "section:has(#perm-h)")
    page.shot("log", "section:has(#resolve-h)")


def test_puzzle_best_for_defender_from_the_menu(page: Page) -> None:
    """The menu opens a shipped puzzle; "Best for defender" asks the solver
    (with the time limit, at most 10 s server-side) for B's blocks and the
    assignments, and puts them on the table: both 2/2s block the first
    striker (702.7b), a declaration that obeys 509.1."""
    page.open("/?lang=en")
    page.choose("#example", "puzzles/double_block_first_striker")
    assert "702.7b" in page.text("#example-about")  # the puzzle's description
    page.click("#open-example")
    page.until(lambda _: len(page.all("#table tbody tr")) == 3, "the puzzle's board")
    page.type_number("#time-limit", 3)
    page.click("#best-defender")
    page.until(lambda _: "Solver value" in page.text("#status"), "the solver's answer")
    page.idle()
    for blocker in ("squire", "page"):
        assert page.text(page.cell(blocker, "blocks")) == "knight"
    page.until(lambda _: page.has("#verdict p.legal"), "the legal verdict")
    assert page.count("knight", "first-strike") >= 1
    assert page.has(damage_field("knight", "squire", "first_strike_assignments"))


def test_509_1c_witness_shown_on_the_table(page: Page) -> None:
    """509.1c: a declaration that obeys fewer requirements than it could is
    illegal; the page shows a declaration that obeys the most, on the table."""
    page.open("/?example=509_1c_menace_no_block&lang=en")
    page.until(lambda _: page.has("#verdict p.illegal"), "the illegal verdict")
    assert page.has('#verdict button[data-rule="509.1c"]')
    page.until(lambda _: page.has("#verdict p"), "the verdict")
    page.click('#witness button[aria-pressed="false"]')
    page.until(lambda _: page.has("#table tr.witness .mark"), "the witness on the table")
    page.shot_between("verdict", "section:has(#perm-h)", "section:has(#verdict-h)")


def test_share_the_url_and_reopen_it(page: Page) -> None:
    """The board lives in the URL fragment: a change, "Copy link", and the
    link opens the same board (language and rules included)."""
    page.open("/?example=510_1c_ex1_vastwood_gorger&lang=ja&rules=2023")
    assert Select(page.find("#rules")).first_selected_option.get_attribute("value") == "2023"
    page.type_number('#players input[data-player="B"][data-field="life"]', 7)
    page.click("#share")
    url = page.find("#share-url").get_attribute("value") or ""
    assert "#s=" in url and "lang=ja" in url
    page.driver.get("about:blank")
    page.open(url.removeprefix(page.base))
    life = page.find('#players input[data-player="B"][data-field="life"]')
    assert life.get_attribute("value") == "7"
    assert page.find("#lang").get_attribute("value") == "ja"
    assert page.text(page.cell("gorger", "name")) == f"《{GORGER_JA}》"
    assert page.count("gorger") == 3


def test_export_and_reimport_toml_and_json(page: Page) -> None:
    """Export gives the CLI's scenario schema (TOML and JSON); importing it
    again gives the same board."""
    page.open("/?example=510_1c_ex1_vastwood_gorger&lang=en")
    page.click("#export-toml")
    toml_file = page.downloaded("scenario.toml")
    exported = tomllib.loads(toml_file.read_text("utf-8"))
    assert [p["id"] for p in exported["permanents"]] == ["gorger", "guard", "elf"]
    page.click("#export-json")
    json_file = page.downloaded("scenario.json")
    assert json.loads(json_file.read_text("utf-8"))["assignments"] == {
        "gorger": {"guard": 3, "elf": 2}
    }
    for path in (toml_file, json_file):
        page.click("#new-board")
        page.until(lambda _: not page.all("#table tbody tr"), "the empty board")
        page.find("#import").send_keys(str(path))
        page.until(lambda _: len(page.all("#table tbody tr")) == 3, f"{path.name} imported")
        page.idle()
        assert page.find(damage_field("gorger", "guard")).get_attribute("value") == "3"


def test_bad_input_leaves_the_page_working(page: Page, tmp_path: Path) -> None:
    """A broken link, an unknown example and a bad file each say what is
    wrong in one line; the board stays usable."""
    page.open("/?lang=en#s=not-a-board")
    assert "error" in (page.find("#status").get_attribute("class") or "")
    # a board pasted into the same tab (only the fragment changes)
    page.open("/?example=510_1c_ex1_vastwood_gorger&lang=en")
    page.click("#share")
    link = page.find("#share-url").get_attribute("value") or ""
    page.click("#new-board")
    page.until(lambda _: not page.all("#table tbody tr"), "the empty board")
    page.driver.execute_script("location.hash = arguments[0]", link.split("#", 1)[1])
    page.until(lambda _: len(page.all("#table tbody tr")) == 3, "the board from the fragment")
    page.driver.execute_script("location.hash = 's=broken'")
    page.until(lambda _: "error" in (page.find("#status").get_attribute("class") or ""), "error")
    assert len(page.all("#table tbody tr")) == 3
    page.open("/?example=no_such_example&lang=en")
    assert "no_such_example" in page.text("#status")
    bad = tmp_path / "bad.toml"
    bad.write_text('active_player = "A"\n[players.A]\n[[permanents]]\nid = "x"\npower = "lots"\n')
    page.find("#import").send_keys(str(bad))
    page.until(lambda _: "bad.toml" in page.text("#status"), "the import error")
    assert len(page.text("#status").splitlines()) == 1
    page.find("details:has(#add-card-form) summary").click()
    page.find("#card-name").send_keys("Zzyzx Nonesuch", Keys.ENTER)
    page.until(lambda _: "Zzyzx Nonesuch" in page.text("#status"), "the unknown card")
    assert "catalog" in page.text("#status")
    page.open("/?example=510_1c_ex1_vastwood_gorger&lang=en")
    assert page.count("gorger") == 3


def tab_to(page: Page, css: str, limit: int = 300) -> WebElement:
    """Press Tab until ``css`` has the focus (it must be reachable by keyboard)."""
    target = page.find(css)
    keys = ActionChains(page.driver)
    for _ in range(limit):
        if page.driver.switch_to.active_element == target:
            return target
        keys.send_keys(Keys.TAB).perform()
    raise AssertionError(f"{css} is not reachable with Tab")


def test_keyboard_alone_blocks_and_2023_order(page: Page) -> None:
    """By keyboard alone: Enter on the attacker and on a blocker takes the
    block back (509.1a); Alt+Down moves a creature in the damage assignment
    order (509.2) and the count follows (510.1c: Elves first, 5 ways); the
    focus stays on what was moved."""
    page.open("/?example=510_1c_ex1_vastwood_gorger&lang=en")
    page.driver.execute_script("document.activeElement.blur()")
    keys = ActionChains(page.driver)
    tab_to(page, page.cell("gorger", "name") + " button")
    keys.send_keys(Keys.ENTER).perform()
    page.idle()
    tab_to(page, page.cell("elf", "name") + " button")
    keys.send_keys(Keys.ENTER).perform()
    page.idle()
    assert page.text(page.cell("elf", "blocks")) == ""
    keys.send_keys(Keys.ESCAPE).perform()
    tab_to(page, page.cell("elf", "name") + " button")
    keys.send_keys(Keys.ENTER).perform()  # not choosing: no block
    page.idle()
    assert page.text(page.cell("elf", "blocks")) == ""
    # block again, then the order
    tab_to(page, page.cell("gorger", "name") + " button", 600)
    keys.send_keys(Keys.ENTER).perform()
    page.idle()
    tab_to(page, page.cell("elf", "name") + " button")
    keys.send_keys(Keys.ENTER).perform()
    page.idle()
    tab_to(page, '#orders li.ordered[data-id="guard"]', 600)
    keys.key_down(Keys.ALT).send_keys(Keys.ARROW_DOWN).key_up(Keys.ALT).perform()
    page.idle()
    page.until(
        lambda _: (
            [li.get_attribute("data-id") for li in page.all("#orders li.ordered")]
            == ["elf", "guard"]
        ),
        "the new order",
    )
    assert page.driver.switch_to.active_element.get_attribute("data-id") == "guard"
    page.until(lambda _: page.count("gorger") == 5, "5 ways with the Elves first")


def test_every_control_has_a_name_and_verdicts_are_announced(page: Page) -> None:
    """A screen reader hears a name for every control, and the verdicts are
    live regions."""
    page.open("/?example=510_1c_ex1_vastwood_gorger&lang=ja&rules=2023")
    nameless = page.driver.execute_script(
        """
        const out = [];
        for (const c of document.querySelectorAll("button, input, select, textarea, [tabindex]")) {
          if (c.closest("[hidden]") || c.type === "hidden") continue;
          const labels = [...(c.labels || [])].map((l) => l.textContent).join("");
          const own = c.tagName === "BUTTON" || c.tagName === "LI" ? c.textContent : "";
          const name = c.getAttribute("aria-label") || labels || own || c.title;
          if (!name.trim()) out.push(c.outerHTML.slice(0, 80));
        }
        return out;
        """
    )
    assert nameless == []
    for region in ("#status", "#verdict", "#package", "#counts", "#log", "#result"):
        assert (
            page.find(region).get_attribute("aria-live") == "polite"
            or page.find(region).get_attribute("role") == "status"
        ), region


def test_phone_width_375(page: Page) -> None:
    """At 375 px the page needs no sideways scrolling, the table's rows are
    cards, and blocks can still be declared by tapping."""
    page.open("/?example=510_1c_ex1_vastwood_gorger&lang=en")
    page.driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": 375, "height": 812, "deviceScaleFactor": 1, "mobile": True},
    )
    page.until(lambda d: d.execute_script("return window.innerWidth") == 375, "phone width")
    width = page.driver.execute_script("return document.documentElement.scrollWidth")
    assert width <= 375, width
    display = page.driver.execute_script(
        "return getComputedStyle(document.querySelector('#table td')).display"
    )
    assert display == "flex"
    page.click(page.cell("gorger", "name") + " button")
    page.click(page.cell("elf", "name") + " button")
    assert page.text(page.cell("elf", "blocks")) == ""
    assert page.count("gorger") == 1
    page.shot("phone")
    page.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_custom_permanent_sentences_parsed_as_typed(page: Page) -> None:
    """A custom creature's ability sentences are read as they are typed: a
    sentence the combat rules model (702.9 flying) says so, and one the
    parser can't read shows the parser's message; the creature joins the
    table."""
    page.open("/?lang=en")
    page.click("#new-board")
    page.find("details:has(#add-custom-form) summary").click()
    page.find("#custom-name").send_keys("Test Drake")
    page.find("#custom-abilities").send_keys(
        "Flying", Keys.ENTER, "Test Drake deals double damage sometimes."
    )
    page.until(lambda _: len(page.all("#parse-out li")) == 2, "two parsed sentences")
    page.idle()
    first, second = page.all("#parse-out li")
    assert "modelled" in (first.get_attribute("class") or "")
    assert page.has("#parse-out li .error")
    assert "sometimes" in second.find_element(By.CSS_SELECTOR, ".error").text
    page.choose("#custom-controller", "A")
    page.click('#add-custom-form button[type="submit"]')
    page.until(lambda _: page.has('#table tr[data-id="test_drake"]'), "the custom creature")
    # a third player, whom the creature (A's, the active player) can attack (508.1b)
    page.click("#add-player")
    page.until(lambda _: page.has('#players input[data-player="C"]'), "player C")
    targets = Select(page.find(page.cell("test_drake", "attacks") + " select")).options
    assert [o.get_attribute("value") for o in targets] == ["", "B", "C"]


DRAG = """
const [from, to] = [document.querySelector(arguments[0]), document.querySelector(arguments[1])];
const data = new DataTransfer();
const steps = [[from, "dragstart"], [to, "dragover"], [to, "drop"], [from, "dragend"]];
for (const [node, type] of steps) {
  node.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
}
"""


def drag(page: Page, source: str, target: str) -> None:
    """Drag ``source`` onto ``target`` (the events a mouse drag sends; a
    headless browser has no real pointer to drag with)."""
    page.find(source)
    page.find(target)
    page.driver.execute_script(DRAG, source, target)
    page.idle()


def test_blocks_and_2023_orders_by_dragging(page: Page) -> None:
    """509.1a: a blocker dragged onto an attacker blocks it (again: the block
    is taken back); 509.2 (2023): a creature dragged in the damage assignment
    order takes the place it is dropped on, and 510.1c's count follows."""
    page.open("/?example=510_1c_ex1_vastwood_gorger&lang=en")
    drag(page, '#table tr[data-id="elf"]', '#table tr[data-id="gorger"]')
    page.until(lambda _: page.text(page.cell("elf", "blocks")) == "", "the block taken back")
    assert page.count("gorger") == 1
    drag(page, '#table tr[data-id="elf"]', '#table tr[data-id="gorger"]')
    page.until(lambda _: page.text(page.cell("elf", "blocks")) == "Vastwood Gorger", "blocking")
    drag(page, '#orders li.ordered[data-id="elf"]', '#orders li.ordered[data-id="guard"]')
    page.until(
        lambda _: (
            [li.get_attribute("data-id") for li in page.all("#orders li.ordered")]
            == ["elf", "guard"]
        ),
        "the new order",
    )
    page.until(lambda _: page.count("gorger") == 5, "5 ways with the Elves first")


def test_default_and_best_for_attacker_fill_the_damage_controls(page: Page) -> None:
    """ "Default" fills the controls from the default chooser and "Best for
    attacker" from the solver; each fills a legal package (510.1e) that the
    page then checks live."""
    page.open("/?example=510_1c_ex1_vastwood_gorger&lang=en")
    page.click("#clear-assignments")
    page.until(lambda _: not page.has("#package p"), "no assignments")
    page.click("#default")
    page.until(lambda _: page.has("#package p.legal"), "the default package, legal")
    fields = page.all('#damage fieldset[data-creature="gorger"] input')
    # the Gorger has no trample: its blockers are where its damage may go (510.1c)
    assert [f.get_attribute("data-to") for f in fields] == ["guard", "elf"]
    total = sum(int(f.get_attribute("value") or "0") for f in fields)
    assert total == 5  # 510.1a: all of the Gorger's power
    page.click("#clear-assignments")
    page.click("#best-attacker")
    page.until(lambda _: "Solver value" in page.text("#status"), "the solver's answer")
    page.until(lambda _: page.has("#package p.legal"), "the solver's package, legal")


def test_picture_of_the_board_when_the_server_draws(page: Page) -> None:
    """The page shows the board as ``mtgcombat draw`` pictures it (POST
    /api/draw, picture.js), as declared and, once resolved, after combat
    damage (510.2), its description as the image's text; a server without
    the drawing endpoint leaves the panel hidden and the page working."""
    page.open("/?example=510_1c_ex1_vastwood_gorger&lang=en")
    image = "section#picture:not([hidden]) img"
    loaded = "return arguments[0].complete && arguments[0].naturalWidth > 0"
    drawn = page.driver.execute_script(
        "return fetch('/api/draw', {method: 'POST', body: '{}'}).then((r) => r.status !== 404)"
    )
    if not drawn:
        page.until(lambda _: not page.has(image), "no picture")
        assert page.count("gorger") == 3
        return
    page.until(lambda d: d.execute_script(loaded, page.find(image)), "the picture")
    before = page.find(image).get_attribute("alt") or ""
    assert "Vastwood Gorger" in before
    page.click("#resolve")
    page.until(lambda _: (page.find(image).get_attribute("alt") or "") != before, "after damage")
    page.until(lambda d: d.execute_script(loaded, page.find(image)), "the picture")
    page.shot("picture", "section#picture")


def test_attack_verdict_when_the_server_judges_attacks(page: Page) -> None:
    """The attack is judged as ``mtgcombat attacks`` judges it (POST
    /api/attacks): a creature without haste that came under its controller's
    control this turn can't attack (302.6), and one that attacks each combat
    if able must (508.1d); the attack that obeys the most is one click away.
    A server without the endpoint leaves the section hidden."""
    page.open("/?example=508_1d_attacks_each_combat&lang=en")
    if page.find("#attacks-box").get_attribute("hidden") is not None:
        assert page.has("#verdict p")
        return
    page.until(lambda _: page.has("#attacks-verdict p.illegal"), "the illegal attack")
    rules = [b.get_attribute("data-rule") for b in page.all("#attacks-verdict button.rule")]
    assert "302.6" in rules and "508.1d" in rules
    page.click("#attack-witness button")
    page.until(lambda _: page.has("#attacks-verdict p.legal"), "the legal attack")
    assert (
        Select(
            page.find(page.cell("berserker", "attacks") + " select")
        ).first_selected_option.get_attribute("value")
        == "jace"
    )


# --- the audit's page bugs (each a test of its own) -----------------------------


def fragment(board: dict[str, Any]) -> str:
    """A board as the page puts it in the URL fragment (``#s=``: its JSON,
    UTF-8, base64url without padding)."""
    text = json.dumps(board, ensure_ascii=False).encode("utf-8")
    return "#s=" + base64.urlsafe_b64encode(text).decode("ascii").rstrip("=")


def board_in_url(page: Page) -> dict[str, Any]:
    """The board the page holds, read back from its URL fragment."""
    text = page.driver.current_url.split("#s=", 1)[1]
    board: dict[str, Any] = json.loads(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)))
    return board


def creature(id_: str, controller: str, power: int, toughness: int, **more: Any) -> dict[str, Any]:
    return {"id": id_, "controller": controller, "power": power, "toughness": toughness, **more}


def two_players(rules: str, *permanents: dict[str, Any], **players: Any) -> dict[str, Any]:
    return {
        "rules": rules,
        "active_player": "A",
        "players": {"A": players.get("A", {"life": 20}), "B": players.get("B", {"life": 20})},
        "permanents": list(permanents),
    }


def values(page: Page, perm: str, field: str = "assignments") -> dict[str, int]:
    """The damage controls of ``perm``: recipient -> the amount in its field."""
    css = f'#damage fieldset[data-creature="{perm}"][data-field="{field}"] input'
    return {
        str(f.get_attribute("data-to")): int(f.get_attribute("value") or "0") for f in page.all(css)
    }


def order_of(page: Page, creature_id: str) -> list[str]:
    css = f'#orders ol[data-creature="{creature_id}"] li.ordered'
    return [str(li.get_attribute("data-id")) for li in page.all(css)]


def test_509_2_best_for_attacker_under_2023_uses_the_solvers_order(page: Page) -> None:
    """509.2, 510.1c (2023): a 3/5 blocked by a 1/1 and a 1/3 with no order
    declared. The solver orders the 1/3 first and assigns it all 3; the page
    takes that order with the package, so the package is legal (with the
    board's order, 1/1 first, 3 to the 1/3 would break 510.1c). "Best for
    defender" on the same board fills a legal package too."""
    board = two_players(
        "2023",
        creature("atk", "A", 3, 5, attacking="B"),
        creature("small", "B", 1, 1, blocking=["atk"]),
        creature("big", "B", 1, 3, blocking=["atk"]),
    )
    page.open("/?lang=en" + fragment(board))
    assert order_of(page, "atk") == ["small", "big"]  # the board's order, not declared
    page.click("#best-attacker")
    page.until(lambda _: "Solver value" in page.text("#status"), "the solver's answer")
    page.idle()
    assert order_of(page, "atk") == ["big", "small"]
    page.until(lambda _: page.has("#package p.legal"), "the solver's package, legal")
    held = board_in_url(page)
    assert held["orders"] == {"atk": ["big", "small"]}
    assert held["assignments"]["atk"] == {"big": 3}
    # with the 1/3 first, all 3 must go to it: one legal assignment, no controls
    assert page.count("atk") == 1 and not values(page, "atk")
    assert not page.has('#package button[data-rule="510.1c"]')
    page.shot("best_attacker_2023", "section:has(#damage-h)")

    page.click("#clear-assignments")
    page.click("#best-defender")
    page.until(lambda _: "Solver value" in page.text("#status"), "the defender's answer")
    page.idle()
    page.until(lambda _: page.has("#verdict p.legal"), "legal blocks")
    page.until(lambda _: page.has("#package p.legal"), "the answer's package, legal")


def test_702_19b_default_assigns_to_a_protected_blocker_the_damage_protection_prevents(
    page: Page,
) -> None:
    """702.19b, 702.16e: a 6/6 trampler blocked by a 2/2 with protection
    from green must assign it lethal damage (2) though protection prevents
    it. "Default" fills the controls from the package the engine assigned
    (2 and 4), not from the damage dealt (which has only the 4), so the
    package is legal (510.1a); so does "Best for attacker"."""
    page.open("/?example=702_19b_trample_protection&lang=en")
    page.click("#clear-assignments")
    page.until(lambda _: not page.has("#package p"), "no assignments")
    page.click("#default")
    page.until(lambda _: page.has("#package p.legal"), "the default package, legal")
    assert values(page, "trampler") == {"knight": 2, "B": 4}
    page.click("#clear-assignments")
    page.click("#best-attacker")
    page.until(lambda _: "Solver value" in page.text("#status"), "the solver's answer")
    page.until(lambda _: page.has("#package p.legal"), "the solver's package, legal")
    assert values(page, "trampler") == {"knight": 2, "B": 4}
    page.shot("default_protection", "section:has(#damage-h)")


def test_702_19c_unblocked_attacker_with_a_choice_gets_controls_for_walker_and_player(
    page: Page,
) -> None:
    """702.19c: an unblocked 7/7 with trample over planeswalkers attacking a
    planeswalker may assign past it to its controller. The engine counts 6
    legal assignments, and the page gives it a field for the planeswalker
    and one for player B; 1 to the planeswalker (2 is needed once the 1/1's
    1 is counted) is illegal, 2 is legal."""
    page.open("/?example=702_19c_trample_over_planeswalkers&lang=en")
    assert page.count("giant") == 6
    assert values(page, "giant") == {"walker": 2, "B": 5}
    assert not page.has('#damage fieldset[data-creature="small"]')  # one legal assignment
    page.type_number(damage_field("giant", "walker"), 1)
    page.type_number(damage_field("giant", "B"), 6)
    page.until(lambda _: page.has("#package p.illegal"), "the illegal package")
    rules = [b.get_attribute("data-rule") for b in page.all("#package button.rule")]
    assert any(r and r.startswith("702.19c") for r in rules), rules
    page.type_number(damage_field("giant", "walker"), 2)
    page.type_number(damage_field("giant", "B"), 5)
    page.until(lambda _: page.has("#package p.legal"), "the legal package")
    page.shot("trample_over_planeswalkers", "section:has(#damage-h)")


def test_310_8_a_battle_is_attacked_by_the_opponents_of_its_protector(page: Page) -> None:
    """310.8, 508.1b: a Siege controlled by A and protected by B (made with
    the custom form, whose protector field is there for a battle only) can
    be attacked by A's creature; a battle A protects can't, though B
    controls it."""
    bear = creature("bear", "A", 2, 2)
    other: dict[str, Any] = {"id": "theirs", "controller": "B", "types": ["battle"]}
    other |= {"protector": "A", "counters": {"defense": 4}}
    page.open("/?lang=en" + fragment(two_players("current", bear, other)))
    page.find("details:has(#add-custom-form) summary").click()
    assert not page.find("#custom-protector").is_displayed()
    page.choose("#custom-type", "battle")
    assert page.find("#custom-protector").is_displayed()
    page.find("#custom-name").send_keys("Invasion of Test")
    page.type_number("#custom-toughness", 5)
    page.choose("#custom-controller", "A")
    page.choose("#custom-protector", "B")
    page.click('#add-custom-form button[type="submit"]')
    siege = "invasion_of_test"
    page.until(lambda _: page.has(f'#table tr[data-id="{siege}"]'), "the battle")
    protector = page.find(page.cell(siege, "controller") + " select[aria-label^='Protector']")
    assert Select(protector).first_selected_option.get_attribute("value") == "B"
    targets = Select(page.find(page.cell("bear", "attacks") + " select")).options
    assert [o.get_attribute("value") for o in targets] == ["", "B", siege]
    page.choose(page.cell("bear", "attacks") + " select", siege)
    page.until(lambda _: page.has("#verdict p.legal"), "the legal declaration")
    if page.find("#attacks-box").get_attribute("hidden") is None:
        page.until(lambda _: page.has("#attacks-verdict p.legal"), "the legal attack")
    page.click("#resolve")
    page.until(lambda _: page.has(f'#result li[data-perm="{siege}"]'), "the result")
    assert "defense ×3" in page.text(f'#result li[data-perm="{siege}"]')  # 120.3h


def test_unknown_example_link_says_so_in_japanese_and_gives_a_working_board(
    page: Page,
) -> None:
    """A deep link to an example that doesn't exist: one line in the
    language asked for, and an empty board in that language that works
    (players, the rule sets, a creature added)."""
    page.open("/?example=no_such&lang=ja")
    line = page.text("#status")
    assert "no_such" in line and JAPANESE.search(line) and len(line.splitlines()) == 1
    assert "error" in (page.find("#status").get_attribute("class") or "")
    assert JAPANESE.search(page.text("#players-h")) and JAPANESE.search(page.text("#verdict-h"))
    for player in ("A", "B"):
        assert page.has(f'#players input[data-player="{player}"]')
    assert [o.get_attribute("value") for o in Select(page.find("#rules")).options] == [
        "2023",
        "current",
    ]
    assert page.find("#lang").get_attribute("value") == "ja"
    page.find("details:has(#add-custom-form) summary").click()
    page.find("#custom-name").send_keys("Bear")
    page.choose("#custom-controller", "A")
    page.click('#add-custom-form button[type="submit"]')
    page.until(lambda _: page.has('#table tr[data-id="bear"]'), "the creature")
    page.choose(page.cell("bear", "attacks") + " select", "B")
    page.until(lambda _: page.count("bear") == 1, "the engine's count")
    page.shot("unknown_example_ja")


def test_catalog_card_shows_its_printed_keywords_and_text_in_each_language(page: Page) -> None:
    """A catalog card's printed keywords (702.3 defender: 防衛 in Japanese)
    and its text are on the table, and follow the language switch."""
    page.open("/?lang=ja")
    page.click("#new-board")
    page.find("details:has(#add-card-form) summary").click()
    add_card(page, "群れの", GUARD_JA, "B")
    page.until(lambda _: page.has(page.cell(GUARD, "keywords") + " .printed"), "keywords")
    assert "防衛" in page.text(page.cell(GUARD, "keywords") + " .printed")
    text = page.text(page.cell(GUARD, "name") + " .card-text")
    assert "Whenever Pride Guardian blocks, you gain 3 life." in text
    page.choose("#lang", "en")
    page.until(
        lambda _: "defender" in page.text(page.cell(GUARD, "keywords") + " .printed"), "English"
    )
    assert page.find(page.cell(GUARD, "keywords") + " input").get_attribute("value") == ""
    page.shot("catalog_card", "#table")


def test_players_rows_show_life_poison_and_who_lost_after_resolve(page: Page) -> None:
    """119.3, 120.3, 704.5a-c: after Resolve each player's row says their
    life and poison with the change, and who lost; the next change of the
    board takes it away."""
    board = two_players(
        "current",
        creature("rat", "A", 1, 1, attacking="B", keywords=["infect"]),
        creature("ogre", "A", 3, 3, attacking="B"),
        B={"life": 3, "poison": 9},
    )
    page.open("/?lang=en" + fragment(board))
    page.click("#resolve")
    page.until(lambda _: page.has('#players [data-result="B"]'), "the result on the players")
    row = page.text('#players [data-result="B"]')
    assert "3 → 0" in row and "9 → 10" in row and "has lost" in row
    assert "lost" in (page.find('#players .bar[data-player="B"]').get_attribute("class") or "")
    assert "has lost" not in page.text('#players [data-result="A"]')
    page.shot("players_after", "section:has(#players-h)")
    page.type_number('#players input[data-player="B"][data-field="life"]', 20)
    page.until(lambda _: not page.has("#players [data-result]"), "no stale result")


def test_611_3a_custom_anthem_enchantment_pumps_the_attacker(page: Page) -> None:
    """A non-creature permanent with effects: a custom enchantment "Creatures
    you control get +1/+1." (611.3a, 613.4c) has no power or toughness, can't
    attack, and makes A's unblocked 2/2 deal 3."""
    bear = creature("bear", "A", 2, 2, attacking="B")
    page.open("/?lang=en" + fragment(two_players("current", bear)))
    page.find("details:has(#add-custom-form) summary").click()
    page.choose("#custom-type", "enchantment")
    assert page.find("#custom-power").get_attribute("disabled") is not None
    page.find("#custom-name").send_keys("Test Anthem")
    page.find("#custom-abilities").send_keys("Creatures you control get +1/+1.")
    page.until(lambda _: page.has("#parse-out li.modelled"), "the sentence read")
    page.choose("#custom-controller", "A")
    page.click('#add-custom-form button[type="submit"]')
    anthem = "test_anthem"
    page.until(lambda _: page.has(f'#table tr[data-id="{anthem}"]'), "the enchantment")
    assert not page.all(page.cell(anthem, "power_toughness") + " input")
    assert page.find(page.cell(anthem, "attacks") + " select").get_attribute("disabled")
    assert "Creatures you control get +1/+1." in page.text(page.cell(anthem, "name"))
    page.click("#resolve")
    page.until(lambda _: page.has('#result li[data-player="B"]'), "the result")
    assert "20 → 17" in page.text('#result li[data-player="B"]')


RECORD_FETCHES = """
window.__fetches = [];
const original = window.fetch;
window.fetch = (url, init = {}) => {
  const headers = new Headers(init.headers || {});
  window.__fetches.push({url: String(url), method: init.method || "GET",
                         type: headers.get("content-type"), body: init.body !== undefined});
  return original(url, init);
};
"""


def test_every_request_body_says_its_media_type(page: Page, tmp_path: Path) -> None:
    """Each POST the page makes says what its body is: application/json for
    a JSON document, application/toml for a TOML scenario to import; a GET
    sends no body."""
    script = page.driver.execute_cdp_cmd(
        "Page.addScriptToEvaluateOnNewDocument", {"source": RECORD_FETCHES}
    )
    try:
        page.open("/?example=510_1c_ex1_vastwood_gorger&lang=en")
        page.click("#default")
        page.click("#resolve")
        page.until(lambda _: page.has('#result li[data-player="B"]'), "the result")
        page.find("details:has(#add-custom-form) summary").click()
        page.find("#custom-abilities").send_keys("Flying")
        page.until(lambda _: page.has("#parse-out li"), "the sentence read")
        page.click("#export-toml")
        toml_file = page.downloaded("scenario.toml")
        page.find("#import").send_keys(str(toml_file))
        page.until(lambda _: page.text("#status") == "scenario.toml", "imported")
        page.idle()
        seen = page.driver.execute_script("return window.__fetches")
    finally:
        page.driver.execute_cdp_cmd(
            "Page.removeScriptToEvaluateOnNewDocument", {"identifier": script["identifier"]}
        )
    posts = [f for f in seen if f["method"] == "POST"]
    paths = {f["url"].split("?")[0] for f in posts}
    assert {"/api/resolve", "/api/check", "/api/parse", "/api/scenario/to-toml"} <= paths
    assert "/api/scenario/from-toml" in paths
    for f in posts:
        wanted = "application/toml" if "/from-toml" in f["url"] else "application/json"
        assert f["body"] and f["type"] == wanted, f
    assert all(f["type"] is None and not f["body"] for f in seen if f["method"] == "GET")
