# memcpy-jit profile
format=1
crate=0.1.0
cpu=GenuineIntel family 0x6 model 0xa7 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 2 MiB, l3 480 MiB shared by 2
command=memcpy-jit tune --out t1.profile
date=2026-12-03T10:17:00Z
width=avx512
rep_movsb_from=2097152
rep_movsb_coaligned_from=8192
rep_movsb_page_from=none
avoid_dst_above_src=63
avoid_src_above_dst=63
avoid_dst_above_src_below=none
avoid_src_above_dst_below=none
non_temporal_from=33554432
rep_movsb_align_dst=false
masked_max=32
masked_form=halves
masked_page_guard=false
two_vectors_first=false
head_tail_max=8
backward_dst_above_src=0
backward_page=false
backward_page_below=none
backward_wide_below=none
backward_from=0
backward_below=none
memmove=false
loop_vectors=4
loop_interleave=false
loop_align_dst=true
loop_width=none
edges_before_loop=false
edges_head_first=false
loop_start_strict=false
tail_loads_ascending=false
small_merged=false
loop_prefetch=none
tail_loads_after_loop_from=none
tail_loads_after_loop_below=none
block_align=16
non_temporal_skips_coaligned=false
# measured on Intel(R) Xeon(R) Processor
# table row intel-fsrm: width=avx512 rep_movsb_from=2097152 rep_movsb_coaligned_from=8192 avoid_dst_above_src=63 avoid_src_above_dst=63 non_temporal_from=33554432 masked_max=32 (the other fields as Thresholds::new)
# row: undecided (112 rounds): kept row=intel-fsrm: row=amd-zen3-zen4: 0.995x [0.876, 1.134] over 112 rounds overlaps 'equal within 1%'
#   row=intel-fsrm: objective -, started from
#   row=amd-zen3-zen4: objective 0.995x [0.876, 1.134] over 112 rounds, undecided
#   row=amd-zen5: objective 1.232x [0.937, 2.012] over 6 rounds, rejected: slower than glibc by more than the margin at 25 fixed sizes, 261 percentage points above it in all (the value started from: 35, 236)
#   row=generic: objective 1.249x [1.029, 2.258] over 6 rounds, rejected: slower than glibc by more than the margin at 69 fixed sizes, 1084 percentage points above it in all (the value started from: 35, 236)
# width+masked_max: kept (6 rounds): width=avx512 masked_max=32 masked_form=halves: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=32 masked_form=halves: objective -, started from
#   width=avx512 masked_max=off masked_form=halves: objective 1.438x [1.382, 2.055] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=halves: objective 1.144x [1.104, 2.122] over 6 rounds, rejected: 24 B misaligned hot takes 1.601x [1.483, 1.953] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx512 masked_max=64 masked_form=halves: objective 0.999x [0.946, 1.812] over 6 rounds, rejected: 17 B misaligned rotating takes 1.233x [1.222, 1.241] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx512 masked_max=64 masked_form=one-zmm: objective 1.100x [0.922, 2.037] over 6 rounds, rejected: 24 B misaligned rotating takes 1.452x [1.430, 1.486] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.009x [0.843, 1.936] over 6 rounds, rejected: 8 B misaligned rotating takes 1.169x [1.155, 1.188] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx2 masked_max=off masked_form=halves: objective 1.456x [1.273, 2.353] over 6 rounds, rejected: 1000 B aligned hot takes 1.394x [1.392, 1.406] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.029x [0.593, 1.902] over 6 rounds, rejected: 8 B aligned hot takes 1.190x [1.186, 1.198] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (21 rounds): two_vectors_first=off: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=off: objective -, started from
#   two_vectors_first=on: objective 1.065x [0.647, 1.678] over 21 rounds, rejected: 40 B misaligned hot takes 1.122x [1.060, 1.143] over 21 rounds the time of two_vectors_first=off
# small_merged: not measured (0 rounds): only small_merged=off is valid for this CPU and the other choices
#   small_merged=off: objective -, started from
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.050x [0.569, 1.953] over 6 rounds, rejected: 576 B misaligned hot takes 1.300x [1.285, 1.354] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (9 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.114x [0.580, 1.892] over 9 rounds, rejected: 576 B aligned hot takes 1.058x [1.055, 1.096] over 9 rounds the time of loop_vectors=4
# loop_interleave: undecided (85 rounds): kept loop_interleave=off: loop_interleave=on: 1.022x [0.887, 1.122] over 85 rounds overlaps 'equal within 1%'
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 1.022x [0.887, 1.122] over 85 rounds, undecided
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 0.985x [0.607, 1.880] over 6 rounds, rejected: 8192 B band hot takes 1.965x [1.879, 1.967] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.178x [0.614, 2.160] over 6 rounds, rejected: 2047 B page hot takes 2.557x [2.515, 2.726] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.008x [0.566, 1.737] over 6 rounds, rejected: 1300 B misaligned hot takes 1.377x [1.365, 1.416] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.012x [0.585, 1.722] over 6 rounds, rejected: 576 B misaligned rotating takes 1.034x [1.023, 1.047] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (6 rounds): edges_head_first=off: every other value is worse by more than 1% or breaks the guard
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 0.996x [0.593, 1.801] over 6 rounds, rejected: 2047 B misaligned hot takes 1.025x [1.025, 1.029] over 6 rounds the time of edges_head_first=off
# loop_start_strict: undecided (111 rounds): kept loop_start_strict=off: loop_start_strict=on: 0.995x [0.920, 1.111] over 111 rounds overlaps 'equal within 1%'
#   loop_start_strict=off: objective -, started from
#   loop_start_strict=on: objective 0.995x [0.920, 1.111] over 111 rounds, undecided
# tail_loads_ascending: undecided (112 rounds): kept tail_loads_ascending=off: tail_loads_ascending=on: 0.984x [0.914, 1.116] over 112 rounds overlaps 'equal within 1%'
#   tail_loads_ascending=off: objective -, started from
#   tail_loads_ascending=on: objective 0.984x [0.914, 1.116] over 112 rounds, undecided
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.010x [0.576, 1.472] over 6 rounds, rejected: 16384 B src-above hot takes 1.192x [1.172, 1.199] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 0.985x [0.576, 1.820] over 6 rounds, rejected: 16384 B src-above hot takes 1.194x [1.179, 1.201] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: undecided (196 rounds): kept tail_loads_after_loop_from=off tail_loads_after_loop_below=off: tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: 0.992x [0.986, 0.997] over 196 rounds overlaps 'equal within 1%'; tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: 0.998x [0.989, 1.001] over 196 rounds overlaps 'equal within 1%'
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 0.992x [0.986, 0.997] over 196 rounds, undecided
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.998x [0.989, 1.001] over 196 rounds, undecided
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.998x [0.879, 1.652] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.005x [0.883, 1.640] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 0.997x [0.992, 1.004] over 196 rounds, equivalent
# rep_movsb_from: undecided (518 rounds): kept rep_movsb_from=2097152 rep_movsb_align_dst=off: rep_movsb_from=1048576 rep_movsb_align_dst=off: 0.991x [0.985, 0.997] over 518 rounds overlaps 'equal within 1%'
#   rep_movsb_from=2097152 rep_movsb_align_dst=off: objective -, started from
#   rep_movsb_from=2097152 rep_movsb_align_dst=on: objective 1.002x [0.979, 1.959] over 6 rounds, rejected: 8192 B aligned hot takes 1.045x [1.043, 1.051] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=off rep_movsb_align_dst=off: objective 0.999x [0.986, 1.859] over 6 rounds, dropped (slower half)
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.003x [0.991, 2.210] over 6 rounds, rejected: 8192 B aligned hot takes 1.047x [1.044, 1.048] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.995x [0.983, 2.008] over 6 rounds, rejected: 4096 B misaligned hot takes 1.312x [1.240, 1.317] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.002x [0.980, 1.969] over 6 rounds, rejected: 4096 B aligned hot takes 1.380x [1.350, 1.384] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.002x [0.981, 1.877] over 6 rounds, dropped (slower half)
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.014x [0.991, 1.029] over 6 rounds, rejected: 8192 B aligned hot takes 1.046x [1.043, 1.049] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.998x [0.995, 1.002] over 518 rounds, equivalent
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 0.991x [0.982, 1.122] over 6 rounds, rejected: 8192 B aligned hot takes 1.048x [1.045, 1.056] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.997x [0.994, 1.002] over 518 rounds, equivalent
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.001x [0.995, 1.013] over 6 rounds, rejected: 8192 B aligned hot takes 1.047x [1.046, 3.415] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.991x [0.985, 0.997] over 518 rounds, undecided
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.002x [0.985, 1.013] over 6 rounds, rejected: 8192 B aligned hot takes 1.047x [1.045, 1.049] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
# rep_movsb_coaligned_from: undecided (355 rounds): kept rep_movsb_coaligned_from=8192: rep_movsb_coaligned_from=4096: 1.003x [0.972, 1.024] over 355 rounds overlaps 'equal within 1%'
#   rep_movsb_coaligned_from=8192: objective -, started from
#   rep_movsb_coaligned_from=off: objective 1.001x [0.984, 1.794] over 6 rounds, rejected: 262144 B page rotating takes 1.070x [1.066, 1.078] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=4096: objective 1.003x [0.972, 1.024] over 355 rounds, undecided
#   rep_movsb_coaligned_from=16384: objective 1.005x [0.986, 1.796] over 6 rounds, rejected: 8192 B page rotating takes 1.027x [1.023, 1.035] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=65536: objective 1.000x [0.990, 2.061] over 6 rounds, rejected: 16384 B page rotating takes 1.051x [1.043, 1.059] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=262144: objective 1.010x [0.991, 1.823] over 6 rounds, rejected: 65536 B page hot takes 1.067x [1.062, 1.072] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=1048576: objective 1.006x [0.992, 1.837] over 6 rounds, rejected: 262144 B page rotating takes 1.071x [1.069, 1.073] over 6 rounds the time of rep_movsb_coaligned_from=8192
# rep_movsb_page_from: undecided (199 rounds): kept rep_movsb_page_from=off: rep_movsb_page_from=65536: 0.994x [0.988, 0.999] over 199 rounds overlaps 'equal within 1%'; rep_movsb_page_from=262144: 0.988x [0.984, 0.996] over 199 rounds overlaps 'equal within 1%'; rep_movsb_page_from=1048576: 0.991x [0.984, 0.998] over 199 rounds overlaps 'equal within 1%'
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.009x [0.824, 1.762] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=16384: objective 1.006x [0.819, 1.776] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 0.994x [0.988, 0.999] over 199 rounds, undecided
#   rep_movsb_page_from=262144: objective 0.988x [0.984, 0.996] over 199 rounds, undecided
#   rep_movsb_page_from=1048576: objective 0.991x [0.984, 0.998] over 199 rounds, undecided
# avoid_dst_above_src: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective -, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective -, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective -, undecided
# avoid_src_above_dst: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective -, undecided
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective -, undecided
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective -, undecided
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective -, undecided
# backward: undecided (447 rounds): kept backward_dst_above_src=0 backward_from=0 backward_below=off: backward_dst_above_src=31 backward_from=0 backward_below=4096: 0.992x [0.988, 0.994] over 447 rounds overlaps 'equal within 1%'; backward_dst_above_src=255 backward_from=0 backward_below=off: 0.988x [0.984, 0.993] over 447 rounds overlaps 'equal within 1%'; backward_dst_above_src=255 backward_from=4096 backward_below=65536: 0.992x [0.989, 0.996] over 447 rounds overlaps 'equal within 1%'
#   backward_dst_above_src=0 backward_from=0 backward_below=off: objective -, started from
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.025x [1.011, 2.003] over 6 rounds, worse
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.992x [0.988, 0.994] over 447 rounds, undecided
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 1.014x [0.993, 2.006] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.017x [0.998, 2.067] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.996x [0.993, 0.998] over 447 rounds, equivalent
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 1.003x [0.982, 1.030] over 9 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 1.017x [1.009, 1.062] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 1.007x [0.984, 1.008] over 9 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 1.013x [0.996, 1.018] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 1.006x [0.989, 1.025] over 9 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.988x [0.984, 0.993] over 447 rounds, undecided
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective 1.021x [1.010, 1.033] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 1.012x [0.993, 1.024] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 1.011x [1.005, 1.020] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.992x [0.989, 0.996] over 447 rounds, undecided
# backward_page: not measured (0 rounds): only backward_page=off backward_page_below=off is valid for this CPU and the other choices
#   backward_page=off backward_page_below=off: objective -, started from
# backward_wide_below: not measured (0 rounds): only backward_wide_below=off is valid for this CPU and the other choices
#   backward_wide_below=off: objective -, started from
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=33554432: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: undecided (159 rounds): kept block_align=16: block_align=64: 1.015x [0.964, 1.042] over 159 rounds overlaps 'equal within 1%'
#   block_align=16: objective -, started from
#   block_align=64: objective 1.015x [0.964, 1.042] over 159 rounds, undecided
# kept the table's value for: row, loop_interleave, loop_start_strict, tail_loads_ascending, tail_loads_after_loop_from, tail_loads_after_loop_below, rep_movsb_from, rep_movsb_align_dst, rep_movsb_coaligned_from, rep_movsb_page_from, backward_dst_above_src, backward_from, backward_below, block_align
end
