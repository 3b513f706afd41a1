#!/bin/sh
# Builds the shared objects startup.py compares, into $OUT (default target/tmp/memcpy-jit-startup):
#
#   empty.so    cc -shared -fPIC -O2 of one empty function: "a preload that does nothing"
#   floor.so    crates/preload/tests/rust/floor.rs (Rust's standard library, one function using
#               Vec, a constructor, the unwinder stubs of src/nounwind.rs) built with rustc as
#               tests/linkage.rs builds it: "any preload that links std"
#   preload.so  cargo build --profile preload -p memcpy-jit-preload at the checked-out commit
#   before.so   the same at commit $BEFORE (default: none), built in a temporary worktree
#
# Run from the repository. Then, on an idle machine:
#   python3 docs/results/preload-2026-11-30/startup.py empty=$OUT/empty.so floor=$OUT/floor.so \
#       preload=$OUT/preload.so [before=$OUT/before.so]
set -eu
OUT=${OUT:-target/tmp/memcpy-jit-startup}
ROOT=$(git rev-parse --show-toplevel)
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
mkdir -p "$OUT"

printf 'void memcpy_jit_empty(void) {}\n' > "$OUT/empty.c"
cc -shared -fPIC -O2 -o "$OUT/empty.so" "$OUT/empty.c"

# floor.rs's `mod nounwind` is src/nounwind.rs, copied beside it (as tests/linkage.rs does).
mkdir -p "$OUT/floor-src"
cp "$ROOT/crates/preload/tests/rust/floor.rs" "$ROOT/crates/preload/src/nounwind.rs" "$OUT/floor-src/"
rustc --edition 2021 --crate-type cdylib -C opt-level=3 -C strip=debuginfo \
    -o "$OUT/floor.so" "$OUT/floor-src/floor.rs"

(cd "$ROOT" && cargo build --profile preload -p memcpy-jit-preload)
cp "$TARGET/preload/libmemcpy_jit_preload.so" "$OUT/preload.so"

if [ -n "${BEFORE:-}" ]; then
    WT="$OUT/before-src"
    git -C "$ROOT" worktree remove --force "$WT" 2>/dev/null || true
    git -C "$ROOT" worktree add --detach "$WT" "$BEFORE"
    (cd "$WT" && CARGO_TARGET_DIR="$OUT/before-target" cargo build --profile preload -p memcpy-jit-preload)
    cp "$OUT/before-target/preload/libmemcpy_jit_preload.so" "$OUT/before.so"
    git -C "$ROOT" worktree remove --force "$WT"
fi
ls -l "$OUT"/*.so
