# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out main1.profile
date=2026-11-30T21:04:33Z
width=avx512
rep_movsb_from=2112
rep_movsb_coaligned_from=65536
rep_movsb_page_from=1048576
avoid_dst_above_src=0
avoid_src_above_dst=0
non_temporal_from=12582912
rep_movsb_align_dst=true
masked_max=64
masked_form=one-zmm
masked_page_guard=false
two_vectors_first=false
head_tail_max=8
backward_dst_above_src=63
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
loop_prefetch=none
tail_loads_after_loop_from=none
tail_loads_after_loop_below=none
block_align=16
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_below=4096 (the other fields as Thresholds::new)
# width+masked_max: kept (6 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 1.987x [1.960, 2.119] over 6 rounds, rejected: 256 B band rotating takes 1.413x [1.262, 1.430] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.498x [1.484, 2.175] over 6 rounds, rejected: 17 B aligned hot takes 1.430x [1.424, 1.432] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.199x [1.181, 1.218] over 6 rounds, rejected: 40 B misaligned hot takes 1.284x [1.283, 1.289] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 1.001x [0.993, 1.003] over 6 rounds, rejected: 256 B band rotating takes 1.374x [1.032, 1.502] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.012x [0.991, 1.124] over 6 rounds, rejected: 256 B band rotating takes 1.379x [1.131, 1.450] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.096x [2.057, 2.534] over 6 rounds, rejected: 1000 B aligned hot takes 1.745x [1.660, 1.770] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.092x [1.083, 1.096] over 6 rounds, rejected: 8 B misaligned rotating takes 1.370x [1.332, 1.385] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (162 rounds): two_vectors_first=off: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=off: objective -, started from
#   two_vectors_first=on: objective 0.981x [0.977, 0.984] over 6 rounds, rejected: 63 B misaligned rotating takes 1.024x [1.020, 1.027] over 162 rounds the time of two_vectors_first=off
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.038x [1.026, 1.054] over 6 rounds, rejected: 1000 B page hot takes 1.070x [1.057, 1.081] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (108 rounds): loop_vectors=4: every other value is worse by more than 1% or equal within it
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.008x [1.007, 1.010] over 108 rounds, equivalent
# loop_interleave: undecided (209 rounds): kept loop_interleave=off: loop_interleave=on: 1.010x [1.008, 1.012] over 209 rounds overlaps 'equal within 1%'
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 1.010x [1.008, 1.012] over 209 rounds, undecided
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.016x [0.986, 1.034] over 6 rounds, rejected: 1000 B page hot takes 1.201x [1.193, 1.205] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.072x [0.954, 1.106] over 6 rounds, rejected: 1000 B page hot takes 2.700x [2.655, 2.714] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.021x [0.883, 1.065] over 6 rounds, rejected: 1000 B page hot takes 1.726x [1.685, 1.745] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.005x [0.975, 1.020] over 6 rounds, rejected: 1000 B misaligned hot takes 1.030x [1.025, 1.036] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (48 rounds): edges_head_first=off: every other value is worse by more than 1% or breaks the guard
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.007x [1.000, 1.020] over 48 rounds, rejected: 2047 B aligned hot takes 1.038x [1.021, 1.058] over 48 rounds the time of edges_head_first=off
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.980x [0.929, 1.013] over 6 rounds, rejected: 2047 B aligned hot takes 1.122x [1.072, 1.170] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 0.979x [0.926, 1.025] over 6 rounds, rejected: 2047 B aligned hot takes 1.116x [1.064, 1.141] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: undecided (536 rounds): kept tail_loads_after_loop_from=off tail_loads_after_loop_below=off: tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: 0.949x [0.938, 0.993] over 536 rounds overlaps 'equal within 1%'; tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: 0.963x [0.935, 1.001] over 536 rounds overlaps 'equal within 1%'
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 0.993x [0.989, 0.995] over 108 rounds, worse
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.949x [0.938, 0.993] over 536 rounds, undecided
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.963x [0.935, 1.001] over 536 rounds, undecided
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 0.970x [0.887, 1.024] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 0.962x [0.897, 1.031] over 6 rounds, dropped (slower half)
# rep_movsb_from: kept (6 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 0.955x [0.927, 1.015] over 6 rounds, rejected: 4096 B aligned hot takes 1.052x [1.050, 1.054] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.006x [0.985, 1.051] over 6 rounds, rejected: 4096 B src-above rotating takes 1.281x [1.253, 1.401] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.958x [0.898, 1.044] over 6 rounds, rejected: 3000 B page rotating takes 1.171x [1.140, 1.304] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 0.986x [0.932, 1.099] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.148x [1.035, 1.192] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.945x [0.903, 1.035] over 6 rounds, rejected: 4096 B src-above rotating takes 1.237x [1.145, 1.322] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 0.996x [0.962, 1.043] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.142x [1.114, 1.182] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.955x [0.942, 0.986] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.173x [1.116, 1.244] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 0.937x [0.914, 0.971] over 6 rounds, rejected: 4096 B src-above rotating takes 1.180x [1.117, 1.217] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.925x [0.895, 1.064] over 6 rounds, rejected: 65536 B misaligned hot takes 1.362x [1.345, 1.379] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.920x [0.900, 0.942] over 6 rounds, rejected: 65536 B src-above hot takes 1.370x [1.353, 1.383] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.919x [0.893, 1.010] over 6 rounds, rejected: 65536 B misaligned hot takes 1.373x [1.367, 1.387] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.937x [0.900, 1.210] over 6 rounds, rejected: 65536 B misaligned hot takes 1.374x [1.357, 1.375] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: changed (868 rounds): rep_movsb_coaligned_from=65536 (from rep_movsb_coaligned_from=off): objective 0.882x [0.871, 0.898] over 868 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 2 other candidate(s) not told apart from it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.917x [0.914, 0.920] over 868 rounds, undecided
#   rep_movsb_coaligned_from=16384: objective 0.904x [0.899, 0.908] over 868 rounds, undecided
#   rep_movsb_coaligned_from=65536: objective 0.882x [0.871, 0.898] over 868 rounds, chosen
#   rep_movsb_coaligned_from=262144: objective 0.870x [0.800, 1.016] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=1048576: objective 0.853x [0.780, 1.016] over 6 rounds, dropped (slower half)
# rep_movsb_page_from: changed (842 rounds): rep_movsb_page_from=1048576 (from rep_movsb_page_from=off): objective 0.900x [0.872, 0.911] over 806 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 2 other candidate(s) not told apart from it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.913x [0.888, 0.925] over 806 rounds, undecided
#   rep_movsb_page_from=16384: objective 0.926x [0.924, 0.929] over 806 rounds, undecided
#   rep_movsb_page_from=65536: objective 0.887x [0.799, 1.034] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 0.883x [0.806, 1.035] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=1048576: objective 0.900x [0.872, 0.911] over 806 rounds, chosen
# avoid_dst_above_src: kept (6 rounds): avoid_dst_above_src=0: every other value is worse by more than 1% or breaks the guard
#   avoid_dst_above_src=0: objective -, started from
#   avoid_dst_above_src=63: objective 1.000x [0.957, 1.036] over 6 rounds, rejected: 262144 B band hot takes 1.057x [1.054, 1.210] over 6 rounds the time of avoid_dst_above_src=0
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0: objective -, started from
#   avoid_src_above_dst=63: objective 0.972x [0.955, 1.224] over 6 rounds, rejected: 65536 B src-above rotating takes 1.354x [1.294, 1.365] over 6 rounds the time of avoid_src_above_dst=0
# backward: changed (2751 rounds): backward_dst_above_src=63 backward_from=0 backward_below=4096 (from backward_dst_above_src=255 backward_from=0 backward_below=4096): objective 0.940x [0.929, 0.962] over 2751 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 1.076x [1.018, 1.091] over 6 rounds, rejected: 1000 B band hot takes 1.103x [1.097, 1.108] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.040x [0.997, 1.173] over 6 rounds, rejected: 65536 B band rotating takes 1.483x [1.346, 1.747] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.954x [0.937, 1.004] over 2751 rounds, undecided
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 1.003x [0.924, 1.242] over 6 rounds, rejected: 16384 B band rotating takes 1.412x [1.319, 1.652] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.097x [0.975, 1.282] over 6 rounds, rejected: 65536 B band rotating takes 1.526x [1.355, 1.594] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 1.077x [0.962, 1.130] over 6 rounds, rejected: 16384 B band rotating takes 1.414x [1.326, 1.678] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 1.030x [0.957, 1.275] over 6 rounds, rejected: 16384 B band rotating takes 1.421x [1.304, 1.674] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.940x [0.929, 0.962] over 2751 rounds, chosen
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.988x [0.900, 1.014] over 6 rounds, rejected: 16384 B band rotating takes 1.449x [1.338, 1.535] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 1.027x [0.914, 1.067] over 6 rounds, rejected: 16384 B band rotating takes 1.406x [1.344, 1.580] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 1.006x [0.912, 1.108] over 6 rounds, rejected: 16384 B band rotating takes 1.418x [1.332, 1.667] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 1.037x [0.951, 1.047] over 6 rounds, rejected: 16384 B band rotating takes 1.405x [1.279, 1.680] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.988x [0.956, 1.028] over 6 rounds, rejected: 16384 B band rotating takes 1.468x [1.320, 1.672] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 1.050x [0.926, 1.346] over 6 rounds, rejected: 65536 B band rotating takes 1.481x [1.367, 1.689] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 1.020x [0.983, 1.145] over 6 rounds, rejected: 16384 B band rotating takes 1.440x [1.333, 1.663] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: kept (48 rounds): backward_page=on backward_page_below=2048: every other value is worse by more than 1% or breaks the guard
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 1.010x [0.967, 1.028] over 9 rounds, rejected: 1000 B page hot takes 1.069x [1.064, 1.072] over 9 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.026x [0.999, 1.045] over 9 rounds, rejected: 3000 B page rotating takes 1.484x [1.374, 1.504] over 9 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=1024: objective 1.006x [1.003, 1.012] over 48 rounds, rejected: 2047 B page hot takes 1.027x [1.021, 1.042] over 48 rounds the time of backward_page=on backward_page_below=2048
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (48 rounds): block_align=16: every other value is worse by more than 1% or equal within it
#   block_align=16: objective -, started from
#   block_align=64: objective 0.995x [0.991, 1.002] over 48 rounds, equivalent
# kept the table's value for: loop_interleave, tail_loads_after_loop_from, tail_loads_after_loop_below
end
