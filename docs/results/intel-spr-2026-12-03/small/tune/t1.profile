# memcpy-jit profile
format=2
crate=0.1.0
cpu=GenuineIntel family 0x6 model 0xa7 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 2 MiB, l3 480 MiB shared by 2
command=memcpy-jit tune --out t1.profile
date=2026-12-03T15:40:49Z
width=avx512
masked_max=32
masked_form=head-tail
masked_page_guard=false
two_vectors_first=true
small_merged=false
loop_interleave=false
loop_start_strict=true
tail_loads_ascending=false
loop_prefetch=none
tail_loads_after_loop_from=none
tail_loads_after_loop_below=none
rep_movsb_from=262144
rep_movsb_align_dst=false
rep_movsb_coaligned_from=8192
rep_movsb_page_from=none
avoid_dst_above_src=63
avoid_dst_above_src_below=none
avoid_src_above_dst=0
backward_dst_above_src=255
backward_from=0
backward_below=none
backward_page=true
backward_page_below=none
backward_wide_below=none
non_temporal_from=33554432
non_temporal_skips_coaligned=false
memmove=false
block_align=16
# measured on Intel(R) Xeon(R) Processor
# table row intel-fsrm: width=avx512 masked_max=32 masked_form=head-tail two_vectors_first=true loop_start_strict=true rep_movsb_from=2097152 rep_movsb_coaligned_from=8192 avoid_dst_above_src=63 avoid_src_above_dst=63 backward_dst_above_src=63 backward_below=8192 backward_page=true non_temporal_from=33554432 (the other fields as Thresholds::new)
# row: kept (6 rounds): row=intel-fsrm: every other value is worse by more than 1% or breaks the guard
#   row=intel-fsrm: objective -, started from
#   row=amd-zen3-zen4: objective 0.984x [0.957, 1.529] over 6 rounds, rejected: slower than glibc by more than the margin at 27 fixed sizes, 168 percentage points above it in all (the value started from: 28, 92)
#   row=amd-zen5: objective 1.021x [0.985, 1.505] over 6 rounds, rejected: slower than glibc by more than the margin at 38 fixed sizes, 1094 percentage points above it in all (the value started from: 28, 92)
#   row=generic: objective 1.303x [1.245, 1.769] over 6 rounds, rejected: slower than glibc by more than the margin at 75 fixed sizes, 1281 percentage points above it in all (the value started from: 28, 92)
# width+masked_max: kept (6 rounds): width=avx512 masked_max=32 masked_form=head-tail: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=32 masked_form=head-tail: objective -, started from
#   width=avx512 masked_max=off masked_form=head-tail: objective 1.481x [1.449, 1.952] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=head-tail: objective 1.192x [1.175, 1.745] over 6 rounds, rejected: 40 B aligned hot takes 1.440x [1.335, 1.495] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=32 masked_form=halves: objective 1.018x [0.974, 1.541] over 6 rounds, rejected: 17 B at random places random takes 1.164x [1.144, 7.268] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 0.989x [0.972, 1.595] over 6 rounds, rejected: 8 B at random places random takes 1.171x [1.146, 1.194] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=halves: objective 1.009x [0.967, 1.708] over 6 rounds, rejected: 8 B at random places llc takes 1.904x [1.297, 11.980] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=one-zmm: objective 1.039x [0.999, 1.566] over 6 rounds, rejected: 1 B at random places llc takes 2.047x [1.838, 12.919] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.980x [0.967, 1.036] over 6 rounds, rejected: 1 B at random places random takes 1.198x [1.165, 1.228] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx2 masked_max=off masked_form=head-tail: objective 1.532x [1.517, 1.558] over 6 rounds, rejected: 1000 B page hot takes 1.756x [1.742, 1.776] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.036x [0.655, 1.814] over 6 rounds, rejected: 40 B aligned hot takes 1.560x [1.309, 1.666] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (6 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.078x [0.651, 1.798] over 6 rounds, rejected: 63 B misaligned hot takes 1.337x [1.081, 1.497] over 6 rounds the time of two_vectors_first=on
# small_merged: not measured (0 rounds): only small_merged=off is valid for this CPU and the other choices
#   small_merged=off: objective -, started from
# loop_interleave: kept (32 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 1.001x [0.687, 1.447] over 32 rounds, rejected: 1048576 B band rotating takes 1.026x [1.022, 1.034] over 32 rounds the time of loop_interleave=off
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 1.022x [0.634, 1.558] over 6 rounds, rejected: 576 B page hot takes 1.274x [1.263, 1.298] over 6 rounds the time of loop_start_strict=on
# tail_loads_ascending: undecided (106 rounds): kept tail_loads_ascending=off: tail_loads_ascending=on: 1.008x [0.969, 1.036] over 106 rounds overlaps 'equal within 1%'
#   tail_loads_ascending=off: objective -, started from
#   tail_loads_ascending=on: objective 1.008x [0.969, 1.036] over 106 rounds, undecided
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.001x [0.679, 1.377] over 6 rounds, rejected: 1300 B misaligned hot takes 1.194x [1.189, 1.199] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.008x [0.675, 1.559] over 6 rounds, rejected: 16384 B misaligned hot takes 1.179x [1.168, 1.185] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (162 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.017x [0.968, 1.574] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.017x [0.998, 1.559] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.001x [0.996, 1.004] over 162 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.004x [0.999, 1.007] over 162 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 0.998x [0.992, 1.005] over 162 rounds, equivalent
# rep_movsb_from: changed (162 rounds): rep_movsb_from=262144 rep_movsb_align_dst=off (from rep_movsb_from=2097152 rep_movsb_align_dst=off): the value started from breaks the guard (the value started from takes 1.035x [1.035, 1.036] over 162 rounds the time of rep_movsb_from=65536 rep_movsb_align_dst=off at 262144 B misaligned rotating); this one is equal on the objective (0.996x [0.990, 1.000] over 162 rounds) and within 2% everywhere
#   rep_movsb_from=2097152 rep_movsb_align_dst=off: objective -, started from
#   rep_movsb_from=2097152 rep_movsb_align_dst=on: objective 1.009x [0.982, 1.591] over 6 rounds, rejected: 8192 B page hot takes 1.053x [1.051, 1.057] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=off rep_movsb_align_dst=off: objective 1.002x [0.987, 1.464] over 6 rounds, dropped (slower half)
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.001x [0.987, 1.486] over 6 rounds, rejected: 8192 B page hot takes 1.054x [1.051, 1.056] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.995x [0.983, 1.451] over 14 rounds, rejected: 4096 B misaligned hot takes 1.237x [1.226, 1.260] over 14 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.077x [0.977, 1.597] over 6 rounds, rejected: 4096 B aligned hot takes 1.390x [1.379, 1.405] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.996x [0.978, 1.747] over 6 rounds, dropped (slower half)
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 0.990x [0.982, 1.007] over 6 rounds, rejected: 8192 B page hot takes 1.053x [1.050, 1.056] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.999x [0.996, 1.002] over 162 rounds, equivalent
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 0.995x [0.973, 1.000] over 6 rounds, rejected: 8192 B aligned hot takes 1.055x [1.051, 1.073] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.996x [0.990, 1.000] over 162 rounds, chosen
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.004x [0.974, 1.113] over 6 rounds, rejected: 8192 B aligned hot takes 1.065x [1.052, 1.303] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.998x [0.993, 1.004] over 162 rounds, equivalent
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.994x [0.983, 1.000] over 6 rounds, rejected: 8192 B page hot takes 1.055x [1.051, 1.055] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
# rep_movsb_coaligned_from: undecided (398 rounds): kept rep_movsb_coaligned_from=8192: rep_movsb_coaligned_from=4096: 1.001x [0.984, 1.013] over 398 rounds overlaps 'equal within 1%'
#   rep_movsb_coaligned_from=8192: objective -, started from
#   rep_movsb_coaligned_from=off: objective 1.003x [0.990, 1.343] over 6 rounds, rejected: 65536 B page hot takes 1.068x [1.065, 1.073] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=4096: objective 1.001x [0.984, 1.013] over 398 rounds, undecided
#   rep_movsb_coaligned_from=16384: objective 0.997x [0.929, 1.509] over 9 rounds, rejected: 8192 B page rotating takes 1.031x [1.028, 1.034] over 9 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=65536: objective 1.017x [0.937, 1.458] over 6 rounds, rejected: 16384 B aligned rotating takes 1.051x [1.049, 1.055] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=262144: objective 1.009x [0.886, 1.496] over 6 rounds, rejected: 65536 B page rotating takes 1.070x [1.066, 1.075] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=1048576: objective 1.007x [0.896, 1.444] over 6 rounds, rejected: 65536 B page rotating takes 1.067x [1.063, 1.075] over 6 rounds the time of rep_movsb_coaligned_from=8192
# rep_movsb_page_from: kept (162 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.010x [0.970, 1.531] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=16384: objective 1.002x [0.998, 1.006] over 162 rounds, equivalent
#   rep_movsb_page_from=65536: objective 0.996x [0.990, 1.001] over 162 rounds, equivalent
#   rep_movsb_page_from=262144: objective 1.002x [0.997, 1.009] over 162 rounds, equivalent
#   rep_movsb_page_from=1048576: objective 1.007x [0.977, 1.466] over 6 rounds, dropped (slower half)
# avoid_dst_above_src: kept (6 rounds): avoid_dst_above_src=63 avoid_dst_above_src_below=off: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective -, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective -, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective -, equivalent
# avoid_src_above_dst: changed (72 rounds): avoid_src_above_dst=0 (from avoid_src_above_dst=63): the value started from breaks the guard (the value started from takes 1.048x [1.046, 1.050] over 72 rounds the time of avoid_src_above_dst=0 at 262144 B src-above rotating); this one is equal on the objective (no distribution sees it) and within 2% everywhere
#   avoid_src_above_dst=63: objective -, started from
#   avoid_src_above_dst=0: objective -, chosen
# backward: changed (243 rounds): backward_dst_above_src=255 backward_from=0 backward_below=off (from backward_dst_above_src=63 backward_from=0 backward_below=8192): the value started from breaks the guard (the value started from takes 1.154x [1.153, 1.154] over 243 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=off at 1000 B line-above hot); this one is equal on the objective (0.994x [0.991, 0.998] over 243 rounds) and within 2% everywhere
#   backward_dst_above_src=63 backward_from=0 backward_below=8192: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=8192: objective 1.007x [1.000, 1.617] over 6 rounds, rejected: 1000 B band hot takes 1.064x [1.058, 1.129] over 6 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=0 backward_below=8192: objective 1.006x [0.985, 1.605] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.011x [0.960, 1.604] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 1.047x [1.001, 1.665] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 1.015x [0.972, 1.674] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=4096 backward_below=8192: objective 1.017x [0.957, 1.681] over 6 rounds, rejected: 1000 B band hot takes 1.068x [1.063, 1.079] over 6 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.002x [0.967, 1.043] over 6 rounds, rejected: 1000 B band hot takes 1.069x [1.053, 1.080] over 6 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 1.000x [0.958, 1.053] over 6 rounds, rejected: 1000 B band hot takes 1.064x [1.059, 1.074] over 6 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.999x [0.952, 1.005] over 9 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 1.000x [0.970, 1.008] over 9 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.997x [0.993, 1.000] over 243 rounds, equivalent
#   backward_dst_above_src=63 backward_from=4096 backward_below=8192: objective 0.997x [0.947, 1.064] over 6 rounds, rejected: 1000 B band hot takes 1.064x [1.061, 1.132] over 6 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.995x [0.946, 1.078] over 6 rounds, rejected: 1000 B band hot takes 1.068x [1.048, 1.076] over 6 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.994x [0.963, 1.002] over 6 rounds, rejected: 1000 B band hot takes 1.063x [1.060, 1.073] over 6 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=0 backward_below=8192: objective 0.996x [0.994, 1.000] over 243 rounds, equivalent
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.994x [0.991, 0.998] over 243 rounds, chosen
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective 0.997x [0.992, 1.004] over 243 rounds, equivalent
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 1.002x [0.970, 1.010] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=4096 backward_below=8192: objective 1.000x [0.956, 1.006] over 6 rounds, rejected: 1000 B band hot takes 1.065x [1.060, 1.073] over 6 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.991x [0.965, 0.994] over 6 rounds, rejected: 1000 B band hot takes 1.071x [1.068, 1.146] over 6 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 1.002x [0.954, 1.092] over 6 rounds, rejected: 1000 B band hot takes 1.064x [1.058, 1.074] over 6 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
# backward_page: undecided (307 rounds): kept backward_page=on backward_page_below=off: backward_page=on backward_page_below=2048: 1.011x [0.978, 1.025] over 307 rounds overlaps 'equal within 1%'
#   backward_page=on backward_page_below=off: objective -, started from
#   backward_page=off backward_page_below=off: objective 1.009x [0.984, 1.457] over 6 rounds, rejected: 1000 B page hot takes 1.149x [1.144, 1.151] over 6 rounds the time of backward_page=on backward_page_below=off
#   backward_page=on backward_page_below=1024: objective 0.998x [0.960, 1.437] over 6 rounds, rejected: 1300 B page hot takes 1.128x [1.123, 1.130] over 6 rounds the time of backward_page=on backward_page_below=off
#   backward_page=on backward_page_below=2048: objective 1.011x [0.978, 1.025] over 307 rounds, undecided
# backward_wide_below: undecided (192 rounds): kept backward_wide_below=off: backward_wide_below=1024: 0.990x [0.972, 0.999] over 192 rounds overlaps 'equal within 1%'; backward_wide_below=2048: 0.985x [0.974, 0.998] over 192 rounds overlaps 'equal within 1%'
#   backward_wide_below=off: objective -, started from
#   backward_wide_below=1024: objective 0.990x [0.972, 0.999] over 192 rounds, undecided
#   backward_wide_below=2048: objective 0.985x [0.974, 0.998] over 192 rounds, undecided
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=33554432: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (21 rounds): block_align=16: every other value is worse by more than 1% or breaks the guard
#   block_align=16: objective -, started from
#   block_align=64: objective 0.975x [0.697, 1.453] over 21 rounds, rejected: 1300 B misaligned hot takes 1.049x [1.047, 1.051] over 21 rounds the time of block_align=16
# kept the table's value for: tail_loads_ascending, rep_movsb_coaligned_from, backward_page, backward_page_below, backward_wide_below
end
