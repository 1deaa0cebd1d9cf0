"""What the pytest suites under meson-helpers share: the programs they start and their command
lines, waiting, real input through xdotool, what a run noted for its tests (each run driven
once), and a display, session bus and accessibility bus private to the run.

meson-helpers/conftest.py loads it as a pytest plugin, which gives every suite here the
fixtures below; a suite imports the helpers it uses. The launchers (meson-helpers/accessibility,
meson-helpers/screen-reader, meson-helpers/end-to-end) set:

    GTK_ALERTS_BIN      the directory of the programs under test (alert-end-to-end-probe,
                        alert-gallery, inert-parent-probe; default .build/debug)
    GTK_ALERTS_DISPLAY  an X display to use (environment.sh's start_xvfb); without it the
                        `display` fixture starts an Xvfb of the run's own
    GTK_ALERTS_OUTPUT   the directory for the programs' output and logs (default: one under
                        pytest's temporary directory)

Every process is started with `Process`, which dies with the suite, so that no display, bus or
program outlives the run however it ends.
"""

import ctypes
import os
import pathlib
import re
import signal
import subprocess
import tempfile
import time
import traceback

import pytest

BIN = pathlib.Path(os.environ.get("GTK_ALERTS_BIN", ".build/debug"))
PRESENTATIONS = ["window", "in-window"]
# The gallery playground's presentation button, by the name it has for each presentation.
GALLERY_PRESENTATION_NAMES = {"window": "Own window", "in-window": "In window"}

# Variables of the caller's session that would lead a program here to the caller's desktop, bus,
# screen reader or speech server.
INHERITED_BUT_PRIVATE = {
    "DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "NO_AT_BRIDGE",
    "GTK_A11Y", "GTK_MODULES", "G_DEBUG", "SPEECHD_ADDRESS", "SPEECHD_SOCKET", "SPEECHD_HOST",
    "SPEECHD_PORT", "PULSE_SERVER", "XDG_SESSION_TYPE", "XDG_CURRENT_DESKTOP", "SESSION_MANAGER",
}


# MARK: The programs under test


# The responses alert-end-to-end-probe prints (without `response `).
CANCEL = "Cancel role=cancel"
DEFAULT = "OK role=suggested"
# A click on a button's on-screen position answers with that button.
CLICKED = {"OK": "OK role=suggested", "Cancel": "Cancel role=cancel", "Other": "Other role=regular"}


def probe_argv(scenario, presentation, *options, timeout):
    """alert-end-to-end-probe's command line: its alert of `scenario` in `presentation`, the
    `options` (--alert-delay, say), and its own end after `timeout` seconds, whatever the run
    does."""
    return [str(BIN / "alert-end-to-end-probe"), "--scenario", scenario, "--presentation", presentation,
            *options, "--timeout", str(timeout)]


def playground_argv(run_directory):
    """alert-gallery's command line, on its playground page, its items page's database in a new
    directory under `run_directory` (not the user's)."""
    return [str(BIN / "alert-gallery"), "--page", "playground", "--data-dir", tempfile.mkdtemp(dir=run_directory)]


# MARK: Processes


def die_with_the_suite():
    """Run in each child before it starts: SIGTERM when pytest ends, however it ends (killed by
    a CI timeout, say), so that no Orca, bus or display outlives the run."""
    ctypes.CDLL(None).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


