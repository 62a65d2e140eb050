"""``packaging/system-deps.sh``, the set-up step of ``make run`` and ``make test``, on machines
simulated with stand-in commands: a writer without root or sudo, root on Debian, Fedora and
a system whose package manager Quire does not know."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.paths import REPO

SCRIPT = REPO / "packaging" / "system-deps.sh"
BASH = shutil.which("bash")
OS_RELEASE = {
    "debian": 'ID=debian\nVERSION_ID="12"\n',
    "ubuntu": "ID=ubuntu\nID_LIKE=debian\n",
    "fedora": "ID=fedora\n",
    "arch": "ID=arch\n",
    "other": "ID=plan9\n",
}

pytestmark = pytest.mark.skipif(BASH is None, reason="bash is not installed")


@dataclass
class Machine:
    """A machine made of stand-in commands: who the user is, which packages are installed,
    and a log of every package-manager and sudo call."""

    folder: Path
    uid: int = 1000
    installed: tuple[str, ...] = ()
    sudo: str | None = None  # None: no sudo at all; "refuses": asks for a password
    compiler: bool = True

    def run(self, mode: str, system: str = "debian", **env: str) -> subprocess.CompletedProcess:
        bin_dir = self.folder / "bin"
        bin_dir.mkdir(parents=True, exist_ok=True)
        log = self.folder / "calls.log"
        installed = " ".join(self.installed)
        tools = {
            "id": f'[ "$1" = -u ] && echo {self.uid}',
            "uname": "echo Linux",
            "dpkg-query": f'for p in {installed}; do [ "$p" = "${{@: -1}}" ] && '
            'printf "install ok installed" && exit 0; done; exit 1',
            "rpm": f'for p in {installed}; do [ "$p" = "$2" ] && exit 0; done; exit 1',
            "apt-get": f'echo "apt-get $*" >> {log}',
            "dnf": f'echo "dnf $*" >> {log}',
            "pacman": f'echo "pacman $*" >> {log}',
        }
        if self.sudo is not None:
            refuses = self.sudo == "refuses"
            tools["sudo"] = (
                f'echo "sudo $*" >> {log}; '
                + ('[ "$1" = -n ] && exit 1; ' if refuses else '[ "$1" = -n ] && exit 0; ')
                + '"$@"'
            )
        if self.compiler:
            tools["cc"] = "exit 0"
        for name, body in tools.items():
            path = bin_dir / name
            path.write_text(f"#!{BASH}\n{body}\n", encoding="utf-8")
            path.chmod(0o755)
        release = self.folder / "os-release"
        release.write_text(OS_RELEASE[system], encoding="utf-8")
        environment = {
            "PATH": str(bin_dir),
            "PYTHON": sys.executable,
            "QUIRE_OS_RELEASE": str(release),
            "HOME": str(self.folder),
            **env,
        }
        return subprocess.run(
            [BASH, str(SCRIPT), mode], capture_output=True, text=True, env=environment,
            stdin=subprocess.DEVNULL, timeout=60, check=False,
        )  # fmt: skip

    @property
    def calls(self) -> list[str]:
        log = self.folder / "calls.log"
        return log.read_text(encoding="utf-8").splitlines() if log.exists() else []


def test_a_writer_without_sudo_is_told_what_to_install_and_make_goes_on(tmp_path):
    machine = Machine(tmp_path, installed=("libegl1", "libgl1"))
    result = machine.run("run")
    assert result.returncode == 0
    assert machine.calls == []  # nothing was installed, nobody was asked for a password
    message = result.stderr
    assert "Quire: some system packages are missing." in message
    assert "libxcb-cursor0" in message and "hunspell-de-de" in message
    assert "libegl1" not in message  # installed already
    assert "apt-get install -y " in message
    assert "Carrying on without them." in message


def test_make_run_never_asks_for_the_tests_validators(tmp_path):
    run = Machine(tmp_path / "run").run("run")
    test = Machine(tmp_path / "test").run("test")
    assert "libreoffice" not in run.stderr and "epubcheck" not in run.stderr
    assert "libreoffice-writer-nogui" in test.stderr and "epubcheck" in test.stderr
    assert "the tests' validators" in test.stderr


def test_a_sudo_that_wants_a_password_without_a_terminal_is_not_used(tmp_path):
    machine = Machine(tmp_path, sudo="refuses")
    result = machine.run("run")
    assert result.returncode == 0
    assert machine.calls == ["sudo -n true"]  # asked whether it needs a password, no more
    assert "apt-get install -y " in result.stderr


def test_sudo_without_a_password_installs_what_is_missing(tmp_path):
    machine = Machine(tmp_path, sudo="free", installed=("libegl1",))
    result = machine.run("run")
    assert result.returncode == 0, result.stderr
    installs = [call for call in machine.calls if call.startswith("apt-get install")]
    assert any(call.endswith(" libgl1") for call in installs)
    assert not any(call.endswith(" libegl1") for call in installs)
    assert "sudo apt-get update -qq" in machine.calls


def test_root_installs_and_leaves_out_the_validators_recommended_extras(tmp_path):
    machine = Machine(tmp_path, uid=0)
    assert machine.run("test").returncode == 0
    assert "apt-get install -y -qq --no-install-recommends libreoffice-writer-nogui" in (
        machine.calls
    )
    assert "apt-get install -y -qq libxcb-cursor0" in machine.calls


def test_print_only_installs_nothing_even_as_root(tmp_path):
    machine = Machine(tmp_path, uid=0)
    result = machine.run("run", QUIRE_SYSTEM_DEPS="print")
    assert machine.calls == []
    assert "apt-get install -y " in result.stderr


def test_fedora_hears_fedoras_names(tmp_path):
    machine = Machine(tmp_path)
    result = machine.run("run", system="fedora")
    assert result.returncode == 0
    assert "dnf install -y " in result.stderr
    assert "xcb-util-cursor" in result.stderr and "mesa-libEGL" in result.stderr
    assert "libxcb-cursor0" not in result.stderr  # no Debian name on Fedora


def test_ubuntu_counts_as_debian(tmp_path):
    result = Machine(tmp_path).run("run", system="ubuntu")
    assert "apt-get install -y " in result.stderr


def test_an_unknown_system_gets_the_plain_list(tmp_path):
    machine = Machine(tmp_path, uid=0)
    result = machine.run("run", system="other")
    assert result.returncode == 0
    assert machine.calls == []
    assert "not one Quire knows" in result.stderr and "libxcb-cursor0" in result.stderr


def test_native_says_whether_the_module_can_be_built(tmp_path):
    assert Machine(tmp_path / "cc").run("native").returncode == 0  # and this Python's headers
    assert Machine(tmp_path / "none", compiler=False).run("native").returncode != 0


def test_the_makefile_checks_the_run_set_for_run_and_the_test_set_for_test():
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")
    assert "bash packaging/system-deps.sh run" in makefile
    assert "bash packaging/system-deps.sh test" in makefile
    assert os.access(SCRIPT, os.R_OK)
