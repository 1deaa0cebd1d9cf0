"""GNOME Shell's own dim of a modal dialog's parent: pytest, with the shell's compositor screenshots.

Run by meson-helpers/gnome-shell, which installs the Debian packages and builds the probe; by
hand, against a probe already built:

    GTK_ALERTS_BIN=.build/debug /usr/bin/python3 -m pytest -p no:cacheprovider \
        meson-helpers/gnome_shell_test.py

GNOME Shell dims the parent of every modal dialog it attaches to it (mutter's
`attach-modal-dialogs`, on in GNOME's own session): its WindowDimmer darkens the parent's whole
window actor. A `.window` alert is such a dialog, so the library leaves that dim to the shell
there (GtkAlertsToolkit's DesktopShell: XDG_CURRENT_DESKTOP names GNOME and the setting is on),
and dims the parent itself everywhere else. This suite runs alert-end-to-end-probe under
`gnome-shell --headless --wayland --no-x11 --virtual-monitor 1280x800`, on a session bus and a
"system" bus of the run's own (the shell's login manager needs one), with a throwaway home, and
reads the parent's background in the shell's own screenshots (org.gnome.Shell.Screenshot): alone,
under an in-window alert (our dim), under a `.window` alert (the shell's dim only), and under a
`.window` alert with the library's detection off (XDG_CURRENT_DESKTOP unset for the probe alone:
the library dims as well, and the parent is dimmed twice, as before the fix).

Outside unsafe mode the shell answers its Screenshot and Introspect methods only to callers that
own one of a few well-known names (misc/util.js's DBusSenderChecker; the lists are in
ui/screenshot.js and misc/introspect.js). On the run's private bus the suite's own connection
takes two of them, org.gnome.Screenshot and org.freedesktop.impl.portal.desktop.gtk, as those
programs would; the shell is never put in unsafe mode, and a connection without them is refused
(a test says so). The shell starts in its overview; the suite leaves it by setting the shell's
OverviewActive property, which any caller may set.

Where the pixels are read: Introspect's GetWindows gives each window's size (its frame, without
the shadow), not its place, so the suite finds the parent in the screenshot taken before the
alert: the one area of the theme's background colour (the commonest light colour on screen),
which must be as wide as GetWindows says; its top is its bottom less GetWindows' height. The
alert's card (in-window) or window (`.window`) is the same colour undimmed over a dimmed parent,
found the same way inside the parent. The sample is a 7×7 patch halfway between the parent's
left edge and the card's, level with the card's centre: beside the alert, on plain background
(the test of the parent alone checks that it is uniform there and of the theme's colour). Each
screenshot is taken again until two in a row are the same picture (the shell's open, attach and
dim animations are over).

Every run's screenshots and the probes' output go to GTK_ALERTS_OUTPUT (else a directory under
pytest's temporary directory), with the figures measured in figures.txt. With
GTK_ALERTS_SCREENSHOT_DIR set, the `.window` alert's screenshot, cropped to its parent and a
margin, is saved there as gnome-shell-window-alert.png.
"""

import collections
import os
import pathlib
import re
import sys
import time

import gi

gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf, GLib  # noqa: E402

import pytest  # noqa: E402

from suite_harness import BusConnection, Process, Runs, SessionBus, Stuck, probe_argv, wait_until  # noqa: E402

# The shell's WindowDimmer (ui/windowManager.js): DIM_BRIGHTNESS = -0.3, set as a brightness
# colour of 127 × 0.7 = 88 (a byte), which Clutter's BrightnessContrastEffect reads as
# 88 / 255 × 2 − 1 = −0.31 and applies as a factor of 1 − 0.31 to every channel.
SHELL_DIM_FACTOR = 2 * int(127 * (1 - 0.3)) / 255
# How far a sample may lie from the figure it is compared with, in levels of 255.
TOLERANCE = 4
# How long the probe waits after its parent is on screen before it presents the alert: the
# screenshot of the parent alone is taken in that time.
ALONE_MILLISECONDS = 4000
PATCH = 3  # the sample's half width: a 7×7 patch
MARGIN = 24  # around the parent in the saved screenshot: its shadow and a little desktop

