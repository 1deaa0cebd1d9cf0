"""What a screen reader gets from the alerts over AT-SPI: pytest, with pyatspi as Orca uses it.

Run by meson-helpers/accessibility, which installs the Debian packages and builds the programs;
by hand, against programs already built (G_DEBUG unset: this process is the AT-SPI client, and
libatspi warns, for every application, that GTK 4.8 has no AT-SPI Cache interface):

    GTK_ALERTS_BIN=.build/debug /usr/bin/python3 -m pytest -p no:cacheprovider \
        meson-helpers/accessibility_test.py

The display, the session bus and the AT-SPI bus are meson-helpers/suite_harness.py's. Each
program under test (the probe in each scenario and presentation, the gallery's playground) is
started once, with animations on and warnings fatal, and driven through AT-SPI alone, step by
step, by the `runs` fixture, which notes what each step showed; each test judges one thing
noted. Where a run cannot go on (no alert came up, say), the tests of what comes after fail
with the reason. Every program's output goes to GTK_ALERTS_OUTPUT (else a directory under
pytest's temporary directory).
"""

import contextlib
import dataclasses
import os
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402
import pyatspi  # noqa: E402
import pytest  # noqa: E402

from suite_harness import (GALLERY_PRESENTATION_NAMES, PRESENTATIONS, Process, Runs, RunStopped,  # noqa: E402
                           playground_argv, probe_argv, wait_until, xdotool)


@dataclasses.dataclass(frozen=True)
class Alert:
    """An alert a program under test presents, as a screen reader should find it."""
    title: str
    message: str
    focus: str  # the name of the object with the focus when it opens


PROBE_TITLE = "Probe alert"
# The probe's scenarios, each with its alert, and the gallery's playground alert.
ALERTS = {
    "parent-click": Alert(PROBE_TITLE, "Driven by xdotool, scenario parent-click.", "OK"),
    "entry": Alert(PROBE_TITLE, "Type some text, then press Enter.", "text"),
    "fields": Alert(PROBE_TITLE, "Sign in, then press Enter.", "User name"),
    "action-list": Alert(PROBE_TITLE, "Driven by xdotool, scenario action-list.", "OK"),
    "gallery": Alert("Playground", "A plain paragraph, shown exactly as written: <b> & all.", "Continue"),
}
SCENARIOS = ["parent-click", "entry", "fields", "action-list"]
ENTRY_ERROR = "Type some text first"
SIDEBAR = ["Custom Content", "Modular Dialog", "Alert State", "Items", "Full Window", "Live Alerts", "Playground"]

# Every program run: the probe in each scenario and presentation, and the gallery (one run
# presents in both); every alert: the probe's, and the gallery's in each presentation.
PROGRAMS = [pytest.param(scenario, presentation, id=f"{scenario}-{presentation}")
            for scenario in SCENARIOS for presentation in PRESENTATIONS] + [pytest.param("gallery", None, id="gallery")]
PRESENTED_ALERTS = [pytest.param(program, presentation, id=f"{program}-{presentation}")
                    for program in SCENARIOS + ["gallery"] for presentation in PRESENTATIONS]


# pyatspi 2.46 calls libatspi functions PyGObject reports deprecated, and PyGObject under Python
# 3.14 asyncio's event loop policies: their own doing, not the suite's.
pytestmark = [pytest.mark.filterwarnings(r"ignore:Atspi\..* is deprecated:DeprecationWarning"),
              pytest.mark.filterwarnings(r"ignore:'asyncio\..*' is deprecated:DeprecationWarning")]


# MARK: The tree


def pump(seconds=0.0):
    """Lets AT-SPI events arrive (they come through the GLib main loop) for `seconds`: what the
    suite's waits do between two tries."""
    deadline = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while True:
        while context.iteration(False):
            pass
        if time.monotonic() >= deadline:
            return
        time.sleep(0.02)


# Roles are compared as pyatspi's constants, never by their names: at-spi2-core 2.62 names a
# push button "button" (2.46: "push button"), and names are for messages only.
BUTTONS = (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON)
DIALOGS = (pyatspi.ROLE_ALERT, pyatspi.ROLE_DIALOG)
TEXT_FIELDS = (pyatspi.ROLE_ENTRY, pyatspi.ROLE_TEXT, pyatspi.ROLE_PASSWORD_TEXT)


def role(accessible):
    """The object's role, one of pyatspi's ROLE_ constants (None when it cannot be read)."""
    try:
        return accessible.getRole()
    except GLib.Error:
        return None


