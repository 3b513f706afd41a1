import subprocess, time, statistics, os, sys
P='target/release/libmemcpy_jit_preload.so'
cmds={'zstd -d':['zstd','-d','-c','-q','data.zst'], 'xz -d':['xz','-d','-c','-T1','data.txt.xz'],
      'python3 json':['python3','-c','import json;d=[{"k":i,"v":"x"*(i%300)} for i in range(200000)];s=json.dumps(d);json.loads(s);sorted(s.split(","))'],
      'sort':['sort','data.txt']}
for name,cmd in cmds.items():
    a=[];b=[]
    n=int(sys.argv[1]) if len(sys.argv)>1 else 15
    for i in range(n):
        for lib,l in ([(None,a),(P,b)] if i%2==0 else [(P,b),(None,a)]):
            env=dict(os.environ)
            if lib: env['LD_PRELOAD']=lib
            t=time.perf_counter(); subprocess.run(cmd,env=env,stdout=subprocess.DEVNULL,check=True); l.append(time.perf_counter()-t)
    r=[y/x for x,y in zip(a,b)]
    q=statistics.quantiles(r,n=4)
    print(f'{name}: without {statistics.median(a)*1e3:.1f} ms, with {statistics.median(b)*1e3:.1f} ms, median paired ratio {statistics.median(r):.3f} (q1-q3 {q[0]:.3f}-{q[2]:.3f}, min-max {min(r):.3f}-{max(r):.3f}, {n} pairs)')
