"""Test setup shared by every test: Qt runs offscreen, nothing touches the real user folders."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