def role_name(accessible):
    """The role's name as at-spi2-core spells it, for messages."""
    try:
        return accessible.getRoleName()
    except GLib.Error:
        return "?"


def name(accessible):
    try:
        return accessible.name or ""
    except GLib.Error:
        return ""


def states(accessible):
    try:
        return accessible.getState()
    except GLib.Error:
        return None


def has_state(accessible, state):
    current = states(accessible)
    return current is not None and current.contains(state)


def state_names(accessible):
    current = states(accessible)
    return [str(state).split("_", 2)[-1] for state in current.getStates()] if current is not None else []


def walk(accessible, depth=0):
    """`accessible` and everything under it, depth first (hidden objects are not children)."""
    if accessible is None or depth > 60:
        return
    yield accessible
    try:
        count = accessible.childCount
    except GLib.Error:
        return
    for index in range(count):
        try:
            child = accessible.getChildAtIndex(index)
        except GLib.Error:
            continue
        yield from walk(child, depth + 1)


def application(pid):
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        try:
            app = desktop.getChildAtIndex(index)
            if app is not None and app.get_process_id() == pid:
                # Without this, objects of closed windows linger in libatspi's cache.
                app.set_cache_mask(Atspi.Cache.NONE)
                return app
        except GLib.Error:
            continue
    return None


def find(root, predicate):
    for accessible in walk(root):
        if predicate(accessible):
            return accessible
    return None


def find_all(root, predicate):
    return [accessible for accessible in walk(root) if predicate(accessible)]


def button(root, label):
    return find(root, lambda a: role(a) in BUTTONS and name(a) == label)


def click(accessible):
    """The `click` action, as a screen reader's activate command sends it."""
    try:
        action = accessible.queryAction()
        for index in range(action.nActions):
            if action.getName(index) == "click":
                return action.doAction(index)
        return action.doAction(0)
    except (GLib.Error, NotImplementedError):
        return False


def type_text(field, text):
    """Sets the field's text through EditableText, as a screen reader's typing would; the error,
    if that fails."""
    try:
        field.queryEditableText().setTextContents(text)
        return None
    except (GLib.Error, NotImplementedError) as error:
        return str(error)


def alert_object(app, title):
    """The alert: a dialog or alert named `title` (its own window, or the card in-window)."""
    return find(app, lambda a: role(a) in DIALOGS and name(a) == title)


def focused(root):
    return find(root, lambda a: has_state(a, pyatspi.STATE_FOCUSED))


def describe(accessible):
    if accessible is None:
        return "nothing"
    return f"{role_name(accessible)} '{name(accessible)}'"


def name_or_none(accessible):
    return None if accessible is None else name(accessible)


def unnamed_focusables(root):
    return [describe(a) for a in walk(root)
            if has_state(a, pyatspi.STATE_FOCUSABLE) and has_state(a, pyatspi.STATE_VISIBLE)
            and (not name(a).strip() or name(a).startswith("GtkAlertsToolkit"))]


def relation_targets(accessible, relation_type):
    try:
        for relation in accessible.getRelationSet():
            if relation.getRelationType() == relation_type:
                return [relation.getTarget(i) for i in range(relation.getNTargets())]
    except GLib.Error:
        pass
    return []


def text_of(accessible):
    """The name, or else the text, of an object: what a screen reader reads for it."""
    if name(accessible):
        return name(accessible)
    try:
        text = accessible.queryText()
        return text.getText(0, text.characterCount)
    except (GLib.Error, NotImplementedError):
        return ""


def wait_for(condition, seconds):
    """The harness's wait_until, AT-SPI's events delivered between two tries."""
    return wait_until(condition, seconds, pause=pump)


class Events:
    """Collects AT-SPI events of the given types, for announcement checks."""

    def __init__(self, *types):
        self.seen = []
        self.listener = Atspi.EventListener.new(lambda event: self.seen.append(
            (event.type, describe(event.source), str(event.any_data))))
        self.types = types
        for event_type in types:
            self.listener.register(event_type)

    def close(self):
        for event_type in self.types:
            self.listener.deregister(event_type)


# MARK: The programs under test


class Program(Process):
    """A program under test, as its output and the accessibility bus show it."""

    def line(self, predicate, seconds):
        """The harness's `line`, AT-SPI's events delivered while it waits."""
        return super().line(predicate, seconds, pause=pump)

    def application(self, seconds=15.0):
        return wait_for(lambda: application(self.popen.pid), seconds)


