"""A real phone browser (headless Chromium through Selenium) plays a seat of `ww-desktop host`.

The host command runs as a separate process; the browser opens the join link it prints on its
first line (loopback), picks its name, holds the cover to see its card, answers at night,
reloads the page and finds its seat again, votes by day and sees the reveal at the end. A
second test opens two phones (a werewolf's and a villager's) and compares their screens' shape
at every night moment.
Skipped when Debian's `chromium` and `chromium-driver` are not installed (`.ci/run` installs
them).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

webdriver = pytest.importorskip("selenium.webdriver")
from selenium.common.exceptions import StaleElementReferenceException  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
pytestmark = pytest.mark.skipif(
    not (CHROMIUM and DRIVER), reason="needs Debian's chromium and chromium-driver"
)


@contextlib.contextmanager
def _hosting(tmp_path, players: int, phones: int, seed: int):
    """`ww-desktop host` (standard rules) running; yields (process, join link)."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "ww_desktop", "--data-dir", str(tmp_path), "host",
         "--preset", "standard", "--players", str(players), "--phones", str(phones),
         "--seed", str(seed), "--linger", "30"],
        stdout=subprocess.PIPE,
        text=True,
    )  # fmt: skip
    try:
        assert proc.stdout is not None
        link = proc.stdout.readline().strip()
        assert link.startswith("http://127.0.0.1:") and "?room=" in link
        yield proc, link
    finally:
        proc.terminate()
        proc.wait(timeout=10)
        if proc.stdout is not None:
            proc.stdout.close()


@pytest.fixture
def host(tmp_path):
    """`ww-desktop host` with one phone seat among five; yields (process, join link)."""
    with _hosting(tmp_path, players=5, phones=1, seed=7) as running:
        yield running


@pytest.fixture
def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--window-size=400,800"):  # fmt: skip
        options.add_argument(arg)
    driver = webdriver.Chrome(options=options, service=webdriver.ChromeService(DRIVER))
    try:
        yield driver
    finally:
        driver.quit()


def _wait(driver, condition, timeout=15):
    return WebDriverWait(
        driver, timeout, ignored_exceptions=(StaleElementReferenceException,)
    ).until(condition)


def _shown(driver, css):
    found = [e for e in driver.find_elements(By.CSS_SELECTOR, css) if e.is_displayed()]
    return found[0] if found else False


def _snap(driver, tmp_path, name):
    """Save a screenshot (the README's, when WW_SCREENSHOTS_DIR names docs/screenshots)."""
    chosen = os.environ.get("WW_SCREENSHOTS_DIR")
    folder = Path(chosen).resolve() if chosen else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    assert driver.save_screenshot(str(folder / f"phone-{name}.png"))


def _answer(driver, spare=()):
    """Answer the open question: the first name (not one of the `spare` seats), then Confirm.
    Returns its verb."""
    part = _wait(driver, lambda d: _shown(d, "#task .question"))
    verb = part.get_attribute("data-verb")
    buttons = part.find_elements(By.CSS_SELECTOR, "ul.buttons button:not([aria-disabled='true'])")
    next(b for b in buttons if int(b.get_attribute("data-seat")) not in spare).click()
    _wait(driver, lambda d: _shown(d, "#task .question button.confirm:enabled")).click()
    return verb


