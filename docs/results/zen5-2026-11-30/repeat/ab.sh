#!/bin/sh
# The three profiles side by side in one `ab` run per placement and order, with an A/A twin of
# run 1 (r1b). Usage: ab.sh ORDER PLACEMENT, ORDER fwd (r1 r2 r3 r1b) or rev (r1b r3 r2 r1).
# Run under flock -x target/machine.lock. MEMCPY_JIT=binary, D=size-distributions folder.
set -eu
B=${MEMCPY_JIT:-memcpy-jit}; D=${D:-../shared/data/size-distributions}
order=$1; p=$2
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
s1=$(./spec.sh run1.profile); s2=$(./spec.sh run2.profile); s3=$(./spec.sh run3.profile)
case $order in
  fwd) V="--variant r1=$s1 --variant r2=$s2 --variant r3=$s3 --variant r1b=$s1" ;;
  rev) V="--variant r1b=$s1 --variant r3=$s3 --variant r2=$s2 --variant r1=$s1" ;;
esac
t0=$(date +%s.%N)
# shellcheck disable=SC2086
MEMCPY_JIT_PROFILE=off "$B" ab --baseline glibc $V $DISTS --placement "$p" --runs 5 \
  --csv ab-$order-$p.csv > ab-$order-$p.txt
t1=$(date +%s.%N)
echo "ab $order $p $(echo "$t1 - $t0" | bc)" >> wall.txt
