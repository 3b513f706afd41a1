# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out tune1.profile
date=2026-12-01T03:19:27Z
width=avx512
rep_movsb_from=2112
rep_movsb_coaligned_from=none
rep_movsb_page_from=none
avoid_dst_above_src=63
avoid_src_above_dst=0
avoid_dst_above_src_below=65536
avoid_src_above_dst_below=none
non_temporal_from=12582912
rep_movsb_align_dst=true
masked_max=64
masked_form=halves
masked_page_guard=false
two_vectors_first=true
head_tail_max=8
backward_dst_above_src=255
backward_page=true
backward_page_below=2048
backward_wide_below=1024
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
tail_loads_after_loop_from=2048
tail_loads_after_loop_below=none
block_align=16
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm two_vectors_first=true backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_wide_below=2048 backward_below=4096 loop_start_strict=true tail_loads_ascending=true (the other fields as Thresholds::new)
# row: kept (6 rounds): row=amd-zen5: every other value is worse by more than 1% or breaks the guard
#   row=amd-zen5: objective -, started from
#   row=intel-fsrm: objective 1.246x [1.231, 1.382] over 6 rounds, rejected: slower than glibc by more than the margin at 57 fixed sizes, 550 percentage points above it in all (the value started from: 21, 65)
#   row=amd-zen3-zen4: objective 1.236x [1.225, 1.248] over 6 rounds, rejected: slower than glibc by more than the margin at 46 fixed sizes, 474 percentage points above it in all (the value started from: 21, 65)
#   row=generic: objective 2.139x [2.109, 2.182] over 6 rounds, rejected: slower than glibc by more than the margin at 58 fixed sizes, 1202 percentage points above it in all (the value started from: 21, 65)
# width+masked_max: changed (243 rounds): width=avx512 masked_max=64 masked_form=halves (from width=avx512 masked_max=64 masked_form=one-zmm): objective 0.988x [0.986, 0.989] over 72 rounds against the value started from; within 2% of the value started from or of glibc at every fixed size measured
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 2.012x [1.788, 2.036] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.476x [1.302, 1.570] over 6 rounds, rejected: 100 B misaligned hot takes 1.123x [1.122, 1.127] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.171x [1.162, 1.178] over 6 rounds, rejected: 100 B page hot takes 1.126x [1.122, 1.127] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 0.988x [0.986, 0.989] over 72 rounds, chosen
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.997x [0.874, 1.003] over 6 rounds, rejected: 17 B misaligned hot takes 1.177x [1.174, 1.212] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.116x [1.891, 2.150] over 6 rounds, rejected: 1000 B page hot takes 1.805x [1.794, 1.811] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.088x [1.074, 1.102] over 6 rounds, rejected: 17 B misaligned hot takes 1.153x [1.149, 1.188] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (21 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.037x [1.023, 1.039] over 21 rounds, worse
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.007x [0.972, 1.086] over 6 rounds, rejected: 576 B aligned hot takes 1.389x [1.345, 1.411] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (48 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 0.996x [0.972, 1.001] over 48 rounds, rejected: 576 B page rotating takes 1.063x [1.038, 1.085] over 48 rounds the time of loop_vectors=4
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.971x [0.857, 1.006] over 6 rounds, rejected: 1000 B misaligned hot takes 1.026x [1.021, 1.034] over 6 rounds the time of loop_interleave=off
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 0.980x [0.973, 1.169] over 6 rounds, rejected: 576 B page hot takes 1.429x [1.345, 1.477] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.037x [0.953, 1.078] over 6 rounds, rejected: 576 B page hot takes 2.888x [2.866, 2.909] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 0.985x [0.904, 1.036] over 6 rounds, rejected: 1000 B line-above hot takes 1.814x [1.802, 1.820] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 0.964x [0.953, 1.006] over 6 rounds, rejected: 1000 B misaligned hot takes 1.047x [1.043, 1.050] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (21 rounds): edges_head_first=off: every other value is worse by more than 1% or breaks the guard
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 0.967x [0.964, 0.997] over 21 rounds, rejected: 576 B page rotating takes 1.094x [1.060, 1.140] over 21 rounds the time of edges_head_first=off
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 1.000x [0.850, 1.086] over 6 rounds, rejected: 576 B page hot takes 1.342x [1.338, 1.351] over 6 rounds the time of loop_start_strict=on
# tail_loads_ascending: kept (21 rounds): tail_loads_ascending=on: every other value is worse by more than 1% or breaks the guard
#   tail_loads_ascending=on: objective -, started from
#   tail_loads_ascending=off: objective 0.998x [0.968, 1.034] over 21 rounds, rejected: 576 B aligned rotating takes 1.125x [1.075, 1.157] over 21 rounds the time of tail_loads_ascending=on
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.971x [0.955, 1.011] over 6 rounds, rejected: 1000 B aligned hot takes 1.093x [1.072, 1.098] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 0.966x [0.956, 1.018] over 6 rounds, rejected: 1000 B aligned hot takes 1.094x [1.070, 1.099] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: changed (72 rounds): tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off (from tail_loads_after_loop_from=off tail_loads_after_loop_below=off): objective 0.968x [0.963, 0.972] over 72 rounds against the value started from; within 2% of the value started from or of glibc at every fixed size measured
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 0.968x [0.963, 0.972] over 72 rounds, chosen
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.967x [0.965, 0.995] over 72 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.969x [0.891, 1.012] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 0.967x [0.964, 0.990] over 72 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 0.987x [0.873, 1.106] over 6 rounds, dropped (slower half)
# rep_movsb_from: kept (6 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 0.975x [0.901, 1.002] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.056x [1.027, 1.095] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 0.997x [0.924, 1.039] over 6 rounds, rejected: 8192 B src-above rotating takes 1.230x [1.177, 1.322] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.993x [0.929, 1.022] over 6 rounds, rejected: 3000 B page rotating takes 1.162x [1.078, 1.239] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.002x [0.922, 1.026] over 6 rounds, rejected: 3000 B line-above rotating takes 1.138x [1.103, 1.218] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.003x [0.920, 1.032] over 6 rounds, rejected: 8192 B misaligned rotating takes 1.235x [1.116, 1.310] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.022x [0.918, 1.219] over 6 rounds, rejected: 8192 B src-above rotating takes 1.169x [1.051, 1.248] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.016x [0.924, 1.064] over 6 rounds, rejected: 3000 B page rotating takes 1.164x [1.154, 1.214] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.041x [0.916, 1.092] over 6 rounds, rejected: 3000 B page rotating takes 1.143x [1.111, 1.233] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.002x [0.920, 1.013] over 6 rounds, rejected: 65536 B misaligned hot takes 1.349x [1.336, 1.368] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.013x [0.925, 1.032] over 6 rounds, rejected: 65536 B misaligned hot takes 1.361x [1.341, 1.379] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.998x [0.919, 1.029] over 6 rounds, rejected: 65536 B src-above hot takes 1.359x [1.345, 1.374] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.028x [0.916, 1.078] over 6 rounds, rejected: 65536 B src-above hot takes 1.370x [1.364, 1.373] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: kept (108 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.995x [0.993, 0.997] over 108 rounds, equivalent
#   rep_movsb_coaligned_from=16384: objective 1.000x [0.958, 1.007] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=65536: objective 1.000x [0.957, 1.269] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=262144: objective 0.997x [0.993, 0.999] over 108 rounds, equivalent
#   rep_movsb_coaligned_from=1048576: objective 0.998x [0.993, 0.999] over 108 rounds, equivalent
# rep_movsb_page_from: kept (162 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.999x [0.967, 1.019] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=16384: objective 0.999x [0.995, 1.001] over 162 rounds, equivalent
#   rep_movsb_page_from=65536: objective 1.002x [0.970, 1.299] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 0.995x [0.991, 0.998] over 162 rounds, equivalent
#   rep_movsb_page_from=1048576: objective 0.996x [0.991, 0.998] over 162 rounds, equivalent
# avoid_dst_above_src: changed (48 rounds): avoid_dst_above_src=63 avoid_dst_above_src_below=65536 (from avoid_dst_above_src=0 avoid_dst_above_src_below=off): objective 0.981x [0.978, 0.989] over 48 rounds against the value started from; within 2% of the value started from or of glibc at every fixed size measured
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective 0.998x [0.976, 1.183] over 6 rounds, rejected: 1048576 B band rotating takes 1.106x [1.097, 1.116] over 6 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 0.984x [0.979, 0.986] over 48 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 0.988x [0.981, 0.995] over 48 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 0.981x [0.978, 0.989] over 48 rounds, chosen
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0 avoid_src_above_dst_below=off: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective 0.995x [0.975, 0.999] over 6 rounds, rejected: 65536 B src-above rotating takes 1.328x [1.275, 1.344] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 0.989x [0.971, 1.006] over 6 rounds, rejected: 8192 B src-above rotating takes 1.263x [1.172, 1.299] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 0.982x [0.977, 0.999] over 6 rounds, rejected: 8192 B src-above rotating takes 1.264x [1.170, 1.351] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 0.986x [0.981, 1.001] over 6 rounds, rejected: 8192 B src-above rotating takes 1.238x [1.149, 1.315] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
# backward: kept (9 rounds): backward_dst_above_src=255 backward_from=0 backward_below=4096: every other value is worse by more than 1% or breaks the guard
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 0.974x [0.960, 0.982] over 6 rounds, rejected: 1000 B band hot takes 1.066x [1.062, 1.069] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 0.979x [0.959, 0.992] over 6 rounds, rejected: 8192 B band rotating takes 1.358x [1.350, 1.361] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.989x [0.970, 0.996] over 9 rounds, rejected: 1000 B line-above hot takes 1.118x [1.065, 1.120] over 9 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.981x [0.971, 0.993] over 6 rounds, rejected: 8192 B band rotating takes 1.350x [1.337, 1.364] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.983x [0.971, 1.004] over 6 rounds, rejected: 16384 B band rotating takes 1.426x [1.374, 2.392] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.974x [0.958, 1.286] over 6 rounds, rejected: 8192 B band rotating takes 1.355x [1.347, 1.361] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.974x [0.969, 0.996] over 6 rounds, rejected: 16384 B band rotating takes 1.390x [1.362, 1.688] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.977x [0.967, 0.977] over 9 rounds, rejected: 1000 B line-above hot takes 1.118x [1.060, 1.122] over 9 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.978x [0.972, 1.168] over 6 rounds, rejected: 16384 B band rotating takes 1.399x [1.361, 1.525] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.958x [0.946, 1.180] over 6 rounds, rejected: 16384 B band rotating takes 1.402x [1.382, 1.657] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.973x [0.965, 0.994] over 6 rounds, rejected: 4096 B band rotating takes 1.323x [1.322, 1.330] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.986x [0.973, 1.001] over 6 rounds, rejected: 16384 B band rotating takes 1.385x [1.370, 1.694] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.986x [0.980, 1.000] over 6 rounds, rejected: 8192 B band rotating takes 1.355x [1.345, 1.365] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.975x [0.968, 0.987] over 6 rounds, rejected: 8192 B band rotating takes 1.357x [1.345, 1.359] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.978x [0.957, 1.190] over 6 rounds, rejected: 8192 B band rotating takes 1.356x [1.338, 1.361] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: kept (9 rounds): backward_page=on backward_page_below=2048: every other value is worse by more than 1% or breaks the guard
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 0.993x [0.981, 1.015] over 6 rounds, rejected: 2047 B page hot takes 1.178x [1.168, 1.201] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.014x [1.005, 1.022] over 9 rounds, rejected: 3000 B page rotating takes 1.488x [1.478, 1.500] over 9 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=1024: objective 0.992x [0.985, 1.005] over 6 rounds, rejected: 2047 B page hot takes 1.229x [1.217, 1.233] over 6 rounds the time of backward_page=on backward_page_below=2048
# backward_wide_below: changed (108 rounds): backward_wide_below=1024 (from backward_wide_below=2048): objective 0.986x [0.984, 0.990] over 108 rounds against the value started from; within 2% of the value started from or of glibc at every fixed size measured
#   backward_wide_below=2048: objective -, started from
#   backward_wide_below=off: objective 0.989x [0.980, 1.332] over 6 rounds, rejected: 3000 B line-above rotating takes 1.440x [1.193, 1.469] over 6 rounds the time of backward_wide_below=2048
#   backward_wide_below=1024: objective 0.986x [0.984, 0.990] over 108 rounds, chosen
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (6 rounds): block_align=16: every other value is worse by more than 1% or breaks the guard
#   block_align=16: objective -, started from
#   block_align=64: objective 0.999x [0.997, 1.118] over 6 rounds, rejected: 576 B aligned hot takes 1.039x [1.032, 1.043] over 6 rounds the time of block_align=16
end
