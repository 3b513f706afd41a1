# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out ./tuned.profile
date=2026-11-30T20:04:00Z
width=avx512
rep_movsb_from=4096
rep_movsb_coaligned_from=1048576
rep_movsb_page_from=4096
avoid_dst_above_src=0
avoid_src_above_dst=0
non_temporal_from=12582912
rep_movsb_align_dst=true
masked_max=64
masked_form=one-zmm
masked_page_guard=false
two_vectors_first=true
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
tail_loads_after_loop_from=2048
tail_loads_after_loop_below=8192
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=4096 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_below=4096 (the other fields as Thresholds::new)
# width+masked_max: kept (21 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 1.965x [1.872, 2.207] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.483x [1.464, 1.515] over 6 rounds, rejected: 24 B misaligned hot takes 1.423x [1.420, 1.432] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.204x [1.159, 1.336] over 6 rounds, rejected: 100 B aligned hot takes 1.126x [1.123, 1.256] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 1.004x [0.992, 1.012] over 21 rounds, rejected: 2047 B page hot takes 1.022x [1.020, 1.031] over 21 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.016x [0.992, 1.027] over 6 rounds, rejected: 2047 B page hot takes 1.053x [1.028, 1.058] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.080x [1.961, 2.105] over 6 rounds, rejected: 1000 B page hot takes 1.648x [1.564, 1.653] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.086x [1.079, 1.209] over 6 rounds, worse
# two_vectors_first: changed (48 rounds): two_vectors_first=on (from two_vectors_first=off): objective 0.984x [0.980, 0.987] over 48 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   two_vectors_first=off: objective -, started from
#   two_vectors_first=on: objective 0.984x [0.980, 0.987] over 48 rounds, chosen
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.006x [0.998, 1.022] over 6 rounds, rejected: 1000 B aligned rotating takes 1.119x [1.033, 1.341] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (9 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 0.992x [0.946, 1.034] over 9 rounds, rejected: 2047 B page hot takes 1.062x [1.057, 1.074] over 9 rounds the time of loop_vectors=4
# loop_interleave: undecided (265 rounds): kept loop_interleave=off: loop_interleave=on: 1.025x [0.960, 1.035] over 265 rounds overlaps 'equal within 1%'
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 1.025x [0.960, 1.035] over 265 rounds, undecided
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.003x [0.892, 1.184] over 6 rounds, rejected: 2047 B page hot takes 1.257x [1.225, 1.273] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.153x [1.095, 1.164] over 6 rounds, rejected: 1000 B page hot takes 2.607x [2.579, 2.615] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.028x [0.998, 1.069] over 6 rounds, rejected: 1000 B page hot takes 1.684x [1.681, 1.689] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (21 rounds): edges_before_loop=off: every other value is worse by more than 1% or equal within it
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 0.998x [0.995, 1.009] over 21 rounds, equivalent
# edges_head_first: undecided (342 rounds): kept edges_head_first=off: edges_head_first=on: 1.027x [0.962, 1.044] over 342 rounds overlaps 'equal within 1%'
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.027x [0.962, 1.044] over 342 rounds, undecided
# loop_prefetch: kept (9 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.991x [0.946, 1.046] over 9 rounds, rejected: 2047 B aligned hot takes 1.091x [1.034, 1.095] over 9 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 0.972x [0.952, 1.000] over 9 rounds, rejected: 2047 B aligned rotating takes 1.077x [1.047, 1.096] over 9 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: changed (676 rounds): tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192 (from tail_loads_after_loop_from=off tail_loads_after_loop_below=off): objective 0.966x [0.957, 0.978] over 676 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.003x [0.995, 1.010] over 48 rounds, worse
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.970x [0.963, 0.976] over 676 rounds, undecided
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.966x [0.957, 0.978] over 676 rounds, chosen
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 0.955x [0.826, 1.035] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 0.953x [0.825, 1.007] over 6 rounds, dropped (slower half)
# rep_movsb_from: kept (6 rounds): rep_movsb_from=4096 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.145x [1.065, 1.184] over 6 rounds, rejected: 65536 B aligned hot takes 1.359x [1.166, 2.016] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.945x [0.893, 1.144] over 6 rounds, rejected: 4096 B aligned hot takes 1.051x [1.050, 1.053] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.965x [0.859, 1.086] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.195x [1.166, 1.283] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.016x [0.923, 1.219] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.181x [1.167, 1.279] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.000x [0.819, 1.254] over 6 rounds, rejected: 8192 B src-above rotating takes 1.180x [1.111, 1.260] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.186x [1.063, 1.249] over 6 rounds, rejected: 8192 B src-above rotating takes 1.202x [1.131, 1.262] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.136x [1.036, 1.181] over 6 rounds, rejected: 65536 B aligned hot takes 1.330x [1.260, 1.379] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.014x [0.840, 1.180] over 6 rounds, rejected: 65536 B aligned hot takes 1.364x [1.321, 1.386] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.986x [0.866, 1.035] over 6 rounds, rejected: 65536 B src-above hot takes 1.351x [1.344, 1.360] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.953x [0.871, 0.968] over 6 rounds, rejected: 65536 B src-above hot takes 1.356x [1.346, 1.387] over 6 rounds the time of rep_movsb_from=4096 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: changed (1061 rounds): rep_movsb_coaligned_from=1048576 (from rep_movsb_coaligned_from=off): objective 0.886x [0.881, 0.890] over 1061 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 2 other candidate(s) not told apart from it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.903x [0.898, 0.913] over 1061 rounds, undecided
#   rep_movsb_coaligned_from=16384: objective 0.845x [0.791, 1.022] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=65536: objective 0.920x [0.916, 0.923] over 1061 rounds, undecided
#   rep_movsb_coaligned_from=262144: objective 0.857x [0.794, 1.008] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=1048576: objective 0.886x [0.881, 0.890] over 1061 rounds, chosen
# rep_movsb_page_from: changed (1014 rounds): rep_movsb_page_from=4096 (from rep_movsb_page_from=off): objective 0.870x [0.863, 0.876] over 1014 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 2 other candidate(s) not told apart from it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.870x [0.863, 0.876] over 1014 rounds, chosen
#   rep_movsb_page_from=16384: objective 0.912x [0.791, 1.094] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 0.870x [0.791, 1.084] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 0.876x [0.872, 0.879] over 1014 rounds, undecided
#   rep_movsb_page_from=1048576: objective 0.876x [0.869, 0.887] over 1014 rounds, undecided
# avoid_dst_above_src: kept (6 rounds): avoid_dst_above_src=0: every other value is worse by more than 1% or breaks the guard
#   avoid_dst_above_src=0: objective -, started from
#   avoid_dst_above_src=63: objective 1.000x [0.961, 1.065] over 6 rounds, rejected: 1048576 B band rotating takes 1.102x [1.081, 1.143] over 6 rounds the time of avoid_dst_above_src=0
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0: objective -, started from
#   avoid_src_above_dst=63: objective 1.006x [0.876, 1.123] over 6 rounds, rejected: 8192 B src-above rotating takes 1.322x [1.262, 1.347] over 6 rounds the time of avoid_src_above_dst=0
# backward: changed (3406 rounds): backward_dst_above_src=63 backward_from=0 backward_below=4096 (from backward_dst_above_src=255 backward_from=0 backward_below=4096): objective 0.961x [0.950, 0.986] over 3406 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 1.088x [1.048, 1.124] over 6 rounds, rejected: 1000 B band hot takes 1.059x [1.057, 1.061] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.079x [1.013, 1.158] over 6 rounds, rejected: 16384 B band rotating takes 1.362x [1.254, 1.669] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.950x [0.935, 0.993] over 3406 rounds, undecided
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 1.003x [0.922, 1.172] over 6 rounds, rejected: 16384 B band rotating takes 1.293x [1.267, 1.644] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.073x [0.981, 1.135] over 6 rounds, rejected: 16384 B band rotating takes 1.367x [1.357, 1.635] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 1.092x [0.932, 1.121] over 6 rounds, rejected: 16384 B band rotating takes 1.365x [1.290, 1.618] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 1.037x [0.971, 1.096] over 6 rounds, rejected: 16384 B band rotating takes 1.362x [1.333, 1.661] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.961x [0.950, 0.986] over 3406 rounds, chosen
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 1.029x [0.924, 1.040] over 6 rounds, rejected: 16384 B band rotating takes 1.365x [1.227, 1.458] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 1.026x [0.918, 1.080] over 6 rounds, rejected: 16384 B band rotating takes 1.362x [1.332, 1.640] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 1.000x [0.905, 1.063] over 6 rounds, rejected: 16384 B band rotating takes 1.361x [1.295, 1.645] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 1.072x [0.960, 1.083] over 6 rounds, rejected: 65536 B band hot takes 1.361x [1.292, 1.391] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 1.009x [0.972, 1.052] over 6 rounds, rejected: 16384 B band rotating takes 1.409x [1.245, 2.308] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 1.055x [0.937, 1.274] over 6 rounds, rejected: 65536 B band rotating takes 1.587x [1.416, 3.674] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 1.034x [0.987, 1.077] over 6 rounds, rejected: 16384 B band rotating takes 1.353x [1.280, 1.665] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: undecided (1117 rounds): kept backward_page=on backward_page_below=2048: backward_page=on backward_page_below=off: 1.010x [1.008, 1.011] over 1117 rounds overlaps 'equal within 1%'
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 1.056x [0.954, 1.078] over 6 rounds, rejected: 1000 B page hot takes 1.095x [1.091, 1.104] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.010x [1.008, 1.011] over 1117 rounds, undecided
#   backward_page=on backward_page_below=1024: objective 1.048x [0.919, 1.083] over 72 rounds, rejected: 2047 B page hot takes 1.044x [1.042, 1.049] over 72 rounds the time of backward_page=on backward_page_below=2048
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# kept the table's value for: loop_interleave, edges_head_first, backward_page, backward_page_below
end
