#!/bin/sh
# issue 9's fixed sizes that ../final6's final check found over 2% of glibc (1000 B aligned
# rotating, 2047 B misaligned hot, 3000 B aligned rotating, 500 B aligned hot), measured by
# `ab` with the code at one placement (--placements 1) and rotated over three
# (--placements 3), both variant orders. Layouts as the tuner's (src/tune/mod.rs, as in
# ../fixed/run.sh): aligned = --misalign 0/2048, misaligned = 1/2051; hot = --working-set
# hot, rotating = 256 KiB per region (--working-set 512K). `row` = the amd-zen5 table row
# (`vector` with MEMCPY_JIT_PROFILE=off). Run from this folder after
# `cargo build --release -p memcpy-jit-cli`, under `flock -x /work/wt/machine.lock`.
# B overrides the binary; REPS the repetitions (each a separate invocation of 5 processes),
# KS the placements. As recorded: `REPS="1 2 3 4 5" sh run.sh`, then `KS=8 REPS="1 2 3 4 5" sh run.sh`.
set -e
B=${B:-../../../../target/release/memcpy-jit}
O=raw
mkdir -p $O
export MEMCPY_JIT_PROFILE=off
for rep in ${REPS:-1 2}; do
  for k in ${KS:-1 3}; do
    for order in gr rg; do
      case $order in
        gr) V="--baseline glibc --variant row=vector" ;;
        rg) V="--variant row=vector --baseline glibc" ;;
      esac
      for pt in rot:1000,3000:0/2048:512K mishot:2047:1/2051:hot alhot:500:0/2048:hot; do
        IFS=: read -r name sizes mis ws <<EOT
$pt
EOT
        tag=$name-k$k-$order-$rep
        $B ab $V --placements $k --sizes $sizes --misalign $mis --working-set $ws --runs 5 \
          --csv $O/$tag.csv --json $O/$tag.json > $O/$tag.txt
      done
    done
  done
done
