# memcpy-jit profile
format=2
crate=0.1.0
cpu=GenuineIntel family 0x6 model 0xa7 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 2 MiB, l3 480 MiB shared by 2
command=memcpy-jit tune --out docs/results/intel-spr-2026-12-03/small/tune/t1.profile
date=2026-12-03T13:26:00Z
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
rep_movsb_from=16384
rep_movsb_align_dst=false
rep_movsb_coaligned_from=8192
rep_movsb_page_from=none
avoid_dst_above_src=63
avoid_dst_above_src_below=none
avoid_src_above_dst=63
backward_dst_above_src=0
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
# row: kept (6 rounds): row=intel-fsrm: every other value is worse by more than 1% or breaks the guard
#   row=intel-fsrm: objective -, started from
#   row=amd-zen3-zen4: objective 0.978x [0.925, 1.459] over 6 rounds, rejected: slower than glibc by more than the margin at 26 fixed sizes, 297 percentage points above it in all (the value started from: 45, 286)
#   row=amd-zen5: objective 1.007x [0.934, 1.352] over 6 rounds, rejected: slower than glibc by more than the margin at 36 fixed sizes, 740 percentage points above it in all (the value started from: 45, 286)
#   row=generic: objective 1.260x [1.144, 1.914] over 6 rounds, rejected: slower than glibc by more than the margin at 75 fixed sizes, 1309 percentage points above it in all (the value started from: 45, 286)
# width+masked_max: kept (6 rounds): width=avx512 masked_max=32 masked_form=head-tail: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=32 masked_form=head-tail: objective -, started from
#   width=avx512 masked_max=off masked_form=head-tail: objective 1.462x [1.386, 1.909] over 6 rounds, rejected: 40 B aligned hot takes 1.235x [1.139, 1.330] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=16 masked_form=head-tail: objective 1.137x [1.104, 1.600] over 6 rounds, rejected: 40 B aligned hot takes 1.322x [1.258, 1.495] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=32 masked_form=halves: objective 0.993x [0.967, 1.463] over 6 rounds, rejected: 1 B at random places random takes 1.244x [1.208, 1.281] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 0.970x [0.953, 1.522] over 6 rounds, rejected: 1 B at random places random takes 1.209x [1.189, 1.264] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=halves: objective 0.990x [0.961, 1.479] over 6 rounds, rejected: 1 B at random places random takes 1.326x [1.308, 1.396] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=one-zmm: objective 1.009x [0.979, 1.633] over 6 rounds, rejected: 8 B at random places llc takes 2.067x [1.834, 9.983] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.979x [0.942, 1.002] over 6 rounds, rejected: 1 B at random places random takes 1.221x [1.195, 1.296] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx2 masked_max=off masked_form=head-tail: objective 1.442x [1.426, 1.506] over 6 rounds, rejected: slower than glibc in the copy-then-use regime (1.013x [1.001, 1.177] over 6 rounds its time, geometric mean of the distributions there)
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.029x [0.606, 1.764] over 6 rounds, rejected: 17 B misaligned rotating takes 1.225x [1.179, 1.510] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (21 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.116x [0.658, 1.685] over 21 rounds, rejected: 40 B aligned hot takes 1.287x [1.157, 1.326] over 21 rounds the time of two_vectors_first=on
# small_merged: not measured (0 rounds): only small_merged=off is valid for this CPU and the other choices
#   small_merged=off: objective -, started from
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.900x [0.649, 1.588] over 6 rounds, rejected: 1000 B line-above hot takes 1.049x [1.031, 1.061] over 6 rounds the time of loop_interleave=off
# loop_start_strict: undecided (114 rounds): kept loop_start_strict=off: loop_start_strict=on: 0.985x [0.968, 1.030] over 114 rounds overlaps 'equal within 1%'
#   loop_start_strict=off: objective -, started from
#   loop_start_strict=on: objective 0.985x [0.968, 1.030] over 114 rounds, undecided
# tail_loads_ascending: undecided (111 rounds): kept tail_loads_ascending=off: tail_loads_ascending=on: 0.993x [0.956, 1.045] over 111 rounds overlaps 'equal within 1%'
#   tail_loads_ascending=off: objective -, started from
#   tail_loads_ascending=on: objective 0.993x [0.956, 1.045] over 111 rounds, undecided
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.996x [0.673, 1.413] over 6 rounds, rejected: 16384 B misaligned hot takes 1.175x [1.169, 4.645] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.002x [0.674, 1.511] over 6 rounds, rejected: 16384 B src-above hot takes 1.183x [1.177, 1.188] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (162 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 0.998x [0.993, 1.004] over 162 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.004x [0.994, 1.598] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.001x [0.997, 1.006] over 162 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.002x [0.997, 1.008] over 162 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.011x [0.992, 1.589] over 6 rounds, dropped (slower half)
# rep_movsb_from: changed (365 rounds): rep_movsb_from=16384 rep_movsb_align_dst=off (from rep_movsb_from=2097152 rep_movsb_align_dst=off): the value started from breaks the guard (the value started from takes 1.036x [1.035, 1.036] over 365 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off at 262144 B misaligned hot); this one is equal on the objective (0.995x [0.991, 0.998] over 365 rounds) and within 2% everywhere
#   rep_movsb_from=2097152 rep_movsb_align_dst=off: objective -, started from
#   rep_movsb_from=2097152 rep_movsb_align_dst=on: objective 1.001x [0.986, 1.602] over 6 rounds, rejected: 8192 B page hot takes 1.047x [1.043, 1.054] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=off rep_movsb_align_dst=off: objective 1.000x [0.995, 1.002] over 365 rounds, equivalent
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 0.999x [0.976, 1.613] over 6 rounds, rejected: 8192 B page hot takes 1.048x [1.045, 1.052] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.005x [0.977, 1.582] over 6 rounds, dropped (slower half)
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.005x [0.990, 1.549] over 6 rounds, rejected: 4096 B page hot takes 1.372x [1.367, 1.387] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.995x [0.991, 0.998] over 365 rounds, chosen
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 0.997x [0.985, 1.045] over 6 rounds, rejected: 8192 B page hot takes 1.052x [1.045, 3.023] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.005x [0.990, 1.108] over 6 rounds, dropped (slower half)
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 0.997x [0.985, 1.011] over 9 rounds, rejected: 8192 B page hot takes 1.047x [1.040, 1.050] over 9 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.003x [0.985, 1.011] over 6 rounds, dropped (slower half)
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.997x [0.985, 1.012] over 9 rounds, rejected: 8192 B page hot takes 1.051x [1.047, 1.053] over 9 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.998x [0.994, 1.001] over 365 rounds, equivalent
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.006x [0.989, 1.018] over 6 rounds, rejected: 8192 B page hot takes 1.052x [1.045, 1.114] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
# rep_movsb_coaligned_from: undecided (244 rounds): kept rep_movsb_coaligned_from=8192: rep_movsb_coaligned_from=off: 0.991x [0.985, 0.996] over 244 rounds overlaps 'equal within 1%'; rep_movsb_coaligned_from=4096: 0.990x [0.986, 0.996] over 244 rounds overlaps 'equal within 1%'
#   rep_movsb_coaligned_from=8192: objective -, started from
#   rep_movsb_coaligned_from=off: objective 0.991x [0.985, 0.996] over 244 rounds, undecided
#   rep_movsb_coaligned_from=4096: objective 0.990x [0.986, 0.996] over 244 rounds, undecided
#   rep_movsb_coaligned_from=16384: objective 1.013x [1.002, 1.536] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=65536: objective 0.991x [0.985, 0.995] over 243 rounds, rejected: 8192 B page rotating takes 1.027x [1.027, 1.028] over 243 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=262144: objective 1.010x [0.990, 1.430] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=1048576: objective 0.992x [0.987, 0.996] over 162 rounds, rejected: 8192 B page rotating takes 1.028x [1.027, 1.029] over 162 rounds the time of rep_movsb_coaligned_from=8192
# rep_movsb_page_from: undecided (199 rounds): kept rep_movsb_page_from=off: rep_movsb_page_from=1048576: 0.996x [0.990, 1.005] over 199 rounds overlaps 'equal within 1%'
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.997x [0.992, 1.002] over 199 rounds, equivalent
#   rep_movsb_page_from=16384: objective 1.002x [0.991, 1.288] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 1.050x [0.890, 1.440] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 0.999x [0.993, 1.002] over 199 rounds, equivalent
#   rep_movsb_page_from=1048576: objective 0.996x [0.990, 1.005] over 199 rounds, undecided
# avoid_dst_above_src: undecided (184 rounds): kept avoid_dst_above_src=63 avoid_dst_above_src_below=off: avoid_dst_above_src=0 avoid_dst_above_src_below=off: 0.996x [0.989, 1.000] over 184 rounds overlaps 'equal within 1%'; avoid_dst_above_src=63 avoid_dst_above_src_below=16384: 0.993x [0.990, 0.998] over 184 rounds overlaps 'equal within 1%'
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective 0.996x [0.989, 1.000] over 184 rounds, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 0.993x [0.990, 0.998] over 184 rounds, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 0.995x [0.991, 1.002] over 184 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 0.995x [0.990, 1.000] over 184 rounds, equivalent
# avoid_src_above_dst: undecided (128 rounds): kept avoid_src_above_dst=63: avoid_src_above_dst=0: 0.984x [0.951, 1.032] over 128 rounds overlaps 'equal within 1%'
#   avoid_src_above_dst=63: objective -, started from
#   avoid_src_above_dst=0: objective 0.984x [0.951, 1.032] over 128 rounds, undecided
# backward: undecided (450 rounds): kept backward_dst_above_src=0 backward_from=0 backward_below=off: backward_dst_above_src=63 backward_from=4096 backward_below=off: 0.993x [0.989, 0.995] over 450 rounds overlaps 'equal within 1%'
#   backward_dst_above_src=0 backward_from=0 backward_below=off: objective -, started from
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.000x [0.931, 1.615] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 1.005x [0.962, 1.540] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.998x [0.929, 1.630] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.996x [0.922, 1.617] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.995x [0.928, 1.585] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 1.001x [0.924, 1.676] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.995x [0.932, 0.998] over 9 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.986x [0.879, 1.010] over 14 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.993x [0.989, 0.995] over 450 rounds, undecided
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.994x [0.991, 0.997] over 450 rounds, equivalent
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.993x [0.889, 1.008] over 14 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective 0.992x [0.942, 0.998] over 9 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.997x [0.992, 1.001] over 450 rounds, equivalent
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 1.001x [0.936, 1.027] over 9 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.996x [0.918, 1.080] over 6 rounds, dropped (slower half)
# backward_page: not measured (0 rounds): only backward_page=off backward_page_below=off is valid for this CPU and the other choices
#   backward_page=off backward_page_below=off: objective -, started from
# backward_wide_below: not measured (0 rounds): only backward_wide_below=off is valid for this CPU and the other choices
#   backward_wide_below=off: objective -, started from
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=33554432: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: undecided (140 rounds): kept block_align=16: block_align=64: 0.979x [0.961, 1.027] over 140 rounds overlaps 'equal within 1%'
#   block_align=16: objective -, started from
#   block_align=64: objective 0.979x [0.961, 1.027] over 140 rounds, undecided
# kept the table's value for: loop_start_strict, tail_loads_ascending, rep_movsb_coaligned_from, rep_movsb_page_from, avoid_dst_above_src, avoid_dst_above_src_below, avoid_src_above_dst, backward_dst_above_src, backward_from, backward_below, block_align
end