# Names the shell answers (misc/util.js's DBusSenderChecker), which the suite's connection owns.
SCREENSHOT_CALLER = "org.gnome.Screenshot"  # allowed by ui/screenshot.js
INTROSPECT_CALLER = "org.freedesktop.impl.portal.desktop.gtk"  # allowed by misc/introspect.js

# The runs: name → (presentation, whether the probe sees GNOME Shell).
RUNS = {
    "in-window": ("in-window", True),
    "window": ("window", True),
    "window-detection-off": ("window", False),
}
PARENT_TITLE = "Probe parent"
ALERT_TITLE = "Probe alert"


# MARK: Pictures


class Picture:
    """A screenshot's pixels (RGBA, as the shell writes its PNGs)."""

    def __init__(self, path):
        self.path = path
        self.pixbuf = GdkPixbuf.Pixbuf.new_from_file(str(path))
        self.width = self.pixbuf.get_width()
        self.height = self.pixbuf.get_height()
        self.channels = self.pixbuf.get_n_channels()
        self.stride = self.pixbuf.get_rowstride()
        self.bytes = self.pixbuf.get_pixels()

    def pixel(self, x, y):
        offset = y * self.stride + x * self.channels
        return tuple(self.bytes[offset:offset + 3])

    def commonest_light_colour(self):
        """The commonest colour whose channels are all above 200, every fourth pixel counted:
        the theme's window background, which covers most of a light window."""
        counts = collections.Counter(
            colour for y in range(0, self.height, 4) for x in range(0, self.width, 4)
            if min(colour := self.pixel(x, y)) > 200)
        if not counts:
            raise Stuck(f"{self.path.name} shows nothing light")
        return counts.most_common(1)[0][0]

    def area_of(self, colour, within=None, least_run=200):
        """The bounding box (x, y, width, height) of the rows that show `colour` exactly at
        least `least_run` times, inside the box `within` (the whole picture by default): a
        window's or card's background, not a stray antialiased pixel of some text. None when no
        row does."""
        x0, y0, width, height = within or (0, 0, self.width, self.height)
        pattern = re.compile(re.escape(bytes(colour)) + (b"." if self.channels == 4 else b""), re.DOTALL)
        rows, left, right = [], None, None
        for y in range(y0, y0 + height):
            start = y * self.stride + x0 * self.channels
            row = self.bytes[start:start + width * self.channels]
            xs = [x0 + match.start() // self.channels for match in pattern.finditer(row)
                  if match.start() % self.channels == 0]
            if len(xs) >= least_run:
                rows.append(y)
                left = min(left, xs[0]) if left is not None else xs[0]
                right = max(right, xs[-1]) if right is not None else xs[-1]
        if not rows:
            return None
        return left, rows[0], right - left + 1, rows[-1] - rows[0] + 1

    def patch(self, x, y):
        """The pixels of the 7×7 patch centred on (x, y)."""
        return [self.pixel(x + dx, y + dy) for dy in range(-PATCH, PATCH + 1) for dx in range(-PATCH, PATCH + 1)]

    def level(self, x, y):
        """The patch's mean grey level (the mean of its pixels' channels)."""
        pixels = self.patch(x, y)
        return sum(sum(pixel) for pixel in pixels) / (3 * len(pixels))

    def save_cropped(self, box, path):
        x, y, width, height = box
        x0, y0 = max(0, x - MARGIN), max(0, y - MARGIN)
        x1, y1 = min(self.width, x + width + MARGIN), min(self.height, y + height + MARGIN)
        self.pixbuf.new_subpixbuf(x0, y0, x1 - x0, y1 - y0).savev(str(path), "png", [], [])


def centre(box):
    x, y, width, height = box
    return x + width / 2, y + height / 2


def contains(box, point):
    x, y, width, height = box
    return x <= point[0] < x + width and y <= point[1] < y + height


# MARK: The shell


