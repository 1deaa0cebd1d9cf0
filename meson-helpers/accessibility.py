"""Drives the gallery and the end-to-end probe over AT-SPI, as a screen reader would.

Run by meson-helpers/accessibility inside a private D-Bus session with the accessibility bus
up and a display; not meant to be started by hand. Prints `PASS name` or `FAIL name: why` per
check, then `N passed, M failed`; exits 1 when a check failed.
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402
import pyatspi  # noqa: E402

PASSED = 0
FAILED = 0
KEEP = False


def check(name, ok, why=""):
    global PASSED, FAILED, KEEP
    if ok:
        PASSED += 1
        print(f"PASS {name}", flush=True)
    else:
        FAILED += 1
        KEEP = True
        print(f"FAIL {name}: {why}", flush=True)
    return ok


def pump(seconds=0.0):
    """Lets AT-SPI events arrive (they come through the GLib main loop) for `seconds`."""
    deadline = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while True:
        while context.iteration(False):
            pass
        if time.monotonic() >= deadline:
            return
        time.sleep(0.02)


def wait_for(condition, seconds=5.0):
    """The first truthy value of `condition()` within `seconds`, else None."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            value = condition()
        except GLib.Error:
            value = None
        if value:
            return value
        if time.monotonic() >= deadline:
            return None
        pump(0.05)


# MARK: The tree


def role(accessible):
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
    return find(root, lambda a: role(a) in ("push button", "toggle button") and name(a) == label)


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


def alert_object(app, title):
    """The alert: a dialog or alert named `title` (its own window, or the card in-window)."""
    return find(app, lambda a: role(a) in ("alert", "dialog") and name(a) == title)


def activate_window(title):
    """Gives the X window named `title` the focus, as the window manager would once the
    alert's own window closes (Xvfb has none)."""
    found = subprocess.run(["xdotool", "search", "--name", f"^{title}$"], capture_output=True, text=True)
    for window in found.stdout.split():
        subprocess.run(["xdotool", "windowfocus", "--sync", window], capture_output=True, timeout=10)


def focused(root):
    return find(root, lambda a: has_state(a, pyatspi.STATE_FOCUSED))


def describe(accessible):
    if accessible is None:
        return "nothing"
    return f"{role(accessible)} '{name(accessible)}'"


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


class Events:
    """Collects AT-SPI events of the given types, for announcement checks."""

    def __init__(self, *types):
        self.seen = []
        self.listener = Atspi.EventListener.new(lambda event: self.seen.append(
            (event.type, describe(event.source), event.any_data)))
        self.types = types
        for event_type in types:
            self.listener.register(event_type)

    def close(self):
        for event_type in self.types:
            self.listener.deregister(event_type)


# MARK: Processes


class App:
    """A program under test, its output collected in a file."""

    def __init__(self, argv, work, label):
        self.out_path = os.path.join(work, f"{label}.out")
        self.err_path = os.path.join(work, f"{label}.err")
        # The programs under test get the suite's G_DEBUG (warnings are fatal); this client,
        # whose libatspi warns about GTK 4.8's missing cache interface, runs without it.
        environment = dict(os.environ)
        if os.environ.get("GTK_ALERTS_APPS_G_DEBUG"):
            environment["G_DEBUG"] = os.environ["GTK_ALERTS_APPS_G_DEBUG"]
        self.process = subprocess.Popen(argv, stdout=open(self.out_path, "w"),
                                        stderr=open(self.err_path, "w"), env=environment)
        self.app = None

    def lines(self):
        with open(self.out_path) as stream:
            return stream.read().splitlines()

    def said(self, line):
        return line in self.lines()

    def wait_line(self, predicate, seconds=10.0):
        return wait_for(lambda: next((l for l in self.lines() if predicate(l)), None), seconds)

    def accessible(self, seconds=15.0):
        self.app = wait_for(lambda: application(self.process.pid), seconds)
        return self.app

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()

    def criticals(self):
        with open(self.err_path) as stream:
            return [l for l in stream.read().splitlines() if "-CRITICAL **" in l or "-WARNING **" in l]


# MARK: The probe


