#!/bin/sh
# Non-temporal stores on the Zen 5 guest: the amd-zen5 row (`tuned`, non-temporal from
# 12 MiB: glibc's rule, 3/4 of the L3 share) against the same row without them (`nonone`,
# non_temporal_from=none), on copies of 4-256 MiB rotating through a 1 GiB working set.
# (loop.* and misaligned.* name the variants after their method: rep, nt, loop; the row's
# non-temporal threshold is written out, so they read the same whatever the row says; the
# files were made while the row had none for a while, as rep=tuned and
# loop=tuned,rep_movsb_from=none: the same code.) Files:
#   glibc.*  4-128 MiB warm, against glibc (and the row with non-temporal from 32 MiB)
#   aocl.*   the same against AOCL-LibMem 5.3 (zen5 build, LD_PRELOAD)
#   big.*    16-256 MiB, warm and both-flushed (caches flushed before each sample)
#   pair*.*  two processes at once (both vCPUs copying), both-flushed
#   loop.*   `REP MOVSB` (rep: no non-temporal stores), the temporal vector loop (loop:
#            neither) and the row (nt), 1-256 MiB, warm and both-flushed
#   misaligned.*  the same at 16-256 MiB with the source at byte 1 of a line, the
#            destination at byte 3 (not co-aligned)
#   skip-0-0.*, skip-1-3.*  the row against the row with non_temporal_skips_coaligned,
#            co-aligned (0/0) and not (1/3), 16-256 MiB, warm and flushed (made before the row
#            took the field; the row's value is written out below so that it reproduces)
set -e
B=${B:-../../../../target/release/memcpy-jit}
AOCL=${AOCL:-target/tmp/aocl/build5/src/libaocl-libmem.so}
V="--variant tuned=tuned --variant nonone=tuned,non_temporal_from=none"
S=4194304,8388608,12582912,16777216,25165824,33554432,67108864,134217728
MEMCPY_JIT_PROFILE=off $B ab --baseline glibc $V --variant nt32m=tuned,non_temporal_from=33554432 \
  --sizes $S --working-set 1024M --runs 3 --rounds 21 --csv glibc.csv > glibc.txt
MEMCPY_JIT_PROFILE=off LD_PRELOAD=$AOCL $B ab --baseline glibc $V \
  --sizes $S --working-set 1024M --runs 3 --rounds 21 --csv aocl.csv > aocl.txt
MEMCPY_JIT_PROFILE=off $B ab --baseline glibc $V --sizes 16777216,33554432,67108864,268435456 \
  --working-set 1024M --scenario warm --scenario both-flushed --runs 3 --rounds 11 --csv big.csv > big.txt
for i in 1 2; do
  MEMCPY_JIT_PROFILE=off $B ab $V --sizes 16777216,67108864,268435456 --working-set 1024M \
    --scenario both-flushed --runs 3 --rounds 11 --csv pair$i.csv > pair$i.txt &
done
wait
R="--variant rep=tuned,non_temporal_from=none --variant nt=tuned,non_temporal_from=12582912"
MEMCPY_JIT_PROFILE=off $B ab --baseline glibc $R --variant loop=tuned,non_temporal_from=none,rep_movsb_from=none \
  --sizes 1048576,4194304,16777216,67108864,268435456 --working-set 1024M --scenario warm \
  --scenario both-flushed --runs 3 --rounds 11 --csv loop.csv > loop.txt
MEMCPY_JIT_PROFILE=off $B ab --baseline glibc $R --variant loop=tuned,non_temporal_from=none,rep_movsb_from=none \
  --sizes 16777216,67108864,268435456 --misalign 1/3 --working-set 1024M --scenario warm \
  --scenario both-flushed --runs 3 --rounds 11 --csv misaligned.csv > misaligned.txt
for m in 0/0 1/3; do
  MEMCPY_JIT_PROFILE=off $B ab --baseline glibc --variant row=tuned,non_temporal_skips_coaligned=false \
    --variant skip=tuned,non_temporal_skips_coaligned=true --sizes 16777216,67108864,268435456 \
    --misalign $m --working-set 1024M --scenario warm --scenario both-flushed --runs 3 --rounds 11 \
    --csv skip-$(echo $m | tr / -).csv > skip-$(echo $m | tr / -).txt
done
