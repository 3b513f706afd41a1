#!/bin/sh
# The 19 fleet distributions, aligned and random placement: the row against the row with the
# tail loaded ascending, against glibc, both variant orders (dists-{aligned,random}-{ra,ar}.*).
set -e
B=${B:-../../../../target/release/memcpy-jit}; D=${D:-../../../../../shared/data/size-distributions}
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
for p in aligned random; do
  MEMCPY_JIT_PROFILE=off $B ab --baseline glibc --variant row=vector --variant asc=vector,tail_loads_ascending=true \
    $DISTS --placement $p --runs 5 --csv dists-$p-ra.csv > dists-$p-ra.txt
  MEMCPY_JIT_PROFILE=off $B ab --baseline glibc --variant asc=vector,tail_loads_ascending=true --variant row=vector \
    $DISTS --placement $p --runs 5 --csv dists-$p-ar.csv > dists-$p-ar.txt
done
