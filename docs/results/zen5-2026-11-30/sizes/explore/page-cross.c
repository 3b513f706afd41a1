/* A masked 64-byte copy at a fixed address, window inside / across a 4 KiB page, next page mapped or PROT_NONE.
   gcc -O2 -mavx512f -mavx512bw -mbmi2 page-cross.c -o page-cross && flock -x target/machine.lock ./page-cross
   On the Zen 5 of ../README.md: ~1 ns inside, ~10 ns across a mapped page, ~300 ns across a PROT_NONE one. */
#include <immintrin.h>
#include <stdio.h>
#include <stdint.h>
#include <sys/mman.h>
#include <time.h>
#include <string.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec*1e9+t.tv_nsec;}
__attribute__((noinline)) void mcopy(char*d,const char*s,size_t n){
  __mmask64 k=_bzhi_u64(~0ULL,n);
  __m512i v=_mm512_maskz_loadu_epi8(k,s);
  _mm512_mask_storeu_epi8(d,k,v);
}
int main(){
  size_t P=4096;
  char*a=mmap(0,8*P,PROT_READ|PROT_WRITE,MAP_PRIVATE|MAP_ANONYMOUS,-1,0);
  memset(a,1,8*P);
  // src page: a+P (next page a+2P); dst page: a+4P (next a+5P)
  for(int prot=0;prot<2;prot++){
    if(prot){mprotect(a+2*P,P,PROT_NONE);mprotect(a+5*P,P,PROT_NONE);}
    int offs[]={0,32,4000,4032,4040,4064,4080,4095};
    for(int oi=0;oi<8;oi++){int o=offs[oi];
      size_t n= 4096-o < 16 ? 4096-o : 16;
      char*s=a+P+o,*d=a+4*P+o;
      int N=1000000; double t0=now();
      for(int i=0;i<N;i++){mcopy(d,s,n);__asm__ volatile(""::"r"(d):"memory");}
      double t=(now()-t0)/N;
      printf("nextpage %s off %4d len %2zu: %.2f ns\n",prot?"PROT_NONE":"mapped   ",o,n,t);
    }
  }
}
