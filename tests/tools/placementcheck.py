#!/usr/bin/env python3
"""Does valuing all-last by placement (insight/placement.h) agree with what players did?

Finds, in every game of ../shared/records and ../shared/houou, the all-last decisions of a player
not in riichi who faces a threat, analyses each with the expected values (`haifu-cli analyze
--kyoku K --step S`), and counts where the placement's best discard folds while the points'
pushes, or pushes while they fold (`all_last.changes` with a fold/push difference): how often the
player folded or pushed as the placement said. Also prints, over all those decisions, how often
the player's discard was the advice's, the placement's best and the points' best.

    tests/tools/placementcheck.py [--cli build/bin/haifu-cli] [--jobs 2]
"""
import argparse
import collections
import concurrent.futures
import glob
import json
import os
import subprocess
import sys

from agreement import ROOT, SHARED, one_file_per_game


def run(cli, *args):
    out = subprocess.run([cli, 'analyze', *args], capture_output=True, text=True)
    return json.loads(out.stdout) if out.returncode == 0 else None


def all_last_decisions(cli, path):
    """(path, kyoku, step, played tile) of each threatened all-last decision of the game."""
    result = run(cli, path, '--no-ev')
    found = []
    for d in (result or {}).get('decisions', []):
        played = [x['tile'] for x in d['discards'] if x['played']]
        if d.get('all_last') and d['threats'] and not d['in_riichi'] and played \
                and len(d['discards']) > 1:
            found.append((path, d['kyoku'], d['step'], played[0]))
    return found


def judge(cli, decision):
    path, kyoku, step, played = decision
    result = run(cli, path, '--kyoku', str(kyoku), '--step', str(step))
    if not result:
        return None
    d = result['decision']
    a = d['all_last']
    if 'best' not in a:
        return None
    folds = {x['tile']: x.get('fold', False) for x in d['discards']}
    advice = next(x['tile'] for x in d['discards'] if x.get('recommended'))
    out = collections.Counter(decisions=1, advice=advice == played,
                              placement=a['best'] == played, points=a['by_points'] == played)
    ranking_folds, points_fold = folds.get(a['best'], False), folds.get(a['by_points'], False)
    if a['changes'] and ranking_folds != points_fold:
        said = 'fold' if ranking_folds else 'push'
        out[f'placement says {said}'] += 1
        out[f'placement says {said}, the player did'] += folds.get(played, False) == ranking_folds
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--cli', default=os.path.join(ROOT, 'build', 'bin', 'haifu-cli'))
    parser.add_argument('--jobs', type=int, default=2)
    args = parser.parse_args()
    games = one_file_per_game(
        p for p in glob.glob(os.path.join(SHARED, 'records', '**', '*'), recursive=True)
        if os.path.isfile(p) and not p.endswith('.md'))
    games += one_file_per_game(glob.glob(os.path.join(SHARED, 'houou', '*.mjlog')))
    total = collections.Counter()
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        decisions = [d for found in pool.map(lambda p: all_last_decisions(args.cli, p), games)
                     for d in found]
        for counted in pool.map(lambda d: judge(args.cli, d), decisions):
            total.update(counted or {})
    if not total['decisions']:
        sys.exit('no all-last decisions facing a threat (../shared/records, ../shared/houou)')
    n = total['decisions']
    print(f'{n} all-last decisions facing a threat, in {len(games)} games')
    for name in ('advice', 'placement', 'points'):
        print(f'  the player played the {name:<9} best: {100 * total[name] / n:5.1f}%')
    for said in ('push', 'fold'):
        flips = total[f'placement says {said}']
        agreed = total[f'placement says {said}, the player did']
        print(f'  placement says {said} where the points say otherwise: {flips}, '
              f'the player did {agreed}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
