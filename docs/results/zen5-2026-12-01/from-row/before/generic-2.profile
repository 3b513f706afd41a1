# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --from generic --out generic-2.profile
date=2026-12-01T02:22:56Z
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
backward_dst_above_src=63
backward_page=false
backward_page_below=none
backward_from=0
backward_below=4096
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
# width+masked_max: kept (6 rounds): width=avx2 masked_max=off masked_form=halves: every other value is worse by more than 1% or breaks the guard
#   width=avx2 masked_max=off masked_form=halves: objective -, started from
#   width=avx512 masked_max=off masked_form=halves: objective 0.955x [0.808, 0.962] over 6 rounds, rejected: 576 B misaligned rotating takes 1.229x [1.204, 1.236] over 6 rounds the time of width=avx2 masked_max=off masked_form=halves
#   width=avx512 masked_max=16 masked_form=halves: objective 0.727x [0.618, 0.747] over 6 rounds, rejected: 17 B misaligned hot takes 1.249x [1.248, 1.251] over 6 rounds the time of width=avx2 masked_max=off masked_form=halves
#   width=avx512 masked_max=32 masked_form=halves: objective 0.579x [0.475, 0.592] over 6 rounds, rejected: 576 B misaligned rotating takes 1.257x [1.254, 1.281] over 6 rounds the time of width=avx2 masked_max=off masked_form=halves
#   width=avx512 masked_max=64 masked_form=halves: objective 0.488x [0.401, 0.562] over 6 rounds, rejected: 576 B misaligned rotating takes 1.220x [1.209, 1.335] over 6 rounds the time of width=avx2 masked_max=off masked_form=halves
#   width=avx512 masked_max=64 masked_form=one-zmm: objective 0.488x [0.406, 0.498] over 6 rounds, rejected: 576 B misaligned rotating takes 1.262x [1.244, 1.285] over 6 rounds the time of width=avx2 masked_max=off masked_form=halves
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.491x [0.409, 0.504] over 6 rounds, rejected: 576 B page hot takes 1.082x [1.026, 1.094] over 6 rounds the time of width=avx2 masked_max=off masked_form=halves
# masked_page_guard: not measured (0 rounds): only masked_page_guard=off is valid for this CPU and the other choices
#   masked_page_guard=off: objective -, started from
# two_vectors_first: not measured (0 rounds): only two_vectors_first=off is valid for this CPU and the other choices
#   two_vectors_first=off: objective -, started from
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.008x [1.000, 1.088] over 6 rounds, rejected: 576 B misaligned hot takes 1.272x [1.206, 1.311] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.000x [0.887, 1.002] over 6 rounds, rejected: 576 B page hot takes 1.110x [1.096, 1.138] over 6 rounds the time of loop_vectors=4
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.989x [0.887, 1.001] over 6 rounds, rejected: 4096 B band hot takes 2.034x [2.031, 2.037] over 6 rounds the time of loop_interleave=off
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 0.989x [0.921, 1.123] over 6 rounds, rejected: 2047 B misaligned hot takes 1.197x [1.185, 1.203] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.076x [0.991, 1.081] over 6 rounds, rejected: 16384 B src-above hot takes 1.925x [1.923, 1.929] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.001x [0.989, 1.005] over 6 rounds, rejected: 576 B page rotating takes 1.251x [1.234, 1.259] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (32 rounds): edges_head_first=off: every other value is worse by more than 1% or breaks the guard
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 0.995x [0.990, 1.004] over 32 rounds, rejected: 576 B aligned hot takes 1.061x [1.039, 1.063] over 32 rounds the time of edges_head_first=off
# loop_start_strict: kept (6 rounds): loop_start_strict=off: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=off: objective -, started from
#   loop_start_strict=on: objective 0.993x [0.984, 1.002] over 6 rounds, rejected: 500 B page hot takes 1.102x [1.081, 1.104] over 6 rounds the time of loop_start_strict=off
# tail_loads_ascending: kept (21 rounds): tail_loads_ascending=off: every other value is worse by more than 1% or equal within it
#   tail_loads_ascending=off: objective -, started from
#   tail_loads_ascending=on: objective 0.995x [0.992, 1.004] over 21 rounds, equivalent
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.005x [0.988, 1.023] over 6 rounds, rejected: 576 B aligned rotating takes 1.346x [1.338, 1.358] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.005x [0.997, 1.025] over 6 rounds, rejected: 576 B misaligned hot takes 1.341x [1.301, 1.456] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (162 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.006x [1.004, 1.008] over 162 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.009x [0.908, 1.033] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.011x [0.909, 1.021] over 6 rounds, rejected: 4096 B src-above hot takes 1.063x [1.040, 1.075] over 6 rounds the time of tail_loads_after_loop_from=off tail_loads_after_loop_below=off
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.006x [0.897, 1.150] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.004x [0.991, 1.017] over 21 rounds, rejected: 4096 B src-above hot takes 1.063x [1.044, 1.075] over 21 rounds the time of tail_loads_after_loop_from=off tail_loads_after_loop_below=off
# rep_movsb_from: kept (21 rounds): rep_movsb_from=16384 rep_movsb_align_dst=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective -, started from
#   rep_movsb_from=off rep_movsb_align_dst=off: objective 1.016x [0.994, 1.226] over 6 rounds, rejected: 65536 B aligned hot takes 1.252x [1.135, 1.334] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.008x [0.997, 1.018] over 6 rounds, rejected: 4096 B aligned hot takes 1.157x [1.038, 1.158] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.012x [0.999, 1.021] over 6 rounds, rejected: 4096 B misaligned hot takes 1.118x [1.108, 1.143] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.003x [0.993, 1.009] over 21 rounds, equivalent
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.010x [0.997, 1.015] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.139x [1.093, 1.237] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.011x [0.994, 1.191] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.112x [1.092, 1.323] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.008x [0.999, 1.022] over 6 rounds, rejected: 65536 B misaligned rotating takes 1.204x [1.119, 1.385] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.012x [0.996, 1.019] over 6 rounds, rejected: 65536 B misaligned hot takes 1.370x [1.353, 1.379] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 1.009x [0.994, 1.014] over 6 rounds, rejected: 65536 B misaligned hot takes 1.362x [1.350, 1.383] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.004x [0.990, 1.017] over 6 rounds, rejected: 65536 B misaligned hot takes 1.367x [1.341, 1.378] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
# rep_movsb_coaligned_from: kept (365 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 1.009x [0.992, 1.018] over 6 rounds, rejected: 4096 B aligned hot takes 1.157x [1.155, 1.158] over 6 rounds the time of rep_movsb_coaligned_from=off
#   rep_movsb_coaligned_from=16384: objective 1.004x [1.002, 1.005] over 365 rounds, equivalent
#   rep_movsb_coaligned_from=65536: objective 1.005x [1.003, 1.007] over 365 rounds, equivalent
#   rep_movsb_coaligned_from=262144: objective 1.012x [0.995, 1.019] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=1048576: objective 1.010x [0.991, 1.220] over 6 rounds, dropped (slower half)
# rep_movsb_page_from: kept (365 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.012x [1.006, 1.022] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=16384: objective 1.012x [1.010, 1.012] over 365 rounds, worse
#   rep_movsb_page_from=65536: objective 1.010x [1.007, 1.140] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 1.013x [1.011, 1.016] over 243 rounds, worse
#   rep_movsb_page_from=1048576: objective 1.015x [1.012, 1.036] over 32 rounds, worse
# avoid_dst_above_src: kept (32 rounds): avoid_dst_above_src=63 avoid_dst_above_src_below=off: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective 1.005x [0.992, 1.018] over 14 rounds, dropped (slower half)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 1.005x [0.993, 1.012] over 14 rounds, dropped (slower half)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 0.998x [0.995, 1.006] over 32 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 1.002x [0.996, 1.010] over 32 rounds, equivalent
# avoid_src_above_dst: kept (48 rounds): avoid_src_above_dst=63 avoid_src_above_dst_below=off: every other value is worse by more than 1% or equal within it
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective 1.003x [1.001, 1.010] over 48 rounds, equivalent
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 0.994x [0.991, 0.999] over 48 rounds, equivalent
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 0.997x [0.994, 1.001] over 48 rounds, equivalent
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 1.002x [0.999, 1.007] over 48 rounds, equivalent
# backward: changed (4753 rounds): backward_dst_above_src=63 backward_from=0 backward_below=4096 (from backward_dst_above_src=0 backward_from=0 backward_below=off): objective 0.979x [0.978, 0.981] over 4753 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   backward_dst_above_src=0 backward_from=0 backward_below=off: objective -, started from
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.015x [0.973, 1.260] over 6 rounds, rejected: 16384 B band rotating takes 1.495x [1.416, 3.837] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.993x [0.992, 0.994] over 4753 rounds, undecided
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.913x [0.871, 1.027] over 6 rounds, rejected: 16384 B band rotating takes 1.434x [1.399, 1.540] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.971x [0.942, 1.030] over 6 rounds, rejected: 16384 B band rotating takes 1.446x [1.400, 1.571] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.961x [0.947, 1.023] over 6 rounds, rejected: 16384 B band rotating takes 1.440x [1.409, 1.578] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.923x [0.900, 1.008] over 6 rounds, rejected: 65536 B band hot takes 1.410x [1.395, 1.416] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.979x [0.978, 0.981] over 4753 rounds, chosen
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 1.005x [0.996, 1.017] over 6 rounds, rejected: 16384 B band rotating takes 1.442x [1.413, 1.566] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 1.004x [0.996, 1.026] over 6 rounds, rejected: 65536 B band hot takes 1.405x [1.397, 1.425] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.972x [0.951, 0.987] over 6 rounds, rejected: 16384 B band rotating takes 1.436x [1.386, 1.575] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.940x [0.883, 1.013] over 6 rounds, rejected: 65536 B band hot takes 1.405x [1.403, 1.457] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective 1.010x [1.007, 1.013] over 365 rounds, worse
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.912x [0.850, 0.967] over 6 rounds, rejected: 8192 B band rotating takes 1.391x [1.374, 1.627] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.966x [0.928, 0.982] over 6 rounds, rejected: 16384 B band rotating takes 1.435x [1.409, 1.576] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 1.005x [0.923, 1.012] over 6 rounds, rejected: 16384 B band rotating takes 1.444x [1.400, 1.581] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
# backward_page: kept (6 rounds): backward_page=off backward_page_below=off: every other value is worse by more than 1% or breaks the guard
#   backward_page=off backward_page_below=off: objective -, started from
#   backward_page=on backward_page_below=off: objective 1.001x [0.984, 1.013] over 6 rounds, rejected: 3000 B page rotating takes 1.468x [1.364, 1.720] over 6 rounds the time of backward_page=off backward_page_below=off
#   backward_page=on backward_page_below=1024: objective 1.009x [0.998, 1.150] over 6 rounds, rejected: 1000 B page hot takes 1.106x [1.104, 1.152] over 6 rounds the time of backward_page=off backward_page_below=off
#   backward_page=on backward_page_below=2048: objective 1.018x [0.978, 1.106] over 6 rounds, rejected: 1000 B page hot takes 1.122x [1.103, 1.153] over 6 rounds the time of backward_page=off backward_page_below=off
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (14 rounds): block_align=16: every other value is worse by more than 1% or equal within it
#   block_align=16: objective -, started from
#   block_align=64: objective 1.004x [0.999, 1.009] over 14 rounds, equivalent
end
