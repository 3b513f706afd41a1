#!/bin/sh
# tune's wall time against --budget, after the budget counts from the process's start
# (crates/cli/src/tune.rs `measuring_time`). Binary: cargo build --release -p memcpy-jit-cli.
set -eu
B=${B:-../../../../target/release/memcpy-jit}
for budget in 5s 5s 5s 30s; do
  s=$(date +%s.%N)
  MEMCPY_JIT_PROFILE=off "$B" tune --budget $budget --dry-run > /dev/null
  e=$(date +%s.%N)
  echo "budget=$budget wall_s=$(echo "$e - $s" | bc)"
done
s=$(date +%s.%N)
MEMCPY_JIT_PROFILE=off "$B" tune --budget 5s --dry-run --check-processes 1 > /dev/null
e=$(date +%s.%N)
echo "budget=5s check-processes=1 wall_s=$(echo "$e - $s" | bc)"
