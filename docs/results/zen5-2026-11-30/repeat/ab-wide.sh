#!/bin/sh
# The wider set: run 1's configuration against the four 30 s tunes of ../check-procs (made at
# 9202d38; no change under src/ since) and the 5 s tune here: six library variants, in two
# orders (a seventh variant reads ~3% slow: aa*-aligned.csv). WIDE=wide7 adds an A/A twin of
# run 1 last (r1b; the first measurement, which showed that).
# Usage: ab-wide.sh ORDER PLACEMENT (fwd: r1 c1a c1b c3a c3b t5 [r1b]; rev: the reverse).
# Run under flock -x target/machine.lock.
set -eu
B=${MEMCPY_JIT:-memcpy-jit}; D=${D:-../shared/data/size-distributions}
order=$1; p=$2
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
s1=$(./spec.sh run1.profile)
k() { python3 spec-json.py ../check-procs/tune-$1.json.xz; }
V1="r1=$s1 c1a=$(k k1-a) c1b=$(k k1-b) c3a=$(k k3-a) c3b=$(k k3-b) t5=$(python3 spec-json.py tune-5s.txt)"
W=${WIDE:-wide6}; [ "$W" = wide7 ] && V1="$V1 r1b=$s1"
case $order in
  fwd) L=$V1 ;;
  rev) L=$(echo "$V1" | tr ' ' '\n' | tac | tr '\n' ' ') ;;
esac
V=""; for v in $L; do V="$V --variant $v"; done
t0=$(date +%s.%N)
# shellcheck disable=SC2086
MEMCPY_JIT_PROFILE=off "$B" ab --baseline glibc $V $DISTS --placement "$p" --runs 5 \
  --csv $W-$order-$p.csv > $W-$order-$p.txt
t1=$(date +%s.%N)
echo "$W $order $p $(echo "$t1 - $t0" | bc)" >> wall.txt
