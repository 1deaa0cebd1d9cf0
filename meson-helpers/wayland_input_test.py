"""The alerts with real input on Wayland: alert-end-to-end-probe under headless mutter, driven
through mutter's RemoteDesktop D-Bus API, as GTK's own headless input tests drive GTK.

Run by meson-helpers/wayland-input, which installs the Debian packages and builds the probe; by
hand, against a probe already built:

    GTK_ALERTS_BIN=.build/debug /usr/bin/python3 -m pytest -p no:cacheprovider \\
        meson-helpers/wayland_input_test.py

The suite starts what `dbus-run-session -- mutter --headless --wayland --no-x11 --virtual-monitor
1280x800` gives, with the harness's session bus (meson-helpers/suite_harness.py) and a private
runtime directory: PipeWire (mutter's screen casts need it, and absolute pointer motion is given
relative to a screen cast stream), then mutter, once for the whole run. Input comes from one
RemoteDesktop session (`CreateSession`): keys as keysyms (`NotifyKeyboardKeysym`); clicks as
absolute motion over a ScreenCast stream of the virtual monitor linked to that session
(`RecordMonitor`) and `NotifyPointerButton`.

No Wayland client learns where its windows are on screen. The probe, run with
--report-pointer, prints where the pointer is over its windows (`pointer WINDOW X Y`, window
coordinates); the suite moves the pointer over a grid of screen points until the probe has
named each window, which gives each window's screen origin, and before every click it moves the
pointer to the point and waits until the probe reports it on the widget's centre: a click that
would land elsewhere is not given.

The probe runs once per scenario and presentation (window, in-window), as for X11 in
meson-helpers/end_to_end_test.py; each test judges one thing a run noted.
"""

import math
import os
import time

import pytest
from gi.repository import GLib

from suite_harness import (CANCEL, CLICKED, DEFAULT, PRESENTATIONS, BusConnection, Process, Runs, Stuck, probe_argv,
                           wait_until)

MONITOR = (1280, 800)
WAYLAND_DISPLAY = "gtk-alerts-wayland"
SETTLE_SECONDS = float(os.environ.get("WAYLAND_INPUT_SETTLE", "0.5"))
# Off every window: mutter centres the probe's parent on the monitor.
NEUTRAL_POINT = (4, 4)
# The spacing of the screen points tried when finding the probe's windows.
GRID = 40
# linux/input-event-codes.h
BTN_LEFT = 272
KEYSYMS = {"Escape": 0xff1b, "Return": 0xff0d, "Tab": 0xff09, "Alt_L": 0xffe9, "Control_L": 0xffe3,
           "d": 0x64, "f": 0x66, "r": 0x72}
ALERT_BUTTONS = {"button:Cancel", "button:Other", "button:OK"}


# MARK: mutter's input API


