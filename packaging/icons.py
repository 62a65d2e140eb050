"""Render Quire's icon from its SVG into every file the desktops and installers need.

    .venv/bin/python packaging/icons.py          # or: make icons

The one source is ``packaging/linux/icons/hicolor/scalable/apps/io.github.quire.Quire.svg``.
From it this writes, with Qt's SVG renderer (so it runs the same on Linux, Windows and macOS):

- ``packaging/linux/icons/hicolor/<N>x<N>/apps/io.github.quire.Quire.png`` (freedesktop theme
  layout, installed as is on Linux);
- ``assistant/resources/icons/quire.svg`` and ``…/quire-<N>.png`` (the app's window icon,
  inside the package, so in the wheel and the PyInstaller build);
- ``packaging/pyinstaller/quire.ico`` (Windows: 16 to 256 pixels, PNG-compressed entries) and
  ``packaging/pyinstaller/quire.icns`` (macOS: 16 to 1024 pixels, PNG entries).
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parents[1]
APP_ID = "io.github.quire.Quire"
HICOLOR = ROOT / "packaging" / "linux" / "icons" / "hicolor"
SOURCE = HICOLOR / "scalable" / "apps" / f"{APP_ID}.svg"
APP_ICONS = ROOT / "assistant" / "resources" / "icons"
PYINSTALLER = ROOT / "packaging" / "pyinstaller"

SIZES = (16, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size (the @2x types reuse the larger images).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def render(renderer: QSvgRenderer, size: int) -> bytes:
    """The icon as PNG bytes, ``size`` pixels square."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon file holding one PNG-compressed image per size (Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = 6 + 16 * len(pngs)
    entries, images = b"", b""
    for size, png in sorted(pngs.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in the directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        images += png
        offset += len(png)
    return header + entries + images


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon file with PNG elements (read by macOS 10.7 and later)."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    print(f"wrote {path.relative_to(ROOT)} ({len(data)} bytes)")


def main() -> int:
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"cannot read {SOURCE}", file=sys.stderr)
        return 1
    wanted = set(SIZES) | set(ICO_SIZES) | {size for _kind, size in ICNS_TYPES}
    pngs = {size: render(renderer, size) for size in sorted(wanted)}
    for size in SIZES:
        write(HICOLOR / f"{size}x{size}" / "apps" / f"{APP_ID}.png", pngs[size])
        write(APP_ICONS / f"quire-{size}.png", pngs[size])
    APP_ICONS.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE, APP_ICONS / "quire.svg")
    print(f"wrote {(APP_ICONS / 'quire.svg').relative_to(ROOT)}")
    write(PYINSTALLER / "quire.ico", ico({size: pngs[size] for size in ICO_SIZES}))
    write(PYINSTALLER / "quire.icns", icns(pngs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
