#!/usr/bin/env bash
# Put Quire in the desktop's application menu and make project.quire files open in it:
# installs the desktop file, the AppStream metadata, the file type and the icons.
#
#   packaging/linux/install.sh [--prefix DIR] [--exec PROGRAM] [--uninstall]
#
# --prefix  where to install: ~/.local (the default, for you alone) or /usr/local (as root).
# --exec    the program the menu entry starts: by default quire-gui from this checkout's
#           .venv, else quire-gui on the PATH; for the PyInstaller build, dist/quire/quire-gui.
# --uninstall  remove what an install put there.
set -euo pipefail

APP_ID=io.github.quire.Quire
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
PREFIX="${HOME}/.local"
EXEC=""
UNINSTALL=0

while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) PREFIX="$2"; shift 2 ;;
    --exec) EXEC="$2"; shift 2 ;;
    --uninstall) UNINSTALL=1; shift ;;
    -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
    *) echo "install.sh: unknown option $1" >&2; exit 2 ;;
  esac
done

SHARE="$PREFIX/share"
SIZES=(16 32 48 64 128 256 512)
FILES=(
  "applications/$APP_ID.desktop"
  "metainfo/$APP_ID.metainfo.xml"
  "mime/packages/$APP_ID.xml"
  "icons/hicolor/scalable/apps/$APP_ID.svg"
)
for size in "${SIZES[@]}"; do
  FILES+=("icons/hicolor/${size}x${size}/apps/$APP_ID.png")
done

refresh() {
  if command -v update-mime-database >/dev/null 2>&1; then
    update-mime-database "$SHARE/mime"
  fi
  if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$SHARE/applications" || true
  fi
  if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$SHARE/icons/hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t -f "$SHARE/icons/hicolor" || true
  fi
}

if [ "$UNINSTALL" -eq 1 ]; then
  for file in "${FILES[@]}"; do
    rm -f "$SHARE/$file"
  done
  mkdir -p "$SHARE/mime/packages" "$SHARE/applications"
  refresh
  echo "Removed Quire's desktop files from $SHARE"
  exit 0
fi

if [ -z "$EXEC" ]; then
  if [ -x "$ROOT/.venv/bin/quire-gui" ]; then
    EXEC="$ROOT/.venv/bin/quire-gui"
  else
    EXEC="quire-gui"
  fi
fi
case "$EXEC" in
  *[\"\`\$\\]*) echo "install.sh: the program's path may not contain \" \` \$ or \\" >&2; exit 2 ;;
esac

install -Dm644 "$HERE/$APP_ID.metainfo.xml" "$SHARE/metainfo/$APP_ID.metainfo.xml"
install -Dm644 "$HERE/$APP_ID.xml" "$SHARE/mime/packages/$APP_ID.xml"
install -Dm644 "$HERE/icons/hicolor/scalable/apps/$APP_ID.svg" \
  "$SHARE/icons/hicolor/scalable/apps/$APP_ID.svg"
for size in "${SIZES[@]}"; do
  install -Dm644 "$HERE/icons/hicolor/${size}x${size}/apps/$APP_ID.png" \
    "$SHARE/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
done
# The menu entry starts the chosen program (quoted, so a path with spaces works).
mkdir -p "$SHARE/applications"
SED_EXEC="$(printf '%s' "$EXEC" | sed -e 's/[|&]/\\&/g')"
sed -e "s|^Exec=.*|Exec=\"$SED_EXEC\" %f|" -e "s|^TryExec=.*|TryExec=$SED_EXEC|" \
  "$HERE/$APP_ID.desktop" > "$SHARE/applications/$APP_ID.desktop"
chmod 644 "$SHARE/applications/$APP_ID.desktop"
refresh
echo "Installed Quire's desktop files in $SHARE (the menu entry runs $EXEC)"
