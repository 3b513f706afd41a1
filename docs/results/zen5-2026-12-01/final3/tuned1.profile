# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out tuned1.profile
date=2026-12-01T01:44:25Z
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
# width+masked_max: kept (14 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or equal within it
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 2.066x [1.830, 2.143] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.500x [1.339, 1.507] over 6 rounds, worse
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.177x [1.096, 1.194] over 6 rounds, rejected: 100 B aligned rotating takes 1.074x [1.039, 2.158] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 1.024x [1.013, 1.033] over 14 rounds, worse
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.996x [0.994, 1.006] over 14 rounds, equivalent
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.140x [1.920, 2.174] over 6 rounds, rejected: 1000 B aligned hot takes 1.716x [1.712, 2.765] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.080x [1.070, 1.090] over 6 rounds, rejected: 8 B misaligned rotating takes 1.164x [1.154, 1.366] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (6 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.020x [1.012, 1.034] over 6 rounds, worse
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.006x [0.919, 1.104] over 6 rounds, rejected: 576 B page hot takes 1.488x [1.484, 1.500] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (9 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.006x [1.001, 1.012] over 9 rounds, rejected: 2047 B aligned hot takes 1.052x [1.049, 1.058] over 9 rounds the time of loop_vectors=4
# loop_interleave: kept (21 rounds): loop_interleave=off: every other value is worse by more than 1% or equal within it
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 1.002x [0.996, 1.007] over 21 rounds, equivalent
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.013x [1.005, 1.025] over 6 rounds, rejected: 1300 B page hot takes 1.655x [1.649, 1.675] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.075x [1.073, 1.079] over 6 rounds, rejected: 1300 B page hot takes 2.783x [2.773, 2.785] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.025x [1.020, 1.031] over 6 rounds, rejected: 1300 B page hot takes 1.671x [1.665, 1.674] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 0.994x [0.881, 1.008] over 6 rounds, rejected: 576 B aligned hot takes 1.041x [1.038, 1.234] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (6 rounds): edges_head_first=off: every other value is worse by more than 1% or breaks the guard
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.008x [0.992, 1.087] over 6 rounds, rejected: 2047 B page hot takes 1.053x [1.052, 1.055] over 6 rounds the time of edges_head_first=off
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 0.997x [0.924, 1.010] over 6 rounds, rejected: 1300 B aligned hot takes 1.411x [1.408, 1.428] over 6 rounds the time of loop_start_strict=on
# tail_loads_ascending: kept (9 rounds): tail_loads_ascending=on: every other value is worse by more than 1% or breaks the guard
#   tail_loads_ascending=on: objective -, started from
#   tail_loads_ascending=off: objective 1.003x [0.992, 1.009] over 9 rounds, rejected: 576 B aligned rotating takes 1.099x [1.036, 1.247] over 9 rounds the time of tail_loads_ascending=on
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.006x [0.922, 1.095] over 6 rounds, rejected: 1300 B aligned hot takes 1.298x [1.268, 1.406] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.003x [0.924, 1.009] over 6 rounds, rejected: 1300 B aligned hot takes 1.377x [1.286, 1.395] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (9 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.000x [0.995, 1.010] over 9 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.002x [0.907, 1.095] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.000x [0.996, 1.006] over 9 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.004x [0.898, 1.013] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 0.999x [0.994, 1.005] over 9 rounds, equivalent
# rep_movsb_from: kept (9 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 1.010x [0.994, 1.120] over 6 rounds, rejected: 3000 B misaligned hot takes 1.088x [1.077, 1.094] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.032x [0.989, 1.104] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.182x [1.176, 2.126] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.016x [1.004, 1.032] over 6 rounds, rejected: 3000 B page rotating takes 1.156x [1.124, 1.284] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.023x [1.011, 1.032] over 9 rounds, rejected: 3000 B misaligned rotating takes 1.245x [1.220, 1.316] over 9 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.022x [0.947, 1.036] over 6 rounds, rejected: 4096 B src-above rotating takes 1.300x [1.258, 1.320] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.005x [0.967, 1.040] over 6 rounds, rejected: 8192 B misaligned rotating takes 1.310x [1.285, 1.416] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.006x [0.939, 1.021] over 6 rounds, rejected: 4096 B src-above rotating takes 1.300x [1.249, 1.340] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.017x [0.985, 1.039] over 6 rounds, rejected: 4096 B src-above rotating takes 1.285x [1.255, 1.317] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.028x [1.009, 1.035] over 6 rounds, rejected: 65536 B misaligned hot takes 1.353x [1.265, 1.357] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.024x [1.013, 1.130] over 6 rounds, rejected: 65536 B misaligned hot takes 1.359x [1.350, 2.538] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 1.014x [0.967, 1.129] over 6 rounds, rejected: 65536 B misaligned hot takes 1.353x [1.350, 1.359] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.032x [1.018, 1.112] over 6 rounds, rejected: 65536 B misaligned hot takes 1.353x [1.349, 1.358] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: kept (21 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 1.001x [0.997, 1.008] over 21 rounds, equivalent
#   rep_movsb_coaligned_from=16384: objective 1.004x [0.999, 1.007] over 21 rounds, equivalent
#   rep_movsb_coaligned_from=65536: objective 1.000x [0.997, 1.006] over 21 rounds, equivalent
#   rep_movsb_coaligned_from=262144: objective 1.002x [0.995, 1.005] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=1048576: objective 1.003x [0.996, 1.241] over 6 rounds, dropped (slower half)
# rep_movsb_page_from: kept (21 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.001x [0.998, 1.007] over 21 rounds, equivalent
#   rep_movsb_page_from=16384: objective 1.003x [0.993, 1.007] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 1.000x [0.998, 1.007] over 21 rounds, equivalent
#   rep_movsb_page_from=262144: objective 1.003x [0.996, 1.039] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=1048576: objective 1.001x [0.997, 1.003] over 21 rounds, equivalent
# avoid_dst_above_src: kept (108 rounds): avoid_dst_above_src=0 avoid_dst_above_src_below=off: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective 1.002x [0.998, 1.014] over 6 rounds, rejected: 1048576 B band rotating takes 1.109x [1.106, 1.122] over 6 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 1.006x [1.005, 1.007] over 108 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 1.005x [1.004, 1.007] over 108 rounds, rejected: 16384 B band rotating takes 1.037x [1.026, 1.048] over 108 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 1.007x [1.005, 1.010] over 108 rounds, rejected: 16384 B band rotating takes 1.037x [1.024, 1.047] over 108 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0 avoid_src_above_dst_below=off: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective 1.004x [0.996, 1.034] over 6 rounds, rejected: 65536 B src-above rotating takes 1.361x [1.262, 1.389] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 1.009x [0.994, 1.025] over 6 rounds, rejected: 4096 B src-above rotating takes 1.279x [1.193, 1.339] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 1.006x [0.997, 1.015] over 6 rounds, rejected: 16384 B src-above rotating takes 1.275x [1.241, 1.322] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 1.008x [0.996, 1.013] over 6 rounds, rejected: 4096 B src-above rotating takes 1.266x [1.247, 1.340] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
# backward: kept (21 rounds): backward_dst_above_src=255 backward_from=0 backward_below=4096: every other value is worse by more than 1% or equal within it
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 0.988x [0.984, 0.994] over 6 rounds, rejected: 1000 B band hot takes 1.063x [1.060, 1.065] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.002x [0.992, 1.004] over 6 rounds, rejected: 65536 B band rotating takes 1.484x [1.340, 1.725] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.999x [0.992, 1.004] over 21 rounds, equivalent
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 1.001x [0.993, 1.008] over 6 rounds, rejected: 16384 B band rotating takes 1.381x [1.250, 1.686] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.002x [0.964, 1.009] over 6 rounds, rejected: 65536 B band hot takes 1.390x [1.361, 1.403] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 1.003x [0.992, 1.220] over 6 rounds, rejected: 16384 B band rotating takes 1.377x [1.294, 1.661] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.996x [0.995, 1.003] over 6 rounds, rejected: 16384 B band rotating takes 1.343x [1.231, 1.664] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.995x [0.991, 0.999] over 21 rounds, equivalent
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.996x [0.990, 1.151] over 6 rounds, rejected: 16384 B band rotating takes 1.401x [1.369, 1.686] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.996x [0.990, 1.003] over 6 rounds, rejected: 65536 B band hot takes 1.381x [1.304, 1.411] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 1.000x [0.995, 1.009] over 6 rounds, rejected: 16384 B band rotating takes 1.386x [1.244, 1.462] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 1.003x [0.998, 1.124] over 6 rounds, rejected: 65536 B band hot takes 1.385x [1.342, 1.431] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.996x [0.995, 1.002] over 6 rounds, rejected: 16384 B band rotating takes 1.409x [1.305, 1.680] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 1.000x [0.991, 1.190] over 6 rounds, rejected: 65536 B band hot takes 1.373x [1.337, 1.423] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.993x [0.986, 1.000] over 6 rounds, rejected: 16384 B band rotating takes 1.414x [1.331, 1.615] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: kept (6 rounds): backward_page=on backward_page_below=2048: every other value is worse by more than 1% or breaks the guard
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 1.002x [0.990, 1.005] over 6 rounds, rejected: 1000 B page hot takes 1.103x [1.097, 1.108] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.029x [1.022, 1.038] over 6 rounds, rejected: 3000 B page rotating takes 1.479x [1.474, 1.494] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=1024: objective 0.999x [0.997, 1.005] over 6 rounds, rejected: 1300 B page hot takes 1.085x [1.083, 1.090] over 6 rounds the time of backward_page=on backward_page_below=2048
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (6 rounds): block_align=16: every other value is worse by more than 1% or equal within it
#   block_align=16: objective -, started from
#   block_align=64: objective 0.999x [0.995, 1.005] over 6 rounds, equivalent
end
