#!/bin/sh
# Memmove mode (tuned,memmove=on) against tuned() (memmove off) on the amd-zen5 row,
# with the variant's slot controlled: every command runs twice, mm second then mm third
# (the second slot is 3-4% slower on the distributions whatever code it holds: `same`, the
# A/A control, shows it). Run from this folder under `flock -x target/machine.lock`;
# OUT=before or OUT=after (the folder the outputs go to).
set -e
OUT=${OUT:-.}
B=${B:-memcpy-jit}
D=${D:-../../../../../shared/data/size-distributions}
export MEMCPY_JIT_PROFILE=off
DISTS=""
for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
A="--variant tuned=tuned --variant mm=tuned,memmove=on --variant same=tuned,memmove=off"
Z="--variant tuned=tuned --variant same=tuned,memmove=off --variant mm=tuned,memmove=on"
SIZES="--sizes 2048,4096,8192,16384 --runs 5"
for ws in l2 hot; do
  $B ab $A $SIZES --working-set $ws --csv $OUT/sizes-$ws-mm2.csv > $OUT/sizes-$ws-mm2.txt
  $B ab $Z $SIZES --working-set $ws --csv $OUT/sizes-$ws-mm3.csv > $OUT/sizes-$ws-mm3.txt
done
for pl in aligned random; do
  $B ab $A $DISTS --placement $pl --runs 5 --csv $OUT/dists-$pl-mm2.csv > $OUT/dists-$pl-mm2.txt
  $B ab $Z $DISTS --placement $pl --runs 5 --csv $OUT/dists-$pl-mm3.csv > $OUT/dists-$pl-mm3.txt
done