class Process:
    """A program the suite started, its standard output and error kept in the run's directory."""

    def __init__(self, name, argv, environment, directory):
        self.name = name
        self.out_path = directory / f"{name}.out"
        self.err_path = directory / f"{name}.err"
        with open(self.out_path, "w") as out, open(self.err_path, "w") as err:
            self.popen = subprocess.Popen(argv, stdout=out, stderr=err, stdin=subprocess.DEVNULL,
                                          env=environment, preexec_fn=die_with_the_suite)

    def running(self):
        return self.popen.poll() is None

    def lines(self):
        return self.out_path.read_text(errors="replace").splitlines()

    def said(self, line):
        return line in self.lines()

    def line(self, predicate, seconds, pause=time.sleep):
        """The first line of its output that `predicate` accepts, waiting up to `seconds` (no
        longer once the program has ended); `pause` as for `wait_until`."""
        found = lambda: next((line for line in self.lines() if predicate(line)), None)
        return wait_until(lambda: found() or not self.running(), seconds, pause=pause) and found()

    def count(self, predicate):
        """How many lines of its output `predicate` accepts."""
        return sum(1 for line in self.lines() if predicate(line))

    # The probes' own lines (alert-end-to-end-probe, inert-parent-probe): `focus NAME` whenever
    # GTK moves the keyboard focus, `response …` once the alert is answered.

    def focus(self):
        """The probe's last `focus NAME`: the widget GTK has the keyboard focus on."""
        lines = [line for line in self.lines() if line.startswith("focus ")]
        return lines[-1].split(" ", 1)[1] if lines else None

    def response(self):
        return next((line for line in self.lines() if line.startswith("response ")), None)

    def wait_for_response(self, seconds):
        """The probe's `response …` line, waiting up to `seconds` for it; None if none came."""
        return self.line(lambda line: line.startswith("response "), seconds)

    def matching(self, pattern):
        return [line for line in self.lines() if re.search(pattern, line)]

    def wait_for_line(self, pattern, seconds):
        """Whether it printed a line matching `pattern`, waiting up to `seconds`."""
        return bool(self.line(lambda line: re.search(pattern, line), seconds))

    def wait_for_count(self, pattern, count, seconds):
        """Whether it printed at least `count` lines matching `pattern`, waiting up to `seconds`."""
        return bool(wait_until(lambda: self.count(lambda line: re.search(pattern, line)) >= count, seconds))

    def answer(self):
        """Its response without `response `, or None."""
        response = self.response()
        return response.removeprefix("response ") if response else None

    def wait_for_answer(self, seconds=5):
        self.wait_for_response(seconds)
        return self.answer()

    def settled_focus(self):
        """The focus it reported last, once it is not `none` (wrapping around the end of the tab
        chain passes through `none`) or has stayed `none` for a second or two."""
        time.sleep(0.15)
        return wait_until(lambda: self.focus() != "none" and self.focus(), 2) or self.focus()

    def account(self):
        """A short account of what it said, for the tests' messages (where-lines left out)."""
        lines = [line for line in self.lines() if not re.match(r"(target|window|pointer) ", line)][-6:]
        errors = self.errors().splitlines()[-3:]
        return f"probe said [{'|'.join(lines)}]" + (f" stderr [{'|'.join(errors)}]" if errors else "")

    def finish(self, seen):
        """Waits up to 5 s for the program to exit; notes its status (124 if it did not exit) and
        its GTK criticals and warnings in `seen`."""
        if wait_until(lambda: not self.running(), 5):
            seen["exit status"] = self.popen.wait()
        else:
            self.stop()
            seen["exit status"] = 124
        seen["warnings"] = self.warnings()

    def errors(self):
        return self.err_path.read_text(errors="replace")

    def warnings(self, tolerated=()):
        """GLib's criticals and warnings on standard error, but those that contain one of the
        `tolerated` texts."""
        return [line for line in self.errors().splitlines()
                if ("-CRITICAL **" in line or "-WARNING **" in line)
                and not any(known in line for known in tolerated)]

    def stop(self, seconds=5):
        if self.running():
            terminate(self.popen, seconds)


def terminate(popen, seconds=5):
    """Ends a child: SIGTERM, SIGKILL if it is still there after `seconds`; then reaps it."""
    popen.terminate()
    try:
        popen.wait(seconds)
    except subprocess.TimeoutExpired:
        popen.kill()
        popen.wait()


def wait_until(condition, seconds, interval=0.05, pause=time.sleep):
    """The first truthy value of `condition()` within `seconds`, else None; `pause(interval)`
    between two tries (a suite that must keep a main loop turning passes its own)."""
    deadline = time.monotonic() + seconds
    while True:
        value = condition()
        if value or time.monotonic() >= deadline:
            return value or None
        pause(interval)


