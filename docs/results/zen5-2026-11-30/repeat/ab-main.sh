#!/bin/sh
# Main's code (4dc070e): run 1's configuration (r1, from tune-run1.txt: its profile, written
# before the block_align key, does not load there), ../final5's tune (f5), the two tunes of
# tune-main.sh (m1, m2) and the row (row: tuned, no profile). Five library variants.
# Usage: ab-main.sh ORDER PLACEMENT (fwd: r1 f5 m1 m2 row; rev: the reverse).
# Run under flock -x target/machine.lock; MEMCPY_JIT: main's binary.
set -eu
B=${MEMCPY_JIT:-memcpy-jit}; D=${D:-../shared/data/size-distributions}
order=$1; p=$2
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
V1="r1=$(python3 spec-json.py tune-run1.txt) f5=$(./spec.sh ../final5/tuned.profile)"
V1="$V1 m1=$(./spec.sh main1.profile) m2=$(./spec.sh main2.profile) row=tuned"
case $order in
  fwd) L=$V1 ;;
  rev) L=$(echo "$V1" | tr ' ' '\n' | tac | tr '\n' ' ') ;;
esac
V=""; for v in $L; do V="$V --variant $v"; done
t0=$(date +%s.%N)
# shellcheck disable=SC2086
MEMCPY_JIT_PROFILE=off "$B" ab --baseline glibc $V $DISTS --placement "$p" --runs 5 \
  --csv main-$order-$p.csv > main-$order-$p.txt
t1=$(date +%s.%N)
echo "main $order $p $(echo "$t1 - $t0" | bc)" >> wall.txt
