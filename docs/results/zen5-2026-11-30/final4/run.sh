#!/bin/sh
set -e
B=${B:-../../../../target/release/memcpy-jit}; D=${D:-../../../../../shared/data/size-distributions}; O=${O:-.}
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
MEMCPY_JIT_PROFILE=off $B tune --out $O/tuned.profile > $O/tune.txt
export MEMCPY_JIT_PROFILE=$O/tuned.profile
for p in aligned random; do
  $B ab --baseline glibc --variant row=vector --variant tuned=tuned $DISTS --placement $p --runs 5 --csv $O/glibc-$p.csv > $O/glibc-$p.txt
  LD_PRELOAD=${AOCL:-/tmp/aocl/build5/src/libaocl-libmem.so} $B ab --baseline glibc --variant row=vector --variant tuned=tuned $DISTS --placement $p --runs 5 --csv $O/aocl-$p.csv > $O/aocl-$p.txt
done
