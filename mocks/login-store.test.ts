// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { responseSchemas } from '../generated/booking/response-schemas';
import {
  DEMO_PASSWORD,
  LoginStore,
  REFRESH_TOKEN_SPENT,
  SHARED_WORLD,
  WRONG_OLD_PASSWORD,
} from './login-store.ts';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ANNA = 'anna.lindqvist@example.se';
/** Prism's answer to the login (the contract's AuthTokenLogin example, shortened). */
const PRISM_LOGIN = {
  username: '4711',
  roles: ['ROLE_CUSTOMER'],
  token_type: 'Bearer',
  access_token: 'example.access.token',
  expires_in: 315360000,
  refresh_token: 'example.refresh.token',
};
const loginSchema = responseSchemas.find((s) => s.path === '/auth/login' && s.status === 200)!;
const bearer = (answer: { body?: unknown }) => `Bearer ${(answer.body as Obj).access_token}`;

describe('LoginStore', () => {
  it("takes the demo's documented password only; a wrong one is BRP's 401 with the failures counted", () => {
    const logins = new LoginStore();
    expect(logins.login(ANNA, 'Simma2025!', PRISM_LOGIN)).toEqual({
      status: 401,
      body: { errorCode: 'USER_CREDENTIALS_ARE_INVALID', wrongLoginAttempts: 1 },
    });
    expect((logins.login(ANNA, '', PRISM_LOGIN).body as Obj).wrongLoginAttempts).toBe(2);
    const good = logins.login(` ${ANNA.toUpperCase()}`, DEMO_PASSWORD, PRISM_LOGIN);
    expect(good).toEqual({ status: 200, body: PRISM_LOGIN });
    // A good login starts the count again.
    expect((logins.login(ANNA, 'x', PRISM_LOGIN).body as Obj).wrongLoginAttempts).toBe(1);
  });

  it("one customer for the demo: every token reads it, and a changed password is the login's", () => {
    const logins = new LoginStore();
    expect(logins.worldOf('Bearer anything')).toBe(SHARED_WORLD);
    expect(logins.worldOf(undefined)).toBeUndefined();
    // The profile names the current password, which must be right.
    expect(logins.changePassword(SHARED_WORLD, 'wrong', 'Bastu2026!')).toBe(WRONG_OLD_PASSWORD);
    expect(logins.changePassword(SHARED_WORLD, DEMO_PASSWORD, 'Bastu2026!')).toBeUndefined();
    expect(logins.changePassword(SHARED_WORLD, DEMO_PASSWORD, 'Bad2026!')).toBe(WRONG_OLD_PASSWORD);
    expect(logins.login(ANNA, DEMO_PASSWORD, PRISM_LOGIN).status).toBe(401);
    expect(logins.login(ANNA, 'Bastu2026!', PRISM_LOGIN).status).toBe(200);
    // A reset link's new password comes without the current one.
    expect(logins.changePassword(SHARED_WORLD, undefined, 'Hav2026!')).toBeUndefined();
    expect(logins.login(ANNA, 'Hav2026!', PRISM_LOGIN).status).toBe(200);
  });

  it('per login: each login its own token and world, starting from the documented password', () => {
    const logins = new LoginStore({ perLogin: true });
    const first = logins.login(ANNA, DEMO_PASSWORD, PRISM_LOGIN);
    const second = logins.login(ANNA, DEMO_PASSWORD, PRISM_LOGIN);
    expect(loginSchema.schema.safeParse(first.body).error?.issues ?? []).toEqual([]);
    expect((first.body as Obj).username).toBe('4711');
    const [one, two] = [logins.worldOf(bearer(first)), logins.worldOf(bearer(second))];
    expect(one).not.toBe(two);
    expect(one).not.toBe(SHARED_WORLD);
    // A password changed in one login is that login's: the next one starts from the documented.
    expect(logins.changePassword(one!, DEMO_PASSWORD, 'Bastu2026!')).toBeUndefined();
    expect(logins.changePassword(two!, 'Bastu2026!', 'Hav2026!')).toBe(WRONG_OLD_PASSWORD);
    expect(logins.login(ANNA, DEMO_PASSWORD, PRISM_LOGIN).status).toBe(200);
    // A token the mock did not make (a sealed test session) is a world of its own.
    expect(logins.worldOf('Bearer sealed')).toBe('token:sealed');
  });

  it("per login: a refresh of the login's refresh token stays in its world; others are Prism's", () => {
    const logins = new LoginStore({ perLogin: true });
    const first = logins.login(ANNA, DEMO_PASSWORD, PRISM_LOGIN).body as Obj;
    const refreshed = logins.refresh(first.refresh_token, PRISM_LOGIN);
    expect(refreshed?.status).toBe(201);
    expect((refreshed!.body as Obj).access_token).not.toBe(first.access_token);
    expect(logins.worldOf(bearer(refreshed!))).toBe(logins.worldOf(`Bearer ${first.access_token}`));
    // A refresh token is good once (rotated): its new one is good, the spent one is refused.
    expect(logins.refresh(first.refresh_token, PRISM_LOGIN)).toBe(REFRESH_TOKEN_SPENT);
    const again = logins.refresh((refreshed!.body as Obj).refresh_token as string, PRISM_LOGIN);
    expect(again?.status).toBe(201);
    expect(logins.refresh('example.refresh.token', PRISM_LOGIN)).toBeUndefined();
    expect(new LoginStore().refresh('example.refresh.token', PRISM_LOGIN)).toBeUndefined();
  });

  it('a new account signs in with its own password, which its profile then names', () => {
    const logins = new LoginStore({ perLogin: true });
    logins.addAccount('Ny.Kund@example.se', 'Bastu2026!');
    expect(logins.login('ny.kund@example.se', DEMO_PASSWORD, PRISM_LOGIN).status).toBe(401);
    const login = logins.login('ny.kund@example.se', 'Bastu2026!', PRISM_LOGIN);
    const world = logins.worldOf(bearer(login))!;
    expect(logins.changePassword(world, DEMO_PASSWORD, 'Hav2026!')).toBe(WRONG_OLD_PASSWORD);
    expect(logins.changePassword(world, 'Bastu2026!', 'Hav2026!')).toBeUndefined();
    expect(logins.login(ANNA, DEMO_PASSWORD, PRISM_LOGIN).status).toBe(200);
    // On npm start the demo's one customer is the account: its password from then on.
    const demo = new LoginStore();
    demo.addAccount('ny.kund@example.se', 'Bastu2026!');
    expect(demo.login(ANNA, 'Bastu2026!', PRISM_LOGIN).status).toBe(200);
    expect(demo.changePassword(SHARED_WORLD, 'Bastu2026!', 'Hav2026!')).toBeUndefined();
    expect(demo.login('ny.kund@example.se', 'Hav2026!', PRISM_LOGIN).status).toBe(200);
  });
});
