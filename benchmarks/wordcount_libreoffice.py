"""Quire's word count against LibreOffice Writer's, on plain-text files you give it.

LibreOffice (``soffice``, installed by ``packaging/system-deps.sh test``) opens each file
headless as UTF-8 text and saves it as ODT; the count it keeps in the document's statistics
(``meta.xml``) is compared with :func:`assistant.world.wordcount.count_words` of the same
text. Prints one row a file and the difference in per cent (``--json`` for the rows)::

    python benchmarks/wordcount_libreoffice.py BOOK.txt [BOOK.txt …] [--json]

``docs/WORDCOUNT.md`` holds the table for public-domain novels in six languages.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from assistant.world.wordcount import count_words

TEXT_FILTER = "Text (encoded):UTF8,LF,,"


def libreoffice_counts(paths: list[Path], soffice: str = "soffice") -> dict[Path, int]:
    """LibreOffice's word count of each file, read from the ODT it saves."""
    with tempfile.TemporaryDirectory(prefix="quire-wordcount-") as temp:
        work = Path(temp)
        profile = (work / "profile").as_uri()
        subprocess.run(
            [soffice, f"-env:UserInstallation={profile}", "--headless",
             f"--infilter={TEXT_FILTER}", "--convert-to", "odt", "--outdir", str(work),
             *map(str, paths)],
            check=True, capture_output=True, timeout=1800,
        )  # fmt: skip
        counts = {}
        for path in paths:
            with zipfile.ZipFile(work / f"{path.stem}.odt") as odt:
                meta = odt.read("meta.xml").decode("utf-8")
            found = re.search(r'meta:word-count="(\d+)"', meta)
            counts[path] = int(found.group(1)) if found else 0
        return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    if soffice is None:
        print("LibreOffice (soffice) is not installed", file=sys.stderr)
        return 2
    theirs = libreoffice_counts(args.files, soffice)
    rows = []
    for path in args.files:
        ours = count_words(path.read_text(encoding="utf-8"))
        difference = (ours - theirs[path]) / theirs[path] * 100 if theirs[path] else 0.0
        rows.append({"file": path.name, "quire": ours, "libreoffice": theirs[path],
                     "difference_percent": round(difference, 3)})
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    print(f"{'file':<40} {'Quire':>10} {'LibreOffice':>12} {'difference':>11}")
    for row in rows:
        print(f"{row['file']:<40} {row['quire']:>10,} {row['libreoffice']:>12,} "
              f"{row['difference_percent']:>+10.3f}%")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
