"""What the screenshot scripts share: waiting for the app, saving a picture small, and an app
set up as a writer's would be (English plurals, the event loop the assistant needs, a settings
folder of its own).

The scripts import it as a sibling module (``import shots``): Python puts a script's own folder
first on its path.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from assistant.agent.config.settings import Settings, save_settings  # noqa: E402

SAMPLE = ROOT / "assistant" / "resources" / "sample"
OUT = ROOT / "docs" / "screenshots"


def wait(milliseconds: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


def wait_until(condition: Callable[[], object], limit_ms: int = 20_000) -> None:
    waited = 0
    while not condition():
        wait(50)
        waited += 50
        if waited > limit_ms:
            raise TimeoutError("the scripted turn did not get there")


def in_256_colours(target: Path) -> Path:
    """``target`` again in 256 colours (a third of the size, the same picture)."""
    subprocess.run(["convert", str(target), "-strip", "-dither", "None", "-colors", "256",
                    f"PNG8:{target}"], check=True)  # fmt: skip
    return target


def save(widget: QWidget, name: str) -> Path:
    """``widget`` as ``docs/screenshots/<name>``, in 256 colours."""
    target = OUT / name
    widget.grab().save(str(target))
    return in_256_colours(target)


@contextmanager
def app_for_shots(settings: Settings) -> Iterator[Path]:
    """The app, in English, with the assistant's event loop and ``settings`` in a settings
    folder of its own; yields a scratch folder, removed afterwards."""
    import qasync

    from assistant.gui.app.i18n import TranslationSet, compile_translations

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Quire")
    compile_translations()
    TranslationSet().install("en")  # English's plural forms
    asyncio.set_event_loop(qasync.QEventLoop(app))
    with tempfile.TemporaryDirectory() as folder:
        workdir = Path(folder)
        os.environ["QUIRE_CONFIG_DIR"] = str(workdir / "config")
        save_settings(settings)
        yield workdir
