"""Screenshots of writing in Quire: a character made from the menu and from the tree, Settings
without a keyring, the project-wide search, the window at 1024×700, and the inspector.

Run under a virtual X server, so that the real window system draws windows and menus::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/writing.py

Menus are open in some pictures, so the whole screen is captured (ImageMagick's ``import``)
and cropped to the window. Saves PNG files in ``docs/screenshots``.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import keyring  # noqa: E402
import keyring.backend  # noqa: E402
import keyring.errors  # noqa: E402
import qasync  # noqa: E402
from PySide6.QtCore import QEventLoop, QPoint, QSettings, QTimer  # noqa: E402
from PySide6.QtGui import QContextMenuEvent  # noqa: E402
from PySide6.QtWidgets import QApplication, QMenu, QWidget  # noqa: E402

from assistant.agent.config.settings import Settings, save_settings  # noqa: E402
from assistant.gui.app.i18n import TranslationSet, compile_translations  # noqa: E402
from assistant.gui.project.project_tree import kind_key  # noqa: E402
from assistant.gui.settings.dialog import SettingsDialog  # noqa: E402
from assistant.gui.window.controller import ProjectController  # noqa: E402
from assistant.gui.window.main_window import MainWindow  # noqa: E402
from assistant.world.model import EntityKind  # noqa: E402

SAMPLE = ROOT / "assistant" / "resources" / "sample"
OUT = ROOT / "docs" / "screenshots"
TOLL_HOUSE = "d-0afb7cc2a9"
CHAPTER_5 = "d-5285907503"


class NoKeyring(keyring.backend.KeyringBackend):
    """A desktop without a keyring service, as the issue found it."""

    priority = 1  # type: ignore[assignment]

    def get_password(self, service: str, username: str) -> str | None:
        raise keyring.errors.NoKeyringError("no keyring service is running")

    def set_password(self, service: str, username: str, password: str) -> None:
        raise keyring.errors.NoKeyringError("no keyring service is running")

    def delete_password(self, service: str, username: str) -> None:
        raise keyring.errors.NoKeyringError("no keyring service is running")


def wait(milliseconds: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


def shoot_screen(widget: QWidget, name: str, *, margin: int = 0) -> Path:
    """The screen where ``widget``'s window is (menus included), cropped to the window."""
    wait(300)
    window = widget.window()
    frame = window.frameGeometry()
    target = OUT / name
    crop = (
        f"{frame.width() + 2 * margin}x{frame.height() + 2 * margin}"
        f"+{max(0, frame.x() - margin)}+{max(0, frame.y() - margin)}"
    )
    subprocess.run(
        ["import", "-window", "root", "-crop", crop, "+repage", "-strip",
         "-dither", "None", "-colors", "256", f"PNG8:{target}"],  # a third of the size
        check=True,
    )  # fmt: skip
    return target


def open_window(workdir: Path, name: str, width: int = 1400, height: int = 860) -> MainWindow:
    project = workdir / name / "The Long Map"
    shutil.copytree(SAMPLE, project, ignore=shutil.ignore_patterns(".quire"))
    controller = ProjectController()
    settings = QSettings(str(workdir / name / "window.ini"), QSettings.Format.IniFormat)
    window = MainWindow(controller, settings)
    window.resize(width, height)
    window.move(0, 0)
    window.show()
    window.files.open_project(project)
    wait(300)
    return window


def show_menu_then(menu: QMenu, position: QPoint, then) -> None:
    """Pop ``menu`` up at ``position``; ``then(menu)`` runs while it is open."""
    QTimer.singleShot(500, lambda: then(menu))
    menu.exec(position)


def character_from_menu(workdir: Path) -> list[Path]:
    window = open_window(workdir, "menu")
    shots: list[Path] = []
    project_menu = window.menus.project_menu
    entity_menu = next(a.menu() for a in project_menu.actions() if a.menu() is not None)
    bar = window.menuBar()
    project_action = next(a for a in bar.actions() if a.menu() is project_menu)

    def open_submenu(_menu: QMenu) -> None:
        project_menu.setActiveAction(entity_menu.menuAction())
        entity_menu.popup(project_menu.mapToGlobal(
            project_menu.actionGeometry(entity_menu.menuAction()).topRight()
        ))
        QTimer.singleShot(300, lambda: entity_menu.setActiveAction(entity_menu.actions()[0]))
        QTimer.singleShot(700, shoot_and_choose)

    def shoot_and_choose() -> None:
        shots.append(shoot_screen(window, "new-character-menu.png"))
        entity_menu.actions()[0].trigger()  # New Character, as the writer clicks it
        project_menu.close()

    position = bar.mapToGlobal(bar.actionGeometry(project_action).bottomLeft())
    show_menu_then(project_menu, position, open_submenu)
    wait(600)
    shots.append(shoot_screen(window, "new-character-from-menu.png"))
    window.controller.save()
    window.close()
    return shots


