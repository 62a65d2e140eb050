"""``packaging/wheel-check.sh`` (``make wheel-test``, CI) on a stand-in Python whose build and
install are instant: the wheel must give both commands, ``quire`` and ``quire-gui``, as
``pip install`` and ``pipx install`` of it do, or the check fails and names the missing one."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

from tests.paths import REPO

SCRIPT = REPO / "packaging" / "wheel-check.sh"
BASH = shutil.which("bash")

pytestmark = pytest.mark.skipif(BASH is None, reason="bash is not installed")

# A Python that "builds" an empty wheel and sdist, "installs" the wheel by making the programs
# named in STUB_PROGRAMS, each of which answers 0 and logs its arguments.
STUB_PYTHON = """#!/usr/bin/env bash
case "$1 $2" in
  "-m build") touch "$4/quire-0.1.0-py3-none-any.whl" "$4/quire-0.1.0.tar.gz" ;;
  "-m venv")
    mkdir -p "$3/bin"
    cp "$0" "$3/bin/python"
    for program in $STUB_PROGRAMS; do
      printf '#!/usr/bin/env bash\\necho "%s $*" >> "$STUB_LOG"\\n' "$program" > "$3/bin/$program"
      chmod +x "$3/bin/$program"
    done ;;
esac
exit 0
"""


def run_check(tmp_path: Path, programs: str) -> subprocess.CompletedProcess[str]:
    python = tmp_path / "python"
    python.write_text(STUB_PYTHON, encoding="utf-8")
    python.chmod(python.stat().st_mode | stat.S_IXUSR)
    env = {
        **os.environ,
        "PYTHON": str(python),
        "DIST": str(tmp_path / "dist"),
        "STUB_PROGRAMS": programs,
        "STUB_LOG": str(tmp_path / "ran.log"),
    }
    return subprocess.run(
        [BASH, str(SCRIPT)], env=env, capture_output=True, text=True, timeout=60, check=False
    )


def test_a_wheel_with_both_commands_passes_and_both_are_run(tmp_path):
    result = run_check(tmp_path, "quire quire-gui")
    assert result.returncode == 0, result.stderr
    assert "wheel ok: quire-0.1.0-py3-none-any.whl" in result.stdout
    ran = (tmp_path / "ran.log").read_text(encoding="utf-8").splitlines()
    assert "quire-gui --smoke-test" in ran
    assert "quire --help" in ran
    assert {"quire --version", "quire-gui --version"} <= set(ran)


@pytest.mark.parametrize("missing", ["quire", "quire-gui"])
def test_a_wheel_without_one_of_the_commands_fails_and_says_which(tmp_path, missing):
    present = "quire-gui" if missing == "quire" else "quire"
    result = run_check(tmp_path, present)
    assert result.returncode == 1
    assert f"the wheel installs no {missing} command" in result.stderr
    assert "wheel ok" not in result.stdout
