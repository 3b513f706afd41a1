# memcpy-jit profile
format=1
crate=0.1.0
cpu=GenuineIntel family 0x6 model 0xa7 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 2 MiB, l3 480 MiB shared by 2
command=memcpy-jit tune --out t2.profile
date=2026-12-03T10:17:30Z
width=avx512
rep_movsb_from=16384
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
# row: undecided (139 rounds): kept row=intel-fsrm: row=amd-zen3-zen4: 0.980x [0.946, 1.036] over 139 rounds overlaps 'equal within 1%'
#   row=intel-fsrm: objective -, started from
#   row=amd-zen3-zen4: objective 0.980x [0.946, 1.036] over 139 rounds, undecided
#   row=amd-zen5: objective 1.065x [0.945, 1.107] over 21 rounds, rejected: slower than glibc by more than the margin at 30 fixed sizes, 220 percentage points above it in all (the value started from: 37, 211)
#   row=generic: objective 1.239x [1.147, 1.932] over 6 rounds, rejected: slower than glibc by more than the margin at 66 fixed sizes, 1041 percentage points above it in all (the value started from: 41, 243)
# width+masked_max: kept (6 rounds): width=avx512 masked_max=32 masked_form=halves: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=32 masked_form=halves: objective -, started from
#   width=avx512 masked_max=off masked_form=halves: objective 1.434x [1.359, 2.102] over 6 rounds, rejected: 1300 B misaligned hot takes 1.120x [1.026, 1.142] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx512 masked_max=16 masked_form=halves: objective 1.165x [1.080, 1.958] over 6 rounds, rejected: 17 B aligned hot takes 1.642x [1.485, 1.686] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx512 masked_max=64 masked_form=halves: objective 1.006x [0.905, 1.670] over 6 rounds, rejected: 17 B misaligned rotating takes 1.172x [1.138, 1.439] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx512 masked_max=64 masked_form=one-zmm: objective 1.037x [0.990, 1.792] over 6 rounds, rejected: 24 B misaligned rotating takes 1.399x [1.333, 2.061] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.021x [0.951, 1.728] over 6 rounds, rejected: 8 B aligned rotating takes 1.143x [1.122, 1.288] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx2 masked_max=off masked_form=halves: objective 1.464x [1.419, 2.178] over 6 rounds, rejected: 1000 B page hot takes 1.466x [1.452, 1.471] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.007x [0.596, 1.679] over 6 rounds, rejected: 8 B aligned hot takes 1.203x [1.193, 1.616] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (21 rounds): two_vectors_first=off: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=off: objective -, started from
#   two_vectors_first=on: objective 1.023x [0.659, 1.512] over 21 rounds, rejected: 63 B aligned hot takes 1.142x [1.022, 1.251] over 21 rounds the time of two_vectors_first=off
# small_merged: not measured (0 rounds): only small_merged=off is valid for this CPU and the other choices
#   small_merged=off: objective -, started from
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.005x [0.629, 1.872] over 6 rounds, rejected: 576 B misaligned hot takes 1.341x [1.315, 1.345] over 6 rounds the time of head_tail_max=8
# loop_vectors: undecided (104 rounds): kept loop_vectors=4: loop_vectors=8: 1.013x [0.950, 1.044] over 104 rounds overlaps 'equal within 1%'
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.013x [0.950, 1.044] over 104 rounds, undecided
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 1.032x [0.600, 1.717] over 6 rounds, rejected: 1000 B line-above hot takes 1.057x [1.055, 1.059] over 6 rounds the time of loop_interleave=off
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.025x [0.610, 1.677] over 6 rounds, rejected: 16384 B band hot takes 2.120x [2.101, 2.127] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.037x [0.616, 1.951] over 6 rounds, rejected: 2047 B page hot takes 2.618x [2.561, 3.178] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 0.989x [0.564, 1.644] over 6 rounds, rejected: 1000 B aligned hot takes 1.421x [1.417, 1.517] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.024x [0.583, 1.814] over 6 rounds, rejected: 576 B misaligned rotating takes 1.037x [1.031, 1.047] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (6 rounds): edges_head_first=off: every other value is worse by more than 1% or breaks the guard
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.059x [0.539, 1.777] over 6 rounds, rejected: 2047 B misaligned hot takes 1.024x [1.023, 1.027] over 6 rounds the time of edges_head_first=off
# loop_start_strict: undecided (133 rounds): kept loop_start_strict=off: loop_start_strict=on: 0.982x [0.913, 1.082] over 133 rounds overlaps 'equal within 1%'
#   loop_start_strict=off: objective -, started from
#   loop_start_strict=on: objective 0.982x [0.913, 1.082] over 133 rounds, undecided
# tail_loads_ascending: undecided (133 rounds): kept tail_loads_ascending=off: tail_loads_ascending=on: 0.990x [0.920, 1.063] over 133 rounds overlaps 'equal within 1%'
#   tail_loads_ascending=off: objective -, started from
#   tail_loads_ascending=on: objective 0.990x [0.920, 1.063] over 133 rounds, undecided
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.977x [0.588, 1.552] over 6 rounds, rejected: 16384 B misaligned hot takes 1.194x [1.180, 1.595] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.023x [0.584, 1.681] over 6 rounds, rejected: 16384 B misaligned hot takes 1.191x [1.173, 1.198] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: undecided (201 rounds): kept tail_loads_after_loop_from=off tail_loads_after_loop_below=off: tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: 0.993x [0.989, 0.998] over 201 rounds overlaps 'equal within 1%'; tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: 0.993x [0.985, 1.000] over 201 rounds overlaps 'equal within 1%'; tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: 0.994x [0.984, 1.007] over 201 rounds overlaps 'equal within 1%'
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 0.993x [0.989, 0.998] over 201 rounds, undecided
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.993x [0.930, 1.657] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.993x [0.985, 1.000] over 201 rounds, undecided
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.001x [0.923, 1.816] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 0.994x [0.984, 1.007] over 201 rounds, undecided
# rep_movsb_from: changed (456 rounds): rep_movsb_from=16384 rep_movsb_align_dst=off (from rep_movsb_from=2097152 rep_movsb_align_dst=off): objective 0.985x [0.979, 0.988] over 456 rounds against the value started from; within 2% of the value started from or of glibc at every fixed size measured; 2 other candidate(s) not told apart from it
#   rep_movsb_from=2097152 rep_movsb_align_dst=off: objective -, started from
#   rep_movsb_from=2097152 rep_movsb_align_dst=on: objective 0.995x [0.988, 2.220] over 6 rounds, rejected: 8192 B page hot takes 1.046x [1.042, 1.049] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=off rep_movsb_align_dst=off: objective 0.992x [0.977, 2.292] over 6 rounds, dropped (slower half)
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.024x [0.987, 1.901] over 6 rounds, rejected: 8192 B page hot takes 1.043x [1.040, 1.048] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.996x [0.980, 1.841] over 6 rounds, dropped (slower half)
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 0.989x [0.972, 1.956] over 6 rounds, rejected: 4096 B line-above hot takes 1.379x [1.368, 1.405] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.985x [0.979, 0.988] over 456 rounds, chosen
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.010x [0.984, 1.110] over 6 rounds, rejected: 8192 B page hot takes 1.045x [1.044, 1.047] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.993x [0.990, 0.996] over 456 rounds, equivalent
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 0.978x [0.965, 0.989] over 6 rounds, rejected: 8192 B page hot takes 1.043x [1.041, 1.046] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.993x [0.989, 0.997] over 456 rounds, undecided
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.987x [0.957, 1.006] over 6 rounds, rejected: 8192 B page hot takes 1.043x [1.041, 1.046] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.987x [0.982, 0.994] over 456 rounds, undecided
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.989x [0.969, 1.057] over 6 rounds, rejected: 8192 B page hot takes 1.044x [1.042, 1.046] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
# rep_movsb_coaligned_from: kept (162 rounds): rep_movsb_coaligned_from=8192: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=8192: objective -, started from
#   rep_movsb_coaligned_from=off: objective 0.996x [0.992, 0.998] over 162 rounds, equivalent
#   rep_movsb_coaligned_from=4096: objective 1.005x [1.000, 1.009] over 162 rounds, equivalent
#   rep_movsb_coaligned_from=16384: objective 0.996x [0.994, 0.999] over 162 rounds, equivalent
#   rep_movsb_coaligned_from=65536: objective 0.997x [0.991, 1.001] over 162 rounds, equivalent
#   rep_movsb_coaligned_from=262144: objective 1.009x [0.987, 1.693] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=1048576: objective 1.011x [0.989, 1.756] over 6 rounds, dropped (slower half)
# rep_movsb_page_from: kept (189 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.997x [0.990, 1.000] over 189 rounds, equivalent
#   rep_movsb_page_from=16384: objective 1.000x [0.908, 1.803] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 1.062x [0.900, 1.713] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 0.996x [0.992, 1.001] over 189 rounds, equivalent
#   rep_movsb_page_from=1048576: objective 0.999x [0.994, 1.004] over 189 rounds, equivalent
# avoid_dst_above_src: undecided (129 rounds): kept avoid_dst_above_src=63 avoid_dst_above_src_below=off: avoid_dst_above_src=0 avoid_dst_above_src_below=off: 0.993x [0.988, 1.002] over 129 rounds overlaps 'equal within 1%'; avoid_dst_above_src=63 avoid_dst_above_src_below=65536: 0.996x [0.989, 1.002] over 129 rounds overlaps 'equal within 1%'
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective 0.993x [0.988, 1.002] over 129 rounds, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 0.999x [0.993, 1.005] over 129 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 0.997x [0.990, 1.004] over 129 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 0.996x [0.989, 1.002] over 129 rounds, undecided
# avoid_src_above_dst: undecided (127 rounds): kept avoid_src_above_dst=63 avoid_src_above_dst_below=off: avoid_src_above_dst=63 avoid_src_above_dst_below=16384: 0.990x [0.983, 0.996] over 127 rounds overlaps 'equal within 1%'; avoid_src_above_dst=63 avoid_src_above_dst_below=32768: 0.995x [0.985, 1.001] over 127 rounds overlaps 'equal within 1%'; avoid_src_above_dst=63 avoid_src_above_dst_below=65536: 0.996x [0.985, 1.004] over 127 rounds overlaps 'equal within 1%'
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective 0.998x [0.992, 1.004] over 127 rounds, equivalent
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 0.990x [0.983, 0.996] over 127 rounds, undecided
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 0.995x [0.985, 1.001] over 127 rounds, undecided
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 0.996x [0.985, 1.004] over 127 rounds, undecided
# backward: undecided (364 rounds): kept backward_dst_above_src=0 backward_from=0 backward_below=off: backward_dst_above_src=63 backward_from=4096 backward_below=off: 0.991x [0.981, 0.998] over 364 rounds overlaps 'equal within 1%'; backward_dst_above_src=255 backward_from=0 backward_below=off: 0.989x [0.976, 0.998] over 364 rounds overlaps 'equal within 1%'
#   backward_dst_above_src=0 backward_from=0 backward_below=off: objective -, started from
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.007x [0.986, 1.871] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 1.003x [0.995, 1.899] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.996x [0.983, 1.091] over 9 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.017x [0.975, 1.931] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.990x [0.874, 1.052] over 14 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.990x [0.981, 0.996] over 162 rounds, rejected: 1048576 B band hot takes 1.066x [1.038, 1.090] over 162 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 1.002x [0.972, 1.074] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 1.002x [0.971, 1.020] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.991x [0.981, 0.998] over 364 rounds, undecided
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 1.003x [0.987, 1.017] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.989x [0.976, 0.998] over 364 rounds, undecided
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective 0.994x [0.943, 0.998] over 14 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.999x [0.994, 1.031] over 9 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.998x [0.969, 1.011] over 9 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 1.004x [0.990, 1.063] over 6 rounds, dropped (slower half)
# backward_page: not measured (0 rounds): only backward_page=off backward_page_below=off is valid for this CPU and the other choices
#   backward_page=off backward_page_below=off: objective -, started from
# backward_wide_below: not measured (0 rounds): only backward_wide_below=off is valid for this CPU and the other choices
#   backward_wide_below=off: objective -, started from
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=33554432: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: undecided (109 rounds): kept block_align=16: block_align=64: 1.041x [0.902, 1.118] over 109 rounds overlaps 'equal within 1%'
#   block_align=16: objective -, started from
#   block_align=64: objective 1.041x [0.902, 1.118] over 109 rounds, undecided
# kept the table's value for: row, loop_vectors, loop_start_strict, tail_loads_ascending, tail_loads_after_loop_from, tail_loads_after_loop_below, avoid_dst_above_src, avoid_dst_above_src_below, avoid_src_above_dst, avoid_src_above_dst_below, backward_dst_above_src, backward_from, backward_below, block_align
end
