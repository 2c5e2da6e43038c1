// One refresh per refresh token on one machine: the parallel calls share it, and the calls that
// come a little later with the same old token get its outcome instead of a second refresh.
import { describe, expect, it, vi } from 'vitest';
import {
  aged,
  REFRESH_RESULT_MS,
  REFRESH_UNKNOWN,
  refreshKey,
  refreshOnce,
  type RefreshOutcome,
  type RefreshTokens,
} from './refresh-once';

const ANSWER = { access_token: 'access-new', refresh_token: 'refresh-new', expires_in: 3600 };

describe('refreshOnce', () => {
  it('parallel calls with one token share one refresh; another token is another', async () => {
    let answer = (_outcome: RefreshOutcome) => {};
    const refresh = vi.fn<RefreshTokens>(
      (token) =>
        new Promise((resolve) => {
          if (token === 'a') answer = resolve;
          else resolve(null);
        }),
    );
    // A fixed clock: the shared answer's expires_in counts down with the time since BRP's answer.
    const once = refreshOnce(refresh, () => 0);
    const asked = [once('a'), once('a'), once('a')];
    await expect(once('b')).resolves.toBeNull();
    answer(ANSWER);
    await expect(Promise.all(asked)).resolves.toEqual([ANSWER, ANSWER, ANSWER]);
    expect(refresh.mock.calls).toEqual([['a'], ['b']]);
  });

  it("keeps the outcome for a while, its expiry counted from BRP's answer; then asks again", async () => {
    let now = 1_000_000;
    const refresh = vi.fn<RefreshTokens>(async () => ANSWER);
    const once = refreshOnce(refresh, () => now);
    await once('a');
    now += 10_000;
    await expect(once('a')).resolves.toEqual({ ...ANSWER, expires_in: 3590 });
    expect(refresh).toHaveBeenCalledOnce();
    now += REFRESH_RESULT_MS;
    await once('a');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('keeps a refusal too, but not an unknown outcome (the next call may succeed)', async () => {
    const refusal = vi.fn<RefreshTokens>(async () => null);
    const refused = refreshOnce(refusal);
    await refused('a');
    await refused('a');
    expect(refusal).toHaveBeenCalledOnce();

    const unknown = vi.fn<RefreshTokens>(async () => REFRESH_UNKNOWN);
    const unsure = refreshOnce(unknown);
    await expect(unsure('a')).resolves.toBe(REFRESH_UNKNOWN);
    await unsure('a');
    expect(unknown).toHaveBeenCalledTimes(2);
  });

  it('a refresh that throws is an unknown outcome', async () => {
    const once = refreshOnce(async () => {
      throw new Error('down');
    });
    await expect(once('a')).resolves.toBe(REFRESH_UNKNOWN);
  });
});

describe('aged and refreshKey', () => {
  it('counts expires_in from the answer, never below a second; leaves the rest', () => {
    expect(aged(ANSWER, 1_500)).toEqual({ ...ANSWER, expires_in: 3598 });
    expect(aged(ANSWER, 7_200_000)).toEqual({ ...ANSWER, expires_in: 1 });
    expect(aged({ access_token: 'x' }, 5_000)).toEqual({ access_token: 'x' });
    expect(aged(null, 5_000)).toBeNull();
    expect(aged(REFRESH_UNKNOWN, 5_000)).toBe(REFRESH_UNKNOWN);
  });

  it('names a token by an HMAC of the secret: not the token, not a plain hash', () => {
    const key = refreshKey('refresh-token', 'secret-one-that-is-long-enough-000000');
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(key).not.toBe(refreshKey('refresh-token', 'secret-two-that-is-long-enough-000000'));
    expect(key).toBe(refreshKey('refresh-token', 'secret-one-that-is-long-enough-000000'));
  });
});
