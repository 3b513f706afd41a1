#!/bin/sh
# The amd-zen5 row before this folder's commit (REP MOVSB from 4 KiB) against the same row with
# glibc's threshold (rep_movsb_from=2112), in one process each run. Run from this folder after
# `cargo build --release -p memcpy-jit-cli`, under `flock -x target/machine.lock` on a shared
# machine. At the commit that sets 2112 in the row, `row` is the new row: give the old one as
# `--variant row=vector,rep_movsb_from=4096`.
set -e
B=${B:-../../../../target/release/memcpy-jit}; D=${D:-../../../../../shared/data/size-distributions}
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
ROW=${ROW:-row=vector}
S=2048,2200,2500,3000,3500,4000; V="--baseline glibc --variant $ROW --variant r2112=vector,rep_movsb_from=2112"
$B ab $V --sizes $S --runs 5 --csv al-rot.csv > al-rot.txt
$B ab $V --sizes $S --runs 5 --working-set hot --csv al-hot.csv > al-hot.txt
$B ab $V --sizes $S --runs 5 --misalign 1/2051 --csv mis-rot.csv > mis-rot.txt
$B ab $V --sizes $S --runs 5 --misalign 1/2051 --working-set hot --csv mis-hot.csv > mis-hot.txt
$B ab --variant $ROW --variant r2112=vector,rep_movsb_from=2112 --variant row2=vector $DISTS --runs 5 --csv d-al.csv > d-al.txt
$B ab --variant r2112=vector,rep_movsb_from=2112 --variant $ROW $DISTS --runs 5 --csv d-al-rev.csv > d-al-rev.txt
$B ab --variant $ROW --variant r2112=vector,rep_movsb_from=2112 $DISTS --placement random --runs 5 --csv d-rnd.csv > d-rnd.txt
$B ab --variant r2112=vector,rep_movsb_from=2112 --variant $ROW $DISTS --placement random --runs 5 --csv d-rnd-rev.csv > d-rnd-rev.txt
