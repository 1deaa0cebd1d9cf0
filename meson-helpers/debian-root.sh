# Shared by newer-gtk and bench (sourced, not run): a cached Debian root made with debootstrap,
# and what a run mounts into it. DEBIAN_ROOT_SUITE picks it: trixie (Debian 13: GTK 4.18,
# libadwaita 1.7, the default) or forky (Debian testing: the GNOME that ships now, GTK 4.24,
# libadwaita 1.10, GLib 2.90).
# Needs environment.sh sourced first, and `here` set to the meson-helpers folder.
# shellcheck shell=bash

DEBIAN_ROOT_SUITE="${DEBIAN_ROOT_SUITE:-trixie}"
# The toolchain's folder: the one holding usr/bin/swift.
toolchain="${SWIFT_TOOLCHAIN:-$(command -v swift >/dev/null && dirname "$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")")}"
DEBIAN_ROOT_CACHE="${GTK_ALERTS_ROOT_CACHE:-/var/cache/gtk-alerts}"
# What the suite needs (shared with the host's scripts), libadwaita, the C pieces the Swift
# toolchain links programs against (glibc's and GCC's start files, libstdc++), and the
# libraries its own programs load: ncurses (swift, swiftc, swift-build) and curl (swift-build,
# swift-test) and libxml2.so.2 (swift-build, ld.lld). A change here makes a new root (see
# root_digest).
case "$DEBIAN_ROOT_SUITE" in
  trixie)
    # libxml2 (.so.2) comes with GTK.
    ROOT_PACKAGES=("${GTK_ALERTS_PACKAGES[@]}" libadwaita-1-dev gcc libc6-dev libstdc++-14-dev libncurses6 libcurl4t64)
    ROOT_EXTRA_PACKAGES=()
    # debootstrap's own script for the suite.
    ROOT_SCRIPT=trixie
    ;;
  forky)
    ROOT_PACKAGES=("${GTK_ALERTS_PACKAGES[@]}" libadwaita-1-dev gcc libc6-dev libstdc++-16-dev libncurses6 libcurl4t64)
    # The screen-reader suites (meson-helpers/accessibility and meson-helpers/screen-reader,
    # --newer-gtk forky) run here too: the AT-SPI stack, Orca and its speech server, pytest and
    # xdotool. Mutter 50 is a Wayland compositor only (no --x11): metacity is the X11 window
    # manager the Orca suite runs here.
    ROOT_PACKAGES+=(at-spi2-core python3-pyatspi gir1.2-atspi-2.0 python3-gi python3-pytest xdotool dbus x11-utils
      orca speech-dispatcher metacity)
    # Forky ships libxml2 as .so.16 only; trixie's package still has the .so.2 the toolchain
    # links, and installs beside it.
    ROOT_EXTRA_PACKAGES=(libxml2/trixie)
    # A debootstrap older than forky has no script of its name; sid's makes the same root.
    ROOT_SCRIPT=sid
    ;;
  *) echo "unknown DEBIAN_ROOT_SUITE '$DEBIAN_ROOT_SUITE' (trixie or forky)" >&2; exit 1 ;;
esac

# Checks what making and entering the root needs: root, a toolchain outside /usr, debootstrap.
# `script` names the calling script in messages.
check_root_requirements() {
  local script="$1"
  [ "$(id -u)" -eq 0 ] || { echo "$script: needs root (debootstrap, chroot, mount)" >&2; exit 1; }
  [ -n "$toolchain" ] && [ -x "$toolchain/usr/bin/swift" ] ||
    { echo "$script: no Swift toolchain (no usr/bin/swift in '$toolchain'); set SWIFT_TOOLCHAIN" >&2; exit 1; }
  case "$toolchain" in /usr | /) echo "$script: the toolchain is the system's own ($toolchain); set SWIFT_TOOLCHAIN" >&2; exit 1 ;; esac
  command -v debootstrap >/dev/null || install_missing_packages debootstrap
}

# The mirror apt serves the host's Debian release from (main component).
debian_mirror() {
  if [ -n "${GTK_ALERTS_MIRROR:-}" ]; then echo "$GTK_ALERTS_MIRROR"; return; fi
  local codename site
  codename="$(. /etc/os-release && echo "${VERSION_CODENAME:-}")"
  site="$(apt-get indextargets --format '$(SITE) $(RELEASE) $(COMPONENT)' 2>/dev/null |
    awk -v release="$codename" '$2 == release && $3 == "main" { print $1; exit }')"
  if [ -z "$site" ]; then
    # No index downloaded yet: the first URI in the sources that is not the security archive.
    site="$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null |
      sed -n -e 's/^URIs:[[:space:]]*//p' -e 's/^deb[[:space:]]\+\(\[[^]]*\][[:space:]]\+\)\?//p' |
      awk '{ print $1 }' | grep -v -e security -e '^$' | head -n 1)"
  fi
  [ -n "$site" ] || { echo "no Debian mirror in /etc/apt/sources.list*; set GTK_ALERTS_MIRROR" >&2; return 1; }
  echo "$site"
}