def probe_alert_checks(prefix, app, title, message, default_button):
    """Role, name, description, focus and names of one alert on screen."""
    alert = wait_for(lambda: alert_object(app, title), 5)
    if not check(f"{prefix} alert is exposed", alert is not None,
                 f"no alert or dialog named '{title}'; dialogs: "
                 f"{[describe(a) for a in walk(app) if role(a) in ('alert', 'dialog', 'frame')]}"):
        return None
    check(f"{prefix} role is alert or dialog", role(alert) in ("alert", "dialog"), role(alert))
    check(f"{prefix} name is the title, once", name(alert) == title, repr(name(alert)))
    description = alert.description or ""
    check(f"{prefix} description is the message", description == message, repr(description))
    # A named container inside the dialog is spoken on the way in: the title a second time.
    repeats = [describe(a) for a in list(walk(alert))[1:] if role(a) in ("panel", "grouping", "dialog", "alert")
               and name(a) == title]
    check(f"{prefix} no container inside repeats the title", not repeats, ", ".join(repeats))
    focus = wait_for(lambda: focused(alert), 3)
    check(f"{prefix} focus on open is on {default_button}", name(focus) == default_button, describe(focus))
    unnamed = unnamed_focusables(app)
    check(f"{prefix} every focusable object has a name", not unnamed, ", ".join(unnamed))
    return alert


def run_probe_blocking(probe, presentation, work):
    prefix = f"probe/{presentation}"
    app_process = App([probe, "--scenario", "parent-click", "--presentation", presentation,
                       "--alert-delay", "1500", "--timeout", "40"], work, f"probe-{presentation}-block")
    try:
        app = app_process.accessible()
        if not check(f"{prefix} application on the accessibility bus", app is not None, "not found"):
            return
        parent_button = wait_for(lambda: button(app, "Parent"), 10)
        if not check(f"{prefix} parent button found before the alert", parent_button is not None,
                     "no push button 'Parent'"):
            return
        parent_focus = wait_for(lambda: focused(app), 2)
        if not app_process.wait_line(lambda l: l == "ready", 15):
            check(f"{prefix} alert ready", False, f"probe said {app_process.lines()[-5:]}")
            return
        alert = probe_alert_checks(prefix, app, "Probe alert", "Driven by xdotool, scenario parent-click.", "OK")
        if alert is None:
            return
        # The parent while the alert is up.
        check(f"{prefix} parent button is hidden from the tree", button(app, "Parent") is None,
              "a screen reader's review still reaches it")
        check(f"{prefix} parent button reported not sensitive",
              not has_state(parent_button, pyatspi.STATE_SENSITIVE), "still sensitive")
        # Its focusable flag stays (turning it off costs a relayout of the whole parent); the
        # focus cannot get in: can-focus is off above it, and GTK's bridge has no GrabFocus.
        check(f"{prefix} parent button does not have the focus",
              not has_state(parent_button, pyatspi.STATE_FOCUSED), "focused behind the alert")
        click(parent_button)
        pump(0.8)
        check(f"{prefix} click action on the parent is refused", not app_process.said("parent-clicked"),
              "the probe reported parent-clicked")
        # A press through the click action answers the alert.
        cancel = button(alert, "Cancel")
        click(cancel)
        response = app_process.wait_line(lambda l: l.startswith("response "), 5)
        check(f"{prefix} click action presses Cancel", response == "response Cancel role=cancel", repr(response))
        app_process.wait_line(lambda l: l == "unblocked", 5)
        gone = wait_for(lambda: alert_object(app, "Probe alert") is None, 3)
        check(f"{prefix} closed alert leaves the tree", gone, "still there (cache on?)")
        if presentation == "window":
            activate_window("Probe parent")
        back = wait_for(lambda: has_state(parent_button, pyatspi.STATE_FOCUSED) and parent_button, 3)
        check(f"{prefix} focus after close returns to {describe(parent_focus)}",
              parent_focus is not None and back is not None and name(parent_focus) == "Parent",
              f"focused now: {describe(focused(app))}")
        check(f"{prefix} parent button sensitive and focusable again",
              has_state(parent_button, pyatspi.STATE_SENSITIVE) and has_state(parent_button, pyatspi.STATE_FOCUSABLE),
              "states not restored")
        click(parent_button)
        clicked = app_process.wait_line(lambda l: l == "parent-clicked", 5)
        check(f"{prefix} click action on the parent works after the alert", clicked is not None,
              f"probe said {app_process.lines()[-4:]}")
        app_process.process.wait(10)
        check(f"{prefix} no GTK criticals or warnings", not app_process.criticals(), "; ".join(app_process.criticals()[:2]))
    finally:
        app_process.stop()


def ready_probe(prefix, app_process):
    """The probe's application on the bus once its alert is ready, or None (a failed check)."""
    app = app_process.accessible()
    if not check(f"{prefix} application on the accessibility bus", app is not None, "not found"):
        return None
    if not app_process.wait_line(lambda l: l == "ready", 15):
        check(f"{prefix} alert ready", False, f"probe said {app_process.lines()[-5:]}")
        return None
    return app


