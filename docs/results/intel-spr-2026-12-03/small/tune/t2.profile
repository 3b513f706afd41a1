# memcpy-jit profile
format=2
crate=0.1.0
cpu=GenuineIntel family 0x6 model 0xa7 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 2 MiB, l3 480 MiB shared by 2
command=memcpy-jit tune --out docs/results/intel-spr-2026-12-03/small/tune/t2.profile
date=2026-12-03T13:26:30Z
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
backward_page=false
backward_page_below=none
backward_wide_below=none
non_temporal_from=33554432
non_temporal_skips_coaligned=false
memmove=false
block_align=16
# measured on Intel(R) Xeon(R) Processor
# table row intel-fsrm: width=avx512 masked_max=32 masked_form=head-tail two_vectors_first=true rep_movsb_from=2097152 rep_movsb_coaligned_from=8192 avoid_dst_above_src=63 avoid_src_above_dst=63 non_temporal_from=33554432 (the other fields as Thresholds::new)
# row: kept (14 rounds): row=intel-fsrm: every other value is worse by more than 1% or breaks the guard
#   row=intel-fsrm: objective -, started from
#   row=amd-zen3-zen4: objective 0.984x [0.928, 1.542] over 14 rounds, rejected: slower than glibc by more than the margin at 28 fixed sizes, 290 percentage points above it in all (the value started from: 42, 273)
#   row=amd-zen5: objective 1.011x [0.975, 1.515] over 6 rounds, rejected: slower than glibc by more than the margin at 37 fixed sizes, 787 percentage points above it in all (the value started from: 43, 261)
#   row=generic: objective 1.242x [1.198, 1.778] over 6 rounds, rejected: slower than glibc by more than the margin at 77 fixed sizes, 1206 percentage points above it in all (the value started from: 43, 261)
# width+masked_max: kept (6 rounds): width=avx512 masked_max=32 masked_form=head-tail: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=32 masked_form=head-tail: objective -, started from
#   width=avx512 masked_max=off masked_form=head-tail: objective 1.406x [1.340, 1.868] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=head-tail: objective 1.132x [1.085, 1.633] over 6 rounds, rejected: 63 B misaligned hot takes 1.404x [1.171, 1.822] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=32 masked_form=halves: objective 0.996x [0.936, 1.555] over 6 rounds, rejected: 17 B at random places random takes 1.199x [1.181, 1.316] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 0.959x [0.939, 1.479] over 6 rounds, rejected: 17 B at random places random takes 1.203x [1.163, 1.241] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=halves: objective 0.985x [0.937, 1.726] over 6 rounds, rejected: 1 B at random places llc takes 1.727x [1.334, 10.370] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=one-zmm: objective 0.995x [0.959, 1.558] over 6 rounds, rejected: 1 B at random places llc takes 2.525x [2.263, 10.425] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.954x [0.915, 0.995] over 6 rounds, rejected: 8 B at random places random takes 1.212x [1.196, 1.269] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx2 masked_max=off masked_form=head-tail: objective 1.411x [1.372, 1.445] over 6 rounds, rejected: slower than glibc in the llc regime (1.024x [1.005, 1.032] over 6 rounds its time, geometric mean of the distributions there)
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.026x [0.643, 1.736] over 6 rounds, rejected: 8 B misaligned hot takes 1.200x [1.175, 1.222] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (6 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.019x [0.619, 1.770] over 6 rounds, rejected: 40 B aligned hot takes 1.323x [1.295, 3.294] over 6 rounds the time of two_vectors_first=on
# small_merged: not measured (0 rounds): only small_merged=off is valid for this CPU and the other choices
#   small_merged=off: objective -, started from
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.999x [0.607, 1.649] over 6 rounds, rejected: 1000 B line-above hot takes 1.055x [1.044, 1.077] over 6 rounds the time of loop_interleave=off
# loop_start_strict: undecided (111 rounds): kept loop_start_strict=off: loop_start_strict=on: 1.000x [0.955, 1.054] over 111 rounds overlaps 'equal within 1%'
#   loop_start_strict=off: objective -, started from
#   loop_start_strict=on: objective 1.000x [0.955, 1.054] over 111 rounds, undecided
# tail_loads_ascending: undecided (111 rounds): kept tail_loads_ascending=off: tail_loads_ascending=on: 1.016x [0.970, 1.035] over 111 rounds overlaps 'equal within 1%'
#   tail_loads_ascending=off: objective -, started from
#   tail_loads_ascending=on: objective 1.016x [0.970, 1.035] over 111 rounds, undecided
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.994x [0.670, 1.374] over 6 rounds, rejected: 16384 B src-above hot takes 1.183x [1.176, 1.192] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.026x [0.718, 1.713] over 6 rounds, rejected: 16384 B src-above hot takes 1.186x [1.177, 1.195] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (162 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.007x [0.967, 1.529] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.997x [0.992, 1.002] over 162 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.000x [0.995, 1.002] over 162 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.009x [0.945, 1.502] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.001x [0.996, 1.005] over 162 rounds, equivalent
# rep_movsb_from: changed (243 rounds): rep_movsb_from=262144 rep_movsb_align_dst=off (from rep_movsb_from=2097152 rep_movsb_align_dst=off): the value started from breaks the guard (the value started from takes 1.036x [1.035, 1.038] over 243 rounds the time of rep_movsb_from=65536 rep_movsb_align_dst=off at 262144 B misaligned hot); this one is equal on the objective (0.998x [0.993, 1.004] over 243 rounds) and within 2% everywhere
#   rep_movsb_from=2097152 rep_movsb_align_dst=off: objective -, started from
#   rep_movsb_from=2097152 rep_movsb_align_dst=on: objective 1.005x [0.994, 1.605] over 6 rounds, rejected: 8192 B aligned hot takes 1.050x [1.049, 1.058] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=off rep_movsb_align_dst=off: objective 1.006x [0.984, 1.570] over 6 rounds, dropped (slower half)
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.005x [0.991, 1.611] over 6 rounds, rejected: 8192 B page hot takes 1.052x [1.044, 1.054] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.994x [0.988, 0.997] over 243 rounds, rejected: 4096 B misaligned hot takes 1.289x [1.287, 1.294] over 243 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.004x [0.990, 1.613] over 6 rounds, rejected: 4096 B aligned hot takes 1.381x [1.359, 1.386] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.010x [0.998, 1.852] over 6 rounds, dropped (slower half)
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.002x [0.991, 1.017] over 6 rounds, rejected: 8192 B aligned hot takes 1.050x [1.043, 1.056] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.998x [0.992, 1.002] over 243 rounds, equivalent
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.005x [1.001, 1.159] over 6 rounds, rejected: 8192 B aligned hot takes 1.052x [1.046, 1.056] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.998x [0.993, 1.004] over 243 rounds, chosen
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.007x [0.996, 1.120] over 6 rounds, rejected: 8192 B aligned hot takes 1.052x [1.046, 2.832] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 1.006x [0.996, 1.026] over 6 rounds, dropped (slower half)
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.004x [1.000, 1.015] over 6 rounds, rejected: 8192 B aligned hot takes 1.053x [1.050, 1.057] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
# rep_movsb_coaligned_from: undecided (414 rounds): kept rep_movsb_coaligned_from=8192: rep_movsb_coaligned_from=4096: 1.006x [0.977, 1.022] over 414 rounds overlaps 'equal within 1%'
#   rep_movsb_coaligned_from=8192: objective -, started from
#   rep_movsb_coaligned_from=off: objective 1.009x [0.999, 1.568] over 6 rounds, rejected: 65536 B aligned rotating takes 1.062x [1.060, 1.097] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=4096: objective 1.006x [0.977, 1.022] over 414 rounds, undecided
#   rep_movsb_coaligned_from=16384: objective 1.004x [0.966, 1.033] over 9 rounds, rejected: 8192 B page rotating takes 1.030x [1.024, 1.032] over 9 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=65536: objective 1.005x [0.996, 1.496] over 6 rounds, rejected: 16384 B page rotating takes 1.049x [1.040, 1.056] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=262144: objective 1.013x [0.994, 1.636] over 6 rounds, rejected: 65536 B page rotating takes 1.068x [1.063, 1.073] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=1048576: objective 1.010x [0.998, 1.601] over 6 rounds, rejected: 65536 B page rotating takes 1.068x [1.061, 1.071] over 6 rounds the time of rep_movsb_coaligned_from=8192
# rep_movsb_page_from: kept (162 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.998x [0.996, 1.004] over 162 rounds, equivalent
#   rep_movsb_page_from=16384: objective 0.999x [0.994, 1.004] over 162 rounds, equivalent
#   rep_movsb_page_from=65536: objective 1.002x [0.971, 1.752] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 1.060x [1.003, 1.481] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=1048576: objective 1.001x [0.997, 1.010] over 162 rounds, equivalent
# avoid_dst_above_src: kept (6 rounds): avoid_dst_above_src=63 avoid_dst_above_src_below=off: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective -, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective -, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective -, equivalent
# avoid_src_above_dst: changed (48 rounds): avoid_src_above_dst=0 (from avoid_src_above_dst=63): the value started from breaks the guard (the value started from takes 1.050x [1.049, 1.051] over 48 rounds the time of avoid_src_above_dst=0 at 262144 B src-above rotating); this one is equal on the objective (no distribution sees it) and within 2% everywhere
#   avoid_src_above_dst=63: objective -, started from
#   avoid_src_above_dst=0: objective -, chosen
# backward: changed (162 rounds): backward_dst_above_src=255 backward_from=0 backward_below=off (from backward_dst_above_src=0 backward_from=0 backward_below=off): the value started from breaks the guard (the value started from takes 1.152x [1.151, 1.152] over 162 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=off at 1000 B line-above hot); this one is equal on the objective (0.996x [0.992, 0.999] over 162 rounds) and within 2% everywhere
#   backward_dst_above_src=0 backward_from=0 backward_below=off: objective -, started from
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 0.992x [0.959, 1.006] over 9 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 1.000x [0.992, 1.726] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 1.007x [0.992, 1.562] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.991x [0.947, 1.066] over 9 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 1.007x [0.985, 1.767] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.996x [0.982, 1.701] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.998x [0.984, 1.004] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.993x [0.939, 1.004] over 14 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.998x [0.977, 1.071] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.998x [0.993, 1.002] over 162 rounds, equivalent
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.996x [0.992, 0.999] over 162 rounds, chosen
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective 0.997x [0.992, 1.008] over 162 rounds, equivalent
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.990x [0.949, 1.008] over 14 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.994x [0.974, 1.046] over 9 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.997x [0.992, 1.013] over 6 rounds, dropped (slower half)
# backward_page: undecided (209 rounds): kept backward_page=off backward_page_below=off: backward_page=on backward_page_below=1024: 0.978x [0.962, 1.001] over 209 rounds overlaps 'equal within 1%'; backward_page=on backward_page_below=2048: 0.973x [0.965, 1.000] over 209 rounds overlaps 'equal within 1%'
#   backward_page=off backward_page_below=off: objective -, started from
#   backward_page=on backward_page_below=off: objective 0.994x [0.946, 1.471] over 6 rounds, rejected: 262144 B page rotating takes 1.056x [1.051, 1.072] over 6 rounds the time of backward_page=off backward_page_below=off
#   backward_page=on backward_page_below=1024: objective 0.978x [0.962, 1.001] over 209 rounds, undecided
#   backward_page=on backward_page_below=2048: objective 0.973x [0.965, 1.000] over 209 rounds, undecided
# backward_wide_below: undecided (140 rounds): kept backward_wide_below=off: backward_wide_below=1024: 0.980x [0.964, 1.003] over 140 rounds overlaps 'equal within 1%'; backward_wide_below=2048: 0.978x [0.963, 1.003] over 140 rounds overlaps 'equal within 1%'
#   backward_wide_below=off: objective -, started from
#   backward_wide_below=1024: objective 0.980x [0.964, 1.003] over 140 rounds, undecided
#   backward_wide_below=2048: objective 0.978x [0.963, 1.003] over 140 rounds, undecided
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=33554432: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (9 rounds): block_align=16: every other value is worse by more than 1% or breaks the guard
#   block_align=16: objective -, started from
#   block_align=64: objective 1.049x [0.659, 1.477] over 9 rounds, rejected: 1300 B misaligned hot takes 1.035x [1.029, 1.037] over 9 rounds the time of block_align=16
# kept the table's value for: loop_start_strict, tail_loads_ascending, rep_movsb_coaligned_from, backward_page, backward_page_below, backward_wide_below
end
