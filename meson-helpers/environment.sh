# Shared by the helper scripts (sourced, not run): package installation, the display servers and
# the pytest suites' runs.
# shellcheck shell=bash

# Debian packages the build, the tests and the gallery need (gettext: msgfmt compiles the
# catalogues the localization tests read; locales: the UTF-8 locales below; xvfb: the second,
# animated pass of the tests runs on a real X server; python3: the headless broadway client and
# the summary of where a run's time went).
GTK_ALERTS_PACKAGES=(libgtk-4-dev libgtk-4-bin libadwaita-1-dev libsqlite3-dev pkg-config fonts-cantarell fonts-dejavu-core adwaita-icon-theme gettext locales xvfb python3)

# Real UTF-8 locales the localization tests switch messages to: gettext ignores LANGUAGE under
# C, and glibc 2.41 (Debian 13) under C.UTF-8 too.
GTK_ALERTS_LOCALES=(en_US.UTF-8 de_DE.UTF-8)

# The suites that present alerts, run again the way users run GTK (animations on, a real frame
# clock; on Wayland too), as a `swift test --filter` pattern.
GTK_ALERTS_PRESENTING_SUITES='ForeignWidgetTests|AlertTurnTests|AlertPresentationTests|AlertLiveTests|AlertErrorTests|AlertTextFieldsTests|AlertActionListTests|AlertLifecycleTests|AlertStateHostTests|AlertContentTests|GalleryPagesTests'
# Suites that initialise libadwaita run in a process of their own: once initialised, libadwaita
# restyles every later window and warns (fatal in the tests) when GtkSettings' dark preference is
# set, which other suites do.
GTK_ALERTS_LIBADWAITA_SUITES='ForeignWindowTests'
# The fuzz suites' test target (Tests/GtkAlertsFuzzTests), as a `swift test --skip` pattern: the
# other runners leave it out; meson-helpers/fuzz and meson-helpers/lifecycle-fuzz run it on Xvfb.
GTK_ALERTS_FUZZ_TARGET='GtkAlertsFuzzTests\.'

# dbus-daemon and libglib2.0-bin: dbus-run-session and gdbus, for the single-instance tests;
# libadwaita-1-dev: the libadwaita style tests and Examples/HelloAlert's libadwaita variant.
GTK_ALERTS_PACKAGES+=(dbus-daemon libglib2.0-bin libadwaita-1-dev)