def character_from_tree(workdir: Path) -> list[Path]:
    window = open_window(workdir, "tree")
    tree = window.tree
    tree.select_key(kind_key(EntityKind.CHARACTER))
    index = tree.tree_model.index_of(kind_key(EntityKind.CHARACTER))
    point = tree.visualRect(index).center()
    shots: list[Path] = []

    def shoot_and_choose() -> None:
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        menu.setActiveAction(menu.actions()[0])
        wait(200)
        shots.append(shoot_screen(window, "new-character-tree-menu.png"))
        menu.actions()[0].trigger()
        menu.close()

    QTimer.singleShot(600, shoot_and_choose)
    event = QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, point, tree.viewport().mapToGlobal(point)
    )
    QApplication.sendEvent(tree.viewport(), event)
    wait(600)
    shots.append(shoot_screen(window, "new-character-from-tree.png"))
    window.controller.save()
    window.close()
    return shots


def settings_without_keyring(workdir: Path) -> list[Path]:
    keyring.set_keyring(NoKeyring())
    save_settings(Settings(provider="openai", model="gpt-4o-mini"))
    window = open_window(workdir, "settings", 1100, 760)
    dialog = SettingsDialog(window)
    dialog.show()
    dialog.move(window.x() + 200, window.y() + 60)
    wait(300)
    dialog.connection.key_edit.setText("sk-proj-EXAMPLE-ONLY-9f2c")
    dialog.app_rows.language_combo.setCurrentIndex(dialog.app_rows.language_combo.findData("en"))
    dialog.save()
    wait(500)
    shots = [shoot_screen(window, "settings-without-keyring.png")]
    if dialog.key_notice is not None:
        dialog.key_notice.close()
    again = SettingsDialog(window)  # opened again: the key is there, for this session
    again.show()
    again.move(window.x() + 200, window.y() + 60)
    shots.append(shoot_screen(window, "settings-key-for-this-session.png"))
    again.reject()
    window.close()
    return shots


def project_search(workdir: Path) -> Path:
    window = open_window(workdir, "search")
    window.show_project_search(replace=True)
    panel = window.project_search
    panel.find_field.setText("mara")
    panel.replace_field.setText("Maren")
    panel.search_now()
    while panel.is_searching():
        wait(50)
    first = panel.results.topLevelItem(1).child(0)
    panel.results.setCurrentItem(first)
    panel._on_item_activated(first)
    wait(400)
    target = shoot_screen(window, "project-search.png")
    window.close()
    return target


def small_window(workdir: Path) -> Path:
    window = open_window(workdir, "small", 1024, 700)
    window.tabs.open(TOLL_HOUSE, pinned=True)
    window.tabs.open(CHAPTER_5, pinned=True)
    wait(400)
    target = shoot_screen(window, "window-1024x700.png")
    window.close()
    return target


def inspector(workdir: Path) -> Path:
    window = open_window(workdir, "inspector")
    window.tabs.open(TOLL_HOUSE, pinned=True)
    window.focus_inspector()
    wait(400)
    target = shoot_screen(window, "inspector.png")
    window.close()
    return target


def main() -> int:
    if not os.environ.get("DISPLAY"):
        print("run under xvfb-run (see the module doc)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as folder:
        workdir = Path(folder)
        os.environ["QUIRE_CONFIG_DIR"] = str(workdir / "config")
        for name in ("QUIRE_PROVIDER", "QUIRE_MODEL", "QUIRE_BASE_URL", "QUIRE_API_KEY"):
            os.environ.pop(name, None)
        app = QApplication(sys.argv)
        compile_translations()
        TranslationSet().install("en")  # English's plural forms ("5 house rules")
        loop = qasync.QEventLoop(app, already_running=False)
        asyncio.set_event_loop(loop)
        shots = [
            *character_from_menu(workdir),
            *character_from_tree(workdir),
            *settings_without_keyring(workdir),
            project_search(workdir),
            small_window(workdir),
            inspector(workdir),
        ]
        for shot in shots:
            print(shot.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
