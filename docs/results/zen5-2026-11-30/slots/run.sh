#!/bin/sh
# A/A of glibc and 8 copies of `tuned` (profile off), aligned placement, 19 fleet
# distributions, 5 runs. Usage: run.sh NAME E1 E2 ... E8 (each copy's `entry=`; 64*j+r puts
# the same code j cache lines further into its page; above 63 needs the experiment build, which
# reads XSLOT_BIG, or page offsets as the committed `ab` assigns them). Run under
# flock -x target/machine.lock. XSLOT_ADDR=1 makes the experiment build print the addresses.
set -eu
B=${MEMCPY_JIT:-memcpy-jit}; D=${D:-../shared/data/size-distributions}
name=$1; shift
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
V=""; i=0; for e in "$@"; do i=$((i+1)); V="$V --variant v$i=tuned,entry=$e"; done
# shellcheck disable=SC2086
MEMCPY_JIT_PROFILE=off "$B" ab --baseline glibc $V $DISTS --placement aligned --runs "${RUNS:-5}" \
  --csv "$name.csv" > "$name.txt" 2> "$name.err"
