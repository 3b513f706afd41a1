# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out run2.profile
date=2026-11-30T20:48:21Z
width=avx512
rep_movsb_from=2112
rep_movsb_coaligned_from=1048576
rep_movsb_page_from=16384
avoid_dst_above_src=0
avoid_src_above_dst=0
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
loop_prefetch=none
tail_loads_after_loop_from=2048
tail_loads_after_loop_below=4096
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_below=4096 (the other fields as Thresholds::new)
# width+masked_max: kept (21 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 1.948x [1.836, 2.011] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.496x [1.388, 1.541] over 6 rounds, rejected: 17 B aligned rotating takes 1.436x [1.431, 1.447] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.193x [1.103, 1.258] over 6 rounds, rejected: 40 B aligned rotating takes 1.285x [1.282, 1.289] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 1.002x [0.993, 1.009] over 21 rounds, rejected: 1000 B band hot takes 1.025x [1.024, 1.027] over 21 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.995x [0.927, 1.078] over 6 rounds, rejected: 63 B aligned hot takes 1.190x [1.182, 1.194] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.053x [1.944, 2.142] over 6 rounds, rejected: 1000 B page hot takes 1.643x [1.636, 1.647] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.066x [1.054, 1.078] over 6 rounds, rejected: 8 B misaligned rotating takes 1.387x [1.378, 1.392] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: changed (9 rounds): two_vectors_first=on (from two_vectors_first=off): objective 0.982x [0.968, 0.986] over 6 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   two_vectors_first=off: objective -, started from
#   two_vectors_first=on: objective 0.982x [0.968, 0.986] over 6 rounds, chosen
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.001x [0.996, 1.008] over 6 rounds, rejected: 1000 B page hot takes 1.039x [1.028, 2.077] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.004x [0.990, 1.018] over 6 rounds, rejected: 2047 B page hot takes 1.062x [1.060, 1.122] over 6 rounds the time of loop_vectors=4
# loop_interleave: undecided (227 rounds): kept loop_interleave=off: loop_interleave=on: 1.011x [0.988, 1.022] over 227 rounds overlaps 'equal within 1%'
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 1.011x [0.988, 1.022] over 227 rounds, undecided
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.010x [0.991, 1.028] over 6 rounds, rejected: 2047 B page hot takes 1.261x [1.246, 1.279] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.089x [1.044, 1.144] over 6 rounds, rejected: 1000 B page hot takes 2.621x [2.613, 2.628] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.040x [0.965, 1.057] over 6 rounds, rejected: 1000 B page hot takes 1.724x [1.713, 3.376] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (9 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.000x [0.921, 1.010] over 9 rounds, rejected: 1000 B misaligned hot takes 1.024x [1.021, 1.026] over 9 rounds the time of edges_before_loop=off
# edges_head_first: kept (6 rounds): edges_head_first=off: every other value is worse by more than 1% or breaks the guard
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.023x [0.885, 1.286] over 6 rounds, rejected: 2047 B aligned hot takes 1.086x [1.022, 1.097] over 6 rounds the time of edges_head_first=off
# loop_prefetch: kept (9 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.964x [0.913, 1.032] over 9 rounds, rejected: 1000 B aligned hot takes 1.073x [1.068, 1.076] over 9 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 0.987x [0.871, 1.031] over 9 rounds, rejected: 1000 B aligned hot takes 1.073x [1.071, 1.074] over 9 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: changed (616 rounds): tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096 (from tail_loads_after_loop_from=off tail_loads_after_loop_below=off): objective 0.987x [0.986, 0.990] over 616 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 0.973x [0.881, 1.062] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.987x [0.986, 0.990] over 616 rounds, chosen
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.938x [0.904, 1.015] over 21 rounds, rejected: 3000 B misaligned rotating takes 1.054x [1.045, 1.071] over 21 rounds the time of tail_loads_after_loop_from=off tail_loads_after_loop_below=off
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.004x [0.858, 1.032] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 0.983x [0.968, 0.991] over 616 rounds, undecided
# rep_movsb_from: kept (548 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 1.011x [1.004, 1.016] over 548 rounds, rejected: 3000 B misaligned rotating takes 1.036x [1.029, 1.039] over 548 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.042x [1.026, 1.071] over 6 rounds, rejected: 8192 B misaligned rotating takes 1.366x [1.233, 1.419] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.026x [0.903, 1.213] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.207x [1.180, 1.228] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 0.984x [0.904, 1.069] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.183x [1.140, 1.256] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.925x [0.910, 1.093] over 6 rounds, rejected: 8192 B src-above rotating takes 1.288x [1.236, 1.357] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 0.984x [0.898, 1.088] over 6 rounds, rejected: 4096 B src-above rotating takes 1.234x [1.188, 1.399] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.925x [0.885, 1.015] over 6 rounds, rejected: 4096 B src-above rotating takes 1.238x [1.184, 1.417] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 0.986x [0.887, 1.166] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.190x [1.180, 1.209] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.958x [0.891, 1.129] over 6 rounds, rejected: 65536 B src-above hot takes 1.359x [1.343, 3.375] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.909x [0.876, 0.960] over 6 rounds, rejected: 65536 B src-above hot takes 1.358x [1.339, 1.362] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.920x [0.911, 0.937] over 6 rounds, rejected: 65536 B src-above hot takes 1.354x [1.352, 1.359] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.932x [0.914, 1.014] over 6 rounds, rejected: 65536 B src-above hot takes 1.351x [1.349, 2.522] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: changed (1049 rounds): rep_movsb_coaligned_from=1048576 (from rep_movsb_coaligned_from=off): objective 0.919x [0.908, 0.969] over 1049 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.935x [0.925, 0.974] over 1049 rounds, undecided
#   rep_movsb_coaligned_from=16384: objective 0.852x [0.761, 1.023] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=65536: objective 0.926x [0.917, 0.931] over 243 rounds, worse
#   rep_movsb_coaligned_from=262144: objective 0.943x [0.852, 1.178] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=1048576: objective 0.919x [0.908, 0.969] over 1049 rounds, chosen
# rep_movsb_page_from: changed (856 rounds): rep_movsb_page_from=16384 (from rep_movsb_page_from=off): objective 0.907x [0.899, 0.914] over 856 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 2 other candidate(s) not told apart from it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.888x [0.830, 1.036] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=16384: objective 0.907x [0.899, 0.914] over 856 rounds, chosen
#   rep_movsb_page_from=65536: objective 0.913x [0.906, 0.919] over 856 rounds, undecided
#   rep_movsb_page_from=262144: objective 0.935x [0.929, 0.945] over 856 rounds, undecided
#   rep_movsb_page_from=1048576: objective 0.924x [0.798, 1.039] over 6 rounds, dropped (slower half)
# avoid_dst_above_src: kept (6 rounds): avoid_dst_above_src=0: every other value is worse by more than 1% or breaks the guard
#   avoid_dst_above_src=0: objective -, started from
#   avoid_dst_above_src=63: objective 1.008x [0.935, 1.072] over 6 rounds, rejected: 1048576 B band rotating takes 1.116x [1.102, 1.205] over 6 rounds the time of avoid_dst_above_src=0
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0: objective -, started from
#   avoid_src_above_dst=63: objective 1.011x [0.971, 1.050] over 6 rounds, rejected: 8192 B src-above rotating takes 1.332x [1.310, 2.266] over 6 rounds the time of avoid_src_above_dst=0
# backward: undecided (3584 rounds): kept backward_dst_above_src=255 backward_from=0 backward_below=4096: backward_dst_above_src=31 backward_from=0 backward_below=4096: 0.993x [0.986, 1.002] over 3584 rounds overlaps 'equal within 1%'
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 1.018x [0.997, 1.038] over 6 rounds, rejected: 1000 B band hot takes 1.137x [1.134, 1.142] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.042x [1.008, 1.379] over 6 rounds, rejected: 16384 B band rotating takes 1.405x [1.345, 1.694] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.993x [0.986, 1.002] over 3584 rounds, undecided
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 1.018x [0.912, 1.070] over 6 rounds, rejected: 8192 B band rotating takes 1.301x [1.272, 1.441] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.031x [0.968, 1.061] over 6 rounds, rejected: 262144 B band rotating takes 1.453x [1.379, 1.586] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 1.060x [1.022, 1.077] over 6 rounds, rejected: 16384 B band rotating takes 1.412x [1.286, 1.642] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 1.030x [1.001, 1.035] over 6 rounds, rejected: 16384 B band rotating takes 1.415x [1.356, 1.689] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 1.008x [1.002, 1.018] over 365 rounds, worse
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.989x [0.954, 1.007] over 6 rounds, rejected: 16384 B band rotating takes 1.416x [1.325, 1.601] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 1.019x [0.976, 1.035] over 6 rounds, rejected: 16384 B band rotating takes 1.408x [1.344, 1.659] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.997x [0.980, 1.004] over 6 rounds, rejected: 8192 B band rotating takes 1.339x [1.302, 1.445] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.998x [0.955, 1.219] over 6 rounds, rejected: 16384 B band rotating takes 1.414x [1.319, 1.681] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.957x [0.914, 0.981] over 6 rounds, rejected: 8192 B band rotating takes 1.315x [1.304, 1.444] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.993x [0.926, 1.012] over 6 rounds, rejected: 16384 B band rotating takes 1.406x [1.350, 1.700] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 1.013x [0.989, 1.037] over 6 rounds, rejected: 16384 B band rotating takes 1.410x [1.334, 1.692] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: kept (9 rounds): backward_page=on backward_page_below=2048: every other value is worse by more than 1% or breaks the guard
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 0.998x [0.886, 1.020] over 9 rounds, rejected: 1000 B page hot takes 1.112x [1.093, 1.121] over 9 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.025x [0.867, 1.051] over 6 rounds, rejected: 3000 B page rotating takes 1.462x [1.455, 1.472] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=1024: objective 0.986x [0.867, 1.013] over 6 rounds, rejected: 2047 B page hot takes 1.031x [1.022, 1.155] over 6 rounds the time of backward_page=on backward_page_below=2048
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# kept the table's value for: loop_interleave, backward_dst_above_src, backward_from, backward_below
end
