"""Tables of raw/ (run.sh): per grid point every variant / glibc, median [min, max] of the
per-run paired ratios across 5 processes; `*` = over 1.02. Usage: python3 summary.py [PREFIX]
(grid, grid2, tune, entry-*, bpage*); `dists` prints the geometric means."""
import csv, glob, math, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, 'raw')
LAYOUTS = ['aligned-hot', 'aligned-rotating', 'misaligned-hot', 'misaligned-rotating',
           'page-hot', 'page-rotating', 'band-hot', 'band-rotating', 'srcabove-hot',
           'srcabove-rotating']


def read(path):
    out, variants = {}, []
    for r in csv.DictReader(open(path)):
        if r['ratio_median']:
            if r['variant'] not in variants:
                variants.append(r['variant'])
            out.setdefault(int(r['row']) if r['row'].isdigit() else r['row'], {})[r['variant']] = (
                float(r['ratio_median']), float(r['ratio_min']), float(r['ratio_max']),
                float(r['ns_median']))
    return out, variants


def cell(x):
    return '%.3f [%.3f,%.3f]%s' % (x[0], x[1], x[2], '*' if x[0] > 1.02 else ' ')


def grid(prefix):
    for lay in LAYOUTS:
        path = os.path.join(RAW, '%s-%s.csv' % (prefix, lay))
        if not os.path.exists(path):
            continue
        rows, vs = read(path)
        print('%-20s %8s' % (prefix + ':' + lay, 'bytes') + ''.join(' %23s' % (v + '/glibc') for v in vs))
        for size in sorted(rows):
            print('%-20s %8s' % ('', size) + ''.join(' %23s' % cell(rows[size][v]) for v in vs))
    print()


def dists():
    for p in ['aligned', 'random']:
        rows, vs = read(os.path.join(RAW, 'dists-%s.csv' % p))
        g = {v: math.exp(sum(math.log(rows[d][v][0]) for d in rows) / len(rows)) for v in vs}
        worst = {v: max(rows, key=lambda d: rows[d][v][0]) for v in vs}
        rel = {v: [rows[d][v][3] / rows[d]['before'][3] for d in rows] for v in vs}
        print(p, ', '.join('%s/glibc %.3f (worst %s %.3f); %s/before %.3f [%.3f, %.3f]' % (
            v, g[v], worst[v], rows[worst[v]][v][0], v,
            math.exp(sum(map(math.log, rel[v])) / len(rel[v])), min(rel[v]), max(rel[v])) for v in vs))


if __name__ == '__main__':
    what = sys.argv[1:] or ['grid', 'grid2', 'tune', 'dists']
    for w in what:
        if w == 'dists':
            dists()
        elif w.startswith('entry') or w.startswith('bpage'):
            for f in sorted(glob.glob(os.path.join(RAW, w + '*.csv'))):
                rows, vs = read(f)
                print(os.path.basename(f)[:-4])
                for size in rows:
                    print('  %-22s' % size + ' '.join('%s=%.3f' % (v, rows[size][v][0]) for v in vs))
        else:
            grid(w)
