#!/bin/sh
# tune with its final check in one process (K=1) and in three (K=3, the default), 30 s each,
# twice (runs a and b), on an idle machine. From this directory, with the binary built from
# the commit in README.md:
#   flock -x target/machine.lock sh run.sh
set -e
B=${B:-../../../../target/release/memcpy-jit}
for run in a b; do
    for k in 1 3; do
        start=$(date +%s.%N)
        MEMCPY_JIT_PROFILE=off "$B" tune --budget 30s --dry-run --json --check-processes $k \
            > tune-k$k-$run.json 2> tune-k$k-$run.stderr
        end=$(date +%s.%N)
        echo "run=$run k=$k wall_s=$(echo "$end - $start" | bc)" >> wall.txt
        xz -9f tune-k$k-$run.json  # after the timing; 650 KB -> 55 KB each
    done
done