def activate_window(environment, title):
    """Gives the X window named `title` the focus, as the window manager would once the
    alert's own window closes (the display has none)."""
    for window in (xdotool(environment, "search", "--name", f"^{title}$") or "").split():
        xdotool(environment, "windowfocus", "--sync", window, timeout=10)


def on_the_bus(seen, program):
    app = program.application()
    seen["on the bus"] = app is not None
    if app is None:
        seen.stop(f"{program.name} never joined the accessibility bus")
    return app


def alert_ready(seen, probe):
    """Whether the probe's alert got ready (its `ready` line) within 15 s; if not, the run stops."""
    if probe.line(lambda line: line == "ready", 15):
        return True
    seen.stop(f"the probe's alert never got ready: the probe said {probe.lines()[-5:]}")
    return False


def observe_alert(seen, app, alert):
    """Role, name, description, focus and names of an alert on screen; the alert, or None (the
    run stops)."""
    found = wait_for(lambda: alert_object(app, alert.title), 5)
    seen["alert"] = describe(found) if found is not None else None
    if found is None:
        seen["dialogs"] = [describe(a) for a in walk(app) if role(a) in (*DIALOGS, pyatspi.ROLE_FRAME)]
        seen.stop(f"no alert or dialog named '{alert.title}'")
        return None
    seen["alert role"] = role_name(found)
    seen["alert role is alert or dialog"] = role(found) in DIALOGS
    seen["alert name"] = name(found)
    seen["alert description"] = found.description or ""
    # A named container inside the dialog is spoken on the way in: the title a second time.
    seen["containers inside the alert named by its title"] = [
        describe(a) for a in list(walk(found))[1:]
        if role(a) in (pyatspi.ROLE_PANEL, pyatspi.ROLE_GROUPING, *DIALOGS) and name(a) == alert.title]
    focus = wait_for(lambda: focused(found), 3)
    seen["focus on open"] = name_or_none(focus)
    seen["focus on open, described"] = describe(focus)
    seen["unnamed focusable objects"] = unnamed_focusables(app)
    return found


def finish(seen, program):
    """Waits for a program that ends by itself, then notes its GTK criticals and warnings."""
    program.popen.wait(10)
    seen["warnings"] = program.warnings()


@contextlib.contextmanager
def probe_run(seen, launch, scenario, presentation):
    """A run of the probe in `scenario` and `presentation`, up to its alert: starts it, waits
    until it is on the bus and its alert is ready, notes the alert (observe_alert), and yields
    the probe, its application and the alert. The probe is stopped however the run ends; where
    it gets no further, the run stops (RunStopped), the reason noted."""
    probe = launch(f"probe-{presentation}-{scenario}", probe_argv(scenario, presentation, timeout=40))
    try:
        app = on_the_bus(seen, probe)
        if app is None or not alert_ready(seen, probe):
            raise RunStopped
        shown = observe_alert(seen, app, ALERTS[scenario])
        if shown is None:
            raise RunStopped
        yield probe, app, shown
    finally:
        probe.stop()


def run_parent_click(seen, launch, environment, presentation):
    """Not a probe_run: the parent is looked at before its alert comes up, 1.5 s later."""
    alert = ALERTS["parent-click"]
    probe = launch(f"probe-{presentation}-parent-click",
                   probe_argv("parent-click", presentation, "--alert-delay", "1500", timeout=40))
    try:
        app = on_the_bus(seen, probe)
        if app is None:
            return
        parent_button = wait_for(lambda: button(app, "Parent"), 10)
        seen["parent button before the alert"] = parent_button is not None
        if parent_button is None:
            return seen.stop("no push button 'Parent'")
        seen["focus before the alert"] = name_or_none(wait_for(lambda: focused(app), 2))
        if not alert_ready(seen, probe):
            return
        shown = observe_alert(seen, app, alert)
        if shown is None:
            return
        # The parent while the alert is up.
        seen["parent button in the tree behind the alert"] = button(app, "Parent") is not None
        seen["parent button sensitive behind the alert"] = has_state(parent_button, pyatspi.STATE_SENSITIVE)
        # Its focusable flag stays (turning it off costs a relayout of the whole parent); the
        # focus cannot get in: can-focus is off above it, and GTK's bridge has no GrabFocus.
        seen["parent button focused behind the alert"] = has_state(parent_button, pyatspi.STATE_FOCUSED)
        click(parent_button)
        pump(0.8)
        seen["parent clicked behind the alert"] = probe.said("parent-clicked")
        # A press through the click action answers the alert.
        click(button(shown, "Cancel"))
        seen["response"] = probe.wait_for_response(5)
        probe.line(lambda line: line == "unblocked", 5)
        seen["alert gone after the answer"] = bool(wait_for(lambda: alert_object(app, alert.title) is None, 3))
        if presentation == "window":
            activate_window(environment, "Probe parent")
        back = wait_for(lambda: has_state(parent_button, pyatspi.STATE_FOCUSED), 3)
        seen["parent button focused after the answer"] = bool(back)
        seen["focus after the answer"] = describe(focused(app))
        seen["parent button sensitive after the answer"] = has_state(parent_button, pyatspi.STATE_SENSITIVE)
        seen["parent button focusable after the answer"] = has_state(parent_button, pyatspi.STATE_FOCUSABLE)
        click(parent_button)
        seen["parent clicked after the answer"] = probe.line(lambda line: line == "parent-clicked", 5) is not None
        seen["last lines of the probe"] = probe.lines()[-4:]
        finish(seen, probe)
    finally:
        probe.stop()


