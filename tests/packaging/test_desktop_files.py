"""The Linux desktop files, the icons and the install script: valid by the freedesktop tools
(when installed; packaging/system-deps.sh installs them), and agreeing with each other and
with the app about the id, the file type, the licence and the version."""

from __future__ import annotations

import configparser
import os
import shutil
import struct
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage, QImageReader

import assistant
from assistant.gui.app.desktop import APP_ID, ICON_SIZES
from assistant.world.storage.store import MANIFEST
from tests.paths import REPO

ROOT = REPO
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
MIME = LINUX / f"{APP_ID}.xml"
HICOLOR = LINUX / "icons" / "hicolor"
APP_ICONS = ROOT / "assistant" / "resources" / "icons"
PYINSTALLER = ROOT / "packaging" / "pyinstaller"
MIME_TYPE = "application/x-quire-project"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def needs(command: str) -> str:
    found = shutil.which(command)
    if found is None:
        pytest.skip(f"{command} is not installed (packaging/system-deps.sh installs it)")
    return found


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, capture_output=True, text=True, timeout=60, check=False)


def desktop_entry(path: Path = DESKTOP) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_file_is_valid():
    result = run(needs("desktop-file-validate"), str(DESKTOP))
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip() == ""  # no warnings or hints either


def test_metainfo_is_valid_even_pedantically():
    result = run(needs("appstreamcli"), "validate", "--no-net", "--pedantic", str(METAINFO))
    assert result.returncode == 0, result.stdout + result.stderr
    # The one pedantic note accepted: the id's capital letter, as in most reverse-DNS ids.
    notes = [line for line in result.stdout.splitlines() if line[:2] in ("E:", "W:", "I:", "P:")]
    assert all("cid-contains-uppercase-letter" in line for line in notes), result.stdout


def test_mime_database_maps_the_manifest_to_quire(tmp_path):
    update = needs("update-mime-database")
    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copy(MIME, packages)
    result = run(update, str(tmp_path / "mime"))
    assert result.returncode == 0, result.stderr
    globs = (tmp_path / "mime" / "globs2").read_text(encoding="utf-8").splitlines()
    assert f"80:{MIME_TYPE}:{MANIFEST}" in globs
    icons = (tmp_path / "mime" / "icons").read_text(encoding="utf-8")
    assert f"{MIME_TYPE}:{APP_ID}" in icons


def test_the_files_agree_on_id_file_type_licence_and_version():
    entry = desktop_entry()
    assert entry["Icon"] == APP_ID
    assert entry["MimeType"].rstrip(";").split(";") == [MIME_TYPE]
    assert entry["Exec"].split()[0] == "quire-gui"

    meta = ET.parse(METAINFO).getroot()
    assert meta.findtext("id") == APP_ID
    assert meta.findtext("launchable") == DESKTOP.name
    assert meta.findtext("icon") == APP_ID
    assert meta.findtext("provides/mediatype") == MIME_TYPE
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert meta.findtext("project_license") == pyproject["project"]["license"]
    assert meta.find("releases/release").get("version") == assistant.__version__
    scripts = {*pyproject["project"]["scripts"], *pyproject["project"]["gui-scripts"]}
    assert {b.text for b in meta.findall("provides/binary")} <= scripts

    mime = ET.parse(MIME).getroot().find(f"{MIME_NS}mime-type")
    assert mime.get("type") == MIME_TYPE
    assert [g.get("pattern") for g in mime.findall(f"{MIME_NS}glob")] == [MANIFEST]
    assert mime.find(f"{MIME_NS}icon").get("name") == APP_ID


def test_icons_exist_at_every_size_and_the_app_has_the_same_files(qapp):
    svg = HICOLOR / "scalable" / "apps" / f"{APP_ID}.svg"
    assert (APP_ICONS / "quire.svg").read_bytes() == svg.read_bytes()
    for size in ICON_SIZES:
        themed = HICOLOR / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        image = QImage(str(themed))
        assert (image.width(), image.height()) == (size, size), themed
        assert image.hasAlphaChannel()
        assert (APP_ICONS / f"quire-{size}.png").read_bytes() == themed.read_bytes()


def test_windows_and_macos_icon_files_hold_every_size(qapp):
    reader = QImageReader(str(PYINSTALLER / "quire.ico"))
    sizes = []
    for index in range(reader.imageCount()):
        reader.jumpToImage(index)
        sizes.append(reader.read().width())
    assert sizes == [16, 24, 32, 48, 64, 128, 256]

    data = (PYINSTALLER / "quire.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    kinds, offset = [], 8
    while offset < len(data):
        kinds.append(data[offset : offset + 4])
        offset += struct.unpack(">I", data[offset + 4 : offset + 8])[0]
    assert offset == len(data)
    assert {b"ic07", b"ic08", b"ic09", b"ic10"} <= set(kinds)


def test_install_script_installs_a_valid_entry_and_uninstalls(tmp_path):
    prefix = tmp_path / "a prefix"
    program = tmp_path / "My Apps" / "quire"
    env = {**os.environ, "HOME": str(tmp_path)}
    script = str(LINUX / "install.sh")
    result = subprocess.run(
        ["bash", script, "--prefix", str(prefix), "--exec", str(program)],
        capture_output=True, text=True, env=env, timeout=60, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    share = prefix / "share"
    installed = share / "applications" / DESKTOP.name
    entry = desktop_entry(installed)
    assert entry["Exec"] == f'"{program}" %f'
    assert entry["TryExec"] == str(program)
    assert (share / "metainfo" / METAINFO.name).is_file()
    assert (share / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png").is_file()
    if shutil.which("desktop-file-validate"):
        assert run("desktop-file-validate", str(installed)).returncode == 0
    if shutil.which("update-mime-database"):
        assert f"{MIME_TYPE}:{MANIFEST}" in (share / "mime" / "globs2").read_text()

    result = subprocess.run(
        ["bash", script, "--prefix", str(prefix), "--uninstall"],
        capture_output=True, text=True, env=env, timeout=60, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert not installed.exists()
    assert not list((share / "icons").rglob("*.png"))
    if shutil.which("update-mime-database"):
        assert MIME_TYPE not in (share / "mime" / "globs2").read_text()


def test_install_script_refuses_a_program_path_it_cannot_quote(tmp_path):
    result = subprocess.run(
        ["bash", str(LINUX / "install.sh"), "--prefix", str(tmp_path), "--exec", "/a/$HOME/q"],
        capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert result.returncode == 2
    assert not (tmp_path / "share").exists()
