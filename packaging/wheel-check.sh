#!/usr/bin/env bash
# The wheel is the whole app: build Quire's sdist and wheel as pip, pipx and distributions do,
# install the wheel alone in a fresh virtual environment, and start it from there:
# `quire-gui --smoke-test` (the sample project, icons, translations and manual must be
# inside), `quire --help` and both commands' `--version`. Both commands must be there, as `pip install` and
# `pipx install` of the wheel give them; a missing one fails the check. Run by
# `make wheel-test` and CI.
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
for program in quire quire-gui; do
  if [ ! -x "$work/venv/bin/$program" ]; then
    echo "wheel-check: the wheel installs no $program command" >&2
    exit 1
  fi
done

mkdir -p "$work/home"
# a writer's machine: no checkout beside the package, nothing of ours in the environment
(cd "$work" && env -u PYTHONPATH HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" \
  XDG_DATA_HOME="$work/home/.local/share" XDG_STATE_HOME="$work/home/.local/state" \
  QT_QPA_PLATFORM=offscreen "$work/venv/bin/quire-gui" --smoke-test 2>/dev/null)
for program in quire quire-gui; do
  (cd "$work" && env -u PYTHONPATH HOME="$work/home" QT_QPA_PLATFORM=offscreen \
    "$work/venv/bin/$program" --version >/dev/null)
done
(cd "$work" && env -u PYTHONPATH HOME="$work/home" "$work/venv/bin/quire" --help >/dev/null)
echo "wheel ok: $(basename "$wheel") $(du -k "$wheel" | cut -f1) KB," \
  "$(basename "$sdist") $(du -k "$sdist" | cut -f1) KB"