class RemoteDesktop:
    """A RemoteDesktop session of mutter's and a ScreenCast stream of its virtual monitor, linked
    to the session: absolute pointer positions are given in the stream's (the monitor's)
    coordinates."""

    def __init__(self, bus_address):
        self.bus = BusConnection(bus_address)
        self.session = self.bus.call("org.gnome.Mutter.RemoteDesktop", "/org/gnome/Mutter/RemoteDesktop",
                                     "org.gnome.Mutter.RemoteDesktop", "CreateSession", None, "(o)")[0]
        session_id = self.bus.call("org.gnome.Mutter.RemoteDesktop", self.session, "org.freedesktop.DBus.Properties",
                                   "Get", GLib.Variant("(ss)", ("org.gnome.Mutter.RemoteDesktop.Session", "SessionId")),
                                   "(v)")[0]
        linked = {"remote-desktop-session-id": GLib.Variant("s", session_id)}
        screen_cast = self.bus.call("org.gnome.Mutter.ScreenCast", "/org/gnome/Mutter/ScreenCast",
                                    "org.gnome.Mutter.ScreenCast", "CreateSession", GLib.Variant("(a{sv})", (linked,)),
                                    "(o)")[0]
        # An empty connector: the primary monitor, the one virtual monitor.
        self.stream = self.bus.call("org.gnome.Mutter.ScreenCast", screen_cast, "org.gnome.Mutter.ScreenCast.Session",
                                    "RecordMonitor", GLib.Variant("(sa{sv})", ("", {})), "(o)")[0]
        self.input("Start")
        # As GTK's tests do: the virtual devices appear with the first event of each kind.
        self.key("Control_L")
        self.move(NEUTRAL_POINT)

    def input(self, method, parameters=None):
        self.bus.call("org.gnome.Mutter.RemoteDesktop", self.session, "org.gnome.Mutter.RemoteDesktop.Session", method,
                      parameters)

    def key(self, *names):
        """Presses the keys `names` in turn, then lets them go in reverse (a chord: "Alt_L", "d")."""
        for name in names:
            self.input("NotifyKeyboardKeysym", GLib.Variant("(ub)", (KEYSYMS[name], True)))
        for name in reversed(names):
            self.input("NotifyKeyboardKeysym", GLib.Variant("(ub)", (KEYSYMS[name], False)))

    def move(self, point):
        self.input("NotifyPointerMotionAbsolute", GLib.Variant("(sdd)", (self.stream, *map(float, point))))

    def click(self):
        self.input("NotifyPointerButton", GLib.Variant("(ib)", (BTN_LEFT, True)))
        time.sleep(0.05)
        self.input("NotifyPointerButton", GLib.Variant("(ib)", (BTN_LEFT, False)))

    def stop(self):
        try:
            self.input("Stop")
        except GLib.Error:
            pass  # mutter already gone


# MARK: The probe


