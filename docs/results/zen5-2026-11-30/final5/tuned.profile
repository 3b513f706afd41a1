# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out ./tuned.profile
date=2026-11-30T20:54:39Z
width=avx512
rep_movsb_from=2112
rep_movsb_coaligned_from=16384
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
tail_loads_after_loop_from=2048
tail_loads_after_loop_below=4096
block_align=16
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_below=4096 (the other fields as Thresholds::new)
# width+masked_max: kept (6 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 1.948x [1.917, 2.053] over 6 rounds, rejected: 256 B band rotating takes 1.356x [1.064, 1.388] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.504x [1.483, 1.513] over 6 rounds, rejected: 40 B aligned hot takes 1.291x [1.285, 2.858] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.189x [1.174, 1.203] over 6 rounds, rejected: 40 B aligned hot takes 1.289x [1.286, 2.480] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 0.991x [0.990, 1.005] over 6 rounds, rejected: 1000 B band hot takes 1.030x [1.027, 1.037] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.999x [0.993, 1.011] over 6 rounds, rejected: 256 B band rotating takes 1.370x [1.200, 1.493] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.028x [2.000, 2.182] over 6 rounds, rejected: 1000 B page hot takes 1.744x [1.722, 1.753] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.073x [0.987, 1.088] over 6 rounds, rejected: 8 B misaligned rotating takes 1.388x [1.354, 1.472] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (32 rounds): two_vectors_first=off: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=off: objective -, started from
#   two_vectors_first=on: objective 0.977x [0.969, 0.988] over 21 rounds, rejected: 63 B misaligned rotating takes 1.030x [1.022, 1.061] over 32 rounds the time of two_vectors_first=off
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.031x [0.924, 1.042] over 6 rounds, rejected: 1000 B aligned rotating takes 1.175x [1.106, 1.321] over 6 rounds the time of head_tail_max=8
# loop_vectors: undecided (209 rounds): kept loop_vectors=4: loop_vectors=8: 1.009x [1.008, 1.011] over 209 rounds overlaps 'equal within 1%'
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.009x [1.008, 1.011] over 209 rounds, undecided
# loop_interleave: kept (72 rounds): loop_interleave=off: every other value is worse by more than 1% or equal within it
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 1.007x [1.004, 1.010] over 72 rounds, equivalent
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.017x [0.911, 1.037] over 6 rounds, rejected: 1000 B page hot takes 1.217x [1.202, 1.235] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.066x [0.986, 1.096] over 6 rounds, rejected: 1000 B page hot takes 2.680x [2.511, 2.702] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.018x [0.911, 1.044] over 6 rounds, rejected: 1000 B page hot takes 1.758x [1.654, 1.771] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (9 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.017x [1.001, 1.023] over 9 rounds, rejected: 1000 B misaligned hot takes 1.044x [1.036, 1.047] over 9 rounds the time of edges_before_loop=off
# edges_head_first: kept (243 rounds): edges_head_first=off: every other value is worse by more than 1% or equal within it
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.008x [1.006, 1.010] over 243 rounds, equivalent
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.002x [0.910, 1.066] over 6 rounds, rejected: 2047 B aligned hot takes 1.070x [1.057, 1.101] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 0.976x [0.904, 1.017] over 6 rounds, rejected: 2047 B aligned hot takes 1.082x [1.051, 1.085] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: changed (444 rounds): tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096 (from tail_loads_after_loop_from=off tail_loads_after_loop_below=off): objective 0.972x [0.942, 0.987] over 444 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 0.998x [0.997, 0.999] over 444 rounds, worse
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.972x [0.942, 0.987] over 444 rounds, chosen
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.936x [0.927, 0.994] over 444 rounds, undecided
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 0.978x [0.898, 1.011] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 0.991x [0.920, 1.122] over 6 rounds, dropped (slower half)
# rep_movsb_from: kept (6 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 1.001x [0.974, 1.068] over 6 rounds, rejected: 4096 B page hot takes 1.052x [1.049, 1.056] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.080x [1.042, 1.200] over 6 rounds, rejected: 65536 B page rotating takes 1.281x [1.216, 2.014] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.989x [0.957, 1.092] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.179x [1.109, 1.323] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.017x [0.979, 1.098] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.180x [1.095, 1.271] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.965x [0.929, 1.121] over 6 rounds, rejected: 8192 B src-above rotating takes 1.198x [1.128, 1.352] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 0.960x [0.918, 1.151] over 6 rounds, rejected: 4096 B src-above rotating takes 1.105x [1.043, 1.244] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.968x [0.894, 1.210] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.158x [1.085, 1.250] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 0.979x [0.866, 1.026] over 6 rounds, rejected: 3000 B aligned rotating takes 1.141x [1.092, 1.304] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.964x [0.901, 1.014] over 6 rounds, rejected: 65536 B src-above hot takes 1.362x [1.286, 1.370] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.958x [0.870, 0.973] over 6 rounds, rejected: 65536 B src-above hot takes 1.365x [1.358, 1.370] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.945x [0.890, 0.980] over 6 rounds, rejected: 65536 B src-above hot takes 1.360x [1.352, 1.370] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.957x [0.935, 1.057] over 6 rounds, rejected: 65536 B src-above hot takes 1.368x [1.351, 1.373] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: changed (826 rounds): rep_movsb_coaligned_from=16384 (from rep_movsb_coaligned_from=off): objective 0.885x [0.876, 0.892] over 826 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 2 other candidate(s) not told apart from it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 1.010x [0.990, 1.033] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=16384: objective 0.885x [0.876, 0.892] over 826 rounds, chosen
#   rep_movsb_coaligned_from=65536: objective 0.897x [0.895, 0.901] over 826 rounds, undecided
#   rep_movsb_coaligned_from=262144: objective 0.916x [0.883, 1.061] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=1048576: objective 0.902x [0.899, 0.906] over 826 rounds, undecided
# rep_movsb_page_from: changed (776 rounds): rep_movsb_page_from=1048576 (from rep_movsb_page_from=off): objective 0.888x [0.866, 0.908] over 776 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 2 other candidate(s) not told apart from it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.901x [0.886, 0.918] over 776 rounds, undecided
#   rep_movsb_page_from=16384: objective 0.918x [0.917, 0.920] over 776 rounds, undecided
#   rep_movsb_page_from=65536: objective 0.873x [0.739, 1.031] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 0.875x [0.841, 0.955] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=1048576: objective 0.888x [0.866, 0.908] over 776 rounds, chosen
# avoid_dst_above_src: kept (9 rounds): avoid_dst_above_src=0: every other value is worse by more than 1% or breaks the guard
#   avoid_dst_above_src=0: objective -, started from
#   avoid_dst_above_src=63: objective 1.028x [0.979, 1.070] over 9 rounds, rejected: 262144 B band hot takes 1.062x [1.060, 1.211] over 9 rounds the time of avoid_dst_above_src=0
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0: objective -, started from
#   avoid_src_above_dst=63: objective 1.034x [0.959, 1.246] over 6 rounds, rejected: 8192 B src-above rotating takes 1.317x [1.271, 1.344] over 6 rounds the time of avoid_src_above_dst=0
# backward: changed (2697 rounds): backward_dst_above_src=63 backward_from=0 backward_below=4096 (from backward_dst_above_src=255 backward_from=0 backward_below=4096): objective 0.955x [0.928, 0.975] over 2697 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 1.077x [1.028, 1.087] over 6 rounds, rejected: 1000 B band hot takes 1.163x [1.154, 1.171] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.062x [1.024, 1.102] over 6 rounds, rejected: 4096 B band rotating takes 1.274x [1.256, 1.280] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.992x [0.927, 1.026] over 2697 rounds, undecided
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 1.011x [0.922, 1.120] over 6 rounds, rejected: 8192 B band rotating takes 1.289x [1.255, 1.413] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.068x [0.989, 1.117] over 6 rounds, rejected: 262144 B band hot takes 1.416x [1.344, 1.779] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 1.069x [0.954, 1.142] over 6 rounds, rejected: 4096 B band rotating takes 1.264x [1.258, 1.269] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 1.036x [0.965, 1.102] over 6 rounds, rejected: 65536 B band hot takes 1.364x [1.254, 1.397] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.955x [0.928, 0.975] over 2697 rounds, chosen
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 1.010x [0.917, 1.022] over 6 rounds, rejected: 4096 B band rotating takes 1.260x [1.256, 1.276] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 1.015x [0.916, 1.129] over 6 rounds, rejected: 65536 B band hot takes 1.350x [1.308, 1.387] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 1.015x [0.918, 1.269] over 6 rounds, rejected: 4096 B band rotating takes 1.265x [1.259, 1.276] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 1.036x [0.941, 1.047] over 6 rounds, rejected: 65536 B band hot takes 1.348x [1.258, 2.114] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 1.005x [0.962, 1.017] over 6 rounds, rejected: 4096 B band rotating takes 1.262x [1.249, 1.274] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 1.030x [0.948, 1.054] over 6 rounds, rejected: 8192 B band rotating takes 1.296x [1.263, 1.387] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 1.046x [0.984, 1.305] over 6 rounds, rejected: 8192 B band rotating takes 1.289x [1.247, 1.384] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: undecided (888 rounds): kept backward_page=on backward_page_below=2048: backward_page=on backward_page_below=1024: 1.002x [0.946, 1.076] over 888 rounds overlaps 'equal within 1%'
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 1.042x [0.949, 1.149] over 6 rounds, rejected: 1000 B page hot takes 1.076x [1.070, 1.082] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.060x [0.981, 1.104] over 6 rounds, rejected: 3000 B page rotating takes 1.478x [1.467, 1.489] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=1024: objective 1.002x [0.946, 1.076] over 888 rounds, undecided
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (48 rounds): block_align=16: every other value is worse by more than 1% or breaks the guard
#   block_align=16: objective -, started from
#   block_align=64: objective 1.003x [0.986, 1.010] over 48 rounds, rejected: 1000 B aligned rotating takes 1.044x [1.028, 1.059] over 48 rounds the time of block_align=16
# kept the table's value for: loop_vectors, backward_page, backward_page_below
end
