// The cookie session: BRP's tokens sealed (iron) into one HttpOnly cookie, read back only with
// the server's secret, and the token answers that make or renew a session.
import { defaults, seal } from 'iron-webcrypto';
import { describe, expect, it } from 'vitest';
import {
  clearedSessionCookie,
  needsRefresh,
  PERSISTENT_MAX_AGE_S,
  publicSession,
  readSessionCookie,
  REFRESH_MARGIN_MS,
  SESSION_COOKIE,
  sealSession,
  sessionCookie,
  sessionFromTokens,
  unsealSession,
  type SessionData,
} from './session';

const SECRET = 'the-session-secret-for-the-unit-tests-0123456789';
const OTHER_SECRET = 'another-session-secret-of-more-than-32-chars';
const NOW = Date.UTC(2026, 2, 26, 9, 0, 0);

const DATA: SessionData = {
  id: 'session-one',
  endsAt: NOW + PERSISTENT_MAX_AGE_S * 1000,
  accessToken: 'access.token.one',
  refreshToken: 'refresh-one',
  expiresAt: NOW + 3_600_000,
  customerId: 4711,
  firstName: 'Anna',
  persistent: true,
};

/** The cookie's attributes (after the name=value pair), as written. */
const attributes = (cookie: string) => cookie.split('; ').slice(1);

