import { describe, expect, it } from 'vitest';
import type { Subscription } from '@generated/booking/model';
import { activeSubscriptions } from './active-subscriptions';

describe('activeSubscriptions', () => {
  const subscription = (id: number, expirationDay: string) =>
    ({ id, expirationDay }) as unknown as Subscription;

  it('keeps memberships that expire today or later', () => {
    const result = activeSubscriptions(
      [subscription(1, '2026-01-11'), subscription(2, '2026-01-12'), subscription(3, '2026-12-31')],
      '2026-01-12',
    );
    expect(result.map((s) => s.id)).toEqual([2, 3]);
  });
});
