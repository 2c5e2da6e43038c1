// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { profileImageDataUrl } from './profile-image';

const JPEG_START = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);

describe('profileImageDataUrl', () => {
  it('makes a JPEG data URL of bytes served as application/octet-stream (BRP document)', async () => {
    const blob = new Blob([JPEG_START], { type: 'application/octet-stream' });
    expect(await profileImageDataUrl(blob)).toBe('data:image/jpeg;base64,/9j/4A==');
  });

  it('makes the same data URL of bytes served as image/jpeg', async () => {
    const blob = new Blob([JPEG_START], { type: 'image/jpeg' });
    expect(await profileImageDataUrl(blob)).toBe('data:image/jpeg;base64,/9j/4A==');
  });
});