mounted=()
# Unmounts, last first, what mount_point mounted.
unmount_all() {
  local index
  for ((index = ${#mounted[@]} - 1; index >= 0; index--)); do
    umount --recursive "${mounted[$index]}" 2>/dev/null || umount --recursive --lazy "${mounted[$index]}" || true
  done
  mounted=()
}

# Runs `mount ARGUMENTS... TARGET` and remembers TARGET for unmount_all; a failure ends the run.
mount_point() {
  mount "$@" || { echo "could not mount ${*: -1}" >&2; exit 1; }
  mounted+=("${*: -1}")
}

# Mounts what a chroot into `root` needs: proc, sys, dev and a fresh /tmp.
mount_system() {
  local root="$1"
  mount_point -t proc proc "$root/proc"
  mount_point --rbind /sys "$root/sys"
  mount_point --rbind /dev "$root/dev"
  mount_point -t tmpfs tmpfs "$root/tmp"
}

# A digest of everything the root is made from: a new package list means a new root.
root_digest() {
  printf '%s\n' "$DEBIAN_ROOT_SUITE" "${ROOT_PACKAGES[@]}" "${ROOT_EXTRA_PACKAGES[@]}" "${GTK_ALERTS_LOCALES[@]}" |
    sha256sum | cut -c1-16
}

make_root() {
  local root="$1" mirror
  mirror="$(debian_mirror)"
  echo "making the $DEBIAN_ROOT_SUITE root from $mirror (once per package list)" >&2
  rm -rf "$root"
  mkdir -p "$root"
  debootstrap --variant=minbase "$DEBIAN_ROOT_SUITE" "$root" "$mirror" \
    "/usr/share/debootstrap/scripts/$ROOT_SCRIPT" >&2
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  # A testing suite's index can be past its Valid-Until for this machine's clock.
  echo 'Acquire::Check-Valid-Until "false";' >"$root/etc/apt/apt.conf.d/99gtk-alerts-valid-until"
  mount_system "$root"
  if [ ${#ROOT_EXTRA_PACKAGES[@]} -gt 0 ]; then
    echo "deb $mirror trixie main" >"$root/etc/apt/sources.list.d/trixie.list"
    chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin apt-get update -qq >&2
  fi
  chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends "${ROOT_PACKAGES[@]}" "${ROOT_EXTRA_PACKAGES[@]}" >&2
  chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin \
    bash -c "source /dev/stdin; generate_locales" <"$here/environment.sh" >&2
  chroot "$root" apt-get clean
  unmount_all
  mkdir -p "$root/src" "$root$toolchain"
}

# Sets `root` to the current root, making it first when it is missing, outdated, or `rebuild`
# is true. Holds the cache's lock (shared) on file descriptor 9 until the script ends.
ensure_root() {
  local rebuild="$1"
  mkdir -p "$DEBIAN_ROOT_CACHE"
  root="$DEBIAN_ROOT_CACHE/$DEBIAN_ROOT_SUITE-$(root_digest)"
  exec 9>"$DEBIAN_ROOT_CACHE/.lock-$DEBIAN_ROOT_SUITE"
  # Runs share the root under a shared lock (each in its own namespace); making it takes the
  # lock alone, so a root is never replaced under a run, and a second run waits for the first's.
  flock --shared 9
  if [ "$rebuild" = true ] || [ ! -e "$root/.complete" ]; then
    flock 9
  fi
  if [ "$rebuild" = true ] || [ ! -e "$root/.complete" ]; then
    SECONDS=0
    make_root "$root.partial"
    touch "$root.partial/.complete"
    rm -rf "$root"
    mv "$root.partial" "$root"
    echo "root ready in ${SECONDS}s" >&2
    # Roots for older package lists are not used again.
    local old
    for old in "$DEBIAN_ROOT_CACHE/$DEBIAN_ROOT_SUITE-"*; do
      [ "$old" = "$root" ] || rm -rf "$old"
    done
  fi
  flock --shared 9
}

# Mounts the system, the toolchain (read-only, at its host path) and the source tree (at /src)
# into `root`.
mount_root_workspace() {
  local source_tree="$1"
  mount_system "$root"
  mount_point --bind "$toolchain" "$root$toolchain"
  mount -o remount,bind,ro "$root$toolchain"
  mount_point --bind "$source_tree" "$root/src"
}

# Runs COMMAND... inside the root, in /src, with a clean environment, the toolchain first on
# PATH, and NAME=VALUE pairs from the array ROOT_ENVIRONMENT added.
run_in_root() {
  chroot "$root" /usr/bin/env -i \
    PATH="$toolchain/usr/bin:/usr/sbin:/usr/bin:/sbin:/bin" HOME=/tmp/home LANG=C.UTF-8 TERM="${TERM:-dumb}" \
    "${ROOT_ENVIRONMENT[@]}" bash -c 'mkdir -p "$HOME" && cd /src && exec "$@"' run-in-root "$@"
}

# Runs meson-helpers/NAME ARGUMENTS... again inside the root of `suite` (the screen-reader
# suites' --newer-gtk SUITE; `here` the meson-helpers folder): made or reused as newer-gtk
# does, entered in a mount namespace of its own, built in .build-SUITE-a11y (both suites share
# it; never the host's build, nor newer-gtk's .build-SUITE) with warnings as errors. The root's
# temporary folder for the suite's output is a new folder on the host (printed), so a failed
# run's logs outlive the root's /tmp; OUTPUT, when not empty, is the host folder to mount at
# /tmp/suite-output instead (screen-reader's --output). Does not return.
# The caller sources this file with DEBIAN_ROOT_SUITE set to SUITE.
# Usage: run_suite_in_root NAME OUTPUT [ARGUMENTS...]
run_suite_in_root() {
  local suite="$DEBIAN_ROOT_SUITE" name="$1" output="$2"
  shift 2
  case "$suite" in
    forky) ;;
    *) echo "$name: --newer-gtk takes forky (the screen-reader packages are in the forky root only)" >&2; exit 2 ;;
  esac
  if [ -z "${GTK_ALERTS_IN_NAMESPACE:-}" ]; then
    check_root_requirements "$name"
    GTK_ALERTS_IN_NAMESPACE=1 exec unshare --mount --propagation private "$here/$name" --newer-gtk "$suite" "$@" \
      ${output:+--output "$output"}
  fi
  trap unmount_all EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
  ensure_root false
  mount_root_workspace "$(cd "$here/.." && pwd)"
  local temporary arguments=("$@")
  temporary="$(mktemp -d "${TMPDIR:-/tmp}/gtk-alerts-$name-$suite.XXXXXX")"
  mkdir -p "$root/tmp/host"
  mount_point --bind "$temporary" "$root/tmp/host"
  if [ -n "$output" ]; then
    mkdir -p "$output" "$root/tmp/suite-output"
    mount_point --bind "$output" "$root/tmp/suite-output"
    arguments+=(--output /tmp/suite-output)
  fi
  echo "$name: in $suite ($(chroot "$root" pkg-config --modversion gtk4 | sed 's/^/GTK /'), $(chroot "$root" orca --version 2>/dev/null | sed -e 's/^Orca version //' -e 's/,.*//' -e 's/^/Orca /')); the root's /tmp/host is $temporary" >&2
  local variable
  variable="$(echo "$name" | tr 'a-z-' 'A-Z_')_SCRATCH_PATH"
  # Mutter 50 has no X11 mode: metacity manages the screen-reader suite's windows.
  ROOT_ENVIRONMENT=(TMPDIR=/tmp/host "$variable=.build-$suite-a11y" GTK_ALERTS_WINDOW_MANAGER=metacity
    GTK_ALERTS_SWIFT_BUILD_FLAGS="-Xswiftc -warnings-as-errors -Xcc -Werror")
  local status=0
  SECONDS=0
  run_in_root "meson-helpers/$name" "${arguments[@]}" || status=$?
  echo "$name: $suite took ${SECONDS}s (build included)" >&2
  unmount_all
  # Empty unless a failed run kept its output there, once SwiftPM's leftovers are gone (folders
  # holding only .keep-directory, lock files).
  local leftover
  for leftover in "$temporary"/TemporaryDirectory.*; do
    [ -d "$leftover" ] || continue
    rm -f "$leftover/.keep-directory"
    rmdir "$leftover" 2>/dev/null || true
  done
  rm -f "$temporary"/*.lock
  rmdir "$temporary" 2>/dev/null || echo "$name: kept in $temporary" >&2
  exit "$status"
}
