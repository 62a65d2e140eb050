"""The built app's entry point: the desktop app, or with ``--smoke-test`` its smoke test.

PyInstaller needs a script to start from; this one hands over to :mod:`assistant.gui.app.app`
(``quire PATH`` opens the project at PATH, or the project whose ``project.quire`` manifest
PATH is, as a file manager passes it) or, given ``--smoke-test``, to
:mod:`assistant.gui.app.smoke`, which opens the bundled sample project and quits.
"""

from __future__ import annotations

import sys


def run(argv: list[str]) -> int:
    from assistant.gui.app.smoke import SMOKE_FLAG

    if SMOKE_FLAG in argv[1:]:
        from assistant.gui.app.smoke import main as smoke_main

        return smoke_main([arg for arg in argv if arg != SMOKE_FLAG])
    from assistant.gui.app.app import main
    from assistant.gui.app.desktop import MANIFEST_NAME, project_folder

    args = [str(project_folder(a)) if a.endswith(MANIFEST_NAME) else a for a in argv[1:]]
    return main([argv[0], *args])


if __name__ == "__main__":
    raise SystemExit(run(sys.argv))
