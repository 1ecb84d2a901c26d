#!/usr/bin/python3
"""Fit the discard advice's weights (core/insight/advice.h) to the discards players made.

The advice scores each discard of a decision as weights . features and prefers by a softmax
over the discards (a conditional logit). This fits the weights by maximum likelihood (Newton's
method, a small ridge penalty) to the discards played in the records of ../shared/records that
are not Houou games (lobby 00a9); the Houou games (../shared/houou and the 00a9 records) are
kept apart to judge the advice. It prints the weights as the C++ initialiser of kAdviceWeights
and the agreement (strict top-1) on both sets, per situation.

Features come from `haifu-cli analyze --features --no-ev` (the advice at once does not use
expected values), each feature once per situation (see advice.h). With --ev the analyses keep
the expected values, the five EV features of advice.h are added (computed here as the program
computes them) and the weights fitted are kAdviceWeightsWithEv, the advice once the expected
values are in (the analyses then take about half a minute a game). The analyses are cached under
build/advice-fit/.

    /usr/bin/python3 tests/tools/fitadvice.py [--ev] [--cli build/bin/haifu-cli] [--jobs 2]
            [--ridge R] [--write]

Needs numpy (Debian: python3-numpy). A developer's tool: ./dev.sh test does not run it.
"""
import argparse
import concurrent.futures
import glob
import hashlib
import json
import os
import subprocess
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from agreement import (ROOT, SHARED, SITUATIONS, houou_games, one_file_per_game,  # noqa: E402
                       situation)

NAMES = ['shanten back', 'acceptance', 'acceptance back', 'two-step', 'exchanges',
         'guest wind', 'value honour', 'honour gone', 'terminal', '2/8', '3/7', 'lone', 'dora',
         'next to dora', 'pair', 'triplet', 'neighbours', 'gaps', 'suit share', 'deal-in',
         'deal-in far', 'safe when threatened', 'safe far', 'early honour',
         'early terminal', 'just discarded', 'in other rivers', 'other honours',
         'late gone honour', 'few outside', 'dragon', 'pairs left', 'furiten wait',
         'just drawn', 'follows own discard', 'all simples left', 'value pair',
         'open no yaku', 'drawn lone']


SITUATION_NAMES = ['any', 'far', 'tenpai', 'threatened']
WEIGHT_NAMES = [f'{n} ({s})' for s in SITUATION_NAMES for n in NAMES]


def training_games():
    """Records of ../shared/records that are not Houou, one file per game."""
    return one_file_per_game(
        p for p in glob.glob(os.path.join(SHARED, 'records', '**', '*'), recursive=True)
        if os.path.isfile(p) and not p.endswith('.md') and '-00a9-' not in p)


def analyse(cli, path, ev=False):
    cache = os.path.join(ROOT, 'build', 'advice-fit')
    os.makedirs(cache, exist_ok=True)
    with open(cli, 'rb') as f:
        program = hashlib.sha1(f.read()).hexdigest()[:12]
    key = hashlib.sha1(f'{program} {path}{" ev" if ev else ""}'.encode()).hexdigest()[:16]
    out_path = os.path.join(cache, key + '.json')
    if not os.path.exists(out_path):
        args = [cli, 'analyze', path, '--features'] + ([] if ev else ['--no-ev'])
        out = subprocess.run(args, capture_output=True, text=True)
        if out.returncode != 0:
            return path, None
        with open(out_path, 'w') as f:
            f.write(out.stdout)
    with open(out_path) as f:
        return path, json.load(f)


EV_NAMES = ['ev loss', 'ev log ratio', 'win gap', 'tenpai gap', 'ev best']


