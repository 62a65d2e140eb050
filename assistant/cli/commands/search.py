"""Search a project's documents, as the editor's find bar and the assistant do.

    quire search PATH QUERY [--whole-word] [--case-sensitive] [--regex] [--include-trash]
                            [--limit N] [--json]

Ignores case, accents and curly quotes unless told otherwise, and a space in a phrase
matches any run of spaces or a line break. Each hit names its document's place in the tree.
Exit status: 0 when something was found, 1 when nothing was (as grep does).
"""

from __future__ import annotations

import argparse
import json
import sys

from assistant.cli.common import EXIT_NOT_FOUND, EXIT_OK, load, warn_problems


def _limit(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {value!r}") from None
    if number < 1:
        raise argparse.ArgumentTypeError("must be 1 or more")
    return number


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="PATH", help="project folder")
    parser.add_argument("query", metavar="QUERY", help="text (or pattern, with --regex) to find")
    parser.add_argument("-w", "--whole-word", action="store_true", help="whole words only")
    parser.add_argument("-s", "--case-sensitive", action="store_true",
                        help="match case and accents exactly as typed")
    parser.add_argument("-e", "--regex", action="store_true",
                        help="QUERY is a (Python) regular expression")
    parser.add_argument("--include-trash", action="store_true", help="search the trash too")
    parser.add_argument("-n", "--limit", type=_limit, metavar="N", help="at most N hits")
    parser.add_argument("--json", action="store_true", help="print JSON")


def run(args: argparse.Namespace) -> int:
    from assistant.world.search.engine import SearchOptions, search

    world, problems = load(args.path)
    options = SearchOptions(
        case_sensitive=args.case_sensitive,
        whole_word=args.whole_word,
        regex=args.regex,
        include_trash=args.include_trash,
    )
    hits = search(world, args.query, options, limit=args.limit)
    if args.json:
        print(json.dumps({
            "query": args.query,
            "options": {
                "case_sensitive": options.case_sensitive,
                "whole_word": options.whole_word,
                "regex": options.regex,
                "include_trash": options.include_trash,
            },
            "count": len(hits),
            "hits": [
                {
                    "doc_id": hit.doc_id,
                    "title": hit.title,
                    "path": list(hit.path),
                    "line": hit.line,
                    "start": hit.start,
                    "end": hit.end,
                    "match": world.documents[hit.doc_id].text[hit.start:hit.end],
                    "snippet": hit.snippet,
                    "highlight": list(hit.highlight),
                }
                for hit in hits
            ],
        }, ensure_ascii=False, indent=2))
    else:
        mark = sys.stdout.isatty()
        for hit in hits:
            snippet = hit.snippet
            if mark:  # the hit in bold red, as grep does on a terminal
                start, end = hit.highlight
                snippet = f"{snippet[:start]}\x1b[1;31m{snippet[start:end]}\x1b[0m{snippet[end:]}"
            print(f"{hit.where} [{hit.doc_id}] line {hit.line}: {snippet}")
    warn_problems(problems)
    return EXIT_OK if hits else EXIT_NOT_FOUND
