"""What the native module built from ``_fold.c`` offers (see
:mod:`assistant.world.search.native`); the pure-Python twins are in ``textfold.py`` and
``findall.py``."""

from collections.abc import Callable

class Folder:
    """Folds texts with ``fold_code(code point) -> str``, each code point's fold asked for
    once and kept."""

    def __init__(self, fold_code: Callable[[int], str]) -> None: ...
    def fold(self, text: str | bytes, /) -> str: ...
    def fold_units(
        self, text: str | bytes, /
    ) -> tuple[str, tuple[tuple[int, int, int, int], ...]]: ...

def find_all(
    texts: list[str], needle: str, overlapping: bool, /
) -> list[tuple[int, list[tuple[int, int]]]]: ...
