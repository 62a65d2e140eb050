#!/usr/bin/env bash
# The wheel is the whole app: build Quire's sdist and wheel as pip, pipx and distributions do,
# install the wheel alone in a fresh virtual environment, and start it from there:
# `quire-gui --smoke-test` (the sample project, icons, translations and manual must be
# inside) and `quire --help`, `quire --version`. Run by `make wheel-test` and CI.
#
#   PYTHON   the Python that builds (needs the `build` package; default .venv/bin/python)
#   DIST     where the sdist and the wheel are left (default dist)
set -euo pipefail
cd "$(dirname "$0")/.."
python="${PYTHON:-.venv/bin/python}"
dist="${DIST:-dist}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

mkdir -p "$dist"
rm -f "$dist"/quire-*.whl "$dist"/quire-*.tar.gz
if ! "$python" -m build --outdir "$dist" . >"$work/build.log" 2>&1; then
  cat "$work/build.log" >&2
  echo "wheel-check: the build failed" >&2
  exit 1
fi
wheel="$(ls "$dist"/quire-*.whl)"
sdist="$(ls "$dist"/quire-*.tar.gz)"

"$python" -m venv "$work/venv"
"$work/venv/bin/python" -m pip install --quiet "$wheel" 2>&1 | grep -v '^WARNING: Location' >&2 || true
"$work/venv/bin/python" -c 'import assistant' # the install itself must have worked

mkdir -p "$work/home"
# a writer's machine: no checkout beside the package, nothing of ours in the environment
(cd "$work" && env -u PYTHONPATH HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" \
  XDG_DATA_HOME="$work/home/.local/share" XDG_STATE_HOME="$work/home/.local/state" \
  QT_QPA_PLATFORM=offscreen "$work/venv/bin/quire-gui" --smoke-test 2>/dev/null)
(cd "$work" && env -u PYTHONPATH HOME="$work/home" "$work/venv/bin/quire" --help >/dev/null)
echo "wheel ok: $(basename "$wheel") $(du -k "$wheel" | cut -f1) KB," \
  "$(basename "$sdist") $(du -k "$sdist" | cut -f1) KB"
