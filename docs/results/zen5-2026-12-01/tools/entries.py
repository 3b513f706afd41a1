"""Summarise entries.sh outputs: python3 entries.py OUT.csv... For each row (size or
distribution): glibc's ns, then over the eight entry offsets the geometric mean [min-max] of
A/glibc and of B/glibc, and B/A; `*` marks B/glibc above 1.02."""
import collections
import csv
import math
import sys


def gm(xs):
    return math.exp(sum(map(math.log, xs)) / len(xs))


every = []
for f in sys.argv[1:]:
    rows = collections.defaultdict(dict)
    for r in csv.DictReader(open(f)):
        rows[r['row']][r['variant']] = float(r['ns_median'])
    print(f'== {f}: row | glibc ns | A/glibc mean [min-max] | B/glibc mean [min-max] | B/A')
    for name, d in rows.items():
        g = d['glibc']
        a = [d[f'A{e}'] / g for e in range(0, 64, 8)]
        b = [d[f'B{e}'] / g for e in range(0, 64, 8)]
        mark = '*' if gm(b) > 1.02 else ''
        every.append((gm(a), gm(b)))
        print(f'{name[:22]:22} | {g:6.2f} | {gm(a):.3f} [{min(a):.3f}-{max(a):.3f}] | '
              f'{gm(b):.3f} [{min(b):.3f}-{max(b):.3f}] | {gm(b) / gm(a):.3f} {mark}')
if len(sys.argv) > 2:
    for i, name in enumerate('AB'):
        xs = [p[i] for p in every]
        print(f'all {len(xs)} points, {name}/glibc: geometric mean {gm(xs):.3f}, worst {max(xs):.3f}, '
              f'over 1.02: {sum(x > 1.02 for x in xs)}, over 1.10: {sum(x > 1.10 for x in xs)}')
