#!/usr/bin/env bash
# Installs the Debian packages Quire's Qt needs (and its tests use) when they are missing.
# Runs as part of `make run` and `make test`; does nothing when everything is present.
set -euo pipefail

needed=(libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 libglib2.0-0 ripgrep)
# The desktop files' validators (make validate-desktop, tests/packaging) and the MIME database.
needed+=(desktop-file-utils appstream shared-mime-info)
# Qt's xcb platform plugin, which shows the window on an X11 (or XWayland) desktop.
needed+=(libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
  libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0)
# The export tests' validators: epubcheck (with Java) and LibreOffice, which also makes PDFs.
# Installed without their recommended extras; the tests skip, saying why, where they are missing.
lean=(epubcheck libreoffice-writer-nogui)
needed+=("${lean[@]}")
# Spelling: the Enchant library and Hunspell dictionaries of the languages Quire speaks.
needed+=(libenchant-2-2 hunspell-en-us hunspell-en-gb hunspell-es hunspell-de-de hunspell-fr hunspell-no)
# The native module that makes search fast (setup.py, assistant/world/search/_fold.c): a C compiler
# and the C library's headers, and Python's own headers where the interpreter that builds it
# has none (Debian's python3 needs python3-dev; pyenv's and python.org's ship theirs). Quire
# works without it, only slower; `make test` checks that it was built.
needed+=(gcc libc6-dev)
python="${PYTHON:-python3}"
if ! "$python" -c 'import os, sys, sysconfig
sys.exit(not os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h")))' \
  2>/dev/null; then
  needed+=(python3-dev)
fi
missing=()
for pkg in "${needed[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done
# A Debian package name may differ between releases (libglib2.0-0t64 on newer ones).
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Quire needs these system packages: ${missing[*]} (install them with your package manager)" >&2
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "Installing system packages: ${missing[*]}"
$SUDO apt-get update -qq
for pkg in "${missing[@]}"; do
  extra=()
  if [[ " ${lean[*]} " == *" $pkg "* ]]; then extra=(--no-install-recommends); fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${extra[@]}" "$pkg" >/dev/null \
    || echo "note: could not install $pkg; continuing" >&2
done
