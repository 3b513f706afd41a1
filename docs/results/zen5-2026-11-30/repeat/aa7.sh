#!/bin/sh
# A/A with as many subjects as ab-wide.sh: glibc and seven copies of run 1's configuration.
# Usage: aa7.sh PLACEMENT. Run under flock -x target/machine.lock.
set -eu
B=${MEMCPY_JIT:-memcpy-jit}; D=${D:-../shared/data/size-distributions}
p=$1
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
s1=$(./spec.sh run1.profile)
V=""; for n in a b c d e f g; do V="$V --variant $n=$s1"; done
t0=$(date +%s.%N)
# shellcheck disable=SC2086
MEMCPY_JIT_PROFILE=off "$B" ab --baseline glibc $V $DISTS --placement "$p" --runs 5 \
  --csv aa7-$p.csv > aa7-$p.txt
t1=$(date +%s.%N)
echo "aa7 $p $(echo "$t1 - $t0" | bc)" >> wall.txt