class Shell:
    """gnome-shell, headless, and the suite's connection to it on the run's session bus."""

    def __init__(self, environment, run_directory, system_bus):
        self.runtime = pathlib.Path(environment["XDG_RUNTIME_DIR"])
        self.directory = run_directory
        shell_environment = dict(environment, XDG_CURRENT_DESKTOP="GNOME", XDG_SESSION_TYPE="wayland",
                                 DBUS_SYSTEM_BUS_ADDRESS=system_bus)
        self.process = Process("gnome-shell", ["gnome-shell", "--headless", "--wayland", "--no-x11",
                                               "--virtual-monitor", "1280x800"], shell_environment, run_directory)
        self.bus = BusConnection(environment["DBUS_SESSION_BUS_ADDRESS"])
        self.address = environment["DBUS_SESSION_BUS_ADDRESS"]
        self.shots = 0

    def start(self):
        """Waits for the shell's Wayland socket, its D-Bus services and the end of its startup;
        leaves the overview it starts in; takes the allow-listed names."""
        if not wait_until(lambda: self.wayland_display() or not self.process.running(), 60) or not self.running():
            raise Stuck(f"gnome-shell gave no Wayland socket: {self.process.errors()[-1500:]}")
        if not wait_until(lambda: not self.running() or self.bus.has_owner("org.gnome.Shell.Screenshot"), 60):
            raise Stuck("gnome-shell never took org.gnome.Shell.Screenshot")
        # main.js logs this once the startup animation (into the overview) is over.
        if not wait_until(lambda: not self.running() or "GNOME Shell started at" in self.process.errors(), 60):
            raise Stuck("gnome-shell never finished starting")
        for name in (SCREENSHOT_CALLER, INTROSPECT_CALLER):
            reply = self.bus.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                  "RequestName", GLib.Variant("(su)", (name, 4)))  # DO_NOT_QUEUE
            if reply[0] != 1:  # PRIMARY_OWNER
                raise Stuck(f"could not own {name} (reply {reply[0]})")
        self.bus.call("org.gnome.Shell", "/org/gnome/Shell", "org.freedesktop.DBus.Properties", "Set",
                      GLib.Variant("(ssv)", ("org.gnome.Shell", "OverviewActive", GLib.Variant("b", False))))
        if not wait_until(lambda: not self.overview_active(), 10):
            raise Stuck("the shell's overview did not close")

    def running(self):
        return self.process.running()

    def wayland_display(self):
        sockets = [path.name for path in self.runtime.glob("wayland-*") if not path.name.endswith(".lock")]
        return sockets[0] if sockets else None

    def overview_active(self):
        return self.bus.call("org.gnome.Shell", "/org/gnome/Shell", "org.freedesktop.DBus.Properties", "Get",
                             GLib.Variant("(ss)", ("org.gnome.Shell", "OverviewActive")))[0]

    def windows(self):
        """Introspect's GetWindows by title: {title: {'width': …, 'height': …, 'has-focus': …}}.
        The shell's sender checker learns of the name the suite took asynchronously: refused
        calls are tried again for a few seconds."""
        def ask():
            try:
                return self.bus.call("org.gnome.Shell", "/org/gnome/Shell/Introspect",
                                     "org.gnome.Shell.Introspect", "GetWindows")[0]
            except GLib.Error as error:
                if "AccessDenied" in error.message:
                    return None
                raise
        windows = wait_until(ask, 5, interval=0.2)
        if windows is None:
            raise Stuck("the shell refused GetWindows to a caller owning " + INTROSPECT_CALLER)
        return {window.get("title"): window for window in windows.values()}

    def screenshot(self, path, bus=None):
        """The whole stage as the compositor draws it (the shell's dims included), to `path`."""
        return (bus or self.bus).call("org.gnome.Shell.Screenshot", "/org/gnome/Shell/Screenshot",
                                      "org.gnome.Shell.Screenshot", "Screenshot",
                                      GLib.Variant("(bbs)", (False, False, str(path))), timeout=20)

    def settled_screenshot(self, name, seconds=15):
        """A screenshot once the screen has stopped changing: taken again every quarter second
        until two in a row are the same picture."""
        previous = None
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self.shots += 1
            path = self.directory / f"{name}.png"
            try:
                self.screenshot(path)
            except GLib.Error as error:
                if "AccessDenied" not in error.message:
                    raise
                time.sleep(0.2)
                continue
            picture = Picture(path)
            if previous is not None and picture.bytes == previous.bytes:
                return picture
            previous = picture
            time.sleep(0.25)
        raise Stuck(f"the screen never settled for the screenshot '{name}'")

    def stop(self):
        self.process.stop(10)

    def clear_after(self):
        """Once stopped, waits for the bus to drop the shell's names and removes the Wayland
        sockets it left, so that the next shell can take the names and its socket is found."""
        wait_until(lambda: not self.bus.has_owner("org.gnome.Shell"), 10)
        for path in self.runtime.glob("wayland-*"):
            path.unlink(missing_ok=True)


