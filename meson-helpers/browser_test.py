"""The gallery in a real browser: Debian's Chromium, driven by Playwright, showing broadway.

Run by meson-helpers/browser, which installs Chromium and Playwright, builds the gallery and
starts gtk4-broadwayd; by hand, with those in place:

    GTK_ALERTS_BIN=.build/debug BROADWAY_PORT=8085 BROADWAY_DISPLAY=:5 GDK_BACKEND=broadway \
        python -m pytest -p no:cacheprovider meson-helpers/browser_test.py

This is how a new user first meets the project: the README's first command serves the gallery
over broadway, with no window manager, and they open it in a browser. Each page runs in a gallery
of its own (`alert-gallery --page NAME --report`), which prints where its buttons are and when an
alert shows and ends (its `DriverReport`). For every button that presents an alert, the suite
clicks it in the browser as a person does, then checks what the person sees: the alert is over
the gallery (no second window, which broadway would put at the page's corner), its card inside
the gallery window and centred on it, a click on the dim does nothing, and Escape answers at the
first press; after it, the gallery is the page's only window again. Screenshots of every step
that went wrong, and each gallery's output, are kept in GTK_ALERTS_OUTPUT.
"""

import os
import pathlib
import subprocess

import pytest
from playwright.sync_api import sync_playwright

from suite_harness import Process, wait_until

BIN = pathlib.Path(os.environ.get("GTK_ALERTS_BIN", ".build/debug"))
PORT = os.environ.get("BROADWAY_PORT", "8085")
CHROMIUM = os.environ.get("GTK_ALERTS_CHROMIUM", "/usr/bin/chromium")
OUTPUT = pathlib.Path(os.environ.get("GTK_ALERTS_OUTPUT", "/tmp"))
# How far a card's centre may be from its window's, in pixels: rounding of odd widths.
CENTRE_TOLERANCE = 2
# Controls that switch the page's later alerts to `.presentation(.window)`, asked for by name:
# no window manager places such a window on broadway, so it opens at the page's corner, as
# every GTK dialog does there (the Windows and Applications article says so). The default draws in the gallery's window.
ASKS_FOR_OWN_WINDOW = {"presentation"}
PAGES = subprocess.run([BIN / "alert-gallery", "--list"], capture_output=True, text=True, check=True).stdout.split()

# The browser's view of broadway: every surface (window) is a positioned <div> directly in <body>.
SURFACES = """() => [...document.body.children]
    .filter(element => element.tagName === 'DIV' && element.style.display !== 'none'
        && element.style.visibility !== 'hidden' && element.offsetWidth > 0)
    .map(element => { const box = element.getBoundingClientRect();
        return [box.left, box.top, box.width, box.height]; })"""


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as playwright:
        # As root, Chromium runs only without its sandbox.
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield browser
        browser.close()


class Gallery:
    """One page of the gallery, its process and its browser tab."""

    def __init__(self, name, browser):
        self.name = name
        self.process = Process(f"gallery-{name}", [str(BIN / "alert-gallery"), "--page", name, "--report"],
                               dict(os.environ), OUTPUT)
        self.tab = browser.new_page(viewport={"width": 1280, "height": 900})
        self.tab.goto(f"http://127.0.0.1:{PORT}/")
        self.shots = 0

    def buttons(self):
        """The page's named buttons, once the gallery has reported them: {name: (x, y, w, h)}."""
        wait_until(lambda: self.process.matching(r"^button "), 15)
        wait_until(lambda: False, 0.5)  # the rest of the report's lines
        found = {}
        for line in self.process.matching(r"^button "):
            _, name, *numbers = line.split()
            found[name] = tuple(int(number) for number in numbers)
        return found

    def surfaces(self):
        return self.tab.evaluate(SURFACES)

    def click(self, surface, point):
        """A click as a hand makes it: the pointer travels there and rests before the press.
        (Playwright's instant click arrives before broadway has told GTK where the pointer went,
        and GTK then presses nothing after a first click elsewhere.)"""
        self.tab.mouse.move(surface[0] + point[0], surface[1] + point[1], steps=5)
        wait_until(lambda: False, 0.2)
        self.tab.mouse.down()
        wait_until(lambda: False, 0.05)
        self.tab.mouse.up()

    def count(self, word):
        return self.process.count(lambda line: line == word or line.startswith(word + " "))

    def shot(self, step):
        self.shots += 1
        path = OUTPUT / f"{self.name}-{self.shots:02d}-{step}.png"
        self.tab.screenshot(path=str(path))
        return path

    def close(self):
        self.tab.close()
        self.process.stop()