def run_entry(seen, launch, environment, presentation):
    with probe_run(seen, launch, "entry", presentation) as (probe, app, shown):
        entry = find(shown, lambda a: role(a) in TEXT_FIELDS)
        seen["text field"] = describe(entry) if entry is not None else None
        if entry is None:
            return seen.stop("no text field in the alert")
        seen["text field name"] = name(entry)
        try:
            attributes = entry.getAttributes()
        except GLib.Error:
            attributes = {}
        if not hasattr(attributes, "get"):  # pyatspi gives "key:value" strings
            attributes = dict(item.split(":", 1) for item in attributes if ":" in item)
        seen["text field attributes"] = dict(attributes)
        other = button(shown, "Other")
        seen["Other"] = describe(other) if other is not None else None
        if other is not None:
            seen["Other sensitive while the field is empty"] = has_state(other, pyatspi.STATE_SENSITIVE)
            click(other)
            pump(0.5)
            seen["response to Other while the field is empty"] = probe.wait_for_response(0.3)
        # GTK 4.8 has no announce call; measured, the one event that carries the error when it
        # appears is this description change on the focused text field (the error row's
        # `showing` is not emitted).
        events = Events("object:property-change:accessible-description")
        pump(0.2)
        click(button(shown, "OK"))
        pump(1.0)
        seen["response to OK while the field is empty"] = probe.wait_for_response(0.5)
        seen["alert up after OK while the field is empty"] = alert_object(app, ALERTS["entry"].title) is not None
        # AT-SPI's `invalid` marks a dead object: Orca then ignores the field when it takes the
        # focus. (GTK 4.8 sends the entry's invalid state as that; the library sets it only
        # where GTK sends `invalid-entry`.)
        seen["text field states after the refusal"] = state_names(entry)
        seen["text field defunct after the refusal"] = has_state(entry, pyatspi.STATE_INVALID)
        related = relation_targets(entry, pyatspi.RELATION_DESCRIBED_BY) + \
            relation_targets(entry, getattr(pyatspi, "RELATION_ERROR_MESSAGE", -1))
        seen["texts related to the text field"] = [text_of(target) for target in related]
        seen["text field description after the refusal"] = entry.description
        seen["alert-role objects carrying the error"] = [
            describe(a) for a in find_all(shown, lambda a: role(a) == pyatspi.ROLE_ALERT and ENTRY_ERROR in text_of(a))]
        seen["description changes after the refusal"] = list(events.seen)
        events.close()
        seen["text field focused after the refusal"] = has_state(entry, pyatspi.STATE_FOCUSED)
        seen["focus after the refusal"] = describe(focused(app))
        seen["typing error"] = type_text(entry, "hello")
        if other is not None:
            seen["Other sensitive with text"] = bool(wait_for(lambda: has_state(other, pyatspi.STATE_SENSITIVE), 2))
        click(button(shown, "OK"))
        seen["response"] = probe.wait_for_response(5)
        finish(seen, probe)


