"""The alerts with real input: pytest, with xdotool's XTest clicks, keys, wheel and drags under Xvfb.

Run by meson-helpers/end-to-end, which installs the Debian packages, builds the probes and starts
Xvfb; by hand, against probes already built:

    GTK_ALERTS_BIN=.build/debug /usr/bin/python3 -m pytest -p no:cacheprovider \
        meson-helpers/end_to_end_test.py

GTK_ALERTS_BIN holds alert-end-to-end-probe and inert-parent-probe; END_TO_END_SETTLE is the
pause in seconds between a probe's `ready` and the first input (0.5). The display and the
process, wait and bus helpers are meson-helpers/suite_harness.py's. X11 with no window manager
and no client-side decorations: every window opens at (0, 0), and the widget coordinates a probe
prints (`window ROLE TITLE`, `target NAME ROLE X Y WIDTH HEIGHT`) are X window coordinates.

alert-end-to-end-probe runs once per scenario and presentation (window, in-window): clicks on
the alert's buttons, Escape, Enter, Tab, typing into the text fields, mnemonics, clicks on the
dim and on the blocked parent. inert-parent-probe, a GtkApplication, runs on a session bus of
its own (what dbus-run-session gives) once per presentation, parent (a Window() or an
AdwApplicationWindow made in C) and animations (on, off): every way input reaches the parent is
tried while the alert is up, where nothing may act and the app's other window stays live, and
again after, where each must act. Each run is driven once, on the first test that asks for it,
by the `runs` fixture, which notes what each step showed; each test judges one thing noted.
Where a run cannot go on (no `ready`, a window not found), the tests of what comes after fail
with the reason. Every probe's output goes to GTK_ALERTS_OUTPUT (else a directory under pytest's
temporary directory), with a screenshot of the screen wherever a step saw what it should not
(when ImageMagick's `import` is there).
"""

import os
import re
import shutil
import subprocess
import time

import pytest

from suite_harness import (BIN, CANCEL, CLICKED, DEFAULT, PRESENTATIONS, Process, Runs, SessionBus, Stuck, probe_argv,
                           wait_until, xdotool)

SETTLE_SECONDS = float(os.environ.get("END_TO_END_SETTLE", "0.5"))
# A neutral pointer position, off every window, so that no hover or grab lingers into a run.
NEUTRAL_POINT = (1000, 740)
SCALE_TWO = "scale-2-"

# Each way input reaches the inert probe's parent, by the name of the widget that acts on it
# (`parent-acted NAME`). While an alert is up none may act; after it, each must. Ctrl+Q quits
# the probe, so it comes last.
INERT_PATHS = ["typing", "paste", "find", "check-mnemonic", "expander-mnemonic", "check-click", "expander-click",
               "double-click", "scroll", "undo", "drop", "quit"]
INERT_EVENTS = {"typing": "entry", "paste": "entry", "check-mnemonic": "check", "check-click": "check",
                "expander-mnemonic": "expander", "expander-click": "expander"}
INERT_RUNS = [f"inert-{parent}-animations-{animations}" for parent in ("window", "adwaita") for animations in ("on", "off")]


def move_pointer(environment, point):
    """Moves the pointer to root point `point` and waits until it is there; whether it got
    there. (`mousemove --sync` waits for a motion, 15 s in vain when the pointer is already
    there.)"""
    location = dict(item.split("=", 1) for item in (xdotool(environment, "getmouselocation", "--shell") or "").split())
    if (location.get("X"), location.get("Y")) == (str(point[0]), str(point[1])):
        return True
    return xdotool(environment, "mousemove", "--sync", str(point[0]), str(point[1])) is not None


# MARK: The probes