def run_probe_entry(probe, presentation, work):
    prefix = f"probe/{presentation}/entry"
    app_process = App([probe, "--scenario", "entry", "--presentation", presentation, "--timeout", "40"],
                      work, f"probe-{presentation}-entry")
    try:
        app = ready_probe(prefix, app_process)
        if app is None:
            return
        alert = probe_alert_checks(prefix, app, "Probe alert", "Type some text, then press Enter.", "text")
        if alert is None:
            return
        entry = find(alert, lambda a: role(a) in ("entry", "text", "password text"))
        if not check(f"{prefix} text field is exposed", entry is not None, "no entry in the alert"):
            return
        check(f"{prefix} text field is named", name(entry) == "text", repr(name(entry)))
        try:
            attributes = entry.getAttributes()
        except GLib.Error:
            attributes = {}
        if not hasattr(attributes, "get"):  # pyatspi gives "key:value" strings
            attributes = dict(item.split(":", 1) for item in attributes if ":" in item)
        placeholder = attributes.get("placeholder-text")
        check(f"{prefix} placeholder is exposed", placeholder == "text", repr(attributes))
        other = button(alert, "Other")
        check(f"{prefix} disabled button reported not sensitive",
              other is not None and not has_state(other, pyatspi.STATE_SENSITIVE), describe(other) if other else "no Other")
        if other is not None:
            click(other)
            pump(0.5)
            refused = app_process.wait_line(lambda l: l.startswith("response "), 0.3)
            check(f"{prefix} click action on a disabled button is refused", refused is None, repr(refused))
        # GTK 4.8 has no announce call; measured, the one event that carries the error when it
        # appears is this description change on the focused text field (the error row's
        # `showing` is not emitted).
        events = Events("object:property-change:accessible-description")
        pump(0.2)
        click(button(alert, "OK"))
        pump(1.0)
        response = app_process.wait_line(lambda l: l.startswith("response "), 0.5)
        check(f"{prefix} empty text is refused", response is None and alert_object(app, "Probe alert") is not None,
              repr(response))
        error = "Type some text first"
        # AT-SPI's `invalid` marks a dead object: Orca then ignores the field when it takes the
        # focus. (GTK 4.8 sends the entry's invalid state as that; the library sets it only
        # where GTK sends `invalid-entry`.)
        check(f"{prefix} text field not reported defunct", not has_state(entry, pyatspi.STATE_INVALID),
              f"states: {[str(s).split('_', 2)[-1] for s in states(entry).getStates()]}")
        related = relation_targets(entry, pyatspi.RELATION_DESCRIBED_BY) + \
            relation_targets(entry, getattr(pyatspi, "RELATION_ERROR_MESSAGE", -1))
        check(f"{prefix} error related to the text field", any(error in text_of(t) for t in related),
              f"related: {[text_of(t) for t in related]}")
        check(f"{prefix} error is the text field's description", entry.description == error, repr(entry.description))
        alerts = find_all(alert, lambda a: role(a) == "alert" and error in text_of(a))
        check(f"{prefix} error shown in an object with the alert role", bool(alerts),
              "no alert-role object carries the error")
        announced = [event for event in events.seen if event[1] == describe(entry) and error in str(event[2])]
        check(f"{prefix} error announced: description change on the focused text field", bool(announced),
              f"events: {events.seen[:8]}")
        events.close()
        check(f"{prefix} focus stays on the text field", has_state(entry, pyatspi.STATE_FOCUSED), describe(focused(app)))
        try:
            entry.queryEditableText().setTextContents("hello")
        except (GLib.Error, NotImplementedError) as error_value:
            check(f"{prefix} text typed through EditableText", False, str(error_value))
        if other is not None:
            check(f"{prefix} button enabled by the text reported sensitive",
                  wait_for(lambda: has_state(other, pyatspi.STATE_SENSITIVE), 2), describe(other))
        click(button(alert, "OK"))
        response = app_process.wait_line(lambda l: l.startswith("response "), 5)
        check(f"{prefix} click action on OK answers with the text", response == "response OK role=suggested text=hello",
              repr(response))
        app_process.process.wait(10)
        check(f"{prefix} no GTK criticals or warnings", not app_process.criticals(), "; ".join(app_process.criticals()[:2]))
    finally:
        app_process.stop()


