#!/bin/sh
# Memcpy::calibrated()'s time, 20 fresh processes: examples/tuned with MEMCPY_JIT_CALIBRATE=1
# and MEMCPY_JIT_PROFILE=off (tuned() then runs calibrated()'s step: measure, nothing loaded
# or saved). "first tuned() took": the whole call, wall clock (detect, measure, emit, map);
# "calibration took": Calibration::elapsed(), the measuring alone.
set -eu
E=${TUNED_EXAMPLE:-tuned}
for i in $(seq 1 20); do
  MEMCPY_JIT_CALIBRATE=1 MEMCPY_JIT_PROFILE=off "$E" \
    | grep -E '^  (first tuned\(\) took|calibration took)|^  - calibrated in' | tr -s ' ' | tr '\n' ';'
  echo
done
