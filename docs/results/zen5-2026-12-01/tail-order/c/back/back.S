.intel_syntax noprefix
.text
.globl f
f:
    mov rax, rdi
.if LASTFIRST
    vmovdqu64 zmm20, [rsi+rdx-0x40]
.endif
    vmovdqu64 zmm21, [rsi]
    vmovdqu64 zmm22, [rsi+0x40]
    vmovdqu64 zmm23, [rsi+0x80]
    vmovdqu64 zmm24, [rsi+0xc0]
.if LASTAFTER
    lea r8, [rsi+rdx-0x40]
.elseif LASTFIRST
.else
    vmovdqu64 zmm20, [rsi+rdx-0x40]
.endif
    lea r9, [rdi+rdx-0x40]
    lea rcx, [rdi+rdx-1]
    and ecx, 0x3f
    sub rdx, 0x101
    sub rdx, rcx
    .p2align 4
1:
.if LOOPASC
    vmovdqu64 zmm19, [rsi+rdx]
    vmovdqu64 zmm18, [rsi+rdx+0x40]
    vmovdqu64 zmm17, [rsi+rdx+0x80]
    vmovdqu64 zmm16, [rsi+rdx+0xc0]
.else
    vmovdqu64 zmm16, [rsi+rdx+0xc0]
    vmovdqu64 zmm17, [rsi+rdx+0x80]
    vmovdqu64 zmm18, [rsi+rdx+0x40]
    vmovdqu64 zmm19, [rsi+rdx]
.endif
    vmovdqa64 [rdi+rdx+0xc0], zmm16
    vmovdqa64 [rdi+rdx+0x80], zmm17
    vmovdqa64 [rdi+rdx+0x40], zmm18
    vmovdqa64 [rdi+rdx], zmm19
    sub rdx, 0x100
    ja 1b
.if LASTAFTER
    vmovdqu64 zmm20, [r8]
.endif
    vmovdqu64 [rax], zmm21
    vmovdqu64 [rax+0x40], zmm22
    vmovdqu64 [rax+0x80], zmm23
    vmovdqu64 [rax+0xc0], zmm24
    vmovdqu64 [r9], zmm20
    ret
