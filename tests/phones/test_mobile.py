"""The phone page on phone-sized screens with touch: Chromium's mobile emulation at 360x640,
390x844 and landscape, driven by touch events (no mouse).

A real `ww-desktop host` process serves one phone seat; the page is joined by tapping the
player's name, the card is revealed by holding a finger on the cover, and the night's question
is answered by tapping a name and Confirm. On every screen the page's text is at least 16 px
and every tap target at least 44 px in both directions.
Skipped when Debian's `chromium` and `chromium-driver` are not installed.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading

import pytest

from ww_desktop.phones.server import GUESS_LIMIT, LOCK_TIME, MOVE_GRACE

from .phones_helpers import FakeClock, running_table
from .test_browser import CHROMIUM, DRIVER, _hosting, _shown, _wait, webdriver

pytestmark = pytest.mark.skipif(
    not (CHROMIUM and DRIVER), reason="needs Debian's chromium and chromium-driver"
)

SCREENS = {"360x640": (360, 640), "390x844": (390, 844), "landscape": (844, 390)}

_TOO_SMALL = """
// Visible text smaller than 16 px, and tap targets smaller than 44 px (CSS pixels).
const small = [], tiny = [];
for (const e of document.querySelectorAll("body *")) {
  const r = e.getBoundingClientRect();
  if (!r.width || !r.height || getComputedStyle(e).visibility === "hidden") continue;
  const own = Array.from(e.childNodes).some((n) => n.nodeType === 3 && n.textContent.trim());
  if (own && parseFloat(getComputedStyle(e).fontSize) < 16)
    small.push(e.tagName + ":" + e.textContent.trim().slice(0, 20));
  if (e.matches("button, select, input, [role=button]") && (r.width < 44 || r.height < 44))
    tiny.push(e.tagName + "#" + e.id + ":" + Math.round(r.width) + "x" + Math.round(r.height));
}
return [small, tiny];
"""


@pytest.fixture(params=list(SCREENS))
def phone(request):
    """Chromium emulating a phone screen with touch."""
    with _mobile(*SCREENS[request.param]) as driver:
        yield driver


@contextlib.contextmanager
def _mobile(width: int, height: int):
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
        options.add_argument(arg)
    options.add_experimental_option(
        "mobileEmulation",
        {
            "deviceMetrics": {"width": width, "height": height, "pixelRatio": 2.0, "touch": True},
            "userAgent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 "
            "(KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36",
        },
    )
    driver = webdriver.Chrome(options=options, service=webdriver.ChromeService(DRIVER))
    try:
        yield driver
    finally:
        driver.quit()


def _touch(driver, kind: str, element=None) -> None:
    """One touch event (`touchStart` on `element`'s centre, or `touchEnd`), as a finger."""
    points = []
    if element is not None:
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        x, y = driver.execute_script(
            "const r = arguments[0].getBoundingClientRect();"
            "return [r.left + r.width / 2, r.top + r.height / 2];",
            element,
        )
        points = [{"x": x, "y": y}]
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})


def _tap(driver, element) -> None:
    _touch(driver, "touchStart", element)
    _touch(driver, "touchEnd")


def _sizes_ok(driver) -> None:
    small, tiny = driver.execute_script(_TOO_SMALL)
    assert small == [], small
    assert tiny == [], tiny


def _pressed(driver) -> list[str]:
    """The selectors of the pressed name buttons."""
    return [
        f"#task .question ul.buttons button[data-seat='{b.get_attribute('data-seat')}']"
        for b in driver.find_elements("css selector", "#task button[aria-pressed='true']")
    ]


def test_a_phone_sized_screen_plays_by_touch(tmp_path, phone):
    with _hosting(tmp_path, players=5, phones=1, seed=7) as (_proc, link):
        phone.get(link)
        seat = _wait(phone, lambda d: _shown(d, "#seats button[data-seat='0']"))
        _sizes_ok(phone)
        _tap(phone, seat)
        _wait(phone, lambda d: d.find_element("id", "me").text == "Player 1")
        _wait(phone, lambda d: _shown(d, "#task .question"))

        # Hold to reveal, by touch: the card shows while the finger is down, not after.
        card = phone.find_element("id", "card")
        assert not card.is_displayed()
        _touch(phone, "touchStart", phone.find_element("id", "cover"))
        _wait(phone, lambda d: card.is_displayed())
        assert phone.find_element("id", "role").text
        _sizes_ok(phone)
        _touch(phone, "touchEnd")
        _wait(phone, lambda d: not card.is_displayed())

        # The night's question: every name is tapped in turn (one that cannot be chosen says
        # so and stays unpressed; any other becomes the one choice), then Confirm.
        _sizes_ok(phone)
        names = phone.find_elements("css selector", "#task .question ul.buttons button")
        assert len(names) == 5
        seats = [b.get_attribute("data-seat") for b in names]
        for seat in seats:
            css = f"#task .question ul.buttons button[data-seat='{seat}']"
            _tap(phone, phone.find_element("css selector", css))
            name = phone.find_element("css selector", css)
            if name.get_attribute("aria-disabled") == "true":
                _wait(phone, lambda d, n=name.text: n in d.find_element("id", "status").text)
                assert name.get_attribute("aria-pressed") == "false"
            else:
                _wait(phone, lambda d, c=css: _pressed(d) == [c])
        if not _pressed(phone):  # the last name could not be chosen: one that can
            css = "#task .question ul.buttons button:not([aria-disabled='true'])"
            _tap(phone, phone.find_element("css selector", css))
        _wait(phone, lambda d: _shown(d, "#task button[aria-pressed='true']"))
        confirm = _wait(phone, lambda d: _shown(d, "#task button.confirm:enabled"))
        _tap(phone, confirm)
        _wait(phone, lambda d: not _shown(d, "#task .question") or _shown(d, "#status"))
        _sizes_ok(phone)


