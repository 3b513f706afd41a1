#!/usr/bin/env python3
"""Builds the code images jitpage2 times (see run.sh), from row.bin (the amd-zen5 row's code
as `memcpy-jit info` prints it, at b0ed60b) and from glibc 2.36's own memcpy (Debian 12's
libc.so.6, whose file offsets are its addresses in this range):

  skip      the row, entered past its dispatch: `mov rax, rdi; vmovdqu64 zmm16, [rsi]`,
            then a jump straight to the forward loop's path (only right for the lengths and
            layouts timed here: 513..2111 bytes, not a page copy, not in the band)
  norl      the row with the loop path's reload of the first vector replaced by a register
            move (`vmovdqa64 zmm20, zmm16`)
  skipnorl  both
  rasc      the row with its four tail loads in ascending order
  gbody     glibc's forward 8x-vector path (0x16d9b6..0x16da5b) behind the same two-
            instruction entry, at its own offset modulo 64
  gasc      gbody with its four tail loads in ascending order
  gdelayK   gbody with K dependent `imul rdx, rdx, 1` (3 cycles each) before the jump: the
            tail loads wait for them, the first vector's load does not
  pfK       gbody with `prefetcht0` of the source lines 1..K after the first vector's load
  ldK       gbody with K `cmp rdx, [rip + x]` (L1-resident constants) before the jump
  rbskip    the row entered past its dispatch straight into its backward loop's path (page
            copies below 2 KiB take it)
  rloopasc  the row with the backward loop's four loads in ascending order
  gback     glibc's backward 8x-vector path (0x16da65..0x16db01) behind the short entry
"""
import struct

LIBC = '/lib/x86_64-linux-gnu/libc.so.6'
row = bytes(open('row.bin', 'rb').read())
libc = open(LIBC, 'rb').read()
# The row's layout at b0ed60b: the forward loop's path at 0x188 (its first instruction the
# reload of the first vector), the four tail loads at 0x18e, 0x196, 0x19e, 0x1a6.
ROW_PATH, ROW_TAILS = 0x188, [0x18E, 0x196, 0x19E, 0x1A6]
assert row[ROW_PATH:ROW_PATH + 6] == bytes.fromhex('62e1fe486f26'), 'not the row of b0ed60b'
# Its tail loads the last first ([rsi+rdx-0x40] at 0x18e): later rows load them ascending.
assert row[0x18E:0x196] == bytes.fromhex('62e1fe486f6c16ff'), 'not the row of b0ed60b'
# glibc's path at 0x16d9b6; its tail loads at these offsets from it.
GLIBC_PATH, GLIBC_END = 0x16D9B6, 0x16DA5B
G_TAILS = [0x1B6, 0x1BE, 0x1CD, 0x1D5]
body = libc[GLIBC_PATH:GLIBC_END]
assert body[:8] == bytes.fromhex('62e1fe486f6c16ff') and body[-1] == 0xC3, 'not Debian 12 glibc 2.36'
ENTRY = bytes.fromhex('4889f8' '62e1fe486f06')  # mov rax, rdi; vmovdqu64 zmm16, [rsi]


def jmp(at, to):
    return b'\xe9' + struct.pack('<i', to - (at + 5))


def with_entry(img, extra, to):
    code = bytearray(ENTRY + extra)
    code += jmp(len(code), to)
    img[:len(code)] = code
    return img


def ascending(img, offs):
    ins = [bytes(img[o:o + 8]) for o in offs]
    for o, i in zip(offs, reversed(ins)):
        img[o:o + 8] = i
    return img


out = {}
out['skip'] = with_entry(bytearray(row), b'', ROW_PATH)
norl = bytearray(row)
norl[ROW_PATH:ROW_PATH + 6] = bytes.fromhex('62a1fd486fe0')  # vmovdqa64 zmm20, zmm16
out['norl'] = norl
out['skipnorl'] = with_entry(bytearray(norl), b'', ROW_PATH)
out['rasc'] = ascending(bytearray(row), ROW_TAILS)
g = bytearray(b'\xcc' * 0x400)
g[0x1B6:0x1B6 + len(body)] = body  # 0x1b6 = 0x16d9b6 modulo 64
gbody = with_entry(bytearray(g), b'', 0x1B6)
out['gbody'] = gbody
out['gasc'] = ascending(bytearray(gbody), G_TAILS)
for k in (2, 4, 8):
    out['gdelay%d' % k] = with_entry(bytearray(g), bytes.fromhex('486bd201') * k, 0x1B6)
for k in (1, 4, 8):
    pf = b''.join(bytes.fromhex('0f188e') + struct.pack('<i', 64 * i) for i in range(1, k + 1))
    out['pf%d' % k] = with_entry(bytearray(g), pf, 0x1B6)
for k in (1, 2, 4):
    img = bytearray(g)
    img[0x380:0x3A0] = struct.pack('<4Q', 1 << 40, 1 << 41, 1 << 42, 1 << 43)
    extra = b''
    for i in range(k):
        at = len(ENTRY) + len(extra)
        extra += bytes.fromhex('483b15') + struct.pack('<i', 0x380 + 8 * i - (at + 7))
    out['ld%d' % k] = with_entry(img, extra, 0x1B6)
# The backward path: at 0x370 in the row; its loop's four loads at 0x3b0 (8, 8, 8, 7 bytes).
ROW_BACK = 0x370
assert row[ROW_BACK:ROW_BACK + 6] == bytes.fromhex('62e1fe486f2e'), 'not the row of b0ed60b'
out['rbskip'] = with_entry(bytearray(row), b'', ROW_BACK)
r = bytearray(row)
loads = [bytes(r[0x3B0:0x3B8]), bytes(r[0x3B8:0x3C0]), bytes(r[0x3C0:0x3C8]), bytes(r[0x3C8:0x3CF])]
r[0x3B0:0x3CF] = b''.join(reversed(loads))
out['rloopasc'] = r
back = libc[0x16DA65:0x16DB01]
assert back[-1] == 0xC3
g2 = bytearray(b'\xcc' * 0x400)
g2[0x265:0x265 + len(back)] = back  # 0x265 = 0x16da65 modulo 64
out['gback'] = with_entry(g2, b'', 0x265)
for name, img in out.items():
    open(name + '.bin', 'wb').write(img)
