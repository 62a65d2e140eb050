"""The sample project with private material marked by hand on disk, as a writer would: two
notes (``private: true`` in their front matter), a whole entity, and a single field of
another."""

from __future__ import annotations

import shutil
from pathlib import Path

from tests.paths import SAMPLE

OPEN_QUESTIONS = "d-0829076c08"
RESEARCH = "d-0bc651e702"
OAKES = "e-868cf961eb"
ODA = "e-93575fc692"
PRIVATE_FIELD = "Family"
FIELD_VALUE = "Widow of Anders Brännvik; grandmother of Pim"
QUESTION_SENTENCE = "Who else could have done it?"


def _mark(path: Path, line: str) -> None:
    """``line`` added as the last line of the file's front matter."""
    text = path.read_text("utf-8")
    head, end, body = text[4:].partition("\n---\n")
    path.write_text(f"---\n{head}\n{line}{end}{body}", "utf-8")


def private_sample(root: Path) -> Path:
    """A copy of the sample at ``root`` with its private marks."""
    shutil.copytree(SAMPLE, root, ignore=shutil.ignore_patterns(".quire"))
    for doc_id in (OPEN_QUESTIONS, RESEARCH):
        _mark(next((root / "documents").glob(f"*-{doc_id}.md")), "private: true")
    _mark(next((root / "entities").glob(f"*-{OAKES}.md")), "private: true")
    _mark(next((root / "entities").glob(f"*-{ODA}.md")),
          f'private_fields: ["{PRIVATE_FIELD}"]')  # fmt: skip
    return root
