"""Writes a 600 x 900 PNG to stdout: a cover of the size publishers send, for the bench's title
page with its cover. Rows of varied colour so that it compresses as a picture does, not as a
flat fill (the standard library only: no imaging package on a fresh machine)."""

import struct
import sys
import zlib

WIDTH, HEIGHT = 600, 900


def chunk(kind: bytes, data: bytes) -> bytes:
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


rows = bytearray()
for y in range(HEIGHT):
    rows.append(0)  # no filter
    for x in range(WIDTH):
        rows += bytes(((x * 7 + y * 3) % 256, (x * y) % 251, (y * 5 + 40) % 256))
png = b"\x89PNG\r\n\x1a\n"
png += chunk(b"IHDR", struct.pack(">IIBBBBB", WIDTH, HEIGHT, 8, 2, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(bytes(rows), 6))
png += chunk(b"IEND", b"")
sys.stdout.buffer.write(png)
