#!/bin/sh
# Everything in this folder, in the order it was run (2026-11-30): first with the binaries of
# commit 6aadec7, then (the end of this file) with main's at 4dc070e.
# Run from this folder. MEMCPY_JIT: the CLI (cargo build --release -p memcpy-jit-cli);
# TUNED_EXAMPLE: examples/tuned (cargo build --release --example tuned). Each step takes the
# machine lock on its own (each hold under 2 minutes).
set -eu
L=target/machine.lock
flock -x $L ./tune.sh              # run1..3.profile, tune-run{1,2,3}.txt, tune-5s.txt, wall.txt
flock -x $L ./calibrated.sh > calibrated.txt
flock -x $L ./calibrated-loaded.sh > calibrated-loaded.txt
for o in fwd rev; do for p in aligned random; do
  flock -x $L ./ab.sh $o $p        # ab-$o-$p.{csv,txt} (spec.sh: a profile as a variant)
done; done
flock -x $L ./sizes.sh             # sizes-0-{0,32,128}.{csv,txt}
for o in fwd rev; do for p in aligned random; do
  WIDE=wide7 flock -x $L ./ab-wide.sh $o $p   # wide7-*: a 7th variant reads slow, so:
done; done
for p in aligned random; do flock -x $L ./aa7.sh $p; done   # aa7-*: A/A, 7 copies
for n in 6 8; do flock -x $L ./aan.sh $n; done              # aa6-aligned, aa8-aligned
for o in fwd rev; do for p in aligned random; do
  flock -x $L ./ab-wide.sh $o $p   # wide6-*: six variants
done; done
./check-specs.sh > check-specs.txt # each variant emits the code tuned() emits with the profile
# With main's binary (4dc070e) as MEMCPY_JIT, and OLD/NEW = 6aadec7's and main's binaries:
flock -x $L ./tune-main.sh         # main{1,2}.profile, tune-main{1,2}.txt
for o in fwd rev; do for p in aligned random; do flock -x $L ./ab-main.sh $o $p; done; done
flock -x $L ./tune-ab.sh 1 > tune-ab.txt; flock -x $L ./tune-ab.sh 2 >> tune-ab.txt
for o in fwd rev; do for p in aligned random; do flock -x $L ./ab-flip.sh $o $p; done; done
for t in 3 4 5; do flock -x $L ./tune-ab.sh $t >> tune-ab.txt; done
python3 analyze.py > analysis.txt