# Installs whichever of the packages given are missing (as root, or through sudo).
install_missing_packages() {
  local missing=()
  local package
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing ${missing[*]}" >&2
  local sudo=()
  [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
}

# Generates whichever of GTK_ALERTS_LOCALES are missing (needs the locales package; as root,
# or through sudo).
generate_locales() {
  local missing=() locale
  for locale in "${GTK_ALERTS_LOCALES[@]}"; do
    # `locale -a` spells en_US.UTF-8 as en_US.utf8.
    locale -a 2>/dev/null | grep -qix "${locale%%.*}\.utf-\?8" || missing+=("$locale")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Generating the locales ${missing[*]}" >&2
  local sudo=()
  [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  for locale in "${missing[@]}"; do
    # Uncomment the locale's line in /etc/locale.gen, or add it.
    "${sudo[@]}" sed -i "s/^#[[:space:]]*\(${locale//./\\.}[[:space:]]\+UTF-8\)[[:space:]]*$/\1/" /etc/locale.gen
    grep -qx "$locale UTF-8" /etc/locale.gen || echo "$locale UTF-8" | "${sudo[@]}" tee -a /etc/locale.gen >/dev/null
  done
  "${sudo[@]}" locale-gen >&2
}

BROADWAY_PID=""

# Starts gtk4-broadwayd on the first free display from :5 up; sets BROADWAY_DISPLAY.
start_broadway() {
  local display
  for display in $(seq 5 40); do
    # Broadway listens on port 8080 + display; skip displays someone else holds.
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$((8080 + display))") 2>/dev/null; then
      gtk4-broadwayd ":$display" >"${TMPDIR:-/tmp}/broadwayd-$display.log" 2>&1 &
      BROADWAY_PID=$!
      local tries
      for tries in $(seq 1 50); do
        if (exec 3<>"/dev/tcp/127.0.0.1/$((8080 + display))") 2>/dev/null; then
          export GDK_BACKEND=broadway BROADWAY_DISPLAY=":$display"
          BROADWAY_PORT=$((8080 + display))
          return 0
        fi
        kill -0 "$BROADWAY_PID" 2>/dev/null || break
        sleep 0.1
      done
      stop_broadway
    fi
  done
  echo "could not start gtk4-broadwayd on any display from :5 to :40" >&2
  return 1
}

BROADWAY_CLIENT_PID=""

# Attaches broadway-client.py to the display start_broadway started: it answers frames as a
# browser does, so GTK's frame clock runs at its rate instead of once a second (a test that
# waits for a frame waited about a second). GTK_ALERTS_BROADWAY_CLIENT=0 leaves it out.
start_broadway_client() {
  [ "${GTK_ALERTS_BROADWAY_CLIENT:-1}" = 0 ] && return 0
  python3 "$(dirname "${BASH_SOURCE[0]}")/broadway-client.py" "$BROADWAY_PORT" &
  BROADWAY_CLIENT_PID=$!
}

stop_broadway() {
  if [ -n "$BROADWAY_CLIENT_PID" ]; then
    kill "$BROADWAY_CLIENT_PID" 2>/dev/null || true
    wait "$BROADWAY_CLIENT_PID" 2>/dev/null || true
    BROADWAY_CLIENT_PID=""
  fi
  if [ -n "$BROADWAY_PID" ]; then
    kill "$BROADWAY_PID" 2>/dev/null || true
    wait "$BROADWAY_PID" 2>/dev/null || true
    BROADWAY_PID=""
  fi
}

# The environment libadwaita's own tests run under: warnings and criticals abort, no desktop
# services.
export_test_environment() {
  # GDK_DEBUG=no-portals is newer than GTK 4.8, which warns about it; GTK_USE_PORTAL=0 is the
  # 4.8 spelling.
  export G_DEBUG=fatal-warnings GSETTINGS_BACKEND=memory GTK_USE_PORTAL=0 GTK_A11Y=test
  # Swift's crash backtracer catches the SIGTRAP a fatal warning raises and lets the process
  # go on: off, a critical really ends the test run.
  export SWIFT_BACKTRACE=enable=no
  export NO_AT_BRIDGE=1 XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
  chmod 700 "$XDG_RUNTIME_DIR"
}

# Puts the gallery's translations and resource bundle where an installed gallery has them
# (GalleryInstallation: PREFIX/share/locale, PREFIX/share/gtk-alerts), PREFIX being the parent of
# the build folder BIN, so a gallery run from SwiftPM's build speaks the user's language as the
# installed one does. Meson does the same at install time (Resources/meson.build).
stage_gallery_data() {
  local bin prefix language
  bin="$(realpath "$1")"
  prefix="$(dirname "$bin")"
  while read -r language; do
    case "$language" in '' | '#'*) continue ;; esac
    mkdir -p "$prefix/share/locale/$language/LC_MESSAGES"
    msgfmt --check -o "$prefix/share/locale/$language/LC_MESSAGES/gtk-alerts-gallery.mo" "po/$language.po"
  done <po/LINGUAS
  mkdir -p "$prefix/share/gtk-alerts"
  glib-compile-resources --sourcedir=Resources --target="$prefix/share/gtk-alerts/gtk-alerts.gresource" \
    Resources/gtk-alerts.gresource.xml
}

XVFB_PID=""
XVFB_DIR=""

# Starts Xvfb with one screen of SCREEN (WIDTHxHEIGHTxDEPTH, default 1280x1024x24) on a display
# it picks itself and reports through -displayfd once it accepts connections: no display range
# to share out between suites, no race for a display, and the number arrives only when the
# server is ready. Exports
# DISPLAY and GDK_BACKEND=x11; the server's log is $XVFB_DIR/xvfb.log. The one Xvfb starter
# of every suite. A real X server has a real frame clock (60 frames a second): what animations
# run on for users.
start_xvfb() {
  local screen="${1:-1280x1024x24}" display=""
  XVFB_DIR="$(mktemp -d "${TMPDIR:-/tmp}/gtk-alerts-xvfb.XXXXXX")"
  # -noreset: the server keeps its state when the last client goes, as between two programs.
  Xvfb -displayfd 3 -screen 0 "$screen" -nolisten tcp -noreset 3>"$XVFB_DIR/display" \
    >"$XVFB_DIR/xvfb.log" 2>&1 &
  XVFB_PID=$!
  for _ in $(seq 1 100); do
    display="$(cat "$XVFB_DIR/display" 2>/dev/null || true)"
    [ -n "$display" ] && break
    kill -0 "$XVFB_PID" 2>/dev/null || break
    sleep 0.1
  done
  if [ -z "$display" ]; then
    echo "Xvfb did not start:" >&2
    cat "$XVFB_DIR/xvfb.log" >&2
    stop_xvfb
    return 1
  fi
  export GDK_BACKEND=x11 DISPLAY=":${display//[^0-9]/}"
}

# Stops the Xvfb start_xvfb started, if any, and removes its folder.
stop_xvfb() {
  if [ -n "$XVFB_PID" ]; then
    kill "$XVFB_PID" 2>/dev/null || true
    wait "$XVFB_PID" 2>/dev/null || true
    XVFB_PID=""
  fi
  if [ -n "$XVFB_DIR" ]; then
    rm -rf "$XVFB_DIR"
    XVFB_DIR=""
  fi
}

# Runs a launcher's pytest suite and returns pytest's status: run_pytest_suite NAME ONLY KEPT
# [ENVIRONMENT…]. NAME is the launcher's (end-to-end), its suite meson-helpers/end_to_end_test.py;
# ONLY, when not empty, is the -k expression that picks the tests (the launchers' --only). The
# ENVIRONMENT arguments go to env before pytest (GTK_ALERTS_BIN=…, -u G_DEBUG). The suite's
# output goes to a new folder in TMPDIR (GTK_ALERTS_OUTPUT), removed when every test passed;
# otherwise kept, and its path printed on standard error after KEPT, what it holds. A
# figures.txt the suite wrote there (what it measured) is printed after pytest's report, each
# line after `NAME: `. GTK_ALERTS_PYTHON names another Python than Debian's (a suite's own
# virtual environment).
run_pytest_suite() {
  local name="$1" only="$2" kept="$3"
  shift 3
  local suite
  suite="$(dirname "${BASH_SOURCE[0]}")/${name//-/_}_test.py"
  local selection=()
  [ -n "$only" ] && selection=(-k "$only")
  local output
  output="$(mktemp -d "${TMPDIR:-/tmp}/gtk-alerts-$name.XXXXXX")" || return
  # Debian's pytest, and the modules the suites import (PyGObject, pyatspi), are for the system
  # Python, whatever `python3` is first on PATH. No cache directory in the source tree, no
  # bytecode next to the test file.
  local python="${GTK_ALERTS_PYTHON:-/usr/bin/python3}"
  [ -x "$python" ] || python=python3
  local status=0
  env "$@" GTK_ALERTS_OUTPUT="$output" PYTHONDONTWRITEBYTECODE=1 \
    "$python" -m pytest -p no:cacheprovider "${selection[@]}" "$suite" || status=$?
  [ -f "$output/figures.txt" ] && sed "s/^/$name: /" "$output/figures.txt"
  if [ "$status" -eq 0 ]; then
    rm -rf "$output"
  else
    echo "$name: $kept kept in $output" >&2
  fi
  return "$status"
}
