import { describe, expect, it } from 'vitest';
import { receiptIdParam } from './queries';

describe('receiptIdParam', () => {
  it('reads a receipt id from the address, and nothing else as one', () => {
    expect(receiptIdParam('90188')).toBe(90188);
    for (const value of [undefined, '', '0', '-1', '12a', '1.5', '0123', '1234567890123456'])
      expect(receiptIdParam(value)).toBeNull();
  });
});
