#!/usr/bin/env bash
# The system packages Quire uses, checked before `make run` and `make test`.
#
#   packaging/system-deps.sh run      what the app needs to run (Qt's libraries, spelling) and
#                                     to build its optional native module (a C compiler)
#   packaging/system-deps.sh test     the same and the tests' validators (LibreOffice,
#                                     epubcheck, the desktop files' checkers, ripgrep)
#   packaging/system-deps.sh native   exit 0 when the native module can be built here
#
# Missing packages are installed when that needs no password: as root, or through a sudo
# that asks none (or asks at a terminal). Otherwise, or with QUIRE_SYSTEM_DEPS=print, the
# missing ones are named with the command that installs them, and make goes on: what can
# run without them runs (the tests that need a missing tool are skipped and say why).
# Debian and Ubuntu (apt), Fedora (dnf) and Arch (pacman) are known by name; elsewhere the
# list is printed as it is. It never fails: exit status 0.
set -uo pipefail

mode="${1:-run}"
python="${PYTHON:-python3}"
os_release="${QUIRE_OS_RELEASE:-/etc/os-release}"

have_python_headers() {
  "$python" -c 'import os, sys, sysconfig
sys.exit(not os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h")))' \
    2>/dev/null
}

if [ "$mode" = native ]; then
  command -v cc >/dev/null 2>&1 && have_python_headers
  exit
fi

# One row a package: what it is for, then its name on Debian, Fedora and Arch ("-" where
# that system has no separate package for it).
rows=(
  "run libegl1 mesa-libEGL libglvnd"
  "run libgl1 mesa-libGL libglvnd"
  "run libxkbcommon0 libxkbcommon libxkbcommon"
  "run libfontconfig1 fontconfig fontconfig"
  "run libdbus-1-3 dbus-libs dbus"
  "run libglib2.0-0 glib2 glib2"
  # Qt's xcb platform plugin, which shows the window on an X11 (or XWayland) desktop
  "run libx11-xcb1 libX11-xcb libx11"
  "run libxcb-cursor0 xcb-util-cursor xcb-util-cursor"
  "run libxcb-icccm4 xcb-util-wm xcb-util-wm"
  "run libxcb-image0 xcb-util-image xcb-util-image"
  "run libxcb-keysyms1 xcb-util-keysyms xcb-util-keysyms"
  "run libxcb-randr0 libxcb libxcb"
  "run libxcb-render-util0 xcb-util-renderutil xcb-util-renderutil"
  "run libxcb-shape0 - -"
  "run libxcb-xkb1 - -"
  "run libxkbcommon-x11-0 libxkbcommon-x11 libxkbcommon-x11"
  # spelling: the Enchant library and the Hunspell dictionaries of Quire's languages
  "spelling libenchant-2-2 enchant2 enchant"
  "spelling hunspell-en-us hunspell-en-US hunspell-en_us"
  "spelling hunspell-en-gb hunspell-en-GB hunspell-en_gb"
  "spelling hunspell-es hunspell-es hunspell-es_es"
  "spelling hunspell-de-de hunspell-de hunspell-de"
  "spelling hunspell-fr hunspell-fr hunspell-fr"
  "spelling hunspell-no hunspell-nb -"
  # the optional native module that makes search fast: a C compiler and the C library's headers
  "build gcc gcc gcc"
  "build libc6-dev glibc-devel -"
  # the tests' validators: the desktop files' checkers, the MIME database, the export checks
  "test desktop-file-utils desktop-file-utils desktop-file-utils"
  "test appstream appstream appstream"
  "test shared-mime-info shared-mime-info shared-mime-info"
  "test epubcheck epubcheck -"
  "test libreoffice-writer-nogui libreoffice-writer libreoffice-fresh"
  "test ripgrep ripgrep ripgrep"
)
# Installed without their recommended extras (Java's desktop parts, LibreOffice's GUI).
lean=" epubcheck libreoffice-writer-nogui "

family=""
if [ -r "$os_release" ]; then
  ids="$(. "$os_release"; echo " ${ID:-} ${ID_LIKE:-} ")"
  case "$ids" in
    *" debian "* | *" ubuntu "*) family=debian ;;
    *" fedora "* | *" rhel "* | *" centos "*) family=fedora ;;
    *" arch "*) family=arch ;;
  esac
fi

