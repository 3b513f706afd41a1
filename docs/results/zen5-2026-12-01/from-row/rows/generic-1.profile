# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --from generic --out generic-1.profile
date=2026-12-01T02:28:38Z
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
# search started from another row: width=avx2 rep_movsb_from=16384 avoid_dst_above_src=63 avoid_src_above_dst=63 non_temporal_from=12582912 (the other fields as Thresholds::new)
# row: changed (6 rounds): row=amd-zen5 (from row=generic): objective 0.489x [0.474, 0.496] over 6 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   row=generic: objective -, started from
#   row=intel-fsrm: objective 0.595x [0.584, 0.606] over 6 rounds, rejected: slower than glibc by more than the margin at 57 fixed sizes, 576 percentage points above it in all (the value started from: 53, 974)
#   row=amd-zen3-zen4: objective 0.605x [0.595, 0.686] over 6 rounds, worse
#   row=amd-zen5: objective 0.489x [0.474, 0.496] over 6 rounds, chosen
# width+masked_max: kept (14 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 2.003x [1.953, 2.026] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.497x [1.471, 1.522] over 6 rounds, rejected: 40 B aligned hot takes 1.129x [1.127, 1.132] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.177x [1.169, 1.207] over 6 rounds, rejected: 40 B aligned hot takes 1.127x [1.125, 1.129] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 0.996x [0.989, 1.003] over 14 rounds, rejected: 4096 B src-above hot takes 1.057x [1.052, 1.058] over 14 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.015x [1.002, 1.026] over 6 rounds, rejected: 63 B misaligned rotating takes 1.058x [1.052, 1.063] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.091x [2.050, 2.143] over 6 rounds, rejected: 576 B aligned hot takes 1.944x [1.923, 1.953] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.084x [1.069, 1.095] over 6 rounds, rejected: 63 B misaligned rotating takes 1.134x [1.124, 1.137] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (6 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.032x [1.022, 1.126] over 6 rounds, worse
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.010x [0.993, 1.017] over 6 rounds, rejected: 576 B aligned hot takes 1.472x [1.444, 1.499] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.003x [1.000, 1.010] over 6 rounds, rejected: 4096 B src-above hot takes 1.056x [1.026, 1.059] over 6 rounds the time of loop_vectors=4
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 1.001x [0.985, 1.018] over 6 rounds, rejected: 576 B page rotating takes 1.087x [1.030, 1.355] over 6 rounds the time of loop_interleave=off
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.016x [0.991, 1.023] over 6 rounds, rejected: 1300 B page hot takes 1.576x [1.548, 1.609] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.082x [1.066, 1.088] over 6 rounds, rejected: 576 B aligned hot takes 3.102x [2.979, 4.917] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.026x [1.010, 1.034] over 6 rounds, rejected: 576 B aligned hot takes 1.900x [1.846, 1.919] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.000x [0.991, 1.009] over 6 rounds, rejected: 576 B aligned hot takes 1.106x [1.093, 1.148] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (6 rounds): edges_head_first=off: every other value is worse by more than 1% or equal within it
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.001x [0.996, 1.009] over 6 rounds, equivalent
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 0.999x [0.988, 1.005] over 6 rounds, rejected: 576 B page hot takes 1.301x [1.298, 1.308] over 6 rounds the time of loop_start_strict=on
# tail_loads_ascending: kept (6 rounds): tail_loads_ascending=on: every other value is worse by more than 1% or breaks the guard
#   tail_loads_ascending=on: objective -, started from
#   tail_loads_ascending=off: objective 1.000x [0.989, 1.013] over 6 rounds, rejected: 576 B aligned rotating takes 1.128x [1.089, 1.286] over 6 rounds the time of tail_loads_ascending=on
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.000x [0.989, 1.005] over 6 rounds, rejected: 1300 B aligned hot takes 1.313x [1.267, 1.356] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.007x [0.983, 1.133] over 6 rounds, rejected: 1300 B aligned hot takes 1.309x [1.263, 1.338] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (6 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.003x [1.000, 1.281] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.001x [0.996, 1.005] over 6 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.996x [0.994, 1.004] over 6 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 0.998x [0.996, 1.010] over 6 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.001x [0.992, 1.009] over 6 rounds, dropped (slower half)
# rep_movsb_from: kept (6 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 1.001x [0.894, 1.010] over 6 rounds, rejected: 3000 B misaligned hot takes 1.071x [1.067, 1.086] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.029x [0.911, 1.040] over 6 rounds, rejected: 8192 B misaligned rotating takes 1.281x [1.198, 2.690] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.964x [0.852, 1.028] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.187x [1.130, 1.264] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.017x [0.899, 1.123] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.188x [1.049, 1.300] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.962x [0.914, 1.034] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.262x [1.220, 1.365] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.022x [0.912, 1.049] over 6 rounds, rejected: 8192 B src-above rotating takes 1.279x [1.230, 1.342] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.016x [0.904, 1.039] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.247x [1.192, 1.307] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.020x [0.902, 1.097] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.265x [1.256, 1.322] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.962x [0.902, 1.033] over 6 rounds, rejected: 65536 B src-above hot takes 1.362x [1.357, 1.366] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.009x [0.919, 1.024] over 6 rounds, rejected: 65536 B src-above hot takes 1.361x [1.354, 1.368] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.934x [0.827, 1.016] over 6 rounds, rejected: 65536 B misaligned hot takes 1.361x [1.354, 1.365] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.014x [0.908, 1.028] over 6 rounds, rejected: 65536 B src-above hot takes 1.358x [1.351, 1.368] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: kept (32 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.998x [0.995, 1.001] over 32 rounds, equivalent
#   rep_movsb_coaligned_from=16384: objective 1.003x [0.983, 1.521] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=65536: objective 0.998x [0.994, 1.002] over 32 rounds, equivalent
#   rep_movsb_coaligned_from=262144: objective 1.001x [0.988, 1.019] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=1048576: objective 0.999x [0.994, 1.005] over 32 rounds, equivalent
# rep_movsb_page_from: kept (21 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.007x [0.636, 1.012] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=16384: objective 1.002x [0.994, 1.008] over 21 rounds, equivalent
#   rep_movsb_page_from=65536: objective 1.001x [0.995, 1.007] over 21 rounds, equivalent
#   rep_movsb_page_from=262144: objective 1.009x [0.632, 1.217] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=1048576: objective 0.996x [0.993, 1.003] over 21 rounds, equivalent
# avoid_dst_above_src: kept (48 rounds): avoid_dst_above_src=0 avoid_dst_above_src_below=off: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective 1.002x [0.999, 1.012] over 9 rounds, rejected: 262144 B band hot takes 1.058x [1.055, 1.061] over 9 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 1.005x [1.001, 1.009] over 48 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 1.004x [1.000, 1.007] over 48 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 1.005x [1.002, 1.009] over 48 rounds, equivalent
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0 avoid_src_above_dst_below=off: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective 1.009x [0.994, 1.014] over 6 rounds, rejected: 65536 B src-above rotating takes 1.353x [1.323, 1.361] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 1.008x [0.998, 1.017] over 6 rounds, rejected: 8192 B src-above rotating takes 1.271x [1.139, 1.415] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 1.010x [1.000, 1.020] over 6 rounds, rejected: 8192 B src-above rotating takes 1.282x [1.132, 1.342] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 1.005x [0.995, 1.389] over 6 rounds, rejected: 4096 B src-above rotating takes 1.196x [1.090, 1.322] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
# backward: kept (48 rounds): backward_dst_above_src=255 backward_from=0 backward_below=4096: every other value is worse by more than 1% or equal within it
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 0.990x [0.979, 1.004] over 6 rounds, rejected: 1000 B band hot takes 1.051x [1.049, 1.055] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.004x [0.994, 1.009] over 6 rounds, rejected: 65536 B band hot takes 1.364x [1.310, 1.372] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.994x [0.990, 0.998] over 48 rounds, equivalent
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.994x [0.986, 1.007] over 6 rounds, rejected: 4096 B band rotating takes 1.229x [1.214, 1.273] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.002x [0.988, 1.008] over 6 rounds, rejected: 8192 B band rotating takes 1.309x [1.263, 1.494] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.996x [0.991, 1.002] over 6 rounds, rejected: 16384 B band rotating takes 1.376x [1.339, 1.603] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.997x [0.988, 1.008] over 6 rounds, rejected: 65536 B band hot takes 1.369x [1.299, 1.451] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.995x [0.992, 1.000] over 48 rounds, equivalent
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.992x [0.985, 1.002] over 6 rounds, rejected: 16384 B band rotating takes 1.398x [1.361, 1.652] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 1.002x [0.985, 1.009] over 6 rounds, rejected: 16384 B band rotating takes 1.353x [1.305, 1.496] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 1.001x [0.995, 1.010] over 6 rounds, rejected: 16384 B band rotating takes 1.367x [1.346, 1.654] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 1.010x [0.997, 1.023] over 6 rounds, rejected: 65536 B band hot takes 1.362x [1.346, 1.390] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.995x [0.987, 1.007] over 6 rounds, rejected: 16384 B band rotating takes 1.375x [1.258, 1.649] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.998x [0.987, 1.007] over 6 rounds, rejected: 65536 B band hot takes 1.385x [1.367, 1.399] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 1.000x [0.988, 1.018] over 6 rounds, rejected: 4096 B band rotating takes 1.234x [1.209, 1.273] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: kept (6 rounds): backward_page=on backward_page_below=2048: every other value is worse by more than 1% or equal within it
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 1.003x [0.998, 1.005] over 6 rounds, rejected: 1000 B page hot takes 1.114x [1.111, 1.123] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.030x [1.026, 1.032] over 6 rounds, rejected: 3000 B page rotating takes 1.513x [1.389, 1.649] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=1024: objective 1.004x [0.998, 1.006] over 6 rounds, equivalent
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (6 rounds): block_align=16: every other value is worse by more than 1% or breaks the guard
#   block_align=16: objective -, started from
#   block_align=64: objective 1.008x [0.992, 1.137] over 6 rounds, rejected: 4096 B src-above hot takes 1.059x [1.055, 1.062] over 6 rounds the time of block_align=16
end
