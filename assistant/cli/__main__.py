"""``python -m assistant.cli``: the ``quire`` command line, without its installed script."""

from __future__ import annotations

import sys

from assistant.cli import main

if __name__ == "__main__":
    sys.exit(main())