def run_fields(seen, launch, environment, presentation):
    with probe_run(seen, launch, "fields", presentation) as (probe, app, shown):
        fields = find_all(shown, lambda a: role(a) in TEXT_FIELDS)
        seen["text fields"] = [describe(field) for field in fields]
        seen["text field names"] = [name(field) for field in fields]
        ok = button(shown, "OK")
        seen["OK"] = describe(ok) if ok is not None else None
        if ok is not None:
            seen["OK sensitive while a field is empty"] = has_state(ok, pyatspi.STATE_SENSITIVE)
        seen["typing errors"] = [error for error in (type_text(field, text) for field, text in
                                                     zip(fields, ["ada", "secret"])) if error]
        if ok is not None:
            seen["OK sensitive with both texts"] = bool(wait_for(lambda: has_state(ok, pyatspi.STATE_SENSITIVE), 2))
            click(ok)
        seen["response"] = probe.wait_for_response(5)
        finish(seen, probe)


def run_action_list(seen, launch, environment, presentation):
    # The title is hidden: it names the list all the same.
    with probe_run(seen, launch, "action-list", presentation) as (probe, app, shown):
        seen["labels with the title"] = [describe(a) for a in walk(shown)
                                         if role(a) == pyatspi.ROLE_LABEL and name(a) == ALERTS["action-list"].title]
        seen["push buttons"] = [name(a) for a in walk(shown) if role(a) == pyatspi.ROLE_PUSH_BUTTON]
        cancel = button(shown, "Cancel")
        if cancel is not None:
            click(cancel)
        seen["response"] = probe.wait_for_response(5)
        finish(seen, probe)


def frame_of(app):
    return find(app, lambda a: role(a) == pyatspi.ROLE_FRAME and name(a).endswith("Alert Gallery"))


def run_gallery(seen, launch, environment, run_directory):
    gallery = launch("gallery", playground_argv(run_directory))
    try:
        app = on_the_bus(seen, gallery)
        if app is None:
            return
        frame = wait_for(lambda: frame_of(app), 10)
        seen["window"] = frame is not None
        if frame is None:
            return seen.stop("no frame named '… Alert Gallery'")
        sidebar = {label: button(frame, label) for label in SIDEBAR}
        seen["pages without a sidebar button"] = [label for label, found in sidebar.items() if found is None]
        seen["unnamed focusable objects in the window"] = unnamed_focusables(frame)

        toggle = find(frame, lambda a: role(a) in BUTTONS and name(a).startswith("Dark Style: "))
        seen["dark style toggle"] = name_or_none(toggle)
        if toggle is not None:
            before = name(toggle)
            click(toggle)
            wait_for(lambda: name(toggle) != before and name(toggle), 3)
            seen["dark style toggle after a click"] = name(toggle)
            click(toggle)
            wait_for(lambda: name(toggle) == before, 3)

        present = button(frame, "Present")
        cycle = find(frame, lambda a: role(a) == pyatspi.ROLE_PUSH_BUTTON and name(a) in GALLERY_PRESENTATION_NAMES.values())
        seen["playground controls"] = f"present {describe(present)}, presentation {describe(cycle)}"
        seen["playground controls found"] = present is not None and cycle is not None
        if present is None or cycle is None:
            return seen.stop("the playground's Present or presentation button is missing")
        for presentation in PRESENTATIONS:
            run_gallery_alert(seen.part(presentation), environment, app, frame, sidebar, present, cycle, presentation)
        # The gallery stays up: its output so far.
        seen["warnings"] = gallery.warnings()
    finally:
        gallery.stop()


def run_gallery_alert(seen, environment, app, frame, sidebar, present, cycle, presentation):
    alert = ALERTS["gallery"]
    wanted = GALLERY_PRESENTATION_NAMES[presentation]
    for _ in range(3):
        if name(cycle) == wanted:
            break
        click(cycle)
        wait_for(lambda: name(cycle) == wanted, 1.5)
    if name(cycle) != wanted:
        return seen.stop(f"the presentation button says {name(cycle)!r}, not {wanted!r}")
    try:
        present.queryComponent().grabFocus()
    except (GLib.Error, NotImplementedError):
        pass
    had_focus = wait_for(lambda: focused(frame), 2)
    seen["window title before the alert"] = name(frame)
    click(present)
    shown = observe_alert(seen, app, alert)
    if shown is None:
        return
    # The parent refuses: a sidebar page change and a second Present.
    click(sidebar["Custom Content"])
    click(present)
    pump(0.8)
    seen["window title after clicks behind the alert"] = name(frame)
    click(button(shown, "Cancel"))
    seen["alert gone after Cancel"] = bool(wait_for(lambda: alert_object(app, alert.title) is None, 3))
    if presentation == "window":
        activate_window(environment, name(frame))
    pump(1.0)
    seen["alert up again after the answer"] = alert_object(app, alert.title) is not None
    response = wait_for(lambda: find(frame, lambda a: role(a) == pyatspi.ROLE_LABEL and name(a).startswith("Pressed ")), 3)
    seen["page's response"] = name_or_none(response)
    seen["page's response, described"] = describe(response)
    back = wait_for(lambda: focused(frame), 3)
    seen["focus before the alert"] = name_or_none(had_focus)
    seen["focus after the answer"] = name_or_none(back)
    seen["focus after the answer, described"] = describe(back)
    if alert_object(app, alert.title) is not None:
        click(button(alert_object(app, alert.title), "Cancel"))


