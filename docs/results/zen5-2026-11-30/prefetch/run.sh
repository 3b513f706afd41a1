#!/bin/sh
# The amd-zen5 row against the row with loop_prefetch=0 (row-prefetch0.profile, loaded by
# `tuned`) over the 19 fleet distributions, against glibc and AOCL-LibMem; then the fixed
# sizes and MemcpyGoogleD split by size (raw/). Same knobs as ../final/run.sh.
set -e
B=${B:-../../../../target/release/memcpy-jit}; D=${D:-../../../../../shared/data/size-distributions}; O=${O:-.}
A=${AOCL:-target/tmp/aocl/build5/src/libaocl-libmem.so}
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
export MEMCPY_JIT_PROFILE=$O/row-prefetch0.profile
for p in aligned random; do
  $B ab --baseline glibc --variant row=vector --variant pf0=tuned $DISTS --placement $p --runs 5 --csv $O/glibc-$p.csv > $O/glibc-$p.txt
  LD_PRELOAD=$A $B ab --baseline glibc --variant row=vector --variant pf0=tuned $DISTS --placement $p --runs 5 --csv $O/aocl-$p.csv > $O/aocl-$p.txt
done
