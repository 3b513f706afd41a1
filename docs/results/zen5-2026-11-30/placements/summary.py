"""Tables of raw/ (run.sh): per point, code placements K and variant order, the per-process
paired ratio row/glibc (each process's median ns of row over its median ns of glibc, read
from the JSON's ns_per_run), median [min, max] over the processes; per invocation (5
processes) and over all invocations. Usage: python3 summary.py"""
import glob, json, os, statistics as st

HERE = os.path.dirname(os.path.abspath(__file__))
POINTS = [('rot', '1000', '1000 B aligned rotating', 1.043), ('mishot', '2047', '2047 B misaligned hot', 1.029),
          ('rot', '3000', '3000 B aligned rotating', 1.024), ('alhot', '500', '500 B aligned hot', 1.020)]


def ratios(path, row):
    g = json.load(open(path))['groups'][0]
    r = next(r for r in g['rows'] if r['label'] == row)
    cell = {c['variant']: c['ns_per_run'] for c in r['cells']}
    return [a / b for a, b in zip(cell['row'], cell['glibc'])]


def fmt(v):
    return '%.3f [%.3f, %.3f]' % (st.median(v), min(v), max(v))


print('point | final6 (tune check) | K | order | all processes: median [min, max] | invocation medians')
for name, row, label, f6 in POINTS:
    for k in (1, 3, 8):
        for order in ('gr', 'rg'):
            files = sorted(glob.glob(os.path.join(HERE, 'raw', '%s-k%d-%s-*.json' % (name, k, order))))
            per = [ratios(f, row) for f in files]
            every = [x for p in per for x in p]
            inv = ' '.join('%.3f' % st.median(p) for p in per)
            print('%s | %.3f | %d | %s | %s (%d) | %s' % (label, f6, k, order, fmt(every), len(every), inv))
    for k in (1, 3, 8):
        files = sorted(glob.glob(os.path.join(HERE, 'raw', '%s-k%d-*.json' % (name, k))))
        every = [x for f in files for x in ratios(f, row)]
        print('%s | | %d | both | %s (%d)' % (label, k, fmt(every), len(every)))
