# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --from generic --out generic-1.profile
date=2026-12-01T02:22:26Z
width=avx2
rep_movsb_from=16384
rep_movsb_coaligned_from=none
rep_movsb_page_from=none
avoid_dst_above_src=63
avoid_src_above_dst=63
avoid_dst_above_src_below=none
avoid_src_above_dst_below=none
non_temporal_from=12582912
rep_movsb_align_dst=false
masked_max=0
masked_form=halves
masked_page_guard=false
two_vectors_first=false
head_tail_max=8
backward_dst_above_src=0
backward_page=false
backward_page_below=none
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
loop_prefetch=none
tail_loads_after_loop_from=none
tail_loads_after_loop_below=none
block_align=16
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm two_vectors_first=true backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_below=4096 loop_start_strict=true tail_loads_ascending=true (the other fields as Thresholds::new)
# search started from another row: width=avx2 rep_movsb_from=16384 avoid_dst_above_src=63 avoid_src_above_dst=63 non_temporal_from=12582912 (the other fields as Thresholds::new)
# width+masked_max: kept (9 rounds): width=avx2 masked_max=off masked_form=halves: every other value is worse by more than 1% or breaks the guard
#   width=avx2 masked_max=off masked_form=halves: objective -, started from
#   width=avx512 masked_max=off masked_form=halves: objective 0.967x [0.949, 0.977] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.227x [1.156, 1.268] over 6 rounds the time of width=avx2 masked_max=off masked_form=halves
#   width=avx512 masked_max=16 masked_form=halves: objective 0.748x [0.738, 0.839] over 6 rounds, rejected: 576 B misaligned rotating takes 1.268x [1.262, 1.276] over 6 rounds the time of width=avx2 masked_max=off masked_form=halves
#   width=avx512 masked_max=32 masked_form=halves: objective 0.592x [0.590, 0.606] over 6 rounds, rejected: 576 B misaligned rotating takes 1.267x [1.262, 1.281] over 6 rounds the time of width=avx2 masked_max=off masked_form=halves
#   width=avx512 masked_max=64 masked_form=halves: objective 0.501x [0.496, 0.512] over 6 rounds, rejected: 576 B misaligned rotating takes 1.223x [1.211, 1.233] over 9 rounds the time of width=avx2 masked_max=off masked_form=halves
#   width=avx512 masked_max=64 masked_form=one-zmm: objective 0.513x [0.499, 0.572] over 6 rounds, rejected: 576 B misaligned rotating takes 1.268x [1.263, 1.274] over 6 rounds the time of width=avx2 masked_max=off masked_form=halves
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.515x [0.505, 0.577] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.111x [1.065, 1.182] over 6 rounds the time of width=avx2 masked_max=off masked_form=halves
# masked_page_guard: not measured (0 rounds): only masked_page_guard=off is valid for this CPU and the other choices
#   masked_page_guard=off: objective -, started from
# two_vectors_first: not measured (0 rounds): only two_vectors_first=off is valid for this CPU and the other choices
#   two_vectors_first=off: objective -, started from
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.011x [0.958, 1.028] over 6 rounds, rejected: 576 B page hot takes 1.223x [1.212, 1.227] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.005x [0.994, 1.010] over 6 rounds, rejected: 576 B aligned rotating takes 1.070x [1.066, 1.085] over 6 rounds the time of loop_vectors=4
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 1.007x [0.987, 1.095] over 6 rounds, rejected: 16384 B band hot takes 1.317x [1.315, 1.320] over 6 rounds the time of loop_interleave=off
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.009x [1.000, 1.035] over 6 rounds, rejected: 2047 B misaligned hot takes 1.192x [1.185, 1.194] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.082x [1.077, 1.088] over 6 rounds, rejected: 8192 B page hot takes 1.912x [1.910, 1.913] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.008x [0.997, 1.019] over 6 rounds, rejected: 576 B page hot takes 1.259x [1.253, 1.304] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (32 rounds): edges_head_first=off: every other value is worse by more than 1% or equal within it
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.007x [1.001, 1.009] over 32 rounds, equivalent
# loop_start_strict: kept (6 rounds): loop_start_strict=off: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=off: objective -, started from
#   loop_start_strict=on: objective 1.004x [0.998, 1.010] over 6 rounds, rejected: 576 B page hot takes 1.051x [1.042, 1.278] over 6 rounds the time of loop_start_strict=off
# tail_loads_ascending: kept (243 rounds): tail_loads_ascending=off: every other value is worse by more than 1% or equal within it
#   tail_loads_ascending=off: objective -, started from
#   tail_loads_ascending=on: objective 1.007x [1.005, 1.009] over 243 rounds, equivalent
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.013x [0.876, 1.170] over 6 rounds, rejected: 576 B aligned rotating takes 1.374x [1.358, 1.540] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.009x [0.865, 1.452] over 6 rounds, rejected: 576 B aligned rotating takes 1.334x [1.325, 1.615] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: undecided (533 rounds): kept tail_loads_after_loop_from=off tail_loads_after_loop_below=off: tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: 0.997x [0.988, 1.004] over 533 rounds overlaps 'equal within 1%'; tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: 0.985x [0.976, 1.003] over 533 rounds overlaps 'equal within 1%'
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 0.997x [0.988, 1.004] over 533 rounds, undecided
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.041x [0.880, 1.403] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.012x [0.706, 1.244] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 0.985x [0.976, 1.003] over 533 rounds, undecided
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.005x [1.004, 1.006] over 533 rounds, equivalent
# rep_movsb_from: kept (48 rounds): rep_movsb_from=16384 rep_movsb_align_dst=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective -, started from
#   rep_movsb_from=off rep_movsb_align_dst=off: objective 1.015x [1.002, 1.027] over 6 rounds, rejected: 65536 B misaligned rotating takes 1.273x [1.139, 1.358] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.003x [1.000, 1.017] over 6 rounds, rejected: 4096 B page hot takes 1.147x [1.145, 1.149] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.009x [1.000, 1.020] over 6 rounds, rejected: 4096 B misaligned hot takes 1.121x [1.112, 1.131] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.007x [1.005, 1.010] over 48 rounds, equivalent
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.011x [0.999, 1.028] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.084x [1.040, 1.250] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.011x [0.995, 1.031] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.086x [1.038, 1.091] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.013x [1.000, 1.026] over 6 rounds, rejected: 65536 B misaligned hot takes 1.337x [1.126, 1.375] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.016x [0.996, 1.029] over 6 rounds, rejected: 65536 B misaligned hot takes 1.360x [1.332, 1.371] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 1.012x [0.998, 1.018] over 6 rounds, rejected: 65536 B misaligned hot takes 1.349x [1.332, 1.372] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.009x [1.001, 1.023] over 6 rounds, rejected: 65536 B misaligned hot takes 1.360x [1.330, 1.370] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
# rep_movsb_coaligned_from: kept (548 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 1.010x [0.963, 1.029] over 6 rounds, rejected: 8192 B page hot takes 1.147x [1.146, 1.148] over 6 rounds the time of rep_movsb_coaligned_from=off
#   rep_movsb_coaligned_from=16384: objective 1.012x [1.011, 1.014] over 243 rounds, worse
#   rep_movsb_coaligned_from=65536: objective 1.009x [0.971, 1.017] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=262144: objective 1.009x [1.008, 1.010] over 548 rounds, equivalent
#   rep_movsb_coaligned_from=1048576: objective 1.010x [0.970, 1.020] over 6 rounds, dropped (slower half)
# rep_movsb_page_from: undecided (1375 rounds): kept rep_movsb_page_from=off: rep_movsb_page_from=262144: 1.010x [1.009, 1.010] over 1375 rounds overlaps 'equal within 1%'
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.017x [0.849, 1.059] over 6 rounds, rejected: 4096 B page hot takes 1.145x [1.145, 2.797] over 6 rounds the time of rep_movsb_page_from=off
#   rep_movsb_page_from=16384: objective 1.015x [0.840, 1.021] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 1.017x [0.845, 1.020] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 1.010x [1.009, 1.010] over 1375 rounds, undecided
#   rep_movsb_page_from=1048576: objective 1.014x [1.011, 1.016] over 162 rounds, worse
# avoid_dst_above_src: kept (72 rounds): avoid_dst_above_src=63 avoid_dst_above_src_below=off: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective 1.007x [0.934, 1.062] over 6 rounds, dropped (slower half)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 1.006x [1.003, 1.009] over 72 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 1.004x [1.002, 1.007] over 72 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 1.008x [0.944, 1.141] over 6 rounds, dropped (slower half)
# avoid_src_above_dst: kept (72 rounds): avoid_src_above_dst=63 avoid_src_above_dst_below=off: every other value is worse by more than 1% or equal within it
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective 1.009x [0.990, 1.020] over 6 rounds, dropped (slower half)
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 1.006x [1.003, 1.008] over 72 rounds, equivalent
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 1.006x [1.004, 1.009] over 72 rounds, equivalent
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 1.007x [0.999, 1.030] over 6 rounds, dropped (slower half)
# backward: kept (548 rounds): backward_dst_above_src=0 backward_from=0 backward_below=off: every other value is worse by more than 1% or equal within it
#   backward_dst_above_src=0 backward_from=0 backward_below=off: objective -, started from
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.010x [0.992, 1.033] over 6 rounds, rejected: 8192 B band rotating takes 1.488x [1.400, 1.630] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 1.005x [1.004, 1.006] over 548 rounds, equivalent
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.941x [0.885, 1.029] over 6 rounds, rejected: 8192 B band rotating takes 1.482x [1.402, 1.623] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.978x [0.966, 1.022] over 6 rounds, rejected: 16384 B band rotating takes 1.417x [1.411, 1.646] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.970x [0.958, 1.058] over 6 rounds, rejected: 8192 B band rotating takes 1.484x [1.403, 1.675] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 1.010x [0.983, 1.024] over 6 rounds, rejected: 8192 B band rotating takes 1.488x [1.405, 1.636] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 1.008x [1.006, 1.010] over 548 rounds, equivalent
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.878x [0.864, 0.903] over 6 rounds, rejected: 8192 B band rotating takes 1.472x [1.405, 1.625] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 1.019x [0.946, 1.029] over 6 rounds, rejected: 8192 B band rotating takes 1.489x [1.405, 1.632] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.985x [0.924, 0.998] over 6 rounds, rejected: 8192 B band rotating takes 1.487x [1.399, 1.624] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.971x [0.960, 1.018] over 6 rounds, rejected: 8192 B band rotating takes 1.490x [1.405, 1.633] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective 1.008x [1.006, 1.010] over 548 rounds, equivalent
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.950x [0.872, 1.053] over 6 rounds, rejected: 8192 B band rotating takes 1.490x [1.398, 1.624] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.970x [0.934, 1.008] over 6 rounds, rejected: 8192 B band rotating takes 1.487x [1.403, 1.631] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 1.002x [0.976, 1.036] over 6 rounds, rejected: 8192 B band rotating takes 1.489x [1.403, 3.173] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
# backward_page: not measured (0 rounds): only backward_page=off backward_page_below=off is valid for this CPU and the other choices
#   backward_page=off backward_page_below=off: objective -, started from
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (6 rounds): block_align=16: every other value is worse by more than 1% or breaks the guard
#   block_align=16: objective -, started from
#   block_align=64: objective 1.006x [0.996, 1.017] over 6 rounds, rejected: 576 B aligned rotating takes 1.094x [1.087, 1.101] over 6 rounds the time of block_align=16
# kept the table's value for: tail_loads_after_loop_from, tail_loads_after_loop_below, rep_movsb_page_from
end
