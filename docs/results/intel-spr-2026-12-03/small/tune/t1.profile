# memcpy-jit profile
format=2
crate=0.1.0
cpu=GenuineIntel family 0x6 model 0xa7 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 2 MiB, l3 480 MiB shared by 2
command=memcpy-jit tune --out t1.profile
date=2026-12-03T15:15:25Z
width=avx512
masked_max=32
masked_form=head-tail
masked_page_guard=false
two_vectors_first=true
small_merged=false
loop_interleave=false
loop_start_strict=false
tail_loads_ascending=false
loop_prefetch=none
tail_loads_after_loop_from=none
tail_loads_after_loop_below=none
rep_movsb_from=2097152
rep_movsb_align_dst=false
rep_movsb_coaligned_from=8192
rep_movsb_page_from=none
avoid_dst_above_src=63
avoid_dst_above_src_below=none
avoid_src_above_dst=63
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
# table row intel-fsrm: width=avx512 masked_max=32 masked_form=head-tail two_vectors_first=true rep_movsb_from=2097152 rep_movsb_coaligned_from=8192 avoid_dst_above_src=63 avoid_src_above_dst=63 backward_dst_above_src=63 backward_below=8192 backward_page=true non_temporal_from=33554432 (the other fields as Thresholds::new)
# row: undecided (108 rounds): kept row=intel-fsrm: row=amd-zen3-zen4: 0.998x [0.955, 1.038] over 108 rounds overlaps 'equal within 1%'
#   row=intel-fsrm: objective -, started from
#   row=amd-zen3-zen4: objective 0.998x [0.955, 1.038] over 108 rounds, undecided
#   row=amd-zen5: objective 1.063x [0.984, 1.701] over 6 rounds, rejected: slower than glibc by more than the margin at 49 fixed sizes, 1487 percentage points above it in all (the value started from: 45, 227)
#   row=generic: objective 1.292x [1.227, 2.055] over 6 rounds, rejected: slower than glibc by more than the margin at 93 fixed sizes, 1541 percentage points above it in all (the value started from: 45, 227)
# width+masked_max: kept (6 rounds): width=avx512 masked_max=32 masked_form=head-tail: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=32 masked_form=head-tail: objective -, started from
#   width=avx512 masked_max=off masked_form=head-tail: objective 1.511x [1.476, 2.043] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=head-tail: objective 1.180x [1.169, 1.702] over 6 rounds, rejected: 8 B at random places random takes 1.050x [1.030, 1.213] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=32 masked_form=halves: objective 1.030x [0.985, 1.652] over 6 rounds, rejected: 8 B at random places random takes 1.209x [1.175, 1.315] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 0.999x [0.966, 1.658] over 6 rounds, rejected: 17 B at random places random takes 1.160x [1.134, 1.210] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=halves: objective 1.073x [0.973, 1.715] over 6 rounds, rejected: 8 B at random places llc takes 2.087x [1.396, 14.976] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=one-zmm: objective 1.015x [0.968, 1.651] over 6 rounds, rejected: 1 B at random places random takes 1.435x [1.397, 1.465] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.978x [0.936, 1.013] over 6 rounds, rejected: 17 B at random places random takes 1.199x [1.174, 1.212] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx2 masked_max=off masked_form=head-tail: objective 1.510x [1.469, 1.553] over 6 rounds, rejected: slower than glibc in the copy-then-use regime (1.022x [1.005, 1.050] over 6 rounds its time, geometric mean of the distributions there)
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.068x [0.556, 2.011] over 6 rounds, rejected: 8 B aligned hot takes 1.144x [1.135, 1.154] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (6 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 0.979x [0.562, 2.039] over 6 rounds, rejected: 63 B misaligned hot takes 1.380x [1.165, 1.498] over 6 rounds the time of two_vectors_first=on
# small_merged: not measured (0 rounds): only small_merged=off is valid for this CPU and the other choices
#   small_merged=off: objective -, started from
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.964x [0.608, 1.630] over 6 rounds, rejected: 1000 B line-above hot takes 1.054x [1.052, 1.058] over 6 rounds the time of loop_interleave=off
# loop_start_strict: undecided (83 rounds): kept loop_start_strict=off: loop_start_strict=on: 1.035x [0.977, 1.087] over 83 rounds overlaps 'equal within 1%'
#   loop_start_strict=off: objective -, started from
#   loop_start_strict=on: objective 1.035x [0.977, 1.087] over 83 rounds, undecided
# tail_loads_ascending: undecided (84 rounds): kept tail_loads_ascending=off: tail_loads_ascending=on: 0.981x [0.956, 1.036] over 84 rounds overlaps 'equal within 1%'
#   tail_loads_ascending=off: objective -, started from
#   tail_loads_ascending=on: objective 0.981x [0.956, 1.036] over 84 rounds, undecided
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.003x [0.665, 1.505] over 6 rounds, rejected: 16384 B src-above hot takes 1.177x [1.170, 1.186] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.037x [0.655, 1.561] over 6 rounds, rejected: 16384 B src-above hot takes 1.182x [1.175, 1.188] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (155 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.006x [0.961, 1.613] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.000x [0.993, 1.004] over 155 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.002x [0.983, 1.585] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.002x [0.996, 1.006] over 155 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.001x [0.995, 1.008] over 155 rounds, equivalent
# rep_movsb_from: undecided (329 rounds): kept rep_movsb_from=2097152 rep_movsb_align_dst=off: rep_movsb_from=16384 rep_movsb_align_dst=off: 0.988x [0.983, 0.991] over 329 rounds overlaps 'equal within 1%'; rep_movsb_from=262144 rep_movsb_align_dst=off: 0.991x [0.987, 0.995] over 329 rounds overlaps 'equal within 1%'; rep_movsb_from=1048576 rep_movsb_align_dst=off: 0.991x [0.987, 0.995] over 329 rounds overlaps 'equal within 1%'
#   rep_movsb_from=2097152 rep_movsb_align_dst=off: objective -, started from
#   rep_movsb_from=2097152 rep_movsb_align_dst=on: objective 1.005x [0.959, 1.654] over 6 rounds, rejected: 8192 B aligned hot takes 1.052x [1.050, 1.054] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=off rep_movsb_align_dst=off: objective 1.031x [0.983, 1.571] over 6 rounds, dropped (slower half)
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 0.996x [0.974, 1.634] over 6 rounds, rejected: 8192 B aligned hot takes 1.053x [1.047, 1.054] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.069x [0.977, 1.663] over 6 rounds, dropped (slower half)
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 0.990x [0.940, 1.654] over 6 rounds, rejected: 4096 B line-above hot takes 1.453x [1.375, 1.502] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.988x [0.983, 0.991] over 329 rounds, undecided
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 0.983x [0.951, 1.030] over 6 rounds, rejected: 8192 B aligned hot takes 1.051x [1.048, 1.055] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.996x [0.992, 1.000] over 329 rounds, equivalent
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 0.992x [0.950, 1.022] over 6 rounds, rejected: 8192 B aligned hot takes 1.053x [1.050, 1.083] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.991x [0.987, 0.995] over 329 rounds, undecided
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.987x [0.946, 1.020] over 6 rounds, rejected: 8192 B aligned hot takes 1.053x [1.051, 1.080] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.991x [0.987, 0.995] over 329 rounds, undecided
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.993x [0.952, 1.081] over 6 rounds, rejected: 8192 B aligned hot takes 1.055x [1.048, 1.083] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
# rep_movsb_coaligned_from: undecided (170 rounds): kept rep_movsb_coaligned_from=8192: rep_movsb_coaligned_from=4096: 0.995x [0.964, 1.006] over 170 rounds overlaps 'equal within 1%'
#   rep_movsb_coaligned_from=8192: objective -, started from
#   rep_movsb_coaligned_from=off: objective 1.007x [0.989, 1.645] over 6 rounds, rejected: 262144 B aligned rotating takes 1.073x [1.067, 1.076] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=4096: objective 0.995x [0.964, 1.006] over 170 rounds, undecided
#   rep_movsb_coaligned_from=16384: objective 0.996x [0.965, 1.008] over 72 rounds, rejected: 8192 B page rotating takes 1.027x [1.025, 1.029] over 72 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=65536: objective 1.008x [0.979, 1.628] over 6 rounds, rejected: 16384 B page rotating takes 1.043x [1.020, 1.047] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=262144: objective 1.001x [0.990, 1.421] over 6 rounds, rejected: 65536 B page rotating takes 1.067x [1.062, 1.236] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=1048576: objective 1.012x [0.998, 1.531] over 6 rounds, rejected: 262144 B aligned rotating takes 1.071x [1.069, 1.073] over 6 rounds the time of rep_movsb_coaligned_from=8192
# rep_movsb_page_from: undecided (109 rounds): kept rep_movsb_page_from=off: rep_movsb_page_from=4096: 0.998x [0.987, 1.008] over 109 rounds overlaps 'equal within 1%'; rep_movsb_page_from=16384: 0.999x [0.989, 1.007] over 109 rounds overlaps 'equal within 1%'
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.998x [0.987, 1.008] over 109 rounds, undecided
#   rep_movsb_page_from=16384: objective 0.999x [0.989, 1.007] over 109 rounds, undecided
#   rep_movsb_page_from=65536: objective 1.026x [0.960, 1.696] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 1.035x [0.968, 1.495] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=1048576: objective 1.003x [0.992, 1.008] over 109 rounds, equivalent
# avoid_dst_above_src: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective -, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective -, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective -, undecided
# avoid_src_above_dst: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   avoid_src_above_dst=63: objective -, started from
#   avoid_src_above_dst=0: objective -, undecided
# backward: changed (243 rounds): backward_dst_above_src=255 backward_from=0 backward_below=off (from backward_dst_above_src=63 backward_from=0 backward_below=8192): the value started from breaks the guard (the value started from takes 1.133x [1.131, 1.134] over 243 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096 at 1000 B line-above hot); this one is equal on the objective (0.995x [0.991, 0.999] over 243 rounds) and within 2% everywhere
#   backward_dst_above_src=63 backward_from=0 backward_below=8192: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=8192: objective 1.011x [0.981, 1.850] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=8192: objective 1.001x [0.993, 1.694] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.004x [0.995, 1.998] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 1.007x [0.973, 1.735] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 1.010x [0.993, 1.710] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=4096 backward_below=8192: objective 1.011x [0.983, 1.707] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.999x [0.983, 1.057] over 9 rounds, rejected: 1000 B band hot takes 1.078x [1.064, 1.115] over 9 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 1.001x [0.981, 1.009] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.995x [0.991, 0.998] over 243 rounds, equivalent
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 1.001x [0.996, 1.004] over 243 rounds, equivalent
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 1.002x [0.970, 1.026] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=4096 backward_below=8192: objective 0.990x [0.988, 1.058] over 9 rounds, rejected: 1000 B band hot takes 1.061x [1.035, 1.070] over 9 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.992x [0.981, 1.064] over 9 rounds, rejected: 1000 B band hot takes 1.071x [1.047, 1.081] over 9 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.994x [0.973, 1.014] over 9 rounds, rejected: 1000 B band hot takes 1.054x [1.044, 1.074] over 9 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=0 backward_below=8192: objective 1.002x [0.989, 1.126] over 9 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.995x [0.991, 0.999] over 243 rounds, chosen
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective 0.998x [0.992, 1.002] over 243 rounds, equivalent
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 1.000x [0.974, 1.012] over 9 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=4096 backward_below=8192: objective 1.001x [0.979, 1.006] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.997x [0.980, 1.005] over 9 rounds, rejected: 1000 B band hot takes 1.072x [1.057, 1.089] over 9 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 1.007x [0.977, 1.069] over 6 rounds, dropped (slower half)
# backward_page: kept (14 rounds): backward_page=on backward_page_below=off: every other value is worse by more than 1% or breaks the guard
#   backward_page=on backward_page_below=off: objective -, started from
#   backward_page=off backward_page_below=off: objective 0.999x [0.956, 1.589] over 6 rounds, rejected: 1000 B page hot takes 1.096x [1.091, 1.099] over 6 rounds the time of backward_page=on backward_page_below=off
#   backward_page=on backward_page_below=1024: objective 0.987x [0.665, 1.475] over 14 rounds, rejected: 1300 B page hot takes 1.318x [1.290, 1.354] over 14 rounds the time of backward_page=on backward_page_below=off
#   backward_page=on backward_page_below=2048: objective 1.031x [0.941, 1.419] over 9 rounds, rejected: 576 B page hot takes 1.027x [1.024, 1.064] over 9 rounds the time of backward_page=on backward_page_below=off
# backward_wide_below: undecided (71 rounds): kept backward_wide_below=off: backward_wide_below=1024: 0.978x [0.961, 1.004] over 71 rounds overlaps 'equal within 1%'; backward_wide_below=2048: 0.998x [0.962, 1.014] over 71 rounds overlaps 'equal within 1%'
#   backward_wide_below=off: objective -, started from
#   backward_wide_below=1024: objective 0.978x [0.961, 1.004] over 71 rounds, undecided
#   backward_wide_below=2048: objective 0.998x [0.962, 1.014] over 71 rounds, undecided
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=33554432: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: undecided (141 rounds): kept block_align=16: block_align=64: 0.988x [0.964, 1.035] over 141 rounds overlaps 'equal within 1%'
#   block_align=16: objective -, started from
#   block_align=64: objective 0.988x [0.964, 1.035] over 141 rounds, undecided
# kept the table's value for: row, loop_start_strict, tail_loads_ascending, rep_movsb_from, rep_movsb_align_dst, rep_movsb_coaligned_from, rep_movsb_page_from, backward_wide_below, block_align
end
