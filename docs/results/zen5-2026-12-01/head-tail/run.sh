#!/bin/sh
# The amd-zen5 row (`tuned()`, no profile) against the same row with masked_form=head-tail
# (the form the small-path/ trial read best at random placement), both against AOCL-LibMem 5.3
# (zen5 build, LD_PRELOAD in place of glibc's memcpy), the 19 fleet distributions, 5 runs,
# random then aligned placement: aocl-{random,aligned}.{txt,csv}. Run from this folder.
set -e
B=${B:-../../../../target/release/memcpy-jit}; D=${D:-../../../../../shared/data/size-distributions}
AOCL=${AOCL:-/tmp/aocl/build5/src/libaocl-libmem.so}
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
for p in random aligned; do
  MEMCPY_JIT_PROFILE=off LD_PRELOAD=$AOCL $B ab --baseline glibc --variant tuned=tuned \
    --variant ht=tuned,masked_form=head-tail $DISTS --placement $p --runs 5 --csv aocl-$p.csv > aocl-$p.txt
done