def test_a_phone_plays_its_seat_in_a_real_browser(host, browser, tmp_path):
    proc, link = host
    browser.get(link)
    _wait(browser, lambda d: _shown(d, "#seats button[data-seat='0']")).click()
    _wait(browser, lambda d: d.find_element(By.ID, "me").text == "Player 1")

    # Hold to reveal: the card shows only while the cover is held.
    card = browser.find_element(By.ID, "card")
    assert not card.is_displayed()
    cover = browser.find_element(By.ID, "cover")
    ActionChains(browser).click_and_hold(cover).perform()
    _wait(browser, lambda d: card.is_displayed())
    role = browser.find_element(By.ID, "role").text
    assert role
    _snap(browser, tmp_path, "card")
    ActionChains(browser).release(cover).perform()
    _wait(browser, lambda d: not card.is_displayed())

    # The first night: every phone is asked something (a power, or the note).
    assert browser.find_element(By.TAG_NAME, "body").get_attribute("class") == "night"
    part = _wait(browser, lambda d: _shown(d, "#task .question"))
    # One shape for every role: a button per player still in the game, and "Nobody".
    assert len(part.find_elements(By.CSS_SELECTOR, "ul.buttons button")) == 5
    assert part.find_element(By.CSS_SELECTOR, "button.skip").is_displayed()
    assert len(browser.find_elements(By.CSS_SELECTOR, "#task .question")) == 1
    _snap(browser, tmp_path, "night")
    _answer(browser)

    # Reload: the token brings the page back to the same seat and card.
    browser.refresh()
    _wait(browser, lambda d: d.find_element(By.ID, "me").text == "Player 1")
    assert browser.find_element(By.ID, "role").get_attribute("textContent") == role

    # Play on (answering whatever is asked) until a vote was cast or the game ends.
    verbs = []
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and "vote" not in verbs:
        if _shown(browser, "#end h2"):
            break
        if _shown(browser, "#task .question"):
            verbs.append(_answer(browser))
        else:
            time.sleep(0.1)
    assert "vote" in verbs, verbs
    while time.monotonic() < deadline and not _shown(browser, "#end h2"):
        if _shown(browser, "#task .question"):
            _answer(browser)
        else:
            time.sleep(0.1)
    assert _shown(browser, "#end h2"), "the reveal never came"

    # A phone without the link's code (typed address) is asked for it in its own language.
    browser.execute_script("localStorage.clear(); localStorage.setItem('ww-desktop-lang', 'fr')")
    browser.get(link.split("?")[0])
    _wait(browser, lambda d: d.find_element(By.ID, "code-label").text.startswith("Code de"))
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "fr"

    # The connection check page works from the same browser.
    browser.get(link.split("?")[0] + "check")
    _wait(browser, lambda d: "ms)" in d.find_element(By.ID, "result").text)
    shown = browser.find_element(By.ID, "result").text
    assert "%1" not in shown and any(c.isdigit() for c in shown), shown  # filled in
    assert proc.stdout.readline().startswith("paired: seat 1")


@pytest.fixture
def two_phones(tmp_path):
    """`ww-desktop host` with two phone seats among eight: a werewolf (seat 1) and a villager."""
    with _hosting(tmp_path, players=8, phones=2, seed=4) as (_, link):
        yield link


_TASK_SHAPE = """
const task = document.getElementById("task");
const q = task.querySelector(".question");
const height = (e) => Math.round(e.getBoundingClientRect().height);
// What shows across a table: the box, the title's and each line's height (how many lines of
// text), whether a line is blank, the buttons.
return q ? [document.body.className, q.dataset.verb, height(task),
            height(q.querySelector("h3")),
            Array.from(q.querySelectorAll(".info"), (e) => [height(e), e.textContent !== ""]),
            task.querySelectorAll("button").length] : null;
"""


def test_a_werewolf_and_a_villager_see_screens_of_one_shape(two_phones, browser):
    """Two phones side by side, a werewolf's and a villager's: at every night moment their task
    has the same height and the same number of buttons (the pack's attack included)."""
    tabs = []
    for seat in (0, 1):
        if tabs:  # a second phone: same origin here, so not the first one's stored token
            browser.switch_to.new_window("tab")
            browser.get(two_phones.split("?")[0] + "check")
            browser.execute_script("localStorage.removeItem('ww-desktop-token')")
        browser.get(two_phones)
        _wait(browser, lambda d, s=seat: _shown(d, f"#seats button[data-seat='{s}']")).click()
        _wait(browser, lambda d, s=seat: d.find_element(By.ID, "me").text == f"Player {s + 1}")
        tabs.append(browser.current_window_handle)

    def shape(tab):
        browser.switch_to.window(tab)
        return browser.execute_script(_TASK_SHAPE)

    compared: list[str] = []
    alone_since: float | None = None
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline and "attack" not in compared:
        shapes = [shape(tab) for tab in tabs]
        if not any(shapes):
            time.sleep(0.1)
            continue
        if all(shapes) and shapes[0][0] == "night":
            wolf, villager = shapes
            # Same height, same lines of title and text, same buttons.
            assert wolf[2:] == villager[2:], (wolf, villager)
            compared.append(wolf[1])
        elif not all(shapes):
            alone_since = alone_since or time.monotonic()
            if time.monotonic() - alone_since < 2:  # the other phone may be about to light up
                time.sleep(0.1)
                continue
        alone_since = None
        for tab, found in zip(tabs, shapes, strict=True):
            if found:
                browser.switch_to.window(tab)
                _answer(browser, spare=(0, 1))  # the two phones keep each other in the game
    assert "attack" in compared, compared
