"""How often the quotation check is wrong, on the adversarial set of ``quote_cases``: false
verified (a changed, misplaced or misattributed quotation marked verified) and false not
found (a genuine quotation not verified), by language and by kind.

    python benchmarks/run_quote_truth.py

Goals (issue 35): false verified 0%, false not found at most 5%.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from quote_cases import run_cases


def main() -> int:
    judged = run_cases()
    genuine = [j for j in judged if j.case.genuine]
    wrong = [j for j in judged if not j.case.genuine]
    false_verified = [j for j in wrong if j.wrong]
    false_not_found = [j for j in genuine if j.wrong]
    languages = Counter(j.case.language for j in judged)
    print(f"{len(judged)} cases ({len(genuine)} genuine, {len(wrong)} wrong) in "
          + ", ".join(f"{lang} {count}" for lang, count in sorted(languages.items())))
    print(f"false verified:  {len(false_verified)}/{len(wrong)} "
          f"({100 * len(false_verified) / len(wrong):.1f}%, goal 0%)")
    print(f"false not found: {len(false_not_found)}/{len(genuine)} "
          f"({100 * len(false_not_found) / len(genuine):.1f}%, goal ≤ 5%)")
    verdicts = Counter((j.case.kind, j.verdict) for j in wrong)
    print("wrong cases by kind and verdict:")
    for (kind, verdict), count in sorted(verdicts.items()):
        print(f"  {kind:28} {verdict:15} {count}")
    for j in (*false_verified, *false_not_found):
        print(f"MISSED [{j.case.language}/{j.case.book}] {j.case.kind}: {j.verdict}: "
              f"{j.case.answer}")
    return 0 if not false_verified and len(false_not_found) <= 0.05 * len(genuine) else 1


if __name__ == "__main__":
    raise SystemExit(main())