@contextlib.contextmanager
def _served_here(tmp_path):
    """A headless table with one phone seat among five, served on a thread of this process
    (so the test holds its server and its clock); yields (server, loop)."""
    box: dict = {}
    ready = threading.Event()

    def run() -> None:
        async def main() -> None:
            async with running_table(tmp_path, "standard", 5, 1, 7) as (_table, server, _http):
                box.update(server=server, loop=asyncio.get_running_loop(), stop=asyncio.Event())
                ready.set()
                await box["stop"].wait()

        asyncio.run(main())

    thread = threading.Thread(target=run)
    thread.start()
    assert ready.wait(30)
    try:
        yield box["server"], box["loop"]
    finally:
        box["loop"].call_soon_threadsafe(box["stop"].set)
        thread.join(30)


def _take_the_first_seat(driver, server) -> str:
    """Open the room's link, take seat 0 and wait for its first question; its role's text."""
    driver.get(f"http://127.0.0.1:{server.port}/?room={server.room.code}")
    _tap(driver, _wait(driver, lambda d: _shown(d, "#seats button[data-seat='0']")))
    _wait(driver, lambda d: _shown(d, "#task .question"))
    return driver.find_element("id", "role").get_attribute("textContent")


def _on(loop, call):
    """Run `call` on the server's loop and return its result."""
    return asyncio.run_coroutine_threadsafe(_call(call), loop).result(10)


async def _call(call):
    return call()


@pytest.mark.parametrize("asleep", [10.0, MOVE_GRACE + 1])
def test_a_phone_that_sleeps_and_wakes_is_back_on_its_seat(tmp_path, asleep):
    """The phone sleeps (page frozen, its connection dropped), seconds pass on the server's
    clock (less, then more than the seat-move grace), it wakes: same seat, same card, and no
    question to the host (it is the same phone: its device id says so)."""
    width, height = SCREENS["360x640"]
    with _served_here(tmp_path) as (server, loop), _mobile(width, height) as phone:
        clock = FakeClock()
        asked: list[int] = []

        def arm() -> None:
            server.clock = clock
            server.on_move = asked.append

        _on(loop, arm)
        role = _take_the_first_seat(phone, server)

        phone.execute_cdp_cmd("Page.setWebLifecycleState", {"state": "frozen"})

        async def drop() -> None:
            for conn in list(server._conns):
                await conn.ws.close()

        asyncio.run_coroutine_threadsafe(drop(), loop).result(10)
        _wait(phone, lambda d: not _on(loop, lambda: server.connected(0)))

        def later() -> None:
            clock.now += asleep

        _on(loop, later)
        phone.execute_cdp_cmd("Page.setWebLifecycleState", {"state": "active"})
        _wait(phone, lambda d: _on(loop, lambda: server.connected(0)), timeout=30)
        _wait(phone, lambda d: _shown(d, "#task .question"))
        assert phone.find_element("id", "me").text == "P0"
        assert phone.find_element("id", "role").get_attribute("textContent") == role
        assert asked == []


_SHOWN_AGAIN = """
// The screen goes off, then on again: the page is hidden, then shown (as a phone's browser
// tells it when it sleeps and wakes).
for (const hidden of [true, false]) {
  Object.defineProperty(document, "hidden", { value: hidden, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}
"""


_NETWORK_BACK = 'window.dispatchEvent(new Event("online"));'