RUNS = {"parent-click": run_parent_click, "entry": run_entry, "fields": run_fields, "action-list": run_action_list}


# MARK: Fixtures


@pytest.fixture(scope="session")
def screen_reader(accessibility_bus, environment):
    """This process, as the screen reader: its libatspi finds the run's accessibility bus through
    the run's display and session bus (it connects on first use, after this)."""
    for key in ("DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR"):
        os.environ[key] = environment[key]
    os.environ.pop("AT_SPI_BUS_ADDRESS", None)
    return pyatspi.Registry.getDesktop(0)


@pytest.fixture(scope="session")
def launch(screen_reader, environment, run_directory):
    """Starts a program under test. Warnings are fatal in it (G_DEBUG, as in the other suites),
    Swift's backtracer must not catch the abort and carry on; GTK draws no client-side
    decorations; animations stay on (GTK's default), as a user has them."""
    application_environment = dict(environment, G_DEBUG="fatal-warnings", SWIFT_BACKTRACE="enable=no", GTK_CSD="0")
    return lambda name, argv: Program(name, argv, application_environment, run_directory)


@pytest.fixture(scope="session")
def runs(launch, environment, run_directory):
    """`runs(program, presentation)`: what the run of that program showed, the program started
    and driven on first request, once for the whole session. The gallery runs once for both
    presentations: `runs("gallery", None)` is the whole run, with a presentation its part."""
    def drive(seen, program, presentation):
        if program == "gallery":
            run_gallery(seen, launch, environment, run_directory)
        else:
            RUNS[program](seen, launch, environment, presentation)

    done = Runs(drive)

    def run(program, presentation):
        if program == "gallery":
            seen = done("gallery", None)
            return seen.part(presentation) if presentation else seen
        return done(program, presentation)

    return run


@pytest.fixture
def seen(runs, program, presentation):
    return runs(program, presentation)


@pytest.fixture
def parent_click(runs, presentation):
    return runs("parent-click", presentation)


@pytest.fixture
def entry(runs, presentation):
    return runs("entry", presentation)


@pytest.fixture
def fields(runs, presentation):
    return runs("fields", presentation)


@pytest.fixture
def action_list(runs, presentation):
    return runs("action-list", presentation)


@pytest.fixture
def gallery(runs):
    return runs("gallery", None)


@pytest.fixture
def gallery_alert(runs, presentation):
    return runs("gallery", presentation)


# MARK: Every program


@pytest.mark.parametrize("program, presentation", PROGRAMS)
def test_application_is_on_the_accessibility_bus(seen):
    assert seen["on the bus"], "not among the desktop's applications"


@pytest.mark.parametrize("program, presentation", PROGRAMS)
def test_no_gtk_criticals_or_warnings(seen):
    assert not seen["warnings"], "; ".join(seen["warnings"][:2])


# MARK: Every alert


@pytest.mark.parametrize("program, presentation", PRESENTED_ALERTS)
def test_alert_is_exposed(seen, program):
    assert seen["alert"] is not None, f"no alert or dialog named '{ALERTS[program].title}'; dialogs: {seen['dialogs']}"


@pytest.mark.parametrize("program, presentation", PRESENTED_ALERTS)
def test_alert_role_is_alert_or_dialog(seen):
    assert seen["alert role is alert or dialog"], seen["alert role"]


@pytest.mark.parametrize("program, presentation", PRESENTED_ALERTS)
def test_alert_name_is_the_title_once(seen, program):
    assert seen["alert name"] == ALERTS[program].title, repr(seen["alert name"])


