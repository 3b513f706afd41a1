# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out tuned1.profile
date=2026-12-01T01:03:30Z
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
loop_prefetch=none
tail_loads_after_loop_from=none
tail_loads_after_loop_below=none
block_align=16
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm two_vectors_first=true backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_below=4096 loop_start_strict=true (the other fields as Thresholds::new)
# width+masked_max: kept (384 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or equal within it
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 2.040x [1.868, 2.175] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.496x [1.383, 1.594] over 6 rounds, rejected: 100 B misaligned hot takes 1.124x [1.121, 1.126] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.176x [0.981, 1.192] over 6 rounds, rejected: 100 B misaligned hot takes 1.124x [1.123, 1.254] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 0.995x [0.993, 1.005] over 384 rounds, equivalent
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.002x [0.899, 1.107] over 6 rounds, rejected: 576 B aligned hot takes 1.042x [1.027, 10.419] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.145x [1.662, 2.194] over 6 rounds, rejected: 1000 B aligned hot takes 1.789x [1.783, 1.838] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.081x [1.063, 1.180] over 6 rounds, rejected: 8 B misaligned rotating takes 1.173x [1.166, 1.384] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (6 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.020x [1.015, 1.030] over 6 rounds, worse
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.008x [0.995, 1.014] over 6 rounds, rejected: 576 B page hot takes 1.517x [1.510, 1.524] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.003x [0.995, 1.097] over 6 rounds, rejected: 2047 B misaligned hot takes 1.055x [1.042, 1.065] over 6 rounds the time of loop_vectors=4
# loop_interleave: kept (14 rounds): loop_interleave=off: every other value is worse by more than 1% or equal within it
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.998x [0.993, 1.003] over 14 rounds, equivalent
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.012x [1.003, 1.014] over 6 rounds, rejected: 576 B page hot takes 1.317x [1.316, 1.355] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.079x [1.001, 1.196] over 6 rounds, rejected: 576 B aligned hot takes 2.974x [2.962, 2.981] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.021x [0.951, 1.034] over 6 rounds, rejected: 1000 B aligned hot takes 1.815x [1.811, 1.836] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 0.999x [0.919, 1.004] over 6 rounds, rejected: 2047 B misaligned rotating takes 1.125x [1.045, 1.157] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (9 rounds): edges_head_first=off: every other value is worse by more than 1% or equal within it
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.000x [0.994, 1.004] over 9 rounds, equivalent
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 0.996x [0.915, 1.001] over 6 rounds, rejected: 1300 B aligned hot takes 1.317x [1.302, 1.327] over 6 rounds the time of loop_start_strict=on
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.004x [1.000, 1.008] over 6 rounds, rejected: 1300 B aligned hot takes 1.266x [1.222, 1.279] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.003x [0.995, 1.011] over 6 rounds, rejected: 1300 B aligned hot takes 1.253x [1.221, 1.288] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (21 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.046x [0.992, 1.168] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.002x [0.998, 1.007] over 21 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.001x [0.997, 1.007] over 21 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.000x [0.998, 1.003] over 21 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.001x [0.979, 1.085] over 6 rounds, dropped (slower half)
# rep_movsb_from: kept (6 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 1.005x [0.974, 1.012] over 6 rounds, rejected: 3000 B misaligned hot takes 1.091x [1.085, 1.108] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.027x [0.997, 1.041] over 6 rounds, rejected: 8192 B misaligned rotating takes 1.269x [1.239, 1.331] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.019x [1.008, 1.029] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.253x [1.230, 1.317] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.041x [1.016, 1.136] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.238x [1.174, 1.332] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.027x [1.016, 1.113] over 6 rounds, rejected: 8192 B src-above rotating takes 1.309x [1.235, 2.524] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.025x [1.012, 1.036] over 6 rounds, rejected: 4096 B page rotating takes 1.293x [1.257, 1.410] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.028x [1.022, 1.039] over 6 rounds, rejected: 8192 B misaligned rotating takes 1.323x [1.235, 1.408] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.023x [0.990, 1.032] over 6 rounds, rejected: 8192 B misaligned rotating takes 1.294x [1.283, 1.390] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.018x [0.981, 1.028] over 6 rounds, rejected: 65536 B misaligned hot takes 1.354x [1.334, 1.357] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.026x [0.998, 1.029] over 6 rounds, rejected: 65536 B misaligned hot takes 1.351x [1.346, 1.356] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 1.026x [1.017, 1.063] over 6 rounds, rejected: 65536 B misaligned hot takes 1.354x [1.349, 1.360] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.033x [1.025, 1.157] over 6 rounds, rejected: 65536 B src-above hot takes 1.351x [1.347, 1.358] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: kept (32 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.997x [0.994, 1.002] over 32 rounds, equivalent
#   rep_movsb_coaligned_from=16384: objective 1.005x [0.997, 1.174] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=65536: objective 1.001x [0.990, 1.001] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=262144: objective 0.999x [0.992, 1.004] over 32 rounds, equivalent
#   rep_movsb_coaligned_from=1048576: objective 0.999x [0.993, 1.003] over 32 rounds, equivalent
# rep_movsb_page_from: kept (9 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.004x [0.998, 1.011] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=16384: objective 1.001x [0.997, 1.008] over 9 rounds, equivalent
#   rep_movsb_page_from=65536: objective 1.000x [0.999, 1.007] over 9 rounds, equivalent
#   rep_movsb_page_from=262144: objective 0.998x [0.997, 1.009] over 9 rounds, equivalent
#   rep_movsb_page_from=1048576: objective 1.003x [0.994, 1.007] over 6 rounds, dropped (slower half)
# avoid_dst_above_src: kept (21 rounds): avoid_dst_above_src=0 avoid_dst_above_src_below=off: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective 1.000x [0.981, 1.004] over 9 rounds, rejected: 1048576 B band rotating takes 1.106x [1.098, 1.109] over 9 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 1.001x [0.995, 1.005] over 21 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 1.005x [0.999, 1.009] over 21 rounds, rejected: 16384 B band rotating takes 1.050x [1.036, 1.059] over 21 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 1.002x [0.993, 1.010] over 21 rounds, equivalent
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0 avoid_src_above_dst_below=off: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective 1.009x [1.003, 1.017] over 6 rounds, rejected: 65536 B src-above rotating takes 1.337x [1.257, 1.345] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 1.009x [1.002, 1.014] over 6 rounds, rejected: 8192 B src-above rotating takes 1.290x [1.238, 1.419] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 1.010x [1.004, 1.014] over 6 rounds, rejected: 8192 B src-above rotating takes 1.280x [1.234, 1.406] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 1.011x [1.007, 1.158] over 6 rounds, rejected: 8192 B src-above rotating takes 1.277x [1.206, 1.303] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
# backward: kept (48 rounds): backward_dst_above_src=255 backward_from=0 backward_below=4096: every other value is worse by more than 1% or equal within it
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 0.986x [0.978, 0.992] over 9 rounds, rejected: 1000 B band hot takes 1.055x [1.051, 1.057] over 9 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.002x [1.000, 1.180] over 6 rounds, rejected: 16384 B band rotating takes 1.377x [1.356, 1.681] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.995x [0.991, 0.997] over 48 rounds, equivalent
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.997x [0.987, 1.195] over 6 rounds, rejected: 16384 B band rotating takes 1.399x [1.268, 1.676] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.003x [0.972, 1.017] over 6 rounds, rejected: 65536 B band rotating takes 1.521x [1.409, 1.795] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.998x [0.965, 1.003] over 6 rounds, rejected: 16384 B band rotating takes 1.438x [1.368, 1.516] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 1.005x [0.998, 1.007] over 6 rounds, rejected: 16384 B band rotating takes 1.427x [1.327, 1.592] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.996x [0.993, 0.999] over 48 rounds, equivalent
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.991x [0.987, 0.999] over 6 rounds, rejected: 16384 B band rotating takes 1.455x [1.381, 1.683] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.998x [0.988, 1.010] over 6 rounds, rejected: 65536 B band rotating takes 1.520x [1.294, 1.776] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.995x [0.985, 1.000] over 6 rounds, rejected: 8192 B band rotating takes 1.322x [1.277, 1.504] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 1.005x [0.998, 1.368] over 6 rounds, rejected: 65536 B band hot takes 1.370x [1.356, 1.393] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 1.002x [0.997, 1.006] over 6 rounds, rejected: 16384 B band rotating takes 1.429x [1.358, 1.672] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.995x [0.989, 1.001] over 6 rounds, rejected: 16384 B band rotating takes 1.470x [1.359, 2.193] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.992x [0.986, 1.201] over 6 rounds, rejected: 16384 B band rotating takes 1.427x [1.335, 1.578] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: kept (21 rounds): backward_page=on backward_page_below=2048: every other value is worse by more than 1% or equal within it
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 1.006x [1.002, 1.016] over 6 rounds, rejected: 1000 B page hot takes 1.113x [1.109, 1.116] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.030x [1.028, 1.043] over 6 rounds, rejected: 3000 B page rotating takes 1.464x [1.456, 1.485] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=1024: objective 1.000x [0.996, 1.008] over 21 rounds, equivalent
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (6 rounds): block_align=16: every other value is worse by more than 1% or breaks the guard
#   block_align=16: objective -, started from
#   block_align=64: objective 1.000x [0.997, 1.108] over 6 rounds, rejected: 2047 B misaligned rotating takes 1.080x [1.052, 1.132] over 6 rounds the time of block_align=16
end