def ev_features(decision):
    """The EV features of advice.h (adviceEvFeatures), one row per discard, laid out by situation
    (any, far, tenpai, threatened) as the program lays them out."""
    discards = decision['discards']
    ev = np.array([x['ev']['expected_score'] for x in discards])
    win = np.array([x['ev']['win'] for x in discards])
    tenpai = np.array([x['ev']['tenpai'] for x in discards])
    best = ev.max()
    base = np.stack([(ev - best) / 1000,
                     np.log((np.maximum(ev, 0) + 200) / (max(best, 0) + 200)),
                     win - max(win.max(), 0), tenpai - max(tenpai.max(), 0),
                     (ev == best).astype(float)], axis=1)
    hand = min(x['shanten'] for x in discards)
    holds = [True, hand >= 2, hand == 0, bool(decision['threats'])]
    return np.hstack([base * float(h) for h in holds])


def decisions_of(result, ev=False):
    """(features matrix, index of the played discard, situation) per counted decision."""
    for d in result['decisions']:
        discards = d['discards']
        if d.get('in_riichi') or len(discards) < 2:
            continue
        played = [i for i, x in enumerate(discards) if x['played']]
        if not played:
            continue
        x = np.array([x['features'] for x in discards], dtype=float)
        if ev:
            x = np.hstack([x, ev_features(d)])
        yield x, played[0], situation(d)


CALL_NAMES = ['shanten gain', 'acceptance gain', 'value honour pon', 'yaku in sight',
              'opens hand', 'dora taken', 'chi', 'kan', 'far before', 'reaches tenpai',
              'earliness', 'facing riichi', 'bias']


def calls_of(result):
    """(features matrix, index of what the seat did, 'called' or 'passed') per call chance."""
    for d in result.get('calls', []):
        if not d['known']:
            continue
        options = d['options']
        played = [i for i, x in enumerate(options) if x['played']]
        yield (np.array([x['features'] for x in options], dtype=float), played[0],
               'passed' if played[0] == 0 else 'called')


def load_calls(cli, paths, jobs):
    data = []
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        for path, result in pool.map(lambda p: analyse(cli, p), paths):
            if result is not None:
                data.extend(calls_of(result))
    return data


def load(cli, paths, jobs, ev=False):
    data = []
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        for path, result in pool.map(lambda p: analyse(cli, p, ev), paths):
            if result is None:
                print(f'{path}: not analysed, left out', file=sys.stderr)
                continue
            data.extend(decisions_of(result, ev))
    return data


def log_likelihood(data, w, ridge):
    total = -0.5 * ridge * float(w @ w)
    for x, y, _ in data:
        s = x @ w
        top = s.max()
        total += s[y] - top - np.log(np.exp(s - top).sum())
    return total


def fit(data, ridge, active):
    """Newton's method with step halving (the penalised likelihood never goes down)."""
    w = np.zeros(len(active))
    current = log_likelihood(data, w, ridge)
    for _ in range(50):
        grad = -ridge * w
        hess = -ridge * np.eye(len(w))
        for x, y, _ in data:
            s = x @ w
            p = np.exp(s - s.max())
            p /= p.sum()
            mean = p @ x
            grad += x[y] - mean
            xc = x - mean
            hess -= (xc * p[:, None]).T @ xc
        grad *= active
        h = hess[np.ix_(active, active)]
        step = np.zeros_like(w)
        step[active] = np.linalg.solve(h, -grad[active])
        for _ in range(30):
            trial = log_likelihood(data, w + step, ridge)
            if trial >= current - 1e-9:
                break
            step /= 2
        w += step
        improved = trial - current
        current = trial
        if np.abs(step).max() < 1e-6 or improved < 1e-7:
            break
    return w


def agreement(data, w, situations=SITUATIONS):
    counts = {s: [0, 0] for s in situations}
    for x, y, where in data:
        counts[where][0] += 1
        counts[where][1] += int(np.argmax(x @ w) == y)
    return counts


