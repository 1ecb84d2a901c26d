#!/usr/bin/env python3
"""The map of Haifu's feature folders: prints each folder of app/ and qml/ with its files
and lines, and fails (exit 1) when
  * a file lies in app/ or qml/ outside a known folder (app/CMakeLists.txt, qml/CMakeLists.txt and
    qml/Main.qml, the module's entry, are the only files at the top),
  * a C++ class in app/ declares more than MAX_PROPERTIES Q_PROPERTYs (an object one view wide
    has a few; a page-wide one is a bag of them),
  * a test has no feature label (tests/features.cmake): every tst_*.cpp and tst_*.qml, and, given
    a build folder, every test ctest knows,
  * a comment in app/, qml/, core/ or tests/ names the issue it came from (an issue number in brackets): a
    comment says why the code is so; the history says when.
    tests/tools/featuremap.py [BUILD_DIR]
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MAX_PROPERTIES = 25

# What the user sees (the pages and what is around them), then what several features share.
FEATURES = ['shell', 'viewer', 'insight', 'review', 'stats', 'editor', 'library', 'quiz', 'lessons', 'club',
            'club/tournament', 'settings', 'shared']
# app/ only: the layers under the features and the programs beside the app.
LAYERS = ['common', 'formats', 'storage', 'reports', 'network', 'mjai', 'cli', 'demo', 'probe', 'pch']
QML_SHARED = ['controls']
TOP_FILES = {'app': {'CMakeLists.txt'}, 'qml': {'CMakeLists.txt', 'Main.qml'}}


def files_under(folder):
    for base, dirs, names in os.walk(os.path.join(ROOT, folder)):
        dirs.sort()
        for name in sorted(names):
            yield os.path.relpath(os.path.join(base, name), ROOT)


def lines_of(path):
    with open(os.path.join(ROOT, path), encoding='utf-8', errors='replace') as f:
        return sum(1 for _ in f)


def folder_of(path, top, known):
    """The known folder of `path` (the longest that holds it), or None."""
    rel = os.path.relpath(path, top)
    parts = rel.split(os.sep)[:-1]
    for n in range(len(parts), 0, -1):
        if '/'.join(parts[:n]) in known:
            return '/'.join(parts[:n])
    return None


def check_tree(problems):
    table = []
    for top, known in (('app', FEATURES + LAYERS), ('qml', FEATURES + QML_SHARED)):
        counts = {}
        for path in files_under(top):
            rel = os.path.relpath(path, top)
            if os.sep not in rel:
                if rel not in TOP_FILES[top]:
                    problems.append(f'{path}: a file at the top of {top}/ (put it in a feature folder)')
                continue
            folder = folder_of(path, top, known)
            if folder is None:
                problems.append(f'{path}: not in a feature folder of {top}/ '
                                f'({", ".join(known)})')
                continue
            if path.endswith(('.cpp', '.h', '.qml', '.txt')):
                files, lines = counts.get(folder, (0, 0))
                counts[folder] = (files + 1, lines + lines_of(path))
        for folder in known:
            if folder in counts:
                table.append((f'{top}/{folder}', *counts[folder]))
    width = max(len(name) for name, _, _ in table)
    print(f'{"folder":<{width}}  files   lines')
    for name, files, lines in table:
        print(f'{name:<{width}}  {files:5}  {lines:6}')


def code_only(text):
    text = re.sub(r'/\*.*?\*/', '', text, flags=re.S)
    text = re.sub(r'//[^\n]*', '', text)
    return re.sub(r'"(\\.|[^"\\\n])*"', '""', text)


def check_properties(problems):
    opener = re.compile(r'\b(class|struct)\s+(\w+)\s*(final\s*)?(:[^;{]*)?\{')
    for path in files_under('app'):
        if not path.endswith('.h'):
            continue
        text = code_only(open(os.path.join(ROOT, path), encoding='utf-8').read())
        for m in opener.finditer(text):
            depth, i = 1, m.end()
            while depth and i < len(text):
                depth += {'{': 1, '}': -1}.get(text[i], 0)
                i += 1
            count = len(re.findall(r'\bQ_PROPERTY\s*\(', text[m.end():i]))
            if count > MAX_PROPERTIES:
                problems.append(f'{path}: class {m.group(2)} has {count} properties '
                                f'(at most {MAX_PROPERTIES}: give each view its own object)')


def labelled_tests():
    text = open(os.path.join(ROOT, 'tests', 'features.cmake'), encoding='utf-8').read()
    features = re.search(r'set\(HAIFU_FEATURES ([^)]*)\)', text).group(1).split()
    names = {}
    for m in re.finditer(r'set\(HAIFU_FEATURE_(\w+)\s([^)]*)\)', text):
        for name in m.group(2).split():
            names.setdefault(name, []).append(m.group(1))
    return features, names


def check_labels(problems, build_dir):
    features, names = labelled_tests()
    for path in files_under('tests'):
        base = os.path.basename(path)
        if base == 'tst_qml.cpp':
            continue  # the runner of the tst_*.qml files
        if re.fullmatch(r'tst_\w+\.(cpp|qml)', base) and base.rsplit('.', 1)[0] not in names:
            problems.append(f'{path}: the test has no feature label (tests/features.cmake)')
    if not build_dir:
        return
    shown = subprocess.run(['ctest', '--test-dir', build_dir, '--show-only=json-v1'],
                           capture_output=True, text=True, check=True).stdout
    for test in json.loads(shown)['tests']:
        labels = []
        for prop in test.get('properties', []):
            if prop['name'] == 'LABELS':
                labels = prop['value']
        if test['name'].startswith('pgserver_'):
            continue  # the server fixture, not a test
        if not set(labels) & set(features):
            problems.append(f'ctest {test["name"]}: no feature label (labels: {labels})')


def check_comments(problems):
    issue = re.compile(r'(//|/\*|\*|#).*\bissue \d+', re.I)
    for top in ('app', 'qml', 'core', 'tests'):
        for path in files_under(top):
            if not path.endswith(('.cpp', '.h', '.qml', '.py', '.cmake', '.txt')) \
                    or path.startswith('tests/data/'):
                continue
            with open(os.path.join(ROOT, path), encoding='utf-8', errors='replace') as f:
                for number, line in enumerate(f, 1):
                    if issue.search(line):
                        problems.append(f'{path}:{number}: a comment names an issue; say why instead')


def main():
    build_dir = sys.argv[1] if len(sys.argv) > 1 else None
    if build_dir and not os.path.exists(os.path.join(build_dir, 'CTestTestfile.cmake')):
        sys.exit(f'{build_dir}: not a configured build folder')
    problems = []
    check_tree(problems)
    check_properties(problems)
    check_labels(problems, build_dir)
    check_comments(problems)
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
