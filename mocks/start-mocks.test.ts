// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readEnv } from './start-mocks.ts';

describe('readEnv', () => {
  it('fixes the clock with MOCK_NOW: that instant is now, its Stockholm day is today', () => {
    // 23:30 UTC on 24 March is already 25 March in Stockholm (UTC+1 in winter).
    const config = readEnv({ MOCK_NOW: '2026-03-24T23:30:00Z' });
    expect(config.now?.toISOString()).toBe('2026-03-24T23:30:00.000Z');
    expect(config.today).toBe('2026-03-25');
  });

  it('uses MOCK_TODAY without a fixed instant, and the real clock without either', () => {
    expect(readEnv({ MOCK_TODAY: '2026-06-15' })).toMatchObject({ today: '2026-06-15' });
    expect(readEnv({ MOCK_TODAY: '2026-06-15' }).now).toBeUndefined();
    expect(readEnv({}).today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps one customer state unless each login is to have its own (the tests)', () => {
    expect(readEnv({}).perLogin).toBe(false);
    expect(readEnv({ MOCK_STATE_PER_LOGIN: '1' }).perLogin).toBe(true);
  });

  it('refuses an instant or a day it cannot read', () => {
    expect(() => readEnv({ MOCK_NOW: 'tomorrow' })).toThrow(/MOCK_NOW/);
    expect(() => readEnv({ MOCK_TODAY: '15/6/2026' })).toThrow(/MOCK_TODAY/);
  });
});
