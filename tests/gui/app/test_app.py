"""Starting the app from the command line."""

from __future__ import annotations

import os
import subprocess
import sys


def test_help_needs_no_display() -> None:
    env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
    env["QT_QPA_PLATFORM"] = "xcb"  # would fail to start without a display
    done = subprocess.run(
        [sys.executable, "-c",
         "import sys; from assistant.gui.app.app import main; sys.exit(main())", "--help"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: quire-gui")