@pytest.mark.parametrize("program, presentation", PRESENTED_ALERTS)
def test_alert_description_is_the_message(seen, program):
    assert seen["alert description"] == ALERTS[program].message, repr(seen["alert description"])


@pytest.mark.parametrize("program, presentation", PRESENTED_ALERTS)
def test_no_container_inside_the_alert_repeats_the_title(seen):
    repeats = seen["containers inside the alert named by its title"]
    assert not repeats, ", ".join(repeats)


@pytest.mark.parametrize("program, presentation", PRESENTED_ALERTS)
def test_focus_on_open_is_on_the_default(seen, program):
    assert seen["focus on open"] == ALERTS[program].focus, \
        f"expected '{ALERTS[program].focus}', focused: {seen['focus on open, described']}"


@pytest.mark.parametrize("program, presentation", PRESENTED_ALERTS)
def test_every_focusable_object_has_a_name(seen):
    unnamed = seen["unnamed focusable objects"]
    assert not unnamed, ", ".join(unnamed)


# MARK: The probe: its parent behind the alert (scenario parent-click)


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_parent_click_parent_button_found_before_the_alert(parent_click):
    assert parent_click["parent button before the alert"], "no push button 'Parent'"


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_parent_click_parent_button_is_hidden_from_the_tree(parent_click):
    assert not parent_click["parent button in the tree behind the alert"], "a screen reader's review still reaches it"


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_parent_click_parent_button_reported_not_sensitive(parent_click):
    assert not parent_click["parent button sensitive behind the alert"], "still sensitive"


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_parent_click_parent_button_does_not_have_the_focus(parent_click):
    assert not parent_click["parent button focused behind the alert"], "focused behind the alert"


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_parent_click_click_action_on_the_parent_is_refused(parent_click):
    assert not parent_click["parent clicked behind the alert"], "the probe reported parent-clicked"


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_parent_click_click_action_presses_cancel(parent_click):
    assert parent_click["response"] == "response Cancel role=cancel", repr(parent_click["response"])


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_parent_click_closed_alert_leaves_the_tree(parent_click):
    assert parent_click["alert gone after the answer"], "still there (cache on?)"


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_parent_click_focus_after_close_returns_to_the_parent_button(parent_click):
    assert parent_click["focus before the alert"] == "Parent", \
        f"before the alert the focus was on {parent_click['focus before the alert']!r}, not 'Parent'"
    assert parent_click["parent button focused after the answer"], f"focused now: {parent_click['focus after the answer']}"


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_parent_click_parent_button_sensitive_and_focusable_again(parent_click):
    assert parent_click["parent button sensitive after the answer"], "still not sensitive"
    assert parent_click["parent button focusable after the answer"], "not focusable"


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_parent_click_click_action_on_the_parent_works_after_the_alert(parent_click):
    assert parent_click["parent clicked after the answer"], f"probe said {parent_click['last lines of the probe']}"


# MARK: The probe: a text field and its validation (scenario entry)


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_entry_text_field_is_exposed(entry):
    assert entry["text field"] is not None, "no entry in the alert"


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_entry_text_field_is_named(entry):
    assert entry["text field name"] == "text", repr(entry["text field name"])


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_entry_placeholder_is_exposed(entry):
    assert entry["text field attributes"].get("placeholder-text") == "text", repr(entry["text field attributes"])


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_entry_disabled_button_reported_not_sensitive(entry):
    assert entry["Other"] is not None, "no Other"
    assert not entry["Other sensitive while the field is empty"], entry["Other"]


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_entry_click_action_on_a_disabled_button_is_refused(entry):
    refused = entry["response to Other while the field is empty"]
    assert refused is None, repr(refused)


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_entry_empty_text_is_refused(entry):
    response = entry["response to OK while the field is empty"]
    assert response is None, repr(response)
    assert entry["alert up after OK while the field is empty"], "the alert closed"


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_entry_text_field_not_reported_defunct(entry):
    assert not entry["text field defunct after the refusal"], f"states: {entry['text field states after the refusal']}"


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_entry_error_related_to_the_text_field(entry):
    related = entry["texts related to the text field"]
    assert any(ENTRY_ERROR in text for text in related), f"related: {related}"


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_entry_error_is_the_text_fields_description(entry):
    description = entry["text field description after the refusal"]
    assert description == ENTRY_ERROR, repr(description)


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_entry_error_shown_in_an_object_with_the_alert_role(entry):
    assert entry["alert-role objects carrying the error"], "no alert-role object carries the error"


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_entry_error_announced_by_a_description_change_on_the_focused_text_field(entry):
    events = entry["description changes after the refusal"]
    announced = [event for event in events if event[1] == entry["text field"] and ENTRY_ERROR in event[2]]
    assert announced, f"events: {events[:8]}"


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_entry_focus_stays_on_the_text_field(entry):
    assert entry["text field focused after the refusal"], entry["focus after the refusal"]


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_entry_button_enabled_by_the_text_reported_sensitive(entry):
    assert entry["typing error"] is None, f"text typed through EditableText: {entry['typing error']}"
    assert entry["Other"] is not None, "no Other"
    assert entry["Other sensitive with text"], entry["Other"]


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_entry_click_action_on_ok_answers_with_the_text(entry):
    assert entry["response"] == "response OK role=suggested text=hello", repr(entry["response"])