class Probe(Process):
    """alert-end-to-end-probe under mutter, its windows' screen origins as the pointer found
    them, and real input for it."""

    def __init__(self, name, argv, environment, directory, remote):
        super().__init__(name, argv, environment, directory)
        self.remote = remote
        self.origins = {}  # window role → its top-left corner on screen

    def pointer(self):
        """The probe's last `pointer …` line, without `pointer `."""
        lines = [line for line in self.lines() if line.startswith("pointer ")]
        return lines[-1].removeprefix("pointer ") if lines else None

    def target(self, name):
        """The line `target NAME ROLE X Y WIDTH HEIGHT`'s fields after the name."""
        line = next((line for line in self.lines() if line.startswith(f"target {name} ")), None)
        if line is None:
            raise Stuck(f"the probe gave no target '{name}'")
        _, _, role, *box = line.split()
        return role, *(int(value) for value in box)

    def window_rect(self, role):
        """Window `role`'s rectangle on screen: (x, y, width, height)."""
        *_, width, height = self.target(f"window:{role}")
        return (*self.origins[role], width, height)

    def point_to(self, point, seconds=0.3):
        """Moves the pointer to screen point `point` from off every window: the probe's new
        `pointer …` line (without `pointer `), or `none` when none came within `seconds`.

        Always from off every window, because mutter sends a window behind a modal one the
        pointer's entry (with its position) but no motion after it."""
        self.leave()
        before = self.count(lambda line: line.startswith("pointer "))
        self.remote.move(point)
        if not wait_until(lambda: self.count(lambda line: line.startswith("pointer ")) > before, seconds):
            return "none"
        return self.pointer()

    def leave(self):
        """Moves the pointer off every window and waits until the probe says so."""
        if self.pointer() != "none":
            self.remote.move(NEUTRAL_POINT)
            if not wait_until(lambda: self.pointer() == "none", 3):
                raise Stuck(f"the pointer at {NEUTRAL_POINT} is still over a window: the probe says {self.pointer()}")

    def locate_windows(self):
        """Finds the screen origin of each of the probe's windows (origin = screen point − the
        window point the probe reports there): tries screen points on a grid, nearest the
        monitor's centre first, until the probe has reported a position in the parent; then
        the points over the parent, nearest its centre first, for the alert's own window."""
        roles = ["parent"] + (["alert"] if any(line.startswith("window alert ") for line in self.lines()) else [])
        monitor = (0, 0, *MONITOR)
        for role in roles:
            for point in grid(self.window_rect("parent") if "parent" in self.origins else monitor):
                if role in self.origins:
                    break
                said = self.point_to(point).split()
                if len(said) == 3 and said[0] in roles and said[0] not in self.origins:
                    said = self.steady_report(point).split()
                    self.origins[said[0]] = (point[0] - int(said[1]), point[1] - int(said[2]))
            if role not in self.origins:
                where = "over the parent" if role == "alert" and "parent" in self.origins else "on screen"
                raise Stuck(f"the pointer found no {role} window {where}")
        self.leave()

    def steady_report(self, point, seconds=3):
        """The probe's report at `point` once two in a row agree: mutter's map animation moves
        and scales a new window for a moment, and what the pointer meets then is off."""
        said = self.point_to(point)
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            time.sleep(0.1)
            said, before = self.point_to(point), said
            if said == before:
                break
        return said

    def move_to_target(self, name):
        """Moves the pointer to the centre of target `name` and waits until the probe reports it
        there; the screen point."""
        role, x, y, width, height = self.target(name)
        local = (x + width // 2, y + height // 2)
        point = (self.origins[role][0] + local[0], self.origins[role][1] + local[1])
        expected = f"{role} {local[0]} {local[1]}"
        said = self.point_to(point, 2)
        if said != expected:
            raise Stuck(f"the pointer at {point} is not on {name} ({expected}): the probe says {said}")
        return point

    def click_target(self, name):
        point = self.move_to_target(name)
        time.sleep(0.1)
        self.remote.click()
        return point

    def key(self, *names):
        self.remote.key(*names)

    def active(self):
        """The window the probe last reported active (`active ROLE true`), or None."""
        for line in reversed(self.lines()):
            if line.startswith("active ") and line.endswith(" true"):
                return line.split()[1]
            if line.startswith("active ") and line.endswith(" false"):
                return None
        return None


def grid(rect):
    """Points of `rect` (x, y, width, height) GRID apart, nearest its centre first."""
    x, y, width, height = rect
    centre = (x + width // 2, y + height // 2)
    points = [(px, py) for px in range(x + GRID // 2, x + width, GRID) for py in range(y + GRID // 2, y + height, GRID)]
    return sorted(points, key=lambda point: math.dist(point, centre))


def within(point, rect):
    x, y, width, height = rect
    return x <= point[0] < x + width and y <= point[1] < y + height


# MARK: The scenarios


def scenario_escape(seen, probe):
    probe.key("Escape")
    seen["response"] = probe.wait_for_answer()


def scenario_enter(seen, probe):
    probe.key("Return")
    seen["response"] = probe.wait_for_answer()


def scenario_tab(seen, probe):
    """Tab from the default button, five presses (round the three buttons, then on to the one
    after the default): where the focus goes each time; then Return presses the button the
    focus is on, not the default."""
    seen["default button started with the focus"] = probe.focus() == "button:OK"
    sequence = seen["tab sequence"] = [probe.focus()]
    seen["every Tab press moved the focus"] = True
    for _ in range(5):
        before = probe.count(lambda line: line.startswith("focus "))
        probe.key("Tab")
        if not probe.wait_for_count(r"^focus ", before + 1, 3):
            seen["every Tab press moved the focus"] = False
            raise Stuck("a Tab press did not move the focus")
        sequence.append(probe.settled_focus())
    probe.key("Return")
    seen["response"] = probe.wait_for_answer()


def scenario_mnemonic(seen, probe):
    """Alt+R, a mnemonic only the parent has, does nothing; Alt+D, a letter both the alert and
    the parent use, presses the alert's Delete and not the parent's."""
    probe.key("Alt_L", "r")
    time.sleep(0.5)
    seen["parent acted on Alt+R"] = probe.matching(r"^parent-.*-clicked")
    probe.key("Alt_L", "d")
    seen["response"] = probe.wait_for_answer()
    seen["parent acted on Alt+D"] = probe.matching(r"^parent-.*-clicked")


def scenario_click(seen, probe, button):
    probe.click_target(f"button:{button}")
    seen["response"] = probe.wait_for_answer()


def scenario_parent_click(seen, probe):
    """A click on the parent's button beside the alert does nothing, and the alert keeps the
    keyboard (Escape answers it); once the alert has gone, the same click acts."""
    role, x, y, width, height = probe.target("parent-button")
    centre = (probe.origins[role][0] + x + width // 2, probe.origins[role][1] + y + height // 2)
    seen["parent button under the alert window"] = "alert" in probe.origins and within(centre, probe.window_rect("alert"))
    if seen["parent button under the alert window"]:
        raise Stuck(f"the parent button {centre} lies under the alert window")
    alert_role = "alert" if "alert" in probe.origins else "parent"
    before = probe.count(lambda line: line.startswith("active "))
    probe.click_target("parent-button")
    time.sleep(0.5)
    seen["reached by the click on the parent"] = probe.matching(r"^(response|parent-clicked)")
    seen["focus moves after the click on the parent"] = [line for line in probe.lines()[:]
                                                         if line.startswith("active ")][before:]
    seen["active window after the click on the parent"] = probe.active()
    if probe.active() != alert_role:
        raise Stuck(f"the {alert_role} window lost the keyboard to the click on the parent")
    probe.key("Escape")
    seen["response"] = probe.wait_for_answer()
    seen["alert went away"] = probe.wait_for_line(r"^unblocked$", 5)
    if not seen["alert went away"]:
        raise Stuck("the alert never went away")
    seen["blocked click arrived late"] = probe.matching(r"^parent-clicked")
    probe.click_target("parent-button")
    seen["parent clicked after the alert"] = probe.wait_for_line(r"^parent-clicked$", 5)


SCENARIOS = {
    "escape": ("escape", scenario_escape),
    "enter": ("enter", scenario_enter),
    "tab": ("tab", scenario_tab),
    "mnemonic": ("mnemonic", scenario_mnemonic),
    "click-ok": ("buttons", scenario_click, "OK"),
    "click-cancel": ("buttons", scenario_click, "Cancel"),
    "click-other": ("buttons", scenario_click, "Other"),
    "parent-click": ("parent-click", scenario_parent_click),
}


# MARK: Runs


def run_scenario(seen, probe, scenario, *arguments):
    """Waits for the alert, notes which window took the keyboard by itself and where the windows
    are, then runs the scenario and notes how the probe exits. A step that cannot be taken
    ends the scenario, not the run."""
    if not probe.line(lambda line: line == "ready", 15):
        # GTK 4.8 under a loaded mutter sometimes never maps a window: say so apart.
        mapped = "" if probe.said("parent-ready") else " (the parent window was never mapped)"
        seen.stop(f"no 'ready' line{mapped}; {probe.account()}")
        return
    alert_role = "alert" if any(line.startswith("window alert ") for line in probe.lines()) else "parent"
    # Nothing has been pressed or clicked yet: the focus is where mutter and GTK put it.
    seen["active window"] = wait_until(lambda: probe.active() == alert_role and alert_role, 3) or probe.active()
    seen["parent ever active"] = probe.said("active parent true")
    try:
        time.sleep(SETTLE_SECONDS)
        probe.locate_windows()
        seen["windows"] = {role: probe.window_rect(role) for role in probe.origins}
        scenario(seen, probe, *arguments)
    except Stuck as why:
        seen.stop(f"{why}; {probe.account()}")
    seen["probe said"] = probe.account()
    probe.finish(seen)


# MARK: Fixtures


@pytest.fixture(scope="session")
def compositor(environment, session_bus, run_directory):
    """PipeWire and headless mutter (Wayland only, one 1280×800 virtual monitor) on the run's
    session bus, in its private runtime directory, for the whole run."""
    runtime = environment["XDG_RUNTIME_DIR"]
    pipewire = Process("pipewire", ["pipewire"], environment, run_directory)
    if not wait_until(lambda: os.path.exists(f"{runtime}/pipewire-0") or not pipewire.running(), 10) \
            or not pipewire.running():
        pipewire.stop()
        pytest.fail(f"PipeWire did not start: {pipewire.errors()[-500:]}")
    mutter = Process("mutter", ["mutter", "--headless", "--wayland", "--no-x11", "--virtual-monitor",
                                f"{MONITOR[0]}x{MONITOR[1]}", "--wayland-display", WAYLAND_DISPLAY],
                     environment, run_directory)
    bus = BusConnection(session_bus)
    up = lambda: os.path.exists(f"{runtime}/{WAYLAND_DISPLAY}") and bus.has_owner("org.gnome.Mutter.RemoteDesktop")
    came_up = wait_until(lambda: up() or not mutter.running(), 20) and mutter.running()
    bus.close()
    if not came_up:
        mutter.stop()
        pipewire.stop()
        pytest.fail(f"mutter did not come up: {mutter.errors()[-800:]}")
    yield mutter
    mutter.stop()
    pipewire.stop()


@pytest.fixture(scope="session")
def remote_desktop(compositor, session_bus):
    remote = RemoteDesktop(session_bus)
    yield remote
    remote.stop()


@pytest.fixture(scope="session")
def probe_environment(environment, compositor):
    """The probe's environment: environment.sh's export_test_environment (warnings fatal, no
    desktop services, no accessibility bus, Swift's backtracer off) on Wayland under the run's
    mutter."""
    probe = dict(environment)
    probe.update(G_DEBUG="fatal-warnings", GTK_A11Y="none", NO_AT_BRIDGE="1", SWIFT_BACKTRACE="enable=no",
                 GDK_BACKEND="wayland", WAYLAND_DISPLAY=WAYLAND_DISPLAY)
    probe.pop("DISPLAY", None)
    return probe


@pytest.fixture(scope="session")
def runs(probe_environment, remote_desktop, run_directory):
    """`runs(presentation, check)`: what the probe's run of that scenario showed, driven on the
    first request, once for the whole session."""
    def drive(seen, presentation, check):
        probe_scenario, scenario, *arguments = SCENARIOS[check]
        remote_desktop.move(NEUTRAL_POINT)
        probe = Probe(f"{presentation}-{check}", probe_argv(probe_scenario, presentation, "--report-pointer",
                                                            timeout=30),
                      probe_environment, run_directory, remote_desktop)
        try:
            run_scenario(seen, probe, scenario, *arguments)
        finally:
            probe.stop()

    return Runs(drive)


@pytest.fixture
def seen(runs, presentation, check):
    return runs(presentation, check)


def each(checks, presentations=PRESENTATIONS):
    return [pytest.param(presentation, check, id=f"{presentation}-{check}")
            for presentation in presentations for check in checks]


# MARK: Tests


@pytest.mark.parametrize("presentation, check", each(["escape"]))
def test_the_alert_takes_the_keyboard_by_itself(seen, presentation):
    role = "alert" if presentation == "window" else "parent"
    assert seen["active window"] == role, \
        f"the {role} window was not active before any input (active: {seen['active window']}); {seen['probe said']}"


@pytest.mark.parametrize("presentation, check", each(["escape"]))
def test_escape_answers_with_the_cancel_button(seen):
    assert seen["response"] == CANCEL, f"expected 'response {CANCEL}'; {seen['probe said']}"


@pytest.mark.parametrize("presentation, check", each(["enter"]))
def test_enter_answers_with_the_default_button(seen):
    assert seen["response"] == DEFAULT, f"expected 'response {DEFAULT}'; {seen['probe said']}"


@pytest.mark.parametrize("presentation, check", each(["tab"]))
def test_tab_moves_the_focus_among_the_alert_buttons_only(seen):
    assert seen["default button started with the focus"], f"the default button did not; {seen['probe said']}"
    sequence = seen["tab sequence"]
    assert seen["every Tab press moved the focus"], \
        f"Tab press {len(sequence)} did not move the focus ({' → '.join(sequence)}); {seen.why_not()}"
    assert set(sequence) <= ALERT_BUTTONS, f"the focus left the alert's buttons ({' → '.join(sequence)})"
    assert set(sequence) == ALERT_BUTTONS, f"Tab did not reach every button ({' → '.join(sequence)})"
    assert all(a != b for a, b in zip(sequence, sequence[1:])), f"a Tab press left the focus ({' → '.join(sequence)})"


@pytest.mark.parametrize("presentation, check", each(["tab"]))
def test_tab_then_return_presses_the_focused_button(seen):
    focused = seen["tab sequence"][-1].removeprefix("button:")
    expected = CLICKED.get(focused)
    assert seen["response"] == expected, f"expected 'response {expected}' after Tab to {focused}; {seen['probe said']}"


@pytest.mark.parametrize("presentation, check", each(["mnemonic"]))
def test_a_mnemonic_answers_with_its_button(seen):
    assert not seen["parent acted on Alt+R"], f"Alt+R reached the parent behind the alert: {seen['parent acted on Alt+R']}"
    assert seen["response"] == "Delete role=destructive", f"expected Alt+D to answer Delete; {seen['probe said']}"
    assert not seen["parent acted on Alt+D"], f"Alt+D pressed the parent's button too: {seen['parent acted on Alt+D']}"


@pytest.mark.parametrize("presentation, check", each(["click-ok", "click-cancel", "click-other"]))
def test_a_click_on_a_button_answers_with_it(seen, check):
    expected = CLICKED[SCENARIOS[check][2]]
    assert seen["response"] == expected, f"expected 'response {expected}'; {seen['probe said']}"


@pytest.mark.parametrize("presentation, check", each(["parent-click"]))
def test_a_click_on_the_parent_does_nothing_while_the_alert_is_up(seen):
    assert not seen["parent button under the alert window"], "the parent button lies under the alert window"
    reached = seen["reached by the click on the parent"]
    assert not reached, f"the click reached something: {reached}; {seen['probe said']}"
    assert seen["response"] == CANCEL, f"Escape after the click: expected 'response {CANCEL}'; {seen['probe said']}"


@pytest.mark.parametrize("presentation, check", each(["parent-click"]))
def test_the_parent_takes_the_click_once_the_alert_has_gone(seen):
    assert seen["alert went away"], f"the alert never went away; {seen.why_not()}"
    assert not seen["blocked click arrived late"], f"the blocked click arrived late: {seen['blocked click arrived late']}"
    assert seen["parent clicked after the alert"], f"no parent-clicked; {seen['probe said']}"


@pytest.mark.parametrize("presentation, check", each(["escape"], ["window"]))
def test_the_alert_window_sits_over_its_parent(seen):
    windows = seen["windows"]
    x, y, width, height = windows["alert"]
    centre = (x + width / 2, y + height / 2)
    assert within(centre, windows["parent"]), f"the alert window {windows['alert']} is not over its parent {windows['parent']}"


@pytest.mark.parametrize("presentation, check", each(["parent-click"], ["window"]))
def test_the_alert_window_keeps_its_parent_modal(seen):
    moves = seen["focus moves after the click on the parent"]
    assert seen["active window after the click on the parent"] == "alert", \
        f"the click on the parent took the keyboard from the alert window ({moves}); {seen.why_not()}"
    assert "active parent true" not in moves, f"the parent became active on the click ({moves})"


@pytest.mark.parametrize("presentation, check", each(SCENARIOS))
def test_exits_cleanly(seen):
    assert seen["exit status"] == 0, f"the probe exited with status {seen['exit status']}; {seen['probe said']}"
    assert not seen["warnings"], f"GTK complained: {seen['warnings'][0]}"
