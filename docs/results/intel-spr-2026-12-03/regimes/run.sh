#!/usr/bin/env bash
# The intel-fsrm row's small-copy choices against glibc in every regime `ab --regimes`
# measures (hot random, LLC, struct and chain copy-then-use, aligned), over the 19 fleet
# memcpy distributions. Run from the repository's root:
#   bash docs/results/intel-spr-2026-12-03/regimes/run.sh [DIST_DIR] > regimes.txt
# DIST_DIR defaults to ../shared/data/size-distributions (the team's copies of LLVM libc's
# and fleetbench's distributions).
set -euo pipefail
dir=${1:-../shared/data/size-distributions}
cargo build --release -q -p memcpy-jit-cli
args=()
for d in MemcpyGoogleA MemcpyGoogleB MemcpyGoogleD MemcpyGoogleL MemcpyGoogleM \
  MemcpyGoogleQ MemcpyGoogleS MemcpyGoogleU MemcpyGoogleW fleetbench-Memcpy_0 \
  fleetbench-Memcpy_1 fleetbench-Memcpy_2 fleetbench-Memcpy_3 fleetbench-Memcpy_4 \
  fleetbench-Memcpy_5 fleetbench-Memcpy_6 fleetbench-Memcpy_7 fleetbench-Memcpy_8 \
  fleetbench-Memcpy_Fleet; do
  args+=(--dist "$dir/$d.csv")
done
# VARIANTS overrides the variants compared (each NAME=SPEC), glibc always first.
read -r -a variants <<<"${VARIANTS:---variant row=vector --variant nomask=vector,masked=0 --variant m16=vector,masked=16}"
MEMCPY_JIT_PROFILE=off ./target/release/memcpy-jit ab --regimes --runs "${RUNS:-5}" \
  --baseline glibc "${variants[@]}" "${args[@]}" ${JSON:+--json "$JSON"}