def xdotool(environment, *arguments, timeout=20):
    """Runs xdotool on the run's display (real input through XTest, windows found and moved);
    its standard output, or None when it failed."""
    try:
        result = subprocess.run(["xdotool", *arguments], env=environment, capture_output=True, text=True,
                                timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    return result.stdout if result.returncode == 0 else None


class Stuck(Exception):
    """A step of a run that could not be taken: the run goes no further, and says why."""


class Seen:
    """What one run of a program showed, noted step by step for the tests to judge, and why the
    run stopped short, if it did. A run may have parts (the gallery's, one per presentation)."""

    def __init__(self, whole=None):
        self.notes = {}
        self.parts = {}
        self.whole = whole
        self.stopped = None

    def __setitem__(self, what, value):
        self.notes[what] = value

    def __getitem__(self, what):
        if what not in self.notes:
            pytest.fail(f"not seen ({what}): {self.why_not()}", pytrace=False)
        return self.notes[what]

    def stop(self, why):
        """Notes why the run went no further (the first reason counts)."""
        self.stopped = self.stopped or why

    def why_not(self):
        for seen in (self, self.whole):
            if seen is not None and seen.stopped:
                return seen.stopped
        return "the run never got this far"

    def part(self, name):
        return self.parts.setdefault(name, Seen(self))


class RunStopped(Exception):
    """Ends a run whose Seen has been told why it goes no further (Seen.stop)."""


class Runs:
    """A session's runs, each driven once, on the first test that asks for it: `runs(*key)` is
    what the run `key` showed, noted by `drive(seen, *key)` the first time. A run that breaks
    off with an exception stops there, its traceback the reason; RunStopped ends it quietly."""

    def __init__(self, drive):
        self.drive = drive
        self.done = {}

    def __call__(self, *key):
        if key not in self.done:
            seen = self.done[key] = Seen()
            try:
                self.drive(seen, *key)
            except RunStopped:
                pass
            except Exception:
                seen.stop(f"the run broke off: {traceback.format_exc()}")
        return self.done[key]


# MARK: The private session


@pytest.fixture(scope="session")
def run_directory(tmp_path_factory):
    output = os.environ.get("GTK_ALERTS_OUTPUT")
    if not output:
        return tmp_path_factory.mktemp("run")
    directory = pathlib.Path(output)
    directory.mkdir(parents=True, exist_ok=True)
    return directory


@pytest.fixture(scope="session")
def environment(run_directory):
    """A throwaway home, configuration and runtime directory; GTK on X11 with its AT-SPI bridge.
    The fixtures below, and the suites', add the display, the buses and the rest as they start
    them."""
    home = run_directory / "home"
    runtime = run_directory / "runtime"
    for directory in (home, runtime):
        directory.mkdir(exist_ok=True)
    runtime.chmod(0o700)
    environment = {key: value for key, value in os.environ.items() if key not in INHERITED_BUT_PRIVATE}
    environment.update(
        HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local/share"),
        XDG_CACHE_HOME=str(home / ".cache"), XDG_RUNTIME_DIR=str(runtime),
        # No dconf, no portals: nothing written outside the run, nothing waited for.
        GSETTINGS_BACKEND="memory", GTK_USE_PORTAL="0",
        GDK_BACKEND="x11", GTK_A11Y="atspi", LC_ALL="C.UTF-8", LANGUAGE="")
    return environment


@pytest.fixture(scope="session")
def display(environment, run_directory):
    """The launcher's Xvfb (GTK_ALERTS_DISPLAY, from environment.sh's start_xvfb), else one
    of the run's own on a display Xvfb picks and reports (-displayfd) once it accepts
    connections."""
    given = os.environ.get("GTK_ALERTS_DISPLAY")
    if given:
        environment["DISPLAY"] = given
        yield given
        return
    server = Process("xvfb", ["Xvfb", "-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp",
                              "-noreset"], environment, run_directory)
    reported = lambda: "".join(server.lines()).strip()
    if not wait_until(lambda: reported() or not server.running(), 10) or not reported():
        server.stop()
        pytest.fail(f"Xvfb did not start: {server.errors()}")
    environment["DISPLAY"] = f":{reported()}"
    yield environment["DISPLAY"]
    server.stop()


class SessionBus:
    """What dbus-run-session gives: a session bus of its own, its daemon's output (and that of
    the services it starts) in `errors_path`; `address` is None when the daemon gave none."""

    def __init__(self, environment, errors_path):
        with open(errors_path, "w") as errors:
            self.daemon = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                                           stdout=subprocess.PIPE, stderr=errors, env=environment, text=True,
                                           preexec_fn=die_with_the_suite)
        self.address = self.daemon.stdout.readline().strip() or None

    def stop(self):
        terminate(self.daemon)


@pytest.fixture(scope="session")
def session_bus(environment, run_directory):
    """A session bus of the run's own, for the whole run."""
    bus = SessionBus(environment, run_directory / "dbus.err")
    if not bus.address:
        bus.stop()
        pytest.fail("dbus-daemon gave no address")
    environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    yield bus.address
    bus.stop()


class BusConnection:
    """The suite's own connection to the bus at `address` (the run's session bus, say), through
    Gio: method calls, and whether a name is owned. PyGObject is imported on use, not above:
    the suites that ask nothing over D-Bus (meson-helpers/end-to-end's) run without it."""

    def __init__(self, address):
        from gi.repository import Gio
        self.connection = Gio.DBusConnection.new_for_address_sync(
            address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
            None, None)

    def call(self, name, path, interface, method, parameters=None, reply=None, timeout=10):
        """The method's reply, unpacked (a tuple): `parameters` a GLib.Variant tuple or None,
        `reply` the type the reply must have ("(o)") or None, `timeout` in seconds. A refused or
        failed call raises GLib.Error."""
        from gi.repository import Gio, GLib
        return self.connection.call_sync(name, path, interface, method, parameters,
                                         GLib.VariantType(reply) if reply else None, Gio.DBusCallFlags.NONE,
                                         int(timeout * 1000), None).unpack()

    def has_owner(self, name):
        """Whether some connection owns the bus name `name` (the bus's NameHasOwner)."""
        from gi.repository import GLib
        return self.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
                         GLib.Variant("(s)", (name,)), "(b)")[0]

    def close(self):
        self.connection.close_sync(None)


@pytest.fixture(scope="session")
def accessibility_bus(display, session_bus, environment, run_directory):
    launcher = Process("at-spi-bus-launcher", ["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                       environment, run_directory)
    # Asking for the bus's address would start a second launcher through D-Bus activation while
    # this one comes up: only ask whether its name is taken.
    bus = BusConnection(session_bus)
    up = wait_until(lambda: bus.has_owner("org.a11y.Bus"), 10)
    bus.close()
    if not up:
        pytest.fail(f"the AT-SPI bus launcher did not come up: {launcher.errors()[-500:]}")
    yield
    launcher.stop()
