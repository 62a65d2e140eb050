"""The built app's entry point, shared by its two programs: ``quire-gui`` and ``quire``.

PyInstaller needs a script to start from; both programs of the folder start here and are told
apart by their own name. ``quire`` is the command line (:mod:`assistant.cli`). ``quire-gui``
hands over to :mod:`assistant.gui.app.app` (``quire-gui PATH`` opens the project at PATH, or
the project whose ``project.quire`` manifest PATH is, as a file manager passes it) or, given
``--smoke-test``, to :mod:`assistant.gui.app.smoke`, which opens the bundled sample project
and quits.
"""

from __future__ import annotations

import sys
from pathlib import Path

CLI_NAME = "quire"
"""The command line's program; every other name (``quire-gui``) starts the desktop app."""


def program_name(executable: str) -> str:
    """The program's name without folder or ``.exe``, as the launcher compares it."""
    return Path(executable).stem.lower()


def run(argv: list[str], program: str = "quire-gui") -> int:
    if program == CLI_NAME:
        from assistant.cli import main as cli_main

        return cli_main(argv[1:])
    from assistant.gui.app.smoke import SMOKE_FLAG

    if SMOKE_FLAG in argv[1:]:
        from assistant.gui.app.smoke import main as smoke_main

        return smoke_main([arg for arg in argv if arg != SMOKE_FLAG])
    from assistant.gui.app.app import main
    from assistant.gui.app.desktop import MANIFEST_NAME, project_folder

    args = [str(project_folder(a)) if a.endswith(MANIFEST_NAME) else a for a in argv[1:]]
    return main([argv[0], *args])


if __name__ == "__main__":
    # sys.executable is the program itself in a built app, even when started through a link
    raise SystemExit(run(sys.argv, program_name(sys.executable)))