@pytest.mark.parametrize("name", PAGES)
def test_every_alert_of_the_page_is_over_the_gallery_and_answers_at_the_first_key(name, browser):
    gallery = Gallery(name, browser)
    problems = []
    presented = 0
    try:
        buttons = gallery.buttons()
        assert buttons, f"{name}: the gallery reported no button; {gallery.process.account()}"
        assert wait_until(lambda: len(gallery.surfaces()) == 1, 10), f"{name}: the gallery's window never showed"
        window = gallery.surfaces()[0]
        for button, (x, y, width, height) in buttons.items():
            if button.startswith("page-") or button in ASKS_FOR_OWN_WINDOW:
                continue  # The sidebar's (another page), or see ASKS_FOR_OWN_WINDOW.
            shown_before, ended_before = gallery.count("shown"), gallery.count("ended")
            gallery.click(window, (x + width / 2, y + height / 2))
            if not wait_until(lambda: gallery.count("shown") > shown_before, 2):
                continue  # A control of the page, not a button that presents an alert.
            presented += 1
            line = gallery.process.matching(r"^shown ")[-1]
            surfaces = gallery.surfaces()
            if len(surfaces) != 1 or line == "shown window":
                problems.append(f"{button}: the alert opened a window of its own at {surfaces[1:]} "
                                f"({gallery.shot(button + '-own-window')})")
            else:
                card_x, card_y, card_width, card_height = (int(part) for part in line.split()[1:])
                inside = (0 <= card_x and card_x + card_width <= window[2]
                          and 0 <= card_y and card_y + card_height <= window[3])
                centre = card_x + card_width / 2
                if not inside or abs(centre - window[2] / 2) > CENTRE_TOLERANCE:
                    problems.append(f"{button}: card at {card_x},{card_y} {card_width}×{card_height} in a "
                                    f"{window[2]:.0f}×{window[3]:.0f} window ({gallery.shot(button + '-placement')})")
                # The dim, at the window's bottom-left corner (a card never reaches it): blocked.
                gallery.click(window, (24, window[3] - 24))
                wait_until(lambda: False, 0.4)
                if gallery.count("ended") > ended_before or gallery.count("shown") > shown_before + 1:
                    problems.append(f"{button}: a click on the dim acted ({gallery.shot(button + '-dim-click')})")
            gallery.tab.keyboard.press("Escape")
            if not wait_until(lambda: gallery.count("ended") > ended_before, 1.5):
                problems.append(f"{button}: the first Escape did not answer ({gallery.shot(button + '-escape')})")
                gallery.tab.keyboard.press("Escape")
                wait_until(lambda: gallery.count("ended") > ended_before, 3)
            if not wait_until(lambda: len(gallery.surfaces()) == 1, 2):
                problems.append(f"{button}: a window stayed after the answer ({gallery.shot(button + '-after')})")
        assert gallery.process.running(), f"{name}: the gallery ended; {gallery.process.account()}"
        assert presented > 0, f"{name}: no button presented an alert; {gallery.process.account()}"
        assert not problems, f"{name}: " + "; ".join(problems)
    finally:
        gallery.close()
    assert not gallery.process.warnings(), f"{name}: GTK warned: {gallery.process.warnings()}"
