#!/usr/bin/env python3
"""How often Haifu's recommended discard is the one strong players chose.

Runs `haifu-cli analyze` over Tenhou Houou hanchan (the games of ../shared/houou and the lobby
00a9 games of ../shared/records) and counts, at every decision of a player not in riichi with
more than one distinct discard, whether the engine's first discard (its recommendation; ties are
broken by the engine's own order, so no credit for ties) is the tile the player discarded. The
same is counted for a one-line rule, as a yardstick: lowest shanten, then most tiles accepted,
then the outermost tile (terminals and honours first).

Prints the agreement per situation: calm (nobody threatens), facing a riichi, facing an open
hand that threatens (no riichi), right after the player's own call.

With --mortal REPORT (a mjai-reviewer JSON report, ../shared/reviews), compares instead with
Mortal's choice at every reviewed discard of the reviewed player: the report's game is written
out as MJAI and analysed, and each reviewed discard is matched to Haifu's decision with the same
tiles in hand.

    tests/tools/agreement.py [--cli build/bin/haifu-cli] [--jobs 2] [--json FILE] [RECORD...]
    tests/tools/agreement.py --mortal ../shared/reviews/REPORT.json
    (--ev: the advice once the expected values are in, about half a minute a game)
"""
import argparse
import concurrent.futures
import glob
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHARED = os.path.join(os.path.dirname(ROOT), 'shared')
SITUATIONS = ['calm', 'riichi', 'open threat', 'after a call']


def one_file_per_game(paths):
    """A game kept as XML and as tenhou.net/6 JSON counts once (the XML)."""
    chosen = {}
    for p in paths:
        stem = os.path.splitext(os.path.basename(p))[0]
        if stem not in chosen or p.endswith(('.xml', '.mjlog')):
            chosen[stem] = p
    return sorted(chosen.values())


def houou_games():
    paths = sorted(glob.glob(os.path.join(SHARED, 'houou', '*.mjlog')))
    paths += sorted(p for p in glob.glob(os.path.join(SHARED, 'records', '**', '*'), recursive=True)
                    if '-00a9-' in os.path.basename(p) and os.path.isfile(p))
    return one_file_per_game(paths)


def analyze(cli, path, ev=False):
    out = subprocess.run([cli, 'analyze', path] + ([] if ev else ['--no-ev']),
                         capture_output=True, text=True)
    if out.returncode != 0:
        return path, None, out.stderr.strip()
    return path, json.loads(out.stdout), ''


def outermost(tile):
    """Terminals and honours first, then 2/8, 3/7, then the middle (smaller is outer)."""
    number, suit = tile[0], tile[-1]
    if suit == 'z':
        return 0
    n = 5 if number == '0' else int(number)
    return min(n, 10 - n)


def rule_pick(discards):
    return min(discards, key=lambda d: (d['shanten'], -d['ukeire'], outermost(d['tile'])))


def situation(decision):
    if decision.get('after_call'):
        return 'after a call'
    kinds = {t['kind'] for t in decision['threats']}
    if 'riichi' in kinds:
        return 'riichi'
    if kinds:
        return 'open threat'
    return 'calm'


HONOURS = {'E': '1z', 'S': '2z', 'W': '3z', 'N': '4z', 'P': '5z', 'F': '6z', 'C': '7z'}


def mjai_code(pai):
    if pai in HONOURS:
        return HONOURS[pai]
    return '0' + pai[1] if pai.endswith('r') else pai


