# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out tuned2.profile
date=2026-12-01T01:44:55Z
width=avx512
rep_movsb_from=2112
rep_movsb_coaligned_from=none
rep_movsb_page_from=none
avoid_dst_above_src=0
avoid_src_above_dst=0
avoid_dst_above_src_below=none
avoid_src_above_dst_below=none
non_temporal_from=12582912
rep_movsb_align_dst=true
masked_max=64
masked_form=one-zmm
masked_page_guard=false
two_vectors_first=true
head_tail_max=8
backward_dst_above_src=255
backward_page=true
backward_page_below=2048
backward_from=0
backward_below=4096
memmove=false
loop_vectors=4
loop_interleave=false
loop_align_dst=true
loop_width=none
edges_before_loop=false
edges_head_first=false
loop_start_strict=true
tail_loads_ascending=true
loop_prefetch=none
tail_loads_after_loop_from=none
tail_loads_after_loop_below=none
block_align=16
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm two_vectors_first=true backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_below=4096 loop_start_strict=true tail_loads_ascending=true (the other fields as Thresholds::new)
# width+masked_max: undecided (293 rounds): kept width=avx512 masked_max=64 masked_form=one-zmm: width=avx512 masked_max=64 masked_form=halves: 0.995x [0.993, 1.012] over 293 rounds overlaps 'equal within 1%'
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 2.041x [1.648, 2.102] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.487x [1.206, 1.540] over 6 rounds, worse
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.174x [0.951, 1.191] over 6 rounds, rejected: 100 B page rotating takes 1.068x [1.027, 1.117] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 0.995x [0.993, 1.012] over 293 rounds, undecided
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.996x [0.994, 0.997] over 293 rounds, equivalent
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.163x [1.751, 2.242] over 6 rounds, rejected: 1000 B page hot takes 1.843x [1.829, 1.847] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.080x [0.996, 1.091] over 6 rounds, rejected: 24 B misaligned rotating takes 1.170x [1.159, 1.367] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (9 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.025x [1.016, 1.099] over 9 rounds, worse
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.006x [0.996, 1.011] over 6 rounds, rejected: 576 B aligned hot takes 1.409x [1.401, 1.451] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.003x [0.988, 1.011] over 6 rounds, rejected: 2047 B page hot takes 1.047x [1.046, 1.048] over 6 rounds the time of loop_vectors=4
# loop_interleave: kept (21 rounds): loop_interleave=off: every other value is worse by more than 1% or equal within it
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.999x [0.995, 1.009] over 21 rounds, equivalent
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.015x [0.926, 1.024] over 6 rounds, rejected: 1300 B page hot takes 1.539x [1.513, 1.547] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.079x [1.069, 1.084] over 6 rounds, rejected: 576 B page hot takes 2.767x [2.751, 3.718] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.027x [1.021, 1.036] over 6 rounds, rejected: 1000 B page hot takes 1.823x [1.815, 1.827] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.005x [0.993, 1.034] over 6 rounds, rejected: 2047 B misaligned rotating takes 1.054x [1.038, 1.081] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (21 rounds): edges_head_first=off: every other value is worse by more than 1% or equal within it
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.002x [0.991, 1.005] over 21 rounds, equivalent
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 0.997x [0.980, 1.001] over 6 rounds, rejected: 576 B page hot takes 1.369x [1.359, 2.561] over 6 rounds the time of loop_start_strict=on
# tail_loads_ascending: kept (9 rounds): tail_loads_ascending=on: every other value is worse by more than 1% or equal within it
#   tail_loads_ascending=on: objective -, started from
#   tail_loads_ascending=off: objective 1.003x [0.992, 1.007] over 9 rounds, equivalent
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.002x [0.996, 1.004] over 6 rounds, rejected: 1300 B misaligned hot takes 1.263x [1.257, 1.266] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 0.999x [0.996, 1.012] over 6 rounds, rejected: 1300 B misaligned hot takes 1.265x [1.260, 1.268] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (14 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.007x [0.995, 1.101] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.997x [0.993, 1.001] over 14 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.999x [0.997, 1.005] over 14 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 0.999x [0.994, 1.006] over 14 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.001x [0.993, 1.096] over 6 rounds, dropped (slower half)
# rep_movsb_from: kept (6 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 1.002x [0.998, 1.010] over 6 rounds, rejected: 4096 B page hot takes 1.052x [1.051, 1.053] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.040x [1.033, 1.050] over 6 rounds, rejected: 8192 B src-above rotating takes 1.309x [1.269, 1.350] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.068x [1.009, 1.118] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.254x [1.219, 1.294] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.025x [1.009, 1.029] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.251x [1.170, 1.976] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.023x [1.004, 1.028] over 6 rounds, rejected: 8192 B src-above rotating takes 1.341x [1.274, 1.418] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.018x [0.974, 1.033] over 6 rounds, rejected: 8192 B src-above rotating takes 1.299x [1.287, 1.409] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.967x [0.950, 1.030] over 6 rounds, rejected: 8192 B src-above rotating takes 1.321x [1.311, 1.429] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.030x [0.969, 1.033] over 6 rounds, rejected: 8192 B src-above rotating takes 1.348x [1.253, 1.416] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.027x [1.016, 1.036] over 6 rounds, rejected: 65536 B src-above hot takes 1.363x [1.344, 2.317] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.025x [1.017, 1.032] over 6 rounds, rejected: 65536 B src-above hot takes 1.362x [1.355, 1.366] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 1.013x [0.992, 1.026] over 6 rounds, rejected: 65536 B src-above hot takes 1.365x [1.347, 1.370] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.024x [1.011, 1.032] over 6 rounds, rejected: 65536 B src-above hot takes 1.364x [1.349, 1.370] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: kept (9 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 1.005x [0.974, 1.015] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=16384: objective 0.999x [0.995, 1.004] over 9 rounds, equivalent
#   rep_movsb_coaligned_from=65536: objective 1.000x [0.993, 1.004] over 9 rounds, equivalent
#   rep_movsb_coaligned_from=262144: objective 0.999x [0.992, 1.006] over 9 rounds, equivalent
#   rep_movsb_coaligned_from=1048576: objective 1.006x [0.974, 1.013] over 6 rounds, dropped (slower half)
# rep_movsb_page_from: kept (32 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.999x [0.996, 1.003] over 32 rounds, equivalent
#   rep_movsb_page_from=16384: objective 1.001x [0.999, 1.005] over 32 rounds, equivalent
#   rep_movsb_page_from=65536: objective 1.007x [0.966, 1.014] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 1.003x [0.994, 1.008] over 32 rounds, equivalent
#   rep_movsb_page_from=1048576: objective 1.005x [0.973, 1.011] over 6 rounds, dropped (slower half)
# avoid_dst_above_src: kept (32 rounds): avoid_dst_above_src=0 avoid_dst_above_src_below=off: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective 1.005x [0.996, 1.013] over 6 rounds, rejected: 262144 B band rotating takes 1.055x [1.025, 1.068] over 6 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 1.005x [1.001, 1.010] over 32 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 1.005x [0.997, 1.010] over 32 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 1.006x [1.002, 1.008] over 32 rounds, equivalent
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0 avoid_src_above_dst_below=off: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective 1.006x [0.987, 1.016] over 6 rounds, rejected: 65536 B src-above rotating takes 1.353x [1.277, 1.372] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 1.012x [0.995, 1.036] over 6 rounds, rejected: 4096 B src-above rotating takes 1.269x [1.229, 1.319] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 0.998x [0.994, 1.014] over 6 rounds, rejected: 16384 B src-above rotating takes 1.293x [1.214, 1.369] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 1.004x [0.988, 1.014] over 6 rounds, rejected: 4096 B src-above rotating takes 1.284x [1.241, 1.319] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
# backward: kept (108 rounds): backward_dst_above_src=255 backward_from=0 backward_below=4096: every other value is worse by more than 1% or equal within it
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 0.989x [0.981, 0.991] over 6 rounds, rejected: 1000 B band hot takes 1.049x [1.044, 1.054] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 0.998x [0.993, 1.009] over 6 rounds, rejected: 65536 B band hot takes 1.363x [1.325, 1.391] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.993x [0.991, 0.994] over 108 rounds, equivalent
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.993x [0.988, 0.997] over 6 rounds, rejected: 16384 B band rotating takes 1.429x [1.302, 1.676] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.003x [0.966, 1.015] over 6 rounds, rejected: 65536 B band rotating takes 1.468x [1.320, 1.787] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 1.000x [0.993, 1.003] over 6 rounds, rejected: 16384 B band rotating takes 1.386x [1.297, 1.640] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.996x [0.988, 1.007] over 6 rounds, rejected: 65536 B band hot takes 1.378x [1.329, 1.404] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.992x [0.990, 0.994] over 108 rounds, equivalent
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.990x [0.988, 1.180] over 6 rounds, rejected: 16384 B band rotating takes 1.445x [1.284, 1.611] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.993x [0.986, 0.998] over 6 rounds, rejected: 16384 B band rotating takes 1.340x [1.284, 1.636] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.989x [0.984, 0.995] over 6 rounds, rejected: 8192 B band rotating takes 1.300x [1.250, 2.037] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 1.010x [0.995, 1.018] over 6 rounds, rejected: 8192 B band rotating takes 1.288x [1.264, 1.507] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.995x [0.986, 1.151] over 6 rounds, rejected: 16384 B band rotating takes 1.424x [1.306, 1.662] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.995x [0.991, 1.250] over 6 rounds, rejected: 65536 B band hot takes 1.373x [1.305, 1.396] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.989x [0.987, 1.003] over 6 rounds, rejected: 8192 B band rotating takes 1.283x [1.269, 1.509] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: kept (6 rounds): backward_page=on backward_page_below=2048: every other value is worse by more than 1% or breaks the guard
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 0.996x [0.992, 1.000] over 6 rounds, rejected: 2047 B page hot takes 1.165x [1.164, 1.198] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.027x [1.017, 1.031] over 6 rounds, rejected: 3000 B page rotating takes 1.467x [1.380, 1.495] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=1024: objective 0.998x [0.985, 1.005] over 6 rounds, rejected: 2047 B page hot takes 1.105x [1.103, 1.106] over 6 rounds the time of backward_page=on backward_page_below=2048
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (9 rounds): block_align=16: every other value is worse by more than 1% or equal within it
#   block_align=16: objective -, started from
#   block_align=64: objective 1.000x [0.993, 1.006] over 9 rounds, equivalent
# kept the table's value for: width, masked_max, masked_form
end