def run_probe_fields(probe, presentation, work):
    prefix = f"probe/{presentation}/fields"
    app_process = App([probe, "--scenario", "fields", "--presentation", presentation, "--timeout", "40"],
                      work, f"probe-{presentation}-fields")
    try:
        app = ready_probe(prefix, app_process)
        if app is None:
            return
        alert = probe_alert_checks(prefix, app, "Probe alert", "Sign in, then press Enter.", "User name")
        if alert is None:
            return
        fields = find_all(alert, lambda a: role(a) in ("entry", "text", "password text"))
        check(f"{prefix} both fields exposed, named by their placeholders, in order",
              [name(f) for f in fields] == ["User name", "Password"], [describe(f) for f in fields])
        ok = button(alert, "OK")
        check(f"{prefix} OK not sensitive while a field is empty",
              ok is not None and not has_state(ok, pyatspi.STATE_SENSITIVE), describe(ok) if ok else "no OK")
        for field, text in zip(fields, ["ada", "secret"]):
            try:
                field.queryEditableText().setTextContents(text)
            except (GLib.Error, NotImplementedError) as error_value:
                check(f"{prefix} text typed through EditableText", False, str(error_value))
        check(f"{prefix} OK sensitive once both fields have text",
              ok is not None and wait_for(lambda: has_state(ok, pyatspi.STATE_SENSITIVE), 2), describe(ok))
        if ok is not None:
            click(ok)
        response = app_process.wait_line(lambda l: l.startswith("response "), 5)
        check(f"{prefix} click action on OK answers with both texts",
              response == "response OK role=suggested fields=user=ada;password=secret", repr(response))
        app_process.process.wait(10)
        check(f"{prefix} no GTK criticals or warnings", not app_process.criticals(), "; ".join(app_process.criticals()[:2]))
    finally:
        app_process.stop()


def run_probe_action_list(probe, presentation, work):
    prefix = f"probe/{presentation}/action-list"
    app_process = App([probe, "--scenario", "action-list", "--presentation", presentation, "--timeout", "40"],
                      work, f"probe-{presentation}-action-list")
    try:
        app = ready_probe(prefix, app_process)
        if app is None:
            return
        # The title is hidden: it names the list all the same.
        alert = probe_alert_checks(prefix, app, "Probe alert", "Driven by xdotool, scenario action-list.", "OK")
        if alert is None:
            return
        shown = [describe(a) for a in walk(alert) if role(a) == "label" and name(a) == "Probe alert"]
        check(f"{prefix} the hidden title is not a label in the list", not shown, ", ".join(shown))
        buttons = [name(a) for a in walk(alert) if role(a) == "push button"]
        check(f"{prefix} the actions in order, the cancel action last", buttons == ["Other", "OK", "Cancel"],
              repr(buttons))
        cancel = button(alert, "Cancel")
        if cancel is not None:
            click(cancel)
        response = app_process.wait_line(lambda l: l.startswith("response "), 5)
        check(f"{prefix} click action on Cancel answers with it", response == "response Cancel role=cancel",
              repr(response))
        app_process.process.wait(10)
        check(f"{prefix} no GTK criticals or warnings", not app_process.criticals(), "; ".join(app_process.criticals()[:2]))
    finally:
        app_process.stop()


# MARK: The gallery

SIDEBAR = ["Custom Content", "Modular Dialog", "Alert State", "Items", "Full Window", "Live Alerts", "Playground"]


def frame_of(app):
    return find(app, lambda a: role(a) == "frame" and name(a).endswith("Alert Gallery"))


def run_gallery(gallery, work):
    prefix = "gallery"
    data = tempfile.mkdtemp(dir=work)
    app_process = App([gallery, "--page", "playground", "--data-dir", data], work, "gallery")
    try:
        app = app_process.accessible()
        if not check(f"{prefix} application on the accessibility bus", app is not None, "not found"):
            return
        frame = wait_for(lambda: frame_of(app), 10)
        if not check(f"{prefix} window exposed", frame is not None, "no frame"):
            return
        sidebar = {label: button(frame, label) for label in SIDEBAR}
        missing = [label for label, found in sidebar.items() if found is None]
        check(f"{prefix} every sidebar button named after its page", not missing, f"missing: {missing}")
        unnamed = unnamed_focusables(frame)
        check(f"{prefix} every focusable object has a name", not unnamed, ", ".join(unnamed))

        toggle = find(frame, lambda a: role(a) in ("push button", "toggle button") and name(a).startswith("Dark Style: "))
        if check(f"{prefix} header toggle states its state", toggle is not None, "no 'Dark Style: …' button"):
            before = name(toggle)
            click(toggle)
            after = wait_for(lambda: name(toggle) != before and name(toggle), 3)
            expected = "Dark Style: on" if before.endswith("off") else "Dark Style: off"
            check(f"{prefix} header toggle's spoken state changes after a click", after == expected,
                  f"{before!r} → {name(toggle)!r}")
            click(toggle)
            wait_for(lambda: name(toggle) == before, 3)

        present = button(frame, "Present")
        cycle = find(frame, lambda a: role(a) == "push button" and name(a) in ("Own window", "In window"))
        if not check(f"{prefix} playground controls found", present is not None and cycle is not None,
                     f"present {describe(present)}, presentation {describe(cycle)}"):
            return
        for presentation in ("Own window", "In window"):
            run_gallery_alert(prefix, app_process, app, frame, sidebar, present, cycle, presentation)
        check(f"{prefix} no GTK criticals or warnings", not app_process.criticals(), "; ".join(app_process.criticals()[:2]))
    finally:
        app_process.stop()


