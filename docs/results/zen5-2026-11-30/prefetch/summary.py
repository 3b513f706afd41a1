"""Geometric means of the per-distribution median paired ratios in the ab CSVs here, and
pf0 against row per distribution (the ratio of the two ratios, same baseline)."""
import csv, math, sys
def load(f):
    r = {}
    for x in csv.DictReader(open(f)):
        if x['ratio_median']:
            r[(x['row'], x['variant'])] = float(x['ratio_median'])
    return r
def gm(v):
    return math.exp(sum(map(math.log, v)) / len(v))
for base in ['glibc', 'aocl']:
    for p in ['aligned', 'random']:
        r = load(f'{base}-{p}.csv')
        rows = sorted({k[0] for k in r})
        row = [r[(d, 'row')] for d in rows]
        pf = [r[(d, 'pf0')] for d in rows]
        rel = [b / a for a, b in zip(row, pf)]
        worst = max(zip(pf, rows))
        best = min(zip(rel, rows)); bad = max(zip(rel, rows))
        print(f'{base:5} {p:7}: row {gm(row):.3f}  pf0 {gm(pf):.3f}  pf0/row {gm(rel):.3f} '
              f'[{best[0]:.3f} {best[1]}, {bad[0]:.3f} {bad[1]}]  worst pf0 {worst[0]:.3f} {worst[1]}')
        if '-v' in sys.argv:
            for d, a, b in zip(rows, row, pf):
                print(f'    {d:24} row {a:.3f}  pf0 {b:.3f}  pf0/row {b/a:.3f}')
