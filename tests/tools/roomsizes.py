#!/usr/bin/env python3
"""Keeps the rooms small: no C++ file in app/ over 800 lines, no QML file over 500,
no function in app/ or core/ over 120 lines. Prints what is over and exits 1; with --list,
prints the largest of each kind and exits 0.

Functions are found by their braces (a body that opens after a parameter list); string and
character literals and // comments are skipped. Generated tables are not in these folders.
"""
import os
import re
import sys

FILE_LIMIT = {'.cpp': 800, '.h': 800, '.qml': 500}
FUNCTION_LIMIT = 120
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def sources(folder, endings):
    for base, _, names in os.walk(os.path.join(ROOT, folder)):
        for name in sorted(names):
            if name.endswith(endings):
                yield os.path.join(base, name)


def code_only(line):
    line = re.sub(r'"(\\.|[^"\\])*"', '""', line)
    line = re.sub(r"'(\\.|[^'\\])*'", "''", line)
    return line.split('//')[0]


def functions(path):
    lines = open(path, encoding='utf-8', errors='replace').read().split('\n')
    depth, start, start_depth = 0, None, 0
    opener = re.compile(r'\)\s*(const)?\s*(noexcept)?\s*(override)?\s*(->[^{]*)?(:[^{]*)?\{')
    for i, raw in enumerate(lines):
        for ch in code_only(raw):
            if ch == '{':
                if start is None and depth <= 1:
                    before = ' '.join(code_only(l) for l in lines[max(0, i - 3):i + 1])
                    if opener.search(before) and not re.search(
                            r'\b(namespace|class|struct|enum)\b[^;{]*\{\s*$', code_only(raw)):
                        start, start_depth = i, depth
                depth += 1
            elif ch == '}':
                depth -= 1
                if start is not None and depth == start_depth:
                    j = start
                    while j > 0 and '(' not in lines[j]:
                        j -= 1
                    yield i - start + 1, j + 1, lines[j].strip()[:80]
                    start = None


def main():
    listing = '--list' in sys.argv
    over = []
    files = [(p, sum(1 for _ in open(p, encoding='utf-8', errors='replace')))
             for p in list(sources('app', ('.cpp', '.h'))) + list(sources('qml', ('.qml',)))]
    for path, count in files:
        limit = FILE_LIMIT[os.path.splitext(path)[1]]
        if count > limit:
            over.append(f'{os.path.relpath(path, ROOT)}: {count} lines (limit {limit})')
    funcs = [(n, f'{os.path.relpath(p, ROOT)}:{line} {sig}')
             for folder in ('app', 'core') for p in sources(folder, ('.cpp', '.h'))
             for n, line, sig in functions(p)]
    for n, where in funcs:
        if n > FUNCTION_LIMIT:
            over.append(f'{where}: a function of {n} lines (limit {FUNCTION_LIMIT})')
    if listing:
        print('largest files:')
        for path, count in sorted(files, key=lambda f: -f[1])[:8]:
            print(f'  {count:5d} {os.path.relpath(path, ROOT)}')
        print('longest functions:')
        for n, where in sorted(funcs, key=lambda f: -f[0])[:8]:
            print(f'  {n:5d} {where}')
        return 0
    for line in over:
        print(line)
    return 1 if over else 0


if __name__ == '__main__':
    sys.exit(main())
