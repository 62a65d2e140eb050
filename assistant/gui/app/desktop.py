"""Quire's identity on the desktop: its name, its icon, and the id the desktop knows it by.

One reverse-DNS id, :data:`APP_ID`, names the Linux desktop file
(``io.github.quire.Quire.desktop``), its AppStream metadata, the icon in the icon theme, the
Windows AppUserModelID (so the taskbar groups Quire's windows under Quire's icon rather than
Python's) and the macOS bundle. The window icon and the sample project are the package's own
data (:mod:`assistant.resources`), in a wheel and in the PyInstaller build alike.
"""

from __future__ import annotations

import logging
import os
import shutil
import sys
from pathlib import Path
from typing import Any

import platformdirs
from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication, QIcon

import assistant
from assistant import resources

log = logging.getLogger(__name__)

APP_ID = "io.github.quire.Quire"
APP_NAME = "Quire"
ORGANIZATION_NAME = "Quire"
ORGANIZATION_DOMAIN = "quire.github.io"
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)
MANIFEST_NAME = "project.quire"
SAMPLE_FOLDER_NAME = "Sample Project"
"""The writer's copy of the bundled sample project, in their data folder."""


SAMPLE_SOURCE = resources.sample_dir()
"""The bundled sample project, opened (as the writer's own copy) when Quire first starts."""


def data_dir() -> Path:
    """Where Quire keeps the writer's copy of the sample (``QUIRE_DATA_DIR`` overrides it)."""
    override = os.environ.get("QUIRE_DATA_DIR")
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir("quire", appauthor=False))


def sample_copy(destination: Path | None = None, source: Path = SAMPLE_SOURCE) -> Path:
    """The writer's copy of the sample project, made from the bundled one if missing."""
    destination = destination or data_dir() / SAMPLE_FOLDER_NAME
    if (destination / "project.quire").is_file():
        return destination
    if not (source / "project.quire").is_file():
        raise FileNotFoundError(f"the bundled sample project is missing at {source}")
    destination.parent.mkdir(parents=True, exist_ok=True)
    shutil.copytree(
        source, destination, ignore=shutil.ignore_patterns(".quire"), dirs_exist_ok=True
    )
    log.info("copied the sample project to %s", destination)
    return destination


def icons_dir() -> Path:
    return resources.icons_dir()


def icon_files(folder: Path | None = None) -> dict[int, Path]:
    """The window icon's PNG files that exist, by pixel size."""
    folder = folder or icons_dir()
    found = {size: folder / f"quire-{size}.png" for size in ICON_SIZES}
    return {size: path for size, path in found.items() if path.is_file()}


def app_icon(folder: Path | None = None) -> QIcon:
    """Quire's icon at every size it is drawn at (an empty icon when the files are missing)."""
    icon = QIcon()
    files = icon_files(folder)
    for size, path in files.items():
        icon.addFile(str(path), QSize(size, size))
    if not files:
        log.warning("no icon files in %s", folder or icons_dir())
    return icon


def set_app_user_model_id(
    app_id: str = APP_ID, *, platform: str | None = None, shell32: Any = None
) -> bool:
    """On Windows, tell the shell which app this process is (taskbar grouping, pinning and
    the icon shown there); elsewhere do nothing. True when the id was set."""
    if (platform or sys.platform) != "win32":
        return False
    try:
        if shell32 is None:
            import ctypes

            shell32 = ctypes.windll.shell32  # type: ignore[attr-defined]
        result = shell32.SetCurrentProcessExplicitAppUserModelID(app_id)
    except (AttributeError, OSError):
        log.warning("could not set the AppUserModelID", exc_info=True)
        return False
    if result != 0:  # an HRESULT: 0 is S_OK
        log.warning("SetCurrentProcessExplicitAppUserModelID returned %#x", result & 0xFFFFFFFF)
        return False
    return True


def apply_desktop_identity(app: QGuiApplication) -> QIcon:
    """Name the application, tie it to its desktop file and set its window icon.

    Call once, right after the application object is made and before any window is shown.
    Returns the icon set.
    """
    set_app_user_model_id()
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(assistant.__version__)
    app.setOrganizationName(ORGANIZATION_NAME)
    app.setOrganizationDomain(ORGANIZATION_DOMAIN)
    app.setDesktopFileName(APP_ID)
    icon = app_icon()
    if not icon.isNull():
        app.setWindowIcon(icon)
    return icon


def project_folder(argument: str | Path) -> Path:
    """The project folder for a path given on the command line.

    A file manager opening a project (its ``project.quire`` manifest, the file type Quire
    registers) passes the manifest's path; the project is the folder holding it.
    """
    path = Path(argument).expanduser()
    if path.name == MANIFEST_NAME and path.is_file():
        return path.parent
    return path
