"""Tables of raw/ (run.sh). Usage: python3 summary.py entry [TAG] | dists [TAG...].

entry: per layout and size, each offset's ratio to glibc (the median of the per-run paired
ratios) for the row (eN, 16-byte blocks) and block_align=64 (aN); then per family the
spread across offsets (max - min), the mean and the worst, and offset 0.
dists: per CSV, the geometric mean over the distributions of each variant's ratio_median,
and the geometric mean of b64 / row (ns medians), with the worst distribution."""
import csv, glob, math, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, 'raw')
OFFSETS = [0, 8, 16, 24, 32, 40, 48, 56]


def read(path):
    out = {}
    for r in csv.DictReader(open(path)):
        out.setdefault(r['row'], {})[r['variant']] = (
            float(r['ratio_median']) if r['ratio_median'] else 1.0, float(r['ns_median']))
    return out


def gmean(xs):
    return math.exp(sum(map(math.log, xs)) / len(xs))


def entry(tag='entry'):
    for path in sorted(glob.glob(os.path.join(RAW, tag + '-*.csv'))):
        name = os.path.basename(path)[len(tag) + 1:-4]
        rows = read(path)
        for size in sorted(rows, key=int):
            r = rows[size]
            print('%-20s %5s glibc %5.1f ns' % (name, size, r['glibc'][1]))
            for fam, label in (('e', 'row (16)'), ('a', 'block_align=64'), ('b', 'block_align=32'),
                               ('n', '16, long NOPs')):
                if fam + '0' not in r:
                    continue
                xs = [r['%s%d' % (fam, o)][0] for o in OFFSETS]
                print('   %-15s %s | spread %.3f mean %.3f worst %.3f at 0 %.3f' % (
                    label, ' '.join('%.3f' % x for x in xs), max(xs) - min(xs),
                    sum(xs) / len(xs), max(xs), xs[0]))


def dists(tags):
    for tag in tags:
        for path in [os.path.join(RAW, '%s-%s.csv' % (tag, p)) for p in ('aligned', 'random')]:
            if not os.path.exists(path):
                continue
            rows = read(path)
            vs = [v for v in next(iter(rows.values())) if v != 'glibc']
            g = {v: gmean([rows[d][v][0] for d in rows]) for v in vs}
            rel = {d: rows[d]['b64'][1] / rows[d]['row'][1] for d in rows}
            worst = max(rel, key=rel.get)
            best = min(rel, key=rel.get)
            print('%-28s %s | b64/row %.4f (worst %s %.3f, best %s %.3f)' % (
                os.path.basename(path)[:-4], '  '.join('%s/base %.4f' % (v, g[v]) for v in vs),
                gmean(list(rel.values())), os.path.basename(worst), rel[worst],
                os.path.basename(best), rel[best]))


if __name__ == '__main__':
    what = sys.argv[1] if len(sys.argv) > 1 else 'entry'
    if what == 'entry':
        entry(*sys.argv[2:3])
    else:
        dists(sys.argv[2:] or ['dists', 'dists-rev', 'aocl', 'aocl-rev'])
