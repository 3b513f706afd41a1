# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out /tmp/meas2/zen5-tuned.profile
date=2026-11-30T16:20:42Z
width=avx512
rep_movsb_from=16384
rep_movsb_coaligned_from=none
rep_movsb_page_from=none
avoid_dst_above_src=63
avoid_src_above_dst=63
non_temporal_from=12582912
masked_max=64
masked_form=one-zmm
head_tail_max=8
backward_dst_above_src=0
backward_from=0
backward_below=none
memmove=false
loop_vectors=4
loop_interleave=false
loop_align_dst=true
loop_width=none
edges_before_loop=false
edges_head_first=false
# measured on AMD EPYC
# table row amd-zen5: Thresholds { width: Avx512, rep_movsb_from: Some(16384), rep_movsb_coaligned_from: None, rep_movsb_page_from: None, avoid_dst_above_src: 63, avoid_src_above_dst: 63, non_temporal_from: Some(12582912), masked_max: 32, masked_form: Halves, head_tail_max: 8, backward_dst_above_src: 0, backward_from: 0, backward_below: None, memmove: false, loop_vectors: 4, loop_interleave: false, loop_align_dst: true, loop_width: None, edges_before_loop: false, edges_head_first: false }
# width+masked_max: changed (243 rounds): width=avx512 masked_max=64 masked_form=one-zmm (from width=avx512 masked_max=32 masked_form=halves): objective 0.908x [0.897, 0.919] over 243 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   width=avx512 masked_max=32 masked_form=halves: objective -, started from
#   width=avx512 masked_max=off masked_form=halves: objective 1.515x [1.424, 1.709] over 6 rounds, rejected: 8 B aligned hot takes 1.430x [1.426, 1.432] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx512 masked_max=16 masked_form=halves: objective 1.212x [1.112, 1.411] over 6 rounds, rejected: 17 B aligned hot takes 1.429x [1.426, 1.433] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx512 masked_max=64 masked_form=halves: objective 0.914x [0.895, 0.947] over 162 rounds, worse
#   width=avx512 masked_max=64 masked_form=one-zmm: objective 0.908x [0.897, 0.919] over 243 rounds, chosen
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.894x [0.864, 0.906] over 243 rounds, rejected: 16384 B band rotating takes 1.023x [1.020, 1.025] over 243 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx2 masked_max=off masked_form=halves: objective 1.544x [1.504, 1.621] over 6 rounds, rejected: 2047 B aligned hot takes 1.488x [1.484, 1.511] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 0.902x [0.828, 1.366] over 6 rounds, rejected: 16384 B band rotating takes 1.085x [1.048, 2.410] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 0.938x [0.843, 1.244] over 6 rounds, rejected: 2047 B misaligned rotating takes 1.212x [1.146, 1.219] over 6 rounds the time of loop_vectors=4
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.899x [0.850, 1.218] over 6 rounds, rejected: 1000 B band hot takes 1.098x [1.094, 1.100] over 6 rounds the time of loop_interleave=off
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 0.957x [0.740, 1.251] over 6 rounds, rejected: 8192 B misaligned hot takes 1.467x [1.462, 1.470] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.002x [0.938, 1.596] over 6 rounds, rejected: 8192 B page hot takes 2.888x [2.882, 2.891] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.109x [0.771, 1.253] over 6 rounds, rejected: 1000 B aligned hot takes 1.559x [1.555, 1.565] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 0.888x [0.845, 1.360] over 6 rounds, rejected: 1000 B misaligned hot takes 1.045x [1.041, 1.048] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (72 rounds): edges_head_first=off: every other value is worse by more than 1% or breaks the guard
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 0.866x [0.848, 0.917] over 72 rounds, rejected: 2047 B page hot takes 1.022x [1.021, 1.023] over 72 rounds the time of edges_head_first=off
# rep_movsb_from: kept (6 rounds): rep_movsb_from=16384: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=16384: objective -, started from
#   rep_movsb_from=off: objective 0.974x [0.899, 1.421] over 6 rounds, rejected: 65536 B misaligned hot takes 1.336x [1.310, 1.349] over 6 rounds the time of rep_movsb_from=16384
#   rep_movsb_from=4096: objective 0.898x [0.843, 1.632] over 6 rounds, rejected: 4096 B page hot takes 1.718x [1.715, 1.725] over 6 rounds the time of rep_movsb_from=16384
#   rep_movsb_from=65536: objective 0.960x [0.810, 1.348] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.094x [1.076, 1.224] over 6 rounds the time of rep_movsb_from=16384
#   rep_movsb_from=262144: objective 1.009x [0.764, 1.392] over 6 rounds, rejected: 65536 B aligned hot takes 1.300x [1.100, 2.568] over 6 rounds the time of rep_movsb_from=16384
#   rep_movsb_from=1048576: objective 0.970x [0.762, 1.199] over 6 rounds, rejected: 65536 B misaligned hot takes 1.336x [1.143, 1.367] over 6 rounds the time of rep_movsb_from=16384
# rep_movsb_coaligned_from: kept (48 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.902x [0.690, 1.134] over 6 rounds, rejected: 8192 B aligned hot takes 1.657x [1.654, 1.661] over 6 rounds the time of rep_movsb_coaligned_from=off
#   rep_movsb_coaligned_from=16384: objective 0.957x [0.894, 1.054] over 21 rounds, rejected: 8192 B page rotating takes 1.037x [1.022, 1.065] over 21 rounds the time of rep_movsb_coaligned_from=off
#   rep_movsb_coaligned_from=65536: objective 0.963x [0.932, 0.999] over 48 rounds, rejected: 8192 B aligned rotating takes 1.040x [1.030, 1.053] over 48 rounds the time of rep_movsb_coaligned_from=off
#   rep_movsb_coaligned_from=262144: objective 0.897x [0.790, 0.971] over 9 rounds, rejected: 4096 B page rotating takes 1.111x [1.095, 1.287] over 9 rounds the time of rep_movsb_coaligned_from=off
#   rep_movsb_coaligned_from=1048576: objective 0.878x [0.847, 0.921] over 21 rounds, rejected: 4096 B page rotating takes 1.110x [1.046, 1.228] over 21 rounds the time of rep_movsb_coaligned_from=off
# rep_movsb_page_from: kept (72 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.009x [0.996, 1.101] over 6 rounds, rejected: 4096 B page hot takes 1.716x [1.711, 1.941] over 6 rounds the time of rep_movsb_page_from=off
#   rep_movsb_page_from=16384: objective 0.991x [0.966, 1.000] over 72 rounds, rejected: 8192 B page rotating takes 1.032x [1.021, 1.051] over 72 rounds the time of rep_movsb_page_from=off
#   rep_movsb_page_from=65536: objective 0.929x [0.911, 0.961] over 32 rounds, rejected: 8192 B page rotating takes 1.055x [1.021, 1.180] over 32 rounds the time of rep_movsb_page_from=off
#   rep_movsb_page_from=262144: objective 0.901x [0.833, 1.154] over 6 rounds, rejected: 8192 B page rotating takes 1.059x [1.026, 1.276] over 6 rounds the time of rep_movsb_page_from=off
#   rep_movsb_page_from=1048576: objective 0.979x [0.880, 1.124] over 9 rounds, rejected: 8192 B page rotating takes 1.068x [1.026, 1.145] over 9 rounds the time of rep_movsb_page_from=off
# avoid_dst_above_src: kept (72 rounds): avoid_dst_above_src=63: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=63: objective -, started from
#   avoid_dst_above_src=0: objective 1.005x [0.997, 1.009] over 72 rounds, equivalent
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=63: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=63: objective -, started from
#   avoid_src_above_dst=0: objective 1.039x [1.033, 1.366] over 6 rounds, worse
# backward: kept (6 rounds): backward_dst_above_src=0 backward_from=0 backward_below=off: every other value is worse by more than 1% or breaks the guard
#   backward_dst_above_src=0 backward_from=0 backward_below=off: objective -, started from
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 0.981x [0.959, 1.517] over 6 rounds, rejected: 8192 B band rotating takes 1.478x [1.340, 1.581] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.999x [0.960, 1.814] over 6 rounds, rejected: 16384 B band rotating takes 1.622x [1.495, 1.684] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.012x [0.906, 1.691] over 6 rounds, rejected: 16384 B band rotating takes 1.637x [1.487, 1.700] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 1.107x [0.888, 1.525] over 6 rounds, rejected: 16384 B band rotating takes 1.610x [1.499, 1.697] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 1.107x [0.889, 1.479] over 6 rounds, rejected: 16384 B band rotating takes 1.636x [1.502, 1.690] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 1.061x [1.004, 1.274] over 6 rounds, rejected: 16384 B band rotating takes 1.646x [1.501, 1.700] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 1.019x [0.980, 1.158] over 6 rounds, rejected: 16384 B band rotating takes 1.677x [1.509, 1.709] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.988x [0.955, 1.027] over 6 rounds, rejected: 16384 B band rotating takes 1.640x [1.500, 1.690] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
end
