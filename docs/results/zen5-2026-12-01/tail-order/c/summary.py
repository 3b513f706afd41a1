#!/usr/bin/env python3
"""Per result file of run.sh, per length and walk: each image's time over libc's, in each
process (run.sh runs three), as `median (lowest-highest)`."""
import glob, re, collections, statistics

for path in sorted(glob.glob('[0-9]-*.txt')):
    runs = collections.defaultdict(list)
    for line in open(path):
        head, _, rest = line.partition(':  ')
        vals = dict(zip(rest.split()[::2], map(float, rest.split()[1::2])))
        runs[head].append(vals)
    print(path)
    for head, vs in runs.items():
        names = [n for n in vs[0] if n != 'libc']
        cells = []
        for n in names:
            r = sorted(v[n] / v['libc'] for v in vs)
            cells.append('%s %.2f (%.2f-%.2f)' % (n, statistics.median(r), r[0], r[-1]))
        print('  %-16s libc %.2f ns; ' % (head, statistics.median(v['libc'] for v in vs)) + ', '.join(cells))