# MARK: The runs


def run_probe(seen, name, shell, probe_environment, run_directory, screenshot_dir):
    """One probe run: the parent alone, then with its alert; notes the pictures, the boxes found
    in them and the sampled levels."""
    presentation, sees_the_shell = RUNS[name]
    environment = dict(probe_environment, WAYLAND_DISPLAY=shell.wayland_display())
    if sees_the_shell:
        environment["XDG_CURRENT_DESKTOP"] = "GNOME"
    argv = probe_argv("buttons", presentation, "--alert-delay", str(ALONE_MILLISECONDS), timeout=60)
    probe = Process(f"probe-{name}", argv, environment, run_directory)
    try:
        if not probe.line(lambda line: line == "parent-ready", 30):
            raise Stuck(f"the probe's parent never came up: {probe.errors()[-800:]}")
        parent_ready = time.monotonic()
        if not wait_until(lambda: PARENT_TITLE in shell.windows(), 10):
            raise Stuck("GetWindows never listed the parent")
        alone = shell.settled_screenshot(f"{name}-alone")
        if time.monotonic() > parent_ready + ALONE_MILLISECONDS / 1000 - 0.5:
            raise Stuck("the screenshot of the parent alone came too late: the alert may have been up")
        windows = shell.windows()
        seen["windows alone"] = windows
        colour = alone.commonest_light_colour()
        seen["background"] = colour
        found = alone.area_of(colour)
        if found is None:
            raise Stuck("no area of the background colour in the screenshot of the parent alone")
        size = (windows[PARENT_TITLE]["width"], windows[PARENT_TITLE]["height"])
        # The background runs from the window's left edge to its right and down to its bottom;
        # the header bar above is of another colour: the top comes from the window's height.
        parent = (found[0], found[1] + found[3] - size[1], *size)
        seen["parent found"] = (found, size)
        seen["parent"] = parent

        if not probe.line(lambda line: line == "ready", 30):
            raise Stuck(f"the alert never became ready: {probe.errors()[-800:]}")
        seen["windows with alert"] = shell.windows()
        shot = shell.settled_screenshot(f"{name}-alert")
        card = shot.area_of(colour, within=parent)
        if card is None:
            raise Stuck("no undimmed card in the parent's area")
        seen["card"] = card
        point = (parent[0] + (card[0] - parent[0]) // 2, round(centre(card)[1]))
        seen["point"] = point
        seen["alone patch"] = alone.patch(*point)
        seen["alone"] = alone.level(*point)
        seen["with alert"] = shot.level(*point)
        if screenshot_dir and name == "window":
            shot.save_cropped(parent, pathlib.Path(screenshot_dir) / "gnome-shell-window-alert.png")
        time.sleep(0.2)
        seen["probe running"] = probe.running()
        seen["warnings"] = probe.warnings()
    finally:
        probe.stop()


# MARK: Fixtures


@pytest.fixture(scope="session")
def system_bus(environment, run_directory):
    """A bus for the shell's system services (logind, accounts): one more session-type daemon
    of the run's own, never the machine's."""
    bus = SessionBus(environment, run_directory / "system-dbus.err")
    if not bus.address:
        bus.stop()
        pytest.fail("the system bus's dbus-daemon gave no address")
    yield bus.address
    bus.stop()


@pytest.fixture(scope="session")
def shell(environment, session_bus, system_bus, run_directory):
    """gnome-shell, started once more if its first start sticks: on a loaded machine its
    startup now and then never finishes, which says nothing about the library."""
    for attempt in (1, 2):
        shell = Shell(environment, run_directory, system_bus)
        try:
            shell.start()
            break
        except Stuck as stuck:
            shell.stop()
            shell.clear_after()
            if attempt == 2:
                pytest.fail(f"{stuck}; the shell said: {shell.process.errors()[-1500:]}", pytrace=False)
            print(f"gnome-shell: {stuck}; starting it once more", file=sys.stderr)
    yield shell
    shell.stop()


@pytest.fixture(scope="session")
def probe_environment(environment):
    """The probe on Wayland, as environment.sh's export_test_environment has it (warnings and
    criticals fatal, no portals, no AT-SPI bridge, Swift's backtracer off), with GTK's cairo
    renderer: GTK 4.8's GL renderer, on headless software rendering, now and then never
    commits a window's first frame (meson-helpers/wayland's --renderer). No
    XDG_CURRENT_DESKTOP: the runs that see the shell add it."""
    probes = dict(environment)
    probes.pop("XDG_CURRENT_DESKTOP", None)
    probes.update(G_DEBUG="fatal-warnings", GSETTINGS_BACKEND="memory", GTK_USE_PORTAL="0", GTK_A11Y="none",
                  SWIFT_BACKTRACE="enable=no", NO_AT_BRIDGE="1", GDK_BACKEND="wayland", GSK_RENDERER="cairo")
    return probes


@pytest.fixture(scope="session")
def runs(shell, probe_environment, run_directory):
    screenshot_dir = os.environ.get("GTK_ALERTS_SCREENSHOT_DIR")
    drive = lambda seen, name: run_probe(seen, name, shell, probe_environment, run_directory, screenshot_dir)
    runs = Runs(lambda seen, name: drive_or_stop(seen, drive, name))
    yield runs
    write_figures(runs, run_directory / "figures.txt")


def drive_or_stop(seen, drive, name):
    try:
        drive(seen, name)
    except Stuck as stuck:
        seen.stop(str(stuck))


def write_figures(runs, path):
    """The levels each run read, one line each, for the launcher to print."""
    lines = []
    for (name,), seen in runs.done.items():
        if "with alert" in seen.notes:
            lines.append(f"{name}: alone {seen.notes['alone']:.1f}, with the alert {seen.notes['with alert']:.1f} "
                         f"at {seen.notes['point']} (parent {seen.notes['parent']}, card {seen.notes['card']})")
        else:
            lines.append(f"{name}: no figures ({seen.why_not()})")
    path.write_text("\n".join(lines) + "\n")


@pytest.fixture
def seen(runs, name):
    return runs(name)


# MARK: The shell itself


def test_shell_refuses_callers_off_its_allow_list(shell):
    """The shell is not in unsafe mode: a connection owning none of the allow-listed names
    gets no screenshot. (The suite's own connection owns two of them.)"""
    stranger = BusConnection(shell.address)
    try:
        with pytest.raises(GLib.Error, match="AccessDenied"):
            shell.screenshot(shell.directory / "refused.png", bus=stranger)
    finally:
        stranger.close()


# MARK: The parent's background


@pytest.mark.parametrize("name", RUNS)
def test_parent_is_found_at_the_size_the_shell_gives(seen):
    found, size = seen["parent found"]
    assert found[2] == size[0], f"the background area {found} is not as wide as the shell's window {size}"
    assert 0 < found[3] <= size[1], f"the background area {found} is not inside the shell's window {size}"


@pytest.mark.parametrize("name", RUNS)
def test_parent_alone_shows_plain_background_beside_the_alert(seen):
    """(1) Where the samples are read: plain background of the parent, beside the card, the
    patch uniform and of the theme's colour, inside the parent and off the card."""
    point, patch, colour = seen["point"], seen["alone patch"], seen["background"]
    assert contains(seen["parent"], point) and not contains(seen["card"], point), (
        f"{point} is not beside the card {seen['card']} in the parent {seen['parent']}")
    assert set(patch) == {colour}, f"the parent alone at {point} is not plain background {colour}: {set(patch)}"


@pytest.mark.parametrize("name", RUNS)
def test_probe_ran_without_warnings(seen):
    assert seen["probe running"], "the probe ended before the screenshots were taken"
    assert seen["warnings"] == [], f"GTK warned: {seen['warnings']}"


# MARK: The dims


def test_in_window_alert_dims_the_parent_once(runs):
    """(2) An in-window alert: the parent dimmed by us alone, darker than alone but not twice
    (the library's own dim; the shell attaches nothing)."""
    seen = runs("in-window")
    alone, dimmed = seen["alone"], seen["with alert"]
    assert "Probe alert" not in seen["windows with alert"], "an in-window alert opened a window"
    assert dimmed < alone * 0.9, f"the parent is not dimmed: {dimmed:.1f} against {alone:.1f} alone"
    assert dimmed > alone * SHELL_DIM_FACTOR * 0.8, f"the parent is dimmed more than once: {dimmed:.1f} of {alone:.1f}"


def test_window_alert_leaves_the_dim_to_the_shell(runs):
    """(3) A `.window` alert under GNOME Shell: the parent dimmed by the shell's WindowDimmer
    alone, as the parent of any modal dialog is, and about as dark as under an in-window alert
    (one dim each), far from twice."""
    seen, in_window = runs("window"), runs("in-window")
    alone, dimmed = seen["alone"], seen["with alert"]
    shell_dim = alone * SHELL_DIM_FACTOR
    assert abs(dimmed - shell_dim) <= TOLERANCE, (
        f"the parent reads {dimmed:.1f}, the shell's dim alone gives {shell_dim:.1f} ({alone:.1f} alone)")
    ours = in_window["with alert"]
    assert abs(dimmed - ours) < (alone - ours) / 2, (
        f"the parent reads {dimmed:.1f}, not one dim like the in-window alert's {ours:.1f} ({alone:.1f} alone)")


def test_window_alert_with_the_detection_off_is_dimmed_twice(runs):
    """What the check above catches: with the library not knowing the shell (XDG_CURRENT_DESKTOP
    unset for the probe), it dims the parent too, under the shell's dim: the parent reads as our
    dim and the shell's together, darker than either."""
    off, window, in_window = runs("window-detection-off"), runs("window"), runs("in-window")
    alone, dimmed = off["alone"], off["with alert"]
    twice = alone * SHELL_DIM_FACTOR * (in_window["with alert"] / in_window["alone"])
    assert dimmed < window["with alert"] - 20, (
        f"with the detection off the parent reads {dimmed:.1f}, not darker than {window['with alert']:.1f}")
    assert abs(dimmed - twice) <= TOLERANCE, f"the parent reads {dimmed:.1f}, two dims give {twice:.1f}"


# MARK: Where the `.window` alert sits


@pytest.mark.parametrize("name", ["window", "window-detection-off"])
def test_window_alert_is_attached_centred_over_its_parent(seen):
    """The shell attaches the alert's window to the parent: it has the focus and sits centred on
    it (its card, the window's whole content, as large as the shell's window)."""
    windows = seen["windows with alert"]
    assert ALERT_TITLE in windows, f"GetWindows lists no alert window: {sorted(windows)}"
    alert = windows[ALERT_TITLE]
    assert alert["has-focus"], "the alert's window has not the focus"
    card, parent = seen["card"], seen["parent"]
    assert abs(card[2] - alert["width"]) <= 2 and abs(card[3] - alert["height"]) <= 2, (
        f"the card seen {card} is not the alert window's size ({alert['width']}×{alert['height']})")
    (card_x, card_y), (parent_x, parent_y) = centre(card), centre(parent)
    assert abs(card_x - parent_x) <= 2 and abs(card_y - parent_y) <= 2, (
        f"the alert {card} is not centred over the parent {parent}")
