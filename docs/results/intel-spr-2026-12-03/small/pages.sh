#!/usr/bin/env bash
# The row's last two changes, each against the row without it, paired with glibc, 5
# processes each; pages.txt holds both outputs, `page` first. Run from the repository's root:
#   bash docs/results/intel-spr-2026-12-03/small/pages.sh page > docs/results/intel-spr-2026-12-03/small/pages.txt
#   bash docs/results/intel-spr-2026-12-03/small/pages.sh rep >> docs/results/intel-spr-2026-12-03/small/pages.txt
# page (parts 1-3): tail_page_safe in both loops and in memmove mode (reuse.txt part 7 has the
#   forward loop alone): the row (`row`, `mm` in memmove mode) against the same thresholds
#   without the knob (`off`, `mmoff`).
# rep (parts 4-5): REP MOVSB from 64 KiB without the guard for the source 1..63 bytes above
#   the destination (`new`, the row since) against from 2 MiB behind both guards (`old`).
# The GB/s companion tables are left out (bytes / the ns cells).
set -euo pipefail
what=${1:?page or rep}
cargo build --release -q -p memcpy-jit-cli
ab() { MEMCPY_JIT_PROFILE=off ./target/release/memcpy-jit ab --runs 5 --baseline glibc "$@" | sed '/^GB\/s/,/^$/d'; }
plain=(--variant row=vector --variant off=vector,tail_page_safe=false)
mm=(--variant mm=vector,memmove=on --variant mmoff=vector,memmove=on,tail_page_safe=false)
if [[ $what == rep ]]; then
  old=(--variant old=vector,rep_movsb_from=2097152,avoid_src_above_dst=63 --variant new=vector,rep_movsb_from=65536,avoid_src_above_dst=0)
  echo "# part 4: 16 KiB-4 MiB, src/dst page offsets, L1-hot and rotating through 64 MiB"
  for m in 1/2051 8/0 1/0 63/0 0/0 1/3 0/2048 0/64; do
    for ws in hot 64M; do
      ab "${old[@]}" --sizes 16384,32768,65536,131072,262144,524288,1048576,2097152,4194304 \
        --placement aligned --working-set "$ws" --misalign "$m"
    done
  done
  echo "# part 5: the 19 fleet distributions in every regime"
  VARIANTS="${old[*]}" bash docs/results/intel-spr-2026-12-03/regimes/run.sh | sed '/^GB\/s/,/^$/d'
  exit 0
fi
[[ $what == page ]] || { echo "pages.sh: page or rep, not '$what'" >&2; exit 2; }
echo "# part 1: the backward band's layouts (src/dst page offsets), L1-hot, rotating through 1 MiB and 16 MiB"
for m in 1/3 0/64 0/0 0/17 0/200; do
  for ws in hot l2 16M; do
    ab "${plain[@]}" --sizes 513,576,600,700,800,1000,1500,2047,3000,4000,4093,4096,4097,4100,4150,4159,4200,6000,8100,8160,8175,8191 \
      --placement aligned --working-set "$ws" --misalign "$m"
  done
done
echo "# part 2: memmove mode (the preload's build), forward and backward layouts, L1-hot"
for m in 1/2051 8/0 0/2048 1/3 0/64 0/0; do
  ab "${mm[@]}" --sizes 513,600,800,1000,1500,2047,2100,4096,4100,6150,8192,8200 \
    --placement aligned --working-set hot --misalign "$m"
done
echo "# part 3: the 19 fleet distributions in every regime"
VARIANTS="${plain[*]} ${mm[*]}" bash docs/results/intel-spr-2026-12-03/regimes/run.sh | sed '/^GB\/s/,/^$/d'