def run_gallery_alert(prefix, app_process, app, frame, sidebar, present, cycle, presentation):
    label = "window" if presentation == "Own window" else "in-window"
    prefix = f"{prefix}/{label}"
    for _ in range(3):
        if name(cycle) == presentation:
            break
        click(cycle)
        wait_for(lambda: name(cycle) == presentation, 1.5)
    if name(cycle) != presentation:
        check(f"{prefix} presentation chosen", False, f"the presentation button says {name(cycle)!r}")
        return
    try:
        present.queryComponent().grabFocus()
    except (GLib.Error, NotImplementedError):
        pass
    had_focus = wait_for(lambda: focused(frame), 2)
    title_before = name(frame)
    click(present)
    alert = probe_alert_checks(prefix, app, "Playground",
                               "A plain paragraph, shown exactly as written: <b> & all.", "Continue")
    if alert is None:
        return
    # The parent refuses: a sidebar page change and a second Present.
    click(sidebar["Custom Content"])
    click(present)
    pump(0.8)
    check(f"{prefix} click action on a sidebar button is refused", name(frame) == title_before,
          f"the window became {name(frame)!r}")
    click(button(alert, "Cancel"))
    gone = wait_for(lambda: alert_object(app, "Playground") is None, 3)
    check(f"{prefix} click action presses Cancel and the alert leaves the tree", gone, "still there")
    if label == "window":
        activate_window(name(frame))
    pump(1.0)
    check(f"{prefix} click action on Present was refused (no second alert)",
          alert_object(app, "Playground") is None, "a second alert came up")
    response = wait_for(lambda: find(frame, lambda a: role(a) == "label" and name(a).startswith("Pressed ")), 3)
    check(f"{prefix} the page shows the response", response is not None and "cancel" in name(response),
          describe(response))
    back = wait_for(lambda: focused(frame), 3)
    check(f"{prefix} focus after close returns to {describe(had_focus)}",
          had_focus is not None and back is not None and name(back) == name(had_focus), describe(back))
    if alert_object(app, "Playground") is not None:
        click(button(alert_object(app, "Playground"), "Cancel"))


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--probe", required=True)
    parser.add_argument("--gallery", required=True)
    parser.add_argument("--only", default="", help="run only the groups whose name contains this")
    arguments = parser.parse_args()
    work = tempfile.mkdtemp(prefix="gtk-alerts-accessibility.")
    groups = [
        ("probe/window", lambda: run_probe_blocking(arguments.probe, "window", work)),
        ("probe/in-window", lambda: run_probe_blocking(arguments.probe, "in-window", work)),
        ("probe/window/entry", lambda: run_probe_entry(arguments.probe, "window", work)),
        ("probe/in-window/entry", lambda: run_probe_entry(arguments.probe, "in-window", work)),
        ("probe/window/fields", lambda: run_probe_fields(arguments.probe, "window", work)),
        ("probe/in-window/fields", lambda: run_probe_fields(arguments.probe, "in-window", work)),
        ("probe/window/action-list", lambda: run_probe_action_list(arguments.probe, "window", work)),
        ("probe/in-window/action-list", lambda: run_probe_action_list(arguments.probe, "in-window", work)),
        ("gallery", lambda: run_gallery(arguments.gallery, work)),
    ]
    for group, run in groups:
        if arguments.only in group:
            run()
    print(f"{PASSED} passed, {FAILED} failed", flush=True)
    if KEEP:
        print(f"accessibility: program output kept in {work}", file=sys.stderr)
    else:
        subprocess.run(["rm", "-rf", work])
    sys.exit(1 if FAILED else 0)


if __name__ == "__main__":
    main()
