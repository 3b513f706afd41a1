#!/bin/sh
# ../aa's two A/A layouts again: aaaa (four `vector` builds, the first is the baseline) and
# gaaa (glibc, then three `vector` builds), 19 fleet distributions, 5 runs (default placement).
# Usage: aa4.sh NAME-PREFIX. Run under flock -x target/machine.lock.
set -eu
B=${MEMCPY_JIT:-memcpy-jit}; D=${D:-../shared/data/size-distributions}
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
# shellcheck disable=SC2086
"$B" ab --variant a=vector --variant b=vector --variant c=vector --variant d=vector $DISTS \
  --runs 5 --csv "$1-aaaa.csv" > "$1-aaaa.txt"
# shellcheck disable=SC2086
"$B" ab --baseline glibc --variant a=vector --variant b=vector --variant c=vector $DISTS \
  --runs 5 --csv "$1-gaaa.csv" > "$1-gaaa.txt"
