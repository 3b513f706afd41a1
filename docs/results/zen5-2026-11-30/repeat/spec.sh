#!/bin/sh
# Prints the ab variant SPEC for a profile: `tuned` with the fields the profile changes from
# the table's row (as `memcpy-jit info` lists them: "vs the row: ROW, changed: k=v ...").
# Usage: spec.sh PROFILE  (MEMCPY_JIT=path of the binary)
set -eu
B=${MEMCPY_JIT:-memcpy-jit}
p=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
line=$(MEMCPY_JIT_PROFILE=$p "$B" info | grep '^  vs the row:')
case "$line" in
  *", changed: "*) ;;
  *) echo "spec.sh: no changes or profile not loaded: $line" >&2; exit 1 ;;
esac
printf 'tuned'
for kv in ${line#*, changed: }; do printf ',%s' "$kv"; done
echo
