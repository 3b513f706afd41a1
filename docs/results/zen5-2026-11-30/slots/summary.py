#!/usr/bin/env python3
"""Per-variant geometric mean over the 19 distributions of ratio_median (variant / first
variant of the run: glibc in the 8-copy runs), the spread of the copies (max/min - 1), and
copies 7 and 8 against the mean of copies 1-6. Usage: summary.py FILE.csv..."""
import csv, math, sys, collections
for f in sys.argv[1:]:
    r = collections.defaultdict(list)
    for row in csv.DictReader(open(f)):
        if row['ratio_median']:
            r[row['variant']].append(float(row['ratio_median']))
    g = {k: math.exp(sum(map(math.log, v)) / len(v)) for k, v in r.items()}
    ks = list(g)
    cells = ' | '.join('%.4f' % g[k] for k in ks)
    spread = 100 * (max(g.values()) / min(g.values()) - 1)
    extra = ''
    if len(ks) == 8:
        m = math.exp(sum(math.log(g[k]) for k in ks[:6]) / 6)
        extra = ' | %+.1f%% | %+.1f%%' % (100 * (g[ks[6]] / m - 1), 100 * (g[ks[7]] / m - 1))
    print('| %s | %s | %.1f%%%s |' % (f[:-4], cells, spread, extra))
