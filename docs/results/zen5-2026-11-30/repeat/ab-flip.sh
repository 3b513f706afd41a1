#!/bin/sh
# Two tunes of the same code (main, 4dc070e) a minute apart that split on two_vectors_first:
# n1 (tune-new-1.txt: off) and n2 (tune-new-2.txt: on). Usage: ab-flip.sh ORDER PLACEMENT
# (fwd: n1 n2; rev: n2 n1). Run under flock -x target/machine.lock; MEMCPY_JIT: main's binary.
set -eu
B=${MEMCPY_JIT:-memcpy-jit}; D=${D:-../shared/data/size-distributions}
order=$1; p=$2
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
n1="n1=$(python3 spec-json.py tune-new-1.txt)"; n2="n2=$(python3 spec-json.py tune-new-2.txt)"
case $order in
  fwd) V="--variant $n1 --variant $n2" ;;
  rev) V="--variant $n2 --variant $n1" ;;
esac
t0=$(date +%s.%N)
# shellcheck disable=SC2086
MEMCPY_JIT_PROFILE=off "$B" ab --baseline glibc $V $DISTS --placement "$p" --runs 5 \
  --csv flip-$order-$p.csv > flip-$order-$p.txt
t1=$(date +%s.%N)
echo "flip $order $p $(echo "$t1 - $t0" | bc)" >> wall.txt
