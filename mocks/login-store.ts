// The demo's logins (issue 41): BRP's login takes the demo customer's password only, a wrong one
// gets BRP's own 401 with the failed attempts counted, and the profile's password change must name
// the current password. A call's token says whose bookings and password it reads (its "world"):
// one customer for `npm start`, as at BRP; with `perLogin` every login is a world of its own, so
// the tests, which sign in side by side as the same customer, never meet (as orders never do).
import type { Answer } from './order-store.ts';

type Obj = Record<string, unknown>;

/** The demo customer's documented password (openapi/booking.yaml's login example, README). */
export const DEMO_PASSWORD = 'Simma2026!';

/** The one world of `npm start`: the demo customer's, whoever signs in. */
export const SHARED_WORLD = 'customer';

export interface LoginOptions {
  /** Every login a world of its own (the tests' mocks), instead of one for the customer. */
  perLogin?: boolean;
}

/** BRP's refusal of the password the profile sends as the current one (the contract's 422). */
export const WRONG_OLD_PASSWORD: Answer = {
  status: 422,
  body: {
    errorCode: 'INVALID_INPUT',
    fieldErrors: [{ field: 'oldPassword', errorCode: 'PASSWORD_INVALID' }],
  },
};

/** BRP's refusal of a refresh token that is no longer valid (openapi/booking.yaml's 401). */
export const REFRESH_TOKEN_SPENT: Answer = {
  status: 401,
  body: { errorCode: 'TOKEN_IS_NO_LONGER_VALID' },
};

/** A token the mock makes: JWT-shaped like BRP's, `sub` the customer, `jti` naming the login. */
function mintToken(sub: string, jti: string): string {
  const part = (value: Obj) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return [part({ alg: 'HS256' }), part({ sub, jti }), 'mock-signature'].join('.');
}

const bearerOf = (authorization: string | undefined) =>
  /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];

export class LoginStore {
  private readonly perLogin: boolean;
  /** A world's password once it has changed (a profile change, a reset). */
  private readonly passwords = new Map<string, string>();
  /** Per login: the passwords of the accounts made with POST customers, by username. */
  private readonly accounts = new Map<string, string>();
  /** Failed logins since the last good one, by username (BRP's wrongLoginAttempts). */
  private readonly failures = new Map<string, number>();
  /** The world of each token the mock made (access and refresh tokens). */
  private readonly minted = new Map<string, string>();
  /** The refresh tokens already exchanged: each is good once, as when BRP rotates them. */
  private readonly spent = new Set<string>();
  private logins = 0;

  constructor(options: LoginOptions = {}) {
    this.perLogin = options.perLogin ?? false;
  }

  /**
   * POST auth/login after Prism took the request: `answer` is Prism's token answer, given back
   * for the right password (per login: with tokens of a new world), else BRP's 401.
   */
  login(username: string, password: string, answer: Obj): Answer {
    const name = username.trim().toLowerCase();
    // Per login, each login starts a world: the account's password until it changes there.
    const expected = this.perLogin
      ? (this.accounts.get(name) ?? DEMO_PASSWORD)
      : this.passwordOf(SHARED_WORLD);
    if (password !== expected) {
      const failed = (this.failures.get(name) ?? 0) + 1;
      this.failures.set(name, failed);
      return {
        status: 401,
        body: { errorCode: 'USER_CREDENTIALS_ARE_INVALID', wrongLoginAttempts: failed },
      };
    }
    this.failures.delete(name);
    if (!this.perLogin) return { status: 200, body: answer };
    const world = `login-${++this.logins}`;
    this.passwords.set(world, expected);
    return { status: 200, body: this.withTokens(answer, world, world) };
  }

  /**
   * POST auth/refresh of a refresh token the mock made: new tokens of the same world, once; the
   * same token again is BRP's 401 (a rotated refresh token), so two servers that both refresh
   * one session are caught. Undefined for any other token (Prism's answer stands).
   */
  refresh(refreshToken: string, answer: Obj): Answer | undefined {
    const world = this.minted.get(refreshToken);
    if (!world) return undefined;
    if (this.spent.has(refreshToken)) return REFRESH_TOKEN_SPENT;
    this.spent.add(refreshToken);
    return { status: 201, body: this.withTokens(answer, world, `${world}-${++this.logins}`) };
  }

  /** The world a call's bearer token reads, or undefined without one. */
  worldOf(authorization: string | undefined): string | undefined {
    const token = bearerOf(authorization);
    if (!token) return undefined;
    if (!this.perLogin) return SHARED_WORLD;
    return this.minted.get(token) ?? `token:${token}`;
  }

  /**
   * The world whose bookings a call without a token sees in the facility's schedule: the
   * customer's on `npm start` (BRP's places are everyone's); per login, none (the examples').
   */
  publicWorld(): string | undefined {
    return this.perLogin ? undefined : SHARED_WORLD;
  }

  /**
   * PUT customers/{id} with a password: from the profile it names the current one (`oldPassword`),
   * which must be right; after a reset link it comes alone. Undefined when the change is taken.
   */
  changePassword(world: string, oldPassword: unknown, password: string): Answer | undefined {
    if (oldPassword !== undefined && oldPassword !== this.passwordOf(world))
      return WRONG_OLD_PASSWORD;
    this.passwords.set(world, password);
    return undefined;
  }

  /**
   * POST customers: the new account signs in with its own password. The demo has one customer,
   * whom every username names: on `npm start` the account is theirs, with this password.
   */
  addAccount(username: string, password: string): void {
    if (this.perLogin) this.accounts.set(username.trim().toLowerCase(), password);
    else this.passwords.set(SHARED_WORLD, password);
  }

  private passwordOf(world: string): string {
    return this.passwords.get(world) ?? DEMO_PASSWORD;
  }

  private withTokens(answer: Obj, world: string, jti: string): Obj {
    const sub = typeof answer.username === 'string' ? answer.username : '4711';
    const access = mintToken(sub, jti);
    const refresh = mintToken(sub, `${jti}-refresh`);
    this.minted.set(access, world);
    this.minted.set(refresh, world);
    return { ...answer, access_token: access, refresh_token: refresh };
  }
}
