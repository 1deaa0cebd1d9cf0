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
first press; after it, the gallery is the page's only window again, and the keyboard focus is
back on the button that presented the alert, where a Tab moves it on at once.

Then the keyboard as a person uses it: Enter answers with the default button at the first press,
Tab moves the focus from button to button inside the alert and space (Enter, in the runs below)
presses the one it is on, Alt and a button's underlined letter presses that button; each time
the page's status line names the answer. Typing invalid text into the fields of the forms page's New Bookmark and the
items page's Add Item shows every field's error, and no error pushes a button out of the card nor
the card out of the window. A subset of these runs again with the gallery dark, right to left and
in a narrow window (`--dark`, `--direction rtl`, `--window-width`). At that phone's width the
gallery must be no wider than asked, its sidebar a menu button in the header, and every page
must open from that menu and present an alert. Screenshots of every step that went wrong, and
each gallery's output, are kept in GTK_ALERTS_OUTPUT; what the narrow runs got as a window width
is written to its figures.txt.
"""

import base64
import os
import pathlib
import subprocess
import tempfile

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
# left alone by the walk over every alert, and tried by a test of their own.
ASKS_FOR_OWN_WINDOW = {"presentation"}
# The width asked of the narrow gallery, in pixels: a phone's browser page, below the 450 at
# which action lists become bottom sheets.
NARROW_WIDTH = 380
# How much wider than the window its surface is, in pixels at most: the shadow on both sides
# (28 with Adwaita).
SHADOW_ALLOWANCE = 40
# The gallery's starting appearances, by the name a test's id carries, and the options for them.
VARIANTS = {
    "dark": ["--dark"],
    "rtl": ["--direction", "rtl"],
    "narrow": ["--window-width", str(NARROW_WIDTH)],
}
# The pages the dark, right-to-left and narrow galleries are checked on: buttons side by side,
# stacked, in an action list, with fields and with custom content.
VARIANT_PAGES = ["custom-content", "forms", "action-list"]
# Pages whose status line says something else than which button answered, and what.
STATUS_NOT_THE_ANSWER = {
    "items": "the item count",
    "errors": "whether the recovery worked",
}
# Alerts that end by themselves or present another, where a key's answer cannot be told apart.
NOT_FOR_KEYS = {
    "live-alerts": {"sign-out"},  # it counts down and signs out on its own
}
# The alerts whose fields have validators, how to fill each field wrongly (in order; the text
# replaces what the field holds), and how many errors that shows.
INVALID_FIELDS = {
    ("forms", "new-bookmark"): ["   ", "ftp://an.example.org/with/a/path/long/enough/to/need/the/whole/width"],
    ("items", "add-item"): ["   "],
}
PAGES = subprocess.run([BIN / "alert-gallery", "--list"], capture_output=True, text=True, check=True).stdout.split()

# The browser's view of broadway: every surface (window) is a positioned <div> directly in <body>.
SURFACES = """() => [...document.body.children]
    .filter(element => element.tagName === 'DIV' && element.style.display !== 'none'
        && element.style.visibility !== 'hidden' && element.offsetWidth > 0)
    .map(element => { const box = element.getBoundingClientRect();
        return [box.left, box.top, box.width, box.height]; })"""

# The colour of a one-pixel PNG (base64), decoded by the tab: the suite's Python has no image
# library. The canvas stays out of the document, so it is no surface.
PIXEL = """async data => { const image = new Image(); image.src = 'data:image/png;base64,' + data;
    await image.decode(); const canvas = document.createElement('canvas'); canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d'); context.drawImage(image, 0, 0);
    return [...context.getImageData(0, 0, 1, 1).data].slice(0, 3); }"""
# The narrow gallery's header button that shows its pages and display toggles in place of the page.
MENU = "gallery-menu"
# The gallery's default width (GalleryWindow.defaultWidth): a narrow window is narrower.
DEFAULT_WIDTH = 960
# The brightest a dark page's background is, the darkest a light one's (0–255, mean of r, g, b).
DARK_AT_MOST, LIGHT_AT_LEAST = 100, 150


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as playwright:
        # As root, Chromium runs only without its sandbox.
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield browser
        browser.close()


class Gallery:
    """One page of the gallery, its process and its browser tab; `variant` names one of VARIANTS
    it starts in (in its files' names too)."""

    def __init__(self, name, browser, variant=None, environment=None):
        self.name = name if variant is None else f"{variant}-{name}"
        # A database of its own: the items page's and the remembered answers start empty.
        data = tempfile.mkdtemp(prefix=f"{self.name}-data-", dir=OUTPUT)
        argv = [str(BIN / "alert-gallery"), "--page", name, "--report", "--data-dir", data, *VARIANTS.get(variant, [])]
        self.process = Process(f"gallery-{self.name}", argv, {**os.environ, **(environment or {})}, OUTPUT)
        self.tab = browser.new_page(viewport={"width": 1280, "height": 900})
        self.tab.goto(f"http://127.0.0.1:{PORT}/")
        self.shots = 0

    def buttons(self):
        """The window's named buttons shown, as the gallery reported them last: {name: (x, y, w, h)}."""
        wait_until(lambda: self.process.matching(r"^button "), 15)
        wait_until(lambda: False, 0.5)  # the rest of the report's lines
        lines = self.process.lines()
        # The last `buttons N` block; a gallery that reports its buttons only once has none.
        blocks = [index for index, line in enumerate(lines) if line.startswith("buttons ")]
        found = {}
        for line in (lines[blocks[-1] + 1:] if blocks else lines):
            if not line.startswith("button "):
                continue
            _, name, *numbers = line.split()
            found[name] = tuple(int(number) for number in numbers)
        return found

    def window(self):
        """The gallery's window, (x, y, w, h) in the tab, once it is the only surface."""
        assert wait_until(lambda: len(self.surfaces()) == 1, 10), f"{self.name}: the gallery's window never showed"
        return self.surfaces()[0]

    def surfaces(self):
        return self.tab.evaluate(SURFACES)

    def colour(self, surface, point):
        """The colour (r, g, b) the tab shows at `point` of `surface`: the screenshot's pixel,
        decoded by the browser itself."""
        png = self.tab.screenshot(clip={"x": surface[0] + point[0], "y": surface[1] + point[1], "width": 1, "height": 1})
        return self.tab.evaluate(PIXEL, base64.b64encode(png).decode())

    def point_at(self, surface, point):
        """The pointer travels to `point` on `surface` as a hand moves it, and rests there.
        (Playwright's instant click arrives before broadway has told GTK where the pointer went,
        and GTK then presses nothing after a first click elsewhere.)"""
        self.tab.mouse.move(surface[0] + point[0], surface[1] + point[1], steps=5)
        wait_until(lambda: False, 0.2)

    def click(self, surface, point):
        """A click as a hand makes it: the pointer travels there and rests before the press."""
        self.point_at(surface, point)
        self.tab.mouse.down()
        wait_until(lambda: False, 0.05)
        self.tab.mouse.up()

    def present(self, window, box):
        """Clicks the button at `box` (x, y, w, h); whether an alert came up within 2 s."""
        shown_before = self.count("shown")
        self.click(window, (box[0] + box[2] / 2, box[1] + box[3] / 2))
        return bool(wait_until(lambda: self.count("shown") > shown_before, 2))

    def count(self, word):
        return self.process.count(lambda line: line == word or line.startswith(word + " "))

    def last(self, word):
        """The last line that starts with `word`, without it; None if there is none."""
        lines = self.process.matching(rf"^{word}( |$)")
        return lines[-1][len(word) + 1:] if lines else None

    def focus(self):
        """What the gallery says has the keyboard focus now (DriverReport's `focus` lines)."""
        return self.last("focus")

    def layout(self):
        """The last `layout` block of the alert shown last: (card box, fields, errors, [button,
        …]), each button a dict of id, role, key, box, label; None while no block came."""
        lines = self.process.lines()
        shown = max((index for index, line in enumerate(lines) if line.startswith("shown ")), default=0)
        starts = [index for index, line in enumerate(lines) if line.startswith("layout ") and index > shown]
        if not starts:
            return None
        words = lines[starts[-1]].split()
        card = tuple(int(number) for number in words[1:5])
        buttons = []
        for line in lines[starts[-1] + 1:]:
            if not line.startswith("alert-button "):
                break
            _, button, role, key, *rest = line.split(" ")
            buttons.append({"id": button, "role": role, "key": key,
                            "box": tuple(int(number) for number in rest[:4]), "label": " ".join(rest[4:])})
        return card, int(words[6]), int(words[8]), buttons

    def settled_layout(self):
        """The layout of the alert shown last once it has stopped moving (a sheet rises from
        the window's bottom edge), or as it is after 2 s; None while no block came."""
        previous, still_since = None, None
        for _ in range(40):
            layout = self.layout()
            if layout is not None and layout == previous:
                if still_since is not None and still_since >= 6:
                    return layout
                still_since = (still_since or 0) + 1
            else:
                still_since = 0
            previous = layout
            wait_until(lambda: False, 0.05)
        return previous

    def responses_since(self, ended_before):
        """The `response` lines after the `ended` line that follows the first `ended_before`."""
        lines = self.process.lines()
        ends = [index for index, line in enumerate(lines) if line == "ended"]
        if len(ends) <= ended_before:
            return []
        return [line[len("response "):] for line in lines[ends[ended_before] + 1:] if line.startswith("response ")]

    def shot(self, step):
        self.shots += 1
        path = OUTPUT / f"{self.name}-{self.shots:02d}-{step}.png"
        self.tab.screenshot(path=str(path))
        return path

    def close(self):
        self.tab.close()
        self.process.stop()


def inside(inner, outer):
    """Whether the box `inner` (x, y, w, h) lies within `outer`, both in the same coordinates."""
    return (outer[0] <= inner[0] and inner[0] + inner[2] <= outer[0] + outer[2]
            and outer[1] <= inner[1] and inner[1] + inner[3] <= outer[1] + outer[3])


def placement_problems(gallery, window, button, step):
    """What is wrong with where the alert `button` presented shows: its card outside the window
    or off its centre, a button of the card outside the card (from its last `layout` block)."""
    layout = gallery.settled_layout()
    if layout is None:
        return [f"{button}: no layout of the card was reported"]
    card, _, errors, buttons = layout
    problems = []
    if not inside(card, (0, 0, window[2], window[3])) or abs(card[0] + card[2] / 2 - window[2] / 2) > CENTRE_TOLERANCE:
        problems.append(f"{button} ({step}): card at {card} in a {window[2]:.0f}×{window[3]:.0f} window "
                        f"({gallery.shot(button + '-' + step + '-card')})")
    outside = [f"{each['label']} at {each['box']}" for each in buttons if not inside(each["box"], card)]
    if outside:
        problems.append(f"{button} ({step}, {errors} errors showing): outside the card at {card}: "
                        f"{', '.join(outside)} ({gallery.shot(button + '-' + step + '-buttons')})")
    return problems


def focus_back_problem(gallery, button):
    """What is wrong with the keyboard focus once the alert `button` presented has ended: it must
    be back on `button`, and a Tab must move it on in the gallery at once (not to nowhere, not
    into the alert that went). None when all is well."""
    if not wait_until(lambda: gallery.focus() == button, 1.5):
        return f"{button}: after the alert the focus is on {gallery.focus()} ({gallery.shot(button + '-focus-back')})"
    focus_lines = gallery.count("focus")
    gallery.tab.keyboard.press("Tab")
    if not wait_until(lambda: gallery.count("focus") > focus_lines, 1):
        return f"{button}: a Tab after the alert moved no focus ({gallery.shot(button + '-tab-after')})"
    moved = gallery.focus()
    if moved in ("none", button) or moved.startswith("alert"):
        return f"{button}: a Tab after the alert moved the focus to {moved} ({gallery.shot(button + '-tab-after')})"
    return None


def answer_problems(gallery, page, button, ended_before, answer, how):
    """What is wrong after `how` (a key) should have answered the alert `button` presented with
    the card button `answer` (a layout dict): the alert still up after 1.5 s, the page's status
    line not naming the answer, the focus not back. Ends the alert with Escape if it stayed."""
    if not wait_until(lambda: gallery.count("ended") > ended_before, 1.5):
        problems = [f"{button}: {how} did not answer ({gallery.shot(button + '-' + how.split()[0])})"]
        gallery.tab.keyboard.press("Escape")
        wait_until(lambda: gallery.count("ended") > ended_before, 3)
        return problems
    problems = []
    if page not in STATUS_NOT_THE_ANSWER:
        names = lambda text: f"“{answer['id']}”" in text or (answer["label"] and answer["label"] in text)
        if not wait_until(lambda: any(names(text) for text in gallery.responses_since(ended_before)), 1.5):
            problems.append(f"{button}: after {how} the status line says {gallery.responses_since(ended_before)}, "
                            f"not {answer['id']} ({gallery.shot(button + '-status')})")
    problem = focus_back_problem(gallery, button)
    return problems + ([problem] if problem else [])


def variant_problem(gallery, variant, window, buttons):
    """Whether the gallery started as `variant` asks, as the browser shows it: the page's
    background dark or light (near its bottom, where no control is), the sidebar right of the
    page's buttons for right to left, the window narrower than the default for narrow."""
    background = sum(gallery.colour(window, (window[2] / 2, window[3] - 30))) / 3
    if (background > DARK_AT_MOST) if variant == "dark" else (background < LIGHT_AT_LEAST):
        return f"the page's background is {background:.0f} of 255 ({gallery.shot('background')})"
    if variant == "narrow":
        with open(OUTPUT / "figures.txt", "a") as figures:
            figures.write(f"{gallery.name}: asked for a {NARROW_WIDTH} px wide window, got a "
                          f"{window[2]:.0f} px surface\n")
        if window[2] > NARROW_WIDTH + SHADOW_ALLOWANCE:
            return f"the window is {window[2]:.0f} px wide ({gallery.shot('width')})"
        # No sidebar: the pages are in the header's menu.
        if MENU not in buttons or any(button.startswith("page-") for button in buttons):
            return f"the gallery has no menu button, or its sidebar ({gallery.shot('menu')})"
        return None
    sidebar = min(box[0] for button, box in buttons.items() if button.startswith("page-"))
    page = max(box[0] for button, box in buttons.items() if not button.startswith("page-"))
    if (sidebar < page) == (variant == "rtl"):
        return f"the sidebar starts at {sidebar} and the page's buttons at {page} ({gallery.shot('direction')})"
    return None


def alert_buttons(buttons):
    """The page's buttons that may present an alert, in the report's order."""
    return {button: box for button, box in buttons.items()
            if not button.startswith("page-") and button not in ASKS_FOR_OWN_WINDOW and button != MENU}


@pytest.mark.parametrize("name", PAGES)
def test_every_alert_of_the_page_is_over_the_gallery_and_answers_at_the_first_key(name, browser):
    gallery = Gallery(name, browser)
    problems = []
    presented = 0
    try:
        buttons = gallery.buttons()
        assert buttons, f"{name}: the gallery reported no button; {gallery.process.account()}"
        window = gallery.window()
        for button, box in alert_buttons(buttons).items():
            shown_before, ended_before = gallery.count("shown"), gallery.count("ended")
            if not gallery.present(window, box):
                continue  # A control of the page, not a button that presents an alert.
            presented += 1
            line = gallery.process.matching(r"^shown ")[-1]
            surfaces = gallery.surfaces()
            if len(surfaces) != 1 or line == "shown window":
                problems.append(f"{button}: the alert opened a window of its own at {surfaces[1:]} "
                                f"({gallery.shot(button + '-own-window')})")
            else:
                card_x, card_y, card_width, card_height = (int(part) for part in line.split()[1:])
                in_window = inside((card_x, card_y, card_width, card_height), (0, 0, window[2], window[3]))
                centre = card_x + card_width / 2
                if not in_window or abs(centre - window[2] / 2) > CENTRE_TOLERANCE:
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
            elif line != "shown window":
                problem = focus_back_problem(gallery, button)
                if problem:
                    problems.append(problem)
        assert_every_alert_answered(gallery, presented, problems)
    finally:
        gallery.close()
    assert not gallery.process.warnings(), f"{gallery.name}: GTK warned: {gallery.process.warnings()}"


def assert_every_alert_answered(gallery, presented, problems):
    """The end of a page's walk: the gallery still runs, some button presented an alert, and
    nothing went wrong on the way."""
    assert gallery.process.running(), f"{gallery.name}: the gallery ended; {gallery.process.account()}"
    assert presented > 0, f"{gallery.name}: no button presented an alert; {gallery.process.account()}"
    assert not problems, f"{gallery.name}: " + "; ".join(problems)


def keyboard_problems(gallery, page, window, button, box, press="Space"):
    """Presents the alert of `button` three times, answering it by keyboard as a person does:
    Enter (the default button), Tab to another button then `press` (Space or Enter: either
    presses the focused button), and Alt with a button's underlined letter. Returns what went
    wrong; None when `button` presents no alert."""
    ended_before = gallery.count("ended")
    if not gallery.present(window, box):
        return None
    if gallery.process.matching(r"^shown ")[-1] == "shown window":
        gallery.tab.keyboard.press("Escape")
        wait_until(lambda: gallery.count("ended") > ended_before, 3)
        return [f"{button}: the alert opened a window of its own ({gallery.shot(button + '-own-window')})"]
    problems = placement_problems(gallery, window, button, "shown")
    _, fields, _, buttons = gallery.layout()
    # Enter: with fields it goes down the form (their own test); without, the suggested button
    # answers, or the one the focus starts on.
    if fields == 0 and buttons:
        focused = wait_until(lambda: (gallery.focus() or "").startswith("alert-button ") and gallery.focus(), 1)
        default = next((each for each in buttons if each["role"] == "suggested"), None)
        if default is None and focused:
            default = next((each for each in buttons if each["id"] == focused.split(" ", 1)[1]), None)
        if default is None:
            problems.append(f"{button}: no suggested button and no button focused, for Enter "
                            f"(focus {gallery.focus()}) ({gallery.shot(button + '-no-default')})")
            gallery.tab.keyboard.press("Escape")
            wait_until(lambda: gallery.count("ended") > ended_before, 3)
        else:
            gallery.tab.keyboard.press("Enter")
            problems += answer_problems(gallery, page, button, ended_before, default, "Enter")
    else:
        gallery.tab.keyboard.press("Escape")
        wait_until(lambda: gallery.count("ended") > ended_before, 3)

    # Tab, to a button the focus did not start on (with fields, the cancel button: the others
    # wait for valid text), then space.
    if len(buttons) > 1:
        ended_before = gallery.count("ended")
        if not gallery.present(window, box):
            return problems + [f"{button}: a second click presented no alert ({gallery.shot(button + '-again')})"]
        start = wait_until(lambda: gallery.focus().startswith("alert") and gallery.focus(), 1) or gallery.focus()
        wanted = lambda focus: (focus.startswith("alert-button ") and focus != start
                                and (fields == 0 or focus == "alert-button " + buttons[0]["id"]
                                     or any(focus == "alert-button " + each["id"] and each["role"] == "cancel"
                                            for each in buttons)))
        path = [start]
        for _ in range(len(buttons) + fields + 3):
            focus_lines = gallery.count("focus")
            gallery.tab.keyboard.press("Tab")
            wait_until(lambda: gallery.count("focus") > focus_lines, 1)
            path.append(gallery.focus())
            # Every Tab moves the focus, and only inside the alert.
            if path[-1] == path[-2] or not path[-1].startswith("alert") or wanted(path[-1]):
                break
        target = next((each for each in buttons if "alert-button " + each["id"] == path[-1]), None)
        if not wanted(path[-1]) or target is None:
            problems.append(f"{button}: Tab took the focus through {path} ({gallery.shot(button + '-tab')})")
            gallery.tab.keyboard.press("Escape")
            wait_until(lambda: gallery.count("ended") > ended_before, 3)
        else:
            gallery.tab.keyboard.press(press)
            problems += answer_problems(gallery, page, button, ended_before, target, f"{press} on {target['id']}")

    # Alt and an underlined letter: a button that is not the cancel one when there is such, as
    # Escape answers with that; with fields the cancel one (the others wait for valid text).
    keyed = [each for each in buttons if each["key"] != "-"]
    if keyed:
        choices = [each for each in keyed if (each["role"] == "cancel") == (fields > 0)] or keyed
        target = choices[-1]
        ended_before = gallery.count("ended")
        if not gallery.present(window, box):
            return problems + [f"{button}: a third click presented no alert ({gallery.shot(button + '-again')})"]
        wait_until(lambda: gallery.focus().startswith("alert"), 1)
        gallery.tab.keyboard.press(f"Alt+{target['key']}")
        problems += answer_problems(gallery, page, button, ended_before, target, f"Alt+{target['key']}")
    return problems


KEYBOARD_CASES = ([pytest.param(None, name, id=name) for name in PAGES]
                  + [pytest.param(variant, name, id=f"{variant}-{name}") for variant in VARIANTS for name in VARIANT_PAGES])


@pytest.mark.parametrize("variant, name", KEYBOARD_CASES)
def test_keys_answer_alerts_as_a_person_presses_them(variant, name, browser):
    gallery = Gallery(name, browser, variant)
    problems = []
    presented = 0
    try:
        buttons = gallery.buttons()
        window = gallery.window()
        problem = variant_problem(gallery, variant, window, buttons)
        assert problem is None, f"{gallery.name}: {problem}"
        for button, box in alert_buttons(buttons).items():
            if button in NOT_FOR_KEYS.get(name, set()):
                continue
            # Enter on a focused button presses that one, not the default: checked where the
            # galleries start otherwise, space where they start as a new user's does.
            found = keyboard_problems(gallery, name, window, button, box, "Space" if variant is None else "Enter")
            if found is None:
                continue
            presented += 1
            problems += found
        assert_every_alert_answered(gallery, presented, problems)
    finally:
        gallery.close()
    assert not gallery.process.warnings(), f"{gallery.name}: GTK warned: {gallery.process.warnings()}"


ERROR_CASES = [pytest.param(None, page, alert, id=f"{page}-{alert}") for page, alert in INVALID_FIELDS] + [
    pytest.param(variant, page, alert, id=f"{variant}-{page}-{alert}")
    for variant in VARIANTS for page, alert in INVALID_FIELDS]


@pytest.mark.parametrize("variant, name, alert", ERROR_CASES)
def test_field_errors_never_hide_a_button(variant, name, alert, browser):
    gallery = Gallery(name, browser, variant)
    texts = INVALID_FIELDS[(name, alert)]
    try:
        buttons = gallery.buttons()
        window = gallery.window()
        problem = variant_problem(gallery, variant, window, buttons)
        assert problem is None, f"{gallery.name}: {problem}"
        ended_before = gallery.count("ended")
        assert gallery.present(window, buttons[alert]), f"{gallery.name}: {alert} presented no alert"
        problems = placement_problems(gallery, window, alert, "shown")
        _, fields, _, _ = gallery.layout()
        assert fields == len(texts), f"{gallery.name}: {alert} has {fields} fields, not {len(texts)}"
        assert wait_until(lambda: gallery.focus() == "alert-field 0", 1), \
            f"{gallery.name}: {alert} starts with the focus on {gallery.focus()}, not its first field"
        # As a person does: over what each field holds, then the next field; Enter from the last.
        for index, text in enumerate(texts):
            gallery.tab.keyboard.press("Control+a")
            gallery.tab.keyboard.type(text)
            if index < len(texts) - 1:
                gallery.tab.keyboard.press("Tab")
                wait_until(lambda: gallery.focus() == f"alert-field {index + 1}", 1)
        gallery.tab.keyboard.press("Enter")
        if not wait_until(lambda: (gallery.layout() or (0, 0, 0))[2] == len(texts), 2):
            problems.append(f"{alert}: {(gallery.layout() or (0, 0, None))[2]} of {len(texts)} errors show "
                            f"after Enter ({gallery.shot(alert + '-errors')})")
        wait_until(lambda: False, 0.3)  # the card grown to its errors, laid out again
        problems += placement_problems(gallery, window, alert, "errors")
        if gallery.count("ended") > ended_before:
            problems.append(f"{alert}: invalid text answered ({gallery.shot(alert + '-answered')})")
        else:
            gallery.tab.keyboard.press("Escape")
            if not wait_until(lambda: gallery.count("ended") > ended_before, 1.5):
                problems.append(f"{alert}: Escape did not answer after the errors ({gallery.shot(alert + '-escape')})")
        assert gallery.process.running(), f"{gallery.name}: the gallery ended; {gallery.process.account()}"
        assert not problems, f"{gallery.name}: " + "; ".join(problems)
    finally:
        gallery.close()
    assert not gallery.process.warnings(), f"{gallery.name}: GTK warned: {gallery.process.warnings()}"


def test_the_gallery_speaks_the_users_language(browser):
    """Run as the README's command runs it (meson-helpers/browser stages the catalogues as
    meson-helpers/gallery does), under a German locale the page's status line is German."""
    gallery = Gallery("custom-content", browser, "german", {"LANG": "de_DE.UTF-8", "LANGUAGE": "de"})
    try:
        window = gallery.window()
        boxes = [box for button, box in gallery.buttons().items() if not button.startswith("page-")]
        ended_before = gallery.count("ended")
        assert any(gallery.present(window, box) for box in boxes), f"no alert came up; {gallery.process.account()}"
        gallery.tab.keyboard.press("Escape")
        assert wait_until(lambda: gallery.responses_since(ended_before), 3), "the alert never answered"
        responses = gallery.responses_since(ended_before)
        assert any("gedrückt" in line or "Ohne Knopf" in line for line in responses), \
            f"the status line is not German: {responses} ({gallery.shot('language')})"
    finally:
        gallery.close()
    assert not gallery.process.warnings(), f"GTK warned: {gallery.process.warnings()}"


def test_the_narrow_gallery_fits_its_window_and_opens_every_page(browser):
    """At a phone's width (NARROW_WIDTH) the gallery is no wider than asked, and every page is
    reachable as a person reaches it there: the header's menu button shows the pages, a click
    on one shows that page with all its buttons inside the window, and a click on its first
    button presents an alert over it, which Escape answers."""
    gallery = Gallery(PAGES[0], browser, "narrow")
    problems = []
    try:
        buttons = gallery.buttons()
        window = gallery.window()
        assert window[2] <= NARROW_WIDTH + SHADOW_ALLOWANCE, \
            f"asked for {NARROW_WIDTH} px, the window is {window[2]:.0f} px wide ({gallery.shot('width')})"
        # Where the window's content ends: the shadow is as wide on both sides.
        right = (window[2] + NARROW_WIDTH) / 2
        assert MENU in buttons, f"no menu button among {sorted(buttons)} ({gallery.shot('menu')})"
        for page in PAGES:
            reported = gallery.count("buttons")
            gallery.click(window, centre(buttons[MENU]))
            wait_until(lambda: gallery.count("buttons") > reported, 3)
            buttons = gallery.buttons()
            if f"page-{page}" not in buttons:
                problems.append(f"the menu has no {page} ({gallery.shot(page + '-menu')})")
                continue
            reported = gallery.count("buttons")
            gallery.click(window, centre(buttons[f"page-{page}"]))
            wait_until(lambda: gallery.count("buttons") > reported, 3)
            buttons = gallery.buttons()
            shown = alert_buttons(buttons)
            outside = [f"{button} at {box}" for button, box in buttons.items() if box[0] + box[2] > right]
            if outside:
                problems.append(f"{page}: past the window's edge at {right:.0f}: {', '.join(outside)} "
                                f"({gallery.shot(page + '-outside')})")
            if not shown:
                problems.append(f"{page}: no button of the page shows ({gallery.shot(page + '-page')})")
                continue
            ended_before = gallery.count("ended")
            # The page's first button that presents an alert (some set up the next one).
            first = next((button for button, box in shown.items() if gallery.present(window, box)), None)
            if first is None:
                problems.append(f"{page}: no button presented an alert ({gallery.shot(page + '-present')})")
                continue
            gallery.tab.keyboard.press("Escape")
            if not wait_until(lambda: gallery.count("ended") > ended_before, 3):
                problems.append(f"{page}: Escape did not answer {first} ({gallery.shot(page + '-escape')})")
            # As a person reads the answer before going on; a click at once after the alert
            # went presses nothing over broadway.
            wait_until(lambda: False, 0.5)
        assert not problems, "; ".join(problems)
    finally:
        gallery.close()
    assert not gallery.process.warnings(), f"GTK warned: {gallery.process.warnings()}"


@pytest.mark.parametrize("name", ["playground", "custom-content"])
def test_a_double_click_presents_one_alert_and_answers_nothing(name, browser):
    """A double click on a button that presents an alert (a habit some people have) shows the
    alert once and leaves it up: the second click must not press a button of the card that
    has just appeared under the pointer."""
    gallery = Gallery(name, browser)
    try:
        buttons = gallery.buttons()
        window = gallery.window()
        # The page's button that presents its alert, as a person finds it: by its label.
        button = {"playground": "present"}.get(name) or next(iter(alert_buttons(buttons)))
        box = buttons[button]
        shown_before, ended_before = gallery.count("shown"), gallery.count("ended")
        x, y = centre(box)
        gallery.point_at(window, (x, y))
        gallery.tab.mouse.dblclick(window[0] + x, window[1] + y)
        assert wait_until(lambda: gallery.count("shown") > shown_before, 2), \
            f"{button}: a double click presented no alert ({gallery.shot('double-click')})"
        wait_until(lambda: False, 0.8)
        assert gallery.count("shown") == shown_before + 1, \
            f"{button}: a double click presented {gallery.count('shown') - shown_before} alerts"
        assert gallery.count("ended") == ended_before, \
            f"{button}: the second click answered {gallery.responses_since(ended_before)} ({gallery.shot('answered')})"
        gallery.tab.keyboard.press("Escape")
        assert wait_until(lambda: gallery.count("ended") > ended_before, 2), \
            f"{button}: Escape did not answer after the double click ({gallery.shot('escape')})"
    finally:
        gallery.close()
    assert not gallery.process.warnings(), f"GTK warned: {gallery.process.warnings()}"


def test_an_alert_asking_for_its_own_window_is_drawn_over_the_gallery(browser):
    """Broadway has no window manager to place a window of its own, which would open at the
    page's corner: the Playground's "Own window" alert is drawn over the gallery instead,
    centred, and answers Escape at the first press."""
    gallery = Gallery("playground", browser)
    try:
        buttons = gallery.buttons()
        window = gallery.window()
        gallery.click(window, centre(buttons["presentation"]))  # "In window" to "Own window"
        wait_until(lambda: False, 0.3)
        ended_before = gallery.count("ended")
        assert gallery.present(window, buttons["present"]), "the Playground presented no alert"
        assert gallery.process.matching(r"^shown ")[-1] != "shown window" and len(gallery.surfaces()) == 1, \
            f"the alert opened a window of its own at {gallery.surfaces()[1:]} ({gallery.shot('own-window')})"
        problems = placement_problems(gallery, window, "present", "own-window")
        gallery.tab.keyboard.press("Escape")
        if not wait_until(lambda: gallery.count("ended") > ended_before, 1.5):
            problems.append(f"the first Escape did not answer ({gallery.shot('own-window-escape')})")
        problems.append(focus_back_problem(gallery, "present"))
        problems = [problem for problem in problems if problem]
        assert not problems, "; ".join(problems)
    finally:
        gallery.close()
    assert not gallery.process.warnings(), f"GTK warned: {gallery.process.warnings()}"


def centre(box):
    """The middle of the box (x, y, w, h)."""
    return (box[0] + box[2] / 2, box[1] + box[3] / 2)
