#!/bin/sh
# The small-copy path's forms and order (2026-12-01, binary of 54e66c0: the small path is byte
# for byte the same at the commit of this folder). Variants: row = the amd-zen5 row (one ZMM
# masked window to 64 B, `len > 64` first); tvf = row + two_vectors_first (`len > 128` first,
# AOCL-LibMem's order); ht/htt = the head-tail form (two YMM windows) without/with it; hv/hvt =
# the halves form (YMM windows at +0 and +32) without/with it.
# 1. fixed sizes 1-200 B against glibc in five layouts (src/dst page offsets 0/0, 1/3,
#    17/1100, 33/2000, 63/0), rotating over L2 (l2) and L1-hot (hot): fixed-*.csv;
# 2. the 19 fleet distributions, aligned and random placement, against AOCL-LibMem 5.3 (zen5
#    build, LD_PRELOAD) and glibc: aocl-*.csv, glibc-*.csv.
# 5 runs x 31 rounds. summary.py: points over 1.02 of glibc, geometric means.
set -e
B=${B:-../../../../target/release/memcpy-jit}; D=${D:-../../../../../shared/data/size-distributions}
A=${AOCL:-/tmp/aocl/build5/src/libaocl-libmem.so}
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
V="--variant row=vector --variant tvf=vector,two_vectors_first=true"
V="$V --variant ht=vector,masked_form=head-tail --variant htt=vector,masked_form=head-tail,two_vectors_first=true"
V="$V --variant hv=vector,masked_form=halves --variant hvt=vector,masked_form=halves,two_vectors_first=true"
for m in 0/0 1/3 17/1100 33/2000 63/0; do
  for ws in l2 hot; do
    $B ab --baseline glibc $V --sizes 1,3,8,15,16,24,31,32,33,40,48,63,64,65,100,128,129,200 \
      --misalign $m --working-set $ws --runs 5 --rounds 31 --csv fixed-$(echo $m | tr / -)-$ws.csv > /dev/null
  done
done
for p in aligned random; do
  LD_PRELOAD=$A $B ab --baseline glibc $V $DISTS --placement $p --runs 5 --rounds 31 --csv aocl-$p.csv > /dev/null
  $B ab --baseline glibc $V $DISTS --placement $p --runs 5 --rounds 31 --csv glibc-$p.csv > /dev/null
done
python3 summary.py > summary.txt
