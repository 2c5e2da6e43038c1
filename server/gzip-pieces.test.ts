// The joined gzip stream as zlib reads it: the page with each response's own nonce, byte for byte.
import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, deflateParts, gzipJoined } from './gzip-pieces';

const parts = (...texts: string[]) => texts.map((text) => Buffer.from(text));

describe('a kept page sent gzipped from parts compressed once', () => {
  it('decompresses to the page with the nonce between its parts', () => {
    const pieces = deflateParts(
      parts('<html><script nonce="', '"></script><p>Bokningar på Haga</p><style nonce="', '">'),
    );
    const page = gunzipSync(gzipJoined(pieces, Buffer.from('n0nce+/=')));
    expect(page.toString()).toBe(
      '<html><script nonce="n0nce+/="></script><p>Bokningar på Haga</p><style nonce="n0nce+/=">',
    );
  });

  it('gives each response its own nonce from the same pieces', () => {
    const pieces = deflateParts(parts('a', 'b', 'c'));
    expect(gunzipSync(gzipJoined(pieces, Buffer.from('1'))).toString()).toBe('a1b1c');
    expect(gunzipSync(gzipJoined(pieces, Buffer.from('22'))).toString()).toBe('a22b22c');
  });

  it('holds empty parts, a page without a nonce, and a page larger than a deflate window', () => {
    expect(
      gunzipSync(gzipJoined(deflateParts(parts('', '', '')), Buffer.from('x'))).toString(),
    ).toBe('xx');
    expect(gunzipSync(gzipJoined(deflateParts(parts('only')), Buffer.from('x'))).toString()).toBe(
      'only',
    );
    // Random bytes do not compress: deflate stores them in blocks of at most 64 kB.
    const big = [randomBytes(200_000), Buffer.from('<p>'.repeat(50_000)), randomBytes(70_000)];
    const joined = gzipJoined(deflateParts(big), Buffer.from('NONCE'));
    expect(
      gunzipSync(joined).equals(
        Buffer.concat([big[0]!, Buffer.from('NONCE'), big[1]!, Buffer.from('NONCE'), big[2]!]),
      ),
    ).toBe(true);
  });

  it('compresses a page as well as compressing it whole would', () => {
    const html = Buffer.from(
      Array.from({ length: 2000 }, (_, index) => `<li class="row">Pass ${index}</li>`).join(''),
    );
    const joined = gzipJoined(
      deflateParts([html.subarray(0, 30_000), html.subarray(30_000)]),
      Buffer.from('n'),
    );
    expect(joined.length).toBeLessThan(html.length / 5);
  });

  it("combines two parts' CRC-32 as zlib does", () => {
    const a = Buffer.from('hello, ');
    const b = randomBytes(100_000);
    expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
    expect(crc32Combine(0, crc32(a), a.length)).toBe(crc32(a));
    expect(crc32Combine(crc32(a), 0, 0)).toBe(crc32(a));
  });
});