describe('sealing the session', () => {
  it('reads back what it sealed, persistent or not', async () => {
    for (const data of [DATA, { ...DATA, persistent: false, refreshToken: null, firstName: null }])
      await expect(
        unsealSession(await sealSession(data, SECRET, NOW), SECRET, NOW),
      ).resolves.toEqual(data);
  });

  it('hides the tokens: the sealed value shows neither', async () => {
    const sealed = await sealSession(DATA, SECRET, NOW);
    expect(sealed).not.toContain(DATA.accessToken);
    expect(sealed).not.toContain(DATA.refreshToken);
    expect(sealed).not.toContain('4711');
  });

  it('is a cookie value as it stands: no separator, quote, space or non-ASCII character', async () => {
    expect(await sealSession(DATA, SECRET, NOW)).toMatch(/^[\x21-\x7e]+$/);
    expect(await sealSession(DATA, SECRET, NOW)).not.toMatch(/[;,"\\]/);
  });

  it('gives null for a missing, tampered, foreign or garbled cookie', async () => {
    const sealed = await sealSession(DATA, SECRET, NOW);
    await expect(unsealSession(undefined, SECRET, NOW)).resolves.toBeNull();
    await expect(unsealSession('', SECRET, NOW)).resolves.toBeNull();
    await expect(unsealSession(sealed, OTHER_SECRET, NOW)).resolves.toBeNull();
    await expect(unsealSession('not-a-seal', SECRET, NOW)).resolves.toBeNull();
    await expect(unsealSession(sealed.slice(0, -1), SECRET)).resolves.toBeNull();
    // One character changed in each part of the seal (the encrypted body, the salts, the MAC): the
    // first, since a base64 string's last character may carry only padding bits.
    const parts = sealed.split('*');
    for (const index of parts.keys()) {
      const part = parts[index] ?? '';
      if (part === '') continue;
      const changed = (part.startsWith('A') ? 'B' : 'A') + part.slice(1);
      const tampered = parts.map((value, i) => (i === index ? changed : value)).join('*');
      await expect(unsealSession(tampered, SECRET, NOW), `part ${index}`).resolves.toBeNull();
    }
  });

  it('gives null for a genuine seal that does not hold a session', async () => {
    const sealedWith = (object: unknown) => seal(object, SECRET, defaults);
    for (const object of [
      { ...DATA, accessToken: '' },
      { ...DATA, customerId: 0 },
      { ...DATA, customerId: 1.5 },
      { ...DATA, customerId: '4711' },
      { ...DATA, expiresAt: 'soon' },
      { ...DATA, persistent: 'yes' },
      { customerId: 4711 },
      null,
      'a string',
    ])
      await expect(unsealSession(await sealedWith(object), SECRET)).resolves.toBeNull();
  });

  it('ends at its end: the seal expires then, whatever the cookie says', async () => {
    const remembered = await sealSession(DATA, SECRET, NOW);
    // iron allows a minute of clock skew; the session's own end allows none.
    const end = DATA.endsAt;
    await expect(unsealSession(remembered, SECRET, end - 1000)).resolves.toEqual(DATA);
    await expect(unsealSession(remembered, SECRET, end)).resolves.toBeNull();
    await expect(unsealSession(remembered, SECRET, end + 61_000)).resolves.toBeNull();
  });

  it("a browser's session ends 12 hours after its login, even while its cookie lives on", async () => {
    const browserOnly = { ...DATA, persistent: false, endsAt: NOW + 12 * 3_600_000 };
    const sealed = await sealSession(browserOnly, SECRET, NOW);
    await expect(unsealSession(sealed, SECRET, NOW + 11 * 3_600_000)).resolves.toEqual(browserOnly);
    await expect(unsealSession(sealed, SECRET, NOW + 13 * 3_600_000)).resolves.toBeNull();
  });

  it('gives null for a session without an id or an end (a cookie sealed before they existed)', async () => {
    const { id: _id, ...withoutId } = DATA;
    const { endsAt: _end, ...withoutEnd } = DATA;
    for (const object of [withoutId, withoutEnd, { ...DATA, id: '' }])
      await expect(
        unsealSession(await seal(object, SECRET, defaults), SECRET, NOW),
      ).resolves.toBeNull();
  });
});

describe('the cookie', () => {
  it('for a session of this browser only: HttpOnly, SameSite=Lax, the whole site, no Max-Age', () => {
    const cookie = sessionCookie('SEALED', { ...DATA, persistent: false }, { secure: false });
    expect(cookie.split('; ')[0]).toBe(`${SESSION_COOKIE}=SEALED`);
    expect(attributes(cookie)).toEqual(['Path=/', 'HttpOnly', 'SameSite=Lax']);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
  });

  it('for a remembered session: Max-Age of what is left of its 30 days, never a fresh 30', () => {
    const later = sessionCookie('SEALED', DATA, { secure: false, now: NOW + 86_400_000 });
    expect(attributes(later)).toContain(`Max-Age=${29 * 24 * 60 * 60}`);
    const cookie = sessionCookie('SEALED', DATA, { secure: false, now: NOW });
    expect(attributes(cookie)).toEqual([
      'Path=/',
      'HttpOnly',
      'SameSite=Lax',
      `Max-Age=${30 * 24 * 60 * 60}`,
    ]);
  });

  it('over https is a __Host- cookie (Secure, the whole path, no Domain), read by that name', () => {
    const cookie = sessionCookie('S', DATA, { secure: true, now: NOW });
    expect(cookie.split('; ')[0]).toBe(`__Host-${SESSION_COOKIE}=S`);
    expect(cookie).toMatch(/; Path=\/;/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(clearedSessionCookie({ secure: true })).toMatch(
      new RegExp(`^__Host-${SESSION_COOKIE}=;`),
    );
    // Over https a cookie without the prefix (set by a sibling subdomain) is not the session.
    expect(readSessionCookie(`${SESSION_COOKIE}=forged`, true)).toBeUndefined();
    expect(readSessionCookie(`__Host-${SESSION_COOKIE}=real`, true)).toBe('real');
    expect(readSessionCookie(`__Host-${SESSION_COOKIE}=real`, false)).toBeUndefined();
  });

  it('is Secure when the site is https, and only then', () => {
    expect(attributes(sessionCookie('S', DATA, { secure: true }))).toContain('Secure');
    expect(
      attributes(sessionCookie('S', { ...DATA, persistent: false }, { secure: true })),
    ).toContain('Secure');
    expect(attributes(sessionCookie('S', DATA, { secure: false }))).not.toContain('Secure');
  });

  it('is cleared with an empty value and Max-Age=0, with the same path and flags', () => {
    expect(clearedSessionCookie({ secure: false })).toBe(
      `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`,
    );
    expect(attributes(clearedSessionCookie({ secure: true }))).toEqual([
      'Path=/',
      'HttpOnly',
      'SameSite=Lax',
      'Max-Age=0',
      'Secure',
    ]);
  });

  it('is found in a Cookie header among others, by its exact name, whole', async () => {
    const sealed = await sealSession(DATA, SECRET, NOW);
    expect(readSessionCookie(`a=1; ${SESSION_COOKIE}=${sealed}; b=2`)).toBe(sealed);
    expect(readSessionCookie(`${SESSION_COOKIE}=x=y==`)).toBe('x=y==');
    expect(readSessionCookie(`my_${SESSION_COOKIE}=1; ${SESSION_COOKIE}_old=2`)).toBeUndefined();
    expect(readSessionCookie('a=1')).toBeUndefined();
    expect(readSessionCookie('')).toBeUndefined();
    expect(readSessionCookie(undefined)).toBeUndefined();
  });

  it('holds a session with large tokens within the 4096 bytes a browser keeps of a cookie', async () => {
    // The spec's example tokens are about 180 characters; these leave room for more claims.
    const data = { ...DATA, accessToken: 'a'.repeat(900), refreshToken: 'r'.repeat(900) };
    const cookie = sessionCookie(await sealSession(data, SECRET, NOW), data, { secure: true });
    expect(cookie.length).toBeLessThan(4096);
  });
});

describe('a session from a token answer', () => {
  const answer = {
    access_token: 'access.token.two',
    refresh_token: 'refresh-two',
    expires_in: 1800,
    username: '4711',
  };

  it('takes the tokens, the customer from username and the expiry from expires_in', () => {
    expect(sessionFromTokens(answer, null, { persistent: false, now: NOW })).toEqual({
      id: expect.stringMatching(/^[\w-]{22}$/),
      // Without "remember me": 12 hours at most, from the login.
      endsAt: NOW + 12 * 3_600_000,
      accessToken: 'access.token.two',
      refreshToken: 'refresh-two',
      expiresAt: NOW + 1_800_000,
      customerId: 4711,
      firstName: null,
      persistent: false,
    });
  });

  it('is no session without an access token or a customer', () => {
    const options = { persistent: true, now: NOW };
    expect(sessionFromTokens({ ...answer, access_token: undefined }, null, options)).toBeNull();
    expect(sessionFromTokens({ ...answer, access_token: '' }, null, options)).toBeNull();
    expect(sessionFromTokens({ ...answer, access_token: 42 }, null, options)).toBeNull();
    expect(sessionFromTokens({ ...answer, username: 'anna' }, null, options)).toBeNull();
    expect(sessionFromTokens({ ...answer, username: '0' }, null, options)).toBeNull();
    expect(sessionFromTokens({ ...answer, username: undefined }, null, options)).toBeNull();
  });

  it('assumes an hour when expires_in is missing or not a positive number', () => {
    for (const expires_in of [undefined, 0, -5, '1800'])
      expect(
        sessionFromTokens({ ...answer, expires_in }, null, { persistent: true, now: NOW })
          ?.expiresAt,
      ).toBe(NOW + 3_600_000);
  });

  it('a new login gets a new id, a remembered one 30 days', () => {
    const one = sessionFromTokens(answer, null, { persistent: true, now: NOW });
    const two = sessionFromTokens(answer, null, { persistent: true, now: NOW });
    expect(one?.id).not.toBe(two?.id);
    expect(one?.endsAt).toBe(NOW + PERSISTENT_MAX_AGE_S * 1000);
  });

  it('on a refresh keeps the id, the end, the customer, the first name and the persistence', () => {
    const refreshed = sessionFromTokens(
      { access_token: 'new', expires_in: 600 },
      {
        id: 'session-one',
        endsAt: NOW + 5_000,
        customerId: 4711,
        firstName: 'Anna',
        persistent: true,
      },
      { persistent: false, now: NOW + 1_000 },
    );
    expect(refreshed).toEqual({
      id: 'session-one',
      endsAt: NOW + 5_000,
      accessToken: 'new',
      refreshToken: null,
      expiresAt: NOW + 1_000 + 600_000,
      customerId: 4711,
      firstName: 'Anna',
      persistent: true,
    });
  });

  it('drops the first name when the answer names another customer', () => {
    const other = sessionFromTokens(
      { ...answer, username: '12' },
      {
        id: 'session-one',
        endsAt: NOW + 5_000,
        customerId: 4711,
        firstName: 'Anna',
        persistent: false,
      },
      { persistent: true, now: NOW },
    );
    expect(other).toMatchObject({ customerId: 12, firstName: null, persistent: false });
  });
});

describe('when the token is refreshed', () => {
  it('once less than the margin is left of it', () => {
    const at = (left: number) => ({ ...DATA, expiresAt: NOW + left });
    expect(needsRefresh(at(REFRESH_MARGIN_MS + 1), NOW)).toBe(false);
    expect(needsRefresh(at(REFRESH_MARGIN_MS), NOW)).toBe(false);
    expect(needsRefresh(at(REFRESH_MARGIN_MS - 1), NOW)).toBe(true);
    expect(needsRefresh(at(0), NOW)).toBe(true);
    expect(needsRefresh(at(-1), NOW)).toBe(true);
  });
});

describe('what the browser learns', () => {
  it('is who is signed in and their first name, never a token', () => {
    expect(publicSession(DATA)).toEqual({ customerId: 4711, firstName: 'Anna' });
    expect(publicSession(null)).toBeNull();
  });
});
