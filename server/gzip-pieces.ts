// A kept page sent gzipped without compressing it again for every response (decision 067).
// Each part of the page between its nonces is compressed once, when it is kept, as raw deflate
// ended on a byte boundary (Z_SYNC_FLUSH, no final block); a response joins the gzip header,
// the parts with its own nonce between them as stored (uncompressed) deflate blocks, an empty
// final block and the trailer. Deflate blocks may follow one another freely, so the joined bytes
// are one valid gzip stream, as pigz writes them. The trailer's CRC-32 is combined from the
// parts' own, read once (zlib's crc32_combine, which Node does not expose): no byte of the page
// is read again per response.
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface GzipPieces {
  /** The raw deflate of each part, ended on a byte boundary. */
  deflated: Buffer[];
  /** Each part's CRC-32 and length, for the trailer. */
  crcs: number[];
  lengths: number[];
}

/** gzip's header: deflate, no name, no time, unknown OS (RFC 1952). */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty fixed-Huffman block marked final: the deflate stream's end. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
/** The most bytes one stored block holds. */
const STORED_MAX = 0xffff;

/** Compresses a page's parts once, at the best ratio (a kept page is sent many times). */
export function deflateParts(parts: readonly Buffer[]): GzipPieces {
  return {
    deflated: parts.map((part) =>
      deflateRawSync(part, {
        level: constants.Z_BEST_COMPRESSION,
        finishFlush: constants.Z_SYNC_FLUSH,
      }),
    ),
    crcs: parts.map((part) => crc32(part)),
    lengths: parts.map((part) => part.length),
  };
}

/** `bytes` as one non-final stored block (RFC 1951 3.2.4), starting on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > STORED_MAX) throw new RangeError('A separator this long is not a nonce');
  const block = Buffer.alloc(5 + bytes.length);
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** The whole page as one gzip stream, `separator` (the response's nonce) between its parts. */
export function gzipJoined(pieces: GzipPieces, separator: Buffer): Buffer {
  const between = storedBlock(separator);
  const separatorCrc = crc32(separator);
  const out: Buffer[] = [HEADER];
  let crc = 0;
  let length = 0;
  pieces.deflated.forEach((part, index) => {
    if (index > 0) {
      out.push(between);
      crc = crc32Combine(crc, separatorCrc, separator.length);
      length += separator.length;
    }
    out.push(part);
    crc = crc32Combine(crc, pieces.crcs[index]!, pieces.lengths[index]!);
    length += pieces.lengths[index]!;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  // ISIZE is the length modulo 2^32.
  trailer.writeUInt32LE(length >>> 0, 4);
  out.push(FINAL_BLOCK, trailer);
  return Buffer.concat(out);
}

// zlib's crc32_combine (crc32.c, 1.2.12 on): the CRC of A then B from CRC(A), CRC(B) and B's
// length, by multiplying CRC(A) with x^(8·len(B)) modulo the CRC's polynomial.
const POLY = 0xedb88320;

/** a·b modulo the polynomial (bit-reflected, as the CRC is). */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  for (;;) {
    if ((a & m) !== 0) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0 … 31. */
const X2N: number[] = [0x40000000];
for (let k = 1; k < 32; k++) X2N.push(multModP(X2N[k - 1]!, X2N[k - 1]!));

/** x^(n·2^k) modulo the polynomial. */
function x2nModP(n: number, k: number): number {
  let p = 0x80000000;
  while (n) {
    if (n & 1) p = multModP(X2N[k & 31]!, p);
    n >>>= 1;
    k++;
  }
  return p;
}

export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multModP(x2nModP(lengthB, 3), crcA) ^ crcB) >>> 0;
}