@pytest.mark.parametrize("woken", [_SHOWN_AGAIN, _NETWORK_BACK], ids=["screen-on", "network-back"])
def test_a_phone_that_wakes_on_a_connection_dead_in_its_sleep_is_back_on_its_seat(tmp_path, woken):
    """The laptop dropped the sleeping phone's connection, but the phone never heard it: its
    connection looks open and nothing comes through. When its screen comes on (or its network
    comes back), the page checks the connection (a ping nobody answers), closes it and is back
    on its seat at once, with no question to the host; without that check it would stay
    silent until it was reloaded."""
    width, height = SCREENS["390x844"]
    with _served_here(tmp_path) as (server, loop), _mobile(width, height) as phone:
        asked: list[int] = []
        _on(loop, lambda: setattr(server, "on_move", asked.append))
        role = _take_the_first_seat(phone, server)

        def lost() -> None:
            """The server gives the phone up (its heartbeat went unanswered in its sleep);
            the phone's side of the connection stays open and hears nothing more."""
            conn = next(c for c in server._conns if c.seat == 0)
            server._conns.discard(conn)
            conn.seat = None
            conn.outbox.put_nowait(None)  # nothing more is written to it
            server._left[0] = server.clock()

        _on(loop, lost)
        assert not _on(loop, lambda: server.connected(0))
        phone.execute_script(woken)
        _wait(phone, lambda d: _on(loop, lambda: server.connected(0)), timeout=30)
        _wait(phone, lambda d: _shown(d, "#task .question"))
        assert phone.find_element("id", "me").text == "P0"
        assert phone.find_element("id", "role").get_attribute("textContent") == role
        assert asked == [] and not _on(loop, lambda: server.moving(0))


def test_a_copied_token_on_another_phone_waits_for_the_host_and_takes_nothing(tmp_path):
    """Ann's token is copied onto another phone while hers is on: that page says it waits for
    the host; the host refuses; it says so and stops asking, and takes no seat. The host then
    allows a third phone with the token: Ann's page says her seat was opened on another
    phone and stops reconnecting, the new one shows her card."""
    width, height = SCREENS["360x640"]
    with _served_here(tmp_path) as (server, loop), _mobile(width, height) as ann:
        asked: list[int] = []
        _on(loop, lambda: setattr(server, "on_move", asked.append))
        role = _take_the_first_seat(ann, server)
        token = ann.execute_script("return localStorage.getItem('ww-desktop-token')")
        assert token
        link = f"http://127.0.0.1:{server.port}/"

        def copy_onto(other) -> None:
            other.get(link + "check")  # the page's origin, to set its storage
            other.execute_script("localStorage.setItem('ww-desktop-token', arguments[0])", token)
            other.get(link)

        status = lambda d: d.find_element("id", "status").text  # noqa: E731
        with _mobile(width, height) as thief:
            copy_onto(thief)
            _wait(thief, lambda d: "host" in status(d))
            _wait(thief, lambda d: asked == [0])
            assert not thief.find_element("id", "game").is_displayed()
            _on(loop, lambda: server.refuse_move(0))
            _wait(thief, lambda d: status(d) == "The host did not let this phone in.")
            assert not thief.find_element("id", "game").is_displayed()
            assert _on(loop, lambda: not server.moving(0) and server.connected(0))
        assert ann.find_element("id", "role").get_attribute("textContent") == role

        with _mobile(width, height) as new:
            copy_onto(new)
            _wait(new, lambda d: asked == [0, 0])
            assert _on(loop, lambda: server.allow_move(0))
            _wait(new, lambda d: _shown(d, "#task .question"))
            assert new.find_element("id", "role").get_attribute("textContent") == role
            _wait(ann, lambda d: status(d) == "This seat was opened on another phone.")
            assert not ann.find_element("id", "game").is_displayed()
            assert _on(loop, lambda: len([c for c in server._conns if c.seat == 0])) == 1


def test_a_phone_guessing_room_codes_is_locked_out_even_for_the_right_one(tmp_path):
    """A phone types wrong room codes: after 10 it reads "Too many tries"; reloaded, even the
    right code is refused until the lockout is over (the server's clock moves on)."""
    width, height = SCREENS["390x844"]
    with _served_here(tmp_path) as (server, loop), _mobile(width, height) as phone:
        clock = FakeClock()
        _on(loop, lambda: setattr(server, "clock", clock))
        link = f"http://127.0.0.1:{server.port}/"
        status = lambda d: d.find_element("id", "status").text  # noqa: E731

        def try_code(code: str) -> None:
            box = _wait(phone, lambda d: _shown(d, "#code"))
            box.clear()
            box.send_keys(code)
            _tap(phone, phone.find_element("id", "code-ok"))

        phone.get(link)
        for i in range(GUESS_LIMIT):
            before = _guesses(server, loop)
            try_code(f"ZZZZ{i % 10}{i % 7}")
            _wait(phone, lambda d, n=before: _guesses(server, loop) > n or "Too" in status(d))
        _wait(phone, lambda d: status(d) == "Too many tries. Wait a minute and reload.")
        phone.get(link)
        try_code(server.room.code)
        _wait(phone, lambda d: status(d) == "Too many tries. Wait a minute and reload.")
        assert not _shown(phone, "#seats button")

        _on(loop, lambda: setattr(clock, "now", clock.now + LOCK_TIME + 1))
        phone.get(link)
        try_code(server.room.code)
        _wait(phone, lambda d: _shown(d, "#seats button[data-seat='0']"))


def _guesses(server, loop) -> int:
    return len(_on(loop, lambda: server._lockout._fails.get("127.0.0.1", ())))