class Probe(Process):
    """A probe under test, its X windows, the targets it reports, and real input for it."""

    def __init__(self, name, argv, environment, directory):
        super().__init__(name, argv, environment, directory)
        self.environment = environment
        self.directory = directory
        self.windows = {}  # role → (X window id, x, y, width, height)
        # Targets come in GTK's logical pixels, X windows in the screen's.
        self.scale = int(environment.get("GDK_SCALE", "1"))

    def screenshot(self, label):
        """The screen as it is, next to the probe's output, when ImageMagick's `import` is there."""
        if shutil.which("import"):
            path = self.directory / f"{self.name}-{re.sub(r'[^A-Za-z0-9._-]', '_', label)}.png"
            subprocess.run(["import", "-window", "root", str(path)], env=self.environment, capture_output=True,
                           timeout=20)

    # Its windows and targets.

    def locate_windows(self):
        """Finds its X windows by title, with their geometry."""
        self.windows = {}
        for line in self.lines():
            if not line.startswith("window "):
                continue
            _, role, title = line.split(" ", 2)
            found = (xdotool(self.environment, "search", "--onlyvisible", "--name", f"^{title}$") or "").split()
            if not found:
                raise Stuck(f"no visible X window named '{title}'")
            geometry = dict(item.split("=", 1) for item in
                            (xdotool(self.environment, "getwindowgeometry", "--shell", found[0]) or "").split())
            if not all(key in geometry for key in ("X", "Y", "WIDTH", "HEIGHT")):
                raise Stuck(f"no geometry for the X window '{title}'")
            self.windows[role] = (found[0], *(int(geometry[key]) for key in ("X", "Y", "WIDTH", "HEIGHT")))
        if "parent" not in self.windows:
            raise Stuck("the probe named no parent window")

    def target(self, name):
        """The line `target NAME ROLE X Y WIDTH HEIGHT`'s fields after the name."""
        line = next((line for line in self.lines() if line.startswith(f"target {name} ")), None)
        if line is None:
            raise Stuck(f"the probe gave no target '{name}'")
        _, _, role, *box = line.split()
        return role, *(int(value) for value in box)

    def target_point(self, name):
        """The root coordinates of the centre of target `name`."""
        role, x, y, width, height = self.target(name)
        if role not in self.windows:
            raise Stuck(f"target '{name}' lies in the {role} window, which was not found")
        _, window_x, window_y, _, _ = self.windows[role]
        return window_x + (x + width // 2) * self.scale, window_y + (y + height // 2) * self.scale

    def covered_by_alert_window(self, point):
        """Whether root point `point` lies in the alert's own window (`.window` presentation)."""
        if "alert" not in self.windows:
            return False
        _, x, y, width, height = self.windows["alert"]
        return x <= point[0] < x + width and y <= point[1] < y + height

    def alert_role(self):
        """The window holding the alert's card: its own, or the parent in `.in-window`."""
        return "alert" if "alert" in self.windows else "parent"

    # Real input.

    def xdotool(self, *arguments):
        output = xdotool(self.environment, *arguments)
        if output is None:
            raise Stuck(f"xdotool {' '.join(arguments)} failed")
        return output

    def move_pointer(self, point):
        if not move_pointer(self.environment, point):
            raise Stuck(f"the pointer did not move to {point}")

    def click_at(self, point):
        self.move_pointer(point)
        time.sleep(0.1)
        self.xdotool("click", "1")

    def click_target(self, name):
        self.click_at(self.target_point(name))

    def key(self, *keys):
        self.xdotool("key", *keys)

    def type(self, text, delay=20):
        self.xdotool("type", "--delay", str(delay), text)

    def nudge_pointer(self):
        """GTK 4.8 drops the first click after a modal window's grab ends when the pointer has
        not moved since the click it blocked (a plain GTK modal window does the same, about one
        run in ten): a nudge first, as any hand gives."""
        self.xdotool("mousemove_relative", "--sync", "1", "0")
        self.xdotool("mousemove_relative", "--sync", "--", "-1", "0")

    def focus_window(self, role):
        """Gives window `role` (parent, alert or other) the keyboard focus, as a window manager
        would, and waits until GTK reports it active."""
        self.xdotool("windowfocus", "--sync", self.windows[role][0])
        active = lambda: next((line for line in reversed(self.lines()) if line.startswith(f"active {role} ")), None)
        if not wait_until(lambda: active() == f"active {role} true", 5):
            raise Stuck(f"the {role} window never became active")


# MARK: The scenarios of alert-end-to-end-probe


def scenario_click(seen, probe, button):
    probe.click_target(f"button:{button}")
    note_answer(seen, probe, CLICKED[button])


def scenario_escape(seen, probe):
    probe.focus_window(probe.alert_role())
    probe.key("Escape")
    note_answer(seen, probe, CANCEL)


def scenario_enter(seen, probe):
    probe.focus_window(probe.alert_role())
    probe.key("Return")
    note_answer(seen, probe, DEFAULT)


def scenario_mnemonic(seen, probe):
    """The parent's own mnemonics and window-wide shortcuts do nothing while the alert is up
    (Alt+R, a letter only the parent uses; Ctrl+F, a search bar's, as behind AdwAlertDialog,
    where nothing of the parent's keyboard acts), Alt+A ticks "Don't ask _again" (a check
    button's own label, with no mnemonic widget), and Alt+D, a letter both use, presses the
    alert's Delete at once, not the parent's, remembering it."""
    probe.focus_window(probe.alert_role())
    probe.key("alt+r")
    time.sleep(0.5)
    note_nothing(seen, probe, "parent acted on Alt+R", probe.matching(r"^parent-.*-clicked"))
    probe.key("ctrl+f")
    time.sleep(0.5)
    note_nothing(seen, probe, "parent acted on Ctrl+F", probe.matching(r"^parent-find"))
    probe.key("alt+a")
    time.sleep(0.3)
    probe.key("alt+d")
    note_answer(seen, probe, "Delete role=destructive")
    remembered = probe.wait_for_line(r"^remembered end-to-end Delete$", 3)
    note_nothing(seen, probe, "Alt+A left Don't ask again unticked", [] if remembered else probe.lines()[-5:])
    note_nothing(seen, probe, "parent acted on Alt+D", probe.matching(r"^parent-.*-clicked"))


def scenario_tab(seen, probe):
    """Tab moves the focus through the alert (each press somewhere else, never out of it) to the
    non-default button Other; Return then presses Other, not the default OK."""
    probe.focus_window(probe.alert_role())
    seen["default button started with the focus"] = probe.said("focus button:OK")
    if not seen["default button started with the focus"]:
        raise Stuck("the default button did not start with the focus")
    sequence = seen["tab sequence"] = ["button:OK"]
    seen["every Tab press moved the focus"] = True
    for _ in range(5):
        before = probe.count(lambda line: line.startswith("focus "))
        probe.key("Tab")
        if not probe.wait_for_count(r"^focus ", before + 1, 3):
            seen["every Tab press moved the focus"] = False
            probe.screenshot("tab")
            raise Stuck("a Tab press did not move the focus")
        sequence.append(probe.settled_focus())
        if sequence[-1] in ("button:Other", "none", "parent-button"):
            break
    if sequence[-1] != "button:Other":
        probe.screenshot("tab")
        raise Stuck(f"the focus never reached Other ({' → '.join(sequence)})")
    probe.key("Return")
    note_answer(seen, probe, CLICKED["Other"])


def scenario_entry(seen, probe):
    """Typed text reaches the response."""
    probe.focus_window(probe.alert_role())
    seen["text field started with the focus"] = probe.said("focus entry")
    if not seen["text field started with the focus"]:
        raise Stuck("the text field did not start with the focus")
    probe.type("hello world")
    probe.key("Return")
    note_answer(seen, probe, "OK role=suggested text=hello world")


def scenario_fields(seen, probe):
    """Two fields, by keys alone: Return moves from the first to the second, does nothing there
    while OK waits for a password, Shift+Tab and Tab move between the fields, and Return from
    the last answers with both texts."""
    probe.focus_window(probe.alert_role())
    steps = [
        ("first field started with the focus", lambda: probe.said("focus entry")),
        ("Return in the first field moved to the second", lambda: (
            probe.type("ada"), probe.key("Return"), probe.wait_for_line(r"^focus entry:password$", 3))[-1]),
        ("Return waited for a password", lambda: (
            probe.key("Return"), time.sleep(0.5), probe.answer() is None)[-1]),
        ("Shift+Tab went back to the first field", lambda: (
            probe.type("secret"), probe.key("shift+Tab"), probe.wait_for_count(r"^focus entry$", 2, 3))[-1]),
        ("Tab went to the second field", lambda: (
            probe.key("Tab"), probe.wait_for_count(r"^focus entry:password$", 2, 3))[-1]),
    ]
    for what, step in steps:
        seen[what] = step()
        if not seen[what]:
            probe.screenshot("fields")
            raise Stuck(f"not so: {what}")
    probe.key("Return")
    note_answer(seen, probe, "OK role=suggested fields=user=ada;password=secret")


def click_beside_alert(seen, probe, place, reached):
    """Clicks the probe's target `place` (by its name with spaces for dashes: "dim point" is
    target dim-point), noted as `place`, which must not lie under the alert's own window; notes
    as `reached` whatever the click made act (nothing may: the alert is up). Returns the point."""
    point = seen[place] = probe.target_point(place.replace(" ", "-"))
    seen[f"{place} under the alert window"] = probe.covered_by_alert_window(point)
    if seen[f"{place} under the alert window"]:
        raise Stuck(f"the {place} {point} lies under the alert window")
    probe.click_at(point)
    time.sleep(0.5)
    note_nothing(seen, probe, reached, probe.matching(r"^(response|parent-clicked)"))
    return point


def scenario_dim_click(seen, probe):
    """A click on the dim does nothing; the alert then still answers Escape."""
    click_beside_alert(seen, probe, "dim point", "reached by the click on the dim")
    probe.focus_window(probe.alert_role())
    probe.key("Escape")
    note_answer(seen, probe, CANCEL)


def scenario_parent_click(seen, probe):
    """The parent's button does not react while the alert is up, and does once it has gone."""
    point = click_beside_alert(seen, probe, "parent button", "reached by the click on the parent")
    probe.focus_window(probe.alert_role())
    probe.key("Escape")
    seen["alert went away"] = probe.wait_for_line(r"^unblocked$", 5)
    if not seen["alert went away"]:
        raise Stuck("the alert never went away")
    note_nothing(seen, probe, "blocked click arrived late", probe.matching(r"^parent-clicked"))
    probe.nudge_pointer()
    time.sleep(0.1)
    probe.click_at(point)
    seen["parent clicked after the alert"] = probe.wait_for_line(r"^parent-clicked$", 5)
    if not seen["parent clicked after the alert"]:
        probe.screenshot("parent-click-after")


def note_answer(seen, probe, expected):
    """Notes the probe's response (waiting up to 5 s), a screenshot when it is not `expected`."""
    seen["response"] = probe.wait_for_answer()
    if seen["response"] != expected:
        probe.screenshot("response")


def note_nothing(seen, probe, what, lines):
    """Notes the lines that showed something acting where nothing may, a screenshot if any."""
    seen[what] = lines
    if lines:
        probe.screenshot(what)


SCENARIOS = {
    "click-ok": ("buttons", scenario_click, "OK"),
    "click-cancel": ("buttons", scenario_click, "Cancel"),
    "click-other": ("buttons", scenario_click, "Other"),
    "escape": ("escape", scenario_escape),
    "enter": ("enter", scenario_enter),
    "tab": ("tab", scenario_tab),
    "entry": ("entry", scenario_entry),
    "fields": ("fields", scenario_fields),
    "dim-click": ("dim-click", scenario_dim_click),
    "parent-click": ("parent-click", scenario_parent_click),
    "mnemonic": ("mnemonic", scenario_mnemonic),
}


# MARK: The inert parent


def inert_try(probe, path):
    """Tries `path` once, with real input."""
    if path in ("typing", "find", "quit", "check-mnemonic", "expander-mnemonic"):
        probe.focus_window("parent")
    if path == "typing":
        probe.type("x", delay=30)
    elif path == "paste":
        probe.move_pointer(probe.target_point("entry"))
        time.sleep(0.1)
        probe.xdotool("click", "2")
    elif path in ("find", "quit", "check-mnemonic", "expander-mnemonic"):
        probe.key({"find": "ctrl+f", "quit": "ctrl+q", "check-mnemonic": "alt+r", "expander-mnemonic": "alt+a"}[path])
    elif path in ("check-click", "expander-click", "undo"):
        probe.click_target(path.removesuffix("-click"))
    elif path == "double-click":
        probe.move_pointer(probe.target_point("double-click"))
        time.sleep(0.1)
        probe.xdotool("click", "--repeat", "2", "--delay", "60", "1")
    elif path == "scroll":
        probe.move_pointer(probe.target_point("list"))
        time.sleep(0.1)
        probe.xdotool("click", "--repeat", "3", "--delay", "40", "5")
    elif path == "drop":
        drag_between(probe, "drag-source", "drop")


def drag_between(probe, source, target):
    """Drags from the centre of `source` to the centre of `target` with the first button, in
    steps, as a hand does (GTK starts a drag past a threshold and looks for a drop target as the
    pointer moves)."""
    sx, sy = probe.target_point(source)
    tx, ty = probe.target_point(target)
    probe.move_pointer((sx, sy))
    time.sleep(0.1)
    probe.xdotool("mousedown", "1")
    for step in range(1, 7):
        probe.xdotool("mousemove", "--sync", str(sx + (tx - sx) * step // 6), str(sy + (ty - sy) * step // 6 + 1))
        time.sleep(0.08)
    probe.move_pointer((tx, ty))
    time.sleep(0.3)
    probe.xdotool("mouseup", "1")


def scenario_inert(seen, probe):
    """While the alert is up: no path makes the parent act, the other window of the app stays
    live. Once it has answered Escape: every path acts again, each once."""
    # No window manager: every window opens at (0, 0). The other window and the alert's own
    # window go beside the parent, clear of everything the checks click.
    probe.xdotool("windowmove", "--sync", probe.windows["other"][0], "620", "0")
    if "alert" in probe.windows:
        probe.xdotool("windowmove", "--sync", probe.windows["alert"][0], "620", "300")
    time.sleep(0.2)
    probe.locate_windows()
    for path in INERT_PATHS:
        before = len(probe.lines())
        try:
            inert_try(probe, path)
            seen[f"up: {path} not given"] = None
        except Stuck as why:
            seen[f"up: {path} not given"] = str(why)
            continue
        time.sleep(0.4)
        acted = [line for line in probe.lines()[before:] if line.startswith("parent-acted ")]
        note_nothing(seen, probe, f"up: {path} acted", acted + ([probe.response()] if probe.response() else []))
    # The app's other window is no part of the alert's parent: it takes typing as ever.
    probe.xdotool("windowfocus", "--sync", probe.windows["other"][0])
    time.sleep(0.2)
    probe.type("z", delay=30)
    seen["other window took typing"] = probe.wait_for_line(r"^other-acted entry$", 3)
    # Selected again, the other entry's text is the primary selection for the paste after.
    probe.key("ctrl+a")
    probe.focus_window(probe.alert_role())
    probe.key("Escape")
    seen["alert went away"] = probe.wait_for_line(r"^unblocked$", 5)
    seen["response"] = probe.answer()
    if not seen["alert went away"] or seen["response"] != CANCEL:
        probe.screenshot("escape")
        raise Stuck("the alert did not answer Escape and go")
    # As after a modal grab (see scenario_parent_click): a first nudge of the pointer.
    probe.nudge_pointer()
    for path in INERT_PATHS:
        pattern = rf"^parent-acted {INERT_EVENTS.get(path, path)}$"
        before = len(probe.matching(pattern))
        try:
            inert_try(probe, path)
            seen[f"after: {path} not given"] = None
        except Stuck as why:
            seen[f"after: {path} not given"] = str(why)
            continue
        seen[f"after: {path} acted"] = probe.wait_for_count(pattern, before + 1, 3)
        if not seen[f"after: {path} acted"]:
            probe.screenshot(f"after-{path}")


# MARK: Runs


def ready_and_located(seen, probe):
    """Whether the probe's alert got ready and its windows were found; if not, the run stops."""
    if not probe.line(lambda line: line == "ready", 15):
        seen.stop(f"no 'ready' line; {probe.account()}")
        return False
    try:
        probe.locate_windows()
    except Stuck as why:
        seen.stop(str(why))
        return False
    return True


def drive(seen, probe, scenario, *arguments):
    """Waits for the probe's alert, finds its windows, lets them settle, runs the scenario and
    notes how the probe exits. A step that cannot be taken ends the scenario, not the run."""
    if not ready_and_located(seen, probe):
        return
    # Let the new windows settle before the first input: a click in the first ~200 ms after a
    # `.window` alert has faded in is lost about one time in ten under Xvfb (the press lands, the
    # button takes the focus, but no `clicked`); from 200 ms on, none in hundreds.
    time.sleep(SETTLE_SECONDS)
    try:
        scenario(seen, probe, *arguments)
    except Stuck as why:
        seen.stop(f"{why}; {probe.account()}")
    seen["probe said"] = probe.account()
    probe.finish(seen)


def run_windows(seen, start, presentation):
    """The windows are where the coordinates assume, the card fills its window."""
    probe = start(f"{presentation}-windows", probe_argv("buttons", presentation, timeout=20))
    try:
        if not ready_and_located(seen, probe):
            return
        seen["windows"] = {role: window[3:] for role, window in probe.windows.items()}
        seen["origins"] = {role: window[1:3] for role, window in probe.windows.items()}
        seen["card"] = probe.target("card")[3:] if "alert" in probe.windows else None
    finally:
        probe.stop()


def run_scenario(seen, start, presentation, check):
    probe_scenario, scenario, *arguments = SCENARIOS[check]
    probe = start(f"{presentation}-{check}", probe_argv(probe_scenario, presentation, timeout=20))
    try:
        drive(seen, probe, scenario, *arguments)
    finally:
        probe.stop()


def run_inert(seen, start, presentation, check, run_directory, environment):
    _, parent, _, animations = check.split("-")
    name = f"{presentation}-{check}"
    # A GtkApplication: on a session bus of its own, whose daemon and the services it starts
    # (a desktop portal, where one is installed, warns that it has no session) write to a log
    # of their own: only the probe's output is checked.
    bus = SessionBus(environment, run_directory / f"{name}-bus.err")
    try:
        if not bus.address:
            return seen.stop("dbus-daemon gave no address")
        probe = start(name, [str(BIN / "inert-parent-probe"), "--presentation", presentation, "--parent", parent,
                             "--animations", animations], DBUS_SESSION_BUS_ADDRESS=bus.address)
        try:
            drive(seen, probe, scenario_inert)
        finally:
            probe.stop()
    finally:
        bus.stop()


# MARK: Fixtures


@pytest.fixture(scope="session")
def probe_environment(environment, display):
    """The probes' environment, as the bash runner gave it: the caller's, with environment.sh's
    export_test_environment (warnings and criticals fatal, no desktop services, no AT-SPI
    bridge, Swift's backtracer off so that a fatal warning really ends the probe), on X11
    without client-side decorations (widget coordinates are X window coordinates) and without
    an accessibility bus to wait for."""
    probes = {key: value for key, value in os.environ.items() if key != "WAYLAND_DISPLAY"}
    probes.update(G_DEBUG="fatal-warnings", GSETTINGS_BACKEND="memory", GTK_USE_PORTAL="0", GTK_A11Y="none",
                  SWIFT_BACKTRACE="enable=no", NO_AT_BRIDGE="1", XDG_RUNTIME_DIR=environment["XDG_RUNTIME_DIR"],
                  GDK_BACKEND="x11", GTK_CSD="0", DISPLAY=display)
    return probes


@pytest.fixture(scope="session")
def runs(probe_environment, run_directory):
    """`runs(presentation, check)`: what that run showed (check: windows, a scenario's name, or
    an inert run's), the probe started and driven on first request, once for the whole session."""
    def start(name, argv, **extra):
        environment = dict(probe_environment, **extra)
        move_pointer(environment, NEUTRAL_POINT)
        return Probe(name, argv, environment, run_directory)

    def drive(seen, presentation, check):
        if check.startswith(SCALE_TWO):
            # A monitor at scale 2, as GDK_SCALE sets it on X11: the same run, every widget drawn
            # with twice the pixels.
            check = check.removeprefix(SCALE_TWO)
            scaled = lambda name, argv, **extra: start(f"{SCALE_TWO}{name}", argv, GDK_SCALE="2", **extra)
            return run_windows(seen, scaled, presentation) if check == "windows" else run_scenario(
                seen, scaled, presentation, check)
        if check == "windows":
            run_windows(seen, start, presentation)
        elif check in SCENARIOS:
            run_scenario(seen, start, presentation, check)
        else:
            run_inert(seen, start, presentation, check, run_directory, probe_environment)

    return Runs(drive)


@pytest.fixture
def seen(runs, presentation, check):
    return runs(presentation, check)


def each(checks, *more):
    """Parameters for every presentation and check (and each of `more`'s values)."""
    values = [(presentation, check) for presentation in PRESENTATIONS for check in checks]
    if more:
        values = [(*value, extra) for value in values for extra in more[0]]
    return [pytest.param(*value, id="-".join(value)) for value in values]


# MARK: alert-end-to-end-probe


@pytest.mark.parametrize("presentation, check", each(["windows"]))
def test_windows_are_where_the_coordinates_assume(seen, presentation):
    windows = seen["windows"]
    assert windows["parent"] == (600, 400), f"the parent is {windows['parent']}, not (600, 400) (decorations?)"
    if presentation == "window":
        assert "alert" in windows, "no alert window"
        assert windows["alert"] == seen["card"], f"the alert window is {windows['alert']}, its card {seen['card']}"
    else:
        assert "alert" not in windows, "an in-window alert opened a window of its own"


@pytest.mark.parametrize("presentation, check", [pytest.param("window", check, id=f"window-{check}")
                                                 for check in ("windows", SCALE_TWO + "windows")])
def test_an_own_window_places_itself_over_its_parent_where_nothing_else_does(seen, presentation):
    """No window manager runs here, and GTK 4 has no API to place a window: the server leaves
    every window at the screen's corner. The alert's own window centres itself over its
    parent instead."""
    (parent_x, parent_y), (parent_width, parent_height) = seen["origins"]["parent"], seen["windows"]["parent"]
    (alert_x, alert_y), (alert_width, alert_height) = seen["origins"]["alert"], seen["windows"]["alert"]
    off_centre = (alert_x + alert_width / 2 - (parent_x + parent_width / 2),
                  alert_y + alert_height / 2 - (parent_y + parent_height / 2))
    assert max(abs(offset) for offset in off_centre) <= 1, \
        f"the alert window at {alert_x},{alert_y} {alert_width}×{alert_height} is {off_centre} off the centre of " \
        f"its parent at {parent_x},{parent_y} {parent_width}×{parent_height}"


@pytest.mark.parametrize("presentation, check", each([SCALE_TWO + "windows"]))
def test_at_scale_two_the_windows_have_twice_the_pixels(seen, presentation):
    windows = seen["windows"]
    assert windows["parent"] == (1200, 800), f"the 600×400 parent is {windows['parent']} at scale 2"
    if presentation == "window":
        assert "alert" in windows, "no alert window"
        card = tuple(2 * length for length in seen["card"])
        assert windows["alert"] == card, f"the alert window is {windows['alert']}, twice its card {card}"


@pytest.mark.parametrize("presentation, check", each(["click-ok", "click-cancel", "click-other",
                                                      SCALE_TWO + "click-ok", SCALE_TWO + "click-cancel"]))
def test_click_on_a_button_answers_with_it(seen, check):
    expected = CLICKED[SCENARIOS[check.removeprefix(SCALE_TWO)][2]]
    assert seen["response"] == expected, f"expected 'response {expected}'; {seen['probe said']}"


@pytest.mark.parametrize("presentation, check", each(["escape"]))
def test_escape_answers_with_the_cancel_button(seen):
    assert seen["response"] == CANCEL, f"expected 'response {CANCEL}'; {seen['probe said']}"


@pytest.mark.parametrize("presentation, check", each(["enter"]))
def test_enter_answers_with_the_default_button(seen):
    assert seen["response"] == DEFAULT, f"expected 'response {DEFAULT}'; {seen['probe said']}"


@pytest.mark.parametrize("presentation, check", each(["tab"]))
def test_tab_moves_focus_to_other(seen):
    assert seen["default button started with the focus"], f"the default button did not; {seen.why_not()}"
    sequence = seen["tab sequence"]
    assert seen["every Tab press moved the focus"], \
        f"Tab press {len(sequence)} did not move the focus ({' → '.join(sequence)}); {seen.why_not()}"
    assert not {"none", "parent-button"} & set(sequence), f"the focus left the alert ({' → '.join(sequence)})"
    assert sequence[-1] == "button:Other", f"not there after {len(sequence) - 1} presses ({' → '.join(sequence)})"


@pytest.mark.parametrize("presentation, check", each(["tab"]))
def test_tab_then_return_presses_other(seen):
    assert seen["response"] == CLICKED["Other"], f"expected 'response {CLICKED['Other']}'; {seen['probe said']}"


@pytest.mark.parametrize("presentation, check", each(["entry"]))
def test_typed_text_reaches_the_response(seen):
    assert seen["text field started with the focus"], f"the text field did not; {seen.why_not()}"
    expected = "OK role=suggested text=hello world"
    assert seen["response"] == expected, f"expected 'response {expected}'; {seen['probe said']}"


@pytest.mark.parametrize("presentation, check", each(["fields"]))
def test_two_fields_by_keys_alone(seen):
    for what in ("first field started with the focus", "Return in the first field moved to the second",
                 "Return waited for a password", "Shift+Tab went back to the first field",
                 "Tab went to the second field"):
        assert seen[what], f"not so: {what}; {seen.why_not()}"
    expected = "OK role=suggested fields=user=ada;password=secret"
    assert seen["response"] == expected, f"expected 'response {expected}'; {seen['probe said']}"


@pytest.mark.parametrize("presentation, check", each(["dim-click"]))
def test_dim_click_is_ignored(seen):
    assert not seen["dim point under the alert window"], f"the dim point {seen['dim point']} lies under the alert window"
    reached = seen["reached by the click on the dim"]
    assert not reached, f"the click reached something: {reached}; {seen['probe said']}"


@pytest.mark.parametrize("presentation, check", each(["dim-click"]))
def test_dim_click_then_escape_answers(seen):
    assert seen["response"] == CANCEL, f"expected 'response {CANCEL}'; {seen['probe said']}"


@pytest.mark.parametrize("presentation, check", each(["parent-click"]))
def test_parent_click_is_blocked(seen):
    assert not seen["parent button under the alert window"], \
        f"the parent button {seen['parent button']} lies under the alert window"
    reached = seen["reached by the click on the parent"]
    assert not reached, f"the click reached something: {reached}; {seen['probe said']}"


@pytest.mark.parametrize("presentation, check", each(["parent-click"]))
def test_parent_click_works_after_the_alert(seen):
    assert seen["alert went away"], f"the alert never went away; {seen.why_not()}"
    late = seen["blocked click arrived late"]
    assert not late, f"the blocked click arrived late: {late}"
    assert seen["parent clicked after the alert"], f"no parent-clicked; {seen['probe said']}"


@pytest.mark.parametrize("presentation, check", each(["mnemonic"]))
def test_mnemonics_and_shortcuts_of_the_parent_stay_behind_the_alert(seen):
    acted = seen["parent acted on Alt+R"]
    assert not acted, f"Alt+R reached the parent behind the alert: {acted}"
    acted = seen["parent acted on Ctrl+F"]
    assert not acted, f"the parent's window-wide Ctrl+F acted behind the alert: {acted}"
    assert seen["response"] == "Delete role=destructive", f"expected Alt+D to answer Delete; {seen['probe said']}"
    acted = seen["parent acted on Alt+D"]
    assert not acted, f"Alt+D pressed the parent's button too: {acted}"
    unticked = seen["Alt+A left Don't ask again unticked"]
    assert not unticked, f"Alt+A did not tick \"Don't ask again\" (a check button's own label): {unticked}"


@pytest.mark.parametrize("presentation, check", each([*SCENARIOS, *INERT_RUNS]))
def test_exits_cleanly(seen):
    assert seen["exit status"] == 0, f"the probe exited with status {seen['exit status']}; {seen['probe said']}"
    assert not seen["warnings"], f"GTK complained: {seen['warnings'][0]}"


# MARK: inert-parent-probe


@pytest.mark.parametrize("presentation, check, path", each(INERT_RUNS, INERT_PATHS))
def test_inert_parent_ignores_input_while_the_alert_is_up(seen, path):
    assert seen[f"up: {path} not given"] is None, f"the input could not be given: {seen[f'up: {path} not given']}"
    acted = seen[f"up: {path} acted"]
    assert not acted, f"it reached something: {acted}"


@pytest.mark.parametrize("presentation, check", each(INERT_RUNS))
def test_inert_other_window_takes_typing_while_the_alert_is_up(seen):
    assert seen["other window took typing"], f"its entry never changed; {seen['probe said']}"


@pytest.mark.parametrize("presentation, check", each(INERT_RUNS))
def test_inert_alert_answers_escape(seen):
    assert seen["response"] == CANCEL and seen["alert went away"], \
        f"expected 'response {CANCEL}', then 'unblocked'; {seen['probe said']}"


@pytest.mark.parametrize("presentation, check, path", each(INERT_RUNS, INERT_PATHS))
def test_inert_parent_takes_input_after_the_alert(seen, path):
    assert seen[f"after: {path} not given"] is None, \
        f"the input could not be given: {seen[f'after: {path} not given']}"
    event = INERT_EVENTS.get(path, path)
    assert seen[f"after: {path} acted"], f"no 'parent-acted {event}'; {seen['probe said']}"
