"""Runtime hook of the built app: Enchant finds the Hunspell dictionaries the bundle carries.

Enchant's Hunspell provider looks for dictionaries in a ``hunspell`` folder of each data
folder of ``XDG_DATA_DIRS`` (after the writer's own ``~/.config/enchant/hunspell``). The bundle
carries en_US, en_GB, es_ES, de_DE, fr and nb_NO in ``share/hunspell`` beside its libraries,
so this hook adds that ``share`` folder at the end of the list, before anything loads Enchant:
the system's dictionaries still come first where it has them, and the bundled ones fill in
what it lacks. PyInstaller runs the hook before the program's own script, in both programs.
"""

from __future__ import annotations

import os
import sys
from collections.abc import MutableMapping
from pathlib import Path

UNIX_DEFAULT = "/usr/local/share:/usr/share"
"""What XDG_DATA_DIRS means when it is unset (the XDG base directory specification)."""


def add_bundled_dictionaries(
    environ: MutableMapping[str, str], bundle: str, platform: str = sys.platform
) -> None:
    """Add ``bundle``/share to the data folders of ``environ``, after the ones it names."""
    share = str(Path(bundle) / "share")
    if not bundle or not (Path(share) / "hunspell").is_dir():
        return  # built without dictionaries: nothing to add
    current = environ.get("XDG_DATA_DIRS") or ("" if platform == "win32" else UNIX_DEFAULT)
    folders = [folder for folder in current.split(os.pathsep) if folder]
    if share not in folders:
        environ["XDG_DATA_DIRS"] = os.pathsep.join([*folders, share])


if getattr(sys, "frozen", False):
    add_bundled_dictionaries(os.environ, getattr(sys, "_MEIPASS", ""))
