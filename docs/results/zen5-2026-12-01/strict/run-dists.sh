#!/bin/sh
# The 19 fleet distributions, aligned and random placement, against glibc and (LD_PRELOAD) against
# AOCL-LibMem 5.3 built for zen5: the amd-zen5 row (`vector`) against the same with the strict
# loop start. B = the memcpy-jit binary of the commit named in README.md; AOCL = the library.
set -e
B=${B:-../../../../target/release/memcpy-jit}; D=${D:-../../../../../shared/data/size-distributions}
AOCL=${AOCL:-/tmp/aocl/build5/src/libaocl-libmem.so}
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
V="--variant row=vector --variant strict=vector,loop_start_strict=true"
for p in aligned random; do
  $B ab --baseline glibc $V $DISTS --placement $p --runs 5 --csv glibc-$p.csv > glibc-$p.txt
  LD_PRELOAD=$AOCL $B ab --baseline glibc $V $DISTS --placement $p --runs 5 --csv aocl-$p.csv > aocl-$p.txt
done
