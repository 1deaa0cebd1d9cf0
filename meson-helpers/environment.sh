# Shared by the helper scripts (sourced, not run): package installation and a broadway server.
# shellcheck shell=bash

# Debian packages the build, the tests and the gallery need.
GTK_ALERTS_PACKAGES=(libgtk-4-dev libgtk-4-bin libsqlite3-dev pkg-config fonts-cantarell fonts-dejavu-core adwaita-icon-theme)

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

stop_broadway() {
  if [ -n "$BROADWAY_PID" ]; then
    kill "$BROADWAY_PID" 2>/dev/null || true
    wait "$BROADWAY_PID" 2>/dev/null || true
    BROADWAY_PID=""
  fi
}

XVFB_PID=""

# Starts Xvfb on the first free display from :70 up; sets DISPLAY and GDK_BACKEND=x11.
start_xvfb() {
  local display
  for display in $(seq 70 89); do
    [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ] && continue
    Xvfb ":$display" -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
    XVFB_PID=$!
    local tries
    for tries in $(seq 1 50); do [ -e "/tmp/.X11-unix/X$display" ] && break; sleep 0.1; done
    if [ -e "/tmp/.X11-unix/X$display" ]; then
      export GDK_BACKEND=x11 DISPLAY=":$display"
      return 0
    fi
    stop_xvfb
  done
  echo "could not start Xvfb on :70 to :89" >&2
  return 1
}

stop_xvfb() {
  if [ -n "$XVFB_PID" ]; then
    kill "$XVFB_PID" 2>/dev/null || true
    wait "$XVFB_PID" 2>/dev/null || true
    XVFB_PID=""
  fi
}

# The environment libadwaita's own tests run under: criticals abort, no desktop services.
export_test_environment() {
  # GDK_DEBUG=no-portals is newer than GTK 4.8, which warns about it; GTK_USE_PORTAL=0 is the
  # 4.8 spelling.
  export G_DEBUG=fatal-criticals GSETTINGS_BACKEND=memory GTK_USE_PORTAL=0 GTK_A11Y=test
  # Swift's crash backtracer catches the SIGTRAP a fatal critical raises and lets the process
  # go on: off, a critical really ends the test run.
  export SWIFT_BACKTRACE=enable=no
  export NO_AT_BRIDGE=1 XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
  chmod 700 "$XDG_RUNTIME_DIR"
}
