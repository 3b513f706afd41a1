# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out tune2.profile
date=2026-12-01T03:19:57Z
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
loop_prefetch=none
tail_loads_after_loop_from=none
tail_loads_after_loop_below=none
block_align=16
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm two_vectors_first=true backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_wide_below=2048 backward_below=4096 loop_start_strict=true tail_loads_ascending=true (the other fields as Thresholds::new)
# row: kept (6 rounds): row=amd-zen5: every other value is worse by more than 1% or breaks the guard
#   row=amd-zen5: objective -, started from
#   row=intel-fsrm: objective 1.234x [1.176, 1.339] over 6 rounds, rejected: slower than glibc by more than the margin at 60 fixed sizes, 636 percentage points above it in all (the value started from: 13, 79)
#   row=amd-zen3-zen4: objective 1.229x [1.177, 1.248] over 6 rounds, rejected: slower than glibc by more than the margin at 52 fixed sizes, 538 percentage points above it in all (the value started from: 13, 79)
#   row=generic: objective 2.146x [2.095, 2.196] over 6 rounds, rejected: slower than glibc by more than the margin at 57 fixed sizes, 1152 percentage points above it in all (the value started from: 13, 79)
# width+masked_max: kept (340 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 2.043x [2.013, 2.122] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.477x [1.473, 1.657] over 6 rounds, rejected: 100 B misaligned hot takes 1.125x [1.120, 1.131] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.174x [1.171, 1.182] over 6 rounds, rejected: 100 B misaligned hot takes 1.125x [1.122, 1.128] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 1.023x [1.019, 1.025] over 340 rounds, worse
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.002x [0.991, 1.016] over 6 rounds, rejected: 1 B misaligned hot takes 1.044x [1.041, 1.128] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.133x [2.113, 2.382] over 6 rounds, rejected: 1000 B aligned hot takes 1.748x [1.723, 1.756] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.084x [1.079, 1.085] over 6 rounds, rejected: 24 B aligned hot takes 1.025x [1.022, 1.030] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (14 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.017x [1.013, 1.117] over 14 rounds, worse
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.007x [0.996, 1.015] over 6 rounds, rejected: 576 B page hot takes 1.547x [1.534, 1.556] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 0.999x [0.900, 1.009] over 6 rounds, rejected: 576 B page rotating takes 1.127x [1.023, 1.384] over 6 rounds the time of loop_vectors=4
# loop_interleave: kept (139 rounds): loop_interleave=off: every other value is worse by more than 1% or equal within it (the value started from takes 1.269x [1.269, 1.270] over 139 rounds the time of loop_interleave=on at 1300 B page hot)
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 1.001x [0.999, 1.003] over 139 rounds, equivalent
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.008x [1.001, 1.015] over 6 rounds, rejected: 1300 B page hot takes 1.342x [1.296, 1.347] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.075x [0.987, 1.080] over 6 rounds, rejected: 576 B page hot takes 2.792x [2.785, 2.808] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.023x [0.943, 1.027] over 6 rounds, rejected: 1000 B aligned hot takes 1.734x [1.706, 1.780] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.004x [1.000, 1.130] over 6 rounds, rejected: 1300 B aligned rotating takes 1.123x [1.075, 1.176] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (9 rounds): edges_head_first=off: every other value is worse by more than 1% or breaks the guard
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.002x [0.997, 1.017] over 9 rounds, rejected: 576 B page rotating takes 1.087x [1.060, 1.205] over 9 rounds the time of edges_head_first=off
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 0.993x [0.978, 1.008] over 6 rounds, rejected: 576 B page hot takes 1.356x [1.347, 1.362] over 6 rounds the time of loop_start_strict=on
# tail_loads_ascending: kept (9 rounds): tail_loads_ascending=on: every other value is worse by more than 1% or equal within it
#   tail_loads_ascending=on: objective -, started from
#   tail_loads_ascending=off: objective 0.998x [0.997, 1.005] over 9 rounds, equivalent
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.998x [0.990, 1.009] over 6 rounds, rejected: 1300 B aligned hot takes 1.238x [1.132, 1.267] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.000x [0.987, 1.008] over 6 rounds, rejected: 2047 B aligned hot takes 1.161x [1.139, 2.285] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (6 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.003x [0.990, 1.010] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.002x [0.986, 1.012] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.000x [0.993, 1.010] over 6 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.000x [0.992, 1.004] over 6 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.000x [0.999, 1.008] over 6 rounds, equivalent
# rep_movsb_from: kept (6 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 1.012x [0.994, 1.132] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.050x [1.028, 1.073] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.024x [0.945, 1.040] over 6 rounds, rejected: 65536 B page hot takes 1.218x [1.137, 1.329] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.019x [0.922, 1.027] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.183x [1.148, 1.228] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.022x [0.935, 1.033] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.141x [1.087, 1.289] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.028x [0.930, 1.039] over 6 rounds, rejected: 8192 B misaligned rotating takes 1.202x [1.125, 1.347] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.030x [0.917, 1.183] over 6 rounds, rejected: 4096 B src-above rotating takes 1.204x [1.127, 1.282] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.023x [0.910, 1.060] over 6 rounds, rejected: 4096 B src-above rotating takes 1.172x [1.128, 1.251] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.024x [0.918, 1.155] over 6 rounds, rejected: 4096 B src-above rotating takes 1.204x [1.138, 1.240] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.029x [0.910, 1.041] over 6 rounds, rejected: 65536 B misaligned hot takes 1.353x [1.332, 2.690] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.026x [0.909, 1.147] over 6 rounds, rejected: 65536 B src-above hot takes 1.365x [1.355, 1.372] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 1.035x [0.910, 1.072] over 6 rounds, rejected: 65536 B misaligned hot takes 1.354x [1.347, 1.358] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.022x [0.907, 1.030] over 6 rounds, rejected: 65536 B src-above hot takes 1.365x [1.354, 1.371] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: kept (32 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.999x [0.996, 1.002] over 32 rounds, equivalent
#   rep_movsb_coaligned_from=16384: objective 1.001x [0.996, 1.007] over 32 rounds, equivalent
#   rep_movsb_coaligned_from=65536: objective 1.000x [0.995, 1.003] over 32 rounds, equivalent
#   rep_movsb_coaligned_from=262144: objective 1.002x [0.989, 1.010] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=1048576: objective 1.000x [0.989, 1.009] over 6 rounds, dropped (slower half)
# rep_movsb_page_from: kept (21 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.002x [0.996, 1.003] over 21 rounds, equivalent
#   rep_movsb_page_from=16384: objective 1.007x [0.997, 1.010] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 1.004x [0.997, 1.010] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 1.001x [0.997, 1.006] over 21 rounds, equivalent
#   rep_movsb_page_from=1048576: objective 0.998x [0.995, 1.002] over 21 rounds, equivalent
# avoid_dst_above_src: kept (21 rounds): avoid_dst_above_src=0 avoid_dst_above_src_below=off: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective 0.997x [0.988, 1.001] over 14 rounds, rejected: 1048576 B band rotating takes 1.126x [1.118, 1.141] over 14 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 0.999x [0.996, 1.003] over 21 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 1.000x [0.996, 1.005] over 21 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 0.997x [0.993, 1.001] over 21 rounds, equivalent
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0 avoid_src_above_dst_below=off: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective 1.003x [0.986, 1.015] over 6 rounds, rejected: 65536 B src-above rotating takes 1.354x [1.304, 1.370] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 1.002x [0.990, 1.012] over 6 rounds, rejected: 8192 B src-above rotating takes 1.148x [1.074, 1.316] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 1.004x [0.987, 1.009] over 6 rounds, rejected: 16384 B src-above rotating takes 1.221x [1.103, 1.381] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 1.006x [0.985, 1.009] over 6 rounds, rejected: 4096 B src-above rotating takes 1.150x [1.130, 1.225] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
# backward: kept (6 rounds): backward_dst_above_src=255 backward_from=0 backward_below=4096: every other value is worse by more than 1% or breaks the guard
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 0.972x [0.810, 1.171] over 6 rounds, rejected: 1000 B band hot takes 1.042x [1.038, 1.049] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 0.989x [0.819, 0.993] over 6 rounds, rejected: 65536 B band hot takes 1.351x [1.293, 1.383] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.982x [0.809, 0.989] over 6 rounds, rejected: 1000 B line-above hot takes 1.077x [1.051, 1.154] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.983x [0.816, 1.000] over 6 rounds, rejected: 16384 B band rotating takes 1.378x [1.318, 1.675] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.986x [0.824, 1.017] over 6 rounds, rejected: 16384 B band rotating takes 1.391x [1.330, 1.611] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.983x [0.820, 1.015] over 6 rounds, rejected: 16384 B band rotating takes 1.393x [1.281, 1.611] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.985x [0.818, 1.245] over 6 rounds, rejected: 8192 B band rotating takes 1.332x [1.261, 1.633] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.985x [0.820, 1.222] over 6 rounds, rejected: 1000 B line-above hot takes 1.088x [1.043, 1.155] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.977x [0.816, 0.987] over 6 rounds, rejected: 16384 B band rotating takes 1.398x [1.365, 1.666] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.985x [0.814, 0.990] over 6 rounds, rejected: 65536 B band hot takes 1.368x [1.297, 1.381] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.979x [0.813, 0.986] over 6 rounds, rejected: 16384 B band rotating takes 1.369x [1.260, 1.688] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.990x [0.825, 0.999] over 6 rounds, rejected: 8192 B band rotating takes 1.301x [1.270, 1.504] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.998x [0.824, 1.002] over 6 rounds, rejected: 16384 B band rotating takes 1.375x [1.334, 1.686] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.982x [0.816, 0.989] over 6 rounds, rejected: 65536 B band hot takes 1.383x [1.350, 1.392] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.980x [0.973, 1.033] over 6 rounds, rejected: 8192 B band rotating takes 1.297x [1.270, 1.504] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: kept (6 rounds): backward_page=on backward_page_below=2048: every other value is worse by more than 1% or breaks the guard
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 0.997x [0.994, 1.121] over 6 rounds, rejected: 2047 B page hot takes 1.154x [1.144, 1.159] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.025x [1.021, 1.071] over 6 rounds, rejected: 3000 B page rotating takes 1.484x [1.256, 1.539] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=1024: objective 1.004x [0.998, 1.014] over 6 rounds, rejected: 2047 B page hot takes 1.177x [1.134, 1.188] over 6 rounds the time of backward_page=on backward_page_below=2048
# backward_wide_below: kept (6 rounds): backward_wide_below=2048: every other value is worse by more than 1% or equal within it
#   backward_wide_below=2048: objective -, started from
#   backward_wide_below=off: objective 0.986x [0.977, 0.994] over 6 rounds, rejected: 3000 B line-above rotating takes 1.477x [1.467, 1.503] over 6 rounds the time of backward_wide_below=2048
#   backward_wide_below=1024: objective 1.002x [0.992, 1.005] over 6 rounds, equivalent
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (2231 rounds): block_align=16: every other value is worse by more than 1% or equal within it (the value started from takes 1.054x [1.054, 1.055] over 2231 rounds the time of block_align=64 at 576 B aligned hot)
#   block_align=16: objective -, started from
#   block_align=64: objective 0.999x [0.998, 0.999] over 2231 rounds, equivalent
end
