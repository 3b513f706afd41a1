#!/bin/sh
# A/A with glibc and N copies of run 1's configuration, aligned placement.
# Usage: aan.sh N (2..9). Run under flock -x target/machine.lock.
set -eu
B=${MEMCPY_JIT:-memcpy-jit}; D=${D:-../shared/data/size-distributions}
n=$1
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
s1=$(./spec.sh run1.profile)
V=""; for v in $(echo a b c d e f g h i | cut -d' ' -f1-"$n"); do V="$V --variant $v=$s1"; done
# shellcheck disable=SC2086
MEMCPY_JIT_PROFILE=off "$B" ab --baseline glibc $V $DISTS --placement aligned --runs 5 \
  --csv aa$n-aligned.csv > aa$n-aligned.txt
