# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --without avx512 --out tune1.profile
date=2026-12-01T04:20:48Z
width=avx2
rep_movsb_from=2112
rep_movsb_coaligned_from=none
rep_movsb_page_from=none
avoid_dst_above_src=0
avoid_src_above_dst=0
avoid_dst_above_src_below=none
avoid_src_above_dst_below=none
non_temporal_from=12582912
rep_movsb_align_dst=true
masked_max=0
masked_form=one-zmm
masked_page_guard=false
two_vectors_first=false
head_tail_max=8
backward_dst_above_src=0
backward_page=true
backward_page_below=2048
backward_wide_below=2048
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
small_merged=true
loop_prefetch=none
tail_loads_after_loop_from=none
tail_loads_after_loop_below=none
block_align=16
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm two_vectors_first=true backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_wide_below=2048 backward_below=4096 loop_start_strict=true tail_loads_ascending=true (the other fields as Thresholds::new)
# search started from another row: width=avx2 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_form=one-zmm backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_wide_below=2048 backward_below=4096 loop_start_strict=true tail_loads_ascending=true small_merged=true (the other fields as Thresholds::new)
# row: kept (6 rounds): row=amd-zen5: every other value is worse by more than 1% or breaks the guard
#   row=amd-zen5: objective -, started from
#   row=intel-fsrm: objective 0.996x [0.974, 1.038] over 6 rounds, rejected: slower than glibc by more than the margin at 50 fixed sizes, 400 percentage points above it in all (the value started from: 37, 168)
#   row=amd-zen3-zen4: objective 1.005x [0.976, 1.074] over 6 rounds, rejected: slower than glibc by more than the margin at 26 fixed sizes, 279 percentage points above it in all (the value started from: 37, 168)
#   row=generic: objective 1.004x [0.975, 1.113] over 6 rounds, rejected: slower than glibc by more than the margin at 26 fixed sizes, 187 percentage points above it in all (the value started from: 37, 168)
# width+masked_max: not measured (0 rounds): only width=avx2 masked_max=off masked_form=one-zmm is valid for this CPU and the other choices
#   width=avx2 masked_max=off masked_form=one-zmm: objective -, started from
# masked_page_guard: not measured (0 rounds): only masked_page_guard=off is valid for this CPU and the other choices
#   masked_page_guard=off: objective -, started from
# two_vectors_first: not measured (0 rounds): only two_vectors_first=off is valid for this CPU and the other choices
#   two_vectors_first=off: objective -, started from
# small_merged: kept (6 rounds): small_merged=on: every other value is worse by more than 1% or breaks the guard
#   small_merged=on: objective -, started from
#   small_merged=off: objective 1.172x [1.155, 1.337] over 6 rounds, worse
# head_tail_max: kept (108 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.001x [0.998, 1.002] over 108 rounds, rejected: 500 B misaligned rotating takes 1.030x [1.021, 1.036] over 108 rounds the time of head_tail_max=8
# loop_vectors: kept (9 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.014x [0.995, 1.024] over 9 rounds, rejected: 1300 B page hot takes 1.036x [1.026, 1.040] over 9 rounds the time of loop_vectors=4
# loop_interleave: kept (21 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.995x [0.985, 1.002] over 21 rounds, rejected: 576 B page rotating takes 1.064x [1.043, 1.095] over 21 rounds the time of loop_interleave=off
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.002x [0.962, 1.046] over 6 rounds, rejected: 1300 B page hot takes 1.129x [1.120, 1.149] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.039x [1.023, 1.076] over 6 rounds, rejected: 2047 B page hot takes 1.714x [1.685, 1.748] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (162 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 0.997x [0.996, 0.999] over 162 rounds, rejected: 1300 B page hot takes 1.028x [1.027, 1.029] over 162 rounds the time of edges_before_loop=off
# edges_head_first: kept (9 rounds): edges_head_first=off: every other value is worse by more than 1% or breaks the guard
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.002x [0.991, 1.008] over 9 rounds, rejected: 576 B page rotating takes 1.084x [1.064, 1.151] over 9 rounds the time of edges_head_first=off
# loop_start_strict: kept (9 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 1.004x [1.000, 1.008] over 9 rounds, rejected: 1300 B aligned rotating takes 1.063x [1.052, 1.067] over 9 rounds the time of loop_start_strict=on
# tail_loads_ascending: kept (21 rounds): tail_loads_ascending=on: every other value is worse by more than 1% or equal within it
#   tail_loads_ascending=on: objective -, started from
#   tail_loads_ascending=off: objective 1.005x [1.001, 1.010] over 21 rounds, equivalent
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.002x [0.988, 1.172] over 6 rounds, rejected: 576 B misaligned rotating takes 1.365x [1.323, 1.380] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.003x [0.991, 1.017] over 6 rounds, rejected: 576 B misaligned rotating takes 1.327x [1.283, 1.338] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (32 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.002x [0.998, 1.005] over 32 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.003x [0.988, 1.013] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.006x [0.990, 1.129] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.002x [0.997, 1.007] over 32 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.000x [0.996, 1.005] over 32 rounds, equivalent
# rep_movsb_from: kept (72 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 0.996x [0.993, 0.998] over 21 rounds, rejected: 4096 B aligned hot takes 1.034x [1.032, 1.034] over 21 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 0.876x [0.860, 1.017] over 6 rounds, rejected: 65536 B src-above rotating takes 1.364x [1.122, 1.395] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.002x [0.998, 1.005] over 21 rounds, rejected: 4096 B aligned hot takes 1.033x [1.032, 1.034] over 21 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.011x [1.010, 1.013] over 72 rounds, rejected: 3000 B page rotating takes 1.119x [1.033, 1.133] over 72 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.001x [0.982, 1.011] over 6 rounds, rejected: 8192 B src-above rotating takes 1.085x [1.074, 1.171] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.004x [0.985, 1.014] over 6 rounds, rejected: 8192 B src-above rotating takes 1.135x [1.069, 1.268] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.005x [0.977, 1.016] over 6 rounds, rejected: 16384 B src-above rotating takes 1.208x [1.074, 1.286] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.004x [0.981, 1.185] over 6 rounds, rejected: 8192 B src-above rotating takes 1.178x [1.074, 1.236] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.004x [0.984, 1.014] over 6 rounds, rejected: 65536 B src-above hot takes 1.376x [1.339, 1.401] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.005x [0.986, 1.015] over 6 rounds, rejected: 65536 B src-above hot takes 1.376x [1.365, 1.401] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.987x [0.985, 1.010] over 6 rounds, rejected: 65536 B src-above hot takes 1.372x [1.369, 1.391] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.006x [0.980, 1.128] over 6 rounds, rejected: 65536 B misaligned hot takes 1.385x [1.366, 1.414] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: kept (14 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.999x [0.989, 1.008] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=16384: objective 0.999x [0.990, 1.005] over 14 rounds, equivalent
#   rep_movsb_coaligned_from=65536: objective 0.997x [0.992, 1.005] over 14 rounds, equivalent
#   rep_movsb_coaligned_from=262144: objective 0.997x [0.992, 1.004] over 14 rounds, equivalent
#   rep_movsb_coaligned_from=1048576: objective 0.998x [0.991, 1.011] over 6 rounds, dropped (slower half)
# rep_movsb_page_from: kept (21 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.999x [0.987, 1.235] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=16384: objective 0.999x [0.996, 1.006] over 21 rounds, equivalent
#   rep_movsb_page_from=65536: objective 0.999x [0.992, 1.014] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 0.996x [0.990, 1.001] over 21 rounds, equivalent
#   rep_movsb_page_from=1048576: objective 1.002x [0.996, 1.007] over 21 rounds, equivalent
# avoid_dst_above_src: kept (6 rounds): avoid_dst_above_src=0 avoid_dst_above_src_below=off: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective 1.001x [0.998, 1.003] over 6 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 1.002x [0.998, 1.008] over 6 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 1.004x [0.993, 1.217] over 6 rounds, dropped (slower half)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 1.004x [0.995, 1.011] over 6 rounds, dropped (slower half)
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0 avoid_src_above_dst_below=off: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective 0.997x [0.960, 1.040] over 6 rounds, rejected: 65536 B src-above rotating takes 1.295x [1.250, 3.129] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 1.004x [0.965, 1.048] over 6 rounds, rejected: 8192 B src-above rotating takes 1.085x [1.049, 1.213] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 1.007x [0.987, 1.061] over 6 rounds, rejected: 16384 B src-above rotating takes 1.121x [1.112, 1.282] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 1.008x [0.956, 1.419] over 6 rounds, rejected: 16384 B src-above rotating takes 1.114x [1.102, 1.128] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
# backward: changed (72 rounds): backward_dst_above_src=0 backward_from=0 backward_below=4096 (from backward_dst_above_src=255 backward_from=0 backward_below=4096): objective 0.983x [0.981, 0.986] over 48 rounds against the value started from; within 2% of the value started from or of glibc at every fixed size measured
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 0.983x [0.981, 0.986] over 48 rounds, chosen
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 0.870x [0.806, 0.984] over 6 rounds, rejected: 65536 B band hot takes 1.425x [1.392, 1.460] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.991x [0.986, 0.995] over 48 rounds, rejected: 1000 B line-above hot takes 1.051x [1.035, 1.058] over 48 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.914x [0.662, 1.006] over 6 rounds, rejected: 16384 B band rotating takes 1.436x [1.365, 1.730] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.990x [0.807, 1.008] over 6 rounds, rejected: 65536 B band hot takes 1.410x [1.405, 1.438] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.987x [0.809, 1.012] over 6 rounds, rejected: 16384 B band rotating takes 1.417x [1.385, 1.502] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.903x [0.739, 1.337] over 6 rounds, rejected: 16384 B band rotating takes 1.443x [1.388, 1.741] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.992x [0.986, 0.996] over 48 rounds, rejected: 1000 B line-above hot takes 1.042x [1.021, 1.051] over 48 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.990x [0.707, 1.005] over 6 rounds, rejected: 16384 B band rotating takes 1.441x [1.387, 1.663] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.903x [0.700, 0.940] over 6 rounds, rejected: 16384 B band rotating takes 1.435x [1.355, 1.680] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.878x [0.779, 0.893] over 6 rounds, rejected: 16384 B band rotating takes 1.438x [1.388, 1.731] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.939x [0.820, 1.010] over 6 rounds, rejected: 65536 B band hot takes 1.429x [1.397, 1.452] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.993x [0.811, 1.014] over 6 rounds, rejected: 16384 B band rotating takes 1.437x [1.390, 1.730] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.888x [0.721, 0.990] over 6 rounds, rejected: 65536 B band hot takes 1.403x [1.389, 1.452] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.986x [0.969, 1.190] over 6 rounds, rejected: 16384 B band rotating takes 1.482x [1.384, 2.742] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: not measured (0 rounds): only backward_page=on backward_page_below=2048 is valid for this CPU and the other choices
#   backward_page=on backward_page_below=2048: objective -, started from
# backward_wide_below: not measured (0 rounds): only backward_wide_below=2048 is valid for this CPU and the other choices
#   backward_wide_below=2048: objective -, started from
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (6 rounds): block_align=16: every other value is worse by more than 1% or breaks the guard
#   block_align=16: objective -, started from
#   block_align=64: objective 1.003x [0.998, 1.028] over 6 rounds, rejected: 576 B page hot takes 1.279x [1.109, 1.434] over 6 rounds the time of block_align=16
# searched without avx512 (memcpy-jit tune --without): the table's rows and every candidate as they read on this CPU without them
end