def report(title, counts):
    total = [sum(c[i] for c in counts.values()) for i in range(2)]
    print(title)
    for name in list(counts) + ['all']:
        n, agree = total if name == 'all' else counts[name]
        if n:
            print(f'  {name:<14}{n:>7} decisions {100 * agree / n:6.1f}%')


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--cli', default=os.path.join(ROOT, 'build', 'bin', 'haifu-cli'))
    parser.add_argument('--jobs', type=int, default=2)
    parser.add_argument('--ridge', type=float, default=3.0)
    parser.add_argument('--write', action='store_true',
                        help='write the weights into core/insight/advice.cpp')
    parser.add_argument('--ev', action='store_true',
                        help='fit kAdviceWeightsWithEv (the advice with the expected values)')
    args = parser.parse_args()
    train = load(args.cli, training_games(), args.jobs, args.ev)
    test = load(args.cli, houou_games(), args.jobs, args.ev)
    if not train or not test:
        sys.exit('no records found (../shared/records, ../shared/houou)')
    names = WEIGHT_NAMES + ([f'{n} ({s})' for s in SITUATION_NAMES for n in EV_NAMES]
                            if args.ev else [])
    width = train[0][0].shape[1]
    if width != len(names):
        sys.exit(f'the program gives {width} features, this script names {len(names)}')
    w = fit(train, args.ridge, np.ones(width, dtype=bool))
    for name, value in zip(names, w):
        print(f'  {name:<34}{value:9.4f}')
    lines = []
    for s, situation in enumerate(SITUATION_NAMES):
        row = w[s * len(NAMES):(s + 1) * len(NAMES)]
        lines.append(f'    // {situation}')
        for i in range(0, len(row), 8):
            lines.append('    ' + ' '.join(f'{v:.4f},' for v in row[i:i + 8]))
    if args.ev:
        row = w[len(WEIGHT_NAMES):]
        lines.append('    // expected values: any, far, tenpai, threatened')
        for i in range(0, len(row), 10):
            lines.append('    ' + ' '.join(f'{v:.4f},' for v in row[i:i + 10]))
        head = ('const std::array<double, kAdviceWeightCount + kAdviceEvWeightCount> '
                'kAdviceWeightsWithEv{')
    else:
        head = 'const std::array<double, kAdviceWeightCount> kAdviceWeights{'
    initialiser = head + '\n' + '\n'.join(lines) + '\n};\n'
    print(initialiser)
    if args.write:
        write_weights('advice.cpp', head, initialiser)
    report(f'fitted on {len(train)} decisions (not Houou):', agreement(train, w))
    report(f'Houou games, {len(test)} decisions (not fitted on):', agreement(test, w))
    if args.ev:
        return 0  # the call weights are fitted without --ev

    calls_train = load_calls(args.cli, training_games(), args.jobs)
    calls_test = load_calls(args.cli, houou_games(), args.jobs)
    wc = fit(calls_train, args.ridge, np.ones(len(CALL_NAMES), dtype=bool))
    for name, value in zip(CALL_NAMES, wc):
        print(f'  {name:<34}{value:9.4f}')
    initialiser = ('const std::array<double, kCallFeatureCount> kCallWeights{\n    '
                   + ' '.join(f'{v:.4f},' for v in wc) + '\n};\n')
    print(initialiser)
    split = ['passed', 'called']
    report(f'call chances fitted on ({len(calls_train)}):', agreement(calls_train, wc, split))
    report(f'call chances of the Houou games ({len(calls_test)}, not fitted on):',
           agreement(calls_test, wc, split))
    if args.write:
        write_weights('calladvice.cpp', 'const std::array<double, kCallFeatureCount> kCallWeights{',
                      initialiser)
    return 0


def write_weights(name, head, initialiser):
    source = os.path.join(ROOT, 'core', 'insight', name)
    with open(source, encoding='utf-8') as f:
        text = f.read()
    begin = text.index(head)
    end = text.index('};\n', begin) + 3
    with open(source, 'w', encoding='utf-8') as f:
        f.write(text[:begin] + initialiser + text[end:])


if __name__ == '__main__':
    sys.exit(main())
