#!/bin/sh
# Does `tune` fit a CPU the table does not know? `tune --from ROW` starts the search where
# another CPU's row, or the generic row (CPUs the table has no row for), starts, as that row
# reads on this CPU. Run from this folder:
#   sh run.sh before  with B built at bfb549f (no rows' step): before/tune-*.txt, profiles
#   sh run.sh rows    with B built at the commit that added the rows' step: rows/
#   sh run.sh budgets as rows, from the generic row with --budget 3s and 10s: budgets/
#   sh run.sh ab      the 19 fleet distributions, aligned and random placement: glibc, this
#                     CPU's own row (`vector`, what every start now ends at), the generic row
#                     (`vector,row=generic`, where the search from it ended before) and
#                     `tuned` with rows/generic-1.profile: ab-{aligned,random}.{txt,csv}
set -e
B=${B:-../../../../target/release/memcpy-jit}; D=${D:-../../../../../shared/data/size-distributions}
tune() { # folder, output name, row
  MEMCPY_JIT_PROFILE=off $B tune --from $3 --out $1/$2.profile > $1/tune-$2.txt
}
case "$1" in
before)
  for r in generic-1:generic generic-2:generic intel-fsrm:intel-fsrm amd-zen3-zen4:amd-zen3-zen4; do
    tune before ${r%%:*} ${r#*:}
  done ;;
rows)
  for r in generic-1:generic generic-2:generic intel-fsrm:intel-fsrm amd-zen3-zen4:amd-zen3-zen4 \
           amd-zen5:amd-zen5; do
    tune rows ${r%%:*} ${r#*:}
  done ;;
budgets)
  for b in 3s 10s; do
    MEMCPY_JIT_PROFILE=off $B tune --from generic --budget $b --dry-run > budgets/tune-generic-$b.txt
  done ;;
ab)
  DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
  for p in aligned random; do
    MEMCPY_JIT_PROFILE=$PWD/rows/generic-1.profile $B ab --baseline glibc --variant own=vector \
      --variant generic=vector,row=generic --variant tuned=tuned $DISTS --placement $p --runs 5 \
      --csv ab-$p.csv > ab-$p.txt
  done ;;
*) echo "usage: sh run.sh before|rows|budgets|ab" >&2; exit 2 ;;
esac
