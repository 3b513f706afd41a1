#!/bin/sh
# Where the three profiles differ: fixed sizes at the layouts their differing fields act on.
# 0/0: page copies (rep_movsb_page_from: 1 MiB in run 1, 16 KiB in runs 2 and 3);
# 0/32 and 0/128: the destination 32 or 128 bytes above the source (backward_dst_above_src:
# 63, 255, 31). Run under flock -x target/machine.lock.
set -eu
B=${MEMCPY_JIT:-memcpy-jit}
s1=$(./spec.sh run1.profile); s2=$(./spec.sh run2.profile); s3=$(./spec.sh run3.profile)
for m in 0/0 0/32 0/128; do
  t0=$(date +%s.%N)
  MEMCPY_JIT_PROFILE=off "$B" ab --baseline glibc --variant r1="$s1" --variant r2="$s2" \
    --variant r3="$s3" --sizes 4096,16384,65536,262144 --misalign "$m" --runs 5 \
    --csv sizes-$(echo $m | tr / -).csv > sizes-$(echo $m | tr / -).txt
  t1=$(date +%s.%N)
  echo "sizes $m $(echo "$t1 - $t0" | bc)" >> wall.txt
done
