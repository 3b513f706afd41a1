#!/usr/bin/env python3
"""Tables of run-sizes.sh and run-dists.sh: per layout and working set, the geometric mean of
each variant's median ratio to glibc over the sizes (both variant orders: their geometric
mean), the points more than 2% slower than glibc, the worst; and asc/row per size where the
two orders agree that it moved by more than 2%."""
import csv, glob, math, collections

def load(path):
    d = collections.defaultdict(dict)
    for r in csv.DictReader(open(path)):
        if r['ratio_median']:
            d[r['row']][r['variant']] = float(r['ratio_median'])
    return d

def gm(xs):
    xs = list(xs)
    return math.exp(sum(map(math.log, xs)) / len(xs))

def table(kind, keys):
    print('| %s | row / glibc | asc / glibc | asc / row | points > 1.02 of glibc: row, asc | worst: row, asc | asc/row moved > 2%% in both orders |' % kind)
    print('|---|---|---|---|---|---|---|')
    for key in keys:
        a, b = load(f'{key}-ra.csv'), load(f'{key}-ar.csv')
        rows = [k for k in a if k in b]
        both = {k: {v: gm([a[k][v], b[k][v]]) for v in ('row', 'asc')} for k in rows}
        g = {v: gm(both[k][v] for k in rows) for v in ('row', 'asc')}
        over = {v: sum(both[k][v] > 1.02 for k in rows) for v in ('row', 'asc')}
        worst = {v: max((both[k][v], k) for k in rows) for v in ('row', 'asc')}
        moved = []
        for k in rows:
            x, y = a[k]['asc'] / a[k]['row'], b[k]['asc'] / b[k]['row']
            if (x > 1.02 and y > 1.02) or (x < 0.98 and y < 0.98):
                moved.append('%s %.2f' % (k, gm([x, y])))
        print('| %s | %.3f | %.3f | %.3f | %d, %d | %.2f (%s), %.2f (%s) | %s |' % (
            key.split('-', 1)[1], g['row'], g['asc'], g['asc'] / g['row'], over['row'], over['asc'],
            worst['row'][0], worst['row'][1], worst['asc'][0], worst['asc'][1], ', '.join(moved) or '-'))
    print()

table('sizes: layout, working set', [f[:-7] for f in sorted(glob.glob('sizes-*-ra.csv'))])
table('distributions: placement', [f[:-7] for f in sorted(glob.glob('dists-*-ra.csv'))])
