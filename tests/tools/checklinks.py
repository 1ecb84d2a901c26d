#!/usr/bin/env python3
"""Checks that every link of the documentation leads somewhere.

Reads README.md, the Markdown beside the tests (tests/README.md, tests/bench/README.md) and the
handbook (resources/handbook/<language>/*.md). Each relative link must name a file or folder of
the repository, and a link with #anchor a heading of that file (GitHub's anchors: lower case,
punctuation dropped, spaces as hyphens, repeated headings numbered). Web addresses are not
fetched. Prints each broken link with its file and line; exits 1 when there is one.

    python3 tests/tools/checklinks.py            # from anywhere in the repository
    python3 tests/tools/checklinks.py FILE.md …  # only these files
"""

import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

LINK = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+\"[^\"]*\")?\s*\)")
INLINE_CODE = re.compile(r"`+[^`]*`+")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
EXTERNAL = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")


def documents():
    files = [ROOT / "README.md", ROOT / "tests" / "README.md", ROOT / "tests" / "bench" / "README.md"]
    files += sorted((ROOT / "resources" / "handbook").glob("*/*.md"))
    files += sorted((ROOT / "docs").glob("**/*.md")) if (ROOT / "docs").is_dir() else []
    return [f for f in files if f.is_file()]


def lines_outside_code(text):
    """(line number, line) of the lines that are not in a fenced code block."""
    fenced = False
    for number, line in enumerate(text.splitlines(), 1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if not fenced:
            yield number, line


def slug(heading):
    """GitHub's anchor of a heading."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link: its text
    text = text.replace("`", "").lower()
    kept = []
    for ch in text:
        category = unicodedata.category(ch)
        if ch in "-_ " or category[0] in "LN" or category == "Mn":
            kept.append(ch)
    return "".join(kept).replace(" ", "-")


_anchors = {}


def anchors(path):
    if path not in _anchors:
        seen = {}
        found = set()
        for _, line in lines_outside_code(path.read_text(encoding="utf-8")):
            match = HEADING.match(line)
            if not match:
                continue
            base = slug(match.group(2))
            count = seen.get(base, 0)
            seen[base] = count + 1
            found.add(base if count == 0 else f"{base}-{count}")
        _anchors[path] = found
    return _anchors[path]


def check(path):
    problems = []
    text = path.read_text(encoding="utf-8")
    for number, line in lines_outside_code(text):
        for match in LINK.finditer(INLINE_CODE.sub("", line)):
            target = match.group(1)
            if not target or EXTERNAL.match(target):
                continue
            file_part, _, anchor = target.partition("#")
            destination = (path.parent / file_part).resolve() if file_part else path
            where = f"{path.relative_to(ROOT)}:{number}"
            if ROOT not in destination.parents and destination != ROOT:
                problems.append(f"{where}: {target}: outside the repository")
            elif not destination.exists():
                problems.append(f"{where}: {target}: no such file")
            elif anchor and destination.is_file() and destination.suffix == ".md":
                if anchor not in anchors(destination):
                    problems.append(f"{where}: {target}: no heading #{anchor}")
    return problems


def main(arguments):
    files = [Path(a).resolve() for a in arguments] or documents()
    problems = []
    links = 0
    for path in files:
        problems += check(path)
        links += sum(
            1 for _, line in lines_outside_code(path.read_text(encoding="utf-8"))
            for _ in LINK.finditer(INLINE_CODE.sub("", line)))
    for problem in problems:
        print(problem)
    print(f"{len(files)} files, {links} links, {len(problems)} broken", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
