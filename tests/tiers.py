"""How hard the heavy tests try: their full count of random cases under ``make test-full``,
a fifth of it under ``make test``. The same properties are checked either way, on fewer
cases in the everyday run.

The tier is the hypothesis settings profile, chosen by ``HYPOTHESIS_PROFILE`` (``default``
when unset; ``full`` for the full counts); ``tests/conftest.py`` loads it before any test
module is imported, so that ``@settings(max_examples=examples(500))`` reads the right one.
"""

from __future__ import annotations

import os

from hypothesis import settings

DEFAULT = "default"
FULL = "full"
SHARE = 5
"""The default run tries one case in this many of the full count."""
LEAST = 10
"""No heavy test tries fewer cases than this."""


def load_profile() -> str:
    """Register both profiles and load the one ``HYPOTHESIS_PROFILE`` names."""
    settings.register_profile(DEFAULT)
    settings.register_profile(FULL)
    name = os.environ.get("HYPOTHESIS_PROFILE", DEFAULT)
    settings.load_profile(name)
    return name


def full_run() -> bool:
    return settings.get_current_profile_name() == FULL


def examples(full: int) -> int:
    """``full`` in the full run; a fifth of it (at least :data:`LEAST`) in the default one."""
    return full if full_run() else max(LEAST, full // SHARE)