# MARK: The probe: two text fields (scenario fields)


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_fields_both_exposed_named_by_their_placeholders_in_order(fields):
    assert fields["text field names"] == ["User name", "Password"], fields["text fields"]


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_fields_ok_not_sensitive_while_a_field_is_empty(fields):
    assert fields["OK"] is not None, "no OK"
    assert not fields["OK sensitive while a field is empty"], fields["OK"]


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_fields_ok_sensitive_once_both_fields_have_text(fields):
    assert not fields["typing errors"], f"text typed through EditableText: {fields['typing errors']}"
    assert fields["OK"] is not None, "no OK"
    assert fields["OK sensitive with both texts"], fields["OK"]


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_fields_click_action_on_ok_answers_with_both_texts(fields):
    assert fields["response"] == "response OK role=suggested fields=user=ada;password=secret", repr(fields["response"])


# MARK: The probe: an action list (scenario action-list)


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_action_list_hidden_title_is_not_a_label_in_the_list(action_list):
    shown = action_list["labels with the title"]
    assert not shown, ", ".join(shown)


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_action_list_actions_in_order_the_cancel_action_last(action_list):
    assert action_list["push buttons"] == ["Other", "OK", "Cancel"], repr(action_list["push buttons"])


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_action_list_click_action_on_cancel_answers_with_it(action_list):
    assert action_list["response"] == "response Cancel role=cancel", repr(action_list["response"])


# MARK: The gallery


def test_gallery_window_exposed(gallery):
    assert gallery["window"], "no frame"


def test_gallery_every_sidebar_button_named_after_its_page(gallery):
    missing = gallery["pages without a sidebar button"]
    assert not missing, f"missing: {missing}"


def test_gallery_every_focusable_object_in_the_window_has_a_name(gallery):
    unnamed = gallery["unnamed focusable objects in the window"]
    assert not unnamed, ", ".join(unnamed)


def test_gallery_header_toggle_states_its_state(gallery):
    assert gallery["dark style toggle"] is not None, "no 'Dark Style: …' button"


def test_gallery_header_toggles_spoken_state_changes_after_a_click(gallery):
    before = gallery["dark style toggle"]
    expected = "Dark Style: on" if before.endswith("off") else "Dark Style: off"
    after = gallery["dark style toggle after a click"]
    assert after == expected, f"{before!r} → {after!r}"


def test_gallery_playground_controls_found(gallery):
    assert gallery["playground controls found"], gallery["playground controls"]


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_gallery_click_action_on_a_sidebar_button_is_refused(gallery_alert):
    after = gallery_alert["window title after clicks behind the alert"]
    assert after == gallery_alert["window title before the alert"], f"the window became {after!r}"


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_gallery_click_action_presses_cancel_and_the_alert_leaves_the_tree(gallery_alert):
    assert gallery_alert["alert gone after Cancel"], "still there"


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_gallery_click_action_on_present_was_refused(gallery_alert):
    assert not gallery_alert["alert up again after the answer"], "a second alert came up"


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_gallery_page_shows_the_response(gallery_alert):
    response = gallery_alert["page's response"]
    assert response is not None and "cancel" in response, gallery_alert["page's response, described"]


@pytest.mark.parametrize("presentation", PRESENTATIONS)
def test_gallery_focus_after_close_returns_where_it_was(gallery_alert):
    before = gallery_alert["focus before the alert"]
    assert before is not None, "nothing had the focus before the alert"
    assert gallery_alert["focus after the answer"] == before, \
        f"expected '{before}', focused: {gallery_alert['focus after the answer, described']}"