def compare_with_mortal(cli, report_path, ev=False):
    import tempfile
    with open(report_path, encoding='utf-8') as f:
        report = json.load(f)
    seat = report['player_id']
    with tempfile.NamedTemporaryFile('w', suffix='.mjson', delete=False) as log:
        for event in report['mjai_log']:
            log.write(json.dumps(event) + '\n')
    try:
        out = subprocess.run([cli, 'analyze', log.name, '--seat', str(seat)]
                             + ([] if ev else ['--no-ev']), capture_output=True, text=True)
    finally:
        os.unlink(log.name)
    if out.returncode != 0:
        sys.exit(f'{report_path}: {out.stderr.strip()}')
    decisions = {}
    for d in json.loads(out.stdout)['decisions']:
        decisions.setdefault(d['kyoku'], []).append(d)
    counts = {s: [0, 0] for s in SITUATIONS}
    for index, kyoku in enumerate(report['review']['kyokus']):
        ours, at = decisions.get(index, []), 0
        for entry in kyoku['entries']:
            if entry['expected']['type'] != 'dahai' or entry['actual']['type'] != 'dahai':
                continue
            hand = {mjai_code(t) for t in entry['state']['tehai']}
            while at < len(ours) and {x['tile'] for x in ours[at]['discards']} != hand:
                at += 1
            if at == len(ours):
                break
            d = ours[at]
            at += 1
            if d.get('in_riichi') or len(d['discards']) < 2:
                continue
            advised = next(x for x in d['discards'] if x.get('recommended'))
            c = counts[situation(d)]
            c[0] += 1
            c[1] += advised['tile'] == mjai_code(entry['expected']['pai'])
    print(f'{report_path}: Haifu against Mortal ({report["review"].get("model_tag", "?")})')
    print(f'{"situation":<14}{"decisions":>10}{"agree":>9}')
    total = [sum(counts[s][i] for s in SITUATIONS) for i in range(2)]
    for name in SITUATIONS + ['all']:
        n, agree = total if name == 'all' else counts[name]
        if n:
            print(f'{name:<14}{n:>10}{100 * agree / n:>8.1f}%')
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--cli', default=os.path.join(ROOT, 'build', 'bin', 'haifu-cli'))
    parser.add_argument('--jobs', type=int, default=2)
    parser.add_argument('--json', help='write the counts here too')
    parser.add_argument('--mortal', help='a mjai-reviewer JSON report to compare with instead')
    parser.add_argument('--ev', action='store_true',
                        help='the advice once the expected values are in (about half a minute '
                             'a game) instead of the advice at once')
    parser.add_argument('records', nargs='*')
    args = parser.parse_args()
    if args.mortal:
        return compare_with_mortal(args.cli, args.mortal, args.ev)
    records = args.records or houou_games()
    if not records:
        sys.exit('no Houou games found (../shared/houou, ../shared/records)')
    counts = {s: [0, 0, 0] for s in SITUATIONS}  # decisions, engine agrees, rule agrees
    calls = {'passed': [0, 0, 0], 'called': [0, 0, 0]}  # chances, advice agrees, always pass
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for path, result, error in pool.map(lambda p: analyze(args.cli, p, args.ev), records):
            if result is None:
                sys.exit(f'{path}: {error}')
            for d in result['decisions']:
                discards = d['discards']
                if d.get('in_riichi') or len(discards) < 2:
                    continue
                if not any(x['played'] for x in discards):
                    continue
                c = counts[situation(d)]
                c[0] += 1
                c[1] += next(x for x in discards if x.get('recommended', x is discards[0]))['played']
                c[2] += rule_pick(discards)['played']
            for d in result.get('calls', []):
                if not d['known']:
                    continue
                options = d['options']
                did = next(i for i, x in enumerate(options) if x['played'])
                c = calls['passed' if did == 0 else 'called']
                c[0] += 1
                c[1] += options[did]['recommended']
                c[2] += did == 0
    total = [sum(counts[s][i] for s in SITUATIONS) for i in range(3)]
    print(f'{len(records)} Houou games')
    print(f'{"situation":<14}{"decisions":>10}{"Haifu":>9}{"rule":>9}')
    for name in SITUATIONS + ['all']:
        n, engine, rule = total if name == 'all' else counts[name]
        if n:
            print(f'{name:<14}{n:>10}{100 * engine / n:>8.1f}%{100 * rule / n:>8.1f}%')
    print('at a call (a seat that could chi, pon or kan the discard):')
    print(f'{"the player":<14}{"chances":>10}{"Haifu":>9}{"pass":>9}')
    all_calls = [sum(calls[s][i] for s in calls) for i in range(3)]
    for name in ['passed', 'called', 'all']:
        n, engine, never = all_calls if name == 'all' else calls[name]
        if n:
            print(f'{name:<14}{n:>10}{100 * engine / n:>8.1f}%{100 * never / n:>8.1f}%')
    if args.json:
        with open(args.json, 'w', encoding='utf-8') as f:
            json.dump({'games': len(records), 'situations': counts, 'all': total, 'calls': calls},
                      f, indent=1)
    return 0


if __name__ == '__main__':
    sys.exit(main())
