# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out tune-from-row.profile
date=2026-11-30T20:47:21Z
width=avx512
rep_movsb_from=2112
rep_movsb_coaligned_from=1048576
rep_movsb_page_from=1048576
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
block_align=16
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_below=4096 (the other fields as Thresholds::new)
# width+masked_max: kept (6 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 1.987x [1.944, 2.053] over 6 rounds, rejected: 1000 B band hot takes 1.027x [1.023, 1.035] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.512x [1.451, 1.545] over 6 rounds, rejected: 17 B aligned hot takes 1.431x [1.430, 2.406] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.184x [1.173, 1.321] over 6 rounds, rejected: 100 B misaligned hot takes 1.247x [1.246, 1.250] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 1.025x [1.017, 1.167] over 6 rounds, rejected: 1000 B page hot takes 1.074x [1.062, 1.080] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.003x [0.986, 1.062] over 6 rounds, rejected: 1000 B page hot takes 1.073x [1.071, 1.084] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.096x [2.049, 2.177] over 6 rounds, rejected: 1000 B page hot takes 1.686x [1.685, 1.688] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.095x [1.086, 1.244] over 6 rounds, rejected: 63 B misaligned rotating takes 1.181x [1.176, 1.188] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: changed (21 rounds): two_vectors_first=on (from two_vectors_first=off): objective 0.982x [0.978, 0.989] over 21 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   two_vectors_first=off: objective -, started from
#   two_vectors_first=on: objective 0.982x [0.978, 0.989] over 21 rounds, chosen
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.047x [0.999, 1.052] over 6 rounds, rejected: 1000 B aligned rotating takes 1.096x [1.082, 1.247] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.020x [0.979, 1.037] over 6 rounds, rejected: 2047 B page hot takes 1.067x [1.034, 1.071] over 6 rounds the time of loop_vectors=4
# loop_interleave: undecided (224 rounds): kept loop_interleave=off: loop_interleave=on: 0.960x [0.951, 1.048] over 224 rounds overlaps 'equal within 1%'
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.960x [0.951, 1.048] over 224 rounds, undecided
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.017x [0.995, 1.035] over 6 rounds, rejected: 1000 B page hot takes 1.186x [1.183, 1.188] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.100x [1.037, 1.243] over 6 rounds, rejected: 1000 B page hot takes 2.587x [2.572, 2.593] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.037x [1.009, 1.066] over 6 rounds, rejected: 1000 B page hot takes 1.638x [1.630, 2.751] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (9 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 0.998x [0.987, 1.005] over 9 rounds, rejected: 1000 B aligned rotating takes 1.080x [1.059, 1.262] over 9 rounds the time of edges_before_loop=off
# edges_head_first: undecided (285 rounds): kept edges_head_first=off: edges_head_first=on: 1.003x [0.992, 1.010] over 285 rounds overlaps 'equal within 1%'
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.003x [0.992, 1.010] over 285 rounds, undecided
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.967x [0.908, 1.023] over 6 rounds, rejected: 2047 B aligned hot takes 1.061x [1.059, 1.081] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 0.961x [0.913, 1.005] over 6 rounds, rejected: 2047 B aligned hot takes 1.069x [1.060, 1.102] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: changed (548 rounds): tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192 (from tail_loads_after_loop_from=off tail_loads_after_loop_below=off): objective 0.943x [0.932, 0.985] over 548 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 0.999x [0.993, 1.002] over 108 rounds, worse
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.981x [0.956, 0.990] over 548 rounds, undecided
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.943x [0.932, 0.985] over 548 rounds, chosen
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 0.940x [0.783, 1.033] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 0.940x [0.869, 1.002] over 6 rounds, dropped (slower half)
# rep_movsb_from: kept (6 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 1.006x [0.969, 1.067] over 6 rounds, rejected: 16384 B page hot takes 1.027x [1.022, 2.995] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.087x [1.051, 1.371] over 6 rounds, rejected: 65536 B misaligned rotating takes 1.326x [1.223, 1.357] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.071x [0.939, 1.226] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.180x [1.156, 4.798] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.108x [0.953, 2.448] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.170x [1.162, 1.225] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.976x [0.948, 1.626] over 6 rounds, rejected: 8192 B src-above rotating takes 1.283x [1.198, 1.365] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.074x [0.953, 1.565] over 6 rounds, rejected: 8192 B src-above rotating takes 1.299x [1.203, 1.342] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.976x [0.891, 1.261] over 6 rounds, rejected: 8192 B src-above rotating takes 1.298x [1.255, 1.344] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.005x [0.896, 1.795] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.214x [1.198, 1.219] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.962x [0.896, 1.385] over 6 rounds, rejected: 65536 B misaligned hot takes 1.379x [1.362, 1.385] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.954x [0.900, 1.065] over 6 rounds, rejected: 65536 B misaligned hot takes 1.376x [1.371, 1.491] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.959x [0.900, 1.947] over 6 rounds, rejected: 65536 B aligned hot takes 1.382x [1.327, 1.396] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.952x [0.900, 1.625] over 6 rounds, rejected: 65536 B misaligned hot takes 1.384x [1.370, 3.960] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: changed (1078 rounds): rep_movsb_coaligned_from=1048576 (from rep_movsb_coaligned_from=off): objective 0.891x [0.880, 0.958] over 1078 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.896x [0.888, 0.918] over 1078 rounds, undecided
#   rep_movsb_coaligned_from=16384: objective 0.910x [0.908, 0.914] over 365 rounds, worse
#   rep_movsb_coaligned_from=65536: objective 0.881x [0.806, 1.033] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=262144: objective 0.876x [0.795, 1.073] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=1048576: objective 0.891x [0.880, 0.958] over 1078 rounds, chosen
# rep_movsb_page_from: changed (963 rounds): rep_movsb_page_from=1048576 (from rep_movsb_page_from=off): objective 0.907x [0.876, 0.988] over 947 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.922x [0.887, 0.987] over 947 rounds, undecided
#   rep_movsb_page_from=16384: objective 0.920x [0.897, 0.930] over 56 rounds, worse
#   rep_movsb_page_from=65536: objective 0.879x [0.784, 1.030] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 0.901x [0.848, 1.107] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=1048576: objective 0.907x [0.876, 0.988] over 947 rounds, chosen
# avoid_dst_above_src: kept (9 rounds): avoid_dst_above_src=0: every other value is worse by more than 1% or breaks the guard
#   avoid_dst_above_src=0: objective -, started from
#   avoid_dst_above_src=63: objective 1.004x [0.962, 1.036] over 9 rounds, rejected: 1048576 B band rotating takes 1.132x [1.086, 1.149] over 9 rounds the time of avoid_dst_above_src=0
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0: objective -, started from
#   avoid_src_above_dst=63: objective 1.009x [1.002, 1.012] over 6 rounds, rejected: 65536 B src-above rotating takes 1.340x [1.305, 1.381] over 6 rounds the time of avoid_src_above_dst=0
# backward: changed (365 rounds): backward_dst_above_src=63 backward_from=0 backward_below=4096 (from backward_dst_above_src=255 backward_from=0 backward_below=4096): objective 0.886x [0.867, 0.935] over 48 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 0.949x [0.936, 0.981] over 6 rounds, rejected: 1000 B band hot takes 1.071x [1.069, 1.074] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 0.957x [0.866, 0.998] over 6 rounds, rejected: 65536 B band hot takes 1.360x [1.351, 1.381] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.962x [0.928, 0.976] over 48 rounds, rejected: 4096 B band rotating takes 1.026x [1.023, 1.029] over 365 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.892x [0.872, 1.017] over 6 rounds, rejected: 16384 B band rotating takes 1.255x [1.218, 1.315] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.945x [0.933, 1.000] over 6 rounds, rejected: 65536 B band hot takes 1.376x [1.358, 1.389] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.954x [0.902, 1.012] over 6 rounds, rejected: 16384 B band rotating takes 1.247x [1.209, 1.295] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.927x [0.850, 1.222] over 6 rounds, rejected: 65536 B band hot takes 1.338x [1.286, 2.236] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.886x [0.867, 0.935] over 48 rounds, chosen
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.889x [0.847, 0.900] over 6 rounds, rejected: 16384 B band rotating takes 1.258x [1.187, 1.294] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.903x [0.858, 0.938] over 6 rounds, rejected: 65536 B band hot takes 1.339x [1.229, 1.383] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.885x [0.834, 0.932] over 6 rounds, rejected: 8192 B band rotating takes 1.225x [1.194, 1.235] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.946x [0.931, 0.980] over 6 rounds, rejected: 65536 B band hot takes 1.302x [1.287, 1.356] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.929x [0.909, 0.951] over 6 rounds, rejected: 8192 B band rotating takes 1.215x [1.181, 1.228] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.898x [0.841, 0.949] over 6 rounds, rejected: 65536 B band hot takes 1.369x [1.317, 2.644] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.921x [0.876, 0.953] over 6 rounds, rejected: 16384 B band rotating takes 1.264x [1.198, 1.299] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: kept (9 rounds): backward_page=on backward_page_below=2048: every other value is worse by more than 1% or breaks the guard
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 1.021x [0.932, 1.034] over 6 rounds, rejected: 1000 B page hot takes 1.090x [1.089, 1.094] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.040x [0.978, 1.096] over 9 rounds, rejected: 3000 B page rotating takes 1.418x [1.402, 1.426] over 9 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=1024: objective 1.024x [0.896, 1.092] over 6 rounds, rejected: 2047 B page hot takes 1.053x [1.034, 1.078] over 6 rounds the time of backward_page=on backward_page_below=2048
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (72 rounds): block_align=16: every other value is worse by more than 1% or equal within it
#   block_align=16: objective -, started from
#   block_align=64: objective 0.996x [0.991, 1.000] over 72 rounds, equivalent
# kept the table's value for: loop_interleave, edges_head_first
end