if [ -z "$family" ]; then
  # a system whose package manager Quire does not know (macOS, Windows, another Linux):
  # name what it uses, by Debian's names, and go on
  if [ "$(uname -s 2>/dev/null)" = Darwin ]; then
    echo "Quire: on macOS, spelling needs Enchant: brew install enchant" >&2
  else
    names=()
    for row in "${rows[@]}"; do
      read -r purpose debian _rest <<<"$row"
      if [ "$purpose" != test ] || [ "$mode" = test ]; then names+=("$debian"); fi
    done
    echo "Quire: this system's package manager is not one Quire knows; install these" \
      "(Debian's names) if they are missing: ${names[*]}" >&2
  fi
  exit 0
fi

column=1
case "$family" in
  debian) column=1 ;;
  fedora) column=2 ;;
  arch) column=3 ;;
esac

declare -A purpose_of=()
wanted=()
for row in "${rows[@]}"; do
  read -r purpose debian fedora arch <<<"$row"
  if [ "$purpose" = test ] && [ "$mode" != test ]; then
    continue
  fi
  names=("$debian" "$fedora" "$arch")
  name="${names[$((column - 1))]}"
  if [ "$name" = - ] || [ -n "${purpose_of[$name]:-}" ]; then
    continue
  fi
  purpose_of[$name]="$purpose"
  wanted+=("$name")
done
if [ "$family" = debian ] && ! have_python_headers; then
  purpose_of[python3-dev]=build  # Debian's python3 keeps its headers apart
  wanted+=(python3-dev)
fi

is_installed() {
  case "$family" in
    debian) [[ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" == *"install ok installed"* ]] ;;
    fedora) rpm -q "$1" >/dev/null 2>&1 ;;
    arch) pacman -Q "$1" >/dev/null 2>&1 ;;
    *) return 1 ;;
  esac
}

missing=()
for name in "${wanted[@]}"; do
  is_installed "$name" || missing+=("$name")
done
[ ${#missing[@]} -eq 0 ] && exit 0

install_command() {  # the command that installs "$@", without sudo
  case "$family" in
    debian) echo "apt-get install -y $*" ;;
    fedora) echo "dnf install -y $*" ;;
    arch) echo "pacman -S --needed $*" ;;
  esac
}

explain() {
  local purpose label names
  echo "Quire: some system packages are missing." >&2
  for purpose in run spelling build test; do
    names=()
    for name in "${missing[@]}"; do
      [ "${purpose_of[$name]}" = "$purpose" ] && names+=("$name")
    done
    [ ${#names[@]} -eq 0 ] && continue
    case "$purpose" in
      run) label="the app's window (Qt's libraries)" ;;
      spelling) label="spelling" ;;
      build) label="the native module that makes search fast (optional)" ;;
      test) label="the tests' validators (their tests are skipped without them)" ;;
    esac
    echo "  for $label: ${names[*]}" >&2
  done
  echo "Install them as root (or with sudo):" >&2
  echo "  $(install_command "${missing[@]}")" >&2
  echo "Carrying on without them." >&2
}

sudo=()
if [ "$(id -u)" -ne 0 ]; then
  if [ "${QUIRE_SYSTEM_DEPS:-}" != print ] && command -v sudo >/dev/null 2>&1 \
    && { sudo -n true 2>/dev/null || [ -t 0 ]; }; then
    sudo=(sudo)
  else
    explain
    exit 0
  fi
elif [ "${QUIRE_SYSTEM_DEPS:-}" = print ]; then
  explain
  exit 0
fi

echo "Installing system packages: ${missing[*]}"
failed=()
case "$family" in
  debian)
    "${sudo[@]}" apt-get update -qq || true
    for name in "${missing[@]}"; do
      extra=()
      [[ "$lean" == *" $name "* ]] && extra=(--no-install-recommends)
      DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${extra[@]}" "$name" \
        >/dev/null || failed+=("$name")
    done
    ;;
  fedora)
    for name in "${missing[@]}"; do
      "${sudo[@]}" dnf install -y -q --setopt=install_weak_deps=False "$name" >/dev/null \
        || failed+=("$name")
    done
    ;;
  arch)
    "${sudo[@]}" pacman -S --needed --noconfirm "${missing[@]}" >/dev/null || failed=("${missing[@]}")
    ;;
esac
if [ ${#failed[@]} -gt 0 ]; then
  missing=("${failed[@]}")
  explain
fi
exit 0
